"""The 10,000-entry benchmark's KB generator writes a KB that loads (shared contexts included)."""

from __future__ import annotations

import sys
from pathlib import Path

from resolver.kb.loader import load_kb

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "bench"))

import big_kb


def test_generated_kb_loads_and_its_variants_have_distinct_own_contexts(tmp_path: Path) -> None:
    bundled = len(list((Path(big_kb.ROOT) / "kb" / "entries").rglob("*.yaml")))
    n = big_kb.generate(tmp_path, bundled + 40)
    kb = load_kb([tmp_path], bundled=False, use_cache=False)
    assert len(kb.entries) == n
    variants = [e for e in kb.entries if "-syn" in e.id]
    assert len(variants) == 40
    assert all(not c.use and c.regex.startswith("synthetic") for e in variants for c in e.context)
    assert any(c.use for e in kb.entries if "-syn" not in e.id for c in e.context)
