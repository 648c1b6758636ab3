"""Execute the course notebooks in place and keep their metadata clean.

    python scripts/run_notebooks.py                 # every notebook in notebooks/
    python scripts/run_notebooks.py notebooks/05_playing_tricks.ipynb

Each notebook runs top to bottom in a fresh kernel from the notebooks folder
(as nbval runs it); its outputs are what the tests then compare.

What is kept:

- notebook metadata: the kernelspec, the language name, and the widgets' last state
  (``metadata.widgets``, the ``application/vnd.jupyter.widget-state+json`` key), so
  that static renders (nbconvert's HTML export, the slides) draw each widget as it
  was left instead of the text ``VBox(children=…)``. Only the widgets shown in an
  output and the models they use are kept. Their model ids are renamed ``0000…0001``,
  ``0000…0002`` … in the order the widgets were made, so re-running an unchanged
  notebook changes no byte of it.
- cell metadata: ``slideshow`` and ``tags`` only. Slide rule (RISE and reveal.js):
  a markdown cell whose text starts with a heading opens a new slide; every other
  cell stays on the slide above it. The rule is applied afresh on every run, so a
  cell that gains or loses its heading gets the right slide type; only a slide type
  an author chose by hand (``subslide``, ``fragment``, ``notes``, ``skip``) is kept.
  A heading in the middle of a markdown cell cannot open a slide in RISE (a cell
  is never split there); ``scripts/build_slides.py`` splits such cells in the
  reveal.js slides.

Consecutive prints to the same stream are joined into one output (nbval joins them
too), so an unchanged notebook re-runs to the same bytes. Nothing else is kept: no
timings, no machine names, no cell ids.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
CELL_KEYS = {"slideshow", "tags"}
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
RULE_MADE = {"slide", "-"}  # the slide types this script itself sets; others are an author's choice


def slide_type(cell: nbformat.NotebookNode) -> str:
    """The slide rule: a markdown cell that starts with a heading opens a slide."""
    chosen = cell.metadata.get("slideshow", {}).get("slide_type", "-")
    if chosen not in RULE_MADE:
        return str(chosen)
    heading = cell.cell_type == "markdown" and cell.source.lstrip().startswith("#")
    return "slide" if heading else "-"


def shown_widgets(nb: nbformat.NotebookNode) -> dict[str, object]:
    """The saved state of the widgets the notebook shows, and of the models they use (their
    layouts, styles, children); widgets made but never shown are left out."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    todo = [
        output["data"][WIDGET_VIEW]["model_id"]
        for cell in nb.cells if cell.cell_type == "code"
        for output in cell.get("outputs", []) if WIDGET_VIEW in output.get("data", {})
    ]
    kept: set[str] = set()
    while todo:
        model = todo.pop()
        if model in kept or model not in state:
            continue
        kept.add(model)
        text = json.dumps(state[model])
        todo.extend(other for other in state if other not in kept and other in text)
    return {model: value for model, value in state.items() if model in kept}


def widget_state(nb: nbformat.NotebookNode) -> dict[str, object] | None:
    """The state to keep in ``metadata.widgets``, or None when the notebook shows no widget."""
    state = shown_widgets(nb)
    if not state:
        return None
    return {"state": state, "version_major": 2, "version_minor": 0}


def stable_model_ids(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Rename the random widget model ids 1, 2, 3 … (as 32 hex digits) in order of creation."""
    names = {old: f"{n:032x}" for n, old in enumerate(shown_widgets(nb), start=1)}
    if not names:
        return nb
    pattern = re.compile("|".join(re.escape(old) for old in sorted(names, key=len, reverse=True)))
    text = pattern.sub(lambda m: names[m.group(0)], json.dumps(nb))
    return nbformat.from_dict(json.loads(text))


def coalesce_streams(outputs: list[nbformat.NotebookNode]) -> list[nbformat.NotebookNode]:
    """Join consecutive prints to the same stream into one output (as nbval compares them),
    so how the kernel happened to flush them does not change the file."""
    joined: list[nbformat.NotebookNode] = []
    for output in outputs:
        last = joined[-1] if joined else None
        if (output.get("output_type") == "stream" and last is not None
                and last.get("output_type") == "stream" and last.get("name") == output.get("name")):
            last["text"] = "".join(last["text"]) + "".join(output["text"])
        else:
            joined.append(output)
    return joined


def clean(nb: nbformat.NotebookNode) -> None:
    kept = widget_state(nb)
    nb.metadata = nbformat.from_dict({"kernelspec": KERNELSPEC, "language_info": {"name": "python"}})
    if kept is not None:
        nb.metadata["widgets"] = nbformat.from_dict({WIDGET_STATE: kept})
    for cell in nb.cells:
        cell.metadata = nbformat.from_dict({k: v for k, v in cell.metadata.items() if k in CELL_KEYS})
        cell.metadata["slideshow"] = {"slide_type": slide_type(cell)}
        cell.pop("id", None)
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(cell.outputs)
            for output in cell.outputs:
                output.get("metadata", {}).clear() if output.get("output_type") != "stream" else None
    nb.nbformat, nb.nbformat_minor = 4, 4


def run(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("widgets", None)  # the state of the last run is made afresh
    clean(nb)
    client = NotebookClient(nb, timeout=600, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    nb = stable_model_ids(nb)
    clean(nb)
    nbformat.write(nb, path)
    print(f"ran {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


if __name__ == "__main__":
    paths = [Path(p).resolve() for p in sys.argv[1:]] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for notebook in paths:
        run(notebook)
