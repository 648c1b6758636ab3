"""Pictures of cards, hands, tricks, the table and a deal's score, as SVG.

Every function here is pure: it reads a card, a trick, a deal, a seat's view or
a result, takes keyword-only options, and returns an :class:`Svg`, a ``str``
that Jupyter shows as a picture (the shape of python-chess's ``chess.svg``).
Nothing here holds a rule of its own: who won a trick, what a card is worth and
what each seat may see all come from the engine.

This module draws what every game's pictures share (:func:`card_svg`, :func:`hand_svg`,
:func:`ladder_svg`, :func:`seats_svg`, :func:`trick_svg`), with the kit of
:mod:`calabresella.show.svg_kit` (:class:`Svg`, the canvas, one card at a place);
:mod:`calabresella.show.game_table` draws the table of the American account and
Tressette (:func:`game_table_svg`, also importable from here); each game draws its own
table and score in its package's ``pictures`` module (a
:class:`~calabresella.games.game.Pictures`), and :func:`table_svg` and
:func:`score_svg` here ask the game of what they are given for them
(``game_of(deal).pictures()``), so they draw a deal, a view or a result of any game.

>>> from calabresella.engine.cards import Card
>>> picture = card_svg(Card.parse("A♥"), show_thirds=True)
>>> picture.startswith("<svg") and "asso di coppe" in picture and "3/3" in picture
True

Choices a reader of the pictures should know:

- ``style="italian"`` (the default) draws the Italian suits as small pictures:
  Coppe a goblet, Denari a gold coin, Bastoni a wooden club, Spade a sword.
  The figures are marked in the corners as Italian packs mark them:
  **R** (Re, the king), **C** (Cavallo, the knight), **F** (Fante, the jack);
  the other ranks read 3 2 A 7 6 5 4 in both styles. ``Card.parse`` reads
  R, C, F too. ``style="french"`` draws ♥ ♦ ♣ ♠ (hearts and diamonds red) and
  marks the figures K Q J, as the engine's text does (R3: the Q is the Cavallo).
- Suit pictures are drawn from SVG shapes (no images, no fonts) and defined
  once per picture in ``<defs>``, then reused with ``<use>``. Their ids start
  with ``calab-`` and name exactly one fixed drawing (``calab-coppe`` is always
  the same goblet), so several pictures inlined in one HTML page may repeat an
  id harmlessly: every copy draws the same thing. No gradients, markers or
  clip paths are used, so no reference can break.
- Hidden information stays hidden: a face-down card is drawn the same whatever
  the card is, and a table drawn from one seat's view contains nothing of the
  hands that seat may not see.
- The output is the same, byte for byte, on every run: no random ids, no
  dates, numbers written with at most two decimals.
"""


from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from calabresella.engine.cards import RANKS_HIGH_TO_LOW, Card, Suit
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_bool
from calabresella.engine.naming import ITALIAN_RANK_WORDS, suit_words
from calabresella.engine.words import NAMES
from calabresella.games.italian.deal import left_of, right_of
from calabresella.games.italian.rules import DEAL_SEATS
from calabresella.show.game_table import GameTable, game_score_svg, game_table_svg
from calabresella.show.svg_kit import (
    _CARD_H,
    _CARD_W,
    _WINNER,
    ITALIAN_RANK_ENGLISH,
    STYLES,
    Svg,
    _Canvas,
    _card,
    _card_at,
    _card_title,
    _check_style,
    _el,
    _num,
    _text,
    _thirds_badge,
    seat_names,
)
from calabresella.words import _, dev, gettext, many, msg, on_screen

__all__ = [
    "STYLES",
    "GameTable",
    "Svg",
    "card_svg",
    "game_score_svg",
    "game_table_svg",
    "hand_svg",
    "ladder_svg",
    "pictures_of",
    "score_svg",
    "seat_names",
    "seats_svg",
    "table_svg",
    "trick_svg",
]


# --------------------------------------------------------------------- cards


