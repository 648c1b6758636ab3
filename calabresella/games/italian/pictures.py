"""Pictures of the Italian game (R1–R30): its table, its tricks and a deal's score, as SVG.

This is the Italian game's :class:`~calabresella.games.game.Pictures`, reached through
``load_game("italian").pictures()``; :func:`calabresella.show.svg.table_svg` (and
``trick_svg``, ``score_svg``) ask the game of what they draw for these. The cards, the
canvas and the other pieces every game's pictures share are in :mod:`calabresella.show.svg`.

>>> from calabresella.games.italian.deal import Deal
>>> table_svg(Deal.new(seed=7)).startswith("<svg")
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine import actions
from calabresella.engine.actions import Action, Bid, Contract, Enhancement
from calabresella.engine.cards import Card
from calabresella.engine.errors import check_bool, check_instance
from calabresella.engine.naming import cards_name
from calabresella.engine.words import NAMES
from calabresella.games.italian.deal import Deal, Phase, Trick, left_of, right_of
from calabresella.games.italian.scoring import DealResult
from calabresella.games.italian.view import SeatView
from calabresella.show import svg as kit
from calabresella.show.svg import _check_names
from calabresella.show.svg_kit import (
    _CARD_H,
    _CARD_W,
    _DEFENDER,
    _LOWER,
    _MIDDLE,
    _MONTE,
    _SOLOIST,
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
    seen_from,
)
from calabresella.words import N_, Message, Seat, Table, _, many, msg, pgettext, table_for

__all__ = ["score_svg", "table_svg", "trick_svg"]


def trick_svg(trick: Trick | Any, *, names: Sequence[str] | None = NAMES, style: str = "italian",
              show_thirds: bool = False) -> Svg:
    """The cards of a trick in the order played, each with who played it (R20): every
    game's tricks are drawn alike, by :func:`calabresella.show.svg.trick_svg`."""
    return kit.trick_svg(trick, names=names, style=style, show_thirds=show_thirds)


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
    tricks_per_deal: int = 12


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
        tricks_per_deal=view.rules.hand_size,
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
        tricks_per_deal=deal.rules.hand_size,
    )

_NO_HAND_H = 440.0  # the table's height without the bottom seat's cards (``own_hand=False``)

PHASE_WORDS = {Phase.AUCTION: N_("auction"), Phase.CALL: N_("call"), Phase.GIVE_BACK: N_("give back"),
               Phase.DISCARD: N_("discard"), Phase.ENHANCE: N_("enhance"), Phase.SHARE: N_("share"),
               Phase.DEFENDER_DISCARD: N_("defenders discard"), Phase.PLAY: N_("play"), Phase.FINISHED: N_("finished"),
               Phase.ABANDONED: N_("abandoned")}
"""Each phase in a word, as the table picture names it (said with ``_``)."""


def _said_to(names: Sequence[str], style: str) -> Table:
    """The table a picture's words are said to: its seats' names, its cards in its ``style``."""
    return dataclasses.replace(table_for(names), style=style)


def _label(x: float, y: float, table: Table, text: Message | str, **kwargs: Any) -> str:
    """A text element of the picture: ``text`` (a message, or words already said) said to ``table``."""
    return _text(x, y, text if isinstance(text, str) else text.render(table), **kwargs)


def _thirds(count: int) -> Message:
    return many("{count} third", "{count} thirds", count)


def _tricks(count: int) -> Message:
    return many("{count} trick", "{count} tricks", count)



def table_svg(deal_or_view: Deal | SeatView | Any, *, seat: int | None = None,
              names: Sequence[str] | None = NAMES, style: str = "italian", own_hand: bool = True) -> Svg:
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
    names = NAMES if names is None else names
    _check_names(names)
    deal, view = seen_from(deal_or_view, seat, _("a Deal or a SeatView"))
    table = _from_deal(deal) if deal is not None else _from_view(view)
    said = _said_to(names, style)
    canvas = _Canvas()
    me, right, left = table.bottom, right_of(table.bottom), left_of(table.bottom)
    order = " → ".join(said.name(s) for s in (me, right, left, me))
    height = _TABLE_H if own_hand else _NO_HAND_H
    parts = [
        f'<rect width="780" height="{_num(height)}" rx="14" fill="#2f6f4f"/>',
        '<ellipse cx="390" cy="262" rx="372" ry="136" fill="#367d59" stroke="#285c41" stroke-width="2"/>',
        _seat_panel(canvas, table, left, 14, 10, said, style, wide=False),
        _seat_panel(canvas, table, right, 396, 10, said, style, wide=False),
        _seat_panel(canvas, table, me, 14, 408, said, style, wide=True, cards=own_hand),
        _middle(canvas, table, said, style),
        _monte_box(canvas, table, said, style),
        _info_box(table, said),
        _label(390, 388, said, msg("play moves anticlockwise, to the right: {order} (R2)", order=order), size=11,
               anchor="middle", fill="#c8e6c9"),
    ]
    if table.open:
        title = msg("the table, open view, every card face up")
    else:
        title = msg("the table, as {player} sees it", player=Seat(me))
    return canvas.svg("".join(parts), _TABLE_W, height, title=title.render(said))


