"""The calling games' rules (C1–C9, V7–V10): one rules value, validated, for four games.

Tressette a chiamare (V7), Mediatore (V8), Quadrigliati (V9) and Quintiglio (V10) share their
mechanics: a deal of four or five hands (and a monte in Mediatore), an auction or an obliged
first speaker, a called card whose holder becomes the bidder's partner, hidden until the
card is played (or revealed at once, or handed over in exchange for a card), and a score
by sides. Each game's package holds its profiles, values of :class:`CallingRules`; every
field is checked when the value is built, and a wrong one is refused naming its rule.

>>> from calabresella.words import N_
>>> rules = CallingRules(name="x", game="x", contracts=(Contract("chiamo", N_("Chiamo"), "hidden", False, 1, "C3"),))
>>> rules.players, rules.hand_size, rules.tricks, rules.contract("chiamo").call
(4, 10, 10, 'hidden')
>>> rules.replace(hand_size=9)
Traceback (most recent call last):
...
calabresella.games.calling.rules.CallingRulesError: C1: 4 players × 9 cards and a monte of 0 must make the 40 cards of the pack, they make 36
"""

from __future__ import annotations

from dataclasses import dataclass

from calabresella.engine.cards import PACK, Rank
from calabresella.engine.errors import ArgumentTypeError, RulesError, check_int, named_profile, replaced
from calabresella.words import N_, dev, gettext, msg
from calabresella.words.message import register_sayer

RULE = "C1–C9"
"""The rule ids of the calling games' shared mechanics (``docs/rules.md``, "The calling games")."""

TABLE_RULE = "C1"
"""The table, the deal and the order of play: 4 or 5 players, anticlockwise, the dealer's right first."""
AUCTION_RULE = "C2"
"""The auction (or the obliged first speaker), and what happens when everyone passes."""
CALL_RULE = "C3"
"""The call: which card the bidder may name (a three; a two if he holds every three)."""
PARTNER_RULE = "C4"
"""The hidden partner: the called card's holder, unknown to the others until it is played."""
EXCHANGE_RULE = "C5"
"""The exchange: the holder hands the called card over, the bidder gives a card back and plays alone."""
MONTE_RULE = "C6"
"""The monte: the bidder takes it and lays away as many cards; they count for the last trick's side."""
PLAY_RULE = "C7"
"""The card play: follow suit if you can, no trumps, the highest card of the suit led wins."""
SCORE_RULE = "C8"
"""The score: each side's thirds, whole points (fractions dropped) and the last trick's point; stakes."""
SESSION_RULE = "C9"
"""A session: the deal passes to the next seat; to a target, or a fixed number of deals."""

CALLS = ("none", "hidden", "revealed", "exchange")
"""C3–C5: what a contract does with a card: none called (alone); the holder a hidden partner;
the holder a partner who says so at once; the holder hands the card over for another."""

AUCTIONS = ("first-calls", "ascending")
"""C2: the first seat must name a contract and nobody else speaks; or each in turn passes or
names a higher contract."""

ALL_PASS = ("redeal", "last-bids")
"""C2: when everyone passes: the deal is thrown in, no play, scored 0 (``"redeal"``); or the
last to speak (the dealer) may not pass and must name a contract (``"last-bids"``)."""

CALL_FROM = ("first-lacking", "any")
"""C3: which ranks of ``callable`` may be called: a card of the first rank of which the bidder
lacks a card (a three; a two if he holds every three); or any card of those ranks."""

SCORINGS = ("stakes", "points")
"""C8: each opponent pays (or receives) the contract's stake, the bidder's side shares it:
zero-sum; or each seat scores its side's whole points (tournaments to a target)."""

PLAYERS = (MIN_PLAYERS, MAX_PLAYERS) = (4, 5)
"""C1: the calling games are played by four or five."""

THIRDS_PER_POINT = 3
"""R5/C8: a whole point is three thirds (an ace alone; or three of 3, 2, K, Q, J)."""

LAST_TRICK_POINTS = 1
"""R22/C8: the last trick's point."""

DEAL_POINTS = 11
"""C8: the whole points of a deal: 32 thirds make 10 whole points between two sides, and the last trick 1."""


