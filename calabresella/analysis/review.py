"""Reviewing a played deal card by card with the double-dummy solver.

:func:`analyse` replays a deal of an Italian profile (a :class:`Deal` with its history,
or a deal record) and gives, for every card played, the soloist's final total in thirds
with best play before and after it (:mod:`calabresella.analysis.solver`): what the card
cost the player's side, a :class:`Mark` for learners and the better cards. It also
compares the discards of the exchange (R14; the defenders' with dividete and scegliete,
R17, R18) with the best discards it can find (:class:`ExchangeReview`).

Every value is the soloist's final total in thirds, "with every hand face up and best
play on both sides": the soloist wants it high, the defenders low. A card's *cost* is
what the player's own side loses by it: ``before - after`` for the soloist,
``after - before`` for a defender; never negative, since no card beats best play.
:class:`Mark` turns the cost into four steps (good, slip, mistake, blunder) justified
by the scoring rules, and :func:`outcome_band` says when a card changes the outcome.

One :class:`~calabresella.analysis.solver.Solver` serves all the cards of a deal, so its
table carries over from each position to the next; the exchange has its own.

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.games.italian.players import HeuristicPlayer, play_deal
>>> deal = play_deal(Deal.new(seed=1), [HeuristicPlayer(s) for s in range(3)])
>>> review = analyse(deal, exchange_candidates=0, first_card=34)  # the last trick only: fast
>>> review.start_value, review.target, review.could_make, review.result
(20, 18, True, 33)
>>> print(review.lines()[0])
With best play the soloist makes 20 thirds: the contract could be made (the soloist needs 18).
>>> [(c.number, c.trick, c.before, c.after, c.mark) for c in review.cards]
[(34, 12, 33, 33, Mark.GOOD), (35, 12, 33, 33, Mark.GOOD), (36, 12, 33, 33, Mark.GOOD)]
"""

from __future__ import annotations

import enum
import html
import itertools
import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from calabresella.analysis.solver import Solver
from calabresella.engine.actions import Discard, Play
from calabresella.engine.cards import PACK_THIRDS, Card
from calabresella.engine.errors import ArgumentTypeError, PhaseError, check_bool, check_int
from calabresella.engine.game import check_names
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.rules import Rules

__all__ = [
    "CardReview", "DealReview", "ExchangeReview", "Mark", "analyse", "card_mark", "discard_score", "outcome_band",
    "outcome_words",
]


# =========================================================================== the marks


class Mark(enum.Enum):
    """How much a card cost its player's side, in four steps a learner can read.

    The steps follow the scoring rules (R23–R27):

    - ``GOOD``: it costs nothing: the side's best total with best play is unchanged
      (it is one of the best cards, or as good as them).
    - ``SLIP``: it costs one or two thirds, less than a whole point (R24 counts whole
      points, 3 thirds), and does not change the outcome of the deal.
    - ``MISTAKE``: it costs 3 thirds or more (a whole point or more), without changing
      the outcome.
    - ``BLUNDER``: it changes the outcome of the deal with best play (:func:`outcome_band`):
      the contract made becomes lost or the other way round (R25: the soloist needs
      ``rules.win_thirds`` thirds), or a Cappotto or Stramazzo (R27, which doubles or
      triples the stake) becomes certain or stops being certain. This is whatever the
      cost in thirds: one third across the line of 18 changes who pays.

    Cappotto and Stramazzo depend on who takes which trick, not only on the thirds,
    and the solver counts thirds; so the review counts one only where the thirds alone
    make it certain (see :func:`outcome_band`).
    """

    GOOD = "good"
    SLIP = "slip"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def words(self) -> str:
        """The mark in plain words for a learner."""
        return _MARK_WORDS[self]

    def __repr__(self) -> str:
        return f"Mark.{self.name}"


