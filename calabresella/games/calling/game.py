"""The calling games as registered objects: what the four game objects share, built once.

Each of ``games/chiamata``, ``games/mediatore``, ``games/quadrigliati`` and ``games/quintiglio``
builds its :class:`~calabresella.games.game.Game` with :func:`calling_game`: its own name,
label, rule id, profiles and scenarios; the deal, view, result, record codec, players, session
and the hooks (:func:`~calabresella.games.calling.hooks.hooks`) are the calling games' shared
ones. They share their classes, so a value belongs to the game its rules name
(``Game.shared_classes``).

>>> from calabresella.games.registry import game_of, load_game
>>> game_of(load_game("quintiglio").new_deal(seed=2)).name
'quintiglio'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from calabresella.games.calling.deal import CallingDeal
from calabresella.games.calling.hooks import hooks
from calabresella.games.calling.players import CallingHeuristicPlayer
from calabresella.games.calling.record import CODEC
from calabresella.games.calling.rules import THIRDS_PER_POINT, CallingRules
from calabresella.games.calling.scenarios import CallingScenario, play_scenario
from calabresella.games.calling.scoring import CallingResult
from calabresella.games.calling.session import session_starter
from calabresella.games.calling.view import CallingView
from calabresella.games.game import Game
from calabresella.games.italian.players import RandomPlayer


def side_thirds(deal: Any) -> tuple[int, ...] | None:
    """C6, C8: the thirds each side took, the bidder's first (the monte with the last trick),
    the last trick's point in thirds to its side: they add up to 35. None for a deal thrown in."""
    result = deal.result
    if result is None or result.passed:
        return None
    bonus = THIRDS_PER_POINT if result.last_trick_seat in result.bidder_side else 0
    first, second = result.side_thirds
    return first + bonus, second + THIRDS_PER_POINT - bonus


def calling_game(
    package: str, name: str, label: str, rule: str, profiles: Mapping[str, CallingRules],
    scenarios: Sequence[CallingScenario],
) -> Game:
    """The :class:`Game` of one calling game: its own name, label, rule and profiles, the rest shared."""
    hook = hooks()
    return Game(
        package=package,
        name=name,
        label=label,
        rule=rule,
        profiles=profiles,
        deal_class=CallingDeal,
        view_class=CallingView,
        codec=CODEC,
        points=side_thirds,
        players={"random": RandomPlayer, "heuristic": CallingHeuristicPlayer},
        session=session_starter(next(iter(profiles.values()))),
        scenarios=scenarios,
        play_scenario=play_scenario,
        result_class=CallingResult,
        shared_classes=True,
        narrator=hook.get("narrator"),
        pictures=hook.get("pictures"),
        prompts=hook.get("prompts"),
        solver=hook.get("solver"),
        expert=hook.get("expert"),
    )
