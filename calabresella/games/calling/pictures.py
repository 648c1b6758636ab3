"""Pictures of the calling games (C1–C9, V7–V10): the table of four or five, a trick, a deal's score.

The table is drawn round, looking down on it with the drawn seat at the bottom and play going
anticlockwise, to the right (C1): at four the next seat sits on the right, then across, then on
the left; at five two seats sit across. Around the trick in the middle: each seat's name, what
it is in this deal (dealer, bidder, partner: the partner only where the picture's seat knows
him, C4) and what it said in the auction; the called card (C3) and who holds it as far as the
seat knows; the monte face down (C6), and the cards the bidder laid away shown to him alone.
Drawn from a seat's view, nothing that seat may not see is in the picture, not even as text.

>>> from calabresella.games.registry import load_game
>>> deal = load_game("quintiglio").new_deal(seed=2)
>>> picture = table_svg(deal.view(0))
>>> picture.startswith("<svg") and "Elena" in picture and "Anna's view" in picture
True
>>> any(f"<title>{card} " in picture for card in deal.hands[1])
False
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Pass
from calabresella.engine.cards import Card
from calabresella.engine.errors import check_bool
from calabresella.engine.tricks import Trick
from calabresella.games.calling.actions import Bid
from calabresella.games.calling.deal import CallingDeal, CallingPhase
from calabresella.games.calling.rules import (
    AUCTION_RULE,
    CALL_RULE,
    EXCHANGE_RULE,
    MONTE_RULE,
    PARTNER_RULE,
    PLAY_RULE,
    CallingRules,
    Contract,
)
from calabresella.games.calling.scoring import CallingResult
from calabresella.games.calling.view import CallingView
from calabresella.show import svg as kit
from calabresella.show.game_table import game_score_svg
from calabresella.show.svg_kit import (
    _CARD_H,
    _CARD_W,
    _DEFENDER,
    _SOLOIST,
    _TABLE_W,
    _TURN,
    Svg,
    _Canvas,
    _card_at,
    _check_style,
    _el,
    _open_hand,
    _text,
    seat_names,
    seen_from,
)
from calabresella.words import N_, Message, Seat, Table, _, many, msg, on_screen, pgettext, table_for

__all__ = ["score_svg", "table_svg", "trick_svg"]

_SIDE_SCALE, _OWN_SCALE, _TRICK_SCALE, _SMALL = 0.55, 0.85, 0.62, 0.5
_BOTTOM_Y = 452.0
_HEIGHT = 572.0
_NO_HAND_HEIGHT = _BOTTOM_Y + 30

_SPOTS: dict[int, dict[str, tuple[float, float, float]]] = {
    4: {"bottom": (14, _BOTTOM_Y, 752), "right": (546, 166, 220), "top": (200, 10, 380), "left": (14, 166, 220)},
    5: {"bottom": (14, _BOTTOM_Y, 752), "right": (546, 166, 220), "upper-right": (404, 10, 362),
        "upper-left": (14, 10, 362), "left": (14, 166, 220)},
}
"""Where each seat's panel is (x, y, width), by the table's size."""

_ORDER = {4: ("bottom", "right", "top", "left"), 5: ("bottom", "right", "upper-right", "upper-left", "left")}
"""C1: the spots from the drawn seat on, in playing order: anticlockwise, to the right."""

_TRICK_AT: dict[int, dict[str, tuple[float, float]]] = {
    4: {"bottom": (390, 352), "right": (462, 282), "top": (390, 212), "left": (318, 282)},
    5: {"bottom": (390, 352), "right": (466, 290), "upper-right": (436, 214), "upper-left": (344, 214),
        "left": (314, 290)},
}
"""Where the card each seat plays to a trick lies (its centre)."""


@dataclass(frozen=True)
class _Seen:
    """What a table picture shows: cards where the drawn seat may see them, counts where not."""

    rules: CallingRules
    bottom: int
    open: bool
    hands: tuple[tuple[Card, ...] | int, ...]
    dealer: int
    phase: CallingPhase
    to_move: int | None
    auction: tuple[tuple[int, Any], ...]
    bidder: int | None
    contract: Contract | None
    called: Card | None
    partner: int | None
    partner_known: bool
    giver: int | None
    given_back: Card | None
    monte: tuple[Card, ...] | int
    monte_taken: bool
    tricks: tuple[Trick, ...]
    current: Trick | None
    result: CallingResult | None

    @property
    def players(self) -> int:
        return self.rules.players

    def side_of(self, seat: int) -> int | None:
        """0: the bidder's side, 1: the others, None: not known to the drawn seat (C4)."""
        if self.bidder is None or self.contract is None:
            return None
        if seat == self.bidder or (self.partner is not None and seat == self.partner):
            return 0
        if self.partner_known:
            return 1
        return None


