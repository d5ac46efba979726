"""Integration tier: the real CPU builds of PaddlePaddle and PyTorch, a real failing log, `resolve --confirm`.

The log is produced for real by asking each CPU-only framework for the GPU in a subprocess; the
live probes on this machine must then confirm cpu-only-build. Skipped (with the reason) when the
framework is not installed, or when it is a CUDA build (then the premise does not hold).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest
from conftest import run_cli

pytestmark = pytest.mark.integration

CASES = {
    "paddle": ("import paddle; print('CUDA' if paddle.is_compiled_with_cuda() else 'CPU')",
               "import paddle; paddle.set_device('gpu')"),
    "torch": ("import torch; print('CUDA' if torch.version.cuda else 'CPU')",
              "import torch; torch.zeros(1).cuda()"),
}


def _python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("framework", sorted(CASES))
def test_confirm_cpu_only_build(framework: str, tmp_path) -> None:
    if importlib.util.find_spec(framework) is None:
        dist = "paddlepaddle" if framework == "paddle" else "torch"
        pytest.skip(f"{framework} is not installed (pip install {dist})")
    build_code, fail_code = CASES[framework]
    build = _python(build_code).stdout.strip().splitlines()
    if build[-1:] != ["CPU"]:
        pytest.skip(f"{framework} here is not a CPU-only build ({build[-1:]})")
    failing = _python(fail_code)
    assert failing.returncode != 0, f"{fail_code} unexpectedly worked"
    log = tmp_path / f"{framework}.log"
    log.write_text(failing.stdout + failing.stderr)

    res = run_cli("--confirm", "--format", "json", str(log), timeout=300)
    assert res.returncode == 0, res.stderr
    data = json.loads(res.stdout)
    top = data["hypotheses"][0]
    assert top["id"] == "cpu-only-build"
    assert top["check"]["status"] == "confirmed"
    assert f"framework.{framework}" in top["check"]["detail"]
    version_fact = "paddle_version" if framework == "paddle" else "torch_version"
    assert version_fact in data["facts"]


def test_probe_report_names_cpu_only_build() -> None:
    installed = [f for f in sorted(CASES) if importlib.util.find_spec(f) is not None]
    if not installed:
        pytest.skip("neither paddlepaddle nor torch is installed")
    res = run_cli("probe", "--format", "json", "--only", ",".join(f"framework.{f}" for f in installed), timeout=300)
    assert res.returncode == 0, res.stderr
    data = json.loads(res.stdout)
    for p in data["probes"]:
        assert p["status"] in ("ok", "problem")
        if p["status"] == "problem":
            assert p["cause"] == "cpu-only-build"
