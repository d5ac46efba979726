"""The `resolve` command: a thin layer over `resolver.api`.

Exit status like grep: 0 when at least one hypothesis, 1 when none, 2 on a usage, input or KB
error (the message goes to stderr, never a traceback).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from resolver import __version__
from resolver.errors import KbError, ResolverError

EXAMPLES = """\
examples:
  resolve train.log                 diagnose a log file
  python train.py 2>&1 | resolve    diagnose standard input
  resolve --format json < err.txt   the JSON contract (schema 1)
  resolve --explain --top 3 a.log   show how each score was reached
  resolve --confirm train.log       check the top causes on this machine (live probes)
  resolve probe --redact --format markdown   environment report for a bug report
  resolve compat --driver 470.82.01 --framework paddle   the install that fits a driver
  resolve show driver-too-old       one KB entry
  resolve search "libcudnn not found"
  resolve kb lint                   check the KB (and --kb DIR site-local entries)
"""

SUBCOMMANDS = ("show", "search", "kb", "tui")

# Subcommands that live in their own module under resolver/commands/: each module defines
# `HELP`, `add_arguments(parser)` and `run(args) -> int`; it is imported only when used.
COMMAND_MODULES = {
    "probe": "resolver.commands.probe",
    "compat": "resolver.commands.compat",
}


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--kb", action="append", default=[], metavar="DIR", type=Path,
                        help="add a site-local KB directory on top of the bundled one (repeatable)")
    parser.add_argument("--no-bundled", action="store_true", help="use only the --kb directories, not the bundled KB")
    parser.add_argument("--no-cache", action="store_true", help="do not read or write the compiled-KB cache")


def _main_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="resolve",
        description="Rank the root causes of a GPU / CUDA environment failure from its log. "
        f"Subcommands: {', '.join(SUBCOMMANDS + tuple(COMMAND_MODULES))} (`resolve SUBCOMMAND -h`).",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("files", nargs="*", metavar="FILE", help="log files (standard input when none or '-')")
    p.add_argument("--format", choices=("text", "json", "markdown"), default="text")
    p.add_argument("--top", type=int, default=None, metavar="N", help="show at most N hypotheses")
    p.add_argument("--explain", action="store_true", help="show why each hypothesis got its score")
    p.add_argument("--confirm", action="store_true",
                   help="run the live checks of the top 3 hypotheses on this machine and re-rank (see `resolve probe`)")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    p.add_argument("--version", action="version", version=f"gpu-resolver {__version__}")
    _common(p)
    return p


def _sub_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="resolve", formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    show = sub.add_parser("show", help="show one KB entry", epilog="example: resolve show cpu-only-build")
    show.add_argument("id")
    show.add_argument("--format", choices=("text", "json"), default="text")
    _common(show)
    search = sub.add_parser("search", help="search the KB by words (BM25 + fuzzy)",
                            epilog='example: resolve search "libcudnn cannot open shared object"')
    search.add_argument("words", nargs="+")
    search.add_argument("--top", type=int, default=5)
    _common(search)
    kb = sub.add_parser("kb", help="knowledge-base maintenance")
    kbsub = kb.add_subparsers(dest="kb_command", required=True)
    lint = kbsub.add_parser("lint", help="check every entry (schema, RE2, examples rank first, ...)",
                            epilog="example: resolve kb lint --kb ./my-site-kb")
    lint.add_argument("--select", action="append", default=[], metavar="CHECK", help="run only this check")
    lint.add_argument("--strict", action="store_true", help="warnings fail too")
    lint.add_argument("--list", action="store_true", help="list the checks and exit")
    _common(lint)
    stats = kbsub.add_parser("stats", help="entries per layer/framework/platform, evidence counts",
                             epilog="example: resolve kb stats --format json")
    stats.add_argument("--format", choices=("text", "json"), default="text")
    _common(stats)
    export = kbsub.add_parser("export-patterns", help="print every signature regex, one a line (for grep -E -f)",
                              epilog="example: resolve kb export-patterns > sigs.txt && grep -E -f sigs.txt big.log")
    _common(export)
    tui = sub.add_parser("tui", help="open the interactive app",
                         epilog="examples: resolve tui train.log | python train.py 2>&1 | resolve tui")
    tui.add_argument("file", nargs="?", help="a log to open ('-' or a pipe: standard input)")
    _common(tui)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        if args_list and args_list[0] in COMMAND_MODULES:
            return _run_module(args_list[0], args_list[1:])
        if args_list and args_list[0] in SUBCOMMANDS:
            args = _sub_parser().parse_args(args_list)
            return _run_sub(args)
        args = _main_parser().parse_args(args_list)
        return _run_resolve(args)
    except KbError as exc:
        _err(f"invalid knowledge base:\n{exc}")
        return 2
    except ResolverError as exc:
        _err(str(exc))
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        sys.stderr.close()
        return 0


def _run_module(name: str, argv: list[str]) -> int:
    import importlib

    module = importlib.import_module(COMMAND_MODULES[name])
    parser = argparse.ArgumentParser(prog=f"resolve {name}", description=module.HELP,
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=getattr(module, "EPILOG", None))
    module.add_arguments(parser)
    _common(parser)
    return int(module.run(parser.parse_args(argv)))


def _err(message: str) -> None:
    print(f"resolve: {message}", file=sys.stderr)


def _colour(choice: str, stream: TextIO) -> bool:
    if choice != "auto":
        return choice == "always"
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def _kb(args: argparse.Namespace):
    from resolver.api import get_kb

    if args.no_bundled and not args.kb:
        raise ResolverError("--no-bundled needs at least one --kb DIR")
    return get_kb(args.kb, bundled=not args.no_bundled, use_cache=not args.no_cache)


kb_from_args = _kb
"""The KB the common options (--kb, --no-bundled, --no-cache) name; for resolver.commands modules."""


def _run_resolve(args: argparse.Namespace) -> int:
    from resolver.api import resolve

    if args.top is not None and args.top < 1:
        raise ResolverError("--top must be at least 1")
    if not args.files and sys.stdin.isatty():
        _err("no log given: pipe a log in (`python train.py 2>&1 | resolve`), name a file, "
             "or try `resolve tui` to paste one")
        return 2
    kb = _kb(args)
    report = resolve(args.files, kb=kb)
    if args.confirm:
        from resolver.confirm import confirm

        confirm(report, kb)
    out = sys.stdout
    if args.format == "json":
        from resolver.render import json as render_json

        out.write(render_json.render(report, args.top))
    elif args.format == "markdown":
        from resolver.render import markdown

        out.write(markdown.render(report, args.top, args.explain))
    else:
        from resolver.render import text

        text.write(text.lines(report, args.top, args.explain), out, _colour(args.color, out))
    out.flush()
    return 0 if report.hypotheses else 1


def _run_sub(args: argparse.Namespace) -> int:
    if args.command == "show":
        return _show(args)
    if args.command == "search":
        return _search(args)
    if args.command == "tui":
        from tui.app import run

        return run(args.file, kb_dirs=args.kb)
    if args.kb_command == "stats":
        return _stats(args)
    if args.kb_command == "export-patterns":
        return _export(args)
    return _lint(args)


def _stats(args: argparse.Namespace) -> int:
    from resolver import stats

    st = stats.compute(_kb(args))
    if args.format == "json":
        import json

        print(json.dumps(st.as_dict(), indent=2))
    else:
        sys.stdout.write(stats.render(st))
    return 0


def _export(args: argparse.Namespace) -> int:
    """Signatures as POSIX ERE lines; RE2-only syntax that grep lacks is translated or skipped."""
    from resolver.regex import to_ere

    skipped = 0
    for entry in _kb(args).entries:
        for sig in entry.signatures:
            ere = to_ere(sig.regex)
            if ere is None:
                skipped += 1
                continue
            print(ere)
    if skipped:
        _err(f"{skipped} signatures use syntax grep -E lacks and were left out")
    return 0


def _show(args: argparse.Namespace) -> int:
    kb = _kb(args)
    entry = kb.get(args.id)
    if entry is None:
        from rapidfuzz import process

        near = [m[0] for m in process.extract(args.id, [e.id for e in kb.entries], limit=3)]
        raise ResolverError(f"no entry {args.id!r}; did you mean: {', '.join(near)}?")
    if args.format == "json":
        import dataclasses
        import json

        print(json.dumps(dataclasses.asdict(entry), ensure_ascii=False, indent=2))
        return 0
    from resolver.render import text

    text.write(text.entry_lines(entry), sys.stdout, _colour("auto", sys.stdout))
    return 0


def _search(args: argparse.Namespace) -> int:
    from rapidfuzz import fuzz

    from resolver.fallback import bm25

    kb = _kb(args)
    query = " ".join(args.words)
    scores: dict[str, float] = {}
    ranked = bm25(kb, query, limit=args.top * 2)
    top = max((s for _, s in ranked), default=0.0) or 1.0
    for eid, s in ranked:
        scores[eid] = 0.6 * s / top
    for entry in kb.entries:
        hay = " ".join([entry.id, entry.title, entry.summary])
        scores[entry.id] = scores.get(entry.id, 0.0) + 0.4 * fuzz.token_set_ratio(query, hay) / 100
    best = sorted(scores.items(), key=lambda kv: -kv[1])[: args.top]
    best = [(eid, s) for eid, s in best if s >= 0.3]
    for eid, s in best:
        entry = kb.by_id[eid]
        print(f"{s:.2f}  {eid:34} {entry.title}")
    return 0 if best else 1


def _lint(args: argparse.Namespace) -> int:
    from resolver.lint import REGISTRY, lint

    if args.list:
        for cls in REGISTRY:
            print(f"{cls.id():24} {cls.severity:8} {cls.description}")
        return 0
    from resolver.kb import loader

    if args.no_bundled and not args.kb:
        raise ResolverError("--no-bundled needs at least one --kb DIR")
    kb, findings = lint(args.kb, set(args.select) or None, bundled=not args.no_bundled)
    for f in findings:
        print(f)
    errors = sum(f.severity == "error" for f in findings)
    warnings = len(findings) - errors
    print(f"{len(kb.entries)} entries, {errors} errors, {warnings} warnings "
          f"(bundled KB: {loader.bundled_root()})", file=sys.stderr)
    return 1 if errors or (args.strict and warnings) else 0
