"""Tressette's own actions (V5): the signalled lead, the declarations and their parser."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from calabresella.engine.actions import ActionError, Play, WordAction
from calabresella.engine.cards import Card, CardError, NamedEnum, Rank, Suit, check_cards
from calabresella.engine.errors import ArgumentTypeError, CalabresellaError
from calabresella.words import N_, dev, msg
from calabresella.words.message import Message


class Signal(NamedEnum):
    """V5: what the leader may say (or show) with the card led. Signals, never rules."""

    BUSSO = "busso"
    VOLO = "volo"
    STRISCIO = "striscio"


@dataclass(frozen=True)
class SignalledLead(Play):
    """V5: a lead with a signal (busso, volo or striscio). Recorded and narrated, never enforced.

    It is a :class:`~calabresella.engine.actions.Play` (so it plays its card) and is legal
    exactly when the plain play of its card is legal and the player is leading.

    >>> str(SignalledLead(Card.parse("3♠"), Signal.BUSSO))
    'play 3♠ busso'
    """

    signal: Signal

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.signal, Signal):
            raise ArgumentTypeError(msg(
                "SignalledLead takes a Card and a Signal such as SignalledLead(Card.parse('3♠'), Signal.BUSSO) "
                "(or parse_tressette_action('play 3♠ busso')), got {signal!r}", signal=self.signal))

    def __str__(self) -> str:
        return dev(f"play {self.card} {self.signal.value}")

    def __repr__(self) -> str:
        return dev(f"SignalledLead({self.card!r}, {self.signal!r})")


class Combination(NamedEnum):
    """V5: the combinations declared after the first trick, with their points."""

    FOUR = "four"
    THREE = "three"
    NAPOLETANA = "napoletana"

    @property
    def points(self) -> int:
        """Four of a kind 4 points; three of a kind 3; Napoletana (3-2-A of a suit) 3."""
        return 4 if self is Combination.FOUR else 3


DECLARABLE_RANKS = (Rank.THREE, Rank.TWO, Rank.ACE)
"""V5: the ranks of four and three of a kind; also the three cards of a Napoletana."""


@dataclass(frozen=True)
class Declare:
    """V5: declare one combination: four or three 3s, 2s or aces, or a Napoletana.

    ``rank`` names the rank of four or three of a kind; ``suit`` the suit missing from
    three of a kind, or the suit of a Napoletana.

    >>> str(Declare(Combination.THREE, Rank.ACE, Suit.SPADE)), Declare(Combination.NAPOLETANA, suit=Suit.COPPE).points
    ('declare three aces missing ♠', 3)
    """

    combination: Combination
    rank: Rank | None = None
    suit: Suit | None = None

    def __post_init__(self) -> None:
        kind = self.combination
        if not isinstance(kind, Combination):
            raise ArgumentTypeError(msg(
                "Declare takes a Combination such as Combination.FOUR (or parse_tressette_action('declare four "
                "threes')), got {kind!r}", kind=kind))
        if self.rank is not None and not isinstance(self.rank, Rank):
            raise ArgumentTypeError(msg("a declaration's rank is a Rank such as Rank.ACE, or None ({rule}), got {rank}",
                                        rule=_RULE, rank=repr(self.rank)))
        if self.suit is not None and not isinstance(self.suit, Suit):
            raise ArgumentTypeError(msg("a declaration's suit is a Suit such as Suit.SPADE, or None ({rule}), got {suit!r}",
                                        rule=_RULE, suit=self.suit))
        if kind is Combination.NAPOLETANA:
            if self.rank is not None or not isinstance(self.suit, Suit):
                raise ActionError(msg("a Napoletana names its suit and no rank ({rule}), e.g. 'declare napoletana ♥'",
                                      rule=_RULE))
            return
        if self.rank not in DECLARABLE_RANKS:
            raise ActionError(msg("four or three of a kind are of 3s, 2s or aces ({rule}), not {rank}",
                                  rule=_RULE, rank=repr(self.rank)))
        if kind is Combination.FOUR and self.suit is not None:
            raise ActionError(msg("four of a kind names no suit ({rule}), e.g. 'declare four threes'", rule=_RULE))
        if kind is Combination.THREE and not isinstance(self.suit, Suit):
            raise ActionError(msg("three of a kind names the missing suit ({rule}), e.g. 'declare three aces "
                                  "missing ♠'", rule=_RULE))

    @property
    def points(self) -> int:
        """The declaration's points."""
        return self.combination.points

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards the declaration shows the table that its declarer held."""
        if self.combination is Combination.NAPOLETANA:
            assert self.suit is not None
            return tuple(Card(rank, self.suit) for rank in DECLARABLE_RANKS)
        assert self.rank is not None
        return tuple(Card(self.rank, suit) for suit in Suit if suit is not self.suit)

    @property
    def phrase(self) -> Message:
        """The declaration as a message of the catalogue (its suit named in the table's style)."""
        template = _DECLARATION_WORDS[self.combination, self.rank]
        return Message(template, {} if self.suit is None else {"suit": self.suit})

    @property
    def words(self) -> str:
        """``'three aces missing ♠'``, ``'napoletana in ♥'``: the declaration in a sentence,
        said to the table on screen."""
        return self.phrase.render()

    @property
    def words_en(self) -> str:
        """The declaration as its text form writes it (English, ♥ ♦ ♣ ♠): ``'three aces missing ♠'``."""
        return _DECLARATION_WORDS[self.combination, self.rank].format(suit=self.suit)

    def __str__(self) -> str:
        if self.combination is Combination.NAPOLETANA:
            return dev(f"declare napoletana {self.suit}")
        return dev(f"declare {self.words_en}")

    def __repr__(self) -> str:
        parts = [repr(self.combination)]
        if self.rank is not None:
            parts.append(repr(self.rank))
        if self.suit is not None:
            parts.append(f"suit={self.suit!r}")
        return dev(f"Declare({', '.join(parts)})")


@dataclass(frozen=True, repr=False)
class DoneDeclaring(WordAction):
    """V5: end one's declarations (with or without having declared anything)."""

    WORDS: ClassVar[str] = dev("done declaring")


_RULE = "V5"

_DECLARATION_WORDS: dict[tuple[Combination, Rank | None], str] = {
    (Combination.FOUR, Rank.THREE): N_("four threes"),
    (Combination.FOUR, Rank.TWO): N_("four twos"),
    (Combination.FOUR, Rank.ACE): N_("four aces"),
    (Combination.THREE, Rank.THREE): N_("three threes missing {suit}"),
    (Combination.THREE, Rank.TWO): N_("three twos missing {suit}"),
    (Combination.THREE, Rank.ACE): N_("three aces missing {suit}"),
    (Combination.NAPOLETANA, None): N_("napoletana in {suit}"),
}
"""V5: each declaration in words (msgids of the catalogue)."""


TressetteAction = Play | Declare | DoneDeclaring
"""Any action of a Tressette deal (a :class:`SignalledLead` is a Play)."""


def parse_tressette_action(text: str) -> TressetteAction:
    """Read a Tressette action from its text form (as ``str(action)`` writes it).

    >>> parse_tressette_action("play 3♠ busso"), parse_tressette_action("play asso di coppe")
    (SignalledLead(Card.parse('3♠'), Signal.BUSSO), Play(Card.parse('A♥')))
    >>> parse_tressette_action("declare four twos"), parse_tressette_action("declare napoletana ♥")
    (Declare(Combination.FOUR, Rank.TWO), Declare(Combination.NAPOLETANA, suit=Suit.COPPE))
    """
    if not isinstance(text, str):
        raise ActionError(msg("expected an action as text such as 'play 3♠', got {text!r}", text=text))
    words = text.strip().split()
    verb = words[0].lower() if words else ""
    rest = words[1:]
    try:
        if verb == "play" and rest:
            signal = _SIGNALS.get(rest[-1].lower())
            if signal is not None and len(rest) > 1:
                return SignalledLead(Card.parse(" ".join(rest[:-1])), signal)
            return Play(Card.parse(" ".join(rest)))
        if [w.lower() for w in words] == ["done", "declaring"]:
            return DoneDeclaring()
        if verb == "declare" and rest:
            kind = Combination(rest[0].lower())
            if kind is Combination.NAPOLETANA and len(rest) == 2:
                return Declare(kind, suit=Suit.parse(rest[1]))
            if kind is Combination.FOUR and len(rest) == 2:
                return Declare(kind, _plural_rank(rest[1]))
            if kind is Combination.THREE and len(rest) == 4 and rest[2].lower() == "missing":
                return Declare(kind, _plural_rank(rest[1]), Suit.parse(rest[3]))
    except (CardError, ValueError) as err:
        reason = err.message if isinstance(err, CalabresellaError) else str(err)
        raise ActionError(msg("cannot read action {text!r}: {reason}", text=text, reason=reason)) from None
    raise ActionError(msg(
        "cannot read action {text!r}: expected 'play CARD', 'play CARD busso|volo|striscio', "
        "'declare four threes|twos|aces', 'declare three threes|twos|aces missing SUIT', "
        "'declare napoletana SUIT' or 'done declaring'", text=text))


_SIGNALS = {s.value: s for s in Signal} | {"piombo": Signal.VOLO, "liscio": Signal.STRISCIO}


def _plural_rank(word: str) -> Rank:
    """'threes', 'aces', '3s', '3' → the rank."""
    try:
        return Rank.parse(word)
    except CardError:
        if word.lower().endswith("s"):
            return Rank.parse(word[:-1])
        raise


def available_declarations(held: Iterable[Card]) -> tuple[Declare, ...]:
    """V5: every declaration the cards ``held`` allow, in a stable order.

    For each of 3, 2, A: four of them (4 points), or three of them naming the missing
    suit (3 points); then a Napoletana (3-2-A of one suit, 3 points) for each suit. One
    card may serve two declarations.

    >>> from calabresella.engine.cards import parse_cards
    >>> [str(d) for d in available_declarations(parse_cards("3♥ 2♥ A♥ 2♦ 2♣ 2♠ 3♦ 3♠ 4♣ 5♣"))]
    ['declare three threes missing ♣', 'declare four twos', 'declare napoletana ♥']
    """
    cards = set(check_cards(held, "held"))
    found: list[Declare] = []
    for rank in DECLARABLE_RANKS:
        missing = [suit for suit in Suit if Card(rank, suit) not in cards]
        if not missing:
            found.append(Declare(Combination.FOUR, rank))
        elif len(missing) == 1:
            found.append(Declare(Combination.THREE, rank, missing[0]))
    for suit in Suit:
        if all(Card(rank, suit) in cards for rank in DECLARABLE_RANKS):
            found.append(Declare(Combination.NAPOLETANA, suit=suit))
    return tuple(found)
