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
>>> deal.explain(Play(deal.hands[1][0]))
'R9: it is the auction: seat 1 may pass or bid (pass, bid chiamo, bid solo, bid solissimo), not play a card'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from calabresella.engine.actions import (
    Action,
    Bid,
    Call,
    Contract,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    Pass,
    Play,
    Share,
    _card_actions,
)
from calabresella.engine.cards import (
    PACK,
    Card,
    CardError,
    check_cards,
    pack_problem,
    read_dealt,
    sort_hand,
    thirds_of,
)
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    DealError,
    DealTypeError,
    IllegalActionError,
    PhaseError,
    check_instance,
    check_int,
)
from calabresella.games.italian.phase import Phase as Phase  # re-exported: Deal.phase is one
from calabresella.games.italian.rules import DEAL_SEATS, ITALIAN, Rules
from calabresella.games.italian.scoring import RULES_EXAMPLE, DealResult, score_deal, trick_winner_offset
from calabresella.games.italian.view import SeatView

_RIGHT = (1, 2, 0)
_LEFT = (2, 0, 1)
_NEW = object.__new__
_SET = object.__setattr__


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
        raise ArgumentValueError(f"seats are numbered 0, 1, 2 in playing order (R2), got {seats!r}")
    return True


@dataclass(frozen=True)
class Trick:
    """A trick: who led and the cards played in order (R20).

    >>> Trick(3)
    Traceback (most recent call last):
      ...
    calabresella.engine.errors.ArgumentValueError: leader must be a whole number from 0 to 2 (R2), got 3
    """

    leader: int
    cards: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        leader, cards = self.leader, self.cards
        if type(leader) is not int or not 0 <= leader <= 2:
            check_int(leader, "leader", 0, 2, rule="R2")
        if type(cards) is not tuple or not all(isinstance(card, Card) for card in cards):
            cards = check_cards(cards, "a trick's cards")
            object.__setattr__(self, "cards", cards)
        if len(cards) > 1 and (len(cards) > DEAL_SEATS or len(set(cards)) != len(cards)):
            raise ArgumentValueError(
                f"a trick holds at most one card from each of the {DEAL_SEATS} seats, each card once (R20), "
                f"got {_cards(cards)}"
            )

    @property
    def seats(self) -> tuple[int, ...]:
        """The seat of each card played, in order."""
        return tuple((self.leader + i) % 3 for i in range(len(self.cards)))

    @property
    def complete(self) -> bool:
        return len(self.cards) == 3

    @property
    def winner(self) -> int | None:
        """R20: the seat that played the highest card of the suit led, once complete."""
        if not self.complete:
            return None
        return (self.leader + trick_winner_offset(self.cards)) % 3

    @property
    def thirds(self) -> int:
        """R5/E1: the card thirds in this trick, never rounded on its own."""
        return thirds_of(self.cards)

    def _repr_svg_(self) -> str:
        from calabresella.show.svg import trick_svg

        return trick_svg(self)


