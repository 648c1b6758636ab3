"""Players: they choose an action from what their seat may see, never from the deal.

>>> from calabresella.games.italian.deal import Deal
>>> final = play_deal(Deal.new(seed=7), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
>>> final.is_over
True

:class:`HeuristicPlayer` plays by a handful of plain rules of thumb, each a small
function below that scores the choices with whole numbers; the fast simulator
(:mod:`calabresella.analysis.simulate`) plays the very same rules on many deals at once, and
a test checks that both choose alike on thousands of deals.

>>> final = play_deal(Deal.new(seed=7), [HeuristicPlayer(), HeuristicPlayer(), HeuristicPlayer()])
>>> final.result is not None
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any, NoReturn, Protocol

from calabresella.engine import actions
from calabresella.engine.actions import Action, Contract, Enhancement
from calabresella.engine.cards import PACK, RANKS_HIGH_TO_LOW, SUITS, Card, CardTypeError, Rank, Suit
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    check_bool,
    check_instance,
    check_int,
    is_whole,
)
from calabresella.engine.game import Playable as Playable  # one random player for every game
from calabresella.engine.game import play_out
from calabresella.engine.game import play_random as play_random
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.rules import DEAL_SEATS
from calabresella.games.italian.scoring import trick_winner_offset
from calabresella.games.italian.view import SeatView
from calabresella.words import N_, Seat, about, dev, many, msg


class Player(Protocol):
    """Anything that picks one of ``view.legal_actions`` from a :class:`SeatView`."""

    def choose(self, view: SeatView) -> Action: ...


class RandomPlayer:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = _check_seed(seed)
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self._rng.choice(_legal_of(view))  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        return dev(f"RandomPlayer({self.seed!r})")


def play_deal(deal: Deal, players: Sequence[Player]) -> Deal:
    """Play ``deal`` to its end, each seat's player choosing from that seat's view: the one
    game loop (:func:`~calabresella.engine.game.play_out`) for three players (R1)."""
    check_instance(deal, Deal, "deal", N_("a Deal such as Deal.new(seed=7)"))
    seats = DEAL_SEATS
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise ArgumentTypeError(many("players must be a list of {count} player, one per seat, got {value!r}",
                                     "players must be a list of {count} players, one per seat, got {value!r}",
                                     seats, value=players))
    if len(players) != seats or not all(callable(getattr(p, "choose", None)) for p in players):
        raise ArgumentValueError(many(
            "players must be {count} player, one per seat (R1), each with a choose(view) method such as "
            "RandomPlayer(1), got {value!r}",
            "players must be {count} players, one per seat (R1), each with a choose(view) method such as "
            "RandomPlayer(1), got {value!r}", seats, value=players))
    return play_out(deal, players)


# --------------------------------------------------------------------------- the heuristic
#
# Every weight of the heuristic is a named constant here; the vectorised copy in
# calabresella.analysis.simulate imports them, so the two can never drift apart.

BID_THRESHOLDS: tuple[int, int, int] = (32, 50, 56)
"""Hand values (:func:`hand_value`) from which the heuristic bids Chiamo, Solo, Solissimo (R8).

Calibrated with the simulator (300,000 deals, heuristic play all round): from 32 a
Chiamo soloist's mean transfer turns positive; Solo is bid from 50 (to outbid a
Chiamo); from 56 Solissimo pays more than either."""

DIVIDETE_THRESHOLD = 62
"""Hand value from which a Solissimo soloist says *dividete* (R17); it never says *scegliete*."""

HIGH_WEIGHT = 4
"""Hand value per 3, 2 or ace (R4, R5): the cards that take tricks or carry a point."""

RUN_WEIGHT = 3
"""Hand value per card of a suit's unbroken run from its 3 down (3, 3-2, 3-2-A, …)."""

LENGTH_WEIGHT = 3
"""Hand value per card of a suit beyond the third."""

NAKED_ACE_WEIGHT = 4
"""Hand value lost per ace without its 3 in a suit of at most two cards: it will likely fall."""

