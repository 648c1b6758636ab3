"""The command line: ``python -m calabresella deal|replay|analyse|advise|match|session|simulate|puzzles|rules|rules-sheet``.

Every command has ``--help``. A bad argument or a bad file is reported on one
line, with exit status 2.

``analyse FILE.json`` reviews a saved deal of an Italian profile card by card against
best play with every hand face up (:func:`calabresella.analysis.review.analyse`): a
table with one line per card (trick, player, card, the soloist's best-play thirds
before → after it, what it cost the player's side, its mark, a better card), then
what best play makes from the opening lead and the discards against the best found.
``--json`` prints the review as JSON instead (the fields are those of
:meth:`DealReview.to_dict <calabresella.analysis.review.DealReview.to_dict>`);
``--exchange N`` solves N sets of discards beyond the one made (``all``: every one);
a progress bar goes to standard error when it is a terminal, unless ``--quiet``.

The modules: :mod:`~calabresella.cli.parser` (the arguments of every command),
:mod:`~calabresella.cli.deal_commands` (``deal``, ``replay``, ``rules``, ``rules-sheet``),
:mod:`~calabresella.cli.session_command` (``session``, any game's),
:mod:`~calabresella.cli.analysis_commands` (``analyse``, ``advise``, ``match``, ``simulate``),
:mod:`~calabresella.cli.puzzles_command` (``puzzles``: make puzzles, or solve them in the terminal),
:mod:`~calabresella.cli.terminal` (output made safe for a terminal, one-line refusals) and
:mod:`~calabresella.cli.app` (:func:`main`). ``python -m calabresella`` runs :func:`main`
(``calabresella/__main__.py``).
"""

from __future__ import annotations

from calabresella.cli.analysis_commands import analyse_lines
from calabresella.cli.app import main
from calabresella.cli.parser import build_parser, seed_number
from calabresella.cli.terminal import terminal_safe

__all__ = ["analyse_lines", "build_parser", "main", "seed_number", "terminal_safe"]
