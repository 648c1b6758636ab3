"""The simulator's fast paths give the engine's answers (R8–R28).

- The vectorised heuristic (``calabresella.analysis.simulate.heuristic``) chooses what the
  engine's :class:`HeuristicPlayer` chooses at every decision of many seeded deals played
  at random, so at states the heuristic itself would rarely reach: bids, calls, give-backs,
  discards, enhancements, shares and every card.
- The compiled trick loop plays the same cards as the NumPy one, deal for deal, for every
  mix of seats, every contract and the profiles that change the play.
- The score table, filled by ``score_checked`` for one soloist and turned round the table
  (R28), holds ``score_deal``'s scores for every soloist.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from calabresella.analysis.simulate import (
    StreamPlayer,
    deal_seeds,
    engine_deals,
    force_contract,
    load_compiled,
    numpy_deals,
    play_deals,
    playout,
    simulate,
    simulate_summary,
)
from calabresella.analysis.simulate.bits import ALL_BITS
from calabresella.analysis.simulate.heuristic import (
    _heuristic_cards,
    _share_masks,
    call_choices,
    hand_values,
    least_kept,
    wanted_levels,
)
from calabresella.analysis.simulate.scores import _TABLES, GAMES, _game_of, _ScoreTable
from calabresella.engine.actions import (
    Bid,
    Call,
    Contract,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    Play,
    Share,
)
from calabresella.engine.cards import PACK, PACK_THIRDS, Card
from calabresella.games.italian.deal import Deal, Phase, left_of, right_of
from calabresella.games.italian.players import DIVIDETE_THRESHOLD, HeuristicPlayer
from calabresella.games.italian.rules import ITALIAN, Rules, profile
from calabresella.games.italian.scoring import score_deal
from calabresella.games.italian.view import SeatView

KINDS = ("random", "heuristic")


def _bits(cards: tuple[Card, ...] | list[Card]) -> int:
    return sum(1 << c.index for c in cards)


def _decisions(n: int, run_seed: int) -> list[tuple[SeatView, Card | Contract | Enhancement | tuple[Card, ...] | None]]:
    """Every decision of ``n`` seeded deals played at random (forced contracts for a third
    of them, so that every phase comes up), with the engine heuristic's answer to each."""
    found: list[tuple[SeatView, Card | Contract | Enhancement | tuple[Card, ...] | None]] = []
    heuristic = HeuristicPlayer()
    contracts = (None, Contract.CHIAMO, Contract.SOLO, Contract.SOLISSIMO)
    for i, seed in enumerate(deal_seeds(run_seed, 0, n).tolist()):
        deal = Deal.new(seed=seed, dealer=i % 3)
        contract = contracts[i % len(contracts)]
        if contract is not None:
            deal = force_contract(deal, contract)
        player = StreamPlayer(seed)
        while not deal.is_over:
            view = deal.view(deal.to_move)
            answer = heuristic.choose(view)
            if isinstance(answer, Bid):
                found.append((view, answer.contract))
            elif isinstance(answer, Call | GiveBack | Discard | Play):
                found.append((view, answer.card))
            elif isinstance(answer, Enhance):
                found.append((view, answer.enhancement))
            elif isinstance(answer, Share):
                found.append((view, answer.cards))
            else:
                found.append((view, None))  # a pass
            deal = deal.apply(player.choose(view))
    return found


@pytest.fixture(scope="module")
def decisions() -> list[tuple[SeatView, Card | Contract | Enhancement | tuple[Card, ...] | None]]:
    return _decisions(240, run_seed=21)


