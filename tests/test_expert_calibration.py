"""The advisor against the expert's own play (issue 12): when the advisor says p, does
the expert soloist — playing against expert defenders, each seeing only his own cards —
make the contract about p of the time?

Two committed tables, made by ``scripts/expert_calibration.py`` (its docstring gives the
commands):

- ``notebooks/data/expert_calibration.csv`` (200 contracts, 50 from each bin of the
  best-play chance) fits the curve from the best-play chance to the chance in play,
  :data:`calabresella.analysis.advisor.EXPERT_MAP`;
- ``notebooks/data/expert_calibration_check.csv`` holds contracts of **other deals**,
  picked by bins of the mapped chance, one a deal in each bin: the check is held out.

The tests: the tables have the documented columns and rows matching the advisor's table;
the committed map is the one fitted on the first table; the second shares no deal with
the first; and in each coarse bin of the advisor's chance in play that holds at least 50
held-out contracts, the number the expert soloist made (R25) lies within the exact
binomial interval of the bin's predictions (joint 95 % level over the judged bins,
Bonferroni), as in test_advisor_calibration. At least three bins are judged.
"""

import csv
import importlib.util
from pathlib import Path

import pytest
from test_advisor_calibration import EDGES, LEVEL, MIN_ROWS, binomial_interval

from calabresella.analysis.advisor import EXPERT_MAP, in_play

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "notebooks" / "data"
FIT = DATA / "expert_calibration.csv"
CHECK = DATA / "expert_calibration_check.csv"
ADVISOR = DATA / "advisor_calibration.csv"
spec = importlib.util.spec_from_file_location("expert_calibration", ROOT / "scripts" / "expert_calibration.py")
assert spec is not None and spec.loader is not None
script = importlib.util.module_from_spec(spec)
spec.loader.exec_module(script)


def table(path: Path) -> tuple[list[str], list[dict[str, str]]]:
    with path.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        return list(reader.fieldnames or []), list(reader)


@pytest.mark.parametrize("path", [FIT, CHECK], ids=lambda p: p.name)
def test_the_tables_have_their_columns_and_sound_values(path: Path) -> None:
    names, rows = table(path)
    assert tuple(names) == script.COLUMNS and len(rows) >= 150
    advisor = {(r["seed"], r["contract"], r["enhancement"], r["call"]): r for r in table(ADVISOR)[1]}
    for row in rows:
        source = advisor[(row["seed"], row["contract"], row["enhancement"], row["call"])]
        assert row["predicted"] == source["predicted"] and row["best_play_made"] == source["made"]
        assert row["made"] in {"0", "1"}
        assert 0 <= int(row["soloist_thirds"]) <= 35  # R23: 35 thirds in a deal
        assert float(row["seconds"]) > 0


def test_the_committed_map_is_the_one_fitted_on_the_first_table() -> None:
    a, b = script.fit(table(FIT)[1])
    assert (round(a, 3), round(b, 3)) == EXPERT_MAP


def test_the_check_is_held_out_one_contract_a_deal_in_each_bin() -> None:
    fitted = {row["seed"] for row in table(FIT)[1]}
    _, rows = table(CHECK)
    assert not fitted & {row["seed"] for row in rows}
    keys = [(row["seed"], script.bin_of(in_play(float(row["predicted"])))) for row in rows]
    assert len(keys) == len(set(keys))


def test_when_the_advisor_says_p_the_expert_soloist_makes_it_about_p() -> None:
    _, rows = table(CHECK)
    bins: dict[int, list[dict[str, str]]] = {}
    for row in rows:
        bins.setdefault(script.bin_of(in_play(float(row["predicted"]))), []).append(row)
    judged = {b: members for b, members in bins.items() if len(members) >= MIN_ROWS}
    assert len(judged) >= 3, f"at least three bins are judged: {({b: len(m) for b, m in bins.items()})}"
    level = 1 - (1 - LEVEL) / len(judged)
    for number, members in sorted(judged.items()):
        mean = sum(in_play(float(r["predicted"])) for r in members) / len(members)
        made = sum(int(r["made"]) for r in members)
        low, high = binomial_interval(len(members), mean, level)
        assert low <= made <= high, (
            f"bin {EDGES[number]}–{EDGES[number + 1]}: the expert soloist made {made} of {len(members)}, "
            f"the advisor's mean chance {mean:.3f} allows {low}–{high}"
        )
