"""Pure text formatting shared by the widgets and screens (Textual `Content`, no widgets)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from textual.content import Content

from resolver.kb.model import Entry, Fix

if TYPE_CHECKING:
    from tui.checks import CheckResult

_CODE = re.compile(r"`([^`]+)`")
CODE_STYLE = "bold $text-accent"
HEADING_STYLE = "bold underline"


def inline_code(text: str) -> Content:
    """`text` with its backtick spans shown as code (the backticks dropped)."""
    parts: list[tuple[str, str] | str] = []
    pos = 0
    for m in _CODE.finditer(text):
        parts.append(text[pos : m.start()])
        parts.append((m.group(1), CODE_STYLE))
        pos = m.end()
    parts.append(text[pos:])
    return Content.assemble(*parts)


def fixes_content(fixes: Iterable[Fix]) -> Content:
    """Each fix as a bold title followed by its numbered steps."""
    lines: list[Content] = []
    for fix in fixes:
        lines.append(Content.styled(f"Fix: {fix.title}", "bold"))
        lines += [Content(f"{n:>2}. ") + inline_code(step) for n, step in enumerate(fix.steps, 1)]
        lines.append(Content(""))
    return Content("\n").join(lines[:-1]) if lines else Content("No fix recorded.")


def references_content(references: Iterable[str], limit: int = 5) -> Content:
    refs = list(references)[:limit]
    if not refs:
        return Content("")
    return Content("\n").join([Content.styled("References", HEADING_STYLE), *(Content(f"• {r}") for r in refs)])


def entry_content(entry: Entry) -> Content:
    """Everything a reader needs from one KB entry, for the KB browser's detail screen."""
    head = [
        Content.styled(entry.title, "bold"),
        Content.styled(f"{entry.id} · layer {entry.layer} · {entry.kind} · {entry.status}", "dim"),
        Content(""),
        Content(" ".join(entry.summary.split())),
        Content(""),
    ]
    if entry.signatures:
        head.append(Content.styled("Signatures", HEADING_STYLE))
        head += [Content(f"• [{s.specificity}] {s.id}: {s.shown()}") for s in entry.signatures]
        head.append(Content(""))
    head += [fixes_content(entry.fixes), Content(""), references_content(entry.references, limit=20)]
    return Content("\n").join(head)


def first_command(fixes: Iterable[Fix]) -> str | None:
    """The first shell command (a backtick span) in the steps of the first fix that has one."""
    for fix in fixes:
        for step in fix.steps:
            m = _CODE.search(step)
            if m:
                return m.group(1)
    return None


CHECK_STYLE = {"confirmed": "bold $text-error", "refuted": "bold $text-success", "inconclusive": "bold $text-warning",
               "running": "italic $text-muted", "not-run": "$text-muted"}
"""Confirmed means the cause is real on this machine: it is the alarming one."""
OBSERVATION_MARK = {"ok": ("ok", "$text-success"), "problem": ("PROBLEM", "bold $text-error"),
                    "unavailable": ("n/a", "$text-muted")}


def check_content(result: CheckResult | None, has_checks: bool) -> Content:
    """The live-check part of the detail: a hint before, the verdict and each probe's observation after."""
    if result is None:
        if not has_checks:
            return Content("")
        return Content.styled("Live check: press c to run this cause's checks on this machine.", "$text-muted")
    head = Content.assemble(("Live check: ", "bold"), (result.status, CHECK_STYLE.get(result.status, "bold")))
    if result.status == "running":
        return head + Content.styled(" (probing this machine…)", "$text-muted")
    lines = [head, Content(result.detail)]
    for obs in result.observations:
        mark, style = OBSERVATION_MARK.get(obs.status, (obs.status, ""))
        cause = f" -> {obs.cause}" if obs.cause else ""
        lines.append(Content.assemble(f"{mark:>7} ", (obs.probe, "bold"), f": {obs.detail}{cause}").stylize(
            style, 0, 7))
    return Content("\n").join(lines)
