"""Calabrasella, the American account (variant V4 of ``docs/rules.md``), as a rule profile.

Sources: Cavendish (Henry Jones), "Calabrasella", *Westminster Chess Papers*, 1870, who
rationalised the Italian game's scoring and respelled its name; R. F. Foster, *Foster's
Complete Hoyle* (1897 and later editions), "Calabrasella"; later American card books
repeat it (pagat.com's Calabresella page summarises the differences). What this module
plays, in their words as summarised by V4:

- three players; the deal passes to the **left**; twelve cards each, dealt in **twos**
  from the dealer's left, and four face down to the **widow**;
- the **eldest hand** (the dealer's left) speaks first; each says once "I play" or
  "I pass"; the **first** to say "I play" plays alone against the other two (there is
  no outbidding, the players after him do not speak); if all pass the hand is
  abandoned;
- the single player **asks** for the best 3 he lacks (a 2 only when he holds all four
  3s, and so on down the ranks); its holder hands it over and receives **any card** of
  the single player's choice in exchange, **not shown to the third player**; if the
  asked card is in the widow there is no exchange;
- he then **discards one to four** cards face down, **turns up the widow** and takes
  from it enough cards to restore twelve (he chooses which); the rest of the widow and
  the discards go to the winner of the **last trick**;
- the eldest hand **leads**; play as in every profile: follow suit if able, no trumps,
  the highest card of the suit led wins (R4, R20);
- counting is **whole**: ace 3; 3, 2, K, Q, J 1 each; last trick 3; 35 in all; nothing
  is rounded. The single player wins with 18 or more; the **difference** between the
  two sides is won from, or paid to, **each** adversary (23 against 12 wins 11 from
  each; 16 against 19 loses 3); all 35 points count double, 70.

**Seats.** As in every profile, seats 0, 1, 2 are numbered in playing order: the next
to speak, play and deal after seat ``s`` is ``(s + 1) % 3``. The Italian game moves to
the right; this account moves to the **left** (clockwise), so here ``(s + 1) % 3`` is
the player on ``s``'s left (:func:`next_seat`), and the eldest hand is
``next_seat(dealer)``.

**Readings chosen** (where the sources leave room; each is a field of
:class:`AmericanRules` or stated here):

1. *All 35 count double, 70*: when one side takes all 35 points (all the card points
   and the last trick, whether or not the other side took a trick), the difference,
   35, counts double: 70 is won from (or paid to) each adversary, so the single player
   moves +140 or -140 (Foster: "the largest winning or loss for the single player is
   140"). Field ``all_points_amount = 70``.
2. *The ask is compulsory and determined by the hand*: the single player asks for a
   card of the highest rank of which he lacks at least one: a 3 if he lacks any 3; a 2
   only when he holds all four 3s; an ace only when he holds all four 3s and all four
   2s; and so on down. Among the suits that qualify he chooses, so
   :meth:`AmericanDeal.legal_actions` offers exactly the qualifying cards. (One source
   says he "may specify" a 2; the asking itself is never harmful, so it is not skipped.)
3. *The exchange card*: any card of the single player's hand **except the asked card
   itself** (handing it straight back would be no exchange). Field
   ``exchange_may_return_asked = False``. The holder and the single player see it; the
   third player does not (his view and his narration say only that a card was given).
   Who held the asked card is public: everyone saw it handed over.
4. *The discards* may be any cards of the single player's hand, the card just received
   included. Field ``discard_may_include_asked = True``. At least one card must be
   discarded (``min_discard = 1``) and at most four; after each discard from the first
   on he may turn up the widow (:class:`TurnWidow`; after four it is the only move).
5. *The widow* is face down and unseen by everyone, the single player included, until
   he turns it up; then everyone sees it, and sees which cards he takes. The rest of
   the widow stays face up, known to all; the discards stay face down, known only to
   the single player, until the deal is over.
6. *Points* are whole and never rounded: the card values are those of R5, read as
   whole points, so a deal's total is 32 + 3 = 35.

Refusals are :class:`calabresella.games.italian.deal.IllegalActionError` with the rule id ``"V4"``,
or ``"R20"`` for the card play that this account shares with every profile.

>>> deal = AmericanDeal.new(seed=7)
>>> deal.phase.value, deal.to_move, [len(h) for h in deal.hands], len(deal.widow)
('say', 1, [12, 12, 12], 4)
>>> [str(a) for a in deal.legal_actions()]
['i play', 'pass']
>>> deal.explain(Play(deal.hands[1][0]))[:60]
"V4: it is the say: seat 1 may say 'I play' or 'I pass' (i pl"
>>> american_transfers(0, 23)  # 23 against 12 wins 11 from each adversary
(22, -11, -11)
"""

from __future__ import annotations

import dataclasses
import enum
import os
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from calabresella.engine import records
from calabresella.engine.actions import (
    Action,
    ActionError,
    Bid,
    Call,
    Discard,
    Enhance,
    GiveBack,
    Pass,
    Play,
    Share,
    _card_actions,
)
from calabresella.engine.actions import parse_action as _parse_italian_action
from calabresella.engine.cards import (
    PACK,
    PACK_THIRDS,
    RANKS_HIGH_TO_LOW,
    SUITS,
    Card,
    CardError,
    check_cards,
    sort_hand,
    thirds_of,
)
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    DealTypeError,
    IllegalActionError,
    PhaseError,
    RulesError,
    RulesTypeError,
    check_bool,
    check_instance,
    check_int,
)
from calabresella.engine.files import dump_json
from calabresella.engine.game import PhaseActions, TrickGame, read_deal
from calabresella.engine.game import check_names as _check_names
from calabresella.engine.game import play_random as play_random  # one random player for every game
from calabresella.engine.points import PACK_ACES, PACK_BLANKS, PACK_COUNTERS, piles_can_hold
from calabresella.engine.table import cut, deal_order, deal_packets, shuffle
from calabresella.engine.tricks import Trick
from calabresella.engine.views import SoloistView
from calabresella.engine.words import NAMES, plural

