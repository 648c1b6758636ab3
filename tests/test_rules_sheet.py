"""The one-page rules sheet and the hands sheet for real cards (R3–R30), and their commands."""

import re
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


def test_rules_sheet_into_a_missing_folder_is_refused(tmp_path, capsys):
    assert main(["rules-sheet", "--out", str(tmp_path / "nope"), "--html-only"]) == 2
    assert "not a folder" in capsys.readouterr().err


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
    texts.append((ROOT / "calabresella" / "show" / "play.py").read_text(encoding="utf-8"))
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
