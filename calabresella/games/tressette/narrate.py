"""Narration of Tressette (V5): every sentence a reader sees of its deals and games.

The game itself (:mod:`calabresella.games.tressette`) holds only its rules and the
refusals that state them; its ``narrate``, ``lines`` and ``summary`` methods are
presentation hooks that call the functions here, so a translation replaces this
module alone. This is the game's :class:`~calabresella.games.game.Narrator`
(``load_game("tressette").narrator()``); :func:`result_lines` and :func:`match_lines`
are the old names of :func:`score_lines` and :func:`standings`.

>>> from calabresella.games.tressette import TressetteDeal, TressetteMatch, play_random
>>> match = TressetteMatch().record(play_random(TressetteDeal.new(seed=5), seed=1))
>>> standings(match)[-1]
'Playing to 21; Bruno deals next.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError, check_instance
from calabresella.engine.words import plural
from calabresella.games.tressette import (
    Declare,
    DoneDeclaring,
    Outright,
    Signal,
    SignalledLead,
    TressetteAction,
    TressetteDeal,
    TressetteMatch,
    TressettePhase,
    TressetteResult,
    _names,
)
from calabresella.show.narrate import told

__all__ = [
    "OUTRIGHT_WORDS",
    "SIGNAL_MEANINGS",
    "describe",
    "describe_state",
    "match_lines",
    "narrate_deal",
    "result_lines",
    "result_summary",
    "score_lines",
    "side_name",
    "standings",
    "tell_session",
]

SIGNAL_MEANINGS: dict[Signal, str] = {
    Signal.BUSSO: "play your highest card of the suit and lead the suit back if it wins",
    Signal.VOLO: "I have no more cards of this suit",
    Signal.STRISCIO: "I hold more low cards (king or lower) of this suit",
}
"""V5: what each signal tells the partner."""

OUTRIGHT_WORDS: dict[Outright, str] = {
    Outright.CAPPOTTO: "one side took every trick",
    Outright.STRAMAZZO: "the other side took tricks worth less than one point",
    Outright.CAPPOTTONE: "a single player took every trick",
    Outright.STRAMAZZONE: "a single player took all the points, the other three less than one point",
}
"""V5: what made each outright win."""


PLAYTHROUGH_TELLS_ACTIONS = True
"""Whether a playthrough file tells each action in words (``said: …``) after the action."""


def side_name(side: int, players: int, names: Sequence[str]) -> str:
    """``'Anna & Carla'``: the names of a side's seats (one name in due)."""
    return " & ".join(names[s] for s in range(side, players, 2))


def describe(
    before: TressetteDeal,
    action: TressetteAction,
    after: TressetteDeal,
    names: Sequence[str] | None = None,
    viewer: int | None = None,
) -> str:
    """One sentence for ``action`` taken in ``before``, giving ``after``. Every action of
    Tressette is seen by the whole table (a card drawn in due is shown, V5), so ``viewer``
    changes nothing."""
    for deal in (before, after):
        check_instance(deal, TressetteDeal, "before and after", "TressetteDeals, one action apart")
    names = _names(before.players, names)
    seat = before.to_move
    if seat is None or after.history != before.history + ((seat, action),):
        raise ArgumentValueError(
            f"describe tells an action taken in `before` that gives `after`: {action!r} is not the action "
            "between them"
        )
    who = names[seat]
    if isinstance(action, Declare):
        return (
            f"{who} declares {action.words} ({_cards(action.cards)}): "
            f"{plural(action.points, 'point')} for {side_name(seat % 2, before.players, names)}."
        )
    if isinstance(action, DoneDeclaring):
        made = any(s == seat for s, _ in before.declarations)
        text = f"{who} has nothing more to declare." if made else f"{who} declares nothing."
    else:
        assert before.current is not None
        if not before.current.cards:
            text = f"{who} leads {action.card}"
            if isinstance(action, SignalledLead):
                text += f" and says {action.signal.value} ({SIGNAL_MEANINGS[action.signal]})"
            text += "."
        else:
            text = f"{who} plays {action.card}."
        if len(after.tricks) > len(before.tricks):
            trick = after.tricks[-1]
            assert trick.winner is not None
            text += (
                f" {names[trick.winner]} wins the trick with {trick.cards[trick.seats.index(trick.winner)]}: "
                f"{plural(trick.thirds, 'third')}."
            )
            if after.phase is TressettePhase.DECLARE:
                text += " The first trick is over: the declarations begin."
    if len(after.draws) > len(before.draws):
        drawn = after.draws[len(before.draws) :]
        text += " " + " and ".join(f"{names[s]} draws {c}" for s, c in drawn) + ", shown to the table."
    if after.is_over:
        last = after.tricks[-1].winner
        assert last is not None
        text += f" That was the last trick: {plural(after.rules.last_trick_thirds, 'third')} to {names[last]}'s side."
    return text


def narrate_deal(deal: TressetteDeal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """Every action of ``deal`` so far as one sentence each (:meth:`TressetteDeal.narrate`);
    every seat sees every action, so ``viewer`` changes nothing."""
    check_instance(deal, TressetteDeal, "deal", "a TressetteDeal such as TressetteDeal.new(seed=5)")
    seat_names = _names(deal.players, names)
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names))


