"""Where an Italian deal stands: the phases of R8–R22, in the order they come."""

from __future__ import annotations

import enum

from calabresella.words import N_


class Phase(enum.Enum):
    """Where a deal stands."""

    AUCTION = N_("auction")
    CALL = N_("call")
    GIVE_BACK = N_("give back")
    DISCARD = N_("discard")
    ENHANCE = N_("enhance")
    SHARE = N_("share")
    DEFENDER_DISCARD = N_("defenders discard")
    PLAY = N_("play")
    FINISHED = N_("finished")
    ABANDONED = N_("abandoned")
