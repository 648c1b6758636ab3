"""The analysis board: look back at a deal of Calabresella card by card, with the solver's verdicts.

Built from a finished (or partly played) deal of an Italian profile, or from the
:class:`~calabresella.analysis.review.DealReview` of one, the board shows:

- the start of play in one sentence: what the soloist makes with best play from the
  first card, and so whether the contract could be made at all; and what the exchange
  (the discards) changed;
- a row of buttons (first, back, forward, last) and a slider to step through the cards
  played; at each step the open table as it was, and for the card just played what the
  deal was worth before and after it (the soloist's final thirds with best play on both
  sides), what it cost the side that played it, its mark in words (good, slip, mistake,
  blunder), and the better card or cards, drawn;
- the list of every card played so far, each row coloured by its mark, with the mark in
  words too (a legend says what each colour means), so colour is never the only sign;
- *Play on from here*: from any position the learner plays the cards of the side to
  move (the soloist, or both defenders) and the solver answers with best play for the
  other side; the value with best play from the position reached is shown after every
  card, and *Show card values* adds each legal card's value to its button.
  *Back to the deal* returns to the deal as it was played.

In a notebook::

    from calabresella.show.analysis_board import AnalysisBoard
    AnalysisBoard(deal).ui

Like the other apps (:mod:`calabresella.show.widgets`), the board holds no rules: every
refusal is the engine's own, shown in plain words in the board's ``messages``; no
traceback ever reaches the page. Analysing a deal takes a few seconds: a progress bar and
a line of text say so while it runs.

CSS classes, for tests and styling: ``cal-analysis`` on the board, ``cal-review-first``,
``cal-review-back``, ``cal-review-forward``, ``cal-review-last``, ``cal-review-slider``,
``cal-review-start`` (the start-of-play sentence), ``cal-review-card`` (the current card),
``cal-review-list`` (the cards played; each row ``cal-mark-good``, ``cal-mark-slip``,
``cal-mark-mistake`` or ``cal-mark-blunder``), ``cal-review-legend``, ``cal-play-on``,
``cal-back-to-deal``, ``cal-play-value`` (the running value), ``cal-play-card`` with
``cal-card-<letter><rank>`` on the learner's card buttons (``cal-legal`` on the legal ones),
``cal-show-values``.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from calabresella.analysis.review import CardReview, DealReview, Mark, analyse
from calabresella.analysis.solver import card_values
from calabresella.engine.actions import Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_bool, check_int
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.record import NAMES_EXPECTED, is_name
from calabresella.show.narrate import NAMES, describe
from calabresella.show.widgets import STYLES, _App, check_choice, shows_errors

__all__ = [
    "AnalysisBoard", "MARK_COLOURS", "MARK_COLOUR_NAMES", "PAGE_EXCHANGE_CANDIDATES", "mark_class", "play_positions",
]

PAGE_EXCHANGE_CANDIDATES = 40
"""How many other sets of discards the play page's *Review this deal* compares with those
made: a quicker look than :func:`~calabresella.analysis.review.analyse`'s default, so that
the review opens in seconds rather than a minute (the review's words say how many sets
were compared)."""

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


_SPINNER = (
    "<style>@keyframes cal-spin {to {transform: rotate(360deg)}}</style>"
    "<span class='cal-spinner' style='display:inline-block;width:12px;height:12px;border:3px solid #ccc;"
    "border-top-color:#1976d2;border-radius:50%;animation:cal-spin 1s linear infinite'></span>"
)
"""A wheel turning in the browser while the kernel is busy analysing."""


def _in_kernel() -> bool:
    """True inside a Jupyter kernel (a notebook, a Voila page): progress bars can be drawn."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return False
    shell = get_ipython()
    return shell is not None and hasattr(shell, "kernel")


def mark_class(mark: Mark) -> str:
    """``cal-mark-blunder`` for :attr:`Mark.BLUNDER`: the CSS class of a row with that mark."""
    return f"cal-mark-{mark.name.lower()}"


