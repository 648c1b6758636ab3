"""Issue 18, the play page: the fixes that need no browser (what is drawn where, the words,
what may be clicked while the computer thinks, what Undo may take back).

The browser half (everything on screen at 1024×768) is tests/test_browser_play_page.py.
"""

from __future__ import annotations

import html
import re

from calabresella.engine.actions import Bid, Call, Contract, Pass, Play
from calabresella.engine.cards import Card, parse_cards
from calabresella.games.italian.deal import Deal, Phase, Trick
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.games.italian.scoring import score_deal
from calabresella.show.play import HUMAN, PlayApp, card_class, monte_revealed
from calabresella.show.svg import score_svg, table_svg, trick_svg


def text_of(widget) -> str:
    return html.unescape(re.sub("<[^>]+>", "", widget.value))


def svg_texts(picture) -> list[str]:
    return [html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", str(picture))]


def hand_button(app: PlayApp, card: Card):
    [button] = [b for b in app.hand.children if card_class(card) in b._dom_classes]
    return button


def to_first_follow(app: PlayApp) -> Deal:
    """Seed 1: the learner bids Solo and plays the first legal card until a card must follow suit
    and the hand holds a card that may not be played."""
    for _ in range(60):
        deal = app.deal
        legal = deal.legal_actions()
        if deal.phase is Phase.PLAY and deal.current.cards:
            allowed = {a.card for a in legal}
            if any(c not in allowed for c in deal.hands[HUMAN]):
                return deal
        app.act(Bid(Contract.SOLO) if Bid(Contract.SOLO) in legal else legal[0])
    raise AssertionError("seed 1 never asks the learner to follow suit")


# ------------------------------------------------------------------ where a refusal appears


def test_R20_a_refused_card_is_said_beside_the_hand_as_a_refusal():
    app = PlayApp(seed=1)
    deal = to_first_follow(app)
    allowed = {a.card for a in deal.legal_actions()}
    wrong = next(c for c in deal.hands[HUMAN] if c not in allowed)
    hand_button(app, wrong).click()
    assert app.deal is deal, "nothing was played"
    assert "cal-notice-refusal" in app.notice.value and "R20: you must follow suit" in text_of(app.notice)
    children = list(app.ui.children)
    assert app.notice in app.side.children, "the note is in the panel beside the table"
    assert children.index(app.side) + 2 == children.index(app.hand), "the panel is just above the hand"
    assert app.messages not in children, "no second message area far from the hand"


def test_a_plain_note_is_styled_as_a_note_not_a_refusal():
    app = PlayApp(seed=1)
    app.undo_button.click()
    assert "Nothing to undo" in text_of(app.notice) and "cal-notice-info" in app.notice.value


def test_the_packages_own_errors_are_styled_as_refusals_whatever_their_first_words():
    from calabresella.engine.errors import ArgumentValueError
    from calabresella.show.widgets import shows_errors

    @shows_errors
    def refused(app: PlayApp) -> None:
        raise ArgumentValueError("the seed must be a whole number from 0 to 2147483647, got -1")

    app = PlayApp(seed=1)
    refused(app)
    assert "whole number" in text_of(app.notice) and "cal-notice-refusal" in app.notice.value
    app.undo_button.click()  # a note after it is a note again
    assert "cal-notice-info" in app.notice.value


# ------------------------------------------------------------------ while the computer thinks


class Watcher(HeuristicPlayer):
    """A computer player that notes what the page shows (``look()``) each time it is asked to choose."""

    def __init__(self, seed: int, look, seen: list) -> None:
        super().__init__(seed)
        self.look, self.seen = look, seen  # a function, not the app: the page copies its players for Undo

    def choose(self, view):
        self.seen.append({"seat": view.seat, **self.look()})
        return super().choose(view)


def looking_at(app: PlayApp):
    """What the page shows now, as a function (so a copy of a player keeps looking at the same page)."""
    def look() -> dict:
        return {
            "notice": text_of(app.notice),
            "thinking": "cal-notice-thinking" in app.notice.value,
            "hand": [b.description for b in app.hand.children],
            "enabled": [b for b in (*app.hand.children, *app.choices.children) if not b.disabled],
            "undo": app.undo_button.layout.display,
            "table": app.table.value,
        }
    return look


def watched_expert_app(seen: list) -> PlayApp:
    app = PlayApp(seed=1, strength="expert")  # seed 1: the learner speaks first, so nothing was thought yet
    look = looking_at(app)
    app.computers = [app.computers[0], Watcher(4, look, seen), Watcher(5, look, seen)]
    return app


def test_the_card_goes_to_the_trick_and_who_thinks_is_said_before_the_expert_thinks():
    seen: list = []
    app = watched_expert_app(seen)
    app.act(Pass())
    assert seen and all(s["thinking"] for s in seen), "each computer move is announced first"
    assert f"{app.deal_names[seen[0]['seat']]} is thinking" in seen[0]["notice"]
    assert all(not s["enabled"] for s in seen), "nothing may be clicked (so no second click is queued)"
    assert all(s["undo"] == "none" for s in seen)
    assert "thinking" not in text_of(app.notice), "once they have played, the note goes"
    while app.deal.phase is not Phase.PLAY or app.deal.to_move != HUMAN:
        legal = app.deal.legal_actions()
        app.act(legal[0])
    card = app.deal.legal_actions()[0].card
    seen.clear()
    app.act(Play(card))
    first = seen[0]
    from calabresella.show.names import card_name

    name = card_name(card, "italian")
    assert name not in first["hand"], "the card played left the hand before the thinking"
    assert f"<title>{card} " in first["table"], "and lies in the trick on the table"


def test_heuristic_computers_answer_at_once_without_a_thinking_note():
    app = PlayApp(seed=1, strength="heuristic")
    app.act(Pass())
    assert "cal-notice-thinking" not in app.notice.value


# ------------------------------------------------------------------ the hand drawn once


def test_the_table_on_the_page_leaves_out_the_learners_hand():
    app = PlayApp(seed=1)
    hand = app.deal.hands[HUMAN]
    assert not any(f"<title>{card} " in app.table.value for card in hand), "the hand is the buttons only"
    assert len(app.hand.children) == len(hand)
    picture = table_svg(app.deal, seat=HUMAN, own_hand=False)
    assert not any(f"<title>{card} " in picture for card in hand)
    def height(svg) -> float:
        return float(re.search(r'viewBox="0 0 [0-9.]+ ([0-9.]+)"', str(svg)).group(1))

    assert height(picture) < height(table_svg(app.deal, seat=HUMAN)), "and the picture is shorter"


def test_the_table_keeps_every_hand_when_the_learner_sits_out_and_refuses_a_bad_own_hand():
    import pytest

    from calabresella.engine.errors import ArgumentTypeError

    deal = Deal.new(seed=3)
    assert all(f"<title>{card} " in table_svg(deal) for card in deal.hands[0])
    with pytest.raises(ArgumentTypeError, match="own_hand must be True or False"):
        table_svg(deal, seat=0, own_hand="no")


# ------------------------------------------------------------------ words and looks


def test_hint_marks_legal_cards_in_dark_letters_not_white_on_pale_green():
    app = PlayApp(seed=1)
    to_first_follow(app)
    app.hint.value = True
    legal = [b for b in app.hand.children if "cal-legal" in b._dom_classes]
    assert legal and all(b.button_style == "" for b in legal), "no white-lettered 'success' style"
    assert re.search(r"\.cal-pic\.cal-legal \{ color: #1a1a1a", app.css.value)


def test_the_score_bars_count_thirds_not_tricks():
    result = score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=13, defenders_trick_thirds=17,
                        monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=7)
    texts = svg_texts(score_svg(result))
    assert "13 thirds" in texts and "17 thirds" in texts and "in tricks" in texts
    assert "tricks" not in texts[:texts.index("17 thirds") + 2][2:], "no bar reads '13 tricks'"


