"""The teacher slides in a real browser: every slide of every lesson fits a 1024×768 projector.

The teacher build (scripts/build_slides.py --teacher) is made here from the current
notebooks into a temporary folder, then Chromium (Debian's, driven by Playwright, offline)
opens each lesson at 1024×768 and visits every slide, failing on:

- a slide section whose content is wider or taller than the section (scrollWidth /
  scrollHeight against clientWidth / clientHeight);
- any element whose box lies partly outside the 1024×768 window (cut at the bottom or
  the right);
- text clipped inside an element that hides its overflow (a scrolled table, a label cut
  with "…");
- a picture without a text alternative (<img> without alt, an inline <svg> without
  role="img" and an aria-label);
- and, in a second pass, body text or an output (prose, tables, printed text, a widget's
  labels) shown under 28 px: its computed font-size times the slide's fit scale and
  reveal.js's own scale (the words inside pictures are the pictures').
- and, for the lessons with charts, a chart shrunk on its slide so that its words (drawn for
  the slide by calabresella.show.charts, tests/test_charts.py) show under 20 px.

A screenshot of each failing slide is saved under test-artifacts/.
Also here: a notebook with a widget, run with scripts/run_notebooks.py, exports to HTML
(and to the slides) that draw the widget from its saved state, offline.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import time
from pathlib import Path

import pytest
from test_browser import ARTIFACTS, CHROMIUM, ROOT
from test_browser import CHROMIUM_ARGS as PAGE_ARGS

CHROMIUM_ARGS = [*PAGE_ARGS, "--allow-file-access-from-files"]  # the slides are opened as files
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
WIDGET_LESSON = ROOT / "notebooks" / "06_scoring.ipynb"
BUILD_SECONDS = 90  # the teacher build of every lesson: measured 7 s (2 busy cores); a generous bound

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not Path(CHROMIUM).exists(), reason="Chromium not found: install Debian's 'chromium' package (apt-get install chromium)"
    ),
]
sync_api = pytest.importorskip("playwright.sync_api", reason="the 'playwright' Python package is not installed")


def load_script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_slides = load_script("build_slides")

# What the test checks on the slide on screen; returns a list of problems in words.
CHECK_SLIDE = """() => {
  const section = Reveal.getCurrentSlide();
  const problems = [];
  const vw = window.innerWidth, vh = window.innerHeight;
  if (section.scrollHeight > section.clientHeight + 1)
    problems.push(`content taller than the slide: ${section.scrollHeight} > ${section.clientHeight} px`);
  if (section.scrollWidth > section.clientWidth + 1)
    problems.push(`content wider than the slide: ${section.scrollWidth} > ${section.clientWidth} px`);
  const describe = (el) => `<${el.tagName.toLowerCase()}> "${(el.textContent || "").trim().slice(0, 50)}"`;
  for (const el of section.querySelectorAll("*")) {
    if (el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue;  // the picture is checked whole
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.left < -1 || box.top < -1 || box.right > vw + 1 || box.bottom > vh + 1)
      problems.push(`outside the ${vw}×${vh} window (${Math.round(box.left)}, ${Math.round(box.top)}, ` +
                    `${Math.round(box.right)}, ${Math.round(box.bottom)}): ${describe(el)}`);
    const hidesX = style.overflowX !== "visible", hidesY = style.overflowY !== "visible";
    if ((hidesX && el.scrollWidth > el.clientWidth + 1) || (hidesY && el.scrollHeight > el.clientHeight + 1))
      problems.push(`text clipped inside ${describe(el)}`);
  }
  for (const img of section.querySelectorAll("img"))
    if (!(img.getAttribute("alt") || "").trim()) problems.push(`an image without alt text: ${img.src.slice(0, 60)}`);
  for (const svg of section.querySelectorAll("svg")) {
    if (svg.parentElement.closest("svg")) continue;
    if (svg.getAttribute("role") !== "img" || !(svg.getAttribute("aria-label") || "").trim())
      problems.push(`a picture (svg) without role="img" and aria-label`);
  }
  return problems;
}"""

# The text on the slide on screen smaller than ``least`` px as the projector shows it: its
# computed font-size times the slide's fit scale and reveal.js's own scale (0.96 at 1024×768).
# Headings are larger anyway; the words inside pictures are the pictures' (checked whole above).
SMALL_TEXT = """(least) => {
  const section = Reveal.getCurrentSlide();
  const scale = parseFloat(section.getAttribute("data-fit-scale") || "1") * Reveal.getScale();
  const small = [];
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || el.closest("svg, script, style")) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (style.display === "none" || style.visibility === "hidden" || (box.width === 0 && box.height === 0)) continue;
    const px = parseFloat(style.fontSize) * scale;
    if (px < least) small.push(`${px.toFixed(1)} px: <${el.tagName.toLowerCase()}> "${text.slice(0, 40)}"`);
  }
  return small;
}"""
BODY_TEXT_PX = 28  # body text and outputs on a projector at 1024×768: at least this

WIDGETS_DRAWN = """() => Array.from(document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]'))
  .every((script) => script.parentElement.querySelector('.lm-Widget, .jupyter-widgets.widget-container, .widget-inline-hbox'))"""


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, request):
    context = browser.new_context(viewport={"width": 1024, "height": 768}, offline=True)
    page = context.new_page()
    yield page
    context.close()


def with_vendor(out: Path) -> None:
    """The vendored JavaScript next to a build in ``out`` (fetched once with npm if missing)."""
    if not all((build_slides.VENDOR / name).exists() for name in build_slides.PACKAGES):
        if shutil.which("npm") is None:
            pytest.skip("needs npm (Node.js) once, to fetch reveal.js and the widget renderer into slides/vendor")
        build_slides.vendor()
    (out / "vendor").symlink_to(build_slides.VENDOR, target_is_directory=True)


@pytest.fixture(scope="module")
def teacher_build(tmp_path_factory):
    out = tmp_path_factory.mktemp("slides")
    with_vendor(out)
    start = time.monotonic()
    build_slides.build(out, lessons=False, teacher=True)
    seconds = time.monotonic() - start
    print(f"teacher build of {len(LESSONS)} lessons: {seconds:.1f} s")
    assert seconds < BUILD_SECONDS, f"the teacher build took {seconds:.0f} s; it must stay quick"
    return out / "teacher"


def open_slides(page, path: Path) -> None:
    page.goto(path.as_uri())
    page.wait_for_selector(".reveal.ready", timeout=30_000)
    page.wait_for_function("() => window.Reveal !== undefined && window.calabFitSlides !== undefined")
    page.wait_for_function(WIDGETS_DRAWN, timeout=30_000)
    # No transitions: each slide is measured where it stands, not while it slides in.
    page.evaluate("() => { Reveal.configure({transition: 'none', backgroundTransition: 'none'}); calabFitSlides(); }")


def test_the_teacher_build_has_every_lesson_and_an_index(teacher_build):
    made = sorted(p.name for p in teacher_build.glob("*.slides.html"))
    assert made == [f"{p.stem}.slides.html" for p in LESSONS]
    index = (teacher_build / "index.html").read_text(encoding="utf-8")
    assert all(name in index for name in made)


def slides_found_wanting(page, lesson: Path, look, shot: str) -> tuple[int, list[str]]:
    """Visit every slide of ``lesson`` in turn; ``look(page)`` says what is wrong on one (a list,
    empty if nothing). Returns the number of slides and one line a slide found wanting (each
    also saved as a screenshot named ``shot``-lesson-number under test-artifacts/)."""
    total = page.evaluate("() => Reveal.getTotalSlides()")
    wanting: list[str] = []
    for number in range(total):
        page.wait_for_timeout(30)
        found = look(page)
        if found:
            wanting.append(f"slide {number + 1}: {found}")
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"{shot}-{lesson.stem}-{number + 1}.png"))
        page.evaluate("() => Reveal.next()")
    assert page.evaluate("() => Reveal.isLastSlide()"), "every slide was visited"
    return total, wanting


def _fit_problems(page) -> str:
    problems = page.evaluate(CHECK_SLIDE)
    if not problems:
        return ""
    where = page.evaluate("() => Reveal.getIndices()")
    return f"(h {where['h']}, v {where['v']}): " + "; ".join(problems[:3])


def _small_text(page) -> str:
    found = page.evaluate(SMALL_TEXT, BODY_TEXT_PX)
    return f"{len(found)} pieces of text, e.g. " + "; ".join(found[:2]) if found else ""


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_every_teacher_slide_fits_1024x768_and_every_picture_has_a_text(page, teacher_build, lesson):
    requests_failed: list[str] = []
    page.on("requestfailed", lambda request: requests_failed.append(request.url))
    open_slides(page, teacher_build / f"{lesson.stem}.slides.html")
    assert page.evaluate("() => Reveal.getTotalSlides()") >= 2, "a lesson has slides"
    total, failed = slides_found_wanting(page, lesson, _fit_problems, "teacher")
    assert not failed, f"{lesson.stem}: {len(failed)} of {total} slides do not fit:\n" + "\n".join(failed)
    assert requests_failed == [], f"offline slides tried to fetch {requests_failed}"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_every_teacher_slide_shows_body_text_and_outputs_at_28_px_or_more(page, teacher_build, lesson):
    open_slides(page, teacher_build / f"{lesson.stem}.slides.html")
    total, small = slides_found_wanting(page, lesson, _small_text, "teacher-small")
    assert not small, f"{lesson.stem}: text under {BODY_TEXT_PX} px at 1024×768 on {len(small)} of {total} slides:\n" + "\n".join(small)


# ------------------------------------------------------------------ charts on the slides

CHART_LESSONS = [p for p in LESSONS if any(mark in p.read_text(encoding="utf-8") for mark in ("image/png", "balance_svg("))]
# Every chart of the lesson (a PNG, or an SVG chart drawn with class "calab-chart"): where it is, and
# its drawn and shown widths on screen (reveal.js's scale and a slide's shrinking included).
CHART_SIZES = """() => {
  const found = [];
  for (const section of document.querySelectorAll(".reveal .slides section")) {
    if (section.querySelector("section")) continue;
    const where = Reveal.getIndices(section);
    Reveal.slide(where.h, where.v);
    for (const el of section.querySelectorAll(".jp-RenderedImage img, svg.calab-chart")) {
      const png = el.tagName.toLowerCase() === "img";
      const sizes = png ? [] : Array.from(el.querySelectorAll("text")).map((t) => parseFloat(t.getAttribute("font-size")));
      found.push({where: `slide h ${where.h}, v ${where.v}`, png, shown: el.getBoundingClientRect().width,
                  drawn: png ? el.naturalWidth : el.viewBox.baseVal.width, least: png ? null : Math.min(...sizes)});
    }
  }
  return found;
}"""


@pytest.mark.parametrize("lesson", CHART_LESSONS, ids=lambda p: p.stem)
def test_every_chart_on_a_teacher_slide_shows_its_words_at_20_px_or_more(page, teacher_build, lesson):
    from calabresella.show import charts

    open_slides(page, teacher_build / f"{lesson.stem}.slides.html")
    found = page.evaluate(CHART_SIZES)
    ticks = charts.COURSE_STYLE["xtick.labelsize"]  # a PNG's smallest words, in points (tests/test_charts.py)
    small = []
    for chart in found:
        if chart["png"]:
            px = charts.shown_px(ticks, drawn_px=chart["drawn"], shown_screen_px=chart["shown"])
        else:
            px = chart["least"] * chart["shown"] / chart["drawn"]
        if px < charts.LEAST_SLIDE_PX - 0.05:
            small.append(f"{chart['where']}: drawn {chart['drawn']:.0f} px, shown {chart['shown']:.0f} px: words at {px:.1f} px")
    assert found, f"{lesson.stem} has charts"
    assert not small, f"{lesson.stem}: charts shrunk below {charts.LEAST_SLIDE_PX} px words:\n" + "\n".join(small)


# ------------------------------------------------------------------ widgets in static pages


@pytest.fixture(scope="module")
def widget_copy(tmp_path_factory):
    """A copy of a lesson with a widget, run by scripts/run_notebooks.py (the committed one is never touched)."""
    work = tmp_path_factory.mktemp("widget")
    copy = work / WIDGET_LESSON.name
    shutil.copy(WIDGET_LESSON, copy)
    if (ROOT / "notebooks" / "data").exists():
        shutil.copytree(ROOT / "notebooks" / "data", work / "data")
    load_script("run_notebooks").run(copy)
    with_vendor(work)
    return copy


def test_a_run_notebook_keeps_its_widget_state(widget_copy):
    nb = json.loads(widget_copy.read_text(encoding="utf-8"))
    state = nb["metadata"]["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    shown = [
        output["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]
        for cell in nb["cells"] if cell["cell_type"] == "code"
        for output in cell["outputs"] if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
    ]
    assert shown and all(model in state for model in shown)


def widget_page_shows_the_widget(page, path: Path) -> None:
    requests_failed: list[str] = []
    page.on("requestfailed", lambda request: requests_failed.append(request.url))
    page.goto(path.as_uri())
    page.wait_for_function(WIDGETS_DRAWN, timeout=30_000)
    # The scoring calculator as it was left: its contract list and sliders are drawn.
    assert page.locator(".widget-dropdown select").count() >= 1
    assert page.locator(".widget-hslider").count() >= 1
    assert page.locator(".widget-dropdown select").first.evaluate("(s) => s.options[s.selectedIndex].text")
    assert "VBox(children" not in page.inner_text("body")
    assert requests_failed == [], f"the page tried to fetch {requests_failed} (it must work offline)"


def test_the_html_export_draws_the_widget_offline(page, widget_copy):
    path = load_script("export_html").export_html(widget_copy, widget_copy.parent)
    widget_page_shows_the_widget(page, path)
    assert "needs a live kernel" in page.inner_text("body")


def test_the_lesson_slides_draw_the_widget(page, widget_copy):
    path = build_slides.convert(widget_copy, widget_copy.parent, teacher=False)
    widget_page_shows_the_widget(page, path)


def test_R25_the_teacher_slides_show_the_scoring_calculator_as_a_legible_picture_of_its_state(page, widget_copy):
    """Its score card is a picture inside the widget, which a slide cannot enlarge: the teacher
    build shows the calculator's state as pictures drawn for the slide, and says it is live in the lesson."""
    path = build_slides.convert(widget_copy, widget_copy.parent, teacher=True)
    page.goto(path.as_uri())
    page.wait_for_timeout(1000)
    assert "open the lesson" in page.content() and page.locator(".widget-dropdown select").count() == 0
    widths = [float(w) for w in re.findall(r'<svg\b[^>]*?\bwidth="([\d.]+)"', path.read_text(encoding="utf-8"))]
    assert any(w >= 900 for w in widths), "the score cards (560 px in the notebook) are drawn nearly the slide's width"
