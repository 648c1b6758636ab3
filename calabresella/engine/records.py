"""Deal records of every game: one format, written and read by one codec.

A deal record of any game is JSON (:data:`FORMAT` ``"calabresella-deal"``, version
:data:`VERSION` 2, described in :mod:`calabresella.games.record`): ``rules`` (the
profile, which picks the game), ``dealer``, optional ``seed`` and ``names``, ``hands``
as dealt, the undealt cards under the game's own word (``monte``, ``widow`` or
``stock``) and ``actions``. :func:`record_dict` writes it for a deal of any game; a
game's :class:`RecordCodec` reads it (and version 1 of the game's older format),
builds the deal, and :func:`replay` applies the actions through the engine, refusing
the first bad one with its index and the rule.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from calabresella.engine.actions import ActionError
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    IllegalActionError,
    Text,
    check_instance,
    is_whole,
    reason,
)
from calabresella.engine.files import (
    FileFormatError,
    dump_json,
    json_kind,
    kind_words,
    load_json_object,
    parse_json,
    read_json,
    read_text,
    write_atomic,
)
from calabresella.engine.game import default_names as default_names
from calabresella.engine.words import NAMES, later
from calabresella.words.catalogue import N_, dev
from calabresella.words.message import Message, msg

FORMAT = "calabresella-deal"
"""The ``format`` of every game's deal records."""

VERSION = 2
"""The version written; version 1 of each game's older format is read too."""



class RecordError(FileFormatError):
    """A deal record that cannot be replayed; the message says where and why."""


@dataclass(frozen=True)
class RecordParts:
    """The fields every deal record shares, checked: the game's own loader builds the deal."""

    rules: str
    dealer: int
    seed: int | None
    hands: list[list[str]]
    rest: list[str]
    actions: list[Any]


def read_parts(
    data: Any, rest_key: str, source: str = "record", error: type[FileFormatError] = RecordError
) -> RecordParts:
    """Check the shared fields of a record (``rest_key`` names the monte, widow or stock)."""
    if not isinstance(data, dict):
        raise error(_not_object(source, data))
    rules = field(data, "rules", str, source, error)
    dealer = field(data, "dealer", int, source, error)
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise error(msg('{source}: "seed" must be a whole number, got {got}', source=source, got=dev(repr(seed))))
    hands = field(data, "hands", list, source, error)
    rest = field(data, rest_key, list, source, error)
    actions = field(data, "actions", list, source, error)
    if any(not isinstance(h, list) or not all(isinstance(c, str) for c in h) for h in hands) or not all(
        isinstance(c, str) for c in rest
    ):
        raise error(msg('{source}: "hands" must be lists of cards as text, "{rest}" one list', source=source,
                        rest=rest_key))
    return RecordParts(rules, dealer, seed, hands, rest, actions)


def _not_object(source: str, data: object) -> Message:
    return msg("{source}: expected a JSON object, got {found}", source=source, found=json_kind(data))


class Replayable(Protocol):
    """A deal of any of the games: whose turn it is, and a new deal after an action."""

    @property
    def to_move(self) -> int | None: ...

    def apply(self, action: Any) -> Any: ...


R = TypeVar("R", bound=Replayable)


def replay(
    deal: R,
    actions: list[Any],
    parse: Callable[[str], Any],
    source: str = "record",
    error: type[FileFormatError] = RecordError,
    turn_rule: str = "R2",
) -> R:
    """Apply a record's actions in order through the engine; refuse the first bad one with
    its index and the reason (malformed, out of turn, or illegal and the rule that says so).

    A record that gives a ``seed`` must hold the hands that seed deals: otherwise the
    record would be told as "Deal with seed N" while showing other cards.
    """
    check_seed(deal, source, error)
    for index, entry in enumerate(actions):
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), str):
            raise error(msg('{source}: action {index}: expected {{"seat": N, "action": "…"}}, got {got}',
                            source=source, index=index, got=dev(repr(entry))))
        try:
            action = parse(entry["action"])
        except ActionError as err:
            raise error(msg("{source}: action {index}: {reason}", source=source, index=index,
                            reason=reason(err))) from None
        seat = entry.get("seat")
        if not is_whole(seat) or seat != deal.to_move:
            turn = deal.to_move
            said = {"source": source, "index": index, "action": repr(entry["action"]), "marked": repr(seat),
                    "rule": turn_rule}
            if turn is None:
                raise error(msg("{source}: action {index} ({action}) is marked for seat {marked}, but the deal is "
                                "over ({rule})", **said))
            raise error(msg("{source}: action {index} ({action}) is marked for seat {marked}, but it is seat {seat}'s "
                            "turn ({rule})", seat=turn, **said))  # the record's seats, as its "seat" fields number them
        try:
            deal = deal.apply(action)
        except IllegalActionError as err:
            raise error(msg("{source}: action {index} ({action}) is illegal: {reason}", source=source, index=index,
                            action=repr(entry["action"]), reason=reason(err))) from None
    return deal


