"""`make lab`, the README's first command, opens the course — also when run as root.

The test reads the very command the Makefile runs (``make -n lab``), starts it headless
on a free port (``--no-browser``, no token), waits until the server answers with the
course index, then stops it. As root (a container, a classroom server) the command
carries ``--allow-root``: without it JupyterLab refuses to start.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import urllib.request

import pytest
from test_browser import ROOT, free_port, start_server, stop

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")


def lab_command() -> list[str]:
    """The command ``make lab`` runs (the set-up lines before it are left out)."""
    shown = subprocess.run(["make", "-n", "--no-print-directory", "lab"], cwd=ROOT, capture_output=True,
                           text=True, check=True, timeout=60).stdout
    lines = [line for line in shown.splitlines() if "jupyter lab" in line]
    assert len(lines) == 1, f"make -n lab shows one JupyterLab command: {shown}"
    return shlex.split(lines[0])


def test_make_lab_passes_allow_root_exactly_when_run_as_root():
    assert ("--allow-root" in lab_command()) == (os.geteuid() == 0)


def test_the_command_of_make_lab_opens_the_course_headless(tmp_path):
    command = lab_command()
    assert (ROOT / command[0]).exists() or shutil.which(command[0]), f"{command[0]} is installed by make"
    port = free_port()
    headless = [*command, "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1", "--ServerApp.token=",
                "--ServerApp.port_retries=0"]
    proc = start_server(headless, f"http://127.0.0.1:{port}/lab", ROOT, tmp_path / "lab.log")
    try:
        # jupyter lab opens the file it is given in its folder, notebooks/, the server's root
        url = f"http://127.0.0.1:{port}/api/contents/00_index.ipynb?content=0"
        with urllib.request.urlopen(url, timeout=10) as answer:
            assert json.load(answer)["name"] == "00_index.ipynb"
    finally:
        stop(proc)


def test_make_play_serves_the_page_with_the_package_template_that_loads_nothing_from_outside():
    shown = subprocess.run(["make", "-n", "--no-print-directory", "play"], cwd=ROOT, capture_output=True,
                           text=True, check=True, timeout=60).stdout
    line = next(line for line in shown.splitlines() if "voila" in line)
    assert "--template=calabresella" in line
    folder = line.split("JUPYTER_PATH=", 1)[1].split("$", 1)[0].split(":", 1)[0].split()[0]
    template = ROOT / folder / "voila" / "templates" / "calabresella" / "index.html.j2"
    assert template.is_file(), f"make play's JUPYTER_PATH holds the template: {line}"
