"""The bounded fuzz step of CI (``make fuzz``, run by ``make test``): mutated records and
sessions, random command lines and hostile calls of the public API.

The promise checked everywhere: bad input is refused with the package's own typed
error (a ``ValueError`` or ``TypeError`` subclass defined in :mod:`calabresella`), on
one line, and nothing else ever escapes: no ``KeyError``, ``AttributeError``,
``RecursionError``, ``AssertionError``… A refused action leaves the deal unchanged.

The number of examples is set by the ``fuzz`` Hypothesis profile (``FUZZ_EXAMPLES``,
default 1,000 per test), so the whole step takes a few minutes at most on two cores.
Any failure prints the Hypothesis blob that reproduces it.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import calabresella
from calabresella.__main__ import main
from calabresella.engine.files import FileFormatError
from calabresella.games import american, record, tressette
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import RandomPlayer, play_deal
from calabresella.games.italian.session import Session, SessionError, play_session

settings.register_profile(
    "fuzz",
    deadline=None,
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", "1000")),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.data_too_large],
    print_blob=True,
    derandomize=os.environ.get("FUZZ_RANDOM") is None,  # the same examples on every run unless asked
)
settings.load_profile("fuzz")


def package_error(err: BaseException) -> bool:
    """An error the package raises on purpose: a ValueError/TypeError class of calabresella."""
    return isinstance(err, (ValueError, TypeError)) and type(err).__module__.startswith("calabresella")


def assert_refused_cleanly(err: BaseException) -> None:
    assert package_error(err), f"{type(err).__module__}.{type(err).__name__}: {err}"
    assert "\n" not in str(err), f"a refusal is one line: {err!r}"


# ----------------------------------------------------------------- JSON mutation

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["3♠", "A♥", "3S", "pass", "bid solo", "play 3♠", "share -", "italian", "tressette", "", "-1"]),
)
json_values = st.recursive(
    json_scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a JSON value, as a tuple of keys and indices."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, prefix + (index,))
    return found


@st.composite
def mutated(draw: st.DrawFn, original: dict[str, Any]) -> dict[str, Any]:
    """``original`` with one to three places replaced, removed or duplicated."""
    data = copy.deepcopy(original)
    for _ in range(draw(st.integers(1, 3))):
        places = [p for p in paths(data) if p]
        if not places:
            break
        place = draw(st.sampled_from(places))
        parent: Any = data
        for key in place[:-1]:
            parent = parent[key]
        last = place[-1]
        how = draw(st.sampled_from(["replace", "remove", "duplicate", "swap"]))
        if how == "replace":
            parent[last] = draw(json_values)
        elif how == "remove":
            del parent[last]
        elif how == "duplicate" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        elif how == "swap" and isinstance(parent, list) and len(parent) > 1:
            other = draw(st.integers(0, len(parent) - 1))
            parent[last], parent[other] = parent[other], parent[last]
    return data


def _italian_record() -> dict[str, Any]:
    deal = play_deal(Deal.new(seed=11, dealer=1), [RandomPlayer(s) for s in range(3)])
    return record.to_dict(deal, names=["Ada", "Ben", "Cy"])


def _american_record() -> dict[str, Any]:
    return american.to_dict(american.play_random(american.AmericanDeal.new(seed=5), seed=5), ["Ada", "Ben", "Cy"])


def _tressette_record() -> dict[str, Any]:
    rules = tressette.tressette_profile("tressette")
    return tressette.to_dict(tressette.play_random(tressette.TressetteDeal.new(5, 0, rules), 5))


RECORDS: dict[str, tuple[Callable[[], dict[str, Any]], Callable[[dict[str, Any]], Any]]] = {
    "italian": (_italian_record, record.from_dict),
    "american": (_american_record, american.from_dict),
    "tressette": (_tressette_record, tressette.from_dict),
}


@pytest.mark.parametrize("game", list(RECORDS))
def test_mutated_records_are_replayed_or_refused_with_a_file_error(game: str) -> None:
    make, load = RECORDS[game]
    original = make()
    assert load(copy.deepcopy(original)) is not None

    @given(mutated(original))
    def check(data: dict[str, Any]) -> None:
        try:
            load(data)
        except FileFormatError as err:
            assert_refused_cleanly(err)

    check()


@pytest.mark.parametrize("game", list(RECORDS))
def test_mutated_record_text_is_refused_on_one_line_by_the_command_line(game: str, tmp_path: Path) -> None:
    make, _ = RECORDS[game]
    original = make()
    path = tmp_path / "record.json"

    @given(mutated(original), st.sampled_from(["json", "truncate", "bytes"]), st.integers(0, 10**6))
    def check(data: dict[str, Any], form: str, cut: int) -> None:
        text = json.dumps(data, ensure_ascii=form == "json")
        raw = text.encode("utf-8")
        if form == "truncate":
            raw = raw[: cut % (len(raw) + 1)]
        elif form == "bytes":
            position = cut % (len(raw) + 1)
            raw = raw[:position] + bytes([cut % 256]) + raw[position:]
        path.write_bytes(raw)
        assert_cli_refuses_or_runs(["replay", str(path)])

    check()


def test_mutated_sessions_are_loaded_or_refused_with_a_session_error() -> None:
    original = play_session([RandomPlayer(s) for s in range(3)], seed=3).to_dict()

    @given(mutated(original))
    def check(data: dict[str, Any]) -> None:
        try:
            session = Session.from_dict(data)
        except SessionError as err:
            assert_refused_cleanly(err)
            return
        assert sum(session.balances) == 0  # R28: whatever was accepted is still zero-sum

    check()


# ----------------------------------------------------------------- command lines

_WORDS = [
    "deal", "replay", "session", "simulate", "rules", "--seed", "--players", "--rules", "--dealer", "--save",
    "--force", "--deals", "--help", "random", "heuristic", "italian", "tressette", "tressette-in-due", "american",
    "first-to-21", "four-at-the-table", "all-pass-limited", "0", "1", "2", "3", "4", "-1", "7", "2147483647",
    "2147483648", "1e3", "1.5", "nan", "", "--", "-x", "é", "\x1b[2J", "/dev/null", "/dev/zero", "/nonexistent/x.json",
]


def assert_cli_refuses_or_runs(argv: list[str]) -> None:
    import contextlib
    import io

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exit_:  # argparse: --help, or a usage error
            status = exit_.code if isinstance(exit_.code, int) else 2
    assert status in (0, 2), (argv, status, err.getvalue())
    assert "Traceback" not in err.getvalue()
    if status == 2:
        lines = err.getvalue().strip().splitlines()
        assert len(lines) == 1 and "error" in lines[0], (argv, err.getvalue())
        assert "\x1b" not in err.getvalue()


@given(st.lists(st.one_of(st.sampled_from(_WORDS), st.text(max_size=6)), max_size=7))
def test_random_command_lines_run_or_are_refused_on_one_line(argv: list[str]) -> None:
    if "simulate" in argv and "--deals" not in argv:
        argv = [*argv, "--deals", "50"]  # keep each example short: the default is 100,000 deals
    argv = ["--deals" if a == "--deals" else a for a in argv]
    for i, word in enumerate(argv[:-1]):
        if word == "--deals" and argv[i + 1].isdigit() and int(argv[i + 1]) > 500:
            argv[i + 1] = "500"
    argv = [a for a in argv if a != "--save"]  # saving is fuzzed on a temporary folder below
    assert_cli_refuses_or_runs(argv)


def test_random_save_targets_are_written_or_refused(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("notes")
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "link").symlink_to(tmp_path / "notes.txt")
    names = ["notes.txt", "folder", "fifo", "link", "new.json", "missing/x.json", "folder/"]

    @given(st.sampled_from(["deal", "session"]), st.sampled_from(names), st.booleans(), st.integers(0, 50))
    def check(command: str, name: str, force: bool, seed: int) -> None:
        (tmp_path / "notes.txt").write_text("notes")
        argv = [command, "--seed", str(seed), "--save", str(tmp_path / name)] + (["--force"] if force else [])
        assert_cli_refuses_or_runs(argv)
        assert (tmp_path / "link").is_symlink() and (tmp_path / "folder").is_dir()
        if not force:
            assert (tmp_path / "notes.txt").read_text() == "notes"

    check()


# ----------------------------------------------------------------- the public API

hostile = st.one_of(
    json_scalars,
    st.sampled_from([object(), [], {}, (), b"3S", Deal.new(seed=1), calabresella.Contract.SOLO, calabresella.ITALIAN]),
)


def _public_callables() -> dict[str, Callable[..., Any]]:
    from calabresella.games.italian import scoring

    return {
        "Deal.new": Deal.new,
        "Deal.from_cards": Deal.from_cards,
        "score_deal": scoring.score_deal,
        "Session": Session,
        "Session.new": Session.new,
        "record.from_dict": record.from_dict,
        "parse_action": calabresella.parse_action,
        "Card.parse": calabresella.Card.parse,
    }


@pytest.mark.parametrize("name", list(_public_callables()))
def test_public_functions_given_hostile_arguments_refuse_with_a_typed_error(name: str) -> None:
    fn = _public_callables()[name]

    @given(st.lists(hostile, max_size=4), st.dictionaries(st.sampled_from(
        ["seed", "dealer", "rules", "soloist", "contract", "enhancement", "monte", "min_bid", "names", "first_dealer",
         "soloist_trick_thirds", "defenders_trick_thirds", "monte_thirds", "last_trick_to_soloist", "soloist_tricks",
         "total_tricks"]), hostile, max_size=6))
    def check(args: list[Any], kwargs: dict[str, Any]) -> None:
        try:
            fn(*args, **kwargs)
        except (TypeError, ValueError) as err:
            if isinstance(err, TypeError) and not package_error(err):
                # Python's own refusal of a wrong call shape (missing or unexpected argument) is fine.
                assert "argument" in str(err), f"{type(err).__name__}: {err}"
                return
            assert_refused_cleanly(err)

    check()


@given(st.integers(0, 2**31 - 1), st.lists(st.integers(0, 10**6), max_size=60), st.lists(hostile, max_size=3))
def test_random_and_hostile_actions_on_a_deal_leave_it_unchanged_when_refused(
    seed: int, picks: list[int], junk: list[Any]
) -> None:
    deal = Deal.new(seed=seed, dealer=seed % 3)
    rng = random.Random(seed)
    for pick in picks:
        if deal.is_over:
            break
        candidates: list[Any] = [*junk, rng.choice(calabresella.engine.cards.PACK)]
        wrong = candidates[pick % len(candidates)]
        before = deal
        try:
            deal.apply(wrong)
        except (TypeError, ValueError) as err:
            assert_refused_cleanly(err)
        assert deal == before
        legal = deal.legal_actions()
        deal = deal.apply(legal[pick % len(legal)])
