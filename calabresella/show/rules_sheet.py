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
from calabresella.engine.naming import ITALIAN_RANK_WORDS
from calabresella.games.italian.deal import Deal, right_of
from calabresella.games.italian.rules import DEAL_SEATS, ITALIAN, Rules
from calabresella.show.names import ITALIAN_SUITS, rank_name, suit_words
from calabresella.show.svg import STYLES, card_svg
from calabresella.show.svg_kit import card_in_words
from calabresella.words import N_, Message, _, dev, gettext, many, msg, on_screen, pgettext
from calabresella.words.catalogue import page_language

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
    N_("The pack"),
    N_("The deal"),
    N_("The auction"),
    N_("The contracts"),
    N_("The exchange"),
    N_("Playing the tricks"),
    N_("Scoring in thirds"),
    N_("Cappotto and Stramazzo"),
    N_("The stake"),
    N_("A session"),
)
"""The headings of the rules sheet, in order (msgids, said with ``_``; a test checks every one is there)."""

CONTRACTS = (
    (N_("Chiamo"), "chiamo"),
    (N_("Solo"), "solo"),
    (N_("Solissimo"), "solissimo"),
    (N_("Solissimo dividete"), dev("solissimo dividete")),
    (N_("Solissimo scegliete"), dev("solissimo scegliete")),
)
"""The stake table's rows: the contract's name (a msgid) and its contract and enhancement for ``Rules.stake``."""


class ChromiumError(SaveRefusedError):
    """Chromium could not print the PDF (it failed, or hung and was stopped); the HTML sheet is written."""


class ChromiumMissingError(ChromiumError):
    """No Chromium to print the PDF with; the HTML sheet can still be printed from a browser."""


def _card(card: Card, size: float, style: str = "italian", show_thirds: bool = True) -> str:
    """One card picture with its alt text (``role="img"`` and ``aria-label``)."""
    italian, english = card_in_words(card)
    label = many("{italian} ({english}), {count} third", "{italian} ({english}), {count} thirds", card.thirds,
                 italian=italian, english=english)
    picture = card_svg(card, style=style, show_thirds=show_thirds, size=size)
    return f'<span class="card" role="img" aria-label="{escape(str(label))}">{picture}</span>'


def _thirds_words(thirds: int) -> str:
    return pgettext("no thirds", "nothing") if thirds == 0 else str(many("{count} third", "{count} thirds", thirds))


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
    check_instance(rules, Rules, "rules", N_("a Rules value of an Italian profile, such as calabresella.ITALIAN"))
    if style not in STYLES:
        raise ArgumentValueError(msg("style must be one of {styles} ({rule}), got {got!r}", styles=", ".join(STYLES),
                                     rule="R3", got=style))
    with on_screen(style=style):  # its words name the cards as its pictures show them
        return _page(_("Calabresella — the rules on one page"), _rules_body(rules, style))


