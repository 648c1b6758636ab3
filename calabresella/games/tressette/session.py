"""A game of Tressette (V5): deals until a side reaches 21, or wins outright; its session file.

The game is Tressette's session (the protocol of :mod:`calabresella.games.sessions`): its
``balances`` give each seat its side's game points, its standings are by side, and its
file keeps each deal's whole record (a game recorded from results alone cannot be saved).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from calabresella.engine.errors import (
    ArgumentTypeError,
    CalabresellaError,
    check_instance,
)
from calabresella.games import sessions
from calabresella.games.tressette.deal import TressetteDeal
from calabresella.games.tressette.record import CODEC, to_dict
from calabresella.games.tressette.rules import (
    RULE,
    TRESSETTE_FOR_FOUR,
    TRESSETTE_PROFILES,
    TressetteRules,
    _check_rules,
    _check_seat,
    tressette_profile,
)
from calabresella.games.tressette.scoring import Outright, TressetteResult
from calabresella.words import _, msg


class TressetteMatchError(CalabresellaError, ValueError):
    """A deal that cannot be added to a game of Tressette."""


@dataclass(frozen=True)
class TressetteMatch(sessions.ResultsSession):
    """A game of Tressette: deals until a side reaches 21 (V5), or wins outright.

    Game points per side are the deals' ``side_points`` (card points and declarations).
    The deal passes to the right after every deal. The game ends after the deal in which
    a side reaches ``rules.game_target`` (both at once: the higher total wins; an exact tie
    plays on), or at once after a cappotto, stramazzo, cappottone or stramazzone, which
    wins that many games. ``games`` is how many games the winning side wins.

    >>> from calabresella.engine.game import play_random
    >>> match = TressetteMatch()
    >>> while not match.is_over:
    ...     match = match.record(play_random(match.next_deal(seed=len(match.results)), seed=7))
    >>> match.winner in (0, 1) and max(match.points) >= 21 or match.games > 1
    True
    """

    rules: TressetteRules = TRESSETTE_FOR_FOUR
    results: tuple[TressetteResult, ...] = ()
    deals: tuple[TressetteDeal, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        _check_rules(self.rules)
        _check_seat(self.first_dealer, self.rules, "first_dealer")
        if not isinstance(self.results, tuple) or not all(isinstance(r, TressetteResult) for r in self.results):
            raise ArgumentTypeError(msg("results must be a tuple of TressetteResults ({rule}), got {results!r}",
                                        rule=RULE, results=self.results))
        if any(r.players != self.rules.players for r in self.results):
            raise TressetteMatchError(msg("{rule}: every deal of a game of {profile!r} has {players} players",
                                          rule=RULE, profile=self.rules.name, players=self.rules.players))
        self._check_names(RULE, _("a game of Tressette"))
        self._check_deals(TressetteDeal, RULE, "a game")

    @property
    def balances(self) -> tuple[int, ...]:
        """Each seat's score: its side's game points (partners share them, V5)."""
        points = self.points
        return tuple(points[seat % 2] for seat in range(self.rules.players))

    def changes(self) -> tuple[tuple[int, ...], ...]:
        """V5 by seat, deal by deal: the game points each deal added to the seat's side."""
        return tuple(tuple(r.side_points[seat % 2] for seat in range(self.rules.players)) for r in self.results)

    def side_names(self) -> tuple[str, str]:
        """The two sides by their players' names: ``("Anna & Carla", "Bruno & Dario")``."""
        first, second = (" & ".join(self.names[s] for s in seats) for seats in self.rules.sides)
        return first, second

    def standings(self) -> list[tuple[int, str, int]]:
        """V5: (place, side, game points), best first; once the game is over its winner is
        first (after an outright win, whatever the points); exact ties share the place."""
        points, sides, winner = self.points, self.side_names(), self.winner
        if winner is None:
            return sessions.standings(sides, points)
        return [(1, sides[winner], points[winner]), (2, sides[1 - winner], points[1 - winner])]

    @property
    def points(self) -> tuple[int, int]:
        """Game points per side so far."""
        return (sum(r.side_points[0] for r in self.results), sum(r.side_points[1] for r in self.results))

    @property
    def winner(self) -> int | None:
        """The side that won the game, once it is over."""
        return self._outcome()[0]

    @property
    def games(self) -> int:
        """How many games the winner wins: 1, or 2, 3, 6, 8 after an outright win; 0 while playing."""
        return self._outcome()[1]

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def _outcome(self) -> tuple[int | None, int]:
        totals = [0, 0]
        target = self.rules.game_target
        for result in self.results:
            if result.outright is not Outright.NONE:
                return result.outright_side, result.games
            totals[0] += result.side_points[0]
            totals[1] += result.side_points[1]
            if max(totals) >= target and totals[0] != totals[1]:
                return (0 if totals[0] > totals[1] else 1), 1
        return None, 0

    def next_deal(self, seed: int) -> TressetteDeal:
        """The next deal of this game, dealt by :attr:`dealer`."""
        if self.is_over:
            raise TressetteMatchError(msg("{rule}: the game is over: {side} won it", rule=RULE,
                                          side=self.side_names()[self.winner or 0]))
        return TressetteDeal.new(seed=seed, dealer=self.dealer, rules=self.rules)

    def record(self, deal: TressetteDeal | TressetteResult) -> TressetteMatch:
        """This game with one more finished deal counted."""
        check_instance(deal, (TressetteDeal, TressetteResult), "deal", _("a finished TressetteDeal or its result"))
        if isinstance(deal, TressetteResult) and deal.players != self.rules.players:
            raise TressetteMatchError(msg("{rule}: a deal of a game of {profile!r} has {players} players, this "
                                          "result {result}", rule=RULE, profile=self.rules.name,
                                          players=self.rules.players, result=deal.players))
        if self.is_over:
            raise TressetteMatchError(msg("{rule}: the game is over: {side} won it; start a new one", rule=RULE,
                                          side=self.side_names()[self.winner or 0]))
        return self._counted(deal, TressetteResult, TressetteMatchError, RULE, "game",
                             lambda d: str(msg("this one is at {phase}", phase=d.phase.value)))

    def to_dict(self) -> dict[str, Any]:
        """The game as a JSON-ready dict: each deal as its whole record (its rules must be a named profile)."""
        unsaved = str(msg(
            "{rule}: this game was recorded from deals' results, not the deals themselves, so it cannot "
            "be saved: record the finished deals (next_deal(seed) played to its end)", rule=RULE))
        return sessions.file_dict(self, TRESSETTE_PROFILES, lambda d: to_dict(d, self.names), unsaved)

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "session") -> TressetteMatch:
        """Rebuild a game, replaying every deal's record through the engine."""
        return sessions.from_file(cls, data, tressette_profile, CODEC, source)

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The standings in plain words (a presentation hook:
        :func:`calabresella.games.tressette.narrate.standings`)."""
        from calabresella.games.tressette.narrate import match_lines

        return match_lines(self, names)


new_session = sessions.starter(TressetteMatch, tressette_profile, TRESSETTE_FOR_FOUR)
"""Tressette's ``session`` (:mod:`calabresella.games.sessions`): a game not yet begun;
the first dealer is seat 0 unless given (``seed`` is only checked: nothing is drawn)."""