__all__ = [
    "AMERICAN",
    "AMERICAN_PROFILES",
    "AMERICAN_SCENARIOS",
    "AmericanAction",
    "AmericanDeal",
    "AmericanPhase",
    "AmericanResult",
    "AmericanRules",
    "AmericanScenario",
    "AmericanView",
    "AnyAction",
    "CODEC",
    "FORMAT",
    "OLD_FORMAT",
    "PlayAlone",
    "Take",
    "TurnWidow",
    "VERSION",
    "american_profile",
    "american_transfers",
    "askable",
    "deal_american_cards",
    "from_dict",
    "from_json",
    "load",
    "next_dealer",
    "next_seat",
    "play_american_scenario",
    "parse_american_action",
    "play_random",
    "save",
    "score_american",
    "score_lines",
    "to_dict",
    "to_json",
]

SEATS = 3
"""V4: three players, two of them partners against the third on each deal."""

_NEXT = (1, 2, 0)


def _check_seat(seat: object, name: str = "seat") -> int:
    """``seat`` if it is 0, 1 or 2; else a clear error."""
    if type(seat) is int and 0 <= seat <= 2:
        return seat
    return check_int(seat, name, 0, 2, rule="V4: seats are numbered 0, 1, 2 in playing order, to the left")


def _check_rules(rules: object) -> None:
    """An American deal needs :class:`AmericanRules` (not a name, not the Italian game's Rules)."""
    if not isinstance(rules, AmericanRules):
        raise DealTypeError(f"an American deal needs AmericanRules (V4), such as AMERICAN, got {rules!r}")


# =========================================================================== the rules


@dataclass(frozen=True)
class AmericanRules:
    """The rule choices of the American account (V4) as one frozen, validated value.

    Fields:

    - ``hand_size``, ``deal_packet``, ``widow_size``: twelve each, dealt in twos, four
      to the widow;
    - ``min_discard``, ``max_discard``: the single player discards one to four cards;
    - ``last_trick_points``: 3; with the pack's 32 card points, 35 in all;
    - ``win_points``: the single player wins with 18 or more (a majority of the 35);
    - ``all_points_amount``: 70, what each adversary pays or receives when one side takes
      all 35 points ("all 35 points count double"; reading 1 of the module docstring);
    - ``exchange_may_return_asked``: False, the card given in exchange may not be the
      asked card itself (reading 3);
    - ``discard_may_include_asked``: True, the discards may include the card received
      (reading 4).

    >>> AMERICAN.total_points, AMERICAN.win_points, AMERICAN.all_points_amount
    (35, 18, 70)
    >>> AmericanRules(deal_packet=5)
    Traceback (most recent call last):
    ...
    calabresella.engine.errors.RulesError: hands of 12 cannot be dealt in packets of 5 (V4: twelve each, dealt in twos)
    """

    name: str = "american"
    description: str = (
        "V4: Calabrasella, the American account (Cavendish 1870; Foster's Complete Hoyle): "
        "deal to the left in twos, 'I play' or 'I pass', ask for the best 3 missing, "
        "discard 1-4 and refill from the widow, whole points, the difference from each adversary."
    )
    hand_size: int = 12
    deal_packet: int = 2
    widow_size: int = 4
    min_discard: int = 1
    max_discard: int = 4
    last_trick_points: int = 3
    win_points: int = 18
    all_points_amount: int = 70
    exchange_may_return_asked: bool = False
    discard_may_include_asked: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not isinstance(self.description, str):
            raise RulesTypeError(
                f"name and description must be text (V4), got {self.name!r} and {self.description!r}"
            )
        if not self.name:
            raise RulesError(f"a profile needs a name, got {self.name!r}")
        numbers = (
            "hand_size",
            "deal_packet",
            "widow_size",
            "min_discard",
            "max_discard",
            "last_trick_points",
            "win_points",
            "all_points_amount",
        )
        for name in numbers:
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise RulesTypeError(f"{name} must be a whole number (V4), got {value!r}")
        for name in ("exchange_may_return_asked", "discard_may_include_asked"):
            if not isinstance(getattr(self, name), bool):
                raise RulesTypeError(f"{name} must be True or False (V4), got {getattr(self, name)!r}")
        dealt = SEATS * self.hand_size + self.widow_size
        if dealt != len(PACK) or self.hand_size < 1:
            raise RulesError(
                f"{SEATS} players × {self.hand_size} cards + a widow of {self.widow_size} = {dealt}, "
                f"but the pack has {len(PACK)} cards (R3, V4)"
            )
        if self.deal_packet < 1 or self.hand_size % self.deal_packet:
            raise RulesError(
                f"hands of {self.hand_size} cannot be dealt in packets of {self.deal_packet} "
                "(V4: twelve each, dealt in twos)"
            )
        if not 1 <= self.min_discard <= self.max_discard <= self.widow_size:
            raise RulesError(
                f"the single player discards between min_discard and max_discard cards, with "
                f"1 <= min_discard <= max_discard <= the widow's {self.widow_size} (V4: one to four), "
                f"got {self.min_discard} and {self.max_discard}"
            )
        if self.last_trick_points < 0:
            raise RulesError(f"the last trick is worth 0 or more points (V4: 3), got {self.last_trick_points}")
        total = self.total_points
        if not total // 2 < self.win_points <= total:
            raise RulesError(
                f"win_points must be a majority of the {total} points, between {total // 2 + 1} and "
                f"{total} (V4: 18 of 35), got {self.win_points}"
            )
        if self.all_points_amount < total:
            raise RulesError(
                f"all_points_amount is what a sweep of all {total} points is worth, at least {total} "
                f"(V4: 'count double', 70), got {self.all_points_amount}"
            )

    @property
    def total_points(self) -> int:
        """V4: the points of a deal: the pack's 32 card points and the last trick's 3, 35."""
        return PACK_THIRDS + self.last_trick_points

    @property
    def players(self) -> int:
        """V4: three players."""
        return SEATS

    def replace(self, **changes: object) -> AmericanRules:
        """A new profile from this one with some fields changed (validated)."""
        fields = [f.name for f in dataclasses.fields(self)]
        unknown = sorted(set(changes) - set(fields))
        if unknown:
            raise RulesTypeError(
                f"AmericanRules has no field {', '.join(unknown)}: its fields are {', '.join(fields)}"
            )
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


