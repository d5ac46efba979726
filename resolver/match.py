"""Matching: every KB pattern in one RE2 multi-pattern pass, then per-line evidence.

A chunk (about 256 KB of whole lines) is tested once against an RE2 `Set` of all signatures,
context patterns and fact patterns. Only the patterns the set reports are then searched one by
one in that chunk, to find their lines. Everything runs on UTF-8 bytes: no per-line Python loop
over the log, and no per-call re-encoding.

Compiling that set costs tens of ms per process for the bundled KB and seconds for a KB of
10,000 entries, and RE2 sets cannot be cached on disk. So the matcher also has a literal
prefilter: each pattern's required literals (`resolver.regex.literal_choices`) are looked up in
the text, through a 3-byte key table for a small log or an RE2 set of the literals alone for a
large one, and only the patterns whose literal is there (plus the few that have none, kept in
a small set) are compiled and searched. A small log always goes through the prefilter; a large
one through the full set when the KB is small (`SET_LIMIT`), the prefilter otherwise. Either
way the hits are the same. The pattern table and the prefilter are plain data (`build_index`)
that the KB cache stores.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar, overload
from unicodedata import east_asian_width

from resolver.facts import FACT_PATTERNS, FRAMEWORK_PATTERNS
from resolver.kb.model import KB, Entry
from resolver.regex import compile_re2, literal_choices, new_set, re2_escape

MAX_HITS_PER_PATTERN = 6
"""Evidence kept per pattern: the first hit and the latest ones."""
MAX_LINE_SHOWN = 400
ERROR_LINES_KEPT = 40
TAIL_LINES_KEPT = 12
"""The last non-blank lines of a log, kept for the free-text fallback when no line reads as an error (a paste
cut before its error line)."""
SET_LIMIT = 3000
"""Patterns above which the matcher uses the literal prefilter instead of one RE2 set."""
PREFILTER_INPUT = 64 << 10
"""A log up to this size is prefiltered even when the KB is small (see `Matcher.candidates`)."""
SMALL_INPUT = 1 << 20
"""Input up to this size is prefiltered with the key table; past it, with an RE2 set of the literals."""
GRAM = 3
JOIN_INPUT = 64 << 10
"""A log up to this size (a paste) is also read with each line joined to the next (`Matcher._scan_joins`)."""


def _is_wide(ch: str) -> bool:
    """Whether a character is East Asian wide or full-width: it takes two terminal columns."""
    return east_asian_width(ch) in "WF"


def _row_width(line: bytes) -> tuple[int, int]:
    """A wrapped row's width as characters and as terminal columns (an East Asian wide character takes two)."""
    text = line.decode("utf-8", "replace")
    if text.isascii():
        return len(text), len(text)
    return len(text), sum(2 if _is_wide(ch) else 1 for ch in text)


def _starts_wide(line: bytes) -> bool:
    """Whether a row starts with an East Asian wide character (one that takes two terminal columns)."""
    text = line[:4].decode("utf-8", "ignore")
    return bool(text) and _is_wide(text[0])


def _same_width(a: bytes, b: bytes, sizes: tuple[tuple[int, int], tuple[int, int]] | None = None) -> bool:
    """Two rows cut at one width: the same count of characters (a notebook or e-mail wrap) or of terminal columns (a
    console's), not of bytes, so that rows with box-drawing, accented or Chinese characters still pair up. `sizes`:
    the two rows' `_row_width`, when the caller has them already."""
    if len(a) == len(b):
        return True
    (ca, wa), (cb, wb) = sizes or (_row_width(a), _row_width(b))
    return ca == cb or wa == wb


WRAPPED_ROWS_MAX = 8
"""A message is joined again from at most this many rows (`unwrap_rows`)."""


