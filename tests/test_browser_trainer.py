"""The puzzle trainer in a real browser (issue 22): on the play page served by Voila, *Puzzles*
opens the trainer, a click answers the puzzle, the verdict and the values table appear, the
progress file is written (in the kernel's home, a temporary folder here), and *Next puzzle*
draws another. The Voila server, Chromium and their flags are tests/test_browser.py's."""

from __future__ import annotations

import json

import pytest
from test_browser import ARTIFACTS, browser, play_page_served, pytestmark  # noqa: F401 - fixtures used by name

WIDTH, HEIGHT = 1024, 768

ANSWER = """() => {
  const discards = [...document.querySelectorAll('.cal-trainer-discard')].filter(b => !b.disabled);
  if (discards.length) {
    discards.slice(0, 4).forEach(b => b.click());
    return 'exchange';
  }
  const buttons = [...document.querySelectorAll('.cal-trainer-choices button')].filter(b => !b.disabled);
  if (!buttons.length) return null;
  buttons[0].click();
  return 'click';
}"""
"""Answer the puzzle shown: the first answer button, or four discards (then *Discard these four*)."""


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return tmp_path_factory.mktemp("home")


@pytest.fixture(scope="module")
def served(tmp_path_factory, home):
    with play_page_served(tmp_path_factory, env={"HOME": str(home)}) as url:
        yield url


def test_the_play_pages_puzzles_answer_a_puzzle_and_keep_the_progress(served, browser, home):  # noqa: F811
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        page.goto(served, timeout=120_000)
        page.wait_for_selector(".cal-status", timeout=120_000)
        page.locator(".cal-puzzles").click()
        page.wait_for_function("() => (document.querySelector('.cal-trainer-task') || {innerText: ''})"
                               ".innerText.includes('You are')", timeout=120_000)
        first = page.locator(".cal-trainer-rating").inner_text()
        assert "Your rating" in first
        how = page.evaluate(ANSWER)
        assert how is not None, "the puzzle offers answers to click"
        if how == "exchange":
            page.locator(".cal-trainer-confirm").click()
        page.wait_for_selector(".cal-trainer-right, .cal-trainer-wrong", timeout=60_000)
        page.wait_for_selector(".cal-trainer-values", timeout=10_000)
        assert page.locator(".cal-trainer-best").count() >= 1
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "trainer-verdict.png"), full_page=True)
        saved = home / ".calabresella" / "puzzle-progress.json"
        assert saved.exists() and len(json.loads(saved.read_text(encoding="utf-8"))["attempts"]) == 1
        page.locator(".cal-trainer-next").click()
        page.wait_for_function("() => document.querySelector('.cal-trainer-rating').innerText !== "
                               f"{json.dumps(first)} && !document.querySelector('.cal-trainer-right, .cal-trainer-wrong')",
                               timeout=60_000)
        body = page.locator("body").inner_text()
        assert "went wrong" not in body and "Traceback" not in body
        assert errors == [], errors
    except BaseException:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "trainer-failed.png"), full_page=True)
        raise
    finally:
        context.close()
