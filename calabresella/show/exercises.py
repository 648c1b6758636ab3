"""Exercises in the notebooks: the learner writes an answer, a cell checks it.

>>> check(None, 5, "E1: add the trick's thirds")
✗ Not answered yet: replace None with your answer. (E1: add the trick's thirds)
>>> check(5, 5, "E1: add the trick's thirds")
✓ Right: 5. (E1: add the trick's thirds)
>>> check(6, 5, "E1: add the trick's thirds")
✗ Not quite: you said 6. Hint: E1: add the trick's thirds
"""

from __future__ import annotations


class Checked(str):
    """The verdict, shown in a notebook as plain text (no quotes)."""

    def __repr__(self) -> str:
        return str(self)


def check(answer: object, expected: object, hint: str = "") -> Checked:
    """Compare a learner's ``answer`` with the engine's ``expected`` value.

    The expected value is always computed by the package in the notebook cell, so
    the check itself holds no rule.
    """
    if answer is None:
        return Checked(f"✗ Not answered yet: replace None with your answer. ({hint})")
    if _same(answer, expected):
        return Checked(f"✓ Right: {expected}. ({hint})")
    return Checked(f"✗ Not quite: you said {answer}. Hint: {hint}")


def _same(answer: object, expected: object) -> bool:
    if isinstance(expected, (set, frozenset)) and isinstance(answer, (list, tuple, set, frozenset)):
        return set(answer) == expected
    if isinstance(expected, str) and isinstance(answer, str):
        return answer.strip().lower() == expected.strip().lower()
    return answer == expected
