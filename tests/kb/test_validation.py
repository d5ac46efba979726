"""The KB's own held-out validation corpus (tests/kb/data/validation-kb.jsonl).

Real excerpts from public threads that no KB entry cites, labelled with the cause the thread
established. They measure the KB on logs its signatures were not written from; the contamination
test fails as soon as one of these threads is cited by an entry.
"""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_eval, thread_key

from resolver.api import get_kb

CORPUS = Path(__file__).resolve().parent / "data" / "validation-kb.jsonl"
TOP1_MIN = 0.85
TOP3_MIN = 0.95


def _cases() -> list[dict[str, str]]:
    return [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_validation_corpus_is_well_formed() -> None:
    kb = get_kb()
    cases = _cases()
    assert len(cases) >= 30
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    for c in cases:
        assert c["label"] == "none" or c["label"] in kb.by_id, f"{c['id']}: unknown label {c['label']}"
        assert c["source"].startswith("https://github.com/"), c["id"]
        assert c["log"].strip(), c["id"]
    threads = [thread_key(c["source"]) for c in cases]
    assert len(threads) == len(set(threads)), "two cases from one thread"


def test_validation_threads_are_not_cited_by_the_kb() -> None:
    kb = get_kb()
    cited = set()
    for e in kb.entries:
        cited.update(thread_key(x.source) for x in e.examples_match + e.examples_no_match)
        cited.update(thread_key(r) for r in e.references)
    leaked = [c["id"] for c in _cases() if thread_key(c["source"]) in cited]
    assert not leaked, f"validation cases whose thread the KB cites (move them out of the corpus): {leaked}"


def test_validation_accuracy_meets_the_targets() -> None:
    out = run_eval(str(CORPUS), "--json", timeout=300)
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout)
    assert figures["cases"] == len(_cases())
    assert figures["top1"] >= TOP1_MIN, figures
    assert figures["top3"] >= TOP3_MIN, figures
