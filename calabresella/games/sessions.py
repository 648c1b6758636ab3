"""What every game's session shares: the protocol, the file, the rotation, the standings.

A *session* is a run of deals of one game with its running score: the Italian ledger
(nine scored deals, R30, or to a target, V2), the American account's nine scored deals
(V4), a game of Tressette to its target, by side (V5). Each game object makes one:

>>> from calabresella.games.registry import load_game
>>> game = load_game("american")
>>> session = game.session(seed=3)
>>> session.dealer, session.scored_deals, session.is_over, session.balances
(0, 0, False, (0, 0, 0))

**The protocol.** Every game's session is an immutable value that answers
(:class:`GameSession`):

- ``game.session(rules=None, names=None, seed=None, first_dealer=None)``: an empty
  session of a profile of the game (its rules value or its name; the default profile if
  None), with the table's names (the profile's default names if None); the first dealer
  is given, or the game's own choice (the Italian ledger draws it from ``seed``, R6; the
  other games start with seat 0, as their command line always did);
- ``record(deal)``: a new session with one more finished (or abandoned) deal;
  ``play_session(session, players, seeds)`` plays one to its end with computer players;
  ``next_deal(seed)``: the next deal, dealt by ``dealer``; ``deal_seats()``: the table
  seats of the deal's seats 0, 1, … (the same seats except at four in Calabresella, V3);
- ``is_over``, ``scored_deals``, ``balances`` (the running score of each table seat:
  a player's balance, or in Tressette the game points of the seat's side), ``changes()``
  (deal by deal, what each deal added to every seat's score), ``standings()``
  (``(place, name, score)``, best first, exact ties sharing the place), ``names``, ``rules``,
  ``first_dealer``, ``deals`` (the Italian ledger's entries; the other games' deals);
- ``to_dict()`` / ``from_dict(data, source)``, ``to_json()``, ``save(path, force=False)``
  and ``load(path)`` (classmethods of the session's class); :func:`load_session` reads a
  session file of any game: its ``rules`` field picks the game through the registry.

**The file.** Every session file has ``"format": "calabresella-session"``, ``"version": 1``,
the profile's name in ``"rules"``, the ``"names"``, the ``"first_dealer"`` and the
``"deals"``. The Italian ledger keeps each deal's result (so that deals played with real
cards and entered by hand can be saved); the other games keep each deal's whole record
(:mod:`calabresella.games.record`), replayed through the engine when the file is read.
Saves are atomic (:func:`~calabresella.engine.files.write_atomic`: the file is the old one
or the new one, never half), replace only a session file unless ``force``, and a session
loaded from a file (or saved to it) is saved there again only if nobody changed the file
since: the second of two programs that each load, add a deal and save is refused rather
than losing the first one's deal.
"""

from __future__ import annotations

import dataclasses
import os
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    RulesError,
    Text,
    check_instance,
    is_whole,
    reason,
)
from calabresella.engine.files import (
    FileFormatError,
    dump_json,
    fingerprint,
    parse_json,
    read_text,
    write_atomic,
)
from calabresella.engine.records import check_named_profile, default_names, is_name, names_expected
from calabresella.engine.words import later
from calabresella.games import game as game_module
from calabresella.words.catalogue import N_, dev
from calabresella.words.message import Message, alternatives, many, msg
from calabresella.words.table import Seat

FORMAT = "calabresella-session"
"""The ``format`` of every game's session file."""
VERSION = 1
"""The session file's version: the Italian ledger's files of version 1 still load, unchanged."""

MAX_SESSION_DEALS = game_module.MAX_SESSION_DEALS
"""A session or game that has not ended after this many deals is stopped (it never happens)."""


class SessionError(FileFormatError):
    """A session file or ledger entry that is wrong; the message says what was expected."""


