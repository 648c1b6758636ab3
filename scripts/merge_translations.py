"""Merge translations written as JSON into a language's catalogue, then recompile it.

    python scripts/merge_translations.py it new-messages.json [more.json …]
    python scripts/merge_translations.py it --untranslated out.json   # what still needs words

Each JSON file is a list of ``{"msgid": …, "msgid_plural": … or null, "msgstr": [forms …],
"context": … (optional)}``; plural forms the language has beyond those given repeat the last. A msgid the catalogue does not hold is reported and skipped; a
merged entry loses any fuzzy flag; entries whose msgid the code no longer holds (obsolete) are dropped. ``--untranslated`` writes the entries still without a
translation (or fuzzy) in the same form, ``msgstr`` empty, for a translator to fill.
Run ``make messages`` first, so the catalogue holds every msgid of the package.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from messages import _po_bytes  # noqa: E402

from calabresella.words.catalogue import DOMAIN, LOCALE_DIR  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("language")
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--untranslated", type=Path)
    args = parser.parse_args(argv)
    po = LOCALE_DIR / args.language / "LC_MESSAGES" / f"{DOMAIN}.po"
    with po.open("rb") as handle:
        catalog = read_po(handle, locale=args.language)
    if args.untranslated:
        todo = []
        for message in catalog:
            if not message.id:
                continue
            forms = message.string if isinstance(message.string, (list, tuple)) else [message.string]
            if message.fuzzy or not all(forms):
                ids = message.id if isinstance(message.id, (list, tuple)) else [message.id]
                todo.append({"msgid": ids[0], "msgid_plural": ids[1] if len(ids) > 1 else None, "msgstr": [],
                             "context": message.context,
                             "where": ", ".join(f"{f}:{n}" for f, n in message.locations)})
        args.untranslated.write_text(json.dumps(todo, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"{len(todo)} entries to translate written to {args.untranslated}")
        return 0
    merged = missing = 0
    for path in args.files:
        for entry in json.loads(path.read_text(encoding="utf-8")):
            message = catalog.get(entry["msgid"], context=entry.get("context") or entry.get("msgctxt"))
            if message is None:
                print(f"{path.name}: not in the catalogue: {entry['msgid'][:70]!r}")
                missing += 1
                continue
            forms = list(entry["msgstr"])
            if message.pluralizable:  # a language's later forms (Italian's millions) as its plural
                forms += [forms[-1]] * (catalog.num_plurals - len(forms))
            message.string = tuple(forms) if message.pluralizable else forms[0]
            message.flags.discard("fuzzy")
            message.previous_id = []
            merged += 1
    dropped = len(catalog.obsolete)
    catalog.obsolete.clear()  # msgids no longer in the code (make messages marks them #~)
    po.write_bytes(_po_bytes(catalog))
    print(f"{merged} translations merged into {po.relative_to(ROOT)}, {missing} not found, {dropped} obsolete "
          "entries dropped")
    return subprocess.call([sys.executable, str(ROOT / "scripts" / "messages.py")])


if __name__ == "__main__":
    sys.exit(main())
