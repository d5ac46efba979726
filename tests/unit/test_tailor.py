"""The fix for this machine: install commands computed from the facts of a log."""

from __future__ import annotations

import json

from resolver.api import resolve_text, select_fixes
from resolver.tailor import install_fix, machine_query
from tests.conftest import run_cli

# PaddlePaddle's device banner (format of paddle/phi/backends/gpu/gpu_resources.cc) and a generic error.
BANNER_LOG = (
    "W0703 12:00:00.100 gpu_resources.cc:61] Please NOTE: device: 0, GPU Compute Capability: 8.6, "
    "Driver API Version: 11.2, Runtime API Version: 11.8\n"
    '  File "/usr/lib/python3.8/site-packages/paddle/fluid/framework.py", line 12, in run\n'
    "OSError: (External) CUDA error(999), unknown error.\n"
)


def test_banner_only_log_gets_a_build_the_driver_runs_natively(kb) -> None:
    report = resolve_text(BANNER_LOG, kb=kb)
    top = report.hypotheses[0]
    assert top.entry.id == "driver-too-old"
    fixes = select_fixes(top.entry, report)
    assert fixes[0].title.startswith("Install the PaddlePaddle build that fits this machine")
    assert "CUDA 11.2" in fixes[0].title
    assert "Python 3.8" in fixes[0].title
    # CUDA 11.2's driver runs the cu112 build natively, not the cu118 one that fails here.
    assert "paddlepaddle-gpu==2.6.2.post112" in fixes[0].steps[0]
    assert "/cu112/" in fixes[0].steps[0]


def test_driver_version_gives_the_query(kb) -> None:
    q = machine_query({"driver_version": "470.82.01", "python_version": "3.10"})
    assert q == {"os": "linux", "driver": "470.82.01", "python": "3.10", "said": "driver 470.82.01, Python 3.10"}


def test_nothing_known_of_the_machine_gives_no_tailored_fix(kb) -> None:
    assert machine_query({"python_version": "3.10"}) is None
    entry = kb.by_id["cpu-only-build"]
    assert install_fix(entry, {"python_version": "3.10"}, ["paddle"]) is None


def test_ambiguous_or_unknown_framework_gives_no_tailored_fix(kb) -> None:
    entry = kb.by_id["driver-too-old"]
    facts = {"driver_version": "535.104.05"}
    assert install_fix(entry, facts, ["paddle", "pytorch"]) is None
    assert install_fix(entry, facts, []) is None
    assert install_fix(entry, facts, ["pytorch"]) is not None


def test_causes_that_are_not_install_problems_get_none(kb) -> None:
    assert install_fix(kb.by_id["cuda-oom"], {"driver_version": "535.104.05"}, ["pytorch"]) is None


def test_windows_paths_ask_for_windows_builds(kb) -> None:
    q = machine_query({"driver_version": "531.14", "platform": "C:\\Users\\"})
    assert q is not None
    assert q["os"] == "windows"


def test_json_output_carries_the_tailored_fix_first() -> None:
    proc = run_cli("--format", "json", "--top", "1", stdin=BANNER_LOG.encode())
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    first = out["hypotheses"][0]["fixes"][0]
    assert "fits this machine" in first["title"]
    assert any("post112" in step for step in first["steps"])
