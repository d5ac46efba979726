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


def test_cross_overlap_ignores_a_signature_its_unless_context_keeps_quiet(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    uvm = kb_dir / "entries" / "runtime" / "tiny-uvm.yaml"
    text = uvm.read_text()
    old = "        system resumed from suspend\n"
    assert old in text
    uvm.write_text(text.replace(old, old + "        $ docker run --gpus all img\n"
                                "        RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n"))
    finding = "examples.match[0] also matches tiny-driver-old/insufficient"
    assert finding in run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
    old_entry = kb_dir / "entries" / "driver" / "tiny-driver-old.yaml"
    text = old_entry.read_text()
    sig = "    regex: 'CUDA driver version is insufficient'\n    specificity: high\n"
    assert sig in text
    old_entry.write_text(text.replace(sig, sig + "    unless: [docker]\n"))
    assert finding not in run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
