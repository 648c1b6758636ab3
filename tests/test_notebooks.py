"""The course notebooks: clean metadata, outputs committed, every rule taught in code.

nbval itself (in `make test`) re-runs each notebook and compares its outputs.
"""

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb")) + sorted(
    (Path(__file__).resolve().parent.parent / "notebooks" / "it").glob("*.ipynb"))  # the Italian course too
LESSONS = [p for p in NOTEBOOKS if not p.name.startswith(("00", "11"))]  # 11 is the play app
RULE_IDS = [f"R{n}" for n in range(1, 31)] + ["E1", "E2"]
ALLOWED_CELL_KEYS = {"slideshow", "tags"}
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def code(nb):
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def text_of(cell):
    return "".join(cell["source"])


def test_the_course_has_its_lessons():
    names = [p.name[:2] for p in NOTEBOOKS]
    for number in ["00", "01", "02", "03", "04", "05", "06", "07", "08"]:
        assert number in names, f"notebook {number} is missing"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_metadata_is_clean(path):
    nb = load(path)
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    assert set(nb["metadata"]) <= {"kernelspec", "language_info", "widgets"}
    if "widgets" in nb["metadata"]:
        # Only the widgets' last state, so static renders draw the widgets (scripts/run_notebooks.py).
        assert set(nb["metadata"]["widgets"]) == {WIDGET_STATE}
        state = nb["metadata"]["widgets"][WIDGET_STATE]
        assert state["version_major"] == 2 and state["state"], "a saved widget state names its widgets"
    for cell in nb["cells"]:
        assert set(cell.get("metadata", {})) <= ALLOWED_CELL_KEYS, f"stray cell metadata {cell['metadata']}"
        assert "slideshow" in cell["metadata"], "every cell carries slide metadata (RISE, make slides)"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_markdown_cell_that_starts_with_a_heading_opens_a_slide(path):
    """The rule the teacher's guide states (RISE); scripts/run_notebooks.py applies it."""
    for cell in load(path)["cells"]:
        heading = cell["cell_type"] == "markdown" and text_of(cell).lstrip().startswith("#")
        kind = cell["metadata"]["slideshow"]["slide_type"]
        assert (kind == "slide") == heading or kind not in {"slide", "-"}, text_of(cell)[:80]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_widget_shown_has_its_saved_state(path):
    """A widget output points at a model in metadata.widgets, so nbconvert and the slides can draw it."""
    nb = load(path)
    shown = [
        o["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]
        for cell in code(nb)
        for o in cell["outputs"]
        if "application/vnd.jupyter.widget-view+json" in o.get("data", {})
    ]
    saved = nb["metadata"].get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    missing = [model for model in shown if model not in saved]
    assert not missing, f"widget outputs without saved state {missing}: re-run with scripts/run_notebooks.py"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_was_run_top_to_bottom_without_errors(path):
    cells = code(load(path))
    counts = [c["execution_count"] for c in cells]
    assert all(counts), "every code cell has been run (outputs are committed for nbval)"
    assert counts == sorted(counts), "cells were run top to bottom"
    for cell in cells:
        assert all(o["output_type"] != "error" for o in cell["outputs"])


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_ends_with_a_summary_and_checked_exercises(path):
    nb = load(path)
    markdown = " ".join(text_of(c) for c in nb["cells"] if c["cell_type"] == "markdown").lower()
    assert any(word in markdown for word in ("exercise", "eserciz"))  # the Italian course: esercizi
    assert any(word in markdown for word in ("summary", "what we learned", "riepilogo", "in sintesi", "abbiamo imparato"))
    assert any("check(" in text_of(c) or "check_" in text_of(c) for c in code(nb)), "an exercise cell checks answers"


def test_every_rule_and_example_is_run_in_a_code_cell_of_the_course():
    taught = " ".join(text_of(c) for p in NOTEBOOKS for c in code(load(p)))
    missing = [rule for rule in RULE_IDS if not re.search(rf"\b{rule}\b", taught)]
    assert not missing, f"rules not shown in any code cell: {missing}"


def test_no_rule_logic_in_notebooks():
    """Notebooks call the package; they define no function that decides a rule."""
    for path in NOTEBOOKS:
        for cell in code(load(path)):
            source = text_of(cell)
            for name in re.findall(r"^def (\w+)", source, re.M):
                assert not re.search(r"winner|score|legal|thirds_of", name), f"{path.name}: {name} belongs in the package"


@pytest.mark.parametrize("folder", sorted({p.parent for p in NOTEBOOKS}), ids=lambda p: p.name)
def test_the_index_links_every_lesson_and_only_existing_ones(folder):
    """Each course's index (the English one, the Italian one) links each of its own lessons."""
    index = next(p for p in NOTEBOOKS if p.parent == folder and p.name.startswith("00"))
    links = set(re.findall(r"\]\(([0-9][0-9]_\w+\.ipynb)\)", index.read_text(encoding="utf-8")))
    names = {p.name for p in NOTEBOOKS if p.parent == folder and not p.name.startswith("00")}
    assert links == names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_only_live_widget_cells_skip_output_comparison(path):
    for cell in code(load(path)):
        if "nbval-ignore-output" in cell["metadata"].get("tags", []):
            kinds = {k for o in cell["outputs"] for k in o.get("data", {})}
            assert "application/vnd.jupyter.widget-view+json" in kinds, text_of(cell)[:80]


OLD_FLAT_NAMES = (
    "errors", "cards", "actions", "files", "rules", "deal", "scoring", "view", "session", "players",
    "record", "playthrough", "american", "tressette", "profiles", "odds", "simulate", "narrate", "svg",
    "widgets", "play", "exercises",
)
"""The module names of the flat package that came before the layers (``calabresella.deal``
for ``calabresella.games.italian.deal`` …): they import no more, and the course shows the
names a reader finds in the code."""

_OLD_IMPORT = re.compile(
    r"(?:from|import)\s+calabresella\.(" + "|".join(OLD_FLAT_NAMES) + r")\b"
    r"|from\s+calabresella\s+import\s+(?:\(([^)]*)\)|([^(\n][^\n]*))",
)


def _old_imports(source):
    found = []
    for match in _OLD_IMPORT.finditer(source):
        if match.group(1):
            found.append(match.group(1))
        else:
            listed = match.group(2) or match.group(3)
            names = [part.split(" as ")[0].strip() for part in listed.replace("\n", ",").split(",")]
            found.extend(name for name in names if name in OLD_FLAT_NAMES)
    return found


def test_the_old_flat_names_are_recognised():
    assert _old_imports("from calabresella.svg import hand_svg") == ["svg"]
    assert _old_imports("import calabresella.odds as odds") == ["odds"]
    assert _old_imports("from calabresella import Deal, record") == ["record"]
    assert _old_imports("from calabresella import (\n    Deal,\n    cards,\n)") == ["cards"]
    assert _old_imports("from calabresella.show.svg import hand_svg\nfrom calabresella import Deal") == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_notebook_imports_an_old_flat_module_name(path):
    for cell in code(load(path)):
        old = _old_imports(text_of(cell))
        assert not old, f"{path.name} imports calabresella.{old[0]}: use the layered name (CONTRIBUTING.md)"
