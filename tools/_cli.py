"""What every script under tools/ does when run: exit with main()'s status, quietly when the reader went away."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import NoReturn


def run_tool(main: Callable[[], int]) -> NoReturn:
    """`raise SystemExit(main())`, except that a closed pipe (`| head`) ends the script quietly, as `resolve` does."""
    try:
        raise SystemExit(main())
    except BrokenPipeError:
        sys.stderr.close()
        raise SystemExit(0) from None
