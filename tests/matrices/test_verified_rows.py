"""The rows issue #4 called weak, after checking them against sources.

GPU names are the strings nvidia-smi and the frameworks print (laptop and datacenter spellings included);
their compute capabilities are the ones on NVIDIA's CUDA GPUs pages (developer.nvidia.com/cuda-gpus and
/cuda-legacy-gpus). The Paddle arch list is the one the paddlepaddle-gpu 3.0.0 cu118 wheel printed on a
Maxwell card (PaddlePaddle/Paddle#74088).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import copy_matrices, run_cli

from resolver import matrices as mx
from resolver.errors import KbError

M = mx.load_matrices(use_cache=False)
GPUS = M["gpu-compute-capability"]
M_ARCHS = ["6.0", "6.1", "7.0", "7.5", "8.0", "8.6"]  # paddlepaddle-gpu 3.0.0 cu118, Paddle#74088

# What users paste (nvidia-smi --query-gpu=name, torch.cuda.get_device_name, PaddleX logs) -> (row, CC).
NVIDIA_SMI_NAMES = {
    "NVIDIA GeForce RTX 4090": ("GeForce RTX 4090", "8.9"),
    "Tesla V100-SXM2-32GB": ("Tesla V100", "7.0"),
    "NVIDIA A100-SXM4-80GB": ("A100", "8.0"),
    "NVIDIA A100 80GB PCIe": ("A100", "8.0"),
    "NVIDIA H100 80GB HBM3": ("H100", "9.0"),
    "NVIDIA L4": ("L4", "8.9"),
    "NVIDIA RTX A6000": ("RTX A6000", "8.6"),
    "NVIDIA GeForce RTX 5090": ("GeForce RTX 5090", "12.0"),
    "NVIDIA B200": ("B200", "10.0"),
    "Quadro RTX 8000": ("Quadro RTX 8000", "7.5"),
    "Tesla T4": ("Tesla T4", "7.5"),
    "NVIDIA GeForce RTX 3050 Laptop GPU": ("GeForce RTX 3050", "8.6"),
    "NVIDIA GeForce RTX 3050 Ti Laptop GPU": ("GeForce RTX 3050", "8.6"),
    "NVIDIA GeForce RTX 4050 Laptop GPU": ("GeForce RTX 4050", "8.9"),
    "NVIDIA GeForce RTX 2050": ("GeForce RTX 2050", "8.6"),
    "GeForce MX450": ("GeForce MX450", "7.5"),
    "NVIDIA GeForce MX450": ("GeForce MX450", "7.5"),
    "NVIDIA GeForce GTX 1650 Ti": ("GeForce GTX 1650 Ti", "7.5"),
    "NVIDIA GeForce GTX 1650 Ti with Max-Q Design": ("GeForce GTX 1650 Ti", "7.5"),
    "NVIDIA GeForce RTX 2080 with Max-Q Design": ("GeForce RTX 2080", "7.5"),  # not the 2080 Ti
    "NVIDIA GeForce GTX 1060 with Max-Q Design": ("GeForce GTX 1060", "6.1"),
    "NVIDIA RTX 4000 SFF Ada Generation": ("RTX 4000 SFF Ada Generation", "8.9"),
    "NVIDIA RTX 6000 Ada Generation": ("RTX 6000 Ada Generation", "8.9"),
    "NVIDIA RTX A3000 Laptop GPU": ("RTX A3000", "8.6"),
    "NVIDIA RTX PRO 4000 Blackwell": ("RTX PRO 4000 Blackwell", "12.0"),
    "NVIDIA TITAN V": ("TITAN V", "7.0"),
    "NVIDIA GeForce GTX 750 Ti": ("GeForce GTX 750 Ti", "5.0"),
    "NVIDIA TITAN X (Pascal)": ("TITAN X", "6.1"),
    "GeForce GTX TITAN X": ("GeForce GTX TITAN X", "5.2"),
    "NVIDIA RTX A1000 Laptop GPU": ("RTX A1000", "8.6"),  # not the Turing T1000 (7.5)
    "NVIDIA T1000 8GB": ("T1000", "7.5"),
}

# Rows itemised on NVIDIA's current or legacy CUDA GPUs page (the RTX 2080 Ti: NVIDIA's 7.5 example device in
# the TensorRT-RTX support matrix): they carry no weaker confidence.
ON_NVIDIA_PAGES = [
    "Tesla M60", "GeForce GTX 750", "GeForce GTX 750 Ti", "TITAN V", "Quadro M4000", "Quadro M5000", "Quadro M6000",
    "Quadro P1000", "Quadro P2000", "Quadro P4000", "Quadro P5000", "Quadro P6000", "Quadro GV100", "Jetson TX2",
    "RTX A2000", "RTX A3000", "RTX A4000", "RTX A5000", "RTX A6000", "RTX 2000 Ada Generation",
    "RTX 4000 SFF Ada Generation", "RTX 4000 Ada Generation", "RTX 4500 Ada Generation", "RTX 5000 Ada Generation",
    "RTX 6000 Ada Generation", "GeForce RTX 4050", "RTX PRO 5000 Blackwell", "RTX PRO 4500 Blackwell",
    "RTX PRO 4000 Blackwell", "RTX PRO 2000 Blackwell", "Jetson T5000", "Jetson T4000", "TITAN X",
    "GeForce RTX 2080 Ti",
]


def _row(name: str) -> dict:
    return next(r for r in GPUS.rows if r["name"] == name)


@pytest.mark.parametrize(("pasted", "expected"), sorted(NVIDIA_SMI_NAMES.items()))
def test_pasted_gpu_name_resolves_to_its_compute_capability(pasted: str, expected: tuple[str, str]) -> None:
    row, _ = mx.find_gpu(pasted, M)
    assert row is not None, pasted
    assert (row["name"], row["cc"]) == expected


def test_laptop_names_resolve_through_the_cli() -> None:
    for pasted, cc in (("NVIDIA GeForce RTX 3050 Laptop GPU", "8.6"), ("GeForce MX450", "7.5")):
        proc = run_cli("compat", "--gpu", pasted, "--format", "json")
        assert proc.returncode == 0, proc.stderr
        assert json.loads(proc.stdout)["gpu"]["compute_capability"] == cc


@pytest.mark.parametrize("name", ON_NVIDIA_PAGES)
def test_rows_on_nvidias_pages_are_primary(name: str) -> None:
    assert GPUS.confidence_of(_row(name)) == "primary"


def test_no_gpu_row_is_left_inferred_and_every_weaker_row_has_a_reason() -> None:
    assert not [r["name"] for r in GPUS.rows if GPUS.confidence_of(r) == "inferred"]
    # the ones this round added or demoted carry their own reason
    for name in ("GeForce MX450", "GeForce RTX 2050", "GeForce GTX 1050 Ti", "RTX A4500", "RTX A1000",
                 "Jetson AGX Thor"):
        row = _row(name)
        assert GPUS.confidence_of(row) == "secondary"
        assert row.get("note"), name


def test_rtx_2050_is_ampere_not_turing() -> None:
    row = _row("GeForce RTX 2050")
    assert (row["cc"], row["arch"]) == ("8.6", "Ampere")


# --------------------------------------------------------------------------- Paddle wheel arch lists


def test_paddle_3_0_cu118_carries_the_arch_list_its_wheel_reports() -> None:
    row = mx.paddle_row("3.0.0", "11.8", M)
    assert row is not None
    assert row["archs"] == ["6.0", "6.1", "7.0", "7.5", "8.0", "8.6"]
    assert row["archs_source"] == "https://github.com/PaddlePaddle/Paddle/issues/74088"
    assert row["archs_confidence"] == "secondary"
    assert row["archs_source"] in M["paddle-wheels"].sources
    assert mx.paddle_row("2.6.1.post120", "12.0", M)["paddle"] == "2.6.1"  # type: ignore[index]
    assert mx.paddle_row("3.0.0", "10.2", M) is None


def test_paddle_wheel_with_an_arch_list_rejects_a_gpu_outside_it() -> None:
    """CUDA 11.8 can build sm_90, so only the wheel's own list keeps an H100 off the 3.0.0 cu118 build."""
    h100 = run_cli("compat", "--gpu", "NVIDIA H100 80GB HBM3", "--format", "json")
    assert h100.returncode == 0, h100.stderr
    builds = {(b["paddle"], b["cuda"]) for b in json.loads(h100.stdout)["gpu"]["builds_that_include_it"]["paddle"]}
    assert ("3.0.0", "11.8") not in builds
    assert {("3.0.0", "12.6"), ("3.2.2", "11.8")} <= builds
    pascal = run_cli("compat", "--gpu", "GTX 1080 Ti", "--format", "json")
    builds = {(b["paddle"], b["cuda"]) for b in json.loads(pascal.stdout)["gpu"]["builds_that_include_it"]["paddle"]}
    assert ("3.0.0", "11.8") in builds  # sm_61 is in the list; the 8.9 Ada runs the sm_86 code too
    assert mx.arch_runs("8.9", M_ARCHS)
    assert not mx.arch_runs("9.0", M_ARCHS)
    assert not mx.arch_runs("5.2", M_ARCHS)