class CallingRulesError(RulesError):
    """A calling game's profile that makes no sense, or a profile name that does not exist."""


class CallingRulesTypeError(CallingRulesError, ArgumentTypeError):
    """A calling game's rule field or profile name of the wrong type."""


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: object) -> bool:
    return isinstance(value, str) and bool(value)


@dataclass(frozen=True)
class Contract:
    """One contract of an auction (C2), lowest first in :attr:`CallingRules.contracts`.

    - ``name``: the word in records and actions (``"chiamo"``, ``"solo"``), lowercase, no spaces;
    - ``label``: what a reader calls it (a catalogue message marked with ``N_``);
    - ``call`` (C3–C5): ``"none"`` (alone, no card called), ``"hidden"`` (the holder of the
      called card is the bidder's partner, unknown to the others until the card is played),
      ``"revealed"`` (the holder says so at once), ``"exchange"`` (the holder hands the called
      card to the bidder and gets a card of the bidder's choice back; the bidder plays alone);
    - ``monte`` (C6): the bidder takes the monte into his hand and lays away as many cards;
    - ``stake`` (C8): the units each opponent pays or receives;
    - ``rule``: the rule id that describes it (``"V8c"``).
    """

    name: str
    label: str
    call: str
    monte: bool
    stake: int
    rule: str

    def __post_init__(self) -> None:
        if not _text(self.name) or not isinstance(self.label, str) or not _text(self.rule):
            raise CallingRulesTypeError(msg("{rule}: a contract's name, label and rule are text, the name and rule not "
                                            "empty, got {value}", rule=AUCTION_RULE, value=dev(repr(self))))
        if self.name != self.name.lower() or not self.name.replace("-", "").isalnum():
            raise CallingRulesError(msg("{rule}: a contract's name is one lowercase word such as 'chiamo' (it is "
                                        "written in records as 'bid chiamo'), got {name!r}", rule=AUCTION_RULE,
                                        name=self.name))
        if self.call not in CALLS:
            raise CallingRulesError(msg("{rule}: a contract's call must be one of {choices}, got {value!r}",
                                        rule=CALL_RULE, choices=", ".join(CALLS), value=self.call))
        if not isinstance(self.monte, bool):
            raise CallingRulesTypeError(msg("{rule}: a contract's monte must be True or False, got {value!r}",
                                            rule=MONTE_RULE, value=self.monte))
        if not _whole(self.stake) or self.stake < 1:
            raise CallingRulesError(msg("{rule}: a contract's stake must be a whole number of at least 1, got {value!r}",
                                        rule=SCORE_RULE, value=self.stake))

    @property
    def calls(self) -> bool:
        """C3: whether the bidder names a card in this contract."""
        return self.call != "none"

    @property
    def alone(self) -> bool:
        """C3, C5: whether the bidder plays alone whoever holds the called card (no call, or an exchange)."""
        return self.call in ("none", "exchange")

    def __str__(self) -> str:
        return self.name


register_sayer(Contract, lambda contract, table: gettext(contract.label))  # a contract in a message: its label

_RANKS = tuple(rank.value for rank in Rank)


