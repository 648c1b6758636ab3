"""Regenerate the message catalogue (``make messages``): extract every msgid of the package with
Babel into ``calabresella/words/locale/calabresella.pot``, write the pseudo-locale ``en_XA``'s
``.po`` from it, bring every other language's ``.po`` up to date, and compile each ``.po`` to the
``.mo`` the package reads.

    python scripts/messages.py          # regenerate everything
    python scripts/messages.py --check  # exit 1 if the committed catalogue is out of date
"""

from __future__ import annotations

import argparse
import datetime
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from calabresella.words.catalogue import DOMAIN, LOCALE_DIR, PSEUDO  # noqa: E402
from calabresella.words.extract import KEYWORDS  # noqa: E402
from calabresella.words.pseudo import pseudo  # noqa: E402

METHODS = [("calabresella/words/locale/**", "ignore"), ("**.py", "calabresella.words.extract:extract")]
"""Every module is read by the package's own extraction method (its syntax tree: nested
messages too), run by Babel."""

FIXED_DATE = datetime.datetime(2026, 12, 1, tzinfo=datetime.timezone.utc)
"""The date stamped in the catalogues' headers: the same bytes from one run to the next (Babel
would stamp the time of the run)."""


def extracted() -> Catalog:
    """Every msgid of the package, with where it is used."""
    catalog = Catalog(project="calabresella", domain=DOMAIN, charset="utf-8", creation_date=FIXED_DATE,
                      copyright_holder="the Calabresella authors",
                      revision_date=FIXED_DATE)
    package = ROOT / "calabresella"
    for filename, lineno, message, comments, context in extract_from_dir(
        package, METHODS, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
    ):
        catalog.add(message, None, [(f"calabresella/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, sort_output=True, include_lineno=False)
    return out.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def pseudo_catalog(template: Catalog) -> Catalog:
    """The pseudo-locale: every msgid said as :func:`~calabresella.words.pseudo.pseudo` says it."""
    catalog = Catalog(locale="en", domain=DOMAIN, project="calabresella", charset="utf-8",
                      creation_date=FIXED_DATE, revision_date=FIXED_DATE)
    for message in template:
        if not message.id:
            continue
        text = tuple(pseudo(m) for m in message.id) if message.pluralizable else pseudo(message.id)
        catalog.add(message.id, text, context=message.context)
    return catalog


def wanted() -> dict[Path, bytes]:
    """Each file of the catalogue and the bytes it should hold."""
    template = extracted()
    files = {LOCALE_DIR / f"{DOMAIN}.pot": _po_bytes(template)}
    languages = {PSEUDO: pseudo_catalog(template)}
    for po in sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        language = po.parent.parent.name
        if language == PSEUDO:
            continue
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=language)
        catalog.update(template)
        languages[language] = catalog
    for language, catalog in languages.items():
        folder = LOCALE_DIR / language / "LC_MESSAGES"
        files[folder / f"{DOMAIN}.po"] = _po_bytes(catalog)
        files[folder / f"{DOMAIN}.mo"] = _mo_bytes(catalog)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only say whether the committed catalogue is up to date")
    args = parser.parse_args(argv)
    stale = []
    for path, data in wanted().items():
        if not path.exists() or path.read_bytes() != data:
            stale.append(path)
            if not args.check:
                path.parent.mkdir(parents=True, exist_ok=True)
                temporary = path.with_suffix(path.suffix + ".tmp")
                temporary.write_bytes(data)
                temporary.replace(path)
    for path in stale:
        print(("out of date: " if args.check else "wrote ") + str(path.relative_to(ROOT)))
    if args.check and stale:
        print("run `make messages` and commit the catalogue")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