def _trick(leader: int, cards: tuple[Card, ...] = ()) -> Trick:
    """A trick the engine builds from a seat and cards it has already checked: the same
    :class:`Trick`, without checking them again (this is done on every card played)."""
    trick = _NEW(Trick)
    _SET(trick, "leader", leader)
    _SET(trick, "cards", cards)
    return trick


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
    # random.Random(-7) shuffles like random.Random(7): refuse rather than repeat a deal.
    check_int(seed, "a deal's seed", 0, rule="R6")
    _check_seat(dealer, "dealer")
    _check_rules(rules)
    rng = random.Random(seed)
    if monte is None:
        pack = list(PACK)
    else:
        kept = check_cards(monte, "a kept monte (V2b)")
        if len(kept) != rules.monte_size or len(set(kept)) != len(kept):
            raise DealError(
                f"a kept monte is {rules.monte_size} different cards of the pack (R7, V2b), "
                f"got {' '.join(map(str, kept)) or 'nothing'}"
            )
        pack = [c for c in PACK if c not in kept]
    rng.shuffle(pack)
    cut = rng.randint(1, len(pack) - 1)  # the dealer's left neighbour cuts
    pack = pack[cut:] + pack[:cut]
    hands: list[list[Card]] = [[], [], []]
    order = [_RIGHT[dealer], _LEFT[dealer], dealer]
    position = 0
    for _ in range(rules.hand_size // rules.deal_packet):
        for seat in order:
            hands[seat].extend(pack[position : position + rules.deal_packet])
            position += rules.deal_packet
    rest = tuple(pack[position:]) if monte is None else tuple(monte)
    return tuple(tuple(h) for h in hands), rest, cut


@dataclass(frozen=True)
class Deal:
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
            raise DealError(
                "a kept monte belongs to the deal right after an all-pass in a profile with "
                "all_pass_redeal_limited, whose lowest bid is Solo (V2b, profile 'all-pass-limited'): "
                f"give min_bid=Contract.SOLO with it, or no monte (rules {rules.name!r})"
            )
        hands, rest, _ = deal_cards(seed, dealer, rules, monte)
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
            check_int(seed, "a deal's seed", 0, rule="R6")
        _check_min_bid(min_bid, rules)
        try:
            dealt, rest = read_dealt(hands, monte)
        except CardError as err:
            raise DealError(f"not a deal: {err}") from None
        if len(dealt) != DEAL_SEATS or any(len(h) != rules.hand_size for h in dealt):
            raise DealError(
                f"a deal has {DEAL_SEATS} hands of {rules.hand_size} cards (R7), "
                f"got hands of {[len(h) for h in dealt]}"
            )
        if len(rest) != rules.monte_size:
            raise DealError(f"the monte has {rules.monte_size} cards (R7), got {len(rest)}")
        problem = pack_problem([c for h in dealt for c in h] + list(rest))
        if problem:
            raise DealError(f"the hands and monte must hold each of the 40 cards once (R3): {problem}")
        return cls(
            rules=rules,
            dealer=dealer,
            dealt_hands=dealt,
            dealt_monte=rest,
            seed=seed,
            hands=tuple(sort_hand(h) for h in dealt),
            monte=rest,
            to_move=right_of(dealer),
            min_bid=min_bid,
        )

    # ----------------------------------------------------------------- asking

    @property
    def defenders(self) -> tuple[int, int]:
        """R1: the two defenders, the soloist's right first."""
        if self.soloist is None:
            raise PhaseError("there are no defenders before the auction is won (R1)")
        return _RIGHT[self.soloist], _LEFT[self.soloist]

    @property
    def is_over(self) -> bool:
        return self.phase in (Phase.FINISHED, Phase.ABANDONED)

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to move may take now, in a stable order."""
        phase, seat = self.phase, self.to_move
        if seat is None:
            return ()
        if phase is Phase.AUCTION:
            level = max(self.bid.level if self.bid else 0, self.min_bid.level - 1)
            return (Pass(),) + tuple(Bid(c) for c in Contract if c.level > level)
        if phase is Phase.CALL:
            return _card_actions(Call, PACK)
        if phase is Phase.GIVE_BACK:
            return _card_actions(GiveBack, self.hands[seat])
        if phase in (Phase.DISCARD, Phase.DEFENDER_DISCARD):
            return _card_actions(Discard, self.hands[seat])
        if phase is Phase.ENHANCE:
            return tuple(Enhance(e) for e in Enhancement)
        if phase is Phase.SHARE:
            monte = self.exposed_monte
            return tuple(
                Share(tuple(c for i, c in enumerate(monte) if mask >> i & 1))
                for mask in range(1 << len(monte))
            )
        if phase is Phase.PLAY:
            return _card_actions(Play, self._playable(seat))
        return ()

    def _playable(self, seat: int) -> tuple[Card, ...]:
        """R20: the cards ``seat`` may play: the suit led if it holds any, else all."""
        hand = self.hands[seat]
        if self.current is None or not self.current.cards:
            return hand
        led = self.current.cards[0].suit
        follow = tuple(c for c in hand if c.suit is led)
        return follow or hand

    def explain(self, action: Action) -> str | None:
        """None if ``action`` is legal now; otherwise why not, naming the rule."""
        error = self._refusal(action)
        return None if error is None else str(error)

    def is_legal(self, action: Action) -> bool:
        """True if ``action`` may be applied now."""
        return self._refusal(action) is None

    def _refusal(self, action: Action) -> IllegalActionError | None:
        phase, seat = self.phase, self.to_move
        if seat is None:
            if phase is Phase.ABANDONED:
                return IllegalActionError("R10", "all three passed: the deal is abandoned and nothing more happens")
            return IllegalActionError("R20", "all 12 tricks have been played: the deal is over")
        kind = type(action)
        expected = _PHASE_ACTIONS[phase]
        if kind not in expected[0]:
            allowed = ", ".join(str(a) for a in self.legal_actions()[:6])
            more = ", …" if len(self.legal_actions()) > 6 else ""
            return IllegalActionError(
                self.discard_rule() if phase is Phase.DEFENDER_DISCARD else expected[1],
                f"it is the {phase.value}: seat {seat} may {expected[2]} ({allowed}{more}), "
                f"not {_VERB.get(kind, f'{action!r}, which is not an action (read text with parse_action)')}",
            )
        if action in self.legal_actions():
            return None
        return self._why_not(action, seat)

    def _why_not(self, action: Action, seat: int) -> IllegalActionError:
        """The rule-specific reason for an action of the right kind that is still refused."""
        hand = self.hands[seat]
        if isinstance(action, Bid) and action.contract.level < self.min_bid.level:
            return IllegalActionError(
                "V2b",
                "all three passed on the last deal, so (Treccani's variant, profile "
                f"{self.rules.name!r}) the monte was kept, the other cards redealt, and in this deal "
                f"only {_contracts_from(self.min_bid.level)} may be bid: seat {seat} may "
                + " or ".join(str(a) for a in self.legal_actions()),
            )
        if isinstance(action, Bid):
            assert self.bid is not None
            return IllegalActionError(
                "R9",
                f"a bid must be higher than every bid so far: {self.bid.title} has been bid, "
                f"so seat {seat} may pass" + "".join(
                    f" or bid {c.title}" for c in Contract if c.level > self.bid.level
                ),
            )
        if isinstance(action, Share):
            return IllegalActionError(
                "R18",
                f"the defenders share the monte's four cards ({_cards(self.exposed_monte)}); "
                f"{_cards(action.cards)} are not all among them (or a card is named twice)",
            )
        assert isinstance(action, (GiveBack, Discard, Play))
        card = action.card
        if card not in hand:
            rule = {GiveBack: "R13", Discard: self.discard_rule(), Play: "R20"}[type(action)]
            return IllegalActionError(rule, f"seat {seat} does not hold {card}: its hand is {_cards(hand)}")
        assert self.current is not None
        led = self.current.cards[0]
        follow = tuple(c for c in hand if c.suit is led.suit)
        return IllegalActionError(
            "R20",
            f"you must follow suit: {led.suit.english} ({led.suit.symbol}) were led and seat {seat} "
            f"holds {_cards(follow)}; play one of those",
        )

    def discard_rule(self) -> str:
        """The rule of the discards now: R14 (the soloist), R17 (dividete) or R18 (scegliete)."""
        if self.phase is Phase.DISCARD:
            return "R14"
        return "R18" if self.enhancement is Enhancement.SCEGLIETE else "R17"

    # ----------------------------------------------------------------- doing

    def apply(self, action: Action) -> Deal:
        """The deal after ``action``; raises :class:`IllegalActionError` if it is not legal.

        The deal itself is never changed.
        """
        error = self._refusal(action)
        if error is not None:
            raise error
        seat = self.to_move
        assert seat is not None
        state = _replace(self, history=self.history + ((seat, action),))
        if isinstance(action, (Pass, Bid)):
            return state._after_bid(seat, action)
        if isinstance(action, Call):
            return state._after_call(seat, action.card)
        if isinstance(action, GiveBack):
            return state._after_give_back(seat, action.card)
        if isinstance(action, Discard):
            return state._after_discard(seat, action.card)
        if isinstance(action, Enhance):
            return state._after_enhance(action.enhancement)
        if isinstance(action, Share):
            return state._after_share(action.cards)
        return state._after_play(seat, action.card)

    def apply_all(self, actions: Iterable[Action]) -> Deal:
        """The deal after several actions in order."""
        state = self
        for action in _actions(actions):
            state = state.apply(action)
        return state

    def _after_bid(self, seat: int, action: Pass | Bid) -> Deal:
        """R9–R10: each speaks once; Solissimo ends the auction; all pass abandons."""
        bid, soloist = self.bid, self.soloist
        if isinstance(action, Bid):
            bid, soloist = action.contract, seat
        spoken = self.spoken + 1
        if bid is Contract.SOLISSIMO or spoken == 3:
            if bid is None:
                return _replace(self, spoken=spoken, phase=Phase.ABANDONED, to_move=None)
            assert soloist is not None
            state = _replace(self, spoken=spoken, bid=bid, soloist=soloist)
            return state._contract_begins()
        return _replace(self, spoken=spoken, bid=bid, soloist=soloist, to_move=_RIGHT[seat])

    def _contract_begins(self) -> Deal:
        """R11, R15, R16: what follows the auction depends on the contract won."""
        assert self.soloist is not None
        if self.bid is Contract.CHIAMO:
            return _replace(self, phase=Phase.CALL, to_move=self.soloist)
        if self.bid is Contract.SOLO:
            return self._take_monte()
        return _replace(self, phase=Phase.ENHANCE, to_move=self.soloist)

    def _after_call(self, seat: int, card: Card) -> Deal:
        """R11: a defender holding the called card hands it over face up; else nothing."""
        holder = next((s for s in self.defenders if card in self.hands[s]), None)
        state = _replace(self, called=card, call_holder=holder)
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
        return _replace(
            self,
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
        return _replace(state, given_back=card, phase=Phase.DISCARD)

    def _after_discard(self, seat: int, card: Card) -> Deal:
        """R14, R17, R18: a card goes face down into the new monte."""
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        discards = list(self.discards)
        discards[seat] = discards[seat] + (card,)
        left = list(self.to_discard)
        left[seat] -= 1
        state = _replace(
            self,
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
                return _replace(self, to_move=seat)
        return self._start_play()

    def _after_enhance(self, enhancement: Enhancement) -> Deal:
        """R16–R18: plain leaves the monte unseen; dividete and scegliete give it to the defenders."""
        state = _replace(self, enhancement=enhancement)
        if enhancement is Enhancement.PLAIN:
            return state._start_play()
        if enhancement is Enhancement.DIVIDETE:
            first, second = self.defenders
            half = self.rules.monte_size // 2
            return state._give_monte({first: self.monte[:half], second: self.monte[half:]})
        return _replace(state, exposed_monte=self.monte, phase=Phase.SHARE, to_move=self.defenders[0])

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
        state = _replace(
            self,
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
        if self.soloist is None:
            raise PhaseError("the opening lead is known once the auction is won (R19)")
        lead = self.rules.opening_lead
        if lead == "bidder" or (lead == "dealer_right_except_solissimo" and self.bid is Contract.SOLISSIMO):
            return self.soloist
        if lead == "dealer_left":
            # V3: at four the deal's dealer seat is the player on the sitting-out dealer's left.
            return self.dealer if self.rules.players == 4 else _LEFT[self.dealer]
        return _RIGHT[self.dealer]

    def _start_play(self) -> Deal:
        leader = self.opening_leader()
        return _replace(self, phase=Phase.PLAY, to_move=leader, current=_trick(leader))

    def _after_play(self, seat: int, card: Card) -> Deal:
        """R20–R22: play to the trick; the winner leads; after 12 tricks, score."""
        assert self.current is not None
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        trick = _trick(self.current.leader, self.current.cards + (card,))
        if not trick.complete:
            return _replace(self, hands=tuple(hands), current=trick, to_move=_RIGHT[seat])
        winner = trick.winner
        assert winner is not None
        tricks = self.tricks + (trick,)
        if len(tricks) < self.rules.hand_size:
            return _replace(self, hands=tuple(hands), tricks=tricks, current=_trick(winner), to_move=winner)
        state = _replace(self, hands=tuple(hands), tricks=tricks, current=None, to_move=None, phase=Phase.FINISHED)
        return _replace(state, result=state._score())

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
        hands = list(self.hands)
        hands[giver] = tuple(c for c in hands[giver] if c != card)
        hands[taker] = sort_hand(hands[taker] + (card,))
        return _replace(self, hands=tuple(hands))

    # ----------------------------------------------------------------- seeing

    def as_dealt(self) -> Deal:
        """This deal as it was dealt, before any action (to replay or narrate its history)."""
        return Deal.from_cards(
            self.dealt_hands, self.dealt_monte, dealer=self.dealer, rules=self.rules, seed=self.seed, min_bid=self.min_bid
        )

    def captured(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has won so far."""
        _check_seat(seat)
        return tuple(c for t in self.tricks if t.winner == seat for c in t.cards)

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
        return f"<Deal {seed}dealer={self.dealer}, {self.phase.value}, {len(self.history)} actions>"



_PHASE_ACTIONS: dict[Phase, tuple[tuple[type, ...], str, str]] = {
    Phase.AUCTION: ((Pass, Bid), "R9", "pass or bid"),
    Phase.CALL: ((Call,), "R11", "call a card"),
    Phase.GIVE_BACK: ((GiveBack,), "R13", "give one card back to the defender who handed over the called card"),
    Phase.DISCARD: ((Discard,), "R14", "discard a card face down"),
    Phase.ENHANCE: ((Enhance,), "R16", "choose plain Solissimo, dividete or scegliete"),
    Phase.SHARE: ((Share,), "R18", "choose which of the monte's cards the defender on the soloist's right takes"),
    Phase.DEFENDER_DISCARD: ((Discard,), "R17", "discard a card face down"),
    Phase.PLAY: ((Play,), "R20", "play a card"),
}

_VERB: dict[type, str] = {
    Pass: "pass",
    Bid: "bid",
    Call: "call a card",
    GiveBack: "give a card back",
    Discard: "discard",
    Enhance: "choose an enhancement",
    Share: "share the monte",
    Play: "play a card",
}


def _replace(deal: Deal, **changes: object) -> Deal:
    import dataclasses

    return dataclasses.replace(deal, **changes)  # type: ignore[arg-type]


def _only(seat: int, count: int) -> tuple[int, int, int]:
    counts = [0, 0, 0]
    counts[seat] = count
    return (counts[0], counts[1], counts[2])


def _contracts_from(level: int) -> str:
    """'Solo or Solissimo': the contracts from ``level`` up (R8)."""
    return " or ".join(c.title for c in Contract if c.level >= level)


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards) or "nothing"


