"""The game kernel: what every deal of the family does the same way, written once.

A game's deal is a frozen dataclass that inherits :class:`TrickGame` and says only what
is its own: its phases, its legal actions per phase, what each action does, why an
action of the right kind is still refused, and how a finished deal is scored. The
kernel does the rest:

- ``apply`` / ``explain`` / ``is_legal`` with the refusal machinery: the deal over, an
  action of the wrong kind for the phase (named with the phase and what may be done),
  then the game's own reason; every refusal is an :class:`IllegalActionError` naming
  its rule;
- ``legal_actions`` computed once per state and kept (states never change);
- ``history``, ``as_dealt``, ``captured``, ``view``, ``apply_all``, ``is_over``;
- the card play: follow suit (:func:`~calabresella.engine.tricks.playable`), the trick
  bookkeeping, the winner leading, the deal scored after the last trick;
- ``from_cards``' checks of a deal's hands and undealt cards (:func:`read_deal`);
- new states built by copying, never re-validated (:meth:`TrickGame._replace`).

Layout of a game (every game package has the same modules: ``rules``, ``actions``,
``deal``, ``view``, ``scoring``, ``record``, ``scenarios``, ``players``, ``game``)::

    TrickGame (engine/game.py)      refusals, legal-action cache, trick play, records
      ├── Deal          (games/italian/deal.py)     auction, call, monte, Solissimo
      ├── AmericanDeal  (games/american/deal.py)    say, ask, exchange, widow
      └── TressetteDeal (games/tressette/deal.py)   signals, declarations, the stock

:func:`play_out` is the one game loop: the seat to move chooses from its view, the
deal applies the choice, until the deal is over.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from calabresella.engine.cards import PACK, Card, CardError, pack_problem, read_dealt, sort_hand
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    DealError,
    IllegalActionError,
    check_instance,
    check_int,
    reason,
)
from calabresella.engine.naming import InWords
from calabresella.engine.table import check_seat
from calabresella.engine.tricks import Trick, new_trick, playable
from calabresella.engine.words import NAMES_EIGHT, later
from calabresella.words.catalogue import N_, dev
from calabresella.words.message import Message, about, many, msg
from calabresella.words.table import Seat

__all__ = [
    "TrickGame", "read_deal", "play_out", "play_random", "whole_deal", "check_names", "default_names", "table_names",
    "legal_choices", "PhaseActions", "Chooser",
]

_NEW = object.__new__
_LEGAL = "_legal"
"""The key under which a state keeps its legal actions once computed."""

PhaseActions = tuple[tuple[type, ...], str, str | Message]
"""Per phase: the kinds of action it takes, the rule, and what the player may do, in words
(marked with ``N_``, or a message): said in a refusal "it is the auction: Anna may pass or bid"."""

G = TypeVar("G", bound="TrickGame[Any]")
A = TypeVar("A")


class TrickGame(Generic[A]):
    """The kernel every game's deal builds on (a mixin of frozen dataclasses).

    A game sets the class attributes below and writes ``_legal`` (the legal actions of
    the state), ``_do`` (what an action does), ``_why_not`` (the reason for a refused
    action of the right kind) and ``_score``; it may override ``_wrong_kind`` and
    ``_trick_complete``.
    """

    # What the game tells the kernel ---------------------------------------------------
    _PHASE_ACTIONS: ClassVar[Mapping[Any, PhaseActions]] = {}
    _VERB: ClassVar[Mapping[type, str | Message]] = {}
    """What each kind of action does, in words marked with ``N_`` ("play a card"); a game's
    phases (its enum's values) are said in a refusal too, so a game marks them with ``N_``."""
    _PARSER: ClassVar[str] = "parse_action"
    _OVER: ClassVar[tuple[Any, ...]] = ()
    _FINISHED: ClassVar[Any] = None
    _PLAY_RULE: ClassVar[str] = "R20"
    _SEAT_RULE: ClassVar[str | Message] = N_("R2: seats are numbered 0, 1, 2 in playing order")
    _REST: ClassVar[str] = "monte"
    _EXAMPLE_ACTIONS: ClassVar[str] = "[Pass(), Bid(Contract.SOLO)]"

    # Fields every game's deal has (declared by each dataclass)
    rules: Any
    dealer: int
    seed: int | None
    hands: tuple[tuple[Card, ...], ...]
    phase: Any
    to_move: int | None
    history: tuple[tuple[int, Any], ...]
    tricks: tuple[Trick, ...]
    current: Trick | None
    dealt_hands: tuple[tuple[Card, ...], ...]

    # ----------------------------------------------------------------- building

    @classmethod
    def _from_dealt(
        cls: type[G],
        dealt: tuple[tuple[Card, ...], ...],
        rest: tuple[Card, ...],
        dealer: int,
        rules: Any,
        seed: int | None,
        **start: object,
    ) -> G:
        """R6, V4, V5, V6: a deal as dealt, from hands and undealt cards :func:`read_deal` has
        checked; every game keeps its rules, the dealer, the hands and undealt cards as dealt
        (its ``dealt_<rest>``), the seed, and each hand sorted; ``start`` is the game's own
        (whose turn it is, the undealt cards in play, the trick to lead)."""
        make: Callable[..., G] = cls
        return make(
            rules=rules, dealer=dealer, dealt_hands=dealt, seed=seed, hands=tuple(sort_hand(h) for h in dealt),
            **{f"dealt_{cls._REST}": rest}, **start,
        )

    def _replace(self: G, **changes: object) -> G:
        """A new state: this one with ``changes``, copied without any check (the engine only
        makes changes it has checked) and without the legal actions kept for this one."""
        state = _NEW(type(self))
        fields = state.__dict__
        fields.update(self.__dict__)
        fields.pop(_LEGAL, None)
        fields.update(changes)
        return state

    def _dealt_rest(self) -> tuple[Card, ...]:
        """The undealt cards as dealt (the monte, the widow, the stock)."""
        rest: tuple[Card, ...] = getattr(self, f"dealt_{self._REST}")
        return rest

    def _deal_extras(self) -> dict[str, Any]:
        """Further arguments of ``from_cards`` that the deal keeps (the Italian ``min_bid``)."""
        return {}

    def as_dealt(self: G) -> G:
        """This deal as it was dealt, before any action (to replay or narrate its history)."""
        from_cards: Callable[..., G] = getattr(type(self), "from_cards")  # noqa: B009 - each game's own
        return from_cards(
            self.dealt_hands, self._dealt_rest(), dealer=self.dealer, rules=self.rules, seed=self.seed,
            **self._deal_extras(),
        )

    # ----------------------------------------------------------------- asking

    @property
    def is_over(self) -> bool:
        return self.phase in self._OVER

    def _check_seat(self, seat: object, name: str = "seat") -> int:
        players = len(self.dealt_hands)
        if type(seat) is int and 0 <= seat < players:
            return seat
        return check_seat(seat, players, name, later(self._SEAT_RULE))

    def legal_actions(self) -> tuple[A, ...]:
        """Every action the player to move may take now, in a stable order."""
        fields = self.__dict__
        try:
            legal: tuple[A, ...] = fields[_LEGAL]
        except KeyError:
            legal = fields[_LEGAL] = () if self.to_move is None else self._legal(self.to_move)
        return legal

    def _legal(self, seat: int) -> tuple[A, ...]:
        raise NotImplementedError

    def _playable(self, seat: int) -> tuple[Card, ...]:
        """R20: the cards ``seat`` may play: the suit led if it holds any, else all."""
        return playable(self.hands[seat], self.current)

    def explain(self, action: Any) -> str | None:
        """None if ``action`` is legal now; otherwise why not, naming the rule."""
        error = self._refusal(action)
        return None if error is None else str(error)

    def is_legal(self, action: Any) -> bool:
        """True if ``action`` may be applied now."""
        return self._refusal(action) is None

    def _refusal(self, action: object) -> IllegalActionError | None:
        seat = self.to_move
        if seat is None:
            return self._over_refusal()
        legal = self.legal_actions()
        wrong = self._wrong_kind(action, seat, legal)
        if wrong is not None:
            return wrong
        if action in legal:
            return None
        return self._why_not(action, seat)

    def _over_refusal(self) -> IllegalActionError:
        return IllegalActionError(self._PLAY_RULE, many("all {count} trick has been played: the deal is over",
                                                        "all {count} tricks have been played: the deal is over",
                                                        len(self.tricks)))

    def _kind_rule(self, rule: str) -> str:
        return rule

    def _wrong_kind(self, action: object, seat: int, legal: tuple[Any, ...]) -> IllegalActionError | None:
        """The refusal of an action that is not of a kind the phase takes (None if it is)."""
        kinds, rule, doing = self._PHASE_ACTIONS[self.phase]
        if type(action) in kinds:
            return None
        shown = dev(", ".join(str(a) for a in legal[:6]) + (", …" if len(legal) > 6 else ""))  # as typed
        verb = self._VERB.get(type(action))
        what = later(verb) if verb is not None else msg(
            "{action}, which is not an action (read text with {parser})", action=repr(action), parser=self._PARSER)
        return IllegalActionError(self._kind_rule(rule), about(
            seat, "it is the {phase}: {player} may {doing} ({legal}), not {what}",
            "it is the {phase}: you may {doing} ({legal}), not {what}",
            phase=later(self.phase.value), doing=later(doing), legal=shown, what=what))

    def _why_not(self, action: Any, seat: int) -> IllegalActionError | None:
        """The game's reason for an action of the right kind that is not legal."""
        raise NotImplementedError

    def _not_held(self, seat: int, card: Card, rule: str) -> IllegalActionError | None:
        hand = self.hands[seat]
        if card in hand:
            return None
        return IllegalActionError(rule, about(seat, "{player} does not hold {card}: {player} holds {hand}",
                                              "you do not hold {card}: you hold {hand}", card=card, hand=held(hand)))

    def _play_refusal(self, seat: int, card: Card, rule: str) -> IllegalActionError | None:
        """R20: the card is not held, or it does not follow suit (None: it may be played)."""
        refusal = self._not_held(seat, card, rule)
        if refusal is not None or card in self._playable(seat):
            return refusal
        assert self.current is not None and self.current.cards
        led = self.current.cards[0].suit
        return IllegalActionError(rule, about(
            seat, "{player} must follow suit: {led} were led and {player} holds {cards}; play one of those",
            "you must follow suit: {led} were led and you hold {cards}; play one of those",
            led=InWords(led), cards=held(self._playable(seat))))

    # ----------------------------------------------------------------- doing

    def apply(self: G, action: Any) -> G:
        """The deal after ``action``; raises :class:`IllegalActionError` if it is not legal.

        The deal itself is never changed.
        """
        error = self._refusal(action)
        if error is not None:
            raise error
        seat = self.to_move
        assert seat is not None
        return self._do(seat, action, self.history + ((seat, action),))

    def _do(self: G, seat: int, action: Any, history: tuple[tuple[int, Any], ...]) -> G:
        """The state after the legal ``action`` of ``seat`` (``history`` already has it)."""
        raise NotImplementedError

    def apply_all(self: G, actions: Iterable[Any]) -> G:
        """The deal after several actions in order."""
        if isinstance(actions, (str, bytes)) or not isinstance(actions, Iterable):
            raise ArgumentTypeError(msg(
                "apply_all takes a sequence of actions such as {example} (read text with {parser}), got {got}",
                example=self._EXAMPLE_ACTIONS, parser=self._PARSER, got=dev(repr(actions))))
        state = self
        for action in actions:
            state = state.apply(action)
        return state

    def _without(self, seat: int, card: Card) -> tuple[tuple[Card, ...], ...]:
        """The hands with ``card`` gone from ``seat``'s."""
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        return tuple(hands)

    def _moved(self, card: Card, giver: int, taker: int) -> tuple[tuple[Card, ...], ...]:
        """The hands with ``card`` moved from ``giver`` to ``taker``."""
        hands = list(self._without(giver, card))
        hands[taker] = sort_hand(hands[taker] + (card,))
        return tuple(hands)

    def _lead(self: G, leader: int, **changes: object) -> G:
        """``leader`` to lead a new trick."""
        return self._replace(current=new_trick(leader, (), len(self.hands)), to_move=leader, **changes)

    def _play(self: G, seat: int, card: Card, history: tuple[tuple[int, Any], ...], signal: object = None) -> G:
        """R20: ``card`` played to the trick; the next seat plays, or the trick is complete."""
        current = self.current
        assert current is not None
        hands = self._without(seat, card)
        players = current.players
        trick = new_trick(current.leader, current.cards + (card,), players, current.signal if signal is None else signal)
        if len(trick.cards) < players:
            return self._replace(history=history, hands=hands, current=trick, to_move=(seat + 1) % players)
        return self._trick_complete(trick, history=history, hands=hands)

    def _trick_complete(self: G, trick: Trick, **changes: object) -> G:
        """R20–R22: the winner leads the next trick; after the last, the deal is scored."""
        tricks = self.tricks + (trick,)
        winner = trick.winner
        assert winner is not None
        if len(tricks) < len(self.dealt_hands[0]):
            return self._lead(winner, tricks=tricks, **changes)
        return self._replace(tricks=tricks, current=None, **changes)._finish()

    def _finish(self: G, **changes: object) -> G:
        """The deal over and scored."""
        state = self._replace(to_move=None, phase=self._FINISHED, **changes)
        state.__dict__["result"] = state._score()
        return state

    def _score(self) -> Any:
        raise NotImplementedError

    # ----------------------------------------------------------------- seeing

    def captured(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has won so far."""
        self._check_seat(seat)
        return tuple(c for t in self.tricks if t.winner == seat for c in t.cards)


def read_deal(
    hands: Sequence[Iterable[Card | str]],
    rest: Iterable[Card | str],
    *,
    players: int,
    hand_size: int,
    rest_size: int,
    rest_name: str,
    rule: str,
    pack_rule: str = "R3",
    profile: str = "",
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The hands and undealt cards of a deal given as cards or text, checked: ``players``
    hands of ``hand_size``, ``rest_size`` undealt, the 40 cards each once (in the
    rule ``profile``, if named); else a
    :class:`DealError` saying what is wrong (for ``from_cards`` of every game)."""
    try:
        dealt, left = read_dealt(hands, rest)
    except (CardError, TypeError) as err:
        raise DealError(msg("not a deal: {reason}", reason=reason(err))) from None
    said = {"profile": repr(profile), "rule": rule, "rest": later(rest_name)}
    if len(dealt) != players or any(len(h) != hand_size for h in dealt):
        sizes = str([len(h) for h in dealt])
        if profile:
            raise DealError(many("a deal of {profile} has {count} hand of {size} cards ({rule}), got hands of {sizes}",
                                 "a deal of {profile} has {count} hands of {size} cards ({rule}), got hands of {sizes}",
                                 players, size=hand_size, sizes=sizes, **said))
        raise DealError(many("a deal has {count} hand of {size} cards ({rule}), got hands of {sizes}",
                             "a deal has {count} hands of {size} cards ({rule}), got hands of {sizes}",
                             players, size=hand_size, sizes=sizes, **said))
    if len(left) != rest_size:
        if profile:
            raise DealError(many("the {rest} of {profile} has {count} card ({rule}), got {got}",
                                 "the {rest} of {profile} has {count} cards ({rule}), got {got}",
                                 rest_size, got=len(left), **said))
        raise DealError(many("the {rest} has {count} card ({rule}), got {got}",
                             "the {rest} has {count} cards ({rule}), got {got}", rest_size, got=len(left), **said))
    problem = pack_problem([c for h in dealt for c in h] + list(left))
    if problem:
        raise DealError(msg("the hands and {rest} must hold each of the {pack} cards once ({rule}): {problem}",
                            rest=later(rest_name), pack=len(PACK), rule=pack_rule, problem=problem))
    return dealt, left


def held(cards: tuple[Card, ...]) -> tuple[Card, ...] | Message:
    """Cards a refusal names (in the style on screen), or "nothing"."""
    return cards or Message("nothing", context=dev("no cards"))  # the msgid of naming.cards_name


class Playable(Protocol):
    """A deal of any game, as a random player sees it."""

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any) -> Any: ...


class Chooser(Protocol):
    """A player: anything that picks one of ``view.legal_actions`` from its seat's view."""

    def choose(self, view: Any) -> Any: ...


class Seated(Protocol):
    """A deal of any game, as the game loop sees it: whose turn it is, that seat's view,
    and a new deal after an action."""

    @property
    def is_over(self) -> bool: ...

    @property
    def to_move(self) -> int | None: ...

    def view(self, seat: int) -> Any: ...

    def apply(self, action: Any) -> Any: ...


P = TypeVar("P", bound=Playable)
S = TypeVar("S", bound=Seated)


def play_out(deal: S, players: Sequence[Chooser] | Chooser, sight: Callable[[S, int], Any] | None = None) -> S:
    """The one game loop of every game: ``deal`` played to its end, the seat to move
    choosing from its own view each time (``players``: one per seat, or one for every seat).
    ``sight`` is what a player is shown (default: the seat's view, ``deal.view(seat)``;
    :func:`play_random`'s player is shown just the legal actions, which it draws from).

    Every action goes through the deal's ``apply``, so a player that chooses an illegal
    action is refused there with the rule that forbids it (an
    :class:`~calabresella.engine.errors.IllegalActionError`); a seat with no player is
    refused with what was given. Each game's own names for it: ``play_deal`` (the Italian
    game, three players), ``play_game`` (any game), :func:`play_random`.
    """
    needs = ("apply", "view") if sight is None else ("apply",)
    if not all(callable(getattr(deal, name, None)) for name in needs) or not hasattr(deal, "is_over"):
        raise ArgumentTypeError(msg("play_out plays a deal of one of the games, such as Deal.new(seed=7), got {got}",
                                    got=dev(repr(deal))))
    if callable(getattr(players, "choose", None)):
        seats: Sequence[Chooser] | None = None
        everyone: Chooser | None = players  # type: ignore[assignment]
    elif isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise ArgumentTypeError(msg("players must be a list of players, one per seat, got {got}", got=dev(repr(players))))
    elif not all(callable(getattr(p, "choose", None)) for p in players):
        raise ArgumentValueError(msg("each player needs a choose(view) method, got {got}", got=dev(repr(players))))
    else:
        seats, everyone = players, None
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        if seats is not None and seat >= len(seats):
            raise ArgumentValueError(many("{player} is to move but only {count} player was given",
                                          "{player} is to move but only {count} players were given",
                                          len(seats), player=Seat(seat)))
        player = everyone if seats is None else seats[seat]
        assert player is not None
        deal = deal.apply(player.choose(deal.view(seat) if sight is None else sight(deal, seat)))
    return deal


def whole_deal(deal: Any, seat: int) -> Any:
    """A :func:`play_out` ``sight`` that shows the player the whole deal: for scripted
    players (a playthrough's scenario, which steers the deal it sees), never for a seat's
    honest player."""
    return deal


class _Uniform:
    """Chooses uniformly among the legal actions it is shown, every seat from one generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, legal: Sequence[Any]) -> Any:
        return self.rng.choice(legal)


def _legal(deal: Any, seat: int) -> Sequence[Any]:
    """What a random player is shown: the legal actions of the seat to move."""
    return deal.legal_actions()  # type: ignore[no-any-return]


def play_random(deal: P, seed: int) -> P:
    """``deal`` played to its end, each action drawn uniformly from the legal ones with a
    generator seeded by ``seed`` (any of the games' deals): :func:`play_out` with one
    random player for every seat."""
    if not all(callable(getattr(deal, name, None)) for name in ("apply", "legal_actions")) or not hasattr(
        deal, "is_over"
    ):
        raise ArgumentTypeError(msg(
            "play_random plays a deal of one of the games, such as Deal.new(seed=7), got {got}", got=dev(repr(deal))))
    check_int(seed, "seed", 0)
    played: P = play_out(deal, _Uniform(random.Random(seed)), _legal)  # type: ignore[type-var]
    return played


def check_names(names: object, seats: int) -> tuple[str, ...] | None:
    """``names`` as a tuple: None (the default names), or one name (text) per seat."""
    if names is None:
        return None
    if isinstance(names, str) or not isinstance(names, Iterable):
        raise ArgumentTypeError(many("names must be None or {count} name, one per seat, got {got}",
                                     "names must be None or {count} names, one per seat, got {got}", seats,
                                     got=dev(repr(names))))
    given = tuple(names)
    if not all(isinstance(n, str) for n in given):
        raise ArgumentTypeError(many("names must be None or {count} name (text), one per seat, got {got}",
                                     "names must be None or {count} names (text), one per seat, got {got}", seats,
                                     got=dev(repr(names))))
    if len(given) != seats:
        raise ArgumentValueError(many("names must be None or {count} name, one per seat, got {given}: {got}",
                                      "names must be None or {count} names, one per seat, got {given}: {got}", seats,
                                      given=len(given), got=dev(repr(names))))
    return given


def legal_choices(view: Any, kind: type, example: str | Message) -> tuple[Any, ...]:
    """What a player of any game chooses from: the legal actions of ``view``, which must be
    a ``kind`` (``example`` shows one) whose seat is to move; else a typed error."""
    check_instance(view, kind, "view", example)
    legal: tuple[Any, ...] = view.legal_actions
    if not legal:
        raise ArgumentValueError(about(
            view.seat, "a player chooses only when its seat is to move: this view of {player}'s seat has no legal action",
            "a player chooses only when its seat is to move: this view of your seat has no legal action"))
    return legal


def default_names(players: int) -> tuple[str, ...]:
    """The default seat names at a table of ``players``, 2 to 8 (R1: three; V3: four; V5:
    two or four; V6: three to eight): the first ``players`` of Anna, Bruno, Carla, Dario, ….

    >>> default_names(2), default_names(5)
    (('Anna', 'Bruno'), ('Anna', 'Bruno', 'Carla', 'Dario', 'Elena'))
    """
    if type(players) is not int or not 2 <= players <= len(NAMES_EIGHT):
        check_int(players, "players", 2, len(NAMES_EIGHT), rule="R1, V3, V5, V6")
    return NAMES_EIGHT[:players]


def table_names(names: object, seats: int) -> tuple[str, ...]:
    """The names of a table of ``seats``: ``names`` checked (:func:`check_names`), or the
    default names (:func:`default_names`) when None."""
    return check_names(names, seats) or default_names(seats)
