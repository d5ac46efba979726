"""The one public surface: `resolve(...)` a log into a `Report`."""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from resolver.errors import InputError
from resolver.facts import framework_name
from resolver.intake import IntakeStats, iter_sources, read_chunks
from resolver.kb.loader import load_kb
from resolver.kb.model import KB, Entry, Fix
from resolver.match import Matcher, ScanResult
from resolver.rank import Evidence, Fact, Hypothesis, collect_facts, rank

_MATCHERS: dict[str, Matcher] = {}


@dataclass
class Report:
    """Everything one diagnosis found."""

    hypotheses: list[Hypothesis]
    facts: dict[str, Fact]
    stats: IntakeStats
    total_lines: int
    fallback_used: bool = False
    frameworks: list[str] = field(default_factory=list)
    platforms: list[str] = field(default_factory=list)


def get_kb(extra: Iterable[Path | str] = (), *, bundled: bool = True, use_cache: bool = True) -> KB:
    kb = load_kb(extra, bundled=bundled, use_cache=use_cache)
    assert isinstance(kb, KB)
    return kb


def matcher_for(kb: KB) -> Matcher:
    """The compiled matcher of a KB, built once per process and KB digest."""
    m = _MATCHERS.get(kb.digest)
    if m is None:
        m = _MATCHERS[kb.digest] = Matcher(kb)
    return m


def forget_matcher(kb: KB) -> None:
    """Drop the compiled matcher `matcher_for` keeps for a KB (a scratch KB that will not be used again)."""
    _MATCHERS.pop(kb.digest, None)


def resolve(
    paths: Iterable[str] = (),
    *,
    kb: KB | None = None,
    stdin: BinaryIO | None = None,
    fallback: bool = True,
) -> Report:
    """Diagnose the log in `paths` (standard input when empty).

    Raises:
        InputError: a file cannot be read, is binary, or the input is empty.
    """
    stats = IntakeStats()
    return _resolve_chunks(iter_sources(paths, stats, stdin), stats, kb or get_kb(), fallback)


