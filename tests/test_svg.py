"""Tests of the pictures (calabresella.show.svg): well-formed, deterministic, and never telling secrets.

What is checked: every picture is valid XML with a size and a viewBox; the same
call gives the same bytes, in this process and in a fresh one; the style and
thirds options show; a table drawn from one seat holds nothing of what that seat
may not see (R11–R21), through a whole deal of every contract; the monte turned
up (R12, R18) and a trick's winner (R20) are drawn; the engine's objects show
themselves in Jupyter through ``_repr_svg_``.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from xml.sax.saxutils import escape

import pytest

from calabresella import (
    PACK,
    Bid,
    Call,
    Card,
    Contract,
    Deal,
    DealResult,
    Enhance,
    Enhancement,
    Pass,
    Phase,
    SeatView,
    Trick,
    parse_cards,
    score_deal,
)
from calabresella.games.italian.players import RandomPlayer, play_deal
from calabresella.show.svg import (
    STYLES,
    Svg,
    card_svg,
    hand_svg,
    ladder_svg,
    score_svg,
    seats_svg,
    table_svg,
    trick_svg,
)
from calabresella.words import many

SVG_NS = "{http://www.w3.org/2000/svg}"
E1 = Trick(0, parse_cards("K♣ A♣ 2♣"))  # the 2 wins, 5 thirds


def e2_result() -> DealResult:
    """E2: a Solo won 18 thirds to 17, balances +4 −2 −2."""
    return score_deal(soloist=0, contract=Contract.SOLO, soloist_trick_thirds=13, defenders_trick_thirds=17,
                      monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=7)


def parse(svg: str) -> ET.Element:
    """The root element, after checking it is an <svg> with a size and a viewBox."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG_NS}svg"
    width, height = float(root.attrib["width"]), float(root.attrib["height"])
    box = [float(v) for v in root.attrib["viewBox"].split()]
    assert width > 0 and height > 0 and len(box) == 4 and box[2] > 0 and box[3] > 0
    return root


def steps(deal: Deal, seed: int) -> Iterator[Deal]:
    """Every state of ``deal`` played out by random players (the first one included)."""
    players = [RandomPlayer(seed), RandomPlayer(seed + 1), RandomPlayer(seed + 2)]
    yield deal
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        deal = deal.apply(players[seat].choose(deal.view(seat)))
        yield deal


def contract_deal(contract: Contract, enhancement: Enhancement | None = None) -> Deal:
    """Seed 11's deal with seat 1 (the dealer's right) bidding ``contract`` at once."""
    deal = Deal.new(seed=11).apply(Bid(contract))
    if contract is not Contract.SOLISSIMO:
        deal = deal.apply_all([Pass(), Pass()])
    if contract is Contract.CHIAMO:
        deal = deal.apply(Call(deal.hands[2][0]))  # a card a defender holds: it is handed over (R11)
    if enhancement is not None:
        deal = deal.apply(Enhance(enhancement))
    return deal


