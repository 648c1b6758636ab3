"""Slides for teachers: every lesson carries slide metadata; the reveal.js slides open offline."""

import importlib.util
import re
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("build_slides", ROOT / "scripts" / "build_slides.py")
build_slides = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_slides)
LESSON = ROOT / "notebooks" / "05_playing_tricks.ipynb"


@pytest.fixture(scope="module")
def slides(tmp_path_factory):
    out = tmp_path_factory.mktemp("slides")
    return build_slides.convert(LESSON, out)


def test_slides_ask_no_server_for_anything(slides):
    page = slides.read_text(encoding="utf-8")
    remote = re.findall(r'<(?:script|link)[^>]+(?:src|href)="(https?:[^"]+)"', page)
    assert remote == [], f"slides must open offline, but they load {remote}"
    assert 'src="vendor/reveal.js/dist/reveal.js"' in page or '"vendor/reveal.js/dist/reveal.js"' in page


def test_slides_have_one_section_per_heading(slides):
    page = slides.read_text(encoding="utf-8")
    assert page.count("<section") >= 4


@pytest.mark.browser
@pytest.mark.skipif(shutil.which("npm") is None, reason="needs npm (Node.js) to fetch reveal.js once")
def test_slides_open_offline_in_chromium(slides):
    sync_api = pytest.importorskip("playwright.sync_api")
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(chromium).exists():
        pytest.skip("Chromium not found: install Debian's 'chromium' package")
    vendor = slides.parent / "vendor"
    if not vendor.exists():
        build_slides.vendor()
        shutil.copytree(build_slides.VENDOR, vendor)
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"])
        context = browser.new_context(offline=True)
        page = context.new_page()
        failed = []
        page.on("requestfailed", lambda request: failed.append(request.url))
        page.goto(slides.as_uri())
        page.wait_for_selector(".reveal.ready", timeout=30_000)
        assert page.locator(".reveal .slides > section").count() >= 4
        assert failed == [], f"offline slides tried to fetch {failed}"
        browser.close()


# ------------------------------------------------------------------ the teacher build and its parts


@pytest.fixture(scope="module")
def teacher_slides(tmp_path_factory):
    out = tmp_path_factory.mktemp("teacher")
    return build_slides.convert(LESSON, out, teacher=True)


def test_lesson_slides_go_to_slides_and_teacher_slides_to_slides_teacher(slides, teacher_slides):
    assert teacher_slides.parent.name == "teacher" and slides.parent != teacher_slides.parent
    page = teacher_slides.read_text(encoding="utf-8")
    assert '"../vendor/reveal.js/dist/reveal.js"' in page, "the teacher build shares slides/vendor"


def test_teacher_slides_show_outputs_but_no_code(slides, teacher_slides):
    with_code = slides.read_text(encoding="utf-8")
    teacher = teacher_slides.read_text(encoding="utf-8")
    assert with_code.count('class="highlight hl-python"') >= 5, "the lesson slides show the code"
    assert 'class="highlight hl-python"' not in teacher, "the teacher slides show no code"
    assert teacher.count("jp-OutputArea-output") >= 5, "the code's results are all still shown"


def test_every_heading_opens_a_slide_even_in_the_middle_of_a_cell():
    import nbformat

    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("## Summary\n\n- one\n\n## Exercises\n\n1. two",
                                      metadata={"slideshow": {"slide_type": "slide"}}),
        nbformat.v4.new_markdown_cell("Some prose.\n\n```\n# a comment, not a heading\n```\n### A heading",
                                      metadata={"slideshow": {"slide_type": "-"}}),
    ])
    build_slides.split_at_headings(nb)
    kinds = [(c.source.splitlines()[0], c.metadata["slideshow"]["slide_type"]) for c in nb.cells]
    assert kinds == [("## Summary", "slide"), ("## Exercises", "slide"), ("Some prose.", "-"), ("### A heading", "slide")]


def test_lesson_05_summary_and_exercises_are_two_slides(slides):
    page = slides.read_text(encoding="utf-8")
    summary, exercises = page.find('id="Summary"'), page.find('id="Exercises"')
    assert 0 < summary < exercises
    assert "<section" in page[summary:exercises], "Exercises opens its own slide"


def test_every_picture_has_a_text_alternative(teacher_slides):
    page = teacher_slides.read_text(encoding="utf-8")
    outside_scripts = re.sub(r"<script\b.*?</script>", "", page, flags=re.S)
    svgs = re.findall(r"<svg\b[^>]*>", outside_scripts)
    assert svgs, "the lesson shows card pictures"
    assert all('role="img"' in svg and 'aria-label="' in svg for svg in svgs)
    assert any(re.search(r'aria-label="trick led by \w+: ', svg) for svg in svgs), "labels are the pictures' titles"
    assert all(re.search(r'\balt="[^"]+"', img) for img in re.findall(r"<img\b[^>]*>", outside_scripts))


