"""Reviewing the exchange: the discards made against the best discards found (R14, R17, R18).

:func:`review_exchange` compares the discards of the exchange (the soloist's, R14; the
defenders' with dividete and scegliete, R17, R18) with other sets of discards, each
solved by the double-dummy solver (:mod:`calabresella.analysis.solver`) from the opening
lead it gives, and returns an :class:`ExchangeReview`. Sets that differ only by
interchangeable cards (:func:`card_classes`) are solved once; when not every set is
solved, the most promising by a rule of thumb (:func:`discard_score`) are.
:func:`calabresella.analysis.review.analyse` reviews the exchange so, then the cards.
The candidates are split into one run a core, in their order, each run solved by its
own thread (:mod:`calabresella.analysis.worlds`) against the discards made; the best of
the runs, the first in order on a tie, is the set one scan of the whole list finds.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from calabresella.analysis import worlds
from calabresella.analysis.solver import Solver
from calabresella.analysis.worlds import Clock
from calabresella.engine.actions import Discard
from calabresella.engine.cards import PACK_THIRDS, Card
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.phase import Phase
from calabresella.words import Table, about, dev, many, msg
from calabresella.words.message import Message

__all__ = ["ExchangeReview", "card_classes", "discard_score", "progress_bar", "review_exchange"]


@dataclass(frozen=True)
class ExchangeReview:
    """The discards of the exchange against the best discards found (R14, R17, R18).

    The value of a set of discards is the soloist's final thirds with best play from
    the position at the opening lead that those discards give: from the deal as it
    stood just before the first discard (after the call, the card given back, or the
    defenders' share of the monte, all taken as they happened), each discard of the set
    is made through the engine's own :meth:`Deal.apply` in the order it asks for them,
    and the new monte, the hands and the opening leader are what the engine makes of
    them. The soloist's best discards have the largest value, the defenders' the
    smallest (with dividete and scegliete the two defenders' discards are compared
    together, as pairs of sets).

    Sets that differ only by interchangeable cards (same suit, same thirds, no card of
    another player ranking between them) give the same value, so one of each is solved
    (``distinct``). When ``complete`` is False only the set made and the most promising
    others by :func:`discard_score` were solved, each by a null-window search that asks
    only "does it beat the best so far?" and solves it exactly when it does.
    """

    seats: tuple[int, ...]
    """Who discarded: the soloist (R14), or the two defenders (R17, R18)."""
    soloist_side: bool
    """True when the soloist discarded, False when the defenders did."""
    chosen: tuple[Card, ...]
    """The discards made, in the order made."""
    chosen_value: int
    """The soloist's final thirds with best play after the discards made."""
    best: tuple[Card, ...]
    """The best discards found (equal to ``chosen`` when nothing better was found)."""
    best_value: int
    """Their value."""
    solved: int
    """How many sets of discards were compared (different in play; the one made included)."""
    candidates: int
    """How many sets of discards the rules allowed."""
    distinct: int
    """How many of them differ in play (sets that differ only by interchangeable cards,
    such as the 5 and the 4 of a suit when the other side holds nothing between, are one)."""
    complete: bool
    """True when every allowed set was compared: ``best`` is then the best there is."""
    counts: tuple[int, ...] = ()
    """How many cards each seat of ``seats`` discarded (``chosen`` and ``best`` list
    the first seat's cards first)."""
    seconds: float = field(default=0.0, compare=False)
    """How long the comparison took."""

    def split(self, cards: Sequence[Card]) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """``cards`` (``chosen`` or ``best``) as (seat, that seat's discards)."""
        counts = self.counts or (len(cards),)
        parts: list[tuple[int, tuple[Card, ...]]] = []
        at = 0
        for seat, count in zip(self.seats, counts, strict=False):
            parts.append((seat, tuple(cards[at : at + count])))
            at += count
        return tuple(parts)

    def _cards_words(self, cards: Sequence[Card]) -> Any:
        """``cards`` as a message's parameter: the cards, or each seat's when two discarded."""
        parts = self.split(cards)
        if len(parts) == 1:
            return list(cards) or _NOTHING
        said: Message | None = None
        for seat, mine in parts:
            part = about(seat, "{player} {cards}", "your {cards}", cards=list(mine) or _NOTHING)
            said = part if said is None else msg("{first} and {second}", first=said, second=part)
        return said

    @property
    def cost(self) -> int:
        """Thirds the discarding side lost against the best discards found (≥ 0)."""
        return self.best_value - self.chosen_value if self.soloist_side else self.chosen_value - self.best_value

    @property
    def words(self) -> str:
        """What was compared, and what was approximated, in plain words (said to the table on
        screen: its default names, its card style)."""
        return self.said()

    def said(self, table: Table | None = None) -> str:
        """:attr:`words` said to ``table`` (the players' names, "you", the card style)."""
        return " ".join(m.render(table) for m in self.messages())

    def messages(self) -> list[Message]:
        """:attr:`words` as messages, one a sentence."""
        chosen, value = self._cards_words(self.chosen), self.chosen_value
        soloist = self.soloist_side
        if self.cost == 0 and self.complete:
            verdict = (many("The discards of the soloist ({cards}) give the soloist {count} third with best play: "
                            "the best there are.", "The discards of the soloist ({cards}) give the soloist {count} "
                            "thirds with best play: the best there are.", value, cards=chosen)
                       if soloist else
                       many("The discards of the defenders ({cards}) give the soloist {count} third with best "
                            "play: the best there are.", "The discards of the defenders ({cards}) give the soloist "
                            "{count} thirds with best play: the best there are.", value, cards=chosen))
        elif self.cost == 0:
            verdict = (many("The discards of the soloist ({cards}) give the soloist {count} third with best play: "
                            "none of the others compared is better.", "The discards of the soloist ({cards}) give "
                            "the soloist {count} thirds with best play: none of the others compared is better.",
                            value, cards=chosen)
                       if soloist else
                       many("The discards of the defenders ({cards}) give the soloist {count} third with best "
                            "play: none of the others compared is better.", "The discards of the defenders "
                            "({cards}) give the soloist {count} thirds with best play: none of the others compared "
                            "is better.", value, cards=chosen))
        else:
            better = {"cards": chosen, "value": many("{count} third", "{count} thirds", value),
                      "best": self._cards_words(self.best),
                      "best_value": self.best_value}
            verdict = (many("The discards of the soloist ({cards}) give the soloist {value} with best play; "
                            "discarding {best} instead gives {best_value}, {count} third better for the soloist.",
                            "The discards of the soloist ({cards}) give the soloist {value} with best play; "
                            "discarding {best} instead gives {best_value}, {count} thirds better for the soloist.",
                            self.cost, **better)
                       if soloist else
                       many("The discards of the defenders ({cards}) give the soloist {value} with best "
                            "play; discarding {best} instead gives {best_value}, {count} third better for the "
                            "defenders.", "The discards of the defenders ({cards}) give the soloist {value} "
                            "with best play; discarding {best} instead gives {best_value}, {count} thirds better "
                            "for the defenders.", self.cost, **better))
        if self.complete:
            scope = many("Every one of the {count} possible set of discards ({distinct} different in play) was "
                         "solved.", "Every one of the {count} possible sets of discards ({distinct} different in "
                         "play) was solved.", self.candidates, distinct=self.distinct)
        else:
            scope = msg("Only {solved} of the {distinct} sets of discards different in play ({candidates} possible) "
                        "were solved: the one made and the most promising by a quick rule of thumb, so a better set "
                        "may exist.", solved=self.solved, distinct=self.distinct, candidates=self.candidates)
        before = msg("What came before the discards (a call, a card given back, a share of the monte) is taken as "
                     "it happened.")
        return [verdict, scope, before]


_NOTHING = Message("nothing", context=dev("no cards"))  # pgettext("no cards", "nothing") in engine.naming
"""No cards (a defender who discarded none)."""


def progress_bar(total: int, desc: str, progress: bool) -> Any:
    """A tqdm progress bar of ``total`` steps on standard error, drawn only with ``progress``."""
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit="card" if desc == "analyse" else "set", disable=not progress, leave=False)


