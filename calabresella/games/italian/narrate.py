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

from collections.abc import Sequence
from typing import Any

from calabresella.engine import actions
from calabresella.engine.errors import check_instance
from calabresella.engine.words import NAMES, plural
from calabresella.games.italian.deal import Deal, Phase
from calabresella.games.italian.scoring import DealResult
from calabresella.show.narrate import told, trick_won

__all__ = [
    "describe",
    "describe_state",
    "narrate_deal",
    "result_summary",
    "score_lines",
    "standings",
    "tell_deal",
    "tell_session",
]


PLAYTHROUGH_TELLS_ACTIONS = False
"""Whether a playthrough file tells each action in words (``said: …``) after the action."""


def describe(
    before: Deal, action: actions.Action, after: Deal, names: Sequence[str] | None = NAMES, viewer: int | None = None
) -> str:
    """One sentence for ``action`` taken in ``before``, giving ``after`` (R8–R22).

    With ``viewer``, the sentence tells only what that seat may see (R14, R17, R21): a
    face-down discard by another player is "discards a card face down". Without it,
    the narration is for everyone after the deal, every card shown.
    """
    names = NAMES if names is None else names
    seat = before.to_move
    assert seat is not None
    who = names[seat]
    if isinstance(action, (actions.Pass, actions.Bid)):
        text = f"{who} passes." if isinstance(action, actions.Pass) else f"{who} bids {action.contract.title}."
        if after.phase is Phase.ABANDONED:
            text += " All three passed: the deal is abandoned and nothing is scored (R10)."
        elif after.phase is not Phase.AUCTION:
            assert after.soloist is not None and after.bid is not None
            soloist = names[after.soloist]
            text += f" {soloist} is the soloist in {after.bid.title}."
            if after.spoken < 3:
                text += " Solissimo ends the auction at once: the others do not speak (R9)."
            if after.exposed_monte:
                text += f" The monte is turned up ({_cards(after.exposed_monte)}) and taken into {soloist}'s hand (R12)."
        return text
    if isinstance(action, actions.Call):
        holder = after.call_holder
        if holder is not None:
            fate = f"{names[holder]} hands it over face up"
        elif action.card in before.monte:
            fate = "it is in the monte, so nothing is handed over"
        else:
            fate = f"{who} holds it already, so nothing is handed over"
        return f"{who} calls {action.card}: {fate}. The monte is turned up: {_cards(after.exposed_monte)}."
    if isinstance(action, actions.GiveBack):
        assert before.call_holder is not None
        return f"{who} gives {action.card} face up to {names[before.call_holder]}."
    if isinstance(action, actions.Discard):
        if viewer is not None and viewer != seat:
            return f"{who} discards a card face down."
        return f"{who} discards {action.card} face down."
    if isinstance(action, actions.Enhance):
        if action.enhancement is actions.Enhancement.PLAIN:
            return f"{who} plays plain Solissimo: the monte stays face down until the end."
        if action.enhancement is actions.Enhancement.DIVIDETE:
            first, second = before.defenders
            return (
                f"{who} says dividete: {names[first]} and {names[second]} each take two monte "
                "cards blind, then discard two."
            )
        return f"{who} says scegliete: the monte is turned up ({_cards(after.exposed_monte)}) for the defenders to share."
    if isinstance(action, actions.Share):
        first, second = before.defenders
        rest = tuple(c for c in before.monte if c not in action.cards)
        return f"The defenders share the monte: {names[first]} takes {_cards(action.cards)}, {names[second]} takes {_cards(rest)}."
    assert isinstance(action, actions.Play)
    text = f"{who} plays {action.card}."
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        assert trick.winner is not None
        text = trick_won(who, action.card, trick, names)
        if after.phase is Phase.FINISHED:
            text += f" Last trick: {names[trick.winner]} takes the monte ({_cards(after.monte)})."
    return text


