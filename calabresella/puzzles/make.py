"""Making puzzles from deals the project's players play, each answer proved by the solver (issue 22).

In the spirit of lichess's puzzle generator: take real games, find the moments where one
choice works and the others lose clearly, and keep only those a player who does not
think gets wrong. Here the games are deals played by the heuristic player
(:class:`~calabresella.games.italian.players.HeuristicPlayer`) at all three seats, with
the deal's seed; a moment is kept when

1. **the heuristic player gets it wrong**: its choice is worth less than the best with
   best play (so the answer is not trivially obvious);
2. **the answer is forced**: one choice is best, or several cards that play alike (the
   same suit and thirds, nothing in play between them: :func:`play_alike`), and
3. **the difference is real**: every other choice changes the outcome — the soloist's
   contract made (goal ``"make"``) or beaten (goal ``"beat"``), R25 — or costs at least
   :data:`MOST_MARGIN` thirds (goal ``"most"``); a bid at least :data:`BID_MARGIN` stake
   units.

What each kind asks and how it is proved:

- **play** (:func:`position_puzzle`): every legal card valued by the double-dummy solver
  (:func:`~calabresella.analysis.solver.Solver.card_values`, R20–R23), in thirds for the
  seat's side; the line of best play follows the best card to the end of the deal. A
  puzzle of view ``"all"`` shows every hand. The same position is also offered from the
  seat's own view (``"own"``) when the answer is best in at least :data:`OWN_AGREEMENT` of
  :data:`OWN_SAMPLES` layouts of the hidden cards dealt at random in ways that fit what
  the seat has seen (:class:`~calabresella.games.italian.inference.Knowledge`);
- **exchange** (:func:`exchange_puzzle`): the soloist of a Chiamo or Solo with the monte
  in hand (R14): the best set of four discards is found by null-window searches over
  every set (one of each set that plays alike), as the review of the exchange finds it;
  the position is a puzzle when that set alone keeps the contract (R25, goal ``"make"``)
  or alone comes within :data:`MOST_MARGIN` thirds of the best (``"most"``), and the
  heuristic player's discards are not it. That set and the :data:`EXCHANGE_SHOWN` other
  most plausible ones are solved exactly and offered; a set not offered is proved worse,
  so it is no answer;
- **bid** (:func:`bid_puzzle`): a hand in the auction, valued by the advisor
  (:func:`~calabresella.analysis.advisor.advise`, :data:`BID_SAMPLES` sampled deals): the
  expected stake of each contract still open (its best call or enhancement) and 0 for a
  pass (R8, R26–R28).

Each puzzle is then rated (:func:`rate`) by how often three reference players solve it:
the random player (the share of right choices), the heuristic player with
:data:`HEURISTIC_SEEDS` and a weak expert (:data:`WEAK_EXPERT_SAMPLES` worlds) with
:data:`EXPERT_SEEDS` (:mod:`calabresella.puzzles.rating`).

>>> from calabresella.games.italian.deal import Deal
>>> from calabresella.show.widgets import deal_ready_to_play
>>> puzzle = position_puzzle(deal_ready_to_play(7), force=True)
>>> puzzle.kind, puzzle.view, puzzle.values[puzzle.answers[0]] == max(puzzle.values.values())
('play', 'all', True)
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import replace
from typing import Any

from calabresella.analysis.solver import Solver
from calabresella.engine.actions import Bid, Contract, Discard, Pass, Play
from calabresella.engine.cards import PACK_THIRDS, Card
from calabresella.engine.errors import ArgumentValueError, check_instance, check_int
from calabresella.games.italian.deal import Deal
from calabresella.games.italian.phase import Phase
from calabresella.games.italian.players import HeuristicPlayer
from calabresella.games.italian.record import to_dict
from calabresella.puzzles.puzzle import Puzzle, bid_name, card_code, name_of
from calabresella.puzzles.rating import puzzle_rating
from calabresella.puzzles.themes import bid_themes, exchange_themes, play_themes
from calabresella.words import N_, dev, msg

__all__ = [
    "BID_MARGIN", "EXCHANGE_SHOWN", "MOST_MARGIN", "OWN_AGREEMENT", "OWN_SAMPLES", "PER_DEAL", "after_discards",
    "best_line", "bid_puzzle", "deal_puzzles", "discards_key", "exchange_puzzle", "heuristic_discards", "make_puzzles",
    "own_view_puzzle", "play_alike", "position_puzzle", "rate",
]

MOST_MARGIN = 3
"""A card (or set of discards) that does not change the outcome is an answer only when it
beats every other by this many thirds: a point (R5)."""
BID_MARGIN = 1.0
"""A bid is an answer when its expected stake beats every other by this many units."""
BID_TOP_CARDS = 5
"""A hand the heuristic player passes is weighed by the advisor only with this many 3s, 2s
and aces (R4) or more: with fewer, passing is clear and no puzzle."""
BID_SAMPLES = 12
"""Sampled deals the advisor weighs a bid puzzle's contracts on."""
OWN_SAMPLES = 12
"""Layouts of the hidden cards solved for a puzzle from the seat's own view."""
OWN_AGREEMENT = 11
"""…of which at least this many must have the answer best."""
EXCHANGE_SHOWN = 11
"""Sets of discards offered besides the answer: the heuristic player's and the most
plausible others by :func:`~calabresella.analysis.exchange_review.discard_score`."""
PER_DEAL = 3
"""At most this many card-play puzzles from one deal (variety)."""
HEURISTIC_SEEDS: tuple[int | None, ...] = (None, 1, 2, 3)
"""The heuristic player answers with these seeds (None: ties in pack order)."""
EXPERT_SEEDS = (0,)
WEAK_EXPERT_SAMPLES = 2
"""The weak expert solves this many sampled worlds per decision."""


