"""Play against the computer: a widget app for one learner against two computer players.

The learner sits at seat 0 and sees only ``deal.view(0)``. Every choice is a
button; a card that may not be played is refused with the engine's explanation,
and *Hint* marks the legal cards. Used by ``notebooks/11_play.ipynb`` (also
served without code by ``make play``, with Voila).

The settings (seed, computer strength, one deal or a session) are read when *New game*
is pressed and kept for the whole game: changing them in between only says that *New
game* will use them. A bad seed is refused beside the Seed box (``cal-setting-error``)
and changes nothing. A button left from an earlier moment of the game (a double click,
a click that arrives after the table was redrawn) is refused, never applied to the
current deal.

Buttons carry CSS classes so that a browser test can click them:
``cal-action`` (auction and enhancement choices, with ``cal-action-<text>``),
``cal-card`` and ``cal-card-<letter><rank>`` (e.g. ``cal-card-S3`` for 3♠), ``cal-legal`` on
the legal cards while a hint is shown, ``cal-share-card`` with ``cal-card-<letter><rank>``
on the toggles of a scegliete share, and ``cal-score`` on the final score. Every
button also carries ``cal-r<N>``, N counting the app's redraws (:attr:`PlayApp.renders`),
so a test can wait for the current buttons and never click one being replaced.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from calabresella.engine.actions import Action, Call, Discard, GiveBack, Play, Share
from calabresella.engine.cards import PACK, Card
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    check_bool,
    check_instance,
    check_int,
)
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.players import Player, RandomPlayer
from calabresella.games.italian.session import Session
from calabresella.show.narrate import NAMES, describe, score_lines
from calabresella.show.widgets import (
    MAX_SEED,
    STYLES,
    _App,
    check_choice,
    check_seed,
    seed_refusal,
    setting_label,
    show_refusal,
    shows_errors,
)

HUMAN = 0

STRENGTHS = ("heuristic", "random")
"""The computer players on offer."""

MODES = ("one deal", "session")
"""What *New game* starts: one deal, or a session of nine scored deals (R30)."""


def computer_players(strength: str, seed: int) -> list[Player]:
    """The two computer players (seats 1 and 2), seeded from the deal's seed."""
    from calabresella.games.italian import players

    strength = check_choice(strength, "strength", STRENGTHS)
    seed = check_int(seed, "seed", 0)
    kind = players.HeuristicPlayer if strength == "heuristic" else RandomPlayer
    return [RandomPlayer(0)] + [kind(seed * 3 + s) for s in (1, 2)]


def deal_seed(seed: int, number: int) -> int:
    """The seed of deal ``number`` (0, 1, …) of a game begun with ``seed``: the next seeds
    in turn, wrapping after 2**31 - 1 so that every deal's seed is a seed."""
    return (seed + number) % (MAX_SEED + 1)


def check_names(names: Any) -> tuple[str, ...]:
    """``names`` as a tuple if it is three different names (R1); else a clear error."""
    expected = "three different names, such as ('Anna', 'Bruno', 'Carla') (R1)"
    check_instance(names, (list, tuple), "names", expected)
    chosen = tuple(names)
    if not all(isinstance(n, str) for n in chosen):
        raise ArgumentTypeError(f"names must be {expected}, got {names!r}")
    if len(chosen) != 3 or len(set(chosen)) != 3 or not all(n.strip() for n in chosen):
        raise ArgumentValueError(f"names must be {expected}, got {names!r}")
    return chosen


@dataclass(frozen=True)
class GameSettings:
    """What *New game* read from the settings: the game in progress keeps them."""

    seed: int
    strength: str
    session: bool


def card_class(card: Card) -> str:
    """``cal-card-S3`` for 3♠: a CSS class naming a card in ASCII."""
    return f"cal-card-{card.suit.letter}{card.rank.value}"


def action_class(action: Action) -> str:
    """``cal-action-bid-solo`` for Bid(SOLO): a CSS class naming an action."""
    return "cal-action-" + str(action).replace(" ", "-").replace("♥", "H").replace("♦", "D").replace("♣", "C").replace("♠", "S")


