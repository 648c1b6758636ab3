"""Scoring many deals (R22–R28) with the engine's own arithmetic
(:func:`~calabresella.games.italian.scoring.score_checked`, which
:func:`~calabresella.games.italian.scoring.score_deal` runs after checking its inputs),
remembered in a table."""

from __future__ import annotations

import math

import numpy as np

from calabresella.analysis.simulate.arguments import (
    _whole,
)
from calabresella.analysis.simulate.bits import (
    CONTRACTS,
    ENHANCEMENTS,
    GAMES,
    LEFT_OF,
    RIGHT_OF,
    THIRDS,
    Array,
)
from calabresella.analysis.simulate.played import (
    Played,
)
from calabresella.engine.actions import (
    Contract,
    Enhancement,
)
from calabresella.engine.cards import PACK_THIRDS
from calabresella.engine.errors import (
    check_instance,
)
from calabresella.games.italian.rules import (
    Rules,
)
from calabresella.games.italian.scoring import score_checked
from calabresella.words import N_, msg


def game_code(contract: Contract, enhancement: Enhancement = Enhancement.PLAIN) -> int:
    """R26: the index of a contract (and Solissimo enhancement) in :data:`GAMES`.

    >>> game_code(Contract.SOLO), game_code(Contract.SOLISSIMO, Enhancement.SCEGLIETE)
    (1, 4)
    """
    check_instance(contract, Contract, "contract", msg("a Contract such as Contract.SOLO (R8)"))
    check_instance(enhancement, Enhancement, "enhancement", msg("an Enhancement such as Enhancement.DIVIDETE (R16)"))
    name = contract.value
    if contract is Contract.SOLISSIMO and enhancement is not Enhancement.PLAIN:
        name = f"{name} {enhancement.value}"
    return GAMES.index(name)


def game_title(code: int) -> str:
    """``'Solissimo dividete'``, ``'Solo'``… for a game code; ``'Abandoned'`` for -1 (R10)."""
    code = _whole(code, "code", -1, len(GAMES) - 1, rule="R26")
    return N_("Abandoned") if code < 0 else GAMES[code].capitalize()


# --------------------------------------------------------------------------- scoring


_SCORE_FIELDS = (
    "soloist_thirds",
    "defenders_thirds",
    "soloist_points",
    "defenders_points",
    "won",
    "cappotto",
    "stramazzo",
    "multiplier",
    "t0",
    "t1",
    "t2",
)


_REFERENCE_SEAT = 0
"""The soloist of every entry of a score table: a deal of another soloist reads the same
entry, its transfers turned round the table (R28, see :class:`_ScoreTable`)."""


