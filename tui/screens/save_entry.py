"""A small modal that asks where to save a playground entry and where its log was published."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label


class SaveEntryScreen(ModalScreen[tuple[Path, str] | None]):
    """Returns (KB directory, source URL), or None when cancelled."""

    DEFAULT_CSS = """
    SaveEntryScreen { align: center middle; }
    SaveEntryScreen > Vertical {
        width: 80%;
        min-width: 50;
        height: auto;
        border: round $accent;
        background: $surface;
        padding: 0 1;
    }
    SaveEntryScreen Label { color: $text-muted; }
    SaveEntryScreen #save-error { color: $text-error; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, directory: Path, source: str = "", *, cursor_blink: bool = True) -> None:
        super().__init__()
        self.directory = directory
        self.source = source
        self.cursor_blink = cursor_blink

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "Save the entry"
            yield Label("KB directory: writes <dir>/<layer>/<id>.yaml (<dir>/entries/… in a KB root)")
            yield Input(str(self.directory), id="save-dir")
            yield Label("Source: where this log was published (issue or forum URL)")
            yield Input(self.source, placeholder="https://github.com/OWNER/REPO/issues/NUMBER", id="save-source")
            yield Label("", id="save-error")
            yield Label("enter: save · tab: next field · escape: cancel")

    def on_mount(self) -> None:
        for field in self.query(Input):
            field.cursor_blink = self.cursor_blink
        self.query_one("#save-source" if self.directory else "#save-dir", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        directory = self.query_one("#save-dir", Input).value.strip()
        source = self.query_one("#save-source", Input).value.strip()
        if not directory:
            self.query_one("#save-error", Label).update("Give the KB directory to save into.")
            self.query_one("#save-dir", Input).focus()
            return
        if not source.startswith(("http://", "https://")):
            self.query_one("#save-error", Label).update("The source must be an http(s) address.")
            self.query_one("#save-source", Input).focus()
            return
        self.dismiss((Path(directory).expanduser(), source))

    def action_cancel(self) -> None:
        self.dismiss(None)
