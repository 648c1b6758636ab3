"""Reading and writing the project's JSON files safely.

Saved data is never half-written, and nothing is clobbered:

- :func:`write_atomic` writes a temporary file beside the target, flushes it to disk,
  then renames it over the target in one step, so the file is the old one or the
  new one. It writes only to a regular file: a symbolic link, a folder, a FIFO or a
  device is refused, and so is a read-only file. Given the ``kind`` of what it
  writes, it refuses to replace a file of another kind (a notes file, a session
  where a deal record is saved…) unless ``force=True``. An existing file keeps its
  permissions; a new one gets the usual permissions less the umask. Temporary files
  left by a save that was killed are removed by the next save to the same place.
- :func:`read_json` reads a file once, at most :data:`MAX_FILE_BYTES`, so a record
  arriving on a pipe works and ``/dev/zero`` is refused; it refuses a file that is
  missing, not JSON (however deeply nested, whatever its numbers), or of another
  kind or version, with one line that says what was expected.

>>> parse_json('{"format": "calabresella-deal", "version": true}', "calabresella-deal", 1)
Traceback (most recent call last):
  ...
calabresella.engine.files.FileFormatError: input: calabresella-deal version True is not supported; this program reads version 1
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import select
import stat
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import IO, Any

from calabresella.engine.errors import CalabresellaError, Text
from calabresella.engine.words import later
from calabresella.words.catalogue import N_, dev
from calabresella.words.message import Message, msg

_JSON_KINDS: tuple[tuple[type | tuple[type, ...], str], ...] = (
    (bool, N_("true or false")), (int, N_("a whole number")), (float, N_("a number")), (str, N_("text")),
    (list, N_("a list")), (dict, N_("a JSON object")), (type(None), N_("null")),
)


def json_kind(value: object) -> Message:
    """What a JSON value is, in words ("a list", "text", "null"): what a refusal of a file says it found."""
    for kind, words in _JSON_KINDS:
        if isinstance(value, kind):
            return later(words)
    return msg("{kind}", kind=dev(type(value).__name__))


def kind_words(kind: type) -> Message:
    """The words for a JSON field's expected type (``str`` → "text", ``list`` → "a list")."""
    for known, words in _JSON_KINDS:
        if known is kind:
            return later(words)
    return msg("{kind}", kind=dev(kind.__name__))

fcntl: ModuleType | None
try:
    import fcntl
except ImportError:  # pragma: no cover - Windows has no flock; saves still check the fingerprint
    fcntl = None

MAX_FILE_BYTES = 16 * 2**20
"""The largest file read (16 MiB): a session of 100,000 deals takes about 5 MiB."""

STALE_SECONDS = 3600
"""A temporary file of ours whose writer is gone, or older than this, is removed."""

_UMASK_LOCK = threading.Lock()


class FileFormatError(CalabresellaError, ValueError):
    """A file that is not what it should be (missing, corrupt, or of another kind)."""


class SaveRefusedError(FileFormatError):
    """A save that would replace something it must not: the message says what and how to proceed."""


def _umask() -> int:
    """The process's umask (read by setting it and putting it back, under a lock)."""
    with _UMASK_LOCK:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."


def remove_stale_temporaries(target: Path) -> list[Path]:
    """Remove temporary files that an interrupted save to ``target`` left behind.

    Ours are named ``.NAME.PID.RANDOM.tmp``; one is stale when the process that
    wrote it no longer runs, or when it is older than :data:`STALE_SECONDS`.
    Returns the files removed.
    """
    folder = target.parent
    prefix = _temp_prefix(target)
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        middle = name[len(prefix) : -len(".tmp")].split(".")
        if len(middle) != 2 or not middle[0].isdigit():
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue
        if _alive(int(middle[0])) and time.time() - info.st_mtime < STALE_SECONDS:
            continue
        try:
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except OSError:
            pass
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


Kinds = str | tuple[str, ...]
"""The ``format`` a save writes, or several: the one it writes first, then the others it may replace
(an older format of the same thing, such as a deal record of version 1). :data:`NOT_JSON` (no
format) is what a save of another kind of file gives: it replaces no existing file unforced."""

NOT_JSON: tuple[str, ...] = ()
"""The ``kind`` of a save that is not a JSON file of this project (a printable HTML sheet)."""

