"""Tressette (variant V5): Tressette for four and Tressette in due, as rule profiles.

Calabresella is the three-player member of the Tressette family (``docs/rules.md``,
V5). This module plays the family's two best-known games with the same pack, the
same rank order, the same card values in thirds and the same trick winner as the
Calabresella engine (:mod:`calabresella.engine.cards`, :class:`calabresella.engine.tricks.Trick`,
:func:`calabresella.engine.points.whole_points`), and with the same API as
:class:`calabresella.games.italian.deal.Deal`: ``new``, ``from_cards``, ``legal_actions``,
``apply``, ``explain``, ``is_legal``, ``view``, ``narrate``, ``result``.

The source is pagat.com's page on Tressette.
Every rule here has the id **V5**; where the source leaves a question open, the
reading chosen is said in the docstring of the profile or function that applies it.

- :data:`TRESSETTE_FOR_FOUR` (``"tressette"``): two partnerships, seats 0 & 2 against
  1 & 3; ten cards each, dealt five at a time from the dealer's right; no trumps;
  declarations at the end of the first trick; first side to 21 (:class:`TressetteMatch`).
- :data:`TRESSETTE_IN_DUE` (``"tressette-in-due"``): two players, ten cards each and
  a face-down stock of twenty; after each trick the winner, then the other, draws
  one card and shows it.

>>> deal = TressetteDeal.new(seed=5, dealer=3)
>>> deal.to_move, [len(hand) for hand in deal.hands], deal.phase.value
(0, [10, 10, 10, 10], 'play')
>>> done = play_random(deal, seed=1)
>>> done.result is not None and sum(done.result.side_card_points)
11
>>> from_json(to_json(done)) == done
True
"""

from __future__ import annotations

import dataclasses
import enum
import os
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from calabresella.engine import records, words
from calabresella.engine.actions import ActionError, Play, _card_actions
from calabresella.engine.cards import (
    PACK,
    PACK_THIRDS,
    Card,
    CardError,
    Rank,
    Suit,
    check_cards,
    pack_problem,
    sort_hand,
)
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    CalabresellaError,
    DealTypeError,
    IllegalActionError,
    RulesError,
    check_instance,
    check_int,
)
from calabresella.engine.files import dump_json
from calabresella.engine.game import TrickGame, read_deal
from calabresella.engine.game import play_random as play_random  # one random player for every game
from calabresella.engine.points import whole_points
from calabresella.engine.table import deal_order, deal_packets, seats_from, shuffle
from calabresella.engine.tricks import Trick, new_trick
from calabresella.engine.views import TableView

RULE = "V5"
"""The rule id of every Tressette rule (``docs/rules.md``, V5)."""

THIRDS_PER_POINT = 3
"""R5/V5: a whole point is three thirds (an ace alone; or three of 3, 2, K, Q, J)."""

NAMES_FOUR: tuple[str, str, str, str] = words.NAMES_FOUR
"""Default names of seats 0–3 at Tressette for four (Anna & Carla against Bruno & Dario)."""

NAMES_TWO: tuple[str, str] = words.NAMES_TWO
"""Default names of seats 0–1 at Tressette in due."""


def _check_seat(seat: object, rules: TressetteRules, name: str = "seat") -> int:
    """``seat`` if it is a seat of ``rules``' table; else a clear error."""
    if type(seat) is int and 0 <= seat < rules.players:
        return seat
    return check_int(
        seat,
        name,
        0,
        rules.players - 1,
        rule=f"{RULE}: seats are numbered 0 to {rules.players - 1} in playing order, {rules.name!r}",
    )


def _check_rules(rules: object) -> None:
    """A Tressette deal needs :class:`TressetteRules` (not a name, not another game's rules)."""
    if not isinstance(rules, TressetteRules):
        raise DealTypeError(
            f"a Tressette deal needs TressetteRules ({RULE}), such as TRESSETTE_FOR_FOUR, got {rules!r}"
        )


