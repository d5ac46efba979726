"""`derive_facts`: the facts the matrices add to those read from a log or probed on the machine."""

from __future__ import annotations

from resolver import matrices as mx
from resolver.facts import FACT_PATTERNS


def test_driver_version_gives_the_drivers_cuda_per_os() -> None:
    assert mx.derive_facts({"driver_version": "470.82.01"})["cuda_driver_max"] == "11.4"
    assert mx.derive_facts({"driver_version": "525.60.13"})["cuda_driver_max"] == "12.0"
    # on Windows 525.60.13-era numbering means less: 12.0 needs 527.41 there
    win = mx.derive_facts({"driver_version": "526.98", "platform": "C:\\"})
    assert win["cuda_driver_max"] == "11.8"
    assert mx.derive_facts({"driver_version": "396.26"}) == {}  # older than any CUDA 10.x: nothing to say


def test_gpu_name_gives_compute_capability_and_cuda_range() -> None:
    got = mx.derive_facts({"gpu_name": "NVIDIA GeForce GTX 1080 Ti"})
    assert got["compute_capability"] == "6.1"
    assert got["gpu_sm"] == "sm_61"
    assert (got["cc_first_cuda"], got["cc_last_cuda"]) == ("8.0", "12.9")
    assert "compute_capability" not in mx.derive_facts({"gpu_name": "Matrox G200eW"})


def test_build_tags_give_the_builds_cuda_and_arch_list() -> None:
    got = mx.derive_facts({"torch_version": "2.7.1+cu128"})
    assert (got["build_cuda"], got["cuda_runtime"]) == ("12.8", "12.8")
    assert got["build_archs"] == "7.5;8.0;8.6;9.0;10.0;12.0+PTX"
    paddle = mx.derive_facts({"paddle_version": "2.6.1.post120"})
    assert (paddle["build_cuda"], paddle["cuda_min_driver"]) == ("12.0", "525.60.13")


def test_gap_between_driver_and_build() -> None:
    assert mx.derive_facts({"cuda_driver_max": "11.4", "cuda_runtime": "12.1"})["driver_cuda_gap"] == "beyond-compat"
    assert mx.derive_facts({"cuda_driver_max": "12.2", "cuda_runtime": "12.4"})["driver_cuda_gap"] == "minor-compat"
    assert mx.derive_facts({"cuda_driver_max": "10.1", "cuda_runtime": "10.2"})["driver_cuda_gap"] == "beyond-compat"
    assert "driver_cuda_gap" not in mx.derive_facts({"cuda_driver_max": "12.4", "cuda_runtime": "11.8"})


def test_cudnn_mismatch_needs_same_major_and_no_older_minor() -> None:
    assert "cudnn_mismatch" in mx.derive_facts({"cudnn_version": "8.0.4", "cudnn_built": "8.1.0"})
    assert "cudnn_mismatch" in mx.derive_facts({"cudnn_version": "9.1", "cudnn_built": "8.9"})
    assert "cudnn_mismatch" not in mx.derive_facts({"cudnn_version": "8.9.7", "cudnn_built": "8.9.2"})


def test_derive_never_overwrites_and_only_returns_new_facts() -> None:
    facts = {"driver_version": "470.82.01", "cuda_driver_max": "11.5", "gpu_name": "A100", "compute_capability": "8.0"}
    got = mx.derive_facts(facts)
    assert not set(got) & set(facts)
    assert set(got) <= set(mx.DERIVED_FACTS)


def test_every_kb_rule_names_facts_that_can_exist(kb) -> None:
    known = {p.name for p in FACT_PATTERNS} | set(mx.DERIVED_FACTS)
    for entry in kb.entries:
        for rule in entry.rules:
            for cond in rule.all:
                assert cond.fact in known, f"{entry.id}/{rule.id}: unknown fact {cond.fact!r}"
                assert cond.fact2 is None or cond.fact2 in known, f"{entry.id}/{rule.id}: unknown fact {cond.fact2!r}"


def test_rule_operator_cc_in_archs() -> None:
    from resolver.kb.model import Condition
    from resolver.rules import holds

    def cond(op: str, value: object) -> Condition:
        return Condition(fact="compute_capability", op=op, value=value)

    ada = {"compute_capability": "8.9"}
    assert holds(cond("cc_in_archs", "5.0;6.0;7.0;7.5;8.0;8.6;9.0"), ada)  # sm_86 SASS runs on 8.9
    assert holds(cond("cc_not_in_archs", "sm_37 sm_50 sm_60 sm_70"), ada)
    blackwell = {"compute_capability": "12.0"}
    assert holds(cond("cc_not_in_archs", "5.0;6.0;7.0;7.5;8.0;8.6;9.0"), blackwell)
    assert holds(cond("cc_in_archs", "7.5;8.0;8.6;9.0;10.0;12.0+PTX"), blackwell)
    assert holds(cond("cc_in_archs", "5.0;6.0;compute_9.0"), blackwell)  # PTX JIT-compiles forward
    assert holds(cond("cc_not_in_archs", ["6.1", "7.0", "7.5"]), {"compute_capability": "6.0"})
    assert not holds(cond("cc_not_in_archs", "no archs here"), ada)  # nothing to compare: no evidence
    assert not holds(cond("cc_not_in_archs", "7.0"), {})
