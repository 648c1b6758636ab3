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

import html
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from calabresella.engine.actions import Action
from calabresella.engine.cards import Card
from calabresella.show.answers import _ACTION_TYPES as _ACTION_TYPES
from calabresella.show.answers import KINDS as KINDS
from calabresella.show.answers import AnswerError as AnswerError
from calabresella.show.answers import ExerciseError as ExerciseError
from calabresella.show.answers import ExerciseTypeError as ExerciseTypeError
from calabresella.show.answers import (
    _echo,
    _read_action,
    _read_card,
    _read_cards,
    _read_number,
    _unreadable,
    _unwrap,
)
from calabresella.show.answers import read_answer as read_answer
from calabresella.show.names import cards_name
from calabresella.words import N_, Message, _, current_table, msg, said


class Checked(str):
    """The verdict, shown in a notebook as plain text (no quotes).

    ``correct`` is True only for a right answer; ``missed`` for an answer read and found wrong
    ("✗ Not quite"), which a hint may follow.
    """

    correct: bool
    missed: bool

    def __new__(cls, text: str | Message, correct: bool = False, missed: bool = False) -> Checked:
        made = super().__new__(cls, said(text))
        made.correct = correct
        made.missed = missed
        return made

    def __repr__(self) -> str:
        return str(self)


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
            shown = sorted(cards) if isinstance(value, (set, frozenset)) else list(cards)
            return cards_name(shown, current_table().style)
    if kind == "yes/no" and isinstance(value, bool):
        return _("yes") if value else _("no")
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
    unit: str | tuple[str, str] = "",
    explain: str = "",
    tolerance: float | None = None,
    choices: Sequence[object] | None = None,
    nothing: str = N_("✗ Not answered yet: write your answer in the box."),
) -> Checked:
    """The verdict for one answer; never raises."""
    try:
        if answer is None or (isinstance(answer, str) and not answer.strip()):
            return Checked(_(nothing))
        if kind == "choice" and choices is not None:
            keys = {_text_key(c): c for c in choices}
            if isinstance(answer, str) and _text_key(_unwrap(answer)) in keys:
                answer = keys[_text_key(_unwrap(answer))]
            elif not any(answer == c for c in choices):
                listed = ", ".join(str(c) for c in choices)
                return Checked(msg("I could not find {answer!r} among the choices: pick one of {choices}.",
                                   answer=_echo(str(answer)), choices=listed))
            right = answer == expected or _text_key(answer) == _text_key(expected)
            said = str(answer)
        else:
            value, places = _read_any(answer, kind, expected)
            right = _same(value, expected, kind, places, tolerance)
            said = _echo(answer if isinstance(answer, str) else _shown(answer, kind))
        if right:
            shown = _shown(expected, kind if kind != "choice" else "text")
            if isinstance(unit, tuple):  # (singular, plural): "1 terzo", "5 terzi"
                unit = unit[0] if shown in {"1", "-1"} else unit[1]
            elif unit and shown in {"1", "-1"} and unit.endswith("s"):
                unit = unit[:-1]  # 1 third, not 1 thirds
            words = msg("{answer} {unit}", answer=shown, unit=unit) if unit else shown
            right_words = str(msg("✓ Right: {answer}.", answer=words))
            return Checked(f"{right_words} {explain}" if explain else right_words, correct=True)
        return Checked(msg("✗ Not quite: you said {answer}.", answer=said), missed=True)
    except AnswerError as err:
        return Checked(err.render())
    except Exception:  # noqa: BLE001 - a learner's answer must never show a traceback
        return Checked(msg("I could not read {answer!r}: try writing it another way.", answer=_echo(str(answer))))


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
    verdict = _verdict(answer, expected, kind, nothing=N_("(in code: put your answer in place of None and run this cell)"))
    if verdict.missed and hint:
        return Checked(verdict + " " + str(msg("Hint: {hint}", hint=hint)), missed=True)
    return verdict


# ----------------------------------------------------------------- the answer box


