"""`resolve kb lint` findings added for the KB workflow, exercised through the CLI on a copy of the tiny KB."""

from __future__ import annotations

import shutil
from pathlib import Path

from conftest import TINY_KB, run_cli


def _tiny_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "kb"
    shutil.copytree(TINY_KB, dst)
    return dst


def _set_near_miss_cause(kb_dir: Path, cause: str) -> None:
    path = kb_dir / "entries" / "driver" / "tiny-driver-old.yaml"
    text = path.read_text()
    old = "    - source: https://example.org/tiny/2\n      log: |"
    assert old in text
    path.write_text(text.replace(old, f"    - source: https://example.org/tiny/2\n      cause: {cause}\n      log: |"))


def test_lint_warns_on_a_near_miss_cause_that_is_no_kb_id(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    _set_near_miss_cause(kb_dir, "tiny-typo-cause")
    proc = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir))
    out = proc.stdout.decode()
    assert "near-miss-cause" in out
    assert "'tiny-typo-cause', which is neither a KB id nor 'none'" in out


def test_lint_accepts_none_and_real_ids_as_near_miss_causes(tmp_path: Path) -> None:
    for cause in ("none", "tiny-uvm"):
        kb_dir = _tiny_copy(tmp_path / cause)
        _set_near_miss_cause(kb_dir, cause)
        out = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
        assert "neither a KB id nor 'none'" not in out