def gallery() -> dict[str, str]:
    """One of every kind of picture, with their options."""
    deal = Deal.new(seed=7)
    final = play_deal(Deal.new(seed=3), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
    solo = contract_deal(Contract.SOLO)
    pictures: dict[str, str] = {}
    for style in STYLES:
        pictures[f"card-{style}"] = card_svg(Card.parse("A♥"), style=style, show_thirds=True, highlight=True)
        pictures[f"hand-{style}"] = hand_svg(deal.hands[0], style=style, show_thirds=True,
                                             highlight=deal.hands[0][:2])
        pictures[f"flat-hand-{style}"] = hand_svg(deal.hands[1], style=style, overlap=False, size=0.5)
        pictures[f"trick-{style}"] = trick_svg(E1, style=style, show_thirds=True)
        pictures[f"ladder-{style}"] = ladder_svg(style=style)
        pictures[f"table-open-{style}"] = table_svg(solo, style=style)
        pictures[f"table-seat-{style}"] = table_svg(solo, seat=0, style=style)
    pictures["back"] = card_svg(Card.parse("3♠"), face_down=True, size=2)
    pictures["half-trick"] = trick_svg(Trick(2, parse_cards("K♣")))
    pictures["empty-trick"] = trick_svg(Trick(1))
    pictures["table-auction"] = table_svg(deal.view(1))
    pictures["table-final"] = table_svg(final, seat=2)
    pictures["score"] = score_svg(e2_result())
    pictures["seats"] = seats_svg(dealer=1)
    return pictures


# ----------------------------------------------------------------- form


def test_every_picture_is_well_formed_svg_with_a_size() -> None:
    for name, svg in gallery().items():
        assert isinstance(svg, Svg), name
        parse(svg)


def test_svg_is_a_str_that_jupyter_shows_as_itself() -> None:
    svg = card_svg(Card.parse("7♦"))
    assert isinstance(svg, str)
    assert svg._repr_svg_() is svg


def test_size_scales_width_and_height_but_not_the_drawing() -> None:
    one, two = parse(card_svg(PACK[0])), parse(card_svg(PACK[0], size=2))
    assert float(two.attrib["width"]) == 2 * float(one.attrib["width"])
    assert float(two.attrib["height"]) == 2 * float(one.attrib["height"])
    assert one.attrib["viewBox"] == two.attrib["viewBox"]


def test_names_are_escaped() -> None:
    names = ("<Anna>", "B & B", 'C "the" third')
    svgs = [trick_svg(E1, names=names), table_svg(Deal.new(seed=2), names=names),
            score_svg(e2_result(), names=names), seats_svg(names=names)]
    for svg in svgs:
        root = parse(svg)
        texts = "".join(root.itertext())
        assert "<Anna>" in texts and "B & B" in texts
        assert "<Anna>" not in svg


def test_cards_are_compact() -> None:
    sizes = [len(card_svg(card, style=style, show_thirds=True).encode()) for card in PACK for style in STYLES]
    assert max(sizes) < 3000


def test_every_reference_points_to_an_id_of_the_same_picture_and_ids_mean_one_drawing() -> None:
    drawings: dict[str, str] = {}
    for name, svg in gallery().items():
        root = parse(svg)
        ids = {el.attrib["id"]: ET.tostring(el) for el in root.iter() if "id" in el.attrib}
        for ident, content in ids.items():
            assert ident.startswith("calab-"), (name, ident)
            assert drawings.setdefault(ident, content.decode()) == content.decode(), ident
        refs = set(re.findall(r'href="#([^"]+)"', svg))
        assert refs == set(ids), name  # every definition used, every use defined


def test_no_gradients_markers_or_clip_paths_whose_references_could_break() -> None:
    for svg in gallery().values():
        assert "url(#" not in svg


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="style"):
        card_svg(PACK[0], style="german")
    with pytest.raises(ValueError, match="3 seats"):
        trick_svg(E1, names=("Anna", "Bruno"))
    with pytest.raises(ValueError, match="belongs to Bruno, not Carla"):
        table_svg(Deal.new(seed=1).view(1), seat=2)
    with pytest.raises(TypeError):
        table_svg(PACK[0])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="dealer"):
        seats_svg(dealer=3)


# ----------------------------------------------------------------- determinism


def digest(pictures: dict[str, str]) -> str:
    return hashlib.sha256("\n".join(f"{k}={v}" for k, v in sorted(pictures.items())).encode()).hexdigest()


def test_same_call_same_bytes() -> None:
    assert gallery() == gallery()


def test_same_bytes_in_a_fresh_process_whatever_the_hash_seed() -> None:
    here = digest(gallery())
    code = "import tests.test_svg as t; print(t.digest(t.gallery()))"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True,
                             check=True)
        assert out.stdout.strip() == here


def test_numbers_have_at_most_two_decimals() -> None:
    for svg in gallery().values():
        assert not re.search(r"\d\.\d{3}", svg)


# ----------------------------------------------------------------- cards


def test_style_changes_the_picture_and_the_figure_letters() -> None:
    knight = Card.parse("Q♠")
    italian, french = card_svg(knight), card_svg(knight, style="french")
    assert italian != french
    assert ">C</text>" in italian and ">Q</text>" in french  # Cavallo: C in Italian style, Q in French
    assert 'id="calab-spade"' in italian and 'id="calab-picche"' in french
    assert ">R</text>" in card_svg(Card.parse("K♥")) and ">F</text>" in card_svg(Card.parse("J♥"))
    assert ">K</text>" in card_svg(Card.parse("K♥"), style="french")


def test_french_reds_are_red_and_blacks_black() -> None:
    assert "#d32f2f" in card_svg(Card.parse("5♥"), style="french")
    assert "#d32f2f" in card_svg(Card.parse("5♦"), style="french")
    assert "#d32f2f" not in card_svg(Card.parse("5♠"), style="french")


