"""Presentation: narration, pictures (SVG), widgets, the play page, exercises and playthroughs.

Everything a reader sees is written here; the layers below only lazily call in for
``_repr_svg_``, ``narrate`` and ``summary``.
"""
