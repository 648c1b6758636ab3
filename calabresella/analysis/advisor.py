"""The bidding advisor: what each contract is worth with this hand (issue 12).

For a hand at the auction, :func:`advise` deals the 28 cards the player cannot see at
random to the other two hands and the monte, many times. In each such deal it plays
every contract the player may still bid — Chiamo with each useful call, Solo, Solissimo
plain, dividete and scegliete — up to the opening lead through the engine (the other
two passing; the exchange decided as the heuristic player decides it), and solves the
position with every card face up (:mod:`calabresella.analysis.solver`). The share of
deals where the soloist reaches ``win_thirds`` estimates the probability of making the
contract; the stake it would bring (R26, R28) gives the expected stake.

Two chances are reported for each contract.

**With best play** (``best_play``): the chance that the soloist reaches ``win_thirds``
when both sides see every card. It is not the bare ``made / samples``. Sorting hands by a
dozen samples picks out the lucky estimates: in the calibration table of lesson 14
(``notebooks/data/advisor_calibration.csv``, 500 hands) the contracts reported "made in
0 of 12" were made 4 % of the time, and those reported near 50 % only 36 %. So each
estimate is pulled towards what that contract makes over all hands
(:data:`BASE_RATES`), as if :data:`PRIOR_SAMPLES` more sampled deals had come out at
that rate: ``(made + 4·base) / (samples + 4)``. Fitted on that table (one rate per
contract; the 4 chosen among 2, 4 and 8), the reported chances then match the share made
with best play bin by bin; more samples make the pull smaller. A *strong* hand, with at
least :data:`STRONG_TOP_CARDS` 3s, 2s and aces (one hand in 125), is pulled towards the
rates of strong hands instead (:data:`STRONG_BASE_RATES`, fitted on 80 strong hands drawn
on purpose, checked on 150 others): pulled towards the rates of all hands, its chances
came out too low (predicted 73 %, made 92 %) and never reached 80 % (issue 22).

**In play** (``probability``, what the advice goes by): the chance that a strong player
— the expert (:class:`~calabresella.analysis.expert.ExpertPlayer`), seeing only his own
cards — makes the contract against expert defenders, who see only theirs. Perfect
defence is much stronger than real defence: when 200 contracts were played out by
experts (``notebooks/data/expert_calibration.csv``), the soloist made 63 % of them,
28 % of those whose best-play chance was under 20 %. So the best-play chance is mapped
to the chance in play by a logistic curve fitted on those playouts,
``1 / (1 + exp(-(a + b·logit(best_play))))`` with ``(a, b) =`` :data:`EXPERT_MAP`, and
checked on 200 more contracts from other deals
(``notebooks/data/expert_calibration_check.csv``, the test
``tests/test_expert_calibration.py``). Its interval is the Wilson interval of
``made / samples`` mapped the same way (the fitted curve's own uncertainty is not in it).

What is approximated, plainly:

- the samples are solved double dummy (both sides see every card) and mapped to play
  by one curve for every contract, fitted on 200 playouts;
- the other players' bids are not read for what they say about their hands;
- the exchange is the heuristic player's, not the best one;
- the stake counts Cappotto and Stramazzo (R27) from the samples, with best play. In
  each sampled deal made, one more null-window search asks whether the soloist can hold
  the defenders below ``stramazzo_below_thirds`` in total (the soloist's thirds at least
  35 − 3 + 1 = 33 in the Italian profile): their card thirds are then below it too, a
  Stramazzo or a Cappotto (all twelve tricks). In each deal lost, whether the soloist
  takes fewer than that many thirds: his card thirds are below it, a Stramazzo or
  Cappotto lost (none taken). Either way ``m`` is at least the smaller of the profile's
  two multipliers, and that smaller one is counted (R27): a Stramazzo (×3) is counted
  as ×2, and a Stramazzo in which the losing side took the last trick (its 3 thirds
  count in its total but not in R27's card thirds) is missed and counted ×1. With ``w``
  the share of the made samples that were big and ``l`` that of the lost ones, the
  expected stake is :func:`expected_stake`:
  ``2·v·(p·(1 + (m − 1)·w) − (1 − p)·(1 + (m − 1)·l))`` (R28), ``p`` the chance in play;
  the shares ``w`` and ``l`` are those of perfect play on both sides, not mapped to
  play. Its interval puts the ends of ``p``'s interval in the same formula. The extra
  search made ``advise`` about 1.6 times slower (10 hands, 24 samples: 72 s before,
  112 s after);
- a contract proved made with every trick (:mod:`calabresella.analysis.sure_tricks`: a
  closed hand, R4, R19, R20) has chance 1, interval [1, 1] and the stake of a Cappotto
  won, ``2·v·m`` with ``m`` the profile's ``cappotto_multiplier`` (R27, R28), and its
  sentence says it is proved, not sampled.

>>> from calabresella.engine.cards import parse_cards
>>> advice = advise(parse_cards("3♠ 2♠ A♠ K♠ 3♥ 2♥ A♥ 3♦ 2♦ A♦ 3♣ 2♣"), samples=2, seed=1)
>>> [option.name for option in advice.options][:3]
['Chiamo, calling A♣', 'Solo', 'Solissimo']
>>> all(option.made == 2 for option in advice.options)
True
"""

