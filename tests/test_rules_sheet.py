"""The one-page rules sheet and the hands sheet for real cards (R3–R30), and their commands."""

import os
import re
import stat
from pathlib import Path

import pytest

from calabresella.__main__ import main
from calabresella.engine.cards import PACK, PACK_THIRDS, RANKS_HIGH_TO_LOW
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.rules import ITALIAN, PROFILES
from calabresella.show import rules_sheet
from calabresella.show.rules_sheet import SECTIONS, hands_sheet_html, rules_sheet_html

HAS_CHROMIUM = rules_sheet.find_chromium() is not None


def pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


def test_R3_R30_the_sheet_has_every_section_in_order():
    html = rules_sheet_html()
    where = [html.index(f"<h2>{title}</h2>") for title in SECTIONS]
    assert where == sorted(where)
    for word in ("Chiamo", "Solo", "Solissimo", "dividete", "scegliete", "monte", "Cappotto", "Stramazzo", "soloist"):
        assert word in html


def test_R4_R5_every_rank_has_a_picture_with_alt_text_and_its_thirds():
    html = rules_sheet_html()
    labels = re.findall(r'role="img" aria-label="([^"]+)"><svg', html)
    assert len(labels) == len(RANKS_HIGH_TO_LOW) + 4  # the ladder of one suit, and the four aces
    assert "asso di coppe (ace of cups), 3 thirds" in labels
    assert "sette di coppe (seven of cups), 0 thirds" in labels
    assert html.count("<svg") == len(labels)
    assert "<img" not in html and "http" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "")  # self-contained


def test_R5_R25_R26_R27_the_numbers_come_from_the_rules_profile():
    html = rules_sheet_html()
    assert f"{ITALIAN.total_thirds} thirds" in html and f"The pack holds {PACK_THIRDS} thirds" in html
    assert f"wins with {ITALIAN.win_thirds} thirds" in html
    assert f"×{ITALIAN.cappotto_multiplier}" in html and f"×{ITALIAN.stramazzo_multiplier}" in html
    assert f"<td>Solissimo scegliete</td><td>{ITALIAN.stake('solissimo', 'scegliete')}</td>" in html
    assert f"{ITALIAN.session_deals} scored deals" in html
    changed = rules_sheet_html(PROFILES["first-to-21"])
    assert "reaches 21" in changed and "9 scored deals" not in changed


def test_R3_the_sheet_agrees_with_docs_rules():
    rules_md = (Path(__file__).parent.parent / "docs" / "rules.md").read_text(encoding="utf-8")
    assert "**3, 2, asso (A), re (K), cavallo (Q),\n  fante (J), 7, 6, 5, 4**" in rules_md
    assert "**35\n  thirds**" in rules_md and "**18 thirds**" in rules_md and "**nine scored deals**" in rules_md
    assert len(PACK) == 40
    html = rules_sheet_html()
    covered = set()
    for low, high in re.findall(r"R(\d+)(?:–R(\d+))?", html):
        covered.update(range(int(low), int(high or low) + 1))
    assert covered == set(range(1, 31))  # every rule of docs/rules.md is on the sheet


