"""Shared set-up for the engine tests: Hypothesis profiles and a steered random deal.

Profiles: ``ci`` (the default: no deadline, a moderate number of examples so the
whole engine suite runs in well under a minute on two cores) and ``thorough``
(many more examples, for a long local run). Choose one with
``HYPOTHESIS_PROFILE=thorough``.

The fixtures ``scenario`` and ``steered_deal`` let a property test walk many random
complete deals while forcing every contract and both Solissimo enhancements (and an
all-pass deal) to be covered: each test that asks for ``scenario`` runs once per
scenario.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, settings

from calabresella import (
    ITALIAN,
    Action,
    Bid,
    Call,
    Contract,
    Deal,
    Enhance,
    Enhancement,
    Pass,
    Phase,
    Rules,
)

settings.register_profile(
    "ci",
    deadline=None,
    max_examples=20,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile(
    "thorough",
    deadline=None,
    max_examples=400,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


SCENARIOS: tuple[str, ...] = ("all-pass", "chiamo", "solo", "solissimo", "dividete", "scegliete")
"""What a steered deal is forced to become: an abandoned deal or one contract."""

_TARGET: dict[str, tuple[Contract | None, Enhancement | None]] = {
    "all-pass": (None, None),
    "chiamo": (Contract.CHIAMO, None),
    "solo": (Contract.SOLO, None),
    "solissimo": (Contract.SOLISSIMO, Enhancement.PLAIN),
    "dividete": (Contract.SOLISSIMO, Enhancement.DIVIDETE),
    "scegliete": (Contract.SOLISSIMO, Enhancement.SCEGLIETE),
}


def steered_choice(state: Deal, scenario: str, rng: random.Random, bidder_turn: int) -> Action:
    """One action for ``state``: the auction and enhancement steered towards ``scenario``,
    the Chiamo call aimed at a defender, the monte or the soloist's own hand at random,
    everything else drawn uniformly from the legal actions."""
    contract, enhancement = _TARGET[scenario]
    legal = state.legal_actions()
    if state.phase is Phase.AUCTION:
        if contract is None or state.spoken > bidder_turn:
            return Pass()
        if state.spoken == bidder_turn:
            return Bid(contract)
        lower = [a for a in legal if isinstance(a, Bid) and a.contract.level < contract.level]
        return rng.choice([Pass(), *lower])
    if state.phase is Phase.ENHANCE:
        assert enhancement is not None
        return Enhance(enhancement)
    if state.phase is Phase.CALL:
        soloist = state.soloist
        assert soloist is not None
        places = {
            "defender": [c for s in state.defenders for c in state.hands[s]],
            "monte": list(state.monte),
            "own hand": list(state.hands[soloist]),
        }
        return Call(rng.choice(places[rng.choice(sorted(places))]))
    return rng.choice(legal)


def play_steered(
    seed: int, dealer: int, scenario: str, choices: int, rules: Rules = ITALIAN
) -> list[tuple[Deal, Action | None]]:
    """A whole random deal as ``(state, action taken in it)`` pairs; the last state's
    action is None. ``choices`` seeds the generator that picks every action."""
    rng = random.Random(choices)
    bidder_turn = rng.randrange(3)
    state = Deal.new(seed=seed, dealer=dealer, rules=rules)
    steps: list[tuple[Deal, Action | None]] = []
    while not state.is_over:
        action = steered_choice(state, scenario, rng, bidder_turn)
        steps.append((state, action))
        state = state.apply(action)
    steps.append((state, None))
    return steps


@pytest.fixture(params=SCENARIOS, scope="session")
def scenario(request: pytest.FixtureRequest) -> str:
    """Each scenario of :data:`SCENARIOS` in turn."""
    return str(request.param)


@pytest.fixture(scope="session")
def steered_deal() -> Callable[..., list[tuple[Deal, Action | None]]]:
    """:func:`play_steered`, for tests (Hypothesis draws its seeds)."""
    return play_steered


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item, so a browser fixture can save a
    screenshot when its test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)
