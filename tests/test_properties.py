"""Invariants over many random complete deals (Hypothesis).

Each test runs once per scenario of ``conftest.SCENARIOS`` (an all-pass deal, Chiamo,
Solo, and Solissimo plain, dividete and scegliete), so every contract and both
enhancements are always covered; Hypothesis draws the seed of the shuffle, the dealer
and the seed of every other choice.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from calabresella import PACK, Action, Contract, Deal, Enhancement, Phase, Play
from calabresella.games.italian.scoring import whole_points
from calabresella.show.narrate import NAMES

Steps = list[tuple[Deal, Action | None]]
Steered = Callable[..., Steps]

seeds = st.integers(min_value=0, max_value=2**32 - 1)
dealers = st.integers(min_value=0, max_value=2)


def every_card(deal: Deal) -> list[str]:
    played = [card for trick in deal.tricks for card in trick.cards]
    current = list(deal.current.cards) if deal.current else []
    cards = [card for hand in deal.hands for card in hand] + list(deal.monte) + played + current
    return [str(card) for card in sorted(cards)]


PACK_TEXT = [str(card) for card in PACK]

# The core invariants run over many more deals than the rest: 250 per scenario, six
# scenarios (every contract, both enhancements, all-pass), so thousands of complete deals.
many_deals = settings(max_examples=max(250, settings.default.max_examples))


@given(seed=seeds, dealer=dealers, choices=seeds)
def test_steered_deals_reach_their_scenario(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    final = steered_deal(seed, dealer, scenario, choices)[-1][0]
    if scenario == "all-pass":
        assert final.phase is Phase.ABANDONED
        return
    assert final.phase is Phase.FINISHED
    expected = {"chiamo": Contract.CHIAMO, "solo": Contract.SOLO}.get(scenario, Contract.SOLISSIMO)
    assert final.bid is expected
    if expected is Contract.SOLISSIMO:
        assert final.enhancement is Enhancement(scenario if scenario != "solissimo" else "plain")


@many_deals
@given(seed=seeds, dealer=dealers, choices=seeds)
def test_R3_R7_forty_cards_are_conserved_at_every_step(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    for state, _ in steered_deal(seed, dealer, scenario, choices):
        assert every_card(state) == PACK_TEXT
        if state.phase in (Phase.AUCTION, Phase.ENHANCE, Phase.ABANDONED):
            assert [len(h) for h in state.hands] == [12, 12, 12] and len(state.monte) == 4


@many_deals
@given(seed=seeds, dealer=dealers, choices=seeds)
def test_R23_R24_R28_totals_35_points_11_transfers_sum_to_zero(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    final = steered_deal(seed, dealer, scenario, choices)[-1][0]
    if final.phase is Phase.ABANDONED:
        assert final.result is None
        return
    r = final.result
    assert r is not None
    assert r.soloist_thirds + r.defenders_thirds == 35
    assert r.soloist_points + r.defenders_points == 11
    assert r.soloist_points == whole_points(r.soloist_thirds)
    assert sum(r.transfers) == 0
    assert r.won == (r.soloist_thirds >= 18)
    assert r.soloist == final.soloist and r.contract is final.bid
    # R21/R22: the thirds are those of the tricks each side won, and the final monte
    soloist_tricks = [t for t in final.tricks if t.winner == final.soloist]
    assert r.soloist_tricks == len(soloist_tricks)
    assert r.soloist_trick_thirds == sum(t.thirds for t in soloist_tricks)
    assert r.monte_thirds == sum(card.thirds for card in final.monte)
    assert r.last_trick_to_soloist == (final.tricks[-1].winner == final.soloist)
    # R27: the multiplier follows from the tricks and the losing side's card thirds
    losers_cards = (r.defenders_thirds if r.won else r.soloist_thirds) - (
        3 if r.won != r.last_trick_to_soloist else 0
    )
    cappotto = r.soloist_tricks in (0, 12)
    assert r.cappotto == cappotto
    assert r.stramazzo == (not cappotto and losers_cards < 3)
    assert r.multiplier == (2 if cappotto else 3 if r.stramazzo else 1)


@many_deals
@given(seed=seeds, dealer=dealers, choices=seeds)
def test_R14_R17_R18_after_every_exchange_everyone_holds_12_and_the_monte_4(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    steps = steered_deal(seed, dealer, scenario, choices)
    first_play = next((state for state, _ in steps if state.phase is Phase.PLAY), None)
    if scenario == "all-pass":
        assert first_play is None
        return
    assert first_play is not None
    assert [len(h) for h in first_play.hands] == [12, 12, 12]
    assert len(first_play.monte) == 4
    assert first_play.tricks == () and first_play.current is not None and first_play.current.cards == ()
    discards = [card for pile in first_play.discards for card in pile]
    if scenario == "solissimo":
        assert discards == [] and first_play.monte == first_play.dealt_monte
    else:
        assert sorted(discards) == sorted(first_play.monte)
    # R19: who leads the first trick
    leader = first_play.soloist if first_play.bid is Contract.SOLISSIMO else (first_play.dealer + 1) % 3
    assert first_play.to_move == leader


@given(seed=seeds, dealer=dealers, choices=seeds)
def test_apply_leaves_the_old_state_unchanged(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    steps = steered_deal(seed, dealer, scenario, choices)
    for state, action in steps[:-1]:
        assert action is not None
        snapshot = copy.deepcopy(state)
        after = state.apply(action)
        assert state == snapshot and state.result == snapshot.result
        assert state.legal_actions() == snapshot.legal_actions()
        assert after != state
        assert after.history == state.history + ((state.to_move, action),)
    # replaying the history from the deal as dealt gives the same state (same seed, same deal)
    final = steps[-1][0]
    replay = Deal.from_cards(final.dealt_hands, final.dealt_monte, dealer=final.dealer, seed=final.seed)
    replayed = replay.apply_all(action for _, action in final.history)
    assert replayed == final and replayed.result == final.result


@given(seed=seeds, dealer=dealers, choices=seeds)
def test_a_legal_action_always_exists_until_the_deal_is_over(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    for state, action in steered_deal(seed, dealer, scenario, choices):
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal)
        if state.is_over:
            assert legal == () and state.to_move is None
        else:
            assert legal and action in legal
            assert state.is_legal(action) and state.explain(action) is None  # type: ignore[arg-type]


SENTENCE = re.compile(r"^[A-Z][^\n]*[.)]$")


@given(seed=seeds, dealer=dealers, choices=seeds)
def test_narration_gives_one_sentence_per_action(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    steps = steered_deal(seed, dealer, scenario, choices)
    final = steps[-1][0]
    lines = final.narrate()
    assert len(lines) == len(final.history) == len(steps) - 1
    for line in lines:
        assert isinstance(line, str) and line.strip()
        assert SENTENCE.match(line), line
    # a trick-winning play names the winner and the trick's thirds
    tricks = iter(final.tricks)
    for line, (before, action) in zip(lines, steps, strict=False):
        if isinstance(action, Play) and before.current is not None and len(before.current.cards) == 2:
            trick = next(tricks)
            assert trick.winner is not None
            assert f"{NAMES[trick.winner]} wins the trick" in line
            assert re.search(rf"\b{trick.thirds} thirds?\b", line), line
        elif isinstance(action, Play):
            assert before.to_move is not None
            assert "wins the trick" not in line and NAMES[before.to_move] in line


@given(seed=seeds, dealer=dealers, choices=seeds)
def test_narration_uses_the_names_given(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    final = steered_deal(seed, dealer, scenario, choices)[-1][0]
    names = ("Uno", "Due", "Tre")
    for line, (seat, _) in zip(final.narrate(names), final.history, strict=True):
        assert names[seat] in line or line.startswith("The defenders share")
        assert not any(default in line for default in NAMES)
