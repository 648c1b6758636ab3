"""Pictures of cards, hands, tricks, the table and a deal's score, as SVG.

Every function here is pure: it reads a card, a trick, a deal, a seat's view or
a result, takes keyword-only options, and returns an :class:`Svg`, a ``str``
that Jupyter shows as a picture (the shape of python-chess's ``chess.svg``).
Nothing here holds a rule of its own: who won a trick, what a card is worth and
what each seat may see all come from the engine.

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
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape

from calabresella.engine.actions import Action, Bid, Contract, Enhancement
from calabresella.engine.cards import RANKS_HIGH_TO_LOW, Card, Rank, Suit
from calabresella.engine.errors import check_bool
from calabresella.engine.words import plural
from calabresella.games.italian.deal import Deal, Phase, Trick, left_of, right_of
from calabresella.games.italian.scoring import DealResult
from calabresella.games.italian.view import SeatView
from calabresella.show.narrate import NAMES

STYLES = ("italian", "french")
"""The two ways of drawing the suits (R3): Italian pictures, or French ♥ ♦ ♣ ♠."""

__all__ = [
    "STYLES",
    "Svg",
    "card_svg",
    "hand_svg",
    "ladder_svg",
    "score_svg",
    "seats_svg",
    "table_svg",
    "trick_svg",
]


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


def _check_style(style: str) -> None:
    if style not in STYLES:
        raise ValueError(f"style must be 'italian' (pictures) or 'french' (♥ ♦ ♣ ♠), got {style!r}")


def _rank_label(rank: Rank, style: str) -> str:
    """The corner mark: R C F for the Italian figures, otherwise the engine's letter."""
    if style == "italian":
        return _ITALIAN_RANK.get(rank, rank.value)
    return rank.value


def _suit_picture(suit: Suit, style: str) -> str:
    return (_ITALIAN_PICTURE if style == "italian" else _FRENCH_PICTURE)[suit]


def _suit_colour(suit: Suit, style: str) -> str:
    return (_ITALIAN_COLOUR if style == "italian" else _FRENCH_COLOUR)[suit]


def _card_title(card: Card) -> str:
    return f"{card} {card.italian} ({card.english})"


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
    title = "a face-down card" if face_down else _card_title(card)
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
    label = " ".join(str(c) for c in cards) or "no cards"
    return canvas.svg(body, width, _CARD_H + 4 + lift, size=size, title=f"hand: {label}")


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
        _text(10, 16, "strongest", size=12, bold=True, fill="#2e7d32"),
        _text(10 + 9 * step + _CARD_W * scale, 16, "weakest", size=12, bold=True, fill="#b3261e", anchor="end"),
        '<path d="M84 12H470" stroke="#999" stroke-width="1.5"/><path d="M84 12l8-4v8z" fill="#999"/>',
    ]
    for i, rank in enumerate(RANKS_HIGH_TO_LOW):
        card = Card(rank, suit)
        x = 10 + i * step
        parts.append(_card_at(canvas, card, x, top, scale, style=style))
        centre = x + _CARD_W * scale / 2
        below = top + _CARD_H * scale
        parts.append(_text(centre, below + 15, rank.italian, size=11, anchor="middle", bold=True))
        parts.append(_text(centre, below + 28, rank.english, size=10, anchor="middle", fill="#555"))
        label, fill = _thirds_badge(rank.thirds)
        parts.append(_el("rect", x=centre - 16, y=below + 35, width=32, height=16, rx=8, fill=fill))
        parts.append(_text(centre, below + 47, label, size=11, anchor="middle", bold=True, fill="#fff"))
    bottom = top + _CARD_H * scale + 74
    parts.append(_text(10, bottom, "Values in thirds (R5): asso 3/3 = one point; 3, 2 and the figures 1/3 each; "
                               "7 6 5 4 nothing.", size=11, fill="#333"))
    width = 20 + 9 * step + _CARD_W * scale
    return canvas.svg("".join(parts), width, bottom + 10, title=f"the ranks of {suit.value}, strongest first (R4)")


# --------------------------------------------------------------------- tricks

_WINNER = "#2e7d32"


def trick_svg(trick: Trick | Any, *, names: Sequence[str] = NAMES, style: str = "italian",
              show_thirds: bool = False) -> Svg:
    """The cards of a trick in the order played, each with who played it (R20).

    Seats still to play are dashed places. Once complete, the winner's card is
    outlined and named, with the trick's value in thirds (R5, never rounded).

    E1: the K, A and 2 of clubs, led by seat 0: the third card wins, 5 thirds.

    >>> from calabresella.engine.cards import parse_cards
    >>> svg = trick_svg(Trick(0, parse_cards("K♣ A♣ 2♣")))
    >>> "Carla wins" in svg, "5 thirds" in svg
    (True, True)
    """
    _check_style(style)
    if getattr(trick, "players", 3) != 3:  # Tressette (V5): four or two play to a trick
        return _game_trick_svg(trick, names, style, show_thirds)
    _check_names(names)
    canvas = _Canvas()
    step, top = 84.0, 20.0
    winner = trick.winner
    parts = [_text(8, 14, f"{names[trick.leader]} leads", size=11, fill="#555")]
    for i in range(3):
        seat = (trick.leader + i) % 3
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
            parts.append(_text(x + 30, top + 52, "to play", size=10, anchor="middle", fill="#888"))
        name = names[seat] + (" wins" if seat == winner else "")
        parts.append(_text(x + 30, top + _CARD_H + 18, name, size=12, anchor="middle", bold=seat == winner,
                           fill=_WINNER if seat == winner else "#222"))
    if trick.complete:
        note = plural(trick.thirds, 'third')
        parts.append(_text(12 + 2 * step + 60, 14, note, size=11, anchor="end", bold=True, fill="#333"))
    width = 24 + 2 * step + _CARD_W
    label = " ".join(str(c) for c in trick.cards) or "empty"
    title = f"trick led by {names[trick.leader]}: {label}"
    if winner is not None:
        title += f"; {names[winner]} wins {plural(trick.thirds, 'third')}"
    return canvas.svg("".join(parts), width, top + _CARD_H + 28, title=title)


