"""The `nvml` probe: NVML through pynvml (nvidia-ml-py), read in a child process.

`observe(reading, in_container=...)` turns the child's JSON reading into an Observation; it is pure
so recorded readings of real GPU machines (tests/data/probes/) exercise it without a GPU.
"""

from __future__ import annotations

from typing import Any

from resolver.probes import Observation, ProbeSpec
from resolver.probes._proc import run_child

SPECS = (ProbeSpec("nvml", "NVML (driver, GPUs) through pynvml", 8.0),)

# Each NVML error at nvmlInit and the KB cause it means. A callable picks by context
# (in a container or not); None: no single cause (the detail still says what NVML answered).
NVML_ERROR_CAUSES: dict[str, str | None] = {
    "NVMLError_LibraryNotFound": "nvml-library-not-found",
    "NVMLError_DriverNotLoaded": "driver-not-loaded",
    "NVMLError_LibRmVersionMismatch": "nvml-driver-library-mismatch",
    "NVMLError_Unknown": "container-nvml-unknown-error",
    "NVMLError_NoPermission": "container-no-gpu-access",
    "NVMLError_GpuIsLost": "gpu-hardware-fault",
    "NVMLError_NotFound": "no-visible-gpu",
    "NVMLError_FunctionNotFound": "nvml-driver-library-mismatch",
    "NVMLError_Uninitialized": None,
    "NVMLError_InsufficientResources": None,
    "ImportError": None,
}
_CONTAINER_ONLY = {"NVMLError_Unknown", "NVMLError_NoPermission"}

_ERROR_WORDS = {
    "NVMLError_LibraryNotFound": "the NVML library (libnvidia-ml.so.1 / nvml.dll) is not found: "
                                 "no NVIDIA driver is installed or visible here",
    "NVMLError_DriverNotLoaded": "the NVIDIA kernel driver is not loaded",
    "NVMLError_LibRmVersionMismatch": "the user-space driver library and the loaded kernel module are "
                                      "different versions (Driver/library version mismatch)",
    "NVMLError_Unknown": "NVML answered Unknown Error",
    "NVMLError_NoPermission": "no permission to talk to the NVIDIA driver (device nodes)",
    "NVMLError_GpuIsLost": "a GPU has fallen off the bus (GPU is lost)",
    "NVMLError_FunctionNotFound": "the NVML library lacks a function the driver should have "
                                  "(library and driver from different releases)",
    "ImportError": "pynvml (nvidia-ml-py) cannot be imported",
}
_COMPUTE_MODES = {0: "Default", 1: "Exclusive_Thread", 2: "Prohibited", 3: "Exclusive_Process"}


def cause_for_error(name: str, *, in_container: bool) -> str | None:
    cause = NVML_ERROR_CAUSES.get(name)
    if name in _CONTAINER_ONLY and not in_container:
        return None
    return cause


def cuda_version_text(value: Any) -> str | None:
    """NVML's CUDA driver version integer (12040) as "12.4"."""
    if not isinstance(value, int) or value <= 0:
        return None
    return f"{value // 1000}.{(value % 1000) // 10}"


def _is_err(value: Any) -> bool:
    return isinstance(value, dict) and "error" in value


def _gpu_summary(gpu: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"index": gpu.get("index")}
    for key in ("name", "pci_bus_id"):
        if isinstance(gpu.get(key), str):
            out[key] = gpu[key]
    cc = gpu.get("compute_capability")
    if isinstance(cc, list) and len(cc) == 2:
        out["compute_capability"] = f"{cc[0]}.{cc[1]}"
    mem = gpu.get("memory")
    if isinstance(mem, dict) and "total" in mem:
        out["memory_total_mib"] = int(mem["total"]) // 2**20
        out["memory_used_mib"] = int(mem.get("used") or 0) // 2**20
    procs = gpu.get("processes")
    if isinstance(procs, list):
        out["processes"] = len(procs)
    mig = gpu.get("mig_mode")
    if isinstance(mig, list) and mig:
        out["mig"] = "enabled" if mig[0] else "disabled"
    cm = gpu.get("compute_mode")
    if isinstance(cm, int):
        out["compute_mode"] = _COMPUTE_MODES.get(cm, str(cm))
    rp = gpu.get("retired_pages_pending")
    if isinstance(rp, int):
        out["retired_pages_pending"] = bool(rp)
    ecc = gpu.get("ecc_uncorrected_volatile")
    if isinstance(ecc, int):
        out["ecc_uncorrected_volatile"] = ecc
    errors = {k: v["error"] for k, v in gpu.items() if _is_err(v)}
    if errors:
        out["errors"] = errors
    return out


