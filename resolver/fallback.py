"""Free-text fallback: when no signature matches, suggest the nearest entries (low confidence).

Two views of "near", combined: a whoosh BM25F index over each entry's title, summary,
signature text and example logs (built once per KB digest and cached on disk), and rapidfuzz
similarity between the log's error lines and the lines of each entry's examples.
Both libraries are imported only here, so a log that matches pays nothing for them.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from resolver.kb import cache
from resolver.kb.model import KB, Entry

MIN_SIMILARITY = 0.4
"""Floor on the combined score (0.4 x relative text score + 0.6 x line similarity)."""
MIN_LINE_SIMILARITY = 0.45
"""A suggestion needs a log line this close to one of the entry's example lines ..."""
MIN_BM25 = 12.0
"""... or an absolute BM25F score at least this high (several rare, on-topic words in common)."""
MAX_SUGGESTIONS = 3
_DOMAIN = re.compile(
    r"(?i)cuda|cudnn|cublas|cufft|cusparse|cusolver|nccl|nvidia|nvml|nvrtc|\bgpus?\b|\bdevices?\b|driver|"
    r"\.dll\b|\blibcu|\blibnv|paddle|torch|tensorflow|\bjax|\bxla\b|docker|container|\bwsl|\bshm\b|"
    r"/dev/shm|cupy|numba|ollama|tensorrt|onnxruntime|\bnvcc\b|\bptxas\b|nvenc|nvdec|cuvid|"
    r"optix|ggml|xformers|flash_attn|bitsandbytes|mmcv|显卡|显存|驱动|(?-i:\bcu[A-Z][A-Za-z]+)"
)
"""An error line must mention the GPU stack at all before anything is suggested for it."""
INDEX_FORMAT = 2
"""Bumped when the index's fields or analysis change (the KB digest does not cover this module)."""
_TOKEN = r"[^\W_]+"
"""Index words: runs of letters and digits, so `libcudart.so.11.0` and `cudnn64_8.dll` are found by
`libcudart` and `cudnn64` (whoosh's default keeps dotted names whole, and `_` inside words)."""
_REGEX_NOISE = re.compile(r"\\[sdwSDWbB]|\(\?[a-z]+\)|[\\^$()\[\]{}|*+?]")


def mentions_gpu_stack(line: str) -> bool:
    """Whether a line names the GPU stack (CUDA, a driver, a framework, a device...): the lines the fallback
    needs at least one of, and the one it shows as evidence."""
    return _DOMAIN.search(line) is not None


def _signature_words(entry: Entry) -> str:
    return " ".join(_REGEX_NOISE.sub(" ", s.regex) for s in entry.signatures)


def _document(entry: Entry) -> dict[str, str]:
    return {
        "id": entry.id,
        "title": entry.title,
        "summary": entry.summary,
        "signatures": _signature_words(entry),
        "examples": "\n".join(e.log for e in entry.examples_match),
    }


def _index(kb: KB) -> Any:
    """Open the cached whoosh index for this KB, building it first if needed."""
    from whoosh import index
    from whoosh.analysis import StemmingAnalyzer
    from whoosh.fields import ID, TEXT, Schema

    directory = index_path(kb)
    if directory.is_dir() and index.exists_in(str(directory)):
        try:
            return index.open_dir(str(directory))
        except Exception:
            shutil.rmtree(directory, ignore_errors=True)
    analyzer = StemmingAnalyzer(expression=_TOKEN)
    # Term frequencies only (phrase=False): BM25F needs no positions, and a 10,000-entry KB
    # indexes in about half the time without them.
    schema = Schema(
        id=ID(stored=True, unique=True),
        title=TEXT(analyzer=analyzer, field_boost=2.0, phrase=False),
        summary=TEXT(analyzer=analyzer, phrase=False),
        signatures=TEXT(analyzer=analyzer, field_boost=2.0, phrase=False),
        examples=TEXT(analyzer=analyzer, phrase=False),
    )
    try:
        directory.mkdir(parents=True, exist_ok=True)
        ix = index.create_in(str(directory), schema)
    except OSError:
        from whoosh.filedb.filestore import RamStorage

        ix = RamStorage().create_index(schema)
    writer = ix.writer()
    for entry in kb.entries:
        writer.add_document(**_document(entry))
    writer.commit()
    return ix


def bm25(kb: KB, text: str, limit: int = 10) -> list[tuple[str, float]]:
    """Entry ids and BM25F scores for free text (OR of its words)."""
    from whoosh.qparser import MultifieldParser, OrGroup

    ix = _index(kb)
    words = " ".join(re.findall(r"[A-Za-z_][A-Za-z0-9_.]{2,}|[\u4e00-\u9fff]+", text))
    if not words:
        return []
    parser = MultifieldParser(["title", "summary", "signatures", "examples"], ix.schema, group=OrGroup)
    with ix.searcher() as searcher:
        hits = searcher.search(parser.parse(words), limit=limit)
        return [(hit["id"], float(hit.score)) for hit in hits]


