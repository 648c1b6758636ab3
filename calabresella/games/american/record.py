"""The record of an American deal (V4): the codec, to_dict/to_json, from_dict/from_json, load, save.

>>> from calabresella.engine.game import play_random
>>> deal = play_random(AmericanDeal.new(seed=7), seed=1)
>>> from_json(to_json(deal)) == deal
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calabresella.engine import records
from calabresella.engine.errors import check_instance
from calabresella.engine.game import check_names as _check_names
from calabresella.games.american.actions import parse_american_action
from calabresella.games.american.deal import AmericanDeal
from calabresella.games.american.rules import AMERICAN_PROFILES, SEATS, AmericanRules, american_profile
from calabresella.games.registry import deal_kinds
from calabresella.words import N_

FORMAT = records.FORMAT
VERSION = records.VERSION
OLD_FORMAT = "calabrasella-deal"
"""``calabrasella-deal`` version 1, the format this game wrote before version 2: still read."""


def _build(parts: records.RecordParts, rules: AmericanRules, data: dict[str, Any], source: str) -> AmericanDeal:
    return AmericanDeal.from_cards(parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed)


def to_dict(deal: AmericanDeal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict.

    Format ``"calabresella-deal"``, version 2 (:mod:`calabresella.games.record`): the
    undealt cards are the ``widow``; actions read as ``{"seat": N, "action": "i play"}``….
    """
    check_instance(deal, AmericanDeal, "deal", N_("an AmericanDeal such as AmericanDeal.new(seed=7)"))
    records.check_named_profile(deal.rules, AMERICAN_PROFILES)
    return records.record_dict(deal, _check_names(names, SEATS))


CODEC: records.RecordCodec[AmericanDeal] = records.RecordCodec(
    OLD_FORMAT, "widow", american_profile, _build, parse_american_action, "V4", kinds=deal_kinds, write=to_dict
)

# reading is the codec's; writing checks the deal (to_dict) and writes it atomically
from_dict, from_json, load = CODEC.from_dict, CODEC.from_json, CODEC.load
to_json, save = CODEC.deal_json, CODEC.save_deal
