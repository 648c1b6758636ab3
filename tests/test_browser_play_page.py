"""Issue 18 in a real browser: the play page at 1024×768 (a projector), under Voila.

A whole seeded deal is clicked through without ever scrolling to find the hand: at every
turn the clickable hand lies inside the window; a refused card is explained inside the
window, beside the hand; with the expert computer, who is thinking is said inside the
window while nothing can be clicked. The Voila server, Chromium and the click helpers are
tests/test_browser.py's.
"""

from __future__ import annotations

import pytest
from test_browser import (  # noqa: F401 - browser and voila are fixtures used by name
    ARTIFACTS,
    browser,
    choose_game,
    click_action,
    first_legal,
    learner_choice,
    play_to_the_end,
    pytestmark,
    settled_render,
    voila,
    wait_for_status,
)
from test_play_page_fixes import ENGLISH_CARD, ONE_PLURAL, SEAT_NUMBER

from calabresella.games.italian.deal import Phase
from calabresella.show.play import HUMAN, PlayApp, card_class

WIDTH, HEIGHT = 1024, 768

BOX = """selector => {
  const e = document.querySelector(selector);
  if (!e) return null;
  const b = e.getBoundingClientRect();
  return {top: b.top, bottom: b.bottom, left: b.left, right: b.right, width: b.width, height: b.height};
}"""
"""The bounding box of the first ``selector``, in window coordinates (null if there is none)."""

THINKING = """() => {
  const e = document.querySelector('.cal-notice-thinking');
  if (!e) return null;
  const b = e.getBoundingClientRect();
  const enabled = [...document.querySelectorAll('.cal-hand button, .cal-side .cal-action')].filter(x => !x.disabled);
  return {top: b.top, bottom: b.bottom, left: b.left, right: b.right, width: b.width, height: b.height,
          text: e.innerText, enabled: enabled.length};
}"""
"""The thinking note's box and words, and how many hand or choice buttons could be clicked meanwhile."""


def assert_in_window(box, what: str) -> None:
    assert box is not None, f"{what} is not on the page"
    assert box["width"] > 0 and box["height"] > 0, f"{what} is not shown: {box}"
    inside = box["top"] >= 0 and box["left"] >= 0 and box["bottom"] <= HEIGHT and box["right"] <= WIDTH
    assert inside, f"{what} is not inside the {WIDTH}×{HEIGHT} window: {box}"


LOCAL = ("http://127.0.0.1", "ws://127.0.0.1", "data:", "blob:")
"""Where the page may fetch from: the Voila server here (so it works offline), and inline data."""


@pytest.fixture
def projector(browser):  # noqa: F811 - the fixture imported above
    """A 1024×768 page that notes every request leaving this machine and every console error."""
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    page = context.new_page()
    page.outside, page.errors = [], []
    page.on("request", lambda r: None if r.url.startswith(LOCAL) else page.outside.append(r.url))
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    yield page
    context.close()


def test_a_whole_deal_at_1024x768_with_the_hand_refusal_and_thinking_in_the_window(voila, projector):  # noqa: F811
    page = projector
    try:
        page.goto(voila, timeout=120_000)
        page.wait_for_selector(".cal-status", timeout=120_000)
        mirror = PlayApp(seed=1, strength="heuristic")
        refused = False
        for _ in range(80):
            wait_for_status(page, mirror)
            deal = mirror.deal
            if deal.is_over:
                break
            assert deal.to_move == HUMAN
            page.wait_for_selector(f".cal-r{mirror.renders}.cal-card", timeout=60_000)
            assert_in_window(page.evaluate(BOX, ".cal-hand"), f"the hand ({deal.phase.value})")
            if not refused and deal.phase is Phase.PLAY and deal.current.cards:
                legal = {a.card for a in deal.legal_actions()}
                wrong = [c for c in deal.hands[HUMAN] if c not in legal]
                if wrong:
                    page.locator(f".cal-r{mirror.renders}.{card_class(wrong[0])}").click()
                    page.wait_for_selector(".cal-notice-refusal", timeout=30_000)
                    assert "R20: you must follow suit" in page.locator(".cal-notice-refusal").inner_text()
                    assert_in_window(page.evaluate(BOX, ".cal-notice-refusal"), "the refusal")
                    refused = True
            action = learner_choice(deal)
            click_action(page, action, mirror.renders)
            mirror.act(action)
        assert mirror.deal.is_over and refused, "seed 1 is played to its end, with a chance to play a wrong card"
        page.wait_for_selector(".cal-score-text", timeout=60_000)

        # The expert: after the learner's pass, who thinks is said in the window, and nothing can be clicked.
        page.locator(".cal-strength select").select_option("expert")
        page.locator(".cal-new").click()
        page.wait_for_function("() => document.querySelector('.cal-status').innerText.includes('pass or bid')",
                               timeout=60_000)
        render = settled_render(page)
        page.locator(f".cal-r{render}.cal-action-pass").click()
        seen = page.wait_for_function(THINKING, timeout=60_000).json_value()
        assert "is thinking" in seen["text"], seen
        assert seen["enabled"] == 0, "no card or choice can be clicked while the computer thinks"
        assert_in_window(seen, "the thinking note")
        page.wait_for_selector(".cal-notice-thinking", state="detached", timeout=120_000)
        body = page.locator("body").inner_text()
        assert "went wrong" not in body and "Traceback" not in body
        assert page.outside == [], "the page loads nothing from outside (no icon font from a CDN)"
        assert page.errors == [], page.errors
    except BaseException:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "play-page-1024x768.png"))
        raise


