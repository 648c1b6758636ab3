"""Values that describe nothing possible, thrown at every public entry point of the engine.

Each entry point of ``cards``, ``actions``, ``rules``, ``scoring``, ``deal``, ``view``,
``players``, ``odds``, ``american`` and ``tressette`` is called with one argument replaced
by something of the wrong kind: None, booleans, floats, text, negative and huge numbers,
wrong enums, another game's rules, empty and odd sequences. Whatever comes out must be one
of the package's own typed errors, a ``TypeError`` or a ``ValueError`` subclass defined in
``calabresella`` that says what was expected: never an AttributeError, AssertionError,
IndexError, KeyError or ZeroDivisionError from deep inside. An illegal action, or anything
that is no action at all, leaves a deal of any of the three games unchanged.

The named tests below pin down the defects this sweep found, one rule each.
"""

from __future__ import annotations

import copy
import os
import random
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calabresella.analysis import odds
from calabresella.engine import cards as cm
from calabresella.engine.actions import (
    Bid,
    Call,
    Contract,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    Pass,
    Play,
    Share,
    parse_action,
)
from calabresella.engine.cards import PACK, Card, CardError, Rank, Suit, parse_cards
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games import american as am
from calabresella.games import tressette as tm
from calabresella.games.american import narrate as nam
from calabresella.games.italian import deal as dm
from calabresella.games.italian import players as pm
from calabresella.games.italian import rules as rm
from calabresella.games.italian import scoring
from calabresella.games.italian.deal import Deal, IllegalActionError, Trick
from calabresella.games.italian.rules import ITALIAN, Rules, RulesError
from calabresella.games.italian.view import SeatView
from calabresella.games.tressette import narrate as ntm
from calabresella.show import playthrough as ptm

AMERICAN, FOUR = am.AMERICAN, tm.TRESSETTE_FOR_FOUR
NAMES3, NAMES4 = ("Ann", "Ben", "Cat"), ("Ann", "Ben", "Cat", "Dan")


def typed(error: BaseException) -> bool:
    """One of the package's own typed errors: a TypeError or ValueError defined in calabresella."""
    return isinstance(error, (TypeError, ValueError)) and type(error).__module__.startswith("calabresella")


# --------------------------------------------------------------------------- the entry points


@dataclass
class Entry:
    """A public entry point and one call of it that is right; ``paths`` names the arguments
    that are file or folder names (only values that are no path are thrown at those)."""

    name: str
    call: Callable[..., Any]
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)
    paths: tuple[int | str, ...] = ()

    def slots(self) -> list[int | str]:
        return [*range(len(self.args)), *self.kwargs]

    def run(self, slot: int | str | None = None, value: Any = None) -> Any:
        args, kwargs = list(self.args), dict(self.kwargs)
        if isinstance(slot, int):
            args[slot] = value
        elif isinstance(slot, str):
            kwargs[slot] = value
        return self.call(*args, **kwargs)


def _finished(seed: int) -> Deal:
    while True:
        final = pm.play_random(Deal.new(seed=seed), seed=seed)
        if final.result is not None:
            return final
        seed += 1


FOLDER = Path(tempfile.mkdtemp(prefix="calabresella-bad-values-"))
D0 = Deal.new(seed=7)
DONE = _finished(7)
VIEW = D0.view(1)
AD = am.AmericanDeal.new(seed=7)
ADONE = am.play_random(am.AmericanDeal.new(seed=3), seed=2)
TD = tm.TressetteDeal.new(seed=5)
TDONE = tm.play_random(tm.TressetteDeal.new(seed=5), seed=1)
TLEAD = TD.legal_actions()[0]
am.save(ADONE, FOLDER / "american.json")
tm.save(TDONE, FOLDER / "tressette.json")
assert ADONE.result is not None and TDONE.result is not None

E2 = dict(soloist=0, contract=Contract.SOLO, enhancement=Enhancement.PLAIN, soloist_trick_thirds=13,
          defenders_trick_thirds=17, monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=7, total_tricks=12,
          rules=ITALIAN)
