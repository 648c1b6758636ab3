"""The drawing kit every picture of the package is made with: :class:`Svg`, the SVG writing
helpers, the suit pictures and the card back, the canvas that keeps each picture once in
``<defs>``, one card drawn at a place, and the colours and sizes the tables share (R3, R5).

:mod:`calabresella.show.svg` draws cards, hands, tricks and seats with it;
:mod:`calabresella.show.game_table` draws the other games' tables (V4, V5, V6); each game's
``pictures`` module draws its own table with it. Nothing here holds a rule.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from calabresella.engine.cards import Card, Rank, Suit
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.engine.game import TrickGame
from calabresella.engine.naming import FRENCH_RANK_WORDS, ITALIAN_RANK_WORDS, ITALIAN_SUIT_NAMES
from calabresella.engine.records import default_names
from calabresella.engine.views import TableView
from calabresella.engine.words import NAMES
from calabresella.show.names import ITALIAN_SUITS as ITALIAN_SUITS
from calabresella.show.names import STYLES as STYLES
from calabresella.words import N_, Seat, dev, gettext, msg, pgettext

# STYLES: the two ways of drawing the suits (R3): Italian pictures, or French ♥ ♦ ♣ ♠.


class Svg(str):
    """An SVG picture as a ``str``; Jupyter shows it as the picture itself."""

    def _repr_svg_(self) -> str:
        return self

    def __repr__(self) -> str:
        # Short, so a notebook stores the picture once (as SVG), not twice.
        size = re.search(r'width="([^"]+)" height="([^"]+)"', self[:400])
        shape = f" {size.group(1)}×{size.group(2)}" if size else ""
        return f"<Svg picture{shape}, {len(self)} characters>"


# --------------------------------------------------------------------- writing


def _num(value: float) -> str:
    """A number as SVG text: at most two decimals, no trailing zeros, never ``-0``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attrs(attrs: dict[str, object]) -> str:
    out = []
    for key, value in attrs.items():
        if value is None:
            continue
        text = _num(value) if isinstance(value, float) else str(value)
        out.append(f' {key}="{escape(text, {chr(34): "&quot;"})}"')
    return "".join(out)


def _el(tag: str, content: str = "", /, **attrs: object) -> str:
    """One element; ``attrs`` with ``_`` for ``-`` (``font_size`` → ``font-size``)."""
    clean = {k.rstrip("_").replace("_", "-"): v for k, v in attrs.items()}
    if content:
        return f"<{tag}{_attrs(clean)}>{content}</{tag}>"
    return f"<{tag}{_attrs(clean)}/>"


def _text(x: float, y: float, text: str, *, size: float = 12, anchor: str | None = None,
          bold: bool = False, fill: str | None = None, italic: bool = False) -> str:
    return _el(
        "text",
        escape(text),
        x=float(x),
        y=float(y),
        font_size=float(size),
        text_anchor=anchor,
        font_weight="bold" if bold else None,
        font_style="italic" if italic else None,
        fill=fill,
    )


def _move(x: float, y: float, scale: float = 1.0) -> str:
    move = f"translate({_num(x)},{_num(y)})" if (x, y) != (0, 0) else ""
    if scale != 1:
        move = f"{move} scale({_num(scale)})".strip()
    return move


def _group(content: str, x: float = 0, y: float = 0, scale: float = 1.0, **attrs: object) -> str:
    return _el("g", content, transform=_move(x, y, scale) or None, **attrs)


# --------------------------------------------------------------------- pictures
#
# Each picture is drawn in a box of 20 × 20 centred on (0, 0), the figures in a
# box of 30 × 50. Colours are fixed; the figures' clothes take ``currentColor``
# so one drawing serves every suit.