def narrate_deal(deal: Deal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """The whole history of ``deal`` as sentences, replayed from the deal as dealt (with
    ``viewer``, only what that seat saw: R14, R17, R21)."""
    seat_names = tuple(names) if names else NAMES
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names, viewer))


def _cards(cards: Sequence[object]) -> str:
    return " ".join(str(c) for c in cards) or "nothing"


def score_lines(result: DealResult, names: Sequence[str] | None = NAMES) -> list[str]:
    """The score of a deal, line by line, as the command line and notebooks print it (R22–R28)."""
    names = NAMES if names is None else names
    soloist = names[result.soloist]
    last = "soloist" if result.last_trick_to_soloist else "defenders"
    bonus = result.last_trick_thirds
    s_monte = result.monte_thirds if result.last_trick_to_soloist else 0
    d_monte = result.monte_thirds - s_monte
    lines = [
        f"Contract: {result.contract_name}, soloist {soloist}; {result.soloist_tricks} of {result.total_tricks} tricks.",
        f"Soloist:   {result.soloist_trick_thirds:2d} in tricks + {s_monte} monte + "
        f"{bonus if last == 'soloist' else 0} last trick = {plural(result.soloist_thirds, 'third')} = {plural(result.soloist_points, 'point')}",
        f"Defenders: {result.defenders_trick_thirds:2d} in tricks + {d_monte} monte + "
        f"{bonus if last == 'defenders' else 0} last trick = {plural(result.defenders_thirds, 'third')} = {plural(result.defenders_points, 'point')}",
    ]
    verdict = "wins" if result.won else "loses"
    lines.append(f"{soloist} {verdict}: {plural(result.win_thirds, 'third')} are needed (R25). Stake {result.stake} per defender (R26).")
    if result.cappotto:
        lines.append(f"Cappotto: the soloist took {plural(result.soloist_tricks, 'trick')}, so the stake is doubled (R27).")
    elif result.stramazzo:
        lines.append("Stramazzo: the losing side captured fewer than 3 card thirds, so the stake is tripled (R27).")
    moves = ", ".join(f"{names[s]} {result.transfers[s]:+d}" for s in range(3))
    lines.append(f"Balances: {moves} (R28).")
    return lines


def result_summary(result: DealResult, names: Sequence[str] | None = None) -> str:
    """One paragraph in plain words: :meth:`DealResult.summary` (R22–R28). It names no
    seat, so ``names`` changes nothing; it is taken as every game's narrator takes it."""
    side = "the soloist" if result.last_trick_to_soloist else "the defenders"
    extra = f" Cappotto ×{result.multiplier}." if result.cappotto else ""
    extra = f" Stramazzo ×{result.multiplier}." if result.stramazzo else extra
    verdict = "makes" if result.won else "fails"
    return (
        f"{result.contract_name}: the soloist {verdict} it with {plural(result.soloist_thirds, 'third')} "
        f"({plural(result.soloist_points, 'point')}) against {result.defenders_thirds} "
        f"({result.defenders_points}); the last trick and the monte ({plural(result.monte_thirds, 'third')}) "
        f"went to {side}. Stake {result.stake} per defender.{extra} "
        f"Balances move {', '.join(f'{t:+d}' for t in result.transfers)}."
    )


