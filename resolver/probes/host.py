"""Host probes: platform and container, container runtime, GPU environment variables, nvcc,
library search paths, installed Python distributions."""

from __future__ import annotations

import glob
import json
import os
import platform as _platform
import re
import shutil
import sys
from functools import lru_cache
from typing import Any

from resolver.probes import Observation, ProbeSpec
from resolver.probes._proc import read_text, run_cmd

SPECS = (
    ProbeSpec("platform", "OS, container (Docker / Kubernetes), WSL2", 1.0),
    ProbeSpec("container-runtime", "Docker runtimes, NVIDIA Container Toolkit", 5.0),
    ProbeSpec("env", "CUDA_VISIBLE_DEVICES, NVIDIA_VISIBLE_DEVICES and friends", 1.0),
    ProbeSpec("nvcc", "nvcc on PATH and its version", 5.0),
    ProbeSpec("paths", "library search paths: LD_LIBRARY_PATH, ldconfig, conda, pip nvidia-* wheels, CUDA_HOME", 5.0),
    ProbeSpec("distributions", "installed framework and NVIDIA wheels (importlib.metadata)", 3.0),
)

ENV_VARS = ("CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES", "NVIDIA_DRIVER_CAPABILITIES", "NVIDIA_REQUIRE_CUDA",
            "CUDA_HOME", "CUDA_PATH", "LD_LIBRARY_PATH", "CONDA_PREFIX", "FLAGS_selected_gpus", "HIP_VISIBLE_DEVICES")

FRAMEWORK_DISTS = ("paddlepaddle", "paddlepaddle-gpu", "torch", "tensorflow", "tensorflow-gpu", "tensorflow-cpu",
                   "jax", "jaxlib", "jax-cuda12-plugin", "jax-cuda11-plugin", "nvidia-ml-py", "pynvml")


@lru_cache(maxsize=1)
def is_wsl() -> bool:
    text = (read_text("/proc/version") or "") + (read_text("/proc/sys/kernel/osrelease") or "")
    return "microsoft" in text.lower() or "wsl" in text.lower()


def detect_container(*, dockerenv: bool, cgroup: str, environ: dict[str, str],
                     containerenv: bool = False) -> str | None:
    """"kubernetes", "docker", "podman", "container" or None, from the usual markers."""
    if environ.get("KUBERNETES_SERVICE_HOST"):
        return "kubernetes"
    if containerenv or environ.get("container") == "podman":
        return "podman"
    if dockerenv or re.search(r"/docker[/-]|docker-\w+\.scope", cgroup):
        return "docker"
    if re.search(r"/kubepods", cgroup):
        return "kubernetes"
    if re.search(r"/(lxc|containerd|crio)[/-]", cgroup) or environ.get("container"):
        return "container"
    return None


@lru_cache(maxsize=1)
def container_kind() -> str | None:
    return detect_container(dockerenv=os.path.exists("/.dockerenv"), cgroup=read_text("/proc/1/cgroup") or "",
                            environ=dict(os.environ), containerenv=os.path.exists("/run/.containerenv"))


def in_container() -> bool:
    return container_kind() is not None


def _platform_obs() -> Observation:
    system = _platform.system().lower()
    wsl = system == "linux" and is_wsl()
    name = "wsl" if wsl else ("windows" if system == "windows" else ("macos" if system == "darwin" else system))
    container = container_kind()
    value: dict[str, Any] = {"os": name, "kernel": _platform.release(), "machine": _platform.machine(),
                             "python": sys.version.split()[0], "container": container}
    facts = {"python_version": ".".join(sys.version.split()[0].split(".")[:2])}
    if name in ("wsl", "windows"):
        # The log fact `platform` is only ever WSL2 or Windows (resolver/facts.py); plain Linux has none.
        facts["platform"] = name
    if container:
        facts["container"] = container
    detail = f"{name} {_platform.release()} ({_platform.machine()}), Python {value['python']}"
    detail += f", inside a {container} container." if container else ", not in a container."
    if wsl:
        lib = "/usr/lib/wsl/lib/libcuda.so.1"
        value["wsl_libcuda"] = os.path.exists(lib)
        if not value["wsl_libcuda"]:
            return Observation("platform", "problem", value, detail + f" WSL2 without {lib}: the Windows NVIDIA "
                               "driver does not expose CUDA to this distribution.", "wsl-gpu-setup", facts)
    if name == "macos":
        return Observation("platform", "problem", value, detail + " macOS has no CUDA support.",
                           "wheel-platform-unsupported", facts)
    return Observation("platform", "ok", value, detail, None, facts)


