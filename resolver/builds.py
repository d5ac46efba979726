"""Which framework builds fit a machine: driver, GPU, Python and OS against the wheel tables.

The engine's side of `resolve compat --framework`: the tailored install fix (`resolver.tailor`)
and the command both ask `framework_answer`, so they name the same builds.
"""

from __future__ import annotations

from typing import Any


def paddle_gpu_ok(row: dict[str, Any], cc: str, m: Any) -> bool:
    from resolver import matrices as mx

    if row.get("gpu_cc_min") and mx.vcmp(cc, row["gpu_cc_min"]) < 0:
        return False
    if row.get("archs") and not mx.arch_runs(cc, row["archs"]):
        return False
    return mx.cuda_builds_cc(row["cuda"], cc, m)


def torch_item(row: dict[str, Any], runs: str | None = None) -> dict[str, Any]:
    from resolver import matrices as mx

    item = {"torch": row["torch"], "cuda": row["cuda"], "cudnn": row["cudnn"], "status": row["status"],
            "archs": mx.torch_archs(row), "python": row["python"], "install": mx.torch_install(row)}
    if runs:
        item["driver"] = "minor-version compatibility" if runs == "mvc" else "supported"
    return item


def _paddle_install(row: dict[str, Any], os: str) -> str:
    cmd = str(row["install"])
    if os == "windows":
        cmd = cmd.replace("/whl/linux/", "/whl/windows/")
    return cmd


def paddle_item(row: dict[str, Any], runs: str | None = None, os: str = "linux") -> dict[str, Any]:
    item: dict[str, Any] = {"paddle": row["paddle"], "cuda": row["cuda"], "cudnn": row.get("cudnn"),
                            "python": row["python"], "install": _paddle_install(row, os),
                            "docker": list(row.get("docker", [])) if os == "linux" else []}
    if runs:
        item["driver"] = "minor-version compatibility" if runs == "mvc" else "supported"
    return item


def framework_answer(framework: str, q: dict[str, Any], gpu_row: dict[str, Any] | None, m: Any) -> dict[str, Any]:
    """Builds of `framework` that fit the driver, GPU, Python and OS in `q`, newest first."""
    from resolver import matrices as mx

    os, driver, py = q["os"], q.get("driver"), q.get("python")
    cc = gpu_row["cc"] if gpu_row else None
    notes: list[str] = []
    builds: list[dict[str, Any]] = []
    if framework == "pytorch":
        for r in mx.torch_rows(None, m):
            runs = mx.driver_runs(driver, r["cuda"], os, m) if driver else None
            if (runs == "no" or (py and py not in r["python"])
                    or (cc and not mx.arch_runs(cc, r["archs"], r.get("ptx")))):
                continue
            builds.append(torch_item(r, runs))
        notes.append("PyTorch wheels bundle their CUDA runtime and cuDNN: only the driver must be new enough.")
    elif framework == "paddle":
        for r in mx.paddle_rows(m):
            runs = mx.driver_runs(driver, r["cuda"], os, m) if driver else None
            if runs == "no" or (py and py not in r["python"]) or (cc and not paddle_gpu_ok(r, cc, m)):
                continue
            builds.append(paddle_item(r, runs, os))
        notes.append("paddlepaddle-gpu 3.x pulls CUDA and cuDNN as pip packages; 2.x needs the CUDA and cuDNN "
                     "listed installed on the system.")
        if os == "windows":
            notes.append("Windows: the 2.x find-links page is .../whl/windows/mkl/avx/stable.html; docker images "
                         "are Linux only.")
    else:
        for r in mx.tf_rows(m):
            runs = mx.driver_runs(driver, r["cuda"], os, m) if driver else None
            if (runs == "no" or (py and py not in r["python"])
                    or (cc and not mx.cuda_builds_cc(r["cuda"], cc, m))
                    or (os == "windows" and not r.get("windows_native"))):
                continue
            builds.append(tf_item(r, runs))
        if os == "windows":
            notes.append("Native Windows GPU support ends with TensorFlow 2.10; newer releases need WSL2 "
                         "(use --os linux inside WSL2).")
    builds.sort(key=_preference, reverse=True)
    if not builds:
        notes.append("no build in the table fits all the constraints; relax one (e.g. upgrade the driver)")
    if driver and builds and builds[0].get("driver") == "minor-version compatibility":
        notes.append(f"driver {driver} runs the recommended build only through minor-version compatibility "
                     "(no JIT of newer PTX); upgrading the driver is the safer fix")
    return {"framework": framework, "recommended": builds[0] if builds else None, "builds": builds, "notes": notes}


def _preference(b: dict[str, Any]) -> tuple[Any, ...]:
    """Newest release first; within a release a build the driver supports natively (newest CUDA first),
    then the stable one, then builds that need minor-version compatibility (closest CUDA first)."""
    from resolver.matrices import vkey

    release = next(b[k] for k in ("torch", "paddle", "tensorflow") if k in b)
    native = b.get("driver") != "minor-version compatibility"
    cuda = vkey(b["cuda"])
    return (vkey(release), native, b.get("status", "stable") == "stable",
            cuda if native else tuple(-x for x in cuda))


def tf_item(row: dict[str, Any], runs: str | None) -> dict[str, Any]:
    from resolver import matrices as mx

    ver = ".".join(row["tensorflow"].split(".")[:2])
    if mx.vcmp(row["tensorflow"], "2.14") >= 0:
        install = f"pip install 'tensorflow[and-cuda]=={ver}.*'"
        needs = "CUDA and cuDNN come as pip packages"
    else:
        install = f"pip install tensorflow=={ver}.*"
        needs = f"needs CUDA {row['cuda']} and cuDNN {row['cudnn']} installed on the system"
    item = {"tensorflow": row["tensorflow"], "cuda": row["cuda"], "cudnn": row["cudnn"], "python": row["python"],
            "install": install, "requires": needs}
    if runs:
        item["driver"] = "minor-version compatibility" if runs == "mvc" else "supported"
    return item