_MARK_WORDS = {
    Mark.GOOD: "a good card: it gives nothing away",
    Mark.SLIP: "a slip: it gives away less than a whole point",
    Mark.MISTAKE: "a mistake: it gives away a whole point or more",
    Mark.BLUNDER: "a blunder: it changes the outcome of the deal",
}


def outcome_words(band: int) -> str:
    """An :func:`outcome_band` in plain words.

    >>> outcome_words(1), outcome_words(-2)
    ('the contract made', 'the contract lost with a Cappotto or Stramazzo against the soloist')
    """
    return {
        2: "the contract made with a Cappotto or Stramazzo against the defenders",
        1: "the contract made",
        -1: "the contract lost",
        -2: "the contract lost with a Cappotto or Stramazzo against the soloist",
    }[band]


def outcome_band(value: int, rules: Rules) -> int:
    """The outcome a soloist's final total of ``value`` thirds certainly gives (R25, R27).

    ``2``: the contract is made and the defenders certainly suffer a Cappotto or a
    Stramazzo; ``1``: made; ``-1``: lost; ``-2``: lost, and a Cappotto or Stramazzo
    against the soloist is certain.

    The losing side's *card* thirds decide a Stramazzo (fewer than
    ``rules.stramazzo_below_thirds``; the last trick's bonus does not count), and a
    Cappotto (every trick, or none) leaves the losers no thirds at all. A total of ``v``
    thirds leaves the other side ``total - v`` thirds, of which the bonus may or may not
    be part; so with the default profile (35 thirds, a bonus of 3, Stramazzo below 3):
    33 or more certainly gives a Cappotto or Stramazzo against the defenders (they have
    at most 2 thirds), 2 or fewer one against the soloist, and 30–32 or 3–5 may or may
    not, depending on who takes the last trick: those count as plain made or lost.

    >>> from calabresella.games.italian.rules import ITALIAN
    >>> [outcome_band(v, ITALIAN) for v in (0, 2, 3, 17, 18, 32, 33, 35)]
    [-2, -2, -1, -1, 1, 1, 2, 2]
    """
    total = PACK_THIRDS + rules.last_trick_thirds
    below = rules.stramazzo_below_thirds
    if value >= rules.win_thirds:
        return 2 if total - value < below else 1
    return -2 if value < below else -1


# =========================================================================== the reviews


