"""Find, or add, match examples for signatures that no example exercises, from labelled corpora of real logs.

Usage: python tools/kb_harvest.py CORPUS.jsonl [...] [--add] [--kb DIR] [--no-bundled]

`resolve kb lint` warns about a signature that matches no line of its entry's match examples
(`signature-example`): nothing shows that the wording is real or that the entry wins on it. A labelled
corpus (`{"id", "url" or "source", "label", "log"}` per line, a source as a URL or `owner/repo#N`, as
tools/eval.py reads) often holds exactly such a log: a real excerpt, cited, whose label the thread
established. For each unexercised signature this lists the corpus cases that

- carry the entry's id as label (for a symptom entry: one of the causes it implies),
- have a line the signature matches,
- rank the entry first today (the `example-ranks-first` check would fail otherwise), and
- come from a thread the entry does not already cite as an example,

shortest log first. With `--add` the first candidate of each signature (no case twice) is appended to
the entry file's `examples.match` list, and its thread to `references:` (tools/kb_refs.py), touching no
other line; the file is re-read to prove it parses to exactly the old examples plus the new one. A log
that YAML cannot hold in a block scalar (control characters) is reported and skipped.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from kb_refs import add_references

from resolver.api import get_kb, resolve_text
from resolver.kb.model import KB, Entry
from resolver.lint import expected_top, missing_references, source_key
from resolver.regex import compile_re2
from resolver.stats import unexercised_signatures


def load_cases(paths: list[Path]) -> list[dict[str, str]]:
    cases = []
    for path in paths:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            case = json.loads(line)
            url = case.get("url") or case.get("source") or ""
            thread = re.fullmatch(r"([\w.-]+/[\w.-]+)#(\d+)", url)
            if thread:  # `owner/repo#N`: GitHub sends /issues/N on to /pull/N when N is a pull request
                url = f"https://github.com/{thread.group(1)}/issues/{thread.group(2)}"
            if not url.startswith("http"):
                raise SystemExit(f"{path}:{n}: case {case.get('id')!r} has no URL to cite")
            cases.append({"id": str(case["id"]), "url": url, "label": case["label"], "log": case["log"]})
    return cases


def candidates(kb: KB, entry: Entry, regex: str, cases: list[dict[str, str]],
               tops: dict[str, str | None]) -> list[dict[str, str]]:
    """Cases that would exercise `regex` as a match example of `entry`, shortest log first.

    `tops` caches each case's first-ranked id: the KB does not change during a run (`--add` writes files).
    """
    rx = compile_re2(regex)
    want = expected_top(entry)
    cited = {source_key(x.source) for x in entry.examples_match + entry.examples_no_match}
    out = []
    for case in cases:
        if case["label"] not in want or source_key(case["url"]) in cited:
            continue
        if not any(rx.search(ln) for ln in case["log"].splitlines()):
            continue
        if case["id"] not in tops:
            report = resolve_text(case["log"], kb=kb, fallback=False)
            tops[case["id"]] = report.hypotheses[0].entry.id if report.hypotheses else None
        if tops[case["id"]] in want:
            out.append(case)
    return sorted(out, key=lambda c: (len(c["log"].splitlines()), len(c["log"])))


def add_example(text: str, url: str, log: str) -> str | None:
    """`text` with a `{source, log}` item appended to its block-style `examples: match:` list, or None."""
    lines = text.splitlines(keepends=True)
    top = next((i for i, ln in enumerate(lines) if ln.rstrip() == "examples:"), None)
    if top is None:
        return None
    match = next((i for i in range(top + 1, len(lines))
                  if re.fullmatch(r"\s+match:\s*", lines[i].rstrip("\r\n"))), None)
    if match is None:
        return None
    own = len(lines[match]) - len(lines[match].lstrip(" "))
    last, indent = None, None
    for i in range(match + 1, len(lines)):
        body = lines[i].rstrip("\r\n")
        if not body.strip() or body.lstrip().startswith("#"):
            continue
        depth = len(body) - len(body.lstrip(" "))
        if depth <= own and not body.lstrip().startswith("- "):
            break  # the next key of `examples:` or of the file
        if depth < own:
            break
        if indent is None and body.lstrip().startswith("- "):
            indent = " " * depth
        last = i
    if last is None or indent is None:
        return None
    newline = "\r\n" if lines[last].endswith("\r\n") else "\n"
    if not lines[last].endswith(("\n", "\r")):
        lines[last] += newline
    body_lines = log.rstrip("\n").split("\n")
    marker = "|2" if body_lines[0].startswith(" ") else "|"
    item = [f"{indent}- source: {url}{newline}", f"{indent}  log: {marker}{newline}"]
    item += [(f"{indent}    {ln}" if ln else "").rstrip("\r") + newline for ln in body_lines]
    return "".join(lines[: last + 1] + item + lines[last + 1:])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="+", type=Path, help="labelled JSONL corpora of real logs")
    ap.add_argument("--add", action="store_true", help="append the first candidate of each signature")
    ap.add_argument("--kb", action="append", type=Path, default=[], metavar="DIR", help="a site-local KB too")
    ap.add_argument("--no-bundled", action="store_true", help="leave the bundled KB out")
    args = ap.parse_args(argv)
    cases = load_cases(args.corpus)
    kb = get_kb(args.kb, bundled=not args.no_bundled, use_cache=False)
    used: set[str] = set()
    tops: dict[str, str | None] = {}
    open_sigs = found = added = 0
    for entry in kb.entries:
        new_logs: list[str] = []  # what --add gave this entry so far: it may exercise the next signature too
        for sig in unexercised_signatures(entry):
            open_sigs += 1
            if any(compile_re2(sig.regex).search(ln) for log in new_logs for ln in log.splitlines()):
                print(f"{entry.id}/{sig.id}: exercised by an example just added")
                found += 1
                continue
            cands = [c for c in candidates(kb, entry, sig.regex, cases, tops) if c["id"] not in used]
            ids = ", ".join(c["id"] for c in cands) or "none"
            print(f"{entry.id}/{sig.id}: {ids}")
            if not cands:
                continue
            found += 1
            if not args.add:
                continue
            case = cands[0]
            path = Path(entry.path)
            text = path.read_text(encoding="utf-8")
            old = yaml.safe_load(text)
            new = add_example(text, case["url"], case["log"])
            try:
                reread = yaml.safe_load(new) if new is not None else None
            except yaml.YAMLError:
                reread = None
            want = [*(old.get("examples") or {}).get("match", []), {"source": case["url"], "log": case["log"]}]
            got = (reread or {}).get("examples", {}).get("match", []) if isinstance(reread, dict) else []
            same = len(got) == len(want) and all(
                g.get("source") == w["source"] and g.get("log", "").rstrip("\n") == w["log"].rstrip("\n")
                for g, w in zip(got, want, strict=True))
            if new is None or not same:
                print(f"  {path}: cannot append {case['id']} as a block-scalar example; add it by hand",
                      file=sys.stderr)
                continue
            missing = missing_references(reread.get("references") or [], [case["url"]])
            if missing:
                new = add_references(new, missing) or new
            path.write_text(new, encoding="utf-8")
            used.add(case["id"])
            new_logs.append(case["log"])
            added += 1
            print(f"  added {case['id']} ({case['url']}) to {path}")
    print(f"{open_sigs} signatures without an example; {found} have a corpus candidate; {added} added")
    return 0


if __name__ == "__main__":
    from _cli import run_tool

    run_tool(main)
