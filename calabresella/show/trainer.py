"""The puzzle trainer: one proved puzzle at a time, answered with a click (issue 22).

A puzzle (:class:`calabresella.puzzles.puzzle.Puzzle`) is a position of a real deal and
one question: which card to play, which four cards to discard, or what to bid. The
trainer draws the position (every hand face up for a puzzle of view ``"all"``; for
``"own"`` only the learner's hand, the trick so far and the cards played, as at the
table), says the task in one sentence, and offers every legal answer as a button: the
cards of the hand (``cal-trainer-card`` with ``cal-card-<letter><rank>``), the cards to
discard (toggles ``cal-trainer-discard``, then *Discard these four*,
``cal-trainer-confirm``), or a button per bid (``cal-trainer-bid``).

The answer is judged at once by the puzzle (``puzzle.check``): the verdict in words
(``cal-trainer-verdict``, with ``cal-trainer-right`` or ``cal-trainer-wrong``), what
each answer is worth (``cal-trainer-values``; the best rows ``cal-trainer-best``, the
learner's ``cal-trainer-yours``), the line of best play (``cal-trainer-line``) and the
puzzle's themes (``cal-trainer-themes``). *Next puzzle* (``cal-trainer-next``) draws an
unseen puzzle near the learner's rating (:func:`calabresella.puzzles.rating.next_puzzle`),
shown with the rating (``cal-trainer-rating``), which each first answer moves
(:func:`calabresella.puzzles.rating.update`).

The learner's progress is kept in a local file (:mod:`calabresella.puzzles.progress`;
the path in ``cal-trainer-path``, *Use this file* ``cal-trainer-load``): saved after
every answer, never over a file of another kind or one changed on disk since it was
read. A refusal is said beside the path (``cal-trainer-file``) and the trainer goes on
in memory: no traceback ever reaches the page.

A position of the learner's own deal can be tried again (:meth:`PuzzleTrainer.show` of
:func:`calabresella.puzzles.make.position_puzzle`): it is practice, judged the same way,
and it moves no rating.

The trainer holds no rule: the answers, their values and the verdicts are the puzzle's.
"""

from __future__ import annotations

import contextlib
import html
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as w

from calabresella.engine.cards import Card, sort_hand
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.engine.files import FileFormatError
from calabresella.engine.naming import card_name, card_words
from calabresella.games.italian.deal import Deal
from calabresella.show.board_play_on import WRAP
from calabresella.show.narrate import NAMES
from calabresella.show.trainer_views import (
    DISCARDS,
    SHOWN_VALUES,
    answer_label,
    choice_cards,
    played_html,
    task_messages,
    theme_names,
    value_words,
    values_html,
)
from calabresella.show.widgets import (
    STYLES,
    _App,
    check_choice,
    check_seed,
    close_tree,
    page_style,
    picture_class,
    shows_errors,
)
from calabresella.words import Message, Table, _, many, msg, on_screen, said

__all__ = [
    "DISCARDS", "SHOWN_VALUES", "ProgressKeeper", "PuzzleTrainer", "answer_label", "choice_cards", "played_html",
    "value_words", "values_html",
]

TRAINER_CSS = """
.cal-trainer .cal-trainer-values { border-collapse: collapse; margin: 4px 0; }
.cal-trainer .cal-trainer-values th, .cal-trainer .cal-trainer-values td { padding: 2px 10px;
  border-bottom: 1px solid #ccc; text-align: left; }
.cal-trainer .cal-trainer-values tr.cal-trainer-best td { background: #c8e6c9; font-weight: bold; }
.cal-trainer .cal-trainer-values tr.cal-trainer-yours td:first-child { outline: 2px solid #1565c0; }
.cal-trainer .cal-trainer-right { background: #e8f5e9; border: 2px solid #2e7d32; border-radius: 6px; padding: 4px 8px; }
.cal-trainer .cal-trainer-wrong { background: #fdecea; border: 2px solid #b3261e; border-radius: 6px; padding: 4px 8px; }
.cal-trainer .cal-pic.cal-trainer-discard.mod-active { background-color: #1565c0; color: #ffffff;
  outline: 4px solid #ff8f00; outline-offset: -4px; font-weight: bold; }
"""
"""The trainer's own look: the values table, the verdict's colours (the words say it too),
the discards chosen."""


