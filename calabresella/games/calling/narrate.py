"""Narration of the calling games (C1–C9, V7–V10): every sentence a reader sees of their deals
and sessions.

One narrator (:class:`~calabresella.games.game.Narrator`) for Tressette a chiamare, Mediatore,
Quadrigliati and Quintiglio, reached through each game's ``narrator`` hook; the deal's
``narrate`` and the result's ``lines`` and ``summary`` are presentation hooks that call it.

Hidden information is told only to who saw it (C4–C6). Told to a seat (``viewer``), the holder
of a called card in a *hidden* call is named to nobody but himself until he plays it (then to
everyone); the monte the bidder takes, the cards he lays away and the card he lays face down in
an exchange are named to him (and the face-down card to its receiver) only. Without a viewer
the narration is the teacher's, after the deal: every card named, the partner at once.

>>> from calabresella.games.calling.deal import CallingDeal, Bid, Call
>>> from calabresella.engine.cards import Card
>>> from calabresella.games.chiamata.rules import CHIAMATA
>>> deal = CallingDeal.new(seed=3, rules=CHIAMATA).apply(Bid("chiamo"))
>>> card = deal.legal_actions()[0].card
>>> deal = deal.apply(Call(card))
>>> holder = deal.partner
>>> told = narrate_deal(deal, viewer=3 if holder != 3 else 2)
>>> told[-1].startswith("Bruno calls") and "hidden until it is played" in told[-1]
True
>>> "you hold it" in narrate_deal(deal, viewer=holder)[-1]
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calabresella.engine.actions import Call, Discard, GiveBack, Pass, Play
from calabresella.engine.cards import Card
from calabresella.engine.errors import ArgumentValueError, check_instance
from calabresella.engine.naming import InWords
from calabresella.games.calling.actions import Bid
from calabresella.games.calling.deal import CallingDeal, CallingPhase
from calabresella.games.calling.rules import (
    AUCTION_RULE,
    CALL_RULE,
    EXCHANGE_RULE,
    MONTE_RULE,
    PARTNER_RULE,
    SCORE_RULE,
    Contract,
)
from calabresella.games.calling.scoring import CallingResult
from calabresella.games.calling.telling import (  # the small words, sessions and states: games layer
    _and,
    _cards,
    _names,
    _points,
    _said,
    _thirds,
    describe_state,
    game_label,
    session_lines,
    side_words,
    standings,
    tell_session,
)
from calabresella.show.narrate import told
from calabresella.words import Message, Seat, Table, _, about, dev, many, msg, table_for

__all__ = [
    "PLAYTHROUGH_TELLS_ACTIONS",
    "describe",
    "describe_state",
    "game_label",
    "narrate_deal",
    "result_lines",
    "result_summary",
    "score_lines",
    "session_lines",
    "side_words",
    "standings",
    "tell_deal",
    "tell_session",
]


PLAYTHROUGH_TELLS_ACTIONS = True
"""The calling games' playthrough files tell each action in words after it."""


def _sees_all(viewer: int | None) -> bool:
    return viewer is None


# ----------------------------------------------------------------------------- one action


def describe(before: CallingDeal, action: Any, after: CallingDeal, names: Sequence[str] | None = None,
             viewer: int | None = None) -> str:
    """One sentence (or a few) for ``action`` taken in ``before``, giving ``after`` (C2–C8).

    With ``viewer``, only what that seat may see: the hidden partner is named to himself alone
    until he plays the called card (C4); the monte's cards, the cards laid away and the card
    laid face down in an exchange only to who saw them (C5, C6); the viewer is "you".
    """
    for deal in (before, after):
        check_instance(deal, CallingDeal, msg("before and after"), msg("CallingDeals, one action apart"))
    seat = before.to_move
    if seat is None or after.history != before.history + ((seat, action),):
        raise ArgumentValueError(msg("describe tells the action taken in `before` that gives `after`: {action!r} is "
                                     "not it", action=action))
    table = table_for(_names(before.players, names), viewer)
    return _said(table, _describe(before, action, after, seat, viewer))


