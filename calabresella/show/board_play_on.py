"""*Play on from here*, the analysis board's second mode: play a position out against best play.

From any position of the deal shown on the
:class:`~calabresella.show.analysis_board.AnalysisBoard`, the learner plays the cards of
the side to move (the soloist, or both defenders) and the solver answers with best play
for the other side; the value with best play from the position reached is shown after
every card, and *Show card values* adds each legal card's value to its button. *Back to
the deal* returns to the deal as it was played.

:class:`PlayOnPanel` is a base of the board: it makes the mode's widgets
(:meth:`PlayOnPanel._make_play_on`) and plays; the board gives it the position shown, the
table to draw on and the thirds the soloist needs. CSS classes: ``cal-play-on`` (on the
board's button), ``cal-back-to-deal``, ``cal-play-value`` (the running value),
``cal-play-card`` with ``cal-card-<letter><rank>`` on the learner's card buttons
(``cal-legal`` on the legal ones), ``cal-show-values``.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import ipywidgets as w

from calabresella.analysis.solver import card_values
from calabresella.engine.actions import Play
from calabresella.engine.cards import Card
from calabresella.games.italian.deal import Deal
from calabresella.show.board_panels import plain_card, thirds
from calabresella.show.narrate import describe
from calabresella.show.widgets import _App, shows_errors
from calabresella.words import Message, Table, _, dev, msg, on_screen, said

__all__ = ["PlayOnPanel", "on_board"]

F = TypeVar("F", bound=Callable[..., Any])

WRAP = dev("row wrap")
"""A row of widgets that wraps (CSS ``flex-flow``)."""


def on_board(method: F) -> F:
    """A callback of the board: run inside the board's table (:meth:`PlayOnPanel.screen`), so
    that what it says, its refusals too, names the players and the cards as the board shows them."""
    return shows_errors(method)


def _side_of(deal: Deal, seat: int) -> str:
    """``soloist`` or ``defenders``: the side ``seat`` plays for."""
    return "soloist" if seat == deal.soloist else "defenders"


def _best_for(deal: Deal, values: dict[Card, int]) -> int:
    """The value of the position: the best of ``values`` for the side to move."""
    seat = deal.to_move
    assert seat is not None
    return max(values.values()) if seat == deal.soloist else min(values.values())


class PlayOnPanel(_App):
    """The *Play on from here* mode of the analysis board (see the module).

    The board sets ``names``, ``style``, ``table`` (where the open table is drawn) and
    ``review_box`` (the stepping part, hidden while playing on), calls
    :meth:`_make_play_on` and places ``play_box``; it gives :meth:`_shown` (the position
    shown), :meth:`_target` (the thirds the soloist needs) and :meth:`_refresh` (draw the
    deal as played again).
    """

    names: tuple[str, ...]
    style: str
    table: w.HTML
    review_box: w.VBox

    @contextlib.contextmanager
    def screen(self) -> Iterator[Table]:
        """Say every message inside the ``with`` block to the board's table: its players' names,
        its suit style (no one is "you": the board looks at every hand)."""
        with on_screen(style=self.style, names=self.names, viewer=None, keep_viewer=False) as table:
            yield table

    def say(self, text: Message | str) -> None:
        """Show ``text`` (a message, said to the board's table) in the board's messages."""
        with self.screen() as table:
            super().say(said(text, table))

    def _shown(self) -> Deal:
        """The position shown on the board, where playing on begins."""
        raise NotImplementedError

    def _target(self) -> int:
        """The thirds the soloist needs (R25)."""
        raise NotImplementedError

    def _refresh(self) -> None:
        """Draw the deal as played at the position shown."""
        raise NotImplementedError

    def _make_play_on(self) -> None:
        """Make the mode's widgets and state; ``play_box`` holds the widgets, hidden."""
        self.play_deal: Deal | None = None
        self.learner_side = ""
        self.play_start_value = 0
        self.play_value = 0
        self.play_lines: list[str] = []
        self._values_cache: dict[int, dict[Card, int]] = {}
        self.play_status = w.HTML()
        self.play_value_text = w.HTML()
        self.play_value_text.add_class("cal-play-value")
        self.hand = w.HBox(layout=w.Layout(flex_flow=WRAP))
        self.show_values = w.ToggleButton(value=False, description=_("Show card values"),
                                          tooltip=_("write after each card what it is worth with best play"),
                                          layout=w.Layout(width="auto", min_width="150px"))
        self.show_values.add_class("cal-show-values")
        self.show_values.observe(self._on_show_values, names="value")
        self.back_to_deal_button = w.Button(description=_("Back to the deal"), button_style="info")
        self.back_to_deal_button.add_class("cal-back-to-deal")
        self.back_to_deal_button.on_click(self.on_back_to_deal)
        self.values_note = w.HTML(
            "<small>" + _("The number after a card: the soloist's final thirds with best play after it "
                          "(the soloist wants it high, the defenders low).") + "</small>"
        )
        self.values_note.layout.display = "none"
        self.play_log = w.HTML()
        self.play_box = w.VBox([self.play_status, self.play_value_text, w.HBox([self.hand, self.show_values]),
                                self.values_note, self.back_to_deal_button, self.play_log])
        self.play_box.layout.display = "none"

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

    @on_board
    def on_play_on(self, _button: Any = None) -> None:
        """Play on from the position shown: the learner plays the side to move, the solver the other."""
        start = self._shown()
        if start.is_over or start.to_move is None:
            self.say(msg("The deal is over at this position: step back to a card before the end to play on."))
            return
        self.say(msg("Working out the best play from here…"))
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

    @on_board
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

    @on_board
    def play_card(self, card: Card, shown: Deal | None = None) -> None:
        """The learner plays ``card`` for the seat to move; the solver then answers with best
        play for the other side until the learner's side is to move again (or the deal ends).
        A card that may not be played is refused with the engine's explanation."""
        deal = self.play_deal
        if deal is None:
            self.say(msg("Press Play on from here first."))
            return
        if shown is not None and shown is not deal:
            self.say(msg("That button was for an earlier moment; use the buttons shown now."))
            return
        if deal.is_over:
            self.say(msg("The deal is over: press Back to the deal."))
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
            lines.append(str(msg("{line} (best play)", line=describe(deal, Play(card), after, self.names))))
            deal = after
        return deal

    @on_board
    def _on_show_values(self, _change: Any = None) -> None:
        self.values_note.layout.display = "" if self.show_values.value else "none"
        if self.playing_on:
            self._refresh_play()

    def _refresh_play(self) -> None:
        deal = self.play_deal
        assert deal is not None, dev("playing on")
        with self.screen():
            self._draw_play(deal)

    def _draw_play(self, deal: Deal) -> None:
        from calabresella.show.svg import table_svg

        self.table.value = str(table_svg(deal, names=self.names, style=self.style))
        you = msg("the soloist") if self.learner_side == "soloist" else msg("the two defenders")
        target = self._target()
        value = self.play_value
        change = value - self.play_start_value
        gained = change if self.learner_side == "soloist" else -change
        made = msg("the contract is made") if value >= target else msg("the contract fails")
        if deal.is_over:
            self.play_status.value = str(msg(
                "<b>The deal is over.</b> You played {you}; the computer played the other side with best play.",
                you=you))
            so_far = msg("The soloist ended with {thirds} (the contract needs {target}): {made}.",
                         thirds=thirds(value), target=target, made=made)
        else:
            seat = deal.to_move
            assert seat is not None, dev("the deal goes on")
            self.play_status.value = str(msg(
                "<b>You play {you}; the computer answers with best play.</b> Now {player} is to play (trick {trick} "
                "of {tricks}): choose a card.", you=you, player=html.escape(self.names[seat]),
                trick=len(deal.tricks) + 1, tricks=len(deal.tricks) + len(deal.hands[seat])))
            so_far = msg("With best play from here the soloist ends with {thirds} (the contract needs {target}: "
                         "{made}).", thirds=thirds(value), target=target, made=made)
        if gained == 0:
            since = msg("You have lost nothing against best play since you took over.")
        elif gained < 0:
            since = msg("Since you took over, your side has lost {thirds} against best play.", thirds=thirds(-gained))
        else:
            since = msg("Since you took over, your side has gained {thirds}.", thirds=thirds(gained))
        self.play_value_text.value = f"<p>{html.escape(str(so_far))} {html.escape(str(since))}</p>"
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
        label = plain_card(card)
        tip = plain_card(card)
        if value is not None:
            label += f" → {value}"
            tip = str(msg("{card}: the soloist ends with {thirds} with best play after it", card=tip,
                          thirds=thirds(value)))
        button = w.Button(description=label, tooltip=tip, layout=w.Layout(width="auto", min_width="64px"))
        button.add_class("cal-play-card")
        button.add_class(f"cal-card-{card.suit.letter}{card.rank.value}")  # as the play page names cards
        if legal:
            button.add_class("cal-legal")
            button.button_style = "success"
        click: Callable[[Any], None] = lambda _b: self.play_card(card, shown)  # noqa: E731
        button.on_click(click)
        return button
