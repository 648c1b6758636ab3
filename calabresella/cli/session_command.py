"""The ``session`` command: a whole session of any game played by computer players, told
by the game's narrator, and saved with ``--save``.

The game of ``--rules`` makes the session (``game.session``, :mod:`calabresella.games.sessions`),
its computer players play it (:func:`~calabresella.games.sessions.play_session`) and its
narrator tells it (``tell_session``): the Italian ledger's nine scored deals (R30) or game
to a target (V2), the American account's nine scored deals (V4), a game of Tressette to its
target (V5), a session of Rovescino to its penalty target (V6e). A session stops after
:data:`~calabresella.games.sessions.MAX_SESSION_DEALS` deals unless its game says
otherwise (the game's ``session_limit``; None: the Italian ledger, played to its end).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from calabresella.cli.deal_commands import computer_players, narrator
from calabresella.engine.errors import RulesError
from calabresella.games.registry import find_profile
from calabresella.games.sessions import deal_seeds, play_session
from calabresella.words import msg

if TYPE_CHECKING:
    from calabresella.games.game import Game


def session_seeds(game: Game, seed: int) -> Callable[[], int]:
    """The shuffles of the deals of a session played from ``seed``, one per call: the game's
    own (its ``session_seeds``: the Italian ledger shuffles deal ``k`` with
    ``seed * 1000 + k``), else one ``randrange(2**31)`` per deal from ``random.Random(seed)``
    (:func:`~calabresella.games.sessions.deal_seeds`)."""
    own = game.session_seeds
    if own is not None:
        seeds: Callable[[], int] = own(seed)
        return seeds
    generator = deal_seeds(seed)
    return lambda: generator.randrange(2**31)


def _cmd_session(args: argparse.Namespace) -> int:
    """``session``: the session of ``--rules`` played to its end, every deal told, the standings."""
    game, rules = find_profile(args.rules)
    if game.session is None:
        raise RulesError(msg("{game} has no sessions: play single deals with 'deal --rules {rules}'", game=game.label,
                             rules=args.rules))
    session = game.session(rules=rules, seed=args.seed)  # the first dealer: the game's own choice (R6)
    players = computer_players(game, args.players, args.seed, len(session.names))
    limit = game.session_limit  # None: to its end, however long
    session = play_session(session, players, session_seeds(game, args.seed), sys.maxsize if limit is None else limit)
    print("\n".join(narrator(game).tell_session(session)))
    if args.save:  # the path was checked before the session was played (app._check_targets)
        session.save(args.save, force=args.force)
        print(msg("Saved the session to {path}", path=args.save))
    return 0