from __future__ import annotations

import html
import itertools
import math
import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from tqdm.auto import tqdm

from calabresella.analysis.solver import Solver
from calabresella.analysis.sure_tricks import takes_every_trick
from calabresella.analysis.worlds import Clock, solve_each
from calabresella.engine.actions import (
    Action,
    ActionError,
    Bid,
    Call,
    Contract,
    Enhance,
    Enhancement,
    Pass,
    parse_action,
)
from calabresella.engine.cards import PACK, PACK_THIRDS, RANKS_HIGH_TO_LOW, Card, check_cards, parse_cards
from calabresella.engine.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    IllegalActionError,
    check_bool,
    check_int,
    check_time_budget,
)
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.game import GAME as ADVISED
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.games.italian.rules import ITALIAN, Rules
from calabresella.words import N_, _, dev, many, msg
from calabresella.words.message import Message

__all__ = ["Advice", "ContractAdvice", "advise", "expected_stake"]

_Outcome = tuple[bool, bool, bool] | None
"""An option's outcome in one sampled deal: made, with a high stake (R27), and whether the
soloist leads first; None when the option cannot be bid any more."""

Z95 = 1.959963984540054

EXPERT_MAP = (1.151, 0.592)
"""``(a, b)`` of the curve from the best-play chance to the chance in play (see the
module): fitted by maximum likelihood on ``notebooks/data/expert_calibration.csv`` with
``.venv/bin/python scripts/expert_calibration.py --fit`` (a test checks they agree; it
was ``(1.183, 0.613)`` before strong hands had their own rates, issue 22)."""

PRIOR_SAMPLES = 4
"""How many sampled deals' worth the contract's base rate weighs in a reported chance."""

BASE_RATES: dict[tuple[Contract, Enhancement | None], float] = {
    (Contract.CHIAMO, None): 0.191,
    (Contract.SOLO, None): 0.080,
    (Contract.SOLISSIMO, Enhancement.PLAIN): 0.022,
    (Contract.SOLISSIMO, Enhancement.DIVIDETE): 0.014,
    (Contract.SOLISSIMO, Enhancement.SCEGLIETE): 0.012,
}
"""The share of hands that make each contract with best play, when the first player to
speak bids it whatever his hand (the calibration table of lesson 14: 264 of 1,381 Chiamo
calls, 40 of 500 Solo, 11, 7 and 6 of 500 Solissimo plain, dividete, scegliete)."""

STRONG_TOP_CARDS = 7
"""A hand holding at least this many 3s, 2s and aces (the cards that take tricks, R4) is
*strong*: its estimates are pulled towards :data:`STRONG_BASE_RATES`, not :data:`BASE_RATES`
(issue 22). One hand in a hundred and twenty-five is strong."""

STRONG_BASE_RATES: dict[tuple[Contract, Enhancement | None], float] = {
    (Contract.CHIAMO, None): 0.876,
    (Contract.SOLO, None): 0.613,
    (Contract.SOLISSIMO, Enhancement.PLAIN): 0.450,
    (Contract.SOLISSIMO, Enhancement.DIVIDETE): 0.300,
    (Contract.SOLISSIMO, Enhancement.SCEGLIETE): 0.288,
}
"""The share of strong hands (:data:`STRONG_TOP_CARDS`) that make each contract with best
play, bid by the first player to speak (the table of strong hands drawn on purpose,
``notebooks/data/advisor_calibration_strong.csv``, 80 hands: 134 of 153 Chiamo calls, 49 of
80 Solo, 36, 24 and 23 of 80 Solissimo plain, dividete, scegliete). The pull towards the
rates of all hands made strong hands' chances too low (predicted 0.73, made 0.92) and kept
them below 0.80; checked on other strong hands (``advisor_calibration_strong_check.csv``)."""


