"""Play against the computer: a widget app for one learner against computer players.

The learner chooses the game (CSS class ``cal-game``):

- **Calabresella**, with any Italian rule profile (``cal-profile``): the learner against
  two computer players (at ``four-at-the-table``, V3, a fourth sits out each deal in turn;
  in a session the learner too sits out the deals he deals);
- **Tressette for four** (V5): the learner and a computer partner sitting opposite, against
  two computer opponents; a session is a game to 21 points played with
  :class:`~calabresella.games.tressette.TressetteMatch`;
- **Tressette in due** (V5): the learner against one computer player;
- the **American account** (V4): three players, played one deal at a time.

The learner sits at seat 0 and sees only ``deal.view(seat)``. Every choice is a button; an
action that may not be taken is refused with the engine's explanation, and *Hint* marks
the legal cards. The computers use the heuristic player of the game (or a random player,
or, in Calabresella, the expert player, per the Computer setting). Used by
``notebooks/11_play.ipynb`` (also served without code by ``make play``, with Voila).

The settings (game, rules, seed, computer strength, one deal or a session) are read when
*New game* is pressed and kept for the whole game: changing them in between only says that
*New game* will use them. A bad seed, or a game that cannot be played as chosen (the
American account as a session), is refused beside the settings (``cal-setting-error``) and
changes nothing. A button left from an earlier moment of the game (a double click, a click
that arrives after the table was redrawn) is refused, never applied to the current deal.

When a deal of Calabresella ends with a score (not all passed), *Review this deal*
(``cal-review``) opens the analysis board of that deal below the table
(:class:`~calabresella.show.analysis_board.AnalysisBoard`: every card judged against best
play, and play on from any position); *Close the review* (``cal-review-close``) closes it,
and so does the next deal. Tressette and the American account are not analysed yet: they
get no such button.

The **expert** computer (Calabresella only; the other games refuse it beside the settings)
is :class:`~calabresella.analysis.expert.ExpertPlayer`: it deals the cards it cannot see at
random in ways that fit what its seat has seen, solves each such layout with every card
face up, and plays the card that does best on average; it bids with the bidding advisor.
On a page it uses modest settings (:data:`EXPERT_SAMPLES` layouts a card,
:data:`EXPERT_TIME_BUDGET` seconds at most, :data:`EXPERT_BID_SAMPLES` sampled deals a bid),
so each of its decisions takes a second or two.

In Calabresella the learner may ask the expert too, always from the learner's own view
(never the hidden cards):

- *What would the expert play?* (``cal-expert-hint``), when the learner plays a card: which
  card the expert would play and why: for each legal card, in how many of the sampled
  layouts it wins the deal for the learner's side and the thirds it keeps for that side on
  average (``cal-hint-text``; a table ``cal-expert-table``). It says "working…" while it
  thinks. It is asked for card by card (a hint on request); the *Hint* toggle
  (``cal-hint``) only marks the cards that may be played;
- *Advice* (``cal-advice``), when the learner bids: the bidding advisor's numbers for the
  learner's hand and the auction so far (:data:`ADVICE_SAMPLES` sampled deals), as a
  picture and in words, with what they approximate (``cal-advice-text``);
- after a deal, *Why did the computer play that?*: choose any card a computer played
  (``cal-why-choice``, "trick 3: Bruno played 7♣") and press *What would the expert play?*
  (``cal-why``): the expert's numbers for every card that seat could play then, from that
  seat's view at that moment (``cal-why-text``).

For a learner who has never seen code (issue 13): the hand, the cards to call and the
monte cards of a share are buttons showing the card's picture (``cal-pic``), labelled as
the pictures mark them (``R di coppe`` with the Italian suits, ``K♥`` with the French;
:mod:`calabresella.show.names`), and every engine message is said the same way and to the
learner as "you"; a card taken in a share shows a tick. The auction and the exchange say
what each choice means (``cal-explain``); *Undo my last move* (``cal-undo``) takes back the
learner's last move and the computers' moves after it (never once the deal is over: every
hand has been shown, and a session keeps the scored deal); a finished deal's result is at the
top (``cal-result``), can be saved as a deal record (``cal-save``) and replayed trick by
trick (``cal-replay-open``; a saved file with ``cal-upload``; :mod:`calabresella.show.replay`);
a session shows its ledger and balance chart (``cal-ledger``). No button clips its label and
the page fits an 800-pixel window (the page's CSS, :data:`~calabresella.show.widgets.PAGE_CSS`).

At 1024×768 (issue 18) the game is on the first screen: the table (drawn without the learner's
cards, :func:`~calabresella.show.svg.table_svg`'s ``own_hand=False``) with a side panel beside it
(``cal-side``: whose turn, the note of the last message, the choices, the expert's and the
advisor's answers right below their buttons, then what each choice means), and the one clickable hand (``cal-hand``) right below
(:data:`PLAY_CSS`). The note says what it is: a refusal (``cal-notice-refusal``), a plain note
(``cal-notice-info``), or, before each move of the expert computer, who is thinking
(``cal-notice-thinking``): the game is drawn first as it stands (the learner's card already in
the trick) with nothing to click, so a second click is never queued and played. A card the
learner holds is marked among the cards to call (``cal-call-own``), with what calling it means
(R11). *Undo* never goes back past the moment the monte was turned up or shown
(:func:`monte_revealed`). The page loads no icon font: it is served with the ``calabresella``
Voila template (``calabresella/show/static/jupyter``), which drops the lab template's Font
Awesome stylesheets from a CDN.

Buttons carry CSS classes so that a browser test can click them:
``cal-action`` (every choice that is not a card of the hand, with ``cal-action-<text>``, e.g.
``cal-action-pass``, ``cal-action-i-play``, ``cal-action-take-AH``, ``cal-action-call-AH`` (with
``cal-call-card``, the pictures of the call),
``cal-action-done-declaring``), ``cal-card`` and ``cal-card-<letter><rank>`` (e.g.
``cal-card-S3`` for 3♠), ``cal-legal`` on the legal cards while a hint is shown,
``cal-share-card`` with ``cal-card-<letter><rank>`` on the toggles of a scegliete share,
``cal-signal`` on the Tressette signal chosen with a lead, and ``cal-score`` on the final
score (``cal-score-text`` its lines, ``cal-standings`` a Calabresella session's standings,
``cal-match`` a Tressette game's). Every button also carries ``cal-r<N>``, N counting the
app's redraws (:attr:`PlayApp.renders`), so a test can wait for the current buttons and
never click one being replaced.
"""

from __future__ import annotations

import base64
import copy
import html
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play, Share
from calabresella.engine.cards import PACK, Card
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    check_bool,
    check_instance,
    check_int,
)
from calabresella.games.american import (
    AMERICAN_PROFILES,
    AmericanDeal,
    AmericanPhase,
    PlayAlone,
    Take,
    TurnWidow,
)
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.players import Player, RandomPlayer
from calabresella.games.italian.rules import PROFILES
from calabresella.games.italian.session import Session
from calabresella.games.italian.view import SeatView
from calabresella.games.tressette import (
    TRESSETTE_PROFILES,
    Declare,
    DoneDeclaring,
    Signal,
    SignalledLead,
    TressetteDeal,
    TressetteMatch,
    TressettePhase,
)
from calabresella.show.names import card_name, card_words, translate, translate_svg
from calabresella.show.narrate import NAMES, describe, plural, score_lines
from calabresella.show.narrate_american import describe_american
from calabresella.show.narrate_american import score_lines as american_score_lines
from calabresella.show.narrate_tressette import SIGNAL_MEANINGS, match_lines, result_lines
from calabresella.show.narrate_tressette import describe as describe_tressette
from calabresella.show.widgets import (
    MAX_SEED,
    STYLES,
    UNEXPECTED,
    _App,
    check_choice,
    check_seed,
    is_own_error,
    page_style,
    picture_class,
    seed_refusal,
    setting_label,
    show_refusal,
    shows_errors,
)

if TYPE_CHECKING:  # imported when needed: the play page starts without the solver
    from calabresella.analysis.advisor import Advice
    from calabresella.analysis.expert import ExpertPlayer
    from calabresella.show.analysis_board import AnalysisBoard

logger = logging.getLogger(__name__)

HUMAN = 0
"""The learner's seat (in a session of ``four-at-the-table`` the learner's seat at the table)."""

STRENGTHS = ("heuristic", "random", "expert")
"""The computer players on offer (the expert plays Calabresella only)."""

EXPERT_SAMPLES = 6
"""Layouts of the hidden cards the page's expert solves for each card it plays or judges
(:class:`~calabresella.analysis.expert.ExpertPlayer`'s ``samples``): modest, for a page."""

EXPERT_TIME_BUDGET = 1.5
"""Seconds the page's expert may spend on one card (it always solves at least one layout)."""

EXPERT_BID_SAMPLES = 6
"""Sampled deals the page's expert asks the bidding advisor for at each bid."""

ADVICE_SAMPLES = 12
"""Sampled deals behind the *Advice* button (:func:`~calabresella.analysis.advisor.advise`)."""

WORKING = (
    "<i class='cal-working'>working… (the expert deals out the hidden cards a few times and solves each; "
    "a second or two)</i>"
)
"""What a panel shows while the expert or the advisor thinks."""

MODES = ("one deal", "session")
"""What *New game* starts: one deal, or a session: nine scored deals of Calabresella (R30,
or what the profile says), a game of Tressette to 21 (V5)."""

GAMES = ("calabresella", "tressette", "tressette-in-due", "american")
"""The games on offer, by the name of their default rule profile."""

GAME_LABELS = {
    "calabresella": "Calabresella",
    "tressette": "Tressette for four (with a partner)",
    "tressette-in-due": "Tressette in due",
    "american": "American account",
}
"""What the Game setting shows for each game."""

SEATS = {"calabresella": 3, "tressette": 4, "tressette-in-due": 2, "american": 3}
"""How many play each deal of each game."""

SIGNALS = ("no signal", *(s.value for s in Signal))
"""What the Tressette leader may say with the card led (V5): signals, never rules."""

TICK = "✓ "
"""What a monte card taken in a share shows before its name: a character, so the tick shows
without the icon font (which a page served offline cannot load)."""

