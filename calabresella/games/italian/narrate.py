"""Narration of the Italian game (R1–R30): every sentence a reader sees of its deals.

This is the Italian game's narrator (:class:`calabresella.games.game.Narrator`), reached
through ``load_game("italian").narrator()``; :mod:`calabresella.show.narrate` asks the
game of a deal for its narrator, so ``narrate_deal(deal)`` there tells a deal of any game.

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.engine.actions import Pass, Bid, Contract
>>> narrate_deal(Deal.new(seed=7).apply_all([Pass(), Bid(Contract.SOLO)]))
['Bruno passes.', 'Carla bids Solo.']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from calabresella.engine import actions
from calabresella.engine.errors import check_instance
from calabresella.engine.words import NAMES
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.scoring import DealResult
from calabresella.show.narrate import told
from calabresella.words import N_, Message, Seat, Table, _, about, dev, many, msg, pgettext, table_for

__all__ = [
    "describe",
    "describe_state",
    "multiplied",
    "narrate_deal",
    "result_summary",
    "score_lines",
    "standings",
    "tell_deal",
    "tell_session",
]


PLAYTHROUGH_TELLS_ACTIONS = False
"""Whether a playthrough file tells each action in words (``said: …``) after the action."""

MULTIPLIED = {2: N_("doubled"), 3: N_("tripled"), 4: N_("quadrupled")}
"""R27: how a stake multiplied by the profile's Cappotto or Stramazzo multiplier is said;
any other multiplier is "multiplied by {multiplier}"."""


def multiplied(multiplier: int) -> Message:
    """R27: "doubled", "tripled", "quadrupled", else "multiplied by 5": the stake after the
    profile's multiplier, as a message (said where the sentence is said).

    >>> str(multiplied(3)), str(multiplied(5))
    ('tripled', 'multiplied by 5')
    """
    if multiplier in MULTIPLIED:
        return msg(MULTIPLIED[multiplier])  # one of the N_ literals above
    return msg("multiplied by {multiplier}", multiplier=multiplier)


def _cards(cards: Iterable[object]) -> Any:
    """Cards as a message's parameter (named in the table's style), "nothing" for none."""
    shown = tuple(cards)
    return shown if shown else pgettext("no cards", "nothing")


def _said(table: Table, messages: Iterable[Message]) -> str:
    return " ".join(m.render(table) for m in messages)


def _thirds(count: int) -> Message:
    return many("{count} third", "{count} thirds", count)


def _points(count: int) -> Message:
    return many("{count} point", "{count} points", count)


def play_by_play(deal: Deal, table: Table, viewer: int | None = None) -> list[str]:
    """Every action of ``deal`` so far, one line each under the headings of the auction,
    the exchange and each trick (R8–R22); with ``viewer``, only what that seat may see."""
    lines: list[str] = []
    state, heading = deal.as_dealt(), ""
    for _seat, action in deal.history:
        after = state.apply(action)
        if state.phase is Phase.AUCTION:
            title = _("Auction:")
        elif state.phase is Phase.PLAY:
            title = msg("Trick {number}:", number=len(state.tricks) + 1).render(table)
        else:
            title = _("Exchange:")
        if title != heading:
            lines.append(title)
            heading = title
        lines.append("  " + _said(table, _describe(state, action, after, viewer)))
        state = after
    return lines


def describe(
    before: Deal, action: actions.Action, after: Deal, names: Sequence[str] | None = NAMES, viewer: int | None = None
) -> str:
    """One sentence for ``action`` taken in ``before``, giving ``after`` (R8–R22).

    With ``viewer``, the sentence tells only what that seat may see (R14, R17, R21): a
    face-down discard by another player is "discards a card face down"; the viewer is
    "you". Without it, the narration is for everyone after the deal, every card shown.
    """
    table = table_for(names, viewer)
    return _said(table, _describe(before, action, after, viewer))


def _describe(before: Deal, action: actions.Action, after: Deal, viewer: int | None) -> list[Message]:
    seat = before.to_move
    assert seat is not None
    if isinstance(action, (actions.Pass, actions.Bid)):
        if isinstance(action, actions.Pass):
            said = [about(seat, "{player} passes.", "You pass.")]
        else:
            said = [about(seat, "{player} bids {contract}.", "You bid {contract}.", contract=action.contract.title)]
        if after.phase is Phase.ABANDONED:
            said.append(msg("All three passed: the deal is abandoned and nothing is scored (R10)."))
        elif after.phase is not Phase.AUCTION:
            assert after.soloist is not None and after.bid is not None
            said.append(about(after.soloist, "{player} is the soloist in {contract}.",
                              "You are the soloist in {contract}.", contract=after.bid.title))
            if after.spoken < 3:
                said.append(msg("Solissimo ends the auction at once: the others do not speak (R9)."))
            if after.exposed_monte:
                said.append(about(after.soloist, "The monte is turned up ({cards}) and taken into {player}'s hand (R12).",
                                  "The monte is turned up ({cards}) and taken into your hand (R12).",
                                  cards=_cards(after.exposed_monte)))
        return said
    if isinstance(action, actions.Call):
        holder = after.call_holder
        if holder is not None and holder == viewer:
            call = msg("{player} calls {card}: you hand it over face up.", player=Seat(seat), card=action.card)
        elif holder is not None:
            call = about(seat, "{player} calls {card}: {holder} hands it over face up.",
                         "You call {card}: {holder} hands it over face up.", card=action.card, holder=Seat(holder))
        elif action.card in before.monte:
            call = about(seat, "{player} calls {card}: it is in the monte, so nothing is handed over.",
                         "You call {card}: it is in the monte, so nothing is handed over.", card=action.card)
        else:
            call = about(seat, "{player} calls {card}: {player} holds it already, so nothing is handed over.",
                         "You call {card}: you hold it already, so nothing is handed over.", card=action.card)
        return [call, msg("The monte is turned up: {cards}.", cards=_cards(after.exposed_monte))]
    if isinstance(action, actions.GiveBack):
        assert before.call_holder is not None
        return [about(seat, "{player} gives {card} face up to {holder}.", "You give {card} face up to {holder}.",
                      card=action.card, holder=Seat(before.call_holder))]
    if isinstance(action, actions.Discard):
        if viewer is not None and viewer != seat:
            return [about(seat, "{player} discards a card face down.", "You discard a card face down.")]
        return [about(seat, "{player} discards {card} face down.", "You discard {card} face down.", card=action.card)]
    if isinstance(action, actions.Enhance):
        if action.enhancement is actions.Enhancement.PLAIN:
            return [about(seat, "{player} plays plain Solissimo: the monte stays face down until the end.",
                          "You play plain Solissimo: the monte stays face down until the end.")]
        if action.enhancement is actions.Enhancement.DIVIDETE:
            first, second = before.defenders
            return [about(seat, "{player} says dividete: {first} and {second} each take two monte cards blind, "
                                "then discard two.",
                          "You say dividete: {first} and {second} each take two monte cards blind, then discard two.",
                          first=Seat(first), second=Seat(second))]
        return [about(seat, "{player} says scegliete: the monte is turned up ({cards}) for the defenders to share.",
                      "You say scegliete: the monte is turned up ({cards}) for the defenders to share.",
                      cards=_cards(after.exposed_monte))]
    if isinstance(action, actions.Share):
        first, second = before.defenders
        rest = tuple(c for c in before.monte if c not in action.cards)
        shares = {"first": Seat(first), "cards": _cards(action.cards), "second": Seat(second), "rest": _cards(rest)}
        if viewer == first:
            return [msg("The defenders share the monte: you take {cards}, {second} takes {rest}.", **shares)]
        if viewer == second:
            return [msg("The defenders share the monte: {first} takes {cards}, you take {rest}.", **shares)]
        return [msg("The defenders share the monte: {first} takes {cards}, {second} takes {rest}.", **shares)]
    assert isinstance(action, actions.Play)
    said = [about(seat, "{player} plays {card}.", "You play {card}.", card=action.card)]
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        winner = trick.winner
        assert winner is not None
        won = {"card": trick.cards[trick.seats.index(winner)], "thirds": _thirds(trick.thirds)}
        said.append(about(winner, "{player} wins the trick with {card}: {thirds}.",
                          "You win the trick with {card}: {thirds}.", **won))
        if after.phase is Phase.FINISHED:
            said.append(about(winner, "Last trick: {player} takes the monte ({cards}).",
                              "Last trick: you take the monte ({cards}).", cards=_cards(after.monte)))
    return said


def narrate_deal(deal: Deal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """The whole history of ``deal`` as sentences, replayed from the deal as dealt (with
    ``viewer``, only what that seat saw, the viewer said "you": R14, R17, R21)."""
    seat_names = tuple(names) if names else NAMES
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names, viewer))


def score_lines(result: DealResult, names: Sequence[str] | None = NAMES) -> list[str]:
    """The score of a deal, line by line, as the command line and notebooks print it (R22–R28).
    Every number of a rule (the thirds needed, the stake, Cappotto's and Stramazzo's
    multiplier and threshold) is the result's, from its profile."""
    table = table_for(NAMES if names is None else names)
    to_soloist = result.last_trick_to_soloist
    bonus = result.last_trick_thirds
    s_monte = result.monte_thirds if to_soloist else 0
    d_monte = result.monte_thirds - s_monte
    lines = [
        msg("Contract: {contract}, soloist {player}; {won} of {total} tricks.", contract=result.contract_name,
            player=Seat(result.soloist), won=result.soloist_tricks, total=result.total_tricks),
        msg("Soloist:   {tricks:2d} in tricks + {monte} monte + {last} last trick = {thirds} = {points}",
            tricks=result.soloist_trick_thirds, monte=s_monte, last=bonus if to_soloist else 0,
            thirds=_thirds(result.soloist_thirds), points=_points(result.soloist_points)),
        msg("Defenders: {tricks:2d} in tricks + {monte} monte + {last} last trick = {thirds} = {points}",
            tricks=result.defenders_trick_thirds, monte=d_monte, last=0 if to_soloist else bonus,
            thirds=_thirds(result.defenders_thirds), points=_points(result.defenders_points)),
    ]
    soloist = Seat(result.soloist)
    if result.won:
        verdict = many("{player} wins: {count} third is needed (R25).", "{player} wins: {count} thirds are needed (R25).",
                       result.win_thirds, player=soloist)
    else:
        verdict = many("{player} loses: {count} third is needed (R25).",
                       "{player} loses: {count} thirds are needed (R25).", result.win_thirds, player=soloist)
    stake = msg("Stake {stake} per defender (R26).", stake=result.stake)
    said = [*(m.render(table) for m in lines), _said(table, (verdict, stake))]
    if result.cappotto:
        said.append(many("Cappotto: the soloist took {count} trick, so the stake is {multiplied} (R27).",
                         "Cappotto: the soloist took {count} tricks, so the stake is {multiplied} (R27).",
                         result.soloist_tricks, multiplied=multiplied(result.multiplier)).render(table))
    elif result.stramazzo:
        said.append(many("Stramazzo: the losing side captured fewer than {count} card third, so the stake is "
                         "{multiplied} (R27).",
                         "Stramazzo: the losing side captured fewer than {count} card thirds, so the stake is "
                         "{multiplied} (R27).",
                         result.stramazzo_below_thirds, multiplied=multiplied(result.multiplier)).render(table))
    moves = ", ".join(msg("{player} {amount:+d}", player=Seat(s), amount=result.transfers[s]).render(table)
                      for s in range(3))
    said.append(msg("Balances: {moves} (R28).", moves=moves).render(table))
    return said


