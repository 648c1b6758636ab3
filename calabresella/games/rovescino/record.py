"""Rovescino's deal records (V6): the one format of every game, read by its codec.

A record of Rovescino is a ``calabresella-deal`` version 2 (:mod:`calabresella.games.record`):
its ``rules`` names a Rovescino profile, ``monte`` holds the undealt cards (the face-down
monte, V6b, or the cards set aside face up, V6a), each action reads ``"play 4♠"``.
:func:`calabresella.games.record.load_any` reads it through this codec.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.rovescino.deal import RovescinoDeal
>>> done = play_random(RovescinoDeal.new(seed=3), seed=2)
>>> from_json(to_json(done)) == done
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calabresella.engine import records, words
from calabresella.engine.errors import check_instance
from calabresella.engine.game import check_names
from calabresella.games.registry import deal_kinds
from calabresella.games.rovescino.deal import RovescinoDeal, parse_rovescino_action
from calabresella.games.rovescino.rules import ROVESCINO_PROFILES, RULE, RovescinoRules, rovescino_profile
from calabresella.words import N_


class RovescinoRecordError(records.RecordError):
    """A Rovescino deal record that cannot be replayed; the message says where and why."""


NAMES_EIGHT = words.NAMES_EIGHT
seat_names = records.default_names
"""The default names of a table of ``players`` (3 to 8 here): the engine's, every game's."""


def _build(parts: records.RecordParts, rules: RovescinoRules, data: dict[str, Any], source: str) -> RovescinoDeal:
    return RovescinoDeal.from_cards(parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed)


def to_dict(deal: RovescinoDeal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every card played so far) as a JSON-ready dict."""
    check_instance(deal, RovescinoDeal, "deal", N_("a RovescinoDeal such as RovescinoDeal.new(seed=5)"))
    records.check_named_profile(deal.rules, ROVESCINO_PROFILES)
    return records.record_dict(deal, check_names(names, deal.players))


CODEC: records.RecordCodec[RovescinoDeal] = records.RecordCodec(
    records.FORMAT, "monte", rovescino_profile, _build, parse_rovescino_action, RULE, RovescinoRecordError,
    deal_kinds, write=to_dict,
)
"""Reads and writes Rovescino's records (a new game: it has no format of its own before version 2)."""


# reading is the codec's; writing checks the deal (to_dict) and writes it atomically
from_dict, from_json, load = CODEC.from_dict, CODEC.from_json, CODEC.load
to_json, save = CODEC.deal_json, CODEC.save_deal