CALL_STRENGTH_WEIGHT = 10
CALL_LENGTH_WEIGHT = 8
CALL_THIRDS_WEIGHT = 3

KEEP_RUN = 100
"""Keep value of a card in its suit's top run: never thrown away while others remain."""
KEEP_ACE_GUARDED = 50
KEEP_ACE_SHORT = 30
KEEP_COUNTER = 15
KEEP_GUARD = 12
KEEP_MASTER = 100
"""Extra keep value, during play, of a master (no unseen card of its suit beats it): it
will win a later trick, at worst the last one, which brings 3 thirds and the monte (R22)."""
GUARDED_LENGTH = 3
"""An ace outside the top run with at least this many cards of its suit is guarded."""

LEAD_MASTER = 1000
LEAD_OTHER = 100
SURE_WIN = 500
NEVER = -(10**6)
"""The score of an illegal card in the vectorised copy (far below every real score)."""

POSITION: dict[Rank, int] = {rank: i for i, rank in enumerate(RANKS_HIGH_TO_LOW)}
"""R4: 0 for the 3 (the highest), 1 for the 2, … 9 for the 4."""

CONTROL_RANKS = frozenset(RANKS_HIGH_TO_LOW[:2])
"""The 3 and the 2 (R4): the cards that win tricks rather than count."""

HIGH_RANKS = frozenset(RANKS_HIGH_TO_LOW[:3])
"""The 3, the 2 and the ace (R4, R5)."""


def top_run(suit: Suit, held: Iterable[Card]) -> int:
    """How many of ``suit``'s highest ranks (R4) are held without a gap from the 3 down.

    >>> from calabresella.engine.cards import parse_cards
    >>> top_run(Suit.SPADE, parse_cards("3♠ 2♠ K♠")), top_run(Suit.COPPE, parse_cards("2♥ A♥"))
    (2, 0)
    """
    _check_suit(suit)
    try:
        have = {c.rank for c in held if c.suit is suit}
    except (AttributeError, TypeError):
        _not_cards("held", held)
    run = 0
    for rank in RANKS_HIGH_TO_LOW:
        if rank not in have:
            break
        run += 1
    return run


def suit_length(suit: Suit, hand: Iterable[Card]) -> int:
    """How many cards of ``suit`` the hand holds."""
    _check_suit(suit)
    try:
        return sum(1 for c in hand if c.suit is suit)
    except (AttributeError, TypeError):
        _not_cards("hand", hand)


def hand_value(hand: Iterable[Card]) -> int:
    """The heuristic's bidding value of a hand: its 3s, 2s and aces, top runs and length.

    Per suit: :data:`HIGH_WEIGHT` per 3, 2 or ace; :data:`RUN_WEIGHT` per card of the
    unbroken run from the 3 down; :data:`LENGTH_WEIGHT` per card beyond the third;
    minus :data:`NAKED_ACE_WEIGHT` for an ace without its 3 in a suit of one or two
    cards. (The weights come from a least-squares fit of simulated Solo and Chiamo
    results on these features.)

    >>> from calabresella.engine.cards import parse_cards
    >>> hand_value(parse_cards("3♠ 2♠ A♠ K♠ 7♠ 3♥ 4♥ 5♦ 6♦ 7♦ J♣ 4♣"))
    37
    """
    cards = _hand(hand)
    value = 0
    for suit in SUITS:
        held = {c.rank for c in cards if c.suit is suit}
        length = len(held)
        value += HIGH_WEIGHT * len(held & HIGH_RANKS)
        value += RUN_WEIGHT * top_run(suit, cards)
        value += LENGTH_WEIGHT * max(length - 3, 0)
        if Rank.ACE in held and RANKS_HIGH_TO_LOW[0] not in held and length <= 2:
            value -= NAKED_ACE_WEIGHT
    return value


def wanted_level(hand: Iterable[Card]) -> int:
    """R8: the highest contract level (0 none, 1 Chiamo, 2 Solo, 3 Solissimo) the hand is worth."""
    value = hand_value(hand)
    return sum(1 for threshold in BID_THRESHOLDS if value >= threshold)


