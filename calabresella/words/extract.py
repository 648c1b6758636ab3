"""Babel's extraction method for the package (``make messages``): read each module's syntax tree
and yield every msgid given to the catalogue's calls, nested ones included.

Babel's own Python extractor reads tokens and misses a message built inside another message's
parameters (``msg("Taken: {taken}.", taken=msg("{player} + the last trick", …))``); the syntax
tree sees every call:

>>> import io
>>> source = b'msg("Taken: {taken}.", taken=msg("{player} + the last trick", player=s))'
>>> [message for _, _, message, _ in extract(io.BytesIO(source), KEYWORDS, [], {})]
['Taken: {taken}.', '{player} + the last trick']
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

KEYWORDS: dict[str, Any] = {
    "_": None, "gettext": None, "N_": None, "msg": None,
    "ngettext": (1, 2), "many": (1, 2),
    "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3),
}
"""The catalogue's calls and where their msgids are (Babel's keyword specifications); ``about``'s
two texts (the sentence and its form for "you") are yielded as two ``N_`` messages."""

_ARGUMENTS = {"_": (0,), "gettext": (0,), "N_": (0,), "msg": (0,), "ngettext": (0, 1), "many": (0, 1),
              "pgettext": (0, 1), "npgettext": (0, 1, 2)}


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _name(call: ast.Call) -> str | None:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def extract(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str, str | tuple[str | None, ...], list[str]]]:
    """Babel's extraction interface: ``(line, function, message or messages, comments)`` for each
    call of the catalogue in the module."""
    tree = ast.parse(fileobj.read())
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call):
            continue
        name = _name(call)
        if name == "about":
            for argument in call.args[1:3]:
                text = _literal(argument)
                if text:
                    yield call.lineno, "N_", text, []
        elif name in _ARGUMENTS and name in keywords:
            texts = tuple(_literal(call.args[i]) if i < len(call.args) else None for i in _ARGUMENTS[name])
            if any(t is None for t in texts):
                continue  # a msgid that is not a literal is said from a table marked elsewhere
            yield call.lineno, name, (texts[0] if len(texts) == 1 else texts), []  # type: ignore[misc]


__all__ = ["KEYWORDS", "extract"]
