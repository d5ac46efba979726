"""A small modal that asks for the path of a log file."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label


class OpenFileScreen(ModalScreen[Path | None]):
    """Returns the path typed (None when cancelled)."""

    DEFAULT_CSS = """
    OpenFileScreen { align: center middle; }
    OpenFileScreen > Vertical {
        width: 70%;
        min-width: 40;
        height: auto;
        border: round $accent;
        background: $surface;
        padding: 0 1;
    }
    OpenFileScreen Label { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, *, cursor_blink: bool = True) -> None:
        super().__init__()
        self.cursor_blink = cursor_blink

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "Open a log file"
            path = Input(placeholder="path/to/train.log", id="path")
            path.cursor_blink = self.cursor_blink
            yield path
            yield Label("enter: open · escape: cancel")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        value = event.value.strip()
        self.dismiss(Path(value).expanduser() if value else None)

    def action_cancel(self) -> None:
        self.dismiss(None)
