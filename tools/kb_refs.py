"""List, or add, the example sources that an entry's `references:` does not name.

Usage: python tools/kb_refs.py [--fix] [--kb DIR] [--no-bundled]

Every `examples.match` / `examples.no_match` item cites its thread in `source:`; the entry's
`references:` is the one list of everything the entry rests on, so those threads belong there too
(the `example-reference` lint check reports the gaps). Without `--fix` this prints the missing sources
per file and exits 1 when there are any; with `--fix` it appends them to the block-style
`references:` list of each file, in example order, touching no other line, and re-reads the file to
prove the result parses and holds exactly the old references plus the new ones. A file whose
`references:` is not a block list (flow style, `[a, b]`) is reported and left for a human.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from resolver.kb.loader import bundled_root, entry_files
from resolver.lint import missing_references


def missing_sources(doc: dict) -> list[str]:
    """Example sources of one parsed entry that its references do not name, first appearance first."""
    examples = doc.get("examples") or {}
    sources = [ex.get("source") for group in ("match", "no_match") for ex in examples.get(group) or []
               if isinstance(ex, dict)]
    references = [r for r in doc.get("references") or [] if isinstance(r, str)]
    return missing_references(references, (s for s in sources if isinstance(s, str)))


def add_references(text: str, sources: list[str]) -> str | None:
    """`text` with `sources` appended to its block-style top-level `references:` list, or None if it has none."""
    lines = text.splitlines(keepends=True)
    start = next((i for i, ln in enumerate(lines) if ln.rstrip() == "references:"), None)
    if start is None:
        return None
    last = None
    indent = "  "
    for i in range(start + 1, len(lines)):
        stripped = lines[i].lstrip(" ")
        if not lines[i].strip() or lines[i].startswith("#"):
            continue
        if not lines[i].startswith(" "):
            break  # the next top-level key
        if stripped.startswith("- "):
            indent = lines[i][: len(lines[i]) - len(stripped)]
        last = i
    if last is None:
        return None
    newline = "\r\n" if lines[last].endswith("\r\n") else "\n"
    if not lines[last].endswith(("\n", "\r")):
        lines[last] += newline
    added = [f"{indent}- {_scalar(s)}{newline}" for s in sources]
    return "".join(lines[: last + 1] + added + lines[last + 1:])


def _scalar(value: str) -> str:
    """A YAML plain scalar when it reads back unchanged, else a single-quoted one."""
    try:
        if yaml.safe_load(value) == value and ": " not in value and " #" not in value:
            return value
    except yaml.YAMLError:
        pass
    return "'" + value.replace("'", "''") + "'"


def kb_files(kb_dirs: list[Path], bundled: bool) -> list[Path]:
    """The entry files the loader reads: the bundled KB's (unless left out), then each site KB's."""
    roots = ([bundled_root()] if bundled else []) + kb_dirs
    return [p for root in roots for p in entry_files(root)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fix", action="store_true", help="append the missing sources to references:")
    ap.add_argument("--kb", action="append", type=Path, default=[], metavar="DIR", help="a site-local KB too")
    ap.add_argument("--no-bundled", action="store_true", help="leave the bundled KB out")
    args = ap.parse_args(argv)
    gaps = added = unfixable = 0
    for path in kb_files(args.kb, not args.no_bundled):
        text = path.read_text(encoding="utf-8")
        try:
            doc = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            print(f"{path}: cannot read: {exc}".replace("\n", " "), file=sys.stderr)
            unfixable += 1
            continue
        if not isinstance(doc, dict):
            continue
        missing = missing_sources(doc)
        if not missing:
            continue
        gaps += len(missing)
        if not args.fix:
            print(f"{path}: {len(missing)} example sources not in references")
            for src in missing:
                print(f"  {src}")
            continue
        new = add_references(text, missing)
        reread = yaml.safe_load(new) if new is not None else None
        want = list(doc.get("references") or []) + missing
        if new is None or not isinstance(reread, dict) or reread.get("references") != want:
            print(f"{path}: references: is not a block list; add these by hand: {', '.join(missing)}",
                  file=sys.stderr)
            unfixable += 1
            continue
        path.write_text(new, encoding="utf-8")
        added += len(missing)
        print(f"{path}: added {len(missing)} references")
    if args.fix:
        print(f"{added} of {gaps} missing sources added; {unfixable} files left for a human")
        return 1 if unfixable else 0
    print(f"{gaps} example sources missing from references")
    return 1 if gaps else 0


if __name__ == "__main__":
    from _cli import run_tool

    run_tool(main)
