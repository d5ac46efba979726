"""The KB playground's logic, without widgets: evaluate an edited entry on a log, save it.

`evaluate(yaml_text, log, base_kb)` parses and validates the entry exactly like the KB loader does
(schema, layout, RE2 syntax, cross references), then builds a copy of the KB with the edited entry in
place of the original, re-ranks the log with it and runs the per-entry lint checks. `save_entry`
writes the entry as `<dir>/<layer>/<id>.yaml` (or `<dir>/entries/<layer>/<id>.yaml` in a KB root)
with the current log excerpt as its first `match` example.
"""

from __future__ import annotations

import hashlib
import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from resolver.api import Report, resolve_text
from resolver.errors import InputError, KbProblem
from resolver.kb.model import KB, Entry
from resolver.kb.yamlio import KbProblemError, load_yaml

MAX_LINES_PER_SIGNATURE = 50
MAX_EXCERPT_LINES = 20
_KEBAB = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
_ERROR_LINE = re.compile(r"(?i)error|fail|cannot|not found|unable|错误")
PLACEHOLDER_SOURCE = "https://github.com/OWNER/REPO/issues/NUMBER"
LOG_SOURCE = "https://example.com/where-this-log-was-published"
"""Source of the stand-in example that holds the current log excerpt; saving replaces it."""


class SaveError(Exception):
    """The entry cannot be saved: the message says why (invalid entry, bad source, unwritable file)."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the edited entry; `line` is 1-based in the editor (None: whole entry)."""

    severity: str
    """error | warning."""
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        return f"{where}{self.severity}: {self.message}"


@dataclass(frozen=True)
class SignatureMatches:
    """The log lines one signature matches (before `requires` / `unless`), and whether they counted."""

    signature: str
    specificity: str
    lines: tuple[tuple[int, str], ...]
    total: int
    counted: bool
    """The ranking used this signature as evidence (its context conditions held)."""


@dataclass(frozen=True)
class RankRow:
    rank: int
    entry_id: str
    score: float
    before: int | None
    """Rank of the same entry with the KB as it was (None: it was not listed)."""

    @property
    def move(self) -> str:
        if self.before is None:
            return "new"
        if self.before == self.rank:
            return "="
        return f"▲{self.before - self.rank}" if self.before > self.rank else f"▼{self.rank - self.before}"


@dataclass
class Evaluation:
    """What the playground shows for one version of the editor text."""

    entry: Entry | None = None
    problems: list[Problem] = field(default_factory=list)
    matches: list[SignatureMatches] = field(default_factory=list)
    ranking: list[RankRow] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    """Entries ranked before the edit that are no longer listed."""
    log_error: str | None = None
    """Why the log could not be ranked (empty), if so."""

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]


def parse_entry(text: str) -> tuple[Any, Entry | None, list[Problem]]:
    """Parse and validate editor text as one KB entry file; returns (document, entry, problems)."""
    from resolver.kb.loader import build_entry
    from resolver.kb.validate import check_document

    try:
        doc = load_yaml(Path("entry.yaml"), text)
    except KbProblemError as exc:
        return None, None, [_problem(exc.problem)]
    if not isinstance(doc, dict):
        return doc, None, [Problem("error", "an entry must be a YAML mapping", 1)]
    entry_id = doc.get("id") if isinstance(doc.get("id"), str) and _KEBAB.fullmatch(doc["id"]) else "entry"
    layer = doc.get("layer") if isinstance(doc.get("layer"), str) and _KEBAB.fullmatch(doc["layer"]) else "layer"
    # The validator reads a file in the KB layout; a scratch root named after the entry satisfies the
    # layout rules, which `save_entry` then follows for real.
    with tempfile.TemporaryDirectory(prefix="gpu-resolver-playground-") as tmp:
        root = Path(tmp)
        path = root / "entries" / layer / f"{entry_id}.yaml"
        path.parent.mkdir(parents=True)
        path.write_text(text, encoding="utf-8")
        doc, problems = check_document(path, root)
        entry = build_entry(doc, path, root) if doc is not None and not problems else None
    return doc, entry, [_problem(p) for p in problems]


def _problem(p: KbProblem) -> Problem:
    return Problem("error", p.message, p.line)


def kb_with(base: KB, entry: Entry, replaces: str | None = None) -> KB:
    """A copy of `base` with `entry` in place of the entry `replaces` (or of the same id), else added last."""
    gone = {entry.id} | ({replaces} if replaces else set())
    entries: list[Entry] = []
    for e in base.entries:
        if e.id not in gone:
            entries.append(e)
        elif entry not in entries:
            entries.append(entry)
    if entry not in entries:
        entries.append(entry)
    digest = hashlib.sha256(f"{base.digest}\0{entry!r}".encode()).hexdigest()[:24]
    return KB(entries=tuple(entries), digest=f"playground-{digest}", roots=base.roots)


