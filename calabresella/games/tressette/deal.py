"""A Tressette deal (V5): its phases, the dealing, and the deal as a state machine."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from calabresella.engine.actions import Play, _card_actions
from calabresella.engine.cards import PACK, Card, Rank, check_cards, sort_hand
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, IllegalActionError, check_int
from calabresella.engine.game import TrickGame, read_deal
from calabresella.engine.table import deal_order, deal_packets, seats_from, shuffle
from calabresella.engine.tricks import Trick, new_trick
from calabresella.games.tressette import actions
from calabresella.games.tressette.rules import (
    RULE,
    TRESSETTE_FOR_FOUR,
    TressetteRules,
    _check_rules,
    _check_seat,
)
from calabresella.games.tressette.scoring import TressetteResult, _score
from calabresella.games.tressette.view import TressetteView
from calabresella.words import N_, _, about, dev, msg
from calabresella.words.message import Message


class TressettePhase(enum.Enum):
    """Where a Tressette deal stands."""

    PLAY = N_("play")
    DECLARE = N_("declare")
    FINISHED = N_("finished")


def deal_tressette(
    seed: int, dealer: int, rules: TressetteRules = TRESSETTE_FOR_FOUR
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """V5: shuffle with ``seed`` and deal anticlockwise in packets from the dealer's right.

    Returns the hands (by seat, in the order dealt) and the stock (top card first;
    empty at four). The same seed gives the same deal on every machine.

    >>> from calabresella.games.tressette.rules import TRESSETTE_IN_DUE
    >>> hands, stock = deal_tressette(3, 0, TRESSETTE_IN_DUE)
    >>> [len(h) for h in hands], len(stock)
    ([10, 10], 20)
    """
    check_int(seed, _("a deal's seed"), 0, rule=RULE)
    _check_rules(rules)
    _check_seat(dealer, rules, "dealer")
    _cut, pack = shuffle(seed, PACK, rule=RULE)  # no cut
    return deal_packets(pack, deal_order(dealer, rules.players), rules.hand_size, rules.deal_packet)


@dataclass(frozen=True)
class TressetteDeal(TrickGame[actions.TressetteAction]):
    """The whole state of one Tressette deal. Never changed: :meth:`apply` returns a new one.

    >>> from calabresella.games.tressette.rules import TRESSETTE_IN_DUE
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
    history: tuple[tuple[int, actions.TressetteAction], ...] = ()
    tricks: tuple[Trick, ...] = ()
    current: Trick | None = None
    declarations: tuple[tuple[int, actions.Declare], ...] = ()
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
            check_int(seed, _("a deal's seed"), 0, rule=RULE)
        dealt, rest = read_deal(
            hands, stock, players=rules.players, hand_size=rules.hand_size, rest_size=rules.stock_size,
            rest_name="stock", rule=RULE, pack_rule=RULE, profile=rules.name,
        )
        leader = rules.right_of(dealer)
        return cls._from_dealt(
            dealt, rest, dealer, rules, seed, stock=rest, to_move=leader, current=new_trick(leader, (), rules.players)
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

    def declarable(self, seat: int) -> tuple[actions.Declare, ...]:
        """V5: what ``seat`` may still declare: its combinations not declared yet."""
        made = {d for s, d in self.declarations if s == seat}
        return tuple(d for d in actions.available_declarations(self.held_at_first_trick(seat)) if d not in made)

    def _check_seat(self, seat: object, name: str = "seat") -> int:
        return _check_seat(seat, self.rules, name)

    def _legal(self, seat: int) -> tuple[actions.TressetteAction, ...]:
        """Every action ``seat``, to move, may take now, in a stable order (:meth:`legal_actions`).

        Cards are listed once each as plain plays; a lead may also carry a signal
        (:class:`SignalledLead`), which is legal whenever the plain lead is.
        """
        if self.phase is TressettePhase.DECLARE:
            return self.declarable(seat) + (actions.DoneDeclaring(),)
        return _card_actions(Play, self._playable(seat))

    def _over_refusal(self) -> IllegalActionError:
        return IllegalActionError(RULE, msg("all {tricks} tricks have been played: the deal is over",
                                            tricks=self.rules.tricks))

    def _wrong_kind(self, action: object, seat: int, legal: tuple[Any, ...]) -> IllegalActionError | None:
        if not isinstance(action, (Play, actions.Declare, actions.DoneDeclaring)):
            return IllegalActionError(RULE, about(
                seat, "{action!r} is not an action of Tressette (read text with parse_tressette_action); "
                "{player} may: {legal}", "{action!r} is not an action of Tressette (read text with "
                "parse_tressette_action); you may: {legal}", action=action, legal=_listing(legal)))
        if self.phase is TressettePhase.DECLARE and isinstance(action, Play):
            return IllegalActionError(RULE, about(
                seat, "the first trick is over and the declarations are being made: {player} may declare "
                "their combinations or say 'done declaring' before anyone plays on ({legal})",
                "the first trick is over and the declarations are being made: you may declare your "
                "combinations or say 'done declaring' before anyone plays on ({legal})", legal=_listing(legal)))
        if self.phase is TressettePhase.PLAY and not isinstance(action, Play):
            if self.rules.declarations:
                return IllegalActionError(RULE, about(
                    seat, "it is {player}'s turn to play a card ({legal}); declarations are made only once, at "
                    "the end of the first trick", "it is your turn to play a card ({legal}); declarations are "
                    "made only once, at the end of the first trick", legal=_listing(legal)))
            return IllegalActionError(RULE, about(
                seat, "it is {player}'s turn to play a card ({legal}); declarations are made only once, at the "
                "end of the first trick, and the profile {profile!r} has none", "it is your turn to play a card "
                "({legal}); declarations are made only once, at the end of the first trick, and the profile "
                "{profile!r} has none", legal=_listing(legal), profile=self.rules.name))
        return None

    def _why_not(self, action: Any, seat: int) -> IllegalActionError | None:
        if isinstance(action, actions.Declare):
            return self._why_not_declare(action, seat, _listing(self.legal_actions()))
        card = action.card
        refusal = self._not_held(seat, card, RULE)
        if refusal is not None:
            return refusal
        assert self.current is not None
        if isinstance(action, actions.SignalledLead) and self.current.cards:
            return IllegalActionError(RULE, about(
                seat, "busso, volo and striscio are signals made by the leader with the card led; {player} is "
                "following to a trick, so they play {card} without a signal ({typed})", "busso, volo and striscio "
                "are signals made by the leader with the card led; you are following to a trick, so you play "
                "{card} without a signal ({typed})", card=card, typed=repr(str(Play(card)))))
        return self._play_refusal(seat, card, RULE)

    def _why_not_declare(self, action: actions.Declare, seat: int, allowed: str) -> IllegalActionError:
        if any(s == seat and d == action for s, d in self.declarations):
            return IllegalActionError(RULE, about(
                seat, "{player} has already declared {declaration}; they may now: {allowed}",
                "you have already declared {declaration}; you may now: {allowed}", declaration=action.phrase,
                allowed=allowed))
        held = self.held_at_first_trick(seat)
        rank, suit = action.rank, action.suit
        if action.combination is actions.Combination.NAPOLETANA:
            relevant = [c for c in held if c.suit is suit and c.rank in actions.DECLARABLE_RANKS]
            need = msg("the 3, 2 and ace of {suit}", suit=suit)
        else:
            assert rank is not None
            relevant = [c for c in held if c.rank is rank]
            need = (
                Message(_ALL_FOUR[rank])
                if action.combination is actions.Combination.FOUR
                else Message(_ALL_BUT_ONE[rank], {"suit": suit})
            )
        return IllegalActionError(RULE, about(
            seat, "{player} cannot declare {declaration}: that needs {need} among the {count} cards held at the "
            "first trick, and of those they held {held}; they may: {allowed}",
            "you cannot declare {declaration}: that needs {need} among the {count} cards held at the first "
            "trick, and of those you held {held}; you may: {allowed}", declaration=action.phrase, need=need,
            count=self.rules.hand_size, held=relevant or Message("nothing", context="no cards"), allowed=allowed))

    # ------------------------------------------------------------------ doing

    def _do(self, seat: int, action: actions.TressetteAction, history: tuple[tuple[int, Any], ...]) -> TressetteDeal:
        if isinstance(action, actions.Declare):
            return self._replace(history=history, declarations=self.declarations + ((seat, action),))
        if isinstance(action, actions.DoneDeclaring):
            return self._replace(history=history)._next_declarer()
        signal = action.signal if isinstance(action, actions.SignalledLead) else None
        return self._play(seat, action.card, history, signal)

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
        return TressetteView._of(self, seat)

    def narrate(self, names: Sequence[str] | None = None) -> list[str]:
        """Every action so far as one plain sentence each (a presentation hook: the
        sentences are written in :mod:`calabresella.games.tressette.narrate`)."""
        from calabresella.games.tressette.narrate import narrate_deal

        return narrate_deal(self, names)

    def __repr__(self) -> str:
        seed = f"seed={self.seed}, " if self.seed is not None else ""
        return dev(
            f"<TressetteDeal {self.rules.name} {seed}dealer={self.dealer}, {self.phase.value}, "
            f"{len(self.history)} actions>"
        )

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook: ``show/`` is imported only here)."""
        from calabresella.show.svg import table_svg

        return table_svg(self)


def TressetteTrick(  # noqa: N802 - the old class name, kept for the tests and notebooks
    leader: int, players: int, cards: Sequence[Card] = (), signal: actions.Signal | None = None
) -> Trick:
    """A trick of Tressette: the one :class:`~calabresella.engine.tricks.Trick` of every game,
    for ``players`` (4 or 2) seats, with the leader's signal if any (V5).

    >>> TressetteTrick(0, 2)
    Trick(leader=0, cards=(), players=2)
    """
    if type(players) is not int or players not in (2, 4):
        check_int(players, "players", 2, 4, rule=RULE)
        raise ArgumentValueError(msg("players must be 4 or 2 ({rule}), got {players!r}", rule=RULE, players=players))
    if type(leader) is not int or not 0 <= leader < players:
        check_int(leader, "leader", 0, players - 1, rule=RULE)
    if signal is not None and not isinstance(signal, actions.Signal):
        raise ArgumentTypeError(msg("a trick's signal is a Signal such as Signal.BUSSO, or None, got {signal!r}",
                                    signal=signal))
    checked = check_cards(cards, _("a trick's cards"))
    if len(checked) > 1 and (len(checked) > players or len(set(checked)) != len(checked)):
        raise ArgumentValueError(msg(
            "a trick holds at most one card from each of the {players} players, each card once ({rule}), "
            "got {cards}", players=players, rule=RULE, cards=list(checked)))
    return new_trick(leader, checked, players, signal)


# ============================================================================= helpers


_ALL_FOUR = {Rank.THREE: N_("all four threes"), Rank.TWO: N_("all four twos"), Rank.ACE: N_("all four aces")}
_ALL_BUT_ONE = {Rank.THREE: N_("exactly three threes, all but the one of {suit},"),
                Rank.TWO: N_("exactly three twos, all but the one of {suit},"),
                Rank.ACE: N_("exactly three aces, all but the one of {suit},")}


def _listing(legal: Sequence[object], limit: int = 10) -> str:
    shown = ", ".join(str(a) for a in legal[:limit])
    return dev(shown + (", …" if len(legal) > limit else ""))  # the actions as typed