def call_score(card: Card, hand: Sequence[Card]) -> int | None:
    """R11: how useful calling ``card`` is; None for cards not worth calling.

    Only the highest card of a suit missing from the hand is a candidate; a higher
    rank, a longer suit and more thirds in it make it better.
    """
    _check_card(card)
    hand = _hand(hand)
    if card in hand:
        return None
    better_missing = any(
        Card(rank, card.suit) not in hand for rank in RANKS_HIGH_TO_LOW[: POSITION[card.rank]]
    )
    if better_missing:
        return None
    suit_thirds = sum(c.thirds for c in hand if c.suit is card.suit)
    return (
        CALL_STRENGTH_WEIGHT * card.strength
        + CALL_LENGTH_WEIGHT * suit_length(card.suit, hand)
        + CALL_THIRDS_WEIGHT * suit_thirds
    )


def call_choice(hand: Sequence[Card]) -> Card:
    """R11: the card to call: the best-scoring missing top card (ties: pack order).

    >>> from calabresella.engine.cards import parse_cards
    >>> call_choice(parse_cards("2♠ A♠ K♠ 7♠ 6♠ 3♥ 4♥ 5♦ 6♦ 7♦ J♣ 4♣"))
    Card.parse('3♠')
    """
    return _best(PACK, lambda c: call_score(c, hand))


def keep_value(card: Card, hand: Sequence[Card]) -> int:
    """How much the heuristic wants to keep ``card`` in ``hand`` (R14, R17, R20).

    Cards of a suit's top run are kept above all; then aces, more when guarded by
    enough cards of their suit; then the counters (K, Q, J, and a 2 without its 3);
    worthless cards last, the short suits' first (to make a void), except the
    small cards guarding an ace that is not in the top run.

    >>> from calabresella.engine.cards import parse_cards
    >>> hand = parse_cards("3♠ A♥ 4♥ 7♦ 6♦ 5♦")
    >>> [keep_value(c, hand) for c in hand]
    [110, 30, 16, 6, 6, 6]
    """
    _check_card(card)
    suit = card.suit
    length = suit_length(suit, hand)
    run = top_run(suit, hand)
    if POSITION[card.rank] < run:
        return KEEP_RUN + 10 * card.thirds
    if card.rank is Rank.ACE:
        return KEEP_ACE_GUARDED if length >= GUARDED_LENGTH else KEEP_ACE_SHORT
    if card.thirds:
        return KEEP_COUNTER + length
    guard = Card(Rank.ACE, suit) in hand and POSITION[Rank.ACE] >= run
    return 2 * length + (KEEP_GUARD if guard else 0)


def least_kept(hand: Sequence[Card]) -> Card:
    """The card to discard or give back: the lowest :func:`keep_value` (ties: pack order)."""
    cards = _hand(hand)
    return _best(sorted(cards), lambda c: -keep_value(c, cards))


def share_choice(monte: Sequence[Card]) -> tuple[Card, ...]:
    """R18: the first defender takes the two most valuable monte cards, leaves two.

    >>> from calabresella.engine.cards import parse_cards
    >>> share_choice(parse_cards("4♥ A♠ 3♦ 7♣"))
    (Card.parse('A♠'), Card.parse('3♦'))
    """
    monte = _hand(monte, "monte")
    ranked = sorted(range(len(monte)), key=lambda i: (-share_worth(monte[i]), i))
    half = len(monte) // 2
    return tuple(monte[i] for i in sorted(ranked[:half]))


def share_worth(card: Card) -> int:
    """R18: how much the first defender wants a monte card: its thirds, then its rank."""
    _check_card(card)
    return 20 * card.thirds + card.strength


def unseen(view: SeatView) -> set[Card]:
    """Cards the seat cannot place: not in its hand, not played, not its own discards."""
    _check_view(view)
    return set(PACK) - set(view.hand) - set(view.played_cards()) - set(view.own_discards)


