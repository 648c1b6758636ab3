"""Rules: every rule choice of the game as one frozen, validated value.

The default profile, ``ITALIAN``, is the published Italian profile of
``shared/RULES.md`` (R1–R30). Variants are other values of :class:`Rules`
(``dataclasses.replace`` on the default), checked when they are built, never
new code paths.

>>> ITALIAN.stake("solissimo", "scegliete")
16
>>> Rules(hand_size=13)
Traceback (most recent call last):
...
calabresella.rules.RulesError: 3 players × 13 cards + a monte of 4 = 43, but the pack has 40 cards (R3, R7)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from calabresella.cards import PACK, PACK_THIRDS

OPENING_LEADS = ("dealer_right_except_solissimo", "bidder", "dealer_left")


STAKES: tuple[tuple[str, int], ...] = (
    ("chiamo", 1),
    ("solo", 2),
    ("solissimo", 4),
    ("solissimo dividete", 8),
    ("solissimo scegliete", 16),
)
"""R26: the default stake per defender, by contract and enhancement."""


class RulesError(ValueError):
    """A rule profile that makes no sense, or a profile name that does not exist."""


@dataclass(frozen=True)
class Rules:
    """One coherent set of rule choices. The defaults are the Italian profile.

    Fields name the rule they configure:

    - ``players`` (R1) and ``hand_size``, ``deal_packet``, ``monte_size`` (R7);
    - ``opening_lead`` (R19, variant V1);
    - ``win_thirds`` (R25), ``last_trick_thirds`` (R5, R23);
    - ``stakes`` (R26), per defender, by contract and enhancement;
    - ``cappotto_multiplier``, ``stramazzo_multiplier``, ``stramazzo_below_thirds`` (R27);
    - ``session_deals`` (R30).
    """

    name: str = "italian"
    description: str = "The published Italian profile (R1–R30): the default."
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

    def __post_init__(self) -> None:
        if self.players != 3:
            raise RulesError(f"this engine plays with 3 players (R1), not {self.players}")
        dealt = self.players * self.hand_size + self.monte_size
        if dealt != len(PACK):
            raise RulesError(
                f"{self.players} players × {self.hand_size} cards + a monte of "
                f"{self.monte_size} = {dealt}, but the pack has {len(PACK)} cards (R3, R7)"
            )
        if self.deal_packet < 1 or self.hand_size % self.deal_packet:
            raise RulesError(
                f"hands of {self.hand_size} cannot be dealt in packets of "
                f"{self.deal_packet} (R7)"
            )
        if self.opening_lead not in OPENING_LEADS:
            raise RulesError(
                f"opening_lead {self.opening_lead!r} is unknown (R19): expected one of "
                + ", ".join(OPENING_LEADS)
            )
        if not 0 < self.win_thirds <= self.total_thirds:
            raise RulesError(
                f"win_thirds must be between 1 and {self.total_thirds} (R25), "
                f"got {self.win_thirds}"
            )
        names = [name for name, _ in self.stakes]
        expected = [name for name, _ in STAKES]
        if names != expected or any(v < 1 for _, v in self.stakes):
            raise RulesError(
                "stakes must give a positive value for each of " + ", ".join(expected) + " (R26)"
            )
        if self.cappotto_multiplier < 1 or self.stramazzo_multiplier < 1:
            raise RulesError("the Cappotto and Stramazzo multipliers must be at least 1 (R27)")
        if self.session_deals < 1:
            raise RulesError(f"a session needs at least one deal (R30), got {self.session_deals}")

    @property
    def total_thirds(self) -> int:
        """R5: the budget of a deal, 32 card thirds + the last trick's 3 = 35."""
        return PACK_THIRDS + self.last_trick_thirds

    def stake(self, contract: str, enhancement: str = "") -> int:
        """R26: the stake per defender, *v*, for a contract and enhancement.

        >>> ITALIAN.stake("chiamo"), ITALIAN.stake("solo"), ITALIAN.stake("solissimo")
        (1, 2, 4)
        """
        key = f"{contract} {enhancement}".strip() if enhancement else contract
        for name, value in self.stakes:
            if name == key:
                return value
        raise RulesError(f"no stake for {key!r} (R26)")

    def replace(self, **changes: object) -> Rules:
        """A new profile from this one with some fields changed (validated)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


ITALIAN = Rules()

BIDDER_LEADS = ITALIAN.replace(
    name="bidder-leads",
    description="V1: the soloist always leads to the first trick, whatever the contract.",
    opening_lead="bidder",
)

DEALER_LEFT_LEADS = ITALIAN.replace(
    name="dealer-left-leads",
    description="V1: an older English account; the dealer's left leads to the first trick.",
    opening_lead="dealer_left",
)

PROFILES: dict[str, Rules] = {r.name: r for r in (ITALIAN, BIDDER_LEADS, DEALER_LEFT_LEADS)}
"""Every named profile, the default first."""


def profile(name: str) -> Rules:
    """The rule profile called ``name``.

    >>> profile("italian") is ITALIAN
    True
    """
    try:
        return PROFILES[name]
    except KeyError:
        raise RulesError(
            f"no rule profile called {name!r}: choose one of " + ", ".join(PROFILES)
        ) from None
