"""The Italian game's deal records (R1–R30, V1–V3): its codec, to_dict/to_json,
from_dict/from_json, load, save.

The format, ``calabresella-deal`` version 2, is every game's (:mod:`calabresella.games.record`,
which also reads a record of any game); the Italian game's own fields are the ``monte``
and, for a deal that follows an all-pass in the ``all-pass-limited`` profile (V2b),
``min_bid``. Its version 1, also called ``calabresella-deal``, is still read.

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.games.italian.players import RandomPlayer, play_deal
>>> deal = play_deal(Deal.new(seed=7), [RandomPlayer(s) for s in range(3)])
>>> from_json(to_json(deal)) == deal
True
>>> to_dict(deal)["format"], to_dict(deal)["version"]
('calabresella-deal', 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calabresella.engine.actions import Contract, parse_action
from calabresella.engine.errors import ArgumentValueError, check_instance
from calabresella.engine.records import FORMAT, RecordCodec, RecordParts, check_named_profile, record_dict
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.rules import PROFILES, Rules, profile
from calabresella.games.registry import deal_kinds
from calabresella.words import N_, msg

OLD_FORMAT = FORMAT
"""R2: the Italian game's records were ``calabresella-deal`` already in version 1: still read."""


def _min_bid(data: dict[str, Any]) -> Contract:
    """R8, V2b: the lowest contract a record's deal allows (Chiamo unless it says)."""
    if "min_bid" not in data:
        return Contract.CHIAMO
    text = data["min_bid"]
    if not isinstance(text, str) or text not in {c.value for c in Contract}:
        raise ArgumentValueError(msg("{field} must be one of {choices} (R8, V2b), got {value!r}", field='"min_bid"',
                                     choices=", ".join(repr(c.value) for c in Contract), value=text))
    return Contract(text)


def _build(parts: RecordParts, rules: Rules, data: dict[str, Any], source: str) -> Deal:
    return Deal.from_cards(
        parts.hands, parts.rest, dealer=parts.dealer, rules=rules, seed=parts.seed, min_bid=_min_bid(data)
    )


def to_dict(deal: Deal, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``deal`` (as dealt, then every action so far) as a JSON-ready dict."""
    check_instance(deal, Deal, "deal", N_("a Deal such as Deal.new(seed=7)"))
    check_named_profile(deal.rules, PROFILES)
    extra = {} if deal.min_bid is Contract.CHIAMO else {"min_bid": deal.min_bid.value}
    return record_dict(deal, names, extra)


CODEC: RecordCodec[Deal] = RecordCodec(
    OLD_FORMAT, "monte", profile, _build, parse_action, "R2", kinds=deal_kinds, write=to_dict
)
"""The Italian game's records (every game's codec lives beside its game)."""

# reading is the codec's; writing checks the deal (to_dict) and writes it atomically
from_dict, from_json, load = CODEC.from_dict, CODEC.from_json, CODEC.load
to_json, save = CODEC.deal_json, CODEC.save_deal
