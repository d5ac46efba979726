"""Candidates for an entry's `related:` list, from the KB's own cited examples.

Usage: python tools/kb_related.py [ENTRY_ID ...] [--kb DIR] [--no-bundled] [--min N]

For each entry X, lists the other causes Y whose match examples carry a line that one of X's
signatures matches (how many examples, and whether X already lists Y): real logs that show X's
wording and had cause Y. Those are what `related:` is for; `resolve kb lint` (related-evidence)
requires such an example for every id an entry lists, by the same reading of "X's wording"
(`resolver.lint.shows_wording`). Symptoms and the causes they imply are skipped.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from resolver.api import get_kb
from resolver.kb.model import KB
from resolver.lint import shows_wording


def candidates(kb: KB, min_examples: int = 1) -> dict[str, list[tuple[str, int]]]:
    """Entry id -> [(related cause id, number of its examples with this entry's wording)], most first."""
    shows = {e.id: shows_wording(e) for e in kb.entries}
    out: dict[str, list[tuple[str, int]]] = {}
    for x in kb.entries:
        if x.is_symptom:
            continue
        counts: Counter[str] = Counter()
        for y in kb.entries:
            if y.id == x.id or y.is_symptom or y.id in x.implies or x.id in y.implies:
                continue
            for ex in y.examples_match:
                if shows[x.id](ex.log):
                    counts[y.id] += 1
        found = [(yid, n) for yid, n in counts.most_common() if n >= min_examples]
        if found:
            out[x.id] = found
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("ids", nargs="*", help="entries to show (default: all)")
    ap.add_argument("--kb", action="append", default=[], type=Path, help="extra KB directory")
    ap.add_argument("--no-bundled", action="store_true", help="leave out the bundled KB")
    ap.add_argument("--min", type=int, default=1, help="least number of examples to list a candidate")
    args = ap.parse_args()
    kb = get_kb(args.kb, bundled=not args.no_bundled)
    for eid, found in candidates(kb, args.min).items():
        if args.ids and eid not in args.ids:
            continue
        listed = set(kb.by_id[eid].related)
        shown = ", ".join(f"{yid} ({n}{', listed' if yid in listed else ''})" for yid, n in found)
        print(f"{eid}: {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
