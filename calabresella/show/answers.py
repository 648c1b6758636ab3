"""Reading a learner's answer: numbers, cards, moves and words typed as a person writes them.

Cards are read leniently (``2H``, ``2♥``, ``2 coppe``, ``due di coppe``; F, C, R for J, Q, K),
numbers as digits or fractions, moves as the game's parser reads them; what cannot be read
raises :class:`AnswerError`, whose message is the sentence the learner sees.
:mod:`calabresella.show.exercises` compares what was read with the expected answer.

>>> read_answer("due di coppe", "card"), read_answer("3/2", "number")
(Card.parse('2♥'), Fraction(3, 2))
"""

from __future__ import annotations

import ast
import contextlib
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, get_args

from calabresella.engine.actions import Action, ActionError, parse_action
from calabresella.engine.cards import Card, CardError, Rank, Suit
from calabresella.engine.errors import ArgumentTypeError, CalabresellaError
from calabresella.words import N_, Message, msg, pgettext

_ACTION_TYPES: tuple[type, ...] = get_args(Action)

KINDS = ("auto", "number", "card", "cards", "action", "text", "choice")
"""The kinds of answer an :class:`Exercise` reads (``auto`` picks one from the expected value)."""

_YES = {"yes", "y", "true", "t", "si", "sì", "1", "right", "correct", "vero"}
_NO = {"no", "n", "false", "f", "0", "wrong", "falso"}

_UNREADABLE = {
    "number": N_("I could not read {text!r} as a number: write digits, such as 5."),
    "card": N_("I could not read {text!r} as a card: write it like 3♠, 3S or 3 spade."),
    "cards": N_("I could not read {text!r} as cards: write them like 3♠ 2♠, 3S, 2S or 3 spade, 2 spade."),
    "action": N_("I could not read {text!r} as a move: write it like pass, bid solo or play 3♠."),
    "text": N_("I could not read {text!r} as an answer: write a word."),
    "choice": N_("I could not read {text!r} as one of the choices: pick one of the buttons."),
    "yes/no": N_("I could not read {text!r} as yes or no: write yes or no."),
    "list": N_("I could not read {text!r} as a list: write the items in order, separated by commas."),
}
"""What the learner reads for an answer of each kind that cannot be read, and how to write one (msgids)."""


class ExerciseError(CalabresellaError, ValueError):
    """An exercise that cannot be asked (an unknown kind, a choice exercise without choices)."""


class ExerciseTypeError(ExerciseError, ArgumentTypeError):
    """An exercise argument of the wrong type (choices that are not a list, a tolerance that
    is no number): both an :class:`ExerciseError` and an :class:`ArgumentTypeError`."""


class AnswerError(CalabresellaError, ValueError):
    """A learner's answer that cannot be read as the kind the exercise asks for.

    Its message is the friendly sentence the learner sees, such as
    "I could not read 'banana' as a card: write it like 3♠, 3S or 3 spade."
    """


# ----------------------------------------------------------------- reading answers


def _unwrap(text: str) -> str:
    """Drop the brackets and quotes a learner may copy from code: ``["2H"]`` → ``2H``."""
    cleaned = text.strip()
    if cleaned[:1] in "[({" and cleaned[-1:] in "])}":
        try:
            literal = ast.literal_eval(cleaned)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            cleaned = cleaned[1:-1]
        else:
            if isinstance(literal, (list, tuple, set, frozenset)):
                cleaned = ", ".join(str(item) for item in literal)
            else:
                cleaned = cleaned[1:-1]
    return cleaned.replace('"', " ").replace("'", " ").strip()


NUMBER_LENGTH = 40
"""The longest text read as a number: more is no number a learner writes (and reading
stays quick whatever is pasted)."""

_NUMBER = re.compile(
    r"(?P<sign>[+\-−]?)"
    r"(?:(?P<grouped>[1-9][0-9]{0,2}(?:,[0-9]{3})+)(?:\.(?P<grouped_decimals>[0-9]+))?"  # 1,977 and 1,977.5
    r"|(?P<fraction>[0-9]+/[0-9]+)"  # 3/20
    r"|(?P<whole>[0-9]*)(?:(?P<mark>[.,])(?P<decimals>[0-9]*))?)"  # 25, 0.15, .15, 0,15
    r"(?:[ ]?(?P<percent>%))?"  # 15% or 15 %
)
"""A number as people write it (see :func:`read_answer`). Only the digits 0–9; no space
inside the number, no other grouping."""


