"""Rovescino (variant V6): Tressette a perdere, Traversone, Ciapanò: the reverse game.

Each plays for himself and tries not to take points: the cards count as at Tressette (an
ace 1 point, a 3, 2 or figure a third, the last trick 1), and the points taken are
penalties; but whoever takes every point (cappotto) is charged nothing and everyone else
all of them. From 3 to 8 players, one profile per reading of the sources
(``docs/rules.md``, "Rovescino (V6)").

>>> from calabresella.engine.game import play_random
>>> deal = RovescinoDeal.new(seed=5, dealer=3)
>>> deal.to_move, [len(hand) for hand in deal.hands]
(0, [10, 10, 10, 10])
>>> done = play_random(deal, seed=1)
>>> sum(done.result.penalties) <= 11 or done.result.cappotto_seat is not None
True
>>> from_json(to_json(done)) == done
True
"""

from __future__ import annotations

from calabresella.games.rovescino.deal import (
    PLAY_RULE,
    RovescinoDeal,
    RovescinoPhase,
    deal_rovescino,
    parse_rovescino_action,
)
from calabresella.games.rovescino.players import RovescinoHeuristicPlayer, danger, play_game
from calabresella.games.rovescino.record import (
    CODEC,
    NAMES_EIGHT,
    RovescinoRecordError,
    from_dict,
    from_json,
    load,
    save,
    seat_names,
    to_dict,
    to_json,
)
from calabresella.games.rovescino.rules import (
    FRACTIONS,
    ROVESCINO,
    ROVESCINO_3,
    ROVESCINO_3_SCARTO,
    ROVESCINO_5,
    ROVESCINO_6,
    ROVESCINO_6_SCARTO,
    ROVESCINO_7,
    ROVESCINO_7_SCARTO,
    ROVESCINO_8,
    ROVESCINO_PROFILES,
    RULE,
    TRAVERSONE,
    RovescinoRules,
    RovescinoRulesError,
    RovescinoRulesTypeError,
    rovescino_profile,
)
from calabresella.games.rovescino.scenarios import ROVESCINO_SCENARIOS, RovescinoScenario, play_scenario
from calabresella.games.rovescino.scoring import (
    RovescinoResult,
    cappotto,
    penalties,
    score_rovescino,
    seat_points,
)
from calabresella.games.rovescino.session import RovescinoSession, RovescinoSessionError, new_session
from calabresella.games.rovescino.view import RovescinoView

__all__ = [
    "CODEC",
    "FRACTIONS",
    "NAMES_EIGHT",
    "PLAY_RULE",
    "ROVESCINO",
    "ROVESCINO_3",
    "ROVESCINO_3_SCARTO",
    "ROVESCINO_5",
    "ROVESCINO_6",
    "ROVESCINO_6_SCARTO",
    "ROVESCINO_7",
    "ROVESCINO_7_SCARTO",
    "ROVESCINO_8",
    "ROVESCINO_PROFILES",
    "ROVESCINO_SCENARIOS",
    "RULE",
    "TRAVERSONE",
    "RovescinoDeal",
    "RovescinoHeuristicPlayer",
    "RovescinoPhase",
    "RovescinoRecordError",
    "RovescinoResult",
    "RovescinoRules",
    "RovescinoRulesError",
    "RovescinoRulesTypeError",
    "RovescinoScenario",
    "RovescinoSession",
    "RovescinoSessionError",
    "RovescinoView",
    "cappotto",
    "danger",
    "deal_rovescino",
    "from_dict",
    "from_json",
    "load",
    "new_session",
    "parse_rovescino_action",
    "penalties",
    "play_game",
    "play_scenario",
    "rovescino_profile",
    "save",
    "score_rovescino",
    "seat_names",
    "seat_points",
    "to_dict",
    "to_json",
]
