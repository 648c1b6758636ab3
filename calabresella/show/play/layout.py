"""The play page's widgets and their arrangement: the settings, the table with its side panel,
the clickable hand, the score, and the places (*slots*) where the panels put theirs.

:class:`PlayLayout` makes the page's own widgets, lets each panel make and place its own
(:meth:`PlayLayout._place`), arranges them all, answers the settings, and draws the game as
it stands (:meth:`PlayLayout._refresh`): the table, whose turn, the choices and the hand as
buttons (:mod:`calabresella.show.play.buttons`; each tagged ``cal-r<N>``), the result and the score.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.show.names import translate_svg
from calabresella.show.play.buttons import LEAD_SIGNALS, SIGNALS, ChoiceButtons
from calabresella.show.play.settings import (
    GAMES,
    MODES,
    STRENGTHS,
    GameSettings,
    check_profile,
    combination_refusal,
    game_profiles,
    page_choices,
)
from calabresella.show.widgets import (
    STYLES,
    check_choice,
    check_seed,
    page_style,
    seed_refusal,
    setting_label,
    show_refusal,
    shows_errors,
)

PLAY_CSS = """
.cal-app.widget-vbox { display: grid; grid-template-columns: minmax(0, 11fr) minmax(240px, 9fr); column-gap: 12px;
  align-items: start; }
.cal-app.widget-vbox > * { grid-column: 1 / -1; }
.cal-app.widget-vbox > .cal-table { grid-column: 1; }
.cal-app.widget-vbox > .cal-side { grid-column: 2; max-height: max(31vw, 220px); overflow-y: auto; }
.cal-app .cal-side > * { flex-shrink: 0; }
.cal-app .cal-table svg { display: block; }
.cal-app .cal-hand .cal-pic { width: 70px; min-width: 70px; min-height: 108px; padding-top: 84px;
  background-size: 49px 78px; font-size: 11px; }