def _role(table: _Table, seat: int) -> str:
    """What a seat is in this deal, beside its name ("dealer", "soloist"): never its number."""
    tags = []
    if seat == table.dealer:
        tags.append(pgettext("role", "dealer"))
    if table.soloist is not None and table.phase is not Phase.AUCTION:
        tags.append(pgettext("role", "soloist") if seat == table.soloist else pgettext("role", "defender"))
    return ", ".join(tags)


def _seat_panel(canvas: _Canvas, table: _Table, seat: int, x: float, y: float, said: Table,
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
        _label(x + 10, y + 15.5, said, msg("{player} ({role})", player=Seat(seat), role=role) if role
               else said.name(seat), size=12.5, bold=True, fill=colour),
    ]
    notes: list[str] = []
    if table.phase is Phase.AUCTION or table.phase is Phase.ABANDONED:
        notes.extend(
            msg("bids {contract}", contract=action.contract.title).render(said) if isinstance(action, Bid)
            else pgettext("a seat's bid", "passes")
            for s, action in table.auction
            if s == seat
        )
    if turn:
        notes.append(_("▶ to play") if table.phase is Phase.PLAY else _("▶ to move"))
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
        backs = many("{count} card, face down", "{count} cards, face down", hand) if hand else _("no cards")
        parts.append(_label(end, top + 38, said, backs, size=12, fill="#fff"))
    else:
        step = min(48.0 if wide else 28.0, (width - 8 - _CARD_W * scale) / max(len(hand) - 1, 1))
        parts += _open_hand(canvas, hand, x, top, scale, step, style)
    return "".join(parts)


def _waiting_for(table: _Table) -> Message:
    """What the deal waits for when no trick is on the table."""
    seats = {"player": Seat(table.to_move if table.to_move is not None else 0),
             "holder": Seat(table.call_holder if table.call_holder is not None else 0)}
    phase = table.phase
    if phase is Phase.AUCTION:
        return msg("the auction (R8–R10): {player} speaks", **seats)
    if phase is Phase.CALL:
        return msg("{player} calls a card (R11)", **seats)
    if phase is Phase.GIVE_BACK:
        return msg("{player} gives a card back to {holder} (R13)", **seats)
    if phase is Phase.DISCARD:
        return msg("{player} discards face down (R14)", **seats)
    if phase is Phase.ENHANCE:
        return msg("{player} chooses plain, dividete or scegliete (R16)", **seats)
    if phase is Phase.SHARE:
        return msg("the defenders share the monte (R18)")
    if phase is Phase.DEFENDER_DISCARD:
        return msg("{player} discards face down (R17, R18)", **seats)
    if phase is Phase.PLAY:
        return msg("{player} leads the first trick (R19)", **seats)
    if phase is Phase.FINISHED:
        return many("the {count} trick is played", "all {count} tricks are played", table.tricks_per_deal)
    return msg("all three passed: nothing is scored (R10)")


def _middle(canvas: _Canvas, table: _Table, said: Table, style: str) -> str:
    """The trick in play, each card placed towards who played it."""
    trick = table.current
    faded = False
    if (trick is None or not trick.cards) and table.tricks:
        trick, faded = table.tricks[-1], True
    if trick is None or not trick.cards:
        return _label(390, 266, said, _waiting_for(table), size=13, anchor="middle", bold=True, fill="#fffde7")
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
        caption = many("trick {number}: {player} wins {count} third", "trick {number}: {player} wins {count} thirds",
                       trick.thirds, number=number, player=Seat(winner))
    else:
        caption = msg("trick {number}, led by {player}", number=number, player=Seat(trick.leader))
    parts.append(_label(390, 178, said, caption, size=12.5, anchor="middle", bold=True, fill="#fffde7"))
    content = "".join(parts)
    return _el("g", content, opacity=0.8) if faded else content


