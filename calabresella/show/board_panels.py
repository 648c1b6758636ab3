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
from calabresella.engine.naming import card_name
from calabresella.games.italian.deal import Deal
from calabresella.words import N_, _, current_table, dev, many, msg, on_screen

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
    Mark.GOOD: N_("green"),
    Mark.SLIP: N_("yellow"),
    Mark.MISTAKE: N_("orange"),
    Mark.BLUNDER: N_("red"),
}
"""The colours in words, for the legend (said in the language chosen)."""


def mark_class(mark: Mark) -> str:
    """``cal-mark-blunder`` for :attr:`Mark.BLUNDER`: the CSS class of a row with that mark."""
    return f"cal-mark-{mark.name.lower()}"


def plain_card(card: Card) -> str:
    """A card named as the pictures on screen show it: ``A di coppe`` with the Italian suits,
    ``A♥`` with the French (the table on screen, :func:`~calabresella.words.on_screen`)."""
    return card_name(card, current_table().style)


def thirds(n: int) -> str:
    """``1 third``, ``5 thirds``."""
    return str(many("{count} third", "{count} thirds", n))


def played_card(positions: Sequence[Deal], n: int) -> Card:
    """The ``n``-th card played (1 = the first), ``positions`` being the card play's
    positions (:func:`~calabresella.show.analysis_board.play_positions`)."""
    after = positions[n]
    trick = after.current if after.current is not None and after.current.cards else after.tricks[-1]
    return trick.cards[-1]


def _p(text: object) -> str:
    return f"<p>{text}</p>"


def start_html(review: DealReview, deal: Deal, names: Sequence[str], style: str) -> str:
    """The start of play in one sentence, then what the exchange changed, with the discards
    made (and the better ones) drawn."""
    parts = [_p(msg("<b>At the start of play:</b> {sentence}",
                    sentence=html.escape(_start_sentence(review, deal, names))))]
    exchange = review.exchange
    if exchange is not None:
        from calabresella.show.svg import hand_svg

        parts.append(_p(msg("<b>The exchange:</b> {sentence}", sentence=html.escape(str(exchange.words)))))
        pictures = [(_("Discarded:"), exchange.chosen)]
        if exchange.cost:
            pictures.append((_("Better:"), exchange.best))
        parts.append(
            "<div style='display:flex;gap:24px;flex-wrap:wrap'>"
            + "".join(
                f"<div><div>{html.escape(label)}</div>"
                f"{hand_svg(cards, style=style, overlap=False, show_thirds=True, size=0.55)}</div>"
                for label, cards in pictures
            )
            + "</div>"
        )
    return "".join(parts)


