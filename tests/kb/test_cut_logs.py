"""Logs that stop before their error line still get a (low) reading from the frames or tables they do show.

Each case is a real excerpt whose thread established the `want` cause; what the reporter pasted ends before
the line that names it (a fork-pool traceback, a set_device frame) or is only the table they were asked
for (`nvidia-smi topo -m`, a dmesg of IOMMU faults, an `ls` of /usr/lib/wsl/lib). The reading must be
first and only `low`, and a log that does show its error line must keep that reading first.
"""

from __future__ import annotations

import pytest
from conftest import ranked_ids

from resolver.api import resolve_text

CASES = [
    (
        # PaddleOCR built in the parent, then a multiprocessing Pool forked the workers (use spawn)
        "https://github.com/PaddlePaddle/PaddleOCR/issues/17144",
        "Process ForkPoolWorker-24787:\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/lib/python3.10/multiprocessing/process.py", line 314, in _bootstrap\n'
        "    self.run()\n"
        '  File "/usr/lib/python3.10/multiprocessing/pool.py", line 109, in worker\n'
        "    initializer(*initargs)\n",
        "cuda-fork-reinit",
    ),
    (
        # CUDA tensors built in the parent and read by DataLoader(num_workers=2) workers
        "https://github.com/pytorch/pytorch/issues/4377",
        "RuntimeError: Traceback (most recent call last):\n"
        '  File "/home/u/anaconda3/envs/pyt/lib/python3.6/site-packages/torch/utils/data/dataloader.py",'
        " line 42, in _worker_loop\n"
        "    samples = collate_fn([dataset[i] for i in batch_indices])\n",
        "cuda-fork-reinit",
    ),
    (
        # all_reduce_perf hung between GPUs behind PCIe switches; disabling VT-d fixed it
        "https://github.com/NVIDIA/nccl/issues/667",
        "\tGPU0\tGPU1\tGPU2\tGPU3\tCPU Affinity\tNUMA Affinity\n"
        "GPU0\t X \tPXB\tSYS\tSYS\t0-27,56-83\t0\n"
        "GPU1\tPXB\t X \tSYS\tSYS\t0-27,56-83\t0\n",
        "nccl-failure",
    ),
    (
        # MirroredStrategy all-reduce hang with IOMMU faults on the GPUs' DMA writes
        "https://github.com/tensorflow/tensorflow/issues/32654",
        "[1478401.486621] DMAR: DRHD: handling fault status reg 502\n"
        "[1478401.486981] DMAR: [DMA Write] Request device [02:00.0] fault addr cd139000 [fault reason 05]"
        " PTE Write access is not set\n",
        "nccl-failure",
    ),
    (
        # torchrun started more ranks than the one GPU the machine has
        "https://github.com/hpcaitech/ColossalAI/issues/2439",
        '  File "/home/a/.local/lib/python3.10/site-packages/colossalai/context/parallel_context.py",'
        " line 519, in set_device\n"
        "    torch.cuda.set_device(device_ordinal)\n",
        "invalid-device-ordinal",
    ),
    (
        # the Windows driver had not provisioned libcuda into WSL; reinstalling the WSL driver restored it
        "https://github.com/microsoft/WSL/issues/5604",
        "libd3d12.so  libd3d12core.so  libdirectml.so  libdxcore.so\n",
        "wsl-gpu-setup",
    ),
]


@pytest.mark.parametrize(("source", "log", "want"), CASES, ids=[c[0].split("github.com/")[1] for c in CASES])
def test_cut_log_reads_its_cause_first_and_low(kb, source: str, log: str, want: str) -> None:
    hyps = resolve_text(log, kb=kb, fallback=False).hypotheses
    assert hyps, source
    assert (hyps[0].entry.id, hyps[0].confidence) == (want, "low"), f"{source}: {[h.entry.id for h in hyps]}"


def test_worker_frames_do_not_outrank_the_error_they_print(kb) -> None:
    log = (
        "Process ForkPoolWorker-3:\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/lib/python3.10/multiprocessing/process.py", line 314, in _bootstrap\n'
        "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 7.79 GiB total capacity;"
        " 6.61 GiB already allocated; 9.44 MiB free; 6.71 GiB reserved in total by PyTorch)\n"
    )
    assert ranked_ids(log, kb)[:1] == ["cuda-oom"]


def test_topology_table_does_not_outrank_an_error_line(kb) -> None:
    log = (
        "\tGPU0\tGPU1\tCPU Affinity\tNUMA Affinity\n"
        "GPU0\t X \tNV4\t0-31\t0\n"
        "RuntimeError: CUDA error: invalid device ordinal\n"
    )
    assert ranked_ids(log, kb)[:1] == ["invalid-device-ordinal"]


def test_wsl_listing_with_libcuda_is_not_read(kb) -> None:
    log = "libcuda.so  libcuda.so.1  libd3d12.so  libd3d12core.so  libdxcore.so  libnvidia-ml.so.1  nvidia-smi\n"
    assert "wsl-gpu-setup" not in ranked_ids(log, kb)
