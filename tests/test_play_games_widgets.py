"""The play page's other games (issue 10): Tressette for four (with a computer partner),
Tressette in due, the American account, and Calabresella under each Italian profile.

Each test drives :class:`PlayApp` as a learner would: set a widget's value, press a button;
the same deal played through the engine alone must give the same result, and every refusal
shown must be the engine's own explanation.
"""

import html
import re

import pytest

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play, Share
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.engine.naming import card_name
from calabresella.games.american import AMERICAN, AmericanDeal, AmericanPhase, PlayAlone, Take, TurnWidow
from calabresella.games.american import score_lines as american_score_lines
from calabresella.games.american.players import AmericanHeuristicPlayer
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import HeuristicPlayer, RandomPlayer
from calabresella.games.italian.rules import PROFILES
from calabresella.games.tressette import (
    TRESSETTE_FOR_FOUR,
    TRESSETTE_IN_DUE,
    Declare,
    DoneDeclaring,
    Signal,
    SignalledLead,
    TressetteDeal,
    TressetteMatch,
    TressettePhase,
)
from calabresella.games.tressette.players import TressetteHeuristicPlayer
from calabresella.show.play import (
    GAMES,
    HUMAN,
    SIGNALS,
    PlayApp,
    action_class,
    card_class,
    computer_players,
    deal_seed,
    game_profiles,
)


def page_words(app, make, *args):
    """What ``make(*args)`` says on ``app``'s page: its names, the learner as "you", its suits."""
    from calabresella.words import said

    with app.screen():
        made = make(*args)
        return [said(line) for line in made] if isinstance(made, list) else said(made)