class GameSession(Protocol):
    """What every game's session answers (see the module's docstring)."""

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def rules(self) -> Any: ...

    @property
    def first_dealer(self) -> int: ...

    @property
    def deals(self) -> tuple[Any, ...]: ...

    @property
    def dealer(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def scored_deals(self) -> int: ...

    @property
    def balances(self) -> tuple[int, ...]: ...

    def deal_seats(self) -> tuple[int, ...]: ...

    def changes(self) -> tuple[tuple[int, ...], ...]: ...

    def standings(self) -> list[tuple[int, str, int]]: ...

    def next_deal(self, seed: int) -> Any: ...

    def record(self, deal: Any) -> Any: ...

    def to_dict(self) -> dict[str, Any]: ...

    def to_json(self) -> str: ...

    def save(self, path: str | os.PathLike[str], force: bool = False) -> None: ...


S = TypeVar("S", bound="SessionFile")
R = TypeVar("R", bound="ResultsSession")


def deal_seeds(seed: int) -> random.Random:
    """The generator of a session's deal seeds (the American account and Tressette): one
    ``randrange(2**31)`` per deal, from the session's seed."""
    return random.Random(seed)


_NUMBER_WORDS = {2: N_("two"), 3: N_("three"), 4: N_("four")}


def number_word(count: int) -> Text:
    """A table's number of players in a word ("three"), said in the language chosen; other
    numbers as figures."""
    word = _NUMBER_WORDS.get(count)
    return str(count) if word is None else later(word)


def seat_list(count: int) -> Message:
    """``"0, 1 or 2"``: the seats of a table of ``count`` (as a file numbers them)."""
    return later(alternatives([dev(str(s)) for s in range(count)]))


def _short(value: Any, limit: int = 200) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def names_tuple(names: Any, count: int) -> tuple[str, ...]:
    """``names`` as a tuple, if it is a sequence of player names; else a clear error."""
    if isinstance(names, (str, bytes)) or not isinstance(names, Sequence) or not all(is_name(n) for n in names):
        raise SessionError(msg("names must be {expected}, got {got}", expected=names_expected(number_word(count)),
                               got=_short(names)))
    return tuple(names)


def check_names(names: Any, count: int, rule: str, what: Text) -> tuple[str, ...]:
    """``names`` (R1, V3, V4, V5: one different name per seat) as a tuple; ``what`` names the
    session in the message."""
    chosen = names_tuple(names, count)
    if len(chosen) != count or len(set(chosen)) != count:
        raise SessionError(many("{what} has {count} player with different names ({rule}), got {got}",
                                "{what} has {count} players with different names ({rule}), got {got}", count,
                                count=number_word(count), what=later(what), rule=rule, got=_short(list(chosen))))
    return chosen


def check_first_dealer(first: Any, count: int, rule: str) -> int:
    """The first dealer: a seat of the table (R6 and the other games' rotation)."""
    if not isinstance(first, int) or isinstance(first, bool) or first not in range(count):
        raise SessionError(msg("the first dealer is a seat {seats}, got {got} ({rule})", seats=seat_list(count),
                               got=dev(repr(first)), rule=rule))
    return first


def check_seed(seed: Any) -> int | None:
    """A session's seed: a whole number of at least 0, or None."""
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
        # random.Random(-5) draws like random.Random(5): refuse rather than repeat a session.
        raise SessionError(msg("a session's seed is a whole number of at least 0 (or None), got {got}",
                               got=dev(repr(seed))))
    return seed


def rules_of(rules: Any, profile: Callable[[str], Any], default: Any) -> Any:
    """The rules of a new session: ``rules`` itself, the profile of that name (``profile``
    finds it) when it is a name, or the game's ``default`` when None."""
    return profile(rules) if isinstance(rules, str) else default if rules is None else rules


def starter(
    make: Callable[..., S], profile: Callable[[str], Any], default: Any, players: Callable[[Any], int] | None = None
) -> Callable[..., S]:
    """A game's ``session`` (:class:`GameSession`'s ``game.session(rules, names, seed,
    first_dealer)``) for a game whose sessions start with seat 0 dealing unless told
    (``seed`` is only checked: nothing is drawn): ``make(rules=, first_dealer=, names=)``,
    the names checked for the table of ``players(rules)`` (the rules' ``players`` if None),
    or the session's default names when None."""
    count = players if players is not None else (lambda rules: int(rules.players))

    def new_session(
        rules: Any = None, names: Sequence[str] | None = None, seed: int | None = None, first_dealer: int | None = None
    ) -> S:
        chosen = rules_of(rules, profile, default)
        check_seed(seed)
        table = {} if names is None else {"names": names_tuple(names, count(chosen))}
        return make(rules=chosen, first_dealer=0 if first_dealer is None else first_dealer, **table)

    return new_session


def check_deals(deals: Any, deal_class: type, rule: str) -> None:
    """A session's ``deals``: a tuple of the game's deals; else a clear error."""
    if not isinstance(deals, tuple) or not all(isinstance(d, deal_class) for d in deals):
        raise ArgumentTypeError(msg("deals must be a tuple of finished {kind}s ({rule}), got {got}",
                                    kind=dev(deal_class.__name__), rule=rule, got=_short(deals, 150)))


def dealer_of(first_dealer: int, deals: int, count: int) -> int:
    """R6 (and V4, V5): the turn to deal passes to the next seat after every deal, scored or not."""
    return (first_dealer + deals) % count


def standings(names: Sequence[str], scores: Sequence[int]) -> list[tuple[int, str, int]]:
    """R30: (place, name, score), best first; exact ties share the place (1, 1, 3).

    >>> standings(("Anna", "Bruno", "Carla"), (2, -4, 2))
    [(1, 'Anna', 2), (1, 'Carla', 2), (3, 'Bruno', -4)]
    """
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    return [(1 + sum(1 for b in scores if b > scores[s]), names[s], scores[s]) for s in order]


def header(session: Any, rules_name: str) -> dict[str, Any]:
    """The fields every session file starts with."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules_name,
        "names": list(session.names),
        "first_dealer": session.first_dealer,
    }


def read_header(
    data: dict[str, Any], profile: Callable[[str], Any], count: Callable[[Any], int], source: str
) -> tuple[Any, tuple[str, ...], int, list[Any]]:
    """The rules (``profile`` of the ``rules`` field), names, first dealer and deals of a session file."""
    try:
        rules = profile(str(data.get("rules")))
    except ValueError as err:
        raise SessionError(_at(source, err)) from None
    players = count(rules)
    names = data.get("names")
    if not isinstance(names, list) or len(names) != players or not all(is_name(n) for n in names):
        raise SessionError(msg('{source}: "names" must be {expected}, got {got}', source=source,
                               expected=names_expected(number_word(players)), got=dev(repr(names))))
    if len(set(names)) != players:
        raise SessionError(many('{source}: "names" must be {count} different name, got {got}',
                                '{source}: "names" must be {count} different names, got {got}', players,
                                count=number_word(players), source=source, got=dev(repr(names))))
    first = data.get("first_dealer")
    if not isinstance(first, int) or isinstance(first, bool) or first not in range(players):
        raise SessionError(msg('{source}: "first_dealer" must be {seats}, got {got}', source=source,
                               seats=seat_list(players), got=dev(repr(first))))
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise SessionError(msg('{source}: "deals" must be a list, got {got}', source=source, got=_short(deals)))
    return rules, tuple(names), first, deals


def _at(source: str, error: BaseException) -> Message:
    """``error`` said of the file (or the deal of a file) ``source``."""
    return msg("{source}: {reason}", source=source, reason=reason(error))


def file_dict(
    session: Any, profiles: Mapping[str, Any], write: Callable[[Any], dict[str, Any]], unsaved: Text | None = None
) -> dict[str, Any]:
    """A session file's object (of a game whose file keeps each deal's whole record): the
    header, then every deal's record as ``write`` gives it. Its rules must be a named
    profile; with ``unsaved``, a session recorded from results alone (a :class:`ResultsSession`
    that kept fewer deals than results) is refused with that message."""
    check_named_profile(session.rules, profiles, msg("a session file"))
    if unsaved is not None and len(session.deals) != len(session.results):
        raise SessionError(later(unsaved))
    return {**header(session, session.rules.name), "deals": [write(d) for d in session.deals]}


def from_file(
    make: Callable[..., S], data: dict[str, Any], profile: Callable[[str], Any], codec: Any, source: str
) -> S:
    """The session in a session file's object (of a game whose file keeps each deal's whole
    record): ``make(rules=, first_dealer=, names=)`` from the header (a table of the rules'
    ``players``), then every deal replayed through ``codec`` and recorded (:func:`replay_deals`)."""
    rules, names, first, items = read_header(data, profile, lambda r: int(r.players), source)
    return replay_deals(make(rules=rules, first_dealer=first, names=names), items, codec, source)


def replay_deals(empty: S, items: Sequence[Any], codec: Any, source: str) -> S:
    """``empty`` with every deal of a session file recorded: each item is a deal record,
    replayed through the game's ``codec`` and recorded as a deal played now would be (the
    rotation, the rules, the end of the session are checked by ``record``)."""
    if len(items) > MAX_SESSION_DEALS:
        raise SessionError(many('{source}: "deals" lists {count} deal; a session of this game is stopped after {most}',
                                '{source}: "deals" lists {count} deals; a session of this game is stopped after {most}',
                                len(items), source=source, most=MAX_SESSION_DEALS))
    session: Any = empty
    for index, item in enumerate(items):
        where = str(msg("{source}: deal {number}", source=source, number=index + 1))  # a record's source is text
        try:
            deal = codec.from_dict(item, where)
        except FileFormatError as err:
            raise SessionError(err.message) from None
        try:
            session = session.record(deal)
        except (ArgumentValueError, ArgumentTypeError, ValueError) as err:
            raise SessionError(_at(where, err)) from None
    assert isinstance(session, type(empty))
    return session


class SessionFile:
    """Saving and loading, the same for every game's session (an immutable dataclass with
    ``to_dict``, a classmethod ``from_dict(data, source)`` and a field ``origin``)."""

    origin: tuple[str, str] | None
    """Where this session was last loaded from or saved to, and that file's fingerprint then
    (see :meth:`save`); not part of the session's value."""

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def from_dict(cls: type[S], data: dict[str, Any], source: str = "session") -> S:
        raise NotImplementedError

    def _named(self, seat: int) -> Any:
        """The player at ``seat`` as a message's parameter, by this session's own names (a
        session's refusal is said with its table's names, not the default ones)."""
        names = getattr(self, "names", ())
        return names[seat] if is_whole(seat) and 0 <= seat < len(names) else Seat(seat)

    def to_json(self) -> str:
        return dump_json(self.to_dict())

    @classmethod
    def from_json(cls: type[S], text: str, source: str = "session") -> S:
        try:
            data = parse_json(text, FORMAT, VERSION, source)
        except FileFormatError as err:
            raise SessionError(err.message) from None
        return cls.from_dict(data, source)

    def save(self, path: str | os.PathLike[str], force: bool = False) -> None:
        """Write the session atomically: the file is the old one or the new one, never half.

        Only a regular file is replaced, and only a session file unless ``force``
        (see :func:`~calabresella.engine.files.write_atomic`). A session loaded from ``path``
        is saved only if the file has not changed since: when two programs each load
        a session, add a deal and save, the second is refused instead of losing the
        first one's deal.
        """
        check_instance(path, (str, os.PathLike), "path", _PATH)
        target = os.path.realpath(path)
        unchanged = self.origin[1] if self.origin is not None and self.origin[0] == target else None
        text = self.to_json()
        write_atomic(path, text, kind=FORMAT, force=force, unchanged=unchanged)
        object.__setattr__(self, "origin", (target, fingerprint(text)))  # what is on disk now

    @classmethod
    def load(cls: type[S], path: str | os.PathLike[str]) -> S:
        """Read a session file (once, with a size limit) and check every deal in it."""
        text, data = _read(path)
        return _loaded(cls.from_dict(data, str(path)), path, text)


