"""KB scale: a generated KB of 10,000 entries (kept out of the repo, written to a temp folder).

Usage: python tools/bench/big_kb.py [--entries 10000] [--log PATH_TO_BIG_LOG]

Each generated entry is a bundled entry with a new id and every signature made unique (a
distinct literal token in front), so the regex set really has ~8x more patterns. Measures, as
fresh processes: the first run (YAML parse + schema validation + cache build), a warm run on a
small traceback (cached KB, RE2 set compile, match), and optionally a warm run on a large log.
Targets: cache build under 30 s; warm load + match of a small log under 0.5 s.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, resolve_cmd, run

SMALL = ROOT / "kb" / "samples" / "cpu-only-build" / "paddleclas-3170-cpu-and-gpu-wheels.log"


def generate(target: Path, n: int) -> int:
    sources = sorted((ROOT / "kb" / "entries").rglob("*.yaml"))
    texts = [(p.parent.name, p.stem, p.read_text(encoding="utf-8")) for p in sources]
    written = 0
    for i in range(n):
        layer, stem, text = texts[i % len(texts)]
        new_id = f"{stem}-syn{i}"
        body = re.sub(rf"^id: {re.escape(stem)}$", f"id: {new_id}", text, count=1, flags=re.M)
        body = re.sub(r"^(\s+regex: ')", rf"\1synthetic{i} ", body, flags=re.M)
        body = re.sub(r"^implies: .*$", "implies: []", body, flags=re.M)
        body = re.sub(r"^implies:\n(?:\s+- .*\n)+", "implies: []\n", body, flags=re.M)
        body = body.replace("kind: symptom", "kind: cause")
        out = target / "entries" / layer / f"{new_id}.yaml"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(body, encoding="utf-8")
        written += 1
    return written


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--entries", type=int, default=10_000)
    ap.add_argument("--log", type=Path, help="also time a warm run on this (large) log")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        kb_dir, cache = Path(tmp) / "kb", Path(tmp) / "cache"
        n = generate(kb_dir, args.entries)
        base = ["env", f"GPU_RESOLVER_CACHE={cache}", *resolve_cmd(), "--no-bundled", "--kb", str(kb_dir)]
        n_sigs = sum(1 for p in kb_dir.rglob("*.yaml") for line in p.open() if line.lstrip().startswith("regex:"))
        first = run([*base, "--format", "json"], stdin_path=SMALL)
        warm = min((run([*base, "--format", "json"], stdin_path=SMALL) for _ in range(3)), key=lambda r: r.wall)
        print(f"generated KB: {n} entries, ~{n_sigs} signature/context regexes")
        print(f"first run (parse + validate + cache build + match): {first.wall:6.2f} s  (target: build < 30 s)")
        print(f"warm run, small log (cached KB + RE2 set + match): {warm.wall:6.2f} s  (target < 0.5 s), "
              f"peak RSS {warm.peak_rss_mb:.0f} MB, exit {warm.returncode}")
        if args.log:
            big = run([*base, "--format", "json", str(args.log)])
            size = args.log.stat().st_size / (1 << 20)
            print(f"warm run, {size:.0f} MB log: {big.wall:6.2f} s = {size / big.wall:.0f} MB/s, "
                  f"peak RSS {big.peak_rss_mb:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
