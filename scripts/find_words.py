"""Find the words a person could read that are not in the message catalogue: string literals
(and f-strings) of two or more words in the package, outside the calls that mark a msgid (a marked call inside an f-string counts too: Babel cannot
extract it)
(``_``, ``N_``, ``msg``, ``about``, ``many``, ``gettext``, ``ngettext``, ``pgettext``) or a
developer's words (``dev``), docstrings and markup aside; and any literal given as a widget's
``description``, ``tooltip``, ``placeholder`` or an argument's ``help``.

    python scripts/find_words.py                 # count by module
    python scripts/find_words.py calabresella/show/ledger.py   # list one module's

The test ``tests/test_words_guard.py`` fails while this finds any.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "calabresella"
CATALOGUE_LAYER = PACKAGE / "words"
MARKERS = {"_", "N_", "msg", "about", "many", "gettext", "ngettext", "pgettext", "npgettext", "dev"}
SHOWN_KEYWORDS = {"description", "tooltip", "placeholder", "help", "title", "label"}
TWO_WORDS = re.compile(r"[A-Za-zÀ-ÿ']{2,}[^\S\n]+[A-Za-zÀ-ÿ]")
ONE_WORD = re.compile(r"[A-Za-zÀ-ÿ]{2,}")
MARKUP = re.compile(r'^\s*<|="|\{\s*[a-z-]+\s*:[^}]*;')


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
        for before, after in zip(body, body[1:], strict=False):
            if isinstance(before, (ast.Assign, ast.AnnAssign)) and isinstance(after, ast.Expr) \
                    and isinstance(after.value, ast.Constant):
                found.add(id(after.value))
    return found


def _call_name(node: ast.Call) -> str | None:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)  # type: ignore[misc]
    return None


def words_in(path: Path) -> Iterator[tuple[int, str]]:
    """``(line, text)`` of each literal in ``path`` that a person could read outside the catalogue."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    shown_alone: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            if _call_name(node) in MARKERS:
                skip.update(id(sub) for sub in ast.walk(node))
            else:
                for keyword in node.keywords:
                    if keyword.arg in SHOWN_KEYWORDS:
                        shown_alone.add(id(keyword.value))
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        text = _text(node)
        if text is None:
            continue
        if isinstance(node, ast.JoinedStr):
            skip.update(id(sub) for sub in ast.walk(node))
            hidden = [sub for sub in ast.walk(node) if isinstance(sub, ast.Call) and _call_name(sub) in MARKERS
                      and any(_text(arg) is not None for arg in sub.args)]
            if hidden:  # Babel cannot extract a msgid from inside an f-string (Python 3.11)
                yield node.lineno, "a msgid inside an f-string: " + text
                continue
        if MARKUP.search(text):
            continue
        if TWO_WORDS.search(text) or (id(node) in shown_alone and ONE_WORD.search(text)):
            yield node.lineno, text


def modules() -> list[Path]:
    """The package's modules outside the catalogue layer."""
    return [p for p in sorted(PACKAGE.rglob("*.py")) if CATALOGUE_LAYER not in p.parents]


def main(argv: list[str]) -> int:
    if argv:
        for name in argv:
            for line, text in words_in(Path(name)):
                print(f"{name}:{line}: {text!r}")
        return 0
    counts = {p: len(list(words_in(p))) for p in modules()}
    for path, count in sorted(counts.items(), key=lambda item: -item[1]):
        if count:
            print(f"{count:5d} {path.relative_to(ROOT)}")
    print(f"{sum(counts.values())} literals in {sum(1 for c in counts.values() if c)} modules")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