def test_one_third_is_one_third_in_every_caption():
    trick = Trick(0, parse_cards("4♣ 5♣ K♣"))  # one figure: 1 third
    assert trick.thirds == 1
    picture = trick_svg(trick, show_thirds=True)
    assert "1 third" in svg_texts(picture) and "1 thirds" not in picture


def test_your_discards_are_two_cards_a_line_left_of_the_trick():
    app = PlayApp(seed=1)
    to_first_follow(app)
    lines = [t for t in svg_texts(app.table.value) if "di " in t and "," in t and "turned" not in t]
    assert lines and lines[0].startswith("your discards: ")
    assert all(t.count(",") <= 1 for t in lines), lines


def test_the_expert_table_the_save_link_and_the_upload_button_are_styled():
    css = PlayApp(seed=1).css.value
    assert re.search(r"\.cal-expert-table th, \.cal-app \.cal-expert-table td \{ padding: 2px 10px", css)
    assert "a.cal-save-link { display: inline-block" in css, "the save link looks like a button"
    assert ".cal-upload::after { content: \"Replay a saved deal (choose its file)\"" in css, "no '(0)'"


def test_hint_is_gone_after_the_deal():
    app = PlayApp(seed=1)
    while not app.deal.is_over:
        legal = app.deal.legal_actions()
        app.act(Bid(Contract.SOLO) if Bid(Contract.SOLO) in legal else legal[0])
    assert app.hint.layout.display == "none"


