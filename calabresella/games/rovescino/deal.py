"""A deal of Rovescino (V6): dealt, played trick by trick, scored. Never changed in place.

The card play is the family's (R20, V6f): follow suit if you can, with no duty to head
the trick; no trumps; the highest card of the suit led wins and leads next. The kernel
(:class:`~calabresella.engine.game.TrickGame`) does the refusals, the trick bookkeeping
and the scoring after the last trick.

>>> from calabresella.engine.game import play_random
>>> from calabresella.games.rovescino.rules import ROVESCINO_6
>>> deal = RovescinoDeal.new(seed=4, dealer=2, rules=ROVESCINO_6)
>>> deal.to_move, [len(h) for h in deal.hands], len(deal.monte)
(3, [6, 6, 6, 6, 6, 6], 4)
>>> done = play_random(deal, seed=1)
>>> done.is_over and sum(done.result.seat_thirds) + sum(c.thirds for c in ROVESCINO_6.aside_cards)
32
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from calabresella.engine.actions import ActionError, Play, _card_actions
from calabresella.engine.cards import PACK, Card, CardError
from calabresella.engine.errors import IllegalActionError, check_int
from calabresella.engine.game import TrickGame, read_deal
from calabresella.engine.table import deal_order, deal_packets, shuffle
from calabresella.engine.tricks import Trick, new_trick
from calabresella.games.rovescino.rules import (
    ROVESCINO,
    RULE,
    RovescinoRules,
    RovescinoRulesError,
    check_rules,
    check_seat,
)
from calabresella.games.rovescino.scoring import RovescinoResult, _score
from calabresella.games.rovescino.view import RovescinoView
from calabresella.words import N_, dev, msg

PLAY_RULE = "V6f"
"""The card play's rule id: follow suit, no duty to head the trick, no trumps."""


class RovescinoPhase(enum.Enum):
    """Where a Rovescino deal stands: every action is a card played."""

    PLAY = N_("play")
    FINISHED = N_("finished")


def parse_rovescino_action(text: str) -> Play:
    """Read an action of Rovescino from its text (``"play 4♠"``; ``"play 4S"`` too).

    >>> parse_rovescino_action("play 4S")
    Play(Card.parse('4♠'))
    """
    if not isinstance(text, str):
        raise ActionError(msg("expected a Rovescino action as text such as 'play 4♠', got {text!r}", text=text))
    verb, _, rest = text.strip().partition(" ")
    if verb.lower() != "play" or not rest.strip():
        raise ActionError(msg("a Rovescino action is a card played, such as 'play 4♠' (V6f), got {text!r}", text=text))
    try:
        return Play(Card.parse(rest.strip()))
    except CardError as err:
        raise ActionError(msg("{text!r} does not name a card: {error}", text=text, error=err)) from None


def deal_rovescino(seed: int, dealer: int, rules: RovescinoRules = ROVESCINO) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """V6a: the cards set aside taken out, the rest shuffled with ``seed`` and dealt one at a
    time from the dealer's next seat; what is left over is the monte (V6b).

    Returns the hands by seat and the undealt cards: the monte, or the cards set aside.

    >>> from calabresella.games.rovescino.rules import ROVESCINO_3
    >>> hands, monte = deal_rovescino(3, 0, ROVESCINO_3)
    >>> [len(h) for h in hands], len(monte)
    ([13, 13, 13], 1)
    """
    check_int(seed, msg("a deal's seed"), 0, rule=RULE)
    check_rules(rules)
    check_seat(dealer, rules, "dealer")
    aside = rules.aside_cards
    _, pack = shuffle(seed, [c for c in PACK if c not in aside], rule=RULE)
    hands, rest = deal_packets(pack, deal_order(dealer, rules.players), rules.hand_size, 1)
    return hands, (rest if rules.monte else aside)


