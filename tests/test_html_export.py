"""`make html`: the course as HTML pages that open offline (scripts/export_html.py).

`jupyter nbconvert --to html` loads require.js, the widget renderer and Mermaid from
CDNs, so a page opened without a network shows a blank space where a widget was. The
export here points at vendored copies in html/vendor/ (the ones the slides use), and says
under every widget that it needs a live kernel to be used.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from test_slides import ROOT, build_slides

WIDGET_LESSON = ROOT / "notebooks" / "06_scoring.ipynb"
PLAIN_LESSON = ROOT / "notebooks" / "00_index.ipynb"  # no widget


def load_export():
    import importlib.util

    spec = importlib.util.spec_from_file_location("export_html", ROOT / "scripts" / "export_html.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    if not all((build_slides.VENDOR / name).exists() for name in build_slides.PACKAGES):
        if shutil.which("npm") is None:
            pytest.skip("needs npm (Node.js) once, to fetch the widget renderer into slides/vendor")
    out = tmp_path_factory.mktemp("html")
    load_export().main(["--out", str(out), str(WIDGET_LESSON), str(PLAIN_LESSON)])
    return out


def test_make_html_runs_the_export_script():
    shown = subprocess.run(["make", "-n", "--no-print-directory", "html"], cwd=ROOT, capture_output=True, text=True,
                           check=True, timeout=60).stdout
    assert "scripts/export_html.py" in shown


def test_the_html_pages_load_no_script_from_the_network(exported):
    for page in exported.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        remote = re.findall(r"<(?:script|link)\b[^>]*\b(?:src|href)=[\"'](https?:[^\"']+)", text)
        remote += re.findall(r"\bimport\b[^;]*?[\"'](https?://[^\"']+)", text)  # ES modules (Mermaid)
        assert remote == [], f"{page.name} loads {remote}"
        assert '<script src="">' not in text, f"{page.name} has an empty script (MathJax's)"


def test_the_widget_renderer_is_included(exported):
    page = (exported / "06_scoring.html").read_text(encoding="utf-8")
    assert f"'vendor/{build_slides.WIDGET_RENDERER}'" in page
    assert (exported / "vendor" / build_slides.WIDGET_RENDERER).is_file()
    assert (exported / "vendor" / "requirejs" / "require.js").is_file()
    assert not (exported / "vendor").is_symlink(), "the folder can be copied or zipped whole"


def test_every_widget_says_that_it_needs_a_live_kernel(exported):
    page = (exported / "06_scoring.html").read_text(encoding="utf-8")
    widgets = page.count('<script type="application/vnd.jupyter.widget-view+json">')
    notes = re.findall(r'<p class="calab-kernel-note">([^<]+)</p>', page)
    assert widgets >= 1 and len(notes) == widgets
    assert "live" in notes[0] and "make lab" in notes[0]
    assert '<p class="calab-kernel-note">' not in (exported / "00_index.html").read_text(encoding="utf-8")


def test_the_export_has_an_index_of_the_lessons(exported):
    index = (exported / "index.html").read_text(encoding="utf-8")
    assert 'href="06_scoring.html"' in index and 'href="00_index.html"' in index
