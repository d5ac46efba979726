"""Checks, verdicts and re-ranking of `resolve --confirm` (observations given, so no probe runs)."""

from __future__ import annotations

import pytest

from resolver.api import resolve_text
from resolver.confirm import check_hypothesis, compare, confirm, evaluate
from resolver.kb.model import Check
from resolver.probes import Observation

PADDLE_CPU = Observation("framework.paddle", "problem", {"version": "3.3.1"}, "CPU-only build", "cpu-only-build",
                         {"paddle_version": "3.3.1"})
NVML_OK = Observation("nvml", "ok", {"driver_version": "535.104.05", "gpus": [{"name": "NVIDIA A100"}]}, "ok",
                      None, {"driver_version": "535.104.05", "cuda_driver_max": "12.2"})
NVML_MISSING = Observation("nvml", "problem", {"error": "NVMLError_LibraryNotFound"}, "not found",
                           "nvml-library-not-found")


def _check(probe: str, verdict: str = "confirms", **expect) -> Check:
    return Check(probe=probe, expect=tuple(sorted(expect.items())), verdict=verdict)


@pytest.mark.parametrize(("left", "op", "right", "want"), [
    ("535.104.05", "ge", "525", True), ("470.82.01", "ge", "525", False), ("12.2", "lt", "12.10", True),
    ("wsl", "ne", "linux", True), ("docker", "in", ["docker", "kubernetes"], True), ("x", "not_in", ["x"], False),
])
def test_compare(left, op, right, want) -> None:
    assert compare(left, op, right) is want


def test_expect_keys() -> None:
    assert evaluate(_check("nvml", cause="nvml-library-not-found"), NVML_MISSING)[0] == "match"
    assert evaluate(_check("nvml", status="ok"), NVML_MISSING)[0] == "no-match"
    assert evaluate(_check("nvml", fact="driver_version", op="ge", value="525"), NVML_OK)[0] == "match"
    assert evaluate(_check("nvml", path="gpus.0.name", contains="a100"), NVML_OK)[0] == "match"
    assert evaluate(_check("nvml", path="gpus.3.name", contains="a100"), NVML_OK)[0] == "inconclusive"
    assert evaluate(_check("nvml", fact="gpu_name", value="x"), NVML_OK)[0] == "inconclusive"


def test_unavailable_probe_is_inconclusive_not_refuted() -> None:
    checks = (_check("nvml", "refutes", status="ok"), _check("nvml", cause="nvml-library-not-found"))
    off = {"nvml": Observation("nvml", "unavailable", None, "timed out after 8 s")}
    status, detail = check_hypothesis(checks, off)
    assert status == "inconclusive"
    assert "timed out" in detail
    assert check_hypothesis(checks, {})[0] == "inconclusive"


def test_verdicts() -> None:
    checks = (_check("nvml", cause="nvml-library-not-found"), _check("nvml", "refutes", status="ok"))
    assert check_hypothesis(checks, {"nvml": NVML_MISSING})[0] == "confirmed"
    assert check_hypothesis(checks, {"nvml": NVML_OK})[0] == "refuted"
    assert check_hypothesis((), {"nvml": NVML_OK})[0] == "not-run"


def test_kb_checks_confirm_and_rerank(kb) -> None:
    log = ("Traceback (most recent call last):\n"
           "ValueError: The device should not be 'gpu', since PaddlePaddle is not compiled with CUDA\n")
    report = resolve_text(log, kb=kb)
    assert report.hypotheses[0].entry.id == "cpu-only-build"
    before = report.hypotheses[0].raw
    confirm(report, kb, observations={"framework.paddle": PADDLE_CPU, "nvml": NVML_MISSING})
    top = report.hypotheses[0]
    assert (top.entry.id, top.check_status) == ("cpu-only-build", "confirmed")
    assert top.raw > before
    assert any("confirmed on this machine" in x for x in top.explain)
    live = report.facts["paddle_version"]
    assert (live.value, live.line, live.text) == ("3.3.1", 0, "live probe framework.paddle")


