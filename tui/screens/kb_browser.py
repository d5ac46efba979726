"""Browse the knowledge base: search as you type, Enter opens an entry."""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from resolver.kb.model import KB, Entry
from tui.messages import SearchFinished
from tui.screens.entry_detail import EntryScreen
from tui.search import search_entries


class KbBrowserScreen(Screen[None]):
    """An Input over a result list; the search runs in a worker so typing never waits."""

    DEFAULT_CSS = """
    KbBrowserScreen > Input { border: round $accent; }
    KbBrowserScreen > OptionList {
        height: 1fr;
        border: round $foreground 30%;
    }
    KbBrowserScreen > OptionList:focus { border: round $accent; }
    KbBrowserScreen > #kb-count { color: $text-muted; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back"),
        Binding("down", "move(1)", "Next", show=False),
        Binding("up", "move(-1)", "Previous", show=False),
    ]

    def __init__(self, kb: KB, *, cursor_blink: bool = True) -> None:
        super().__init__()
        self.kb = kb
        self.cursor_blink = cursor_blink
        self._entries: list[Entry] = []

    def compose(self) -> ComposeResult:
        yield Input(placeholder="Search the knowledge base (id, title, error text)", id="kb-query")
        yield Static(id="kb-count")
        yield OptionList(id="kb-results")
        yield Footer()

    @property
    def results(self) -> OptionList:
        return self.query_one("#kb-results", OptionList)

    def on_mount(self) -> None:
        self.query_one(Input).cursor_blink = self.cursor_blink
        self._show(search_entries(self.kb, ""))

    def on_input_changed(self, event: Input.Changed) -> None:
        self.run_search(event.value)

    @work(exclusive=True, group="search", thread=True)
    def run_search(self, query: str) -> None:
        entries = search_entries(self.kb, query)
        if not get_current_worker().is_cancelled:
            self.post_message(SearchFinished(query, entries))

    def on_search_finished(self, message: SearchFinished) -> None:
        if message.query == self.query_one(Input).value:
            self._show(message.entries)

    def _show(self, entries: list[Entry]) -> None:
        self._entries = entries
        results = self.results
        results.clear_options()
        results.add_options([Option(Content.assemble((e.id, "bold"), "  ", (e.title, "dim"))) for e in entries])
        if entries:
            results.highlighted = 0
        total = len(self.kb.entries)
        self.query_one("#kb-count", Static).update(f"{len(entries)} of {total} entries · enter: open · escape: back")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self._open(self.results.highlighted)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._open(event.option_index)

    def _open(self, index: int | None) -> None:
        if index is not None and 0 <= index < len(self._entries):
            self.app.push_screen(EntryScreen(self._entries[index]))

    def action_move(self, step: int) -> None:
        results = self.results
        if results.option_count:
            current = results.highlighted or 0
            results.highlighted = max(0, min(results.option_count - 1, current + step))

    def action_close(self) -> None:
        self.dismiss(None)