def top_cards(hand: Iterable[Card]) -> int:
    """R4: how many 3s, 2s and aces ``hand`` holds.

    >>> from calabresella.engine.cards import parse_cards
    >>> top_cards(parse_cards("3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"))
    11
    """
    return sum(c.strength >= 7 for c in hand)


def base_rate(hand: Iterable[Card], contract: Contract, enhancement: Enhancement | None) -> float:
    """The rate an estimate for ``hand`` is pulled towards: :data:`STRONG_BASE_RATES` for a
    strong hand (:data:`STRONG_TOP_CARDS`), else :data:`BASE_RATES`.

    >>> from calabresella.engine.cards import parse_cards
    >>> base_rate(parse_cards("3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C"), Contract.SOLO, None)
    0.613
    """
    rates = STRONG_BASE_RATES if top_cards(hand) >= STRONG_TOP_CARDS else BASE_RATES
    return rates[(contract, enhancement)]


@dataclass(frozen=True)
class ContractAdvice:
    """One contract's estimate: ``made`` of ``samples`` sampled deals reached ``win_thirds``
    with best play; ``best_play``, the chance with best play (pulled towards the
    contract's base rate); ``probability``, the chance in play (``best_play`` mapped by
    :data:`EXPERT_MAP`), with the 95 % Wilson interval of ``made / samples`` mapped the
    same way; the expected stake for the player, in stake units (R26, R28), with its
    95 % interval (see the module)."""

    contract: Contract
    enhancement: Enhancement | None
    call: Card | None
    samples: int
    made: int
    probability: float
    low: float
    high: float
    stake: float
    stake_low: float
    stake_high: float
    best_play: float
    big_won: int = 0
    """Of the ``made`` sampled deals, those where the soloist kept the defenders' thirds below
    ``stramazzo_below_thirds`` with best play: a Cappotto or Stramazzo won (R27)."""
    big_lost: int = 0
    """Of the sampled deals lost, those where the soloist took fewer thirds than that: a
    Cappotto or Stramazzo lost (R27)."""
    proof: str = ""
    """The rule ids of a proof that the contract is made in every layout (empty when it
    rests on the samples alone): ``"R4, R19, R20, R27"`` when every trick is sure."""

    @property
    def sure(self) -> bool:
        """Whether the contract is proved made whatever the layout (not sampled)."""
        return bool(self.proof)

    @property
    def name(self) -> str:
        """The contract in words: ``Chiamo, calling 3♠``, ``Solo``, ``Solissimo, dividete``
        (the called card named in the style on screen)."""
        return self.phrase.render()

    @property
    def phrase(self) -> Message:
        """:attr:`name` as a message (said where it is shown)."""
        if self.call is not None:
            return msg("Chiamo, calling {card}", card=self.call)
        if self.enhancement is Enhancement.DIVIDETE:
            return msg("Solissimo, dividete")
        if self.enhancement is Enhancement.SCEGLIETE:
            return msg("Solissimo, scegliete")
        return msg("{contract}", contract=self.contract.title)

    @property
    def words(self) -> str:
        """One sentence for a learner."""
        return self.message.render()

    @property
    def message(self) -> Message:
        """:attr:`words` as a message."""
        if self.sure:
            return msg("{name}: sure, proved rather than sampled: the hand takes every trick whatever the other "
                       "cards (R4, R19, R20), a Cappotto (R27); expected stake {stake:+.2f} units.",
                       name=self.phrase, stake=self.stake)
        return msg("{name}: a strong player makes it about {chance:.0f}% of the time (between {low:.0f}% and "
                   "{high:.0f}%); expected stake {stake:+.2f} units. With every card face up it was made in {made} "
                   "of {samples} sampled deals (about {best:.0f}% with best play).", name=self.phrase,
                   chance=100 * self.probability, low=100 * self.low, high=100 * self.high, stake=self.stake,
                   made=self.made, samples=self.samples, best=100 * self.best_play)