V4 = dict(soloist=0, soloist_trick_points=14, adversaries_trick_points=12, pile_points=6, last_trick_to_soloist=True,
          soloist_tricks=7, total_tricks=12, rules=AMERICAN)
HANDS3 = [PACK[:12], PACK[12:24], PACK[24:36]]
HANDS4 = [PACK[:10], PACK[10:20], PACK[20:30], PACK[30:]]

ENTRIES = [
    # cards (R3–R5)
    Entry("Suit.parse", Suit.parse, ("♠",)),
    Entry("Rank.parse", Rank.parse, ("A",)),
    Entry("Card", Card, (Rank.ACE, Suit.SPADE)),
    Entry("Card.parse", Card.parse, ("3S",)),
    Entry("Card.beats", PACK[0].beats, (PACK[1],)),
    Entry("parse_cards", cm.parse_cards, ("3S 2S",)),
    Entry("check_cards", cm.check_cards, (PACK[:3], "cards")),
    Entry("thirds_of", cm.thirds_of, (PACK[:3],)),
    Entry("read_dealt", cm.read_dealt, ([["3S"]], ["4D"])),
    Entry("pack_problem", cm.pack_problem, (PACK,)),
    Entry("sort_hand", cm.sort_hand, (PACK[:5],)),
    # actions
    Entry("Bid", Bid, (Contract.SOLO,)),
    Entry("Call", Call, (PACK[0],)),
    Entry("GiveBack", GiveBack, (PACK[0],)),
    Entry("Discard", Discard, (PACK[0],)),
    Entry("Enhance", Enhance, (Enhancement.PLAIN,)),
    Entry("Share", Share, (PACK[:2],)),
    Entry("Play", Play, (PACK[0],)),
    Entry("parse_action", parse_action, ("bid solo",)),
    # rules
    Entry("Rules.stake", ITALIAN.stake, ("solissimo", "dividete")),
    Entry("Rules.replace", ITALIAN.replace, (), {"name": "mine"}),
    Entry("profile", rm.profile, ("italian",)),
    # scoring (R20–R28)
    Entry("trick_winner_offset", scoring.trick_winner_offset, (PACK[:3],)),
    Entry("whole_points", scoring.whole_points, (18,)),
    Entry("is_cappotto", scoring.is_cappotto, (0, 12)),
    Entry("is_stramazzo", scoring.is_stramazzo, (False, 2, ITALIAN)),
    Entry("multiplier", scoring.multiplier, (False, True, ITALIAN)),
    Entry("transfers", scoring.transfers, (0, True, 2, 1)),
    Entry("piles_can_hold", scoring.piles_can_hold, ((21, 15, 4), (13, 17, 2))),
    Entry("score_deal", scoring.score_deal, (), E2),
    Entry("DealResult.summary", DONE.result.summary if DONE.result else print),
    # the deal (R1–R22)
    Entry("right_of", dm.right_of, (1,)),
    Entry("left_of", dm.left_of, (1,)),
    Entry("Trick", Trick, (0, PACK[:2])),
    Entry("deal_cards", dm.deal_cards, (7, 0, ITALIAN, None)),
    Entry("Deal.new", Deal.new, (7, 0, ITALIAN, None, Contract.CHIAMO)),
    Entry("Deal.from_cards", Deal.from_cards, (HANDS3, PACK[36:], 0, ITALIAN, None, Contract.CHIAMO)),
    Entry("Deal.explain", D0.explain, (Pass(),)),
    Entry("Deal.is_legal", D0.is_legal, (Pass(),)),
    Entry("Deal.apply", D0.apply, (Pass(),)),
    Entry("Deal.apply_all", D0.apply_all, ([Pass()],)),
    Entry("Deal.captured", DONE.captured, (0,)),
    Entry("Deal.view", D0.view, (0,)),
    Entry("Deal.narrate", DONE.narrate, (NAMES3,)),
    Entry("Deal.opening_leader", DONE.opening_leader),
    Entry("SeatView.of", SeatView.of, (D0, 1)),
    # players
    Entry("RandomPlayer", pm.RandomPlayer, (1,)),
    Entry("RandomPlayer.choose", pm.RandomPlayer(1).choose, (VIEW,)),
    Entry("HeuristicPlayer", pm.HeuristicPlayer, (1,)),
    Entry("HeuristicPlayer.choose", pm.HeuristicPlayer(1).choose, (VIEW,)),
    Entry("play_random", pm.play_random, (D0, 1)),
    Entry("play_deal", pm.play_deal, (D0, [pm.RandomPlayer(1)] * 3)),
    Entry("top_run", pm.top_run, (Suit.SPADE, PACK[:12])),
    Entry("suit_length", pm.suit_length, (Suit.SPADE, PACK[:12])),
    Entry("hand_value", pm.hand_value, (PACK[:12],)),
    Entry("wanted_level", pm.wanted_level, (PACK[:12],)),
    Entry("call_score", pm.call_score, (PACK[20], PACK[:12])),
    Entry("call_choice", pm.call_choice, (PACK[:12],)),
    Entry("keep_value", pm.keep_value, (PACK[0], PACK[:12])),
    Entry("least_kept", pm.least_kept, (PACK[:12],)),
    Entry("share_choice", pm.share_choice, (PACK[:4],)),
    Entry("share_worth", pm.share_worth, (PACK[0],)),
    Entry("unseen", pm.unseen, (VIEW,)),
    Entry("top_unseen", pm.top_unseen, (Suit.SPADE, set(PACK[:10]))),
    Entry("lead_score", pm.lead_score, (PACK[0], 3, True)),
    Entry("give_score", pm.give_score, (PACK[0],)),
    Entry("win_score", pm.win_score, (PACK[0],)),
    Entry("play_score", pm.play_score, (PACK[0], VIEW)),
    Entry("play_scorer", pm.play_scorer, (VIEW,)),
    # odds (R3, R5, R7)
    Entry("hypergeometric", odds.hypergeometric, (40, 4, 12)),
    Entry("mean", odds.mean, ({0: Fraction(1, 2), 1: Fraction(1, 2)},)),
    Entry("count_distribution", odds.count_distribution, (Rank.ACE, 12, PACK)),
    Entry("thirds_distribution", odds.thirds_distribution, (PACK, 12)),
    Entry("hand_thirds", odds.hand_thirds, (12,)),
    Entry("monte_count", odds.monte_count, (Rank.ACE, PACK[:12], ITALIAN)),
    Entry("monte_thirds", odds.monte_thirds, (PACK[:12], ITALIAN)),
    Entry("called_card_location", odds.called_card_location, (ITALIAN,)),
    Entry("napoletana", odds.napoletana, (12, PACK)),
    Entry("has_napoletana", odds.has_napoletana, (PACK[:12],)),
    # the American account (V4)
    Entry("AmericanRules.replace", AMERICAN.replace, (), {"name": "mine"}),
    Entry("american_profile", am.american_profile, ("american",)),
    Entry("next_seat", am.next_seat, (1,)),
    Entry("next_dealer", am.next_dealer, (1,)),
    Entry("Take", am.Take, (PACK[0],)),
    Entry("parse_american_action", am.parse_american_action, ("i play",)),
    Entry("deal_american_cards", am.deal_american_cards, (7, 0, AMERICAN)),
    Entry("askable", am.askable, (PACK[:12],)),
    Entry("AmericanDeal.new", am.AmericanDeal.new, (7, 0, AMERICAN)),
    Entry("AmericanDeal.from_cards", am.AmericanDeal.from_cards, (HANDS3, PACK[36:], 0, AMERICAN, None)),
    Entry("AmericanDeal.explain", AD.explain, (Pass(),)),
    Entry("AmericanDeal.apply", AD.apply, (Pass(),)),
    Entry("AmericanDeal.apply_all", AD.apply_all, ([Pass()],)),
    Entry("AmericanDeal.captured", ADONE.captured, (0,)),
    Entry("AmericanDeal.view", AD.view, (0,)),
    Entry("AmericanDeal.narrate", ADONE.narrate, (NAMES3, 1)),
    Entry("AmericanView.of", am.AmericanView.of, (AD, 1)),
    Entry("american_transfers", am.american_transfers, (0, 23, AMERICAN)),
    Entry("score_american", am.score_american, (), V4),
    Entry("score_lines", am.score_lines, (ADONE.result, NAMES3)),
    Entry("AmericanResult.summary", ADONE.result.summary, (NAMES3,)),
    Entry("describe_american", nam.describe_american, (AD, Pass(), AD.apply(Pass()), NAMES3, None)),
    Entry("narrate_american.narrate_deal", nam.narrate_deal, (ADONE, NAMES3, 1)),
    Entry("narrate_american.score_lines", nam.score_lines, (ADONE.result, NAMES3)),
    Entry("narrate_american.result_summary", nam.result_summary, (ADONE.result, NAMES3)),
    Entry("AmericanResult.lines", ADONE.result.lines, (NAMES3,)),
    Entry("american.to_dict", am.to_dict, (ADONE, NAMES3)),
    Entry("american.to_json", am.to_json, (ADONE, NAMES3)),
    Entry("american.from_dict", am.from_dict, (am.to_dict(ADONE), "record")),
    Entry("american.from_json", am.from_json, (am.to_json(ADONE), "record")),
    Entry("american.save", am.save, (ADONE, FOLDER / "a.json", None), paths=(1,)),
    Entry("american.load", am.load, (FOLDER / "american.json",), paths=(0,)),
    Entry("AmericanScenario", am.AmericanScenario, ("name", 3, 0, 1, "adversary")),
    Entry("play_american_scenario", am.play_american_scenario, (am.AMERICAN_SCENARIOS[2],)),
    Entry("playthrough.write", ptm.write, (FOLDER, "american"), paths=(0,)),
    Entry("playthrough (American)", ptm.playthrough, (am.AMERICAN_SCENARIOS[2],)),
    Entry("narrate_american.describe_state", nam.describe_state, (AD,)),
    # Tressette (V5)
    Entry("TressetteRules.side_of", FOUR.side_of, (1,)),
    Entry("TressetteRules.right_of", FOUR.right_of, (1,)),
    Entry("TressetteRules.replace", FOUR.replace, (), {"name": "mine"}),
    Entry("tressette_profile", tm.tressette_profile, ("tressette",)),
    Entry("SignalledLead", tm.SignalledLead, (PACK[0], tm.Signal.BUSSO)),
    Entry("Declare", tm.Declare, (tm.Combination.THREE, Rank.ACE, Suit.SPADE)),
    Entry("parse_tressette_action", tm.parse_tressette_action, ("play 3S",)),
    Entry("available_declarations", tm.available_declarations, (PACK[:10],)),
    Entry("TressetteTrick", tm.TressetteTrick, (0, 4, PACK[:2], None)),
    Entry("score_tressette", tm.score_tressette, (TDONE.tricks, TDONE.declarations, FOUR)),
    Entry("deal_tressette", tm.deal_tressette, (5, 0, FOUR)),
    Entry("TressetteDeal.new", tm.TressetteDeal.new, (5, 0, FOUR)),
    Entry("TressetteDeal.from_cards", tm.TressetteDeal.from_cards, (HANDS4, (), 0, FOUR, None)),
    Entry("TressetteDeal.held_at_first_trick", TD.held_at_first_trick, (0,)),
    Entry("TressetteDeal.declarable", TD.declarable, (0,)),
    Entry("TressetteDeal.explain", TD.explain, (TLEAD,)),
    Entry("TressetteDeal.apply", TD.apply, (TLEAD,)),
    Entry("TressetteDeal.apply_all", TD.apply_all, ([TLEAD],)),
    Entry("TressetteDeal.captured", TDONE.captured, (0,)),
    Entry("TressetteDeal.known", TDONE.known, (0,)),
    Entry("TressetteDeal.view", TD.view, (0,)),
    Entry("TressetteDeal.narrate", TDONE.narrate, (NAMES4,)),
    Entry("TressetteView.of", tm.TressetteView.of, (TD, 1)),
    Entry("narrate_tressette.describe", ntm.describe, (TD, TLEAD, TD.apply(TLEAD), None)),
    Entry("narrate_tressette.narrate_deal", ntm.narrate_deal, (TDONE, NAMES4)),
    Entry("narrate_tressette.result_lines", ntm.result_lines, (TDONE.result, NAMES4)),
    Entry("narrate_tressette.result_summary", ntm.result_summary, (TDONE.result, NAMES4)),
    Entry("narrate_tressette.match_lines", ntm.match_lines, (tm.TressetteMatch(), NAMES4)),
    Entry("TressetteResult.lines", TDONE.result.lines, (NAMES4,)),
    Entry("TressetteMatch", tm.TressetteMatch, (FOUR, 0, ())),
    Entry("TressetteMatch.next_deal", tm.TressetteMatch().next_deal, (3,)),
    Entry("TressetteMatch.record", tm.TressetteMatch(first_dealer=TDONE.dealer).record, (TDONE,)),
    Entry("TressetteMatch.lines", tm.TressetteMatch().lines, (NAMES4,)),
    Entry("tressette.to_dict", tm.to_dict, (TDONE, NAMES4)),
    Entry("tressette.from_dict", tm.from_dict, (tm.to_dict(TDONE), "record")),
    Entry("tressette.from_json", tm.from_json, (tm.to_json(TDONE), "record")),
    Entry("tressette.save", tm.save, (TDONE, FOLDER / "t.json", None), paths=(1,)),
    Entry("tressette.load", tm.load, (FOLDER / "tressette.json",), paths=(0,)),
    Entry("TressetteScenario", tm.TressetteScenario, ("name", FOUR, 3)),
    Entry("scenario_choice", tm.scenario_choice, (TD, random.Random(1))),
    Entry("play_scenario", tm.play_scenario, (tm.TRESSETTE_SCENARIOS[1],)),
    Entry("narrate_tressette.describe_state", ntm.describe_state, (TD,)),
    Entry("playthrough (Tressette)", ptm.playthrough, (tm.TRESSETTE_SCENARIOS[1],)),
]
# The rule profiles: every field of each of the three games' profiles.
for _kind in (Rules, am.AmericanRules, tm.TressetteRules):
    for _field in _kind.__dataclass_fields__:
        ENTRIES.append(Entry(f"{_kind.__name__}({_field}=…)", _kind, (), {_field: getattr(_kind(), _field)}))

