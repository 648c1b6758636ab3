"""What the play page shows for Rovescino (V6): its choices, the words of its turns and
results, its game note, its session (deals until a penalty total reaches the target)
(show layer).

The play page reaches this module through the game object's ``prompts`` hook. The page
seats three or four (the learner, the computers, a fourth name); the profiles for five
to eight are played from the command line and notebooks, not offered on the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Play
from calabresella.games import page
from calabresella.games.rovescino.narrate import describe as _describe
from calabresella.games.rovescino.narrate import result_lines, session_lines
from calabresella.games.rovescino.session import RovescinoSession
from calabresella.words import Message, Seat, Table, _, many, msg, table_for
from calabresella.words.message import say

ANALYSED = False
"""The analysis does not handle Rovescino (V6): no expert, no review."""

LEAD_SIGNALS: tuple[tuple[str, str], ...] = ()
"""Rovescino has no signals: each plays for himself (V6)."""

SESSION_REFUSAL = None
"""A session of Rovescino is played to its target (V6e)."""

# V6 has no analysis, no signals and no help list; every choice is a card of the hand (the
# page's own words), and a deal is never abandoned.
choice_panel, analysis_moment, choice_help = page.every_choice_a_button, page.no_analysis, page.no_choice_help
lead_signals, may_signal, abandoned_text = page.no_lead_signals, page.no_signal, page.never_abandoned


def choices(game: Any) -> tuple[tuple[int, str, str, tuple[str, ...]], ...]:
    """The page's choices: (order on the page, key, label, profiles), one per table size the page seats (4, 3)."""
    four = tuple(name for name, rules in game.profiles.items() if rules.players == 4)
    three = tuple(name for name, rules in game.profiles.items() if rules.players == 3)
    return ((40, "rovescino", _("Rovescino for four (avoid points)"), four),
            (45, "rovescino-3", _("Rovescino for three"), three))


def action_label(action: Any) -> str | None:
    """Every action is a card: the page's own words."""
    return None


def turn_text(deal: Any, me: int | None, names: Sequence[str]) -> str:
    """What the player to move is to do (V6f), after "Your turn: "."""
    leading = deal.current is not None and not deal.current.cards
    table = table_for(names, me)
    said = [msg("lead a card (V6f).") if leading else msg("play a card: follow suit if you can, no need to head the trick (V6f)."),
            msg("Trick {number} of {tricks}.", number=len(deal.tricks) + 1, tricks=deal.rules.tricks)]
    if deal.monte:
        said.append(many("A monte of {count} card goes with the last trick.",
                         "A monte of {count} cards goes with the last trick.", len(deal.monte)))
    return " ".join(sentence.render(table) for sentence in said)


def card_kind(deal: Any) -> Any:
    """The action a card of the hand stands for: a card played (V6f)."""
    return None if deal.is_over else Play


def describe(before: Any, action: Any, after: Any, names: Sequence[str], viewer: int | None) -> str:
    """One card played in words (:func:`calabresella.games.rovescino.narrate.describe`)."""
    return _describe(before, action, after, names, viewer)


def score_lines(result: Any, names: Sequence[str]) -> list[str]:
    """The score lines of a deal (V6c, V6d)."""
    return result_lines(result, names)


def headline(result: Any, names: Sequence[str], me: int | None, lines: Sequence[str]) -> str:
    """The learner's penalty this deal, and who is charged the most, in one sentence (V6)."""
    table = table_for(names, me)
    top = max(result.penalties)
    if result.cappotto_seat is not None:
        said = msg("Cappotto by {player}: everyone else is charged {top} (V6d).", player=Seat(result.cappotto_seat),
                   top=top)
    else:
        said = many("Most charged: {players}, {count} point.", "Most charged: {players}, {count} points.", top,
                    players=_and(result.loser, table))
    if me is None:
        return said.render(table)
    mine = result.penalties[me]
    return many("You are charged {count} penalty point. {rest}", "You are charged {count} penalty points. {rest}",
                mine, rest=said).render(table)


def _and(seats: Sequence[int], table: Table) -> str:
    """``Anna and Carla``: the seats by name ("you" for the learner)."""
    said = [str(say(Seat(s), table)) for s in seats]
    if len(said) == 1:
        return said[0]
    return msg("{players} and {last}", players=", ".join(said[:-1]), last=said[-1]).render(table)


def game_note(profile: str, rules: Any, me: str, names: Sequence[str], session: bool, fourth: str) -> str:
    """The game in progress in plain words: each for himself, avoid points (V6)."""
    table = table_for(names)
    others = ", ".join(str(say(Seat(s), table)) for s in range(1, rules.players))
    said: list[Message] = [
        msg("Rovescino ({profile}): you are {me}, against {others}, computer players, each for himself.",
            profile=profile, me=me, others=others),
        msg("Follow suit if you can; the highest card of the suit led takes the trick."),
        msg("Avoid taking points: aces 1, 3s, 2s and figures a third, the last trick {last}; but whoever takes them "
            "all is charged nothing and everyone else all of them (cappotto, V6d).", last=rules.last_trick_points),
        msg("A session: deals until someone's penalty total reaches {target}; the fewest win (V6e).",
            target=rules.target) if session else msg("One deal: choose Play 'session' for a whole game."),
    ]
    return " ".join(sentence.render(table) for sentence in said)


@dataclass(frozen=True)
class PageSession(page.PageSession):
    """A session of Rovescino on the page (V6e): the engine's
    :class:`~calabresella.games.rovescino.session.RovescinoSession` (``state``); no ledger:
    the standings say the session."""

    state: RovescinoSession

    def standings_html(self, names: Sequence[str]) -> str:
        """The session so far (V6e)."""
        return page.standings_lines("session", self.state, session_lines(self.state, names))


def session(rules: Any, names: Sequence[str], fourth: str, seed: int) -> PageSession:
    """A new session (V6e); the learner sits after the dealer, so leads the first deal."""
    return PageSession(RovescinoSession(rules=rules, first_dealer=rules.players - 1))
