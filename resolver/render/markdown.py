"""`--format markdown`: a diagnosis ready to paste into a bug report."""

from __future__ import annotations

from resolver.api import Report, select_fixes, sorted_evidence
from resolver.rank import Fact


def _code(text: str) -> str:
    fence = "```" if "```" not in text else "~~~~"
    return f"{fence}\n{text}\n{fence}"


def _where(fact: Fact) -> str:
    """The fact's line; for a fact of this machine (`resolve --confirm`), the probe it came from."""
    return fact.text if not fact.line and fact.text.startswith("live ") else str(fact.line)


def render(report: Report, top: int | None = None, explain: bool = False) -> str:
    hyps = report.hypotheses[:top] if top else report.hypotheses
    out = ["# GPU environment diagnosis", ""]
    if not hyps:
        out += ["No known cause matched this log.", ""]
    for rank, h in enumerate(hyps, 1):
        out += [f"## {rank}. {h.entry.title}", "",
                f"`{h.entry.id}` · score {h.score:.2f} · confidence **{h.confidence}**", ""]
        if h.related_to:
            out += [f"_{h.related_note}_", ""]
        out += [h.entry.summary, ""]
        ev = sorted_evidence(h)
        if ev:
            out += ["Evidence:", "", _code("\n".join(f"{e.line:>6}: {e.text}" for e in ev)), ""]
        if h.check_status != "not-run":
            out += [f"Live check on this machine: **{h.check_status}**: {h.check_detail}", ""]
        if explain:
            out += ["Why this score:", ""] + [f"- {x}" for x in h.explain] + [""]
        for fix in select_fixes(h.entry, report, h):
            out += [f"**Fix: {fix.title}**", ""] + [f"1. {s}" for s in fix.steps] + [""]
        if h.entry.references:
            out += ["References: " + ", ".join(f"<{r}>" for r in h.entry.references[:5]), ""]
    if report.facts:
        out += ["## Facts found in the log", "", "| fact | value | line |", "|---|---|---|"]
        facts = sorted(report.facts.values(), key=lambda f: f.name)
        out += [f"| {f.name} | `{f.value}` | {_where(f)} |" for f in facts]
        out.append("")
    return "\n".join(out)
