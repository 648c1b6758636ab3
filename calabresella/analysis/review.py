"""Reviewing a played deal card by card with the double-dummy solver.

:func:`analyse` replays a deal of an Italian profile (a :class:`Deal` with its history,
or a deal record) and gives, for every card played, the soloist's final total in thirds
with best play before and after it (:mod:`calabresella.analysis.solver`): what the card
cost the player's side, a :class:`Mark` for learners and the better cards. It also
compares the discards of the exchange (R14; the defenders' with dividete and scegliete,
R17, R18) with the best discards it can find (:class:`ExchangeReview`, made in
:mod:`calabresella.analysis.exchange_review`).

Every value is the soloist's final total in thirds, "with every hand face up and best
play on both sides": the soloist wants it high, the defenders low. A card's *cost* is
what the player's own side loses by it: ``before - after`` for the soloist,
``after - before`` for a defender; never negative, since no card beats best play.
:class:`Mark` turns the cost into four steps (good, slip, mistake, blunder) justified
by the scoring rules, and :func:`outcome_band` says when a card changes the outcome
(both in :mod:`calabresella.analysis.marks`).

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

import html
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from calabresella.analysis.exchange_review import ExchangeReview, discard_score, progress_bar, review_exchange
from calabresella.analysis.exchange_review import _position_after as _position_after
from calabresella.analysis.exchange_review import card_classes as card_classes
from calabresella.analysis.marks import WHOLE_POINT as WHOLE_POINT
from calabresella.analysis.marks import Mark, card_mark, outcome_band, outcome_message, outcome_words
from calabresella.analysis.solver import Solver
from calabresella.engine.actions import Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentTypeError, PhaseError, check_bool, check_int
from calabresella.engine.game import check_names
from calabresella.engine.naming import card_name, cards_name
from calabresella.games.game import Game
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.game import GAME as REVIEWED
from calabresella.games.italian.phase import Phase
from calabresella.games.registry import game_of
from calabresella.words import N_, Seat, _, current_table, dev, many, msg, table_for
from calabresella.words.message import Message

__all__ = [
    "CardReview", "DealReview", "ExchangeReview", "Mark", "analyse", "card_mark", "discard_score", "outcome_band",
    "outcome_words",
]


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

    def sentence(self, names: Sequence[str] | None = None, viewer: int | None = None) -> str:
        """One sentence in plain words; ``names`` (one per seat) name the players (the table's
        default names if None), ``viewer`` is said "you"; the cards are named in the style on
        screen."""
        names = check_names(names, 3)
        return self.message().render(table_for(names, viewer))

    def message(self) -> Message:
        """:meth:`sentence` as a message (said to the table where it is shown)."""
        said = {"number": self.number, "trick": self.trick, "player": Seat(self.seat), "card": self.card,
                "mark": self.mark.message}
        if self.cost == 0:
            if self.soloist_side:
                return msg("Card {number} (trick {trick}): {player}, the soloist, played {card}: {mark}.", **said)
            return msg("Card {number} (trick {trick}): {player}, a defender, played {card}: {mark}.", **said)
        said |= {"before": self.before, "after": self.after, "better": _either(self.better)}
        if self.soloist_side:
            return many("Card {number} (trick {trick}): {player}, the soloist, played {card}: {mark}. It cost "
                        "{count} third ({before} → {after} for the soloist); {better} was better.",
                        "Card {number} (trick {trick}): {player}, the soloist, played {card}: {mark}. It cost "
                        "{count} thirds ({before} → {after} for the soloist); {better} was better.", self.cost,
                        **said)
        return many("Card {number} (trick {trick}): {player}, a defender, played {card}: {mark}. It cost "
                    "{count} third ({before} → {after} for the soloist); {better} was better.",
                    "Card {number} (trick {trick}): {player}, a defender, played {card}: {mark}. It cost "
                    "{count} thirds ({before} → {after} for the soloist); {better} was better.", self.cost,
                    **said)


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

    def lines(self, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
        """The review in plain words: the start, the exchange, the cards that cost something;
        ``names`` (one per seat) name the players (the table's default names if None),
        ``viewer`` is said "you"; the cards are named in the style on screen."""
        names = check_names(names, len(self.deal.hands))
        table = table_for(names, viewer)
        told: list[Message | str] = [
            many("With best play the soloist makes {count} third: the contract could be made (the soloist needs "
                 "{target}).", "With best play the soloist makes {count} thirds: the contract could be made (the "
                 "soloist needs {target}).", self.start_value, target=self.target)
            if self.could_make else
            many("With best play the soloist makes {count} third: the contract could not be made (the soloist "
                 "needs {target}).", "With best play the soloist makes {count} thirds: the contract could not be "
                 "made (the soloist needs {target}).", self.start_value, target=self.target)
        ]
        if self.result is not None:
            told.append(
                many("The soloist took {count} third: the contract was made.",
                     "The soloist took {count} thirds: the contract was made.", self.result)
                if self.result >= self.target else
                many("The soloist took {count} third: the contract was lost.",
                     "The soloist took {count} thirds: the contract was lost.", self.result))
        if self.exchange is not None:
            told.append(self.exchange.said(table))
        costly = self.costly
        if costly:
            told.append(many("{costly} of the {count} card reviewed cost something:",
                             "{costly} of the {count} cards reviewed cost something:", len(self.cards),
                             costly=len(costly)))
            for card in costly:
                line = "  " + card.message().render(table)
                if card.mark is Mark.BLUNDER:
                    rules = self.deal.rules
                    line += " " + msg("With best play the deal goes from {before} to {after}.",
                                      before=outcome_message(outcome_band(card.before, rules)),
                                      after=outcome_message(outcome_band(card.after, rules))).render(table)
                told.append(line)
        elif self.cards:
            told.append(many("Every one of the {count} card reviewed was as good as best play.",
                             "Every one of the {count} cards reviewed was as good as best play.", len(self.cards)))
        return [line if isinstance(line, str) else line.render(table) for line in told]

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
            + f"<td>{c.number}</td><td>{c.trick}</td><td>{html.escape(_seat_cell(c))}</td>"
            f"<td>{html.escape(card_name(c.card, current_table().style))}</td><td>{c.before} → {c.after}</td>"
            f"<td>{c.cost}</td><td>{html.escape(_(_MARK_NAMES[c.mark]))}</td>"
            f"<td>{html.escape(cards_name(c.better, current_table().style) if c.better else '')}</td>"
            "</tr>"
            for c in self.cards
        )
        head = "".join(f"<th>{html.escape(_(h))}</th>" for h in _HEADINGS)
        told = self.lines()[: 2 + (self.result is not None) + (self.exchange is not None) - 1]
        words = "".join(f"<p>{html.escape(line)}</p>" for line in told)
        return f"<div>{words}<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"

    def __repr__(self) -> str:
        return dev(
            f"<DealReview {self.deal!r}: start {self.start_value} thirds, target {self.target}, "
            f"{len(self.cards)} cards, {len(self.costly)} costly>"
        )


_HEADINGS = ("#", N_("trick"), N_("seat"), N_("card"), N_("soloist's thirds"), N_("cost"), N_("mark"), N_("better"))
"""The headings of the review's table (msgids of the catalogue)."""

_MARK_NAMES = {Mark.GOOD: N_("good"), Mark.SLIP: N_("slip"), Mark.MISTAKE: N_("mistake"), Mark.BLUNDER: N_("blunder")}
"""Each mark in a word, as the review's table shows it."""


def _seat_cell(card: CardReview) -> str:
    """The review table's seat: the player's name, "(soloist)" after the soloist's."""
    if card.soloist_side:
        return msg("{player} (soloist)", player=Seat(card.seat)).render()
    return msg("{player}", player=Seat(card.seat)).render()


def _either(cards: Sequence[Card]) -> Card | Message:
    """"3♠ or A♠": one card, or several joined by "or"."""
    said: Card | Message = cards[0]
    for card in cards[1:]:
        said = msg("{cards} or {card}", cards=said, card=card)
    return said


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
    exchange = review_exchange(states, start, start_value, exchange_candidates, progress)
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

_EXPECTED = N_(
    "a Deal of an Italian profile (finished or partly played), or a deal record: the path of a "
    "record file, its JSON text, or the record as a dict"
)


def is_reviewed(value: object) -> TypeGuard[Deal]:
    """Whether ``value`` is a deal of the game the review reads: the Italian game object's
    deal class (R19–R25: the soloist's thirds, the exchange)."""
    return isinstance(value, REVIEWED.deal_class)


def _read(value: object) -> Deal:
    """The deal to review: a Deal as given, or a record replayed through the engine."""
    from calabresella.games import record

    if isinstance(value, (str, os.PathLike)) and not is_reviewed(value):
        text = os.fspath(value)
        if isinstance(text, str) and text.lstrip().startswith("{"):
            from calabresella.engine.files import FileFormatError, load_json_object

            try:
                data = load_json_object(text, "record", _("a deal record"))
            except FileFormatError as err:
                raise record.RecordError(str(err)) from None
            value = record.from_any(data, "record")
        else:
            value = record.from_any(record.read_object(text), str(text))
    elif isinstance(value, dict):
        value = record.from_any(value, "record")
    if not is_reviewed(value):
        other = _other_game(value)
        if other is not None:
            raise ArgumentTypeError(msg(
                "analyse reviews deals of the Italian profiles only, not a deal of type {kind} — {game} is not "
                "reviewed yet; expected {expected}", kind=dev(type(value).__name__), game=Message(other.label),
                expected=Message(_EXPECTED)))
        raise ArgumentTypeError(msg("analyse expected {expected}, got {value}", expected=Message(_EXPECTED),
                                    value=_short(value)))
    if value.phase is Phase.ABANDONED:
        raise PhaseError(msg(
            "this deal never reached trick play: all three passed and it was abandoned (R10), so "
            "there is no play to review"))
    if value.phase not in (Phase.PLAY, Phase.FINISHED):
        raise PhaseError(msg(
            "this deal has not reached trick play yet (it is in the phase {phase!r}); "
            "analyse reviews the play from the opening lead (R19), so play on to it first", phase=value.phase.value))
    return value


def _other_game(value: object) -> Game | None:
    """The registered game whose deal ``value`` is, if any."""
    try:
        game = game_of(value)
    except ArgumentTypeError:
        return None
    return game if isinstance(value, game.deal_class) else None


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _states(deal: Deal) -> list[Deal]:
    """The deal before each action of its history, then as it is now, replayed through the engine."""
    state = deal.as_dealt()
    states = [state]
    for _seat, action in deal.history:
        state = state.apply(action)
        states.append(state)
    return states


# =========================================================================== the cards


def _review_cards(
    deal: Deal, states: Sequence[Deal], solver: Solver, first_card: int, progress: bool
) -> tuple[CardReview, ...]:
    """A review of each card played from ``states[0]`` (the opening lead) on."""
    soloist = deal.soloist
    assert soloist is not None
    played = [action for _seat, action in deal.history[len(deal.history) - (len(states) - 1) :]]
    todo = [(n, state, action) for n, (state, action) in enumerate(zip(states, played, strict=False), 1)]
    todo = todo[first_card - 1 :]
    reviews: list[CardReview] = []
    with progress_bar(len(todo), "analyse", progress) as bar:
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