def test_R8_to_R18_the_vectorised_heuristic_bids_calls_and_discards_as_the_engine(
    decisions: list[tuple[SeatView, object]],
) -> None:
    """R8–R9 bids, R11 calls, R13–R18 give-backs, discards, enhancements and shares."""
    checked = {phase: 0 for phase in Phase}
    for view, answer in decisions:
        hand = np.array([_bits(view.hand)], dtype=np.uint64)
        phase = view.phase
        if phase is Phase.AUCTION:
            level = max((a.contract.level for _, a in view.auction if isinstance(a, Bid)), default=0)
            want = int(wanted_levels(hand)[0])
            assert (want if want > level else 0) == (0 if answer is None else answer.level)  # type: ignore[attr-defined]
        elif phase is Phase.CALL:
            assert PACK[int(call_choices(hand)[0])] == answer
        elif phase in (Phase.GIVE_BACK, Phase.DISCARD, Phase.DEFENDER_DISCARD):
            assert PACK[int(least_kept(hand)[0])] == answer
        elif phase is Phase.ENHANCE:
            strong = int(hand_values(hand)[0]) >= DIVIDETE_THRESHOLD
            assert (Enhancement.DIVIDETE if strong else Enhancement.PLAIN) == answer
        elif phase is Phase.SHARE:
            monte = np.array([[c.index for c in view.exposed_monte]])
            mask = int(_share_masks(monte)[0])
            assert {c for k, c in enumerate(view.exposed_monte) if mask >> k & 1} == set(answer)  # type: ignore[arg-type]
        else:
            continue
        checked[phase] += 1
    assert all(checked[p] >= 20 for p in (Phase.AUCTION, Phase.DISCARD, Phase.CALL, Phase.GIVE_BACK)), checked
    assert all(checked[p] >= 5 for p in (Phase.ENHANCE, Phase.SHARE, Phase.DEFENDER_DISCARD)), checked


def test_R20_the_vectorised_heuristic_plays_every_card_as_the_engine(
    decisions: list[tuple[SeatView, object]],
) -> None:
    """R20: at every card of the random deals, in one vectorised call per place in the trick."""
    by_place: dict[int, list[tuple[SeatView, object]]] = {0: [], 1: [], 2: []}
    for view, answer in decisions:
        if view.phase is Phase.PLAY:
            assert view.current is not None
            by_place[len(view.current.cards)].append((view, answer))
    for p, rows in by_place.items():
        assert len(rows) > 1000
        own = np.array([_bits(v.hand) for v, _ in rows], dtype=np.uint64)
        seen = np.array([_bits(list(v.played_cards())) | _bits(v.own_discards) for v, _ in rows], dtype=np.uint64)
        hidden = ~(own | seen) & ALL_BITS
        trick = np.zeros((len(rows), 3), dtype=np.intp)
        for r, (v, _) in enumerate(rows):
            assert v.current is not None
            trick[r, :p] = [c.index for c in v.current.cards]
        leader = np.array([v.current.leader for v, _ in rows if v.current is not None])
        seat = np.array([v.seat for v, _ in rows])
        sol = np.array([v.soloist for v, _ in rows])
        cards = _heuristic_cards(own, hidden, trick, p, leader, seat, sol)
        assert [PACK[int(c)] for c in cards] == [answer for _, answer in rows]


@pytest.fixture
def compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    """The compiled trick loop for every chunk, however small."""
    assert load_compiled()
    monkeypatch.setattr(playout, "COMPILED_FROM_DEALS", 0)


@pytest.fixture
def numpy_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(playout, "_compiled", None)


def _both(run: object, monkeypatch: pytest.MonkeyPatch) -> tuple[object, object]:
    """``run()`` with the NumPy trick loop, then with the compiled one."""
    assert callable(run)
    with monkeypatch.context() as m:
        m.setattr(playout, "_compiled", None)
        plain = run()
    assert load_compiled()
    with monkeypatch.context() as m:
        m.setattr(playout, "COMPILED_FROM_DEALS", 0)
        fast = run()
    return plain, fast


@pytest.mark.parametrize(
    "kinds",
    [("random",) * 3, ("heuristic",) * 3, ("heuristic", "random", "random"), ("random", "heuristic", "heuristic")],
    ids="-".join,
)
@pytest.mark.parametrize("contract", [None, *Contract], ids=str)
def test_R20_the_compiled_loop_plays_the_numpy_loop_cards(
    kinds: tuple[str, str, str], contract: Contract | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    n = 1500
    seeds = deal_seeds(31, 0, n)
    dealers = np.arange(n) % 3
    hands, monte = numpy_deals(seeds, dealers)
    plain, fast = _both(lambda: play_deals(hands, monte, dealers, seeds, kinds, contract=contract), monkeypatch)
    for field in dataclasses.fields(plain):  # type: ignore[arg-type]
        a, b = getattr(plain, field.name), getattr(fast, field.name)
        if isinstance(a, dict):
            assert a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a), field.name
        else:
            assert np.array_equal(a, b), field.name


@pytest.mark.parametrize(
    "rules",
    [profile("bidder-leads"), profile("dealer-left-leads"), profile("four-at-the-table"), ITALIAN.replace(deal_packet=4)],
    ids=lambda r: r.name,
)
def test_R19_the_compiled_loop_follows_the_profile(rules: Rules, monkeypatch: pytest.MonkeyPatch) -> None:
    plain, fast = _both(
        lambda: simulate(1200, players=("heuristic", "random", "heuristic"), seed=8, rules=rules, progress=False),
        monkeypatch,
    )
    assert plain.equals(fast)  # type: ignore[attr-defined]