def resolve_text(text: str | bytes, *, kb: KB | None = None, fallback: bool = True) -> Report:
    """Diagnose a log held in memory (the TUI's paste, tests)."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    stats = IntakeStats()
    return _resolve_chunks(read_chunks(io.BytesIO(data), "<text>", stats), stats, kb or get_kb(), fallback)


def _nonblank(chunks: Iterable[bytes], seen: list[bool]) -> Iterator[bytes]:
    for chunk in chunks:
        if not seen[0] and not chunk.isspace():
            seen[0] = True
        yield chunk


def _resolve_chunks(chunks: Iterable[bytes], stats: IntakeStats, kb: KB, fallback: bool) -> Report:
    matcher = matcher_for(kb)
    seen = [False]
    scan = matcher.scan(_nonblank(chunks, seen))
    if not seen[0]:
        raise InputError("empty input: no log text to diagnose")
    facts = collect_facts(matcher, scan)
    # `kb.get`: a cached (lazy) KB reads only the related entries it is asked for
    hyps = rank(_ranking_kb(kb, matcher, scan, facts), matcher, scan, facts, kb.get)
    used_fallback = False
    if not hyps and fallback:
        hyps = _fallback(kb, scan)
        used_fallback = bool(hyps)
    frameworks = sorted({framework_name(f.value) for f in _framework_facts(matcher, scan)})
    return Report(hyps, facts, stats, scan.total_lines, used_fallback, frameworks, _platforms(facts))


def _ranking_kb(kb: KB, matcher: Matcher, scan: ScanResult, facts: dict[str, Fact]) -> KB:
    """The entries `rank` can score: all of a plain KB; of a cached (lazy) KB only those that can rank."""
    view = getattr(kb, "ranking_view", None)
    if view is None:
        return kb
    hit_ids = {matcher.patterns[index].entry_id for index in scan.hits}
    hit_ids.discard("")
    result: KB = view(hit_ids, facts)
    return result


def _framework_facts(matcher: Matcher, scan: ScanResult) -> list[Fact]:
    out = []
    for index, hits in scan.hits.items():
        p = matcher.patterns[index]
        if p.kind == "fact" and p.item_id == "framework":
            rx = matcher.regex(index)
            for hit in hits:
                m = rx.search(hit.text)
                if m:
                    out.append(Fact("framework", m.group(1), hit.line, hit.text))
    return out


def _platforms(facts: dict[str, Fact]) -> list[str]:
    out = []
    if "platform" in facts:
        v = facts["platform"].value.lower()
        out.append("wsl" if "wsl" in v else "windows")
    if "container" in facts:
        out.append("kubernetes" if "kubectl" in facts["container"].value else "docker")
    return out


def _fallback(kb: KB, scan: ScanResult) -> list[Hypothesis]:
    from resolver.fallback import mentions_gpu_stack, suggest

    # A log without an error line (cut before it, or only a table or a command) is read by its last lines, and so
    # is one whose error lines never name the GPU stack (a job's exit status under the line that names CUDA).
    lines = {h.line: h.text for h in scan.error_lines}
    if not any(mentions_gpu_stack(text) for text in lines.values()):
        lines.update((h.line, h.text) for h in scan.tail)
    # A paste hard-wrapped at a fixed width: each message is read whole again, on its first row.
    whole: dict[int, str] = {}
    for k, text in sorted(lines.items()):
        first, message = scan.wrapped.get(k, (k, text))
        whole[first] = message
    lines = whole
    # The line shown is the last one that names the GPU stack: a paste's closing "Any idea?" is no evidence.
    shown = max((k for k, text in lines.items() if mentions_gpu_stack(text)), default=max(lines, default=0))
    out = []
    for eid, similarity, why in suggest(kb, [lines[k] for k in sorted(lines)]):
        hyp = Hypothesis(kb.by_id[eid], raw=0.3 * similarity, fallback=True)
        hyp.explain.append(f"{hyp.raw:.2f} free-text suggestion: {why}")
        if shown:
            hyp.evidence.append(Evidence(shown, lines[shown], "fallback:text-similarity"))
        out.append(hyp)
    return out


def select_fixes(entry: Entry, report: Report, hyp: Hypothesis | None = None, *,
                 drop_waiting: bool = False) -> list[Fix]:
    """The entry's fixes that fit the log's framework and platform, most specific first.

    With `hyp` (the entry's hypothesis in `report`), a fix tied to `signatures` that matched this log
    comes first whatever its platform (it answers the exact wording the user has), and one tied only
    to signatures that did not match goes after the general ones; with `drop_waiting` (a short view)
    those are left out unless nothing else is left.
    """
    fw, pf = set(report.frameworks), set(report.platforms)
    matched = ({ev.signature.partition("/")[2] for ev in hyp.evidence if ev.signature.startswith(f"{entry.id}/")}
               if hyp is not None else set())

    def fits(fix: Fix) -> bool:
        fw_ok = not fix.frameworks or "any" in fix.frameworks or not fw or bool(fw & set(fix.frameworks))
        pf_ok = (not fix.platforms or "any" in fix.platforms or not pf or bool(pf & set(fix.platforms))
                 or ("linux" in fix.platforms and "windows" not in pf))
        return fw_ok and pf_ok

    def answers(fix: Fix) -> bool:
        return bool(matched & set(fix.signatures))

    def order(fix: Fix) -> tuple[int, int]:
        tied = 0 if answers(fix) else (2 if fix.signatures else 1)
        return tied, -(bool(fw & set(fix.frameworks)) + bool(pf & set(fix.platforms)))

    chosen = sorted([f for f in entry.fixes if fits(f) or answers(f)] or list(entry.fixes), key=order)
    if drop_waiting and hyp is not None:
        chosen = [f for f in chosen if not f.signatures or answers(f)] or chosen
    from resolver.tailor import INSTALL_CAUSES, install_fix

    if entry.id in INSTALL_CAUSES and report.facts:
        tailored = install_fix(entry, {k: f.value for k, f in report.facts.items()}, report.frameworks)
        if tailored is not None:
            chosen.insert(0, tailored)
    return chosen


def sorted_evidence(hyp: Hypothesis) -> list[Evidence]:
    seen: set[tuple[int, str]] = set()
    out = []
    for ev in sorted(hyp.evidence, key=lambda e: (e.line, e.signature)):
        key = (ev.line, ev.signature)
        if key not in seen:
            seen.add(key)
            out.append(ev)
    return out
