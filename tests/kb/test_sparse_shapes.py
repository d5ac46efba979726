"""Sparse pastes (one to five lines) whose shape is common and whose causes are few.

KB pass 7 (part A) gave a few bare shapes a low-specificity reading so that the likely causes reach the top
three without claiming more than the lines say: an interactive `torch.cuda.is_available()` answered by a bare
`False`, a lone `Bus error (core dumped)`, error 35 with no driver version in sight, and the Paddle 1.x
"error code : 35" form. Real excerpts whose established cause is a runner-up live here (a KB example must rank
its own entry first); the rest are constructed controls that pin what each shape must not claim.
"""

from __future__ import annotations

import pytest
from conftest import ranked_causes, ranked_ids

BARE_REPL_CAUSES = {"cpu-only-build", "driver-not-loaded", "container-no-gpu-access"}


RUNNER_UP_CASES = [
    (
        # Windows laptop with only Intel Iris Xe graphics: bitsandbytes' CUDA call fails with error 35 because no
        # NVIDIA driver exists at all; the maintainer answered that training without an NVIDIA GPU is unsupported
        "https://github.com/Akegarasu/lora-scripts/issues/101",
        "Error CUDA driver version is insufficient for CUDA runtime version at line 167 in file "
        "D:\\ai\\tool\\bitsandbytes\\csrc\\ops.cu\n",
        "driver-not-loaded",
    ),
]


@pytest.mark.parametrize(("source", "log", "want"), RUNNER_UP_CASES,
                         ids=[c[0].split("github.com/")[-1] for c in RUNNER_UP_CASES])
def test_established_cause_is_in_the_top_three(kb, source: str, log: str, want: str) -> None:
    ids = ranked_ids(log, kb)
    assert want in ids[:3], f"{source}: {ids[:3]}"


@pytest.mark.parametrize("log", [
    ">>> import torch\n>>> torch.cuda.is_available()\nFalse\n",
    "$ python -c \"import torch; print(torch.cuda.is_available())\"\nFalse\n",
    "In [2]: torch.cuda.is_available()\nOut[2]: False\n",
])
def test_bare_repl_false_offers_the_three_silent_causes_at_low_confidence(kb, log: str) -> None:
    ranked = ranked_causes(log, kb)
    assert {i for i, _ in ranked[:3]} == BARE_REPL_CAUSES
    assert all(conf == "low" for _, conf in ranked)


def test_repl_false_in_a_container_shell_puts_the_container_first(kb) -> None:
    log = "root@5fc4428edb93:/stage# python\n>>> import torch\n>>> torch.cuda.is_available()\nFalse\n"
    ids = ranked_ids(log, kb)
    assert ids[0] == "container-no-gpu-access"
    assert "cpu-only-build" in ids[:3]


def test_repl_false_on_native_windows_does_not_offer_a_container(kb) -> None:
    log = ("(base) C:\\Users\\me>python\n"
           "Python 3.10.14 | packaged by Anaconda, Inc. | (main, May  6 2024, 19:44:50) "
           "[MSC v.1916 64 bit (AMD64)] on win32\n"
           ">>> import torch\n>>> torch.cuda.is_available()\nFalse\n")
    ids = ranked_ids(log, kb)
    assert "container-no-gpu-access" not in ids
    assert ids[:1] == ["cpu-only-build"]


def test_repl_true_claims_nothing(kb) -> None:
    assert ranked_ids(">>> import torch\n>>> torch.cuda.is_available()\nTrue\n", kb) == []


def test_repl_false_with_a_cuda_wheel_shown_does_not_offer_a_cpu_build(kb) -> None:
    log = ">>> import torch\n>>> torch.__version__\n'2.1.0+cu121'\n>>> torch.cuda.is_available()\nFalse\n"
    ids = ranked_ids(log, kb)
    assert "cpu-only-build" not in ids
    assert {"driver-not-loaded", "container-no-gpu-access"} <= set(ids[:3])


def test_repl_false_with_a_working_driver_banner_does_not_offer_a_missing_driver(kb) -> None:
    log = ("| NVIDIA-SMI 535.104.05   Driver Version: 535.104.05   CUDA Version: 12.2     |\n"
           ">>> import torch\n>>> torch.cuda.is_available()\nFalse\n")
    ids = ranked_ids(log, kb)
    assert "driver-not-loaded" not in ids
    assert ids[:1] == ["cpu-only-build"] or ids[:1] == ["container-no-gpu-access"]


def test_bare_bus_error_is_a_low_shared_memory_suggestion(kb) -> None:
    ranked = ranked_causes("Initializing global model...\nBus error (core dumped)\n", kb)
    assert ranked == [("shm-too-small", "low")]