def test_teacher_cards_are_drawn_half_as_large_again_or_more(slides, teacher_slides):
    def pictures(path):
        page = re.sub(r"<script\b.*?</script>", "", path.read_text(encoding="utf-8"), flags=re.S)
        return [(float(m.group(1)), page[m.start():]) for m in re.finditer(r'<svg\b[^>]*?\bheight="([\d.]+)"', page)]

    teacher = iter(h for h, _ in pictures(teacher_slides))  # in order; a big widget's state may add pictures
    for height, picture in pictures(slides):
        scale = build_slides.picture_scale(picture, build_slides.CARD_SCALE)
        width = float(re.search(r'<svg\b[^>]*?\bwidth="([\d.]+)"', picture).group(1))
        assert scale >= build_slides.CARD_SCALE or width * scale == pytest.approx(build_slides.PICTURE_ROOM)
        assert any(h == pytest.approx(height * scale, rel=1e-4) for h in teacher)  # written to 6 digits


def test_accessible_leaves_the_widget_state_alone():
    state = '<script type="application/vnd.jupyter.widget-state+json">{"value": "<svg width=\\"3\\">"}</script>'
    page = build_slides.accessible(f'<svg width="10" height="20"><title>7♠ sette di spade</title></svg>{state}', scale=2)
    assert page.startswith('<svg width="20" height="40" role="img" aria-label="7♠ sette di spade">')
    assert page.endswith(state)


def test_a_long_slide_is_cut_into_subslides_between_prose_and_results():
    import nbformat

    lines = "\n".join(f"line {n}" for n in range(12))
    cells = [nbformat.v4.new_markdown_cell("## A long slide", metadata={"slideshow": {"slide_type": "slide"}})]
    for n in range(6):
        cells.append(nbformat.v4.new_markdown_cell(f"Prose {n}.", metadata={"slideshow": {"slide_type": "-"}}))
        cell = nbformat.v4.new_code_cell("print(...)", metadata={"slideshow": {"slide_type": "-"}})
        cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=lines)]
        cells.append(cell)
    nb = nbformat.v4.new_notebook(cells=cells)
    build_slides.cut_into_subslides(nb)
    cuts = [c for c in nb.cells if c.metadata["slideshow"]["slide_type"] == "subslide"]
    assert cuts, "a slide estimated taller than the screen is cut"
    assert all(c.cell_type == "markdown" for c in cuts), "a cut never separates prose from its result"


def test_charts_get_the_sentence_that_introduces_them_as_alt_text():
    import nbformat

    chart = nbformat.v4.new_code_cell("plt.show()")
    chart.outputs = [nbformat.v4.new_output("display_data", data={"image/png": "iVBORw0KGgo=", "text/plain": "<Figure>"})]
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("## What is a hand worth?\n\nA hand's value is the sum of its cards. More text."),
        chart,
    ])
    build_slides.describe_images(nb)
    assert chart.outputs[0].metadata["alt"] == "Chart (What is a hand worth?): A hand's value is the sum of its cards."


def test_the_index_lists_the_lessons_by_title(tmp_path):
    lesson = ROOT / "notebooks" / "06_scoring.ipynb"
    page = tmp_path / "06_scoring.slides.html"
    build_slides.index([(page, lesson)], tmp_path, "Teacher slides")
    links = re.findall(r'<a href="([^"]+)">([^<]+)</a>', (tmp_path / "index.html").read_text(encoding="utf-8"))
    assert links == [("06_scoring.slides.html", build_slides.lesson_title(lesson))]
    assert build_slides.lesson_title(lesson) != "06_scoring" and "scor" in build_slides.lesson_title(lesson).lower()


def test_R20_lesson_05_prints_the_refusal_once():
    import nbformat

    nb = nbformat.read(LESSON, as_version=4)
    printed = [o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    refusal = "Carla must follow suit"
    with_it = [text for text in printed if refusal in text]
    assert len(with_it) == 2, with_it  # explain(), then the explorer's own message, not apply() again
    assert len({re.sub(r"^.*?Carla must", "Carla must", t.splitlines()[-1]) for t in with_it}) == 2


def test_the_teacher_build_leaves_out_what_is_for_programmers():
    import nbformat

    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("## Scoring\n\nThe soloist needs 18 thirds.\n\n"
                                      "> **For programmers:** `score(deal)` returns it.\n\n"
                                      "The grey boxes are the computer's working; you may skip them."),
        nbformat.v4.new_code_cell("x = 1", metadata={"tags": ["programmers"]}),
        nbformat.v4.new_markdown_cell("Then the stake."),
    ])
    build_slides.teacher_prose(nb)
    assert [c.source for c in nb.cells] == ["## Scoring\n\nThe soloist needs 18 thirds.", "Then the stake."]


