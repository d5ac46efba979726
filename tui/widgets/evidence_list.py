"""The evidence lines of the selected hypothesis; choosing one jumps to it in the log."""

from __future__ import annotations

from collections.abc import Sequence

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from resolver.rank import Evidence
from tui.messages import EvidenceSelected


class EvidenceList(OptionList):
    """`line: text` per evidence line; Enter or a click posts `EvidenceSelected`."""

    DEFAULT_CSS = """
    EvidenceList {
        height: auto;
        max-height: 8;
        border: none;
        padding: 0;
        background: transparent;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        # Plain text: log lines are full of brackets ("[rank0]:", "[W socket.cpp:663]") that markup would eat.
        super().__init__(id=id, markup=False)
        self._evidence_lines: list[int] = []

    def show(self, evidence: Sequence[Evidence]) -> None:
        """One option per log line (several signatures often match the same line)."""
        evidence = _one_per_line(evidence)
        self._evidence_lines = [ev.line for ev in evidence]
        self.clear_options()
        self.add_options([Option(_prompt(ev)) for ev in evidence])
        if evidence:
            self.highlighted = 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(EvidenceSelected(self._evidence_lines[event.option_index]))


def _one_per_line(evidence: Sequence[Evidence]) -> list[Evidence]:
    seen: set[int] = set()
    out = []
    for ev in evidence:
        if ev.line and ev.line in seen:
            continue
        seen.add(ev.line)
        out.append(ev)
    return out


def _prompt(ev: Evidence) -> str:
    where = f"{ev.line:>4}" if ev.line else "rule"
    return f"{where}: {ev.text.strip()}"
