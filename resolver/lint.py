"""`resolve kb lint`: small, discoverable checks over the whole KB, each with a severity.

A check is a subclass of `Check`; defining it registers it (pySigma style). Each yields
`Finding`s rendered as `path:line: severity: check-id: message`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from resolver.errors import KbProblem
from resolver.kb.model import KB, Entry, Example
from resolver.kb.shared import CONTEXTS, WORDINGS, Kind, kb_shared

if TYPE_CHECKING:
    from resolver.api import Report

REGISTRY: list[type[Check]] = []


@dataclass(frozen=True)
class Finding:
    check: str
    severity: str
    """error | warning."""
    path: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.severity}: {self.check}: {self.message}"


class Check:
    """Base of every lint check. `id` is derived from the class name (FooBarCheck -> foo-bar)."""

    severity: ClassVar[str] = "error"
    description: ClassVar[str] = ""

    def __init_subclass__(cls) -> None:
        REGISTRY.append(cls)

    @classmethod
    def id(cls) -> str:
        name = cls.__name__.removesuffix("Check")
        return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()

    def run(self, kb: KB) -> Iterator[Finding]:
        for entry in kb.entries:
            yield from self.check_entry(kb, entry)

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        return iter(())

    def finding(self, entry: Entry, message: str, line: int | None = None) -> Finding:
        return Finding(self.id(), self.severity, entry.path, line, message)


_REPORTS: dict[tuple[str, str], Report] = {}


def example_report(kb: KB, example: Example) -> Report:
    """An example's diagnosis (no fallback), computed once per KB state for every check that reads it. The
    digest covers the KB's files and the code, so a report is reused only for the same KB."""
    key = (kb.digest, example.log)
    if key not in _REPORTS:
        if _REPORTS and next(iter(_REPORTS))[0] != kb.digest:
            _REPORTS.clear()
        from resolver.api import resolve_text

        _REPORTS[key] = resolve_text(example.log, kb=kb, fallback=False)
    return _REPORTS[key]


def _top(kb: KB, example: Example) -> tuple[str | None, list[str]]:
    ids = [h.entry.id for h in example_report(kb, example).hypotheses]
    return (ids[0] if ids else None), ids


def expected_top(entry: Entry) -> set[str]:
    """The ids that may rank first on an example of `entry`: its own, or a symptom's implied causes."""
    return set(entry.implies) if entry.is_symptom else {entry.id}


class ExampleRanksFirstCheck(Check):
    """Every `match` example ranks its own entry first (a symptom: one of the causes it implies)."""

    description = "each match example ranks its own entry first"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        want = expected_top(entry)
        for i, ex in enumerate(entry.examples_match):
            top, ids = _top(kb, ex)
            if top not in want:
                got = ", ".join(ids[:3]) or "nothing"
                yield self.finding(entry, f"examples.match[{i}] ({ex.source}) ranks {got} first, not {entry.id}")


class NearMissCheck(Check):
    """No `no_match` example ranks its entry first."""

    description = "near-miss examples do not rank the entry first"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        for i, ex in enumerate(entry.examples_no_match):
            if ex.cause and ex.cause != "none" and ex.cause not in kb.by_id:
                yield Finding("near-miss-cause", "warning", entry.path, None,
                              f"examples.no_match[{i}] is labelled {ex.cause!r}, which is neither a KB id nor 'none'")
            report = example_report(kb, ex)
            if not report.hypotheses:
                continue
            top = report.hypotheses[0]
            if top.entry.id == entry.id or (
                entry.is_symptom and not top.own
                and any(e.signature.startswith(entry.id + "/") for e in top.evidence)
            ):
                yield self.finding(entry, f"examples.no_match[{i}] ({ex.source}) ranks {top.entry.id} first")
            if ex.cause and ex.cause in kb.by_id and top.entry.id != ex.cause:
                yield Finding("near-miss-cause", "warning", entry.path, None,
                              f"examples.no_match[{i}] is labelled {ex.cause} but ranks {top.entry.id} first")


