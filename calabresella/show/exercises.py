"""Exercises in the notebooks: a question, an answer box, a *Check* button.

A lesson's exercise cell builds an :class:`Exercise` from a question and the answer
the package computes (never a hard-coded value), and ends with it, so the notebook
(and its Voila page) shows the answer box. A learner who never edits code types an
answer and clicks *Check*; the hint stays hidden until *Show a hint* is clicked.

>>> box = Exercise("How many thirds is this trick worth?", 5, unit="thirds", hint="A 3, a 2 and an ace…")
>>> box.answer(" 5 ")
✓ Right: 5 thirds.
>>> box.answer("6")
✗ Not quite: you said 6. Try again, or ask for a hint.
>>> box.answer("banana")
I could not read 'banana' as a number: write digits, such as 5.

Cards are read leniently: ``2H``, ``2h``, ``2♥``, ``2 coppe``, ``due di coppe``, and
F, C, R (fante, cavallo, re) for J, Q, K:

>>> read_answer("2 coppe", "card"), read_answer('["2h"]', "card"), read_answer("C♠", "card")
(Card.parse('2♥'), Card.parse('2♥'), Card.parse('Q♠'))
>>> Exercise("Which cards may she play?", {Card.parse("3♠"), Card.parse("4♠")}).answer("4s, 3 spade")
✓ Right: 3♠ 4♠.

The code path of the first lessons is kept: the learner replaces ``None`` with an
answer, and :func:`check` reads it the same way; the hint comes only after a wrong
answer.

>>> check(None, 5, "E1: add the trick's thirds")
(in code: put your answer in place of None and run this cell)
>>> check("5", 5, "E1: add the trick's thirds")
✓ Right: 5.
>>> check(6, 5, "E1: add the trick's thirds")
✗ Not quite: you said 6. Hint: E1: add the trick's thirds

Neither :func:`check` nor :meth:`Exercise.answer` ever raises: whatever the learner
types, the verdict is a sentence.
"""

from __future__ import annotations

import ast
import html
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any, get_args

from calabresella.engine.actions import Action, ActionError, parse_action
from calabresella.engine.cards import Card, CardError, Rank, Suit
from calabresella.engine.errors import ArgumentTypeError, CalabresellaError

_ACTION_TYPES: tuple[type, ...] = get_args(Action)

KINDS = ("auto", "number", "card", "cards", "action", "text", "choice")
"""The kinds of answer an :class:`Exercise` reads (``auto`` picks one from the expected value)."""

_YES = {"yes", "y", "true", "t", "si", "sì", "1", "right", "correct", "vero"}
_NO = {"no", "n", "false", "f", "0", "wrong", "falso"}

_HOW_TO_WRITE = {
    "number": "write digits, such as 5",
    "card": "write it like 3♠, 3S or 3 spade",
    "cards": "write them like 3♠ 2♠, 3S, 2S or 3 spade, 2 spade",
    "action": "write it like pass, bid solo or play 3♠",
    "text": "write a word",
    "choice": "pick one of the buttons",
    "yes/no": "write yes or no",
    "list": "write the items in order, separated by commas",
}
_WHAT = {
    "number": "a number",
    "card": "a card",
    "cards": "cards",
    "action": "a move",
    "text": "an answer",
    "choice": "one of the choices",
    "yes/no": "yes or no",
    "list": "a list",
}


class ExerciseError(CalabresellaError, ValueError):
    """An exercise that cannot be asked (an unknown kind, a choice exercise without choices)."""


class ExerciseTypeError(ExerciseError, ArgumentTypeError):
    """An exercise argument of the wrong type (choices that are not a list, a tolerance that
    is no number): both an :class:`ExerciseError` and an :class:`ArgumentTypeError`."""


class AnswerError(CalabresellaError, ValueError):
    """A learner's answer that cannot be read as the kind the exercise asks for.

    Its message is the friendly sentence the learner sees, such as
    "I could not read 'banana' as a card: write it like 3♠, 3S or 3 spade."
    """


