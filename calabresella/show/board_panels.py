"""What the analysis board writes: its panels as HTML, each drawn by one function.

:class:`~calabresella.show.analysis_board.AnalysisBoard` holds the widgets and the
stepping; the text and pictures of its panels are made here from the deal's positions
and the solver's review (:mod:`calabresella.analysis.review`), and hold no state:

- :func:`start_html`: the start of play (what the soloist makes with best play, whether
  the contract could be made) and what the exchange changed (``cal-review-start``);
- :func:`card_html`: the card just played, its value before and after, its cost, its
  mark and the better cards (``cal-review-card``);
- :func:`list_html`: every card played so far, each row coloured by its mark and with
  the mark in words too (``cal-review-list``; rows ``cal-mark-…``, :func:`mark_class`);
- :func:`legend_html`: what each colour means (``cal-review-legend``).
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from calabresella.analysis.review import CardReview, DealReview, Mark
from calabresella.engine.cards import Card
from calabresella.games.italian.deal import Deal

__all__ = [
    "MARK_COLOURS", "MARK_COLOUR_NAMES", "card_html", "legend_html", "list_html", "mark_class", "plain_card",
    "played_card", "start_html", "thirds",
]

MARK_COLOURS: dict[Mark, str] = {
    Mark.GOOD: "#c8e6c9",
    Mark.SLIP: "#fff59d",
    Mark.MISTAKE: "#ffcc80",
    Mark.BLUNDER: "#ef9a9a",
}
"""The background of a card's row in the list, by its mark: green, yellow, orange, red."""

MARK_COLOUR_NAMES: dict[Mark, str] = {
    Mark.GOOD: "green",
    Mark.SLIP: "yellow",
    Mark.MISTAKE: "orange",
    Mark.BLUNDER: "red",
}
"""The colours in words, for the legend."""


def mark_class(mark: Mark) -> str:
    """``cal-mark-blunder`` for :attr:`Mark.BLUNDER`: the CSS class of a row with that mark."""
    return f"cal-mark-{mark.name.lower()}"


def plain_card(card: Card) -> str:
    """A card in words and symbol: ``the ace of coppe (A♥)``."""
    return f"{card.english} ({card})"


def thirds(n: int) -> str:
    """``1 third``, ``5 thirds``."""
    return f"{n} third" if abs(n) == 1 else f"{n} thirds"


def played_card(positions: Sequence[Deal], n: int) -> Card:
    """The ``n``-th card played (1 = the first), ``positions`` being the card play's
    positions (:func:`~calabresella.show.analysis_board.play_positions`)."""
    after = positions[n]
    trick = after.current if after.current is not None and after.current.cards else after.tricks[-1]
    return trick.cards[-1]


def start_html(review: DealReview, deal: Deal, names: Sequence[str], style: str) -> str:
    """The start of play in one sentence, then what the exchange changed, with the discards
    made (and the better ones) drawn."""
    parts = [f"<p><b>At the start of play:</b> {html.escape(_start_sentence(review, deal, names))}</p>"]
    exchange = review.exchange
    if exchange is not None:
        from calabresella.show.svg import hand_svg

        parts.append(f"<p><b>The exchange:</b> {html.escape(exchange.words)}</p>")
        pictures = [("Discarded", exchange.chosen)]
        if exchange.cost:
            pictures.append(("Better", exchange.best))
        parts.append(
            "<div style='display:flex;gap:24px;flex-wrap:wrap'>"
            + "".join(
                f"<div><div>{label}:</div>{hand_svg(cards, style=style, overlap=False, show_thirds=True, size=0.55)}</div>"
                for label, cards in pictures
            )
            + "</div>"
        )
    return "".join(parts)


def _start_sentence(review: DealReview, deal: Deal, names: Sequence[str]) -> str:
    soloist = deal.soloist
    who = names[soloist] if soloist is not None else "the soloist"
    could = (
        "the contract could be made"
        if review.could_make
        else "the contract could not be made, whatever the soloist played"
    )
    sentence = (
        f"with best play on both sides the soloist ({who}) makes {thirds(review.start_value)}; "
        f"the contract needs {review.target}: {could}."
    )
    if review.result is not None:
        made = "made" if review.result >= review.target else "lost"
        sentence += f" As the deal was played, the soloist took {thirds(review.result)}: the contract was {made}."
    return sentence


