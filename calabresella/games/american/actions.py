"""The American account's own actions (V4): say 'I play', turn up the widow, take from it; and
the parser of every action of the account.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from calabresella.engine.actions import (
    Action,
    ActionError,
    Bid,
    Call,
    CardAction,
    Discard,
    Enhance,
    GiveBack,
    Pass,
    Play,
    Share,
    WordAction,
)
from calabresella.engine.actions import parse_action as _parse_italian_action
from calabresella.engine.cards import Card, CardError
from calabresella.words import dev, msg


@dataclass(frozen=True, repr=False)
class PlayAlone(WordAction):
    """V4: say "I play": the first to say it plays alone against the other two."""

    WORDS: ClassVar[str] = "i play"


@dataclass(frozen=True, repr=False)
class TurnWidow(WordAction):
    """V4: after discarding one to four cards, turn up the widow."""

    WORDS: ClassVar[str] = dev("turn widow")  # the action as text, as records write it


@dataclass(frozen=True, repr=False)
class Take(CardAction):
    """V4: take one card from the turned-up widow (until the hand holds twelve again)."""

    VERB: ClassVar[str] = "take"
    PARSER: ClassVar[str] = "parse_american_action"


AmericanAction = Pass | PlayAlone | Call | GiveBack | Discard | TurnWidow | Take | Play
"""Any action of the American account. ``Pass`` is "I pass", ``Call`` the asking,
``GiveBack`` the card given in exchange, ``Discard`` a discard, ``Play`` a card played."""

AnyAction = AmericanAction | Action
"""What :meth:`AmericanDeal.apply` accepts (and refuses with a reason when it is an
action of the Italian game only, such as a bid)."""


def parse_american_action(text: str) -> AmericanAction:
    """Read an action of the American account from its text (as ``str(action)`` writes it).

    ``i play``, ``pass`` (or ``i pass``), ``call 3♠`` (or ``ask 3♠``), ``give 7♣``,
    ``discard 4♦``, ``turn widow``, ``take A♥``, ``play 2♣``.

    >>> parse_american_action("I play"), parse_american_action("ask 3S"), parse_american_action("take a♥")
    (PlayAlone(), Call(Card.parse('3♠')), Take(Card.parse('A♥')))
    >>> parse_american_action("bid solo")
    Traceback (most recent call last):
    ...
    calabresella.engine.actions.ActionError: cannot read action 'bid solo': 'bid' belongs to the Italian game; in the American account (V4) there is no bidding: say 'i play' or 'pass'
    """
    if not isinstance(text, str):
        raise ActionError(msg("expected an action as text such as 'play 3♠', got {text!r}", text=text))
    words = text.strip().split()
    lowered = [w.lower() for w in words]
    if lowered == ["i", "play"]:
        return PlayAlone()
    if lowered in (["i", "pass"], ["pass"]):
        return Pass()
    if lowered == ["turn", "widow"]:
        return TurnWidow()
    if lowered and lowered[0] in ("take", "ask") and len(words) > 1:
        try:
            card = Card.parse(" ".join(words[1:]))
        except CardError as err:
            raise ActionError(msg("cannot read action {text!r}: {error}", text=text, error=err)) from None
        return Take(card) if lowered[0] == "take" else Call(card)
    action = _parse_italian_action(text)
    if isinstance(action, (Bid, Enhance, Share)):
        raise ActionError(msg(
            "cannot read action {text!r}: {word!r} belongs to the Italian game; in the "
            "American account (V4) there is no bidding: say 'i play' or 'pass'", text=text, word=str(action).split()[0]))
    return action
