"""Narration of Tressette (V5): every sentence a reader sees of its deals and games.

The game itself (:mod:`calabresella.games.tressette`) holds only its rules and the
refusals that state them; its ``narrate``, ``lines`` and ``summary`` methods are
presentation hooks that call the functions here. Every sentence is a message of the
catalogue (:mod:`calabresella.words`), said to the table on screen with the deal's names
("you" for the viewer), its cards named in the table's suit style. This is the game's
:class:`~calabresella.games.game.Narrator` (``load_game("tressette").narrator()``);
:func:`result_lines` and :func:`match_lines` are the old names of :func:`score_lines` and
:func:`standings`.

>>> from calabresella.games.tressette import TressetteDeal, TressetteMatch, play_random
>>> match = TressetteMatch().record(play_random(TressetteDeal.new(seed=5), seed=1))
>>> standings(match)[-1]
'Playing to 21; Bruno deals next.'
>>> standings(match, viewer=1)[-1]
'Playing to 21; you deal next.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError, check_instance
from calabresella.games.tressette import (
    RULE,
    Declare,
    DoneDeclaring,
    Outright,
    Signal,
    SignalledLead,
    TressetteAction,
    TressetteDeal,
    TressetteMatch,
    TressettePhase,
    TressetteResult,
    _names,
)
from calabresella.show.narrate import told
from calabresella.words import N_, Seat, Table, _, about, dev, many, msg, table_for
from calabresella.words.message import Message

__all__ = [
    "OUTRIGHT_NAMES",
    "OUTRIGHT_WORDS",
    "SIGNAL_MEANINGS",
    "describe",
    "describe_state",
    "match_lines",
    "narrate_deal",
    "result_lines",
    "result_summary",
    "score_lines",
    "side_name",
    "standings",
    "tell_session",
]

SIGNAL_MEANINGS: dict[Signal, str] = {
    Signal.BUSSO: N_("play your highest card of the suit and lead the suit back if it wins"),
    Signal.VOLO: N_("I have no more cards of this suit"),
    Signal.STRISCIO: N_("I hold more low cards (king or lower) of this suit"),
}
"""V5: what each signal tells the partner (msgids of the catalogue: said with ``_()``)."""

SIGNAL_NAMES: dict[Signal, str] = {Signal.BUSSO: N_("busso"), Signal.VOLO: N_("volo"), Signal.STRISCIO: N_("striscio")}
"""V5: the signals' names, the game's own words."""

OUTRIGHT_WORDS: dict[Outright, str] = {
    Outright.CAPPOTTO: N_("one side took every trick"),
    Outright.STRAMAZZO: N_("the other side took tricks worth less than one point"),
    Outright.CAPPOTTONE: N_("a single player took every trick"),
    Outright.STRAMAZZONE: N_("a single player took all the points, the other three less than one point"),
}
"""V5: what made each outright win (msgids of the catalogue: said with ``_()``)."""

OUTRIGHT_NAMES: dict[Outright, tuple[str, str]] = {
    Outright.CAPPOTTO: (N_("Cappotto"), N_("cappotto")),
    Outright.STRAMAZZO: (N_("Stramazzo"), N_("stramazzo")),
    Outright.CAPPOTTONE: (N_("Cappottone"), N_("cappottone")),
    Outright.STRAMAZZONE: (N_("Stramazzone"), N_("stramazzone")),
}
"""V5: each outright win's name, at the start of a sentence and within one."""


PLAYTHROUGH_TELLS_ACTIONS = True
"""Whether a playthrough file tells each action in words (``said: …``) after the action."""


def _side(side: int, players: int) -> Seat | Message:
    """A side as a message's parameter: its one seat in due, else its two partners."""
    seats = range(side, players, 2)
    if len(seats) == 1:
        return Seat(side)
    return msg("{first} & {second}", first=Seat(seats[0]), second=Seat(seats[1]))


def side_name(side: int, players: int, names: Sequence[str], viewer: int | None = None) -> str:
    """``'Anna & Carla'``: the names of a side's seats (one name in due)."""
    return _said(_side(side, players), table_for(names, viewer))