def result_summary(result: DealResult, names: Sequence[str] | None = None) -> str:
    """One paragraph in plain words: :meth:`DealResult.summary` (R22–R28). It names no
    seat, so ``names`` changes nothing; it is taken as every game's narrator takes it."""
    table = table_for(names)
    counts = {"contract": result.contract_name, "thirds": _thirds(result.soloist_thirds),
              "points": _points(result.soloist_points), "against": result.defenders_thirds,
              "against_points": result.defenders_points, "monte": _thirds(result.monte_thirds)}
    if result.won and result.last_trick_to_soloist:
        head = msg("{contract}: the soloist makes it with {thirds} ({points}) against {against} ({against_points}); "
                   "the last trick and the monte ({monte}) went to the soloist.", **counts)
    elif result.won:
        head = msg("{contract}: the soloist makes it with {thirds} ({points}) against {against} ({against_points}); "
                   "the last trick and the monte ({monte}) went to the defenders.", **counts)
    elif result.last_trick_to_soloist:
        head = msg("{contract}: the soloist fails it with {thirds} ({points}) against {against} ({against_points}); "
                   "the last trick and the monte ({monte}) went to the soloist.", **counts)
    else:
        head = msg("{contract}: the soloist fails it with {thirds} ({points}) against {against} ({against_points}); "
                   "the last trick and the monte ({monte}) went to the defenders.", **counts)
    said = [head, msg("Stake {stake} per defender.", stake=result.stake)]
    if result.stramazzo:
        said.append(msg("Stramazzo ×{multiplier}.", multiplier=result.multiplier))
    elif result.cappotto:
        said.append(msg("Cappotto ×{multiplier}.", multiplier=result.multiplier))
    said.append(msg("Balances move {moves}.", moves=", ".join(f"{t:+d}" for t in result.transfers)))
    return _said(table, said)