ODDITIES: list[Any] = [
    None, True, False, 0, -1, 1, 2, 3, 4, 5, 12, 13, 40, 41, 1000, 10**12, -(10**12), 2**64, 0.0, 1.5, 12.0,
    float("nan"), float("inf"), Fraction(1, 2), "", "x", "3S", "solo", "italian", "american", "tressette",
    "3♠ 2♠ A♠", "../escape", b"3S", [], (), {}, set(), [None], ["3S"], ("3S",), [1, 2, 3], {"a": 1},
    object(), Contract.SOLO, Enhancement.DIVIDETE, Rank.ACE, Suit.SPADE, PACK[0], PACK, PACK[:3], PACK[:4],
    (PACK[0], PACK[0]), [PACK[0], "3S"], ITALIAN, AMERICAN, FOUR, Pass(), Play(PACK[0]), am.PlayAlone(),
    tm.DoneDeclaring(), D0, AD, TD, VIEW, DONE.result, (0, 0, 0), (21, 15, 4), {0: Fraction(1)},
]


def not_a_path(value: Any) -> bool:
    return not isinstance(value, (str, bytes, os.PathLike))


def check_call(entry: Entry, slot: int | str, value: Any) -> None:
    """Call ``entry`` with ``value`` in ``slot``: it may succeed, or refuse with a typed error."""
    if slot in entry.paths and not not_a_path(value):
        return
    try:
        entry.run(slot, value)
    except Exception as error:  # noqa: BLE001 - the point is which error comes out
        assert typed(error), f"{entry.name}: argument {slot!r} = {value!r} gave {type(error).__name__}: {error}"
        assert str(error), f"{entry.name}: {type(error).__name__} without a message"


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_each_entry_point_accepts_its_example(entry: Entry) -> None:
    entry.run()


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_each_entry_point_given_an_odd_value_never_crashes_untyped(entry: Entry) -> None:
    """Every odd value in every argument either works or is refused with the package's own
    typed error: never an AttributeError, IndexError, KeyError…  (Silent acceptance of
    impossible values is checked value by value in test_scoring, test_deal, test_american,
    test_tressette and test_simulate_arguments, which list what must be refused.)"""
    for slot in entry.slots():
        for value in ODDITIES:
            check_call(entry, slot, value)


