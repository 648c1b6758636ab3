"""Execute the course notebooks in place and keep their metadata clean.

    python scripts/run_notebooks.py                 # every notebook in notebooks/
    python scripts/run_notebooks.py notebooks/05_playing_tricks.ipynb

Each notebook runs top to bottom in a fresh kernel from the notebooks folder
(as nbval runs it); its outputs are what the tests then compare. Metadata is
reduced to the kernelspec and the language name, every cell gets slide metadata
for RISE and reveal.js (a markdown cell that starts with a heading opens a new
slide; other cells follow on the same slide unless they already say otherwise),
and nothing else (no timings, no widget state, no machine names) is kept.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
CELL_KEYS = {"slideshow", "tags"}


def clean(nb: nbformat.NotebookNode) -> None:
    nb.metadata = nbformat.from_dict({"kernelspec": KERNELSPEC, "language_info": {"name": "python"}})
    for cell in nb.cells:
        cell.metadata = nbformat.from_dict({k: v for k, v in cell.metadata.items() if k in CELL_KEYS})
        if "slideshow" not in cell.metadata:
            heading = cell.cell_type == "markdown" and cell.source.lstrip().startswith("#")
            cell.metadata["slideshow"] = {"slide_type": "slide" if heading else "-"}
        cell.pop("id", None)
        if cell.cell_type == "code":
            for output in cell.outputs:
                output.get("metadata", {}).clear() if output.get("output_type") != "stream" else None
    nb.nbformat, nb.nbformat_minor = 4, 4


def run(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    clean(nb)
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    clean(nb)
    nbformat.write(nb, path)
    print(f"ran {path.relative_to(ROOT)}")


if __name__ == "__main__":
    paths = [Path(p).resolve() for p in sys.argv[1:]] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for notebook in paths:
        run(notebook)
