"""A session of a calling game (C9): deals until a target, or a fixed number of scored deals.

The deal passes to the next seat after every deal, thrown in or played (C1). Under
``"points"`` the session ends after the deal in which some total reaches ``rules.target``;
otherwise after ``rules.session_deals`` scored deals (a deal thrown in is not one). The highest
total wins, exact ties sharing the place. Under ``"stakes"`` the totals add up to zero.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.quadrigliati.rules import QUADRIGLIATI
>>> session = CallingSession(rules=QUADRIGLIATI)
>>> while not session.is_over:
...     session = session.record(play_random(session.next_deal(seed=len(session.results)), seed=7))
>>> session.scored_deals, sum(session.totals)
(8, 0)
>>> CallingSession.from_json(session.to_json()) == session
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from calabresella.engine.errors import ArgumentTypeError, CalabresellaError, check_instance
from calabresella.games import sessions
from calabresella.games.calling.deal import CallingDeal, _default_rules
from calabresella.games.calling.hooks import module
from calabresella.games.calling.record import CODEC, to_dict
from calabresella.games.calling.rules import (
    SESSION_RULE,
    TABLE_RULE,
    CallingRules,
    calling_profile,
    calling_profiles,
    check_rules,
    check_seat,
)
from calabresella.games.calling.scoring import CallingResult
from calabresella.words import N_, _, msg


class CallingSessionError(CalabresellaError, ValueError):
    """A deal that cannot be added to a session of a calling game."""


@dataclass(frozen=True)
class CallingSession(sessions.ResultsSession):
    """A session of a calling game: the rules, the first dealer, the results so far (C9), the
    seats' names and the deals kept (:class:`~calabresella.games.sessions.ResultsSession`)."""

    rules: CallingRules = None  # type: ignore[assignment]  # None: the first calling game's default profile
    results: tuple[CallingResult, ...] = ()
    deals: tuple[CallingDeal, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.rules is None:
            object.__setattr__(self, "rules", _default_rules())
        check_rules(self.rules)
        check_seat(self.first_dealer, self.rules, "first_dealer")
        self._check_names(TABLE_RULE, N_("a session of a calling game"))
        if not isinstance(self.results, tuple) or not all(isinstance(r, CallingResult) for r in self.results):
            raise ArgumentTypeError(msg("results must be a tuple of CallingResults ({rule}), got {value}",
                                        rule=SESSION_RULE, value=repr(self.results)[:160]))
        self._check_deals(CallingDeal, SESSION_RULE, N_("a session"))
        if any(r.rules != self.rules for r in self.results):
            raise CallingSessionError(msg("{rule}: every deal of a session of {profile!r} is played with its rules",
                                          rule=SESSION_RULE, profile=self.rules.name))

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's score so far (C8): stakes won and lost, or its sides' points."""
        return tuple(sum(r.scores[s] for r in self.results) for s in range(self.rules.players))

    @property
    def balances(self) -> tuple[int, ...]:
        """Each seat's score as every session gives it, the higher the better: its total."""
        return self.totals

    @property
    def scored_deals(self) -> int:
        """C9: the deals played and scored (a deal thrown in is not one)."""
        return sum(1 for r in self.results if not r.passed)

    def changes(self) -> tuple[tuple[int, ...], ...]:
        """Deal by deal, what each seat's total changed by."""
        return tuple(r.scores for r in self.results)

    def standings(self) -> list[tuple[int, str, int]]:
        """(place, name, total), the highest first; exact ties share the place."""
        return sessions.standings(self.names, self.balances)

    @property
    def is_over(self) -> bool:
        """C9: a total has reached the target, or the session's scored deals are played."""
        if self.rules.target is not None:
            return bool(self.results) and max(self.totals) >= self.rules.target
        return self.scored_deals >= self.rules.session_deals

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total, once the session is over (empty before)."""
        if not self.is_over:
            return ()
        top = max(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == top)

    def _over(self) -> CallingSessionError:
        if self.rules.target is not None:
            return CallingSessionError(msg("{rule}: the session is over: a total reached {target}; start a new one",
                                           rule=SESSION_RULE, target=self.rules.target))
        return CallingSessionError(msg("{rule}: the session is over: its {count} deals are played; start a new one",
                                       rule=SESSION_RULE, count=self.rules.session_deals))

    def next_deal(self, seed: int) -> CallingDeal:
        """The next deal of this session, dealt by :attr:`dealer`."""
        if self.is_over:
            raise self._over()
        return CallingDeal.new(seed=seed, dealer=self.dealer, rules=self.rules)

    def record(self, deal: CallingDeal | CallingResult) -> CallingSession:
        """This session with one more finished deal (or a deal thrown in) counted."""
        check_instance(deal, (CallingDeal, CallingResult), "deal", msg("a finished CallingDeal or its result"))
        if self.is_over:
            raise self._over()
        if isinstance(deal, CallingResult) and deal.rules != self.rules:
            raise CallingSessionError(msg("{rule}: a deal of this session is played with the rules {profile!r}, this "
                                          "result with {got!r}", rule=SESSION_RULE, profile=self.rules.name,
                                          got=deal.rules.name))
        return self._counted(deal, CallingResult, CallingSessionError, SESSION_RULE, N_("session"),
                             lambda d: _("this one is still being played"))

    def to_dict(self) -> dict[str, Any]:
        """The session as a JSON-ready dict: each deal as its whole record."""
        unsaved = str(msg("{rule}: this session was recorded from deals' results, not the deals themselves, so it cannot be "
                          "saved", rule=SESSION_RULE))
        return sessions.file_dict(self, calling_profiles(), to_dict, unsaved)

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "session") -> CallingSession:
        """Rebuild a session, replaying every deal's record through the engine."""
        return sessions.from_file(cls, data, calling_profile, CODEC, source)

    def lines(self, names: Sequence[str] | None = None) -> list[str]:
        """The standings in plain words (a presentation hook)."""
        return list(module("narrate").session_lines(self, names))


def session_starter(default: CallingRules) -> Callable[..., CallingSession]:
    """A calling game's ``session`` (:mod:`calabresella.games.sessions`): a session not yet begun
    of ``default`` or the profile given; the first dealer is seat 0 unless given."""
    return sessions.starter(CallingSession, calling_profile, default, lambda rules: check_rules(rules).players)