def test_teacher_tables_lose_pandas_row_numbers_and_are_cut_to_fit():
    import pandas as pd

    frame = pd.DataFrame({"contract": [f"c{n}" for n in range(10)], "stake": range(10)})
    pieces = build_slides.table_pieces(frame.to_html(), rows=4)
    assert len(pieces) >= 2 and sum(p.count("<tr>") - 1 for p in pieces) == 10  # every row, once
    for piece in pieces:
        piece = piece.replace(' class="calab-short"', "")
        assert piece.count("<tr>") - 1 <= 6
        assert piece.count("<th>contract</th>") == 1 and "<th>0</th>" not in piece and "<th></th>" not in piece
        assert re.search(r"<tr>\s*<td>c\d</td>", piece)
    named = pd.DataFrame({"stake": [1, 2]}, index=["Solo", "Chiamo"]).to_html()
    assert ">Solo</th>" in build_slides.table_pieces(named)[0], "a row label that is not a number stays"


def test_teacher_slides_of_lesson_05_show_no_code_for_programmers(teacher_slides):
    page = teacher_slides.read_text(encoding="utf-8")
    assert "apply() refuses it too" not in page and "For programmers" not in page and "grey boxes" not in page


def _score_card() -> str:
    from calabresella import Contract, score_deal
    from calabresella.show.svg import score_svg

    result = score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=13, defenders_trick_thirds=17,
                        monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=7)
    return str(score_svg(result))


def test_R25_a_score_card_on_a_teacher_slide_is_drawn_up_to_the_slides_width_for_its_small_words():
    card = _score_card()
    smallest = min(float(s) for s in re.findall(r'font-size="([\d.]+)"', card))
    scale = build_slides.picture_scale(card, build_slides.CARD_SCALE)
    width = float(re.search(r'<svg\b[^>]*?\bwidth="([\d.]+)"', card).group(1))
    assert scale > build_slides.CARD_SCALE and smallest * scale >= 15, "its smallest words are at least 15 px"
    assert width * scale <= build_slides.PICTURE_ROOM + 0.01, "and it stays within the slide"
    page = build_slides.accessible(card, scale=build_slides.CARD_SCALE)
    drawn = float(re.search(r'<svg\b[^>]*?\bwidth="([\d.]+)"', page).group(1))
    assert drawn == pytest.approx(width * scale, rel=1e-4)
    assert build_slides.picture_scale(card, 1.0) == 1.0, "the lesson slides draw pictures as the notebook does"


def test_a_widget_holding_a_wide_picture_is_shown_on_a_teacher_slide_as_a_picture_of_its_state():
    import nbformat

    card = _score_card()
    state = {"box": {"model_name": "VBoxModel", "state": {"children": ["IPY_MODEL_pic"]}},
             "pic": {"model_name": "HTMLModel", "state": {"value": card}}}
    view = {"application/vnd.jupyter.widget-view+json": {"model_id": "box", "version_major": 2, "version_minor": 0},
            "text/plain": "VBox()"}
    nb = nbformat.v4.new_notebook()
    nb.metadata["widgets"] = {build_slides.WIDGET_STATE: {"state": state}}
    nb.cells = [nbformat.v4.new_code_cell("calc.ui", outputs=[nbformat.v4.new_output("display_data", view)])]
    build_slides.widget_pictures(nb)
    shown = [o.get("data", {}).get("text/html", "") for o in nb.cells[0].outputs]
    assert any("<svg" in page for page in shown) and any("open the lesson" in page for page in shown)


def test_the_italian_slides_build_from_the_italian_course(tmp_path):
    """build_slides.py --lang it: the Italian lessons into slides/it/, their index in Italian,
    the vendor copies shared with the English slides, the Italian programmers' paragraphs left out."""
    lessons = build_slides.lesson_notebooks("it")
    assert [p.name[:2] for p in lessons] == [p.name[:2] for p in build_slides.lesson_notebooks()]
    assert all(p.parent.name == "it" for p in lessons)
    page = build_slides.convert(lessons[5], tmp_path / "it", teacher=True, vendor_root=tmp_path)
    text = page.read_text(encoding="utf-8")
    assert '"../../vendor/reveal.js/dist/reveal.js"' in text or 'src="../../vendor/reveal.js' in text
    build_slides.index([(page, lessons[5])], tmp_path / "it" / "teacher", "Diapositive", "it")
    assert "<html lang='it'>" in (tmp_path / "it" / "teacher" / "index.html").read_text(encoding="utf-8")
    for paragraph in ("> **Per i programmatori:** la funzione", "**Per chi programma:** il codice"):
        assert build_slides.FOR_PROGRAMMERS.search(paragraph)
