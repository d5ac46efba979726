"""Facts: versions and context read from log lines (driver, CUDA, cuDNN, framework build, GPU, platform).

Each fact pattern is one RE2 regex whose first group is the value; the matcher scans them in the
same multi-pattern pass as the KB signatures, so facts cost nothing extra on a large log.
The last value seen in the log wins (the state just before the failure).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FactPattern:
    """`name` is the fact; group 1 of `regex` is its value."""

    name: str
    regex: str


FACT_PATTERNS: tuple[FactPattern, ...] = (
    # nvidia-smi banner: "| NVIDIA-SMI 470.82.01    Driver Version: 470.82.01    CUDA Version: 11.4 |"
    FactPattern("driver_version", r"Driver Version\s*:\s*(\d{3}\.\d+(?:\.\d+)?)"),
    FactPattern("cuda_driver_max", r"CUDA Version\s*:\s*(\d+\.\d+)"),
    # the same banner's own version: on Linux and native Windows it is the driver's, under WSL2 it is the Linux
    # build of nvidia-smi in /usr/lib/wsl/lib while "Driver Version" is the Windows driver (NVIDIA-SMI 525.60.13,
    # Driver Version: 522.25)
    FactPattern("nvidia_smi_version", r"NVIDIA-SMI (\d{3}\.\d+(?:\.\d+)?)\s+Driver Version"),
    # the banner's Driver Version when it has a Linux driver's form (550.144.03, 410.104): a Windows driver, which
    # WSL2's banner shows, is always NNN.NN, so a Linux form that differs from NVIDIA-SMI is two releases on one system
    FactPattern("banner_driver_linux",
                r"NVIDIA-SMI \d{3}\.\d+(?:\.\d+)?\s+Driver Version\s*:\s*(\d{3}\.\d{2,3}\.\d{2,3}|\d{3}\.\d{3})\b"),
    # nvidia-smi -q: "Product Name                          : NVIDIA GeForce RTX 4070 Laptop GPU"
    FactPattern("gpu_name", r"^\s*Product Name\s*:\s*(\S.*?)\s*$"),
    # /proc/driver/nvidia/version: "NVRM version: NVIDIA UNIX x86_64 Kernel Module  470.82.01  Tue Oct 26 ..."
    FactPattern("driver_version", r"NVRM version:.*Kernel Module(?: for \S+)?\s+(\d{3}\.\d+(?:\.\d+)?)"),
    # collect_env "Nvidia driver version: 535.104.05", "driver version is 470.82.01"
    FactPattern("driver_version", r"(?i)\bdriver version\s*(?:is|=|:)?\s*(\d{3}\.\d+(?:\.\d+)?)"),
    # nvidia-smi --query-gpu=name,driver_version,... --format=csv: "NVIDIA GeForce RTX 3090, 535.104.05, 24576 MiB"
    FactPattern("driver_version",
                r"^\s*(?:NVIDIA |Tesla |Quadro )?[A-Za-z][\w -]{1,40}, (\d{3}\.\d{2,3}(?:\.\d{2,3})?)\s*(?:,|$)"),
    FactPattern("gpu_name",
                r"^\s*((?:NVIDIA |Tesla |Quadro )?[A-Za-z][\w -]{1,40}?), \d{3}\.\d{2,3}(?:\.\d{2,3})?\s*(?:,|$)"),
    # PaddlePaddle banner: "device: 0, GPU Compute Capability: 8.0, Driver API Version: 11.2, Runtime API Version: 10.2"
    FactPattern("compute_capability", r"GPU Compute Capability:\s*(\d+\.\d+)"),
    FactPattern("compute_capability_int", r"CUDA Capability:\s*(\d{2,3})\b"),
    FactPattern("cuda_driver_max", r"Driver API Version:\s*(\d+\.\d+)"),
    FactPattern("cuda_runtime", r"Runtime API Version:\s*(\d+\.\d+)"),
    FactPattern("paddle_driver_api", r"Driver API Version:\s*(\d+\.\d+)"),
    FactPattern("paddle_runtime_api", r"Runtime API Version:\s*(\d+\.\d+)"),
    # Paddle: "The installed Paddle is compiled with CUDA 11.8, but CUDA runtime version in your machine is 11.6"
    FactPattern("build_cuda", r"Paddle is compiled with CUDA (\d+\.\d+)"),
    # Paddle: "... not compatible with Paddle installation with arch: 61 70 75 80 86 90 , it is recommended ..."
    FactPattern("build_archs", r"Paddle installation with arch: ((?:\d{2,3}\s+)+)"),
    FactPattern("cudnn_version", r"cuDNN Version:\s*(\d+\.\d+)"),
    # Paddle: "The installed Paddle is compiled with CUDNN 8.1, but CUDNN version in your machine is 8.0"
    FactPattern("cudnn_built", r"(?i)Paddle is compiled with CUDNN (\d+\.\d+)"),
    FactPattern("cudnn_version", r"(?i)but CUDNN version in your machine is (\d+\.\d+)"),
    # paddle.version.show(): "full_version: 2.5.1", "cuda: '11.8'", "cudnn: '8.6.0'"
    FactPattern("paddle_version", r"^\s*full_version:\s*(\d+\.\d+\.\d+\S*)"),
    FactPattern("build_cuda", r"^\s*cuda:\s*'?(\d+\.\d+)'?\s*$"),
    FactPattern("cudnn_built", r"^\s*cudnn:\s*'?(\d+\.\d+(?:\.\d+)?)'?\s*$"),
    # paddle.utils.run_check(): "PaddlePaddle works well on 1 GPU."
    FactPattern("paddle_gpu_check", r"(PaddlePaddle works well on \d+ GPUs?)"),
    # nvcc --version: "Cuda compilation tools, release 11.8, V11.8.89"
    FactPattern("cuda_toolkit", r"Cuda compilation tools, release (\d+\.\d+)"),
    # torch collect_env / version strings
    FactPattern("torch_version", r"(?:PyTorch version|torch(?:==|\s+))\s*:?\s*(\d+\.\d+\.\d+(?:\+\w+)?)"),
    FactPattern("cuda_runtime", r"CUDA used to build PyTorch:\s*(\d+\.\d+)"),
    FactPattern("build_cuda", r"CUDA used to build PyTorch:\s*(\d+\.\d+)"),
    FactPattern("cuda_runtime", r"(?:^|[\s(])torch[-=]=?\d+\.\d+\.\d+\+cu(\d{3,4})\b"),
    FactPattern("cuda_toolkit", r"^CUDA runtime version:\s*(\d+\.\d+)"),
    # NVIDIA Warp's greeting (warp/_src/context.py): "   CUDA Toolkit 12.8, Driver 12.2", the CUDA its library was
    # built with and the newest CUDA the driver supports (both cut to major.minor by Warp itself); "Driver 0.0" is
    # Warp 1.7 finding no driver at all, not a version
    FactPattern("cuda_runtime", r"^\s*CUDA Toolkit (\d+\.\d+), Driver [1-9]\d*\.\d+"),
    FactPattern("cuda_driver_max", r"^\s*CUDA Toolkit \d+\.\d+, Driver ([1-9]\d*\.\d+)"),
    # PyTorch: "The NVIDIA driver on your system is too old (found version 11040)" (11040 = CUDA 11.4); some
    # builds print it without the space: "is too old(found version 11020)"
    FactPattern("cuda_driver_max", r"driver on your system is too old ?\(found version (\d{4,5})\)"),
    # conda: "cudatoolkit=11.2" / "cudatoolkit   11.2.2   h..." is the CUDA runtime the environment uses
    FactPattern("cuda_runtime", r"\bcudatoolkit(?:==?|\s+)(\d+\.\d+)"),
    # PyTorch: "The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90."
    FactPattern("build_archs", r"supports CUDA capabilities ((?:sm_\d+\s*)+)"),
    FactPattern("compute_capability_int", r"with CUDA capability sm_(\d{2,3}) is not compatible"),
    # newer PyTorch's form of the same warning: "Found GPU0 NVIDIA GeForce GTX 1080 which is of compute capability
    # (CC) 6.1."
    FactPattern("compute_capability", r"Found GPU\d+ .+ which is of compute capability \(CC\) (\d+\.\d+)\."),
    FactPattern("gpu_name", r"Found GPU\d+ (.+?) which is of compute capability \(CC\)"),
    # pip list / pip freeze / conda list
    FactPattern("paddle_version", r"(?i)paddlepaddle(?:-gpu)?(?:==|\s+)(\d+\.\d+\.\d+(?:\.post\d+)?)"),
    FactPattern("paddle_version", r"PaddlePaddle (?:version|v)?\s*:?\s*(\d+\.\d+\.\d+)"),
    # pip's own output and wheel file names: "Successfully installed paddlepaddle-gpu-2.6.0.post120",
    # "Downloading paddlepaddle_gpu-2.5.1.post117-cp39-cp39-linux_x86_64.whl"
    FactPattern("paddle_version", r"(?i)\bpaddlepaddle[-_]gpu-(\d+\.\d+\.\d+(?:rc\d+)?(?:\.post\d+)?)"),
    FactPattern("pip_paddle_cpu", r"(?i)^\s*paddlepaddle(?:==|\s+)(\d+\.\d+\.\d+\S*)"),
    # pip's summary line (pip/_internal/commands/install.py: "Successfully installed" + "name-version" items) names
    # the CPU package "paddlepaddle-2.6.1" (the CUDA one is "paddlepaddle-gpu-..."); docker build may prefix it
    FactPattern("pip_paddle_cpu", r"(?:^|\s)Successfully installed\b.*\spaddlepaddle-(\d+\.\d+\.\d+\S*)"),
    FactPattern("pip_paddle_gpu", r"(?i)^\s*paddlepaddle-gpu(?:==|\s+)(\d+\.\d+\.\d+\S*)"),
    FactPattern("tensorflow_version", r"(?i)tensorflow(?:-gpu)?(?:==|\s+)(\d+\.\d+\.\d+)"),
    # TensorFlow's issue template and user prints: "TensorFlow Version: 2.12.1", "My tensorflow version is 2.12.0"
    FactPattern("tensorflow_version", r"(?i)\btensor ?flow version(?: is)?:?\s*v?(\d+\.\d+\.\d+)"),
    # Native Windows named in prose or templates: "OS: Microsoft Windows 11 Pro", "My system is Windows 11.", a bare
    # "Windows 10" line under "OS Platform and Distribution", "win10"
    FactPattern("windows_os",
                r"(?i)(?:^\s*|\b(?:OS|system is|platform(?: and distribution)?):?\s*)"
                r"((?:Microsoft )?Win(?:dows)? ?1[01])\b"),
    FactPattern("jax_version", r"(?i)\bjaxlib(?:==|\s+)(\d+\.\d+\.\d+)"),
    # TensorFlow: "Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0"
    # (older TensorFlow: "Loaded runtime CuDNN library: 7005 (compatibility version 7000) but source was compiled
    # with 7101 (compatibility version 7100)"); TensorFlow prints it only when it refuses the loaded cuDNN.
    FactPattern("cudnn_version", r"Loaded runtime CuDNN library:\s*(\d+(?:\.\d+){0,2})"),
    FactPattern("cudnn_built", r"source was compiled with:?\s*(\d+(?:\.\d+){0,2})"),
    FactPattern("cudnn_refused", r"(Loaded runtime CuDNN library:.*?but source was compiled with:?\s*\d[\d.]*)"),
    # nvidia-smi table row "|   0  NVIDIA GeForce RTX 3090    Off  | 00000000:01:00.0 ..."; `nvidia-smi -L` /
    # collect_env "GPU 0: NVIDIA GeForce RTX 4090 (UUID: ...)"
    FactPattern("gpu_name", r"^\|\s+\d+\s+((?:NVIDIA |Tesla |Quadro )?[A-Za-z][\w .-]*?[\w.])\s+(?:On|Off)\s+\|"),
    FactPattern("gpu_name", r"\bGPU \d+: ((?:NVIDIA |Tesla |Quadro )?[A-Za-z][\w .-]*?[\w.])\s*(?:\(UUID|$)"),
    FactPattern(
        "gpu_name",
        r"(?i)\b((?:NVIDIA )?(?:GeForce |Quadro |Tesla |TITAN )?(?:RTX|GTX|[AHLTV]\d{2,3}|A\d{4})"
        r"\s?[\w -]{0,20}?\d{2,4}(?: Ti| SUPER| PCIe| SXM\d?(?:-\d+GB)?)?)\b",
    ),
    # Container images: nvidia/cuda:12.4.0-..., paddlepaddle/paddle:2.6.1-gpu-cuda12.0-...,
    # pytorch/pytorch:...-cuda12.1-...
    FactPattern("image_cuda", r"\bnvidia/cuda:(\d+\.\d+)(?:\.\d+)?\b"),
    # nvidia-container-cli: "requirement error: unsatisfied condition: cuda>=12.8" (the image's NVIDIA_REQUIRE_CUDA)
    FactPattern("image_cuda", r"unsatisfied condition: cuda\s*>=\s*(\d+\.\d+)"),
    # NGC images: "ERROR: This container was built for NVIDIA Driver Release 535.86 or later, but"
    FactPattern("image_min_driver", r"built for NVIDIA Driver Release (\d{3}\.\d+(?:\.\d+)?) or later"),
    FactPattern("image_cuda", r"\bpaddle:\S*-gpu-cuda(\d+\.\d+)"),
    FactPattern("image_cuda", r"\bpytorch/pytorch:\S*-cuda(\d+\.\d+)"),
    # The two halves of the driver, for Driver/library mismatches: the loaded kernel module (/proc/driver/nvidia/
    # version, dmesg "NVRM: loading ... Kernel Module  535.54.03", NVRM API mismatch, TensorFlow cuda_diagnostics)
    # and the user-space library that talked to it (nvidia-smi's "NVML library version: 565.57", the NVRM "client",
    # TensorFlow's libcuda "DSO"). Both are cut to branch.minor: nvidia-smi prints only two components.
    FactPattern("kernel_module_version",
                r"NVRM (?:version:|: loading) NVIDIA UNIX .*Kernel Module(?: for \S+)?\s+(\d{3}\.\d+)"),
    FactPattern("kernel_module_version", r"this kernel module has(?: NVRM:)? the version (\d{3}\.\d+)"),
    FactPattern("kernel_module_version", r"kernel reported version is:? (\d{3}\.\d+)"),
    FactPattern("kernel_module_version", r"kernel version (\d{3}\.\d+)[\d.]* does not match DSO version"),
    FactPattern("driver_lib_version", r"^\s*NVML library version: (\d{3}\.\d+)"),
    FactPattern("driver_lib_version",
                r"NVRM: API mismatch: the client (?:'[^']*' \(pid \d+\) )?has the version (\d{3}\.\d+)"),
    FactPattern("driver_lib_version", r"does not match DSO version (\d{3}\.\d+)"),
    FactPattern("driver_lib_version", r"libcuda reported version is:? (\d{3}\.\d+)"),
    FactPattern("python_version", r"python(3\.\d{1,2})[/\\]"),
    FactPattern("python_version", r"Python (3\.\d{1,2})\.\d+"),
    FactPattern("python_version", r"Python version:\s*(3\.\d{1,2})"),
    FactPattern("platform", r"(?i)(microsoft-standard-WSL2|/usr/lib/wsl/lib)"),
    # a Windows path in a traceback: 'File "D:\python\lib\site-packages\torch\__init__.py"'
    FactPattern("platform", r"(?:^|[\s\"'(])([A-Z]:\\)[\w.$ -]*\\"),
    FactPattern("win_error", r"\[WinError (\d+)\]"),
    FactPattern("container", r"(docker run\b.*|/\.dockerenv|kubectl \w+.*)"),
)

FRAMEWORK_PATTERNS: tuple[FactPattern, ...] = (
    FactPattern("framework", r"(?i)[/\\](paddle|torch|tensorflow|jax(?:lib)?)[/\\]"),
    FactPattern("framework", r"(?i)\b(paddle)(?:paddle|\.fluid|\.utils|\.device|\.set_device|ocr|nlp|detection)"),
    FactPattern("framework", r"\b(torch)\.(?:cuda|distributed|nn|_C|utils)\b"),
    FactPattern("framework", r"\b(tensorflow)/(?:core|compiler|stream_executor|python)\b"),
    FactPattern("framework", r"\b(jax)(?:lib)?(?:\.|\s)"),
)


def framework_name(value: str) -> str:
    """Normalise a framework fact value to a KB framework name."""
    v = value.lower()
    if v.startswith("paddle"):
        return "paddle"
    if v.startswith("torch"):
        return "pytorch"
    if v.startswith("jax"):
        return "jax"
    return "tensorflow" if v.startswith("tensorflow") else v


def normalize(name: str, value: str) -> str:
    """Canonical form of a fact value (`python_version` "310" from a Windows path -> "3.10")."""
    if name == "framework":
        return framework_name(value)
    if name == "build_archs":
        from resolver.matrices import parse_archs

        archs, ptx = parse_archs(value)
        return ";".join(archs + ([f"compute_{ptx}"] if ptx and ptx not in archs else [])) if archs else value
    if name in ("cudnn_version", "cudnn_built") and value.isdigit() and len(value) in (4, 5):
        # cudnnGetVersion(): 1000 * major + 100 * minor + patch (cuDNN 9: 10000 * major + 100 * minor + patch)
        number = int(value)
        major, rest = (number // 10000, number % 10000) if len(value) == 5 else (number // 1000, number % 1000)
        return f"{major}.{rest // 100}.{rest % 100}"
    if name == "cuda_driver_max" and value.isdigit() and len(value) in (4, 5):
        number = int(value)  # cudaDriverGetVersion: 1000 * major + 10 * minor
        return f"{number // 1000}.{number % 1000 // 10}"
    return value
