"""The table of the other games (the American account, V4; Tressette, V5; Rovescino, V6),
drawn with the same cards, backs and colours as the Italian game: their pictures
(``games/<game>/pictures.py``) fill in a :class:`GameTable` and draw it with
:func:`game_table_svg`, and draw their scores with :func:`game_score_svg`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError, check_bool
from calabresella.show.svg_kit import (
    _CARD_H,
    _CARD_W,
    _LOWER,
    _MIDDLE,
    _MONTE,
    _TABLE_H,
    _TABLE_W,
    _TURN,
    _UPPER,
    _WINNER,
    Svg,
    _Canvas,
    _card_at,
    _check_style,
    _el,
    _num,
    _open_hand,
    _text,
    seat_names,
)
from calabresella.words import _, many, msg, pgettext

__all__ = ["GameTable", "draw_game_table", "game_score_svg", "game_table_svg"]


@dataclass(frozen=True)
class GameTable:
    """What a table picture of another game shows: cards where visible, counts where not
    (its game's pictures fill it in from a deal or a seat's view; :func:`game_table_svg` draws it)."""

    game: str
    title: str
    players: int
    bottom: int
    open: bool
    clockwise: bool
    hands: tuple[tuple[Card, ...] | int, ...]
    shown: tuple[tuple[Card, ...], ...]
    roles: tuple[str, ...]
    colours: tuple[str, ...]
    dealer: int
    phase: str
    to_move: int | None
    tricks: tuple[object, ...]
    current: object | None
    side_of: tuple[int, ...]
    side_names: tuple[str, str]
    pile_label: str
    pile: tuple[Card, ...] | int
    pile_note: str
    notes: tuple[str, ...]
    score: tuple[str, ...]
    turn: str = ""
    """The note (one of ``notes``) that says whose turn it is: drawn highlighted."""



def _places(table: GameTable) -> dict[int, str]:
    """Where each seat sits on the page: the drawn seat at the bottom, play going round the table
    anticlockwise (to the right, R2, V5) or clockwise (to the left, the American account, V4)."""
    n, me = table.players, table.bottom
    if n == 2:
        spots = ["bottom", "top"]
    elif n == 3:
        spots = ["bottom", "upper-left", "upper-right"] if table.clockwise else ["bottom", "upper-right", "upper-left"]
    else:
        spots = ["bottom", "right", "top", "left"]
    return {(me + i) % n: spots[i] for i in range(n)}


_SPOT = {  # x, y of a seat's panel; its width; where its card goes in a trick
    "bottom": (14.0, 392.0, 752.0, (360.0, 262.0)),
    "top": (200.0, 10.0, 380.0, (360.0, 150.0)),
    "upper-left": (14.0, 10.0, 370.0, (290.0, 190.0)),
    "upper-right": (396.0, 10.0, 370.0, (430.0, 190.0)),
    "left": (14.0, 150.0, 200.0, (270.0, 205.0)),
    "right": (566.0, 150.0, 200.0, (450.0, 205.0)),
}


def _game_seat(canvas: _Canvas, table: GameTable, seat: int, spot: str, names: Sequence[str], style: str,
               cards: bool = True) -> str:
    x, y, width, _middle = _SPOT[spot]
    turn = table.to_move == seat
    parts = [
        _el("rect", x=x, y=y, width=width, height=22, rx=11, fill=_TURN if turn else "#f5f5f0",
            stroke="#ff8f00" if turn else "#ccc", stroke_width=2 if turn else None),
        _text(x + 10, y + 15.5, f"{names[seat]} ({table.roles[seat]})", size=12, bold=True,
              fill=table.colours[seat]),
    ]
    if turn:
        parts.append(_text(x + width - 10, y + 15.5, _("▶ to move"), size=11.5, anchor="end", bold=True, fill="#8a4b00"))
    if not cards:
        return "".join(parts)
    hand = table.hands[seat]
    wide = spot == "bottom"
    scale = _LOWER if wide else _UPPER
    top = y + 28
    if isinstance(hand, int):
        known = table.shown[seat]
        backs = hand - len(known)
        for i in range(backs):
            parts.append(_card_at(canvas, None, x + 4 + i * 7, top, scale, face_down=True))
        end = x + 4 + max(backs - 1, 0) * 7 + (_CARD_W * scale + 6 if backs else 0)
        for i, card in enumerate(known):  # shown to the table (drawn in due, declared): face up
            parts.append(_card_at(canvas, card, end + i * 22, top, scale, style=style))
        if not hand:
            label = pgettext("a hand", "no cards")
        elif known:
            label = str(many("{count} card, {shown} shown", "{count} cards, {shown} shown", hand, shown=len(known)))
        else:
            label = str(many("{count} card, face down", "{count} cards, face down", hand))
        parts.append(_text(x + 4, top + _CARD_H * scale + 14, label, size=11.5, fill="#fff"))
    else:
        step = min(48.0 if wide else 26.0, (width - 8 - _CARD_W * scale) / max(len(hand) - 1, 1))
        parts += _open_hand(canvas, hand, x, top, scale, step, style)
    return "".join(parts)


def _game_middle(canvas: _Canvas, table: GameTable, names: Sequence[str], style: str) -> str:
    trick = table.current
    faded = False
    if (trick is None or not trick.cards) and table.tricks:  # type: ignore[attr-defined]
        trick, faded = table.tricks[-1], True
    if trick is None or not trick.cards:  # type: ignore[attr-defined]
        mover = names[table.to_move] if table.to_move is not None else ""
        text = str(msg("{player} to move ({phase})", player=mover, phase=table.phase)) if mover else table.phase
        return _text(390, 262, text, size=13, anchor="middle", bold=True, fill="#fffde7")
    places = _places(table)
    winner = trick.winner  # type: ignore[attr-defined]
    parts = []
    for seat, card in zip(trick.seats, trick.cards, strict=True):  # type: ignore[attr-defined]
        cx, cy = _SPOT[places[seat]][3]
        parts.append(_card_at(canvas, card, cx - 26, cy - 40, _MIDDLE, style=style))
        if seat == winner:
            parts.append(_el("rect", x=cx - 29, y=cy - 43, width=_CARD_W * _MIDDLE + 6, height=_CARD_H * _MIDDLE + 6,
                             rx=6, fill="none", stroke="#ffd54f", stroke_width=3.5))
    number = len(table.tricks) + (0 if faded else 1)
    if faded:
        caption = str(many("trick {number}: {player} wins {count} third", "trick {number}: {player} wins {count} thirds",
                           trick.thirds, number=number, player=names[winner]))  # type: ignore[attr-defined]
    else:
        caption = str(msg("trick {number}, led by {player}", number=number, player=names[trick.leader]))  # type: ignore[attr-defined]
    parts.append(_text(390, 370, caption, size=12.5, anchor="middle", bold=True, fill="#fffde7"))
    content = "".join(parts)
    return _el("g", content, opacity=0.8) if faded else content


def _game_pile(canvas: _Canvas, table: GameTable, style: str) -> str:
    if not table.pile_label:
        return ""
    x, y = 566.0 if table.players == 3 else 34.0, 172.0 if table.players == 3 else 200.0
    if table.players == 2:
        x, y = 34.0, 172.0
    h = _CARD_H * _MONTE
    parts = [_text(x, y - 6, table.pile_label, size=12.5, bold=True, fill="#fff")]
    pile = table.pile
    if isinstance(pile, int):
        parts.extend(_card_at(canvas, None, x + i * 5, y, _MONTE, face_down=True) for i in range(pile))
        count = pile
    else:
        parts.extend(_card_at(canvas, card, x + i * 20, y, _MONTE, style=style) for i, card in enumerate(pile))
        count = len(pile)
    parts.append(_text(x, y + h + 15, str(many("{count} card {note}", "{count} cards {note}", count, note=table.pile_note)).rstrip()
                       if count else table.pile_note,
                       size=11, fill="#e8f5e9"))
    return "".join(parts)


def game_table_svg(table: GameTable, names: Sequence[str], style: str, own_hand: bool = True) -> Svg:
    """Draw a :class:`GameTable` (the American account's, V4, or Tressette's, V5): the
    drawn seat at the bottom, play going round the table as the game plays."""
    canvas = _Canvas()
    height = _TABLE_H if own_hand else _SPOT["bottom"][1] + 32
    parts = [
        f'<rect width="{_num(_TABLE_W)}" height="{_num(height)}" rx="14" fill="#2f6f4f"/>',
        '<ellipse cx="390" cy="262" rx="372" ry="136" fill="#367d59" stroke="#285c41" stroke-width="2"/>',
    ]
    for s, spot in sorted(_places(table).items()):
        parts.append(_game_seat(canvas, table, s, spot, names, style, cards=own_hand or spot != "bottom"))
    parts.append(_game_middle(canvas, table, names, style))
    parts.append(_game_pile(canvas, table, style))
    x = 566.0 if table.players != 3 else 34.0
    y = 300.0 if table.players == 4 else 172.0
    if table.players == 2:
        x, y = 566.0, 172.0
    lines = [(table.title, "#fff")] + [(n, _TURN if table.turn and n == table.turn else "#fff") for n in table.notes]
    lines += [(s, "#ffe082") for s in table.score]
    if table.players == 4:  # the side panels leave the two lower corners: the notes in two columns
        half = (len(lines) + 1) // 2
        for cx, column in ((20.0, lines[:half]), (566.0, lines[half:])):
            parts.extend(_text(cx, 296 + 15 * i, text, size=10.5, fill=fill) for i, (text, fill) in enumerate(column))
    else:
        parts.extend(_text(x, y + 16 * i, text, size=11, fill=fill) for i, (text, fill) in enumerate(lines))
    title = (msg("{title}: open view", title=table.title) if table.open
             else msg("{title}: {player}'s view", title=table.title, player=names[table.bottom]))
    return canvas.svg("".join(parts), _TABLE_W, height, title=str(title))


def game_score_svg(lines: Sequence[str], sides: Sequence[tuple[str, int]], total: int, need: int | None,
                   heading: str, good: bool) -> Svg:
    """The score of an American (V4) or Tressette (V5) deal: a bar per side (``sides``: a
    label and an amount each, out of ``total``; a line at ``need`` where the game has
    one), the ``heading`` (green if ``good``), and the game's own score ``lines``."""
    height = 120 + 17 * len(lines)
    parts = [f'<rect width="620" height="{_num(height)}" rx="10" fill="#fbfaf6" stroke="#ddd"/>',
             _text(20, 26, heading, size=15, bold=True, fill=_WINNER if good else "#b3261e")]
    unit = 560 / max(total, 1)
    x = 20.0
    for i, (label, amount) in enumerate(sides):
        w = amount * unit
        fill = "#8e24aa" if i == 0 else "#00897b"
        parts.append(_el("rect", x=x, y=40, width=w, height=28, fill=fill, stroke="#fff"))
        if w >= 30:
            parts.append(_text(x + w / 2, 59, str(amount), size=12, anchor="middle", bold=True, fill="#fff"))
        parts.append(_text(20 + 300 * i, 86, f"{label}: {amount}", size=11.5, fill=fill))
        x += w
    if need is not None:
        line = 20 + need * unit
        parts.append(f'<path d="M{_num(line)} 34V74" stroke="#d32f2f" stroke-width="2" stroke-dasharray="4 2"/>')
    parts.extend(_text(20, 112 + 17 * i, line_text, size=11, fill="#222") for i, line_text in enumerate(lines))
    return _Canvas().svg("".join(parts), 620, height, title=heading)


def draw_game_table(
    build: Callable[[object, int | None, tuple[str, ...]], GameTable],
    deal_or_view: object,
    players: int,
    seat: int | None,
    names: Sequence[str] | None,
    style: str,
    own_hand: object,
) -> Svg:
    """A game's ``table_svg`` (V4, V5): check the picture's options (the style, ``own_hand``,
    one name per seat of the ``players``, the seat drawn), then draw the :class:`GameTable`
    that ``build(deal_or_view, seat, names)`` fills in."""
    _check_style(style)
    drawn_own = check_bool(own_hand, "own_hand")
    names_here = seat_names(players, names)
    if seat is not None and not (type(seat) is int and 0 <= seat < players):
        raise ArgumentValueError(msg("seat must be 0 to {last}, got {got!r}", last=players - 1, got=seat))
    return game_table_svg(build(deal_or_view, seat, names_here), names_here, style, drawn_own)
