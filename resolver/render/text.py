"""Terminal text: coloured with rich on a TTY, plain text otherwise."""

from __future__ import annotations

import textwrap
from typing import TextIO

from resolver.api import Report, select_fixes, sorted_evidence
from resolver.kb.model import Entry
from resolver.rank import Fact

_COLOURS = {"high": "bold red", "medium": "yellow", "low": "dim"}


def lines(report: Report, top: int | None = None, explain: bool = False) -> list[tuple[str, str]]:
    """(style, text) pairs; the style is a rich style name or ''."""
    hyps = report.hypotheses[:top] if top else report.hypotheses
    out: list[tuple[str, str]] = []
    if not hyps:
        out.append(("", "No known GPU/CUDA environment cause matched this log."))
    if report.fallback_used:
        out.append(("dim", "No signature matched; nearest entries by text similarity (low confidence):"))
    for rank, h in enumerate(hyps, 1):
        out.append(("", ""))
        out.append((f"bold {_COLOURS[h.confidence]}",
                    f"{rank}. {h.entry.id}  [{h.confidence} {h.score:.2f}]  {h.entry.title}"))
        if h.related_to:
            out.append(("dim", f"   {h.related_note}"))
        out += [("", "   " + w) for w in textwrap.wrap(h.entry.summary, 96)]
        ev = sorted_evidence(h)
        if ev:
            out.append(("bold", "   Evidence:"))
            for e in ev[:8]:
                where = f"line {e.line}" if e.line else "facts"
                out.append(("cyan", f"     {where}: {e.text[:160]}"))
                out.append(("dim", f"       ({e.signature})"))
        if explain:
            out.append(("bold", "   Score:"))
            out += [("dim", f"     {x}") for x in h.explain]
        for fix in select_fixes(h.entry, report, h, drop_waiting=True)[:3]:
            out.append(("bold green", f"   Fix: {fix.title}"))
            out += [("", f"     - {s}") for s in fix.steps]
        if h.check_status != "not-run":
            out.append(("bold", f"   Check: {h.check_status}: {h.check_detail}"))
    if report.facts and explain:
        out.append(("", ""))
        out.append(("bold", "Facts:"))
        facts = sorted(report.facts.values(), key=lambda f: f.name)
        out += [("", f"  {f.name} = {f.value}  ({_where(f)})") for f in facts]
    return out


def _where(fact: Fact) -> str:
    """`line N`; for a fact of this machine (`resolve --confirm`), the probe it came from."""
    return fact.text if not fact.line and fact.text.startswith("live ") else f"line {fact.line}"


def entry_lines(entry: Entry) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = [
        ("bold", f"{entry.id}: {entry.title}"),
        ("dim", f"layer {entry.layer} · {entry.kind} · {entry.status} · frameworks {', '.join(entry.frameworks)}"
                f" · platforms {', '.join(entry.platforms)}"),
        ("", ""),
    ]
    out += [("", w) for w in textwrap.wrap(entry.summary, 100)]
    if entry.implies and entry.is_symptom:
        out.append(("", f"Usually means: {', '.join(entry.implies)}"))
    elif entry.implies:
        out.append(("", f"Steps back for, when the log shows it too: {', '.join(entry.implies)}"))
    if entry.related:
        out.append(("", f"Also rule out (same wording seen with): {', '.join(entry.related)}"))
    out += [("", ""), ("bold", "Signatures:")]
    out += [("cyan", f"  {s.id} [{s.specificity}]: {s.shown()}"
                     + (f"  (this line usually means: {', '.join(s.implies)})" if s.implies else ""))
            for s in entry.signatures]
    if entry.context:
        out += [("", ""), ("bold", "Context:")]
        out += [("cyan", f"  {c.id}" + (f" [boost {c.boost:+.2f}]" if c.boost else "")
                 + f": {c.shown()}")
                for c in entry.context]
    for fix in entry.fixes:
        scope = ", ".join(fix.frameworks + fix.platforms)
        out += [("", ""), ("bold green", f"Fix: {fix.title}" + (f" ({scope})" if scope else ""))]
        if fix.signatures:
            out.append(("dim", f"  first when {', '.join(fix.signatures)} matched"))
        out += [("", f"  - {s}") for s in fix.steps]
    if entry.avoid:
        out += [("", ""), ("bold red", "Avoid:")] + [("", f"  - {a}") for a in entry.avoid]
    out += [("", ""), ("bold", "References:")] + [("", f"  {r}") for r in entry.references]
    out.append(("dim", f"\n{entry.path}"))
    return out


def write(pairs: list[tuple[str, str]], stream: TextIO, colour: bool) -> None:
    if not colour:
        stream.write("\n".join(text for _, text in pairs) + "\n")
        return
    from rich.console import Console
    from rich.text import Text

    console = Console(file=stream, force_terminal=True, highlight=False, soft_wrap=True)
    for style, text in pairs:
        console.print(Text(text, style=style or ""))