def _rules_body(r: Rules, style: str) -> str:
    """The sheet's body: every sentence a message of the catalogue, every number the profile's."""
    ladder = [Card(rank, Suit.COPPE) for rank in RANKS_HIGH_TO_LOW]
    aces = [Card(RANKS_HIGH_TO_LOW[2], suit) for suit in Suit]
    ace = ladder[2]
    by_value: dict[int, list[str]] = {}
    for card in ladder:
        by_value.setdefault(card.thirds, []).append(gettext(ITALIAN_RANK_WORDS[card.rank]))
    values = "; ".join(f"{', '.join(names)}: {_thirds_words(t)}" for t, names in sorted(by_value.items(), reverse=True))
    rounds = r.hand_size // r.deal_packet
    total = r.total_thirds
    win = r.win_thirds
    stakes = [(label, r.stake(*key.split())) for label, key in CONTRACTS]
    stake_rows = "".join(f"<tr><td>{escape(_(name))}</td><td>{v}</td><td>{2 * v}</td></tr>" for name, v in stakes)
    suits = ", ".join(f"<i>{escape(suit_words(s, ITALIAN_SUITS))}</i> ({s.symbol})" for s in Suit)
    rank_names = ", ".join(
        rank_name(card.rank, style) + (f" ({gettext(ITALIAN_RANK_WORDS[card.rank])})" if card.rank.value.isalpha() else "")
        for card in ladder
    )
    end = (
        msg("after the deal in which a balance reaches {target} ({rule})", target=r.game_target, rule="V2")
        if r.game_target is not None
        else many("after <b>{count} scored deal</b>; deals where all passed do not count",
                  "after <b>{count} scored deals</b>; deals where all passed do not count", r.session_deals)
    )
    players, share = DEAL_SEATS, r.monte_size // (DEAL_SEATS - 1)
    rule = '<span class="rule">{}</span>'.format
    heads = [escape(_(title)) for title in SECTIONS]
    sections = [
        f"<section><h2>{heads[0]}</h2>\n<p>"
        + str(msg("{cards} cards, {suits} suits of {each}: {names}. No trumps, ever.", cards=len(ladder) * len(Suit),
                  suits=len(Suit), each=len(ladder), names=suits))
        + "\n" + str(msg("In every suit, from highest to lowest: <b>{ranks}</b>.", ranks=rank_names))
        + f" {rule('R3, R4')}</p>\n"
        f'<div class="cards row">{"".join(_card(c, 0.56, style) for c in ladder)}</div>\n<p>'
        + str(msg("Values are counted in <b>thirds</b> of a point: {values}.", values=values)) + " "
        + _("The small badge on each card is its value.") + "\n"
        + str(msg("The pack holds {pack} thirds and the last trick {last} more: <b>{total} thirds</b> in a deal.",
                  pack=PACK_THIRDS, last=r.last_trick_thirds, total=total))
        + f"\n{rule('R5')}</p>\n"
        f'<div class="cards row">{"".join(_card(c, 0.5, style) for c in aces)}</div>\n<p>'
        + str(msg("The four aces: {thirds} thirds each, one whole point.", thirds=ace.thirds)) + "</p></section>\n",
        f"<section><h2>{heads[1]}</h2>\n<p>"
        + str(msg("The first dealer is drawn by lot; then the deal passes to the right. The dealer shuffles, the player "
                  "on the left cuts, and the dealer deals to the right, {packet} cards at a time, {rounds} rounds: "
                  "<b>{hand} cards each</b>. The {monte} cards left lie face down in the middle: the <b>monte</b>.",
                  packet=r.deal_packet, rounds=rounds, hand=r.hand_size, monte=r.monte_size))
        + f" {rule('R6, R7')}</p>\n</section>\n",
        f"<section><h2>{heads[2]}</h2>\n<p>"
        + str(msg("Bids, lowest first: <b>Chiamo &lt; Solo &lt; Solissimo</b>. Each player speaks once, starting on "
                  "the dealer's right: pass, or bid higher than every bid so far. Solissimo ends the auction at once. "
                  "The highest bidder is the soloist. If all {players} pass, nothing is scored and the deal passes on.",
                  players=players))
        + f" {rule('R8–R10')}</p></section>\n",
        f"<section><h2>{heads[3]}</h2>\n<ul>\n<li>"
        + _('<b>Chiamo</b> ("I call"): the soloist names a card; a defender who holds it hands it over face up.')
        + f"\n{rule('R11')}</li>\n<li>" + _('<b>Solo</b> ("alone"): Chiamo without the call.')
        + f" {rule('R15')}</li>\n<li>"
        + str(msg('<b>Solissimo</b> ("all alone"): the monte stays face down and unseen. The soloist may raise the '
                  'stake: <b>dividete</b> ("you share it": each defender takes {share} monte cards unseen) or '
                  '<b>scegliete</b> ("you choose": the monte is shown and the defenders share it as they like).',
                  share=share))
        + f" {rule('R16–R18')}</li>\n</ul></section>\n",
        f"<section><h2>{heads[4]}</h2>\n<p>"
        + str(msg("In Chiamo and Solo the monte is turned face up and added to the soloist's hand; in Chiamo, a "
                  "defender who handed over the called card gets any one card back, face up. The soloist lays "
                  "{monte} cards face down as the new monte: everyone holds {hand} again.",
                  monte=r.monte_size, hand=r.hand_size))
        + f" {rule('R12–R15')}</p></section>\n",
        f"<section><h2>{heads[5]}</h2>\n<p>"
        + str(msg("In Chiamo and Solo the player on the dealer's right leads first; in a Solissimo, the soloist. "
                  "Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins "
                  "the trick (the <b>presa</b>), and its winner leads next. All {tricks} tricks are played. The "
                  "defenders pool their tricks. Whoever wins the last trick also takes the monte.",
                  tricks=r.hand_size))
        + f" {rule('R19–R22')}</p></section>\n",
        f"<section><h2>{heads[6]}</h2>\n<p>"
        + str(msg("A side's total = the thirds of the cards in its tricks, plus, if it took the last trick, the "
                  "monte's cards and {last} for the last trick. The two totals make {total}. Whole points = thirds "
                  "÷ 3, dropping the remainder. The soloist <b>wins with {win} thirds</b> ({points} points) or more; "
                  "{short} loses.", last=r.last_trick_thirds, total=total, win=win, points=win // 3, short=win - 1))
        + f"\n{rule('R23–R25')}</p></section>\n",
        f"<section><h2>{heads[7]}</h2>\n<ul>\n<li>"
        + str(msg("<b>Cappotto</b> (×{times}): the soloist took all {tricks} tricks, or none.",
                  times=r.cappotto_multiplier, tricks=r.hand_size))
        + "</li>\n<li>"
        + str(msg("<b>Stramazzo</b> (×{times}): no Cappotto, and the losing side's card thirds (the monte counting "
                  "for the side that took the last trick, the last trick's own {last} not counting) are fewer than "
                  "{below}.", times=r.stramazzo_multiplier, last=r.last_trick_thirds, below=r.stramazzo_below_thirds))
        + "</li>\n<li>" + _("Otherwise ×1. Never both.") + f" {rule('R27')}</li>\n</ul></section>\n",
        f"<section><h2>{heads[8]}</h2>\n"
        + "<table><tr><th>" + escape(_("contract")) + "</th><th>" + escape(_("stake v (each defender)")) + "</th>"
        + "<th>" + escape(_("soloist: 2·v")) + f"</th></tr>{stake_rows}</table>\n<p>"
        + _("A soloist who wins gains 2·v·m and each defender pays v·m; a soloist who loses pays 2·v·m and each "
            "defender gains v·m (m: the multiplier). Every deal adds up to 0.")
        + f" {rule('R26, R28')}</p></section>\n",
        f"<section><h2>{heads[9]}</h2>\n<p>"
        + str(msg("Each player keeps a personal running balance (it may go below zero). The session ends {end}. "
                  "The highest balance wins; exact ties share the place.", end=end))
        + f" {rule('R29, R30')}</p></section>\n",
    ]
    title = escape(_("Calabresella — the rules on one page"))
    lead = str(msg("{players} players, each for themselves. In every deal one player, the <b>soloist</b>, plays alone "
                   "against the other {others}, the <b>defenders</b>, who are partners for that deal only. Everything "
                   "goes to the right (anticlockwise).", players=players, others=players - 1))
    foot = str(msg("Rules profile: <b>{profile}</b>. The rule ids ({rules}) number the rules as the course gives them "
                   "in full, and the course's glossary explains the Italian words. Made by <code>{command}</code>.",
                   profile=escape(r.name), rules="R1–R30", command="python -m calabresella rules-sheet"))
    return (f'\n<h1>{title}</h1>\n<p class="lead">{lead} {rule("R1, R2")}</p>\n<div class="cols">\n'
            + "\n".join(sections) + f'</div>\n<p class="foot">{foot}</p>\n')


def _page(title: str, body: str, extra_style: str = "") -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{page_language()}"><head><meta charset="utf-8">'
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
    """A hand as text, grouped by suit, highest first: ``coppe: 3 2 A R``, ``♥ 3 2 A K`` (R3, R4)."""
    parts = []
    for suit in Suit:
        ranks = [c for c in sorted(cards) if c.suit is suit]
        ranks.sort(key=lambda c: RANKS_HIGH_TO_LOW.index(c.rank))
        if not ranks:
            continue
        if style == ITALIAN_SUITS:
            parts.append(f"{suit_words(suit, style)}: " + " ".join(rank_name(c.rank, style) for c in ranks))
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
    check_instance(deal, Deal, "deal", N_("a Deal, such as Deal.new(seed=7)"))
    if style not in STYLES:
        raise ArgumentValueError(msg("style must be one of {styles} ({rule}), got {got!r}", styles=", ".join(STYLES),
                                     rule="R3", got=style))
    with on_screen(style=style):  # its words name the cards as its pictures show them
        return _hands_page(deal, names, style, sitting_out)


def _hands_page(deal: Deal, names: Sequence[str] | None, style: str, sitting_out: str | None) -> str:
    from calabresella.show.narrate import NAMES

    shown = tuple(NAMES if names is None else names)
    first = right_of(deal.dealer)
    seeded = deal.seed is not None
    dealer_words: Message = (
        msg("{name} deals and sits out ({rule})", name=escape(sitting_out), rule="V3") if sitting_out
        else msg("{name} deals", name=escape(shown[deal.dealer]))
    )
    sections = []
    cut = escape(_("cut along the dashed line"))
    for seat in (first, right_of(first), right_of(right_of(first))):
        role = _("first to speak") if seat == first else _("dealer") if seat == deal.dealer else _("second to speak")
        hand = _sorted_hand(deal.dealt_hands[seat])
        head = msg("Seat {number} — {name} ({role})", number=seat, name=escape(shown[seat]), role=role)
        sections.append(
            f'<section class="seat"><h2>{head}</h2>'
            f'<div class="cards">{"".join(_card(c, 0.8, style, show_thirds=False) for c in hand)}</div>'
            f"<p>{escape(hand_by_suit(hand, style).replace('   ', ' · '))}</p>"
            f'<p class="scissors">✂ {cut}</p></section>'
        )
    monte = list(deal.dealt_monte)
    monte_head = escape(str(msg("The monte: lay these cards face down in the middle ({rule})", rule="R7")))
    monte_words = escape(str(msg("{cards}: nobody looks at them until the auction is over.", cards=monte)))
    sections.append(
        f'<section class="seat"><h2>{monte_head}</h2>'
        f'<div class="cards">{"".join(_card(c, 0.8, style, show_thirds=False) for c in monte)}</div>'
        f"<p>{monte_words}</p></section>"
    )
    command = dev("python -m calabresella deal --seed {seed} --hands-only --sheet FILE.html").format(seed=deal.seed)
    heading = (msg("Deal with seed {seed}: the hands for real cards", seed=deal.seed) if seeded
               else msg("A deal: the hands for real cards"))
    lead = " ".join(str(m) for m in (
        msg("{dealer}; {name} (seat {number}), on the dealer's right, speaks first.", dealer=dealer_words,
            name=escape(shown[first]), number=first),
        msg("{hand} cards each, {monte} in the monte.", hand=deal.rules.hand_size, monte=deal.rules.monte_size),
        msg("Made by <code>{command}</code>.", command=command)))
    body = f"<h1>{heading}</h1>" + f'<p class="lead">{lead}</p>' + "".join(sections)
    title = msg("Deal with seed {seed}: the hands", seed=deal.seed) if seeded else msg("A deal: the hands")
    return _page(str(title), body, _HANDS_STYLE)


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
        raise ChromiumMissingError(msg(
            "{pdf}: the PDF needs Chromium ({chromium}), which is not installed; the HTML sheet {html} can be "
            "printed from any browser (or pass --html-only)", pdf=str(pdf_path), chromium=CHROMIUM, html=str(html_path)))
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
                raise ChromiumError(msg(
                    "{pdf}: Chromium ({program}) did not finish printing the PDF in {seconds:g} s and was stopped; "
                    "nothing was saved. Try again, or print the HTML sheet {html} from any browser (or pass "
                    "--html-only)", pdf=str(pdf_path), program=program, seconds=seconds, html=str(html_path))) from None
        data = Path(temp).read_bytes()
        if done.returncode != 0 or not data.startswith(b"%PDF"):
            raise ChromiumError(msg(
                "{pdf}: Chromium could not print the PDF (exit {code}); nothing was saved. Print the HTML sheet "
                "{html} from any browser (or pass --html-only)", pdf=str(pdf_path), code=done.returncode,
                html=str(html_path)))
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
        raise SaveRefusedError(msg(
            "{path}: already exists and was changed since this command wrote it (or is another file); choose "
            "another --out folder, or pass --force to replace it (nothing was saved)", path=str(path)))
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
        raise ArgumentValueError(msg(
            "--out must name a folder to write the rules sheet into, such as --out sheets, got {got!r}",
            got=os.fspath(out)))
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise SaveRefusedError(msg("{path}: is not a folder; give the folder to write into (nothing was saved)",
                                   path=str(folder)))
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
