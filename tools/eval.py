"""Measure the resolver on a labelled corpus of real logs.

Usage: python tools/eval.py CORPUS.jsonl [...] [--kb DIR] [--show-misses] [--json] [--wrap COLUMNS] [--dress NAME]
                            [--save VERDICTS.json] [--against VERDICTS.json] [--taxonomy FILE]
                            [--record PLACES.json]

Each line of a corpus is {"id", "source", "label", "log", ...} as in shared/eval/dev_cases.jsonl.
A case labelled with a cause id is right at top-1 when that id ranks first, at top-3 when it is
among the first three. A case labelled `none` (no GPU-environment problem) is right when the
resolver gives no high or medium hypothesis. Prints accuracy overall and per label, and again
for the "unseen" cases only: those whose thread is cited nowhere in the KB (examples or references),
which is the honest figure for logs the KB authors never saw. Then what each confidence is worth: for
the cases whose first hypothesis is `high` (`medium`, `low`), how often that hypothesis is the label,
and for the cases with no hypothesis at all, how often the label is `none`.

`--taxonomy FILE` names the cause ids the labels are drawn from (a Markdown table whose first column is the id,
as shared/eval/taxonomy.md, or one id per line). The `none` cases whose first hypothesis is a high or medium
reading of a KB cause outside that list (a Fabric Manager that is not running, say) are then listed apart: they
count as misses, but such a label may only mean "none of the taxonomy's ids".

`--wrap N` re-wraps every log hard at N columns (mid-word, as a fixed-width console or a notebook
cell does) before resolving it: the same corpus, pasted the way many reports arrive.

`--dress NAME` dresses every log the way one kind of paste does before resolving it (and before `--wrap`):
`quote` (a Markdown reply, `> ` before each line), `html` (entities, as in page source), `nbsp` (no-break spaces, as
a rendered page gives), `curly` (curled quotes, as a forum or a word processor gives outside a code block), `fence`
(a sentence, then the log in a ```console block), `crlf` (Windows line ends). The figure should not move much:
intake undoes each of them.

`--save FILE` writes each case's verdict (label, top-1, top-3, the first three hypotheses) as JSON;
`--against FILE` compares this run with such a file, case by case: every case that gained or lost its
top-1 or top-3 place is listed with what it had before and has now, then the totals. Save a run before a
KB change (e.g. on a stash or another checkout) and compare after it: the aggregate can stay flat while
single logs move both ways.

Last, what the right first hypotheses rest on: a signature that one of the entry's own cited examples exercises
("cited"), only signatures no cited example exercises, read from a program's source ("source-only": on a blind
corpus, what reading sources has been worth), or the free-text fallback.

`--record FILE` writes only each case's place, sorted by id: "1" when the label ranks first, "3" when it is in
the top three, "-" otherwise. tests/data/eval/places.json is such a record of the corpora under tests/data/eval,
and tests/kb/test_corpora_floor.py fails when a case ranks worse than it records.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from first_contact import label_mean, place  # tools/, the script's own folder, comes first on sys.path

from resolver.api import get_kb, resolve_text
from resolver.errors import InputError
from resolver.kb.model import KB
from resolver.rank import Hypothesis
from resolver.stats import compute


def thread_key(url: str) -> str:
    """The thread a source names, as `owner/repo#N` in lower case (GitHub issues, pulls and discussions of one
    number are one thread); any other URL stripped and lower-cased. The corpora tests compare sources by it too."""
    m = re.search(r"github\.com/([^/]+/[^/#?]+)/(?:issues|pull|discussions)/(\d+)", url)
    return f"{m.group(1).lower()}#{m.group(2)}" if m else url.strip().rstrip("/").lower()


def kb_threads(kb: KB) -> set[str]:
    """Every thread the KB cites, as `owner/repo#N`."""
    out = set()
    for e in kb.entries:
        out.update(thread_key(x.source) for x in e.examples_match + e.examples_no_match)
        out.update(thread_key(r) for r in e.references)
    return out


def hard_wrap(log: str, columns: int) -> str:
    """`log` with every line longer than `columns` cut into pieces of `columns` characters."""
    out = []
    for line in log.splitlines():
        out += [line[i:i + columns] for i in range(0, len(line), columns)] or [""]
    return "\n".join(out) + "\n"


DRESSINGS: dict[str, Callable[[str], str]] = {
    "quote": lambda log: "\n".join("> " + line for line in log.splitlines()) + "\n",
    "html": lambda log: html.escape(log),
    "nbsp": lambda log: log.replace(" ", "\u00a0"),
    "curly": lambda log: log.replace('"', "\u201c").replace("'", "\u2019"),
    "fence": lambda log: "Here is the output:\n\n```console\n" + log.rstrip("\n") + "\n```\n\nAny idea?\n",
    "crlf": lambda log: log.replace("\n", "\r\n"),
}
"""How a log arrives when it is pasted (see `--dress`): each is what intake should read as the log itself."""


BASES = ("cited", "source-only", "fallback")


def basis(hyp: Hypothesis, source_only: set[str]) -> str:
    """What a first hypothesis rests on (one of BASES): the free-text fallback, only signatures that no cited
    example of their entry exercises (`source_only`, "entry/signature"), or else evidence a cited example backs (a
    signature one of them exercises, a fact rule). A `related` cause is never first, so it has no basis here."""
    if hyp.fallback:
        return "fallback"
    sigs = {e.signature for e in hyp.evidence if not e.from_rule_or_context}
    return "source-only" if sigs and sigs <= source_only else "cited"


def evaluate(cases: list[dict[str, str]], kb_dirs: list[Path], wrap: int = 0,
             dress: str = "") -> tuple[list[dict[str, object]], dict[str, list[int]]]:
    kb = get_kb(kb_dirs)
    cited = kb_threads(kb)
    source_only = set(compute(kb).unexercised)  # "entry/signature", as `resolve kb stats` lists them
    rows: list[dict[str, object]] = []
    per_label: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for case in cases:
        first = ""
        try:
            log = DRESSINGS[dress](case["log"]) if dress else case["log"]
            report = resolve_text(hard_wrap(log, wrap) if wrap else log, kb=kb)
            ranked = [(h.entry.id, h.confidence) for h in report.hypotheses]
            if report.hypotheses:
                first = basis(report.hypotheses[0], source_only)
        except InputError:
            ranked = []
        label = case["label"]
        if label == "none":
            top1 = top3 = not any(conf in ("high", "medium") for _, conf in ranked)
        else:
            ids = [i for i, _ in ranked]
            top1 = bool(ids) and ids[0] == label
            top3 = label in ids[:3]
        stats = per_label[label]
        stats[0] += 1
        stats[1] += top1
        stats[2] += top3
        source = case.get("source") or ""
        seen = source.lower() in cited or thread_key(source) in cited or thread_key(case.get("url", "")) in cited
        rows.append({"id": case.get("id"), "label": label, "top1": top1, "top3": top3, "ranked": ranked[:3],
                     "source": case.get("source"), "seen": seen, "basis": first})
    return rows, per_label


CONFIDENCE_BUCKETS = ("high", "medium", "low", "no hypothesis")


def by_confidence(rows: list[dict[str, object]]) -> dict[str, list[int]]:
    """[cases, right] per confidence of the first hypothesis: right when that hypothesis is the label; for
    cases without any hypothesis, right when the label is `none`."""
    out = {bucket: [0, 0] for bucket in CONFIDENCE_BUCKETS}
    for r in rows:
        ranked = r["ranked"]
        assert isinstance(ranked, list)
        if ranked:
            bucket, right = ranked[0][1], ranked[0][0] == r["label"]
        else:
            bucket, right = "no hypothesis", r["label"] == "none"
        out[bucket][0] += 1
        out[bucket][1] += right
    return out


def right_by_basis(rows: list[dict[str, object]]) -> dict[str, int]:
    """How many labelled cases whose first hypothesis is the label rest on each basis (see `basis`)."""
    out = dict.fromkeys(BASES, 0)
    for r in rows:
        if r["label"] != "none" and r["top1"]:
            out[str(r["basis"])] += 1
    return out


def taxonomy_ids(text: str) -> set[str]:
    """The ids of a taxonomy file: the first cell of each Markdown table row below a header, or each bare line."""
    ids: set[str] = set()
    previous = ""
    for line in text.splitlines():
        row = line.strip()
        if re.fullmatch(r"\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*", row):  # the separator: the row above is a header
            ids.discard(previous)
            continue
        cell = row.strip("|").split("|")[0].strip() if row.startswith("|") else row
        previous = cell
        if re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", cell):
            ids.add(cell)
    return ids


def beyond_taxonomy(rows: list[dict[str, object]], taxonomy: set[str]) -> Counter[str]:
    """The `none` cases whose first hypothesis is a high or medium cause outside `taxonomy`, counted by cause."""
    out: Counter[str] = Counter()
    for r in rows:
        ranked = r["ranked"]
        assert isinstance(ranked, list)
        if r["label"] == "none" and ranked and ranked[0][1] in ("high", "medium") and ranked[0][0] not in taxonomy:
            out[str(ranked[0][0])] += 1
    return out


Verdicts = dict[str, dict[str, object]]
"""Case id -> its label, top-1 and top-3 verdicts and first three hypotheses (what --save writes)."""


def verdicts(rows: list[dict[str, object]]) -> Verdicts:
    """Per case id, what `--save` writes and `--against` reads."""
    out: Verdicts = {}
    for r in rows:
        ranked = r["ranked"]
        assert isinstance(ranked, list)
        out[str(r["id"])] = {"label": r["label"], "top1": bool(r["top1"]), "top3": bool(r["top3"]),
                             "ranked": [list(x) for x in ranked]}
    return out


def places(current: Verdicts) -> dict[str, str]:
    """Case id -> "1" (the label ranks first), "3" (top three, not first) or "-" (neither): what --record writes."""
    return {cid: place(v) for cid, v in current.items()}


def write_one_per_line(path: Path, items: Iterable[tuple[str, object]]) -> None:
    """Write `items` as one JSON object, one key per line, so that two saved runs diff line by line."""
    body = ",\n".join(f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in items)
    path.write_text("{\n" + body + "\n}\n", encoding="utf-8")


def compare(before: Verdicts, now: Verdicts) -> tuple[list[str], dict[str, int]]:
    """Lines for the cases whose top-1 or top-3 verdict changed, and the counts (cases in both runs only)."""
    lines: list[str] = []
    counts = {"compared": 0, "gained top-1": 0, "lost top-1": 0, "gained top-3": 0, "lost top-3": 0}
    for cid, new in now.items():
        old = before.get(cid)
        if old is None:
            continue
        counts["compared"] += 1
        for k in ("top1", "top3"):
            if bool(old[k]) != bool(new[k]):
                verb, place = ("gained" if new[k] else "lost"), f"top-{k[-1]}"
                counts[f"{verb} {place}"] += 1
                lines.append(f"{verb.upper()} {place} {cid} ({new['label']}): was {old['ranked']}, now {new['ranked']}")
    return lines, counts


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="+", type=Path)
    ap.add_argument("--kb", action="append", default=[], type=Path)
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--wrap", type=int, default=0, metavar="COLUMNS",
                    help="hard-wrap every log at this width first (a paste from a fixed-width console)")
    ap.add_argument("--dress", choices=sorted(DRESSINGS), default="",
                    help="dress every log as one kind of paste first (a quote, HTML entities, curly quotes, ...)")
    ap.add_argument("--save", type=Path, metavar="FILE", help="write each case's verdict to FILE (JSON)")
    ap.add_argument("--against", type=Path, metavar="FILE",
                    help="list the cases whose verdict differs from a run saved with --save")
    ap.add_argument("--record", type=Path, metavar="FILE",
                    help="write each case's place (1, 3 or -) to FILE, the record the corpora test holds to")
    ap.add_argument("--taxonomy", type=Path, metavar="FILE",
                    help="the cause ids labels are drawn from: list the none cases read as a cause outside them")
    args = ap.parse_args()
    if args.wrap < 0 or 0 < args.wrap < 20:
        ap.error("--wrap: give a width of at least 20 columns")
    cases = [json.loads(line) for path in args.corpus for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip()]
    before = None
    if args.against:
        try:
            before = json.loads(args.against.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            ap.error(f"--against {args.against}: {exc}")
        if not isinstance(before, dict) or not all(
                isinstance(v, dict) and {"label", "top1", "top3", "ranked"} <= v.keys() for v in before.values()):
            ap.error(f"--against {args.against}: not a file written by --save")
    if args.save or args.against or args.record:
        counts = Counter(str(c.get("id")) for c in cases)
        if repeated := sorted(i for i, n in counts.items() if n > 1):
            ap.error(f"--save / --against / --record key cases by id, and these repeat: {', '.join(repeated[:10])}")
    taxonomy = None
    if args.taxonomy:
        try:
            taxonomy = taxonomy_ids(args.taxonomy.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            ap.error(f"--taxonomy {args.taxonomy}: {exc}")
        if not taxonomy:
            ap.error(f"--taxonomy {args.taxonomy}: no cause ids found")
    rows, per_label = evaluate(cases, args.kb, args.wrap, args.dress)
    beyond = beyond_taxonomy(rows, taxonomy) if taxonomy else Counter()
    current = verdicts(rows) if args.save or args.record or before is not None else {}
    if args.save:
        write_one_per_line(args.save, current.items())
    if args.record:  # sorted by id: a KB change that moves a log shows as a one-line diff
        write_one_per_line(args.record, sorted(places(current).items()))
    n = len(rows)
    top1 = sum(bool(r["top1"]) for r in rows)
    top3 = sum(bool(r["top3"]) for r in rows)
    moved = compare(before, current) if before is not None else None
    mean1, mean3 = label_mean(per_label.values())
    if args.json:
        out = {"cases": n, "top1": top1 / max(n, 1), "top3": top3 / max(n, 1),
               "label_mean": {"labels": len(per_label), "top1": mean1, "top3": mean3},
               "per_label": {k: {"n": v[0], "top1": v[1], "top3": v[2]} for k, v in per_label.items()},
               "by_confidence": {k: {"n": v[0], "right": v[1]} for k, v in by_confidence(rows).items()},
               "none_read_beyond_taxonomy": dict(beyond), "right_by_basis": right_by_basis(rows)}
        if moved is not None:
            out["against"] = {"moved": moved[0], **moved[1]}
        print(json.dumps(out))
        return 0
    print(f"{'label':34} {'n':>3} {'top1':>5} {'top3':>5}")
    for label in sorted(per_label):
        c, t1, t3 = per_label[label]
        print(f"{label:34} {c:>3} {t1:>5} {t3:>5}")
    print(f"{'ALL':34} {n:>3} {top1:>5} {top3:>5}   top-1 {top1 / max(n, 1):.1%}  top-3 {top3 / max(n, 1):.1%}")
    print(f"{'PER-LABEL MEAN (each label alike)':34} {len(per_label):>3} {'':>5} {'':>5}   "
          f"top-1 {mean1:.1%}  top-3 {mean3:.1%}")
    unseen = [r for r in rows if not r["seen"]]
    u1, u3 = sum(bool(r["top1"]) for r in unseen), sum(bool(r["top3"]) for r in unseen)
    print(f"{'UNSEEN (thread not cited by KB)':34} {len(unseen):>3} {u1:>5} {u3:>5}   "
          f"top-1 {u1 / max(len(unseen), 1):.1%}  top-3 {u3 / max(len(unseen), 1):.1%}")
    for bucket, (count, right) in by_confidence(rows).items():
        name, what = (("no hypothesis", "label is none") if bucket == "no hypothesis"
                      else (f"first hypothesis {bucket}", "first is the label"))
        print(f"{name:34} {count:>3} {right:>5}         {what}: {right / max(count, 1):.1%}")
    bases = right_by_basis(rows)
    print(f"{'right first hypotheses rest on':34} {sum(bases.values()):>3}         "
          + ", ".join(f"{k} {v}" for k, v in bases.items()))
    if taxonomy:
        print(f"{'none read beyond the taxonomy':34} {sum(beyond.values()):>3}         "
              + (", ".join(f"{k} {v}" for k, v in sorted(beyond.items())) or "-"))
    if args.show_misses:
        for r in rows:
            if not r["top1"]:
                seen = " [seen]" if r["seen"] else ""
                print(f"MISS {r['id']} ({r['source']}){seen}: want {r['label']}, got {r['ranked']}")
    if moved is not None:
        lines, counts = moved
        print(f"against {args.against}:")
        for line in lines:
            print("  " + line)
        print("  " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    return 0


if __name__ == "__main__":
    from _cli import run_tool

    run_tool(main)
