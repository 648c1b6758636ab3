"""The course's chart style: charts drawn for a 1024×768 teacher slide, still good in a notebook.

A chart on a teacher slide (scripts/build_slides.py --teacher) is shown at most
:data:`SLIDE_WIDTH_PX` pixels wide on a 1024×768 screen, and narrower charts at their
own width times reveal.js's 0.96. The style draws every figure :data:`FIGURE_WIDTH_IN`
inches wide at :data:`DPI` (so it is never shrunk to fit the slide) with fonts large
enough that the smallest words (tick labels) still show at :data:`LEAST_SLIDE_PX` pixels
or more; axis labels, legends and titles are larger. Large tick labels also mean fewer
ticks: matplotlib's automatic ticks leave room for their labels.

- :func:`use_course_style` — once at the top of a lesson: every chart after it.
- :func:`course_style` — the same for a ``with`` block only.
- :func:`shown_px` — the size in screen pixels of a font on a slide (for a test, or a chart
  drawn by hand such as the ledger's SVG, whose sizes are :data:`SVG_FONT_PX`).

>>> with course_style():
...     import matplotlib.pyplot as plt
...     fig, ax = plt.subplots()
...     round(fig.get_figwidth() * fig.dpi)
930
>>> plt.close(fig)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, cast

__all__ = ["COURSE_STYLE", "FIGURE_WIDTH_IN", "SVG_FONT_PX", "course_style", "shown_px", "use_course_style"]

SLIDE_WIDTH_PX = 917
"""The widest a chart is shown on a teacher slide at 1024×768, in screen pixels (its
column is 955 CSS pixels and reveal.js draws the slide at 0.96)."""

REVEAL_SCALE = 0.96
"""reveal.js's own scale of a 1024×768 slide on a 1024×768 screen."""

LEAST_SLIDE_PX = 20.0
"""The smallest words of a chart (its tick labels) on a teacher slide: at least this many pixels."""

DPI = 100
FIGURE_WIDTH_IN = 9.3
"""Inches: at :data:`DPI`, 930 pixels; with the 0.1-inch margin of a notebook's picture
still within the slide's 955-pixel column (never shrunk)."""

FIGURE_SIZE_IN = (FIGURE_WIDTH_IN, 3.5)
"""Inches: about 360 pixels tall, so that a chart and the sentence around it share a slide."""

COURSE_STYLE: dict[str, object] = {
    "figure.dpi": DPI,
    "savefig.dpi": DPI,
    "figure.figsize": FIGURE_SIZE_IN,
    "figure.constrained_layout.use": True,  # labels and legends stay inside the figure's width
    "font.size": 16,
    "xtick.labelsize": 15,
    "ytick.labelsize": 15,
    "axes.labelsize": 16,
    "axes.titlesize": 17,
    "legend.fontsize": 15,
    "figure.titlesize": 18,
    "figure.labelsize": 16,
    "lines.linewidth": 2.5,
    "lines.markersize": 8,
    "errorbar.capsize": 5,
    "axes.linewidth": 1.2,
    "xtick.major.width": 1.2,
    "ytick.major.width": 1.2,
    "xtick.major.size": 6,
    "ytick.major.size": 6,
    "legend.framealpha": 0.9,
}
"""The matplotlib settings (rcParams) of every chart of the course."""

SVG_FONT_PX = {"tick": 15, "label": 16, "title": 18}
"""Font sizes (pixels at the chart's own size) of a chart drawn by hand as SVG 600 pixels
wide, such as the ledger's balance chart: a teacher slide draws it 1.5 times as large."""


def shown_px(points: float, *, dpi: float = DPI, drawn_px: float, shown_screen_px: float) -> float:
    """Screen pixels of a font of ``points`` in a chart ``drawn_px`` wide at ``dpi``, shown ``shown_screen_px`` wide.

    >>> round(shown_px(15, drawn_px=950, shown_screen_px=912), 1)
    20.0
    """
    return points * dpi / 72 * shown_screen_px / drawn_px


def use_course_style() -> None:
    """Draw every chart from now on in the course's style (:data:`COURSE_STYLE`)."""
    import matplotlib as mpl  # here, so that the SVG charts' sizes come without matplotlib

    mpl.rcParams.update(cast(Any, COURSE_STYLE))


@contextmanager
def course_style() -> Iterator[None]:
    """Draw the charts of a ``with`` block in the course's style, then restore the settings."""
    import matplotlib as mpl

    with mpl.rc_context(cast(Any, COURSE_STYLE)):
        yield