NULL_NAME = N_("a file name cannot hold a null character (\\x00)")
"""Why a path with a null character is refused (no file can have such a name)."""


def _file_name(given: str | os.PathLike[str], option: Text | None = None) -> Path:
    """``given`` as the path of a file to write: not empty, no null character, and not ending in
    ``/`` as a folder does (``Path`` would drop the ``/`` and write a file of the folder's name)."""
    text = os.fspath(given)
    if not isinstance(text, str):
        raise SaveRefusedError(msg("{path}: a save needs a file name as text (nothing was saved)", path=repr(text)))
    if not text.strip():
        if option is None:
            raise SaveRefusedError(msg("a save needs a file name, such as deal.json or hands.html (nothing was saved)"))
        raise SaveRefusedError(msg("{option} needs a file name, such as deal.json or hands.html (nothing was saved)",
                                   option=option))
    if "\x00" in text:
        raise SaveRefusedError(_null_name(text))
    if text.endswith(("/", os.sep)):
        raise SaveRefusedError(msg(
            "{path}: names a folder (it ends with /); give a file name inside it (nothing was saved)", path=text))
    return Path(text)


def _null_name(path: object) -> Message:
    return msg("{path}: a file name cannot hold a null character (\\x00) (nothing was saved)", path=str(path))


def check_save_path(given: str | os.PathLike[str], kind: Kinds | None, force: bool, option: Text | None = None) -> Path:
    """The path of a save as given on the command line, once it is known that it can be written:
    a file name (not empty, no null character, not ending in ``/`` as a folder does) in a folder
    that exists, and a target :func:`check_target` lets through (``option`` names the path in
    the message when it is empty: ``--save``, ``--sheet``). Raises
    :class:`SaveRefusedError` saying why, before anything is computed or written."""
    target = _file_name(given, option)
    check_target(target, kind, force)
    if not target.parent.is_dir():
        raise SaveRefusedError(msg("{path}: the folder {folder} does not exist (nothing was saved)", path=str(target),
                                   folder=repr(str(target.parent))))
    return target


def check_target(target: Path, kind: Kinds | None, force: bool) -> os.stat_result | None:
    """Why ``target`` may not be replaced (raises :class:`SaveRefusedError`), else its stat or None."""
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        return None
    except OSError as err:
        raise SaveRefusedError(msg("{path}: cannot be checked before saving ({reason})", path=str(target),
                                   reason=str(err.strerror))) from None
    except ValueError:  # a null character: no file can have this name
        raise SaveRefusedError(_null_name(target)) from None
    mode = info.st_mode
    path = str(target)
    if stat.S_ISLNK(mode):
        raise SaveRefusedError(msg(
            "{path}: is a symbolic link; give the path of the file itself, or a new path (nothing was saved)", path=path))
    if stat.S_ISDIR(mode):
        raise SaveRefusedError(msg("{path}: is a folder; give a file name inside it (nothing was saved)", path=path))
    if not stat.S_ISREG(mode):
        raise SaveRefusedError(msg(
            "{path}: is not a regular file (a device, a FIFO or a socket); saves go only to regular files "
            "(nothing was saved)", path=path))
    if not os.access(target, os.W_OK) or not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
        raise SaveRefusedError(msg(
            "{path}: is read-only; make it writable or choose another path (nothing was saved)", path=path))
    if kind is not None and not force:
        kinds = (kind,) if isinstance(kind, str) else kind
        if not kinds:  # a file that is not JSON (a printable sheet): replace nothing unforced
            raise SaveRefusedError(msg(
                "{path}: already exists; choose another path, or pass --force (force=True) to replace it "
                "(nothing was saved)", path=path))
        found = _kind_of(target)
        if found is None:
            raise SaveRefusedError(msg(
                "{path}: already holds a file that is not a JSON file of this project, not a {kind} file; choose "
                "another path, or pass --force (force=True) to replace it (nothing was saved)",
                path=path, kind=repr(kinds[0])))
        if found not in kinds:
            raise SaveRefusedError(msg(
                "{path}: already holds a {found} file, not a {kind} file; choose another path, or pass "
                "--force (force=True) to replace it (nothing was saved)", path=path, found=repr(found),
                kind=repr(kinds[0])))
    return info


