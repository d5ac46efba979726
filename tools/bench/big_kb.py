"""KB scale: a generated KB of 10,000 entries (kept out of the repo, written to a temp folder).

Usage: python tools/bench/big_kb.py [--entries 10000] [--log PATH_TO_BIG_LOG] [--no-match]

The KB holds the bundled entries as they are (so the sample traceback matches one) and synthetic
variants of them, each with every regex made distinct (see `generate`): ~12 patterns per entry.
Measures, as fresh processes: the first run (YAML parse + schema validation + cache build), a
warm run on a small traceback (stat-keyed digest, cached match index and literal prefilter, only
the entries that can rank unpickled), optionally a warm run on a large log, and with
`--no-match` a log no signature matches (the free-text fallback): its first run (whoosh index
and example-line corpus built, once per KB) and a warm one.
Targets: cache build under 30 s; warm load + match of a small log under 0.5 s.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from common import ROOT, best_of, compile_bytecode, resolve_cmd, run

NO_MATCH = "RuntimeError: CUDA something odd happened\n"
"""A GPU-stack error no signature matches: `resolve` falls back to free-text suggestions."""
SMALL = ROOT / "kb" / "samples" / "cpu-only-build" / "paddleclas-3170-cpu-and-gpu-wheels.log"


def generate(target: Path, n: int) -> int:
    """Write `n` entries: the bundled ones as they are, then synthetic variants of them.

    A variant gets a new id, every signature and context regex wrapped as `synthetic<i> (?:...)`
    (so each is distinct and needs its own token, alternations included), each fact rule one more
    condition on a fact of its own (`synthetic_<i>`, never found in a log: a big KB's rules are
    about many different facts), no `implies` (on the entry or its signatures), and kind `cause`; a
    context or signature that names a shared context or a wording (`use`, a context's `wording`) gets
    that pattern as its own (wrapped like the rest). The bundled shared contexts and wordings are copied as they are.
    """
    import yaml

    from resolver.kb.shared import KINDS, read_shared, resolve_uses

    sources = sorted((ROOT / "kb" / "entries").rglob("*.yaml"))
    docs = [(p.parent.name, p.stem, p.read_text(encoding="utf-8")) for p in sources]
    for kind in KINDS:  # copied as they are, for the bundled entries
        for p in sorted((ROOT / "kb" / kind.folder).glob("*.yaml")):
            (target / kind.folder).mkdir(parents=True, exist_ok=True)
            (target / kind.folder / p.name).write_text(p.read_text(encoding="utf-8"), encoding="utf-8")
    shared = read_shared([ROOT / "kb"])[0]
    written = 0
    for layer, stem, text in docs[:n]:  # the bundled entries as they are: the sample log matches one
        out = target / "entries" / layer / f"{stem}.yaml"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8")
        written += 1
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's emitter: the pure-Python one takes minutes
    parsed = [(layer, stem, yaml.safe_load(text)) for layer, stem, text in docs]
    for i in range(n - written):
        layer, stem, doc = parsed[i % len(parsed)]
        doc = dict(doc, id=f"{stem}-syn{i}", kind="cause")
        doc.pop("implies", None)
        # a shared pattern becomes the variant's own, so that it is distinct too
        for key in ("signatures", "context"):
            doc[key] = [dict(c) for c in doc.get(key, ())]
        resolve_uses(doc, Path(f"{stem}.yaml"), shared)  # the loader's own reading of `use`
        for key in ("signatures", "context"):
            doc[key] = [{k: v for k, v in c.items() if k not in ("use", "wording", "own", "implies")}
                        for c in doc[key]]
        if not doc["context"]:
            del doc["context"]
        for key in ("signatures", "context"):
            if key in doc:
                doc[key] = [dict(s, regex=f"synthetic{i} (?:{s['regex']})") for s in doc[key]]
        if "rules" in doc:
            doc["rules"] = [dict(r, all=[*r["all"], {"fact": f"synthetic_{i}", "op": "present"}])
                            for r in doc["rules"]]
        out = target / "entries" / layer / f"{doc['id']}.yaml"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(yaml.dump(doc, Dumper=dumper, sort_keys=False, allow_unicode=True, width=200), encoding="utf-8")
        written += 1
    return written


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--entries", type=int, default=10_000)
    ap.add_argument("--log", type=Path, help="also time a warm run on this (large) log")
    ap.add_argument("--no-match", action="store_true",
                    help="also time the free-text fallback on a GPU error no signature matches (first run: minutes)")
    args = ap.parse_args()
    compile_bytecode()
    with tempfile.TemporaryDirectory() as tmp:
        kb_dir, cache = Path(tmp) / "kb", Path(tmp) / "cache"
        n = generate(kb_dir, args.entries)
        base = ["env", f"GPU_RESOLVER_CACHE={cache}", *resolve_cmd(), "--no-bundled", "--kb", str(kb_dir)]
        n_sigs = sum(1 for p in kb_dir.rglob("*.yaml") for line in p.open() if line.lstrip().startswith("regex:"))
        first = run([*base, "--format", "json"], stdin_path=SMALL)
        warm = best_of(3, [*base, "--format", "json"], stdin_path=SMALL)
        print(f"generated KB: {n} entries, ~{n_sigs} signature/context regexes")
        print(f"first run (parse + validate + cache build + match): {first.wall:6.2f} s  (target: build < 30 s)")
        print(f"warm run, small log (cached index + literal prefilter + match): {warm.wall:6.2f} s  (target < 0.5 s), "
              f"peak RSS {warm.peak_rss_mb:.0f} MB, exit {warm.returncode}")
        if args.log:
            big = run([*base, "--format", "json", str(args.log)])
            size = args.log.stat().st_size / (1 << 20)
            print(f"warm run, {size:.0f} MB log: {big.wall:6.2f} s = {size / big.wall:.0f} MB/s, "
                  f"peak RSS {big.peak_rss_mb:.0f} MB")
        if args.no_match:
            log = Path(tmp) / "no-match.log"
            log.write_text(NO_MATCH, encoding="utf-8")
            cold = run([*base, "--format", "json"], stdin_path=log)
            again = best_of(3, [*base, "--format", "json"], stdin_path=log)
            print(f"no-match log, first run (whoosh index + example-line corpus built): {cold.wall:6.2f} s")
            print(f"no-match log, warm run (free-text fallback): {again.wall:6.2f} s, "
                  f"peak RSS {again.peak_rss_mb:.0f} MB, exit {again.returncode}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
