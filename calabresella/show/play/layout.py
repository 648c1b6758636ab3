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
from calabresella.show.play.buttons import LEAD_SIGNALS, SIGNALS, ChoiceButtons, signal_words
from calabresella.show.play.controller import on_page
from calabresella.show.play.settings import (
    GAMES,
    MODE_LABELS,
    MODES,
    STRENGTH_LABELS,
    STRENGTHS,
    STYLE_LABELS,
    GameSettings,
    check_profile,
    combination_refusal,
    game_profiles,
    language_choices,
    page_choices,
    shown_label,
)
from calabresella.show.widgets import (
    STYLES,
    check_choice,
    check_seed,
    page_style,
    seed_refusal,
    setting_label,
    show_refusal,
)
from calabresella.words import Message, _, about, dev, language, msg, set_language

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
.cal-app .cal-call-own::after { font-weight: bold; }
.cal-app .cal-upload { font-size: 0; }
.cal-app .cal-upload i { display: none; }
.cal-app .cal-upload::after { font-size: 13px; }
"""
"""The play page's own layout: the table with a side panel beside it (whose turn, what was
refused, who is thinking, the choices and the expert's answers), the clickable hand right
below them; the legal cards of a hint in dark letters; the expert's table spaced; the
save link drawn as a button; the upload button without its file count (the words the CSS
writes, a card of the learner's "(yours)" and the upload button's label, are the catalogue's:
:func:`words_css`)."""


def _css_text(text: str) -> str:
    """``text`` as a CSS string."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def words_css() -> str:
    """The CSS rules that write words (after a card to call the learner holds, on the upload
    button), in the language chosen."""
    yours = " " + _("(yours)")
    upload = _("Replay a saved deal (choose its file)")
    return (".cal-app .cal-call-own::after { content: " + _css_text(yours) + "; }\n"
            ".cal-app .cal-upload::after { content: " + _css_text(upload) + "; }\n")

SLOTS = ("side-buttons", "side-answers", "deal-buttons", "files", "below")
"""Where a panel may put a widget: the row of buttons in the side panel, the answers below
them, the row of buttons below the score, the row of the deal's file, the foot of the page."""

