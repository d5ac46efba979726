"""tools/seen_threads.py lists every thread the repository names, in one form, and checks candidates against it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

TOOL = ROOT / "tools" / "seen_threads.py"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=120)


def _repo(tmp_path: Path) -> Path:
    (tmp_path / "kb" / "entries").mkdir(parents=True)
    (tmp_path / "kb" / "entries" / "x.yaml").write_text(
        "references:\n  - https://github.com/NVIDIA/nvidia-docker/issues/533\n"
        "  - https://forums.developer.nvidia.com/t/some-thread/12345.\n"
        "note: 'as in Ollama/Ollama#4008 and pull https://github.com/a/b/pull/7'\n", encoding="utf-8")
    (tmp_path / "tests" / "data").mkdir(parents=True)
    case = {"id": "g1-001", "source": "jax-ml/jax#8506", "url": "https://github.com/jax-ml/jax/issues/8506",
            "log": "see http://example.org/a\\nnext line"}
    (tmp_path / "tests" / "data" / "c.jsonl").write_text(json.dumps(case) + "\n", encoding="utf-8")
    (tmp_path / "README.md").write_text("Discussed in https://github.com/o/r/discussions/3, not in o/r#x.\n")
    return tmp_path


def test_every_thread_named_anywhere_is_listed_once_in_one_form(tmp_path) -> None:
    root = _repo(tmp_path)
    listed = run("--root", str(root)).stdout.splitlines()
    assert listed == sorted([
        "a/b#7", "http://example.org/a", "https://forums.developer.nvidia.com/t/some-thread/12345",
        "jax-ml/jax#8506", "nvidia/nvidia-docker#533", "o/r#3", "ollama/ollama#4008",
    ]), listed
    assert all(line == line.lower() for line in listed)


def test_check_answers_for_urls_and_short_forms_and_fails_on_a_seen_one(tmp_path) -> None:
    root = _repo(tmp_path)
    proc = run("--root", str(root), "--check", "https://github.com/JAX-ML/jax/issues/8506", "fresh/repo#1")
    assert proc.returncode == 1
    assert proc.stdout.splitlines() == ["seen  jax-ml/jax#8506", "new   fresh/repo#1"]
    assert run("--root", str(root), "--check", "fresh/repo#1").returncode == 0


def test_also_adds_paths_outside_the_repository_and_out_writes_the_list(tmp_path) -> None:
    root = _repo(tmp_path)
    extra = tmp_path / "extra.jsonl"
    extra.write_text(json.dumps({"source": "PaddlePaddle/Paddle#1"}) + "\n", encoding="utf-8")
    out = tmp_path / "seen.txt"
    proc = run("--root", str(root), "--also", str(extra), "--out", str(out))
    assert proc.returncode == 0
    assert "paddlepaddle/paddle#1" in out.read_text(encoding="utf-8").splitlines()
    assert "threads written to" in proc.stderr


def test_the_repository_itself_lists_the_corpora_and_the_kb_references() -> None:
    listed = set(run().stdout.splitlines())
    assert "jax-ml/jax#8506" in listed  # a G309 corpus thread
    assert "bvlc/caffe#2197" in listed  # a KB reference
