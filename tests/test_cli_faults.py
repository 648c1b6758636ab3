"""Bad input and faults on the command line (issue 18): every write goes through the one
safe path, long work is bounded and streamed, and what reaches the program from argv is
refused with the package's own one-line errors (exit status 2), never a traceback."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from calabresella.__main__ import main
from calabresella.analysis import streaming
from calabresella.analysis.advisor import advise
from calabresella.analysis.expert import ExpertPlayer
from calabresella.analysis.match import match
from calabresella.analysis.review import analyse
from calabresella.engine.cards import parse_cards
from calabresella.engine.errors import ArgumentValueError, check_time_budget
from calabresella.engine.files import FileFormatError

ROOT = Path(__file__).resolve().parents[1]
STRONG = "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``main(argv)``: its exit status, standard output and standard error."""
    try:
        code = main(argv)
    except SystemExit as stop:
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def refused(argv: list[str], capsys: pytest.CaptureFixture[str], *words: str) -> str:
    """The one line with which ``argv`` is refused (exit status 2), checked to hold ``words``."""
    code, _, err = run(argv, capsys)
    assert code == 2, err
    assert len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err, err
    return err.strip()


# ----------------------------------------------------------------- deal --sheet and --save


def test_sheet_does_not_replace_a_deal_record_without_force(tmp_path, capsys):
    saved = tmp_path / "d.json"
    assert run(["deal", "--seed", "7", "--save", str(saved)], capsys)[0] == 0
    before = saved.read_text()
    refused(["deal", "--seed", "1", "--sheet", str(saved)], capsys, str(saved), "--force")
    assert saved.read_text() == before
    assert run(["deal", "--seed", "1", "--sheet", str(saved), "--force"], capsys)[0] == 0
    assert "<html" in saved.read_text().lower()


