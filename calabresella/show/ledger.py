"""A session's ledger as a table and a chart, and an app to keep it for real cards (R26–R30).

- :func:`ledger_html` — one row per deal: the contract, the soloist, the soloist's
  thirds, the result and every player's running balance after the deal (R29); for a
  session of another game (:mod:`calabresella.games.sessions`: the American account's,
  a game of Tressette) the deal, its dealer and every seat's running score.
- :func:`balance_svg` — a line chart of each player's balance after each deal, with a
  legend; it fits 600 pixels wide (a session of any game).
- :class:`RealCardsLedger` — a form (ipywidgets) to enter the result of each deal of a
  session played with real cards; the scoring is the engine's own
  (:meth:`~calabresella.games.italian.session.Session.record_by_hand`). It keeps the
  Italian ledger only: the other games' sessions are made of whole deals played on
  screen, and have no entry of a result by hand.

Nothing here holds a rule: every number comes from the session.

>>> from calabresella.games.italian.session import Session
>>> from calabresella.engine.actions import Contract
>>> s = Session(first_dealer=0).record_by_hand(contract=Contract.SOLO, soloist=1,
...     soloist_trick_thirds=13, monte_thirds=2, soloist_tricks=7, last_trick_to_soloist=True)
>>> "Solo" in ledger_html(s) and "Bruno" in ledger_html(s)
True
>>> balance_svg(s).startswith("<svg")
True
"""

from __future__ import annotations

import html as _html
from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from calabresella.engine.actions import Contract, Enhancement
from calabresella.engine.cards import Card, CardError, thirds_of
from calabresella.engine.errors import ArgumentTypeError, ArgumentValueError, check_instance
from calabresella.games.italian.rules import ITALIAN, PROFILES, Rules, RulesError, RulesTypeError, profile
from calabresella.games.italian.session import HandEntryError, Session, SessionDeal, default_names
from calabresella.games.registry import descriptions
from calabresella.show.charts import SVG_FONT_PX
from calabresella.show.ledger_words import capitalised, in_form_words
from calabresella.show.svg import Svg
from calabresella.show.widgets import capped, typed_cards
from calabresella.words import N_, Message, _, dev, many, msg

__all__ = ["RealCardsLedger", "balance_svg", "ledger_html", "ledger_rows"]

CHART_WIDTH = 600
"""The chart's width in pixels (it fits a notebook column or a printed page)."""

_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd")
_DASHES = ("", "6 3", "2 3", "8 3 2 3")  # so the lines differ in black and white too


def _names(session: Any, names: Sequence[str] | None) -> tuple[str, ...]:
    """The names to show: ``names`` if given (one per player), else the session's own."""
    if not isinstance(getattr(session, "names", None), tuple) or not callable(getattr(session, "changes", None)):
        raise ArgumentTypeError(msg(
            "session must be a session of one of the games (calabresella.Session, or game.session()), got {got}",
            got=repr(session)[:120]))
    count = len(session.names)
    if names is None:
        return tuple(session.names)
    if isinstance(names, (str, bytes)) or not isinstance(names, Sequence) or not all(
        isinstance(n, str) and n.strip() for n in names
    ):
        raise ArgumentTypeError(msg("names must be a list of {count} names, got {got}", count=count, got=repr(names)[:160]))
    if len(names) != count:
        raise ArgumentValueError(msg("names must give one name per player: {count} names, got {got} ({rule})",
                                     count=count, got=len(names), rule="R1"))
    return tuple(names)


def _has_soloists(session: Any) -> bool:
    """Whether the session says, deal by deal, who was the soloist and what each seat's
    balance moved by (``soloist_of`` and ``transfers_of`` of an entry: the Italian ledger,
    R28, R29), so that its ledger has the contract, soloist, thirds and result columns;
    another game's session has each seat's running score only."""
    return all(callable(getattr(session, name, None)) for name in ("soloist_of", "transfers_of"))


