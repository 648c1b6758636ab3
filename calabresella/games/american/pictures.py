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
from calabresella.engine.naming import STYLES, cards_name
from calabresella.engine.words import NAMES
from calabresella.games.american import AmericanDeal, AmericanPhase, AmericanResult, AmericanView
from calabresella.games.american.narrate import score_lines
from calabresella.show.game_table import GameTable, draw_game_table, game_score_svg
from calabresella.show.svg import trick_svg
from calabresella.show.svg_kit import _DEFENDER, _SOLOIST, Svg, seat_names, seen_from
from calabresella.words import N_, Message, Seat, _, many, msg, on_screen, table_for

__all__ = ["score_svg", "table_svg", "trick_svg"]


def table_svg(deal_or_view: AmericanDeal | AmericanView, *, seat: int | None = None,
              names: Sequence[str] | None = NAMES, style: str = "italian", own_hand: bool = True) -> Svg:
    """The table of an American deal (V4), or as one seat sees it (a deal plus ``seat``,
    or an :class:`AmericanView`): play goes to the left, clockwise on the page."""
    with on_screen(style=style if style in STYLES else None):  # its words name cards as it draws them (a bad style is refused below)
        return draw_game_table(_american_table, deal_or_view, 3, seat, names, style, own_hand)


def score_svg(result: AmericanResult, *, names: Sequence[str] | None = NAMES) -> Svg:
    """The score of an American deal (V4): a bar per side, the line of the points needed
    (:attr:`AmericanResult.win_points`), and the score's lines."""
    seats = seat_names(3, names)
    table = table_for(seats)
    lines = score_lines(result, seats)
    soloist = Seat(result.soloist)
    sides = [(msg("{player} (single player)", player=soloist).render(table), result.soloist_points),
             (_("adversaries"), result.adversaries_points)]
    total, need = result.soloist_points + result.adversaries_points, result.win_points
    heading = (msg("{player} wins (V4)", player=soloist) if result.won
               else msg("{player} loses (V4)", player=soloist)).render(table)
    return game_score_svg(lines, sides, total, need, heading, result.won)


def _american_table(deal_or_view: object, seat: int | None, names: tuple[str, ...]) -> GameTable:
    deal, view = seen_from(deal_or_view, seat, N_("an AmericanDeal or an AmericanView"))
    table = table_for(names)
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
        role = _("dealer") if s == dealer else ""
        if soloist is not None:
            if s == soloist:
                role = _("single player, dealer") if s == dealer else _("single player")
            else:
                role = _("adversary, dealer") if s == dealer else _("adversary")
            colours.append(_SOLOIST if s == soloist else _DEFENDER)
        else:
            colours.append("#222")
        if not role:
            role = _("eldest hand") if s == (dealer + 1) % 3 else _("player")
        roles.append(role)
    notes: list[Message | str] = [msg("Dealer: {player}", player=Seat(dealer))]
    if phase is AmericanPhase.SAY or phase is AmericanPhase.ABANDONED:
        spoken = [(msg("{player} plays", player=Seat(s)) if type(a).__name__ == "PlayAlone"
                   else msg("{player} passes", player=Seat(s))).render(table) for s, a in say]
        notes.append(msg("Say: {spoken}", spoken=", ".join(spoken)) if spoken else msg("Say: nobody has spoken yet"))
    if phase is AmericanPhase.ABANDONED:
        notes.append(msg("All passed: abandoned (V4)"))
    if soloist is not None:
        notes.append(msg("{player} plays alone (V4)", player=Seat(soloist)))
    if asked is not None:
        notes.append(msg("Asked for {card} (in the widow)", card=asked) if holder is None
                     else msg("Asked for {card} from {holder}", card=asked, holder=Seat(holder)))
    if exchange is not None and holder is not None:
        notes.append(msg("Gave {card} to {holder} in exchange", card=exchange, holder=Seat(holder)))
    count = discards if isinstance(discards, int) else len(discards)
    if count:
        shown: tuple[Card, ...] = () if isinstance(discards, int) else tuple(discards)
        notes.append(many("Discarded {count} card face down:", "Discarded {count} cards face down:", count) if shown
                     else many("Discarded {count} card face down", "Discarded {count} cards face down", count))
        # two cards a line, so the words stay left of the trick in the middle
        notes.extend(cards_name(shown[i:i + 2], table.style) for i in range(0, len(shown), 2))
    turn = "" if to_move is None else msg("To move: {player} ({phase})", player=Seat(to_move),
                                          phase=_(phase.value)).render(table)
    if turn:
        notes.append(turn)
    if soloist is not None and phase is not AmericanPhase.ABANDONED:
        mine = [t for t in tricks if t.winner == soloist]
        theirs = [t for t in tricks if t.winner != soloist]
        notes.append(msg("Single player: {tricks}, {points}", tricks=_tricks(len(mine)),
                         points=_points(sum(t.thirds for t in mine))))
        notes.append(msg("Adversaries: {tricks}, {points}", tricks=_tricks(len(theirs)),
                         points=_points(sum(t.thirds for t in theirs))))
    score: tuple[str, ...] = ()
    if result is not None:
        verdict = msg("{player} wins {points} to {theirs}:", player=Seat(result.soloist), points=result.soloist_points,
                      theirs=result.adversaries_points) if result.won else msg(
            "{player} loses {points} to {theirs}:", player=Seat(result.soloist), points=result.soloist_points,
            theirs=result.adversaries_points)
        score = (verdict.render(table), " ".join(f"{t:+d}" for t in result.transfers))
    side = tuple(0 if s == soloist else 1 for s in range(3))
    if phase is AmericanPhase.FINISHED:
        note = _("taken with the last trick (V4)")
    elif widow_turned:
        note = _("the rest of the widow, face up")
    else:
        note = _("face down") if isinstance(pile, int) else _("(open view)")
    return GameTable(
        game="american", title=_("Calabrasella, the American account (V4)"), players=3, bottom=bottom,
        open=is_open, clockwise=True, hands=hands, shown=((), (), ()), roles=tuple(roles), colours=tuple(colours),
        dealer=dealer, phase=phase.value, to_move=to_move, tricks=tuple(tricks), current=current, side_of=side,
        side_names=(_("single player"), _("adversaries")), pile_label=_("Widow"), pile=pile, pile_note=note,
        notes=tuple(n if isinstance(n, str) else n.render(table) for n in notes), score=score, turn=turn,
    )


def _tricks(count: int) -> Message:
    return many("{count} trick", "{count} tricks", count)


def _points(count: int) -> Message:
    return many("{count} point", "{count} points", count)
