"""Export the course as HTML pages that open offline, widgets included: html/ (or: make html).

    python scripts/export_html.py                 # every lesson into html/, and html/index.html
    python scripts/export_html.py --no-input      # the same without the code
    python scripts/export_html.py --out DIR notebooks/06_scoring.ipynb   # some lessons, elsewhere

``jupyter nbconvert --to html`` loads require.js and the widget renderer from CDNs (and
Mermaid, as an ES module), so offline a lesson's widgets are blank space. These pages use
the copies that the slides build vendors from npm (scripts/build_slides.py: require.js and
@jupyter-widgets/html-manager, fetched once into slides/vendor/), copied into html/vendor/
so the folder can be zipped or put on a USB stick whole. MathJax and Mermaid are left out
(the lessons use neither).

A widget shows as it was left when the notebook was last run (scripts/run_notebooks.py
stores its state); below each one, a note says that using it needs a live kernel: open
the lesson with ``make lab``.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import nbformat
from nbconvert import HTMLExporter
from traitlets.config import Config

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_slides  # noqa: E402  (the sibling script: vendor copies, template, index)

OUT = build_slides.ROOT / "html"
COPIED = ("requirejs", "html-manager")  # of slides/vendor: what a page with widgets needs
KERNEL_NOTE = (
    "This widget needs a live kernel: it shows as it was left when the lesson was last run. "
    "To use it, open the lesson in JupyterLab (make lab)."
)


def copy_vendor(out: Path) -> None:
    """require.js and the widget renderer into ``out``/vendor (fetched once from npm if missing)."""
    build_slides.vendor()
    for name in COPIED:
        shutil.copytree(build_slides.VENDOR / name, out / "vendor" / name, dirs_exist_ok=True)


def export_html(notebook: Path, out: Path, *, no_input: bool = False) -> Path:
    """One lesson as one HTML page (nbconvert's lab template and scripts/slides.html.j2) into ``out``,
    its widgets drawn from their saved state by the renderer in ``out``/vendor: works offline."""
    c = Config()
    c.HTMLExporter.require_js_url = "vendor/requirejs/require.js"
    c.HTMLExporter.widget_renderer_url = f"vendor/{build_slides.WIDGET_RENDERER}"
    c.HTMLExporter.mathjax_url = ""
    c.HTMLExporter.template_file = str(build_slides.TEMPLATE)
    c.HTMLExporter.exclude_input = no_input
    c.HTMLExporter.exclude_input_prompt = no_input
    nb = nbformat.read(notebook, as_version=4)
    body, _ = HTMLExporter(config=c).from_notebook_node(nb, resources={
        "metadata": {"name": notebook.stem},
        "widget_paths": build_slides.widget_paths("vendor"),
        "kernel_note": KERNEL_NOTE,
    })
    path = out / f"{notebook.stem}.html"
    path.write_text(build_slides.accessible(body), encoding="utf-8")
    return path


def export(out: Path = OUT, notebooks: Iterable[Path] | None = None, *, no_input: bool = False) -> list[Path]:
    """Every numbered lesson (or ``notebooks``) into ``out``, with the vendor copies and an index."""
    chosen = sorted(notebooks) if notebooks is not None else build_slides.lesson_notebooks()
    out.mkdir(parents=True, exist_ok=True)
    copy_vendor(out)
    made = [(export_html(nb, out, no_input=no_input), nb) for nb in chosen]
    build_slides.index(made, out, "Calabresella — the course as web pages")
    return [path for path, _ in made]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="the lessons to export (default: every lesson)")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write into (default: html/)")
    parser.add_argument("--no-input", action="store_true", help="leave the code out: only what it shows")
    args = parser.parse_args(argv)
    start = time.monotonic()
    made = export(args.out, args.notebooks or None, no_input=args.no_input)
    print(f"{len(made)} pages exported in {time.monotonic() - start:.0f} s — open {args.out / 'index.html'}")


if __name__ == "__main__":
    main()