def score_lines(result: TressetteResult, names: Sequence[str] | None = None) -> list[str]:
    """The score line by line, as the command line and notebooks print it (:meth:`TressetteResult.lines`)."""
    check_instance(result, TressetteResult, "result", "a TressetteResult such as TressetteDeal(…).result")
    names = _names(result.players, names)
    out = [
        "Tricks: " + ", ".join(f"{names[s]} {result.seat_tricks[s]}" for s in range(result.players))
        + f"; last trick {names[result.last_trick_seat]}."
    ]
    for side in (0, 1):
        last = result.last_trick_thirds if result.last_trick_seat % 2 == side else 0
        out.append(
            f"{side_name(side, result.players, names)}: {plural(result.side_card_thirds[side], 'card third')} + "
            f"{last} last trick = {plural(result.side_thirds[side], 'third')} = "
            f"{plural(result.side_card_points[side], 'point')}; declared {result.side_declared[side]}; "
            f"total {plural(result.side_points[side], 'point')}."
        )
    for seat, declaration in result.declarations:
        out.append(f"Declared: {names[seat]} {declaration.words}, {plural(declaration.points, 'point')}.")
    if result.outright is not Outright.NONE:
        assert result.outright_side is not None
        who = (
            names[result.outright_seat]
            if result.outright_seat is not None
            else side_name(result.outright_side, result.players, names)
        )
        out.append(
            f"{result.outright.value.capitalize()}: {who} — {OUTRIGHT_WORDS[result.outright]}; "
            f"{side_name(result.outright_side, result.players, names)} win "
            f"{plural(result.games, 'game')} outright (V5)."
        )
    return out


def result_summary(result: TressetteResult, names: Sequence[str] | None = None) -> str:
    """The score in one paragraph (:meth:`TressetteResult.summary`)."""
    return " ".join(score_lines(result, names))


def standings(session: TressetteMatch, names: Sequence[str] | None = None) -> list[str]:
    """The standings of a game in plain words (:meth:`TressetteMatch.lines`)."""
    match = check_instance(session, TressetteMatch, "match", "a TressetteMatch such as TressetteMatch()")
    names = _names(match.rules.players, names)
    sides = [side_name(s, match.rules.players, names) for s in (0, 1)]
    out = [f"{sides[s]}: {plural(match.points[s], 'point')}" for s in (0, 1)]
    if match.winner is not None:
        verb = "wins" if match.rules.players == 2 else "win"  # in due a side is one player
        out.append(f"{sides[match.winner]} {verb} {plural(match.games, 'game')}.")
    else:
        out.append(f"Playing to {match.rules.game_target}; {names[match.dealer]} deals next.")
    return out


def tell_session(session: TressetteMatch, names: Sequence[str] | None = None) -> list[str]:
    """A played game told for the command line (``session``): the game to its target (V5),
    one line per deal (each side's points, its declarations, the running totals, an outright
    win), then the standings.

    >>> tell_session(TressetteMatch())[0]
    'A game of Tressette for four to 21 points (V5): Anna & Carla against Bruno & Dario; declarations after the first trick; first dealer Anna.'
    """
    match = check_instance(session, TressetteMatch, "match", "a TressetteMatch such as TressetteMatch()")
    table = match.rules
    names = match.names if names is None else _names(table.players, names)
    sides = [side_name(s, table.players, names) for s in (0, 1)]
    kind = "Tressette for four" if table.players == 4 else "Tressette in due"
    lines = [
        f"A game of {kind} to {table.game_target} points (V5): {sides[0]} against {sides[1]}; "
        f"declarations {'after the first trick' if table.declarations else 'not made'}; first dealer "
        f"{names[match.first_dealer]}."
    ]
    totals = [0, 0]
    for number, (deal, outcome) in enumerate(zip(match.deals, match.results, strict=True), 1):
        totals = [totals[s] + outcome.side_points[s] for s in (0, 1)]
        declared = "".join(
            f" (declared {outcome.side_declared[s]})" if outcome.side_declared[s] else "" for s in (0, 1)
        )
        line = (
            f"  {number:2d}. dealer {names[deal.dealer]}: {sides[0]} {outcome.side_points[0]}, "
            f"{sides[1]} {outcome.side_points[1]}{declared}; totals {totals[0]}-{totals[1]}"
        )
        if outcome.outright is not Outright.NONE:
            assert outcome.outright_side is not None
            line += (
                f"; {outcome.outright.value}: {sides[outcome.outright_side]} win "
                f"{outcome.games} game{'s' if outcome.games != 1 else ''} outright"
            )
        lines.append(line)
    lines.append("Standings:")
    lines.extend("  " + line for line in standings(match, names))
    return lines

result_lines = score_lines
"""The old name of :func:`score_lines` (:meth:`TressetteResult.lines` and the course use it)."""

match_lines = standings
"""The old name of :func:`standings` (:meth:`TressetteMatch.lines`)."""


def describe_state(deal: TressetteDeal) -> list[str]:
    """Every part of a Tressette state (V5), one line each, as the playthrough files print it."""
    check_instance(deal, TressetteDeal, "deal", "a TressetteDeal such as TressetteDeal.new(seed=5)")
    lines = [f"phase: {deal.phase.value}; to move: {deal.to_move}"]
    lines += [f"hand {seat}: {_cards(deal.hands[seat], '-')}" for seat in range(deal.players)]
    if deal.rules.stock_size:
        lines.append(f"stock: {_cards(deal.stock, '-')}")
    if deal.current is not None and deal.current.cards:
        signal = f" ({deal.current.signal.value})" if deal.current.signal else ""
        lines.append(f"trick (led by {deal.current.leader}{signal}): {_cards(deal.current.cards, 'nothing')}")
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(deal.players)]
    lines.append("tricks won: " + " ".join(map(str, won)))
    known = [f"{s} {_cards(deal.known(s), 'nothing')}" for s in range(deal.players) if deal.known(s)]
    if known:
        lines.append("known to the table: " + "; ".join(known))
    if deal.declarations:
        lines.append("declared: " + "; ".join(f"{s} {d.words}" for s, d in deal.declarations))
    lines.append(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}")
    return lines


def _cards(cards: Iterable[Card], empty: str = "nothing") -> str:
    return " ".join(str(c) for c in cards) or empty
