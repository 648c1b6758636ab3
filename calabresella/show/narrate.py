"""Narration: every action described in one plain sentence, in every game of the family.

Each game's sentences live in its package's ``narrate`` module (``games/italian/narrate.py``,
``games/american/narrate.py``, ``games/tressette/narrate.py``), one
:class:`~calabresella.games.game.Narrator` each, with the same functions. The functions
here ask the game of what they are given for its narrator
(``game_of(deal).narrator()``), so they tell a deal, a result or a session of any game;
:func:`told` is what every game's narration shares.

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.engine.actions import Pass, Bid, Contract
>>> deal = Deal.new(seed=7).apply_all([Pass(), Bid(Contract.SOLO)])
>>> deal.narrate()
['Bruno passes.', 'Carla bids Solo.']
>>> narrate_deal(deal, ("Ann", "Ben", "Cal"))
['Ben passes.', 'Cal bids Solo.']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from calabresella.engine.words import NAMES as NAMES  # re-exported for the course
from calabresella.words import msg

__all__ = [
    "NAMES",
    "describe",
    "describe_state",
    "narrate_deal",
    "narrator",
    "result_summary",
    "score_lines",
    "standings",
    "told",
]


def narrator(value: object) -> Any:
    """The narrator (a :class:`~calabresella.games.game.Narrator`) of the game of ``value``:
    a deal, a seat's view, a result, a session or a rules value of any registered game."""
    from calabresella.engine.errors import ArgumentTypeError
    from calabresella.games.registry import game_of

    game = game_of(value)
    if game.narrator is None:
        raise ArgumentTypeError(msg("{game} has no narrator: expected a deal of a game that tells its deals",
                                    game=game.label))
    return game.narrator()


def narrate_deal(deal: Any, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """Every action of ``deal`` (of any game) so far, one sentence each; with ``viewer``,
    only what that seat saw."""
    return narrator(deal).narrate_deal(deal, names, viewer)  # type: ignore[no-any-return]


def describe(
    before: Any, action: Any, after: Any, names: Sequence[str] | None = None, viewer: int | None = None
) -> str:
    """One sentence for ``action`` taken in ``before`` (a deal of any game), giving ``after``;
    with ``viewer``, only what that seat may see."""
    return narrator(before).describe(before, action, after, names, viewer)  # type: ignore[no-any-return]


def score_lines(result: Any, names: Sequence[str] | None = None) -> list[str]:
    """A scored deal's result (of any game), line by line, as the command line prints it."""
    return narrator(result).score_lines(result, names)  # type: ignore[no-any-return]


def result_summary(result: Any, names: Sequence[str] | None = None) -> str:
    """A scored deal's result (of any game) in one paragraph."""
    return narrator(result).result_summary(result, names)  # type: ignore[no-any-return]


def describe_state(deal: Any) -> list[str]:
    """Every part of a state of any game, one line each (what a playthrough file prints)."""
    return narrator(deal).describe_state(deal)  # type: ignore[no-any-return]


def standings(session: Any, names: Sequence[str] | None = None) -> list[str]:
    """The standings of a session or game (R30, V5) in plain words."""
    return narrator(session).standings(session, names)  # type: ignore[no-any-return]


def told(deal: Any, sentence: Callable[[Any, Any, Any], str]) -> list[str]:
    """Any game's history as one sentence per action: ``sentence(before, action, after)``,
    replayed from the deal as dealt (every game's ``narrate`` tells its deal this way)."""
    state = deal.as_dealt()
    lines = []
    for _, action in deal.history:
        after = state.apply(action)
        lines.append(sentence(state, action, after))
        state = after
    return lines
