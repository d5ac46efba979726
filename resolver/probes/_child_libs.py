"""Child process of the `libs.*` probes: try to load each CUDA library with ctypes and ask its version.

Run as a script so that a library that crashes or hangs on load cannot take the resolver down.
Argument: a JSON object {"dirs": [folders to look in when the loader does not find a library]}.
Prints one JSON object: {key: {"loaded": path|None, "name": soname, "version": int|None, ...}}.
"""

import contextlib
import ctypes
import glob
import json
import os
import sys

LINUX = {
    "cuda": ["libcuda.so.1", "libcuda.so"],
    "cudart": ["libcudart.so", "libcudart.so.13", "libcudart.so.12", "libcudart.so.11.0", "libcudart.so.10.2",
               "libcudart.so.10.1", "libcudart.so.10.0"],
    "cublas": ["libcublas.so", "libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so.10"],
    "cudnn": ["libcudnn.so", "libcudnn.so.9", "libcudnn.so.8", "libcudnn.so.7"],
    "nccl": ["libnccl.so.2", "libnccl.so"],
    "nvml": ["libnvidia-ml.so.1", "libnvidia-ml.so"],
}
WINDOWS = {
    "cuda": ["nvcuda.dll"],
    "cudart": ["cudart64_13.dll", "cudart64_12.dll", "cudart64_110.dll", "cudart64_102.dll", "cudart64_101.dll"],
    "cublas": ["cublas64_13.dll", "cublas64_12.dll", "cublas64_11.dll", "cublas64_10.dll"],
    "cudnn": ["cudnn64_9.dll", "cudnn64_8.dll", "cudnn64_7.dll"],
    "nccl": [],
    "nvml": ["nvml.dll"],
}
GLOBS = {
    "cuda": ["libcuda.so*"], "cudart": ["libcudart.so*", "cudart64_*.dll"],
    "cublas": ["libcublas.so*", "cublas64_*.dll"],
    "cudnn": ["libcudnn.so*", "cudnn64_*.dll"], "nccl": ["libnccl.so*"], "nvml": ["libnvidia-ml.so*", "nvml.dll"],
}


def _int_out(lib, fn_name, *args):
    fn = getattr(lib, fn_name, None)
    if fn is None:
        return None, None
    value = ctypes.c_int(0)
    rc = fn(*args, ctypes.byref(value))
    return rc, value.value


def _mapped_path(name):
    try:
        with open("/proc/self/maps") as fh:
            for line in fh:
                path = line.split()[-1] if len(line.split()) >= 6 else ""
                if os.path.basename(path).startswith(name.split(".so")[0] + ".so"):
                    return path
    except OSError:
        pass
    return None


def _version(key, lib, out):
    if key == "cuda":
        rc, v = _int_out(lib, "cuDriverGetVersion")
        out["version"] = v if rc == 0 else None
        init = getattr(lib, "cuInit", None)
        if init is not None:
            out["cuInit"] = int(init(0))
    elif key == "cudart":
        rc, v = _int_out(lib, "cudaRuntimeGetVersion")
        out["version"] = v if rc == 0 else None
        rc, n = _int_out(lib, "cudaDriverGetVersion")
        out["driver_version"] = n if rc == 0 else None
        rc, n = _int_out(lib, "cudaGetDeviceCount")
        if rc is not None:
            out["device_count_rc"] = rc
            out["device_count"] = n if rc == 0 else None
    elif key == "cudnn":
        fn = getattr(lib, "cudnnGetVersion", None)
        if fn is not None:
            fn.restype = ctypes.c_size_t
            out["version"] = int(fn())
    elif key == "cublas":
        maj = _int_out(lib, "cublasGetProperty", 0)
        mnr = _int_out(lib, "cublasGetProperty", 1)
        pat = _int_out(lib, "cublasGetProperty", 2)
        if maj[0] == 0:
            out["version_text"] = f"{maj[1]}.{mnr[1]}.{pat[1]}"
    elif key == "nccl":
        rc, v = _int_out(lib, "ncclGetVersion")
        out["version"] = v if rc == 0 else None


def _first_loadable(candidates, errors):
    """The first of `candidates` (names or paths) that loads, as (candidate, library); each failure's
    message goes to `errors`."""
    for candidate in candidates:
        try:
            return candidate, ctypes.CDLL(candidate)
        except OSError as exc:
            errors.append(str(exc)[:300])
    return None, None


def probe(key, names, dirs):
    out = {"loaded": None, "name": None, "errors": [], "found": []}
    name, lib = _first_loadable(names, out["errors"])
    if lib is not None:
        out["name"] = name
        out["loaded"] = _mapped_path(name) or name
        _version(key, lib, out)
    for d in dirs:
        for pattern in GLOBS[key]:
            for path in sorted(glob.glob(os.path.join(d, pattern))):
                if path not in out["found"] and not path.endswith(".a"):
                    out["found"].append(path)
    if out["loaded"] is None and out["found"]:
        # Load the copy found on disk by its full path (what a framework with an rpath does).
        path, lib = _first_loadable(out["found"], out["errors"])
        if lib is not None:
            out["by_path"] = path
            _version(key, lib, out)
    out["errors"] = out["errors"][:3]
    return out


def main():
    spec = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    table = WINDOWS if os.name == "nt" else LINUX
    keys = spec.get("keys") or list(table)
    dirs = spec.get("dirs") or []
    if os.name == "nt":
        for d in dirs:
            with contextlib.suppress(OSError, AttributeError):
                os.add_dll_directory(d)
    return {key: probe(key, table[key], dirs) for key in keys}


if __name__ == "__main__":
    sys.stdout.write(json.dumps(main()) + "\n")
