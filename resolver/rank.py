"""Ranking: turn pattern hits and facts into scored, explained hypotheses.

The score of an entry starts from its best signature (high 1.0, medium 0.6, low 0.3), scaled by
where the line is (the last error of a log outweighs an early warning), plus a diminishing bonus for
further independent signatures and lines (a signature that matches only lines a stronger one already
matched adds no bonus: it is the same evidence read twice), plus the boosts of its context lines. A
symptom entry hands its evidence to the root causes it `implies` (the first most, in the order its
best signature names if it names one), and an entry that `implies` another which has its own
evidence steps back. `explain` keeps every step. When fewer than three entries have evidence, the
causes they list as `related` follow them at low confidence (`add_related`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from resolver.facts import normalize
from resolver.kb.model import KB, SPECIFICITY_WEIGHT, Entry, Signature
from resolver.match import Hit, Matcher, ScanResult
from resolver.regex import compile_re2
from resolver.rules import evaluate, facts_used

SYMPTOM_SHARE = 0.75
SYMPTOM_DECAY = 0.85
CORROBORATION = 0.15
DEFER_FACTOR = 0.6
HIGH_RAW = 0.8
MEDIUM_RAW = 0.45
# A related cause's signatures, compiled once per process (add_related reads a few per diagnosis).
_signature_rx = functools.lru_cache(maxsize=1024)(compile_re2)
# "WARNING:", "[warn]", glog's "W0312 10:11:12", TensorFlow's "2023-05-01 10:11:12.123: W tensorflow/...cc:42]"
_WARNING = compile_re2(r"(?i)(?:^|[\s\[(])(?:warn(?:ing)?|W\d{4} )|\d: W (?:tensorflow|external|xla|third_party)/")


@dataclass
class Evidence:
    line: int
    text: str
    signature: str

    @property
    def from_rule_or_context(self) -> bool:
        """Given by a fact rule ("entry/rule:id") or a context line ("entry/context:id"), not a signature's match."""
        return self.signature.split("/", 1)[-1].startswith(("rule:", "context:"))


@dataclass
class Fact:
    name: str
    value: str
    line: int
    text: str


@dataclass
class Hypothesis:
    """A candidate root cause with its evidence and how its score was reached."""

    entry: Entry
    raw: float = 0.0
    evidence: list[Evidence] = field(default_factory=list)
    explain: list[str] = field(default_factory=list)
    best_specificity: str = "low"
    own: bool = False
    """True when the entry's own signatures or rules matched (not only a symptom's)."""
    implies: tuple[str, ...] = ()
    """The best signature's own `implies` order (a symptom's line), empty when it names none."""
    fallback: bool = False
    related_to: str = ""
    """Set on a hypothesis offered only because a ranked entry lists it as `related` (no evidence of its own)."""
    check_status: str = "not-run"
    check_detail: str = ""

    @property
    def score(self) -> float:
        return round(1.0 - math.exp(-1.6 * max(self.raw, 0.0)), 3)

    @property
    def related_note(self) -> str:
        """For a related cause (`related_to`), the sentence every renderer shows with it; else empty."""
        if not self.related_to:
            return ""
        return (f"Also rule out: real logs with {self.related_to}'s wording had this cause "
                "(no evidence of its own in this log).")

    @property
    def confidence(self) -> str:
        if self.fallback or self.related_to:
            return "low"
        if self.raw >= HIGH_RAW and self.best_specificity == "high":
            return "high"
        return "medium" if self.raw >= MEDIUM_RAW else "low"


RANKED_AT_LEAST = 3
"""When fewer hypotheses have evidence, the `related` causes of those that do follow them (see `add_related`)."""
RELATED_SHARE = 0.5
"""A related cause's score as a share of the lowest ranked hypothesis's: always below every hypothesis with evidence."""
RELATED_MAX_RAW = 0.2
"""... and never more than this (score 0.27): a suggestion to rule out, not a finding."""