def _most(deal: Deal) -> int:
    return PACK_THIRDS + deal.rules.last_trick_thirds  # R23: every third of a deal


def _side(deal: Deal, seat: int, soloist_thirds: float) -> float:
    """The soloist's thirds as the thirds of ``seat``'s side."""
    return soloist_thirds if seat == deal.soloist else _most(deal) - soloist_thirds


def best_line(solver: Solver, deal: Deal) -> tuple[Card, ...]:
    """The cards played from ``deal`` to its end with best play on both sides (the soloist's
    best card the one worth most to him, a defender's the one worth least; ties to the
    first in pack order)."""
    line: list[Card] = []
    while deal.phase is Phase.PLAY:
        values = solver.card_values(deal)
        sign = 1 if deal.to_move == deal.soloist else -1
        card = min(values, key=lambda c: (-sign * values[c], c.index))
        line.append(card)
        deal = deal.apply(Play(card))
    return tuple(line)


def _goal(deal: Deal, seat: int, best: float, others: Sequence[float]) -> str | None:
    """``"make"``/``"beat"`` when the best choice (in the soloist's thirds) alone reaches or
    keeps below the winning total (R25), ``"most"`` when it beats every other by
    :data:`MOST_MARGIN`; None when it does neither."""
    if not others:
        return None
    win = deal.rules.win_thirds
    if seat == deal.soloist:
        second = max(others)
        if best >= win > second:
            return "make"
        return "most" if best - second >= MOST_MARGIN else None
    second = min(others)
    if best < win <= second:
        return "beat"
    return "most" if second - best >= MOST_MARGIN else None


def play_alike(deal: Deal, seat: int, cards: Sequence[Card]) -> bool:
    """Whether ``cards`` of ``seat``'s hand play alike: the same suit and thirds, and no
    card still in play (another hand, the trick on the table) ranking between them (R4)."""
    from calabresella.analysis.exchange_review import card_classes

    others = [c for s, hand in enumerate(deal.hands) if s != seat for c in hand]
    others += list(deal.current.cards) if deal.current else []
    classes = card_classes(deal.hands[seat], others)
    return len({classes[c] for c in cards}) == 1


def _check_position(deal: Any) -> Deal:
    checked: Deal = check_instance(deal, Deal, "deal", N_("a Deal in its card play, such as deal_ready_to_play(7)"))
    if checked.phase is not Phase.PLAY:
        raise ArgumentValueError(msg("a card-play puzzle is made of a deal in its card play (R19–R21); this deal is "
                                     "in the {phase}", phase=checked.phase.value))
    return checked


