"""The CLI as users meet it: a real subprocess (plus a few in-process calls for speed)."""

from __future__ import annotations

import json

import jsonschema
import pytest
from conftest import DATA, TINY_KB, run_cli

from resolver.cli import main

CONTRACT = json.loads((DATA / "contract.schema.json").read_text())
DRIVER_LOG = b"RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n"
TINY = ["--no-bundled", "--kb", str(TINY_KB)]


def test_cli_json_follows_the_contract() -> None:
    proc = run_cli("--format", "json", *TINY, stdin=DRIVER_LOG)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    jsonschema.validate(doc, CONTRACT)
    assert doc["hypotheses"][0]["id"] == "tiny-driver-old"
    assert doc["hypotheses"][0]["evidence"][0] == {
        "line": 1, "text": DRIVER_LOG.decode().strip(), "signature": "tiny-driver-old/insufficient"}
    assert doc["hypotheses"][0]["check"] == {"status": "not-run", "detail": ""}


def test_cli_reads_files_and_several_files(tmp_path) -> None:
    a, b = tmp_path / "a.log", tmp_path / "b.log"
    a.write_bytes(b"step 1\n")
    b.write_bytes(DRIVER_LOG)
    proc = run_cli("--format", "json", *TINY, str(a), str(b))
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["hypotheses"][0]["evidence"][0]["line"] == 2


def test_cli_reads_a_docker_json_file_log(tmp_path) -> None:
    # /var/lib/docker/containers/<id>/<id>-json.log: each line a JSON object, the program's text escaped inside
    path = tmp_path / "0123abcd-json.log"
    lines = ["starting", "\u001b[31m" + DRIVER_LOG.decode().strip() + "\u001b[0m"]
    path.write_text("".join(json.dumps({"log": line + "\n", "stream": "stderr", "time": "2024-05-01T10:11:12Z"},
                                       separators=(",", ":")) + "\n" for line in lines))
    proc = run_cli("--format", "json", *TINY, str(path))
    assert proc.returncode == 0, proc.stderr
    evidence = json.loads(proc.stdout)["hypotheses"][0]["evidence"][0]
    assert (evidence["line"], evidence["text"]) == (2, DRIVER_LOG.decode().strip())


def test_cli_exit_1_when_nothing_matches() -> None:
    proc = run_cli("--format", "json", stdin=b"epoch 1 loss 0.5\nepoch 2 loss 0.4\n")
    assert proc.returncode == 1
    assert json.loads(proc.stdout)["hypotheses"] == []


@pytest.mark.parametrize(
    ("name", "stdin", "words"),
    [
        ("empty", b"", "empty input"),
        ("blank", b"\n  \n\n", "empty input"),
        ("binary", bytes(range(256)) * 100, "binary"),
    ],
)
def test_cli_bad_input_is_a_clean_error(name: str, stdin: bytes, words: str) -> None:
    proc = run_cli(stdin=stdin)
    assert proc.returncode == 2
    assert words in proc.stderr.decode()
    assert b"Traceback" not in proc.stderr


def test_cli_missing_file_is_exit_2() -> None:
    proc = run_cli("/nonexistent/train.log")
    assert proc.returncode == 2
    assert "cannot read" in proc.stderr.decode()


def test_cli_usage_error_is_exit_2() -> None:
    proc = run_cli("--format", "yaml")
    assert proc.returncode == 2


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("gbk", "错误: CUDA driver version is insufficient for CUDA runtime version\r\n".encode("gbk")),
        ("invalid-utf8", b"garbage \xfa\xff\xfe\nCUDA driver version is insufficient\n"),
        ("ansi-crlf", b"\x1b[31mCUDA driver version is insufficient\x1b[0m\r\n"),
        ("megabyte-line", b"x" * (1 << 20) + b"\nCUDA driver version is insufficient\n"),
    ],
    ids=["gbk", "invalid-utf8", "ansi-crlf", "megabyte-line"],
)
def test_cli_hostile_but_readable_input(name: str, data: bytes) -> None:
    proc = run_cli("--format", "json", *TINY, stdin=data)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["hypotheses"][0]["id"] == "tiny-driver-old"


def test_cli_text_is_plain_when_not_a_tty() -> None:
    proc = run_cli(*TINY, "--explain", stdin=DRIVER_LOG)
    out = proc.stdout.decode()
    assert "\x1b[" not in out
    assert "1. tiny-driver-old" in out
    assert "from the best evidence" in out


def test_cli_colour_always_uses_ansi() -> None:
    proc = run_cli(*TINY, "--color", "always", stdin=DRIVER_LOG)
    assert "\x1b[" in proc.stdout.decode()


