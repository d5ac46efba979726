"""`resolve compat`: subprocess tests of the CLI, plus an in-process sweep over every CUDA release and
every GPU in the matrices (one subprocess per row would take minutes on these machines)."""

from __future__ import annotations

import json

import pytest
from conftest import run_cli

from resolver import matrices as mx
from resolver.cli import main

M = mx.bundled()


def _json(*args: str) -> dict:
    proc = run_cli("compat", *args, "--format", "json")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _inproc(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict]:
    rc = main(["compat", *args, "--format", "json"])
    return rc, json.loads(capsys.readouterr().out)


def test_cuda_minimum_driver_and_minor_compat_floor() -> None:
    doc = _json("--cuda", "12.2")
    c = doc["cuda"]
    assert (c["linux"], c["windows"]) == ("535.54.03", "536.25")
    assert {u["release"]: u["linux"] for u in c["updates"]} == {"12.2 Update 2": "535.104.05",
                                                                 "12.2 Update 1": "535.86.09"}
    mvc = c["minor_version_compat"]
    assert (mvc["linux"], mvc["windows"], mvc["supported"]) == ("525.60.13", "527.41", True)
    eleven = _json("--cuda", "cu118")["cuda"]
    assert (eleven["cuda"], eleven["minor_version_compat"]["linux"],
            eleven["minor_version_compat"]["windows"]) == ("11.8", "450.80.02", "452.39")
    assert _json("--cuda", "10.2")["cuda"]["minor_version_compat"]["supported"] is False


def test_cuda_text_answer_explains_nvidia_smi() -> None:
    proc = run_cli("compat", "--cuda", "13.1")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.decode()
    assert ">= 590.44.01 on Linux" in out
    assert "Windows N/A" in out
    assert "newest CUDA the driver supports" in out


def test_driver_max_cuda_and_builds_that_run() -> None:
    d = _json("--driver", "470.82.01")["driver"]
    assert d["max_cuda"] == "11.4"
    assert d["minor_version_compat_majors"] == ["11"]
    cudas = {b["cuda"] for fw in d["builds_that_run"].values() for b in fw}
    assert cudas
    assert all(c.startswith(("10.", "11.")) for c in cudas)
    assert all(b["driver"] in ("supported", "minor-version compatibility") for b in d["builds_that_run"]["pytorch"])
    assert _json("--driver", "535.104.05")["driver"]["max_cuda"] == "12.2"
    assert _json("--driver", "536.25", "--os", "windows")["driver"]["max_cuda"] == "12.2"
    assert _json("--driver", "536.24", "--os", "windows")["driver"]["max_cuda"] == "12.1"


def test_gpu_compute_capability_and_builds_that_include_it() -> None:
    g = _json("--gpu", "RTX 4090")["gpu"]
    assert (g["name"], g["compute_capability"], g["sm"], g["first_cuda"]) == ("GeForce RTX 4090", "8.9", "sm_89",
                                                                              "11.8")
    assert g["cuda_with_kernels"] == {"first": "11.0", "last": None}  # sm_80 code runs on 8.9 GPUs
    torch = g["builds_that_include_it"]["pytorch"]
    assert torch
    assert all(mx.arch_runs("8.9", mx.parse_archs(b["archs"])[0]) for b in torch)
    assert {"1.13", "2.14"} <= {b["torch"] for b in torch}  # cu117's sm_86 runs on Ada; so do the newest
    paddle = g["builds_that_include_it"]["paddle"]
    assert paddle
    assert all(mx.vcmp(b["cuda"], "11.0") >= 0 for b in paddle)
    assert not any(b["cuda"] == "10.2" for b in paddle)
    pascal = _json("--gpu", "NVIDIA GeForce GTX 1080 Ti")["gpu"]
    assert (pascal["compute_capability"], pascal["last_cuda"]) == ("6.1", "12.9")
    assert all(mx.vcmp(b["cuda"], "12.6") <= 0 for b in pascal["builds_that_include_it"]["pytorch"])


def test_gpu_by_compute_capability() -> None:
    g = _json("--gpu", "sm_120")["gpu"]
    assert (g["compute_capability"], g["arch"], g["first_cuda"]) == ("12.0", "Blackwell", "12.8")
    assert _json("--gpu", "8.6")["gpu"]["cuda_with_kernels"] == {"first": "11.0", "last": None}
    proc = run_cli("compat", "--gpu", "9.9")
    assert proc.returncode == 2
    assert b"unknown compute capability '9.9'" in proc.stderr


def test_framework_paddle_exact_install_and_docker() -> None:
    f = _json("--framework", "paddle", "--driver", "470.82.01", "--gpu", "RTX 3090", "--python", "3.10")["framework"]
    rec = f["recommended"]
    assert rec["install"] == ("python -m pip install paddlepaddle-gpu==3.2.2 -i "
                              "https://www.paddlepaddle.org.cn/packages/stable/cu118/")
    assert rec["docker"] == ["paddlepaddle/paddle:3.2.0-gpu-cuda11.8-cudnn8.9"]
    assert rec["driver"] == "minor-version compatibility"
    assert all(b["cuda"].startswith("11.") for b in f["builds"])
    assert any("minor-version compatibility" in n for n in f["notes"])


