"""List the GPU-environment messages a package can print that the KB does not recognise.

Usage: python tools/kb_gaps.py PACKAGE... [--min-len N] [--kb DIR] [--no-bundled]

A PACKAGE is a wheel (`pip download --no-deps NAME`), a source archive (.tar.gz), or a directory (an installed
package under site-packages, a source checkout). The tool collects the messages it could print: string literals of
its Python, C, C++, CUDA, Go, Rust, C#, Java / Kotlin / Scala, JavaScript / TypeScript, Julia and R sources, and the
printable runs of its shared libraries (what `strings` shows). It keeps those that read like a GPU-environment
failure (they name CUDA, cuDNN, NCCL, NVML, the driver, a GPU or a compute capability, and say that something
failed, is missing or does not match), fills printf / Go fmt / format placeholders with a number, and prints each
one on which the KB, without its free-text fallback, offers no hypothesis at all.

What it prints are leads, not signatures: most are internal checks no user ever sees. For a message that users do
meet, find where the package prints it (the source, or the strings around it in the library) and what it means
there, then add a signature with that context in its note and pin the wording in tests/kb/test_source_wordings.py
(CONTRIBUTING: "Wordings from a program's own source").
"""

from __future__ import annotations

import argparse
import functools
import mmap
import re
import sys
import tarfile
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from resolver.api import get_kb, resolve_text
from resolver.kb.model import KB

SOURCE_SUFFIXES = (".py", ".pyx", ".c", ".cc", ".cpp", ".cu", ".cuh", ".h", ".hpp", ".go", ".rs",
                   ".cs", ".java", ".kt", ".scala", ".js", ".ts", ".jl", ".R", ".r")
LIBRARY = re.compile(r"\.(so(\.\d+)*|dll|dylib|pyd)$")
GPU_WORD = re.compile(r"(?i)cuda|cudnn|cublas|nccl|nvml|nvidia|gpu|driver|libcu|nvrtc|ptx|\bsm_\d|compute capability")
FAILURE_WORD = re.compile(
    r"(?i)\bnot\b|\bno\b|fail|unable|cannot|can't|insufficient|mismatch|error|invalid|unsupported|out of memory|"
    r"too old|missing|could not"
)
CODE_LIKE = re.compile(r"[{}<>;=]{3,}|::.*::|\(\)\s*\{")
PLACEHOLDER = (re.compile(r"%[-+ #0-9.]*l*[sdiuzxXfgpvqw]"),  # C printf and Go fmt verbs
               re.compile(r"\{[^{}]{0,30}\}"))
LITERAL = re.compile(r'"([^"\n]{%d,300})"|\'([^\'\n]{%d,300})\'')


@functools.cache
def _literal_pattern(min_len: int) -> re.Pattern[str]:
    return re.compile(LITERAL.pattern % (min_len, min_len))


def literals(text: str, min_len: int) -> Iterator[str]:
    for m in _literal_pattern(min_len).finditer(text):
        yield re.sub(r"\\[ntr]", " ", m.group(1) or m.group(2))  # a C or Python escape is a line break, not text


def printable_runs(data: bytes | mmap.mmap, min_len: int) -> Iterator[str]:
    for m in re.finditer(rb"[\x20-\x7e]{%d,}" % min_len, data):
        yield m.group().decode("ascii")


def _kind(name: str) -> str | None:
    """"source" for a file whose string literals are read, "library" for one whose printable runs are, else None."""
    if name.endswith(SOURCE_SUFFIXES):
        return "source"
    return "library" if LIBRARY.search(name) else None


def _member_text(kind: str, data: bytes, min_len: int) -> Iterator[str]:
    if kind == "source":
        yield from literals(data.decode("utf-8", "replace"), min_len)
    else:
        yield from printable_runs(data, min_len)


def package_strings(path: Path, min_len: int) -> Iterator[str]:
    """The candidate messages of one wheel, source archive or directory (only its sources and libraries are read)."""
    if not path.exists():
        raise ValueError(f"{path}: no such file or directory")
    if path.is_dir():
        for f in sorted(path.rglob("*")):
            kind = _kind(f.name) if f.is_file() else None
            if kind == "source":
                yield from _member_text(kind, f.read_bytes(), min_len)
            elif kind == "library" and f.stat().st_size:  # mapped, not read: libraries run to hundreds of MB
                with f.open("rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mm:
                    yield from printable_runs(mm, min_len)
    elif path.name.endswith((".tar.gz", ".tgz", ".tar")):
        with tarfile.open(path) as tar:
            for member in tar:
                kind = _kind(member.name) if member.isfile() else None
                fh = tar.extractfile(member) if kind else None
                if kind and fh is not None:
                    yield from _member_text(kind, fh.read(), min_len)
    elif zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as zf:
            for name in zf.namelist():
                if kind := _kind(name):
                    yield from _member_text(kind, zf.read(name), min_len)
    else:
        raise ValueError(f"{path}: not a wheel, a source archive or a directory")


def looks_like_gpu_failure(text: str) -> bool:
    return (len(text) <= 300 and text.count(" ") >= 3 and bool(GPU_WORD.search(text))
            and bool(FAILURE_WORD.search(text)) and not CODE_LIKE.search(text))


def as_log_line(text: str) -> str:
    for pattern in PLACEHOLDER:
        text = pattern.sub("7", text)
    return text


def gaps(messages: Iterable[str], kb: KB) -> list[str]:
    """The GPU-failure-like messages on which the KB offers no hypothesis, sorted, each once."""
    out = []
    for text in sorted({m.strip() for m in messages}):
        if not looks_like_gpu_failure(text):
            continue
        if not resolve_text(as_log_line(text) + "\n", kb=kb, fallback=False).hypotheses:
            out.append(text)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("packages", nargs="+", type=Path, help="wheels, source archives or directories")
    ap.add_argument("--min-len", type=int, default=25, help="shortest message considered (default 25)")
    ap.add_argument("--kb", action="append", default=[], type=Path, help="a KB directory on top of the bundled one")
    ap.add_argument("--no-bundled", action="store_true", help="only the --kb directories")
    args = ap.parse_args(argv)
    kb = get_kb(args.kb, bundled=not args.no_bundled)
    messages: list[str] = []
    for path in args.packages:
        try:
            messages.extend(package_strings(path, args.min_len))
        except (OSError, ValueError, zipfile.BadZipFile, tarfile.TarError) as exc:
            print(f"kb_gaps: {exc}", file=sys.stderr)
            return 2
    found = gaps(messages, kb)
    for text in found:
        print(text)
    print(f"{len(found)} messages the KB does not recognise", file=sys.stderr)
    return 0


if __name__ == "__main__":
    from _cli import run_tool

    run_tool(main)
