"""The bidding advisor as a widget: type or deal a hand, read what each contract is worth.

A learner enters twelve cards (``3♠ 2♠ A♥ …``, or ``3S 2S AH``: either suit signs or
letters), or deals a random hand from a seed, says who has spoken before, and presses
*Advise*. The hand is drawn; each contract the player may still bid gets a bar for its
chance of being made (with its 95 % interval as a line) and its expected stake, and
the advice reads as one sentence. The numbers are
:func:`calabresella.analysis.advisor.advise`'s; the widget holds no rule.

>>> app = AdvisorApp(samples=4)
>>> app.hand_box.value = "3♠ 2♠ A♠ K♠ 3♥ 2♥ A♥ 3♦ 2♦ A♦ 3♣ 2♣"
>>> app.on_advise()
>>> app.advice is not None and app.advice.best is not None
True
>>> app.hand_box.value = "3♠ 2♠"
>>> app.on_advise()
>>> "12 different cards" in app.last_message
True
"""

from __future__ import annotations

import contextlib
import html
import random

import ipywidgets as w

from calabresella.analysis.advisor import Advice, advise
from calabresella.engine.cards import PACK, Card, sort_hand
from calabresella.engine.errors import ArgumentValueError, check_int
from calabresella.engine.naming import ITALIAN_SUITS
from calabresella.show.svg import Svg, hand_svg
from calabresella.show.widgets import (
    _App,
    capped,
    check_seed,
    seed_refusal,
    setting_label,
    shows_errors,
    typed_cards,
)
from calabresella.words import Table, _, many, msg, on_screen

__all__ = ["AdvisorApp", "advice_svg"]

_BAR = 260

SAMPLES = (4, 64)
"""The fewest and the most sampled deals the *Samples* slider offers."""

HAND_SIZE = 12
"""The cards of a hand as dealt (R7)."""

MAX_AUCTION = 60
"""The longest text the *Before you* box reads (at most two bids or passes come before you, R9)."""


def hand_of(text: str) -> tuple[Card, ...]:
    """The twelve different cards typed in the hand box, checked before anything is drawn
    (a pasted page of cards is refused at once); else a clear error in words.

    >>> len(hand_of("3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"))
    12
    """
    cards = typed_cards(text)
    if len(cards) != HAND_SIZE or len(set(cards)) != HAND_SIZE:
        shown = " ".join(map(str, cards[:HAND_SIZE])) + (" …" if len(cards) > HAND_SIZE else "") or _("none")
        if len(set(cards)) != len(cards):
            holds = many("the box holds {count} card, some of them twice", "the box holds {count} cards, some of "
                         "them twice", len(cards))
        else:
            holds = many("the box holds {count} card", "the box holds {count} cards", len(cards))
        raise ArgumentValueError(msg(
            "your hand is {size} different cards, as dealt ({rule}), such as {example} …; {holds}: {shown}",
            size=HAND_SIZE, rule="R7", example="3♠ 2♠ A♥", holds=holds, shown=shown))
    return cards


def advice_svg(advice: Advice) -> Svg:
    """A bar per contract: the chance of making it, its 95 % interval, the expected stake."""
    rows = len(advice.options)
    height = 34 * rows + 30
    label, chance, stake = _("The chance of making each contract"), _("chance of making it"), _("stake")
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="560" height="{height}" role="img" '
        f'aria-label="{html.escape(label)}">',
        f'<text x="200" y="16" font-size="12" font-family="sans-serif">{html.escape(chance)}</text>',
        f'<text x="480" y="16" font-size="12" font-family="sans-serif">{html.escape(stake)}</text>',
    ]
    best = advice.best
    for i, option in enumerate(advice.options):
        y = 26 + 34 * i
        colour = "#2e7d32" if best is not None and option == best else "#7b8fa3"
        name = html.escape(str(option.name))
        parts.append(f'<text x="4" y="{y + 16}" font-size="13" font-family="sans-serif">{name}</text>')
        parts.append(f'<rect x="200" y="{y + 4}" width="{_BAR}" height="16" fill="#eceff1"/>')
        parts.append(
            f'<rect x="200" y="{y + 4}" width="{_BAR * option.probability:.1f}" height="16" fill="{colour}"/>'
        )
        parts.append(
            f'<line x1="{200 + _BAR * option.low:.1f}" x2="{200 + _BAR * option.high:.1f}" y1="{y + 12}" '
            f'y2="{y + 12}" stroke="#263238" stroke-width="2"/>'
        )
        parts.append(
            f'<text x="480" y="{y + 16}" font-size="13" font-family="sans-serif">{option.stake:+.2f}</text>'
        )
        parts.append(f"<title>{html.escape(str(option.words))}</title>")
    parts.append("</svg>")
    return Svg("".join(parts))


