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
from calabresella.engine.words import NAMES
from calabresella.games.tressette import TressetteDeal, TressetteResult, TressetteView
from calabresella.games.tressette.narrate import OUTRIGHT_NAMES, score_lines, side_name
from calabresella.show.game_table import GameTable, draw_game_table, game_score_svg
from calabresella.show.svg import trick_svg
from calabresella.show.svg_kit import _DEFENDER, _SOLOIST, Svg, seat_names, seen_from
from calabresella.words import Seat, _, many, msg, on_screen, table_for
from calabresella.words.message import Message

__all__ = ["score_svg", "table_svg", "trick_svg"]


def table_svg(deal_or_view: TressetteDeal | TressetteView, *, seat: int | None = None,
              names: Sequence[str] | None = NAMES, style: str = "italian", own_hand: bool = True) -> Svg:
    """The table of a Tressette deal (V5), or as one seat sees it (a deal plus ``seat``, or
    a :class:`TressetteView`): partners face each other and play goes to the right; its
    labels name the cards as its pictures show them (``style``)."""
    with on_screen(style=style):
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
    heading = many("{side}: {count} point to {other} ({rule})", "{side}: {count} points to {other} ({rule})",
                   points[lead], side=side_names[lead], other=points[1 - lead], rule="V5").render()
    return game_score_svg(lines, sides, max(sum(points), 1), None, heading, True)


def _tressette_table(deal_or_view: object, seat: int | None, names: tuple[str, ...]) -> GameTable:
    deal, view = seen_from(deal_or_view, seat, _("a TressetteDeal or a TressetteView"))
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
    table = table_for(names)
    side_names = (side_name(0, players, names), side_name(1, players, names))
    colours = tuple(_SOLOIST if s % 2 == 0 else _DEFENDER for s in range(players))
    roles = tuple((msg("dealer, side {side}", side=s % 2 + 1) if s == dealer else msg("side {side}", side=s % 2 + 1))
                  .render(table) for s in range(players))
    notes: list[Message] = [msg("Dealer: {player}", player=Seat(dealer))]
    for s, declaration in declarations:
        notes.append(msg("{player} declared {declaration} ({points})", player=Seat(s),
                         declaration=declaration.phrase, points=declaration.points))
    turn = msg("To move: {player} ({phase})", player=Seat(to_move), phase=_(phase.value)) if to_move is not None else None
    if turn is not None:
        notes.append(turn)
    for side in (0, 1):
        won = [t for t in tricks if t.winner is not None and t.winner % 2 == side]
        notes.append(msg("{side}: {tricks}, {thirds}", side=side_names[side],
                         tricks=many("{count} trick", "{count} tricks", len(won)),
                         thirds=many("{count} third", "{count} thirds", sum(t.thirds for t in won))))
    score: tuple[str, ...] = ()
    if result is not None:
        score = (msg("Points: {first} {first_points}, {second} {second_points}", first=side_names[0],
                     first_points=result.side_points[0], second=side_names[1],
                     second_points=result.side_points[1]).render(table),)
        if result.outright.value != "none":
            score += (msg("{outright}: {games} outright", outright=Message(OUTRIGHT_NAMES[result.outright][1]),
                          games=many("{count} game", "{count} games", result.games)).render(table),)
    if players == 2:
        count = pile if isinstance(pile, int) else len(pile)
        note = (_("face down") if isinstance(pile, int) else _("(open view)")) if count else _("empty")
    else:
        note = ""
    kind = msg("Tressette for four") if players == 4 else msg("Tressette in due")
    return GameTable(
        game="tressette", title=msg("{kind} ({rule}, {profile})", kind=kind, rule="V5", profile=rules_name)
        .render(table), players=players, bottom=bottom, open=is_open,
        clockwise=False, hands=hands, shown=shown, roles=roles, colours=colours, dealer=dealer, phase=phase.value,
        to_move=to_move, tricks=tuple(tricks), current=current, side_of=tuple(s % 2 for s in range(players)),
        side_names=side_names, pile_label=_("Stock") if players == 2 else "", pile=pile if players == 2 else (),
        pile_note=note, notes=tuple(n.render(table) for n in notes), score=score,
        turn="" if turn is None else turn.render(table),
    )