junk = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**15), max_value=10**15)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.fractions(max_denominator=5)
    | st.text(max_size=6)
    | st.binary(max_size=4)
    | st.sampled_from([value for value in ODDITIES if len(repr(value)) < 200]),
    lambda inner: st.lists(inner, max_size=4)
    | st.tuples(inner, inner)
    | st.frozensets(st.integers(-2, 40), max_size=3)
    | st.dictionaries(st.integers(-2, 40), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=1000, deadline=None)
@given(data=st.data())
def test_any_value_of_any_kind_gets_an_answer_or_a_typed_error(data: st.DataObject) -> None:
    entry = data.draw(st.sampled_from([e for e in ENTRIES if e.slots()]), label="entry")
    slot = data.draw(st.sampled_from(entry.slots()), label="argument")
    check_call(entry, slot, data.draw(junk, label="value"))


# --------------------------------------------------------------------------- illegal actions


def italian_states(seed: int, steps: int) -> list[Any]:
    state, rng, states = Deal.new(seed=seed, dealer=seed % 3), random.Random(seed), []
    for _ in range(steps):
        states.append(state)
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return states


def other_states(seed: int, steps: int) -> list[Any]:
    states: list[Any] = []
    for state in (am.AmericanDeal.new(seed=seed), tm.TressetteDeal.new(seed=seed, rules=tm.TRESSETTE_IN_DUE)):
        rng = random.Random(seed)
        for _ in range(steps):
            states.append(state)
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
    return states


