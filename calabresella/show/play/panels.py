"""The play page's panels: each one class, made, placed, reset and drawn in one place.

A panel is a mixin of :class:`~calabresella.show.play.layout.PlayLayout` that overrides
``_make_panels`` (make its widgets and put them in a slot, :meth:`PlayLayout._place`),
``_reset_panels`` (forget what it showed: a new deal, an undo) and ``_draw_panels`` (show
itself for the game as it stands), each calling ``super()`` first. :class:`PlayApp` lists
the panels among its bases: that list is the one place a new panel is registered.

- :class:`HintPanel`: *What would the expert play?* for the learner's card (``cal-expert-hint``);
- :class:`AdvicePanel`: the bidding advisor's *Advice* (``cal-advice``);
- :class:`WhyPanel`: *Why did the computer play that?* after a deal (``cal-why``);
- :class:`ReviewPanel`: *Review this deal* on the analysis board (``cal-review``);
- :class:`RecordPanel`: *Save this deal*, *Replay this deal*, a saved file replayed (``cal-save``);
- :class:`LedgerPanel`: the session's ledger and balance chart (``cal-ledger``).

The analysis panels are offered for the games whose prompts say ``ANALYSED``; where a deal
stands for them is the prompts' ``analysis_moment`` ("auction", "play", "scored"). The hint,
the advisor and the analysis board read Calabresella's deals only: the other games the
expert plays (the American account, Tressette for four, the calling games) say None there,
and ``REVIEWED = False`` closes *Why did the computer play that?* and the replay board.
"""

from __future__ import annotations

import base64
import html
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import ipywidgets as w

from calabresella.engine.actions import Play
from calabresella.engine.cards import PACK
from calabresella.engine.errors import ArgumentValueError
from calabresella.show.play.controller import on_page
from calabresella.show.play.expert import (
    ADVICE_SAMPLES,
    ADVISOR_WORKING,
    judge,
    judgement_html,
    make_expert,
    working,
)
from calabresella.show.play.layout import WRAP, PlayLayout
from calabresella.show.widgets import UNEXPECTED, is_own_error
from calabresella.words import Seat, _, about, dev, msg

if TYPE_CHECKING:  # imported when needed: the play page starts without the solver
    from calabresella.analysis.advisor import Advice
    from calabresella.show.analysis_board import AnalysisBoard

logger = logging.getLogger(__name__)

W = TypeVar("W", bound=w.DOMWidget)


def _hidden(widget: W) -> W:
    """``widget``, not shown until its panel shows it."""
    widget.layout.display = "none"
    return widget


def reviewed(prompts: Any) -> bool:
    """Whether the review panels (*Why did the computer play that?*, the replay board), which read
    the Italian game's deals, are offered for a game: its prompts' ``REVIEWED`` where it says,
    else ``ANALYSED`` (a game the analysis handles)."""
    return bool(getattr(prompts, "REVIEWED", prompts.ANALYSED))


class AnalysedPanel(PlayLayout):
    """What the analysis panels share: where the deal on the table stands for the analysis."""

    def analysis_moment(self) -> str | None:
        """"auction", "play" or "scored" in a game the analysis handles (its prompts'); else None."""
        return self.prompts.analysis_moment(self.deal) if self.prompts.ANALYSED else None

    def my_turn(self) -> bool:
        """True when the deal goes on and the learner is to move."""
        deal = self.deal
        return self.me is not None and not deal.is_over and deal.to_move == self.me