def describe_state(deal: Deal) -> list[str]:
    """Every part of a state, one line each, as the playthrough files print it between actions:
    a developer's record of the state (seat numbers, the actions' own notation), not words
    for a player."""
    check_instance(deal, Deal, "deal", _("a Deal such as Deal.new(seed=7)"))

    def cards(cs: tuple[object, ...]) -> str:
        return " ".join(map(str, cs)) or "-"

    lines = [dev(f"phase: {deal.phase.value}; to move: {deal.to_move}")]
    lines += [f"hand {seat}: {cards(deal.hands[seat])}" for seat in range(3)]
    lines.append(dev(f"monte: {cards(deal.monte)}; exposed: {cards(deal.exposed_monte)}"))
    if deal.current is not None and deal.current.cards:
        lines.append(dev(f"trick (led by {deal.current.leader}): {cards(deal.current.cards)}"))
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(3)]
    lines.append(dev(f"tricks won: {won[0]} {won[1]} {won[2]}"))
    lines.append(f"legal: {', '.join(str(a) for a in deal.legal_actions()) or '-'}")
    return lines


def standings(session: Any, names: Sequence[str] | None = None) -> list[str]:
    """R30: a session's standings, best first, one line a seat (``1. Anna   +4``); exact
    ties share the place.

    >>> from calabresella.games.italian.session import Session
    >>> standings(Session())
    ['1. Anna   +0', '1. Bruno  +0', '1. Carla  +0']
    """
    from calabresella.engine.game import check_names

    given = check_names(names, len(session.names))
    rows = session.standings()
    if given is not None:
        rename = dict(zip(session.names, given, strict=True))
        rows = [(place, rename[name], balance) for place, name, balance in rows]
    return [f"{place}. {name:<6} {balance:+d}" for place, name, balance in rows]


