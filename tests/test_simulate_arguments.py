"""Every public function of the simulator checks its arguments up front: a wrong type is an
``ArgumentTypeError`` (a ``TypeError``), a value that describes nothing possible an
``ArgumentValueError`` (a ``ValueError``); the message says what was expected and, where a
rule decides, names it. Before these checks some calls gave wrong tables without a word
(``soloist=5``, ``seed=1.5``, ``dealers=[-1]``…) and others raised AttributeError."""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

import numpy as np
import pandas as pd
import pytest

from calabresella import ITALIAN, Contract, Deal, Enhancement, Pass, Rules, profile
from calabresella.analysis.simulate import (
    MAX_DEALS,
    StreamPlayer,
    deal_seeds,
    engine_deal,
    engine_deals,
    force_contract,
    game_code,
    game_names,
    numpy_deals,
    play_deals,
    simulate,
    simulate_command,
    simulate_summary,
    slot_of,
    summary,
    uniform,
)
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError
from calabresella.games.italian.players import HeuristicPlayer, play_deal
from calabresella.games.italian.rules import PROFILES

Call = Callable[[], object]


class _DaskLikeClient:
    """Looks like a dask ``Client``: it is not an Executor, but it has ``get_executor``."""

    def __repr__(self) -> str:  # the same test id in every pytest-xdist worker
        return "_DaskLikeClient()"

    def get_executor(self) -> Executor:  # pragma: no cover - never called
        raise AssertionError


def _refused(call: Call, kind: type[Exception], *fragments: str) -> str:
    with pytest.raises(kind) as caught:
        call()
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    return message


# --------------------------------------------------------------------------- simulate, simulate_summary

RUNS = [simulate, simulate_summary]

BAD_RUN_ARGUMENTS: list[tuple[dict[str, Any], type[Exception], tuple[str, ...]]] = [
    # a forced soloist must be a seat (R2): 5 and -1 used to give a table of abandoned deals
    ({"contract": "solo", "soloist": 5}, ArgumentValueError, ("soloist", "0 to 2", "R2", "5")),
    ({"contract": "solo", "soloist": -1}, ArgumentValueError, ("soloist", "R2")),
    ({"contract": "solo", "soloist": 1.0}, ArgumentTypeError, ("soloist", "R2")),
    ({"contract": "solo", "soloist": True}, ArgumentTypeError, ("soloist",)),
    # a soloist without a contract used to be ignored
    ({"soloist": 1}, ArgumentValueError, ("soloist", "contract=", "R9")),
    # seed=1.5 used to be played as seed 1
    ({"seed": 1.5}, ArgumentTypeError, ("seed", "whole number", "1.5")),
    ({"seed": True}, ArgumentTypeError, ("seed",)),
    ({"seed": "3"}, ArgumentTypeError, ("seed",)),
    ({"seed": -1}, ArgumentValueError, ("seed", "0 to 2147483647")),
    ({"seed": 2**31}, ArgumentValueError, ("seed", "0 to 2147483647")),
    # contract=2 and rules='italian' used to raise AttributeError
    ({"contract": 2}, ArgumentTypeError, ("contract", "'chiamo', 'solo', 'solissimo'", "R8")),
    ({"contract": "solissimo dividete"}, ArgumentValueError, ("contract", "R8")),
    ({"contract": Enhancement.DIVIDETE}, ArgumentTypeError, ("contract", "R8")),
    ({"rules": "italian"}, ArgumentTypeError, ("rules", "Rules", "'italian'")),
    ({"rules": None}, ArgumentTypeError, ("rules", "Rules")),
    ({"rules": profile("all-pass-limited")}, ArgumentValueError, ("V2b", "italian", "four-at-the-table")),
    # thirds and transfers that would overflow the table's 8- and 16-bit columns
    ({"rules": ITALIAN.replace(name="long", last_trick_thirds=100)}, ArgumentValueError, ("132 thirds", "8 bits")),
    (
        {"rules": ITALIAN.replace(name="dear", stakes=tuple((n, 10_000) for n, _ in ITALIAN.stakes))},
        ArgumentValueError,
        ("transfers up to 60,000", "16"),
    ),
    # a non-Executor executor used to raise AttributeError (on the first submit)
    ({"executor": 3}, ArgumentTypeError, ("executor", "concurrent.futures.Executor", "get_executor()")),
    ({"executor": _DaskLikeClient()}, ArgumentTypeError, ("for a dask Client pass client.get_executor()",)),
    ({"chunk_size": 0}, ArgumentValueError, ("chunk_size", "at least 1")),
    ({"chunk_size": True}, ArgumentTypeError, ("chunk_size",)),
    ({"chunk_size": 2.5}, ArgumentTypeError, ("chunk_size",)),
    # progress='no' used to show the bar (a non-empty string is true)
    ({"progress": "no"}, ArgumentTypeError, ("progress", "True or False")),
    ({"progress": 0}, ArgumentTypeError, ("progress",)),
    ({"dealing": "fast"}, ArgumentValueError, ("dealing", "'numpy' or 'engine'")),
    ({"dealing": None}, ArgumentTypeError, ("dealing",)),
    ({"players": "clever"}, ArgumentValueError, ("players", "'random', 'heuristic'", "R2")),
    ({"players": ["random", "heuristic"]}, ArgumentValueError, ("players", "a sequence of 3")),
    ({"players": ["random", HeuristicPlayer(), "random"]}, ArgumentTypeError, ("players", "not player objects")),
    ({"players": 3}, ArgumentTypeError, ("players",)),
    ({"players": {"heuristic"}}, ArgumentTypeError, ("players",)),  # a set: one element, one test id in every worker
]


