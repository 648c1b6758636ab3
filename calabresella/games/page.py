"""What every game's ``prompts`` module shares for the play page: the page's session, and
the answers of a game that has nothing of its own to say.

The play page (:mod:`calabresella.show.play`) asks a game's ``prompts`` module (through the
game object's hook) for ``session(rules, names, fourth, seed)``: a :class:`PageSession`
around the game's own session. The page asks it for ``exposed_as`` (the name the page
gives the game's session: ``session``, or ``match`` for a game of Tressette), ``is_over``,
``over_text``, ``next_deal(seed, human)`` (the deal, its seats' names or None, the
learner's seat in it or None when he sits out), ``record(deal)``,
``standings_html(names)`` and ``ledger_html()``. Each game's class says only what is its
own: its standings, and where the learner sits (the Italian ledger at four, V3).

A game with no signals, no analysis or no help list names the answers below in its
``prompts`` module (``lead_signals = page.no_lead_signals``, …), as the page asks every
game the same questions.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.american.session import new_session
>>> page = PageSession(new_session())
>>> deal, names, seat = page.next_deal(seed=3, human=2)
>>> page.is_over, names, seat, page.record(play_random(deal, seed=1)).state.dealer
(False, None, 2, 1)
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from calabresella.engine.words import later
from calabresella.words.message import Message, many, msg, said

P = TypeVar("P", bound="PageSession")


def standings_table(title: str | Message, standings: Iterable[tuple[int, str, int]]) -> str:
    """A session's standings (``(place, name, balance)``, best first) as the page's table, under ``title``."""
    rows = "".join(
        f"<tr><td>{place}</td><td>{html.escape(name)}</td><td>{balance:+d}</td></tr>"
        for place, name, balance in standings
    )
    return f"<b>{said(title)}</b><table class='cal-standings'>{rows}</table>"


def standings_title(what: str, session: Any) -> Message:
    """Where a session stands, as the page's title says it: over, or after how many deals
    (``what`` is what the game calls its session: ``"session"``, ``"game"``, ``"match"``)."""
    count = len(session.results)
    if what == "game":
        return msg("The game is over") if session.is_over else many(
            "The game after {count} deal", "The game after {count} deals", count)
    if what == "match":
        return msg("The match is over") if session.is_over else many(
            "The match after {count} deal", "The match after {count} deals", count)
    if what == "session":
        return msg("The session is over") if session.is_over else many(
            "The session after {count} deal", "The session after {count} deals", count)
    return msg("The {what} is over", what=later(what)) if session.is_over else many(
        "The {what} after {count} deal", "The {what} after {count} deals", count, what=later(what))


def standings_lines(what: str, session: Any, lines: Sequence[str]) -> str:
    """A session's standings told in ``lines`` (a game by sides, V5; penalty totals, V6e),
    under a title that says where the session (``what`` the game calls it) stands."""
    title = html.escape(said(standings_title(what, session)))
    return f"<b>{title}</b><pre class='cal-match'>" + html.escape("\n".join(lines)) + "</pre>"


def every_choice_a_button(deal: Any) -> str:
    """How the choices are drawn: every choice that is not a card of the hand is a button."""
    return "actions"


def no_analysis(deal: Any) -> str | None:
    """Where the deal stands for the analysis: nowhere, the analysis does not handle the game."""
    return None


def no_lead_signals(deal: Any) -> tuple[tuple[str, str], ...]:
    """No signal goes with a lead (only Tressette for four has signals, V5)."""
    return ()


def no_signal(deal: Any, me: int | None) -> bool:
    """No signal may go with the lead (only Tressette for four has signals, V5)."""
    return False


def no_choice_help(deal: Any, legal: Sequence[Any], words: Callable[[str], str], advise: bool) -> str:
    """No help list for the choices: the buttons and the cards say them."""
    return ""


def never_abandoned(deal: Any) -> str | None:
    """A deal that cannot be abandoned (it is played whoever holds what): nothing to say."""
    return None


@dataclass(frozen=True)
class PageSession:
    """A session of a game on the page: the game's own session (``state``), immutable.

    By default the deal's seats are the table's (the names stay the table's, None) and the
    learner keeps his seat; there is no ledger chart. A game's class gives its standings.
    """

    state: Any
    exposed_as: str = "session"
    over_text: str | Message = msg("The session is over: press New game for another.")

    @property
    def is_over(self) -> bool:
        return bool(self.state.is_over)

    def next_deal(self, seed: int, human: int) -> tuple[Any, tuple[str, ...] | None, int | None]:
        """The next deal; the names stay the table's (None) and the learner keeps his seat."""
        return self.state.next_deal(seed), None, human

    def record(self: P, deal: Any) -> P:
        """The page's session with one more deal recorded in the game's own."""
        return dataclasses.replace(self, state=self.state.record(deal))

    def standings_html(self, names: Sequence[str]) -> str:
        raise NotImplementedError

    def ledger_html(self) -> str:
        """No ledger chart: the standings say the session."""
        return ""

