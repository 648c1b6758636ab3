"""Tressette's rules (V5): the rules value, its two profiles (Tressette for four, Tressette in due)
and the profile lookup; the seat and rules checks every module of the game uses.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from calabresella.engine import words
from calabresella.engine.cards import PACK, PACK_THIRDS
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    DealTypeError,
    RulesError,
    named_profile,
    replaced,
)
from calabresella.engine.game import table_names
from calabresella.words import N_, _, msg

RULE = "V5"
"""The rule id of every Tressette rule (``docs/rules.md``, V5)."""

THIRDS_PER_POINT = 3
"""R5/V5: a whole point is three thirds (an ace alone; or three of 3, 2, K, Q, J)."""

NAMES_FOUR: tuple[str, str, str, str] = words.NAMES_FOUR
"""Default names of seats 0–3 at Tressette for four (Anna & Carla against Bruno & Dario)."""

NAMES_TWO: tuple[str, str] = words.NAMES_TWO
"""Default names of seats 0–1 at Tressette in due."""


def _check_seat(seat: object, rules: TressetteRules, name: str = "seat") -> int:
    """``seat`` if it is a seat of ``rules``' table; else a clear error."""
    if type(seat) is int and 0 <= seat < rules.players:
        return seat
    refusal = msg("{name} must be a whole number from 0 to {high} ({rule}: seats are numbered 0 to {high} in "
                  "playing order, {profile!r}), got {value!r}", name=name, high=rules.players - 1, rule=RULE,
                  profile=rules.name, value=seat)
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ArgumentTypeError(refusal)
    raise ArgumentValueError(refusal)


def _check_rules(rules: object) -> None:
    """A Tressette deal needs :class:`TressetteRules` (not a name, not another game's rules)."""
    if not isinstance(rules, TressetteRules):
        raise DealTypeError(msg("a Tressette deal needs TressetteRules ({rule}), such as TRESSETTE_FOR_FOUR, got {rules!r}",
                                rule=RULE, rules=rules))


# =============================================================================== rules


class TressetteRulesError(RulesError):
    """A Tressette profile that makes no sense, or a profile name that does not exist."""


class TressetteRulesTypeError(TressetteRulesError, ArgumentTypeError):
    """A Tressette rule field or profile name of the wrong type: both a
    :class:`TressetteRulesError` and an :class:`~calabresella.engine.errors.ArgumentTypeError`."""


