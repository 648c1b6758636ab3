"""What one seat may see (R11–R21): its own hand and what was shown openly, nothing else.

The main check: two deals that differ only in cards hidden from a seat give that seat
identical views at every step of the same actions, for as long as the actions stay legal
in both deals and no swapped card has been shown to it.
"""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from calabresella import (
    PACK,
    Action,
    Bid,
    Call,
    Card,
    Contract,
    Deal,
    Enhance,
    Enhancement,
    Pass,
    Phase,
    Play,
    SeatView,
)

Steps = list[tuple[Deal, Action | None]]
Steered = Callable[..., Steps]

seeds = st.integers(min_value=0, max_value=2**32 - 1)
dealers = st.integers(min_value=0, max_value=2)
seats = st.integers(min_value=0, max_value=2)
indices = st.integers(min_value=0, max_value=11)


def simple(dealer: int = 2) -> Deal:
    return Deal.from_cards([PACK[0:12], PACK[12:24], PACK[24:36]], PACK[36:40], dealer=dealer)


def shown_to(view: SeatView, deal: Deal) -> set[Card]:
    """Every card the seat has seen: its hand, its own blind cards and discards, and
    everything shown openly (the exposed monte, the call, the card given back, the
    share, the cards played, and the final monte once the deal is over)."""
    cards = set(view.hand) | set(view.exposed_monte) | set(view.own_taken) | set(view.own_discards)
    cards |= set(view.played_cards()) | set(view.share or ())
    cards |= {card for card in (view.called, view.given_back) if card is not None}
    if deal.phase is Phase.FINISHED:
        cards |= set(deal.monte)
    return cards


def swapped_deal(deal: Deal, seat: int, into_monte: bool, i: int, j: int) -> tuple[Deal, set[Card]]:
    """``deal`` with two cards hidden from ``seat`` swapped: one from each other hand, or
    one from another hand and one from the face-down monte. Returns it and the two cards."""
    hands = [list(hand) for hand in deal.dealt_hands]
    monte = list(deal.dealt_monte)
    first, second = (seat + 1) % 3, (seat + 2) % 3
    if into_monte:
        other = first if i % 2 else second
        j %= len(monte)
        hands[other][i], monte[j] = monte[j], hands[other][i]
        cards = {hands[other][i], monte[j]}
    else:
        hands[first][i], hands[second][j] = hands[second][j], hands[first][i]
        cards = {hands[first][i], hands[second][j]}
    return Deal.from_cards(hands, monte, dealer=deal.dealer, rules=deal.rules), cards


@given(seed=seeds, dealer=dealers, choices=seeds, seat=seats, into_monte=st.booleans(), i=indices, j=indices)
def test_R21_a_seat_cannot_tell_deals_apart_that_differ_only_in_hidden_cards(
    scenario: str,
    steered_deal: Steered,
    seed: int,
    dealer: int,
    choices: int,
    seat: int,
    into_monte: bool,
    i: int,
    j: int,
) -> None:
    steps = steered_deal(seed, dealer, scenario, choices)
    twin, secret = swapped_deal(steps[0][0], seat, into_monte, i, j)
    compared = 0
    for state, action in steps:
        view, twin_view = state.view(seat), twin.view(seat)
        if secret & (shown_to(view, state) | shown_to(twin_view, twin)):
            break
        assert view == twin_view
        compared += 1
        if action is None or not twin.is_legal(action):
            break
        twin = twin.apply(action)
    assert compared >= 1


@given(seed=seeds, dealer=dealers, choices=seeds)
def test_every_view_shows_only_the_seats_own_hand_and_public_cards(
    scenario: str, steered_deal: Steered, seed: int, dealer: int, choices: int
) -> None:
    for state, _ in steered_deal(seed, dealer, scenario, choices):
        for seat in range(3):
            view = state.view(seat)
            assert view.seat == seat and view.hand == state.hands[seat]
            assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
            assert view.monte_size == len(state.monte)
            assert view.is_my_turn == (state.to_move == seat)
            assert view.legal_actions == (state.legal_actions() if state.to_move == seat else ())
            assert view.own_taken == state.taken[seat] and view.own_discards == state.discards[seat]
            if state.phase is Phase.AUCTION:
                assert view.contract is None and view.soloist is None


def test_views_differ_when_the_seats_own_hand_differs() -> None:
    deal = simple()
    hands = [list(h) for h in deal.dealt_hands]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    other = Deal.from_cards(hands, deal.dealt_monte, dealer=2)
    assert deal.view(0) != other.view(0)
    assert deal.view(2) == other.view(2)


def test_the_auction_is_public_and_the_contract_known_once_won() -> None:
    deal = simple().apply(Bid(Contract.CHIAMO))
    for seat in range(3):
        assert deal.view(seat).auction == ((0, Bid(Contract.CHIAMO)),)
        assert deal.view(seat).contract is None
    deal = deal.apply_all([Pass(), Pass()])
    for seat in range(3):
        view = deal.view(seat)
        assert view.contract is Contract.CHIAMO and view.soloist == 0
        assert view.is_soloist == (seat == 0)
        assert view.partner == (None if seat == 0 else 3 - seat)
    assert deal.view(0).legal_actions == tuple(Call(card) for card in PACK)
    assert deal.view(1).legal_actions == ()


def test_R16_the_solissimo_monte_is_hidden_from_everyone_until_the_end() -> None:
    deal = simple().apply_all([Bid(Contract.SOLISSIMO), Enhance(Enhancement.PLAIN)])
    monte = set(deal.monte)
    while not deal.is_over:
        for seat in range(3):
            view = deal.view(seat)
            assert view.exposed_monte == () and view.monte_size == 4
            assert not monte & set(view.hand + view.played_cards())
        deal = deal.apply(deal.legal_actions()[0])
    assert deal.result is not None and deal.view(1).result == deal.result


def test_R17_the_dividete_cards_are_seen_only_by_the_defender_who_took_them() -> None:
    deal = simple().apply_all([Bid(Contract.SOLISSIMO), Enhance(Enhancement.DIVIDETE)])
    assert deal.view(1).own_taken == PACK[36:38]
    assert deal.view(2).own_taken == PACK[38:40]
    assert deal.view(0).own_taken == ()
    assert not set(PACK[36:38]) & set(deal.view(2).hand)
    assert all(deal.view(seat).exposed_monte == () for seat in range(3))


def test_played_cards_are_the_tricks_and_the_current_trick() -> None:
    deal = simple().apply_all([Bid(Contract.SOLISSIMO), Enhance(Enhancement.PLAIN)])
    deal = deal.apply_all([Play(Card.parse(t)) for t in ("3♦", "A♦", "3♠", "3♥")])
    view = deal.view(2)
    assert view.played_cards() == tuple(Card.parse(t) for t in ("3♦", "A♦", "3♠", "3♥"))
    assert view.tricks == deal.tricks and view.current == deal.current