@dataclass(frozen=True)
class CallingRules:
    """One coherent set of rule choices of a calling game (C1–C9), checked when it is built.

    ``players`` 4 or 5 with ``hand_size`` cards each and a ``monte_size`` monte make the 40
    cards (C1); ``auction`` and ``all_pass`` (C2); ``contracts`` lowest first (C2);
    ``callable`` the ranks that may be called, read as ``call_from`` says, ``call_own``
    whether the bidder may name a card he holds (then he plays alone) (C3); ``win_points``
    the whole points the bidder's side needs (C8); ``scoring`` (C8); ``target`` (a
    session's end in points) or, when None, ``session_deals`` deals (C9); ``bidder_leads``
    whether the bidder leads the first trick rather than the dealer's right (C1).
    """

    name: str
    game: str
    description: str = N_("C1–C9: a calling game")
    rule: str = "V7"
    players: int = 4
    hand_size: int = 10
    monte_size: int = 0
    auction: str = "first-calls"
    all_pass: str = "redeal"
    contracts: tuple[Contract, ...] = ()
    callable: tuple[str, ...] = ("3", "2")
    call_from: str = "first-lacking"
    call_own: bool = False
    win_points: int = 6
    scoring: str = "stakes"
    target: int | None = None
    session_deals: int = 8
    bidder_leads: bool = False

    def __post_init__(self) -> None:
        for key in ("name", "game", "rule"):
            if not _text(getattr(self, key)):
                raise CallingRulesTypeError(msg("{rule}: {field} must be text, not empty, got {value!r}",
                                                rule=TABLE_RULE, field=key, value=getattr(self, key)))
        if not isinstance(self.description, str):
            raise CallingRulesTypeError(msg("{rule}: {field} must be text, not empty, got {value!r}",
                                            rule=TABLE_RULE, field="description", value=self.description))
        for key in ("players", "hand_size", "monte_size", "win_points", "session_deals"):
            if not _whole(getattr(self, key)):
                raise CallingRulesTypeError(msg("{rule}: {field} must be a whole number, got {value!r}",
                                                rule=TABLE_RULE, field=key, value=getattr(self, key)))
        for key in ("call_own", "bidder_leads"):
            if not isinstance(getattr(self, key), bool):
                raise CallingRulesTypeError(msg("{rule}: {field} must be True or False, got {value!r}",
                                                rule=CALL_RULE if key == "call_own" else TABLE_RULE, field=key,
                                                value=getattr(self, key)))
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise CallingRulesError(msg("{rule}: the calling games are played by {low} or {high} players, not {players}",
                                        rule=TABLE_RULE, low=MIN_PLAYERS, high=MAX_PLAYERS, players=self.players))
        if self.hand_size < 1 or self.monte_size < 0 or self.players * self.hand_size + self.monte_size != len(PACK):
            raise CallingRulesError(msg(
                "{rule}: {players} players × {hand_size} cards and a monte of {monte} must make the {pack} cards of "
                "the pack, they make {made}", rule=TABLE_RULE, players=self.players, hand_size=self.hand_size,
                monte=self.monte_size, pack=len(PACK), made=self.players * self.hand_size + self.monte_size))
        self._check_contracts()
        self._check_call()
        if not 1 <= self.win_points <= DEAL_POINTS:
            raise CallingRulesError(msg("{rule}: win_points must be from 1 to the deal's {points} points, got {value!r}",
                                        rule=SCORE_RULE, points=DEAL_POINTS, value=self.win_points))
        if self.scoring not in SCORINGS:
            raise CallingRulesError(msg("{rule}: scoring must be one of {choices}, got {value!r}", rule=SCORE_RULE,
                                        choices=", ".join(SCORINGS), value=self.scoring))
        if self.target is not None and (not _whole(self.target) or self.target < 1):
            raise CallingRulesError(msg("{rule}: target must be None or a whole number of at least 1, got {value!r}",
                                        rule=SESSION_RULE, value=self.target))
        if self.session_deals < 1:
            raise CallingRulesError(msg("{rule}: session_deals must be at least 1, got {value!r}", rule=SESSION_RULE,
                                        value=self.session_deals))

    def _check_contracts(self) -> None:
        if self.auction not in AUCTIONS:
            raise CallingRulesError(msg("{rule}: auction must be one of {choices}, got {value!r}", rule=AUCTION_RULE,
                                        choices=", ".join(AUCTIONS), value=self.auction))
        if self.all_pass not in ALL_PASS:
            raise CallingRulesError(msg("{rule}: all_pass must be one of {choices}, got {value!r}", rule=AUCTION_RULE,
                                        choices=", ".join(ALL_PASS), value=self.all_pass))
        if not isinstance(self.contracts, tuple) or not self.contracts or not all(
            isinstance(c, Contract) for c in self.contracts
        ):
            raise CallingRulesTypeError(msg("{rule}: contracts must be a tuple of at least one Contract, lowest first, "
                                            "got {value}", rule=AUCTION_RULE, value=dev(repr(self.contracts))))
        names = [c.name for c in self.contracts]
        if len(set(names)) != len(names):
            raise CallingRulesError(msg("{rule}: two contracts have the same name: {names}", rule=AUCTION_RULE,
                                        names=", ".join(names)))
        for contract in self.contracts:
            if contract.monte and not self.monte_size:
                raise CallingRulesError(msg("{rule}: the contract {contract!r} takes the monte, but this profile deals "
                                            "no monte", rule=MONTE_RULE, contract=contract.name))

    def _check_call(self) -> None:
        if not isinstance(self.callable, tuple) or not all(isinstance(r, str) and r in _RANKS for r in self.callable):
            raise CallingRulesTypeError(msg("{rule}: callable must be a tuple of ranks as text from {ranks}, such as "
                                            "('3', '2'), got {value!r}", rule=CALL_RULE, ranks=" ".join(_RANKS),
                                            value=self.callable))
        if len(set(self.callable)) != len(self.callable):
            raise CallingRulesError(msg("{rule}: callable names a rank twice: {value!r}", rule=CALL_RULE,
                                        value=self.callable))
        if any(c.calls for c in self.contracts) and not self.callable:
            raise CallingRulesError(msg("{rule}: a contract calls a card, so callable must name at least one rank",
                                        rule=CALL_RULE))
        if self.call_from not in CALL_FROM:
            raise CallingRulesError(msg("{rule}: call_from must be one of {choices}, got {value!r}", rule=CALL_RULE,
                                        choices=", ".join(CALL_FROM), value=self.call_from))

    # ------------------------------------------------------------------ asking

    @property
    def tricks(self) -> int:
        """A deal has one trick per card in hand."""
        return self.hand_size

    @property
    def deal_points(self) -> int:
        """C8: the whole points two sides share in a deal (11: fractions dropped, the last trick's point)."""
        return DEAL_POINTS

    @property
    def contract_names(self) -> tuple[str, ...]:
        """The contracts' names, lowest first."""
        return tuple(c.name for c in self.contracts)

    def contract(self, name: str) -> Contract:
        """The contract called ``name``; a clear error naming the choices."""
        for contract in self.contracts:
            if contract.name == name:
                return contract
        raise CallingRulesError(msg("{rule}: the profile {profile!r} has no contract {name!r}: choose one of {choices}",
                                    rule=AUCTION_RULE, profile=self.name, name=name,
                                    choices=", ".join(self.contract_names)))

    def level(self, name: str) -> int:
        """The contract's place in the auction: 1 for the lowest."""
        return self.contract_names.index(self.contract(name).name) + 1

    def replace(self, **changes: object) -> CallingRules:
        """A new profile from this one with some fields changed (validated)."""
        return replaced(self, changes, CallingRulesTypeError, TABLE_RULE)


