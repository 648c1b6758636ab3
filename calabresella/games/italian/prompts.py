"""What the play page shows for Calabresella (R1–R30, V1–V3): its choice on the page, the
words of its buttons and turns, what each choice means, its headline, its session (show layer).

The play page (:mod:`calabresella.show.play`) reaches this module through the game object's
``prompts`` hook, so that it never asks which game is on the table.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Discard, GiveBack, Play
from calabresella.games import page
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.session import Session
from calabresella.show.narrate import describe as _describe
from calabresella.show.narrate import plural
from calabresella.show.narrate import score_lines as _score_lines

ANALYSED = True
"""The analysis (the expert, the bidding advisor, the analysis board, the replay board)
handles this game's deals: the page offers its panels."""

LEAD_SIGNALS: tuple[tuple[str, str], ...] = ()
"""No signal goes with a lead in Calabresella."""

SESSION_REFUSAL = None
"""A session of Calabresella is played (R29, R30)."""

# No signal goes with a lead in Calabresella.
lead_signals, may_signal = page.no_lead_signals, page.no_signal


def choices(game: Any) -> tuple[tuple[int, str, str, tuple[str, ...]], ...]:
    """The page's choices of this game: (order on the page, key, label, profiles); one, with every profile."""
    return ((10, "calabresella", "Calabresella", tuple(game.profiles)),)


def action_label(action: Any) -> str | None:
    """A bid says its contract (R9); the other choices keep the page's plain words (None)."""
    if hasattr(action, "contract") and str(action).startswith("bid "):
        return f"Bid {action.contract.title}"
    return None


def abandoned_text(deal: Any) -> str | None:
    """R10: what the page says of a deal all three passed; None for any other deal."""
    if deal.phase is Phase.ABANDONED:
        return "All three passed: the deal is abandoned, nothing is scored (R10). Press Next deal."
    return None


def turn_text(deal: Any, me: int | None, names: Sequence[str]) -> str:
    """What the player to move is to do (R9–R20), after "Your turn: "."""
    seat = me if me is not None else 0
    asks = {
        Phase.AUCTION: "pass or bid (R9)",
        Phase.CALL: ("call a card (R11); one marked (yours) is in your hand: calling it, nobody hands "
                     "you a card and you may call no other"),
        Phase.GIVE_BACK: "give a card back (R13)",
        Phase.DISCARD: f"discard {deal.to_discard[seat]} more face down (R14)",
        Phase.ENHANCE: "choose plain, dividete or scegliete (R16)",
        Phase.SHARE: "choose the monte cards you take (R18)",
        Phase.DEFENDER_DISCARD: f"discard {deal.to_discard[seat]} more face down ({deal.discard_rule()})",
        Phase.PLAY: "play a card (R20)",
    }
    tricks = f" Trick {len(deal.tricks) + 1} of 12." if deal.phase is Phase.PLAY else ""
    return f"{asks[deal.phase]}.{tricks}"


def card_kind(deal: Any) -> Any:
    """The action a card of the hand stands for now (R13, R14, R17, R18, R20); None: none."""
    kinds: dict[Any, Any] = {
        Phase.GIVE_BACK: GiveBack, Phase.DISCARD: Discard, Phase.DEFENDER_DISCARD: Discard, Phase.PLAY: Play
    }
    return kinds.get(deal.phase)


def choice_panel(deal: Any) -> str:
    """How the choices are drawn: the pictures of the cards to call (R11), the monte's cards
    to share (R18), or a button a choice ("actions")."""
    return {Phase.CALL: "call", Phase.SHARE: "share"}.get(deal.phase, "actions")


def analysis_moment(deal: Any) -> str | None:
    """Where the deal stands for the analysis: "auction" (R9), "play" (R20), "scored"
    (R25, a finished deal with a score), or None."""
    if deal.phase is Phase.AUCTION:
        return "auction"
    if deal.phase is Phase.PLAY:
        return "play"
    if deal.phase is Phase.FINISHED and deal.result is not None:
        return "scored"
    return None


def describe(before: Any, action: Any, after: Any, names: Sequence[str], viewer: int | None) -> str:
    """One action in words (:func:`calabresella.show.narrate.describe`)."""
    return _describe(before, action, after, names, viewer=viewer)


def score_lines(result: Any, names: Sequence[str]) -> list[str]:
    """The score lines of a deal (R25–R28)."""
    return _score_lines(result, names)


