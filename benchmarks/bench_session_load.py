"""Session.load against the number of deals: linear now, quadratic before (issue 9).

Run: .venv/bin/python benchmarks/bench_session_load.py

The baseline, in the same run, is the old loading loop (one new Session per deal,
copying every deal so far and recounting the scored deals), kept here only to
measure against.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

from calabresella.games.italian.players import RandomPlayer
from calabresella.games.italian.session import Session, _deal_from_dict, play_session


def session_file(folder: Path, deals: int) -> Path:
    """A session of ``deals`` entries: all passed (R10) but the last nine."""
    session = play_session([RandomPlayer(s) for s in range(3)], seed=2)
    data = session.to_dict()
    entries = [{"dealer": 0, "seed": None, "passed": True} for _ in range(deals - len(data["deals"]))] + data["deals"]
    for index, entry in enumerate(entries):
        entry["dealer"] = (session.first_dealer + index) % 3
    data["deals"] = entries
    path = folder / f"session-{deals}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def old_load(path: Path) -> Session:
    """The loop Session.from_dict had before: quadratic in the number of deals."""
    data = json.loads(path.read_text(encoding="utf-8"))
    session = Session.from_dict({**data, "deals": []})
    for index, item in enumerate(data["deals"]):
        entry = _deal_from_dict(item, session.rules, f"deal {index}")
        assert entry.dealer == session.dealer and not session.is_over
        session = Session(session.names, session.first_dealer, session.rules, session.deals + (entry,))
    return session


def timed(fn, path: Path) -> tuple[float, Session]:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    result = fn(path)
    return time.perf_counter() - start, result


def main() -> None:
    print(f"{'deals':>7} {'MB':>5} {'load (s)':>9} {'old loop (s)':>12} {'old/new':>8}")
    with tempfile.TemporaryDirectory() as folder:
        for deals in (1_000, 4_000, 16_000, 32_000):
            path = session_file(Path(folder), deals)
            new_time, new = timed(Session.load, path)
            old_time, old = timed(old_load, path)
            assert new == old
            size = path.stat().st_size / 1e6
            print(f"{deals:>7} {size:>5.2f} {new_time:>9.3f} {old_time:>12.2f} {old_time / new_time:>7.0f}×")


if __name__ == "__main__":
    main()