@dataclass(frozen=True)
class ResultsSession(SessionFile):
    """What a session that counts each finished deal's result shares (a game of Tressette,
    V5; a session of Rovescino, V6e): the turn to deal passes to the next seat after every
    deal, every finished deal is scored, and the deals are kept beside their results so that
    the session can be saved.

    ``names`` are the seats' names (the table's default names if empty); ``deals`` the
    finished deals whose ``results`` were recorded, kept so that the session can be saved
    (not part of its value: the results are). Each game's class gives ``rules``, ``results``
    and ``deals`` their types and defaults.
    """

    rules: Any = None
    first_dealer: int = 0
    results: tuple[Any, ...] = ()
    names: tuple[str, ...] = ()
    deals: tuple[Any, ...] = field(default=(), compare=False, repr=False)
    origin: tuple[str, str] | None = field(default=None, compare=False, repr=False)

    @property
    def dealer(self) -> int:
        """The dealer of the next deal: the turn to deal passes to the next seat (V5, V6e)."""
        return dealer_of(self.first_dealer, len(self.results), self.rules.players)

    def deal_seats(self) -> tuple[int, ...]:
        """The table seats of the deal's seats: the same ones."""
        return tuple(range(self.rules.players))

    @property
    def scored_deals(self) -> int:
        """Every finished deal is scored (V5, V6)."""
        return len(self.results)

    def _check_names(self, rule: str, what: Text) -> None:
        """The seats' names: the table's default names if empty, else one different name a seat."""
        players = self.rules.players
        if self.names == ():
            object.__setattr__(self, "names", default_names(players))
        object.__setattr__(self, "names", check_names(self.names, players, rule, what))

    def _counted(self: R, deal: Any, result_class: type, error: type[Exception], rule: str, what: Text,
                 unfinished: Callable[[Any], Text]) -> R:
        """This session with one more result counted: ``deal``'s own (a finished deal of the
        next turn, kept so that the session can be saved) or ``deal`` itself, a result."""
        if isinstance(deal, result_class):
            return dataclasses.replace(self, results=self.results + (deal,))
        if deal.rules != self.rules or deal.dealer != self.dealer:
            raise error(msg(
                "{rule}: the next deal of this {what} is dealt by {dealer} with the rules {rules}, "
                "got a deal dealt by {given} with {given_rules}", rule=rule, what=later(what),
                dealer=self._name(self.dealer), rules=repr(self.rules.name), given=self._name(deal.dealer),
                given_rules=repr(deal.rules.name)))
        if deal.result is None:
            raise error(msg("{rule}: only a finished deal is scored; {reason}", rule=rule,
                            reason=later(unfinished(deal))))
        kept = self.deals + (deal,) if len(self.deals) == len(self.results) else self.deals
        return dataclasses.replace(self, results=self.results + (deal.result,), deals=kept)

    def _name(self, seat: Any) -> Any:
        """The name of the player at ``seat`` of this session's table (a seat it lacks as it is)."""
        return self.names[seat] if is_whole(seat) and 0 <= seat < len(self.names) else repr(seat)

    def _check_deals(self, deal_class: type, rule: str, what: Text) -> None:
        """The kept deals: the game's finished deals, at most one per result."""
        check_deals(self.deals, deal_class, rule)
        if len(self.deals) > len(self.results):
            raise ArgumentValueError(many("{rule}: {what} keeps at most one deal per result, got {count} deal",
                                          "{rule}: {what} keeps at most one deal per result, got {count} deals",
                                          len(self.deals), rule=rule, what=later(what)))