@pytest.mark.parametrize("run", RUNS, ids=lambda f: f.__name__)
@pytest.mark.parametrize(
    "kwargs, kind, fragments", BAD_RUN_ARGUMENTS, ids=[repr(k) for k, _, _ in BAD_RUN_ARGUMENTS]
)
def test_a_run_refuses_bad_arguments_up_front(
    run: Callable[..., object], kwargs: dict[str, Any], kind: type[Exception], fragments: tuple[str, ...]
) -> None:
    arguments = {"progress": False, **kwargs}
    _refused(lambda: run(30, **arguments), kind, *fragments)


@pytest.mark.parametrize("run", RUNS, ids=lambda f: f.__name__)
@pytest.mark.parametrize(
    "n, kind",
    [(0, ArgumentValueError), (-5, ArgumentValueError), (1.5, ArgumentTypeError), (True, ArgumentTypeError),
     ("10", ArgumentTypeError), (None, ArgumentTypeError), (MAX_DEALS + 1, ArgumentValueError)],
)
def test_the_number_of_deals_is_a_whole_number_from_1_to_2_to_the_32(
    run: Callable[..., object], n: object, kind: type[Exception]
) -> None:
    message = _refused(lambda: run(n, progress=False), kind, "n_deals")
    if n == MAX_DEALS + 1:
        assert "2**32" in message and "seed S + 1" in message


def test_errors_are_the_usual_python_errors_too() -> None:
    """Code that caught ValueError and TypeError still catches them."""
    with pytest.raises(ValueError):
        simulate(10, contract="solo", soloist=5, progress=False)
    with pytest.raises(TypeError):
        simulate(10, contract=2, progress=False)  # type: ignore[arg-type]


def test_good_arguments_in_other_spellings_are_taken() -> None:
    """NumPy integers, a contract by name in any case, players as a list or an array."""
    base = simulate(40, players=("random", "heuristic", "random"), seed=3, contract="solo", soloist=2, progress=False)
    spelled = simulate(
        np.int64(40),  # type: ignore[arg-type]
        players=np.array(["random", "heuristic", "random"]),  # type: ignore[arg-type]
        seed=np.int32(3),  # type: ignore[arg-type]
        contract="SOLO",
        soloist=np.int8(2),  # type: ignore[arg-type]
        chunk_size=np.uint16(7),  # type: ignore[arg-type]
        progress=False,
    )
    pd.testing.assert_frame_equal(base, spelled)
    assert (base["soloist"] == 2).all() and (base["contract"] == "solo").all()


def test_players_as_a_list_of_mixed_kinds_play_the_heuristic_at_its_seat() -> None:
    mixed = simulate(300, players=["heuristic", "random", "random"], seed=4, progress=False)
    as_tuple = simulate(300, players=("heuristic", "random", "random"), seed=4, progress=False)
    pd.testing.assert_frame_equal(mixed, as_tuple)
    assert not mixed.equals(simulate(300, players="random", seed=4, progress=False))