def _describe(before: CallingDeal, action: Any, after: CallingDeal, seat: int, viewer: int | None) -> list[Message]:
    if isinstance(action, (Pass, Bid)):
        return _bid(before, action, after, seat, viewer)
    if isinstance(action, Call):
        return _call(before, action.card, after, seat, viewer)
    if isinstance(action, GiveBack):
        return _give_back(before, action.card, after, seat, viewer)
    if isinstance(action, Discard):
        return _discard(before, action.card, after, seat, viewer)
    assert isinstance(action, Play), dev("every action of a calling game is one of six")
    return _play(before, action.card, after, seat, viewer)


def _bid(before: CallingDeal, action: Pass | Bid, after: CallingDeal, seat: int, viewer: int | None) -> list[Message]:
    rules = before.rules
    said: list[Message]
    if isinstance(action, Pass):
        said = [about(seat, "{player} passes.", "You pass.")]
    elif rules.auction == "first-calls":
        contract = rules.contract(action.contract)
        said = [about(seat, "{player} speaks first and must bid: {contract} ({rule}).",
                      "You speak first and must bid: {contract} ({rule}).", contract=contract, rule=contract.rule)]
    else:
        said = [about(seat, "{player} bids {contract}.", "You bid {contract}.", contract=rules.contract(action.contract))]
    if after.phase is CallingPhase.PASSED:
        said.append(msg("Everyone passed: the deal is thrown in and nothing is scored ({rule}).", rule=AUCTION_RULE))
    elif after.phase is not CallingPhase.AUCTION:
        said.extend(_auction_won(before, action, after, viewer))
    return said


def _auction_won(before: CallingDeal, action: Pass | Bid, after: CallingDeal, viewer: int | None) -> list[Message]:
    """The contract won (C2), what it does with a card (C3–C5), and the monte (C6)."""
    contract = after.contract
    bidder = after.bidder
    assert contract is not None and bidder is not None, dev("an auction won has a contract and a bidder")
    rules = after.rules
    said: list[Message] = []
    others_out = len(after.out) == rules.players - 1
    if rules.auction != "first-calls" and isinstance(action, Bid) and not others_out:
        said.append(msg("Nobody may bid higher: the auction ends ({rule}).", rule=AUCTION_RULE))
    said.append(_contract_sentence(bidder, contract))
    if not contract.calls:
        said.extend(_monte_taken(before, after, viewer))
    return said


def _contract_sentence(bidder: int, contract: Contract) -> Message:
    """What the contract won means (C3–C5), in one sentence."""
    words = {"contract": contract, "rule": contract.rule}
    if contract.call == "hidden":
        return about(bidder, "{player} plays {contract} ({rule}): {player} calls a card, and its holder is "
                             "{player}'s partner, hidden until the card is played.",
                     "You play {contract} ({rule}): you call a card, and its holder is your partner, hidden until "
                     "the card is played.", **words)
    if contract.call == "revealed":
        return about(bidder, "{player} plays {contract} ({rule}): {player} calls a card, and its holder says so at "
                             "once and plays with {player}.",
                     "You play {contract} ({rule}): you call a card, and its holder says so at once and plays "
                     "with you.", **words)
    if contract.call == "exchange":
        return about(bidder, "{player} plays {contract} ({rule}): {player} asks for a card in exchange for one laid "
                             "face down, then plays alone.",
                     "You play {contract} ({rule}): you ask for a card in exchange for one laid face down, then "
                     "play alone.", **words)
    return about(bidder, "{player} plays {contract} ({rule}), alone against all the others.",
                 "You play {contract} ({rule}), alone against all the others.", **words)