ANY_ACTION = st.one_of(
    junk,
    st.builds(Bid, st.sampled_from(Contract)),
    st.builds(Enhance, st.sampled_from(Enhancement)),
    st.builds(Share, st.lists(st.sampled_from(PACK), max_size=4, unique=True).map(tuple)),
    st.sampled_from([Play, Call, GiveBack, Discard, am.Take]).flatmap(lambda kind: st.sampled_from(PACK).map(kind)),
    st.sampled_from([Pass(), am.PlayAlone(), am.TurnWidow(), tm.DoneDeclaring()]),
    st.builds(tm.SignalledLead, st.sampled_from(PACK), st.sampled_from(tm.Signal)),
    st.sampled_from(tm.available_declarations(PACK)),
)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), steps=st.integers(1, 60),
       actions=st.lists(ANY_ACTION, min_size=1, max_size=8))
def test_R2_V4_V5_an_illegal_action_or_a_non_action_leaves_any_deal_unchanged(
    seed: int, steps: int, actions: list[Any]
) -> None:
    for state in (italian_states(seed, steps) + other_states(seed, steps))[-6:]:
        snapshot = copy.deepcopy(state)
        legal = state.legal_actions()
        for action in actions:
            if state.is_legal(action):  # a Tressette lead may carry a signal: legal, yet not listed
                assert state.explain(action) is None
                continue
            explained = state.explain(action)
            assert isinstance(explained, str) and not state.is_legal(action)
            with pytest.raises(IllegalActionError) as info:
                state.apply(action)
            assert str(info.value) == explained
            with pytest.raises((IllegalActionError, ArgumentTypeError)):
                state.apply_all([*legal[:1], action] if state.is_over else [action])
        assert state == snapshot and state.result == snapshot.result