def play_positions(deal: Deal) -> list[Deal]:
    """The positions of ``deal``'s card play: the first when play begins (no card played),
    then one after each card played, to the state given. Empty if play never began (an
    auction in progress, a deal abandoned because all passed).

    >>> from calabresella.show.widgets import deal_ready_to_play
    >>> deal = deal_ready_to_play(7)
    >>> deal = deal.apply_all(deal.legal_actions()[:1])
    >>> [len(p.current.cards) for p in play_positions(deal)]
    [0, 1]
    """
    state = deal.as_dealt()
    positions: list[Deal] = []
    for _seat, action in deal.history:
        if state.phase is Phase.PLAY and not positions:
            positions.append(state)
        state = state.apply(action)
        if positions and isinstance(action, Play):
            positions.append(state)
    if not positions and state.phase is Phase.PLAY:
        positions.append(state)
    return positions


def _plain_card(card: Card) -> str:
    """A card in words and symbol: ``the ace of coppe (A♥)``."""
    return f"{card.english} ({card})"


def _side_of(deal: Deal, seat: int) -> str:
    """``soloist`` or ``defenders``: the side ``seat`` plays for."""
    return "soloist" if seat == deal.soloist else "defenders"


def _best_for(deal: Deal, values: dict[Card, int]) -> int:
    """The value of the position: the best of ``values`` for the side to move."""
    seat = deal.to_move
    assert seat is not None
    return max(values.values()) if seat == deal.soloist else min(values.values())


def _check_names(names: object, seats: int) -> tuple[str, ...]:
    """The players' names, one per seat, each a name a table and a sentence can show."""
    expected = NAMES_EXPECTED.format(count=seats).replace(" different", "")
    if isinstance(names, (str, bytes)) or not isinstance(names, (list, tuple)):
        raise ArgumentTypeError(f"names must be {expected}, got {names!r}"[:200])
    if not all(isinstance(n, str) for n in names):
        raise ArgumentTypeError(f"names must be {expected}, got {names!r}"[:200])
    if len(names) != seats or not all(is_name(n) for n in names):
        raise ArgumentValueError(f"names must be {expected} ({seats} names), got {names!r}"[:200])
    return tuple(names)


def _thirds(n: int) -> str:
    return f"{n} third" if abs(n) == 1 else f"{n} thirds"


