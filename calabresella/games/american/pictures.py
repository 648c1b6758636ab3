"""Pictures of the American account (V4): its table, its tricks and a deal's score, as SVG.

This is the game's :class:`~calabresella.games.game.Pictures`
(``load_game("american").pictures()``): it fills in a
:class:`~calabresella.show.svg.GameTable` from a deal or a seat's view and draws it with
the kit every game's pictures share (:mod:`calabresella.show.svg`).

>>> from calabresella.games.american import AmericanDeal
>>> "the American account" in table_svg(AmericanDeal.new(seed=7), seat=1)
True
"""

from __future__ import annotations

from collections.abc import Sequence

from calabresella.engine.cards import Card
from calabresella.engine.words import NAMES, plural
from calabresella.games.american import AmericanDeal, AmericanPhase, AmericanResult, AmericanView
from calabresella.games.american.narrate import score_lines
from calabresella.show.game_table import GameTable, draw_game_table, game_score_svg
from calabresella.show.svg import trick_svg
from calabresella.show.svg_kit import _DEFENDER, _SOLOIST, Svg, seat_names, seen_from

__all__ = ["score_svg", "table_svg", "trick_svg"]


def table_svg(deal_or_view: AmericanDeal | AmericanView, *, seat: int | None = None,
              names: Sequence[str] | None = NAMES, style: str = "italian", own_hand: bool = True) -> Svg:
    """The table of an American deal (V4), or as one seat sees it (a deal plus ``seat``,
    or an :class:`AmericanView`): play goes to the left, clockwise on the page."""
    return draw_game_table(_american_table, deal_or_view, 3, seat, names, style, own_hand)


def score_svg(result: AmericanResult, *, names: Sequence[str] | None = NAMES) -> Svg:
    """The score of an American deal (V4): a bar per side, the line of the points needed
    (:attr:`AmericanResult.win_points`), and the score's lines."""
    seats = seat_names(3, names)
    lines = score_lines(result, seats)
    sides = [(f"{seats[result.soloist]} (single player)", result.soloist_points),
             ("adversaries", result.adversaries_points)]
    total, need = result.soloist_points + result.adversaries_points, result.win_points
    heading = f"{seats[result.soloist]} {'wins' if result.won else 'loses'} (V4)"
    return game_score_svg(lines, sides, total, need, heading, result.won)


def _american_table(deal_or_view: object, seat: int | None, names: tuple[str, ...]) -> GameTable:
    deal, view = seen_from(deal_or_view, seat, "an AmericanDeal or an AmericanView")
    if deal is not None:
        hands: tuple[tuple[Card, ...] | int, ...] = tuple(deal.hands)
        bottom, is_open = 0, True
        soloist, phase, to_move, dealer = deal.soloist, deal.phase, deal.to_move, deal.dealer
        widow_turned, asked, holder = deal.widow_turned, deal.asked, deal.asked_holder
        tricks, current, result = deal.tricks, deal.current, deal.result
        pile: tuple[Card, ...] | int = deal.widow
        discards: tuple[Card, ...] | int = deal.discards
        exchange = deal.exchange_card
        say = tuple((s, a) for s, a in deal.history if type(a).__name__ in ("Pass", "PlayAlone"))
    else:
        hands = tuple(view.hand if s == view.seat else view.hand_sizes[s] for s in range(3))
        bottom, is_open = view.seat, False
        soloist, phase, to_move, dealer = view.soloist, view.phase, view.to_move, view.dealer
        widow_turned, asked, holder = view.widow_turned, view.asked, view.asked_holder
        tricks, current, result = view.tricks, view.current, view.result
        pile = view.widow if view.widow_turned else view.widow_size
        discards = view.discards if view.is_soloist else view.discard_count
        exchange = view.exchange_card
        say = view.say
    roles = []
    colours = []
    for s in range(3):
        role = "dealer" if s == dealer else ""
        if soloist is not None:
            role = ("single player" if s == soloist else "adversary") + (", dealer" if s == dealer else "")
            colours.append(_SOLOIST if s == soloist else _DEFENDER)
        else:
            colours.append("#222")
        if not role:
            role = "eldest hand" if s == (dealer + 1) % 3 else "player"
        roles.append(role)
    notes = [f"Dealer: {names[dealer]}"]
    if phase is AmericanPhase.SAY or phase is AmericanPhase.ABANDONED:
        spoken = [f"{names[s]} {'plays' if type(a).__name__ == 'PlayAlone' else 'passes'}" for s, a in say]
        notes.append("Say: " + (", ".join(spoken) if spoken else "nobody has spoken yet"))
    if phase is AmericanPhase.ABANDONED:
        notes.append("All passed: abandoned (V4)")
    if soloist is not None:
        notes.append(f"{names[soloist]} plays alone (V4)")
    if asked is not None:
        notes.append(f"Asked for {asked} " + ("(in the widow)" if holder is None else f"from {names[holder]}"))
    if exchange is not None and holder is not None:
        notes.append(f"Gave {exchange} to {names[holder]} in exchange")
    count = discards if isinstance(discards, int) else len(discards)
    if count:
        shown = [] if isinstance(discards, int) else [str(c) for c in discards]
        notes.append(f"Discarded {plural(count, 'card')} face down" + (":" if shown else ""))
        # two cards a line, so the words stay left of the trick in the middle
        notes.extend(" ".join(shown[i:i + 2]) for i in range(0, len(shown), 2))
    if to_move is not None:
        notes.append(f"To move: {names[to_move]} ({phase.value})")
    if soloist is not None and phase is not AmericanPhase.ABANDONED:
        mine = [t for t in tricks if t.winner == soloist]
        theirs = [t for t in tricks if t.winner != soloist]
        notes.append(f"Single player: {plural(len(mine), 'trick')}, {plural(sum(t.thirds for t in mine), 'point')}")
        notes.append(f"Adversaries: {plural(len(theirs), 'trick')}, {plural(sum(t.thirds for t in theirs), 'point')}")
    score: tuple[str, ...] = ()
    if result is not None:
        score = (f"{names[result.soloist]} {'wins' if result.won else 'loses'} {result.soloist_points} "
                 f"to {result.adversaries_points}:", " ".join(f"{t:+d}" for t in result.transfers))
    side = tuple(0 if s == soloist else 1 for s in range(3))
    if phase is AmericanPhase.FINISHED:
        note = "taken with the last trick (V4)"
    elif widow_turned:
        note = "the rest of the widow, face up"
    else:
        note = "face down" if isinstance(pile, int) else "(open view)"
    return GameTable(
        game="american", title="Calabrasella, the American account (V4)", players=3, bottom=bottom,
        open=is_open, clockwise=True, hands=hands, shown=((), (), ()), roles=tuple(roles), colours=tuple(colours),
        dealer=dealer, phase=phase.value, to_move=to_move, tricks=tuple(tricks), current=current, side_of=side,
        side_names=("single player", "adversaries"), pile_label="Widow", pile=pile, pile_note=note,
        notes=tuple(notes), score=score,
    )
