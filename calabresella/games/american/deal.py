"""An American deal (V4): its phases, the dealing, the ask, and the deal as a state machine."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from calabresella.engine import actions
from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play, _card_actions
from calabresella.engine.cards import (
    PACK,
    RANKS_HIGH_TO_LOW,
    SUITS,
    Card,
    Rank,
    check_cards,
    sort_hand,
    thirds_of,
)
from calabresella.engine.errors import IllegalActionError, PhaseError, check_int
from calabresella.engine.game import PhaseActions, TrickGame, read_deal
from calabresella.engine.table import cut, deal_order, deal_packets, shuffle
from calabresella.engine.tricks import Trick
from calabresella.games.american.actions import AmericanAction, AnyAction, PlayAlone, Take, TurnWidow
from calabresella.games.american.rules import (
    _NEXT,
    AMERICAN,
    SEATS,
    AmericanRules,
    _check_rules,
    _check_seat,
    next_seat,
)
from calabresella.games.american.scoring import AmericanResult, score_american
from calabresella.games.american.view import AmericanView
from calabresella.words import N_, Message, about, dev, many, msg


class AmericanPhase(enum.Enum):
    """Where an American deal stands (V4)."""

    SAY = N_("say")
    ASK = N_("ask")
    EXCHANGE = N_("exchange")
    DISCARD = N_("discard")
    TAKE = N_("take")
    PLAY = N_("play")
    FINISHED = N_("finished")
    ABANDONED = N_("abandoned")


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
    V4: the single player asks for the best card he lacks: Bruno lacks a 3, so he asks for one of 3♥ 3♦ 3♣ 3♠ (a 2 only when he holds all four 3s, an ace only when he holds all four 2s too, and so on down)
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
    _SEAT_RULE: ClassVar[str] = N_("V4: seats are numbered 0, 1, 2 in playing order, to the left")

    # ----------------------------------------------------------------- building

    @classmethod
    def new(cls, seed: int, dealer: int = 0, rules: AmericanRules = AMERICAN) -> AmericanDeal:
        """V4: a freshly shuffled, cut and dealt deal; the eldest hand is about to speak.

        >>> AmericanDeal.new(seed=3, dealer=2).to_move  # the dealer's left, seat 0
        0
        >>> AmericanDeal.new(seed=-1)
        Traceback (most recent call last):
        ...
        calabresella.words.errors.ArgumentValueError: a deal's seed must be a whole number of at least 0 (V4), got -1
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
            check_int(seed, msg("a deal's seed"), 0, rule="V4")
        dealt, rest = read_deal(
            hands, widow, players=SEATS, hand_size=rules.hand_size, rest_size=rules.widow_size,
            rest_name="widow", rule="V4",
        )
        return cls._from_dealt(dealt, rest, dealer, rules, seed, widow=rest, to_move=next_seat(dealer))

    # ----------------------------------------------------------------- asking

    @property
    def eldest(self) -> int:
        """V4: the eldest hand, on the dealer's left: speaks first and leads first."""
        return next_seat(self.dealer)

    @property
    def adversaries(self) -> tuple[int, int]:
        """V4: the two players against the single player, the one on his left first."""
        if self.soloist is None:
            raise PhaseError(msg("there are no adversaries before someone says 'I play' (V4)"))
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
            moves: list[AmericanAction] = []
            if len(self.discards) < self.rules.max_discard:
                moves += [
                    Discard(c) for c in hand if c != self.asked or self.rules.discard_may_include_asked
                ]
            if len(self.discards) >= self.rules.min_discard:
                moves.append(TurnWidow())
            return tuple(moves)
        if phase is AmericanPhase.TAKE:
            return tuple(Take(c) for c in sort_hand(self.widow))
        if phase is AmericanPhase.PLAY:
            return _card_actions(Play, self._playable(seat))
        return ()

    def _over_refusal(self) -> IllegalActionError:
        if self.phase is AmericanPhase.ABANDONED:
            return IllegalActionError("V4", msg(
                "all three said 'I pass': the hand is abandoned, nothing more happens and the deal passes to the left"))
        return IllegalActionError("V4", many("all {count} trick has been played: the deal is over",
                                             "all {count} tricks have been played: the deal is over", self.rules.hand_size))

    def _why_not(self, action: object, seat: int) -> IllegalActionError | None:
        """The reason for an action of the right kind that is still refused."""
        hand = self.hands[seat]
        if isinstance(action, Call):
            if action.card in hand:
                return IllegalActionError("V4", about(
                    seat, "{player} holds {card} already; the single player asks for a card he lacks: {rule}",
                    "you hold {card} already; the single player asks for a card he lacks: {rule}",
                    card=action.card, rule=_ask_rule(seat, hand)))
            return IllegalActionError("V4", msg("the single player asks for the best card he lacks: {rule}",
                                                rule=_ask_rule(seat, hand)))
        if isinstance(action, GiveBack):
            return self._not_held(seat, action.card, "V4") or IllegalActionError("V4", msg(
                "giving back {card}, the asked card itself, would be no exchange: give any other card of your hand",
                card=action.card))
        if isinstance(action, TurnWidow):
            return IllegalActionError("V4", msg(
                "discard at least {cards} face down first ({low} to {high}), then turn up the widow",
                cards=many("{count} card", "{count} cards", self.rules.min_discard),
                low=self.rules.min_discard, high=self.rules.max_discard))
        if isinstance(action, Discard):
            if len(self.discards) >= self.rules.max_discard:
                return IllegalActionError("V4", many(
                    "{count} card discarded already, the most allowed: turn up the widow (turn widow) and take as "
                    "many from it",
                    "{count} cards discarded already, the most allowed: turn up the widow (turn widow) and take as "
                    "many from it", len(self.discards)))
            return self._not_held(seat, action.card, "V4") or IllegalActionError("V4", msg(
                "{card} is the asked card, and this profile does not let it be discarded", card=action.card))
        if isinstance(action, Take):
            return IllegalActionError("V4", msg(
                "{card} is not in the widow: take one of {widow} until your hand holds {hand_size} again",
                card=action.card, widow=sort_hand(self.widow), hand_size=self.rules.hand_size))
        assert isinstance(action, Play), dev("every kind of action of the phase is refused above")
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
            assert self.asked_holder is not None, dev("an exchange follows an ask of an adversary's card")
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
        assert soloist is not None, dev("a scored deal has a single player")
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
        return AmericanView._of(self, seat)

    def narrate(self, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
        """Every action so far as one plain sentence each; with ``viewer``, only what that seat saw.

        A presentation hook: the sentences are written in :mod:`calabresella.games.american.narrate`.

        >>> for line in AmericanDeal.new(seed=7).apply_all([Pass(), PlayAlone()]).narrate():
        ...     print(line)
        Bruno says 'I pass'.
        Carla says 'I play': Carla plays alone against Anna and Bruno (V4). The first to say 'I play' plays alone: the others do not speak.
        """
        from calabresella.games.american.narrate import narrate_deal

        return narrate_deal(self, names, viewer)

    def __repr__(self) -> str:
        seed = dev(f"seed={self.seed}, ") if self.seed is not None else ""
        return dev(f"<AmericanDeal {seed}dealer={self.dealer}, {self.phase.value}, {len(self.history)} actions>")

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import table_svg

        return table_svg(self)


# What the phase lets the player to move do, and what an action of another kind would be: the
# kernel's refusal says them ("it is the discard: … may …, not …"); the legal actions it lists
# with them give the profile's numbers.
_PHASE_ACTIONS: dict[AmericanPhase, PhaseActions] = {
    AmericanPhase.SAY: ((PlayAlone, Pass), "V4", N_("say 'I play' or 'I pass'")),
    AmericanPhase.ASK: ((Call,), "V4", N_("ask for the best card not in the hand")),
    AmericanPhase.EXCHANGE: ((GiveBack,), "V4", N_("give the holder of the asked card any card in exchange")),
    AmericanPhase.DISCARD: ((Discard, TurnWidow), "V4", N_("discard cards face down, then turn up the widow")),
    AmericanPhase.TAKE: ((Take,), "V4", N_("take cards from the widow until the hand is full again")),
    AmericanPhase.PLAY: ((Play,), "R20", N_("play a card")),
}

_VERB: dict[type, str] = {
    Pass: N_("pass"),
    PlayAlone: N_("say 'I play'"),
    actions.Bid: N_("bid: in the American account there is no bidding, the first to say 'I play' plays alone"),
    actions.Enhance: N_("choose a Solissimo enhancement, which the American account does not have"),
    actions.Share: N_("share the widow, which the American account does not do"),
    Call: N_("ask for a card"),
    GiveBack: N_("give a card in exchange"),
    Discard: N_("discard"),
    TurnWidow: N_("turn up the widow"),
    Take: N_("take a card from the widow"),
    Play: N_("play a card"),
}


AmericanDeal._PHASE_ACTIONS = _PHASE_ACTIONS
AmericanDeal._VERB = _VERB


def _ask_rule(seat: int, hand: Sequence[Card]) -> Message:
    """V4: which cards ``seat`` may ask for, and why (the highest rank it lacks any of)."""
    choices = askable(hand)
    rank = choices[0].rank if choices else None
    if rank is Rank.THREE:
        return about(seat, "{player} lacks a 3, so he asks for one of {cards} (a 2 only when he holds all four 3s, "
                           "an ace only when he holds all four 2s too, and so on down)",
                     "you lack a 3, so you ask for one of {cards} (a 2 only when you hold all four 3s, "
                     "an ace only when you hold all four 2s too, and so on down)", cards=choices)
    if rank is Rank.TWO:
        return about(seat, "{player} lacks a 2 and holds all four 3s, so he asks for one of {cards} (a 2 only when "
                           "he holds all four 3s, an ace only when he holds all four 2s too, and so on down)",
                     "you lack a 2 and hold all four 3s, so you ask for one of {cards} (a 2 only when you hold all "
                     "four 3s, an ace only when you hold all four 2s too, and so on down)", cards=choices)
    if rank is Rank.ACE:
        return about(seat, "{player} lacks an ace and holds all four 3s and 2s, so he asks for one of {cards} (a 2 "
                           "only when he holds all four 3s, an ace only when he holds all four 2s too, and so on down)",
                     "you lack an ace and hold all four 3s and 2s, so you ask for one of {cards} (a 2 only when you "
                     "hold all four 3s, an ace only when you hold all four 2s too, and so on down)", cards=choices)
    return about(seat, "{player} lacks a {rank} and holds every card above it, so he asks for one of {cards} (a 2 "
                       "only when he holds all four 3s, an ace only when he holds all four 2s too, and so on down)",
                 "you lack a {rank} and hold every card above it, so you ask for one of {cards} (a 2 only when you "
                 "hold all four 3s, an ace only when you hold all four 2s too, and so on down)",
                 rank=rank, cards=choices)