class Checked(str):
    """The verdict, shown in a notebook as plain text (no quotes).

    ``correct`` is True only for a right answer.
    """

    correct: bool

    def __new__(cls, text: str, correct: bool = False) -> Checked:
        made = super().__new__(cls, text)
        made.correct = correct
        return made

    def __repr__(self) -> str:
        return str(self)


# ----------------------------------------------------------------- reading answers


def _unwrap(text: str) -> str:
    """Drop the brackets and quotes a learner may copy from code: ``["2H"]`` → ``2H``."""
    cleaned = text.strip()
    if cleaned[:1] in "[({" and cleaned[-1:] in "])}":
        try:
            literal = ast.literal_eval(cleaned)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            cleaned = cleaned[1:-1]
        else:
            if isinstance(literal, (list, tuple, set, frozenset)):
                cleaned = ", ".join(str(item) for item in literal)
            else:
                cleaned = cleaned[1:-1]
    return cleaned.replace('"', " ").replace("'", " ").strip()


NUMBER_LENGTH = 40
"""The longest text read as a number: more is no number a learner writes (and reading
stays quick whatever is pasted)."""

_NUMBER = re.compile(
    r"(?P<sign>[+\-−]?)"
    r"(?:(?P<grouped>[1-9][0-9]{0,2}(?:,[0-9]{3})+)(?:\.(?P<grouped_decimals>[0-9]+))?"  # 1,977 and 1,977.5
    r"|(?P<fraction>[0-9]+/[0-9]+)"  # 3/20
    r"|(?P<whole>[0-9]*)(?:(?P<mark>[.,])(?P<decimals>[0-9]*))?)"  # 25, 0.15, .15, 0,15
    r"(?:[ ]?(?P<percent>%))?"  # 15% or 15 %
)
"""A number as people write it (see :func:`read_answer`). Only the digits 0–9; no space
inside the number, no other grouping."""


def _read_number(text: str) -> tuple[int | float | Fraction, int]:
    """A number and the digits typed after its decimal mark (+2 for a percent), or AnswerError.

    Read: a whole number (``25``, ``+25``, ``−4``); commas grouping thousands in threes
    (``1,977``, ``2,000,000``, ``1,977.5``); a decimal point (``0.15``, ``.15``) or, as
    Italians write it, a decimal comma (``0,15``, ``12,5``; a comma followed by exactly
    three digits after one to three digits that are not a lone 0 groups thousands, so
    ``1,250`` is 1250 but ``0,250`` is 0.25); a fraction (``3/20``); a percent (``15%``).
    A point is always the decimal point: ``1.977`` is one and 977 thousandths (the Italian
    thousands point is not read, since it would make every English decimal ambiguous).
    Nothing looser: no space inside (``2 5``), no other grouping (``1,97,7``), no
    exponent (``1e3``), no digits of other scripts. Linear in the length of ``text``.
    """
    cleaned = _unwrap(text) if len(text) <= 4 * NUMBER_LENGTH else text.strip()
    found = _NUMBER.fullmatch(cleaned) if len(cleaned) <= NUMBER_LENGTH else None
    if found is None or not (found["grouped"] or found["fraction"] or found["whole"] or found["decimals"]):
        raise AnswerError(_unreadable(text, "number"))
    sign = -1 if found["sign"] in ("-", "−") else 1
    value: int | float | Fraction
    places = 0
    if found["grouped"]:
        digits = found["grouped"].replace(",", "")
        places = len(found["grouped_decimals"] or "")
        value = float(f"{digits}.{found['grouped_decimals']}") if places else int(digits)
    elif found["fraction"]:
        top, bottom = found["fraction"].split("/")
        if int(bottom) == 0:
            raise AnswerError(_unreadable(text, "number"))
        value = Fraction(int(top), int(bottom))
    elif found["mark"]:
        places = len(found["decimals"])
        value = float(f"{found['whole'] or '0'}.{found['decimals'] or '0'}")
    else:
        value = int(found["whole"])
    value = sign * value
    if found["percent"]:
        return value / 100, places + 2
    return value, places