def test_every_profile_the_simulator_plays_is_taken() -> None:
    from calabresella.analysis.simulate import SIMULATED_PROFILES

    assert {"italian", "bidder-leads", "dealer-left-leads"} <= set(SIMULATED_PROFILES)
    for name in SIMULATED_PROFILES:
        assert len(simulate(20, rules=PROFILES[name], progress=False)) == 20
    strict = Rules(name="strict", win_thirds=21)  # a Rules value like them is taken too
    assert len(simulate(20, rules=strict, progress=False)) == 20


# --------------------------------------------------------------------------- simulate_command

@pytest.mark.parametrize(
    "args, kind, fragment",
    [
        ((0, "random", 0), ArgumentValueError, "deals"),
        ((10**10, "random", 0), ArgumentValueError, "2**32"),  # used to end in MemoryError
        ((10**12, "random", 0), ArgumentValueError, "2**32"),
        ((1.5, "random", 0), ArgumentTypeError, "deals"),
        ((10, "clever", 0), ArgumentValueError, "players"),
        ((10, ["random"] * 3, 0), ArgumentTypeError, "players"),
        ((10, "random", -1), ArgumentValueError, "seed"),
        ((10, "random", 2.0), ArgumentTypeError, "seed"),
    ],
)
def test_the_command_refuses_bad_arguments(args: tuple[Any, Any, Any], kind: type[Exception], fragment: str) -> None:
    _refused(lambda: simulate_command(*args), kind, fragment)


