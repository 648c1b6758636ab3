"""A game of the family as one object: what every caller asks instead of comparing names.

OpenSpiel's ``load_game`` and python-chess's ``find_variant`` are the models. Each game
package (``games/italian/``, ``games/american/``, ``games/tressette/``, …) builds one
:class:`Game` in its ``game.py``, and :mod:`calabresella.games.registry` lists the
packages. The command line, the pictures, the narration, the play page and the
analysis ask the game object for what differs between games (its seats, its profiles,
how to start a deal, its record codec, its computer players, its session, its
narrator and pictures), so none of them compares a game's name or checks a deal's class.

A game's narrator, pictures, solver adapter and expert live in its package in modules
of a higher layer (``narrate.py`` and ``pictures.py`` are of the ``show`` layer,
``solve.py`` and ``expert.py`` of the ``analysis`` layer); the game object reaches
them through *hooks*, functions that import them when first asked, as a deal's
``_repr_svg_`` reaches its picture.

>>> from calabresella.games.registry import load_game
>>> game = load_game("italian")
>>> game.label, game.seats(game.default_rules), game.default_profile
('Calabresella', 3, 'italian')
>>> game.new_deal(seed=7).rules.name
'italian'
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from calabresella.engine.records import RecordCodec, default_names
from calabresella.engine.words import later
from calabresella.words.catalogue import dev
from calabresella.words.message import msg


class Player(Protocol):
    """A computer player of any game: it chooses one legal action from its seat's view."""

    def choose(self, view: Any) -> Any: ...