def _sequence(value: object, name: str, expected: str) -> tuple[Any, ...]:
    """``value`` as a tuple, if it is a sequence (not text); else a clear error."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise ArgumentTypeError(f"{name} must be {expected} ({RULE}), got {value!r}")
    return tuple(value)


# =============================================================================== rules


class TressetteRulesError(RulesError):
    """A Tressette profile that makes no sense, or a profile name that does not exist."""


class TressetteRulesTypeError(TressetteRulesError, ArgumentTypeError):
    """A Tressette rule field or profile name of the wrong type: both a
    :class:`TressetteRulesError` and an :class:`~calabresella.engine.errors.ArgumentTypeError`."""


@dataclass(frozen=True)
class TressetteRules:
    """One coherent set of Tressette rule choices (V5), checked when it is built.

    - ``players``: 4 (two partnerships, seats 0 & 2 against 1 & 3) or 2 (in due);
    - ``hand_size``, ``deal_packet``, ``stock_size``: the deal; ``players × hand_size +
      stock_size`` must be the 40 cards and the packet must divide the hand;
    - ``last_trick_thirds``: the last trick's bonus, 3 thirds (one point);
    - ``declarations``: whether combinations are declared after the first trick;
    - ``game_target``: the game points a side needs to win a game (21);
    - ``cappotto_games``, ``stramazzo_games``, ``cappottone_games``,
      ``stramazzone_games``: the games won outright by those deals (None: the
      outcome does not exist in this profile).

    >>> TressetteRules(hand_size=9)
    Traceback (most recent call last):
    ...
    calabresella.games.tressette.TressetteRulesError: V5: 4 players × 9 cards + a stock of 0 = 36, but the pack has 40 cards
    """

    name: str = "tressette"
    description: str = "V5: Tressette for four, two partnerships, first side to 21."
    players: int = 4
    hand_size: int = 10
    deal_packet: int = 5
    stock_size: int = 0
    last_trick_thirds: int = 3
    declarations: bool = True
    game_target: int = 21
    cappotto_games: int = 2
    stramazzo_games: int = 3
    cappottone_games: int | None = 6
    stramazzone_games: int | None = 8

    def __post_init__(self) -> None:
        def whole(value: object) -> bool:
            return isinstance(value, int) and not isinstance(value, bool)

        if not isinstance(self.name, str) or not isinstance(self.description, str):
            raise TressetteRulesTypeError(
                f"{RULE}: name and description must be text, got {self.name!r} and {self.description!r}"
            )
        if not self.name:
            raise TressetteRulesError(f"{RULE}: a profile needs a name, got {self.name!r}")
        if not whole(self.players):
            raise TressetteRulesTypeError(f"{RULE}: players must be a whole number, 4 or 2, got {self.players!r}")
        if self.players not in (2, 4):
            raise TressetteRulesError(
                f"{RULE}: Tressette is played here by 4 players in two partnerships or by 2 "
                f"(Tressette in due), not {self.players!r}"
            )
        for key in ("hand_size", "deal_packet", "stock_size", "last_trick_thirds", "game_target"):
            if not whole(getattr(self, key)):
                raise TressetteRulesTypeError(f"{RULE}: {key} must be a whole number, got {getattr(self, key)!r}")
        if self.hand_size < 1 or self.stock_size < 0:
            raise TressetteRulesError(
                f"{RULE}: each player needs at least one card and the stock cannot be negative "
                f"(hand_size {self.hand_size}, stock_size {self.stock_size})"
            )
        dealt = self.players * self.hand_size + self.stock_size
        if dealt != len(PACK):
            raise TressetteRulesError(
                f"{RULE}: {self.players} players × {self.hand_size} cards + a stock of "
                f"{self.stock_size} = {dealt}, but the pack has {len(PACK)} cards"
            )
        if self.deal_packet < 1 or self.hand_size % self.deal_packet:
            raise TressetteRulesError(
                f"{RULE}: hands of {self.hand_size} cannot be dealt in packets of {self.deal_packet}"
            )
        if self.stock_size % self.players:
            raise TressetteRulesError(
                f"{RULE}: after each trick every player draws one card, so a stock of "
                f"{self.stock_size} cannot be shared out evenly among {self.players} players"
            )
        if self.last_trick_thirds < 0:
            raise TressetteRulesError(f"{RULE}: the last trick's bonus cannot be negative")
        if self.game_target < 1:
            raise TressetteRulesError(f"{RULE}: game_target must be at least 1 point, got {self.game_target}")
        if not isinstance(self.declarations, bool):
            raise TressetteRulesTypeError(f"{RULE}: declarations must be True or False, got {self.declarations!r}")
        for key in ("cappotto_games", "stramazzo_games", "cappottone_games", "stramazzone_games"):
            value = getattr(self, key)
            if value is not None and not whole(value):
                raise TressetteRulesTypeError(
                    f"{RULE}: {key} must be None or a whole number of games ≥ 1, got {value!r}"
                )
            if value is not None and value < 1:
                raise TressetteRulesError(f"{RULE}: {key} must be None or a whole number of games ≥ 1, got {value!r}")
        if self.players == 2 and (self.cappottone_games is not None or self.stramazzone_games is not None):
            raise TressetteRulesError(
                f"{RULE}: cappottone and stramazzone are won by a single player of a partnership; "
                "with 2 players each side is one player, so set cappottone_games and "
                "stramazzone_games to None (cappotto and stramazzo cover them)"
            )

    @property
    def tricks(self) -> int:
        """How many tricks a deal has: every card is played, so 40 ÷ players (10 or 20)."""
        return len(PACK) // self.players

    @property
    def total_thirds(self) -> int:
        """The thirds of a deal: 32 in the cards + the last trick's 3 = 35."""
        return PACK_THIRDS + self.last_trick_thirds

    @property
    def sides(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The two sides: ``((0, 2), (1, 3))`` at four, ``((0,), (1,))`` in due."""
        return (tuple(range(0, self.players, 2)), tuple(range(1, self.players, 2)))

    def side_of(self, seat: int) -> int:
        """The side (0 or 1) of ``seat``: partners sit opposite, so it is ``seat % 2``."""
        return _check_seat(seat, self) % 2

    def right_of(self, seat: int) -> int:
        """Everything moves anticlockwise, to the right: the next seat is ``seat + 1``."""
        return (_check_seat(seat, self) + 1) % self.players

    def replace(self, **changes: object) -> TressetteRules:
        """A new profile from this one with some fields changed (validated)."""
        fields = [f.name for f in dataclasses.fields(self)]
        unknown = sorted(set(changes) - set(fields))
        if unknown:
            raise TressetteRulesTypeError(
                f"{RULE}: TressetteRules has no field {', '.join(unknown)}: its fields are {', '.join(fields)}"
            )
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


TRESSETTE_FOR_FOUR = TressetteRules(
    name="tressette",
    description=(
        "V5: Tressette for four: partners opposite, 10 cards each dealt five at a time, "
        "declarations after the first trick, 11 points a deal, first side to 21."
    ),
)
"""Tressette for four, from seed 001 (pagat.com, "Tressette").

As the source says: a 40-card pack, 3 2 A K Q J 7 6 5 4, no trumps; ten cards each,
dealt anticlockwise five at a time (here from the dealer's right, as everything moves
to the right, R2); the dealer's right leads; follow suit if you can; the highest card of
the suit led wins. Aces are worth 1 point, 3 2 K Q J a third, the last trick 1 point;
fractions are dropped, so a deal is worth 11 points besides declarations. Declarations
(four 3s, 2s or aces 4; three of them 3; Napoletana 3) at the end of the first trick.
First side to 21; cappotto 2 games, stramazzo 3, cappottone 6, stramazzone 8.

Readings where the source is open (each applied in one place here):

- **Order of declaring**: every player has a turn after the first trick, in playing
  order from the first trick's leader, even with nothing to declare (otherwise the turn
  itself would tell the table who holds a combination). A player may withhold a
  declaration. Combinations are counted in the ten cards held at the first trick, the
  card played to it included.
- **Three of a kind**: with all four of a rank the player declares four (4 points), not
  also three.
- **Twenty-one**: checked after each deal (declarations included); if both sides reach
  21 in the same deal the higher total wins, and an exact tie is played on with another
  deal. The claim ("stop the play and claim 21") is not modelled.
- **Outright wins** end the game at once, whatever the score: cappotto and cappottone
  are one side, or one player, taking all ten tricks; stramazzo is the other side taking
  at least one trick but less than one point in cards (the last-trick point does not
  count); stramazzone is one player whose three companions at the table take less than
  one point in cards between them while the other side takes at least one trick. When a
  partnership takes all ten tricks, it is a cappotto even if one partner holds all the
  points, since the opponents took no trick.