def test_each_italian_suit_has_its_own_picture() -> None:
    for suit, picture in zip("HDCS", ("coppe", "denari", "bastoni", "spade"), strict=True):
        svg = card_svg(Card.parse(f"6{suit}"))
        assert f'id="calab-{picture}"' in svg
        assert svg.count(f'href="#calab-{picture}"') == 6 + 2  # six pips and the two corners


def test_card_title_names_the_card() -> None:
    assert "<title>A♥ asso di coppe (ace of cups)</title>" in card_svg(Card.parse("A♥"))


@pytest.mark.parametrize(("text", "badge"), [("A♦", "3/3"), ("3♦", "1/3"), ("Q♦", "1/3"), ("7♦", "0")])
def test_thirds_badge_appears_only_when_asked(text: str, badge: str) -> None:
    card = Card.parse(text)
    assert f">{badge}</text>" in card_svg(card, show_thirds=True)
    assert f">{badge}</text>" not in card_svg(card)


def test_face_down_tells_nothing_about_the_card() -> None:
    backs = {card_svg(card, face_down=True, style=style) for card in PACK for style in STYLES}
    assert len(backs) == 1
    back = backs.pop()
    assert "<text" not in back and "coppe" not in back


def test_highlight_outlines_the_card() -> None:
    card = Card.parse("2♣")
    assert card_svg(card, highlight=True) != card_svg(card)
    hand = parse_cards("3♠ A♠ 7♥ 4♣")
    assert hand_svg(hand, highlight=[hand[1], hand[3]]).count('stroke="#ff8f00"') == 2
    assert 'stroke="#ff8f00"' not in hand_svg(hand)


def test_hand_shows_every_card_in_order_and_overlap_narrows_it() -> None:
    hand = parse_cards("3♠ A♠ 7♥ 4♣")
    svg = hand_svg(hand)
    titles = re.findall(r"<title>(\S+) ", svg)
    assert titles == ["hand:"] + [str(c) for c in hand]
    assert float(parse(svg).attrib["width"]) < float(parse(hand_svg(hand, overlap=False)).attrib["width"])
    parse(hand_svg([]))


def test_ladder_shows_the_ten_ranks_strongest_first_with_thirds() -> None:
    svg = ladder_svg()
    titles = re.findall(r"<title>(\S+) ", svg)[1:]
    assert titles == ["3♥", "2♥", "A♥", "K♥", "Q♥", "J♥", "7♥", "6♥", "5♥", "4♥"]
    assert svg.count(">1/3</text>") == 5 and svg.count(">3/3</text>") == 1 and svg.count(">0</text>") == 4
    assert "cavallo" in svg and "strongest" in svg
    assert "♠" in ladder_svg(style="french", suit=PACK[-1].suit)


# ----------------------------------------------------------------- tricks


def test_complete_trick_marks_its_winner_and_thirds() -> None:  # E1
    svg = trick_svg(E1)
    assert "Carla wins" in svg and "5 thirds" in svg
    assert svg.count('stroke="#2e7d32" stroke-width="3.5"') == 1
    assert re.findall(r"<title>(\S+) ", svg)[1:] == ["K♣", "A♣", "2♣"]


def test_incomplete_trick_has_no_winner_and_shows_who_is_still_to_play() -> None:
    svg = trick_svg(Trick(2, parse_cards("K♣")), names=("Ann", "Ben", "Cat"))
    assert "wins" not in svg and "thirds" not in svg
    assert svg.count("to play") == 2 and "Cat leads" in svg


# ----------------------------------------------------------------- the table


def hidden_cards(deal: Deal, seat: int) -> set[Card]:
    """The cards ``seat`` may not see: the other hands and the face-down monte, unless turned up."""
    others = {card for s in range(3) if s != seat for card in deal.hands[s]}
    return (others | set(deal.monte)) - set(deal.exposed_monte)


@pytest.mark.parametrize(
    ("contract", "enhancement"),
    [(Contract.CHIAMO, None), (Contract.SOLO, None), (Contract.SOLISSIMO, Enhancement.PLAIN),
     (Contract.SOLISSIMO, Enhancement.DIVIDETE), (Contract.SOLISSIMO, Enhancement.SCEGLIETE)],
)
def test_a_seat_never_sees_a_hidden_card_through_a_whole_deal(contract: Contract,
                                                               enhancement: Enhancement | None) -> None:
    start = contract_deal(contract, enhancement)
    for n, deal in enumerate(steps(start, seed=5)):
        for seat in range(3):
            svg = table_svg(deal, seat=seat)
            if n % 7 == 0:
                parse(svg)
            leaks = [card for card in hidden_cards(deal, seat) if f"<title>{card} " in svg]
            assert not leaks, (deal.phase, seat, leaks)
            for card in deal.hands[seat]:
                assert f"<title>{card} " in svg
        assert table_svg(deal, seat=1) == table_svg(deal.view(1))