class ProgressKeeper(_App):
    """The trainer's progress file: read, saved after each answer, refusals said beside the
    path (the trainer makes the widgets and the progress: :class:`PuzzleTrainer`)."""

    progress: Any
    progress_path: Path | None
    _stamp: str | None
    _file_ok: bool
    path_box: w.Text
    file_note: w.HTML
    verdict: Any

    def screen(self) -> contextlib.AbstractContextManager[Table]:
        raise NotImplementedError

    def _draw_rating(self) -> None:
        raise NotImplementedError

    def on_next(self, _button: Any = None) -> None:
        raise NotImplementedError

    def use_file(self, path: str | os.PathLike[str]) -> bool:
        """Read the progress kept at ``path`` (a new progress when there is no file yet) and
        save there from now on; True if it was read. A file that is not a progress file is
        refused beside the path and never written over: the trainer goes on in memory."""
        from calabresella.puzzles.progress import Progress, load_progress

        if isinstance(path, str) and not path.strip():
            self._file_said(msg("Write the name of a progress file, such as {example}.",
                                example="puzzle-progress.json"), refused=True)
            return False
        target = Path(path).expanduser()
        self.path_box.value = str(target)
        try:
            progress, stamp = load_progress(target)
        except (FileFormatError, OSError) as err:
            self.progress_path, self._stamp, self._file_ok = target, None, False
            self.progress = Progress.new()
            reason = said(err.message) if isinstance(err, FileFormatError) else str(err)
            self._file_said(msg("Your progress was not read: {reason}. Nothing will be saved over that file; "
                                "choose another file to keep your progress.", reason=reason), refused=True)
            self._draw_rating()
            return False
        self.progress, self._stamp, self.progress_path, self._file_ok = progress, stamp, target, True
        self._file_said(many("Your progress is kept in {path} ({count} answer so far).",
                             "Your progress is kept in {path} ({count} answers so far).", len(progress.attempts),
                             path=str(target)))
        self._draw_rating()
        return True

    def _file_said(self, text: Message | str, refused: bool = False) -> None:
        with self.screen() as table:
            words = html.escape(said(text, table))
        self.file_note.value = f"<span style='color:#b00020'>{words}</span>" if refused else f"<small>{words}</small>"

    @shows_errors
    def on_load(self, _button: Any = None) -> None:
        """*Use this file*: read the progress in the path box."""
        if self.use_file(str(self.path_box.value)) and self.verdict is not None:
            self.on_next()

    def _save(self) -> None:
        from calabresella.puzzles.progress import save_progress

        if self.progress_path is None or not self._file_ok:
            return
        try:
            self._stamp = save_progress(self.progress_path, self.progress, unchanged=self._stamp)
        except (FileFormatError, OSError) as err:
            self._file_ok = False
            reason = said(err.message) if isinstance(err, FileFormatError) else str(err)
            self._file_said(msg("Your progress was not saved: {reason}. It is kept here until you choose a file "
                                "with Use this file.", reason=reason), refused=True)
            return
        self._file_said(many("Your progress is kept in {path} ({count} answer so far).",
                             "Your progress is kept in {path} ({count} answers so far).",
                             len(self.progress.attempts), path=str(self.progress_path)))


