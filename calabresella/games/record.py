"""Deal records: one deal written as JSON and replayed, as PGN is for chess.

The format (version 1)::

    {
      "format": "calabresella-deal",
      "version": 1,
      "rules": "italian",            # a profile name from calabresella.games.italian.rules
      "dealer": 0,                   # seat 0, 1 or 2
      "seed": 7,                     # optional: the seed the deal was shuffled with
      "min_bid": "solo",             # optional: only in a deal that follows an all-pass
                                     # in the 'all-pass-limited' profile (V2b); absent: chiamo
      "names": ["Anna", "Bruno", "Carla"],   # optional
      "hands": [["3♠", ...], [...], [...]],  # the hands as dealt, 12 cards each
      "monte": ["4♦", ...],                  # the monte as dealt, 4 cards
      "actions": [{"seat": 1, "action": "bid solo"}, ...]
    }

Cards are written as rank and suit symbol (``3♠``; ``3S`` is read too). Actions are
written as :func:`calabresella.engine.actions.parse_action` reads them. Loading replays
every action through the engine, so an illegal or malformed action is refused with
its index and the rule that forbids it.

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.games.italian.players import RandomPlayer, play_deal
>>> deal = play_deal(Deal.new(seed=7), [RandomPlayer(s) for s in range(3)])
>>> from_json(to_json(deal)) == deal
True
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from calabresella.engine.actions import ActionError, Contract, parse_action
from calabresella.engine.errors import DealError, IllegalActionError, is_whole
from calabresella.engine.files import FileFormatError, dump_json, parse_json, read_json, write_atomic
from calabresella.engine.words import NAMES
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.rules import RulesError, profile

FORMAT = "calabresella-deal"
VERSION = 1


class RecordError(FileFormatError):
    """A deal record that cannot be replayed; the message says where and why."""


def to_dict(deal: Deal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "rules": deal.rules.name, "dealer": deal.dealer}
    if deal.seed is not None:
        data["seed"] = deal.seed
    if deal.min_bid is not Contract.CHIAMO:
        data["min_bid"] = deal.min_bid.value
    if names is not None:
        data["names"] = list(names)
    data["hands"] = [[str(c) for c in hand] for hand in deal.dealt_hands]
    data["monte"] = [str(c) for c in deal.dealt_monte]
    data["actions"] = [{"seat": seat, "action": str(action)} for seat, action in deal.history]
    return data


def to_json(deal: Deal, names: Sequence[str] | None = None) -> str:
    """The record of ``deal`` as JSON text."""
    return dump_json(to_dict(deal, names))


def from_dict(data: dict[str, Any], source: str = "record") -> Deal:
    """Replay a record through the engine; refuse it with the reason if anything is wrong."""
    parts = read_parts(data, "monte", source)
    names_of(data, NAMES, source)
    try:
        rules = profile(parts.rules)
    except RulesError as err:
        raise RecordError(f"{source}: {err}") from None
    min_bid = Contract.CHIAMO
    if "min_bid" in data:
        text = data["min_bid"]
        if not isinstance(text, str) or text not in {c.value for c in Contract}:
            raise RecordError(
                f"{source}: \"min_bid\" must be one of "
                + ", ".join(repr(c.value) for c in Contract)
                + f" (R8, V2b), got {text!r}"
            )
        min_bid = Contract(text)
    try:
        deal = Deal.from_cards(parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed, min_bid=min_bid)
    except (DealError, ValueError) as err:
        raise RecordError(f"{source}: {err}") from None
    return replay(deal, parts.actions, parse_action, source, turn_rule="R2")


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
        raise error(f"{source}: expected a JSON object, got {type(data).__name__}")
    rules = field(data, "rules", str, source, error)
    dealer = field(data, "dealer", int, source, error)
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise error(f"{source}: \"seed\" must be a whole number, got {seed!r}")
    hands = field(data, "hands", list, source, error)
    rest = field(data, rest_key, list, source, error)
    actions = field(data, "actions", list, source, error)
    if any(not isinstance(h, list) or not all(isinstance(c, str) for c in h) for h in hands) or not all(
        isinstance(c, str) for c in rest
    ):
        raise error(f"{source}: \"hands\" must be lists of cards as text, \"{rest_key}\" one list")
    return RecordParts(rules, dealer, seed, hands, rest, actions)


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
            raise error(f"{source}: action {index}: expected {{\"seat\": N, \"action\": \"…\"}}, got {entry!r}")
        try:
            action = parse(entry["action"])
        except ActionError as err:
            raise error(f"{source}: action {index}: {err}") from None
        seat = entry.get("seat")
        if not is_whole(seat) or seat != deal.to_move:
            raise error(
                f"{source}: action {index} ({entry['action']!r}) is marked for seat {entry.get('seat')!r}, "
                f"but it is seat {deal.to_move}'s turn ({turn_rule})"
            )
        try:
            deal = deal.apply(action)
        except IllegalActionError as err:
            raise error(f"{source}: action {index} ({entry['action']!r}) is illegal: {err}") from None
    return deal


def check_seed(deal: Any, source: str = "record", error: type[FileFormatError] = RecordError) -> None:
    """Refuse a deal (as dealt) whose ``seed`` does not deal its hands (R6-R7; V4, V5 alike)."""
    seed = getattr(deal, "seed", None)
    if seed is None:
        return
    try:
        if isinstance(deal, Deal):
            fresh: Any = Deal.new(seed, deal.dealer, deal.rules, min_bid=deal.min_bid)
            if deal.min_bid is not Contract.CHIAMO and fresh != deal:
                # V2b: after an all-pass the monte stays and only the other 36 cards are dealt again
                fresh = Deal.new(seed, deal.dealer, deal.rules, monte=deal.dealt_monte, min_bid=deal.min_bid)
        else:
            fresh = type(deal).new(seed, deal.dealer, deal.rules)
    except ValueError as err:
        raise error(f"{source}: \"seed\" {seed!r} cannot deal this deal: {err}") from None
    if fresh != deal:
        raise error(
            f"{source}: \"seed\" {seed} does not deal these hands (seat 0 would hold "
            f"{' '.join(map(str, sorted(fresh.dealt_hands[0])))}); correct the hands or remove \"seed\""
        )


def from_json(text: str, source: str = "record") -> Deal:
    """Replay a record from JSON text."""
    return from_dict(parse_record(text, FORMAT, VERSION, source), source)


def save(deal: Deal, path: str | os.PathLike[str], names: Sequence[str] | None = None, force: bool = False) -> None:
    """Write the record of ``deal`` to ``path`` atomically (never half-written).

    Only a regular file is replaced, and only a deal record unless ``force``
    (see :func:`~calabresella.engine.files.write_atomic`).
    """
    write_atomic(path, to_json(deal, names), kind=FORMAT, force=force)


def load(path: str | os.PathLike[str]) -> Deal:
    """Read and replay the record at ``path``."""
    return from_dict(read_record(path, FORMAT, VERSION), str(path))


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
        raise error(f"{source}: \"names\" must be {NAMES_EXPECTED.format(count=count)}, got {_short(names)}")
    return tuple(names)


NAMES_EXPECTED = (
    "a list of {count} different names, one per seat, each 1 to "
    + str(MAX_NAME_LENGTH)
    + " printable characters on one line"
)


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
        raise error(str(err)) from None


def read_record(
    path: str | os.PathLike[str], kind: str, version: int, error: type[FileFormatError] = RecordError
) -> dict[str, Any]:
    """The JSON object of the record file at ``path``; anything else refused as ``error``."""
    try:
        return read_json(path, kind, version)
    except FileFormatError as err:
        raise error(str(err)) from None


def field(
    data: dict[str, Any], key: str, kind: type, source: str = "record", error: type[FileFormatError] = RecordError
) -> Any:
    """``data[key]``, which must be of type ``kind`` (a bool is not an int)."""
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise error(f"{source}: field \"{key}\" must be a {kind.__name__}, got {value!r}")
    return value
