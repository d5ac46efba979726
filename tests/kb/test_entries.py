"""Every KB entry's own examples are tests: match examples rank it first, near misses do not."""

from __future__ import annotations

import pytest

from resolver.api import get_kb, resolve_text

KB = get_kb()
MATCH = [(e, i, ex) for e in KB.entries for i, ex in enumerate(e.examples_match)]
NO_MATCH = [(e, i, ex) for e in KB.entries for i, ex in enumerate(e.examples_no_match)]


@pytest.mark.parametrize(("entry", "i", "example"), MATCH, ids=[f"{e.id}-match{i}" for e, i, _ in MATCH])
def test_entry_match_example_ranks_entry_first(entry, i, example) -> None:
    report = resolve_text(example.log, kb=KB, fallback=False)
    ids = [h.entry.id for h in report.hypotheses]
    want = set(entry.implies) if entry.is_symptom else {entry.id}
    assert ids, f"{example.source}: no hypothesis"
    assert ids[0] in want, f"{example.source}: ranked {ids[:3]}"


@pytest.mark.parametrize(("entry", "i", "example"), NO_MATCH, ids=[f"{e.id}-nomatch{i}" for e, i, _ in NO_MATCH])
def test_entry_near_miss_does_not_rank_entry_first(entry, i, example) -> None:
    report = resolve_text(example.log, kb=KB, fallback=False)
    if not report.hypotheses:
        return
    top = report.hypotheses[0]
    assert top.entry.id != entry.id, f"{example.source}: near miss ranked {entry.id} first"
    if entry.is_symptom:
        assert top.own or not any(ev.signature.startswith(entry.id + "/") for ev in top.evidence)
