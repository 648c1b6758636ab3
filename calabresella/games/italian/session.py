"""A session's ledger: personal balances, the dealer's rotation, standings (R6, R29, R30; V2, V2b, V3).

>>> from calabresella.games.italian.players import RandomPlayer
>>> session = play_session([RandomPlayer(s) for s in range(3)], seed=1)
>>> session.scored_deals, sum(session.balances)
(9, 0)
>>> Session.from_json(session.to_json()) == session
True
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from calabresella.engine import words
from calabresella.engine.actions import Contract, Enhancement
from calabresella.engine.cards import PACK_THIRDS, Card, CardError, thirds_of
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    CalabresellaError,
    check_instance,
    is_whole,
)
from calabresella.engine.records import check_named_profile
from calabresella.engine.words import NAMES, later
from calabresella.games import sessions
from calabresella.games.italian.deal import Deal, Phase, cards_or_nothing
from calabresella.games.italian.ledger_entries import SessionDeal as SessionDeal
from calabresella.games.italian.ledger_entries import deal_from_dict, deal_to_dict
from calabresella.games.italian.rules import ITALIAN, PROFILES, Rules, profile
from calabresella.games.italian.scoring import score_deal
from calabresella.games.sessions import FORMAT as FORMAT
from calabresella.games.sessions import VERSION as VERSION
from calabresella.games.sessions import SessionError as SessionError
from calabresella.games.sessions import SessionFile
from calabresella.words import N_, Message, _, about, dev, many, msg, using_language
from calabresella.words.catalogue import ENGLISH

RULES_EXAMPLE = N_("a Rules value of an Italian profile, such as calabresella.ITALIAN")
"""What a session's ``rules`` must be, said in its refusals."""


class HandEntryError(SessionError):
    """A deal's result entered by hand (real cards) that no deal can produce; ``rule`` names the rule.

    The message says what was wrong and what was expected; the session is unchanged.
    """

    def __init__(self, rule: str, message: Message | str) -> None:
        with using_language(ENGLISH):  # the rule ids as the msgids write them
            shown = str(message)
        if f"({rule}" not in shown and f"{rule}:" not in shown:
            message = msg("{reason} ({rule})", reason=message, rule=rule)
        super().__init__(message)
        self.rule = rule

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.rule, self.args[0]))


NAMES_FOUR: tuple[str, str, str, str] = words.NAMES_FOUR
"""Default names of the four table seats when four play (V3)."""


def default_names(players: int) -> tuple[str, ...]:
    """The default names for a table of ``players`` (3, or 4 in V3)."""
    return NAMES if players == 3 else NAMES_FOUR[:players]


def _check_entered_thirds(soloist_trick_thirds: object, monte_thirds: object, soloist_tricks: object,
                          last_trick_to_soloist: object) -> None:
    """R5, R23: the counts of a deal entered by hand are all given, and the thirds fit the pack."""
    missing = [
        name
        for name, value in (
            ("soloist_trick_thirds", soloist_trick_thirds),
            ("monte_thirds", monte_thirds),
            ("soloist_tricks", soloist_tricks),
            ("last_trick_to_soloist", last_trick_to_soloist),
        )
        if value is None
    ]
    if missing:
        raise HandEntryError("R23", msg("to score a deal give {fields} (R23)", fields=dev(", ".join(missing))))
    pack = PACK_THIRDS
    for name, value in (("soloist_trick_thirds", soloist_trick_thirds), ("monte_thirds", monte_thirds)):
        if not is_whole(value):
            raise ArgumentTypeError(msg("{field} must be a whole number of thirds (R5), got {value!r}",
                                        field=dev(name), value=value))
        if not 0 <= value <= pack:  # type: ignore[operator]
            raise HandEntryError("R5", msg("{field} must be from 0 to the pack's {pack} thirds, got {value!r} (R5)",
                                           field=dev(name), pack=pack, value=value))
    assert isinstance(soloist_trick_thirds, int) and isinstance(monte_thirds, int)
    if soloist_trick_thirds + monte_thirds > pack:
        raise HandEntryError("R5", many(
            "the soloist's tricks ({count} third) and the monte ({monte}) cannot hold "
            "more than the pack's {pack} thirds together (R5)",
            "the soloist's tricks ({count} thirds) and the monte ({monte}) cannot hold "
            "more than the pack's {pack} thirds together (R5)",
            soloist_trick_thirds, monte=monte_thirds, pack=pack))


