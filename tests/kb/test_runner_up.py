"""Weak context keeps the less literal cause in the top three without taking the first place.

Each case is a real excerpt whose thread established the `want` cause, but whose only hint of it is weak
(a bare Windows build number, a same-version driver line): the literal reading of the error line may stay
first, the established cause must be among the first three. A KB example must rank its own entry first, so
these cases live here rather than in `examples.match`.
"""

from __future__ import annotations

import pytest
from conftest import ranked_ids

CASES = [
    (
        # a laptop GPU that died soon after: an MMU fault next to a corrupted push buffer
        "https://github.com/Bumblebee-Project/Bumblebee/issues/677",
        "[24128.828315] NVRM: Xid (PCI:0000:01:00): 32, Channel ID 00000000 intr 00004000\n"
        "[24128.834365] NVRM: Xid (PCI:0000:01:00): 31, Ch 00000003, engmask 00000101, intr 10000000\n",
        "gpu-hardware-fault",
    ),
    (
        # lmdeploy tensor-parallel start on driver 515 with a CUDA 11.8 runtime wheel; NCCL only says "unhandled"
        "https://github.com/InternLM/lmdeploy/issues/1267",
        "Failed, NCCL error /lmdeploy/src/turbomind/utils/nccl_utils.cc:296 'unhandled cuda error (run with "
        "NCCL_DEBUG=INFO for details)\n",
        "driver-too-old",
    ),
    (
        # a modded RTX 2080 Ti whose sensors stopped answering; the 5xx table puts ERR! right after the bar
        "https://github.com/fishaudio/fish-speech/issues/392",
        "|   0  NVIDIA GeForce RTX 2080 Ti     Off |   00000000:01:00.0 Off |                  N/A |\n"
        "|ERR!   51C    P2            ERR! /  250W |    2289MiB /  22528MiB |      0%      Default |\n",
        "gpu-hardware-fault",
    ),
    (
        # PyTorch under WSL 2 on Windows Insider build 20231 (fixed by a later Windows build); the only WSL hint
        # is the build number the reporter added
        "https://github.com/microsoft/WSL/issues/6098",
        ">>> import torch\n>>> torch.cuda.is_available()\nTrue\n>>> a = torch.tensor(1)\n>>> a.cuda()\n"
        "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\n"
        "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable\n\nwindows：20231.1005\n",
        "wsl-gpu-setup",
    ),
    (
        # two GTX 980 Ti on one power supply too small for both; the bare launch failure offers the hardware
        "https://github.com/BVLC/caffe/issues/3377",
        "F1119 18:06:58.546988 14145 math_functions.cu:79] Check failed: error == cudaSuccess (4 vs. 0) "
        " unspecified launch failure\n"
        "*** Check failure stack trace: ***\n",
        "gpu-hardware-fault",
    ),
    (
        # Paddle v1 cuDNN init failure that a driver upgrade fixed
        "https://github.com/PaddlePaddle/Paddle/issues/1190",
        "F0119 13:28:50.834202  2944 hl_cuda_cudnn.cc:186] Check failed: CUDNN_STATUS_SUCCESS =="
        " cudnnStat (0 vs. 1) Cudnn Error: CUDNN_STATUS_NOT_INITIALIZED\n"
        "*** Check failure stack trace: ***\n",
        "driver-too-old",
    ),
    (
        # one GPU of four stopped initialising and was taken out of service
        "https://github.com/microsoft/pai/issues/4344",
        "38.773115] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)\n"
        "[   38.773764] NVRM: rm_init_adapter failed for device bearing minor number 0\n"
        "[   39.147720] NVRM: RmInitAdapter failed! (0x26:0xffff:1127)\n"
        "[   39.148462] NVRM: rm_init_adapter failed for device bearing minor number 0\n",
        "gpu-hardware-fault",
    ),
    (
        # kind cluster whose nodes needed the toolkit's volume-mount options
        "https://github.com/NVIDIA/nvkind/issues/31",
        "failed to create shim task: OCI runtime create failed: runc create failed: unable to start"
        " container process: exec: \"nvidia-smi\": executable file not found in $PATH: unknown.\n",
        "container-toolkit-missing",
    ),
    (
        # nvidia_uvm and its device nodes never loaded on the host
        "https://github.com/flatpak/flatpak/issues/6047",
        "init_cuda_ctx: CUDA call \"cu->cuInit(0)\" failed with CUDA_ERROR_UNKNOWN (999): unknown error\n",
        "driver-not-loaded",
    ),
]


@pytest.mark.parametrize(("source", "log", "want"), CASES, ids=[c[0].split("github.com/")[-1] for c in CASES])
def test_established_cause_is_in_the_top_three(kb, source: str, log: str, want: str) -> None:
    ids = ranked_ids(log, kb)
    assert want in ids[:3], f"{source}: {ids[:3]}"