def add_related(hyps: list[Hypothesis], lookup: Callable[[str], Entry | None],
                contexts: Callable[[str], set[str]] = lambda _eid: set()) -> list[Hypothesis]:
    """`hyps` followed by the `related` causes of its entries (in rank order, each entry's list in order),
    up to `RANKED_AT_LEAST` hypotheses in all. A related cause has no evidence of its own: it is offered,
    at low confidence, as the next thing to rule out when one of its cited examples carries a line that
    a signature which matched this log also matches (the same wording, seen with that cause).

    `contexts(entry_id)`: the ids of that entry's contexts present in the log. A cause the log already
    rules out is not offered: one of its contexts with a negative boost is present (a working driver
    banner against driver-not-loaded), or a context that cancels (`unless`) one of its signatures that
    reads the shared line.
    """
    if not hyps or len(hyps) >= RANKED_AT_LEAST:
        return hyps
    out = list(hyps)
    present = {h.entry.id for h in hyps}
    for base in hyps:
        if not base.entry.related:
            continue
        matched = _matched_patterns(base, lookup)
        for rid in base.entry.related:
            if len(out) >= RANKED_AT_LEAST:
                return out
            entry = lookup(rid) if rid not in present else None
            line = _seen_with(entry, matched) if entry is not None else None
            if entry is None or line is None or _ruled_out(entry, contexts(rid), line):
                continue
            present.add(rid)
            hyp = Hypothesis(entry, raw=min(out[-1].raw * RELATED_SHARE, RELATED_MAX_RAW), related_to=base.entry.id)
            hyp.explain.append(f"{hyp.raw:.2f} related to {base.entry.id}: a cited {rid} log has the same "
                               f"wording: {line.strip()[:120]}")
            first = min(base.evidence, key=lambda e: (e.line == 0, e.line))
            hyp.evidence.append(Evidence(first.line, first.text, f"related:{base.entry.id}"))
            out.append(hyp)
    return out


def _matched_patterns(hyp: Hypothesis, lookup: Callable[[str], Entry | None]) -> list[Any]:
    """The compiled signatures behind a hypothesis's evidence (its own, or a symptom's it was handed)."""
    out = []
    for ev in hyp.evidence:
        eid, _, sid = ev.signature.partition("/")
        entry = hyp.entry if eid == hyp.entry.id else lookup(eid)
        sig = next((s for s in entry.signatures if s.id == sid), None) if entry is not None else None
        if sig is not None:
            out.append(_signature_rx(sig.regex))
    return out


def _seen_with(entry: Entry, patterns: list[Any]) -> str | None:
    """A line of `entry`'s match examples that one of `patterns` matches, if any."""
    for ex in entry.examples_match:
        for line in ex.log.splitlines():
            if any(rx.search(line) for rx in patterns):
                return line
    return None


def _ruled_out(entry: Entry, present: set[str], line: str) -> bool:
    """The log rules the cause out: one of its contexts with a negative boost is present, or a present
    context cancels (`unless`) one of its signatures that reads the shared `line`."""
    if not present:
        return False
    if any(c.boost < 0 and c.id in present for c in entry.context):
        return True
    return any(set(s.unless) & present and _signature_rx(s.regex).search(line) for s in entry.signatures)


def _position_factor(line: int, total: int) -> float:
    return 0.85 + 0.15 * (line / max(total, 1))


def collect_facts(matcher: Matcher, scan: ScanResult) -> dict[str, Fact]:
    """Last value of each fact in the log, with the line it came from, plus the facts the version
    matrices derive from them (each carrying the line of the fact it was derived from)."""
    facts: dict[str, Fact] = {}
    order: dict[str, int] = {}
    for index, hits in scan.hits.items():
        pattern = matcher.patterns[index]
        if pattern.kind != "fact":
            continue
        rx = matcher.regex(index)
        for hit in hits:
            m = rx.search(hit.text)
            if m is None or not m.groups() or m.group(1) is None:
                continue
            value = normalize(pattern.item_id, m.group(1).strip())
            prev = facts.get(pattern.item_id)
            # A later line wins; on the same line the pattern listed first (the more specific) wins.
            if prev is None or (hit.line, -index) > (prev.line, -order[pattern.item_id]):
                facts[pattern.item_id] = Fact(pattern.item_id, value, hit.line, hit.text)
                order[pattern.item_id] = index
    return add_derived(facts)


