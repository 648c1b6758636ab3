"""Lesson 16's tables (C1–C9, V7–V10): the calling games side by side, read from their
profiles, and the statistics of simulated deals, with the committed counts checked."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pandas as pd
import pytest

from calabresella.analysis.advisor import wilson
from calabresella.analysis.family import (
    FAMILY,
    calling_profiles,
    deal_facts,
    family_rates,
    family_table,
    simulate_family,
)
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, RulesError
from calabresella.games.registry import find_profile, load_game

ROOT = Path(__file__).resolve().parents[1]
COUNTS = ROOT / "notebooks" / "data" / "family_statistics.csv"


def test_C1_V7_V10_the_family_table_reads_every_number_from_the_profiles():
    table = family_table()
    assert list(table["profile"]) == ["italian", *FAMILY]
    for name in FAMILY:
        rules = find_profile(name)[1]
        row = table[table["profile"] == name].iloc[0]
        assert (row["players"], row["cards each"], row["monte"]) == (rules.players, rules.hand_size, rules.monte_size)
        assert row["players"] * row["cards each"] + row["monte"] == 40
    italian = table[table["profile"] == "italian"].iloc[0]
    assert (italian["players"], italian["cards each"], italian["monte"]) == (3, 12, 4)


def test_C3_every_calling_profile_is_listed_and_others_are_refused():
    assert set(FAMILY) <= set(calling_profiles())
    assert len(calling_profiles()) == sum(len(load_game(name).profiles) for name in FAMILY)
    with pytest.raises(ArgumentValueError, match="C1–C9"):
        family_table(["rovescino"], calabresella=False)
    with pytest.raises(RulesError):
        simulate_family(["no-such-game"], deals=1)
    with pytest.raises(ArgumentValueError):
        simulate_family([], deals=1)
    with pytest.raises((ArgumentValueError, ArgumentTypeError)):
        simulate_family(deals=0)


def test_C8_deal_facts_read_a_finished_deal_and_refuse_one_still_played():
    game = load_game("quintiglio")
    deal = game.new_deal(seed=3)
    with pytest.raises(ArgumentValueError, match="C8"):
        deal_facts(deal)
    facts = simulate_family(["quintiglio"], deals=20, seed=2, progress=False)
    played = facts[~facts.passed]
    assert played.partner_offset.dropna().between(1, 4).all()
    assert (played.alone == played.partner_offset.isna()).all()  # C4: a partner, or alone
    assert played.bidder_points.between(0, 11).all()
    assert (played.made == (played.bidder_points >= 6)).all()  # C8: 6 of 11


def test_determinism_the_same_seed_plays_the_same_deals():
    first = simulate_family(["mediatore", "chiamata"], deals=8, seed=5, progress=False)
    again = simulate_family(["mediatore", "chiamata"], deals=8, seed=5, progress=False)
    assert first.equals(again)
    assert not first.equals(simulate_family(["mediatore", "chiamata"], deals=8, seed=6, progress=False))


def test_the_rates_count_what_they_say():
    frame = pd.DataFrame([
        # profile, players, passed, contract, alone, partner_offset, made, deals
        ("x", 4, False, "chiamo", False, 2, True, 3),
        ("x", 4, False, "chiamo", False, 1, False, 6),
        ("x", 4, False, "solo", True, None, True, 1),
        ("x", 4, True, None, None, None, None, 2),
    ], columns=["profile", "players", "passed", "contract", "alone", "partner_offset", "made", "deals"])
    row = family_rates(frame).loc["x"]
    assert row["deals"] == 12
    assert row["thrown in"].startswith("16.7 %")
    assert row["partner opposite"].startswith("33.3 %")  # 3 of the 9 called partners
    assert row["bidder alone"].startswith("10.0 %") and row["lone bidder wins"].startswith("100.0 %")
    assert row["bidder's side wins"].startswith("40.0 %")


@pytest.mark.parametrize(("made", "n"), [(0, 10), (3, 10), (10, 10), (500, 1000)])
def test_the_shares_interval_holds_the_share(made, n):
    """The lesson's intervals are the advisor's (one Wilson interval for the package)."""
    low, high = wilson(made, n)
    assert 0 <= low <= made / n <= high <= 1


def test_C4_the_committed_counts_are_twenty_thousand_deals_a_game_and_the_partner_opposite_one_time_in_three():
    counts = pd.read_csv(COUNTS)
    assert counts.groupby("profile").deals.sum().to_dict() == {name: 20_000 for name in FAMILY}
    rates = family_rates(counts)
    for name in ("chiamata", "mediatore", "quadrigliati"):
        low, high = (float(x) for x in rates.loc[name, "partner opposite"].split("(")[1].rstrip(")").split("–"))
        assert low - 2 < 100 / 3 < high + 2  # chance would say 1 in 3; the heuristic caller is close to it


def test_lesson_16_is_what_its_source_writes():
    """The two lessons come from scripts/lesson16_source.py: their code cells are its code cells."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import lesson16_source

    for language, path in enumerate((lesson16_source.EN, lesson16_source.IT)):
        committed = json.loads(path.read_text(encoding="utf-8"))["cells"]
        written = lesson16_source.notebook(language)["cells"]
        assert [(c["cell_type"], "".join(c["source"])) for c in committed] == [
            (c["cell_type"], "".join(c["source"])) for c in written]
