"""Keep, and report, each blind corpus's first measurement: the honest figure for logs nobody on the KB had read.

Usage: python tools/first_contact.py [--record FILE] [--by-corpus] [--by-label] [--json]
       python tools/first_contact.py --add VERDICTS.json [--commit SHA] [--record FILE]

A corpus is blind until someone working on the KB reads it, so what counts is how the KB ranked each log the first
time, before any pass over its misses (tests/data/eval/README.md). `eval.py --save VERDICTS.json` keeps those verdicts
when the corpus is measured; `--add` copies them into the record (tests/data/eval/first_contact.json by default) with
the commit they were measured at, and refuses a log the record already holds: a first contact happens once. Without
`--add` the script prints the totals: cases, top-1 and top-3 over every recorded log plus the earlier corpora the
record keeps as counts only (their per-log verdicts were not kept), and, over the logs recorded one by one, what each
first-hypothesis confidence was worth. `--by-corpus` adds a line per corpus file (GNNN, from the log ids), and
`--by-label` a line per label over the logs recorded one by one, weakest first: where unseen logs are lost.

A log keeps the label and verdict it had when it was measured: a later relabelling (tests/data/eval/README.md says
which) does not rewrite its first contact.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_RECORD = ROOT / "tests" / "data" / "eval" / "first_contact.json"
CORPUS_OF_ID = re.compile(r"^(g\d+)-\d+$")


class RecordError(Exception):
    """The record or a verdicts file is malformed, or `--add` would record a log twice."""


def load(path: Path) -> dict:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise RecordError(f"{path}: {exc}") from exc
    if not isinstance(record.get("logs"), dict) or not isinstance(record.get("earlier", []), list):
        raise RecordError(f"{path}: expected an object with 'logs' (id -> verdict) and 'earlier' (list of counts)")
    return record


def save(path: Path, record: dict) -> None:
    """One log per line, sorted by corpus number then id, so a new corpus is a block of added lines in a diff."""
    logs = record["logs"]
    body = ",\n".join(f"  {json.dumps(k)}: {json.dumps(logs[k], ensure_ascii=False)}" for k in sorted(logs, key=_order))
    head = {k: v for k, v in record.items() if k != "logs"}
    text = json.dumps(head, indent=1, ensure_ascii=False)[:-2] + ',\n "logs": {\n' + body + "\n }\n}\n"
    path.write_text(text, encoding="utf-8")


def _order(case_id: str) -> tuple[int, str]:
    m = CORPUS_OF_ID.match(case_id)
    return (int(m.group(1)[1:]) if m else 1 << 30, case_id)


def place(verdict: dict) -> str:
    """"1" when the verdict's label ranks first, "3" when it is in the top three, "-" otherwise (eval.py --record)."""
    return "1" if verdict["top1"] else "3" if verdict["top3"] else "-"


def add(record: dict, verdicts: dict, commit: str) -> list[str]:
    """Copy `eval.py --save` verdicts into the record; returns the ids added. Raises on an id already there."""
    again = sorted(set(verdicts) & set(record["logs"]), key=_order)
    if again:
        raise RecordError(f"already recorded (a first contact happens once): {', '.join(again[:5])}"
                          + (f" and {len(again) - 5} more" if len(again) > 5 else ""))
    for cid, v in verdicts.items():
        if not isinstance(v, dict) or not {"label", "top1", "top3", "ranked"} <= set(v):
            raise RecordError(f"{cid}: not an `eval.py --save` verdict (label, top1, top3, ranked)")
    for cid, v in verdicts.items():
        record["logs"][cid] = {"label": v["label"], "place": place(v),
                               "first": list(v["ranked"][0]) if v["ranked"] else None, "commit": commit}
    return sorted(verdicts, key=_order)


def _tally(pairs: Iterable[tuple[str, dict]]) -> dict[str, dict[str, int]]:
    """Cases, top-1 and top-3 per name over (name, recorded log) pairs, in first-seen order."""
    rows: dict[str, dict[str, int]] = {}
    for name, v in pairs:
        row = rows.setdefault(name, {"cases": 0, "top1": 0, "top3": 0})
        row["cases"] += 1
        row["top1"] += v["place"] == "1"
        row["top3"] += v["place"] in ("1", "3")
    return rows


def by_corpus(record: dict) -> dict[str, dict[str, int]]:
    """Cases, top-1 and top-3 per corpus file (GNNN from the log ids), corpus order."""
    def corpus(cid: str) -> str:
        m = CORPUS_OF_ID.match(cid)
        return m.group(1).upper() if m else "other"

    return _tally((corpus(cid), v) for cid, v in sorted(record["logs"].items(), key=lambda kv: _order(kv[0])))


def by_label(record: dict) -> dict[str, dict[str, int]]:
    """Cases, top-1 and top-3 per label over the logs recorded one by one, the lowest top-1 share first."""
    rows = _tally((v["label"], v) for v in record["logs"].values())
    return dict(sorted(rows.items(), key=lambda kv: (kv[1]["top1"] / kv[1]["cases"], -kv[1]["cases"], kv[0])))