def test_the_other_hands_do_not_change_a_seats_picture() -> None:
    deal = Deal.new(seed=4)
    swapped = Deal.from_cards([deal.hands[2], deal.hands[1], deal.hands[0]], deal.dealt_monte)
    assert deal.hands[0] != swapped.hands[0]
    assert table_svg(deal, seat=1) == table_svg(swapped, seat=1)
    assert table_svg(deal) != table_svg(swapped)


def test_open_view_shows_every_hand_and_the_monte_face_up() -> None:
    deal = Deal.new(seed=4)
    svg = table_svg(deal)
    assert all(f"<title>{card} " in svg for card in PACK)
    assert "open view" in svg


def test_seat_view_shows_counts_and_face_down_monte() -> None:
    svg = table_svg(Deal.new(seed=4), seat=2)
    assert svg.count("12 cards, face down") == 2 and "4 cards face down" in svg


def test_exposed_monte_is_shown_face_up_to_everyone() -> None:  # R12
    deal = contract_deal(Contract.SOLO)
    assert len(deal.exposed_monte) == 4
    for seat in range(3):
        svg = table_svg(deal, seat=seat)
        assert all(f"<title>{card} " in svg for card in deal.exposed_monte)
        assert "turned face up for all (R12)" in svg
    plain = contract_deal(Contract.SOLISSIMO, Enhancement.PLAIN)  # R16: the monte stays unseen
    assert "turned face up" not in table_svg(plain, seat=2)
    scegliete = contract_deal(Contract.SOLISSIMO, Enhancement.SCEGLIETE)
    svg = table_svg(scegliete, seat=2)
    assert "(R18)" in svg and all(f"<title>{card} " in svg for card in scegliete.exposed_monte)


def test_table_shows_roles_turn_and_the_trick_in_play() -> None:
    deal = contract_deal(Contract.SOLO)
    while deal.phase is not Phase.PLAY:
        deal = deal.apply(deal.legal_actions()[0])
    deal = deal.apply(deal.legal_actions()[0])
    assert deal.current is not None and len(deal.current.cards) == 1
    svg = table_svg(deal, seat=0)
    assert "Solo, soloist Bruno" in svg and "Bruno (soloist)" in svg and "Anna (dealer, defender)" in svg
    assert "seat" not in svg, "players are named, never numbered"
    assert "▶ to play" in svg and "trick 1, led by Bruno" in svg  # R19: the dealer's right leads
    assert f"<title>{deal.current.cards[0]} " in svg
    assert "anticlockwise" in svg


def test_just_won_trick_is_shown_with_its_winner() -> None:
    deal = contract_deal(Contract.SOLO)
    while not deal.tricks:
        deal = deal.apply(deal.legal_actions()[0])
    winner = deal.tricks[0].winner
    assert winner is not None
    svg = table_svg(deal, seat=0)
    assert f"trick 1: {('Anna', 'Bruno', 'Carla')[winner]} wins {deal.tricks[0].thirds} thirds" in svg
    assert 'stroke="#ffd54f"' in svg


def test_auction_bids_and_abandoned_deal() -> None:
    deal = Deal.new(seed=7).apply_all([Pass(), Bid(Contract.CHIAMO)])
    svg = table_svg(deal, seat=0)
    assert "Auction: Bruno passes, Carla Chiamo" in svg
    abandoned = Deal.new(seed=7).apply_all([Pass(), Pass(), Pass()])
    assert "(R10)" in table_svg(abandoned, seat=0)