class PlayApp(_App):
    """A whole deal, or a nine-deal session, against two computer players.

    The constructor's arguments are checked first: a seed is a whole number from 0 to
    2**31 - 1, ``strength`` one of :data:`STRENGTHS`, ``style`` one of ``'italian'``,
    ``'french'``, ``names`` three different names; anything else raises
    :class:`~calabresella.engine.errors.ArgumentValueError` or
    :class:`~calabresella.engine.errors.ArgumentTypeError` saying what is allowed.
    """

    def __init__(
        self,
        seed: int = 1,
        strength: str = "heuristic",
        style: str = "italian",
        session: bool = False,
        names: Sequence[str] = NAMES,
    ) -> None:
        seed = check_seed(seed)
        strength = check_choice(strength, "strength", STRENGTHS)
        style = check_choice(style, "style", STYLES)
        session = check_bool(session, "session")
        super().__init__()
        self.names = check_names(names)
        self.seed_box = w.IntText(value=seed, description="Seed", layout=w.Layout(width="150px"))
        self.seed_box.add_class("cal-seed")
        self.setting_error = setting_label()
        self.strength = w.Dropdown(options=list(STRENGTHS), value=strength, description="Computer")
        self.strength.add_class("cal-strength")
        self.style_choice = w.Dropdown(options=list(STYLES), value=style, description="Suits")
        self.style_choice.add_class("cal-style")
        self.mode = w.Dropdown(options=list(MODES), value=MODES[1] if session else MODES[0], description="Play")
        self.mode.add_class("cal-mode")
        self.new_button = w.Button(description="New game", button_style="info")
        self.new_button.add_class("cal-new")
        self.setting_note = w.HTML()
        self.setting_note.add_class("cal-setting-note")
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
        self.hint.observe(self._on_display_change, names="value")
        self.style_choice.observe(self._on_display_change, names="value")
        for setting in (self.seed_box, self.strength, self.mode):
            setting.observe(self._on_setting_change, names="value")
        self.ui = w.VBox(
            [
                w.HBox(
                    [self.seed_box, self.setting_error, self.strength, self.style_choice, self.mode, self.new_button],
                    layout=w.Layout(flex_flow="row wrap"),
                ),
                self.setting_note,
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
        self.call_choice: Card | None = None
        self.renders = 0
        self._new_game(GameSettings(seed=seed, strength=strength, session=session))

    # ----------------------------------------------------------------- settings

    def _settings_shown(self) -> GameSettings:
        """The settings the widgets show now; raises the package's errors for a bad one."""
        return GameSettings(
            seed=check_seed(self.seed_box.value),
            strength=check_choice(self.strength.value, "strength", STRENGTHS),
            session=check_choice(self.mode.value, "play", MODES) == "session",
        )

    def _check_settings(self) -> GameSettings | None:
        """The settings shown if they are good (and a note if they differ from the game's);
        else None, with the refusal in plain words beside the Seed box."""
        refusal = seed_refusal(self.seed_box.value)
        show_refusal(self.setting_error, refusal or "")
        if refusal is not None:
            self.setting_note.value = ""
            return None
        settings = self._settings_shown()
        pending = settings != self.settings
        self.setting_note.value = (
            "<i>Press New game to play with these settings; the game in progress goes on as it began.</i>"
            if pending
            else ""
        )
        return settings

    @shows_errors
    def _on_setting_change(self, _change: Any = None) -> None:
        # While typing, only say whether New game would change anything: a bad seed is
        # refused when New game is pressed, and a good one clears an earlier refusal.
        try:
            self._settings_shown()
        except (ArgumentTypeError, ArgumentValueError):
            self.setting_note.value = ""
            return
        self._check_settings()

    @shows_errors
    def _on_display_change(self, _change: Any = None) -> None:
        self._refresh()

    # ----------------------------------------------------------------- game flow

    @shows_errors
    def on_new(self, _button: Any = None) -> None:
        settings = self._check_settings()
        if settings is None:  # refused beside the setting; nothing else changes
            return
        self._new_game(settings)

    def _new_game(self, settings: GameSettings) -> None:
        # Everything is made before anything is replaced: a failure leaves the old game whole.
        session = Session.new(self.names, seed=settings.seed) if settings.session else None
        deal, computers = self._make_deal(settings, session, 0)
        self.settings, self.session, self.deal_number = settings, session, 0
        self._begin(deal, computers)
        self._check_settings()

    @shows_errors
    def on_next(self, _button: Any = None) -> None:
        if not self.deal.is_over:
            self.say("Finish this deal first.")
            return
        if self.session is not None and self.session.is_over:
            self.say("The session is over: press New game for another.")
            return
        deal, computers = self._make_deal(self.settings, self.session, self.deal_number + 1)
        self.deal_number += 1
        self._begin(deal, computers)

    @staticmethod
    def _make_deal(settings: GameSettings, session: Session | None, number: int) -> tuple[Deal, list[Player]]:
        # One deal: seat 2 deals, so the learner speaks first and leads (R9, R19).
        seed = deal_seed(settings.seed, number)
        dealer = session.dealer if session is not None else 2
        return Deal.new(seed=seed, dealer=dealer), computer_players(settings.strength, seed)

    def _begin(self, deal: Deal, computers: list[Player]) -> None:
        self.deal, self.computers = deal, computers
        self.lines: list[str] = []
        self.recorded = False
        self.selected_share.clear()
        self.call_choice = None
        self.say("")
        self._computers_move()
        self._refresh()

    def act(self, action: Action) -> None:
        """The learner's action (what the buttons call); refused actions raise the engine's error."""
        if self.deal.is_over:
            if self.session is not None and self.session.is_over:
                self.say("The session is over: press New game for another.")
            else:
                self.say("This deal is over: press Next deal (or New game).")
            return
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
        # A choice in progress belongs to the state it was made in: a share or a call starts afresh.
        self.selected_share.clear()
        self.call_choice = None
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
        from calabresella.show.svg import table_svg, trick_svg

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
            buttons = self._call_buttons()
        elif legal and phase is Phase.SHARE:
            buttons = self._share_buttons()
        card_action = {Phase.GIVE_BACK: GiveBack, Phase.DISCARD: Discard, Phase.DEFENDER_DISCARD: Discard, Phase.PLAY: Play}
        kind = card_action.get(phase) if legal else None
        legal_cards = {a.card for a in legal if isinstance(a, (GiveBack, Discard, Play))}
        cards = [self._card_button(card, kind, card in legal_cards and bool(self.hint.value)) for card in self.deal.hands[HUMAN]]
        old = (*self.choices.children, *self.hand.children)
        self.choices.children = buttons
        self.hand.children = cards
        for widget in old:  # gone from the page: free them, so a late click on one cannot arrive
            widget.close()

    def _action_button(self, action: Action) -> w.Button:
        button = w.Button(description=str(action).replace("bid ", "Bid ").capitalize(), button_style="primary")
        button.add_class("cal-action")
        button.add_class(action_class(action))
        shown = self.deal
        button.on_click(lambda _b: self._click(action, shown))
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
            shown = self.deal
            button.on_click(lambda _b: self._click(kind(card), shown))
        return button

    def _call_buttons(self) -> list[w.Widget]:
        options = [(c.english + f" ({c})", c) for c in PACK]
        picker = w.Dropdown(options=options, value=self.call_choice or PACK[0], description="Call")
        picker.add_class("cal-call-picker")
        shown = self.deal
        picker.observe(lambda change: self._choose_call(change["new"], shown), names="value")
        go = w.Button(description="Call this card", button_style="primary")
        go.add_class("cal-action-call")
        go.on_click(lambda _b: self._click(Call(picker.value), shown))
        return [picker, go]

    def _choose_call(self, card: Card, shown: Deal) -> None:
        if shown is self.deal:  # kept, so a redraw (Hint, Suits) shows the same card chosen
            self.call_choice = card

    def _share_buttons(self) -> list[w.Widget]:
        shown = self.deal
        toggles = []
        for card in self.deal.exposed_monte:
            toggle = w.ToggleButton(value=card in self.selected_share, description=str(card))
            toggle.add_class("cal-share-card")
            toggle.add_class(card_class(card))
            toggle.observe(lambda change, c=card: self._toggle_share(c, change["new"], shown), names="value")
            toggles.append(toggle)
        go = w.Button(description="I take these; my partner takes the rest", button_style="primary")
        go.add_class("cal-action-share")
        go.on_click(lambda _b: self._click(Share(tuple(sorted(self.selected_share))), shown))
        return [*toggles, go]

    def _toggle_share(self, card: Card, on: bool, shown: Deal | None = None) -> None:
        if shown is not None and shown is not self.deal:
            return  # a toggle of an earlier share: the current selection is not its
        if on:
            self.selected_share.add(card)
        else:
            self.selected_share.discard(card)

    @shows_errors
    def _click(self, action: Action, shown: Deal | None = None) -> None:
        if shown is not None and shown is not self.deal:
            self.say("That button was for an earlier moment of the game; use the buttons shown now.")
            return
        self.act(action)

    def _score_html(self) -> str:
        from calabresella.show.svg import score_svg

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