def _from_deal(deal: CallingDeal) -> _Seen:
    """The teacher's open view: every hand and the monte face up, the partner at once."""
    contract = deal.contract
    return _Seen(
        rules=deal.rules, bottom=0, open=True, hands=tuple(deal.hands), dealer=deal.dealer, phase=deal.phase,
        to_move=deal.to_move, auction=tuple((s, a) for s, a in deal.history if isinstance(a, (Pass, Bid))),
        bidder=deal.bidder if contract is not None else None, contract=contract, called=deal.called,
        partner=deal.partner, partner_known=True, giver=deal.giver, given_back=deal.given_back,
        monte=deal.monte, monte_taken=bool(deal.monte_taken), tricks=deal.tricks, current=deal.current,
        result=deal.result,
    )


def _from_view(view: CallingView) -> _Seen:
    """One seat's view: its hand, the others' counts, the monte face down (the cards the seat laid
    away face up for it alone), the partner only if the seat knows him (C4)."""
    hands = tuple(view.hand if s == view.seat else view.hand_sizes[s] for s in range(view.players))
    monte: tuple[Card, ...] | int = view.laid_away if view.laid_away and view.monte_size else view.monte_size
    return _Seen(
        rules=view.rules, bottom=view.seat, open=False, hands=hands, dealer=view.dealer, phase=view.phase,
        to_move=view.to_move, auction=view.auction, bidder=view.bidder, contract=view.contract, called=view.called,
        partner=view.partner, partner_known=view.partner_known, giver=view.giver, given_back=view.given_back,
        monte=monte, monte_taken=_taken(view),
        tricks=view.tricks, current=view.current, result=view.result,
    )


def _taken(view: CallingView) -> bool:
    """C6: whether the bidder took the monte (known to all: it left the table)."""
    contract = view.contract
    return contract is not None and contract.monte and view.phase is not CallingPhase.AUCTION


# ----------------------------------------------------------------------------- the table


def table_svg(deal_or_view: CallingDeal | CallingView | Any, *, seat: int | None = None,
              names: Sequence[str] | None = None, style: str = "italian", own_hand: bool = True) -> Svg:
    """The table of a deal of a calling game (open: every card shown) or of one seat's view.

    ``seat`` draws the deal from that seat's view; ``names`` are the seats' names; with
    ``own_hand=False`` the drawn seat's own cards are left out (the page shows them apart).

    >>> from calabresella.games.registry import load_game
    >>> deal = load_game("chiamata").new_deal(seed=3)
    >>> all(f"<title>{card} " in table_svg(deal) for card in deal.hands[2])
    True
    """
    _check_style(style)
    drawn_own = check_bool(own_hand, "own_hand")
    deal, view = seen_from(deal_or_view, seat, N_("a CallingDeal or a CallingView"))
    seen = _from_deal(deal) if deal is not None else _from_view(view)
    names_here = seat_names(seen.players, names)
    with on_screen(style=style, names=names_here):  # its words name cards and seats as it draws them
        return _table_svg(seen, names_here, style, drawn_own)


def _places(seen: _Seen) -> dict[int, str]:
    order = _ORDER[seen.players]
    return {(seen.bottom + i) % seen.players: order[i] for i in range(seen.players)}