def test_framework_pytorch_respects_gpu_arch_and_python() -> None:
    f = _json("--framework", "pytorch", "--driver", "580.65.06", "--gpu", "GTX 1080", "--python", "3.12")["framework"]
    assert f["recommended"]["install"] == "pip install torch==2.14.* --index-url https://download.pytorch.org/whl/cu126"
    assert all(mx.arch_runs("6.1", mx.parse_archs(b["archs"])[0]) for b in f["builds"])
    assert all("3.12" in b["python"] for b in f["builds"])
    blackwell = _json("--framework", "pytorch", "--gpu", "RTX 5090")["framework"]
    assert all(mx.vcmp(b["cuda"], "12.8") >= 0 for b in blackwell["builds"])


def test_framework_tensorflow_on_windows_stops_at_2_10() -> None:
    f = _json("--framework", "tensorflow", "--os", "windows", "--python", "3.9")["framework"]
    assert f["recommended"]["tensorflow"] == "2.10.0"
    assert f["recommended"]["install"] == "pip install tensorflow==2.10.*"
    linux = _json("--framework", "tensorflow", "--driver", "535.104.05")["framework"]
    assert linux["recommended"]["install"] == "pip install 'tensorflow[and-cuda]==2.21.*'"


def test_no_build_fits_exits_1() -> None:
    proc = run_cli("compat", "--framework", "pytorch", "--driver", "418.39")
    assert proc.returncode == 1
    assert b"No pytorch build fits" in proc.stdout


@pytest.mark.parametrize(("args", "message"), [
    (("--gpu", "RTX 9090"), b"did you mean: GeForce RTX 3090"),
    (("--cuda", "12.7"), b"unknown CUDA version '12.7'; known: 10.0"),
    (("--cuda", "twelve"), b"is not a CUDA version"),
    (("--driver", "abc"), b"is not an NVIDIA driver version"),
    (("--python", "2.7", "--framework", "paddle"), b"is not a Python 3 version"),
    ((), b"give at least one of --cuda"),
])
def test_bad_input_is_a_clear_error(args: tuple[str, ...], message: bytes) -> None:
    proc = run_cli("compat", *args)
    assert proc.returncode == 2
    assert message in proc.stderr
    assert b"Traceback" not in proc.stderr


def test_probe_takes_the_machine_or_says_what_is_missing() -> None:
    proc = run_cli("compat", "--probe", "--framework", "pytorch", "--format", "json", timeout=120)
    assert proc.returncode in (0, 1), proc.stderr
    doc = json.loads(proc.stdout)
    assert "facts" in doc["probe"]
    if "driver_version" not in doc["probe"]["facts"]:
        assert doc["probe"]["warning"] == "no NVIDIA driver found on this machine"


# --------------------------------------------------------------------------- sweeps over every row


@pytest.mark.parametrize("cuda", mx.cuda_releases(M))
def test_every_cuda_release_answer_is_consistent(cuda: str, capsys: pytest.CaptureFixture[str]) -> None:
    rc, doc = _inproc(capsys, "--cuda", cuda)
    assert rc == 0
    c = doc["cuda"]
    assert c["cuda"] == cuda
    major = cuda.split(".")[0]
    mvc = c["minor_version_compat"]
    assert mvc["supported"] == (major != "10")
    if mvc["supported"] and mvc["linux"] and cuda != "11.0":
        # the compat floor is never above the release's own minimum (11.0 shipped before the 11.x floor)
        assert mx.vcmp(mvc["linux"], c["linux"]) <= 0 or str(c["linux"]).startswith("R")
    # a driver at the minimum reports this CUDA (or a later minor with the same minimum) ...
    top = mx.max_cuda_for_driver(str(c["linux"]).lstrip("R"), "linux", M)
    assert top is not None
    assert mx.vcmp(top, cuda) >= 0
    # ... and a driver just below it reports an older CUDA
    below = mx.vkey(str(c["linux"]).lstrip("R"))
    lower = ".".join(map(str, (*below[:-1], below[-1] - 1))) if below[-1] else str(below[0] - 1)
    under = mx.max_cuda_for_driver(lower, "linux", M)
    assert under is None or mx.vcmp(under, cuda) < 0


@pytest.mark.parametrize("row", M["gpu-compute-capability"].rows, ids=lambda r: r["name"])
def test_every_gpu_answer_is_consistent(row: dict, capsys: pytest.CaptureFixture[str]) -> None:
    for name in (row["name"], f"NVIDIA {row['name']}"):
        rc, doc = _inproc(capsys, "--gpu", name)
        assert rc == 0
        g = doc["gpu"]
        assert (g["name"], g["compute_capability"]) == (row["name"], row["cc"])
    for build in g["builds_that_include_it"]["pytorch"]:
        archs, ptx = mx.parse_archs(build["archs"])
        assert mx.arch_runs(row["cc"], archs, ptx)
    for build in g["builds_that_include_it"]["paddle"]:
        assert mx.cuda_builds_cc(build["cuda"], row["cc"], M)
