"""The log on the left: paste, type or load a file; evidence lines are highlighted here."""

from __future__ import annotations

from textual import events
from textual.widgets import TextArea
from textual.widgets.text_area import Selection


class LogEditor(TextArea):
    """A plain-text editor for the log, with line numbers that match the evidence's."""

    DEFAULT_CSS = """
    LogEditor {
        width: 1fr;
        height: 1fr;
        border: round $foreground 30%;
        border-title-color: $text-muted;
    }
    LogEditor:focus {
        border: round $accent;
        border-title-color: $text;
    }
    """

    def __init__(self, text: str = "", *, cursor_blink: bool = True, id: str | None = None) -> None:
        super().__init__(text, soft_wrap=False, show_line_numbers=True, tab_behavior="focus", id=id)
        self.cursor_blink = cursor_blink
        self.border_title = "Log"
        self.placeholder = "Paste or type a log here, or press ctrl+o to open a file."
        self._whole_change = False

    def _on_paste(self, event: events.Paste) -> None:
        # Textual also runs TextArea._on_paste (handlers run down the class hierarchy): only flag it here.
        self._whole_change = not self.read_only
        # The cursor ends on the pasted text's last line, often long: show the lines' starts instead.
        self.call_after_refresh(self.scroll_to, x=0, animate=False)

    def load_log(self, text: str) -> None:
        """Replace the whole log (a file opened): re-ranked at once, like a paste."""
        self._whole_change = True
        self.load_text(text)

    def take_whole_change(self) -> bool:
        """Whether the last change was a paste or a loaded file (not typing); clears the flag."""
        whole, self._whole_change = self._whole_change, False
        return whole

    def goto_line(self, line: int) -> bool:
        """Move the cursor to 1-based `line`, select it and scroll it into view."""
        index = line - 1
        if not 0 <= index < self.document.line_count:
            return False
        # Cursor at the line's start, so a long line does not scroll the view sideways.
        self.selection = Selection((index, len(self.document[index])), (index, 0))
        self.scroll_cursor_visible(center=True)
        return True
