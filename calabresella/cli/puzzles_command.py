"""The ``puzzles`` command (issue 22): make puzzles whose answers the solver proves, or solve
them in the terminal.

``puzzles --make N --kind play|exchange|bid --out FILE`` makes N puzzles from deals the
heuristic player plays (:func:`~calabresella.puzzles.make.make_puzzles`: seeds ``--seed``,
``--seed + 1``, …; a progress bar on standard error when it is a terminal, unless
``--quiet``; ``--workers W`` processes at once) and saves them
(:func:`~calabresella.puzzles.collection.save_puzzles`: never half-written, never over a
file of another kind, over a file of puzzles only with ``--force``). Every argument and
the file to write are checked before any deal is played.

``puzzles`` solves them, one at a time: the next unseen puzzle near the learner's rating
(:func:`~calabresella.puzzles.rating.next_puzzle`), the deal so far told as ``deal`` tells
it (every hand face up for a puzzle of view ``"all"``; for ``"own"`` only what the seat
saw and its own hand), the task in the trainer's words
(:func:`~calabresella.show.trainer_views.task_messages`), then a prompt. The answer is
read leniently (``3S``, ``3♠``, ``3 di spade``; four cards, or the number of a set of
discards offered; a bid, ``pass``, or its number) and judged at once
(:meth:`Puzzle.check <calabresella.puzzles.puzzle.Puzzle.check>`): the verdict, what each
answer is worth, the line of best play and the themes; the learner's rating moves and,
with ``--progress FILE``, the progress is saved after every answer. What cannot be read as
an answer is refused with the answers allowed, and asked again; the end of the input or
``quit`` stops with a summary. Without a terminal on standard input the answers are read
line by line from it (so a script or a test can answer).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from calabresella.engine.actions import Bid, Contract, Pass
from calabresella.engine.cards import Card, sort_hand
from calabresella.engine.errors import ArgumentValueError, CalabresellaError, check_int
from calabresella.engine.naming import cards_name
from calabresella.engine.words import NAMES
from calabresella.words import (
    Message,
    Seat,
    _,
    alternatives,
    dev,
    many,
    msg,
    on_screen,
    pgettext,
    said,
    table_for,
)
from calabresella.words.catalogue import ENGLISH, using_language
from calabresella.words.table import default_style

if TYPE_CHECKING:
    from calabresella.puzzles.puzzle import Puzzle, Verdict
    from calabresella.puzzles.rating import Rating

__all__ = ["KINDS", "MAKE_MOST", "check_puzzles_options", "position_lines", "read_choice", "verdict_lines"]

KINDS = ("play", "exchange", "bid")
"""The kinds of puzzle ``--kind`` takes (:data:`calabresella.puzzles.puzzle.KINDS`)."""

MAKE_MOST = 100_000
"""The most puzzles one ``--make`` makes (as :func:`~calabresella.puzzles.make.make_puzzles` allows)."""

QUIT_WORDS = ("quit", "exit")
"""What stops the puzzles when typed as an answer (besides the word of the language chosen)."""


def _quit_word() -> str:
    """The word the prompt offers to stop, in the language chosen."""
    return pgettext("typed to stop solving puzzles", "quit")


def check_puzzles_options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Refuse, before any work, what ``puzzles`` cannot do: options of making without
    ``--make`` (and of solving with it), ``--make`` without ``--kind`` or ``--out``, counts out
    of range, more workers than this machine's cores."""
    from calabresella.analysis.streaming import check_workers

    solving = [name for name, value in (("--file", args.file), ("--progress", args.progress),
                                        ("--count", args.count), ("--style", args.style)) if value is not None]
    making = [name for name, value in (("--out", args.out), ("--workers", args.workers)) if value is not None]
    making += [name for name, on in (("--force", args.force), ("--quiet", args.quiet)) if on]
    try:
        if args.make is None:
            if making:
                parser.error(str(msg("{options} go with --make N, which makes puzzles; without it, puzzles are "
                                     "solved", options=", ".join(making))))
            if args.count is not None:
                check_int(args.count, "--count", 1)
            return
        if solving:
            parser.error(str(msg("{options} set how puzzles are solved, and --make makes puzzles: give one or the "
                                 "other", options=", ".join(solving))))
        check_int(args.make, "--make", 1, MAKE_MOST)
        if args.kind is None:
            parser.error(str(msg("--make needs --kind, the kind of puzzle to make: {kinds}", kinds=", ".join(KINDS))))
        if args.out is None:
            parser.error(str(msg("--make needs --out FILE, the file of puzzles to write")))
        args.workers = check_workers(1 if args.workers is None else args.workers, args.make, "--workers")
    except CalabresellaError as err:
        parser.error(str(err))