- The seeded shuffle stands for the shuffle and the cut (the source mentions no cut).
"""

TRESSETTE_IN_DUE = TressetteRules(
    name="tressette-in-due",
    description=(
        "V5: Tressette in due: two players, 10 cards each and a stock of 20; after each trick "
        "the winner then the other draws a card and shows it."
    ),
    players=2,
    stock_size=20,
    cappottone_games=None,
    stramazzone_games=None,
)
"""Tressette in due, from seed 001 (pagat.com, "Tressette in due").

"Cards, play and scoring are the same as in the 4 player variant. The only difference
is in the deal": ten cards each, the other twenty face down; after each trick each
player, the winner first, takes the top card of the stock and shows it to the other;
the winner then leads. When the stock is gone the remaining ten tricks are played out.
A deal has 20 tricks.

Readings where the source is open:

- **Declarations**: the source does not mention them for two players; "scoring is the
  same" is read as including them: each player declares after the first trick, as at
  four, from the ten cards held then (before the first draw).
- **Cappotto** is one player taking all 20 tricks; stramazzo as at four. Cappottone and
  stramazzone (one player of a partnership) do not exist with two players.
- Dealing five at a time from the non-dealer, as at four; the non-dealer leads.
- Twenty-one and the outright wins as at four (:data:`TRESSETTE_FOR_FOUR`).
"""

TRESSETTE_PROFILES: dict[str, TressetteRules] = {
    r.name: r for r in (TRESSETTE_FOR_FOUR, TRESSETTE_IN_DUE)
}
"""The Tressette profiles by name."""


def tressette_profile(name: str) -> TressetteRules:
    """The Tressette profile called ``name``.

    >>> tressette_profile("tressette-in-due").players
    2
    """
    if not isinstance(name, str):
        raise TressetteRulesTypeError(
            f"a Tressette profile is named by text: choose one of {', '.join(TRESSETTE_PROFILES)}; got {name!r}"
        )
    try:
        return TRESSETTE_PROFILES[name]
    except KeyError:
        raise TressetteRulesError(
            f"no Tressette profile called {name!r}: choose one of " + ", ".join(TRESSETTE_PROFILES)
        ) from None


# ============================================================================= actions


class Signal(enum.Enum):
    """V5: what the leader may say (or show) with the card led. Signals, never rules."""

    BUSSO = "busso"
    VOLO = "volo"
    STRISCIO = "striscio"

    def __repr__(self) -> str:
        return f"Signal.{self.name}"


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
            raise ArgumentTypeError(
                "SignalledLead takes a Card and a Signal such as SignalledLead(Card.parse('3♠'), Signal.BUSSO) "
                f"(or parse_tressette_action('play 3♠ busso')), got {self.signal!r}"
            )

    def __str__(self) -> str:
        return f"play {self.card} {self.signal.value}"

    def __repr__(self) -> str:
        return f"SignalledLead({self.card!r}, {self.signal!r})"


class Combination(enum.Enum):
    """V5: the combinations declared after the first trick, with their points."""

    FOUR = "four"
    THREE = "three"
    NAPOLETANA = "napoletana"

    @property
    def points(self) -> int:
        """Four of a kind 4 points; three of a kind 3; Napoletana (3-2-A of a suit) 3."""
        return 4 if self is Combination.FOUR else 3

    def __repr__(self) -> str:
        return f"Combination.{self.name}"


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
            raise ArgumentTypeError(
                "Declare takes a Combination such as Combination.FOUR (or parse_tressette_action('declare four "
                f"threes')), got {kind!r}"
            )
        if self.rank is not None and not isinstance(self.rank, Rank):
            raise ArgumentTypeError(f"a declaration's rank is a Rank such as Rank.ACE, or None (V5), got {self.rank!r}")
        if self.suit is not None and not isinstance(self.suit, Suit):
            raise ArgumentTypeError(f"a declaration's suit is a Suit such as Suit.SPADE, or None (V5), got {self.suit!r}")
        if kind is Combination.NAPOLETANA:
            if self.rank is not None or not isinstance(self.suit, Suit):
                raise ActionError("a Napoletana names its suit and no rank (V5), e.g. 'declare napoletana ♥'")
            return
        if self.rank not in DECLARABLE_RANKS:
            raise ActionError(f"four or three of a kind are of 3s, 2s or aces (V5), not {self.rank!r}")
        if kind is Combination.FOUR and self.suit is not None:
            raise ActionError("four of a kind names no suit (V5), e.g. 'declare four threes'")
        if kind is Combination.THREE and not isinstance(self.suit, Suit):
            raise ActionError("three of a kind names the missing suit (V5), e.g. 'declare three aces missing ♠'")

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
    def words(self) -> str:
        """``'three aces missing ♠'``, ``'napoletana in ♥'``: the declaration in a sentence."""
        if self.combination is Combination.NAPOLETANA:
            return f"napoletana in {self.suit}"
        assert self.rank is not None
        text = f"{self.combination.value} {self.rank.english}s"
        return text if self.suit is None else f"{text} missing {self.suit}"

    def __str__(self) -> str:
        if self.combination is Combination.NAPOLETANA:
            return f"declare napoletana {self.suit}"
        return f"declare {self.words}"

    def __repr__(self) -> str:
        parts = [repr(self.combination)]
        if self.rank is not None:
            parts.append(repr(self.rank))
        if self.suit is not None:
            parts.append(f"suit={self.suit!r}")
        return f"Declare({', '.join(parts)})"


@dataclass(frozen=True)
class DoneDeclaring:
    """V5: end one's declarations (with or without having declared anything)."""

    def __str__(self) -> str:
        return "done declaring"

    def __repr__(self) -> str:
        return "DoneDeclaring()"


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
        raise ActionError(f"expected an action as text such as 'play 3♠', got {text!r}")
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
        raise ActionError(f"cannot read action {text!r}: {err}") from None
    raise ActionError(
        f"cannot read action {text!r}: expected 'play CARD', 'play CARD busso|volo|striscio', "
        "'declare four threes|twos|aces', 'declare three threes|twos|aces missing SUIT', "
        "'declare napoletana SUIT' or 'done declaring'"
    )


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


# ============================================================================== result


class Outright(enum.Enum):
    """V5: the deals that win games outright, whatever the score."""

    NONE = "none"
    CAPPOTTO = "cappotto"
    STRAMAZZO = "stramazzo"
    CAPPOTTONE = "cappottone"
    STRAMAZZONE = "stramazzone"

    def __repr__(self) -> str:
        return f"Outright.{self.name}"


