"""Browser tests: Playwright drives Debian's Chromium against Voila and JupyterLab servers
started here on 127.0.0.1 and stopped afterwards. A screenshot of each page is saved
under test-artifacts/ when a test fails.

Without Chromium they skip, naming the package to install (CI always installs it).
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from calabresella.engine.actions import Bid, Contract, Discard, GiveBack, Play, Share
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.tressette import Signal, SignalledLead
from calabresella.show.narrate import score_lines
from calabresella.show.play import GAME_LABELS, HUMAN, PlayApp, action_class, card_class

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not Path(CHROMIUM).exists(), reason="Chromium not found: install Debian's 'chromium' package (apt-get install chromium)"
    ),
]
sync_api = pytest.importorskip("playwright.sync_api", reason="the 'playwright' Python package is not installed")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(command: list[str], url: str, cwd: Path, log: Path,
                 extra_env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1", PYTHONUNBUFFERED="1", **(extra_env or {}))
    with open(log, "wb") as out:
        proc = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early: {log.read_text(errors='replace')[-2000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return proc
        except OSError:
            time.sleep(0.5)
    proc.terminate()
    raise RuntimeError(f"server did not answer at {url}: {log.read_text(errors='replace')[-2000:]}")


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, request):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    yield page
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    context.close()


VOILA_TEMPLATES = ROOT / "calabresella" / "show" / "static" / "jupyter"
"""The Jupyter data folder holding the play page's Voila template, ``calabresella`` (Voila's lab
template without the Font Awesome stylesheets from a CDN), as ``make play`` serves it."""


@contextlib.contextmanager
def play_page_served(tmp_path_factory, env: dict[str, str] | None = None):
    """The play page (``notebooks/11_play.ipynb``) served by Voila with the package's template, as
    ``make play`` serves it; ``env`` for its kernel (say ``CALABRESELLA_LANG``). Yields its address."""
    port = free_port()
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    command = [
        sys.executable, "-m", "voila", "notebooks/11_play.ipynb", "--template=calabresella", "--no-browser",
        f"--port={port}", "--Voila.ip=127.0.0.1", "--theme=light",
    ]
    paths = os.pathsep.join(filter(None, [str(VOILA_TEMPLATES), os.environ.get("JUPYTER_PATH")]))
    proc = start_server(command, f"http://127.0.0.1:{port}/", ROOT, log, extra_env={"JUPYTER_PATH": paths, **(env or {})})
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        stop(proc)


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    with play_page_served(tmp_path_factory) as url:
        yield url


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """JupyterLab on a copy of the notebooks, outputs cleared, so what the tests see was made
    by running them there, and the committed notebooks are never touched."""
    work = tmp_path_factory.mktemp("lab")
    shutil.copytree(ROOT / "notebooks", work / "notebooks")
    for path in (work / "notebooks").glob("*.ipynb"):
        nb = json.loads(path.read_text(encoding="utf-8"))
        for cell in nb["cells"]:
            if cell["cell_type"] == "code":
                cell["outputs"], cell["execution_count"] = [], None
        path.write_text(json.dumps(nb), encoding="utf-8")
    port = free_port()
    command = [
        sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
        "--IdentityProvider.token=", "--ServerApp.password=", f"--ServerApp.root_dir={work / 'notebooks'}",
        "--ServerApp.disable_check_xsrf=True", "--allow-root", "--LabApp.news_url=",
    ]
    proc = start_server(command, f"http://127.0.0.1:{port}/lab", work, work / "lab.log")
    yield f"http://127.0.0.1:{port}", work / "notebooks"
    stop(proc)


def status_text(app: PlayApp) -> str:
    return html.unescape(re.sub("<[^>]+>", "", app.status.value))


def learner_choice(deal: Deal):
    """The test's learner: bids Solo when allowed, otherwise the first legal action."""
    legal = deal.legal_actions()
    return Bid(Contract.SOLO) if Bid(Contract.SOLO) in legal else legal[0]


