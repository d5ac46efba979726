"""RE2 compilation in one place: linear-time regexes for patterns written by strangers."""

from __future__ import annotations

from typing import Any

import re2

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False


def compile_re2(pattern: str) -> Any:
    """Compile an RE2 pattern without RE2's stderr logging.

    Raises:
        ValueError: the pattern is not valid RE2 syntax (message says why).
    """
    try:
        return re2.compile(pattern, _OPTIONS)
    except re2.error as exc:
        msg = exc.args[0] if exc.args else exc
        if isinstance(msg, bytes):
            msg = msg.decode("utf-8", "replace")
        raise ValueError(f"invalid RE2 syntax: {msg}") from None


def new_set() -> Any:
    """An unanchored RE2 multi-pattern set with the same options."""
    return re2.Set.SearchSet(_OPTIONS)
