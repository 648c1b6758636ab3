"""What the simulator played: every choice and the score of many deals, as arrays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from calabresella.analysis.simulate.arguments import (
    _check_players,
    _whole,
)
from calabresella.analysis.simulate.bits import (
    CONTRACTS,
    ENHANCEMENTS,
    Array,
)
from calabresella.engine import actions as act
from calabresella.engine.cards import PACK

# --------------------------------------------------------------------------- playing chunks


@dataclass
class Played:
    """What happened in many deals: every choice, and the score (arrays, one row per deal).

    Card arrays hold card indices, -1 where there is none. ``auction`` (n, 3): what
    each speaker said from the dealer's right, 0 pass, 1–3 a bid's level (R8), -1 did
    not speak; ``level`` the contract's level (0: abandoned, R10); ``enhancement`` the
    index in :class:`~calabresella.engine.actions.Enhancement` (-1: not Solissimo);
    ``called``, ``call_holder`` (-1: the monte or the soloist) and ``given`` (R11, R13);
    ``share`` the monte places the first defender took, as bits (R18); ``discards``
    (n, 4) the new monte in order (R14, R17, R18); ``plays`` (n, 36) every card in
    playing order; ``winners`` (n, 12) each trick's winner (R20). The score:
    ``code`` (an index in :data:`GAMES`), ``soloist_tricks``, ``soloist_trick_thirds``,
    ``monte_thirds``, ``last_trick_to_soloist`` and ``scores``, the
    :class:`~calabresella.games.italian.scoring.DealResult` fields the table keeps.
    """

    seed: Array
    dealer: Array
    monte: Array
    auction: Array
    soloist: Array
    level: Array
    enhancement: Array
    called: Array
    call_holder: Array
    given: Array
    share: Array
    discards: Array
    plays: Array
    winners: Array
    code: Array = field(default_factory=lambda: np.zeros(0, np.int8))
    soloist_tricks: Array = field(default_factory=lambda: np.zeros(0, np.int8))
    soloist_trick_thirds: Array = field(default_factory=lambda: np.zeros(0, np.int8))
    monte_thirds: Array = field(default_factory=lambda: np.zeros(0, np.int8))
    last_trick_to_soloist: Array = field(default_factory=lambda: np.zeros(0, bool))
    scores: dict[str, Array] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.seed)

    def actions(self, i: int) -> list[act.Action]:
        """Deal ``i``'s actions in the engine's order, to replay it with ``Deal.apply_all``."""
        i = _whole(i, "i", 0, len(self) - 1)
        out: list[act.Action] = []
        for bid in self.auction[i]:
            if bid >= 0:
                out.append(act.Pass() if bid == 0 else act.Bid(CONTRACTS[bid - 1]))
        if self.soloist[i] < 0:
            return out
        level = int(self.level[i])
        if CONTRACTS[level - 1] is act.Contract.CHIAMO:
            out.append(act.Call(PACK[self.called[i]]))
            if self.given[i] >= 0:
                out.append(act.GiveBack(PACK[self.given[i]]))
        if CONTRACTS[level - 1] is act.Contract.SOLISSIMO:
            enhancement = ENHANCEMENTS[self.enhancement[i]]
            out.append(act.Enhance(enhancement))
            if enhancement is act.Enhancement.SCEGLIETE:
                mask = int(self.share[i])
                out.append(act.Share(tuple(PACK[c] for k, c in enumerate(self.monte[i]) if mask >> k & 1)))
        out.extend(act.Discard(PACK[c]) for c in self.discards[i] if c >= 0)
        out.extend(act.Play(PACK[c]) for c in self.plays[i])
        return out


def _kinds(players: str | Sequence[str]) -> tuple[bool, bool, bool]:
    """Which seats play the heuristic."""
    checked = _check_players(players)
    kinds = (checked,) * 3 if isinstance(checked, str) else checked
    return (kinds[0] == "heuristic", kinds[1] == "heuristic", kinds[2] == "heuristic")