class _ScoreTable:
    """Every score the engine gives (R22–R28), filled in as deals need them.

    An entry is :func:`~calabresella.games.italian.scoring.score_checked`, the arithmetic
    of :func:`~calabresella.games.italian.scoring.score_deal` without its input checks:
    every key comes from a deal the simulator played to its end, so it is one a finished
    deal can have. The key is the game, the soloist's trick thirds, the monte's thirds,
    who took the last trick and the soloist's tricks; each entry is scored for the soloist
    :data:`_REFERENCE_SEAT` and keeps the transfers by place at the table, the soloist's,
    then those of the seats on the soloist's right and left (R28: the soloist gains or
    pays twice the stake, each defender once; nothing else depends on the seat). Tests
    check the entries against ``score_deal`` itself for every soloist. The entries of a
    chunk's new keys are filled together, and a look-up reads the row of a key at once."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        max_monte = int(np.sort(THIRDS)[-rules.monte_size :].sum())
        self.shape = (len(GAMES), PACK_THIRDS + 1, max_monte + 1, 2, rules.hand_size + 1)
        size = math.prod(self.shape)
        self.filled = np.zeros(size, dtype=bool)
        self.rows = np.zeros((size, len(_SCORE_FIELDS)), dtype=np.int16)
        self.games = [_game_of(name) for name in GAMES]
        self.places = (_REFERENCE_SEAT, int(RIGHT_OF[_REFERENCE_SEAT]), int(LEFT_OF[_REFERENCE_SEAT]))

    def lookup(self, keys: tuple[Array, ...]) -> Array:
        """The rows (n, fields) of the keys, filling in the missing ones first; the last
        three fields are the transfers of the soloist, its right and its left."""
        flat = np.ravel_multi_index(keys, self.shape)
        missing = np.unique(flat[~self.filled[flat]])
        if len(missing):
            self._fill(missing)
        return np.asarray(self.rows[flat])

    def _fill(self, missing: Array) -> None:
        rules, tricks_of_deal, games = self.rules, self.rules.hand_size, self.games
        soloist, right, left = self.places
        rows = []
        for code, trick_thirds, monte_thirds, last, tricks in zip(
            *(axis.tolist() for axis in np.unravel_index(missing, self.shape)), strict=True
        ):
            contract, enhancement = games[code]
            result = score_checked(
                soloist,
                contract,
                enhancement,
                trick_thirds,
                PACK_THIRDS - trick_thirds - monte_thirds,
                monte_thirds,
                bool(last),
                tricks,
                tricks_of_deal,
                rules,
            )
            moves = result.transfers
            rows.append(
                (
                    result.soloist_thirds,
                    result.defenders_thirds,
                    result.soloist_points,
                    result.defenders_points,
                    result.won,
                    result.cappotto,
                    result.stramazzo,
                    result.multiplier,
                    moves[soloist],
                    moves[right],
                    moves[left],
                )
            )
        self.rows[missing] = np.array(rows, dtype=np.int16)
        self.filled[missing] = True


def _game_of(name: str) -> tuple[Contract, Enhancement]:
    """R26: the contract and enhancement of a name of :data:`GAMES`."""
    contract, _, enhancement = name.partition(" ")
    return Contract(contract), Enhancement(enhancement) if enhancement else Enhancement.PLAIN


_TABLES: dict[Rules, _ScoreTable] = {}
_MAX_TABLES = 16
"""Score tables kept at once (the oldest is let go first): each profile has its own."""


def _score(played: Played, final_monte: Array, rules: Rules) -> None:
    """R22–R28: fill in each deal's score from its tricks and its final monte."""
    n = len(played)
    sol = played.soloist.astype(np.int64)
    on = sol >= 0
    thirds = THIRDS[played.plays]  # (n, 36): a deal's cards in playing order, three a trick
    trick_thirds = thirds[:, 0::3] + thirds[:, 1::3] + thirds[:, 2::3]
    mine = played.winners == played.soloist[:, None]
    played.soloist_tricks = np.where(on, np.count_nonzero(mine, axis=1), 0).astype(np.int8)
    played.soloist_trick_thirds = np.where(on, np.where(mine, trick_thirds, 0).sum(axis=1), 0).astype(np.int8)
    monte = THIRDS[final_monte]
    played.monte_thirds = np.where(on, sum(monte[:, k] for k in range(monte.shape[1])), 0).astype(np.int8)
    played.last_trick_to_soloist = on & mine[:, -1]
    code = np.full(n, -1, dtype=np.int64)
    level = played.level.astype(np.int64)
    for c in CONTRACTS:
        if c is Contract.SOLISSIMO:
            for e_index, e in enumerate(ENHANCEMENTS):
                code[(level == c.level) & (played.enhancement == e_index)] = game_code(c, e)
        else:
            code[level == c.level] = game_code(c)
    played.code = code.astype(np.int8)
    table = _TABLES.get(rules)
    if table is None:
        while len(_TABLES) >= _MAX_TABLES:
            del _TABLES[next(iter(_TABLES))]
        table = _TABLES[rules] = _ScoreTable(rules)
    r = np.flatnonzero(on)
    keys = (
        code[r],
        played.soloist_trick_thirds[r].astype(np.int64),
        played.monte_thirds[r].astype(np.int64),
        played.last_trick_to_soloist[r].astype(np.int64),
        played.soloist_tricks[r].astype(np.int64),
    )
    found = table.lookup(keys)
    for j, name in enumerate(_SCORE_FIELDS[:-3]):
        column = np.zeros(n, dtype=np.int16)
        column[r] = found[:, j]
        played.scores[name] = column
    s = sol[r]
    own, right, left = found[:, -3], found[:, -2], found[:, -1]
    for seat in range(3):  # R28: each seat's transfer by its place from the soloist
        column = np.zeros(n, dtype=np.int16)
        column[r] = np.where(s == seat, own, np.where(RIGHT_OF[s] == seat, right, left))
        played.scores[f"t{seat}"] = column
