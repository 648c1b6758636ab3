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
``calabrasella-deal`` and the Tressette ``tressette-deal`` (the same fields; each game's
codec names its own: ``RecordCodec.old``). Saving replaces a deal record of any of these
(so a version 1 file is rewritten as version 2), and nothing else unless forced
(:func:`~calabresella.games.registry.deal_kinds`).

Cards are written as rank and suit symbol (``3♠``; ``3S`` is read too). Actions are
written as each game's parser reads them. Loading reads the file once (at most 16 MiB),
checks every field's type, the names and the seed (which must deal these hands), then
replays every action through the engine, so an illegal or malformed action is refused
with its index and the rule that forbids it.

:func:`load_any` / :func:`from_any` read a record of any game. Each game's codec lives
beside its game (:mod:`calabresella.games.italian.record`, ``games.american.record``,
``games.tressette.record``); the Italian game's names (:func:`load`, :func:`from_dict`,
:func:`to_json`, …) are importable from here too, as they always were.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.registry import load_game
>>> deal = play_random(load_game("tressette").new_deal(seed=7), seed=1)
>>> from_any(to_any(deal)) == deal
True
>>> [to_any(deal)[key] for key in ("format", "version", "rules")]
['calabresella-deal', 2, 'tressette']
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from calabresella.engine.errors import reason
from calabresella.engine.files import dump_json, json_kind

# The helpers every game's records share live in the engine; re-exported here.
from calabresella.engine.records import FORMAT as FORMAT
from calabresella.engine.records import MAX_NAME_LENGTH as MAX_NAME_LENGTH
from calabresella.engine.records import NAMES_EXPECTED as NAMES_EXPECTED
from calabresella.engine.records import VERSION as VERSION
from calabresella.engine.records import RecordCodec as RecordCodec
from calabresella.engine.records import RecordError as RecordError
from calabresella.engine.records import RecordParts as RecordParts
from calabresella.engine.records import Replayable as Replayable
from calabresella.engine.records import check_format as check_format
from calabresella.engine.records import check_seed as check_seed
from calabresella.engine.records import default_names as default_names
from calabresella.engine.records import field as field
from calabresella.engine.records import is_name as is_name
from calabresella.engine.records import names_expected as names_expected
from calabresella.engine.records import names_of as names_of
from calabresella.engine.records import parse_record as parse_record
from calabresella.engine.records import read_object as read_object
from calabresella.engine.records import read_parts as read_parts
from calabresella.engine.records import read_record as read_record
from calabresella.engine.records import record_dict as record_dict
from calabresella.engine.records import replay as replay
from calabresella.engine.words import later

# The Italian game's codec, which lived here: importable from here as before.
from calabresella.games.italian.record import CODEC as CODEC
from calabresella.games.italian.record import _build as _build
from calabresella.games.italian.record import _min_bid as _min_bid
from calabresella.games.italian.record import from_dict as from_dict
from calabresella.games.italian.record import from_json as from_json
from calabresella.games.italian.record import load as load
from calabresella.games.italian.record import save as save
from calabresella.games.italian.record import to_dict as to_dict
from calabresella.games.italian.record import to_json as to_json
from calabresella.games.registry import deal_kinds as deal_kinds
from calabresella.games.registry import find_profile, game_of
from calabresella.words.message import msg

# =========================================================================== one loader for every game


def from_any(data: Any, source: str = "record") -> Any:
    """Replay a record of any of the games: its ``rules`` profile picks the game
    (:func:`calabresella.games.registry.find_profile`), whose codec replays it. The record is
    ``calabresella-deal`` version 2, or version 1 of that game's older format."""
    if not isinstance(data, dict):
        raise RecordError(msg("{source}: expected a JSON object, got {found}", source=source,
                              found=json_kind(data)))
    rules = field(data, "rules", str, source)
    try:
        game, _ = find_profile(rules)
    except ValueError as err:
        raise RecordError(msg("{source}: {reason}", source=source, reason=reason(err))) from None
    try:
        check_format(data, game.codec.old, source)
    except RecordError as err:
        raise RecordError(msg("{reason} (the profile {profile} is a deal of {game})", reason=err.message,
                              profile=repr(rules), game=later(game.label))) from None
    return game.codec.from_dict(data, source)


def load_any(path: str | os.PathLike[str]) -> Any:
    """Read (once, at most 16 MiB) and replay the record at ``path``, whichever game it is of."""
    return from_any(read_object(path), str(path))


def to_any(deal: Any, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of a deal of any of the games."""
    return dict(game_of(deal).to_record(deal, names))


def to_any_json(deal: Any, names: Sequence[str] | None = None) -> str:
    """The record of a deal of any of the games as JSON text."""
    return dump_json(to_any(deal, names))


def save_any(deal: Any, path: str | os.PathLike[str], names: Sequence[str] | None = None, force: bool = False) -> None:
    """Write the record of a deal of any game to ``path`` atomically; only a regular file
    holding a deal record (old or new, of any game) is replaced unless ``force``."""
    CODEC.save(to_any_json(deal, names), path, force)
