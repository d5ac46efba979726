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
    FactPattern("driver_version", r"Driver Version:\s*(\d{3}\.\d+(?:\.\d+)?)"),
    FactPattern("cuda_driver_max", r"CUDA Version:\s*(\d+\.\d+)"),
    FactPattern("driver_version", r"NVRM version:.*Kernel Module(?: for \S+)?\s+(\d{3}\.\d+(?:\.\d+)?)"),
    FactPattern("driver_version", r"(?i)\bdriver version\s*(?:is|=|:)?\s*(\d{3}\.\d+(?:\.\d+)?)"),
    # PaddlePaddle banner: "device: 0, GPU Compute Capability: 8.0, Driver API Version: 11.2, Runtime API Version: 10.2"
    FactPattern("compute_capability", r"GPU Compute Capability:\s*(\d+\.\d+)"),
    FactPattern("cuda_driver_max", r"Driver API Version:\s*(\d+\.\d+)"),
    FactPattern("cuda_runtime", r"Runtime API Version:\s*(\d+\.\d+)"),
    FactPattern("cudnn_version", r"cuDNN Version:\s*(\d+\.\d+)"),
    # nvcc --version: "Cuda compilation tools, release 11.8, V11.8.89"
    FactPattern("cuda_toolkit", r"Cuda compilation tools, release (\d+\.\d+)"),
    # torch collect_env / version strings
    FactPattern("torch_version", r"(?:PyTorch version|torch(?:==|\s+))\s*:?\s*(\d+\.\d+\.\d+(?:\+\w+)?)"),
    FactPattern("cuda_runtime", r"CUDA used to build PyTorch:\s*(\d+\.\d+)"),
    FactPattern("cuda_runtime", r"(?:^|[\s(])torch[-=]=?\d+\.\d+\.\d+\+cu(\d{3,4})\b"),
    FactPattern("paddle_version", r"(?i)paddlepaddle(?:-gpu)?(?:==|\s+)(\d+\.\d+\.\d+(?:\.post\d+)?)"),
    FactPattern("paddle_version", r"PaddlePaddle (?:version|v)?\s*:?\s*(\d+\.\d+\.\d+)"),
    FactPattern("tensorflow_version", r"(?i)tensorflow(?:-gpu)?(?:==|\s+)(\d+\.\d+\.\d+)"),
    FactPattern("jax_version", r"(?i)\bjaxlib(?:==|\s+)(\d+\.\d+\.\d+)"),
    # TensorFlow: "Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0"
    FactPattern("cudnn_version", r"Loaded runtime CuDNN library:\s*(\d+\.\d+(?:\.\d+)?)"),
    FactPattern("cudnn_built", r"source was compiled with:\s*(\d+\.\d+(?:\.\d+)?)"),
    FactPattern(
        "gpu_name",
        r"(?i)\b((?:NVIDIA )?(?:GeForce |Quadro |Tesla |TITAN )?(?:RTX|GTX|[AHLTV]\d{2,3}|A\d{4})"
        r"\s?[\w -]{0,20}?\d{2,4}(?: Ti| SUPER| PCIe| SXM\d?(?:-\d+GB)?)?)\b",
    ),
    FactPattern("python_version", r"python(3\.\d{1,2})[/\\]"),
    FactPattern("python_version", r"Python (3\.\d{1,2})\.\d+"),
    FactPattern("platform", r"(?i)(microsoft-standard-WSL2|/usr/lib/wsl/lib)"),
    FactPattern("platform", r"([A-Z]:\\(?:Users|Program Files|ProgramData|Python\d+)\\)"),
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
