"""What the play page offers and what *New game* reads: the games and their rule profiles
(from the registry, :func:`page_choices`), the computer players, one deal or a session.

Every game of the registry whose game object has a ``prompts`` hook is offered: its prompts
module (``games/<game>/prompts.py``) names its choices on the page, each a (game, profiles)
pair with the label the Game setting shows. The page asks the game object and its prompts
for everything that differs; it never compares a game's name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_instance, check_int
from calabresella.games.game import Game, Player
from calabresella.games.registry import games
from calabresella.show.play.expert import expert_maker
from calabresella.show.widgets import MAX_SEED, check_choice
from calabresella.words import N_, Message, _, dev, language, languages, msg, said

HUMAN = 0
"""The learner's seat (in a session of ``four-at-the-table`` the learner's seat at the table)."""

STRENGTHS = ("heuristic", "random", "expert")
"""The computer players on offer (the expert plays only the choices :func:`expert_offered` says)."""

MODES = (dev("one deal"), "session")
"""What *New game* starts: one deal, or a session: nine scored deals of Calabresella (R30,
or what the profile says), a game of Tressette to 21 (V5)."""

STRENGTH_LABELS = {"heuristic": N_("heuristic"), "random": N_("random"), "expert": N_("expert")}
"""What the Computer setting shows for each of :data:`STRENGTHS` (said in the language chosen)."""

MODE_LABELS = {MODES[0]: N_("one deal"), "session": N_("session")}
"""What the Play setting shows for each of :data:`MODES`."""

STYLE_LABELS = {"italian": N_("italian"), "french": N_("french")}
"""What the Suits setting shows for each suit style."""

LANGUAGE_NAMES = {"en": N_("English"), "en_XA": N_("pseudo-English (en-XA)"),
                  "it": N_("Italian")}
"""What the Language setting shows for the languages it knows by name (another: its code)."""


def shown_label(label: Message | str) -> str:
    """A label of a setting said now: a message rendered, a word marked for the catalogue
    (``N_``) said in the language chosen."""
    return said(label) if isinstance(label, Message) else _(label)


def language_choices() -> list[tuple[str, str]]:
    """The Language setting's choices: (what it shows, the language) for each language the
    package speaks (:func:`calabresella.words.languages`), the one spoken now among them."""
    spoken = list(dict.fromkeys((*languages(), language())))
    return [(_(LANGUAGE_NAMES[code]) if code in LANGUAGE_NAMES else code.replace("_", "-"), code) for code in spoken]


PROMPTS = (
    "ANALYSED", "LEAD_SIGNALS", "SESSION_REFUSAL", "choices", "action_label", "abandoned_text", "turn_text",
    "card_kind", "choice_panel", "choice_help", "analysis_moment", "lead_signals", "may_signal", "describe",
    "score_lines", "headline", "game_note", "session",
)
"""What the page asks of a game's prompts module (``games/<game>/prompts.py``, the game
object's ``prompts`` hook): whether the analysis handles it (``ANALYSED``), the signals of a
lead, the words refusing a session (None: it is played), its choices on the page, each
action's label, a deal abandoned, what to do now, what a card of the hand stands for, how the
choices are drawn ("actions", "call", "share"), what they mean, where the deal stands for the
analysis, the signals of this table, the narration of one action, the score lines, the
headline, the game note, and its session on the page (see :mod:`calabresella.show.play.controller`;
None: played one deal at a time). A game whose choices include "call" also has
``call_tooltip(card)``; one with lead signals ``signalled_lead(card, signal)``; one whose deals
the review panels cannot read ``REVIEWED = False``. The expert the page seats is the game's
own, through its ``expert`` hook (:func:`~calabresella.show.play.expert.expert_maker`).

The Computer setting *expert* is offered for a choice of the page where its game says
``ANALYSED`` and, where its prompts have ``expert_refusal(key) -> Message | None`` (one
prompts module serving several choices, as Tressette for four and in due), that function
says None for the choice's key (:func:`expert_offered`). A refused choice's words are its
game's (``expert_refusal``: why, in plain words, with the games' labels) followed by the
page's (what to choose instead); a game not ``ANALYSED`` gets the page's own words, naming
the choices the expert plays (:func:`combination_error`)."""


@dataclass(frozen=True)
class PageChoice:
    """One choice of the Game setting: a registered game, the rule profiles offered with it
    (one table size of Tressette, every profile of the others), its key and its label."""

    order: int
    key: str
    label: str
    game: Game
    profiles: tuple[str, ...]

    @property
    def prompts(self) -> Any:
        """The game's prompts module (its hook): what the page says and asks for it."""
        assert self.game.prompts is not None
        return self.game.prompts()

    @property
    def seats(self) -> int:
        """How many play each deal."""
        return self.game.seats(self.game.rules(self.profiles[0]))