# --------------------------------------------------------------------------- the defects found
# Each test names the rule; each failed before these checks were added (an AttributeError,
# an IndexError, a ZeroDivisionError, or a silently wrong answer).


def test_R3_R4_cards_suits_and_ranks_refuse_what_is_not_one() -> None:
    for parse, value in ((Suit.parse, None), (Rank.parse, 3), (Card.parse, 3), (Suit.parse, ["♠"])):
        with pytest.raises(CardError) as info:  # Suit.parse(None) was an AttributeError
            parse(value)
        assert isinstance(info.value, TypeError) and isinstance(info.value, ArgumentTypeError)
    assert Suit.parse(Suit.SPADE) is Suit.SPADE and Rank.parse(Rank.ACE) is Rank.ACE
    with pytest.raises(TypeError, match="Card"):
        PACK[0].beats("3♠")  # type: ignore[arg-type]  # was an AttributeError
    with pytest.raises(TypeError, match="parse_cards reads text"):
        parse_cards(5)  # type: ignore[arg-type]  # was "int object is not iterable"
    assert parse_cards(PACK[0]) == (PACK[0],)


def test_R5_thirds_of_counts_cards_only() -> None:
    assert cm.thirds_of(parse_cards("K♣ A♣ 2♣")) == 5
    with pytest.raises(TypeError, match="Cards"):
        cm.thirds_of([Rank.ACE])  # type: ignore[list-item]  # was 3, as if it were an ace
    with pytest.raises(TypeError, match="Cards"):
        cm.thirds_of(["A♠"])  # type: ignore[list-item]  # was an AttributeError
    with pytest.raises(TypeError, match="Cards"):
        cm.sort_hand(["3S", "2S"])  # type: ignore[list-item]