def click_action(page, action, render: int) -> None:
    """Click the button of ``action`` drawn by the app's ``render``-th redraw (never a stale one);
    a Tressette lead with a signal chooses the signal first."""
    current = f".cal-r{render}"
    if isinstance(action, SignalledLead):
        page.locator(".cal-signal select").select_option(action.signal.value)
    if isinstance(action, (Discard, GiveBack, Play)):
        page.locator(f"{current}.{card_class(action.card)}").click()
    elif isinstance(action, Share):
        for card in action.cards:  # the toggles of the cards taken, then the button
            page.locator(f"{current}.cal-share-card.{card_class(card)}").click()
        page.locator(f"{current}.cal-action-share").click()
    else:
        page.locator(f"{current}.{action_class(action)}").click()


def wait_for_status(page, mirror: PlayApp) -> None:
    """Wait until the page's status line says what the same app run here says."""
    expected = status_text(mirror)
    try:
        page.wait_for_function(
            "expected => document.querySelector('.cal-status').innerText.trim() === expected",
            arg=expected,
            timeout=90_000,
        )
    except sync_api.TimeoutError:
        shown = page.locator(".cal-status").inner_text().strip()
        raise AssertionError(f"the page says {shown!r}, the engine expects {expected!r}") from None


def play_to_the_end(page, mirror: PlayApp, try_illegal: bool = False, choose=learner_choice, after=None) -> bool:
    """Click the learner's choices (``choose``) through the page's current deal, the same
    choices applied to ``mirror``; with ``try_illegal``, first click one card that must be
    refused; ``after(action)`` runs after each choice. True if an illegal card was tried."""
    tried = False
    for _ in range(80):
        wait_for_status(page, mirror)
        if mirror.deal.is_over:
            return tried
        assert mirror.deal.to_move == HUMAN
        deal = mirror.deal
        if try_illegal and not tried and deal.phase is Phase.PLAY and deal.current.cards:
            legal = {a.card for a in deal.legal_actions()}
            illegal = [c for c in deal.hands[HUMAN] if c not in legal]
            if illegal:
                page.locator(f".cal-r{mirror.renders}.{card_class(illegal[0])}").click()
                page.wait_for_function(
                    "() => document.body.innerText.includes('R20: you must follow suit')", timeout=30_000
                )
                tried = True
        action = choose(deal)
        page.wait_for_selector(f".cal-r{mirror.renders}.cal-card", timeout=90_000)
        click_action(page, action, mirror.renders)
        mirror.act(action)
        if after is not None:
            after(action)
    raise AssertionError("the deal did not end")


def test_voila_plays_a_whole_seeded_deal_and_shows_the_engines_score(voila, page):
    page.goto(voila, timeout=120_000)
    page.wait_for_selector(".cal-status", timeout=120_000)
    mirror = PlayApp(seed=1, strength="heuristic")  # the same app as 11_play, run here for the expected text
    page.locator(".cal-hint").click()
    mirror.hint.value = True
    tried_illegal = play_to_the_end(page, mirror, try_illegal=True)
    assert mirror.deal.is_over and mirror.deal.result is not None, "seed 1 is a scored deal"
    assert tried_illegal, "seed 1 offers a chance to play a wrong card"
    shown = page.locator(".cal-score-text").inner_text().strip()
    assert shown == "\n".join(score_lines(mirror.deal.result, mirror.names))


def test_voila_plays_a_whole_session_to_its_standings(voila, page):
    """R29, R30: nine scored deals clicked through; the page's standings are the engine's."""
    page.goto(voila, timeout=120_000)
    page.wait_for_selector(".cal-status", timeout=120_000)
    mirror = PlayApp(seed=1, strength="heuristic")
    page.locator(".cal-mode select").select_option("session")
    mirror.mode.value = "session"
    page.locator(".cal-new").click()
    mirror.on_new()
    page.locator(".cal-hint").click()
    mirror.hint.value = True
    for _ in range(40):
        play_to_the_end(page, mirror)
        assert mirror.session is not None
        if mirror.session.is_over:
            break
        page.locator(".cal-next").click()
        mirror.on_next()
    assert mirror.session is not None and mirror.session.scored_deals == 9
    table = page.locator(".cal-standings")
    table.wait_for(timeout=60_000)
    rows = [" ".join(r.split()) for r in table.inner_text().strip().splitlines()]
    assert rows == [f"{place} {name} {balance:+d}" for place, name, balance in mirror.session.standings()]
    assert "Final standings" in page.locator(".cal-score").inner_text()


