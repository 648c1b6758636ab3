"""Issue 11's check at scale: the solver against a plain exhaustive minimax on many random
positions (up to 4 tricks left, mid-trick ones included) over every game with tricks:
the Italian contracts (Chiamo, Solo, Solissimo plain/dividete/scegliete), the American
account, Tressette for four, Tressette in due, and in due with a stock still to draw.

    .venv/bin/python benchmarks/verify_solver.py --positions 10000

The minimaxes and the positions are the test suite's own (tests/test_solver.py for the
Italian game, tests/test_solver_games.py for the others, written separately from the
solver): every legal card tried everywhere through the engines' ``legal_actions``/``apply``,
scored by the engines' results. One position in two is Italian, the rest are shared out
among the other games. For each: ``solve`` equals the minimax, ``can_reach(v)`` holds
and ``can_reach(v + 1)`` does not. Exit status 1 on the first disagreement, which is printed.

Issue 24's check of whole deals, a second mode (instead of the first, not after it):

    .venv/bin/python benchmarks/verify_solver.py --whole 10000

positions of whole deals (any number of tricks left, from the opening lead to the last
tricks, mid-trick ones included), against the solver as it was at commit 38d442a
(``benchmarks/baseline_solver.py``, itself checked against the exhaustive minimax and the
plain alpha-beta): for each, ``solve`` equals the game's value of the baseline's final
thirds (``game.value(baseline_solver.solve(game.position))``), ``can_reach(v)`` holds and,
below the game's most, ``can_reach(v + 1)`` does not. Position ``seed`` (from
``--first-seed`` on, seeded and deterministic) is of ``WHOLE_MIX[seed % 20]``: one in two
Italian (Chiamo, Solo, Solissimo plain, dividete and scegliete, one in ten each: from the
heuristic players' own auction or one steered to the contract; the profiles italian,
bidder-leads, dealer-left-leads, four-at-the-table), the American account (two in twenty), Tressette for four, Tressette in
due (with :data:`IN_DUE_TRICKS_LEFT` tricks left at most: the baseline takes some 80 s on a
whole deal of it), in due with two-card hands and a stock of 36 (whole deals with draws),
Chiamata, Mediatore, Quadrigliati and Quintiglio (two in twenty; any profile of each). The
deal is brought to its opening lead and played on for a seeded number of cards by
heuristic or random players, into one of the first 6 tricks in about half of the
positions (the hard part of a whole deal) and into a later one in the rest. Progress every
500 positions; at the end the count per game; exit status 1 and a DISAGREE line (game,
seed, profile, trick) on the first disagreement.

Run time of ``--whole 10000``, estimated from four runs of 400 to 800 positions on two
shared cores: 56 to 117 ms a position on average (making the position about 1 ms; the
baseline about 40 % and the solver under test, mid-rewrite, about 60 % of the rest;
medians of a few ms but a long tail from the first tricks: one Quintiglio position took
6 s for the baseline and 15 s for the solver under test, one American 8 s and 15 s), so
about 15 minutes (10 to 20); with the solver ten times faster, about 7 minutes, mostly
the baseline's.
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from conftest import steered_choice  # noqa: E402
from test_solver import CONTRACTS, _Memo, position  # noqa: E402
from test_solver_games import GAMES, minimax, positions, reaches_beyond  # noqa: E402

from calabresella.analysis import solver  # noqa: E402
from calabresella.analysis.solver import can_reach, solve  # noqa: E402
from calabresella.games.registry import load_game  # noqa: E402
from calabresella.games.tressette import TRESSETTE_IN_DUE  # noqa: E402

OTHERS = sorted(GAMES)

WHOLE_EARLY_TRICKS = 6
"""``--whole``: the early part of a deal, from its opening lead, where whole-deal searches are hard."""

IN_DUE_TRICKS_LEFT = 6
"""``--whole``: Tressette in due (with its stock of 20) only with this many tricks left at
most: the baseline takes about 80 s on a whole deal of in due."""

IN_DUE_SHORT = TRESSETTE_IN_DUE.replace(
    name="in-due-short", hand_size=2, deal_packet=2, stock_size=36, declarations=False
)
"""Tressette in due with two-card hands and a stock of 36 (tests/test_solver_games.py's):
20 tricks, 18 of them with draws, so that whole deals with a stock are checked too."""

ITALIAN_PROFILES = ("italian", "italian", "bidder-leads", "dealer-left-leads", "four-at-the-table")
"""``--whole``: the Italian profiles drawn from (the published one twice as often)."""

WHOLE_MIX: tuple[tuple[str, str], ...] = (
    *[("italian", contract) for contract in CONTRACTS] * 2,
    ("american", "american"),
    ("american", "american"),
    ("tressette", "tressette"),
    ("tressette", "tressette-in-due"),
    ("tressette", IN_DUE_SHORT.name),
    ("chiamata", ""),
    ("mediatore", ""),
    ("quadrigliati", ""),
    ("quintiglio", ""),
    ("quintiglio", ""),
)
"""``--whole``: position ``seed`` is of ``WHOLE_MIX[seed % 20]``, (game, contract or profile;
"" for a calling game: any of its profiles): one in two Italian (each contract one in ten)."""


def _played(deal: Any) -> int:
    """The cards played so far in ``deal``'s card play."""
    current = deal.current.cards if deal.current is not None else ()
    return sum(len(trick.cards) for trick in deal.tricks) + len(current)


def _opening_lead(game: Any, detail: str, rng: random.Random, strength: str) -> tuple[Any, str]:
    """A deal of ``game`` at its opening lead (bid, called, exchanged by the players of
    ``strength``), and its label. Italian: with heuristic players, a Chiamo or a Solo
    ``detail`` is their own auction's (deals are dealt until it bids that), a Solissimo's
    auction, enhancement and call are steered to ``detail`` and the rest is theirs; with
    random players, everything steered (tests/conftest.py's ``steered_choice``)."""
    adapter = game.solver()
    if game.name == "italian":
        rules = game.profiles[rng.choice(ITALIAN_PROFILES)]
        heuristic = strength == "heuristic"
        while heuristic and detail in ("chiamo", "solo"):  # the heuristic auction, until it bids that
            deal = game.new_deal(rng.randrange(10**6), dealer=rng.randrange(3), rules=rules)
            players = [game.player(strength, rng.randrange(10**6)) for _ in deal.hands]
            while not deal.is_over and not adapter.playing(deal):
                deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
            if not deal.is_over and deal.bid.title.lower() == detail:
                return deal, f"italian {detail}"
        # Solissimo, rare in the heuristic auction, or random players: the auction, the
        # enhancement and the call steered, the rest by the players
        deal = game.new_deal(rng.randrange(10**6), dealer=rng.randrange(3), rules=rules)
        steer, bidder_turn = random.Random(rng.randrange(10**6)), rng.randrange(3)
        players = [game.player(strength, rng.randrange(10**6)) for _ in deal.hands]
        while not adapter.playing(deal):
            if heuristic and deal.phase.name not in ("AUCTION", "ENHANCE", "CALL"):
                deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
            else:
                deal = deal.apply(steered_choice(deal, detail, steer, bidder_turn))
        return deal, f"italian {detail}"
    if game.name == "tressette":
        rules = IN_DUE_SHORT if detail == IN_DUE_SHORT.name else game.profiles[detail]
        return game.new_deal(rng.randrange(10**6), dealer=rng.randrange(rules.players), rules=rules), detail
    rules = game.profiles[detail or rng.choice(sorted(game.profiles))]
    while True:  # an all-pass deal has no card play: the next one
        deal = game.new_deal(rng.randrange(10**6), dealer=rng.randrange(game.seats(rules)), rules=rules)
        players = [game.player(strength, rng.randrange(10**6)) for _ in deal.hands]
        while not deal.is_over and not adapter.playing(deal):
            deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
        if not deal.is_over:
            return deal, game.name


def whole_position(seed: int) -> tuple[Any, str, int]:
    """Position ``seed`` of ``--whole``: its deal, its label and its trick (0: the first).

    A seeded deal of ``WHOLE_MIX[seed % 20]`` brought to its opening lead, then played on by
    heuristic players (``seed // 40`` even) or random ones (odd) for a seeded number of cards:
    into one of the first :data:`WHOLE_EARLY_TRICKS` tricks when ``seed // 20`` is even, into a
    later one when odd (into the last :data:`IN_DUE_TRICKS_LEFT` in Tressette in due), at a
    seeded point of the trick (mid-trick positions included)."""
    name, detail = WHOLE_MIX[seed % len(WHOLE_MIX)]
    early = (seed // len(WHOLE_MIX)) % 2 == 0
    strength = "heuristic" if (seed // (2 * len(WHOLE_MIX))) % 2 == 0 else "random"
    rng = random.Random(seed)
    game: Any = load_game(name)  # one with a solver adapter (its hook is not None)
    deal, label = _opening_lead(game, detail, rng, strength)
    adapter = game.solver()
    seats = sum(1 for hand in deal.hands if hand)
    tricks = len(deal.hands[deal.to_move]) + len(getattr(deal, "stock", ())) // seats
    if detail == "tressette-in-due":
        trick = rng.randrange(tricks - IN_DUE_TRICKS_LEFT, tricks)
    elif early or tricks <= WHOLE_EARLY_TRICKS:
        trick = rng.randrange(min(WHOLE_EARLY_TRICKS, tricks))
    else:
        trick = rng.randrange(WHOLE_EARLY_TRICKS, tricks)
    cards = trick * seats + rng.randrange(seats)
    players = [game.player(strength, rng.randrange(10**6)) for _ in deal.hands]
    while _played(deal) < cards or not adapter.playing(deal) or deal.current is None:
        deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
    return deal, label, trick


def whole(count: int, first_seed: int) -> int:
    """``--whole``: the solver against the baseline (commit 38d442a's solver) on ``count``
    positions of whole deals; 1 on the first disagreement."""
    import baseline_solver  # reads the baseline from git history and compiles it: only here

    start = time.perf_counter()
    checked: collections.Counter[str] = collections.Counter()
    early: collections.Counter[str] = collections.Counter()
    for done, seed in enumerate(range(first_seed, first_seed + count), 1):
        deal, label, trick = whole_position(seed)
        game = solver._read(*solver._check(deal))
        expected = game.value(baseline_solver.solve(game.position))
        where = f"{label} seed={seed} (profile {deal.rules.name}, trick {trick + 1}, {_played(deal)} cards played)"
        try:
            found = solve(deal)
            reached = can_reach(deal, expected)
            beyond = expected < game.most and can_reach(deal, expected + 1)
        except Exception as error:  # the solver under test failed: a disagreement too
            print(f"DISAGREE {where}: the solver raised {error!r}; baseline {expected}")
            return 1
        if found != expected or not reached or beyond:
            print(f"DISAGREE {where}: solve {found}, baseline {expected}, can_reach({expected}) {reached}, "
                  f"can_reach({expected + 1}) {beyond}")
            return 1
        checked[label] += 1
        early[label] += trick < WHOLE_EARLY_TRICKS
        if done % 500 == 0:
            print(f"{done:,} positions agree ({time.perf_counter() - start:.0f} s)", flush=True)
    print(f"all {count:,} whole-deal positions agree with the baseline ({baseline_solver.BASELINE}): "
          f"solve == baseline, can_reach(v) and not can_reach(v + 1) ({time.perf_counter() - start:.0f} s)")
    print(f"  {'game':<28} {'positions':>9} {f'in the first {WHOLE_EARLY_TRICKS} tricks':>24}")
    for label, n in sorted(checked.items()):
        print(f"  {label:<28} {n:>9,} {early[label]:>24,}")
    print(f"  {'all':<28} {count:>9,} {sum(early.values()):>24,}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--positions", type=int, default=10_000,
                      help="check N end positions against the exhaustive minimax (the default mode)")
    mode.add_argument("--whole", type=int, metavar="N",
                      help="instead check N positions of whole deals against the baseline solver")
    parser.add_argument("--first-seed", type=int, default=1_000)
    args = parser.parse_args()
    if args.whole is not None:
        return whole(args.whole, args.first_seed)
    start = time.perf_counter()
    checked: collections.Counter[str] = collections.Counter()
    for count, seed in enumerate(range(args.first_seed, args.first_seed + args.positions), 1):
        if seed % 2 == 0:
            tricks_left, extra = 1 + (seed // 2) % 4, (seed // 8) % 3
            deal = position(seed, tricks_left, extra)
            exact = _Memo()(deal)
            game = f"italian {deal.bid.title if deal.bid else ''}".strip()
        else:
            game = OTHERS[(seed // 2) % len(OTHERS)]
            deal = positions(game, 1, first_seed=seed)[0]
            exact = minimax(deal)
        found = solve(deal)
        if found != exact or not can_reach(deal, exact) or reaches_beyond(deal, exact):
            print(f"DISAGREE {game} seed={seed}: solve {found}, minimax {exact}")
            return 1
        checked[game] += 1
        if count % 1000 == 0:
            print(f"{count:,} positions agree ({time.perf_counter() - start:.0f} s)", flush=True)
    print(f"all {args.positions:,} positions agree: solve == minimax, can_reach(v) and not can_reach(v + 1)")
    for game, n in sorted(checked.items()):
        print(f"  {game:<28} {n:>6,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