def _table_svg(seen: _Seen, names: tuple[str, ...], style: str, own_hand: bool) -> Svg:
    table = table_for(names)
    canvas = _Canvas()
    height = _HEIGHT if own_hand else _NO_HAND_HEIGHT
    parts = [
        _el("rect", width=_TABLE_W, height=height, rx=14, fill="#2f6f4f"),
        '<ellipse cx="390" cy="282" rx="372" ry="150" fill="#367d59" stroke="#285c41" stroke-width="2"/>',
    ]
    places = _places(seen)
    for s, spot in sorted(places.items()):
        parts.append(_seat_panel(canvas, seen, s, spot, table, style, cards=own_hand or spot != "bottom"))
    parts.append(_middle(canvas, seen, places, table, style))
    parts.append(_called_box(canvas, seen, table, style))
    parts.append(_monte_box(canvas, seen, table, style))
    parts.append(_notes(seen, table))
    who = _("open view") if seen.open else msg("{player}'s view", player=Seat(seen.bottom)).render(table)
    title = msg("{game} ({rule}, {profile}): {who}", game=_game(seen.rules), rule=seen.rules.rule,
                profile=seen.rules.name, who=who).render(table)
    return canvas.svg("".join(parts), _TABLE_W, height, title=title)


def _game(rules: CallingRules) -> Message:
    from calabresella.games.calling.narrate import game_label

    return game_label(rules)


def _roles(seen: _Seen, seat: int) -> list[str]:
    """What a seat is in this deal, beside its name: never its number, the partner only if known."""
    tags = []
    if seat == seen.dealer:
        tags.append(pgettext("role", "dealer"))
    if seen.bidder is not None and seat == seen.bidder:
        tags.append(pgettext("role", "bidder"))
    elif seen.partner is not None and seat == seen.partner:
        tags.append(pgettext("role", "partner"))
    elif seen.side_of(seat) == 1:
        tags.append(pgettext("role", "against"))
    return tags


def _said_in_auction(seen: _Seen, seat: int, table: Table) -> list[str]:
    if seen.phase not in (CallingPhase.AUCTION, CallingPhase.PASSED):
        return []
    return [msg("bids {contract}", contract=seen.rules.contract(action.contract)).render(table) if isinstance(action, Bid)
            else pgettext("a seat's bid", "passes") for s, action in seen.auction if s == seat]


def _seat_panel(canvas: _Canvas, seen: _Seen, seat: int, spot: str, table: Table, style: str, *,
                cards: bool) -> str:
    x, y, width = _SPOTS[seen.players][spot]
    turn = seen.to_move == seat
    side = seen.side_of(seat)
    colour = _SOLOIST if side == 0 else _DEFENDER if side == 1 else "#222"
    roles = _roles(seen, seat)
    label = (msg("{player} ({role})", player=Seat(seat), role=", ".join(roles)).render(table) if roles
             else table.name(seat))
    parts = [
        _el("rect", x=x, y=y, width=width, height=22, rx=11, fill=_TURN if turn else "#f5f5f0",
            stroke="#ff8f00" if turn else "#ccc", stroke_width=2 if turn else None),
        _text(x + 10, y + 15.5, label, size=12, bold=True, fill=colour),
    ]
    notes = _said_in_auction(seen, seat, table)
    if turn:
        notes.append(_("▶ to play") if seen.phase is CallingPhase.PLAY else _("▶ to move"))
    if notes:
        parts.append(_text(x + width - 10, y + 15.5, " · ".join(notes), size=11, anchor="end", bold=turn,
                           fill="#8a4b00" if turn else "#444"))
    if not cards:
        return "".join(parts)
    hand = seen.hands[seat]
    wide = spot == "bottom"
    scale = _OWN_SCALE if wide else _SIDE_SCALE
    top = y + 28
    if isinstance(hand, int):
        parts.extend(_card_at(canvas, None, x + 4 + i * 7, top, scale, face_down=True) for i in range(hand))
        end = x + 4 + max(hand - 1, 0) * 7 + (_CARD_W * scale + 8 if hand else 0)
        backs = many("{count} card, face down", "{count} cards, face down", hand).render(table) if hand else _(
            "no cards")
        parts.append(_text(end, top + _CARD_H * scale / 2 + 4, backs, size=11, fill="#fff"))
    else:
        step = min(48.0 if wide else 24.0, (width - 8 - _CARD_W * scale) / max(len(hand) - 1, 1))
        parts += _open_hand(canvas, hand, x, top, scale, step, style)
    return "".join(parts)