SHARE_SEED = 22
"""A session seed (computers 'random') in which :func:`sharing_learner` makes two scegliete
shares, as the defender on the soloist's right (R18). Found by playing the sessions of
seeds 0, 1, 2, … through :func:`engine_session` and keeping one with two shares and few
deals (heuristic computers rarely choose scegliete); the test re-checks it first, so it
cannot silently stop testing two shares."""


def sharing_learner(deal: Deal):
    """The learner of the share test: the first legal choice (pass, the first card…), and
    in a scegliete share the first exposed monte card, so the first share leaves a selection."""
    if deal.phase is Phase.SHARE:
        return Share(deal.exposed_monte[:1])
    return deal.legal_actions()[0]


def engine_session(seed: int):
    """The session of ``seed`` played through the engine alone, dealt as PlayApp deals it
    (computers 'random'); the finished session and the learner's shares."""
    from calabresella.games.italian.session import Session
    from calabresella.show.play import computer_players, deal_seed

    session, number, shares = Session.new(seed=seed), 0, 0
    while not session.is_over:
        deal = Deal.new(seed=deal_seed(seed, number), dealer=session.dealer)
        computers = computer_players("random", deal_seed(seed, number))
        while not deal.is_over:
            seat = deal.to_move
            action = sharing_learner(deal) if seat == HUMAN else computers[seat].choose(deal.view(seat))
            shares += isinstance(action, Share)
            deal = deal.apply(action)
        session, number = session.record(deal), number + 1
    return session, shares


def setting_error_text(page) -> str:
    return page.locator(".cal-setting-error").inner_text().strip()


def test_voila_session_with_two_shares_and_a_refused_seed(voila, page):
    """R18, R29, R30: a whole session with two scegliete shares made by the learner; in the
    middle a negative seed is refused beside the Seed box and the game goes on unchanged."""
    expected, shares = engine_session(SHARE_SEED)
    assert shares >= 2, f"seed {SHARE_SEED} no longer gives two learner shares: search another"
    page.goto(voila, timeout=120_000)
    page.wait_for_selector(".cal-status", timeout=120_000)
    mirror = PlayApp(seed=1, strength="heuristic")
    page.locator(".cal-seed input").fill(str(SHARE_SEED))
    mirror.seed_box.value = SHARE_SEED
    page.locator(".cal-strength select").select_option("random")
    mirror.strength.value = "random"
    page.locator(".cal-mode select").select_option("session")
    mirror.mode.value = "session"
    page.wait_for_function(
        "() => document.querySelector('.cal-setting-note').innerText.includes('New game')", timeout=30_000
    )
    page.locator(".cal-new").click()
    mirror.on_new()
    made: list[Share] = []
    refused: list[str] = []

    def after(action) -> None:
        if not isinstance(action, Share):
            return
        made.append(action)
        if len(made) == 1:  # mid-deal, right after the first share: a bad seed and New game
            wait_for_status(page, mirror)
            status = page.locator(".cal-status").inner_text()
            assert setting_error_text(page) == ""
            page.locator(".cal-seed input").fill("-5")
            mirror.seed_box.value = -5
            page.locator(".cal-new").click()
            mirror.on_new()
            page.wait_for_function(
                "() => document.querySelector('.cal-setting-error').innerText.includes('not a seed')", timeout=30_000
            )
            refused.append(setting_error_text(page))
            assert page.locator(".cal-status").inner_text() == status

    for _ in range(40):
        play_to_the_end(page, mirror, choose=sharing_learner, after=after)
        assert mirror.session is not None
        if mirror.session.is_over:
            break
        page.locator(".cal-next").click()
        mirror.on_next()
    assert len(made) >= 2 and all(share.cards for share in made), "two shares, each taking a card"
    assert refused and "-5" in refused[0] and f"0 to {2**31 - 1}" in refused[0], refused
    assert mirror.session is not None and mirror.session.scored_deals == 9
    assert mirror.session.standings() == expected.standings()
    table = page.locator(".cal-standings")
    table.wait_for(timeout=60_000)
    rows = [" ".join(r.split()) for r in table.inner_text().strip().splitlines()]
    assert rows == [f"{place} {name} {balance:+d}" for place, name, balance in expected.standings()]
    assert "Final standings" in page.locator(".cal-score").inner_text()
    body = page.locator("body").inner_text()
    assert "went wrong" not in body and "Traceback" not in body