def add_derived(facts: dict[str, Fact]) -> dict[str, Fact]:
    """`facts` plus the facts `resolver.matrices` derives from them (before any rule runs)."""
    from resolver.matrices import derive_with_sources

    if not facts.keys() - {"framework", "python_version", "platform", "container"}:
        return facts
    derived = derive_with_sources({name: f.value for name, f in facts.items()})
    out = dict(facts)
    for name, (value, source) in derived.items():
        src = facts.get(source) or out.get(source)
        out[name] = Fact(name, value, src.line if src else 0, src.text if src else "")
    return out


def rank(kb: KB, matcher: Matcher, scan: ScanResult, facts: dict[str, Fact],
         lookup: Callable[[str], Entry | None] | None = None) -> list[Hypothesis]:
    """Score every entry with evidence; best first.

    With `lookup` (entry by id, over the whole KB when `kb` is only the entries that can rank), the
    `related` causes of the ranked entries follow them when few have evidence (`add_related`).
    """
    sig_hits: dict[str, list[tuple[Signature, list[Hit]]]] = {}
    ctx_hits: dict[str, dict[str, list[Hit]]] = {}
    for index, hits in scan.hits.items():
        p = matcher.patterns[index]
        if p.kind == "ctx":  # every entry's, also of those outside `kb`: `add_related` reads them
            ctx_hits.setdefault(p.entry_id, {})[p.item_id] = hits
        entry = kb.by_id.get(p.entry_id)
        if entry is not None and p.kind == "sig":
            sig = next(s for s in entry.signatures if s.id == p.item_id)
            sig_hits.setdefault(entry.id, []).append((sig, hits))
    fact_values = {name: f.value for name, f in facts.items()}
    fact_lines = {name: f.line for name, f in facts.items()}
    hyps: dict[str, Hypothesis] = {}
    for entry in kb.entries:
        hyp = _score_own(entry, sig_hits.get(entry.id, []), ctx_hits.get(entry.id, {}), fact_values,
                         scan.total_lines, fact_lines)
        if hyp is not None:
            hyps[entry.id] = hyp
    _hand_down_symptoms(kb, hyps)
    for hyp in hyps.values():
        if not hyp.entry.is_symptom:
            _apply_context(hyp, ctx_hits.get(hyp.entry.id, {}))
    _defer_to_implied(hyps)
    if not scan.error_lines:
        _cap_fact_only(hyps)
    ranked = [h for h in hyps.values() if not h.entry.is_symptom and h.raw > 0]
    ranked.sort(key=lambda h: (-h.raw, -SPECIFICITY_WEIGHT[h.best_specificity],
                               -max((e.line for e in h.evidence), default=0), h.entry.id))
    if lookup is None:
        return ranked
    return add_related(ranked, lookup, lambda eid: set(ctx_hits.get(eid, ())))


FACT_ONLY_CAP = 0.4
"""Raw-score ceiling (below `medium`) of a hypothesis backed only by fact rules in a log without any
error line: versions that look risky (a driver one minor release behind the runtime, which runs
through minor-version compatibility) are worth a mention, not a diagnosis, while nothing failed."""


def _cap_fact_only(hyps: dict[str, Hypothesis]) -> None:
    for hyp in hyps.values():
        if hyp.evidence and all(ev.from_rule_or_context for ev in hyp.evidence) and hyp.raw > FACT_ONLY_CAP:
            hyp.explain.append(f"capped {hyp.raw:.2f} -> {FACT_ONLY_CAP}: only version facts, and no error in the log")
            hyp.raw = FACT_ONLY_CAP