class HintPanel(AnalysedPanel):
    """*What would the expert play?* (``cal-expert-hint``): the expert's card for the learner's
    turn to play, and why, from the learner's own view (``cal-hint-text``), once a position."""

    def _make_panels(self) -> None:
        super()._make_panels()
        self.expert_button = w.Button(button_style="warning", layout=w.Layout(width="230px"))
        self.expert_button.add_class("cal-expert-hint")
        _hidden(self.expert_button).on_click(self.on_expert_hint)
        self.hint_view = w.HTML()
        self.hint_view.add_class("cal-hint-text")
        self._hint_for: tuple[Any, Any] | None = None
        """The deal the hint was worked out for, and the expert's judgement (worked out once a position)."""
        self._expert_asked: Any = None
        """The deal (position) for which the learner asked the expert's card."""
        self._place("side-buttons", 30, self.expert_button)
        self._place("side-answers", 10, self.hint_view)

    def _name_panels(self) -> None:
        super()._name_panels()
        self.expert_button.description = _("What would the expert play?")
        self.expert_button.tooltip = _("the expert's card for you, and why")

    def _reset_panels(self) -> None:
        super()._reset_panels()
        self._hint_for = None
        self._expert_asked = None

    def _draw_panels(self, busy: bool) -> None:
        super()._draw_panels(busy)
        self.expert_button.layout.display = "" if self._my_play_view() is not None else "none"
        self._draw_hint()

    def _my_play_view(self) -> Any:
        """The learner's view when it is the learner's turn to play a card of Calabresella; else None."""
        return self._view() if self.my_turn() and self.analysis_moment() == "play" else None

    def hint_expert(self) -> Any:
        """The expert the hint asks: the learner's seat's expert (:func:`make_expert`)."""
        return make_expert(3 * self.seed_of_deal + (self.me or 0))

    def hint_text(self) -> str:
        """The expert's card and its reasons, as HTML, for the learner's turn to play (worked
        out from the learner's own view, once per position); "" when there is no card to play."""
        view = self._my_play_view()
        if view is None:
            return ""
        if self._hint_for is None or self._hint_for[0] is not self.deal:
            self._hint_for = (self.deal, judge(view, self.hint_expert()))
        with self.screen():
            return judgement_html(self._hint_for[1], self.deal_names, you=True, soloist_seat=view.soloist)

    def _draw_hint(self) -> None:
        """The hint below the hand: the expert's card while the learner plays one (saying that
        it is working meanwhile); the errors in words."""
        if self._expert_asked is not self.deal or self._my_play_view() is None:
            self.hint_view.value = ""
            return
        cached = self._hint_for is not None and self._hint_for[0] is self.deal
        if not cached:
            self.hint_view.value = working()
        text = ""
        try:
            text = self.hint_text()
        except Exception as err:  # noqa: BLE001 - shown to the learner in plain words
            if is_own_error(err):
                self.say(err.render(self.table_now()))  # type: ignore[attr-defined]
            else:
                logger.error(dev("the hint failed"), exc_info=True)
                self.say(UNEXPECTED)
        finally:
            self.hint_view.value = text

    @on_page
    def on_expert_hint(self, _button: Any = None) -> None:
        """Show the expert's card for the learner's turn to play (worked out once a position)."""
        if self._my_play_view() is None:
            self.say(msg("The expert's card is for your turn to play a card of Calabresella."))
            return
        self._expert_asked = self.deal
        self._draw_hint()