def choose_game(page, mirror: PlayApp, game: str) -> None:
    """Choose ``game`` on the page and press New game; the same on ``mirror``."""
    page.locator(".cal-game select").select_option(GAME_LABELS[game])
    mirror.game_choice.value = game
    page.wait_for_function(
        "() => document.querySelector('.cal-setting-note').innerText.includes('New game')", timeout=30_000
    )
    page.locator(".cal-new").click()
    mirror.on_new()


def first_legal(deal):
    """The learner of the other games' tests: the first legal action ('I play', every
    declaration, the first card…)."""
    return deal.legal_actions()[0]


def play_other_game(voila, page, game: str, seed: int, choose=first_legal) -> PlayApp:
    """Open the page, choose ``game`` with ``seed``, click a whole deal through; the mirror app."""
    page.goto(voila, timeout=120_000)
    page.wait_for_selector(".cal-status", timeout=120_000)
    mirror = PlayApp(seed=1, strength="heuristic")
    page.locator(".cal-seed input").fill(str(seed))
    mirror.seed_box.value = seed
    choose_game(page, mirror, game)
    page.locator(".cal-hint").click()
    mirror.hint.value = True
    play_to_the_end(page, mirror, choose=choose)
    assert mirror.deal.is_over and mirror.deal.result is not None, f"seed {seed} is a scored deal"
    shown = page.locator(".cal-score-text").inner_text().strip()
    assert shown == "\n".join(mirror.score_text()), "the page shows the engine's score"
    body = page.locator("body").inner_text()
    assert "went wrong" not in body and "Traceback" not in body
    return mirror


def test_voila_plays_tressette_for_four_with_a_partner_and_a_signal(voila, page):
    """V5: the learner and Carla, a computer partner opposite, against Bruno and Dario; the
    first lead says busso; the score shown is the engine's."""
    signalled: list[SignalledLead] = []

    def learner(deal):
        action = first_legal(deal)
        if not signalled and isinstance(action, Play) and not deal.current.cards:
            signalled.append(SignalledLead(action.card, Signal.BUSSO))
            return signalled[0]
        return action

    mirror = play_other_game(voila, page, "tressette", 5, learner)
    assert signalled and any("busso" in line for line in mirror.deal.narrate())
    assert "your partner Carla" in page.locator(".cal-game-note").inner_text()
    assert mirror.deal.players == 4 and mirror.deal_names[2] == "Carla"


def test_voila_plays_tressette_in_due(voila, page):
    mirror = play_other_game(voila, page, "tressette-in-due", 5)
    assert mirror.deal.players == 2 and len(mirror.deal.tricks) == 20


def test_voila_plays_the_american_account(voila, page):
    """V4: 'I play', the ask, the exchange, the discards, the widow, the twelve tricks, clicked."""
    mirror = play_other_game(voila, page, "american", 7)
    assert mirror.deal.soloist == HUMAN and mirror.deal.exchange_card is not None
    assert "Balances:" in page.locator(".cal-score-text").inner_text()


def run_all_cells(page, started: str) -> None:
    """Run > Run All Cells, retried while JupyterLab is still settling, until ``started``
    (a JavaScript condition) says the run has begun."""
    for _ in range(4):
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).first.click()
        try:
            page.wait_for_function(started, timeout=20_000)
            return
        except sync_api.TimeoutError:
            page.keyboard.press("Escape")
    raise AssertionError("JupyterLab did not start running the notebook")


RUNNING = "() => [...document.querySelectorAll('.jp-InputArea-prompt')].some(e => /[*0-9]/.test(e.innerText))"


def saved_after_running(page, path: Path) -> dict:
    """Save the notebook from JupyterLab until every code cell shows it has run; the saved file."""
    import json

    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        page.keyboard.press("Control+s")
        page.wait_for_timeout(1500)
        nb = json.loads(path.read_text(encoding="utf-8"))
        code = [c for c in nb["cells"] if c["cell_type"] == "code"]
        if code and all(c.get("execution_count") for c in code):
            return nb
    raise AssertionError(f"JupyterLab did not run every cell of {path.name}")


