"""*Try again from here*: each costly card of a reviewed deal, as a puzzle (issue 22).

After a deal is reviewed (:class:`~calabresella.analysis.review.DealReview`), every card
that cost its side something (``review.costly``; only the learner's, when the learner's
seat is given) gets a button (``cal-try-again``, with ``cal-try-again-<number>``, the
card's number in the deal). A click makes a puzzle of the position just before that card
(:func:`calabresella.puzzles.make.position_puzzle`, every hand face up, the side to move
as the learner) and opens it in the puzzle trainer (:class:`~calabresella.show.trainer.PuzzleTrainer`,
as practice: no rating moves), or hands it to the page's own trainer.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection, Iterator, Sequence
from typing import Any

import ipywidgets as w

from calabresella.analysis.review import CardReview, DealReview
from calabresella.games.italian.deal import Deal
from calabresella.show.board_play_on import WRAP
from calabresella.show.widgets import _App, close_tree, shows_errors
from calabresella.words import Message, Table, msg, on_screen, said

__all__ = ["TryAgainPanel", "costly_positions"]


def costly_positions(review: DealReview, positions: Sequence[Deal],
                     seats: Collection[int] | None = None) -> list[tuple[CardReview, Deal]]:
    """Each costly card of ``review`` (of ``seats``, when given) with the position just
    before it; ``positions`` are the deal's play positions, the first before any card
    (:func:`~calabresella.show.analysis_board.play_positions`)."""
    return [(card, positions[card.number - 1]) for card in review.costly
            if (seats is None or card.seat in seats) and 0 < card.number <= len(positions)]


class TryAgainPanel(_App):
    """The *Try again from here* buttons of a reviewed deal, and the trainer they open.

    ``open_puzzle``: what to do with the puzzle made (a page's trainer); None: the panel
    opens a trainer of its own below its buttons.
    """

    def __init__(self, review: DealReview, positions: Sequence[Deal], *, names: Sequence[str], style: str,
                 seats: Collection[int] | None = None,
                 open_puzzle: Callable[[Any], None] | None = None) -> None:
        super().__init__()
        self.names, self.style = tuple(names), style
        self.viewer = next(iter(seats)) if seats is not None and len(seats) == 1 else None
        self.costly = costly_positions(review, positions, seats)
        self.open_puzzle = open_puzzle
        self.trainer: Any = None
        """The trainer this panel opened (None until a button is pressed, or when the page has one)."""
        self.buttons = [self._button(card) for card, _position in self.costly]
        with self.screen() as table:
            title = said(msg("<b>Try again from here</b>: each costly card as a puzzle, from the position before "
                             "it (every hand face up).") if self.costly else
                         msg("No card cost anything: nothing to try again."), table)
        self.trainer_area = w.VBox()
        self.ui = w.VBox([w.HTML(title), w.HBox(self.buttons, layout=w.Layout(flex_flow=WRAP)), self.messages,
                          self.trainer_area])
        self.ui.add_class("cal-try-again-box")

    @contextlib.contextmanager
    def screen(self) -> Iterator[Table]:
        with on_screen(style=self.style, names=self.names, viewer=self.viewer, keep_viewer=False) as table:
            yield table

    def say(self, text: str | Message) -> None:
        with self.screen() as table:
            super().say(said(text, table))

    def _button(self, card: CardReview) -> w.Button:
        with self.screen() as table:
            label = said(msg("Try again from card {number} ({card})", number=card.number, card=card.card), table)
            tip = said(card.message(), table)
        button = w.Button(description=label, tooltip=tip, layout=w.Layout(width="auto"))
        button.add_class("cal-try-again")
        button.add_class(f"cal-try-again-{card.number}")
        number = card.number
        button.on_click(lambda _b: self.try_again(number))
        return button

    @shows_errors
    def try_again(self, number: int) -> None:
        """Make a puzzle of the position before card ``number`` and open it."""
        found = [position for card, position in self.costly if card.number == number]
        if not found:
            self.refuse(msg("Card {number} cost nothing: there is nothing to try again there.", number=number))
            return
        from calabresella.puzzles.make import position_puzzle

        self.say(msg("Working out the best play from here…"))
        puzzle = position_puzzle(found[0], view="all", force=True)
        self.say("")
        if self.open_puzzle is not None:
            self.open_puzzle(puzzle)
            return
        if self.trainer is None:
            from calabresella.show.trainer import PuzzleTrainer

            self.trainer = PuzzleTrainer((), style=self.style, names=self.names)
            self.trainer_area.children = [self.trainer.ui]
        self.trainer.show(puzzle, rated=False)

    def close(self) -> None:
        """Close the panel's widgets (and its trainer's)."""
        if self.trainer is not None:
            self.trainer.close()
        close_tree(self.ui)

