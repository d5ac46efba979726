"""Cold start: `resolve < small traceback` as a fresh process against `python -c 'import yaml'`.

Usage: python tools/bench/cold_start.py [--runs 10]

Targets (DESIGN / issue 7): under 0.3 s wall, at most 0.25 s above the python+yaml floor. Prints
the median and minimum of both, the difference, and where resolve's own import time goes
(`python -X importtime`, top modules).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, compile_bytecode, resolve_cmd, run

TRACEBACK = (ROOT / "kb" / "samples" / "cpu-only-build" / "paddleclas-3170-cpu-and-gpu-wheels.log")


def _times(cmd: list[str], runs: int, stdin: Path | None = None) -> list[float]:
    return [run(cmd, stdin_path=stdin).wall for _ in range(runs)]


def import_breakdown(cache: str, top: int = 12) -> list[tuple[int, str]]:
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "resolver", "--format", "json", str(TRACEBACK)],
                          capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, GPU_RESOLVER_CACHE=cache))
    rows = []
    for line in proc.stderr.splitlines():
        m = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|(\s*)(\S+)", line)
        if m and len(m.group(3)) <= 2:  # top-level imports only
            rows.append((int(m.group(2)), m.group(4)))
    return sorted(rows, reverse=True)[:top]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=10)
    args = ap.parse_args()
    compile_bytecode()
    with tempfile.TemporaryDirectory() as cache:
        env_cmd = ["env", f"GPU_RESOLVER_CACHE={cache}"]
        run([*env_cmd, *resolve_cmd(), str(TRACEBACK)])  # fill the KB cache once: "cold process, warm cache"
        floor = _times([sys.executable, "-c", "import yaml"], args.runs)
        res = _times([*env_cmd, *resolve_cmd()], args.runs, stdin=TRACEBACK)
        breakdown = import_breakdown(cache)
    fm, rm = statistics.median(floor), statistics.median(res)
    print(f"python -c 'import yaml' : median {fm * 1000:6.0f} ms   min {min(floor) * 1000:6.0f} ms")
    print(f"resolve < traceback     : median {rm * 1000:6.0f} ms   min {min(res) * 1000:6.0f} ms")
    print(f"difference              : {(rm - fm) * 1000:6.0f} ms  (target <= 250 ms); ratio {rm / fm:.2f}x; "
          f"absolute target < 300 ms")
    print("resolve's top-level imports (cumulative us, from -X importtime):")
    for us, name in breakdown:
        print(f"  {us:>8}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
