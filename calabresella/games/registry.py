"""Every rule profile the package plays, by name, whichever state machine plays it.

The Italian profiles (R1–R30 and the variants V1–V3) are values of
:class:`calabresella.games.italian.rules.Rules` played by :class:`calabresella.games.italian.deal.Deal`; the
American account (V4) and the Tressette games (V5) have their own rules values and
state machines, with the same interface.

>>> list(descriptions())[:2], game_of("tressette-in-due")
(['italian', 'bidder-leads'], 'tressette')
"""

from __future__ import annotations


def descriptions() -> dict[str, str]:
    """Every profile's name and one-line description, the default first."""
    from calabresella.games.american import AMERICAN_PROFILES
    from calabresella.games.italian.rules import PROFILES
    from calabresella.games.tressette import TRESSETTE_PROFILES

    listed = {name: rules.description for name, rules in PROFILES.items()}
    listed.update({name: rules.description for name, rules in AMERICAN_PROFILES.items()})
    listed.update({name: rules.description for name, rules in TRESSETTE_PROFILES.items()})
    return listed


def game_of(name: str) -> str:
    """Which state machine plays profile ``name``: 'italian', 'american' or 'tressette'."""
    from calabresella.games.american import AMERICAN_PROFILES
    from calabresella.games.italian.rules import PROFILES, RulesError
    from calabresella.games.tressette import TRESSETTE_PROFILES

    if name in PROFILES:
        return "italian"
    if name in AMERICAN_PROFILES:
        return "american"
    if name in TRESSETTE_PROFILES:
        return "tressette"
    raise RulesError(f"no rule profile called {name!r}: choose one of " + ", ".join(descriptions()))
