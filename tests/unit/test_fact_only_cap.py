"""A log with risky-looking versions but no error is not a diagnosis (DESIGN: no high/medium)."""

from __future__ import annotations

from resolver.api import resolve_text
from resolver.rank import FACT_ONLY_CAP

HEALTHY = (
    "W0703 12:00:00.100 gpu_resources.cc:61] Please NOTE: device: 0, GPU Compute Capability: 8.6, "
    "Driver API Version: 11.6, Runtime API Version: 11.8\n"
    "W0703 12:00:00.200 gpu_resources.cc:91] device: 0, cuDNN Version: 8.6.\n"
    "Epoch 1 step 10 loss 0.53\nEpoch 1 step 20 loss 0.41\n"
)


def test_versions_without_an_error_stay_low(kb) -> None:
    report = resolve_text(HEALTHY, kb=kb)
    assert report.hypotheses, "the version gap is still worth a mention"
    top = report.hypotheses[0]
    assert top.entry.id == "driver-too-old"
    assert top.confidence == "low"
    assert top.raw == FACT_ONLY_CAP
    assert any("no error in the log" in step for step in top.explain)


def test_the_same_banner_before_an_error_is_a_diagnosis(kb) -> None:
    report = resolve_text(HEALTHY + "OSError: (External) CUDA error(999), unknown error.\n", kb=kb)
    top = report.hypotheses[0]
    assert top.entry.id == "driver-too-old"
    assert top.confidence in ("medium", "high")
