"""Duplicate matches (issue 12): the same cards for both players, each seat in turn."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from calabresella.analysis.match import duel, match
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import HeuristicPlayer, play_deal


def test_a_duel_plays_the_baseline_deal_exactly_as_play_deal_does() -> None:
    for seed in range(5):
        one = duel(seed, "random", "heuristic")
        alone = play_deal(Deal.new(seed=seed, dealer=seed % 3), [HeuristicPlayer(3 * seed + s) for s in range(3)])
        expected = alone.result.transfers if alone.result is not None else (0, 0, 0)
        assert one.baseline == expected
        assert sum(one.baseline) == 0  # R28: every deal's changes add up to 0


def test_a_player_against_itself_gains_exactly_nothing() -> None:
    result = match(("heuristic", "heuristic"), deals=8, seed=3, progress=False)
    assert result.gains == (0.0,) * 8 and result.low == result.mean == result.high == 0


def test_an_executor_gives_the_same_match() -> None:
    alone = match(("heuristic", "random"), deals=6, seed=11, progress=False)
    with ThreadPoolExecutor(2) as pool:
        pooled = match(("heuristic", "random"), deals=6, seed=11, progress=False, executor=pool)
    assert pooled.gains == alone.gains


def test_the_interval_is_the_normal_interval_of_the_mean() -> None:
    import math
    import statistics

    result = match(("heuristic", "random"), deals=12, seed=0, progress=False)
    half = 1.96 * statistics.stdev(result.gains) / math.sqrt(12)
    assert result.mean == pytest.approx(statistics.fmean(result.gains))
    assert result.high - result.mean == pytest.approx(half, rel=1e-3)
    assert "stake units" in result.summary()


def test_bad_match_settings_are_refused() -> None:
    with pytest.raises(ArgumentValueError, match="one of expert, heuristic, random"):
        match(("expert", "genius"), deals=4)
    with pytest.raises(ArgumentTypeError):
        match(("expert",), deals=4)  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError):
        match(deals=1)
    with pytest.raises(ArgumentTypeError):
        match(deals=4, executor="pool")  # type: ignore[arg-type]


def test_a_match_times_cards_bids_and_the_exchange_apart() -> None:
    """Each decision with a choice is timed under its kind: R20 cards, R9 bids and passes,
    R13/R14/R17/R18 the card given back, discards and shares."""
    from calabresella.analysis.match import DECISIONS, _Timed
    from calabresella.engine.actions import Bid, Discard, GiveBack, Pass, Play, Share
    from calabresella.games.italian.deal import Deal
    from calabresella.games.italian.players import HeuristicPlayer, play_deal

    for seed in range(40):
        timed = [_Timed(HeuristicPlayer(s)) for s in range(3)]
        deal = play_deal(Deal.new(seed=seed), timed)
        if deal.phase.name != "FINISHED" or not any(isinstance(a, (Discard, Share)) for _, a in deal.history):
            continue
        counts = {kind: sum(len(t.times[kind]) for t in timed) for kind in DECISIONS}
        bids = sum(isinstance(a, (Pass, Bid)) for _, a in deal.history)
        plays = sum(isinstance(a, Play) for _, a in deal.history)
        exchange = sum(isinstance(a, (GiveBack, Discard, Share)) for _, a in deal.history)
        assert 0 < counts["bid"] <= bids and 0 < counts["card"] <= plays and 0 < counts["exchange"] <= exchange
        assert all(t >= 0 for tm in timed for kind in DECISIONS for t in tm.times[kind])
        return
    pytest.fail("no deal with an exchange in 40 seeds")
