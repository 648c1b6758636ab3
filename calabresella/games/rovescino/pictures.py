"""Pictures of Rovescino (V6): the table, drawn with the drawing kit of :mod:`calabresella.show.svg`.

A table of 3 to 8 seats is drawn as one row per seat, in playing order: its name, its
cards (face up where the picture may show them, backs otherwise), the card it played to
the trick and what it has taken; then the monte (face down, V6b) or the cards set aside
(face up, V6a), and the score once the deal is over. Drawn from a seat's view, nothing
of what that seat may not see is in the picture.

>>> from calabresella.games.rovescino.deal import RovescinoDeal
>>> picture = table_svg(RovescinoDeal.new(seed=5).view(0))
>>> picture.startswith("<svg") and "Anna's view" in picture
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError
from calabresella.engine.game import table_names
from calabresella.engine.tricks import winner_offset
from calabresella.games.rovescino.deal import RovescinoDeal
from calabresella.games.rovescino.view import RovescinoView
from calabresella.show.svg_kit import (
    _CARD_H,
    _CARD_W,
    _TURN,
    STYLES,
    Svg,
    _Canvas,
    _card_at,
    _el,
    _text,
    seen_from,
)
from calabresella.words import N_, Message, Seat, Table, _, many, msg, on_screen, table_for
from calabresella.words.message import say

__all__ = ["score_svg", "table_svg", "trick_svg"]

_WIDTH = 780.0
_ROW = 86.0
_TOP = 34.0
_SCALE = 0.62
_TRICK_X = 640.0


def table_svg(deal_or_view: RovescinoDeal | RovescinoView | Any, *, seat: int | None = None,
              names: Sequence[str] | None = None, style: str = "italian", own_hand: bool = True) -> Svg:
    """The table of a Rovescino deal (open: every hand shown) or of one seat's view.

    ``seat`` draws the deal from that seat's view; ``names`` are the seats' names; with
    ``own_hand=False`` the viewing seat's own cards are left out (the page shows them apart).
    """
    _check_style(style)
    with on_screen(style=style):  # its words name cards as it draws them
        return _table_svg(deal_or_view, seat, names, style, own_hand)


def _check_style(style: object) -> None:
    if style not in STYLES:
        raise ArgumentValueError(msg("style must be 'italian' (pictures) or 'french' (♥ ♦ ♣ ♠), got {style!r}",
                                     style=style))


def _thirds(count: int) -> Message:
    return many("{count} third", "{count} thirds", count)


def _table_svg(deal_or_view: Any, seat: int | None, names: Sequence[str] | None, style: str, own_hand: bool) -> Svg:
    deal, view = seen_from(deal_or_view, seat, N_("a RovescinoDeal or a RovescinoView"))
    source: Any = deal if deal is not None else view
    rules = source.rules
    players = rules.players
    seats = table_names(names, players)
    table = table_for(seats)
    canvas = _Canvas()
    current = source.current
    played = dict(zip(current.seats, current.cards, strict=True)) if current is not None else {}
    best = None if current is None or not current.cards else current.seats[winner_offset(current.cards)]
    height = _TOP + players * _ROW + 130
    parts = [_el("rect", width=_WIDTH, height=height, rx=14, fill="#2f6f4f")]
    who = _("open view") if view is None else msg("{player}'s view", player=Seat(view.seat)).render(table)
    title = msg("Rovescino (V6, {profile}): {who}", profile=rules.name, who=who).render(table)
    parts.append(_text(16, 22, title, size=14, bold=True, fill="#fff"))
    for s in range(players):
        y = _TOP + s * _ROW
        turn = source.to_move == s
        taken = sum(t.thirds for t in source.tricks if t.winner == s)
        tricks = sum(1 for t in source.tricks if t.winner == s)
        counts = {"player": Seat(s), "tricks": many("{count} trick", "{count} tricks", tricks), "thirds": _thirds(taken)}
        label = (msg("{player} (dealer): {tricks}, {thirds}", **counts) if s == source.dealer
                 else msg("{player}: {tricks}, {thirds}", **counts)).render(table)
        if turn:
            label = msg("{label}  ▶ to move", label=label).render(table)
        parts.append(_el("rect", x=10, y=y, width=_WIDTH - 20, height=_ROW - 6, rx=8,
                         fill=_TURN if turn else "#367d59", stroke="#ff8f00" if turn else "#285c41"))
        parts.append(_text(20, y + 16, label, size=12, bold=True,
                           fill="#8a4b00" if turn else "#fff"))
        mine = view is not None and view.seat == s
        if mine and not own_hand:
            pass
        elif deal is not None or mine:
            hand: tuple[Card, ...] = source.hands[s] if deal is not None else view.hand
            step = min(34.0, 560 / max(len(hand), 1))
            for i, card in enumerate(hand):
                parts.append(_card_at(canvas, card, 20 + i * step, y + 22, _SCALE * 0.9, style=style))
        else:
            count = view.hand_sizes[s]
            for i in range(count):
                parts.append(_card_at(canvas, None, 20 + i * 9, y + 22, _SCALE * 0.9, face_down=True))
            parts.append(_text(40 + count * 9 + _CARD_W * _SCALE, y + 56,
                               many("{count} card face down", "{count} cards face down", count).render(table),
                               size=11, fill="#e8f5e9"))
        if s in played:
            parts.append(_card_at(canvas, played[s], _TRICK_X, y + 20, _SCALE * 0.9, style=style))
            if s == best:
                parts.append(_el("rect", x=_TRICK_X - 3, y=y + 17, width=_CARD_W * _SCALE * 0.9 + 6,
                                 height=_CARD_H * _SCALE * 0.9 + 6, rx=5, fill="none", stroke="#ffd54f", stroke_width=3))
    y = _TOP + players * _ROW + 8
    parts.extend(_bottom(canvas, source, deal, view, table, y, style))
    return canvas.svg("".join(parts), _WIDTH, height, title=title)


def _bottom(canvas: _Canvas, source: Any, deal: RovescinoDeal | None, view: RovescinoView | None,
            table: Table, y: float, style: str) -> list[str]:
    rules = source.rules
    parts = []
    if rules.monte:
        count = len(deal.monte) if deal is not None else view.monte_size  # type: ignore[union-attr]
        over = source.result is not None
        words = _("Monte: taken with the last trick") if over else many(
            "Monte: {count} card face down, for the last trick", "Monte: {count} cards face down, for the last trick",
            count).render(table)
        parts.append(_text(20, y + 14, words, size=12, bold=True, fill="#fff"))
        cards = source.dealt_monte if (deal is not None and over) else ()
        if cards:
            parts.extend(_card_at(canvas, c, 20 + i * 26, y + 22, _SCALE * 0.8, style=style) for i, c in enumerate(cards))
        else:
            parts.extend(_card_at(canvas, None, 20 + i * 6, y + 22, _SCALE * 0.8, face_down=True) for i in range(count))
    elif source.set_aside:
        parts.append(_text(20, y + 14, _("Set aside face up"), size=12, bold=True, fill="#fff"))
        parts.extend(_card_at(canvas, c, 20 + i * 26, y + 22, _SCALE * 0.8, style=style)
                     for i, c in enumerate(source.set_aside))
    result = source.result
    # each note, and whether it says the score (drawn in the score's colour)
    notes: list[tuple[Message, bool]] = [
        (msg("Dealer: {player}. Out at {target} penalty points.", player=Seat(source.dealer), target=rules.target), False)]
    if source.to_move is not None:
        notes.append((msg("To move: {player}", player=Seat(source.to_move)), False))
    if result is not None:
        penalties = ", ".join(msg("{player} {value}", player=Seat(s), value=p).render(table)
                              for s, p in enumerate(result.penalties))
        notes.append((msg("Penalty: {penalties}", penalties=penalties), True))
        if result.cappotto_seat is not None:
            notes.append((msg("Cappotto: {player} took every point (V6d)", player=Seat(result.cappotto_seat)), True))
    parts.extend(_text(300, y + 14 + 17 * i, note.render(table), size=12, bold=i > 0 and result is not None,
                       fill="#ffe082" if scored else "#fff")
                 for i, (note, scored) in enumerate(notes))
    if result is not None:
        most = ", ".join(str(say(Seat(s), table)) for s in result.loser)
        parts.append(_text(300, y + 14 + 17 * len(notes), msg("Most points: {players}", players=most).render(table),
                           size=11, fill="#fff"))
    return parts


def trick_svg(trick: Any, *, names: Sequence[str] | None = None, style: str = "italian",
              show_thirds: bool = False) -> Svg:
    """The cards of a trick of Rovescino in the order played, each with who played it."""
    _check_style(style)
    with on_screen(style=style):  # its words name cards as it draws them
        return _trick_svg(trick, names, style, show_thirds)


def _trick_svg(trick: Any, names: Sequence[str] | None, style: str, show_thirds: bool) -> Svg:
    players = int(trick.players)
    seats = table_names(names, players)
    table = table_for(seats)
    canvas = _Canvas()
    step = 70.0
    parts = [_text(8, 14, msg("{player} leads", player=Seat(trick.leader)).render(table), size=11, fill="#555")]
    winner = trick.winner
    for i, (seat, card) in enumerate(zip(trick.seats, trick.cards, strict=True)):
        x = 10 + i * step
        parts.append(_card_at(canvas, card, x, 22, style=style, show_thirds=show_thirds))
        who = msg("{player} takes", player=Seat(seat)).render(table) if seat == winner else str(say(Seat(seat), table))
        parts.append(_text(x + 30, 22 + _CARD_H + 16, who,
                           size=11, anchor="middle", bold=seat == winner, fill="#222"))
    width = 20 + max(players - 1, 1) * step + _CARD_W
    leader = Seat(trick.leader)
    if not trick.cards:
        said = msg("trick led by {player}: empty", player=leader)
    elif winner is None:
        said = msg("trick led by {player}: {cards}", player=leader, cards=tuple(trick.cards))
    else:
        said = msg("trick led by {player}: {cards}; {winner} takes {thirds}", player=leader, cards=tuple(trick.cards),
                   winner=Seat(winner), thirds=_thirds(trick.thirds))
    title = said.render(table)
    return canvas.svg("".join(parts), width, _CARD_H + 50, title=title)


def score_svg(result: Any, *, names: Sequence[str] | None = None) -> Svg:
    """A Rovescino deal's penalties (V6c, V6d) as bars, one per seat, and the score lines."""
    from calabresella.games.rovescino.narrate import result_lines

    players = int(result.players)
    seats = table_names(names, players)
    lines = result_lines(result, seats)
    top = max(max(result.penalties), 1)
    height = 40 + 24 * players + 17 * len(lines) + 10
    parts = [_el("rect", width=620, height=height, rx=10, fill="#fbfaf6", stroke="#ddd"),
             _text(20, 24, _("Penalty points (V6)"), size=15, bold=True, fill="#b3261e")]
    for s, amount in enumerate(result.penalties):
        y = 36 + 24 * s
        parts.append(_text(20, y + 15, seats[s], size=12, fill="#222"))
        parts.append(_el("rect", x=110, y=y, width=max(420 * amount / top, 1), height=18, fill="#00897b"))
        parts.append(_text(540, y + 15, str(amount), size=12, bold=True, fill="#222"))
    y = 40 + 24 * players
    parts.extend(_text(20, y + 14 + 17 * i, text, size=11, fill="#222") for i, text in enumerate(lines))
    return _Canvas().svg("".join(parts), 620, height, title=msg("Rovescino: {line}", line=lines[-1]).render(table_for(seats)))
