"""Rovescino's rules (V6): the rules value, one profile per reading of the sources, the lookup.

Rovescino (Tressette a perdere, Traversone, Ciapanò) is the reverse game of the Tressette
family: each plays for himself and tries *not* to take points. The sources are cited in
``docs/rules.md`` ("Rovescino (V6)"): Giampaolo Dossena's description (*La macchina del
tempo*, January 2002, after his *Giochi di carte italiani*, 1984) and the Italian rule pages
on Traversone. Where they differ, each reading is a profile here; where they are silent,
the simplest reading is taken and said so in the profile's docstring.

>>> ROVESCINO.players, ROVESCINO.hand_size, ROVESCINO.rest_size
(4, 10, 0)
>>> [ROVESCINO_PROFILES[name].rest_size for name in ("rovescino-3", "rovescino-6", "rovescino-7", "rovescino-8")]
[1, 4, 5, 0]
>>> RovescinoRules(name="x", players=5, hand_size=7)
Traceback (most recent call last):
...
calabresella.games.rovescino.rules.RovescinoRulesError: V6a: 5 players × 7 cards leave 5 cards undealt; a monte (monte=True) or a face-up set-aside of exactly those 5 cards (set_aside) must account for them
"""

from __future__ import annotations

from dataclasses import dataclass

from calabresella.engine.cards import PACK, PACK_THIRDS, Card, CardError
from calabresella.engine.errors import ArgumentTypeError, RulesError, check_int, named_profile, replaced
from calabresella.words import N_, msg

RULE = "V6"
"""The rule id of Rovescino (``docs/rules.md``, V6); its parts are V6a … V6f."""

FRACTIONS = ("dropped", "last-trick")
"""V6c: what happens to the thirds that do not make a whole point: dropped (Dossena), or
charged to the player who took the last trick (the Traversone pages)."""

THIRDS_PER_POINT = 3
"""R5/V6c: a whole point is three thirds (an ace alone; or three of 3, 2, K, Q, J)."""

PLAYERS = (MIN_PLAYERS, MAX_PLAYERS) = (3, 8)
"""V6a: Rovescino is played by three to eight, each for himself."""


class RovescinoRulesError(RulesError):
    """A Rovescino profile that makes no sense, or a profile name that does not exist."""