@dataclass(frozen=True)
class Session(SessionFile):
    """The ledger of a session. Immutable: :meth:`record` returns a new one.

    The rules say when it ends: after ``rules.session_deals`` scored deals (R30), or
    (``rules.game_target``, V2) after the deal in which any balance reaches the target.

    **Four at the table (V3).** Seats here are *table* seats, ``0 … players-1``,
    numbered anticlockwise like the deal's seats (the right of seat ``t`` is
    ``t + 1``). With three players a deal's seat is the table seat. With four, the
    dealer ``D`` receives no cards and sits out; the other three play an ordinary
    three-seat :class:`~calabresella.games.italian.deal.Deal`, seated in order from the dealer's
    right: deal seat 0 is table seat ``D+1`` (the dealer's right), 1 is ``D+2``, 2 is
    ``D+3`` (the dealer's left), all modulo 4, and the deal's own ``dealer`` is seat 2.
    So, by the deal's own rules, seat 0 (the dealer's right) is dealt first, speaks
    first and, in Chiamo and Solo, leads (R7, R9, R19), exactly as at the table. The
    deal's transfers go to those three table seats; the sitting-out dealer's balance
    does not change on that deal (Foster's reading, where the dealer shares the
    defenders' fortunes, is not implemented). :meth:`deal_seats` gives the mapping.

    >>> from calabresella.games.italian.rules import FOUR_AT_THE_TABLE
    >>> Session(names=NAMES_FOUR, first_dealer=3, rules=FOUR_AT_THE_TABLE).deal_seats()
    (0, 1, 2)
    >>> Session(names=NAMES_FOUR, first_dealer=1, rules=FOUR_AT_THE_TABLE).deal_seats()
    (2, 3, 0)
    """

    names: tuple[str, ...] = NAMES
    first_dealer: int = 0
    rules: Rules = ITALIAN
    deals: tuple[SessionDeal, ...] = field(default=())
    origin: tuple[str, str] | None = field(default=None, compare=False, repr=False)
    """Where this session was last loaded from or saved to, and that file's fingerprint
    then (see :meth:`save`); not part of the session's value."""

    def __post_init__(self) -> None:
        check_instance(self.rules, Rules, "rules", RULES_EXAMPLE)
        count = self.rules.players
        what = str(msg("a session of the {profile!r} rules", profile=self.rules.name))
        object.__setattr__(self, "names", sessions.check_names(self.names, count, _players_rule(count), what))
        if not is_whole(self.first_dealer) or self.first_dealer not in range(count):
            raise SessionError(msg("the first dealer is a seat {seats}, got {value!r} (R6)",
                                   seats=_seat_list(count), value=self.first_dealer))
        if not isinstance(self.deals, tuple) or not all(isinstance(d, SessionDeal) for d in self.deals):
            raise ArgumentTypeError(msg("deals must be a tuple of SessionDeal entries, got {value}",
                                        value=repr(self.deals)[:150]))

    @classmethod
    def new(cls, names: Sequence[str] | None = None, seed: int | None = None, rules: Rules = ITALIAN) -> Session:
        """R6: a new session whose first dealer is drawn at random (seeded).

        ``names`` default to Anna, Bruno, Carla (and Dario when four play, V3).
        """
        check_instance(rules, Rules, "rules", RULES_EXAMPLE)
        count = rules.players
        given = default_names(count) if names is None else names
        chosen = sessions.check_names(given, count, _players_rule(count), _("a session"))
        first = random.Random(sessions.check_seed(seed)).randrange(count)
        return cls(names=chosen, first_dealer=first, rules=rules)

    @property
    def dealer(self) -> int:
        """R6: the deal passes to the right after every deal, scored or not (over four, V3)."""
        return sessions.dealer_of(self.first_dealer, len(self.deals), self.rules.players)

    def deal_seats(self, dealer: int | None = None) -> tuple[int, int, int]:
        """The table seats of deal seats 0, 1, 2 when ``dealer`` (default: the next) deals.

        With three players, the same seats; with four (V3), the three players from the
        sitting-out dealer's right (see :class:`Session`).
        """
        if self.rules.players == 3:
            return (0, 1, 2)
        d = self.dealer if dealer is None else dealer
        return ((d + 1) % 4, (d + 2) % 4, (d + 3) % 4)

    @property
    def deal_dealer(self) -> int:
        """The ``dealer`` seat of the next :class:`~calabresella.games.italian.deal.Deal`: the table dealer,
        or at four (V3) deal seat 2, the player on the sitting-out dealer's left."""
        return self.dealer if self.rules.players == 3 else 2

    @property
    def scored_deals(self) -> int:
        """R30: all-pass deals do not count."""
        return sum(1 for d in self.deals if d.scored)

    @property
    def is_over(self) -> bool:
        """R30: nine scored deals (in the Italian profile); V2: a balance reached the target."""
        target = self.rules.game_target
        if target is not None:
            return any(b >= target for b in self.balances)
        return self.scored_deals >= self.rules.session_deals

    def _over(self) -> Message:
        """Why no more deals are played."""
        target = self.rules.game_target
        if target is not None:
            return many("the game is over: a balance has reached {count} game point (V2)",
                        "the game is over: a balance has reached {count} game points (V2)", target)
        return many("the session is over: {count} deal has been scored (R30)",
                    "the session is over: {count} deals have been scored (R30)", self.rules.session_deals)

    def transfers_of(self, entry: SessionDeal) -> tuple[int, ...]:
        """R28 by table seat: one deal's balance changes (at four, 0 for the dealer, V3)."""
        moves = [0] * self.rules.players
        if entry.result is not None:
            for deal_seat, table_seat in enumerate(self.deal_seats(entry.dealer)):
                moves[table_seat] = entry.result.transfers[deal_seat]
        return tuple(moves)

    def soloist_of(self, entry: SessionDeal) -> int | None:
        """The table seat of a deal's soloist (None for an all-pass deal)."""
        if entry.result is None:
            return None
        return self.deal_seats(entry.dealer)[entry.result.soloist]

    def changes(self) -> tuple[tuple[int, ...], ...]:
        """R28 by table seat, deal by deal: what each deal added to :attr:`balances`."""
        return tuple(self.transfers_of(entry) for entry in self.deals)

    @property
    def balances(self) -> tuple[int, ...]:
        """R29: each player's personal running balance; negatives allowed, never merged.

        In ``first-to-21`` (V2) these are the game points: each deal adds its R28 transfers.
        """
        totals = [0] * self.rules.players
        for entry in self.deals:
            for seat, move in enumerate(self.transfers_of(entry)):
                totals[seat] += move
        return tuple(totals)

    @property
    def kept_monte(self) -> tuple[Card, ...] | None:
        """V2b: the monte the next deal keeps (the last deal was passed out), else None."""
        if self.rules.all_pass_redeal_limited and self.deals and self.deals[-1].result is None:
            return self.deals[-1].monte
        return None

    def next_deal(self, seed: int) -> Deal:
        """The next deal of the session, dealt by :attr:`dealer`.

        V2b (``all_pass_redeal_limited``): after an all-pass the deal keeps that monte,
        deals the other cards with ``seed``, and only Solo or Solissimo may be bid.
        V3: at four, the deal seats the three players from the dealer's right.
        """
        if self.is_over:
            raise SessionError(self._over())
        kept = self.kept_monte
        return Deal.new(
            seed=seed,
            dealer=self.deal_dealer,
            rules=self.rules,
            monte=kept,
            min_bid=Contract.CHIAMO if kept is None else Contract.SOLO,
        )

    def record(self, deal: Deal) -> Session:
        """Add a finished or abandoned deal to the ledger (R10, R29)."""
        if self.is_over:
            raise SessionError(self._over())
        if deal.rules != self.rules:
            raise SessionError(msg("this deal was played by the {deal_rules!r} rules, the session by {rules!r}",
                                   deal_rules=deal.rules.name, rules=self.rules.name))
        if deal.dealer != self.deal_dealer:
            if self.rules.players == 4:
                raise SessionError(msg(
                    "at four (V3) a deal seats the three players from the dealer's right as seats "
                    "0, 1, 2, so its dealer seat is {expected}, not {value} (R6)",
                    expected=self.deal_dealer, value=deal.dealer))
            raise SessionError(msg("this deal was dealt by {by}, but it is {player}'s deal (R6)",
                                   by=self._named(deal.dealer), player=self._named(self.dealer)))
        if deal.phase not in (Phase.FINISHED, Phase.ABANDONED):
            raise SessionError(msg("only a finished or abandoned deal can be recorded, this one is in the {phase}",
                                   phase=later(deal.phase.value)))
        kept = self.kept_monte
        if kept is not None and (deal.dealt_monte != kept or deal.min_bid is not Contract.SOLO):
            raise SessionError(msg(
                "V2b: the last deal was passed out, so this one must keep its monte "
                "({cards}) and allow only Solo or Solissimo (Session.next_deal deals it)", cards=kept))
        if kept is None and deal.min_bid is not Contract.CHIAMO:
            raise SessionError(msg(
                "V2b: only the deal right after an all-pass is limited to Solo or Solissimo; "
                "this deal allows Chiamo (R8)"))
        keep = deal.dealt_monte if self.rules.all_pass_redeal_limited and deal.result is None else ()
        entry = SessionDeal(dealer=self.dealer, result=deal.result, seed=deal.seed, monte=keep)
        return Session(self.names, self.first_dealer, self.rules, self.deals + (entry,), origin=self.origin)

    def record_by_hand(
        self,
        *,
        contract: Contract | None,
        soloist: int | None = None,
        enhancement: Enhancement = Enhancement.PLAIN,
        soloist_trick_thirds: int | None = None,
        monte_thirds: int | None = None,
        soloist_tricks: int | None = None,
        last_trick_to_soloist: bool | None = None,
        monte: Sequence[Card] | None = None,
    ) -> Session:
        """Add a deal played with real cards, entered by hand; scored by :func:`score_deal` (R22–R28).

        ``contract=None`` records an all-passed deal (R10: not scored, the deal passes
        on); then give nothing else (in the ``all-pass-limited`` profile, V2b, give the
        four ``monte`` cards that stay for the next deal; right after another all-pass the
        monte is still the kept one, so give that one or none). Otherwise give:

        - ``contract`` (R8) and, for a Solissimo, its ``enhancement`` (R16–R18);
        - ``soloist``: the soloist's table seat (R1, R2; at four, not the dealer, V3);
        - ``soloist_trick_thirds``: the card thirds in the soloist's tricks, monte not
          included (R5, R21);
        - ``monte_thirds``: the card thirds of the four monte cards at the end (R22; in a
          plain Solissimo right after an all-pass in ``all-pass-limited``, the kept monte's,
          since nobody touches it, R16, V2b);
        - ``soloist_tricks``: how many of the tricks the soloist took (R20);
        - ``last_trick_to_soloist``: whether the soloist took the last trick (R22).

        The defenders' thirds are the rest of the pack's 32 (R5). The checks are the
        engine's: anything no finished deal can produce (say a Cappotto with the last
        trick lost) raises :class:`HandEntryError` naming the rule, and this session is
        unchanged (it is immutable: the new ledger is returned).

        E2 entered by hand, Bruno (seat 1) the soloist:

        >>> s = Session(first_dealer=0).record_by_hand(contract=Contract.SOLO, soloist=1,
        ...     soloist_trick_thirds=13, monte_thirds=2, soloist_tricks=7, last_trick_to_soloist=True)
        >>> s.balances, s.deals[0].result.soloist_thirds
        ((-2, 4, -2), 18)
        >>> s.record_by_hand(contract=Contract.SOLO, soloist=0, soloist_trick_thirds=30,
        ...     monte_thirds=2, soloist_tricks=12, last_trick_to_soloist=False)
        Traceback (most recent call last):
          ...
        calabresella.games.italian.session.HandEntryError: a soloist who took all 12 tricks took the last one too (R22): last_trick_to_soloist must be True when soloist_tricks is 12
        """
        if self.is_over:
            raise HandEntryError("R30", self._over())
        dealer = self.dealer
        if contract is None:
            given = {
                "soloist": soloist, "soloist_trick_thirds": soloist_trick_thirds, "monte_thirds": monte_thirds,
                "soloist_tricks": soloist_tricks, "last_trick_to_soloist": last_trick_to_soloist,
            }
            extra = [name for name, value in given.items() if value is not None]
            if extra or enhancement is not Enhancement.PLAIN:
                raise HandEntryError("R10", msg("when all three pass nothing is scored, so give no {fields} (R10)",
                                                fields=dev(", ".join(extra) or "enhancement")))
            kept: tuple[Card, ...] = ()
            if self.rules.all_pass_redeal_limited:
                kept = self._hand_monte(monte) if monte is not None or self.kept_monte is None else self.kept_monte
                if self.kept_monte is not None and set(kept) != set(self.kept_monte):
                    raise HandEntryError("V2b", msg(
                        "after the last deal was passed out the monte stays where it is "
                        "({kept}): give that monte, or none, not {given} (V2b)", kept=self.kept_monte, given=kept))
                kept = self.kept_monte or kept
            elif monte is not None:
                raise HandEntryError("V2b", msg(
                    "only the {limited!r} profile keeps the monte of an all-passed deal; give no monte (V2b)",
                    limited="all-pass-limited"))
            entry = SessionDeal(dealer=dealer, result=None, seed=None, monte=kept)
            return Session(self.names, self.first_dealer, self.rules, self.deals + (entry,), origin=self.origin)
        if monte is not None:
            raise HandEntryError("V2b", msg(
                "the monte's cards are given only for an all-passed deal (contract=None) (V2b)"))
        if not isinstance(contract, Contract):
            raise ArgumentTypeError(msg(
                "contract must be a Contract such as Contract.SOLO, or None if all passed (R8), got {value!r}",
                value=contract))
        if self.kept_monte is not None and contract is Contract.CHIAMO:
            raise HandEntryError("V2b", msg(
                "the last deal was passed out, so in this deal only Solo or Solissimo may be bid, not Chiamo (V2b)"))
        seats = self.deal_seats()
        playing = [t for t in range(self.rules.players) if t in seats]
        if not is_whole(soloist) or soloist not in playing:
            if self.rules.players == 4:
                raise HandEntryError("R2", about(
                    dealer,
                    "the soloist must be the seat of a player in this deal, one of {seats} ({player} deals and "
                    "sits out, V3), got {value!r} (R2)",
                    "the soloist must be the seat of a player in this deal, one of {seats} (you deal and "
                    "sit out, V3), got {value!r} (R2)", seats=playing, value=soloist))
            raise HandEntryError("R2", msg(
                "the soloist must be the seat of a player in this deal, one of {seats}, got {value!r} (R2)",
                seats=playing, value=soloist))
        _check_entered_thirds(soloist_trick_thirds, monte_thirds, soloist_tricks, last_trick_to_soloist)
        assert isinstance(soloist_trick_thirds, int) and isinstance(monte_thirds, int)
        pack = PACK_THIRDS
        if self.kept_monte is not None:
            refusal = kept_monte_refusal(self.kept_monte, contract, enhancement, monte_thirds, "monte_thirds")
            if refusal:
                raise HandEntryError("V2b", refusal)
        try:
            result = score_deal(
                soloist=seats.index(soloist),
                contract=contract,
                enhancement=enhancement,
                soloist_trick_thirds=soloist_trick_thirds,
                defenders_trick_thirds=pack - soloist_trick_thirds - monte_thirds,
                monte_thirds=monte_thirds,
                last_trick_to_soloist=last_trick_to_soloist,  # type: ignore[arg-type]
                soloist_tricks=soloist_tricks,  # type: ignore[arg-type]
                rules=self.rules,
            )
        except ArgumentValueError as err:
            with using_language(ENGLISH):  # the rule ids as the msgids write them
                found = re.findall(r"\b(R\d+|V\d+b?)\b", str(err))
            raise HandEntryError(found[0] if found else "R23", err.message) from None
        entry = SessionDeal(dealer=dealer, result=result, seed=None)
        return Session(self.names, self.first_dealer, self.rules, self.deals + (entry,), origin=self.origin)

    def _hand_monte(self, monte: Sequence[Card] | None) -> tuple[Card, ...]:
        """V2b: the monte an all-passed deal keeps, entered by hand (cards or their names)."""
        size, name = self.rules.monte_size, self.rules.name
        if monte is None or isinstance(monte, (str, bytes)):
            raise HandEntryError("V2b", many(
                "in the {profile!r} profile an all-passed deal keeps its monte (V2b): give its {count} card, "
                "e.g. {example}",
                "in the {profile!r} profile an all-passed deal keeps its monte (V2b): give its {count} cards, "
                "e.g. {example}", size, profile=name, example=dev("monte=['A♥', '7♠', '3♦', 'J♣']")))
        try:
            cards = tuple(c if isinstance(c, Card) else Card.parse(c) for c in monte)
        except (CardError, TypeError) as err:
            reason = err.message if isinstance(err, CalabresellaError) else str(err)
            raise HandEntryError("V2b", many(
                "in the {profile!r} profile an all-passed deal keeps its monte (V2b): give its {count} card: "
                "{reason}",
                "in the {profile!r} profile an all-passed deal keeps its monte (V2b): give its {count} cards: "
                "{reason}", size, profile=name, reason=reason)) from None
        if len(cards) != size or len(set(cards)) != size:
            raise HandEntryError("V2b", many(
                "in the {profile!r} profile an all-passed deal keeps its monte (V2b): give its {count} card, "
                "all different, got {given}",
                "in the {profile!r} profile an all-passed deal keeps its monte (V2b): give its {count} cards, "
                "all different, got {given}", size, profile=name, given=len(cards)))
        return cards

    def standings(self) -> list[tuple[int, str, int]]:
        """R30: (place, name, balance), best first; exact ties share the place (1, 1, 3).

        >>> Session().standings()
        [(1, 'Anna', 0), (1, 'Bruno', 0), (1, 'Carla', 0)]
        """
        return sessions.standings(self.names, self.balances)

    # ----------------------------------------------------------------- files

    def to_dict(self) -> dict[str, Any]:
        """The session as a JSON-ready dict (its rules must be a named profile)."""
        check_named_profile(self.rules, PROFILES, N_("a session file"))
        return {**sessions.header(self, self.rules.name), "deals": [deal_to_dict(d) for d in self.deals]}

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "session") -> Session:
        """Rebuild a session, checking every deal's result against the scoring rules."""
        rules, names, first, deals = sessions.read_header(data, profile, lambda r: int(r.players), source)
        count = rules.players
        empty = cls(names=names, first_dealer=first, rules=rules)
        # One pass, keeping the running counts (R6, R29, R30): linear in the number of deals.
        entries: list[SessionDeal] = []
        totals = [0] * count
        scored = 0
        target = rules.game_target
        for index, item in enumerate(deals):
            where = msg("{source}: deal {number}", source=source, number=index + 1)
            entry = deal_from_dict(item, rules, str(where))
            dealer = (first + index) % count
            if entry.dealer != dealer:
                raise SessionError(msg("{where} is dealt by {by}, but it was {player}'s deal (R6)",
                                       where=where, by=empty._named(entry.dealer), player=empty._named(dealer)))
            over = any(b >= target for b in totals) if target is not None else scored >= rules.session_deals
            if over:
                raise SessionError(msg("{where} comes after the end: {reason}", where=where, reason=empty._over()))
            limited = rules.all_pass_redeal_limited and bool(entries) and entries[-1].result is None
            if limited and entry.result is not None and entry.result.contract is Contract.CHIAMO:
                raise SessionError(msg(
                    "{where} is a Chiamo right after an all-pass, but in the {profile!r} profile "
                    "only Solo or Solissimo may be bid then (V2b)", where=where, profile=rules.name))
            if limited and entry.result is not None:
                r = entry.result
                refusal = kept_monte_refusal(entries[-1].monte, r.contract, r.enhancement, r.monte_thirds,
                                             '"monte_thirds"')
                if refusal:
                    raise SessionError(msg("{where}: {reason}", where=where, reason=refusal))
            if limited and entry.result is None and set(entry.monte) != set(entries[-1].monte):
                raise SessionError(msg(
                    "{where} is passed out right after another all-pass, so it keeps that deal's monte "
                    "({kept}), not {given} (V2b)", where=where, kept=cards_or_nothing(entries[-1].monte),
                    given=cards_or_nothing(entry.monte)))
            entries.append(entry)
            if entry.result is not None:
                scored += 1
                for seat, move in enumerate(empty.transfers_of(entry)):
                    totals[seat] += move
        return cls(empty.names, first, rules, tuple(entries))