def totals(record: dict) -> dict:
    """Counts over the earlier corpora (kept as counts) and every log recorded one by one (the sum of `by_corpus`)."""
    corpora = by_corpus(record)
    parts = [*record["earlier"], *corpora.values()]
    by_conf: dict[str, dict[str, int]] = defaultdict(lambda: {"n": 0, "right": 0})
    none_logs = {"n": 0, "low_or_below": 0}
    for v in record["logs"].values():
        conf = v["first"][1] if v["first"] else "no hypothesis"
        if v["label"] == "none":
            none_logs["n"] += 1
            none_logs["low_or_below"] += v["place"] == "1"
        else:
            by_conf[conf]["n"] += 1
            by_conf[conf]["right"] += v["place"] == "1"
    return {**{k: sum(p[k] for p in parts) for k in ("cases", "top1", "top3")}, "per_log": len(record["logs"]),
            "by_confidence": dict(by_conf), "none": none_logs, "by_corpus": corpora, "by_label": by_label(record)}


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def label_mean(rows: Iterable[Sequence[int]]) -> tuple[float, float]:
    """Top-1 and top-3 shares averaged over labels, each (cases, top-1, top-3) row weighing the same.

    A corpus drawn from public threads is dominated by the frequent causes (no kernel image, an old driver); a test
    set spread evenly over the cause ids weighs a rare cause like a frequent one, and this is its figure.
    """
    shares = [(t1 / n, t3 / n) for n, t1, t3 in rows if n]
    if not shares:
        return 0.0, 0.0
    return sum(a for a, _ in shares) / len(shares), sum(b for _, b in shares) / len(shares)


def _row(name: str, counts: dict) -> str:
    cases, top1, top3 = counts["cases"], counts["top1"], counts["top3"]
    return f"{name:40} {cases:>6} {top1:>6} {_pct(top1, cases):>7} {top3:>6} {_pct(top3, cases):>7}"


def report(record: dict, per_corpus: bool, per_label: bool = False) -> str:
    t = totals(record)
    lines = ["first contact: each blind log as the KB ranked it before anyone working on the KB read it", ""]
    lines.append(f"{'corpora':40} {'cases':>6} {'top-1':>14} {'top-3':>14}")
    lines += [_row(e["corpora"] + " (counts only)", e) for e in record["earlier"]]
    if per_corpus:
        lines += [_row(name, row) for name, row in t["by_corpus"].items()]
    lines.append(_row("every blind log", t))
    lines.append("")
    lines.append(f"over the {t['per_log']} logs recorded one by one, the first hypothesis on first contact:")
    for conf in ("high", "medium", "low", "no hypothesis"):
        b = t["by_confidence"].get(conf, {"n": 0, "right": 0})
        lines.append(f"  {conf:14} {b['n']:>5} labelled logs, the label for {b['right']} ({_pct(b['right'], b['n'])})")
    n = t["none"]
    lines.append(f"  `none` logs   {n['n']:>5}, {n['low_or_below']} of them at low or below "
                 f"({_pct(n['low_or_below'], n['n'])})")
    if per_label:
        lines += ["", f"per label, over the same {t['per_log']} logs (lowest top-1 first):",
                  f"{'label':40} {'cases':>6} {'top-1':>14} {'top-3':>14}"]
        lines += [_row(label, row) for label, row in t["by_label"].items()]
        rows = [(r["cases"], r["top1"], r["top3"]) for r in t["by_label"].values() if r["cases"]]
        if rows:
            m1, m3 = label_mean(rows)
            lines.append(f"{'mean over the labels (each label alike)':40} {len(rows):>6} {'':>6} {m1:>7.1%} "
                         f"{'':>6} {m3:>7.1%}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--record", type=Path, default=DEFAULT_RECORD, help="the record (default: %(default)s)")
    ap.add_argument("--add", type=Path, metavar="VERDICTS", help="an `eval.py --save` file to record")
    ap.add_argument("--commit", default="", help="the commit the verdicts were measured at (with --add)")
    ap.add_argument("--by-corpus", action="store_true", help="a line per corpus file")
    ap.add_argument("--by-label", action="store_true", help="a line per label over the logs recorded one by one")
    ap.add_argument("--json", action="store_true", help="the totals as JSON")
    args = ap.parse_args(argv)
    try:
        record = load(args.record)
        if args.add:
            if not args.commit:
                ap.error("--add needs --commit (the commit the verdicts were measured at)")
            try:
                verdicts = json.loads(args.add.read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                raise RecordError(f"{args.add}: {exc}") from exc
            added = add(record, verdicts, args.commit)
            save(args.record, record)
            print(f"recorded {len(added)} logs measured at {args.commit} in {args.record}")
            return 0
    except RecordError as exc:
        print(f"first_contact: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(totals(record), indent=1))
    else:
        sys.stdout.write(report(record, args.by_corpus, args.by_label))
    return 0


if __name__ == "__main__":
    from _cli import run_tool

    run_tool(main)
