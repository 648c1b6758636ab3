"""The message catalogue (issue #20): the language chosen, messages as data said to a table,
the pseudo-locale, and a catalogue that is up to date and ships in the package."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from calabresella.engine.cards import Card, parse_cards
from calabresella.engine.errors import ArgumentValueError, CalabresellaError, IllegalActionError
from calabresella.words import Seat, Table, about, language, languages, many, msg, on_screen, using_language
from calabresella.words.catalogue import DOMAIN, LOCALE_DIR, PSEUDO, check_language, known
from calabresella.words.pseudo import CLOSE, OPEN, accented, pseudo, unwrapped

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def pseudo_catalogue(monkeypatch):
    """The pseudo-locale made from the messages this test file uses (not the package's), so
    these tests do not depend on which sentences the package has today."""
    babel = pytest.importorskip("babel.messages.catalog")
    from io import BytesIO

    from babel.messages.mofile import write_mo

    from calabresella.words import catalogue

    made = babel.Catalog(locale="en", domain=DOMAIN)
    made.add(("{count} third", "{count} thirds"), (pseudo("{count} third"), pseudo("{count} thirds")))
    for text in ("{player} must follow {suit}", "you must follow {suit}"):
        made.add(text, pseudo(text))
    data = BytesIO()
    write_mo(data, made)
    data.seek(0)
    import gettext

    translations = gettext.GNUTranslations(data)
    real = catalogue._translations
    monkeypatch.setattr(catalogue, "_translations", lambda name: translations if name == PSEUDO else real(name))


def test_the_committed_catalogue_is_what_make_messages_writes():
    """Forgetting ``make messages`` after changing a message fails here, not on a user's screen."""
    pytest.importorskip("babel")
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "messages.py"), "--check"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_language_has_a_compiled_catalogue_and_english_needs_none():
    assert languages()[0] == "en"
    assert PSEUDO in languages()
    assert (LOCALE_DIR / PSEUDO / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file()
    assert known("en-XA") == known("en_XA.UTF-8") == PSEUDO
    assert known("xx_YY") is None


def test_an_unknown_language_is_refused_with_the_choices():
    with pytest.raises(ArgumentValueError, match=r"no language 'klingon': choose one of en, en-XA"):
        check_language("klingon")
    with pytest.raises(CalabresellaError):
        check_language(3)


def test_the_pseudo_locale_wraps_and_accents_every_message_and_keeps_its_placeholders():
    text = "{player} holds %(count)d <b>cards</b> &amp; more"
    assert pseudo(text) == f"{OPEN}{{player}} ĥöĺðš %(count)d <b>çàŕðš</b> &amp; ɱöŕé{CLOSE}"
    assert accented("{count:.1%} R12, V3 Rome") == "{count:.1%} R12, V3 Ŕöɱé"
    assert unwrapped(f"R20: {OPEN}a {OPEN}b{CLOSE}{CLOSE} left").split() == ["R20:", "left"]


@pytest.mark.parametrize("language_name", ["en", "en-XA"])
def test_a_message_is_said_in_the_language_chosen(language_name, pseudo_catalogue):
    message = many("{count} third", "{count} thirds", 1)
    with using_language(language_name):
        one, five = message.render(), many("{count} third", "{count} thirds", 5).render()
    if language_name == "en":
        assert (one, five) == ("1 third", "5 thirds")  # not "1 thirds"
    else:
        assert one.startswith(OPEN) and one.endswith(CLOSE) and "1" in one
        assert five != one and unwrapped(five).strip() == ""


def test_the_language_comes_from_the_environment_when_none_is_chosen():
    code = "from calabresella.words import language; print(language())"
    for value, expected in (("en-XA", PSEUDO), ("klingon", "en"), ("", "en")):
        env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
        env["CALABRESELLA_LANG"] = value
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, check=True)
        assert done.stdout.strip() == expected
    env = {k: v for k, v in os.environ.items() if k != "CALABRESELLA_LANG"}
    env.update(LANGUAGE="", LC_ALL="en_XA.UTF-8")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    assert done.stdout.strip() == PSEUDO  # the locale, where the package has a catalogue for it
    assert language() == "en"  # the suite itself speaks English


def test_a_seat_is_said_by_name_or_as_you_and_cards_in_the_style_on_screen():
    holds = about(Seat(1), "{player} holds {cards}", "you hold {cards}", cards=parse_cards("3♣ 7♣"))
    assert holds.render(Table(names=("Anna", "Bruno", "Carla"))) == "Bruno holds 3♣ 7♣"
    assert holds.render(Table(viewer=1)) == "you hold 3♣ 7♣"
    with on_screen(style="italian", names=("Ada", "Ben", "Cleo")):
        assert str(holds) == "Ben holds 3 di bastoni, 7 di bastoni"
        assert str(msg("{card}", card=Card.parse("K♥"))) == "R di coppe"
    assert str(holds) == "Bruno holds 3♣ 7♣"  # the table on screen is back as it was


def test_a_refusal_carries_its_rule_and_data_and_is_said_at_the_edge(pseudo_catalogue):
    error = IllegalActionError("R20", about(Seat(0), "{player} must follow {suit}", "you must follow {suit}",
                                            suit=Card.parse("3♣").suit))
    assert error.rule == "R20" and error.message.params["player"] == Seat(0)
    assert str(error) == "R20: Anna must follow ♣"
    assert error.render(Table(viewer=0, style="italian")) == "R20: you must follow bastoni"
    again = pickle.loads(pickle.dumps(error))
    assert str(again) == str(error) and again.rule == "R20"
    with using_language("en-XA"):
        assert unwrapped(str(error)).strip() == "R20:"


@pytest.mark.slow
def test_the_compiled_catalogues_ship_in_the_wheel(tmp_path):
    """A pip install (and Binder) finds the .mo files: they are package data of the wheel."""
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True)
    assert done.returncode == 0, f"the wheel did not build: {done.stderr[-600:]}"  # wheel is a test extra
    wheel = next(tmp_path.glob("calabresella-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert f"calabresella/words/locale/{PSEUDO}/LC_MESSAGES/{DOMAIN}.mo" in names
    assert f"calabresella/words/locale/{DOMAIN}.pot" in names
    assert "calabresella/puzzles/data/puzzles.json" in names  # the committed puzzles (issue 22)
