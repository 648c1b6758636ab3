"""Narration of the American account (V4): every sentence a reader sees of its deals.

The game itself (:mod:`calabresella.games.american`) holds only its rules and the
refusals that state them; its ``narrate`` and ``summary`` methods are presentation
hooks that call the functions here, so a translation replaces this module alone. This
is the game's :class:`~calabresella.games.game.Narrator` (``load_game("american").narrator()``).

>>> from calabresella.games.american import AmericanDeal, PlayAlone
>>> from calabresella.engine.actions import Pass
>>> for line in narrate_deal(AmericanDeal.new(seed=7).apply_all([Pass(), PlayAlone()])):
...     print(line)
Bruno says 'I pass'.
Carla says 'I play': Carla plays alone against Anna and Bruno (V4). The first to say 'I play' plays alone: the others do not speak.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_instance
from calabresella.engine.game import check_names as _check_names
from calabresella.engine.words import NAMES
from calabresella.games.american import (
    SEATS,
    AmericanAction,
    AmericanDeal,
    AmericanPhase,
    AmericanResult,
    PlayAlone,
    Take,
    TurnWidow,
    _check_seat,
)
from calabresella.show.narrate import told
from calabresella.words import N_, Message, Seat, Table, _, about, dev, many, msg, table_for

__all__ = [
    "describe",
    "describe_american",
    "describe_state",
    "narrate_deal",
    "result_summary",
    "score_lines",
    "standings",
    "tell_session",
]


PLAYTHROUGH_TELLS_ACTIONS = False
"""Whether a playthrough file tells each action in words (``said: …``) after the action."""


def _points(count: int) -> Message:
    return many("{count} point", "{count} points", count)


def _cards_count(count: int) -> Message:
    return many("{count} card", "{count} cards", count)


def _joined(*parts: Message, table: Table) -> str:
    """Whole sentences said one after the other."""
    return " ".join(part.render(table) for part in parts)


def describe(
    before: AmericanDeal,
    action: AmericanAction,
    after: AmericanDeal,
    names: Sequence[str] | None = NAMES,
    viewer: int | None = None,
) -> str:
    """One sentence for ``action`` taken in ``before``, giving ``after``.

    With ``viewer``, only what that seat may see: the card given in exchange is named
    only to the single player and the holder, the discards only to the single player;
    the viewer is told "you".
    """
    for deal in (before, after):
        check_instance(deal, AmericanDeal, msg("before and after"), N_("AmericanDeals, one action apart"))
    seat = before.to_move
    if seat is None or after.history != before.history + ((seat, action),):
        raise ArgumentValueError(msg(
            "describe tells an American action taken in `before` that gives `after`: {action!r} is not "
            "the action between them", action=action))
    names = _check_names(names, SEATS) or NAMES
    if viewer is not None:
        _check_seat(viewer, "viewer")
    if isinstance(action, (Pass, PlayAlone, Take, Play)):
        sentences = _sentences(before, action, after, seat)
    else:
        sentences = [_describe(before, action, after, seat, viewer)]
    return _joined(*sentences, table=table_for(names, viewer))


def _describe(before: AmericanDeal, action: AmericanAction, after: AmericanDeal, seat: int,
              viewer: int | None) -> Message:
    """The one sentence of an action of the ask, the exchange or the discards."""
    if isinstance(action, Call):
        holder = after.asked_holder
        if holder is None:
            return about(seat, "{player} asks for {card}: it is in the widow, so there is no exchange (V4).",
                         "You ask for {card}: it is in the widow, so there is no exchange (V4).", card=action.card)
        if holder == viewer:
            return msg("{player} asks for {card}: you hand it over.", player=Seat(seat), card=action.card)
        return about(seat, "{player} asks for {card}: {holder} hands it over.",
                     "You ask for {card}: {holder} hands it over.", card=action.card, holder=Seat(holder))
    if isinstance(action, GiveBack):
        holder = before.asked_holder
        assert holder is not None, dev("an exchange follows an ask of a card an adversary held")
        if viewer is None or viewer in (seat, holder):
            return about(seat, "{player} gives {card} to {holder} in exchange.",
                         "You give {card} to {holder} in exchange.", card=action.card, holder=Seat(holder))
        return msg("{player} gives {holder} a card in exchange, not shown to {viewer} (V4).",
                   player=Seat(seat), holder=Seat(holder), viewer=Seat(viewer))
    if isinstance(action, Discard):
        if viewer is None or viewer == seat:
            return about(seat, "{player} discards {card} face down.", "You discard {card} face down.",
                         card=action.card)
        return about(seat, "{player} discards a card face down.", "You discard a card face down.")
    assert isinstance(action, TurnWidow), dev("every action of the ask, the exchange and the discards is told")
    count = len(before.discards)
    return about(
        seat,
        "{player} has discarded {cards} and turns up the widow: {widow}; {player} takes {count} of them to hold "
        "{hand_size} again.",
        "You have discarded {cards} and turn up the widow: {widow}; you take {count} of them to hold "
        "{hand_size} again.",
        cards=_cards_count(count), widow=after.widow, count=count, hand_size=before.rules.hand_size,
    )


def _sentences(before: AmericanDeal, action: AmericanAction, after: AmericanDeal, seat: int) -> list[Message]:
    """The sentences of the say, the widow's cards taken and the card play."""
    if isinstance(action, Pass):
        said = [about(seat, "{player} says 'I pass'.", "You say 'I pass'.")]
        if after.phase is AmericanPhase.ABANDONED:
            said.append(msg("All three passed: the hand is abandoned and the deal passes to the left (V4)."))
        return said
    if isinstance(action, PlayAlone):
        first, second = after.adversaries
        said = [about(seat, "{player} says 'I play': {player} plays alone against {first} and {second} (V4).",
                      "You say 'I play': you play alone against {first} and {second} (V4).",
                      first=Seat(first), second=Seat(second))]
        if after.spoken < SEATS:
            said.append(msg("The first to say 'I play' plays alone: the others do not speak."))
        return said
    if isinstance(action, Take):
        said = [about(seat, "{player} takes {card} from the widow.", "You take {card} from the widow.",
                      card=action.card)]
        if after.phase is AmericanPhase.PLAY:
            if after.widow:
                said.append(about(
                    after.eldest,
                    "The rest of the widow ({widow}) and the discards lie aside for the winner of the last trick; "
                    "{player}, the eldest hand, leads (V4).",
                    "The rest of the widow ({widow}) and the discards lie aside for the winner of the last trick; "
                    "you, the eldest hand, lead (V4).", widow=after.widow))
            else:
                said.append(about(
                    after.eldest,
                    "The discards lie aside for the winner of the last trick; {player}, the eldest hand, leads (V4).",
                    "The discards lie aside for the winner of the last trick; you, the eldest hand, lead (V4)."))
        return said
    assert isinstance(action, Play), dev("every action of the say, the widow and the play is told")
    played = about(seat, "{player} plays {card}.", "You play {card}.", card=action.card)
    if len(after.tricks) == len(before.tricks):
        return [played]
    trick = after.tricks[-1]
    winner = trick.winner
    assert winner is not None, dev("a complete trick has a winner")
    said = [played, about(winner, "{player} wins the trick with {card}: {points}.",
                          "You win the trick with {card}: {points}.",
                          card=trick.cards[trick.seats.index(winner)], points=_points(trick.thirds))]
    if after.phase is AmericanPhase.FINISHED:
        more = _points(after.rules.last_trick_points)
        if after.widow:
            said.append(about(winner, "Last trick: {player} takes the rest of the widow and the discards ({pile}) "
                                      "and {points} more.",
                              "Last trick: you take the rest of the widow and the discards ({pile}) and {points} more.",
                              pile=after.pile, points=more))
        else:
            said.append(about(winner, "Last trick: {player} takes the discards ({pile}) and {points} more.",
                              "Last trick: you take the discards ({pile}) and {points} more.",
                              pile=after.pile, points=more))
    return said


