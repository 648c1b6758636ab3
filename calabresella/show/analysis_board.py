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
``cal-show-values``, ``cal-try-again`` (with ``cal-try-again-<number>``) on the *Try again
from here* button of each costly card (:mod:`calabresella.show.try_again`).

The board holds the widgets and steps through the deal; its panels' HTML is drawn by
:mod:`calabresella.show.board_panels`, and *Play on from here* is its base
:class:`~calabresella.show.board_play_on.PlayOnPanel`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from calabresella.analysis.review import CardReview, DealReview, analyse, is_reviewed
from calabresella.engine.actions import Play
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_bool, check_int
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.record import MAX_NAME_LENGTH, is_name
from calabresella.show.board_panels import (
    MARK_COLOUR_NAMES,
    MARK_COLOURS,
    card_html,
    legend_html,
    list_html,
    mark_class,
    start_html,
)
from calabresella.show.board_play_on import WRAP, PlayOnPanel, on_board
from calabresella.show.narrate import NAMES
from calabresella.show.widgets import STYLES, check_choice, close_tree
from calabresella.words import _, dev, msg

if TYPE_CHECKING:
    from calabresella.show.try_again import TryAgainPanel

__all__ = [
    "AnalysisBoard", "MARK_COLOURS", "MARK_COLOUR_NAMES", "PAGE_EXCHANGE_CANDIDATES", "mark_class", "play_positions",
]

PAGE_EXCHANGE_CANDIDATES = 40
"""How many other sets of discards the play page's *Review this deal* compares with those
made: a quicker look than :func:`~calabresella.analysis.review.analyse`'s default, so that
the review opens in seconds rather than a minute (the review's words say how many sets
were compared)."""

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


def _check_names(names: object, seats: int) -> tuple[str, ...]:
    """The players' names, one per seat, each a name a table and a sentence can show."""
    expected = msg("a list of {count} names, one per seat, each 1 to {longest} printable characters on one line",
                   count=seats, longest=MAX_NAME_LENGTH)
    got = repr(names)[:120]
    if isinstance(names, (str, bytes)) or not isinstance(names, (list, tuple)):
        raise ArgumentTypeError(msg("names must be {expected}, got {got}", expected=expected, got=got))
    if not all(isinstance(n, str) for n in names):
        raise ArgumentTypeError(msg("names must be {expected}, got {got}", expected=expected, got=got))
    if len(names) != seats or not all(is_name(n) for n in names):
        raise ArgumentValueError(msg("names must be {expected} ({seats} names), got {got}", expected=expected,
                                     seats=seats, got=got))
    return tuple(names)


