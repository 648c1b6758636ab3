"""Build reveal.js slides of every lesson, to open offline: the lesson slides and a teacher build.

    python scripts/build_slides.py              # both builds (or: make slides)
    python scripts/build_slides.py --teacher    # only the teacher build
    python scripts/build_slides.py --lessons    # only the lesson slides (code and outputs)

Two builds from the same notebooks:

- ``slides/NN_topic.slides.html``: the lesson as it is, code and outputs.
- ``slides/teacher/NN_topic.slides.html``: for a projector. No code, only what the code
  shows; card pictures drawn half as large again; long lines of text wrap instead of
  running off the right edge; and every slide fits a 1024×768 screen (see "Fitting a
  slide" below). ``slides/teacher/index.html`` lists the lessons.

Slides: every heading opens a new slide (a markdown cell with a heading in its middle
is cut there, so "## Summary" and "## Exercises" in one cell make two slides).

Fitting a slide (teacher build): a slide whose content is estimated taller than the
screen is cut into vertical sub-slides (press ↓ or Space to go down), always between
a piece of prose and the code result that follows it, never inside one output. What is
still too large after that (one very wide table, one large chart, a widget) is scaled
down in the browser until it fits, so nothing is ever cut off at the bottom or right.

Pictures: every card picture is inline SVG with ``role="img"`` and an ``aria-label``
(its ``<title>``, e.g. "A♥ asso di coppe (ace of cups)"); every chart image has an alt
text (the sentence of the lesson that introduces it).

Widgets: the notebooks store each widget's last state (scripts/run_notebooks.py), and
the slides draw it with the Jupyter widgets HTML manager, so a widget shows as it was
left (not live: the Python behind it is not running). Present the widget lessons with
RISE to use them.

Offline: reveal.js (4.0.2, the version nbconvert's template expects), require.js,
jQuery and @jupyter-widgets/html-manager (1.0.15, BSD-3-Clause, about 4 MB: the widget
renderer and its icon fonts) are fetched once from the npm registry with ``npm pack``
into slides/vendor/, and the slides point at those local copies: no CDN is needed to
present. MathJax is not bundled (the lessons use no formulas), nor Mermaid (no
diagrams), and the 'white' theme uses reveal.js's own fonts, so no page asks the
network for anything. Open slides/index.html or slides/teacher/index.html.
"""

from __future__ import annotations

import argparse
import copy
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

import nbformat
from nbconvert import SlidesExporter
from traitlets.config import Config

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "slides"
VENDOR = OUT / "vendor"
TEMPLATE = Path(__file__).resolve().parent / "slides.html.j2"
PACKAGES = {
    "reveal.js": "reveal.js@4.0.2",
    "requirejs": "requirejs@2.3.6",
    "jquery": "jquery@2.2.4",
    "html-manager": "@jupyter-widgets/html-manager@1.0.15",
}
# Of the html-manager package only the AMD renderer, its licences and the icon fonts a
# browser asks for (woff2/woff/ttf) are kept: 4 MB instead of 18 MB.
KEEP = {"html-manager": ("package.json", "README.md", "dist/embed-amd.js", "dist/*.LICENSE.txt",
                         "dist/*.woff2", "dist/*.woff", "dist/*.ttf")}
WIDGET_RENDERER = "html-manager/dist/embed-amd.js"

CARD_SCALE = 1.5  # teacher build: card pictures half as large again
SLIDE_WIDTH, SLIDE_HEIGHT = 1024, 768  # teacher build: reveal.js's slide size, a projector's
BUDGET = 640  # teacher build: estimated pixels of content per (sub-)slide before cutting
HEADING = re.compile(r"^ {0,3}#{1,6}\s")
FENCE = re.compile(r"^ {0,3}(```|~~~)")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


# --------------------------------------------------------------------- vendor


