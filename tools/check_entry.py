"""Quick stand-alone check of KB entry files (schema, RE2, own examples).

Usage: python tools/check_entry.py kb/entries/<layer>/<id>.yaml [...]

`resolve kb lint` is the full check (ranking across the whole KB); this one needs only
pyyaml, jsonschema and google-re2 and looks at each file on its own.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import jsonschema
import re2
import yaml

SCHEMA = Path(__file__).resolve().parent.parent / "kb" / "schema" / "entry.schema.json"


def _compile(pattern: str) -> re2._Regexp:
    opts = re2.Options()
    opts.log_errors = False
    return re2.compile(pattern, opts)


def _hits(entry: dict, text: str) -> list[str]:
    lines = text.splitlines()
    ctx = {c["id"] for c in entry.get("context", []) if any(_compile(c["regex"]).search(ln) for ln in lines)}
    out = []
    for sig in entry["signatures"]:
        if not set(sig.get("requires", [])) <= ctx or set(sig.get("unless", [])) & ctx:
            continue
        rx = _compile(sig["regex"])
        if any(rx.search(ln) for ln in lines):
            out.append(sig["id"])
    return out


def check(path: Path) -> list[str]:
    problems: list[str] = []
    entry = yaml.safe_load(path.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text()))
    for err in validator.iter_errors(entry):
        problems.append(f"schema: {'/'.join(map(str, err.absolute_path))}: {err.message}")
    if problems:
        return problems
    if entry["id"] != path.stem:
        problems.append(f"id {entry['id']!r} != file stem {path.stem!r}")
    if entry["layer"] != path.parent.name:
        problems.append(f"layer {entry['layer']!r} != folder {path.parent.name!r}")
    for item in entry["signatures"] + entry.get("context", []):
        try:
            _compile(item["regex"])
        except Exception as exc:
            problems.append(f"regex {item['id']!r}: {exc}")
    if problems:
        return problems
    for i, ex in enumerate(entry["examples"]["match"]):
        if not _hits(entry, ex["log"]):
            problems.append(f"examples.match[{i}] ({ex['source']}) matches no signature")
    for i, ex in enumerate(entry["examples"]["no_match"]):
        hits = _hits(entry, ex["log"])
        if hits:
            problems.append(f"examples.no_match[{i}] ({ex['source']}) matches {hits}")
    return problems


def main() -> int:
    bad = 0
    for arg in sys.argv[1:]:
        problems = check(Path(arg))
        for p in problems:
            print(f"{arg}: {p}")
        bad += bool(problems)
        if not problems:
            print(f"{arg}: ok")
    return 1 if bad else 0


if __name__ == "__main__":
    from _cli import run_tool

    run_tool(main)
