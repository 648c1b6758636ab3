"""The simulator derives, never copies (issue 10): for any rule value of the Italian
family it plays, the NumPy simulator and the engine play identical whole deals.

Hypothesis draws :class:`Rules` values from the named profiles with every field the
simulator supports changed or kept, in combination: who leads to the first trick (R19,
V1), three or four at the table (V3), the dealing packet (R7), the win threshold (R25),
the last trick's thirds (R5, R23), the stakes (R26), the Cappotto and Stramazzo
multipliers and the Stramazzo threshold (R27), and the session's length or game target
(R30, V2), which a single deal must ignore. Each drawn profile plays a few deals, dealt
both ways (``dealing="engine"`` and the NumPy shuffle), with random and heuristic seats,
and with or without a forced contract; the engine plays the same deals with the same
policies (:class:`StreamPlayer`, :class:`HeuristicPlayer`), and every action, trick and
score field must agree. V2b (``all-pass-limited``) is the one profile the simulator
refuses: it keeps a monte across deals, which independent deals never do.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from calabresella.analysis.simulate import (
    SIMULATED_PROFILES,
    Played,
    StreamPlayer,
    deal_seeds,
    engine_deal,
    engine_deals,
    force_contract,
    numpy_deals,
    play_deals,
    simulate,
)
from calabresella.analysis.simulate.dealing import _layout
from calabresella.engine.actions import Contract
from calabresella.engine.cards import PACK, PACK_THIRDS
from calabresella.engine.errors import ArgumentValueError
from calabresella.games.italian.deal import Deal, deal_cards
from calabresella.games.italian.players import HeuristicPlayer, Player, play_deal
from calabresella.games.italian.rules import (
    ALL_PASS_LIMITED,
    FOUR_AT_THE_TABLE,
    ITALIAN,
    OPENING_LEADS,
    PROFILES,
    Rules,
)

PACKETS = tuple(p for p in range(1, ITALIAN.hand_size + 1) if ITALIAN.hand_size % p == 0)
"""R7: every packet size that deals hands of 12 evenly."""
KINDS = ("random", "heuristic")


def _kept_or(draw: Any, kept: object, other: st.SearchStrategy[Any]) -> Any:
    """The base profile's value, or a drawn one (Hypothesis shrinks towards the kept one)."""
    return draw(st.just(kept) | other)


@st.composite
def italian_rules(draw: Any) -> Rules:
    """A :class:`Rules` value of the Italian family the simulator plays."""
    base: Rules = draw(st.sampled_from([r for r in PROFILES.values() if not r.all_pass_redeal_limited]))
    last = _kept_or(draw, base.last_trick_thirds, st.integers(0, 12))
    total = PACK_THIRDS + last
    win = _kept_or(draw, min(base.win_thirds, total), st.integers(1, total))
    stakes = _kept_or(
        draw, base.stakes, st.tuples(*(st.integers(1, 40) for _ in base.stakes)).map(
            lambda values: tuple((name, v) for (name, _), v in zip(base.stakes, values, strict=True))
        )
    )
    return base.replace(
        name=f"drawn-from-{base.name}",
        players=_kept_or(draw, base.players, st.sampled_from((3, 4))),
        opening_lead=_kept_or(draw, base.opening_lead, st.sampled_from(OPENING_LEADS)),
        deal_packet=_kept_or(draw, base.deal_packet, st.sampled_from(PACKETS)),
        last_trick_thirds=last,
        win_thirds=win,
        stakes=stakes,
        cappotto_multiplier=_kept_or(draw, base.cappotto_multiplier, st.integers(1, 5)),
        stramazzo_multiplier=_kept_or(draw, base.stramazzo_multiplier, st.integers(1, 5)),
        stramazzo_below_thirds=_kept_or(draw, base.stramazzo_below_thirds, st.integers(0, PACK_THIRDS)),
        session_deals=_kept_or(draw, base.session_deals, st.integers(1, 30)),
        game_target=_kept_or(draw, base.game_target, st.none() | st.integers(1, 60)),
    )


@st.composite
def tables(draw: Any) -> tuple[int, tuple[str, str, str], Contract | None, int | None]:
    """A run seed, a kind of player per seat, and perhaps a forced contract and soloist."""
    seed = draw(st.integers(0, 10_000))
    kinds = draw(st.tuples(*(st.sampled_from(KINDS) for _ in range(3))))
    contract = draw(st.none() | st.sampled_from(list(Contract)))
    soloist = None if contract is None else draw(st.none() | st.integers(0, 2))
    return seed, kinds, contract, soloist


def _engine_players(kinds: tuple[str, str, str], seed: int) -> list[Player]:
    return [HeuristicPlayer() if k == "heuristic" else StreamPlayer(seed) for k in kinds]


