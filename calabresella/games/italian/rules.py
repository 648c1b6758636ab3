"""Rules: every rule choice of the game as one frozen, validated value.

The default profile, ``ITALIAN``, is the published Italian profile of
``docs/rules.md`` (R1–R30). Variants are other values of :class:`Rules`
(``dataclasses.replace`` on the default), checked when they are built, never
new code paths. The variants of ``docs/rules.md`` that are profiles here:

- V1 ``bidder-leads`` and ``dealer-left-leads``: who leads to the first trick;
- V2 ``first-to-21``, ``first-to-31``, ``first-to-51``: the game ends when a balance reaches
  21, 31 or 51 (``game_target``);
- V2b ``all-pass-limited``: after an all-pass the monte stays and only Solo or
  Solissimo may be bid (``all_pass_redeal_limited``);
- V3 ``four-at-the-table``: four players, the dealer sits out (``players=4``).

>>> ITALIAN.stake("solissimo", "scegliete")
16
>>> Rules(hand_size=13)
Traceback (most recent call last):
...
calabresella.engine.errors.RulesError: 3 players × 13 cards + a monte of 4 = 43, but the pack has 40 cards (R3, R7)
"""

from __future__ import annotations

from dataclasses import dataclass

from calabresella.engine.actions import Contract
from calabresella.engine.cards import PACK, PACK_THIRDS
from calabresella.engine.errors import (
    RulesError as RulesError,  # one class for every game's profiles, named_profile
)
from calabresella.engine.errors import RulesTypeError as RulesTypeError
from calabresella.engine.errors import check_instance, check_int, is_whole, named_profile, replaced
from calabresella.engine.table import deal_order, next_seat, previous_seat
from calabresella.words import N_, dev, many, msg

OPENING_LEADS = ("dealer_right_except_solissimo", "bidder", "dealer_left")

DEAL_SEATS = 3
"""R1: the players who receive cards and play a deal: always three. With four at the
table (V3) the dealer of each deal sits out."""


STAKES: tuple[tuple[str, int], ...] = (
    ("chiamo", 1),
    ("solo", 2),
    ("solissimo", 4),
    (dev("solissimo dividete"), 8),
    (dev("solissimo scegliete"), 16),
)
"""R26: the default stake per defender, by contract and enhancement."""

GAME_TARGETS: tuple[int, int, int] = (21, 31, 51)
"""V2: the game points targets of the profiles ``first-to-21``, ``first-to-31``, ``first-to-51``."""


_WHOLE_FIELDS: tuple[tuple[str, str], ...] = (
    ("hand_size", "R7"),
    ("deal_packet", "R7"),
    ("monte_size", "R7"),
    ("win_thirds", "R25"),
    ("last_trick_thirds", "R5, R23"),
    ("cappotto_multiplier", "R27"),
    ("stramazzo_multiplier", "R27"),
    ("stramazzo_below_thirds", "R27"),
    ("session_deals", "R30"),
)


