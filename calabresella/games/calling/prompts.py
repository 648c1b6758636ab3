"""What the play page shows for the calling games (C1–C9, V7–V10): their choices, the words of
their turns and results, what each bid means, the game note, their session (show layer).

The play page reaches this module through each calling game's ``prompts`` hook (Tressette a
chiamare, Mediatore, Quadrigliati at four; Quintiglio at five). The learner sits at seat 0; the
page names the fourth and fifth players (:func:`calabresella.show.play.settings.table_names`).
The expert is offered only where the calling games' analysis exists (:data:`ANALYSED`).
"""

from __future__ import annotations

import html
import importlib.util
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play
from calabresella.games import page
from calabresella.games.calling.actions import Bid
from calabresella.games.calling.deal import CallingPhase
from calabresella.games.calling.narrate import describe as _describe
from calabresella.games.calling.narrate import game_label
from calabresella.games.calling.narrate import headline as _headline
from calabresella.games.calling.narrate import score_lines as _score_lines
from calabresella.games.calling.rules import (
    AUCTION_RULE,
    CALL_RULE,
    EXCHANGE_RULE,
    MONTE_RULE,
    PARTNER_RULE,
    PLAY_RULE,
    SCORE_RULE,
    SESSION_RULE,
    CallingRules,
    Contract,
)
from calabresella.games.calling.session import CallingSession
from calabresella.words import Message, Seat, _, alternatives, many, msg, table_for
from calabresella.words.message import say


def _analysis_exists() -> bool:
    """Whether the calling games' analysis (``calling/solve.py`` and ``calling/expert.py``) is there."""
    return all(importlib.util.find_spec(f"calabresella.games.calling.{name}") is not None
               for name in ("solve", "expert"))


ANALYSED = _analysis_exists()
"""Whether the page offers the expert computer player for these games: only where the calling
games' analysis exists (``calling/solve.py`` and ``calling/expert.py``). The page's other analysis
panels (the hint, the advisor, the review) are the Italian game's: :func:`analysis_moment` keeps
them closed here."""

LEAD_SIGNALS: tuple[tuple[str, str], ...] = ()
"""No signal goes with a lead in the calling games: a hidden partner does not say who he is (C4)."""

SESSION_REFUSAL = None
"""A session of a calling game is played (C9)."""

lead_signals, may_signal = page.no_lead_signals, page.no_signal

ORDER = {"V7": 50, "V8": 52, "V9": 54, "V10": 56}
"""Where each calling game comes on the page (by its rule id), after the other games."""


def choices(game: Any) -> tuple[tuple[int, str, str, tuple[str, ...]], ...]:
    """The page's choices of a calling game: (order on the page, key, label, profiles); one, with
    every profile (each game's profiles seat the same number: four, or five at Quintiglio)."""
    return ((ORDER.get(game.rule, 58), game.name, game.label, tuple(game.profiles)),)


REVIEWED = False
"""The page's review panels (*Why did the computer play that?*, the replay board) read the
Italian game's deals only: they stay closed for the calling games."""


def _contract_named(name: str) -> Contract | None:
    """The contract called ``name`` in any calling profile (its label is the same in each)."""
    from calabresella.games.calling.rules import calling_profiles

    for rules in calling_profiles().values():
        if name in rules.contract_names:
            return rules.contract(name)
    return None


def action_label(action: Any) -> str | Message | None:
    """A bid says its contract (C2), a call its card (C3); a pass keeps the page's word (None)."""
    if isinstance(action, Bid):
        contract = _contract_named(action.contract)
        return msg("Bid {contract}", contract=contract if contract is not None else action.contract)
    if isinstance(action, Call):
        return msg("Call {card}", card=action.card)
    return None


def abandoned_text(deal: Any) -> str | None:
    """C2: what the page says of a deal everyone passed; None for any other deal."""
    if deal.phase is CallingPhase.PASSED:
        return str(msg("Everyone passed: the deal is thrown in and nothing is scored ({rule}). Press Next deal.",
                       rule=AUCTION_RULE))
    return None


