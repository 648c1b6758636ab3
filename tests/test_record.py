"""Deal records: round trips, and corrupt or illegal records refused with the reason."""

import json

import pytest

from calabresella.games import record
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.players import RandomPlayer, play_deal


def finished(seed):
    return play_deal(Deal.new(seed=seed, dealer=seed % 3), [RandomPlayer(seed + s) for s in range(3)])


@pytest.mark.parametrize("seed", range(20))
def test_record_round_trip_replays_to_the_same_deal_and_result(seed, tmp_path):
    deal = finished(seed)
    path = tmp_path / "deal.json"
    record.save(deal, path, names=["Ada", "Ben", "Cy"])
    again = record.load(path)
    assert again == deal
    assert again.result == deal.result
    assert record.load(path).result == again.result  # replaying twice gives the same result
    assert record.names_of(json.loads(path.read_text(encoding="utf-8"))) == ("Ada", "Ben", "Cy")


def test_record_of_an_unfinished_deal_round_trips():
    deal = finished(3)
    partial = Deal.new(seed=3, dealer=deal.dealer).apply_all(a for _, a in deal.history[:5])
    assert not partial.is_over
    assert record.from_json(record.to_json(partial)) == partial


def test_record_with_an_illegal_action_is_refused_with_its_index_and_rule():
    data = record.to_dict(finished(5))
    play_index = next(i for i, a in enumerate(data["actions"]) if a["action"].startswith("play"))
    hand_of_other = data["hands"][(data["actions"][play_index]["seat"] + 1) % 3]
    data["actions"][play_index]["action"] = f"play {hand_of_other[0]}"
    with pytest.raises(record.RecordError, match=rf"action {play_index} .*is illegal: R20"):
        record.from_dict(data)


def test_record_with_a_malformed_action_is_refused():
    data = record.to_dict(finished(6))
    data["actions"][0]["action"] = "shout loudly"
    with pytest.raises(record.RecordError, match="action 0: cannot read action 'shout loudly'"):
        record.from_dict(data)


def test_record_with_an_action_for_the_wrong_seat_is_refused():
    data = record.to_dict(finished(6))
    data["actions"][0]["seat"] = (data["actions"][0]["seat"] + 1) % 3
    with pytest.raises(record.RecordError, match="action 0 .* turn"):
        record.from_dict(data)


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json", "not valid JSON"),
        ("[]", "expected a JSON object"),
        ('{"format": "calabresella-session", "version": 1}', "expected a JSON object with \"format\""),
        ('{"format": "calabresella-deal", "version": 99}', "version 99 is not supported"),
    ],
)
def test_corrupt_or_foreign_records_are_refused(text, message):
    with pytest.raises(record.RecordError, match=message):
        record.from_json(text)


def test_record_with_a_card_twice_is_refused():
    data = record.to_dict(finished(2))
    data["hands"][0][0] = data["hands"][1][0]
    with pytest.raises(record.RecordError, match="each of the 40 cards once"):
        record.from_dict(data)


def test_saving_over_a_file_never_leaves_it_half_written(tmp_path, monkeypatch):
    path = tmp_path / "deal.json"
    record.save(finished(1), path)
    before = path.read_text(encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr("calabresella.engine.files.os.replace", broken_replace)
    with pytest.raises(OSError):
        record.save(finished(2), path)
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["deal.json"]
