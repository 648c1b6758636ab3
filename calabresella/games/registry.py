"""Every game of the family the package plays, as objects: one line per game.

A game package builds its :class:`~calabresella.games.game.Game` in ``game.py``;
:data:`GAME_PACKAGES` lists the packages, and :func:`load_game` finds a game by its
name or by the name of one of its rule profiles (a record's ``rules`` field picks the
game this way). :func:`game_of` answers for a deal, a seat's view, a result or a
rules value. Callers ask the game object; they never compare a game's name.

>>> [game.name for game in games()]
['italian', 'american', 'tressette', 'rovescino', 'chiamata', 'mediatore', 'quadrigliati', 'quintiglio']
>>> load_game("tressette-in-due").name, list(descriptions())[:2]
('tressette', ['italian', 'bidder-leads'])
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from calabresella.engine.errors import RulesError
from calabresella.games.game import Game
from calabresella.words import dev, gettext
from calabresella.words.message import msg

GAME_PACKAGES: tuple[str, ...] = (
    "calabresella.games.italian",
    "calabresella.games.american",
    "calabresella.games.tressette",
    "calabresella.games.rovescino",
    "calabresella.games.chiamata",
    "calabresella.games.mediatore",
    "calabresella.games.quadrigliati",
    "calabresella.games.quintiglio",
)
"""The game packages, in the order the command line and the play page list them.
Adding a game is adding its package here."""

_REGISTERED: dict[str, Game] = {}


def register_game(game: Game) -> Game:
    """Add ``game`` to the registry (a game's name and its profiles' names must be new)."""
    from calabresella.engine.errors import check_instance

    check_instance(game, Game, "game", msg("a Game, as a game package's game.py builds it"))
    taken = {name for known in _REGISTERED.values() if known is not game for name in (known.name, *known.profiles)}
    clash = sorted(taken & {game.name, *game.profiles})
    if clash:
        raise RulesError(msg("the game {game} would take names already registered: {names}", game=repr(game.name),
                             names=", ".join(clash)))
    _REGISTERED[game.name] = game
    return game


@cache
def _load_packages() -> None:
    for package in GAME_PACKAGES:
        register_game(importlib.import_module(f"{package}.game").GAME)


def games() -> tuple[Game, ...]:
    """Every registered game, the Italian game first."""
    _load_packages()
    return tuple(_REGISTERED.values())


def load_game(name: str) -> Game:
    """The game called ``name``, or the game one of whose rule profiles is called ``name``."""
    for game in games():
        if name == game.name or name in game.profiles:
            return game
    known = ", ".join(game.name for game in games())
    raise RulesError(msg("no game or rule profile called {name}: the games are {games}; the profiles {profiles}",
                         name=repr(name), games=known, profiles=", ".join(descriptions())))


def find_profile(name: str) -> tuple[Game, Any]:
    """The game that plays profile ``name``, and the profile's rules value."""
    for game in games():
        if name in game.profiles:
            return game, game.profiles[name]
    raise RulesError(msg("no rule profile called {name}: choose one of {choices}", name=repr(name),
                         choices=", ".join(descriptions())))


def game_of(value: object) -> Game:
    """The game of a deal, a seat's view, a result or a rules value (anything with a
    ``rules`` value of a registered profile, or a deal or view of a registered class)."""
    for game in games():
        if game.owns(value):
            return game
    rules = getattr(value, "rules", value)
    name = getattr(rules, "name", None)
    for game in games():
        if isinstance(name, str) and game.profiles.get(name) is rules:
            return game
    from calabresella.engine.errors import ArgumentTypeError

    raise ArgumentTypeError(msg("expected a deal, a seat's view or the rules of a registered game, got {got}",
                                got=dev(repr(value))))


def profiles() -> dict[str, Any]:
    """Every profile of every game by name (the default first)."""
    return {name: rules for game in games() for name, rules in game.profiles.items()}


def deal_kinds() -> tuple[str, ...]:
    """What saving a deal record may replace without ``force``: a deal record of any
    registered game, version 2 (``calabresella-deal``) or a game's own older format
    (each game's codec names it: ``RecordCodec.old``)."""
    from calabresella.engine.records import FORMAT

    return (FORMAT, *sorted({game.codec.old for game in games()} - {FORMAT}))


def descriptions() -> dict[str, str]:
    """Every profile's name and one-line description, the default first."""
    return {name: gettext(rules.description) for name, rules in profiles().items()}  # said in the language chosen
