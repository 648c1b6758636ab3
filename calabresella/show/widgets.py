"""The ipywidgets apps the notebooks use. They hold no rules: they read states and
hand actions to :meth:`Deal.apply`; every refusal shown is the engine's own.

Each app is a class with its widgets as attributes (so tests can set values and
click buttons) and an ``ui`` container to display. Errors inside callbacks are
shown in the app's ``messages`` Output widget, never lost, and never as a traceback:
the package's own errors show their message, anything else a short plain sentence
(its traceback goes to the ``logging`` module, for whoever runs the server).

A setting typed into a box (a seed) is checked before anything changes: a bad one is
refused in plain words beside the box (an HTML label with the CSS class
``cal-setting-error``) and the deal in progress goes on untouched.
"""

from __future__ import annotations

import functools
import html
import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import ipywidgets as w

from calabresella.engine.actions import Bid, Contract, Discard, Enhancement, Play
from calabresella.engine.cards import PACK, Card, CardError, parse_cards
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    CalabresellaError,
    IllegalActionError,
    check_int,
)
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.scoring import DealResult, score_deal
from calabresella.show.names import STYLES as STYLES  # the suit pictures the apps draw
from calabresella.show.names import card_name
from calabresella.show.narrate import NAMES, describe
from calabresella.words import N_, Message, _, current_table, dev, msg, on_screen, pgettext, said

F = TypeVar("F", bound=Callable[..., Any])

logger = logging.getLogger(__name__)

MAX_SEED = 2**31 - 1
"""The largest seed, as on the command line: seeds are whole numbers from 0 to 2**31 - 1."""

UNEXPECTED = N_(
    "Something went wrong inside the app (a fault in the program, not in what you did). "
    "Try again, or start a new game."
)
"""What a learner reads when a callback fails in a way the package does not expect (a msgid:
say it with ``_(UNEXPECTED)``)."""


def check_seed(value: Any, name: str = "seed") -> int:
    """``value`` if it is a seed, a whole number from 0 to 2**31 - 1; else a clear error."""
    return check_int(value, name, 0, MAX_SEED)


def check_choice(value: Any, name: str, options: Sequence[str]) -> str:
    """``value`` if it is one of the strings ``options``; else an error naming them."""
    if len(options) == 2:
        message = msg("{name} must be {first!r} or {second!r}, got {value!r}", name=name, first=options[0],
                      second=options[1], value=value)
    else:
        message = msg("{name} must be {choices}, got {value!r}", name=name,
                      choices=", ".join(repr(o) for o in options), value=value)
    if not isinstance(value, str):
        raise ArgumentTypeError(message)
    if value not in options:
        raise ArgumentValueError(message)
    return value


GOES_ON = N_("the game in progress goes on")
"""What a refused seed leaves as it is, by default (a msgid)."""


def seed_refusal(value: Any, going_on: str | Message = GOES_ON) -> str | None:
    """Plain words for a learner who typed ``value`` where a seed goes; None if it is a seed.
    ``going_on`` says what stays as it was: a message, or a msgid marked with ``N_``."""
    try:
        check_seed(value)
    except (ArgumentTypeError, ArgumentValueError):
        stays = going_on if isinstance(going_on, Message) else _(going_on)
        return str(msg("{value!r} is not a seed: a seed is a whole number from 0 to {largest} (2**31 - 1). "
                       "Nothing changed: {going_on}.", value=value, largest=MAX_SEED, going_on=stays))
    return None


ECHO = 40
"""How many characters of what was typed a refusal repeats (then "…")."""

CARD_WORD = 12
"""The longest word read as a card in a box ("3♠", "AH", "asso"…): a longer one is no card."""


def capped(text: str, limit: int = ECHO) -> str:
    """``text`` cut to ``limit`` characters and "…", so a refusal never repeats a pasted page."""
    return text if len(text) <= limit else text[:limit] + "…"


