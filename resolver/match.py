"""Matching: every KB pattern in one RE2 multi-pattern pass, then per-line evidence.

A chunk (a few MB of whole lines) is tested once against an RE2 `Set` of all signatures,
context patterns and fact patterns. Only the patterns the set reports are then searched one by
one in that chunk, to find their lines. Everything runs on UTF-8 bytes: no per-line Python loop
over the log, and no per-call re-encoding.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from resolver.facts import FACT_PATTERNS, FRAMEWORK_PATTERNS
from resolver.kb.model import KB
from resolver.regex import compile_re2, new_set

MAX_HITS_PER_PATTERN = 6
"""Evidence kept per pattern: the first hit and the latest ones."""
MAX_LINE_SHOWN = 400
ERROR_LINES_KEPT = 40
_ERRLINE = (
    r"(?i)(?:error|exception|fail|fatal|cannot|can't|could not|couldn't|not found|unable|abort|"
    r"killed|denied|insufficient|mismatch|unsupported|错误|失败|异常)"
)


@dataclass(frozen=True)
class Pattern:
    """One regex in the multi-pattern set and what it stands for."""

    kind: str
    """sig | ctx | fact | err."""
    entry_id: str
    item_id: str
    regex: str


@dataclass
class Hit:
    line: int
    text: str


@dataclass
class ScanResult:
    """What one pass over a log found."""

    hits: dict[int, list[Hit]] = field(default_factory=dict)
    """Pattern index -> hits (first and latest few)."""
    error_lines: deque[Hit] = field(default_factory=lambda: deque(maxlen=ERROR_LINES_KEPT))
    total_lines: int = 0


class Matcher:
    """The compiled form of a KB: an RE2 set plus each pattern on its own."""

    def __init__(self, kb: KB) -> None:
        patterns: list[Pattern] = []
        for entry in kb.entries:
            patterns += [Pattern("sig", entry.id, s.id, s.regex) for s in entry.signatures]
            patterns += [Pattern("ctx", entry.id, c.id, c.regex) for c in entry.context]
        patterns += [Pattern("fact", "", f.name, f.regex) for f in FACT_PATTERNS + FRAMEWORK_PATTERNS]
        patterns.append(Pattern("err", "", "error-line", _ERRLINE))
        self.patterns = patterns
        self._set = new_set()
        for p in patterns:
            self._set.Add("(?m)" + p.regex)
        self._set.Compile()
        self._compiled: dict[int, Any] = {}

    def regex(self, index: int) -> Any:
        rx = self._compiled.get(index)
        if rx is None:
            rx = self._compiled[index] = compile_re2("(?m)" + self.patterns[index].regex)
        return rx

    def scan(self, chunks: Iterable[bytes]) -> ScanResult:
        """Scan chunks of whole lines (from `resolver.intake`)."""
        result = ScanResult()
        base = 0
        for chunk in chunks:
            found = self._set.Match(chunk)
            if found:
                self._collect(chunk, base, found, result)
            base += chunk.count(b"\n")
        result.total_lines = base
        return result

    def _collect(self, chunk: bytes, base: int, found: list[int], result: ScanResult) -> None:
        located: list[tuple[int, int, int]] = []  # (line start offset, pattern, line end)
        for index in found:
            located += self._locate(chunk, index)
        located.sort()
        line_no, cursor = base, 0
        for start, index, end in located:
            line_no += chunk.count(b"\n", cursor, start)
            cursor = start
            line = chunk[start:end]
            if b"\r" in line:
                # A progress-bar line: only its last state counts (what a terminal shows).
                line = line[line.rfind(b"\r") + 1 :]
                if not self.regex(index).search(line):
                    continue
            hit = Hit(line_no + 1, line[:MAX_LINE_SHOWN].decode("utf-8", "replace").strip())
            if self.patterns[index].kind == "err":
                result.error_lines.append(hit)
                continue
            kept = result.hits.setdefault(index, [])
            if len(kept) >= MAX_HITS_PER_PATTERN:
                del kept[1]
            kept.append(hit)

    def _locate(self, chunk: bytes, index: int) -> list[tuple[int, int, int]]:
        rx = self.regex(index)
        out = []
        pos = 0
        limit = len(chunk)
        while pos < limit:
            m = rx.search(chunk, pos)
            if m is None:
                break
            start = chunk.rfind(b"\n", 0, m.start()) + 1
            end = chunk.find(b"\n", m.start())
            if end < 0:
                end = limit
            # A pattern such as `\s` or `[^x]` can match across a line end in a chunk; keep only
            # matches that hold within one line.
            if m.end() <= end or rx.search(chunk[start:end]):
                out.append((start, index, end))
            pos = end + 1
        return out
