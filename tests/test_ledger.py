"""The ledger table and the balance chart of a session (R10, R28, R29, R30)."""

import re

import pytest

from calabresella.engine.actions import Contract
from calabresella.engine.errors import ArgumentValueError
from calabresella.games.italian.players import RandomPlayer
from calabresella.games.italian.rules import PROFILES
from calabresella.games.italian.session import Session, play_session
from calabresella.show.ledger import balance_svg, ledger_html, ledger_rows

E2 = dict(contract=Contract.SOLO, soloist=1, soloist_trick_thirds=13, monte_thirds=2, soloist_tricks=7,
          last_trick_to_soloist=True)


def small_session():
    return Session(first_dealer=0).record_by_hand(**E2).record_by_hand(contract=None).record_by_hand(
        **E2 | {"soloist": 2, "soloist_trick_thirds": 3, "soloist_tricks": 2, "last_trick_to_soloist": False})


def test_R29_each_row_has_the_balances_after_the_deal():
    rows = ledger_rows(small_session())
    assert [r["balances"] for r in rows] == [(-2, 4, -2), (-2, 4, -2), (0, 6, -6)]
    assert [r["contract"] for r in rows] == ["Solo", "all passed", "Solo"]
    assert rows[1]["soloist"] == "—" and rows[1]["result"] == "not scored (R10)"
    assert rows[0]["thirds"] == 18 and rows[2]["result"] == "lost"


def test_R29_ledger_html_is_a_table_with_a_row_per_deal_and_a_column_per_player():
    html = ledger_html(small_session())
    assert html.count("<tr>") == 1 + 3
    for word in ("deal", "contract", "soloist", "thirds", "result", "Anna", "Bruno", "Carla", "Standings"):
        assert word in html
    assert "+6" in html and "−6" in html  # true minus signs
    assert ledger_html(small_session(), names=["Ada", "Bea", "Cy"]).count("Bea") >= 2


def test_ledger_html_escapes_names_and_says_when_empty():
    html = ledger_html(Session(names=("<b>x</b>", "B", "C")))
    assert "<b>x</b>" not in html and "&lt;b&gt;" in html
    assert "No deals yet" in html


def test_R1_names_must_be_one_per_player():
    with pytest.raises(ArgumentValueError, match="R1"):
        ledger_html(small_session(), names=["A", "B"])
    with pytest.raises(TypeError):
        balance_svg("not a session")


def test_R29_balance_svg_has_a_line_per_player_a_legend_and_fits_600_pixels():
    svg = balance_svg(small_session())
    assert svg.startswith("<svg") and 'width="600"' in svg
    assert svg.count("<polyline") == 3
    for name in ("Anna", "Bruno", "Carla"):
        assert svg.count(name) >= 3  # legend, end label, tooltip
    xs = [float(x) for x in re.findall(r' x="([-0-9.]+)"', svg)]
    assert max(xs) < 600 and min(xs) >= 0
    assert "No deals yet" in balance_svg(Session())


def test_R29_balance_svg_ends_at_the_session_balances_for_a_whole_session():
    session = play_session([RandomPlayer(s) for s in range(3)], seed=3)
    svg = balance_svg(session)
    for name, balance in zip(session.names, session.balances, strict=False):
        assert f"{name} {balance:+d}".replace("-", "−") in svg


def test_V3_four_players_get_four_lines():
    session = Session(names=("A", "B", "C", "D"), rules=PROFILES["four-at-the-table"])
    session = session.record_by_hand(**E2 | {"soloist": 2})
    assert balance_svg(session).count("<polyline") == 4
    assert ledger_rows(session)[0]["balances"].count(0) == 1


def fill(app, contract="solo", soloist=1, thirds=13, monte=2, tricks=7, last=True):
    app.contract.value = contract
    if contract != "passed":
        app.soloist.value = soloist
        app.trick_thirds.value, app.monte_thirds.value, app.tricks.value = thirds, monte, tricks
        app.last_trick.value = last


