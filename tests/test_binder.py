"""Binder: repo2docker (which needs no Docker daemon with --no-build) builds from
environment.yml, after copying the repository, so `pip: -e .` installs the package."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def dockerfile():
    exe = Path(sys.executable).with_name("jupyter-repo2docker")
    if not exe.exists():
        exe = shutil.which("jupyter-repo2docker")
        if exe is None:
            pytest.skip("jupyter-repo2docker is not installed (pip install jupyter-repo2docker)")
    done = subprocess.run(
        [str(exe), "--no-build", "--no-run", "--debug", str(ROOT)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout + done.stderr


def test_repo2docker_uses_environment_yml_with_the_pinned_python(dockerfile):
    assert "Building conda environment for python=3.12" in dockerfile
    assert re.search(r'env update -p \$\{NB_PYTHON_PREFIX\} --file "environment.yml"', dockerfile)


def test_repo2docker_installs_the_package_after_copying_the_repository(dockerfile):
    copy = dockerfile.index("COPY --chown")
    update = dockerfile.index('--file "environment.yml"')
    assert copy < update, "environment.yml must be applied after the repository is copied, for `-e .`"
    assert "- -e ." in (ROOT / "environment.yml").read_text(encoding="utf-8")