def headline(result: Any, names: Sequence[str], me: int | None, lines: Sequence[str]) -> str:
    """The result in one sentence at the top of the page (R25–R28)."""
    return result_headline(result, names, me)


def result_headline(result: Any, names: Sequence[str], me: int | None = 0) -> str:
    """Who won a deal of Calabresella, by how much, and what it pays, in one sentence
    (R25–R28); ``me``'s seat is "you".

    >>> from calabresella.games.italian.scoring import score_deal
    >>> from calabresella.engine.actions import Contract, Enhancement
    >>> r = score_deal(soloist=0, contract=Contract.SOLO, enhancement=Enhancement.PLAIN, soloist_trick_thirds=15,
    ...                defenders_trick_thirds=15, monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=7)
    >>> result_headline(r, ("Anna", "Bruno", "Carla"))
    'You win Solo with 20 thirds of 35 (18 needed, 2 to spare): Bruno and Carla pay 2 each, +4 for you.'
    """
    seat = result.soloist
    said = ["you" if s == me else names[s] for s in range(3)]
    you = seat == me
    who = "You" if you else names[seat]
    first, second = sorted((s for s in range(3) if s != seat), key=lambda s: s != me)
    pair = f"{said[first]} and {said[second]}"
    pay = abs(result.transfers[first])
    total = result.soloist_thirds + result.defenders_thirds
    if result.won:
        text = (f"{who} win{'' if you else 's'} {result.contract_name} with {plural(result.soloist_thirds, 'third')} of {total} "
                f"({result.win_thirds} needed, {result.soloist_thirds - result.win_thirds} to spare): "
                f"{pair} pay {pay} each, "
                f"{result.transfers[seat]:+d} for {said[seat]}.")
    else:
        text = (f"{who} lose{'' if you else 's'} {result.contract_name} with {plural(result.soloist_thirds, 'third')} of {total} "
                f"({result.win_thirds} needed, {result.win_thirds - result.soloist_thirds} short): "
                f"{'you pay' if you else names[seat] + ' pays'} {pay} to each of {pair}.")
    if result.cappotto:
        text += f" Cappotto: the soloist took {result.soloist_tricks} of 12 tricks, so the stake is doubled (R27)."
    elif result.stramazzo:
        text += " Stramazzo: the losing side took fewer than 3 card thirds, so the stake is tripled (R27)."
    return text


def game_note(profile: str, rules: Any, me: str, names: Sequence[str], session: bool, fourth: str) -> str:
    """The game in progress in plain words: who plays with whom (V3), what a session is (R30, V2)."""
    if rules.players == 4:
        text = (
            f"Calabresella, four at the table ({profile}): you are {me}; the three others are "
            "computer players. Each deal the dealer receives no cards and sits out (V3)"
            + ("; when you deal, you sit out and watch." if session else f": this deal {fourth} deals and sits out.")
        )
    else:
        text = f"Calabresella ({profile}): you are {me}, against two computer players, {names[1]} and {names[2]}."
    if session:
        target = rules.game_target
        text += (
            f" A session: until a balance reaches {target} game points (V2)."
            if target is not None
            else f" A session: {rules.session_deals} scored deals (R30)."
        )
    return text


CHOICE_MEANINGS: dict[str, tuple[str, str]] = {
    "pass": ("Pass", "you do not bid; if all three pass, the deal is abandoned and nothing is scored (R10)."),
    "bid chiamo": ("Chiamo", "you call a card you lack (its holder hands it to you), take the monte, lay four "
                   "cards down, and play alone against the other two; stake 1 (R11–R14, R26)."),
    "bid solo": ("Solo", "like Chiamo without calling a card: take the monte, lay four down, play alone; "
                 "stake 2 (R15)."),
    "bid solissimo": ("Solissimo", "you play alone with the 12 cards you hold; the monte stays face down until "
                      "the end, and ends the auction at once; stake 4 (R16)."),
    "enhance plain": ("Plain", "the monte stays face down; stake 4 (R16)."),
    "enhance dividete": ("Dividete", "each defender takes two monte cards unseen and lays two down: they grow "
                         "stronger; stake 8 (R17)."),
    "enhance scegliete": ("Scegliete", "the monte is turned up and the defenders share it as they like: "
                          "stronger still; stake 16 (R18)."),
    "give back": ("Give a card back", "click any card of your hand: it goes face up to the defender who handed "
                  "you the called card (R13)."),
    "discard": ("Lay four cards down", "click a card to lay it face down, four in all: they become the new monte, "
                "which goes to whoever takes the last trick (R14, R22). Keep your strong cards and long suits."),
    "share": ("Share the monte", "click the monte cards you take (a tick marks each), then press the button: "
              "your partner takes the rest, and each of you lays down as many cards (R18)."),
    "defender discard": ("Lay cards down", "click the cards to lay face down, as many as you took from the "
                         "monte (R17, R18)."),
    "call": ("Call a card", "click the card you want, usually a high card you lack (a 3, a 2, an ace): its "
             "holder hands it to you and you give one card back (R11, R13)."),
}
"""What each choice of the auction and the exchange means, in one short sentence (R9–R18)."""

