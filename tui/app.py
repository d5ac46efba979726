"""The Textual app: paste a log, browse the ranked causes, jump to their evidence, export a report."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import ClassVar

from textual import on, work
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import DataTable, Footer, Static, TextArea
from textual.worker import get_current_worker

from resolver.api import Report, resolve_text, select_fixes, sorted_evidence
from resolver.errors import ResolverError
from resolver.kb.model import KB
from resolver.rank import Hypothesis
from tui.format import first_command
from tui.messages import EvidenceSelected, ResolveFinished
from tui.widgets.hypothesis_detail import HypothesisDetail
from tui.widgets.hypothesis_table import HypothesisTable
from tui.widgets.log_editor import LogEditor

DEBOUNCE_S = 0.15
EXPORT_NAME = "gpu-diagnosis.md"
MAX_FILE_BYTES = 64 << 20
"""Bigger logs belong to `resolve FILE`: a TextArea holds the whole text in memory."""
MAIN_SCREEN_ACTIONS = frozenset({"open_file", "export", "kb_browser", "copy_fix"})
HINT = "Paste or type a log on the left, or press ctrl+o to open a file."


class ResolverApp(App[int]):
    """Main screen: LogEditor | (HypothesisTable over HypothesisDetail), with a footer."""

    CSS_PATH = "app.tcss"
    TITLE = "gpu-resolver"
    BINDINGS: ClassVar[list[BindingType]] = [
        # priority: the log editor uses ctrl+e / ctrl+k for line editing, these win app-wide.
        Binding("ctrl+o", "open_file", "Open", priority=True),
        Binding("ctrl+e", "export", "Export", priority=True),
        Binding("ctrl+k", "kb_browser", "KB", priority=True),
        Binding("y", "copy_fix", "Copy fix"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, kb: KB, log: str = "", *, source: str | None = None, debounce: float = DEBOUNCE_S,
                 export_path: Path | None = None, cursor_blink: bool = True) -> None:
        super().__init__()
        self.kb = kb
        self.initial_log = log
        self.source = source
        self.debounce = debounce
        self.export_path = export_path
        self.cursor_blink = cursor_blink
        self.report: Report | None = None
        self._generation = 0
        self._timer: Timer | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            yield LogEditor(self.initial_log, cursor_blink=self.cursor_blink, id="log")
            with Vertical(id="right"):
                yield HypothesisTable(id="hypotheses")
                yield HypothesisDetail(id="detail")
        yield Static(id="status")
        yield Footer()

    @property
    def log_editor(self) -> LogEditor:
        return self.query_one(LogEditor)

    @property
    def table(self) -> HypothesisTable:
        return self.query_one(HypothesisTable)

    @property
    def detail(self) -> HypothesisDetail:
        return self.query_one(HypothesisDetail)

    def on_mount(self) -> None:
        if self.source:
            self.sub_title = self.source
        if self.initial_log.strip():
            self._start_resolve()
            self.table.focus()
        else:
            self._set_status("")
            self.detail.show_hint(HINT)
            self.log_editor.focus()

    # Re-ranking: debounced, in a thread worker; a newer edit cancels the older run.

    @on(TextArea.Changed, "#log")
    def _log_changed(self) -> None:
        self._generation += 1
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self.debounce <= 0:
            self._start_resolve()
        else:
            self._timer = self.set_timer(self.debounce, self._start_resolve)

    def _start_resolve(self) -> None:
        self._timer = None
        self._set_status("resolving…")
        self.resolve_log(self.log_editor.text, self._generation)

    @work(exclusive=True, group="resolve", thread=True)
    def resolve_log(self, text: str, generation: int) -> None:
        report, error = None, None
        try:
            report = resolve_text(text, kb=self.kb)
        except ResolverError as exc:
            error = str(exc)
        if not get_current_worker().is_cancelled:
            self.post_message(ResolveFinished(generation, report, error))

    def on_resolve_finished(self, message: ResolveFinished) -> None:
        if message.generation != self._generation:
            return
        self.report = message.report
        if message.report is None:
            self.table.show([])
            self.detail.show_hint(f"{message.error}\n\n{HINT}" if message.error else HINT)
            self._set_status("")
            return
        self.table.show(message.report.hypotheses)
        self._show_selected()
        self._set_status(_summary(message.report))

    def _set_status(self, text: str) -> None:
        self.query_one("#status", Static).update(text)

    # Selection

    @property
    def selected(self) -> Hypothesis | None:
        if self.report is None or not self.report.hypotheses:
            return None
        return next((h for h in self.report.hypotheses if h.entry.id == self.table.selected_id), None)

    @on(DataTable.RowHighlighted, "#hypotheses")
    def _row_highlighted(self) -> None:
        self._show_selected()

    def _show_selected(self) -> None:
        hyp = self.selected
        if hyp is None or self.report is None:
            self.detail.show_hint("No known cause matched this log." if self.report else HINT)
            return
        self.detail.show(hyp, sorted_evidence(hyp), select_fixes(hyp.entry, self.report))

    def on_evidence_selected(self, message: EvidenceSelected) -> None:
        if message.line and self.log_editor.goto_line(message.line):
            self.log_editor.focus()
        elif not message.line:
            self.notify("This evidence comes from facts found in the log, not from one line.")

    # Actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The main screen's actions are hidden and disabled while another screen is on top.
        return not (action in MAIN_SCREEN_ACTIONS and len(self.screen_stack) > 1)

    def action_copy_fix(self) -> None:
        hyp = self.selected
        command = first_command(select_fixes(hyp.entry, self.report)) if hyp and self.report else None
        if command is None:
            self.notify("No fix command to copy.", severity="warning")
            return
        self.copy_to_clipboard(command)
        self.notify(f"Copied: {command}", title="Clipboard")

    def action_export(self) -> None:
        if self.report is None:
            self.notify("Nothing to export yet: paste a log first.", severity="warning")
            return
        from resolver.render.markdown import render

        path = self.export_path or Path.cwd() / EXPORT_NAME
        try:
            path.write_text(render(self.report), encoding="utf-8")
        except OSError as exc:
            self.notify(f"Cannot write {path}: {exc.strerror or exc}", severity="error")
            return
        self.notify(f"Report written to {path}", title="Export")

    def action_open_file(self) -> None:
        from tui.screens.open_file import OpenFileScreen

        self.push_screen(OpenFileScreen(cursor_blink=self.cursor_blink), self.load_file)

    def load_file(self, path: Path | None) -> None:
        """Replace the log by the file's text (decoded and cleaned like `resolve FILE` does)."""
        if path is None:
            return
        from resolver.intake import read_text

        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                self.notify(f"{path} is too big for the app: run `resolve {path}`.", severity="error")
                return
            text = read_text(path.read_bytes()).decode("utf-8", "replace")
        except (OSError, ResolverError) as exc:
            self.notify(f"Cannot open {path}: {getattr(exc, 'strerror', None) or exc}", severity="error")
            return
        self.source = str(path)
        self.sub_title = self.source
        self.log_editor.load_text(text)
        self.table.focus()

    def action_kb_browser(self) -> None:
        from tui.screens.kb_browser import KbBrowserScreen

        self.push_screen(KbBrowserScreen(self.kb, cursor_blink=self.cursor_blink))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        if screen is not self.screen_stack[0]:
            return
        yield SystemCommand("Open log file", "Load a log file into the editor (ctrl+o)", self.action_open_file)
        yield SystemCommand("Export markdown report", f"Write {EXPORT_NAME} (ctrl+e)", self.action_export)
        yield SystemCommand("Browse the knowledge base", "Search every KB entry (ctrl+k)", self.action_kb_browser)
        yield SystemCommand("Copy fix command", "Copy the selected cause's first fix command (y)",
                            self.action_copy_fix)


def _summary(report: Report) -> str:
    n = len(report.hypotheses)
    if not n:
        return f"no known cause matched · {report.total_lines} lines"
    kind = " (free-text suggestions)" if report.fallback_used else ""
    return f"{n} cause{'s' if n > 1 else ''}{kind} · {report.total_lines} lines · enter on evidence: show in log"


def run(file: str | None, kb_dirs: Sequence[Path | str] = ()) -> int:
    """Start the app on `file` (or an empty log); returns the process exit status.

    Raises:
        KbError: the knowledge base is invalid (the CLI reports it, exit 2).
        InputError: `file` cannot be read.
    """
    from resolver.api import get_kb
    from resolver.errors import InputError
    from resolver.intake import read_text

    kb = get_kb(kb_dirs)
    text = ""
    if file:
        try:
            data = Path(file).read_bytes()
        except OSError as exc:
            raise InputError(f"{file}: cannot read: {exc.strerror or exc}") from None
        text = read_text(data).decode("utf-8", "replace")
    ResolverApp(kb, text, source=file).run()
    return 0
