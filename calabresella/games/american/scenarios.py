"""The American playthrough scenarios (V4): their files are written by
:mod:`calabresella.show.playthrough`, with the words of :mod:`calabresella.games.american.narrate`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from calabresella.engine.actions import Call, Pass
from calabresella.engine.errors import ArgumentValueError, check_instance, check_int
from calabresella.engine.game import play_out, whole_deal
from calabresella.games.american.actions import AmericanAction, PlayAlone
from calabresella.games.american.deal import AmericanDeal, AmericanPhase
from calabresella.games.american.rules import _check_seat
from calabresella.words import N_, dev, msg


@dataclass(frozen=True)
class AmericanScenario:
    """A seeded American deal steered to one situation; every other choice is seeded-random.

    ``speaker`` is which speaker (0 = the eldest hand) says "I play" (None: all pass);
    ``ask`` is where the asked card is taken from: ``"adversary"`` or ``"widow"``.
    """

    name: str
    seed: int
    dealer: int
    speaker: int | None
    ask: str = ""

    def __post_init__(self) -> None:
        check_instance(self.name, str, "name", N_("text such as 'american-all-pass'"))
        check_int(self.seed, "seed", 0)
        _check_seat(self.dealer, "dealer")
        if self.speaker is not None:
            _check_seat(self.speaker, "speaker")
        if self.ask not in ("", "adversary", "widow"):
            raise ArgumentValueError(msg("ask is '', 'adversary' or 'widow', got {value!r}", value=self.ask))


AMERICAN_SCENARIOS = (
    AmericanScenario("american-asked-card-with-adversary", 3, 0, speaker=1, ask="adversary"),
    AmericanScenario("american-asked-card-in-widow", 6, 1, speaker=0, ask="widow"),
    AmericanScenario("american-all-pass", 5, 2, speaker=None),
)
"""V4 playthroughs: the asked card with an adversary (the second speaker plays alone),
the asked card in the widow (the eldest hand plays alone), and an all-pass hand."""


def _choose(deal: AmericanDeal, scenario: AmericanScenario, rng: random.Random) -> AmericanAction:
    if deal.phase is AmericanPhase.SAY:
        return PlayAlone() if deal.spoken == scenario.speaker else Pass()
    legal = deal.legal_actions()
    if deal.phase is AmericanPhase.ASK:
        wanted = [a for a in legal if isinstance(a, Call) and (a.card in deal.widow) == (scenario.ask == "widow")]
        if not wanted:
            raise ValueError(dev(f"scenario {scenario.name!r}: no askable card is in the {scenario.ask}"))
        return wanted[0]
    return rng.choice(legal)


def play_american_scenario(scenario: AmericanScenario) -> AmericanDeal:
    """The scenario's deal played to its end (its say and ask steered, the rest seeded-random)."""
    check_instance(scenario, AmericanScenario, "scenario", N_("an AmericanScenario such as AMERICAN_SCENARIOS[0]"))
    deal = AmericanDeal.new(seed=scenario.seed, dealer=scenario.dealer)
    return play_out(deal, _Scripted(scenario, random.Random(scenario.seed)), whole_deal)


class _Scripted:
    """Every seat of a playthrough: the scenario's say and ask, else seeded-random; shown the whole deal."""

    def __init__(self, scenario: AmericanScenario, rng: random.Random) -> None:
        self.scenario, self.rng = scenario, rng

    def choose(self, deal: AmericanDeal) -> AmericanAction:
        return _choose(deal, self.scenario, self.rng)