class EvidenceCountCheck(Check):
    """Enough cited examples: 3 real matches from distinct sources, 2 near misses."""

    severity = "warning"
    description = "at least 3 match examples from distinct sources and 2 near misses"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        sources = {ex.source.split("#")[0] for ex in entry.examples_match}
        if len(sources) < 3:
            yield self.finding(entry, f"{len(sources)} distinct sources for match examples (want 3)")
        if len(entry.examples_no_match) < 2:
            yield self.finding(entry, f"{len(entry.examples_no_match)} near-miss examples (want 2)")


class SignatureExampleCheck(Check):
    """Every signature is exercised by at least one of the entry's match examples."""

    severity = "warning"
    description = "every signature matches at least one example line"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        from resolver.stats import unexercised_signatures

        for sig in unexercised_signatures(entry):
            yield self.finding(entry, f"signature {sig.id!r} matches no line of the match examples")


class PrefilterLiteralCheck(Check):
    """Every signature carries a fixed phrase that the matcher's literal prefilter can look for."""

    severity = "warning"
    description = "every signature has a literal of 3 bytes or more that each of its matches contains"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        from resolver.match import pattern_literals

        for sig in entry.signatures:
            usable, _ignore_case = pattern_literals(sig.regex)
            if not usable:
                yield self.finding(entry, f"signature {sig.id!r} has no fixed phrase that every match contains, so the "
                                   "literal prefilter cannot skip it and it runs on every line of every log (give each "
                                   "alternative a literal of 3 bytes or more)")


class RuleExampleCheck(Check):
    """Every fact rule holds on at least one of the entry's match examples."""

    severity = "warning"
    description = "every fact rule fires on at least one match example"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        if not entry.rules:
            return
        prefix = f"{entry.id}/rule:"
        fired = {e.signature.removeprefix(prefix) for ex in entry.examples_match
                 for h in example_report(kb, ex).hypotheses for e in h.evidence if e.signature.startswith(prefix)}
        for rule in entry.rules:
            if rule.id not in fired:
                yield self.finding(entry, f"rule {rule.id!r} holds on none of the match examples")


class CrossOverlapCheck(Check):
    """Another entry's high-specificity signature must not match this entry's match examples."""

    severity = "warning"
    description = "no high-specificity signature of another entry matches this entry's examples"

    def run(self, kb: KB) -> Iterator[Finding]:
        from resolver.regex import compile_re2

        highs = [(e, s, compile_re2(s.regex)) for e in kb.entries for s in e.signatures
                 if s.specificity == "high" and not s.requires]
        contexts = {(e.id, c.id): compile_re2(c.regex) for e in kb.entries for c in e.context}
        for entry in kb.entries:
            for other, sig, rx in highs:
                if other.id == entry.id or other.id in entry.implies or entry.id in other.implies:
                    continue
                for i, example in enumerate(entry.examples_match):
                    lines = example.log.splitlines()
                    if not any(rx.search(ln) for ln in lines):
                        continue
                    # An `unless` context on any line of the example keeps the signature quiet (as in ranking).
                    quiet = [contexts[(other.id, name)] for name in sig.unless if (other.id, name) in contexts]
                    if any(cx.search(ln) for cx in quiet for ln in lines):
                        continue
                    yield self.finding(entry, f"examples.match[{i}] also matches {other.id}/{sig.id} (high)")
                    break


def shows_wording(entry: Entry) -> Callable[[str], bool]:
    """A test of a log for "this entry's wording", as `related` means it: a line one of its signatures
    reads there, that is a signature whose `requires` contexts are all in the same log (one that needs
    a context may read a common line, e.g. any CUDA error under WSL 1, only in that setting)."""
    from resolver.regex import compile_re2

    contexts = {c.id: compile_re2(c.regex) for c in entry.context}
    sigs = [(compile_re2(s.regex), [contexts[r] for r in s.requires if r in contexts]) for s in entry.signatures]

    def test(log: str) -> bool:
        lines = log.splitlines()
        return any(any(rx.search(ln) for ln in lines) and all(any(cx.search(ln) for ln in lines) for cx in needs)
                   for rx, needs in sigs)

    return test