def _card_text(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


def _signed(amount: int) -> str:
    """``+4``, ``−2`` (a true minus sign), ``0``."""
    return f"{amount:+d}".replace("-", "−") if amount else "0"


def ledger_rows(session: Any, names: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """The ledger as plain rows (one dict per deal, in order), for a table or a test.

    Each row has ``deal`` (1, 2, …), ``dealer``, ``changes`` and ``balances`` (one per
    player, R28, R29; in Tressette each seat's side's game points, V5); a row of the
    Italian ledger also ``contract``, ``soloist`` (a name, or "—" when all passed, R10),
    ``thirds`` (the soloist's total, R23, or None) and ``result`` (in words).
    """
    shown = _names(session, names)
    if not _has_soloists(session):
        return _other_rows(session, shown)
    rows: list[dict[str, Any]] = []
    totals = [0] * session.rules.players
    for number, entry in enumerate(session.deals, start=1):
        changes = session.transfers_of(entry)
        totals = [t + c for t, c in zip(totals, changes, strict=True)]
        rows.append(
            {
                "deal": number,
                "dealer": shown[entry.dealer],
                "contract": _contract(entry),
                "soloist": _soloist(session, entry, shown),
                "thirds": None if entry.result is None else entry.result.soloist_thirds,
                "result": str(_result_words(entry)),
                "changes": tuple(changes),
                "balances": tuple(totals),
            }
        )
    return rows


def _other_rows(session: Any, shown: Sequence[str]) -> list[dict[str, Any]]:
    """The rows of another game's session: each deal's dealer, changes and running scores."""
    rows: list[dict[str, Any]] = []
    totals = [0] * len(shown)
    for number, changes in enumerate(session.changes(), start=1):
        totals = [t + c for t, c in zip(totals, changes, strict=True)]
        dealer = (session.first_dealer + number - 1) % len(shown)
        rows.append({"deal": number, "dealer": shown[dealer], "changes": tuple(changes), "balances": tuple(totals)})
    return rows


def _contract(entry: SessionDeal) -> str:
    return _("all passed") if entry.result is None else str(entry.result.contract_name)


def _soloist(session: Session, entry: SessionDeal, names: Sequence[str]) -> str:
    seat = session.soloist_of(entry)
    return "—" if seat is None else names[seat]


def _result_words(entry: SessionDeal) -> Message:
    """``won, ×2 Cappotto``; ``lost``; ``not scored (R10)``."""
    result = entry.result
    if result is None:
        return msg("not scored ({rule})", rule="R10")
    if result.cappotto:
        words = msg("won, ×{times} Cappotto") if result.won else msg("lost, ×{times} Cappotto")
    elif result.stramazzo:
        words = msg("won, ×{times} Stramazzo") if result.won else msg("lost, ×{times} Stramazzo")
    else:
        words = msg("won") if result.won else msg("lost")
    return words.with_params(times=result.multiplier)


_CELL = 'style="padding:3px 8px;border-bottom:1px solid #ddd;text-align:{};white-space:nowrap"'


def ledger_html(session: Any, names: Sequence[str] | None = None) -> str:
    """R29: the session's ledger as an HTML table, one row per deal.

    Columns: deal, contract, soloist, the soloist's thirds (of 35, R23; 18 wins, R25),
    the result, and each player's balance after the deal, with that deal's change in
    brackets. The last row gives the standings (R30). An empty session says so.
    A session of another game has the columns deal, dealer and each seat's score.
    """
    shown = _names(session, names)
    rows = ledger_rows(session, shown)
    if not _has_soloists(session):
        return _other_html(session, shown, rows)
    total = session.rules.total_thirds
    cell = _CELL
    head_cells = [_("deal"), _("contract"), _("soloist"), str(msg("soloist's thirds (of {total})", total=total)), _("result")]
    head_cells += [f"{escape(n)}" for n in shown]
    head = "".join(
        f'<th {cell.format("left" if i < 5 else "right")}>{escape(h) if i < 5 else h}</th>'
        for i, h in enumerate(head_cells)
    )
    body = []
    for row in rows:
        cells = [
            str(row["deal"]),
            escape(row["contract"]),
            escape(row["soloist"]),
            "—" if row["thirds"] is None else str(row["thirds"]),
            escape(row["result"]),
        ]
        tds = "".join(f'<td {cell.format("left")}>{c}</td>' for c in cells)
        for balance, change in zip(row["balances"], row["changes"], strict=True):
            tds += f'<td {cell.format("right")}><b>{_signed(balance)}</b> ({_signed(change)})</td>'
        body.append(f"<tr>{tds}</tr>")
    if not rows:
        span = len(head_cells)
        body.append(f'<tr><td colspan="{span}" {cell.format("left")}><i>' + escape(_("No deals yet: every balance is 0.")) + "</i></td></tr>")
    places = "; ".join(f"{place}. {escape(name)} {_signed(balance)}" for place, name, balance in _standings(session, shown))
    scored = session.scored_deals
    end = (
        many("The session is over ({count} scored deal, {rule}).", "The session is over ({count} scored deals, {rule}).",
             scored, rule="R30")
        if session.is_over
        else many("{count} scored deal so far.", "{count} scored deals so far.", scored)
    )
    words = " ".join(str(m) for m in (
        msg("Balances after each deal, the deal's change in brackets ({rules}).", rules="R28, R29"), end,
        msg("Standings: {places}.", places=places)))
    caption = f'<caption style="caption-side:bottom;text-align:left;padding-top:6px">{words}</caption>'
    return (
        '<table class="calab-ledger" style="border-collapse:collapse;font-family:sans-serif;font-size:14px">'
        f"{caption}<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def _other_html(session: Any, shown: Sequence[str], rows: list[dict[str, Any]]) -> str:
    """The ledger of another game's session: deal, dealer, every seat's running score."""
    head = "".join(f'<th {_CELL.format("left" if i < 2 else "right")}>{escape(h)}</th>'
                   for i, h in enumerate([_("deal"), _("dealer"), *shown]))
    body = []
    for row in rows:
        tds = f'<td {_CELL.format("left")}>{row["deal"]}</td><td {_CELL.format("left")}>{escape(row["dealer"])}</td>'
        for balance, change in zip(row["balances"], row["changes"], strict=True):
            tds += f'<td {_CELL.format("right")}><b>{_signed(balance)}</b> ({_signed(change)})</td>'
        body.append(f"<tr>{tds}</tr>")
    if not rows:
        body.append(f'<tr><td colspan="{2 + len(shown)}" {_CELL.format("left")}><i>' + escape(_("No deals yet: every score is 0.")) + "</i></td></tr>")
    names = {own: given for own, given in zip(session.names, shown, strict=True)}  # a side's name stays
    places = "; ".join(f"{place}. {escape(names.get(name, name))} {_signed(score)}"
                       for place, name, score in session.standings())
    end = msg("The session is over.") if session.is_over else many("{count} deal so far.", "{count} deals so far.",
                                                                    len(rows))
    words = " ".join(str(m) for m in (msg("Scores after each deal, the deal's change in brackets."), end,
                                      msg("Standings: {places}.", places=places)))
    caption = f'<caption style="caption-side:bottom;text-align:left;padding-top:6px">{words}</caption>'
    return (
        '<table class="calab-ledger" style="border-collapse:collapse;font-family:sans-serif;font-size:14px">'
        f"{caption}<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def _standings(session: Session, names: Sequence[str]) -> list[tuple[int, str, int]]:
    """R30: the session's standings with the names shown."""
    return [(place, names[session.names.index(name)], balance) for place, name, balance in session.standings()]


def _num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _nice_step(span: int) -> int:
    """A round step for the balance axis (1, 2, 5, 10, 20, 50, …) giving at most 6 lines (few, large labels)."""
    base = 1
    while True:
        for step in (base, 2 * base, 5 * base):
            if span / step <= 6:
                return step
        base *= 10


def _short(name: str, letters: int) -> str:
    """``name`` cut to at most ``letters`` letters with "…", so that it fits its place in the chart."""
    return name if len(name) <= letters else name[:max(letters - 1, 1)] + "…"


def balance_svg(session: Any, names: Sequence[str] | None = None) -> Svg:
    """R29: each player's balance after each deal, as a line chart 600 pixels wide.

    The horizontal axis is the deal (0 is the start, every balance 0); all-passed
    deals (R10) are points too, where nothing changes. Each player has a colour and a
    dash pattern, named in the legend, and the last balance is written at the line's end.
    Its words are large enough to read on a teacher slide (:data:`~calabresella.show.charts.SVG_FONT_PX`).
    """
    shown = _names(session, names)
    rows = ledger_rows(session, shown)
    players = len(shown)
    series = [[0] + [row["balances"][p] for row in rows] for p in range(players)]
    deals = len(rows)
    low = min(0, *(min(s) for s in series))
    high = max(0, *(max(s) for s in series))
    step = _nice_step(max(high - low, 1))
    low = (low // step) * step
    high = -((-high) // step) * step
    if high == low:
        high, low = step, -step
    tick, label, title = SVG_FONT_PX["tick"], SVG_FONT_PX["label"], SVG_FONT_PX["title"]
    width, height = CHART_WIDTH, 360
    left, right, top, bottom = 4.0 * tick, 8.5 * label, 4.6 * label, 3.6 * label
    plot_w, plot_h = width - left - right, height - top - bottom

    def x_of(deal: int) -> float:
        return float(left + plot_w * deal / max(deals, 1))

    def y_of(value: float) -> float:
        return float(top + plot_h * (high - value) / (high - low))

    def text(x: float, y: float, words: str, size: float = 12, anchor: str = "start", fill: str = "#222",
             bold: bool = False) -> str:
        weight = ' font-weight="bold"' if bold else ""
        return (f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" text-anchor="{anchor}"'
                f' fill="{fill}"{weight}>{escape(words)}</text>')

    parts = [f'<rect width="{width}" height="{height}" fill="#fff"/>',
             text(8, 1.4 * title, str(msg("Each player's balance after each deal ({rule})", rule="R29")), title, bold=True)]
    value = low
    while value <= high:
        y = y_of(value)
        colour, w = ("#555", "1.5") if value == 0 else ("#e3e3e3", "1")
        parts.append(f'<path d="M{_num(left)} {_num(y)}H{_num(left + plot_w)}" stroke="{colour}" stroke-width="{w}"/>')
        parts.append(text(left - 6, y + tick / 3, _signed(value), tick, "end", "#555"))
        value += step
    every = max(1, -(-deals // 8))
    for deal in range(0, deals + 1, every):
        parts.append(text(x_of(deal), top + plot_h + 1.4 * tick, str(deal), tick, "middle", "#555"))
    parts.append(text(left + plot_w / 2, height - 0.6 * label, _("deal (0 = the start)"), label, "middle", "#555"))
    ends: list[tuple[float, int]] = []
    for p in range(players):
        colour, dash = _COLOURS[p % len(_COLOURS)], _DASHES[p % len(_DASHES)]
        points = " ".join(f"{_num(x_of(d))},{_num(y_of(v))}" for d, v in enumerate(series[p]))
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2.5"{dashed}>'
                     f"<title>{escape(shown[p])}: {', '.join(map(_signed, series[p]))}</title></polyline>")
        for d, v in enumerate(series[p]):
            parts.append(f'<circle cx="{_num(x_of(d))}" cy="{_num(y_of(v))}" r="3" fill="{colour}"/>')
        ends.append((y_of(series[p][-1]), p))
    # the end labels, pushed apart so that equal balances stay readable
    placed: list[float] = []
    for y, p in sorted(ends):
        y = max(y, placed[-1] + 1.2 * label) if placed else y
        placed.append(y)
        end = _signed(series[p][-1])
        name = _short(shown[p], int((right - 6) / (0.68 * label)) - len(end) - 1)  # bold letters are wider
        parts.append(text(left + plot_w + 6, y + label / 3, f"{name} {end}", label,
                          fill=_COLOURS[p % len(_COLOURS)], bold=True))
    # the legend, between the title and the plot
    x, key_y, letter = 8.0, 2.9 * label, 0.62 * label  # a letter's width, about
    fits = max(4, int((width - x) / players / letter) - 5)  # letters a name may have in the legend
    for p in range(players):
        colour, dash = _COLOURS[p % len(_COLOURS)], _DASHES[p % len(_DASHES)]
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(f'<path d="M{_num(x)} {_num(key_y - label / 3)}H{_num(x + 24)}" stroke="{colour}"'
                     f' stroke-width="2.5"{dashed}/>')
        name = _short(shown[p], fits)
        parts.append(text(x + 28, key_y, name, label, fill="#222"))
        x += 28 + letter * len(name) + 16
    if not rows:
        parts.append(text(left + plot_w / 2, top + plot_h / 2 - 10, _("No deals yet"), label, "middle", "#777"))
    summary = "; ".join(f"{shown[p]} {_signed(series[p][-1])}" for p in range(players))
    title_words = many("Balances after {count} deal: {summary}", "Balances after {count} deals: {summary}", deals, summary=summary)
    return Svg(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}"'
        ' font-family="DejaVu Sans,Verdana,Arial,sans-serif" role="img" class="calab-chart">'
        f"<title>{escape(str(title_words))}</title>"
        f"{''.join(parts)}</svg>"
    )


# --------------------------------------------------------------------- the app for real cards

CONTRACT_CHOICES: tuple[tuple[str, str], ...] = (
    (N_("Chiamo"), "chiamo"),
    (N_("Solo"), "solo"),
    (N_("Solissimo"), "solissimo"),
    (N_("Solissimo dividete"), dev("solissimo dividete")),
    (N_("Solissimo scegliete"), dev("solissimo scegliete")),
    (N_("All passed (nobody bid)"), "passed"),
)
"""The contract box's choices (R8, R10, R16–R18): label (a msgid, said with ``_``), then value."""


def contract_of(choice: str) -> tuple[Contract | None, Enhancement]:
    """A contract box value (``'solissimo dividete'``) as a contract and enhancement; None if all passed."""
    if choice == "passed":
        return None, Enhancement.PLAIN
    name, _sep, extra = choice.partition(" ")
    return Contract(name), Enhancement(extra) if extra else Enhancement.PLAIN


def italian_rules(rules: object) -> Rules:
    """``rules`` as a profile of the Italian game: a :class:`Rules` value, or a profile name
    (``'all-pass-limited'``) looked up in the registry; else a clear error.

    >>> italian_rules("four-at-the-table").players
    4
    """
    if not isinstance(rules, str):  # a rules value: the Italian game's own kind, refused in words if not
        try:
            chosen: Rules = check_instance(rules, Rules, "rules", N_("an Italian profile, such as "
                                           "calabresella.ITALIAN, or its name, such as 'all-pass-limited'"))
        except ArgumentTypeError as err:
            raise RulesTypeError(err.message) from None
        return chosen
    if rules not in PROFILES and rules in descriptions():  # the registry knows it: another game's profile
        raise RulesError(msg(
            "a session is kept only for the Italian game's profiles ({profiles}), and {name!r} is another game's "
            "({game})", profiles=", ".join(PROFILES), name=rules, game=str(descriptions()[rules]).split(":", 1)[0]))
    return profile(rules)  # an unknown name is refused with the Italian profiles listed


class RealCardsLedger:
    """An app to keep the ledger of a session played with real cards (R10, R22–R30).

    After each deal at the table, choose the contract and the soloist, type the thirds
    of the cards in the soloist's tricks (the monte not included), the thirds of the
    monte's cards, the number of tricks the soloist took, and who took the last trick,
    then press *Add deal*. The engine scores it (the same scoring as a deal played on
    screen); an impossible entry is refused in words beside the form and nothing
    changes. *Undo last* removes the last deal. Below: the ledger and the chart.

    Widgets are attributes so that a test can set values and press the buttons:
    ``contract``, ``soloist``, ``trick_thirds``, ``monte_thirds``, ``tricks``,
    ``last_trick``, ``monte`` (the cards an all-passed deal keeps, shown only in
    ``all-pass-limited``, V2b), ``add_button``, ``undo_button``, ``error`` (the refusal),
    ``table`` and ``chart``; ``session`` is the ledger so far, ``ui`` the app to display.

    Start from ``names``, ``first_dealer`` (0 by default) and ``rules`` (a profile of the
    Italian game or its name, ``ITALIAN`` by default), or from a ``session`` to go on with
    (then give none of the three).
    """

    def __init__(self, names: Sequence[str] | None = None, *, first_dealer: int | None = None,
                 rules: Rules | str | None = None, session: Session | None = None) -> None:
        import ipywidgets as w

        if session is None:
            chosen = italian_rules(ITALIAN if rules is None else rules)
            session = Session(names=default_names(chosen.players) if names is None else names,  # type: ignore[arg-type]
                              first_dealer=0 if first_dealer is None else first_dealer, rules=chosen)
        else:
            check_instance(session, Session, "session", N_("a Session (calabresella.Session) to go on with"))
            if (names, first_dealer, rules) != (None, None, None):
                raise ArgumentValueError(msg("give a session to go on with, or names, first_dealer and rules for a new one, not both"))
        self.session = session
        self._history: list[Session] = []
        narrow = w.Layout(width="340px")
        style = {"description_width": "200px"}
        self.contract = w.Dropdown(options=[(_(label), value) for label, value in CONTRACT_CHOICES], value="solo",
                                   description=_("Contract:"), layout=narrow, style=style)
        self.soloist = w.Dropdown(description=_("Soloist:"), layout=narrow, style=style)
        self.trick_thirds = w.IntText(value=0, description=_("Thirds in soloist's tricks:"), layout=narrow, style=style)
        self.monte_thirds = w.IntText(value=0, description=_("Thirds in the monte:"), layout=narrow, style=style)
        self.tricks = w.IntText(value=0, description=_("Tricks the soloist took:"), layout=narrow, style=style)
        self.last_trick = w.Dropdown(options=((_("the soloist"), True), (_("a defender"), False)), value=True,
                                     description=_("Last trick taken by:"), layout=narrow, style=style)
        self.monte = w.Text(value="", description=str(msg("Monte kept ({rule}):", rule="V2b")),
                            placeholder=_("e.g. A♥ 7♠ 3♦ J♣"),
                            layout=w.Layout(width="340px"), style=style)  # its own layout: it may be hidden
        if not session.rules.all_pass_redeal_limited:
            self.monte.layout.display = "none"  # only all-pass-limited keeps a passed deal's monte
        self.add_button = w.Button(description=_("Add deal"), button_style="primary", icon="plus")
        self.undo_button = w.Button(description=_("Undo last"), icon="undo")
        self.error = w.HTML(layout=w.Layout(max_width="360px", margin="0 0 0 16px"))
        self.error.add_class("cal-setting-error")
        self.status = w.HTML()
        self.table = w.HTML()
        self.chart = w.HTML()
        for box, name in ((self.contract, "contract"), (self.soloist, "soloist"), (self.trick_thirds, "trick-thirds"),
                          (self.monte_thirds, "monte-thirds"), (self.tricks, "tricks"),
                          (self.last_trick, "last-trick"), (self.monte, "monte"), (self.add_button, "add"),
                          (self.undo_button, "undo"),
                          (self.error, "error"), (self.status, "status"), (self.table, "table"),
                          (self.chart, "chart")):
            box.add_class(f"cal-ledger-{name}")  # CSS classes, for the page's tests
        self.add_button.on_click(lambda _: self.add())
        self.undo_button.on_click(lambda _: self.undo())
        self.contract.observe(lambda _: self._enable(), names="value")
        form = w.VBox([self.contract, self.soloist, self.trick_thirds, self.monte_thirds, self.tricks,
                       self.last_trick, self.monte, w.HBox([self.add_button, self.undo_button])])
        heading = "<b>" + _html.escape(_("Enter each deal played with real cards")) + "</b>"
        self.ui = w.VBox([w.HTML(heading), w.HBox([form, self.error]),
                          self.status, self.table, self.chart])
        self.ui.add_class("cal-real-cards")
        self._refresh()

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = dict(self.ui._repr_mimebundle_(**kwargs) or {})
        balances = ", ".join(f"{n} {_signed(b)}" for n, b in zip(self.session.names, self.session.balances, strict=True))
        bundle["text/plain"] = str(many("Real-cards ledger: {count} deal entered, balances {balances}",
                                        "Real-cards ledger: {count} deals entered, balances {balances}",
                                        len(self.session.deals), balances=balances))
        return bundle

    @property
    def last_message(self) -> str:
        """The refusal shown beside the form, as plain text ("" when none)."""
        return _html.unescape(self.error.value.replace("<span style='color:#b00020'>", "").replace("</span>", ""))

    def _say(self, text: str) -> None:
        self.error.value = f"<span style='color:#b00020'>{_html.escape(text)}</span>" if text else ""

    def _enable(self) -> None:
        passed = self.contract.value == "passed"
        for box in (self.soloist, self.trick_thirds, self.monte_thirds, self.tricks, self.last_trick):
            box.disabled = passed or self.session.is_over
        self.monte.disabled = not passed or self.session.is_over
        self.add_button.disabled = self.session.is_over
        self.undo_button.disabled = not self._history

    def _refresh(self) -> None:
        session = self.session
        seats = session.deal_seats()
        playing = [(session.names[t], t) for t in range(session.rules.players) if t in seats]
        keep = self.soloist.value
        self.soloist.options = playing
        self.soloist.value = keep if keep in dict(playing).values() else playing[0][1]
        if session.is_over:
            places = ", ".join(f"{place}. {name} {_signed(b)}" for place, name, b in session.standings())
            self.status.value = "<p>" + str(msg("<b>The session is over</b> ({rule}). Standings: {places}.",
                                                rule="R30", places=_html.escape(places))) + "</p>"
        else:
            dealer = session.names[session.dealer]
            kept = session.kept_monte
            lines: list[Message] = [
                msg("Deal {number}: {dealer} deals.", number=len(session.deals) + 1, dealer=dealer),
                many("{count} scored deal so far.", "{count} scored deals so far.", session.scored_deals),
            ]
            if kept is not None:
                lines.append(many(
                    "The last deal was passed out: its monte ({cards}, {count} third) stays, and only Solo or "
                    "Solissimo may be bid ({rule}).",
                    "The last deal was passed out: its monte ({cards}, {count} thirds) stays, and only Solo or "
                    "Solissimo may be bid ({rule}).", thirds_of(kept), cards=list(kept), rule="V2b"))
            self.status.value = "<p>" + _html.escape(" ".join(str(line) for line in lines)) + "</p>"
        # V2b: a passed deal's monte stays for the next; any other deal leaves the box empty.
        self.monte.value = "" if session.kept_monte is None else _card_text(session.kept_monte)
        self.table.value = ledger_html(session)
        self.chart.value = balance_svg(session)
        self._enable()

    def add(self) -> bool:
        """Score the deal in the form and add it to the ledger; False (and a reason beside the form) if refused."""
        contract, enhancement = contract_of(self.contract.value)
        try:
            if contract is None:
                after = self.session.record_by_hand(contract=None, monte=self._monte_cards())
            else:
                after = self.session.record_by_hand(
                    contract=contract,
                    enhancement=enhancement,
                    soloist=self.soloist.value,
                    soloist_trick_thirds=self.trick_thirds.value,
                    monte_thirds=self.monte_thirds.value,
                    soloist_tricks=self.tricks.value,
                    last_trick_to_soloist=self.last_trick.value,
                )
        except (HandEntryError, CardError, ArgumentTypeError, ArgumentValueError) as err:
            self._say(str(msg("Not added. {reason}. Nothing changed; correct the form and press {button} again.",
                              reason=capitalised(in_form_words(err.message)), button=_("Add deal"))))
            return False
        self._history.append(self.session)
        self.session = after
        self._say("")
        self._refresh()
        return True

    def _monte_cards(self) -> tuple[Card, ...] | None:
        """V2b: the cards typed in the monte box (None where the profile keeps no monte, or
        the box is empty); an unreadable card is refused with the text cut short."""
        text = self.monte.value.strip()
        if not self.session.rules.all_pass_redeal_limited or not text:
            return None
        cards = typed_cards(text)
        if len(cards) != self.session.rules.monte_size:
            raise HandEntryError("V2b", many(
                "the monte an all-passed deal keeps is {size} cards, such as A♥ 7♠ 3♦ J♣, got {count} card: {text!r}",
                "the monte an all-passed deal keeps is {size} cards, such as A♥ 7♠ 3♦ J♣, got {count} cards: {text!r}",
                len(cards), size=self.session.rules.monte_size, text=capped(text)))
        return cards

    def undo(self) -> bool:
        """Remove the last deal added (False if there is none)."""
        if not self._history:
            self._say(_("There is no deal to undo."))
            return False
        self.session = self._history.pop()
        self._say("")
        self._refresh()
        return True
