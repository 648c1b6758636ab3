"""The Italian game's sentences state the numbers of the rules they are said under (issue #20).

Every sentence that states a rule's number (Stramazzo's threshold and multiplier, Cappotto's
multiplier, the stakes, the thirds needed to win, the session's length, the target, the
number of tricks) reads it from the deal's or the result's profile: here each of those fields
is varied, and the score lines, the summary, the headline, the score picture and the play
page's words must show the profile's number and no longer the default's.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from calabresella.engine.actions import Contract
from calabresella.games.italian import narrate, pictures, prompts
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.rules import ITALIAN, STAKES
from calabresella.games.italian.scoring import DealResult, score_deal
from calabresella.games.italian.session import Session

NAMES = ("Anna", "Bruno", "Carla")


def stramazzo(rules: object, defenders_cards: int = 4) -> DealResult:
    """A Solo the soloist wins, the defenders capturing ``defenders_cards`` card thirds."""
    return score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=30 - defenders_cards,
                      defenders_trick_thirds=defenders_cards, monte_thirds=2, last_trick_to_soloist=True,
                      soloist_tricks=11 if defenders_cards < 4 else 8, rules=rules)  # type: ignore[arg-type]


def played(deal: Deal, until: object = None) -> Deal:
    """``deal`` played on: the last bid of the auction, then the first legal action, to the
    first trick won (``until="trick"``) or to the end."""
    while not deal.is_over and not (until == "trick" and deal.tricks):
        legal = deal.legal_actions()
        deal = deal.apply(legal[-1] if deal.phase.value == "auction" else legal[0])
    return deal


def cappotto(rules: object) -> DealResult:
    """A Solo in which the soloist takes every trick."""
    return score_deal(soloist=1, contract=Contract.SOLO, soloist_trick_thirds=30, defenders_trick_thirds=0,
                      monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=12, rules=rules)  # type: ignore[arg-type]


def every_word(result: DealResult) -> str:
    """What a reader sees of ``result``: its score lines, summary, headline and picture."""
    return "\n".join([*narrate.score_lines(result, NAMES), narrate.result_summary(result, NAMES),
                      prompts.result_headline(result, NAMES, me=None), pictures.score_svg(result, names=NAMES)])


@pytest.mark.parametrize(("below", "multiplier", "word"), [(5, 4, "quadrupled"), (6, 5, "multiplied by 5"),
                                                            (8, 2, "doubled"), (4, 7, "multiplied by 7")])
def test_stramazzo_sentences_state_the_profiles_threshold_and_multiplier(below: int, multiplier: int, word: str) -> None:
    rules = dataclasses.replace(ITALIAN, stramazzo_below_thirds=below, stramazzo_multiplier=multiplier)
    result = stramazzo(rules, defenders_cards=below - 1)
    assert result.stramazzo and result.multiplier == multiplier and result.stramazzo_below_thirds == below
    lines = narrate.score_lines(result, NAMES)
    assert lines[-2] == (f"Stramazzo: the losing side captured fewer than {below} card thirds, so the stake is "
                         f"{word} (R27).")
    assert f"Stramazzo ×{multiplier}." in narrate.result_summary(result)
    headline = prompts.result_headline(result, NAMES, me=0)
    assert f"took fewer than {below} card thirds, so the stake is {word} (R27)." in headline
    svg = pictures.score_svg(result, names=NAMES)
    assert f"× {multiplier} Stramazzo: losers' cards &lt; {below} thirds" in svg
    words = every_word(result)
    assert "fewer than 3 " not in words and "tripled" not in words and "&lt; 3 thirds" not in words


def test_the_default_profile_still_says_tripled() -> None:
    result = stramazzo(ITALIAN, defenders_cards=2)
    assert result.stramazzo
    assert narrate.score_lines(result, NAMES)[-2] == (
        "Stramazzo: the losing side captured fewer than 3 card thirds, so the stake is tripled (R27).")
    assert "so the stake is tripled (R27)" in prompts.result_headline(result, NAMES)


def test_a_threshold_of_one_third_is_said_in_the_singular() -> None:
    rules = dataclasses.replace(ITALIAN, stramazzo_below_thirds=1)
    result = stramazzo(rules, defenders_cards=0)
    assert "fewer than 1 card third, so" in narrate.score_lines(result, NAMES)[-2]
    assert "losers' cards &lt; 1 third (R27)" in pictures.score_svg(result, names=NAMES)


@pytest.mark.parametrize(("multiplier", "word"), [(3, "tripled"), (4, "quadrupled"), (6, "multiplied by 6")])
def test_cappotto_sentences_state_the_profiles_multiplier(multiplier: int, word: str) -> None:
    rules = dataclasses.replace(ITALIAN, cappotto_multiplier=multiplier)
    result = cappotto(rules)
    assert result.cappotto and result.multiplier == multiplier
    assert narrate.score_lines(result, NAMES)[-2] == (
        f"Cappotto: the soloist took 12 tricks, so the stake is {word} (R27).")
    assert f"Cappotto ×{multiplier}." in narrate.result_summary(result)
    assert f"so the stake is {word} (R27)." in prompts.result_headline(result, NAMES, me=1)
    assert f"× {multiplier} Cappotto: the soloist took all tricks" in pictures.score_svg(result, names=NAMES)
    assert "doubled" not in every_word(result)


@pytest.mark.parametrize("win", [17, 19, 21])
def test_the_thirds_needed_are_the_profiles(win: int) -> None:
    result = stramazzo(dataclasses.replace(ITALIAN, win_thirds=win), defenders_cards=10)
    lines = narrate.score_lines(result, NAMES)
    assert f"Anna wins: {win} thirds are needed (R25)." in lines[3]
    assert f"({win} needed, {result.soloist_thirds - win} to spare)" in prompts.result_headline(result, NAMES)
    assert f"{win} thirds = {win // 3} points to win (R25)" in pictures.score_svg(result, names=NAMES)
    assert "18 thirds are needed" not in lines[3]


@pytest.mark.parametrize("scale", [3, 5])
def test_the_stakes_are_the_profiles(scale: int) -> None:
    stakes = tuple((name, value * scale) for name, value in STAKES)
    rules = dataclasses.replace(ITALIAN, stakes=stakes)
    result = stramazzo(rules, defenders_cards=10)
    assert result.stake == 2 * scale
    assert f"Stake {2 * scale} per defender (R26)." in narrate.score_lines(result, NAMES)[3]
    assert f"Stake {2 * scale} per defender." in narrate.result_summary(result)
    assert f"Stake {2 * scale} per defender (R26)" in pictures.score_svg(result, names=NAMES)
    deal = Deal.new(seed=7, rules=rules)
    helped = prompts.choice_help(deal, deal.legal_actions(), lambda text: text, advise=False)
    for contract, value in (("chiamo", 1), ("solo", 2), ("solissimo", 4)):
        assert f"stake {value * scale} (R1" in helped, contract
    assert "stake 1 (R11" not in helped and "stake 2 (R15)" not in helped


@pytest.mark.parametrize("deals", [1, 6, 12])
def test_the_session_length_is_the_profiles(deals: int) -> None:
    rules = dataclasses.replace(ITALIAN, session_deals=deals)
    session = Session.new(NAMES, seed=3, rules=rules)
    noun = "deal" if deals == 1 else "deals"
    assert narrate.tell_session(session)[0] == f"A session of {deals} scored {noun} (R30), first dealer " \
                                               f"{NAMES[session.first_dealer]}."
    note = prompts.game_note("italian", rules, "Anna", NAMES, True, "Dario")
    assert note.endswith(f"A session: {deals} scored {noun} (R30).")
    standings = prompts.PageSession(session).standings_html(NAMES)
    assert f"Standings after 0 of {deals} {noun}" in standings
    assert "9 scored" not in note and "of 9 deals" not in standings


@pytest.mark.parametrize("target", [11, 31])
def test_the_target_is_the_profiles(target: int) -> None:
    rules = dataclasses.replace(ITALIAN, game_target=target)
    session = Session.new(NAMES, seed=3, rules=rules)
    assert narrate.tell_session(session)[0].startswith(f"A game to {target} game points (V2)")
    note = prompts.game_note("first-to-21", rules, "Anna", NAMES, True, "Dario")
    assert note.endswith(f"A session: until a balance reaches {target} game points (V2).")
    assert f"(first to {target})" in prompts.PageSession(session).standings_html(NAMES)


def test_the_number_of_tricks_is_the_profiles() -> None:
    rules = dataclasses.replace(ITALIAN, hand_size=10, monte_size=10, deal_packet=5)
    deal = Deal.new(seed=7, rules=rules)
    while deal.phase.value != "play":
        deal = deal.apply(deal.legal_actions()[-1])
    assert prompts.turn_text(deal, deal.to_move, NAMES) == "play a card (R20). Trick 1 of 10."
    result = score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=22, defenders_trick_thirds=0,
                        monte_thirds=10, last_trick_to_soloist=True, soloist_tricks=10, rules=rules)
    assert result.cappotto
    assert "the soloist took 10 of 10 tricks, so the stake is doubled (R27)." in prompts.result_headline(result, NAMES)
    assert "of 12 tricks" not in prompts.result_headline(result, NAMES)


def test_a_viewer_reads_you() -> None:
    from calabresella.engine.actions import Bid, Pass

    deal = Deal.new(seed=7).apply_all([Pass(), Bid(Contract.SOLO)])
    assert narrate.narrate_deal(deal, NAMES, viewer=1) == ["You pass.", "Carla bids Solo."]
    assert narrate.narrate_deal(deal, NAMES, viewer=2) == ["Bruno passes.", "You bid Solo."]
    assert narrate.narrate_deal(deal, NAMES) == ["Bruno passes.", "Carla bids Solo."]


def test_cards_are_named_in_the_style_on_screen() -> None:
    from calabresella.words import on_screen

    deal = played(Deal.new(seed=7), until="trick")
    with on_screen(style="italian"):
        told = narrate.narrate_deal(deal, NAMES)
    assert any(" di " in line for line in told), told
    assert not any(re.search(r"[♥♦♣♠]", line) for line in told), told


def test_no_word_escapes_the_catalogue() -> None:
    """In the pseudo-locale every word of the Italian narration, score and headline comes from
    the catalogue: outside its brackets only names, numbers and signs are left."""
    from calabresella.words import using_language
    from calabresella.words.pseudo import unwrapped

    result = stramazzo(dataclasses.replace(ITALIAN, stramazzo_below_thirds=5, stramazzo_multiplier=4))
    deal = played(Deal.new(seed=7))
    with using_language("en-XA"):
        shown = [*narrate.score_lines(result, NAMES), narrate.result_summary(result),
                 prompts.result_headline(result, NAMES), *narrate.tell_deal(deal, NAMES),
                 prompts.game_note("italian", ITALIAN, "Anna", NAMES, True, "Dario")]
    left = " ".join(unwrapped(line) for line in shown)
    for name in (*NAMES, "italian", "Solo", "Chiamo", "Solissimo"):
        left = left.replace(name, " ")
    assert not re.search(r"[a-z]{2,}", left), left
