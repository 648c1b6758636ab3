"""The calling games' deal records (C1–C8): the one format of every game, read by one codec.

A record of a calling game is a ``calabresella-deal`` version 2 (:mod:`calabresella.games.record`):
its ``rules`` names a profile of one of the four games (which picks the game), ``monte`` holds
the monte as dealt (empty where there is none), each action reads as
:func:`~calabresella.games.calling.actions.parse_calling_action` reads it (``"bid chiamo"``,
``"call 3♠"``, ``"give 4♦"``, ``"discard 5♣"``, ``"play 3♠"``).

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.calling.deal import CallingDeal
>>> from calabresella.games.mediatore.rules import MEDIATORE
>>> done = play_random(CallingDeal.new(seed=3, rules=MEDIATORE), seed=2)
>>> from_json(to_json(done)) == done
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calabresella.engine import records
from calabresella.engine.errors import check_instance
from calabresella.engine.game import check_names
from calabresella.games.calling.actions import parse_calling_action
from calabresella.games.calling.deal import CallingDeal
from calabresella.games.calling.rules import TABLE_RULE, CallingRules, calling_profile, calling_profiles
from calabresella.games.registry import deal_kinds
from calabresella.words import N_


class CallingRecordError(records.RecordError):
    """A deal record of a calling game that cannot be replayed; the message says where and why."""


def _build(parts: records.RecordParts, rules: CallingRules, data: dict[str, Any], source: str) -> CallingDeal:
    return CallingDeal.from_cards(parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed)


def to_dict(deal: CallingDeal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict."""
    check_instance(deal, CallingDeal, "deal", N_("a deal of a calling game such as load_game('chiamata').new_deal(5)"))
    records.check_named_profile(deal.rules, calling_profiles())
    return records.record_dict(deal, check_names(names, deal.players))


CODEC: records.RecordCodec[CallingDeal] = records.RecordCodec(
    records.FORMAT, "monte", calling_profile, _build, parse_calling_action, TABLE_RULE, CallingRecordError,
    deal_kinds, write=to_dict,
)
"""Reads and writes the records of the four calling games (new games: no format of their own before version 2)."""

# reading is the codec's; writing checks the deal (to_dict) and writes it atomically
from_dict, from_json, load = CODEC.from_dict, CODEC.from_json, CODEC.load
to_json, save = CODEC.deal_json, CODEC.save_deal