def check_seed(deal: Any, source: str = "record", error: type[FileFormatError] = RecordError) -> None:
    """Refuse a deal (as dealt) whose ``seed`` does not deal its hands (R6-R7; V4, V5 alike)."""
    seed = getattr(deal, "seed", None)
    if seed is None:
        return
    try:
        fresh = deal._from_seed() if hasattr(deal, "_from_seed") else type(deal).new(seed, deal.dealer, deal.rules)
    except ValueError as err:
        raise error(msg('{source}: "seed" {seed} cannot deal this deal: {reason}', source=source, seed=dev(repr(seed)),
                        reason=reason(err))) from None
    if fresh != deal:
        raise error(msg('{source}: "seed" {seed} does not deal these hands (the first hand would hold {cards}); '
                        'correct the hands or remove "seed"', source=source, seed=seed,
                        cards=tuple(sorted(fresh.dealt_hands[0]))))


MAX_NAME_LENGTH = 40
"""The longest player name a record or session may carry."""


def names_of(
    data: dict[str, Any],
    default: Sequence[str] = NAMES,
    source: str = "record",
    error: type[FileFormatError] = RecordError,
) -> tuple[str, ...]:
    """The seat names a record carries, or ``default`` when it carries none.

    Names that are there but wrong (not a list of ``len(default)`` different,
    non-empty names of at most :data:`MAX_NAME_LENGTH` characters) are refused, never
    silently replaced.
    """
    if "names" not in data:
        return tuple(default)
    names = data["names"]
    count = len(default)
    if (
        not isinstance(names, list)
        or len(names) != count
        or not all(is_name(n) for n in names)
        or len(set(names)) != count
    ):
        raise error(msg('{source}: "names" must be {expected}, got {got}', source=source,
                        expected=names_expected(count), got=_short(names)))
    return tuple(names)


_NAMES_EXPECTED = N_("a list of {count} different names, one per seat, each 1 to {longest} printable characters "
                     "on one line")

NAMES_EXPECTED = _NAMES_EXPECTED.replace("{longest}", str(MAX_NAME_LENGTH))
"""What a table's names must be, as a template of ``{count}`` in English (older callers:
:func:`names_expected` says it in the language chosen)."""


def names_expected(count: int | Text) -> Message:
    """What the names of a table of ``count`` seats must be, as words (``count`` a number,
    or words such as "three")."""
    return Message(_NAMES_EXPECTED, {"count": count, "longest": MAX_NAME_LENGTH})


def is_name(value: Any) -> bool:
    """A player's name: text of 1 to :data:`MAX_NAME_LENGTH` printable characters on one line.

    >>> is_name("Anna"), is_name(""), is_name("Ada\\x1b[2J"), is_name("Ben\\nForged line")
    (True, False, False, False)
    """
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_NAME_LENGTH
        and bool(value.strip())
        and all(ch.isprintable() for ch in value)
    )


