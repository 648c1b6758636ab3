"""The committed data of lesson 13 (notebooks/data/perfect_play.csv) is real.

A few of its deals are played and solved again by the script that made it, and must
come out the same; the whole table must have the documented columns and hold together.
"""

import csv
import importlib.util
from pathlib import Path

import pytest

from calabresella.engine.cards import PACK_THIRDS
from calabresella.games.italian.rules import ITALIAN

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "notebooks" / "data" / "perfect_play.csv"
spec = importlib.util.spec_from_file_location("perfect_play_stats", ROOT / "scripts" / "perfect_play_stats.py")
assert spec is not None and spec.loader is not None
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

CONTRACTS = {"Chiamo", "Solo", "Solissimo", "Solissimo dividete", "Solissimo scegliete"}
MOST = PACK_THIRDS + ITALIAN.last_trick_thirds  # 35 thirds: the cards and the last trick


def table():
    with DATA.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        return reader.fieldnames, list(reader)


def as_text(row):
    """A row as the CSV writes it."""
    return {k: str(v) for k, v in row.items()}


def test_the_table_has_the_documented_columns_and_enough_deals():
    columns, rows = table()
    assert tuple(columns) == stats.COLUMNS
    assert len(rows) >= 1000
    seeds = [int(r["seed"]) for r in rows]
    assert seeds == sorted(set(seeds)), "one row per seed, in seed order"


def test_every_row_holds_together():
    _, rows = table()
    for r in rows:
        value, actual = int(r["best_play_thirds"]), int(r["soloist_thirds"])
        lost_s, lost_d = int(r["soloist_loss"]), int(r["defenders_loss"])
        assert r["contract"] in CONTRACTS
        assert 0 <= value <= MOST and 0 <= actual <= MOST
        assert lost_s >= 0 and lost_d >= 0
        assert r["dealer"] == str(int(r["seed"]) % 3) and r["soloist"] in {"0", "1", "2"}
        assert r["made_with_best_play"] == str(value >= ITALIAN.win_thirds)  # R25
        assert r["made"] == str(actual >= ITALIAN.win_thirds)
        assert actual == value - lost_s + lost_d, f"seed {r['seed']}: the losses account for the play"


def test_the_seeds_left_out_are_the_all_passed_deals():
    _, rows = table()
    kept = {int(r["seed"]) for r in rows}
    for seed in range(25):  # the first few seeds: kept exactly when the auction reaches play (R10)
        assert (seed in kept) == stats.reaches_play(seed)


def picked():
    """A few deals from the table: the first, the first of each other contract, the last."""
    _, rows = table()
    chosen = {rows[0]["seed"]: rows[0], rows[-1]["seed"]: rows[-1]}
    for name in sorted(CONTRACTS - {"Chiamo"}):
        first = next((r for r in rows if r["contract"] == name), None)
        if first is not None and len(chosen) < 5:
            chosen[first["seed"]] = first
    return sorted(chosen.values(), key=lambda r: int(r["seed"]))


@pytest.mark.parametrize("row", picked(), ids=lambda r: f"seed {r['seed']} {r['contract']}")
def test_a_deal_of_the_table_comes_out_the_same_when_played_and_solved_again(row):
    assert as_text(stats.deal_row(int(row["seed"]))) == row