class RovescinoRulesTypeError(RovescinoRulesError, ArgumentTypeError):
    """A Rovescino rule field or profile name of the wrong type."""


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class RovescinoRules:
    """One coherent set of Rovescino rule choices (V6), checked when it is built.

    - ``players`` 3 to 8, each for himself (V6a); ``hand_size`` cards each, dealt one at a
      time from the dealer's next seat;
    - the cards not dealt (``rest_size``) are either a face-down ``monte`` taken with the
      last trick (V6b, ``monte=True``), or ``set_aside``: named cards taken out of the pack
      before the deal, face up, known to all and taken by no one (``monte=False``);
    - ``fractions`` (V6c): ``"dropped"`` or ``"last-trick"`` (:data:`FRACTIONS`);
    - ``last_trick_points``: the point for the last trick (1);
    - ``target`` (V6e): the penalty total that ends a session.
    """

    name: str = "rovescino"
    description: str = N_("V6: Rovescino for four, 10 cards each, each for himself; avoid points.")
    players: int = 4
    hand_size: int = 10
    monte: bool = False
    set_aside: tuple[str, ...] = ()
    fractions: str = "dropped"
    last_trick_points: int = 1
    target: int = 21

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not isinstance(self.description, str) or not self.name:
            raise RovescinoRulesTypeError(msg("{rule}: name and description must be text, the name not empty, got {name!r}",
                                              rule=RULE, name=self.name))
        for key in ("players", "hand_size", "last_trick_points", "target"):
            if not _whole(getattr(self, key)):
                raise RovescinoRulesTypeError(msg("{rule}: {field} must be a whole number, got {value!r}",
                                                  rule=RULE, field=key, value=getattr(self, key)))
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise RovescinoRulesError(msg("{rule}: Rovescino is played by {low} to {high} players, not {players}",
                                          rule="V6a", low=MIN_PLAYERS, high=MAX_PLAYERS, players=self.players))
        if self.hand_size < 1 or self.players * self.hand_size > len(PACK):
            raise RovescinoRulesError(msg("{rule}: {players} players need 1 to {most} cards each, got {hand_size}",
                                          rule="V6a", players=self.players, most=len(PACK) // self.players,
                                          hand_size=self.hand_size))
        if not isinstance(self.monte, bool):
            raise RovescinoRulesTypeError(msg("{rule}: monte must be True or False, got {value!r}", rule="V6b",
                                              value=self.monte))
        if not isinstance(self.set_aside, tuple) or not all(isinstance(c, str) for c in self.set_aside):
            raise RovescinoRulesTypeError(msg(
                "{rule}: set_aside must be a tuple of cards as text such as ('4♥',), got {value!r}", rule="V6a",
                value=self.set_aside))
        try:
            aside = tuple(Card.parse(c) for c in self.set_aside)
        except CardError as err:
            raise RovescinoRulesError(msg("{rule}: set_aside must name cards of the pack: {error}", rule="V6a",
                                          error=err)) from None
        if len(set(aside)) != len(aside):
            raise RovescinoRulesError(msg("{rule}: set_aside names a card twice: {value!r}", rule="V6a",
                                          value=self.set_aside))
        rest = self.rest_size
        if self.monte and aside:
            raise RovescinoRulesError(msg("{rule}: the undealt cards are either a monte or set aside face up, not both",
                                          rule="V6b"))
        if not self.monte and len(aside) != rest:
            raise RovescinoRulesError(msg(
                "{rule}: {players} players × {hand_size} cards leave {rest} cards undealt; a monte "
                "(monte=True) or a face-up set-aside of exactly those {rest} cards (set_aside) must account for them",
                rule="V6a", players=self.players, hand_size=self.hand_size, rest=rest))
        if self.monte and rest == 0:
            raise RovescinoRulesError(msg("{rule}: a monte needs cards left over; every card is dealt in this profile",
                                          rule="V6b"))
        if not isinstance(self.fractions, str) or self.fractions not in FRACTIONS:
            raise RovescinoRulesError(msg("{rule}: fractions must be one of {choices}, got {value!r}", rule="V6c",
                                          choices=", ".join(FRACTIONS), value=self.fractions))
        if self.last_trick_points < 0 or self.target < 1:
            raise RovescinoRulesError(msg(
                "{rule}: the last trick's point cannot be negative and the target must be at least 1, "
                "got {points} and {target}", rule=RULE, points=self.last_trick_points, target=self.target))

    @property
    def rest_size(self) -> int:
        """The cards not dealt: 40 − players × hand_size."""
        return len(PACK) - self.players * self.hand_size

    @property
    def tricks(self) -> int:
        """A deal has one trick per card in hand."""
        return self.hand_size

    @property
    def aside_cards(self) -> tuple[Card, ...]:
        """V6a: the cards set aside face up before the deal (none in a profile with a monte)."""
        return tuple(Card.parse(c) for c in self.set_aside)

    @property
    def in_play_thirds(self) -> int:
        """The card thirds that can be taken: the 32 of the pack, less those set aside."""
        return PACK_THIRDS - sum(c.thirds for c in self.aside_cards)

    @property
    def deal_points(self) -> int:
        """V6c/V6d: the whole points of a deal: the card points in play and the last trick's (11)."""
        return self.in_play_thirds // THIRDS_PER_POINT + self.last_trick_points

    def replace(self, **changes: object) -> RovescinoRules:
        """A new profile from this one with some fields changed (validated)."""
        return replaced(self, changes, RovescinoRulesTypeError, RULE)


def _profile(name: str, description: str, **fields: object) -> RovescinoRules:
    return RovescinoRules(name=name, description=description, **fields)  # type: ignore[arg-type]


ROVESCINO = _profile("rovescino", N_("V6: Rovescino for four: 10 cards each, each for himself, avoid points; out at 21."))
"""Four players, ten cards each (Dossena; every source agrees).

Readings where the sources are silent: the seat after the dealer leads the first trick
and the deal passes to the next seat, as at Tressette (V5); the cards are dealt one at a
time (Cavallore's page); the first leader is not the holder of the 4 of coins (one page
says so; not modelled)."""

ROVESCINO_3 = _profile(
    "rovescino-3", N_("V6: Rovescino for three: 13 cards each, the 40th card a monte for the last trick."),
    players=3, hand_size=13, monte=True,
)
"""Three players, 13 cards each, the last card face down as a monte that the winner of
the last trick takes (Dossena; the StarCasinò page says the same)."""