def _monte_taken(before: CallingDeal, after: CallingDeal, viewer: int | None) -> list[Message]:
    """C6: the bidder takes the monte (named to him alone), or it stays face down for the last trick."""
    bidder = after.bidder
    contract = after.contract
    assert bidder is not None and contract is not None
    if not after.rules.monte_size:
        return []
    if not after.monte_taken or before.monte_taken:
        if contract.monte:
            return []
        return [msg("The monte stays face down for whoever takes the last trick ({rule}).", rule=MONTE_RULE)]
    seen = _sees_all(viewer) or viewer == bidder
    if seen:
        said = [about(bidder, "{player} takes the monte ({cards}) and will lay away as many cards face down ({rule}).",
                      "You take the monte ({cards}) and will lay away as many cards face down ({rule}).",
                      cards=_cards(after.monte_taken), rule=MONTE_RULE)]
    else:
        said = [msg("{player} takes the monte, unseen by the others, and will lay away as many cards face down "
                    "({rule}).", player=Seat(bidder), rule=MONTE_RULE)]
    called = after.called
    if seen and called is not None and contract.call in ("hidden", "revealed") and called in after.monte_taken:
        said.append(about(bidder, "The called card, {card}, was in the monte: {player} plays alone ({rule}).",
                          "The called card, {card}, was in the monte: you play alone ({rule}).", card=called,
                          rule=MONTE_RULE))
    return said


def _holder(deal: CallingDeal, card: Card) -> int | None:
    """The seat holding ``card`` in ``deal`` (None: it lies in the monte)."""
    return next((s for s in range(deal.players) if card in deal.hands[s]), None)


def _call(before: CallingDeal, card: Card, after: CallingDeal, seat: int, viewer: int | None) -> list[Message]:
    contract = before.contract
    assert contract is not None, dev("a card is called once the auction is won")
    holder = _holder(before, card)
    if contract.call == "hidden":
        said = [_hidden_call(seat, card, holder, viewer)]
    elif contract.call == "revealed":
        said = [about(seat, "{player} calls {card}.", "You call {card}.", card=card)]
        if holder is not None and holder != seat:
            said.append(about(holder, "{player} holds it and says so: {player} plays with {bidder} ({rule}).",
                              "You hold it and say so: you play with {bidder} ({rule}).", bidder=Seat(seat),
                              rule=PARTNER_RULE))
        else:
            said.append(about(seat, "Nobody else holds it: {player} plays alone ({rule}).",
                              "Nobody else holds it: you play alone ({rule}).", rule=PARTNER_RULE))
    else:
        said = [about(seat, "{player} asks for {card} ({rule}).", "You ask for {card} ({rule}).", card=card,
                      rule=EXCHANGE_RULE)]
        if holder is None:
            said.append(msg("Nobody holds it: it lies in the monte, so nothing is exchanged ({rule}).",
                            rule=EXCHANGE_RULE))
        elif holder == seat:
            said.append(about(seat, "{player} holds it already, so nothing is exchanged ({rule}).",
                              "You hold it already, so nothing is exchanged ({rule}).", rule=EXCHANGE_RULE))
        elif viewer == holder:
            said.append(msg("You hold it: you will hand it over for the card {player} lays face down ({rule}).",
                            player=Seat(seat), rule=EXCHANGE_RULE))
        elif _sees_all(viewer):
            said.append(msg("{holder} holds it.", holder=Seat(holder)))
    said.extend(_monte_taken(before, after, viewer))
    return said


