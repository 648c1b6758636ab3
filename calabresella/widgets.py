"""The ipywidgets apps the notebooks use. They hold no rules: they read states and
hand actions to :meth:`Deal.apply`; every refusal shown is the engine's own.

Each app is a class with its widgets as attributes (so tests can set values and
click buttons) and an ``ui`` container to display. Errors inside callbacks are
shown in the app's ``messages`` Output widget, never lost.
"""

from __future__ import annotations

import functools
import traceback
from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as w

from calabresella.actions import Bid, Contract, Discard, Enhancement, Play
from calabresella.cards import Card
from calabresella.deal import Deal, IllegalActionError, Phase
from calabresella.narrate import NAMES, describe
from calabresella.scoring import DealResult, score_deal

F = TypeVar("F", bound=Callable[..., Any])


def shows_errors(method: F) -> F:
    """Run a callback so that any error appears in ``self.messages`` for the learner."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except IllegalActionError as err:
            self.say(f"Not allowed — {err}")
        except Exception as err:  # noqa: BLE001 - shown to the learner, with its trace
            self.say(f"Something went wrong: {err!r}\n{traceback.format_exc(limit=3)}")
        return None

    return wrapper  # type: ignore[return-value]


class _App:
    """Shared parts: a message area that keeps the last message as text too."""

    def __init__(self) -> None:
        self.messages = w.Output()
        self.last_message = ""

    def say(self, text: str) -> None:
        self.last_message = text
        # Set the widget's outputs directly: printing inside `with self.messages`
        # would also reach a notebook cell's own output when the app is driven in code.
        self.messages.outputs = ()
        if text:
            self.messages.append_stdout(text + "\n")


def deal_ready_to_play(seed: int, contract: Contract = Contract.SOLO) -> Deal:
    """A seeded deal at its first trick: the dealer's right bids ``contract``, the others
    pass; a Solo soloist discards its four lowest cards; a Solissimo is played plain."""
    deal = Deal.new(seed=seed)
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
        self.style = style
        self.seed_box = w.IntText(value=seed, description="Seed", layout=w.Layout(width="160px"))
        self.card = w.Dropdown(description="Card", options=[], layout=w.Layout(width="200px"))
        self.play_button = w.Button(description="Play", button_style="primary")
        self.new_button = w.Button(description="New deal")
        self.table = w.HTML()
        self.log = w.HTML()
        self.play_button.on_click(self.on_play)
        self.new_button.on_click(self.on_new)
        self.ui = w.VBox(
            [
                w.HBox([self.seed_box, self.new_button]),
                self.table,
                w.HBox([self.card, self.play_button]),
                self.messages,
                self.log,
            ]
        )
        self.deal = deal_ready_to_play(seed)
        self._refresh()

    @shows_errors
    def on_new(self, _button: Any = None) -> None:
        self.deal = deal_ready_to_play(int(self.seed_box.value))
        self.say("A new deal: the soloist has discarded; the dealer's right leads (R19).")
        self._refresh()

    @shows_errors
    def on_play(self, _button: Any = None) -> None:
        if self.deal.is_over:
            self.say("All 12 tricks are played: press New deal.")
            return
        card = Card.parse(str(self.card.value))
        before = self.deal
        self.deal = before.apply(Play(card))  # raises the engine's explanation if refused
        self.say(describe(before, Play(card), self.deal))
        self._refresh()

    def _refresh(self) -> None:
        from calabresella.svg import table_svg, trick_svg

        deal = self.deal
        self.table.value = str(table_svg(deal, style=self.style))
        seat = deal.to_move
        self.card.options = [str(c) for c in deal.hands[seat]] if seat is not None else []
        self.play_button.disabled = seat is None
        if deal.tricks:
            last = deal.tricks[-1]
            self.log.value = "<b>Last trick</b><br>" + str(trick_svg(last, style=self.style, show_thirds=True))
        if deal.result is not None:
            self.log.value += "<pre>" + deal.result.summary() + "</pre>"


CONTRACT_CHOICES: list[tuple[str, tuple[Contract, Enhancement]]] = [
    ("Chiamo", (Contract.CHIAMO, Enhancement.PLAIN)),
    ("Solo", (Contract.SOLO, Enhancement.PLAIN)),
    ("Solissimo", (Contract.SOLISSIMO, Enhancement.PLAIN)),
    ("Solissimo dividete", (Contract.SOLISSIMO, Enhancement.DIVIDETE)),
    ("Solissimo scegliete", (Contract.SOLISSIMO, Enhancement.SCEGLIETE)),
]


class ScoringCalculator(_App):
    """Score a deal from what each side captured (R22–R28), with the breakdown drawn.

    The defenders' card thirds are whatever the soloist's tricks and the monte leave
    of the pack's 32.
    """

    def __init__(self) -> None:
        super().__init__()
        self.contract = w.Dropdown(options=CONTRACT_CHOICES, value=CONTRACT_CHOICES[1][1], description="Contract")
        self.soloist_trick_thirds = w.IntSlider(value=13, min=0, max=32, description="Soloist's tricks (thirds)")
        self.monte_thirds = w.IntSlider(value=2, min=0, max=12, description="Monte (thirds)")
        self.last_trick = w.Checkbox(value=True, description="Soloist won the last trick")
        self.soloist_tricks = w.IntSlider(value=7, min=0, max=12, description="Soloist's tricks")
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
        from calabresella.cards import PACK_THIRDS
        from calabresella.svg import score_svg

        contract, enhancement = self.contract.value
        soloist_cards, monte = int(self.soloist_trick_thirds.value), int(self.monte_thirds.value)
        defenders_cards = PACK_THIRDS - soloist_cards - monte
        tricks = int(self.soloist_tricks.value)
        problem = ""
        if defenders_cards < 0:
            problem = f"The pack holds only {PACK_THIRDS} card thirds (R5): the soloist's tricks and the monte hold {soloist_cards + monte}."
        elif tricks == 12 and not self.last_trick.value or tricks == 0 and self.last_trick.value:
            problem = "Whoever takes the last trick took at least one trick: check 'Soloist's tricks' against the last trick."
        elif tricks == 12 and defenders_cards > 0 or tricks == 0 and soloist_cards > 0:
            problem = "A side with no tricks has no card thirds in tricks."
        if problem:
            self.result = None
            self.picture.value = ""
            self.say(problem)
            return
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
        self.picture.value = str(score_svg(self.result))
        self.say(self.result.summary())


__all__ = ["NAMES", "ScoringCalculator", "TrickExplorer", "deal_ready_to_play", "shows_errors"]