describe_american = describe
"""The old name of :func:`describe` (kept for the tests and the course)."""


def narrate_deal(deal: AmericanDeal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """Every action of ``deal`` so far as one sentence each (:meth:`AmericanDeal.narrate`);
    with ``viewer``, only what that seat saw."""
    check_instance(deal, AmericanDeal, "deal", N_("an AmericanDeal such as AmericanDeal.new(seed=7)"))
    seat_names = _check_names(names, SEATS) or NAMES
    if viewer is not None:
        _check_seat(viewer, "viewer")
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names, viewer))


def score_lines(result: AmericanResult, names: Sequence[str] | None = NAMES) -> list[str]:
    """The score of an American deal, line by line, for the command line and notebooks.

    >>> from calabresella.games.american import score_american
    >>> r = score_american(soloist=1, soloist_trick_points=16, adversaries_trick_points=16,
    ...                    pile_points=0, last_trick_to_soloist=False, soloist_tricks=6)
    >>> print("\\n".join(score_lines(r)))
    Single player: Bruno; 6 of 12 tricks.
    Bruno:       16 in tricks + 0 widow and discards + 0 last trick = 16 points
    Adversaries: 16 in tricks + 0 widow and discards + 3 last trick = 19 points
    Bruno loses: 18 points are needed (V4). Difference 16 - 19 = -3: 3 paid to each adversary.
    Balances: Anna +3, Bruno -6, Carla +3 (V4).
    """
    check_instance(result, AmericanResult, "result", N_("an AmericanResult such as AmericanDeal(…).result"))
    names = _check_names(names, SEATS) or NAMES
    table = table_for(names)
    soloist = Seat(result.soloist)
    mine = result.last_trick_to_soloist
    bonus = result.last_trick_points
    needed = _points(result.win_points)
    difference = {"points": result.soloist_points, "theirs": result.adversaries_points,
                  "difference": result.difference, "amount": abs(result.difference)}
    lines = [
        many("Single player: {player}; {tricks} of {count} trick.", "Single player: {player}; {tricks} of {count} tricks.",
             result.total_tricks, player=soloist, tricks=result.soloist_tricks),
        msg("{label} {tricks:2d} in tricks + {pile} widow and discards + {bonus} last trick = {points}",
            label=f"{table.name(result.soloist) + ':':12s}", tricks=result.soloist_trick_points,
            pile=result.pile_points if mine else 0, bonus=bonus if mine else 0, points=_points(result.soloist_points)),
        msg("Adversaries: {tricks:2d} in tricks + {pile} widow and discards + {bonus} last trick = {points}",
            tricks=result.adversaries_trick_points, pile=0 if mine else result.pile_points,
            bonus=0 if mine else bonus, points=_points(result.adversaries_points)),
        msg("{player} wins: {needed} are needed (V4). Difference {points} - {theirs} = {difference}: {amount} won "
            "from each adversary.", player=soloist, needed=needed, **difference) if result.won else
        msg("{player} loses: {needed} are needed (V4). Difference {points} - {theirs} = {difference}: {amount} paid "
            "to each adversary.", player=soloist, needed=needed, **difference),
    ]
    if result.all_points:
        lines.append(
            msg("All points to one side count double: {amount} won from each adversary (V4).", amount=result.per_adversary)
            if result.won else
            msg("All points to one side count double: {amount} paid to each adversary (V4).", amount=result.per_adversary))
    lines.append(msg("Balances: {moves} (V4).", moves=_moves(result.transfers, table)))
    return [line.render(table) for line in lines]


