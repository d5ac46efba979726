"""Driver probes: `nvidia-smi`, `/proc/driver/nvidia/version`, the kernel module, `/dev/nvidia*`.

The parsers (`parse_smi_table`, `parse_smi_csv`, `smi_error`, `parse_proc_version`) are pure and
tested on recorded outputs of real machines in tests/data/probes/.
"""

from __future__ import annotations

import glob
import os
import re
import time
from typing import Any

from resolver.probes import Observation, ProbeSpec
from resolver.probes._proc import read_text, run_cmd

SPECS = (
    ProbeSpec("nvidia-smi", "nvidia-smi (subprocess, with a timeout)", 6.0),
    ProbeSpec("driver.version", "/proc/driver/nvidia/version", 1.0),
    ProbeSpec("driver.module", "NVIDIA kernel modules loaded (/proc/modules)", 1.0),
    ProbeSpec("driver.devices", "/dev/nvidia* device nodes", 1.0),
)

QUERY_FIELDS = ("index", "name", "driver_version", "memory.total", "memory.used", "compute_cap")

_BANNER = re.compile(r"NVIDIA-SMI\s+(\S+)\s+Driver Version:\s*(\S+)(?:\s+CUDA Version:\s*([\w.]+))?")
_GPU_ROW = re.compile(r"^\|\s*(\d+)\s+(.+?)\s+(On|Off)\s*\|\s*([0-9A-Fa-f:.]+)\s")
_MEM = re.compile(r"(\d+)\s*MiB\s*/\s*(\d+)\s*MiB")
_PROC_VERSION = re.compile(r"NVRM version:\s*(.*?Kernel Module(?: for \S+)?)\s+(\d+\.\d+(?:\.\d+)?)")
_GCC = re.compile(r"GCC version:\s*(.*)")

# What nvidia-smi prints when it fails, and the KB cause each line means (first match wins).
SMI_ERRORS: tuple[tuple[re.Pattern[str], str | None, str], ...] = (
    (re.compile(r"(?i)Driver/library version mismatch"), "nvml-driver-library-mismatch",
     "the driver library and the loaded kernel module are different versions"),
    (re.compile(r"(?i)couldn't communicate with the NVIDIA driver"), "driver-not-loaded",
     "it cannot talk to the NVIDIA kernel driver"),
    (re.compile(r"(?i)couldn't find libnvidia-ml\.so|NVML Shared Library Not Found"), "nvml-library-not-found",
     "the NVML library is not found"),
    (re.compile(r"(?i)Failed to initialize NVML: Unknown Error"), "container-nvml-unknown-error",
     "NVML answers Unknown Error"),
    (re.compile(r"(?i)Insufficient Permissions"), "container-no-gpu-access",
     "it lacks permission on the GPU device nodes"),
    (re.compile(r"(?i)GPU is lost|fallen off the bus|Unable to determine the device handle"), "gpu-hardware-fault",
     "a GPU is lost or unreachable"),
    (re.compile(r"(?i)No devices were found"), "no-visible-gpu", "it finds no GPU"),
)


def parse_smi_table(text: str) -> dict[str, Any]:
    """The banner (driver, CUDA version) and the GPU rows of plain `nvidia-smi` output."""
    out: dict[str, Any] = {"smi_version": None, "driver_version": None, "cuda_driver_max": None, "gpus": []}
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = _BANNER.search(line)
        if m:
            out["smi_version"], out["driver_version"] = m.group(1), m.group(2)
            cuda = m.group(3)
            out["cuda_driver_max"] = cuda if cuda and cuda[0].isdigit() else None
            continue
        g = _GPU_ROW.match(line)
        if g:
            gpu: dict[str, Any] = {"index": int(g.group(1)), "name": g.group(2).strip(),
                                   "persistence": g.group(3), "bus_id": g.group(4)}
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            mem = _MEM.search(nxt)
            if mem:
                gpu["memory_used_mib"], gpu["memory_total_mib"] = int(mem.group(1)), int(mem.group(2))
            out["gpus"].append(gpu)
    return out


def _num(text: str) -> Any:
    text = text.strip()
    if re.fullmatch(r"\d+", text):
        return int(text)
    return None if text in ("[N/A]", "N/A", "[Not Supported]", "") else text


