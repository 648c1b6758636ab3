"""Where an Italian deal stands: the phases of R8–R22, in the order they come."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    """Where a deal stands."""

    AUCTION = "auction"
    CALL = "call"
    GIVE_BACK = "give back"
    DISCARD = "discard"
    ENHANCE = "enhance"
    SHARE = "share"
    DEFENDER_DISCARD = "defenders discard"
    PLAY = "play"
    FINISHED = "finished"
    ABANDONED = "abandoned"
