"""`resolve compat`: answer version questions from the matrices (kb/matrices) and say what to install.

Every answer comes from the bundled tables with their confidence; nothing is fetched from the network.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from resolver.builds import framework_answer, paddle_gpu_ok, paddle_item, torch_item
from resolver.errors import ResolverError

HELP = ("Version compatibility from the bundled vendor tables: the minimum driver for a CUDA release, "
        "the newest CUDA a driver supports, a GPU's compute capability, and the exact install "
        "command and docker image for a framework that fit a driver, GPU, Python and OS.")
EPILOG = """\
examples:
  resolve compat --cuda 12.2                         minimum driver (Linux, Windows) and the 12.x compat floor
  resolve compat --driver 470.82.01                  newest CUDA it supports, which builds run
  resolve compat --gpu "RTX 4090"                    compute capability and the builds that include it
  resolve compat --framework paddle --driver 535.104.05 --gpu "RTX 4090" --python 3.10
  resolve compat --framework pytorch --probe         take driver and GPU from this machine
  resolve compat --cuda 11.8 --format json           the same answers as JSON
exit status: 0 answered, 1 no build fits, 2 usage error (unknown version or GPU, with suggestions).
"""

FRAMEWORKS = ("paddle", "pytorch", "tensorflow")
_DRIVER = re.compile(r"^\d{3}(\.\d{1,3}){0,2}$")
_CUDA = re.compile(r"^(?:cu)?\d+(\.\d+){0,2}$")
_PY = re.compile(r"^3\.\d{1,2}$")
TEXT_LIMIT = 6
"""Builds listed per framework in text output (JSON lists all)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cuda", metavar="X.Y", help="a CUDA release, e.g. 12.2 (minimum driver per OS)")
    parser.add_argument("--driver", metavar="VERSION", help="an NVIDIA driver version, e.g. 470.82.01")
    parser.add_argument("--gpu", metavar="NAME",
                        help='a GPU model ("RTX 4090", "A100", "Tesla T4") or a compute capability ("8.6", "sm_86")')
    parser.add_argument("--framework", choices=FRAMEWORKS, help="recommend an install for this framework")
    parser.add_argument("--python", metavar="3.X", help="Python version the install must support")
    parser.add_argument("--os", choices=("linux", "windows"), default=None, help="target OS (default linux)")
    parser.add_argument("--probe", action="store_true", help="take the driver and GPU from this machine")
    parser.add_argument("--format", choices=("text", "json"), default="text")


def run(args: argparse.Namespace) -> int:
    from resolver import matrices as mx

    if not any([args.cuda, args.driver, args.gpu, args.framework, args.probe]):
        raise ResolverError("resolve compat: give at least one of --cuda, --driver, --gpu, --framework, --probe "
                            "(see `resolve compat -h`)")
    query = _query(args)
    m = mx.bundled()
    out: dict[str, Any] = {"schema": 1, "query": query}
    if query.get("probe_note"):
        out["probe"] = query.pop("probe_note")
    status = 0
    if args.cuda:
        out["cuda"] = cuda_answer(query["cuda"], m)
    if query.get("driver"):
        out["driver"] = driver_answer(query["driver"], query["os"], m)
    gpu_row = None
    if query.get("gpu"):
        out["gpu"], gpu_row = gpu_answer(query["gpu"], m, query.get("probed_cc"))
    if query.get("probed_cc") is None:
        query.pop("probed_cc", None)
    if args.framework:
        out["framework"] = framework_answer(args.framework, query, gpu_row, m)
        status = 0 if out["framework"]["builds"] else 1
    if args.format == "json":
        sys.stdout.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render_text(out))
    return status


def _query(args: argparse.Namespace) -> dict[str, Any]:
    q: dict[str, Any] = {"os": args.os or "linux"}
    if args.probe:
        facts, note = _probe()
        q["probe_note"] = note
        if facts.get("driver_version") and not args.driver:
            args.driver = facts["driver_version"]
        if facts.get("gpu_name") and not args.gpu:
            args.gpu = facts["gpu_name"]
            q["probed_cc"] = facts.get("compute_capability")
        if facts.get("python_version") and not args.python:
            args.python = facts["python_version"]
        if args.os is None and "windows" in facts.get("platform", "").lower():
            q["os"] = "windows"
    if args.cuda:
        if not _CUDA.match(args.cuda.strip()):
            raise ResolverError(f"--cuda {args.cuda!r} is not a CUDA version (expected e.g. 12.2 or cu121)")
        from resolver.matrices import minor

        q["cuda"] = minor(args.cuda)
    if args.driver:
        if not _DRIVER.match(args.driver.strip()):
            raise ResolverError(f"--driver {args.driver!r} is not an NVIDIA driver version (expected e.g. 535.104.05)")
        q["driver"] = args.driver.strip()
    if args.gpu:
        if not args.gpu.strip():
            raise ResolverError("--gpu needs a GPU name, e.g. \"RTX 4090\"")
        q["gpu"] = args.gpu.strip()
    if args.python:
        if not _PY.match(args.python.strip()):
            raise ResolverError(f"--python {args.python!r} is not a Python 3 version (expected e.g. 3.10)")
        q["python"] = args.python.strip()
    if args.framework:
        q["framework"] = args.framework
    return q


