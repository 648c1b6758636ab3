"""The calling games side by side, and what simulated deals say about them (lesson 16).

The four calling games (C1–C9: Tressette a chiamare V7, Mediatore V8, Quadrigliati V9,
Quintiglio V10) and Calabresella itself differ in a few numbers and a few choices, all of
them in their rule profiles. :func:`family_table` reads those profiles into one table, so a
learner compares the games without reading code; every value comes from a profile, none is
typed here.

:func:`deal_facts` reads one finished deal of a calling game: who bid what, whether the
bidder played alone, where his partner sat (one seat to his right, across, to his left…),
and whether his side made it (C8). :func:`simulate_family` plays many seeded deals with
the games' own computer players and gives one row per deal, with a progress bar for long
runs: how often the caller's partner sits opposite him, how often a lone bidder wins.

>>> facts = simulate_family(["mediatore"], deals=6, seed=1, progress=False)
>>> len(facts), set(facts.profile)
(6, {'mediatore'})
>>> bool(facts.partner_offset.dropna().between(1, 3).all())
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from calabresella.analysis.advisor import wilson
from calabresella.engine.cards import PACK_THIRDS
from calabresella.engine.errors import ArgumentValueError, check_int
from calabresella.engine.game import play_out
from calabresella.games.registry import find_profile, load_game
from calabresella.words import gettext, msg, pgettext

FAMILY = ("chiamata", "mediatore", "quadrigliati", "quintiglio")
"""The default profiles of the four calling games, in the order the lesson tells them."""

MAX_DEALS = 200_000
"""The most deals :func:`simulate_family` plays per profile (a clear refusal beyond)."""


def _calling(profile: str) -> tuple[Any, Any]:
    """The game and rules of a calling profile; a clear error for any other name."""
    game, rules = find_profile(profile)
    if not hasattr(rules, "contracts") or not hasattr(rules, "callable"):
        raise ArgumentValueError(msg("{name} is not a profile of a calling game (C1–C9): choose one of {choices}",
                                     name=repr(profile), choices=", ".join(calling_profiles())))
    return game, rules


def calling_profiles() -> tuple[str, ...]:
    """Every profile of the four calling games, each game's default first."""
    names: list[str] = []
    for name in FAMILY:
        names.extend(load_game(name).profiles)
    return tuple(names)


def _partner_words(rules: Any) -> str:
    """How a profile's called partner is known (C4): hidden, revealed, or no call at all."""
    kinds = [contract.call for contract in rules.contracts]
    if "hidden" in kinds:
        return str(msg("hidden until the called card is played"))
    if "revealed" in kinds:
        return str(msg("says so at once"))
    return str(msg("no partner: alone"))


def family_row(profile: str) -> dict[str, Any]:
    """One profile of a calling game as a row of :func:`family_table` (every value from the profile)."""
    game, rules = _calling(profile)
    contracts = ", ".join(f"{gettext(c.label)} ({c.stake})" for c in rules.contracts)
    return {
        pgettext("family table", "game"): gettext(game.label),
        pgettext("family table", "profile"): rules.name,
        pgettext("family table", "players"): rules.players,
        pgettext("family table", "cards each"): rules.hand_size,
        pgettext("family table", "monte"): rules.monte_size,
        pgettext("family table", "who plays"): str(
            msg("the dealer's right must call") if rules.auction == "first-calls" else msg("an auction")),
        pgettext("family table", "contracts (stake)"): contracts,
        pgettext("family table", "called partner"): _partner_words(rules),
        pgettext("family table", "to win"): str(msg("{points} of {total} points", points=rules.win_points,
                                                        total=rules.deal_points)),
        pgettext("family table", "score"): str(
            msg("each seat its side's points, to {target}", target=rules.target) if rules.scoring == "points"
            else msg("stakes, {deals} deals", deals=rules.session_deals)),
    }


