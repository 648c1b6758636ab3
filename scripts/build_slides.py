"""Build reveal.js slides of every lesson, to open offline: the lesson slides and a teacher build.

    python scripts/build_slides.py              # both builds (or: make slides)
    python scripts/build_slides.py --teacher    # only the teacher build
    python scripts/build_slides.py --lessons    # only the lesson slides (code and outputs)
    python scripts/build_slides.py --lang it    # the Italian course (notebooks/it/) into slides/it/

Two builds from the same notebooks:

- ``slides/NN_topic.slides.html``: the lesson as it is, code and outputs.
- ``slides/teacher/NN_topic.slides.html``: for a projector. No code, only what the code
  shows; body text and outputs at 30 px (at least 28 px on a 1024×768 screen); card
  pictures drawn half as large again; long lines of text wrap instead of running off the
  right edge; and every slide fits a 1024×768 screen (see "Fitting a slide" below).
  Left out: the paragraphs for programmers ("For programmers: …", "the grey boxes are
  the computer's working": there is no code to read) and cells tagged ``programmers`` or
  ``no-teacher``. Tables lose pandas' row numbers. ``slides/teacher/index.html`` lists
  the lessons by title.

Slides: every heading opens a new slide (a markdown cell with a heading in its middle
is cut there, so "## Summary" and "## Exercises" in one cell make two slides).

Fitting a slide (teacher build): prose is taken paragraph by paragraph (a list item by
item), a long table in pieces of a few rows with its header (a wide one in groups of
columns, the row labels repeated), long printed text in pieces of a few lines, and a
widget too large for a slide (the play app, the analysis board) as a picture of its
state: its pictures and texts, with a line saying that it is live in the lesson. A slide
whose content is estimated taller than the screen is cut into vertical sub-slides (press
↓ or Space to go down) between two of those pieces, never between a sentence and the
result it introduces. What is still a little too tall has its pictures drawn smaller
in the browser (down to 55 %), and only then is scaled down whole, so nothing is ever
cut off at the bottom or right.

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
PICTURE_TEXT = 20  # teacher build: px of a picture's smallest words on a slide (it is drawn larger, up to the slide's width)
PICTURE_ROOM = 940  # teacher build: the widest a picture is drawn on a 1024-pixel slide
WIDE_PICTURE = 400  # teacher build: a widget holding a picture this wide is shown as a picture of its state
SLIDE_WIDTH, SLIDE_HEIGHT = 1024, 768  # teacher build: reveal.js's slide size, a projector's
BUDGET = 560  # teacher build: estimated pixels of content per (sub-)slide before cutting
TEACHER_FONT = 30  # teacher build: body text and outputs, px (at least 28 px on screen after reveal.js's 0.96)
TABLE_ROWS = 4  # teacher build: rows of a table per slide (a longer table is split, its header repeated)
TEXT_LINES = 11  # teacher build: lines of printed text per slide (longer text is split)
# Teacher build: paragraphs for whoever reads the code, left out of a slide that shows none
# (a cell tagged "programmers" or "no-teacher" is left out whole).
FOR_PROGRAMMERS = re.compile(
    r"^\W*(For programmers|For teachers and programmers|Per i programmatori|Per chi programma"
    r"|Per gli insegnanti e per chi programma)\b|grey boxes?\b|the computer's working|riquadri grigi|calcoli del computer",
    re.I)
LEFT_OUT_TAGS = {"programmers", "no-teacher"}
BIG_WIDGET = 7  # teacher build: a widget of more controls than this is shown as a picture of its state,
BIG_WIDGET_TEXT = 12_000  # and so is one of more characters of HTML than this
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
CONTROLS = re.compile(r"(Button|Dropdown|Slider|Text|Checkbox|ToggleButtons?|Select\w*|FileUpload|Combobox)Model$")
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


def _svg_width(svg: str) -> float:
    size = re.search(r'<svg\b[^>]*?\bwidth="([\d.]+)"', svg)
    return float(size.group(1)) if size else 0.0


def picture_scale(svg: str, scale: float) -> float:
    """How much larger a picture is drawn on a slide: ``scale`` (the teacher build's
    :data:`CARD_SCALE`), or more, so that its smallest words reach :data:`PICTURE_TEXT` px
    (a score card's labels are drawn small for a notebook); never wider than
    :data:`PICTURE_ROOM`. ``svg`` is the picture's text, from its ``<svg`` tag on."""
    if scale == 1:
        return 1.0
    body = svg.split("</svg>", 1)[0]
    sizes = [float(size) for size in re.findall(r'font-size="([\d.]+)"', body)]
    wanted = max(scale, PICTURE_TEXT / min(sizes)) if sizes else scale
    width = _svg_width(svg)
    return min(wanted, PICTURE_ROOM / width) if width else wanted


def _text_height(text: str, chars: int = 80, line: float = 26) -> float:
    return sum(max(1, -(-len(row) // chars)) for row in text.splitlines()) * line


def estimate(cell: nbformat.NotebookNode, teacher: bool) -> float:
    """A rough height in pixels of one cell on a slide (the browser scales what is still too tall).

    The teacher build's text is larger (:data:`TEACHER_FONT`): fewer characters to a line."""
    prose = (52, 46) if teacher else (72, 31)  # characters a line, pixels a line
    printed = (54, 40) if teacher else (80, 26)
    if cell.cell_type == "markdown":
        text = re.sub(r"\]\([^)]*\)", "]", cell.source)  # a link's address is not shown
        first = text.splitlines()[0] if text.strip() else ""
        heading = 0.0
        if HEADING.match(first):  # a heading's lines are larger and shorter; a title (#) most of all
            size = (64, 20) if first.startswith("# ") else (52, 30)
            heading = (size[0] * -(-len(first) // size[1]) + 20) if teacher else 56.0
            text = text[len(first):]
        if teacher:  # a paragraph's source lines flow together on the slide
            text = re.sub(r"(?<!\n)\n(?![\n\-*+|#>]|\d+[.)] )", " ", text)
        return heading + _text_height(text, *prose) + 12 * text.count("\n\n")
    if cell.cell_type != "code":
        return 0.0
    height = 0.0 if teacher else _text_height(cell.source, chars=75, line=27) + 20
    scale = CARD_SCALE if teacher else 1.0
    row = 2.5 * printed[1] if teacher else 34  # a teacher table's cells wrap: two or three lines a row
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        if output.get("output_type") == "stream":
            height += _text_height(output.get("text", ""), *printed)
        elif WIDGET_VIEW in data:
            height += 450
        elif "image/svg+xml" in data:
            picture = data["image/svg+xml"]
            height += _svg_height(picture) * picture_scale(picture, scale) + 10
        elif "image/png" in data or "image/jpeg" in data:
            height += 380
        elif "calab_height" in output.get("metadata", {}):  # a piece of a table, measured when cut
            height += output["metadata"]["calab_height"]
        elif "text/html" in data:
            page = data["text/html"]
            svgs = sum(_svg_height(page[m.start():]) * picture_scale(page[m.start():], scale)
                       for m in re.finditer(r"<svg\b[^>]*>", page))
            rows = row * len(re.findall(r"<tr\b|<li\b|<p\b|<br\b|<h\d\b", page))
            words = _text_height(re.sub(r"<svg\b.*?</svg>|<[^>]+>", " ", page, flags=re.S).strip(), *prose) if teacher else 0
            height += max(40.0, svgs + rows, svgs + words)
        elif "text/markdown" in data:
            height += _text_height(data["text/markdown"], *prose)
        elif "text/plain" in data:
            height += _text_height(data["text/plain"], *printed)
    return height


def cut_into_subslides(nb: nbformat.NotebookNode) -> None:
    """Teacher build: open a vertical sub-slide where a slide's estimated content passes BUDGET.

    The cells are taken in units: a markdown cell and the code results after it. A cut is
    made before a unit that does not fit in what is left of the slide, so prose stays with
    the results that follow it; only a unit too tall for any slide is cut between its cells,
    and never between the prose and its first result (no slide of a lone sentence).
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
            # a sentence or two stays with the first result it introduces (never a slide of a lone sentence)
            alone = n == 1 and unit[0].cell_type == "markdown" and height(unit[0]) < BUDGET / 2
            if kind(cell) in ("slide", "subslide"):
                used = tall
            elif (kind(cell) == "-" and used > 0 and not alone and used + (total if n == 0 else tall) > BUDGET
                  and (n == 0 or total > BUDGET)):
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


def _blocks(markdown: str) -> list[str]:
    """A markdown text cut at its blank lines (never inside a fenced block)."""
    blocks: list[list[str]] = [[]]
    fenced = False
    for line in markdown.splitlines():
        if FENCE.match(line):
            fenced = not fenced
        if not fenced and not line.strip():
            if blocks[-1]:
                blocks.append([])
            continue
        blocks[-1].append(line)
    return [item for b in blocks if b for item in _list_items(b)]


_ITEM = re.compile(r"^(?:[-*+]|\d+[.)])\s")


def _list_items(lines: list[str]) -> list[str]:
    """A list cut into its items (each its own block, so a long list can go over two slides),
    a table into pieces of :data:`TABLE_ROWS` rows under its header; any other block whole."""
    if lines[0].lstrip().startswith("|") and len(lines) > 2 + TABLE_ROWS:
        head, rows = lines[:2], lines[2:]
        return ["\n".join(head + rows[n:n + TABLE_ROWS]) for n in range(0, len(rows), TABLE_ROWS)]
    if not _ITEM.match(lines[0]):
        return ["\n".join(lines)]
    items: list[list[str]] = []
    for line in lines:
        if _ITEM.match(line) or not items:
            items.append([line])
        else:
            items[-1].append(line)
    return ["\n".join(item) for item in items]


def _halves(block: str) -> list[str]:
    """A paragraph too long for half a slide, in two at the sentence nearest its middle."""
    if len(block) < 420 or not re.match(r"[\w*_(\"']", block) or HEADING.match(block):
        return [block]
    ends = [m.end() for m in re.finditer(r"[.:;!?](?=\s+[A-Z(])", block)]
    if not ends:
        return [block]
    cut = min(ends, key=lambda n: abs(n - len(block) / 2))
    return [block[:cut].strip(), *_halves(block[cut:].strip())]


def teacher_prose(nb: nbformat.NotebookNode) -> None:
    """Teacher build: each paragraph of prose its own cell (so a long text can be cut between
    two paragraphs), without the paragraphs for programmers (:data:`FOR_PROGRAMMERS`) and
    without cells tagged for them (:data:`LEFT_OUT_TAGS`)."""
    cells = []
    for cell in nb.cells:
        if LEFT_OUT_TAGS & set(cell.metadata.get("tags", [])):
            continue
        if cell.cell_type != "markdown":
            cells.append(cell)
            continue
        kept = [half for b in _blocks(cell.source) if not FOR_PROGRAMMERS.search(b) for half in _halves(b)]
        heading = kept[:1] if kept and HEADING.match(kept[0]) and len(kept) > 1 else []
        if heading:  # a heading stays with the paragraph under it
            kept = [kept[0] + "\n\n" + kept[1], *kept[2:]]
        for n, block in enumerate(kept):
            part = copy.deepcopy(cell)
            part.source = block
            if n:
                part.metadata["slideshow"] = {"slide_type": "-"}
            cells.append(part)
        if not kept and cell.metadata.get("slideshow", {}).get("slide_type") in ("slide", "subslide"):
            cells.append(cell)  # keep the slide break, whatever it held
            cell.source = ""
    nb.cells = cells


_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr>", re.S)
_CELL = re.compile(r"<(t[hd])\b([^>]*)>(.*?)</\1>", re.S)
_SPAN = re.compile(r"\b(colspan|rowspan)=[\"']?(\d+)")
TABLE_WIDTH = 820  # teacher build: the widest a table may be, estimated, before its columns are split
CHAR_WIDTH = 17  # teacher build: pixels of one character of a table at TEACHER_FONT (bold, a little wider)


def _grid(rows: list[str]) -> list[list[tuple[str, str]]]:
    """The cells of ``rows`` as a plain grid: a cell spanning columns or rows is repeated in each."""
    grid: list[list[tuple[str, str]]] = []
    below: dict[int, tuple[int, tuple[str, str]]] = {}  # column -> (rows still to fill, cell)
    for row in rows:
        cells: list[tuple[str, str]] = []
        found = _CELL.findall(row)
        while found or any(n >= len(cells) for n in below):
            column = len(cells)
            if column in below:
                left, cell = below.pop(column)
                cells.append(cell)
                if left > 1:
                    below[column] = (left - 1, cell)
                continue
            if not found:
                break
            kind, attrs, text = found.pop(0)
            spans = dict((k, int(v)) for k, v in _SPAN.findall(attrs))
            for n in range(spans.get("colspan", 1)):
                if spans.get("rowspan", 1) > 1:
                    below[column + n] = (spans["rowspan"] - 1, (kind, text))
                cells.append((kind, text))
        grid.append(cells)
    return grid


def _flat_header(header: list[list[tuple[str, str]]]) -> list[list[tuple[str, str]]]:
    """Several header rows (pandas' column groups) as one: each column's words joined."""
    if len(header) < 2 or len({len(r) for r in header}) != 1:
        return header
    joined = []
    for column in zip(*header, strict=True):
        words: list[str] = []
        for _, text in column:
            if text.strip() and text.strip() not in words:
                words.append(text.strip())
        joined.append(("th", " ".join(words)))
    return [joined]


def _column_width(column: list[tuple[str, str]]) -> float:
    """A column's estimated width: its longest word, or a short cell whole (they wrap at spaces)."""
    texts = [re.sub(r"<[^>]+>", "", text) for _, text in column]
    longest = max((len(t) if len(t) <= 9 else max(map(len, t.split()), default=0) for t in texts), default=0)
    return longest * CHAR_WIDTH + 14


def _column_groups(widths: list[float], keep: int) -> list[list[int]]:
    """Columns in groups no wider than TABLE_WIDTH, each group after the ``keep`` first (row labels)."""
    fixed = sum(widths[:keep])
    groups: list[list[int]] = [[]]
    for n in range(keep, len(widths)):
        if groups[-1] and fixed + sum(widths[i] for i in groups[-1]) + widths[n] > TABLE_WIDTH:
            groups.append([])
        groups[-1].append(n)
    return [list(range(keep)) + g for g in groups]


def _row_lines(row: list[tuple[str, str]], columns: list[int], widths: list[float]) -> list[int]:
    """How many lines each cell of ``row`` takes (a long text wraps in its column)."""
    room = TABLE_WIDTH / max(1, len(columns))
    return [max(1, -(-len(re.sub(r"<[^>]+>", "", row[n][1]).strip()) // max(1, int(max(widths[n], room) // CHAR_WIDTH))))
            for n in columns]


def _row_chunks(lines: list[list[tuple[str, str]]], columns: list[int], widths: list[float],
                rows: int) -> list[list[list[tuple[str, str]]]]:
    """The rows in chunks of at most ``rows`` lines (a row whose cells wrap counts for more
    than one), none left alone at the end when it can join the chunk before."""
    def height(row: list[tuple[str, str]]) -> int:
        return max(_row_lines(row, columns, widths))

    chunks: list[list[list[tuple[str, str]]]] = [[]]
    used = 0
    for row in lines:
        tall = max(1, height(row))
        if chunks[-1] and used + tall > rows:
            chunks.append([])
            used = 0
        chunks[-1].append(row)
        used += tall
    if len(chunks) > 1 and len(chunks[-1]) == 1 and used + sum(map(height, chunks[-2])) <= rows + 1:
        last = chunks.pop()
        chunks[-1] += last
    return chunks


def table_pieces(page: str, rows: int = TABLE_ROWS) -> list[str]:
    """The pieces of :func:`sized_table_pieces`, without their heights."""
    return [piece for piece, _ in sized_table_pieces(page, rows)]


def sized_table_pieces(page: str, rows: int = TABLE_ROWS) -> list[tuple[str, float | None]]:
    """A table (pandas', or any other of one header and plain rows) for a slide: without its row numbers (when its rows are only numbered), its
    columns in groups that fit the width (the row labels repeated), its rows at most ``rows`` to a
    table, each with the header. Other HTML is returned whole."""
    table = re.search(r"<table\b[^>]*>.*?</table>", page, re.S)
    if table is None or page.count("<table") != 1:
        return [(page, None)]
    whole = table.group(0)
    if "<table" in whole[6:]:
        return [(page, None)]
    head = re.search(r"<thead>(.*?)</thead>", whole, re.S)
    body = re.search(r"<tbody>(.*?)</tbody>", whole, re.S)
    if head is not None and body is not None:
        header = _grid(_ROW.findall(head.group(1)))
        lines = _grid(_ROW.findall(body.group(1)))
        head_at = head.start()
    else:  # rows only: the first is the header if it is all <th>
        every = _grid(_ROW.findall(whole))
        if not every or any(kind != "th" for kind, _ in every[0]):
            return [(page, None)]
        header, lines = every[:1], every[1:]
        head_at = whole.index("<tr")
    width = len(header[0]) if header else 0
    if not lines or any(len(r) != width for r in header + lines):
        return [(page, None)]
    keep = next((n for n, (kind, _) in enumerate(lines[0]) if kind != "th"), len(lines[0]))
    if keep == 1 and all(re.fullmatch(r"\s*-?\d+\s*", r[0][1]) for r in lines) and len(header) == 1:
        header, lines, keep = [r[1:] for r in header], [r[1:] for r in lines], 0  # pandas' row numbers
    if len(header) == 2 and not header[0][0][1].strip() and not any(t.strip() for _, t in header[1][1:]):
        header = [[header[1][0], *header[0][1:]]]  # pandas' index name: into the empty corner
    header = [r for r in header if any(text.strip() for _, text in r)] or header[:1]
    header = _flat_header(header)
    widths = [_column_width([r[n] for r in header + lines]) for n in range(len(lines[0]))]
    start = page[: table.start()] + whole[:head_at]
    caption = re.search(r"<caption\b.*?</caption>", start, re.S)
    start, caption_text = (start.replace(caption.group(0), ""), caption.group(0)) if caption else (start, "")

    def tr(cells: list[tuple[str, str]], columns: list[int]) -> str:
        def short(text: str) -> str:  # a short cell stays on one line, as the widths were estimated
            return ' class="calab-short"' if len(re.sub(r"<[^>]+>", "", text).strip()) <= 9 else ""

        return "<tr>" + "".join(f"<{cells[n][0]}{short(cells[n][1])}>{cells[n][1]}</{cells[n][0]}>" for n in columns) + "</tr>"

    pieces: list[tuple[str, float | None]] = []
    line = 40.0  # pixels of one line of a table at TEACHER_FONT
    for columns in _column_groups(widths, keep):
        thead = "<thead>" + "".join(tr(r, columns) for r in header) + "</thead>"
        head_lines = sum(max(_row_lines(r, columns, widths)) for r in header)
        room = max(2, min(int(rows * 1.5), int((BUDGET - 240) // line) - head_lines))
        for chunk in _row_chunks(lines, columns, widths, room):
            tbody = "".join(tr(r, columns) for r in chunk)
            tall = (head_lines + sum(max(_row_lines(r, columns, widths)) for r in chunk)) * line + 8 * len(chunk)
            pieces.append((f"{start}{thead}<tbody>{tbody}</tbody></table>", tall))
    if caption_text:  # under the last piece, as the width of the slide
        text = re.sub(r"^<caption\b[^>]*>(.*)</caption>$", r"<p>\1</p>", caption_text, flags=re.S)
        pieces.append((text, _text_height(re.sub(r"<[^>]+>", "", text), 52, 46)))
    last, tall = pieces[-1]
    pieces[-1] = (last + page[table.end():], tall)
    return pieces


def text_pieces(text: str, lines: int = TEXT_LINES, chars: int = 54) -> list[str]:
    """Printed text cut into pieces of at most ``lines`` lines on the slide (a line longer than
    ``chars`` wraps), at a blank line where one is near the end of a piece."""
    rows = text.splitlines(keepends=True)
    pieces: list[str] = []
    while rows:
        shown = [max(1, -(-len(row.rstrip()) // chars)) for row in rows]
        fit = next((n for n in range(len(rows)) if sum(shown[: n + 1]) > lines), len(rows))
        if fit == len(rows):
            pieces.append("".join(rows))
            break
        blank = [n for n in range(fit // 2, fit) if not rows[n].strip()]
        cut = blank[-1] + 1 if blank else max(1, fit)
        pieces.append("".join(rows[:cut]))
        rows = rows[cut:]
    return [p for p in pieces if p.strip()] or [text]


def _output_pieces(output: nbformat.NotebookNode) -> list[nbformat.NotebookNode]:
    if output.get("output_type") == "stream":
        return [nbformat.NotebookNode({**output, "text": t}) for t in text_pieces(output.get("text", ""))]
    page = output.get("data", {}).get("text/html")
    if page is None or WIDGET_VIEW in output.get("data", {}):
        return [output]
    pieces = []
    for piece, tall in sized_table_pieces(page):
        part = nbformat.NotebookNode({**output, "data": {**output["data"], "text/html": piece}})
        if tall is not None:
            part["metadata"] = {**output.get("metadata", {}), "calab_height": tall}
        pieces.append(part)
    return pieces


def _widget_tree(state: dict[str, dict], model: str) -> list[dict]:
    """The models of the widget ``model`` and of everything inside it, in the order shown."""
    found, todo, seen = [], [model], set()
    while todo:
        key = todo.pop(0)
        if key in seen or key not in state:
            continue
        seen.add(key)
        found.append(state[key])
        children = state[key].get("state", {}).get("children", [])
        todo[:0] = [c.removeprefix("IPY_MODEL_") for c in children if isinstance(c, str)]
    return found


def _shown_state(models: list[dict]) -> list[nbformat.NotebookNode]:
    """What a widget shows as plain outputs: its HTML (pictures, text; a short text joined to
    what follows it, so that a title stays with its content) and the outputs it holds."""
    shown = []
    short = ""
    for model in models:
        state = model.get("state", {})
        value = state.get("value")
        if model.get("model_name") == "HTMLModel" and isinstance(value, str) and value.strip():
            if value.lstrip().startswith("<style"):
                continue
            if len(value) < 300 and "<svg" not in value:
                short += f"<div>{value}</div>"
                continue
            shown.append(nbformat.v4.new_output("display_data", {"text/html": short + value}))
            short = ""
        elif model.get("model_name") == "OutputModel":
            shown += [nbformat.from_dict(o) for o in state.get("outputs", []) if o.get("output_type") != "error"]
    if short:
        shown.append(nbformat.v4.new_output("display_data", {"text/html": short}))
    return shown


def widget_pictures(nb: nbformat.NotebookNode) -> None:
    """Teacher build: a widget too large for a slide (an app of more than :data:`BIG_WIDGET`
    controls) is shown as a picture of its state: its pictures and texts, as plain outputs that
    can go over several slides, and a line saying it is live in the lesson itself."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for cell in nb.cells:
        outputs = []
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(WIDGET_VIEW)
            models = _widget_tree(state, view["model_id"]) if view else []
            controls = sum(bool(CONTROLS.search(m.get("model_name", ""))) for m in models)
            text = sum(len(m.get("state", {}).get("value", "")) for m in models if m.get("model_name") == "HTMLModel"
                       and not str(m.get("state", {}).get("value", "")).lstrip().startswith("<style"))
            widest = max((_svg_width(str(m.get("state", {}).get("value", ""))) for m in models
                          if m.get("model_name") == "HTMLModel"), default=0.0)
            if controls <= BIG_WIDGET and text <= BIG_WIDGET_TEXT and widest < WIDE_PICTURE:
                outputs.append(output)
                continue
            note = ("<p><i>The app as it was left when the lesson was last run: to use it, open the lesson "
                    "in JupyterLab or RISE.</i></p>")
            outputs.append(nbformat.v4.new_output("display_data", {"text/html": note}))
            outputs += _shown_state(models)
        if cell.cell_type == "code":
            cell.outputs = outputs


def teacher_cells(nb: nbformat.NotebookNode) -> None:
    """Teacher build: code cells that show nothing are dropped (their code is hidden anyway),
    and a cell that shows several results becomes one cell per result, so that a long
    slide can be cut between two pictures of one cell; a long table or text is cut into
    pieces that fit (:func:`table_pieces`, :func:`text_pieces`)."""
    cells = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            cells.append(cell)
            continue
        pieces = [piece for output in cell.get("outputs", []) for piece in _output_pieces(output)]
        for n, output in enumerate(pieces):
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
    scale = picture_scale(page[match.start():], scale)
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


def convert(notebook: Path, out: Path = OUT, *, teacher: bool = False, vendor_root: Path | None = None) -> Path:
    """One lesson as reveal.js slides using the vendor copies in ``vendor_root``/vendor
    (``out`` if None).

    The lesson slides go to ``out``, the teacher build to ``out``/teacher."""
    target = out / "teacher" if teacher else out
    target.mkdir(parents=True, exist_ok=True)
    nb = nbformat.read(notebook, as_version=4)
    split_at_headings(nb)
    describe_images(nb)
    if teacher:
        teacher_prose(nb)
        widget_pictures(nb)
        teacher_cells(nb)
        cut_into_subslides(nb)
    prefix = Path(os.path.relpath((vendor_root or out) / "vendor", target)).as_posix()
    body, _ = exporter(teacher=teacher, vendor_prefix=prefix).from_notebook_node(
        nb, resources={"metadata": {"name": notebook.stem}, "teacher": teacher, "teacher_font": TEACHER_FONT,
                              "widget_paths": widget_paths(prefix)}
    )
    path = target / f"{notebook.stem}.slides.html"
    path.write_text(accessible(body, scale=CARD_SCALE if teacher else 1.0), encoding="utf-8")
    return path


COURSES = {
    "en": (ROOT / "notebooks", OUT, "Calabresella — slides", "Calabresella — teacher slides"),
    "it": (ROOT / "notebooks" / "it", OUT / "it", "Calabresella — diapositive", "Calabresella — diapositive per l'insegnante"),
}
"""Each language's course: its lessons' folder, where its slides go, the titles of its two indexes."""


def lesson_notebooks(lang: str = "en") -> list[Path]:
    """Every numbered lesson notebook of the course in ``lang``, in order."""
    return sorted(COURSES[lang][0].glob("[0-9][0-9]_*.ipynb"))


def lesson_title(notebook: Path) -> str:
    """The lesson's title: the first heading of the notebook (else its file name)."""
    for cell in nbformat.read(notebook, as_version=4).cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if HEADING.match(line):
                    return line.lstrip("# ").strip()
    return notebook.stem


def index(made: Iterable[tuple[Path, Path]], folder: Path, title: str, lang: str = "en") -> None:
    """``folder``/index.html: a link to each page made, named by its lesson's title."""
    links = "\n".join(
        f'<li><a href="{html.escape(page.name)}">{html.escape(lesson_title(notebook))}</a></li>' for page, notebook in made
    )
    (folder / "index.html").write_text(
        f"<!doctype html><html lang='{lang}'><meta charset='utf-8'><title>{title}</title><h1>{title}</h1><ol start='0'>"
        f"{links}</ol>\n",
        encoding="utf-8",
    )


def build(out: Path = OUT, *, lessons: bool = True, teacher: bool = True, notebooks: Iterable[Path] | None = None,
          lang: str = "en", vendor_root: Path | None = None) -> None:
    """Both builds (or one) of every numbered notebook of the course in ``lang`` into ``out``
    (vendor copies must be in ``vendor_root``/vendor, ``out``/vendor if None)."""
    chosen = sorted(notebooks) if notebooks is not None else lesson_notebooks(lang)
    _, _, title, teacher_title = COURSES[lang]
    if lessons:
        index([(convert(nb, out, vendor_root=vendor_root), nb) for nb in chosen], out, title, lang)
    if teacher:
        index([(convert(nb, out, teacher=True, vendor_root=vendor_root), nb) for nb in chosen], out / "teacher",
              teacher_title, lang)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--teacher", action="store_true", help="only the teacher build (slides/teacher/)")
    only.add_argument("--lessons", action="store_true", help="only the lesson slides with code (slides/)")
    parser.add_argument("--lang", choices=tuple(COURSES), default="en",
                        help="the course to build: en (notebooks/ into slides/) or it (notebooks/it/ into slides/it/)")
    args = parser.parse_args(argv)
    OUT.mkdir(exist_ok=True)
    vendor()
    start = time.monotonic()
    out = COURSES[args.lang][1]
    build(out, lessons=not args.teacher, teacher=not args.lessons, lang=args.lang, vendor_root=OUT)
    shown = out.relative_to(ROOT).as_posix()
    made = [] if args.teacher else [f"{shown}/index.html"]
    made += [] if args.lessons else [f"{shown}/teacher/index.html"]
    print(f"slides built in {time.monotonic() - start:.0f} s — open {' and '.join(made)}")


if __name__ == "__main__":
    main()