def card_svg(card: Card, *, style: str = "italian", show_thirds: bool = False, face_down: bool = False,
             highlight: bool = False, size: float = 1.0) -> Svg:
    """One card, 60 × 96 pixels at ``size=1``.

    ``show_thirds`` adds a badge at the bottom left with the card's value in thirds
    (R5): ``3/3`` for an ace, ``1/3`` for a 3, 2 or figure, ``0`` for 7 6 5 4. ``face_down`` draws
    the back, the same for every card. ``highlight`` outlines the card.

    >>> svg = card_svg(Card.parse("Q♠"))
    >>> ">C</text>" in svg, "cavallo di spade" in svg      # Italian style marks the Cavallo C
    (True, True)
    >>> ">Q</text>" in card_svg(Card.parse("Q♠"), style="french")
    True
    >>> card_svg(Card.parse("3♠"), face_down=True) == card_svg(Card.parse("4♥"), face_down=True)
    True
    """
    _check_style(style)
    canvas = _Canvas()
    body = _card(canvas, card, style=style, show_thirds=show_thirds, face_down=face_down,
                 highlight=highlight, title=False)
    title = _("a face-down card") if face_down else _card_title(card)
    return canvas.svg(body, _CARD_W + 4, _CARD_H + 4, size=size, origin=(-2, -2), title=title)


def hand_svg(cards: Iterable[Card], *, style: str = "italian", show_thirds: bool = False,
             highlight: Iterable[Card] = (), overlap: bool = True, size: float = 1.0) -> Svg:
    """Cards in a row, left to right as given; cards in ``highlight`` outlined and raised.

    With ``overlap`` each card covers the right part of the one before, leaving
    its corner mark and thirds badge (bottom left) in sight, as a hand is held.

    >>> from calabresella.engine.cards import parse_cards
    >>> hand = parse_cards("3♠ A♠ 7♥")
    >>> hand_svg(hand, highlight=[hand[1]]).count('stroke="#ff8f00"')
    1
    """
    _check_style(style)
    cards = tuple(cards)
    marked = set(highlight)
    step = 26.0 if overlap else _CARD_W + 6
    canvas = _Canvas()
    lift = 10.0 if marked else 0.0  # highlighted cards stand out of the row, as if pulled up
    body = "".join(
        _card_at(canvas, card, 2 + i * step, 2 + (0 if card in marked else lift), style=style,
                 show_thirds=show_thirds, highlight=card in marked)
        for i, card in enumerate(cards)
    )
    width = 4 + _CARD_W + step * max(len(cards) - 1, 0)
    title = msg("hand: {cards}", cards=list(cards)) if cards else msg("hand: no cards")
    with on_screen(style=style):  # the cards named as the picture draws them
        return canvas.svg(body, width, _CARD_H + 4 + lift, size=size, title=str(title))