_PICTURES: dict[str, str] = {
    # Coppe: a golden goblet with a red band and a red knot on the stem.
    "coppe": (
        '<g stroke="#6b4400" stroke-width=".7" stroke-linejoin="round">'
        '<path d="M-7.5-9.5H7.5C7.5-3.5 4.5-.3 0 0C-4.5-.3-7.5-3.5-7.5-9.5Z" fill="#f0b429"/>'
        '<path d="M-7.3-7.2H7.3" stroke="#c62828" stroke-width="1.8"/>'
        '<path d="M-1.3 0H1.3L1.6 6H-1.6Z" fill="#f0b429"/>'
        '<ellipse cy="3" rx="2.4" ry="1.3" fill="#c62828"/>'
        '<path d="M-6.5 9.5C-6.5 7.2-2.5 5.8 0 5.8S6.5 7.2 6.5 9.5Z" fill="#f0b429"/></g>'
    ),
    # Denari: a gold coin with a beaded rim and a red rosette.
    "denari": (
        '<circle r="9.3" fill="#f2c029" stroke="#8a5a00" stroke-width=".8"/>'
        '<circle r="7" fill="none" stroke="#8a5a00" stroke-width="1.2" stroke-dasharray=".9 1.3"/>'
        '<circle r="4" fill="#c62828" stroke="#8a5a00" stroke-width=".6"/>'
        '<circle r="1.6" fill="#f2c029"/>'
    ),
    # Bastoni: a knobbly wooden club, thick end up, with two cut-off twigs.
    "bastoni": (
        '<g stroke="#4a2a0a" stroke-width=".7" stroke-linejoin="round">'
        '<path d="M-4.6 2.6L-2.4 .4" stroke-width="1.8" stroke-linecap="round"/>'
        '<path d="M1.6-4.9L3.9-2.6" stroke-width="1.6" stroke-linecap="round"/>'
        '<path d="M-6.1 9.4L3.2-10.6A3.4 3.4 0 0 1 8.9-7.1L-3.6 10.3A1.5 1.5 0 0 1-6.1 9.4Z" fill="#a0612b"/>'
        '<circle cx="6" cy="-8.7" r=".8" fill="#5d3410" stroke="none"/>'
        '<circle cx="2" cy="-1.5" r=".6" fill="#5d3410" stroke="none"/>'
        '<path d="M-3.5 6.2L-1.9 7.3" fill="none"/></g>'
    ),
    # Spade: a straight sword, point up: steel blade, blue guard and pommel.
    "spade": (
        '<g stroke="#253649" stroke-width=".6" stroke-linejoin="round">'
        '<path d="M0-10L1.7-7.3V3.8H-1.7V-7.3Z" fill="#e3eaf2"/>'
        '<path d="M0-7.2V3" stroke="#8fa3b8" stroke-width=".5"/>'
        '<rect x="-5.6" y="3.8" width="11.2" height="2" rx="1" fill="#2f6db5"/>'
        '<rect x="-1" y="5.8" width="2" height="2.7" fill="#8b4a1c"/>'
        '<circle cy="9" r="1.2" fill="#2f6db5"/></g>'
    ),
    # The French pips.
    "cuori": (
        '<path d="M0 9C-2.5 6-9 1.5-9-3.5C-9-7.5-5.7-9.5-3.2-9.1C-1.6-8.8-.5-7.8 0-6.5'
        'C.5-7.8 1.6-8.8 3.2-9.1C5.7-9.5 9-7.5 9-3.5C9 1.5 2.5 6 0 9Z" fill="#d32f2f"/>'
    ),
    "quadri": '<path d="M0-10L7.4 0L0 10L-7.4 0Z" fill="#d32f2f"/>',
    "fiori": (
        '<g fill="#1a1a1a"><circle cy="-4.6" r="4.3"/><circle cx="-4.9" cy="1.6" r="4.3"/>'
        '<circle cx="4.9" cy="1.6" r="4.3"/><path d="M0-1L2.8 9.6H-2.8Z"/></g>'
    ),
    "picche": (
        '<path d="M0-10C-3-5.5-9-2.5-9 2C-9 5.6-4.8 7.2-1.4 4.6L-3 9.8H3L1.4 4.6'
        'C4.8 7.2 9 5.6 9 2C9-2.5 3-5.5 0-10Z" fill="#1a1a1a"/>'
    ),
    # The figures (box 30 × 50): the Re crowned and bearded, the Cavallo a horse's
    # head with a coloured bridle and cloth, the Fante a page with a feathered cap.
    "re": (
        '<g stroke="#333" stroke-width=".6" stroke-linejoin="round">'
        '<path d="M-13 25C-13 8-8 2 0 2S13 8 13 25Z" fill="currentColor"/>'
        '<path d="M-6 3.5Q0 8 6 3.5" fill="none" stroke="#fff" stroke-width="1.6"/>'
        '<path d="M0 7V25" stroke="#fff" stroke-width="1.6"/>'
        '<circle cy="-6" r="6.5" fill="#f6d2b0"/>'
        '<path d="M-6.2-4Q-5 5.5 0 5.5T6.2-4Q3-1 0-1.5T-6.2-4Z" fill="#8d5a2b"/>'
        '<circle cx="-2.3" cy="-7" r=".8" fill="#333" stroke="none"/>'
        '<circle cx="2.3" cy="-7" r=".8" fill="#333" stroke="none"/>'
        '<path d="M-7-11.2V-19.5L-3.5-14.8L0-20.5L3.5-14.8L7-19.5V-11.2Z" fill="#f2c029" stroke="#8a5a00"/>'
        "</g>"
    ),
    "cavallo": (
        '<g stroke="#333" stroke-width=".6" stroke-linejoin="round">'
        '<path d="M1.5-25L4.5-20C10-17 13.5-9 13.5 0C13.5 10 11 18 10 25H-3C-2 17-1.5 11 .5 6C2.5 1 1.5-3-2.5-3.5'
        'C-6-2.5-9 1.5-11.5 2.5C-13.5 3.2-15.5 1-14.8-1.5L-8-14C-6-18.5-3-21-.5-21.5Z" fill="#a86b3c"/>'
        '<path d="M3.5-21C9-18 13-11 13.5-1C14 9 12 15 10 21C11 12 10.5 4 8-3C6-10 5-15 3.5-21Z" fill="#3e2723"/>'
        '<path d="M-13.4-4.5L-9.5 1.2M-11.6-1.6L-4-8.5L1-3M-7-16L-4-8.5" fill="none" stroke="currentColor"'
        ' stroke-width="1.6"/>'
        '<path d="M-3 25C-2.5 19 3 15.5 10.5 16L10 25Z" fill="currentColor"/>'
        '<circle cx="-1.8" cy="-14.2" r="1.1" fill="#222" stroke="none"/>'
        '<circle cx="-13" cy="-.8" r=".7" fill="#222" stroke="none"/>'
        "</g>"
    ),
    "fante": (
        '<g stroke="#333" stroke-width=".6" stroke-linejoin="round">'
        '<path d="M-4.5 13V24.5M4.5 13V24.5" stroke="#3b3b3b" stroke-width="3"/>'
        '<path d="M-10 14L-7.5-2C-5.5-4 5.5-4 7.5-2L10 14Z" fill="currentColor"/>'
        '<path d="M-9 7.5H9" stroke="#6b4400" stroke-width="1.4"/>'
        '<circle cy="-9" r="5.5" fill="#f6d2b0"/>'
        '<circle cx="-1.9" cy="-9.5" r=".7" fill="#333" stroke="none"/>'
        '<circle cx="1.9" cy="-9.5" r=".7" fill="#333" stroke="none"/>'
        '<path d="M-7-12.5C-7-18 7-18.5 7.5-12.5Z" fill="currentColor"/>'
        '<path d="M5-15.5C9-20 12-22 14-24.5C11.5-20 9.5-17 6.5-14Z" fill="#fff"/>'
        "</g>"
    ),
}