class Narrator(Protocol):
    """What every game's narrator (its package's ``narrate`` module) answers: the same
    functions with the same signatures in each game, so :mod:`calabresella.show.narrate`,
    the command line and the playthroughs tell any game's deal without asking which."""

    PLAYTHROUGH_TELLS_ACTIONS: bool
    """Whether the game's playthrough files tell each action in words after it."""

    def narrate_deal(self, deal: Any, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
        """Every action of ``deal`` so far, one sentence each, with the table's names
        (with ``viewer``, only what that seat saw)."""
        ...

    def describe(self, before: Any, action: Any, after: Any, names: Sequence[str] | None = None,
                 viewer: int | None = None) -> str:
        """One sentence for ``action`` taken in ``before``, giving ``after``."""
        ...

    def score_lines(self, result: Any, names: Sequence[str] | None = None) -> list[str]:
        """A scored deal's result, line by line, as the command line and notebooks print it."""
        ...

    def result_summary(self, result: Any, names: Sequence[str] | None = None) -> str:
        """One sentence (or paragraph) on a scored deal's result."""
        ...

    def describe_state(self, deal: Any) -> list[str]:
        """Every part of a state, one line each: what a playthrough file prints between actions."""
        ...

    def standings(self, session: Any, names: Sequence[str] | None = None) -> list[str]:
        """A session's (or a game's, a match's) standings in plain words."""
        ...

    def tell_session(self, session: Any, names: Sequence[str] | None = None) -> list[str]:
        """A played session told for the command line's ``session``: what it is, one line
        per deal, then the standings."""
        ...


class Pictures(Protocol):
    """What every game's pictures (its package's ``pictures`` module) draw: the same
    functions with the same signatures in each game, so :mod:`calabresella.show.svg`
    draws any game's table, trick and score without asking which."""

    def table_svg(self, deal_or_view: Any, *, seat: int | None = None, names: Sequence[str] | None = None,
                  style: str = "italian", own_hand: bool = True) -> str:
        """The table: hands (or a seat's view of them), the trick, what lies face down."""
        ...

    def trick_svg(self, trick: Any, *, names: Sequence[str] | None = None, style: str = "italian",
                  show_thirds: bool = False) -> str:
        """The cards of a trick in the order played, each with who played it."""
        ...

    def score_svg(self, result: Any, *, names: Sequence[str] | None = None) -> str:
        """A scored deal's result as a picture (a game may take more options, as the Italian
        game's ``win_thirds``, the line the soloist must reach)."""
        ...


def _players_of(rules: Any) -> int:
    """A table's seats as most games count them: the rules' ``players`` (R1, V4, V5, V6)."""
    return int(rules.players)


MAX_SESSION_DEALS = 1000
"""The most deals the command line plays of one session unless its game says otherwise."""

HOOK_MODULES = {"narrator": "narrate", "pictures": "pictures", "prompts": "prompts", "solver": "solve", "expert": "expert"}
"""Each hook of a game and the module of its package it reads (of a higher layer: imported
only when first asked for)."""


@dataclass(frozen=True, eq=False)
class Game:
    """One game of the family and everything a caller may ask of it.

    ``profiles`` maps each rule profile's name to its rules value, the default first;
    ``players`` maps a strength (``"random"``, ``"heuristic"``) to what makes a computer
    player from a seed. The hooks (``narrator``, ``pictures``, ``solver``, ``expert``)
    return the game's modules of a higher layer, or None where the game has none.
    """

    name: str
    """The game's name in the registry: ``"italian"``, ``"american"``, ``"tressette"``."""
    label: str
    """What a reader calls it: ``"Calabresella"``, ``"Tressette"``."""
    rule: str
    """The rule ids that describe it in ``docs/rules.md`` (``"R1–R30"``, ``"V4"``)."""
    profiles: Mapping[str, Any]
    deal_class: type
    view_class: type
    codec: RecordCodec[Any]
    """Reads the game's records (:meth:`RecordCodec.from_dict`, ``load``)."""
    players: Mapping[str, Callable[[int | None], Player]]
    seat_count: Callable[[Any], int] = _players_of
    """How many seats a profile's table has (by default its rules' ``players``)."""
    seat_names: Callable[[Any], tuple[str, ...]] | None = None
    """The default names of a profile's seats, if not the engine's first ones for the table
    (Anna, Bruno, Carla, …: :func:`~calabresella.engine.records.default_names`); see :meth:`names`."""
    points: Callable[[Any], tuple[int, ...] | None] | None = None
    """``points(deal)``: the card points (in thirds) each side took in a finished, scored deal,
    the last trick's bonus included; they add up to :attr:`points_in_play`. None for a deal
    not played out (the Italian all-pass)."""
    points_in_play: int = 35
    """The thirds of card points a deal holds, the last trick's bonus included (32 + 3 in
    every game of the family, R25)."""
    scenarios: Sequence[Any] = ()
    """The playthrough scenarios: seeded deals whose transcripts the tests keep."""
    play_scenario: Callable[[Any], Any] | None = None
    """``play_scenario(scenario)``: one of :attr:`scenarios` played to its end (the deal
    whose transcript :mod:`calabresella.show.playthrough` writes)."""
    result_class: type | None = None
    """The class of a scored deal's result, so :func:`~calabresella.games.registry.game_of`
    answers for a result too (its narrator tells it, its pictures draw it)."""
    session: Callable[..., Any] | None = None
    """Makes a session (a run of scored deals with its running score) of the game."""
    narrator: Callable[[], Any] | None = None
    """Hook: the game's ``narrate`` module (show layer), a :class:`Narrator`."""
    pictures: Callable[[], Any] | None = None
    """Hook: the game's ``pictures`` module (show layer), :class:`Pictures`."""
    prompts: Callable[[], Any] | None = None
    """Hook: the game's ``prompts`` module (show layer): what the play page asks and explains."""
    solver: Callable[[], Any] | None = None
    """Hook: the game's ``solve`` module (analysis layer), its double-dummy adapter."""
    expert: Callable[[], Any] | None = None
    """Hook: the game's ``expert`` module (analysis layer), its sampling expert player."""
    session_seeds: Callable[[int], Callable[[], int]] | None = None
    """``session_seeds(seed)``: the shuffle of each next deal of a session played from
    ``seed`` (the command line's ``session``); None: drawn from ``random.Random(seed)``
    (:func:`~calabresella.games.sessions.deal_seeds`)."""
    session_limit: int | None = MAX_SESSION_DEALS
    """The most deals the command line plays of one session (a safety stop that never
    comes); None: to its end, however long a game to a target takes (the Italian ledger, V2)."""
    shared_random_play: bool = False
    """True if ``deal --players random`` draws every seat's choice from one generator seeded
    with the deal's seed, as this game's earlier versions did (so a seed tells the same deal)."""
    start: Callable[[int, int, Any], Any] | None = None
    """``start(seed, dealer, rules)``: a new deal of one of the game's profiles (by default
    ``deal_class.new(seed, dealer, rules)``)."""
    package: str | None = None
    """The game's package (``calabresella.games.american``): a hook left None is its module
    of that name (:data:`HOOK_MODULES`) where the package has one."""
    shared_classes: bool = False
    """True where several games share the deal, view and result classes (the calling games,
    C1–C9): a value of those classes is then this game's only if its rules value says so (its
    ``rules.game`` is this game's name)."""

    def __post_init__(self) -> None:
        """Fill in the hooks a game's package provides by its modules' names, so each game's
        ``game.py`` lists only what is its own."""
        if self.package is None:
            return
        for hook, module in HOOK_MODULES.items():
            name = f"{self.package}.{module}"
            if getattr(self, hook) is None and importlib.util.find_spec(name) is not None:
                object.__setattr__(self, hook, functools.partial(importlib.import_module, name))

    def __repr__(self) -> str:
        return dev("load_game({name!r})").format(name=self.name)

    @property
    def default_profile(self) -> str:
        return next(iter(self.profiles))

    @property
    def default_rules(self) -> Any:
        return self.profiles[self.default_profile]

    def rules(self, profile: str | None = None) -> Any:
        """The rules value of ``profile`` (the default if None); a clear error naming them."""
        from calabresella.engine.errors import RulesError

        if profile is None:
            return self.default_rules
        if not isinstance(profile, str) or profile not in self.profiles:
            raise RulesError(msg("{game} has no rule profile called {name}: choose one of {choices}", game=later(self.label),
                                 name=repr(profile), choices=", ".join(self.profiles)))
        return self.profiles[profile]

    def seats(self, rules: Any = None) -> int:
        """How many seats the table of ``rules`` (the default profile if None) has."""
        return self.seat_count(self.default_rules if rules is None else rules)

    def names(self, rules: Any = None) -> tuple[str, ...]:
        """The default names of the seats of ``rules`` (the default profile if None)."""
        rules = self.default_rules if rules is None else rules
        return self.seat_names(rules) if self.seat_names is not None else default_names(self.seat_count(rules))

    def to_record(self, deal: Any, names: Sequence[str] | None = None) -> dict[str, Any]:
        """The record of a deal of the game as a JSON-ready dict (its codec's writer, which
        checks the deal and the names)."""
        return self.codec.to_dict(deal, names)

    def new_deal(self, seed: int, dealer: int = 0, rules: Any = None) -> Any:
        """A new deal shuffled from ``seed`` under ``rules`` (the default profile if None)."""
        rules = self.default_rules if rules is None else rules
        if self.start is not None:
            return self.start(seed, dealer, rules)
        return getattr(self.deal_class, "new")(seed, dealer, rules)  # noqa: B009 - every deal class has new

    def player(self, strength: str, seed: int | None = None) -> Player:
        """A computer player of ``strength`` (one of :attr:`players`), seeded."""
        from calabresella.engine.errors import ArgumentValueError

        if strength not in self.players:
            raise ArgumentValueError(msg(
                "{game} has no computer player of strength {strength}: choose one of {choices}", game=later(self.label),
                strength=repr(strength), choices=", ".join(self.players)))
        return self.players[strength](seed)

    def owns(self, value: object) -> bool:
        """True if ``value`` is a deal, a seat's view or a result of this game."""
        classes = (self.deal_class, self.view_class) + ((self.result_class,) if self.result_class else ())
        if not isinstance(value, classes):
            return False
        return not self.shared_classes or getattr(getattr(value, "rules", None), "game", None) == self.name