def position_puzzle(deal: Deal, view: str = "all", force: bool = False, *, solver: Solver | None = None,
                    heuristic: Card | None = None, puzzle_id: str | None = None, source: str = "") -> Puzzle | None:
    """The card-play puzzle of ``deal``'s position, for the seat to move (view ``"all"``:
    every hand face up). Without ``force`` it is None unless the position is a puzzle (see
    the module; ``heuristic``: the heuristic player's card, which must not be an answer);
    with ``force`` it is made anyway (*Try again from here*). ``view="own"`` also samples
    the seat's own view (:func:`own_view_puzzle`)."""
    deal = _check_position(deal)
    if view not in ("all", "own"):
        raise ArgumentValueError(msg("view must be one of {choices}, got {value!r}", choices="all, own", value=view))
    solver = solver or Solver()
    seat = deal.to_move
    assert seat is not None
    raw = solver.card_values(deal)
    sign = 1 if seat == deal.soloist else -1
    best = max(raw.values()) if sign > 0 else min(raw.values())
    answers = sorted((c for c in raw if raw[c] == best), key=lambda c: c.index)
    others = [v for c, v in raw.items() if v != best]
    goal = _goal(deal, seat, best, others)
    if not force and (goal is None or (heuristic is not None and heuristic in answers)
                      or not play_alike(deal, seat, answers)):
        return None
    line = (answers[0], *best_line(solver, deal.apply(Play(answers[0]))))
    other_line: tuple[Card, ...] = ()
    if others:
        runner = max(others) if sign > 0 else min(others)
        second = min((c for c in raw if raw[c] == runner), key=lambda c: c.index)
        other_line = (second, *best_line(solver, deal.apply(Play(second))))
    played = sum(len(t.cards) for t in deal.tricks) + (len(deal.current.cards) if deal.current else 0)
    puzzle = Puzzle(
        id=puzzle_id or f"play-{deal.seed if deal.seed is not None else 0:06d}-{played:02d}",
        kind="play", view="all", record=to_dict(deal), seat=seat, goal=goal or "most", unit="thirds",
        choices=tuple(card_code(c) for c in sorted(raw, key=lambda c: c.index)),
        values={card_code(c): float(_side(deal, seat, v)) for c, v in raw.items()},
        answers=tuple(card_code(c) for c in answers), line=tuple(card_code(c) for c in line),
        themes=play_themes(deal, line, other_line), source=source,
    )
    return own_view_puzzle(puzzle, deal, solver) if view == "own" else puzzle


def own_view_puzzle(puzzle: Puzzle, deal: Deal, solver: Solver | None = None, samples: int = OWN_SAMPLES,
                    seed: int = 0) -> Puzzle | None:
    """The card-play ``puzzle`` from its seat's own view: ``samples`` layouts of the cards
    the seat cannot see, dealt at random in ways that fit what it has seen, each solved;
    the values are the averages, and the puzzle is kept (else None) when an answer is best
    in at least :data:`OWN_AGREEMENT` of every :data:`OWN_SAMPLES` layouts."""
    from calabresella.analysis.expert import world_deal
    from calabresella.games.italian.inference import Knowledge

    solver = solver or Solver()
    seat = puzzle.seat
    view = deal.view(seat)
    seen = Knowledge.of(view)
    rng = random.Random(f"own-view:{puzzle.id}:{seed}")
    answers = {Card.parse(a) for a in puzzle.answers}
    totals: dict[Card, float] = {}
    agreed = 0
    for done in range(samples):
        if (done - agreed) * OWN_SAMPLES > (OWN_SAMPLES - OWN_AGREEMENT) * samples:
            return None  # too many layouts disagree already
        values = solver.card_values(world_deal(view, seen.sample(rng)))
        side = {c: _side(deal, seat, v) for c, v in values.items()}
        for c, v in side.items():
            totals[c] = totals.get(c, 0.0) + v
        top = max(side.values())
        agreed += any(side[c] == top for c in answers) and all(side[c] < top for c in side if c not in answers)
    if agreed * OWN_SAMPLES < OWN_AGREEMENT * samples:
        return None
    means = {card_code(c): round(v / samples, 2) for c, v in totals.items()}
    best = max(means[a] for a in puzzle.answers)
    if any(v >= best for c, v in means.items() if c not in puzzle.answers):
        return None
    kept = tuple(a for a in puzzle.answers if means[a] == best)
    line = puzzle.line
    if line[0] not in kept:  # the line of best play (in the real layout) starts with an answer of this view
        line = (kept[0], *(card_code(c) for c in best_line(solver, deal.apply(Play(Card.parse(kept[0]))))))
    return replace(puzzle, id=puzzle.id + "-own", view="own", values=means, sampled=samples, agreed=agreed,
                   answers=kept, line=line)


# ---------------------------------------------------------------------- the exchange


def discards_key(cards: Sequence[Card]) -> str:
    """Discards as a puzzle writes them: card codes in pack order."""
    return " ".join(card_code(c) for c in sorted(cards, key=lambda c: c.index))