def _read_number(text: str) -> tuple[int | float | Fraction, int]:
    """A number and the digits typed after its decimal mark (+2 for a percent), or AnswerError.

    Read: a whole number (``25``, ``+25``, ``−4``); commas grouping thousands in threes
    (``1,977``, ``2,000,000``, ``1,977.5``); a decimal point (``0.15``, ``.15``) or, as
    Italians write it, a decimal comma (``0,15``, ``12,5``; a comma followed by exactly
    three digits after one to three digits that are not a lone 0 groups thousands, so
    ``1,250`` is 1250 but ``0,250`` is 0.25); a fraction (``3/20``); a percent (``15%``).
    A point is always the decimal point: ``1.977`` is one and 977 thousandths (the Italian
    thousands point is not read, since it would make every English decimal ambiguous).
    Nothing looser: no space inside (``2 5``), no other grouping (``1,97,7``), no
    exponent (``1e3``), no digits of other scripts. Linear in the length of ``text``.
    """
    cleaned = _unwrap(text) if len(text) <= 4 * NUMBER_LENGTH else text.strip()
    number, _, unit = cleaned.rpartition(" ")
    if number and unit.lower().rstrip(".") in _typed_units():
        cleaned = number.strip()
    found = _NUMBER.fullmatch(cleaned) if len(cleaned) <= NUMBER_LENGTH else None
    if found is None or not (found["grouped"] or found["fraction"] or found["whole"] or found["decimals"]):
        raise AnswerError(_unreadable(text, "number"))
    sign = -1 if found["sign"] in ("-", "−") else 1
    value: int | float | Fraction
    places = 0
    if found["grouped"]:
        digits = found["grouped"].replace(",", "")
        places = len(found["grouped_decimals"] or "")
        value = float(f"{digits}.{found['grouped_decimals']}") if places else int(digits)
    elif found["fraction"]:
        top, bottom = found["fraction"].split("/")
        if int(bottom) == 0:
            raise AnswerError(_unreadable(text, "number"))
        value = Fraction(int(top), int(bottom))
    elif found["mark"]:
        places = len(found["decimals"])
        value = float(f"{found['whole'] or '0'}.{found['decimals'] or '0'}")
    else:
        value = int(found["whole"])
    value = sign * value
    if found["percent"]:
        return value / 100, places + 2
    return value, places


_ENGLISH_ARTICLES = ("the", "a", "an")
_ENGLISH_UNITS = ("third", "thirds", "point", "points", "card", "cards", "trick", "tricks", "deal", "deals")


def _typed_articles() -> set[str]:
    """The articles a learner may write before a card ("the", "il", "l'"), in English and in the
    language chosen (the catalogue lists them)."""
    listed = pgettext("the articles a learner may write before a card, separated by spaces", "the a an")
    articles = {word.lower() for word in (*_ENGLISH_ARTICLES, *listed.split())}
    return articles | {article.rstrip("'") for article in articles}  # the quote is dropped when read


def _typed_units() -> set[str]:
    """The units a learner may write after a number ("3 thirds", "3 terzi", "2 points")."""
    listed = pgettext("the units a learner may write after a number, separated by spaces",
                      "third thirds point points card cards trick tricks deal deals")
    return {word.lower() for word in (*_ENGLISH_UNITS, *listed.split())}


def _typed_verbs() -> dict[str, str]:
    """A move's verb as a learner types it, in English or the language chosen → the English verb
    the move's parser reads ("passo" → "pass", "gioco" → "play")."""
    said = {
        "pass": pgettext("a move's verb, as a learner types it (one word)", "pass"),
        "bid": pgettext("a move's verb, as a learner types it (one word)", "bid"),
        "call": pgettext("a move's verb, as a learner types it (one word)", "call"),
        "give": pgettext("a move's verb, as a learner types it (one word)", "give"),
        "discard": pgettext("a move's verb, as a learner types it (one word)", "discard"),
        "enhance": pgettext("a move's verb, as a learner types it (one word)", "enhance"),
        "share": pgettext("a move's verb, as a learner types it (one word)", "share"),
        "play": pgettext("a move's verb, as a learner types it (one word)", "play"),
    }
    return {word.lower(): verb for verb, word in said.items()} | {verb: verb for verb in said}


def _without_article(words: Sequence[str]) -> Sequence[str]:
    """``words`` without a leading article ("l'asso di spade" → "asso di spade")."""
    if not words:
        return words
    first = words[0].lower().replace("’", "'")
    articles = _typed_articles()
    if first in articles:
        return words[1:]
    for article in articles:
        if article.endswith("'") and first.startswith(article) and len(first) > len(article):
            return [words[0][len(article):], *words[1:]]
    return words


def _card_from_words(words: Sequence[str]) -> Card | None:
    """One card from one, two (``2 coppe``) or three (``due di coppe``) words, or None; an
    article before it is read too ("l'asso di coppe", "il tre di spade"), where the words are
    no card without it ("A bastoni" is the ace, not "a" and "bastoni")."""
    card = _card_from_bare_words(words)
    if card is None and len(words) > 1:
        shorter = _without_article(words)
        card = _card_from_bare_words(shorter) if len(shorter) < len(words) or shorter != words else None
    return card


