"""Search the KB as you type: BM25 over the whole entry plus fuzzy matching of titles and ids."""

from __future__ import annotations

from resolver.kb.model import KB, Entry

FUZZY_MIN = 70.0
BM25_WEIGHT = 0.5


def search_entries(kb: KB, query: str, limit: int = 50) -> list[Entry]:
    """Entries that fit `query`, best first; every entry (by id) when the query is blank."""
    query = query.strip()
    if not query:
        return sorted(kb.entries, key=lambda e: e.id)
    from rapidfuzz import fuzz, utils

    from resolver.fallback import bm25

    text = dict(bm25(kb, query, limit=limit))
    top = max(text.values(), default=0.0) or 1.0
    scored: list[tuple[float, str, Entry]] = []
    for entry in kb.entries:
        fuzzy = max(fuzz.partial_ratio(query, entry.title, processor=utils.default_process),
                    fuzz.partial_ratio(query, entry.id, processor=utils.default_process))
        if entry.id not in text and fuzzy < FUZZY_MIN:
            continue
        score = BM25_WEIGHT * text.get(entry.id, 0.0) / top + (1 - BM25_WEIGHT) * fuzzy / 100
        scored.append((-score, entry.id, entry))
    scored.sort(key=lambda t: t[:2])
    return [entry for _, _, entry in scored[:limit]]
