"""The record of a Tressette deal (V5): the codec, to_dict/to_json, from_dict/from_json, load, save."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calabresella.engine import records
from calabresella.engine.errors import check_instance
from calabresella.games.registry import deal_kinds
from calabresella.games.tressette.actions import parse_tressette_action
from calabresella.games.tressette.deal import TressetteDeal
from calabresella.games.tressette.rules import (
    RULE,
    TRESSETTE_PROFILES,
    TressetteRules,
    _names,
    tressette_profile,
)
from calabresella.words import _

FORMAT = records.FORMAT
VERSION = records.VERSION
OLD_FORMAT = "tressette-deal"
"""``tressette-deal`` version 1, the format this game wrote before version 2: still read."""


class TressetteRecordError(records.RecordError):
    """A Tressette deal record that cannot be replayed; the message says where and why."""


def _build(parts: records.RecordParts, rules: TressetteRules, data: dict[str, Any], source: str) -> TressetteDeal:
    return TressetteDeal.from_cards(parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed)


def to_dict(deal: TressetteDeal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict.

    Format ``calabresella-deal``, version 2 (:mod:`calabresella.games.record`): the
    undealt cards are the ``stock`` (top card first); actions read as
    ``{"seat": N, "action": "play 3♠ busso"}``, ….
    """
    check_instance(deal, TressetteDeal, "deal", _("a TressetteDeal such as TressetteDeal.new(seed=5)"))
    records.check_named_profile(deal.rules, TRESSETTE_PROFILES)
    return records.record_dict(deal, None if names is None else _names(deal.players, names))


CODEC: records.RecordCodec[TressetteDeal] = records.RecordCodec(
    OLD_FORMAT, "stock", tressette_profile, _build, parse_tressette_action, RULE, TressetteRecordError, deal_kinds,
    to_dict,
)

# reading is the codec's; writing checks the deal (to_dict) and writes it atomically
from_dict, from_json, load = CODEC.from_dict, CODEC.from_json, CODEC.load
to_json, save = CODEC.deal_json, CODEC.save_deal