def ladder_svg(*, style: str = "italian", suit: Suit = Suit.COPPE) -> Svg:
    """R4, R5: the ten ranks of one suit, strongest first, with their values in thirds.

    >>> svg = ladder_svg()
    >>> svg.count("<title>"), "3/3" in svg
    (11, True)
    """
    _check_style(style)
    canvas = _Canvas()
    step, scale, top = 56.0, 0.82, 34.0
    parts = [
        _text(10, 16, _("strongest"), size=12, bold=True, fill="#2e7d32"),
        _text(10 + 9 * step + _CARD_W * scale, 16, _("weakest"), size=12, bold=True, fill="#b3261e", anchor="end"),
        '<path d="M84 12H470" stroke="#999" stroke-width="1.5"/><path d="M84 12l8-4v8z" fill="#999"/>',
    ]
    for i, rank in enumerate(RANKS_HIGH_TO_LOW):
        card = Card(rank, suit)
        x = 10 + i * step
        parts.append(_card_at(canvas, card, x, top, scale, style=style))
        centre = x + _CARD_W * scale / 2
        below = top + _CARD_H * scale
        parts.append(_text(centre, below + 15, gettext(ITALIAN_RANK_WORDS[rank]), size=11, anchor="middle", bold=True))
        parts.append(_text(centre, below + 28, gettext(ITALIAN_RANK_ENGLISH[rank]), size=10, anchor="middle",
                           fill="#555"))
        label, fill = _thirds_badge(rank.thirds)
        parts.append(_el("rect", x=centre - 16, y=below + 35, width=32, height=16, rx=8, fill=fill))
        parts.append(_text(centre, below + 47, label, size=11, anchor="middle", bold=True, fill="#fff"))
    bottom = top + _CARD_H * scale + 74
    parts.append(_text(10, bottom, str(msg("Values in thirds ({rule}): asso 3/3 = one point; 3, 2 and the figures 1/3 "
                                           "each; 7 6 5 4 nothing.", rule="R5")), size=11, fill="#333"))
    width = 20 + 9 * step + _CARD_W * scale
    title = msg("the ranks of {suit}, strongest first ({rule})", suit=suit_words(suit, style), rule="R4")
    return canvas.svg("".join(parts), width, bottom + 10, title=str(title))


# --------------------------------------------------------------------- tricks
# --------------------------------------------------------------------- tricks

def trick_svg(trick: Any, *, names: Sequence[str] | None = NAMES, style: str = "italian",
              show_thirds: bool = False) -> Svg:
    """The cards of a trick of any game in the order played, each with who played it (R20).

    Seats still to play are dashed places. Once complete, the winner's card is
    outlined and named, with the trick's value in thirds (R5, never rounded).

    E1: the K, A and 2 of clubs, led by seat 0: the third card wins, 5 thirds.

    >>> from calabresella.engine.cards import parse_cards
    >>> from calabresella.engine.tricks import Trick
    >>> svg = trick_svg(Trick(0, parse_cards("K♣ A♣ 2♣")))
    >>> "Carla wins" in svg, "5 thirds" in svg
    (True, True)
    """
    _check_style(style)
    players = int(getattr(trick, "players", 3))  # Tressette (V5): four or two play to a trick
    if players == 3:
        names = NAMES if names is None else names
        _check_names(names)
    else:
        names = seat_names(players, names)
    canvas = _Canvas()
    step, top = 84.0, 20.0
    winner = trick.winner
    parts = [_text(8, 14, str(msg("{player} leads", player=names[trick.leader])), size=11, fill="#555")]
    for i in range(players):
        seat = (trick.leader + i) % players
        x = 12 + i * step
        if i < len(trick.cards):
            card = trick.cards[i]
            parts.append(_card_at(canvas, card, x, top, style=style, show_thirds=show_thirds))
            if seat == winner:
                parts.append(f'<rect x="{_num(x - 4)}" y="{_num(top - 4)}" width="68" height="104" rx="7" '
                             f'fill="none" stroke="{_WINNER}" stroke-width="3.5"/>')
        else:
            parts.append(f'<rect x="{_num(x)}" y="{_num(top)}" width="60" height="96" rx="4" '
                         'fill="#f4f4f4" stroke="#aaa" stroke-dasharray="4 3"/>')
            parts.append(_text(x + 30, top + 52, _("to play"), size=10, anchor="middle", fill="#888"))
        name = str(msg("{player} wins", player=names[seat])) if seat == winner else names[seat]
        parts.append(_text(x + 30, top + _CARD_H + 18, name, size=12, anchor="middle", bold=seat == winner,
                           fill=_WINNER if seat == winner else "#222"))
    width = 24 + (players - 1) * step + _CARD_W
    if trick.complete:
        note = str(many("{count} third", "{count} thirds", trick.thirds))
        parts.append(_text(width - 12, 14, note, size=11, anchor="end", bold=True, fill="#333"))
    cards, leader = list(trick.cards), names[trick.leader]
    if winner is not None:
        title = many("trick led by {leader}: {cards}; {winner} wins {count} third",
                     "trick led by {leader}: {cards}; {winner} wins {count} thirds", trick.thirds,
                     leader=leader, cards=cards, winner=names[winner])
    else:
        title = msg("trick led by {leader}: {cards}", leader=leader, cards=cards) if cards else msg(
            "trick led by {leader}: empty", leader=leader)
    with on_screen(style=style):  # the cards named as the picture draws them
        return canvas.svg("".join(parts), width, top + _CARD_H + 28, title=str(title))


