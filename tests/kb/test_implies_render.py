"""`resolve show` words `implies` by the entry's kind.

A symptom's implied causes are what it usually means; a cause that implies another (nccl-failure implies
cuda-oom: NCCL failing on a CUDA out-of-memory) steps back when the log shows that cause too, and saying it
"usually means" out-of-memory would misstate the KB.
"""

from __future__ import annotations

from conftest import ranked_ids

from resolver.render.text import entry_lines


def _text(kb, entry_id: str) -> str:
    return "\n".join(text for _, text in entry_lines(kb.by_id[entry_id]))


def test_symptom_lists_what_it_usually_means(kb) -> None:
    assert "Usually means: illegal-memory-access, gpu-hardware-fault, uvm-after-suspend" in _text(
        kb, "cuda-launch-failure")


def test_a_symptom_line_with_its_own_order_says_what_it_usually_means(kb) -> None:
    lines = _text(kb, "no-cuda-device").splitlines()
    mine = [line for line in lines if line.strip().startswith("cpp-extension-no-cuda-runtime [low]")]
    assert mine
    assert mine[0].endswith("(this line usually means: cpu-only-build, container-no-gpu-access, driver-not-loaded, "
                            "no-visible-gpu, driver-too-old, wsl-gpu-setup)")
    other = [line for line in lines if line.strip().startswith("no-cuda-capable-device [")]
    assert other
    assert "usually means" not in other[0]


def test_cause_with_implies_says_it_steps_back(kb) -> None:
    text = _text(kb, "nccl-failure")
    assert "Steps back for, when the log shows it too: cuda-oom, fabric-manager-not-running" in text
    assert "Usually means" not in text


def test_nccl_failure_on_a_cuda_out_of_memory_ranks_the_memory_first(kb) -> None:
    log = ("torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, "
           "unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5\n"
           "ncclUnhandledCudaError: Call to CUDA function failed.\nLast error:\nCuda failure 'out of memory'\n")
    ids = ranked_ids(log, kb)
    assert ids[:2] == ["cuda-oom", "nccl-failure"]


def test_nccl_failure_on_a_fabric_not_ready_ranks_the_fabric_manager_first(kb) -> None:
    # NCCL's CUDACHECK prints WARN("Cuda failure '%s'", cudaGetErrorString(err)) (src/include/checks.h); error 802
    # reads "system not yet initialized" when the NVSwitch fabric was never brought up.
    log = ("torch.distributed.DistBackendError: NCCL error in: "
           "../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, "
           "unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3\n"
           "ncclUnhandledCudaError: Call to CUDA function failed.\nLast error:\n"
           "Cuda failure 'system not yet initialized'\n")
    ids = ranked_ids(log, kb)
    assert ids[:2] == ["fabric-manager-not-running", "nccl-failure"]