def _said(value: Seat | Message, table: Table) -> str:
    return value.render(table) if isinstance(value, Message) else msg("{player}", player=value).render(table)


def _points(count: int) -> Message:
    return many("{count} point", "{count} points", count)


def _thirds(count: int) -> Message:
    return many("{count} third", "{count} thirds", count)


def _games(count: int) -> Message:
    return many("{count} game", "{count} games", count)


def declaration_words(declaration: Declare) -> Message:
    """``'three aces missing ♠'``, ``'napoletana in ♥'``: the declaration as a message (its
    suit named in the table's style)."""
    return declaration.phrase


def describe(
    before: TressetteDeal,
    action: TressetteAction,
    after: TressetteDeal,
    names: Sequence[str] | None = None,
    viewer: int | None = None,
) -> str:
    """One sentence for ``action`` taken in ``before``, giving ``after``. Every action of
    Tressette is seen by the whole table (a card drawn in due is shown, V5); ``viewer`` is
    said "you"."""
    for deal in (before, after):
        check_instance(deal, TressetteDeal, _("before and after"), _("TressetteDeals, one action apart"))
    table = table_for(_names(before.players, names), viewer)
    seat = before.to_move
    if seat is None or after.history != before.history + ((seat, action),):
        raise ArgumentValueError(msg(
            "describe tells an action taken in `before` that gives `after`: {action!r} is not the action "
            "between them", action=action))
    return " ".join(m.render(table) for m in _told(before, action, after, seat))


def _told(before: TressetteDeal, action: TressetteAction, after: TressetteDeal, seat: int) -> list[Message]:
    """The sentences that tell ``action`` (by ``seat``)."""
    if isinstance(action, Declare):
        return [about(seat, "{player} declares {declaration} ({cards}): {points} for {side}.",
                      "You declare {declaration} ({cards}): {points} for {side}.", declaration=action.phrase,
                      cards=action.cards, points=_points(action.points), side=_side(seat % 2, before.players))]
    told: list[Message] = []
    if isinstance(action, DoneDeclaring):
        if any(s == seat for s, _d in before.declarations):
            told.append(about(seat, "{player} has nothing more to declare.", "You have nothing more to declare."))
        else:
            told.append(about(seat, "{player} declares nothing.", "You declare nothing."))
    else:
        assert before.current is not None
        if before.current.cards:
            told.append(about(seat, "{player} plays {card}.", "You play {card}.", card=action.card))
        elif isinstance(action, SignalledLead):
            told.append(about(seat, "{player} leads {card} and says {signal} ({meaning}).",
                              "You lead {card} and say {signal} ({meaning}).", card=action.card,
                              signal=Message(SIGNAL_NAMES[action.signal]),
                              meaning=Message(SIGNAL_MEANINGS[action.signal])))
        else:
            told.append(about(seat, "{player} leads {card}.", "You lead {card}.", card=action.card))
        if len(after.tricks) > len(before.tricks):
            trick = after.tricks[-1]
            assert trick.winner is not None
            told.append(about(trick.winner, "{player} wins the trick with {card}: {thirds}.",
                              "You win the trick with {card}: {thirds}.",
                              card=trick.cards[trick.seats.index(trick.winner)], thirds=_thirds(trick.thirds)))
            if after.phase is TressettePhase.DECLARE:
                told.append(msg("The first trick is over: the declarations begin."))
    if len(after.draws) > len(before.draws):
        told.append(_drawn(after.draws[len(before.draws):]))
    if after.is_over:
        last = after.tricks[-1].winner
        assert last is not None
        told.append(about(last, "That was the last trick: {thirds} to {player}'s side.",
                          "That was the last trick: {thirds} to your side.",
                          thirds=_thirds(after.rules.last_trick_thirds)))
    return told


def _drawn(draws: Sequence[tuple[int, Card]]) -> Message:
    """"Anna draws 3♠ and Bruno draws 5♥, shown to the table." (V5, in due)."""
    (first, card), rest = draws[0], draws[1:]
    said: Message = about(first, "{player} draws {card}", "You draw {card}", card=card)
    for seat, drawn in rest:
        said = msg("{draws} and {draw}", draws=said,
                   draw=about(seat, "{player} draws {card}", "you draw {card}", card=drawn))
    return msg("{draws}, shown to the table.", draws=said)