def _kind_of(path: Path) -> str | None:
    """The ``format`` an existing JSON file says it is, or None."""
    try:
        data = json.loads(_read_bytes(path, str(path)).decode("utf-8"))
    except (FileFormatError, ValueError, RecursionError, UnicodeDecodeError):
        return None
    kind = data.get("format") if isinstance(data, dict) else None
    return kind if isinstance(kind, str) else None


def write_atomic(
    path: str | os.PathLike[str],
    text: str,
    kind: Kinds | None = None,
    force: bool = False,
    unchanged: str | None = None,
) -> None:
    """Write ``text`` to ``path`` so that the file is either the old one or the new one.

    ``kind`` is the ``format`` of the JSON being written (or a tuple: that format first,
    then the older ones of the same thing that it may replace): an existing file of
    another kind is not replaced unless ``force``. Whatever ``force`` says, only a
    regular, writable file is ever replaced. ``unchanged`` is the
    :func:`fingerprint` the file had when it was loaded: if another program has
    changed it since, the save is refused rather than losing that program's work
    (the check and the replacement happen under a lock on the file).
    """
    target = _file_name(path)
    info = check_target(target, kind, force)
    with _locked(target if info is not None and unchanged is not None else None):
        if info is not None and unchanged is not None:
            try:
                now = fingerprint(read_text(target))
            except FileFormatError:
                now = None
            if now != unchanged:
                raise SaveRefusedError(msg(
                    "{path}: changed on disk since it was loaded (another program saved it); load it "
                    "again and redo your change, or save under another name (nothing was saved)", path=str(target)))
        _replace_with(target, text, info)