.cal-app .cal-pic.cal-legal { color: #1a1a1a; }
.cal-app .cal-notice { font-size: 14px; padding: 6px 10px; border-radius: 6px; margin: 2px 0; color: #1a1a1a; }
.cal-app .cal-notice-refusal { background: #fdecea; border: 2px solid #b3261e; }
.cal-app .cal-notice-info { background: #e8f0fe; border: 1px solid #1a73e8; }
.cal-app .cal-notice-thinking { background: #fff8e1; border: 2px solid #b8860b; font-style: italic; }
.cal-app .cal-expert-table { border-collapse: collapse; margin: 4px 0; }
.cal-app .cal-expert-table th, .cal-app .cal-expert-table td { padding: 2px 10px; border-bottom: 1px solid #ccc;
  text-align: left; vertical-align: bottom; }
.cal-app a.cal-save-link { display: inline-block; padding: 4px 12px; border-radius: 4px; background: #1565c0;
  color: #ffffff; text-decoration: none; font-weight: bold; }
.cal-app .cal-call-own { outline: 3px dashed #b8860b; outline-offset: -3px; }
.cal-app .cal-call-own::after { content: " (yours)"; font-weight: bold; }
.cal-app .cal-upload { font-size: 0; }
.cal-app .cal-upload i { display: none; }
.cal-app .cal-upload::after { content: "Replay a saved deal (choose its file)"; font-size: 13px; }
"""
"""The play page's own layout: the table with a side panel beside it (whose turn, what was
refused, who is thinking, the choices and the expert's answers), the clickable hand right
below them; the legal cards of a hint in dark letters; the expert's table spaced; the
save link drawn as a button; the upload button without its file count."""

SLOTS = ("side-buttons", "side-answers", "deal-buttons", "files", "below")
"""Where a panel may put a widget: the row of buttons in the side panel, the answers below
them, the row of buttons below the score, the row of the deal's file, the foot of the page."""

NOTICE_KINDS = ("refusal", "info", "thinking")
"""The kinds of note shown beside the hand (CSS class ``cal-notice-<kind>``)."""

def notice_html(text: str, kind: str) -> str:
    """``text`` as the note beside the hand, styled as what it is (:data:`NOTICE_KINDS`); "" for no text."""
    kind = check_choice(kind, "kind", NOTICE_KINDS)
    if not text:
        return ""
    return f"<div class='cal-notice cal-notice-{kind}'>{html.escape(text)}</div>"


def _pictures() -> Any:
    """The module that draws the table, a trick and a score (:mod:`calabresella.show.svg`,
    which draws every game's): the one place to switch to the game objects' ``pictures``."""
    from calabresella.show import svg

    return svg


class PlayLayout(ChoiceButtons):
    """The page's widgets, their arrangement and the drawing of the game in progress."""

    def _build(self, seed: int, strength: str, style: str, session: bool, game: str, profile: str) -> None:
        """Make every widget (the page's own, then each panel's), then arrange them."""
        self._slots: dict[str, list[tuple[int, w.Widget]]] = {slot: [] for slot in SLOTS}
        wide = w.Layout
        self.game_choice = w.Dropdown(options=[(c.label, c.key) for c in page_choices()], value=game,
                                      description="Game", layout=wide(width="340px"))
        self.profile_choice = w.Dropdown(options=list(game_profiles(game)), value=profile, description="Rules",
                                         layout=wide(width="250px"))
        self.seed_box = w.IntText(value=seed, description="Seed", layout=wide(width="130px"))
        self.setting_error = setting_label()
        self.strength = w.Dropdown(options=list(STRENGTHS), value=strength, description="Computer",
                                   layout=wide(width="240px"))
        self.style_choice = w.Dropdown(options=list(STYLES), value=style, description="Suits", layout=wide(width="200px"))
        self.mode = w.Dropdown(options=list(MODES), value=MODES[1] if session else MODES[0], description="Play",
                               layout=wide(width="210px"))
        self.new_button = w.Button(description="New game", button_style="info")
        self.setting_note, self.game_note = w.HTML(), w.HTML()
        self.next_button = w.Button(description="Next deal", button_style="info")
        self.hint = w.ToggleButton(value=False, description="Hint", tooltip="mark the cards you may play")
        self.signal = w.Dropdown(options=list(SIGNALS), value=SIGNALS[0], description="Signal",
                                 layout=wide(width="220px"))
        self.signal_help = w.HTML(
            "<small>" + "; ".join(f"<b>{value}</b>: {html.escape(meaning)}" for value, meaning in LEAD_SIGNALS)
            + " (signals to your partner, never rules; V5)</small>"
        )
        self.signal_box = w.VBox([self.signal, self.signal_help])
        self.status = w.HTML()
        self.notice = w.HTML()
        """The last message (a refusal, who is thinking, what happened), in the side panel beside the hand."""
        self.css = w.HTML(self._page_css(style))
        self._css_style = style
        self.result_banner, self.table = w.HTML(), w.HTML()
        self.choices = w.HBox(layout=wide(flex_flow="row wrap"))
        self.choice_help = w.HTML()
        self.hand = w.HBox(layout=wide(flex_flow="row wrap"))
        self.hand_label = w.HTML("<b>Your hand</b> — click a card below to play it (or to give, discard or call it)")
        self.log, self.score = w.HTML(), w.HTML()
        self.undo_button = w.Button(description="↶ Undo my last move", layout=wide(width="auto"),
                                    tooltip="back to your previous choice; the computers' moves after it are undone too")
        for widget, css in ((self.game_choice, "cal-game"), (self.profile_choice, "cal-profile"),
                            (self.seed_box, "cal-seed"), (self.strength, "cal-strength"),
                            (self.style_choice, "cal-style"), (self.mode, "cal-mode"), (self.new_button, "cal-new"),
                            (self.setting_note, "cal-setting-note"), (self.game_note, "cal-game-note"),
                            (self.next_button, "cal-next"), (self.hint, "cal-hint"), (self.signal, "cal-signal"),
                            (self.status, "cal-status"), (self.notice, "cal-notice-box"),
                            (self.result_banner, "cal-result-banner"), (self.table, "cal-table"),
                            (self.choice_help, "cal-explain"), (self.hand, "cal-hand"),
                            (self.hand_label, "cal-hand-label"), (self.log, "cal-log"), (self.score, "cal-score"),
                            (self.undo_button, "cal-undo")):
            widget.add_class(css)
        self.undo_button.on_click(self.on_undo)
        self.new_button.on_click(self.on_new)
        self.next_button.on_click(self.on_next)
        self.hint.observe(self._on_display_change, names="value")
        self.style_choice.observe(self._on_display_change, names="value")
        self.game_choice.observe(self._on_game_change, names="value")
        for setting in (self.seed_box, self.strength, self.mode, self.profile_choice):
            setting.observe(self._on_setting_change, names="value")
        self._place("side-buttons", 20, self.hint)
        self._place("side-buttons", 40, self.undo_button)
        self._place("deal-buttons", 10, self.next_button)
        self._make_panels()
        self._arrange()
        self.selected_share: set[Card] = set()
        self.renders = 0

    def _place(self, slot: str, order: int, widget: w.Widget) -> None:
        """Put ``widget`` in ``slot`` (one of :data:`SLOTS`), before the widgets of a higher ``order``."""
        self._slots[check_choice(slot, "slot", SLOTS)].append((order, widget))

    def _slot(self, slot: str) -> list[w.Widget]:
        return [widget for _order, widget in sorted(self._slots[slot], key=lambda placed: placed[0])]

    def _make_panels(self) -> None:
        """Each panel makes its widgets and places them (each panel's, in turn)."""

    def _draw_panels(self, busy: bool) -> None:
        """Each panel draws itself for the game as it stands (each panel's, in turn)."""

    def _arrange(self) -> None:
        wrap = w.Layout(flex_flow="row wrap")
        self.side = w.VBox(
            [
                self.status,
                self.notice,  # beside the table, just above the hand: a refusal is seen where one clicks
                self.choices,
                self.signal_box,
                w.HBox(self._slot("side-buttons"), layout=wrap),
                *self._slot("side-answers"),  # the answers right below their buttons, in sight before the long help
                self.choice_help,
            ]
        )
        self.side.add_class("cal-side")
        self.ui = w.VBox(
            [
                self.css,
                w.HBox([self.game_choice, self.profile_choice, self.mode, self.seed_box, self.setting_error,
                        self.strength, self.style_choice, self.new_button], layout=wrap),
                self.setting_note,
                self.result_banner,
                self.table,
                self.side,
                self.hand_label,
                self.hand,
                self.game_note,
                self.score,
                w.HBox(self._slot("deal-buttons"), layout=w.Layout(flex_flow="row wrap")),
                w.HBox(self._slot("files"), layout=w.Layout(flex_flow="row wrap", align_items="center")),
                *self._slot("below"),
                self.log,
            ]
        )
        self.ui.add_class("cal-app")

    # ----------------------------------------------------------------- settings

    def _settings_shown(self) -> GameSettings:
        """The settings the widgets show now; raises the package's errors for a bad one."""
        game = check_choice(self.game_choice.value, "game", GAMES)
        return GameSettings(
            seed=check_seed(self.seed_box.value),
            strength=check_choice(self.strength.value, "strength", STRENGTHS),
            session=check_choice(self.mode.value, "play", MODES) == "session",
            game=game,
            profile=check_profile(game, self.profile_choice.value),
        )

    def _refusal_shown(self) -> str | None:
        """Plain words refusing the settings shown (a bad seed, a game that cannot be played
        so); None if they are good."""
        refusal = seed_refusal(self.seed_box.value)
        if refusal is None:
            refusal = combination_refusal(str(self.game_choice.value), self.mode.value == "session",
                                          str(self.strength.value))
        return refusal

    def _check_settings(self) -> GameSettings | None:
        """The settings shown if they are good (and a note if they differ from the game's);
        else None, with the refusal in plain words beside the settings."""
        refusal = self._refusal_shown()
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

    def _settings_taken(self) -> None:
        self._check_settings()

    @shows_errors
    def _on_setting_change(self, _change: Any = None) -> None:
        # While typing, only say whether New game would change anything: a bad seed is
        # refused when New game is pressed, and a good one clears an earlier refusal. A game
        # that cannot be played as chosen is refused at once (nothing is being typed).
        if seed_refusal(self.seed_box.value) is not None:
            self.setting_note.value = ""
            return
        if combination_refusal(str(self.game_choice.value), self.mode.value == "session",
                               str(self.strength.value)) is not None:
            self._check_settings()
            return
        try:
            self._settings_shown()
        except (ArgumentTypeError, ArgumentValueError):
            self.setting_note.value = ""
            return
        self._check_settings()

    @shows_errors
    def _on_game_change(self, _change: Any = None) -> None:
        # Each game has its own rule profiles: offer them, the game's default chosen.
        profiles = game_profiles(str(self.game_choice.value))
        self.profile_choice.unobserve(self._on_setting_change, names="value")
        try:
            self.profile_choice.options = list(profiles)
            self.profile_choice.value = profiles[0]
        finally:
            self.profile_choice.observe(self._on_setting_change, names="value")
        self._on_setting_change()

    @shows_errors
    def _on_display_change(self, _change: Any = None) -> None:
        self._refresh()

    @shows_errors
    def on_new(self, _button: Any = None) -> None:
        settings = self._check_settings()
        if settings is None:  # refused beside the setting; nothing else changes
            return
        self._new_game(settings)

    @shows_errors
    def on_next(self, _button: Any = None) -> None:
        self.next_deal()

    @shows_errors
    def on_undo(self, _button: Any = None) -> None:
        """Take back the learner's last move of this deal (:meth:`PlayController.undo`)."""
        self.undo()

    # ----------------------------------------------------------------- drawing

    @property
    def style(self) -> str:
        """The suit style shown now: 'italian' or 'french'."""
        return str(self.style_choice.value)

    def _moment_changed(self, signal: bool = True) -> None:
        self.selected_share.clear()
        if signal:
            self.signal.value = SIGNALS[0]

    def _dealt(self) -> None:
        self.game_note.value = f"<i>{html.escape(self.game_note_text())}</i>"

    def _draw_notice(self) -> None:
        shown = self.last_message
        self.notice.value = notice_html(shown, "refusal" if self.last_refused else "info")

    def thinking_text(self, seat: int) -> str:
        """What the page says while the computer at ``seat`` thinks."""
        return (f"{self.deal_names[seat]} is thinking… (the expert computer player takes a second or two; "
                "your cards wait until it has played)")

    def _show_thinking(self, seat: int) -> None:
        """Before the expert at ``seat`` thinks: the game drawn as it stands (the learner's card
        already in the trick), nothing to click meanwhile, and who is thinking beside the hand.
        Widget changes made now reach the browser at once, before the long computation."""
        self._refresh(busy=True)
        self.notice.value = notice_html(self.thinking_text(seat), "thinking")

    @staticmethod
    def _page_css(style: str) -> str:
        """The page's ``<style>``: the play pages' (:func:`page_style`) and this page's layout (:data:`PLAY_CSS`)."""
        return page_style(style) + f"<style>{PLAY_CSS}</style>"

    def _refresh(self, busy: bool = False) -> None:
        """Draw the game as it stands; ``busy``: the computers are about to think, so nothing
        may be clicked meanwhile (the hand is drawn without its buttons working)."""
        pictures = _pictures()
        self.renders += 1
        deal, view = self.deal, self._view()
        style = self.style
        if style != self._css_style:
            self.css.value, self._css_style = self._page_css(style), style
        names = self.deal_names
        # The learner's hand is the row of buttons below: the table leaves it out (drawn once).
        picture = pictures.table_svg(view if view is not None else deal, names=names, style=style, own_hand=view is None)
        self.table.value = translate_svg(str(picture), style)
        self.status.value = f"<b>{html.escape(self.words(self.status_text()))}</b>"
        self.result_banner.value = (
            "" if deal.result is None else f"<div class='cal-result'><b>{html.escape(self.headline())}</b></div>"
        )
        last = ""
        if deal.tricks:
            last = "<div>Last trick:</div>" + translate_svg(
                str(pictures.trick_svg(deal.tricks[-1], names=names, style=style, show_thirds=True)), style)
        told = "\n".join(self.words(line) for line in self.lines[-14:])
        self.log.value = last + "<pre style='white-space:pre-wrap'>" + html.escape(told) + "</pre>"
        my_turn = view is not None and not deal.is_over and deal.to_move == self.me and not busy
        legal = tuple(view.legal_actions) if my_turn else ()
        self._draw_choices(legal)
        self.choice_help.value = self.prompts.choice_help(deal, legal, self.words, self.may_advise())
        self.undo_button.layout.display = "" if self.may_undo() and not busy else "none"
        self.hint.layout.display = "" if not deal.is_over and self.me is not None and not busy else "none"
        self.signal_box.layout.display = "" if self.prompts.may_signal(deal, self.me) else "none"
        self.score.value = self._score_html()
        over = self.play_session is not None and self.play_session.is_over
        self.next_button.layout.display = "" if deal.is_over and not over else "none"
        for widget in (*self.choices.children, *self.hand.children):
            widget.add_class(f"cal-r{self.renders}")
        self._draw_panels(busy)

    def may_advise(self) -> bool:
        """True when the learner is to bid in a game the advisor handles (the advice panel's)."""
        return False

    def _score_html(self) -> str:
        result = self.deal.result
        if result is None:
            return ""
        picture = _pictures().score_svg(result, names=self.deal_names)
        told = "\n".join(self.score_text())
        parts = [translate_svg(str(picture), self.style), "<pre class='cal-score-text'>" + html.escape(told) + "</pre>"]
        if self.play_session is not None:
            parts.append(self.play_session.standings_html(self.deal_names))
        return "".join(parts)