@dataclass(frozen=True)
class Advice:
    """The advisor's numbers for every contract the player may still bid, and its pick:
    the contract with the best expected stake, or passing when none is expected to win
    anything (``best`` is None)."""

    seat: int
    hand: tuple[Card, ...]
    options: tuple[ContractAdvice, ...]

    @property
    def best(self) -> ContractAdvice | None:
        """The option with the highest expected stake, if it is above 0; else None (pass)."""
        top = max(self.options, key=lambda o: o.stake, default=None)
        return top if top is not None and top.stake > 0 else None

    def lines(self) -> list[str]:
        """The advice line by line."""
        lines = [option.words for option in self.options]
        best = self.best
        lines.append(str(msg("Advice: bid {name}.", name=best.phrase)) if best
                     else _("Advice: pass; no contract is expected to win."))
        return lines

    def summary(self) -> str:
        return "\n".join(self.lines())

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{html.escape(o.name)}</td><td>{100 * o.probability:.0f}% "
            f"({100 * o.low:.0f}–{100 * o.high:.0f}%)</td><td>{o.stake:+.2f}</td>"
            f"<td>{100 * o.best_play:.0f}%</td></tr>"
            for o in self.options
        )
        best = self.best
        advice = str(msg("Advice: bid {name}.", name=best.phrase)) if best else _("Advice: pass.")
        head = "".join(f"<th>{html.escape(_(h))}</th>" for h in _HEADINGS)
        return f"<table><tr>{head}</tr>{rows}</table><p>{html.escape(advice)}</p>"


_HEADINGS = (N_("contract"), N_("chance of making it"), N_("expected stake"), N_("with best play"))
"""The headings of the advice's table (msgids of the catalogue)."""


def wilson(made: int, n: int) -> tuple[float, float]:
    """The 95 % Wilson interval of a share ``made / n`` (``n`` at least 1), kept within 0 … 1."""
    p = made / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half))  # rounding never leaves p outside


def logit(p: float) -> float:
    """log(p / (1 - p)), with p kept within [0.001, 0.999]."""
    p = min(0.999, max(0.001, p))
    return math.log(p / (1 - p))


def in_play(best_play: float, curve: tuple[float, float] = EXPERT_MAP) -> float:
    """The chance in play for a chance with best play: ``1 / (1 + exp(-(a + b·logit(p))))``
    with ``(a, b)`` the ``curve`` (:data:`EXPERT_MAP`).

    >>> round(in_play(0.05), 3), round(in_play(0.5), 3)
    (0.356, 0.76)
    """
    a, b = curve
    return 1 / (1 + math.exp(-(a + b * logit(best_play))))


def expected_stake(value: int, multiplier: int, chance: float, big_win: float, big_loss: float) -> float:
    """R26–R28: the expected stake for the soloist of a contract of stake ``value`` made with
    probability ``chance``, when a share ``big_win`` of its wins and ``big_loss`` of its
    losses count ``multiplier`` times: ``2·v·(p·(1 + (m − 1)·w) − (1 − p)·(1 + (m − 1)·l))``.

    >>> expected_stake(2, 2, 0.75, 0.0, 0.0), expected_stake(2, 2, 0.75, 1.0, 0.0)
    (2.0, 5.0)
    """
    win = 1 + (multiplier - 1) * big_win
    loss = 1 + (multiplier - 1) * big_loss
    return 2 * value * (chance * win - (1 - chance) * loss)


def _check_hand(hand: object, rules: Rules) -> tuple[Card, ...]:
    """The hand as cards: Cards, or card texts as the README writes them ("3S 2S AS …", or ["3♠", …])."""
    if isinstance(hand, str) or (isinstance(hand, (list, tuple)) and any(isinstance(c, str) for c in hand)):
        hand = parse_cards(hand)
    cards = check_cards(hand, _("the hand to advise on"))
    if len(cards) != rules.hand_size or len(set(cards)) != len(cards):
        shown = list(cards[:rules.hand_size]) or msg("none")
        raise ArgumentValueError(
            many("the advisor needs the {hand} different cards of one hand as dealt (R7), got {count} card: "
                 "{cards}{more}", "the advisor needs the {hand} different cards of one hand as dealt (R7), got "
                 "{count} cards: {cards}{more}", len(cards), hand=rules.hand_size, cards=shown,
                 more=" …" if len(cards) > rules.hand_size else ""))
    return cards


def _check_auction(auction: object) -> tuple[Action, ...]:
    if isinstance(auction, (str, bytes)) or not isinstance(auction, Iterable):
        raise ArgumentTypeError(msg(
            "auction must be the bids and passes so far, in order, such as ['pass', 'bid chiamo'], got {auction!r}",
            auction=auction))
    actions = []
    for item in auction:
        try:
            action = parse_action(item) if isinstance(item, str) else item
        except ActionError as err:
            raise ArgumentValueError(msg("the auction holds only passes and bids (R8, R9): {reason}",
                                         reason=err.message)) from None
        if not isinstance(action, (Pass, Bid)):
            raise ArgumentValueError(msg("the auction holds only passes and bids (R8, R9), got {item!r}", item=item))
        actions.append(action)
    return tuple(actions)