def test_R3_dealt_cards_and_pack_problems_name_what_is_not_a_card() -> None:
    with pytest.raises(CardError, match="expected a card as text such as .3♠., got 5"):
        cm.read_dealt([[5]], [])  # type: ignore[list-item]  # 5 went through as if it were a card
    with pytest.raises(CardError, match="the hands are a list of hands"):
        cm.read_dealt(None, [])  # type: ignore[arg-type]
    problem = cm.pack_problem([*PACK[1:], 5])  # was a TypeError comparing a card with 5
    assert str(problem) == "twice -, missing 3♥, not cards 5"
    with pytest.raises(CardError, match="whole pack"):
        cm.pack_problem(None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changes", "error", "rule"),
    [
        ({"hand_size": "12"}, TypeError, "R7"),  # was "can't multiply sequence by non-int"
        ({"hand_size": 12.0}, TypeError, "R7"),  # was accepted: 3 × 12.0 + 4 == 40
        ({"players": 3.0}, RulesError, "R1"),  # was accepted: 3.0 in (3, 4)
        ({"name": 5}, TypeError, "text"),  # was accepted
        ({"opening_lead": ["bidder"]}, TypeError, "text"),
        ({"hand_size": 14, "monte_size": -2}, RulesError, "R7"),  # a monte of -2 cards was accepted
        ({"hand_size": 0, "monte_size": 40}, RulesError, "R7"),  # deals of no trick were accepted
        ({"last_trick_thirds": -3}, RulesError, "R5"),  # was accepted: 29 thirds in a deal
        ({"stramazzo_below_thirds": 100}, RulesError, "R27"),  # every deal a Stramazzo
        ({"stakes": [("chiamo", 1)]}, TypeError, "R26"),  # a list made the profile unhashable
        ({"stakes": (("chiamo", "1"),)}, TypeError, "R26"),  # was "'<' not supported"
        ({"win_thirds": None}, TypeError, "R25"),
    ],
    ids=repr,
)
def test_R1_R5_R7_R25_R26_R27_a_rule_profile_refuses_fields_of_the_wrong_kind(
    changes: dict[str, Any], error: type[Exception], rule: str
) -> None:
    with pytest.raises(error, match=rule) as info:
        Rules(**changes)
    assert isinstance(info.value, RulesError)  # what the session and record loaders catch


def test_R26_stakes_profiles_and_replace_refuse_values_of_the_wrong_kind() -> None:
    with pytest.raises(TypeError, match="R26"):
        ITALIAN.stake(None)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="named by text"):
        rm.profile(["italian"])  # type: ignore[arg-type]  # was "unhashable type: 'list'"
    with pytest.raises(TypeError, match="no field hand"):
        ITALIAN.replace(hand=13)  # was dataclasses' own message