def unwrap_rows(lines: Sequence[bytes], sizes: Sequence[tuple[int, int]] | None = None) -> dict[int, tuple[int, str]]:
    """The messages of a paste hard-wrapped at a fixed width, joined again: line number (1-based) of each of their rows
    -> (the first row's number, the message as one line). `lines` are the rows as a terminal shows them (`_last_state`);
    `sizes` their `_row_width`, when the caller has them already.

    The wrap width is the widest row's, in characters, when at least two rows have it and it is 40 or more (a console,
    notebook or e-mail that cuts at N columns leaves every cut row exactly N wide); failing that, in terminal columns,
    where a console cut rows holding Chinese or other wide characters (a row one column short is cut too when the next
    starts with a wide character). A row of that width continues on the next row unless that one is blank or starts a
    record of its own; a continuation as wide continues too, and the first narrower one is the message's last row.
    """
    if sizes is None:
        sizes = [_row_width(line) for line in lines]
    for measure in (0, 1):  # characters, then terminal columns
        widths = [size[measure] for size in sizes]
        width = max(widths, default=0)
        if measure:  # a wide character that does not fit a row's last column goes to the next row, leaving it empty
            for i in range(len(lines) - 1):
                if widths[i] == width - 1 and _starts_wide(lines[i + 1]):
                    widths[i] = width
        if width >= 40 and widths.count(width) >= 2:
            break
    else:
        return {}
    out: dict[int, tuple[int, str]] = {}
    i = 0
    while i < len(lines):
        if widths[i] != width:
            i += 1
            continue
        rows = [i]
        while (len(rows) < WRAPPED_ROWS_MAX and rows[-1] + 1 < len(lines) and widths[rows[-1]] == width
               and lines[rows[-1] + 1].strip() and not _NEW_RECORD.match(lines[rows[-1] + 1])):
            rows.append(rows[-1] + 1)
        if len(rows) > 1:
            text = b"".join(lines[r] for r in rows).decode("utf-8", "replace").strip()
            for r in rows:
                out[r + 1] = (i + 1, text[:MAX_LINE_SHOWN])
        i = rows[-1] + 1
    return out


def _last_state(line: bytes) -> bytes:
    """A progress-bar line by its last state, as a terminal shows it (and as `_collect` reads it)."""
    line = line.rstrip(b"\r")
    return line[line.rfind(b"\r") + 1:]


_NEW_RECORD = re.compile(
    rb"\s*(?:[A-Za-z_.]*(?:Error|Exception|Warning)\b|Traceback|File \"|\[?\d{4}-\d\d-\d\d|[IWEF]\d{4} |"
    rb"\$ |>>> |In \[\d+\]|\+-|={3}|-{3}|\|)"
)
"""A line that starts a record of its own (exception, traceback, timestamp, glog prefix, prompt, table
row) is never taken for the wrapped tail of the line before it. Our own fixed pattern, not a KB one,
so Python's `re` (per-line calls are cheaper than RE2's wrapper)."""
INDEX_VERSION = 3
_KINDS = {"s": "sig", "c": "ctx", "f": "fact", "e": "err"}
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


_Text = TypeVar("_Text", str, bytes)


def _pack(items: Sequence[_Text], empty: _Text) -> tuple[_Text, bytes]:
    """Strings (or byte strings) as one joined value plus their end offsets (loads as two
    objects, not thousands); `empty` is `""` or `b""`."""
    ends = array("I")
    n = 0
    for text in items:
        n += len(text)
        ends.append(n)
    return empty.join(items), ends.tobytes()


def _ints(data: bytes) -> array[int]:
    out = array("I")
    out.frombytes(data)
    return out


class _Packed:
    def __init__(self, text: str | bytes, ends: bytes) -> None:
        self.text = text
        self.ends = _ints(ends)

    def __getitem__(self, i: int) -> Any:
        return self.text[self.ends[i - 1] if i else 0 : self.ends[i]]

    def __len__(self) -> int:
        return len(self.ends)


class PatternTable(Sequence[Pattern]):
    """The patterns of a matcher as packed columns; a `Pattern` is made when asked for."""

    def __init__(self, index: dict[str, Any]) -> None:
        self.kinds: str = index["kinds"]
        self.owners = _ints(index["owners"])
        self.owner_ids: list[str] = index["owner_ids"]
        self.items = _Packed(*index["items"])
        self.regexes = _Packed(*index["regexes"])

    def __len__(self) -> int:
        return len(self.kinds)

    @overload
    def __getitem__(self, index: int) -> Pattern: ...
    @overload
    def __getitem__(self, index: slice) -> list[Pattern]: ...
    def __getitem__(self, index: int | slice) -> Pattern | list[Pattern]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if not -len(self) <= index < len(self):
            raise IndexError(index)
        index %= len(self)
        return Pattern(_KINDS[self.kinds[index]], self.owner_ids[self.owners[index]], self.items[index],
                       self.regexes[index])

    def regex(self, index: int) -> str:
        return str(self.regexes[index])


