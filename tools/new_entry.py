"""Scaffold a new KB entry: `python tools/new_entry.py LAYER ID [--from-log FILE --source URL]`.

Writes kb/entries/<layer>/<id>.yaml with every field in the house order. With --from-log, the
log's error lines become the first match example (you still cut it to the lines that matter and
write the signatures), and the lines that a wording of the KB already reads are named, so that a
signature for one of them says `use: <wording>` instead of writing the pattern again. The file does
not pass `resolve kb lint` until the placeholders marked TODO are replaced: that is on purpose.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
LAYERS = json.loads((ROOT / "kb" / "schema" / "entry.schema.json").read_text())["properties"]["layer"]["enum"]

TEMPLATE = """\
id: {id}
title: TODO one line naming the root cause
layer: {layer}
kind: cause
status: draft
summary: >
  TODO two or three sentences in your own words: what is broken and how to recognise it.
frameworks: [any]
platforms: [any]
signatures:
  - id: TODO-signature-id
    regex: '{regex}'
    specificity: high
fixes:
  - title: TODO what to do
    steps:
      - 'TODO the exact command, in backticks'
references:
  - {source}
examples:
  match:
    - source: {source}
      log: |
{log}
  no_match:
    - source: TODO-url-of-a-similar-log-with-another-cause
      cause: TODO-its-cause-id
      log: |
        TODO paste the near miss
"""


def _error_lines(text: str, limit: int = 12) -> list[str]:
    keep = [ln.rstrip() for ln in text.splitlines() if re.search(r"(?i)error|fail|cannot|not found|错误", ln)]
    return keep[-limit:] or text.splitlines()[-limit:]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("layer", choices=LAYERS)
    ap.add_argument("id")
    ap.add_argument("--from-log", type=Path)
    ap.add_argument("--source", default="https://TODO-thread-url")
    ap.add_argument("--kb", type=Path, default=ROOT / "kb", help="KB root (default: the bundled kb/)")
    args = ap.parse_args()
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", args.id):
        ap.error("id must be kebab-case: lowercase letters, digits and dashes")
    target = args.kb / "entries" / args.layer / f"{args.id}.yaml"
    if target.exists():
        ap.error(f"{target} exists")
    lines = _error_lines(args.from_log.read_text(encoding="utf-8", errors="replace")) if args.from_log else ["TODO"]
    last = lines[-1].strip() if args.from_log else "TODO"
    regex = re.escape(last[:80]).replace("'", "''").replace("\\ ", " ")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(TEMPLATE.format(id=args.id, layer=args.layer, source=args.source, regex=regex,
                                      log="\n".join("        " + ln for ln in lines)), encoding="utf-8")
    print(f"wrote {target}\nnext: edit the TODOs, then `resolve kb lint` (see CONTRIBUTING.md)")
    for line, wid in _known_wordings(lines, args.kb):
        print(f"the line {line.strip()[:80]!r} is the wording {wid} (kb/wordings/{wid}.yaml): write `use: {wid}` "
              "in place of a regex for it, with the contexts that make it this cause")
    return 0


def _known_wordings(lines: list[str], kb: Path) -> list[tuple[str, str]]:
    """The lines of the excerpt that a wording of the bundled KB (and of `kb`, when it is another root) matches,
    with the first wording that matches each, so that a new signature names it instead of writing it again."""
    from resolver.kb.loader import bundled_root
    from resolver.kb.shared import read_shared
    from resolver.regex import compile_re2

    roots = [bundled_root()] + ([kb] if kb.resolve() != bundled_root().resolve() else [])
    wordings = [(wid, compile_re2(w.regex)) for wid, w in sorted(read_shared(roots)[0].wordings.items())]
    found = []
    for line in lines:
        wid = next((wid for wid, rx in wordings if rx.search(line)), None)
        if wid is not None:
            found.append((line, wid))
    return found


if __name__ == "__main__":
    sys.exit(main())