def test_jupyterlab_runs_the_index_without_errors(lab, page):
    url, folder = lab
    page.goto(f"{url}/lab/tree/00_index.ipynb?reset", timeout=120_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=120_000)
    page.wait_for_function("() => document.body.innerText.includes('| Idle')", timeout=120_000)
    run_all_cells(page, RUNNING)
    nb = saved_after_running(page, folder / "00_index.ipynb")
    outputs = [o for c in nb["cells"] if c["cell_type"] == "code" for o in c["outputs"]]
    assert not [o for o in outputs if o["output_type"] == "error" or o.get("name") == "stderr"]
    assert any("image/svg+xml" in o.get("data", {}) for o in outputs), "the deal draws itself"
    assert page.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


def test_jupyterlab_widget_notebook_responds_to_a_click(lab, page):
    url, _ = lab
    page.goto(f"{url}/lab/tree/11_play.ipynb?reset", timeout=120_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=120_000)
    page.wait_for_function("() => document.body.innerText.includes('| Idle')", timeout=120_000)
    run_all_cells(page, RUNNING)
    page.wait_for_selector(".cal-status", timeout=120_000)
    assert page.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    before = page.locator(".cal-status").inner_text()
    page.locator(".cal-action-pass").click()
    page.wait_for_function(
        "before => document.querySelector('.cal-status').innerText !== before", arg=before, timeout=30_000
    )


def test_a_teacher_presents_lesson_05_with_rise(lab, page):
    """RISE (jupyterlab-rise) turns lesson 05 into a slideshow: the title slide, then the next."""
    url, _ = lab
    page.goto(f"{url}/rise/05_playing_tricks.ipynb", timeout=120_000)
    page.wait_for_selector(".reveal .slides section.present", state="attached", timeout=120_000)
    present = "() => (document.querySelector('.reveal .slides section.present') || {innerText: ''}).innerText"
    page.wait_for_function(f"() => ({present})().includes('05')", timeout=60_000)
    first = page.evaluate(present)
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"first => ({present})() !== first", arg=first, timeout=30_000)
    assert page.evaluate(present).strip(), "the second slide shows the lesson's next part"


def test_voila_reviews_a_finished_deal_on_the_analysis_board(voila, page):
    """A deal played to its end: *Review this deal* opens the analysis board below the table;
    the verdicts arrive, stepping back shows the card before the last, and it closes."""
    from calabresella.show.analysis_board import play_positions

    page.goto(voila, timeout=120_000)
    page.wait_for_selector(".cal-status", timeout=120_000)
    mirror = PlayApp(seed=1, strength="heuristic")
    page.locator(".cal-hint").click()
    mirror.hint.value = True
    play_to_the_end(page, mirror)
    assert mirror.may_review(), "seed 1 is a scored deal of Calabresella"
    page.locator(".cal-review").click()
    page.wait_for_function(
        "() => (document.querySelector('.cal-review-start') || {innerText: ''}).innerText.includes('At the start of play')",
        timeout=240_000,
    )
    positions = play_positions(mirror.deal)
    assert page.locator(".cal-review-list tr").count() == len(positions)  # a heading, then one row a card
    page.wait_for_function(  # the verdicts arrive with the analysis (later on a loaded machine)
        "() => document.querySelectorAll('.cal-review-list tr.cal-mark-good').length >= 1", timeout=120_000)
    page.locator(".cal-review-back").click()
    card = positions[-2].current.cards[-1] if positions[-2].current.cards else positions[-2].tricks[-1].cards[-1]
    page.wait_for_function(
        "expected => document.querySelector('.cal-review-card').innerText.includes(expected)",
        arg=f"Card {len(positions) - 2} of {len(positions) - 1}",
        timeout=30_000,
    )
    from calabresella.engine.naming import card_name

    assert card_name(card, mirror.style) in page.locator(".cal-review-card").inner_text()  # named once, as the page draws it
    page.locator(".cal-review-close").click()
    page.wait_for_selector(".cal-analysis", state="detached", timeout=30_000)