@pytest.mark.parametrize("deals", ["10000000000", str(2**32 + 1), str(10**12)])
def test_the_command_line_refuses_too_many_deals_on_one_line(deals: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``--deals 10000000000`` used to end in a MemoryError traceback."""
    from calabresella.__main__ import main

    assert main(["simulate", "--deals", deals]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "2**32" in err and "different seeds" in err


def test_the_command_refuses_a_bad_progress_flag() -> None:
    _refused(lambda: simulate_command(10, "random", 0, progress="yes"), ArgumentTypeError, "progress")  # type: ignore[arg-type]


# --------------------------------------------------------------------------- tables

def test_summary_and_game_names_want_a_simulated_table() -> None:
    _refused(lambda: summary([1, 2]), ArgumentTypeError, "DataFrame")  # type: ignore[arg-type]
    _refused(lambda: summary(pd.DataFrame({"seed": [1]})), ArgumentValueError, "lacks", "contract", "t2")
    _refused(lambda: game_names("x"), ArgumentTypeError, "DataFrame")  # type: ignore[arg-type]
    _refused(lambda: game_names(pd.DataFrame({"contract": ["solo"]})), ArgumentValueError, "enhancement")


# --------------------------------------------------------------------------- dealing and playing arrays

def test_numpy_deals_checks_seeds_and_dealers() -> None:
    # 1.7 and 1.2 used to deal the same cards (both seed 1); dealer 5 an IndexError
    _refused(lambda: numpy_deals(np.array([1.7, 1.2]), np.array([1, 1])), ArgumentTypeError, "seeds", "whole")
    _refused(lambda: numpy_deals(np.array([1]), np.array([5])), ArgumentValueError, "dealers", "0 to 2", "R2")
    _refused(lambda: numpy_deals(np.array([1]), np.array([-1])), ArgumentValueError, "dealers", "R2")
    _refused(lambda: numpy_deals(np.array([1, 2]), np.array([1])), ArgumentValueError, "seeds (got 2)", "dealers (got 1)")
    _refused(lambda: numpy_deals(np.array([[1]]), np.array([1])), ArgumentValueError, "seeds", "shape")
    _refused(lambda: numpy_deals(np.array([1]), np.array([1]), "italian"), ArgumentTypeError, "Rules")  # type: ignore[arg-type]


def test_numpy_deals_still_deals_any_rules_profile() -> None:
    """Notebook 9 deals ten-card hands (a profile the simulator does not play)."""
    ten = ITALIAN.replace(name="ten-card hands", hand_size=10, deal_packet=5, monte_size=10)
    hands, monte = numpy_deals(np.array([1, 2]), [0, 2], ten)  # type: ignore[arg-type]
    assert hands.shape == (2, 3, 10) and monte.shape == (2, 10)


def test_engine_deals_checks_seeds_and_dealers() -> None:
    # seed 1.5 used to be dealt as seed 1, dealer -1 as seat 2
    _refused(lambda: engine_deals([1.5], [1]), ArgumentTypeError, "seeds")
    _refused(lambda: engine_deals([1], [-1]), ArgumentValueError, "dealers", "R2")
    _refused(lambda: engine_deals([-3], [0]), ArgumentValueError, "seeds", "at least 0")
    _refused(lambda: engine_deals([1, 2], [0]), ArgumentValueError, "one value per deal")
    _refused(lambda: engine_deals([1], [0], rules="italian"), ArgumentTypeError, "Rules")  # type: ignore[arg-type]


def test_engine_deal_wants_a_row_and_rules() -> None:
    row = simulate(1, dealing="engine", progress=False).iloc[0]
    assert engine_deal(row).seed == int(row["seed"])
    _refused(lambda: engine_deal(42), ArgumentTypeError, "row")
    _refused(lambda: engine_deal(row, rules="italian"), ArgumentTypeError, "Rules")  # type: ignore[arg-type]
    _refused(lambda: engine_deal(pd.Series({"seed": 1.5, "dealer": 0})), ArgumentTypeError, "row.seed")
    _refused(lambda: engine_deal(pd.Series({"seed": 1, "dealer": 3})), ArgumentValueError, "row.dealer", "R2")


def _one_deal() -> tuple[Any, Any, Any, Any]:
    seeds = deal_seeds(1, 0, 2)
    dealers = np.array([0, 1])
    hands, monte = engine_deals(seeds, dealers)
    return hands, monte, dealers, seeds


def test_play_deals_checks_its_deals() -> None:
    hands, monte, dealers, seeds = _one_deal()
    assert len(play_deals(hands, monte, dealers, seeds)) == 2
    twice = hands.copy()
    twice[1, 0, 0] = twice[1, 1, 0]  # one card twice, another missing
    _refused(lambda: play_deals(twice, monte, dealers, seeds), ArgumentValueError, "deal 1", "R3, R7")
    off = hands.copy()
    off[0, 2, 5] = 40
    _refused(lambda: play_deals(off, monte, dealers, seeds), ArgumentValueError, "hands", "0 to 39", "R3")
    _refused(lambda: play_deals(hands[:, :, :11], monte, dealers, seeds), ArgumentValueError, "shape", "R7")
    _refused(lambda: play_deals(hands, monte, np.array([0, 3]), seeds), ArgumentValueError, "dealers", "R2")
    _refused(lambda: play_deals(hands, monte, dealers, seeds[:1]), ArgumentValueError, "one value per deal")
    _refused(lambda: play_deals(hands, monte, dealers, seeds * 1.0), ArgumentTypeError, "seeds")
    _refused(lambda: play_deals(hands.astype(float), monte, dealers, seeds), ArgumentTypeError, "hands")


def test_play_deals_checks_contract_soloist_players_and_rules() -> None:
    hands, monte, dealers, seeds = _one_deal()
    forced = play_deals(hands, monte, dealers, seeds, contract="solo", soloist=1)  # type: ignore[arg-type]
    assert forced.soloist.tolist() == [1, 1]
    _refused(lambda: play_deals(hands, monte, dealers, seeds, contract=2), ArgumentTypeError, "R8")  # type: ignore[arg-type]
    _refused(
        lambda: play_deals(hands, monte, dealers, seeds, contract=Contract.SOLO, soloist=3),
        ArgumentValueError, "soloist", "R2",
    )
    _refused(lambda: play_deals(hands, monte, dealers, seeds, soloist=0), ArgumentValueError, "contract=")
    _refused(lambda: play_deals(hands, monte, dealers, seeds, players="clever"), ArgumentValueError, "players")
    _refused(lambda: play_deals(hands, monte, dealers, seeds, rules="italian"), ArgumentTypeError, "Rules")  # type: ignore[arg-type]
    _refused(
        lambda: play_deals(hands, monte, dealers, seeds, rules=profile("all-pass-limited")),
        ArgumentValueError, "V2b",
    )


def test_played_actions_wants_a_deal_index() -> None:
    hands, monte, dealers, seeds = _one_deal()
    played = play_deals(hands, monte, dealers, seeds)
    assert played.actions(1) == played.actions(np.int64(1))  # type: ignore[arg-type]
    # -1 used to give the last deal's actions
    _refused(lambda: played.actions(-1), ArgumentValueError, "0 to 1")
    _refused(lambda: played.actions(2), ArgumentValueError, "0 to 1")


# --------------------------------------------------------------------------- the engine's side

def test_force_contract_checks_its_arguments() -> None:
    deal = Deal.new(seed=3, dealer=1)
    assert force_contract(deal, "solo", soloist=0).soloist == 0
    # soloist=5 used to let everyone pass: an abandoned deal, without a word
    _refused(lambda: force_contract(deal, Contract.SOLO, soloist=5), ArgumentValueError, "soloist", "R2")
    _refused(lambda: force_contract(deal, Contract.SOLO, soloist=1.0), ArgumentTypeError, "soloist")  # type: ignore[arg-type]
    _refused(lambda: force_contract(deal, 2), ArgumentTypeError, "contract", "R8")  # type: ignore[arg-type]
    _refused(lambda: force_contract(deal, None), ArgumentTypeError, "contract")  # type: ignore[arg-type]
    _refused(lambda: force_contract("deal", Contract.SOLO), ArgumentTypeError, "Deal")  # type: ignore[arg-type]
    # a deal past its auction used to come back unchanged
    played = play_deal(deal, [StreamPlayer(3)] * 3)
    _refused(lambda: force_contract(played, Contract.SOLO), ArgumentValueError, "auction has not begun", "R8")
    _refused(lambda: force_contract(deal.apply(Pass()), Contract.SOLO), ArgumentValueError, "auction")


def test_uniform_stream_player_and_slot_of_check_their_arguments() -> None:
    assert uniform(np.int64(7), 3) == uniform(7, 3)  # type: ignore[arg-type]
    _refused(lambda: uniform(7.5, 0), ArgumentTypeError, "deal_seed")  # type: ignore[arg-type]
    _refused(lambda: uniform(7, -1), ArgumentValueError, "slot")
    _refused(lambda: uniform(7, 1.5), ArgumentTypeError, "slot")  # type: ignore[arg-type]
    _refused(lambda: StreamPlayer(1.5), ArgumentTypeError, "deal_seed")  # type: ignore[arg-type]
    _refused(lambda: slot_of("view"), ArgumentTypeError, "SeatView")  # type: ignore[arg-type]


def test_game_code_and_title_check_their_arguments() -> None:
    from calabresella.analysis.simulate import game_title

    assert game_title(-1) == "Abandoned" and game_title(np.int8(1)) == "Solo"  # type: ignore[arg-type]
    _refused(lambda: game_code("solo"), ArgumentTypeError, "Contract")  # type: ignore[arg-type]
    _refused(lambda: game_code(Contract.SOLO, "dividete"), ArgumentTypeError, "Enhancement")  # type: ignore[arg-type]
    # -2 used to be 'Abandoned', 5 an IndexError
    _refused(lambda: game_title(-2), ArgumentValueError, "-1 to 4", "R26")
    _refused(lambda: game_title(5), ArgumentValueError, "-1 to 4", "R26")


# --------------------------------------------------------------------------- deal seeds

def test_deal_seeds_stay_distinct_and_in_64_bits() -> None:
    top = 2**31 - 1
    assert deal_seeds(top, MAX_DEALS - 2, MAX_DEALS).tolist() == [2**63 - 2, 2**63 - 1]
    # past 2**32 deals the seeds used to wrap round to negative numbers
    _refused(lambda: deal_seeds(top, MAX_DEALS - 2, MAX_DEALS + 2), ArgumentValueError, "stop")
    _refused(lambda: deal_seeds(0, 5, 2), ArgumentValueError, "stop", "from 5")  # used to be empty
    _refused(lambda: deal_seeds(0, -1, 2), ArgumentValueError, "start")
    _refused(lambda: deal_seeds(1.5, 0, 2), ArgumentTypeError, "seed")  # type: ignore[arg-type]
    _refused(lambda: deal_seeds(2**31, 0, 2), ArgumentValueError, "seed")


def test_the_largest_seed_gives_positive_distinct_deal_seeds_that_replay() -> None:
    top = 2**31 - 1
    df = simulate(30, seed=top, chunk_size=7, dealing="engine", progress=False)
    assert df["seed"].tolist() == [top * 2**32 + i for i in range(30)]
    for row in df.head(5).itertuples():
        final = play_deal(engine_deal(row), [StreamPlayer(int(row.seed))] * 3)
        assert (final.result.transfers if final.result else (0, 0, 0)) == (row.t0, row.t1, row.t2)


def test_messages_name_what_was_expected() -> None:
    message = _refused(lambda: simulate(10, contract="solo", soloist=5, progress=False), ArgumentValueError)
    assert re.fullmatch(r"soloist must be a whole number from 0 to 2 \(R2\), got 5", message)