def test_rules_sheet_html_only_writes_the_html_and_exits_0(tmp_path, capsys):
    assert main(["rules-sheet", "--out", str(tmp_path), "--html-only"]) == 0
    assert (tmp_path / "rules-sheet.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert not (tmp_path / "rules-sheet.pdf").exists()
    assert "--html-only" in capsys.readouterr().out


def test_rules_sheet_without_chromium_writes_the_html_and_says_the_pdf_needs_it(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(rules_sheet, "find_chromium", lambda: None)
    assert main(["rules-sheet", "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "Chromium" in err and "--html-only" in err and err.count("\n") == 1
    assert (tmp_path / "rules-sheet.html").exists() and not (tmp_path / "rules-sheet.pdf").exists()


@pytest.mark.skipif(not HAS_CHROMIUM, reason="the PDF needs Chromium")
def test_rules_sheet_pdf_is_one_page(tmp_path, capsys):
    assert main(["rules-sheet", "--out", str(tmp_path)]) == 0
    pdf = (tmp_path / "rules-sheet.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and pages(pdf) == 1
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temporary file left
    # the French style fits one page too
    assert main(["rules-sheet", "--out", str(tmp_path), "--style", "french"]) == 0
    assert pages((tmp_path / "rules-sheet.pdf").read_bytes()) == 1


def test_R7_the_hands_sheet_has_one_section_per_seat_and_the_monte():
    deal = Deal.new(seed=7)
    html = hands_sheet_html(deal)
    assert html.count('<section class="seat">') == 4
    assert len(re.findall(r'role="img" aria-label=', html)) == 3 * ITALIAN.hand_size + ITALIAN.monte_size
    assert "Seat 1 — Bruno (first to speak)" in html and "Seat 0 — Anna (dealer)" in html
    for card in deal.dealt_hands[2]:
        assert f'aria-label="{card.italian} ({card.english})' in html


# --------------------------------------------------------------------- the glossary

ROOT = Path(__file__).parent.parent
GLOSSARY = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
ENTRIES = re.findall(r"^- \*\*(.+?)\*\*(.*)$", GLOSSARY, flags=re.MULTILINE)


def glossary_terms():
    """Every word the glossary explains, lower case (an entry may define two: 'mano / primo')."""
    terms = set()
    for head, rest in ENTRIES:
        terms.add(head.lower())
        terms.update(t.lower() for t in re.findall(r"\*\*(.+?)\*\*", rest))
        terms.update(t.lower() for t in re.findall(r"\(\*(.+?)\*\)", rest))  # thirds (*terzi*)
    return terms


def italian_vocabulary():
    """The game's Italian words, from the engine itself and a short fixed list."""
    from calabresella.engine.actions import Contract, Enhancement
    from calabresella.engine.cards import Suit
    from calabresella.games.tressette import Signal

    words = {s.value for s in Suit} | {c.value for c in Contract} | {e.value for e in Enhancement if e is not Enhancement.PLAIN}
    words |= {r.italian for r in RANKS_HIGH_TO_LOW if r.value.isalpha()} | {s.value for s in Signal}
    words |= {"monte", "presa", "mano", "cappotto", "stramazzo", "napoletana", "calabrasella", "tressette",
              "in due", "treccani"}
    return words


def test_every_glossary_entry_is_one_sentence_with_rule_ids_that_exist_in_docs_rules():
    rules_md = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert len(ENTRIES) >= 40
    for head, rest in ENTRIES:
        assert rest.startswith((":", " ")) and rest.rstrip().endswith("."), head
        for rule in re.findall(r"\b([REV]\d+b?)\b", rest):
            assert re.search(rf"\b{rule}\b", rules_md), f"glossary {head!r}: {rule} is not in docs/rules.md"
    for low, high in re.findall(r"\b[RV](\d+)–[RV](\d+)\b", GLOSSARY):
        assert int(low) < int(high)


def test_the_glossary_has_the_words_the_brief_asks_for():
    terms = glossary_terms()
    for word in ("presa", "monte", "mano", "primo", "chiamo", "solo", "solissimo", "dividete", "scegliete",
                 "cappotto", "stramazzo", "napoletana", "fante", "cavallo", "re", "asso", "coppe", "denari",
                 "bastoni", "spade", "thirds", "terzi", "soloist", "defenders", "stake", "session"):
        assert word in terms, word


def headings():
    """The headings of every lesson notebook and the text of the play page."""
    import json

    texts = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                texts += [line for line in "".join(cell["source"]).splitlines() if line.startswith("#")]
    page = sorted((ROOT / "calabresella" / "show" / "play").glob("*.py"))
    page += sorted((ROOT / "calabresella" / "games").glob("*/prompts.py"))  # each game's words on the page
    assert page, "the play page's modules"
    texts += [path.read_text(encoding="utf-8") for path in page]
    return "\n".join(texts).lower()


def test_every_italian_word_in_the_lesson_headings_and_the_play_page_is_in_the_glossary():
    text, terms = headings(), glossary_terms()
    used = {word for word in italian_vocabulary() if re.search(rf"\b{re.escape(word)}\b", text)}
    assert {"monte", "chiamo", "solissimo", "cappotto"} <= used  # the scan finds them
    assert sorted(used - terms) == []


def test_docs_rules_links_the_glossary_and_the_rules_sheet():
    rules_md = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert "(glossary.md)" in rules_md and "rules-sheet --out DIR" in rules_md and "(classroom.md)" in rules_md


def test_every_command_in_the_classroom_guide_runs(tmp_path, monkeypatch, capsys):
    """docs/classroom.md is for a teacher who copies its commands: each one must work as written."""
    import shlex

    guide = (ROOT / "docs" / "classroom.md").read_text(encoding="utf-8")
    commands = sorted(set(re.findall(r"`python -m calabresella ([^`]+)`", guide)))
    assert any("rules-sheet" in c for c in commands) and any("--hands-only" in c for c in commands)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "handouts").mkdir()
    for command in commands:
        argv = shlex.split(command)
        if argv[0] == "rules-sheet" and not HAS_CHROMIUM:
            argv.append("--html-only")
        assert main(argv) == 0, command
    capsys.readouterr()
    assert (tmp_path / "handouts" / "rules-sheet.html").exists() and (tmp_path / "hands-7.html").exists()


# --------------------------------------------------------------------- the command's files (issue 18)


def fake_chromium(tmp_path, body: str) -> str:
    """A stand-in for Chromium: a script that runs ``body`` with the --print-to-pdf path in $PDF."""
    script = tmp_path / "fake-chromium"
    script.write_text(
        "#!/bin/sh\nfor a in \"$@\"; do case $a in --print-to-pdf=*) PDF=${a#--print-to-pdf=};; esac; done\n" + body + "\n",
        encoding="utf-8",
    )
    script.chmod(0o755)
    return str(script)


def test_rules_sheet_creates_the_folder_of_the_readmes_example(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["rules-sheet", "--out", "sheets", "--html-only"]) == 0, capsys.readouterr().err
    assert (tmp_path / "sheets" / "rules-sheet.html").exists()


def test_rules_sheet_into_a_path_that_is_a_file_is_refused(tmp_path, capsys):
    (tmp_path / "taken").write_text("mine", encoding="utf-8")
    assert main(["rules-sheet", "--out", str(tmp_path / "taken"), "--html-only"]) == 2
    assert "not a folder" in capsys.readouterr().err
    assert (tmp_path / "taken").read_text(encoding="utf-8") == "mine"


def test_rules_sheet_with_an_empty_out_is_refused_and_writes_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["rules-sheet", "--out", "", "--html-only"]) == 2
    err = capsys.readouterr().err
    assert "--out" in err and "folder" in err and err.count("\n") == 1
    assert main(["rules-sheet", "--out", "a\x00b", "--html-only"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_rules_sheet_refuses_to_replace_an_edited_sheet_without_force(tmp_path, capsys):
    assert main(["rules-sheet", "--out", str(tmp_path), "--html-only"]) == 0
    assert main(["rules-sheet", "--out", str(tmp_path), "--html-only"]) == 0  # the same sheet again: fine
    assert main(["rules-sheet", "--out", str(tmp_path), "--html-only", "--style", "french"]) == 0  # another, unedited
    sheet = tmp_path / "rules-sheet.html"
    sheet.write_text(sheet.read_text(encoding="utf-8").replace("the rules on one page", "our house rules"), encoding="utf-8")
    capsys.readouterr()
    assert main(["rules-sheet", "--out", str(tmp_path), "--html-only"]) == 2
    err = capsys.readouterr().err
    assert "--force" in err and "rules-sheet.html" in err and err.count("\n") == 1
    assert "our house rules" in sheet.read_text(encoding="utf-8")
    assert main(["rules-sheet", "--out", str(tmp_path), "--html-only", "--force"]) == 0
    assert "our house rules" not in sheet.read_text(encoding="utf-8")


def test_rules_sheet_pdf_gets_the_usual_permissions(tmp_path, monkeypatch, capsys):
    chromium = fake_chromium(tmp_path, 'printf "%%PDF-1.4 fake" > "$PDF"')
    monkeypatch.setattr(rules_sheet, "find_chromium", lambda: chromium)
    out = tmp_path / "out"
    old = os.umask(0o022)
    try:
        assert main(["rules-sheet", "--out", str(out)]) == 0, capsys.readouterr().err
    finally:
        os.umask(old)
    pdf = out / "rules-sheet.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")
    assert stat.S_IMODE(pdf.stat().st_mode) == 0o644
    assert stat.S_IMODE(pdf.stat().st_mode) == stat.S_IMODE((out / "rules-sheet.html").stat().st_mode)


def test_rules_sheet_when_chromium_hangs_says_so_on_one_line(tmp_path, monkeypatch, capsys):
    chromium = fake_chromium(tmp_path, "sleep 30")
    monkeypatch.setattr(rules_sheet, "find_chromium", lambda: chromium)
    monkeypatch.setattr(rules_sheet, "PRINT_SECONDS", 0.5)
    out = tmp_path / "out"
    assert main(["rules-sheet", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "Chromium" in err and "--html-only" in err and err.count("\n") == 1 and "Traceback" not in err
    assert (out / "rules-sheet.html").exists() and not (out / "rules-sheet.pdf").exists()
    assert [p.name for p in out.iterdir()] == ["rules-sheet.html"]  # no temporary PDF left


@pytest.mark.parametrize("style", ["italian", "french"])
def test_R4_the_sheets_words_name_the_ranks_as_its_pictures_show_them(style):
    from calabresella.show.names import rank_name

    html = rules_sheet_html(style=style)
    ladder = re.search(r"from highest to lowest: <b>([^<]+)</b>", html).group(1)
    for rank in RANKS_HIGH_TO_LOW:
        shown = rank_name(rank, style)
        assert re.search(rf"(^|, ){re.escape(shown)}( \(|,|$)", ladder), (shown, ladder)
    letters = {"K", "Q", "J"} if style == "italian" else {"R", "C", "F"}
    assert not any(re.search(rf"(^|, ){x}( \(|,|$)", ladder) for x in letters), ladder


def test_the_sheets_footer_points_to_nothing_a_printout_cannot_follow():
    for style in ("italian", "french"):
        html = rules_sheet_html(style=style)
        assert "docs/" not in html and ".md" not in html


@pytest.mark.skipif(not HAS_CHROMIUM, reason="laying out the page needs Chromium")
@pytest.mark.parametrize("style", ["italian", "french"])
def test_no_card_of_the_sheet_wraps_onto_a_row_of_its_own(tmp_path, style):
    sync_api = pytest.importorskip("playwright.sync_api")
    path = tmp_path / "sheet.html"
    path.write_text(rules_sheet_html(style=style), encoding="utf-8")
    rows_js = """() => Array.from(document.querySelectorAll('.cards')).map((box) => {
      const rows = {};
      for (const card of box.querySelectorAll(':scope > .card')) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows[top] = (rows[top] || 0) + 1;
      }
      return Object.values(rows);
    })"""
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=rules_sheet.find_chromium(), args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 726, "height": 1000})  # A4 less the 9 mm margins, at 96 dpi
        page.emulate_media(media="print")
        page.goto(path.as_uri())
        rows = page.evaluate(rows_js)
        browser.close()
    assert rows and all(len(r) == 1 or min(r) > 1 for r in rows), f"cards per row in each group: {rows}"


def test_R10_R29_the_classroom_guide_prints_enough_hands_for_a_session():
    """The guide's "seeds 1 to N" and "about M deals" agree with sessions the engine plays."""
    from calabresella.games.italian.players import HeuristicPlayer
    from calabresella.games.italian.session import play_session

    guide = (ROOT / "docs" / "classroom.md").read_text(encoding="utf-8")
    last = int(re.search(r"hands sheets for\s+seeds 1 to (\d+)", guide).group(1))
    about = int(re.search(r"needed about (\d+) deals for nine\s+scored", guide).group(1))
    at_most = int(re.search(r"at most (\d+) in 19 sessions out of 20", guide).group(1))
    assert at_most <= last
    counts = sorted(len(play_session([HeuristicPlayer(s * 3 + i) for i in range(3)], seed=s).deals) for s in range(60))
    assert all(c >= ITALIAN.session_deals for c in counts)
    assert abs(sum(counts) / len(counts) - about) <= 1.5, counts
    assert sum(c <= last for c in counts) >= 0.9 * len(counts), counts