@dataclass(frozen=True)
class CardReview:
    """One card of the play, judged against best play (every hand face up).

    ``before`` and ``after`` are the soloist's final total in thirds with best play
    from the position before and after the card; ``values`` gives that total after
    each legal card; ``better`` the best cards when this one was not among them.
    """

    number: int
    """1-based: the card's place among the cards played in the deal (1 to 36)."""
    trick: int
    """1-based: the trick the card was played to."""
    seat: int
    """The seat that played it."""
    card: Card
    soloist_side: bool
    """True when the soloist played it."""
    before: int
    """The soloist's final thirds with best play before the card."""
    after: int
    """The soloist's final thirds with best play after the card."""
    cost: int
    """Thirds the player's own side lost by the card (0 for a best card)."""
    mark: Mark
    better: tuple[Card, ...] = ()
    """The best cards, when this one was not best; else empty."""
    values: tuple[tuple[Card, int], ...] = ()
    """Every legal card with the soloist's final thirds with best play after it."""

    @property
    def words(self) -> str:
        """One sentence in plain words (:meth:`sentence` without names)."""
        return self.sentence()

    def sentence(self, names: Sequence[str] | None = None) -> str:
        """One sentence in plain words; ``names`` (one per seat) name the players."""
        names = check_names(names, 3)
        who = "the soloist" if self.soloist_side else "a defender"
        player = f"seat {self.seat}" if names is None else f"{names[self.seat]} (seat {self.seat})"
        head = f"Card {self.number} (trick {self.trick}): {player}, {who}, played {self.card}"
        if self.cost == 0:
            return f"{head}: {self.mark.words}."
        best = " or ".join(map(str, self.better))
        thirds = "third" if self.cost == 1 else "thirds"
        return (
            f"{head}: {self.mark.words}. It cost {self.cost} {thirds} "
            f"({self.before} → {self.after} for the soloist); {best} was better."
        )


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

    def _cards_words(self, cards: Sequence[Card]) -> str:
        parts = self.split(cards)
        if len(parts) == 1:
            return " ".join(map(str, cards))
        return " and ".join(f"seat {seat} {' '.join(map(str, mine)) or 'nothing'}" for seat, mine in parts)

    @property
    def cost(self) -> int:
        """Thirds the discarding side lost against the best discards found (≥ 0)."""
        return self.best_value - self.chosen_value if self.soloist_side else self.chosen_value - self.best_value

    @property
    def words(self) -> str:
        """What was compared, and what was approximated, in plain words."""
        who = "the soloist" if self.soloist_side else "the defenders"
        chosen = self._cards_words(self.chosen)
        if self.cost == 0:
            verdict = (
                f"The discards of {who} ({chosen}) give the soloist {self.chosen_value} thirds with best "
                f"play: {'the best there are' if self.complete else 'none of the others compared is better'}."
            )
        else:
            verdict = (
                f"The discards of {who} ({chosen}) give the soloist {self.chosen_value} thirds with best "
                f"play; discarding {self._cards_words(self.best)} instead gives {self.best_value}, "
                f"{self.cost} {'third' if self.cost == 1 else 'thirds'} better for {who}."
            )
        if self.complete:
            scope = (
                f"Every one of the {self.candidates} possible sets of discards ({self.distinct} different "
                "in play) was solved."
            )
        else:
            scope = (
                f"Only {self.solved} of the {self.distinct} sets of discards different in play "
                f"({self.candidates} possible) were solved: the one made and the most promising by a "
                "quick rule of thumb, so a better set may exist."
            )
        scope += " What came before the discards (a call, a card given back, a share of the monte) is taken as it happened."
        return f"{verdict} {scope}"