def TressetteTrick(  # noqa: N802 - the old class name, kept for the tests and notebooks
    leader: int, players: int, cards: Sequence[Card] = (), signal: Signal | None = None
) -> Trick:
    """A trick of Tressette: the one :class:`~calabresella.engine.tricks.Trick` of every game,
    for ``players`` (4 or 2) seats, with the leader's signal if any (V5).

    >>> TressetteTrick(0, 2)
    Trick(leader=0, cards=(), players=2)
    """
    if type(players) is not int or players not in (2, 4):
        check_int(players, "players", 2, 4, rule=RULE)
        raise ArgumentValueError(f"players must be 4 or 2 ({RULE}), got {players!r}")
    if type(leader) is not int or not 0 <= leader < players:
        check_int(leader, "leader", 0, players - 1, rule=RULE)
    if signal is not None and not isinstance(signal, Signal):
        raise ArgumentTypeError(f"a trick's signal is a Signal such as Signal.BUSSO, or None, got {signal!r}")
    checked = check_cards(cards, "a trick's cards")
    if len(checked) > 1 and (len(checked) > players or len(set(checked)) != len(checked)):
        raise ArgumentValueError(
            f"a trick holds at most one card from each of the {players} players, each card once ({RULE}), "
            f"got {_cards(checked)}"
        )
    return new_trick(leader, checked, players, signal)