def _monte_box(canvas: _Canvas, table: _Table, said: Table, style: str) -> str:
    """The monte, face down with its count (face up in the open view); the cards turned up (R12, R18)."""
    x, y = 34.0, 172.0
    h = _CARD_H * _MONTE
    parts = [_text(x, y - 6, _("Monte"), size=12.5, bold=True, fill="#fff")]
    monte = table.monte
    count = monte if isinstance(monte, int) else len(monte)
    if table.phase is Phase.FINISHED:
        parts.append(_el("rect", x=x, y=y, width=_CARD_W * _MONTE, height=h, rx=3, fill="none", stroke="#a5d6a7",
                         stroke_dasharray="4 3"))
        parts.append(_text(x, y + h + 15, _("taken with the last trick (R22)"), size=11, fill="#e8f5e9"))
        return "".join(parts)
    if table.phase is Phase.SHARE:
        parts.extend(_card_at(canvas, card, x + i * 40, y, _MONTE, style=style)
                     for i, card in enumerate(table.exposed_monte))
        parts.append(_text(x, y + h + 15, _("face up for the defenders to share (R18)"), size=11, fill="#e8f5e9"))
        return "".join(parts)
    if not count:
        parts.append(_el("rect", x=x, y=y, width=_CARD_W * _MONTE, height=h, rx=3, fill="none", stroke="#a5d6a7",
                         stroke_dasharray="4 3"))
    elif isinstance(monte, int):
        parts.extend(_card_at(canvas, None, x + i * 8, y, _MONTE, face_down=True) for i in range(monte))
    else:
        parts.extend(_card_at(canvas, card, x + i * 26, y, _MONTE, style=style) for i, card in enumerate(monte))
    if not count:
        held: Message | str = pgettext("the monte", "empty")
    elif isinstance(monte, int):
        held = many("{count} card face down", "{count} cards face down", count)
    else:
        held = many("{count} card (open view)", "{count} cards (open view)", count)
    parts.append(_label(x, y + h + 15, said, held, size=11, fill="#e8f5e9"))
    shown = table.exposed_monte
    below = y + h + 36
    if shown and (isinstance(monte, int) or tuple(monte) != shown):
        rule = "R18" if table.enhancement is Enhancement.SCEGLIETE else "R12"
        parts.append(_label(x, below, said, msg("turned face up for all ({rule}):", rule=rule), size=11, fill="#fff"))
        parts.extend(_card_at(canvas, card, x + i * 40, below + 8, _MONTE, style=style)
                     for i, card in enumerate(shown))
        below += h + 28
    if table.own_discards:  # two cards a line, so the words stay left of the trick in the middle
        pairs = [table.own_discards[i:i + 2] for i in range(0, len(table.own_discards), 2)]
        for i, pair in enumerate(pairs):
            text = msg("your discards: {cards}", cards=pair).render(said) if i == 0 else cards_name(pair, style)
            parts.append(_text(x, below + 14 * i, text, size=11, fill="#fff"))
    return "".join(parts)


def _info_box(table: _Table, said: Table) -> str:
    """Contract, soloist, dealer, whose turn, tricks and thirds so far."""
    x, y = 566.0, 172.0
    lines: list[tuple[Message | str, str]] = [(msg("Dealer: {player}", player=Seat(table.dealer)), "#fff")]
    if table.phase is Phase.AUCTION:
        bids = [msg("{player} {contract}", player=Seat(s), contract=a.contract.title) if isinstance(a, Bid)
                else msg("{player} passes", player=Seat(s)) for s, a in table.auction]
        if bids:
            lines.append((msg("Auction: {bids}", bids=", ".join(b.render(said) for b in bids)), "#fff"))
        else:
            lines.append((msg("Auction: nobody has spoken yet"), "#fff"))
    elif table.phase is Phase.ABANDONED:
        lines.append((msg("All passed: abandoned (R10)"), "#ffcc80"))
    elif table.contract is not None and table.soloist is not None:
        name = actions.contract_title(table.contract, table.enhancement)
        lines.append((msg("{contract}, soloist {player}", contract=name, player=Seat(table.soloist)), "#e1bee7"))
    if table.called is not None:
        if table.call_holder is None:
            called = msg("Called {card} (nobody handed it over)", card=table.called)
        else:
            called = msg("Called {card} (from {player})", card=table.called, player=Seat(table.call_holder))
        lines.append((called, "#fff"))
    if table.given_back is not None and table.call_holder is not None:
        lines.append((msg("Gave back {card} to {player}", card=table.given_back, player=Seat(table.call_holder)),
                      "#fff"))
    if table.to_move is not None:
        lines.append((msg("To move: {player} ({phase})", player=Seat(table.to_move), phase=_(PHASE_WORDS[table.phase])),
                      _TURN))
    if table.soloist is not None and table.phase not in (Phase.AUCTION, Phase.ABANDONED):
        mine = [t for t in table.tricks if t.winner == table.soloist]
        theirs = [t for t in table.tricks if t.winner != table.soloist]
        lines.append((msg("Soloist: {tricks}, {thirds}", tricks=_tricks(len(mine)),
                          thirds=_thirds(sum(t.thirds for t in mine))), "#e1bee7"))
        lines.append((msg("Defenders: {tricks}, {thirds}", tricks=_tricks(len(theirs)),
                          thirds=_thirds(sum(t.thirds for t in theirs))), "#b2dfdb"))
    if table.result is not None:
        r = table.result
        moves = " ".join(f"{t:+d}" for t in r.transfers)
        lines.append((msg("With monte and last trick: {soloist} to {defenders},", soloist=r.soloist_thirds,
                          defenders=r.defenders_thirds), "#fff"))
        if r.won:
            lines.append((msg("the soloist makes it: {moves}", moves=moves), "#fff"))
        else:
            lines.append((msg("the soloist fails: {moves}", moves=moves), "#fff"))
    return "".join(_label(x, y + 18 * i, said, text, size=12, fill=fill) for i, (text, fill) in enumerate(lines))


