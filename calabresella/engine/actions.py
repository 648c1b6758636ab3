"""The moves a player can make, as small frozen values with a text form.

Each action's ``str`` is its text in a deal record, and :func:`parse_action` reads
it back:

>>> parse_action("bid solo"), parse_action("play 2♣"), str(Bid(Contract.CHIAMO))
(Bid(Contract.SOLO), Play(Card.parse('2♣')), 'bid chiamo')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, NoReturn, TypeVar

from calabresella.engine.cards import Card, CardError, NamedEnum, parse_cards
from calabresella.engine.errors import ArgumentTypeError, CalabresellaError, reason
from calabresella.words.catalogue import N_, dev, gettext
from calabresella.words.message import msg, register_sayer


class ActionError(CalabresellaError, ValueError):
    """Text that is not an action of the game."""


class Contract(NamedEnum):
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
        """The contract's name as a reader sees it (R8): Chiamo, Solo, Solissimo."""
        return gettext(_CONTRACT_TITLES[self])


_CONTRACTS = (Contract.CHIAMO, Contract.SOLO, Contract.SOLISSIMO)
_CONTRACT_TITLES = {Contract.CHIAMO: N_("Chiamo"), Contract.SOLO: N_("Solo"), Contract.SOLISSIMO: N_("Solissimo")}
"""R8: the contracts' names, the game's own words (said in every language)."""
_ENHANCED_TITLES = {"dividete": N_("Solissimo dividete"), "scegliete": N_("Solissimo scegliete")}


def contract_title(contract: Contract, enhancement: Enhancement | None = None) -> str:
    """R8, R16: the contract's name as a reader sees it, its Solissimo enhancement included:
    ``'Solo'``, ``'Solissimo scegliete'`` (a plain Solissimo is ``'Solissimo'``)."""
    if contract is Contract.SOLISSIMO and enhancement is not None and enhancement.value in _ENHANCED_TITLES:
        return gettext(_ENHANCED_TITLES[enhancement.value])
    return contract.title

register_sayer(Contract, lambda contract, table: contract.title)  # a contract in a message: its name


class Enhancement(NamedEnum):
    """R16–R18: what a Solissimo soloist does with the monte's stake."""

    PLAIN = "plain"
    DIVIDETE = "dividete"
    SCEGLIETE = "scegliete"


@dataclass(frozen=True, repr=False)
class WordAction:
    """An action that is only its words (R9's pass; V4's "I play" and turning the widow;
    V5's done declaring): ``str`` gives its ``WORDS``, ``repr`` its class called with nothing."""

    WORDS: ClassVar[str] = ""

    def __str__(self) -> str:
        return self.WORDS

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


@dataclass(frozen=True, repr=False)
class CardAction:
    """An action that names one card of the pack (R11's call, R13's card given back, R14's
    discard, R20's card played; V4's card taken): the card is checked, ``str`` gives the
    ``VERB`` and the card (``"play 3♠"``), ``repr`` its class called with the card."""

    card: Card
    VERB: ClassVar[str] = ""
    PARSER: ClassVar[str] = "parse_action"
    """The function that reads the action's words, named when a card action is built wrong."""

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            _not_a_card(self, self.VERB, self.PARSER)

    def __str__(self) -> str:
        return f"{self.VERB} {self.card}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.card!r})"


@dataclass(frozen=True, repr=False)
class Pass(WordAction):
    """R9: decline to bid."""

    WORDS: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Bid:
    """R9: bid a contract higher than every bid so far."""

    contract: Contract

    def __post_init__(self) -> None:
        if not isinstance(self.contract, Contract):
            raise ArgumentTypeError(msg(
                "Bid takes a Contract such as Contract.SOLO (or parse_action('bid solo')), got {got}",
                got=dev(repr(self.contract))))

    def __str__(self) -> str:
        return f"bid {self.contract.value}"

    def __repr__(self) -> str:
        return f"Bid({self.contract!r})"


@dataclass(frozen=True, repr=False)
class Call(CardAction):
    """R11: the Chiamo soloist names a card."""

    VERB: ClassVar[str] = "call"


@dataclass(frozen=True, repr=False)
class GiveBack(CardAction):
    """R13: the Chiamo soloist gives one card, face up, to the defender who handed over."""

    VERB: ClassVar[str] = "give"


@dataclass(frozen=True, repr=False)
class Discard(CardAction):
    """R14, R17, R18: one card laid face down into the new monte."""

    VERB: ClassVar[str] = "discard"


@dataclass(frozen=True)
class Enhance:
    """R16: the Solissimo soloist's choice: plain, dividete or scegliete."""

    enhancement: Enhancement

    def __post_init__(self) -> None:
        if not isinstance(self.enhancement, Enhancement):
            raise ArgumentTypeError(msg(
                "Enhance takes an Enhancement such as Enhancement.PLAIN (or parse_action('enhance plain')), "
                "got {got}", got=dev(repr(self.enhancement))))

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
        items = (None,) if isinstance(self.cards, (str, Card)) else _items(self.cards)
        if not all(isinstance(c, Card) for c in items):
            raise ArgumentTypeError(msg(
                "Share takes a tuple of Cards such as parse_cards('3♠ A♥') (or parse_action('share 3♠ A♥')), "
                "got {got}", got=dev(repr(self.cards))))
        object.__setattr__(self, "cards", tuple(sorted(items)))

    def __str__(self) -> str:
        return "share " + " ".join(str(c) for c in self.cards) if self.cards else "share -"

    def __repr__(self) -> str:
        return f"Share({self.cards!r})"


@dataclass(frozen=True, repr=False)
class Play(CardAction):
    """R20: play a card to the trick."""

    VERB: ClassVar[str] = "play"


Action = Pass | Bid | Call | GiveBack | Discard | Enhance | Share | Play
"""Any action of the game."""

_CardAction = TypeVar("_CardAction", Call, GiveBack, Discard, Play)

_NEW = object.__new__
_SET = object.__setattr__


def _card_actions(kind: type[_CardAction], cards: Iterable[Card]) -> tuple[_CardAction, ...]:
    """``kind(card)`` for each of ``cards``, which the engine has already checked are cards:
    the same actions, built without checking each card again (legal actions are listed on
    every move)."""
    actions = []
    for card in cards:
        action = _NEW(kind)
        _SET(action, "card", card)
        actions.append(action)
    return tuple(actions)


def _not_a_card(action: object, verb: str, parser: str = "parse_action") -> NoReturn:
    """Refuse a card action built with something other than a :class:`Card`."""
    name = type(action).__name__
    card = getattr(action, "card", None)
    raise ArgumentTypeError(msg(
        "{kind} takes a Card such as Card.parse('3♠') (or {parser}('{verb} 3♠')), got {got}",
        kind=name, parser=parser, verb=verb, got=dev(repr(card))))


def _items(value: object) -> tuple[object, ...]:
    """The items of ``value``, or ``(value,)`` when it cannot be iterated (so a check of the
    items refuses it)."""
    try:
        return tuple(value)  # type: ignore[arg-type]
    except TypeError:
        return (value,)


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
        raise ActionError(msg("expected an action as text such as 'play 3♠', got {got}", got=dev(repr(text))))
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
        raise ActionError(msg("cannot read action {text}: {reason}", text=repr(text), reason=reason(err))) from None
    raise ActionError(msg(
        "cannot read action {text}: expected 'pass', 'bid chiamo|solo|solissimo', "
        "'call CARD', 'give CARD', 'discard CARD', 'enhance plain|dividete|scegliete', "
        "'share CARDS' or 'play CARD'", text=repr(text)
    ))
