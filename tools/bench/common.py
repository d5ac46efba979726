"""Shared helpers for the benchmarks: log generation, timing of whole processes, peak RSS."""

from __future__ import annotations

import os
import random
import resource
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ERROR_TAIL = """\
Traceback (most recent call last):
  File "train.py", line 212, in <module>
    main()
  File "/usr/local/lib/python3.10/dist-packages/paddle/device/__init__.py", line 266, in set_device
    place = _convert_to_place(device)
ValueError: The device should not be 'gpu', since PaddlePaddle is not compiled with CUDA
"""


def generate_log(path: Path, size_mb: int, seed: int = 7) -> Path:
    """A realistic training log: per-step metrics, warnings, tqdm bars with \\r, an error at the end."""
    if path.exists() and path.stat().st_size >= size_mb << 20:
        return path
    rng = random.Random(seed)
    target = size_mb << 20
    written = 0
    step = 0
    with path.open("wb") as fh:
        while written < target:
            lines = []
            for _ in range(2000):
                step += 1
                r = rng.random()
                if r < 0.80:
                    lines.append(f"[2024-05-01 12:{step % 60:02d}:{step % 60:02d}] INFO epoch {step // 5000} "
                                 f"step {step} loss {rng.random():.5f} lr {1e-4 * rng.random():.3e} "
                                 f"ips {rng.uniform(80, 120):.2f} samples/s\n")
                elif r < 0.92:
                    bar = "".join(f"\r{p:3d}%|{'#' * (p // 10):10s}| {p}/100" for p in range(0, 101, 25))
                    lines.append(bar + "\n")
                elif r < 0.98:
                    lines.append(f"W0501 12:00:{step % 60:02d}.123 {rng.randint(1000, 9999)} "
                                 "dataloader.py:120] Warning: prefetch queue is empty, the reader is slow\n")
                else:
                    lines.append(f"\x1b[32m[eval]\x1b[0m step {step} acc {rng.random():.4f} map {rng.random():.4f}\n")
            chunk = "".join(lines).encode()
            fh.write(chunk)
            written += len(chunk)
        fh.write(ERROR_TAIL.encode())
    return path


def compile_bytecode() -> None:
    """Byte-compile the code under test, as `pip install` does for an installed package.

    With PYTHONDONTWRITEBYTECODE set (as on this machine) or a source tree edited since its last
    run, every fresh process would otherwise compile resolver/ and tui/ from source again: 100+ ms
    that no installed copy pays, while the `import yaml` baseline reads PyYAML's bytecode.
    """
    import compileall

    for package in ("resolver", "tui"):
        compileall.compile_dir(str(ROOT / package), quiet=1)


@dataclass
class Run:
    wall: float
    peak_rss_mb: float
    returncode: int
    stdout: bytes


def run(cmd: list[str], stdin_path: Path | None = None, env: dict[str, str] | None = None) -> Run:
    """Run a command as a fresh process; wall time and its own peak RSS (via wait4)."""
    stdin = stdin_path.open("rb") if stdin_path else subprocess.DEVNULL
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=dict(os.environ, **(env or {})))
    out = proc.stdout.read() if proc.stdout else b""
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if stdin_path:
        stdin.close()  # type: ignore[union-attr]
    rss_kb = usage.ru_maxrss  # kilobytes on Linux
    return Run(wall, rss_kb / 1024, os.waitstatus_to_exitcode(status), out)


def best_of(n: int, cmd: list[str], **kw: object) -> Run:
    runs = [run(cmd, **kw) for _ in range(n)]  # type: ignore[arg-type]
    return min(runs, key=lambda r: r.wall)


def resolve_cmd() -> list[str]:
    return [sys.executable, "-m", "resolver"]


__all__ = ["ROOT", "Run", "best_of", "generate_log", "resolve_cmd", "resource", "run"]