def _assert_same_deal(final: Deal, played: Played, i: int, what: str) -> None:
    """The engine's finished deal and the simulator's deal ``i``: the same whole deal."""
    engine_actions = [str(a) for _, a in final.history]
    simulator_actions = [str(a) for a in played.actions(i)]
    if engine_actions != simulator_actions:
        k = next(
            (k for k, (a, b) in enumerate(zip(engine_actions, simulator_actions, strict=False)) if a != b),
            min(len(engine_actions), len(simulator_actions)),
        )
        raise AssertionError(
            f"{what}: action {k} differs: engine {engine_actions[k : k + 3]}, simulator "
            f"{simulator_actions[k : k + 3]} (after {engine_actions[max(k - 3, 0) : k]}; "
            f"engine opening leader {final.opening_leader() if final.soloist is not None else None})"
        )
    result = final.result
    if result is None:
        assert played.soloist[i] == -1, what
        assert all(int(played.scores[f"t{s}"][i]) == 0 for s in range(3)), what
        return
    assert [t.leader for t in final.tricks][0] == final.opening_leader(), what
    assert [t.winner for t in final.tricks] == played.winners[i].tolist(), what
    assert played.soloist[i] == result.soloist, what
    assert played.soloist_tricks[i] == result.soloist_tricks, what
    assert played.soloist_trick_thirds[i] == result.soloist_trick_thirds, what
    assert played.monte_thirds[i] == result.monte_thirds, what
    assert bool(played.last_trick_to_soloist[i]) is result.last_trick_to_soloist, what
    for name in ("soloist_thirds", "defenders_thirds", "soloist_points", "defenders_points", "multiplier"):
        assert int(played.scores[name][i]) == getattr(result, name), f"{what}: {name}"
    for name in ("won", "cappotto", "stramazzo"):
        assert bool(played.scores[name][i]) is getattr(result, name), f"{what}: {name}"
    assert tuple(int(played.scores[f"t{s}"][i]) for s in range(3)) == result.transfers, what


def _dealt_in_order(seed: int, dealer: int, rules: Rules) -> np.ndarray:
    """The pack that ``deal_cards(seed, dealer, rules)`` deals from, after its shuffle and cut (R6)."""
    rng = random.Random(seed)
    pack = list(PACK)
    rng.shuffle(pack)
    cut = rng.randint(1, len(pack) - 1)
    return np.array([c.index for c in pack[cut:] + pack[:cut]])


@given(rules=italian_rules(), table=tables())
@example(rules=FOUR_AT_THE_TABLE.replace(opening_lead="dealer_left"), table=(0, ("random",) * 3, None, None))
def test_simulator_and_engine_play_identical_deals(
    rules: Rules, table: tuple[int, tuple[str, str, str], Contract | None, int | None]
) -> None:
    run_seed, kinds, contract, soloist = table
    n = 6
    seeds = deal_seeds(run_seed, 0, n)
    dealers = np.arange(n) % 3
    for dealing in ("engine", "numpy"):
        if dealing == "engine":
            hands, monte = engine_deals(seeds, dealers, rules)
        else:
            hands, monte = numpy_deals(seeds, dealers, rules)
        played = play_deals(hands, monte, dealers, seeds, kinds, contract=contract, soloist=soloist, rules=rules)
        for i in range(n):
            seed, dealer = int(seeds[i]), int(dealers[i])
            if dealing == "engine":
                deal = Deal.new(seed=seed, dealer=dealer, rules=rules)
            else:
                deal = Deal.from_cards(
                    [[PACK[c] for c in hands[i, s]] for s in range(3)],
                    [PACK[c] for c in monte[i]],
                    dealer=dealer,
                    rules=rules,
                    seed=seed,
                )
            if contract is not None:
                deal = force_contract(deal, contract, soloist)
            final = play_deal(deal, _engine_players(kinds, seed))
            _assert_same_deal(final, played, i, f"{dealing} deal {i} (seed {seed}, dealer {dealer}) of {rules!r}")


@given(rules=italian_rules(), seed=st.integers(0, 2**20), dealer=st.integers(0, 2))
def test_the_numpy_layout_deals_in_the_engine_order(rules: Rules, seed: int, dealer: int) -> None:
    """R7: the NumPy layout of an ordered pack gives each seat the engine's cards, in the
    order dealt (the order of seats and the packet size both come from the rules)."""
    hands, monte = _layout(_dealt_in_order(seed, dealer, rules)[None, :], np.array([dealer]), rules)
    dealt, rest, _ = deal_cards(seed, dealer, rules)
    assert [[PACK[c] for c in hands[0, s]] for s in range(3)] == [list(h) for h in dealt]
    assert [PACK[c] for c in monte[0]] == list(rest)


@given(rules=italian_rules(), seed=st.integers(0, 2**31 - 1))
def test_a_simulated_table_replays_in_the_engine(rules: Rules, seed: int) -> None:
    """``simulate`` itself takes the drawn profile; each row is the engine's deal, scored alike."""
    df = simulate(6, seed=seed, dealing="engine", progress=False, rules=rules)
    for row in df.itertuples():
        final = play_deal(engine_deal(row, rules), [StreamPlayer(int(row.seed))] * 3)
        if final.result is None:
            assert row.contract == "abandoned"
            continue
        assert final.result.transfers == (row.t0, row.t1, row.t2)
        assert (final.result.soloist_thirds, final.result.won) == (row.soloist_thirds, row.won)


def test_every_italian_profile_but_the_limited_redeal_is_simulated() -> None:
    assert set(SIMULATED_PROFILES) == set(PROFILES) - {ALL_PASS_LIMITED.name}
    with pytest.raises(ArgumentValueError, match="V2b"):
        simulate(3, progress=False, rules=ALL_PASS_LIMITED)
    with pytest.raises(ArgumentValueError, match="V2b"):
        simulate(3, progress=False, rules=ITALIAN.replace(name="mine", all_pass_redeal_limited=True))
