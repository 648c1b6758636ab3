"""A deal of a calling game (C1–C8): the auction, the call, the exchange or the monte, the play, the score.

``CallingDeal.new(seed, dealer, rules)`` shuffles and deals one card at a time from the
dealer's right (C1); then :meth:`CallingDeal.apply` takes one action at a time and returns a
new deal (the old one is unchanged):

- AUCTION (C2): ``Pass()`` or ``Bid(name)`` of a higher contract, from the dealer's right; in a
  profile whose first seat must call (``auction="first-calls"``) that seat names a contract and
  nobody else speaks. Everyone passing throws the deal in (phase PASSED, scored 0), or the last
  to speak must bid (``all_pass="last-bids"``).
- CALL (C3): the bidder of a contract that calls names a card, ``Call(card)``: its holder is his
  partner, hidden until the card is played (C4), or revealed at once, or
- EXCHANGE (C5): in an exchange contract the bidder lays a card of his face down,
  ``GiveBack(card)``; the called card's holder takes it and hands the called card over; the
  bidder plays alone;
- DISCARD (C6): in a contract with the monte the bidder takes it and lays away as many cards,
  one ``Discard(card)`` each;
- PLAY (C7): ``Play(card)``, follow suit, no trumps; then SCORED with :attr:`result` (C8).

>>> from calabresella.games.chiamata.rules import CHIAMATA
>>> deal = CallingDeal.new(seed=3, dealer=0, rules=CHIAMATA)
>>> deal.phase.name, deal.to_move, [str(a) for a in deal.legal_actions()]
('AUCTION', 1, ['bid chiamo'])
>>> deal = deal.apply(Bid("chiamo"))
>>> deal.explain(Call(Card.parse("4♠")))
'C3: the call names a card that Bruno lacks, of the first of the ranks 3 2 that Bruno lacks: Bruno may call 3♠'
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play, _card_actions
from calabresella.engine.cards import PACK, RANKS_HIGH_TO_LOW, Card, sort_hand
from calabresella.engine.errors import IllegalActionError, check_int
from calabresella.engine.game import PhaseActions, TrickGame, read_deal
from calabresella.engine.table import deal_order, deal_packets, shuffle
from calabresella.engine.tricks import Trick
from calabresella.games.calling.actions import Bid, CallingAction, parse_calling_action
from calabresella.games.calling.hooks import module
from calabresella.games.calling.rules import (
    AUCTION_RULE,
    CALL_RULE,
    EXCHANGE_RULE,
    MONTE_RULE,
    PLAY_RULE,
    TABLE_RULE,
    CallingRules,
    Contract,
    check_rules,
    check_seat,
)
from calabresella.games.calling.scoring import CallingResult, passed_result, score_calling
from calabresella.games.calling.view import CallingView
from calabresella.words import N_, Message, about, alternatives, dev, msg

__all__ = [
    "Bid", "Call", "CallingDeal", "CallingPhase", "Discard", "GiveBack", "Pass", "Play", "callable_cards",
    "deal_calling", "parse_calling_action",
]


class CallingPhase(enum.Enum):
    """Where a deal of a calling game stands (C2–C8)."""

    AUCTION = N_("auction")
    CALL = N_("call")
    EXCHANGE = N_("exchange")
    DISCARD = N_("discard")
    PLAY = N_("play")
    SCORED = N_("scored")
    PASSED = N_("deal thrown in")


def deal_calling(seed: int, dealer: int, rules: CallingRules) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """C1: shuffle with ``seed`` and deal one card at a time from the dealer's right; the cards
    left over are the monte (C6). Returns the hands by seat and the monte.

    >>> from calabresella.games.mediatore.rules import MEDIATORE
    >>> hands, monte = deal_calling(3, 0, MEDIATORE)
    >>> [len(h) for h in hands], len(monte)
    ([9, 9, 9, 9], 4)
    """
    check_int(seed, msg("a deal's seed"), 0, rule=TABLE_RULE)
    check_rules(rules)
    check_seat(dealer, rules, "dealer")
    _, pack = shuffle(seed, PACK, rule=TABLE_RULE)
    return deal_packets(pack, deal_order(dealer, rules.players), rules.hand_size, 1)


def callable_cards(hand: Iterable[Card], rules: CallingRules) -> tuple[Card, ...]:
    """C3: the cards a bidder holding ``hand`` may call, in the pack's order.

    With ``call_from="first-lacking"``: the cards he lacks of the first rank of ``callable`` of
    which he lacks any (a three; a two if he holds every three); ``"any"``: every card of those
    ranks he lacks. With ``call_own`` the cards of those ranks he holds may be named too. Should
    he hold every card of those ranks, the next ranks down (R4) are taken in turn.

    >>> from calabresella.engine.cards import parse_cards
    >>> from calabresella.games.chiamata.rules import CHIAMATA
    >>> [str(c) for c in callable_cards(parse_cards("3♥ 3♦ 3♣ 3♠ 2♠ A♠ K♠ Q♠ J♠ 7♠"), CHIAMATA)]
    ['2♥', '2♦', '2♣']
    """
    held = set(hand)
    ranks = [r for r in RANKS_HIGH_TO_LOW if r.value in rules.callable]
    ranks.sort(key=lambda r: rules.callable.index(r.value))
    rest = [r for r in RANKS_HIGH_TO_LOW if r.value not in rules.callable]
    lacking = [r for r in ranks if any(c.rank is r and c not in held for c in PACK)]
    if rules.call_from == "any" and lacking:
        chosen = set(ranks)
    else:
        first = next((r for r in [*ranks, *rest] if any(c.rank is r and c not in held for c in PACK)), None)
        chosen = {first} if first is not None else set()
    return tuple(c for c in PACK if c.rank in chosen and (rules.call_own or c not in held))


@dataclass(frozen=True)
class CallingDeal(TrickGame[CallingAction]):
    """The whole state of one deal of a calling game (C1–C8). :meth:`apply` returns a new one.

    ``bid``/``bidder``: the highest contract named so far and who named it (the winner once the
    auction is over: :attr:`contract`); ``out``: the seats that passed. ``called``: the card the
    bidder named; ``partner``: the seat that held it when it was called, if another than the
    bidder (who knows it: :meth:`knows_partner`); ``giver``: in an exchange, the seat that handed
    it over, and ``given_back`` the card it got back. ``monte``: the cards face down now (as
    dealt, or those laid away); ``monte_taken``: the monte the bidder took; ``laid_away``: what
    he laid away so far; ``to_lay``: how many he still lays away.
    """

    rules: CallingRules
    dealer: int
    dealt_hands: tuple[tuple[Card, ...], ...]
    dealt_monte: tuple[Card, ...]
    seed: int | None = None
    hands: tuple[tuple[Card, ...], ...] = ()
    monte: tuple[Card, ...] = ()
    phase: CallingPhase = CallingPhase.AUCTION
    to_move: int | None = None
    history: tuple[tuple[int, CallingAction], ...] = ()
    bid: str | None = None
    bidder: int | None = None
    out: tuple[int, ...] = ()
    spoken: int = 0
    called: Card | None = None
    partner: int | None = None
    giver: int | None = None
    given_back: Card | None = None
    monte_taken: tuple[Card, ...] = ()
    laid_away: tuple[Card, ...] = ()
    to_lay: int = 0
    tricks: tuple[Trick, ...] = ()
    current: Trick | None = None
    result: CallingResult | None = field(default=None, compare=False)

    _OVER: ClassVar[tuple[CallingPhase, ...]] = (CallingPhase.SCORED, CallingPhase.PASSED)
    _FINISHED: ClassVar[CallingPhase] = CallingPhase.SCORED
    _PLAY_RULE: ClassVar[str] = PLAY_RULE
    _SEAT_RULE: ClassVar[str] = N_("C1: seats are numbered in playing order")
    _REST: ClassVar[str] = "monte"
    _PARSER: ClassVar[str] = "parse_calling_action"
    _EXAMPLE_ACTIONS: ClassVar[str] = "[Bid('chiamo'), Call(Card.parse('3♠'))]"

    # ------------------------------------------------------------------ building

    @classmethod
    def new(cls, seed: int, dealer: int = 0, rules: CallingRules | None = None) -> CallingDeal:
        """C1: a freshly shuffled and dealt deal; the dealer's right is about to speak."""
        rules = _default_rules() if rules is None else rules
        hands, monte = deal_calling(seed, dealer, rules)
        return cls.from_cards(hands, monte, dealer=dealer, rules=rules, seed=seed)

    @classmethod
    def from_cards(
        cls,
        hands: Sequence[Iterable[Card | str]],
        monte: Iterable[Card | str] = (),
        dealer: int = 0,
        rules: CallingRules | None = None,
        seed: int | None = None,
    ) -> CallingDeal:
        """A deal from given hands and monte, for records, examples and tests."""
        rules = _default_rules() if rules is None else check_rules(rules)
        check_seat(dealer, rules, "dealer")
        if seed is not None:
            check_int(seed, msg("a deal's seed"), 0, rule=TABLE_RULE)
        dealt, rest = read_deal(
            hands, monte, players=rules.players, hand_size=rules.hand_size, rest_size=rules.monte_size,
            rest_name="monte", rule=TABLE_RULE, pack_rule=TABLE_RULE, profile=rules.name,
        )
        return cls._from_dealt(dealt, rest, dealer, rules, seed, monte=rest, to_move=(dealer + 1) % rules.players)

    # ------------------------------------------------------------------ asking

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def first_seat(self) -> int:
        """C1: the dealer's right: the first to speak (and to lead, unless the bidder leads)."""
        return (self.dealer + 1) % self.players

    @property
    def contract(self) -> Contract | None:
        """C2: the contract won, once the auction is over (None before, and in a deal thrown in)."""
        if self.bid is None or self.phase is CallingPhase.AUCTION:
            return None
        return self.rules.contract(self.bid)

    @property
    def alone(self) -> bool:
        """C3–C5: whether the bidder plays alone (the truth, which a seat may not know: see the views)."""
        return self.partner is None

    @property
    def revealed(self) -> bool:
        """C4: whether everyone knows the bidder's side: the contract reveals it (no call, an exchange,
        a ``"revealed"`` call), the called card has been played, or the deal is over."""
        contract = self.contract
        if contract is None or self.is_over or contract.call != "hidden":
            return True
        card = self.called
        if card is None:
            return False
        return any(card in t.cards for t in self.tricks) or (self.current is not None and card in self.current.cards)

    def knows_partner(self, seat: int) -> bool:
        """C4: whether ``seat`` knows the bidder's side: everyone once it is revealed; before, the
        partner (he holds the called card) and the bidder if the card came to him (alone): in his
        hand, or found in the monte he took and perhaps laid away again (C6)."""
        if self.revealed:
            return True
        if seat == self.partner:
            return True
        return (seat == self.bidder and self.called is not None and self.partner is None
                and (self.called in self.hands[seat] or self.called in self.monte_taken))

    @property
    def sides(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The bidder's side and the others (the truth; empty before the auction is won)."""
        if self.bidder is None or self.contract is None:
            return (), ()
        side = {self.bidder} | ({self.partner} if self.partner is not None else set())
        return tuple(sorted(side)), tuple(s for s in range(self.players) if s not in side)

    def _check_seat(self, seat: object, name: str = "seat") -> int:
        return check_seat(seat, self.rules, name)

    def _legal(self, seat: int) -> tuple[CallingAction, ...]:
        phase = self.phase
        if phase is CallingPhase.AUCTION:
            return self._auction_choices(seat)
        if phase is CallingPhase.CALL:
            return _card_actions(Call, callable_cards(self.hands[seat], self.rules))
        if phase is CallingPhase.EXCHANGE:
            return _card_actions(GiveBack, self.hands[seat])
        if phase is CallingPhase.DISCARD:
            return _card_actions(Discard, self.hands[seat])
        if phase is CallingPhase.PLAY:
            return _card_actions(Play, self._playable(seat))
        return ()

    def _auction_choices(self, seat: int) -> tuple[CallingAction, ...]:
        level = 0 if self.bid is None else self.rules.level(self.bid)
        bids: tuple[CallingAction, ...] = tuple(Bid(c.name) for c in self.rules.contracts[level:])
        return bids if self._must_bid(seat) else (Pass(), *bids)

    def _must_bid(self, seat: int) -> bool:
        """C2: the first seat of a first-calls profile; the last to speak when all others passed
        (``all_pass="last-bids"``)."""
        if self.rules.auction == "first-calls":
            return True
        return self.rules.all_pass == "last-bids" and self.bid is None and len(self.out) == self.players - 1

    def _over_refusal(self) -> IllegalActionError:
        if self.phase is CallingPhase.PASSED:
            return IllegalActionError(AUCTION_RULE, msg("everyone passed: the deal is thrown in and nothing more happens"))
        return super()._over_refusal()

    def _why_not(self, action: Any, seat: int) -> IllegalActionError | None:
        choices = alternatives([str(a) for a in self.legal_actions()[:8]] + (["…"] if len(self.legal_actions()) > 8 else []))
        if isinstance(action, Pass):
            if self.rules.auction == "first-calls":
                return IllegalActionError(AUCTION_RULE, about(
                    seat, "{player} speaks first and must name a contract: {player} may {choices}",
                    "you speak first and must name a contract: you may {choices}", choices=choices))
            return IllegalActionError(AUCTION_RULE, about(
                seat, "everyone else has passed, so {player} may not pass and must name a contract: {choices}",
                "everyone else has passed, so you may not pass and must name a contract: {choices}", choices=choices))
        if isinstance(action, Bid):
            if action.contract not in self.rules.contract_names:
                return IllegalActionError(AUCTION_RULE, msg(
                    "the profile {profile} has no contract {name}: its contracts are {contracts}",
                    profile=repr(self.rules.name), name=repr(action.contract),
                    contracts=", ".join(self.rules.contract_names)))
            assert self.bid is not None
            return IllegalActionError(AUCTION_RULE, about(
                seat, "a bid must be higher than every bid so far: {bid} has been bid, so {player} may {choices}",
                "a bid must be higher than every bid so far: {bid} has been bid, so you may {choices}",
                bid=self.rules.contract(self.bid), choices=choices))
        if isinstance(action, Call):
            return self._call_refusal(seat, action.card)
        if isinstance(action, GiveBack):
            return self._not_held(seat, action.card, EXCHANGE_RULE)
        if isinstance(action, Discard):
            return self._not_held(seat, action.card, MONTE_RULE)
        return self._play_refusal(seat, action.card, PLAY_RULE)

    def _call_refusal(self, seat: int, card: Card) -> IllegalActionError:
        allowed = callable_cards(self.hands[seat], self.rules)
        if card in self.hands[seat] and not self.rules.call_own:
            return IllegalActionError(CALL_RULE, about(
                seat, "{player} holds {card}: {player} calls a card {player} lacks: {cards}",
                "you hold {card}: you call a card you lack: {cards}", card=card, cards=allowed))
        if self.rules.call_from == "any":
            return IllegalActionError(CALL_RULE, about(
                seat, "{player} may call a card of the ranks {ranks}: {cards}",
                "you may call a card of the ranks {ranks}: {cards}", ranks=" ".join(self.rules.callable),
                cards=allowed))
        return IllegalActionError(CALL_RULE, about(
            seat, "the call names a card that {player} lacks, of the first of the ranks {ranks} that {player} lacks: "
            "{player} may call {cards}",
            "the call names a card that you lack, of the first of the ranks {ranks} that you lack: you may call {cards}",
            ranks=" ".join(self.rules.callable), cards=allowed))

    # ------------------------------------------------------------------ doing

    def _do(self, seat: int, action: CallingAction, history: tuple[tuple[int, Any], ...]) -> CallingDeal:
        if isinstance(action, Play):
            return self._play(seat, action.card, history)
        state = self._replace(history=history)
        if isinstance(action, (Pass, Bid)):
            return state._after_bid(seat, action)
        if isinstance(action, Call):
            return state._after_call(seat, action.card)
        if isinstance(action, GiveBack):
            return state._after_give_back(seat, action.card)
        return state._after_discard(seat, action.card)

    def _after_bid(self, seat: int, action: Pass | Bid) -> CallingDeal:
        """C2: a pass is final; the auction ends when the top contract is named, or when every
        other seat has passed after a bid; everyone passing throws the deal in."""
        players = self.players
        bid, bidder, out = self.bid, self.bidder, self.out
        if isinstance(action, Bid):
            bid, bidder = action.contract, seat
        else:
            out = tuple(sorted(out + (seat,)))
        state = self._replace(bid=bid, bidder=bidder, out=out, spoken=self.spoken + 1)
        if self.rules.auction == "first-calls" or bid == self.rules.contract_names[-1]:
            return state._contract_begins()
        active = [s for s in range(players) if s not in out]
        if not active:
            return state._replace(phase=CallingPhase.PASSED, to_move=None, result=passed_result(self.rules))
        if active == [bidder]:
            return state._contract_begins()
        following = next(s for s in ((seat + k) % players for k in range(1, players + 1)) if s not in out)
        return state._replace(to_move=following)

    def _contract_begins(self) -> CallingDeal:
        """C3, C6: after the auction: the call, or the monte, or the play."""
        state = self._replace(phase=CallingPhase.CALL, to_move=self.bidder)  # contract is known from here
        contract = state.contract
        assert contract is not None
        if contract.calls:
            return state
        return state._take_monte()

    def _after_call(self, seat: int, card: Card) -> CallingDeal:
        """C3–C5: the holder of the called card is the partner (hidden or revealed), or hands it over."""
        contract = self.contract
        assert contract is not None
        holder = next((s for s in range(self.players) if card in self.hands[s]), None)
        other = holder if holder is not None and holder != seat else None
        if contract.call == "exchange":
            state = self._replace(called=card)
            if other is None:
                return state._take_monte()
            return state._replace(phase=CallingPhase.EXCHANGE)
        return self._replace(called=card, partner=other)._take_monte()

    def _after_give_back(self, seat: int, card: Card) -> CallingDeal:
        """C5: the bidder's card, laid face down, goes to the holder of the called card, who hands
        the called card over (and is known from then on)."""
        assert self.called is not None
        holder = next(s for s in range(self.players) if self.called in self.hands[s])
        state = self._replace(hands=self._moved(card, seat, holder))
        return state._replace(hands=state._moved(self.called, holder, seat), giver=holder, given_back=card)._take_monte()

    def _take_monte(self) -> CallingDeal:
        """C6: in a contract with the monte the bidder takes it into his hand and lays away as many."""
        contract = self.contract
        assert contract is not None and self.bidder is not None
        if not contract.monte:
            return self._start_play()
        hands = list(self.hands)
        hands[self.bidder] = sort_hand(hands[self.bidder] + self.monte)
        return self._replace(hands=tuple(hands), monte_taken=self.monte, monte=(), to_lay=len(self.monte),
                             phase=CallingPhase.DISCARD, to_move=self.bidder)

    def _after_discard(self, seat: int, card: Card) -> CallingDeal:
        """C6: one card laid away face down; when all are, the play begins."""
        laid = self.laid_away + (card,)
        state = self._replace(hands=self._without(seat, card), laid_away=laid, to_lay=self.to_lay - 1)
        if state.to_lay:
            return state
        return state._replace(monte=laid)._start_play()

    def opening_leader(self) -> int:
        """C1: who leads the first trick: the dealer's right, or the bidder where the profile says so."""
        if self.rules.bidder_leads and self.bidder is not None:
            return self.bidder
        return self.first_seat

    def _start_play(self) -> CallingDeal:
        return self._lead(self.opening_leader(), phase=CallingPhase.PLAY)

    def _score(self) -> CallingResult:
        assert self.bidder is not None and self.bid is not None
        return score_calling(self.tricks, self.monte, self.bidder, self.bid, self.called, self.partner, self.rules)

    # ------------------------------------------------------------------ seeing

    def view(self, seat: int) -> CallingView:
        """Exactly what ``seat`` may see (C4, C5, C6): its hand, the table, and whatever it knows of sides."""
        check_seat(seat, self.rules)
        return CallingView.of(self, seat)

    def narrate(self, names: Sequence[str] | None = None) -> list[str]:
        """Every action so far, one sentence each (a presentation hook)."""
        return list(module("narrate").narrate_deal(self, names))

    def __repr__(self) -> str:
        seed = dev(f"seed={self.seed}, ") if self.seed is not None else ""
        return dev(f"<CallingDeal {self.rules.name} {seed}dealer={self.dealer}, {self.phase.value}, "
                   f"{len(self.history)} actions>")

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook)."""
        return str(module("pictures").table_svg(self))


_PHASE_ACTIONS: dict[CallingPhase, PhaseActions] = {
    CallingPhase.AUCTION: ((Pass, Bid), AUCTION_RULE, N_("pass or bid")),
    CallingPhase.CALL: ((Call,), CALL_RULE, N_("call a card")),
    CallingPhase.EXCHANGE: ((GiveBack,), EXCHANGE_RULE,
                            N_("lay a card face down for the holder of the called card")),
    CallingPhase.DISCARD: ((Discard,), MONTE_RULE, N_("discard a card face down")),
    CallingPhase.PLAY: ((Play,), PLAY_RULE, N_("play a card")),
}

_VERB: dict[type, str | Message] = {
    Pass: N_("pass"),
    Bid: N_("bid"),
    Call: N_("call a card"),
    GiveBack: N_("give a card in exchange"),
    Discard: N_("discard"),
    Play: N_("play a card"),
}

CallingDeal._PHASE_ACTIONS = _PHASE_ACTIONS
CallingDeal._VERB = _VERB


def _default_rules() -> CallingRules:
    """The default profile of the first calling game (Tressette a chiamare), for ``new`` without rules."""
    from calabresella.games.registry import load_game

    rules: CallingRules = load_game("chiamata").default_rules
    return rules
