"""Child process of the `framework.*` probes: import one framework and ask about its CUDA build.

Usage: _child_framework.py paddle|torch|tensorflow|jax. Prints one JSON object as its last line.
Run as a script so a crashing import (a missing libcudart aborting, a segfault) cannot take the
resolver down. Output of the framework itself goes to stderr.
"""

import json
import os
import sys
import traceback


def _try(fn):
    try:
        value = fn()
    except Exception as exc:
        return {"error": f"{type(exc).__name__}: {str(exc).strip()[:500]}"}
    return value


def paddle_info():
    import paddle

    out = {"version": paddle.__version__, "file": paddle.__file__}
    out["compiled_with_cuda"] = bool(paddle.is_compiled_with_cuda())
    out["compiled_with_rocm"] = bool(_try(paddle.is_compiled_with_rocm) is True)
    cuda = _try(paddle.version.cuda)
    out["cuda"] = cuda if cuda not in (False, "False") else None
    cudnn = _try(paddle.version.cudnn)
    out["cudnn"] = cudnn if cudnn not in (False, "False") else None
    archs = getattr(paddle.version, "cuda_archs", None)
    if callable(archs):
        value = _try(archs)
        out["cuda_archs"] = value if isinstance(value, (list, tuple, str)) else None
    if out["compiled_with_cuda"]:
        out["device_count"] = _try(paddle.device.cuda.device_count)

        def gpu_op():
            paddle.set_device("gpu:0")
            x = paddle.to_tensor([1.0, 2.0]) * 2
            return float(x.sum())

        out["gpu_op"] = _try(gpu_op)
    return out


def torch_info():
    import torch

    out = {"version": torch.__version__, "file": torch.__file__}
    out["cuda"] = torch.version.cuda
    out["hip"] = getattr(torch.version, "hip", None)
    out["cudnn"] = _try(torch.backends.cudnn.version)
    out["arch_list"] = _try(torch.cuda.get_arch_list)
    out["is_available"] = bool(torch.cuda.is_available())
    out["device_count"] = _try(torch.cuda.device_count)
    if out["cuda"]:
        def gpu_op():
            return float((torch.ones(2, device="cuda") * 2).sum())

        out["gpu_op"] = _try(gpu_op)
    return out


def tensorflow_info():
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    import tensorflow as tf

    out = {"version": tf.__version__, "file": tf.__file__}
    out["built_with_cuda"] = bool(tf.test.is_built_with_cuda())
    info = _try(tf.sysconfig.get_build_info)
    if isinstance(info, dict):
        out["cuda"] = info.get("cuda_version")
        out["cudnn"] = info.get("cudnn_version")
    gpus = _try(lambda: [d.name for d in tf.config.list_physical_devices("GPU")])
    out["gpus"] = gpus
    return out


def jax_info():
    import jax
    import jaxlib

    out = {"version": jax.__version__, "jaxlib": getattr(jaxlib, "__version__", None), "file": jax.__file__}
    out["backend"] = _try(jax.default_backend)
    out["devices"] = _try(lambda: [str(d) for d in jax.devices()])
    out["gpu_devices"] = _try(lambda: [str(d) for d in jax.devices("gpu")])
    return out


INFO = {"paddle": paddle_info, "torch": torch_info, "tensorflow": tensorflow_info, "jax": jax_info}


def main(name):
    import importlib.util

    module = {"paddle": "paddle", "torch": "torch", "tensorflow": "tensorflow", "jax": "jax"}[name]
    if importlib.util.find_spec(module) is None:
        return {"installed": False}
    real_stdout = sys.stdout
    sys.stdout = sys.stderr  # banners and warnings of the framework stay out of the answer
    try:
        info = INFO[name]()
    except BaseException as exc:
        lines = traceback.format_exception_only(type(exc), exc)
        return {"installed": True, "import_error": "".join(lines).strip()[-1500:]}
    finally:
        sys.stdout = real_stdout
    info["installed"] = True
    return info


if __name__ == "__main__":
    answer = main(sys.argv[1])
    sys.stdout.write(json.dumps(answer, default=str) + "\n")
    sys.stdout.flush()
