"""gpu-resolver: rank the root causes of GPU / CUDA environment failures from a log."""

__version__ = "0.1.0"
