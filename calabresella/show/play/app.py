"""The play page's app: the game flow, the layout and the panels put together (see
:mod:`calabresella.show.play` for what the page does)."""

from __future__ import annotations

from collections.abc import Sequence

from calabresella.engine.errors import ArgumentValueError, check_bool
from calabresella.engine.words import NAMES
from calabresella.show.play.panels import (
    AdvicePanel,
    HintPanel,
    LedgerPanel,
    RecordPanel,
    ReviewPanel,
    WhyPanel,
)
from calabresella.show.play.puzzles import PuzzlePanel
from calabresella.show.play.settings import (
    GAMES,
    STRENGTHS,
    GameSettings,
    check_names,
    check_profile,
    combination_error,
    game_profiles,
)
from calabresella.show.widgets import STYLES, check_choice, check_seed


class PlayApp(HintPanel, AdvicePanel, WhyPanel, ReviewPanel, RecordPanel, LedgerPanel, PuzzlePanel):
    """A whole deal, or a session (a game, for Tressette), against computer players.

    The constructor's arguments are checked first: a seed is a whole number from 0 to
    2**31 - 1, ``strength`` one of :data:`~calabresella.show.play.settings.STRENGTHS`,
    ``style`` one of ``'italian'``, ``'french'``, ``names`` three different names, ``game``
    one of :data:`~calabresella.show.play.settings.GAMES` and ``profile`` one of
    :func:`~calabresella.show.play.settings.game_profiles` (None: the game's default); a
    game whose prompts have no session is not played as a session. Anything else raises
    :class:`~calabresella.engine.errors.ArgumentValueError` or
    :class:`~calabresella.engine.errors.ArgumentTypeError` saying what is allowed.

    Its bases are the panels (:mod:`calabresella.show.play.panels`), each a mixin of the
    layout (:class:`~calabresella.show.play.layout.PlayLayout`), itself of the game flow
    (:class:`~calabresella.show.play.controller.PlayController`): listing a panel here is
    what puts it on the page.
    """

    def __init__(
        self,
        seed: int = 1,
        strength: str = "heuristic",
        style: str = "italian",
        session: bool = False,
        names: Sequence[str] = NAMES,
        game: str = GAMES[0],
        profile: str | None = None,
    ) -> None:
        seed = check_seed(seed)
        strength = check_choice(strength, "strength", STRENGTHS)
        style = check_choice(style, "style", STYLES)
        session = check_bool(session, "session")
        game = check_choice(game, "game", GAMES)
        profile = game_profiles(game)[0] if profile is None else check_profile(game, profile)
        refusal = combination_error(game, session, strength)
        if refusal is not None:
            raise ArgumentValueError(refusal)
        super().__init__()
        self.names = check_names(names)
        self._build(seed, strength, style, session, game, profile)
        self._new_game(GameSettings(seed=seed, strength=strength, session=session, game=game, profile=profile))
