"""Calabresella (Terziglio): an exact engine for the Italian three-player card game.

The rules it implements are in ``docs/rules.md`` (R1–R30); each rule's one home
in the code names its id in the docstring.

>>> from calabresella import Deal, Bid, Contract, Pass
>>> deal = Deal.new(seed=7)
>>> deal.apply(Bid(Contract.SOLO)).phase.value
'auction'
"""

from calabresella import _aliases

_aliases.install()  # the module names of the flat package (calabresella.deal, …) keep working

from calabresella.engine.actions import (  # noqa: E402
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
from calabresella.engine.cards import PACK, Card, CardError, Rank, Suit, parse_cards, thirds_of  # noqa: E402
from calabresella.engine.errors import CalabresellaError, DealError, IllegalActionError  # noqa: E402
from calabresella.games.italian.deal import Deal, Phase, Trick  # noqa: E402
from calabresella.games.italian.rules import ITALIAN, PROFILES, Rules, RulesError, profile  # noqa: E402
from calabresella.games.italian.scoring import DealResult, score_deal  # noqa: E402
from calabresella.games.italian.view import SeatView  # noqa: E402

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


def __getattr__(name: str) -> object:
    """``calabresella.cards`` and the other old flat module names, as attributes too."""
    if name in _aliases.OLD_NAMES:
        import importlib

        return importlib.import_module(f"calabresella.{name}")
    raise AttributeError(f"module 'calabresella' has no attribute {name!r}")
