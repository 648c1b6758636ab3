"""The committed calibration data of the bidding advisor (notebooks/data/advisor_calibration.csv).

Lesson 14 reads it. The table must have the documented columns and sound values; a
couple of its hands are advised and played again by the script that made it and must
come out the same; and the advisor must be calibrated: in each coarse bin of predicted
probability holding enough rows, the number of contracts actually made (on the real
deal, with best play) is what the bin's mean prediction leads one to expect, within a
two-sided exact binomial interval; and so is it for each contract, over all hands.

The intervals hold 95 % jointly (Bonferroni: with k bins judged, each holds 1 − 0.05/k),
so that a calibrated advisor fails the test once in twenty tables, not once in four.
The rows of one hand are not independent (a hand that makes Solissimo usually makes
Solo), which the binomial interval ignores.

Strong hands (issue 22), drawn on purpose: the advisor's rates for them are fitted on
``advisor_calibration_strong.csv`` and checked, with the table above, on the held-out
``advisor_calibration_strong_check.csv``, so that every bin, the top one included, is judged.
"""

import csv
import importlib.util
import math
from pathlib import Path

import pytest

from calabresella.analysis.advisor import STRONG_BASE_RATES, STRONG_TOP_CARDS
from calabresella.engine.actions import Contract, Enhancement

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "notebooks" / "data" / "advisor_calibration.csv"
STRONG = ROOT / "notebooks" / "data" / "advisor_calibration_strong.csv"
"""Strong hands drawn on purpose, held out from DATA's seeds: STRONG_BASE_RATES are fitted on
them (issue 22; the script's docstring)."""
CHECK = ROOT / "notebooks" / "data" / "advisor_calibration_strong_check.csv"
"""Other strong hands, held out from both: the check of the top bins."""
CHECK_HANDS = 150
spec = importlib.util.spec_from_file_location("advisor_calibration", ROOT / "scripts" / "advisor_calibration.py")
assert spec is not None and spec.loader is not None
calibration = importlib.util.module_from_spec(spec)
spec.loader.exec_module(calibration)

SAMPLES = 12
"""The advisor's samples per hand in the committed table (the script's documented command)."""
EDGES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
"""Coarse bins of predicted probability: [0, 0.2), [0.2, 0.4), …, [0.8, 1.0]."""
MIN_ROWS = 50
"""A bin (or a contract) is judged only when it holds at least this many rows."""
LEVEL = 0.95
"""The joint level of the intervals of the judged bins (or contracts)."""
CONTRACTS = {"Chiamo", "Solo", "Solissimo"}
ENHANCEMENTS = {"plain", "dividete", "scegliete"}


def table(path=DATA):
    with path.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        return reader.fieldnames, list(reader)


def _log_pmf(k: int, n: int, p: float) -> float:
    if p <= 0.0:
        return 0.0 if k == 0 else -math.inf
    if p >= 1.0:
        return 0.0 if k == n else -math.inf
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1) + k * math.log(p) + (n - k) * math.log1p(-p)


def binomial_interval(n: int, p: float, level: float = 0.95) -> tuple[int, int]:
    """The central ``level`` interval [lo, hi] of made counts out of ``n`` when each is made
    with chance ``p``: P(X < lo) <= (1 - level)/2 and P(X > hi) <= (1 - level)/2, exactly."""
    tail = (1 - level) / 2
    pmf = [math.exp(_log_pmf(k, n, p)) for k in range(n + 1)]
    lo, below = 0, 0.0
    while lo < n and below + pmf[lo] <= tail:
        below += pmf[lo]
        lo += 1
    hi, above = n, 0.0
    while hi > 0 and above + pmf[hi] <= tail:
        above += pmf[hi]
        hi -= 1
    return lo, hi


def bins(rows):
    """Per coarse bin: (low edge, high edge, rows, made, mean prediction)."""
    found = []
    for i, (low, high) in enumerate(zip(EDGES, EDGES[1:], strict=False)):
        last = i == len(EDGES) - 2
        inside = [r for r in rows if low <= float(r["predicted"]) < high or (last and float(r["predicted"]) == high)]
        if inside:
            made = sum(int(r["made"]) for r in inside)
            mean = sum(float(r["predicted"]) for r in inside) / len(inside)
            found.append((low, high, len(inside), made, mean))
    return found


def off(groups):
    """Of ``groups`` (name, rows, made, mean prediction), those judged and those whose made
    count lies outside the binomial interval of their mean prediction (joint level LEVEL)."""
    judged = [g for g in groups if g[1] >= MIN_ROWS]
    wrong = []
    for name, n, made, mean in judged:
        lo, hi = binomial_interval(n, mean, 1 - (1 - LEVEL) / len(judged))
        if not lo <= made <= hi:
            wrong.append(f"{name}: {n} rows, mean prediction {mean:.3f}, made {made} ({made / n:.3f}), "
                         f"expected {lo}–{hi} of {n}")
    return len(judged), wrong