def _check_seat(seat: object, name: str = "seat") -> int:
    """``seat`` if it is 0, 1 or 2 (R2: seats are numbered in playing order); else a clear error."""
    if type(seat) is int and 0 <= seat <= 2:
        return seat
    return check_int(seat, name, 0, 2, rule="R2: seats are numbered 0, 1, 2 in playing order")


def _check_rules(rules: object) -> None:
    """A deal of Calabresella needs a :class:`Rules` profile (not a name, not another game's)."""
    if not isinstance(rules, Rules):
        raise DealTypeError(f"rules must be {RULES_EXAMPLE}, got {rules!r}")


def _check_min_bid(min_bid: object, rules: Rules) -> None:
    """R8, V2b: the lowest bid is Chiamo, or Solo right after an all-pass in a limited profile."""
    check_instance(min_bid, Contract, "min_bid", "a Contract, Contract.CHIAMO (R8) or Contract.SOLO (V2b)")
    if min_bid is not Contract.CHIAMO and not (rules.all_pass_redeal_limited and min_bid is Contract.SOLO):
        raise DealError(
            f"the lowest bid of a deal is Chiamo (R8), or Solo right after an all-pass in a "
            f"profile with all_pass_redeal_limited (V2b, profile 'all-pass-limited'); "
            f"got {min_bid!r} with the rules {rules.name!r}"
        )


def _actions(actions: object) -> Iterable[Any]:
    """``actions`` if it can be iterated and is not text (read text with ``parse_action``)."""
    if isinstance(actions, (str, bytes)) or not isinstance(actions, Iterable):
        raise ArgumentTypeError(
            "apply_all takes a sequence of actions such as [Pass(), Bid(Contract.SOLO)] "
            f"(read text with parse_action), got {actions!r}"
        )
    return actions


def _check_names(names: object, seats: int) -> tuple[str, ...] | None:
    """``names`` as a tuple: None (the default names), or one name (text) per seat."""
    if names is None:
        return None
    if isinstance(names, str) or not isinstance(names, Iterable):
        raise ArgumentTypeError(f"names must be None or {seats} names, one per seat, got {names!r}")
    given = tuple(names)
    if not all(isinstance(n, str) for n in given):
        raise ArgumentTypeError(f"names must be None or {seats} names (text), one per seat, got {names!r}")
    if len(given) != seats:
        raise ArgumentValueError(f"names must be None or {seats} names, one per seat, got {len(given)}: {names!r}")
    return given
