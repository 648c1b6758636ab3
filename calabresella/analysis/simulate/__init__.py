"""Many deals at once with NumPy, returning pandas tables.

Cards are the integers 0–39 of :attr:`Card.index <calabresella.engine.cards.Card.index>`;
their suit, strength and thirds are read off :data:`~calabresella.engine.cards.PACK`
(R3–R5), never typed again, and every deal is scored by the engine's own scoring
(:func:`~calabresella.games.italian.scoring.score_checked`, R22–R28), remembered in a
table. All the deals of a chunk play trick *k* together: for each of the 36 cards of a
deal, one round of array operations chooses that card in every deal at once. Long runs
(:data:`COMPILED_RUNS`) play the tricks in a compiled loop instead (Numba, deal by deal,
:func:`load_compiled`): the same cards, faster.

The package, by concern: :mod:`.arguments` (every argument checked),
:mod:`.bits` (tables read off the pack and the engine's seat rules, hands as bits),
:mod:`.randomness` (the deals' random numbers), :mod:`.dealing`, :mod:`.heuristic`
(the engine's heuristic, vectorised), :mod:`.playout` (the play of many deals),
:mod:`.compiled` (its trick loop, compiled), :mod:`.scores` (the score table),
:mod:`.engine_side` (the simulator's policy as an engine player), :mod:`.summaries`
(pandas tables), :mod:`.running` (chunks, memory, executors) and :mod:`.words` (the
command's text).

>>> df = simulate(300, players="random", seed=1, progress=False)
>>> len(df), int(df.t0.add(df.t1).add(df.t2).abs().sum())  # R28: every deal sums to 0
(300, 0)
>>> bool(summary(df).loc["Solo", "deals"] > 0)
True

**Randomness.** Deal *i* of a run with seed *S* has its own seed ``S * 2**32 + i``
(the ``seed`` column). Every random number of that deal is a pure function of that
seed and of a numbered *slot* (:func:`uniform`), so a deal comes out the same in any
chunk, on any worker. ``dealing="numpy"`` (the default, fast) shuffles with those
numbers; ``dealing="engine"`` deals exactly as ``Deal.new(seed, dealer)`` does, so a
row can be replayed in the engine by :func:`engine_deal`. Random players choose the
``int(u * n)``-th of their ``n`` legal actions in the engine's order, ``u`` being the
deal's number for that decision: :class:`StreamPlayer` is the same policy as an engine
player, which is how the tests prove that the simulator and the engine agree.

**Memory.** :func:`simulate` returns one row per deal (31 bytes each in the table, 48 counted while it is built) and
refuses, up front, a table that would not fit in the memory available;
:func:`simulate_summary` (and ``python -m calabresella simulate``) gives
``summary(simulate(...))`` to the last digit while holding one chunk of deals at a
time, so its memory does not grow with the number of deals. A run has at most 2**32
deals (:data:`MAX_DEALS`), the seeds it can tell apart.

>>> simulate_summary(300, seed=1, progress=False).equals(summary(df))
True

**The heuristic.** ``players="heuristic"`` plays exactly the rules of
:class:`~calabresella.games.italian.players.HeuristicPlayer` (with ``seed=None``), vectorised: same
weights (imported from :mod:`calabresella.games.italian.players`), same knowledge (its own hand, the
cards played, its own discards), same ties (the first card in pack order). It is not
simpler: a test checks that both make the same choices, deal after deal.
"""

from __future__ import annotations

from calabresella.analysis.simulate.arguments import (
    MAX_DEALS,
    MAX_SEED,
    PLAYER_KINDS,
    SIMULATED_PROFILES,
    PlayerKind,
)
from calabresella.analysis.simulate.bits import (
    ALL_BITS,
    BIT,
    BY_SUIT,
    CONTRACTS,
    ENHANCEMENTS,
    GAMES,
    LEFT_OF,
    N_CARDS,
    N_RANKS,
    N_SUITS,
    POS,
    RIGHT_OF,
    SEAT_AFTER,
    STRENGTH,
    SUIT,
    SUIT_BITS,
    THIRDS,
    Array,
    to_bits,
    to_masks,
)
from calabresella.analysis.simulate.dealing import (
    engine_deal,
    engine_deals,
    numpy_deals,
)
from calabresella.analysis.simulate.engine_side import (
    StreamPlayer,
    force_contract,
    slot_of,
)
from calabresella.analysis.simulate.heuristic import (
    PATTERNS,
    SHARE_WORTH,
    call_choices,
    hand_values,
    least_kept,
    suit_patterns,
    wanted_levels,
)
from calabresella.analysis.simulate.played import (
    Played,
)
from calabresella.analysis.simulate.playout import (
    COMPILED_FROM_DEALS,
    load_compiled,
    play_deals,
)
from calabresella.analysis.simulate.randomness import (
    SLOT_AUCTION,
    SLOT_CALL,
    SLOT_DISCARD,
    SLOT_ENHANCE,
    SLOT_GIVE,
    SLOT_PLAY,
    SLOT_SHARE,
    SLOT_SHUFFLE,
    deal_seeds,
    uniform,
)
from calabresella.analysis.simulate.running import (
    CHUNK_DEAL_BYTES,
    COMPILED_RUNS,
    ROW_BYTES,
    simulate,
    simulate_summary,
)
from calabresella.analysis.simulate.running import _results as _results
from calabresella.analysis.simulate.scores import (
    game_code,
    game_title,
)
from calabresella.analysis.simulate.summaries import (
    game_names,
    summary,
)
from calabresella.analysis.simulate.words import (
    shown_summary,
    simulate_command,
    speed,
)

__all__ = [
    "ALL_BITS",
    "Array",
    "BIT",
    "BY_SUIT",
    "CHUNK_DEAL_BYTES",
    "COMPILED_FROM_DEALS",
    "COMPILED_RUNS",
    "CONTRACTS",
    "ENHANCEMENTS",
    "GAMES",
    "LEFT_OF",
    "MAX_DEALS",
    "MAX_SEED",
    "N_CARDS",
    "N_RANKS",
    "N_SUITS",
    "PATTERNS",
    "PLAYER_KINDS",
    "POS",
    "Played",
    "PlayerKind",
    "RIGHT_OF",
    "ROW_BYTES",
    "SEAT_AFTER",
    "SHARE_WORTH",
    "SIMULATED_PROFILES",
    "SLOT_AUCTION",
    "SLOT_CALL",
    "SLOT_DISCARD",
    "SLOT_ENHANCE",
    "SLOT_GIVE",
    "SLOT_PLAY",
    "SLOT_SHARE",
    "SLOT_SHUFFLE",
    "STRENGTH",
    "SUIT",
    "SUIT_BITS",
    "StreamPlayer",
    "THIRDS",
    "call_choices",
    "deal_seeds",
    "engine_deal",
    "engine_deals",
    "force_contract",
    "game_code",
    "game_names",
    "game_title",
    "hand_values",
    "least_kept",
    "load_compiled",
    "numpy_deals",
    "play_deals",
    "simulate",
    "shown_summary",
    "simulate_command",
    "speed",
    "simulate_summary",
    "slot_of",
    "suit_patterns",
    "summary",
    "to_bits",
    "to_masks",
    "uniform",
    "wanted_levels",
]