def discard_score(side: Sequence[Card], other: Sequence[Card], discarded: Sequence[Card]) -> float:
    """A quick rule of thumb for how good keeping ``side`` (the discarding side's cards
    after the discards) is against ``other`` (the other side's cards; every hand is face
    up), used only to choose which sets of discards to solve first. Higher is better.

    In each suit it counts the cards certain to win a trick (those above every card of
    the other side in the suit; all of them if the other side has none) and the long
    cards (how many more the side holds than the other side's longest hand could —
    approximated by the other side's whole holding), 4 for each, plus the thirds kept;
    discarded thirds count half (they lie in the monte for whoever takes the last trick).
    """
    score = 0.0
    for suit in {c.suit for c in side}:
        mine = sorted((c.strength for c in side if c.suit is suit), reverse=True)
        theirs = [c.strength for c in other if c.suit is suit]
        top = max(theirs, default=-1)
        masters = sum(1 for s in mine if s > top)
        longer = max(0, len(mine) - len(theirs))
        score += 4 * max(masters, longer)
    score += sum(c.thirds for c in side) + 0.5 * sum(c.thirds for c in discarded)
    return score


def card_classes(hand: Sequence[Card], others: Sequence[Card]) -> dict[Card, int]:
    """Interchangeable cards of ``hand``: same suit, same thirds, and none of ``others``
    ranking between them. Discarding one or the other gives the same value (the tricks
    fall the same and the monte holds as many thirds), so one of each set is solved."""
    classes: dict[Card, int] = {}
    number = 0
    everything = sorted(list(hand) + list(others), key=lambda c: (c.suit.index, -c.strength))
    held = set(hand)
    previous: Card | None = None
    for card in everything:
        if card not in held:
            previous = None
            continue
        if previous is None or previous.suit is not card.suit or previous.thirds != card.thirds:
            number += 1
        classes[card] = number
        previous = card
    return classes


