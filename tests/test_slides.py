"""Slides for teachers: every lesson carries slide metadata; the reveal.js slides open offline."""

import importlib.util
import re
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("build_slides", ROOT / "scripts" / "build_slides.py")
build_slides = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_slides)
LESSON = ROOT / "notebooks" / "05_playing_tricks.ipynb"


@pytest.fixture(scope="module")
def slides(tmp_path_factory):
    out = tmp_path_factory.mktemp("slides")
    return build_slides.convert(LESSON, out)


def test_slides_ask_no_server_for_anything(slides):
    page = slides.read_text(encoding="utf-8")
    remote = re.findall(r'<(?:script|link)[^>]+(?:src|href)="(https?:[^"]+)"', page)
    assert remote == [], f"slides must open offline, but they load {remote}"
    assert 'src="vendor/reveal.js/dist/reveal.js"' in page or '"vendor/reveal.js/dist/reveal.js"' in page


def test_slides_have_one_section_per_heading(slides):
    page = slides.read_text(encoding="utf-8")
    assert page.count("<section") >= 4


@pytest.mark.browser
@pytest.mark.skipif(shutil.which("npm") is None, reason="needs npm (Node.js) to fetch reveal.js once")
def test_slides_open_offline_in_chromium(slides):
    sync_api = pytest.importorskip("playwright.sync_api")
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(chromium).exists():
        pytest.skip("Chromium not found: install Debian's 'chromium' package")
    vendor = slides.parent / "vendor"
    if not vendor.exists():
        build_slides.vendor()
        shutil.copytree(build_slides.VENDOR, vendor)
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"])
        context = browser.new_context(offline=True)
        page = context.new_page()
        failed = []
        page.on("requestfailed", lambda request: failed.append(request.url))
        page.goto(slides.as_uri())
        page.wait_for_selector(".reveal.ready", timeout=30_000)
        assert page.locator(".reveal .slides > section").count() >= 4
        assert failed == [], f"offline slides tried to fetch {failed}"
        browser.close()