def build_index(kb: KB, prefilter: bool = True) -> dict[str, Any]:
    """The matcher's data for a KB: strings, bytes, lists and dicts only (marshal-able).

    `prefilter=False` leaves the literal prefilter out (the matcher then always uses one RE2 set).
    """
    return index_from_rows([(e.id, entry_patterns(e)) for e in kb.entries], prefilter=prefilter)


def entry_patterns(entry: Entry) -> list[tuple[str, str, str]]:
    """An entry's rows of the pattern table: (kind, item id, regex), signatures then context."""
    return [(kind, item.id, item.regex) for kind, sub in (("s", entry.signatures), ("c", entry.context))
            for item in sub]


def index_from_rows(
    rows: Iterable[tuple[str, Sequence[tuple[str, str, str]]]],
    prefilter: bool = True,
    literals: Iterable[Literals] | None = None,
) -> dict[str, Any]:
    """`build_index` from (entry id, `entry_patterns`) rows, in KB order.

    `literals`, when given, are `pattern_literals` of each row's regexes in the same order (the
    KB build computes them in its worker processes); otherwise they are computed here.
    """
    kinds: list[str] = []
    owners = array("I")
    owner_ids = [""]
    items: list[str] = []
    regexes: list[str] = []
    for entry_id, patterns in rows:
        owner_ids.append(entry_id)
        owner = len(owner_ids) - 1
        for kind, item_id, regex in patterns:
            kinds.append(kind)
            owners.append(owner)
            items.append(item_id)
            regexes.append(regex)
    n_entry_patterns = len(regexes)
    extra = [("f", f.name, f.regex) for f in FACT_PATTERNS + FRAMEWORK_PATTERNS] + [("e", "error-line", _ERRLINE)]
    for kind, item_id, regex in extra:
        kinds.append(kind)
        owners.append(0)
        items.append(item_id)
        regexes.append(regex)
    index: dict[str, Any] = {
        "version": INDEX_VERSION, "kinds": "".join(kinds), "owners": owners.tobytes(), "owner_ids": owner_ids,
        "items": _pack(items, ""), "regexes": _pack(regexes, ""), "prefilter": None,
    }
    if prefilter:
        found = list(literals) if literals is not None else list(map(pattern_literals, regexes[:n_entry_patterns]))
        if len(found) != n_entry_patterns:
            raise ValueError(f"{len(found)} literal lists for {n_entry_patterns} patterns")
        found += map(pattern_literals, regexes[n_entry_patterns:])
        index["prefilter"] = _build_prefilter(regexes, found)
    return index


Literals = tuple[list[tuple[bytes, ...]] | None, bool]
"""A pattern's usable literal sets (each one suffices; None: no prefilter) and whether case is ignored."""


def pattern_literals(regex: str, found: Any = False) -> Literals:
    """The literal sets of `literal_choices` the prefilter can use: encoded, folded, `GRAM` bytes or longer.

    `found`: `literal_choices(regex)` when already known (False: not known).
    """
    if found is False:
        found = literal_choices(regex)
    ci = bool(found and found[1])
    usable = []
    for choice in found[0] if found else ():
        encoded = tuple(s.encode("utf-8").lower() if ci else s.encode("utf-8") for s in choice)
        if min(map(len, encoded)) >= GRAM:
            usable.append(encoded)
    return usable or None, ci


