"""`resolve kb stats`: what the KB covers and where its evidence is thin."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from resolver.kb.model import KB, Entry, Signature
from resolver.regex import compile_re2


@dataclass
class KbStats:
    entries: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    by_layer: Counter[str] = field(default_factory=Counter)
    by_framework: Counter[str] = field(default_factory=Counter)
    by_platform: Counter[str] = field(default_factory=Counter)
    signatures: int = 0
    match_examples: int = 0
    near_misses: int = 0
    references: int = 0
    distinct_sources: int = 0
    fixes: int = 0
    tied_fixes: int = 0
    """Fixes that name the signatures they answer (shown first when one of them matched)."""
    shared_contexts: dict[str, int] = field(default_factory=dict)
    """Shared context id -> how many entries `use` it."""
    wordings: dict[str, int] = field(default_factory=dict)
    """Wording id -> how many signatures `use` it."""
    unexercised: list[str] = field(default_factory=list)
    """`entry/signature` ids that no match example of their entry exercises."""

    def as_dict(self) -> dict[str, Any]:
        return {k: (dict(v) if isinstance(v, Counter) else v) for k, v in self.__dict__.items()}


def unexercised_signatures(entry: Entry) -> list[Signature]:
    """The entry's signatures that match no line of its own match examples."""
    lines = [ln for ex in entry.examples_match for ln in ex.log.splitlines()]
    return [s for s in entry.signatures if not any(compile_re2(s.regex).search(ln) for ln in lines)]


def compute(kb: KB) -> KbStats:
    st = KbStats(entries=len(kb.entries))
    sources: set[str] = set()
    for e in kb.entries:
        st.by_kind[e.kind] += 1
        st.by_layer[e.layer] += 1
        st.by_framework.update(e.frameworks)
        st.by_platform.update(e.platforms)
        st.signatures += len(e.signatures)
        st.match_examples += len(e.examples_match)
        st.near_misses += len(e.examples_no_match)
        st.references += len(e.references)
        st.fixes += len(e.fixes)
        st.tied_fixes += sum(1 for f in e.fixes if f.signatures)
        sources.update(x.source for x in e.examples_match + e.examples_no_match)
        st.unexercised += [f"{e.id}/{sig.id}" for sig in unexercised_signatures(e)]
    st.distinct_sources = len(sources)
    from resolver.kb.shared import kb_shared

    shared = kb_shared(kb)
    uses = Counter(c.use for e in kb.entries for c in e.context if c.use)
    st.shared_contexts = {sid: uses[sid] for sid in sorted(shared.contexts)}
    uses = Counter(w for e in kb.entries for s in e.signatures for w in s.use)
    uses.update(w for e in kb.entries for c in e.context for w in c.wording)
    st.wordings = {sid: uses[sid] for sid in sorted(shared.wordings)}
    return st


def render(st: KbStats) -> str:
    def table(title: str, counter: Counter[str]) -> list[str]:
        return [f"{title}:"] + [f"  {k:24} {v:>4}" for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))]

    out = [
        f"entries: {st.entries} ({', '.join(f'{v} {k}' for k, v in sorted(st.by_kind.items()))})",
        f"signatures: {st.signatures}   match examples: {st.match_examples}   near misses: {st.near_misses}",
        f"references: {st.references}   distinct example sources: {st.distinct_sources}",
        f"fixes: {st.fixes} ({st.tied_fixes} tied to the signatures they answer)",
    ]
    out += table("per layer", st.by_layer) + table("per framework", st.by_framework)
    out += table("per platform", st.by_platform)
    out.append(f"shared contexts ({len(st.shared_contexts)}): "
               + (", ".join(f"{k} (used by {v})" for k, v in st.shared_contexts.items()) or "none"))
    out.append(f"wordings ({len(st.wordings)}): "
               + (", ".join(f"{k} (used by {v})" for k, v in st.wordings.items()) or "none"))
    out.append(f"signatures without an example ({len(st.unexercised)}):")
    out += [f"  {s}" for s in st.unexercised]
    return "\n".join(out) + "\n"