WRAP = dev("row wrap")
"""A row of widgets that wraps (CSS ``flex-flow``)."""

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
        """Make every widget (the page's own, then each panel's), name them in the language
        chosen (:meth:`_name_widgets`), then arrange them."""
        self._slots: dict[str, list[tuple[int, w.Widget]]] = {slot: [] for slot in SLOTS}
        self.notice_message: Any = ""
        self._naming = False
        """True while the settings' labels are rewritten: their observers do nothing."""
        wide = w.Layout
        self.game_choice = w.Dropdown(options=self._game_options(), value=game, layout=wide(width="340px"))
        self.profile_choice = w.Dropdown(options=list(game_profiles(game)), value=profile, layout=wide(width="250px"))
        self.seed_box = w.IntText(value=seed, layout=wide(width="130px"))
        self.setting_error = setting_label()
        self.strength = w.Dropdown(options=self._strength_options(), value=strength, layout=wide(width="240px"))
        self.style_choice = w.Dropdown(options=self._style_options(), value=style, layout=wide(width="200px"))
        self.mode = w.Dropdown(options=self._mode_options(), value=MODES[1] if session else MODES[0],
                               layout=wide(width="210px"))
        self.language_choice = w.Dropdown(options=language_choices(), value=language(), layout=wide(width="240px"))
        self.new_button = w.Button(button_style="info")
        self.setting_note, self.game_note = w.HTML(), w.HTML()
        self.next_button = w.Button(button_style="info")
        self.hint = w.ToggleButton(value=False)
        self.signal = w.Dropdown(options=self._signal_options(), value=SIGNALS[0], layout=wide(width="220px"))
        self.signal_help = w.HTML()
        self.signal_box = w.VBox([self.signal, self.signal_help])
        self.status = w.HTML()
        self.notice = w.HTML()
        """The last message (a refusal, who is thinking, what happened), in the side panel beside the hand."""
        self.css = w.HTML(self._page_css(style))
        self._css_style = style
        self.result_banner, self.table = w.HTML(), w.HTML()
        self.choices = w.HBox(layout=wide(flex_flow=WRAP))
        self.choice_help = w.HTML()
        self.hand = w.HBox(layout=wide(flex_flow=WRAP))
        self.hand_label = w.HTML()
        self.log, self.score = w.HTML(), w.HTML()
        self.undo_button = w.Button(layout=wide(width="auto"))
        for widget, css in ((self.game_choice, "cal-game"), (self.profile_choice, "cal-profile"),
                            (self.seed_box, "cal-seed"), (self.strength, "cal-strength"),
                            (self.style_choice, "cal-style"), (self.mode, "cal-mode"), (self.new_button, "cal-new"),
                            (self.language_choice, "cal-language"),
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
        self.language_choice.observe(self._on_language_change, names="value")
        for setting in (self.seed_box, self.strength, self.mode, self.profile_choice):
            setting.observe(self._on_setting_change, names="value")
        self._place("side-buttons", 20, self.hint)
        self._place("side-buttons", 40, self.undo_button)
        self._place("deal-buttons", 10, self.next_button)
        self._make_panels()
        self._name_widgets()
        self._arrange()
        self.selected_share: set[Card] = set()
        self.renders = 0

    # ----------------------------------------------------------------- the page's words

    @staticmethod
    def _game_options() -> list[tuple[str, str]]:
        return [(shown_label(c.label), c.key) for c in page_choices()]

    @staticmethod
    def _strength_options() -> list[tuple[str, str]]:
        return [(shown_label(STRENGTH_LABELS[s]), s) for s in STRENGTHS]

    @staticmethod
    def _style_options() -> list[tuple[str, str]]:
        return [(shown_label(STYLE_LABELS[s]), s) for s in STYLES]

    @staticmethod
    def _mode_options() -> list[tuple[str, str]]:
        return [(shown_label(MODE_LABELS[m]), m) for m in MODES]

    @staticmethod
    def _signal_options() -> list[tuple[str, str]]:
        return [(signal_words(s), s) for s in SIGNALS]

    def _relabel(self, dropdown: w.Dropdown, options: list[tuple[str, str]]) -> None:
        """New labels for ``dropdown``'s options, its value kept (its observers told nothing)."""
        value = dropdown.value
        self._naming = True
        try:
            dropdown.options = options
            dropdown.value = value
        finally:
            self._naming = False

    def _name_widgets(self) -> None:
        """Write every label, button and tooltip of the page in the language chosen (when the
        page is made, and again when the Language setting changes); each panel names its own
        (its ``_name_panels``)."""
        self.game_choice.description = _("Game")
        self.profile_choice.description = _("Rules")
        self.seed_box.description = _("Seed")
        self.strength.description = _("Computer")
        self.style_choice.description = _("Suits")
        self.mode.description = _("Play")
        self.language_choice.description = _("Language")
        for dropdown, options in ((self.game_choice, self._game_options()),
                                  (self.strength, self._strength_options()),
                                  (self.style_choice, self._style_options()), (self.mode, self._mode_options()),
                                  (self.language_choice, language_choices()),
                                  (self.signal, self._signal_options())):
            self._relabel(dropdown, options)
        self.new_button.description = _("New game")
        self.next_button.description = _("Next deal")
        self.hint.description = _("Hint")
        self.hint.tooltip = _("mark the cards you may play")
        self.signal.description = _("Signal")
        meanings = "; ".join(str(msg("<b>{signal}</b>: {meaning}", signal=signal_words(value),
                                     meaning=html.escape(shown_label(meaning))))
                             for value, meaning in LEAD_SIGNALS)
        self.signal_help.value = "<small>" + str(msg("{meanings} (signals to your partner, never rules; {rule})",
                                                     meanings=meanings, rule="V5")) + "</small>"
        self.hand_label.value = _("<b>Your hand</b> — click a card below to play it (or to give, discard or call it)")
        self.undo_button.description = _("↶ Undo my last move")
        self.undo_button.tooltip = _("back to your previous choice; the computers' moves after it are undone too")
        self._name_panels()

    def _name_panels(self) -> None:
        """Each panel names its widgets in the language chosen (each panel's, in turn)."""

    @on_page
    def _on_language_change(self, _change: Any = None) -> None:
        if self._naming:
            return
        set_language(str(self.language_choice.value))
        self._name_widgets()
        self.css.value = self._page_css(self.style)
        self._dealt()
        self._check_settings()
        self._refresh()
        self._draw_notice()

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
        wrap = w.Layout(flex_flow=WRAP)
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
                        self.strength, self.style_choice, self.language_choice, self.new_button], layout=wrap),
                self.setting_note,
                self.result_banner,
                self.table,
                self.side,
                self.hand_label,
                self.hand,
                self.game_note,
                self.score,
                w.HBox(self._slot("deal-buttons"), layout=w.Layout(flex_flow=WRAP)),
                w.HBox(self._slot("files"), layout=w.Layout(flex_flow=WRAP, align_items="center")),
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
        refusal: Message | str | None = seed_refusal(self.seed_box.value)
        if refusal is None:
            refusal = combination_refusal(str(self.game_choice.value), self.mode.value == "session",
                                          str(self.strength.value))
        return None if refusal is None else self.words(refusal)

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
            "<i>" + _("Press New game to play with these settings; the game in progress goes on as it began.")
            + "</i>" if pending else ""
        )
        return settings

    def _settings_taken(self) -> None:
        self._check_settings()

    @on_page
    def _on_setting_change(self, _change: Any = None) -> None:
        if self._naming:
            return
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

    @on_page
    def _on_game_change(self, _change: Any = None) -> None:
        if self._naming:
            return
        # Each game has its own rule profiles: offer them, the game's default chosen.
        profiles = game_profiles(str(self.game_choice.value))
        self.profile_choice.unobserve(self._on_setting_change, names="value")
        try:
            self.profile_choice.options = list(profiles)
            self.profile_choice.value = profiles[0]
        finally:
            self.profile_choice.observe(self._on_setting_change, names="value")
        self._on_setting_change()

    @on_page
    def _on_display_change(self, _change: Any = None) -> None:
        if self._naming:
            return
        self._refresh()

    @on_page
    def on_new(self, _button: Any = None) -> None:
        settings = self._check_settings()
        if settings is None:  # refused beside the setting; nothing else changes
            return
        self._new_game(settings)

    @on_page
    def on_next(self, _button: Any = None) -> None:
        self.next_deal()

    @on_page
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
        said_now = self.notice_message
        shown = self.last_message if isinstance(said_now, str) else self.words(said_now)
        self.last_message = shown
        self.notice.value = notice_html(shown, "refusal" if self.last_refused else "info")

    def thinking_text(self, seat: int) -> str:
        """What the page says while the computer at ``seat`` thinks."""
        return self.words(about(seat, "{player} is thinking… (the expert computer player takes a second or two; "
                                "your cards wait until it has played)",
                                "You are thinking… (the expert computer player takes a second or two; "
                                "your cards wait until it has played)"))

    def _show_thinking(self, seat: int) -> None:
        """Before the expert at ``seat`` thinks: the game drawn as it stands (the learner's card
        already in the trick), nothing to click meanwhile, and who is thinking beside the hand.
        Widget changes made now reach the browser at once, before the long computation."""
        self._refresh(busy=True)
        self.notice.value = notice_html(self.thinking_text(seat), "thinking")

    @staticmethod
    def _page_css(style: str) -> str:
        """The page's ``<style>``: the play pages' (:func:`page_style`) and this page's layout
        (:data:`PLAY_CSS`, and the words it writes, :func:`words_css`)."""
        return page_style(style) + f"<style>{PLAY_CSS}{words_css()}</style>"

    def _refresh(self, busy: bool = False) -> None:
        """Draw the game as it stands; ``busy``: the computers are about to think, so nothing
        may be clicked meanwhile (the hand is drawn without its buttons working). Everything is
        said to the page's table (:meth:`screen`)."""
        with self.screen():
            self._draw(busy)

    def _draw(self, busy: bool) -> None:
        pictures = _pictures()
        self.renders += 1
        deal, view = self.deal, self._view()
        style = self.style
        if style != self._css_style:
            self.css.value, self._css_style = self._page_css(style), style
        names = self.deal_names
        # The learner's hand is the row of buttons below: the table leaves it out (drawn once).
        picture = pictures.table_svg(view if view is not None else deal, names=names, style=style, own_hand=view is None)
        self.table.value = str(picture)
        self.status.value = f"<b>{html.escape(self.status_text())}</b>"
        self.result_banner.value = (
            "" if deal.result is None else f"<div class='cal-result'><b>{html.escape(self.headline())}</b></div>"
        )
        last = ""
        if deal.tricks:
            last = "<div>" + _("Last trick:") + "</div>" + str(
                pictures.trick_svg(deal.tricks[-1], names=names, style=style, show_thirds=True))
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
        parts = [str(picture), "<pre class='cal-score-text'>" + html.escape(told) + "</pre>"]
        if self.play_session is not None:
            parts.append(str(self.play_session.standings_html(self.deal_names)))
        return "".join(parts)