class AnalysisBoard(_App):
    """Step through a deal of Calabresella with the solver's verdict on every card, and
    play on from any position against best play.

    ``deal_or_review``: a :class:`~calabresella.games.italian.deal.Deal` of an Italian
    profile whose card play has begun (finished or not), or its
    :class:`~calabresella.analysis.review.DealReview`. ``names``: the three players' names
    (the seats of the deal; each 1 to 40 printable characters, as in a record); ``style``: ``'italian'`` or ``'french'`` suit pictures.
    ``analyse_now``: analyse at once (the default); with False the board is drawn first and
    :meth:`run_analysis` does it (a page can show the board, and its progress bar, while the
    deal is analysed). ``exchange_candidates``: how many sets of discards the analysis of
    the exchange may solve (None: the analysis's own default; only for a deal, since a
    review is analysed already). Anything else raises the package's
    :class:`~calabresella.engine.errors.ArgumentTypeError` or
    :class:`~calabresella.engine.errors.ArgumentValueError`, saying what is allowed.

    The widgets are attributes (so tests can set values and press buttons); ``ui`` is the
    container to display.
    """

    def __init__(
        self,
        deal_or_review: Deal | DealReview,
        *,
        names: Sequence[str] = NAMES,
        style: str = "italian",
        analyse_now: bool = True,
        exchange_candidates: int | None = None,
    ) -> None:
        self.review: DealReview | None = None
        self._by_number: dict[int, CardReview] = {}
        given: DealReview | None = None
        if isinstance(deal_or_review, DealReview):
            given = deal_or_review
            deal = deal_or_review.deal
        elif isinstance(deal_or_review, Deal):
            deal = deal_or_review
        else:
            raise ArgumentTypeError(
                "the analysis board shows a deal of Calabresella (the Italian game) or its review, "
                f"got {type(deal_or_review).__name__}; Tressette and the American account are not analysed yet"
            )
        self.style = check_choice(style, "style", STYLES)
        check_bool(analyse_now, "analyse_now")
        if exchange_candidates is not None:
            check_int(exchange_candidates, "exchange_candidates", 0)
            if given is not None:  # not ignored without a word
                raise ArgumentValueError(
                    "exchange_candidates sets how a deal is analysed, and this review is made already: "
                    "give the deal instead, or no exchange_candidates"
                )
        self.names = _check_names(names, len(deal.hands))
        self.positions = play_positions(deal)
        if not self.positions:
            raise ArgumentValueError(
                "this deal never reached the card play (R19), so there is nothing to analyse: "
                "the auction is not over, or all three passed (R10)"
            )
        super().__init__()
        self.deal = deal
        self.exchange_candidates = exchange_candidates
        last = len(self.positions) - 1

        # ---- the deal as played
        self.title = w.HTML("<h3 style='margin:4px 0'>Analysis of the deal</h3>")
        self.progress_text = w.HTML()
        self.progress_out = w.Output()
        self.progress_box = w.VBox([self.progress_text, self.progress_out])
        self.start_text = w.HTML()
        self.start_text.add_class("cal-review-start")
        self.first_button = w.Button(description="◀◀ First", tooltip="the start of play, before the first card")
        self.back_button = w.Button(description="◀ Back", tooltip="one card back")
        self.forward_button = w.Button(description="Forward ▶", tooltip="one card forward")
        self.last_button = w.Button(description="Last ▶▶", tooltip="the last card played")
        self.slider = w.IntSlider(value=0, min=0, max=last, description="Cards played",
                                  style={"description_width": "initial"}, layout=w.Layout(width="420px"))
        for widget, css in ((self.first_button, "cal-review-first"), (self.back_button, "cal-review-back"),
                            (self.forward_button, "cal-review-forward"), (self.last_button, "cal-review-last"),
                            (self.slider, "cal-review-slider")):
            widget.add_class(css)
        self.first_button.on_click(self.on_first)
        self.back_button.on_click(self.on_back)
        self.forward_button.on_click(self.on_forward)
        self.last_button.on_click(self.on_last)
        self.slider.observe(self._on_slider, names="value")
        self.table = w.HTML()
        self.card_text = w.HTML()
        self.card_text.add_class("cal-review-card")
        self.card_list = w.HTML()
        self.card_list.add_class("cal-review-list")
        self.legend = w.HTML(self._legend_html())
        self.legend.add_class("cal-review-legend")
        self.play_on_button = w.Button(description="Play on from here", button_style="primary",
                                       tooltip="play the side to move yourself; the computer answers with best play")
        self.play_on_button.add_class("cal-play-on")
        self.play_on_button.on_click(self.on_play_on)
        self.steps = w.HBox([self.first_button, self.back_button, self.forward_button, self.last_button,
                             self.slider], layout=w.Layout(flex_flow="row wrap"))
        self.review_box = w.VBox([self.steps, self.card_text, self.play_on_button, self.card_list, self.legend])

        # ---- playing on
        self.play_deal: Deal | None = None
        self.learner_side = ""
        self.play_start_value = 0
        self.play_value = 0
        self.play_lines: list[str] = []
        self._values_cache: dict[int, dict[Card, int]] = {}
        self.play_status = w.HTML()
        self.play_value_text = w.HTML()
        self.play_value_text.add_class("cal-play-value")
        self.hand = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.show_values = w.ToggleButton(value=False, description="Show card values",
                                          tooltip="write after each card what it is worth with best play",
                                          layout=w.Layout(width="auto", min_width="150px"))
        self.show_values.add_class("cal-show-values")
        self.show_values.observe(self._on_show_values, names="value")
        self.back_to_deal_button = w.Button(description="Back to the deal", button_style="info")
        self.back_to_deal_button.add_class("cal-back-to-deal")
        self.back_to_deal_button.on_click(self.on_back_to_deal)
        self.values_note = w.HTML(
            "<small>The number after a card: the soloist's final thirds with best play after it "
            "(the soloist wants it high, the defenders low).</small>"
        )
        self.values_note.layout.display = "none"
        self.play_log = w.HTML()
        self.play_box = w.VBox([self.play_status, self.play_value_text, w.HBox([self.hand, self.show_values]),
                                self.values_note, self.back_to_deal_button, self.play_log])
        self.play_box.layout.display = "none"

        self.ui = w.VBox([self.title, self.progress_box, self.start_text, self.table, self.messages,
                          self.review_box, self.play_box])
        self.ui.add_class("cal-analysis")
        self.slider.value = last
        if given is not None:
            self._take(given)
            self._finish_analysis()
        else:
            self._draw_waiting()
            if analyse_now:
                # Built in a notebook cell: the progress bars go to the cell's output, in sight.
                self._analyse(capture=False)

    def close(self) -> None:
        """Close every widget of the board (when the page removes it), so no late click arrives."""
        stack: list[w.Widget] = [self.ui]
        while stack:
            widget = stack.pop()
            stack.extend(getattr(widget, "children", ()))
            widget.close()

    # ----------------------------------------------------------------- analysis

    @property
    def position(self) -> int:
        """How many cards of the deal are played at the position shown (0: play begins)."""
        return int(self.slider.value)

    @property
    def last(self) -> int:
        """The number of cards played in the deal (the last position)."""
        return len(self.positions) - 1

    def _draw_waiting(self) -> None:
        self.progress_text.value = "<i>The deal is not analysed yet.</i>"
        self.start_text.value = ""
        self._refresh()

    def run_analysis(self) -> None:
        """Analyse the deal (if it is not done yet) and draw the verdicts. Meanwhile a
        turning wheel and a line of text say that the analysis is running, and in a
        notebook or on a Voila page a progress bar counts the cards analysed."""
        self._analyse(capture=True)

    @shows_errors
    def _analyse(self, *, capture: bool) -> None:
        """The analysis; with ``capture`` its progress bars go into the board (shown on the
        page), else into the output of the notebook cell that runs it."""
        if self.review is not None:
            return
        self.progress_box.layout.display = ""
        self.progress_text.value = (
            f"{_SPINNER} <i>Analysing the {self.last} cards played, and the discards, with the solver: "
            "this can take up to a minute…</i>"
        )
        kwargs: dict[str, Any] = {"progress": _in_kernel()}
        if self.exchange_candidates is not None:
            kwargs["exchange_candidates"] = self.exchange_candidates
        try:
            if capture:
                with self.progress_out:
                    review = analyse(self.deal, **kwargs)
            else:
                review = analyse(self.deal, **kwargs)
        except Exception:
            self.progress_text.value = "<i>The analysis did not finish.</i>"
            raise
        finally:
            # the progress bars (tqdm widgets, closed when done) leave their views in this output
            # area in the browser: cleared there too, or closing the board says "widget model not found"
            self.progress_out.clear_output()
            self.progress_out.outputs = ()
        self._take(review)
        self._finish_analysis()

    def _take(self, review: DealReview) -> None:
        self.review = review
        self._by_number = {c.number: c for c in review.cards}

    def _finish_analysis(self) -> None:
        self.progress_box.layout.display = "none"
        self.start_text.value = self._start_html()
        self._refresh()

    def card_review(self, position: int | None = None) -> CardReview | None:
        """The review of the card that led to ``position`` (the position shown by default);
        None at the start of play or before the analysis is done."""
        n = self.position if position is None else position
        return self._by_number.get(n)

    def _start_html(self) -> str:
        review = self.review
        assert review is not None
        parts = [f"<p><b>At the start of play:</b> {html.escape(self._start_sentence(review))}</p>"]
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
                    f"<div><div>{label}:</div>{hand_svg(cards, style=self.style, overlap=False, show_thirds=True, size=0.55)}</div>"
                    for label, cards in pictures
                )
                + "</div>"
            )
        return "".join(parts)

    def _start_sentence(self, review: DealReview) -> str:
        soloist = self.deal.soloist
        who = self.names[soloist] if soloist is not None else "the soloist"
        could = (
            "the contract could be made"
            if review.could_make
            else "the contract could not be made, whatever the soloist played"
        )
        sentence = (
            f"with best play on both sides the soloist ({who}) makes {_thirds(review.start_value)}; "
            f"the contract needs {review.target}: {could}."
        )
        if review.result is not None:
            made = "made" if review.result >= review.target else "lost"
            sentence += f" As the deal was played, the soloist took {_thirds(review.result)}: the contract was {made}."
        return sentence

    # ----------------------------------------------------------------- stepping

    @shows_errors
    def on_first(self, _button: Any = None) -> None:
        """Go to the start of play."""
        self.slider.value = 0

    @shows_errors
    def on_back(self, _button: Any = None) -> None:
        """One card back."""
        self.slider.value = max(self.position - 1, 0)

    @shows_errors
    def on_forward(self, _button: Any = None) -> None:
        """One card forward."""
        self.slider.value = min(self.position + 1, self.last)

    @shows_errors
    def on_last(self, _button: Any = None) -> None:
        """Go to the last card played."""
        self.slider.value = self.last

    @shows_errors
    def _on_slider(self, _change: Any = None) -> None:
        self.say("")
        self._refresh()

    def _refresh(self) -> None:
        from calabresella.show.svg import table_svg

        n = self.position
        self.first_button.disabled = self.back_button.disabled = n == 0
        self.forward_button.disabled = self.last_button.disabled = n == self.last
        self.table.value = str(table_svg(self.positions[n], names=self.names, style=self.style))
        self.card_text.value = self._card_html(n)
        self.card_list.value = self._list_html(n)
        self.play_on_button.disabled = self.positions[n].is_over

    def _card_html(self, n: int) -> str:
        from calabresella.show.svg import hand_svg

        if n == 0:
            return "<p><b>Play begins.</b> Press Forward ▶ to see the first card and what it was worth.</p>"
        review = self.card_review(n)
        before = self.positions[n - 1]
        card = self._played_card(n)
        seat = before.to_move
        assert seat is not None
        who = self.names[seat]
        trick = len(before.tricks) + 1
        head = f"<p><b>Card {n} of {self.last}</b> (trick {trick}): {html.escape(who)} plays {html.escape(_plain_card(card))}.</p>"
        if review is None:
            if self.review is None:
                return head + "<p><i>The verdict appears when the analysis is done.</i></p>"
            return head + "<p><i>This card was not reviewed: the review begins at a later card.</i></p>"
        side = "the soloist" if review.soloist_side else "the defenders"
        colour = MARK_COLOURS[review.mark]
        rows = [
            head,
            f"<p>With best play afterwards, the soloist would end with <b>{_thirds(review.before)}</b> before this card, "
            f"and <b>{_thirds(review.after)}</b> after it (the contract needs {self._target()}).</p>",
            f"<p><span class='{mark_class(review.mark)}' style='background:{colour};padding:2px 6px;border-radius:4px'>"
            f"<b>{html.escape(review.mark.words.capitalize())}</b></span> — "
            + (f"it cost {side} {_thirds(review.cost)}." if review.cost else f"it cost {side} nothing.")
            + "</p>",
        ]
        if review.better:
            label = "The better card" if len(review.better) == 1 else "The better cards"
            names = ", ".join(_plain_card(c) for c in review.better)
            rows.append(f"<p>{label}: {html.escape(names)}</p>"
                        + str(hand_svg(review.better, style=self.style, overlap=False, show_thirds=True, size=0.6)))
        return "".join(rows)

    def _target(self) -> int:
        return self.review.target if self.review is not None else self.deal.rules.win_thirds

    def _played_card(self, n: int) -> Card:
        """The ``n``-th card played (1 = the first)."""
        after = self.positions[n]
        trick = after.current if after.current is not None and after.current.cards else after.tricks[-1]
        return trick.cards[-1]

    def _list_html(self, shown: int) -> str:
        if shown == 0:
            return "<p><i>No card has been played yet at this position.</i></p>"
        rows = []
        for n in range(1, shown + 1):  # the cards played so far
            before = self.positions[n - 1]
            seat = before.to_move
            assert seat is not None
            card = self._played_card(n)
            review = self.card_review(n)
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
                f"<td>{html.escape(self.names[seat])}</td><td>{html.escape(str(card))}</td>"
                f"<td>{html.escape(mark)}</td><td>{cost}</td></tr>"
            )
        head = ("<tr><th>Card</th><th>Trick</th><th>Player</th><th>Played</th><th>Verdict</th>"
                "<th>Cost (thirds)</th></tr>")
        return ("<table style='border-collapse:collapse' cellpadding='3'>" + head + "".join(rows) + "</table>")

    def _legend_html(self) -> str:
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

    # ----------------------------------------------------------------- playing on

    @property
    def playing_on(self) -> bool:
        """True while the learner plays on from a position (the *Play on* mode)."""
        return self.play_deal is not None

    def _values(self, deal: Deal) -> dict[Card, int]:
        """Each legal card's value at ``deal`` (the soloist's final thirds with best play
        afterwards), kept for the positions of this play-on."""
        key = len(deal.history)
        if key not in self._values_cache:
            self._values_cache[key] = card_values(deal)
        return self._values_cache[key]

    def _value_of(self, deal: Deal) -> int:
        """The soloist's final thirds with best play from ``deal`` (its score when it is over)."""
        if deal.result is not None:
            return int(deal.result.soloist_thirds)
        return _best_for(deal, self._values(deal))

    def value_now(self) -> int:
        """The soloist's final thirds with best play from the play-on position reached."""
        assert self.play_deal is not None
        return self._value_of(self.play_deal)

    @shows_errors
    def on_play_on(self, _button: Any = None) -> None:
        """Play on from the position shown: the learner plays the side to move, the solver the other."""
        start = self.positions[self.position]
        if start.is_over or start.to_move is None:
            self.say("The deal is over at this position: step back to a card before the end to play on.")
            return
        self.say("Working out the best play from here…")
        values = card_values(start)  # first: if it fails, the board stays as it was
        self._values_cache = {len(start.history): values}
        self.play_deal = start
        self.learner_side = _side_of(start, start.to_move)
        self.play_start_value = self.play_value = _best_for(start, values)
        self.play_lines = []
        self.show_values.value = False
        self.review_box.layout.display = "none"
        self.play_box.layout.display = ""
        self.say("")
        self._refresh_play()

    @shows_errors
    def on_back_to_deal(self, _button: Any = None) -> None:
        """Leave the play-on and show the deal as it was played, at the position left."""
        self._close_play()
        self.say("")
        self._refresh()

    def _close_play(self) -> None:
        self.play_deal = None
        self.play_box.layout.display = "none"
        self.review_box.layout.display = ""
        old = self.hand.children
        self.hand.children = ()
        for widget in old:
            widget.close()

    @shows_errors
    def play_card(self, card: Card, shown: Deal | None = None) -> None:
        """The learner plays ``card`` for the seat to move; the solver then answers with best
        play for the other side until the learner's side is to move again (or the deal ends).
        A card that may not be played is refused with the engine's explanation."""
        deal = self.play_deal
        if deal is None:
            self.say("Press Play on from here first.")
            return
        if shown is not None and shown is not deal:
            self.say("That button was for an earlier moment; use the buttons shown now.")
            return
        if deal.is_over:
            self.say("The deal is over: press Back to the deal.")
            return
        after = deal.apply(Play(card))  # the engine's refusal if it may not be played
        lines = [describe(deal, Play(card), after, self.names)]
        after = self._best_replies(after, lines)
        value = self._value_of(after)
        # Only now, with everything worked out, does the board change.
        self.play_deal, self.play_value = after, value
        self.play_lines.extend(lines)
        self.say("")
        self._refresh_play()

    def best_reply(self, deal: Deal) -> Card:
        """The card the computer plays at ``deal`` for the side to move: one of the best
        with best play afterwards (the cheapest in thirds, then the weakest, among equals)."""
        values = self._values(deal)
        best = _best_for(deal, values)
        return min((c for c, v in values.items() if v == best), key=lambda c: (c.thirds, c.strength, c.index))

    def _best_replies(self, deal: Deal, lines: list[str]) -> Deal:
        """``deal`` after the other side's cards, with best play, until the learner's side is
        to move or the deal is over; what happened is added to ``lines``."""
        while not deal.is_over and deal.to_move is not None and _side_of(deal, deal.to_move) != self.learner_side:
            card = self.best_reply(deal)
            after = deal.apply(Play(card))
            lines.append(describe(deal, Play(card), after, self.names) + " (best play)")
            deal = after
        return deal

    @shows_errors
    def _on_show_values(self, _change: Any = None) -> None:
        self.values_note.layout.display = "" if self.show_values.value else "none"
        if self.playing_on:
            self._refresh_play()

    def _refresh_play(self) -> None:
        from calabresella.show.svg import table_svg

        deal = self.play_deal
        assert deal is not None
        self.table.value = str(table_svg(deal, names=self.names, style=self.style))
        you = "the soloist" if self.learner_side == "soloist" else "the two defenders"
        target = self._target()
        value = self.play_value
        change = value - self.play_start_value
        gained = change if self.learner_side == "soloist" else -change
        made = "the contract is made" if value >= target else "the contract fails"
        if deal.is_over:
            self.play_status.value = (
                f"<b>The deal is over.</b> You played {you}; the computer played the other side with best play."
            )
            so_far = f"The soloist ended with {_thirds(value)} (the contract needs {target}): {made}."
        else:
            seat = deal.to_move
            assert seat is not None
            self.play_status.value = (
                f"<b>You play {you}; the computer answers with best play.</b> Now {html.escape(self.names[seat])} "
                f"is to play (trick {len(deal.tricks) + 1} of 12): choose a card."
            )
            so_far = (
                f"With best play from here the soloist ends with {_thirds(value)} "
                f"(the contract needs {target}: {made})."
            )
        if gained == 0:
            since = "You have lost nothing against best play since you took over."
        elif gained < 0:
            since = f"Since you took over, your side has lost {_thirds(-gained)} against best play."
        else:
            since = f"Since you took over, your side has gained {_thirds(gained)}."
        self.play_value_text.value = f"<p>{html.escape(so_far)} {html.escape(since)}</p>"
        self._draw_hand(deal)
        lines = "\n".join(self.play_lines[-12:])
        self.play_log.value = f"<pre>{html.escape(lines)}</pre>" if lines else ""

    def _draw_hand(self, deal: Deal) -> None:
        old = self.hand.children
        buttons: list[w.Widget] = []
        seat = deal.to_move
        if not deal.is_over and seat is not None:
            legal = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
            values = self._values(deal) if self.show_values.value else {}
            for card in deal.hands[seat]:
                buttons.append(self._card_button(card, card in legal, values.get(card), deal))
        self.hand.children = buttons
        for widget in old:  # gone from the page: a late click on one cannot arrive
            widget.close()

    def _card_button(self, card: Card, legal: bool, value: int | None, shown: Deal) -> w.Button:
        label = str(card) if self.style == "french" else f"{card.rank.value} {card.suit.value}"
        tip = _plain_card(card)
        if value is not None:
            label += f" → {value}"
            tip += f": the soloist ends with {_thirds(value)} with best play after it"
        button = w.Button(description=label, tooltip=tip, layout=w.Layout(width="auto", min_width="64px"))
        button.add_class("cal-play-card")
        button.add_class(f"cal-card-{card.suit.letter}{card.rank.value}")  # as the play page names cards
        if legal:
            button.add_class("cal-legal")
            button.button_style = "success"
        click: Callable[[Any], None] = lambda _b: self.play_card(card, shown)  # noqa: E731
        button.on_click(click)
        return button
