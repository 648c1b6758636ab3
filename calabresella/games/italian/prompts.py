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
from calabresella.games.italian.narrate import multiplied
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.session import Session
from calabresella.show.narrate import describe as _describe
from calabresella.show.narrate import score_lines as _score_lines
from calabresella.words import N_, Seat, _, about, dev, many, msg, table_for

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
        return str(msg("Bid {contract}", contract=action.contract.title))
    return None


def abandoned_text(deal: Any) -> str | None:
    """R10: what the page says of a deal all three passed; None for any other deal."""
    if deal.phase is Phase.ABANDONED:
        return _("All three passed: the deal is abandoned, nothing is scored (R10). Press Next deal.")
    return None


def turn_text(deal: Any, me: int | None, names: Sequence[str]) -> str:
    """What the player to move is to do (R9–R20), after "Your turn: "; in play, which trick of
    the profile's tricks it is."""
    seat = me if me is not None else 0
    phase = deal.phase
    if phase is Phase.AUCTION:
        return _("pass or bid (R9).")
    if phase is Phase.CALL:
        return _("call a card (R11); one marked (yours) is in your hand: calling it, nobody hands "
                 "you a card and you may call no other.")
    if phase is Phase.GIVE_BACK:
        return _("give a card back (R13).")
    if phase is Phase.DISCARD:
        return str(many("discard {count} more face down (R14).", "discard {count} more face down (R14).",
                        deal.to_discard[seat]))
    if phase is Phase.ENHANCE:
        return _("choose plain, dividete or scegliete (R16).")
    if phase is Phase.SHARE:
        return _("choose the monte cards you take (R18).")
    if phase is Phase.DEFENDER_DISCARD:
        return str(many("discard {count} more face down ({rule}).", "discard {count} more face down ({rule}).",
                        deal.to_discard[seat], rule=deal.discard_rule()))
    assert phase is Phase.PLAY
    trick = msg("Trick {number} of {tricks}.", number=len(deal.tricks) + 1, tricks=deal.rules.hand_size)
    return msg("play a card (R20). {trick}", trick=trick).render()


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
    """One action in words (:func:`calabresella.show.narrate.describe`), the viewer said "you"."""
    return _describe(before, action, after, names, viewer=viewer)


def score_lines(result: Any, names: Sequence[str]) -> list[str]:
    """The score lines of a deal (R25–R28)."""
    return _score_lines(result, names)


def headline(result: Any, names: Sequence[str], me: int | None, lines: Sequence[str]) -> str:
    """The result in one sentence at the top of the page (R25–R28)."""
    return result_headline(result, names, me)


def result_headline(result: Any, names: Sequence[str], me: int | None = 0) -> str:
    """Who won a deal of Calabresella, by how much, and what it pays, in one sentence
    (R25–R28); ``me``'s seat is "you". The thirds needed, the stake's multiplier and
    Stramazzo's threshold are the result's, from its profile.

    >>> from calabresella.games.italian.scoring import score_deal
    >>> from calabresella.engine.actions import Contract, Enhancement
    >>> r = score_deal(soloist=0, contract=Contract.SOLO, enhancement=Enhancement.PLAIN, soloist_trick_thirds=15,
    ...                defenders_trick_thirds=15, monte_thirds=2, last_trick_to_soloist=True, soloist_tricks=7)
    >>> result_headline(r, ("Anna", "Bruno", "Carla"))
    'You win Solo with 20 thirds of 35 (18 needed, 2 to spare): Bruno and Carla pay 2 each, +4 for you.'
    """
    table = table_for(names, me)
    seat = result.soloist
    first, second = sorted((s for s in range(3) if s != seat), key=lambda s: s != me)
    said = {"contract": result.contract_name, "thirds": many("{count} third", "{count} thirds", result.soloist_thirds),
            "total": result.soloist_thirds + result.defenders_thirds, "needed": result.win_thirds,
            "first": Seat(first), "second": Seat(second), "pay": abs(result.transfers[first])}
    if result.won:
        sentences = [about(seat, "{player} wins {contract} with {thirds} of {total} ({needed} needed, {spare} to spare): "
                                 "{first} and {second} pay {pay} each, {gain:+d} for {player}.",
                           "You win {contract} with {thirds} of {total} ({needed} needed, {spare} to spare): "
                           "{first} and {second} pay {pay} each, {gain:+d} for you.",
                           spare=result.soloist_thirds - result.win_thirds, gain=result.transfers[seat], **said)]
    else:
        sentences = [about(seat, "{player} loses {contract} with {thirds} of {total} ({needed} needed, {short} short): "
                                 "{player} pays {pay} to each of {first} and {second}.",
                           "You lose {contract} with {thirds} of {total} ({needed} needed, {short} short): "
                           "you pay {pay} to each of {first} and {second}.",
                           short=result.win_thirds - result.soloist_thirds, **said)]
    if result.cappotto:
        sentences.append(many("Cappotto: the soloist took {won} of {count} trick, so the stake is {multiplied} (R27).",
                              "Cappotto: the soloist took {won} of {count} tricks, so the stake is {multiplied} (R27).",
                              result.total_tricks, won=result.soloist_tricks, multiplied=multiplied(result.multiplier)))
    elif result.stramazzo:
        sentences.append(many("Stramazzo: the losing side took fewer than {count} card third, so the stake is "
                              "{multiplied} (R27).",
                              "Stramazzo: the losing side took fewer than {count} card thirds, so the stake is "
                              "{multiplied} (R27).",
                              result.stramazzo_below_thirds, multiplied=multiplied(result.multiplier)))
    return " ".join(m.render(table) for m in sentences)