@dataclass(frozen=True)
class Rules:
    """One coherent set of rule choices. The defaults are the Italian profile.

    Fields name the rule they configure:

    - ``players`` (R1; V3): 3, or 4 at the table, when the dealer of each deal sits
      out and the other three play it (so a deal always has :data:`DEAL_SEATS` hands);
    - ``hand_size``, ``deal_packet``, ``monte_size`` (R7);
    - ``opening_lead`` (R19, variant V1);
    - ``win_thirds`` (R25), ``last_trick_thirds`` (R5, R23);
    - ``stakes`` (R26), per defender, by contract and enhancement;
    - ``cappotto_multiplier``, ``stramazzo_multiplier``, ``stramazzo_below_thirds`` (R27);
    - ``all_pass_redeal_limited`` (R10; V2b): after an all-pass, the next deal keeps the
      monte, redeals the other cards, and allows only Solo or Solissimo;
    - ``session_deals`` (R30): the scored deals of a session, when ``game_target`` is None;
    - ``game_target`` (V2): a game points target; the game ends after the deal in which
      any balance reaches it (the R28 transfers are the game points), and
      ``session_deals`` is then not used.
    """

    name: str = "italian"
    description: str = N_("The published Italian profile (R1–R30): the default.")
    players: int = 3
    hand_size: int = 12
    deal_packet: int = 4
    monte_size: int = 4
    opening_lead: str = "dealer_right_except_solissimo"
    win_thirds: int = 18
    last_trick_thirds: int = 3
    stakes: tuple[tuple[str, int], ...] = STAKES
    cappotto_multiplier: int = 2
    stramazzo_multiplier: int = 3
    stramazzo_below_thirds: int = 3
    session_deals: int = 9
    all_pass_redeal_limited: bool = False
    game_target: int | None = None

    def __post_init__(self) -> None:
        for key in ("name", "description", "opening_lead"):
            if not isinstance(getattr(self, key), str):
                raise RulesTypeError(msg("a profile's {field} must be text, got {value!r}",
                                         field=key, value=getattr(self, key)))
        if not self.name:
            raise RulesError(msg("a profile needs a name, such as {example!r}", example="italian"))
        for key, rule in _WHOLE_FIELDS:
            if not is_whole(getattr(self, key)):
                raise RulesTypeError(msg("a profile's {field} must be a whole number ({rule}), got {value!r}",
                                         field=key, rule=rule, value=getattr(self, key)))
        if not is_whole(self.players) or self.players not in (DEAL_SEATS, DEAL_SEATS + 1):
            raise RulesError(msg(
                "Calabresella is played by {three} players (R1), or by {four} with the dealer sitting out "
                "(V3), not {players!r}", three=DEAL_SEATS, four=DEAL_SEATS + 1, players=self.players))
        dealt = DEAL_SEATS * self.hand_size + self.monte_size
        if dealt != len(PACK) or self.hand_size < 1 or self.monte_size < 0:
            raise RulesError(many(
                "{seats} players × {count} card + a monte of {monte} = {dealt}, but the pack has {pack} cards (R3, R7)",
                "{seats} players × {count} cards + a monte of {monte} = {dealt}, but the pack has {pack} cards (R3, R7)",
                self.hand_size, seats=DEAL_SEATS, monte=self.monte_size, dealt=dealt, pack=len(PACK)))
        if self.deal_packet < 1 or self.hand_size % self.deal_packet:
            raise RulesError(msg("hands of {hand} cannot be dealt in packets of {packet} (R7)",
                                 hand=self.hand_size, packet=self.deal_packet))
        if self.opening_lead not in OPENING_LEADS:
            raise RulesError(msg(
                "who leads to the first trick ({field}) is one of {choices} (R19), got {value!r}",
                field="opening_lead", choices=", ".join(OPENING_LEADS), value=self.opening_lead))
        if not 0 < self.win_thirds <= self.total_thirds:
            raise RulesError(msg(
                "the thirds a soloist needs to win ({field}) must be between 1 and {total} (R25), got {value}",
                field="win_thirds", total=self.total_thirds, value=self.win_thirds))
        if self.last_trick_thirds < 0 or not 0 <= self.stramazzo_below_thirds <= PACK_THIRDS:
            raise RulesError(msg(
                "the last trick's bonus ({bonus_field}, R5, R23) cannot be negative, and the Stramazzo threshold "
                "({threshold_field}, R27) is from 0 to the pack's {pack} card thirds, got {bonus} and {threshold}",
                bonus_field="last_trick_thirds", threshold_field="stramazzo_below_thirds", pack=PACK_THIRDS,
                bonus=self.last_trick_thirds, threshold=self.stramazzo_below_thirds))
        expected = ", ".join(name for name, _value in STAKES)
        stakes = self.stakes
        if not isinstance(stakes, tuple) or not all(
            isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str) and is_whole(pair[1])
            for pair in stakes
        ):
            raise RulesTypeError(msg(
                "the stakes ({field}, R26) must be a tuple of (name, whole number) pairs for each of {names}, "
                "such as {example!r}, got {value!r}", field="stakes", names=expected, example=STAKES, value=stakes))
        names = ", ".join(name for name, _value in stakes)
        if names != expected or any(v < 1 for _name, v in stakes):
            raise RulesError(msg("the stakes ({field}) must give a positive value for each of {names} (R26)",
                                 field="stakes", names=expected))
        if self.cappotto_multiplier < 1 or self.stramazzo_multiplier < 1:
            raise RulesError(msg(
                "the Cappotto and Stramazzo multipliers ({cappotto_field}, {stramazzo_field}) must be at least 1 "
                "(R27), got {cappotto} and {stramazzo}", cappotto_field="cappotto_multiplier",
                stramazzo_field="stramazzo_multiplier", cappotto=self.cappotto_multiplier,
                stramazzo=self.stramazzo_multiplier))
        if self.session_deals < 1:
            raise RulesError(msg("a session needs at least one deal ({field}, R30), got {value}",
                                 field="session_deals", value=self.session_deals))
        if not isinstance(self.all_pass_redeal_limited, bool):
            raise RulesError(msg(
                "whether an all-pass limits the next deal ({field}) must be True or False (V2b), got {value!r}",
                field="all_pass_redeal_limited", value=self.all_pass_redeal_limited))
        target = self.game_target
        if target is not None and (not isinstance(target, int) or isinstance(target, bool) or target < 1):
            first, second, third = GAME_TARGETS
            raise RulesError(msg(
                "the game's target ({field}) must be None (a session of {deals_field} scored deals, R30) or a "
                "whole number of game points of at least 1 (V2: {first}, {second} or {third}), got {value!r}",
                field="game_target", deals_field="session_deals", first=first, second=second, third=third,
                value=target))

    @property
    def total_thirds(self) -> int:
        """R5: the budget of a deal, 32 card thirds + the last trick's 3 = 35."""
        return PACK_THIRDS + self.last_trick_thirds

    def stake(self, contract: str, enhancement: str = "") -> int:
        """R26: the stake per defender, *v*, for a contract and enhancement.

        >>> ITALIAN.stake("chiamo"), ITALIAN.stake("solo"), ITALIAN.stake("solissimo")
        (1, 2, 4)
        """
        if not isinstance(contract, str) or not isinstance(enhancement, str):
            raise RulesTypeError(msg(
                "stake takes a contract and an enhancement as text, such as stake('solissimo', 'dividete') "
                "(R26), got {contract!r} and {enhancement!r}", contract=contract, enhancement=enhancement))
        key = f"{contract} {enhancement}".strip() if enhancement else contract
        for name, value in self.stakes:
            if name == key:
                return value
        raise RulesError(msg("no stake for {key!r} (R26)", key=key))

    def replace(self, **changes: object) -> Rules:
        """A new profile from this one with some fields changed (validated)."""
        return replaced(self, changes, RulesTypeError)