PLAY_CSS = """
.cal-app.widget-vbox { display: grid; grid-template-columns: minmax(0, 11fr) minmax(240px, 9fr); column-gap: 12px;
  align-items: start; }
.cal-app.widget-vbox > * { grid-column: 1 / -1; }
.cal-app.widget-vbox > .cal-table { grid-column: 1; }
.cal-app.widget-vbox > .cal-side { grid-column: 2; max-height: max(31vw, 220px); overflow-y: auto; }
.cal-app .cal-side > * { flex-shrink: 0; }
.cal-app .cal-table svg { display: block; }
.cal-app .cal-hand .cal-pic { width: 70px; min-width: 70px; min-height: 108px; padding-top: 84px;
  background-size: 49px 78px; font-size: 11px; }
.cal-app .cal-pic.cal-legal { color: #1a1a1a; }
.cal-app .cal-notice { font-size: 14px; padding: 6px 10px; border-radius: 6px; margin: 2px 0; color: #1a1a1a; }
.cal-app .cal-notice-refusal { background: #fdecea; border: 2px solid #b3261e; }
.cal-app .cal-notice-info { background: #e8f0fe; border: 1px solid #1a73e8; }
.cal-app .cal-notice-thinking { background: #fff8e1; border: 2px solid #b8860b; font-style: italic; }
.cal-app .cal-expert-table { border-collapse: collapse; margin: 4px 0; }
.cal-app .cal-expert-table th, .cal-app .cal-expert-table td { padding: 2px 10px; border-bottom: 1px solid #ccc;
  text-align: left; vertical-align: bottom; }
.cal-app a.cal-save-link { display: inline-block; padding: 4px 12px; border-radius: 4px; background: #1565c0;
  color: #ffffff; text-decoration: none; font-weight: bold; }
.cal-app .cal-call-own { outline: 3px dashed #b8860b; outline-offset: -3px; }
.cal-app .cal-call-own::after { content: " (yours)"; font-weight: bold; }
.cal-app .cal-upload { font-size: 0; }
.cal-app .cal-upload i { display: none; }
.cal-app .cal-upload::after { content: "Replay a saved deal (choose its file)"; font-size: 13px; }
"""
"""The play page's own layout: the table with a side panel beside it (whose turn, what was
refused, who is thinking, the choices and the expert's answers), the clickable hand right
below them; the legal cards of a hint in dark letters; the expert's table spaced; the
save link drawn as a button; the upload button without its file count."""


def game_profiles(game: str) -> tuple[str, ...]:
    """The rule profiles a learner may choose for ``game`` (the default first)."""
    game = check_choice(game, "game", GAMES)
    if game == "calabresella":
        return tuple(PROFILES)
    if game == "american":
        return tuple(AMERICAN_PROFILES)
    players = SEATS[game]
    return tuple(name for name, rules in TRESSETTE_PROFILES.items() if rules.players == players)


def check_profile(game: str, profile: Any) -> str:
    """``profile`` if it is a rule profile of ``game``; else a clear error naming them."""
    return check_choice(profile, f"the rules of {GAME_LABELS[check_choice(game, 'game', GAMES)]}", game_profiles(game))


def combination_refusal(game: str, session: bool, strength: str = "heuristic") -> str | None:
    """Plain words for a game that cannot be played as chosen; None if it can."""
    if strength == "expert" and game != "calabresella":
        return (
            f"The expert computer player plays Calabresella only (it solves the Italian game's deals): "
            f"for {GAME_LABELS.get(game, game)} choose Computer 'heuristic' or 'random'. "
            "Nothing changed: the game in progress goes on."
        )
    if game == "american" and session:
        return (
            "The American account is played here one deal at a time: choose Play 'one deal' for it. "
            "Nothing changed: the game in progress goes on."
        )
    return None


def make_expert(seed: int) -> ExpertPlayer:
    """The page's expert player: :class:`~calabresella.analysis.expert.ExpertPlayer` with
    :data:`EXPERT_SAMPLES` layouts a card, :data:`EXPERT_TIME_BUDGET` seconds at most a card
    and :data:`EXPERT_BID_SAMPLES` sampled deals a bid (a computer seat ``s`` of a deal
    dealt from ``seed`` is ``make_expert(3 * seed + s)``)."""
    from calabresella.analysis.expert import ExpertPlayer

    return ExpertPlayer(seed=seed, samples=EXPERT_SAMPLES, time_budget=EXPERT_TIME_BUDGET,
                        bid_samples=EXPERT_BID_SAMPLES)


def _computer_kind(strength: str, game: str) -> Callable[[int], Any]:
    """What makes a computer player of ``game`` at ``strength`` from its seed (its class)."""
    if strength == "random":
        return RandomPlayer
    if strength == "expert":
        refusal = combination_refusal(game, False, strength)
        if refusal is not None:
            raise ArgumentValueError(refusal.split(" Nothing changed")[0])
        return make_expert
    if game == "calabresella":
        from calabresella.games.italian import players

        return players.HeuristicPlayer
    if game == "american":
        from calabresella.games.american.players import AmericanHeuristicPlayer

        return AmericanHeuristicPlayer
    from calabresella.games.tressette.players import TressetteHeuristicPlayer

    return TressetteHeuristicPlayer


def computer_players(strength: str, seed: int, game: str = "calabresella") -> list[Player]:
    """The computer players of ``game`` (seats 1, 2, …), seeded from the deal's seed;
    seat 0, the learner's, holds a placeholder."""
    strength = check_choice(strength, "strength", STRENGTHS)
    seed = check_int(seed, "seed", 0)
    game = check_choice(game, "game", GAMES)
    kind = _computer_kind(strength, game)
    seats = SEATS[game]
    return [RandomPlayer(0)] + [kind(seed * seats + s) for s in range(1, seats)]


def deal_seed(seed: int, number: int) -> int:
    """The seed of deal ``number`` (0, 1, …) of a game begun with ``seed``: the next seeds
    in turn, wrapping after 2**31 - 1 so that every deal's seed is a seed."""
    return (seed + number) % (MAX_SEED + 1)


def check_names(names: Any) -> tuple[str, ...]:
    """``names`` as a tuple if it is three different names (R1); else a clear error."""
    expected = "three different names, such as ('Anna', 'Bruno', 'Carla') (R1)"
    check_instance(names, (list, tuple), "names", expected)
    chosen = tuple(names)
    if not all(isinstance(n, str) for n in chosen):
        raise ArgumentTypeError(f"names must be {expected}, got {names!r}")
    if len(chosen) != 3 or len(set(chosen)) != 3 or not all(n.strip() for n in chosen):
        raise ArgumentValueError(f"names must be {expected}, got {names!r}")
    return chosen


def fourth_name(names: Sequence[str]) -> str:
    """A name for the fourth player (Tressette for four, four at the table): Dario, unless taken."""
    name = "Dario"
    while name in names:
        name += "*"
    return name


@dataclass(frozen=True)
class GameSettings:
    """What *New game* read from the settings: the game in progress keeps them."""

    seed: int
    strength: str
    session: bool
    game: str = "calabresella"
    profile: str = "italian"

    @property
    def rules(self) -> Any:
        """The rules value of the chosen profile."""
        if self.game == "calabresella":
            return PROFILES[self.profile]
        if self.game == "american":
            return AMERICAN_PROFILES[self.profile]
        return TRESSETTE_PROFILES[self.profile]


def card_class(card: Card) -> str:
    """``cal-card-S3`` for 3♠: a CSS class naming a card in ASCII."""
    return f"cal-card-{card.suit.letter}{card.rank.value}"


def action_class(action: Any) -> str:
    """``cal-action-bid-solo`` for Bid(SOLO): a CSS class naming an action."""
    return "cal-action-" + str(action).replace(" ", "-").replace("♥", "H").replace("♦", "D").replace("♣", "C").replace("♠", "S")


def action_label(action: Any, game: str) -> str:
    """What the button of ``action`` says, in plain words."""
    if isinstance(action, PlayAlone):
        return "I play"
    if isinstance(action, Pass) and game == "american":
        return "I pass"
    if isinstance(action, Call) and game == "american":
        return f"Ask for {action.card}"
    if isinstance(action, TurnWidow):
        return "Turn up the widow"
    if isinstance(action, Take):
        return f"Take {action.card}"
    if isinstance(action, Declare):
        return f"Declare {action.words}"
    if isinstance(action, DoneDeclaring):
        return "Done declaring"
    if hasattr(action, "contract") and str(action).startswith("bid "):
        return f"Bid {action.contract.title}"
    return str(action).replace("bid ", "Bid ").capitalize()


@dataclass(frozen=True)
class CardJudgement:
    """What the expert makes of one legal card, for the side of the seat that may play it:
    ``score`` is :meth:`ExpertPlayer.scores`'s (the soloist's average score over the sampled
    layouts), ``wins`` the layouts in which the card wins the deal for that side with best
    play afterwards (R25), ``thirds`` that side's average thirds."""

    card: Card
    score: float
    wins: int
    thirds: float


@dataclass(frozen=True)
class ExpertJudgement:
    """The expert's numbers for every legal card of one seat at one moment, best first for
    that seat's side (so ``cards[0]`` is the card the expert plays)."""

    seat: int
    soloist: bool
    layouts: int
    total_thirds: int
    win_thirds: int
    cards: tuple[CardJudgement, ...]

    @property
    def choice(self) -> Card:
        """The card the expert plays: the best score for its side (of equal ones, the first in the pack)."""
        return self.cards[0].card

    def of(self, card: Card) -> CardJudgement:
        """The judgement of ``card``."""
        return next(j for j in self.cards if j.card == card)


def judge(view: SeatView, expert: ExpertPlayer) -> ExpertJudgement:
    """``expert``'s numbers for every legal card of ``view`` (its seat's own view: never the
    hidden cards): :meth:`ExpertPlayer.scores` from its :meth:`ExpertPlayer.layouts`, told
    apart into the layouts won and the thirds kept by the seat's side (the soloist's, or
    the defenders': 35 less his)."""
    from calabresella.analysis.expert import card_score

    layouts = expert.layouts(view)
    target = view.rules.win_thirds
    scores = {card: sum(card_score(w[card], target) for w in layouts) / len(layouts) for card in layouts[0]}
    rules = view.rules
    soloist = view.seat == view.soloist
    n = len(layouts)
    found = []
    for card, score in scores.items():
        thirds = [layout[card] for layout in layouts]
        made = sum(t >= rules.win_thirds for t in thirds)
        found.append(CardJudgement(
            card=card,
            score=score,
            wins=made if soloist else n - made,
            thirds=sum(thirds) / n if soloist else rules.total_thirds - sum(thirds) / n,
        ))
    found.sort(key=lambda j: (-j.score if soloist else j.score, j.card.index))
    return ExpertJudgement(view.seat, soloist, n, rules.total_thirds, rules.win_thirds, tuple(found))