def evaluate(text: str, log: str, base: KB, base_report: Report | None = None,
             replaces: str | None = None) -> Evaluation:
    """Validate the editor text and, when it is a valid entry, show what it does to `log`."""
    from resolver.kb.loader import build_entry
    from resolver.kb.validate import check_kb

    out = Evaluation()
    doc, entry, out.problems = parse_entry(text)
    if entry is None:
        return out
    if log.strip():
        # Lint what saving would write: the current log excerpt as the first match example.
        cut = excerpt(log, signature_matches(entry, log))
        if len(cut) >= 10:
            entry = build_entry(with_excerpt(doc, cut, LOG_SOURCE), Path(entry.path), Path(entry.root))
    out.entry = entry
    kb = kb_with(base, entry, replaces)
    out.problems += [Problem("error", p.message, p.line) for p in check_kb(kb) if p.path == entry.path]
    try:
        out.problems += _lint(kb, entry, doc)
        if log.strip():
            report = resolve_text(log, kb=kb)
            out.matches = signature_matches(entry, log, report)
            out.ranking, out.dropped = _ranking(report, base_report)
        else:
            out.log_error = "no log: paste one on the main screen to see matches and ranking"
    except InputError as exc:
        out.log_error = str(exc)
    finally:
        _forget_matcher(kb)
    return out


_SIGNATURE_NAMED = re.compile(r"signature '([^']+)'")
_NO_MATCH_NAMED = re.compile(r"examples\.no_match\[(\d+)\]")


def _lint(kb: KB, entry: Entry, doc: Any) -> list[Problem]:
    from resolver.lint import REGISTRY

    out = []
    for cls in REGISTRY:
        for finding in cls().check_entry(kb, entry):
            line = finding.line or _finding_line(doc, finding.message)
            out.append(Problem(finding.severity, f"{finding.check}: {finding.message}", line))
    return out


def _finding_line(doc: Any, message: str) -> int | None:
    """The editor line a lint message is about, when it names a signature or a near-miss example."""
    from resolver.kb.yamlio import line_of

    m = _SIGNATURE_NAMED.search(message)
    if m:
        index = next((i for i, s in enumerate(doc.get("signatures", [])) if s.get("id") == m.group(1)), None)
        return line_of(doc, ["signatures", index, "id"]) if index is not None else None
    m = _NO_MATCH_NAMED.search(message)
    if m:
        return line_of(doc, ["examples", "no_match", int(m.group(1))])
    return None


def _forget_matcher(kb: KB) -> None:
    """Drop the compiled matcher of a scratch KB: every edit makes a new digest."""
    from resolver.api import forget_matcher

    forget_matcher(kb)


def signature_matches(entry: Entry, log: str, report: Report | None = None) -> list[SignatureMatches]:
    from resolver.regex import compile_re2

    counted: set[str] = set()
    for hyp in report.hypotheses if report else ():
        if hyp.entry.id == entry.id:
            counted = {ev.signature for ev in hyp.evidence}
    lines = log.splitlines()
    out = []
    for sig in entry.signatures:
        rx = compile_re2(sig.regex)
        hits = [(n, ln) for n, ln in enumerate(lines, 1) if rx.search(ln)]
        out.append(SignatureMatches(sig.id, sig.specificity, tuple(hits[:MAX_LINES_PER_SIGNATURE]), len(hits),
                                    f"{entry.id}/{sig.id}" in counted))
    return out


def _ranking(report: Report, before: Report | None) -> tuple[list[RankRow], list[str]]:
    old = {h.entry.id: i for i, h in enumerate(before.hypotheses, 1)} if before else {}
    rows = [RankRow(i, h.entry.id, h.score, old.get(h.entry.id)) for i, h in enumerate(report.hypotheses, 1)]
    listed = {r.entry_id for r in rows}
    return rows, [eid for eid in old if eid not in listed]


def excerpt(log: str, matches: Sequence[SignatureMatches], limit: int = MAX_EXCERPT_LINES) -> str:
    """The log lines the entry's signatures match (its evidence), else the log's error lines."""
    lines = log.splitlines()
    numbers = sorted({n for m in matches for n, _ in m.lines})
    if not numbers:
        numbers = [n for n, ln in enumerate(lines, 1) if _ERROR_LINE.search(ln)] or list(range(1, len(lines) + 1))
        numbers = numbers[-limit:]
    return "\n".join(lines[n - 1].rstrip() for n in numbers[:limit]).strip("\n")


def with_excerpt(doc: Any, cut: str, source: str) -> Any:
    """`doc` with `cut` as its first match example, replacing a stand-in or an example with the same log."""
    examples = doc["examples"]
    kept = [e for e in examples["match"] if e.get("source") != LOG_SOURCE and e.get("log", "").strip() != cut.strip()]
    examples["match"] = [{"source": source, "log": cut + "\n"}, *kept]
    return doc