def _moves(transfers: Sequence[int], table: Table) -> str:
    """``Anna +3, Bruno -6, Carla +3``: each seat's balance change, by its name."""
    return ", ".join(msg("{player} {move:+d}", player=Seat(s), move=t).render(table) for s, t in enumerate(transfers))


def result_summary(result: AmericanResult, names: Sequence[str] | None = NAMES) -> str:
    """One sentence in plain words (:meth:`AmericanResult.summary`)."""
    check_instance(result, AmericanResult, "result", N_("an AmericanResult such as AmericanDeal(…).result"))
    names = _check_names(names, SEATS) or NAMES
    params = {"player": Seat(result.soloist), "points": _points(result.soloist_points),
              "theirs": result.adversaries_points, "amount": result.per_adversary,
              "total": result.soloist_points + result.adversaries_points,
              "moves": ", ".join(f"{t:+d}" for t in result.transfers)}
    if result.all_points:
        sentence = msg(
            "{player} plays alone and wins with {points} against {theirs}; All {total} points to one side count "
            "double. {amount} from each adversary: balances move {moves}.", **params) if result.won else msg(
            "{player} plays alone and loses with {points} against {theirs}; All {total} points to one side count "
            "double. {amount} to each adversary: balances move {moves}.", **params)
    else:
        sentence = msg(
            "{player} plays alone and wins with {points} against {theirs}; {amount} from each adversary: balances "
            "move {moves}.", **params) if result.won else msg(
            "{player} plays alone and loses with {points} against {theirs}; {amount} to each adversary: balances "
            "move {moves}.", **params)
    return sentence.render(table_for(names))


