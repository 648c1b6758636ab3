"""Deal records: one deal of any game written as JSON and replayed, as PGN is for chess.

Every game writes one format (version 2); the profile named in ``rules`` picks the game::

    {
      "format": "calabresella-deal",
      "version": 2,
      "rules": "italian",            # any profile of calabresella.games.registry: it picks the
                                     # game ('italian'…, 'american', 'tressette', 'tressette-in-due')
      "dealer": 0,                   # a seat of the profile's table
      "seed": 7,                     # optional: the seed the deal was shuffled with (checked)
      "min_bid": "solo",             # Italian only, optional: a deal that follows an all-pass
                                     # in the 'all-pass-limited' profile (V2b); absent: chiamo
      "names": ["Anna", "Bruno", "Carla"],   # optional: one per hand, different, 1-40 characters
      "hands": [["3♠", ...], [...], [...]],  # the hands as dealt
      "monte": ["4♦", ...],          # the undealt cards as dealt, under the game's word:
                                     # "monte" (Italian), "widow" (American, V4), "stock" (Tressette, V5)
      "actions": [{"seat": 1, "action": "bid solo"}, ...]
    }

Version 1 is still read: the Italian ``calabresella-deal``, the American
``calabrasella-deal`` and the Tressette ``tressette-deal`` (the same fields; see
:data:`~calabresella.engine.records.OLD_FORMATS`). Saving replaces a deal record of any
of these (so a version 1 file is rewritten as version 2), and nothing else unless forced.

Cards are written as rank and suit symbol (``3♠``; ``3S`` is read too). Actions are
written as each game's parser reads them. Loading reads the file once (at most 16 MiB),
checks every field's type, the names and the seed (which must deal these hands), then
replays every action through the engine, so an illegal or malformed action is refused
with its index and the rule that forbids it.

:func:`load_any` / :func:`from_any` read a record of any game; :func:`load` /
:func:`from_dict` here read the Italian game's (``american.load``, ``tressette.load``
the others').

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.games.italian.players import RandomPlayer, play_deal
>>> deal = play_deal(Deal.new(seed=7), [RandomPlayer(s) for s in range(3)])
>>> from_json(to_json(deal)) == deal
True
>>> to_dict(deal)["format"], to_dict(deal)["version"]
('calabresella-deal', 2)
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from calabresella.engine.actions import Contract, parse_action
from calabresella.engine.errors import check_instance

# The helpers every game's records share live in the engine; re-exported here.
from calabresella.engine.records import DEAL_KINDS as DEAL_KINDS
from calabresella.engine.records import FORMAT as FORMAT
from calabresella.engine.records import MAX_NAME_LENGTH as MAX_NAME_LENGTH
from calabresella.engine.records import NAMES_EXPECTED as NAMES_EXPECTED
from calabresella.engine.records import OLD_FORMATS as OLD_FORMATS
from calabresella.engine.records import VERSION as VERSION
from calabresella.engine.records import RecordCodec as RecordCodec
from calabresella.engine.records import RecordError as RecordError
from calabresella.engine.records import RecordParts as RecordParts
from calabresella.engine.records import Replayable as Replayable
from calabresella.engine.records import check_format as check_format
from calabresella.engine.records import check_named_profile
from calabresella.engine.records import check_seed as check_seed
from calabresella.engine.records import default_names as default_names
from calabresella.engine.records import field as field
from calabresella.engine.records import is_name as is_name
from calabresella.engine.records import names_of as names_of
from calabresella.engine.records import parse_record as parse_record
from calabresella.engine.records import read_object as read_object
from calabresella.engine.records import read_parts as read_parts
from calabresella.engine.records import read_record as read_record
from calabresella.engine.records import record_dict as record_dict
from calabresella.engine.records import replay as replay
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.rules import PROFILES, Rules, profile

GAME_FORMATS: dict[str, str] = OLD_FORMATS
"""The format each game wrote before version 2 (all version 1), still read."""


def _min_bid(data: dict[str, Any]) -> Contract:
    """R8, V2b: the lowest contract a record's deal allows (Chiamo unless it says)."""
    if "min_bid" not in data:
        return Contract.CHIAMO
    text = data["min_bid"]
    if not isinstance(text, str) or text not in {c.value for c in Contract}:
        raise ValueError(
            "\"min_bid\" must be one of " + ", ".join(repr(c.value) for c in Contract) + f" (R8, V2b), got {text!r}"
        )
    return Contract(text)