def _check_names(names: Sequence[str]) -> None:
    if len(names) != 3:
        raise ArgumentValueError(msg("names needs one name for each of the {seats} seats ({rule}), got {got}",
                                     seats=DEAL_SEATS, rule="R1", got=len(names)))



# --------------------------------------------------------------------- the table


def pictures_of(value: object, what: str) -> Any:
    """The pictures (a :class:`~calabresella.games.game.Pictures`) of the game of ``value``,
    a deal, a seat's view or a result of any registered game; ``what`` names the caller."""
    from calabresella.games.registry import game_of

    try:
        game = game_of(value)
    except ArgumentTypeError:
        raise ArgumentTypeError(msg("{what} draws a deal, a seat's view or a result of a registered game, not {got}",
                                    what=what, got=dev(type(value).__name__))) from None
    if game.pictures is None:
        raise ArgumentTypeError(msg("{game} has no pictures: {what} draws a game that draws itself",
                                    game=game.label, what=what))
    return game.pictures()


def table_svg(deal_or_view: Any, *, seat: int | None = None, names: Sequence[str] | None = None,
              style: str = "italian", own_hand: bool = True) -> Svg:
    """The table of a deal or a seat's view of any game, drawn by its game's pictures
    (the Italian game's: :func:`calabresella.games.italian.pictures.table_svg`).

    The drawn seat sits at the bottom; from one seat (a deal plus ``seat``, or a seat's
    view) nothing that seat may not see is in the picture, not even as text; a deal and
    no ``seat`` is the teacher's open view. ``own_hand=False`` leaves out the cards of
    the seat at the bottom, for a page that shows that hand as buttons.

    >>> from calabresella.games.tressette import TressetteDeal
    >>> deal = TressetteDeal.new(seed=5)
    >>> any(f"<title>{card} " in table_svg(deal, seat=2) for card in deal.hands[0])   # seat 0 stays hidden
    False
    >>> "Tressette for four" in table_svg(deal.view(0))
    True
    """
    _check_style(style)
    own_hand = check_bool(own_hand, "own_hand")
    pictures = pictures_of(deal_or_view, "table_svg")
    return pictures.table_svg(deal_or_view, seat=seat, names=names, style=style, own_hand=own_hand)  # type: ignore[no-any-return]


def score_svg(result: Any, *, names: Sequence[str] | None = None, win_thirds: int | None = None) -> Svg:
    """A scored deal's result of any game, drawn by its game's pictures (the Italian game's,
    R22–R28: :func:`calabresella.games.italian.pictures.score_svg`, where ``win_thirds``
    moves the line the soloist must reach).

    >>> from calabresella.engine.game import play_random
    >>> from calabresella.games.tressette import TressetteDeal
    >>> "(V5)" in score_svg(play_random(TressetteDeal.new(seed=5), seed=1).result)
    True
    """
    pictures = pictures_of(result, "score_svg")
    moved = {} if win_thirds is None else {"win_thirds": win_thirds}  # the Italian game's line to win (R25)
    return pictures.score_svg(result, names=names, **moved)  # type: ignore[no-any-return]



# --------------------------------------------------------------------- the seats


