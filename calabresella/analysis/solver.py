"""A double-dummy solver: the value of a position with every card face up and best play.

Every registered game whose game object has a solver adapter (its ``solver`` hook, the
game package's ``solve`` module, a :class:`SolveAdapter`) is solved from any position of
its card play (mid-trick included), every hand — and in Tressette in due the stock, in
its order — face up. The adapter says whose thirds count, what goes with the last trick
and how a finished deal is valued (a :class:`Stake`); the search itself is one for all:

- an Italian profile (:class:`~calabresella.games.italian.deal.Deal`): the soloist's
  final total in thirds — the card thirds taken so far and to come, the monte's thirds
  and the last-trick bonus for whoever takes the last trick (R22, R23), exactly what
  ``score_deal`` counts. After the exchange the monte holds the discards (R14; the
  defenders' with dividete and scegliete, R17, R18), and in a plain Solissimo the monte
  dealt (R16);
- the American account (:class:`~calabresella.games.american.AmericanDeal`, V4): the
  single player's final points, ``result.soloist_points``: his tricks' card points, and
  with the last trick its 3 points, the rest of the widow and the discards;
- Tressette for four and in due (:class:`~calabresella.games.tressette.TressetteDeal`,
  V5): the final whole card points of the side of the seat to move (seats 0 & 2 or
  1 & 3 at four, the player alone in due): its card thirds and the last-trick bonus,
  divided by 3 with the remainder dropped, as ``result.side_card_points`` counts.
  Declarations are not counted (they do not depend on the play); nor are the outright
  wins (cappotto, stramazzo). In due, after each trick the winner then the other draws
  the next card of the stock, whose order is known to the solver (double dummy);
- the calling games (:class:`~calabresella.games.calling.deal.CallingDeal`, C1–C9: four
  or five seats): the final whole card points of the asker's side, the bidder's (the
  bidder and the called card's holder, known double dummy even while hidden from the
  table) or the others'; with the last trick go its point and the monte as it lies (C6,
  C8), as ``result.side_points`` counts.

:func:`can_reach` answers the yes/no question ("18 thirds or more?") with one
null-window search, faster than :func:`solve`; :func:`card_values` gives the value of
each legal card of the player to move, in the same units. A :class:`Solver` keeps its
transposition table between calls, so that analysing every position of a deal in turn
reuses the work; the module's functions share one.

The search is compiled by Numba (:mod:`calabresella.analysis._solver_core`; the first
call compiles it, or loads it from Numba's cache).

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.engine.game import play_random
>>> deal = Deal.new(seed=3, dealer=0)
>>> while deal.phase.name != "PLAY":
...     deal = deal.apply(deal.legal_actions()[-1])
>>> value = solve(deal)
>>> can_reach(deal, value), can_reach(deal, value + 1)
(True, False)
>>> max(card_values(deal).values()) == value or min(card_values(deal).values()) == value
True
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NoReturn, Protocol

import numpy as np

from calabresella.analysis import _solver_core as core
from calabresella.engine.actions import Play
from calabresella.engine.cards import PACK_THIRDS, Card, thirds_of
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, PhaseError, check_int
from calabresella.engine.tricks import winner_offset
from calabresella.games.registry import game_of, games
from calabresella.words import _, alternatives, dev, msg
from calabresella.words.message import Message

__all__ = ["Solver", "solve", "can_reach", "card_values"]

_Table = tuple[np.ndarray, np.ndarray]
_mtdf: Any = core.mtdf  # compiled: Numba's dispatcher takes the core's own arguments
_search: Any = core.search
_NO_STOCK = np.zeros(0, dtype=np.int64)
_NO_REST = np.zeros(1, dtype=np.int64)
_THIRDS: list[int] = core.THIRDS.tolist()


@dataclass(frozen=True)
class Stake:
    """What a game's solver adapter (``games/<game>/solve.py``) says of a deal in its card
    play: whose thirds the core maximises and how they read in the game's units.

    ``side`` is a bit mask of seats (the soloist; a Tressette partnership); ``bonus`` the
    thirds that go with the last trick (the monte's or the widow's, and the last-trick
    bonus); ``total`` every card's thirds and the last-trick bonus; ``points``: the value is
    in whole points (thirds // 3); ``flip``: the asker is of the other side, whose thirds are
    ``total`` less the side's; ``stock`` the stock as dealt, in its order, of which
    ``drawn`` cards are drawn (Tressette in due); ``rule`` the rule that scores the value,
    for messages."""

    side: int
    bonus: int
    total: int
    rule: str
    points: bool = False
    flip: bool = False
    stock: tuple[Card, ...] = ()
    drawn: int = 0


def soloist_stake(soloist: int | None, set_aside: Iterable[Card], last_trick_thirds: int, rule: str) -> Stake:
    """R22, R23, R25 (Italian), V4 (American): the :class:`Stake` of a game of one soloist
    against the rest: the soloist's thirds, and with the last trick go the thirds of the
    cards ``set_aside`` (the monte, the widow and the discards) and ``last_trick_thirds``;
    ``rule`` names what is counted, "at most" the pack's thirds and the bonus is added.

    >>> from calabresella.engine.cards import parse_cards
    >>> stake = soloist_stake(1, parse_cards("A♠ K♠"), 3, "R25: the soloist's thirds")
    >>> stake.side, stake.bonus, stake.total, stake.rule
    (2, 7, 35, "R25: the soloist's thirds, at most 35")
    """
    assert soloist is not None, dev("a deal in its card play has a soloist")
    total = PACK_THIRDS + last_trick_thirds
    return Stake(
        side=1 << soloist,
        bonus=thirds_of(set_aside) + last_trick_thirds,
        total=total,
        rule=str(msg("{rule}, at most {total}", rule=_(rule), total=total)),
    )


class SolveAdapter(Protocol):
    """A game's ``solve`` module (its :attr:`~calabresella.games.game.Game.solver` hook):
    how its deal is read into the solver's core."""

    ACCEPTS: str
    """The deals it takes, for the solver's refusal: "a Deal of an Italian profile (R19–R22)"."""

    PLAY_RULE: str
    """When a deal is solved, for the refusal of one that is not in its card play."""

    def playing(self, deal: Any) -> bool:
        """Whether ``deal`` is in its card play (the phase in which it is solved)."""
        ...

    def stake(self, deal: Any, asker: int) -> Stake:
        """The :class:`Stake` of ``deal`` (in its card play) for the side of seat ``asker``."""
        ...

    def finished_value(self, deal: Any, flip: bool) -> int:
        """The value of a finished deal, from its result (the other side's if ``flip``)."""
        ...

    def to_play(self, deal: Any) -> Any:
        """``deal`` moved on past what does not change the play (Tressette's declarations)."""
        ...


@dataclass(frozen=True)
class _Position:
    """A position as the compiled core reads it (see :mod:`._solver_core`).

    The core maximizes the thirds of the seats in ``side`` (a bit mask): the soloist in
    the Italian and American games, seats 0 & 2 (seat 0 in due) in Tressette. ``taken``
    is what that side already holds; ``bonus`` goes with the last trick."""

    hands: np.ndarray
    seats: int
    side: int
    stock: np.ndarray
    rests: np.ndarray
    drawn: int
    mover: int
    played: int
    led: int
    best: int
    best_seat: int
    trick_thirds: int
    trick_mask: int
    bonus: int
    taken: int

    @property
    def most(self) -> int:
        """The most the side can still add: the current trick, every card out, the bonus."""
        out = int(self.rests[self.drawn])
        for hand in self.hands.tolist():
            out |= hand
        return self.trick_thirds + sum(t for i, t in enumerate(_THIRDS) if out >> i & 1) + self.bonus

    @property
    def context(self) -> tuple[object, ...]:
        """What the table's values depend on besides the key: seats, side, bonus, stock."""
        return (self.seats, self.side, self.bonus, tuple(self.stock.tolist()))

    def args(self) -> tuple[object, ...]:
        return (
            self.hands, self.seats, self.side, self.stock, self.rests, self.drawn, self.mover, self.played,
            self.led, self.best, self.best_seat, self.trick_thirds, np.int64(self.trick_mask),
        )


@dataclass(frozen=True)
class _Game:
    """A deal read for the solver: its position, and how the side's final thirds (what the
    core finds, plus ``taken``) read in the units of the game for the seat that asks."""

    position: _Position
    points: bool  # Tressette: whole points (thirds // 3), not thirds
    flip: bool  # Tressette: the asker is the other side: its thirds are total - the side's
    total: int  # every card's thirds and the bonus
    most: int  # the largest value in the game's units
    rule: str  # the rule that scores it, for messages

    def value(self, thirds: int) -> int:
        """The game's value for the asker from the core side's final thirds."""
        mine = self.total - thirds if self.flip else thirds
        return mine // 3 if self.points else mine


def _accepted() -> Message:
    """The deals the solver takes, from every registered game with a solver adapter (each
    adapter's ``ACCEPTS`` a msgid of the catalogue, once where games share an adapter), as a
    message's parameter."""
    accepted = dict.fromkeys(str(game.solver().ACCEPTS) for game in games() if game.solver is not None)
    return alternatives([Message(kind) for kind in accepted])  # type: ignore[no-any-return]


def _refuse_type(deal: object) -> NoReturn:
    raise ArgumentTypeError(msg(
        "the double-dummy solver takes a deal of a game with tricks in its card play: {accepted}, got "
        "{kind} {deal}", accepted=_accepted(), kind=dev(type(deal).__name__), deal=dev(repr(deal)[:80])))


def _adapter(deal: object) -> SolveAdapter:
    """The solver adapter of ``deal``'s game; an ArgumentTypeError if it has none."""
    try:
        game = game_of(deal)
    except ArgumentTypeError:
        _refuse_type(deal)
    if game.solver is None or not isinstance(deal, game.deal_class):
        _refuse_type(deal)
    adapter: SolveAdapter = game.solver()
    return adapter


def _check(deal: Any) -> tuple[Any, SolveAdapter]:
    """``deal`` and its game's adapter if the solver can take it; else an ArgumentTypeError
    or a PhaseError."""
    adapter = _adapter(deal)
    if not adapter.playing(deal) or deal.current is None or deal.to_move is None:
        raise PhaseError(msg("{rule}; this deal is in the phase {phase}", rule=Message(adapter.PLAY_RULE),
                             phase=deal.phase.name))
    return deal, adapter


def _read(deal: Any, adapter: SolveAdapter, asker: int | None = None) -> _Game:
    """The position of ``deal`` (in its card play) for the core, and its units; the value is
    for the side of ``asker`` (Tressette; the seat to move when None)."""
    assert deal.current is not None and deal.to_move is not None
    stake = adapter.stake(deal, deal.to_move if asker is None else asker)
    seats = len(deal.hands)
    if not 2 <= seats <= core.MAX_SEATS:
        raise ArgumentValueError(msg("the double-dummy solver plays deals of 2 to {most} seats, this one has {seats}",
                                     most=core.MAX_SEATS, seats=seats))
    hands = np.array([sum(1 << card.index for card in hand) for hand in deal.hands], dtype=np.int64)
    trick = deal.current
    cards = trick.cards
    led = best = best_seat = 0
    trick_mask = 0
    if cards:
        led = cards[0].suit.index
        offset = winner_offset(cards)
        best = cards[offset].index
        best_seat = (trick.leader + offset) % seats
        for card in cards:
            trick_mask |= 1 << card.index
    stock, rests, drawn = _NO_STOCK, _NO_REST, 0
    dealt = stake.stock
    if dealt:
        stock = np.array([c.index for c in dealt], dtype=np.int64)
        rests = np.zeros(len(dealt) + 1, dtype=np.int64)
        for j in range(len(dealt) - 1, -1, -1):
            rests[j] = rests[j + 1] | (np.int64(1) << np.int64(dealt[j].index))
        drawn = stake.drawn
    side = stake.side
    taken = sum(t.thirds for t in deal.tricks if t.winner is not None and side >> t.winner & 1)
    position = _Position(
        hands=hands, seats=seats, side=side, stock=stock, rests=rests, drawn=drawn, mover=deal.to_move,
        played=len(cards), led=led, best=best, best_seat=best_seat, trick_thirds=thirds_of(cards),
        trick_mask=trick_mask, bonus=stake.bonus, taken=taken,
    )
    total = stake.total
    return _Game(position=position, points=stake.points, flip=stake.flip, total=total,
                 most=total // 3 if stake.points else total, rule=stake.rule)


def _solve(p: _Position, table: _Table, guess: int | None = None) -> int:
    """The side's final thirds: taken so far plus the core's exact future value. With no
    ``guess`` (of the final thirds), null-window searches bisect the span of the values;
    with one (a sibling's value, near this one), the first two are MTD(f)'s from it, which
    prove the value at once when the guess is right."""
    stats = np.zeros(2, dtype=np.int64)
    if guess is None:
        return p.taken + int(_mtdf(*p.args(), p.bonus, p.most // 2, *table, stats, 0))
    return p.taken + int(_mtdf(*p.args(), p.bonus, guess - p.taken, *table, stats, 2))


def _reach(p: _Position, target: int, table: _Table) -> bool:
    """Whether the side's final thirds are at least ``target``: one null-window search."""
    need = target - p.taken
    if need <= 0:
        return True
    if need > p.most:
        return False
    stats = np.zeros(2, dtype=np.int64)
    return int(_search(*p.args(), need - 1, need, p.bonus, *table, stats)) >= need


class Solver:
    """A double-dummy solver that keeps its transposition table between calls.

    Analysing the positions of one deal in order (after each card) reuses the work of
    the earlier calls. The table's values depend only on the cards in the hands and the
    seat to lead, given what the solver checks at every call: the number of seats, the
    maximizing side, the thirds that go with the last trick and the stock's order. When
    one of those changes the table is emptied, so a result never depends on the calls
    made before. A solver is safe to share between threads (one search at a time).

    >>> from calabresella.games.tressette import TressetteDeal
    >>> solver = Solver()
    >>> deal = TressetteDeal.new(seed=4, dealer=0)
    >>> later = deal
    >>> for _ in range(32):
    ...     later = later.apply(later.legal_actions()[0])
    >>> value = solver.solve(later)
    >>> 0 <= value <= 11 and solver.can_reach(later, value) and not solver.can_reach(later, value + 1)
    True
    """

    def __init__(self, table_bits: int = core.TT_BITS) -> None:
        self._bits = check_int(table_bits, "table_bits", 10, 26)
        """The table holds 2**table_bits entries of 32 bytes (20: 32 MB)."""
        self._table: _Table | None = None
        self._context: tuple[object, ...] | None = None
        self._lock = threading.Lock()

    def _table_for(self, p: _Position) -> _Table:
        context = p.context
        if self._table is None:
            self._table = core.new_table(self._bits)
        elif context != self._context:
            core.next_generation(self._table)
        self._context = context
        return self._table

    def _value(self, game: _Game, guess: int | None = None) -> tuple[int, int]:
        """The exact value of ``game``'s position in its units, and the side's final thirds
        it stands for (the next sibling's ``guess``). In thirds, by null-window searches
        (:func:`_solve`); in whole points, by null-window searches on the side's thirds
        where the points change only: from the step of ``guess`` up or down while the
        answer holds (two searches when the guess is right), else a bisection over at most
        a dozen steps."""
        p = game.position
        with self._lock:
            table = self._table_for(p)
            if not game.points:
                thirds = _solve(p, table, guess)
                return game.value(thirds), thirds
            low = p.taken
            steps = [t for t in range(low + 1, low + p.most + 1) if game.value(t) != game.value(t - 1)]
            reached, unreached = -1, len(steps)  # the side's thirds reach steps[reached], not steps[unreached]
            at = -1 if guess is None else sum(1 for t in steps if t <= guess) - 1  # the guess's step
            if at >= 0:
                if _reach(p, steps[at], table):
                    reached = at
                    if at + 1 < len(steps):
                        if _reach(p, steps[at + 1], table):
                            reached = at + 1
                        else:
                            unreached = at + 1
                else:
                    unreached = at
            while unreached - reached > 1:
                middle = (reached + unreached) // 2
                if _reach(p, steps[middle], table):
                    reached = middle
                else:
                    unreached = middle
            thirds = low if reached < 0 else steps[reached]
            return game.value(thirds), thirds

    def solve(self, deal: Any) -> int:
        """The value of ``deal``'s position with best play on both sides: the soloist's final
        total in thirds (Italian, R20–R23), the single player's final points (American, V4),
        or the final whole card points of the side to move (Tressette, V5; the calling games, C8)."""
        game = _read(*_check(deal))
        return self._value(game)[0]

    def can_reach(self, deal: Any, target: int) -> bool:
        """Whether :meth:`solve` is at least ``target`` (in the same units), by one
        null-window search; ``can_reach(deal, deal.rules.win_thirds)``: can the contract
        be made?"""
        game = _read(*_check(deal))
        check_int(target, "target", 0, game.most, rule=game.rule)
        p = game.position
        if game.points:
            need = 3 * target
            if game.flip:  # the other side's thirds >= need: the side's at most total - need
                with self._lock:
                    return not _reach(p, game.total - need + 1, self._table_for(p))
        else:
            need = target
        with self._lock:
            return _reach(p, need, self._table_for(p))

    def card_values(self, deal: Any) -> dict[Card, int]:
        """The value (:meth:`solve`'s, for the player to move now) of every legal card of the
        player to move, with best play afterwards; equivalent cards get the same value. The
        best card's value is :meth:`solve`'s: the largest for the soloist (or in Tressette
        always, for the side to move), the smallest for a defender."""
        checked, adapter = _check(deal)
        asker = checked.to_move
        game = _read(checked, adapter)
        values: dict[Card, int] = {}
        guess: int | None = None  # siblings' values are near: each is the next one's first guess
        for action in checked.legal_actions():
            assert isinstance(action, Play)
            if action.card in values:
                continue  # a Tressette lead with a signal: the same card
            child = adapter.to_play(checked.apply(Play(action.card)))
            if child.result is not None:
                values[action.card] = adapter.finished_value(child, game.flip)
            else:
                inner = _read(child, adapter, asker)
                values[action.card], guess = self._value(inner, guess)
        return values


REACH_TABLE_BITS = 17
"""The module's :func:`can_reach` uses a table of 2**17 entries (4 MB): one null-window
search from a whole deal stores few positions, and a table that fits the processor's
cache answers faster (``benchmarks/bench_solver.py``, one run: median 9.4 ms against
11.3 ms with the 32 MB table); a full :func:`solve` wants the large one (with the small
table its worst deal took 18.6 s, with the large 7.4 s)."""

_SHARED = Solver()
_SHARED_REACH = Solver(REACH_TABLE_BITS)


def _fresh(solver: Solver = _SHARED) -> Solver:
    """One of the module's solvers with its table emptied: each function call starts
    afresh, so neither its value nor its time depends on the calls made before."""
    with solver._lock:
        if solver._table is not None:
            core.next_generation(solver._table)
    return solver


def solve(deal: Any) -> int:
    """:meth:`Solver.solve` with an empty table (the module's solver, emptied first)."""
    return _fresh().solve(deal)


def can_reach(deal: Any, target: int) -> bool:
    """:meth:`Solver.can_reach` with an empty table (a smaller one than :func:`solve`'s,
    :data:`REACH_TABLE_BITS`, emptied first)."""
    return _fresh(_SHARED_REACH).can_reach(deal, target)


def card_values(deal: Any) -> dict[Card, int]:
    """:meth:`Solver.card_values` with an empty table (the module's solver, emptied first)."""
    return _fresh().card_values(deal)
