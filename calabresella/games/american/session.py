"""A session of the American account (V4): nine scored deals, balances by seat.

The sources give no length for a session, so it is the Italian session's nine scored
deals (R30); a hand all pass is abandoned (V4) and not counted, but the deal still
passes to the left. Each scored deal's transfers (:func:`~calabresella.games.american.american_transfers`)
add to the players' personal balances. The session follows the protocol of
:mod:`calabresella.games.sessions`; its file keeps each deal's whole record.

>>> from calabresella.engine.game import play_random
>>> session = new_session()
>>> while not session.is_over:
...     session = session.record(play_random(session.next_deal(seed=len(session.deals)), seed=1))
>>> session.scored_deals, sum(session.balances)
(9, 0)
>>> AmericanSession.from_json(session.to_json()) == session
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from calabresella.engine.errors import check_instance
from calabresella.engine.words import NAMES
from calabresella.games import sessions
from calabresella.games.american import (
    AMERICAN,
    AMERICAN_PROFILES,
    CODEC,
    SEATS,
    AmericanDeal,
    AmericanRules,
    american_profile,
    to_dict,
)
from calabresella.games.sessions import SessionError, SessionFile
from calabresella.words import N_, Message, _, msg

AMERICAN_SESSION_DEALS = 9
"""Scored deals in a session of the American account: the sources give no length, so the
Italian session's nine (R30); abandoned hands (all said 'I pass') are not counted."""

RULE = "V4"


@dataclass(frozen=True)
class AmericanSession(SessionFile):
    """V4: a session of the American account. Immutable: :meth:`record` returns a new one.

    ``deals`` are the finished or abandoned deals, in order; the first is dealt by
    ``first_dealer`` and the deal passes to the left (:func:`~calabresella.games.american.next_dealer`).
    """

    names: tuple[str, ...] = NAMES
    first_dealer: int = 0
    rules: AmericanRules = AMERICAN
    deals: tuple[AmericanDeal, ...] = ()
    origin: tuple[str, str] | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        check_instance(self.rules, AmericanRules, "rules", N_("an AmericanRules value, such as the 'american' profile"))
        object.__setattr__(self, "names", sessions.check_names(self.names, SEATS, RULE, N_("a session of the American account")))
        sessions.check_first_dealer(self.first_dealer, SEATS, RULE)
        sessions.check_deals(self.deals, AmericanDeal, RULE)

    @property
    def dealer(self) -> int:
        """V4: the deal passes to the left (:func:`~calabresella.games.american.next_dealer`, the
        next seat) after every deal, played or abandoned."""
        return sessions.dealer_of(self.first_dealer, len(self.deals), SEATS)

    def deal_seats(self) -> tuple[int, int, int]:
        """The table seats of the deal's seats: the same three."""
        return (0, 1, 2)

    @property
    def scored_deals(self) -> int:
        """V4: an abandoned hand (all passed) is not counted."""
        return sum(1 for d in self.deals if d.result is not None)

    @property
    def is_over(self) -> bool:
        """V4 (with R30's length): nine scored deals."""
        return self.scored_deals >= AMERICAN_SESSION_DEALS

    def transfers_of(self, deal: AmericanDeal) -> tuple[int, ...]:
        """V4: one deal's balance changes by seat (none for an abandoned hand)."""
        return tuple(deal.result.transfers) if deal.result is not None else (0,) * SEATS

    def changes(self) -> tuple[tuple[int, ...], ...]:
        """V4 by seat, deal by deal: what each deal added to :attr:`balances`."""
        return tuple(self.transfers_of(deal) for deal in self.deals)

    @property
    def balances(self) -> tuple[int, ...]:
        """V4: each player's personal running balance, the sum of the deals' transfers."""
        totals = [0] * SEATS
        for deal in self.deals:
            for seat, move in enumerate(self.transfers_of(deal)):
                totals[seat] += move
        return tuple(totals)

    def standings(self) -> list[tuple[int, str, int]]:
        """(place, name, balance), best first; exact ties share the place."""
        return sessions.standings(self.names, self.balances)

    def _over(self) -> Message:
        return msg("the session is over: {deals} deals have been scored ({rule})", deals=AMERICAN_SESSION_DEALS, rule=RULE)

    def next_deal(self, seed: int) -> AmericanDeal:
        """The next deal of the session, dealt by :attr:`dealer`."""
        if self.is_over:
            raise SessionError(self._over())
        return AmericanDeal.new(seed, self.dealer, self.rules)

    def record(self, deal: AmericanDeal) -> AmericanSession:
        """Add a finished or abandoned deal (V4) to the session."""
        check_instance(deal, AmericanDeal, "deal", N_("a finished AmericanDeal, such as next_deal(seed) played to its end"))
        if self.is_over:
            raise SessionError(self._over())
        if deal.rules != self.rules:
            raise SessionError(msg("this deal was played by the {deal!r} rules, the session by {session!r}",
                                   deal=deal.rules.name, session=self.rules.name))
        if deal.dealer != self.dealer:
            raise SessionError(msg("this deal was dealt by {dealer}, but it is {player}'s deal ({rule})",
                                   dealer=self._named(deal.dealer), player=self._named(self.dealer), rule=RULE))
        if not deal.is_over:
            raise SessionError(msg("only a finished or abandoned deal can be recorded, this one is at {phase}",
                                   phase=_(deal.phase.value)))
        return AmericanSession(self.names, self.first_dealer, self.rules, self.deals + (deal,), origin=self.origin)

    def to_dict(self) -> dict[str, Any]:
        """The session as a JSON-ready dict: each deal as its whole record (its rules must be a named profile)."""
        return sessions.file_dict(self, AMERICAN_PROFILES, lambda d: to_dict(d, self.names))

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "session") -> AmericanSession:
        """Rebuild a session, replaying every deal's record through the engine."""
        return sessions.from_file(cls, data, american_profile, CODEC, source)


new_session = sessions.starter(AmericanSession, american_profile, AMERICAN, lambda rules: SEATS)
"""The American game's ``session`` (:mod:`calabresella.games.sessions`): an empty session;
the first dealer is seat 0 unless given (``seed`` is only checked: nothing is drawn)."""
