"""Probes against what this machine really has (CI machines: no GPU, no NVML)."""

from __future__ import annotations

import ctypes
import glob
import importlib.util
import json

import pytest

from resolver.probes import Observation, available_probes, probe_facts, run_probes


def _loadable(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def test_probe_ids_unique_with_timeouts() -> None:
    specs = available_probes()
    ids = [s.id for s in specs]
    assert len(ids) == len(set(ids))
    assert {"nvml", "nvidia-smi", "libs.cudart", "framework.paddle", "framework.torch", "platform"} <= set(ids)
    assert all(s.timeout > 0 for s in specs)


def test_unknown_probe_id_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown probe"):
        run_probes(["nvml", "no-such-probe"])


def test_nvml_answer_matches_the_machine() -> None:
    obs = run_probes(["nvml"])["nvml"]
    if _loadable("libnvidia-ml.so.1"):
        assert obs.cause != "nvml-library-not-found"
    else:
        assert (obs.status, obs.cause) == ("problem", "nvml-library-not-found")
        assert "NVMLError_LibraryNotFound" in obs.detail


def test_device_nodes_match_the_machine() -> None:
    obs = run_probes(["driver.devices"])["driver.devices"]
    nodes = glob.glob("/dev/nvidia[0-9]*")
    assert (obs.status == "problem") == (not nodes or not glob.glob("/dev/nvidiactl") or
                                         not glob.glob("/dev/nvidia-uvm"))


def test_cudart_answer_matches_ctypes() -> None:
    obs = run_probes(["libs.cudart"])["libs.cudart"]
    direct = any(_loadable(n) for n in ("libcudart.so", "libcudart.so.13", "libcudart.so.12", "libcudart.so.11.0"))
    if direct:
        assert obs.value["loaded"]
        assert obs.facts["cudart_version"]
    else:
        assert not obs.value.get("loaded")


def test_observations_are_json_and_facts_merge() -> None:
    obs = run_probes(["platform", "env", "distributions", "nvml"])
    assert list(obs) == ["nvml", "platform", "env", "distributions"]
    for o in obs.values():
        assert o.status in ("ok", "problem", "unavailable")
        json.dumps(o.as_dict())
    facts = probe_facts(obs)
    assert facts["python_version"].startswith("3.")


def test_probe_facts_first_wins() -> None:
    a = Observation("nvml", "ok", None, "", facts={"driver_version": "535.104.05"})
    b = Observation("nvidia-smi", "ok", None, "", facts={"driver_version": "535.0", "gpu_name": "A100"})
    assert probe_facts([a, b]) == {"driver_version": "535.104.05", "gpu_name": "A100"}


@pytest.mark.parametrize("name", ["paddle", "torch"])
def test_framework_probe_matches_the_installed_build(name: str) -> None:
    obs = run_probes([f"framework.{name}"])[f"framework.{name}"]
    if importlib.util.find_spec(name) is None:
        assert obs.status == "unavailable"
        return
    import subprocess
    import sys

    code = ("import paddle; print(paddle.is_compiled_with_cuda())" if name == "paddle"
            else "import torch; print(torch.version.cuda is not None)")
    with_cuda = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                               timeout=120).stdout.strip().splitlines()[-1] == "True"
    assert (obs.cause == "cpu-only-build") == (not with_cuda)