def test_paddle_version_and_runtime_give_the_build_archs_fact() -> None:
    got = mx.derive_with_sources({"paddle_version": "3.0.0", "cuda_runtime": "11.8"}, M)
    assert got["build_archs"] == ("6.0;6.1;7.0;7.5;8.0;8.6", "paddle_version")
    # 2.x loads the system's CUDA: the runtime does not name the wheel, and these rows carry no list
    assert "build_archs" not in mx.derive_facts({"paddle_version": "2.6.1", "cuda_runtime": "11.8"}, M)
    assert "build_archs" not in mx.derive_facts({"paddle_version": "3.0.0", "cuda_runtime": "12.6"}, M)
    assert "build_archs" not in mx.derive_facts({"paddle_version": "2.6.1.post118"}, M)


def test_h100_on_paddle_3_0_cu118_is_diagnosed_from_the_arch_list(tmp_path: Path) -> None:
    log = (b"paddlepaddle-gpu          3.0.0\n"
           b"W0730 09:18:39.834895   474 gpu_resources.cc:119] Please NOTE: device: 0, GPU Compute Capability: 9.0, "
           b"Driver API Version: 12.4, Runtime API Version: 11.8\n")
    proc = run_cli("--format", "json", stdin=log, env={"GPU_RESOLVER_CACHE": str(tmp_path / "cache")})
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["facts"]["build_archs"] == "6.0;6.1;7.0;7.5;8.0;8.6"
    top = doc["hypotheses"][0]
    assert top["id"] == "no-kernel-image"
    assert "no-kernel-image/rule:gpu-arch-not-in-build" in {e["signature"] for e in top["evidence"]}