def test_R3_R5_R7_odds_refuse_what_no_pack_or_hand_can_be() -> None:
    with pytest.raises(ValueError, match="hand_size"):
        odds.napoletana(41)  # was a ZeroDivisionError
    with pytest.raises(ValueError, match="hand_size"):
        odds.napoletana(-1)
    with pytest.raises(TypeError, match="Rank"):
        odds.count_distribution("A")  # type: ignore[arg-type]  # was {0: 1}: no aces at all
    with pytest.raises(TypeError, match="Rank"):
        odds.monte_count("A")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="R3"):
        odds.count_distribution(Rank.ACE, 12, PACK + PACK)  # eight aces were counted
    with pytest.raises(TypeError, match="draws"):
        odds.thirds_distribution(PACK, 12.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="population"):
        odds.hypergeometric(10**12, 10**11, 10**11)  # would run for hours
    with pytest.raises(TypeError, match="population"):
        odds.hypergeometric(40.0, 4, 12)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="add up to 1"):
        odds.mean({})  # was 0
    with pytest.raises(TypeError, match="Cards"):
        odds.has_napoletana("3♠ 2♠ A♠")  # type: ignore[arg-type]  # was False
    with pytest.raises(TypeError, match="Rules"):
        odds.called_card_location("italian")  # type: ignore[arg-type]


def test_R2_players_choose_only_for_the_seat_to_move() -> None:
    deal = Deal.new(seed=7)  # seat 1 speaks first
    for player in (pm.RandomPlayer(1), pm.HeuristicPlayer()):
        with pytest.raises(ArgumentValueError, match="only when its seat is to move"):
            player.choose(deal.view(0))  # was an IndexError (random) or a bid out of turn (heuristic)
        with pytest.raises(ArgumentValueError, match="only when its seat is to move"):
            player.choose(DONE.view(0))  # the heuristic's was "no card to choose from"
        with pytest.raises(TypeError, match="view"):
            player.choose(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="3 players"):
        pm.play_deal(deal, [])  # was an IndexError
    with pytest.raises(TypeError, match="Deal"):
        pm.play_deal(None, [pm.RandomPlayer(1)] * 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="play_random plays a deal"):
        pm.play_random(None, 1)  # type: ignore[type-var]  # was an AttributeError
    with pytest.raises(ValueError, match="at least 0"):
        pm.play_random(deal, -1)  # played as seed 1
    with pytest.raises(ValueError, match="at least 0"):
        pm.RandomPlayer(-1)
    with pytest.raises(TypeError, match="seed"):
        pm.HeuristicPlayer("7")  # type: ignore[arg-type]


def test_R3_R4_the_heuristic_helpers_refuse_what_is_no_card_suit_or_hand() -> None:
    hand = parse_cards("3♠ 2♠ K♠ A♥ 4♥")
    with pytest.raises(TypeError, match="Suit"):
        pm.top_run("spade", hand)  # type: ignore[arg-type]  # was 0
    with pytest.raises(TypeError, match="Suit"):
        pm.suit_length("S", hand)  # type: ignore[arg-type]  # was 0
    with pytest.raises(TypeError, match="Card"):
        pm.keep_value("3♠", hand)  # type: ignore[arg-type]  # was an AttributeError
    with pytest.raises(TypeError, match="Cards"):
        pm.hand_value(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no card to choose from"):
        pm.least_kept(())
    with pytest.raises(TypeError, match="length"):
        pm.lead_score(PACK[0], "3", True)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="SeatView"):
        pm.play_scorer(AD.view(1))  # type: ignore[arg-type]


def test_R2_a_seat_view_is_of_a_deal_and_one_of_its_seats() -> None:
    with pytest.raises(TypeError, match="Deal"):
        SeatView.of(None, 1)  # type: ignore[arg-type]  # was an AttributeError
    with pytest.raises(ValueError, match="R2"):
        SeatView.of(D0, 5)  # was an IndexError
    with pytest.raises(TypeError, match="R2"):
        SeatView.of(D0, True)  # type: ignore[arg-type]  # was seat 1's view
    assert SeatView.of(D0, 1) == D0.view(1)


def test_V4_V5_playthrough_folders_and_record_sources_are_names() -> None:
    with pytest.raises(TypeError, match="folder"):
        ptm.write(None, "american")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="folder"):
        ptm.write(3, "tressette")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="source"):
        am.from_dict(am.to_dict(ADONE), source=None)  # type: ignore[arg-type]