def _start_sentence(review: DealReview, deal: Deal, names: Sequence[str]) -> str:
    soloist = deal.soloist
    who = names[soloist] if soloist is not None else _("the soloist")
    best = many("{count} third", "{count} thirds", review.start_value)
    if review.could_make:
        sentence = msg("with best play on both sides the soloist ({who}) makes {best}; the contract needs "
                       "{target}: the contract could be made.", who=who, best=best, target=review.target)
    else:
        sentence = msg("with best play on both sides the soloist ({who}) makes {best}; the contract needs "
                       "{target}: the contract could not be made, whatever the soloist played.",
                       who=who, best=best, target=review.target)
    if review.result is None:
        return str(sentence)
    took = many("{count} third", "{count} thirds", review.result)
    if review.result >= review.target:
        after = msg("As the deal was played, the soloist took {took}: the contract was made.", took=took)
    else:
        after = msg("As the deal was played, the soloist took {took}: the contract was lost.", took=took)
    return f"{sentence} {after}"


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
        return _p(_("<b>Play begins.</b> Press Forward ▶ to see the first card and what it was worth."))
    before = positions[n - 1]
    card = played_card(positions, n)
    seat = before.to_move
    assert seat is not None, dev("a card was played, so a seat was to move")
    trick = len(before.tricks) + 1
    last = len(positions) - 1
    with on_screen(style=style, names=names, viewer=None, keep_viewer=False):
        head = _p(msg("<b>Card {n} of {last}</b> (trick {trick}): {player} plays {card}.", n=n, last=last,
                      trick=trick, player=html.escape(names[seat]), card=html.escape(plain_card(card))))
        if review is None:
            if not analysed:
                return head + _p("<i>" + _("The verdict appears when the analysis is done.") + "</i>")
            return head + _p("<i>" + _("This card was not reviewed: the review begins at a later card.") + "</i>")
        colour = MARK_COLOURS[review.mark]
        mark = (f"<span class='{mark_class(review.mark)}' style='background:{colour};padding:2px 6px;"
                f"border-radius:4px'><b>{html.escape(str(review.mark.words).capitalize())}</b></span>")
        if review.soloist_side:
            cost = (msg("{mark} — it cost the soloist {cost}.", mark=mark, cost=thirds(review.cost)) if review.cost
                    else msg("{mark} — it cost the soloist nothing.", mark=mark))
        else:
            cost = (msg("{mark} — it cost the defenders {cost}.", mark=mark, cost=thirds(review.cost)) if review.cost
                    else msg("{mark} — it cost the defenders nothing.", mark=mark))
        rows = [
            head,
            _p(msg("With best play afterwards, the soloist would end with <b>{before}</b> before this card, and "
                   "<b>{after}</b> after it (the contract needs {target}).", before=thirds(review.before),
                   after=thirds(review.after), target=target)),
            _p(cost),
        ]
        if review.better:
            better = html.escape(", ".join(plain_card(c) for c in review.better))
            label = many("The better card: {cards}", "The better cards: {cards}", len(review.better), cards=better)
            rows.append(_p(label) + str(hand_svg(review.better, style=style, overlap=False, show_thirds=True,
                                                 size=0.6)))
        return "".join(rows)


def list_html(
    positions: Sequence[Deal], shown: int, reviews: Mapping[int, CardReview], names: Sequence[str]
) -> str:
    """The table of the cards played up to the ``shown``-th (that one's row in bold), each
    row coloured by its mark in ``reviews`` (by card number), the mark written too."""
    if shown == 0:
        return _p("<i>" + _("No card has been played yet at this position.") + "</i>")
    rows = []
    for n in range(1, shown + 1):  # the cards played so far
        before = positions[n - 1]
        seat = before.to_move
        assert seat is not None, dev("a card was played, so a seat was to move")
        card = played_card(positions, n)
        review = reviews.get(n)
        if review is None:
            style, css, mark, cost = "", "", "…", ""
        else:
            style = f"background:{MARK_COLOURS[review.mark]};"
            css = mark_class(review.mark)
            mark, cost = str(review.mark.words), str(review.cost)
        if n == shown:
            style += dev("font-weight:bold;outline:2px solid #333;")
        rows.append(
            f"<tr class='{css}' style='{style}'><td>{n}</td><td>{len(before.tricks) + 1}</td>"
            f"<td>{html.escape(names[seat])}</td><td>{html.escape(plain_card(card))}</td>"
            f"<td>{html.escape(mark)}</td><td>{cost}</td></tr>"
        )
    heads = (_("Card"), _("Trick"), _("Player"), _("Played"), _("Verdict"), _("Cost (thirds)"))
    head = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"
    return ("<table style='border-collapse:collapse' cellpadding='3'>" + head + "".join(rows) + "</table>")


def legend_html() -> str:
    """What each colour of the list means, the mark in words beside it."""
    items = "".join(
        f"<li><span style='background:{MARK_COLOURS[m]};padding:0 10px;border:1px solid #999'>&nbsp;</span> "
        + html.escape(str(msg("{colour}: {mark}", colour=_(MARK_COLOUR_NAMES[m]), mark=str(m.words)))) + "</li>"
        for m in Mark
    )
    return (
        _p(_("<b>What the colours mean</b> (the verdict is also written in each row). A card's cost is how many "
             "thirds it gave away, against the best card its player had, with best play afterwards on both sides."))
        + f"<ul style='margin:0'>{items}</ul>"
    )
