"""Play against the computer: a widget app for one learner against two computer players.

The learner sits at seat 0 and sees only ``deal.view(0)``. Every choice is a
button; a card that may not be played is refused with the engine's explanation,
and *Hint* marks the legal cards. Used by ``notebooks/11_play.ipynb`` (also
served without code by ``make play``, with Voila).

Buttons carry CSS classes so that a browser test can click them:
``cal-action`` (auction and enhancement choices, with ``cal-action-<text>``),
``cal-card`` and ``cal-card-<letter><rank>`` (e.g. ``cal-card-S3`` for 3♠), ``cal-legal`` on
the legal cards while a hint is shown, and ``cal-score`` on the final score. Every
button also carries ``cal-r<N>``, N counting the app's redraws (:attr:`PlayApp.renders`),
so a test can wait for the current buttons and never click one being replaced.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from calabresella.actions import Action, Call, Discard, GiveBack, Play, Share
from calabresella.cards import PACK, Card
from calabresella.deal import Deal, Phase
from calabresella.narrate import NAMES, describe, score_lines
from calabresella.players import Player, RandomPlayer
from calabresella.session import Session
from calabresella.widgets import _App, shows_errors

HUMAN = 0


def computer_players(strength: str, seed: int) -> list[Player]:
    """The two computer players (seats 1 and 2), seeded from the deal's seed."""
    from calabresella import players

    kind = players.HeuristicPlayer if strength == "heuristic" else RandomPlayer
    return [RandomPlayer(0)] + [kind(seed * 3 + s) for s in (1, 2)]


def card_class(card: Card) -> str:
    """``cal-card-S3`` for 3♠: a CSS class naming a card in ASCII."""
    return f"cal-card-{card.suit.letter}{card.rank.value}"


def action_class(action: Action) -> str:
    """``cal-action-bid-solo`` for Bid(SOLO): a CSS class naming an action."""
    return "cal-action-" + str(action).replace(" ", "-").replace("♥", "H").replace("♦", "D").replace("♣", "C").replace("♠", "S")