@dataclass(frozen=True)
class TressetteResult:
    """The score of one Tressette deal, with its whole breakdown (V5).

    Amounts are in thirds unless the name says points or games. Tuples indexed by
    side hold side 0 (seats 0 & 2, or seat 0 in due) then side 1.
    """

    players: int
    seat_tricks: tuple[int, ...]
    seat_card_thirds: tuple[int, ...]
    last_trick_seat: int
    last_trick_thirds: int
    side_tricks: tuple[int, int]
    side_card_thirds: tuple[int, int]
    side_thirds: tuple[int, int]
    side_card_points: tuple[int, int]
    declarations: tuple[tuple[int, Declare], ...]
    side_declared: tuple[int, int]
    side_points: tuple[int, int]
    outright: Outright
    outright_side: int | None
    outright_seat: int | None
    games: int

    @property
    def total_tricks(self) -> int:
        return sum(self.seat_tricks)

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The score line by line, as the command line and notebooks print it (a presentation
        hook: :func:`calabresella.show.narrate_tressette.result_lines`)."""
        from calabresella.show.narrate_tressette import result_lines

        return result_lines(self, names)

    def summary(self, names: Sequence[str] | None = None) -> str:
        """The score in one paragraph (a presentation hook: :mod:`calabresella.show.narrate_tressette`)."""
        from calabresella.show.narrate_tressette import result_summary

        return result_summary(self, names)

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import score_svg

        return score_svg(self)


def score_tressette(
    tricks: Sequence[Trick],
    declarations: Sequence[tuple[int, Declare]] = (),
    rules: TressetteRules = TRESSETTE_FOR_FOUR,
) -> TressetteResult:
    """V5: score a complete deal from its tricks and declarations.

    Each side's thirds are the card thirds of the tricks it took plus 3 for the last
    trick; its points are those thirds divided by 3, remainder dropped (11 in all),
    plus its declarations. Then the outright wins (cappottone, stramazzone, cappotto,
    stramazzo; at most one applies: see :data:`TRESSETTE_FOR_FOUR`).
    """
    _check_rules(rules)
    tricks = _sequence(tricks, "tricks", "the deal's complete TressetteTricks")
    declarations = _sequence(declarations, "declarations", "(seat, Declare) pairs")
    if not all(isinstance(t, Trick) for t in tricks):
        raise ArgumentTypeError(f"tricks must be the deal's complete TressetteTricks ({RULE}), got {tricks!r}")
    if len(tricks) != rules.tricks or not all(t.complete and t.players == rules.players for t in tricks):
        raise ArgumentValueError(
            f"a deal of {rules.name!r} is scored after its {rules.tricks} complete tricks ({RULE})"
        )
    played = [card for trick in tricks for card in trick.cards]
    problem = pack_problem(played)
    if problem:
        raise ArgumentValueError(f"{RULE}: the tricks of a deal hold each of the 40 cards once: {problem}")
    for before, after in zip(tricks, tricks[1:], strict=False):
        if after.leader != before.winner:
            raise ArgumentValueError(
                f"{RULE}: the winner of a trick leads to the next: seat {before.winner} won a trick, "
                f"but seat {after.leader} led the next"
            )
    for item in declarations:
        if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Declare)):
            raise ArgumentTypeError(f"declarations must be (seat, Declare) pairs ({RULE}), got {item!r}")
        _check_seat(item[0], rules)
    if len(set(declarations)) != len(declarations):
        raise ArgumentValueError(f"{RULE}: a player declares each combination once, got {declarations!r}")
    return _score(tricks, declarations, rules)


def _score(
    tricks: Sequence[Trick], declarations: Sequence[tuple[int, Declare]], rules: TressetteRules
) -> TressetteResult:
    """:func:`score_tressette` of a deal the engine played: its tricks need no checking."""
    players = rules.players
    seat_tricks = [0] * players
    seat_thirds = [0] * players
    for trick in tricks:
        winner = trick.winner
        assert winner is not None
        seat_tricks[winner] += 1
        seat_thirds[winner] += trick.thirds
    last = tricks[-1].winner
    assert last is not None
    side_tricks = _by_side(seat_tricks)
    side_cards = _by_side(seat_thirds)
    bonus = rules.last_trick_thirds
    side_thirds = (side_cards[0] + (bonus if last % 2 == 0 else 0), side_cards[1] + (bonus if last % 2 else 0))
    card_points = (whole_points(side_thirds[0]), whole_points(side_thirds[1]))
    declared = [0, 0]
    for seat, declaration in declarations:
        declared[seat % 2] += declaration.points
    outright, o_side, o_seat, games = _outright(seat_tricks, seat_thirds, rules)
    return TressetteResult(
        players=players,
        seat_tricks=tuple(seat_tricks),
        seat_card_thirds=tuple(seat_thirds),
        last_trick_seat=last,
        last_trick_thirds=bonus,
        side_tricks=side_tricks,
        side_card_thirds=side_cards,
        side_thirds=side_thirds,
        side_card_points=card_points,
        declarations=tuple(declarations),
        side_declared=(declared[0], declared[1]),
        side_points=(card_points[0] + declared[0], card_points[1] + declared[1]),
        outright=outright,
        outright_side=o_side,
        outright_seat=o_seat,
        games=games,
    )


def _by_side(per_seat: Sequence[int]) -> tuple[int, int]:
    return (sum(per_seat[0::2]), sum(per_seat[1::2]))


def _outright(
    seat_tricks: Sequence[int], seat_thirds: Sequence[int], rules: TressetteRules
) -> tuple[Outright, int | None, int | None, int]:
    """V5: cappottone, stramazzone, cappotto or stramazzo (the one that applies, if any)."""
    total = rules.tricks
    side_tricks = _by_side(seat_tricks)
    side_cards = _by_side(seat_thirds)
    for side, seats in enumerate(rules.sides):
        other = 1 - side
        if rules.cappottone_games is not None:
            for seat in seats:
                if seat_tricks[seat] == total:
                    return Outright.CAPPOTTONE, side, seat, rules.cappottone_games
        if side_tricks[side] == total:
            return Outright.CAPPOTTO, side, None, rules.cappotto_games
        if side_tricks[other] and side_cards[other] < THIRDS_PER_POINT:
            if rules.stramazzone_games is not None:
                for seat in seats:
                    if PACK_THIRDS - seat_thirds[seat] < THIRDS_PER_POINT:
                        return Outright.STRAMAZZONE, side, seat, rules.stramazzone_games
            return Outright.STRAMAZZO, side, None, rules.stramazzo_games
    return Outright.NONE, None, None, 0


# ================================================================================ deal


class TressettePhase(enum.Enum):
    """Where a Tressette deal stands."""

    PLAY = "play"
    DECLARE = "declare"
    FINISHED = "finished"


def deal_tressette(
    seed: int, dealer: int, rules: TressetteRules = TRESSETTE_FOR_FOUR
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """V5: shuffle with ``seed`` and deal anticlockwise in packets from the dealer's right.

    Returns the hands (by seat, in the order dealt) and the stock (top card first;
    empty at four). The same seed gives the same deal on every machine.

    >>> hands, stock = deal_tressette(3, 0, TRESSETTE_IN_DUE)
    >>> [len(h) for h in hands], len(stock)
    ([10, 10], 20)
    """
    check_int(seed, "a deal's seed", 0, rule=RULE)
    _check_rules(rules)
    _check_seat(dealer, rules, "dealer")
    _, pack = shuffle(seed, PACK, rule=RULE)  # no cut
    return deal_packets(pack, deal_order(dealer, rules.players), rules.hand_size, rules.deal_packet)


@dataclass(frozen=True)
class TressetteDeal(TrickGame[TressetteAction]):
    """The whole state of one Tressette deal. Never changed: :meth:`apply` returns a new one.

    >>> deal = TressetteDeal.new(seed=2, dealer=0, rules=TRESSETTE_IN_DUE)
    >>> deal.to_move, len(deal.stock), deal.legal_actions()[0] in deal.legal_actions()
    (1, 20, True)
    """

    rules: TressetteRules
    dealer: int
    dealt_hands: tuple[tuple[Card, ...], ...]
    dealt_stock: tuple[Card, ...]
    seed: int | None = None
    hands: tuple[tuple[Card, ...], ...] = ()
    stock: tuple[Card, ...] = ()
    phase: TressettePhase = TressettePhase.PLAY
    to_move: int | None = None
    history: tuple[tuple[int, TressetteAction], ...] = ()
    tricks: tuple[Trick, ...] = ()
    current: Trick | None = None
    declarations: tuple[tuple[int, Declare], ...] = ()
    declaring: tuple[int, ...] = ()
    draws: tuple[tuple[int, Card], ...] = ()
    result: TressetteResult | None = field(default=None, compare=False)

    _OVER: ClassVar[tuple[TressettePhase, ...]] = (TressettePhase.FINISHED,)
    _FINISHED: ClassVar[TressettePhase] = TressettePhase.FINISHED
    _REST: ClassVar[str] = "stock"
    _PARSER: ClassVar[str] = "parse_tressette_action"
    _EXAMPLE_ACTIONS: ClassVar[str] = "[Play(Card.parse('3♠'))]"

    # ------------------------------------------------------------------ building

    @classmethod
    def new(cls, seed: int, dealer: int = 0, rules: TressetteRules = TRESSETTE_FOR_FOUR) -> TressetteDeal:
        """V5: a freshly shuffled and dealt deal; the dealer's right is about to lead."""
        hands, stock = deal_tressette(seed, dealer, rules)
        return cls.from_cards(hands, stock, dealer=dealer, rules=rules, seed=seed)

    @classmethod
    def from_cards(
        cls,
        hands: Sequence[Iterable[Card | str]],
        stock: Iterable[Card | str] = (),
        dealer: int = 0,
        rules: TressetteRules = TRESSETTE_FOR_FOUR,
        seed: int | None = None,
    ) -> TressetteDeal:
        """A deal from given hands and stock (top card first), for records, examples and tests."""
        _check_rules(rules)
        _check_seat(dealer, rules, "dealer")
        if seed is not None:
            check_int(seed, "a deal's seed", 0, rule=RULE)
        dealt, rest = read_deal(
            hands, stock, players=rules.players, hand_size=rules.hand_size, rest_size=rules.stock_size,
            rest_name="stock", rule=RULE, pack_rule=RULE, profile=rules.name,
        )
        leader = rules.right_of(dealer)
        return cls(
            rules=rules,
            dealer=dealer,
            dealt_hands=dealt,
            dealt_stock=rest,
            seed=seed,
            hands=tuple(sort_hand(h) for h in dealt),
            stock=rest,
            to_move=leader,
            current=new_trick(leader, (), rules.players),
        )

    # ------------------------------------------------------------------ asking

    @property
    def players(self) -> int:
        return self.rules.players

    def held_at_first_trick(self, seat: int) -> tuple[Card, ...]:
        """V5: the cards ``seat`` held at the first trick, the card it played to it included.

        Declarations are counted in these: they are the ten cards dealt to ``seat``
        (in due the first draw comes after the declarations).
        """
        return sort_hand(self.dealt_hands[_check_seat(seat, self.rules)])

    def declarable(self, seat: int) -> tuple[Declare, ...]:
        """V5: what ``seat`` may still declare: its combinations not declared yet."""
        made = {d for s, d in self.declarations if s == seat}
        return tuple(d for d in available_declarations(self.held_at_first_trick(seat)) if d not in made)

    def _check_seat(self, seat: object, name: str = "seat") -> int:
        return _check_seat(seat, self.rules, name)

    def _legal(self, seat: int) -> tuple[TressetteAction, ...]:
        """Every action ``seat``, to move, may take now, in a stable order (:meth:`legal_actions`).

        Cards are listed once each as plain plays; a lead may also carry a signal
        (:class:`SignalledLead`), which is legal whenever the plain lead is.
        """
        if self.phase is TressettePhase.DECLARE:
            return self.declarable(seat) + (DoneDeclaring(),)
        return _card_actions(Play, self._playable(seat))

    def _over_refusal(self) -> IllegalActionError:
        return IllegalActionError(RULE, f"all {self.rules.tricks} tricks have been played: the deal is over")

    def _wrong_kind(self, action: object, seat: int, legal: tuple[Any, ...]) -> IllegalActionError | None:
        if not isinstance(action, (Play, Declare, DoneDeclaring)):
            return IllegalActionError(
                RULE, f"{action!r} is not an action of Tressette (read text with parse_tressette_action); "
                f"seat {seat} may: {_listing(legal)}"
            )
        if self.phase is TressettePhase.DECLARE and isinstance(action, Play):
            return IllegalActionError(
                RULE,
                f"the first trick is over and the declarations are being made: seat {seat} may "
                f"declare its combinations or say 'done declaring' before anyone plays on ({_listing(legal)})",
            )
        if self.phase is TressettePhase.PLAY and not isinstance(action, Play):
            return IllegalActionError(
                RULE,
                f"it is seat {seat}'s turn to play a card ({_listing(legal)}); declarations are made only "
                "once, at the end of the first trick"
                + ("" if self.rules.declarations else f", and the profile {self.rules.name!r} has none"),
            )
        return None

    def _why_not(self, action: Any, seat: int) -> IllegalActionError | None:
        if isinstance(action, Declare):
            return self._why_not_declare(action, seat, _listing(self.legal_actions()))
        card = action.card
        refusal = self._not_held(seat, card, RULE)
        if refusal is not None:
            return refusal
        assert self.current is not None
        if isinstance(action, SignalledLead) and self.current.cards:
            return IllegalActionError(
                RULE,
                f"busso, volo and striscio are signals made by the leader with the card led; seat {seat} "
                f"is following to a trick, so it plays {card} without a signal ('play {card}')",
            )
        return self._play_refusal(seat, card, RULE)

    def _why_not_declare(self, action: Declare, seat: int, allowed: str) -> IllegalActionError:
        if any(s == seat and d == action for s, d in self.declarations):
            return IllegalActionError(RULE, f"seat {seat} has already declared {action.words}; it may now: {allowed}")
        held = self.held_at_first_trick(seat)
        rank, suit = action.rank, action.suit
        if action.combination is Combination.NAPOLETANA:
            relevant = [c for c in held if c.suit is suit and c.rank in DECLARABLE_RANKS]
            need = f"the 3, 2 and ace of {suit}"
        else:
            assert rank is not None
            relevant = [c for c in held if c.rank is rank]
            need = (
                f"all four {rank.english}s"
                if action.combination is Combination.FOUR
                else f"exactly three {rank.english}s, all but the one of {suit},"
            )
        return IllegalActionError(
            RULE,
            f"seat {seat} cannot declare {action.words}: that needs {need} among the ten cards held at "
            f"the first trick, and of those it held {_cards(relevant)}; it may: {allowed}",
        )

    # ------------------------------------------------------------------ doing

    def _do(self, seat: int, action: TressetteAction, history: tuple[tuple[int, Any], ...]) -> TressetteDeal:
        if isinstance(action, Declare):
            return self._replace(history=history, declarations=self.declarations + ((seat, action),))
        if isinstance(action, DoneDeclaring):
            return self._replace(history=history)._next_declarer()
        return self._play(seat, action.card, history, action.signal if isinstance(action, SignalledLead) else None)

    def _trick_complete(self, trick: Trick, **changes: object) -> TressetteDeal:
        """V5: the winner takes the trick; after the first, the declarations; then the draws."""
        state = self._replace(tricks=self.tricks + (trick,), current=None, **changes)
        if len(state.tricks) == 1 and self.rules.declarations:
            order = seats_from(trick.leader, self.players)
            return state._replace(phase=TressettePhase.DECLARE, declaring=order, to_move=order[0])
        return state._draw_and_lead()

    def _next_declarer(self) -> TressetteDeal:
        """V5: each player declares in turn, from the first trick's leader; then play goes on."""
        rest = self.declaring[1:]
        if rest:
            return self._replace(declaring=rest, to_move=rest[0])
        return self._replace(declaring=(), phase=TressettePhase.PLAY)._draw_and_lead()

    def _draw_and_lead(self) -> TressetteDeal:
        """V5 (in due): the trick's winner, then the other, draws a card and shows it; the winner leads."""
        winner = self.tricks[-1].winner
        assert winner is not None
        hands, stock, draws = list(self.hands), self.stock, self.draws
        if stock:
            for i in range(self.players):
                drawer = (winner + i) % self.players
                hands[drawer] = sort_hand(hands[drawer] + (stock[0],))
                draws += ((drawer, stock[0]),)
                stock = stock[1:]
        if len(self.tricks) < self.rules.tricks:
            return self._lead(winner, hands=tuple(hands), stock=stock, draws=draws)
        return self._finish(hands=tuple(hands), stock=stock, draws=draws)

    def _score(self) -> TressetteResult:
        return _score(self.tricks, self.declarations, self.rules)

    # ------------------------------------------------------------------ seeing

    def known(self, seat: int) -> tuple[Card, ...]:
        """The cards in ``seat``'s hand that the whole table knows of: drawn and shown (in due),
        or shown by a declaration."""
        _check_seat(seat, self.rules)
        shown = {c for s, c in self.draws if s == seat}
        shown |= {c for s, d in self.declarations if s == seat for c in d.cards}
        return tuple(c for c in self.hands[seat] if c in shown)

    def view(self, seat: int) -> TressetteView:
        """Exactly what ``seat`` may see: its own hand and what was shown to the table."""
        _check_seat(seat, self.rules)
        return TressetteView.of(self, seat)

    def narrate(self, names: Sequence[str] | None = None) -> list[str]:
        """Every action so far as one plain sentence each (a presentation hook: the
        sentences are written in :mod:`calabresella.show.narrate_tressette`)."""
        from calabresella.show.narrate_tressette import narrate_deal

        return narrate_deal(self, names)

    def __repr__(self) -> str:
        seed = f"seed={self.seed}, " if self.seed is not None else ""
        return (
            f"<TressetteDeal {self.rules.name} {seed}dealer={self.dealer}, {self.phase.value}, "
            f"{len(self.history)} actions>"
        )

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import table_svg

        return table_svg(self)