@dataclass(frozen=True)
class RovescinoDeal(TrickGame[Play]):
    """The whole state of one Rovescino deal (V6). :meth:`apply` returns a new one.

    ``dealt_monte`` holds the undealt cards: the face-down monte (V6b) or, in a profile
    that sets cards aside, those cards, face up.
    """

    rules: RovescinoRules
    dealer: int
    dealt_hands: tuple[tuple[Card, ...], ...]
    dealt_monte: tuple[Card, ...]
    seed: int | None = None
    hands: tuple[tuple[Card, ...], ...] = ()
    phase: RovescinoPhase = RovescinoPhase.PLAY
    to_move: int | None = None
    history: tuple[tuple[int, Play], ...] = ()
    tricks: tuple[Trick, ...] = ()
    current: Trick | None = None
    result: RovescinoResult | None = field(default=None, compare=False)

    _PHASE_ACTIONS: ClassVar[dict[Any, tuple[tuple[type, ...], str, str]]] = {
        RovescinoPhase.PLAY: ((Play,), PLAY_RULE, N_("play a card")),
    }
    _OVER: ClassVar[tuple[RovescinoPhase, ...]] = (RovescinoPhase.FINISHED,)
    _FINISHED: ClassVar[RovescinoPhase] = RovescinoPhase.FINISHED
    _PLAY_RULE: ClassVar[str] = PLAY_RULE
    _SEAT_RULE: ClassVar[str] = N_("V6a: seats are numbered in playing order")
    _REST: ClassVar[str] = "monte"
    _PARSER: ClassVar[str] = "parse_rovescino_action"
    _EXAMPLE_ACTIONS: ClassVar[str] = "[Play(Card.parse('4♠'))]"

    # ------------------------------------------------------------------ building

    @classmethod
    def new(cls, seed: int, dealer: int = 0, rules: RovescinoRules = ROVESCINO) -> RovescinoDeal:
        """V6a: a freshly shuffled and dealt deal; the dealer's next seat is about to lead."""
        hands, rest = deal_rovescino(seed, dealer, rules)
        return cls.from_cards(hands, rest, dealer=dealer, rules=rules, seed=seed)

    @classmethod
    def from_cards(
        cls,
        hands: Sequence[Iterable[Card | str]],
        monte: Iterable[Card | str] = (),
        dealer: int = 0,
        rules: RovescinoRules = ROVESCINO,
        seed: int | None = None,
    ) -> RovescinoDeal:
        """A deal from given hands and undealt cards (the monte, or the cards set aside),
        for records, examples and tests."""
        check_rules(rules)
        check_seat(dealer, rules, "dealer")
        if seed is not None:
            check_int(seed, msg("a deal's seed"), 0, rule=RULE)
        dealt, rest = read_deal(
            hands, monte, players=rules.players, hand_size=rules.hand_size, rest_size=rules.rest_size,
            rest_name="monte", rule="V6a", pack_rule="V6a", profile=rules.name,
        )
        if not rules.monte and set(rest) != set(rules.aside_cards):
            raise RovescinoRulesError(msg(
                "{rule}: the profile {profile!r} sets aside {aside} face up; the undealt cards given are {given}",
                rule="V6a", profile=rules.name, aside=rules.aside_cards, given=rest))
        leader = (dealer + 1) % rules.players
        return cls._from_dealt(dealt, rest, dealer, rules, seed, to_move=leader, current=new_trick(leader, (), rules.players))

    # ------------------------------------------------------------------ asking

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def monte(self) -> tuple[Card, ...]:
        """V6b: the face-down monte while it lies on the table (empty once taken, or if none)."""
        return self.dealt_monte if self.rules.monte and not self.is_over else ()

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """V6a: the cards set aside face up before the deal (known to all)."""
        return () if self.rules.monte else self.dealt_monte

    def _check_seat(self, seat: object, name: str = "seat") -> int:
        return check_seat(seat, self.rules, name)

    def _legal(self, seat: int) -> tuple[Play, ...]:
        """V6f: the cards ``seat`` may play: the suit led if it holds any, else any card."""
        return _card_actions(Play, self._playable(seat))

    def _why_not(self, action: Any, seat: int) -> IllegalActionError | None:
        return self._play_refusal(seat, action.card, PLAY_RULE)

    def _do(self, seat: int, action: Play, history: tuple[tuple[int, Any], ...]) -> RovescinoDeal:
        return self._play(seat, action.card, history)

    def _score(self) -> RovescinoResult:
        return _score(self.tricks, self.dealt_monte if self.rules.monte else (), self.rules)

    # ------------------------------------------------------------------ seeing

    def view(self, seat: int) -> RovescinoView:
        """Exactly what ``seat`` may see: its own hand, the table, the cards set aside."""
        check_seat(seat, self.rules)
        return RovescinoView.of(self, seat)

    def narrate(self, names: Sequence[str] | None = None) -> list[str]:
        """Every card played so far, one sentence each (a presentation hook)."""
        from calabresella.games.rovescino.narrate import narrate_deal

        return narrate_deal(self, names)

    def __repr__(self) -> str:
        seed = dev(f"seed={self.seed}, ") if self.seed is not None else ""
        return dev(f"<RovescinoDeal {self.rules.name} {seed}dealer={self.dealer}, {self.phase.value}, "
                   f"{len(self.history)} actions>")

    def _repr_svg_(self) -> str:
        """Draw itself in a notebook (a presentation hook)."""
        from calabresella.games.rovescino.pictures import table_svg

        return table_svg(self)
