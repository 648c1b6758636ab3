"""The choices and the hand as buttons: what the learner clicks (CSS classes ``cal-action``,
``cal-action-<text>``, ``cal-card``, ``cal-card-<letter><rank>``, ``cal-share-card``…).

:class:`ChoiceButtons` draws the choices of the moment (a button each, the pictures of the
cards to call, the monte's cards to share, as the game's prompts say: ``choice_panel``) and
the learner's hand (each card the action its prompts' ``card_kind`` says); a click of a
button of an earlier moment is refused, never applied to the deal on the table.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from calabresella.engine.actions import Bid, Call, Discard, Enhance, GiveBack, Pass, Play, Share
from calabresella.engine.cards import PACK, Card
from calabresella.engine.naming import card_name, card_words
from calabresella.show.play.controller import PlayController, on_page
from calabresella.show.play.settings import page_choices
from calabresella.show.widgets import picture_class
from calabresella.words import N_, Message, _, msg, pgettext, said

LEAD_SIGNALS = tuple(signal for choice in page_choices() for signal in choice.prompts.LEAD_SIGNALS)
"""Every signal a lead may carry in a game of the page, with what it means (V5)."""

NO_SIGNAL = N_("no signal")
"""The Signal setting's first choice: the card is led without a signal."""

SIGNALS = (NO_SIGNAL, *dict.fromkeys(value for value, _meaning in LEAD_SIGNALS))
"""What the Tressette leader may say with the card led (V5): signals, never rules."""


def signal_words(signal: str) -> str:
    """A signal of :data:`SIGNALS` as the Signal setting shows it, in the language chosen
    (the signals are the game's own words, marked for the catalogue by the game)."""
    return _(signal)

TICK = "✓ "
"""What a monte card taken in a share shows before its name: a character, so the tick shows
without the icon font (which a page served offline cannot load)."""

CARD_ACTIONS = (GiveBack, Discard, Play)
"""The actions of a card of the hand: clicked in the hand, never a button of their own."""


def card_class(card: Card) -> str:
    """``cal-card-S3`` for 3♠: a CSS class naming a card in ASCII."""
    return f"cal-card-{card.suit.letter}{card.rank.value}"


def action_class(action: Any) -> str:
    """``cal-action-bid-solo`` for Bid(SOLO): a CSS class naming an action."""
    return "cal-action-" + str(action).replace(" ", "-").replace("♥", "H").replace("♦", "D").replace("♣", "C").replace("♠", "S")


def action_label(action: Any, prompts: Any) -> str:
    """What the button of ``action`` says, in plain words: the game's own (its prompts), or
    the action's words capitalised."""
    label = prompts.action_label(action)
    if label is not None:
        return said(label)
    if isinstance(action, Pass):
        return pgettext("button", "Pass")
    if isinstance(action, Bid):
        return str(msg("Bid {contract}", contract=action.contract))
    if isinstance(action, Enhance):
        value = action.enhancement.value
        return str(msg("Enhance {enhancement}", enhancement=_(ENHANCEMENT_WORDS[value]) if value in ENHANCEMENT_WORDS
                       else value))
    return str(action).capitalize()  # an action of a game whose prompts give it no label: its own words


ENHANCEMENT_WORDS = {"plain": N_("plain"), "dividete": N_("dividete"), "scegliete": N_("scegliete")}
"""R16–R18: the Solissimo enhancements as a button names them (the game's own words)."""