class RelatedEvidenceCheck(Check):
    """Each `related` cause is a KB entry with a cited example that shows this entry's wording."""

    description = "every related id is an entry with a match example that this entry's signatures match"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        shows = shows_wording(entry)
        for rid in entry.related:
            other = kb.by_id.get(rid)
            if other is None:
                yield self.finding(entry, f"related names unknown entry {rid!r}")
                continue
            if rid == entry.id:
                yield self.finding(entry, "an entry cannot be related to itself")
                continue
            if not any(shows(ex.log) for ex in other.examples_match):
                yield self.finding(entry, f"related {rid!r}: none of its match examples has a line that "
                                          f"{entry.id}'s signatures match (cite one that does)")


class ContextCopyCheck(Check):
    """A context whose own pattern is a shared context's, or contains all of it, should `use` it."""

    severity = "warning"
    description = "no entry repeats a shared context's pattern instead of `use:` naming it"

    def run(self, kb: KB) -> Iterator[Finding]:
        shared = kb_shared(kb).contexts
        for entry in kb.entries:
            for ctx in entry.context:
                if ctx.use:
                    continue
                for sc in shared.values():
                    if ctx.regex == sc.regex or (len(sc.regex) >= 40 and sc.regex in ctx.regex):
                        yield self.finding(entry, f"context {ctx.id!r} repeats the shared context {sc.id!r} "
                                                  f"({sc.path}): write `use: {sc.id}` (and `regex:` for any "
                                                  "alternatives of your own)")
                        break


class WordingCopyCheck(Check):
    """A wording read by several signatures (or contexts) is written once, in `wordings/<id>.yaml`, and each
    names it."""

    severity = "warning"
    description = ("no signature writes out a wording's pattern (whole, or as some of its alternatives), no two "
                   "signatures write the same pattern instead of a wording that both `use:`, and no context writes "
                   "out a wording or another entry's signature instead of naming a wording in `wording:`")

    def run(self, kb: KB) -> Iterator[Finding]:
        from resolver.regex import top_level_alternatives

        shared = kb_shared(kb).wordings
        by_pattern = {w.regex: w for w in shared.values()}
        parts = {w.id: set(alts) for w in shared.values() if (alts := top_level_alternatives(w.regex))}
        first: dict[str, tuple[Entry, str]] = {}
        whole: dict[frozenset[str], tuple[Entry, str]] = {}  # each pattern of `first` by its alternatives
        for entry in kb.entries:
            for sig in entry.signatures:
                own = sig.own if sig.use else sig.regex
                if not sig.use and (w := by_pattern.get(own)) is not None:
                    yield self.finding(entry, f"signature {sig.id!r} repeats the wording {w.id!r} ({w.path}): "
                                              f"write `use: {w.id}` in place of its regex")
                    continue
                split = top_level_alternatives(own) if own else None
                alts = set(split or ())
                if written := _written_out(parts, alts, sig.use):
                    yield self.finding(entry, f"signature {sig.id!r} writes out the {written[0]} among its "
                                              f"alternatives: name {written[1]} in its `use:` and keep only the other "
                                              "alternatives in `regex:`")
                elif not sig.use and own in first:
                    other, other_sig = first[own]
                    yield self.finding(entry, f"signature {sig.id!r} has the pattern of {other.id}/{other_sig}: "
                                              "move it to wordings/<id>.yaml and write `use: <id>` in both")
                elif not sig.use:
                    first[own] = whole[frozenset(split or (own,))] = (entry, sig.id)
        yield from self._contexts(kb, parts, whole)

    def _contexts(self, kb: KB, parts: Mapping[str, set[str]],
                  by_alts: Mapping[frozenset[str], tuple[Entry, str]]) -> Iterator[Finding]:
        """A context that writes out a wording, or another entry's whole signature, instead of `wording:`;
        `by_alts` holds the entries' own signature patterns by their top-level alternatives."""
        from resolver.regex import top_level_alternatives

        for entry in kb.entries:
            for ctx in entry.context:
                own = ctx.own if (ctx.use or ctx.wording) else ctx.regex
                if not own:
                    continue
                alts = set(top_level_alternatives(own) or (own,))
                if written := _written_out(parts, alts, ctx.wording):
                    yield self.finding(entry, f"context {ctx.id!r} writes out the {written[0]}: name {written[1]} in "
                                              "`wording:` and keep only the other alternatives in `regex:`")
                    continue
                copied = [(e, sid) for sa, (e, sid) in by_alts.items() if e is not entry and sa <= alts]
                if copied:
                    other, sid = copied[0]
                    yield self.finding(entry, f"context {ctx.id!r} repeats the signature {other.id}/{sid}: move "
                                              "its pattern to wordings/<id>.yaml, `use:` it in the signature and "
                                              "name it in the context's `wording:`")