@dataclass(frozen=True)
class TressetteView(TableView):
    """One seat's knowledge of a Tressette deal: nothing hidden from that seat.

    ``known`` holds, per seat, the cards of that hand the whole table knows of (drawn and
    shown in due, or shown by a declaration); ``draws`` every card drawn, by whom.
    """

    seat: int
    players: int
    dealer: int
    rules_name: str
    phase: TressettePhase
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    known: tuple[tuple[Card, ...], ...]
    draws: tuple[tuple[int, Card], ...]
    declarations: tuple[tuple[int, Declare], ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    legal_actions: tuple[TressetteAction, ...]
    result: TressetteResult | None

    @classmethod
    def of(cls, deal: TressetteDeal, seat: int) -> TressetteView:
        """The view of ``deal`` from ``seat``."""
        check_instance(deal, TressetteDeal, "deal", "a TressetteDeal such as TressetteDeal.new(seed=5)")
        _check_seat(seat, deal.rules)
        return cls(
            seat=seat,
            players=deal.players,
            dealer=deal.dealer,
            rules_name=deal.rules.name,
            phase=deal.phase,
            to_move=deal.to_move,
            hand=deal.hands[seat],
            hand_sizes=tuple(len(h) for h in deal.hands),
            stock_size=len(deal.stock),
            known=tuple(deal.known(s) for s in range(deal.players)),
            draws=deal.draws,
            declarations=deal.declarations,
            tricks=deal.tricks,
            current=deal.current,
            legal_actions=deal.legal_actions() if deal.to_move == seat else (),
            result=deal.result,
        )

    @property
    def partner(self) -> int | None:
        """The partner sitting opposite (at four), else None."""
        return (self.seat + 2) % 4 if self.players == 4 else None

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import table_svg

        return table_svg(self)


# =========================================================================== names


def _names(players: int, names: Sequence[str] | None) -> tuple[str, ...]:
    if names is None:
        return NAMES_FOUR if players == 4 else NAMES_TWO
    if isinstance(names, str) or not isinstance(names, Iterable):
        raise ArgumentTypeError(f"names must be None or {players} names, one for each seat, got {names!r}")
    given = tuple(names)
    if not all(isinstance(name, str) for name in given):
        raise ArgumentTypeError(f"names must be None or {players} names (text), one for each seat, got {names!r}")
    if len(given) != players:
        raise ArgumentValueError(f"give {players} names, one for each seat, got {len(given)}")
    return given


# =============================================================================== match


class TressetteMatchError(CalabresellaError, ValueError):
    """A deal that cannot be added to a game of Tressette."""


@dataclass(frozen=True)
class TressetteMatch:
    """A game of Tressette: deals until a side reaches 21 (V5), or wins outright.

    Game points per side are the deals' ``side_points`` (card points and declarations).
    The deal passes to the right after every deal. The game ends after the deal in which
    a side reaches ``rules.game_target`` (both at once: the higher total wins; an exact tie
    plays on), or at once after a cappotto, stramazzo, cappottone or stramazzone, which
    wins that many games. ``games`` is how many games the winning side wins.

    >>> match = TressetteMatch()
    >>> while not match.is_over:
    ...     match = match.record(play_random(match.next_deal(seed=len(match.results)), seed=7))
    >>> match.winner in (0, 1) and max(match.points) >= 21 or match.games > 1
    True
    """

    rules: TressetteRules = TRESSETTE_FOR_FOUR
    first_dealer: int = 0
    results: tuple[TressetteResult, ...] = ()

    def __post_init__(self) -> None:
        _check_rules(self.rules)
        _check_seat(self.first_dealer, self.rules, "first_dealer")
        if not isinstance(self.results, tuple) or not all(isinstance(r, TressetteResult) for r in self.results):
            raise ArgumentTypeError(f"results must be a tuple of TressetteResults ({RULE}), got {self.results!r}")
        if any(r.players != self.rules.players for r in self.results):
            raise TressetteMatchError(f"{RULE}: every deal of a game of {self.rules.name!r} has {self.rules.players} players")

    @property
    def dealer(self) -> int:
        """The dealer of the next deal: the turn to deal passes to the right."""
        return (self.first_dealer + len(self.results)) % self.rules.players

    @property
    def points(self) -> tuple[int, int]:
        """Game points per side so far."""
        return (sum(r.side_points[0] for r in self.results), sum(r.side_points[1] for r in self.results))

    @property
    def winner(self) -> int | None:
        """The side that won the game, once it is over."""
        return self._outcome()[0]

    @property
    def games(self) -> int:
        """How many games the winner wins: 1, or 2, 3, 6, 8 after an outright win; 0 while playing."""
        return self._outcome()[1]

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def _outcome(self) -> tuple[int | None, int]:
        totals = [0, 0]
        target = self.rules.game_target
        for result in self.results:
            if result.outright is not Outright.NONE:
                return result.outright_side, result.games
            totals[0] += result.side_points[0]
            totals[1] += result.side_points[1]
            if max(totals) >= target and totals[0] != totals[1]:
                return (0 if totals[0] > totals[1] else 1), 1
        return None, 0

    def next_deal(self, seed: int) -> TressetteDeal:
        """The next deal of this game, dealt by :attr:`dealer`."""
        if self.is_over:
            raise TressetteMatchError(f"{RULE}: the game is over: side {self.winner} won it")
        return TressetteDeal.new(seed=seed, dealer=self.dealer, rules=self.rules)

    def record(self, deal: TressetteDeal | TressetteResult) -> TressetteMatch:
        """This game with one more finished deal counted."""
        check_instance(deal, (TressetteDeal, TressetteResult), "deal", "a finished TressetteDeal or its result")
        if isinstance(deal, TressetteResult) and deal.players != self.rules.players:
            raise TressetteMatchError(
                f"{RULE}: a deal of a game of {self.rules.name!r} has {self.rules.players} players, "
                f"this result {deal.players}"
            )
        if self.is_over:
            raise TressetteMatchError(f"{RULE}: the game is over: side {self.winner} won it; start a new one")
        if isinstance(deal, TressetteDeal):
            if deal.rules != self.rules or deal.dealer != self.dealer:
                raise TressetteMatchError(
                    f"{RULE}: the next deal of this game is dealt by seat {self.dealer} with the rules "
                    f"{self.rules.name!r}, got seat {deal.dealer} with {deal.rules.name!r}"
                )
            if deal.result is None:
                raise TressetteMatchError(f"{RULE}: only a finished deal is scored; this one is at {deal.phase.value}")
            result = deal.result
        else:
            result = deal
        return dataclasses.replace(self, results=self.results + (result,))

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The standings in plain words (a presentation hook:
        :func:`calabresella.show.narrate_tressette.match_lines`)."""
        from calabresella.show.narrate_tressette import match_lines

        return match_lines(self, names)


# ============================================================================= records

FORMAT = records.FORMAT
VERSION = records.VERSION
OLD_FORMAT = records.OLD_FORMATS["tressette"]
"""``tressette-deal`` version 1, the format this game wrote before version 2: still read."""


class TressetteRecordError(records.RecordError):
    """A Tressette deal record that cannot be replayed; the message says where and why."""


def _build(parts: records.RecordParts, rules: TressetteRules, data: dict[str, Any], source: str) -> TressetteDeal:
    return TressetteDeal.from_cards(parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed)


CODEC: records.RecordCodec[TressetteDeal] = records.RecordCodec(
    OLD_FORMAT, "stock", tressette_profile, _build, parse_tressette_action, RULE, TressetteRecordError
)


def to_dict(deal: TressetteDeal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict.

    Format ``calabresella-deal``, version 2 (:mod:`calabresella.games.record`): the
    undealt cards are the ``stock`` (top card first); actions read as
    ``{"seat": N, "action": "play 3♠ busso"}``, ….
    """
    check_instance(deal, TressetteDeal, "deal", "a TressetteDeal such as TressetteDeal.new(seed=5)")
    records.check_named_profile(deal.rules, TRESSETTE_PROFILES)
    return records.record_dict(deal, None if names is None else _names(deal.players, names))


def to_json(deal: TressetteDeal, names: Sequence[str] | None = None) -> str:
    """The record of ``deal`` as JSON text."""
    return dump_json(to_dict(deal, names))


from_dict = CODEC.from_dict
"""Replay a record (version 2, or ``tressette-deal`` version 1) through the engine; refuse it with the reason."""

from_json = CODEC.from_json
"""Replay a record from JSON text."""

load = CODEC.load
"""Read (once, at most 16 MiB) and replay the record at a path."""


def save(
    deal: TressetteDeal, path: str | os.PathLike[str], names: Sequence[str] | None = None, force: bool = False
) -> None:
    """Write the record of ``deal`` to ``path`` atomically (never half-written).

    Only a regular file is replaced, and only a deal record (of any game, old or new) unless ``force``.
    """
    CODEC.save(to_json(deal, names), path, force)


# ================================================================ playthrough scenarios
# (their files are written by calabresella.show.playthrough, with the words of show/narrate_tressette)


@dataclass(frozen=True)
class TressetteScenario:
    """A seeded deal for a playthrough: every choice seeded-random, every declaration made,
    and the leader's signal drawn at random (sometimes none)."""

    name: str
    rules: TressetteRules
    seed: int

    def __post_init__(self) -> None:
        check_instance(self.name, str, "name", "text such as 'tressette-plain'")
        _check_rules(self.rules)
        check_int(self.seed, "seed", 0, rule=RULE)

    @property
    def dealer(self) -> int:
        return self.seed % self.rules.players


TRESSETTE_SCENARIOS = (
    TressetteScenario("tressette-stramazzone", TRESSETTE_FOR_FOUR, 3),
    TressetteScenario("tressette-plain", TRESSETTE_FOR_FOUR, 5),
    TressetteScenario("tressette-in-due-two-declarations", TRESSETTE_IN_DUE, 12),
    TressetteScenario("tressette-in-due-napoletana", TRESSETTE_IN_DUE, 23),
)
"""The playthroughs in ``tests/playthroughs/tressette-*.txt``."""


def scenario_choice(deal: TressetteDeal, rng: random.Random) -> TressetteAction:
    """A playthrough's choice: every declaration, then done; a random card, and at a lead
    a random signal or none."""
    check_instance(deal, TressetteDeal, "deal", "a TressetteDeal such as TressetteDeal.new(seed=5)")
    check_instance(rng, random.Random, "rng", "a random.Random such as random.Random(5)")
    if deal.is_over:
        raise ArgumentValueError(f"{RULE}: the deal is over: there is nothing left to choose")
    legal = deal.legal_actions()
    if deal.phase is TressettePhase.DECLARE:
        return legal[0]
    action = rng.choice(legal)
    signal = rng.choice((None, None, *Signal))
    assert deal.current is not None and isinstance(action, Play)
    if signal is not None and not deal.current.cards:
        return SignalledLead(action.card, signal)
    return action


def play_scenario(scenario: TressetteScenario) -> TressetteDeal:
    """The scenario's deal played to its end."""
    check_instance(scenario, TressetteScenario, "scenario", "a TressetteScenario such as TRESSETTE_SCENARIOS[0]")
    deal = TressetteDeal.new(seed=scenario.seed, dealer=scenario.dealer, rules=scenario.rules)
    rng = random.Random(scenario.seed)
    while not deal.is_over:
        deal = deal.apply(scenario_choice(deal, rng))
    return deal


# ============================================================================= helpers


def _cards(cards: Iterable[Card], empty: str = "nothing") -> str:
    return " ".join(str(c) for c in cards) or empty


def _listing(actions: Sequence[object], limit: int = 10) -> str:
    shown = ", ".join(str(a) for a in actions[:limit])
    return shown + (", …" if len(actions) > limit else "")