def _cmd_puzzles(args: argparse.Namespace) -> int:
    """``puzzles``: make puzzles with ``--make``, else solve them."""
    return _make(args) if args.make is not None else _solve(args)


# ---------------------------------------------------------------------- making


def _make(args: argparse.Namespace) -> int:
    from calabresella.cli.analysis_commands import _progress_wanted, _worker_pool
    from calabresella.engine.files import check_save_path
    from calabresella.puzzles.collection import FORMAT, save_puzzles
    from calabresella.puzzles.make import make_puzzles

    target = check_save_path(args.out, FORMAT, args.force, "--out")  # refused before any deal is played
    progress = _progress_wanted(args.quiet)
    # A puzzle's data is the same whatever the language chosen (a bid is kept by its English name).
    with using_language(ENGLISH):
        if args.workers > 1:
            with _worker_pool(args.workers) as pool:
                made = make_puzzles(args.make, args.kind, args.seed, executor=pool, progress=progress)
        else:
            made = make_puzzles(args.make, args.kind, args.seed, progress=progress)
    made = made[: args.make]  # whole deals are searched, so a few more may have been found
    save_puzzles(target, made, force=args.force)
    print("\n".join(made_lines(made, args.kind, str(target), args.seed)))
    return 0


def made_lines(made: Sequence[Puzzle], kind: str, path: str, seed: int) -> list[str]:
    """What ``puzzles --make`` prints: how many puzzles were saved where, their ratings and themes."""
    from calabresella.show.trainer_views import theme_names

    count = len(made)
    if kind == "play":
        head = many("Made {count} card-play puzzle from the deals of seed {seed} on and saved it to {path}.",
                    "Made {count} card-play puzzles from the deals of seed {seed} on and saved them to {path}.",
                    count, seed=seed, path=path)
    elif kind == "exchange":
        head = many("Made {count} exchange puzzle from the deals of seed {seed} on and saved it to {path}.",
                    "Made {count} exchange puzzles from the deals of seed {seed} on and saved them to {path}.",
                    count, seed=seed, path=path)
    else:
        head = many("Made {count} auction puzzle from the deals of seed {seed} on and saved it to {path}.",
                    "Made {count} auction puzzles from the deals of seed {seed} on and saved them to {path}.",
                    count, seed=seed, path=path)
    lines = [str(head)]
    ratings = [round(p.rating) for p in made] or [0]
    own = sum(p.view == "own" for p in made)
    lines.append(str(many("Ratings from {low} to {high}; {count} puzzle from the seat's own view.",
                          "Ratings from {low} to {high}; {count} puzzles from the seat's own view.", own,
                          low=min(ratings), high=max(ratings))))
    themes = Counter(theme for p in made for theme in p.themes)
    if themes:
        counted = [str(msg("{theme} ({count})", theme=name, count=n))
                   for name, n in zip(theme_names(list(themes)), themes.values(), strict=True)]
        lines.append(str(msg("Themes: {themes}", themes=", ".join(counted))))
    return lines


# ---------------------------------------------------------------------- solving


