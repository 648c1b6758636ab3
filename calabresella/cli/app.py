"""The command line's one way in: :func:`main` parses the arguments, refuses the options
that would do nothing and the files that could not be written, runs the command with its
output made safe for a terminal, and turns every refusal of the package into one line on
standard error with exit status 2."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence

from calabresella.cli.parser import MATCH_LEAST_DEALS, build_parser
from calabresella.cli.terminal import SafeOut, refusal
from calabresella.engine.errors import CalabresellaError
from calabresella.games.registry import find_profile
from calabresella.words import many, msg, using_language
from calabresella.words.catalogue import check_language


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line on ``argv`` (the program's arguments if None); the exit status."""
    try:
        return _main(argv)
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a shell expects
        print(file=sys.stderr)
        return 130


def _check_targets(args: argparse.Namespace) -> None:
    """Refuse ``--save FILE`` and ``--sheet FILE`` up front, before any deal is played, when
    FILE could not be written or replaced (the one safe-write path, engine/files.py)."""
    from calabresella.engine.files import NOT_JSON, SaveRefusedError, check_save_path
    from calabresella.games.registry import deal_kinds
    from calabresella.games.sessions import FORMAT as SESSION_FORMAT

    save = getattr(args, "save", None)
    if save is not None:
        check_save_path(save, deal_kinds() if args.command == "deal" else SESSION_FORMAT, args.force, "--save")
    sheet = getattr(args, "sheet", None)
    if sheet is not None:
        check_save_path(sheet, NOT_JSON, args.force, "--sheet")
    folder = getattr(args, "out", None)  # rules-sheet --out DIR
    if isinstance(folder, str) and "\x00" in folder:
        raise SaveRefusedError(msg("{path}: a file name cannot hold a null character (\\x00) (nothing was written)",
                                   path=folder))


EXPERT_OPTIONS = {"samples": 8, "time_budget": 2.0, "card_play_only": False}
"""``match``'s options of the expert player, with their defaults (given without an expert: refused)."""


def _check_ignored_options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Options that would do nothing are refused, not dropped without a word."""
    if args.command in ("deal", "session") and args.force and args.save is None and getattr(args, "sheet", None) is None:
        parser.error(str(msg("--force lets --save (or deal's --sheet) replace a file; give the file to write")))
    if args.command == "puzzles":
        from calabresella.cli.puzzles_command import check_puzzles_options

        check_puzzles_options(args, parser)
    if args.command == "match":
        given = [name for name in EXPERT_OPTIONS if getattr(args, name) is not None]
        if given and "expert" not in args.players:
            shown = ", ".join("--" + name.replace("_", "-") for name in given)
            parser.error(str(msg("{options} set the expert player's play, and --players {players} has no expert",
                                 options=shown, players=",".join(args.players))))
        for name, default in EXPERT_OPTIONS.items():
            if getattr(args, name) is None:
                setattr(args, name, default)
    if args.command != "deal":
        return
    dealt_only = "--sheet" if args.sheet is not None else "--hands-only" if args.hands_only else None
    if dealt_only and args.save is not None:
        parser.error(str(msg(
            "{option} deals the cards before any bid and --save writes a played deal: give one or the other "
            "(the same --seed gives the same cards)", option=dealt_only)))
    if args.style is not None and not dealt_only:
        parser.error(str(msg("--style sets the suits of --hands-only and --sheet, not of a narrated deal (its cards "
                             "are named in the language's own way)")))


def _language(argv: Sequence[str]) -> str | None:
    """The ``--lang`` given before or after the command (``--lang X`` or ``--lang=X``), or None;
    the last one counts, as argparse reads it. A bare ``--`` ends the options."""
    chosen = None
    for index, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang":
            chosen = argv[index + 1] if index + 1 < len(argv) else None
        elif word.startswith("--lang="):
            chosen = word.split("=", 1)[1]
    return chosen


def _main(argv: Sequence[str] | None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    chosen = _language(argv)
    if chosen is not None:
        try:
            check_language(chosen)
        except CalabresellaError as err:
            build_parser().error(str(msg("--lang: {reason}", reason=str(err))))
        with using_language(chosen):
            return _parsed_and_run(argv)
    return _parsed_and_run(argv)


def _parsed_and_run(argv: Sequence[str]) -> int:
    """Parse ``argv`` and run its command, in the language chosen now."""
    parser = build_parser()
    args = parser.parse_args(argv)
    least = MATCH_LEAST_DEALS if args.command == "match" else 1  # a match's spread needs two deals
    if getattr(args, "deals", least) < least:
        parser.error(str(msg("--deals must be at least {least}", least=least)))
    dealer = getattr(args, "dealer", None)
    if dealer is not None:
        table = find_profile(args.rules)[1].players  # V3: four at Calabresella's table; Tressette: 4 or 2
        if dealer >= table:
            parser.error(str(many("--dealer {dealer}: with {count} player the dealer is seat {seats} or {last}",
                                  "--dealer {dealer}: with {count} players the dealer is seat {seats} or {last}",
                                  table, dealer=dealer, seats=", ".join(map(str, range(table - 1))),
                                  last=table - 1)))
    _check_ignored_options(args, parser)
    try:
        _check_targets(args)  # a path that cannot be written is refused before any deal is played
        with contextlib.redirect_stdout(SafeOut(sys.stdout)):
            return int(args.run(args))
    except CalabresellaError as err:  # every refusal of the package: one line, exit status 2
        return refusal(args.command, str(err))
    except BrokenPipeError:
        return 0
    except OSError as err:  # e.g. a full disk while saving: the file named, nothing half-written
        if err.filename:
            return refusal(args.command, str(msg("{path}: {reason}", path=err.filename, reason=err.strerror or err)))
        return refusal(args.command, f"{err.strerror or err}")