def test_R28_the_real_cards_app_adds_a_deal_scored_by_the_engine():
    from calabresella.show.ledger import RealCardsLedger

    app = RealCardsLedger(first_dealer=0)
    fill(app)
    assert app.add() and app.last_message == ""
    assert app.session.balances == (-2, 4, -2)
    assert "Solo" in app.table.value and app.chart.value.startswith("<svg")
    assert "Bruno deals" in app.status.value
    fill(app, "passed")
    assert app.add() and app.session.scored_deals == 1 and len(app.session.deals) == 2
    assert "text/plain" in app._repr_mimebundle_()


def test_R22_the_app_refuses_a_cappotto_with_the_last_trick_lost_in_words_and_changes_nothing():
    from calabresella.show.ledger import RealCardsLedger

    app = RealCardsLedger()
    fill(app, tricks=12, thirds=30, last=False)
    assert not app.add()
    assert "R22" in app.last_message and "Nothing changed" in app.last_message and "Traceback" not in app.last_message
    assert app.session.deals == () and "No deals yet" in app.table.value
    fill(app, thirds=40)
    assert not app.add() and "R5" in app.last_message


def test_the_app_undoes_the_last_deal_and_refuses_after_the_session_is_over():
    from calabresella.show.ledger import RealCardsLedger

    app = RealCardsLedger(names=["Ada", "Bea", "Cy"])
    assert not app.undo() and "no deal to undo" in app.last_message
    fill(app, contract="solissimo dividete", soloist=0, thirds=25, monte=3, tricks=10)
    assert app.add() and app.session.balances == (16, -8, -8)  # dividete: v = 8 (R26)
    assert app.undo() and app.session.deals == () and app.undo_button.disabled
    for _ in range(9):
        fill(app)
        assert app.add()
    assert app.session.is_over and app.add_button.disabled and "The session is over" in app.status.value
    assert not app.add() and "R30" in app.last_message


def test_V3_at_four_the_soloist_box_leaves_out_the_dealer():
    from calabresella.show.ledger import RealCardsLedger

    app = RealCardsLedger(rules=PROFILES["four-at-the-table"], first_dealer=2)
    assert [seat for _, seat in app.soloist.options] == [0, 1, 3]


# --------------------------------------------------------------------- in a browser (Voila)

try:  # the browser fixtures of test_browser.py; without Playwright or Chromium this test skips
    from test_browser import CHROMIUM, ROOT, browser, free_port, page, start_server, stop  # noqa: F401
except (ImportError, pytest.skip.Exception):
    CHROMIUM = None


@pytest.fixture(scope="module")
def voila_08(tmp_path_factory):
    import sys

    port = free_port()
    log = tmp_path_factory.mktemp("voila08") / "voila.log"
    command = [sys.executable, "-m", "voila", "notebooks/08_session.ipynb", "--no-browser", f"--port={port}",
               "--Voila.ip=127.0.0.1", "--theme=light"]
    proc = start_server(command, f"http://127.0.0.1:{port}/", ROOT, log)
    yield f"http://127.0.0.1:{port}/"
    stop(proc)


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None or not __import__("os").path.exists(CHROMIUM or ""),
                    reason="needs Chromium and Playwright (see tests/test_browser.py)")
def open_ledger(page, url):
    """The ledger app on the page at ``url``, once it is drawn."""
    page.goto(url, timeout=180_000)
    page.wait_for_selector(".cal-ledger-add", timeout=180_000)
    return page.locator(".cal-real-cards")


def type_and_add(app, contract, boxes):
    """Choose ``contract``, type each (box, value) of ``boxes`` as a user does, press Add deal."""
    app.locator(".cal-ledger-contract select").select_option(label=contract)
    for name, value in boxes:
        box = app.locator(f".cal-ledger-{name} input")
        box.fill(value)
        box.press("Enter")
    app.locator(".cal-ledger-add").click()


