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


_BIG_OPTIONS = re2.Options()
_BIG_OPTIONS.log_errors = False
_BIG_OPTIONS.max_mem = 128 << 20


def new_set(big: bool = False) -> Any:
    """An unanchored RE2 multi-pattern set with the same options (`big`: a larger memory budget)."""
    return re2.Set.SearchSet(_BIG_OPTIONS if big else _OPTIONS)


def re2_escape(text: str) -> str:
    """`text` as an RE2 pattern that matches it literally."""
    return str(re2.escape(text))


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


# --- Required literals: the prefilter of a very large pattern set ------------------------------------

_REPEAT = re.compile(r"\{(\d+)(?:,(\d*))?\}")
_FLAGS = re.compile(r"\?([a-zA-Z-]*)(\)|:)")
_PLAIN = re.compile(r"(?:[^\\\[\](){|.^$*+?]|\\[^A-Za-z0-9])+")
"""A run of literal characters, escaped punctuation included (`\\.`, `\\(`)."""
_UNESCAPE = re.compile(r"\\(.)", re.S)
_CI_FLAG = re.compile(r"\(\?[a-zA-Z-]*i")
_FOLDS_TO_ASCII = {"\u212a": "k", "\u017f": "s"}
"""Non-ASCII characters RE2's (?i) matches to an ASCII letter (Kelvin sign, long s)."""


class _GiveUp(Exception):
    """Syntax the literal scan does not follow: the pattern gets no prefilter (always a candidate)."""


def required_literals(pattern: str) -> tuple[tuple[str, ...], bool] | None:
    """Strings of which at least one occurs in any text `pattern` matches, and whether case is ignored.

    Conservative by construction: it reads literal characters, groups and alternation, and treats
    anything else (classes, escapes of character types, optional parts) as unknown. Returns None
    when nothing is certain (the pattern is then always tested). With the case flag set, the
    strings match case-insensitively and contain no character with a non-ASCII case variant.
    Of several such sets it returns the one with the longest shortest string (`literal_choices`
    gives them all).
    """
    found = literal_choices(pattern)
    if found is None:
        return None
    choices, ci = found
    return max(choices, key=lambda c: _score(list(c))), ci


def literal_choices(pattern: str) -> tuple[list[tuple[str, ...]], bool] | None:
    """Every set of strings that `required_literals` could return for `pattern` (each one suffices)."""
    ci = bool(_CI_FLAG.search(pattern))
    scan = _LiteralScan(pattern, ci)
    try:
        candidates, end = scan.sequence(0)
        if end < len(pattern):  # a top-level alternation: one set, the union of the branches' best
            choice, end = scan.alternation(0)
            candidates = [choice] if choice else []
    except (_GiveUp, IndexError, ValueError):
        return None
    if end != len(pattern) or not candidates:
        return None
    return [tuple(dict.fromkeys(c)) for c in candidates], ci


def _score(choice: list[str]) -> tuple[int, int]:
    return (min(len(s.encode()) for s in choice), -len(choice))


def _unescape(text: str) -> str:
    return _UNESCAPE.sub(r"\1", text) if "\\" in text else text


def _escapes_last(text: str) -> bool:
    """Whether the last character of a `_PLAIN` run is escaped: an odd run of backslashes before it."""
    k = len(text) - 1
    while k > 0 and text[k - 1] == "\\":
        k -= 1
    return (len(text) - 1 - k) % 2 == 1