AMERICAN = AmericanRules()
"""V4: the American account of Calabrasella, profile name ``"american"``."""

AMERICAN_PROFILES: dict[str, AmericanRules] = {AMERICAN.name: AMERICAN}
"""The American profiles by name (one so far)."""


def american_profile(name: str) -> AmericanRules:
    """The American profile called ``name``.

    >>> american_profile("american") is AMERICAN
    True
    """
    if not isinstance(name, str):
        raise RulesTypeError(
            f"an American rule profile is named by text: choose one of {', '.join(AMERICAN_PROFILES)}; got {name!r}"
        )
    try:
        return AMERICAN_PROFILES[name]
    except KeyError:
        raise RulesError(
            f"no American rule profile called {name!r}: choose one of " + ", ".join(AMERICAN_PROFILES)
        ) from None


def next_seat(seat: int) -> int:
    """V4: the player on ``seat``'s left: the next to speak, to play, and to deal.

    Seats are numbered in playing order; the American account plays to the left.

    >>> next_seat(0), next_seat(2)
    (1, 0)
    """
    return _NEXT[_check_seat(seat)]


def next_dealer(dealer: int) -> int:
    """V4: the deal passes to the left after every deal, played or abandoned.

    >>> next_dealer(2)
    0
    """
    _check_seat(dealer)
    return next_seat(dealer)


# =========================================================================== the actions


@dataclass(frozen=True)
class PlayAlone:
    """V4: say "I play": the first to say it plays alone against the other two."""

    def __str__(self) -> str:
        return "i play"

    def __repr__(self) -> str:
        return "PlayAlone()"


@dataclass(frozen=True)
class TurnWidow:
    """V4: after discarding one to four cards, turn up the widow."""

    def __str__(self) -> str:
        return "turn widow"

    def __repr__(self) -> str:
        return "TurnWidow()"


@dataclass(frozen=True)
class Take:
    """V4: take one card from the turned-up widow (until the hand holds twelve again)."""

    card: Card

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            raise ArgumentTypeError(
                f"Take takes a Card such as Card.parse('3♠') (or parse_american_action('take 3♠')), got {self.card!r}"
            )

    def __str__(self) -> str:
        return f"take {self.card}"

    def __repr__(self) -> str:
        return f"Take({self.card!r})"


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
        raise ActionError(f"expected an action as text such as 'play 3♠', got {text!r}")
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
            raise ActionError(f"cannot read action {text!r}: {err}") from None
        return Take(card) if lowered[0] == "take" else Call(card)
    action = _parse_italian_action(text)
    if isinstance(action, (Bid, Enhance, Share)):
        raise ActionError(
            f"cannot read action {text!r}: {str(action).split()[0]!r} belongs to the Italian game; in the "
            "American account (V4) there is no bidding: say 'i play' or 'pass'"
        )
    return action


# =========================================================================== the deal


class AmericanPhase(enum.Enum):
    """Where an American deal stands (V4)."""

    SAY = "say"
    ASK = "ask"
    EXCHANGE = "exchange"
    DISCARD = "discard"
    TAKE = "take"
    PLAY = "play"
    FINISHED = "finished"
    ABANDONED = "abandoned"


def deal_american_cards(
    seed: int, dealer: int, rules: AmericanRules = AMERICAN
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], int]:
    """V4: shuffle with ``seed``, cut, deal twelve each in twos from the dealer's left.

    Returns the three hands by seat (each in the order dealt), the widow (the four
    cards left after the deal) and the cut point. Same seed, same deal.

    >>> hands, widow, cut = deal_american_cards(7, dealer=0)
    >>> [len(h) for h in hands], len(widow)
    ([12, 12, 12], 4)
    """
    _check_seat(dealer, "dealer")
    _check_rules(rules)
    rng, pack = shuffle(seed, PACK, rule="V4")
    pack, point = cut(rng, pack)  # the pone, on the dealer's right, cuts
    hands, widow = deal_packets(pack, deal_order(dealer, SEATS), rules.hand_size, rules.deal_packet)
    return hands, widow, point


def askable(hand: Iterable[Card]) -> tuple[Card, ...]:
    """V4: the cards the single player may ask for: those he lacks of the highest rank
    of which he lacks any (a 3; a 2 only when he holds all four 3s; and so on down).

    >>> from calabresella.engine.cards import parse_cards
    >>> askable(parse_cards("3♥ 3♦ 3♣ 3♠ 2♥ 4♠"))
    (Card.parse('2♦'), Card.parse('2♣'), Card.parse('2♠'))
    """
    held = set(check_cards(hand, "hand"))
    for rank in RANKS_HIGH_TO_LOW:
        missing = tuple(Card(rank, suit) for suit in SUITS if Card(rank, suit) not in held)
        if missing:
            return missing
    return ()


