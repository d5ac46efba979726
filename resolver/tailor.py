"""The fix for *this* machine: the exact install that fits the versions a log (or a probe) revealed.

An entry's own fixes are general ("install the GPU wheel for the CUDA your driver supports"). When
the cause is an install problem and the facts say which driver, GPU and Python the user has, the
version matrices name the build that fits, with its command: `resolve compat --framework ...`
computed from the log instead of from flags.
"""

from __future__ import annotations

from typing import Any

from resolver.errors import ResolverError
from resolver.kb.model import Entry, Fix

INSTALL_CAUSES = frozenset({
    "cpu-only-build", "driver-too-old", "no-kernel-image", "cudnn-version-mismatch",
    "toolkit-version-mismatch", "cuda-runtime-lib-missing", "cudnn-lib-missing",
})
"""Causes whose remedy includes installing another framework build."""

FRAMEWORKS = ("paddle", "pytorch", "tensorflow")


def machine_query(facts: dict[str, str]) -> dict[str, Any] | None:
    """Driver, compute capability, Python and OS from facts, in `resolve compat`'s query form;
    None when the facts say nothing about the machine's GPU side (no driver, no GPU)."""
    from resolver import matrices as mx

    windows = "windows" in facts.get("platform", "").lower() or facts.get("platform", "")[1:3] == ":\\"
    os = "windows" if windows and "wsl" not in facts.get("platform", "").lower() else "linux"
    driver = facts.get("driver_version")
    driver_from = f"driver {driver}" if driver else ""
    if not driver and facts.get("cuda_driver_max"):
        # Only the driver's CUDA level is known (Paddle's "Driver API Version", nvidia-smi's
        # "CUDA Version"): the minimum driver of that CUDA release has the same reach.
        try:
            need = mx.min_driver(facts["cuda_driver_max"])
        except ResolverError:
            need = None
        if need:
            driver = str(need["linux"] if os == "linux" else need["windows_effective"])
            driver_from = f"a driver for CUDA {facts['cuda_driver_max']}"
    cc = facts.get("compute_capability")
    if not driver and not cc:
        return None
    query: dict[str, Any] = {"os": os}
    said = []
    if driver and not driver.startswith("R"):
        query["driver"] = driver
        said.append(driver_from)
    if cc:
        said.append(f"compute capability {cc}")
    if facts.get("python_version"):
        query["python"] = facts["python_version"]
        said.append(f"Python {facts['python_version']}")
    query["said"] = ", ".join(said)
    return query


def install_fix(entry: Entry, facts: dict[str, str], frameworks: list[str]) -> Fix | None:
    """A fix naming the exact build that fits the machine the facts describe, or None when the
    cause is not an install problem, the framework is unknown or ambiguous, or nothing is known
    of the machine."""
    if entry.id not in INSTALL_CAUSES:
        return None
    fws = [f for f in frameworks if f in FRAMEWORKS]
    if len(fws) != 1:
        return None
    query = machine_query(facts)
    if query is None:
        return None
    from resolver import matrices as mx
    from resolver.builds import framework_answer
    from resolver.errors import KbError

    try:
        m = mx.bundled()
    except KbError:
        return None
    gpu_row = {"cc": facts["compute_capability"]} if facts.get("compute_capability") else None
    answer = framework_answer(fws[0], query, gpu_row, m)
    name = {"paddle": "PaddlePaddle", "pytorch": "PyTorch", "tensorflow": "TensorFlow"}[fws[0]]
    # A build the driver runs natively beats a newer one that needs minor-version compatibility:
    # the log at hand may be exactly that compatibility failing.
    native = [b for b in answer["builds"] if b.get("driver") != "minor-version compatibility"]
    best = native[0] if native else answer["recommended"]
    if best is None:
        return Fix(
            title=f"No {name} build in the version tables fits this machine ({query['said']})",
            steps=("Upgrade the NVIDIA driver first (see the driver fixes), then run "
                   f"`resolve compat --framework {fws[0]} --driver NEW_VERSION` for the build that fits.",),
            frameworks=(fws[0],),
        )
    release = next(best[k] for k in ("paddle", "torch", "tensorflow") if k in best)
    steps = [f"`{best['install']}`  ({name} {release}, CUDA {best['cuda']}"
             + (f", cuDNN {best['cudnn']}" if best.get("cudnn") else "") + ")"]
    if best.get("docker"):
        steps.append(f"Or the official image: `docker pull {best['docker'][0]}`.")
    if best.get("requires"):
        steps.append(f"This build {best['requires']}.")
    if best.get("driver") == "minor-version compatibility":
        steps.append("The driver runs this build only through CUDA minor-version compatibility (no JIT of "
                     "newer PTX); upgrading the driver is the safer fix.")
    elif answer["recommended"] is not None and answer["recommended"] is not best:
        newer = answer["recommended"]
        newer_release = next(newer[k] for k in ("paddle", "torch", "tensorflow") if k in newer)
        steps.append(f"Newer {name} {newer_release} (CUDA {newer['cuda']}) needs a newer driver "
                     f"(>= {_min_linux(newer['cuda'])} on Linux) or minor-version compatibility.")
    steps.append(f"Other builds that fit: `resolve compat --framework {fws[0]}"
                 + (f" --driver {query['driver']}" if query.get("driver") else "")
                 + (f" --gpu {facts['compute_capability']}" if facts.get("compute_capability") else "")
                 + (f" --python {query['python']}" if query.get("python") else "")
                 + (" --os windows" if query["os"] == "windows" else "") + "`.")
    return Fix(title=f"Install the {name} build that fits this machine ({query['said']})",
               steps=tuple(steps), frameworks=(fws[0],))


def _min_linux(cuda: str) -> str:
    from resolver import matrices as mx

    try:
        return str(mx.min_driver(cuda)["linux"])
    except ResolverError:
        return "?"