PLACEHOLDERS = {
    "number": N_("a number, such as 5"),
    "card": N_("a card, such as 3♠ or 3S"),
    "cards": N_("cards, such as 3♠ 2♠"),
    "action": N_("a move, such as pass or bid solo"),
    "yes/no": N_("yes or no"),
    "list": N_("items separated by commas"),
}
"""What the answer box shows before anything is typed, by the kind of answer (msgids)."""

YOUR_ANSWER = N_("your answer")
"""The answer box's placeholder for any other kind."""


class Exercise:
    """One exercise with its answer box: the question, a box (buttons for a choice),
    *Check*, *Show a hint* (the hint hidden until asked for) and a feedback line.

    ``expected`` is computed by the package in the notebook cell. ``kind`` is one of
    :data:`KINDS`; ``auto`` reads it from ``expected`` (a number, a card, a set of
    cards, an action, a yes/no, text). ``choices`` (for ``kind="choice"``) are shown
    as buttons. ``explain`` is added to the verdict of a right answer; ``unit``
    follows the number in it ("5 thirds"; a pair, singular and plural, where the plural
    is not the singular and an "s": ``unit=("terzo", "terzi")``); ``tolerance`` is how far a number may be
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
        unit: str | tuple[str, str] = "",
        tolerance: float | None = None,
    ) -> None:
        if kind not in KINDS:
            raise ExerciseError(msg("kind must be one of {kinds}, got {got!r}", kinds=", ".join(KINDS), got=kind))
        if kind == "choice" and not choices:
            raise ExerciseError(msg("an exercise of kind 'choice' needs choices=[...] to show as buttons"))
        if choices is not None and (isinstance(choices, (str, bytes, Mapping)) or not isinstance(choices, Iterable)):
            raise ExerciseTypeError(msg("choices must be a list of the answers to show as buttons, got {got}",
                                        got=repr(choices)[:140]))
        if choices is not None:
            choices = list(choices)  # once: a generator is read only once
        if choices is not None and not choices:
            raise ExerciseError(msg("choices must list at least one answer to show as a button, got none"))
        if tolerance is not None and not (_is_number(tolerance) and 0 <= tolerance < math.inf):
            error = ExerciseError if _is_number(tolerance) else ExerciseTypeError
            raise error(msg("tolerance must be None or how far a number may be from the answer (0 or more), got {got!r}",
                            got=tolerance))
        if choices is not None and kind == "auto":
            kind = "choice"
        self.question = str(question)
        self.expected = expected
        self.kind = _auto_kind(expected) if kind == "auto" else kind
        self.hint = str(hint)
        self.explain = str(explain)
        self.choices = list(choices) if choices is not None else None
        if isinstance(unit, (tuple, list)):
            if len(unit) != 2 or not all(isinstance(form, str) for form in unit):
                raise ExerciseTypeError(msg("unit must be a word or a pair of words (singular, plural), got {got!r}",
                                            got=unit))
            self.unit: str | tuple[str, str] = (unit[0], unit[1])
        else:
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
        if verdict.missed:
            again = _("Try again, or ask for a hint.") if self.hint else _("Try again.")
            return Checked(f"{verdict} {again}", missed=True)
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
            self.entry = w.Text(value="", placeholder=_(PLACEHOLDERS.get(self.kind, YOUR_ANSWER)),
                                continuous_update=False)
        self.check_button = w.Button(description=_("Check"), button_style="primary", tooltip=_("Check your answer"))
        self.hint_button = w.Button(description=_("Show a hint"), tooltip=_("Show a hint"))
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
        self.hint_label.value = "<i>" + html.escape(str(msg("Hint: {hint}", hint=self.hint))) + "</i>"
        self.hint_label.layout.display = None

    @property
    def hint_shown(self) -> bool:
        """True once the learner has asked for the hint."""
        return self._ui is not None and self.hint_label.layout.display != "none"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = dict(self.ui._repr_mimebundle_(**kwargs) or {})
        box = (_("[answer box: pick one of the buttons, then click Check]") if self.choices is not None
               else _("[answer box: type your answer, then click Check]"))
        bundle["text/plain"] = f"{self.question}\n{box}"
        return bundle

    def __repr__(self) -> str:
        return f"Exercise({self.question!r})"