def test_refuted_hypothesis_moves_down(kb) -> None:
    log = "Failed to initialize NVML: Driver/library version mismatch\n"
    report = resolve_text(log, kb=kb)
    first = report.hypotheses[0]
    assert first.entry.id == "nvml-driver-library-mismatch"
    before = first.raw
    confirm(report, kb, top=5, observations={"nvml": NVML_OK})
    assert first.check_status == "refuted"
    assert first.raw < before
    assert any("refuted on this machine" in x for x in first.explain)
    ranks = [h.raw for h in report.hypotheses]
    assert ranks == sorted(ranks, reverse=True)


def test_every_kb_check_names_a_real_probe(kb) -> None:
    from resolver.probes import probe_ids

    ids = probe_ids()
    named = [(e.id, c.probe) for e in kb.entries for c in e.checks]
    assert named, "the bundled KB has checks"
    assert [p for p in named if p[1] not in ids] == []


def _with_rule(kb, entry_id: str):
    from dataclasses import replace

    from resolver.kb.model import KB, Condition, Rule

    rule = Rule(id="live-driver-below-525", all=(Condition(fact="driver_version", op="lt", value="525.60"),),
                specificity="high", explain="driver {driver_version} is older than 525.60")
    return KB(entries=(replace(kb.get(entry_id), rules=(rule,)),), digest="test-live-rule")


def test_live_facts_feed_fact_rules(kb) -> None:
    report = resolve_text("RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n", kb=kb)
    hyp = next(h for h in report.hypotheses if h.entry.id == "driver-too-old")
    before = hyp.raw
    old_driver = Observation("nvml", "ok", {}, "driver 470.82.01", None, {"driver_version": "470.82.01"})
    confirm(report, _with_rule(kb, "driver-too-old"), observations={"nvml": old_driver})
    assert any(e.text == "driver 470.82.01 is older than 525.60 (live)" for e in hyp.evidence)
    assert hyp.raw > before
    assert report.facts["driver_version"].text == "live probe nvml"


def test_clean_log_gets_no_hypothesis_from_live_facts(kb) -> None:
    report = resolve_text("epoch 1 loss 0.52\nepoch 2 loss 0.31\n", kb=kb, fallback=False)
    assert report.hypotheses == []
    old_driver = Observation("nvml", "ok", {}, "driver 470.82.01", None, {"driver_version": "470.82.01"})
    confirm(report, _with_rule(kb, "driver-too-old"), observations={"nvml": old_driver})
    assert report.hypotheses == []


def test_confirm_runs_only_the_logs_framework_probe(kb) -> None:
    from resolver.confirm import probes_for

    paddle = resolve_text("ValueError: The device should not be 'gpu', since PaddlePaddle is not compiled with CUDA\n"
                          '  File "/usr/lib/python3.10/site-packages/paddle/device/__init__.py", line 1\n', kb=kb)
    ids = probes_for(paddle, 3)
    assert "framework.paddle" in ids
    assert "framework.torch" not in ids
    assert {"nvml", "libs.cudart", "distributions"} <= set(ids)
    driver = resolve_text("Failed to initialize NVML: Driver/library version mismatch\n", kb=kb)
    assert not [i for i in probes_for(driver, 3) if i.startswith("framework.")]


def test_checks_limited_to_other_frameworks_do_not_count() -> None:
    both = Observation("distributions", "problem", {}, "paddlepaddle and paddlepaddle-gpu both installed",
                       "cpu-only-build")
    torch_ok = Observation("framework.torch", "ok", {"version": "2.5.1+cu121"}, "CUDA build", None)
    checks = (
        Check(probe="distributions", expect=(("cause", "cpu-only-build"),), verdict="confirms", frameworks=("paddle",)),
        Check(probe="framework.torch", expect=(("cause", "cpu-only-build"),), verdict="confirms",
              frameworks=("pytorch",)),
    )
    seen = {"distributions": both, "framework.torch": torch_ok}
    assert check_hypothesis(checks, seen, ["paddle"])[0] == "confirmed"
    assert check_hypothesis(checks, seen, [])[0] == "confirmed"  # a log that names no framework: every check
    status, detail = check_hypothesis(checks, seen, ["pytorch"])
    assert status == "inconclusive"  # Paddle's two packages say nothing about a PyTorch build
    assert "distributions" not in detail
    assert check_hypothesis(checks[:1], seen, ["pytorch"]) == ("not-run", "this KB entry has no live check for "
                                                                         "this framework")