class AdvicePanel(AnalysedPanel):
    """*Advice* (``cal-advice``): the bidding advisor's numbers for the learner's hand and the
    auction so far, as a picture and in words (``cal-advice-text``)."""

    def _make_panels(self) -> None:
        super()._make_panels()
        self.advice_button = w.Button(button_style="warning")
        self.advice_button.add_class("cal-advice")
        _hidden(self.advice_button).on_click(self.on_advice)
        self.advice_view = w.HTML()
        self.advice_view.add_class("cal-advice-text")
        self._advice_for: Any = None
        """The deal the advice shown was asked for (it is cleared when the deal moves on)."""
        self._place("side-buttons", 10, self.advice_button)
        self._place("side-answers", 20, self.advice_view)

    def _name_panels(self) -> None:
        super()._name_panels()
        self.advice_button.description = _("Advice")
        self.advice_button.tooltip = _("what the bidding advisor makes of your hand")

    def _reset_panels(self) -> None:
        super()._reset_panels()
        self._advice_for = None
        self.advice_view.value = ""

    def _draw_panels(self, busy: bool) -> None:
        super()._draw_panels(busy)
        self.advice_button.layout.display = "" if self.may_advise() else "none"
        if self._advice_for is not self.deal:
            self._advice_for = None
            self.advice_view.value = ""

    def may_advise(self) -> bool:
        """True when the learner is to bid in Calabresella: *Advice* is offered."""
        return self.my_turn() and self.analysis_moment() == "auction"

    def advice(self) -> Advice:
        """The bidding advisor's numbers for the learner's hand and the auction so far
        (:data:`ADVICE_SAMPLES` sampled deals, seeded from the deal's seed)."""
        from calabresella.analysis.advisor import advise

        view = self._view()
        assert view is not None
        return advise(view.hand, seat=view.seat, auction=[a for _, a in view.auction], rules=view.rules,
                      samples=ADVICE_SAMPLES, seed=self.seed_of_deal)

    @on_page
    def on_advice(self, _button: Any = None) -> None:
        """Show the advisor's numbers below the hand (``cal-advice-text``)."""
        if not self.may_advise():
            self.say(msg("Advice is for your turn to bid in Calabresella."))
            return
        from calabresella.show.advice import advice_svg

        shown = self.deal
        self.advice_view.value = working(ADVISOR_WORKING)
        text = ""
        try:
            advice = self.advice()
            with self.screen():  # cards as the pictures show them
                text = self._advice_html(advice, advice_svg(advice))
        finally:
            self.advice_view.value = text
        self._advice_for = shown

    def _advice_html(self, advice: Advice, picture: Any) -> str:
        unseen = len(PACK) - len(advice.hand)
        best = advice.best
        if not advice.options:
            verdict = _("<p><b>Advice: pass</b> — no contract is left for you to bid.</p>")
        elif best is not None:
            verdict = str(msg("<p><b>Advice: bid {contract}</b> — the contract with the best expected stake.</p>",
                              contract=html.escape(str(best.name))))
        else:
            verdict = _("<p><b>Advice: pass</b> — no contract is expected to win stake units.</p>")
        samples = advice.options[0].samples if advice.options else ADVICE_SAMPLES
        words = "".join(f"<li>{html.escape(str(o.words))}</li>" for o in advice.options)
        how = str(msg(
            "How these numbers are made: the advisor deals the {unseen} cards you cannot see at random {samples} "
            "times; in each it plays every contract you may still bid up to the first lead (the others "
            "passing, the exchange made as the simple computer player makes it) and then plays it out with "
            "every card face up, best play on both sides. Real defenders do not see your cards, so that "
            "chance is turned into the chance that a strong player makes the contract, by a curve measured "
            "on hundreds of deals played out by the expert computer player: the bars show that chance "
            "(0 to 100%), the sentences both. The expected stake is what the bid wins you on average per "
            "deal, in stake units ({rule}): positive is worth bidding. So they are estimates from a "
            "few samples (the lines show how rough); what the others bid is not read for what it says "
            "about their hands; and the stake counts no Cappotto or Stramazzo. "
            "More in <a href='14_what_to_bid.ipynb' target='_blank'>lesson 14, What to bid</a>.",
            unseen=unseen, samples=samples, rule="R26"))
        picture_html = str(picture) if advice.options else ""
        return f"{verdict}{picture_html}<ul>{words}</ul><p><small>{how}</small></p>"


