"""Widgets: set their values, click their buttons, check the state and the text shown."""

from calabresella.actions import Bid, Contract, Pass, Play
from calabresella.deal import Deal, Phase
from calabresella.play import HUMAN, PlayApp, action_class, card_class
from calabresella.players import RandomPlayer, play_deal
from calabresella.widgets import ScoringCalculator, TrickExplorer, deal_ready_to_play


def test_deal_ready_to_play_is_at_the_first_trick_with_twelve_cards_each():
    deal = deal_ready_to_play(7)
    assert deal.phase is Phase.PLAY and not deal.tricks
    assert [len(h) for h in deal.hands] == [12, 12, 12] and len(deal.monte) == 4


def test_trick_explorer_plays_a_card_and_says_what_happened():
    explorer = TrickExplorer(seed=7)
    seat = explorer.deal.to_move
    explorer.card.value = explorer.card.options[0]
    explorer.play_button.click()
    assert explorer.deal.current.cards == (explorer.deal.current.cards[0],)
    assert explorer.last_message.startswith(("Anna", "Bruno", "Carla")) and "plays" in explorer.last_message
    assert explorer.deal.to_move == (seat + 1) % 3


def test_trick_explorer_shows_the_engines_refusal_and_keeps_the_state():
    explorer = TrickExplorer(seed=7)
    explorer.card.value = explorer.card.options[0]
    explorer.play_button.click()
    deal = explorer.deal
    led = deal.current.cards[0].suit
    hand = deal.hands[deal.to_move]
    off_suit = [c for c in hand if c.suit is not led]
    assert off_suit and len(off_suit) < len(hand), "seed 7: the second player can follow suit"
    explorer.card.value = str(off_suit[0])
    explorer.play_button.click()
    assert "R20" in explorer.last_message and "follow suit" in explorer.last_message
    assert explorer.deal == deal


def test_trick_explorer_plays_a_whole_deal_to_its_score():
    explorer = TrickExplorer(seed=3)
    for _ in range(36):
        legal = [str(a.card) for a in explorer.deal.legal_actions()]
        explorer.card.value = legal[0]
        explorer.on_play()
    assert explorer.deal.phase is Phase.FINISHED
    assert "Balances move" in explorer.log.value
    explorer.on_play()
    assert "New deal" in explorer.last_message


def test_scoring_calculator_scores_E2_and_refuses_impossible_input():
    calc = ScoringCalculator()
    assert calc.result is not None and calc.result.transfers == (4, -2, -2)  # E2, the default
    calc.soloist_trick_thirds.value = 12
    assert calc.result.soloist_thirds == 17 and not calc.result.won  # R25
    assert "fails" in calc.last_message
    calc.soloist_trick_thirds.value = 32
    assert calc.result is None and "R5" in calc.last_message
    calc.soloist_trick_thirds.value = 13
    calc.soloist_tricks.value = 0
    assert calc.result is None and "last trick" in calc.last_message


def test_errors_inside_callbacks_are_shown_not_lost():
    explorer = TrickExplorer(seed=7)
    explorer.card.options = ["not a card"]
    explorer.card.value = "not a card"
    explorer.play_button.click()
    assert "Something went wrong" in explorer.last_message and "not a card" in explorer.last_message


def first_legal_policy(deal):
    """The learner of these tests: bids Solo if allowed, else the first legal action."""
    legal = deal.legal_actions()
    if Bid(Contract.SOLO) in legal:
        return Bid(Contract.SOLO)
    return legal[0]


def test_play_app_plays_a_whole_deal_and_shows_the_engines_score():
    app = PlayApp(seed=5, strength="random")
    while not app.deal.is_over:
        app.act(first_legal_policy(app.deal))
    # the same seed and choices through the engine alone give the same result
    deal = Deal.new(seed=5, dealer=2)
    from calabresella.play import computer_players

    computers = computer_players("random", 5)
    while not deal.is_over:
        seat = deal.to_move
        deal = deal.apply(first_legal_policy(deal) if seat == HUMAN else computers[seat].choose(deal.view(seat)))
    assert app.deal.result == deal.result
    assert f"{deal.result.transfers[0]:+d}" in app.score.value


def test_play_app_refuses_an_illegal_card_with_the_explanation():
    for seed in range(1, 40):
        app = PlayApp(seed=seed, strength="random")
        app._click(Pass())
        while not app.deal.is_over and app.deal.phase is not Phase.PLAY:
            app.act(app.deal.legal_actions()[0])
        deal = app.deal
        if deal.phase is Phase.PLAY and deal.current.cards:
            legal = {a.card for a in deal.legal_actions()}
            illegal = [c for c in deal.hands[HUMAN] if c not in legal]
            if illegal:
                app._click(Play(illegal[0]))
                assert "R20" in app.last_message and app.deal == deal
                return
    raise AssertionError("no seed gave a chance to play a wrong card")


def test_play_app_hint_marks_the_legal_cards_only():
    app = PlayApp(seed=2, strength="random")
    app.act(Bid(Contract.SOLO))
    while app.deal.phase is not Phase.PLAY:
        app.act(app.deal.legal_actions()[0])
    app.hint.value = True
    marked = [b for b in app.hand.children if "cal-legal" in b._dom_classes]
    legal = {card_class(a.card) for a in app.deal.legal_actions()} if app.deal.to_move == HUMAN else set()
    assert {next(c for c in b._dom_classes if c.startswith("cal-card-")) for b in marked} == legal


def test_play_app_session_plays_nine_deals_with_standings():
    app = PlayApp(seed=4, strength="random", session=True)
    while not (app.session.is_over):
        while not app.deal.is_over:
            app.act(app.deal.legal_actions()[0])
        app.on_next()
    assert app.session.scored_deals == 9
    assert "Final standings" in app.score.value or app.deal.result is None


def test_css_class_names_are_ascii():
    assert card_class(Deal.new(seed=1).hands[0][0]).isascii()
    assert action_class(Bid(Contract.SOLISSIMO)) == "cal-action-bid-solissimo"
    assert play_deal(Deal.new(seed=1), [RandomPlayer(s) for s in range(3)]).is_over


def test_play_app_never_shows_another_players_face_down_discards():
    """R14, R17, R21: the learner's log tells a computer's discard as 'a card'."""
    for seed in range(1, 30):
        app = PlayApp(seed=seed, strength="random")
        while not app.deal.is_over:
            app.act(app.deal.legal_actions()[0])
        others = [c for s in (1, 2) for c in app.deal.discards[s]]
        if others:
            log = "\n".join(app.lines)
            assert "discards a card face down" in log
            assert not any(f"discards {card} " in log for card in others)
            return
    raise AssertionError("no seed had a computer discarding")
