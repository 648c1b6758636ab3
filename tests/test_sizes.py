"""Rooms of a size a newcomer can hold: no module of the package over about 600 lines and
no class over about 400, unless CONTRIBUTING.md gives the reason.

A module or class allowed to be longer is listed in CONTRIBUTING.md's section "Long
modules and classes" as a line ``- `calabresella/path.py` …`` or ``- `ClassName` …``
followed by its reason. Run this file alone to print the largest modules and classes:
``python tests/test_sizes.py``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "calabresella"
MODULE_LINES = 600
CLASS_LINES = 400


def module_sizes() -> dict[str, int]:
    return {
        str(p.relative_to(ROOT)): len(p.read_text(encoding="utf-8").splitlines()) for p in sorted(PACKAGE.rglob("*.py"))
    }


def class_sizes() -> dict[str, int]:
    sizes: dict[str, int] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                sizes[f"{path.relative_to(ROOT)}:{node.name}"] = node.end_lineno - node.lineno + 1
    return sizes


def allowed() -> set[str]:
    """The modules and classes CONTRIBUTING.md allows to be long (with a reason)."""
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    match = re.search(r"^## Long modules and classes\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    if match is None:
        return set()
    return set(re.findall(r"^- `([^`]+)`\s*[:—-]\s*\S", match.group(1), re.M))


def test_no_module_is_longer_than_about_600_lines_without_a_reason():
    exempt = allowed()
    long = {m: n for m, n in module_sizes().items() if n > MODULE_LINES and m not in exempt}
    assert long == {}, f"modules over {MODULE_LINES} lines (split them, or give the reason in CONTRIBUTING.md): {long}"


def test_no_class_is_longer_than_about_400_lines_without_a_reason():
    exempt = allowed()
    long = {c: n for c, n in class_sizes().items() if n > CLASS_LINES and c.split(":")[1] not in exempt}
    assert long == {}, f"classes over {CLASS_LINES} lines (split them, or give the reason in CONTRIBUTING.md): {long}"


def test_the_sizes_are_measured():
    """The test itself can fail: it sees the package's modules and classes."""
    assert module_sizes()["calabresella/engine/cards.py"] > 100
    assert class_sizes()["calabresella/engine/cards.py:Card"] > 10


if __name__ == "__main__":
    for title, sizes in (("modules", module_sizes()), ("classes", class_sizes())):
        print(f"largest {title}:")
        for name, lines in sorted(sizes.items(), key=lambda kv: -kv[1])[:8]:
            print(f"  {lines:5d}  {name}")
