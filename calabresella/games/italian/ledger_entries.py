"""The Italian ledger's entries and how each is written in a session file (R10, R28, R29; V2b).

A ledger entry keeps a deal's result, not the deal (so that a deal played with real cards
and entered by hand is an entry too); reading one back scores it again by the engine's
rules (:func:`~calabresella.games.italian.scoring.score_deal`) and refuses transfers that
do not match (R28). :class:`~calabresella.games.italian.session.Session` reads and writes
the whole file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from calabresella.engine.actions import Contract, Enhancement
from calabresella.engine.cards import Card, CardError
from calabresella.engine.errors import CalabresellaError
from calabresella.games.italian.rules import Rules
from calabresella.games.italian.scoring import DealResult, score_deal
from calabresella.games.sessions import SessionError, seat_list
from calabresella.words import msg


@dataclass(frozen=True)
class SessionDeal:
    """One deal of the ledger: its dealer, and its result (None: all passed, R10).

    ``dealer`` is the table seat that dealt (at four, the one who sat out, V3);
    ``result`` is the deal's own result, by deal seat (see :class:`~calabresella.games.italian.session.Session`).
    ``monte`` is kept only for an all-passed deal in a profile with
    ``all_pass_redeal_limited`` (V2b): the monte the next deal keeps.
    """

    dealer: int
    result: DealResult | None
    seed: int | None = None
    monte: tuple[Card, ...] = ()

    @property
    def scored(self) -> bool:
        return self.result is not None


_SCORE_INPUTS = (
    "soloist",
    "soloist_trick_thirds",
    "defenders_trick_thirds",
    "monte_thirds",
    "last_trick_to_soloist",
    "soloist_tricks",
    "total_tricks",
)


def deal_to_dict(entry: SessionDeal) -> dict[str, Any]:
    """One ledger entry as JSON. ``dealer`` is a table seat; ``soloist`` and
    ``transfers`` are by deal seat (at four, V3, :meth:`~calabresella.games.italian.session.Session.deal_seats` maps them)."""
    data: dict[str, Any] = {"dealer": entry.dealer, "seed": entry.seed}
    result = entry.result
    if result is None:
        data["passed"] = True
        if entry.monte:
            data["monte"] = [str(c) for c in entry.monte]
        return data
    data["contract"] = result.contract.value
    data["enhancement"] = result.enhancement.value
    data.update({name: getattr(result, name) for name in _SCORE_INPUTS})
    data["transfers"] = list(result.transfers)
    return data


def deal_from_dict(item: Any, rules: Rules, where: str) -> SessionDeal:
    if not isinstance(item, dict):
        raise SessionError(msg("{where}: expected an object, got {item!r}", where=where, item=item))
    dealer, seed = item.get("dealer"), item.get("seed")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in range(rules.players):
        raise SessionError(msg("{where}: \"dealer\" must be {seats}, got {dealer!r}", where=where,
                               seats=seat_list(rules.players), dealer=dealer))
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise SessionError(msg("{where}: \"seed\" must be a whole number or null, got {seed!r}", where=where,
                               seed=seed))
    if item.get("passed") is True:
        monte: tuple[Card, ...] = ()
        if rules.all_pass_redeal_limited:
            monte = _kept_monte(item.get("monte"), rules, where)
        return SessionDeal(dealer=dealer, result=None, seed=seed, monte=monte)
    try:
        inputs = {name: item[name] for name in _SCORE_INPUTS}
        result = score_deal(
            contract=Contract(item["contract"]), enhancement=Enhancement(item["enhancement"]), rules=rules, **inputs
        )
    except KeyError as err:
        raise SessionError(msg("{where}: missing field {field}", where=where, field=str(err))) from None
    except (TypeError, ValueError) as err:
        reason = err.message if isinstance(err, CalabresellaError) else str(err)
        raise SessionError(msg("{where}: {reason}", where=where, reason=reason)) from None
    if result.soloist_thirds + result.defenders_thirds != rules.total_thirds or result.soloist not in (0, 1, 2):
        raise SessionError(msg("{where}: the two sides' thirds must add up to {total} (R23)", where=where,
                               total=rules.total_thirds))
    if list(result.transfers) != item.get("transfers"):
        raise SessionError(msg(
            "{where}: transfers {given!r} do not match the scoring rules, which give {transfers} (R28)",
            where=where, given=item.get("transfers"), transfers=list(result.transfers)))
    return SessionDeal(dealer=dealer, result=result, seed=seed)


def card_list(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


def _kept_monte(value: Any, rules: Rules, where: str) -> tuple[Card, ...]:
    """V2b: the monte an all-passed deal leaves for the next one, read from JSON."""
    kept = {"where": where, "size": rules.monte_size, "value": value}
    refusal = msg("{where}: \"monte\" must list the {size} different cards kept for the next deal (V2b), "
                  "got {value!r}", **kept)
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise SessionError(refusal)
    try:
        cards = tuple(Card.parse(c) for c in value)
    except CardError as err:
        raise SessionError(msg("{where}: \"monte\" must list the {size} different cards kept for the next deal "
                               "(V2b): {reason}", reason=err.message, **kept)) from None
    if len(cards) != rules.monte_size or len(set(cards)) != len(cards):
        raise SessionError(refusal)
    return cards
