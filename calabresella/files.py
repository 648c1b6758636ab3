"""Reading and writing the project's JSON files safely.

Saved data is never half-written: :func:`write_atomic` writes a temporary file
beside the target, flushes it to disk, then renames it over the target in one
step. :func:`read_json` refuses a file that is missing, not JSON, or of another
kind, with a message that says what was expected.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


class FileFormatError(ValueError):
    """A file that is not what it should be (missing, corrupt, or of another kind)."""


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` so that the file is either the old one or the new one."""
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(21, "Is a directory", str(target))
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent or ".")
    except OSError as err:  # name the file asked for, not the temporary one
        raise OSError(err.errno, err.strerror, str(target)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_json(path: str | os.PathLike[str], kind: str, version: int) -> dict[str, Any]:
    """Read a JSON object whose ``format`` is ``kind`` and ``version`` is ``version``."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FileFormatError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise FileFormatError(f"{path}: cannot be read as UTF-8 text ({err})") from None
    return parse_json(text, kind, version, source=str(path))


def parse_json(text: str, kind: str, version: int, source: str = "input") -> dict[str, Any]:
    """Parse ``text`` as a JSON object of format ``kind``, version ``version``."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise FileFormatError(
            f"{source}: not valid JSON (line {err.lineno}, column {err.colno}: {err.msg}); "
            f"expected a {kind} file"
        ) from None
    if not isinstance(data, dict) or data.get("format") != kind:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise FileFormatError(f"{source}: expected a JSON object with \"format\": \"{kind}\", found {found!r}")
    if data.get("version") != version:
        raise FileFormatError(
            f"{source}: {kind} version {data.get('version')!r} is not supported; this program reads version {version}"
        )
    return data


def dump_json(data: dict[str, Any]) -> str:
    """The project's JSON style: UTF-8 cards (``3♠``), two-space indent, trailing newline."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