def describe_state(deal: Deal) -> list[str]:
    """Every part of a state, one line each, as the playthrough files print it between actions."""
    check_instance(deal, Deal, "deal", "a Deal such as Deal.new(seed=7)")

    def cards(cs: tuple[object, ...]) -> str:
        return " ".join(map(str, cs)) or "-"

    lines = [f"phase: {deal.phase.value}; to move: {deal.to_move}"]
    lines += [f"hand {seat}: {cards(deal.hands[seat])}" for seat in range(3)]
    lines.append(f"monte: {cards(deal.monte)}; exposed: {cards(deal.exposed_monte)}")
    if deal.current is not None and deal.current.cards:
        lines.append(f"trick (led by {deal.current.leader}): {cards(deal.current.cards)}")
    won = [sum(1 for t in deal.tricks if t.winner == s) for s in range(3)]
    lines.append(f"tricks won: {won[0]} {won[1]} {won[2]}")
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

    names = NAMES if names is None else names
    rules = deal.rules
    lines = [f"Dealer: {names[deal.dealer]} (seat {deal.dealer}). Rules: {rules.name}."]
    if rules.players == 4:
        dealer = sitting_out or "the fourth player"
        lines[0] = (
            f"Dealer: {dealer}, who sits out with no cards (V3); {names[right_of(deal.dealer)]} on the "
            f"dealer's right speaks first, {names[deal.dealer]} is on the dealer's left. Rules: {rules.name}."
        )
    if deal.seed is not None:
        lines[0] = f"Deal with seed {deal.seed}. " + lines[0]
    if deal.min_bid is not Contract.CHIAMO:
        lines.append(
            "The last deal was passed out: the monte was kept, the other cards dealt again, "
            f"and only {deal.min_bid.title} or higher may be bid (V2b)."
        )
    lines.append("Hands as dealt:")
    for seat in range(3):
        lines.append(f"  {names[seat]:<6} (seat {seat}): {' '.join(map(str, sorted(deal.dealt_hands[seat])))}")
    lines.append(f"  Monte (face down): {' '.join(map(str, deal.dealt_monte))}")
    state = deal.as_dealt()
    heading = ""
    for _, action in deal.history:
        after = state.apply(action)
        if state.phase is Phase.AUCTION:
            title = "Auction:"
        elif state.phase is Phase.PLAY:
            title = f"Trick {len(state.tricks) + 1}:"
        else:
            title = "Exchange:"
        if title != heading:
            lines.append(title)
            heading = title
        lines.append("  " + describe(state, action, after, names))
        state = after
    if deal.result is not None:
        lines.append("Score:")
        lines.extend("  " + line for line in score_lines(deal.result, names))
    return lines


def tell_session(session: Any, names: Sequence[str] | None = None) -> list[str]:
    """A played session told for the command line (``session``): what it is (nine scored
    deals, R30; a game to a target, V2; four at the table, V3), one line per deal (the
    dealer, who made or failed what, the transfers, R28; an all-pass, R10), the standings.

    >>> from calabresella.games.italian.session import Session
    >>> tell_session(Session())[0]
    'A session of 9 scored deals (R30), first dealer Anna.'
    """
    from calabresella.engine.game import check_names

    names = check_names(names, len(session.names)) or session.names
    rules = session.rules
    first = names[session.first_dealer]
    if rules.game_target is not None:
        lines = [f"A game to {rules.game_target} game points (V2): each deal's transfers are its game points; "
                 f"first dealer {first}."]
    else:
        lines = [f"A session of {rules.session_deals} scored deals (R30), first dealer {first}."]
    if rules.players == 4:
        lines.append("Four at the table (V3): each deal's dealer sits out and scores nothing on it.")
    for number, entry in enumerate(session.deals, 1):
        result = entry.result
        if result is None:
            kept = "; the monte stays and only Solo or Solissimo may be bid next (V2b)" if entry.monte else ""
            lines.append(f"  {number:2d}. dealer {names[entry.dealer]}: all passed, not counted (R10){kept}")
            continue
        verdict = "made" if result.won else "failed"
        moves = " ".join(f"{t:+d}" for t in session.transfers_of(entry))
        soloist = session.soloist_of(entry)
        lines.append(
            f"  {number:2d}. dealer {names[entry.dealer]}: {names[soloist]} {verdict} "
            f"{result.contract_name} with {result.soloist_thirds} thirds; {moves}"
        )
    lines.append("Standings:")
    lines.extend("  " + line for line in standings(session, names))
    return lines