def turn_text(deal: Any, me: int | None, names: Sequence[str]) -> str:
    """What the player to move is to do (C2–C7), after "Your turn: "; the rule ids named."""
    table = table_for(names, me)
    seat = me if me is not None else deal.to_move
    rules: CallingRules = deal.rules
    phase = deal.phase
    legal = deal.legal_actions()
    if phase is CallingPhase.AUCTION:
        said = _auction_turn(deal, rules)
    elif phase is CallingPhase.CALL:
        said = [_call_turn(deal.contract, tuple(a.card for a in legal if isinstance(a, Call)))]
    elif phase is CallingPhase.EXCHANGE:
        said = [msg("lay one of your cards face down ({rule}): the holder of {card} takes it and hands {card} over, "
                    "and you play alone.", card=deal.called, rule=EXCHANGE_RULE)]
    elif phase is CallingPhase.DISCARD:
        said = [many("lay {count} more card away face down ({rule}): the cards laid away go to whoever takes the "
                     "last trick.",
                     "lay {count} more cards away face down ({rule}): the cards laid away go to whoever takes the "
                     "last trick.", deal.to_lay, rule=MONTE_RULE)]
    else:
        leading = deal.current is not None and not deal.current.cards
        said = [msg("lead a card ({rule}).", rule=PLAY_RULE) if leading
                else msg("play a card: follow suit if you can ({rule}).", rule=PLAY_RULE),
                msg("Trick {number} of {tricks}.", number=len(deal.tricks) + 1, tricks=rules.tricks)]
        if seat is not None:
            said.extend(_partner_reminder(deal, seat))
    return " ".join(sentence.render(table) for sentence in said)


def _auction_turn(deal: Any, rules: CallingRules) -> list[Message]:
    bids = [rules.contract(a.contract) for a in deal.legal_actions() if isinstance(a, Bid)]
    if rules.auction == "first-calls":
        return [msg("you speak first and must bid {contract} ({rule}).", contract=bids[0], rule=AUCTION_RULE)]
    if not any(isinstance(a, Pass) for a in deal.legal_actions()):
        return [msg("everyone else passed: you must bid {contracts} ({rule}).", contracts=alternatives(bids),
                    rule=AUCTION_RULE)]
    if deal.bid is None:
        return [msg("pass, or bid {contracts} ({rule}).", contracts=alternatives(bids), rule=AUCTION_RULE)]
    return [msg("pass, or bid higher than {bid}: {contracts} ({rule}).", bid=rules.contract(deal.bid),
                contracts=alternatives(bids), rule=AUCTION_RULE)]


def _call_turn(contract: Contract, cards: tuple[Any, ...]) -> Message:
    """C3–C5: the call, the cards that may be called named."""
    if contract.call == "exchange":
        return msg("ask for {cards} ({rule}): its holder hands it over for a card you lay face down, and you play "
                   "alone.", cards=alternatives(cards), rule=EXCHANGE_RULE)
    if contract.call == "revealed":
        return msg("call {cards} ({rule}): its holder says so at once and plays with you.", cards=alternatives(cards),
                   rule=CALL_RULE)
    return msg("call {cards} ({rule}): its holder is your partner, hidden until the card is played.",
               cards=alternatives(cards), rule=CALL_RULE)


def _partner_reminder(deal: Any, seat: int) -> list[Message]:
    """C4: in a hidden call, what the learner knows of his side while the called card is out."""
    contract = deal.contract
    if contract is None or contract.call != "hidden" or deal.revealed or deal.called is None:
        return []
    if seat == deal.partner:
        return [msg("You hold the called card {card}: you are {bidder}'s partner, and nobody else knows until you "
                    "play it ({rule}).", card=deal.called, bidder=Seat(deal.bidder), rule=PARTNER_RULE)]
    if seat == deal.bidder and deal.knows_partner(seat):
        return [msg("You hold the called card {card} yourself: you play alone ({rule}).", card=deal.called,
                    rule=PARTNER_RULE)]
    if seat == deal.bidder:
        return [msg("Your partner is whoever holds {card}, still hidden ({rule}).", card=deal.called,
                    rule=PARTNER_RULE)]
    return [msg("{bidder}'s partner is whoever holds {card}, still hidden ({rule}).", bidder=Seat(deal.bidder),
                card=deal.called, rule=PARTNER_RULE)]