def miscalibrated(rows):
    """The number of judged bins, and the bins whose made count is off their mean prediction."""
    return off([(f"predicted {low:.1f}–{high:.1f}", n, made, mean) for low, high, n, made, mean in bins(rows)])


def contract_name(row):
    return f"{row['contract']} {row['enhancement']}".strip()


def test_the_binomial_interval_is_exact():
    assert binomial_interval(10, 0.5) == (2, 8)  # P(X <= 1) = 0.0107, P(X <= 2) = 0.0547
    assert binomial_interval(20, 0.0) == (0, 0)
    assert binomial_interval(20, 1.0) == (20, 20)
    lo, hi = binomial_interval(400, 0.3)
    assert 101 <= lo <= 103 and 137 <= hi <= 139  # 120 ± 1.96·√84 ≈ 102–138


def test_the_table_has_the_documented_columns_and_sound_values():
    columns, rows = table()
    assert tuple(columns) == calibration.COLUMNS
    assert rows, "the table is empty"
    for r in rows:
        assert r["contract"] in CONTRACTS, r
        assert r["seat"] in {"0", "1", "2"}
        assert 0.0 <= float(r["predicted"]) <= 1.0, r
        assert r["made"] in {"0", "1"}, r
        if r["contract"] == "Chiamo":
            assert r["call"] and not r["enhancement"], r
        else:
            assert not r["call"], r
            assert (r["enhancement"] in ENHANCEMENTS) == (r["contract"] == "Solissimo"), r
    seeds = [int(r["seed"]) for r in rows]
    assert seeds == sorted(seeds), "rows in seed order"


def test_the_advisor_is_calibrated_in_every_full_bin():
    _, rows = table()
    judged, wrong = miscalibrated(rows)
    sizes = ", ".join(f"{low:.1f}–{high:.1f}: {n}" for low, high, n, _, _ in bins(rows))
    assert judged, (f"no bin of predicted probability holds {MIN_ROWS} rows yet ({len(rows)} rows; {sizes}): "
                    "the table is too small to judge; make the full one (see the script's docstring)")
    assert not wrong, "the made-rate is off the prediction in: " + "; ".join(wrong)


def test_the_calibration_check_can_fail():
    """Predictions shifted up by 0.3 (clipped at 1) must be caught in some bin."""
    rows = [{"predicted": str(p / 20), "made": "1" if i % 20 < p else "0"}
            for p in range(21) for i in range(60)]  # 60 rows at each p/20, a made-rate of exactly p/20
    assert miscalibrated(rows) == (5, [])
    shifted = [{**r, "predicted": str(min(1.0, float(r["predicted"]) + 0.3))} for r in rows]
    assert miscalibrated(shifted)[1]
    _, real = table()
    shifted = [{**r, "predicted": str(min(1.0, float(r["predicted"]) + 0.3))} for r in real]
    judged, wrong = miscalibrated(shifted)
    if judged:
        assert wrong, "predictions shifted by 0.3 passed the calibration check on the committed table"


def test_each_contract_is_made_as_often_as_predicted_on_average():
    """Over all hands, not binned by the prediction: the advisor's chance is an average over
    sampled deals, so its mean over many hands should match the share made."""
    _, rows = table()
    groups = []
    for name in sorted({contract_name(r) for r in rows}):
        mine = [r for r in rows if contract_name(r) == name]
        groups.append((name, len(mine), sum(int(r["made"]) for r in mine),
                       sum(float(r["predicted"]) for r in mine) / len(mine)))
    judged, wrong = off(groups)
    assert judged, f"no contract has {MIN_ROWS} rows yet ({len(rows)} rows): the table is too small to judge"
    assert not wrong, "the made-rate is off the mean prediction for: " + "; ".join(wrong)


def picked():
    """Two hands of the table: the first and the last."""
    _, rows = table()
    return sorted({int(rows[0]["seed"]), int(rows[-1]["seed"])})


@pytest.mark.parametrize("seed", picked(), ids=lambda s: f"seed {s}")
def test_a_hand_of_the_table_comes_out_the_same_when_advised_and_played_again(seed):
    _, rows = table()
    mine = [r for r in rows if int(r["seed"]) == seed]
    again = [{k: str(v) for k, v in r.items()} for r in calibration.hand_rows(seed, SAMPLES)]
    without = [{k: v for k, v in r.items() if k != "predicted"} for r in again]
    assert without == [{k: v for k, v in r.items() if k != "predicted"} for r in mine], (
        "the contracts valued, or whether each is made on the real deal, differ")
    assert [r["predicted"] for r in again] == [r["predicted"] for r in mine], "the advisor's chances differ"