def parse_smi_csv(text: str, fields: tuple[str, ...] = QUERY_FIELDS) -> list[dict[str, Any]]:
    """`nvidia-smi --query-gpu=FIELDS --format=csv,noheader,nounits` rows as dicts."""
    rows = []
    for line in text.splitlines():
        if not line.strip() or line.lower().startswith(fields[0]):
            continue
        cells = [c.strip() for c in line.split(",")]
        if len(cells) != len(fields):
            continue
        rows.append({f: _num(c) if f != "name" else c for f, c in zip(fields, cells, strict=True)})
    return rows


def smi_error(text: str) -> tuple[str | None, str] | None:
    """(cause, what it means) for a failing nvidia-smi's output, or None when it names no known failure."""
    for rx, cause, words in SMI_ERRORS:
        if rx.search(text):
            return cause, words
    return None


def parse_proc_version(text: str) -> dict[str, str] | None:
    """`/proc/driver/nvidia/version`: {"driver_version", "module", "gcc"} or None."""
    m = _PROC_VERSION.search(text)
    if not m:
        return None
    out = {"driver_version": m.group(2), "module": m.group(1).strip()}
    g = _GCC.search(text)
    if g:
        out["gcc"] = g.group(1).strip()
    return out


def _first_line(text: str) -> str:
    return next((ln.strip() for ln in text.splitlines() if ln.strip()), "")


def observe_smi(table: str, rc: int | None, csv: str = "", *, in_container: bool = False) -> Observation:
    """The Observation for nvidia-smi's plain output (and the --query-gpu CSV when it ran)."""
    if rc != 0 or "NVIDIA-SMI" not in table:
        err = smi_error(table)
        if err is None:
            return Observation("nvidia-smi", "problem", {"output": table[-2000:], "rc": rc},
                               f"nvidia-smi failed (status {rc}): {_first_line(table)[:200]}")
        cause, words = err
        if cause in ("container-nvml-unknown-error", "container-no-gpu-access") and not in_container:
            cause = None
        return Observation("nvidia-smi", "problem", {"output": table[-2000:], "rc": rc},
                           f"nvidia-smi fails: {words} (\"{_first_line(table)[:160]}\").", cause)
    parsed = parse_smi_table(table)
    rows = parse_smi_csv(csv) if csv else []
    by_index = {r.get("index"): r for r in rows}
    for gpu in parsed["gpus"]:
        row = by_index.get(gpu["index"])
        if row and row.get("compute_cap"):
            gpu["compute_capability"] = str(row["compute_cap"])
    if not parsed["gpus"] and rows:
        parsed["gpus"] = [{"index": r.get("index"), "name": r.get("name"),
                           "compute_capability": str(r["compute_cap"]) if r.get("compute_cap") else None,
                           "memory_total_mib": r.get("memory.total"), "memory_used_mib": r.get("memory.used")}
                          for r in rows]
    facts = {k: parsed[k] for k in ("driver_version", "cuda_driver_max") if parsed.get(k)}
    gpus = parsed["gpus"]
    if gpus:
        facts["gpu_name"] = gpus[0]["name"]
        facts["gpu_count"] = str(len(gpus))
        if gpus[0].get("compute_capability"):
            facts["compute_capability"] = gpus[0]["compute_capability"]
    names = ", ".join(str(g["name"]) for g in gpus) or "no GPU"
    detail = f"driver {parsed['driver_version']}, CUDA {parsed['cuda_driver_max'] or '?'}: {names}."
    if not gpus:
        return Observation("nvidia-smi", "problem", parsed, detail, "no-visible-gpu", facts)
    return Observation("nvidia-smi", "ok", parsed, detail, None, facts)


def _probe_smi(timeout: float) -> Observation:
    from resolver.probes.host import in_container

    start = time.monotonic()
    res = run_cmd(["nvidia-smi"], timeout)
    if res.error == "not-found":
        return Observation("nvidia-smi", "unavailable", None, "nvidia-smi is not on PATH.")
    if res.error == "timeout":
        return Observation("nvidia-smi", "problem", {"timeout": timeout},
                           f"nvidia-smi did not answer within {timeout:g} s (a wedged GPU or driver hangs it).")
    if res.error:
        return Observation("nvidia-smi", "unavailable", None, f"nvidia-smi cannot run: {res.error}.")
    csv = ""
    left = timeout - (time.monotonic() - start)
    if res.rc == 0 and left > 0.5:
        q = run_cmd(["nvidia-smi", f"--query-gpu={','.join(QUERY_FIELDS)}", "--format=csv,noheader,nounits"], left)
        csv = q.stdout if q.ok else ""
    return observe_smi(res.output, res.rc, csv, in_container=in_container())


