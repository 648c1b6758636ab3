"""The command line's arguments: the parser of every command, its choices and defaults, and
the types that read a seed, a count, a time budget.

A bad argument is reported on one line, with exit status 2 (:class:`Parser`). Each
command's ``run`` is its function in :mod:`~calabresella.cli.deal_commands`,
:mod:`~calabresella.cli.session_command` or :mod:`~calabresella.cli.analysis_commands`,
read from its module each time the parser is built.
"""

from __future__ import annotations

import argparse
from typing import Any, NoReturn

from calabresella.cli import (
    analysis_commands,
    argparse_words,
    deal_commands,
    puzzles_command,
    session_command,
)
from calabresella.cli.terminal import terminal_safe
from calabresella.games.registry import descriptions, games
from calabresella.words import _, dev, languages, many, msg


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        line = msg("{prog}: error: {message} (see --help)", prog=self.prog, message=message)
        self.exit(2, terminal_safe(str(line)).replace("\n", " ") + "\n")



def _exchange_count(text: str) -> int | str:
    """``--exchange``: a whole number from 0, or ``all``."""
    if text == "all":
        return text
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(msg("--exchange is a whole number or 'all', got {text!r}", text=text)) from None
    if value < 0:
        raise argparse.ArgumentTypeError(msg("--exchange is 0 or more, got {value}", value=value))
    return value


def _two_kinds(text: str) -> tuple[str, str]:
    """``--players`` of ``match``: two kinds of player, the challenger first."""
    kinds = tuple(part.strip() for part in text.split(","))
    allowed = ("expert", "heuristic", "random")
    if len(kinds) != 2 or not all(k in allowed for k in kinds):
        raise argparse.ArgumentTypeError(msg(
            "--players is two of {kinds} joined by a comma, such as expert,heuristic; got {text!r}",
            kinds=", ".join(allowed), text=text))
    return kinds[0], kinds[1]


MATCH_LEAST_DEALS = 2
"""The fewest deals of a ``match``: its confidence interval needs the spread of two."""

ADVISE_TIME_BUDGET = 60.0
"""``advise``'s default time budget in seconds: its default 24 samples take about 15 s."""


