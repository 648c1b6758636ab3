"""The NumPy simulator: tables derived from the pack, dealing, exact agreement with the
engine (the same deals and the same choices give the same tricks, thirds and
transfers), chunking and executors, and the tables it returns."""

from __future__ import annotations

import dataclasses
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pandas as pd
import pytest

from calabresella import ITALIAN, PACK, Contract, Deal, Enhancement, Rules, profile
from calabresella.analysis.simulate import (
    BIT,
    STRENGTH,
    SUIT,
    THIRDS,
    StreamPlayer,
    deal_seeds,
    engine_deal,
    engine_deals,
    force_contract,
    numpy_deals,
    play_deals,
    simulate,
    simulate_command,
    summary,
    to_bits,
    uniform,
)
from calabresella.analysis.simulate.randomness import _base, _uniforms
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games.italian.players import HeuristicPlayer, Player, RandomPlayer, play_deal


def test_card_tables_are_read_off_the_pack() -> None:
    for card in PACK:
        assert SUIT[card.index] == card.suit.index
        assert STRENGTH[card.index] == card.strength
        assert THIRDS[card.index] == card.thirds
        assert int(BIT[card.index]) == 1 << card.index
    assert THIRDS.sum() == sum(c.thirds for c in PACK)


def test_the_scalar_and_vector_random_numbers_agree() -> None:
    seeds = np.array([0, 1, 7, 2**40 + 3, -5], dtype=np.int64)
    for slot in (0, 3, 11, 46, 139):
        vector = _uniforms(_base(seeds), slot)
        assert [uniform(int(s), slot) for s in seeds] == vector.tolist()
        assert ((0 <= vector) & (vector < 1)).all()


def test_engine_dealing_is_deal_new() -> None:
    seeds = [0, 1, 2, 99, 12345, 2**33 + 1]
    dealers = [0, 1, 2, 2, 1, 0]
    hands, monte = engine_deals(seeds, dealers)
    for i, (seed, dealer) in enumerate(zip(seeds, dealers, strict=True)):
        deal = Deal.new(seed=seed, dealer=dealer)
        for seat in range(3):
            assert [PACK[c] for c in hands[i, seat]] == list(deal.hands[seat])
        assert [PACK[c] for c in monte[i]] == list(deal.monte)


def test_numpy_deals_are_deals_and_look_uniform() -> None:
    n = 20_000
    hands, monte = numpy_deals(deal_seeds(5, 0, n), np.arange(n) % 3)
    every = np.concatenate([hands.reshape(n, -1), monte], axis=1)
    assert (np.sort(every, axis=1) == np.arange(40)).all()
    # each card lands in the monte with probability 4/40: 2000 expected, sd about 42
    counts = np.bincount(monte.ravel(), minlength=40)
    assert np.abs(counts - n * 4 / 40).max() < 6 * 42


def _engine_players(kinds: tuple[str, str, str], seed: int) -> list[Player]:
    return [HeuristicPlayer() if k == "heuristic" else StreamPlayer(seed) for k in kinds]


def _check_agreement(
    n: int,
    kinds: tuple[str, str, str],
    run_seed: int,
    contract: Contract | None = None,
    rules: Rules = ITALIAN,
) -> set[str]:
    """Play ``n`` engine deals in the simulator and in the engine; every choice, trick and
    score must agree. Returns the games seen."""
    seeds = deal_seeds(run_seed, 0, n)
    dealers = np.arange(n) % 3
    hands, monte = engine_deals(seeds, dealers, rules)
    played = play_deals(hands, monte, dealers, seeds, kinds, contract=contract, rules=rules)
    games = set()
    for i in range(n):
        seed, dealer = int(seeds[i]), int(dealers[i])
        deal = Deal.new(seed=seed, dealer=dealer, rules=rules)
        if contract is not None:
            deal = force_contract(deal, contract)
        final = play_deal(deal, _engine_players(kinds, seed))
        assert [a for _, a in final.history] == played.actions(i), f"deal {i} (seed {seed}) diverged"
        result = final.result
        if result is None:
            assert played.soloist[i] == -1
            games.add("abandoned")
            continue
        games.add(result.contract_name)
        assert [t.winner for t in final.tricks] == played.winners[i].tolist()
        assert played.soloist[i] == result.soloist
        assert played.soloist_tricks[i] == result.soloist_tricks
        assert played.soloist_trick_thirds[i] == result.soloist_trick_thirds
        assert played.monte_thirds[i] == result.monte_thirds
        assert played.scores["soloist_thirds"][i] == result.soloist_thirds
        assert played.scores["defenders_thirds"][i] == result.defenders_thirds
        assert bool(played.scores["won"][i]) is result.won
        assert bool(played.scores["cappotto"][i]) is result.cappotto
        assert bool(played.scores["stramazzo"][i]) is result.stramazzo
        transfers = tuple(int(played.scores[f"t{s}"][i]) for s in range(3))
        assert transfers == result.transfers
    return games