def _card_from_words(words: Sequence[str]) -> Card | None:
    """One card from one, two (``2 coppe``) or three (``due di coppe``) words, or None."""
    try:
        if len(words) == 1:
            return Card.parse(words[0])
        if len(words) == 2:
            return Card(Rank.parse(words[0]), Suit.parse(words[1]))
        if len(words) == 3 and words[1].lower() in {"di", "of", "de"}:
            return Card(Rank.parse(words[0]), Suit.parse(words[2]))
    except (CardError, ValueError, TypeError):
        return None
    return None


def _read_cards(text: str, kind: str) -> tuple[Card, ...]:
    words = [word for word in re.split(r"[\s,;]+|\band\b|\be\b", _unwrap(text)) if word]
    cards: list[Card] = []
    at = 0
    while at < len(words):
        for size in (1, 2, 3):
            card = _card_from_words(words[at : at + size]) if at + size <= len(words) else None
            if card is not None:
                cards.append(card)
                at += size
                break
        else:
            raise AnswerError(_unreadable(text, kind))
    return tuple(cards)


def _read_card(text: str) -> Card:
    cards = _read_cards(text, "card") if text.strip() else ()
    if len(cards) != 1:
        raise AnswerError(_unreadable(text, "card"))
    return cards[0]


def _read_action(text: str) -> Action | Card:
    """A move: ``pass``, ``bid solo`` (or just ``solo``), ``play 3♠``; a bare card is read as a card."""
    cleaned = " ".join(_unwrap(text).split())
    for attempt in (cleaned, f"bid {cleaned}"):
        try:
            return parse_action(attempt)
        except (ActionError, ValueError, TypeError):
            continue
    try:
        return _read_card(cleaned)
    except AnswerError:
        raise AnswerError(_unreadable(text, "action")) from None


def _read_yes_no(text: str) -> bool:
    word = _unwrap(text).lower().rstrip(".!")
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise AnswerError(_unreadable(text, "yes/no"))


ECHO = 40
"""How many characters of an answer a verdict repeats (then "…")."""


def _echo(text: str) -> str:
    """What the learner typed, trimmed and cut to :data:`ECHO` characters, for a verdict."""
    cleaned = text.strip()
    return cleaned if len(cleaned) <= ECHO else cleaned[:ECHO] + "…"


def _unreadable(text: str, kind: str) -> str:
    return f"I could not read {_echo(text)!r} as {_WHAT[kind]}: {_HOW_TO_WRITE[kind]}."


def read_answer(text: str, kind: str = "text") -> Any:
    """Read what a learner typed as ``kind`` (one of :data:`KINDS` but ``auto``).

    ``number``: an int, a float or a fraction (``5``, `` 5 ``, ``1,977``, ``0.25``,
    ``.25``, ``0,25``, ``25%``, ``1/3``; a point is always the decimal point, and nothing
    looser is read: not ``2 5``, ``1,97,7`` or ``1e3``, see :func:`_read_number`); ``card``: a :class:`Card`; ``cards``: a tuple of cards;
    ``action``: an action (a bare card when only a card was typed); ``text`` and
    ``choice``: the words, trimmed. Raises :class:`AnswerError`, whose message is the
    sentence to show the learner, for text that cannot be read.

    >>> read_answer(" 5 ", "number"), read_answer("25%", "number"), read_answer("3S 2s", "cards")
    (5, 0.25, (Card.parse('3♠'), Card.parse('2♠')))
    >>> read_answer("Bid SOLO", "action"), read_answer("pass", "action")
    (Bid(Contract.SOLO), Pass())
    >>> read_answer("banana", "card")
    Traceback (most recent call last):
      ...
    calabresella.show.exercises.AnswerError: I could not read 'banana' as a card: write it like 3♠, 3S or 3 spade.
    """
    if not isinstance(text, str):
        raise AnswerError(f"I could not read {_echo(repr(text))}: type your answer as text.")
    if not text.strip():
        raise AnswerError("Nothing written yet: type your answer in the box.")
    if kind == "number":
        return _read_number(text)[0]
    if kind == "card":
        return _read_card(text)
    if kind == "cards":
        return _read_cards(text, "cards")
    if kind == "action":
        return _read_action(text)
    if kind == "yes/no":
        return _read_yes_no(text)
    if kind in {"text", "choice"}:
        return " ".join(_unwrap(text).split())
    raise ExerciseError(f"kind must be one of {', '.join(KINDS[1:])}, got {kind!r}")


