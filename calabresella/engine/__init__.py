"""The engine: what every game of the family shares (cards, actions, errors, files, words, transcripts).

Nothing here knows a particular game, and nothing here imports from ``games/``,
``analysis/`` or ``show/`` (``tests/test_layers.py`` checks).
"""

from calabresella.engine import naming  # noqa: F401  (cards in every message are named by it)
