"""Saving never clobbers, loading refuses bad input on one line, the terminal stays safe.

Each test here failed before the hardening pass (issue 9); the rule or promise it
checks is in its name.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from calabresella.__main__ import main
from calabresella.engine import files
from calabresella.engine.files import FileFormatError, SaveRefusedError, write_atomic
from calabresella.games import record
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import RandomPlayer, play_deal
from calabresella.games.italian.session import Session, SessionError, play_session

ROOT = Path(__file__).resolve().parents[1]


def finished(seed: int = 3) -> Deal:
    return play_deal(Deal.new(seed=seed), [RandomPlayer(seed + s) for s in range(3)])


def cli(*args: str, stdin: str | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "calabresella", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=timeout, input=stdin,
    )


def one_line_refusal(result: subprocess.CompletedProcess[str], command: str) -> str:
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"calabresella {command}: error: "), result.stderr
    return lines[0]


# ----------------------------------------------------------------- saving


def test_save_refuses_to_replace_a_notes_file_unless_forced(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    with pytest.raises(SaveRefusedError, match="not a 'calabresella-deal' file.*--force"):
        record.save(finished(), notes)
    assert notes.read_text() == "my notes\n"
    assert main(["deal", "--seed", "2", "--save", str(notes)]) == 2
    assert notes.read_text() == "my notes\n"
    assert main(["deal", "--seed", "2", "--save", str(notes), "--force"]) == 0
    assert json.loads(notes.read_text())["format"] == record.FORMAT


def test_save_replaces_a_record_of_the_same_kind_but_not_a_session(tmp_path):
    path = tmp_path / "deal.json"
    record.save(finished(1), path)
    record.save(finished(2), path)  # same kind: replaced
    assert record.load(path) == finished(2)
    session_path = tmp_path / "session.json"
    play_session([RandomPlayer(s) for s in range(3)], seed=1).save(session_path)
    with pytest.raises(SaveRefusedError, match="already holds a 'calabresella-session' file"):
        record.save(finished(1), session_path)
    with pytest.raises(SaveRefusedError, match="'calabresella-deal' file"):
        Session().save(path)


def test_save_refuses_a_read_only_file_even_when_forced(tmp_path):
    path = tmp_path / "deal.json"
    record.save(finished(1), path)
    path.chmod(0o444)
    before = path.read_text()
    for force in (False, True):
        with pytest.raises(SaveRefusedError, match="read-only"):
            record.save(finished(2), path, force=force)
    assert path.read_text() == before


def test_save_refuses_a_symbolic_link_and_leaves_it_and_its_target(tmp_path):
    real = tmp_path / "real.json"
    record.save(finished(1), real)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    for force in (False, True):
        with pytest.raises(SaveRefusedError, match="symbolic link"):
            record.save(finished(2), link, force=force)
    assert link.is_symlink() and record.load(real) == finished(1)


def test_save_refuses_a_fifo(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(SaveRefusedError, match="not a regular file"):
        write_atomic(fifo, "{}", kind=record.FORMAT, force=True)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_save_to_a_device_is_refused_before_anything_is_written(monkeypatch, capsys):
    def never(*_args: object) -> None:  # a safety net: this test must never replace /dev/null
        raise AssertionError("os.replace was reached")

    monkeypatch.setattr(os, "replace", never)
    assert main(["deal", "--seed", "1", "--save", "/dev/null", "--force"]) == 2
    assert "not a regular file" in capsys.readouterr().err
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_saved_files_honour_the_umask_and_keep_an_existing_mode(tmp_path):
    old = os.umask(0o022)
    try:
        fresh = tmp_path / "fresh.json"
        record.save(finished(), fresh)
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o644
        os.umask(0o077)
        private = tmp_path / "private.json"
        record.save(finished(), private)
        assert stat.S_IMODE(private.stat().st_mode) == 0o600
        fresh.chmod(0o640)
        record.save(finished(4), fresh)
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o640
    finally:
        os.umask(old)


def test_a_save_killed_midway_leaves_a_temporary_that_the_next_save_removes(tmp_path):
    target = tmp_path / "deal.json"
    script = (
        "import os, time, sys\n"
        "from calabresella.games import record\n"
        "from calabresella.games.italian.deal import Deal\n"
        "os.fsync = lambda fd: (print('writing', flush=True), time.sleep(60))\n"
        f"record.save(Deal.new(seed=1), {str(target)!r})\n"
    )
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert child.stdout is not None and child.stdout.readline().strip() == "writing"
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    left = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(left) == 1 and not target.exists()
    record.save(Deal.new(seed=2), target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.json"]


def test_a_fresh_temporary_of_a_live_save_is_not_removed(tmp_path):
    target = tmp_path / "deal.json"
    mine = tmp_path / f".deal.json.{os.getpid()}.abc123.tmp"  # as if another thread of ours is saving
    mine.write_text("partial")
    dead = tmp_path / ".deal.json.999999999.xyz.tmp"
    dead.write_text("partial")
    other = tmp_path / ".other.json.999999999.xyz.tmp"  # not ours to remove: another target
    other.write_text("partial")
    record.save(finished(), target)
    assert mine.exists() and not dead.exists() and other.exists()


def test_two_programs_that_load_add_and_save_a_session_never_lose_a_deal(tmp_path):
    path = tmp_path / "session.json"
    Session.new(seed=1).save(path)
    first, second = Session.load(path), Session.load(path)
    first = first.record(play_deal(first.next_deal(10), [RandomPlayer(s) for s in range(3)]))
    second = second.record(play_deal(second.next_deal(20), [RandomPlayer(s) for s in range(3)]))
    first.save(path)
    with pytest.raises(SaveRefusedError, match="changed on disk since it was loaded"):
        second.save(path)
    assert Session.load(path) == first
    # the one that saved may go on saving: it knows what is on disk now
    third = first.record(play_deal(first.next_deal(30), [RandomPlayer(s) for s in range(3)]))
    third.save(path)
    assert len(Session.load(path).deals) == 2


def test_two_processes_saving_a_loaded_session_keep_both_or_refuse(tmp_path):
    """Both children load before either saves: each says "loaded" and waits for the
    parent's go on its stdin (a barrier, not a sleep)."""
    path = tmp_path / "session.json"
    Session.new(seed=1).save(path)
    script = (
        "import sys\n"
        "from calabresella.games.italian.session import Session\n"
        "from calabresella.games.italian.players import RandomPlayer, play_deal\n"
        "from calabresella.engine.files import SaveRefusedError\n"
        f"s = Session.load({str(path)!r})\n"
        "s = s.record(play_deal(s.next_deal(int(sys.argv[1])), [RandomPlayer(k) for k in range(3)]))\n"
        "print('loaded', flush=True)\n"
        "sys.stdin.readline()\n"
        "try:\n    s.save(" + repr(str(path)) + ")\n    print('saved')\n"
        "except SaveRefusedError:\n    print('refused')\n"
    )
    children = [
        subprocess.Popen([sys.executable, "-c", script, str(k)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, cwd=ROOT)
        for k in (10, 20)
    ]
    for child in children:
        assert child.stdout is not None and child.stdout.readline().strip() == "loaded"
    outcomes = sorted(child.communicate("go\n", timeout=60)[0].strip() for child in children)
    assert outcomes == ["refused", "saved"]
    assert len(Session.load(path).deals) == 1


# ----------------------------------------------------------------- loading


def hostile_texts() -> list[tuple[str, str]]:
    deep = "[" * 2000 + "]" * 2000
    return [
        ("deep", '{"format": "calabresella-deal", "version": 1, "hands": ' + deep + "}"),
        ("deep top", deep),
        ("huge number", '{"format": "calabresella-deal", "version": ' + "9" * 5000 + "}"),
        ("huge seed", json.dumps({**record.to_dict(finished()), "seed": 0}).replace('"seed": 0', '"seed": ' + "7" * 5000)),
    ]


@pytest.mark.parametrize("name, text", hostile_texts(), ids=[n for n, _ in hostile_texts()])
def test_hostile_json_is_refused_on_one_line_by_every_loader(tmp_path, name, text):
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(record.RecordError):
        record.load(path)
    with pytest.raises(SessionError):
        Session.load(path)
    one_line_refusal(cli("replay", str(path)), "replay")


def test_replay_reads_a_record_arriving_on_a_pipe(tmp_path):
    path = tmp_path / "deal.json"
    record.save(finished(5), path)
    piped = subprocess.run(
        ["bash", "-c", f'"{sys.executable}" -m calabresella replay <(cat "{path}")'],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout == cli("replay", str(path)).stdout


def test_replay_of_an_endless_device_is_refused_before_reading_it():
    line = one_line_refusal(cli("replay", "/dev/zero"), "replay")
    assert "a device, not a file" in line


def test_replay_of_an_endless_pipe_stops_at_the_size_limit(tmp_path):
    done = subprocess.run(f"head -c 20000000 /dev/zero | {sys.executable} -m calabresella replay /dev/stdin",
                          shell=True, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "larger than 16 MiB" in done.stderr, done.stderr


@pytest.mark.parametrize("version", [True, 1.0, "1"])
def test_a_version_that_is_not_the_whole_number_1_is_refused(version):
    data = {**record.to_dict(finished()), "version": version}
    with pytest.raises(record.RecordError, match="version"):
        record.from_json(json.dumps(data))


@pytest.mark.parametrize("seat", [True, 1.0, "1"])
def test_a_seat_given_as_true_or_a_float_is_refused(seat):
    data = record.to_dict(finished())
    first = data["actions"][0]
    assert first["seat"] == 1
    first["seat"] = seat
    with pytest.raises(record.RecordError, match="action 0 .*seat"):
        record.from_dict(data)


def test_a_seed_that_does_not_deal_the_hands_is_refused():
    data = {**record.to_dict(finished(5)), "seed": 6}
    with pytest.raises(record.RecordError, match='"seed" 6 does not deal these hands'):
        record.from_dict(data)
    del data["seed"]  # without a seed the same hands are a valid record
    assert record.from_dict(data).dealt_hands == finished(5).dealt_hands


@pytest.mark.parametrize(
    "names", [["Ada", "Ben"], ["Ada", "Ada", "Cy"], ["Ada", "", "Cy"], ["Ada", 7, "Cy"], "Ada Ben Cy", ["x" * 41, "b", "c"]]
)
def test_bad_names_are_refused_not_replaced_by_the_defaults(tmp_path, names):
    data = {**record.to_dict(finished()), "names": names}
    with pytest.raises(record.RecordError, match='"names" must be'):
        record.from_dict(data)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data))
    one_line_refusal(cli("replay", str(path)), "replay")


def test_the_american_and_tressette_records_keep_their_names_on_replay(tmp_path):
    from calabresella.games import american, tressette

    game = american.play_random(american.AmericanDeal.new(seed=3), seed=3)
    path = tmp_path / "american.json"
    american.save(game, path, names=["Ada", "Ben", "Cy"])
    assert "Ada" in cli("replay", str(path)).stdout
    duo = tressette.play_random(tressette.TressetteDeal.new(3, 0, tressette.tressette_profile("tressette-in-due")), 3)
    path = tmp_path / "duo.json"
    tressette.save(duo, path, names=["Ada", "Ben"])
    assert "Ada" in cli("replay", str(path)).stdout


# ----------------------------------------------------------------- terminal safety


@pytest.mark.parametrize("name", ["Ada\x1b[2J", "Ada\x1b]0;pwned\x07", "Ben\r\nForged line", "Cy\u202e"])
def test_names_that_would_drive_the_terminal_are_refused_on_one_line(tmp_path, name):
    data = {**record.to_dict(finished()), "names": [name, "Bruno", "Carla"]}
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data))
    line = one_line_refusal(cli("replay", str(path)), "replay")
    assert not any(ch in line for ch in "\x1b\x07\r\u202e") and '"names" must be' in line
    session = {**play_session([RandomPlayer(s) for s in range(3)], seed=1).to_dict(), "names": [name, "B", "C"]}
    with pytest.raises(SessionError, match='"names" must be'):
        Session.from_dict(session)