def _short(value: Any, limit: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_record(
    text: str, kind: str, version: int, source: str = "record", error: type[FileFormatError] = RecordError
) -> dict[str, Any]:
    """The JSON object of a record of format ``kind``; anything else refused as ``error``."""
    try:
        return parse_json(text, kind, version, source)
    except FileFormatError as err:
        raise error(err.message) from None


def read_record(
    path: str | os.PathLike[str], kind: str, version: int, error: type[FileFormatError] = RecordError
) -> dict[str, Any]:
    """The JSON object of the record file at ``path``; anything else refused as ``error``."""
    try:
        return read_json(path, kind, version)
    except FileFormatError as err:
        raise error(err.message) from None


def field(
    data: dict[str, Any], key: str, kind: type, source: str = "record", error: type[FileFormatError] = RecordError
) -> Any:
    """``data[key]``, which must be of type ``kind`` (a bool is not an int)."""
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise error(msg('{source}: field "{key}" must be {kind}, got {got}', source=source, key=key,
                        kind=kind_words(kind), got=dev(repr(value))))
    return value


# =========================================================================== the one format


def check_named_profile(rules: Any, profiles: Mapping[str, Any], what: Text | None = None) -> None:
    """Refuse to write ``rules`` into a file unless they are exactly the named profile they
    say they are: a file names its profile, so rules changed with ``replace(...)`` under
    the same name would be read back as the named profile, and replayed or scored wrongly."""
    if profiles.get(rules.name) != rules:
        raise ArgumentValueError(msg(
            "{what} names its rule profile, and these rules are not the profile {profile} "
            "(they were changed with replace(...)): it could not be read back as played, so "
            "nothing is written; play a named profile (python -m calabresella rules lists them)",
            what=msg("a record") if what is None else later(what), profile=repr(rules.name)))


def record_dict(deal: Any, names: Sequence[str] | None = None, extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The record of a deal of any game (as dealt, then every action so far), version 2.

    ``extra`` holds the game's own fields, written after ``seed`` (the Italian ``min_bid``).
    """
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "rules": deal.rules.name, "dealer": deal.dealer}
    if deal.seed is not None:
        data["seed"] = deal.seed
    data.update(extra or {})
    if names is not None:
        data["names"] = list(names)
    data["hands"] = [[str(c) for c in hand] for hand in deal.dealt_hands]
    data[deal._REST] = [str(c) for c in deal._dealt_rest()]
    data["actions"] = [{"seat": seat, "action": str(action)} for seat, action in deal.history]
    return data


def check_format(
    data: dict[str, Any], old: str, source: str = "record", error: type[FileFormatError] = RecordError
) -> None:
    """Refuse ``data`` unless it is a record of :data:`FORMAT` version 2, or of the game's
    ``old`` format version 1 (the version a bool or a float is not)."""
    found = data.get("format")
    readable = {FORMAT: {VERSION}}
    readable.setdefault(old, set()).add(1)
    if not isinstance(found, str) or found not in readable:
        if old == FORMAT:
            raise error(msg('{source}: expected a JSON object with "format": "{kind}", found {found}', source=source,
                            kind=FORMAT, found=repr(found)))
        raise error(msg('{source}: expected a JSON object with "format": "{kind}" (or the older "format": "{old}"), '
                        'found {found}', source=source, kind=FORMAT, old=old, found=repr(found)))
    version = data.get("version")
    versions = readable[found]  # found is text: a list or an object is refused above
    if type(version) is not int or version not in versions:
        said = {"source": source, "kind": found, "version": repr(version), "reads": min(versions)}
        if len(versions) > 1:  # both versions of the one format (the Italian game's old format is the new one)
            raise error(msg("{source}: {kind} version {version} is not supported; this program reads version "
                            "{reads} and {more}", more=max(versions), **said))
        if found == FORMAT != old and version == 1:
            raise error(msg("{source}: {kind} version {version} is not supported here (its version 1 holds an "
                            "Italian deal, not one of {old}); this program reads version {reads}",
                            old=repr(old), **said))
        raise error(msg("{source}: {kind} version {version} is not supported; this program reads version {reads}",
                        **said))


D = TypeVar("D", bound=Replayable)


class RecordCodec(Generic[D]):
    """Reading and writing one game's deal records (the same for every game).

    ``old`` is the game's own format before version 2 (its version 1 is still read; a game
    with no older format names :data:`FORMAT`), ``profile`` finds a rule profile by
    name, ``build`` makes the deal as dealt from the checked parts (and the record, for
    fields of its own), ``parse`` reads an action, ``rule`` is cited for a turn out of
    order, ``error`` is the error raised. ``write`` is the game's ``to_dict`` (checking the deal
and the names), which :meth:`deal_json` and :meth:`save_deal` write. ``kinds`` gives the formats a save may replace
    without ``force`` (the games layer gathers every registered game's: a deal record of
    any game, old or new); without it, this game's own two.
    """

    def __init__(
        self,
        old: str,
        rest: str,
        profile: Callable[[str], Any],
        build: Callable[[RecordParts, Any, dict[str, Any], str], D],
        parse: Callable[[str], Any],
        rule: str,
        error: type[FileFormatError] = RecordError,
        kinds: Callable[[], Sequence[str]] | None = None,
        write: Callable[[Any, Sequence[str] | None], dict[str, Any]] | None = None,
    ) -> None:
        self.old, self.rest, self.profile, self.build = old, rest, profile, build
        self.parse, self.rule, self.error = parse, rule, error
        self._kinds, self._write = kinds, write

    @property
    def kinds(self) -> tuple[str, ...]:
        """The formats a save may replace without ``force``: deal records (version 2 and the
        older formats) of every game ``kinds`` names, or of this game alone."""
        if self._kinds is not None:
            return tuple(self._kinds())
        return (FORMAT,) if self.old == FORMAT else (FORMAT, self.old)

    def to_json(self, deal: Any, names: Sequence[str] | None = None, extra: Mapping[str, Any] | None = None) -> str:
        return dump_json(record_dict(deal, names, extra))

    def to_dict(self, deal: Any, names: Sequence[str] | None = None) -> dict[str, Any]:
        """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict:
        the game's ``write`` (its ``to_dict``, which checks the deal and the names)."""
        if self._write is None:
            raise ArgumentTypeError(msg("this codec was made without write (the game's to_dict): it writes no deal"))
        return self._write(deal, names)

    def deal_json(self, deal: Any, names: Sequence[str] | None = None) -> str:
        """The record of ``deal`` (as dealt, then every action so far) as JSON text."""
        return dump_json(self.to_dict(deal, names))

    def save_deal(
        self, deal: Any, path: str | os.PathLike[str], names: Sequence[str] | None = None, force: bool = False
    ) -> None:
        """Write the record of ``deal`` to ``path`` atomically (never half-written); only a
        regular file holding a deal record (of any game, old or new) is replaced unless ``force``."""
        self.save(self.deal_json(deal, names), path, force)

    def from_dict(self, data: Any, source: str = "record") -> D:
        """Replay a record (read once, every field checked) through the engine."""
        check_instance(source, str, "source", _SOURCE)
        error = self.error
        if not isinstance(data, dict):
            raise error(_not_object(source, data))
        check_format(data, self.old, source, error)
        try:  # the profile first: a record of another game is told so, not that a field is missing
            rules = self.profile(field(data, "rules", str, source, error))
        except ValueError as err:
            raise err if isinstance(err, error) else error(_at(source, err)) from None
        parts = read_parts(data, self.rest, source, error)
        try:
            deal = self.build(parts, rules, data, source)
        except ValueError as err:
            raise error(_at(source, err)) from None
        names_of(data, default_names(len(parts.hands)), source, error)
        return replay(deal, parts.actions, self.parse, source, error, turn_rule=self.rule)

    def from_json(self, text: str, source: str = "record") -> D:
        check_instance(text, str, "text", msg("a record as JSON text, such as to_json(deal) gives"))
        check_instance(source, str, "source", _SOURCE)
        return self.from_dict(_object(text, source, self.error), source)

    def save(self, text: str, path: str | os.PathLike[str], force: bool = False) -> None:
        """Write a record's ``text`` to ``path`` atomically; only a regular file holding a deal
        record (of any game, old or new: :attr:`kinds`) is replaced unless ``force``."""
        check_instance(path, (str, os.PathLike), "path", _PATH)
        write_atomic(path, text, kind=self.kinds, force=force)

    def load(self, path: str | os.PathLike[str]) -> D:
        """Read the record at ``path`` once (at most 16 MiB) and replay it."""
        check_instance(path, (str, os.PathLike), "path", _PATH)
        return self.from_dict(read_object(path, self.error), str(path))


_SOURCE = N_("text naming the record in messages, such as 'deal.json'")
_PATH = N_("a file name such as 'deal.json' or a pathlib.Path")


def _at(source: str, error: BaseException) -> Message:
    """``error`` said of the record ``source``."""
    return msg("{source}: {reason}", source=source, reason=reason(error))


def _object(text: str, source: str, error: type[FileFormatError]) -> dict[str, Any]:
    try:
        return load_json_object(text, source, msg("a deal record"))
    except FileFormatError as err:
        raise error(err.message) from None


def read_object(path: str | os.PathLike[str], error: type[FileFormatError] = RecordError) -> dict[str, Any]:
    """The JSON object in the file at ``path``, read once with the size limit; else ``error``."""
    try:
        text = read_text(path)
    except FileFormatError as err:
        raise error(err.message) from None
    return _object(text, str(path), error)