def _puzzles(path: str | None, kind: str | None) -> list[Puzzle]:
    """The puzzles to solve: the file's (None: the set that comes with the package), of ``kind``."""
    from calabresella.engine.files import FileFormatError
    from calabresella.puzzles.collection import SET_PATH, load_puzzles

    if path is None and not SET_PATH.exists():
        raise FileFormatError(msg(
            "no puzzles come with this copy of the package yet: make some with {make} and solve them with {solve}",
            make=dev("python -m calabresella puzzles --make 10 --kind play --out puzzles.json"),
            solve=dev("python -m calabresella puzzles --file puzzles.json")))
    puzzles = load_puzzles(path)
    where = dev(str(SET_PATH.name)) if path is None else path
    if not puzzles:
        raise ArgumentValueError(msg("{path} holds no puzzles", path=where))
    if kind is not None and not any(p.kind == kind for p in puzzles):
        held = sorted({p.kind for p in puzzles})
        raise ArgumentValueError(msg("{path} holds no puzzle of the kind {kind!r}; its kinds are {kinds}", path=where,
                                     kind=kind, kinds=dev(", ".join(held))))
    return puzzles


Ask = Callable[[str], str | None]
"""Asks for one answer with a prompt: the line typed, or None at the end of the input."""


def _asker() -> Ask:
    """Read answers from a terminal with ``input``; from anything else line by line, each
    answer repeated after its prompt so that what is printed reads as the dialogue it was."""
    stdin = sys.stdin
    if stdin is not None and stdin.isatty():

        def typed(prompt: str) -> str | None:
            try:
                return input(prompt)
            except EOFError:
                print()
                return None

        return typed

    def piped(prompt: str) -> str | None:
        print(prompt, end="", flush=True)
        line = stdin.readline() if stdin is not None else ""
        if not line:
            print()
            return None
        print(line.rstrip("\r\n"))
        return line

    return piped


def _solve(args: argparse.Namespace) -> int:
    from calabresella.puzzles.progress import Progress, load_progress, save_progress
    from calabresella.puzzles.rating import next_puzzle

    puzzles = _puzzles(args.file, args.kind)  # a bad file is refused before any puzzle is shown
    progress, stamp = load_progress(args.progress) if args.progress is not None else (Progress.new(), None)
    style = args.style or default_style()
    ask = _asker()
    shown: set[str] = set()
    answered = right = 0
    with on_screen(style=style, names=NAMES, viewer=None, keep_viewer=False):
        if args.progress is not None:
            print(_kept(args.progress, len(progress.attempts)))
        while args.count is None or answered < args.count:
            puzzle = next_puzzle(puzzles, progress.rating, seen=progress.seen | shown, seed=args.seed,
                                 kind=args.kind)
            if puzzle is None:
                print(_("You have seen every puzzle here: well done."))
                break
            shown.add(puzzle.id)
            print()
            print(msg("Your rating: {rating} · this puzzle ({id}): {puzzle}", rating=str(progress.rating),
                      id=dev(puzzle.id), puzzle=round(float(puzzle.rating))))
            print("\n".join(position_lines(puzzle, NAMES)))
            choice = _answer(puzzle, ask, style)
            if choice is None:
                break
            verdict = puzzle.check(choice)
            before = progress.rating
            progress = progress.after(puzzle, verdict)
            if args.progress is not None:
                stamp = save_progress(args.progress, progress, unchanged=stamp)
            answered += 1
            right += bool(verdict.correct)
            print("\n".join(verdict_lines(puzzle, verdict, style, before, progress.rating)))
        print()
        print(many("You answered {count} puzzle, {right} of them right.",
                   "You answered {count} puzzles, {right} of them right.", answered, right=right))
        print(msg("Your rating: {rating}", rating=str(progress.rating)))
        if args.progress is not None:
            print(_kept(args.progress, len(progress.attempts)))
    return 0


def _kept(path: str, count: int) -> Message:
    return many("Your progress is kept in {path} ({count} answer so far).",
                "Your progress is kept in {path} ({count} answers so far).", count, path=path)


def _cards_or_nothing(cards: Sequence[Card]) -> Any:
    return tuple(sort_hand(cards)) if cards else pgettext("no cards", "nothing")


