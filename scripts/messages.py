"""Regenerate the message catalogue (``make messages``): extract every msgid of the package with
Babel into ``calabresella/words/locale/calabresella.pot``, write the pseudo-locale ``en_XA``'s
``.po`` from it, bring every other language's ``.po`` up to date, and compile each ``.po`` to the
``.mo`` the package reads.

    python scripts/messages.py          # regenerate everything
    python scripts/messages.py --check  # exit 1 if the committed catalogue is out of date
"""

from __future__ import annotations

import argparse
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
from calabresella.words.pseudo import pseudo  # noqa: E402

KEYWORDS = {
    "_": None, "gettext": None, "N_": None, "msg": None,
    "ngettext": (1, 2), "many": (1, 2),
    "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3),
    "about": (2,),
}
"""The calls whose literal arguments are msgids (``about``'s second argument; its third, the
"you" form, is read by :data:`YOU_KEYWORDS`)."""

YOU_KEYWORDS = {"about": (3,)}
METHODS = [("calabresella/words/locale/**", "ignore"), ("**.py", "python")]


def extracted() -> Catalog:
    """Every msgid of the package, with where it is used."""
    catalog = Catalog(project="calabresella", domain=DOMAIN, charset="utf-8")
    package = ROOT / "calabresella"
    for keywords in (KEYWORDS, YOU_KEYWORDS):
        for filename, lineno, message, comments, context in extract_from_dir(
            package, METHODS, keywords=keywords, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
        ):
            catalog.add(message, None, [(f"calabresella/{filename}", lineno)], auto_comments=comments,
                        context=context)
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
    catalog = Catalog(locale="en", domain=DOMAIN, project="calabresella", charset="utf-8")
    for message in template:
        if not message.id:
            continue
        text = tuple(pseudo(m) for m in message.id) if message.pluralizable else pseudo(message.id)
        catalog.add(message.id, text, context=message.context)
    return catalog


def _fix_header(data: bytes) -> bytes:
    # Babel stamps the creation date: keep the files the same from one run to the next.
    lines = [line for line in data.split(b"\n") if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date'))]
    return b"\n".join(lines)


def wanted() -> dict[Path, bytes]:
    """Each file of the catalogue and the bytes it should hold."""
    template = extracted()
    files = {LOCALE_DIR / f"{DOMAIN}.pot": _fix_header(_po_bytes(template))}
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
        files[folder / f"{DOMAIN}.po"] = _fix_header(_po_bytes(catalog))
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