def test_sheet_does_not_replace_a_notes_file(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    refused(["deal", "--sheet", str(notes)], capsys, "already")
    assert notes.read_text() == "my notes\n"


def test_sheet_with_save_is_refused_rather_than_dropping_save(tmp_path, capsys):
    sheet, saved = tmp_path / "h.html", tmp_path / "d.json"
    refused(["deal", "--sheet", str(sheet), "--save", str(saved)], capsys, "--save", "--sheet")
    refused(["deal", "--hands-only", "--save", str(saved)], capsys, "--save", "--hands-only")
    assert not sheet.exists() and not saved.exists()


@pytest.mark.parametrize("option", ["--sheet", "--save"])
def test_a_folder_name_with_a_slash_is_refused_not_made_a_file(option, tmp_path, capsys):
    target = f"{tmp_path}/newdir/"
    refused(["deal", option, target], capsys, "newdir", "folder")
    assert not (tmp_path / "newdir").exists()


def test_session_save_to_a_folder_name_with_a_slash_is_refused(tmp_path, capsys):
    refused(["session", "--save", f"{tmp_path}/newdir/"], capsys, "folder")
    assert not (tmp_path / "newdir").exists()


@pytest.mark.parametrize("option", ["--sheet", "--save"])
def test_a_full_disk_is_reported_with_the_files_name(option, tmp_path, monkeypatch, capsys):
    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    target = tmp_path / "out.file"
    line = refused(["deal", option, str(target)], capsys, "No space left on device", str(target))
    assert "nothing was saved" in line
    assert not target.exists() and list(tmp_path.iterdir()) == []


def test_a_path_with_a_null_character_is_refused(capsys):
    refused(["deal", "--save", "d\x00.json"], capsys, "null")
    refused(["deal", "--sheet", "d\x00.html"], capsys, "null")


def test_style_without_hands_only_or_sheet_is_refused(capsys):
    refused(["deal", "--style", "italian"], capsys, "--style", "--hands-only")


# ----------------------------------------------------------------- files that are not regular


def test_replay_and_analyse_of_a_fifo_without_writer_do_not_hang(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for command in ("replay", "analyse"):
        started = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "calabresella", command, str(fifo)],
                              capture_output=True, text=True, cwd=ROOT, timeout=60)
        assert time.monotonic() - started < 30
        assert done.returncode == 2, done.stderr
        assert str(fifo) in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_replay_of_a_fifo_whose_writer_starts_after_it_reads_the_record(tmp_path):
    saved = tmp_path / "d.json"
    assert main(["deal", "--seed", "7", "--save", str(saved)]) == 0
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    reader = subprocess.Popen([sys.executable, "-m", "calabresella", "replay", str(fifo)], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(0.5)  # the reader is waiting on the pipe before anyone writes to it
    writer = subprocess.run(["sh", "-c", f"cat '{saved}' > '{fifo}'"], timeout=30)
    out, err = reader.communicate(timeout=60)
    assert writer.returncode == 0 and reader.returncode == 0, err
    assert "seed 7" in out.lower() or "trick" in out.lower(), out


def test_replay_of_a_terminal_is_refused_on_one_line_instead_of_a_traceback():
    import pty

    main_end, terminal = pty.openpty()
    try:
        done = subprocess.run([sys.executable, "-m", "calabresella", "replay", os.ttyname(terminal)],
                              capture_output=True, text=True, cwd=ROOT, timeout=60)
    finally:
        os.close(main_end)
        os.close(terminal)
    assert done.returncode == 2, done.stderr
    assert "terminal" in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_analyse_of_a_path_with_a_null_character_names_the_path():
    with pytest.raises(FileFormatError, match=r"d\x00\.json"):
        analyse("d\x00.json")


def test_replay_of_a_path_with_a_null_character_is_one_line(capsys):
    refused(["replay", "d\x00.json"], capsys, "null")


# ----------------------------------------------------------------- time budgets


@pytest.mark.parametrize("budget", [10**400, float("inf"), 10**9])
def test_a_time_budget_out_of_range_is_refused_with_the_range(budget):
    with pytest.raises(ArgumentValueError, match="at most 86400"):
        check_time_budget(budget)
    with pytest.raises(ArgumentValueError):
        ExpertPlayer(0, time_budget=budget)
    with pytest.raises(ArgumentValueError):
        advise(parse_cards(STRONG), samples=2, time_budget=budget)
    with pytest.raises(ArgumentValueError):
        match(("heuristic", "random"), deals=2, time_budget=budget, progress=False)


def test_match_time_budget_of_infinity_is_refused_on_the_command_line(capsys):
    refused(["match", "--players", "heuristic,random", "--deals", "2", "--time-budget", "inf"], capsys,
            "time_budget")
    refused(["match", "--players", "heuristic,random", "--deals", "2", "--time-budget", "1e400"], capsys,
            "time_budget")


# ----------------------------------------------------------------- match: bounded workers and streaming


@pytest.mark.parametrize("workers", ["0", "-1", "-100", "2147483647", "many"])
def test_impossible_worker_counts_are_refused(workers, capsys):
    refused(["match", "--players", "random,random", "--deals", "2", "--workers", workers], capsys, "--workers")


def test_more_workers_than_cores_are_refused(capsys):
    too_many = str((os.cpu_count() or 1) + 1)
    refused(["match", "--players", "random,random", "--deals", "2", "--workers", too_many], capsys,
            "--workers", "cores")


def test_workers_are_never_more_than_deals(monkeypatch, capsys):
    from concurrent.futures import ThreadPoolExecutor

    import calabresella.cli.analysis_commands as cli

    made: list[int] = []

    def pool(workers: int) -> ThreadPoolExecutor:
        made.append(workers)
        return ThreadPoolExecutor(workers)

    monkeypatch.setattr(cli, "_worker_pool", pool)
    monkeypatch.setattr(os, "cpu_count", lambda: 64)
    assert run(["match", "--players", "random,random", "--deals", "2", "--workers", "64"], capsys)[0] == 0
    assert made == [2]


class _CountingExecutor:
    """An executor that runs work at once but records how many futures were pending at most."""

    def __init__(self, workers: int) -> None:
        from concurrent.futures import ThreadPoolExecutor

        self._pool = ThreadPoolExecutor(workers)
        self._max_workers = workers
        self.pending = 0
        self.most = 0

    def submit(self, fn, *args):  # type: ignore[no-untyped-def]
        self.pending += 1
        self.most = max(self.most, self.pending)
        future = self._pool.submit(fn, *args)

        def done(_f: object) -> None:
            self.pending -= 1

        future.add_done_callback(done)
        return future


def test_bounded_keeps_a_few_tasks_per_worker_in_flight():
    executor = _CountingExecutor(2)
    seen = list(streaming.bounded(range(200), executor, lambda x: x * x))  # type: ignore[arg-type]
    assert sorted(result for _, result in seen) == [x * x for x in range(200)]
    assert executor.most <= streaming.window(executor)  # type: ignore[arg-type]
    assert streaming.window(executor) < 20  # type: ignore[arg-type]


def test_match_submits_deals_a_few_at_a_time(monkeypatch):
    from concurrent.futures import Executor, ThreadPoolExecutor

    submitted: list[int] = []
    most = [0]

    class Watched(ThreadPoolExecutor, Executor):
        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def,override]
            submitted.append(1)
            most[0] = max(most[0], len(submitted) - len(finished))
            future = super().submit(fn, *args, **kwargs)
            future.add_done_callback(lambda _f: finished.append(1))
            return future

    finished: list[int] = []
    with Watched(max_workers=2) as pool:
        result = match(("random", "random"), deals=60, seed=3, executor=pool, progress=False)
    assert most[0] <= streaming.window(pool)
    assert result.gains == match(("random", "random"), deals=60, seed=3, progress=False).gains


