"""The real-cards ledger's form says a refusal in its own words: the engine's refusals name the
program's fields (``soloist_tricks``); the form names its boxes ("the tricks the soloist took").
It reads the message's data, never its text, so it works in every language."""

from __future__ import annotations

import dataclasses

from calabresella.engine.words import later
from calabresella.words import N_, Message, dev

_FORM_WORDS = {
    "soloist_trick_thirds": N_("the thirds in the soloist's tricks"),
    "defenders_trick_thirds": N_("the thirds in the defenders' tricks"),
    "monte_thirds": N_("the thirds in the monte"),
    "soloist_tricks": N_("the tricks the soloist took"),
    "last_trick_to_soloist": N_("who took the last trick"),
    "monte=['A♥', '7♠', '3♦', 'J♣']": N_("A♥ 7♠ 3♦ J♣ in the box 'Monte kept'"),
}
"""The program's names that the engine's refusals carry as parameters, and the form's words for
them (msgids)."""

_FORM_SENTENCES = {
    dev("{last_trick} must be True when {tricks} is {count}"): N_("the last trick must be taken by the soloist"),
    dev("{last_trick} must be False when {tricks} is 0"): N_("the last trick must be taken by a defender"),
}
"""The engine's clauses written for a programmer (by msgid), and the form's sentence for each."""


def in_form_words(message: Message | str) -> Message | str:
    """A refusal said with the form's words instead of the program's names: its parameters that
    name a field (``soloist_tricks``) become the form's words ("the tricks the soloist took"),
    and a clause written for a programmer becomes the form's sentence. It reads the message's
    data, never its text, so it works in every language.

    >>> from calabresella.engine.errors import check_int
    >>> try:
    ...     check_int(13, "soloist_tricks", 0, 12, rule="R20")
    ... except ValueError as err:
    ...     print(in_form_words(err.message))
    the tricks the soloist took must be a whole number from 0 to 12 (R20), got 13
    """
    if not isinstance(message, Message):
        return message
    if message.msgid in _FORM_SENTENCES:
        return later(_FORM_SENTENCES[message.msgid])
    params = {key: later(_FORM_WORDS[value]) if isinstance(value, str) and value in _FORM_WORDS
              else in_form_words(value) if isinstance(value, Message) else value
              for key, value in message.params.items()}
    return dataclasses.replace(message, params=params)


def capitalised(message: Message | str) -> str:
    """``message`` said, as a sentence inside another: its first letter capitalised, no final stop."""
    text = str(message).rstrip(".")
    return text[:1].upper() + text[1:]


__all__ = ["capitalised", "in_form_words"]
