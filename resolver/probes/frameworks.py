"""The `framework.*` probes: PaddlePaddle, PyTorch, TensorFlow, JAX, each imported in a child process.

`observe_framework(name, reading)` is pure; an error text from the child (a failed import, a failed
tiny GPU op) is diagnosed with the KB itself so the observation names the cause it means.
"""

from __future__ import annotations

from typing import Any

from resolver.probes import Observation, ProbeSpec
from resolver.probes._proc import run_child

NAMES = {"paddle": "PaddlePaddle", "torch": "PyTorch", "tensorflow": "TensorFlow", "jax": "JAX"}
SPECS = tuple(ProbeSpec(f"framework.{k}", f"{v} build and GPU use (child process)", 20.0) for k, v in NAMES.items())
VERSION_FACT = {"paddle": "paddle_version", "torch": "torch_version", "tensorflow": "tensorflow_version",
                "jax": "jax_version"}


def diagnose_error(text: str) -> str | None:
    """The KB cause an error message means (the top hypothesis with medium or high confidence)."""
    try:
        from resolver.api import resolve_text

        report = resolve_text(text, fallback=False)
    except Exception:
        return None
    for hyp in report.hypotheses[:1]:
        if hyp.confidence in ("high", "medium"):
            return hyp.entry.id
    return None


def _err(value: Any) -> str | None:
    return value["error"] if isinstance(value, dict) and "error" in value else None


def observe_framework(name: str, reading: dict[str, Any]) -> Observation:
    pid, label = f"framework.{name}", NAMES[name]
    if not reading.get("installed"):
        return Observation(pid, "unavailable", None,
                           f"{label} is not installed in this Python ({name} not importable).")
    if reading.get("import_error"):
        text = str(reading["import_error"])
        return Observation(pid, "problem", {"import_error": text},
                           f"import {name} fails: {text.splitlines()[-1][:300]}", diagnose_error(text))
    value = {k: v for k, v in reading.items() if k not in ("installed",)}
    version = str(reading.get("jaxlib") or reading.get("version") or "")
    facts = {VERSION_FACT[name]: version} if version else {}
    if name == "paddle":
        return _paddle(pid, value, facts)
    if name == "torch":
        return _torch(pid, value, facts)
    if name == "tensorflow":
        return _tensorflow(pid, value, facts)
    return _jax(pid, value, facts)


def _gpu_op(pid: str, label: str, value: dict[str, Any], facts: dict[str, str], head: str) -> Observation:
    err = _err(value.get("gpu_op"))
    if err:
        return Observation(pid, "problem", value, f"{head}; a tiny GPU operation fails: {err[:300]}",
                           diagnose_error(err), facts)
    if "gpu_op" in value:
        return Observation(pid, "ok", value, f"{head}; a tiny GPU operation works.", None, facts)
    return Observation(pid, "ok", value, head + ".", None, facts)


def _paddle(pid: str, value: dict[str, Any], facts: dict[str, str]) -> Observation:
    head = f"PaddlePaddle {value.get('version')}"
    if not value.get("compiled_with_cuda"):
        if value.get("compiled_with_rocm"):
            return Observation(pid, "ok", value, head + " is a ROCm build (no CUDA).", None, facts)
        return Observation(pid, "problem", value, head + " is a CPU-only build: is_compiled_with_cuda() is False.",
                           "cpu-only-build", facts)
    if value.get("cuda"):
        facts["cuda_runtime"] = facts["build_cuda"] = str(value["cuda"])
    if value.get("cudnn"):
        facts["cudnn_built"] = str(value["cudnn"])  # paddle.version.cudnn(): the cuDNN it was built with
    head += f" built with CUDA {value.get('cuda')}" + (f" / cuDNN {value['cudnn']}" if value.get("cudnn") else "")
    if isinstance(value.get("device_count"), int):
        head += f", {value['device_count']} GPU(s)"
    return _gpu_op(pid, "PaddlePaddle", value, facts, head)


def _torch(pid: str, value: dict[str, Any], facts: dict[str, str]) -> Observation:
    head = f"PyTorch {value.get('version')}"
    if not value.get("cuda"):
        if value.get("hip"):
            return Observation(pid, "ok", value, head + f" is a ROCm build (HIP {value['hip']}).", None, facts)
        return Observation(pid, "problem", value, head + " is a CPU-only build: torch.version.cuda is None.",
                           "cpu-only-build", facts)
    facts["cuda_runtime"] = facts["build_cuda"] = str(value["cuda"])
    cudnn = value.get("cudnn")  # torch.backends.cudnn.version(): the cuDNN loaded
    if isinstance(cudnn, int):
        from resolver.probes.libs import packed_version

        facts["cudnn_version"] = packed_version(cudnn) or str(cudnn)
    archs = value.get("arch_list") if isinstance(value.get("arch_list"), list) else []
    head += f" built with CUDA {value['cuda']} (archs {' '.join(archs) or '?'})"
    if not value.get("is_available"):
        err = _err(value.get("gpu_op"))
        cause = diagnose_error(err) if err else None
        return Observation(pid, "problem", value, head + "; torch.cuda.is_available() is False"
                           + (f": {err[:300]}" if err else "."), cause, facts)
    return _gpu_op(pid, "PyTorch", value, facts, head + f", {value.get('device_count')} GPU(s)")


def _tensorflow(pid: str, value: dict[str, Any], facts: dict[str, str]) -> Observation:
    head = f"TensorFlow {value.get('version')}"
    if not value.get("built_with_cuda"):
        return Observation(pid, "problem", value, head + " is built without CUDA.", "cpu-only-build", facts)
    if value.get("cuda"):
        facts["cuda_runtime"] = facts["build_cuda"] = str(value["cuda"])
    if value.get("cudnn"):
        facts["cudnn_built"] = str(value["cudnn"])
    gpus = value.get("gpus")
    if isinstance(gpus, list) and not gpus:
        return Observation(pid, "problem", value, head + f" (CUDA {value.get('cuda')}) sees no GPU.", None, facts)
    return Observation(pid, "ok", value, head + f" (CUDA {value.get('cuda')}) sees {gpus}.", None, facts)


def _jax(pid: str, value: dict[str, Any], facts: dict[str, str]) -> Observation:
    head = f"JAX {value.get('version')} (jaxlib {value.get('jaxlib')})"
    if value.get("backend") == "gpu":
        return Observation(pid, "ok", value, head + f" uses the GPU: {value.get('devices')}.", None, facts)
    err = _err(value.get("gpu_devices"))
    if err and ("Unknown backend" in err or "not found" in err.lower()):
        return Observation(pid, "problem", value, head + " has no CUDA backend (CPU-only jaxlib).",
                           "cpu-only-build", facts)
    return Observation(pid, "problem", value, head + f" runs on {value.get('backend')}"
                       + (f": {err[:300]}" if err else "."), diagnose_error(err) if err else None, facts)


def run(ids: list[str], timeout: float) -> dict[str, Observation]:
    out = {}
    for pid in ids:
        name = pid.split(".", 1)[1]
        reading, why = run_child("_child_framework.py", [name], timeout)
        out[pid] = (observe_framework(name, reading) if reading is not None else
                    Observation(pid, "unavailable", None, f"probing {NAMES[name]} failed: {why}."))
    return out