class PlayApp(_App):
    """A whole deal, or a nine-deal session, against two computer players."""

    def __init__(
        self,
        seed: int = 1,
        strength: str = "heuristic",
        style: str = "italian",
        session: bool = False,
        names: Sequence[str] = NAMES,
    ) -> None:
        super().__init__()
        self.names = tuple(names)
        self.seed_box = w.IntText(value=seed, description="Seed", layout=w.Layout(width="150px"))
        self.strength = w.Dropdown(options=["heuristic", "random"], value=strength, description="Computer")
        self.style_choice = w.Dropdown(options=["italian", "french"], value=style, description="Suits")
        self.mode = w.Dropdown(options=["one deal", "session"], value="session" if session else "one deal", description="Play")
        self.mode.add_class("cal-mode")
        self.new_button = w.Button(description="New game", button_style="info")
        self.new_button.add_class("cal-new")
        self.next_button = w.Button(description="Next deal", button_style="info")
        self.next_button.add_class("cal-next")
        self.hint = w.ToggleButton(value=False, description="Hint", tooltip="mark the cards you may play")
        self.hint.add_class("cal-hint")
        self.status = w.HTML()
        self.status.add_class("cal-status")
        self.table = w.HTML()
        self.choices = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.hand = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.log = w.HTML()
        self.score = w.HTML()
        self.score.add_class("cal-score")
        self.new_button.on_click(self.on_new)
        self.next_button.on_click(self.on_next)
        self.hint.observe(lambda _change: self._refresh(), names="value")
        self.style_choice.observe(lambda _change: self._refresh(), names="value")
        self.ui = w.VBox(
            [
                w.HBox([self.seed_box, self.strength, self.style_choice, self.mode, self.new_button]),
                self.status,
                self.table,
                self.choices,
                w.HBox([self.hand, self.hint]),
                self.messages,
                self.score,
                self.next_button,
                self.log,
            ]
        )
        self.selected_share: set[Card] = set()
        self.renders = 0
        self.on_new()

    # ----------------------------------------------------------------- game flow

    @shows_errors
    def on_new(self, _button: Any = None) -> None:
        seed = int(self.seed_box.value)
        self.session: Session | None = Session.new(self.names, seed=seed) if self.mode.value == "session" else None
        self.deal_number = 0
        self._start_deal(seed)

    @shows_errors
    def on_next(self, _button: Any = None) -> None:
        if not self.deal.is_over:
            self.say("Finish this deal first.")
            return
        if self.session is not None:
            if self.session.is_over:
                self.say("The session is over: press New game for another.")
                return
        self.deal_number += 1
        self._start_deal(int(self.seed_box.value) + self.deal_number)

    def _start_deal(self, seed: int) -> None:
        # One deal: seat 2 deals, so the learner speaks first and leads (R9, R19).
        dealer = self.session.dealer if self.session is not None else 2
        self.deal = Deal.new(seed=seed, dealer=dealer)
        self.computers = computer_players(str(self.strength.value), seed)
        self.lines: list[str] = []
        self.recorded = False
        self.say("")
        self._computers_move()
        self._refresh()

    def act(self, action: Action) -> None:
        """The learner's action (what the buttons call); refused actions raise the engine's error."""
        if self.deal.to_move != HUMAN:
            self.say("Wait: it is not your turn.")
            return
        self._apply(action)
        self.say("")
        self._computers_move()
        self._refresh()

    def _apply(self, action: Action) -> None:
        before = self.deal
        self.deal = before.apply(action)
        self.lines.append(describe(before, action, self.deal, self.names, viewer=HUMAN))

    def _computers_move(self) -> None:
        while not self.deal.is_over and self.deal.to_move != HUMAN:
            seat = self.deal.to_move
            assert seat is not None
            self._apply(self.computers[seat].choose(self.deal.view(seat)))
        if self.deal.is_over and self.session is not None and not self.recorded:
            self.session = self.session.record(self.deal)
            self.recorded = True

    # ----------------------------------------------------------------- drawing

    def _refresh(self) -> None:
        from calabresella.svg import table_svg, trick_svg

        self.renders += 1
        deal, view = self.deal, self.deal.view(HUMAN)
        style = str(self.style_choice.value)
        self.table.value = str(table_svg(view, names=self.names, style=style))
        self.status.value = f"<b>{html.escape(self._status_text())}</b>"
        last = ""
        if deal.tricks:
            last = "<div>Last trick:</div>" + str(trick_svg(deal.tricks[-1], names=self.names, style=style, show_thirds=True))
        self.log.value = last + "<pre>" + html.escape("\n".join(self.lines[-14:])) + "</pre>"
        self._draw_choices(view.legal_actions if view.is_my_turn else ())
        self.score.value = self._score_html()
        self.next_button.layout.display = "" if deal.is_over and not (self.session and self.session.is_over) else "none"
        for widget in (*self.choices.children, *self.hand.children):
            widget.add_class(f"cal-r{self.renders}")

    def _status_text(self) -> str:
        deal = self.deal
        if deal.phase is Phase.ABANDONED:
            return "All three passed: the deal is abandoned, nothing is scored (R10). Press Next deal."
        if deal.is_over:
            return "The deal is over."
        who = "Your" if deal.to_move == HUMAN else f"{self.names[deal.to_move or 0]}'s"
        asks = {
            Phase.AUCTION: "pass or bid (R9)",
            Phase.CALL: "call a card (R11)",
            Phase.GIVE_BACK: "give a card back (R13)",
            Phase.DISCARD: f"discard {deal.to_discard[HUMAN]} more face down (R14)",
            Phase.ENHANCE: "choose plain, dividete or scegliete (R16)",
            Phase.SHARE: "choose the monte cards you take (R18)",
            Phase.DEFENDER_DISCARD: f"discard {deal.to_discard[HUMAN]} more face down ({deal.discard_rule()})",
            Phase.PLAY: "play a card (R20)",
        }
        tricks = f" Trick {len(deal.tricks) + 1} of 12." if deal.phase is Phase.PLAY else ""
        return f"{who} turn: {asks[deal.phase]}.{tricks}"

    def _draw_choices(self, legal: tuple[Action, ...]) -> None:
        phase = self.deal.phase
        buttons: list[w.Widget] = []
        if legal and phase in (Phase.AUCTION, Phase.ENHANCE):
            buttons = [self._action_button(a) for a in legal]
        elif legal and phase is Phase.CALL:
            picker = w.Dropdown(options=[(c.english + f" ({c})", c) for c in PACK], description="Call")
            picker.add_class("cal-call-picker")
            go = w.Button(description="Call this card", button_style="primary")
            go.add_class("cal-action-call")
            go.on_click(lambda _b: self._click(Call(picker.value)))
            buttons = [picker, go]
        elif legal and phase is Phase.SHARE:
            buttons = self._share_buttons()
        self.choices.children = buttons
        card_action = {Phase.GIVE_BACK: GiveBack, Phase.DISCARD: Discard, Phase.DEFENDER_DISCARD: Discard, Phase.PLAY: Play}
        kind = card_action.get(phase) if legal else None
        legal_cards = {a.card for a in legal if isinstance(a, (GiveBack, Discard, Play))}
        self.hand.children = [
            self._card_button(card, kind, card in legal_cards and bool(self.hint.value)) for card in self.deal.hands[HUMAN]
        ]

    def _action_button(self, action: Action) -> w.Button:
        button = w.Button(description=str(action).replace("bid ", "Bid ").capitalize(), button_style="primary")
        button.add_class("cal-action")
        button.add_class(action_class(action))
        button.on_click(lambda _b: self._click(action))
        return button

    def _card_button(self, card: Card, kind: Any, legal: bool) -> w.Button:
        style = str(self.style_choice.value)
        label = str(card) if style == "french" else f"{card.rank.value} {card.suit.value}"
        button = w.Button(description=label, layout=w.Layout(width="auto", min_width="64px"))
        button.add_class("cal-card")
        button.add_class(card_class(card))
        if legal:
            button.add_class("cal-legal")
            button.button_style = "success"
        button.disabled = kind is None
        if kind is not None:
            button.on_click(lambda _b: self._click(kind(card)))
        return button

    def _share_buttons(self) -> list[w.Widget]:
        toggles = []
        for card in self.deal.exposed_monte:
            toggle = w.ToggleButton(value=card in self.selected_share, description=str(card))
            toggle.add_class("cal-share-card")
            toggle.observe(lambda change, c=card: self._toggle_share(c, change["new"]), names="value")
            toggles.append(toggle)
        go = w.Button(description="I take these; my partner takes the rest", button_style="primary")
        go.add_class("cal-action-share")
        go.on_click(lambda _b: self._click(Share(tuple(sorted(self.selected_share)))))
        return [*toggles, go]

    def _toggle_share(self, card: Card, on: bool) -> None:
        if on:
            self.selected_share.add(card)
        else:
            self.selected_share.discard(card)

    @shows_errors
    def _click(self, action: Action) -> None:
        self.act(action)

    def _score_html(self) -> str:
        from calabresella.svg import score_svg

        result = self.deal.result
        if result is None:
            return ""
        lines = score_lines(result, self.names)
        parts = [str(score_svg(result)), "<pre class='cal-score-text'>" + html.escape("\n".join(lines)) + "</pre>"]
        if self.session is not None:
            rows = "".join(
                f"<tr><td>{place}</td><td>{html.escape(name)}</td><td>{balance:+d}</td></tr>"
                for place, name, balance in self.session.standings()
            )
            title = "Final standings" if self.session.is_over else f"Standings after {self.session.scored_deals} of 9 deals"
            parts.append(f"<b>{title}</b><table class='cal-standings'>{rows}</table>")
        return "".join(parts)