ROVESCINO_3_SCARTO = _profile(
    "rovescino-3-scarto", N_("V6: Rovescino for three: 13 cards each, a Four (4♥) set aside face up."),
    players=3, hand_size=13, set_aside=("4♥",),
)
"""Three players, 13 cards each, a Four taken out (Dossena's other way; the Traversone
page of Wikipedia and Cavallore's page: the discarded cards are known to all). Which
Four the sources do not say: the 4 of coppe (♥), the first suit of the pack, is taken."""

ROVESCINO_5 = _profile("rovescino-5", N_("V6: Rovescino for five: 8 cards each."), players=5, hand_size=8)
"""Five players, eight cards each (Dossena; the other pages agree)."""

ROVESCINO_6 = _profile(
    "rovescino-6", N_("V6: Rovescino for six: 6 cards each, a monte of 4 for the last trick."),
    players=6, hand_size=6, monte=True,
)
"""Six players, six cards each, the last four a monte for the winner of the last trick (Dossena)."""

ROVESCINO_6_SCARTO = _profile(
    "rovescino-6-scarto", N_("V6: Rovescino for six: 6 cards each, the four Fours set aside face up."),
    players=6, hand_size=6, set_aside=("4♥", "4♦", "4♣", "4♠"),
)
"""Six players, six cards each, the four Fours taken out (Wikipedia's Traversone, Cavallore,
the *Piccola enciclopedia di giuochi*; StarCasinò)."""

ROVESCINO_7 = _profile(
    "rovescino-7", N_("V6: Rovescino for seven: 5 cards each, a monte of 5 for the last trick."),
    players=7, hand_size=5, monte=True,
)
"""Seven players, five cards each, a monte of five for the winner of the last trick (Dossena)."""

ROVESCINO_7_SCARTO = _profile(
    "rovescino-7-scarto", N_("V6: Rovescino for seven: 5 cards each, the four Fours and a Five (5♥) set aside."),
    players=7, hand_size=5, set_aside=("4♥", "4♦", "4♣", "4♠", "5♥"),
)
"""Seven players, five cards each, the four Fours and a Five taken out, the Five announced
(Wikipedia, Cavallore, the *Piccola enciclopedia*). Which Five is not said: the 5 of coppe."""

ROVESCINO_8 = _profile("rovescino-8", N_("V6: Rovescino for eight: 5 cards each."), players=8, hand_size=5)
"""Eight players, five cards each, the whole pack dealt (Dossena)."""

TRAVERSONE = _profile(
    "traversone",
    N_("V6: Traversone for four: the last trick's taker is charged the odd thirds too; out at 41."),
    fractions="last-trick", target=41,
)
"""Four players as :data:`ROVESCINO`, scored as the Traversone pages (Wikipedia, the
Oasis Italia forum) say: the player who takes the last trick is charged its point and the
fractions the others leave, that is the deal's 11 points less the others' (V6c); a limit
of 41 (they give 41 or 100)."""

ROVESCINO_PROFILES: dict[str, RovescinoRules] = {
    r.name: r
    for r in (
        ROVESCINO, ROVESCINO_3, ROVESCINO_3_SCARTO, ROVESCINO_5, ROVESCINO_6, ROVESCINO_6_SCARTO,
        ROVESCINO_7, ROVESCINO_7_SCARTO, ROVESCINO_8, TRAVERSONE,
    )
}
"""The Rovescino profiles by name, the default first."""


def rovescino_profile(name: str) -> RovescinoRules:
    """The Rovescino profile called ``name``.

    >>> rovescino_profile("rovescino-5").hand_size
    8
    """
    return named_profile(name, ROVESCINO_PROFILES, N_("a Rovescino profile"), RovescinoRulesError, RovescinoRulesTypeError)


def check_rules(rules: object) -> RovescinoRules:
    """``rules`` if it is a :class:`RovescinoRules`; else a typed error."""
    if not isinstance(rules, RovescinoRules):
        raise RovescinoRulesTypeError(msg("a Rovescino deal needs RovescinoRules ({rule}), such as ROVESCINO, got {value!r}",
                                          rule=RULE, value=rules))
    return rules


def check_seat(seat: object, rules: RovescinoRules, name: str = "seat") -> int:
    """``seat`` if it is a seat of ``rules``' table; else a typed error."""
    if type(seat) is int and 0 <= seat < rules.players:
        return seat
    return check_int(seat, name, 0, rules.players - 1,
                     rule=msg("{rule}: seats 0 to {last} in playing order", rule="V6a", last=rules.players - 1))