@dataclass(frozen=True)
class TressetteRules:
    """One coherent set of Tressette rule choices (V5), checked when it is built.

    - ``players``: 4 (two partnerships, seats 0 & 2 against 1 & 3) or 2 (in due);
    - ``hand_size``, ``deal_packet``, ``stock_size``: the deal; ``players × hand_size +
      stock_size`` must be the 40 cards and the packet must divide the hand;
    - ``last_trick_thirds``: the last trick's bonus, 3 thirds (one point);
    - ``declarations``: whether combinations are declared after the first trick;
    - ``game_target``: the game points a side needs to win a game (21);
    - ``cappotto_games``, ``stramazzo_games``, ``cappottone_games``,
      ``stramazzone_games``: the games won outright by those deals (None: the
      outcome does not exist in this profile).

    >>> TressetteRules(hand_size=9)
    Traceback (most recent call last):
    ...
    calabresella.games.tressette.rules.TressetteRulesError: V5: 4 players × 9 cards + a stock of 0 = 36, but the pack has 40 cards
    """

    name: str = "tressette"
    description: str = N_("V5: Tressette for four, two partnerships, first side to 21.")
    players: int = 4
    hand_size: int = 10
    deal_packet: int = 5
    stock_size: int = 0
    last_trick_thirds: int = 3
    declarations: bool = True
    game_target: int = 21
    cappotto_games: int = 2
    stramazzo_games: int = 3
    cappottone_games: int | None = 6
    stramazzone_games: int | None = 8

    def __post_init__(self) -> None:
        def whole(value: object) -> bool:
            return isinstance(value, int) and not isinstance(value, bool)

        if not isinstance(self.name, str) or not isinstance(self.description, str):
            raise TressetteRulesTypeError(msg("{rule}: name and description must be text, got {name!r} and "
                                              "{description!r}", rule=RULE, name=self.name, description=self.description))
        if not self.name:
            raise TressetteRulesError(msg("{rule}: a profile needs a name, got {name!r}", rule=RULE, name=self.name))
        if not whole(self.players):
            raise TressetteRulesTypeError(msg("{rule}: players must be a whole number, 4 or 2, got {players!r}",
                                              rule=RULE, players=self.players))
        if self.players not in (2, 4):
            raise TressetteRulesError(msg("{rule}: Tressette is played here by 4 players in two partnerships or by 2 "
                                          "(Tressette in due), not {players!r}", rule=RULE, players=self.players))
        for key in ("hand_size", "deal_packet", "stock_size", "last_trick_thirds", "game_target"):
            if not whole(getattr(self, key)):
                raise TressetteRulesTypeError(msg("{rule}: {key} must be a whole number, got {value!r}",
                                                  rule=RULE, key=key, value=getattr(self, key)))
        if self.hand_size < 1 or self.stock_size < 0:
            raise TressetteRulesError(msg("{rule}: each player needs at least one card and the stock cannot be "
                                          "negative (hand_size {hand_size}, stock_size {stock_size})", rule=RULE,
                                          hand_size=self.hand_size, stock_size=self.stock_size))
        dealt = self.players * self.hand_size + self.stock_size
        if dealt != len(PACK):
            raise TressetteRulesError(msg("{rule}: {players} players × {hand_size} cards + a stock of {stock_size} "
                                          "= {dealt}, but the pack has {pack} cards", rule=RULE, players=self.players,
                                          hand_size=self.hand_size, stock_size=self.stock_size, dealt=dealt,
                                          pack=len(PACK)))
        if self.deal_packet < 1 or self.hand_size % self.deal_packet:
            raise TressetteRulesError(msg("{rule}: hands of {hand_size} cannot be dealt in packets of {packet}",
                                          rule=RULE, hand_size=self.hand_size, packet=self.deal_packet))
        if self.stock_size % self.players:
            raise TressetteRulesError(msg("{rule}: after each trick every player draws one card, so a stock of "
                                          "{stock_size} cannot be shared out evenly among {players} players",
                                          rule=RULE, stock_size=self.stock_size, players=self.players))
        if self.last_trick_thirds < 0:
            raise TressetteRulesError(msg("{rule}: the last trick's bonus cannot be negative", rule=RULE))
        if self.game_target < 1:
            raise TressetteRulesError(msg("{rule}: game_target must be at least 1 point, got {target}",
                                          rule=RULE, target=self.game_target))
        if not isinstance(self.declarations, bool):
            raise TressetteRulesTypeError(msg("{rule}: declarations must be True or False, got {value!r}",
                                              rule=RULE, value=self.declarations))
        for key in ("cappotto_games", "stramazzo_games", "cappottone_games", "stramazzone_games"):
            value = getattr(self, key)
            refusal = msg("{rule}: {key} must be None or a whole number of games ≥ 1, got {value!r}",
                          rule=RULE, key=key, value=value)
            if value is not None and not whole(value):
                raise TressetteRulesTypeError(refusal)
            if value is not None and value < 1:
                raise TressetteRulesError(refusal)
        if self.players == 2 and (self.cappottone_games is not None or self.stramazzone_games is not None):
            raise TressetteRulesError(msg(
                "{rule}: cappottone and stramazzone are won by a single player of a partnership; "
                "with 2 players each side is one player, so set cappottone_games and "
                "stramazzone_games to None (cappotto and stramazzo cover them)", rule=RULE))

    @property
    def tricks(self) -> int:
        """How many tricks a deal has: every card is played, so 40 ÷ players (10 or 20)."""
        return len(PACK) // self.players

    @property
    def total_thirds(self) -> int:
        """The thirds of a deal: 32 in the cards + the last trick's 3 = 35."""
        return PACK_THIRDS + self.last_trick_thirds

    @property
    def sides(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The two sides: ``((0, 2), (1, 3))`` at four, ``((0,), (1,))`` in due."""
        return (tuple(range(0, self.players, 2)), tuple(range(1, self.players, 2)))

    def side_of(self, seat: int) -> int:
        """The side (0 or 1) of ``seat``: partners sit opposite, so it is ``seat % 2``."""
        return _check_seat(seat, self) % 2

    def right_of(self, seat: int) -> int:
        """Everything moves anticlockwise, to the right: the next seat is ``seat + 1``."""
        return (_check_seat(seat, self) + 1) % self.players

    def replace(self, **changes: object) -> TressetteRules:
        """A new profile from this one with some fields changed (validated)."""
        return replaced(self, changes, TressetteRulesTypeError, RULE)


TRESSETTE_FOR_FOUR = TressetteRules(
    name="tressette",
    description=N_(
        "V5: Tressette for four: partners opposite, 10 cards each dealt five at a time, "
        "declarations after the first trick, 11 points a deal, first side to 21."
    ),
)
"""Tressette for four, from seed 001 (pagat.com, "Tressette").

As the source says: a 40-card pack, 3 2 A K Q J 7 6 5 4, no trumps; ten cards each,
dealt anticlockwise five at a time (here from the dealer's right, as everything moves
to the right, R2); the dealer's right leads; follow suit if you can; the highest card of
the suit led wins. Aces are worth 1 point, 3 2 K Q J a third, the last trick 1 point;
fractions are dropped, so a deal is worth 11 points besides declarations. Declarations
(four 3s, 2s or aces 4; three of them 3; Napoletana 3) at the end of the first trick.
First side to 21; cappotto 2 games, stramazzo 3, cappottone 6, stramazzone 8.

Readings where the source is open (each applied in one place here):

- **Order of declaring**: every player has a turn after the first trick, in playing
  order from the first trick's leader, even with nothing to declare (otherwise the turn
  itself would tell the table who holds a combination). A player may withhold a
  declaration. Combinations are counted in the ten cards held at the first trick, the
  card played to it included.
