"""Every word the command line prints comes from the message catalogue (issue 20): each
command, its ``--help`` and its refusals, run under the pseudo-locale ``en-XA`` (``--lang
en-XA``), leave no word outside the ⟦ ⟧ of the catalogue's messages.

What may stand outside: card codes (10♥ Q♠), numbers, rule ids (R12, V3), the table's
names, punctuation, what the user typed (the file paths, options ``--seed``, their
metavars ``FILE``, their choices ``{random,heuristic}``, the command names, the rule
profiles' names, the kinds of player) and the program's name.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from calabresella.cli import main
from calabresella.games.registry import descriptions
from calabresella.words.pseudo import unwrapped
from calabresella.words.table import NAMES_EIGHT

ROOT = Path(__file__).resolve().parents[1]
RECORDS = ROOT / "tests" / "fixtures" / "records"
STRONG = "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"

COMMANDS = ("deal", "rules-sheet", "replay", "analyse", "match", "advise", "session", "simulate", "puzzles", "rules")
"""Every command of the command line (a new one is caught by :func:`test_every_command_is_run`)."""

KEPT_NAMES = {*NAMES_EIGHT, "Ada", "Ben", "Cleo", "Dino", "Gino", "Lia", "Mara"}
"""The table's names: the default ones and those of the records under tests/fixtures."""

TYPED = {"calabresella", *COMMANDS, *descriptions(), "random", "heuristic", "expert", "french", "italian", "all"}
"""What the user types (the program, its commands, the profiles, the kinds of player, the
styles): said as typed in every language."""

_ALLOWED = re.compile(
    r"(?:10|[2-7AKQJRCF])[♥♦♣♠]"  # a card code
    r"|--?[a-z][a-z-]*"  # an option
    r"|\{[^{}]*\}"  # an option's choices
    r"|\b[A-Z][A-Z_]*(?:\.[a-z]+)?\b"  # a metavar (FILE, FILE.json) or an environment variable
    r"|\b[RV]\d+[a-z]?\b"  # a rule id
    r"|\S*/\S*"  # a path
)
_WORD = re.compile(r"[^\W\d_]{2,}")
_TYPED_WITH_HYPHENS = re.compile(
    "|".join(rf"(?<![\w-]){re.escape(word)}(?![\w-])" for word in sorted(TYPED, key=len, reverse=True) if "-" in word)
)


def leaks(text: str, *kept: str) -> list[str]:
    """The words of ``text`` said outside the catalogue: outside every ⟦ ⟧, once what the
    user typed, the names, card codes, rule ids and ``kept`` are taken away.

    >>> leaks("⟦ƥĺàýš⟧ 3♠ R20 --seed SEED Anna")
    []
    >>> leaks("calabresella deal: error: ⟦ñö⟧ (see --help)")
    ['error', 'see']
    """
    outside = unwrapped(text)
    for literal in sorted(kept, key=len, reverse=True):
        outside = outside.replace(literal, " ")
    outside = _TYPED_WITH_HYPHENS.sub(" ", outside)
    outside = _ALLOWED.sub(" ", outside)
    return [word for word in _WORD.findall(outside) if word not in KEPT_NAMES and word not in TYPED]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """``main(["--lang", "en-XA", *argv])``: its exit status, and what it printed (standard
    output and standard error)."""
    try:
        code = main(["--lang", "en-XA", *argv])
    except SystemExit as stop:
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    return code, out + err


def check(argv: list[str], capsys: pytest.CaptureFixture[str], status: int = 0, *kept: str) -> str:
    code, printed = run(argv, capsys)
    assert code == status, printed
    found = leaks(printed, *kept, *(word for word in argv if "/" in word))
    if found:
        lines = [line for line in printed.splitlines() if leaks(line, *kept, *(w for w in argv if "/" in w))]
        pytest.fail(f"words outside the catalogue: {sorted(set(found))} in\n" + "\n".join(lines[:20]))
    assert "⟦" in printed, printed  # the pseudo-locale is spoken
    return printed


def test_the_check_finds_a_word_left_outside_the_catalogue() -> None:
    assert leaks("⟦Šàṽéð⟧ Saved the record to out/deal.json") == ["Saved", "the", "record", "to"]
    assert leaks("⟦Šàṽéð ţĥé ŕéçöŕð ţö⟧ out.json", "out.json") == []


