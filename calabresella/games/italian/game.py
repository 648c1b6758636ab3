"""The Italian game, Calabresella (R1–R30 and the variants V1–V3), as one registered object."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from calabresella.games.game import Game
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import HeuristicPlayer, RandomPlayer
from calabresella.games.italian.record import CODEC
from calabresella.games.italian.rules import PROFILES
from calabresella.games.italian.scenarios import SCENARIOS, play
from calabresella.games.italian.scoring import DealResult
from calabresella.games.italian.session import new_session
from calabresella.games.italian.view import SeatView
from calabresella.words import N_


def _points(deal: Any) -> tuple[int, ...] | None:
    """R25: the thirds the soloist and the defenders took (None: the deal was all-passed)."""
    result = deal.result
    return None if result is None else (result.soloist_thirds, result.defenders_thirds)


def _session_seeds(seed: int) -> Callable[[], int]:
    """The shuffles of a session played from ``seed`` (R30, the command line's ``session``):
    deal ``k`` is shuffled with ``seed * 1000 + k``, as :func:`~calabresella.games.italian.session.play_session`."""
    return itertools.count(seed * 1000).__next__


def expert() -> Any:
    """Hook: the Italian game's sampling expert (:mod:`calabresella.analysis.expert`, analysis
    layer: it plays the whole deal, auction and exchange included), read when first asked."""
    from calabresella.analysis import expert as module

    return module


GAME = Game(
    package="calabresella.games.italian",
    name="italian",
    label=N_("Calabresella"),
    rule="R1–R30",
    profiles=PROFILES,
    deal_class=Deal,
    view_class=SeatView,
    codec=CODEC,
    seat_count=lambda rules: 3,  # R1: three play each deal, also with four at the table (V3)
    points=_points,
    players={"random": RandomPlayer, "heuristic": HeuristicPlayer},
    session=new_session,
    scenarios=SCENARIOS,
    play_scenario=play,
    result_class=DealResult,
    expert=expert,
    session_seeds=_session_seeds,
    session_limit=None,  # the command line plays a ledger to its end, however many deals a target takes (V2)
)