def _back_lattice() -> str:
    """The pattern of a card's back: two sets of diagonals, clipped to the inner frame."""
    x0, y0, x1, y1 = 5, 5, 55, 91
    segments = []
    for j in range(-8, 9):
        k = -18 + 8 * j  # the line y = x - k, through the card's centre when j = 0
        lo, hi = max(x0, y0 + k), min(x1, y1 + k)
        if lo < hi:
            segments.append(f"M{lo} {lo - k}L{hi} {hi - k}")
        m = 78 + 8 * j  # the line y = m - x
        lo, hi = max(x0, m - y1), min(x1, m - y0)
        if lo < hi:
            segments.append(f"M{lo} {m - lo}L{hi} {m - hi}")
    return "".join(segments)


_PICTURES["back"] = (
    '<rect x=".5" y=".5" width="59" height="95" rx="4" fill="#24477a" stroke="#1a2f52"/>'
    '<rect x="5" y="5" width="50" height="86" rx="2" fill="none" stroke="#e8d9a8" stroke-width="1.2"/>'
    f'<path d="{_back_lattice()}" stroke="#3f6aa8" stroke-width="1"/>'
    '<circle cx="30" cy="48" r="11" fill="#24477a" stroke="#e8d9a8" stroke-width="1.5"/>'
    '<circle cx="30" cy="48" r="6" fill="#c62828" stroke="#e8d9a8"/>'
)