def new_entry_text(log: str, entry_id: str = "new-cause", layer: str = "runtime") -> str:
    """A starting entry for "new entry from this log": its signature is the log's last error line."""
    lines = [ln.rstrip() for ln in log.splitlines() if ln.strip()]
    errors = [ln for ln in lines if _ERROR_LINE.search(ln)] or lines or ["TODO the error line"]
    last = errors[-1].strip()[:100]
    regex = re.sub(r"\\(.)", lambda m: m.group(1) if m.group(1) in " -:/'\"" else m.group(0), re.escape(last))
    doc = {
        "id": entry_id,
        "title": "TODO one line naming the root cause",
        "layer": layer,
        "kind": "cause",
        "status": "draft",
        "summary": "TODO two or three sentences in your own words: what is broken and how to recognise it.",
        "frameworks": ["any"],
        "platforms": ["any"],
        "signatures": [{"id": "main-error-line", "regex": regex, "specificity": "high"}],
        "fixes": [{"title": "TODO what to do", "steps": ["TODO the exact command, in `backticks`"]}],
        "references": [PLACEHOLDER_SOURCE],
        "examples": {
            "match": [{"source": LOG_SOURCE, "log": "\n".join(errors[-MAX_EXCERPT_LINES:]) + "\n"}],
            "no_match": [{"source": PLACEHOLDER_SOURCE, "cause": "TODO-the-real-cause-id",
                          "log": "TODO paste a similar log that has another cause\n"}],
        },
    }
    return dump_entry(doc)


class _Dumper(yaml.SafeDumper):
    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        # Sequences indented under their key, as the KB's files are written.
        super().increase_indent(flow, False)


def _str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value.rstrip("\n") or (value.endswith("\n") and len(value) > 1) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def dump_entry(doc: Any) -> str:
    """YAML text in the KB's style: keys in their order, multi-line logs as `|` blocks, no line folding."""
    text: str = yaml.dump(_plain(doc), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=10_000,
                          default_flow_style=False, indent=2)
    return text


def _insert_example(text: str, doc: Any, cut: str, source: str) -> str | None:
    """`text` with the new first match example spliced in (and stand-ins removed), keeping the rest of the
    file as written: a pull request then shows only the new example. None when the layout is unusual."""
    from resolver.kb.yamlio import LineList

    match = doc["examples"]["match"]
    if not isinstance(match, LineList) or not match.item_lines:
        return None
    lines = text.splitlines(keepends=True)
    first = match.item_lines[0] - 1
    pad = len(lines[first]) - len(lines[first].lstrip(" "))
    if not lines[first].lstrip(" ").startswith("- "):
        return None
    drop: set[int] = set()
    for k, example in enumerate(match):
        if example.get("source") == LOG_SOURCE or str(example.get("log", "")).strip() == cut.strip():
            start = match.item_lines[k] - 1
            end = match.item_lines[k + 1] - 1 if k + 1 < len(match) else _block_end(lines, start, pad)
            drop.update(range(start, end))
    block = dump_entry([{"source": source, "log": cut + "\n"}])
    block = "".join(" " * pad + ln if ln.strip() else ln for ln in block.splitlines(keepends=True))
    return "".join(lines[:first]) + block + "".join(ln for i, ln in enumerate(lines[first:], first) if i not in drop)


def _block_end(lines: list[str], start: int, pad: int) -> int:
    """Index of the first line after the list item at `start` (the next line indented no deeper than its dash)."""
    i = start + 1
    while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip(" ")) > pad):
        i += 1
    return i


def _same(text: str, expected: Any) -> bool:
    try:
        return bool(_plain(load_yaml(Path("entry.yaml"), text)) == expected)
    except KbProblemError:
        return False


def target_path(directory: Path, layer: str, entry_id: str) -> Path:
    """`<dir>/entries/<layer>/<id>.yaml` in a KB root (a folder with `entries/`), else `<dir>/<layer>/<id>.yaml`."""
    base = directory / "entries" if (directory / "entries").is_dir() else directory
    return base / layer / f"{entry_id}.yaml"


def save_entry(text: str, directory: Path, source: str, log: str) -> tuple[Path, str]:
    """Write the entry with the log excerpt as its first match example; returns (path, text written).

    Raises:
        SaveError: the entry has errors, the source is not a URL, or the file cannot be written.
    """
    source = source.strip()
    if not re.match(r"https?://\S+$", source):
        raise SaveError("the source must be the http(s) address where the log was published")
    doc, entry, problems = parse_entry(text)
    if entry is None:
        first = problems[0] if problems else Problem("error", "not a valid entry")
        raise SaveError(f"fix the entry first ({len(problems)} error(s)); {first}")
    out = text if text.endswith("\n") else text + "\n"
    cut = excerpt(log, signature_matches(entry, log)) if log.strip() else ""
    if len(cut) >= 10:
        expected = with_excerpt(_plain(doc), cut, source)
        edited = _insert_example(out, doc, cut, source)
        out = edited if edited is not None and _same(edited, expected) else dump_entry(expected)
    path = target_path(directory.expanduser(), entry.layer, entry.id)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(out, encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path, out
