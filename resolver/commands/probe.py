"""`resolve probe`: check this machine's GPU stack and tie each problem to the KB entry that explains it."""

from __future__ import annotations

import argparse
import sys

HELP = ("Check this machine: NVML, nvidia-smi, kernel driver, CUDA libraries, container, frameworks. "
        "Every problem found names the KB entry that explains it. Exit status 0 (the report is the answer).")
EPILOG = """\
examples:
  resolve probe                                  the full report
  resolve probe --format markdown --redact       paste-ready for a bug report, without host/user names
  resolve probe --format json --only nvml,libs.cudart
  resolve probe --list                           the probes, their timeouts
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--format", choices=("text", "json", "markdown"), default="text")
    parser.add_argument("--redact", action="store_true", help="remove host names, user names and home paths")
    parser.add_argument("--only", metavar="IDS", default=None, help="comma-separated probe ids to run")
    parser.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                        help="cap every probe's timeout (default: each probe's own)")
    parser.add_argument("--list", action="store_true", help="list the probes and exit")


def run(args: argparse.Namespace) -> int:
    from resolver.errors import ResolverError
    from resolver.probes import available_probes, run_probes
    from resolver.render import probe as render

    specs = available_probes()
    if args.list:
        for s in specs:
            print(f"{s.id:22} {s.timeout:5.1f} s  {s.title}")
        return 0
    ids = [i.strip() for i in args.only.split(",") if i.strip()] if args.only is not None else None
    if ids is not None and not ids:
        raise ResolverError("--only needs at least one probe id (see `resolve probe --list`)")
    if args.timeout is not None and args.timeout <= 0:
        raise ResolverError("--timeout must be positive")
    try:
        observations = run_probes(ids, timeout=args.timeout)
    except ValueError as exc:
        raise ResolverError(str(exc)) from None
    try:
        from resolver.cli import kb_from_args

        kb = kb_from_args(args)
    except ResolverError:
        raise
    except Exception as exc:  # the report still stands without KB titles
        print(f"resolve: KB not loaded, causes shown without titles: {exc}", file=sys.stderr)
        kb = None
    data = render.to_dict(observations, specs, kb)
    text = {"json": render.render_json, "markdown": render.render_markdown}.get(args.format, render.render_text)(data)
    if args.redact:
        from resolver.redact import redact

        text = redact(text)
    sys.stdout.write(text)
    sys.stdout.flush()
    return 0