def test_simulate_uses_the_shared_streaming():
    from calabresella.analysis import simulate

    assert simulate._results is streaming.bounded  # type: ignore[attr-defined]


# ----------------------------------------------------------------- advise


def test_advise_takes_a_hand_as_text():
    assert advise(STRONG, samples=2, seed=1) == advise(parse_cards(STRONG), samples=2, seed=1)


def test_advise_seat_0_has_heard_no_bid(capsys):
    refused(["advise", STRONG, "--seat", "0", "--auction", "pass"], capsys, "--seat", "R9")
    refused(["advise", STRONG, "--seat", "2", "--auction", "pass"], capsys, "--seat")


def test_advise_seat_follows_from_the_auction_when_not_given(capsys):
    code, out, err = run(["advise", STRONG, "--auction", "pass", "--samples", "2"], capsys)
    assert code == 0, err
    assert out.splitlines() == advise(STRONG, seat=1, auction=["pass"], samples=2).lines()


def test_advise_has_a_time_budget(capsys):
    code, out, err = run(["advise", STRONG, "--samples", "10000", "--time-budget", "0.5"], capsys)
    assert code == 0, err
    assert "time budget" in out
    refused(["advise", STRONG, "--time-budget", "0"], capsys, "time_budget")


def test_advise_help_says_the_default_time_budget(capsys):
    code, out, _ = run(["advise", "--help"], capsys)
    assert code == 0 and "--time-budget" in out


def test_match_shows_the_running_mean_as_it_goes(capsys, monkeypatch):
    import calabresella.cli.analysis_commands as cli

    monkeypatch.setattr(cli, "_progress_wanted", lambda quiet: True)
    code, _, err = run(["match", "--players", "heuristic,random", "--deals", "4", "--seed", "1"], capsys)
    assert code == 0
    assert "mean" in err  # the bar's running mean, on standard error


# ----------------------------------------------------------------- options that would be ignored


@pytest.mark.parametrize("command", ["deal", "session"])
def test_force_without_a_file_to_write_is_refused(command, capsys):
    refused([command, "--force"], capsys, "--force", "--save")


@pytest.mark.parametrize("option", [["--samples", "3"], ["--time-budget", "1"], ["--card-play-only"]])
def test_expert_options_without_an_expert_are_refused(option, capsys):
    refused(["match", "--players", "heuristic,random", "--deals", "2", *option], capsys, option[0], "expert")


def test_expert_options_with_an_expert_are_used(capsys, monkeypatch):
    import calabresella.analysis.match as match_module

    seen: dict[str, object] = {}

    def fake(players, **options):  # type: ignore[no-untyped-def]
        seen.update(options, players=players)
        return match(("heuristic", "random"), deals=2, progress=False)

    monkeypatch.setattr(match_module, "match", fake)
    argv = ["match", "--players", "expert,random", "--deals", "2", "--samples", "3", "--time-budget", "0.5",
            "--card-play-only"]
    assert run(argv, capsys)[0] == 0
    assert (seen["samples"], seen["time_budget"], seen["card_play_only"]) == (3, 0.5, True)


@pytest.mark.parametrize("deals", ["0", "1"])
def test_match_says_the_same_least_number_of_deals_whatever_is_given(deals, capsys):
    refused(["match", "--players", "random,random", "--deals", deals], capsys, "at least 2")