def narrate_deal(deal: TressetteDeal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """Every action of ``deal`` so far as one sentence each (:meth:`TressetteDeal.narrate`);
    every seat sees every action; ``viewer`` is said "you"."""
    check_instance(deal, TressetteDeal, "deal", _("a TressetteDeal such as TressetteDeal.new(seed=5)"))
    seat_names = _names(deal.players, names)
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names, viewer))


def score_lines(result: TressetteResult, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """The score line by line, as the command line and notebooks print it (:meth:`TressetteResult.lines`)."""
    check_instance(result, TressetteResult, "result", _("a TressetteResult such as TressetteDeal(…).result"))
    table = table_for(_names(result.players, names), viewer)
    players = result.players
    tricks = ", ".join(msg("{player} {count}", player=Seat(s), count=result.seat_tricks[s]).render(table)
                       for s in range(players))
    out = [msg("Tricks: {tricks}; last trick {player}.", tricks=tricks, player=Seat(result.last_trick_seat))]
    for side in (0, 1):
        last = result.last_trick_thirds if result.last_trick_seat % 2 == side else 0
        out.append(msg(
            "{side}: {card_thirds} + {last} last trick = {thirds} = {card_points}; declared {declared}; "
            "total {points}.", side=_side(side, players),
            card_thirds=many("{count} card third", "{count} card thirds", result.side_card_thirds[side]),
            last=last, thirds=_thirds(result.side_thirds[side]), card_points=_points(result.side_card_points[side]),
            declared=result.side_declared[side], points=_points(result.side_points[side])))
    for seat, declaration in result.declarations:
        out.append(msg("Declared: {player} {declaration}, {points}.", player=Seat(seat),
                       declaration=declaration.phrase, points=_points(declaration.points)))
    if result.outright is not Outright.NONE:
        assert result.outright_side is not None
        who = Seat(result.outright_seat) if result.outright_seat is not None else _side(result.outright_side, players)
        out.append(msg("{outright}: {who} — {why}; {side} win {games} outright ({rule}).",
                       outright=Message(OUTRIGHT_NAMES[result.outright][0]), who=who,
                       why=Message(OUTRIGHT_WORDS[result.outright]), side=_side(result.outright_side, players),
                       games=_games(result.games), rule=RULE))
    return [line.render(table) for line in out]


def result_summary(result: TressetteResult, names: Sequence[str] | None = None, viewer: int | None = None) -> str:
    """The score in one paragraph (:meth:`TressetteResult.summary`)."""
    return " ".join(score_lines(result, names, viewer))


def standings(session: TressetteMatch, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """The standings of a game in plain words (:meth:`TressetteMatch.lines`)."""
    match = check_instance(session, TressetteMatch, "match", _("a TressetteMatch such as TressetteMatch()"))
    players = match.rules.players
    table = table_for(_names(players, names), viewer)
    out = [msg("{side}: {points}", side=_side(s, players), points=_points(match.points[s])) for s in (0, 1)]
    if match.winner is not None:
        if players == 2:  # in due a side is one player
            out.append(about(match.winner, "{player} wins {games}.", "You win {games}.", games=_games(match.games)))
        else:
            out.append(msg("{side} win {games}.", side=_side(match.winner, players), games=_games(match.games)))
    else:
        out.append(about(match.dealer, "Playing to {target}; {player} deals next.", "Playing to {target}; you deal next.",
                         target=match.rules.game_target))
    return [line.render(table) for line in out]


def tell_session(session: TressetteMatch, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """A played game told for the command line (``session``): the game to its target (V5),
    one line per deal (each side's points, its declarations, the running totals, an outright
    win), then the standings.

    >>> tell_session(TressetteMatch())[0]
    'A game of Tressette for four to 21 points (V5): Anna & Carla against Bruno & Dario; declarations after the first trick; first dealer Anna.'
    """
    match = check_instance(session, TressetteMatch, "match", _("a TressetteMatch such as TressetteMatch()"))
    rules = match.rules
    names = match.names if names is None else _names(rules.players, names)
    table = table_for(names, viewer)
    sides = [_side(s, rules.players) for s in (0, 1)]
    kind = msg("Tressette for four") if rules.players == 4 else msg("Tressette in due")
    header = (
        many("A game of {kind} to {count} point ({rule}): {first} against {second}; declarations after the first "
             "trick; first dealer {player}.",
             "A game of {kind} to {count} points ({rule}): {first} against {second}; declarations after the first "
             "trick; first dealer {player}.", rules.game_target, kind=kind, rule=RULE, first=sides[0],
             second=sides[1], player=Seat(match.first_dealer))
        if rules.declarations else
        many("A game of {kind} to {count} point ({rule}): {first} against {second}; declarations not made; "
             "first dealer {player}.",
             "A game of {kind} to {count} points ({rule}): {first} against {second}; declarations not made; "
             "first dealer {player}.", rules.game_target, kind=kind, rule=RULE, first=sides[0],
             second=sides[1], player=Seat(match.first_dealer))
    )
    lines = [header.render(table)]
    totals = [0, 0]
    for number, (deal, outcome) in enumerate(zip(match.deals, match.results, strict=True), 1):
        totals = [totals[s] + outcome.side_points[s] for s in (0, 1)]
        scored = [
            msg("{side} {points} (declared {declared})", side=sides[s], points=outcome.side_points[s],
                declared=outcome.side_declared[s])
            if outcome.side_declared[s] else msg("{side} {points}", side=sides[s], points=outcome.side_points[s])
            for s in (0, 1)
        ]
        line = msg("{number:2d}. dealer {player}: {first}, {second}; totals {first_total}-{second_total}",
                   number=number, player=Seat(deal.dealer), first=scored[0], second=scored[1],
                   first_total=totals[0], second_total=totals[1])
        if outcome.outright is not Outright.NONE:
            assert outcome.outright_side is not None
            line = msg("{line}; {outright}: {side} win {games} outright", line=line,
                       outright=Message(OUTRIGHT_NAMES[outcome.outright][1]), side=sides[outcome.outright_side],
                       games=_games(outcome.games))
        lines.append("  " + line.render(table))
    lines.append(_("Standings:"))
    lines.extend("  " + line for line in standings(match, names, viewer))
    return lines

result_lines = score_lines
"""The old name of :func:`score_lines` (:meth:`TressetteResult.lines` and the course use it)."""

match_lines = standings
"""The old name of :func:`standings` (:meth:`TressetteMatch.lines`)."""


def describe_state(deal: TressetteDeal) -> list[str]:
    """Every part of a Tressette state (V5), one line each, as the playthrough files print it
    (a developer's record of the state, compared by the tests: not said to a player)."""
    check_instance(deal, TressetteDeal, "deal", _("a TressetteDeal such as TressetteDeal.new(seed=5)"))
    lines = [dev(f"phase: {deal.phase.value}; to move: {deal.to_move}")]
    lines += [dev(f"hand {seat}: {_cards(deal.hands[seat], '-')}") for seat in range(deal.players)]
    if deal.rules.stock_size:
        lines.append(dev(f"stock: {_cards(deal.stock, '-')}"))
    if deal.current is not None and deal.current.cards:
        signal = f" ({deal.current.signal.value})" if deal.current.signal else ""
        lines.append(dev(f"trick (led by {deal.current.leader}{signal}): {_cards(deal.current.cards, 'nothing')}"))
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(deal.players)]
    lines.append(dev("tricks won: ") + " ".join(map(str, won)))
    known = [f"{s} {_cards(deal.known(s), 'nothing')}" for s in range(deal.players) if deal.known(s)]
    if known:
        lines.append(dev("known to the table: ") + "; ".join(known))
    if deal.declarations:
        lines.append(dev("declared: ") + "; ".join(f"{s} {d.words_en}" for s, d in deal.declarations))
    lines.append(dev(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}"))
    return lines


def _cards(cards: Iterable[Card], empty: str = "nothing") -> str:
    return " ".join(str(c) for c in cards) or empty