def position_lines(puzzle: Puzzle, names: Sequence[str]) -> list[str]:
    """The position of ``puzzle`` in words, as ``deal`` tells a deal: the auction, the
    exchange and the tricks so far, one sentence an action (for a puzzle of view ``"own"``
    only what the seat saw: R14, R17, R21), then the hands now (``"own"``: the seat's own),
    the task, and the answers to choose from."""
    from calabresella.cli.deal_commands import narrator
    from calabresella.games.registry import game_of
    from calabresella.show.trainer_views import task_messages

    deal = puzzle.position()
    own = puzzle.view == "own"
    viewer = puzzle.seat if own else None
    teller = narrator(game_of(deal))
    table = table_for(names)
    lines: list[str] = list(teller.play_by_play(deal, table_for(names, viewer), viewer))
    if own:
        lines.append(msg("Your hand: {cards}", cards=_cards_or_nothing(deal.hands[puzzle.seat])).render(table))
    else:
        lines.append(_("Hands now:"))
        width = max(len(table.name(seat)) for seat in range(len(deal.hands)))
        for seat, hand in enumerate(deal.hands):
            lines.append("  " + msg("{player}:{pad}{cards}", player=Seat(seat),
                                    pad=dev(" " * (width - len(table.name(seat)) + 1)),
                                    cards=_cards_or_nothing(hand)).render(table))
        if deal.monte:
            lines.append("  " + msg("Monte (face down): {cards}", cards=tuple(deal.monte)).render(table))
    lines.append(" ".join(m.render(table) for m in task_messages(puzzle, names, typed=True)))
    lines.extend(_choice_lines(puzzle, table.style))
    return lines


def _choice_value(kind: str, choice: str) -> Any:
    """A choice as a message's parameter: its card or cards (named in the style on screen),
    a contract (named in the language), or the word for a pass."""
    from calabresella.show.trainer_views import answer_label, choice_cards

    if kind == "bid":
        contract = next((c for c in Contract if c.name.capitalize() == choice), None)
        return contract if contract is not None else answer_label(choice, "french")
    cards = choice_cards(choice)
    assert cards is not None
    return cards[0] if len(cards) == 1 else tuple(cards)


def _label(kind: str, choice: str, style: str) -> str:
    """A choice as the values table and the lists show it."""
    value = _choice_value(kind, choice)
    if isinstance(value, Card):
        return cards_name((value,), style)
    if isinstance(value, tuple):
        return cards_name(value, style)
    if isinstance(value, Contract):
        return value.title
    return str(value)


def _choice_lines(puzzle: Puzzle, style: str) -> list[str]:
    """The answers to choose from: the cards that may be played, or the sets of discards and
    the bids offered, numbered."""
    if puzzle.kind == "play":
        cards = tuple(_choice_value("play", c) for c in puzzle.choices)
        return [str(msg("Cards you may play: {cards}", cards=cards))]
    head = _("The sets of discards offered:") if puzzle.kind == "exchange" else _("The bids you may make:")
    return [head, *(f"  {n:>2}. {_label(puzzle.kind, choice, style)}" for n, choice in enumerate(puzzle.choices, 1))]


def _prompt(puzzle: Puzzle) -> str:
    quit_word = _quit_word()
    if puzzle.kind == "play":
        example = _choice_value("play", puzzle.choices[0])
        words = msg("Your card, such as {card} ({quit} to stop):", card=example, quit=quit_word)
    elif puzzle.kind == "exchange":
        words = msg("Your {count} discards, or the number of a set ({quit} to stop):", count=len(
            puzzle.choices[0].split()), quit=quit_word)
    else:
        words = msg("Your bid, or its number ({quit} to stop):", quit=quit_word)
    return said(words) + " "


def _refusal(puzzle: Puzzle, text: str) -> Message:
    """What cannot be taken as an answer to ``puzzle``: said with the answers allowed."""
    typed = text.strip()
    if puzzle.kind == "play":
        return msg("{answer!r} is not a card you may play here: type one of {choices}.", answer=typed,
                   choices=alternatives([_choice_value("play", c) for c in puzzle.choices]))
    if puzzle.kind == "exchange":
        return msg("{answer!r} is not one of the sets of discards offered: type its number, from 1 to {count}, or "
                   "its {discards} cards.", answer=typed, count=len(puzzle.choices),
                   discards=len(puzzle.choices[0].split()))
    return msg("{answer!r} is not a bid you may make here: type one of {choices}, or its number.", answer=typed,
               choices=alternatives([_choice_value("bid", c) for c in puzzle.choices]))


