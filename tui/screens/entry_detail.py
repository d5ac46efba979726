"""One KB entry in full: title, summary, signatures, fixes and references."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from resolver.kb.model import Entry
from tui.format import entry_content


class EntryScreen(ModalScreen[None]):
    """Read-only view of one entry; escape goes back to the browser."""

    DEFAULT_CSS = """
    EntryScreen { align: center middle; }
    EntryScreen > VerticalScroll {
        width: 90%;
        height: 90%;
        border: round $accent;
        background: $surface;
        padding: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Back"),
        Binding("e", "edit", "Edit in playground"),
    ]

    def __init__(self, entry: Entry) -> None:
        super().__init__()
        self.entry = entry

    def compose(self) -> ComposeResult:
        with VerticalScroll() as box:
            box.border_title = self.entry.id
            yield Static(entry_content(self.entry), id="entry-body")
        yield Footer()

    def action_edit(self) -> None:
        open_playground = getattr(self.app, "open_playground", None)
        if open_playground is None:
            self.notify("The playground is part of the main app.", severity="warning")
            return
        open_playground(self.entry)

    def action_close(self) -> None:
        self.dismiss(None)