def typed_cards(text: str) -> tuple[Card, ...]:
    """The cards typed in a box (``3♠ 2♠ A♥``, ``3S, 2S, AH``); a word that is no card is refused,
    repeated at most :data:`ECHO` characters long.

    >>> typed_cards("3S, 2♠")
    (Card.parse('3♠'), Card.parse('2♠'))
    """
    words = text.replace(",", " ").split()
    for word in words:
        if len(word) > CARD_WORD:
            raise CardError(msg("{word!r} is not a card of the {count}-card pack ({rule}): write cards like "
                                "3♠ 2♠ A♥, or 3S 2S AH", word=capped(word), count=len(PACK), rule="R3"))
    return parse_cards(words)


def setting_label() -> w.HTML:
    """The label beside a setting where a bad value is refused (CSS class ``cal-setting-error``)."""
    label = w.HTML(layout=w.Layout(max_width="420px"))
    label.add_class("cal-setting-error")
    return label


def show_refusal(label: w.HTML, text: str | Message) -> None:
    """Write ``text`` (plain words or a message, or "" to clear) into a setting's label."""
    words = said(text)
    label.value = f"<span style='color:#b00020'>{html.escape(words)}</span>" if words else ""


def is_own_error(err: BaseException) -> bool:
    """True for the package's own ``ValueError`` and ``TypeError`` subclasses, whose
    messages are written for the reader (CardError, SessionError, ArgumentValueError, …)."""
    return isinstance(err, CalabresellaError) and isinstance(err, (ValueError, TypeError))