def _hidden_call(seat: int, card: Card, holder: int | None, viewer: int | None) -> Message:
    """C4: a hidden call as ``viewer`` hears it: only the holder himself learns he is the partner."""
    words = {"card": card, "rule": PARTNER_RULE}
    if _sees_all(viewer):
        if holder is None:
            return msg("{player} calls {card}: it lies in the monte, so {player} has no partner and plays alone "
                       "({rule}).", player=Seat(seat), card=card, rule=MONTE_RULE)
        if holder == seat:
            return msg("{player} calls {card}, which {player} holds: {player} plays alone ({rule}).", player=Seat(seat),
                       card=card, rule=CALL_RULE)
        return msg("{player} calls {card}: {holder} holds it and is {player}'s hidden partner ({rule}).",
                   player=Seat(seat), holder=Seat(holder), **words)
    if viewer == seat:
        if holder == seat:
            return msg("You call {card}, which you hold: you play alone ({rule}).", card=card, rule=CALL_RULE)
        return msg("You call {card}: whoever holds it is your partner, hidden until it is played ({rule}).", **words)
    if viewer == holder:
        return msg("{player} calls {card}: you hold it, so you are {player}'s partner; nobody else knows until you "
                   "play it ({rule}).", player=Seat(seat), **words)
    return msg("{player} calls {card}: whoever holds it is {player}'s partner, hidden until it is played ({rule}).",
               player=Seat(seat), **words)


def _give_back(before: CallingDeal, card: Card, after: CallingDeal, seat: int, viewer: int | None) -> list[Message]:
    """C5: the bidder's card laid face down (named to him and its receiver only) for the called card."""
    giver, called = after.giver, before.called
    assert giver is not None and called is not None, dev("an exchange has a giver and a called card")
    words = {"giver": Seat(giver), "called": called, "rule": EXCHANGE_RULE}
    if viewer == giver:
        said = [msg("{player} lays {card} face down; you hand over {called} and take it ({rule}).", player=Seat(seat),
                    card=card, **words)]
    elif _sees_all(viewer) or viewer == seat:
        said = [about(seat, "{player} lays {card} face down; {giver} hands over {called} and takes it ({rule}).",
                      "You lay {card} face down; {giver} hands over {called} and takes it ({rule}).", card=card,
                      **words)]
    else:
        said = [msg("{player} lays a card face down; {giver} hands over {called} and takes the face-down card "
                    "({rule}).", player=Seat(seat), **words)]
    said.extend(_monte_taken(before, after, viewer))
    return said


def _discard(before: CallingDeal, card: Card, after: CallingDeal, seat: int, viewer: int | None) -> list[Message]:
    """C6: a card laid away face down: named to the bidder only."""
    if _sees_all(viewer) or viewer == seat:
        said = [about(seat, "{player} lays {card} away face down.", "You lay {card} away face down.", card=card)]
    else:
        said = [msg("{player} lays a card away face down.", player=Seat(seat))]
    if after.phase is CallingPhase.PLAY:
        said.append(msg("The cards laid away are the monte now, for whoever takes the last trick ({rule}).",
                        rule=MONTE_RULE))
    return said


def _play(before: CallingDeal, card: Card, after: CallingDeal, seat: int, viewer: int | None) -> list[Message]:
    """C7: a card played; the called card reveals the partner (C4); a trick taken; the last trick and the monte (C6)."""
    current = before.current
    assert current is not None, dev("a deal in play has a trick in play")
    led = current.cards[0].suit if current.cards else None
    if led is None:
        said = [about(seat, "{player} leads {card}.", "You lead {card}.", card=card)]
    elif card.suit is not led:
        said = [about(seat, "{player} has no {suit} and throws {card}.", "You have no {suit} and throw {card}.",
                      suit=InWords(led), card=card)]
    else:
        said = [about(seat, "{player} plays {card}.", "You play {card}.", card=card)]
    contract = before.contract
    if contract is not None and contract.call == "hidden" and card == before.called and not before.revealed:
        said.append(_revealed(seat, before, viewer))
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        assert trick.winner is not None, dev("a complete trick has a winner")
        said.append(about(trick.winner, "{player} takes the trick: {thirds}.", "You take the trick: {thirds}.",
                          thirds=_thirds(trick.thirds)))
    if after.is_over:
        said.extend(_last_trick(after, viewer))
    return said


