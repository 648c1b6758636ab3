"""The actions of the calling games (C2–C7), as small frozen values with a text form.

The engine's :class:`~calabresella.engine.actions.Pass`, ``Call``, ``GiveBack``, ``Discard``
and ``Play`` serve as they are; :class:`Bid` names a contract of the profile by its name
(the calling games' contracts are data, not the Italian game's enum).
:func:`parse_calling_action` reads the text that ``str(action)`` writes:

>>> parse_calling_action("bid solo"), parse_calling_action("call 3♠"), str(Bid("chiamo"))
(Bid('solo'), Call(Card.parse('3♠')), 'bid chiamo')
"""

from __future__ import annotations

from dataclasses import dataclass

from calabresella.engine.actions import ActionError, Call, Discard, GiveBack, Pass, Play
from calabresella.engine.cards import Card, CardError
from calabresella.engine.errors import ArgumentTypeError, reason
from calabresella.words import dev, msg

__all__ = ["Bid", "Call", "CallingAction", "Discard", "GiveBack", "Pass", "Play", "parse_calling_action"]


@dataclass(frozen=True)
class Bid:
    """C2: name a contract of the profile (by its name), higher than every bid so far."""

    contract: str

    def __post_init__(self) -> None:
        if not isinstance(self.contract, str) or not self.contract or " " in self.contract:
            raise ArgumentTypeError(msg(
                "Bid takes a contract's name such as 'chiamo' (or parse_calling_action('bid chiamo')), got {got}",
                got=dev(repr(self.contract))))

    def __str__(self) -> str:
        return f"bid {self.contract}"

    def __repr__(self) -> str:
        return f"Bid({self.contract!r})"


CallingAction = Pass | Bid | Call | GiveBack | Discard | Play
"""Any action of a calling game."""

_CARD_ACTIONS: dict[str, type[Call | GiveBack | Discard | Play]] = {
    "call": Call, "give": GiveBack, "discard": Discard, "play": Play,
}


def parse_calling_action(text: str) -> CallingAction:
    """Read an action of a calling game from its text (as ``str(action)`` writes it):
    ``pass``, ``bid NAME``, ``call CARD``, ``give CARD``, ``discard CARD``, ``play CARD``.

    >>> parse_calling_action("discard 4S"), parse_calling_action("pass")
    (Discard(Card.parse('4♠')), Pass())
    """
    if not isinstance(text, str):
        raise ActionError(msg("expected an action as text such as 'play 3♠', got {got}", got=dev(repr(text))))
    verb, _, rest = text.strip().partition(" ")
    verb, rest = verb.lower(), rest.strip()
    try:
        if verb == "pass" and not rest:
            return Pass()
        if verb == "bid" and rest and " " not in rest:
            return Bid(rest.lower())
        if verb in _CARD_ACTIONS and rest:
            return _CARD_ACTIONS[verb](Card.parse(rest))
    except (CardError, ValueError) as err:
        raise ActionError(msg("cannot read action {text}: {reason}", text=repr(text), reason=reason(err))) from None
    raise ActionError(msg(
        "cannot read action {text}: expected 'pass', 'bid CONTRACT', 'call CARD', 'give CARD', 'discard CARD' or "
        "'play CARD' (C2–C7)", text=repr(text)))
