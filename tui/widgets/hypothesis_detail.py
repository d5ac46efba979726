"""Detail of the selected hypothesis: title, summary, evidence, fixes and references."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from resolver.kb.model import Fix
from resolver.rank import Evidence, Hypothesis

if TYPE_CHECKING:
    from tui.checks import CheckResult
from tui.format import HEADING_STYLE, check_content, fixes_content, references_content
from tui.widgets.evidence_list import EvidenceList


class HypothesisDetail(VerticalScroll):
    """Shows one hypothesis, or a hint when there is none to show."""

    DEFAULT_CSS = """
    HypothesisDetail {
        height: 1fr;
        border: round $foreground 30%;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    HypothesisDetail:focus-within {
        border: round $accent;
        border-title-color: $text;
    }
    HypothesisDetail > Static { margin-bottom: 1; }
    HypothesisDetail > #detail-evidence-label { margin-bottom: 0; }
    HypothesisDetail > EvidenceList { margin-bottom: 1; }
    HypothesisDetail.-empty > .hyp-part { display: none; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, can_focus=False)
        self.border_title = "Detail"
        self._showing: tuple[Hypothesis, str, CheckResult | None] | None = None
        """What `show` last showed: a re-rank selects the same cause several times (new rows, cursor moves)."""

    def compose(self) -> ComposeResult:
        yield Static(id="detail-title")
        yield Static(id="detail-check", classes="hyp-part")
        yield Static(Content.styled("Evidence (enter: show in log)", HEADING_STYLE), id="detail-evidence-label",
                     classes="hyp-part")
        yield EvidenceList(id="detail-evidence")
        yield Static(id="detail-summary", classes="hyp-part", markup=False)  # "[WinError 126]" stays as it is
        yield Static(id="detail-fixes", classes="hyp-part")
        yield Static(id="detail-references", classes="hyp-part")

    @property
    def evidence_list(self) -> EvidenceList:
        return self.query_one(EvidenceList)

    def show_hint(self, text: str) -> None:
        self._showing = None
        self.add_class("-empty")
        self.query_one("#detail-title", Static).update(Content.styled(text, "italic $text-muted"))
        self.evidence_list.display = False
        self.evidence_list.show([])
        self.query_one("#detail-check", Static).display = False

    def show(self, hyp: Hypothesis, evidence: Sequence[Evidence], fixes: Sequence[Fix],
             check: CheckResult | None = None) -> None:
        showing = self._showing
        if showing is not None and showing[0] is hyp and showing[1:] == (hyp.check_status, check):
            return
        self._showing = (hyp, hyp.check_status, check)
        self.remove_class("-empty")
        entry = hyp.entry
        self.query_one("#detail-title", Static).update(Content.assemble(
            (entry.title, "bold"), "\n", (f"{entry.id} · confidence {hyp.confidence} · score {hyp.score:.2f}", "dim"),
            *(("\n", (hyp.related_note, "italic")) if hyp.related_to else ()),
        ))
        check_part = self.query_one("#detail-check", Static)
        check_part.update(check_content(check, bool(entry.checks)))
        check_part.display = bool(entry.checks) or check is not None
        self.query_one("#detail-summary", Static).update(" ".join(entry.summary.split()))
        self.evidence_list.display = True
        self.evidence_list.show(evidence)
        self.query_one("#detail-fixes", Static).update(fixes_content(fixes))
        self.query_one("#detail-references", Static).update(references_content(entry.references))
        self.scroll_home(animate=False)
