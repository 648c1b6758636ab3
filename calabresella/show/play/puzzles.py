"""The play page's *Puzzles* (issue 22): the puzzle trainer below the table.

*Puzzles* (``cal-puzzles``) opens the trainer (:class:`~calabresella.show.trainer.PuzzleTrainer`,
in ``cal-puzzles-area``) on the committed puzzles, near the learner's rating, the progress
kept in :attr:`PuzzlePanel.puzzle_progress_path`; pressed again it closes it. A costly
card of a reviewed deal, tried again from the analysis board (``cal-try-again``), opens
here too (:meth:`PuzzlePanel.open_puzzle`). The trainer is made when first opened (the page
starts without the puzzles and the solver) and kept while the page lives, through new games.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from calabresella.show.play.controller import on_page
from calabresella.show.play.layout import PlayLayout
from calabresella.words import _

if TYPE_CHECKING:
    from calabresella.show.trainer import PuzzleTrainer

__all__ = ["PuzzlePanel"]


class PuzzlePanel(PlayLayout):
    """*Puzzles* (``cal-puzzles``): the puzzle trainer, opened and closed below the table."""

    def _make_panels(self) -> None:
        super()._make_panels()
        from calabresella.puzzles.progress import DEFAULT_PROGRESS_PATH

        self.puzzle_progress_path: Path | None = DEFAULT_PROGRESS_PATH
        """Where the page's trainer keeps the learner's progress (None: in memory only)."""
        self.puzzles_button = w.Button(button_style="success", layout=w.Layout(width="auto"))
        self.puzzles_button.add_class("cal-puzzles")
        self.puzzles_button.on_click(self.on_puzzles)
        self.puzzles_area = w.VBox()
        self.puzzles_area.add_class("cal-puzzles-area")
        self.trainer: PuzzleTrainer | None = None
        """The page's puzzle trainer, once opened."""
        self._place("deal-buttons", 50, self.puzzles_button)
        self._place("below", 5, self.puzzles_area)

    def _name_panels(self) -> None:
        super()._name_panels()
        self._name_puzzles_button()

    def _name_puzzles_button(self) -> None:
        self.puzzles_button.description = _("Close the puzzles") if self.puzzles_open else _("Puzzles")
        self.puzzles_button.tooltip = _("practise on positions the solver has proved, near your rating")

    @property
    def puzzles_open(self) -> bool:
        """True while the trainer is shown below the table."""
        return bool(getattr(self, "puzzles_area", None) and self.puzzles_area.children)

    def _trainer(self) -> PuzzleTrainer:
        if self.trainer is None:
            from calabresella.show.trainer import PuzzleTrainer

            self.trainer = PuzzleTrainer(progress_path=self.puzzle_progress_path, style=self.style,
                                         names=self.names)
        return self.trainer

    def _open(self) -> None:
        trainer = self._trainer()
        if trainer.style != self.style:  # the suits chosen since: the next drawing uses them
            trainer.style = self.style
            if trainer.puzzle is not None and trainer.verdict is None:
                trainer.show(trainer.puzzle, rated=trainer.rated)
        self.puzzles_area.children = [trainer.body]
        self._name_puzzles_button()

    @on_page
    def on_puzzles(self, _button: Any = None) -> None:
        """Open the puzzle trainer below the table, or close it."""
        if self.puzzles_open:
            self.puzzles_area.children = []
            self._name_puzzles_button()
            return
        self._open()

    @on_page
    def open_puzzle(self, puzzle: Any) -> None:
        """Open ``puzzle`` (a position of the learner's own deal) in the trainer, as practice."""
        self._open()
        self._trainer().show(puzzle, rated=False)