SCORE_COLUMNS = (N_("tricks"), N_("in tricks"), N_("monte"), N_("last trick"), N_("total"), N_("points"))
"""The heads of the score picture's table (said with ``_``)."""


def score_svg(result: DealResult | Any, *, names: Sequence[str] | None = NAMES, win_thirds: int | None = None) -> Svg:
    """R22–R28: a deal's score, drawn as a bar of the 35 thirds and a small table.

    The bar splits the 35 thirds into the soloist's part (tricks, then the monte
    and the 3 of the last trick if the soloist took it) and the defenders'; the
    line at ``win_thirds`` (18 in the Italian profile) is what the soloist needs (R25). Below: whole points
    (R24), stake (R26), multiplier (R27, the profile's) and each seat's transfer (R28).

    E2: a Solo won 18 to 17.

    >>> from calabresella.games.italian.scoring import score_deal
    >>> r = score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=13,
    ...                defenders_trick_thirds=17, monte_thirds=2,
    ...                last_trick_to_soloist=True, soloist_tricks=7)
    >>> svg = score_svg(r)
    >>> "18 thirds" in svg and "+4" in svg and "won" in svg
    True
    """
    check_instance(result, DealResult, "result", _("a DealResult such as Deal(…).result or score_deal(…)"))
    if win_thirds is None:
        win_thirds = result.win_thirds
    names = NAMES if names is None else names
    _check_names(names)
    said = table_for(names)
    total = result.soloist_thirds + result.defenders_thirds
    x0, bar_w, top = 20.0, 520.0, 58.0
    unit = bar_w / max(total, 1)
    soloist, defenders = result.soloist, [s for s in range(3) if s != result.soloist]
    seats = {"player": Seat(soloist), "first": Seat(defenders[0]), "second": Seat(defenders[1])}
    if result.won:
        verdict = msg("{contract}: {player} plays alone and has won", contract=result.contract_name, **seats)
    else:
        verdict = msg("{contract}: {player} plays alone and has lost", contract=result.contract_name, **seats)
    parts = ['<rect width="560" height="330" rx="10" fill="#fbfaf6" stroke="#ddd"/>',
             _label(x0, 26, said, verdict, size=15, bold=True, fill=_WINNER if result.won else "#b3261e"),
             _label(x0, 45, said, msg("{player} (soloist) against {first} and {second}", **seats), size=11.5,
                    fill="#555")]
    monte_s = result.monte_thirds if result.last_trick_to_soloist else 0
    monte_d = 0 if result.last_trick_to_soloist else result.monte_thirds
    last_s = result.last_trick_thirds if result.last_trick_to_soloist else 0
    last_d = 0 if result.last_trick_to_soloist else result.last_trick_thirds
    segments = [
        (result.soloist_trick_thirds, "#8e24aa", _("in tricks")),
        (monte_s, "#ba68c8", _("monte")),
        (last_s, "#ce93d8", _("last trick")),
        (result.defenders_trick_thirds, "#00897b", _("in tricks")),
        (monte_d, "#4db6ac", _("monte")),
        (last_d, "#80cbc4", _("last trick")),
    ]
    x = x0
    labels = []
    for amount, fill, label in segments:
        if not amount:
            continue
        w = amount * unit
        parts.append(_el("rect", x=x, y=top, width=w, height=30, fill=fill, stroke="#fff"))
        if w >= 26:  # the amount is in thirds, never tricks: "8 thirds" over "in tricks" where it fits
            amount_text = _thirds(amount).render(said) if w >= 56 else str(amount)
            labels.append(_text(x + w / 2, top + 13, amount_text, size=12, anchor="middle", bold=True, fill="#fff"))
            if w >= 48:
                labels.append(_text(x + w / 2, top + 25, label, size=9, anchor="middle", fill="#fff"))
        x += w
    line = x0 + win_thirds * unit
    parts.append(f'<path d="M{_num(line)} {_num(top - 6)}V{_num(top + 38)}" stroke="#d32f2f" stroke-width="2"'
                 ' stroke-dasharray="4 2"/>')
    parts.extend(labels)
    needed = msg("{thirds} = {points} to win (R25)", thirds=_thirds(win_thirds),
                 points=many("{count} point", "{count} points", win_thirds // 3))
    parts.append(_label(line, top + 51, said, needed, size=10.5, anchor="middle", fill="#d32f2f"))
    # the table: side, tricks, trick thirds, monte, last trick, total, points
    columns = [(x0, "start"), (200.0, "end"), (270.0, "end"), (330.0, "end"), (400.0, "end"), (470.0, "end"),
               (540.0, "end")]
    rows = [
        ("", *(_(head) for head in SCORE_COLUMNS)),
        (msg("{player} (soloist)", **seats).render(said), str(result.soloist_tricks), str(result.soloist_trick_thirds),
         str(monte_s), str(last_s), str(result.soloist_thirds), str(result.soloist_points)),
        (msg("{first} + {second}", **seats).render(said), str(result.total_tricks - result.soloist_tricks),
         str(result.defenders_trick_thirds), str(monte_d), str(last_d), str(result.defenders_thirds),
         str(result.defenders_points)),
    ]
    for r, row in enumerate(rows):
        y = top + 76 + r * 19
        colour = "#555" if r == 0 else "#6a1b9a" if r == 1 else "#00695c"
        for (cx, anchor), cell in zip(columns, row, strict=True):
            parts.append(_text(cx, y, cell, size=11.5 if r else 10.5, anchor=None if anchor == "start" else anchor,
                               bold=r > 0 and cx >= 470, fill=colour))
    parts.append(f'<path d="M{_num(x0)} {_num(top + 80)}H540" stroke="#ccc"/>')
    y = top + 134
    if result.cappotto and result.soloist_tricks:
        mult = msg("× {multiplier} Cappotto: the soloist took all tricks", multiplier=result.multiplier)
    elif result.cappotto:
        mult = msg("× {multiplier} Cappotto: the soloist took no tricks", multiplier=result.multiplier)
    elif result.stramazzo:
        mult = many("× {multiplier} Stramazzo: losers' cards < {count} third",
                    "× {multiplier} Stramazzo: losers' cards < {count} thirds", result.stramazzo_below_thirds,
                    multiplier=result.multiplier)
    else:
        mult = msg("× 1: no Cappotto, no Stramazzo")
    parts.append(_label(x0, y, said, msg("Stake {stake} per defender (R26), {multiplier} (R27)", stake=result.stake,
                                         multiplier=mult), size=12, fill="#222"))
    parts.append(_text(x0, y + 22, _("Transfers (R28):"), size=12, bold=True, fill="#222"))
    biggest = max(max(abs(t) for t in result.transfers), 1)
    zero = 340.0
    for seat in range(3):
        amount = result.transfers[seat]
        yy = y + 36 + seat * 24
        w = 110 * abs(amount) / biggest
        fill = "#43a047" if amount > 0 else "#e53935"
        left = zero if amount >= 0 else zero - w
        role = pgettext("role", "soloist") if seat == soloist else pgettext("role", "defender")
        parts.append(_label(x0 + 20, yy + 12, said, msg("{player} ({role})", player=Seat(seat), role=role), size=11.5))
        parts.append(f'<rect x="{_num(left)}" y="{_num(yy)}" width="{_num(w)}" height="16" fill="{fill}"/>')
        parts.append(_text(zero + w + 6 if amount >= 0 else zero - w - 6, yy + 12, _signed(amount), size=12,
                           bold=True, fill=fill, anchor="start" if amount >= 0 else "end"))
    parts.append(f'<path d="M{_num(zero)} {_num(y + 32)}V{_num(y + 36 + 3 * 24)}" stroke="#333"/>')
    return _Canvas().svg("".join(parts), 560, 330, title=result.summary())


def _signed(amount: int) -> str:
    """``+4``, ``−2`` (a true minus sign), ``0``."""
    return f"{amount:+d}".replace("-", "−") if amount else "0"

