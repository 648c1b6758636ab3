"""Presentation: narration, pictures (SVG), widgets, the play page, exercises and playthroughs.

Everything a reader sees is written here, or in a game package's modules of this layer
(each game's sentences in ``games/<game>/narrate.py``, its pictures in
``games/<game>/pictures.py``, reached through the game object's hooks; ``narrate`` and
``svg`` here hold what they share and ask the game of a deal for the rest); the layers
below only lazily call in for ``_repr_svg_``, ``narrate``, ``summary`` and ``lines``.
"""