def test_no_button_needs_the_icon_font():
    app = PlayApp(seed=1)
    assert app.undo_button.icon == "" and "Undo" in app.undo_button.description


# ------------------------------------------------------------------ calling your own card, and Undo


def test_R11_calling_a_card_you_hold_is_explained_before_you_call_it():
    app = PlayApp(seed=1)
    app.act(Bid(Contract.CHIAMO))
    assert app.deal.phase is Phase.CALL and app.deal.to_move == HUMAN
    mine = set(app.deal.hands[HUMAN])
    own = [b for b in app.choices.children if "cal-call-own" in b._dom_classes]
    assert len(own) == len(mine)
    assert all("nobody hands you a card" in b.tooltip and "(R11)" in b.tooltip for b in own)
    help_text = text_of(app.choice_help)
    assert "(yours)" in help_text and "you may not call another (R11)" in help_text
    assert "play alone against both" in help_text
    assert "(yours) is in your hand: calling it, nobody hands you a card" in text_of(app.status), "said in view"


def test_R12_undo_never_goes_back_past_the_monte_turned_up():
    app = PlayApp(seed=1)
    app.act(Bid(Contract.CHIAMO))
    assert app.may_undo(), "before the monte is shown, the bid can be taken back"
    card = next(c for c in app.deal.legal_actions() if isinstance(c, Call)).card
    app.act(Call(card))
    assert app.deal.exposed_monte, "the monte was turned up for all (R12)"
    assert not app.may_undo() and app.undo_button.layout.display == "none"
    app.on_undo()
    assert "Nothing to undo" in app.last_message and app.deal.phase is not Phase.CALL


def play_out(app: PlayApp) -> None:
    """The learner bids Solo when allowed, else makes the first legal choice, to the deal's end."""
    while not app.deal.is_over:
        legal = app.deal.legal_actions()
        app.act(Bid(Contract.SOLO) if Bid(Contract.SOLO) in legal else legal[0])


def test_after_one_deal_a_game_of_tressette_says_one_deal():
    app = PlayApp(seed=1, session=True, game="tressette-in-due", strength="random")
    play_out(app)
    assert len(app.match.results) == 1
    assert "The game after 1 deal" in text_of(app.score) and "after 1 deals" not in text_of(app.score)


# ------------------------------------------------------------------ every word on the page, every game


SEAT_NUMBER = re.compile(r"\b[Ss]eats? \d")
"""A seat named by its number ("seat 0", "Seat 2"): a person reads names, never numbers."""

ONE_PLURAL = re.compile(r"(?<![\d.])1 (thirds|tricks|points|deals|cards|games|layouts|samples)\b")
"""A count of one with a plural noun ("1 thirds")."""

ENGLISH_CARD = re.compile(r"\b(cups|coins|batons|swords|hearts|diamonds|clubs|spades|king|knight|jack) of\b|"
                          r"\bof (cups|coins|batons|swords)\b|[♥♦♣♠]")
"""A card or suit named in English or with the French symbols, on a page showing the Italian suits."""


def page_words(app: PlayApp) -> list[str]:
    """Every text a person reads on the page now: the HTML and the pictures' written words, button
    labels and tooltips (the page's CSS left out; a card picture's own tooltip names the card every
    way on purpose, :func:`~calabresella.show.names.translate_svg`)."""
    import ipywidgets as w

    found, todo = [], [app.ui]
    while todo:
        widget = todo.pop()
        if widget is app.css:
            continue
        todo.extend(getattr(widget, "children", ()))
        if isinstance(widget, w.HTML) and widget.value:
            value = re.sub(r"<style.*?</style>|<title>[^<]*</title>", "", widget.value, flags=re.S)
            found.append(html.unescape(re.sub("<[^>]+>", " ", value)))
        if isinstance(widget, (w.Button, w.ToggleButton)):
            found.extend(t for t in (widget.description, widget.tooltip) if t)
    return found