def observe(reading: dict[str, Any], *, in_container: bool = False) -> Observation:
    """The Observation of one NVML reading (the child's JSON)."""
    init = reading.get("init")
    if _is_err(init):
        name = str(init["error"])
        cause = cause_for_error(name, in_container=in_container)
        words = _ERROR_WORDS.get(name, f"NVML failed: {init.get('message') or name}")
        if name == "ImportError":
            return Observation("nvml", "unavailable", {"error": name, "message": init.get("message")},
                               f"{words}.")
        where = " inside a container" if in_container and name in _CONTAINER_ONLY else ""
        return Observation("nvml", "problem", {"error": name, "message": init.get("message")},
                           f"nvmlInit failed{where}: {words} ({name}).", cause)
    driver = reading.get("driver_version")
    cuda = cuda_version_text(reading.get("cuda_driver_version"))
    gpus = [_gpu_summary(g) for g in reading.get("gpus") or [] if isinstance(g, dict)]
    value: dict[str, Any] = {"driver_version": driver if isinstance(driver, str) else None,
                             "cuda_driver_max": cuda, "device_count": reading.get("device_count"),
                             "gpus": gpus}
    facts: dict[str, str] = {}
    if isinstance(driver, str):
        facts["driver_version"] = driver
    if cuda:
        facts["cuda_driver_max"] = cuda
    if gpus:
        facts["gpu_count"] = str(len(gpus))
        if gpus[0].get("name"):
            facts["gpu_name"] = gpus[0]["name"]
        if gpus[0].get("compute_capability"):
            facts["compute_capability"] = gpus[0]["compute_capability"]
    count = reading.get("device_count")
    if _is_err(count):
        return Observation("nvml", "problem", value, f"NVML is loaded (driver {driver}) but cannot count GPUs: "
                           f"{count['error']}.", cause_for_error(str(count["error"]), in_container=in_container),
                           facts)
    if not gpus:
        return Observation("nvml", "problem", value,
                           f"NVML works (driver {driver}, CUDA {cuda}) but reports no GPU.", "no-visible-gpu", facts)
    head = f"driver {driver}, CUDA {cuda}, {len(gpus)} GPU(s): " + ", ".join(
        f"{g.get('name', '?')} (CC {g.get('compute_capability', '?')})" for g in gpus)
    lost = [g for g in gpus if (g.get("errors") or {}).get("name") == "NVMLError_GpuIsLost"
            or (g.get("errors") or {}).get("handle") == "NVMLError_GpuIsLost"]
    faulty = [g for g in gpus if g.get("retired_pages_pending") or g.get("ecc_uncorrected_volatile")]
    if lost or faulty:
        which = ", ".join(f"GPU {g['index']}" for g in lost + faulty)
        return Observation("nvml", "problem", value, f"{head}; hardware fault reported on {which} "
                           "(GPU lost, uncorrectable ECC errors or retired pages pending).",
                           "gpu-hardware-fault", facts)
    busy = [g for g in gpus if g.get("compute_mode") in ("Exclusive_Process", "Exclusive_Thread")
            and g.get("processes")] + [g for g in gpus if g.get("compute_mode") == "Prohibited"]
    if busy:
        which = ", ".join(f"GPU {g['index']} ({g['compute_mode']})" for g in busy)
        return Observation("nvml", "problem", value, f"{head}; no new CUDA context possible on {which}.",
                           "gpu-busy-unavailable", facts)
    return Observation("nvml", "ok", value, head + ".", None, facts)


def run(ids: list[str], timeout: float) -> dict[str, Observation]:
    from resolver.probes.host import in_container

    reading, why = run_child("_child_nvml.py", [], timeout)
    if reading is None:
        return {"nvml": Observation("nvml", "unavailable", None, f"NVML reading failed: {why}.")}
    return {"nvml": observe(reading, in_container=in_container())}
