"""What the games share through the engine and the drawing kit, once for every game: the
profile lookup, ``replace``, the deal built from checked cards, the tricks and thirds each
seat took, the choice a player makes, a record written and saved, the enums' repr, and a
table picture's options (issue #19: one place for the same logic)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from calabresella.engine import records
from calabresella.engine.actions import Contract, Enhancement
from calabresella.engine.cards import NamedEnum, Rank, Suit, sort_hand
from calabresella.engine.errors import named_profile, replaced
from calabresella.engine.game import legal_choices, play_random
from calabresella.engine.tricks import taken
from calabresella.games import american, rovescino, tressette
from calabresella.games.italian import record as italian_record
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.rules import ITALIAN, PROFILES, profile
from calabresella.games.registry import games
from calabresella.games.tressette.actions import Combination, Signal
from calabresella.games.tressette.scoring import Outright
from calabresella.words import Table

LOOKUPS = [
    (profile, "a rule profile"),
    (american.american_profile, "an American rule profile"),
    (tressette.tressette_profile, "a Tressette profile"),
    (rovescino.rovescino_profile, "a Rovescino profile"),
]


@pytest.mark.parametrize(("lookup", "what"), LOOKUPS)
def test_R1_V4_V5_V6_every_games_profile_lookup_says_what_to_choose(lookup: Any, what: str) -> None:
    with pytest.raises(TypeError, match=f"^{what} is named by text: choose one of .+; got 3$"):
        lookup(3)
    with pytest.raises(ValueError, match=f"^no {what.split(' ', 1)[1]} called 'nope': choose one of "):
        lookup("nope")


def test_R1_named_profile_returns_the_profile_and_refuses_with_the_errors_given() -> None:
    assert named_profile("italian", PROFILES, "a rule profile", KeyError, TypeError) is ITALIAN
    with pytest.raises(LookupError, match="no rule profile called 'x': choose one of italian"):
        named_profile("x", PROFILES, "a rule profile", LookupError, TypeError)


def test_R1_V5_replace_is_every_games_and_names_the_fields() -> None:
    game_rules = [game.profiles[game.default_profile] for game in games()]
    for rules in game_rules:
        assert rules.replace() == rules
        with pytest.raises(TypeError, match=f"{type(rules).__name__} has no field colour: its fields are "):
            rules.replace(colour=1)
    with pytest.raises(TypeError, match=r"^V5: TressetteRules has no field x"):
        tressette.TRESSETTE_FOR_FOUR.replace(x=1)
    assert replaced(ITALIAN, {"name": "mine"}, TypeError).name == "mine"


def test_R6_V4_V5_V6_every_games_deal_from_cards_keeps_the_cards_as_dealt_and_sorts_the_hands() -> None:
    for game in games():
        deal: Any = getattr(game.deal_class, "new")(11, 0, game.default_rules)  # noqa: B009 - each game's own
        again = deal.as_dealt()
        assert again == deal and again.seed == 11 and again.dealt_hands == deal.dealt_hands
        assert again.hands == tuple(sort_hand(hand) for hand in deal.dealt_hands)
        assert again._dealt_rest() == getattr(deal, f"dealt_{deal._REST}")


def test_R20_R5_taken_counts_each_seats_tricks_and_thirds_and_names_the_last() -> None:
    done = play_random(tressette.TressetteDeal.new(seed=5), seed=1)
    count, thirds, last = taken(done.tricks, done.players)
    assert sum(count) == len(done.tricks) and sum(thirds) == sum(t.thirds for t in done.tricks)
    assert last == done.tricks[-1].winner
    assert done.result is not None and tuple(count) == done.result.seat_tricks


def test_V4_V5_a_player_chooses_only_from_a_view_of_its_game_whose_seat_is_to_move() -> None:
    view = american.AmericanDeal.new(seed=7).view(1)
    assert legal_choices(view, american.AmericanView, "an AmericanView") == view.legal_actions
    with pytest.raises(TypeError, match="an AmericanView"):
        legal_choices("nope", american.AmericanView, "an AmericanView")
    with pytest.raises(ValueError, match="only when its seat is to move: this view of Anna's seat has no legal action") as info:
        legal_choices(american.AmericanDeal.new(seed=7).view(0), american.AmericanView, "an AmericanView")
    assert info.value.render(Table(viewer=0)).endswith("this view of your seat has no legal action")


def test_R2_V4_V5_V6_every_games_record_is_written_and_saved_by_its_codec(tmp_path: Path) -> None:
    modules = [italian_record, american, tressette, rovescino]
    deals = [Deal.new(seed=3), american.AmericanDeal.new(seed=3), tressette.TressetteDeal.new(seed=3),
             rovescino.RovescinoDeal.new(seed=3)]
    for module, deal in zip(modules, deals, strict=True):
        path = tmp_path / f"{type(deal).__name__}.json"
        module.save(deal, path)
        assert module.load(path) == deal and path.read_text(encoding="utf-8") == module.to_json(deal)
        assert module.from_json(module.to_json(deal)) == deal
    with pytest.raises(TypeError, match="a Deal such as"):
        italian_record.to_json("nope")


def test_R2_a_codec_made_without_write_writes_no_deal() -> None:
    codec = records.RecordCodec(records.FORMAT, "monte", profile, italian_record.CODEC.build, str, "R2")
    with pytest.raises(TypeError, match="made without write"):
        codec.deal_json(Deal.new(seed=1))


def test_R3_R8_V5_the_enums_repr_is_the_code_that_names_the_member() -> None:
    for member in (Suit.COPPE, Rank.ACE, Contract.SOLO, Enhancement.PLAIN, Signal.BUSSO, Combination.NAPOLETANA,
                   Outright.NONE):
        assert isinstance(member, NamedEnum)
        assert repr(member) == f"{type(member).__name__}.{member.name}"


@pytest.mark.parametrize("deal", [american.AmericanDeal.new(seed=7), tressette.TressetteDeal.new(seed=5)])
def test_V4_V5_a_table_picture_checks_its_options_the_same_way(deal: Any) -> None:
    pictures = type(deal).__module__.rsplit(".", 1)[0]
    draw = __import__(f"{pictures}.pictures", fromlist=["table_svg"]).table_svg
    with pytest.raises(ValueError, match="style must be 'italian'"):
        draw(deal, style="roman")
    with pytest.raises(TypeError, match="own_hand"):
        draw(deal, own_hand="yes")
    with pytest.raises(ValueError, match="seat must be 0 to "):
        draw(deal, seat=7)
    assert draw(deal, seat=1) == draw(deal.view(1))
