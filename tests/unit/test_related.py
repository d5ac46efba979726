"""`related:` causes: offered after the ranked hypotheses when fewer than three have evidence."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from conftest import TINY_KB

from resolver.api import resolve_text
from resolver.kb.loader import load_kb
from resolver.lint import lint
from resolver.rank import RANKED_AT_LEAST

LOG = "RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n"


def _kb(tmp_path: Path, related: str, uvm_example: str | None = None) -> Path:
    """The tiny KB with `related` on tiny-driver-old (and, optionally, another match example for tiny-uvm)."""
    root = tmp_path / "kb"
    shutil.copytree(TINY_KB, root)
    old = root / "entries" / "driver" / "tiny-driver-old.yaml"
    old.write_text(old.read_text(encoding="utf-8").replace("fixes:", f"related: {related}\nfixes:", 1),
                   encoding="utf-8")
    if uvm_example is not None:
        uvm = root / "entries" / "runtime" / "tiny-uvm.yaml"
        text = uvm.read_text(encoding="utf-8")
        extra = f"    - source: https://example.org/tiny/7\n      log: |\n        {uvm_example}\n  no_match:"
        uvm.write_text(text.replace("  no_match:", extra, 1), encoding="utf-8")
    return root


def test_related_cause_follows_at_low_confidence_below_every_hypothesis(tmp_path: Path) -> None:
    kb = load_kb([_kb(tmp_path, "[tiny-uvm]", uvm_example=LOG.strip())], bundled=False, use_cache=False)
    hyps = resolve_text(LOG, kb=kb).hypotheses
    assert [h.entry.id for h in hyps] == ["tiny-driver-old", "tiny-uvm"]
    top, related = hyps
    assert (related.related_to, related.confidence) == ("tiny-driver-old", "low")
    assert related.score < top.score
    assert related.evidence[0].line == 1
    assert related.evidence[0].signature == "related:tiny-driver-old"
    assert "related to tiny-driver-old: a cited tiny-uvm log has the same wording" in related.explain[0]


def test_related_cause_is_offered_only_for_the_wording_seen_with_it(tmp_path: Path) -> None:
    # tiny-uvm's examples never show "driver version is insufficient": not offered on that line
    kb = load_kb([_kb(tmp_path / "a", "[tiny-uvm]")], bundled=False, use_cache=False)
    assert [h.entry.id for h in resolve_text(LOG, kb=kb).hypotheses] == ["tiny-driver-old"]
    # an example of tiny-uvm with the generic "error 35" line: offered on that line, not on the other one
    kb = load_kb([_kb(tmp_path / "b", "[tiny-uvm]", uvm_example="cudaGetDevice failed: error 35")], bundled=False,
                 use_cache=False)
    assert [h.entry.id for h in resolve_text("init: error 35\n", kb=kb).hypotheses] == ["tiny-driver-old", "tiny-uvm"]
    assert [h.entry.id for h in resolve_text(LOG, kb=kb).hypotheses] == ["tiny-driver-old"]


def test_no_related_cause_once_enough_hypotheses_have_evidence(tmp_path: Path) -> None:
    from resolver.rank import Hypothesis, add_related

    kb = load_kb([_kb(tmp_path, "[tiny-uvm]", uvm_example=LOG.strip())], bundled=False, use_cache=False)
    top = resolve_text(LOG, kb=kb, fallback=False).hypotheses[0]
    full = [top] + [Hypothesis(kb.by_id["tiny-symptom"], raw=0.5)] * (RANKED_AT_LEAST - 1)
    assert add_related(full, kb.get) == full
    short = full[: RANKED_AT_LEAST - 1]
    assert [h.entry.id for h in add_related(short, kb.get)][-1] == "tiny-uvm"
    # (a related cause that the log rules out by context is covered on the bundled KB, tests/kb/test_sparse_shapes.py)
    # a log without any evidence gets no related guess
    assert not [h for h in resolve_text("epoch 1 loss 0.52\n", kb=kb).hypotheses if h.related_to]


def test_related_cause_with_its_own_evidence_is_not_added_twice(tmp_path: Path) -> None:
    kb = load_kb([_kb(tmp_path, "[tiny-uvm]")], bundled=False, use_cache=False)
    ids = [h.entry.id for h in resolve_text("WARNING: memory low\n" + LOG, kb=kb).hypotheses]
    assert sorted(ids) == ["tiny-driver-old", "tiny-uvm"]


def test_lint_wants_a_cited_example_of_the_related_cause_with_this_entrys_wording(tmp_path: Path) -> None:
    def errors(root: Path) -> list[str]:
        return [f.message for f in lint([root], bundled=False)[1] if f.check == "related-evidence"]

    # tiny-uvm's own examples never show "driver version is insufficient"
    assert any("none of its match examples" in m for m in errors(_kb(tmp_path / "a", "[tiny-uvm]")))
    assert errors(_kb(tmp_path / "b", "[tiny-uvm]", uvm_example=LOG.strip())) == []
    assert any("unknown entry 'tiny-gone'" in m for m in errors(_kb(tmp_path / "c", "[tiny-gone]")))


def test_cli_json_and_text_show_the_related_cause(tmp_path: Path) -> None:
    root = _kb(tmp_path, "[tiny-uvm]", uvm_example=LOG.strip())
    base = [sys.executable, "-m", "resolver", "--kb", str(root), "--no-bundled"]
    doc = json.loads(subprocess.run([*base, "--format", "json"], input=LOG.encode(), capture_output=True,
                                    check=True).stdout)
    assert [(h["id"], h["confidence"]) for h in doc["hypotheses"]] == [("tiny-driver-old", "high"),
                                                                        ("tiny-uvm", "low")]
    text = subprocess.run(base, input=LOG.encode(), capture_output=True, check=True).stdout.decode()
    assert "Also rule out: real logs with tiny-driver-old's wording had this cause" in text


def test_kb_related_tool_lists_the_evidenced_candidates(tmp_path: Path) -> None:
    root = _kb(tmp_path, "[tiny-uvm]", uvm_example=LOG.strip())
    tool = Path(__file__).resolve().parents[2] / "tools" / "kb_related.py"
    out = subprocess.run([sys.executable, str(tool), "--no-bundled", "--kb", str(root)], capture_output=True,
                         check=True).stdout.decode()
    assert "tiny-driver-old: tiny-uvm (1, listed)" in out