def top_unseen(suit: Suit, hidden: set[Card]) -> int:
    """R4: the position of the highest unseen card of ``suit``; 10 when none is unseen."""
    _check_suit(suit)
    try:
        return min((POSITION[c.rank] for c in hidden if c.suit is suit), default=len(RANKS_HIGH_TO_LOW))
    except (AttributeError, TypeError, KeyError):
        _not_cards("hidden", hidden)


def lead_score(card: Card, length: int, master: bool) -> int:
    """Leading (R20): a master (no unseen card of its suit beats it) from a long suit
    first; else a small card of a long suit, an ace last."""
    _check_card(card)
    check_int(length, "length", 0, len(RANKS_HIGH_TO_LOW))
    check_bool(master, "master")
    if master:
        return LEAD_MASTER + 10 * length + card.strength
    return LEAD_OTHER + 10 * length - 30 * card.thirds - card.strength


def give_score(card: Card) -> int:
    """The partner's card wins for sure: give points, aces first, keep 3s and 2s (R21)."""
    _check_card(card)
    control = 30 if card.rank in CONTROL_RANKS else 0
    return 20 * card.thirds - control - card.strength


def win_score(card: Card) -> int:
    """A sure winner: the cheapest one, but an ace when it is sure to win."""
    _check_card(card)
    return SURE_WIN + 20 * card.thirds - card.strength


def play_score(card: Card, view: SeatView) -> int:
    """R20: how good playing ``card`` now is for the heuristic (higher is better).

    - Leading: :func:`lead_score`.
    - Following, when the partner's card wins and cannot be beaten (the seat plays
      last, or that card is a master): :func:`give_score`.
    - Otherwise: a sure winner (the seat plays last, or the card is a master) scores
      :func:`win_score`; any other card scores minus its :func:`keep_value`, and minus
      :data:`KEEP_MASTER` more if it is a master: winners are kept for the later
      tricks and the last one (R22), losers thrown.

    Seat 0 plays a plain Solissimo and leads K♠; seat 1 takes it with 2♠; seat 2, its
    partner, plays last and gives its ace:

    >>> from calabresella.engine.actions import Bid, Enhance, Play
    >>> from calabresella.engine.cards import parse_cards
    >>> hands = [parse_cards("K♠ Q♠ 3♥ 2♥ A♥ K♥ 3♦ 2♦ A♦ K♦ 3♣ 2♣"),
    ...          parse_cards("3♠ 2♠ J♠ Q♥ J♥ 7♥ Q♦ J♦ 7♦ A♣ K♣ Q♣"),
    ...          parse_cards("A♠ 4♠ 7♠ 6♠ 6♥ 5♥ 4♥ 6♦ 5♦ 4♦ J♣ 7♣")]
    >>> deal = Deal.from_cards(hands, parse_cards("5♠ 6♣ 5♣ 4♣"), dealer=2).apply_all(
    ...     [Bid(Contract.SOLISSIMO), Enhance(Enhancement.PLAIN), Play(Card.parse("K♠")), Play(Card.parse("2♠"))])
    >>> {str(c): play_score(c, deal.view(2)) for c in parse_cards("A♠ 4♠ 7♠")}
    {'A♠': 53, '4♠': 0, '7♠': -3}
    """
    _check_card(card)
    return play_scorer(view)(card)


def play_scorer(view: SeatView) -> Callable[[Card], int]:
    """:func:`play_score` for one view, with what all the cards share worked out once."""
    _check_view(view)
    current = view.current
    seat, soloist = view.seat, view.soloist
    partners = () if seat == soloist else tuple(s for s in range(3) if s not in (seat, soloist))
    played = current.cards if current is not None else ()
    leader = current.leader if current is not None else seat
    return trick_scorer(view.hand, played, leader, seat, 3, partners, unseen(view))


