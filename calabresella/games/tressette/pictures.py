"""Pictures of Tressette for four and in due (V5): the table, the tricks and a deal's score.

This is the game's :class:`~calabresella.games.game.Pictures`
(``load_game("tressette").pictures()``): it fills in a
:class:`~calabresella.show.svg.GameTable` from a deal or a seat's view and draws it with
the kit every game's pictures share (:mod:`calabresella.show.svg`).

>>> from calabresella.games.tressette import TressetteDeal
>>> "Tressette for four" in table_svg(TressetteDeal.new(seed=5))
True
"""

from __future__ import annotations

from collections.abc import Sequence

from calabresella.engine.cards import Card
from calabresella.engine.words import NAMES, plural
from calabresella.games.tressette import TressetteDeal, TressetteResult, TressetteView
from calabresella.games.tressette.narrate import score_lines, side_name
from calabresella.show.game_table import GameTable, draw_game_table, game_score_svg
from calabresella.show.svg import trick_svg
from calabresella.show.svg_kit import _DEFENDER, _SOLOIST, Svg, seat_names, seen_from

__all__ = ["score_svg", "table_svg", "trick_svg"]


def table_svg(deal_or_view: TressetteDeal | TressetteView, *, seat: int | None = None,
              names: Sequence[str] | None = NAMES, style: str = "italian", own_hand: bool = True) -> Svg:
    """The table of a Tressette deal (V5), or as one seat sees it (a deal plus ``seat``, or
    a :class:`TressetteView`): partners face each other and play goes to the right."""
    return draw_game_table(_tressette_table, deal_or_view, int(deal_or_view.players), seat, names, style, own_hand)


def score_svg(result: TressetteResult, *, names: Sequence[str] | None = NAMES) -> Svg:
    """The score of a Tressette deal (V5): a bar per side and the score's lines."""
    players = int(result.players)
    seats = seat_names(players, names)
    lines = score_lines(result, seats)
    side_names = [side_name(side, players, seats) for side in (0, 1)]
    points = result.side_points
    sides = [(side_names[0], points[0]), (side_names[1], points[1])]
    lead = 0 if points[0] >= points[1] else 1
    heading = f"{side_names[lead]}: {plural(points[lead], 'point')} to {points[1 - lead]} (V5)"
    return game_score_svg(lines, sides, max(sum(points), 1), None, heading, True)


def _tressette_table(deal_or_view: object, seat: int | None, names: tuple[str, ...]) -> GameTable:
    deal, view = seen_from(deal_or_view, seat, "a TressetteDeal or a TressetteView")
    if deal is not None:
        players = deal.players
        hands: tuple[tuple[Card, ...] | int, ...] = tuple(deal.hands)
        shown: tuple[tuple[Card, ...], ...] = tuple(() for _ in range(players))
        bottom, is_open = 0, True
        phase, to_move, dealer, rules_name = deal.phase, deal.to_move, deal.dealer, deal.rules.name
        tricks, current, result, declarations = deal.tricks, deal.current, deal.result, deal.declarations
        pile: tuple[Card, ...] | int = deal.stock
    else:
        players = view.players
        hands = tuple(view.hand if s == view.seat else view.hand_sizes[s] for s in range(players))
        shown = tuple(() if s == view.seat else view.known[s] for s in range(players))
        bottom, is_open = view.seat, False
        phase, to_move, dealer, rules_name = view.phase, view.to_move, view.dealer, view.rules_name
        tricks, current, result, declarations = view.tricks, view.current, view.result, view.declarations
        pile = view.stock_size
    side_names = (" & ".join(names[s] for s in range(0, players, 2)), " & ".join(names[s] for s in range(1, players, 2)))
    colours = tuple(_SOLOIST if s % 2 == 0 else _DEFENDER for s in range(players))
    roles = tuple(("dealer, " if s == dealer else "") + (f"side {s % 2 + 1}") for s in range(players))
    notes = [f"Dealer: {names[dealer]}"]
    for s, declaration in declarations:
        notes.append(f"{names[s]} declared {declaration.words} ({declaration.points})")
    if to_move is not None:
        notes.append(f"To move: {names[to_move]} ({phase.value})")
    for side in (0, 1):
        won = [t for t in tricks if t.winner is not None and t.winner % 2 == side]
        notes.append(f"{side_names[side]}: {plural(len(won), 'trick')}, {plural(sum(t.thirds for t in won), 'third')}")
    score: tuple[str, ...] = ()
    if result is not None:
        score = (f"Points: {side_names[0]} {result.side_points[0]}, {side_names[1]} {result.side_points[1]}",)
        if result.outright.value != "none":
            score += (f"{result.outright.value}: {plural(result.games, 'game')} outright",)
    if players == 2:
        count = pile if isinstance(pile, int) else len(pile)
        note = ("face down" if isinstance(pile, int) else "(open view)") if count else "empty"
    else:
        note = ""
    kind = "Tressette for four" if players == 4 else "Tressette in due"
    return GameTable(
        game="tressette", title=f"{kind} (V5, {rules_name})", players=players, bottom=bottom, open=is_open,
        clockwise=False, hands=hands, shown=shown, roles=roles, colours=colours, dealer=dealer, phase=phase.value,
        to_move=to_move, tricks=tuple(tricks), current=current, side_of=tuple(s % 2 for s in range(players)),
        side_names=side_names, pile_label="Stock" if players == 2 else "", pile=pile if players == 2 else (),
        pile_note=note, notes=tuple(notes), score=score,
    )