@dataclass(frozen=True)
class _Candidate:
    discards: tuple[tuple[int, tuple[Card, ...]], ...]  # (seat, cards) per discarding seat
    key: tuple[tuple[int, ...], ...]
    score: float

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, cards in self.discards for c in cards)


def review_exchange(
    states: Sequence[Deal], start: int, chosen_value: int, extra: int | None, progress: bool
) -> ExchangeReview | None:
    """Compare the discards made with other sets of discards (see :class:`ExchangeReview`)."""
    first = next(
        (i for i, s in enumerate(states[:start]) if s.phase in (Phase.DISCARD, Phase.DEFENDER_DISCARD)), None
    )
    if first is None:
        return None
    started = time.perf_counter()
    before = states[first]
    soloist = before.soloist
    assert soloist is not None
    soloist_side = before.phase is Phase.DISCARD
    seats = tuple(s for s in ((soloist,) if soloist_side else before.defenders) if before.to_discard[s])
    made: dict[int, list[Card]] = {s: [] for s in seats}
    for state, nxt in zip(states[first:start], states[first + 1 : start + 1], strict=True):
        assert state.to_move is not None
        action = nxt.history[-1][1]
        assert isinstance(action, Discard)
        made[state.to_move].append(action.card)
    chosen = tuple((s, tuple(made[s])) for s in seats)
    ranked, candidates = _ranked_candidates(before, chosen)
    todo = ranked if extra is None else ranked[:extra]
    best_cards, best_value = tuple(c for _, cards in chosen for c in cards), chosen_value
    most = _most(before)

    size = max(1, -(-len(todo) // worlds.WORKERS))  # one run of candidates a thread, in their order
    runs = list(enumerate(todo[i:i + size] for i in range(0, len(todo), size)))
    so_far = [chosen_value] * len(runs)  # each run's best yet, read by the runs after it

    def best_of(solver: Solver, numbered: tuple[int, list[_Candidate]], clock: Clock) -> tuple[int, tuple[Card, ...]]:
        """The best of a run of the candidates and the discards made: each asked only "does it
        beat the best so far?" (its run's, or an earlier run's: an earlier set wins a tie), and
        solved exactly when it does."""
        number, run = numbered
        value, cards = chosen_value, best_cards
        for candidate in run:
            bests = [value, *so_far[:number]]
            position = _position_after(before, dict(candidate.discards))
            if soloist_side:
                beat = max(bests)
                better = solver.can_reach(position, beat + 1) if beat < most else False
            else:
                beat = min(bests)
                better = beat > 0 and not solver.can_reach(position, beat)
            if better:
                value, cards = solver.solve(position), candidate.cards
                so_far[number] = value
            bar.update(1)
        return value, cards

    with progress_bar(len(todo), "exchange", progress) as bar:
        found = worlds.solve_each(iter(runs), best_of, limit=len(runs))
    for value, cards in found:  # the runs in order: the first of the best sets, as one scan finds it
        if value > best_value if soloist_side else value < best_value:
            best_value, best_cards = value, cards
    return ExchangeReview(
        seats=seats,
        soloist_side=soloist_side,
        chosen=tuple(c for _, cards in chosen for c in cards),
        chosen_value=chosen_value,
        best=best_cards,
        best_value=best_value,
        solved=len(todo) + 1,
        candidates=candidates,
        distinct=len(ranked) + 1,
        complete=len(todo) == len(ranked),
        counts=tuple(before.to_discard[s] for s in seats),
        seconds=time.perf_counter() - started,
    )


def _ranked_candidates(
    before: Deal, chosen: tuple[tuple[int, tuple[Card, ...]], ...]
) -> tuple[list[_Candidate], int]:
    """Every set of discards different in play from ``chosen`` (one of each set of
    interchangeable ones), most promising first by :func:`discard_score`; and how many
    sets the rules allow, counting interchangeable ones."""
    soloist = before.soloist
    assert soloist is not None
    seats = tuple(seat for seat, _ in chosen)
    side = [c for s in seats for c in before.hands[s]]
    if before.phase is Phase.DISCARD:
        other = [c for s in before.defenders for c in before.hands[s]]
    else:
        other = list(before.hands[soloist])
    classes = {s: card_classes(before.hands[s], [c for t in range(3) if t != s for c in before.hands[t]]) for s in seats}
    per_seat = [list(itertools.combinations(before.hands[s], before.to_discard[s])) for s in seats]
    candidates = 1
    for options in per_seat:
        candidates *= len(options)

    def key_of(discards: Sequence[tuple[int, Sequence[Card]]]) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(sorted(classes[s][c] for c in cards)) for s, cards in discards)

    chosen_key = key_of(chosen)
    distinct: dict[tuple[tuple[int, ...], ...], _Candidate] = {}
    for combo in itertools.product(*per_seat):
        discards = tuple(zip(seats, combo, strict=True))
        key = key_of(discards)
        if key in distinct or key == chosen_key:
            continue
        gone = {c for cards in combo for c in cards}
        score = discard_score([c for c in side if c not in gone], other, sorted(gone))
        distinct[key] = _Candidate(discards, key, score)
    return sorted(distinct.values(), key=lambda c: -c.score), candidates


def _most(deal: Deal) -> int:
    return PACK_THIRDS + deal.rules.last_trick_thirds


def _position_after(before: Deal, discards: Mapping[int, Sequence[Card]]) -> Deal:
    """The position at the opening lead after ``discards`` (seat: cards), each made through
    the engine's own :meth:`Deal.apply` from the state before the exchange, in the order
    the engine asks for them (R14, R17, R18)."""
    left = {seat: list(cards) for seat, cards in discards.items()}
    state = before
    while state.phase in (Phase.DISCARD, Phase.DEFENDER_DISCARD):
        assert state.to_move is not None
        state = state.apply(Discard(left[state.to_move].pop(0)))
    return state