def _candidates(hand: Sequence[Card]) -> list[tuple[Contract, Enhancement | None, Card | None]]:
    """The contracts to value: Chiamo calling each missing card of the highest rank the hand
    lacks (its missing 3s; with all four 3s its missing 2s, and so on: the cards that take
    tricks, R4), Solo, and Solissimo plain, dividete and scegliete."""
    calls: list[Card] = []
    for rank in RANKS_HIGH_TO_LOW:
        calls = [c for c in PACK if c.rank is rank and c not in hand]
        if calls:
            break
    options: list[tuple[Contract, Enhancement | None, Card | None]] = [(Contract.CHIAMO, None, c) for c in calls]
    options.append((Contract.SOLO, None, None))
    options += [(Contract.SOLISSIMO, e, None) for e in Enhancement]
    return options


def _opening_lead(start: Deal, seat: int, option: tuple[Contract, Enhancement | None, Card | None],
                  helper: HeuristicPlayer) -> Deal | None:
    """``start`` (the auction so far applied) played to the opening lead with ``seat`` bidding
    the option and the others passing; None when the option cannot be bid any more."""
    contract, enhancement, call = option
    deal = start
    while not deal.is_over and deal.phase is not Phase.PLAY:
        to_move = deal.to_move
        assert to_move is not None
        action: Action
        if deal.phase is Phase.AUCTION:
            action = Bid(contract) if to_move == seat else Pass()
        elif deal.phase is Phase.CALL:
            action = Call(call) if call is not None else helper.choose(deal.view(to_move))
        elif deal.phase is Phase.ENHANCE:
            action = Enhance(enhancement or Enhancement.PLAIN)
        else:
            action = helper.choose(deal.view(to_move))
        if not deal.is_legal(action):
            return None
        deal = deal.apply(action)
    return deal if deal.phase is Phase.PLAY and deal.soloist == seat and deal.bid is contract else None


def _dealer_for(hand: tuple[Card, ...], seat: int, auction: tuple[Action, ...], rules: Rules) -> int:
    """The dealer that makes ``seat`` the next to speak after ``auction`` (R8, R9)."""
    rest = [c for c in PACK if c not in hand]
    for dealer in range(3):
        hands = [rest[:12], rest[12:24]]
        hands.insert(seat, list(hand))
        deal = Deal.from_cards(hands, rest[24:], dealer=dealer, rules=rules)
        try:
            for action in auction:
                deal = deal.apply(action)
        except IllegalActionError:
            continue
        if deal.phase is Phase.AUCTION and deal.to_move == seat:
            return dealer
    # the advisor speaks to the hand's own player: the seat is "you"
    if auction:
        raise ArgumentValueError(msg(
            "no dealer makes you the next to speak after the auction {auction} (R8, R9): give the bids and passes "
            "in order", auction=dev(", ".join(map(str, auction)))))
    raise ArgumentValueError(msg(
        "no dealer makes you the next to speak after the auction (none yet) (R8, R9): give the bids and passes "
        "in order"))


def _stake_value(option: tuple[Contract, Enhancement | None, Card | None], rules: Rules) -> int:
    """R26: the stake v of a contract (and its Solissimo enhancement) under ``rules``."""
    contract, enhancement, _ = option
    plain = enhancement in (None, Enhancement.PLAIN)
    return rules.stake(contract.value, "" if enhancement is None or plain else enhancement.value)