ITALIAN = Rules()

BIDDER_LEADS = ITALIAN.replace(
    name="bidder-leads",
    description=N_("V1: the soloist always leads to the first trick, whatever the contract."),
    opening_lead="bidder",
)

DEALER_LEFT_LEADS = ITALIAN.replace(
    name="dealer-left-leads",
    description=N_("V1: an older English account; the dealer's left leads to the first trick."),
    opening_lead="dealer_left",
)

FIRST_TO_21 = ITALIAN.replace(
    name="first-to-21",
    description=N_(
        "V2: the game ends after the deal in which a balance reaches 21 game points; "
        "each deal's R28 transfers are its game points."
    ),
    game_target=GAME_TARGETS[0],
)
"""V2, first to 21 (Wikipedia: "the overall aim is to be the first to make a score of 21
points"; pagat's Tressette plays to 21 too; some tables play to 31 or 51: the profiles
``first-to-31`` and ``first-to-51``).

How a deal converts to game points: Wikipedia credits the soloist who makes the
contract "with the score for the games: Chiamo 1 game point, Solo 2, Solissimo 4,
dividete 8, scegliete 16", doubled for Cappotto and tripled for Stramazzo, and says the
soloist pays to or receives from *each* opponent. Those are exactly the stakes *v·m* of
R26–R28, so the game points of a deal are its R28 transfers (the soloist +2·v·m, each
defender −v·m, reversed on a loss), added to the personal balances (R29) as in the
default profile. Why: the card points only decide who won the deal (Wikipedia: "the
card points are not added to game points"); keeping the transfers keeps every deal
zero-sum, keeps the ledger and its saved file the same, and changes one thing only:
when the game ends. It ends after the deal in which any balance reaches the target
(at or above it: no exact landing is needed); all-pass deals score nothing (R10). Two
defenders can reach it together when a soloist fails: then the higher balance wins
and exact ties share the place, as in R30. The other reading, crediting only the
soloist (never debiting anyone), is not implemented: it would make a deal's result
depend on who wins, not on what was staked against whom.
"""

