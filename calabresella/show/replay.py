"""Replay a saved deal of Calabresella trick by trick, every hand shown (R19–R22).

:class:`ReplayBoard` takes a deal, or a deal record (:mod:`calabresella.games.record`: a
dict, its JSON text, or the path of its file), and shows the table at each step: the deal
as dealt, the first lead after the auction and the exchange, then the table after each
trick, with the sentences of what happened since the step before. Buttons *First*,
*Back*, *Forward*, *Last* (CSS classes ``cal-replay-first``, ``cal-replay-back``,
``cal-replay-forward``, ``cal-replay-last``) move along; ``cal-replay-step`` says where.

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.games.italian.players import HeuristicPlayer, play_deal
>>> deal = play_deal(Deal.new(seed=1), [HeuristicPlayer(s) for s in range(3)])
>>> board = ReplayBoard(deal)
>>> len(board.steps), board.steps[2].title      # as dealt, the first lead, then 12 tricks
(14, 'After trick 1')
>>> board.on_last()
>>> board.step
13
"""

from __future__ import annotations

import html
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

import ipywidgets as w

from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.game import GAME as REPLAYED
from calabresella.show.analysis_board import play_positions
from calabresella.show.narrate import NAMES, describe
from calabresella.show.widgets import STYLES, _App, check_choice, page_style, shows_errors
from calabresella.words import Message, _, dev, msg, on_screen, said


@dataclass(frozen=True)
class ReplayStep:
    """One step of a replay: the deal as it stood, a title, and what happened since the step before."""

    deal: Deal
    title: str
    lines: tuple[str, ...]


def _replayed(value: object) -> TypeGuard[Deal]:
    """Whether ``value`` is a deal of the game replayed here (the Italian game object's deal class)."""
    return isinstance(value, REPLAYED.deal_class)