def test_random_play_agrees_with_the_engine_on_a_thousand_deals() -> None:
    """The shared choice stream: the engine's StreamPlayer picks action int(u * n) of the
    legal actions, the simulator the same card of its masks, for the same u."""
    games = _check_agreement(1000, ("random", "random", "random"), run_seed=3)
    assert games >= {
        "abandoned",
        "Chiamo",
        "Solo",
        "Solissimo",
        "Solissimo dividete",
        "Solissimo scegliete",
    }


def test_heuristic_play_agrees_with_heuristic_player() -> None:
    games = _check_agreement(250, ("heuristic", "heuristic", "heuristic"), run_seed=4)
    assert {"Chiamo", "abandoned"} <= games


@pytest.mark.parametrize("kinds", [("heuristic", "random", "random"), ("random", "heuristic", "heuristic")])
def test_mixed_seats_agree_with_the_engine(kinds: tuple[str, str, str]) -> None:
    games = _check_agreement(150, kinds, run_seed=5)
    assert len(games) >= 4


@pytest.mark.parametrize("contract", list(Contract))
def test_forced_contracts_agree_with_the_engine(contract: Contract) -> None:
    _check_agreement(60, ("heuristic", "random", "heuristic"), run_seed=6, contract=contract)


@pytest.mark.parametrize(
    "rules",
    [
        profile("bidder-leads"),
        profile("dealer-left-leads"),
        profile("four-at-the-table"),
        # issue 10: the simulator led from the dealer's left seat, the engine (V3) from the dealer seat
        profile("four-at-the-table").replace(name="four, dealer's left leads", opening_lead="dealer_left"),
        profile("four-at-the-table").replace(name="four, bidder leads", opening_lead="bidder"),
    ],
    ids=lambda rules: rules.name,
)
def test_other_opening_leads_agree_with_the_engine(rules: Rules) -> None:
    """V1: the profiles where the bidder, or the dealer's left, leads to the first trick;
    V3: four at the table, where the deal's dealer seat is the sitting-out dealer's left."""
    _check_agreement(100, ("random", "heuristic", "random"), run_seed=7, rules=rules)


def test_profiles_the_simulator_cannot_play_are_refused() -> None:
    odd = dataclasses.replace(ITALIAN, name="odd", hand_size=11, deal_packet=1, monte_size=7)
    with pytest.raises(ArgumentValueError, match="monte of 4"):
        simulate(10, progress=False, rules=odd)


def test_recorded_choices_replay_in_the_engine() -> None:
    """Fast NumPy deals, heuristic play: the recorded actions are legal in the engine and
    give the same score."""
    n = 200
    seeds = deal_seeds(8, 0, n)
    dealers = np.arange(n) % 3
    hands, monte = numpy_deals(seeds, dealers)
    played = play_deals(hands, monte, dealers, seeds, "heuristic")
    for i in range(n):
        deal = Deal.from_cards(
            [[PACK[c] for c in hands[i, s]] for s in range(3)],
            [PACK[c] for c in monte[i]],
            dealer=int(dealers[i]),
        )
        final = deal.apply_all(played.actions(i))
        if final.result is None:
            assert final.is_over and played.soloist[i] == -1
            continue
        assert tuple(int(played.scores[f"t{s}"][i]) for s in range(3)) == final.result.transfers
        assert played.scores["soloist_thirds"][i] == final.result.soloist_thirds


def test_a_row_replays_in_the_engine_from_its_seed() -> None:
    df = simulate(40, seed=9, dealing="engine", progress=False)
    for row in df.itertuples():
        final = play_deal(engine_deal(row), [StreamPlayer(int(row.seed))] * 3)
        if final.result is None:
            assert row.contract == "abandoned"
            continue
        assert final.result.transfers == (row.t0, row.t1, row.t2)
        assert final.result.soloist_thirds == row.soloist_thirds


def test_results_do_not_depend_on_chunks() -> None:
    one = simulate(3000, players="heuristic", seed=2, chunk_size=3000, progress=False)
    many = simulate(3000, players="heuristic", seed=2, chunk_size=700, progress=False)
    pd.testing.assert_frame_equal(one, many)


def test_a_process_pool_gives_the_serial_result() -> None:
    serial = simulate(4000, seed=11, chunk_size=1000, progress=False)
    with ProcessPoolExecutor(max_workers=2) as pool:
        spread = simulate(4000, seed=11, chunk_size=1000, executor=pool, progress=False)
    pd.testing.assert_frame_equal(serial, spread)


