"""Printable sheets for playing with real cards: the one-page rules sheet and a deal's hands.

- :func:`rules_sheet_html` — the game's rules in short on one A4 page, with card
  pictures (R1–R30); every number on it (thirds per card, the 18 to win, the
  stakes, the multipliers) is read from the rules profile and the pack, not typed in.
- :func:`hands_sheet_html` — the hands and the monte of one seeded deal, one
  section per seat, to cut apart and hand out when dealing real cards (R7).
- :func:`write_rules_sheet` — writes ``rules-sheet.html`` and, with Chromium,
  ``rules-sheet.pdf`` (``python -m calabresella rules-sheet --out DIR``).

Both pages are self-contained: the cards are inline SVG from :mod:`calabresella.show.svg`,
each wrapped with ``role="img"`` and an ``aria-label`` naming the card (its alt text).

>>> html = rules_sheet_html()
>>> html.startswith("<!DOCTYPE html>") and "Cappotto" in html and 'aria-label="asso di coppe' in html
True
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

from calabresella.engine.cards import PACK_THIRDS, RANKS_HIGH_TO_LOW, Card, Suit
from calabresella.engine.errors import ArgumentValueError, check_instance
from calabresella.engine.files import (
    SaveRefusedError,
    _umask,
    check_target,
    fingerprint,
    read_text,
    write_atomic,
)
from calabresella.games.italian.deal import Deal, right_of
from calabresella.games.italian.rules import ITALIAN, Rules
from calabresella.show.names import ITALIAN_SUITS, rank_name
from calabresella.show.svg import STYLES, card_svg

__all__ = [
    "CHROMIUM",
    "ChromiumError",
    "ChromiumMissingError",
    "hands_sheet_html",
    "print_pdf",
    "rules_sheet_html",
    "write_rules_sheet",
]

CHROMIUM = "/usr/bin/chromium"
"""Where the PDF printer is looked for first (then ``chromium`` and ``chromium-browser`` on the PATH)."""

PRINT_SECONDS = 120.0
"""How long Chromium may take to print the PDF before it is stopped (it takes about 2 s)."""

SECTIONS = (
    "The pack",
    "The deal",
    "The auction",
    "The contracts",
    "The exchange",
    "Playing the tricks",
    "Scoring in thirds",
    "Cappotto and Stramazzo",
    "The stake",
    "A session",
)
"""The headings of the rules sheet, in order (a test checks every one is there)."""


class ChromiumError(SaveRefusedError):
    """Chromium could not print the PDF (it failed, or hung and was stopped); the HTML sheet is written."""


class ChromiumMissingError(ChromiumError):
    """No Chromium to print the PDF with; the HTML sheet can still be printed from a browser."""


def _card(card: Card, size: float, style: str = "italian", show_thirds: bool = True) -> str:
    """One card picture with its alt text (``role="img"`` and ``aria-label``)."""
    label = f"{card.italian} ({card.english}), {card.thirds} third{'s' * (card.thirds != 1)}"
    picture = card_svg(card, style=style, show_thirds=show_thirds, size=size)
    return f'<span class="card" role="img" aria-label="{escape(label)}">{picture}</span>'


def _thirds_words(thirds: int) -> str:
    return "nothing" if thirds == 0 else f"{thirds} third{'s' * (thirds != 1)}"


_STYLE = """
@page { size: A4; margin: 9mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; font-size: 8.6pt; line-height: 1.28;
       color: #111; margin: 0; }
h1 { font-size: 15pt; margin: 0 0 2px; }
.lead { margin: 0 0 5px; color: #333; }
h2 { font-size: 10pt; margin: 5px 0 1px; color: #6a1b9a; break-after: avoid; }
p, ul { margin: 0 0 3px; }
ul { padding-left: 14px; }
.cols { column-count: 2; column-gap: 7mm; }
section { break-inside: avoid; }
.cards { display: flex; flex-wrap: wrap; gap: 1px; align-items: flex-end; margin: 2px 0; }
.card { display: inline-block; line-height: 0; }
.cards.row { flex-wrap: nowrap; }  /* one row, the cards a little smaller if need be: never one alone below */
.cards.row .card { flex: 0 1 auto; min-width: 0; }
.cards.row .card svg { max-width: 100%; height: auto; }
.rule { color: #777; font-size: 7.5pt; }
table { border-collapse: collapse; margin: 2px 0 3px; }
td, th { border: 1px solid #bbb; padding: 1px 5px; text-align: left; font-size: 8.2pt; }
.foot { margin-top: 4px; font-size: 7.5pt; color: #555; }
@media screen { body { max-width: 200mm; margin: 8mm auto; } }
"""


def rules_sheet_html(rules: Rules = ITALIAN, *, style: str = "italian") -> str:
    """R1–R30: the rules of ``rules`` (the Italian profile) in short, as one printable HTML page.

    Sections (:data:`SECTIONS`): the pack and its ranks, with a picture of every rank
    and its value in thirds (R3–R5); the deal and the monte (R6–R7); the auction
    (R8–R10); the contracts and the exchange (R11–R18); playing (R19–R22); scoring in
    thirds (R23–R25); Cappotto and Stramazzo (R27); the stake (R26, R28); a session
    (R29–R30). ``style="french"`` draws ♥ ♦ ♣ ♠ instead of the Italian suits.
    """
    check_instance(rules, Rules, "rules", "a Rules value of an Italian profile, such as calabresella.ITALIAN")
    if style not in STYLES:
        raise ArgumentValueError(f"style must be one of {', '.join(STYLES)} (R3), got {style!r}")
    r = rules
    ladder = [Card(rank, Suit.COPPE) for rank in RANKS_HIGH_TO_LOW]
    aces = [Card(RANKS_HIGH_TO_LOW[2], suit) for suit in Suit]
    ace = ladder[2]
    by_value: dict[int, list[str]] = {}
    for card in ladder:
        by_value.setdefault(card.thirds, []).append(card.rank.italian)
    values = "; ".join(f"{', '.join(names)}: {_thirds_words(t)}" for t, names in sorted(by_value.items(), reverse=True))
    rounds = r.hand_size // r.deal_packet
    total = r.total_thirds
    win = r.win_thirds
    stakes = [
        ("Chiamo", r.stake("chiamo")),
        ("Solo", r.stake("solo")),
        ("Solissimo", r.stake("solissimo")),
        ("Solissimo dividete", r.stake("solissimo", "dividete")),
        ("Solissimo scegliete", r.stake("solissimo", "scegliete")),
    ]
    stake_rows = "".join(f"<tr><td>{name}</td><td>{v}</td><td>{2 * v}</td></tr>" for name, v in stakes)
    suits = ", ".join(f"<i>{s.value}</i> ({s.symbol})" for s in Suit)
    rank_names = ", ".join(
        rank_name(card.rank, style) + (f" ({card.rank.italian})" if card.rank.value.isalpha() else "") for card in ladder
    )
    end = (
        f"after the deal in which a balance reaches {r.game_target} (V2)"
        if r.game_target is not None
        else f"after <b>{r.session_deals} scored deals</b>; deals where all passed do not count"
    )
    body = f"""
<h1>Calabresella — the rules on one page</h1>
<p class="lead">Three players, each for themselves. In every deal one player, the
<b>soloist</b>, plays alone against the other two, the <b>defenders</b>, who are partners for that deal only.
Everything goes to the right (anticlockwise). <span class="rule">R1, R2</span></p>
<div class="cols">
<section><h2>{SECTIONS[0]}</h2>
<p>{len(ladder) * len(Suit)} cards, four suits of {len(ladder)}: {suits}. No trumps, ever.
In every suit, from highest to lowest: <b>{rank_names}</b>. <span class="rule">R3, R4</span></p>
<div class="cards row">{''.join(_card(c, 0.56, style) for c in ladder)}</div>
<p>Values are counted in <b>thirds</b> of a point: {values}. The small badge on each card is its value.
The pack holds {PACK_THIRDS} thirds and the last trick {r.last_trick_thirds} more: <b>{total} thirds</b> in a deal.
<span class="rule">R5</span></p>
<div class="cards row">{''.join(_card(c, 0.5, style) for c in aces)}</div>
<p>The four aces: {ace.thirds} thirds each, one whole point.</p></section>

<section><h2>{SECTIONS[1]}</h2>
<p>The first dealer is drawn by lot; then the deal passes to the right. The dealer shuffles, the player on the left
cuts, and the dealer deals to the right, {r.deal_packet} cards at a time, {rounds} rounds: <b>{r.hand_size} cards
each</b>. The {r.monte_size} cards left lie face down in the middle: the <b>monte</b>. <span class="rule">R6, R7</span></p>
</section>

<section><h2>{SECTIONS[2]}</h2>
<p>Bids, lowest first: <b>Chiamo &lt; Solo &lt; Solissimo</b>. Each player speaks once, starting on the dealer's
right: pass, or bid higher than every bid so far. Solissimo ends the auction at once. The highest bidder is the
soloist. If all three pass, nothing is scored and the deal passes on. <span class="rule">R8–R10</span></p></section>

<section><h2>{SECTIONS[3]}</h2>
<ul>
<li><b>Chiamo</b> ("I call"): the soloist names a card; a defender who holds it hands it over face up.
<span class="rule">R11</span></li>
<li><b>Solo</b> ("alone"): Chiamo without the call. <span class="rule">R15</span></li>
<li><b>Solissimo</b> ("all alone"): the monte stays face down and unseen. The soloist may raise the stake:
<b>dividete</b> ("you share it": each defender takes two monte cards unseen) or <b>scegliete</b> ("you choose": the
monte is shown and the defenders share it as they like). <span class="rule">R16–R18</span></li>
</ul></section>

<section><h2>{SECTIONS[4]}</h2>
<p>In Chiamo and Solo the monte is turned face up and added to the soloist's hand; in Chiamo, a defender who handed
over the called card gets any one card back, face up. The soloist lays {r.monte_size} cards face down as the new
monte: everyone holds {r.hand_size} again. <span class="rule">R12–R15</span></p></section>

<section><h2>{SECTIONS[5]}</h2>
<p>In Chiamo and Solo the player on the dealer's right leads first; in a Solissimo, the soloist.
Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins the trick
(the <b>presa</b>), and its winner leads next. All {r.hand_size} tricks are played. The defenders pool their tricks.
Whoever wins the last trick also takes the monte. <span class="rule">R19–R22</span></p></section>

<section><h2>{SECTIONS[6]}</h2>
<p>A side's total = the thirds of the cards in its tricks, plus, if it took the last trick, the monte's cards and
{r.last_trick_thirds} for the last trick. The two totals make {total}. Whole points = thirds ÷ 3, dropping the
remainder. The soloist <b>wins with {win} thirds</b> ({win // 3} points) or more; {win - 1} loses.
<span class="rule">R23–R25</span></p></section>

<section><h2>{SECTIONS[7]}</h2>
<ul>
<li><b>Cappotto</b> (×{r.cappotto_multiplier}): the soloist took all {r.hand_size} tricks, or none.</li>
<li><b>Stramazzo</b> (×{r.stramazzo_multiplier}): no Cappotto, and the losing side's card thirds (the monte
counting for the side that took the last trick, the last trick's own {r.last_trick_thirds} not counting) are fewer
than {r.stramazzo_below_thirds}.</li>
<li>Otherwise ×1. Never both. <span class="rule">R27</span></li>
</ul></section>

<section><h2>{SECTIONS[8]}</h2>
<table><tr><th>contract</th><th>stake v (each defender)</th><th>soloist: 2·v</th></tr>{stake_rows}</table>
<p>A soloist who wins gains 2·v·m and each defender pays v·m; a soloist who loses pays 2·v·m and each defender
gains v·m (m: the multiplier). Every deal adds up to 0. <span class="rule">R26, R28</span></p></section>

<section><h2>{SECTIONS[9]}</h2>
<p>Each player keeps a personal running balance (it may go below zero). The session ends {end}.
The highest balance wins; exact ties share the place. <span class="rule">R29, R30</span></p></section>
</div>
<p class="foot">Rules profile: <b>{escape(r.name)}</b>. The rule ids (R1–R30) number the rules as the course
gives them in full, and the course's glossary explains the Italian words.
Made by <code>python -m calabresella rules-sheet</code>.</p>
"""
    return _page("Calabresella — the rules on one page", body)


def _page(title: str, body: str, extra_style: str = "") -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{_STYLE}{extra_style}</style></head>"
        f"<body>{body}</body></html>\n"
    )


_HANDS_STYLE = """
body { font-size: 10pt; }
.seat { border: 1.5px dashed #888; padding: 5px 8px; margin: 0 0 6mm; break-inside: avoid; }
.seat h2 { margin-top: 0; font-size: 12pt; }
.scissors { color: #888; font-size: 8pt; }
"""


def hand_by_suit(cards: Sequence[Card], style: str = "french") -> str:
    """A hand as text, grouped by suit, highest first: ``coppe ♥: 3 2 A R`` (R3, R4)."""
    parts = []
    for suit in Suit:
        ranks = [c for c in sorted(cards) if c.suit is suit]
        ranks.sort(key=lambda c: RANKS_HIGH_TO_LOW.index(c.rank))
        if not ranks:
            continue
        if style == ITALIAN_SUITS:
            letters = {"K": "R", "Q": "C", "J": "F"}
            parts.append(f"{suit.value}: " + " ".join(letters.get(c.rank.value, c.rank.value) for c in ranks))
        else:
            parts.append(f"{suit.symbol} " + " ".join(c.rank.value for c in ranks))
    return "   ".join(parts)


def _sorted_hand(cards: Sequence[Card]) -> list[Card]:
    """A hand as held: by suit, highest first (R4)."""
    return sorted(cards, key=lambda c: (list(Suit).index(c.suit), RANKS_HIGH_TO_LOW.index(c.rank)))


def hands_sheet_html(deal: Deal, names: Sequence[str] | None = None, *, style: str = "italian",
                     sitting_out: str | None = None) -> str:
    """R7: the hands and the monte of ``deal`` as they were dealt, one section per seat, to cut apart.

    ``names`` are the three players of the deal (default Anna, Bruno, Carla). The seat
    on the dealer's right speaks first (R9). The monte's section says to lay its cards
    face down; its cards are shown so that the teacher can set them aside.
    """
    check_instance(deal, Deal, "deal", "a Deal, such as Deal.new(seed=7)")
    if style not in STYLES:
        raise ArgumentValueError(f"style must be one of {', '.join(STYLES)} (R3), got {style!r}")
    from calabresella.show.narrate import NAMES

    shown = tuple(NAMES if names is None else names)
    first = right_of(deal.dealer)
    title = f"Deal with seed {deal.seed}" if deal.seed is not None else "A deal"
    dealer_words = (
        f"{escape(sitting_out)} deals and sits out (V3)" if sitting_out else f"{escape(shown[deal.dealer])} deals"
    )
    sections = []
    for seat in (first, right_of(first), right_of(right_of(first))):
        role = (
            "first to speak" if seat == first else "dealer" if seat == deal.dealer else "second to speak"
        )
        hand = _sorted_hand(deal.dealt_hands[seat])
        sections.append(
            f'<section class="seat"><h2>Seat {seat} — {escape(shown[seat])} ({role})</h2>'
            f'<div class="cards">{"".join(_card(c, 0.8, style, show_thirds=False) for c in hand)}</div>'
            f"<p>{escape(hand_by_suit(hand, 'italian' if style == 'italian' else 'french').replace('   ', ' · '))}</p>"
            '<p class="scissors">✂ cut along the dashed line</p></section>'
        )
    monte = list(deal.dealt_monte)
    sections.append(
        '<section class="seat"><h2>The monte: lay these cards face down in the middle (R7)</h2>'
        f'<div class="cards">{"".join(_card(c, 0.8, style, show_thirds=False) for c in monte)}</div>'
        f"<p>{escape(' '.join(map(str, monte)))}: nobody looks at them until the auction is over.</p></section>"
    )
    body = (
        f"<h1>{title}: the hands for real cards</h1>"
        f'<p class="lead">{dealer_words}; {escape(shown[first])} (seat {first}), on the dealer\'s right, speaks first.'
        f" {deal.rules.hand_size} cards each, {deal.rules.monte_size} in the monte. Made by "
        f"<code>python -m calabresella deal --seed {deal.seed} --hands-only --sheet FILE.html</code>.</p>"
        + "".join(sections)
    )
    return _page(f"{title}: the hands", body, _HANDS_STYLE)


def find_chromium() -> str | None:
    """The Chromium program to print PDFs with, or None."""
    if os.access(CHROMIUM, os.X_OK):
        return CHROMIUM
    return shutil.which("chromium") or shutil.which("chromium-browser")


def print_pdf(html_path: Path, pdf_path: Path, chromium: str | None = None, timeout: float | None = None) -> None:
    """Print ``html_path`` to ``pdf_path`` with Chromium headless; the PDF appears whole or not at all.

    A Chromium that has not finished after ``timeout`` seconds (:data:`PRINT_SECONDS`) is
    stopped and :class:`ChromiumError` raised. The PDF gets the permissions of the file it
    replaces, or the usual ones (0666 less the umask) when new."""
    program = chromium or find_chromium()
    if program is None:
        raise ChromiumMissingError(
            f"{pdf_path}: the PDF needs Chromium ({CHROMIUM}), which is not installed; the HTML sheet "
            f"{html_path} can be printed from any browser (or pass --html-only)"
        )
    seconds = PRINT_SECONDS if timeout is None else timeout
    info = check_target(pdf_path, None, False)
    folder = pdf_path.parent
    handle, temp = tempfile.mkstemp(prefix=".rules-sheet-", suffix=".pdf", dir=folder)
    os.fchmod(handle, stat.S_IMODE(info.st_mode) if info is not None else 0o666 & ~_umask())
    os.close(handle)
    try:
        with tempfile.TemporaryDirectory(prefix="calab-chromium-") as profile:
            command = [
                program, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                f"--user-data-dir={profile}", f"--print-to-pdf={temp}", html_path.resolve().as_uri(),
            ]
            try:
                done = subprocess.run(command, capture_output=True, timeout=seconds, check=False)
            except subprocess.TimeoutExpired:
                raise ChromiumError(
                    f"{pdf_path}: Chromium ({program}) did not finish printing the PDF in {seconds:g} s and was "
                    f"stopped; nothing was saved. Try again, or print the HTML sheet {html_path} from any browser "
                    "(or pass --html-only)"
                ) from None
        data = Path(temp).read_bytes()
        if done.returncode != 0 or not data.startswith(b"%PDF"):
            raise ChromiumError(
                f"{pdf_path}: Chromium could not print the PDF (exit {done.returncode}); nothing was saved. "
                f"Print the HTML sheet {html_path} from any browser (or pass --html-only)"
            )
        os.replace(temp, pdf_path)
    finally:
        if os.path.exists(temp):
            os.unlink(temp)


_MARK = "<!-- written by python -m calabresella rules-sheet; fingerprint {} -->\n"


def _unedited(path: Path) -> bool:
    """Whether the file at ``path`` is a sheet this command wrote, unchanged since (its mark matches)."""
    text = read_text(path)
    body, _, mark = text[:-1].rpartition("\n")
    return text.endswith("\n") and mark + "\n" == _MARK.format(fingerprint(body + "\n"))


def _write_sheet(path: Path, text: str, force: bool) -> None:
    """Write ``text`` to ``path`` (engine/files.py's safe write) with a mark of its fingerprint; an
    existing file without a matching mark (a sheet someone edited, another file) is kept unless ``force``."""
    if not force and check_target(path, None, False) is not None and not _unedited(path):
        raise SaveRefusedError(
            f"{path}: already exists and was changed since this command wrote it (or is another file); choose "
            "another --out folder, or pass --force to replace it (nothing was saved)"
        )
    write_atomic(path, text + _MARK.format(fingerprint(text)))


def write_rules_sheet(out: str | os.PathLike[str], *, html_only: bool = False, rules: Rules = ITALIAN,
                      style: str = "italian", force: bool = False) -> list[Path]:
    """Write ``rules-sheet.html`` (and ``rules-sheet.pdf`` unless ``html_only``) into the folder ``out``.

    The folder is made if it does not exist (``--out sheets`` on a fresh checkout); an empty
    ``out`` is refused. The HTML is written first, atomically, and an existing
    ``rules-sheet.html`` that differs from it (one that was edited) is kept unless ``force``.
    Without Chromium the PDF raises :class:`ChromiumMissingError` after the HTML is written.
    Returns the paths written.
    """
    if not os.fspath(out).strip() or "\x00" in os.fspath(out):
        raise ArgumentValueError(
            f"--out must name a folder to write the rules sheet into, such as --out sheets, got {os.fspath(out)!r}"
        )
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise SaveRefusedError(f"{folder}: is not a folder; give the folder to write into (nothing was saved)")
    text = rules_sheet_html(rules, style=style)
    folder.mkdir(parents=True, exist_ok=True)
    html_path = folder / "rules-sheet.html"
    _write_sheet(html_path, text, force)
    written = [html_path]
    if not html_only:
        pdf_path = folder / "rules-sheet.pdf"
        print_pdf(html_path, pdf_path)
        written.append(pdf_path)
    return written