@pytest.mark.parametrize("command", [[], *([c] for c in COMMANDS)], ids=lambda c: " ".join(c) or "calabresella")
def test_help_is_all_in_the_catalogue(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    printed = check([*command, "--help"], capsys)
    assert "⟦üšàĝé: ⟧" in printed and "⟦šĥöŵ ţĥîš ĥéĺƥ ɱéššàĝé àñð éẋîţ⟧" in printed  # argparse's own words


def test_every_command_is_run(capsys: pytest.CaptureFixture[str]) -> None:
    """COMMANDS is every command of the parser (so each has its --help checked above)."""
    from calabresella.cli import build_parser

    parser = build_parser()
    subparsers = next(a for a in parser._actions if a.dest == "command")
    assert tuple(subparsers.choices) == COMMANDS  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "--seed", "1"],
        ["deal", "--seed", "2", "--rules", "four-at-the-table", "--dealer", "3"],
        ["deal", "--seed", "1", "--rules", "american"],
        ["deal", "--seed", "1", "--rules", "tressette"],
        ["deal", "--seed", "1", "--rules", "rovescino"],
        ["deal", "--seed", "7", "--hands-only"],
        ["deal", "--seed", "7", "--hands-only", "--style", "italian"],
        ["rules"],
        ["replay", str(RECORDS / "italian-italian-finished.json")],
        ["replay", str(RECORDS / "american-finished-1.json")],
        ["replay", str(RECORDS / "tressette-finished-4.json")],
        ["session", "--seed", "1"],
        ["simulate", "--deals", "200"],
        ["simulate", "--deals", "200", "--rules", "bidder-leads"],
        ["match", "--deals", "2", "--players", "heuristic,random", "--quiet"],
        ["advise", STRONG, "--samples", "2", "--quiet"],
        ["analyse", str(RECORDS / "italian-italian-finished.json"), "--exchange", "0", "--quiet"],
    ],
    ids=lambda argv: " ".join(a if "/" not in a else Path(a).name for a in argv),
)
def test_a_command_prints_only_the_catalogues_words(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    check(argv, capsys)


def test_a_saved_deal_and_sheets_are_told_in_the_catalogues_words(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    saved = tmp_path / "deal.json"
    check(["deal", "--seed", "4", "--save", str(saved)], capsys)
    check(["replay", str(saved)], capsys)
    check(["deal", "--seed", "4", "--hands-only", "--sheet", str(tmp_path / "hands.html")], capsys)
    check(["rules-sheet", "--out", str(tmp_path), "--html-only"], capsys)
    check(["session", "--seed", "2", "--save", str(tmp_path / "session.json")], capsys)


@pytest.mark.parametrize(
    "argv",
    [
        [],  # no command
        ["dael"],  # no such command
        ["deal", "--seed", "x"],
        ["deal", "--seed", "-4"],
        ["deal", "--dealer", "3"],
        ["deal", "--force"],
        ["deal", "--style", "italian"],
        ["deal", "--no-such-option"],
        ["replay"],
        ["replay", "no-such-file.json"],
        ["replay", str(RECORDS / "expected.json")],
        ["simulate", "--rules", "all-pass-limited"],
        ["advise", "3S 2S"],
        ["advise", STRONG, "--auction", "pass, pass, pass"],
        ["advise", STRONG, "--seat", "2"],
        ["analyse", str(RECORDS / "italian-italian-finished.json"), "--exchange", "some"],
        ["match", "--deals", "1"],
        ["match", "--players", "expert"],
        ["match", "--players", "heuristic,random", "--samples", "3"],
        ["match", "--time-budget", "0"],
        ["session", "--rules", "italian", "--save", "no-such-folder/session.json"],
    ],
    ids=lambda argv: " ".join(a if "/" not in a else Path(a).name for a in argv) or "no command",
)
def test_a_refusal_is_said_in_the_catalogues_words(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    printed = check(argv, capsys, 2, "no-such-file.json", "no-such-folder")
    assert len(printed.strip().splitlines()) == 1, printed  # one line, as in English


def test_an_unknown_language_is_refused_with_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    try:
        code = main(["--lang", "klingon", "rules"])
    except SystemExit as stop:
        code = int(stop.code or 0)
    err = capsys.readouterr().err
    assert code == 2 and "'klingon'" in err and "en, en-XA" in err and "\n" == err[-1] and err.count("\n") == 1


def test_the_language_chosen_lasts_only_for_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang=en-XA", "simulate", "--deals", "50"]) == 0
    assert "⟦" in capsys.readouterr().out
    assert main(["simulate", "--deals", "50"]) == 0
    assert "⟦" not in capsys.readouterr().out
