"""Every word a person reads, in one layer: the message catalogue (:mod:`.catalogue`),
messages as data (:mod:`.message`), the table they are said to (:mod:`.table`) and the names
of cards (:mod:`.naming`).

Code below the edge builds messages (``msg``, ``about``, ``many``) and marks the words it
shows (``_``, ``N_``); the edge says them to the table on screen, in the language chosen.
"""

from calabresella.words.catalogue import (
           N_,
           dev,
           gettext,
           language,
           languages,
           ngettext,
           pgettext,
           set_language,
           using_language,
)
from calabresella.words.message import Message, about, alternatives, many, msg, said
from calabresella.words.table import Seat, Table, current_table, on_screen, table_for

_ = gettext

__all__ = ["Message", "N_", "Seat", "Table", "_", "about", "alternatives", "current_table", "dev", "gettext", "language", "languages",
           "many", "msg", "ngettext", "on_screen", "pgettext", "said", "set_language", "table_for", "using_language"]
