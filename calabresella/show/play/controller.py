"""The play page's game flow: a new game, the next deal, the learner's moves and their undo,
the computers' moves, and the session of deals (its score kept by the game's session).

:class:`PlayController` holds the game in progress; it draws nothing itself: after each
change it asks for a redraw (:meth:`PlayController._refresh`, the layout's). What differs
between games comes from the game's prompts module (``settings.prompts``): the words of each
action, what to do now, the result's headline, the game's session on the page.

**The session interface.** A game's prompts module has ``session(rules, names, fourth, seed)``
(or None: the page plays the game one deal at a time, refused with ``SESSION_REFUSAL``); what
it makes is immutable and answers ``state`` (the game's own session value, shown as
:attr:`PlayController.session` or :attr:`PlayController.match` as its ``exposed_as`` says),
``is_over``, ``over_text``, ``next_deal(seed, human)`` (the deal, its seats' names or None,
the learner's seat or None when he sits out), ``record(deal)``, ``standings_html(names)``
and ``ledger_html()``.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from calabresella.show.play.settings import (
    HUMAN,
    GameSettings,
    _computer_kind,
    computer_players,
    deal_seed,
    fourth_name,
    table_names,
)
from calabresella.show.widgets import _App, shows_errors
from calabresella.words import Message, Table, about, dev, msg, on_screen, said

F = TypeVar("F", bound=Callable[..., Any])


def on_page(method: F) -> F:
    """A callback of the page: run inside the page's table (:meth:`PlayController.screen`), so
    that everything it says, its refusals too (:func:`~calabresella.show.widgets.shows_errors`),
    names the players and the cards as the page shows them."""
    return shows_errors(method)

REVEALING_FIELDS = ("exposed_monte", "widow", "exposed_widow", "asked_holder", "draws", "known", "declarations")
"""What a seat's view of any game shows that was hidden before: Calabresella's monte turned up
(R12, R17, R18), the American widow turned up or shown and who holds the asked card (V4),
Tressette's cards drawn from the stock, known and declared (V5). A view without a field has
nothing of that kind."""


def monte_revealed(before: Any, after: Any) -> bool:
    """True when something hidden was shown to the learner between two of the learner's views,
    in any game: a field of :data:`REVEALING_FIELDS` changed (the monte or the widow turned up,
    a card drawn from the stock shown, a declaration made), or cards came into the learner's
    hand. Undo never goes back past that moment (it would take back what was seen)."""
    if before is None or after is None:
        return False
    changed = any(getattr(before, name, None) != getattr(after, name, None) for name in REVEALING_FIELDS)
    gained = set(getattr(after, "hand", ())) - set(getattr(before, "hand", ()))
    return changed or bool(gained)


def _copied(player: Any) -> Any:
    """A copy of a computer player as it is now (its random state kept), so an undo can put
    it back; a player that cannot be copied (the expert holds a lock) is kept as it is."""
    try:
        return copy.deepcopy(player)
    except TypeError:
        return player


class PlayController(_App):
    """The game in progress: its settings, the deal on the table, the computers, the session."""

    names: tuple[str, ...]
    settings: GameSettings
    deal: Any
    deal_number: int
    deal_names: tuple[str, ...]
    me: int | None
    computers: list[Any]
    lines: list[Any]
    """What happened in the deal, as the game's narration tells it (messages, said when drawn)."""
    recorded: bool
    play_session: Any
    """The session on the page (see the module's docstring), or None: one deal."""
    _undo: list[tuple[Any, ...]]

    # ------------------------------------------------------------- what the layout draws

    def _refresh(self, busy: bool = False) -> None:
        """Draw the game as it stands (the layout's)."""
        raise NotImplementedError

    def _show_thinking(self, seat: int) -> None:
        """Say that the computer at ``seat`` thinks (the layout's)."""
        raise NotImplementedError

    def _draw_notice(self) -> None:
        """Draw the last message beside the hand (the layout's)."""
        raise NotImplementedError

    def _moment_changed(self, signal: bool = True) -> None:
        """A choice in progress (a share; with ``signal``, the signal chosen) belongs to the
        moment it was made in (the layout's)."""

    def _settings_taken(self) -> None:
        """*New game* took the settings shown (the layout's: the note beside them)."""

    def _reset_panels(self) -> None:
        """A new deal, or an undo: every panel forgets what it showed (each panel's, in turn)."""

    def _dealt(self) -> None:
        """A new deal is on the table (the layout's: the game note)."""

    # ------------------------------------------------------------- the game in progress

    @property
    def game(self) -> str:
        """The game in progress: one of :data:`~calabresella.show.play.settings.GAMES`."""
        return self.settings.game

    @property
    def prompts(self) -> Any:
        """The game in progress's prompts module (``games/<game>/prompts.py``)."""
        return self.settings.prompts

    def _exposed(self, kind: str) -> Any:
        session = self.play_session
        return session.state if session is not None and session.exposed_as == kind else None

    @property
    def session(self) -> Any:
        """The session of Calabresella in progress (:class:`~calabresella.games.italian.session.Session`), or None."""
        return self._exposed("session")

    @property
    def match(self) -> Any:
        """The game of Tressette in progress (:class:`~calabresella.games.tressette.TressetteMatch`), or None."""
        return self._exposed("match")

    @property
    def seed_of_deal(self) -> int:
        """The seed the deal on the table was dealt from (its computer seat ``s`` is seeded ``3 * seed + s``)."""
        return deal_seed(self.settings.seed, self.deal_number)

    def _view(self) -> Any:
        return self.deal.view(self.me) if self.me is not None else None

    def _new_game(self, settings: GameSettings) -> None:
        # Everything is made before anything is replaced: a failure leaves the old game whole.
        session = None
        if settings.session:
            session = settings.prompts.session(settings.rules, self.names, fourth_name(self.names), settings.seed)
        made = self._make_deal(settings, session, 0)
        self.settings, self.play_session, self.deal_number = settings, session, 0
        self._begin(*made)
        self._settings_taken()

    def _session_over(self) -> str | None:
        """What the page says once the session is over; None while it goes on (or in one deal)."""
        session = self.play_session
        if session is None or not session.is_over:
            return None
        with self.screen():
            return said(session.over_text)

    def next_deal(self) -> None:
        """Deal the next deal (once this one is over and the session goes on)."""
        if not self.deal.is_over:
            self.say(msg("Finish this deal first."))
            return
        over = self._session_over()
        if over is not None:
            self.say(over)
            return
        made = self._make_deal(self.settings, self.play_session, self.deal_number + 1)
        self.deal_number += 1
        self._begin(*made)

    def _make_deal(self, settings: GameSettings, session: Any, number: int) -> tuple[Any, list[Any], int | None, tuple[str, ...]]:
        """The next deal, its computer players, the learner's seat in it (None: the learner
        sits out) and the names of its seats."""
        seed = deal_seed(settings.seed, number)
        choice, rules = settings.choice, settings.rules
        computers = computer_players(settings.strength, seed, settings.game)
        seats = choice.seats
        names: tuple[str, ...] = table_names(self.names, seats) if seats != 3 else self.names
        me: int | None = HUMAN
        if session is None:
            # The seat before the learner's deals: the learner speaks first and leads (R9, R19, V4, V5).
            deal = choice.game.new_deal(seed, dealer=seats - 1, rules=rules)
        else:
            deal, dealt_names, me = session.next_deal(seed, HUMAN)
            names = names if dealt_names is None else dealt_names
            if me is None:  # V3: the learner deals and sits out; a computer plays his seat
                computers[0] = _computer_kind(settings.strength, settings.game)(seed * seats)
        return deal, computers, me, names

    def _begin(self, deal: Any, computers: list[Any], me: int | None, names: tuple[str, ...]) -> None:
        self.deal, self.computers, self.me, self.deal_names = deal, computers, me, names
        self.lines = []
        self.recorded = False
        self._moment_changed()
        self._undo = []
        self._reset_panels()
        self.say("")
        self._dealt()
        self._computers_move()
        self._refresh()

    def act(self, action: Any) -> None:
        """The learner's action (what the buttons call); refused actions raise the engine's error."""
        if self.deal.is_over:
            self.say(self._session_over() or msg("This deal is over: press Next deal (or New game)."))
            return
        if self.me is None:
            self.say(msg("You deal this deal and sit out ({rule}): press Next deal when it is over.", rule="V3"))
            return
        if self.deal.to_move != self.me:
            self.say(msg("Wait: it is not your turn."))
            return
        snapshot = (self.deal, self.play_session, [_copied(p) for p in self.computers], list(self.lines), self.recorded)
        seen = self._view()
        self._apply(action)  # a refused action raises here, and nothing was kept
        self._undo.append(snapshot)
        self.say("")
        self._computers_move()
        if self.deal.is_over or monte_revealed(seen, self._view()):  # what was shown cannot be unseen
            self._undo.clear()
        self._refresh()

    def may_undo(self) -> bool:
        """True when the learner has a move of this deal to take back: never once the deal is over
        (every hand has been shown; the session keeps the scored deal, R29)."""
        return bool(self._undo) and not self.deal.is_over

    def undo(self) -> None:
        """Take back the learner's last move of this deal: the game returns to the learner's
        previous choice, the computers' moves after it undone too (the same deal, the same
        session, the computers as they were, so playing the same move again gives the same game)."""
        if self.deal.is_over:
            self.say(msg("This deal is over and every hand has been shown: it stays as it is (press Next deal "
                         "or New game)."))
            return
        if not self._undo:
            self.say(msg("Nothing to undo: you have not moved yet in this deal."))
            return
        self.deal, self.play_session, self.computers, self.lines, self.recorded = self._undo.pop()
        self._moment_changed(signal=False)
        self._reset_panels()
        self.say(msg("Your last move is taken back: choose again."))
        self._refresh()

    def table_now(self) -> Table:
        """The table the page says its messages to: the deal's names, the learner as "you"
        (no one while the learner sits out), the cards named as the pictures show them."""
        with self.screen() as table:
            return table

    @contextlib.contextmanager
    def screen(self) -> Iterator[Table]:
        """Say every message inside the ``with`` block to the page's table (:meth:`table_now`)."""
        names = getattr(self, "deal_names", None) or getattr(self, "names", None)
        style = self.style if hasattr(self, "style_choice") else None
        with on_screen(style=style, names=names, viewer=getattr(self, "me", None), keep_viewer=False) as table:
            yield table

    def words(self, text: Message | str) -> str:
        """``text`` (a message of the engine or the game, or text already said) said to the page's
        table: the players by name, the learner as "you", the cards as the pictures show them."""
        with self.screen() as table:
            return said(text, table)

    @property
    def style(self) -> str:
        """The suit style shown now: 'italian' or 'french' (the layout's)."""
        raise NotImplementedError

    def say(self, text: Message | str) -> None:
        """Show ``text`` in the page's naming (cards as the pictures show them, the learner as
        "you") beside the hand: a refusal as one, anything else as a note. A message is said
        again in the language and the suits of each redraw."""
        self.notice_message = text
        super().say(self.words(text))
        self._draw_notice()

    def refuse(self, text: Message | str) -> None:
        """Show ``text`` beside the hand as a refusal (the engine's, or the package's own error)."""
        super().refuse(self.words(text))
        self.notice_message = text
        self._draw_notice()

    def _apply(self, action: Any) -> None:
        before = self.deal
        self.deal = before.apply(action)
        self._moment_changed()
        with self.screen():
            self.lines.append(self.prompts.describe(before, action, self.deal, self.deal_names, self.me))

    def _computers_move(self) -> None:
        thought = False
        while not self.deal.is_over and self.deal.to_move != self.me:
            seat = self.deal.to_move
            assert seat is not None, dev("a computer is to move")
            if self.settings.strength == "expert":  # seconds a move: show where the game stands first
                self._show_thinking(seat)
                thought = True
            self._apply(self.computers[seat].choose(self.deal.view(seat)))
        if thought:  # the thinking is over: the note beside the hand says what it said before
            self._draw_notice()
        if self.deal.is_over and not self.recorded:
            if self.play_session is not None:
                self.play_session = self.play_session.record(self.deal)
            self.recorded = True

    # ------------------------------------------------------------- what the page says

    def game_note_text(self) -> str:
        """The game in progress in plain words: who plays with whom, what a session is."""
        settings = self.settings
        return self.words(settings.prompts.game_note(settings.profile, settings.rules, self.names[HUMAN],
                                                     self.deal_names, self.play_session is not None,
                                                     fourth_name(self.names)))

    def status_text(self) -> str:
        """Whose turn it is and what to do, or how the deal ended."""
        deal = self.deal
        with self.screen():
            abandoned = self.prompts.abandoned_text(deal)
            if abandoned is not None:
                return said(abandoned)
            if deal.is_over:
                if self.me is None:
                    return str(msg("You dealt this deal and sat out ({rule}); the three others played it. "
                                   "The deal is over.", rule="V3"))
                return str(msg("The deal is over."))
            todo = said(self.prompts.turn_text(deal, self.me, self.deal_names))
            return str(about(deal.to_move or 0, "{player}'s turn: {todo}", "Your turn: {todo}", todo=todo))

    def score_text(self) -> list[str]:
        """The score lines of the deal just finished, in the game's own words, cards named as the
        pictures show them ([] while playing)."""
        with self.screen():
            return [said(line) for line in self._score_lines()]

    def _score_lines(self) -> list[Any]:
        """The score lines of the deal just finished, in the game's own words ([] while playing)."""
        result = self.deal.result
        with self.screen():
            return [] if result is None else list(self.prompts.score_lines(result, self.deal_names))

    def headline(self) -> str:
        """The deal's result in one sentence ("" while playing)."""
        result = self.deal.result
        if result is None:
            return ""
        with self.screen():
            return said(self.prompts.headline(result, self.deal_names, self.me, self.score_text()))