def card_kind(deal: Any) -> Any:
    """The action a card of the hand stands for now: laid face down in an exchange (C5), laid
    away (C6), played (C7); None: none (the auction and the call are buttons)."""
    kinds: dict[Any, Any] = {CallingPhase.EXCHANGE: GiveBack, CallingPhase.DISCARD: Discard,
                             CallingPhase.PLAY: Play}
    return kinds.get(deal.phase)


def choice_panel(deal: Any) -> str:
    """How the choices are drawn: a button each (the bids, and the cards that may be called)."""
    return "actions"


def analysis_moment(deal: Any) -> str | None:
    """The page's analysis panels (the hint, the advisor, the review) are the Italian game's:
    none of them opens on a deal of a calling game."""
    return None


def meaning(contract: Contract, rules: CallingRules) -> str:
    """What bidding ``contract`` means under ``rules`` (C3–C6, C8), in two or three short sentences."""
    if contract.call == "hidden":
        said = [msg("you call a card, and its holder is your partner, hidden until the card is played.")]
    elif contract.call == "revealed":
        said = [msg("you call a card, and its holder says so at once and plays with you.")]
    elif contract.call == "exchange":
        said = [msg("you ask for a card in exchange for one of yours laid face down, then play alone.")]
    else:
        said = [msg("you play alone against all the others.")]
    if contract.monte:
        said.append(msg("You take the monte and lay away as many cards."))
    elif rules.monte_size:
        said.append(msg("The monte stays face down for the last trick."))
    if rules.scoring == "stakes":
        said.append(msg("Stake {stake} per opponent ({rule}).", stake=contract.stake, rule=contract.rule))
    else:
        said.append(msg("Each player scores his side's points ({rule}).", rule=contract.rule))
    return " ".join(str(sentence) for sentence in said)


def choice_help(deal: Any, legal: Sequence[Any], words: Callable[[Any], str], advise: bool) -> str:
    """One short sentence for each choice of the auction (C2), or for the call, the exchange and
    the laying away (C3–C6), as HTML."""
    if not legal:
        return ""
    rules: CallingRules = deal.rules
    items: list[tuple[str | Message, str | Message]] = []
    phase = deal.phase
    if phase is CallingPhase.AUCTION:
        for action in legal:
            if isinstance(action, Pass):
                items.append((_("Pass"), msg("you do not bid, and may not bid later; if everyone passes, the deal is "
                                             "thrown in and nothing is scored ({rule}).", rule=AUCTION_RULE)))
            elif isinstance(action, Bid):
                contract = rules.contract(action.contract)
                items.append((msg("{contract}", contract=contract), meaning(contract, rules)))
        items.append((msg("To win"), msg("the bidder's side needs {need} of the {total} points: aces 1, 3s, 2s and "
                                         "figures a third, the last trick 1 ({rule}).", need=rules.win_points,
                                         total=rules.deal_points, rule=SCORE_RULE)))
    elif phase is CallingPhase.CALL:
        items.append((msg("Call a card"), _which(rules)))
    elif phase is CallingPhase.EXCHANGE:
        items.append((msg("Lay a card face down"), msg("click a card of your hand: its holder takes it unseen by the "
                                                       "others and hands you the card you asked for ({rule}).",
                                                       rule=EXCHANGE_RULE)))
    elif phase is CallingPhase.DISCARD:
        items.append((msg("Lay cards away"), msg("click the cards to lay away face down, one at a time: keep your "
                                                 "strong cards and long suits; the cards laid away go to whoever takes "
                                                 "the last trick ({rule}).", rule=MONTE_RULE)))
    if not items:
        return ""
    shown = "".join(f"<li><b>{html.escape(words(label))}</b>: {html.escape(words(text))}</li>" for label, text in items)
    heading = _("What each choice means:")
    return f"<div class='cal-explain'>{html.escape(heading)}<ul style='margin:2px 0'>{shown}</ul></div>"


def _which(rules: CallingRules) -> Message:
    """C3: which cards a profile lets the bidder call."""
    ranks = " ".join(rules.callable)
    if rules.call_from == "any":
        return msg("you may call any card of the ranks {ranks} that you lack ({rule}).", ranks=ranks, rule=CALL_RULE)
    return msg("you may call a card you lack of the first of the ranks {ranks}, in this order, of which you lack one "
               "({rule}).", ranks=ranks, rule=CALL_RULE)


