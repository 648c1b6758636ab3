"""The Italian catalogue (issue #21): every message translated, none fuzzy or stale, each
translation keeping its message's parameters; Italian chosen like any program's language, with
the Italian pictures; the games narrated in Italian, the players' names agreeing with them."""

from __future__ import annotations

import io
import re
import string
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from calabresella.cli.app import main
from calabresella.engine.cards import Card
from calabresella.show.answers import read_answer
from calabresella.words import Seat, Table, msg, using_language
from calabresella.words.catalogue import LOCALE_DIR, languages
from calabresella.words.table import ITALIAN_SUITS, current_table, default_style

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = LOCALE_DIR / "calabresella.pot"
ITALIAN = LOCALE_DIR / "it" / "LC_MESSAGES" / "calabresella.po"
SPEC = re.compile(r"^(|the|words|[^|{}]*\|[^|{}]*(\|[^|{}]*)?)$")
"""The format specs a translation may give a parameter besides its msgid's own (``{tricks:2d}``):
the forms words/message.py's Said answers."""


def _catalog(path):
    with path.open("rb") as handle:
        return read_po(handle, locale="it" if path.suffix == ".po" else None)


def _key(message):
    return (message.id if isinstance(message.id, str) else tuple(message.id)), message.context


def _forms(message):
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]


def _fields(text):
    return {(field, spec or "") for _, field, spec, _ in string.Formatter().parse(text) if field is not None}


@pytest.fixture(scope="module")
def italian():
    return {_key(m): m for m in _catalog(ITALIAN) if m.id}


@pytest.fixture(scope="module")
def template():
    return {_key(m): m for m in _catalog(TEMPLATE) if m.id}


def test_italian_is_a_language_of_the_package():
    assert "it" in languages()


def test_every_message_has_an_italian_translation(template, italian):
    missing = [key for key in template if key not in italian or not all(_forms(italian[key]))]
    assert not missing, f"{len(missing)} messages lack an Italian translation, e.g. {missing[:5]}"


def test_the_italian_catalogue_holds_no_fuzzy_or_stale_entry(template, italian):
    fuzzy = [key for key, m in italian.items() if m.fuzzy]
    assert not fuzzy, f"fuzzy (a guess Babel made, not a translation): {fuzzy[:5]}"
    stale = [key for key in italian if key not in template]
    assert not stale, f"translations of messages the code no longer says: {stale[:5]} (run make messages)"
    assert not _catalog(ITALIAN).obsolete, "obsolete (#~) entries: run make messages"


GLOSSES = {"count", "english"}
"""Parameters a translation may leave out: ``{count}`` (a plural's form says it in a word: "un
terzo") and ``{english}`` (a card's English name, a gloss for English readers)."""


def test_each_translation_keeps_its_messages_parameters(italian):
    """Every {field} a translation says is one its msgid has; none is dropped but the
    :data:`GLOSSES`; format specs are the msgid's own or the ones Said knows."""
    wrong = []
    for key, message in italian.items():
        ids = [key[0]] if isinstance(key[0], str) else list(key[0])
        given = {pair for text in ids for pair in _fields(text)}
        wanted = {field for field, _ in given}
        for form in _forms(message):
            said = _fields(form)
            if {field for field, _ in said} - wanted or any(not SPEC.match(spec) and pair not in given
                                                            for pair in said for spec in [pair[1]]):
                wrong.append((key, form))
        dropped = {field for field, _ in _fields(ids[-1])} - {field for field, _ in _fields(_forms(message)[-1])}
        if dropped - GLOSSES:
            wrong.append((key, f"drops {sorted(dropped)}"))
    assert not wrong, wrong[:5]


def test_each_translation_keeps_its_rule_ids_and_tags(italian):
    wrong = []
    for key, message in italian.items():
        source = key[0] if isinstance(key[0], str) else key[0][-1]
        for form in _forms(message)[-1:]:
            for pattern in (r"\b[RV]\d+\b", r"</?[a-z][a-z0-9]*"):
                if sorted(set(re.findall(pattern, source))) != sorted(set(re.findall(pattern, form))):
                    wrong.append((key, form))
    assert not wrong, wrong[:5]


def test_italian_names_the_cards_with_the_italian_pictures_by_default():
    assert default_style() != ITALIAN_SUITS  # English: ♥ ♦ ♣ ♠
    with using_language("it"):
        assert default_style() == ITALIAN_SUITS and current_table().style == ITALIAN_SUITS
        assert Table().style == ITALIAN_SUITS
        line = msg("{player} plays {card}.", player=Seat(2), card=Card.parse("A♥")).render()
    assert line == "Carla gioca l'asso di coppe."


