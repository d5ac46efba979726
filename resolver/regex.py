"""RE2 compilation in one place: linear-time regexes for patterns written by strangers."""

from __future__ import annotations

import re
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


_PERL_CLASSES = {r"\d": "[0-9]", r"\D": "[^0-9]"}


def to_ere(pattern: str) -> str | None:
    """Best-effort translation of an RE2 pattern to POSIX ERE for `grep -E` (benchmark baseline).

    A leading `(?i)` becomes case classes, `(?:` a plain group, `\\d` a POSIX class (GNU grep
    knows `\\s`, `\\w` and `\\b` already). Returns None for what ERE has no equivalent for
    (other inline flags, `\\p{..}`).
    """
    p = pattern
    if p.startswith("(?i)"):
        p = _fold_case(p[4:])
    p = p.replace("(?:", "(")
    if "(?" in p or "\\p" in p:
        return None
    p = re.sub(r"\[(\^?\]?[^\]]*)\]", lambda m: "[" + m.group(1).replace("\\d", "0-9") + "]", p)
    for perl, posix in _PERL_CLASSES.items():
        p = p.replace(perl, posix)
    return p.replace("*?", "*").replace("+?", "+").replace("??", "?")


def _fold_case(p: str) -> str:
    """`ab[cd]` -> `[aA][bB][cCdD]`, leaving escapes alone."""
    out: list[str] = []
    i, in_class = 0, False
    while i < len(p):
        c = p[i]
        if c == "\\" and i + 1 < len(p):
            out.append(p[i : i + 2])
            i += 2
            continue
        if c == "[" and not in_class:
            in_class = True
            out.append(c)
        elif c == "]" and in_class and out[-1] != "[":
            in_class = False
            out.append(c)
        elif in_class and c.isalpha() and p[i + 1 : i + 2] == "-" and p[i + 2 : i + 3].isalpha():
            lo, hi = c, p[i + 2]
            out.append(f"{lo.lower()}-{hi.lower()}{lo.upper()}-{hi.upper()}")
            i += 3
            continue
        elif c.isascii() and c.isalpha():
            pair = c.lower() + c.upper()
            out.append(pair if in_class else f"[{pair}]")
        else:
            out.append(c)
        i += 1
    return "".join(out)