def card_html(
    positions: Sequence[Deal],
    n: int,
    review: CardReview | None,
    *,
    analysed: bool,
    target: int,
    names: Sequence[str],
    style: str,
) -> str:
    """The ``n``-th card played and its verdict ``review`` (None when the deal is not
    ``analysed`` yet, or the review began at a later card); ``target``: the thirds the
    soloist needs."""
    from calabresella.show.svg import hand_svg

    if n == 0:
        return "<p><b>Play begins.</b> Press Forward ▶ to see the first card and what it was worth.</p>"
    before = positions[n - 1]
    card = played_card(positions, n)
    seat = before.to_move
    assert seat is not None
    who = names[seat]
    trick = len(before.tricks) + 1
    last = len(positions) - 1
    head = f"<p><b>Card {n} of {last}</b> (trick {trick}): {html.escape(who)} plays {html.escape(plain_card(card))}.</p>"
    if review is None:
        if not analysed:
            return head + "<p><i>The verdict appears when the analysis is done.</i></p>"
        return head + "<p><i>This card was not reviewed: the review begins at a later card.</i></p>"
    side = "the soloist" if review.soloist_side else "the defenders"
    colour = MARK_COLOURS[review.mark]
    rows = [
        head,
        f"<p>With best play afterwards, the soloist would end with <b>{thirds(review.before)}</b> before this card, "
        f"and <b>{thirds(review.after)}</b> after it (the contract needs {target}).</p>",
        f"<p><span class='{mark_class(review.mark)}' style='background:{colour};padding:2px 6px;border-radius:4px'>"
        f"<b>{html.escape(review.mark.words.capitalize())}</b></span> — "
        + (f"it cost {side} {thirds(review.cost)}." if review.cost else f"it cost {side} nothing.")
        + "</p>",
    ]
    if review.better:
        label = "The better card" if len(review.better) == 1 else "The better cards"
        better = ", ".join(plain_card(c) for c in review.better)
        rows.append(f"<p>{label}: {html.escape(better)}</p>"
                    + str(hand_svg(review.better, style=style, overlap=False, show_thirds=True, size=0.6)))
    return "".join(rows)


def list_html(
    positions: Sequence[Deal], shown: int, reviews: Mapping[int, CardReview], names: Sequence[str]
) -> str:
    """The table of the cards played up to the ``shown``-th (that one's row in bold), each
    row coloured by its mark in ``reviews`` (by card number), the mark written too."""
    if shown == 0:
        return "<p><i>No card has been played yet at this position.</i></p>"
    rows = []
    for n in range(1, shown + 1):  # the cards played so far
        before = positions[n - 1]
        seat = before.to_move
        assert seat is not None
        card = played_card(positions, n)
        review = reviews.get(n)
        if review is None:
            style, css, mark, cost = "", "", "…", ""
        else:
            style = f"background:{MARK_COLOURS[review.mark]};"
            css = mark_class(review.mark)
            mark, cost = review.mark.words, str(review.cost)
        if n == shown:
            style += "font-weight:bold;outline:2px solid #333;"
        rows.append(
            f"<tr class='{css}' style='{style}'><td>{n}</td><td>{len(before.tricks) + 1}</td>"
            f"<td>{html.escape(names[seat])}</td><td>{html.escape(str(card))}</td>"
            f"<td>{html.escape(mark)}</td><td>{cost}</td></tr>"
        )
    head = ("<tr><th>Card</th><th>Trick</th><th>Player</th><th>Played</th><th>Verdict</th>"
            "<th>Cost (thirds)</th></tr>")
    return ("<table style='border-collapse:collapse' cellpadding='3'>" + head + "".join(rows) + "</table>")


def legend_html() -> str:
    """What each colour of the list means, the mark in words beside it."""
    items = "".join(
        f"<li><span style='background:{MARK_COLOURS[m]};padding:0 10px;border:1px solid #999'>&nbsp;</span> "
        f"{MARK_COLOUR_NAMES[m]}: {html.escape(m.words)}</li>"
        for m in Mark
    )
    return (
        "<p><b>What the colours mean</b> (the verdict is also written in each row). A card's cost is how many "
        "thirds it gave away, against the best card its player had, with best play afterwards on both sides.</p>"
        f"<ul style='margin:0'>{items}</ul>"
    )
