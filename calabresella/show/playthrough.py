"""Playthroughs of every game: seeded deals written out state by state, as OpenSpiel does.

One generator (:class:`calabresella.engine.transcripts.Playthroughs`) writes every
game's files from that game's scenarios: the Italian ones here (:data:`SCENARIOS`),
the American account's (:data:`AMERICAN`, from
:data:`calabresella.games.american.AMERICAN_SCENARIOS`) and Tressette's
(:data:`TRESSETTE`, from :data:`calabresella.games.tressette.TRESSETTE_SCENARIOS`);
:data:`GAMES` lists the three. The games keep their scenarios and how each is played;
the words of each file (states, narration, scores) are written here and in
:mod:`calabresella.show.narrate`, :mod:`~calabresella.show.narrate_american` and
:mod:`~calabresella.show.narrate_tressette`. Tests (``tests/test_playthroughs.py``, ``test_american.py``,
``test_tressette.py``) regenerate each file and compare it line by line with the
committed one, so any change of an engine's behaviour shows as a diff. After an
intended change, regenerate them all with::

    python -m calabresella.playthrough tests/playthroughs     # or: make playthroughs

(``python -m calabresella.american`` and ``python -m calabresella.tressette`` write
only their game's files, with the same generator (:func:`main`, through
``calabresella/_aliases.py``): each file's header names the command that writes it.)
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from calabresella.engine import transcripts
from calabresella.engine.actions import Action, Bid, Call, Contract, Enhance, Enhancement, Pass
from calabresella.engine.cards import Card
from calabresella.engine.errors import check_instance
from calabresella.engine.transcripts import Playthroughs
from calabresella.games import american, tressette
from calabresella.games.american import AmericanDeal, AmericanScenario
from calabresella.games.italian.deal import Deal, Phase, right_of
from calabresella.games.italian.rules import PROFILES
from calabresella.games.tressette import TressetteDeal, TressetteResult, TressetteScenario
from calabresella.show import narrate_american, narrate_tressette
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


ITALIAN = Playthroughs("calabresella.playthrough", SCENARIOS, play, describe_state, score_lines)
"""The Italian game's playthroughs (R1–R30 and the variant profiles)."""



def _cards(cards: Iterable[Card], empty: str = "") -> str:
    return " ".join(str(c) for c in cards) or empty


def describe_american_state(deal: AmericanDeal) -> list[str]:
    """Every part of an American state (V4), one line each."""
    check_instance(deal, AmericanDeal, "deal", "an AmericanDeal such as AmericanDeal.new(seed=7)")
    lines = [f"phase: {deal.phase.value}; to move: {deal.to_move}"]
    lines += [f"hand {seat}: {_cards(deal.hands[seat], '-')}" for seat in range(american.SEATS)]
    face = "face up" if deal.widow_turned else "face down"
    lines.append(f"widow ({face}): {_cards(deal.widow, '-')}; discards: {_cards(deal.discards, '-')}")
    if deal.current is not None and deal.current.cards:
        lines.append(f"trick (led by {deal.current.leader}): {_cards(deal.current.cards)}")
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(american.SEATS)]
    lines.append(f"tricks won: {won[0]} {won[1]} {won[2]}")
    lines.append(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}")
    return lines


def describe_tressette_state(deal: TressetteDeal) -> list[str]:
    """Every part of a Tressette state (V5), one line each."""
    check_instance(deal, TressetteDeal, "deal", "a TressetteDeal such as TressetteDeal.new(seed=5)")
    lines = [f"phase: {deal.phase.value}; to move: {deal.to_move}"]
    lines += [f"hand {seat}: {_cards(deal.hands[seat], '-')}" for seat in range(deal.players)]
    if deal.rules.stock_size:
        lines.append(f"stock: {_cards(deal.stock, '-')}")
    if deal.current is not None and deal.current.cards:
        signal = f" ({deal.current.signal.value})" if deal.current.signal else ""
        lines.append(f"trick (led by {deal.current.leader}{signal}): {_cards(deal.current.cards, 'nothing')}")
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(deal.players)]
    lines.append("tricks won: " + " ".join(map(str, won)))
    known = [f"{s} {_cards(deal.known(s), 'nothing')}" for s in range(deal.players) if deal.known(s)]
    if known:
        lines.append("known to the table: " + "; ".join(known))
    if deal.declarations:
        lines.append("declared: " + "; ".join(f"{s} {d.words}" for s, d in deal.declarations))
    lines.append(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}")
    return lines


def _tressette_result_lines(result: TressetteResult) -> list[str]:
    return narrate_tressette.result_lines(result)


AMERICAN = Playthroughs(
    "calabresella.american",
    american.AMERICAN_SCENARIOS,
    american.play_american_scenario,
    describe_american_state,
    narrate_american.score_lines,
)
"""The American account's playthroughs (V4)."""

TRESSETTE = Playthroughs(
    "calabresella.tressette",
    tressette.TRESSETTE_SCENARIOS,
    tressette.play_scenario,
    describe_tressette_state,
    _tressette_result_lines,
    said=narrate_tressette.describe,
)
"""Tressette's playthroughs (V5), each action narrated."""

GAMES: dict[str, Playthroughs[Any]] = {
    "italian": ITALIAN,
    "american": AMERICAN,
    "tressette": TRESSETTE,
}
"""Every game's playthroughs, written by ``python -m calabresella.playthrough``."""


def playthrough(scenario: Any) -> str:
    """The text of one playthrough file, of a scenario of any of the games."""
    for game in GAMES.values():
        if scenario in game.scenarios:
            return game.text(scenario)
    if isinstance(scenario, Scenario):  # an Italian scenario of the caller's own
        return ITALIAN.text(scenario)
    raise TypeError(f"not a playthrough scenario of any game: {scenario!r}")


def write_all(folder: str | Path) -> list[Path]:
    """Write every game's playthroughs into ``folder``."""
    return [path for game in GAMES.values() for path in game.write(folder)]


def american_playthrough(scenario: AmericanScenario) -> str:
    """The text of one American playthrough file: every state, every action, and the score."""
    check_instance(scenario, AmericanScenario, "scenario", "an AmericanScenario such as AMERICAN_SCENARIOS[0]")
    return AMERICAN.text(scenario)


def write_american_playthroughs(folder: str | Path) -> list[Path]:
    """Write every American scenario's playthrough into ``folder`` as ``american-*.txt``."""
    check_instance(folder, (str, os.PathLike), "folder", "a folder name such as 'tests/playthroughs' or a pathlib.Path")
    return AMERICAN.write(folder)


def tressette_playthrough(scenario: TressetteScenario) -> str:
    """The text of one Tressette playthrough file."""
    check_instance(scenario, TressetteScenario, "scenario", "a TressetteScenario such as TRESSETTE_SCENARIOS[0]")
    return TRESSETTE.text(scenario)


def write_tressette_playthroughs(folder: str | Path) -> list[Path]:
    """Write every Tressette playthrough into ``folder`` as ``tressette-*.txt``."""
    check_instance(folder, (str, os.PathLike), "folder", "a folder name such as 'tests/playthroughs' or a pathlib.Path")
    return TRESSETTE.write(folder)


def main(argv: Sequence[str], game: str | None = None) -> None:
    """``python -m calabresella.playthrough [FOLDER]``: write every game's files (``game``:
    that one game's, as ``python -m calabresella.american`` and ``… .tressette`` do)."""
    transcripts.main(list(GAMES.values()) if game is None else [GAMES[game]], argv)


if __name__ == "__main__":  # python -m calabresella.playthrough tests/playthroughs
    main(sys.argv[1:])
