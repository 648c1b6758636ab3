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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from calabresella.engine.records import RecordCodec


class Player(Protocol):
    """A computer player of any game: it chooses one legal action from its seat's view."""

    def choose(self, view: Any) -> Any: ...


class Narrator(Protocol):
    """What every game's narrator (its package's ``narrate`` module) answers."""

    def narrate_deal(self, deal: Any, names: Sequence[str] | None = None) -> list[str]:
        """Every action of ``deal`` so far, one sentence each, with the table's names."""
        ...

    def result_summary(self, result: Any, names: Sequence[str] | None = None) -> str:
        """One sentence on a scored deal's result."""
        ...


class Pictures(Protocol):
    """What every game's pictures (its package's ``pictures`` module) draw."""

    def table_svg(self, deal_or_view: Any, **options: Any) -> str:
        """The table: hands (or a seat's view of them), the trick, what lies face down."""
        ...


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
    to_record: Callable[[Any, Sequence[str] | None], dict[str, Any]]
    """``to_record(deal, names)``: the record of a deal as a JSON-ready dict."""
    start: Callable[[int, int, Any], Any]
    """``start(seed, dealer, rules)``: a new deal of one of the game's profiles."""
    seat_count: Callable[[Any], int]
    """How many seats a profile's table has."""
    names: Callable[[Any], tuple[str, ...]]
    """The default names of a profile's seats (Anna, Bruno, Carla, …)."""
    players: Mapping[str, Callable[[int | None], Player]]
    scenarios: Sequence[Any] = ()
    """The playthrough scenarios: seeded deals whose transcripts the tests keep."""
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
    extras: Mapping[str, Any] = field(default_factory=dict)
    """Anything else of the game's own that a caller may ask for by name."""

    def __repr__(self) -> str:
        return f"load_game({self.name!r})"

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
            raise RulesError(
                f"{self.label} has no rule profile called {profile!r}: choose one of " + ", ".join(self.profiles)
            )
        return self.profiles[profile]

    def seats(self, rules: Any = None) -> int:
        """How many seats the table of ``rules`` (the default profile if None) has."""
        return self.seat_count(self.default_rules if rules is None else rules)

    def new_deal(self, seed: int, dealer: int = 0, rules: Any = None) -> Any:
        """A new deal shuffled from ``seed`` under ``rules`` (the default profile if None)."""
        return self.start(seed, dealer, self.default_rules if rules is None else rules)

    def player(self, strength: str, seed: int | None = None) -> Player:
        """A computer player of ``strength`` (one of :attr:`players`), seeded."""
        from calabresella.engine.errors import ArgumentValueError

        if strength not in self.players:
            raise ArgumentValueError(
                f"{self.label} has no computer player of strength {strength!r}: choose one of " + ", ".join(self.players)
            )
        return self.players[strength](seed)

    def owns(self, value: object) -> bool:
        """True if ``value`` is a deal or a seat's view of this game."""
        return isinstance(value, (self.deal_class, self.view_class))