def _waiting_for(seen: _Seen) -> Message:
    """What the deal waits for when no trick is on the table."""
    player = Seat(seen.to_move if seen.to_move is not None else seen.dealer)
    phase = seen.phase
    if phase is CallingPhase.AUCTION:
        return msg("the auction ({rule}): {player} speaks", player=player, rule=AUCTION_RULE)
    if phase is CallingPhase.CALL:
        return msg("{player} calls a card ({rule})", player=player, rule=CALL_RULE)
    if phase is CallingPhase.EXCHANGE:
        return msg("{player} lays a card face down for the called card ({rule})", player=player, rule=EXCHANGE_RULE)
    if phase is CallingPhase.DISCARD:
        return msg("{player} lays cards away face down ({rule})", player=player, rule=MONTE_RULE)
    if phase is CallingPhase.PLAY:
        return msg("{player} leads the first trick ({rule})", player=player, rule=PLAY_RULE)
    if phase is CallingPhase.PASSED:
        return msg("everyone passed: the deal is thrown in ({rule})", rule=AUCTION_RULE)
    return many("the {count} trick is played", "all {count} tricks are played", seen.rules.tricks)


def _middle(canvas: _Canvas, seen: _Seen, places: dict[int, str], table: Table, style: str) -> str:
    """The trick in play, each card before who played it (just after a trick is won, that trick faded)."""
    trick, faded = seen.current, False
    if (trick is None or not trick.cards) and seen.tricks:
        trick, faded = seen.tricks[-1], True
    if trick is None or not trick.cards:
        return _text(390, 282, _waiting_for(seen).render(table), size=13, anchor="middle", bold=True, fill="#fffde7")
    w, h = _CARD_W * _TRICK_SCALE, _CARD_H * _TRICK_SCALE
    winner = trick.winner
    parts = []
    for seat, card in zip(trick.seats, trick.cards, strict=True):
        cx, cy = _TRICK_AT[seen.players][places[seat]]
        parts.append(_card_at(canvas, card, cx - w / 2, cy - h / 2, _TRICK_SCALE, style=style))
        if seat == winner:
            parts.append(_el("rect", x=cx - w / 2 - 3, y=cy - h / 2 - 3, width=w + 6, height=h + 6, rx=5,
                             fill="none", stroke="#ffd54f", stroke_width=3))
    number = len(seen.tricks) + (0 if faded else 1)
    if faded:
        assert winner is not None
        caption = many("trick {number}: {player} wins {count} third", "trick {number}: {player} wins {count} thirds",
                       trick.thirds, number=number, player=Seat(winner))
    else:
        caption = msg("trick {number}, led by {player}", number=number, player=Seat(trick.leader))
    parts.append(_text(390, 148, caption.render(table), size=12, anchor="middle", bold=True, fill="#fffde7"))
    content = "".join(parts)
    return _el("g", content, opacity=0.8) if faded else content


def _called_box(canvas: _Canvas, seen: _Seen, table: Table, style: str) -> str:
    """C3–C5: the called card, face up for all, and who holds it as far as the drawn seat knows."""
    if seen.called is None:
        return ""
    x, y = 560.0, 296.0
    contract = seen.contract
    parts = [_text(x, y, _("Called card:") if contract is None or contract.call != "exchange" else _("Asked for:"),
                   size=12, bold=True, fill="#fff"),
             _card_at(canvas, seen.called, x, y + 6, _SMALL, style=style)]
    if contract is not None and contract.call == "exchange":
        if seen.giver is not None:
            note = msg("handed over by {player}", player=Seat(seen.giver))
        elif seen.phase is CallingPhase.EXCHANGE:
            note = msg("its holder will hand it over ({rule})", rule=EXCHANGE_RULE)
        else:
            note = msg("nobody else held it ({rule})", rule=EXCHANGE_RULE)
        lines = [note]
        if seen.given_back is not None:
            lines.append(msg("for {card}, face down", card=seen.given_back))
    elif seen.partner is not None:
        lines = [msg("held by {player}: the partner ({rule})", player=Seat(seen.partner), rule=PARTNER_RULE)]
    elif seen.partner_known and seen.bidder is not None:
        lines = [msg("no partner: {player} plays alone ({rule})", player=Seat(seen.bidder), rule=PARTNER_RULE)]
    else:
        lines = [msg("its holder is the partner, hidden until it is played ({rule})", rule=PARTNER_RULE)]
    left = x + _CARD_W * _SMALL + 8
    said = [part for line in lines for part in _wrapped(line.render(table), 28)]
    parts.extend(_text(left, y + 18 + 13 * i, line, size=10.5, fill="#fffde7") for i, line in enumerate(said))
    return "".join(parts)