def tell_deal(deal: Deal, names: Sequence[str] | None = None, sitting_out: str | None = None) -> list[str]:
    """A whole deal told for the command line (``deal``, ``replay``): who dealt, the hands
    as dealt, the auction, the exchange, each trick, the score (R2, R7–R28).

    At four (V3) ``names`` are the three players of the deal, from the dealer's right,
    and ``sitting_out`` is the dealer's name.
    """
    from calabresella.engine.actions import Contract
    from calabresella.games.italian.deal import right_of

    table = table_for(NAMES if names is None else names)
    rules = deal.rules
    if rules.players == 4 and sitting_out is not None:
        first = msg("Dealer: {dealer}, who sits out with no cards (V3); {first} on the dealer's right speaks first, "
                    "{left} is on the dealer's left. Rules: {rules}.", dealer=sitting_out,
                    first=Seat(right_of(deal.dealer)), left=Seat(deal.dealer), rules=rules.name)
    elif rules.players == 4:
        first = msg("Dealer: the fourth player, who sits out with no cards (V3); {first} on the dealer's right "
                    "speaks first, {left} is on the dealer's left. Rules: {rules}.",
                    first=Seat(right_of(deal.dealer)), left=Seat(deal.dealer), rules=rules.name)
    else:
        first = msg("Dealer: {player}. Rules: {rules}.", player=Seat(deal.dealer), rules=rules.name)
    heads = [first] if deal.seed is None else [msg("Deal with seed {seed}.", seed=deal.seed), first]
    lines = [_said(table, heads)]
    if deal.min_bid is not Contract.CHIAMO:
        lines.append(msg("The last deal was passed out: the monte was kept, the other cards dealt again, "
                         "and only {contract} or higher may be bid (V2b).", contract=deal.min_bid.title).render(table))
    lines.append(_("Hands as dealt:"))
    width = max(len(table.name(seat)) for seat in range(3))  # the cards in one column
    for seat in range(3):
        lines.append("  " + msg("{player}:{pad}{cards}", player=Seat(seat), pad=dev(" " * (width - len(table.name(seat)) + 1)),
                                cards=_cards(sorted(deal.dealt_hands[seat]))).render(table))
    lines.append("  " + msg("Monte (face down): {cards}", cards=_cards(deal.dealt_monte)).render(table))
    lines += play_by_play(deal, table)
    if deal.result is not None:
        lines.append(_("Score:"))
        lines.extend("  " + line for line in score_lines(deal.result, table.names))
    return lines


