"""Every refusal is a lesson: outside ``legal_actions()`` every action is refused with an
``IllegalActionError`` whose message starts with the rule id, ``explain`` says the same,
and the state is left as it was; inside, every action is accepted."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calabresella import (
    PACK,
    Action,
    Bid,
    Call,
    Card,
    Contract,
    Deal,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    IllegalActionError,
    Pass,
    Phase,
    Play,
    Share,
    parse_cards,
)

Steps = list[tuple[Deal, Action | None]]
Steered = Callable[..., Steps]

RULE_ID = re.compile(r"^R\d+: \S")

seeds = st.integers(min_value=0, max_value=2**32 - 1)
dealers = st.integers(min_value=0, max_value=2)
picks = st.lists(st.integers(min_value=0, max_value=10**6), max_size=2)


def candidate_actions(state: Deal) -> list[Action]:
    """Every action of every kind for all 40 cards, every bid and enhancement, and shares:
    none, each monte card alone, the monte or parts of it, cards outside it, a card twice."""
    actions: list[Action] = [Pass(), *(Bid(c) for c in Contract), *(Enhance(e) for e in Enhancement)]
    for card in PACK:
        actions += [Play(card), Discard(card), GiveBack(card), Call(card)]
    monte = state.exposed_monte or state.monte or PACK[36:]
    actions += [Share(()), Share(tuple(monte)), Share(tuple(monte[:2])), Share(tuple(monte[1:]))]
    actions += [Share((card,)) for card in (*monte, PACK[0], PACK[17], PACK[39])]
    actions += [Share((monte[0], monte[0])), Share(parse_cards("3♥ 3♠")), Share((*monte[:3], PACK[0]))]
    actions += list(state.legal_actions())
    return actions


def check_state(state: Deal) -> int:
    """Try every candidate action on ``state``; return how many were refused."""
    snapshot = copy.deepcopy(state)
    legal = set(state.legal_actions())
    refused = 0
    for action in candidate_actions(state):
        if action in legal:
            assert state.explain(action) is None and state.is_legal(action)
            after = state.apply(action)
            assert after.history[-1] == (state.to_move, action)
            continue
        refused += 1
        try:
            state.apply(action)
        except IllegalActionError as error:
            message = str(error)
            assert RULE_ID.match(message), message
            assert message == f"{error.rule}: {error.reason}"
            assert state.explain(action) == message
        else:
            raise AssertionError(f"{action!r} is not in legal_actions() but was accepted")
    assert state == snapshot and state.result == snapshot.result
    return refused


def states_to_check(steps: Steps, extra: list[int]) -> list[Deal]:
    """The first state of every phase (and of play with a card already led), and a few more."""
    seen: set[tuple[Phase, bool]] = set()
    chosen = []
    for state, _ in steps:
        key = (state.phase, bool(state.current and state.current.cards))
        if key not in seen:
            seen.add(key)
            chosen.append(state)
    chosen += [steps[i % len(steps)][0] for i in extra]
    return chosen


@given(seed=seeds, dealer=dealers, choices=seeds, extra=picks)
def test_every_action_outside_the_legal_ones_is_refused_with_its_rule(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int, extra: list[int]
) -> None:
    steps = steered_deal(seed, dealer, scenario, choices)
    for state in states_to_check(steps, extra):
        assert check_state(state) > 0


# --------------------------------------------------------------------------- which rule


def simple(dealer: int = 2) -> Deal:
    return Deal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:40], dealer=dealer)


def rule_of(state: Deal, action: Action) -> str:
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert state.explain(action) == str(info.value)
    return info.value.rule


def test_refusals_name_the_rule_of_the_phase() -> None:
    c = Card.parse
    deal = simple()  # seat 0 speaks first
    assert rule_of(deal, Play(c("3♥"))) == "R9"
    assert rule_of(deal.apply(Bid(Contract.SOLO)), Bid(Contract.CHIAMO)) == "R9"
    abandoned = deal.apply_all([Pass(), Pass(), Pass()])
    assert rule_of(abandoned, Pass()) == "R10"
    chiamo = deal.apply_all([Bid(Contract.CHIAMO), Pass(), Pass()])
    assert rule_of(chiamo, Discard(c("3♥"))) == "R11"
    give = chiamo.apply(Call(c("A♦")))
    assert rule_of(give, Discard(c("3♥"))) == "R13"
    assert rule_of(give, GiveBack(c("3♠"))) == "R13"
    discard = chiamo.apply(Call(c("3♥")))
    assert rule_of(discard, Discard(c("3♠"))) == "R14"
    assert rule_of(discard, Play(c("3♥"))) == "R14"
    solissimo = deal.apply(Bid(Contract.SOLISSIMO))
    assert rule_of(solissimo, Bid(Contract.SOLISSIMO)) == "R16"
    dividete = solissimo.apply(Enhance(Enhancement.DIVIDETE))
    assert rule_of(dividete, Discard(c("3♥"))) == "R17"
    assert rule_of(dividete, Play(c("A♦"))) == "R17"
    scegliete = solissimo.apply(Enhance(Enhancement.SCEGLIETE))
    assert rule_of(scegliete, Share((c("3♥"),))) == "R18"
    assert rule_of(scegliete, Pass()) == "R18"
    shared = scegliete.apply(Share(PACK[36:38]))
    assert rule_of(shared, Discard(c("3♥"))) == "R18"
    play = solissimo.apply(Enhance(Enhancement.PLAIN))
    assert rule_of(play, Play(c("3♠"))) == "R20"
    assert rule_of(play, Pass()) == "R20"
    assert rule_of(play.apply(Play(c("3♦"))), Play(c("3♣"))) == "R20"


def test_explain_and_is_legal_agree_on_legal_actions() -> None:
    deal = simple()
    for action in deal.legal_actions():
        assert deal.explain(action) is None and deal.is_legal(action)
    assert deal.explain(Play(PACK[0])) is not None and not deal.is_legal(Play(PACK[0]))


def test_a_refusal_tells_what_is_allowed_instead() -> None:
    deal = simple().apply(Bid(Contract.SOLO))
    message = deal.explain(Bid(Contract.CHIAMO))
    assert message is not None and "Solissimo" in message
    message = simple().explain(Play(PACK[0]))
    assert message is not None and "pass, bid chiamo, bid solo, bid solissimo" in message


def test_something_that_is_not_an_action_is_refused_not_crashed() -> None:
    deal = simple()
    message = deal.explain("pass")  # type: ignore[arg-type]
    assert message is not None and RULE_ID.match(message)
    assert "parse_action" in message
    with pytest.raises(IllegalActionError):
        deal.apply("bid solo")  # type: ignore[arg-type]


# --------------------------------------------------------------------------- mistyped actions
# An action built with a field of the wrong type used to crash deep inside the engine
# (Bid('solo') an AttributeError in apply, Call('3S') or Enhance('plain') an AssertionError).
# Now it is refused when it is built, with a TypeError saying what was expected.


@pytest.mark.parametrize(
    ("build", "expected"),
    [
        (lambda: Bid("solo"), r"Bid takes a Contract such as Contract.SOLO \(or parse_action\('bid solo'\)\), got 'solo'"),
        (lambda: Bid(None), r"Bid takes a Contract"),
        (lambda: Call("3S"), r"Call takes a Card such as Card.parse\('3♠'\) \(or parse_action\('call 3♠'\)\), got '3S'"),
        (lambda: GiveBack("3S"), r"GiveBack takes a Card"),
        (lambda: Discard(7), r"Discard takes a Card"),
        (lambda: Play("3S"), r"Play takes a Card such as Card.parse\('3♠'\) \(or parse_action\('play 3♠'\)\)"),
        (lambda: Enhance("plain"), r"Enhance takes an Enhancement such as Enhancement.PLAIN"),
        (lambda: Share(["3S"]), r"Share takes a tuple of Cards"),
        (lambda: Share("3S A♥"), r"Share takes a tuple of Cards"),
        (lambda: Share(None), r"Share takes a tuple of Cards"),
        (lambda: Share(PACK[0]), r"Share takes a tuple of Cards"),
    ],
)
def test_R9_R11_R16_R18_R20_an_action_with_a_mistyped_field_is_refused_when_built(
    build: Callable[[], Action], expected: str
) -> None:
    from calabresella.engine.errors import ArgumentTypeError

    with pytest.raises(ArgumentTypeError, match=expected):
        build()


def test_R9_R11_R16_mistyped_actions_no_longer_crash_the_deal() -> None:
    deal = simple()
    with pytest.raises(TypeError, match="Contract"):
        deal.apply(Bid("solo"))  # type: ignore[arg-type]
    call = deal.apply_all([Bid(Contract.CHIAMO), Pass(), Pass()])
    assert call.phase is Phase.CALL
    with pytest.raises(TypeError, match="Card"):
        call.apply(Call("3S"))  # type: ignore[arg-type]
    enhance = deal.apply(Bid(Contract.SOLISSIMO))
    with pytest.raises(TypeError, match="Enhancement"):
        enhance.apply(Enhance("plain"))  # type: ignore[arg-type]
    assert Share(iter(PACK[36:38])) == Share(PACK[36:38][::-1])  # any iterable of cards, kept in the pack's order


def test_R2_apply_all_takes_actions_not_text() -> None:
    from calabresella.engine.errors import ArgumentTypeError

    deal = simple()
    for wrong in ("pass", None, Pass()):
        with pytest.raises(ArgumentTypeError, match="apply_all takes a sequence of actions"):
            deal.apply_all(wrong)  # type: ignore[arg-type]
    assert deal.apply_all([]) == deal
