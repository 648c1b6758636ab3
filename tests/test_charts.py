"""Every chart of the course is legible on a teacher slide at 1024×768 (issue 18).

A chart on a teacher slide is shown at its own width times reveal.js's 0.96, and at most
917 screen pixels wide (a wider PNG is shrunk to the slide's column). The words of a chart
(tick labels, axis labels, titles, legends) must show at 20 px or more there:
``points × dpi / 72 × shown width / drawn width``.
"""

from __future__ import annotations

import base64
import importlib.util
import io
import json
import re
import struct
from pathlib import Path

import matplotlib
import pytest

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from calabresella.engine.actions import Contract  # noqa: E402
from calabresella.games.italian.session import Session  # noqa: E402
from calabresella.show import charts  # noqa: E402
from calabresella.show.ledger import balance_svg  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LEAST_PX = charts.LEAST_SLIDE_PX - 0.01  # 20 px, less a rounding error (15 pt at 100 dpi × 0.96 is 20.0)
COLUMN_CSS_PX = charts.SLIDE_WIDTH_PX / charts.REVEAL_SCALE  # the slide's column, before reveal.js's scale


def shown_width(drawn_px: float) -> float:
    """Screen pixels a chart ``drawn_px`` wide takes on a teacher slide (shrunk to the column if wider)."""
    return min(drawn_px, COLUMN_CSS_PX) * charts.REVEAL_SCALE


def png_width(png: bytes) -> int:
    return int(struct.unpack(">I", png[16:20])[0])


def words_of(fig: plt.Figure) -> list[matplotlib.text.Text]:
    """Every piece of text drawn in the figure (ticks, labels, titles, legends), not the empty ones."""
    return [t for t in fig.findobj(matplotlib.text.Text) if t.get_text().strip() and t.get_visible()]


def course_figure() -> tuple[plt.Figure, int]:
    """A typical lesson chart in the course style: two panels, ticks, labels, titles, a legend; its PNG width."""
    with charts.course_style():
        fig, axes = plt.subplots(1, 2)
        for ax in axes:
            ax.plot(range(37), [x * 0.5 for x in range(37)], "o-", label="the soloist's thirds")
            ax.errorbar([1, 2], [3, 4], yerr=[0.5, 0.5], fmt="o", label="with its 95% interval")
            ax.set(xlabel="cards played (3 to a trick)", ylabel="thirds", title="What best play makes")
        axes[0].legend()
        fig.suptitle("A chart of the course")
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", bbox_inches="tight")  # as the notebook's inline backend does
    return fig, png_width(buffer.getvalue())


def test_the_course_style_shows_every_word_of_a_chart_at_20_px_on_a_slide():
    fig, drawn = course_figure()
    try:
        assert drawn <= COLUMN_CSS_PX, f"the chart is {drawn} px wide: the slide would shrink it"
        sizes = {t.get_text(): charts.shown_px(t.get_fontsize(), dpi=fig.dpi, drawn_px=drawn,
                                                shown_screen_px=shown_width(drawn)) for t in words_of(fig)}
        small = {text: round(px, 1) for text, px in sizes.items() if px < LEAST_PX}
        assert sizes and not small, f"words under {charts.LEAST_SLIDE_PX:g} px on a 1024×768 slide: {small}"
    finally:
        plt.close(fig)


def test_the_course_style_is_undone_after_its_with_block():
    before = matplotlib.rcParams["font.size"]
    with charts.course_style():
        assert matplotlib.rcParams["font.size"] == charts.COURSE_STYLE["font.size"] != before
    assert matplotlib.rcParams["font.size"] == before


# ------------------------------------------------------------------ the lessons' committed charts

CHART_LESSONS = sorted(
    path for path in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb") if "image/png" in path.read_text(encoding="utf-8")
)
SMALLEST_POINTS = min(float(charts.COURSE_STYLE[key]) for key in ("xtick.labelsize", "ytick.labelsize"))  # type: ignore[arg-type]


def lesson_charts(path: Path) -> tuple[str, list[tuple[int, str, int]]]:
    """A lesson's code, and each chart's cell number, source and PNG width."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    code = [(n, "".join(c["source"]), c.get("outputs", [])) for n, c in enumerate(nb["cells"]) if c["cell_type"] == "code"]
    found = [
        (n, source, png_width(base64.b64decode(out["data"]["image/png"])))
        for n, source, outputs in code for out in outputs if "image/png" in out.get("data", {})
    ]
    return "\n".join(source for _, source, _ in code), found


def test_there_are_lessons_with_charts():
    assert {p.stem[:2] for p in CHART_LESSONS} >= {"09", "10", "13", "14"}


@pytest.mark.parametrize("lesson", CHART_LESSONS, ids=lambda p: p.stem)
def test_every_chart_of_a_lesson_shows_its_words_at_20_px_on_a_slide(lesson):
    code, found = lesson_charts(lesson)
    assert "use_course_style()" in code, f"{lesson.name} draws charts without charts.use_course_style()"
    problems = []
    for cell, source, width in found:
        least = SMALLEST_POINTS
        for size in re.findall(r"fontsize=(\d+(?:\.\d+)?)", source):  # a cell's own smaller words
            least = min(least, float(size))
        px = charts.shown_px(least, drawn_px=width, shown_screen_px=shown_width(width))
        if px < LEAST_PX:
            problems.append(f"cell {cell}: {width} px wide, its smallest words {least:g} pt show at {px:.1f} px")
    assert found and not problems, f"{lesson.name}: charts too small on a slide:\n" + "\n".join(problems)


# ------------------------------------------------------------------ the ledger's balance chart (SVG)


def load_script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_balance_chart_shows_its_words_at_20_px_on_a_slide():
    session = Session(first_dealer=0)
    for soloist in (0, 1, 2):
        session = session.record_by_hand(contract=Contract.SOLO, soloist=soloist, soloist_trick_thirds=20, monte_thirds=2,
                                         soloist_tricks=7, last_trick_to_soloist=True)
    svg = str(balance_svg(session))
    width = float(re.search(r'<svg[^>]*\bwidth="([\d.]+)"', svg).group(1))
    scale = load_script("build_slides").CARD_SCALE  # the teacher build draws inline pictures this much larger
    shown = shown_width(width * scale)
    sizes = [float(s) for s in re.findall(r'<text\b[^>]*\bfont-size="([\d.]+)"', svg)]
    assert sizes, "the chart has words"
    assert min(sizes) * shown / width >= LEAST_PX, (
        f"the balance chart's smallest words ({min(sizes):g} px of {width:g}) show at {min(sizes) * shown / width:.1f} px"
    )
