"""Narration: every action described in one plain sentence.

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.engine.actions import Pass, Bid, Contract
>>> deal = Deal.new(seed=7).apply_all([Pass(), Bid(Contract.SOLO)])
>>> deal.narrate()
['Bruno passes.', 'Carla bids Solo.']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from calabresella.engine.actions import (
    Action,
    Bid,
    Call,
    Discard,
    Enhance,
    Enhancement,
    GiveBack,
    Pass,
    Play,
    Share,
)
from calabresella.engine.words import NAMES as NAMES  # re-exported for the course
from calabresella.engine.words import plural as plural
from calabresella.games.italian.scoring import DealResult

if TYPE_CHECKING:
    from calabresella.games.italian.deal import Deal



def describe(
    before: Deal, action: Action, after: Deal, names: Sequence[str] = NAMES, viewer: int | None = None
) -> str:
    """One sentence for ``action`` taken in ``before``, giving ``after``.

    With ``viewer``, the sentence tells only what that seat may see (R14, R17, R21): a
    face-down discard by another player is "discards a card face down". Without it,
    the narration is for everyone after the deal, every card shown.
    """
    from calabresella.games.italian.deal import Phase

    seat = before.to_move
    assert seat is not None
    who = names[seat]
    if isinstance(action, (Pass, Bid)):
        text = f"{who} passes." if isinstance(action, Pass) else f"{who} bids {action.contract.title}."
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
    if isinstance(action, Call):
        holder = after.call_holder
        if holder is not None:
            fate = f"{names[holder]} hands it over face up"
        elif action.card in before.monte:
            fate = "it is in the monte, so nothing is handed over"
        else:
            fate = f"{who} holds it already, so nothing is handed over"
        return f"{who} calls {action.card}: {fate}. The monte is turned up: {_cards(after.exposed_monte)}."
    if isinstance(action, GiveBack):
        assert before.call_holder is not None
        return f"{who} gives {action.card} face up to {names[before.call_holder]}."
    if isinstance(action, Discard):
        if viewer is not None and viewer != seat:
            return f"{who} discards a card face down."
        return f"{who} discards {action.card} face down."
    if isinstance(action, Enhance):
        if action.enhancement is Enhancement.PLAIN:
            return f"{who} plays plain Solissimo: the monte stays face down until the end."
        if action.enhancement is Enhancement.DIVIDETE:
            first, second = before.defenders
            return (
                f"{who} says dividete: {names[first]} and {names[second]} each take two monte "
                "cards blind, then discard two."
            )
        return f"{who} says scegliete: the monte is turned up ({_cards(after.exposed_monte)}) for the defenders to share."
    if isinstance(action, Share):
        first, second = before.defenders
        rest = tuple(c for c in before.monte if c not in action.cards)
        return f"The defenders share the monte: {names[first]} takes {_cards(action.cards)}, {names[second]} takes {_cards(rest)}."
    assert isinstance(action, Play)
    text = f"{who} plays {action.card}."
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        assert trick.winner is not None
        text = trick_won(who, action.card, trick, names)
        if after.phase is Phase.FINISHED:
            text += f" Last trick: {names[trick.winner]} takes the monte ({_cards(after.monte)})."
    return text


def narrate_deal(deal: Deal, names: Sequence[str] | None = None) -> list[str]:
    """The whole history of ``deal`` as sentences, replayed from the deal as dealt."""
    seat_names = tuple(names) if names else NAMES
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names))


def told(deal: Any, sentence: Callable[[Any, Any, Any], str]) -> list[str]:
    """Any game's history as one sentence per action: ``sentence(before, action, after)``,
    replayed from the deal as dealt (every game's ``narrate`` tells its deal this way)."""
    state = deal.as_dealt()
    lines = []
    for _, action in deal.history:
        after = state.apply(action)
        lines.append(sentence(state, action, after))
        state = after
    return lines


def trick_won(who: str, card: object, trick: Any, names: Sequence[str], unit: str = "third") -> str:
    """"Anna plays 3♠. Bruno wins the trick with A♠: 4 thirds." for any game's trick (R20)."""
    return (
        f"{who} plays {card}. {names[trick.winner]} wins the trick with "
        f"{trick.cards[trick.seats.index(trick.winner)]}: {plural(trick.thirds, unit)}."
    )


def _cards(cards: Sequence[object]) -> str:
    return " ".join(str(c) for c in cards) or "nothing"


def score_lines(result: DealResult, names: Sequence[str] = NAMES) -> list[str]:
    """The score of a deal, line by line, as the command line and notebooks print it (R22–R28)."""
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


def result_summary(result: DealResult) -> str:
    """One paragraph in plain words: :meth:`DealResult.summary` (R22–R28)."""
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
