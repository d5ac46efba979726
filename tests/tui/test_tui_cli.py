"""`resolve tui` as a real process, for the cases that end before the app starts (no terminal needed)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT

pytestmark = pytest.mark.tui


def _tui(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    # A new session has no controlling terminal: the app can never start and wait for keys.
    return subprocess.run([sys.executable, "-m", "resolver", "tui", *args], input=stdin, capture_output=True,
                          timeout=120, cwd=ROOT, start_new_session=True, env=dict(os.environ))


def test_tui_piped_log_without_a_terminal_is_a_clear_error() -> None:
    proc = _tui(stdin=b"ValueError: The device should not be 'gpu', since PaddlePaddle is not compiled with CUDA\n")
    assert proc.returncode == 2, proc.stderr.decode()
    assert b"no terminal left for the app" in proc.stderr
    assert b"Traceback" not in proc.stderr


def test_tui_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    proc = _tui(str(tmp_path / "nope.log"))
    assert proc.returncode == 2, proc.stderr.decode()
    assert b"nope.log: cannot read" in proc.stderr
    assert b"Traceback" not in proc.stderr


def test_tui_invalid_kb_is_a_clear_error_before_the_app_starts(tmp_path: Path) -> None:
    # The KB loads in the background thread; its error still reaches the CLI (exit 2, no traceback).
    (tmp_path / "broken.yaml").write_text("id: [unclosed\n", encoding="utf-8")
    log = tmp_path / "train.log"
    log.write_text("RuntimeError: CUDA error: no kernel image is available for execution on the device\n")
    proc = _tui(str(log), "--kb", str(tmp_path), "--no-bundled")
    assert proc.returncode == 2, proc.stderr.decode()
    assert b"broken.yaml" in proc.stderr
    assert b"Traceback" not in proc.stderr


def test_tui_app_module_starts_without_textual() -> None:
    # `resolve tui` starts the diagnosis thread before Textual is imported: tui.app must stay light.
    code = "import tui.app, sys; print(' '.join(sys.modules))"
    mods = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                              check=True).stdout.split())
    assert not {m for m in mods if m.split(".")[0] in {"textual", "rich"}}
