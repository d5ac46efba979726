"""Child process of the `nvml` probe: read NVML through pynvml and print one JSON object.

Run as a script (not imported by the resolver) so that a hanging or crashing driver cannot take
the resolver down. Every reading that fails is recorded as the NVML error's class name.
"""

import json
import sys


def _err(exc):
    return {"error": type(exc).__name__, "message": str(exc)}


def _call(fn, *args):
    try:
        value = fn(*args)
    except Exception as exc:
        return _err(exc)
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return value


def main():
    try:
        import pynvml
    except Exception as exc:
        return {"init": {"error": "ImportError", "message": str(exc)}}
    out = {"pynvml": getattr(pynvml, "__version__", None)}
    try:
        pynvml.nvmlInit()
    except Exception as exc:
        out["init"] = _err(exc)
        return out
    out["init"] = "ok"
    out["driver_version"] = _call(pynvml.nvmlSystemGetDriverVersion)
    out["cuda_driver_version"] = _call(pynvml.nvmlSystemGetCudaDriverVersion)
    out["nvml_version"] = _call(pynvml.nvmlSystemGetNVMLVersion)
    count = _call(pynvml.nvmlDeviceGetCount)
    out["device_count"] = count
    gpus = []
    for i in range(count if isinstance(count, int) else 0):
        handle = _call(pynvml.nvmlDeviceGetHandleByIndex, i)
        if isinstance(handle, dict):
            gpus.append({"index": i, "handle": handle})
            continue
        gpu = {"index": i, "name": _call(pynvml.nvmlDeviceGetName, handle)}
        gpu["pci_bus_id"] = _call(lambda h: pynvml.nvmlDeviceGetPciInfo(h).busId, handle)
        cc = _call(pynvml.nvmlDeviceGetCudaComputeCapability, handle)
        gpu["compute_capability"] = list(cc) if isinstance(cc, tuple) else cc
        mem = _call(pynvml.nvmlDeviceGetMemoryInfo, handle)
        gpu["memory"] = mem if isinstance(mem, dict) else {"total": mem.total, "used": mem.used}
        procs = _call(pynvml.nvmlDeviceGetComputeRunningProcesses, handle)
        gpu["processes"] = procs if isinstance(procs, dict) else [
            {"pid": p.pid, "used_memory": getattr(p, "usedGpuMemory", None)} for p in procs]
        mig = _call(pynvml.nvmlDeviceGetMigMode, handle)
        gpu["mig_mode"] = list(mig) if isinstance(mig, (list, tuple)) else mig
        gpu["compute_mode"] = _call(pynvml.nvmlDeviceGetComputeMode, handle)
        gpu["retired_pages_pending"] = _call(pynvml.nvmlDeviceGetRetiredPagesPendingStatus, handle)
        gpu["ecc_uncorrected_volatile"] = _call(
            pynvml.nvmlDeviceGetTotalEccErrors, handle, pynvml.NVML_MEMORY_ERROR_TYPE_UNCORRECTED,
            pynvml.NVML_VOLATILE_ECC)
        gpus.append(gpu)
    out["gpus"] = gpus
    _call(pynvml.nvmlShutdown)
    return out


if __name__ == "__main__":
    try:
        answer = main()
    except Exception as exc:
        answer = {"init": _err(exc)}
    sys.stdout.write(json.dumps(answer, default=str) + "\n")
