from __future__ import annotations

from resolver.api import resolve_text, select_fixes


def _ids(report):
    return [h.entry.id for h in report.hypotheses]


def test_rank_specific_signature_gives_high_confidence(tiny_kb) -> None:
    report = resolve_text("RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n", kb=tiny_kb)
    top = report.hypotheses[0]
    assert top.entry.id == "tiny-driver-old"
    assert top.confidence == "high"
    assert top.evidence[0].line == 1
    assert top.evidence[0].signature == "tiny-driver-old/insufficient"


def test_rank_generic_signature_alone_is_low(tiny_kb) -> None:
    report = resolve_text("something failed with error 35\n", kb=tiny_kb)
    assert _ids(report) == ["tiny-driver-old"]
    assert report.hypotheses[0].confidence == "low"


def test_rank_more_independent_evidence_scores_higher(tiny_kb) -> None:
    one = resolve_text("CUDA driver version is insufficient\n", kb=tiny_kb).hypotheses[0]
    two = resolve_text("CUDA driver version is insufficient\nerror 35\n", kb=tiny_kb).hypotheses[0]
    assert two.score > one.score


def test_rank_a_second_signature_on_the_same_line_is_not_further_evidence(tiny_kb) -> None:
    same = resolve_text("CUDA driver version is insufficient (error 35)\n", kb=tiny_kb).hypotheses[0]
    assert [e.signature for e in same.evidence] == ["tiny-driver-old/insufficient", "tiny-driver-old/generic-35"]
    assert not any("further signature" in x for x in same.explain)
    apart = resolve_text("CUDA driver version is insufficient\nerror 35\n", kb=tiny_kb).hypotheses[0]
    assert any("further signature" in x for x in apart.explain)


def test_rank_last_error_outweighs_early_warning(tiny_kb) -> None:
    early = resolve_text("WARNING: memory low\n" + "step ok\n" * 50, kb=tiny_kb).hypotheses[0]
    late = resolve_text("step ok\n" * 50 + "WARNING: memory low\n", kb=tiny_kb).hypotheses[0]
    assert late.raw > early.raw
    assert "a warning" in early.explain[0]
    error = resolve_text("step ok\n" * 50 + "error 35\n", kb=tiny_kb).hypotheses[0]
    assert "a warning" not in error.explain[0]


def test_rank_tensorflow_w_lines_are_warnings(tiny_kb) -> None:
    # TensorFlow's own log prefix: "<timestamp>: W tensorflow/<file>.cc:<line>] ..." (E for errors)
    warn = resolve_text("2023-05-01 10:11:12.123456: W tensorflow/core/x.cc:42] error 35\n", kb=tiny_kb)
    error = resolve_text("2023-05-01 10:11:12.123456: E tensorflow/core/x.cc:42] error 35\n", kb=tiny_kb)
    assert "a warning" in warn.hypotheses[0].explain[0]
    assert "a warning" not in error.hypotheses[0].explain[0]
    assert error.hypotheses[0].raw > warn.hypotheses[0].raw


def test_rank_symptom_hands_evidence_to_implied_causes_in_order(tiny_kb) -> None:
    report = resolve_text("RuntimeError: CUDA error: unknown error\n", kb=tiny_kb)
    assert _ids(report) == ["tiny-uvm", "tiny-driver-old"]
    assert "tiny-symptom" not in _ids(report)
    assert report.hypotheses[0].confidence != "high"
    assert report.hypotheses[0].evidence[0].signature == "tiny-symptom/unknown"


def test_rank_root_cause_with_own_evidence_beats_symptom_order(tiny_kb) -> None:
    log = "RuntimeError: CUDA error: unknown error\nCUDA driver version is insufficient\n"
    report = resolve_text(log, kb=tiny_kb)
    assert _ids(report)[0] == "tiny-driver-old"
    assert any("corroborated" in x for x in report.hypotheses[0].explain)


def test_rank_requires_context_and_boost(tiny_kb) -> None:
    with_ctx = resolve_text("system resumed from suspend\nRuntimeError: CUDA error: unknown error\n", kb=tiny_kb)
    top = with_ctx.hypotheses[0]
    assert top.entry.id == "tiny-uvm"
    assert top.own
    assert any(e.signature == "tiny-uvm/context:resumed" for e in top.evidence)


