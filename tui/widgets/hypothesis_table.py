"""The ranked hypotheses: one row per cause, best first."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import DataTable

from resolver.rank import Hypothesis

# Plain Rich styles (DataTable cells are Rich renderables): readable on light and dark themes.
_CONFIDENCE_STYLE = {"high": "bold red", "medium": "bold dark_orange", "low": "dim"}


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

    def on_mount(self) -> None:
        self.add_column("cause", key="cause")
        self.add_column("conf.", key="confidence")
        self.add_column("score", key="score")

    def show(self, hypotheses: Sequence[Hypothesis]) -> None:
        """Replace the rows, keeping the cursor on the same cause when it is still listed."""
        keep = self.selected_id
        self.clear()
        for hyp in hypotheses:
            conf = hyp.confidence
            self.add_row(hyp.entry.id, _styled(conf), f"{hyp.score:.2f}", key=hyp.entry.id)
        ids = [h.entry.id for h in hypotheses]
        if keep in ids:
            self.move_cursor(row=ids.index(keep))

    @property
    def selected_id(self) -> str | None:
        if not self.row_count:
            return None
        return self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value


def _styled(confidence: str) -> Text:
    return Text(confidence, style=_CONFIDENCE_STYLE.get(confidence, ""))
