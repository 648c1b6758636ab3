"""The calibration data of the bidding advisor (issue 12): does "p" mean p?

The committed table ``notebooks/data/advisor_calibration.csv`` was made by::

    .venv/bin/python scripts/advisor_calibration.py --hands 500 --samples 12 --workers 2

Hand *s* is the hand of the first player to speak in ``Deal.new(seed=s, dealer=s % 3)``.
For it the advisor (:func:`calabresella.analysis.advisor.advise`, ``samples`` sampled
deals, seed *s*) predicts the chance of making each contract with best play (its
``best_play``) for each contract it values: Chiamo with each
call it considers, Solo, Solissimo plain, dividete and scegliete. Then each contract is played on the **real**
deal — the same cards the player could not see — to the opening lead the way the advisor
plays its samples (the others passing, the heuristic exchange), and judged by the
double-dummy solver: ``made`` is whether the soloist reaches ``win_thirds`` (R25) with
best play on both sides.

So the table checks the advisor against what it models (best play once the exchange is
done), on deals it did not sample. Whether the *expert player*, who cannot see the
hidden cards, wins as often is a further question, measured by playing the deals out;
it needs far more computing time and is not in this table.

**Strong hands, held out** (issue 22). Hands drawn at random rarely hold many of the
cards that take tricks, so two more tables keep only hands whose first speaker holds at
least ``--strong`` cards among the 3s, 2s and aces (R4), by rejection: seed *s* is tried
in order and kept when its hand qualifies.

- ``notebooks/data/advisor_calibration_strong.csv``, from seed 1,000,000 on (80 hands, 473
  rows): the advisor's rates for strong hands (``STRONG_BASE_RATES``) are the shares made
  in it. Made by::

      .venv/bin/python scripts/advisor_calibration.py --strong 7 --hands 80 --samples 12

  (595 s on one core) with the rates of all hands; its ``predicted`` column was then
  recomputed for the strong rates, ``(made + 4·rate) / 16`` with the same sampled counts
  (the advisor's samples do not depend on the rates), as in the four strong hands of the
  first table (seeds 75, 167, 418, 496).
- ``notebooks/data/advisor_calibration_strong_check.csv``, from seed 2,000,000 on, made
  with the strong rates in place: the held-out check that fills the top bins::

      nice .venv/bin/python scripts/advisor_calibration.py --strong 7 --check --hands 150 --samples 12

One row per hand and contract: ``seed``, ``seat``, ``contract`` (``Chiamo``, ``Solo``,
``Solissimo``), ``enhancement`` (``plain``, ``dividete``, ``scegliete`` for Solissimo),
``call`` (the called card, for Chiamo), ``predicted`` (the advisor's
chance with best play, ``best_play``), ``made`` (0 or 1 on the real deal). Written atomically; the output does
not depend on ``--workers``.
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tqdm import tqdm  # noqa: E402

from calabresella.analysis import advisor  # noqa: E402
from calabresella.analysis.advisor import _opening_lead, advise  # noqa: E402
from calabresella.analysis.solver import Solver  # noqa: E402
from calabresella.engine.files import write_atomic  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.italian.players import HeuristicPlayer  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "notebooks" / "data" / "advisor_calibration.csv"
STRONG_OUT = ROOT / "notebooks" / "data" / "advisor_calibration_strong.csv"
STRONG_FIRST = 1_000_000
"""The first seed tried for the strong table: its hands are held out from the first table's."""
CHECK_OUT = ROOT / "notebooks" / "data" / "advisor_calibration_strong_check.csv"
CHECK_FIRST = 2_000_000
"""The first seed tried for the check of strong hands: held out from both tables above."""
COLUMNS = ("seed", "seat", "contract", "enhancement", "call", "predicted", "made")


def hand_rows(seed: int, samples: int) -> list[dict[str, object]]:
    """The rows of hand ``seed``: the advisor's prediction and the real deal's outcome."""
    deal = Deal.new(seed=seed, dealer=seed % 3)
    seat = deal.to_move
    assert seat is not None
    advice = advise(deal.hands[seat], seat=seat, samples=samples, seed=seed)
    solver = Solver()
    rows: list[dict[str, object]] = []
    for option in advice.options:
        lead = _opening_lead(deal, seat, (option.contract, option.enhancement, option.call), HeuristicPlayer(seed))
        assert lead is not None
        made = solver.can_reach(lead, deal.rules.win_thirds)
        rows.append({
            "seed": seed, "seat": seat, "contract": option.name.split(",")[0],
            "enhancement": "" if option.enhancement is None else option.enhancement.value,
            "call": "" if option.call is None else str(option.call),
            "predicted": f"{option.best_play:.4f}", "made": int(made),
        })
    return rows


def top_cards(seed: int) -> int:
    """How many 3s, 2s and aces (R4) the first player to speak holds in hand ``seed``."""
    deal = Deal.new(seed=seed, dealer=seed % 3)
    seat = deal.to_move
    assert seat is not None
    return advisor.top_cards(deal.hands[seat])


def strong_seeds(least: int, hands: int, first: int = STRONG_FIRST) -> list[int]:
    """The first ``hands`` seeds from ``first`` on whose first speaker holds ``least`` top cards."""
    seeds: list[int] = []
    seed = first
    while len(seeds) < hands:
        if top_cards(seed) >= least:
            seeds.append(seed)
        seed += 1
    return seeds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--strong", type=int, default=0,
                        help="keep only hands with this many 3s, 2s and aces, from seed 1,000,000 on")
    parser.add_argument("--check", action="store_true",
                        help="with --strong: the held-out check, from seed 2,000,000 on")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.out is None:
        args.out = (CHECK_OUT if args.check else STRONG_OUT) if args.strong else DEFAULT_OUT
    start = time.perf_counter()
    rows: list[dict[str, object]] = []
    first = CHECK_FIRST if args.check else STRONG_FIRST
    seeds = strong_seeds(args.strong, args.hands, first) if args.strong else list(range(args.hands))
    with tqdm(total=args.hands, unit="hand") as bar:
        if args.workers <= 1:
            for seed in seeds:
                rows += hand_rows(seed, args.samples)
                bar.update(1)
        else:
            with ProcessPoolExecutor(args.workers) as pool:
                for found in pool.map(hand_rows, seeds, [args.samples] * args.hands):
                    rows += found
                    bar.update(1)
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(args.out, text.getvalue())
    took = time.perf_counter() - start
    print(f"{len(rows)} rows from {args.hands} hands in {took:.0f} s ({took / args.hands:.1f} s a hand) -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