def _check_names(names: Sequence[str]) -> None:
    if len(names) != 3:
        raise ValueError(f"names needs one name for each of the 3 seats (R1), got {len(names)}")


# --------------------------------------------------------------------- the table


@dataclass(frozen=True)
class _Table:
    """What a table picture shows: cards as tuples where visible, counts where not."""

    bottom: int
    open: bool
    hands: tuple[tuple[Card, ...] | int, tuple[Card, ...] | int, tuple[Card, ...] | int]
    monte: tuple[Card, ...] | int
    exposed_monte: tuple[Card, ...]
    own_discards: tuple[Card, ...]
    dealer: int
    phase: Phase
    to_move: int | None
    contract: Contract | None
    enhancement: Enhancement | None
    soloist: int | None
    called: Card | None
    call_holder: int | None
    given_back: Card | None
    auction: tuple[tuple[int, Action], ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    result: DealResult | None


def _from_view(view: SeatView) -> _Table:
    sizes = view.hand_sizes
    hands = tuple(view.hand if s == view.seat else sizes[s] for s in range(3))
    return _Table(
        bottom=view.seat,
        open=False,
        hands=(hands[0], hands[1], hands[2]),
        monte=view.monte_size,
        exposed_monte=view.exposed_monte,
        own_discards=view.own_discards,
        dealer=view.dealer,
        phase=view.phase,
        to_move=view.to_move,
        contract=view.contract,
        enhancement=view.enhancement,
        soloist=view.soloist,
        called=view.called,
        call_holder=view.call_holder,
        given_back=view.given_back,
        auction=view.auction,
        tricks=view.tricks,
        current=view.current,
        result=view.result,
    )


def _from_deal(deal: Deal) -> _Table:
    from calabresella.engine.actions import Pass

    auction = tuple((s, a) for s, a in deal.history if isinstance(a, (Pass, Bid)))
    return _Table(
        bottom=0,
        open=True,
        hands=(deal.hands[0], deal.hands[1], deal.hands[2]),
        monte=deal.monte,
        exposed_monte=deal.exposed_monte,
        own_discards=(),
        dealer=deal.dealer,
        phase=deal.phase,
        to_move=deal.to_move,
        contract=deal.bid,
        enhancement=deal.enhancement,
        soloist=deal.soloist,
        called=deal.called,
        call_holder=deal.call_holder,
        given_back=deal.given_back,
        auction=auction,
        tricks=deal.tricks,
        current=deal.current,
        result=deal.result,
    )


_TABLE_W, _TABLE_H = 780.0, 540.0
_NO_HAND_H = 440.0  # the table's height without the bottom seat's cards (``own_hand=False``)
_UPPER, _LOWER, _MIDDLE, _MONTE = 0.7, 0.85, 0.85, 0.6  # card scales: upper hands, own hand, trick, monte
_SOLOIST, _DEFENDER, _TURN = "#7b1fa2", "#00695c", "#fff3c4"


def table_svg(deal_or_view: Deal | SeatView | Any, *, seat: int | None = None, names: Sequence[str] = NAMES,
              style: str = "italian", own_hand: bool = True) -> Svg:
    """The table as one seat sees it, or (a ``Deal`` and no ``seat``) the teacher's open view.

    The layout follows R2, looking down on the table with the drawn seat at the
    bottom. Play moves anticlockwise, i.e. to the right: the seat's right
    neighbour, ``(seat + 1) % 3``, sits at the upper right, and its left
    neighbour, ``(seat + 2) % 3``, at the upper left; so the turn goes bottom →
    upper right → upper left → bottom, anticlockwise on the page. The open view
    puts seat 0 at the bottom and shows every hand and the monte face up.

    From one seat (``Deal`` plus ``seat``, or a :class:`SeatView`), the other
    hands are face-down backs with their count and the monte is face down; the
    monte's cards turned up for everyone (R12, R18) are shown as they were seen.
    Nothing a seat may not see is in the picture, not even as text.

    In the middle: the trick being played, each card in front of who played it
    (just after a trick is won, that trick, faded, its winner outlined), or what
    the phase is waiting for. Around it: the monte, the dealer, the auction's
    bids or the contract and soloist, whose turn it is, and the tricks and card
    thirds taken so far by each side.

    ``own_hand=False`` leaves out the cards of the seat at the bottom (its name and turn
    stay), and the picture is shorter: for a page that shows that hand as buttons to
    click, so the hand is not drawn twice.

    >>> deal = Deal.new(seed=7)
    >>> mine = table_svg(deal, seat=1)
    >>> any(f"<title>{card} " in mine for card in deal.hands[0])   # Anna's cards stay hidden
    False
    >>> all(f"<title>{card} " in table_svg(deal) for card in deal.hands[0])
    True
    """
    _check_style(style)
    own_hand = check_bool(own_hand, "own_hand")
    if _is_other_game(deal_or_view):  # the American account (V4), Tressette (V5)
        return _game_table_svg(deal_or_view, seat, names, style, own_hand)
    _check_names(names)
    if isinstance(deal_or_view, SeatView):
        if seat is not None and seat != deal_or_view.seat:
            raise ValueError(f"this view belongs to seat {deal_or_view.seat}, not seat {seat}")
        table = _from_view(deal_or_view)
    elif isinstance(deal_or_view, Deal):
        table = _from_deal(deal_or_view) if seat is None else _from_view(deal_or_view.view(seat))
    else:
        raise TypeError(f"table_svg draws a Deal or a SeatView, not {type(deal_or_view).__name__}")
    canvas = _Canvas()
    me, right, left = table.bottom, right_of(table.bottom), left_of(table.bottom)
    order = " → ".join(names[s] for s in (me, right, left, me))
    height = _TABLE_H if own_hand else _NO_HAND_H
    parts = [
        f'<rect width="780" height="{_num(height)}" rx="14" fill="#2f6f4f"/>',
        '<ellipse cx="390" cy="262" rx="372" ry="136" fill="#367d59" stroke="#285c41" stroke-width="2"/>',
        _seat_panel(canvas, table, left, 14, 10, names, style, wide=False),
        _seat_panel(canvas, table, right, 396, 10, names, style, wide=False),
        _seat_panel(canvas, table, me, 14, 408, names, style, wide=True, cards=own_hand),
        _middle(canvas, table, names, style),
        _monte_box(canvas, table, style),
        _info_box(table, names),
        _text(390, 388, f"play moves anticlockwise, to the right: {order} (R2)", size=11, anchor="middle",
              fill="#c8e6c9"),
    ]
    who = "open view, every card face up" if table.open else f"as {names[me]} sees it"
    return canvas.svg("".join(parts), _TABLE_W, height, title=f"the table, {who}")


def _role(table: _Table, seat: int) -> str:
    """What a seat is in this deal, beside its name ("dealer", "soloist"): never its number."""
    tags = []
    if seat == table.dealer:
        tags.append("dealer")
    if table.soloist is not None and table.phase is not Phase.AUCTION:
        tags.append("soloist" if seat == table.soloist else "defender")
    return ", ".join(tags)


def _seat_panel(canvas: _Canvas, table: _Table, seat: int, x: float, y: float, names: Sequence[str],
                style: str, *, wide: bool, cards: bool = True) -> str:
    """A seat's name, role and hand: face up if visible, else backs and a count (``cards=False``:
    the name and turn only)."""
    turn = table.to_move == seat
    colour = "#222"
    if table.soloist is not None and table.phase is not Phase.AUCTION:
        colour = _SOLOIST if seat == table.soloist else _DEFENDER
    width = 752.0 if wide else 370.0
    role = _role(table, seat)
    parts = [
        _el("rect", x=float(x), y=float(y), width=width, height=22, rx=11, fill=_TURN if turn else "#f5f5f0",
            stroke="#ff8f00" if turn else "#ccc", stroke_width=2 if turn else None),
        _text(x + 10, y + 15.5, f"{names[seat]} ({role})" if role else names[seat], size=12.5, bold=True,
              fill=colour),
    ]
    notes: list[str] = []
    if table.phase is Phase.AUCTION or table.phase is Phase.ABANDONED:
        notes.extend(
            f"bids {action.contract.title}" if isinstance(action, Bid) else "passes"
            for s, action in table.auction
            if s == seat
        )
    if turn:
        notes.append("▶ to play" if table.phase is Phase.PLAY else "▶ to move")
    if notes:
        parts.append(_text(x + width - 10, y + 15.5, " · ".join(notes), size=11.5, anchor="end", bold=turn,
                           fill="#8a4b00" if turn else "#444"))
    if not cards:
        return "".join(parts)
    hand = table.hands[seat]
    top = y + 28
    scale = _LOWER if wide else _UPPER
    if isinstance(hand, int):
        for i in range(hand):
            parts.append(_card_at(canvas, None, x + 4 + i * 7, top, scale, face_down=True))
        end = x + 4 + max(hand - 1, 0) * 7 + (_CARD_W * scale + 12 if hand else 0)
        parts.append(_text(end, top + 38, f"{plural(hand, 'card')}, face down" if hand else "no cards",
                           size=12, fill="#fff"))
    else:
        step = min(48.0 if wide else 28.0, (width - 8 - _CARD_W * scale) / max(len(hand) - 1, 1))
        for i, card in enumerate(hand):
            parts.append(_card_at(canvas, card, x + 4 + i * step, top, scale, style=style))
        if not hand:
            parts.append(_text(x + 4, top + 38, "no cards", size=12, fill="#fff"))
    return "".join(parts)


def _waiting_for(table: _Table, names: Sequence[str]) -> str:
    """What the deal waits for when no trick is on the table."""
    mover = names[table.to_move] if table.to_move is not None else ""
    holder = names[table.call_holder] if table.call_holder is not None else ""
    return {
        Phase.AUCTION: f"the auction (R8–R10): {mover} speaks",
        Phase.CALL: f"{mover} calls a card (R11)",
        Phase.GIVE_BACK: f"{mover} gives a card back to {holder} (R13)",
        Phase.DISCARD: f"{mover} discards face down (R14)",
        Phase.ENHANCE: f"{mover} chooses plain, dividete or scegliete (R16)",
        Phase.SHARE: "the defenders share the monte (R18)",
        Phase.DEFENDER_DISCARD: f"{mover} discards face down (R17, R18)",
        Phase.PLAY: f"{mover} leads the first trick (R19)",
        Phase.FINISHED: "all 12 tricks are played",
        Phase.ABANDONED: "all three passed: nothing is scored (R10)",
    }[table.phase]


def _middle(canvas: _Canvas, table: _Table, names: Sequence[str], style: str) -> str:
    """The trick in play, each card placed towards who played it."""
    trick = table.current
    faded = False
    if (trick is None or not trick.cards) and table.tricks:
        trick, faded = table.tricks[-1], True
    if trick is None or not trick.cards:
        return _text(390, 266, _waiting_for(table, names), size=13, anchor="middle", bold=True, fill="#fffde7")
    w, h = _CARD_W * _MIDDLE, _CARD_H * _MIDDLE
    places = {table.bottom: (390 - w / 2, 268), right_of(table.bottom): (424, 190),
              left_of(table.bottom): (356 - w, 190)}
    winner = trick.winner
    parts = []
    for card, seat in zip(trick.cards, trick.seats, strict=True):
        x, y = places[seat]
        parts.append(_card_at(canvas, card, x, y, _MIDDLE, style=style))
        if seat == winner:
            parts.append(_el("rect", x=x - 3, y=y - 3, width=w + 6, height=h + 6, rx=6, fill="none",
                             stroke="#ffd54f", stroke_width=3.5))
    number = len(table.tricks) + (0 if faded else 1)
    if faded:
        assert winner is not None
        caption = f"trick {number}: {names[winner]} wins {plural(trick.thirds, 'third')}"
    else:
        caption = f"trick {number}, led by {names[trick.leader]}"
    parts.append(_text(390, 178, caption, size=12.5, anchor="middle", bold=True, fill="#fffde7"))
    content = "".join(parts)
    return _el("g", content, opacity=0.8) if faded else content


def _monte_box(canvas: _Canvas, table: _Table, style: str) -> str:
    """The monte, face down with its count (face up in the open view); the cards turned up (R12, R18)."""
    x, y = 34.0, 172.0
    h = _CARD_H * _MONTE
    parts = [_text(x, y - 6, "Monte", size=12.5, bold=True, fill="#fff")]
    monte = table.monte
    count = monte if isinstance(monte, int) else len(monte)
    if table.phase is Phase.FINISHED:
        parts.append(_el("rect", x=x, y=y, width=_CARD_W * _MONTE, height=h, rx=3, fill="none", stroke="#a5d6a7",
                         stroke_dasharray="4 3"))
        parts.append(_text(x, y + h + 15, "taken with the last trick (R22)", size=11, fill="#e8f5e9"))
        return "".join(parts)
    if table.phase is Phase.SHARE:
        parts.extend(_card_at(canvas, card, x + i * 40, y, _MONTE, style=style)
                     for i, card in enumerate(table.exposed_monte))
        parts.append(_text(x, y + h + 15, "face up for the defenders to share (R18)", size=11, fill="#e8f5e9"))
        return "".join(parts)
    if not count:
        parts.append(_el("rect", x=x, y=y, width=_CARD_W * _MONTE, height=h, rx=3, fill="none", stroke="#a5d6a7",
                         stroke_dasharray="4 3"))
    elif isinstance(monte, int):
        parts.extend(_card_at(canvas, None, x + i * 8, y, _MONTE, face_down=True) for i in range(monte))
    else:
        parts.extend(_card_at(canvas, card, x + i * 26, y, _MONTE, style=style) for i, card in enumerate(monte))
    where = "face down" if isinstance(monte, int) else "(open view)"
    parts.append(_text(x, y + h + 15, f"{plural(count, 'card')} {where}" if count else "empty", size=11,
                       fill="#e8f5e9"))
    shown = table.exposed_monte
    below = y + h + 36
    if shown and (isinstance(monte, int) or tuple(monte) != shown):
        rule = "R18" if table.enhancement is Enhancement.SCEGLIETE else "R12"
        parts.append(_text(x, below, f"turned face up for all ({rule}):", size=11, fill="#fff"))
        parts.extend(_card_at(canvas, card, x + i * 40, below + 8, _MONTE, style=style)
                     for i, card in enumerate(shown))
        below += h + 28
    if table.own_discards:  # two cards a line, so the words stay left of the trick in the middle
        cards = [str(c) for c in table.own_discards]
        lines = [", ".join(cards[i:i + 2]) for i in range(0, len(cards), 2)]
        for i, line in enumerate(lines):
            text = f"your discards: {line}" if i == 0 else line
            parts.append(_text(x, below + 14 * i, text, size=11, fill="#fff"))
    return "".join(parts)


def _info_box(table: _Table, names: Sequence[str]) -> str:
    """Contract, soloist, dealer, whose turn, tricks and thirds so far."""
    x, y = 566.0, 172.0
    lines: list[tuple[str, str]] = [(f"Dealer: {names[table.dealer]}", "#fff")]
    if table.phase is Phase.AUCTION:
        bids = [f"{names[s]} {a.contract.title if isinstance(a, Bid) else 'passes'}" for s, a in table.auction]
        lines.append(("Auction: " + (", ".join(bids) if bids else "nobody has spoken yet"), "#fff"))
    elif table.phase is Phase.ABANDONED:
        lines.append(("All passed: abandoned (R10)", "#ffcc80"))
    elif table.contract is not None and table.soloist is not None:
        name = table.contract.title
        if table.enhancement is not None and table.enhancement is not Enhancement.PLAIN:
            name += f" {table.enhancement.value}"
        lines.append((f"{name}, soloist {names[table.soloist]}", "#e1bee7"))
    if table.called is not None:
        held = "nobody handed it over" if table.call_holder is None else f"from {names[table.call_holder]}"
        lines.append((f"Called {table.called} ({held})", "#fff"))
    if table.given_back is not None and table.call_holder is not None:
        lines.append((f"Gave back {table.given_back} to {names[table.call_holder]}", "#fff"))
    if table.to_move is not None:
        lines.append((f"To move: {names[table.to_move]} ({table.phase.value})", _TURN))
    if table.soloist is not None and table.phase not in (Phase.AUCTION, Phase.ABANDONED):
        mine = [t for t in table.tricks if t.winner == table.soloist]
        theirs = [t for t in table.tricks if t.winner != table.soloist]
        lines.append((f"Soloist: {plural(len(mine), 'trick')}, {plural(sum(t.thirds for t in mine), 'third')}",
                      "#e1bee7"))
        lines.append((f"Defenders: {plural(len(theirs), 'trick')}, {plural(sum(t.thirds for t in theirs), 'third')}",
                      "#b2dfdb"))
    if table.result is not None:
        r = table.result
        verdict = "makes it" if r.won else "fails"
        lines.append((f"With monte and last trick: {r.soloist_thirds} to {r.defenders_thirds},", "#fff"))
        lines.append((f"the soloist {verdict}: {' '.join(f'{t:+d}' for t in r.transfers)}", "#fff"))
    return "".join(_text(x, y + 18 * i, text, size=12, fill=fill) for i, (text, fill) in enumerate(lines))


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
        raise ValueError(f"seats are numbered 0, 1, 2 (R2), got dealer={dealer!r}")
    cx, cy, radius = 260.0, 160.0, 100.0
    angle = {0: 90.0, 1: -30.0, 2: 210.0}  # degrees, y pointing down: bottom, upper right, upper left

    def point(degrees: float, r: float = radius) -> tuple[float, float]:
        a = math.radians(degrees)
        return cx + r * math.cos(a), cy + r * math.sin(a)

    parts = ['<rect width="520" height="330" rx="12" fill="#f3f6f1"/>',
             _el("circle", cx=cx, cy=cy, r=58, fill="#2f6f4f"),
             _text(cx, cy - 4, "anticlockwise:", size=11, anchor="middle", fill="#fff"),
             _text(cx, cy + 12, "to the right", size=11, anchor="middle", fill="#fff", bold=True)]
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
    notes = {dealer: ("deals (R7)",), first: ("speaks first (R9),", "leads (R19)"), cutter: ("cuts (R7)",)}
    colours = {dealer: "#8a4b00", first: "#1b5e20", cutter: "#555"}
    for seat in range(3):
        x, y = point(angle[seat], radius + 6)
        parts.append(_el("circle", cx=x, cy=y, r=30, fill="#fff3c4" if seat == dealer else "#fff", stroke="#333",
                         stroke_width=1.5))
        parts.append(_text(x, y - 2, names[seat], size=13, anchor="middle", bold=True))
        parts.append(_text(x, y + 13, f"seat {seat}", size=10, anchor="middle", fill="#555"))
        if seat == 0:
            spots = [(x, y + 46 + 15 * i, "middle") for i in range(2)]
        else:
            side = 38 if seat == 1 else -38
            spots = [(x + side, y - 2 + 15 * i, "start" if seat == 1 else "end") for i in range(2)]
        for (tx, ty, anchor), line in zip(spots, notes[seat], strict=False):
            parts.append(_text(tx, ty, line, size=12, anchor=anchor, bold=seat != cutter, fill=colours[seat]))
    parts.append(_text(12, 320, "(R19: in Solissimo the soloist leads instead)", size=10, fill="#666"))
    return _Canvas().svg("".join(parts), 520, 330,
                         title=f"seats: {names[dealer]} deals, {names[first]} speaks first (R2)")


# --------------------------------------------------------------------- the score


def score_svg(result: DealResult | Any, *, names: Sequence[str] = NAMES, win_thirds: int | None = None) -> Svg:
    """R22–R28: a deal's score, drawn as a bar of the 35 thirds and a small table.

    The bar splits the 35 thirds into the soloist's part (tricks, then the monte
    and the 3 of the last trick if the soloist took it) and the defenders'; the
    line at ``win_thirds`` (18 in the Italian profile) is what the soloist needs (R25). Below: whole points
    (R24), stake (R26), multiplier (R27) and each seat's transfer (R28).

    E2: a Solo won 18 to 17.

    >>> from calabresella.games.italian.scoring import score_deal
    >>> r = score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=13,
    ...                defenders_trick_thirds=17, monte_thirds=2,
    ...                last_trick_to_soloist=True, soloist_tricks=7)
    >>> svg = score_svg(r)
    >>> "18 thirds" in svg and "+4" in svg and "won" in svg
    True
    """
    if not isinstance(result, DealResult):  # the American account (V4), Tressette (V5)
        return _game_score_svg(result, names)
    if win_thirds is None:
        win_thirds = result.win_thirds
    _check_names(names)
    total = result.soloist_thirds + result.defenders_thirds
    x0, bar_w, top = 20.0, 520.0, 58.0
    unit = bar_w / max(total, 1)
    soloist, defenders = result.soloist, [s for s in range(3) if s != result.soloist]
    verdict = "won" if result.won else "lost"
    parts = ['<rect width="560" height="330" rx="10" fill="#fbfaf6" stroke="#ddd"/>',
             _text(x0, 26, f"{result.contract_name}: {names[soloist]} plays alone and has {verdict}", size=15,
                   bold=True, fill=_WINNER if result.won else "#b3261e"),
             _text(x0, 45, f"{names[soloist]} (soloist) against {names[defenders[0]]} and {names[defenders[1]]}",
                   size=11.5, fill="#555")]
    monte_s = result.monte_thirds if result.last_trick_to_soloist else 0
    monte_d = 0 if result.last_trick_to_soloist else result.monte_thirds
    last_s = result.last_trick_thirds if result.last_trick_to_soloist else 0
    last_d = 0 if result.last_trick_to_soloist else result.last_trick_thirds
    segments = [
        (result.soloist_trick_thirds, "#8e24aa", "in tricks"),
        (monte_s, "#ba68c8", "monte"),
        (last_s, "#ce93d8", "last trick"),
        (result.defenders_trick_thirds, "#00897b", "in tricks"),
        (monte_d, "#4db6ac", "monte"),
        (last_d, "#80cbc4", "last trick"),
    ]
    x = x0
    labels = []
    for amount, fill, label in segments:
        if not amount:
            continue
        w = amount * unit
        parts.append(_el("rect", x=x, y=top, width=w, height=30, fill=fill, stroke="#fff"))
        if w >= 26:  # the amount is in thirds, never tricks: "8 thirds" over "in tricks" where it fits
            amount_text = plural(amount, "third") if w >= 56 else str(amount)
            labels.append(_text(x + w / 2, top + 13, amount_text, size=12, anchor="middle", bold=True, fill="#fff"))
            if w >= 48:
                labels.append(_text(x + w / 2, top + 25, label, size=9, anchor="middle", fill="#fff"))
        x += w
    line = x0 + win_thirds * unit
    parts.append(f'<path d="M{_num(line)} {_num(top - 6)}V{_num(top + 38)}" stroke="#d32f2f" stroke-width="2"'
                 ' stroke-dasharray="4 2"/>')
    parts.extend(labels)
    parts.append(_text(line, top + 51, f"{plural(win_thirds, 'third')} = {plural(win_thirds // 3, 'point')} to win (R25)", size=10.5, anchor="middle",
                       fill="#d32f2f"))
    # the table: side, tricks, trick thirds, monte, last trick, total, points
    columns = [(x0, "start"), (200.0, "end"), (270.0, "end"), (330.0, "end"), (400.0, "end"), (470.0, "end"),
               (540.0, "end")]
    rows = [
        ("", "tricks", "in tricks", "monte", "last trick", "total", "points"),
        (f"{names[soloist]} (soloist)", str(result.soloist_tricks), str(result.soloist_trick_thirds),
         str(monte_s), str(last_s), str(result.soloist_thirds), str(result.soloist_points)),
        (f"{names[defenders[0]]} + {names[defenders[1]]}", str(result.total_tricks - result.soloist_tricks), str(result.defenders_trick_thirds),
         str(monte_d), str(last_d), str(result.defenders_thirds), str(result.defenders_points)),
    ]
    for r, row in enumerate(rows):
        y = top + 76 + r * 19
        colour = "#555" if r == 0 else "#6a1b9a" if r == 1 else "#00695c"
        for (cx, anchor), cell in zip(columns, row, strict=True):
            parts.append(_text(cx, y, cell, size=11.5 if r else 10.5, anchor=None if anchor == "start" else anchor,
                               bold=r > 0 and cx >= 470, fill=colour))
    parts.append(f'<path d="M{_num(x0)} {_num(top + 80)}H540" stroke="#ccc"/>')
    y = top + 134
    if result.cappotto:
        mult = f"× {result.multiplier} Cappotto: the soloist took {'all' if result.soloist_tricks else 'no'} tricks"
    elif result.stramazzo:
        mult = f"× {result.multiplier} Stramazzo: losers' cards < 3 thirds"
    else:
        mult = "× 1: no Cappotto, no Stramazzo"
    parts.append(_text(x0, y, f"Stake {result.stake} per defender (R26), {mult} (R27)", size=12, fill="#222"))
    parts.append(_text(x0, y + 22, "Transfers (R28):", size=12, bold=True, fill="#222"))
    biggest = max(max(abs(t) for t in result.transfers), 1)
    zero = 340.0
    for seat in range(3):
        amount = result.transfers[seat]
        yy = y + 36 + seat * 24
        w = 110 * abs(amount) / biggest
        fill = "#43a047" if amount > 0 else "#e53935"
        left = zero if amount >= 0 else zero - w
        role = "soloist" if seat == soloist else "defender"
        parts.append(_text(x0 + 20, yy + 12, f"{names[seat]} ({role})", size=11.5))
        parts.append(f'<rect x="{_num(left)}" y="{_num(yy)}" width="{_num(w)}" height="16" fill="{fill}"/>')
        parts.append(_text(zero + w + 6 if amount >= 0 else zero - w - 6, yy + 12, _signed(amount), size=12,
                           bold=True, fill=fill, anchor="start" if amount >= 0 else "end"))
    parts.append(f'<path d="M{_num(zero)} {_num(y + 32)}V{_num(y + 36 + 3 * 24)}" stroke="#333"/>')
    return _Canvas().svg("".join(parts), 560, 330, title=result.summary())


def _signed(amount: int) -> str:
    """``+4``, ``−2`` (a true minus sign), ``0``."""
    return f"{amount:+d}".replace("-", "−") if amount else "0"


# --------------------------------------------------------------------- the other games (V4, V5)
#
# The American account (V4) and Tressette for four and in due (V5) are drawn with the
# same cards, backs and colours as the Italian game: :func:`table_svg`, :func:`trick_svg`
# and :func:`score_svg` accept their deals, views, tricks and results too.


@dataclass(frozen=True)
class _GameTable:
    """What a table picture of another game shows: cards where visible, counts where not."""

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


def _is_other_game(value: object) -> bool:
    from calabresella.games.american import AmericanDeal, AmericanView
    from calabresella.games.tressette import TressetteDeal, TressetteView

    return isinstance(value, (AmericanDeal, AmericanView, TressetteDeal, TressetteView))


def _other_names(players: int, names: Sequence[str]) -> tuple[str, ...]:
    """The seat names of a table of ``players``: the given ones, or the package's defaults."""
    from calabresella.engine.words import NAMES_FOUR, NAMES_TWO

    if names is NAMES or names is None:
        return {2: NAMES_TWO, 3: tuple(NAMES), 4: NAMES_FOUR}[players]
    given = tuple(names)
    if len(given) != players:
        raise ValueError(f"names needs one name for each of the {players} seats, got {len(given)}")
    return given


def _american_table(deal_or_view: object, seat: int | None, names: tuple[str, ...]) -> _GameTable:
    from calabresella.games.american import AmericanDeal, AmericanPhase, AmericanView

    if isinstance(deal_or_view, AmericanDeal) and seat is None:
        deal = deal_or_view
        hands: tuple[tuple[Card, ...] | int, ...] = tuple(deal.hands)
        bottom, is_open = 0, True
        soloist, phase, to_move, dealer = deal.soloist, deal.phase, deal.to_move, deal.dealer
        widow_turned, asked, holder = deal.widow_turned, deal.asked, deal.asked_holder
        tricks, current, result = deal.tricks, deal.current, deal.result
        pile: tuple[Card, ...] | int = deal.widow
        discards: tuple[Card, ...] | int = deal.discards
        exchange = deal.exchange_card
        say = tuple((s, a) for s, a in deal.history if type(a).__name__ in ("Pass", "PlayAlone"))
    else:
        view = deal_or_view if isinstance(deal_or_view, AmericanView) else deal_or_view.view(seat)  # type: ignore[attr-defined]
        assert isinstance(view, AmericanView)
        if seat is not None and seat != view.seat:
            raise ValueError(f"this view belongs to seat {view.seat}, not seat {seat}")
        hands = tuple(view.hand if s == view.seat else view.hand_sizes[s] for s in range(3))
        bottom, is_open = view.seat, False
        soloist, phase, to_move, dealer = view.soloist, view.phase, view.to_move, view.dealer
        widow_turned, asked, holder = view.widow_turned, view.asked, view.asked_holder
        tricks, current, result = view.tricks, view.current, view.result
        pile = view.widow if view.widow_turned else view.widow_size
        discards = view.discards if view.is_soloist else view.discard_count
        exchange = view.exchange_card
        say = view.say
    roles = []
    colours = []
    for s in range(3):
        role = "dealer" if s == dealer else ""
        if soloist is not None:
            role = ("single player" if s == soloist else "adversary") + (", dealer" if s == dealer else "")
            colours.append(_SOLOIST if s == soloist else _DEFENDER)
        else:
            colours.append("#222")
        if not role:
            role = "eldest hand" if s == (dealer + 1) % 3 else "player"
        roles.append(role)
    notes = [f"Dealer: {names[dealer]}"]
    if phase is AmericanPhase.SAY or phase is AmericanPhase.ABANDONED:
        spoken = [f"{names[s]} {'plays' if type(a).__name__ == 'PlayAlone' else 'passes'}" for s, a in say]
        notes.append("Say: " + (", ".join(spoken) if spoken else "nobody has spoken yet"))
    if phase is AmericanPhase.ABANDONED:
        notes.append("All passed: abandoned (V4)")
    if soloist is not None:
        notes.append(f"{names[soloist]} plays alone (V4)")
    if asked is not None:
        notes.append(f"Asked for {asked} " + ("(in the widow)" if holder is None else f"from {names[holder]}"))
    if exchange is not None and holder is not None:
        notes.append(f"Gave {exchange} to {names[holder]} in exchange")
    count = discards if isinstance(discards, int) else len(discards)
    if count:
        shown = [] if isinstance(discards, int) else [str(c) for c in discards]
        notes.append(f"Discarded {plural(count, 'card')} face down" + (":" if shown else ""))
        # two cards a line, so the words stay left of the trick in the middle
        notes.extend(" ".join(shown[i:i + 2]) for i in range(0, len(shown), 2))
    if to_move is not None:
        notes.append(f"To move: {names[to_move]} ({phase.value})")
    if soloist is not None and phase is not AmericanPhase.ABANDONED:
        mine = [t for t in tricks if t.winner == soloist]
        theirs = [t for t in tricks if t.winner != soloist]
        notes.append(f"Single player: {plural(len(mine), 'trick')}, {plural(sum(t.thirds for t in mine), 'point')}")
        notes.append(f"Adversaries: {plural(len(theirs), 'trick')}, {plural(sum(t.thirds for t in theirs), 'point')}")
    score: tuple[str, ...] = ()
    if result is not None:
        score = (f"{names[result.soloist]} {'wins' if result.won else 'loses'} {result.soloist_points} "
                 f"to {result.adversaries_points}:", " ".join(f"{t:+d}" for t in result.transfers))
    side = tuple(0 if s == soloist else 1 for s in range(3))
    if phase is AmericanPhase.FINISHED:
        note = "taken with the last trick (V4)"
    elif widow_turned:
        note = "the rest of the widow, face up"
    else:
        note = "face down" if isinstance(pile, int) else "(open view)"
    return _GameTable(
        game="american", title="Calabrasella, the American account (V4)", players=3, bottom=bottom,
        open=is_open, clockwise=True, hands=hands, shown=((), (), ()), roles=tuple(roles), colours=tuple(colours),
        dealer=dealer, phase=phase.value, to_move=to_move, tricks=tuple(tricks), current=current, side_of=side,
        side_names=("single player", "adversaries"), pile_label="Widow", pile=pile, pile_note=note,
        notes=tuple(notes), score=score,
    )


def _tressette_table(deal_or_view: object, seat: int | None, names: tuple[str, ...]) -> _GameTable:
    from calabresella.games.tressette import TressetteDeal, TressettePhase, TressetteView

    if isinstance(deal_or_view, TressetteDeal) and seat is None:
        deal = deal_or_view
        players = deal.players
        hands: tuple[tuple[Card, ...] | int, ...] = tuple(deal.hands)
        shown: tuple[tuple[Card, ...], ...] = tuple(() for _ in range(players))
        bottom, is_open = 0, True
        phase, to_move, dealer, rules_name = deal.phase, deal.to_move, deal.dealer, deal.rules.name
        tricks, current, result, declarations = deal.tricks, deal.current, deal.result, deal.declarations
        pile: tuple[Card, ...] | int = deal.stock
    else:
        view = deal_or_view if isinstance(deal_or_view, TressetteView) else deal_or_view.view(seat)  # type: ignore[attr-defined]
        assert isinstance(view, TressetteView)
        if seat is not None and seat != view.seat:
            raise ValueError(f"this view belongs to seat {view.seat}, not seat {seat}")
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
    del TressettePhase
    return _GameTable(
        game="tressette", title=f"{kind} (V5, {rules_name})", players=players, bottom=bottom, open=is_open,
        clockwise=False, hands=hands, shown=shown, roles=roles, colours=colours, dealer=dealer, phase=phase.value,
        to_move=to_move, tricks=tuple(tricks), current=current, side_of=tuple(s % 2 for s in range(players)),
        side_names=side_names, pile_label="Stock" if players == 2 else "", pile=pile if players == 2 else (),
        pile_note=note, notes=tuple(notes), score=score,
    )


def _places(table: _GameTable) -> dict[int, str]:
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


def _game_seat(canvas: _Canvas, table: _GameTable, seat: int, spot: str, names: Sequence[str], style: str,
               cards: bool = True) -> str:
    x, y, width, _ = _SPOT[spot]
    turn = table.to_move == seat
    parts = [
        _el("rect", x=x, y=y, width=width, height=22, rx=11, fill=_TURN if turn else "#f5f5f0",
            stroke="#ff8f00" if turn else "#ccc", stroke_width=2 if turn else None),
        _text(x + 10, y + 15.5, f"{names[seat]} ({table.roles[seat]})", size=12, bold=True,
              fill=table.colours[seat]),
    ]
    if turn:
        parts.append(_text(x + width - 10, y + 15.5, "▶ to move", size=11.5, anchor="end", bold=True, fill="#8a4b00"))
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
        label = f"{plural(hand, 'card')}" + (f", {len(known)} shown" if known else ", face down") if hand else "no cards"
        parts.append(_text(x + 4, top + _CARD_H * scale + 14, label, size=11.5, fill="#fff"))
    else:
        step = min(48.0 if wide else 26.0, (width - 8 - _CARD_W * scale) / max(len(hand) - 1, 1))
        for i, card in enumerate(hand):
            parts.append(_card_at(canvas, card, x + 4 + i * step, top, scale, style=style))
        if not hand:
            parts.append(_text(x + 4, top + 38, "no cards", size=12, fill="#fff"))
    return "".join(parts)


def _game_middle(canvas: _Canvas, table: _GameTable, names: Sequence[str], style: str) -> str:
    trick = table.current
    faded = False
    if (trick is None or not trick.cards) and table.tricks:  # type: ignore[attr-defined]
        trick, faded = table.tricks[-1], True
    if trick is None or not trick.cards:  # type: ignore[attr-defined]
        mover = names[table.to_move] if table.to_move is not None else ""
        text = f"{mover} to move ({table.phase})" if mover else table.phase
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
        caption = f"trick {number}: {names[winner]} wins {plural(trick.thirds, 'third')}"  # type: ignore[attr-defined]
    else:
        caption = f"trick {number}, led by {names[trick.leader]}"  # type: ignore[attr-defined]
    parts.append(_text(390, 370, caption, size=12.5, anchor="middle", bold=True, fill="#fffde7"))
    content = "".join(parts)
    return _el("g", content, opacity=0.8) if faded else content


def _game_pile(canvas: _Canvas, table: _GameTable, style: str) -> str:
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
    parts.append(_text(x, y + h + 15, f"{plural(count, 'card')} {table.pile_note}" if count else table.pile_note,
                       size=11, fill="#e8f5e9"))
    return "".join(parts)


def _game_table_svg(deal_or_view: object, seat: int | None, names: Sequence[str], style: str,
                    own_hand: bool = True) -> Svg:
    from calabresella.games.american import AmericanDeal, AmericanView

    american = isinstance(deal_or_view, (AmericanDeal, AmericanView))
    players = 3 if american else int(getattr(deal_or_view, "players"))  # noqa: B009
    seat_names = _other_names(players, names)
    if seat is not None and not (type(seat) is int and 0 <= seat < players):
        raise ValueError(f"seat must be 0 to {players - 1}, got {seat!r}")
    build = _american_table if american else _tressette_table
    table = build(deal_or_view, seat, seat_names)
    canvas = _Canvas()
    height = _TABLE_H if own_hand else _SPOT["bottom"][1] + 32
    parts = [
        f'<rect width="{_num(_TABLE_W)}" height="{_num(height)}" rx="14" fill="#2f6f4f"/>',
        '<ellipse cx="390" cy="262" rx="372" ry="136" fill="#367d59" stroke="#285c41" stroke-width="2"/>',
    ]
    for s, spot in sorted(_places(table).items()):
        parts.append(_game_seat(canvas, table, s, spot, seat_names, style, cards=own_hand or spot != "bottom"))
    parts.append(_game_middle(canvas, table, seat_names, style))
    parts.append(_game_pile(canvas, table, style))
    x = 566.0 if table.players != 3 else 34.0
    y = 300.0 if table.players == 4 else 172.0
    if table.players == 2:
        x, y = 566.0, 172.0
    lines = [(table.title, "#fff")] + [(n, _TURN if n.startswith("To move") else "#fff") for n in table.notes]
    lines += [(s, "#ffe082") for s in table.score]
    if table.players == 4:  # the side panels leave the two lower corners: the notes in two columns
        half = (len(lines) + 1) // 2
        for cx, column in ((20.0, lines[:half]), (566.0, lines[half:])):
            parts.extend(_text(cx, 296 + 15 * i, text, size=10.5, fill=fill) for i, (text, fill) in enumerate(column))
    else:
        parts.extend(_text(x, y + 16 * i, text, size=11, fill=fill) for i, (text, fill) in enumerate(lines))
    who = "open view" if table.open else f"{seat_names[table.bottom]}'s view"
    return canvas.svg("".join(parts), _TABLE_W, height, title=f"{table.title}: {who}")


def _game_trick_svg(trick: object, names: Sequence[str], style: str, show_thirds: bool) -> Svg:
    """A trick of Tressette (2 or 4 players), drawn like the Italian game's."""
    players = int(getattr(trick, "players"))  # noqa: B009
    names = _other_names(players, names)
    canvas = _Canvas()
    step, top = 84.0, 20.0
    winner = trick.winner  # type: ignore[attr-defined]
    leader = trick.leader  # type: ignore[attr-defined]
    cards = trick.cards  # type: ignore[attr-defined]
    parts = [_text(8, 14, f"{names[leader]} leads", size=11, fill="#555")]
    for i in range(players):
        seat = (leader + i) % players
        x = 12 + i * step
        if i < len(cards):
            parts.append(_card_at(canvas, cards[i], x, top, style=style, show_thirds=show_thirds))
            if seat == winner:
                parts.append(f'<rect x="{_num(x - 4)}" y="{_num(top - 4)}" width="68" height="104" rx="7" '
                             f'fill="none" stroke="{_WINNER}" stroke-width="3.5"/>')
        else:
            parts.append(f'<rect x="{_num(x)}" y="{_num(top)}" width="60" height="96" rx="4" '
                         'fill="#f4f4f4" stroke="#aaa" stroke-dasharray="4 3"/>')
            parts.append(_text(x + 30, top + 52, "to play", size=10, anchor="middle", fill="#888"))
        name = names[seat] + (" wins" if seat == winner else "")
        parts.append(_text(x + 30, top + _CARD_H + 18, name, size=12, anchor="middle", bold=seat == winner,
                           fill=_WINNER if seat == winner else "#222"))
    width = 24 + (players - 1) * step + _CARD_W
    if trick.complete:  # type: ignore[attr-defined]
        parts.append(_text(width - 12, 14, plural(trick.thirds, 'third'), size=11, anchor="end", bold=True,  # type: ignore[attr-defined]
                           fill="#333"))
    title = f"trick led by {names[leader]}: {' '.join(str(c) for c in cards) or 'empty'}"
    if winner is not None:
        title += f"; {names[winner]} wins {plural(trick.thirds, 'third')}"  # type: ignore[attr-defined]
    return canvas.svg("".join(parts), width, top + _CARD_H + 28, title=title)


def _game_score_svg(result: object, names: Sequence[str]) -> Svg:
    """The score of an American (V4) or Tressette (V5) deal: a bar per side and the engine's own lines."""
    from calabresella.games.american import AmericanResult
    from calabresella.show.narrate_american import score_lines
    from calabresella.show.narrate_tressette import result_lines, side_name

    if isinstance(result, AmericanResult):
        seat_names = _other_names(3, names)
        lines = score_lines(result, seat_names)
        sides = [(f"{seat_names[result.soloist]} (single player)", result.soloist_points),
                 ("adversaries", result.adversaries_points)]
        total, need = result.soloist_points + result.adversaries_points, result.win_points
        heading = f"{seat_names[result.soloist]} {'wins' if result.won else 'loses'} (V4)"
        good = result.won
    else:
        players = int(getattr(result, "players"))  # noqa: B009
        seat_names = _other_names(players, names)
        lines = result_lines(result, seat_names)  # type: ignore[arg-type]
        side_names = [side_name(side, players, seat_names) for side in (0, 1)]
        points = result.side_points  # type: ignore[attr-defined]
        sides = [(side_names[0], points[0]), (side_names[1], points[1])]
        total, need = max(sum(points), 1), None
        lead = 0 if points[0] >= points[1] else 1
        heading = f"{side_names[lead]}: {plural(points[lead], 'point')} to {points[1 - lead]} (V5)"
        good = True
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