# --------------------------------------------------------------------------- the schema keeps the field honest


def test_paddle_archs_need_a_source_and_ascending_order(tmp_path: Path) -> None:
    root = copy_matrices(tmp_path)
    path = root / "paddle-wheels.yaml"
    text = path.read_text()
    path.write_text(text.replace('archs_source: "https://github.com/PaddlePaddle/Paddle/issues/74088"', "note: x"))
    with pytest.raises(KbError, match=r"paddle-wheels\.yaml:\d+: .*archs_source"):
        mx.load_matrices(root, use_cache=False)
    path.write_text(text.replace('archs: ["6.0", "6.1", "7.0"', 'archs: ["6.1", "6.0", "7.0"'))
    with pytest.raises(KbError, match=r"paddle-wheels\.yaml:\d+: archs must be in ascending order"):
        mx.load_matrices(root, use_cache=False)


# --------------------------------------------------------------------------- Windows install commands


def test_windows_paddle_2x_commands_are_the_documented_ones() -> None:
    """Paddle's windows-pip.md (release/2.5, release/2.6): .postNNN wheels from the Windows find-links page
    up to 2.6.1, the per-CUDA index from 2.6.2 on, and the plain PyPI version for the default variant."""
    proc = run_cli("compat", "--framework", "paddle", "--os", "windows", "--gpu", "RTX 3060", "--python", "3.8",
                   "--format", "json")
    assert proc.returncode == 0, proc.stderr
    install = {(b["paddle"], b["cuda"]): b["install"] for b in json.loads(proc.stdout)["framework"]["builds"]}
    assert install[("2.5.2", "11.7")] == ("python -m pip install paddlepaddle-gpu==2.5.2.post117 "
                                          "-f https://www.paddlepaddle.org.cn/whl/windows/mkl/avx/stable.html")
    assert install[("2.4.2", "11.2")] == ("python -m pip install paddlepaddle-gpu==2.4.2.post112 "
                                          "-f https://www.paddlepaddle.org.cn/whl/windows/mkl/avx/stable.html")
    assert install[("2.6.2", "11.7")] == ("python -m pip install paddlepaddle-gpu==2.6.2.post117 "
                                          "-i https://www.paddlepaddle.org.cn/packages/stable/cu117/")
    assert install[("2.5.2", "11.8")] == "python -m pip install paddlepaddle-gpu==2.5.2"
    assert not any("/whl/linux/" in cmd for cmd in install.values())
