"""A session of Rovescino (V6e): deals until a player's penalty total reaches the target;
its session file (the protocol of :mod:`calabresella.games.sessions`).

The deal passes to the next seat after every deal. The session ends after the deal in
which some player's total reaches ``rules.target`` (21; 41 at Traversone); the players
with the lowest total win it. The sources also play on by elimination (whoever reaches
the target leaves, the last one left wins); that changes the table's size from deal to
deal and is not modelled here. ``balances`` are each seat's penalty points *negated*, so
that, as in every game's session, the higher balance stands better.

>>> from calabresella.engine.game import play_random
>>> session = RovescinoSession()
>>> while not session.is_over:
...     session = session.record(play_random(session.next_deal(seed=len(session.results)), seed=7))
>>> max(session.totals) >= 21 and min(session.totals) == session.totals[session.winners[0]]
True
>>> RovescinoSession.from_json(session.to_json()) == session
True
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
from calabresella.games.rovescino.deal import RovescinoDeal
from calabresella.games.rovescino.record import CODEC, to_dict
from calabresella.games.rovescino.rules import (
    ROVESCINO,
    ROVESCINO_PROFILES,
    RovescinoRules,
    check_rules,
    check_seat,
    rovescino_profile,
)
from calabresella.games.rovescino.scoring import RovescinoResult
from calabresella.words import N_, _, msg


class RovescinoSessionError(CalabresellaError, ValueError):
    """A deal that cannot be added to a session of Rovescino."""


@dataclass(frozen=True)
class RovescinoSession(sessions.ResultsSession):
    """A session of Rovescino: the rules, the first dealer, the results so far (V6e), the
    seats' names and the deals kept (:class:`~calabresella.games.sessions.ResultsSession`)."""

    rules: RovescinoRules = ROVESCINO
    results: tuple[RovescinoResult, ...] = ()
    deals: tuple[RovescinoDeal, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        check_rules(self.rules)
        check_seat(self.first_dealer, self.rules, "first_dealer")
        players = self.rules.players
        self._check_names("V6a", N_("a session of Rovescino"))
        if not isinstance(self.results, tuple) or not all(isinstance(r, RovescinoResult) for r in self.results):
            raise ArgumentTypeError(msg("results must be a tuple of RovescinoResults (V6e), got {value}",
                                        value=repr(self.results)[:160]))
        self._check_deals(RovescinoDeal, "V6e", N_("a session"))
        if any(r.players != players for r in self.results):
            raise RovescinoSessionError(msg("{rule}: every deal of a session of {profile!r} has {players} players",
                                            rule="V6e", profile=self.rules.name, players=players))

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's penalty points so far."""
        return tuple(sum(r.penalties[s] for r in self.results) for s in range(self.rules.players))

    @property
    def balances(self) -> tuple[int, ...]:
        """Each seat's score as every session gives it, the higher the better: −penalty points."""
        return tuple(-t for t in self.totals)

    def changes(self) -> tuple[tuple[int, ...], ...]:
        """Deal by deal, what each seat's balance changed by: −its penalty points (V6c, V6d)."""
        return tuple(tuple(-p for p in r.penalties) for r in self.results)

    def standings(self) -> list[tuple[int, str, int]]:
        """(place, name, balance: −penalty points), the fewest penalties first; exact ties share the place."""
        return sessions.standings(self.names, self.balances)

    @property
    def is_over(self) -> bool:
        """V6e: some player's total has reached the target."""
        return max(self.totals) >= self.rules.target

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total, once the session is over (empty before)."""
        if not self.is_over:
            return ()
        low = min(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == low)

    def next_deal(self, seed: int) -> RovescinoDeal:
        """The next deal of this session, dealt by :attr:`dealer`."""
        if self.is_over:
            raise RovescinoSessionError(msg("{rule}: the session is over: a total reached {target}", rule="V6e",
                                            target=self.rules.target))
        return RovescinoDeal.new(seed=seed, dealer=self.dealer, rules=self.rules)

    def record(self, deal: RovescinoDeal | RovescinoResult) -> RovescinoSession:
        """This session with one more finished deal counted."""
        check_instance(deal, (RovescinoDeal, RovescinoResult), "deal", msg("a finished RovescinoDeal or its result"))
        if self.is_over:
            raise RovescinoSessionError(msg("{rule}: the session is over: a total reached {target}; start a new one",
                                            rule="V6e", target=self.rules.target))
        if isinstance(deal, RovescinoResult) and deal.players != self.rules.players:
            raise RovescinoSessionError(msg("{rule}: a deal of {profile!r} has {players} players, this result {got}",
                                            rule="V6e", profile=self.rules.name, players=self.rules.players,
                                            got=deal.players))
        return self._counted(deal, RovescinoResult, RovescinoSessionError, "V6e", "session",
                             lambda d: _("this one is still being played"))

    def to_dict(self) -> dict[str, Any]:
        """The session as a JSON-ready dict: each deal as its whole record."""
        unsaved = str(msg("{rule}: this session was recorded from deals' results, not the deals themselves, so it cannot be "
                          "saved", rule="V6e"))
        return sessions.file_dict(self, ROVESCINO_PROFILES, to_dict, unsaved)

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "session") -> RovescinoSession:
        """Rebuild a session, replaying every deal's record through the engine."""
        return sessions.from_file(cls, data, rovescino_profile, CODEC, source)

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The standings in plain words (a presentation hook)."""
        from calabresella.games.rovescino.narrate import session_lines

        return session_lines(self, names)


new_session = sessions.starter(RovescinoSession, rovescino_profile, ROVESCINO, lambda rules: check_rules(rules).players)
"""Rovescino's ``session`` (:mod:`calabresella.games.sessions`): a session not yet begun;
the first dealer is seat 0 unless given (``seed`` is only checked: nothing is drawn)."""
