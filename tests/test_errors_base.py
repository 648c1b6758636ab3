"""Every error the package raises on purpose derives from one base, CalabresellaError,
and keeps the built-in base (ValueError or TypeError) users catch today."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import calabresella
from calabresella.engine.errors import CalabresellaError


def _error_classes() -> list[type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(calabresella.__path__, "calabresella."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for _, value in vars(module).items():
            if (
                inspect.isclass(value)
                and issubclass(value, BaseException)
                and value.__module__.startswith("calabresella")
            ):
                found[f"{value.__module__}.{value.__qualname__}"] = value
    return [found[name] for name in sorted(found)]


ERRORS = [e for e in _error_classes() if e is not CalabresellaError]


def test_the_package_has_errors_to_check():
    assert len(ERRORS) >= 20


@pytest.mark.parametrize("error", ERRORS, ids=lambda e: e.__name__)
def test_every_error_of_the_package_is_a_calabresella_error_and_a_value_or_type_error(error):
    assert issubclass(error, CalabresellaError)
    assert issubclass(error, (ValueError, TypeError))


def test_a_bad_tressette_profile_is_a_rules_error():
    from calabresella.engine.errors import RulesError
    from calabresella.games.tressette import TressetteRulesError

    assert issubclass(TressetteRulesError, RulesError)