def _build_prefilter(regexes: list[str], literals: list[Literals] | None = None) -> dict[str, Any]:
    """Each pattern's rarest sufficient literal set, and a table from 3-byte keys to literals."""
    from collections import Counter

    if literals is None:
        literals = list(map(pattern_literals, regexes))
    options = [usable for usable, _ci in literals]
    ci_of = [ci for _usable, ci in literals]
    freq: Counter[tuple[bytes, bool]] = Counter()
    for usable, ci in literals:
        if usable is None:
            continue
        if len(usable) == 1 and len(usable[0]) == 1:
            freq[(usable[0][0], ci)] += 1
        else:
            freq.update({(b, ci) for choice in usable for b in choice})
    lit_ids: dict[tuple[bytes, bool], int] = {}
    lits: list[bytes] = []
    ci_flags = bytearray()
    lit_patterns: list[list[int]] = []
    always = array("I")
    for i, usable in enumerate(options):
        if usable is None:
            always.append(i)
            continue
        ci = ci_of[i]
        best = usable[0] if len(usable) == 1 else _rarest(usable, ci, freq)
        for b in best:
            lid = lit_ids.get((b, ci))
            if lid is None:
                lid = lit_ids[(b, ci)] = len(lits)
                lits.append(b)
                ci_flags.append(ci)
                lit_patterns.append([])
            lit_patterns[lid].append(i)
    grams_of = [{b.lower()[k : k + GRAM] for k in range(min(len(b), 48) - GRAM + 1)} for b in lits]
    freq = Counter(g for grams in grams_of for g in grams)
    table: dict[bytes, list[int]] = {}
    for lid, grams in enumerate(grams_of):
        table.setdefault(min(grams, key=lambda g: (freq[g], g)), []).append(lid)
    keys = sorted(table)
    return {
        "lits": _pack(lits, b""), "ci": bytes(ci_flags), "lit_patterns": _pack_ints(lit_patterns),
        "always": always.tobytes(), "keys": b"".join(keys), "key_lits": _pack_ints([table[k] for k in keys]),
    }


def _rarest(usable: list[tuple[bytes, ...]], ci: bool, freq: Any) -> tuple[bytes, ...]:
    """The literal set whose commonest literal is rarest (then longer, then fewer), first on ties."""
    keys = []
    for k, choice in enumerate(usable):
        if len(choice) == 1:
            b = choice[0]
            keys.append((freq[(b, ci)], -len(b), 1, k))
        else:
            keys.append((max(freq[(b, ci)] for b in choice), -min(map(len, choice)), len(choice), k))
    return usable[min(keys)[3]]


def _pack_ints(groups: list[list[int]]) -> tuple[bytes, bytes]:
    flat, ends = array("I"), array("I")
    for group in groups:
        flat.extend(group)
        ends.append(len(flat))
    return flat.tobytes(), ends.tobytes()


class _IntGroups:
    def __init__(self, flat: bytes, ends: bytes) -> None:
        self.flat = _ints(flat)
        self.ends = _ints(ends)

    def __getitem__(self, i: int) -> array[int]:
        return self.flat[self.ends[i - 1] if i else 0 : self.ends[i]]


_KELVIN, _LONG_S = "\u212a".encode(), "\u017f".encode()


class _Prefilter:
    """Which patterns can match a chunk, from their required literals (see the module docstring)."""

    def __init__(self, data: dict[str, Any], patterns: PatternTable) -> None:
        self.lits = _Packed(*data["lits"])
        self.ci: bytes = data["ci"]
        self.lit_patterns = _IntGroups(*data["lit_patterns"])
        self.always = _ints(data["always"])
        keys: bytes = data["keys"]
        self.table = {keys[k : k + GRAM]: n for n, k in enumerate(range(0, len(keys), GRAM))}
        self.key_lits = _IntGroups(*data["key_lits"])
        self.patterns = patterns
        self._lit_set: Any = None
        self._always_set: Any = None
        self._seen = 0
        self.grams: set[bytes] = set()
        self.grams_of: bytes | None = None
        """`grams` are the lower-case trigrams of the chunk `grams_of`, the last one read through the
        trigram table: `Matcher._scan_joins` reuses them for the same paste."""

    def candidates(self, chunk: bytes, grams: set[bytes] | None = None) -> list[int]:
        """Patterns whose literals are in `chunk`; `grams`, when given, are the chunk's lower-case trigrams."""
        found: set[int] = set()
        for lid in self._literals_in(chunk, grams):
            found.update(self.lit_patterns[lid])
        if self.always:
            if self._always_set is None:
                self._always_set = new_set(big=True)
                for i in self.always:
                    self._always_set.Add("(?m)" + self.patterns.regex(i))
                self._always_set.Compile()
            found.update(self.always[k] for k in self._always_set.Match(chunk) or ())
        return sorted(found)

    def _literals_in(self, chunk: bytes, grams: set[bytes] | None = None) -> list[int]:
        self._seen += len(chunk)
        if grams is None and (self._seen > SMALL_INPUT or self._lit_set is not None):
            if self._lit_set is None:
                self._lit_set = new_set(big=True)
                for lid in range(len(self.lits)):
                    text = self.lits[lid].decode("utf-8")
                    self._lit_set.Add(("(?i)" if self.ci[lid] else "") + re2_escape(text))
                self._lit_set.Compile()
            return list(self._lit_set.Match(chunk) or ())
        low = chunk.lower()
        if _KELVIN in low or _LONG_S in low:  # what RE2's (?i) folds to k and s
            low += b"\n" + low.replace(_KELVIN, b"k").replace(_LONG_S, b"s")
        if grams is None:
            grams = self.grams = {low[k : k + GRAM] for k in range(len(low) - GRAM + 1)}
            self.grams_of = chunk
        out = []
        table = self.table
        for gram in table.keys() & grams:
            for lid in self.key_lits[table[gram]]:
                if self.lits[lid] in (low if self.ci[lid] else chunk):
                    out.append(lid)
        return out


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
    tail: deque[Hit] = field(default_factory=lambda: deque(maxlen=TAIL_LINES_KEPT))
    """The last `TAIL_LINES_KEPT` non-blank lines."""
    total_lines: int = 0
    wrapped: dict[int, tuple[int, str]] = field(default_factory=dict)
    """In a paste hard-wrapped at a fixed width: each row of a message cut into several rows -> (the message's first
    row, the rows joined again). Empty for a log file and for a paste without such a wrap (`unwrap_rows`)."""

    def keep(self, index: int, hit: Hit) -> None:
        """Record a hit of pattern `index`: its first one and the latest `MAX_HITS_PER_PATTERN - 1`."""
        kept = self.hits.setdefault(index, [])
        if len(kept) >= MAX_HITS_PER_PATTERN:
            del kept[1]
        kept.append(hit)


