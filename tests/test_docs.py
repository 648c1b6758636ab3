"""The project carries its own rules text: docs/rules.md names every rule id and every
profile, and nothing a user reads sends them to a file outside the repository."""

import re
import subprocess
from pathlib import Path

from calabresella.games.registry import descriptions

ROOT = Path(__file__).resolve().parents[1]
RULES = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
OUTSIDE = re.compile("shared" + "/" + "(RULES|seeds)" + "|" + "steering" + " repo")
"""The developers' steering documents, which users never see (spelled in pieces so that
this file does not match itself)."""


def test_the_rules_reference_defines_every_rule_example_and_variant():
    ids = [f"R{n}" for n in range(1, 31)] + ["E1", "E2"]
    for rule in ids:
        assert re.search(rf"\*\*{rule}\b", RULES), f"{rule} is not defined in docs/rules.md"
    for variant in ("V1", "V2", "V2b", "V3", "V4", "V5"):
        assert f"| {variant} |" in RULES, f"{variant} is missing from the profile table"


def test_the_rules_reference_lists_every_profile_the_code_plays():
    for name in descriptions():
        assert f"`{name}`" in RULES, f"profile {name!r} is not in docs/rules.md"


def test_no_tracked_file_sends_users_outside_the_repository():
    tracked = subprocess.run(["git", "ls-files"], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    offenders = []
    for name in tracked.split():
        if name.startswith("tests/fixtures/"):
            continue
        path = ROOT / name
        if path.suffix in {".py", ".md", ".ipynb", ".txt", ".yml", ".toml"} and path.is_file():
            if OUTSIDE.search(path.read_text(encoding="utf-8", errors="replace")):
                offenders.append(name)
    assert offenders == []
