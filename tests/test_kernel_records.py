"""Every record file saved by the version before the kernel still loads, into the same deal.

``tests/fixtures/records/`` holds records of the three games (formats
``calabresella-deal``, ``calabrasella-deal``, ``tressette-deal``) for several profiles,
finished, half played and abandoned, and session files (``calabresella-session``),
all written by the package as of commit 46bdfaf; ``expected.json`` is what each
loaded to then. Each must load today, through its game's loader and through the one
loader that picks the game by the record's profile, into the same deal.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from calabresella.games import american, record, tressette
from calabresella.games.italian.session import Session

FOLDER = Path(__file__).parent / "fixtures" / "records"
EXPECTED: dict[str, Any] = json.loads((FOLDER / "expected.json").read_text(encoding="utf-8"))
LOADERS = {"calabresella-deal": record.load, "calabrasella-deal": american.load, "tressette-deal": tressette.load}


def digest(deal: Any) -> dict[str, Any]:
    return {
        "type": type(deal).__name__,
        "phase": deal.phase.value,
        "to_move": deal.to_move,
        "hands": [[str(c) for c in h] for h in deal.hands],
        "history": [[s, str(a)] for s, a in deal.history],
        "tricks": [[t.leader, [str(c) for c in t.cards]] for t in deal.tricks],
        "winners": [t.winner for t in deal.tricks],
        "result": repr(deal.result),
    }


def test_there_are_fixtures_of_every_game_and_of_sessions() -> None:
    formats = {json.loads((FOLDER / name).read_text(encoding="utf-8"))["format"] for name in EXPECTED}
    assert formats == {*LOADERS, "calabresella-session"}
    assert len(EXPECTED) >= 30


@pytest.mark.parametrize("name", sorted(n for n in EXPECTED if EXPECTED[n]["type"] != "Session"))
def test_an_old_record_loads_into_the_deal_it_came_from(name: str) -> None:
    path = FOLDER / name
    data = json.loads(path.read_text(encoding="utf-8"))
    deal = LOADERS[data["format"]](path)
    assert digest(deal) == EXPECTED[name]
    again = record.load_any(path)  # the one loader: the profile picks the game
    assert again == deal and type(again) is type(deal)
    assert deal.as_dealt().apply_all([a for _, a in deal.history]) == deal
    if deal.seed is not None and "min_bid" not in data:  # the seed deals these very hands
        assert type(deal).new(deal.seed, deal.dealer, deal.rules).dealt_hands == deal.dealt_hands


@pytest.mark.parametrize("name", sorted(n for n in EXPECTED if EXPECTED[n]["type"] == "Session"))
def test_an_old_session_file_loads(name: str) -> None:
    session = Session.load(FOLDER / name)
    expected = EXPECTED[name]
    assert list(session.balances) == expected["balances"]
    assert len(session.deals) == expected["deals"]
    assert repr(session) == expected["repr"]


# ------------------------------------------------------------------ the one format (version 2)

from calabresella.engine.files import SaveRefusedError  # noqa: E402
from calabresella.games.american import AmericanDeal  # noqa: E402
from calabresella.games.italian.deal import Deal  # noqa: E402
from calabresella.games.tressette import TRESSETTE_IN_DUE, TressetteDeal  # noqa: E402

FRESH = {
    "italian": lambda: Deal.new(seed=7).apply_all([]),
    "american": lambda: american.play_random(AmericanDeal.new(seed=7), 1),
    "tressette": lambda: tressette.play_random(TressetteDeal.new(seed=5, rules=TRESSETTE_IN_DUE), 2),
}
REST = {"italian": "monte", "american": "widow", "tressette": "stock"}


@pytest.mark.parametrize("game", sorted(FRESH))
def test_every_game_writes_the_one_format_and_the_profile_picks_the_game(game: str, tmp_path: Path) -> None:
    deal = FRESH[game]()
    data = record.to_any(deal)
    assert (data["format"], data["version"]) == ("calabresella-deal", 2)
    assert list(data) == ["format", "version", "rules", "dealer", "seed", "hands", REST[game], "actions"]
    path = tmp_path / "deal.json"
    record.save_any(deal, path)
    assert json.loads(path.read_text(encoding="utf-8")) == data
    again = record.load_any(path)
    assert again == deal and type(again) is type(deal)
    assert {"italian": record, "american": american, "tressette": tressette}[game].load(path) == deal


@pytest.mark.parametrize("name", ["american-finished-1.json", "italian-italian-finished.json", "tressette-partial.json"])
def test_a_version_1_file_is_replaced_by_a_version_2_save(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_bytes((FOLDER / name).read_bytes())
    deal = record.load_any(path)
    record.save_any(deal, path)  # the same kind of file: no --force needed
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("calabresella-deal", 2)
    assert record.load_any(path) == deal


def test_a_save_still_refuses_a_session_or_another_file(tmp_path: Path) -> None:
    session = tmp_path / "session.json"
    session.write_bytes((FOLDER / "session-italian.json").read_bytes())
    with pytest.raises(SaveRefusedError, match="'calabresella-session' file"):
        american.save(FRESH["american"](), session)
    with pytest.raises(SaveRefusedError, match="'calabresella-session' file"):
        tressette.save(FRESH["tressette"](), session)
    assert session.read_bytes() == (FOLDER / "session-italian.json").read_bytes()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "calabrasella-deal", "version": 2}, "found 'calabrasella-deal'.*a deal of Tressette"),
        ({"version": 1}, "version 1 is not supported here"),  # v1 of calabresella-deal is Italian only
        ({"version": True}, "version True is not supported"),
        ({"rules": "briscola"}, "no rule profile called 'briscola'"),
        ({"names": ["A", "A"]}, '"names" must be a list of 2 different names'),
        ({"seed": 6}, '"seed" 6 does not deal these hands'),
    ],
)
def test_the_one_loader_refuses_a_bad_version_2_record(change: dict[str, Any], message: str) -> None:
    data = {**record.to_any(FRESH["tressette"]()), **change}
    with pytest.raises(record.RecordError, match=message):
        record.from_any(data)


def test_a_record_of_one_game_is_refused_by_another_games_loader() -> None:
    data = record.to_any(FRESH["american"]())
    with pytest.raises(record.RecordError, match="no Tressette profile called 'american'"):
        tressette.from_dict(data)
    assert record.from_any(data) == FRESH["american"]()


# ------------------------------------------------------------------ each game names its old format

from calabresella.engine import records  # noqa: E402
from calabresella.games.registry import deal_kinds, games, load_game  # noqa: E402


def test_R2_V4_V5_each_games_codec_names_its_own_version_1_format() -> None:
    old = {name: load_game(name).codec.old for name in ("italian", "american", "tressette")}
    assert old == {"italian": "calabresella-deal", "american": "calabrasella-deal", "tressette": "tressette-deal"}
    assert (american.OLD_FORMAT, tressette.OLD_FORMAT) == ("calabrasella-deal", "tressette-deal")
    assert not hasattr(records, "OLD_FORMATS") and not hasattr(records, "DEAL_KINDS")  # the engine knows no game


def test_what_a_save_may_replace_is_gathered_from_the_registered_games() -> None:
    kinds = deal_kinds()
    assert kinds[0] == records.FORMAT  # the format written comes first
    assert set(kinds) == {records.FORMAT, *(game.codec.old for game in games())}
    assert {"calabrasella-deal", "tressette-deal"} <= set(kinds)
    for game in ("italian", "american", "tressette"):
        assert load_game(game).codec.kinds == kinds


@pytest.mark.parametrize(
    ("game", "name"),
    [("italian", "tressette-partial.json"), ("american", "italian-italian-finished.json"),
     ("tressette", "american-finished-1.json")],
)
def test_one_games_save_replaces_another_games_version_1_record(game: str, name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_bytes((FOLDER / name).read_bytes())
    deal = FRESH[game]()
    {"italian": record, "american": american, "tressette": tressette}[game].save(deal, path)  # no force needed
    assert record.load_any(path) == deal


def test_a_codec_without_kinds_replaces_only_its_own_records(tmp_path: Path) -> None:
    own = records.RecordCodec("tressette-deal", "stock", tressette.tressette_profile, tressette.CODEC.build,
                              tressette.parse_tressette_action, "V5")
    assert own.kinds == ("calabresella-deal", "tressette-deal")
    path = tmp_path / "american.json"
    path.write_bytes((FOLDER / "american-finished-1.json").read_bytes())
    with pytest.raises(SaveRefusedError, match="calabrasella-deal"):
        own.save(tressette.to_json(FRESH["tressette"]()), path)
    own.save(tressette.to_json(FRESH["tressette"]()), path, force=True)
    assert tressette.load(path) == FRESH["tressette"]()


def test_R2_the_italian_codec_lives_beside_its_game_and_keeps_its_old_names() -> None:
    from calabresella.games.italian import record as italian_record

    assert load_game("italian").codec is italian_record.CODEC is record.CODEC
    for name in ("to_dict", "to_json", "from_dict", "from_json", "save", "load", "_min_bid", "_build"):
        assert getattr(record, name) is getattr(italian_record, name), name
    deal = FRESH["italian"]()
    assert record.from_json(italian_record.to_json(deal)) == deal
    assert italian_record.to_json(deal) == record.to_any_json(deal)


def test_R1_V3_V5_V6_default_names_cover_every_registered_table_size() -> None:
    from calabresella.engine.records import default_names
    from calabresella.games.registry import games

    sizes = {size for game in games() for size in {rules.players for rules in game.profiles.values()}}
    for size in sizes:
        names = default_names(size)
        assert len(names) == size == len(set(names)) and names[:2] == ("Anna", "Bruno")
    assert default_names(3) == ("Anna", "Bruno", "Carla")
    with pytest.raises(ValueError, match=r"players must be a whole number from 2 to 8 \(R1, V3, V5, V6\)"):
        default_names(9)


def test_V6_a_rovescino_record_of_five_checks_its_names_with_the_shared_check() -> None:
    from calabresella.engine.game import play_random
    from calabresella.games.rovescino import (
        ROVESCINO_5,
        RovescinoDeal,
        RovescinoRecordError,
        from_dict,
        to_dict,
    )

    deal = play_random(RovescinoDeal.new(seed=3, rules=ROVESCINO_5), seed=2)
    names = ("Ada", "Bea", "Cleo", "Dora", "Eva")
    data = to_dict(deal, names)
    assert data["names"] == list(names) and from_dict(data) == deal
    with pytest.raises(RovescinoRecordError, match="a list of 5 different names"):
        from_dict({**data, "names": ["Ada", "Bea", "Cleo"]})