def test_cli_markdown() -> None:
    proc = run_cli(*TINY, "--format", "markdown", stdin=DRIVER_LOG)
    out = proc.stdout.decode()
    assert out.startswith("# GPU environment diagnosis")
    assert "## 1. Tiny test entry" in out


def test_cli_top_limits_hypotheses() -> None:
    log = b"RuntimeError: CUDA error: unknown error\n"
    proc = run_cli("--format", "json", "--top", "1", *TINY, stdin=log)
    assert len(json.loads(proc.stdout)["hypotheses"]) == 1


def test_cli_malformed_kb_reports_file_and_line() -> None:
    bad = DATA / "kb_invalid" / "bad-regex"
    proc = run_cli("--kb", str(bad), stdin=DRIVER_LOG)
    assert proc.returncode == 2
    assert "tiny-driver-old.yaml:12:" in proc.stderr.decode()
    lint = run_cli("kb", "lint", "--no-bundled", "--kb", str(bad))
    assert lint.returncode == 1
    assert "tiny-driver-old.yaml:12: error:" in lint.stdout.decode()


def test_cli_show_and_unknown_id() -> None:
    proc = run_cli("show", "tiny-uvm", *TINY)
    assert proc.returncode == 0
    assert "tiny-uvm: Tiny cause" in proc.stdout.decode()
    assert "  resumed [boost +0.10]: (?i)resumed from suspend" in proc.stdout.decode()
    missing = run_cli("show", "tiny-uvn", *TINY)
    assert missing.returncode == 2
    assert "did you mean" in missing.stderr.decode()


def test_cli_search_finds_entry_by_words() -> None:
    proc = run_cli("search", "driver", "insufficient", *TINY)
    assert proc.returncode == 0
    assert "tiny-driver-old" in proc.stdout.decode().splitlines()[0]


def test_cli_every_command_has_help() -> None:
    for args in ([], ["show"], ["search"], ["kb"], ["kb", "lint"], ["tui"]):
        proc = run_cli(*args, "--help")
        assert proc.returncode == 0, args
        assert b"usage: resolve" in proc.stdout


def test_cli_in_process_main(capsys, tmp_path) -> None:
    log = tmp_path / "x.log"
    log.write_bytes(DRIVER_LOG)
    assert main(["--format", "json", *TINY, str(log)]) == 0
    assert json.loads(capsys.readouterr().out)["hypotheses"][0]["id"] == "tiny-driver-old"
    assert main(["kb", "lint", "--no-bundled", "--kb", str(TINY_KB)]) == 0


def test_cli_kb_stats_text_and_json() -> None:
    proc = run_cli("kb", "stats", "--format", "json", *TINY)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["entries"] >= 3
    assert "tiny-uvm/oom-warning" in doc["unexercised"]
    assert doc["fixes"] >= 3
    assert doc["tied_fixes"] == 0
    text = run_cli("kb", "stats", *TINY).stdout.decode()
    assert "per layer:" in text
    assert f"fixes: {doc['fixes']} (0 tied to the signatures they answer)" in text
    assert "signatures without an example" in text


def test_cli_export_patterns_are_grep_compatible(tmp_path) -> None:
    import subprocess

    proc = run_cli("kb", "export-patterns", "--no-cache", *TINY)
    assert proc.returncode == 0
    patterns = tmp_path / "p.txt"
    patterns.write_bytes(proc.stdout)
    log = tmp_path / "x.log"
    log.write_bytes(b"ok\nRuntimeError: CUDA driver version is insufficient\nWARNING: Memory Low\n")
    grep = subprocess.run(["grep", "-E", "-c", "-f", str(patterns), str(log)], capture_output=True, text=True)
    assert grep.stdout.strip() == "2"


def test_new_entry_scaffold_writes_a_schema_shaped_file(tmp_path) -> None:
    import subprocess
    import sys

    from conftest import ROOT

    log = tmp_path / "x.log"
    log.write_text("step 1\nOSError: libcudnn.so.8: cannot open shared object file\n")
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "new_entry.py"), "runtime", "my-new-cause",
                           "--from-log", str(log), "--kb", str(tmp_path)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    written = (tmp_path / "entries" / "runtime" / "my-new-cause.yaml").read_text()
    assert "id: my-new-cause" in written
    assert "libcudnn" in written
    lint = run_cli("kb", "lint", "--no-bundled", "--kb", str(tmp_path))
    assert lint.returncode == 1  # TODO placeholders do not pass lint, on purpose
    assert "is the wording" not in proc.stdout  # no wording reads a missing libcudnn.so.8
    log.write_text("RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n")
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "new_entry.py"), "driver", "another-cause",
                           "--from-log", str(log), "--kb", str(tmp_path)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "is the wording cuda-insufficient-driver (kb/wordings/cuda-insufficient-driver.yaml)" in proc.stdout