def widgets_in(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from widgets_in(child)


def with_class(app, css_class):
    return [x for x in widgets_in(app.ui) if css_class in getattr(x, "_dom_classes", ())]


def text_of(html_widget) -> str:
    return html.unescape(re.sub("<[^>]+>", "", html_widget.value))


def press(app, action):
    """Press what a learner presses for ``action``: a card of the hand (with the signal
    chosen first for a signalled lead), or an action button."""
    if isinstance(action, (Discard, GiveBack, Play)):
        if isinstance(action, SignalledLead):
            app.signal.value = action.signal.value
        [button] = [b for b in app.hand.children if card_class(action.card) in b._dom_classes]
        button.click()
    elif isinstance(action, Share):  # Calabresella: the toggles of a scegliete share, then the button
        for toggle in with_class(app, "cal-share-card"):
            toggle.value = any(card_class(c) in toggle._dom_classes for c in action.cards)
        [go] = with_class(app, "cal-action-share")
        go.click()
    elif isinstance(action, Call) and app.game == "calabresella":
        [go] = with_class(app, action_class(action))
        go.click()
    else:
        [button] = [b for b in app.choices.children if action_class(action) in b._dom_classes]
        button.click()


def first_legal(deal):
    """The learner of these tests: the first legal action ('I play', every declaration, …)."""
    return deal.legal_actions()[0]


def play_deal_by_pressing(app, policy=first_legal):
    taken = []
    for _ in range(80):
        if app.deal.is_over:
            return taken
        deal = app.deal
        action = policy(deal)
        press(app, action)
        assert app.deal is not deal, f"{action} was refused: {app.last_message}"
        taken.append(action)
    raise AssertionError("the deal did not end")


def new_deal(game, seed, rules):
    """The first deal of a one-deal game, dealt as PlayApp deals it."""
    if game == "american":
        return AmericanDeal.new(seed=seed, dealer=2, rules=rules)
    if game == "calabresella":
        return Deal.new(seed=seed, dealer=2, rules=rules)
    return TressetteDeal.new(seed=seed, dealer=rules.players - 1, rules=rules)


def engine_alone(deal, game, strength, seed, policy=first_legal):
    """``deal`` played through the engine alone: the learner's ``policy`` at seat 0, the
    computer players PlayApp uses elsewhere."""
    computers = computer_players(strength, seed, game)
    while not deal.is_over:
        seat = deal.to_move
        action = policy(deal) if seat == HUMAN else computers[seat].choose(deal.view(seat))
        deal = deal.apply(action)
    return deal


# ------------------------------------------------------------------------ a whole deal

ONE_DEAL = [
    ("tressette", "tressette", TRESSETTE_FOR_FOUR, 5),
    ("tressette", "tressette", TRESSETTE_FOR_FOUR, 8),
    ("tressette-in-due", "tressette-in-due", TRESSETTE_IN_DUE, 5),
    ("american", "american", AMERICAN, 7),
    *[("calabresella", name, rules, 5) for name, rules in PROFILES.items()],
]


@pytest.mark.parametrize(("game", "profile", "rules", "seed"), ONE_DEAL, ids=[f"{g}-{p}" for g, p, _, _ in ONE_DEAL])
@pytest.mark.parametrize("strength", ["heuristic", "random"])
def test_a_whole_deal_pressed_through_shows_the_engines_score(game, profile, rules, seed, strength):
    app = PlayApp(seed=seed, strength=strength, game=game, profile=profile)
    assert app.settings.rules == rules
    taken = play_deal_by_pressing(app)
    expected = engine_alone(new_deal(game, seed, rules), game, strength, seed)
    assert app.deal == expected, "the page and the engine alone play the same deal"
    assert taken, "the learner chose something"
    if expected.result is None:  # an abandoned deal (all passed): nothing is scored
        assert app.score.value == "" and "abandoned" in text_of(app.status)
        return
    assert app.deal.result == expected.result
    from calabresella.show.narrate import score_lines

    if game == "american":
        lines = page_words(app, lambda: list(american_score_lines(expected.result, app.names)))
    elif game == "calabresella":
        lines = page_words(app, lambda: list(score_lines(expected.result, app.names)))
    else:
        lines = page_words(app, lambda: list(expected.result.lines(app.deal_names)))
    [score_text] = re.findall(r"<pre class='cal-score-text'>(.*?)</pre>", app.score.value, re.S)
    assert html.unescape(score_text) == "\n".join(lines)  # cards as the pictures show them
    assert "went wrong" not in app.last_message and "Traceback" not in app.last_message
    assert not app.next_button.layout.display, "Next deal is offered"


def test_the_computers_are_the_games_heuristic_players_or_random_ones():
    assert all(isinstance(p, TressetteHeuristicPlayer) for p in computer_players("heuristic", 3, "tressette")[1:])
    assert len(computer_players("heuristic", 3, "tressette")) == 4
    assert len(computer_players("heuristic", 3, "tressette-in-due")) == 2
    assert all(isinstance(p, AmericanHeuristicPlayer) for p in computer_players("heuristic", 3, "american")[1:])
    assert all(isinstance(p, HeuristicPlayer) for p in computer_players("heuristic", 3)[1:])
    assert all(type(p) is RandomPlayer for p in computer_players("random", 3, "tressette"))
    app = PlayApp(seed=2, game="tressette")
    assert [type(p) for p in app.computers[1:]] == [TressetteHeuristicPlayer] * 3


# ------------------------------------------------------------------------ Tressette


def test_tressette_for_four_seats_the_learner_with_a_computer_partner_opposite():
    app = PlayApp(seed=5, game="tressette")
    note = text_of(app.game_note)
    assert "your partner Carla" in note and "opposite" in note and "Bruno and Dario" in note
    assert app.deal_names == ("Anna", "Bruno", "Carla", "Dario") and app.deal.players == 4
    assert app.deal.to_move == HUMAN and "lead a card" in text_of(app.status)
    assert "Anna" in app.table.value and "Dario" in app.table.value
    # the learner sees only its own cards: no card of the others is drawn face up
    others = [c for s in (1, 2, 3) for c in app.deal.hands[s]]
    assert not any(f"<title>{card} " in app.table.value for card in others)


def test_tressette_refuses_a_card_that_does_not_follow_suit_with_the_engines_reason():
    for seed in range(1, 40):
        app = PlayApp(seed=seed, game="tressette", strength="random")
        while not app.deal.is_over:
            deal = app.deal
            if deal.phase is TressettePhase.PLAY and deal.current.cards:
                legal = {a.card for a in deal.legal_actions()}
                wrong = [c for c in deal.hands[HUMAN] if c not in legal]
                if wrong:
                    press(app, Play(wrong[0]))
                    assert app.deal is deal
                    assert app.last_message == "Not allowed — " + page_words(app, deal.explain, Play(wrong[0]))
                    assert "V5" in app.last_message
                    return
            press(app, first_legal(deal))
    raise AssertionError("no seed gave a chance to play a wrong card")


def test_tressette_signals_go_with_a_lead_and_are_refused_on_a_follow():
    app = PlayApp(seed=5, game="tressette", strength="random")
    assert not app.signal_box.layout.display, "the signal is offered with a lead"
    card = app.deal.legal_actions()[0].card
    press(app, SignalledLead(card, Signal.BUSSO))
    assert any("busso" in line for line in app.lines)
    assert app.deal.tricks or app.deal.current.signal is Signal.BUSSO
    assert app.signal.value == SIGNALS[0], "the signal is said once, with its lead"
    for _ in range(40):  # on to a trick the learner follows to
        deal = app.deal
        if deal.to_move == HUMAN and deal.phase is TressettePhase.PLAY and deal.current.cards:
            assert app.signal_box.layout.display == "none", "no signal is offered to a follower"
            action = SignalledLead(deal.legal_actions()[0].card, Signal.VOLO)
            press(app, action)  # a signal chosen anyway (a stale selection) is refused
            assert app.deal is deal and app.last_message == "Not allowed — " + page_words(app, deal.explain, action)
            return
        press(app, first_legal(deal))
    raise AssertionError("the learner never followed")


def declaring_seed():
    """A seed at which the learner holds a combination to declare after the first trick."""
    for seed in range(200):
        deal = TressetteDeal.new(seed=seed, dealer=3)
        if deal.declarable(HUMAN):
            return seed
    raise AssertionError("no seed gives the learner a combination")


def test_tressette_declarations_are_buttons_and_a_wrong_click_is_refused():
    seed = declaring_seed()
    app = PlayApp(seed=seed, game="tressette", strength="random")
    while app.deal.phase is not TressettePhase.DECLARE or app.deal.to_move != HUMAN:
        press(app, first_legal(app.deal))
    deal = app.deal
    buttons = with_class(app, "cal-action")
    labels = [b.description for b in buttons]
    assert labels[-1] == "Done declaring" and all(label.startswith("Declare ") for label in labels[:-1])
    assert len(labels) == len(deal.legal_actions())
    assert "declare" in text_of(app.status)
    assert all(b.disabled for b in with_class(app, "cal-card")), "no card is played while declaring"
    card = Play(deal.hands[HUMAN][0])
    app._click(card, deal)  # a card played anyway is refused with the engine's reason
    assert app.deal is deal and app.last_message == "Not allowed — " + page_words(app, deal.explain, card)
    declaration = deal.legal_actions()[0]
    assert isinstance(declaration, Declare)
    press(app, declaration)
    assert app.deal.declarations[-1] == (HUMAN, declaration)
    assert any("declare" in str(line) for line in app.lines), "said to the learner: you declare"
    press(app, DoneDeclaring())
    play_deal_by_pressing(app)
    assert (HUMAN, declaration) in app.deal.result.declarations


def test_tressette_in_due_plays_against_one_computer_and_shows_the_stock():
    app = PlayApp(seed=4, game="tressette-in-due", strength="random")
    assert app.deal_names == ("Anna", "Bruno") and "one computer player, Bruno" in text_of(app.game_note)
    assert "20 cards in the stock" in text_of(app.status)
    assert app.signal_box.layout.display == "none", "no partner, no signals"
    while not app.deal.draws:  # the first trick, the declarations, then the first draws
        press(app, first_legal(app.deal))
    assert any("draws" in line and "shown to the table" in line for line in app.lines)
    assert "18 cards in the stock" in text_of(app.status) or app.deal.to_move != HUMAN


def test_a_tressette_session_is_a_game_to_its_target_with_the_engines_standings():
    app = PlayApp(seed=11, game="tressette", strength="random", session=True)
    match = TressetteMatch(rules=TRESSETTE_FOR_FOUR, first_dealer=3)
    for number in range(60):
        play_deal_by_pressing(app)
        deal = engine_alone(match.next_deal(deal_seed(11, number)), "tressette", "random", deal_seed(11, number))
        assert app.deal == deal
        match = match.record(deal)
        assert app.match == match
        [shown] = re.findall(r"<pre class='cal-match'>(.*?)</pre>", app.score.value, re.S)
        assert html.unescape(shown) == "\n".join(match.lines(app.deal_names))
        if match.is_over:
            break
        app.next_button.click()
    assert app.match.is_over and "The game is over" in app.score.value
    assert app.next_button.layout.display == "none"
    app.next_button.click()
    assert "game is over" in app.last_message


def test_tressette_in_due_session_starts_with_the_learner_leading():
    app = PlayApp(seed=3, game="tressette-in-due", session=True)
    assert app.match is not None and app.match.rules == TRESSETTE_IN_DUE and app.deal.to_move == HUMAN
    assert "until a side reaches 21" in text_of(app.game_note)


# ------------------------------------------------------------------------ American


def test_american_says_i_play_asks_gives_discards_turns_the_widow_and_takes():
    app = PlayApp(seed=7, game="american", strength="random")
    assert [b.description for b in with_class(app, "cal-action")] == ["I play", "I pass"]
    press(app, PlayAlone())
    assert app.deal.phase is AmericanPhase.ASK and all(
        b.description.startswith("Ask for ") for b in with_class(app, "cal-action")
    )
    press(app, first_legal(app.deal))
    deal = app.deal
    assert deal.phase is AmericanPhase.EXCHANGE and deal.to_move == HUMAN, "seed 7: a computer held the card"
    holder = app.deal_names[deal.asked_holder]
    assert page_words(app, lambda: f"give {holder} any other card in exchange for {card_name(deal.asked, app.style)}") in text_of(app.status)
    press(app, GiveBack(deal.asked))  # the asked card itself would be no exchange
    assert app.deal is deal and app.last_message == "Not allowed — " + page_words(app, deal.explain, GiveBack(deal.asked))
    give = deal.legal_actions()[0]
    press(app, give)
    assert app.lines[-1] == f"You give {card_name(give.card, app.style)} to {holder} in exchange."
    assert app.deal.phase is AmericanPhase.DISCARD and app.deal.to_move == HUMAN
    assert not with_class(app, "cal-action-turn-widow"), "discard at least one card first"
    press(app, Discard(app.deal.hands[HUMAN][0]))
    [turn] = with_class(app, "cal-action-turn-widow")
    assert turn.description == "Turn up the widow"
    press(app, TurnWidow())
    takes = with_class(app, "cal-action")
    assert takes and all(b.description.startswith("Take ") for b in takes)
    press(app, app.deal.legal_actions()[0])
    assert app.deal.phase is AmericanPhase.PLAY and "play a card" in text_of(app.status)
    play_deal_by_pressing(app)
    assert app.deal.result is not None and "Balances:" in app.score.value


def test_american_refuses_a_wrong_card_with_the_engines_reason():
    for seed in range(1, 40):
        app = PlayApp(seed=seed, game="american", strength="random")
        while not app.deal.is_over:
            deal = app.deal
            if deal.phase is AmericanPhase.PLAY and deal.current.cards:
                legal = {a.card for a in deal.legal_actions()}
                wrong = [c for c in deal.hands[HUMAN] if c not in legal]
                if wrong:
                    press(app, Play(wrong[0]))
                    assert app.deal is deal and app.last_message == "Not allowed — " + page_words(app, deal.explain, Play(wrong[0]))
                    return
            press(app, first_legal(deal))
    raise AssertionError("no seed gave a chance to play a wrong card")


def test_american_exchange_card_is_hidden_from_the_learner_as_third_player():
    """V4: a computer plays alone and asks the other computer for a card: the learner, the
    third player, reads that a card was given, never which."""
    for seed in range(200):
        app = PlayApp(seed=seed, game="american", strength="heuristic")
        press(app, Pass())
        deal = app.deal
        if deal.exchange_card is not None and deal.asked_holder not in (None, HUMAN) and deal.soloist != HUMAN:
            line = next(line for line in app.lines if "in exchange" in line)
            assert "not shown to you" in line and str(deal.exchange_card) not in line
            assert f"<title>{deal.exchange_card} " not in app.table.value or deal.exchange_card in deal.hands[HUMAN]
            return
    raise AssertionError("no seed had a computer ask the other computer for a card")


def test_american_all_pass_is_abandoned_and_next_deal_deals_another():
    for seed in range(200):
        app = PlayApp(seed=seed, game="american", strength="heuristic")
        press(app, Pass())
        if app.deal.phase is AmericanPhase.ABANDONED:
            assert "abandoned" in text_of(app.status) and app.score.value == ""
            app.next_button.click()
            assert app.deal.seed == seed + 1 and app.deal.phase is AmericanPhase.SAY
            return
    raise AssertionError("no seed was passed out")


def test_take_and_ask_buttons_name_their_card_in_ascii_classes():
    from calabresella.engine.cards import Card

    assert action_class(Take(Card.parse("A♥"))) == "cal-action-take-AH"
    assert action_class(PlayAlone()) == "cal-action-i-play"
    assert action_class(DoneDeclaring()) == "cal-action-done-declaring"


# ------------------------------------------------------------------------ settings


def test_the_game_setting_offers_each_games_rules():
    app = PlayApp(seed=1)
    [game] = with_class(app, "cal-game")
    [rules] = with_class(app, "cal-profile")
    assert [value for _, value in game.options] == list(GAMES)
    assert list(rules.options) == list(PROFILES)
    game.value = "tressette"
    assert list(rules.options) == ["tressette"] and rules.value == "tressette"
    assert "New game" in text_of(app.setting_note)
    app.new_button.click()
    assert isinstance(app.deal, TressetteDeal) and app.settings.profile == "tressette"
    game.value = "calabresella"
    rules.value = "four-at-the-table"
    app.new_button.click()
    assert isinstance(app.deal, Deal) and app.deal.rules is PROFILES["four-at-the-table"]
    assert "sits out" in text_of(app.game_note)
    assert game_profiles("tressette-in-due") == ("tressette-in-due",)


def test_V4_an_american_session_is_nine_scored_deals_with_the_games_own_session():
    """Issue 19: the page plays a session of every game; the American account's is the game
    object's session (nine scored deals, the deal passing to the left, V4)."""
    from calabresella.games.registry import load_game

    app = PlayApp(seed=4, game="american", strength="random", session=True)
    session = load_game("american").session(AMERICAN, app.names, first_dealer=2)
    assert "A session: 9 scored deals" in text_of(app.game_note)
    for number in range(40):
        play_deal_by_pressing(app)
        deal = engine_alone(session.next_deal(deal_seed(4, number)), "american", "random", deal_seed(4, number))
        assert app.deal == deal and app.deal.dealer == session.dealer
        session = session.record(deal)
        assert app.session == session
        rows = re.findall(r"<tr><td>(\d)</td><td>(\w+)</td><td>([+-]\d+)</td></tr>", app.score.value)
        assert [(int(p), n, int(b)) for p, n, b in rows] == session.standings()
        if session.is_over:
            break
        app.next_button.click()
    assert session.is_over and session.scored_deals == 9 and "Final standings" in app.score.value
    assert app.next_button.layout.display == "none"
    app.next_button.click()
    assert "session is over" in app.last_message


def test_every_game_of_the_page_is_played_as_a_session():
    for game in GAMES:
        app = PlayApp(seed=2, game=game, strength="random", session=True)
        assert app.play_session is not None and app.play_session.state.rules is app.settings.rules, game
        assert "Nothing changed" not in text_of(with_class(app, "cal-setting-error")[0])


def test_a_bad_seed_is_refused_whatever_the_game():
    app = PlayApp(seed=4, game="tressette-in-due", strength="random")
    deal = app.deal
    app.seed_box.value = -2
    app.game_choice.value = "american"
    app.new_button.click()
    [label] = with_class(app, "cal-setting-error")
    assert app.deal is deal and "not a seed" in text_of(label)


@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        ({"game": "poker"}, ArgumentValueError, "'calabresella', 'tressette'"),
        ({"game": 3}, ArgumentTypeError, "game must be"),
        ({"game": "tressette", "profile": "italian"}, ArgumentValueError, "'tressette'"),
        ({"game": "calabresella", "profile": "tressette"}, ArgumentValueError, "four-at-the-table"),
    ],
)
def test_bad_game_arguments_are_refused_at_construction(kwargs, error, words):
    with pytest.raises(error, match=re.escape(words)):
        PlayApp(**kwargs)


