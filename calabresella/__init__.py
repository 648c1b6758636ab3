"""Calabresella (Terziglio): an exact engine for the Italian three-player card game.

The rules it implements are in ``docs/rules.md`` (R1–R30); each rule's one home
in the code names its id in the docstring.

>>> from calabresella import Deal, Bid, Contract, Pass
>>> deal = Deal.new(seed=7)
>>> deal.apply(Bid(Contract.SOLO)).phase.value
'auction'
"""

from calabresella.engine.actions import (
    Action,
    ActionError,
    Bid,
    Call,
    Contract,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    Pass,
    Play,
    Share,
    parse_action,
)
from calabresella.engine.cards import PACK, Card, CardError, Rank, Suit, parse_cards, thirds_of
from calabresella.engine.errors import CalabresellaError, DealError, IllegalActionError
from calabresella.games.italian.deal import Deal, Phase, Trick
from calabresella.games.italian.rules import ITALIAN, PROFILES, Rules, RulesError, profile
from calabresella.games.italian.scoring import DealResult, score_deal
from calabresella.games.italian.view import SeatView

__all__ = [
    "Action",
    "ActionError",
    "Bid",
    "CalabresellaError",
    "Call",
    "Card",
    "CardError",
    "Contract",
    "Deal",
    "DealError",
    "DealResult",
    "Discard",
    "Enhance",
    "Enhancement",
    "GiveBack",
    "ITALIAN",
    "IllegalActionError",
    "PACK",
    "PROFILES",
    "Pass",
    "Phase",
    "Play",
    "Rank",
    "Rules",
    "RulesError",
    "SeatView",
    "Share",
    "Suit",
    "Trick",
    "parse_action",
    "parse_cards",
    "profile",
    "score_deal",
    "thirds_of",
]
__version__ = "0.1.0"