def test_R22_R28_lesson_08_as_a_page_keeps_a_real_cards_ledger(voila_08, page):
    app = open_ledger(page, voila_08)
    app.locator(".cal-ledger-soloist select").select_option(label="Bruno")
    type_and_add(app, "Solo", (("trick-thirds", "13"), ("monte-thirds", "2"), ("tricks", "7")))
    page.wait_for_function(
        "() => document.querySelector('.cal-ledger-table').innerText.includes('Solo')", timeout=30_000)
    assert "+4" in app.locator(".cal-ledger-table").inner_text()  # E2: Bruno +4, the others −2 (R28)
    tricks = app.locator(".cal-ledger-tricks input")
    tricks.fill("12")
    tricks.press("Enter")
    app.locator(".cal-ledger-last-trick select").select_option(label="a defender")
    app.locator(".cal-ledger-add").click()
    page.wait_for_function(
        "() => document.querySelector('.cal-ledger-error').innerText.includes('R22')", timeout=30_000)
    assert "Nothing changed" in app.locator(".cal-ledger-error").inner_text()
    assert app.locator(".cal-ledger-table tbody tr").count() == 1


# --------------------------------------------------------------------- bad input (issue 18)


def test_V2b_the_app_keeps_an_all_passed_deals_monte_typed_in_its_box():
    from calabresella.show.ledger import RealCardsLedger

    app = RealCardsLedger(rules=PROFILES["all-pass-limited"], first_dealer=0)
    assert app.monte.layout.display != "none"
    fill(app, "passed")
    assert app.monte.disabled is False
    assert not app.add() and "Monte kept" in app.last_message and "monte=" not in app.last_message
    app.monte.value = "A♥ A♠ AD ac"
    assert app.add() and app.session.kept_monte is not None and len(app.session.deals) == 1
    assert "A♥ A♠ A♦ A♣" in app.status.value and "12 thirds" in app.status.value
    assert app.monte.value == "A♥ A♠ A♦ A♣"  # a second all-pass keeps the same monte
    fill(app, "solissimo", soloist=0, thirds=15, monte=0, tricks=7)
    assert not app.add() and "12" in app.last_message and "V2b" in app.last_message
    fill(app, "solissimo", soloist=0, thirds=15, monte=12, tricks=7)
    assert app.add() and app.session.balances == (8, -4, -4)


def test_V2b_the_monte_box_is_hidden_where_the_monte_is_not_kept_and_a_bad_monte_is_refused():
    from calabresella.show.ledger import RealCardsLedger

    plain = RealCardsLedger()
    assert plain.monte.layout.display == "none"
    for box in (plain.contract, plain.soloist, plain.trick_thirds, plain.monte_thirds, plain.tricks, plain.last_trick):
        assert box.layout.display != "none"  # hiding the monte box hides no other
    app = RealCardsLedger(rules="all-pass-limited")
    fill(app, "passed")
    for typed in ("A♥ A♠", "banana " * 5000, "A♥ A♥ A♦ A♣"):
        app.monte.value = typed
        assert not app.add() and app.session.deals == () and "Nothing changed" in app.last_message
        assert len(app.last_message) < 400


def test_the_app_takes_a_profile_name_and_refuses_what_is_not_one_in_words():
    from calabresella.engine.errors import ArgumentTypeError
    from calabresella.games.italian.rules import RulesError
    from calabresella.games.italian.session import SessionError
    from calabresella.show.ledger import RealCardsLedger

    assert RealCardsLedger(rules="four-at-the-table").session.rules is PROFILES["four-at-the-table"]
    with pytest.raises(RulesError, match="tressette"):
        RealCardsLedger(rules="tressette")
    with pytest.raises(RulesError, match="no rule profile"):
        RealCardsLedger(rules="italain")
    with pytest.raises(ArgumentTypeError, match="rules"):
        RealCardsLedger(rules=5)
    with pytest.raises(ArgumentTypeError, match="session"):
        RealCardsLedger(session="x")
    with pytest.raises(SessionError, match="got 'Anna'"):
        RealCardsLedger(names="Anna")
    with pytest.raises(ArgumentValueError, match="not both"):
        RealCardsLedger(names=["A", "B", "C"], session=Session())