# ----------------------------------------------------------------- comparing


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float, Fraction)) and not isinstance(value, bool)


def _as_card(value: object) -> Card | None:
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        try:
            return _read_card(value)
        except AnswerError:
            return None
    return None


def _as_cards(value: object) -> tuple[Card, ...] | None:
    if isinstance(value, str):
        try:
            return _read_cards(value, "cards")
        except AnswerError:
            return None
    if isinstance(value, Iterable):
        cards = [_as_card(item) for item in value]
        if all(card is not None for card in cards):
            return tuple(card for card in cards if card is not None)
    return None


def _auto_kind(expected: object) -> str:
    if isinstance(expected, bool):
        return "yes/no"
    if _is_number(expected):
        return "number"
    if isinstance(expected, Card):
        return "card"
    if isinstance(expected, Action):
        return "action"
    if isinstance(expected, str):
        return "text"
    if isinstance(expected, (set, frozenset, list, tuple)):
        items = list(expected)
        if items and all(_as_card(item) is not None for item in items):
            return "cards"
        return "list"
    return "text"


def _close(
    answer: float | Fraction, expected: float | Fraction, places: int, tolerance: float | None
) -> bool:
    gap = abs(float(answer) - float(expected))
    if tolerance is not None:
        return gap <= tolerance + 1e-12
    if isinstance(expected, int) or (isinstance(expected, float) and expected.is_integer()):
        return gap < 1e-9
    return gap <= 1e-9 + 0.01 * abs(float(expected)) or (places >= 2 and gap <= 0.5 * 10**-places + 1e-12)


def _text_key(value: object) -> str:
    return " ".join(str(value).split()).casefold()


def _same(
    answer: object, expected: object, kind: str, places: int = 0, tolerance: float | None = None
) -> bool:
    if kind == "number":
        return _is_number(answer) and _is_number(expected) and _close(answer, expected, places, tolerance)  # type: ignore[arg-type]
    if kind == "card":
        return _as_card(answer) == _as_card(expected) is not None
    if kind == "cards":
        mine, theirs = _as_cards(answer), _as_cards(expected)
        if mine is None or theirs is None:
            return False
        if isinstance(expected, (set, frozenset)):
            return set(mine) == set(theirs) and len(mine) == len(set(mine))
        return Counter(mine) == Counter(theirs)
    if kind == "action":
        if isinstance(answer, Card):
            return answer == getattr(expected, "card", None)
        return _text_key(answer) == _text_key(expected)
    if kind == "yes/no":
        return isinstance(answer, bool) and answer == expected
    if kind == "list" and isinstance(expected, (list, tuple, set, frozenset)):
        if not isinstance(answer, (list, tuple, set, frozenset)):
            return False
        if isinstance(expected, (set, frozenset)):
            return Counter(_canon(a) for a in answer) == Counter(_canon(e) for e in expected)
        if isinstance(answer, (set, frozenset)) or len(answer) != len(expected):
            return False
        return all(
            _same(a, e, _auto_kind(e)) if _is_number(e) else _canon(a) == _canon(e)
            for a, e in zip(answer, expected, strict=True)
        )
    return _text_key(answer) == _text_key(expected)