def vendor() -> None:
    """Unpack reveal.js, require.js, jQuery and the widgets' HTML manager from npm into slides/vendor (once)."""
    for name, spec in PACKAGES.items():
        target = VENDOR / name
        if target.exists():
            continue
        if shutil.which("npm") is None:
            sys.exit("make slides needs npm (Node.js) to fetch reveal.js once: install nodejs and npm")
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(["npm", "pack", spec, "--silent"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
            archive = next(Path(tmp).glob("*.tgz"))
            with tarfile.open(archive) as tar:
                tar.extractall(tmp, filter="data")
            package = Path(tmp) / "package"
            if name in KEEP:
                kept = {p for pattern in KEEP[name] for p in package.glob(pattern)}
                for path in sorted(package.rglob("*"), reverse=True):
                    if path.is_file() and path not in kept:
                        path.unlink()
                    elif path.is_dir() and not any(path.iterdir()):
                        path.rmdir()
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(package), target)


# --------------------------------------------------------------------- notebook → slides


def split_at_headings(nb: nbformat.NotebookNode) -> None:
    """Cut every markdown cell before each heading in it, so each heading opens a slide."""
    cells = []
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            cells.append(cell)
            continue
        pieces: list[list[str]] = [[]]
        fenced = False
        for line in cell.source.splitlines(keepends=True):
            if FENCE.match(line):
                fenced = not fenced
            if not fenced and HEADING.match(line) and "".join(pieces[-1]).strip():
                pieces.append([])
            pieces[-1].append(line)
        for n, piece in enumerate(pieces):
            part = copy.deepcopy(cell) if n else cell
            part.source = "".join(piece).strip("\n")
            if n:
                part.metadata["slideshow"] = {"slide_type": "slide" if HEADING.match(part.source) else "-"}
            cells.append(part)
    nb.cells = cells


def _svg_height(svg: str) -> float:
    size = re.search(r'<svg\b[^>]*?\bheight="([\d.]+)"', svg)
    return float(size.group(1)) if size else 200.0


def _text_height(text: str, chars: int = 80, line: float = 26) -> float:
    return sum(max(1, -(-len(row) // chars)) for row in text.splitlines()) * line


def estimate(cell: nbformat.NotebookNode, teacher: bool) -> float:
    """A rough height in pixels of one cell on a slide (the browser scales what is still too tall)."""
    if cell.cell_type == "markdown":
        text = re.sub(r"\]\([^)]*\)", "]", cell.source)  # a link's address is not shown
        heading = 56.0 if HEADING.match(text) else 0.0
        return heading + _text_height(text, chars=72, line=31) + 12 * text.count("\n\n")
    if cell.cell_type != "code":
        return 0.0
    height = 0.0 if teacher else _text_height(cell.source, chars=75, line=27) + 20
    scale = CARD_SCALE if teacher else 1.0
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        if output.get("output_type") == "stream":
            height += _text_height(output.get("text", ""))
        elif WIDGET_VIEW in data:
            height += 450
        elif "image/svg+xml" in data:
            height += _svg_height(data["image/svg+xml"]) * scale + 10
        elif "image/png" in data or "image/jpeg" in data:
            height += 380
        elif "text/html" in data:
            page = data["text/html"]
            svgs = sum(_svg_height(m) * scale for m in re.findall(r"<svg\b[^>]*>", page))
            rows = 34 * len(re.findall(r"<tr\b|<li\b|<p\b|<br\b|<h\d\b", page))
            height += max(40.0, svgs + rows)
        elif "text/markdown" in data:
            height += _text_height(data["text/markdown"], chars=72, line=31)
        elif "text/plain" in data:
            height += _text_height(data["text/plain"])
    return height


def cut_into_subslides(nb: nbformat.NotebookNode) -> None:
    """Teacher build: open a vertical sub-slide where a slide's estimated content passes BUDGET.

    The cells are taken in units: a markdown cell and the code results after it. A cut is
    made before a unit that does not fit in what is left of the slide, so prose stays with
    the results that follow it; only a unit too tall for any slide is cut between its cells.
    A single cell too tall on its own is left whole (the browser scales it to fit)."""

    def kind(cell: nbformat.NotebookNode) -> str:
        return str(cell.metadata.get("slideshow", {}).get("slide_type", "-"))

    def height(cell: nbformat.NotebookNode) -> float:
        return 0.0 if kind(cell) in ("notes", "skip") else estimate(cell, teacher=True)

    units: list[list[nbformat.NotebookNode]] = []
    for cell in nb.cells:
        if cell.cell_type == "markdown" or not units:
            units.append([cell])
        else:
            units[-1].append(cell)
    used = 0.0
    for unit in units:
        total = sum(height(c) for c in unit)
        for n, cell in enumerate(unit):
            tall = height(cell)
            if kind(cell) in ("slide", "subslide"):
                used = tall
            elif kind(cell) == "-" and used > 0 and used + (total if n == 0 else tall) > BUDGET and (n == 0 or total > BUDGET):
                cell.metadata["slideshow"] = {"slide_type": "subslide"}
                used = tall
            else:
                used += tall


def first_sentence(markdown: str) -> str:
    prose = " ".join(line for line in markdown.splitlines() if line.strip() and not HEADING.match(line))
    prose = re.sub(r"[*_`]|\[([^\]]*)\]\([^)]*\)", lambda m: m.group(1) or "", prose).strip()
    sentence = re.split(r"(?<=[.:!?])\s", prose, maxsplit=1)[0]
    return sentence[:200]


def describe_images(nb: nbformat.NotebookNode) -> None:
    """Give every chart (PNG/JPEG output) an alt text: the lesson's sentence that introduces it."""
    heading, prose = "", ""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            titles = [line.lstrip("# ").strip() for line in cell.source.splitlines() if HEADING.match(line)]
            heading = titles[0] if titles else heading
            prose = first_sentence(cell.source) or prose
            continue
        for output in cell.get("outputs", []):
            if {"image/png", "image/jpeg"} & set(output.get("data", {})):
                about = prose or heading or "the lesson"
                output.setdefault("metadata", {})["alt"] = f"Chart ({heading}): {about}" if heading else f"Chart: {about}"


def teacher_cells(nb: nbformat.NotebookNode) -> None:
    """Teacher build: code cells that show nothing are dropped (their code is hidden anyway),
    and a cell that shows several results becomes one cell per result, so that a long
    slide can be cut between two pictures of one cell."""
    cells = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            cells.append(cell)
            continue
        for n, output in enumerate(cell.get("outputs", [])):
            part = copy.copy(cell)
            part.metadata = copy.deepcopy(cell.metadata)
            if n:
                part.metadata["slideshow"] = {"slide_type": "-"}
            part.outputs = [output]
            cells.append(part)
    nb.cells = cells


# --------------------------------------------------------------------- the HTML


def _label(svg_tail: str) -> str:
    """The picture's <title>, or else the words drawn in it."""
    title = re.match(r"\s*<title>(.*?)</title>", svg_tail, re.S)
    if title:
        return html.unescape(title.group(1)).strip()
    body = svg_tail.split("</svg>", 1)[0]
    words = " ".join(html.unescape(w).strip() for w in re.findall(r"<text\b[^>]*>([^<]*)<", body) if w.strip())
    return f"Picture: {words[:200]}" if words else "Picture: a drawing of the lesson"


def _inline_svg(match: re.Match[str], scale: float, page: str) -> str:
    attrs = match.group(1)
    if scale != 1:
        attrs = re.sub(r'\b(width|height)="([\d.]+)"', lambda m: f'{m.group(1)}="{float(m.group(2)) * scale:g}"', attrs, count=2)
    if "role=" not in attrs:
        attrs += ' role="img"'
    if "aria-label=" not in attrs:
        attrs += f' aria-label="{html.escape(_label(page[match.end():match.end() + 20000]))}"'
    return f"<svg{attrs}>"


def accessible(page: str, *, scale: float = 1.0) -> str:
    """Every inline SVG gets role="img" and an aria-label (its <title>), scaled by ``scale``;
    every <img> without alt gets one. Script elements (the widgets' saved state) are left alone."""
    parts = re.split(r"(<script\b.*?</script>)", page, flags=re.S)
    for n in range(0, len(parts), 2):
        part = parts[n]
        part = re.sub(r"<svg\b([^>]*)>", lambda m, p=part: _inline_svg(m, scale, p), part)
        part = re.sub(r"<img\b(?![^>]*\balt=)", '<img alt="picture" ', part)
        parts[n] = part
    return "".join(parts)


def widget_paths(vendor_prefix: str) -> str:
    """A require.js setting that makes the widget renderer find its icon fonts in the vendor
    copy (it looks for them next to its module name, ``@jupyter-widgets/…``, otherwise)."""
    dist = f"{vendor_prefix}/{WIDGET_RENDERER.rsplit('/', 1)[0]}"
    paths = {"@jupyter-widgets/html-manager/dist": dist, "@jupyter-widgets": dist}
    return f"<script>require.config({{paths: {json.dumps(paths)}}});</script>"


def exporter(*, teacher: bool, vendor_prefix: str) -> SlidesExporter:
    c = Config()
    c.SlidesExporter.reveal_url_prefix = f"{vendor_prefix}/reveal.js"
    c.SlidesExporter.require_js_url = f"{vendor_prefix}/requirejs/require.js"
    c.SlidesExporter.jquery_url = f"{vendor_prefix}/jquery/dist/jquery.min.js"
    c.SlidesExporter.widget_renderer_url = f"{vendor_prefix}/{WIDGET_RENDERER}"
    c.SlidesExporter.mathjax_url = ""
    c.SlidesExporter.template_file = str(TEMPLATE)
    c.SlidesExporter.reveal_theme = "white"
    if teacher:
        c.SlidesExporter.exclude_input = True
        c.SlidesExporter.exclude_input_prompt = True
        c.SlidesExporter.exclude_output_prompt = True
        c.SlidesExporter.reveal_width = str(SLIDE_WIDTH)
        c.SlidesExporter.reveal_height = str(SLIDE_HEIGHT)
    else:
        c.SlidesExporter.reveal_scroll = True
    return SlidesExporter(config=c)


def convert(notebook: Path, out: Path = OUT, *, teacher: bool = False) -> Path:
    """One lesson as reveal.js slides using the vendor copies in ``out``/vendor.

    The lesson slides go to ``out``, the teacher build to ``out``/teacher."""
    target = out / "teacher" if teacher else out
    target.mkdir(parents=True, exist_ok=True)
    nb = nbformat.read(notebook, as_version=4)
    split_at_headings(nb)
    describe_images(nb)
    if teacher:
        teacher_cells(nb)
        cut_into_subslides(nb)
    prefix = Path(os.path.relpath(out / "vendor", target)).as_posix()
    body, _ = exporter(teacher=teacher, vendor_prefix=prefix).from_notebook_node(
        nb, resources={"metadata": {"name": notebook.stem}, "teacher": teacher, "widget_paths": widget_paths(prefix)}
    )
    path = target / f"{notebook.stem}.slides.html"
    path.write_text(accessible(body, scale=CARD_SCALE if teacher else 1.0), encoding="utf-8")
    return path


def export_html(notebook: Path, out: Path) -> Path:
    """The notebook as one HTML page (nbconvert's lab template) into ``out``, its widgets drawn
    from their saved state by the vendored renderer in ``out``/vendor: works offline."""
    from nbconvert import HTMLExporter

    c = Config()
    c.HTMLExporter.require_js_url = "vendor/requirejs/require.js"
    c.HTMLExporter.widget_renderer_url = f"vendor/{WIDGET_RENDERER}"
    c.HTMLExporter.mathjax_url = ""
    body, _ = HTMLExporter(config=c).from_notebook_node(
        nbformat.read(notebook, as_version=4), resources={"metadata": {"name": notebook.stem}}
    )
    require = '<script src="vendor/requirejs/require.js"></script>'
    if require not in body:
        raise RuntimeError("nbconvert's lab template no longer loads require.js as expected")
    body = body.replace(require, require + widget_paths("vendor"), 1)
    path = out / f"{notebook.stem}.html"
    path.write_text(body, encoding="utf-8")
    return path


def index(made: Iterable[Path], folder: Path, title: str) -> None:
    links = "\n".join(
        f'<li><a href="{html.escape(p.name)}">{html.escape(p.stem.removesuffix(".slides"))}</a></li>' for p in made
    )
    (folder / "index.html").write_text(
        f"<!doctype html><html lang='en'><meta charset='utf-8'><title>{title}</title><h1>{title}</h1><ul>{links}</ul>\n",
        encoding="utf-8",
    )


def build(out: Path = OUT, *, lessons: bool = True, teacher: bool = True, notebooks: Iterable[Path] | None = None) -> None:
    """Both builds (or one) of every numbered notebook into ``out`` (vendor copies must be in ``out``/vendor)."""
    chosen = sorted(notebooks) if notebooks is not None else sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    if lessons:
        index([convert(nb, out) for nb in chosen], out, "Calabresella — slides")
    if teacher:
        index([convert(nb, out, teacher=True) for nb in chosen], out / "teacher", "Calabresella — teacher slides")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--teacher", action="store_true", help="only the teacher build (slides/teacher/)")
    only.add_argument("--lessons", action="store_true", help="only the lesson slides with code (slides/)")
    args = parser.parse_args(argv)
    OUT.mkdir(exist_ok=True)
    vendor()
    start = time.monotonic()
    build(OUT, lessons=not args.teacher, teacher=not args.lessons)
    made = [] if args.teacher else ["slides/index.html"]
    made += [] if args.lessons else ["slides/teacher/index.html"]
    print(f"slides built in {time.monotonic() - start:.0f} s — open {' and '.join(made)}")


if __name__ == "__main__":
    main()