def test_reviewing_a_deal_and_closing_the_board_leaves_no_console_error(voila, projector):  # noqa: F811
    """Issue 18: the analysis board's progress bars, gone when the analysis ends, left a stale view
    behind: closing the board said "widget model not found" in the browser's console."""
    page = projector
    try:
        page.goto(voila, timeout=120_000)
        page.wait_for_selector(".cal-status", timeout=120_000)
        mirror = PlayApp(seed=1, strength="heuristic")
        play_to_the_end(page, mirror)
        for _ in range(2):  # opened, closed, opened again
            page.locator(".cal-review").click()
            page.wait_for_function(
                "() => (document.querySelector('.cal-review-start') || {innerText: ''}).innerText"
                ".includes('At the start of play')", timeout=240_000)
            page.locator(".cal-review-close").click()
            page.wait_for_selector(".cal-analysis", state="detached", timeout=30_000)
            page.wait_for_timeout(1500)  # the console error came about a second after closing
        assert page.errors == [], page.errors
    except BaseException:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "play-page-review-1024x768.png"))
        raise


PAGE_TEXT = """() => [document.querySelector('.cal-app').innerText,
  ...[...document.querySelectorAll('.cal-app button')].map(b => b.title).filter(t => t)]"""
"""What a person reads on the page: its text, and the buttons' tooltips."""


def words_faults(page, italian: bool) -> list[str]:
    """Seat numbers, "1 thirds", and (Italian suits shown) cards named in English or with ♥ ♦ ♣ ♠."""
    found = []
    for text in page.evaluate(PAGE_TEXT):
        for pattern in (SEAT_NUMBER, ONE_PLURAL, *((ENGLISH_CARD,) if italian else ())):
            found += [f"{m.group(0)!r} in ...{text[max(0, m.start() - 60):m.end() + 30]!r}"
                      for m in pattern.finditer(text)]
    return found


OTHER_GAMES = (("tressette", 5), ("american", 7), ("tressette-in-due", 5))
"""The games the page offers besides Calabresella, each with a seed whose deal is scored."""

CALLING_GAMES = (("mediatore", 4), ("quintiglio", 2))
"""Two of the calling games (C1–C9): the auction, the call, the monte laid away, five seats."""


@pytest.mark.parametrize("games", [OTHER_GAMES, CALLING_GAMES], ids=["tressette-american", "calling"])
def test_the_other_games_at_1024x768_hand_and_refusal_in_the_window_and_their_words(voila, projector, games):  # noqa: F811
    """Tressette for four, the American account (V4) and Tressette in due (V5); Mediatore and
    Quintiglio (V8, V10, at a table of five): each a whole deal clicked through at 1024×768: the
    hand in the window at every turn, a refused card said beside it, and no seat number, no
    "1 thirds", no card named in English with the Italian suits."""
    page = projector
    try:
        page.goto(voila, timeout=120_000)
        page.wait_for_selector(".cal-status", timeout=120_000)
        mirror = PlayApp(seed=1, strength="heuristic")
        faults: set[str] = set()
        for game, seed in games:
            page.locator(".cal-seed input").fill(str(seed))
            mirror.seed_box.value = seed
            choose_game(page, mirror, game)
            refused = False
            for _ in range(80):
                wait_for_status(page, mirror)
                deal = mirror.deal
                if not deal.is_over:
                    page.wait_for_selector(f".cal-r{mirror.renders}", timeout=60_000)
                faults.update(f"{game}: {f}" for f in words_faults(page, italian=True))
                if deal.is_over:
                    break
                action = first_legal(deal)
                if hasattr(action, "card") and mirror.prompts.card_kind(mirror.deal) is not None:
                    assert_in_window(page.evaluate(BOX, ".cal-hand"), f"the hand ({game}, {deal.phase.value})")
                    legal = {getattr(a, "card", None) for a in deal.legal_actions()}
                    wrong = [c for c in deal.hands[HUMAN] if c not in legal]
                    if not refused and wrong:
                        page.locator(f".cal-r{mirror.renders}.{card_class(wrong[0])}").click()
                        page.wait_for_selector(".cal-notice-refusal", timeout=30_000)
                        assert_in_window(page.evaluate(BOX, ".cal-notice-refusal"), f"the refusal ({game})")
                        refused = True
                click_action(page, action, mirror.renders)
                mirror.act(action)
            assert mirror.deal.is_over and refused, f"{game}: seed {seed} is played to its end, a card refused"
            page.wait_for_selector(".cal-score-text", timeout=60_000)
            assert page.locator(".cal-score-text").inner_text().strip() == "\n".join(mirror.score_text())
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"play-page-{game}-1024x768.png"))
        assert sorted(faults) == []
        assert page.errors == [], page.errors
    except BaseException:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"play-page-{games[0][0]}-and-others-1024x768.png"))
        raise
