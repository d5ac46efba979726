"""Subprocess helpers for probes: never hang, never raise on a missing or crashing tool."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class CmdResult:
    rc: int | None
    stdout: str
    stderr: str
    error: str | None = None
    """None, "not-found", "timeout" or "os-error: ..."."""

    @property
    def ok(self) -> bool:
        return self.error is None and self.rc == 0

    @property
    def output(self) -> str:
        return (self.stdout + ("\n" if self.stdout and self.stderr else "") + self.stderr).strip()


def _kill(proc: subprocess.Popen[bytes]) -> None:
    try:
        if os.name == "posix":
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
    except (ProcessLookupError, PermissionError, OSError):
        pass


def read_text(path: str) -> str | None:
    """A small system file (/proc, /etc) as text, or None when it cannot be read."""
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return fh.read()
    except OSError:
        return None


def run_cmd(argv: list[str], timeout: float, env: dict[str, str] | None = None) -> CmdResult:
    """Run `argv` with a hard timeout (its whole process group is killed when it expires)."""
    exe = shutil.which(argv[0]) if not os.path.isabs(argv[0]) else argv[0]
    if exe is None or not os.path.exists(exe):
        return CmdResult(None, "", "", "not-found")
    try:
        proc = subprocess.Popen([exe, *argv[1:]], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env, start_new_session=(os.name == "posix"))
    except OSError as exc:
        return CmdResult(None, "", "", f"os-error: {exc.strerror or exc}")
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill(proc)
        try:
            out, err = proc.communicate(timeout=1.0)
        except subprocess.TimeoutExpired:
            out, err = b"", b""
        return CmdResult(None, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), "timeout")
    return CmdResult(proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


def run_child(script: str, args: list[str], timeout: float) -> tuple[dict[str, Any] | None, str]:
    """Run `resolver/probes/<script>` with this Python; (its JSON answer, or None, and why not).

    The child prints one JSON object as its last stdout line. A crash (segfault in a CUDA library,
    an import that aborts), a timeout or garbage output gives None and a sentence saying which.
    """
    env = dict(os.environ)
    env.setdefault("PYTHONIOENCODING", "utf-8")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    res = run_cmd([sys.executable, str(HERE / script), *args], timeout, env=env)
    if res.error == "timeout":
        return None, f"timed out after {timeout:g} s"
    if res.error:
        return None, res.error
    for line in reversed(res.stdout.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                data = json.loads(line)
            except json.JSONDecodeError:
                break
            if isinstance(data, dict):
                return data, ""
    tail = res.stderr.strip().splitlines()[-1:] or res.stdout.strip().splitlines()[-1:]
    how = f"exited with status {res.rc}" if res.rc else "printed no answer"
    if res.rc is not None and res.rc < 0:
        try:
            how = f"was killed by {signal.Signals(-res.rc).name}"
        except ValueError:
            how = f"was killed by signal {-res.rc}"
    return None, f"child process {how}" + (f": {tail[0][:200]}" if tail else "")
