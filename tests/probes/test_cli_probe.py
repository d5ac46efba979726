"""`resolve probe` and `resolve --confirm` as real subprocesses."""

from __future__ import annotations

import json
import os
import stat

from conftest import run_cli


def test_probe_json_names_causes_with_kb_titles() -> None:
    res = run_cli("probe", "--format", "json", "--only", "nvml,platform,env")
    assert res.returncode == 0, res.stderr
    data = json.loads(res.stdout)
    assert [p["probe"] for p in data["probes"]] == ["nvml", "platform", "env"]
    nvml = data["probes"][0]
    if nvml["cause"]:
        assert any(c["id"] == nvml["cause"] and c["title"] and c["title"] != "(not in this KB)"
                   for c in data["causes"])
    assert data["gpu_usable"] == (nvml["status"] == "ok")


def test_probe_text_and_markdown() -> None:
    res = run_cli("probe", "--only", "platform,nvml")
    assert res.returncode == 0
    assert res.stdout.startswith(b"GPU environment report")
    md = run_cli("probe", "--format", "markdown", "--only", "platform,nvml")
    assert md.returncode == 0
    assert b"| `nvml` |" in md.stdout


def test_probe_redact_removes_home_paths() -> None:
    env = {"LD_LIBRARY_PATH": "/home/probe-test-user/cuda/lib64", "CUDA_VISIBLE_DEVICES": "0"}
    plain = run_cli("probe", "--format", "json", "--only", "env", env=env)
    assert b"probe-test-user" in plain.stdout
    red = run_cli("probe", "--format", "json", "--only", "env", "--redact", env=env)
    assert red.returncode == 0
    assert b"probe-test-user" not in red.stdout
    assert b"/home/<user>/cuda/lib64" in red.stdout


def test_probe_bad_arguments() -> None:
    res = run_cli("probe", "--only", "nope")
    assert res.returncode == 2
    assert "unknown probe" in res.stderr.decode()
    assert b"Traceback" not in res.stderr
    assert run_cli("probe", "--timeout", "0").returncode == 2
    listed = run_cli("probe", "--list")
    assert listed.returncode == 0
    assert b"framework.paddle" in listed.stdout


def test_hanging_nvidia_smi_times_out(tmp_path) -> None:
    fake = tmp_path / "nvidia-smi"
    fake.write_text("#!/bin/sh\nsleep 600\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    env = {"PATH": f"{tmp_path}{os.pathsep}{os.environ.get('PATH', '')}"}
    # The whole report, every probe, with the hanging tool first on PATH; the harness's own
    # timeout (60 s) is only a guard: the probe's 2 s timeout must end it.
    res = run_cli("probe", "--format", "json", "--timeout", "2", env=env, timeout=60)
    assert res.returncode == 0, res.stderr
    smi = next(p for p in json.loads(res.stdout)["probes"] if p["probe"] == "nvidia-smi")
    assert smi["status"] in ("problem", "unavailable")
    assert "did not answer within 2 s" in smi["detail"] or "timed out" in smi["detail"]


def test_confirm_json_fills_check(tmp_path) -> None:
    log = tmp_path / "nvml.log"
    log.write_text("Failed to initialize NVML: Driver/library version mismatch\n")
    res = run_cli("--confirm", "--format", "json", str(log))
    assert res.returncode == 0, res.stderr
    data = json.loads(res.stdout)
    top = data["hypotheses"][0]
    assert top["check"]["status"] in ("confirmed", "refuted", "inconclusive")
    assert top["check"]["detail"]


def test_lint_flags_unknown_check_probe(tmp_path) -> None:
    import shutil

    from conftest import TINY_KB

    kb_dir = tmp_path / "kb"
    shutil.copytree(TINY_KB, kb_dir)
    entry = next(p for p in sorted(kb_dir.rglob("*.yaml")) if "schema" not in p.parts)
    entry.write_text(entry.read_text() + "checks:\n  - probe: no.such.probe\n    expect: {status: ok}\n"
                     "    verdict: confirms\n")
    res = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir), "--select", "check-probe")
    assert res.returncode == 1
    assert b"no.such.probe" in res.stdout