@dataclass(frozen=True)
class DealReview:
    """A deal reviewed card by card against best play (every hand face up)."""

    deal: Deal
    """The deal reviewed (its last position)."""
    start_value: int
    """The soloist's final thirds with best play at the opening lead."""
    target: int
    """The thirds the soloist needs (R25, ``rules.win_thirds``)."""
    could_make: bool
    """Whether the contract could be made with best play from the opening lead."""
    result: int | None
    """The soloist's final thirds, when the deal is finished; else None."""
    exchange: ExchangeReview | None
    """The discards against the best found; None for a contract without discards."""
    cards: tuple[CardReview, ...]
    """Every card played (from the first reviewed), in order."""

    @property
    def costly(self) -> tuple[CardReview, ...]:
        """The cards that cost something."""
        return tuple(c for c in self.cards if c.cost > 0)

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The review in plain words: the start, the exchange, the cards that cost something;
        ``names`` (one per seat) name the players, else they are called by seat."""
        names = check_names(names, len(self.deal.hands))
        could = "could be made" if self.could_make else "could not be made"
        lines = [
            f"With best play the soloist makes {self.start_value} thirds: the contract {could} "
            f"(the soloist needs {self.target})."
        ]
        if self.result is not None:
            made = "made" if self.result >= self.target else "lost"
            lines.append(f"The soloist took {self.result} thirds: the contract was {made}.")
        if self.exchange is not None:
            lines.append(self.exchange.words)
        costly = self.costly
        if costly:
            lines.append(f"{len(costly)} of the {len(self.cards)} cards reviewed cost something:")
            for card in costly:
                line = "  " + card.sentence(names)
                if card.mark is Mark.BLUNDER:
                    rules = self.deal.rules
                    line += (
                        f" With best play the deal goes from {outcome_words(outcome_band(card.before, rules))} "
                        f"to {outcome_words(outcome_band(card.after, rules))}."
                    )
                lines.append(line)
        elif self.cards:
            lines.append(f"Every one of the {len(self.cards)} cards reviewed was as good as best play.")
        return lines

    def to_dict(self) -> dict[str, Any]:
        """The review as JSON-ready data (what ``python -m calabresella analyse --json`` prints).

        Fields: ``format`` ``"calabresella-analysis"``, ``version`` 1, ``rules`` (the
        profile), ``contract`` (``"solo"``, ``"solissimo dividete"``…), ``soloist`` (a seat),
        ``target``, ``start_value``, ``could_make``, ``result`` (null until finished);
        ``exchange``: null, or ``seats``, ``soloist_side``, ``chosen`` and ``best`` (lists
        of [seat, [cards]]), ``chosen_value``, ``best_value``, ``cost``, ``solved``,
        ``candidates``, ``distinct``, ``complete``, ``seconds``; ``cards``: one object per
        card reviewed with ``number``, ``trick``, ``seat``, ``card``, ``soloist_side``,
        ``before``, ``after``, ``cost``, ``mark`` (``good``, ``slip``, ``mistake``,
        ``blunder``), ``better`` (cards) and ``values`` (each legal card: the soloist's
        final thirds with best play after it). Cards are written as ``"3♠"``; every value
        is the soloist's final total in thirds.
        """
        deal = self.deal
        assert deal.bid is not None
        contract = deal.bid.value
        if deal.enhancement is not None and deal.enhancement.value != "plain":
            contract += " " + deal.enhancement.value
        exchange: dict[str, Any] | None = None
        if self.exchange is not None:
            ex = self.exchange
            exchange = {
                "seats": list(ex.seats),
                "soloist_side": ex.soloist_side,
                "chosen": [[seat, [str(c) for c in cards]] for seat, cards in ex.split(ex.chosen)],
                "chosen_value": ex.chosen_value,
                "best": [[seat, [str(c) for c in cards]] for seat, cards in ex.split(ex.best)],
                "best_value": ex.best_value,
                "cost": ex.cost,
                "solved": ex.solved,
                "candidates": ex.candidates,
                "distinct": ex.distinct,
                "complete": ex.complete,
                "seconds": round(ex.seconds, 3),
            }
        return {
            "format": "calabresella-analysis",
            "version": 1,
            "rules": deal.rules.name,
            "contract": contract,
            "soloist": deal.soloist,
            "target": self.target,
            "start_value": self.start_value,
            "could_make": self.could_make,
            "result": self.result,
            "exchange": exchange,
            "cards": [
                {
                    "number": c.number,
                    "trick": c.trick,
                    "seat": c.seat,
                    "card": str(c.card),
                    "soloist_side": c.soloist_side,
                    "before": c.before,
                    "after": c.after,
                    "cost": c.cost,
                    "mark": c.mark.value,
                    "better": [str(b) for b in c.better],
                    "values": {str(card): value for card, value in c.values},
                }
                for c in self.cards
            ],
        }

    def summary(self, names: Sequence[str] | None = None) -> str:
        """:meth:`lines` as one text."""
        return "\n".join(self.lines(names))

    def _repr_html_(self) -> str:
        rows = "".join(
            ("<tr>" if c.cost == 0 else f'<tr style="font-weight: bold" title="{html.escape(c.mark.words)}">')
            + f"<td>{c.number}</td><td>{c.trick}</td><td>{c.seat}{' (soloist)' if c.soloist_side else ''}</td>"
            f"<td>{html.escape(str(c.card))}</td><td>{c.before} → {c.after}</td><td>{c.cost}</td>"
            f"<td>{c.mark.value}</td><td>{html.escape(' '.join(map(str, c.better)))}</td>"
            "</tr>"
            for c in self.cards
        )
        head = "".join(f"<th>{h}</th>" for h in ("#", "trick", "seat", "card", "soloist's thirds", "cost", "mark", "better"))
        told = self.lines()[: 2 + (self.result is not None) + (self.exchange is not None) - 1]
        words = "".join(f"<p>{html.escape(line)}</p>" for line in told)
        return f"<div>{words}<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"

    def __repr__(self) -> str:
        return (
            f"<DealReview {self.deal!r}: start {self.start_value} thirds, target {self.target}, "
            f"{len(self.cards)} cards, {len(self.costly)} costly>"
        )


EXCHANGE_CANDIDATES = 100
"""How many sets of discards :func:`analyse` solves beyond the one made, by default.