def after_discards(before: Deal, discards: Sequence[Card]) -> Deal:
    """The position at the opening lead after the soloist discards ``discards`` (R14), each
    through the engine in the order it asks."""
    state = before
    for card in discards:
        state = state.apply(Discard(card))
    return state


def exchange_puzzle(before: Deal, *, solver: Solver | None = None, heuristic: Sequence[Card] | None = None,
                    puzzle_id: str | None = None, source: str = "") -> Puzzle | None:
    """The exchange puzzle of ``before`` (the soloist about to make the first of four
    discards, R14), or None when it is no puzzle (see the module)."""
    from calabresella.analysis.exchange_review import card_classes, discard_score

    check_instance(before, Deal, "before", N_("a Deal whose soloist is about to discard"))
    if before.phase is not Phase.DISCARD or before.to_move != before.soloist:
        raise ArgumentValueError(msg("an exchange puzzle is made of a deal whose soloist is about to discard (R14)"))
    seat = before.soloist
    assert seat is not None
    count = before.to_discard[seat]
    hand = before.hands[seat]
    if count != 4:
        return None
    solver = solver or Solver()
    others = [c for s in before.defenders for c in before.hands[s]]
    classes = card_classes(hand, others)
    distinct: dict[tuple[int, ...], tuple[Card, ...]] = {}
    for combo in itertools.combinations(hand, count):
        distinct.setdefault(tuple(sorted(classes[c] for c in combo)), combo)
    ranked = sorted(distinct.values(), key=lambda combo: -discard_score([c for c in hand if c not in combo], others,
                                                                        combo))
    chosen = tuple(heuristic) if heuristic is not None else None
    win, most = before.rules.win_thirds, _most(before)
    # the best value, found as review_exchange finds it: "better than the best so far?"
    best_value, best_sets = -1, []
    for combo in ranked:
        position = after_discards(before, combo)
        if best_value < 0:
            best_value, best_sets = solver.solve(position), [combo]
        elif best_value < most and solver.can_reach(position, best_value + 1):
            best_value, best_sets = solver.solve(position), [combo]
        elif solver.can_reach(position, best_value):
            best_sets.append(combo)
    if len(best_sets) != 1:
        return None  # no one best set
    answer = best_sets[0]
    chosen_key = None if chosen is None else tuple(sorted(classes[c] for c in chosen))
    if chosen is not None:
        if chosen_key == tuple(sorted(classes[c] for c in answer)):
            return None
        mine = solver.solve(after_discards(before, chosen))
        if best_value - mine < MOST_MARGIN and not best_value >= win > mine:
            return None  # the heuristic player's discards are nearly as good
    rest = [c for c in ranked if c is not answer]
    # every other set loses the contract (make), or is MOST_MARGIN thirds worse (most)
    if best_value >= win and not any(solver.can_reach(after_discards(before, c), win) for c in rest):
        goal = "make"
    elif not any(solver.can_reach(after_discards(before, c), best_value - MOST_MARGIN + 1) for c in rest):
        goal = "most"
    else:
        return None
    shown = [answer]
    if chosen is not None:
        shown.append(chosen)
    shown += [c for c in rest if tuple(sorted(classes[x] for x in c)) != chosen_key][:EXCHANGE_SHOWN + 1 - len(shown)]
    values = {discards_key(c): float(solver.solve(after_discards(before, c))) for c in shown}
    line = best_line(solver, after_discards(before, answer))
    return Puzzle(
        id=puzzle_id or f"exchange-{before.seed if before.seed is not None else 0:06d}", kind="exchange", view="all",
        record=to_dict(before), seat=seat, goal=goal, unit="thirds", choices=tuple(values), values=values,
        answers=(discards_key(answer),), line=tuple(card_code(c) for c in line),
        themes=exchange_themes(hand, answer),
        source=source + dev(f"{' ' if source else ''}(all {len(ranked)} sets of discards that play differently were "
                            "searched)"),
    )


def heuristic_discards(before: Deal, player: Any = None) -> tuple[Card, ...]:
    """The discards of ``player`` (default: the heuristic player, unseeded) from ``before``
    (the soloist about to discard, R14)."""
    player = HeuristicPlayer() if player is None else player
    cards, state, seat = [], before, before.soloist
    while state.phase is Phase.DISCARD and seat is not None and state.to_move == seat:
        action = player.choose(state.view(seat))
        assert isinstance(action, Discard)
        cards.append(action.card)
        state = state.apply(action)
    return tuple(cards)