def trick_scorer(
    hand: Sequence[Card],
    played: Sequence[Card],
    leader: int,
    seat: int,
    players: int,
    partners: Collection[int],
    hidden: Collection[Card],
) -> Callable[[Card], int]:
    """How good playing each card of ``hand`` is now (higher is better), for any game of the family.

    ``played`` are the cards of the trick so far, led by seat ``leader``; ``players``
    play to each trick; ``partners`` are the seats on ``seat``'s side (not ``seat``
    itself); ``hidden`` the cards ``seat`` cannot place (not in its hand, not played).

    >>> from calabresella.engine.cards import parse_cards
    >>> score = trick_scorer(parse_cards("A♠ 4♠ 3♥"), parse_cards("K♠ 2♠"), 0, 2, 3, {1}, set())
    >>> max(parse_cards("A♠ 4♠"), key=score)  # the partner's 2♠ wins for sure: give the ace
    Card.parse('A♠')
    """
    hidden_set = set(hidden)
    tops = {suit: top_unseen(suit, hidden_set) for suit in SUITS}
    if not played:
        lengths = {suit: suit_length(suit, hand) for suit in SUITS}
        return lambda card: lead_score(card, lengths[card.suit], POSITION[card.rank] < tops[card.suit])
    led = played[0].suit
    best_offset = trick_winner_offset(tuple(played))
    best = played[best_offset]
    best_seat = (leader + best_offset) % players
    last = len(played) == players - 1
    if best_seat in partners and (last or POSITION[best.rank] < tops[led]):
        return give_score

    def score(card: Card) -> int:
        beats = card.suit is led and card.strength > best.strength
        if beats and (last or POSITION[card.rank] < tops[led]):
            return win_score(card)
        master = POSITION[card.rank] < tops[card.suit]
        return -keep_value(card, hand) - (KEEP_MASTER if master else 0)

    return score


def _best(cards: Iterable[Card], score: Callable[[Card], int | None]) -> Card:
    """The first card (in the order given) with the highest score; None scores are skipped."""
    best: Card | None = None
    best_score = 0
    for card in cards:
        s = score(card)
        if s is not None and (best is None or s > best_score):
            best, best_score = card, s
    if best is None:
        raise ArgumentValueError(msg("no card to choose from: the hand is empty, or no card qualifies"))
    return best


class HeuristicPlayer:
    """Plays by rules of thumb, seeing only its :class:`SeatView`.

    - Auction (R8–R9): bids the highest contract its :func:`hand_value` reaches
      (thresholds :data:`BID_THRESHOLDS`) if that beats the bids so far and is not
      below the deal's lowest allowed bid (V2b: Solo after an all-pass), else passes.
    - Chiamo (R11): calls the most useful missing top card (:func:`call_choice`).
    - Give back and discards (R13, R14, R17, R18): the card it least wants to keep
      (:func:`keep_value`): worthless cards of short suits, never a top card.
    - Solissimo (R16): plain, or *dividete* with an overwhelming hand.
    - Scegliete (R18): the first defender takes the two most valuable monte cards.
    - Play (R20): :func:`play_score`.

    With ``seed=None`` ties go to the first card in pack order, exactly as the
    vectorised copy in :mod:`calabresella.analysis.simulate` breaks them; with a seed they are
    broken at random, reproducibly.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = _check_seed(seed)
        self._rng = random.Random(seed) if seed is not None else None

    def __repr__(self) -> str:
        return dev(f"HeuristicPlayer({self.seed!r})")

    def choose(self, view: SeatView) -> Action:
        check_to_move(view)
        phase = view.phase
        hand = view.hand
        if phase is Phase.AUCTION:
            level = max((a.contract.level for _, a in view.auction if isinstance(a, actions.Bid)), default=0)
            want = wanted_level(hand)
            # V2b: after an all-pass a hand worth only a Chiamo may not bid it, so it passes.
            if want > level and want >= view.min_bid.level:
                return actions.Bid(_CONTRACT_OF_LEVEL[want])
            return actions.Pass()
        if phase is Phase.CALL:
            return actions.Call(call_choice(hand))
        if phase is Phase.GIVE_BACK:
            return actions.GiveBack(self._tie(hand, lambda c: -keep_value(c, hand)))
        if phase in (Phase.DISCARD, Phase.DEFENDER_DISCARD):
            return actions.Discard(self._tie(hand, lambda c: -keep_value(c, hand)))
        if phase is Phase.ENHANCE:
            plain = hand_value(hand) < DIVIDETE_THRESHOLD
            return actions.Enhance(Enhancement.PLAIN if plain else Enhancement.DIVIDETE)
        if phase is Phase.SHARE:
            return actions.Share(share_choice(view.exposed_monte))
        legal = [a.card for a in view.legal_actions if isinstance(a, actions.Play)]
        return actions.Play(self._tie(legal, play_scorer(view)))

    def _tie(self, cards: Sequence[Card], score: Callable[[Card], int]) -> Card:
        """The best-scoring card; ties to pack order, or at random when seeded."""
        ordered = sorted(cards)
        if self._rng is None:
            return _best(ordered, score)
        scores = [score(c) for c in ordered]
        top = max(scores)
        return self._rng.choice([c for c, s in zip(ordered, scores, strict=True) if s == top])


_CONTRACT_OF_LEVEL = {c.level: c for c in Contract}


def _check_seed(seed: object) -> int | None:
    """A player's seed: None (unseeded) or a whole number of at least 0."""
    return None if seed is None else check_int(seed, msg("a player's seed (or None)"), 0)


