"""Packaging: pip (pyproject.toml) and conda/Binder (environment.yml) install the same runtime."""

import re
from pathlib import Path

import pytest

try:
    import tomllib
except ImportError:  # Python 3.10
    tomllib = pytest.importorskip("tomli")

ROOT = Path(__file__).resolve().parent.parent


def pip_runtime():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {re.split(r"[<>=!~\[ ]", dep, maxsplit=1)[0].lower() for dep in project["dependencies"]}


def conda_runtime():
    names, pip_section = set(), []
    text = (ROOT / "environment.yml").read_text(encoding="utf-8")
    for line in text.split("\ndependencies:\n", 1)[1].splitlines():
        item = re.match(r"^  - ([A-Za-z0-9_.-]+)(=.*)?$", line)
        if item:
            names.add(item.group(1).lower())
        nested = re.match(r"^      - (.+)$", line)
        if nested:
            pip_section.append(nested.group(1).strip())
    return names - {"python", "pip"}, pip_section


def test_environment_yml_names_the_same_runtime_packages_as_pyproject():
    conda, _ = conda_runtime()
    assert conda == pip_runtime()


def test_environment_yml_pins_python_and_minor_versions_and_installs_the_package():
    text = (ROOT / "environment.yml").read_text(encoding="utf-8")
    dependencies = text.split("\ndependencies:\n", 1)[1]
    assert re.search(r"^  - python=3\.\d+$", text, re.M), "repo2docker needs python=3.X, not >="
    assert "conda-forge" in text
    for line in re.findall(r"^  - (?!python=|pip:?$)(.+)$", dependencies, re.M):
        assert re.fullmatch(r"[a-z0-9_.-]+=\d+\.\d+", line), f"{line!r}: pin runtime packages to a minor version"
    _, pip_section = conda_runtime()
    assert pip_section == ["-e ."]