class ChoiceButtons(PlayController):
    """The choices and the hand of the learner, as buttons (the layout makes their boxes)."""

    choices: w.HBox
    hand: w.HBox
    hand_label: w.HTML
    hint: w.ToggleButton
    signal: w.Dropdown
    selected_share: set[Card]

    def _draw_choices(self, legal: tuple[Any, ...]) -> None:
        panel = self.prompts.choice_panel(self.deal) if legal else "actions"
        buttons: list[w.Widget]
        if panel == "call":
            buttons = self._call_buttons()
        elif panel == "share":
            buttons = self._share_buttons()
        else:
            buttons = [self._action_button(a) for a in legal if not isinstance(a, CARD_ACTIONS)]
        kind = self.prompts.card_kind(self.deal) if legal else None
        legal_cards = {a.card for a in legal if isinstance(a, CARD_ACTIONS)}
        hand = self.deal.hands[self.me] if self.me is not None else ()
        cards = [self._card_button(card, kind, card in legal_cards and bool(self.hint.value)) for card in hand]
        old = (*self.choices.children, *self.hand.children)
        self.choices.children = buttons
        self.hand.children = cards
        self.hand_label.layout.display = "" if cards else "none"
        for widget in old:  # gone from the page: free them, so a late click on one cannot arrive
            widget.close()

    def _action_button(self, action: Any) -> w.Button:
        button = w.Button(description=self.words(action_label(action, self.prompts)), button_style="primary",
                          layout=w.Layout(width="auto"))
        button.add_class("cal-action")
        button.add_class(action_class(action))
        shown = self.deal
        button.on_click(lambda _b: self._click(action, shown))
        return button

    def _card_button(self, card: Card, kind: Any, legal: bool) -> w.Button:
        button = w.Button(description=card_name(card, self.style), tooltip=card_words(card, self.style))
        for css in ("cal-card", card_class(card), "cal-pic", picture_class(card)):
            button.add_class(css)
        if legal:  # marked by the page's CSS (a green outline, dark letters), not the white-lettered "success"
            button.add_class("cal-legal")
        button.disabled = kind is None
        if kind is not None:
            shown = self.deal
            button.on_click(lambda _b: self._click_card(card, kind, shown))
        return button

    def _click_card(self, card: Card, kind: Any, shown: Any) -> None:
        # V5: a lead may carry the signal chosen beside the hand (the engine refuses it on a follow).
        signal = str(self.signal.value)
        signals = {value for value, _meaning in self.prompts.lead_signals(self.deal)}
        if kind is Play and signal in signals and shown is self.deal:
            self._click(self.prompts.signalled_lead(card, signal), shown)
        else:
            self._click(kind(card), shown)

    def _call_buttons(self) -> list[w.Widget]:
        """R11: a picture of every card the learner may call, suit by suit; a click calls it."""
        shown = self.deal
        mine = set(self.deal.hands[self.me]) if self.me is not None else set()
        buttons: list[w.Widget] = []
        for card in PACK:
            action = Call(card)
            name = card_name(card, self.style)
            own = card in mine
            tooltip: Message | str = self.prompts.call_tooltip(card) if own else msg(
                "call the {card}", card=card_words(card, self.style))
            button = w.Button(description=name, tooltip=self.words(tooltip))
            for css in ("cal-action", "cal-call-card", action_class(action), "cal-pic", "cal-pic-small",
                        picture_class(card), *(("cal-call-own",) if own else ())):
                button.add_class(css)
            button.on_click(lambda _b, a=action: self._click(a, shown))
            buttons.append(button)
        return buttons

    def _share_buttons(self) -> list[w.Widget]:
        shown = self.deal
        toggles = []
        for card in self.deal.exposed_monte:
            chosen = card in self.selected_share
            name = card_name(card, self.style)
            toggle = w.ToggleButton(value=chosen, description=TICK + name if chosen else name,
                                    icon="check" if chosen else "",
                                    tooltip=_("click to take it; click again to leave it"))
            for css in ("cal-share-card", card_class(card), "cal-pic", picture_class(card)):
                toggle.add_class(css)
            toggle.observe(lambda change, c=card, t=toggle: self._toggle_share(c, change["new"], shown, t),
                           names="value")
            toggles.append(toggle)
        go = w.Button(description=_("I take these; my partner takes the rest"), button_style="primary")
        go.add_class("cal-action-share")
        go.on_click(lambda _b: self._click(Share(tuple(sorted(self.selected_share))), shown))
        return [*toggles, go]

    def _toggle_share(self, card: Card, on: bool, shown: Any = None, toggle: w.ToggleButton | None = None) -> None:
        if shown is not None and shown is not self.deal:
            return  # a toggle of an earlier share: the current selection is not its
        if toggle is not None:  # a tick on a card taken, so the choice shows
            name = card_name(card, self.style)
            toggle.description = TICK + name if on else name
            toggle.icon = "check" if on else ""
        if on:
            self.selected_share.add(card)
        else:
            self.selected_share.discard(card)

    @on_page
    def _click(self, action: Any, shown: Any = None) -> None:
        if shown is not None and shown is not self.deal:
            self.say(msg("That button was for an earlier moment of the game; use the buttons shown now."))
            return
        self.act(action)
