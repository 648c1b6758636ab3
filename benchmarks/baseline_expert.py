"""Today's expert, kept playable beside the new one (issue 24, part 3): the expert as it was at
commit :data:`BASELINE` (``benchmarks/baseline_solver.py``'s), searching with that commit's
compiled core, so that one process can set it against the new expert in a duplicate match.

Two ways to make it, both with today's settings (:data:`TODAY`: 12 worlds a card, 2 s a
decision, 8 sampled deals a bid, the exchange planned):

- ``today_expert(seed)`` (``code="today"``, the default): the classes of that commit. Its
  ``solver.py``, ``advisor.py``, ``exchange_review.py`` (the exchange's rule of thumb) and
  ``expert.py`` are read from git history into ``benchmarks/.baseline/<commit>/`` (ignored
  by git) and imported under their own names, their imports of each other rewritten so
  that they only see one another and the baseline core (:data:`BASELINE_MODULES`). Nothing
  the new expert's code or solver becomes can change how this player decides;
- ``today_expert(seed, code="current")``: today's :class:`ExpertPlayer` *code as it is now*
  in ``calabresella/analysis/expert.py``, with the baseline :data:`BaselineSolver` for its
  cards, exchange and bids. Use it to measure the solver's speed alone when ``expert.py``
  has changed too. (The current expert and advisor solve their worlds through
  ``calabresella.analysis.worlds``, each thread with its own solver; this player points
  that module at one thread and its own baseline solver for the length of its own
  decision only: safe in one thread — a match plays its deals one decision at a time, and
  a worker process has its own modules.)

Either way every search the player makes goes to the baseline core, and none to the new
one: :class:`Routing` counts the calls into each core (the new one at every entry point of
``calabresella.analysis.solver``: its ``Solver`` methods and its compiled functions), and
:func:`verify` (``python benchmarks/baseline_expert.py``) checks it, with the baseline and
the new solver agreeing on the values::

    .venv/bin/python benchmarks/baseline_expert.py [--deals 3]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib
import inspect
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import baseline_solver  # noqa: E402  (loads the baseline core, puts its folder on sys.path)

import calabresella.analysis.solver as current_solver  # noqa: E402
import calabresella.analysis.worlds as side_by_side  # noqa: E402
from calabresella.analysis.expert import ExpertPlayer  # noqa: E402
from calabresella.engine.errors import ArgumentValueError  # noqa: E402
from calabresella.games.italian.view import SeatView  # noqa: E402

BASELINE = baseline_solver.BASELINE
PREFIX = f"baseline_{BASELINE}"

TODAY: dict[str, Any] = {"samples": 12, "time_budget": 2.0, "bid_samples": 8, "exchange": True}
"""Today's expert's settings (``ExpertPlayer()``'s defaults at :data:`BASELINE`), given
explicitly, so that new defaults do not change today's player."""

_ROOT = Path(__file__).resolve().parents[1]
_FOLDER = _ROOT / "benchmarks" / ".baseline" / BASELINE

BASELINE_MODULES: dict[str, dict[str, str]] = {
    "solver": {
        "from calabresella.analysis import _solver_core as core": f"import {PREFIX}_solver_core as core",
    },
    "advisor": {
        "from calabresella.analysis.solver import Solver": f"from {PREFIX}_solver import Solver",
    },
    "exchange_review": {
        "from calabresella.analysis.solver import Solver": f"from {PREFIX}_solver import Solver",
    },
    "expert": {
        "from calabresella.analysis.advisor import ContractAdvice, advise":
            f"from {PREFIX}_advisor import ContractAdvice, advise",
        "from calabresella.analysis.review import card_classes, discard_score":
            f"from {PREFIX}_exchange_review import card_classes, discard_score",
        "from calabresella.analysis.solver import Solver": f"from {PREFIX}_solver import Solver",
    },
}
"""The modules of ``calabresella/analysis`` read from :data:`BASELINE`, in the order they are
imported, each with its imports rewritten (exact lines: a line missing is an error)."""

_ALLOWED = ("calabresella.analysis.sure_tricks",)
"""The only modules of ``calabresella.analysis`` the baseline modules may still import as
they are now (pure card logic, no search)."""


def _write_module(name: str, rewrites: dict[str, str]) -> None:
    target = _FOLDER / f"{PREFIX}_{name}.py"
    try:
        text = subprocess.run(["git", "-C", str(_ROOT), "show", f"{BASELINE}:calabresella/analysis/{name}.py"],
                              check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        raise SystemExit(f"today's expert is read from git history (commit {BASELINE}); "
                         f"this checkout cannot show it: {error}") from None
    for old, new in rewrites.items():
        if old not in text:
            raise SystemExit(f"{BASELINE}:calabresella/analysis/{name}.py has no line {old!r} to rewrite")
        text = text.replace(old, new)
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith(("from calabresella.analysis", "import calabresella.analysis")):
            if not any(stripped.startswith((f"from {a} ", f"import {a}")) for a in _ALLOWED):
                raise SystemExit(f"the baseline {name}.py still imports the current code: {stripped!r}")
    if target.exists() and target.read_text(encoding="utf-8") == text:
        return
    partial = target.with_suffix(f".{os.getpid()}.{threading.get_ident()}.part")
    partial.write_text(text, encoding="utf-8")
    partial.replace(target)


def _load() -> dict[str, ModuleType]:
    _FOLDER.mkdir(parents=True, exist_ok=True)
    modules = {}
    for name, rewrites in BASELINE_MODULES.items():
        _write_module(name, rewrites)
        modules[name] = importlib.import_module(f"{PREFIX}_{name}")
    assert modules["solver"].core is baseline_solver.core, "the baseline solver searches with the baseline core"
    return modules


_MODULES = _load()
solver_module: Any = _MODULES["solver"]
advisor_module: Any = _MODULES["advisor"]
expert_module: Any = _MODULES["expert"]
BaselineSolver: Any = solver_module.Solver
"""Today's :class:`~calabresella.analysis.solver.Solver` (its table kept between calls),
searching with today's core."""


def _italian_only(view: object) -> None:
    """None for a view of Calabresella (the player plays it itself); refuses other games:
    their experts would be today's classes of the *current* code and solver."""
    if not isinstance(view, SeatView):
        raise ArgumentValueError(f"today's expert plays Calabresella only, not {type(view).__name__}")


class TodayExpert(expert_module.ExpertPlayer):  # type: ignore[misc, name-defined]
    """:data:`BASELINE`'s ``ExpertPlayer``, with its solver and advisor of that commit."""

    def _other_game(self, view: object) -> Any:
        # Today's check compares the Italian game's expert hook (the *current* module) with its
        # own module's ``player``: they differ here, and it would hand the view to a current
        # ExpertPlayer. This player plays Calabresella itself.
        _italian_only(view)
        return None

    def __repr__(self) -> str:
        return "TodayExpert" + super().__repr__().removeprefix("ExpertPlayer")


_WORLDS_SWAP = threading.Lock()


class BaselineCoreExpert(ExpertPlayer):
    """The *current* ``ExpertPlayer`` code, searching with :data:`BaselineSolver`: its card
    worlds, exchange plans and bids' sampled deals, one at a time, by its own baseline
    solver (see the module)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._solver = BaselineSolver()

    def _other_game(self, view: object) -> Any:
        _italian_only(view)
        return None

    def choose(self, view: SeatView) -> Any:
        with _WORLDS_SWAP:
            saved = side_by_side.WORKERS, side_by_side.thread_solver
            side_by_side.WORKERS, side_by_side.thread_solver = 1, lambda: self._solver
            try:
                return super().choose(view)
            finally:
                side_by_side.WORKERS, side_by_side.thread_solver = saved

    def __repr__(self) -> str:
        return "BaselineCoreExpert" + super().__repr__().removeprefix("ExpertPlayer")


def today_expert(seed: int = 0, code: str = "today", **settings: Any) -> Any:
    """Today's expert for ``seed``, with :data:`TODAY`'s settings (``settings`` overrides
    some, e.g. ``time_budget``): ``code="today"`` :class:`TodayExpert`, ``"current"``
    :class:`BaselineCoreExpert`."""
    kind = {"today": TodayExpert, "current": BaselineCoreExpert}.get(code)
    if kind is None:
        raise ValueError(f"code is 'today' or 'current', got {code!r}")
    return kind(seed, **{**TODAY, **settings})


# --------------------------------------------------------------------------- routing, counted


@dataclass
class Routing:
    """Calls into the new core (``new``: ``calabresella.analysis.solver``'s ``Solver`` methods
    and module functions, and its compiled functions, by the module's aliases or ``core.*``)
    and into the baseline core (``baseline``: :data:`BASELINE`'s compiled functions, by the
    baseline solver's aliases or its ``core.*``), while :meth:`counting` is on."""

    new: int = 0
    baseline: int = 0
    new_names: set[str] = field(default_factory=set)
    baseline_names: set[str] = field(default_factory=set)

    def snapshot(self) -> tuple[int, int]:
        return self.new, self.baseline

    @contextlib.contextmanager
    def counting(self) -> Iterator[Routing]:
        """Count every call into either core (undone on leaving). The compiled modules are not
        touched (their functions call one another as compiled globals): the solver modules'
        names for them are, and their ``core`` is a counting stand-in."""
        undo: list[Callable[[], None]] = []

        def counted(original: Any, name: str, side: str) -> Any:
            @functools.wraps(original)
            def call(*args: Any, **kwargs: Any) -> Any:
                setattr(self, side, getattr(self, side) + 1)
                getattr(self, f"{side}_names").add(name)
                return original(*args, **kwargs)

            return call

        def replace(owner: Any, name: str, value: Any) -> None:
            original = owner.__dict__[name]
            setattr(owner, name, value)
            undo.append(lambda: setattr(owner, name, original))

        assert solver_module.core is baseline_solver.core and current_solver.core is not baseline_solver.core
        for module, side in ((current_solver, "new"), (solver_module, "baseline")):
            for name, value in list(vars(module).items()):
                if _compiled(value):
                    replace(module, name, counted(value, name, side))
            replace(module, "core", _CountingCore(module.core, functools.partial(counted, side=side)))
        for name in ("solve", "can_reach", "card_values"):
            replace(current_solver, name, counted(vars(current_solver)[name], name, "new"))
        for name, value in list(vars(current_solver.Solver).items()):
            if inspect.isfunction(value) and not name.startswith("__"):
                replace(current_solver.Solver, name, counted(value, f"Solver.{name}", "new"))
        try:
            yield self
        finally:
            for step in reversed(undo):
                step()


def _compiled(value: object) -> bool:
    """Whether ``value`` is a compiled function (a Numba dispatcher)."""
    return callable(value) and hasattr(value, "py_func")


class _CountingCore:
    """A compiled module as a solver module sees it, its compiled functions counted."""

    def __init__(self, module: ModuleType, counted: Callable[[Any, str], Any]) -> None:
        self._module = module
        self._counted = counted

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._module, name)
        return self._counted(value, f"core.{name}") if _compiled(value) else value


# --------------------------------------------------------------------------- the check


def verify(deals: int = 3, budget: float = 0.5) -> int:
    """Check the routing and the values: for the first ``deals`` deals played to the opening
    lead by the heuristic players, the baseline and new solvers give the same card values at
    the opening lead and at trick 9; then today's expert (both ways of making it) bids,
    exchanges and leads with calls into the baseline core only, and the new expert with
    calls into the new core only. Returns the number of failures (printed)."""
    from calabresella.analysis.expert import EXCHANGE_PHASES
    from calabresella.games.italian.deal import Deal
    from calabresella.games.italian.phase import Phase
    from calabresella.games.italian.players import HeuristicPlayer

    failures = 0
    checked = 0
    seed = 0
    while checked < deals:
        deal = Deal.new(seed=seed, dealer=seed % 3)
        seat0 = deal.to_move
        assert seat0 is not None
        heuristic = HeuristicPlayer(seed)
        made = {"new": ExpertPlayer(seed, **{**TODAY, "time_budget": budget, "samples": 2, "bid_samples": 2}),
                "today": today_expert(seed, time_budget=budget, samples=2, bid_samples=2),
                "current": today_expert(seed, "current", time_budget=budget, samples=2, bid_samples=2)}
        routing = Routing()
        with routing.counting():
            for name, player in made.items():
                before = routing.snapshot()
                player.choose(deal.view(seat0))  # the bid: the advisor's searches
                failures += _report(f"deal {seed} {name} bid", name, before, routing)
        exchanged = False
        while deal.phase not in (Phase.PLAY, Phase.ABANDONED):
            to_move = deal.to_move
            assert to_move is not None
            view = deal.view(to_move)
            if deal.phase in EXCHANGE_PHASES and len(view.legal_actions) > 1 and not exchanged:
                exchanged = True  # the first exchange decision: the plan's searches
                with routing.counting():
                    for name, player in made.items():
                        before = routing.snapshot()
                        player.exchange_scores(view)
                        failures += _report(f"deal {seed} {name} exchange", name, before, routing)
            deal = deal.apply(heuristic.choose(view))
        seed += 1
        if deal.phase is not Phase.PLAY:
            continue
        checked += 1
        positions = [deal]
        later = deal
        while later.phase is Phase.PLAY and len(later.tricks) < 8:
            later = later.apply(HeuristicPlayer(seed).choose(later.view(later.to_move)))
        positions.append(later)
        for position in positions:
            old, new = BaselineSolver().card_values(position), current_solver.Solver().card_values(position)
            same = old == new
            failures += not same
            print(f"deal {seed - 1}, {len(position.tricks)} tricks played: card values "
                  f"{'the same' if same else f'DIFFER: baseline {old} new {new}'}")
        with routing.counting():
            seat = deal.to_move
            assert seat is not None
            for name, player in made.items():
                before = routing.snapshot()
                player.choose(deal.view(seat))
                failures += _report(f"deal {seed - 1} {name} opening lead", name, before, routing)
    print("routing and values:", "OK" if not failures else f"{failures} FAILURES")
    return failures


def _report(what: str, name: str, before: tuple[int, int], routing: Routing) -> int:
    new = routing.new - before[0]
    old = routing.baseline - before[1]
    good = (new == 0 and old > 0) if name != "new" else (old == 0 and new > 0)
    print(f"{what}: {new} calls into the new core, {old} into the baseline core{'' if good else '  <-- WRONG'}")
    return 0 if good else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3, help="deals to check (default 3)")
    parser.add_argument("--budget", type=float, default=0.5, help="each expert's time budget here")
    args = parser.parse_args(argv)
    print(today_expert(0), today_expert(0, "current"), ExpertPlayer(0), sep="\n")
    start = time.perf_counter()
    failures = verify(args.deals, args.budget)
    print(f"({time.perf_counter() - start:.1f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
