"""The ranked hypotheses: one row per cause, best first."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import DataTable

from resolver.rank import Hypothesis

# Plain Rich styles (DataTable cells are Rich renderables): readable on light and dark themes.
_CONFIDENCE_STYLE = {"high": "bold red", "medium": "bold dark_orange", "low": "dim"}
CHECK_MARK = {"confirmed": ("✔", "bold red"), "refuted": ("✘", "bold green"), "inconclusive": ("?", "bold dark_orange")}
"""The live-check verdict after the score: confirmed (the cause is there), refuted, inconclusive; in the
score cell rather than a column of its own, so that an 80-column terminal still shows it."""


class HypothesisTable(DataTable[str]):
    """Cause id, confidence and score of each hypothesis; the row key is the entry id."""

    DEFAULT_CSS = """
    HypothesisTable {
        height: auto;
        max-height: 9;
        border: round $foreground 30%;
        border-title-color: $text-muted;
    }
    HypothesisTable:focus {
        border: round $accent;
        border-title-color: $text;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(cursor_type="row", zebra_stripes=False, id=id)
        self.border_title = "Causes"
        self._shown: list[Hypothesis] = []
        self._fit = 0

    def on_mount(self) -> None:
        self.add_column("cause", key="cause")
        self.add_column("conf.", key="confidence")
        self.add_column("score", key="score")

    def show(self, hypotheses: Sequence[Hypothesis]) -> None:
        """Replace the rows, keeping the cursor on the same cause when it is still listed."""
        keep = self.selected_id
        self.clear()
        self._shown = list(hypotheses)
        self._fit = self._cause_width()
        for hyp in hypotheses:
            conf = hyp.confidence
            self.add_row(_clip(hyp.entry.id, self._fit), _styled(conf), _score(hyp.score, hyp.check_status),
                         key=hyp.entry.id)
        ids = [h.entry.id for h in hypotheses]
        if keep in ids:
            self.move_cursor(row=ids.index(keep))

    def on_resize(self) -> None:
        """A narrower pane clips long cause ids (the detail pane shows them whole) instead of scrolling."""
        if self._shown and self._cause_width() != self._fit:
            self.show(self._shown)

    def _cause_width(self) -> int:
        """Cells left for the cause id beside the confidence and score columns (0: not laid out yet)."""
        width = self.scrollable_content_region.width
        if width <= 0:
            return 0
        return max(MIN_CAUSE_WIDTH, width - OTHER_COLUMNS_WIDTH)

    @property
    def selected_id(self) -> str | None:
        if not self.row_count:
            return None
        return self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value


MIN_CAUSE_WIDTH = 12
OTHER_COLUMNS_WIDTH = 18
"""The confidence column ("medium") and the score with its check mark ("0.87 ✔"), with cell padding."""


def _clip(cause: str, width: int) -> str:
    return cause if width <= 0 or len(cause) <= width else cause[: width - 1] + "…"


def _score(score: float, check_status: str) -> Text:
    text = Text(f"{score:.2f}")
    if check_status in CHECK_MARK:
        mark, style = CHECK_MARK[check_status]
        text.append(f" {mark}", style=style)
    return text


def _styled(confidence: str) -> Text:
    return Text(confidence, style=_CONFIDENCE_STYLE.get(confidence, ""))
