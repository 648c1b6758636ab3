"""A session's ledger: personal balances, the dealer's rotation, standings (R6, R29, R30).

>>> from calabresella.players import RandomPlayer
>>> session = play_session([RandomPlayer(s) for s in range(3)], seed=1)
>>> session.scored_deals, sum(session.balances)
(9, 0)
>>> Session.from_json(session.to_json()) == session
True
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from calabresella.actions import Contract, Enhancement
from calabresella.deal import Deal, Phase, right_of
from calabresella.files import FileFormatError, dump_json, parse_json, read_json, write_atomic
from calabresella.narrate import NAMES
from calabresella.rules import ITALIAN, Rules, RulesError, profile
from calabresella.scoring import DealResult, score_deal

FORMAT = "calabresella-session"
VERSION = 1


class SessionError(FileFormatError):
    """A session file or ledger entry that is wrong; the message says what was expected."""


@dataclass(frozen=True)
class SessionDeal:
    """One deal of the ledger: its dealer, and its result (None: all passed, R10)."""

    dealer: int
    result: DealResult | None
    seed: int | None = None

    @property
    def scored(self) -> bool:
        return self.result is not None


@dataclass(frozen=True)
class Session:
    """The ledger of a session. Immutable: :meth:`record` returns a new one."""

    names: tuple[str, str, str] = NAMES
    first_dealer: int = 0
    rules: Rules = ITALIAN
    deals: tuple[SessionDeal, ...] = field(default=())

    @classmethod
    def new(cls, names: Sequence[str] = NAMES, seed: int | None = None, rules: Rules = ITALIAN) -> Session:
        """R6: a new session whose first dealer is drawn at random (seeded)."""
        if len(names) != 3 or len(set(names)) != 3:
            raise SessionError(f"a session has three players with different names (R1), got {list(names)}")
        first = random.Random(seed).randrange(3)
        return cls(names=(names[0], names[1], names[2]), first_dealer=first, rules=rules)

    @property
    def dealer(self) -> int:
        """R6: the deal passes to the right after every deal, scored or not."""
        seat = self.first_dealer
        for _ in self.deals:
            seat = right_of(seat)
        return seat

    @property
    def scored_deals(self) -> int:
        """R30: all-pass deals do not count."""
        return sum(1 for d in self.deals if d.scored)

    @property
    def is_over(self) -> bool:
        """R30: a session is nine scored deals (in the Italian profile)."""
        return self.scored_deals >= self.rules.session_deals

    @property
    def balances(self) -> tuple[int, int, int]:
        """R29: each player's personal running balance; negatives allowed, never merged."""
        totals = [0, 0, 0]
        for entry in self.deals:
            if entry.result is not None:
                for seat in range(3):
                    totals[seat] += entry.result.transfers[seat]
        return (totals[0], totals[1], totals[2])

    def next_deal(self, seed: int) -> Deal:
        """The next deal of the session, dealt by :attr:`dealer`."""
        if self.is_over:
            raise SessionError(f"the session is over: {self.rules.session_deals} deals have been scored (R30)")
        return Deal.new(seed=seed, dealer=self.dealer, rules=self.rules)

    def record(self, deal: Deal) -> Session:
        """Add a finished or abandoned deal to the ledger (R10, R29)."""
        if self.is_over:
            raise SessionError(f"the session is over: {self.rules.session_deals} deals have been scored (R30)")
        if deal.dealer != self.dealer:
            raise SessionError(f"this deal was dealt by seat {deal.dealer}, but it is seat {self.dealer}'s deal (R6)")
        if deal.phase not in (Phase.FINISHED, Phase.ABANDONED):
            raise SessionError(f"only a finished or abandoned deal can be recorded, this one is in the {deal.phase.value}")
        entry = SessionDeal(dealer=deal.dealer, result=deal.result, seed=deal.seed)
        return Session(self.names, self.first_dealer, self.rules, self.deals + (entry,))

    def standings(self) -> list[tuple[int, str, int]]:
        """R30: (place, name, balance), best first; exact ties share the place (1, 1, 3).

        >>> Session().standings()
        [(1, 'Anna', 0), (1, 'Bruno', 0), (1, 'Carla', 0)]
        """
        balances = self.balances
        order = sorted(range(3), key=lambda s: (-balances[s], s))
        return [(1 + sum(1 for b in balances if b > balances[s]), self.names[s], balances[s]) for s in order]

    # ----------------------------------------------------------------- files

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.name,
            "names": list(self.names),
            "first_dealer": self.first_dealer,
            "deals": [_deal_to_dict(d) for d in self.deals],
        }

    def to_json(self) -> str:
        return dump_json(self.to_dict())

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "session") -> Session:
        """Rebuild a session, checking every deal's result against the scoring rules."""
        try:
            rules = profile(str(data.get("rules")))
        except RulesError as err:
            raise SessionError(f"{source}: {err}") from None
        names = data.get("names")
        if not isinstance(names, list) or len(names) != 3 or not all(isinstance(n, str) for n in names):
            raise SessionError(f"{source}: \"names\" must be a list of three names, got {names!r}")
        first = data.get("first_dealer")
        if first not in (0, 1, 2) or isinstance(first, bool):
            raise SessionError(f"{source}: \"first_dealer\" must be 0, 1 or 2, got {first!r}")
        deals = data.get("deals")
        if not isinstance(deals, list):
            raise SessionError(f"{source}: \"deals\" must be a list, got {deals!r}")
        session = cls(names=(names[0], names[1], names[2]), first_dealer=first, rules=rules)
        for index, item in enumerate(deals):
            entry = _deal_from_dict(item, rules, f"{source}: deal {index}")
            if entry.dealer != session.dealer:
                raise SessionError(
                    f"{source}: deal {index} is dealt by seat {entry.dealer}, but it was seat {session.dealer}'s deal (R6)"
                )
            if session.is_over:
                raise SessionError(f"{source}: more than {rules.session_deals} scored deals (R30)")
            session = cls(session.names, first, rules, session.deals + (entry,))
        return session

    @classmethod
    def from_json(cls, text: str, source: str = "session") -> Session:
        try:
            data = parse_json(text, FORMAT, VERSION, source)
        except FileFormatError as err:
            raise SessionError(str(err)) from None
        return cls.from_dict(data, source)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the session atomically: the file is the old one or the new one, never half."""
        write_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Session:
        try:
            data = read_json(path, FORMAT, VERSION)
        except FileFormatError as err:
            raise SessionError(str(err)) from None
        return cls.from_dict(data, str(path))


_SCORE_INPUTS = (
    "soloist",
    "soloist_trick_thirds",
    "defenders_trick_thirds",
    "monte_thirds",
    "last_trick_to_soloist",
    "soloist_tricks",
    "total_tricks",
)


def _deal_to_dict(entry: SessionDeal) -> dict[str, Any]:
    data: dict[str, Any] = {"dealer": entry.dealer, "seed": entry.seed}
    result = entry.result
    if result is None:
        data["passed"] = True
        return data
    data["contract"] = result.contract.value
    data["enhancement"] = result.enhancement.value
    data.update({name: getattr(result, name) for name in _SCORE_INPUTS})
    data["transfers"] = list(result.transfers)
    return data


def _deal_from_dict(item: Any, rules: Rules, where: str) -> SessionDeal:
    if not isinstance(item, dict):
        raise SessionError(f"{where}: expected an object, got {item!r}")
    dealer, seed = item.get("dealer"), item.get("seed")
    if dealer not in (0, 1, 2) or isinstance(dealer, bool):
        raise SessionError(f"{where}: \"dealer\" must be 0, 1 or 2, got {dealer!r}")
    if seed is not None and not isinstance(seed, int):
        raise SessionError(f"{where}: \"seed\" must be a whole number or null, got {seed!r}")
    if item.get("passed") is True:
        return SessionDeal(dealer=dealer, result=None, seed=seed)
    try:
        inputs = {name: item[name] for name in _SCORE_INPUTS}
        result = score_deal(
            contract=Contract(item["contract"]), enhancement=Enhancement(item["enhancement"]), rules=rules, **inputs
        )
    except KeyError as err:
        raise SessionError(f"{where}: missing field {err}") from None
    except (TypeError, ValueError) as err:
        raise SessionError(f"{where}: {err}") from None
    if result.soloist_thirds + result.defenders_thirds != rules.total_thirds or result.soloist not in (0, 1, 2):
        raise SessionError(f"{where}: the two sides' thirds must add up to {rules.total_thirds} (R23)")
    if list(result.transfers) != item.get("transfers"):
        raise SessionError(
            f"{where}: transfers {item.get('transfers')!r} do not match the scoring rules, "
            f"which give {list(result.transfers)} (R28)"
        )
    return SessionDeal(dealer=dealer, result=result, seed=seed)


def play_session(players: Sequence[Any], seed: int = 0, names: Sequence[str] = NAMES, rules: Rules = ITALIAN) -> Session:
    """Play a whole session with computer players; deal ``k`` is shuffled with ``seed * 1000 + k``."""
    from calabresella.players import play_deal

    session = Session.new(names, seed=seed, rules=rules)
    k = 0
    while not session.is_over:
        session = session.record(play_deal(session.next_deal(seed * 1000 + k), players))
        k += 1
    return session