def test_V2b_a_scored_deal_empties_the_monte_box_so_no_old_monte_is_kept_by_mistake():
    from calabresella.show.ledger import RealCardsLedger

    app = RealCardsLedger(rules="all-pass-limited", first_dealer=0)
    fill(app, "passed")
    app.monte.value = "A♥ A♠ A♦ A♣"
    assert app.add()
    fill(app, soloist=1)
    assert app.add() and app.monte.value == "" and app.session.kept_monte is None


@pytest.mark.browser
@pytest.mark.skipif(CHROMIUM is None or not __import__("os").path.exists(CHROMIUM or ""),
                    reason="needs Chromium and Playwright (see tests/test_browser.py)")
def test_V2b_a_page_in_all_pass_limited_keeps_a_passed_deals_monte(tmp_path, page):
    import sys

    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(
        "from calabresella.show.ledger import RealCardsLedger\n"
        "RealCardsLedger(rules='all-pass-limited', first_dealer=0).ui")]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, tmp_path / "v2b.ipynb")
    port = free_port()
    command = [sys.executable, "-m", "voila", str(tmp_path / "v2b.ipynb"), "--no-browser", f"--port={port}",
               "--Voila.ip=127.0.0.1", "--theme=light"]
    proc = start_server(command, f"http://127.0.0.1:{port}/", tmp_path, tmp_path / "voila.log")
    try:
        app = open_ledger(page, f"http://127.0.0.1:{port}/")
        type_and_add(app, "All passed (nobody bid)", (("monte", "A♥ A♠ AD ac"),))
        page.wait_for_function(
            "() => document.querySelector('.cal-real-cards').innerText.includes('12 thirds')", timeout=30_000)
        assert app.locator(".cal-ledger-table tbody tr").count() == 1 and "all passed" in app.inner_text()
        type_and_add(app, "Solissimo", (("trick-thirds", "15"), ("monte-thirds", "0"), ("tricks", "7")))
        page.wait_for_function(
            "() => document.querySelector('.cal-ledger-error').innerText.includes('must be 12')", timeout=30_000)
        assert app.locator(".cal-ledger-table tbody tr").count() == 1
    finally:
        stop(proc)


@pytest.mark.parametrize("name", ["american", "tressette", "tressette-in-due"])
def test_V4_V5_the_ledger_and_chart_show_a_session_of_the_other_games(name):
    from calabresella.games.registry import load_game
    from calabresella.games.sessions import deal_seeds
    from calabresella.games.sessions import play_session as play_any

    game = load_game(name)
    empty = game.session(rules=name)
    assert "No deals yet" in ledger_html(empty) and "<polyline" in balance_svg(empty)
    seeds = deal_seeds(4)
    players = [game.player("heuristic", s) for s in range(len(empty.names))]
    session = play_any(empty, players, lambda: seeds.randrange(2**31))
    rows = ledger_rows(session)
    assert len(rows) == len(session.deals) and rows[-1]["balances"] == session.balances
    assert [r["dealer"] for r in rows[:2]] == [session.names[0], session.names[1]]
    table = ledger_html(session)
    assert table.count("<tr>") == len(rows) + 1 and "The session is over." in table
    assert all(side.replace("&", "&amp;") in table for _, side, _ in session.standings())  # escaped
    assert balance_svg(session).count("<polyline") == len(session.names)
    assert "Zoe" in ledger_html(session, names=["Zoe", *session.names[1:]])


def test_the_ledger_refuses_what_is_not_a_session_in_words():
    with pytest.raises(TypeError, match="a session of one of the games"):
        ledger_html("session")
