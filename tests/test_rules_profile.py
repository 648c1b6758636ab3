"""Rule profiles: the default Italian profile, its variants, and validation of bad ones."""

from __future__ import annotations

import dataclasses

import pytest

from calabresella import ITALIAN, PROFILES, Rules, RulesError, profile
from calabresella.games.italian.rules import BIDDER_LEADS, DEALER_LEFT_LEADS, STAKES


def test_default_profile_is_italian() -> None:
    assert Rules() == ITALIAN
    assert ITALIAN.name == "italian"
    assert list(PROFILES)[0] == "italian"
    assert profile("italian") is ITALIAN
    assert (ITALIAN.players, ITALIAN.hand_size, ITALIAN.deal_packet, ITALIAN.monte_size) == (3, 12, 4, 4)
    assert ITALIAN.opening_lead == "dealer_right_except_solissimo"
    assert ITALIAN.win_thirds == 18
    assert (ITALIAN.cappotto_multiplier, ITALIAN.stramazzo_multiplier, ITALIAN.stramazzo_below_thirds) == (2, 3, 3)


def test_every_named_profile_is_valid_and_found_by_name() -> None:
    for name, rules in PROFILES.items():
        assert rules.name == name
        assert profile(name) is rules
        assert Rules(**{f.name: getattr(rules, f.name) for f in dataclasses.fields(Rules)}) == rules
    assert BIDDER_LEADS.opening_lead == "bidder"
    assert DEALER_LEFT_LEADS.opening_lead == "dealer_left"


def test_unknown_profile_name_is_refused_with_the_choices() -> None:
    with pytest.raises(RulesError, match="italian"):
        profile("klondike")


def test_profiles_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        ITALIAN.hand_size = 13  # type: ignore[misc]


def test_profile_repr_pastes_back() -> None:
    for rules in PROFILES.values():
        assert eval(repr(rules), {"Rules": Rules}) == rules


def test_R1_three_players_or_four_with_the_dealer_out() -> None:
    with pytest.raises(RulesError, match="R1"):
        Rules(players=5)
    with pytest.raises(RulesError, match="R1"):
        ITALIAN.replace(players=2)
    assert Rules(players=4).players == 4  # V3: four at the table, the dealer sits out


@pytest.mark.parametrize("hand_size", [11, 13, 0])
def test_R7_hand_size_must_fit_the_pack(hand_size: int) -> None:
    with pytest.raises(RulesError, match=r"40 cards \(R3, R7\)"):
        Rules(hand_size=hand_size)


def test_R7_hand_size_13_message_shows_the_arithmetic() -> None:
    with pytest.raises(RulesError) as info:
        Rules(hand_size=13)
    assert "3 players × 13 cards + a monte of 4 = 43" in str(info.value)


@pytest.mark.parametrize("packet", [0, 5, 7, -4])
def test_R7_packets_must_divide_the_hand(packet: int) -> None:
    with pytest.raises(RulesError, match="R7"):
        Rules(deal_packet=packet)


def test_R7_other_packet_sizes_and_consistent_monte_are_accepted() -> None:
    assert Rules(deal_packet=3).deal_packet == 3
    assert Rules(deal_packet=2).deal_packet == 2
    assert Rules(hand_size=10, monte_size=10, deal_packet=5).monte_size == 10
    with pytest.raises(RulesError, match="R7"):
        Rules(monte_size=5)


def test_R19_unknown_opening_lead_is_refused() -> None:
    with pytest.raises(RulesError, match="R19"):
        Rules(opening_lead="dealer")


@pytest.mark.parametrize("win", [0, -1, 36])
def test_R25_win_threshold_must_be_within_the_budget(win: int) -> None:
    with pytest.raises(RulesError, match="R25"):
        Rules(win_thirds=win)
    assert Rules(win_thirds=35).win_thirds == 35


def test_R26_default_stakes() -> None:
    assert ITALIAN.stakes == STAKES
    assert ITALIAN.stake("chiamo") == 1
    assert ITALIAN.stake("solo") == 2
    assert ITALIAN.stake("solissimo") == 4
    assert ITALIAN.stake("solissimo", "dividete") == 8
    assert ITALIAN.stake("solissimo", "scegliete") == 16
    with pytest.raises(RulesError, match="R26"):
        ITALIAN.stake("solo", "dividete")


@pytest.mark.parametrize(
    "stakes",
    [
        (("chiamo", 1), ("solo", 2)),
        (("chiamo", 0), ("solo", 2), ("solissimo", 4), ("solissimo dividete", 8), ("solissimo scegliete", 16)),
        (("solo", 2), ("chiamo", 1), ("solissimo", 4), ("solissimo dividete", 8), ("solissimo scegliete", 16)),
    ],
)
def test_R26_stakes_must_name_every_contract_with_a_positive_value(stakes: tuple[tuple[str, int], ...]) -> None:
    with pytest.raises(RulesError, match="R26"):
        Rules(stakes=stakes)


@pytest.mark.parametrize("field", ["cappotto_multiplier", "stramazzo_multiplier"])
def test_R27_multipliers_must_be_at_least_one(field: str) -> None:
    with pytest.raises(RulesError, match="R27"):
        ITALIAN.replace(**{field: 0})


def test_profile_rejects_a_session_without_deals() -> None:
    with pytest.raises(RulesError, match="at least one deal"):
        Rules(session_deals=0)


def test_replace_makes_a_new_validated_profile() -> None:
    custom = ITALIAN.replace(name="generous", win_thirds=17)
    assert custom.win_thirds == 17 and ITALIAN.win_thirds == 18
    with pytest.raises(RulesError):
        ITALIAN.replace(hand_size=13)


def test_rules_error_is_a_value_error() -> None:
    assert issubclass(RulesError, ValueError)