@dataclass(frozen=True)
class AmericanDeal(TrickGame[AmericanAction]):
    """The whole state of one American deal (V4). Never changed: :meth:`apply` returns a
    new one.

    ``soloist`` is the single player; ``widow`` the cards now in the widow (face down
    until ``widow_turned``, then the rest of it, face up); ``discards`` the single
    player's face-down discards. Every card is always in exactly one of ``hands``,
    ``widow``, ``discards`` and the tricks.

    The kernel (:class:`~calabresella.engine.game.TrickGame`) applies, explains and refuses:

    >>> deal = AmericanDeal.new(seed=7)
    >>> after = deal.apply(Pass()).apply(PlayAlone())
    >>> after.soloist, after.phase.value, deal.phase.value
    (2, 'ask', 'say')
    >>> print(AmericanDeal.new(seed=7).apply(PlayAlone()).explain(Call(Card.parse("2♠"))))
    V4: the single player asks for the best card he lacks: seat 1 lacks a 3, so he asks for one of 3♥ 3♦ 3♣ 3♠ (a 2 only when he holds all four 3s, an ace only when he holds all four 2s too, and so on down)
    """

    rules: AmericanRules
    dealer: int
    dealt_hands: tuple[tuple[Card, ...], ...]
    dealt_widow: tuple[Card, ...]
    seed: int | None = None
    hands: tuple[tuple[Card, ...], ...] = ()
    widow: tuple[Card, ...] = ()
    widow_turned: bool = False
    phase: AmericanPhase = AmericanPhase.SAY
    to_move: int | None = None
    history: tuple[tuple[int, AmericanAction], ...] = ()
    spoken: int = 0
    soloist: int | None = None
    asked: Card | None = None
    asked_holder: int | None = None
    exchange_card: Card | None = None
    discards: tuple[Card, ...] = ()
    exposed_widow: tuple[Card, ...] = ()
    taken: tuple[Card, ...] = ()
    tricks: tuple[Trick, ...] = ()
    current: Trick | None = None
    result: AmericanResult | None = field(default=None, compare=False)

    _OVER: ClassVar[tuple[AmericanPhase, ...]] = (AmericanPhase.FINISHED, AmericanPhase.ABANDONED)
    _FINISHED: ClassVar[AmericanPhase] = AmericanPhase.FINISHED
    _REST: ClassVar[str] = "widow"
    _PARSER: ClassVar[str] = "parse_american_action"
    _EXAMPLE_ACTIONS: ClassVar[str] = "[Pass(), PlayAlone()]"
    _SEAT_RULE: ClassVar[str] = "V4: seats are numbered 0, 1, 2 in playing order, to the left"

    # ----------------------------------------------------------------- building

    @classmethod
    def new(cls, seed: int, dealer: int = 0, rules: AmericanRules = AMERICAN) -> AmericanDeal:
        """V4: a freshly shuffled, cut and dealt deal; the eldest hand is about to speak.

        >>> AmericanDeal.new(seed=3, dealer=2).to_move  # the dealer's left, seat 0
        0
        >>> AmericanDeal.new(seed=-1)
        Traceback (most recent call last):
        ...
        calabresella.engine.errors.ArgumentValueError: a deal's seed must be a whole number of at least 0 (V4), got -1
        """
        hands, widow, _ = deal_american_cards(seed, dealer, rules)
        return cls.from_cards(hands, widow, dealer=dealer, rules=rules, seed=seed)

    @classmethod
    def from_cards(
        cls,
        hands: Sequence[Iterable[Card | str]],
        widow: Iterable[Card | str],
        dealer: int = 0,
        rules: AmericanRules = AMERICAN,
        seed: int | None = None,
    ) -> AmericanDeal:
        """A deal from given hands (by seat) and widow, for records, examples and tests.

        >>> AmericanDeal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:], dealer=2).to_move
        0
        """
        _check_seat(dealer, "dealer")
        _check_rules(rules)
        if seed is not None:
            check_int(seed, "a deal's seed", 0, rule="V4")
        dealt, rest = read_deal(
            hands, widow, players=SEATS, hand_size=rules.hand_size, rest_size=rules.widow_size,
            rest_name="widow", rule="V4",
        )
        return cls(
            rules=rules,
            dealer=dealer,
            dealt_hands=dealt,
            dealt_widow=rest,
            seed=seed,
            hands=tuple(sort_hand(h) for h in dealt),
            widow=rest,
            to_move=next_seat(dealer),
        )

    # ----------------------------------------------------------------- asking

    @property
    def eldest(self) -> int:
        """V4: the eldest hand, on the dealer's left: speaks first and leads first."""
        return next_seat(self.dealer)

    @property
    def adversaries(self) -> tuple[int, int]:
        """V4: the two players against the single player, the one on his left first."""
        if self.soloist is None:
            raise PhaseError("there are no adversaries before someone says 'I play' (V4)")
        return _NEXT[self.soloist], _NEXT[_NEXT[self.soloist]]

    @property
    def third_player(self) -> int | None:
        """V4: the adversary who did not hold the asked card (None if nobody handed one over)."""
        if self.asked_holder is None or self.soloist is None:
            return None
        return SEATS - self.soloist - self.asked_holder

    @property
    def pile(self) -> tuple[Card, ...]:
        """V4: the rest of the widow and the discards: the last trick's winner takes them."""
        return self.widow + self.discards if self.widow_turned else self.discards

    def _legal(self, seat: int) -> tuple[AmericanAction, ...]:
        """Every action ``seat``, to move, may take now, in a stable order (:meth:`legal_actions`).

        >>> deal = AmericanDeal.new(seed=7).apply(PlayAlone())
        >>> deal.phase.value, [str(a) for a in deal.legal_actions()]
        ('ask', ['call 3♥', 'call 3♦', 'call 3♣', 'call 3♠'])
        """
        phase = self.phase
        hand = self.hands[seat]
        if phase is AmericanPhase.SAY:
            return (PlayAlone(), Pass())
        if phase is AmericanPhase.ASK:
            return tuple(Call(c) for c in askable(hand))
        if phase is AmericanPhase.EXCHANGE:
            return tuple(
                GiveBack(c) for c in hand if c != self.asked or self.rules.exchange_may_return_asked
            )
        if phase is AmericanPhase.DISCARD:
            actions: list[AmericanAction] = []
            if len(self.discards) < self.rules.max_discard:
                actions += [
                    Discard(c) for c in hand if c != self.asked or self.rules.discard_may_include_asked
                ]
            if len(self.discards) >= self.rules.min_discard:
                actions.append(TurnWidow())
            return tuple(actions)
        if phase is AmericanPhase.TAKE:
            return tuple(Take(c) for c in sort_hand(self.widow))
        if phase is AmericanPhase.PLAY:
            return _card_actions(Play, self._playable(seat))
        return ()

    def _over_refusal(self) -> IllegalActionError:
        if self.phase is AmericanPhase.ABANDONED:
            return IllegalActionError(
                "V4", "all three said 'I pass': the hand is abandoned, nothing more happens and the deal passes to the left"
            )
        return IllegalActionError("V4", f"all {self.rules.hand_size} tricks have been played: the deal is over")

    def _why_not(self, action: object, seat: int) -> IllegalActionError | None:
        """The reason for an action of the right kind that is still refused."""
        hand = self.hands[seat]
        if isinstance(action, Call):
            if action.card in hand:
                return IllegalActionError(
                    "V4",
                    f"seat {seat} holds {action.card} already; the single player asks for a card he lacks: "
                    + _ask_rule(seat, hand),
                )
            return IllegalActionError(
                "V4", "the single player asks for the best card he lacks: " + _ask_rule(seat, hand)
            )
        if isinstance(action, GiveBack):
            if action.card not in hand:
                return IllegalActionError("V4", f"seat {seat} does not hold {action.card}: its hand is {_cards(hand)}")
            return IllegalActionError(
                "V4",
                f"giving back {action.card}, the asked card itself, would be no exchange: give "
                "any other card of your hand",
            )
        if isinstance(action, TurnWidow):
            return IllegalActionError(
                "V4",
                f"discard at least {plural(self.rules.min_discard, 'card')} face down first "
                f"(one to {self.rules.max_discard}), then turn up the widow",
            )
        if isinstance(action, Discard):
            if len(self.discards) >= self.rules.max_discard:
                return IllegalActionError(
                    "V4",
                    f"{plural(len(self.discards), 'card')} discarded already, the most allowed: turn up the widow "
                    "(turn widow) and take as many from it",
                )
            if action.card not in hand:
                return IllegalActionError("V4", f"seat {seat} does not hold {action.card}: its hand is {_cards(hand)}")
            return IllegalActionError(
                "V4", f"{action.card} is the asked card, and this profile does not let it be discarded"
            )
        if isinstance(action, Take):
            return IllegalActionError(
                "V4",
                f"{action.card} is not in the widow: take one of {_cards(sort_hand(self.widow))} "
                f"until your hand holds {self.rules.hand_size} again",
            )
        assert isinstance(action, Play)
        return self._play_refusal(seat, action.card, "R20")

    # ----------------------------------------------------------------- doing

    def _do(self, seat: int, action: AnyAction, history: tuple[tuple[int, Any], ...]) -> AmericanDeal:
        if isinstance(action, Play):
            return self._play(seat, action.card, history)
        state = self._replace(history=history)
        if isinstance(action, Pass):
            return state._after_pass(seat)
        if isinstance(action, PlayAlone):
            return state._replace(spoken=self.spoken + 1, soloist=seat, phase=AmericanPhase.ASK)
        if isinstance(action, Call):
            return state._after_ask(seat, action.card)
        if isinstance(action, GiveBack):
            assert self.asked_holder is not None
            moved = state._move_card(action.card, seat, self.asked_holder)
            return moved._replace(exchange_card=action.card, phase=AmericanPhase.DISCARD)
        if isinstance(action, Discard):
            return state._after_discard(seat, action.card)
        if isinstance(action, TurnWidow):
            return state._replace(widow_turned=True, exposed_widow=self.widow, phase=AmericanPhase.TAKE)
        assert isinstance(action, Take)
        return state._after_take(seat, action.card)

    def _after_pass(self, seat: int) -> AmericanDeal:
        """V4: each says once 'I play' or 'I pass'; if all three pass the hand is abandoned."""
        spoken = self.spoken + 1
        if spoken == SEATS:
            return self._replace(spoken=spoken, phase=AmericanPhase.ABANDONED, to_move=None)
        return self._replace(spoken=spoken, to_move=_NEXT[seat])

    def _after_ask(self, seat: int, card: Card) -> AmericanDeal:
        """V4: the holder hands the asked card over (then gets one in exchange); in the widow, nothing."""
        holder = next((s for s in self.adversaries if card in self.hands[s]), None)
        state = self._replace(asked=card, asked_holder=holder)
        if holder is None:
            return state._replace(phase=AmericanPhase.DISCARD)
        return state._move_card(card, holder, seat)._replace(phase=AmericanPhase.EXCHANGE)

    def _after_discard(self, seat: int, card: Card) -> AmericanDeal:
        """V4: one to four cards go face down (the widow is turned up after them)."""
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        return self._replace(hands=tuple(hands), discards=self.discards + (card,))

    def _after_take(self, seat: int, card: Card) -> AmericanDeal:
        """V4: take from the turned-up widow until twelve; then the eldest hand leads."""
        hands = list(self.hands)
        hands[seat] = sort_hand(hands[seat] + (card,))
        state = self._replace(
            hands=tuple(hands), widow=tuple(c for c in self.widow if c != card), taken=self.taken + (card,)
        )
        if len(hands[seat]) < self.rules.hand_size:
            return state
        return state._lead(self.eldest, phase=AmericanPhase.PLAY)

    def _score(self) -> AmericanResult:
        """V4: count each side's points; the last trick takes the rest of the widow and the discards."""
        soloist = self.soloist
        assert soloist is not None
        won = [t for t in self.tricks if t.winner == soloist]
        return score_american(
            soloist=soloist,
            soloist_trick_points=sum(t.thirds for t in won),
            adversaries_trick_points=sum(t.thirds for t in self.tricks if t.winner != soloist),
            pile_points=thirds_of(self.pile),
            last_trick_to_soloist=self.tricks[-1].winner == soloist,
            soloist_tricks=len(won),
            total_tricks=len(self.tricks),
            rules=self.rules,
        )

    def _move_card(self, card: Card, giver: int, taker: int) -> AmericanDeal:
        return self._replace(hands=self._moved(card, giver, taker))

    # ----------------------------------------------------------------- seeing

    def view(self, seat: int) -> AmericanView:
        """Exactly what ``seat`` may see: its own hand and what was shown openly.

        Never in it: the other hands, the face-down widow, the discards (unless ``seat``
        is the single player), the card given in exchange (unless ``seat`` gave or got it).

        >>> view = AmericanDeal.new(seed=7).view(0)
        >>> len(view.hand), view.hand_sizes, view.widow_size, view.widow
        (12, (12, 12, 12), 4, ())
        """
        _check_seat(seat)
        return AmericanView.of(self, seat)

    def narrate(self, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
        """Every action so far as one plain sentence each; with ``viewer``, only what that seat saw.

        A presentation hook: the sentences are written in :mod:`calabresella.show.narrate_american`.

        >>> for line in AmericanDeal.new(seed=7).apply_all([Pass(), PlayAlone()]).narrate():
        ...     print(line)
        Bruno says 'I pass'.
        Carla says 'I play': Carla plays alone against Anna and Bruno (V4). The first to say 'I play' plays alone: the others do not speak.
        """
        from calabresella.show.narrate_american import narrate_deal

        return narrate_deal(self, names, viewer)

    def __repr__(self) -> str:
        seed = f"seed={self.seed}, " if self.seed is not None else ""
        return f"<AmericanDeal {seed}dealer={self.dealer}, {self.phase.value}, {len(self.history)} actions>"

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import table_svg

        return table_svg(self)


_PHASE_ACTIONS: dict[AmericanPhase, PhaseActions] = {
    AmericanPhase.SAY: ((PlayAlone, Pass), "V4", "say 'I play' or 'I pass'"),
    AmericanPhase.ASK: ((Call,), "V4", "ask for the best card he lacks"),
    AmericanPhase.EXCHANGE: ((GiveBack,), "V4", "give the holder of the asked card any card in exchange"),
    AmericanPhase.DISCARD: ((Discard, TurnWidow), "V4", "discard one to four cards face down, then turn up the widow"),
    AmericanPhase.TAKE: ((Take,), "V4", "take cards from the widow until the hand holds twelve"),
    AmericanPhase.PLAY: ((Play,), "R20", "play a card"),
}

_VERB: dict[type, str] = {
    Pass: "pass",
    PlayAlone: "say 'I play'",
    Bid: "bid: in the American account there is no bidding, the first to say 'I play' plays alone",
    Enhance: "choose a Solissimo enhancement, which the American account does not have",
    Share: "share the widow, which the American account does not do",
    Call: "ask for a card",
    GiveBack: "give a card in exchange",
    Discard: "discard",
    TurnWidow: "turn up the widow",
    Take: "take a card from the widow",
    Play: "play a card",
}


AmericanDeal._PHASE_ACTIONS = _PHASE_ACTIONS
AmericanDeal._VERB = _VERB


def _ask_rule(seat: int, hand: Sequence[Card]) -> str:
    choices = askable(hand)
    rank = choices[0].rank if choices else None
    lacks = {"3": "a 3", "2": "a 2 and holds all four 3s", "A": "an ace and holds all four 3s and 2s"}
    lack = lacks.get(str(rank), f"a {rank} and holds every card above it")
    return (
        f"seat {seat} lacks {lack}, so he asks for one of {_cards(choices)} (a 2 only when he holds all "
        "four 3s, an ace only when he holds all four 2s too, and so on down)"
    )


# =========================================================================== seeing


@dataclass(frozen=True)
class AmericanView(SoloistView):
    """One seat's knowledge of an American deal at one moment (V4).

    ``widow`` is the widow's cards once turned up (empty while face down); ``discards``
    are the single player's discards, seen only by him (others see ``discard_count``);
    ``exchange_card`` is seen only by the single player and the holder of the asked card.
    """

    seat: int
    dealer: int
    rules_name: str
    phase: AmericanPhase
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int]
    widow_size: int
    widow_turned: bool
    widow: tuple[Card, ...]
    say: tuple[tuple[int, AmericanAction], ...]
    soloist: int | None
    asked: Card | None
    asked_holder: int | None
    exchange_card: Card | None
    discard_count: int
    discards: tuple[Card, ...]
    exposed_widow: tuple[Card, ...]
    taken: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    legal_actions: tuple[AmericanAction, ...]
    result: AmericanResult | None

    @classmethod
    def of(cls, deal: AmericanDeal, seat: int) -> AmericanView:
        """The view of ``deal`` from ``seat``."""
        check_instance(deal, AmericanDeal, "deal", "an AmericanDeal such as AmericanDeal.new(seed=7)")
        _check_seat(seat)
        sees_exchange = seat in (deal.soloist, deal.asked_holder)
        return cls(
            seat=seat,
            dealer=deal.dealer,
            rules_name=deal.rules.name,
            phase=deal.phase,
            to_move=deal.to_move,
            hand=deal.hands[seat],
            hand_sizes=(len(deal.hands[0]), len(deal.hands[1]), len(deal.hands[2])),
            widow_size=len(deal.widow),
            widow_turned=deal.widow_turned,
            widow=deal.widow if deal.widow_turned else (),
            say=tuple((s, a) for s, a in deal.history if isinstance(a, (Pass, PlayAlone))),
            soloist=deal.soloist,
            asked=deal.asked,
            asked_holder=deal.asked_holder,
            exchange_card=deal.exchange_card if sees_exchange else None,
            discard_count=len(deal.discards),
            discards=deal.discards if seat == deal.soloist else (),
            exposed_widow=deal.exposed_widow,
            taken=deal.taken,
            tricks=deal.tricks,
            current=deal.current,
            legal_actions=deal.legal_actions() if deal.to_move == seat else (),
            result=deal.result,
        )

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import table_svg

        return table_svg(self)