def game_note(profile: str, rules: Any, me: str, names: Sequence[str], session: bool, fourth: str) -> str:
    """The game in progress in plain words: who plays with whom (V3), what a session is (its
    length or target from the profile: R30, V2)."""
    table = table_for(names)
    if rules.players == 4 and session:
        note = msg("Calabresella, four at the table ({profile}): you are {me}; the three others are computer players. "
                   "Each deal the dealer receives no cards and sits out (V3); when you deal, you sit out and watch.",
                   profile=profile, me=me)
    elif rules.players == 4:
        note = msg("Calabresella, four at the table ({profile}): you are {me}; the three others are computer players. "
                   "Each deal the dealer receives no cards and sits out (V3): this deal {fourth} deals and sits out.",
                   profile=profile, me=me, fourth=fourth)
    else:
        note = msg("Calabresella ({profile}): you are {me}, against two computer players, {first} and {second}.",
                   profile=profile, me=me, first=Seat(1), second=Seat(2))
    notes = [note]
    if session and rules.game_target is not None:
        notes.append(msg("A session: until a balance reaches {target} game points (V2).", target=rules.game_target))
    elif session:
        notes.append(many("A session: {count} scored deal (R30).", "A session: {count} scored deals (R30).",
                          rules.session_deals))
    return " ".join(m.render(table) for m in notes)


CHOICE_MEANINGS: dict[str, tuple[str, str]] = {
    "pass": (N_("Pass"), N_("you do not bid; if all three pass, the deal is abandoned and nothing is scored (R10).")),
    dev("bid chiamo"): (
        N_("Chiamo"),
        N_("you call a card you lack (its holder hands it to you), take the monte, lay four cards down, and play "
           "alone against the other two; stake {stake} (R11–R14, R26)."),
    ),
    dev("bid solo"): (
        N_("Solo"),
        N_("like Chiamo without calling a card: take the monte, lay four down, play alone; stake {stake} (R15)."),
    ),
    dev("bid solissimo"): (
        N_("Solissimo"),
        N_("you play alone with the {hand} cards you hold; the monte stays face down until the end, and ends the "
           "auction at once; stake {stake} (R16)."),
    ),
    dev("enhance plain"): (N_("Plain"), N_("the monte stays face down; stake {stake} (R16).")),
    dev("enhance dividete"): (
        N_("Dividete"),
        N_("each defender takes two monte cards unseen and lays two down: they grow stronger; stake {stake} (R17)."),
    ),
    dev("enhance scegliete"): (
        N_("Scegliete"),
        N_("the monte is turned up and the defenders share it as they like: stronger still; stake {stake} (R18)."),
    ),
    dev("give back"): (
        N_("Give a card back"),
        N_("click any card of your hand: it goes face up to the defender who handed you the called card (R13)."),
    ),
    "discard": (
        N_("Lay four cards down"),
        N_("click a card to lay it face down, four in all: they become the new monte, which goes to whoever takes "
           "the last trick (R14, R22). Keep your strong cards and long suits."),
    ),
    "share": (
        N_("Share the monte"),
        N_("click the monte cards you take (a tick marks each), then press the button: your partner takes the rest, "
           "and each of you lays down as many cards (R18)."),
    ),
    dev("defender discard"): (
        N_("Lay cards down"),
        N_("click the cards to lay face down, as many as you took from the monte (R17, R18)."),
    ),
    "call": (
        N_("Call a card"),
        N_("click the card you want, usually a high card you lack (a 3, a 2, an ace): its holder hands it to you "
           "and you give one card back (R11, R13)."),
    ),
}
"""What each choice of the auction and the exchange means, in one short sentence (R9–R18):
its label and its meaning, both msgids (said with ``_``); a meaning's ``{stake}`` is the
profile's stake of that contract (R26, :data:`STAKES`) and ``{hand}`` its hand size. The keys
are the actions' notation (``str(action)``) and the phases' choices, not words shown."""