def test_rank_negative_context_lowers_score(tiny_kb) -> None:
    plain = resolve_text("CUDA driver version is insufficient\n", kb=tiny_kb).hypotheses[0]
    docker = resolve_text("docker run img\nCUDA driver version is insufficient\n", kb=tiny_kb).hypotheses[0]
    assert docker.score < plain.score


def test_rank_no_match_gives_no_hypothesis_without_fallback(tiny_kb) -> None:
    assert resolve_text("all fine\n", kb=tiny_kb, fallback=False).hypotheses == []


def test_rank_explain_lists_each_step(tiny_kb) -> None:
    h = resolve_text("CUDA driver version is insufficient\nerror 35\n", kb=tiny_kb).hypotheses[0]
    assert h.explain[0].startswith("0.92 from the best evidence: insufficient (high) at line 1")
    assert any("further signature" in x for x in h.explain)


def test_fixes_follow_the_platform_of_the_log(tiny_kb) -> None:
    win = resolve_text("C:\\Users\\me\\train.py\nCUDA driver version is insufficient\n", kb=tiny_kb)
    titles = [f.title for f in select_fixes(win.hypotheses[0].entry, win)]
    assert titles[0] == "Windows driver"
    linux = resolve_text("CUDA driver version is insufficient\n", kb=tiny_kb)
    assert len(select_fixes(linux.hypotheses[0].entry, linux)) == 2


def test_facts_are_extracted_with_their_lines(tiny_kb) -> None:
    log = (
        "| NVIDIA-SMI 470.82.01    Driver Version: 470.82.01    CUDA Version: 11.4     |\n"
        "W0621 device_context.cc:404] Please NOTE: device: 0, GPU Compute Capability: 8.6, "
        "Driver API Version: 11.4, Runtime API Version: 11.8\n"
    )
    facts = resolve_text(log, kb=tiny_kb).facts
    assert facts["driver_version"].value == "470.82.01"
    assert facts["compute_capability"].value == "8.6"
    assert facts["cuda_runtime"].value == "11.8"
    assert facts["cuda_runtime"].line == 2


def _tiny_with_symptom_line(tmp_path, signature: str):
    from conftest import tiny_kb_with

    from resolver.kb.loader import load_kb

    root = tiny_kb_with(tmp_path, "    specificity: medium\n", "    specificity: medium\n" + signature, "", {},
                        entry="runtime/tiny-symptom")
    return load_kb([root], bundled=False, use_cache=False, collect_errors=True)


def test_rank_symptom_line_with_its_own_order_hands_down_in_that_order(tmp_path) -> None:
    kb, problems = _tiny_with_symptom_line(tmp_path, "  - id: no-runtime\n    regex: 'found no CUDA runtime'\n"
                                           "    specificity: low\n    implies: [tiny-driver-old, tiny-uvm]\n")
    assert problems == []
    report = resolve_text("build: found no CUDA runtime\n", kb=kb, fallback=False)
    assert _ids(report) == ["tiny-driver-old", "tiny-uvm"]
    assert "its line's cause #1" in report.hypotheses[0].explain[0]
    # the entry's own order still holds for its other lines, and when they are the better evidence
    assert _ids(resolve_text("RuntimeError: CUDA error: unknown error\n", kb=kb, fallback=False)) == [
        "tiny-uvm", "tiny-driver-old"]
    both = "build: found no CUDA runtime\nRuntimeError: CUDA error: unknown error\n"
    assert _ids(resolve_text(both, kb=kb, fallback=False))[0] == "tiny-uvm"


def test_a_signatures_implies_must_be_among_its_symptoms(tmp_path) -> None:
    _kb, problems = _tiny_with_symptom_line(tmp_path, "  - id: no-runtime\n    regex: 'found no CUDA runtime'\n"
                                            "    specificity: low\n    implies: [tiny-driver-old, tiny-oom]\n")
    assert any("implies 'tiny-oom', which the entry's `implies` does not name" in p.message for p in problems)


def test_only_a_symptoms_signature_may_name_implies(tmp_path) -> None:
    from conftest import tiny_kb_with

    from resolver.kb.loader import load_kb

    root = tiny_kb_with(tmp_path, "    specificity: high\n", "    specificity: high\n    implies: [tiny-uvm]\n", "", {})
    _kb, problems = load_kb([root], bundled=False, use_cache=False, collect_errors=True)
    assert any("only a symptom entry's signature may name `implies`" in p.message for p in problems)