def advise(
    hand: Iterable[Card | str] | str,
    seat: int = 0,
    auction: Iterable[Action | str] = (),
    rules: Rules = ITALIAN,
    samples: int = 24,
    seed: int = 0,
    progress: bool = False,
    time_budget: float | None = None,
) -> Advice:
    """For ``hand`` held at ``seat`` with ``auction`` (passes and bids so far, in order)
    before it, each contract it may still bid with the chance of making it and the
    expected stake, from ``samples`` sampled deals (the same ``seed``, the same numbers).

    With a ``time_budget`` in seconds, sampling stops once it is spent, a sampled deal
    left unfinished not counted (at least two are always played): a player deciding at
    the table (the expert's bid) stops in time, and on a slower machine its numbers rest
    on fewer deals. The sampled deals are solved side by side on the machine's cores
    (:func:`~calabresella.analysis.worlds.solve_each`): the same numbers as one at a time."""
    if not isinstance(rules, type(ADVISED.default_rules)):
        raise ArgumentTypeError(msg("rules must be a Rules value such as ITALIAN, got {rules!r}", rules=rules))
    cards = _check_hand(hand, rules)
    seat = check_int(seat, "seat", 0, 2, rule="R2")
    actions = _check_auction(auction)
    samples = check_int(samples, "samples", 2, 10_000)
    seed = check_int(seed, "seed", 0)
    progress = check_bool(progress, "progress")
    budget = None if time_budget is None else check_time_budget(time_budget)
    dealer = _dealer_for(cards, seat, actions, rules)

    rng = random.Random(f"advise:{seed}:{sorted(c.index for c in cards)}")
    rest = [c for c in PACK if c not in cards]
    options = _candidates(cards)
    made = {o: 0 for o in options}
    big = {o: [0, 0] for o in options}  # sampled deals made / lost with m >= 2 (R27)
    most = PACK_THIRDS + rules.last_trick_thirds  # R23: all the thirds of a deal
    counted = 0  # sampled deals finished: every option still open was played in each
    values = {o: _stake_value(o, rules) for o in options}
    open_options = set(options)
    sure: set[Any] = set()  # options proved to take every trick (sure_tricks)

    def sampled() -> Iterator[tuple[int, Deal]]:
        for n in itertools.count():
            shuffled = rng.sample(rest, len(rest))
            hands = [shuffled[:12], shuffled[12:24]]
            hands.insert(seat, list(cards))
            start = Deal.from_cards(hands, shuffled[24:], dealer=dealer, rules=rules)
            for action in actions:
                start = start.apply(action)
            yield n, start

    def outcomes(solver: Solver, sample: tuple[int, Deal], clock: Clock) -> dict[Any, _Outcome] | None:
        """Each option's outcome in one sampled deal; None: out of time before the last."""
        n, start = sample
        found: dict[Any, _Outcome] = {}
        for option in options:
            if clock.out_of_time():
                return None  # this sampled deal is left unfinished and not counted
            lead = _opening_lead(start, seat, option, HeuristicPlayer(n))
            if lead is None:
                found[option] = None
                continue
            won = solver.can_reach(lead, rules.win_thirds)
            # R27: the losing side's card thirds are at most its total; below the threshold, m >= 2
            high_stake = (solver.can_reach(lead, most - rules.stramazzo_below_thirds + 1) if won
                          else not solver.can_reach(lead, rules.stramazzo_below_thirds))
            found[option] = won, high_stake, lead.to_move == seat
        return found

    bar: Any = tqdm(total=samples, unit="deal", desc="advise", disable=not progress)
    with bar:
        played = solve_each(sampled(), outcomes, limit=samples, budget=budget, at_least=2,
                            finished=lambda: bar.update(1))
    for n, found_in_deal in enumerate(played):
        for option, outcome in found_in_deal.items():
            if option not in open_options:
                continue
            if outcome is None:  # the option cannot be bid any more
                open_options.discard(option)
                continue
            won, high_stake, leads_first = outcome
            if n == 0 and takes_every_trick(cards, leads_first=leads_first):
                sure.add(option)
            made[option] += won
            big[option][not won] += high_stake
        counted += 1
    found = []
    for option in options:
        if option not in open_options:
            continue
        n = counted
        low, high = wilson(made[option], n)
        contract, enhancement, call = option
        best_play = (made[option] + PRIOR_SAMPLES * base_rate(cards, contract, enhancement)) / (n + PRIOR_SAMPLES)
        low, high = min(low, best_play), max(high, best_play)  # the pull may step just outside
        chance, low, high = in_play(best_play), in_play(low), in_play(high)
        value = values[option]
        if option in sure:
            top = 2 * value * rules.cappotto_multiplier  # R27, R28: a Cappotto won
            found.append(ContractAdvice(contract, enhancement, call, n, made[option], 1.0, 1.0, 1.0,
                                        top, top, top, 1.0, proof="R4, R19, R20, R27"))
            continue
        big_won, big_lost = big[option]
        m = min(rules.cappotto_multiplier, rules.stramazzo_multiplier)
        w, l_ = big_won / max(1, made[option]), big_lost / max(1, n - made[option])
        found.append(ContractAdvice(contract, enhancement, call, n, made[option], chance, low, high,
                                    expected_stake(value, m, chance, w, l_), expected_stake(value, m, low, w, l_),
                                    expected_stake(value, m, high, w, l_), best_play, big_won=big_won, big_lost=big_lost))
    return Advice(seat, cards, tuple(found))