def parse_daemon_json(text: str) -> dict[str, Any]:
    """Runtimes and default runtime of /etc/docker/daemon.json; {"error": ...} when it is not JSON."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return {"error": f"not valid JSON: {exc.msg} at line {exc.lineno}"}
    if not isinstance(data, dict):
        return {"error": "not a JSON object"}
    runtimes = data.get("runtimes") if isinstance(data.get("runtimes"), dict) else {}
    return {"runtimes": sorted(runtimes), "default_runtime": data.get("default-runtime")}


def _container_runtime_obs(timeout: float) -> Observation:
    tools = {t: shutil.which(t) for t in ("docker", "nvidia-container-cli", "nvidia-ctk", "nvidia-container-runtime")}
    value: dict[str, Any] = {"tools": {k: bool(v) for k, v in tools.items()}}
    daemon_text = read_text("/etc/docker/daemon.json")
    if daemon_text is not None:
        value["daemon_json"] = parse_daemon_json(daemon_text)
    if tools["docker"]:
        res = run_cmd(["docker", "info", "--format", "{{json .Runtimes}}"], min(timeout, 4.0))
        if res.ok:
            try:
                value["docker_runtimes"] = sorted(json.loads(res.stdout.strip() or "{}"))
            except json.JSONDecodeError:
                value["docker_info"] = res.stdout.strip()[:300]
        else:
            value["docker_info"] = ("timed out" if res.error == "timeout"
                                    else (res.output.splitlines() or ["failed"])[-1][:300])
    runtimes = set(value.get("docker_runtimes") or []) | set((value.get("daemon_json") or {}).get("runtimes") or [])
    toolkit = tools["nvidia-container-cli"] or tools["nvidia-ctk"] or tools["nvidia-container-runtime"]
    if in_container():
        return Observation("container-runtime", "unavailable", value,
                           "inside a container: the host's Docker runtime cannot be seen from here.")
    if not tools["docker"] and daemon_text is None:
        return Observation("container-runtime", "unavailable", value, "Docker is not installed here.")
    if "docker_runtimes" not in value and "daemon_json" not in value:
        return Observation("container-runtime", "unavailable", value,
                           f"the Docker daemon cannot be asked: {value.get('docker_info', 'no answer')}"
                           + (" (NVIDIA Container Toolkit tools are installed)." if toolkit else
                              "; no NVIDIA Container Toolkit tool (nvidia-ctk, nvidia-container-cli) on PATH."))
    if "nvidia" not in runtimes and not toolkit:
        return Observation("container-runtime", "problem", value,
                           "Docker has no nvidia runtime and no NVIDIA Container Toolkit is installed: "
                           "containers cannot get GPUs.", "container-toolkit-missing")
    return Observation("container-runtime", "ok", value,
                       f"Docker runtimes: {', '.join(sorted(runtimes)) or 'default only'}; "
                       f"NVIDIA Container Toolkit {'present' if toolkit else 'not on PATH'}.")


def observe_env(environ: dict[str, str], *, container: bool = False) -> Observation:
    value = {k: environ[k] for k in ENV_VARS if k in environ}
    cvd = environ.get("CUDA_VISIBLE_DEVICES")
    if cvd is not None and cvd.strip() in ("", "-1", "none", "NoDevFiles"):
        return Observation("env", "problem", value, f"CUDA_VISIBLE_DEVICES={cvd!r} hides every GPU from CUDA.",
                           "no-visible-gpu")
    nvd = environ.get("NVIDIA_VISIBLE_DEVICES")
    if container and nvd is not None and nvd.strip() in ("", "void", "none"):
        return Observation("env", "problem", value,
                           f"NVIDIA_VISIBLE_DEVICES={nvd!r}: the container runtime gives this container no GPU.",
                           "container-no-gpu-access")
    shown = ", ".join(f"{k}={v}" for k, v in value.items() if k in ENV_VARS[:4]) or "no GPU selection variable set"
    return Observation("env", "ok", value, shown + ".")


_NVCC_RELEASE = re.compile(r"release (\d+\.\d+), V(\d+\.\d+\.\d+)")


def _nvcc_obs(timeout: float) -> Observation:
    res = run_cmd(["nvcc", "--version"], timeout)
    path = shutil.which("nvcc")
    if res.error == "not-found":
        for home in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
            cand = os.path.join(home, "bin", "nvcc") if home else ""
            if cand and os.path.exists(cand):
                res, path = run_cmd([cand, "--version"], timeout), cand
                break
        else:
            return Observation("nvcc", "unavailable", None, "nvcc (the CUDA toolkit compiler) is not installed "
                               "or not on PATH; frameworks' pip wheels do not need it.")
    if not res.ok:
        return Observation("nvcc", "problem", {"path": path, "output": res.output[-500:]},
                           f"nvcc at {path} fails: {res.error or res.output.splitlines()[-1:]}")
    m = _NVCC_RELEASE.search(res.stdout)
    value = {"path": path, "release": m.group(1) if m else None, "version": m.group(2) if m else None}
    facts = {"cuda_toolkit": m.group(1)} if m else {}
    return Observation("nvcc", "ok", value, f"nvcc {value['version']} at {path}.", None, facts)


def pip_nvidia_lib_dirs() -> list[str]:
    """lib folders of pip `nvidia-*` wheels (nvidia/cudnn/lib, nvidia/cuda_runtime/lib, ...)."""
    out: list[str] = []
    for base in sys.path:
        if base and os.path.isdir(os.path.join(base, "nvidia")):
            out += sorted(glob.glob(os.path.join(base, "nvidia", "*", "lib")))
            out += sorted(glob.glob(os.path.join(base, "nvidia", "*", "bin")))  # Windows DLLs
    return out


def cuda_home_dirs() -> list[str]:
    homes = [os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda",
             *sorted(glob.glob("/usr/local/cuda-*"), reverse=True)]
    out = []
    for home in dict.fromkeys(h for h in homes if h):
        for sub in ("lib64", "lib", "targets/x86_64-linux/lib", "bin"):
            d = os.path.join(home, sub)
            if os.path.isdir(d):
                out.append(d)
    return out


_LDCONFIG_LINE = re.compile(r"^\s*(lib(?:cuda|cudart|cublas|cudnn|nccl|nvidia-ml)[\w.+-]*)\s.*=>\s*(\S+)")


def parse_ldconfig(text: str) -> dict[str, list[str]]:
    """The CUDA-related libraries of `ldconfig -p`: name -> paths."""
    out: dict[str, list[str]] = {}
    for line in text.splitlines():
        m = _LDCONFIG_LINE.match(line)
        if m:
            out.setdefault(m.group(1), []).append(m.group(2))
    return out


def _paths_obs(timeout: float) -> Observation:
    value: dict[str, Any] = {
        "LD_LIBRARY_PATH": [p for p in os.environ.get("LD_LIBRARY_PATH", "").split(os.pathsep) if p],
        "CUDA_HOME": os.environ.get("CUDA_HOME"), "CUDA_PATH": os.environ.get("CUDA_PATH"),
        "conda_prefix": os.environ.get("CONDA_PREFIX"),
        "pip_nvidia": pip_nvidia_lib_dirs(), "cuda_dirs": cuda_home_dirs(),
    }
    if os.name == "nt":
        value["PATH_cuda"] = [p for p in os.environ.get("PATH", "").split(os.pathsep) if "cuda" in p.lower()]
    elif shutil.which("ldconfig") or os.path.exists("/sbin/ldconfig"):
        res = run_cmd([shutil.which("ldconfig") or "/sbin/ldconfig", "-p"], timeout)
        value["ldconfig"] = parse_ldconfig(res.stdout) if res.ok else {}
    missing = [p for p in value["LD_LIBRARY_PATH"] if not os.path.isdir(p)]
    if missing:
        value["missing_dirs"] = missing
    homes = sorted({os.path.dirname(d) for d in value["cuda_dirs"]})
    detail = (f"{len(value.get('ldconfig') or {})} CUDA libraries in the ldconfig cache, "
              f"{len(value['pip_nvidia'])} pip nvidia-* lib folders, CUDA toolkits: {', '.join(homes) or 'none'}")
    if missing:
        detail += f"; LD_LIBRARY_PATH names missing folders: {', '.join(missing)}"
    return Observation("paths", "ok", value, detail + ".")


def observe_distributions(dists: dict[str, str], nvidia_wheels: dict[str, str]) -> Observation:
    value = {"frameworks": dists, "nvidia_wheels": nvidia_wheels}
    facts: dict[str, str] = {}
    if "paddlepaddle" in dists or "paddlepaddle-gpu" in dists:
        facts["paddle_version"] = dists.get("paddlepaddle-gpu") or dists["paddlepaddle"]
    # Same names as the log facts of `pip list` lines (the version-matrix rules use them).
    if "paddlepaddle" in dists:
        facts["pip_paddle_cpu"] = dists["paddlepaddle"]
    if "paddlepaddle-gpu" in dists:
        facts["pip_paddle_gpu"] = dists["paddlepaddle-gpu"]
    if "torch" in dists:
        facts["torch_version"] = dists["torch"]
    if "tensorflow" in dists:
        facts["tensorflow_version"] = dists["tensorflow"]
    if "jaxlib" in dists:
        facts["jax_version"] = dists["jaxlib"]
    listed = ", ".join(f"{k} {v}" for k, v in dists.items()) or "no deep-learning framework"
    if "paddlepaddle" in dists and "paddlepaddle-gpu" in dists:
        return Observation("distributions", "problem", value,
                           f"both paddlepaddle {dists['paddlepaddle']} (CPU) and paddlepaddle-gpu "
                           f"{dists['paddlepaddle-gpu']} are installed: they share the `paddle` package and the "
                           "CPU one can shadow the GPU one.", "cpu-only-build", facts)
    return Observation("distributions", "ok", value, f"installed: {listed}.", None, facts)


def _distributions_obs() -> Observation:
    from importlib import metadata

    dists: dict[str, str] = {}
    nvidia: dict[str, str] = {}
    for dist in metadata.distributions():
        name = (dist.metadata.get("Name") or "").lower().replace("_", "-")
        if name in FRAMEWORK_DISTS:
            dists[name] = dist.version
        elif name.startswith("nvidia-") and name != "nvidia-ml-py":
            nvidia[name] = dist.version
    return observe_distributions(dict(sorted(dists.items())), dict(sorted(nvidia.items())))


def run(ids: list[str], timeout: float) -> dict[str, Observation]:
    out: dict[str, Observation] = {}
    if "platform" in ids:
        out["platform"] = _platform_obs()
    if "env" in ids:
        out["env"] = observe_env(dict(os.environ), container=in_container())
    if "distributions" in ids:
        out["distributions"] = _distributions_obs()
    if "paths" in ids:
        out["paths"] = _paths_obs(timeout)
    if "nvcc" in ids:
        out["nvcc"] = _nvcc_obs(timeout)
    if "container-runtime" in ids:
        out["container-runtime"] = _container_runtime_obs(timeout)
    return out