def _revealed(seat: int, before: CallingDeal, viewer: int | None) -> Message:
    """C4: the called card played: everyone now knows the bidder's side."""
    bidder = before.bidder
    assert bidder is not None
    if seat == bidder:
        return about(seat, "That is the called card: {player} held it and plays alone ({rule}).",
                     "That is the called card: you held it and play alone ({rule}).", rule=PARTNER_RULE)
    if viewer == bidder:
        return msg("That is the called card: {player} is your partner ({rule}).", player=Seat(seat), rule=PARTNER_RULE)
    return about(seat, "That is the called card: {player} is {bidder}'s partner ({rule}).",
                 "That is the called card: you are {bidder}'s partner ({rule}).", bidder=Seat(bidder),
                 rule=PARTNER_RULE)


def _last_trick(after: CallingDeal, viewer: int | None) -> list[Message]:
    """C6, C8: the last trick's point and the monte (its cards named to who saw them), and a
    called card that never came out of the monte."""
    last = after.tricks[-1].winner
    assert last is not None
    said: list[Message] = []
    monte = after.monte
    if after.rules.monte_size:
        seen = _sees_all(viewer) or (viewer == after.bidder and bool(after.laid_away))
        if seen:
            said.append(about(last, "That was the last trick: its point goes to {player}, with the monte ({monte}).",
                              "That was the last trick: its point goes to you, with the monte ({monte}).",
                              monte=_cards(monte)))
        else:
            said.append(about(last, "That was the last trick: its point goes to {player}'s side, with the monte "
                                    "({thirds}).",
                              "That was the last trick: its point goes to your side, with the monte ({thirds}).",
                              thirds=_thirds(sum(c.thirds for c in monte))))
    else:
        said.append(about(last, "That was the last trick: its point goes to {player}.",
                          "That was the last trick: its point goes to you."))
    contract, called, bidder = after.contract, after.called, after.bidder
    if contract is not None and contract.call == "hidden" and called is not None and called in monte and bidder is not None:
        said.append(about(bidder, "The called card, {card}, lay in the monte: {player} played alone ({rule}).",
                          "The called card, {card}, lay in the monte: you played alone ({rule}).", card=called,
                          rule=MONTE_RULE))
    return said


def narrate_deal(deal: CallingDeal, names: Sequence[str] | None = None, viewer: int | None = None) -> list[str]:
    """Every action of ``deal`` so far, one line each (:meth:`CallingDeal.narrate`); with
    ``viewer``, only what that seat saw, the viewer said "you"."""
    check_instance(deal, CallingDeal, "deal", msg("a CallingDeal such as load_game('mediatore').new_deal(3)"))
    seat_names = _names(deal.players, names)
    return told(deal, lambda before, action, after: describe(before, action, after, seat_names, viewer))


# ----------------------------------------------------------------------------- the whole deal


def tell_deal(deal: CallingDeal, names: Sequence[str] | None = None, sitting_out: str | None = None) -> list[str]:
    """A whole deal told for the command line (``deal``, ``replay``): who dealt, the hands and the
    monte as dealt, the auction, the call, the exchange and the monte, each trick, the score.
    (``sitting_out`` is for the games where the dealer sits out: nobody does here.)"""
    check_instance(deal, CallingDeal, "deal", msg("a CallingDeal such as load_game('mediatore').new_deal(3)"))
    seat_names = _names(deal.players, names)
    table = table_for(seat_names)
    rules = deal.rules
    head = [msg("{game} ({rule}).", game=game_label(rules), rule=rules.rule),
            msg("Dealer: {player}. Rules: {rules}.", player=Seat(deal.dealer), rules=rules.name)]
    if deal.seed is not None:
        head.insert(1, msg("Deal with seed {seed}.", seed=deal.seed))
    lines = [_said(table, head), _("Hands as dealt:")]
    width = max(len(table.name(seat)) for seat in range(deal.players))  # the cards in one column
    for seat in range(deal.players):
        lines.append("  " + msg("{player}:{pad}{cards}", player=Seat(seat),
                                pad=dev(" " * (width - len(table.name(seat)) + 1)),
                                cards=_cards(sorted(deal.dealt_hands[seat]))).render(table))
    if deal.dealt_monte:
        lines.append("  " + msg("Monte (face down): {cards}", cards=_cards(deal.dealt_monte)).render(table))
    state, heading = deal.as_dealt(), ""
    for _seat, action in deal.history:
        after = state.apply(action)
        title = _heading(state, table)
        if title != heading:
            lines.append(title)
            heading = title
        lines.append("  " + describe(state, action, after, seat_names))
        state = after
    if deal.result is not None:
        lines.append(_("Score:"))
        lines.extend("  " + line for line in score_lines(deal.result, seat_names))
    return lines