def test_everything_the_command_line_prints_is_escaped(capsys, monkeypatch):
    from calabresella.cli import deal_commands as cli_module

    def shout(_args: object) -> int:
        print("Ada\x1b[2J\x1b]0;pwned\x07 Ben\r Cy\u202e done")
        return 0

    monkeypatch.setattr(cli_module, "_cmd_rules", shout)
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert out == "Ada\\x1b[2J\\x1b]0;pwned\\x07 Ben\\x0d Cy\\u202e done\n"


def test_an_error_message_quoting_the_file_is_escaped_too(tmp_path):
    data = record.to_dict(finished())
    data["actions"][0]["action"] = "shout \x1b[2J"
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data))
    line = one_line_refusal(cli("replay", str(path)), "replay")
    assert "\x1b" not in line


def test_ctrl_c_exits_quietly_with_status_130():
    # A suite started in the background by a non-interactive shell inherits Ctrl-C ignored, and so
    # would the child (Python then installs no KeyboardInterrupt): give it Ctrl-C as a terminal does.
    child = subprocess.Popen(
        [sys.executable, "-m", "calabresella", "simulate", "--deals", "100000000"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert child.stderr is not None
    child.stderr.read(1)  # the progress bar has started: the imports are done and the work is on
    time.sleep(0.5)
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


# ----------------------------------------------------------------- scale


def long_session_dict(deals: int) -> dict[str, object]:
    """A session of ``deals`` entries: all passed (R10) but the last nine."""
    session = play_session([RandomPlayer(s) for s in range(3)], seed=2)
    data = session.to_dict()
    scored = data["deals"]
    passed = [{"dealer": 0, "seed": None, "passed": True} for _ in range(deals - len(scored))]
    entries = passed + scored
    for index, entry in enumerate(entries):
        entry["dealer"] = (session.first_dealer + index) % 3
    data["deals"] = entries
    return data


def test_session_load_builds_a_constant_number_of_sessions_whatever_its_length(monkeypatch):
    """Linear, not quadratic: loading used to build a new Session (copying every deal) per deal."""
    built = []
    original = Session.__post_init__

    def counting(self: Session) -> None:
        built.append(len(self.deals))
        original(self)

    monkeypatch.setattr(Session, "__post_init__", counting)
    for deals in (100, 3000):
        data = long_session_dict(deals)
        built.clear()
        session = Session.from_dict(data)
        assert len(session.deals) == deals and session.scored_deals == 9
        assert len(built) <= 3 and sum(built) <= deals


def test_file_format_errors_are_value_errors_with_one_line():
    with pytest.raises(FileFormatError) as caught:
        files.parse_json("[" * 5000, "calabresella-deal", 1)
    assert isinstance(caught.value, ValueError) and "\n" not in str(caught.value)


@pytest.mark.parametrize("seed", [-5, 1.5, True, "3"])
def test_a_session_seed_must_be_a_whole_number_of_at_least_0(seed):
    # R6: random.Random(-5) draws like random.Random(5), so -5 would silently repeat seed 5.
    with pytest.raises(SessionError, match="seed is a whole number of at least 0"):
        Session.new(seed=seed)


def test_a_deal_or_session_with_changed_rules_under_a_profile_name_is_not_written(tmp_path):
    """A file names its profile; rules changed with replace() would be read back as the
    named profile and replayed or scored wrongly, so nothing is written."""
    from calabresella.engine.errors import ArgumentValueError
    from calabresella.games.italian.rules import ITALIAN

    for changed in (ITALIAN.replace(opening_lead="dealer_left"), ITALIAN.replace(win_thirds=20)):
        deal = play_deal(Deal.new(seed=1, rules=changed), [RandomPlayer(s) for s in range(3)])
        with pytest.raises(ArgumentValueError, match="not the profile 'italian'"):
            record.save(deal, tmp_path / "deal.json")
        session = play_session([RandomPlayer(s) for s in range(3)], seed=1, rules=changed)
        with pytest.raises(ArgumentValueError, match="not the profile 'italian'"):
            session.save(tmp_path / "session.json")
    assert list(tmp_path.iterdir()) == []
    from calabresella.games.american import AMERICAN, AmericanDeal, play_random
    from calabresella.games.american import save as save_american

    odd = play_random(AmericanDeal.new(seed=2, rules=AMERICAN.replace(last_trick_points=6, win_points=20)), 2)
    with pytest.raises(ArgumentValueError, match="not the profile 'american'"):
        save_american(odd, tmp_path / "a.json")


def test_write_atomic_refuses_a_name_ending_in_a_slash_and_makes_no_file(tmp_path):
    for force in (False, True):
        with pytest.raises(SaveRefusedError, match="names a folder"):
            record.save(finished(1), f"{tmp_path}/newdir/", force=force)
    assert list(tmp_path.iterdir()) == []


def test_reading_a_fifo_nobody_writes_to_is_refused_within_a_few_seconds(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    with pytest.raises(FileFormatError, match="pipe with nothing written"):
        files.read_text(fifo)
    with pytest.raises(SessionError):
        Session.load(fifo)
    assert time.monotonic() - started < 2 * files.PIPE_WAIT + 3, "each read waits PIPE_WAIT at most"


def test_a_full_disk_leaves_the_old_record_and_no_temporary(tmp_path, monkeypatch):
    import errno

    path = tmp_path / "deal.json"
    record.save(finished(1), path)
    before = path.read_text()

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError) as caught:
        record.save(finished(2), path)
    assert caught.value.filename == str(path) and caught.value.errno == errno.ENOSPC
    assert path.read_text() == before and [p.name for p in tmp_path.iterdir()] == ["deal.json"]