class _LiteralScan:
    def __init__(self, p: str, ci: bool) -> None:
        self.p = p
        self.ci = ci

    def alternation(self, i: int) -> tuple[list[str] | None, int]:
        branches: list[list[str] | None] = []
        while True:
            found, i = self.sequence(i)
            branches.append(max(found, key=_score) if found else None)
            if i < len(self.p) and self.p[i] == "|":
                i += 1
                continue
            break
        if any(b is None for b in branches):
            return None, i
        return [s for b in branches for s in b or ()], i

    def sequence(self, i: int) -> tuple[list[list[str]], int]:
        """The literal sets a sequence requires (each alone suffices), up to `|`, `)` or the end."""
        p = self.p
        candidates: list[list[str]] = []
        run: list[str] = []

        def flush() -> None:
            text = "".join(run)
            if text:
                candidates.append([text])
            run.clear()

        while i < len(p) and p[i] not in "|)":
            c = p[i]
            if c == "(":
                sub, i = self.group(i)
                optional, i = self.quantifier(i)
                flush()
                if sub and not optional:
                    candidates.append(sub)
                continue
            if c == "[":
                i = self.skip_class(i)
                flush()
                _, i = self.quantifier(i)
                continue
            if c in ".^$":
                flush()
                _, i = self.quantifier(i + 1)
                continue
            if c in "*+?{" and (c != "{" or _REPEAT.match(p, i)):
                raise _GiveUp  # a quantifier with nothing before it
            plain = _PLAIN.match(p, i)
            if plain and (not self.ci or plain.group().isascii()):
                text, i = plain.group(), plain.end()
                optional, j = self.quantifier(i)
                if j == i:
                    run.append(_unescape(text))
                    continue
                last = 2 if _escapes_last(text) else 1  # the quantifier binds the last character only
                run.append(_unescape(text[:-last]))
                if not optional:
                    run.append(_unescape(text[-last:]))
                flush()
                i = j
                continue
            literal: str | None
            if c == "\\":
                literal, i = self.escape(i)
            else:
                literal, i = c, i + 1
            if literal is not None and self.ci and not literal.isascii() and (
                literal.lower() != literal or literal.upper() != literal or literal in _FOLDS_TO_ASCII
            ):
                literal = None  # case variants the byte-level check would miss
            if literal is None:
                flush()
                _, i = self.quantifier(i)
                continue
            optional, j = self.quantifier(i)
            if j == i:
                run.append(literal)
            elif optional:
                flush()
            else:  # `x+`, `x{2,}`: x is there, what follows it may not be adjacent
                run.append(literal)
                flush()
            i = j
        flush()
        return candidates, i

    def group(self, i: int) -> tuple[list[str] | None, int]:
        p = self.p
        j = i + 1
        if p.startswith("?", j):
            m = _FLAGS.match(p, j)
            if m:
                if m.group(2) == ")":  # a flag group such as (?i): no content
                    return None, m.end()
                j = m.end()
            elif p.startswith("?P<", j):
                j = p.index(">", j) + 1
            else:
                raise _GiveUp
        sub, j = self.alternation(j)
        if j >= len(p) or p[j] != ")":
            raise _GiveUp
        return sub, j + 1

    def quantifier(self, i: int) -> tuple[bool, int]:
        """(whether the preceding item may be absent, index after the quantifier)."""
        p = self.p
        if i >= len(p) or p[i] not in "*+?{":
            return False, i
        optional = None
        if p[i] in "*?":
            optional, i = True, i + 1
        elif p[i] == "+":
            optional, i = False, i + 1
        else:
            m = _REPEAT.match(p, i)
            if m:
                optional, i = int(m.group(1)) == 0, m.end()
        if optional is None:
            return False, i
        if i < len(p) and p[i] in "?+":  # lazy / possessive marker
            i += 1
        if i < len(p) and (p[i] in "*+?" or _REPEAT.match(p, i)):
            raise _GiveUp
        return optional, i

    def skip_class(self, i: int) -> int:
        return _class_end(self.p, i)

    def escape(self, i: int) -> tuple[str | None, int]:
        p = self.p
        e = p[i + 1]
        if e in "pP":
            if p.startswith("{", i + 2):
                return None, p.index("}", i + 2) + 1
            return None, i + 3
        if e == "x":
            if p.startswith("{", i + 2):
                return None, p.index("}", i + 2) + 1
            return None, i + 4
        if e.isascii() and e.isalnum():
            if e == "Q" or e.isdigit():
                raise _GiveUp
            return None, i + 2  # \d \s \w \b \A \z \n \t ...: not a plain literal
        return e, i + 2


def _class_end(p: str, i: int) -> int:
    """The index just past the character class that starts at `p[i]` (`[`), for a pattern RE2 accepted."""
    j = i + 1
    if p.startswith("^", j):
        j += 1
    if p.startswith("]", j):
        j += 1
    while p[j] != "]":
        if p[j] == "\\":
            j += 2
        elif p.startswith("[:", j):
            j = p.index(":]", j + 2) + 2
        else:
            j += 1
    return j + 1


_LEADING_FLAGS = re.compile(r"\(\?[a-zA-Z-]*\)")


def top_level_alternatives(pattern: str) -> list[str] | None:
    """The top-level alternatives of a pattern RE2 accepted (`a|b(c|d)` -> `a`, `b(c|d)`), or None when they
    cannot be taken apart without changing what they match: a top-level flag group such as `(?i)` applies to the
    alternatives after it, and `\\Q...\\E` hides its bars."""
    if "\\Q" in pattern:
        return None
    out, depth, start, i = [], 0, 0, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i = _class_end(pattern, i)
            continue
        if c == "(":
            if depth == 0 and _LEADING_FLAGS.match(pattern, i):
                return None  # a flag group reaches every later alternative of its level
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
        i += 1
    out.append(pattern[start:])
    return out