def _keep_tail(chunk: bytes, last_line: int, tail: deque[Hit]) -> None:
    """Push the chunk's last non-blank lines (numbered, `last_line` being the chunk's last) onto `tail`."""
    body = chunk[:-1] if chunk.endswith(b"\n") else chunk  # chunks hold whole lines: the last one ends here
    parts = body.rsplit(b"\n", TAIL_LINES_KEPT * 2)
    if len(parts) > TAIL_LINES_KEPT * 2:
        parts = parts[1:]  # the head of the chunk, not a line of the tail
    first = last_line - len(parts) + 1
    for offset, raw in enumerate(parts):
        text = _last_state(raw)[:MAX_LINE_SHOWN].decode("utf-8", "replace").strip()
        if text:
            tail.append(Hit(first + offset, text))


class Matcher:
    """The compiled form of a KB: an RE2 set (or the literal prefilter) plus each pattern on its own."""

    def __init__(self, kb: KB | None = None, index: dict[str, Any] | None = None) -> None:
        """From `index` (see `build_index`), else the KB's cached `match_index`, else built from `kb`."""
        if index is None:
            index = getattr(kb, "match_index", None)
        if index is None:
            if kb is None:
                raise TypeError("Matcher needs a KB or an index")
            index = build_index(kb)
        self.patterns = PatternTable(index)
        self._compiled: dict[int, Any] = {}
        self._set: Any = None
        self._prefilter: _Prefilter | None = None
        if index["prefilter"] is not None:
            self._prefilter = _Prefilter(index["prefilter"], self.patterns)
        self._big = len(self.patterns) > SET_LIMIT
        self._seen = 0

    def regex(self, index: int) -> Any:
        rx = self._compiled.get(index)
        if rx is None:
            rx = self._compiled[index] = compile_re2("(?m)" + self.patterns.regex(index))
        return rx

    def candidates(self, chunk: bytes) -> list[int]:
        """Indices of the patterns that may match in `chunk` (all that do, perhaps a few more).

        A large KB always goes through the prefilter. Otherwise a small log (the first
        `PREFILTER_INPUT` bytes) does too, which spares a process compiling the RE2 set of every
        pattern (tens of ms); a larger input gets that set, the fastest way through megabytes.
        """
        self._seen += len(chunk)
        if self._prefilter is not None and (self._big or (self._set is None and self._seen <= PREFILTER_INPUT)):
            return self._prefilter.candidates(chunk)
        if self._set is None:
            self._set = new_set(big=len(self.patterns) > 500)
            for i in range(len(self.patterns)):
                self._set.Add("(?m)" + self.patterns.regex(i))
            self._set.Compile()
        return list(self._set.Match(chunk) or ())

    def scan(self, chunks: Iterable[bytes]) -> ScanResult:
        """Scan chunks of whole lines (from `resolver.intake`)."""
        result = ScanResult()
        base = 0
        kept: list[bytes] | None = []
        size = 0
        for chunk in chunks:
            found = self.candidates(chunk)
            if found:
                self._collect(chunk, base, found, result)
            lines = chunk.count(b"\n")
            _keep_tail(chunk, base + lines, result.tail)
            base += lines
            size += len(chunk)
            if kept is not None and size <= JOIN_INPUT:
                kept.append(chunk)
            else:
                kept = None
        result.total_lines = base
        if kept:
            self._scan_joins(kept[0] if len(kept) == 1 else b"".join(kept), result)
        return result

    def _scan_joins(self, data: bytes, result: ScanResult) -> None:
        """Signatures, context and facts that match only across a line break: a paste hard-wrapped at a fixed width.

        Consoles, notebooks and e-mail wrap long lines, splitting a message anywhere, mid-word too
        (`process_linux.go` / `:385: running prestart hook`). Each line is joined to the next, once
        as it is and once with a space, and a signature counts (on the first line) when it matches
        the joined text but neither line alone. A phrase longer than the wrap width spans three
        lines, so when a line and the next are rows of one width (40 characters or more: a hard
        wrap) the three are joined as well, each break with and without a space, counting only
        where no line or pair of them matches alone. A joined line must not start a record of its
        own. Only small inputs (pastes) are read this way; a log file's lines are not wrapped.
        """
        lines = [_last_state(line) for line in data.split(b"\n")]
        sizes = [_row_width(line) for line in lines]
        result.wrapped = unwrap_rows(lines, sizes)
        joined: list[bytes] = []
        # (first line's number, the joined lines one by one, junction offsets in the joined text)
        where: list[tuple[int, tuple[bytes, ...], tuple[int, ...]]] = []
        for i in range(len(lines) - 1):
            a, b = lines[i], lines[i + 1].strip()
            if len(a.strip()) < 8 or not b or _NEW_RECORD.match(b):
                continue
            joined.append(a + b)
            where.append((i + 1, (a, b), (len(a),)))
            trimmed = a.rstrip()
            joined.append(trimmed + b" " + b)
            where.append((i + 1, (a, b), (len(trimmed),)))
            # A message longer than the wrap width spans three lines; a hard wrap cuts rows of one width.
            c = lines[i + 2].strip() if i + 2 < len(lines) else b""
            if (c and len(b) >= 40 and _same_width(lines[i + 1], a, (sizes[i + 1], sizes[i]))
                    and not _NEW_RECORD.match(c)):
                for head in (a, trimmed + b" "):  # each break mid-word or at a space
                    for mid in (b, b + b" "):
                        joined.append(head + mid + c)
                        where.append((i + 1, (a, b, c, head + b, mid + c), (len(head), len(head) + len(mid))))
        if not joined:
            return
        chunk = b"\n".join(joined) + b"\n"
        pre = self._prefilter
        if pre is None:
            found = list(range(len(self.patterns)))
        elif pre.grams_of is data:
            # The joined text's trigrams: the paste's own, plus those around each junction.
            grams = set(pre.grams)
            for text, (_, _, junctions) in zip(joined, where, strict=True):
                for j in junctions:
                    window = text[max(0, j - GRAM + 1):j + GRAM + 1].lower()
                    grams.update(window[k:k + GRAM] for k in range(len(window) - GRAM + 1))
            found = pre.candidates(chunk, grams)
        else:
            found = pre.candidates(chunk)
        starts = [0]
        for text in joined:
            starts.append(starts[-1] + len(text) + 1)
        done: set[tuple[int, int]] = set()
        for index in found:
            if self.patterns.kinds[index] not in "scf":  # signatures, the context that qualifies them, facts
                continue
            rx = self.regex(index)
            for start, _, _ in self._locate(chunk, index):
                k = bisect_right(starts, start) - 1
                line_no, parts, _ = where[k]
                if (index, line_no) in done or any(rx.search(part) for part in parts):
                    continue
                done.add((index, line_no))
                result.keep(index, Hit(line_no, joined[k][:MAX_LINE_SHOWN].decode("utf-8", "replace").strip()))

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
            if self.patterns.kinds[index] == "e":
                result.error_lines.append(hit)
                continue
            result.keep(index, hit)

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
