"""Search the KB as you type: BM25 over whole entries, fuzzy matching of titles and ids, and a
bonus for the query's literal text (a pasted error message, a library name such as `libcudart`)."""

from __future__ import annotations

from resolver.kb.model import KB, Entry

FUZZY_MIN = 70.0
WEIGHTS = (0.5, 0.3, 0.2)
"""BM25, title/id similarity, literal substring."""
_HAYSTACKS: dict[str, tuple[str, ...]] = {}


def search_entries(kb: KB, query: str, limit: int = 50) -> list[Entry]:
    """Entries that fit `query`, best first; every entry (by id) when the query is blank."""
    query = query.strip()
    if not query:
        return sorted(kb.entries, key=lambda e: e.id)
    from rapidfuzz import fuzz, utils

    from resolver.fallback import bm25

    text = dict(bm25(kb, query, limit=limit))
    top = max(text.values(), default=0.0) or 1.0
    needle = query.lower()
    scored: list[tuple[float, str, Entry]] = []
    for entry, haystack in zip(kb.entries, _haystacks(kb), strict=True):
        fuzzy = max(fuzz.partial_ratio(query, entry.title, processor=utils.default_process),
                    fuzz.partial_ratio(query, entry.id, processor=utils.default_process))
        literal = needle in haystack
        if entry.id not in text and fuzzy < FUZZY_MIN and not literal:
            continue
        parts = (text.get(entry.id, 0.0) / top, fuzzy / 100, float(literal))
        scored.append((-sum(w * p for w, p in zip(WEIGHTS, parts, strict=True)), entry.id, entry))
    scored.sort(key=lambda t: t[:2])
    return [entry for _, _, entry in scored[:limit]]


def _haystacks(kb: KB) -> tuple[str, ...]:
    """Lower-cased searchable text of each entry, in `kb.entries` order (built once per KB digest)."""
    cached = _HAYSTACKS.get(kb.digest)
    if cached is None or len(cached) != len(kb.entries):
        cached = _HAYSTACKS[kb.digest] = tuple(
            "\n".join([e.id, e.title, e.summary, *(s.note for s in e.signatures), *(x.log for x in e.examples_match)])
            .lower()
            for e in kb.entries
        )
    return cached