A Chiamo or Solo soloist may discard any 4 of 16 cards: 1820 sets, usually 300–1200
different in play, and one set takes the solver 0.05–0.3 s (a null-window search:
can it beat the best so far?), so every set would take up to minutes. By default the
100 most promising by :func:`discard_score` are solved (a few seconds); pass
``exchange_candidates=None`` to solve them all."""


def analyse(
    deal_or_record: Any,
    *,
    exchange_candidates: int | None = EXCHANGE_CANDIDATES,
    first_card: int = 1,
    progress: bool = False,
) -> DealReview:
    """Review the play of a deal of an Italian profile against best play, card by card.

    ``deal_or_record``: a :class:`~calabresella.games.italian.deal.Deal` (finished, or
    partly played: its history up to now is reviewed), or a deal record (the path of a
    file, a :class:`pathlib.Path`, the record's JSON text, or the record as a dict) as
    :func:`calabresella.games.record.from_any` reads it.

    ``exchange_candidates``: how many sets of discards to solve beyond the one made;
    when every set different in play fits, all are solved (``complete``), else the
    most promising by a rule of thumb (:func:`discard_score`). 0 compares none; None
    solves every set (exact, but up to minutes for a Chiamo or Solo).

    ``first_card``: review from this card on (1 to 36); the cards before it are not
    reviewed, which is faster (``start_value`` is still that of the opening lead).

    ``progress``: show progress bars (tqdm) on standard error.
    """
    deal = _read(deal_or_record)
    if exchange_candidates is not None:
        check_int(exchange_candidates, "exchange_candidates", 0, rule=None)
    check_int(first_card, "first_card", 1, 3 * deal.rules.hand_size, rule="R20")
    check_bool(progress, "progress")
    states = _states(deal)
    start = next(i for i, state in enumerate(states) if state.phase is Phase.PLAY)
    play = Solver()
    start_value = play.solve(states[start])
    exchange = _review_exchange(states, start, start_value, exchange_candidates, progress)
    cards = _review_cards(deal, states[start:], play, first_card, progress)
    return DealReview(
        deal=deal,
        start_value=start_value,
        target=deal.rules.win_thirds,
        could_make=start_value >= deal.rules.win_thirds,
        result=None if deal.result is None else deal.result.soloist_thirds,
        exchange=exchange,
        cards=cards,
    )


# =========================================================================== reading the input

_EXPECTED = (
    "a Deal of an Italian profile (finished or partly played), or a deal record: the path of a "
    "record file, its JSON text, or the record as a dict"
)


def _read(value: object) -> Deal:
    """The deal to review: a Deal as given, or a record replayed through the engine."""
    from calabresella.games import record

    if isinstance(value, (str, os.PathLike)) and not isinstance(value, Deal):
        text = os.fspath(value)
        if isinstance(text, str) and text.lstrip().startswith("{"):
            from calabresella.engine.files import FileFormatError, load_json_object

            try:
                data = load_json_object(text, "record", "a deal record")
            except FileFormatError as err:
                raise record.RecordError(str(err)) from None
            value = record.from_any(data, "record")
        else:
            value = record.from_any(record.read_object(text), str(text))
    elif isinstance(value, dict):
        value = record.from_any(value, "record")
    if not isinstance(value, Deal):
        kind = type(value).__module__
        if kind.startswith("calabresella.games."):
            raise ArgumentTypeError(
                f"analyse reviews deals of the Italian profiles only, not a deal of type {type(value).__name__} "
                f"(the American account and Tressette are not reviewed yet); expected {_EXPECTED}"
            )
        raise ArgumentTypeError(f"analyse expected {_EXPECTED}, got {_short(value)}")
    if value.phase is Phase.ABANDONED:
        raise PhaseError(
            "this deal never reached trick play: all three passed and it was abandoned (R10), so "
            "there is no play to review"
        )
    if value.phase not in (Phase.PLAY, Phase.FINISHED):
        raise PhaseError(
            f"this deal has not reached trick play yet (it is in the phase {value.phase.value!r}); "
            "analyse reviews the play from the opening lead (R19), so play on to it first"
        )
    return value


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _states(deal: Deal) -> list[Deal]:
    """The deal before each action of its history, then as it is now, replayed through the engine."""
    state = deal.as_dealt()
    states = [state]
    for _, action in deal.history:
        state = state.apply(action)
        states.append(state)
    return states


def _bar(total: int, desc: str, progress: bool) -> Any:
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit="card" if desc == "analyse" else "set", disable=not progress, leave=False)


# =========================================================================== the cards


def card_mark(cost: int, before: int, after: int, rules: Rules) -> Mark:
    """The :class:`Mark` of a card that cost ``cost`` thirds and moved the soloist's
    best-play total from ``before`` to ``after`` (see :class:`Mark`).

    >>> from calabresella.games.italian.rules import ITALIAN
    >>> [card_mark(c, b, a, ITALIAN).name for c, b, a in ((0, 20, 20), (2, 22, 20), (4, 24, 20), (1, 18, 17))]
    ['GOOD', 'SLIP', 'MISTAKE', 'BLUNDER']
    """
    if cost == 0:
        return Mark.GOOD
    if outcome_band(before, rules) != outcome_band(after, rules):
        return Mark.BLUNDER
    return Mark.SLIP if cost < WHOLE_POINT else Mark.MISTAKE


WHOLE_POINT = 3
"""R24: a whole point is 3 thirds: a card costing this much or more is a mistake."""


def _review_cards(
    deal: Deal, states: Sequence[Deal], solver: Solver, first_card: int, progress: bool
) -> tuple[CardReview, ...]:
    """A review of each card played from ``states[0]`` (the opening lead) on."""
    soloist = deal.soloist
    assert soloist is not None
    played = [action for _, action in deal.history[len(deal.history) - (len(states) - 1) :]]
    todo = [(n, state, action) for n, (state, action) in enumerate(zip(states, played, strict=False), 1)]
    todo = todo[first_card - 1 :]
    reviews: list[CardReview] = []
    with _bar(len(todo), "analyse", progress) as bar:
        for number, state, action in todo:
            assert isinstance(action, Play) and state.to_move is not None
            values = solver.card_values(state)
            seat = state.to_move
            mine = seat == soloist
            before = max(values.values()) if mine else min(values.values())
            after = values[action.card]
            cost = before - after if mine else after - before
            reviews.append(
                CardReview(
                    number=number,
                    trick=len(state.tricks) + 1,
                    seat=seat,
                    card=action.card,
                    soloist_side=mine,
                    before=before,
                    after=after,
                    cost=cost,
                    mark=card_mark(cost, before, after, deal.rules),
                    better=tuple(c for c, v in values.items() if v == before) if cost else (),
                    values=tuple(values.items()),
                )
            )
            bar.update(1)
    return tuple(reviews)


# =========================================================================== the exchange


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


def _review_exchange(
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
    solver = Solver()
    with _bar(len(todo), "exchange", progress) as bar:
        for candidate in todo:
            position = _position_after(before, dict(candidate.discards))
            if soloist_side:
                better = solver.can_reach(position, best_value + 1) if best_value < _most(before) else False
            else:
                better = best_value > 0 and not solver.can_reach(position, best_value)
            if better:
                best_value = solver.solve(position)
                best_cards = candidate.cards
            bar.update(1)
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