ALL_PASS_LIMITED = ITALIAN.replace(
    name="all-pass-limited",
    description=N_(
        "V2b (Treccani): after an all-pass the monte stays, the other 36 cards are redealt, "
        "and only Solo or Solissimo may be bid."
    ),
    all_pass_redeal_limited=True,
)
"""V2b, the Treccani dictionary's reading of an all-pass. Where R10 abandons the deal and
the next one is dealt afresh, here the monte is left as it was (the same four cards,
unseen), the other 36 cards are shuffled and dealt again, and in that deal only Solo or
Solissimo may be bid (a Chiamo is refused, rule V2b). The deal still passes to the right
(R6) and the all-pass deal still does not count (R10). If the limited deal is passed out
too, the next one keeps the same monte and is limited again. :meth:`Session.next_deal
<calabresella.games.italian.session.Session.next_deal>` applies it; a deal records it as
``Deal.min_bid``."""

FOUR_AT_THE_TABLE = ITALIAN.replace(
    name="four-at-the-table",
    description=N_("V3: four players; the dealer receives no cards and sits out; the deal rotates over four."),
    players=4,
)
"""V3, four at the table (pagat, Wikipedia: "it can be played by four with the dealer
receiving no cards for the hand"). Each deal is an ordinary three-seat deal of the
three players other than the dealer; the turn to deal, and so who sits out, passes to
the right over the four (R6). The sitting-out dealer's balance does not change on that
deal. Foster's reading, that the dealer shares the fortunes of the two defenders as in
Skat, is not implemented. How the session seats the three players in the deal:
:class:`calabresella.games.italian.session.Session`."""

FIRST_TO_31 = FIRST_TO_21.replace(
    name="first-to-31",
    description=N_("V2: as first-to-21, but the game ends when a balance reaches 31 game points (some tables)."),
    game_target=GAME_TARGETS[1],
)
"""V2 at the tables that play a longer game: "21 (31 or 51 at some tables)"."""

FIRST_TO_51 = FIRST_TO_21.replace(
    name="first-to-51",
    description=N_("V2: as first-to-21, but the game ends when a balance reaches 51 game points (some tables)."),
    game_target=GAME_TARGETS[2],
)
"""V2 at the tables that play the longest game: "21 (31 or 51 at some tables)"."""

PROFILES: dict[str, Rules] = {
    r.name: r
    for r in (
        ITALIAN,
        BIDDER_LEADS,
        DEALER_LEFT_LEADS,
        FIRST_TO_21,
        FIRST_TO_31,
        FIRST_TO_51,
        ALL_PASS_LIMITED,
        FOUR_AT_THE_TABLE,
    )
}
"""Every named profile, the default first."""


# --------------------------------------------------------------------------- rule decisions
#
# The decisions a deal takes from its rules, as pure functions of a Rules value and
# seats: the engine (Deal) calls them, and the NumPy simulator tabulates them by calling
# them for every seat and contract, so that no rule is written twice.


