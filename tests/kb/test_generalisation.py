"""Wordings the KB must read right although no entry cites their thread.

Each case is a real excerpt (whole lines, unedited) from a public thread that no KB entry cites as
an example; the test fails when one of them gets cited (then it no longer measures anything) or
when the expected cause is not ranked first. `None` means "no GPU-environment problem": the log
must get no high or medium hypothesis.
"""

from __future__ import annotations

import pytest
from conftest import thread_key

from resolver.api import get_kb, resolve_text

CASES: list[tuple[str, str | None, str]] = [
    (
        "https://github.com/tensorflow/tensorflow/issues/35036",
        None,
        "2020-07-23 23:23:51.875741: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] "
        "Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found\n"
        "2020-07-23 23:23:51.880431: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above "
        "cudart dlerror if you do not have a GPU set up on your machine.\n",
    ),
    (
        "https://github.com/HyperGAN/HyperGAN/issues/257",
        None,
        "2020-06-15 16:20:17.522968: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] "
        "Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found\n"
        "2020-06-15 16:20:17.527961: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above "
        "cudart dlerror if you do not have a GPU set up on your machine.\n",
    ),
    (
        "https://github.com/tensorflow/tensorflow/issues/42354",
        "windows-dll-not-found",
        "2020-08-14 14:25:24.281317: W tensorflow/stream_executor/platform/default/dso_loader.cc:59] "
        "Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found\n"
        "2020-08-14 14:25:24.282305: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above "
        "cudart dlerror if you do not have a GPU set up on your machine.\n"
        "2020-08-14 14:25:28.855733: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] "
        "Successfully opened dynamic library nvcuda.dll\n"
        "2020-08-14 14:25:29.710114: W tensorflow/stream_executor/platform/default/dso_loader.cc:59] "
        "Could not load dynamic library 'cublas64_10.dll'; dlerror: cublas64_10.dll not found\n",
    ),
    (
        "https://github.com/jax-ml/jax/issues/30050",
        "cuda-runtime-lib-missing",
        "ERROR:2025-07-08 12:39:34,990 jax._src.xla_bridge:444] Jax plugin configuration error: Exception "
        "when calling jax_plugins.xla_cuda12.initialize()\n"
        "...\n"
        "RuntimeError: Unable to load cuSPARSE. Is it installed?\n"
        "WARNING:2025-07-08 12:39:34,994 jax._src.xla_bridge:794] An NVIDIA GPU may be present on this "
        "machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.\n",
    ),
    (
        "https://github.com/michael-0brien/cryojax/issues/559",
        "cuda-runtime-lib-missing",
        "RuntimeError: jaxlib/cuda/versions_helpers.cc:81: operation cusparseGetProperty(MAJOR_VERSION, "
        "&major) failed: The cuSPARSE library was not found.\n",
    ),
    (
        "https://github.com/chelsea0x3b/cudarc/issues/296",
        "wsl-gpu-setup",
        'Unable to find cuda lib under the names ["cuda", "nvcuda"] in WSL2\n'
        "Currently, adding `/usr/lib/wsl/lib` to the `LD_LIBRARY_PATH` can fix this error.\n",
    ),
    (
        "https://github.com/jianchang512/pyvideotrans/issues/160",
        "cudnn-version-mismatch",
        '> python: symbol lookup error:  "../anaconda3/envs/pyvideotrans/lib/python3.10/site-packages/torch/'
        "lib/../../nvidia/cudnn/lib/libcudnn_cnn_infer.so.8: undefined symbol: "
        "_Z20traceback_iretf_implPKcRKN5cudnn16InternalStatus_tEb, version libcudnn_ops_infer.so.8\n",
    ),
    (
        "https://github.com/endernewton/tf-faster-rcnn/issues/436",
        "cudnn-version-mismatch",
        "E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7201 "
        "(compatibility version 7200) but source was compiled with 7004 (compatibility version 7000).  If "
        "using a binary install, upgrade your CuDNN library to match.\n",
    ),
    (
        "https://github.com/NVIDIA/nvidia-container-toolkit/issues/289",
        "container-driver-libs-in-image",
        "stderr: nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/"
        "706b1d1b6de681b6daf1cab979336a9d465d9b333962cc17db663f2e334d5776/merged/usr/lib/x86_64-linux-gnu/"
        "libnvidia-ml.so.1: file exists: unknown.\n",
    ),
    (
        "https://github.com/ollama/ollama/issues/8426",
        "uvm-after-suspend",
        "Mint Linux Power->Session->Suspend  _[computer powers down]_\n"
        "`Error: POST predict: Post \"http://127.0.0.1:39149/completion\": EOF`\n"
        " CUDA error: unspecified launch failure\n",
    ),
    (
        "https://github.com/ultralytics/ultralytics/issues/7716",
        "uvm-after-suspend",
        "the error happen if i suspend my device and try to run the script , but if i repoot my device the "
        "error solved !\n"
        "RuntimeError: CUDA error: unspecified launch failure\n",
    ),
    (
        "https://github.com/NVIDIA/nvidia-container-toolkit/issues/1155",
        "uvm-after-suspend",
        "After resuming from suspension, NVIDIA GPU functionality inside rootless Docker containers stops "
        "working, even though nvidia-smi runs successfully within the container.\n",
    ),
    (
        "https://github.com/microsoft/WSL/issues/14339",
        "wsl-gpu-setup",
        "$ nvidia-smi\n"
        "Failed to initialize NVML: GPU access blocked by the operating system\n"
        "Failed to properly shut down NVML: GPU access blocked by the operating system\n",
    ),
    (
        # No toolkit to build an extension with: settled by installing one, which no cause id names apart.
        "https://github.com/sshaoshuai/PointRCNN/issues/34",
        None,
        "OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.\n",
    ),
    (
        # A toolkit without its headers, settled by installing CUDA again.
        "https://github.com/wang-xinyu/tensorrtx/issues/105",
        None,
        "/home/jj/**tensorrtx/lenet/main.cpp:2:10: fatal error: cuda_runtime_api.h: No such file or directory\n"
        " #include \"cuda_runtime_api.h\"**\n"
        "          ^~~~~~~~~~~~~~~~~~~~\n"
        "compilation terminated.\n",
    ),
    (
        # cuInit's 999 through a binding on a Bumblebee laptop with the wrong libGL alternative: not the suspend case.
        "https://github.com/JuliaGPU/CUDAdrv.jl/issues/50",
        None,
        "ccall((:cuInit,\"/usr/lib/x86_64-linux-gnu/libcuda.so\"),Cint,(Cint,),0) = 999\n",
    ),
    (
        # A torch library of another release, after a pinned package pulled in an older torch on Colab.
        "https://github.com/deepset-ai/haystack/issues/1786",
        None,
        "OSError: libtorch_cuda_cpp.so: cannot open shared object file: No such file or directory\n",
    ),
    (
        # A CUDA torchvision wheel next to a +cpu torch.
        "https://github.com/pytorch/pytorch/issues/122494",
        None,
        "    if torch._C._dispatch_has_kernel_for_dispatch_key(self.qualname, \"Meta\"):\n"
        "E   RuntimeError: operator torchvision::nms does not exist\n",
    ),
    (
        # DeepSpeed's JIT build in an image without the CUDA compiler.
        "https://github.com/pytorch/ignite/issues/1710",
        None,
        "FileNotFoundError: [Errno 2] No such file or directory: '/usr/local/cuda/bin/nvcc'\n",
    ),
]


@pytest.fixture(scope="module")
def bundled():
    return get_kb()


def test_cases_are_not_cited_by_the_kb(bundled) -> None:
    cited = {thread_key(x.source) for e in bundled.entries for x in e.examples_match + e.examples_no_match}
    cited |= {thread_key(r) for e in bundled.entries for r in e.references}
    assert not [src for src, _, _ in CASES if thread_key(src) in cited]


@pytest.mark.parametrize(("source", "expected", "log"), CASES, ids=[thread_key(c[0]) for c in CASES])
def test_unseen_wording_ranks_right(bundled, source: str, expected: str | None, log: str) -> None:
    report = resolve_text(log, kb=bundled, fallback=False)
    if expected is None:
        assert [h.entry.id for h in report.hypotheses if h.confidence in ("high", "medium")] == []
    else:
        assert report.hypotheses, f"{source}: no hypothesis"
        assert report.hypotheses[0].entry.id == expected, [h.entry.id for h in report.hypotheses[:3]]