def seats_svg(*, dealer: int = 0, names: Sequence[str] = NAMES) -> Svg:
    """R2, R7, R9, R19: the three seats, the anticlockwise direction, and who does what first.

    Seat 0 is at the bottom, its right neighbour (seat 1) at the upper right and
    its left neighbour (seat 2) at the upper left, as on :func:`table_svg`. The
    arrows go anticlockwise: to the right. The dealer is marked; the dealer's
    right speaks first and (outside Solissimo) leads; the dealer's left cuts.

    >>> svg = seats_svg(dealer=2)
    >>> "Anna" in svg and "deals" in svg and "speaks first" in svg
    True
    """
    _check_names(names)
    if dealer not in (0, 1, 2):
        raise ArgumentValueError(msg("seats are numbered 0, 1, 2 ({rule}), got dealer={got!r}", rule="R2", got=dealer))
    cx, cy, radius = 260.0, 160.0, 100.0
    angle = {0: 90.0, 1: -30.0, 2: 210.0}  # degrees, y pointing down: bottom, upper right, upper left

    def point(degrees: float, r: float = radius) -> tuple[float, float]:
        a = math.radians(degrees)
        return cx + r * math.cos(a), cy + r * math.sin(a)

    parts = ['<rect width="520" height="330" rx="12" fill="#f3f6f1"/>',
             _el("circle", cx=cx, cy=cy, r=58, fill="#2f6f4f"),
             _text(cx, cy - 4, _("anticlockwise:"), size=11, anchor="middle", fill="#fff"),
             _text(cx, cy + 12, _("to the right"), size=11, anchor="middle", fill="#fff", bold=True)]
    for seat in range(3):  # an arc from each seat to its right neighbour, the angle decreasing
        start, end = angle[seat] - 25, angle[right_of(seat)] + 25
        if end > start:
            end -= 360
        (x0, y0), (x1, y1) = point(start), point(end)
        parts.append(f'<path d="M{_num(x0)} {_num(y0)}A{_num(radius)} {_num(radius)} 0 0 0 {_num(x1)} {_num(y1)}" '
                     'fill="none" stroke="#555" stroke-width="2.5"/>')
        bx, by = point(end + 7)
        nx, ny = math.cos(math.radians(end)) * 6, math.sin(math.radians(end)) * 6
        parts.append(f'<path d="M{_num(x1)} {_num(y1)}L{_num(bx + nx)} {_num(by + ny)}L{_num(bx - nx)} '
                     f'{_num(by - ny)}Z" fill="#555"/>')
    first, cutter = right_of(dealer), left_of(dealer)
    notes = {dealer: (msg("deals ({rule})", rule="R7"),),
             first: (msg("speaks first ({rule}),", rule="R9"), msg("leads ({rule})", rule="R19")),
             cutter: (msg("cuts ({rule})", rule="R7"),)}
    colours = {dealer: "#8a4b00", first: "#1b5e20", cutter: "#555"}
    for seat in range(3):
        x, y = point(angle[seat], radius + 6)
        parts.append(_el("circle", cx=x, cy=y, r=30, fill="#fff3c4" if seat == dealer else "#fff", stroke="#333",
                         stroke_width=1.5))
        parts.append(_text(x, y - 2, names[seat], size=13, anchor="middle", bold=True))
        parts.append(_text(x, y + 13, str(msg("seat {number}", number=seat)), size=10, anchor="middle", fill="#555"))
        if seat == 0:
            spots = [(x, y + 46 + 15 * i, "middle") for i in range(2)]
        else:
            side = 38 if seat == 1 else -38
            spots = [(x + side, y - 2 + 15 * i, "start" if seat == 1 else "end") for i in range(2)]
        for (tx, ty, anchor), line in zip(spots, notes[seat], strict=False):
            parts.append(_text(tx, ty, str(line), size=12, anchor=anchor, bold=seat != cutter, fill=colours[seat]))
    parts.append(_text(12, 320, str(msg("({rule}: in Solissimo the soloist leads instead)", rule="R19")), size=10,
                       fill="#666"))
    title = msg("seats: {dealer} deals, {first} speaks first ({rule})", dealer=names[dealer], first=names[first],
                rule="R2")
    return _Canvas().svg("".join(parts), 520, 330, title=str(title))