def _check_suit(suit: object) -> None:
    if not isinstance(suit, Suit):
        raise ArgumentTypeError(msg("suit must be a Suit such as Suit.SPADE (R3), got {value!r}", value=suit))


def _check_card(card: object) -> None:
    if not isinstance(card, Card):
        raise CardTypeError(msg("card must be a Card such as Card.parse('3♠'), got {value!r}", value=card))


def _check_view(view: object) -> None:
    check_instance(view, SeatView, "view", N_("a SeatView such as Deal.new(seed=7).view(1)"))


def check_to_move(view: object) -> SeatView:
    """``view`` if it is a :class:`SeatView` of the seat to move: what every player of the
    Italian game checks before it chooses; else the package's own refusal (an
    :class:`ArgumentTypeError` for what is no view, an :class:`ArgumentValueError` for the
    view of a seat that is not to move)."""
    _check_view(view)
    _legal_of(view)
    return view  # type: ignore[return-value]


def _not_cards(name: str, value: object) -> NoReturn:
    raise CardTypeError(msg("{name} must be Cards such as parse_cards('3♠ A♥'), got {value!r}", name=name,
                            value=value))


def _hand(hand: object, name: str = "hand") -> tuple[Card, ...]:
    """``hand`` as a tuple of cards, or a clear error."""
    if type(hand) is tuple and all(type(c) is Card for c in hand):
        return hand
    if isinstance(hand, (str, Card)) or not isinstance(hand, Iterable):
        _not_cards(name, hand)
    cards = tuple(hand)
    if not all(isinstance(c, Card) for c in cards):
        _not_cards(name, hand)
    return cards


def _legal_of(view: object) -> tuple[Any, ...]:
    """The legal actions of a view of the seat to move; a clear error for any other view."""
    legal = getattr(view, "legal_actions", None)
    if not isinstance(legal, tuple):
        raise ArgumentTypeError(msg("a player chooses from a seat's view, such as Deal.new(seed=7).view(1), "
                                    "got {value!r}", value=view))
    if not legal:
        seat: Any = getattr(view, "seat", None)
        to_move: Any = getattr(view, "to_move", None)
        mover = Seat(to_move) if is_whole(to_move) else msg("nobody")
        if is_whole(seat):
            raise ArgumentValueError(about(
                seat, "a player chooses only when its seat is to move: this view of {player}'s seat has no legal "
                "action (to move: {mover})",
                "a player chooses only when its seat is to move: this view of your seat has no legal "
                "action (to move: {mover})", mover=mover))
        raise ArgumentValueError(msg("a player chooses only when its seat is to move: this view has no legal "
                                     "action (to move: {mover})", mover=mover))
    return legal