# =========================================================================== scoring


@dataclass(frozen=True)
class AmericanResult:
    """The score of one American deal (V4), in whole points, with the whole breakdown.

    ``pile_points`` are the rest of the widow and the discards, which go with the last
    trick. ``difference`` is the single player's points minus the adversaries';
    ``per_adversary`` what each adversary pays (won) or receives (lost): the absolute
    difference, or ``all_points_amount`` (70) when one side took all 35 (``all_points``).
    """

    soloist: int
    soloist_tricks: int
    total_tricks: int
    soloist_trick_points: int
    adversaries_trick_points: int
    pile_points: int
    last_trick_to_soloist: bool
    last_trick_points: int
    soloist_points: int
    adversaries_points: int
    won: bool
    difference: int
    all_points: bool
    per_adversary: int
    transfers: tuple[int, int, int]
    win_points: int

    def summary(self, names: Sequence[str] = NAMES) -> str:
        """One sentence in plain words (a presentation hook: :mod:`calabresella.show.narrate_american`)."""
        from calabresella.show.narrate_american import result_summary

        return result_summary(self, names)

    def lines(self, names: Sequence[str] = NAMES) -> list[str]:
        """The score line by line (a presentation hook: :func:`calabresella.show.narrate_american.score_lines`)."""
        from calabresella.show.narrate_american import score_lines

        return score_lines(self, names)

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import score_svg

        return score_svg(self)