def _score_own(entry: Entry, sigs: list[tuple[Signature, list[Hit]]], ctx: dict[str, list[Hit]],
               facts: dict[str, str], total: int, fact_lines: dict[str, int]) -> Hypothesis | None:
    present = set(ctx)
    parts: list[tuple[float, str, str, list[Evidence], tuple[str, ...]]] = []
    for sig, hits in sigs:
        if not set(sig.requires) <= present or set(sig.unless) & present:
            continue
        last = hits[-1]
        weight = SPECIFICITY_WEIGHT[sig.specificity] * _position_factor(last.line, total)
        note = f"{sig.id} ({sig.specificity}) at line {last.line}"
        if _WARNING.search(last.text):
            weight *= 0.9
            note += ", a warning"
        ev = [Evidence(h.line, h.text, f"{entry.id}/{sig.id}") for h in hits]
        parts.append((weight, sig.specificity, note, ev, sig.implies))
    for rule in entry.rules:
        text = evaluate(rule, facts)
        if text is not None:
            line = max((fact_lines.get(name, 0) for name in facts_used(rule)), default=0)
            parts.append((SPECIFICITY_WEIGHT[rule.specificity], rule.specificity, f"rule {rule.id}",
                          [Evidence(line, text, f"{entry.id}/rule:{rule.id}")], ()))
    if not parts:
        return None
    parts.sort(key=lambda p: -p[0])
    hyp = Hypothesis(entry, own=True)
    best, _spec, note, ev, order = parts[0]
    hyp.raw = best
    hyp.implies = order
    hyp.best_specificity = max((p[1] for p in parts), key=lambda s: SPECIFICITY_WEIGHT[s])
    hyp.explain.append(f"{best:.2f} from the best evidence: {note}")
    hyp.evidence += ev
    bonus = 0.0
    covered = {e.line for e in ev if e.line}  # every evidence line so far (a rule's facts may have none)
    k = 0
    for weight, _spec, note, ev, _order in parts[1:]:
        hyp.evidence += ev
        here = {e.line for e in ev if e.line}
        if here and here <= covered:
            continue
        covered |= here
        add = weight * 0.25 * 0.5**k
        k += 1
        bonus += add
        hyp.explain.append(f"+{add:.2f} for a further signature: {note}")
    hyp.raw += min(bonus, 0.3)
    if len(covered) > 1:
        add = min(0.1, 0.03 * (len(covered) - 1))
        hyp.raw += add
        hyp.explain.append(f"+{add:.2f} for {len(covered)} distinct evidence lines")
    return hyp


def _hand_down_symptoms(kb: KB, hyps: dict[str, Hypothesis]) -> None:
    for symptom in [h for h in hyps.values() if h.entry.is_symptom]:
        order = symptom.implies or symptom.entry.implies
        whose = "its line's" if order != symptom.entry.implies else "its"
        for k, cause_id in enumerate(order):
            cause = kb.by_id.get(cause_id)
            if cause is None:
                continue
            share = symptom.raw * SYMPTOM_SHARE * SYMPTOM_DECAY**k
            target = hyps.get(cause_id)
            ev = [e for e in symptom.evidence if e not in (target.evidence if target else [])]
            if target is not None and target.own:
                # A cause with its own evidence never ends up below one the symptom lists after it.
                new_raw = max(target.raw + share * CORROBORATION, share)
                target.explain.append(f"+{new_raw - target.raw:.2f} corroborated by symptom {symptom.entry.id}")
                target.raw = new_raw
                target.evidence += ev
            elif target is None or share > target.raw:
                new = Hypothesis(cause, raw=share, best_specificity=symptom.best_specificity, evidence=ev)
                new.explain.append(
                    f"{share:.2f} handed down by symptom {symptom.entry.id} (raw {symptom.raw:.2f}, "
                    f"{whose} cause #{k + 1})"
                )
                hyps[cause_id] = new


def _apply_context(hyp: Hypothesis, ctx: dict[str, list[Hit]]) -> None:
    for context in hyp.entry.context:
        hits = ctx.get(context.id)
        if not hits or not context.boost:
            continue
        hyp.raw += context.boost
        hyp.explain.append(f"{context.boost:+.2f} context {context.id} at line {hits[-1].line}")
        hyp.evidence.append(Evidence(hits[-1].line, hits[-1].text, f"{hyp.entry.id}/context:{context.id}"))


def _defer_to_implied(hyps: dict[str, Hypothesis]) -> None:
    for hyp in hyps.values():
        if hyp.entry.is_symptom:
            continue
        stronger = [i for i in hyp.entry.implies if i in hyps and hyps[i].own]
        if stronger:
            hyp.raw *= DEFER_FACTOR
            hyp.explain.append(f"x{DEFER_FACTOR} defers to the root cause it implies: {', '.join(stronger)}")