class PuzzleTrainer(ProgressKeeper):
    """Answer puzzles one at a time; each answer judged, the rating and the progress kept.

    ``puzzles``: the puzzles to draw from (None: the committed set,
    :func:`calabresella.puzzles.load_puzzles`); ``progress_path``: the learner's progress
    file (None: kept in memory only); ``style``: ``'italian'`` or ``'french'``; ``names``:
    the three players' names; ``seed``: which of the puzzles near the rating comes next;
    ``kind``: only puzzles of that kind (``"play"``, ``"exchange"``, ``"bid"``), or None.
    The first puzzle is drawn at once.
    """

    def __init__(self, puzzles: Sequence[Any] | None = None, *, progress_path: str | os.PathLike[str] | None = None,
                 style: str = "italian", names: Sequence[str] = NAMES, seed: int = 0,
                 kind: str | None = None) -> None:
        super().__init__()
        self.style = check_choice(style, "style", STYLES)
        self.names = tuple(names)
        if len(self.names) != 3 or not all(isinstance(n, str) and n for n in self.names):
            raise ArgumentValueError(msg("names must be three names, one per seat, got {value!r}", value=names))
        self.seed = check_seed(seed)
        if kind is not None:
            check_choice(kind, "kind", ("play", "exchange", "bid"))
        self.kind = kind
        if puzzles is None:
            from calabresella.puzzles import load_puzzles

            puzzles = load_puzzles()
        if isinstance(puzzles, (str, bytes)) or not isinstance(puzzles, Sequence):
            raise ArgumentTypeError(msg("puzzles must be a list of puzzles, got {value!r}", value=puzzles))
        self.puzzles = tuple(puzzles)
        from calabresella.puzzles.progress import Progress

        self.progress = Progress.new()
        self.progress_path: Path | None = None
        self._stamp: str | None = None
        self._file_ok = False
        self.puzzle: Any = None
        """The puzzle shown, or None when every puzzle has been seen."""
        self.rated = True
        """False for a position tried again (practice: no rating moves)."""
        self.verdict: Any = None
        """The verdict of the answer to the puzzle shown, or None before it is answered."""
        self._selected: set[Card] = set()
        self._shown_ids: set[str] = set()
        self._make_widgets()
        if progress_path is not None:
            self.use_file(progress_path)
        self.on_next()

    # ----------------------------------------------------------------- widgets

    def _make_widgets(self) -> None:
        self.css = w.HTML(page_style(self.style))
        self.rating_text = w.HTML()
        self.task = w.HTML()
        self.table = w.HTML()
        self.played = w.HTML()
        self.choices = w.HBox(layout=w.Layout(flex_flow=WRAP))
        self.confirm_button = w.Button(description=_("Discard these four"), button_style="primary")
        self.confirm_button.on_click(self.on_confirm)
        self.confirm_button.layout.display = "none"
        self.verdict_text = w.HTML()
        self.values_view = w.HTML()
        self.line_view = w.HTML()
        self.themes_view = w.HTML()
        self.next_button = w.Button(description=_("Next puzzle"), button_style="info",
                                    tooltip=_("an unseen puzzle near your rating"))
        self.next_button.on_click(self.on_next)
        self.path_box = w.Text(description=_("Progress file"), layout=w.Layout(width="460px"),
                               style={"description_width": "initial"})
        self.load_button = w.Button(description=_("Use this file"),
                                    tooltip=_("read your progress from this file and save it there"))
        self.load_button.on_click(self.on_load)
        self.file_note = w.HTML(layout=w.Layout(max_width="620px"))
        for widget, css in ((self.rating_text, "cal-trainer-rating"), (self.task, "cal-trainer-task"),
                            (self.table, "cal-trainer-table"), (self.played, "cal-trainer-played"),
                            (self.choices, "cal-trainer-choices"), (self.confirm_button, "cal-trainer-confirm"),
                            (self.verdict_text, "cal-trainer-verdict"), (self.values_view, "cal-trainer-values-box"),
                            (self.line_view, "cal-trainer-line"), (self.themes_view, "cal-trainer-themes"),
                            (self.next_button, "cal-trainer-next"), (self.path_box, "cal-trainer-path"),
                            (self.load_button, "cal-trainer-load"), (self.file_note, "cal-trainer-file")):
            widget.add_class(css)
        # the verdict right below the task, above the table: in sight at once after a click
        self.body = w.VBox([
            w.HTML(f"<style>{TRAINER_CSS}</style>"), self.rating_text, self.task, self.messages, self.verdict_text,
            self.values_view, self.line_view, self.themes_view, self.next_button, self.table, self.played,
            self.choices, self.confirm_button,
            w.HBox([self.path_box, self.load_button], layout=w.Layout(flex_flow=WRAP)), self.file_note,
        ])
        self.body.add_class("cal-trainer")
        self.ui = w.VBox([self.css, self.body])
        """The trainer on a page of its own (a notebook); a page that has the card pictures'
        CSS already (the play page) shows ``body``."""
        self.ui.add_class("cal-app")

    @contextlib.contextmanager
    def screen(self) -> Iterator[Table]:
        """Say every message to the trainer's table: its names, its suit style, the
        learner (the puzzle's seat) as "you"."""
        seat = getattr(self.puzzle, "seat", None)
        with on_screen(style=self.style, names=self.names, viewer=seat, keep_viewer=False) as table:
            yield table

    def say(self, text: str | Message) -> None:
        with self.screen() as table:
            super().say(said(text, table))

    def close(self) -> None:
        """Close every widget of the trainer (when a page removes it)."""
        close_tree(self.ui)

    # ----------------------------------------------------------------- the puzzles

    @shows_errors
    def on_next(self, _button: Any = None) -> None:
        """*Next puzzle*: an unseen puzzle near the learner's rating."""
        from calabresella.puzzles.rating import next_puzzle

        seen = self.progress.seen | self._shown_ids
        puzzle = next_puzzle(self.puzzles, self.progress.rating, seen=seen, seed=self.seed, kind=self.kind)
        if puzzle is None:
            self.puzzle = None
            self._clear()
            self.task.value = "<p>" + html.escape(_("You have seen every puzzle here: well done.")) + "</p>"
            self._draw_rating()
            return
        self.show(puzzle)

    def show(self, puzzle: Any, rated: bool = True) -> None:
        """Show ``puzzle`` to be answered; ``rated=False`` for practice (a position of the
        learner's own deal tried again): judged the same, but no rating moves and nothing
        is saved."""
        for field in ("id", "kind", "seat", "choices", "check", "position"):
            if not hasattr(puzzle, field):
                raise ArgumentTypeError(msg("the trainer shows a puzzle (calabresella.puzzles.Puzzle), got {value!r}",
                                            value=type(puzzle).__name__))
        self.puzzle, self.rated, self.verdict = puzzle, bool(rated), None
        self._shown_ids.add(str(puzzle.id))
        self._selected = set()
        self._clear()
        self.say("")
        with self.screen():
            self._draw_puzzle()
        self._draw_rating()

    def _clear(self) -> None:
        for view in (self.task, self.table, self.played, self.verdict_text, self.values_view, self.line_view,
                     self.themes_view):
            view.value = ""
        self._set_choices([])
        self.confirm_button.layout.display = "none"

    def _set_choices(self, buttons: list[w.Widget]) -> None:
        old = self.choices.children
        self.choices.children = buttons
        for widget in old:  # gone from the page: a late click on one cannot arrive
            widget.close()

    def _draw_rating(self) -> None:
        rating = str(self.progress.rating)
        if self.puzzle is not None and self.rated:
            text = msg("Your rating: {rating} · this puzzle ({id}): {puzzle}", rating=rating, id=self.puzzle.id,
                       puzzle=round(float(self.puzzle.rating)))
        elif self.puzzle is not None:
            text = msg("Your rating: {rating} · practice from your own deal: your rating does not change",
                       rating=rating)
        else:
            text = msg("Your rating: {rating}", rating=rating)
        with self.screen() as table:
            self.rating_text.value = "<b>" + html.escape(said(text, table)) + "</b>"

    def task_text(self) -> str:
        """The task of the puzzle shown, in one sentence or two (:func:`~calabresella.show.trainer_views.task_messages`,
        which the command line's ``puzzles`` says too)."""
        return " ".join(said(message) for message in task_messages(self.puzzle, self.names))

    def _draw_puzzle(self) -> None:
        from calabresella.show.svg import table_svg

        puzzle = self.puzzle
        deal = puzzle.position()
        self.task.value = "<p>" + html.escape(self.task_text()) + "</p>"
        if getattr(puzzle, "view", "all") == "all":
            self.table.value = str(table_svg(deal, names=self.names, style=self.style))
            self.played.value = played_html(deal, self.names, self.style)
        else:
            self.table.value = str(table_svg(deal, seat=puzzle.seat, names=self.names, style=self.style,
                                             own_hand=False))
            self.played.value = played_html(deal, self.names, self.style)
        if puzzle.kind == "exchange":
            self._draw_discards()
        elif puzzle.kind == "bid":
            self._set_choices([self._answer_button(choice, "cal-trainer-bid") for choice in puzzle.choices])
        else:
            self._draw_cards(deal)

    def _draw_cards(self, deal: Deal) -> None:
        playable = {cards[0]: choice for choice in self.puzzle.choices
                    if (cards := choice_cards(choice)) is not None and len(cards) == 1}
        buttons = []
        for card in deal.hands[self.puzzle.seat]:
            if card in playable:
                button = self._answer_button(playable[card], "cal-trainer-card")
            else:  # a card that may not be played: drawn, not clickable
                button = w.Button(description=card_name(card, self.style), tooltip=card_words(card, self.style),
                                  disabled=True)
                self._card_look(button, card)
            buttons.append(button)
        self._set_choices(buttons)

    def _card_look(self, button: w.Widget, card: Card) -> None:
        for css in ("cal-card", f"cal-card-{card.suit.letter}{card.rank.value}", "cal-pic", picture_class(card)):
            button.add_class(css)

    def _answer_button(self, choice: str, css: str) -> w.Button:
        cards = choice_cards(choice)
        button = w.Button(description=answer_label(choice, self.style), layout=w.Layout(width="auto"))
        button.add_class(css)
        if cards is not None and len(cards) == 1:
            button.tooltip = card_words(cards[0], self.style)
            self._card_look(button, cards[0])
        else:
            button.button_style = "primary"
        shown = self.puzzle
        button.on_click(lambda _b: self.answer(choice, shown))
        return button

    def _discard_sets(self) -> dict[frozenset[Card], str]:
        sets = {}
        for choice in self.puzzle.choices:
            cards = choice_cards(choice)
            if cards is not None:
                sets[frozenset(cards)] = choice
        return sets

    def _draw_discards(self) -> None:
        cards = sort_hand(tuple({card for chosen in self._discard_sets() for card in chosen}))
        toggles = []
        for card in cards:
            toggle = w.ToggleButton(value=False, description=card_name(card, self.style),
                                    tooltip=_("click to discard it; click again to keep it"))
            toggle.add_class("cal-trainer-discard")
            self._card_look(toggle, card)
            toggle.observe(lambda change, c=card: self._toggle(c, change["new"]), names="value")
            toggles.append(toggle)
        self._set_choices(toggles)
        self.confirm_button.layout.display = ""

    def _toggle(self, card: Card, on: bool) -> None:
        if on:
            self._selected.add(card)
        else:
            self._selected.discard(card)

    def select(self, cards: str) -> None:
        """Set the discards chosen (``"4S 5S 6H 7C"``), as clicking their toggles does."""
        chosen = set(choice_cards(cards) or ())
        for toggle, card in zip(self.choices.children, self._toggled_cards(), strict=True):
            toggle.value = card in chosen

    def _toggled_cards(self) -> tuple[Card, ...]:
        return sort_hand(tuple({card for chosen in self._discard_sets() for card in chosen}))

    @shows_errors
    def on_confirm(self, _button: Any = None) -> None:
        """*Discard these four*: answer the exchange with the cards chosen."""
        if self.puzzle is None or self.puzzle.kind != "exchange":
            return
        if len(self._selected) != DISCARDS:
            self.refuse(msg("Choose {count} cards to discard: {chosen} chosen so far.", count=DISCARDS,
                            chosen=len(self._selected)))
            return
        choice = self._discard_sets().get(frozenset(self._selected))
        if choice is None:
            self.refuse(msg("Those {count} cards are not among the answers of this puzzle: choose others.",
                            count=DISCARDS))
            return
        self.answer(choice, self.puzzle)

    # ----------------------------------------------------------------- answering

    @shows_errors
    def answer(self, choice: str, shown: Any = None) -> None:
        """Answer the puzzle shown with ``choice`` (one of its ``choices``, as text): the
        verdict, the values and the line of best play are shown, the rating moves on a
        rated puzzle's first answer, and the progress is saved."""
        puzzle = self.puzzle
        if puzzle is None:
            self.refuse(msg("There is no puzzle to answer: press {button}.", button=_("Next puzzle")))
            return
        if shown is not None and shown is not puzzle:
            self.refuse(msg("That button was for an earlier puzzle; use the buttons shown now."))
            return
        if self.verdict is not None:
            self.refuse(msg("This puzzle is answered: press {button} for another.", button=_("Next puzzle")))
            return
        verdict = puzzle.check(choice)
        self.verdict = verdict
        before = self.progress.rating
        if self.rated:
            self.progress = self.progress.after(puzzle, verdict)
            self._save()
        self.say("")
        with self.screen():
            self._draw_verdict(verdict, before)
        self._draw_rating()
        for widget in self.choices.children:
            widget.disabled = True
        self.confirm_button.layout.display = "none"

    def _draw_verdict(self, verdict: Any, before: Any) -> None:
        puzzle = self.puzzle
        css = "cal-trainer-right" if verdict.correct else "cal-trainer-wrong"
        words = html.escape(said(verdict.message))
        moved = ""
        if self.rated and self.progress.rating != before:
            moved = html.escape(str(msg("Your rating: {before} → {after}.", before=str(before),
                                        after=str(self.progress.rating))))
        self.verdict_text.value = f"<div class='{css}'><b>{words}</b><br>{moved}</div>"
        self.values_view.value = values_html(self.puzzle, verdict, self.style)
        line = [answer_label(step, self.style) for step in getattr(verdict, "line", ()) or ()]
        self.line_view.value = ("<p>" + html.escape(str(msg("Best play: {line}", line=" → ".join(line)))) + "</p>"
                                if line else "")
        themes = theme_names(getattr(puzzle, "themes", ()))
        self.themes_view.value = ("<p><small>" + html.escape(str(msg("Themes: {themes}", themes=", ".join(themes))))
                                  + "</small></p>" if themes else "")