# ---------------------------------------------------------------------- the auction


def bid_puzzle(deal: Deal, *, heuristic: Any = None, samples: int = BID_SAMPLES, puzzle_id: str | None = None,
               source: str = "") -> Puzzle | None:
    """The auction puzzle of ``deal`` (a seat to speak, R8), or None when the advisor's
    answer is not clear-cut (see the module) or is the heuristic player's."""
    from calabresella.analysis.advisor import advise, top_cards

    check_instance(deal, Deal, "deal", N_("a Deal in its auction, such as Deal.new(seed=7)"))
    if deal.phase is not Phase.AUCTION:
        raise ArgumentValueError(msg("a bid puzzle is made of a deal in its auction (R8)"))
    seat = deal.to_move
    assert seat is not None
    auction = [a for _, a in deal.history]
    if top_cards(deal.hands[seat]) < BID_TOP_CARDS and isinstance(heuristic, (Pass, type(None))):
        return None  # a hand the heuristic player passes and that holds few top cards: passing is clear
    advice = advise(deal.hands[seat], seat, auction, deal.rules, samples=samples, seed=deal.seed or 0)
    values: dict[str, float] = {"pass": 0.0}
    for option in advice.options:
        if not deal.is_legal(Bid(option.contract)):
            continue
        name = bid_name(option.contract)
        values[name] = round(max(values.get(name, float("-inf")), option.stake), 2)
    if len(values) < 2:
        return None
    best = max(values.values())
    answers = [c for c, v in values.items() if v == best]
    rest = [v for c, v in values.items() if c not in answers]
    if len(answers) != 1 or best - max(rest) < BID_MARGIN:
        return None
    level = {"pass": 0, **{bid_name(c): c.level for c in Contract}}
    chosen = "pass" if heuristic is None or isinstance(heuristic, Pass) else bid_name(heuristic.contract)
    if chosen == answers[0]:
        return None
    return Puzzle(
        id=puzzle_id or f"bid-{deal.seed if deal.seed is not None else 0:06d}-{len(auction)}", kind="bid",
        view="own", record=to_dict(deal), seat=seat, goal="most", unit="stake", choices=tuple(values),
        values=values, answers=tuple(answers), themes=bid_themes(level[answers[0]], level[chosen]),
        sampled=samples, agreed=samples, source=source,
    )


# ---------------------------------------------------------------------- rating


def _answer_of(puzzle: Puzzle, deal: Deal, player: Any) -> str:
    """A reference player's answer to ``puzzle`` (from its own view), as the puzzle's text."""
    view = deal.view(puzzle.seat)
    if puzzle.kind == "exchange":
        if hasattr(player, "best_exchange"):
            plan = player.best_exchange(view)
            return discards_key([a.card for a in plan if isinstance(a, Discard)])
        return discards_key(heuristic_discards(deal, player))
    action = player.choose(view)
    if puzzle.kind == "bid":
        return "pass" if isinstance(action, Pass) else bid_name(action.contract)
    return card_code(action.card)


def rate(puzzle: Puzzle) -> Puzzle:
    """``puzzle`` with ``solved_by`` (the random player's share of right choices, the
    heuristic player's over :data:`HEURISTIC_SEEDS`, the weak expert's over
    :data:`EXPERT_SEEDS`) and the rating they give (:func:`~calabresella.puzzles.rating.puzzle_rating`)."""
    from calabresella.analysis.expert import ExpertPlayer

    deal = puzzle.position()
    right = set(puzzle.answers)
    heuristic = [_answer_of(puzzle, deal, HeuristicPlayer(s)) in right for s in HEURISTIC_SEEDS]
    experts = [_answer_of(puzzle, deal, ExpertPlayer(seed=s, samples=WEAK_EXPERT_SAMPLES, time_budget=60.0,
                                                     bid_samples=4)) in right for s in EXPERT_SEEDS]
    solved_by = {
        # the random player picks any choice; in the exchange, any four cards of the hand
        "random": round(len(right) / (len(puzzle.choices) if puzzle.kind != "exchange"
                                      else math.comb(len(deal.hands[puzzle.seat]), 4)), 4),
        "heuristic": sum(heuristic) / len(heuristic),
        "expert": sum(experts) / len(experts),
    }
    rating = puzzle_rating(solved_by)
    return replace(puzzle, solved_by=solved_by, rating=round(rating.mu, 1), deviation=round(rating.sigma, 1))