_PICTURE_ORDER = tuple(_PICTURES)
_ID = "calab-"

_ITALIAN_PICTURE = {Suit.COPPE: "coppe", Suit.DENARI: "denari", Suit.BASTONI: "bastoni", Suit.SPADE: "spade"}
_FRENCH_PICTURE = {Suit.COPPE: "cuori", Suit.DENARI: "quadri", Suit.BASTONI: "fiori", Suit.SPADE: "picche"}
_ITALIAN_COLOUR = {Suit.COPPE: "#b3261e", Suit.DENARI: "#9a6200", Suit.BASTONI: "#2e7d32", Suit.SPADE: "#1f4e9c"}
_FRENCH_COLOUR = {Suit.COPPE: "#c62828", Suit.DENARI: "#c62828", Suit.BASTONI: "#1a1a1a", Suit.SPADE: "#1a1a1a"}
_ITALIAN_RANK = {Rank.KING: "R", Rank.KNIGHT: "C", Rank.JACK: "F"}
_FIGURE = {Rank.KING: "re", Rank.KNIGHT: "cavallo", Rank.JACK: "fante"}


class _Canvas:
    """Collects the pictures a drawing uses, so that ``<defs>`` holds each once."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def use(self, name: str, x: float = 0, y: float = 0, scale: float = 1.0, **attrs: object) -> str:
        self.used.add(name)
        return _el("use", href=f"#{_ID}{name}", transform=_move(x, y, scale) or None, **attrs)

    def svg(self, body: str, width: float, height: float, *, size: float = 1.0,
            origin: tuple[float, float] = (0, 0), title: str | None = None) -> Svg:
        defs = "".join(
            _el("g", _PICTURES[name], id=f"{_ID}{name}") for name in _PICTURE_ORDER if name in self.used
        )
        head = _el("title", escape(title)) if title else ""
        return Svg(
            '<svg xmlns="http://www.w3.org/2000/svg"'
            f' width="{_num(width * size)}" height="{_num(height * size)}"'
            f' viewBox="{_num(origin[0])} {_num(origin[1])} {_num(width)} {_num(height)}"'
            ' font-family="DejaVu Sans,Verdana,Arial,sans-serif">'
            f"{head}{_el('defs', defs) if defs else ''}{body}</svg>"
        )


def seen_from(deal_or_view: Any, seat: int | None, drawn: str) -> tuple[Any, Any]:
    """What a table picture shows, for the pictures of every game: ``(deal, None)``, the
    whole deal with every hand face up, for a deal and no seat; ``(None, view)`` for a seat's
    view, or for a deal and a seat (that seat's view). A view is refused for another seat
    than ``seat``, and anything that is neither a deal nor a view with what is ``drawn``
    ("a Deal or a SeatView")."""
    if isinstance(deal_or_view, TrickGame):
        return (deal_or_view, None) if seat is None else (None, deal_or_view.view(seat))  # type: ignore[attr-defined]  # every deal has view()
    if isinstance(deal_or_view, TableView):
        if seat is not None and seat != deal_or_view.seat:
            raise ArgumentValueError(msg("this view belongs to {owner}, not {asked}", owner=Seat(deal_or_view.seat),
                                         asked=Seat(seat)))
        return None, deal_or_view
    raise ArgumentTypeError(msg("table_svg draws {drawn}, not {got}", drawn=drawn, got=dev(type(deal_or_view).__name__)))


def _check_style(style: str) -> None:
    if style not in STYLES:
        raise ArgumentValueError(msg("style must be {italian!r} (pictures) or {french!r} (♥ ♦ ♣ ♠), got {got!r}",
                                     italian=STYLES[0], french=STYLES[1], got=style))


def _rank_label(rank: Rank, style: str) -> str:
    """The corner mark: R C F for the Italian figures, otherwise the engine's letter."""
    if style == ITALIAN_SUITS:
        return _ITALIAN_RANK.get(rank, rank.value)
    return rank.value


def _suit_picture(suit: Suit, style: str) -> str:
    return (_ITALIAN_PICTURE if style == ITALIAN_SUITS else _FRENCH_PICTURE)[suit]


def _suit_colour(suit: Suit, style: str) -> str:
    return (_ITALIAN_COLOUR if style == ITALIAN_SUITS else _FRENCH_COLOUR)[suit]


ITALIAN_SUIT_ENGLISH = {Suit.COPPE: N_("cups"), Suit.DENARI: N_("coins"), Suit.BASTONI: N_("batons"),
                        Suit.SPADE: N_("swords")}
"""R3: the Italian suits' names in English, as a card's tooltip glosses them."""

ITALIAN_RANK_ENGLISH = {**FRENCH_RANK_WORDS, Rank.KNIGHT: N_("knight")}
"""R4: the ranks of the Italian pack in English (the Cavallo is a knight)."""


def card_in_words(card: Card) -> tuple[str, str]:
    """The card in full words, in Italian and glossed in English: ``('asso di coppe', 'ace of cups')``.

    >>> card_in_words(Card.parse("Q♠"))
    ('cavallo di spade', 'knight of swords')
    """
    italian = pgettext("card in words", "{rank} di {suit}").format(
        rank=gettext(ITALIAN_RANK_WORDS[card.rank]), suit=gettext(ITALIAN_SUIT_NAMES[card.suit]))
    english = pgettext("card in words", "{rank} of {suit}").format(
        rank=gettext(ITALIAN_RANK_ENGLISH[card.rank]), suit=gettext(ITALIAN_SUIT_ENGLISH[card.suit]))
    return italian, english


def _card_title(card: Card) -> str:
    """A card's tooltip, naming it every way: its code, its Italian name and their English."""
    italian, english = card_in_words(card)
    return pgettext("card tooltip", "{code} {italian} ({english})").format(code=str(card), italian=italian,
                                                                           english=english)


def _thirds_badge(thirds: int) -> tuple[str, str]:
    """R5: the badge's text and colour: ``3/3`` for an ace, ``1/3``, or ``0``."""
    if thirds == 0:
        return "0", "#8a8a8a"
    return f"{thirds}/3", "#b8860b" if thirds >= 3 else "#1565c0"


# Where the pips of a number card go, around the card's centre, and how big.
_PIPS: dict[Rank, tuple[float, tuple[tuple[float, float], ...]]] = {
    Rank.ACE: (1.5, ((0, 0),)),
    Rank.TWO: (1.0, ((0, -18), (0, 18))),
    Rank.THREE: (0.9, ((0, -22), (0, 0), (0, 22))),
    Rank.FOUR: (0.75, ((-8, -15), (8, -15), (-8, 15), (8, 15))),
    Rank.FIVE: (0.7, ((-8, -19), (8, -19), (0, 0), (-8, 19), (8, 19))),
    Rank.SIX: (0.7, ((-8, -22), (8, -22), (-8, 0), (8, 0), (-8, 22), (8, 22))),
    Rank.SEVEN: (0.62, ((-9, -25), (9, -25), (0, -8.5), (-9, 8.5), (9, 8.5), (-9, 25), (9, 25))),
}

_CARD_W, _CARD_H = 60.0, 96.0


def _card(canvas: _Canvas, card: Card | None, *, style: str, show_thirds: bool = False,
          face_down: bool = False, highlight: bool = False, title: bool = True) -> str:
    """The inside of one card, drawn at (0, 0) in a 60 × 96 box."""
    parts = []
    if face_down or card is None:
        parts.append(canvas.use("back"))
    else:
        colour = _suit_colour(card.suit, style)
        picture = _suit_picture(card.suit, style)
        if title:
            parts.append(_el("title", escape(_card_title(card))))
        parts.append('<rect x=".5" y=".5" width="59" height="95" rx="4" fill="#fffdf6" stroke="#777"/>')
        index = _text(7.5, 14, _rank_label(card.rank, style), size=13, anchor="middle", bold=True, fill=colour)
        index += canvas.use(picture, 7.5, 22.5, 0.36)
        parts.append(index + _el("g", index, transform="rotate(180 30 48)"))
        if card.rank in _FIGURE:
            parts.append(f'<rect x="14" y="13" width="32" height="70" rx="2" fill="#f7efdc" stroke="{colour}"/>')
            parts.append(canvas.use(_FIGURE[card.rank], 30, 41, 0.98, color=colour))
            parts.append(canvas.use(picture, 30, 73.5, 0.5))
        else:
            scale, places = _PIPS[card.rank]
            parts.extend(canvas.use(picture, 30 + dx, 48 + dy, scale) for dx, dy in places)
        if show_thirds:
            label, fill = _thirds_badge(card.thirds)
            parts.append(  # bottom left: still in sight when the next card of a hand covers the right
                f'<rect x="2.5" y="83" width="21" height="11" rx="5.5" fill="{fill}"/>'
                + _text(13, 91.4, label, size=8, anchor="middle", bold=True, fill="#fff")
            )
    if highlight:
        parts.append(
            '<rect x="1.5" y="1.5" width="57" height="93" rx="3.5" fill="none" stroke="#ff8f00" stroke-width="3"/>'
        )
    return "".join(parts)


def _card_at(canvas: _Canvas, card: Card | None, x: float, y: float, scale: float = 1.0, *,
             style: str = "italian", show_thirds: bool = False, face_down: bool = False,
             highlight: bool = False) -> str:
    """One card placed with its top left corner at (x, y), drawn at ``scale``."""
    content = _card(canvas, card, style=style, show_thirds=show_thirds, face_down=face_down, highlight=highlight)
    return _group(content, x, y, scale)


def _open_hand(canvas: _Canvas, hand: Sequence[Card], x: float, top: float, scale: float, step: float,
               style: str) -> list[str]:
    """A seat's hand face up on any game's table, its cards ``step`` apart from ``x + 4``;
    "no cards" where the hand is empty."""
    parts = [_card_at(canvas, card, x + 4 + i * step, top, scale, style=style) for i, card in enumerate(hand)]
    if not hand:
        parts.append(_text(x + 4, top + 38, pgettext("a hand", "no cards"), size=12, fill="#fff"))
    return parts


# --------------------------------------------------------------------- what the tables share

_WINNER = "#2e7d32"
_TABLE_W, _TABLE_H = 780.0, 540.0
_UPPER, _LOWER, _MIDDLE, _MONTE = 0.7, 0.85, 0.85, 0.6  # card scales: upper hands, own hand, trick, monte
_SOLOIST, _DEFENDER, _TURN = "#7b1fa2", "#00695c", "#fff3c4"


def seat_names(players: int, names: Sequence[str] | None) -> tuple[str, ...]:
    """The seat names of a table of ``players``: the given ones, or the package's defaults."""
    if names is NAMES or names is None:
        return default_names(players)
    given = tuple(names)
    if len(given) != players:
        raise ArgumentValueError(msg("names needs one name for each of the {players} seats, got {got}",
                                     players=players, got=len(given)))
    return given