def _monte_box(canvas: _Canvas, seen: _Seen, table: Table, style: str) -> str:
    """C6: the monte face down (the cards the drawn bidder laid away face up for him), or what became of it."""
    if not seen.rules.monte_size:
        return ""
    x, y = 560.0, 380.0
    monte = seen.monte
    over = seen.result is not None
    if over:
        label = _("Monte: taken with the last trick")
    elif seen.phase is CallingPhase.DISCARD:
        label = msg("Monte: taken by {player}", player=Seat(seen.bidder if seen.bidder is not None else 0)).render(
            table)
    elif seen.monte_taken:
        label = _("Laid away, for the last trick:")
    else:
        label = _("Monte, for the last trick:") if seen.phase is not CallingPhase.AUCTION else _("Monte:")
    parts = [_text(x, y, label, size=12, bold=True, fill="#fff")]
    if isinstance(monte, int):
        parts.extend(_card_at(canvas, None, x + i * 6, y + 6, _SMALL * 0.9, face_down=True) for i in range(monte))
    else:
        parts.extend(_card_at(canvas, c, x + i * 22, y + 6, _SMALL * 0.9, style=style) for i, c in enumerate(monte))
    return "".join(parts)


def _notes(seen: _Seen, table: Table) -> str:
    """The deal in a few lines: the profile, the dealer, the contract, whose turn, the score."""
    rules = seen.rules
    notes: list[tuple[Message | str, str]] = [
        (msg("{game} ({profile})", game=_game(rules), profile=rules.name), "#fff"),
        (msg("Dealer: {player}", player=Seat(seen.dealer)), "#fff"),
    ]
    if seen.contract is not None and seen.bidder is not None:
        notes.append((msg("{contract} ({rule}) by {player}, stake {stake}", contract=seen.contract,
                          rule=seen.contract.rule, player=Seat(seen.bidder), stake=seen.contract.stake), "#fff"))
    if seen.to_move is not None:
        notes.append((msg("To move: {player}", player=Seat(seen.to_move)), _TURN))
    result = seen.result
    if result is not None and not result.passed:
        from calabresella.games.calling.narrate import headline

        notes.append((headline(result, table.names), "#ffe082"))
        notes.append((msg("Scores: {scores}.", scores=", ".join(
            msg("{player} {amount:+d}", player=Seat(s), amount=v).render(table) for s, v in enumerate(result.scores))),
            "#ffe082"))
    elif result is not None:
        notes.append((msg("Everyone passed: nothing is scored ({rule}).", rule=AUCTION_RULE), "#ffe082"))
    out = []
    y = 296.0
    for text, fill in notes:
        said = text if isinstance(text, str) else text.render(table)
        for line in _wrapped(said, 44):
            out.append(_text(20, y, line, size=10.5, bold=fill != "#fff", fill=fill))
            y += 14
    return "".join(out)


def _wrapped(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken between words."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines


# ----------------------------------------------------------------------------- a trick, the score


def trick_svg(trick: Trick | Any, *, names: Sequence[str] | None = None, style: str = "italian",
              show_thirds: bool = False) -> Svg:
    """The cards of a trick of four or five in the order played, each with who played it (C7):
    every game's tricks are drawn alike, by :func:`calabresella.show.svg.trick_svg`."""
    return kit.trick_svg(trick, names=names, style=style, show_thirds=show_thirds)


def score_svg(result: CallingResult | Any, *, names: Sequence[str] | None = None) -> Svg:
    """A deal's score (C8): the two sides' points out of 11 with the line the bidder's side must
    reach, and the score lines (the contract, the sides, who pays whom)."""
    from calabresella.games.calling.narrate import headline, result_lines, side_words

    seats = seat_names(int(result.players), names)
    table = table_for(seats)
    lines = result_lines(result, seats)
    rules = result.rules
    if result.passed:
        sides: list[tuple[str, int]] = []
        return game_score_svg(lines, sides, rules.deal_points, None, headline(result, seats), False)
    sides = [(side_words(result.bidder_side, table), result.side_points[0]),
             (side_words(result.other_side, table), result.side_points[1])]
    return game_score_svg(lines, sides, rules.deal_points, rules.win_points, headline(result, seats),
                          bool(result.made))