def faults_in(app: PlayApp) -> list[str]:
    """What on the page names a seat by number, says "1 thirds", or (Italian suits) names a card in English."""
    faults = []
    for text in page_words(app):
        for pattern in (SEAT_NUMBER, ONE_PLURAL, *((ENGLISH_CARD,) if app.style == "italian" else ())):
            found = pattern.search(text)
            if found:
                faults.append(f"{found.group(0)!r} in {text.strip()[:160]!r}")
    return faults


def play_and_read(app: PlayApp) -> list[str]:
    """Play the deal on the page to its end (Solo when allowed, else the first choice) and read every
    screen on the way; the faults found (:func:`faults_in`)."""
    faults = faults_in(app)
    for _ in range(80):
        if app.deal.is_over:
            break
        legal = app.deal.legal_actions()
        app.act(Bid(Contract.SOLO) if Bid(Contract.SOLO) in legal else legal[0])
        faults += faults_in(app)
    assert app.deal.is_over
    return sorted(set(faults))


def test_no_seat_number_no_1_thirds_no_english_card_name_on_any_page_of_any_game():
    from calabresella.show.play import GAMES

    for game in GAMES:
        for seed, style in ((1, "italian"), (2, "italian"), (3, "french")):
            app = PlayApp(seed=seed, game=game, strength="heuristic", session=True, style=style)
            assert play_and_read(app) == [], (game, seed)


def test_the_score_lines_say_1_third_not_1_thirds_r25():
    from calabresella.show.narrate import score_lines

    result = score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=1, defenders_trick_thirds=26,
                        monte_thirds=5, last_trick_to_soloist=False, soloist_tricks=1)
    assert result.soloist_thirds == 1
    lines = score_lines(result)
    assert "= 1 third = 0 points" in lines[1] and not any("1 thirds" in line for line in lines), lines


def test_V4_the_american_discards_are_two_cards_a_line_left_of_the_trick():
    app = PlayApp(seed=7, game="american", strength="heuristic")
    while not app.deal.is_over:
        app.act(app.deal.legal_actions()[0])
    texts = svg_texts(app.table.value)
    [at] = [i for i, t in enumerate(texts) if t.startswith("Discarded 4 cards face down")]
    lines = texts[at:at + 3]
    assert lines[0] == "Discarded 4 cards face down:", lines
    assert all(t.count(" di ") == 2 for t in lines[1:]), "two cards a line, so the words stay left of the trick"


def test_the_experts_answer_about_a_computer_names_it_not_its_seat():
    from calabresella.show.play import CardJudgement, ExpertJudgement, judgement_html

    cards = (CardJudgement(Card.parse("A♥"), 1.0, 4, 20.0), CardJudgement(Card.parse("3♥"), 0.5, 2, 15.0))
    judgement = ExpertJudgement(seat=2, soloist=True, layouts=6, total_thirds=35, win_thirds=18, cards=cards)
    said = html.unescape(re.sub("<[^>]+>", "", judgement_html(judgement, ("Anna", "Bruno", "Carla"), False, 2)))
    assert "fits everything Carla had seen" in said and "seat" not in said, said


def test_the_answers_to_advice_and_hint_come_right_below_their_buttons_before_the_long_help():
    """At 1024×768 the side panel scrolls: what Advice or the expert answers must not land below the
    meanings of the choices, out of sight."""
    app = PlayApp(seed=1)
    side = list(app.side.children)
    buttons = next(i for i, c in enumerate(side) if app.advice_button in getattr(c, "children", ()))
    assert side.index(app.choices) < buttons < side.index(app.hint_view) < side.index(app.advice_view)
    assert side.index(app.advice_view) < side.index(app.choice_help)


def test_the_advice_names_the_cards_as_the_pictures_show_them():
    app = PlayApp(seed=1)
    app.on_advice()
    said = html.unescape(re.sub("<[^>]+>", " ", app.advice_view.value))
    assert "Chiamo, calling 3 di" in said and not re.search("[♥♦♣♠]", said), said[:300]


def test_V4_V5_undo_never_takes_back_what_another_game_showed():
    """The American widow turned up (V4) and Tressette's cards drawn from the stock (V5), like
    Calabresella's monte: Undo never goes back past the moment they were shown."""
    for game in ("american", "tressette-in-due"):
        app = PlayApp(seed=0, game=game, strength="random")
        shown_at = None
        for _ in range(200):
            if app.deal.is_over:
                break
            before = app._view()
            app.act(app.deal.legal_actions()[0])
            if monte_revealed(before, app._view()):
                shown_at = app._view()
                break
        assert shown_at is not None, f"{game}: something was shown in a whole deal"
        assert not app.may_undo(), f"{game}: what was shown cannot be taken back"