class AdvisorApp(_App):
    """Ask the bidding advisor about a hand: the hand as text or dealt from a seed, the
    seat, the bids and passes before it; more samples give narrower intervals, slower."""

    style = ITALIAN_SUITS
    """The suit style of the hand's picture, and of every card the advice names."""

    def screen(self) -> contextlib.AbstractContextManager[Table]:
        """The table the page speaks to: its card style, and "you" for the advised seat."""
        return on_screen(style=self.style, viewer=self.seat_box.value)

    def __init__(self, samples: int = 16, seed: int = 0) -> None:
        samples = check_int(samples, "samples", *SAMPLES)  # the slider would clamp it without a word
        seed = check_seed(seed)
        super().__init__()
        self.advice: Advice | None = None
        self.hand_box = w.Text(description=_("Your hand"),
                               placeholder=str(msg("3♠ 2♠ A♥ … ({count} cards)", count=HAND_SIZE)),
                               layout=w.Layout(width="520px"))
        self.seed_box = w.IntText(value=seed, description=_("Seed"), layout=w.Layout(width="180px"))
        self.seed_error = setting_label()
        self.deal_button = w.Button(description=_("Deal me a hand"), layout=w.Layout(width="160px"))
        self.seat_box = w.Dropdown(options=[(_("first to speak"), 0), (_("second"), 1), (_("third"), 2)],
                                   value=0, description=_("You speak"))
        self.auction_box = w.Text(description=_("Before you"), placeholder=_("e.g. pass, bid chiamo"),
                                  layout=w.Layout(width="520px"))
        self.samples_box = w.IntSlider(value=samples, min=SAMPLES[0], max=SAMPLES[1], step=4,
                                       description=_("Samples"))
        self.advise_button = w.Button(description=_("Advise"), button_style="primary")
        self.hand_view = w.HTML()
        self.result_view = w.HTML()
        self.progress = w.Label()
        self.deal_button.on_click(lambda _: self.on_deal())
        self.advise_button.on_click(lambda _: self.on_advise())
        self.ui = w.VBox([
            w.HTML(str(msg("<b>What should I bid?</b> Enter your {count} cards (or deal a hand), then press "
                           "<i>Advise</i>.", count=HAND_SIZE))),
            w.HBox([self.seed_box, self.deal_button, self.seed_error]),
            self.hand_box, self.seat_box, self.auction_box, self.samples_box,
            w.HBox([self.advise_button, self.progress]),
            self.hand_view, self.result_view, self.messages,
        ])

    @shows_errors
    def on_deal(self) -> None:
        """A random hand from the seed in the box (a bad seed is refused beside it)."""
        refusal = seed_refusal(self.seed_box.value, _("the hand in the box stays"))
        self.seed_error.value = html.escape(refusal or "")
        if refusal:
            return
        hand = sort_hand(tuple(random.Random(self.seed_box.value).sample(PACK, HAND_SIZE)))
        self.hand_box.value = " ".join(map(str, hand))
        self.say("")

    @shows_errors
    def on_advise(self) -> None:
        """Read the boxes and show the advisor's numbers (errors in plain words)."""
        self.say("")
        self.advice = None  # a refusal below leaves no advice of an earlier hand behind
        self.result_view.value = self.hand_view.value = ""
        hand = hand_of(self.hand_box.value)  # checked before it is drawn
        typed = self.auction_box.value
        if len(typed) > MAX_AUCTION:
            raise ArgumentValueError(msg(
                "before you come at most two bids or passes, such as {example!r} ({rule}); "
                "the box holds {length} characters: {typed!r}", example="pass, bid chiamo", rule="R9",
                length=len(typed), typed=capped(typed)))
        auction = [part.strip() for part in typed.split(",") if part.strip()]
        seed = check_seed(self.seed_box.value)
        self.hand_view.value = str(hand_svg(hand, style=self.style))
        self.progress.value = _("working…")
        try:
            advice = advise(hand, seat=self.seat_box.value, auction=auction, samples=self.samples_box.value,
                            seed=seed)
        except Exception:
            self.hand_view.value = ""
            raise
        finally:
            self.progress.value = ""
        self.advice = advice
        self._show(advice)

    def _show(self, advice: Advice) -> None:
        best = advice.best
        verdict = (str(msg("<p><b>Advice: bid {contract}.</b></p>", contract=html.escape(str(best.name)))) if best
                   else _("<p><b>Advice: pass</b> — no contract is expected to win stake units.</p>"))
        notes = "".join(f"<li>{html.escape(str(o.words))}</li>" for o in advice.options)
        self.result_view.value = verdict + advice_svg(advice) + f"<ul>{notes}</ul>"