def test_weak_windows_build_marker_alone_does_not_claim_wsl(kb) -> None:
    # Constructed control: the same error with no build number must not mention WSL at all.
    log = "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable\n"
    ids = ranked_ids(log, kb)
    assert ids[:1] == ["gpu-busy-unavailable"]
    assert "wsl-gpu-setup" not in ids


def test_container_cli_dxcore_probe_is_not_a_wsl_marker(kb) -> None:
    # Constructed from the two probe lines nvidia-container-cli prints on every bare-metal host (as in
    # NVIDIA/nvidia-container-toolkit#171) followed by a mismatch in a container shell: WSL must not be offered.
    log = (
        "I1128 17:35:08.651892 1737 nvc.c:393] attempting to load dxcore to see if we are running under Windows "
        "Subsystem for Linux (WSL)\n"
        "I1128 17:35:08.652188 1737 nvc.c:395] dxcore initialization failed, continuing assuming a non-WSL "
        "environment\n"
        "root@5561000296a4:/# nvidia-smi\nFailed to initialize NVML: Driver/library version mismatch\n"
    )
    ids = ranked_ids(log, kb)
    assert "wsl-gpu-setup" not in ids
    assert ids[:1] == ["container-driver-libs-in-image"]


def test_mismatch_in_a_kubernetes_pod_shell_is_the_image(kb) -> None:
    # Constructed control: a Deployment pod's hostname prompt (name-<replicaset hash>-<suffix>) is a container
    # marker like a docker container id; no host-side evidence, so the image's libraries go first.
    log = ("root@gpu-worker-7d9f8b6c5-x2k4z:/# nvidia-smi\n"
           "Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 550.54\n")
    ids = ranked_ids(log, kb)
    assert ids[:2] == ["container-driver-libs-in-image", "nvml-driver-library-mismatch"]


def test_mismatch_in_a_container_after_a_host_driver_upgrade_is_the_host(kb) -> None:
    # Constructed after NVIDIA/nvidia-docker#365 (host driver upgraded under running containers): the upgrade is
    # host-side evidence, so the host mismatch goes first and the image stays a runner-up.
    log = ("I have upgraded the host nvidia driver to 375.39. Therefore, I got the error message when running "
           "\"nvidia-smi\" command in the container: Failed to initialize NVML: Driver/library version mismatch.\n")
    ids = ranked_ids(log, kb)
    assert ids[0] == "nvml-driver-library-mismatch"
    assert "container-driver-libs-in-image" in ids[:3]


def test_nccl_system_error_in_a_container_with_more_shared_memory_stays_nccl(kb) -> None:
    # Constructed control: --ipc=host already gives the container the host's /dev/shm, so the NCCL system error
    # is not read as Docker's 64 MB default.
    log = ("docker run --gpus all --ipc=host -it trainer\n"
           "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp"
           ":1275, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.1\n")
    assert ranked_ids(log, kb)[0] == "nccl-failure"


def test_nccl_system_error_in_a_container_with_a_socket_failure_stays_nccl(kb) -> None:
    # Constructed after NVIDIA/nccl-tests#14: inside a container, but NCCL_DEBUG names a socket failure.
    log = ("e66aa18dc444:3171:3171 [0] include/socket.h:311 WARN Socket creation failed : Address family not "
           "supported by protocol\nNCCL failure common.cu:874 'unhandled system error'\n")
    assert ranked_ids(log, kb)[0] == "nccl-failure"


def test_nccl_system_error_in_a_default_container_is_shared_memory(kb) -> None:
    # Constructed control: the plain `docker run` (no --ipc=host / --shm-size) and NCCL's system error only.
    log = ("docker run --gpus all -it trainer\n"
           "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp"
           ":1275, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.1\n")
    ids = ranked_ids(log, kb)
    assert ids[:2] == ["shm-too-small", "nccl-failure"]


def test_init_error_with_every_gpu_hidden_is_no_visible_gpu(kb) -> None:
    error = "  CUDA error: initialization error (code 3, ERROR_NOT_INITIALIZED)\n"
    hidden = 'ian@desk:~$ CUDA_VISIBLE_DEVICES="" julia\n' + error
    assert ranked_ids(hidden, kb)[:1] == ["no-visible-gpu"]
    # an index is not "hidden": in a DataLoader worker the same error stays the fork reading
    worker = ("CUDA_VISIBLE_DEVICES=1 python train.py\n  File \"/x/torch/utils/data/_utils/worker.py\", line 302, "
              "in _worker_loop\nRuntimeError: CUDA error: initialization error\n")
    assert ranked_ids(worker, kb)[:1] == ["cuda-fork-reinit"]