def shows_errors(method: F) -> F:
    """Run a callback so that any error appears in ``self.messages`` for the learner:
    the engine's refusals and the package's own errors as their message, anything else
    as :data:`UNEXPECTED` (the traceback is logged, never shown). It runs inside the app's
    table: its ``screen()`` where it has one (the play page, the analysis board), else its
    ``style`` and ``names``, so that what it says names the players and cards as its pictures do."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        screen = getattr(self, "screen", None)
        with screen() if callable(screen) else on_screen(**_screen_of(self)):
            try:
                return method(self, *args, **kwargs)
            except IllegalActionError as err:
                self.refuse(msg("Not allowed — {reason}", reason=err.render(current_table())))
            except Exception as err:  # noqa: BLE001 - shown to the learner in plain words
                if is_own_error(err):
                    self.refuse(err.render(current_table()) if isinstance(err, CalabresellaError) else str(err))
                else:
                    logger.error(dev("%s failed"), method.__qualname__, exc_info=True)
                    self.refuse(_(UNEXPECTED))
        return None

    return wrapper  # type: ignore[return-value]


def _screen_of(app: Any) -> dict[str, Any]:
    """The table an app's words are said to: its suit ``style`` and its seats' ``names``, where it has them."""
    screen: dict[str, Any] = {}
    style = getattr(app, "style", None)
    if isinstance(style, str) and style in STYLES:
        screen["style"] = style
    names = getattr(app, "names", None)
    if isinstance(names, (tuple, list)) and names and all(isinstance(n, str) for n in names):
        screen["names"] = tuple(names)
    return screen


def close_tree(root: w.Widget) -> None:
    """Close ``root`` and every widget inside it (when a page removes it), so that no late
    click arrives."""
    stack: list[w.Widget] = [root]
    while stack:
        widget = stack.pop()
        stack.extend(getattr(widget, "children", ()))
        widget.close()


class _App:
    """Shared parts: a message area that keeps the last message as text too."""

    def __init__(self) -> None:
        self.messages = w.Output()
        self.last_message = ""
        self.last_refused = False
        """Whether the last message is a refusal or an error (:meth:`refuse`), not a note."""

    def say(self, text: str | Message) -> None:
        text = said(text)
        self.last_message = text
        self.last_refused = False
        # Set the widget's outputs directly: printing inside `with self.messages`
        # would also reach a notebook cell's own output when the app is driven in code.
        self.messages.outputs = ()
        if text:
            self.messages.append_stdout(text + "\n")

    def refuse(self, text: str | Message) -> None:
        """Show ``text`` as a refusal or an error (a page may style it as one)."""
        self.say(text)
        self.last_refused = True


def deal_ready_to_play(seed: int, contract: Contract = Contract.SOLO) -> Deal:
    """A seeded deal at its first trick: the dealer's right bids ``contract``, the others
    pass; a Solo soloist discards its four lowest cards; a Solissimo is played plain."""
    deal = Deal.new(seed=check_seed(seed))
    deal = deal.apply(Bid(contract))
    while deal.phase is Phase.AUCTION:
        deal = deal.apply(deal.legal_actions()[0])  # pass
    while deal.phase is not Phase.PLAY:
        actions = deal.legal_actions()
        if deal.phase is Phase.DISCARD:
            seat = deal.to_move
            assert seat is not None
            low = min(deal.hands[seat], key=lambda c: (c.thirds, c.strength))
            deal = deal.apply(Discard(low))
        else:
            deal = deal.apply(actions[0])
    return deal


class TrickExplorer(_App):
    """Play the tricks of a seeded deal card by card, every hand open (a teacher's view).

    Choose a card for the player to move and press *Play*: the engine says who wins
    each trick and why, and explains a card that may not be played (R20).
    """

    def __init__(self, seed: int = 7, style: str = "italian") -> None:
        super().__init__()
        seed = check_seed(seed)
        self.style = check_choice(style, "style", STYLES)
        self.seed_box = w.IntText(value=seed, description=_("Seed"), layout=w.Layout(width="160px"))
        self.setting_error = setting_label()
        self.card = w.Dropdown(description=_("Card"), options=[], layout=w.Layout(width="200px"))
        self.play_button = w.Button(description=pgettext("button", "Play"), button_style="primary")
        self.new_button = w.Button(description=_("New deal"))
        self.table = w.HTML()
        self.log = w.HTML()
        self.play_button.on_click(self.on_play)
        self.new_button.on_click(self.on_new)
        self.seed_box.observe(self._on_seed_change, names="value")
        self.ui = w.VBox(
            [
                w.HBox([self.seed_box, self.setting_error, self.new_button]),
                self.table,
                w.HBox([self.card, self.play_button]),
                self.messages,
                self.log,
            ]
        )
        self.deal = deal_ready_to_play(seed)
        self._refresh()

    def _on_seed_change(self, _change: Any = None) -> None:
        # A bad seed is refused when New deal is pressed; typing a good one clears the refusal.
        if seed_refusal(self.seed_box.value) is None:
            show_refusal(self.setting_error, "")

    def _check_seed_box(self) -> bool:
        """Show (or clear) the refusal beside the Seed box; True if it holds a seed."""
        refusal = seed_refusal(self.seed_box.value, going_on=msg("the deal on the table stays"))
        show_refusal(self.setting_error, refusal or "")
        return refusal is None

    @shows_errors
    def on_new(self, _button: Any = None) -> None:
        if not self._check_seed_box():
            return
        self.deal = deal_ready_to_play(self.seed_box.value)
        self.say(msg("A new deal: the soloist has discarded; the dealer's right leads ({rule}).", rule="R19"))
        self._refresh()

    @shows_errors
    def on_play(self, _button: Any = None) -> None:
        if self.deal.is_over:
            self.say(msg("All {count} tricks are played: press {button}.", count=len(self.deal.tricks),
                         button=_("New deal")))
            return
        card = Card.parse(str(self.card.value))
        before = self.deal
        self.deal = before.apply(Play(card))  # raises the engine's explanation if refused
        self.say(describe(before, Play(card), self.deal))
        self._refresh()

    def _refresh(self) -> None:
        from calabresella.show.svg import table_svg, trick_svg

        deal = self.deal
        with on_screen(style=self.style):
            self._draw(deal, table_svg, trick_svg)

    def _draw(self, deal: Deal, table_svg: Callable[..., Any], trick_svg: Callable[..., Any]) -> None:
        self.table.value = str(table_svg(deal, style=self.style))
        seat = deal.to_move
        self.card.options = [(card_name(c, self.style), str(c)) for c in deal.hands[seat]] if seat is not None else []
        self.play_button.disabled = seat is None
        log = ""  # a new deal starts with an empty log, not the last deal's trick and score
        if deal.tricks:
            last = deal.tricks[-1]
            log = "<b>" + html.escape(_("Last trick")) + "</b><br>" + str(trick_svg(last, style=self.style, show_thirds=True))
        if deal.result is not None:
            log += "<pre>" + html.escape(deal.result.summary()) + "</pre>"
        self.log.value = log


CONTRACT_CHOICES: list[tuple[str, tuple[Contract, Enhancement]]] = [
    (N_("Chiamo"), (Contract.CHIAMO, Enhancement.PLAIN)),
    (N_("Solo"), (Contract.SOLO, Enhancement.PLAIN)),
    (N_("Solissimo"), (Contract.SOLISSIMO, Enhancement.PLAIN)),
    (N_("Solissimo dividete"), (Contract.SOLISSIMO, Enhancement.DIVIDETE)),
    (N_("Solissimo scegliete"), (Contract.SOLISSIMO, Enhancement.SCEGLIETE)),
]
"""The calculator's contracts: label (a msgid, said with ``_``), then value."""


class ScoringCalculator(_App):
    """Score a deal from what each side captured (R22–R28), with the breakdown drawn.

    The defenders' card thirds are whatever the soloist's tricks and the monte leave
    of the pack's 32.
    """

    def __init__(self) -> None:
        super().__init__()
        self.contract = w.Dropdown(options=[(_(label), value) for label, value in CONTRACT_CHOICES],
                                   value=CONTRACT_CHOICES[1][1], description=_("Contract"))
        self.soloist_trick_thirds = w.IntSlider(value=13, min=0, max=32, description=_("Soloist's tricks (thirds)"))
        self.monte_thirds = w.IntSlider(value=2, min=0, max=12, description=_("Monte (thirds)"))
        self.last_trick = w.Checkbox(value=True, description=_("Soloist won the last trick"))
        self.soloist_tricks = w.IntSlider(value=7, min=0, max=12, description=_("Soloist's tricks"))
        self.picture = w.HTML()
        self.result: DealResult | None = None
        for control in (self.contract, self.soloist_trick_thirds, self.monte_thirds, self.last_trick, self.soloist_tricks):
            control.style.description_width = "180px"
            control.layout.width = "480px"
            control.observe(self.on_change, names="value")
        self.ui = w.VBox(
            [self.contract, self.soloist_trick_thirds, self.monte_thirds, self.soloist_tricks, self.last_trick, self.messages, self.picture]
        )
        self.on_change()

    @shows_errors
    def on_change(self, _change: Any = None) -> None:
        from calabresella.engine.cards import PACK_THIRDS
        from calabresella.show.svg import score_svg

        contract, enhancement = self.contract.value
        soloist_cards, monte = int(self.soloist_trick_thirds.value), int(self.monte_thirds.value)
        defenders_cards = PACK_THIRDS - soloist_cards - monte
        tricks = int(self.soloist_tricks.value)
        problem: str | Message = ""
        every = int(self.soloist_tricks.max)  # all the tricks of a deal
        if defenders_cards < 0:
            problem = msg("The pack holds only {pack} card thirds ({rule}): the soloist's tricks and the monte hold "
                          "{held}.", pack=PACK_THIRDS, rule="R5", held=soloist_cards + monte)
        elif tricks == every and not self.last_trick.value or tricks == 0 and self.last_trick.value:
            problem = msg("Whoever takes the last trick took at least one trick: check '{box}' against the last "
                          "trick.", box=_("Soloist's tricks"))
        elif tricks == every and defenders_cards > 0 or tricks == 0 and soloist_cards > 0:
            problem = msg("A side with no tricks has no card thirds in tricks.")
        if not problem:
            try:
                self.result = score_deal(
                    soloist=0,
                    contract=contract,
                    enhancement=enhancement,
                    soloist_trick_thirds=soloist_cards,
                    defenders_trick_thirds=defenders_cards,
                    monte_thirds=monte,
                    last_trick_to_soloist=bool(self.last_trick.value),
                    soloist_tricks=tricks,
                )
            except ArgumentValueError as err:  # captures no deal can make: say why, draw nothing
                problem = err.render(current_table())
        if problem:
            self.result = None
            self.picture.value = ""
            self.say(problem)
            return
        assert self.result is not None
        self.picture.value = str(score_svg(self.result))
        self.say(self.result.summary())


__all__ = [
    "MAX_SEED",
    "NAMES",
    "ScoringCalculator",
    "TrickExplorer",
    "check_choice",
    "check_seed",
    "deal_ready_to_play",
    "seed_refusal",
    "shows_errors",
]


# ----------------------------------------------------------------- the page's look

PAGE_CSS = """
.cal-app .jupyter-button { white-space: normal; height: auto; min-height: var(--jp-widgets-inline-height, 28px);
  line-height: 1.2; max-width: 100%; overflow: visible; text-overflow: clip; }
.cal-app .widget-dropdown, .cal-app .widget-text { max-width: 100%; }
.cal-app .widget-hbox, .cal-app .widget-vbox { max-width: 100%; }
.cal-app .cal-table svg, .cal-app .cal-log svg, .cal-app .cal-score svg, .cal-app .cal-replay svg { max-width: 100%; height: auto; }
.cal-app .cal-pic { width: 84px; min-width: 84px; height: auto; min-height: 124px; padding: 98px 2px 4px 2px;
  background-repeat: no-repeat; background-position: center 4px; background-size: 57px 91px;
  background-color: #f4f4f4; font-size: 12px; line-height: 1.15; }
.cal-app .cal-pic:disabled { opacity: 1; filter: saturate(0.35); }
.cal-app .cal-pic:not(:disabled):hover { background-color: #ffe9a8; }
.cal-app .cal-pic.cal-legal { background-color: #c8e6c9; outline: 3px solid #2e7d32; outline-offset: -3px; }
.cal-app .cal-pic-small { width: 64px; min-width: 64px; min-height: 100px; padding-top: 76px;
  background-size: 44px 70px; font-size: 11px; }
.cal-app .cal-pic.cal-share-card.mod-active, .cal-app .cal-pic.cal-share-card.mod-active:hover {
  background-color: #1565c0; color: #ffffff;
  outline: 4px solid #ff8f00; outline-offset: -4px; font-weight: bold; }
.cal-app .cal-explain { color: #1a1a1a; font-size: 13px; max-width: 780px; }
.cal-app .cal-result { max-width: 780px; background: #fff8e1; color: #1a1a1a; border: 2px solid #b8860b;
  border-radius: 6px; padding: 6px 10px; font-size: 15px; }
"""
FELT = {"#2f6f4f": "#1f4f36", "#367d59": "#24593f"}
"""The table's felt colours (as :func:`~calabresella.show.svg.table_svg` draws them) and the
darker greens a play page paints instead, so that every light text on the felt reads at a
contrast of at least 4.5:1 (WCAG AA)."""

# Styles of the play pages (their ``ui`` carries ``cal-app``): buttons never clip their label
# (they wrap), pictures shrink to the window, and a card button shows its card's picture.
PAGE_CSS += "".join(
    f'.cal-app svg rect[fill="{old}"], .cal-app svg ellipse[fill="{old}"] {{ fill: {new}; }}\n'
    for old, new in FELT.items()
)


@functools.lru_cache(maxsize=4)
def card_pictures_css(style: str) -> str:
    """CSS giving each card button (``cal-pic`` with ``cal-pic-<letter><rank>``) its card's
    picture in ``style``: the same pictures as the table's, as data URLs."""
    import base64

    from calabresella.engine.cards import PACK
    from calabresella.show.svg import card_svg

    check_choice(style, "style", STYLES)
    rules = []
    for card in PACK:
        data = base64.b64encode(str(card_svg(card, style=style)).encode()).decode()
        rules.append(f".cal-app .cal-pic-{card.suit.letter}{card.rank.value} "
                     f"{{ background-image: url('data:image/svg+xml;base64,{data}'); }}")
    return "\n".join(rules)


def page_style(style: str) -> str:
    """The ``<style>`` element of a play page drawn in ``style``."""
    return f"<style>{PAGE_CSS}\n{card_pictures_css(style)}</style>"


def picture_class(card: Card) -> str:
    """``cal-pic-S3`` for 3♠: the CSS class that draws the card's picture on a button."""
    return f"cal-pic-{card.suit.letter}{card.rank.value}"