def calabresella_row(profile: str = "italian") -> dict[str, Any]:
    """Calabresella (a profile of the Italian game, R1–R30) as a row of :func:`family_table`,
    for comparison: every number from its rules value."""
    game, rules = find_profile(profile)
    if not hasattr(rules, "win_thirds"):
        raise ArgumentValueError(msg("{name} is not a profile of Calabresella (R1–R30)", name=repr(profile)))
    contracts = ", ".join(f"{name[:1].upper()}{name[1:]} ({stake})" for name, stake in rules.stakes)
    return {
        pgettext("family table", "game"): gettext(game.label),
        pgettext("family table", "profile"): rules.name,
        pgettext("family table", "players"): rules.players,
        pgettext("family table", "cards each"): rules.hand_size,
        pgettext("family table", "monte"): rules.monte_size,
        pgettext("family table", "who plays"): str(msg("an auction")),
        pgettext("family table", "contracts (stake)"): contracts,
        pgettext("family table", "called partner"): str(msg("none: the called card is handed over (R11)")),
        pgettext("family table", "to win"): str(msg("{points} of {total} points", points=rules.win_thirds // 3,
                                                    total=(PACK_THIRDS + rules.last_trick_thirds) // 3)),
        pgettext("family table", "score"): str(msg("stakes, {deals} deals", deals=rules.session_deals)),
    }


def family_table(profiles: Sequence[str] = FAMILY, calabresella: bool = True) -> Any:
    """The calling games side by side (with Calabresella first, for comparison): a pandas
    table, one row per profile, columns in the language chosen
    (:func:`calabresella.words.set_language`)."""
    import pandas as pd

    rows = ([calabresella_row()] if calabresella else []) + [family_row(name) for name in profiles]
    return pd.DataFrame(rows).set_index(pgettext("family table", "game"))


def deal_facts(deal: Any) -> dict[str, Any]:
    """What one finished deal of a calling game says (C2–C8): its contract, whether the bidder
    played alone, his partner's seat counted from his (1 = on his right, the next to play),
    whether his side made it, and its whole points. A deal thrown in (all passed) has no contract."""
    result = deal.result
    if result is None:
        raise ArgumentValueError(msg("expected a finished deal of a calling game, got one still being played ({rule})",
                                     rule="C8"))
    players = result.players
    passed = bool(result.passed)
    partner = None if passed or result.partner is None else (result.partner - result.bidder) % players
    return {
        "profile": result.rules.name,
        "players": players,
        "passed": passed,
        "contract": None if passed else result.contract,
        "alone": None if passed else bool(result.alone),
        "partner_offset": partner,
        "made": None if passed else bool(result.made),
        "bidder_points": None if passed else result.side_points[0],
    }


def simulate_family(profiles: Iterable[str] = FAMILY, deals: int = 1000, seed: int = 0, strength: str = "heuristic",
                    progress: bool = True) -> Any:
    """Play ``deals`` seeded deals of each profile with the game's own computer players of
    ``strength``; one row per deal (:func:`deal_facts`) plus its ``seed`` and ``dealer``.

    Deal *i* of a profile is dealt from seed ``seed * 1_000_003 + i`` with the dealer ``i``
    modulo the table (every seat deals in turn), so a row is replayed by
    ``game.new_deal(row.seed, row.dealer, rules)`` and the same players."""
    import pandas as pd
    from tqdm.auto import tqdm

    check_int(deals, msg("the number of deals"), 1, MAX_DEALS)
    check_int(seed, msg("a seed"), 0)
    chosen = [_calling(name) for name in profiles]
    if not chosen:
        raise ArgumentValueError(msg("name at least one profile of a calling game: {choices}",
                                     choices=", ".join(calling_profiles())))
    rows: list[dict[str, Any]] = []
    with tqdm(total=deals * len(chosen), disable=not progress, unit=pgettext("progress unit", "deal")) as bar:
        for game, rules in chosen:
            seats = game.seats(rules)
            for i in range(deals):
                deal_seed, dealer = seed * 1_000_003 + i, i % seats
                deal = game.new_deal(deal_seed, dealer, rules)
                deal = play_out(deal, [game.player(strength, deal_seed * 10 + s) for s in range(seats)])
                rows.append({**deal_facts(deal), "seed": deal_seed, "dealer": dealer})
                bar.update()
    facts = pd.DataFrame(rows)
    facts["partner_offset"] = facts["partner_offset"].astype("Int64")
    return facts


def _share(successes: int, n: int) -> str:
    """A share with its 95 % interval, as the lesson prints it: ``34.1 % (33.4–34.8)``."""
    if n == 0:
        return "–"
    low, high = wilson(successes, n)
    return f"{100 * successes / n:.1f} % ({100 * low:.1f}–{100 * high:.1f})"


def family_rates(counts: Any) -> Any:
    """What lesson 16 asks of simulated deals, by profile, from :func:`simulate_family`'s rows
    or the counts ``scripts/family_statistics.py`` saves (a ``deals`` column): how many deals,
    how many thrown in (C2), how often the called partner sat opposite the caller (at four:
    two seats away; by chance one time in three), how often the bidder played alone and how
    often a lone bidder made it (C8), each share with its 95 % interval."""
    import pandas as pd

    frame = counts.copy()
    if "deals" not in frame:
        frame["deals"] = 1
    for column in ("passed", "alone", "made"):
        frame[column] = frame[column].map(lambda value: str(value) == "True")
    offsets = pd.to_numeric(frame["partner_offset"], errors="coerce")
    rows = []
    for profile, group in frame.groupby("profile", sort=False):
        players = int(group["players"].iloc[0])
        played = group[~group["passed"]]
        called = played[offsets[played.index].notna()]
        opposite = called[offsets[called.index] == players / 2]
        alone = played[played["alone"]]
        rows.append({
            pgettext("family rates", "profile"): profile,
            pgettext("family rates", "deals"): int(group["deals"].sum()),
            pgettext("family rates", "thrown in"): _share(int(group.loc[group["passed"], "deals"].sum()),
                                                          int(group["deals"].sum())),
            pgettext("family rates", "partner opposite"): (
                _share(int(opposite["deals"].sum()), int(called["deals"].sum())) if players % 2 == 0 else "–"),
            pgettext("family rates", "bidder alone"): _share(int(alone["deals"].sum()), int(played["deals"].sum())),
            pgettext("family rates", "lone bidder wins"): _share(int(alone.loc[alone["made"], "deals"].sum()),
                                                                 int(alone["deals"].sum())),
            pgettext("family rates", "bidder's side wins"): _share(int(played.loc[played["made"], "deals"].sum()),
                                                                   int(played["deals"].sum())),
        })
    return pd.DataFrame(rows).set_index(pgettext("family rates", "profile"))