def strong_rows(path):
    """The rows of a table of strong hands, after checking its columns and seeds."""
    columns, rows = table(path)
    assert tuple(columns) == calibration.COLUMNS and rows
    for seed in {int(r["seed"]) for r in rows}:
        assert calibration.top_cards(seed) >= STRONG_TOP_CARDS  # R4: 3s, 2s and aces
    return rows


def test_the_strong_tables_are_held_out_and_have_the_documented_columns():
    """The hands the strong rates were fitted on (STRONG) and those they are checked on
    (CHECK) share no deal with each other or with the table of hands at random."""
    fit, check, first = strong_rows(STRONG), strong_rows(CHECK), table()[1]
    seeds = [{r["seed"] for r in rows} for rows in (first, fit, check)]
    assert not seeds[0] & seeds[1] and not seeds[0] & seeds[2] and not seeds[1] & seeds[2]
    assert all(calibration.STRONG_FIRST <= int(s) < calibration.CHECK_FIRST for s in seeds[1])
    assert all(int(s) >= calibration.CHECK_FIRST for s in seeds[2])
    assert len(seeds[1]) == 80 and len(seeds[2]) == CHECK_HANDS


def test_the_strong_rates_are_the_shares_made_in_the_strong_table():
    """STRONG_BASE_RATES: the share of the strong table's contracts made with best play on
    the real deal (R25), by contract, rounded to three decimals, half up (the advisor's docstring)."""
    rows = strong_rows(STRONG)
    keys = {"Chiamo": (Contract.CHIAMO, None), "Solo": (Contract.SOLO, None)}
    found = {}
    for name in sorted({contract_name(r) for r in rows}):
        mine = [int(r["made"]) for r in rows if contract_name(r) == name]
        key = keys.get(name) or (Contract.SOLISSIMO, Enhancement(name.split()[1]))
        found[key] = sum(mine) / len(mine)
    assert found.keys() == STRONG_BASE_RATES.keys()
    assert all(abs(found[key] - rate) <= 0.0005 + 1e-12 for key, rate in STRONG_BASE_RATES.items()), found


def test_every_bin_holds_enough_held_out_rows_and_is_calibrated():
    """Issue 22: with the held-out strong hands, each bin of predicted chance, the top one
    included, holds MIN_ROWS rows, and in each the share made (with best play on the real
    deal, R25) matches the mean prediction within the binomial interval at the joint level
    LEVEL. (The strong table the rates were fitted on is not judged.)"""
    rows = table()[1] + strong_rows(CHECK)
    found = bins(rows)
    assert len(found) == len(EDGES) - 1 and all(n >= MIN_ROWS for _, _, n, _, _ in found), (
        ", ".join(f"{low:.1f}–{high:.1f}: {n}" for low, high, n, _, _ in found))
    judged, wrong = miscalibrated(rows)
    assert judged == len(EDGES) - 1
    assert not wrong, "the made-rate is off the prediction in: " + "; ".join(wrong)


@pytest.mark.xfail(strict=True, reason=(
    "open (issue 22): on the held-out strong hands alone, the bin 0.2–0.4 holds 156 contracts predicted 0.296 on "
    "average and made 0.423 (66; the interval at the joint level is 32–61): a strong hand's contract made in 0–2 of 12 sampled deals "
    "is made about 40 % of the time, so the pull of PRIOR_SAMPLES = 4 deals, chosen on hands at random, is too "
    "weak for strong hands. With the hands at random the bin passes (161 of 507 made, 0.284 predicted, 118–171), "
    "but the strong hands' own check is the stricter one; not tuned on the held-out table"))
def test_the_held_out_strong_hands_alone_are_calibrated_where_they_are_many():
    judged, wrong = miscalibrated(strong_rows(CHECK))
    assert judged >= 3
    assert not wrong, "the made-rate is off the prediction in: " + "; ".join(wrong)


@pytest.mark.parametrize("path", [STRONG, CHECK], ids=lambda p: p.name)
def test_a_strong_hand_comes_out_the_same_when_advised_and_played_again(path):
    _, rows = table(path)
    seed = int(rows[0]["seed"])
    again = [{k: str(v) for k, v in r.items()} for r in calibration.hand_rows(seed, SAMPLES)]
    assert again == [r for r in rows if int(r["seed"]) == seed]