def _heading(state: CallingDeal, table: Table) -> str:
    phase = state.phase
    if phase is CallingPhase.AUCTION:
        return _("Auction:")
    if phase is CallingPhase.CALL:
        return _("Call:")
    if phase is CallingPhase.EXCHANGE:
        return _("Exchange:")
    if phase is CallingPhase.DISCARD:
        return _("Monte:")
    return msg("Trick {number}:", number=len(state.tricks) + 1).render(table)


# ----------------------------------------------------------------------------- the score


def result_lines(result: CallingResult, names: Sequence[str] | None = None) -> list[str]:
    """The score of a deal line by line (C2, C8): the contract and the sides, each side's tricks,
    thirds and points, whether the contract was made, and each seat's score (who pays whom)."""
    check_instance(result, CallingResult, "result", msg("a CallingResult such as a finished deal's result"))
    table = table_for(_names(result.players, names))
    if result.passed:
        return [msg("Everyone passed: the deal is thrown in and nothing is scored ({rule}).",
                    rule=AUCTION_RULE).render(table)]
    rules = result.rules
    assert result.bidder is not None and result.contract is not None and result.last_trick_seat is not None
    contract = rules.contract(result.contract)
    sides = [side_words(result.bidder_side, table), side_words(result.other_side, table)]
    out: list[Message] = [_contract_line(result, contract), msg("Sides: {bidders} against {others}.", bidders=sides[0],
                                                               others=sides[1])]
    for index in (0, 1):
        out.append(many("{side}: {count} trick, {thirds} = {points}.", "{side}: {count} tricks, {thirds} = {points}.",
                        result.side_tricks[index], side=sides[index], thirds=_thirds(result.side_thirds[index]),
                        points=_points(result.side_points[index])))
    last = Seat(result.last_trick_seat)
    if rules.monte_size:
        out.append(msg("Last trick: {player}, whose side takes its point and the monte ({thirds}).", player=last,
                       thirds=_thirds(result.monte_thirds)))
    else:
        out.append(msg("Last trick: {player}, whose side takes its point.", player=last))
    words = {"side": _and(result.bidder_side, table), "points": _points(result.side_points[0]), "need": rules.win_points,
             "total": rules.deal_points, "rule": SCORE_RULE}
    if result.made:
        out.append(msg("{side} made it: {points} of {total}, {need} needed ({rule}).", **words))
    else:
        out.append(msg("{side} failed: {points} of {total}, {need} needed ({rule}).", **words))
    out.extend(_score_messages(result, table))
    return [line.render(table) for line in out]


def _contract_line(result: CallingResult, contract: Contract) -> Message:
    assert result.bidder is not None
    words = {"contract": contract, "rule": contract.rule, "player": Seat(result.bidder)}
    if result.called is None:
        return msg("Contract: {contract} ({rule}), bid by {player}, alone.", **words)
    if contract.call == "exchange":
        return msg("Contract: {contract} ({rule}), bid by {player}, who asked for {card} and played alone.",
                   card=result.called, **words)
    if result.partner is None:
        return msg("Contract: {contract} ({rule}), bid by {player}, who called {card}: nobody else held it, so "
                   "{player} played alone.", card=result.called, **words)
    return msg("Contract: {contract} ({rule}), bid by {player}, who called {card}: {partner} held it and was the "
               "partner.", card=result.called, partner=Seat(result.partner), **words)