def test_R20_compiled_deals_replay_in_the_engine(compiled: None) -> None:
    """The compiled loop against the engine itself, on engine deals and mixed seats."""
    n = 60
    seeds = deal_seeds(41, 0, n)
    dealers = np.arange(n) % 3
    hands, monte = engine_deals(seeds, dealers)
    kinds = ("heuristic", "random", "heuristic")
    played = play_deals(hands, monte, dealers, seeds, kinds)
    for i, seed in enumerate(seeds.tolist()):
        deal = Deal.new(seed=seed, dealer=int(dealers[i]))
        players = [HeuristicPlayer() if k == "heuristic" else StreamPlayer(seed) for k in kinds]
        final = deal
        while not final.is_over:
            final = final.apply(players[final.to_move].choose(final.view(final.to_move)))
        assert [a for _, a in final.history] == played.actions(i)


def test_a_long_run_loads_the_compiled_loop_and_gives_the_same_summary(monkeypatch: pytest.MonkeyPatch) -> None:
    """A run of at least COMPILED_RUNS deals loads the loop; the summary does not change."""
    from calabresella.analysis.simulate import running

    monkeypatch.setattr(playout, "_compiled", None)
    small = simulate_summary(3000, players="heuristic", seed=5, chunk_size=1000, progress=False)
    assert playout._compiled is None
    monkeypatch.setitem(running.COMPILED_RUNS, "heuristic", 3000)
    large = simulate_summary(3000, players="heuristic", seed=5, chunk_size=1000, progress=False)
    assert playout._compiled is not None
    assert small.equals(large)


def test_R22_to_R28_the_score_table_holds_score_deal_for_every_soloist(numpy_only: None) -> None:
    """Entries are scored for one soloist and turned round the table: each one, for each
    soloist, is score_deal's result (which checks its inputs)."""
    _TABLES.clear()
    rules = profile("bidder-leads")
    for players in KINDS:
        simulate(3000, players=players, seed=3, progress=False, rules=rules)
        simulate(600, players=players, seed=4, contract="solissimo", progress=False, rules=rules)
    table = _TABLES[rules]
    assert isinstance(table, _ScoreTable)
    keys = np.flatnonzero(table.filled)
    assert len(keys) > 500
    for key in keys[:: max(len(keys) // 400, 1)].tolist():
        code, trick_thirds, monte_thirds, last, tricks = (int(k) for k in np.unravel_index(key, table.shape))
        contract, enhancement = _game_of(GAMES[code])
        row = table.rows[key].tolist()
        for soloist in range(3):
            result = score_deal(
                soloist=soloist,
                contract=contract,
                enhancement=enhancement,
                soloist_trick_thirds=trick_thirds,
                defenders_trick_thirds=PACK_THIRDS - trick_thirds - monte_thirds,
                monte_thirds=monte_thirds,
                last_trick_to_soloist=bool(last),
                soloist_tricks=tricks,
                rules=rules,
            )
            expected = [
                result.soloist_thirds,
                result.defenders_thirds,
                result.soloist_points,
                result.defenders_points,
                result.won,
                result.cappotto,
                result.stramazzo,
                result.multiplier,
            ]
            assert row[:8] == expected
            right, left = right_of(soloist), left_of(soloist)
            assert row[8:] == [result.transfers[soloist], result.transfers[right], result.transfers[left]]



def test_ctrl_c_inside_the_compiled_loop_is_told_as_an_interrupt_not_a_system_error():
    """Numba reports Ctrl-C arriving in compiled code as a SystemError (or two) caused by the
    KeyboardInterrupt; the simulator turns that back into the interrupt, so the command line
    stops quietly with status 130. Any other SystemError stays what it is."""
    from calabresella.analysis.simulate.compiled import _interrupted

    def chained() -> SystemError:
        try:
            try:
                try:
                    raise KeyboardInterrupt
                except KeyboardInterrupt as interrupt:
                    raise SystemError("_numba_unpickle returned a result with an exception set") from interrupt
            except SystemError as inner:
                raise SystemError("CPUDispatcher returned a result with an exception set") from inner
        except SystemError as outer:
            return outer

    assert _interrupted(chained())
    assert not _interrupted(SystemError("something else"))