STAKES = {dev("bid chiamo"): ("chiamo", ""), dev("bid solo"): ("solo", ""), dev("bid solissimo"): ("solissimo", ""),
          dev("enhance plain"): ("solissimo", ""), dev("enhance dividete"): ("solissimo", "dividete"),
          dev("enhance scegliete"): ("solissimo", "scegliete")}
"""R26: which stake of the profile (contract, enhancement) each choice's meaning states."""

OWN_CALL = N_("you hold {card} yourself: if you call it, nobody hands you a card and you may not call another "
              "(R11), so you play alone against both with your own cards and the monte, at Chiamo's stake")
"""What calling a card the learner holds means (R11 in docs/rules.md: a card called from the soloist's
own hand is not handed over, and no other card may be called), said before the learner calls it."""


def call_tooltip(card: Any) -> str:
    """R11: what the tooltip of a card to call that the learner holds says (the card named as
    the cards on screen are)."""
    return str(msg(OWN_CALL, card=card))


def meaning(key: str, rules: Any) -> str:
    """What the choice ``key`` of :data:`CHOICE_MEANINGS` means under ``rules``, its stake the
    profile's (R26)."""
    contract, enhancement = STAKES.get(key, ("", ""))
    stake = rules.stake(contract, enhancement) if contract else None
    return _(CHOICE_MEANINGS[key][1]).format(stake=stake, hand=rules.hand_size)


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
    phase_key = {Phase.CALL: "call", Phase.GIVE_BACK: dev("give back"), Phase.DISCARD: "discard",
                 Phase.SHARE: "share", Phase.DEFENDER_DISCARD: dev("defender discard")}.get(deal.phase)
    if phase_key is not None:
        seen = [phase_key]
    if not seen:
        return ""
    items = "".join(
        f"<li><b>{html.escape(_(CHOICE_MEANINGS[k][0]))}</b>: {html.escape(meaning(k, deal.rules))}</li>" for k in seen
    )
    if phase_key == "call":
        own = words(_("You hold a card yourself: if you call it, nobody hands you a card and you may not call another "
                      "(R11), so you play alone against both with your own cards and the monte, at Chiamo's stake"))
        marked = _("A card marked (yours), outlined")
        items += f"<li><b>{html.escape(marked)}</b>: {html.escape(own)}.</li>"
    advice = (" " + _("Not sure? Press <b>Advice</b>: the bidding advisor tries each contract on your hand.")
              if advise else "")
    heading = _("What each choice means:")
    return (f"<div class='cal-explain'>{html.escape(heading)}<ul style='margin:2px 0'>{items}</ul>"
            f"{advice}</div>")


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
            title = _("Final standings")
        elif rules.game_target is not None:
            title = str(many("Standings after {count} deal (first to {target})",
                             "Standings after {count} deals (first to {target})", session.scored_deals,
                             target=rules.game_target))
        else:
            title = str(many("Standings after {scored} of {count} deal", "Standings after {scored} of {count} deals",
                             rules.session_deals, scored=session.scored_deals))
        return page.standings_table(html.escape(title), session.standings())

    def ledger_html(self) -> str:
        """The session's ledger and balance chart (after each scored deal, R29)."""
        session = self.state
        if not session.scored_deals:
            return ""
        from calabresella.show.ledger import balance_svg, ledger_html

        names = session.names
        heading = _("<b>The session so far</b> (your balance and the others', deal by deal)")
        return f"<div class='cal-ledger-box'>{heading}{ledger_html(session, names)}{balance_svg(session, names)}</div>"


def session(rules: Any, names: Sequence[str], fourth: str, seed: int) -> PageSession:
    """A new session (R6: its first dealer drawn from ``seed``) of ``names`` under ``rules``
    (``fourth`` sits at the table too when four play, V3)."""
    return PageSession(Session.new(names if rules.players == 3 else (*names, fourth), seed=seed, rules=rules))