def american_transfers(
    soloist: int, soloist_points: int, rules: AmericanRules = AMERICAN
) -> tuple[int, int, int]:
    """V4: the balance changes of a deal in which the single player took ``soloist_points``.

    The difference between the sides is won from, or paid to, each adversary; all 35
    points to one side count double, 70.

    >>> american_transfers(0, 23), american_transfers(1, 16), american_transfers(2, 35), american_transfers(2, 0)
    ((22, -11, -11), (3, -6, 3), (-70, -70, 140), (70, 70, -140))
    """
    _check_seat(soloist, "soloist")
    _check_rules(rules)
    total = rules.total_points
    check_int(soloist_points, "the single player's points", 0, total, rule="V4: between 0 and 35")
    won = soloist_points >= rules.win_points
    sweep = soloist_points in (0, total)
    amount = rules.all_points_amount if sweep else abs(2 * soloist_points - total)
    sign = 1 if won else -1
    moves = [-sign * amount] * SEATS
    moves[soloist] = 2 * sign * amount
    return (moves[0], moves[1], moves[2])


def score_american(
    *,
    soloist: int,
    soloist_trick_points: int,
    adversaries_trick_points: int,
    pile_points: int,
    last_trick_to_soloist: bool,
    soloist_tricks: int,
    total_tricks: int = 12,
    rules: AmericanRules = AMERICAN,
) -> AmericanResult:
    """V4: score a deal from what each side captured. Nothing is rounded.

    23 against 12 wins 11 from each adversary:

    >>> r = score_american(soloist=0, soloist_trick_points=14, adversaries_trick_points=12,
    ...                    pile_points=6, last_trick_to_soloist=True, soloist_tricks=7)
    >>> r.soloist_points, r.adversaries_points, r.won, r.difference, r.transfers
    (23, 12, True, 11, (22, -11, -11))

    Only what a finished deal can produce is scored: ``total_tricks`` is the profile's
    number of tricks (``rules.hand_size``, the default); the single player's ``k``
    tricks hold ``3k`` cards, the adversaries' the rest, the pile (the rest of the widow
    and the discards) ``rules.widow_size``; together they hold the pack's 32 points.
    """
    total_tricks = _check_captures(
        soloist,
        soloist_trick_points,
        adversaries_trick_points,
        pile_points,
        last_trick_to_soloist,
        soloist_tricks,
        total_tricks,
        rules,
    )
    bonus = rules.last_trick_points
    soloist_points = soloist_trick_points + (pile_points + bonus if last_trick_to_soloist else 0)
    adversaries_points = adversaries_trick_points + (0 if last_trick_to_soloist else pile_points + bonus)
    moves = american_transfers(soloist, soloist_points, rules)
    return AmericanResult(
        soloist=soloist,
        soloist_tricks=soloist_tricks,
        total_tricks=total_tricks,
        soloist_trick_points=soloist_trick_points,
        adversaries_trick_points=adversaries_trick_points,
        pile_points=pile_points,
        last_trick_to_soloist=last_trick_to_soloist,
        last_trick_points=bonus,
        soloist_points=soloist_points,
        adversaries_points=adversaries_points,
        won=soloist_points >= rules.win_points,
        difference=soloist_points - adversaries_points,
        all_points=soloist_points in (0, rules.total_points),
        per_adversary=abs(moves[(soloist + 1) % SEATS]),
        transfers=moves,
        win_points=rules.win_points,
    )