CHOICE_MEANINGS: dict[str, tuple[str, str]] = {
    "pass": ("Pass", "you do not bid; if all three pass, the deal is abandoned and nothing is scored (R10)."),
    "bid chiamo": ("Chiamo", "you call a card you lack (its holder hands it to you), take the monte, lay four "
                   "cards down, and play alone against the other two; stake 1 (R11–R14, R26)."),
    "bid solo": ("Solo", "like Chiamo without calling a card: take the monte, lay four down, play alone; "
                 "stake 2 (R15)."),
    "bid solissimo": ("Solissimo", "you play alone with the 12 cards you hold; the monte stays face down until "
                      "the end, and ends the auction at once; stake 4 (R16)."),
    "enhance plain": ("Plain", "the monte stays face down; stake 4 (R16)."),
    "enhance dividete": ("Dividete", "each defender takes two monte cards unseen and lays two down: they grow "
                         "stronger; stake 8 (R17)."),
    "enhance scegliete": ("Scegliete", "the monte is turned up and the defenders share it as they like: "
                          "stronger still; stake 16 (R18)."),
    "give back": ("Give a card back", "click any card of your hand: it goes face up to the defender who handed "
                  "you the called card (R13)."),
    "discard": ("Lay four cards down", "click a card to lay it face down, four in all: they become the new monte, "
                "which goes to whoever takes the last trick (R14, R22). Keep your strong cards and long suits."),
    "share": ("Share the monte", "click the monte cards you take (a tick marks each), then press the button: "
              "your partner takes the rest, and each of you lays down as many cards (R18)."),
    "defender discard": ("Lay cards down", "click the cards to lay face down, as many as you took from the "
                         "monte (R17, R18)."),
    "call": ("Call a card", "click the card you want, usually a high card you lack (a 3, a 2, an ace): its "
             "holder hands it to you and you give one card back (R11, R13)."),
}
"""What each choice of the auction and the exchange means, in one short sentence (R9–R18)."""

OWN_CALL = ("you hold {card} yourself: if you call it, nobody hands you a card and you may not call another "
            "(R11), so you play alone against both with your own cards and the monte, at Chiamo's stake")
"""What calling a card the learner holds means (R11 in docs/rules.md: a card called from the soloist's
own hand is not handed over, and no other card may be called), said before the learner calls it."""


def tressette_headline(result: Any, names: Sequence[str]) -> str:
    """Who won a deal of Tressette and by how much, in one sentence, the learner's side as
    "your side" (V5)."""
    from calabresella.show.narrate_tressette import side_name

    points = result.side_points
    sides = [side_name(side, result.players, names) for side in (0, 1)]
    you = "You" if result.players == 2 else "Your side"
    said = [f"{you} ({sides[0]})", sides[1]]
    if points[0] == points[1]:
        return f"A tie: {plural(points[0], 'point')} each."
    winner, loser = (0, 1) if points[0] > points[1] else (1, 0)
    plural_subject = result.players == 2 if winner == 0 else result.players == 4  # "you win", "Bruno & Dario win"
    verb = "win" if plural_subject else "wins"
    return (f"{said[winner]} {verb} the deal, {plural(points[winner], 'point')} to {points[loser]} "
            f"(by {points[winner] - points[loser]}).")


NOTICE_KINDS = ("refusal", "info", "thinking")
"""The kinds of note shown beside the hand (CSS class ``cal-notice-<kind>``)."""


def notice_html(text: str, kind: str) -> str:
    """``text`` as the note beside the hand, styled as what it is (:data:`NOTICE_KINDS`); "" for no text."""
    kind = check_choice(kind, "kind", NOTICE_KINDS)
    if not text:
        return ""
    return f"<div class='cal-notice cal-notice-{kind}'>{html.escape(text)}</div>"


REVEALING_FIELDS = ("exposed_monte", "widow", "exposed_widow", "asked_holder", "draws", "known", "declarations")
"""What a seat's view of any game shows that was hidden before: Calabresella's monte turned up
(R12, R17, R18), the American widow turned up or shown and who holds the asked card (V4),
Tressette's cards drawn from the stock, known and declared (V5). A view without a field has
nothing of that kind."""


def monte_revealed(before: Any, after: Any) -> bool:
    """True when something hidden was shown to the learner between two of the learner's views,
    in any game: a field of :data:`REVEALING_FIELDS` changed (the monte or the widow turned up,
    a card drawn from the stock shown, a declaration made), or cards came into the learner's
    hand. Undo never goes back past that moment (it would take back what was seen)."""
    if before is None or after is None:
        return False
    changed = any(getattr(before, name, None) != getattr(after, name, None) for name in REVEALING_FIELDS)
    gained = set(getattr(after, "hand", ())) - set(getattr(before, "hand", ()))
    return changed or bool(gained)


def _copied(player: Any) -> Any:
    """A copy of a computer player as it is now (its random state kept), so an undo can put
    it back; a player that cannot be copied (the expert holds a lock) is kept as it is."""
    try:
        return copy.deepcopy(player)
    except TypeError:
        return player


def result_headline(result: Any, names: Sequence[str], me: int | None = HUMAN) -> str:
    """Who won a deal of Calabresella, by how much, and what it pays, in one sentence
    (R25–R28); ``me``'s seat is "you".

    >>> from calabresella.games.italian.scoring import score_deal
    >>> from calabresella.engine.actions import Contract, Enhancement
    >>> r = score_deal(soloist=0, contract=Contract.SOLO, enhancement=Enhancement.PLAIN, soloist_trick_thirds=15,
    ...                defenders_trick_thirds=15, monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=7)
    >>> result_headline(r, ("Anna", "Bruno", "Carla"))
    'You win Solo with 20 thirds of 35 (18 needed, 2 to spare): Bruno and Carla pay 2 each, +4 for you.'
    """
    seat = result.soloist
    said = ["you" if s == me else names[s] for s in range(3)]
    you = seat == me
    who = "You" if you else names[seat]
    first, second = sorted((s for s in range(3) if s != seat), key=lambda s: s != me)
    pair = f"{said[first]} and {said[second]}"
    pay = abs(result.transfers[first])
    total = result.soloist_thirds + result.defenders_thirds
    if result.won:
        text = (f"{who} win{'' if you else 's'} {result.contract_name} with {plural(result.soloist_thirds, 'third')} of {total} "
                f"({result.win_thirds} needed, {result.soloist_thirds - result.win_thirds} to spare): "
                f"{pair} pay {pay} each, "
                f"{result.transfers[seat]:+d} for {said[seat]}.")
    else:
        text = (f"{who} lose{'' if you else 's'} {result.contract_name} with {plural(result.soloist_thirds, 'third')} of {total} "
                f"({result.win_thirds} needed, {result.win_thirds - result.soloist_thirds} short): "
                f"{'you pay' if you else names[seat] + ' pays'} {pay} to each of {pair}.")
    if result.cappotto:
        text += f" Cappotto: the soloist took {result.soloist_tricks} of 12 tricks, so the stake is doubled (R27)."
    elif result.stramazzo:
        text += " Stramazzo: the losing side took fewer than 3 card thirds, so the stake is tripled (R27)."
    return text


def _side_words(judgement: ExpertJudgement, names: Sequence[str], you: bool,
                soloist_seat: int | None) -> tuple[str, str]:
    """Whose deal a card wins, in full and short: ("you", "you"), ("your side (you and Carla)",
    "your side"), ("Bruno", "Bruno"), ("Bruno's side (Bruno and Anna)", "Bruno's side")."""
    seat = judgement.seat
    if judgement.soloist:
        return ("you", "you") if you else (names[seat], names[seat])
    partner = next((names[s] for s in range(3) if s not in (seat, soloist_seat)), "")
    if you:
        return f"your side (you and {partner})", "your side"
    return f"{names[seat]}'s side ({names[seat]} and {partner})", f"{names[seat]}'s side"


def judgement_html(judgement: ExpertJudgement, names: Sequence[str], you: bool,
                   soloist_seat: int | None, played: Card | None = None) -> str:
    """The expert's numbers in plain words and as a small table (``cal-expert-table``)."""
    side, short = _side_words(judgement, names, you, soloist_seat)
    unseen = "you cannot see" if you else f"{names[judgement.seat]} could not see"
    n, best = judgement.layouts, judgement.cards[0]
    layouts = "one possible layout" if n == 1 else f"{n} possible layouts"
    ties = [str(j.card) for j in judgement.cards[1:] if j.score == best.score]
    tie = f" ({', '.join(ties)} {'does' if len(ties) == 1 else 'do'} as well by these numbers)" if ties else ""
    first = (
        f"The expert would play {best.card}{tie}: over {layouts} of the cards {unseen}, it wins the deal for "
        f"{side} in {best.wins} of {n} and keeps about {best.thirds:.1f} of the {judgement.total_thirds} "
        f"thirds for {short} on average"
    )
    others = "; ".join(f"{j.card} wins in {j.wins} and keeps about {j.thirds:.1f}" for j in judgement.cards[1:4])
    if len(judgement.cards) > 4:
        rest = len(judgement.cards) - 4
        others += f"; the other {plural(rest, 'card')} {'is' if rest == 1 else 'are'} in the table"
    sentence = first + (f"; {others}." if others else " (the only card that may be played).")
    aim = (
        f"the soloist wins when he takes at least {judgement.win_thirds} thirds"
        if judgement.soloist
        else f"the defenders win when the soloist takes fewer than {judgement.win_thirds} thirds"
    )
    how = (
        f"Winning the deal counts first, thirds second ({aim}, R25). Each layout fits everything "
        f"{'you have' if you else names[judgement.seat] + ' had'} seen and is played out with every card face up, best play "
        "on both sides (as in <a href='13_perfect_play.ipynb' target='_blank'>lesson 13, Perfect play</a>): "
        "a few samples, so these are estimates, not certainties."
    )
    rows = []
    for j in judgement.cards:
        bold = " style='font-weight:bold'" if j is best else ""
        note = " (played)" if played is not None and j.card == played else ""
        rows.append(f"<tr{bold}><td>{html.escape(str(j.card))}{note}</td><td>{j.wins} of {n}</td>"
                    f"<td>{j.thirds:.1f}</td></tr>")
    table = (
        "<table class='cal-expert-table'><tr><th>card</th>"
        f"<th>deals won for {html.escape(short)}</th><th>thirds for {html.escape(short)} (average)</th></tr>"
        f"{''.join(rows)}</table>"
    )
    return f"<p>{html.escape(sentence)}</p>{table}<p><small>{how}</small></p>"