def check_rules(rules: object) -> CallingRules:
    """``rules`` if it is a :class:`CallingRules`; else a typed error."""
    if not isinstance(rules, CallingRules):
        raise CallingRulesTypeError(msg("a deal of a calling game needs CallingRules ({rule}), such as a profile of "
                                        "calabresella.games.chiamata, got {value!r}", rule=RULE, value=rules))
    return rules


def check_seat(seat: object, rules: CallingRules, name: str = "seat") -> int:
    """``seat`` if it is a seat of ``rules``' table; else a typed error."""
    if type(seat) is int and 0 <= seat < rules.players:
        return seat
    return check_int(seat, name, 0, rules.players - 1,
                     rule=msg("{rule}: seats 0 to {last} in playing order", rule=TABLE_RULE, last=rules.players - 1))


def calling_profile(name: str) -> CallingRules:
    """The profile called ``name`` of any registered calling game (through the registry).

    >>> calling_profile("chiamata").players
    4
    """
    return named_profile(name, calling_profiles(), N_("a profile of a calling game"), CallingRulesError,
                         CallingRulesTypeError)


def calling_profiles() -> dict[str, CallingRules]:
    """Every registered calling game's profiles by name (through the registry), each game's default first."""
    from calabresella.games.registry import profiles

    return {n: r for n, r in profiles().items() if isinstance(r, CallingRules)}
