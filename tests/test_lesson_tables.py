"""Lessons print sentences and labelled tables (issue #20): no table of a lesson shows pandas'
bare row numbers 0, 1, 2 … as its first column, and no lesson prints a value's repr such as
``DealResult(...)`` as its only output."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb")) + sorted(
    (Path(__file__).resolve().parents[1] / "notebooks" / "it").glob("*.ipynb"))  # the Italian course too
ROW_HEADER = re.compile(r"<tr>\s*<th>([^<]*)</th>")
REPR = re.compile(r"^(?:[A-Z][A-Za-z]*)?(?:Result|Trick|Deal|View|Session)\w*\(")


def _outputs(path: Path):
    for number, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"], 1):
        for output in cell.get("outputs", []):
            yield number, output


def bare_numbered(html: str) -> bool:
    """Whether a DataFrame's HTML numbers its rows 0, 1, 2 … with an unnamed index."""
    body = html.split("<tbody>", 1)[-1]
    headers = ROW_HEADER.findall(body)
    head = html.split("<tbody>", 1)[0]
    named = head.count("<tr") > 1  # pandas writes the index's name on a second header row
    return bool(headers) and not named and headers == [str(i) for i in range(len(headers))]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_every_table_of_a_lesson_is_labelled(path):
    bare = [number for number, output in _outputs(path)
            if 'class="dataframe"' in "".join(output.get("data", {}).get("text/html", ""))
            and bare_numbered("".join(output["data"]["text/html"]))]
    assert bare == [], f"{path.name}: cells {bare} show a table numbered 0, 1, 2 …: give it an index that says what a row is"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_no_lesson_shows_a_repr_alone(path):
    alone = [number for number, output in _outputs(path)
             if list(output.get("data", {})) == ["text/plain"]
             and REPR.match("".join(output["data"]["text/plain"]))]
    assert alone == [], f"{path.name}: cells {alone} show only a repr: print sentences or draw it"


def test_the_check_sees_a_repr_shown_alone():
    assert REPR.match("DealResult(soloist=2, contract=Contract.SOLO)") and REPR.match("Trick(leader=0, cards=())")
    assert not REPR.match("Anna wins the trick with 3♠.")


def test_the_check_sees_a_bare_table():
    import pandas as pd

    assert bare_numbered(pd.DataFrame({"a": [1, 2]}).to_html())
    assert not bare_numbered(pd.DataFrame({"a": [1, 2]}).rename_axis("deal").to_html())
    assert not bare_numbered(pd.DataFrame({"a": [1, 2]}, index=["x", "y"]).to_html())