def _whole_number(name: str) -> Any:
    """An argparse type: a whole number (its range is checked where it is used), named ``name``."""

    def whole(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(msg("{option} is a whole number, got {text!r}", option=name,
                                                 text=text)) from None

    return whole


def _seconds(text: str) -> float:
    """``--time-budget``: seconds above 0, at most a day (engine/errors.py ``check_time_budget``)."""
    from calabresella.engine.errors import check_time_budget

    try:
        return check_time_budget(float(text))
    except ValueError as err:
        raise argparse.ArgumentTypeError(msg("{option}: {reason}", option="--time-budget", reason=str(err))) from None


def seed_number(text: str) -> int:
    """A seed from the command line: a whole number from 0 to 2**31 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(msg("a seed is a whole number, got {text!r}", text=text)) from None
    if not 0 <= value < 2**31:
        raise argparse.ArgumentTypeError(msg("a seed is from 0 to {high}, got {value}", high=2**31 - 1, value=value))
    return value


def language_choices() -> str:
    """The languages ``--lang`` takes, as the option spells them: ``en, en-XA``."""
    return dev(", ".join(name.replace("_", "-") for name in languages()))


def _puzzles_parser(commands: Any) -> None:
    """``puzzles``: solve puzzles in the terminal, or make them with ``--make``."""
    sub = commands.add_parser(
        "puzzles",
        help=_("solve puzzles in the terminal (which card, which discards, what to bid), or make new ones with --make"),
        description=_(
            "Solve puzzles whose answers the solver proved, one at a time near your rating: the deal so far is told, "
            "you type your answer (a card such as 3S, four discards, a bid or pass), and at once you read whether it "
            "was right, what each answer is worth and the line of best play. With --make N, make N new puzzles of "
            "--kind from deals the heuristic player plays, and save them to --out."
        ),
    )
    sub.add_argument("--make", type=_whole_number("--make"), default=None, metavar="N",
                     help=str(msg("make N new puzzles (from 1 to {most}) of --kind and save them to --out, instead of "
                                  "solving puzzles", most=puzzles_command.MAKE_MOST)))
    sub.add_argument("--kind", choices=puzzles_command.KINDS, default=None,
                     help=_("the kind of puzzle: play (which card to play), exchange (which four cards to discard), "
                            "bid (what to bid); when solving, every kind if left out"))
    sub.add_argument("--seed", type=seed_number, default=0,
                     help=_("with --make: the first deal's seed; when solving: which of the puzzles near your rating "
                            "comes next"))
    sub.add_argument("--workers", type=_whole_number("--workers"), default=None,
                     help=_("with --make: processes that search deals at once, from 1 to this machine's cores "
                            "(default 1)"))
    sub.add_argument("--out", metavar="FILE", default=None, help=_("with --make: the file of puzzles to write (JSON)"))
    sub.add_argument("--force", action="store_true", help=_("with --make: replace FILE even if it is not a file of puzzles"))
    sub.add_argument("--quiet", action="store_true", help=_("no progress bar on standard error"))
    sub.add_argument("--file", metavar="FILE", default=None,
                     help=_("the file of puzzles to solve (default: the set that comes with the package)"))
    sub.add_argument("--progress", metavar="FILE", default=None,
                     help=_("read your rating and answers from FILE (a new one if there is none) and save them there "
                            "after every answer"))
    sub.add_argument("--count", type=_whole_number("--count"), default=None, metavar="N",
                     help=_("stop after N puzzles (default: when you type quit or the input ends)"))
    sub.add_argument("--style", choices=("french", "italian"), default=None,
                     help=_("cards as ♥ ♦ ♣ ♠ (french) or coppe, denari… (italian); default: the language's own"))
    sub.set_defaults(run=puzzles_command._cmd_puzzles)


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command, its words said in the language chosen now (argparse's
    own words too: :func:`~calabresella.cli.argparse_words.install`)."""
    argparse_words.install()
    parser = Parser(prog="calabresella", description=_("Play, replay and simulate deals of Calabresella."))
    language_help = str(msg("the language of every word printed: {choices} (without it: CALABRESELLA_LANG, then the locale)",
                            choices=language_choices()))
    parser.add_argument("--lang", metavar="LANG", help=language_help)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True, parser_class=Parser)
    default = games()[0].default_profile  # the first game's first profile: Calabresella's 'italian'
    first_rules = games()[0].default_rules
    sheet_game = deal_commands.sheet_game()  # the game of the printed sheets

    def common(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("--seed", type=seed_number, default=0, help=_("seed of the shuffle and the computer players"))
        sub.add_argument("--players", choices=("random", "heuristic"), default="random",
                         help=_("computer players' strength"))
        sub.add_argument("--rules", default=default, choices=tuple(descriptions()), help=_("rule profile (see 'rules')"))

    deal = commands.add_parser("deal", help=_("play one deal with computer players and narrate it"))
    common(deal)
    deal.add_argument(
        "--dealer", type=int, choices=(0, 1, 2, 3), default=0, help=_("the dealer's seat (3 only when four play)")
    )
    deal.add_argument("--save", metavar="FILE", help=_("also write the deal record (JSON) to FILE"))
    deal.add_argument("--force", action="store_true",
                      help=_("with --save: replace FILE even if it is not a deal record; with --sheet: replace an "
                             "existing file"))
    deal.add_argument("--hands-only", action="store_true",
                      help=_("only print the hands and the monte of the seeded deal, to deal real cards in class"))
    deal.add_argument("--sheet", metavar="FILE.html",
                      help=_("write a printable sheet of the hands with card pictures, one section per seat"))
    deal.add_argument("--style", choices=("french", "italian"), default=None,
                      help=_("with --hands-only or --sheet: suits as ♥ ♦ ♣ ♠ (french) or coppe, denari… (italian)"))
    deal.set_defaults(run=deal_commands._cmd_deal)

    sheet = commands.add_parser("rules-sheet", help=_("write the one-page rules sheet (HTML and PDF) into a folder"))
    sheet.add_argument("--out", metavar="DIR", required=True, help=_("the folder to write rules-sheet.html/.pdf into"))
    sheet.add_argument("--html-only", action="store_true", help=_("write only the HTML (no Chromium needed)"))
    sheet.add_argument("--force", action="store_true",
                       help=_("replace a rules-sheet.html that differs from the one written (an edited sheet)"))
    sheet.add_argument("--rules", default=sheet_game.default_profile, choices=tuple(sheet_game.profiles),
                       help=_("rule profile (see 'rules')"))
    sheet.add_argument("--style", choices=("italian", "french"), default="italian",
                       help=_("card pictures with Italian suits (default) or French ♥ ♦ ♣ ♠"))
    sheet.set_defaults(run=deal_commands._cmd_rules_sheet)

    replay = commands.add_parser("replay", help=_("narrate a saved deal record"))
    replay.add_argument("file", metavar="FILE.json", help=_("a deal record written by 'deal --save'"))
    replay.set_defaults(run=deal_commands._cmd_replay)

    analyse = commands.add_parser(
        "analyse",
        help=_("review a saved deal card by card against best play (every hand face up)"),
        description=_(
            "Review a saved deal of an Italian profile card by card against best play with every hand "
            "face up: for each card the soloist's final thirds with best play before and after it, what "
            "it cost the player's side (good, slip, mistake, blunder) and a better card; then what best "
            "play makes from the opening lead, and the discards against the best found."
        ),
    )
    analyse.add_argument("file", metavar="FILE.json", help=_("a deal record written by 'deal --save'"))
    analyse.add_argument(
        "--json", action="store_true",
        help=_("print the review as JSON (format calabresella-analysis: start_value, target, could_make, result, "
               "exchange, cards with number, trick, seat, card, before, after, cost, mark, better, values)"),
    )
    analyse.add_argument(
        "--exchange", type=_exchange_count, default=None, metavar="N",
        help=_("how many sets of discards to solve beyond the one made: a number, or 'all' (exact, can take "
               "minutes); default 100"),
    )
    analyse.add_argument("--quiet", action="store_true", help=_("no progress bar on standard error"))
    analyse.set_defaults(run=analysis_commands._cmd_analyse)

    duel = commands.add_parser(
        "match",
        help=_("a duplicate match: how much better one kind of player does than another"),
        description=_(
            "A duplicate match: every deal is played with the challenger in each seat in turn and with the "
            "baseline in that seat (the same cards, the same players in the other seats), so the luck of the "
            "cards cancels. Prints the challenger's mean gain in stake units per seat and deal with a 95% "
            "confidence interval."
        ),
    )
    duel.add_argument("--players", default="expert,heuristic", type=_two_kinds,
                      help=_("challenger,baseline: two of expert, heuristic, random (default expert,heuristic)"))
    duel.add_argument("--deals", type=_whole_number("--deals"), default=100, help=str(msg("how many deals (at least {least})", least=MATCH_LEAST_DEALS)))
    duel.add_argument("--seed", type=seed_number, default=0, help=_("the first deal's seed"))
    duel.add_argument("--workers", type=_whole_number("--workers"), default=1,
                      help=_("processes that play deals at once: from 1 to this machine's cores (never more than "
                             "the deals)"))
    duel.add_argument("--samples", type=_whole_number("--samples"), default=None,
                      help=_("the expert's sampled deals per card decision (default 8)"))
    duel.add_argument("--time-budget", type=_seconds, default=None,
                      help=_("the expert's seconds per card decision (default 2)"))
    duel.add_argument("--card-play-only", action="store_const", const=True, default=None,
                      help=_("the expert bids and exchanges as the heuristic player: compare the card play alone"))
    duel.add_argument("--quiet", action="store_true", help=_("no progress bar on standard error"))
    duel.set_defaults(run=analysis_commands._cmd_match)

    adv = commands.add_parser(
        "advise",
        help=_("what each contract is worth with a hand: the chance of making it and the expected stake"),
        description=_(
            "The bidding advisor: deals the unseen cards at random many times, plays each contract the hand "
            "may still bid to the opening lead, and solves it with every card face up."
        ),
    )
    adv.add_argument("hand", metavar="HAND", help=str(msg('the {count} cards, e.g. "3S 2S AS KS 3H 2H AH 3D 2D AD 3C 2C" (or with ♠♥♦♣)',
                                          count=first_rules.hand_size)))
    adv.add_argument("--seat", type=int, choices=(0, 1, 2), default=None,
                     help=_("your turn to speak: 0 first (on the dealer's right, having heard nothing), then 1, "
                            "then 2 (the dealer); each speaks once (R9), so it is the number of bids and passes in "
                            "--auction, the default"))
    adv.add_argument("--auction", default="", help=_('the bids and passes before you, e.g. "pass, bid chiamo"'))
    adv.add_argument("--samples", type=_whole_number("--samples"), default=24,
                     help=_("sampled deals (more: narrower intervals, slower)"))
    adv.add_argument("--time-budget", type=_seconds, default=ADVISE_TIME_BUDGET, metavar="SECONDS",
                     help=str(msg("stop sampling after this many seconds (default {seconds:g}); the numbers then "
                                  "rest on fewer deals", seconds=ADVISE_TIME_BUDGET)))
    adv.add_argument("--seed", type=seed_number, default=0)
    adv.add_argument("--quiet", action="store_true", help=_("no progress bar on standard error"))
    adv.set_defaults(run=analysis_commands._cmd_advise)

    session = commands.add_parser(
        "session",
        help=str(many("play a session ({count} scored deal, or to a target; Tressette: a game to its target) with "
                      "computer players",
                      "play a session ({count} scored deals, or to a target; Tressette: a game to its target) with "
                      "computer players", first_rules.session_deals)),
    )
    common(session)
    session.add_argument("--save", metavar="FILE", help=_("also write the session (JSON) to FILE"))
    session.add_argument("--force", action="store_true",
                         help=_("with --save: replace FILE even if it is not a session"))
    session.set_defaults(run=session_command._cmd_session)

    sim = commands.add_parser("simulate", help=_("simulate many deals fast and summarise them"))
    sim.add_argument("--deals", type=int, default=100_000, help=_("how many deals"))
    sim.add_argument("--players", choices=("random", "heuristic"), default="random")
    sim.add_argument("--seed", type=seed_number, default=0)
    sim.add_argument("--rules", default=default, choices=tuple(descriptions()),
                     help=_("rule profile; the simulator plays some of them (a clear refusal for the others)"))
    sim.set_defaults(run=analysis_commands._cmd_simulate)

    _puzzles_parser(commands)

    rules = commands.add_parser("rules", help=_("list the rule profiles"))
    rules.set_defaults(run=deal_commands._cmd_rules)
    for sub in commands.choices.values():  # also after the command: `deal --seed 7 --lang it`
        sub.add_argument("--lang", metavar="LANG", default=argparse.SUPPRESS, help=language_help)
    return parser
