"""The moves a player can make, as small frozen values with a text form.

Each action's ``str`` is its text in a deal record, and :func:`parse_action` reads
it back:

>>> parse_action("bid solo"), parse_action("play 2♣"), str(Bid(Contract.CHIAMO))
(Bid(Contract.SOLO), Play(Card.parse('2♣')), 'bid chiamo')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from calabresella.cards import Card, CardError, parse_cards


class ActionError(ValueError):
    """Text that is not an action of the game."""


class Contract(enum.Enum):
    """R8: the bids, lowest first: Chiamo < Solo < Solissimo."""

    CHIAMO = "chiamo"
    SOLO = "solo"
    SOLISSIMO = "solissimo"

    @property
    def level(self) -> int:
        """R8: 1, 2, 3 for Chiamo, Solo, Solissimo."""
        return _CONTRACTS.index(self) + 1

    @property
    def title(self) -> str:
        return self.value.capitalize()

    def __repr__(self) -> str:
        return f"Contract.{self.name}"


_CONTRACTS = (Contract.CHIAMO, Contract.SOLO, Contract.SOLISSIMO)


class Enhancement(enum.Enum):
    """R16–R18: what a Solissimo soloist does with the monte's stake."""

    PLAIN = "plain"
    DIVIDETE = "dividete"
    SCEGLIETE = "scegliete"

    def __repr__(self) -> str:
        return f"Enhancement.{self.name}"


@dataclass(frozen=True)
class Pass:
    """R9: decline to bid."""

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


@dataclass(frozen=True)
class Bid:
    """R9: bid a contract higher than every bid so far."""

    contract: Contract

    def __str__(self) -> str:
        return f"bid {self.contract.value}"

    def __repr__(self) -> str:
        return f"Bid({self.contract!r})"


@dataclass(frozen=True)
class Call:
    """R11: the Chiamo soloist names a card."""

    card: Card

    def __str__(self) -> str:
        return f"call {self.card}"

    def __repr__(self) -> str:
        return f"Call({self.card!r})"


@dataclass(frozen=True)
class GiveBack:
    """R13: the Chiamo soloist gives one card, face up, to the defender who handed over."""

    card: Card

    def __str__(self) -> str:
        return f"give {self.card}"

    def __repr__(self) -> str:
        return f"GiveBack({self.card!r})"


@dataclass(frozen=True)
class Discard:
    """R14, R17, R18: one card laid face down into the new monte."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"

    def __repr__(self) -> str:
        return f"Discard({self.card!r})"


@dataclass(frozen=True)
class Enhance:
    """R16: the Solissimo soloist's choice: plain, dividete or scegliete."""

    enhancement: Enhancement

    def __str__(self) -> str:
        return f"enhance {self.enhancement.value}"

    def __repr__(self) -> str:
        return f"Enhance({self.enhancement!r})"


@dataclass(frozen=True)
class Share:
    """R18 scegliete: the monte cards the defender on the soloist's right takes.

    The other defender takes the rest; any split 4–0, 3–1, 2–2 is allowed.
    ``cards`` is kept in the pack's order so equal shares compare equal.
    """

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __str__(self) -> str:
        return "share " + " ".join(str(c) for c in self.cards) if self.cards else "share -"

    def __repr__(self) -> str:
        return f"Share({self.cards!r})"


@dataclass(frozen=True)
class Play:
    """R20: play a card to the trick."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"

    def __repr__(self) -> str:
        return f"Play({self.card!r})"


Action = Pass | Bid | Call | GiveBack | Discard | Enhance | Share | Play
"""Any action of the game."""

_CARD_ACTIONS: dict[str, type[Call | GiveBack | Discard | Play]] = {
    "call": Call,
    "give": GiveBack,
    "discard": Discard,
    "play": Play,
}


def parse_action(text: str) -> Action:
    """Read an action from its text form (as ``str(action)`` writes it).

    >>> parse_action("enhance dividete"), parse_action("share 3♠ A♥")
    (Enhance(Enhancement.DIVIDETE), Share((Card.parse('A♥'), Card.parse('3♠'))))
    """
    if not isinstance(text, str):
        raise ActionError(f"expected an action as text such as 'play 3♠', got {text!r}")
    verb, _, rest = text.strip().partition(" ")
    verb, rest = verb.lower(), rest.strip()
    try:
        if verb == "pass" and not rest:
            return Pass()
        if verb == "bid":
            return Bid(Contract(rest.lower()))
        if verb in _CARD_ACTIONS and rest:
            return _CARD_ACTIONS[verb](Card.parse(rest))
        if verb == "enhance":
            return Enhance(Enhancement(rest.lower()))
        if verb == "share":
            return Share(() if rest == "-" else parse_cards(rest))
    except (CardError, ValueError) as err:
        raise ActionError(f"cannot read action {text!r}: {err}") from None
    raise ActionError(
        f"cannot read action {text!r}: expected 'pass', 'bid chiamo|solo|solissimo', "
        "'call CARD', 'give CARD', 'discard CARD', 'enhance plain|dividete|scegliete', "
        "'share CARDS' or 'play CARD'"
    )