def test_a_button_of_an_earlier_deal_is_refused_in_tressette():
    app = PlayApp(seed=2, game="tressette-in-due", strength="random")
    old = with_class(app, "cal-card")[0]
    play_deal_by_pressing(app)
    app.next_button.click()
    deal = app.deal
    old.click()
    assert app.deal is deal and ("earlier" in app.last_message or app.last_message == "")


def test_hint_marks_the_legal_cards_in_every_game():
    for game in ("tressette", "tressette-in-due", "american"):
        app = PlayApp(seed=6, game=game, strength="random")
        app.hint.value = True
        for _ in range(60):
            deal = app.deal
            if deal.is_over:
                break
            marked = {next(c for c in b._dom_classes if c.startswith("cal-card-")) for b in with_class(app, "cal-legal")}
            legal = {card_class(a.card) for a in deal.legal_actions() if isinstance(a, (Play, Discard, GiveBack))}
            assert marked == legal
            press(app, first_legal(deal))


# ------------------------------------------------------------------------ four at the table


def test_four_at_the_table_session_seats_the_learner_out_when_dealing():
    app = PlayApp(seed=1, strength="random", session=True, profile="four-at-the-table")
    sat_out = False
    for _ in range(80):
        if app.me is None:
            sat_out = True
            assert app.deal.is_over, "the three others play the deal through"
            status = text_of(app.status)
            assert "sat out" in status or "abandoned" in status
            assert HUMAN not in app.session.deal_seats(app.session.deals[-1].dealer)
            assert not with_class(app, "cal-card"), "the learner holds no cards"
            app.act(Pass())
            assert "over" in app.last_message
        else:
            assert app.deal_names[app.me] == "Anna"
            play_deal_by_pressing(app)
        if app.session.is_over or (sat_out and len(app.session.deals) > 4):
            break
        app.next_button.click()
    assert sat_out
    assert "went wrong" not in app.last_message
    assert len(app.session.names) == 4 and app.session.balances[0] == sum(
        app.session.transfers_of(e)[0] for e in app.session.deals
    )


def test_a_tressette_result_says_at_the_top_who_won_and_by_how_much_v5():
    for game in ("tressette", "tressette-in-due"):
        app = PlayApp(seed=5, game=game, strength="random")
        play_deal_by_pressing(app, first_legal)
        points = app.deal.result.side_points
        banner = text_of(app.result_banner)
        assert f"{max(points)} points to {min(points)}" in banner or "tie" in banner, banner
        mine = points[0] > points[1]
        assert banner.startswith(("You", "Your side")) == mine, banner


def test_undo_works_in_every_game():
    for game in ("tressette", "tressette-in-due", "american"):
        app = PlayApp(seed=5, game=game, strength="random")
        before = app.deal
        press(app, first_legal(app.deal))
        assert app.deal != before
        app.undo_button.click()
        assert app.deal == before, game
