"""Logs whose only evidence is in version banners: the fact rules must name the cause, with the numbers.

Banner and error lines are quoted from public issues (cited per constant). Where a case puts a banner
from one report in front of a generic error from another, it says so: the point is that the generic
error alone names no cause, so the ranking rests on the banner's facts.
"""

from __future__ import annotations

import json

from conftest import run_cli

from resolver.api import resolve_text

# https://github.com/PhyllisJi/MoCoDiff_Bug (reproduction of PaddlePaddle/Paddle#64537): driver older than runtime
BANNER_DRIVER_BELOW_RUNTIME = (
    "W0522 14:31:24.082360  3337 gpu_resources.cc:119] Please NOTE: device: 0, GPU Compute Capability: 7.5, "
    "Driver API Version: 11.6, Runtime API Version: 11.8\n"
    "W0522 14:31:24.083253  3337 gpu_resources.cc:164] device: 0, cuDNN Version: 8.9.\n"
)
# https://github.com/PaddlePaddle/PaddleOCR/issues/10863: driver newer than runtime (a healthy pairing)
BANNER_DRIVER_ABOVE_RUNTIME = (
    "W0910 21:18:56.955332 3317990 gpu_resources.cc:61] Please NOTE: device: 0, GPU Compute Capability: 6.1, "
    "Driver API Version: 12.0, Runtime API Version: 10.2\n"
)
# https://github.com/PaddlePaddle/PaddleOCR/issues/10531: a generic CUDA error
GENERIC_999 = (
    "    output = output_tensor.copy_to_cpu()\n"
    "OSError: (External) CUDA error(999), unknown error.\n"
)
# https://github.com/PaddlePaddle/Paddle/issues/44074: another generic CUDA error
GENERIC_INIT = (
    "OSError: (External) CUDA error(3), initialization error. \n"
    "  [Hint: 'cudaErrorInitializationError'. The API call failed because the CUDA driver and runtime could not "
    "be initialized. ] (at /paddle/paddle/phi/backends/gpu/cuda/cuda_info.cc:243)\n"
)


def _rule_evidence(hyp) -> list:
    return [e for e in hyp.evidence if "/rule:" in e.signature]


def test_banner_alone_names_driver_too_old_with_both_numbers(kb) -> None:
    report = resolve_text(BANNER_DRIVER_BELOW_RUNTIME, kb=kb, fallback=False)
    top = report.hypotheses[0]
    assert top.entry.id == "driver-too-old"
    ev = _rule_evidence(top)
    assert ev
    assert all(e.line == 1 for e in ev)
    assert any("11.6" in e.text and "11.8" in e.text for e in ev)
    assert any("520.61.05" in e.text for e in ev)  # the driver CUDA 11.8 needs


def test_banner_then_generic_unknown_error_ranks_driver_too_old_first(kb) -> None:
    # banner: MoCoDiff_Bug; error: PaddleOCR#10531 (composed)
    report = resolve_text(BANNER_DRIVER_BELOW_RUNTIME + GENERIC_999, kb=kb, fallback=False)
    ids = [h.entry.id for h in report.hypotheses]
    assert ids[0] == "driver-too-old", ids
    assert report.hypotheses[0].confidence in ("medium", "high")
    assert any("11.6" in e.text and "11.8" in e.text for e in _rule_evidence(report.hypotheses[0]))


def test_banner_then_generic_init_error_ranks_driver_too_old_first(kb) -> None:
    # banner: MoCoDiff_Bug; error: Paddle#44074 (composed)
    report = resolve_text(BANNER_DRIVER_BELOW_RUNTIME + GENERIC_INIT, kb=kb, fallback=False)
    assert report.hypotheses[0].entry.id == "driver-too-old"


def test_healthy_banner_does_not_blame_the_driver(kb) -> None:
    # banner: PaddleOCR#10863 (driver newer than runtime); error: PaddleOCR#10531 (composed)
    report = resolve_text(BANNER_DRIVER_ABOVE_RUNTIME + GENERIC_999, kb=kb, fallback=False)
    for hyp in report.hypotheses:
        assert not (hyp.entry.id == "driver-too-old" and _rule_evidence(hyp))
    assert "driver_cuda_gap" not in report.facts


def test_collect_env_driver_major_below_build_is_high(kb) -> None:
    # https://github.com/vllm-project/vllm/issues/11623
    log = ("/usr/local/lib64/python3.8/site-packages/torch/cuda/__init__.py:128: UserWarning: CUDA initialization: "
           "The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver\n"
           "  return torch._C._cuda_getDeviceCount() > 0\n"
           "PyTorch version: 2.4.0+cu121\nIs debug build: False\nCUDA used to build PyTorch: 12.1\n")
    top = resolve_text(log, kb=kb, fallback=False).hypotheses[0]
    assert (top.entry.id, top.confidence) == ("driver-too-old", "high")
    assert any("11.4" in e.text and "12.1" in e.text and "530.30.02" in e.text for e in _rule_evidence(top))


def test_old_paddle_banner_cuda_too_old_for_the_gpu(kb) -> None:
    # https://github.com/PaddlePaddle/Paddle/issues/39090: RTX 3090 (8.6) with a CUDA 10.2 build
    log = ("W0120 19:29:14.875797 20703 device_context.cc:447] Please NOTE: device: 0, GPU Compute Capability: 8.6, "
           "Driver API Version: 11.4, Runtime API Version: 10.2\n"
           "W0120 19:29:14.891688 20703 device_context.cc:465] device: 0, cuDNN Version: 8.2.\n") + GENERIC_999
    report = resolve_text(log, kb=kb, fallback=False)
    top = report.hypotheses[0]
    assert top.entry.id == "no-kernel-image"
    assert any("10.2" in e.text and "8.6" in e.text for e in _rule_evidence(top))


def test_container_image_newer_than_driver_from_facts(kb) -> None:
    # https://github.com/SyneRBI/PETRIC2/issues/27
    log = ("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver "
           "to a newer version, or use an earlier cuda container\n"
           "| NVIDIA-SMI 551.78                 Driver Version: 551.78         CUDA Version: 12.4     |\n")
    top = resolve_text(log, kb=kb, fallback=False).hypotheses[0]
    assert top.entry.id == "container-cuda-requirement"
    assert any("12.8" in e.text and "12.4" in e.text for e in _rule_evidence(top))


def test_cli_json_shows_the_rule_evidence_line_and_derived_facts(tmp_path) -> None:
    path = tmp_path / "banner.log"
    path.write_text("epoch 0 start\n" + BANNER_DRIVER_BELOW_RUNTIME + GENERIC_999)
    proc = run_cli("--format", "json", str(path))
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    top = doc["hypotheses"][0]
    assert top["id"] == "driver-too-old"
    rule = [e for e in top["evidence"] if e["signature"] == "driver-too-old/rule:paddle-banner-driver-below-runtime"]
    assert rule
    assert rule[0]["line"] == 2
    assert "11.6" in rule[0]["text"]
    assert "11.8" in rule[0]["text"]
    assert doc["facts"]["driver_cuda_gap"] == "minor-compat"
    assert doc["facts"]["cuda_min_driver"] == "520.61.05"