def seat_to_right(seat: int) -> int:
    """R2: the deal seat to the right of ``seat``: the next to speak, be dealt to and play.

    A deal's seats are numbered 0, 1, 2 in that order, also at four (V3), where they are
    the three players of the deal.

    >>> seat_to_right(2), seat_to_left(0)
    (0, 2)
    """
    return next_seat(_deal_seat(seat, "seat"), DEAL_SEATS)


def seat_to_left(seat: int) -> int:
    """R2: the deal seat to the left of ``seat`` (the one that spoke, was dealt to, played before it)."""
    return previous_seat(_deal_seat(seat, "seat"), DEAL_SEATS)


def dealing_order(rules: Rules, dealer: int) -> tuple[int, ...]:
    """R7: the deal seats in the order they receive each round of packets: from the
    dealer's right round to the dealer.

    V3: at four the deal's ``dealer`` seat is the player on the sitting-out dealer's left
    (:meth:`Deal.opening_leader <calabresella.games.italian.deal.Deal.opening_leader>`),
    so the same order deals from the real dealer's right round to his left.

    >>> dealing_order(ITALIAN, 0), dealing_order(FOUR_AT_THE_TABLE, 2)
    ((1, 2, 0), (0, 1, 2))
    """
    _check_rules_value(rules)
    return deal_order(_deal_seat(dealer, "dealer"), DEAL_SEATS)


def opening_leader(rules: Rules, dealer: int, soloist: int, contract: Contract) -> int:
    """R19, V1, V3: the deal seat that leads to the first trick.

    - R19 (``dealer_right_except_solissimo``, the default): the dealer's right, but the
      soloist in Solissimo;
    - V1 ``bidder``: the soloist, whatever the contract;
    - V1 ``dealer_left``: the dealer's left. At four (V3) the deal's seats are the three
      players from the sitting-out dealer's right and the deal's ``dealer`` seat is the
      player on the real dealer's left, so "the dealer's left" is that ``dealer`` seat
      itself, while "the dealer's right" is still the seat to its right.

    >>> opening_leader(ITALIAN, 0, 2, Contract.SOLO), opening_leader(ITALIAN, 0, 2, Contract.SOLISSIMO)
    (1, 2)
    >>> opening_leader(DEALER_LEFT_LEADS, 0, 1, Contract.SOLO)
    2
    >>> opening_leader(FOUR_AT_THE_TABLE.replace(opening_lead="dealer_left"), 2, 1, Contract.SOLO)
    2
    """
    _check_rules_value(rules)
    dealer = _deal_seat(dealer, "dealer")
    soloist = _deal_seat(soloist, "soloist")
    check_instance(contract, Contract, "contract", N_("a Contract such as Contract.SOLO (R8)"))
    lead = rules.opening_lead
    if lead == "bidder" or (lead == "dealer_right_except_solissimo" and contract is Contract.SOLISSIMO):
        return soloist
    if lead == "dealer_left":
        return dealer if rules.players == 4 else seat_to_left(dealer)
    return seat_to_right(dealer)


def _deal_seat(seat: object, name: str) -> int:
    """``seat`` if it is a deal seat 0, 1 or 2 (R2); else a typed error."""
    if type(seat) is int and 0 <= seat < DEAL_SEATS:
        return seat
    return check_int(seat, name, 0, DEAL_SEATS - 1, rule=msg("R2: a deal's seats are numbered 0, 1, 2 in playing order"))


def _check_rules_value(rules: object) -> None:
    if not isinstance(rules, Rules):
        raise RulesTypeError(msg("rules must be a Rules value such as {example}, got {value!r}",
                                 example="ITALIAN", value=rules))


def profile(name: str) -> Rules:
    """The rule profile called ``name``.

    >>> profile("italian") is ITALIAN
    True
    """
    return named_profile(name, PROFILES, N_("a rule profile"), RulesError, RulesTypeError)