class AnalysisBoard(PlayOnPanel):
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
    review is analysed already). ``learner``: the seat whose costly cards get *Try again
    from here* (``cal-try-again``; None: every seat's); ``open_puzzle``: what opens the
    puzzle made of such a position (a page's trainer; None: a trainer below the buttons,
    :mod:`calabresella.show.try_again`). Anything else raises the package's
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
        learner: int | None = None,
        open_puzzle: Callable[[Any], None] | None = None,
    ) -> None:
        self.review: DealReview | None = None
        self._by_number: dict[int, CardReview] = {}
        given: DealReview | None = None
        if isinstance(deal_or_review, DealReview):
            given = deal_or_review
            deal = deal_or_review.deal
        elif is_reviewed(deal_or_review):
            deal = deal_or_review
        else:
            raise ArgumentTypeError(msg(
                "the analysis board shows a deal of Calabresella (the Italian game) or its review, "
                "got {kind}; Tressette and the American account are not analysed yet",
                kind=dev(type(deal_or_review).__name__)))
        self.style = check_choice(style, "style", STYLES)
        check_bool(analyse_now, "analyse_now")
        if exchange_candidates is not None:
            check_int(exchange_candidates, "exchange_candidates", 0)
            if given is not None:  # not ignored without a word
                raise ArgumentValueError(msg(
                    "{name} sets how a deal is analysed, and this review is made already: "
                    "give the deal instead, or no {name}", name="exchange_candidates"))
        self.names = _check_names(names, len(deal.hands))
        if learner is not None:
            check_int(learner, "learner", 0, len(deal.hands) - 1)
        self.learner, self.open_puzzle = learner, open_puzzle
        self.try_again: TryAgainPanel | None = None
        """The *Try again from here* buttons, once the deal is analysed."""
        self.try_again_box = w.VBox()
        self.positions = play_positions(deal)
        if not self.positions:
            raise ArgumentValueError(msg(
                "this deal never reached the card play ({play_rule}), so there is nothing to analyse: "
                "the auction is not over, or all three passed ({pass_rule})", play_rule="R19", pass_rule="R10"))
        super().__init__()
        self.deal = deal
        self.exchange_candidates = exchange_candidates
        last = len(self.positions) - 1

        # ---- the deal as played
        self.title = w.HTML("<h3 style='margin:4px 0'>" + _("Analysis of the deal") + "</h3>")
        self.progress_text = w.HTML()
        self.progress_out = w.Output()
        self.progress_box = w.VBox([self.progress_text, self.progress_out])
        self.start_text = w.HTML()
        self.start_text.add_class("cal-review-start")
        self.first_button = w.Button(description=_("◀◀ First"), tooltip=_("the start of play, before the first card"))
        self.back_button = w.Button(description=_("◀ Back"), tooltip=_("one card back"))
        self.forward_button = w.Button(description=_("Forward ▶"), tooltip=_("one card forward"))
        self.last_button = w.Button(description=_("Last ▶▶"), tooltip=_("the last card played"))
        self.slider = w.IntSlider(value=0, min=0, max=last, description=_("Cards played"),
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
        with self.screen():
            self.legend = w.HTML(legend_html())
        self.legend.add_class("cal-review-legend")
        self.play_on_button = w.Button(description=_("Play on from here"), button_style="primary",
                                       tooltip=_("play the side to move yourself; the computer answers with best play"))
        self.play_on_button.add_class("cal-play-on")
        self.play_on_button.on_click(self.on_play_on)
        self.steps = w.HBox([self.first_button, self.back_button, self.forward_button, self.last_button,
                             self.slider], layout=w.Layout(flex_flow=WRAP))
        self.review_box = w.VBox([self.steps, self.card_text, self.play_on_button, self.card_list, self.legend])

        # ---- playing on
        self._make_play_on()

        self.ui = w.VBox([self.title, self.progress_box, self.start_text, self.table, self.messages,
                          self.review_box, self.play_box, self.try_again_box])
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
        close_tree(self.ui)

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
        self.progress_text.value = "<i>" + _("The deal is not analysed yet.") + "</i>"
        self.start_text.value = ""
        self._refresh()

    def run_analysis(self) -> None:
        """Analyse the deal (if it is not done yet) and draw the verdicts. Meanwhile a
        turning wheel and a line of text say that the analysis is running, and in a
        notebook or on a Voila page a progress bar counts the cards analysed."""
        self._analyse(capture=True)

    @on_board
    def _analyse(self, *, capture: bool) -> None:
        """The analysis; with ``capture`` its progress bars go into the board (shown on the
        page), else into the output of the notebook cell that runs it."""
        if self.review is not None:
            return
        self.progress_box.layout.display = ""
        self.progress_text.value = _SPINNER + " <i>" + str(msg(
            "Analysing the {cards} cards played, and the discards, with the solver: this can take up to a minute…",
            cards=self.last)) + "</i>"
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
            self.progress_text.value = "<i>" + _("The analysis did not finish.") + "</i>"
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
        assert self.review is not None, dev("the analysis is done")
        with self.screen():
            self.start_text.value = start_html(self.review, self.deal, self.names, self.style)
        from calabresella.show.try_again import TryAgainPanel

        self.try_again = TryAgainPanel(self.review, self.positions, names=self.names, style=self.style,
                                       seats=None if self.learner is None else {self.learner},
                                       open_puzzle=self.open_puzzle)
        self.try_again_box.children = [self.try_again.ui]
        self._refresh()

    def card_review(self, position: int | None = None) -> CardReview | None:
        """The review of the card that led to ``position`` (the position shown by default);
        None at the start of play or before the analysis is done."""
        n = self.position if position is None else position
        return self._by_number.get(n)

    # ----------------------------------------------------------------- stepping

    @on_board
    def on_first(self, _button: Any = None) -> None:
        """Go to the start of play."""
        self.slider.value = 0

    @on_board
    def on_back(self, _button: Any = None) -> None:
        """One card back."""
        self.slider.value = max(self.position - 1, 0)

    @on_board
    def on_forward(self, _button: Any = None) -> None:
        """One card forward."""
        self.slider.value = min(self.position + 1, self.last)

    @on_board
    def on_last(self, _button: Any = None) -> None:
        """Go to the last card played."""
        self.slider.value = self.last

    @on_board
    def _on_slider(self, _change: Any = None) -> None:
        self.say("")
        self._refresh()

    def _refresh(self) -> None:
        with self.screen():
            self._draw()

    def _draw(self) -> None:
        from calabresella.show.svg import table_svg

        n = self.position
        self.first_button.disabled = self.back_button.disabled = n == 0
        self.forward_button.disabled = self.last_button.disabled = n == self.last
        self.table.value = str(table_svg(self.positions[n], names=self.names, style=self.style))
        self.card_text.value = card_html(
            self.positions, n, self.card_review(n), analysed=self.review is not None, target=self._target(),
            names=self.names, style=self.style,
        )
        self.card_list.value = list_html(self.positions, n, self._by_number, self.names)
        self.play_on_button.disabled = self.positions[n].is_over

    def _shown(self) -> Deal:
        """The position shown (where *Play on from here* begins)."""
        return self.positions[self.position]

    def _target(self) -> int:
        return self.review.target if self.review is not None else self.deal.rules.win_thirds