def page_choices() -> tuple[PageChoice, ...]:
    """The Game setting's choices: every registered game with prompts, as its prompts name them."""
    found = []
    for game in games():
        if game.prompts is not None:
            for order, key, label, profiles in game.prompts().choices(game):
                found.append(PageChoice(order, key, label, game, tuple(profiles)))
    return tuple(sorted(found, key=lambda c: c.order))


def page_choice(key: Any) -> PageChoice:
    """The choice called ``key`` (one of :data:`GAMES`); else a clear error naming them."""
    choices = page_choices()
    key = check_choice(key, "game", tuple(c.key for c in choices))
    return next(c for c in choices if c.key == key)


GAMES = tuple(c.key for c in page_choices())
"""The games on offer, by the name of their default rule profile (the page's keys)."""

GAME_LABELS = {c.key: c.label for c in page_choices()}
"""What the Game setting shows for each game."""

SEATS = {c.key: c.seats for c in page_choices()}
"""How many play each deal of each game."""


def game_profiles(game: str) -> tuple[str, ...]:
    """The rule profiles a learner may choose for ``game`` (the default first)."""
    return page_choice(game).profiles


def check_profile(game: str, profile: Any) -> str:
    """``profile`` if it is a rule profile of ``game``; else a clear error naming them."""
    choice = page_choice(game)
    return check_choice(profile, str(msg("the rules of {game}", game=shown_label(choice.label))), choice.profiles)


def _own_expert_refusal(choice: PageChoice) -> Message | None:
    """The game's own words refusing the expert for ``choice`` (its prompts' ``expert_refusal``,
    where it has one, for a game the analysis handles); None: it says nothing against it."""
    prompts = choice.prompts
    refusal = getattr(prompts, "expert_refusal", None)
    if refusal is None or not prompts.ANALYSED:
        return None
    return refusal(choice.key)  # type: ignore[no-any-return]


def expert_offered(choice: PageChoice) -> bool:
    """Whether the page offers the expert computer player for ``choice``: its game's prompts
    say ``ANALYSED`` and, where they have ``expert_refusal(key)``, refuse nothing for its key."""
    return bool(choice.prompts.ANALYSED) and _own_expert_refusal(choice) is None


def combination_error(game: str, session: bool, strength: str = "heuristic") -> Message | str | None:
    """Why a game cannot be played as chosen (a message); None if it can."""
    choice = next((c for c in page_choices() if c.key == game), None)
    if choice is None:
        return None
    prompts = choice.prompts
    if strength == "expert" and not expert_offered(choice):
        own = _own_expert_refusal(choice)
        if own is not None:  # a game the analysis handles, refused for this choice: its words say why
            return msg("{refusal} For {game} choose Computer {heuristic!r} or {random!r}.", refusal=own,
                       game=shown_label(choice.label), heuristic=_(STRENGTH_LABELS["heuristic"]),
                       random=_(STRENGTH_LABELS["random"]))
        analysed = list(dict.fromkeys(shown_label(c.label) for c in page_choices() if expert_offered(c)))
        if len(analysed) == 1:
            return msg("The expert computer player plays {games} only (it solves the Italian game's deals): "
                       "for {game} choose Computer {heuristic!r} or {random!r}.", games=analysed[0],
                       game=shown_label(choice.label), heuristic=_(STRENGTH_LABELS["heuristic"]),
                       random=_(STRENGTH_LABELS["random"]))
        return msg("The expert computer player plays {games} only (the games the analysis solves): for {game} "
                   "choose Computer {heuristic!r} or {random!r}.",
                   games=str(msg("{first} and {second}", first=", ".join(analysed[:-1]), second=analysed[-1])),
                   game=shown_label(choice.label), heuristic=_(STRENGTH_LABELS["heuristic"]),
                   random=_(STRENGTH_LABELS["random"]))
    if session and prompts.session is None:
        return prompts.SESSION_REFUSAL  # type: ignore[no-any-return]
    return None