def observe_proc_version(text: str | None) -> Observation:
    if text is None:
        return Observation("driver.version", "problem", None,
                           "/proc/driver/nvidia/version does not exist: no NVIDIA kernel driver is loaded.",
                           "driver-not-loaded")
    parsed = parse_proc_version(text)
    if parsed is None:
        return Observation("driver.version", "problem", {"text": text[:500]},
                           "/proc/driver/nvidia/version has no NVRM version line.")
    return Observation("driver.version", "ok", parsed,
                       f"kernel module {parsed['module']} {parsed['driver_version']} is loaded.", None,
                       {"driver_version": parsed["driver_version"]})


def observe_modules(text: str | None, *, wsl: bool = False) -> Observation:
    if text is None:
        return Observation("driver.module", "unavailable", None,
                           "/proc/modules cannot be read here (not Linux, or a sandbox or container that hides "
                           "it): the loaded kernel modules are unknown.")
    names = {line.split()[0] for line in text.splitlines() if line.strip()}
    nv = sorted(n for n in names if n.startswith("nvidia"))
    value = {"loaded": nv}
    if wsl:
        return Observation("driver.module", "ok", value,
                           "WSL2 uses the Windows driver through /dev/dxg: no nvidia kernel module is expected.")
    if "nvidia" not in names:
        return Observation("driver.module", "problem", value, "the nvidia kernel module is not loaded.",
                           "driver-not-loaded")
    if "nvidia_uvm" not in names:
        return Observation("driver.module", "problem", value,
                           "nvidia is loaded but nvidia_uvm is not (CUDA needs it; it goes missing after a "
                           "suspend/resume or when nothing created /dev/nvidia-uvm).", "uvm-after-suspend")
    return Observation("driver.module", "ok", value, f"loaded: {', '.join(nv)}.")


def observe_devices(nodes: list[str], *, container: bool = False, wsl: bool = False) -> Observation:
    names = sorted(os.path.basename(n) for n in nodes)
    value = {"nodes": names}
    if wsl:
        if "dxg" in names:
            return Observation("driver.devices", "ok", value, "/dev/dxg is present (WSL2 GPU paravirtualisation).")
        return Observation("driver.devices", "problem", value,
                           "/dev/dxg is missing: this WSL2 distribution has no GPU access.", "wsl-gpu-setup")
    gpus = [n for n in names if re.fullmatch(r"nvidia\d+", n)]
    if not gpus or "nvidiactl" not in names:
        if container:
            return Observation("driver.devices", "problem", value,
                               "no /dev/nvidia<N> or /dev/nvidiactl inside this container: it was started "
                               "without GPU access (--gpus / nvidia runtime / device plugin).",
                               "container-no-gpu-access")
        return Observation("driver.devices", "problem", value, "no /dev/nvidia<N> / /dev/nvidiactl device nodes: "
                           "the NVIDIA driver is not loaded.", "driver-not-loaded")
    if "nvidia-uvm" not in names:
        return Observation("driver.devices", "problem", value,
                           f"{', '.join(gpus)} present but /dev/nvidia-uvm is missing (CUDA cannot initialise).",
                           "uvm-after-suspend")
    return Observation("driver.devices", "ok", value, f"device nodes: {', '.join(names)}.")


def run(ids: list[str], timeout: float) -> dict[str, Observation]:
    from resolver.probes.host import in_container, is_wsl

    out: dict[str, Observation] = {}
    if "driver.version" in ids:
        out["driver.version"] = (observe_proc_version(read_text("/proc/driver/nvidia/version"))
                                 if os.name == "posix" and not is_wsl() else
                                 Observation("driver.version", "unavailable", None,
                                             "no /proc/driver/nvidia on this platform (Windows / WSL2)."))
    if "driver.module" in ids:
        out["driver.module"] = observe_modules(read_text("/proc/modules"), wsl=is_wsl())
    if "driver.devices" in ids:
        if os.name != "posix":
            out["driver.devices"] = Observation("driver.devices", "unavailable", None, "no /dev on this platform.")
        else:
            nodes = glob.glob("/dev/nvidia*") + glob.glob("/dev/dxg")
            out["driver.devices"] = observe_devices(nodes, container=in_container(), wsl=is_wsl())
    if "nvidia-smi" in ids:
        out["nvidia-smi"] = _probe_smi(timeout)
    return out