@contextlib.contextmanager
def _locked(target: Path | None) -> Iterator[None]:
    """Hold an exclusive advisory lock on ``target`` (where the platform has one)."""
    if target is None or fcntl is None:
        yield
        return
    try:
        fd = os.open(target, os.O_RDONLY)
    except OSError:
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _replace_with(target: Path, text: str, info: os.stat_result | None) -> None:
    folder = target.parent
    remove_stale_temporaries(target)
    data = text.encode("utf-8")
    prefix = f"{_temp_prefix(target)}{os.getpid()}."
    try:
        fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=folder)
    except OSError as err:  # name the file asked for, not the temporary one
        raise OSError(err.errno, err.strerror, str(target)) from None
    try:
        mode = stat.S_IMODE(info.st_mode) if info is not None else 0o666 & ~_umask()
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except OSError as err:  # a full disk, say: name the file asked for; the old one is untouched
        Path(tmp).unlink(missing_ok=True)
        raise OSError(err.errno, str(msg("{reason} (nothing was saved; a file already there is unchanged)",
                                         reason=str(err.strerror))), str(target)) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def fingerprint(text: str) -> str:
    """A short digest of a file's text, to notice that it changed on disk."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _read_bytes(path: str | os.PathLike[str], source: str, limit: int = MAX_FILE_BYTES) -> bytes:
    try:
        with _open_for_reading(path, source) as handle:
            data = handle.read(limit + 1)
    except FileFormatError:
        raise
    except FileNotFoundError:
        raise FileFormatError(msg("{path}: no such file", path=source)) from None
    except IsADirectoryError:
        raise FileFormatError(msg("{path}: is a folder, not a file", path=source)) from None
    except OSError as err:
        raise FileFormatError(msg("{path}: cannot be read ({reason})", path=source,
                                  reason=str(err.strerror or err))) from None
    except ValueError:  # open() refuses a name with a null character
        raise FileFormatError(msg("{path}: a file name cannot hold a null character (\\x00)", path=source)) from None
    if len(data) > limit:
        raise FileFormatError(msg("{path}: is larger than {size} MiB; a file of this project is smaller",
                                  path=source, size=limit // 2**20))
    if not data and stat.S_ISFIFO(_mode(path)):
        raise FileFormatError(msg("{path}: is a pipe whose writer wrote nothing; give a file, or write a record to it",
                                  path=source))
    return data


def _mode(path: str | os.PathLike[str]) -> int:
    try:
        return os.stat(path).st_mode
    except (OSError, ValueError):
        return 0


PIPE_WAIT = 3.0
"""How long, in seconds, a read waits for a named pipe's writer to start writing before
refusing (a writer started just before or after the reader works; none never hangs)."""


def _open_for_reading(path: str | os.PathLike[str], source: str) -> IO[bytes]:
    """``path`` opened to be read without ever waiting long: a regular file as usual; a pipe (a
    record arriving on one works, ``<(cat deal.json)``, ``/dev/stdin`` from ``|``) once its
    writer has written, waiting at most :data:`PIPE_WAIT` seconds for that; a terminal, a
    device or a socket refused, since none is a file."""
    mode = os.stat(path).st_mode
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return open(path, "rb")
    if not stat.S_ISFIFO(mode):
        if stat.S_ISSOCK(mode):
            raise FileFormatError(msg("{path}: is a socket, not a file; give a file, or pipe a record into it",
                                      path=source))
        raise FileFormatError(msg("{path}: is a terminal or a device, not a file; give a file, or pipe a record "
                                  "into it", path=source))
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        waiting = select.poll()
        waiting.register(fd, select.POLLIN)
        if not waiting.poll(int(PIPE_WAIT * 1000)):
            raise FileFormatError(msg(
                "{path}: is a pipe with nothing written to it within {wait:g} s; give a file, "
                "or start what writes the record first", path=source, wait=PIPE_WAIT))
        os.set_blocking(fd, True)  # its writer is there: read all it writes
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_text(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """The text of the file at ``path``, read once (a pipe works), at most ``limit`` bytes."""
    data = _read_bytes(path, str(path), limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise FileFormatError(msg("{path}: cannot be read as UTF-8 text ({reason} at byte {byte})", path=str(path),
                                  reason=err.reason, byte=err.start)) from None


def read_json(path: str | os.PathLike[str], kind: str, version: int) -> dict[str, Any]:
    """Read a JSON object whose ``format`` is ``kind`` and ``version`` is ``version``."""
    return parse_json(read_text(path), kind, version, source=str(path))


def load_json_object(text: str, source: str = "input", expected: Text | None = None) -> dict[str, Any]:
    """Parse ``text`` as one JSON object; anything else is refused on one line, saying what
    was ``expected`` (words: "a deal record"; by default a file of this project)."""
    wanted = msg("a file of this project") if expected is None else later(expected)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise FileFormatError(msg(
            "{path}: not valid JSON (line {line}, column {column}: {reason}); expected {expected}", path=source,
            line=err.lineno, column=err.colno, reason=err.msg, expected=wanted)) from None
    except RecursionError:
        raise FileFormatError(msg("{path}: JSON nested too deeply; expected {expected}", path=source,
                                  expected=wanted)) from None
    except ValueError as err:  # e.g. a number of thousands of digits
        raise FileFormatError(msg("{path}: not readable JSON ({reason}); expected {expected}", path=source,
                                  reason=str(err), expected=wanted)) from None
    if not isinstance(data, dict):
        raise FileFormatError(msg("{path}: expected a JSON object ({expected}), found {found}", path=source,
                                  expected=wanted, found=json_kind(data)))
    return data


def check_header(data: dict[str, Any], kind: str, version: int, source: str = "input") -> dict[str, Any]:
    """``data`` if its ``format`` is ``kind`` and its ``version`` exactly the whole number ``version``."""
    if data.get("format") != kind:
        raise FileFormatError(msg('{path}: expected a JSON object with "format": "{kind}", found {found}',
                                  path=source, kind=kind, found=repr(data.get("format"))))
    found = data.get("version")
    if type(found) is not int or found != version:
        raise FileFormatError(msg("{path}: {kind} version {found} is not supported; this program reads version {version}",
                                  path=source, kind=kind, found=repr(found), version=version))
    return data


def parse_json(text: str, kind: str, version: int, source: str = "input") -> dict[str, Any]:
    """Parse ``text`` as a JSON object of format ``kind``, version ``version``."""
    return check_header(load_json_object(text, source, msg("a {kind} file", kind=kind)), kind, version, source)


def dump_json(data: dict[str, Any]) -> str:
    """The project's JSON style: UTF-8 cards (``3♠``), two-space indent, trailing newline."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