def describe(before: Any, action: Any, after: Any, names: Sequence[str], viewer: int | None) -> str:
    """One action in words, as ``viewer`` (the learner, "you") saw it (C4–C6)."""
    return _describe(before, action, after, names, viewer)


def score_lines(result: Any, names: Sequence[str]) -> list[str]:
    """The score lines of a deal (C8)."""
    return _score_lines(result, names)


def headline(result: Any, names: Sequence[str], me: int | None, lines: Sequence[str]) -> str:
    """Who won the deal and what it gives the learner, in one or two sentences (C8)."""
    return _headline(result, names, me)


def game_note(profile: str, rules: Any, me: str, names: Sequence[str], session: bool, fourth: str) -> str:
    """The game in progress in plain words: the table, how the sides are made each deal, what a
    session is (C1–C4, C9)."""
    table = table_for(names)
    others = ", ".join(str(say(Seat(s), table)) for s in range(1, rules.players))
    said: list[Message] = [
        msg("{game} ({profile}): you are {me}, with {others}, computer players; {players} at the table, {cards} "
            "cards each.", game=game_label(rules), profile=profile, me=me, others=others, players=rules.players,
            cards=rules.hand_size),
        _how_sides(rules),
        msg("Follow suit if you can; the highest card of the suit led takes the trick; the bidder's side needs "
            "{need} of {total} points ({rule}).", need=rules.win_points, total=rules.deal_points, rule=SCORE_RULE),
    ]
    if not session:
        said.append(msg("One deal: choose Play 'session' for a whole game."))
    elif rules.target is not None:
        said.append(msg("A session: deals until someone's total reaches {target} points ({rule}).",
                        target=rules.target, rule=SESSION_RULE))
    else:
        said.append(many("A session: {count} scored deal, the deal passing to the right ({rule}).",
                         "A session: {count} scored deals, the deal passing to the right ({rule}).",
                         rules.session_deals, rule=SESSION_RULE))
    return " ".join(sentence.render(table) for sentence in said)


def _how_sides(rules: CallingRules) -> Message:
    """C2–C4: how a deal's sides are made, in one sentence."""
    contracts = alternatives(list(rules.contracts))
    if rules.auction == "first-calls":
        return msg("The player on the dealer's right must bid {contracts} and call a card: its holder is his partner, "
                   "hidden until the card is played ({rule}).", contracts=contracts, rule=PARTNER_RULE)
    return msg("An auction ({rule}) of {contracts}: the bidder plays with the holder of the card he calls, or alone "
               "against all the others; the sides change every deal.", contracts=contracts, rule=AUCTION_RULE)


@dataclass(frozen=True)
class PageSession(page.PageSession):
    """A session of a calling game on the page (C9): the engine's
    :class:`~calabresella.games.calling.session.CallingSession` (``state``); no ledger chart: the
    standings say the session."""

    state: CallingSession

    def standings_html(self, names: Sequence[str]) -> str:
        """The standings after the deal just scored (C9), the highest first."""
        session = self.state
        rename = dict(zip(session.names, names, strict=False))
        rows = [(place, rename.get(name, name), total) for place, name, total in session.standings()]
        return page.standings_table(page.standings_title("session", session), rows)


def session(rules: Any, names: Sequence[str], fourth: str, seed: int) -> PageSession:
    """A new session (C9) of the page's table (the learner, the computers, the fourth and fifth
    names); the learner sits after the dealer, so speaks first in the first deal."""
    from calabresella.show.play.settings import table_names

    seats = table_names(names, rules.players, fourth)
    return PageSession(CallingSession(rules=rules, names=seats, first_dealer=rules.players - 1))


__all__ = [
    "ANALYSED", "LEAD_SIGNALS", "REVIEWED", "SESSION_REFUSAL", "PageSession", "abandoned_text", "action_label",
    "analysis_moment", "card_kind", "choice_help", "choice_panel", "choices", "describe",
    "game_note", "headline", "lead_signals", "may_signal", "meaning", "score_lines", "session", "turn_text",
]