def _check_captures(
    soloist: object,
    soloist_trick_points: object,
    adversaries_trick_points: object,
    pile_points: object,
    last_trick_to_soloist: object,
    soloist_tricks: object,
    total_tricks: object,
    rules: object,
) -> int:
    """V4: refuse every capture that no finished deal of ``rules`` can produce; return the
    number of tricks of a deal."""
    _check_rules(rules)
    assert isinstance(rules, AmericanRules)
    _check_seat(soloist, "soloist")
    check_bool(last_trick_to_soloist, "last_trick_to_soloist", rule="V4")
    tricks = rules.hand_size
    total = tricks if total_tricks is None else check_int(total_tricks, "total_tricks", rule="V4")
    if total != tricks:
        raise ArgumentValueError(
            f"total_tricks must be the {tricks} tricks of every deal of the profile {rules.name!r} "
            f"(V4: {tricks} cards each), got {total_tricks!r}"
        )
    won = check_int(soloist_tricks, "soloist_tricks", 0, tricks, rule="V4")
    parts = (
        check_int(soloist_trick_points, "soloist_trick_points", 0, PACK_THIRDS, rule="V4"),
        check_int(adversaries_trick_points, "adversaries_trick_points", 0, PACK_THIRDS, rule="V4"),
        check_int(pile_points, "pile_points", 0, PACK_THIRDS, rule="V4"),
    )
    if sum(parts) != PACK_THIRDS:
        raise ArgumentValueError(
            f"the tricks and the pile hold {sum(parts)} card points, but the pack holds {PACK_THIRDS} "
            f"(ace 3; 3, 2, K, Q, J 1 each; V4): a finished deal has every card in them; got {parts}"
        )
    if (won == 0 and last_trick_to_soloist) or (won == tricks and not last_trick_to_soloist):
        raise ArgumentValueError(
            "the last trick goes to a side that took a trick (V4): a single player with no trick did not "
            f"take it, one with all {tricks} did; got soloist_tricks={won}, "
            f"last_trick_to_soloist={last_trick_to_soloist}"
        )
    cards = (3 * won, 3 * (tricks - won), rules.widow_size)
    if not piles_can_hold(cards, parts):
        raise ArgumentValueError(
            f"no deal splits the pack so: the single player's {won} tricks ({cards[0]} cards) worth "
            f"{parts[0]} points, the adversaries' {tricks - won} ({cards[1]} cards) worth {parts[1]} and "
            f"the pile ({cards[2]} cards) worth {parts[2]}, since the pack has only {PACK_ACES} aces of 3 "
            f"points, {PACK_COUNTERS} cards of 1 and {PACK_BLANKS} of 0 (V4)"
        )
    return tricks