def _example_lines(kb: KB) -> tuple[list[str], list[list[tuple[int, str]]]]:
    """Every distinct example line long enough to compare (stripped), in KB order (a line's place
    is that of its first occurrence), and its occurrences: (place among all lines, entry id).

    Cached per KB digest beside the whoosh index, so a large KB's entries are not all read
    (unpickled) for every log that no signature matches.
    """
    found = cache.load(kb.digest, kind="fuzz-lines-1")
    if (isinstance(found, tuple) and len(found) == 2 and all(isinstance(x, list) for x in found)
            and len(found[0]) == len(found[1])):
        return found
    owners: dict[str, list[tuple[int, str]]] = {}
    n = 0
    for entry in kb.entries:
        for example in entry.examples_match:
            for line in example.log.splitlines():
                if len(line.strip()) >= 12:
                    owners.setdefault(line.strip(), []).append((n, entry.id))
                    n += 1
    corpus = (list(owners), list(owners.values()))
    cache.store(kb.digest, corpus, kind="fuzz-lines-1")
    return corpus


FUZZY_LIMIT = 20
"""Example lines (occurrences, best first) credited per log line."""


def fuzzy(kb: KB, lines: Sequence[str]) -> dict[str, float]:
    """Best rapidfuzz similarity (0..1) of any log line to any line of each entry's examples.

    Each log line credits the entries of its `FUZZY_LIMIT` closest example-line occurrences
    (ties in KB order). The corpus holds each distinct line once with its occurrences, so a KB
    whose entries share example lines compares each only once; the top occurrences are those
    over the full list (an occurrence of a line outside the `FUZZY_LIMIT` best distinct lines
    has at least that many occurrences ranked before it).
    """
    from rapidfuzz import fuzz, process

    choices, owners = _example_lines(kb)
    best: dict[str, float] = {}
    for line in lines:
        if len(line) < 12:
            continue
        found = process.extract(line[:300], choices, scorer=fuzz.token_set_ratio, limit=FUZZY_LIMIT)
        ranked = sorted((-score, place, owner) for _choice, score, idx in found for place, owner in owners[idx])
        for neg, _place, owner in ranked[:FUZZY_LIMIT]:
            best[owner] = max(best.get(owner, 0.0), -neg / 100.0)
    return best


def suggest(kb: KB, lines: Sequence[str]) -> list[tuple[str, float, str]]:
    """Nearest entries to `lines` (a log's error lines or last lines): (entry id, similarity 0..1, why), best first.

    Up to `MAX_SUGGESTIONS` causes whose combined score clears `MIN_SIMILARITY` and which are
    backed by either a close line (`MIN_LINE_SIMILARITY`) or a strong text match (`MIN_BM25`).
    Nothing is suggested when no line given mentions the GPU stack: an unrelated traceback
    gets no guess. A symptom entry is replaced by the first root cause it implies. The caller passes
    the log's error lines, with its last lines (`ScanResult.tail`) when it has none or none of them names
    the GPU stack.
    """
    lines = [ln for ln in lines if ln.strip()][-12:]
    gpu_lines = [ln for ln in lines if mentions_gpu_stack(ln)]
    if not gpu_lines:
        return []
    ranked_bm25 = bm25(kb, "\n".join(lines))
    absolute = dict(ranked_bm25)
    top = max((s for _, s in ranked_bm25), default=0.0) or 1.0
    text_score = {eid: s / top for eid, s in ranked_bm25}
    # Line by line only the lines that name the GPU stack: the reporter's "Here is the output:" or a notebook's
    # "In [3]:" shares its few words with some example line, and would pull in that line's cause.
    fuzz_score = fuzzy(kb, gpu_lines)
    out = []
    for eid in set(text_score) | set(fuzz_score):
        entry = kb.by_id.get(eid)
        if entry is None:
            continue
        text, line = text_score.get(eid, 0.0), fuzz_score.get(eid, 0.0)
        combined = 0.4 * text + 0.6 * line
        if combined < MIN_SIMILARITY or (line < MIN_LINE_SIMILARITY and absolute.get(eid, 0.0) < MIN_BM25):
            continue
        why = f"text search {text:.2f}, line similarity {line:.2f}"
        target = entry.implies[0] if entry.is_symptom and entry.implies else eid
        if target in kb.by_id:
            out.append((target, combined, why))
    out.sort(key=lambda t: (-t[1], t[0]))
    seen: set[str] = set()
    unique = []
    for eid, score, why in out:
        if eid not in seen:
            seen.add(eid)
            unique.append((eid, score, why))
    return unique[:MAX_SUGGESTIONS]


def index_path(kb: KB) -> Path:
    return cache.cache_dir() / f"whoosh-{INDEX_FORMAT}-{kb.digest}"
