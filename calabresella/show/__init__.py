"""Presentation: narration, pictures (SVG), widgets, the play page, exercises and playthroughs.

Everything a reader sees is written here (the Italian game's sentences in ``narrate``,
the American account's in ``narrate_american``, Tressette's in ``narrate_tressette``);
the layers below only lazily call in for ``_repr_svg_``, ``narrate``, ``summary`` and
``lines``.
"""