class WhyPanel(AnalysedPanel):
    """*Why did the computer play that?* after a deal: choose any card a computer played
    (``cal-why-choice``) and press ``cal-why``: the expert's numbers for every card that seat
    could play then, from that seat's view at that moment (``cal-why-text``)."""

    def _make_panels(self) -> None:
        super()._make_panels()
        self.why_choice = w.Dropdown(options=[], layout=w.Layout(width="390px"))
        self.why_choice.add_class("cal-why-choice")
        self.why_button = w.Button(layout=w.Layout(width="auto"))
        self.why_title = w.HTML()
        self.why_button.add_class("cal-why")
        self.why_button.on_click(self.on_why)
        self.why_view = w.HTML()
        self.why_view.add_class("cal-why-text")
        self.why_box = w.VBox([
            self.why_title,
            w.HBox([self.why_choice, self.why_button], layout=w.Layout(flex_flow=WRAP)),
            self.why_view,
        ])
        self.why_box.add_class("cal-why-box")
        self.why_box.layout.display = "none"
        self._why_for: Any = None
        """The finished deal whose computer cards the dropdown lists."""
        self._place("below", 20, self.why_box)

    def _name_panels(self) -> None:
        super()._name_panels()
        self.why_choice.description = _("Card")
        self.why_button.description = _("What would the expert play?")
        self.why_button.tooltip = _("the expert's numbers for every card that player could play then")
        self.why_title.value = _("<b>Why did the computer play that?</b> Choose a card a computer player played "
                                 "in this deal:")
        self._why_for = None  # its cards are listed again, in the language chosen

    def _reset_panels(self) -> None:
        super()._reset_panels()
        self._why_for = None
        self.why_view.value = ""

    def _draw_panels(self, busy: bool) -> None:
        super()._draw_panels(busy)
        self._draw_why()

    def computer_cards(self) -> list[tuple[str, int]]:
        """The cards the computer players played in the deal on the table, as the dropdown
        of *Why did the computer play that?* lists them: ("trick 3: Bruno played 7♣", the
        index of that card in ``deal.history``)."""
        found = []
        plays = 0
        seats = len(self.deal.hands)
        for index, (seat, action) in enumerate(self.deal.history):
            if isinstance(action, Play):
                if seat != self.me:
                    label = about(seat, "trick {trick}: {player} played {card}", "trick {trick}: you played {card}",
                                  trick=plays // seats + 1, card=action.card)
                    found.append((self.words(label), index))
                plays += 1
        return found

    def _draw_why(self) -> None:
        deal = self.deal
        show = reviewed(self.prompts) and deal.is_over and any(isinstance(a, Play) for _seat, a in deal.history)
        self.why_box.layout.display = "" if show else "none"
        if not show and self.why_choice.options:
            self._why_for = None
            self.why_choice.options = []
            self.why_view.value = ""
        if show and self._why_for is not deal:
            self._why_for = deal
            self.why_view.value = ""
            options = self.computer_cards()
            self.why_choice.options = options
            self.why_choice.value = options[0][1] if options else None

    def why_position(self, index: int) -> Any:
        """The deal on the table as it stood just before its action number ``index`` (of
        ``deal.history``): replayed from ``deal.as_dealt()``."""
        deal = self.deal
        position = deal.as_dealt()
        for _seat, action in deal.history[:index]:
            position = position.apply(action)
        return position

    def why_text(self, index: int) -> str:
        """The expert's numbers, as HTML, for the card a computer played at ``deal.history[index]``,
        from that seat's own view at that moment."""
        seat, action = self.deal.history[index]
        if not isinstance(action, Play) or seat == self.me:
            raise ArgumentValueError(msg("choose a card a computer player played in this deal"))
        position = self.why_position(index)
        view = position.view(seat)
        judgement = judge(view, make_expert(3 * self.seed_of_deal + seat))
        names = self.deal_names
        player, card = Seat(seat), action.card
        trick = len(view.tricks) + 1
        with self.screen():
            if seat == view.soloist:
                head = msg("Trick {trick}: {player}, the soloist, played {card}. From {player}'s seat at that moment:",
                           trick=trick, player=player, card=card)
            else:
                head = msg("Trick {trick}: {player}, a defender, played {card}. From {player}'s seat at that moment:",
                           trick=trick, player=player, card=card)
            mine = judgement.of(card)
            strength = self.settings.strength
            if strength == "expert":
                if judgement.choice == card:
                    why = msg("{player} was the expert computer player: it chose from numbers like these, and this "
                              "is how it chose {card}.", player=player, card=card)
                else:
                    why = msg("{player} was the expert computer player: it chose from numbers like these; when it "
                              "played, it had {card} best (with its time limit on a busy machine it may have solved "
                              "fewer layouts, or an only card needs no thought).", player=player, card=card)
            else:
                kind = (msg("the heuristic computer player, which plays by rules of thumb") if strength == "heuristic"
                        else msg("the random computer player, which plays any card it may"))
                if judgement.choice == card:
                    why = msg("{player} is {kind}, not by these numbers: this shows what the expert thinks of its "
                              "card. Here the expert agrees.", player=player, kind=kind)
                else:
                    why = msg("{player} is {kind}, not by these numbers: this shows what the expert thinks of its "
                              "card. The expert would have played {choice}; by its numbers {card} wins in {wins} "
                              "of {layouts} and keeps about {thirds:.1f} thirds.", player=player, kind=kind,
                              choice=judgement.choice, card=card, wins=mine.wins, layouts=judgement.layouts,
                              thirds=mine.thirds)
            body = judgement_html(judgement, names, you=False, soloist_seat=view.soloist, played=card)
            return f"<p><b>{html.escape(str(head))}</b></p>{body}<p>{html.escape(str(why))}</p>"

    @on_page
    def on_why(self, _button: Any = None) -> None:
        """Show the expert's numbers for the computer card chosen in the dropdown."""
        index = self.why_choice.value
        if self._why_for is not self.deal or index is None:
            self.say(msg("Choose a card a computer player played in the deal just finished."))
            return
        self.why_view.value = working()
        text = ""
        try:
            text = self.why_text(int(index))
        finally:
            self.why_view.value = text


class ReviewPanel(AnalysedPanel):
    """*Review this deal* (``cal-review``): the analysis board of a deal that ended with a score
    (:class:`~calabresella.show.analysis_board.AnalysisBoard`: every card judged against best
    play; each costly card of the learner tried again in the page's puzzles) below the table; *Close the review* (``cal-review-close``) closes it, and so does the
    next deal."""

    def _make_panels(self) -> None:
        super()._make_panels()
        self.review_button = w.Button(button_style="warning")
        self.review_button.add_class("cal-review")
        _hidden(self.review_button).on_click(self.on_review)
        self.review_close = w.Button()
        self.review_close.add_class("cal-review-close")
        self.review_close.on_click(self.on_close_review)
        self.review_area = w.VBox()
        self.review_area.add_class("cal-review-area")
        self.board: AnalysisBoard | None = None
        """The analysis board open below the table, or None."""
        self._place("deal-buttons", 20, self.review_button)
        self._place("below", 40, self.review_area)

    def _name_panels(self) -> None:
        super()._name_panels()
        self.review_button.description = _("Review this deal")
        self.review_button.tooltip = _("every card of this deal judged against best play")
        self.review_close.description = _("Close the review")

    def _reset_panels(self) -> None:
        super()._reset_panels()
        self._close_review()

    def _draw_panels(self, busy: bool) -> None:
        super()._draw_panels(busy)
        self.review_button.layout.display = "" if self.may_review() else "none"

    def may_review(self) -> bool:
        """True when the deal on the table can be reviewed: a deal of Calabresella that ended
        with a score (the analysis handles the Italian game only; an abandoned deal has no play)."""
        return self.analysis_moment() == "scored"

    @on_page
    def on_review(self, _button: Any = None) -> None:
        """Open the analysis board of the deal just finished, below the table."""
        if not self.may_review():
            self.say(msg("A deal is reviewed when it is over (a deal of Calabresella with a score)."))
            return
        if self.board is not None and self.board.deal is self.deal:
            return  # already open
        from calabresella.show.analysis_board import PAGE_EXCHANGE_CANDIDATES, AnalysisBoard

        self._close_review()
        board = AnalysisBoard(self.deal, names=self.deal_names, style=str(self.style_choice.value),
                              analyse_now=False, exchange_candidates=PAGE_EXCHANGE_CANDIDATES,
                              learner=self.me, open_puzzle=getattr(self, "open_puzzle", None))
        self.board = board
        self.review_area.children = [self.review_close, board.ui]
        board.run_analysis()  # the board shows that it is working meanwhile

    @on_page
    def on_close_review(self, _button: Any = None) -> None:
        """Close the analysis board."""
        self._close_review()

    def _close_review(self) -> None:
        board, self.board = self.board, None
        self.review_area.children = []
        if board is not None:
            board.close()


class RecordPanel(AnalysedPanel):
    """The deal's file: *Save this deal* (``cal-save``, a deal record), *Replay this deal trick
    by trick* (``cal-replay-open``, :mod:`calabresella.show.replay`) and a saved file replayed
    (``cal-upload``)."""

    def _make_panels(self) -> None:
        super()._make_panels()
        self.save_link = w.HTML()
        self.save_link.add_class("cal-save")
        self.replay_button = w.Button(button_style="info")
        self.replay_button.add_class("cal-replay-open")
        self.replay_button.on_click(self.on_replay)
        self.replay_area = w.VBox()
        self.replay_area.add_class("cal-replay-area")
        self.replay: Any = None
        """The :class:`~calabresella.show.replay.ReplayBoard` open below the table, or None."""
        self.upload = w.FileUpload(accept=".json", multiple=False, layout=w.Layout(width="auto"))
        self.upload.add_class("cal-upload")
        self.upload.observe(self._on_upload, names="value")
        self._place("deal-buttons", 30, self.replay_button)
        self._place("files", 10, self.save_link)
        self._place("files", 20, self.upload)
        self._place("below", 30, self.replay_area)

    def _name_panels(self) -> None:
        super()._name_panels()
        self.replay_button.description = _("Replay this deal trick by trick")
        self.upload.description = _("Replay a saved deal")

    def _reset_panels(self) -> None:
        super()._reset_panels()
        self._close_replay()

    def _draw_panels(self, busy: bool) -> None:
        super()._draw_panels(busy)
        self.replay_button.layout.display = "" if self.may_replay() else "none"
        self.save_link.value = self._save_html()

    def deal_record(self) -> str:
        """The deal on the table as a deal record (JSON text, :mod:`calabresella.games.record`)."""
        from calabresella.games.record import to_any_json

        return to_any_json(self.deal, list(self.deal_names))

    def save_deal(self, path: str) -> None:
        """Write the deal on the table to ``path`` as a deal record (a JSON file; an existing
        file is replaced only if it holds a deal record)."""
        from calabresella.games.record import save_any

        save_any(self.deal, path, list(self.deal_names))

    def _save_html(self) -> str:
        """A link that downloads the finished deal as a JSON deal record."""
        if not self.deal.is_over or not any(True for _ in self.deal.history):
            return ""
        data = base64.b64encode(self.deal_record().encode()).decode()
        name = f"{self.game}-seed-{self.seed_of_deal}.json"
        return str(msg(
            "<a class='cal-save-link' download='{name}' href='{href}'>Save this deal (a JSON file)</a> "
            "<small>— a deal record: <b>Replay a saved deal</b> below opens it again, trick by trick (on the "
            "command line: <code>{command}</code>).</small>",
            name=name, href=f"data:application/json;base64,{data}", command=dev("python -m calabresella replay FILE")))

    def may_replay(self) -> bool:
        """True when the deal on the table is a finished deal of Calabresella (it can be replayed)."""
        return reviewed(self.prompts) and self.deal.is_over

    @on_page
    def on_replay(self, _button: Any = None) -> None:
        """Open the deal just finished on a replay board, trick by trick, every hand shown."""
        if not self.may_replay():
            self.say(msg("A deal is replayed when it is over."))
            return
        self.open_replay(self.deal, names=self.deal_names)

    @on_page
    def _on_upload(self, _change: Any = None) -> None:
        files = self.upload.value
        if not files:
            return
        content = bytes(files[0]["content"])
        self.open_replay(content.decode("utf-8"))

    def open_replay(self, deal_or_record: Any, names: Sequence[str] | None = None) -> None:
        """Open a deal, or a saved deal record (a dict, its JSON text or a file path), on a
        replay board below the table; a bad record is refused with the reason."""
        from calabresella.show.replay import ReplayBoard

        board = ReplayBoard(deal_or_record, names=names, style=self.style)  # refused before anything changes
        self._close_replay()
        self.replay = board
        close = w.Button(description=_("Close the replay"))
        close.add_class("cal-replay-close")
        close.on_click(lambda _b: self._close_replay())
        self.replay_area.children = [close, board.ui]

    def _close_replay(self) -> None:
        old, self.replay = self.replay, None
        for widget in self.replay_area.children:
            widget.close()
        self.replay_area.children = []
        if old is not None:
            old.close()


class LedgerPanel(PlayLayout):
    """The session's ledger and balance chart (``cal-ledger``), after each scored deal."""

    def _make_panels(self) -> None:
        super()._make_panels()
        self.ledger = w.HTML()
        self.ledger.add_class("cal-ledger")
        self._place("below", 10, self.ledger)

    def _draw_panels(self, busy: bool) -> None:
        super()._draw_panels(busy)
        self.ledger.value = "" if self.play_session is None else str(self.play_session.ledger_html())
