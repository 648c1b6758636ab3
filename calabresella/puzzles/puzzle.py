"""A puzzle: a position of a real deal, one question, and its proved answer (issue 22).

A :class:`Puzzle` holds the record of a deal up to the position (replayed through the
engine by :meth:`Puzzle.position`), the seat to answer, and what every legal answer
(``choices``, as text: a card ``"3S"``, four discards ``"4S 5S 6H 7C"``, a bid ``"Solo"``
or ``"pass"``) is worth to that seat's side (``values``): thirds with best play for a card
or a set of discards (R20–R25, the solver's exact value), stake units on average for a bid
(R26–R30, the advisor's). The ``answers`` are the best choices; the ``margin`` is how much
they beat the next best.

``check(answer)`` judges an answer at once: a :class:`Verdict` with what each choice is
worth, the line of best play and a sentence from the catalogue. The puzzle holds no rule:
the values were proved when it was made (:mod:`calabresella.puzzles.make`) and
``scripts/prove_puzzles.py`` proves them again.

>>> from calabresella.puzzles import load_puzzles
>>> puzzle = next(p for p in load_puzzles() if p.kind == "play")
>>> puzzle.check(puzzle.answers[0]).correct
True
>>> Puzzle.from_dict(puzzle.to_dict()) == puzzle
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from calabresella.engine.actions import Contract
from calabresella.engine.cards import Card, CardError, parse_cards
from calabresella.engine.errors import ArgumentValueError
from calabresella.engine.files import FileFormatError
from calabresella.games.italian.deal import Deal
from calabresella.words import N_, Message, many, msg

__all__ = ["GOALS", "KINDS", "UNITS", "VIEWS", "Puzzle", "PuzzleError", "Verdict", "bid_name", "card_code", "choice_key", "name_of", "worth_words"]

KINDS = ("play", "exchange", "bid")
"""What a puzzle asks: which card to play (R20), which four cards to discard (R14), what
to bid (R8)."""
VIEWS = ("all", "own")
"""``"all"``: every hand face up (double dummy, for beginners); ``"own"``: the seat's own
view, as at the table (the answer holds in nearly every layout sampled)."""
GOALS = ("make", "beat", "most")
"""Make the contract (the soloist, R25), beat it (a defender), or take the most (thirds or
stake units) for the seat's side."""
UNITS = ("thirds", "stake")

_NAMES = {
    "play": N_("card play"), "exchange": N_("the exchange"), "bid": N_("the auction"),
    "all": N_("every hand face up"), "own": N_("your own view"),
    "make": N_("make the contract"), "beat": N_("beat the contract"), "most": N_("take the most"),
}
"""The kinds, views and goals as a learner reads them (msgids)."""


def name_of(word: str) -> Message:
    """A puzzle's kind, view or goal (``"play"``, ``"own"``, ``"beat"`` …) as a learner reads it."""
    if word not in _NAMES:
        raise ArgumentValueError(msg("{value!r} is no puzzle kind, view or goal: they are {choices}", value=word,
                                     choices=", ".join(_NAMES)))
    return msg(_NAMES[word])


class PuzzleError(FileFormatError):
    """A puzzle (or a set of puzzles) that is not what it should be: the message names the
    field and what was expected."""


def card_code(card: Card) -> str:
    """A card as a puzzle writes it: rank and suit letter, ``"3S"``, ``"AH"``."""
    return f"{card.rank}{card.suit.letter}"


def _cards_key(text: str | Card | Sequence[Card]) -> tuple[Card, ...] | None:
    if isinstance(text, Card):
        return (text,)
    if isinstance(text, str):
        words = text.replace(",", " ").split()
        if not words:
            return None
        try:
            return parse_cards(words)
        except CardError:
            return None
    if not isinstance(text, (list, tuple)):
        return None
    cards = tuple(text)
    return cards if cards and all(isinstance(c, Card) for c in cards) else None


def choice_key(kind: str, answer: object) -> str | None:
    """The canonical text of an answer (cards in pack order, codes as :func:`card_code`;
    a bid by its name, ``"pass"`` for a pass), or None for what is no answer of that kind."""
    if kind == "bid":
        if not isinstance(answer, str):
            return None
        word = answer.strip().lower()
        return "pass" if word == "pass" else word.capitalize() if word else None
    cards = _cards_key(answer)  # type: ignore[arg-type]
    if cards is None or len(set(cards)) != len(cards):
        return None
    return " ".join(card_code(c) for c in sorted(cards, key=lambda c: c.index))