def test_bus_error_named_in_prose_is_not_the_bare_shape(kb) -> None:
    # the signature wants the shell's own line; a sentence that mentions a bus error is no evidence
    assert "shm-too-small" not in ranked_ids("I get a Bus error (core dumped) when I evaluate the model\n", kb)


def _paddle_device_count_error(code: str) -> str:
    # Paddle 1.5-1.8 gpu_info.cc format (PaddlePaddle/Paddle#18671): the CUDA error only as a number
    return (f"Error: cudaGetDeviceCount failed in paddle::platform::GetCUDADeviceCountImpl, error code : {code}, "
            "Please see detail in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html"
            "#group__CUDART__TYPES_1g3f51e3575c2178246db0a94a430e0038 "
            "at (/paddle/paddle/fluid/platform/gpu_info.cc:67)\n")


def test_paddle_error_code_35_is_the_driver(kb) -> None:
    # 35 is cudaErrorInsufficientDriver
    ranked = ranked_causes(_paddle_device_count_error("35"), kb)
    assert ranked[0] == ("driver-too-old", "medium")


@pytest.mark.parametrize("code", ["3", "30", "38", "350"])
def test_other_paddle_error_codes_are_not_the_driver_version(kb, code: str) -> None:
    ids = ranked_ids(_paddle_device_count_error(code), kb)
    assert ids[:1] != ["driver-too-old"]


def test_insufficient_driver_with_a_driver_banner_does_not_offer_a_missing_driver(kb) -> None:
    log = ("| NVIDIA-SMI 418.87.01    Driver Version: 418.87.01    CUDA Version: 10.1     |\n"
           "RuntimeError: CUDA error: CUDA driver version is insufficient for CUDA runtime version\n")
    ids = ranked_ids(log, kb)
    assert ids[0] == "driver-too-old"
    assert "driver-not-loaded" not in ids


LIBCUDA_MISSING = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                   "'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory\n")


def test_bare_missing_libcuda_is_a_low_missing_driver(kb) -> None:
    # libcuda.so.1 ships with the driver, not with the CUDA toolkit
    assert ranked_causes(LIBCUDA_MISSING, kb)[:1] == [("driver-not-loaded", "low")]


def test_missing_libcuda_in_a_container_shell_is_the_container(kb) -> None:
    ranked = ranked_causes("root@fcbbfb540d33:/workspace# python train.py\n" + LIBCUDA_MISSING, kb)
    assert ranked[0] == ("container-no-gpu-access", "low")
    assert "driver-not-loaded" not in [i for i, _ in ranked]


def test_missing_libcuda_with_a_gpu_request_is_not_a_missing_request(kb) -> None:
    ids = ranked_ids("$ docker run --gpus all -it my-image python train.py\n" + LIBCUDA_MISSING, kb)
    assert ids[:1] != ["container-no-gpu-access"]


def test_missing_libcuda_next_to_a_loaded_kernel_module_is_not_a_missing_driver(kb) -> None:
    log = (LIBCUDA_MISSING + "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:356] driver version file contents: "
           "\"\"\"NVRM version: NVIDIA UNIX x86_64 Kernel Module  367.57  Mon Oct  3 20:37:01 PDT 2016\n")
    assert "driver-not-loaded" not in ranked_ids(log, kb)


NO_DRIVER_ANSWER = ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the "
                    "latest NVIDIA driver is installed and running.\n")


@pytest.mark.parametrize("prompt", ["jovyan@3f2a1b4c5d6e:~$ nvidia-smi\n", "stefan@d3f3c94e1afa:/home$ nvidia-smi\n",
                                    "root@trainer-7d9f8b6c5-x2k4z:/workspace# nvidia-smi\n"])
def test_a_non_root_container_prompt_is_a_container(kb, prompt: str) -> None:
    # Jupyter docker-stacks (jovyan) and `docker run -u` shells (<user>@<12-hex container id>), and the shell of a
    # Kubernetes Deployment pod (<name>-<replicaset hash>-<suffix>)
    assert ranked_ids(prompt + NO_DRIVER_ANSWER, kb)[:1] == ["container-no-gpu-access"]


@pytest.mark.parametrize("line", ["pip install git+https://github.com/foo/bar@0123456789ab\n",
                                  "mail me at joe@deadbeef1234.com\n"])
def test_twelve_hex_digits_after_an_at_sign_elsewhere_are_no_container(kb, line: str) -> None:
    assert ranked_ids(line + NO_DRIVER_ANSWER, kb)[:1] == ["driver-not-loaded"]