_PATH = N_("a file name such as 'session.json' or a pathlib.Path")


def _read(path: str | os.PathLike[str]) -> tuple[str, dict[str, Any]]:
    check_instance(path, (str, os.PathLike), "path", _PATH)
    try:
        text = read_text(path)
        return text, parse_json(text, FORMAT, VERSION, str(path))
    except FileFormatError as err:
        raise SessionError(err.message) from None


def _loaded(session: S, path: str | os.PathLike[str], text: str) -> S:
    object.__setattr__(session, "origin", (os.path.realpath(path), fingerprint(text)))
    return session


def session_from_dict(data: dict[str, Any], source: str = "session") -> Any:
    """The session of any game in ``data`` (a session file's object): its ``rules`` field
    names a profile, whose game (found through the registry) reads the rest."""
    from calabresella.games.registry import find_profile

    name = data.get("rules")
    try:
        game, rules = find_profile(name if isinstance(name, str) else repr(name))
    except RulesError as err:
        raise SessionError(_at(source, err)) from None
    if game.session is None:
        raise SessionError(msg("{source}: {game} has no sessions, so this cannot be its session file", source=source,
                               game=later(game.label)))
    return game.session(rules=rules).from_dict(data, source)


def load_session(path: str | os.PathLike[str]) -> Any:
    """Read the session file of any game at ``path`` (once, at most 16 MiB), checking every deal.

    >>> import pathlib, tempfile
    >>> from calabresella.games.registry import load_game
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> load_game("tressette-in-due").session(rules="tressette-in-due").save(folder / "s.json")
    >>> load_session(folder / "s.json").rules.name
    'tressette-in-due'
    """
    text, data = _read(path)
    return _loaded(session_from_dict(data, str(path)), path, text)


def play_session(session: Any, players: Sequence[Any], seeds: Callable[[], int], limit: int = MAX_SESSION_DEALS) -> Any:
    """``session`` (of any game) played to its end, at most ``limit`` deals, by computer
    ``players``, one per table seat; each deal is shuffled with ``seeds()``."""
    while not session.is_over and len(session.deals) < limit:
        deal = session.next_deal(seeds())
        seated = [players[t] for t in session.deal_seats()]
        while not deal.is_over:
            seat = deal.to_move
            deal = deal.apply(seated[seat].choose(deal.view(seat)))
        session = session.record(deal)
    return session