class PlayApp(_App):
    """A whole deal, or a session (a game, for Tressette), against computer players.

    The constructor's arguments are checked first: a seed is a whole number from 0 to
    2**31 - 1, ``strength`` one of :data:`STRENGTHS`, ``style`` one of ``'italian'``,
    ``'french'``, ``names`` three different names, ``game`` one of :data:`GAMES` and
    ``profile`` one of :func:`game_profiles` (None: the game's default); the American
    account is not played as a session. Anything else raises
    :class:`~calabresella.engine.errors.ArgumentValueError` or
    :class:`~calabresella.engine.errors.ArgumentTypeError` saying what is allowed.
    """

    def __init__(
        self,
        seed: int = 1,
        strength: str = "heuristic",
        style: str = "italian",
        session: bool = False,
        names: Sequence[str] = NAMES,
        game: str = "calabresella",
        profile: str | None = None,
    ) -> None:
        seed = check_seed(seed)
        strength = check_choice(strength, "strength", STRENGTHS)
        style = check_choice(style, "style", STYLES)
        session = check_bool(session, "session")
        game = check_choice(game, "game", GAMES)
        profile = game_profiles(game)[0] if profile is None else check_profile(game, profile)
        refusal = combination_refusal(game, session, strength)
        if refusal is not None:
            raise ArgumentValueError(refusal.split(" Nothing changed")[0])
        super().__init__()
        self.names = check_names(names)
        self.game_choice = w.Dropdown(
            options=[(GAME_LABELS[g], g) for g in GAMES], value=game, description="Game",
            layout=w.Layout(width="340px"),
        )
        self.game_choice.add_class("cal-game")
        self.profile_choice = w.Dropdown(options=list(game_profiles(game)), value=profile, description="Rules",
                                          layout=w.Layout(width="250px"))
        self.profile_choice.add_class("cal-profile")
        self.seed_box = w.IntText(value=seed, description="Seed", layout=w.Layout(width="130px"))
        self.seed_box.add_class("cal-seed")
        self.setting_error = setting_label()
        self.strength = w.Dropdown(options=list(STRENGTHS), value=strength, description="Computer",
                                   layout=w.Layout(width="240px"))
        self.strength.add_class("cal-strength")
        self.style_choice = w.Dropdown(options=list(STYLES), value=style, description="Suits",
                                       layout=w.Layout(width="200px"))
        self.style_choice.add_class("cal-style")
        self.mode = w.Dropdown(options=list(MODES), value=MODES[1] if session else MODES[0], description="Play",
                               layout=w.Layout(width="210px"))
        self.mode.add_class("cal-mode")
        self.new_button = w.Button(description="New game", button_style="info")
        self.new_button.add_class("cal-new")
        self.setting_note = w.HTML()
        self.setting_note.add_class("cal-setting-note")
        self.game_note = w.HTML()
        self.game_note.add_class("cal-game-note")
        self.next_button = w.Button(description="Next deal", button_style="info")
        self.next_button.add_class("cal-next")
        self.review_button = w.Button(description="Review this deal", button_style="warning",
                                      tooltip="every card of this deal judged against best play")
        self.review_button.add_class("cal-review")
        self.review_button.layout.display = "none"
        self.review_close = w.Button(description="Close the review")
        self.review_close.add_class("cal-review-close")
        self.review_area = w.VBox()
        self.review_area.add_class("cal-review-area")
        self.board: AnalysisBoard | None = None
        """The analysis board open below the table, or None."""
        self.hint = w.ToggleButton(value=False, description="Hint", tooltip="mark the cards you may play")
        self.hint.add_class("cal-hint")
        self.hint_view = w.HTML()
        self.hint_view.add_class("cal-hint-text")
        self._hint_for: tuple[Any, str] | None = None
        """The deal the hint was worked out for, and the hint (worked out once a position)."""
        self.expert_button = w.Button(description="What would the expert play?", button_style="warning",
                                      tooltip="the expert's card for you, and why", layout=w.Layout(width="230px"))
        self.expert_button.add_class("cal-expert-hint")
        self.expert_button.layout.display = "none"
        self.expert_button.on_click(self.on_expert_hint)
        self._expert_asked: Any = None
        """The deal (position) for which the learner asked the expert's card."""
        self.advice_button = w.Button(description="Advice", button_style="warning",
                                      tooltip="what the bidding advisor makes of your hand")
        self.advice_button.add_class("cal-advice")
        self.advice_button.layout.display = "none"
        self.advice_view = w.HTML()
        self.advice_view.add_class("cal-advice-text")
        self._advice_for: Any = None
        """The deal the advice shown was asked for (it is cleared when the deal moves on)."""
        self.why_choice = w.Dropdown(options=[], description="Card", layout=w.Layout(width="390px"))
        self.why_choice.add_class("cal-why-choice")
        self.why_button = w.Button(description="What would the expert play?", layout=w.Layout(width="auto"),
                                   tooltip="the expert's numbers for every card that player could play then")
        self.why_button.add_class("cal-why")
        self.why_view = w.HTML()
        self.why_view.add_class("cal-why-text")
        self.why_box = w.VBox([
            w.HTML("<b>Why did the computer play that?</b> Choose a card a computer player played in this deal:"),
            w.HBox([self.why_choice, self.why_button], layout=w.Layout(flex_flow="row wrap")),
            self.why_view,
        ])
        self.why_box.add_class("cal-why-box")
        self.why_box.layout.display = "none"
        self._why_for: Any = None
        """The finished deal whose computer cards the dropdown lists."""
        self.signal = w.Dropdown(options=list(SIGNALS), value=SIGNALS[0], description="Signal",
                                 layout=w.Layout(width="220px"))
        self.signal.add_class("cal-signal")
        self.signal_help = w.HTML(
            "<small>"
            + "; ".join(f"<b>{s.value}</b>: {html.escape(SIGNAL_MEANINGS[s])}" for s in Signal)
            + " (signals to your partner, never rules; V5)</small>"
        )
        self.signal_box = w.VBox([self.signal, self.signal_help])
        self.status = w.HTML()
        self.status.add_class("cal-status")
        self.notice = w.HTML()
        """The last message (a refusal, who is thinking, what happened), in the side panel beside the hand."""
        self.notice.add_class("cal-notice-box")
        self.css = w.HTML(self._page_css(style))
        self._css_style = style
        self.result_banner = w.HTML()
        self.result_banner.add_class("cal-result-banner")
        self.table = w.HTML()
        self.table.add_class("cal-table")
        self.choices = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.choice_help = w.HTML()
        self.choice_help.add_class("cal-explain")
        self.hand = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.hand.add_class("cal-hand")
        self.hand_label = w.HTML("<b>Your hand</b> — click a card below to play it (or to give, discard or call it)")
        self.hand_label.add_class("cal-hand-label")
        self.log = w.HTML()
        self.log.add_class("cal-log")
        self.score = w.HTML()
        self.score.add_class("cal-score")
        self.undo_button = w.Button(description="↶ Undo my last move", layout=w.Layout(width="auto"),
                                    tooltip="back to your previous choice; the computers' moves after it are undone too")
        self.undo_button.add_class("cal-undo")
        self.undo_button.on_click(self.on_undo)
        self._undo: list[tuple[Any, ...]] = []
        """What the game was before each of the learner's moves in this deal, the last on top."""
        self.save_link = w.HTML()
        self.save_link.add_class("cal-save")
        self.replay_button = w.Button(description="Replay this deal trick by trick", button_style="info")
        self.replay_button.add_class("cal-replay-open")
        self.replay_button.on_click(self.on_replay)
        self.replay_area = w.VBox()
        self.replay_area.add_class("cal-replay-area")
        self.replay: Any = None
        """The :class:`~calabresella.show.replay.ReplayBoard` open below the table, or None."""
        self.ledger = w.HTML()
        self.ledger.add_class("cal-ledger")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Replay a saved deal",
                                   layout=w.Layout(width="auto"))
        self.upload.add_class("cal-upload")
        self.upload.observe(self._on_upload, names="value")
        self.new_button.on_click(self.on_new)
        self.next_button.on_click(self.on_next)
        self.review_button.on_click(self.on_review)
        self.review_close.on_click(self.on_close_review)
        self.advice_button.on_click(self.on_advice)
        self.why_button.on_click(self.on_why)
        self.hint.observe(self._on_display_change, names="value")
        self.style_choice.observe(self._on_display_change, names="value")
        self.game_choice.observe(self._on_game_change, names="value")
        for setting in (self.seed_box, self.strength, self.mode, self.profile_choice):
            setting.observe(self._on_setting_change, names="value")
        wrap = w.Layout(flex_flow="row wrap")
        self.side = w.VBox(
            [
                self.status,
                self.notice,  # beside the table, just above the hand: a refusal is seen where one clicks
                self.choices,
                self.signal_box,
                w.HBox([self.advice_button, self.hint, self.expert_button, self.undo_button], layout=wrap),
                self.hint_view,  # the answers right below their buttons, in sight before the long help
                self.advice_view,
                self.choice_help,
            ]
        )
        self.side.add_class("cal-side")
        self.ui = w.VBox(
            [
                self.css,
                w.HBox([self.game_choice, self.profile_choice, self.mode, self.seed_box, self.setting_error,
                        self.strength, self.style_choice, self.new_button], layout=wrap),
                self.setting_note,
                self.result_banner,
                self.table,
                self.side,
                self.hand_label,
                self.hand,
                self.game_note,
                self.score,
                w.HBox([self.next_button, self.review_button, self.replay_button], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.save_link, self.upload], layout=w.Layout(flex_flow="row wrap", align_items="center")),
                self.ledger,
                self.why_box,
                self.replay_area,
                self.review_area,
                self.log,
            ]
        )
        self.ui.add_class("cal-app")
        self.selected_share: set[Card] = set()
        self.renders = 0
        self._new_game(GameSettings(seed=seed, strength=strength, session=session, game=game, profile=profile))

    # ----------------------------------------------------------------- settings

    def _settings_shown(self) -> GameSettings:
        """The settings the widgets show now; raises the package's errors for a bad one."""
        game = check_choice(self.game_choice.value, "game", GAMES)
        return GameSettings(
            seed=check_seed(self.seed_box.value),
            strength=check_choice(self.strength.value, "strength", STRENGTHS),
            session=check_choice(self.mode.value, "play", MODES) == "session",
            game=game,
            profile=check_profile(game, self.profile_choice.value),
        )

    def _refusal_shown(self) -> str | None:
        """Plain words refusing the settings shown (a bad seed, a game that cannot be played
        so); None if they are good."""
        refusal = seed_refusal(self.seed_box.value)
        if refusal is None:
            refusal = combination_refusal(str(self.game_choice.value), self.mode.value == "session",
                                          str(self.strength.value))
        return refusal

    def _check_settings(self) -> GameSettings | None:
        """The settings shown if they are good (and a note if they differ from the game's);
        else None, with the refusal in plain words beside the settings."""
        refusal = self._refusal_shown()
        show_refusal(self.setting_error, refusal or "")
        if refusal is not None:
            self.setting_note.value = ""
            return None
        settings = self._settings_shown()
        pending = settings != self.settings
        self.setting_note.value = (
            "<i>Press New game to play with these settings; the game in progress goes on as it began.</i>"
            if pending
            else ""
        )
        return settings

    @shows_errors
    def _on_setting_change(self, _change: Any = None) -> None:
        # While typing, only say whether New game would change anything: a bad seed is
        # refused when New game is pressed, and a good one clears an earlier refusal. A game
        # that cannot be played as chosen is refused at once (nothing is being typed).
        if seed_refusal(self.seed_box.value) is not None:
            self.setting_note.value = ""
            return
        if combination_refusal(str(self.game_choice.value), self.mode.value == "session",
                               str(self.strength.value)) is not None:
            self._check_settings()
            return
        try:
            self._settings_shown()
        except (ArgumentTypeError, ArgumentValueError):
            self.setting_note.value = ""
            return
        self._check_settings()

    @shows_errors
    def _on_game_change(self, _change: Any = None) -> None:
        # Each game has its own rule profiles: offer them, the game's default chosen.
        profiles = game_profiles(str(self.game_choice.value))
        self.profile_choice.unobserve(self._on_setting_change, names="value")
        try:
            self.profile_choice.options = list(profiles)
            self.profile_choice.value = profiles[0]
        finally:
            self.profile_choice.observe(self._on_setting_change, names="value")
        self._on_setting_change()

    @shows_errors
    def _on_display_change(self, _change: Any = None) -> None:
        self._refresh()

    # ----------------------------------------------------------------- game flow

    @shows_errors
    def on_new(self, _button: Any = None) -> None:
        settings = self._check_settings()
        if settings is None:  # refused beside the setting; nothing else changes
            return
        self._new_game(settings)

    @property
    def game(self) -> str:
        """The game in progress: one of :data:`GAMES`."""
        return self.settings.game

    def _new_game(self, settings: GameSettings) -> None:
        # Everything is made before anything is replaced: a failure leaves the old game whole.
        session: Session | None = None
        match: TressetteMatch | None = None
        if settings.session and settings.game == "calabresella":
            rules = settings.rules
            names = self.names if rules.players == 3 else (*self.names, fourth_name(self.names))
            session = Session.new(names, seed=settings.seed, rules=rules)
        elif settings.session and settings.game in ("tressette", "tressette-in-due"):
            match = TressetteMatch(rules=settings.rules, first_dealer=SEATS[settings.game] - 1)
        made = self._make_deal(settings, session, match, 0)
        self.settings, self.session, self.match, self.deal_number = settings, session, match, 0
        self._begin(*made)
        self._check_settings()

    @shows_errors
    def on_next(self, _button: Any = None) -> None:
        if not self.deal.is_over:
            self.say("Finish this deal first.")
            return
        if self.session is not None and self.session.is_over:
            self.say("The session is over: press New game for another.")
            return
        if self.match is not None and self.match.is_over:
            self.say("The game is over: press New game for another.")
            return
        made = self._make_deal(self.settings, self.session, self.match, self.deal_number + 1)
        self.deal_number += 1
        self._begin(*made)

    def _make_deal(
        self, settings: GameSettings, session: Session | None, match: TressetteMatch | None, number: int
    ) -> tuple[Any, list[Any], int | None, tuple[str, ...]]:
        """The next deal, its computer players, the learner's seat in it (None: the learner
        sits out) and the names of its seats."""
        seed = deal_seed(settings.seed, number)
        game, rules = settings.game, settings.rules
        computers = computer_players(settings.strength, seed, game)
        me: int | None = HUMAN
        names: tuple[str, ...] = self.names
        if game == "calabresella":
            # One deal: seat 2 deals, so the learner speaks first and leads (R9, R19).
            if session is None:
                deal: Any = Deal.new(seed=seed, dealer=2, rules=rules)
            else:
                deal = session.next_deal(seed)
                seats = session.deal_seats()
                names = tuple(session.names[t] for t in seats)
                me = seats.index(HUMAN) if HUMAN in seats else None  # V3: the dealer sits out
                if me is None:
                    computers[0] = _computer_kind(settings.strength, game)(seed * 3)
        elif game == "american":
            deal = AmericanDeal.new(seed=seed, dealer=2, rules=rules)  # the learner is the eldest hand (V4)
        else:
            players = SEATS[game]
            names = (*self.names, fourth_name(self.names)) if players == 4 else self.names[:2]
            # The learner is on the dealer's right, so leads the first deal (V5).
            deal = TressetteDeal.new(seed=seed, dealer=players - 1, rules=rules) if match is None else match.next_deal(seed)
        return deal, computers, me, names

    def _begin(self, deal: Any, computers: list[Any], me: int | None, names: tuple[str, ...]) -> None:
        self.deal, self.computers, self.me, self.deal_names = deal, computers, me, names
        self._close_review()
        self.lines: list[str] = []
        self.recorded = False
        self.selected_share.clear()
        self.signal.value = SIGNALS[0]
        self._undo = []
        self._close_replay()
        self._hint_for = None
        self._advice_for = None
        self.advice_view.value = ""
        self._why_for = None
        self.why_view.value = ""
        self.say("")
        self.game_note.value = self._game_note()
        self._computers_move()
        self._refresh()

    def act(self, action: Any) -> None:
        """The learner's action (what the buttons call); refused actions raise the engine's error."""
        if self.deal.is_over:
            if self.session is not None and self.session.is_over:
                self.say("The session is over: press New game for another.")
            elif self.match is not None and self.match.is_over:
                self.say("The game is over: press New game for another.")
            else:
                self.say("This deal is over: press Next deal (or New game).")
            return
        if self.me is None:
            self.say("You deal this deal and sit out (V3): press Next deal when it is over.")
            return
        if self.deal.to_move != self.me:
            self.say("Wait: it is not your turn.")
            return
        snapshot = (self.deal, self.session, self.match, [_copied(p) for p in self.computers], list(self.lines),
                    self.recorded)
        seen = self._view()
        self._apply(action)  # a refused action raises here, and nothing was kept
        self._undo.append(snapshot)
        self.say("")
        self._computers_move()
        if self.deal.is_over or monte_revealed(seen, self._view()):  # what was shown cannot be unseen
            self._undo.clear()
        self._refresh()

    def words(self, text: str) -> str:
        """``text`` (an engine message, narration) in the naming of the suits shown (:func:`translate`)."""
        return translate(text, self.style, self.deal_names if hasattr(self, "deal_names") else None,
                         getattr(self, "me", None))

    @property
    def style(self) -> str:
        """The suit style shown now: 'italian' or 'french'."""
        return str(self.style_choice.value)

    def may_undo(self) -> bool:
        """True when the learner has a move of this deal to take back: never once the deal is over
        (every hand has been shown; the session keeps the scored deal, R29)."""
        return bool(self._undo) and not self.deal.is_over

    @shows_errors
    def on_undo(self, _button: Any = None) -> None:
        """Take back the learner's last move of this deal: the game returns to the learner's
        previous choice, the computers' moves after it undone too (the same deal, the same
        session, the computers as they were, so playing the same move again gives the same game)."""
        if self.deal.is_over:
            self.say("This deal is over and every hand has been shown: it stays as it is (press Next deal "
                     "or New game).")
            return
        if not self._undo:
            self.say("Nothing to undo: you have not moved yet in this deal.")
            return
        self.deal, self.session, self.match, self.computers, self.lines, self.recorded = self._undo.pop()
        self.selected_share.clear()
        self._hint_for = None
        self._advice_for = None
        self._expert_asked = None
        self._why_for = None
        self._close_review()
        self._close_replay()
        self.say("Your last move is taken back: choose again.")
        self._refresh()

    def say(self, text: str) -> None:
        """Show ``text`` in the page's naming (cards as the pictures show them, the learner as
        "you") beside the hand: a refusal as one, anything else as a note."""
        super().say(self.words(text))
        self._draw_notice()

    def refuse(self, text: str) -> None:
        """Show ``text`` beside the hand as a refusal (the engine's, or the package's own error)."""
        super().refuse(text)
        self._draw_notice()

    def _draw_notice(self) -> None:
        shown = self.last_message
        self.notice.value = notice_html(shown, "refusal" if self.last_refused else "info")

    def thinking_text(self, seat: int) -> str:
        """What the page says while the computer at ``seat`` thinks."""
        return (f"{self.deal_names[seat]} is thinking… (the expert computer player takes a second or two; "
                "your cards wait until it has played)")

    def _show_thinking(self, seat: int) -> None:
        """Before the expert at ``seat`` thinks: the game drawn as it stands (the learner's card
        already in the trick), nothing to click meanwhile, and who is thinking beside the hand.
        Widget changes made now reach the browser at once, before the long computation."""
        self._refresh(busy=True)
        self.notice.value = notice_html(self.thinking_text(seat), "thinking")

    def _apply(self, action: Any) -> None:
        before = self.deal
        self.deal = before.apply(action)
        # A choice in progress belongs to the state it was made in: a share starts afresh.
        self.selected_share.clear()
        self.signal.value = SIGNALS[0]
        self.lines.append(self._describe(before, action, self.deal))

    def _describe(self, before: Any, action: Any, after: Any) -> str:
        if self.game == "calabresella":
            return describe(before, action, after, self.deal_names, viewer=self.me)
        if self.game == "american":
            return describe_american(before, action, after, self.deal_names, viewer=self.me)
        return describe_tressette(before, action, after, self.deal_names)

    def _computers_move(self) -> None:
        thought = False
        while not self.deal.is_over and self.deal.to_move != self.me:
            seat = self.deal.to_move
            assert seat is not None
            if self.settings.strength == "expert":  # seconds a move: show where the game stands first
                self._show_thinking(seat)
                thought = True
            self._apply(self.computers[seat].choose(self.deal.view(seat)))
        if thought:  # the thinking is over: the note beside the hand says what it said before
            self._draw_notice()
        if self.deal.is_over and not self.recorded:
            if self.session is not None:
                self.session = self.session.record(self.deal)
            if self.match is not None:
                self.match = self.match.record(self.deal)
            self.recorded = True

    # ----------------------------------------------------------------- the expert

    @property
    def seed_of_deal(self) -> int:
        """The seed the deal on the table was dealt from (its computer seat ``s`` is seeded ``3 * seed + s``)."""
        return deal_seed(self.settings.seed, self.deal_number)

    def _my_play_view(self) -> SeatView | None:
        """The learner's view when it is the learner's turn to play a card of Calabresella; else None."""
        deal, view = self.deal, self._view()
        if self.game != "calabresella" or view is None or deal.is_over or deal.to_move != self.me:
            return None
        return view if deal.phase is Phase.PLAY else None

    def hint_expert(self) -> ExpertPlayer:
        """The expert the hint asks: the learner's seat's expert (:func:`make_expert`)."""
        return make_expert(3 * self.seed_of_deal + (self.me or 0))

    def hint_text(self) -> str:
        """The expert's card and its reasons, as HTML, for the learner's turn to play (worked
        out from the learner's own view, once per position); "" when there is no card to play."""
        view = self._my_play_view()
        if view is None:
            return ""
        if self._hint_for is not None and self._hint_for[0] is self.deal:
            return self._hint_for[1]
        judgement = judge(view, self.hint_expert())
        text = judgement_html(judgement, self.deal_names, you=True, soloist_seat=view.soloist)
        self._hint_for = (self.deal, text)
        return text

    def _draw_hint(self) -> None:
        """The hint below the hand: the expert's card while the learner plays one (saying that
        it is working meanwhile), a pointer to *Advice* while he bids; the errors in words."""
        if self._expert_asked is not self.deal or self._my_play_view() is None:
            self.hint_view.value = ""
            return
        cached = self._hint_for is not None and self._hint_for[0] is self.deal
        if not cached:
            self.hint_view.value = WORKING
        text = ""
        try:
            text = self.hint_text()
        except Exception as err:  # noqa: BLE001 - shown to the learner in plain words
            if is_own_error(err):
                self.say(str(err))
            else:
                logger.error("the hint failed", exc_info=True)
                self.say(UNEXPECTED)
        finally:
            self.hint_view.value = self.words(text)

    @shows_errors
    def on_expert_hint(self, _button: Any = None) -> None:
        """Show the expert's card for the learner's turn to play (worked out once a position)."""
        if self._my_play_view() is None:
            self.say("The expert's card is for your turn to play a card of Calabresella.")
            return
        self._expert_asked = self.deal
        self._draw_hint()

    def may_advise(self) -> bool:
        """True when the learner is to bid in Calabresella: *Advice* is offered."""
        deal = self.deal
        return (
            self.game == "calabresella" and self.me is not None and not deal.is_over
            and deal.to_move == self.me and deal.phase is Phase.AUCTION
        )

    def advice(self) -> Advice:
        """The bidding advisor's numbers for the learner's hand and the auction so far
        (:data:`ADVICE_SAMPLES` sampled deals, seeded from the deal's seed)."""
        from calabresella.analysis.advisor import advise

        view = self._view()
        assert view is not None
        return advise(view.hand, seat=view.seat, auction=[a for _, a in view.auction], rules=view.rules,
                      samples=ADVICE_SAMPLES, seed=self.seed_of_deal)

    @shows_errors
    def on_advice(self, _button: Any = None) -> None:
        """Show the advisor's numbers below the hand (``cal-advice-text``)."""
        if not self.may_advise():
            self.say("Advice is for your turn to bid in Calabresella.")
            return
        from calabresella.show.advice import advice_svg

        shown = self.deal
        self.advice_view.value = WORKING.replace("the expert deals", "the advisor deals")
        text = ""
        try:
            advice = self.advice()
            text = self.words(self._advice_html(advice, advice_svg(advice)))  # cards as the pictures show them
        finally:
            self.advice_view.value = text
        self._advice_for = shown

    @staticmethod
    def _advice_html(advice: Advice, picture: Any) -> str:
        best = advice.best
        if not advice.options:
            verdict = "<p><b>Advice: pass</b> — no contract is left for you to bid.</p>"
        elif best is not None:
            verdict = (f"<p><b>Advice: bid {html.escape(best.name)}</b> — the contract with the best "
                       "expected stake.</p>")
        else:
            verdict = "<p><b>Advice: pass</b> — no contract is expected to win stake units.</p>"
        samples = advice.options[0].samples if advice.options else ADVICE_SAMPLES
        words = "".join(f"<li>{html.escape(o.words)}</li>" for o in advice.options)
        how = (
            f"How these numbers are made: the advisor deals the {28} cards you cannot see at random {samples} "
            "times; in each it plays every contract you may still bid up to the first lead (the others "
            "passing, the exchange made as the simple computer player makes it) and then plays it out with "
            "every card face up, best play on both sides. Real defenders do not see your cards, so that "
            "chance is turned into the chance that a strong player makes the contract, by a curve measured "
            "on hundreds of deals played out by the expert computer player: the bars show that chance "
            "(0 to 100%), the sentences both. The expected stake is what the bid wins you on average per "
            "deal, in stake units (R26): positive is worth bidding. So they are estimates from a "
            "few samples (the lines show how rough); what the others bid is not read for what it says "
            "about their hands; and the stake counts no Cappotto or Stramazzo. "
            "More in <a href='14_what_to_bid.ipynb' target='_blank'>lesson 14, What to bid</a>."
        )
        picture_html = str(picture) if advice.options else ""
        return f"{verdict}{picture_html}<ul>{words}</ul><p><small>{how}</small></p>"

    def computer_cards(self) -> list[tuple[str, int]]:
        """The cards the computer players played in the deal on the table, as the dropdown
        of *Why did the computer play that?* lists them: ("trick 3: Bruno played 7♣", the
        index of that card in ``deal.history``)."""
        found = []
        plays = 0
        for index, (seat, action) in enumerate(self.deal.history):
            if isinstance(action, Play):
                if seat != self.me:
                    found.append((f"trick {plays // 3 + 1}: {self.deal_names[seat]} played {action.card}", index))
                plays += 1
        return found

    def _draw_why(self) -> None:
        deal = self.deal
        show = self.game == "calabresella" and deal.is_over and any(isinstance(a, Play) for _, a in deal.history)
        self.why_box.layout.display = "" if show else "none"
        if not show and self.why_choice.options:
            self._why_for = None
            self.why_choice.options = []
            self.why_view.value = ""
        if show and self._why_for is not deal:
            self._why_for = deal
            self.why_view.value = ""
            options = self.computer_cards()
            self.why_choice.options = [(self.words(label), index) for label, index in options]
            self.why_choice.value = options[0][1] if options else None

    def why_position(self, index: int) -> Deal:
        """The deal on the table as it stood just before its action number ``index`` (of
        ``deal.history``): replayed from ``deal.as_dealt()``."""
        deal = self.deal
        position = deal.as_dealt()
        for _seat, action in deal.history[:index]:
            position = position.apply(action)
        return position  # type: ignore[no-any-return]

    def why_text(self, index: int) -> str:
        """The expert's numbers, as HTML, for the card a computer played at ``deal.history[index]``,
        from that seat's own view at that moment."""
        seat, action = self.deal.history[index]
        if not isinstance(action, Play) or seat == self.me:
            raise ArgumentValueError("choose a card a computer player played in this deal")
        position = self.why_position(index)
        view = position.view(seat)
        judgement = judge(view, make_expert(3 * self.seed_of_deal + seat))
        names = self.deal_names
        name, card = names[seat], action.card
        role = "the soloist" if seat == view.soloist else "a defender"
        trick = len(view.tricks) + 1
        head = f"Trick {trick}: {name}, {role}, played {card}. From {name}'s seat at that moment:"
        mine = judgement.of(card)
        strength = self.settings.strength
        if strength == "expert":
            why = (
                f"{name} was the expert computer player: it chose from numbers like these"
                + (", and this is how it chose " + str(card) + "." if judgement.choice == card else
                   f"; when it played, it had {card} best (with its time limit on a busy machine it may have "
                   "solved fewer layouts, or an only card needs no thought).")
            )
        else:
            kind = ("the heuristic computer player, which plays by rules of thumb" if strength == "heuristic"
                    else "the random computer player, which plays any card it may")
            why = f"{name} is {kind}, not by these numbers: this shows what the expert thinks of its card. " + (
                "Here the expert agrees." if judgement.choice == card else
                f"The expert would have played {judgement.choice}; by its numbers {card} wins in {mine.wins} "
                f"of {judgement.layouts} and keeps about {mine.thirds:.1f} thirds."
            )
        body = judgement_html(judgement, names, you=False, soloist_seat=view.soloist, played=card)
        return f"<p><b>{html.escape(head)}</b></p>{body}<p>{html.escape(why)}</p>"

    @shows_errors
    def on_why(self, _button: Any = None) -> None:
        """Show the expert's numbers for the computer card chosen in the dropdown."""
        index = self.why_choice.value
        if self._why_for is not self.deal or index is None:
            self.say("Choose a card a computer player played in the deal just finished.")
            return
        self.why_view.value = WORKING
        text = ""
        try:
            text = self.why_text(int(index))
        finally:
            self.why_view.value = self.words(text)

    # ----------------------------------------------------------------- explaining, saving, replaying

    def _choice_help(self, legal: Sequence[Any]) -> str:
        """One short sentence for each choice of the auction or the Solissimo enhancement (R9–R18)."""
        if self.game != "calabresella" or not legal:
            return ""
        seen: list[str] = []
        for action in legal:
            key = str(action)
            if key in CHOICE_MEANINGS and key not in seen:
                seen.append(key)
        phase_key = {Phase.CALL: "call", Phase.GIVE_BACK: "give back", Phase.DISCARD: "discard",
                     Phase.SHARE: "share", Phase.DEFENDER_DISCARD: "defender discard"}.get(self.deal.phase)
        if phase_key is not None:
            seen = [phase_key]
        if not seen:
            return ""
        items = "".join(
            f"<li><b>{html.escape(CHOICE_MEANINGS[k][0])}</b>: {html.escape(CHOICE_MEANINGS[k][1])}</li>" for k in seen
        )
        if phase_key == "call":
            own = self.words(OWN_CALL.format(card="a card"))
            items += f"<li><b>A card marked (yours), outlined</b>: {html.escape(own[0].upper() + own[1:])}.</li>"
        advice = (" Not sure? Press <b>Advice</b>: the bidding advisor tries each contract on your hand."
                  if self.may_advise() else "")
        return f"<div class='cal-explain'>What each choice means:<ul style='margin:2px 0'>{items}</ul>{advice}</div>"

    def _result_html(self) -> str:
        """The deal's result in one line at the top of the page, with names (CSS class ``cal-result``)."""
        result = self.deal.result
        if result is None:
            return ""
        if self.game == "calabresella":
            text = result_headline(result, self.deal_names, self.me)
        elif self.game == "american":
            lines = self.score_text()
            text = " ".join(lines[-2:]) if lines else ""
        else:
            text = tressette_headline(result, self.deal_names)
        return f"<div class='cal-result'><b>{html.escape(text)}</b></div>"

    def deal_record(self) -> str:
        """The deal on the table as a deal record (JSON text, :mod:`calabresella.games.record`)."""
        from calabresella.games.record import to_any_json

        return to_any_json(self.deal, list(self.deal_names))

    def save_deal(self, path: str) -> None:
        """Write the deal on the table to ``path`` as a deal record (a JSON file; an existing
        file is replaced only if it holds a deal record)."""
        from calabresella.games.record import save_any

        save_any(self.deal, path, list(self.deal_names))

    def _save_html(self) -> str:
        """A link that downloads the finished deal as a JSON deal record."""
        if not self.deal.is_over or not any(True for _ in self.deal.history):
            return ""
        data = base64.b64encode(self.deal_record().encode()).decode()
        name = f"{self.game}-seed-{self.seed_of_deal}.json"
        return (
            f"<a class='cal-save-link' download='{name}' href='data:application/json;base64,{data}'>"
            "Save this deal (a JSON file)</a> <small>— a deal record: <b>Replay a saved deal</b> below opens "
            "it again, trick by trick (on the command line: <code>python -m calabresella replay FILE</code>).</small>"
        )

    def _ledger_html(self) -> str:
        """The session's ledger and balance chart (after each scored deal)."""
        session = self.session
        if session is None or not session.scored_deals:
            return ""
        from calabresella.show.ledger import balance_svg, ledger_html

        names = session.names
        return ("<div class='cal-ledger-box'><b>The session so far</b> (your balance and the others', deal by deal)"
                f"{ledger_html(session, names)}{balance_svg(session, names)}</div>")

    def may_replay(self) -> bool:
        """True when the deal on the table is a finished deal of Calabresella (it can be replayed)."""
        return self.game == "calabresella" and self.deal.is_over

    @shows_errors
    def on_replay(self, _button: Any = None) -> None:
        """Open the deal just finished on a replay board, trick by trick, every hand shown."""
        if not self.may_replay():
            self.say("A deal is replayed when it is over.")
            return
        self.open_replay(self.deal, names=self.deal_names)

    @shows_errors
    def _on_upload(self, _change: Any = None) -> None:
        files = self.upload.value
        if not files:
            return
        content = bytes(files[0]["content"])
        self.open_replay(content.decode("utf-8"))

    def open_replay(self, deal_or_record: Any, names: Sequence[str] | None = None) -> None:
        """Open a deal, or a saved deal record (a dict, its JSON text or a file path), on a
        replay board below the table; a bad record is refused with the reason."""
        from calabresella.show.replay import ReplayBoard

        board = ReplayBoard(deal_or_record, names=names, style=self.style)  # refused before anything changes
        self._close_replay()
        self.replay = board
        close = w.Button(description="Close the replay")
        close.add_class("cal-replay-close")
        close.on_click(lambda _b: self._close_replay())
        self.replay_area.children = [close, board.ui]

    def _close_replay(self) -> None:
        old, self.replay = self.replay, None
        for widget in self.replay_area.children:
            widget.close()
        self.replay_area.children = []
        if old is not None:
            old.close()

    # ----------------------------------------------------------------- review

    def may_review(self) -> bool:
        """True when the deal on the table can be reviewed: a deal of Calabresella that ended
        with a score (the analysis handles the Italian game only; an abandoned deal has no play)."""
        deal = self.deal
        return self.game == "calabresella" and deal.phase is Phase.FINISHED and deal.result is not None

    @shows_errors
    def on_review(self, _button: Any = None) -> None:
        """Open the analysis board of the deal just finished, below the table."""
        if not self.may_review():
            self.say("A deal is reviewed when it is over (a deal of Calabresella with a score).")
            return
        if self.board is not None and self.board.deal is self.deal:
            return  # already open
        from calabresella.show.analysis_board import PAGE_EXCHANGE_CANDIDATES, AnalysisBoard

        self._close_review()
        board = AnalysisBoard(self.deal, names=self.deal_names, style=str(self.style_choice.value),
                              analyse_now=False, exchange_candidates=PAGE_EXCHANGE_CANDIDATES)
        self.board = board
        self.review_area.children = [self.review_close, board.ui]
        board.run_analysis()  # the board shows that it is working meanwhile

    @shows_errors
    def on_close_review(self, _button: Any = None) -> None:
        """Close the analysis board."""
        self._close_review()

    def _close_review(self) -> None:
        board, self.board = self.board, None
        self.review_area.children = []
        if board is not None:
            board.close()

    # ----------------------------------------------------------------- drawing

    def _game_note(self) -> str:
        """The game in progress in plain words: who plays with whom, what a session is."""
        settings, names = self.settings, self.deal_names
        rules = settings.rules
        me = self.names[HUMAN]
        if settings.game == "calabresella":
            if rules.players == 4:
                text = (
                    f"Calabresella, four at the table ({settings.profile}): you are {me}; the three others are "
                    "computer players. Each deal the dealer receives no cards and sits out (V3)"
                    + ("; when you deal, you sit out and watch." if self.session is not None
                       else f": this deal {fourth_name(self.names)} deals and sits out.")
                )
            else:
                text = (
                    f"Calabresella ({settings.profile}): you are {me}, against two computer players, "
                    f"{names[1]} and {names[2]}."
                )
            if self.session is not None:
                target = rules.game_target
                text += (
                    f" A session: until a balance reaches {target} game points (V2)."
                    if target is not None
                    else f" A session: {rules.session_deals} scored deals (R30)."
                )
        elif settings.game == "tressette":
            text = (
                f"Tressette for four ({settings.profile}): you are {me}; your partner {names[2]}, a computer "
                f"player, sits opposite you. Together you play against {names[1]} and {names[3]}, two computer "
                "players. Partners count their tricks together (V5)."
            )
        elif settings.game == "tressette-in-due":
            text = (
                f"Tressette in due ({settings.profile}): you are {me}, against one computer player, {names[1]}. "
                "After each trick the winner, then the other, draws a card from the stock and shows it (V5)."
            )
        else:
            text = (
                f"The American account ({settings.profile}): you are {me}, with two computer players, "
                f"{names[1]} and {names[2]}. The first to say 'I play' plays alone against the other two (V4). "
                "It is played here one deal at a time: there is no session; Next deal deals another."
            )
        if settings.game in ("tressette", "tressette-in-due"):
            text += (
                f" A session is a game: deals until a side reaches {rules.game_target} points (V5)."
                if self.match is not None
                else " One deal: choose Play 'session' for a whole game."
            )
        return f"<i>{html.escape(text)}</i>"

    def _view(self) -> Any:
        return self.deal.view(self.me) if self.me is not None else None

    @staticmethod
    def _page_css(style: str) -> str:
        """The page's ``<style>``: the play pages' (:func:`page_style`) and this page's layout (:data:`PLAY_CSS`)."""
        return page_style(style) + f"<style>{PLAY_CSS}</style>"

    def _refresh(self, busy: bool = False) -> None:
        """Draw the game as it stands; ``busy``: the computers are about to think, so nothing
        may be clicked meanwhile (the hand is drawn without its buttons working)."""
        from calabresella.show.svg import table_svg, trick_svg

        self.renders += 1
        deal, view = self.deal, self._view()
        style = self.style
        if style != self._css_style:
            self.css.value, self._css_style = self._page_css(style), style
        names = self.deal_names
        # The learner's hand is the row of buttons below: the table leaves it out (drawn once).
        picture = table_svg(view if view is not None else deal, names=names, style=style, own_hand=view is None)
        self.table.value = translate_svg(str(picture), style)
        self.status.value = f"<b>{html.escape(self.words(self._status_text()))}</b>"
        self.result_banner.value = self._result_html()
        last = ""
        if deal.tricks:
            last = "<div>Last trick:</div>" + translate_svg(
                str(trick_svg(deal.tricks[-1], names=names, style=style, show_thirds=True)), style)
        told = "\n".join(self.words(line) for line in self.lines[-14:])
        self.log.value = last + "<pre style='white-space:pre-wrap'>" + html.escape(told) + "</pre>"
        my_turn = view is not None and not deal.is_over and deal.to_move == self.me and not busy
        legal = tuple(view.legal_actions) if my_turn else ()
        self._draw_choices(legal)
        self.choice_help.value = self._choice_help(legal)
        self.undo_button.layout.display = "" if self.may_undo() and not busy else "none"
        self.hint.layout.display = "" if not deal.is_over and self.me is not None and not busy else "none"
        self.replay_button.layout.display = "" if self.may_replay() else "none"
        self.save_link.value = self._save_html()
        self.ledger.value = self._ledger_html()
        self.signal_box.layout.display = "" if self._may_signal() else "none"
        self.score.value = self._score_html()
        over = (self.session is not None and self.session.is_over) or (self.match is not None and self.match.is_over)
        self.next_button.layout.display = "" if deal.is_over and not over else "none"
        self.review_button.layout.display = "" if self.may_review() else "none"
        self.advice_button.layout.display = "" if self.may_advise() else "none"
        self.expert_button.layout.display = "" if self._my_play_view() is not None else "none"
        if self._advice_for is not deal:
            self._advice_for = None
            self.advice_view.value = ""
        self._draw_why()
        for widget in (*self.choices.children, *self.hand.children):
            widget.add_class(f"cal-r{self.renders}")
        self._draw_hint()

    def _may_signal(self) -> bool:
        """True when the learner leads a trick of Tressette for four: a signal may go with the lead."""
        deal = self.deal
        return (
            self.game == "tressette"
            and not deal.is_over
            and deal.to_move == self.me
            and deal.phase is TressettePhase.PLAY
            and deal.current is not None
            and not deal.current.cards
        )

    def _status_text(self) -> str:
        deal = self.deal
        if self.game == "calabresella" and deal.phase is Phase.ABANDONED:
            return "All three passed: the deal is abandoned, nothing is scored (R10). Press Next deal."
        if self.game == "american" and deal.phase is AmericanPhase.ABANDONED:
            return "All three said 'I pass': the hand is abandoned, nothing is scored (V4). Press Next deal."
        if deal.is_over:
            if self.me is None:
                return "You dealt this deal and sat out (V3); the three others played it. The deal is over."
            return "The deal is over."
        mine = deal.to_move == self.me
        who = "Your" if mine else f"{self.deal_names[deal.to_move or 0]}'s"
        if self.game == "calabresella":
            seat = self.me if self.me is not None else 0
            asks = {
                Phase.AUCTION: "pass or bid (R9)",
                Phase.CALL: ("call a card (R11); one marked (yours) is in your hand: calling it, nobody hands "
                             "you a card and you may call no other"),
                Phase.GIVE_BACK: "give a card back (R13)",
                Phase.DISCARD: f"discard {deal.to_discard[seat]} more face down (R14)",
                Phase.ENHANCE: "choose plain, dividete or scegliete (R16)",
                Phase.SHARE: "choose the monte cards you take (R18)",
                Phase.DEFENDER_DISCARD: f"discard {deal.to_discard[seat]} more face down ({deal.discard_rule()})",
                Phase.PLAY: "play a card (R20)",
            }
            tricks = f" Trick {len(deal.tricks) + 1} of 12." if deal.phase is Phase.PLAY else ""
            return f"{who} turn: {asks[deal.phase]}.{tricks}"
        if self.game == "american":
            rules = deal.rules
            holder = self.deal_names[deal.asked_holder] if deal.asked_holder is not None else ""
            asks_american = {
                AmericanPhase.SAY: "say 'I play' or 'I pass' (V4)",
                AmericanPhase.ASK: "ask for the best card missing from the hand (V4)",
                AmericanPhase.EXCHANGE: f"give {holder} any other card in exchange for {deal.asked} (V4)",
                AmericanPhase.DISCARD: (
                    f"discard {rules.min_discard} to {rules.max_discard} cards face down, then turn up the widow "
                    f"({len(deal.discards)} discarded so far; V4)"
                ),
                AmericanPhase.TAKE: f"take cards from the widow until the hand holds {rules.hand_size} again (V4)",
                AmericanPhase.PLAY: "play a card (R20)",
            }
            tricks = f" Trick {len(deal.tricks) + 1} of {rules.hand_size}." if deal.phase is AmericanPhase.PLAY else ""
            return f"{who} turn: {asks_american[deal.phase]}.{tricks}"
        if deal.phase is TressettePhase.DECLARE:
            return f"{who} turn: declare combinations held at the first trick, or say done declaring (V5)."
        leading = deal.current is not None and not deal.current.cards
        ask = "lead a card (V5)" if leading else "play a card: follow suit if you can (V5)"
        if leading and mine and self.game == "tressette":
            ask += "; you may choose a signal for your partner first"
        stock = f" {plural(len(deal.stock), 'card')} in the stock." if deal.rules.stock_size else ""
        return f"{who} turn: {ask}. Trick {len(deal.tricks) + 1} of {deal.rules.tricks}.{stock}"

    def _card_kind(self) -> Any:
        """The action a card of the hand stands for now (None: the hand is not played from)."""
        phase = self.deal.phase
        if self.game == "calabresella":
            kinds: dict[Any, Any] = {
                Phase.GIVE_BACK: GiveBack, Phase.DISCARD: Discard, Phase.DEFENDER_DISCARD: Discard, Phase.PLAY: Play
            }
        elif self.game == "american":
            kinds = {AmericanPhase.EXCHANGE: GiveBack, AmericanPhase.DISCARD: Discard, AmericanPhase.PLAY: Play}
        else:
            kinds = {TressettePhase.PLAY: Play}
        return kinds.get(phase)

    def _draw_choices(self, legal: tuple[Any, ...]) -> None:
        phase = self.deal.phase
        buttons: list[w.Widget] = []
        if self.game != "calabresella":
            buttons = [self._action_button(a) for a in legal if not isinstance(a, (GiveBack, Discard, Play))]
        elif legal and phase in (Phase.AUCTION, Phase.ENHANCE):
            buttons = [self._action_button(a) for a in legal]
        elif legal and phase is Phase.CALL:
            buttons = self._call_buttons()
        elif legal and phase is Phase.SHARE:
            buttons = self._share_buttons()
        kind = self._card_kind() if legal else None
        legal_cards = {a.card for a in legal if isinstance(a, (GiveBack, Discard, Play))}
        hand = self.deal.hands[self.me] if self.me is not None else ()
        cards = [self._card_button(card, kind, card in legal_cards and bool(self.hint.value)) for card in hand]
        old = (*self.choices.children, *self.hand.children)
        self.choices.children = buttons
        self.hand.children = cards
        self.hand_label.layout.display = "" if cards else "none"
        for widget in old:  # gone from the page: free them, so a late click on one cannot arrive
            widget.close()

    def _action_button(self, action: Any) -> w.Button:
        button = w.Button(description=self.words(action_label(action, self.game)), button_style="primary",
                          layout=w.Layout(width="auto"))
        button.add_class("cal-action")
        button.add_class(action_class(action))
        shown = self.deal
        button.on_click(lambda _b: self._click(action, shown))
        return button

    def _card_button(self, card: Card, kind: Any, legal: bool) -> w.Button:
        button = w.Button(description=card_name(card, self.style), tooltip=card_words(card, self.style))
        button.add_class("cal-card")
        button.add_class(card_class(card))
        button.add_class("cal-pic")
        button.add_class(picture_class(card))
        if legal:  # marked by the page's CSS (a green outline, dark letters), not the white-lettered "success"
            button.add_class("cal-legal")
        button.disabled = kind is None
        if kind is not None:
            shown = self.deal
            button.on_click(lambda _b: self._click_card(card, kind, shown))
        return button

    def _click_card(self, card: Card, kind: Any, shown: Any) -> None:
        # V5: a lead may carry the signal chosen beside the hand (the engine refuses it on a follow).
        signal = str(self.signal.value)
        if kind is Play and self.game == "tressette" and signal != SIGNALS[0] and shown is self.deal:
            self._click(SignalledLead(card, Signal(signal)), shown)
        else:
            self._click(kind(card), shown)

    def _call_buttons(self) -> list[w.Widget]:
        """R11: a picture of every card the learner may call, suit by suit; a click calls it."""
        shown = self.deal
        mine = set(self.deal.hands[self.me]) if self.me is not None else set()
        buttons: list[w.Widget] = []
        for card in PACK:
            action = Call(card)
            name = card_name(card, self.style)
            own = card in mine
            button = w.Button(description=name,
                              tooltip=self.words(OWN_CALL.format(card=card)) if own else f"call the {card_words(card, self.style)}")
            for css in ("cal-action", "cal-call-card", action_class(action), "cal-pic", "cal-pic-small",
                        picture_class(card), *(("cal-call-own",) if own else ())):
                button.add_class(css)
            button.on_click(lambda _b, a=action: self._click(a, shown))
            buttons.append(button)
        return buttons

    def _share_buttons(self) -> list[w.Widget]:
        shown = self.deal
        toggles = []
        for card in self.deal.exposed_monte:
            chosen = card in self.selected_share
            name = card_name(card, self.style)
            toggle = w.ToggleButton(value=chosen, description=TICK + name if chosen else name,
                                    icon="check" if chosen else "", tooltip="click to take it; click again to leave it")
            for css in ("cal-share-card", card_class(card), "cal-pic", picture_class(card)):
                toggle.add_class(css)
            toggle.observe(lambda change, c=card, t=toggle: self._toggle_share(c, change["new"], shown, t),
                           names="value")
            toggles.append(toggle)
        go = w.Button(description="I take these; my partner takes the rest", button_style="primary")
        go.add_class("cal-action-share")
        go.on_click(lambda _b: self._click(Share(tuple(sorted(self.selected_share))), shown))
        return [*toggles, go]

    def _toggle_share(self, card: Card, on: bool, shown: Deal | None = None,
                      toggle: w.ToggleButton | None = None) -> None:
        if shown is not None and shown is not self.deal:
            return  # a toggle of an earlier share: the current selection is not its
        if toggle is not None:  # a tick on a card taken, so the choice shows
            name = card_name(card, self.style)
            toggle.description = TICK + name if on else name
            toggle.icon = "check" if on else ""
        if on:
            self.selected_share.add(card)
        else:
            self.selected_share.discard(card)

    @shows_errors
    def _click(self, action: Any, shown: Any = None) -> None:
        if shown is not None and shown is not self.deal:
            self.say("That button was for an earlier moment of the game; use the buttons shown now.")
            return
        self.act(action)

    def score_text(self) -> list[str]:
        """The score lines of the deal just finished, in the game's own words, cards named as the
        pictures show them ([] while playing)."""
        return [self.words(line) for line in self._score_lines()]

    def _score_lines(self) -> list[str]:
        """The score lines of the deal just finished, in the game's own words ([] while playing)."""
        result = self.deal.result
        if result is None:
            return []
        if self.game == "calabresella":
            return score_lines(result, self.deal_names)
        if self.game == "american":
            return american_score_lines(result, self.deal_names)
        return result_lines(result, self.deal_names)

    def _score_html(self) -> str:
        from calabresella.show.svg import score_svg

        result = self.deal.result
        if result is None:
            return ""
        picture = score_svg(result, names=self.deal_names)
        told = "\n".join(self.score_text())
        parts = [translate_svg(str(picture), self.style), "<pre class='cal-score-text'>" + html.escape(told) + "</pre>"]
        if self.session is not None:
            rows = "".join(
                f"<tr><td>{place}</td><td>{html.escape(name)}</td><td>{balance:+d}</td></tr>"
                for place, name, balance in self.session.standings()
            )
            rules = self.session.rules
            if self.session.is_over:
                title = "Final standings"
            elif rules.game_target is not None:
                title = f"Standings after {plural(self.session.scored_deals, 'deal')} (first to {rules.game_target})"
            else:
                title = f"Standings after {self.session.scored_deals} of {rules.session_deals} deals"
            parts.append(f"<b>{title}</b><table class='cal-standings'>{rows}</table>")
        if self.match is not None:
            title = ("The game is over" if self.match.is_over
                     else f"The game after {plural(len(self.match.results), 'deal')}")
            lines = match_lines(self.match, self.deal_names)
            parts.append(f"<b>{title}</b><pre class='cal-match'>" + html.escape("\n".join(lines)) + "</pre>")
        return "".join(parts)