- **Three of a kind**: with all four of a rank the player declares four (4 points), not
  also three.
- **Twenty-one**: checked after each deal (declarations included); if both sides reach
  21 in the same deal the higher total wins, and an exact tie is played on with another
  deal. The claim ("stop the play and claim 21") is not modelled.
- **Outright wins** end the game at once, whatever the score: cappotto and cappottone
  are one side, or one player, taking all ten tricks; stramazzo is the other side taking
  at least one trick but less than one point in cards (the last-trick point does not
  count); stramazzone is one player whose three companions at the table take less than
  one point in cards between them while the other side takes at least one trick. When a
  partnership takes all ten tricks, it is a cappotto even if one partner holds all the
  points, since the opponents took no trick.
- The seeded shuffle stands for the shuffle and the cut (the source mentions no cut).
"""

TRESSETTE_IN_DUE = TressetteRules(
    name="tressette-in-due",
    description=N_(
        "V5: Tressette in due: two players, 10 cards each and a stock of 20; after each trick "
        "the winner then the other draws a card and shows it."
    ),
    players=2,
    stock_size=20,
    cappottone_games=None,
    stramazzone_games=None,
)
"""Tressette in due, from seed 001 (pagat.com, "Tressette in due").

"Cards, play and scoring are the same as in the 4 player variant. The only difference
is in the deal": ten cards each, the other twenty face down; after each trick each
player, the winner first, takes the top card of the stock and shows it to the other;
the winner then leads. When the stock is gone the remaining ten tricks are played out.
A deal has 20 tricks.

Readings where the source is open:

- **Declarations**: the source does not mention them for two players; "scoring is the
  same" is read as including them: each player declares after the first trick, as at
  four, from the ten cards held then (before the first draw).
- **Cappotto** is one player taking all 20 tricks; stramazzo as at four. Cappottone and
  stramazzone (one player of a partnership) do not exist with two players.
- Dealing five at a time from the non-dealer, as at four; the non-dealer leads.
- Twenty-one and the outright wins as at four (:data:`TRESSETTE_FOR_FOUR`).
"""

TRESSETTE_PROFILES: dict[str, TressetteRules] = {
    r.name: r for r in (TRESSETTE_FOR_FOUR, TRESSETTE_IN_DUE)
}
"""The Tressette profiles by name."""


def tressette_profile(name: str) -> TressetteRules:
    """The Tressette profile called ``name``.

    >>> tressette_profile("tressette-in-due").players
    2
    """
    return named_profile(name, TRESSETTE_PROFILES, _("a Tressette profile"), TressetteRulesError, TressetteRulesTypeError)


# =========================================================================== names


def _names(players: int, names: Sequence[str] | None) -> tuple[str, ...]:
    """V5: the names of a table of ``players``: one name (text) per seat, or the defaults."""
    return table_names(names, players)