def _written_out(parts: Mapping[str, set[str]], alts: set[str], named: Iterable[str]) -> tuple[str, str] | None:
    """The wordings (id -> alternatives) all of whose alternatives are among `alts` but that the item does not
    name, for a finding: ("wording a" or "wordings a, b", "it" or "them"); None when there are none."""
    inside = sorted(wid for wid, wp in parts.items() if wid not in named and alts and wp <= alts)
    if not inside:
        return None
    return f"wording{'s' * (len(inside) > 1)} {', '.join(inside)}", "them" if len(inside) > 1 else "it"


def _unused(check: Check, kb: KB, kind: Kind, used_ids: Iterable[str]) -> Iterator[Finding]:
    """A finding for every shared pattern of `kind` that no `use` names, directly or through one that
    extends it."""
    shared = kb_shared(kb).of(kind)
    used: set[str] = set()
    for sid in set(used_ids):
        while sid in shared and sid not in used:  # the pattern and the chain it extends
            used.add(sid)
            sid = shared[sid].extends
    for sp in shared.values():
        if sp.id not in used:
            yield Finding(check.id(), check.severity, sp.path, sp.line,
                          f"{kind.noun} {sp.id!r} is used by no entry (`{kind.items}: - use: {sp.id}`)")


class SharedContextUnusedCheck(Check):
    """Every shared context (`contexts/<id>.yaml`) is used by some entry."""

    severity = "warning"
    description = "every shared context is named by some entry's `use:`, directly or through one that extends it"

    def run(self, kb: KB) -> Iterator[Finding]:
        return _unused(self, kb, CONTEXTS, (c.use for e in kb.entries for c in e.context if c.use))


class WordingUnusedCheck(Check):
    """Every wording (`wordings/<id>.yaml`) is used by some signature."""

    severity = "warning"
    description = ("every wording is named by some signature's `use:` or context's `wording:`, directly or "
                   "through one that extends it")

    def run(self, kb: KB) -> Iterator[Finding]:
        return _unused(self, kb, WORDINGS, itertools.chain(
            (w for e in kb.entries for s in e.signatures for w in s.use),
            (w for e in kb.entries for c in e.context for w in c.wording)))


def source_key(url: str) -> str:
    """The thread a URL names: no fragment (`#issuecomment-N`), query or trailing slash, host in lower case;
    GitHub's `/pull/N` and `/issues/N` are one thread."""
    url = url.split("#", 1)[0].split("?", 1)[0].rstrip("/")
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    host, slash, path = rest.partition("/")
    path = re.sub(r"^([^/]+/[^/]+)/pull/(\d+)$", r"\1/issues/\2", path)
    return f"{scheme.lower()}://{host.lower()}{slash}{path}"


def missing_references(references: Iterable[str], sources: Iterable[str]) -> list[str]:
    """The `sources` (examples' threads) that `references` do not name, one per thread, first seen first."""
    listed = {source_key(r) for r in references}
    missing: list[str] = []
    for src in sources:
        key = source_key(src)
        if key not in listed:
            listed.add(key)
            missing.append(src)
    return missing


class ExampleReferenceCheck(Check):
    """Every example's source is listed in `references:`, so the entry's sources are in one place."""

    severity = "warning"
    description = "every example source is listed in references"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        missing = missing_references(entry.references,
                                     (ex.source for ex in entry.examples_match + entry.examples_no_match))
        if missing:
            more = f" (+{len(missing) - 3} more)" if len(missing) > 3 else ""
            yield self.finding(entry, f"{len(missing)} example sources are not in references: "
                                      f"{', '.join(missing[:3])}{more} (`python tools/kb_refs.py --fix` adds them)")