def _canon(item: object) -> str:
    """An item of a list answer in one spelling: ``solo`` and ``Bid SOLO`` are ``bid solo``; ``2h`` is ``2♥``."""
    if isinstance(item, str):
        try:
            return str(_read_action(item)).casefold()
        except AnswerError:
            return _text_key(item)
    if isinstance(item, (Card, *_ACTION_TYPES)):
        return str(item).casefold()
    return _text_key(item)


def _read_item(item: str, expected: object) -> object:
    """One item of a list answer: a number where the expected list holds numbers, else the text."""
    if isinstance(expected, (list, tuple, set, frozenset)) and any(_is_number(e) for e in expected):
        try:
            return _read_number(item)[0]
        except AnswerError:
            return item
    return item


def _shown(value: object, kind: str) -> str:
    """How a value reads in a verdict: cards by their faces, numbers plainly."""
    if kind == "cards":
        cards = _as_cards(value)
        if cards is not None:
            return " ".join(
                str(card) for card in (sorted(cards) if isinstance(value, (set, frozenset)) else cards)
            )
    if kind == "yes/no" and isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and not value.is_integer():
        return f"{value:.4g}"
    if isinstance(value, float):
        return str(int(value))
    if isinstance(value, (list, tuple)):
        return ", ".join(_shown(item, _auto_kind(item)) for item in value)
    if isinstance(value, (set, frozenset)):
        return ", ".join(sorted(_shown(item, _auto_kind(item)) for item in value))
    return str(value)


def _read_any(value: object, kind: str, expected: object) -> tuple[Any, int]:
    """``value`` as ``kind`` (text is read leniently), and the decimals typed; raises AnswerError."""
    if isinstance(value, str):
        if kind == "list":
            text = _unwrap(value)
            items = [
                item.strip() for item in re.split(r"[,;\n]" if re.search(r"[,;\n]", text) else r"\s+", text)
            ]
            read = [_read_item(item, expected) for item in items if item]
            return read, 0
        if kind == "number" and value.strip():
            return _read_number(value)
        return read_answer(value, kind), 0
    if kind == "number" and not _is_number(value):
        raise AnswerError(_unreadable(str(value), "number"))
    if kind == "card" and _as_card(value) is None:
        raise AnswerError(_unreadable(str(value), "card"))
    if kind == "cards" and _as_cards(value) is None:
        raise AnswerError(_unreadable(str(value), "cards"))
    return value, 0


def _verdict(
    answer: object,
    expected: object,
    kind: str,
    *,
    unit: str = "",
    explain: str = "",
    tolerance: float | None = None,
    choices: Sequence[object] | None = None,
    nothing: str = "✗ Not answered yet: write your answer in the box.",
) -> Checked:
    """The verdict for one answer; never raises."""
    try:
        if answer is None or (isinstance(answer, str) and not answer.strip()):
            return Checked(nothing)
        if kind == "choice" and choices is not None:
            keys = {_text_key(c): c for c in choices}
            if isinstance(answer, str) and _text_key(_unwrap(answer)) in keys:
                answer = keys[_text_key(_unwrap(answer))]
            elif not any(answer == c for c in choices):
                listed = ", ".join(str(c) for c in choices)
                return Checked(
                    f"I could not find {_echo(str(answer))!r} among the choices: pick one of {listed}."
                )
            right = answer == expected or _text_key(answer) == _text_key(expected)
            said = str(answer)
        else:
            value, places = _read_any(answer, kind, expected)
            right = _same(value, expected, kind, places, tolerance)
            said = _echo(answer if isinstance(answer, str) else _shown(answer, kind))
        if right:
            shown = _shown(expected, kind if kind != "choice" else "text")
            if unit and shown in {"1", "-1"} and unit.endswith("s"):
                unit = unit[:-1]  # 1 third, not 1 thirds
            words = shown + (f" {unit}" if unit else "")
            return Checked(f"✓ Right: {words}." + (f" {explain}" if explain else ""), correct=True)
        return Checked(f"✗ Not quite: you said {said}.")
    except AnswerError as err:
        return Checked(str(err))
    except Exception:  # noqa: BLE001 - a learner's answer must never show a traceback
        return Checked(f"I could not read {_echo(str(answer))!r}: try writing it another way.")


