"""The calling games (C1–C9): an auction, a called card, a partner who may stay hidden.

Tressette a chiamare (V7, ``games/chiamata``), Mediatore (V8, ``games/mediatore``), Quadrigliati
(V9, ``games/quadrigliati``) and Quintiglio (V10, ``games/quintiglio``) are four games of the
Tressette family for four or five players that share their mechanics, written once here: the
rules value (:class:`CallingRules`, each game's profiles are values of it), the deal
(:class:`CallingDeal`: auction, call, exchange or monte, play, score), a seat's view
(:class:`CallingView`, which shows the called card's holder only to himself until the card is
played), the result, the records, the session and the heuristic player.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.chiamata.rules import CHIAMATA
>>> deal = CallingDeal.new(seed=5, dealer=3, rules=CHIAMATA)
>>> deal.to_move, [len(hand) for hand in deal.hands], [str(a) for a in deal.legal_actions()]
(0, [10, 10, 10, 10], ['bid chiamo'])
>>> done = play_random(deal, seed=1)
>>> sum(done.result.side_points), done.result.bidder
(11, 0)
>>> from_json(to_json(done)) == done
True
"""

from __future__ import annotations

from calabresella.games.calling.actions import (
    Bid,
    Call,
    CallingAction,
    Discard,
    GiveBack,
    Pass,
    Play,
    parse_calling_action,
)
from calabresella.games.calling.deal import CallingDeal, CallingPhase, callable_cards, deal_calling
from calabresella.games.calling.players import CallingHeuristicPlayer, play_game
from calabresella.games.calling.record import (
    CODEC,
    CallingRecordError,
    from_dict,
    from_json,
    load,
    save,
    to_dict,
    to_json,
)
from calabresella.games.calling.rules import (
    RULE,
    CallingRules,
    CallingRulesError,
    CallingRulesTypeError,
    Contract,
    calling_profile,
    calling_profiles,
)
from calabresella.games.calling.scenarios import CallingScenario, play_scenario
from calabresella.games.calling.scoring import CallingResult, score_calling, side_points, stakes
from calabresella.games.calling.session import CallingSession, CallingSessionError, session_starter
from calabresella.games.calling.view import CallingView

__all__ = [
    "CODEC",
    "RULE",
    "Bid",
    "Call",
    "Discard",
    "GiveBack",
    "Pass",
    "Play",
    "CallingAction",
    "CallingDeal",
    "CallingHeuristicPlayer",
    "CallingPhase",
    "CallingRecordError",
    "CallingResult",
    "CallingRules",
    "CallingRulesError",
    "CallingRulesTypeError",
    "CallingScenario",
    "CallingSession",
    "CallingSessionError",
    "CallingView",
    "Contract",
    "callable_cards",
    "calling_profile",
    "calling_profiles",
    "deal_calling",
    "from_dict",
    "from_json",
    "load",
    "parse_calling_action",
    "play_game",
    "play_scenario",
    "save",
    "score_calling",
    "session_starter",
    "side_points",
    "stakes",
    "to_dict",
    "to_json",
]