def combination_refusal(game: str, session: bool, strength: str = "heuristic") -> Message | str | None:
    """Plain words for a game that cannot be played as chosen, shown beside the settings; None if it can."""
    error = combination_error(game, session, strength)
    if error is None or strength != "expert" or expert_offered(page_choice(game)):
        return error  # None, or the game's own words refusing a session
    return msg("{refusal} Nothing changed: the game in progress goes on.", refusal=error)


def _computer_kind(strength: str, game: str) -> Callable[[int], Any]:
    """What makes a computer player of ``game`` at ``strength`` from its seed."""
    choice = page_choice(game)
    if strength == "expert":
        refusal = combination_error(game, False, strength)
        if refusal is not None:
            raise ArgumentValueError(refusal)
        return expert_maker(choice.game)
    return lambda seed: choice.game.player(strength, seed)


def computer_players(strength: str, seed: int, game: str = GAMES[0]) -> list[Player]:
    """The computer players of ``game`` (seats 1, 2, …), seeded from the deal's seed;
    seat 0, the learner's, holds a placeholder."""
    strength = check_choice(strength, "strength", STRENGTHS)
    seed = check_int(seed, "seed", 0)
    choice = page_choice(game)
    kind = _computer_kind(strength, game)
    seats = choice.seats
    return [choice.game.player("random", 0)] + [kind(seed * seats + s) for s in range(1, seats)]


def deal_seed(seed: int, number: int) -> int:
    """The seed of deal ``number`` (0, 1, …) of a game begun with ``seed``: the next seeds
    in turn, wrapping after 2**31 - 1 so that every deal's seed is a seed."""
    return (seed + number) % (MAX_SEED + 1)


def check_names(names: Any) -> tuple[str, ...]:
    """``names`` as a tuple if it is three different names (R1); else a clear error."""
    expected = msg("three different names, such as {example} ({rule})", example=("Anna", "Bruno", "Carla"), rule="R1")
    check_instance(names, (list, tuple), "names", str(expected))
    chosen = tuple(names)
    if not all(isinstance(n, str) for n in chosen):
        raise ArgumentTypeError(msg("names must be {expected}, got {names!r}", expected=expected, names=names))
    if len(chosen) != 3 or len(set(chosen)) != 3 or not all(n.strip() for n in chosen):
        raise ArgumentValueError(msg("names must be {expected}, got {names!r}", expected=expected, names=names))
    return chosen


def fourth_name(names: Sequence[str]) -> str:
    """A name for the fourth player (Tressette for four, four at the table): Dario, unless taken."""
    name = "Dario"
    while name in names:
        name += "*"
    return name


def fifth_name(names: Sequence[str], fourth: str | None = None) -> str:
    """A name for the fifth player (Quintiglio, V10): Elena, unless taken by the three names or
    the fourth (:func:`fourth_name`)."""
    taken = (*names, fourth if fourth is not None else fourth_name(names))
    name = "Elena"
    while name in taken:
        name += "*"
    return name


def table_names(names: Sequence[str], seats: int, fourth: str | None = None) -> tuple[str, ...]:
    """The names of a table of ``seats`` (2 to 5) on the page: the learner's three ``names`` (the
    first two at two), then the fourth (:func:`fourth_name`, or ``fourth``) and the fifth
    (:func:`fifth_name`).

    >>> table_names(("Anna", "Bruno", "Carla"), 5)
    ('Anna', 'Bruno', 'Carla', 'Dario', 'Elena')
    >>> table_names(("Anna", "Elena", "Carla"), 4)
    ('Anna', 'Elena', 'Carla', 'Dario')
    """
    fourth = fourth_name(names) if fourth is None else fourth
    return (*names, fourth, fifth_name(names, fourth))[:seats]


@dataclass(frozen=True)
class GameSettings:
    """What *New game* read from the settings: the game in progress keeps them."""

    seed: int
    strength: str
    session: bool
    game: str = GAMES[0]
    profile: str = page_choices()[0].profiles[0]

    @property
    def choice(self) -> PageChoice:
        """The game chosen, as the Game setting offers it."""
        return page_choice(self.game)

    @property
    def rules(self) -> Any:
        """The rules value of the chosen profile."""
        return self.choice.game.rules(self.profile)

    @property
    def prompts(self) -> Any:
        """The chosen game's prompts module."""
        return self.choice.prompts