def kept_monte_refusal(
    kept: Sequence[Card], contract: Contract, enhancement: Enhancement, monte_thirds: int, name: str
) -> Message | None:
    """V2b, R16: why a deal right after an all-pass, which kept that deal's monte ``kept``,
    cannot end with ``monte_thirds`` in its monte; None if it can.

    A plain Solissimo leaves the monte unseen and untouched to the end of play (R16), so
    its monte is the kept one; in Chiamo and Solo the soloist lays a new one (R14), in
    dividete and scegliete the defenders do (R17, R18).
    """
    if contract is not Contract.SOLISSIMO or enhancement is not Enhancement.PLAIN:
        return None
    worth = thirds_of(kept)
    if monte_thirds == worth:
        return None
    return many(
        "the last deal was passed out, so this one kept its monte ({cards}, {count} third), and a plain "
        "Solissimo leaves it untouched to the end (R16): {field} must be {count}, got {value!r}",
        "the last deal was passed out, so this one kept its monte ({cards}, {count} thirds), and a plain "
        "Solissimo leaves it untouched to the end (R16): {field} must be {count}, got {value!r}",
        worth, cards=cards_or_nothing(kept), field=name, value=monte_thirds)


def play_session(
    players: Sequence[Any], seed: int = 0, names: Sequence[str] | None = None, rules: Rules = ITALIAN
) -> Session:
    """Play a whole session with computer players; deal ``k`` is shuffled with ``seed * 1000 + k``.

    ``players`` has one player per table seat (four in ``four-at-the-table``, V3); each
    deal is played by the players of :meth:`Session.deal_seats`.

    >>> from calabresella.games.italian.players import RandomPlayer
    >>> from calabresella.games.italian.rules import FOUR_AT_THE_TABLE
    >>> four = play_session([RandomPlayer(s) for s in range(4)], seed=1, rules=FOUR_AT_THE_TABLE)
    >>> len(four.balances), sum(four.balances), four.scored_deals
    (4, 0, 9)
    """
    from calabresella.games.italian.players import play_deal

    if len(players) != rules.players:
        raise SessionError(many("the {profile!r} rules need {count} player, one per seat, got {given}",
                                "the {profile!r} rules need {count} players, one per seat, got {given}",
                                rules.players, profile=rules.name, given=len(players)))
    session = Session.new(names, seed=seed, rules=rules)
    k = 0
    while not session.is_over:
        seated = [players[t] for t in session.deal_seats()]
        session = session.record(play_deal(session.next_deal(seed * 1000 + k), seated))
        k += 1
    return session


_names_tuple = sessions.names_tuple
_number = sessions.number_word
_seat_list = sessions.seat_list


def _players_rule(count: int) -> str:
    return "R1" if count == 3 else "V3"




def new_session(
    rules: Rules | str | None = None,
    names: Sequence[str] | None = None,
    seed: int | None = None,
    first_dealer: int | None = None,
) -> Session:
    """The Italian game's ``session`` (:mod:`calabresella.games.sessions`): an empty ledger of
    ``rules`` (a profile or its name; ``italian`` if None). R6: the first dealer is
    ``first_dealer``, or drawn at random from ``seed``."""
    chosen = sessions.rules_of(rules, profile, ITALIAN)
    check_instance(chosen, Rules, "rules", RULES_EXAMPLE)
    if first_dealer is None:
        return Session.new(names, seed=seed, rules=chosen)
    sessions.check_seed(seed)
    table = default_names(chosen.players) if names is None else _names_tuple(names, chosen.players)
    return Session(names=table, first_dealer=first_dealer, rules=chosen)
