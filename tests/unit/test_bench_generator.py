"""The 10,000-entry benchmark's KB generator writes a KB that loads (shared contexts included)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from resolver.kb.loader import load_kb

BENCH = Path(__file__).resolve().parents[2] / "tools" / "bench"


def _load_big_kb():  # type: ignore[no-untyped-def]
    """tools/bench/big_kb.py as a module, without putting tools/bench on sys.path (its tui.py would shadow
    the `tui` package for every later test); its `from common import ...` needs the folder while it loads."""
    spec = importlib.util.spec_from_file_location("bench_big_kb", BENCH / "big_kb.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(BENCH))
    try:
        spec.loader.exec_module(module)
    finally:  # big_kb.py adds its folder too
        sys.path[:] = [p for p in sys.path if Path(p).resolve() != BENCH]
    return module


big_kb = _load_big_kb()


def test_generated_kb_loads_and_its_variants_have_distinct_own_contexts(tmp_path: Path) -> None:
    bundled = len(list((Path(big_kb.ROOT) / "kb" / "entries").rglob("*.yaml")))
    n = big_kb.generate(tmp_path, bundled + 40)
    kb = load_kb([tmp_path], bundled=False, use_cache=False)
    assert len(kb.entries) == n
    variants = [e for e in kb.entries if "-syn" in e.id]
    assert len(variants) == 40
    assert all(not c.use and not c.wording and c.regex.startswith("synthetic") for e in variants for c in e.context)
    assert any(c.use for e in kb.entries if "-syn" not in e.id for c in e.context)