_PROSE_LINE = re.compile(
    r"^\s*(?:I (?:am|was|have|had|get|got|tried|try|run|ran|use|used|installed|think|see|saw|did|do|don't|can|"
    r"cannot|can't|also|just|followed|found|checked|need|want|keep|pulled|created|recently)\b|(?:I'm|I've|I'd|i'm|"
    r"My|We|We're|Yes|Thanks|Thank you|Hi|Hello|Please help|Any idea|Then|When I|After I|Had the same|It is already|"
    r"Solved|This was happening|It boils down|Actually|However,|Unfortunately,|According to)\b(?!['\"])"
    r"|#{2,6} |```|- \[[ xX]\] )"
)
"""A line a person wrote rather than a program printed: a sentence in the first person, a greeting or thanks, an
issue form's markdown heading, a code fence. Program messages are full sentences too, but not in the first person."""


class ExampleProseCheck(Check):
    """Example logs are excerpts of machine output: no sentence of the reporter's or a maintainer's, no issue-form
    heading, no markdown fence. The thread's words belong in the example's `note`, in our own words."""

    severity = "warning"
    description = "example logs hold machine output, not the thread's prose"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        for kind, examples in (("match", entry.examples_match), ("no_match", entry.examples_no_match)):
            for i, ex in enumerate(examples):
                prose = [line for line in ex.log.splitlines() if _PROSE_LINE.match(line)]
                if prose:
                    yield self.finding(entry, f"examples.{kind}[{i}] ({ex.source}) has a line a person wrote, "
                                              f"not a program: {prose[0].strip()[:80]!r}")


class CheckProbeCheck(Check):
    """Every `checks[].probe` names a probe that exists (`resolve probe --list`)."""

    description = "every checks[].probe names a real probe id"

    def check_entry(self, kb: KB, entry: Entry) -> Iterator[Finding]:
        from resolver.confirm import unknown_check_probes

        for probe in unknown_check_probes(entry.checks):
            yield self.finding(entry, f"checks: probe {probe!r} does not exist (see `resolve probe --list`)")


class StrayFileCheck(Check):
    """A file in `entries/`, `contexts/` or `wordings/` that the loader skips (it asks the loader what it reads)."""

    severity = "warning"
    description = ("every file under entries/, contexts/ and wordings/ is one the loader reads (it skips the rest "
                   "without a word: a .yml entry, a patch's .orig backup, an editor's swap file, a shared pattern "
                   "in a subfolder)")

    def run(self, kb: KB) -> Iterator[Finding]:
        from resolver.kb.loader import entry_files
        from resolver.kb.shared import shared_files

        for root in map(Path, kb.roots):
            read = {str(p) for p in entry_files(root)}
            read.update(f for kind in (CONTEXTS, WORDINGS) for f in shared_files(root, kind))
            for folder in ("entries", CONTEXTS.folder, WORDINGS.folder):
                base = root / folder
                if not base.is_dir():
                    continue
                for path in sorted(p for p in base.rglob("*") if p.is_file() and str(p) not in read):
                    if path.suffix == ".yaml":
                        message = f"not read by the loader, which takes only the top level of {folder}/: move it up"
                    else:
                        hint = (f"rename it to {path.stem}.yaml" if path.suffix == ".yml"
                                else "remove it (a backup or an editor's file?) or give it the .yaml suffix")
                        message = f"not read by the loader, which takes only *.yaml files: {hint}"
                    yield Finding(self.id(), self.severity, str(path), None, message)


def from_problem(problem: KbProblem) -> Finding:
    return Finding("load", "error", problem.path, problem.line, problem.message)


def lint(extra: list[Path], select: set[str] | None = None, *, bundled: bool = True) -> tuple[KB, list[Finding]]:
    """Load the KB collecting every problem, then run every registered check."""
    from resolver.kb.loader import load_kb

    loaded = load_kb(extra, bundled=bundled, use_cache=False, collect_errors=True)
    assert isinstance(loaded, tuple)
    kb, problems = loaded
    findings = [from_problem(p) for p in problems]
    for cls in REGISTRY:
        if select and cls.id() not in select:
            continue
        findings += list(cls().run(kb))
    return kb, findings
