"""Playthroughs: seeded deals written out state by state, as OpenSpiel does.

A test (``tests/test_playthroughs.py``) regenerates each file and compares it line
by line with the committed one, so any change of the engine's behaviour shows as
a diff. After an intended change, regenerate them with::

    python -m calabresella.games.playthrough tests/playthroughs     # or: make playthroughs
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from calabresella.engine.actions import Action, Bid, Call, Contract, Enhance, Enhancement, Pass
from calabresella.engine.transcripts import transcript, write_files
from calabresella.games.italian.deal import Deal, Phase, right_of
from calabresella.games.italian.rules import PROFILES
from calabresella.show.narrate import score_lines


@dataclass(frozen=True)
class Scenario:
    """A seeded deal steered to one contract; every other choice is seeded-random."""

    name: str
    seed: int
    contract: Contract | None
    enhancement: Enhancement = Enhancement.PLAIN
    call: str = ""  # Chiamo: 'defender', 'monte' or 'own' — where the called card is
    rules: str = "italian"  # the rule profile (calabresella.games.italian.rules.PROFILES)
    after_all_pass: bool = False  # V2b: the deal that follows an all-pass, monte kept

    @property
    def dealer(self) -> int:
        return self.seed % 3


SCENARIOS = (
    Scenario("all-pass", 1, None),
    Scenario("chiamo-card-with-defender", 7, Contract.CHIAMO, call="defender"),
    Scenario("chiamo-card-in-monte", 8, Contract.CHIAMO, call="monte"),
    Scenario("chiamo-card-in-own-hand", 9, Contract.CHIAMO, call="own"),
    Scenario("solo", 10, Contract.SOLO),
    Scenario("solo-second", 11, Contract.SOLO),
    Scenario("solissimo", 12, Contract.SOLISSIMO),
    Scenario("solissimo-dividete", 13, Contract.SOLISSIMO, Enhancement.DIVIDETE),
    Scenario("solissimo-scegliete", 14, Contract.SOLISSIMO, Enhancement.SCEGLIETE),
    # The variant profiles (V1, V2, V2b, V3), each on the deal it changes.
    Scenario("bidder-leads-solo", 10, Contract.SOLO, rules="bidder-leads"),
    Scenario("dealer-left-leads-solo", 10, Contract.SOLO, rules="dealer-left-leads"),
    Scenario("first-to-21-solo", 11, Contract.SOLO, rules="first-to-21"),
    Scenario("all-pass-limited-redeal", 1, Contract.SOLO, rules="all-pass-limited", after_all_pass=True),
    Scenario("four-at-the-table-chiamo", 7, Contract.CHIAMO, call="defender", rules="four-at-the-table"),
)


def choose(deal: Deal, scenario: Scenario, rng: random.Random) -> Action:
    """The scenario's choice in ``deal``: its contract by the first speaker, else seeded-random."""
    seat = deal.to_move
    assert seat is not None
    if deal.phase is Phase.AUCTION:
        first = scenario.contract is not None and not deal.history
        return Bid(scenario.contract) if first and scenario.contract else Pass()
    if deal.phase is Phase.ENHANCE:
        return Enhance(scenario.enhancement)
    if deal.phase is Phase.CALL:
        if scenario.call == "defender":
            return Call(deal.hands[deal.defenders[0]][0])
        if scenario.call == "monte":
            return Call(deal.monte[0])
        return Call(deal.hands[seat][0])
    return rng.choice(deal.legal_actions())


def play(scenario: Scenario) -> Deal:
    """The scenario's deal played to its end."""
    rules = PROFILES[scenario.rules]
    deal = Deal.new(seed=scenario.seed, dealer=scenario.dealer, rules=rules)
    if scenario.after_all_pass:  # V2b: all pass, then the next dealer redeals around the kept monte
        passed = deal.apply_all([Pass(), Pass(), Pass()])
        deal = Deal.new(seed=scenario.seed + 1, dealer=right_of(scenario.dealer), rules=rules,
                        monte=passed.monte, min_bid=Contract.SOLO)
    rng = random.Random(scenario.seed)
    while not deal.is_over:
        deal = deal.apply(choose(deal, scenario, rng))
    return deal


def describe_state(deal: Deal) -> list[str]:
    """Every part of a state, one line each."""
    def cards(cs: tuple[object, ...]) -> str:
        return " ".join(map(str, cs)) or "-"

    lines = [f"phase: {deal.phase.value}; to move: {deal.to_move}"]
    lines += [f"hand {seat}: {cards(deal.hands[seat])}" for seat in range(3)]
    lines.append(f"monte: {cards(deal.monte)}; exposed: {cards(deal.exposed_monte)}")
    if deal.current is not None and deal.current.cards:
        lines.append(f"trick (led by {deal.current.leader}): {cards(deal.current.cards)}")
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(3)]
    lines.append(f"tricks won: {won[0]} {won[1]} {won[2]}")
    lines.append(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}")
    return lines


def playthrough(scenario: Scenario) -> str:
    """The text of one playthrough file."""
    final = play(scenario)
    header = (
        f"# Playthrough '{scenario.name}': seed {final.seed}, dealer {final.dealer}, rules {final.rules.name}\n"
        "# Regenerate: python -m calabresella.playthrough tests/playthroughs"
    )
    return transcript(final, describe_state, score_lines, header)


def write_all(folder: str | Path) -> list[Path]:
    """Write every scenario's playthrough into ``folder``."""
    return write_files(folder, ((s.name, partial(playthrough, s)) for s in SCENARIOS))


if __name__ == "__main__":
    for written in write_all(sys.argv[1] if len(sys.argv) > 1 else "tests/playthroughs"):
        print(f"wrote {written}")
