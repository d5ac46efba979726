"""List every public thread the project already uses, so a new corpus or entry can take only fresh ones.

Usage: python tools/seen_threads.py [--root DIR] [--also PATH ...] [--out FILE]
       python tools/seen_threads.py --check THREAD [THREAD ...]

A blind corpus is only blind when its threads are in no other corpus and the KB cites none of them, and a KB
entry must not cite a corpus thread (tests/data/eval/README.md). This collects every thread the repository names:
in the KB (references, example sources, notes), the corpora and the validation set (`source`, `url`, evidence),
tests, tools and the top-level docs, plus any `--also` path (a file or folder, e.g. ../shared/eval). Each becomes
the key `tools/eval.py`'s `thread_key` gives: GitHub issues, pull requests and discussions `owner/repo#N` in lower
case, whether written as a URL or as `owner/repo#N`; other web addresses (forums, Q&A sites, docs) whole, in lower
case, with trailing punctuation and slash cut. Without `--check` it prints the sorted list (or writes it to `--out`),
one per line, which is what a collector's brief hands over as the seen list. `--check` answers for given threads
instead: it prints each with "seen" or "new" and exits 1 when any is seen.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from eval import thread_key  # tools/, the script's own folder, comes first on sys.path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("kb", "tests", "tools", "README.md", "CONTRIBUTING.md")
SUFFIXES = {".jsonl", ".json", ".yaml", ".yml", ".md", ".py", ".txt"}
_GITHUB = re.compile(r"github\.com/[\w.-]+/[\w.-]+/(?:issues|pull|discussions)/\d+", re.I)
_SHORT = re.compile(r"(?<![\w.-])([A-Za-z0-9][\w.-]*)/([\w.-]+)#(\d+)\b")
_URL = re.compile(r"https?://[^\s\"'<>)\]`\\]+", re.I)
"""An address ends at white space, a quote, a bracket, a backtick or a backslash (a JSON string's escaped newline)."""


def _files(paths: Iterable[Path]) -> Iterator[Path]:
    for path in paths:
        if path.is_file():
            yield path
        elif path.is_dir():
            yield from sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in SUFFIXES)


def threads_in(text: str) -> set[str]:
    """The threads one text names, each as eval.py's `thread_key` gives it (GitHub ones as `owner/repo#n`, with or
    without the scheme, or written short; other addresses whole, trailing punctuation cut), all lower case."""
    found = {thread_key(m) for m in _GITHUB.findall(text)}
    found |= {f"{o}/{r}#{n}".lower() for o, r, n in _SHORT.findall(text)}
    found |= {thread_key(url.rstrip(".,;:")) for url in _URL.findall(text) if not _GITHUB.search(url)}
    return found


def seen(paths: Iterable[Path]) -> set[str]:
    out: set[str] = set()
    for path in _files(paths):
        out |= threads_in(path.read_text(encoding="utf-8", errors="replace"))
    return out


def canonical(thread: str) -> str:
    """A thread as `--check` compares it: the form `threads_in` gives, or the text itself, lower case."""
    names = threads_in(thread)
    github = [n for n in names if "#" in n and "://" not in n]
    return github[0] if github else (next(iter(names)) if names else thread.strip().lower())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", type=Path, default=ROOT, help="the repository to scan (default: %(default)s)")
    ap.add_argument("--also", type=Path, nargs="*", default=[], help="more files or folders to scan")
    ap.add_argument("--out", type=Path, help="write the list here instead of printing it")
    ap.add_argument("--check", nargs="+", metavar="THREAD", help="say, for each thread, whether it is seen")
    args = ap.parse_args(argv)
    known = seen([args.root / name for name in SCANNED] + list(args.also))
    if args.check:
        hits = 0
        for thread in args.check:
            name = canonical(thread)
            is_seen = name in known
            hits += is_seen
            print(f"{'seen' if is_seen else 'new '}  {name}")
        return 1 if hits else 0
    text = "".join(f"{name}\n" for name in sorted(known))
    if args.out:
        args.out.write_text(text, encoding="utf-8")
        print(f"{len(known)} threads written to {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    from _cli import run_tool

    run_tool(main)
