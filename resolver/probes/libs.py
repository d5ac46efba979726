"""The `libs.*` probes: can the CUDA libraries be loaded, from where, and which version.

All six libraries are tried in one child process (`_child_libs.py`); `observe_lib` turns its
reading of one library into an Observation and is pure (tested on recorded readings).
"""

from __future__ import annotations

import json
import os
from typing import Any

from resolver.probes import Observation, ProbeSpec
from resolver.probes._proc import run_child

LIBS: dict[str, tuple[str, str | None]] = {
    # key: (title, KB cause when it cannot be loaded)
    "cuda": ("libcuda (CUDA driver API, part of the NVIDIA driver)", "driver-not-loaded"),
    "cudart": ("libcudart (CUDA runtime)", "cuda-runtime-lib-missing"),
    "cublas": ("libcublas", "cuda-runtime-lib-missing"),
    "cudnn": ("libcudnn", "cudnn-lib-missing"),
    "nccl": ("libnccl", None),
    "nvml": ("libnvidia-ml (NVML, part of the NVIDIA driver)", "nvml-library-not-found"),
}
SPECS = tuple(ProbeSpec(f"libs.{key}", f"load {title}", 10.0) for key, (title, _) in LIBS.items())

# cuInit / cudaGetDeviceCount results worth naming (CUresult and cudaError_t share these numbers).
CUDA_ERRORS: dict[int, tuple[str, str | None]] = {
    3: ("initialization error", None),
    34: ("a stub libcuda was loaded instead of the driver's (CUDA_ERROR_STUB_LIBRARY)", "container-no-gpu-access"),
    35: ("the driver is older than this CUDA runtime needs (insufficient driver)", "driver-too-old"),
    100: ("no CUDA-capable device is detected", "no-visible-gpu"),
    101: ("invalid device ordinal", "invalid-device-ordinal"),
    209: ("no kernel image is available for the device", "no-kernel-image"),
    222: ("the PTX was compiled with an unsupported toolchain", "driver-too-old"),
    803: ("system has unsupported display driver / cuda driver combination", "driver-too-old"),
    804: ("forward compatibility was attempted on non supported HW", "driver-too-old"),
    999: ("unknown error", None),
}


def cuda_int_version(value: Any) -> str | None:
    """12040 -> "12.4" (cuDriverGetVersion / cudaRuntimeGetVersion / NVML)."""
    if not isinstance(value, int) or value <= 0:
        return None
    return f"{value // 1000}.{(value % 1000) // 10}"


def packed_version(value: Any) -> str | None:
    """cudnnGetVersion() and ncclGetVersion(): 8906 -> "8.9.6" (M*1000+m*100+p), 90100 -> "9.1.0" (M*10000+m*100+p).

    cuDNN 9 and NCCL 2.9+ use the second form (NCCL 2.8: 2804; 2.19.3: 21903).
    """
    if not isinstance(value, int) or value <= 0:
        return None
    if value >= 10000:
        return f"{value // 10000}.{(value % 10000) // 100}.{value % 100}"
    return f"{value // 1000}.{(value % 1000) // 100}.{value % 100}"


def _version_text(key: str, reading: dict[str, Any]) -> str | None:
    if key in ("cuda", "cudart"):
        return cuda_int_version(reading.get("version"))
    if key == "cudnn":
        return packed_version(reading.get("version"))
    if key == "nccl":
        return packed_version(reading.get("version"))
    if key == "cublas":
        return reading.get("version_text")
    return None


def observe_lib(key: str, reading: dict[str, Any], *, container: bool = False) -> Observation:
    pid = f"libs.{key}"
    title, missing_cause = LIBS[key]
    version = _version_text(key, reading)
    value = {k: reading.get(k) for k in ("loaded", "name", "by_path", "found", "errors") if reading.get(k)}
    if version:
        value["version"] = version
    facts: dict[str, str] = {}
    if version and key == "cudart":
        # The system's libcudart, not necessarily the one a framework loads (pip wheels bring their
        # own): so not `cuda_runtime`, which the framework probes give.
        facts["cudart_version"] = version
    elif version and key == "cudnn":
        facts["cudnn_version"] = version
    elif version and key == "nccl":
        facts["nccl_version"] = version
    elif version and key == "cuda":
        facts["cuda_driver_max"] = version
    if key == "cudart" and reading.get("driver_version"):
        drv = cuda_int_version(reading.get("driver_version"))
        if drv:
            facts["cuda_driver_max"] = drv
    where = reading.get("loaded") or reading.get("by_path")
    if where:
        how = "loads" if reading.get("loaded") else "is not on the loader path but loads by its full path"
        detail = f"{os.path.basename(str(reading.get('name') or where))} {how} from {where}"
        detail += f" (version {version})" if version else ""
        status, cause = "ok", None
        for field, what in (("cuInit", "cuInit"), ("device_count_rc", "cudaGetDeviceCount")):
            rc = reading.get(field)
            if isinstance(rc, int) and rc != 0:
                words, err_cause = CUDA_ERRORS.get(rc, (f"error {rc}", None))
                value[field] = rc
                # Without a loadable driver, "insufficient driver" only means "no driver".
                if rc == 35 and key == "cudart" and not reading.get("driver_version"):
                    words, err_cause = "no CUDA driver is installed or loadable (insufficient driver)", None
                if err_cause == "container-no-gpu-access" and not container:
                    err_cause = None
                detail += f"; {what} fails with {rc}: {words}"
                status, cause = "problem", err_cause
        if status == "ok" and not reading.get("loaded") and key in ("cudart", "cublas", "cudnn"):
            detail += " (frameworks with an rpath to it, such as pip nvidia-* wheels, still find it)"
        return Observation(pid, status, value, detail + ".", cause, facts)
    found = reading.get("found") or []
    cause = missing_cause
    if key in ("cuda", "nvml") and container:
        cause = "container-no-gpu-access"
    first_err = (reading.get("errors") or ["not found"])[0]
    detail = f"{title} cannot be loaded: {first_err}"
    if found:
        detail += f"; copies exist at {', '.join(found[:3])} but none loads"
    return Observation(pid, "problem", value, detail + ".", cause, facts)


def _search_dirs() -> list[str]:
    from resolver.probes.host import cuda_home_dirs, pip_nvidia_lib_dirs

    dirs = pip_nvidia_lib_dirs() + cuda_home_dirs()
    conda = os.environ.get("CONDA_PREFIX")
    if conda:
        dirs.append(os.path.join(conda, "Library", "bin") if os.name == "nt" else os.path.join(conda, "lib"))
    if os.name == "nt":
        dirs += [p for p in os.environ.get("PATH", "").split(os.pathsep) if "cuda" in p.lower() or "cudnn" in p.lower()]
    else:
        dirs += ["/usr/lib/wsl/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib/aarch64-linux-gnu"]
    return [d for d in dict.fromkeys(dirs) if os.path.isdir(d)]


def run(ids: list[str], timeout: float) -> dict[str, Observation]:
    from resolver.probes.host import in_container

    keys = [i.split(".", 1)[1] for i in ids]
    reading, why = run_child("_child_libs.py", [json.dumps({"keys": keys, "dirs": _search_dirs()})], timeout)
    if reading is None:
        return {f"libs.{k}": Observation(f"libs.{k}", "unavailable", None, f"library loading failed: {why}.")
                for k in keys}
    return {f"libs.{k}": observe_lib(k, reading.get(k) or {}, container=in_container()) for k in keys}