def _build(parts: RecordParts, rules: Rules, data: dict[str, Any], source: str) -> Deal:
    return Deal.from_cards(
        parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed, min_bid=_min_bid(data)
    )


CODEC: RecordCodec[Deal] = RecordCodec(OLD_FORMATS["italian"], "monte", profile, _build, parse_action, "R2")
"""The Italian game's records (the American and Tressette codecs live beside their games)."""


def to_dict(deal: Deal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict."""
    check_instance(deal, Deal, "deal", "a Deal such as Deal.new(seed=7)")
    check_named_profile(deal.rules, PROFILES)
    extra = {} if deal.min_bid is Contract.CHIAMO else {"min_bid": deal.min_bid.value}
    return record_dict(deal, names, extra)


def to_json(deal: Deal, names: Sequence[str] | None = None) -> str:
    """The record of ``deal`` as JSON text."""
    return to_any_json(deal, names)


def from_dict(data: dict[str, Any], source: str = "record") -> Deal:
    """Replay a record of the Italian game through the engine; refuse it with the reason if anything is wrong."""
    return CODEC.from_dict(data, source)


def from_json(text: str, source: str = "record") -> Deal:
    """Replay a record from JSON text."""
    return CODEC.from_json(text, source)


def save(deal: Deal, path: str | os.PathLike[str], names: Sequence[str] | None = None, force: bool = False) -> None:
    """Write the record of ``deal`` to ``path`` atomically (never half-written).

    Only a regular file is replaced, and only a deal record unless ``force``
    (see :func:`~calabresella.engine.files.write_atomic`).
    """
    save_any(deal, path, names, force)


def load(path: str | os.PathLike[str]) -> Deal:
    """Read and replay the record at ``path``."""
    return CODEC.load(path)


# =========================================================================== one loader for every game


def from_any(data: Any, source: str = "record") -> Any:
    """Replay a record of any of the games: its ``rules`` profile picks the game
    (:func:`calabresella.games.registry.find_profile`), whose codec replays it. The record is
    ``calabresella-deal`` version 2, or version 1 of that game's older format."""
    from calabresella.games.registry import find_profile

    if not isinstance(data, dict):
        raise RecordError(f"{source}: expected a JSON object, got {type(data).__name__}")
    rules = field(data, "rules", str, source)
    try:
        game, _ = find_profile(rules)
    except ValueError as err:
        raise RecordError(f"{source}: {err}") from None
    try:
        check_format(data, game.codec.old, source)
    except RecordError as err:
        raise RecordError(f"{err} (the profile {rules!r} is a deal of {game.label})") from None
    return game.codec.from_dict(data, source)


def load_any(path: str | os.PathLike[str]) -> Any:
    """Read (once, at most 16 MiB) and replay the record at ``path``, whichever game it is of."""
    return from_any(read_object(path), str(path))


def to_any(deal: Any, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of a deal of any of the games."""
    from calabresella.games.registry import game_of

    return dict(game_of(deal).to_record(deal, names))


def to_any_json(deal: Any, names: Sequence[str] | None = None) -> str:
    """The record of a deal of any of the games as JSON text."""
    from calabresella.engine.files import dump_json

    return dump_json(to_any(deal, names))


def save_any(deal: Any, path: str | os.PathLike[str], names: Sequence[str] | None = None, force: bool = False) -> None:
    """Write the record of a deal of any game to ``path`` atomically; only a regular file
    holding a deal record (old or new, of any game) is replaced unless ``force``."""
    CODEC.save(to_any_json(deal, names), path, force)