# ------------------------------------------------------------------ issue 13: a projector, a narrow window

OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  if (document.documentElement.scrollWidth > width) found.push('the page scrolls sideways: ' + document.documentElement.scrollWidth);
  for (const e of document.querySelectorAll('.cal-app *')) {
    const box = e.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 1) found.push('beyond the window: ' + e.tagName + '.' + e.className + ' ' + Math.round(box.right));
  }
  for (const b of document.querySelectorAll('.cal-app button')) {
    if (b.offsetParent !== null && b.scrollWidth > b.clientWidth) found.push('clipped label: ' + b.innerText);
  }
  return found.slice(0, 10);
}"""
"""What sticks out of the window sideways, or a button whose label does not fit (``scrollWidth > clientWidth``)."""


def calling_learner(deal: Deal):
    """The learner of the layout test: bids Chiamo, calls the 3 of coppe, then the first legal choice."""
    legal = deal.legal_actions()
    return Bid(Contract.CHIAMO) if Bid(Contract.CHIAMO) in legal else legal[0]


@pytest.mark.parametrize("width", [1024, 800])
def test_voila_fits_a_projector_and_a_narrow_window(voila, browser, width):
    """At 1024×768 (a projector) and 800 px wide (a narrow laptop window), at the auction, the
    call, the exchange and trick play: nothing sticks out sideways and no button is clipped."""
    context = browser.new_context(viewport={"width": width, "height": 768})
    page = context.new_page()
    try:
        page.goto(voila, timeout=120_000)
        page.wait_for_selector(".cal-status", timeout=120_000)
        mirror = PlayApp(seed=1, strength="heuristic")
        seen: dict[str, list[str]] = {}
        for _ in range(40):
            wait_for_status(page, mirror)
            deal = mirror.deal
            phase = deal.phase.value
            if phase not in seen:
                page.wait_for_selector(f".cal-r{mirror.renders}", timeout=60_000)
                seen[phase] = page.evaluate(OVERFLOW)
            if deal.phase is Phase.PLAY and len(deal.tricks) >= 1 or deal.is_over:
                break
            action = calling_learner(deal)
            click_action(page, action, mirror.renders)
            mirror.act(action)
        assert {"auction", "call", "discard", "play"} <= set(seen), seen.keys()
        assert not any(seen.values()), seen
    except BaseException:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"layout-{width}.png"), full_page=True)
        raise
    finally:
        context.close()


def test_voila_cards_are_pictures_and_messages_use_the_suits_shown(voila, page):
    """R4: the hand is picture buttons named as the pictures (R di coppe, not K♥); a refused
    card is explained in the same names, to "you"."""
    page.goto(voila, timeout=120_000)
    page.wait_for_selector(".cal-status", timeout=120_000)
    mirror = PlayApp(seed=1, strength="heuristic")
    first = page.locator(f".cal-r{mirror.renders}.cal-card").first
    image = first.evaluate("b => getComputedStyle(b).backgroundImage")
    assert image.startswith('url("data:image/svg+xml'), image
    labels = page.locator(".cal-card").all_inner_texts()
    assert labels and all(" di " in label for label in labels) and not any(set("♥♦♣♠") & set(t) for t in labels)
    refused = ""
    for _ in range(80):
        wait_for_status(page, mirror)
        deal = mirror.deal
        if deal.is_over:
            break
        if not refused and deal.phase is Phase.PLAY and deal.current.cards:
            legal = {a.card for a in deal.legal_actions()}
            illegal = [c for c in deal.hands[HUMAN] if c not in legal]
            if illegal:
                page.locator(f".cal-r{mirror.renders}.{card_class(illegal[0])}").click()
                page.wait_for_function("() => document.body.innerText.includes('you must follow suit')",
                                       timeout=30_000)
                refused = next(line for line in page.locator("body").inner_text().splitlines()
                               if "you must follow suit" in line)
        action = learner_choice(deal)
        click_action(page, action, mirror.renders)
        mirror.act(action)
    assert mirror.deal.is_over and refused, "seed 1 offers a chance to play a wrong card"
    assert "you hold" in refused and " di " in refused and "seat 0" not in refused, refused
    assert not set("♥♦♣♠") & set(refused), refused
    banner = page.locator(".cal-result").inner_text()
    assert mirror.deal.result.contract_name in banner, "the result is shown at the top"
    assert page.locator(".cal-result").bounding_box()["y"] < page.locator(".cal-table").bounding_box()["y"]


# ------------------------------------------------------------------ issue 12: the expert on the page


CURRENT_RENDER = (
    "() => Math.max(0, ...[...document.querySelectorAll('[class*=\"cal-r\"]')]"
    ".flatMap(e => [...e.classList]).filter(c => /^cal-r[0-9]+$/.test(c)).map(c => +c.slice(5)))"
)
"""The number of the page's latest redraw, read from its buttons' ``cal-r<N>`` classes."""


def settled_render(page) -> int:
    """The latest redraw's number once it stays the same for half a second."""
    last = -1
    for _ in range(240):
        now = page.evaluate(CURRENT_RENDER)
        if now == last and now > 0:
            return int(now)
        last = now
        page.wait_for_timeout(500)
    raise AssertionError("the page never settled")