def check(answer: object, expected: object, hint: str = "") -> Checked:
    """Compare a learner's ``answer`` with the engine's ``expected`` value (the code path).

    The learner replaces ``None`` in a code cell with an answer; text is read as
    leniently as in the answer box (``"2h"`` is the card 2♥). The hint is shown only
    after a wrong answer. The expected value is always computed by the package in the
    notebook cell, so the check itself holds no rule. Never raises.

    >>> check("3 spade", Card.parse("3♠"), "R4: the 3 is the highest card")
    ✓ Right: 3♠.
    >>> check(["2H", "AH"], {"A♥", "2♥"})
    ✓ Right: 2♥ A♥.
    """
    kind = _auto_kind(expected)
    # No cross for a cell nobody has edited: beside an answer box already marked right,
    # "not answered" would contradict it (the box is the way in for most learners).
    verdict = _verdict(answer, expected, kind, nothing="(in code: put your answer in place of None and run this cell)")
    if not verdict.correct and verdict.startswith("✗ Not quite") and hint:
        return Checked(f"{verdict} Hint: {hint}")
    return verdict


# ----------------------------------------------------------------- the answer box


class Exercise:
    """One exercise with its answer box: the question, a box (buttons for a choice),
    *Check*, *Show a hint* (the hint hidden until asked for) and a feedback line.

    ``expected`` is computed by the package in the notebook cell. ``kind`` is one of
    :data:`KINDS`; ``auto`` reads it from ``expected`` (a number, a card, a set of
    cards, an action, a yes/no, text). ``choices`` (for ``kind="choice"``) are shown
    as buttons. ``explain`` is added to the verdict of a right answer; ``unit``
    follows the number in it ("5 thirds"); ``tolerance`` is how far a number may be
    from ``expected`` (by default: exact for whole numbers, 1% or the last digit
    typed for others).

    >>> box = Exercise("Who wins the trick?", "Bruno", kind="choice", choices=["Anna", "Bruno", "Carla"])
    >>> box.answer("bruno")
    ✓ Right: Bruno.
    >>> box.answer("Dario")
    I could not find 'Dario' among the choices: pick one of Anna, Bruno, Carla.
    >>> Exercise("Is the 3 higher than the ace?", True).answer("Yes")
    ✓ Right: yes.
    """

    def __init__(
        self,
        question: str,
        expected: object,
        *,
        kind: str = "auto",
        hint: str = "",
        explain: str = "",
        choices: Sequence[object] | None = None,
        unit: str = "",
        tolerance: float | None = None,
    ) -> None:
        if kind not in KINDS:
            raise ExerciseError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
        if kind == "choice" and not choices:
            raise ExerciseError("an exercise of kind 'choice' needs choices=[...] to show as buttons")
        if choices is not None and (isinstance(choices, (str, bytes, Mapping)) or not isinstance(choices, Iterable)):
            raise ExerciseTypeError(f"choices must be a list of the answers to show as buttons, got {choices!r}"[:200])
        if choices is not None:
            choices = list(choices)  # once: a generator is read only once
        if choices is not None and not choices:
            raise ExerciseError("choices must list at least one answer to show as a button, got none")
        if tolerance is not None and not (_is_number(tolerance) and 0 <= tolerance < math.inf):
            error = ExerciseError if _is_number(tolerance) else ExerciseTypeError
            raise error(f"tolerance must be None or how far a number may be from the answer (0 or more), got {tolerance!r}")
        if choices is not None and kind == "auto":
            kind = "choice"
        self.question = str(question)
        self.expected = expected
        self.kind = _auto_kind(expected) if kind == "auto" else kind
        self.hint = str(hint)
        self.explain = str(explain)
        self.choices = list(choices) if choices is not None else None
        self.unit = str(unit)
        self.tolerance = tolerance
        self._ui: Any = None

    def answer(self, value: object) -> Checked:
        """The verdict the widget would show for ``value`` (text or a value); never raises."""
        verdict = _verdict(
            value,
            self.expected,
            self.kind,
            unit=self.unit,
            explain=self.explain,
            tolerance=self.tolerance,
            choices=self.choices,
        )
        if verdict.startswith("✗ Not quite") and self.hint:
            return Checked(f"{verdict} Try again, or ask for a hint.")
        if verdict.startswith("✗ Not quite"):
            return Checked(f"{verdict} Try again.")
        return verdict

    # -- the widget, built on first display (the module imports without ipywidgets in use)

    @property
    def ui(self) -> Any:
        """The ipywidgets box: question, entry (or choice buttons), Check, Show a hint, feedback."""
        if self._ui is None:
            self._build()
        return self._ui

    def _ensure_built(self) -> None:
        if self._ui is None:
            self._build()

    def _build(self) -> None:
        import ipywidgets as w

        self.question_label = w.HTML(f"<b>{html.escape(self.question)}</b>")
        if self.choices is not None:
            self.entry = w.ToggleButtons(
                options=[(str(c), i) for i, c in enumerate(self.choices)], value=None, description=""
            )
        else:
            placeholder = {
                "number": "a number, such as 5",
                "card": "a card, such as 3♠ or 3S",
                "cards": "cards, such as 3♠ 2♠",
                "action": "a move, such as pass or bid solo",
                "yes/no": "yes or no",
                "list": "items separated by commas",
            }.get(self.kind, "your answer")
            self.entry = w.Text(value="", placeholder=placeholder, continuous_update=False)
        self.check_button = w.Button(description="Check", button_style="primary", tooltip="Check your answer")
        self.hint_button = w.Button(description="Show a hint", tooltip="Show a hint")
        self.hint_label = w.HTML("")
        self.hint_label.layout.display = "none"
        if not self.hint:
            self.hint_button.layout.display = "none"
        self.feedback = w.HTML("")
        self.check_button.on_click(lambda _button: self.click_check())
        self.hint_button.on_click(lambda _button: self.click_hint())
        row = w.HBox([self.entry, self.check_button, self.hint_button])
        self._ui = w.VBox(
            [self.question_label, row, self.feedback, self.hint_label], layout=w.Layout(margin="0.5em 0")
        )
        self._ui.add_class("cal-exercise")  # CSS classes, so a browser test can find each part
        self.entry.add_class("cal-exercise-answer")
        self.check_button.add_class("cal-exercise-check")
        self.hint_button.add_class("cal-exercise-hint-button")
        self.hint_label.add_class("cal-exercise-hint")
        self.feedback.add_class("cal-exercise-feedback")

    def click_check(self) -> Checked:
        """What the *Check* button does: read the box, show the verdict; returns it."""
        self._ensure_built()
        value: Any = self.entry.value
        if self.choices is not None:
            value = None if value is None else self.choices[int(value)]
        verdict = self.answer(value)
        mark = "cal-right" if verdict.correct else "cal-wrong"
        self.feedback.value = f'<span class="{mark}">{html.escape(verdict)}</span>'
        self.feedback_text = str(verdict)
        return verdict

    def click_hint(self) -> None:
        """What the *Show a hint* button does: reveal the hint."""
        self._ensure_built()
        self.hint_label.value = f"<i>Hint: {html.escape(self.hint)}</i>"
        self.hint_label.layout.display = None

    @property
    def hint_shown(self) -> bool:
        """True once the learner has asked for the hint."""
        return self._ui is not None and self.hint_label.layout.display != "none"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = dict(self.ui._repr_mimebundle_(**kwargs) or {})
        how = "pick one of the buttons" if self.choices is not None else "type your answer"
        bundle["text/plain"] = f"{self.question}\n[answer box: {how}, then click Check]"
        return bundle

    def __repr__(self) -> str:
        return f"Exercise({self.question!r})"