def test_finished_deal_shows_the_result() -> None:
    final = play_deal(Deal.new(seed=3), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
    assert final.result is not None
    svg = table_svg(final, seat=0)
    assert f"{final.result.soloist_thirds} to {final.result.defenders_thirds}" in svg
    assert "trick 12:" in svg


# ----------------------------------------------------------------- score and seats


def test_score_breakdown_e2() -> None:
    svg = score_svg(e2_result())
    text = "".join(parse(svg).itertext())
    assert "Solo: Anna plays alone and has won" in text
    assert "18 thirds = 6 points to win (R25)" in text
    assert "+4" in text and text.count("−2") == 2
    assert "no Cappotto, no Stramazzo" in text and "Stake 2 per defender" in text


def test_score_cappotto_and_stramazzo() -> None:
    cappotto = score_deal(soloist=1, contract=Contract.SOLISSIMO, enhancement=Enhancement.SCEGLIETE,
                          soloist_trick_thirds=0, defenders_trick_thirds=32, monte_thirds=0,
                          last_trick_to_soloist=False, soloist_tricks=0)
    text = "".join(parse(score_svg(cappotto)).itertext())
    assert "× 2 Cappotto" in text and "has lost" in text and "−64" in text and "Stake 16" in text
    stramazzo = score_deal(soloist=2, contract=Contract.CHIAMO, soloist_trick_thirds=30,
                           defenders_trick_thirds=2, monte_thirds=0, last_trick_to_soloist=True,
                           soloist_tricks=11)
    assert stramazzo.stramazzo
    assert "× 3 Stramazzo" in score_svg(stramazzo)


def test_seats_mark_dealer_first_speaker_and_cutter() -> None:
    for dealer in range(3):
        svg = seats_svg(dealer=dealer)
        texts = "".join(parse(svg).itertext())
        assert "deals (R7)" in texts and "speaks first (R9)," in texts and "cuts (R7)" in texts
        names = ("Anna", "Bruno", "Carla")
        assert f"{names[dealer]} deals, {names[(dealer + 1) % 3]} speaks first" in svg
    assert len({seats_svg(dealer=d) for d in range(3)}) == 3


# ----------------------------------------------------------------- Jupyter


def test_engine_objects_show_themselves_in_jupyter() -> None:
    card, deal, result = Card.parse("3♠"), Deal.new(seed=7), e2_result()
    assert card._repr_svg_() == card_svg(card)
    assert E1._repr_svg_() == trick_svg(E1)
    assert deal._repr_svg_() == table_svg(deal)
    assert result._repr_svg_() == score_svg(result)
    for svg in (card._repr_svg_(), E1._repr_svg_(), deal._repr_svg_(), result._repr_svg_()):
        parse(svg)


def test_seatview_is_accepted() -> None:
    view = Deal.new(seed=7).view(2)
    assert isinstance(view, SeatView)
    assert table_svg(view) == table_svg(Deal.new(seed=7), seat=2)


# --------------------------------------------------------------------- the other games (V4, V5)


def _other_game_states():
    """States of every other game, from dealt to scored, played by the heuristic players."""
    from calabresella.games.american import AmericanDeal
    from calabresella.games.american.players import AmericanHeuristicPlayer
    from calabresella.games.tressette import TRESSETTE_FOR_FOUR, TRESSETTE_IN_DUE, TressetteDeal
    from calabresella.games.tressette.players import TressetteHeuristicPlayer

    games = [
        (AmericanDeal.new(seed=7, dealer=1), [AmericanHeuristicPlayer(s, threshold=0) for s in range(3)]),
        (TressetteDeal.new(seed=5, dealer=3, rules=TRESSETTE_FOR_FOUR), [TressetteHeuristicPlayer(s) for s in range(4)]),
        (TressetteDeal.new(seed=4, dealer=1, rules=TRESSETTE_IN_DUE), [TressetteHeuristicPlayer(s) for s in range(2)]),
    ]
    for deal, players in games:
        states = [deal]
        while not deal.is_over:
            deal = deal.apply(players[deal.to_move].choose(deal.view(deal.to_move)))
            states.append(deal)
        yield states


def _seen_by(view) -> set:
    """Every card a seat's view lets it see (American or Tressette)."""
    seen = set(view.hand) | set(view.played_cards())
    for name in ("widow", "exposed_widow", "taken", "discards"):
        seen |= set(getattr(view, name, ()))
    for name in ("asked", "exchange_card"):
        if getattr(view, name, None) is not None:
            seen.add(getattr(view, name))
    for known in getattr(view, "known", ()):
        seen |= set(known)
    return seen


def test_other_games_tables_show_exactly_what_a_seat_may_see():
    from calabresella.engine.cards import PACK

    checked = 0
    for states in _other_game_states():
        players = len(states[0].hands)
        for state in states[:: max(len(states) // 12, 1)] + [states[-1]]:
            for seat in range(players):
                view = state.view(seat)
                picture = table_svg(view)
                ET.fromstring(picture)
                assert picture == table_svg(state, seat=seat)  # a deal and a seat: the same picture
                seen = _seen_by(view)
                for card in PACK:
                    if card not in seen:
                        assert str(card) not in picture, f"{card} is hidden from seat {seat}"
                for card in view.hand:
                    assert f"<title>{card} " in picture
                checked += 1
            opened = table_svg(state)
            ET.fromstring(opened)
            for hand in state.hands:
                assert all(f"<title>{card} " in opened for card in hand)
    assert checked > 100


def test_other_games_tricks_and_scores_are_drawn_from_the_engine():
    for states in _other_game_states():
        final = states[-1]
        players = len(final.hands)
        for trick in final.tricks[:3]:
            picture = trick_svg(trick, style="french", show_thirds=True)
            ET.fromstring(picture)
            assert picture.count("<title>") == 1 + players and str(many("{count} third", "{count} thirds", trick.thirds)) in picture
        assert final.result is not None
        picture = score_svg(final.result)
        ET.fromstring(picture)
        lines = final.result.lines() if hasattr(final.result, "lines") else []
        for line in lines:
            assert escape(line) in picture
        assert picture == score_svg(final.result)


def test_other_games_pictures_are_the_same_bytes_in_a_fresh_interpreter():
    code = (
        "import hashlib\n"
        "from calabresella.games.tressette import TressetteDeal, TRESSETTE_IN_DUE\n"
        "from calabresella.games.american import AmericanDeal\n"
        "from calabresella.show.svg import table_svg\n"
        "pictures = [table_svg(TressetteDeal.new(seed=3)), table_svg(TressetteDeal.new(seed=3).view(1)),\n"
        "            table_svg(TressetteDeal.new(seed=3, rules=TRESSETTE_IN_DUE), style='french'),\n"
        "            table_svg(AmericanDeal.new(seed=3).view(2))]\n"
        "print(hashlib.sha256(''.join(pictures).encode()).hexdigest())\n"
    )
    runs = {
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                       env={**os.environ, "PYTHONHASHSEED": seed}).stdout
        for seed in ("1", "2")
    }
    assert len(runs) == 1


def test_other_games_names_must_fit_the_table():
    from calabresella.games.tressette import TressetteDeal

    with pytest.raises(ValueError):
        table_svg(TressetteDeal.new(seed=1), names=("Anna", "Bruno", "Carla"))
    picture = table_svg(TressetteDeal.new(seed=1), names=("W", "X", "Y", "Z"))
    assert "Z (side 2)" in picture


def test_the_american_and_tressette_games_draw_themselves_in_a_notebook():
    from calabresella.games.american import AmericanDeal, play_random
    from calabresella.games.tressette import TRESSETTE_IN_DUE, TressetteDeal
    from calabresella.show.svg import score_svg, table_svg

    for deal in (
        play_random(AmericanDeal.new(seed=3), 3),
        play_random(TressetteDeal.new(seed=3), 3),
        play_random(TressetteDeal.new(seed=4, rules=TRESSETTE_IN_DUE), 4),
    ):
        assert deal._repr_svg_() == table_svg(deal)
        assert deal.view(1)._repr_svg_() == table_svg(deal.view(1))
        assert deal.result is not None and deal.result._repr_svg_() == score_svg(deal.result)


def test_R20_an_open_hand_is_every_card_face_up_in_order_or_no_cards() -> None:
    from calabresella.show.svg_kit import _Canvas, _open_hand

    hand = parse_cards("3♠ A♠ 7♥")
    parts = _open_hand(_Canvas(), hand, 10, 20, 0.7, 28.0, "italian")
    assert [re.findall(r"<title>(\S+) ", p) for p in parts] == [[str(c)] for c in hand]
    assert parts[0] != parts[1]  # each card at its own place, ``step`` apart
    (empty,) = _open_hand(_Canvas(), (), 10, 20, 0.7, 28.0, "italian")
    assert "no cards" in empty


@pytest.mark.parametrize("game_name", ["american", "tressette"])
@pytest.mark.parametrize("language", ["en", "en-XA"])
def test_the_note_of_whose_turn_it_is_is_highlighted_in_every_language(game_name, language):
    """The shared table marks the turn by the game's own note (data), not by the words it starts with."""
    from calabresella.games.registry import load_game
    from calabresella.show.game_table import _TURN
    from calabresella.words import using_language

    game = load_game(game_name)
    with using_language(language):
        picture = str(game.pictures().table_svg(game.new_deal(3, 0)))
    highlighted = re.findall(rf'<text[^>]*fill="{re.escape(_TURN)}"[^>]*>([^<]*)</text>', picture)
    assert len(highlighted) == 1 and any(name in highlighted[0] for name in ("Anna", "Bruno", "Carla", "Dario")), highlighted
