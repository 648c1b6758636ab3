"""One deal as an immutable state machine, phase by phase.

``Deal.new(seed=…)`` shuffles, cuts and deals (R6–R7); then :meth:`Deal.apply`
takes one action at a time and returns a new ``Deal`` (the old one is
unchanged): the auction (R8–R10), the call and the monte exchange (R11–R15),
Solissimo and its enhancements (R16–R18), and the twelve tricks (R19–R22).
:meth:`Deal.legal_actions` lists exactly what the player to move may do;
:meth:`Deal.explain` says why anything else is refused.

>>> deal = Deal.new(seed=7)
>>> deal.phase, deal.to_move, [len(h) for h in deal.hands], len(deal.monte)
(<Phase.AUCTION: 'auction'>, 1, [12, 12, 12], 4)
>>> deal.explain(actions.Play(deal.hands[1][0]))
'R9: it is the auction: Bruno may pass or bid (pass, bid chiamo, bid solo, bid solissimo), not play a card'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from calabresella.engine import actions
from calabresella.engine.actions import Action, Contract, Enhancement, _card_actions
from calabresella.engine.cards import PACK, Card, check_cards, sort_hand, thirds_of
from calabresella.engine.errors import (
    ArgumentValueError,
    DealError,
    DealTypeError,
    IllegalActionError,
    PhaseError,
    check_instance,
    check_int,
)
from calabresella.engine.game import PhaseActions, TrickGame, read_deal
from calabresella.engine.game import check_names as _check_names
from calabresella.engine.table import cut, deal_packets, shuffle
from calabresella.engine.tricks import Trick as Trick  # re-exported: one Trick for every game
from calabresella.engine.tricks import new_trick
from calabresella.engine.words import later
from calabresella.games.italian.phase import Phase as Phase  # re-exported: Deal.phase is one
from calabresella.games.italian.rules import DEAL_SEATS, ITALIAN, Rules, dealing_order, opening_leader
from calabresella.games.italian.scoring import RULES_EXAMPLE, DealResult, score_deal
from calabresella.games.italian.view import SeatView
from calabresella.words import N_, Message, about, alternatives, dev, many, msg

_RIGHT = (1, 2, 0)
_LEFT = (2, 0, 1)


def right_of(seat: int) -> int:
    """R2: the player to the right of ``seat``, the next to speak, deal and play.

    Also for a NumPy array of seats, element by element (as the notebooks use it).
    """
    if _seat_array(seat):
        return (seat + 1) % 3
    return _RIGHT[_check_seat(seat)]


def left_of(seat: int) -> int:
    """R2: the player to the left of ``seat`` (also for a NumPy array of seats)."""
    if _seat_array(seat):
        return (seat + 2) % 3
    return _LEFT[_check_seat(seat)]


def _seat_array(seats: object) -> bool:
    """True for a NumPy array (or scalar) of whole numbers, all of them seats 0, 1, 2 (R2)."""
    if type(seats) is int or getattr(getattr(seats, "dtype", None), "kind", None) not in ("i", "u"):
        return False
    if not ((seats >= 0) & (seats <= 2)).all():  # type: ignore[operator, attr-defined]
        raise ArgumentValueError(msg("seats are numbered 0, 1, 2 in playing order (R2), got {seats!r}", seats=seats))
    return True


def _trick(leader: int, cards: tuple[Card, ...] = ()) -> Trick:
    """A trick of three the engine builds from cards it has already checked (no checks again)."""
    return new_trick(leader, cards)


def deal_cards(
    seed: int, dealer: int, rules: Rules = ITALIAN, monte: Sequence[Card] | None = None
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], int]:
    """R6–R7: shuffle with ``seed``, cut, deal in packets from the dealer's right.

    Returns the three hands (by seat, in the order dealt), the monte and the cut
    point. The same seed gives the same deal on every machine (Python's
    ``random.Random`` is the same Mersenne Twister everywhere).

    V2b: with ``monte`` given (the monte of an all-passed deal), those cards stay
    where they are, as they are; only the other cards are shuffled, cut and dealt.
    """
    check_int(seed, msg("a deal's seed"), 0, rule="R6")
    _check_seat(dealer, "dealer")
    _check_rules(rules)
    if monte is None:
        pack = PACK
    else:
        kept = check_cards(monte, N_("a kept monte (V2b)"))
        if len(kept) != rules.monte_size or len(set(kept)) != len(kept):
            raise DealError(many(
                "a kept monte is {count} card of the pack (R7, V2b), got {cards}",
                "a kept monte is {count} different cards of the pack (R7, V2b), got {cards}",
                rules.monte_size, cards=cards_or_nothing(kept)))
        pack = tuple(c for c in PACK if c not in kept)
    rng, shuffled = shuffle(seed, pack, rule="R6")
    shuffled, cut_point = cut(rng, shuffled)  # the dealer's left neighbour cuts
    order = dealing_order(rules, dealer)
    hands, left = deal_packets(shuffled, order, rules.hand_size, rules.deal_packet)
    return hands, (left if monte is None else tuple(monte)), cut_point


@dataclass(frozen=True)
class Deal(TrickGame[Action]):
    """The whole state of one deal. Never changed: :meth:`apply` returns a new one."""

    rules: Rules
    dealer: int
    dealt_hands: tuple[tuple[Card, ...], ...]
    dealt_monte: tuple[Card, ...]
    seed: int | None = None
    hands: tuple[tuple[Card, ...], ...] = ()
    monte: tuple[Card, ...] = ()
    phase: Phase = Phase.AUCTION
    to_move: int | None = None
    history: tuple[tuple[int, Action], ...] = ()
    bid: Contract | None = None
    soloist: int | None = None
    spoken: int = 0
    called: Card | None = None
    call_holder: int | None = None
    exposed_monte: tuple[Card, ...] = ()
    given_back: Card | None = None
    enhancement: Enhancement | None = None
    taken: tuple[tuple[Card, ...], ...] = ((), (), ())
    to_discard: tuple[int, int, int] = (0, 0, 0)
    discards: tuple[tuple[Card, ...], ...] = ((), (), ())
    tricks: tuple[Trick, ...] = ()
    current: Trick | None = None
    min_bid: Contract = Contract.CHIAMO
    result: DealResult | None = field(default=None, compare=False)

    _OVER: ClassVar[tuple[Phase, ...]] = (Phase.FINISHED, Phase.ABANDONED)
    _FINISHED: ClassVar[Phase] = Phase.FINISHED

    # ----------------------------------------------------------------- building

    @classmethod
    def new(
        cls,
        seed: int,
        dealer: int = 0,
        rules: Rules = ITALIAN,
        monte: Sequence[Card] | None = None,
        min_bid: Contract = Contract.CHIAMO,
    ) -> Deal:
        """R6–R7: a freshly shuffled, cut and dealt deal, the auction about to start.

        V2b (profile ``all-pass-limited``): ``monte`` keeps the monte of an all-passed
        deal while the other 36 cards are dealt again, and ``min_bid=Contract.SOLO``
        allows only Solo or Solissimo; :meth:`Session.next_deal
        <calabresella.games.italian.session.Session.next_deal>` passes both after an all-pass.

        >>> from calabresella.games.italian.rules import ALL_PASS_LIMITED
        >>> passed = Deal.new(seed=1, rules=ALL_PASS_LIMITED)
        >>> again = Deal.new(seed=2, dealer=1, rules=ALL_PASS_LIMITED, monte=passed.monte, min_bid=Contract.SOLO)
        >>> again.monte == passed.monte, [str(a) for a in again.legal_actions()]
        (True, ['pass', 'bid solo', 'bid solissimo'])
        """
        _check_seat(dealer, "dealer")
        _check_rules(rules)
        _check_min_bid(min_bid, rules)
        if monte is not None and min_bid is Contract.CHIAMO:
            raise DealError(msg(
                "a kept monte belongs to the deal right after an all-pass in a profile with "
                "{field}, whose lowest bid is Solo (V2b, profile {limited!r}): "
                "give min_bid=Contract.SOLO with it, or no monte (rules {rules!r})",
                field="all_pass_redeal_limited", limited="all-pass-limited", rules=rules.name))
        hands, rest, _cut = deal_cards(seed, dealer, rules, monte)
        return cls.from_cards(hands, rest, dealer=dealer, rules=rules, seed=seed, min_bid=min_bid)

    @classmethod
    def from_cards(
        cls,
        hands: Sequence[Iterable[Card | str]],
        monte: Iterable[Card | str],
        dealer: int = 0,
        rules: Rules = ITALIAN,
        seed: int | None = None,
        min_bid: Contract = Contract.CHIAMO,
    ) -> Deal:
        """A deal from given hands and monte (for records, examples and tests).

        ``min_bid`` is the lowest contract that may be bid: Chiamo (R8), or Solo in the
        deal that follows an all-pass when the profile has ``all_pass_redeal_limited`` (V2b).
        """
        _check_seat(dealer, "dealer")
        _check_rules(rules)
        if seed is not None:
            check_int(seed, msg("a deal's seed"), 0, rule="R6")
        _check_min_bid(min_bid, rules)
        dealt, rest = read_deal(
            hands, monte, players=DEAL_SEATS, hand_size=rules.hand_size, rest_size=rules.monte_size,
            rest_name="monte", rule="R7",
        )
        return cls._from_dealt(dealt, rest, dealer, rules, seed, monte=rest, to_move=right_of(dealer), min_bid=min_bid)

    # ----------------------------------------------------------------- asking

    @property
    def defenders(self) -> tuple[int, int]:
        """R1: the two defenders, the soloist's right first."""
        if self.soloist is None:
            raise PhaseError(msg("there are no defenders before the auction is won (R1)"))
        return _RIGHT[self.soloist], _LEFT[self.soloist]

    def _legal(self, seat: int) -> tuple[Action, ...]:
        """Every action ``seat``, to move, may take now, in a stable order (:meth:`legal_actions`)."""
        phase = self.phase
        if phase is Phase.AUCTION:
            level = max(self.bid.level if self.bid else 0, self.min_bid.level - 1)
            return (actions.Pass(),) + tuple(actions.Bid(c) for c in Contract if c.level > level)
        if phase is Phase.CALL:
            return _card_actions(actions.Call, PACK)
        if phase is Phase.GIVE_BACK:
            return _card_actions(actions.GiveBack, self.hands[seat])
        if phase in (Phase.DISCARD, Phase.DEFENDER_DISCARD):
            return _card_actions(actions.Discard, self.hands[seat])
        if phase is Phase.ENHANCE:
            return tuple(actions.Enhance(e) for e in Enhancement)
        if phase is Phase.SHARE:
            monte = self.exposed_monte
            return tuple(
                actions.Share(tuple(c for i, c in enumerate(monte) if mask >> i & 1))
                for mask in range(1 << len(monte))
            )
        if phase is Phase.PLAY:
            return _card_actions(actions.Play, self._playable(seat))
        return ()

    def _over_refusal(self) -> IllegalActionError:
        if self.phase is Phase.ABANDONED:
            return IllegalActionError("R10", msg("all three passed: the deal is abandoned and nothing more happens"))
        return IllegalActionError("R20", many("the only trick has been played: the deal is over",
                                              "all {count} tricks have been played: the deal is over",
                                              len(self.tricks)))

    def _kind_rule(self, rule: str) -> str:
        return self.discard_rule() if self.phase is Phase.DEFENDER_DISCARD else rule

    def _why_not(self, action: Action, seat: int) -> IllegalActionError | None:
        """The rule-specific reason for an action of the right kind that is still refused."""
        if isinstance(action, actions.Bid) and action.contract.level < self.min_bid.level:
            return IllegalActionError("V2b", about(
                seat,
                "all three passed on the last deal, so (Treccani's variant, profile {profile!r}) the monte was "
                "kept, the other cards redealt, and in this deal only {contracts} may be bid: {player} may {choices}",
                "all three passed on the last deal, so (Treccani's variant, profile {profile!r}) the monte was "
                "kept, the other cards redealt, and in this deal only {contracts} may be bid: you may {choices}",
                profile=self.rules.name, contracts=either([c for c in Contract if c.level >= self.min_bid.level]),
                choices=either([str(a) for a in self.legal_actions()]),
            ))
        if isinstance(action, actions.Bid):
            assert self.bid is not None
            higher = [msg("bid {contract}", contract=c) for c in Contract if c.level > self.bid.level]
            return IllegalActionError("R9", about(
                seat,
                "a bid must be higher than every bid so far: {bid} has been bid, so {player} may {choices}",
                "a bid must be higher than every bid so far: {bid} has been bid, so you may {choices}",
                bid=self.bid, choices=either([msg("pass"), *higher]),
            ))
        if isinstance(action, actions.Share):
            return IllegalActionError("R18", many(
                "the defenders share the monte's {count} card ({monte}); {cards} are not all among them "
                "(or a card is named twice)",
                "the defenders share the monte's {count} cards ({monte}); {cards} are not all among them "
                "(or a card is named twice)",
                len(self.exposed_monte), monte=cards_or_nothing(self.exposed_monte),
                cards=cards_or_nothing(action.cards),
            ))
        assert isinstance(action, (actions.GiveBack, actions.Discard, actions.Play))
        rule = {actions.GiveBack: "R13", actions.Discard: self.discard_rule(), actions.Play: "R20"}[type(action)]
        return self._play_refusal(seat, action.card, rule)

    def discard_rule(self) -> str:
        """The rule of the discards now: R14 (the soloist), R17 (dividete) or R18 (scegliete)."""
        if self.phase is Phase.DISCARD:
            return "R14"
        return "R18" if self.enhancement is Enhancement.SCEGLIETE else "R17"

    # ----------------------------------------------------------------- doing

    def _do(self, seat: int, action: Action, history: tuple[tuple[int, Action], ...]) -> Deal:
        if isinstance(action, actions.Play):
            return self._play(seat, action.card, history)
        state = self._replace(history=history)
        if isinstance(action, (actions.Pass, actions.Bid)):
            return state._after_bid(seat, action)
        if isinstance(action, actions.Call):
            return state._after_call(seat, action.card)
        if isinstance(action, actions.GiveBack):
            return state._after_give_back(seat, action.card)
        if isinstance(action, actions.Discard):
            return state._after_discard(seat, action.card)
        if isinstance(action, actions.Enhance):
            return state._after_enhance(action.enhancement)
        assert isinstance(action, actions.Share)
        return state._after_share(action.cards)

    def _after_bid(self, seat: int, action: actions.Pass | actions.Bid) -> Deal:
        """R9–R10: each speaks once; Solissimo ends the auction; all pass abandons."""
        bid, soloist = self.bid, self.soloist
        if isinstance(action, actions.Bid):
            bid, soloist = action.contract, seat
        spoken = self.spoken + 1
        if bid is Contract.SOLISSIMO or spoken == 3:
            if bid is None:
                return self._replace(spoken=spoken, phase=Phase.ABANDONED, to_move=None)
            assert soloist is not None
            state = self._replace(spoken=spoken, bid=bid, soloist=soloist)
            return state._contract_begins()
        return self._replace(spoken=spoken, bid=bid, soloist=soloist, to_move=_RIGHT[seat])

    def _contract_begins(self) -> Deal:
        """R11, R15, R16: what follows the auction depends on the contract won."""
        assert self.soloist is not None
        if self.bid is Contract.CHIAMO:
            return self._replace(phase=Phase.CALL, to_move=self.soloist)
        if self.bid is Contract.SOLO:
            return self._take_monte()
        return self._replace(phase=Phase.ENHANCE, to_move=self.soloist)

    def _after_call(self, seat: int, card: Card) -> Deal:
        """R11: a defender holding the called card hands it over face up; else nothing."""
        holder = next((s for s in self.defenders if card in self.hands[s]), None)
        state = self._replace(called=card, call_holder=holder)
        if holder is not None:
            state = state._move_card(card, holder, seat)
        return state._take_monte()

    def _take_monte(self) -> Deal:
        """R12: the monte is turned face up and added to the soloist's hand."""
        soloist = self.soloist
        assert soloist is not None
        hands = list(self.hands)
        hands[soloist] = sort_hand(hands[soloist] + self.monte)
        next_phase = Phase.GIVE_BACK if self.call_holder is not None else Phase.DISCARD
        return self._replace(
            hands=tuple(hands),
            exposed_monte=self.monte,
            monte=(),
            phase=next_phase,
            to_move=soloist,
            to_discard=_only(soloist, self.rules.monte_size),
        )

    def _after_give_back(self, seat: int, card: Card) -> Deal:
        """R13: the soloist gives one card, face up, to the defender who handed over."""
        assert self.call_holder is not None
        state = self._move_card(card, seat, self.call_holder)
        return state._replace(given_back=card, phase=Phase.DISCARD)

    def _after_discard(self, seat: int, card: Card) -> Deal:
        """R14, R17, R18: a card goes face down into the new monte."""
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        discards = list(self.discards)
        discards[seat] = discards[seat] + (card,)
        left = list(self.to_discard)
        left[seat] -= 1
        state = self._replace(
            hands=tuple(hands),
            monte=self.monte + (card,),
            discards=tuple(discards),
            to_discard=(left[0], left[1], left[2]),
        )
        return state._next_discarder()

    def _next_discarder(self) -> Deal:
        """R14/R17/R18: discards go on until everyone holds 12, the soloist's right first."""
        assert self.soloist is not None
        for seat in (self.soloist,) + self.defenders:
            if self.to_discard[seat]:
                return self._replace(to_move=seat)
        return self._start_play()

    def _after_enhance(self, enhancement: Enhancement) -> Deal:
        """R16–R18: plain leaves the monte unseen; dividete and scegliete give it to the defenders."""
        state = self._replace(enhancement=enhancement)
        if enhancement is Enhancement.PLAIN:
            return state._start_play()
        if enhancement is Enhancement.DIVIDETE:
            first, second = self.defenders
            half = self.rules.monte_size // 2
            return state._give_monte({first: self.monte[:half], second: self.monte[half:]})
        return state._replace(exposed_monte=self.monte, phase=Phase.SHARE, to_move=self.defenders[0])

    def _after_share(self, cards: tuple[Card, ...]) -> Deal:
        """R18: the defenders share the exposed monte as they wish (4–0, 3–1, 2–2)."""
        first, second = self.defenders
        rest = tuple(c for c in self.monte if c not in cards)
        return self._give_monte({first: cards, second: rest})

    def _give_monte(self, shares: dict[int, tuple[Card, ...]]) -> Deal:
        """R17/R18: each defender takes their monte cards and must discard as many."""
        hands = list(self.hands)
        taken = list(self.taken)
        counts = [0, 0, 0]
        for seat, cards in shares.items():
            hands[seat] = sort_hand(hands[seat] + cards)
            taken[seat] = cards
            counts[seat] = len(cards)
        state = self._replace(
            hands=tuple(hands),
            taken=tuple(taken),
            monte=(),
            phase=Phase.DEFENDER_DISCARD,
            to_discard=(counts[0], counts[1], counts[2]),
        )
        return state._next_discarder()

    def opening_leader(self) -> int:
        """R19 (V1 in other profiles): who leads to the first trick.

        At four (V3) the deal's seats are the three players from the sitting-out
        dealer's right, and the deal's own ``dealer`` seat is the player on the real
        dealer's left: so "the dealer's right" is still ``right_of(dealer)``, and "the
        dealer's left" is that ``dealer`` seat itself.
        """
        if self.soloist is None or self.bid is None:
            raise PhaseError(msg("the opening lead is known once the auction is won (R19)"))
        return opening_leader(self.rules, self.dealer, self.soloist, self.bid)

    def _start_play(self) -> Deal:
        return self._lead(self.opening_leader(), phase=Phase.PLAY)

    def _score(self) -> DealResult:
        """R22–R28: the deal's result from the tricks and the monte."""
        assert self.soloist is not None and self.bid is not None
        soloist = self.soloist
        won_by_soloist = [t for t in self.tricks if t.winner == soloist]
        return score_deal(
            soloist=soloist,
            contract=self.bid,
            enhancement=self.enhancement or Enhancement.PLAIN,
            soloist_trick_thirds=sum(t.thirds for t in won_by_soloist),
            defenders_trick_thirds=sum(t.thirds for t in self.tricks if t.winner != soloist),
            monte_thirds=thirds_of(self.monte),
            last_trick_to_soloist=self.tricks[-1].winner == soloist,
            soloist_tricks=len(won_by_soloist),
            total_tricks=len(self.tricks),
            rules=self.rules,
        )

    def _move_card(self, card: Card, giver: int, taker: int) -> Deal:
        return self._replace(hands=self._moved(card, giver, taker))

    # ----------------------------------------------------------------- seeing

    def _deal_extras(self) -> dict[str, Any]:
        return {"min_bid": self.min_bid}

    def _from_seed(self) -> Deal:
        """The deal that ``seed`` deals (R6–R7), to check a record's hands against (V2b: the
        monte of an all-passed deal stays, and only the other 36 cards are dealt again)."""
        assert self.seed is not None
        fresh = Deal.new(self.seed, self.dealer, self.rules, min_bid=self.min_bid)
        if self.min_bid is not Contract.CHIAMO and fresh != self.as_dealt():
            fresh = Deal.new(self.seed, self.dealer, self.rules, monte=self.dealt_monte, min_bid=self.min_bid)
        return fresh

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may see (R11–R21): its own hand and what was shown openly."""
        return SeatView._of(self, _check_seat(seat))

    def narrate(self, names: Sequence[str] | None = None) -> list[str]:
        """Every action so far as one plain sentence each."""
        from calabresella.show.narrate import narrate_deal

        return narrate_deal(self, _check_names(names, DEAL_SEATS))

    def _repr_svg_(self) -> str:
        from calabresella.show.svg import table_svg

        return table_svg(self)

    def __repr__(self) -> str:
        seed = f"seed={self.seed}, " if self.seed is not None else ""
        return dev(f"<Deal {seed}dealer={self.dealer}, {self.phase.value}, {len(self.history)} actions>")



_PHASE_ACTIONS: dict[Phase, PhaseActions] = {
    Phase.AUCTION: ((actions.Pass, actions.Bid), "R9", N_("pass or bid")),
    Phase.CALL: ((actions.Call,), "R11", N_("call a card")),
    Phase.GIVE_BACK: ((actions.GiveBack,), "R13", N_("give one card back to the defender who handed over the called card")),
    Phase.DISCARD: ((actions.Discard,), "R14", N_("discard a card face down")),
    Phase.ENHANCE: ((actions.Enhance,), "R16", N_("choose plain Solissimo, dividete or scegliete")),
    Phase.SHARE: ((actions.Share,), "R18", N_("choose which of the monte's cards the defender on the soloist's right takes")),
    Phase.DEFENDER_DISCARD: ((actions.Discard,), "R17", N_("discard a card face down")),
    Phase.PLAY: ((actions.Play,), "R20", N_("play a card")),
}

_VERB: dict[type, str] = {
    actions.Pass: N_("pass"),
    actions.Bid: N_("bid"),
    actions.Call: N_("call a card"),
    actions.GiveBack: N_("give a card back"),
    actions.Discard: N_("discard"),
    actions.Enhance: N_("choose an enhancement"),
    actions.Share: N_("share the monte"),
    actions.Play: N_("play a card"),
}


Deal._PHASE_ACTIONS = _PHASE_ACTIONS
Deal._VERB = _VERB


def _only(seat: int, count: int) -> tuple[int, int, int]:
    counts = [0, 0, 0]
    counts[seat] = count
    return (counts[0], counts[1], counts[2])


def either(choices: Sequence[object]) -> object:
    """``choices`` said as alternatives, "pass or bid Solo or bid Solissimo" (the catalogue's
    joins: :func:`calabresella.words.alternatives`)."""
    return alternatives(choices)


def cards_or_nothing(cards: Sequence[Card]) -> tuple[Card, ...] | Message:
    """Cards as a message's parameter (named in the table's style), or "nothing" for none."""
    return tuple(cards) if cards else Message("nothing", context=dev("no cards"))


def _check_seat(seat: object, name: str = "seat") -> int:
    """``seat`` if it is 0, 1 or 2 (R2: seats are numbered in playing order); else a clear error."""
    if type(seat) is int and 0 <= seat <= 2:
        return seat
    return check_int(seat, name, 0, 2, rule=msg("R2: seats are numbered 0, 1, 2 in playing order"))


def _check_rules(rules: object) -> None:
    """A deal of Calabresella needs a :class:`Rules` profile (not a name, not another game's)."""
    if not isinstance(rules, Rules):
        raise DealTypeError(msg("rules must be {example}, got {value!r}", example=later(RULES_EXAMPLE), value=rules))


def _check_min_bid(min_bid: object, rules: Rules) -> None:
    """R8, V2b: the lowest bid is Chiamo, or Solo right after an all-pass in a limited profile."""
    check_instance(min_bid, Contract, "min_bid", N_("a Contract, Contract.CHIAMO (R8) or Contract.SOLO (V2b)"))
    if min_bid is not Contract.CHIAMO and not (rules.all_pass_redeal_limited and min_bid is Contract.SOLO):
        raise DealError(msg(
            "the lowest bid of a deal ({field}) is Chiamo (R8), or Solo right after an all-pass in a "
            "profile with {limited_field} (V2b, profile {limited!r}); got {value} with the rules {rules!r}",
            field="min_bid", limited_field="all_pass_redeal_limited", limited="all-pass-limited",
            value=min_bid, rules=rules.name))