def read_choice(puzzle: Puzzle, text: str) -> str | None:
    """The choice of ``puzzle`` that ``text`` names (as the puzzle writes it), or None: a card
    (``3S``, ``3♠``, ``3 di spade``), four discards in any order, a bid or ``pass``
    (``solo``, ``bid solo``, ``passo``), or, for a set of discards or a bid, its number."""
    from calabresella.puzzles.puzzle import choice_key
    from calabresella.show.answers import AnswerError, read_answer

    typed = text.strip()
    if not typed:
        return None
    if puzzle.kind != "play" and typed.isdigit():
        number = int(typed)
        return puzzle.choices[number - 1] if 1 <= number <= len(puzzle.choices) else None
    if puzzle.kind == "bid":
        key = choice_key("bid", typed)
        if key not in puzzle.values:
            try:
                action = read_answer(typed, "action")
            except AnswerError:
                return None
            key = "pass" if isinstance(action, Pass) else action.contract.name.capitalize() \
                if isinstance(action, Bid) else None
    else:
        try:
            cards = read_answer(typed, "cards")
        except AnswerError:
            return None
        key = choice_key(puzzle.kind, cards)
    return key if key in puzzle.values else None


def _answer(puzzle: Puzzle, ask: Ask, style: str) -> str | None:
    """Ask until ``puzzle`` is answered: its choice, or None to stop (``quit``, the end of the input)."""
    stops = {*QUIT_WORDS, _quit_word().lower()}
    while True:
        text = ask(_prompt(puzzle))
        if text is None or text.strip().lower() in stops:
            return None
        choice = read_choice(puzzle, text)
        if choice is not None:
            return choice
        print(_refusal(puzzle, text))


def verdict_lines(puzzle: Puzzle, verdict: Verdict, style: str, before: Rating, after: Rating) -> list[str]:
    """What follows an answer: the verdict, the rating moved, what each answer is worth (the
    best first, ✓; the learner's marked), the line of best play and the themes."""
    from calabresella.show.trainer_views import SHOWN_VALUES, answer_label, theme_names, value_words

    lines = [said(verdict.message)]
    if after != before:
        lines.append(str(msg("Your rating: {before} → {after}.", before=str(before), after=str(after))))
    values = dict(verdict.values)
    best = set(puzzle.answers)
    top = max(values.values())
    high = all(values.get(b) == top for b in best)  # the best answers have the highest value
    place = {choice: n for n, choice in enumerate(puzzle.choices)}  # ties in the puzzle's order (the pack's)
    order = sorted(values, key=lambda c: (c not in best, -values[c] if high else values[c], place.get(c, 0)))
    rows = order[:SHOWN_VALUES]
    if verdict.answer in values and verdict.answer not in rows:
        rows.append(verdict.answer)
    labels = {choice: _label(puzzle.kind, choice, style) for choice in rows}
    heads = (_("Answer"), _("Worth with best play"))
    width = max(len(heads[0]), *(len(label) for label in labels.values()))
    lines.append(f"    {heads[0]:<{width}}  {heads[1]}")
    for choice in rows:
        mark = "  ← " + _("yours") if choice == verdict.answer else ""
        lines.append(f"  {'✓' if choice in best else ' '} {labels[choice]:<{width}}  "
                     f"{value_words(values[choice], puzzle.unit)}{mark}")
    more = len(values) - len(rows)
    if more > 0:
        lines.append("    " + str(many("… and {count} other answer.", "… and {count} other answers.", more)))
    line = [answer_label(step, style) for step in verdict.line]
    if line:
        lines.append(str(msg("Best play: {line}", line=" → ".join(line))))
    themes = theme_names(puzzle.themes)
    if themes:
        lines.append(str(msg("Themes: {themes}", themes=", ".join(themes))))
    return lines
