"""The message catalogue: which language the package speaks, and the gettext calls that say a
message in it.

Every sentence a person reads is a msgid of the GNU gettext catalogue ``calabresella``
(``locale/calabresella.pot``), written in English in the code and said in the language
chosen: ``CALABRESELLA_LANG``, else the locale's ``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG``
where the package has a catalogue for it, else English. ``en-XA`` is the pseudo-locale, every
message wrapped in ⟦ ⟧ with its letters accented, to show any word that escaped the catalogue:

>>> with using_language("en-XA"):
...     gettext("hearts")
'⟦ĥéàŕţš⟧'
>>> gettext("hearts")
'hearts'

``make messages`` extracts the msgids with Babel and compiles the catalogues; the compiled
``.mo`` files ship in the package.
"""

from __future__ import annotations

import contextlib
import contextvars
import gettext as _gettext
import os
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from calabresella.words.errors import ArgumentValueError

DOMAIN = "calabresella"
"""The gettext domain of the package's messages."""

LOCALE_DIR = Path(__file__).with_name("locale")
"""Where the catalogues live: ``locale/<language>/LC_MESSAGES/calabresella.mo``."""

ENGLISH = "en"
"""The language the msgids are written in."""

PSEUDO = "en_XA"
"""The pseudo-locale (the Android and Chromium convention): every message in ⟦ ⟧, accented."""

ENVIRONMENT = "CALABRESELLA_LANG"
"""The environment variable that chooses the language (``en``, ``en-XA``, …)."""


def _normal(language: str) -> str:
    """``en-XA`` → ``en_XA``, ``it_IT.UTF-8`` → ``it_IT``: the catalogue's spelling."""
    return language.strip().split(".")[0].split("@")[0].replace("-", "_")


@cache
def languages() -> tuple[str, ...]:
    """The languages the package can speak: English and every compiled catalogue.

    >>> "en" in languages() and "en_XA" in languages()
    True
    """
    found = sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return (ENGLISH, *found)


def known(language: str) -> str | None:
    """The catalogue's name for ``language`` if the package speaks it (``it_IT`` → ``it``
    when only ``it`` exists), else None."""
    name = _normal(language)
    have = languages()
    for candidate in (name, name.split("_")[0]):
        if candidate in have:
            return candidate
    return None


@cache
def _from_environment() -> str:
    """The language the environment asks for, read once (when the first message is said):
    :func:`set_language` and :func:`using_language` choose another later."""
    chosen = os.environ.get(ENVIRONMENT)
    if chosen:
        return known(chosen) or ENGLISH
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in os.environ.get(variable, "").split(":"):
            if part and part not in ("C", "POSIX") and not part.startswith("C."):
                return known(part) or ENGLISH
    return ENGLISH


_LANGUAGE: contextvars.ContextVar[str | None] = contextvars.ContextVar("calabresella_language", default=None)
_SET: list[str] = []


def language() -> str:
    """The language messages are said in now."""
    here = _LANGUAGE.get()
    if here is not None:
        return here
    return _SET[-1] if _SET else _from_environment()


def page_language() -> str:
    """The language now chosen as a web page's ``lang`` attribute names it (``en``, ``it``, ``en-XA``)."""
    return language().replace("_", "-")


def check_language(name: object) -> str:
    """``name`` as the catalogue spells it, if the package speaks it; else a clear error."""

    if not isinstance(name, str) or known(name) is None:
        choices = ", ".join(lang.replace("_", "-") for lang in languages())
        raise ArgumentValueError(gettext("no language {name!r}: choose one of {choices}").format(
            name=name, choices=choices))
    return known(name)  # type: ignore[return-value]


def set_language(name: str) -> None:
    """Say every message in ``name`` from now on (``"en"``, ``"en-XA"``, …)."""
    _SET[:] = [check_language(name)]


@contextlib.contextmanager
def using_language(name: str) -> Iterator[None]:
    """Say messages in ``name`` inside the ``with`` block only."""
    token = _LANGUAGE.set(check_language(name))
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


@cache
def _translations(name: str) -> _gettext.NullTranslations:
    if name == ENGLISH:
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[name], fallback=True)


def gettext(message: str) -> str:
    """``message`` said in the language now chosen."""
    return _translations(language()).gettext(message)


_ = gettext


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of ``singular``/``plural`` for ``count`` in the language now chosen (its own
    plural rule, not an appended "s")."""
    return _translations(language()).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in ``context`` (a word said two ways: "Pass" the button, "pass" the bid)."""
    return _translations(language()).pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without saying it yet (it is said where it is shown)."""
    return message


class DevText(str):
    """Text marked by :func:`dev`: code or a developer's words, which the pseudo-locale leaves
    as it is when it is a message's parameter (a command line to type, a file name)."""

    __slots__ = ()


def dev(text: str) -> str:
    """Mark ``text`` as a developer's words or code, never a sentence a player reads (a log
    line, an assertion about the package's own code, a command to type): the catalogue's guard
    lets it be."""
    return DevText(text)


__all__ = ["DOMAIN", "DevText", "ENGLISH", "ENVIRONMENT", "LOCALE_DIR", "N_", "PSEUDO", "check_language", "dev", "gettext",
           "known", "language", "languages", "page_language", "ngettext", "pgettext", "set_language", "using_language", "_"]