def click_and_wait_redraw(page, render: int, selector: str) -> None:
    """Click the first ``selector`` of redraw ``render`` and wait until the page redraws."""
    page.locator(f".cal-r{render}{selector}").first.click()
    page.wait_for_function("r => !document.querySelector('.cal-r' + r)", arg=render, timeout=120_000)


def test_voila_expert_computer_advice_hint_and_why(voila, page):
    """Issue 12: with Computer 'expert' on a seeded deal, *Advice* at the auction, *What would
    the expert play?* at trick play and *Why did the computer play that?* after the deal each
    answer in words."""
    page.goto(voila, timeout=120_000)
    page.wait_for_selector(".cal-status", timeout=120_000)
    page.locator(".cal-seed input").fill("4")
    page.locator(".cal-strength select").select_option("expert")
    page.wait_for_function(
        "() => document.querySelector('.cal-setting-note').innerText.includes('New game')", timeout=30_000
    )
    page.locator(".cal-new").click()
    page.wait_for_function("() => document.querySelector('.cal-status').innerText.includes('pass or bid')",
                           timeout=120_000)
    page.locator(".cal-advice").click()
    page.wait_for_function(
        "() => /Advice: (bid|pass)/.test(document.querySelector('.cal-advice-text').innerText)", timeout=120_000
    )
    assert "How these numbers are made" in page.locator(".cal-advice-text").inner_text()
    render = settled_render(page)
    page.locator(".cal-hint").click()
    page.wait_for_selector(f".cal-r{render + 1}", timeout=60_000)
    asked = False
    for _ in range(60):
        page.wait_for_function(
            "() => /Your turn|over/.test(document.querySelector('.cal-status').innerText)", timeout=120_000
        )
        status = page.locator(".cal-status").inner_text()
        if "over" in status:
            break
        render = settled_render(page)
        if "play a card" in status and not asked:
            page.locator(".cal-expert-hint").click()
            page.wait_for_function(
                "() => document.querySelector('.cal-hint-text').innerText.includes('The expert would play')",
                timeout=120_000,
            )
            assert page.locator(".cal-expert-table").count() == 1
            asked = True
        here = f".cal-r{render}"
        for choice in (".cal-action-bid-solo", ".cal-action-pass", ".cal-action-share", ".cal-legal", ".cal-action"):
            if page.locator(here + choice).count():
                break
        click_and_wait_redraw(page, render, choice)
    assert asked, "the learner played a card"
    page.wait_for_selector(".cal-why-choice select", timeout=60_000)
    chosen = page.locator(".cal-why-choice select option").first.inner_text().replace("\xa0", " ")
    assert re.match(r"trick \d+: \w+ played ", chosen), chosen
    page.locator(".cal-why").click()
    page.wait_for_function(
        "() => document.querySelector('.cal-why-text').innerText.includes('The expert would play')", timeout=120_000
    )
    why = page.locator(".cal-why-text").inner_text()
    assert "expert computer player" in why and chosen.split(": ")[1].split(" played")[0] in why
    body = page.locator("body").inner_text()
    assert "went wrong" not in body and "Traceback" not in body