def _card_from_bare_words(words: Sequence[str]) -> Card | None:
    try:
        if len(words) == 1:
            return Card.parse(words[0])
        if len(words) == 2:
            return Card(Rank.parse(words[0]), Suit.parse(words[1]))
        if len(words) == 3 and words[1].lower() in {"di", "of", "de"}:
            return Card(Rank.parse(words[0]), Suit.parse(words[2]))
    except (CardError, ValueError, TypeError):
        return None
    return None


def _read_cards(text: str, kind: str) -> tuple[Card, ...]:
    words = [word for word in re.split(r"[\s,;]+|\band\b|\be\b", _unwrap(text)) if word]
    cards: list[Card] = []
    at = 0
    while at < len(words):
        for size in (1, 2, 3, 4):  # "3♠", "3 spade", "tre di spade", "il tre di spade"
            card = _card_from_words(words[at : at + size]) if at + size <= len(words) else None
            if card is not None:
                cards.append(card)
                at += size
                break
        else:
            raise AnswerError(_unreadable(text, kind))
    return tuple(cards)


def _read_card(text: str) -> Card:
    cards = _read_cards(text, "card") if text.strip() else ()
    if len(cards) != 1:
        raise AnswerError(_unreadable(text, "card"))
    return cards[0]


def _read_action(text: str) -> Action | Card:
    """A move: ``pass``, ``bid solo`` (or just ``solo``), ``play 3♠``; a bare card is read as a card."""
    cleaned = " ".join(_unwrap(text).split())
    verb, _, rest = cleaned.partition(" ")
    english = _typed_verbs().get(verb.lower())
    if english in {"call", "give", "discard", "play"} and rest:  # "gioco il tre di spade"
        with contextlib.suppress(AnswerError):
            cleaned = f"{english} {_read_card(rest)}"
    elif english is not None and english not in {"call", "give", "discard", "play"}:  # "passo"; a bare "chiamo" is the bid
        cleaned = f"{english} {rest}".strip()
    for attempt in (cleaned, f"bid {cleaned}"):
        try:
            return parse_action(attempt)
        except (ActionError, ValueError, TypeError):
            continue
    try:
        return _read_card(cleaned)
    except AnswerError:
        raise AnswerError(_unreadable(text, "action")) from None


def _read_yes_no(text: str) -> bool:
    word = _unwrap(text).lower().rstrip(".!")
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise AnswerError(_unreadable(text, "yes/no"))


ECHO = 40
"""How many characters of an answer a verdict repeats (then "…")."""


def _echo(text: str) -> str:
    """What the learner typed, trimmed and cut to :data:`ECHO` characters, for a verdict."""
    cleaned = text.strip()
    return cleaned if len(cleaned) <= ECHO else cleaned[:ECHO] + "…"


def _unreadable(text: str, kind: str) -> Message:
    return Message(_UNREADABLE[kind], {"text": _echo(text)})


def read_answer(text: str, kind: str = "text") -> Any:
    """Read what a learner typed as ``kind`` (one of :data:`KINDS` but ``auto``).

    ``number``: an int, a float or a fraction (``5``, `` 5 ``, ``1,977``, ``0.25``,
    ``.25``, ``0,25``, ``25%``, ``1/3``; a point is always the decimal point, and nothing
    looser is read: not ``2 5``, ``1,97,7`` or ``1e3``, see :func:`_read_number`); ``card``: a :class:`Card`; ``cards``: a tuple of cards;
    ``action``: an action (a bare card when only a card was typed); ``text`` and
    ``choice``: the words, trimmed. Raises :class:`AnswerError`, whose message is the
    sentence to show the learner, for text that cannot be read.

    >>> read_answer(" 5 ", "number"), read_answer("25%", "number"), read_answer("3S 2s", "cards")
    (5, 0.25, (Card.parse('3♠'), Card.parse('2♠')))
    >>> read_answer("Bid SOLO", "action"), read_answer("pass", "action")
    (Bid(Contract.SOLO), Pass())
    >>> read_answer("banana", "card")
    Traceback (most recent call last):
      ...
    calabresella.show.answers.AnswerError: I could not read 'banana' as a card: write it like 3♠, 3S or 3 spade.
    """
    if not isinstance(text, str):
        raise AnswerError(msg("I could not read {text}: type your answer as text.", text=_echo(repr(text))))
    if not text.strip():
        raise AnswerError(msg("Nothing written yet: type your answer in the box."))
    if kind == "number":
        return _read_number(text)[0]
    if kind == "card":
        return _read_card(text)
    if kind == "cards":
        return _read_cards(text, "cards")
    if kind == "action":
        return _read_action(text)
    if kind == "yes/no":
        return _read_yes_no(text)
    if kind in {"text", "choice"}:
        return " ".join(_unwrap(text).split())
    raise ExerciseError(msg("kind must be one of {kinds}, got {got!r}", kinds=", ".join(KINDS[1:]), got=kind))
