"""Build reveal.js slides for every lesson into slides/, to open offline.

    python scripts/build_slides.py          # or: make slides

reveal.js (4.0.2, the version nbconvert's template expects), require.js and jQuery are
fetched once from the npm registry with `npm pack` into slides/vendor/, and the
slides point at those local copies: no CDN is needed to present. MathJax is not
bundled (the lessons use no formulas), nor Mermaid (no diagrams), and the 'white'
theme uses reveal.js's own fonts, so no page asks the network for anything.
Open slides/index.html, or any slides/NN_topic.slides.html, in a browser.
"""

from __future__ import annotations

import html
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "slides"
VENDOR = OUT / "vendor"
PACKAGES = {"reveal.js": "reveal.js@4.0.2", "requirejs": "requirejs@2.3.6", "jquery": "jquery@2.2.4"}


def vendor() -> None:
    """Unpack reveal.js and require.js from npm into slides/vendor (once)."""
    for name, spec in PACKAGES.items():
        target = VENDOR / name
        if target.exists():
            continue
        if shutil.which("npm") is None:
            sys.exit("make slides needs npm (Node.js) to fetch reveal.js once: install nodejs and npm")
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(["npm", "pack", spec, "--silent"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
            archive = next(Path(tmp).glob("*.tgz"))
            with tarfile.open(archive) as tar:
                tar.extractall(tmp, filter="data")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(Path(tmp) / "package"), target)


def convert(notebook: Path, out: Path = OUT) -> Path:
    """One lesson as reveal.js slides pointing at the local vendor copies (in ``out``/vendor)."""
    subprocess.run(
        [
            sys.executable, "-m", "jupyter", "nbconvert", "--to", "slides", str(notebook),
            "--output-dir", str(out), "--log-level=WARN",
            "--SlidesExporter.reveal_url_prefix=vendor/reveal.js",
            "--SlidesExporter.require_js_url=vendor/requirejs/require.js",
            "--SlidesExporter.jquery_url=vendor/jquery/dist/jquery.min.js",
            "--SlidesExporter.mathjax_url=",
            f"--template-file={Path(__file__).parent / 'slides.html.j2'}",
            "--SlidesExporter.reveal_theme=white",
            "--SlidesExporter.reveal_scroll=True",
        ],
        check=True,
    )
    return out / f"{notebook.stem}.slides.html"


def main() -> None:
    OUT.mkdir(exist_ok=True)
    vendor()
    made = [convert(nb) for nb in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))]
    links = "\n".join(f'<li><a href="{html.escape(p.name)}">{html.escape(p.stem.removesuffix(".slides"))}</a></li>' for p in made)
    (OUT / "index.html").write_text(f"<!doctype html><meta charset='utf-8'><title>Calabresella slides</title><h1>Calabresella — slides</h1><ul>{links}</ul>\n", encoding="utf-8")
    print(f"slides for {len(made)} lessons in {OUT.relative_to(ROOT)}/ — open slides/index.html")


if __name__ == "__main__":
    main()