def read_deal(deal_or_record: Any) -> tuple[Deal, tuple[str, ...] | None]:
    """The deal of ``deal_or_record`` (a :class:`Deal`, a deal record as a dict, its JSON
    text, or the path of a record file) and the names the record gives (None if none).
    A record is replayed through the engine, so a bad one is refused with the reason."""
    from calabresella.games import record

    if _replayed(deal_or_record):
        return deal_or_record, None
    data: Any = deal_or_record
    if isinstance(data, (str, os.PathLike)):
        text = str(data)
        is_json = isinstance(data, str) and text.lstrip().startswith("{")
        try:
            data = json.loads(text if is_json else Path(text).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
            if is_json:
                raise ArgumentValueError(msg("the text given is not a readable deal record (a JSON file saved by "
                                             "the play page): {error}", error=str(err))) from None
            raise ArgumentValueError(msg("{path!r} is not a readable deal record (a JSON file saved by the play "
                                         "page): {error}", path=text, error=str(err))) from None
    if not isinstance(data, dict):
        raise ArgumentTypeError(msg(
            "ReplayBoard needs a deal of Calabresella or its record (a dict, JSON text or a file path), got {kind}",
            kind=dev(type(deal_or_record).__name__)))
    deal = record.from_any(data)
    if not _replayed(deal):
        raise ArgumentValueError(msg("ReplayBoard replays deals of Calabresella (the Italian game) only"))
    names = data.get("names")
    return deal, tuple(names) if names else None


def replay_steps(deal: Deal, names: Sequence[str] = NAMES) -> list[ReplayStep]:
    """The steps of ``deal``: as dealt, the first lead (when play began), then after each trick."""
    start = deal.as_dealt()
    positions = play_positions(deal)
    boundaries = [p for p in positions[1:] if p.current is None or not p.current.cards]
    stops = ([positions[0]] if positions else []) + boundaries
    steps = [ReplayStep(start, _("The deal as dealt: every hand shown"), ())]
    state, lines, index = start, [], 0
    history = deal.history
    for stop in stops:
        while len(state.history) < len(stop.history):
            action = history[index][1]
            after = state.apply(action)
            lines.append(describe(state, action, after, names))
            state, index = after, index + 1
        tricks = len(stop.tricks)
        title = (msg("The first lead: the auction and the exchange are over ({rule})", rule="R19") if tricks == 0
                 else msg("After trick {number}", number=tricks))
        steps.append(ReplayStep(stop, str(title), tuple(lines)))
        lines = []
    if len(state.history) < len(history):  # an auction that ended the deal, or a deal still going
        while index < len(history):
            action = history[index][1]
            after = state.apply(action)
            lines.append(describe(state, action, after, names))
            state, index = after, index + 1
        steps.append(ReplayStep(state, _("The end of the record"), tuple(lines)))
    return steps


class ReplayBoard(_App):
    """A saved deal replayed trick by trick with the table picture at each step."""

    def __init__(self, deal_or_record: Any, names: Sequence[str] | None = None, style: str = "italian") -> None:
        super().__init__()
        self.style = check_choice(style, "style", STYLES)
        self.deal, recorded = read_deal(deal_or_record)
        self.names = tuple(names) if names is not None else (recorded or NAMES)
        with on_screen(style=self.style, names=self.names):  # the sentences name the cards as the pictures do
            self.steps = replay_steps(self.deal, self.names)
        self.step = 0
        self.buttons = {}
        for key, label in (("first", _("⏮ First")), ("back", _("◀ Back")), ("forward", _("Forward ▶")),
                           ("last", _("Last ⏭"))):
            button = w.Button(description=label, layout=w.Layout(width="auto"))
            button.add_class(f"cal-replay-{key}")
            self.buttons[key] = button
        self.buttons["first"].on_click(self.on_first)
        self.buttons["back"].on_click(self.on_back)
        self.buttons["forward"].on_click(self.on_forward)
        self.buttons["last"].on_click(self.on_last)
        self.where = w.HTML()
        self.where.add_class("cal-replay-step")
        self.table = w.HTML()
        self.table.add_class("cal-table")
        self.told = w.HTML()
        self.told.add_class("cal-replay-text")
        self.ui = w.VBox([
            w.HTML(page_style(self.style)),
            w.HBox([*self.buttons.values(), self.where], layout=w.Layout(flex_flow=dev("row wrap"))),
            self.table,
            self.told,
            self.messages,
        ])
        self.ui.add_class("cal-app")
        self.ui.add_class("cal-replay")
        self._refresh()

    def close(self) -> None:
        """Close the board's widgets."""
        self.ui.close()

    def _go(self, step: int) -> None:
        self.step = max(0, min(step, len(self.steps) - 1))
        self._refresh()

    @shows_errors
    def on_first(self, _button: Any = None) -> None:
        self._go(0)

    @shows_errors
    def on_back(self, _button: Any = None) -> None:
        self._go(self.step - 1)

    @shows_errors
    def on_forward(self, _button: Any = None) -> None:
        self._go(self.step + 1)

    @shows_errors
    def on_last(self, _button: Any = None) -> None:
        self._go(len(self.steps) - 1)

    def _refresh(self) -> None:
        from calabresella.show.svg import table_svg

        step = self.steps[self.step]
        with on_screen(style=self.style, names=self.names):
            where: Message = msg("<b>Step {number} of {count}</b>: {title}", number=self.step + 1,
                                 count=len(self.steps), title=html.escape(step.title))
            self.where.value = said(where)
            self.table.value = str(table_svg(step.deal, names=self.names, style=self.style))
        lines = "".join(f"<li>{html.escape(line)}</li>" for line in step.lines)
        self.told.value = f"<ul>{lines}</ul>" if lines else ""
        self.buttons["first"].disabled = self.buttons["back"].disabled = self.step == 0
        self.buttons["forward"].disabled = self.buttons["last"].disabled = self.step == len(self.steps) - 1


__all__ = ["ReplayBoard", "ReplayStep", "read_deal", "replay_steps"]