def _probe() -> tuple[dict[str, str], dict[str, Any]]:
    try:
        from resolver.probes import probe_facts, run_probes
    except ImportError:
        raise ResolverError("--probe needs the live-machine probes (resolver.probes), which this installation "
                            "does not have; pass --driver and --gpu instead") from None
    observations = run_probes(timeout=15.0)
    facts = probe_facts(observations)
    wanted = {k: v for k, v in facts.items() if k in ("driver_version", "gpu_name", "compute_capability",
                                                     "cuda_driver_max", "python_version", "platform")}
    note = {"facts": wanted}
    if not wanted.get("driver_version"):
        note["warning"] = "no NVIDIA driver found on this machine"
    return facts, note


# --------------------------------------------------------------------------- answers


def cuda_answer(cuda: str, m: Any) -> dict[str, Any]:
    from resolver import matrices as mx

    need = mx.min_driver(cuda, m)
    table = m["cuda-driver"]
    need["sources"] = list(table.sources)
    need["nvidia_smi_note"] = m["cuda-minor-compat"].notes
    return need


def driver_answer(driver: str, os: str, m: Any) -> dict[str, Any]:
    from resolver import matrices as mx

    best = mx.max_cuda_for_driver(driver, os, m)
    majors = []
    for row in m["cuda-minor-compat"].rows:
        if not row["mvc"]:
            continue
        need = row[os] or (f"R{row['branch_min']}" if row.get("branch_min") else None)
        if need and mx.meets(driver, need):
            majors.append(row["major"])
    runs = {
        "pytorch": [torch_item(r, mx.driver_runs(driver, r["cuda"], os, m)) for r in mx.torch_rows(None, m)
                    if mx.driver_runs(driver, r["cuda"], os, m) != "no"],
        "paddle": [paddle_item(r, mx.driver_runs(driver, r["cuda"], os, m), os) for r in mx.paddle_rows(m)
                   if mx.driver_runs(driver, r["cuda"], os, m) != "no"],
    }
    return {
        "driver": driver,
        "os": os,
        "max_cuda": best,
        "meaning": "the newest CUDA this driver supports (what nvidia-smi shows as \"CUDA Version\")",
        "minor_version_compat_majors": sorted(majors, key=int, reverse=True),
        "builds_that_run": runs,
        "too_old": best is None,
    }


_CC = re.compile(r"^(?:sm_?(\d{1,2})(\d)|(\d{1,2})\.(\d))$", re.IGNORECASE)