def _score_messages(result: CallingResult, table: Table) -> list[Message]:
    """Each seat's score (C8): under stakes, who pays and who receives."""
    scores = ", ".join(msg("{player} {amount:+d}", player=Seat(s), amount=v).render(table)
                       for s, v in enumerate(result.scores))
    if result.rules.scoring == "points":
        return [msg("Points scored: {scores} ({rule}).", scores=scores, rule=SCORE_RULE)]
    payers = ", ".join(msg("{player} pays {amount}", player=Seat(s), amount=-v).render(table)
                       for s, v in enumerate(result.scores) if v < 0)
    receivers = ", ".join(msg("{player} receives {amount}", player=Seat(s), amount=v).render(table)
                          for s, v in enumerate(result.scores) if v > 0)
    contract = result.rules.contract(result.contract or "")
    return [msg("Stake {stake} per opponent: {payers}; {receivers} ({rule}).", stake=contract.stake, payers=payers,
                receivers=receivers, rule=SCORE_RULE),
            msg("Scores: {scores}.", scores=scores)]


def score_lines(result: CallingResult, names: Sequence[str] | None = None) -> list[str]:
    """The narrator's name for :func:`result_lines`."""
    return result_lines(result, names)


def result_summary(result: CallingResult, names: Sequence[str] | None = None) -> str:
    """The score in one paragraph (:meth:`CallingResult.summary`)."""
    return " ".join(result_lines(result, names))


def headline(result: CallingResult, names: Sequence[str] | None = None, me: int | None = None) -> str:
    """Who won a deal and what it gave ``me`` (the viewer, "you"), in one or two sentences (C8)."""
    check_instance(result, CallingResult, "result", msg("a CallingResult such as a finished deal's result"))
    table = table_for(_names(result.players, names), me)
    if result.passed:
        return msg("Everyone passed: the deal is thrown in and nothing is scored ({rule}).",
                   rule=AUCTION_RULE).render(table)
    rules = result.rules
    assert result.contract is not None and result.bidder is not None
    contract = rules.contract(result.contract)
    words = {"contract": contract, "points": _points(result.side_points[0]), "others": result.side_points[1],
             "need": rules.win_points}
    side = result.bidder_side
    mine = me is not None and me in side
    mates = [Seat(s) for s in side if s != (me if mine else result.bidder)]
    if mine and not mates:  # the learner's side: said to him, "you" first
        verdict = (msg("You made {contract} alone with {points} to {others} ({need} needed).", **words) if result.made
                   else msg("You failed {contract} alone with {points} to {others} ({need} needed).", **words))
    elif mine:
        verdict = (msg("You and {partner} made {contract} with {points} to {others} ({need} needed).",
                       partner=mates[0], **words) if result.made
                   else msg("You and {partner} failed {contract} with {points} to {others} ({need} needed).",
                            partner=mates[0], **words))
    elif not mates:
        verdict = (msg("{player} made {contract} alone with {points} to {others} ({need} needed).",
                       player=Seat(result.bidder), **words) if result.made
                   else msg("{player} failed {contract} alone with {points} to {others} ({need} needed).",
                            player=Seat(result.bidder), **words))
    else:
        verdict = (msg("{side} made {contract} with {points} to {others} ({need} needed).", side=_and(side, table),
                       **words) if result.made
                   else msg("{side} failed {contract} with {points} to {others} ({need} needed).",
                            side=_and(side, table), **words))
    said = [verdict]
    if me is not None:
        score = result.scores[me]
        if rules.scoring == "points":
            said.append(many("You score {count} point.", "You score {count} points.", score))
        elif score >= 0:
            said.append(msg("You win {amount}.", amount=score))
        else:
            said.append(msg("You pay {amount}.", amount=-score))
    return _said(table, said)


