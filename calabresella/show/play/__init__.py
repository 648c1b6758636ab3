"""Play against the computer: a widget app for one learner against computer players.

The learner chooses the game (CSS class ``cal-game``):

- **Calabresella**, with any Italian rule profile (``cal-profile``): the learner against
  two computer players (at ``four-at-the-table``, V3, a fourth sits out each deal in turn;
  in a session the learner too sits out the deals he deals);
- **Tressette for four** (V5): the learner and a computer partner sitting opposite, against
  two computer opponents; a session is a game to 21 points played with
  :class:`~calabresella.games.tressette.TressetteMatch`;
- **Tressette in due** (V5): the learner against one computer player;
- the **American account** (V4): three players; a session is nine scored deals, each player
  keeping his own balance (the game's own session, :mod:`calabresella.games.american.session`);
- the **calling games** (C1–C9): Tressette a chiamare, Mediatore and Quadrigliati at four, and
  Quintiglio at five (the learner's three names, then Dario and Elena:
  :func:`~calabresella.show.play.settings.table_names`); the sides change every deal, and the
  called card's holder stays hidden from the learner until it is played (C4).

The learner sits at seat 0 and sees only ``deal.view(seat)``. Every choice is a button; an
action that may not be taken is refused with the engine's explanation, and *Hint* marks
the legal cards. The computers use the heuristic player of the game (or a random player,
or the expert player, per the Computer setting). Used by
``notebooks/11_play.ipynb`` (also served without code by ``make play``, with Voila).

The settings (game, rules, seed, computer strength, one deal or a session) are read when
*New game* is pressed and kept for the whole game: changing them in between only says that
*New game* will use them. A bad seed, or a game that cannot be played as chosen (the
expert computer for a game it does not play), is refused beside the settings (``cal-setting-error``) and
changes nothing. A button left from an earlier moment of the game (a double click, a click
that arrives after the table was redrawn) is refused, never applied to the current deal.

When a deal of Calabresella ends with a score (not all passed), *Review this deal*
(``cal-review``) opens the analysis board of that deal below the table
(:class:`~calabresella.show.analysis_board.AnalysisBoard`: every card judged against best
play, and play on from any position); *Close the review* (``cal-review-close``) closes it,
and so does the next deal. The review reads the Italian game's deals only: the other games
get no such button.

*Puzzles* (``cal-puzzles``) opens the puzzle trainer below the table (``cal-puzzles-area``;
:class:`~calabresella.show.trainer.PuzzleTrainer`, :mod:`calabresella.show.play.puzzles`):
proved positions near the learner's rating, the progress kept in a local file. In the review
of a deal, each costly card of the learner is a *Try again from here* button
(``cal-try-again``) that opens the position before it in that trainer, as practice.

The **expert** computer plays Calabresella, Tressette for four, the American account and the
calling games (:func:`~calabresella.show.play.settings.expert_offered`). Tressette in due and
Rovescino refuse it beside the settings: while the stock of Tressette in due lasts one layout
can take it many seconds, and the analysis does not handle Rovescino. In Calabresella it is
:class:`~calabresella.analysis.expert.ExpertPlayer`; in the other games the game's own sampling
expert (:class:`~calabresella.analysis.expert_games.GameExpert`, through the game's
``expert`` hook: :func:`~calabresella.show.play.expert.expert_maker`): it deals the cards it cannot see at random in ways that fit what its seat
has seen, solves each such layout with every card face up, and plays the card that does best
on average. In Calabresella it bids with the bidding advisor; in the other games the game's
heuristic player decides what is not card play (the say, the ask, the exchange and the
discards, the declarations and signals, the auction and the call). On a page it uses modest
settings (:data:`EXPERT_SAMPLES` layouts a card, :data:`EXPERT_TIME_BUDGET` seconds at most,
:data:`EXPERT_BID_SAMPLES` sampled deals a bid), so each of its decisions takes a second or two.

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
:mod:`calabresella.engine.naming`), and every engine message is said the same way and to the
learner as "you" (the page says its messages to its table, ``with on_screen(...)``:
:meth:`PlayController.screen`); a card taken in a share shows a tick. The auction and the exchange say
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

Every word of the page comes from the message catalogue (:mod:`calabresella.words`), said in
the language of the *Language* setting (``cal-language``: :func:`calabresella.words.languages`,
the one spoken now chosen); changing it says the whole page again in that language.

The package's rooms: :mod:`~calabresella.show.play.settings` (the games offered, from the
registry, and what *New game* reads), :mod:`~calabresella.show.play.controller` (the deal,
undo, the computers' moves, the session), :mod:`~calabresella.show.play.layout` (the widgets
and their arrangement, the drawing), :mod:`~calabresella.show.play.buttons` (the choices and
the hand as buttons), :mod:`~calabresella.show.play.panels` (hint, advice, why,
review, replay and save, ledger: one class each), :mod:`~calabresella.show.play.puzzles` (the
puzzle trainer), :mod:`~calabresella.show.play.expert` (the
page's expert and its numbers in words), :mod:`~calabresella.show.play.app` (:class:`PlayApp`).
What differs between games is asked of the game object: its prompts module
(``games/<game>/prompts.py``, the ``prompts`` hook) gives the page's words for it.
"""

from __future__ import annotations

from calabresella.show.play.app import PlayApp
from calabresella.show.play.buttons import (
    SIGNALS,
    TICK,
    ChoiceButtons,
    action_class,
    action_label,
    card_class,
)
from calabresella.show.play.controller import REVEALING_FIELDS, PlayController, monte_revealed
from calabresella.show.play.expert import (
    ADVICE_SAMPLES,
    EXPERT_BID_SAMPLES,
    EXPERT_SAMPLES,
    EXPERT_TIME_BUDGET,
    WORKING,
    CardJudgement,
    ExpertJudgement,
    judge,
    judgement_html,
    make_expert,
)
from calabresella.show.play.layout import NOTICE_KINDS, PLAY_CSS, PlayLayout, notice_html
from calabresella.show.play.settings import (
    GAME_LABELS,
    GAMES,
    HUMAN,
    MODES,
    SEATS,
    STRENGTHS,
    GameSettings,
    PageChoice,
    check_names,
    check_profile,
    combination_error,
    combination_refusal,
    computer_players,
    deal_seed,
    expert_offered,
    fifth_name,
    fourth_name,
    game_profiles,
    language_choices,
    page_choices,
    table_names,
)

__all__ = [
    "ADVICE_SAMPLES", "EXPERT_BID_SAMPLES", "EXPERT_SAMPLES", "EXPERT_TIME_BUDGET", "GAMES", "GAME_LABELS", "HUMAN",
    "MODES", "NOTICE_KINDS", "PLAY_CSS", "REVEALING_FIELDS", "SEATS", "SIGNALS", "STRENGTHS", "TICK", "WORKING",
    "CardJudgement", "ChoiceButtons", "ExpertJudgement", "GameSettings", "PageChoice", "PlayApp", "PlayController", "PlayLayout",
    "action_class", "action_label", "card_class", "check_names", "check_profile", "combination_refusal",
    "combination_error", "computer_players", "deal_seed", "expert_offered", "language_choices", "fifth_name", "fourth_name", "game_profiles", "judge", "judgement_html", "make_expert",
    "monte_revealed", "notice_html", "page_choices", "table_names",
]