def describe_state(deal: AmericanDeal) -> list[str]:
    """Every part of an American state (V4), one line each, as the playthrough files print it
    (a developer's dump of the state: seats by number, cards as the engine writes them)."""
    check_instance(deal, AmericanDeal, "deal", N_("an AmericanDeal such as AmericanDeal.new(seed=7)"))
    lines = [dev(f"phase: {deal.phase.value}; to move: {deal.to_move}")]
    lines += [dev(f"hand {seat}: {_cards(deal.hands[seat], '-')}") for seat in range(SEATS)]
    face = dev("face up") if deal.widow_turned else dev("face down")
    lines.append(dev(f"widow ({face}): {_cards(deal.widow, '-')}; discards: {_cards(deal.discards, '-')}"))
    if deal.current is not None and deal.current.cards:
        lines.append(dev(f"trick (led by {deal.current.leader}): {_cards(deal.current.cards)}"))
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(SEATS)]
    lines.append(dev(f"tricks won: {won[0]} {won[1]} {won[2]}"))
    lines.append(dev(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}"))
    return lines


def standings(session: Any, names: Sequence[str] | None = None) -> list[str]:
    """A session's standings, best first, each place its own (``1. Anna   +3``): ``session``
    is a session of the American account (its ``balances``) or the three seats' balances (V4).

    >>> standings((3, -6, 3))
    ['1. Anna   +3', '2. Carla  +3', '3. Bruno  -6']
    """
    session = getattr(session, "balances", session)  # a session: its seats' balances
    if isinstance(session, (str, bytes)) or not isinstance(session, Sequence) or len(session) != SEATS:
        raise ArgumentTypeError(msg("standings of the American account takes the {seats} seats' balances, got {value!r}",
                                    seats=SEATS, value=session))
    for balance in session:
        check_instance(balance, int, msg("a balance"), N_("a whole number such as +3"))
    names = _check_names(names, SEATS) or NAMES
    table = table_for(names)
    ranked = sorted(range(SEATS), key=lambda s: (-session[s], s))
    return [msg("{place}. {player:<6} {balance:+d}", place=place, player=Seat(seat), balance=session[seat]).render(table)
            for place, seat in enumerate(ranked, 1)]


def tell_session(session: Any, names: Sequence[str] | None = None) -> list[str]:
    """A played session told for the command line (``session``): its nine scored deals (V4),
    one line per deal (the dealer, who played alone and won or lost, the transfers; a hand
    all passed, abandoned), then the standings.

    >>> from calabresella.games.american.session import new_session
    >>> tell_session(new_session())[-1]
    '  3. Carla  +0'
    """
    from calabresella.games.american.session import AMERICAN_SESSION_DEALS

    names = _check_names(names, SEATS) or session.names
    table = table_for(names)
    lines = [many(
        "A session of {count} scored deal of the American account (V4), first dealer {dealer}; the deal passes to "
        "the left and a hand all pass is abandoned, not counted.",
        "A session of {count} scored deals of the American account (V4), first dealer {dealer}; the deal passes to "
        "the left and a hand all pass is abandoned, not counted.",
        AMERICAN_SESSION_DEALS, dealer=Seat(session.first_dealer)).render(table)]
    for number, deal in enumerate(session.deals, 1):
        result = deal.result
        if result is None:
            lines.append("  " + msg("{number:2d}. dealer {dealer}: all passed, abandoned (V4)", number=number,
                                    dealer=Seat(deal.dealer)).render(table))
            continue
        params = {"number": number, "dealer": Seat(deal.dealer), "player": Seat(result.soloist),
                  "points": result.soloist_points, "moves": " ".join(f"{t:+d}" for t in result.transfers)}
        total = session.rules.total_points
        line = many(
            "{number:2d}. dealer {dealer}: {player} plays alone and wins with {points} of {count} point; {moves}",
            "{number:2d}. dealer {dealer}: {player} plays alone and wins with {points} of {count} points; {moves}",
            total, **params) if result.won else many(
            "{number:2d}. dealer {dealer}: {player} plays alone and loses with {points} of {count} point; {moves}",
            "{number:2d}. dealer {dealer}: {player} plays alone and loses with {points} of {count} points; {moves}",
            total, **params)
        lines.append("  " + line.render(table))
    lines.append(_("Standings:"))
    lines.extend("  " + line for line in standings(session.balances, names))
    return lines


def _cards(cards: Iterable[Card], empty: str = "") -> str:
    return " ".join(str(c) for c in cards) or empty
