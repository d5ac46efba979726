"""Throughput on a large generated training log: `resolve` against `grep -E -f` with the same signatures.

Usage: python tools/bench/throughput.py [--size-mb 1024] [--dir /tmp/gpu-resolver-bench] [--runs 2]

Prints MB/s for both, their ratio (target: resolve >= 0.5x grep) and resolve's peak RSS
(target: under 200 MB whatever the size). The log is generated once and reused.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, best_of, compile_bytecode, generate_log, resolve_cmd, run


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size-mb", type=int, default=1024)
    ap.add_argument("--dir", type=Path, default=Path("/tmp/gpu-resolver-bench"))
    ap.add_argument("--runs", type=int, default=2)
    args = ap.parse_args()
    compile_bytecode()
    args.dir.mkdir(parents=True, exist_ok=True)
    log = generate_log(args.dir / f"train-{args.size_mb}mb.log", args.size_mb)
    size_mb = log.stat().st_size / (1 << 20)
    patterns = args.dir / "signatures.ere"
    exported = run([*resolve_cmd(), "kb", "export-patterns"])
    patterns.write_bytes(exported.stdout)
    n_patterns = len(exported.stdout.splitlines())
    run([*resolve_cmd(), "--format", "json"], stdin_path=log)  # warm the KB cache and the page cache
    grep = best_of(args.runs, ["grep", "-E", "-c", "-f", str(patterns), str(log)], env={"LC_ALL": "C"})
    res = best_of(args.runs, [*resolve_cmd(), "--format", "json", str(log)])
    top = json.loads(res.stdout)["hypotheses"][:1]
    grep_mbs, res_mbs = size_mb / grep.wall, size_mb / res.wall
    print(f"log: {log} ({size_mb:.0f} MB), {n_patterns} signatures exported for grep (cwd {ROOT})")
    print(f"grep -E -f : {grep.wall:7.2f} s  {grep_mbs:8.1f} MB/s  peak RSS {grep.peak_rss_mb:6.1f} MB")
    print(f"resolve    : {res.wall:7.2f} s  {res_mbs:8.1f} MB/s  peak RSS {res.peak_rss_mb:6.1f} MB")
    print(f"ratio resolve/grep throughput: {res_mbs / grep_mbs:.2f}x  (target >= 0.5x)")
    print(f"resolve peak RSS: {res.peak_rss_mb:.0f} MB (target < 200 MB); top hypothesis: "
          f"{top[0]['id'] if top else 'none'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