OWN_CALL = ("you hold {card} yourself: if you call it, nobody hands you a card and you may not call another "
            "(R11), so you play alone against both with your own cards and the monte, at Chiamo's stake")
"""What calling a card the learner holds means (R11 in docs/rules.md: a card called from the soloist's
own hand is not handed over, and no other card may be called), said before the learner calls it."""


def call_tooltip(card: Any) -> str:
    """R11: what the tooltip of a card to call that the learner holds says."""
    return OWN_CALL.format(card=card)


def choice_help(deal: Any, legal: Sequence[Any], words: Callable[[str], str], advise: bool) -> str:
    """One short sentence for each choice of the auction or the Solissimo enhancement (R9–R18),
    as HTML; ``advise``: the *Advice* button is offered."""
    if not legal:
        return ""
    seen: list[str] = []
    for action in legal:
        key = str(action)
        if key in CHOICE_MEANINGS and key not in seen:
            seen.append(key)
    phase_key = {Phase.CALL: "call", Phase.GIVE_BACK: "give back", Phase.DISCARD: "discard",
                 Phase.SHARE: "share", Phase.DEFENDER_DISCARD: "defender discard"}.get(deal.phase)
    if phase_key is not None:
        seen = [phase_key]
    if not seen:
        return ""
    items = "".join(
        f"<li><b>{html.escape(CHOICE_MEANINGS[k][0])}</b>: {html.escape(CHOICE_MEANINGS[k][1])}</li>" for k in seen
    )
    if phase_key == "call":
        own = words(OWN_CALL.format(card="a card"))
        items += f"<li><b>A card marked (yours), outlined</b>: {html.escape(own[0].upper() + own[1:])}.</li>"
    advice = (" Not sure? Press <b>Advice</b>: the bidding advisor tries each contract on your hand."
              if advise else "")
    return f"<div class='cal-explain'>What each choice means:<ul style='margin:2px 0'>{items}</ul>{advice}</div>"


@dataclass(frozen=True)
class PageSession(page.PageSession):
    """A session of Calabresella on the page (R29, R30, V2, V3): the engine's
    :class:`~calabresella.games.italian.session.Session` (``state``), with its ledger."""

    state: Session

    def next_deal(self, seed: int, human: int) -> tuple[Any, tuple[str, ...], int | None]:
        """The next deal, the names of its seats and the learner's seat in it (None: the
        learner deals and sits out, V3)."""
        deal = self.state.next_deal(seed)
        seats = self.state.deal_seats()
        names = tuple(self.state.names[t] for t in seats)
        return deal, names, seats.index(human) if human in seats else None

    def standings_html(self, names: Sequence[str]) -> str:
        """The standings after the deal just scored (R29, R30, V2)."""
        session = self.state
        rules = session.rules
        if session.is_over:
            title = "Final standings"
        elif rules.game_target is not None:
            title = f"Standings after {plural(session.scored_deals, 'deal')} (first to {rules.game_target})"
        else:
            title = f"Standings after {session.scored_deals} of {rules.session_deals} deals"
        return page.standings_table(title, session.standings())

    def ledger_html(self) -> str:
        """The session's ledger and balance chart (after each scored deal, R29)."""
        session = self.state
        if not session.scored_deals:
            return ""
        from calabresella.show.ledger import balance_svg, ledger_html

        names = session.names
        return ("<div class='cal-ledger-box'><b>The session so far</b> (your balance and the others', deal by deal)"
                f"{ledger_html(session, names)}{balance_svg(session, names)}</div>")


def session(rules: Any, names: Sequence[str], fourth: str, seed: int) -> PageSession:
    """A new session (R6: its first dealer drawn from ``seed``) of ``names`` under ``rules``
    (``fourth`` sits at the table too when four play, V3)."""
    return PageSession(Session.new(names if rules.players == 3 else (*names, fourth), seed=seed, rules=rules))