def test_a_sentence_agrees_with_the_players_gender():
    """{player:il|la}: the article agrees with the player, given (the default names) or guessed
    from a name ("Maria" a woman's, "Luca" a man's)."""
    line = msg("{player} (soloist) against {first} and {second}", player=Seat(1), first=Seat(2), second=Seat(0))
    with using_language("it"):
        said = line.render(Table()), line.with_params(player=Seat(2), first=Seat(1)).render(Table())
        custom = line.render(Table(names=("Luca", "Maria", "Anna"))), line.render(Table(names=("Maria", "Luca", "Anna")))
        given = line.render(Table(names=("Andrea", "Sasha", "Anna"), genders=("m", "f", "f")))
    assert said == ("Bruno (il solista) contro Carla e Anna", "Carla (la solista) contro Bruno e Anna")
    assert custom == ("Maria (la solista) contro Anna e Luca", "Luca (il solista) contro Anna e Maria")
    assert given == "Sasha (la solista) contro Anna e Andrea"


@pytest.mark.parametrize("typed, kind, read", [
    ("due di coppe", "card", Card.parse("2♥")), ("l'asso di spade", "card", Card.parse("A♠")),
    ("il tre di bastoni", "card", Card.parse("3♣")), ("3 terzi", "number", 3), ("11 punti", "number", 11),
    ("passo", "action", "pass"), ("gioco il re di denari", "action", "play K♦"), ("solo", "action", "bid solo"),
])
def test_answer_boxes_read_italian_answers(typed, kind, read):
    with using_language("it"):
        assert read_answer(typed, kind) == read or str(read_answer(typed, kind)) == read


def _said(*argv):
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(list(argv)) == 0
    return out.getvalue()


def test_a_deal_is_narrated_in_italian():
    english = _said("deal", "--seed", "7", "--players", "heuristic")
    italian = _said("deal", "--seed", "7", "--lang", "it", "--players", "heuristic")
    assert italian == _said("--lang", "it", "deal", "--seed", "7", "--players", "heuristic")
    assert "presa" in italian and "gioca" in italian and "di coppe" in italian
    for word in (" plays ", " wins the trick", "Trick ", " thirds", "soloist"):
        assert word in english and word not in italian, word
    assert len(italian.splitlines()) == len(english.splitlines())


def test_the_locale_chooses_italian():
    """LANG=it_IT.UTF-8 and CALABRESELLA_LANG=it each make the command line speak Italian."""
    for environment in ({"LANG": "it_IT.UTF-8"}, {"CALABRESELLA_LANG": "it", "LANG": "C.UTF-8"}):
        done = subprocess.run([sys.executable, "-m", "calabresella", "rules"], capture_output=True, text=True,
                              env={"PATH": "/usr/bin:/bin", **environment}, cwd=ROOT, timeout=120)
        assert done.returncode == 0, done.stderr
        english = subprocess.run([sys.executable, "-m", "calabresella", "rules"], capture_output=True, text=True,
                                 env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}, cwd=ROOT, timeout=120)
        assert done.stdout != english.stdout and done.stdout.count("\n") == english.stdout.count("\n")


@pytest.mark.parametrize("argv", [
    ["session", "--seed", "4"], ["simulate", "--deals", "20", "--seed", "1"], ["rules"], ["--help"],
    ["deal", "--help"], ["deal", "--seed", "3", "--rules", "tressette"], ["deal", "--seed", "5", "--rules", "rovescino"],
    ["deal", "--seed", "2", "--rules", "american"], ["deal", "--seed", "2", "--hands-only"],
])
def test_every_command_speaks_italian(argv, capsys):
    """No command breaks in Italian, and what it prints is not the English text."""
    def run(*language):
        with pytest.raises(SystemExit) if "--help" in argv else _nothing():
            main([*language, *argv])
        return capsys.readouterr().out

    english, italian = run(), run("--lang", "it")
    assert italian and italian != english


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_an_exercise_says_its_unit_in_the_singular_and_the_plural():
    from calabresella.show.exercises import Exercise

    with using_language("it"):
        one = Exercise("Quanti terzi vale il fante?", 1, unit=("terzo", "terzi")).answer("1 terzo")
        five = Exercise("Quanti terzi vale questa presa?", 5, unit=("terzo", "terzi")).answer("5")
    assert "1 terzo." in str(one) and "1 terzi" not in str(one) and "5 terzi." in str(five)
    assert one.correct and five.correct
