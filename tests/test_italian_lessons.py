"""The Italian course (notebooks/it/, issue #21): every English lesson has its Italian twin (the
same two-digit number), which computes the same examples — the same code cells, with the same
numbers and the same calls, only the words a reader sees translated — speaks Italian, and is
linked from both indexes."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
ITALIAN = sorted((ROOT / "notebooks" / "it").glob("[0-9][0-9]_*.ipynb"))
SETUP = 'set_language("it")'
"""The call an Italian lesson adds to its first code cell, after importing ``set_language`` from
``calabresella.words`` (imports are no calls: the comparison does not see them)."""


def _code_cells(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]


def _twin(path):
    return next((p for p in ITALIAN if p.name[:2] == path.name[:2]), None)


LABELLING = {"update", "assign", "agg", "dict", "rename"}
"""Calls whose keywords name a table's columns or a record's fields (``row.update(soloist=…)``,
``df.assign(game=…)``): words a reader sees, which a translation may change."""


def _name(function):
    """The name a call calls: ``f`` for ``f(...)``, ``set_index`` for ``df.set_index(...)``."""
    if isinstance(function, ast.Attribute):
        return function.attr
    return function.id if isinstance(function, ast.Name) else type(function).__name__


def computed(source):
    """What a code cell computes, its words left out: its numbers and the names it calls, in order
    (a string of the code is a word a reader sees, except a file's path)."""
    tree = ast.parse(source)
    numbers = [node.value for node in ast.walk(tree)
               if isinstance(node, ast.Constant) and isinstance(node.value, (int, float, complex))
               and not isinstance(node.value, bool)]
    called = [_name(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)]
    keywords = [kw.arg for node in ast.walk(tree) if isinstance(node, ast.Call) and _name(node.func) not in LABELLING
                for kw in node.keywords]
    return numbers, called, keywords


def test_computed_sees_a_changed_example():
    """The comparison can fail: another seed, another call, another option is seen."""
    assert computed("Deal(seed=7)") != computed("Deal(seed=8)")
    assert computed("print(f'{x}')") == computed("print(f'valore {x}')")
    assert computed("hand_svg(cards, style='italian')") != computed("hand_svg(cards)")
    assert computed("replay(deal)") != computed("narrate(deal)")
    assert computed("row.update(soloist=name)") == computed("row.update(solista=name)")
    assert computed("pd.DataFrame(rows, columns=['won']).set_index('won')") == computed(
        "pd.DataFrame(rows, columns=['vinto']).set_index('vinto')")


def test_every_english_lesson_has_its_italian_twin():
    missing = [path.name for path in ENGLISH if _twin(path) is None]
    assert not missing, f"no Italian lesson for {missing}"
    assert len(ITALIAN) == len(ENGLISH)


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.name)
def test_the_italian_twin_computes_the_same_examples(english):
    italian = _twin(english)
    assert italian is not None
    ours, theirs = _code_cells(english), _code_cells(italian)
    assert len(ours) == len(theirs), f"{italian.name} has {len(theirs)} code cells, {english.name} {len(ours)}"
    assert theirs and SETUP in theirs[0] and re.search(r"from calabresella\.words import .*\bset_language\b", theirs[0]), (
        f"{italian.name} imports set_language and calls {SETUP} in its first code cell")
    for number, (mine, twin) in enumerate(zip(ours, theirs, strict=True), 1):
        twin = "\n".join(line for line in twin.splitlines() if not line.strip().startswith(SETUP))
        assert computed(mine) == computed(twin), f"code cell {number} of {italian.name} differs from {english.name}"


@pytest.mark.parametrize("italian", ITALIAN, ids=lambda p: p.name)
def test_the_italian_lesson_is_written_in_italian(italian):
    cells = json.loads(italian.read_text(encoding="utf-8"))["cells"]
    prose = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown").lower()
    words = re.findall(r"[a-zà-ù']+", prose)
    italian_words = sum(words.count(w) for w in ("il", "la", "di", "che", "una", "è", "per", "non"))
    english_words = sum(words.count(w) for w in ("the", "and", "which", "is", "of", "you", "with"))
    assert italian_words > 5 * english_words, (italian_words, english_words)


def test_both_indexes_link_the_other_course():
    english = (ROOT / "notebooks" / "00_index.ipynb").read_text(encoding="utf-8")
    italian = (ROOT / "notebooks" / "it" / "00_indice.ipynb").read_text(encoding="utf-8")
    assert "it/00_indice.ipynb" in english
    assert "../00_index.ipynb" in italian


def test_every_italian_lesson_link_points_at_a_file():
    broken = []
    for path in [*ITALIAN, *(ROOT / "notebooks" / "it").glob("**/*.md")]:
        text = path.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (path.parent / target.replace("\\n", "")).exists():
                broken.append((path.name, target))
    assert not broken, broken[:10]
