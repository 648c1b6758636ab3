"""Simulate deals of the calling games and save what lesson 16 counts (C2–C8, V7–V10).

    python scripts/family_statistics.py                       # 20,000 deals of each default profile
    python scripts/family_statistics.py --deals 2000 --out /tmp/family.csv

Each profile's deals are played by the game's heuristic computer players
(:func:`calabresella.analysis.family.simulate_family`, seeded: the same command gives the
same file). The file holds counts, not deals: one row per profile, contract, whether the
bidder played alone, where his partner sat (seats to his right: 1, 2 = opposite at four, …)
and whether his side made it, with the number of deals. Lesson 16 reads it
(``notebooks/data/family_statistics.csv``) and turns the counts into rates with their
intervals; it also replays a few hundred deals live to show the same thing on a small scale.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from calabresella.analysis.family import FAMILY, simulate_family  # noqa: E402
from calabresella.engine.files import write_atomic  # noqa: E402

OUT = ROOT / "notebooks" / "data" / "family_statistics.csv"
COLUMNS = ["profile", "players", "passed", "contract", "alone", "partner_offset", "made"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=20_000, help="deals of each profile (default 20,000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--profiles", nargs="+", default=list(FAMILY))
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    facts = simulate_family(args.profiles, deals=args.deals, seed=args.seed, progress=True)
    seconds = time.perf_counter() - start
    counts = (facts[COLUMNS].astype(object).where(facts[COLUMNS].notna(), "").astype(str)
              .value_counts(dropna=False).rename("deals").reset_index()
              .sort_values(COLUMNS).reset_index(drop=True))
    write_atomic(args.out, counts.to_csv(index=False))
    print(f"{len(facts):,} deals in {seconds:.0f} s ({len(facts) / seconds:,.0f} a second); "
          f"{len(counts)} rows written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