def tell_session(session: Any, names: Sequence[str] | None = None) -> list[str]:
    """A played session told for the command line (``session``): what it is (nine scored
    deals, R30; a game to a target, V2; four at the table, V3), one line per deal (the
    dealer, who made or failed what, the transfers, R28; an all-pass, R10), the standings.
    The session's length and target are its profile's.

    >>> from calabresella.games.italian.session import Session
    >>> tell_session(Session())[0]
    'A session of 9 scored deals (R30), first dealer Anna.'
    """
    from calabresella.engine.game import check_names

    table = table_for(check_names(names, len(session.names)) or session.names)
    rules = session.rules
    first = Seat(session.first_dealer)
    if rules.game_target is not None:
        head = msg("A game to {target} game points (V2): each deal's transfers are its game points; "
                   "first dealer {player}.", target=rules.game_target, player=first)
    else:
        head = many("A session of {count} scored deal (R30), first dealer {player}.",
                    "A session of {count} scored deals (R30), first dealer {player}.", rules.session_deals,
                    player=first)
    lines = [head.render(table)]
    if rules.players == 4:
        lines.append(_("Four at the table (V3): each deal's dealer sits out and scores nothing on it."))
    for number, entry in enumerate(session.deals, 1):
        result = entry.result
        dealer = Seat(entry.dealer)
        if result is None:
            if entry.monte:
                line = msg("{number:2d}. dealer {dealer}: all passed, not counted (R10); the monte stays and only "
                           "Solo or Solissimo may be bid next (V2b)", number=number, dealer=dealer)
            else:
                line = msg("{number:2d}. dealer {dealer}: all passed, not counted (R10)", number=number, dealer=dealer)
            lines.append("  " + line.render(table))
            continue
        told_deal = {"number": number, "dealer": dealer, "player": Seat(session.soloist_of(entry)),
                     "contract": result.contract_name,
                     "moves": " ".join(f"{t:+d}" for t in session.transfers_of(entry))}
        if result.won:
            line = many("{number:2d}. dealer {dealer}: {player} made {contract} with {count} third; {moves}",
                        "{number:2d}. dealer {dealer}: {player} made {contract} with {count} thirds; {moves}",
                        result.soloist_thirds, **told_deal)
        else:
            line = many("{number:2d}. dealer {dealer}: {player} failed {contract} with {count} third; {moves}",
                        "{number:2d}. dealer {dealer}: {player} failed {contract} with {count} thirds; {moves}",
                        result.soloist_thirds, **told_deal)
        lines.append("  " + line.render(table))
    lines.append(_("Standings:"))
    lines.extend("  " + line for line in standings(session, table.names))
    return lines
