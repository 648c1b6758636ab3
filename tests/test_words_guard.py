"""Guard the words layer (issue #20): no sentence a person could read is written outside the
message catalogue. ``scripts/find_words.py`` parses every module of the package and lists the
string literals of two or more words (and every widget's or argument's one-word label) that are
not a msgid (``_``, ``N_``, ``msg``, ``about``, ``many``, ``pgettext`` …) or marked as a
developer's words (``dev``)."""

from __future__ import annotations

import importlib.util
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("find_words", ROOT / "scripts" / "find_words.py")
assert _spec is not None and _spec.loader is not None
find_words = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(find_words)


def test_no_sentence_is_written_outside_the_catalogue():
    left = [f"{path.relative_to(ROOT)}:{line}: {text!r}" for path in find_words.modules()
            for line, text in find_words.words_in(path)]
    assert left == [], f"{len(left)} literals outside the catalogue:\n" + "\n".join(left[:60])


def test_the_guard_finds_a_sentence_and_lets_marked_ones_be(tmp_path):
    module = tmp_path / "example.py"
    module.write_text(textwrap.dedent('''
        """A docstring is no message."""
        from calabresella.words import _, dev, msg
        def f(seat, widgets):
            assert seat >= 0, dev("seat must be positive here")
            widgets.Button(description="Play")
            widgets.Button(description=_("Pass"))
            print(msg("{player} passes.", player=seat))
            print(f"seat {seat} passes the turn")
            return '<text x="1">markup is not counted</text>'
    '''), encoding="utf-8")
    found = [text for _, text in find_words.words_in(module)]
    assert sorted(found) == ["Play", "seat {} passes the turn"]