def score_lines(result: AmericanResult, names: Sequence[str] = NAMES) -> list[str]:
    """The score of an American deal, line by line: :meth:`AmericanResult.lines`, whose words
    are in :func:`calabresella.show.narrate_american.score_lines` (kept here for the course)."""
    check_instance(result, AmericanResult, "result", "an AmericanResult such as AmericanDeal(…).result")
    return result.lines(names)


# =========================================================================== records

FORMAT = records.FORMAT
VERSION = records.VERSION
OLD_FORMAT = records.OLD_FORMATS["american"]
"""``calabrasella-deal`` version 1, the format this game wrote before version 2: still read."""


def _build(parts: records.RecordParts, rules: AmericanRules, data: dict[str, Any], source: str) -> AmericanDeal:
    return AmericanDeal.from_cards(parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed)


CODEC: records.RecordCodec[AmericanDeal] = records.RecordCodec(
    OLD_FORMAT, "widow", american_profile, _build, parse_american_action, "V4"
)


def to_dict(deal: AmericanDeal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict.

    Format ``"calabresella-deal"``, version 2 (:mod:`calabresella.games.record`): the
    undealt cards are the ``widow``; actions read as ``{"seat": N, "action": "i play"}``….
    """
    check_instance(deal, AmericanDeal, "deal", "an AmericanDeal such as AmericanDeal.new(seed=7)")
    records.check_named_profile(deal.rules, AMERICAN_PROFILES)
    return records.record_dict(deal, _check_names(names, SEATS))


def to_json(deal: AmericanDeal, names: Sequence[str] | None = None) -> str:
    """The record of ``deal`` as JSON text.

    >>> deal = play_random(AmericanDeal.new(seed=7), seed=1)
    >>> from_json(to_json(deal)) == deal
    True
    """
    return dump_json(to_dict(deal, names))


from_dict = CODEC.from_dict
"""Replay a record (version 2, or ``calabrasella-deal`` version 1) through the engine; refuse it with the reason."""

from_json = CODEC.from_json
"""Replay a record from JSON text."""

load = CODEC.load
"""Read (once, at most 16 MiB) and replay the record at a path."""


def save(
    deal: AmericanDeal, path: str | os.PathLike[str], names: Sequence[str] | None = None, force: bool = False
) -> None:
    """Write the record of ``deal`` to ``path`` atomically (never half-written).

    Only a regular file is replaced, and only a deal record (of any game, old or new) unless ``force``.
    """
    CODEC.save(to_json(deal, names), path, force)


# =========================================================================== playthrough scenarios
# (their files are written by calabresella.show.playthrough, with the words of show/narrate_american)


@dataclass(frozen=True)
class AmericanScenario:
    """A seeded American deal steered to one situation; every other choice is seeded-random.

    ``speaker`` is which speaker (0 = the eldest hand) says "I play" (None: all pass);
    ``ask`` is where the asked card is taken from: ``"adversary"`` or ``"widow"``.
    """

    name: str
    seed: int
    dealer: int
    speaker: int | None
    ask: str = ""

    def __post_init__(self) -> None:
        check_instance(self.name, str, "name", "text such as 'american-all-pass'")
        check_int(self.seed, "seed", 0)
        _check_seat(self.dealer, "dealer")
        if self.speaker is not None:
            _check_seat(self.speaker, "speaker")
        if self.ask not in ("", "adversary", "widow"):
            raise ArgumentValueError(f"ask is '', 'adversary' or 'widow', got {self.ask!r}")


AMERICAN_SCENARIOS = (
    AmericanScenario("american-asked-card-with-adversary", 3, 0, speaker=1, ask="adversary"),
    AmericanScenario("american-asked-card-in-widow", 6, 1, speaker=0, ask="widow"),
    AmericanScenario("american-all-pass", 5, 2, speaker=None),
)
"""V4 playthroughs: the asked card with an adversary (the second speaker plays alone),
the asked card in the widow (the eldest hand plays alone), and an all-pass hand."""


def _choose(deal: AmericanDeal, scenario: AmericanScenario, rng: random.Random) -> AmericanAction:
    if deal.phase is AmericanPhase.SAY:
        return PlayAlone() if deal.spoken == scenario.speaker else Pass()
    legal = deal.legal_actions()
    if deal.phase is AmericanPhase.ASK:
        wanted = [a for a in legal if isinstance(a, Call) and (a.card in deal.widow) == (scenario.ask == "widow")]
        if not wanted:
            raise ValueError(f"scenario {scenario.name!r}: no askable card is in the {scenario.ask}")
        return wanted[0]
    return rng.choice(legal)


def play_american_scenario(scenario: AmericanScenario) -> AmericanDeal:
    """The scenario's deal played to its end (its say and ask steered, the rest seeded-random)."""
    check_instance(scenario, AmericanScenario, "scenario", "an AmericanScenario such as AMERICAN_SCENARIOS[0]")
    deal = AmericanDeal.new(seed=scenario.seed, dealer=scenario.dealer)
    rng = random.Random(scenario.seed)
    while not deal.is_over:
        deal = deal.apply(_choose(deal, scenario, rng))
    return deal


# =========================================================================== helpers


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)

