"""argparse's own words ("usage: ", "options", "error:", "invalid choice: …") said from the
package's catalogue.

argparse says its words through its module's ``_`` and ``ngettext`` when it runs; :func:`install`
binds them to the package's catalogue (:func:`calabresella.words.gettext`, ``ngettext``), so
``--help`` and argparse's refusals read in the language chosen. Every msgid of Python 3.11's
argparse that a person can read is marked below, for Babel to extract (``make messages``).

>>> import argparse
>>> from calabresella.words import using_language
>>> install()
>>> with using_language("en-XA"):
...     argparse._("usage: ")
'⟦üšàĝé: ⟧'
"""

from __future__ import annotations

import argparse
from typing import Any

from calabresella.words import N_, gettext, many, ngettext

MSGIDS = (
    N_("usage: "),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("argument \"-\" with mode %r"),
    N_("can't open '%(filename)s': %(error)s"),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("subcommands"),
    N_("cannot have multiple subparser arguments"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("%r is not callable"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("%(prog)s: error: %(message)s\n"),
)
"""argparse's msgids a person can read (those about a parser built wrong are the package's
own bugs, said as argparse says them)."""

PLURAL_MSGIDS = (
    many("expected %s argument", "expected %s arguments", 2),
    many("conflicting option string: %s", "conflicting option strings: %s", 2),
)
"""argparse's msgids with a plural form (marked, never said from here)."""


def install() -> None:
    """Say argparse's words from the package's catalogue, in the language chosen when they
    are said (the same words in English)."""
    module: Any = argparse
    module._ = gettext
    module.ngettext = ngettext


__all__ = ["MSGIDS", "PLURAL_MSGIDS", "install"]
