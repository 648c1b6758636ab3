"""``python -m calabresella``: the command line (:mod:`calabresella.cli`)."""

from __future__ import annotations

import sys

from calabresella.cli import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