def test_a_dask_cluster_gives_the_serial_result() -> None:
    distributed = pytest.importorskip("distributed")
    serial = simulate(3000, players="heuristic", seed=12, chunk_size=1000, progress=False)
    with (
        distributed.LocalCluster(
            n_workers=1, processes=False, threads_per_worker=1, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        spread = simulate(
            3000,
            players="heuristic",
            seed=12,
            chunk_size=1000,
            executor=client.get_executor(),
            progress=False,
        )
    pd.testing.assert_frame_equal(serial, spread)


def test_the_table_holds_every_deal_and_keeps_the_rules() -> None:
    df = simulate(20_000, seed=13, progress=False)
    assert len(df) == 20_000
    assert (df["seed"] == deal_seeds(13, 0, 20_000)).all()
    assert (df["dealer"] == np.arange(20_000) % 3).all()
    played = df[df["contract"] != "abandoned"]
    assert (played["soloist_thirds"] + played["defenders_thirds"] == ITALIAN.total_thirds).all()  # R23
    assert (played["soloist_points"] == played["soloist_thirds"] // 3).all()  # R24
    assert (played["won"] == (played["soloist_thirds"] >= ITALIAN.win_thirds)).all()  # R25
    assert (df[["t0", "t1", "t2"]].sum(axis=1) == 0).all()  # R28
    assert not (played["cappotto"] & played["stramazzo"]).any()  # R27
    abandoned = df[df["contract"] == "abandoned"]
    assert (abandoned["soloist"] == -1).all() and (abandoned[["t0", "t1", "t2"]] == 0).all().all()


def test_scoring_follows_the_rules_profile() -> None:
    """Thresholds and stakes are read from Rules, never retyped."""
    rules = dataclasses.replace(
        ITALIAN,
        name="strict",
        win_thirds=21,
        stakes=tuple((name, 10 * v) for name, v in ITALIAN.stakes),
    )
    df = simulate(3000, seed=14, progress=False, rules=rules)
    played = df[df["contract"] != "abandoned"]
    assert (played["won"] == (played["soloist_thirds"] >= 21)).all()
    gain = played[["t0", "t1", "t2"]].abs().max(axis=1)
    assert (gain % 20 == 0).all() and (gain > 0).all()


def test_a_forced_contract_and_soloist() -> None:
    df = simulate(900, players="heuristic", contract="solissimo", soloist=2, seed=15, progress=False)
    assert (df["soloist"] == 2).all() and (df["contract"] == "solissimo").all()
    assert set(df["enhancement"].astype(str)) <= {e.value for e in Enhancement}


def test_summary_and_command() -> None:
    df = simulate(5000, seed=16, progress=False)
    table = summary(df)
    assert table.loc["All played", "deals"] + table.loc["Abandoned", "deals"] == 5000
    assert table.loc[["Chiamo", "Solo", "Solissimo"], "deals"].sum() <= 5000
    for column in ("made", "cappotto", "stramazzo"):
        rates = table[column].dropna()
        assert ((0 <= rates) & (rates <= 1)).all()
    assert table.loc["All played", "soloist_thirds"] + table.loc[
        "All played", "defenders_thirds"
    ] == pytest.approx(35)
    text = simulate_command(2000, "heuristic", 3)
    assert text.splitlines()[0] == "2000 deals, heuristic players, seed 3"
    assert "Chiamo" in text and "deals/s" in text.splitlines()[-1]


def test_the_progress_bar_does_not_change_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    quiet = simulate(500, seed=17, chunk_size=100, progress=False)
    shown = simulate(500, seed=17, chunk_size=100, progress=True)
    pd.testing.assert_frame_equal(quiet, shown)
    assert "500/500" in capsys.readouterr().err


def test_bad_arguments_are_refused() -> None:
    """The package's typed errors (still ValueError and TypeError); many more cases in
    test_simulate_arguments.py."""
    with pytest.raises(ArgumentValueError, match="players"):
        simulate(10, players="clever", progress=False)  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="seed"):
        simulate(10, seed=-1, progress=False)
    with pytest.raises(ArgumentTypeError, match="seed"):
        simulate(10, seed=1.5, progress=False)  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="players"):
        simulate_command(10, "clever", 0)


def test_bits_and_random_player_helpers() -> None:
    hands, _ = engine_deals([1], [0])
    bits = to_bits(hands[0])
    assert [bin(int(b)).count("1") for b in bits] == [12, 12, 12]
    # RandomPlayer is untouched: it still plays a whole deal
    assert play_deal(Deal.new(seed=1), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)]).is_over