def gpu_answer(name: str, m: Any, probed_cc: str | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """A GPU by model name (fuzzy), or directly by compute capability ("8.6", "sm_86")."""
    from resolver import matrices as mx

    row, suggestions = mx.find_gpu(name, m)
    direct = _CC.match(name.strip())
    if row is None and (direct or probed_cc):
        cc = f"{direct.group(1) or direct.group(3)}.{direct.group(2) or direct.group(4)}" if direct else str(probed_cc)
        sm = mx.sm_row(cc, m)
        if sm is None:
            known = ", ".join(r["cc"] for r in m["sm-cuda"].rows)
            raise ResolverError(f"unknown compute capability {cc!r}; known: {known}")
        row = {"name": name, "cc": cc, "arch": sm["arch"], "confidence": m["sm-cuda"].confidence_of(sm)}
    if row is None:
        hint = f"; did you mean: {', '.join(suggestions)}?" if suggestions else ""
        raise ResolverError(f"unknown GPU {name!r}{hint} (the table is kb/matrices/gpu-compute-capability.yaml; "
                            "--gpu also takes a compute capability such as 8.6)")
    cc = row["cc"]
    sm = mx.sm_row(cc, m) or {}
    torch_ok = [torch_item(r) for r in mx.torch_rows(None, m) if mx.arch_runs(cc, r["archs"], r.get("ptx"))]
    paddle_ok = [paddle_item(r) for r in mx.paddle_rows(m) if paddle_gpu_ok(r, cc, m)]
    return {
        "name": row["name"],
        "matched": name,
        "compute_capability": cc,
        "sm": "sm_" + cc.replace(".", ""),
        "arch": row["arch"],
        "confidence": row.get("confidence") or m["gpu-compute-capability"].confidence_of(row),
        "first_cuda": sm.get("first_cuda"),
        "last_cuda": sm.get("last_cuda"),
        "cuda_with_kernels": _span(cc, m),
        "builds_that_include_it": {"pytorch": torch_ok, "paddle": paddle_ok},
    }, row


def _span(cc: str, m: Any) -> dict[str, str | None] | None:
    from resolver import matrices as mx

    span = mx.cc_cuda_range(cc, m)
    return {"first": span[0], "last": span[1]} if span else None


# --------------------------------------------------------------------------- text


def _build_line(b: dict[str, Any]) -> str:
    name = next(k for k in ("torch", "paddle", "tensorflow") if k in b)
    extra = f", cuDNN {b['cudnn']}" if b.get("cudnn") else ""
    drv = f" [{b['driver']}]" if b.get("driver") == "minor-version compatibility" else ""
    status = f" ({b['status']})" if b.get("status") not in (None, "stable") else ""
    return f"    {name} {b[name]} CUDA {b['cuda']}{extra}{status}{drv}: {b['install']}"


def render_text(out: dict[str, Any]) -> str:
    lines: list[str] = []
    if "probe" in out:
        facts = out["probe"].get("facts", {})
        lines.append("This machine: " + (", ".join(f"{k} {v}" for k, v in facts.items()) or "nothing found"))
        if out["probe"].get("warning"):
            lines.append(f"  note: {out['probe']['warning']}")
    if c := out.get("cuda"):
        win = (f">= {c['windows']} on Windows" if c["windows"] else
               f"Windows N/A in NVIDIA's table (a driver of the {c['windows_effective']} branch or newer)")
        linux = f">= {c['linux']}" if not str(c["linux"]).startswith("R") else f"a driver of the {c['linux']} branch"
        lines.append(f"CUDA {c['cuda']} ({c['release']}) needs {linux} on Linux, {win}  [{c['confidence']}]")
        for u in c["updates"]:
            lines.append(f"  {u['release']}: >= {u['linux']} Linux, >= {u['windows'] or 'N/A'} Windows")
        mvc = c["minor_version_compat"]
        if mvc and mvc["supported"]:
            win = mvc["windows"] or "N/A"
            lines.append(f"  minor-version compatibility: any CUDA {mvc['major']}.x app runs (limited features) on "
                         f"driver >= {mvc['linux']} Linux / {win} Windows")
        elif mvc:
            lines.append(f"  no minor-version compatibility for CUDA {mvc['major']}.x: the driver above is required")
        lines.append("  nvidia-smi's \"CUDA Version\" is the newest CUDA the driver supports, "
                     "not the installed toolkit.")
    if d := out.get("driver"):
        if d["max_cuda"]:
            lines.append(f"Driver {d['driver']} ({d['os']}) supports CUDA up to {d['max_cuda']} "
                         "(nvidia-smi's \"CUDA Version\")")
        else:
            lines.append(f"Driver {d['driver']} ({d['os']}) is older than every CUDA release in the table (10.0+)")
        if d["minor_version_compat_majors"]:
            lines.append("  minor-version compatibility covers CUDA "
                         + ", ".join(f"{mj}.x" for mj in d["minor_version_compat_majors"]))
        for fw, items in ({} if "framework" in out else d["builds_that_run"]).items():
            lines.append(f"  {fw} builds that run ({len(items)}), newest first:")
            lines += [_build_line(b) for b in items[:TEXT_LIMIT]]
    if g := out.get("gpu"):
        last = f", last CUDA {g['last_cuda']}" if g.get("last_cuda") else ""
        lines.append(f"{g['name']}: compute capability {g['compute_capability']} ({g['sm']}, {g['arch']}), "
                     f"first CUDA {g['first_cuda']}{last}  [{g['confidence']}]")
        span = g.get("cuda_with_kernels")
        if span and span["first"] != g["first_cuda"]:
            lines.append(f"  builds from CUDA {span['first']} on can run on it through same-major binary compatibility")
        for fw, items in ({} if "framework" in out else g["builds_that_include_it"]).items():
            lines.append(f"  {fw} builds that include it ({len(items)}), newest first:")
            lines += [_build_line(b) for b in items[:TEXT_LIMIT]]
    if f := out.get("framework"):
        rec = f["recommended"]
        if rec:
            mvc = rec.get("driver") == "minor-version compatibility"
            via = " (runs through minor-version compatibility)" if mvc else ""
            lines.append(f"Recommended {f['framework']} install{via}:")
            lines.append(f"  {rec['install']}")
            if rec.get("requires"):
                lines.append(f"  ({rec['requires']})")
            for tag in rec.get("docker", []):
                lines.append(f"  docker: {tag}")
            if len(f["builds"]) > 1:
                lines.append("  other builds that fit, newest first:")
                lines += [_build_line(b) for b in f["builds"][1:TEXT_LIMIT]]
        else:
            lines.append(f"No {f['framework']} build fits.")
        lines += [f"  note: {n}" for n in f["notes"]]
    return "\n".join(lines) + "\n"
