"""Narration of the American account (V4): every sentence a reader sees of its deals.

The game itself (:mod:`calabresella.games.american`) holds only its rules and the
refusals that state them; its ``narrate`` and ``summary`` methods are presentation
hooks that call the functions here, so a translation replaces this module alone. This
is the game's :class:`~calabresella.games.game.Narrator` (``load_game("american").narrator()``).

>>> from calabresella.games.american import AmericanDeal, PlayAlone
>>> from calabresella.engine.actions import Pass
>>> for line in narrate_deal(AmericanDeal.new(seed=7).apply_all([Pass(), PlayAlone()])):
...     print(line)
Bruno says 'I pass'.
Carla says 'I play': Carla plays alone against Anna and Bruno (V4). The first to say 'I play' plays alone: the others do not speak.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_instance
from calabresella.engine.game import check_names as _check_names
from calabresella.engine.words import NAMES, plural
from calabresella.games.american import (
    SEATS,
    AmericanAction,
    AmericanDeal,
    AmericanPhase,
    AmericanResult,
    PlayAlone,
    Take,
    TurnWidow,
    _check_seat,
)
from calabresella.show.narrate import told, trick_won

__all__ = [
    "describe",
    "describe_american",
    "describe_state",
    "narrate_deal",
    "result_summary",
    "score_lines",
    "standings",
    "tell_session",
]


PLAYTHROUGH_TELLS_ACTIONS = False
"""Whether a playthrough file tells each action in words (``said: …``) after the action."""


def describe(
    before: AmericanDeal,
    action: AmericanAction,
    after: AmericanDeal,
    names: Sequence[str] | None = NAMES,
    viewer: int | None = None,
) -> str:
    """One sentence for ``action`` taken in ``before``, giving ``after``.

    With ``viewer``, only what that seat may see: the card given in exchange is named
    only to the single player and the holder, the discards only to the single player.
    """
    for deal in (before, after):
        check_instance(deal, AmericanDeal, "before and after", "AmericanDeals, one action apart")
    seat = before.to_move
    if seat is None or after.history != before.history + ((seat, action),):
        raise ArgumentValueError(
            f"describe tells an American action taken in `before` that gives `after`: {action!r} is not "
            "the action between them"
        )
    names = _check_names(names, SEATS) or NAMES
    if viewer is not None:
        _check_seat(viewer, "viewer")
    who = names[seat]
    if isinstance(action, Pass):
        text = f"{who} says 'I pass'."
        if after.phase is AmericanPhase.ABANDONED:
            text += " All three passed: the hand is abandoned and the deal passes to the left (V4)."
        return text
    if isinstance(action, PlayAlone):
        first, second = after.adversaries
        text = f"{who} says 'I play': {who} plays alone against {names[first]} and {names[second]} (V4)."
        if after.spoken < SEATS:
            text += " The first to say 'I play' plays alone: the others do not speak."
        return text
    if isinstance(action, Call):
        holder = after.asked_holder
        if holder is None:
            return f"{who} asks for {action.card}: it is in the widow, so there is no exchange (V4)."
        return f"{who} asks for {action.card}: {names[holder]} hands it over."
    if isinstance(action, GiveBack):
        holder = before.asked_holder
        assert holder is not None
        if viewer is None or viewer in (seat, holder):
            return f"{who} gives {action.card} to {names[holder]} in exchange."
        return f"{who} gives {names[holder]} a card in exchange, not shown to {names[viewer]} (V4)."
    if isinstance(action, Discard):
        if viewer is None or viewer == seat:
            return f"{who} discards {action.card} face down."
        return f"{who} discards a card face down."
    if isinstance(action, TurnWidow):
        count = len(before.discards)
        return (
            f"{who} has discarded {plural(count, 'card')} and turns up the widow: {_cards(after.widow)}; "
            f"{who} takes {count} of them to hold {before.rules.hand_size} again."
        )
    if isinstance(action, Take):
        text = f"{who} takes {action.card} from the widow."
        if after.phase is AmericanPhase.PLAY:
            rest = f"The rest of the widow ({_cards(after.widow)}) and the" if after.widow else "The"
            text += (
                f" {rest} discards lie aside for the winner of the last trick; "
                f"{names[after.eldest]}, the eldest hand, leads (V4)."
            )
        return text
    assert isinstance(action, Play)
    if len(after.tricks) == len(before.tricks):
        return f"{who} plays {action.card}."
    trick = after.tricks[-1]
    assert trick.winner is not None
    text = trick_won(who, action.card, trick, names, "point")
    if after.phase is AmericanPhase.FINISHED:
        what = "the rest of the widow and the discards" if after.widow else "the discards"
        text += f" Last trick: {names[trick.winner]} takes {what} ({_cards(after.pile)}) and 3 points more."
    return text


describe_american = describe
"""The old name of :func:`describe` (kept for the tests and the course)."""


def narrate_deal(deal: AmericanDeal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """Every action of ``deal`` so far as one sentence each (:meth:`AmericanDeal.narrate`);
    with ``viewer``, only what that seat saw."""
    check_instance(deal, AmericanDeal, "deal", "an AmericanDeal such as AmericanDeal.new(seed=7)")
    seat_names = _check_names(names, SEATS) or NAMES
    if viewer is not None:
        _check_seat(viewer, "viewer")
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names, viewer))


def score_lines(result: AmericanResult, names: Sequence[str] | None = NAMES) -> list[str]:
    """The score of an American deal, line by line, for the command line and notebooks.

    >>> from calabresella.games.american import score_american
    >>> r = score_american(soloist=1, soloist_trick_points=16, adversaries_trick_points=16,
    ...                    pile_points=0, last_trick_to_soloist=False, soloist_tricks=6)
    >>> print("\\n".join(score_lines(r)))
    Single player: Bruno; 6 of 12 tricks.
    Bruno:       16 in tricks + 0 widow and discards + 0 last trick = 16 points
    Adversaries: 16 in tricks + 0 widow and discards + 3 last trick = 19 points
    Bruno loses: 18 points are needed (V4). Difference 16 - 19 = -3: 3 paid to each adversary.
    Balances: Anna +3, Bruno -6, Carla +3 (V4).
    """
    check_instance(result, AmericanResult, "result", "an AmericanResult such as AmericanDeal(…).result")
    names = _check_names(names, SEATS) or NAMES
    single = names[result.soloist]
    mine = result.last_trick_to_soloist
    bonus = result.last_trick_points
    lines = [
        f"Single player: {single}; {result.soloist_tricks} of {result.total_tricks} tricks.",
        f"{single + ':':12s} {result.soloist_trick_points:2d} in tricks + {result.pile_points if mine else 0} "
        f"widow and discards + {bonus if mine else 0} last trick = {plural(result.soloist_points, 'point')}",
        f"Adversaries: {result.adversaries_trick_points:2d} in tricks + {0 if mine else result.pile_points} "
        f"widow and discards + {0 if mine else bonus} last trick = {plural(result.adversaries_points, 'point')}",
    ]
    verdict = "wins" if result.won else "loses"
    how = "won from" if result.won else "paid to"
    lines.append(
        f"{single} {verdict}: {plural(result.win_points, 'point')} are needed (V4). Difference {result.soloist_points} - "
        f"{result.adversaries_points} = {result.difference}: {abs(result.difference)} {how} each adversary."
    )
    if result.all_points:
        lines.append(f"All points to one side count double: {result.per_adversary} {how} each adversary (V4).")
    moves = ", ".join(f"{names[s]} {result.transfers[s]:+d}" for s in range(SEATS))
    lines.append(f"Balances: {moves} (V4).")
    return lines


def result_summary(result: AmericanResult, names: Sequence[str] | None = NAMES) -> str:
    """One sentence in plain words (:meth:`AmericanResult.summary`)."""
    check_instance(result, AmericanResult, "result", "an AmericanResult such as AmericanDeal(…).result")
    names = _check_names(names, SEATS) or NAMES
    verdict = "wins" if result.won else "loses"
    double = (
        f" All {result.soloist_points + result.adversaries_points} points to one side count double."
        if result.all_points
        else ""
    )
    return (
        f"{names[result.soloist]} plays alone and {verdict} with {plural(result.soloist_points, 'point')} against "
        f"{result.adversaries_points};{double} {result.per_adversary} "
        f"{'from' if result.won else 'to'} each adversary: balances move "
        + ", ".join(f"{t:+d}" for t in result.transfers)
        + "."
    )


def describe_state(deal: AmericanDeal) -> list[str]:
    """Every part of an American state (V4), one line each, as the playthrough files print it."""
    check_instance(deal, AmericanDeal, "deal", "an AmericanDeal such as AmericanDeal.new(seed=7)")
    lines = [f"phase: {deal.phase.value}; to move: {deal.to_move}"]
    lines += [f"hand {seat}: {_cards(deal.hands[seat], '-')}" for seat in range(SEATS)]
    face = "face up" if deal.widow_turned else "face down"
    lines.append(f"widow ({face}): {_cards(deal.widow, '-')}; discards: {_cards(deal.discards, '-')}")
    if deal.current is not None and deal.current.cards:
        lines.append(f"trick (led by {deal.current.leader}): {_cards(deal.current.cards)}")
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(SEATS)]
    lines.append(f"tricks won: {won[0]} {won[1]} {won[2]}")
    lines.append(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}")
    return lines


def standings(session: Any, names: Sequence[str] | None = None) -> list[str]:
    """A session's standings, best first, each place its own (``1. Anna   +3``): ``session``
    is a session of the American account (its ``balances``) or the three seats' balances (V4).

    >>> standings((3, -6, 3))
    ['1. Anna   +3', '2. Carla  +3', '3. Bruno  -6']
    """
    session = getattr(session, "balances", session)  # a session: its seats' balances
    if isinstance(session, (str, bytes)) or not isinstance(session, Sequence) or len(session) != SEATS:
        raise ArgumentTypeError(f"standings of the American account takes the {SEATS} seats' balances, got {session!r}")
    for balance in session:
        check_instance(balance, int, "a balance", "a whole number such as +3")
    names = _check_names(names, SEATS) or NAMES
    ranked = sorted(range(SEATS), key=lambda s: (-session[s], s))
    return [f"{place}. {names[seat]:<6} {session[seat]:+d}" for place, seat in enumerate(ranked, 1)]


def tell_session(session: Any, names: Sequence[str] | None = None) -> list[str]:
    """A played session told for the command line (``session``): its nine scored deals (V4),
    one line per deal (the dealer, who played alone and won or lost, the transfers; a hand
    all passed, abandoned), then the standings.

    >>> from calabresella.games.american.session import new_session
    >>> tell_session(new_session())[-1]
    '  3. Carla  +0'
    """
    from calabresella.games.american.session import AMERICAN_SESSION_DEALS

    names = _check_names(names, SEATS) or session.names
    lines = [
        f"A session of {AMERICAN_SESSION_DEALS} scored deals of the American account (V4), first dealer "
        f"{names[session.first_dealer]}; the deal passes to the left and a hand all pass is abandoned, not counted."
    ]
    for number, deal in enumerate(session.deals, 1):
        result = deal.result
        if result is None:
            lines.append(f"  {number:2d}. dealer {names[deal.dealer]}: all passed, abandoned (V4)")
            continue
        verdict = "wins" if result.won else "loses"
        moves = " ".join(f"{t:+d}" for t in result.transfers)
        lines.append(
            f"  {number:2d}. dealer {names[deal.dealer]}: {names[result.soloist]} plays alone and {verdict} "
            f"with {result.soloist_points} of {session.rules.total_points} points; {moves}"
        )
    lines.append("Standings:")
    lines.extend("  " + line for line in standings(session.balances, names))
    return lines

def _cards(cards: Iterable[Card], empty: str = "") -> str:
    return " ".join(str(c) for c in cards) or empty
