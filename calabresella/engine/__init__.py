"""The engine: what every game of the family shares (cards, actions, errors, files, words, transcripts).

Nothing here knows a particular game, and nothing here imports from ``games/``,
``analysis/`` or ``show/`` (``tests/test_layers.py`` checks).
"""