# ---------------------------------------------------------------------- from deals


def _heuristic_deal(seed: int) -> tuple[Deal, list[HeuristicPlayer]]:
    return Deal.new(seed=seed, dealer=seed % 3), [HeuristicPlayer() for _ in range(3)]


def deal_puzzles(seed: int, kind: str, own: bool = True, stats: dict[str, int] | None = None) -> list[Puzzle]:
    """The puzzles of ``kind`` found in the deal of ``seed`` played by the heuristic player
    at every seat (dealer ``seed % 3``), rated (:func:`rate`). ``stats``, when given,
    counts the ``positions`` weighed (a card with a real choice, a soloist's discards, a
    turn to bid) and the puzzles ``kept``."""
    stats = {} if stats is None else stats
    deal, players = _heuristic_deal(seed)
    source = dev(f"deal seed {seed}, the heuristic player at every seat")  # data in the file, not a sentence shown
    found: list[Puzzle] = []
    solver = Solver()
    while deal.phase not in (Phase.FINISHED, Phase.ABANDONED):
        seat = deal.to_move
        assert seat is not None
        action = players[seat].choose(deal.view(seat))
        if kind == "bid" and deal.phase is Phase.AUCTION and not found:
            stats["positions"] = stats.get("positions", 0) + 1
            puzzle = bid_puzzle(deal, heuristic=action, source=source)
            if puzzle is not None:
                found.append(puzzle)
        elif kind == "exchange" and deal.phase is Phase.DISCARD and deal.to_move == deal.soloist and not found \
                and deal.to_discard[seat] == 4:
            stats["positions"] = stats.get("positions", 0) + 1
            puzzle = exchange_puzzle(deal, solver=solver, heuristic=heuristic_discards(deal), source=source)
            if puzzle is not None:
                found.append(puzzle)
        elif kind == "play" and deal.phase is Phase.PLAY and len(found) < PER_DEAL * (2 if own else 1):
            legal = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
            if len(legal) > 1 and len(deal.hands[seat]) > 1 and isinstance(action, Play):
                stats["positions"] = stats.get("positions", 0) + 1
                if solver.solve(deal) != solver.solve(deal.apply(action)):
                    puzzle = position_puzzle(deal, solver=solver, heuristic=action.card, source=source)
                    if puzzle is not None:
                        found.append(puzzle)
                        mine = own_view_puzzle(puzzle, deal, solver) if own else None
                        if mine is not None:
                            found.append(mine)
        if kind != "play" and found:
            break
        deal = deal.apply(action)
    stats["kept"] = stats.get("kept", 0) + len(found)
    return [rate(p) for p in found]


def _one_seed(args: tuple[int, str]) -> list[dict[str, Any]]:
    return [p.to_dict() for p in deal_puzzles(*args)]


def make_puzzles(count: int, kind: str = "play", seed: int = 0, executor: Executor | None = None,
                 progress: bool = False, chunk: int = 8,
                 on_batch: Callable[[list[Puzzle]], None] | None = None) -> list[Puzzle]:
    """At least ``count`` puzzles of ``kind`` (``"play"``, ``"exchange"``, ``"bid"``) from
    deals of seeds ``seed``, ``seed + 1``, …, in order (the same arguments, the same
    puzzles, with or without an ``executor``); a progress bar with ``progress``;
    ``on_batch`` is called with the puzzles made so far after every ``chunk`` deals (to
    save them as they come: a long run stopped keeps what it made)."""
    count = check_int(count, "count", 1, 100_000)
    seed = check_int(seed, "seed", 0)
    if kind not in ("play", "exchange", "bid"):
        raise ArgumentValueError(msg("kind must be one of {choices}, got {value!r}", choices="play, exchange, bid",
                                     value=kind))
    from tqdm.auto import tqdm

    made: list[Puzzle] = []
    seeds: Iterator[int] = itertools.count(seed)
    with tqdm(total=count, desc=str(name_of(kind)), unit="puzzle", disable=not progress) as bar:
        while len(made) < count:
            batch = [(next(seeds), kind) for _ in range(chunk)]
            results = executor.map(_one_seed, batch) if executor is not None else map(_one_seed, batch)
            for found in results:
                new = [Puzzle.from_dict(d) for d in found]
                made += new
                bar.update(min(len(new), max(0, count - bar.n)))
            if on_batch is not None:
                on_batch(list(made))
    return made