def worth_words(value: float, unit: str) -> Message:
    """A value as a learner reads it: thirds (whole, or to a tenth when averaged over
    sampled layouts), or stake units with a sign."""
    if unit == "stake":
        return msg("{value} stake units", value=f"{value:+.2f}")
    if float(value).is_integer():
        return many("{count} third", "{count} thirds", int(value))
    return msg("{value} thirds", value=f"{value:.1f}")


def bid_name(contract: Contract) -> str:
    """A contract as a bid puzzle writes it (the same in every language): ``"Solo"``."""
    return contract.value.capitalize()


def _said_choice(kind: str, choice: str) -> object:
    """A choice as a message parameter: its cards (said in the table's suit style), or the
    bid in the catalogue's words."""
    if kind == "bid":
        return msg("passing") if choice == "pass" else Contract(choice.lower()).title
    cards = _cards_key(choice)
    assert cards is not None
    return cards[0] if len(cards) == 1 else list(cards)


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer: ``correct`` when it is one of the puzzle's answers;
    ``answer`` (its canonical text), the ``best`` choices, every choice's ``values``, the
    ``line`` of best play after the best answer, and the ``message`` that says it."""

    correct: bool
    answer: str
    best: tuple[str, ...]
    values: Mapping[str, float]
    line: tuple[str, ...]
    message: Message


@dataclass(frozen=True)
class Puzzle:
    """A position and its proved answer (see the module)."""

    id: str
    kind: str
    view: str
    record: Mapping[str, Any] = field(compare=False, repr=False)
    seat: int
    goal: str
    unit: str
    choices: tuple[str, ...]
    values: Mapping[str, float]
    answers: tuple[str, ...]
    line: tuple[str, ...] = ()
    themes: tuple[str, ...] = ()
    sampled: int = 0
    """For a puzzle of view ``"own"``: how many layouts of the hidden cards were solved."""
    agreed: int = 0
    """…and in how many of them the answer was best."""
    solved_by: Mapping[str, float] = field(default_factory=dict)
    """The share of right answers of each reference player (:mod:`calabresella.puzzles.rating`)."""
    rating: float = 1500.0
    deviation: float = 350.0
    source: str = ""
    """How the deal was played: who sat at the table and its seed."""

    def __post_init__(self) -> None:
        for name, allowed in (("kind", KINDS), ("view", VIEWS), ("goal", GOALS), ("unit", UNITS)):
            if getattr(self, name) not in allowed:
                raise PuzzleError(msg("a puzzle's {field} must be one of {choices}, got {value!r}", field=name,
                                      choices=", ".join(allowed), value=getattr(self, name)))
        if not self.choices or set(self.values) != set(self.choices):
            raise PuzzleError(msg("a puzzle's values must give one value for each of its choices (puzzle {id})",
                                  id=self.id))
        if not self.answers or not set(self.answers) <= set(self.choices):
            raise PuzzleError(msg("a puzzle's answers must be some of its choices (puzzle {id})", id=self.id))

    def __repr__(self) -> str:
        return f"<Puzzle {self.id}: {self.kind}, view {self.view}, goal {self.goal}, answers {list(self.answers)}>"

    @property
    def margin(self) -> float:
        """How much the answers beat the best other choice (in the puzzle's unit)."""
        best = self.values[self.answers[0]]
        others = [v for c, v in self.values.items() if c not in self.answers]
        return best - max(others) if others else 0.0

    def position(self) -> Deal:
        """The position of the puzzle: the record replayed through the engine."""
        from calabresella.games.italian.record import CODEC

        return CODEC.from_dict(dict(self.record), source=f"puzzle {self.id}")

    def check(self, answer: object) -> Verdict:
        """Judge ``answer`` (a choice as text, a card, or the cards discarded in any order;
        a bid by name or ``"pass"``). What is not one of the choices is refused with an
        :class:`~calabresella.engine.errors.ArgumentValueError` that lists them."""
        key = choice_key(self.kind, answer)
        if key is None or key not in self.values:
            raise ArgumentValueError(msg("{answer!r} is not an answer to puzzle {id}; the answers allowed are {choices}",
                                         answer=answer, id=self.id, choices=", ".join(self.choices)))
        best = self.answers[0]
        said_answer, said_best = _said_choice(self.kind, key), _said_choice(self.kind, best)
        worth = worth_words(self.values[key], self.unit)
        if key in self.answers:
            if len(self.answers) > 1:
                words = msg("Right: {answer} is best, worth {worth} with best play (so is any of {best}).",
                            answer=said_answer, worth=worth,
                            best=[_said_choice(self.kind, a) for a in self.answers if a != key])
            else:
                words = msg("Right: {answer} is best, worth {worth} with best play.", answer=said_answer, worth=worth)
        else:
            words = msg("Not quite: {answer} is worth {worth} with best play; {best} is worth {best_worth}.",
                        answer=said_answer, worth=worth, best=said_best,
                        best_worth=worth_words(self.values[best], self.unit))
        return Verdict(key in self.answers, key, self.answers, dict(self.values), self.line, words)

    # ------------------------------------------------------------------ as data

    def to_dict(self) -> dict[str, Any]:
        """The puzzle as JSON-ready data (what the committed set holds)."""
        data: dict[str, Any] = {
            "id": self.id, "kind": self.kind, "view": self.view, "seat": self.seat, "goal": self.goal,
            "unit": self.unit, "choices": list(self.choices), "values": dict(self.values),
            "answers": list(self.answers), "line": list(self.line), "themes": list(self.themes),
            "solved_by": dict(self.solved_by), "rating": round(self.rating, 1),
            "deviation": round(self.deviation, 1), "source": self.source, "record": dict(self.record),
        }
        if self.view == "own":
            data["sampled"], data["agreed"] = self.sampled, self.agreed
        return data

    @classmethod
    def from_dict(cls, data: object, source: str = "puzzle") -> Puzzle:
        """A puzzle from :meth:`to_dict`'s data; what is malformed is refused with a
        :class:`PuzzleError` that names the field and what was expected."""
        if not isinstance(data, Mapping):
            raise PuzzleError(msg("{source}: a puzzle must be a JSON object, got {value!r}", source=source,
                                  value=type(data).__name__))

        def need(name: str, kind: type | tuple[type, ...], what: Message) -> Any:
            if name not in data:
                raise PuzzleError(msg("{source}: the puzzle has no {field!r} field", source=source, field=name))
            value = data[name]
            if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
                raise PuzzleError(msg("{source}: the puzzle's {field!r} must be {expected}, got {value!r}",
                                      source=source, field=name, expected=what, value=value))
            return value

        values = need("values", dict, msg("an object of numbers"))
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values.values()):
            raise PuzzleError(msg("{source}: the puzzle's {field!r} must be {expected}, got {value!r}",
                                  source=source, field="values", expected=msg("an object of numbers"), value=values))
        texts = {}
        for name in ("choices", "answers", "line", "themes"):
            items = need(name, list, msg("a list of texts"))
            if not all(isinstance(i, str) for i in items):
                raise PuzzleError(msg("{source}: the puzzle's {field!r} must be {expected}, got {value!r}",
                                      source=source, field=name, expected=msg("a list of texts"), value=items))
            texts[name] = tuple(items)
        seat = need("seat", int, msg("a seat, 0, 1 or 2"))
        if not 0 <= seat <= 2:
            raise PuzzleError(msg("{source}: the puzzle's {field!r} must be {expected}, got {value!r}",
                                  source=source, field="seat", expected=msg("a seat, 0, 1 or 2"), value=seat))
        solved_by = data.get("solved_by", {})
        if not isinstance(solved_by, dict):
            raise PuzzleError(msg("{source}: the puzzle's {field!r} must be {expected}, got {value!r}",
                                  source=source, field="solved_by", expected=msg("an object of shares"), value=solved_by))
        return cls(
            id=need("id", str, msg("a text")), kind=need("kind", str, msg("a text")), view=need("view", str, msg("a text")),
            record=need("record", dict, msg("a deal record (an object)")), seat=seat, goal=need("goal", str, msg("a text")),
            unit=need("unit", str, msg("a text")), choices=texts["choices"],
            values={k: float(v) for k, v in values.items()}, answers=texts["answers"], line=texts["line"],
            themes=texts["themes"], sampled=int(data.get("sampled", 0)), agreed=int(data.get("agreed", 0)),
            solved_by={str(k): float(v) for k, v in solved_by.items()},
            rating=float(need("rating", (int, float), msg("a number"))),
            deviation=float(need("deviation", (int, float), msg("a number"))), source=str(data.get("source", "")),
        )
