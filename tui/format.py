"""Pure text formatting shared by the widgets and screens (Textual `Content`, no widgets)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from textual.content import Content

from resolver.kb.model import Entry, Fix

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
        head += [Content(f"• [{s.specificity}] {s.id}: {s.regex}") for s in entry.signatures]
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
