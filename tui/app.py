"""The Textual app: paste a log, browse the ranked causes, jump to their evidence, export a report."""

from __future__ import annotations

import contextlib
import os
import sys
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
from resolver.kb.model import KB, Entry
from resolver.rank import Hypothesis
from tui.checks import RUNNING, CheckResult
from tui.format import first_command
from tui.messages import CheckFinished, EvidenceSelected, ResolveFinished
from tui.widgets.hypothesis_detail import HypothesisDetail
from tui.widgets.hypothesis_table import HypothesisTable
from tui.widgets.log_editor import LogEditor

DEBOUNCE_S = 0.15
EXPORT_NAME = "gpu-diagnosis.md"
MAX_FILE_BYTES = 64 << 20
"""Bigger logs belong to `resolve FILE`: a TextArea holds the whole text in memory."""
MAIN_SCREEN_ACTIONS = frozenset({"open_file", "export", "toggle_redact", "kb_browser", "copy_fix", "playground",
                                 "new_entry", "check", "probe"})
HINT = "Paste or type a log on the left, or press ctrl+o to open a file."


class ResolverApp(App[int]):
    """Main screen: LogEditor | (HypothesisTable over HypothesisDetail), with a footer."""

    CSS_PATH = "app.tcss"
    TITLE = "gpu-resolver"
    BINDINGS: ClassVar[list[BindingType]] = [
        # priority: the log editor uses ctrl+e / ctrl+k for line editing, these win app-wide.
        # Letter keys are not priority: in the log editor they type; elsewhere they act.
        Binding("ctrl+o", "open_file", "Open", priority=True),
        Binding("ctrl+e", "export", "Export", priority=True),
        Binding("ctrl+r", "toggle_redact", "Redact on/off", priority=True, show=False),
        Binding("ctrl+k", "kb_browser", "KB", priority=True),
        Binding("ctrl+l", "playground", "Playground", priority=True, show=False),
        Binding("ctrl+n", "new_entry", "New entry", priority=True, show=False),
        Binding("c", "check", "Check"),
        Binding("p", "probe", "Probe"),
        Binding("y", "copy_fix", "Copy fix"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, kb: KB, log: str = "", *, source: str | None = None, debounce: float = DEBOUNCE_S,
                 export_path: Path | None = None, save_dir: Path | None = None, cursor_blink: bool = True,
                 report: Report | None = None) -> None:
        super().__init__()
        self.kb = kb
        self.initial_log = log
        self.source = source
        self.debounce = debounce
        self.export_path = export_path
        self.save_dir = save_dir
        """Where the playground saves entries (default: ./kb in a checkout, else ./my-kb)."""
        self.cursor_blink = cursor_blink
        self.report: Report | None = None
        self._initial_report = report
        """The diagnosis of `log` when the caller already has it: shown in the first paint."""
        self.check_results: dict[str, CheckResult] = {}
        """Live-check verdicts by entry id; they outlive a re-rank (they are about the machine, not the log)."""
        self.redact_export = True
        """Export passes through `resolver.redact.redact` (home paths, user and host names) unless turned off."""
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
        if self._initial_report is not None:
            self.on_resolve_finished(ResolveFinished(self._generation, self._initial_report))
            self.table.focus()
        elif self.initial_log.strip():
            self._start_resolve()
            self.table.focus()
        else:
            self._set_status("")
            self.detail.show_hint(HINT)
            self.log_editor.focus()
            # Compile the KB's matcher once the first screen is up, so that the first paste is fast too.
            self.call_after_refresh(self.warm_up)

    @work(group="warm-up", thread=True)
    def warm_up(self) -> None:
        with contextlib.suppress(ResolverError):
            resolve_text("warm-up\n", kb=self.kb, fallback=False)

    # Re-ranking: debounced, in a thread worker; a newer edit cancels the older run.

    @on(TextArea.Changed, "#log")
    def _log_changed(self) -> None:
        self._generation += 1
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        # Typing waits for a pause; a paste or an opened file is re-ranked at once.
        if self.debounce <= 0 or self.log_editor.take_whole_change():
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
        except Exception as exc:  # an engine bug shows as a message, the typed log stays
            error = f"internal error while diagnosing: {type(exc).__name__}: {exc}"
        if not get_current_worker().is_cancelled:
            self.post_message(ResolveFinished(generation, report, error))

    def on_resolve_finished(self, message: ResolveFinished) -> None:
        if message.generation != self._generation:
            return
        self.report = message.report
        if message.report is not None:
            self._apply_checks(message.report)
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
        self.detail.show(hyp, sorted_evidence(hyp), select_fixes(hyp.entry, self.report),
                         self.check_results.get(hyp.entry.id))

    def on_evidence_selected(self, message: EvidenceSelected) -> None:
        if message.line and self.log_editor.goto_line(message.line):
            self.log_editor.focus()
        elif not message.line:
            self.notify("This evidence comes from facts found in the log, not from one line.")

    # Actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The main screen's actions are hidden and disabled while another screen is on top.
        return not (action in MAIN_SCREEN_ACTIONS and len(self.screen_stack) > 1)

    # Live checks

    def action_check(self) -> None:
        hyp = self.selected
        if hyp is None:
            self.notify("No cause to check: paste a log first.", severity="warning")
            return
        entry = hyp.entry
        if not entry.checks:
            self.notify(f"{entry.id} has no live check in the KB; p probes the whole machine.", severity="warning")
            return
        if self.check_results.get(entry.id, None) and self.check_results[entry.id].status == RUNNING:
            return
        self.check_results[entry.id] = CheckResult(entry.id, RUNNING, "")
        self._show_selected()
        self.run_check(entry)

    @work(group="check", thread=True)
    def run_check(self, entry: Entry) -> None:
        from tui.checks import check_entry

        try:
            result = check_entry(entry)
        except Exception as exc:  # a probe bug must not take the app down: report it as the answer
            result = CheckResult(entry.id, "inconclusive", f"the check failed: {type(exc).__name__}: {exc}")
        if not get_current_worker().is_cancelled:
            self.post_message(CheckFinished(result))

    def on_check_finished(self, message: CheckFinished) -> None:
        result = message.result
        self.check_results[result.entry_id] = result
        if self.report is not None:
            self._apply_checks(self.report)
        if self.selected is not None and self.selected.entry.id == result.entry_id:
            self._show_selected()
        self.notify(f"{result.entry_id}: {result.status}", title="Live check")

    def _apply_checks(self, report: Report) -> None:
        for hyp in report.hypotheses:
            result = self.check_results.get(hyp.entry.id)
            if result is not None and result.status != RUNNING:
                hyp.check_status, hyp.check_detail = result.status, result.detail

    def action_probe(self) -> None:
        from tui.screens.probe import ProbeScreen

        self.push_screen(ProbeScreen(self.kb))

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

        text = render(self.report) + self._checks_markdown()
        if self.redact_export:
            from resolver.redact import redact

            text = redact(text)
        path = self.export_path or Path.cwd() / EXPORT_NAME
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            self.notify(f"Cannot write {path}: {exc.strerror or exc}", severity="error")
            return
        how = "redacted: home paths, user and host names removed" if self.redact_export else "NOT redacted"
        self.notify(f"Report written to {path} ({how})", title="Export")

    def _checks_markdown(self) -> str:
        """The live checks run in this session, for the exported report (they are about this machine)."""
        done = [r for r in self.check_results.values() if r.status != RUNNING]
        if not done:
            return ""
        out = ["", "## Live checks on this machine", ""]
        for result in done:
            out.append(f"- `{result.entry_id}`: **{result.status}**: {result.detail}")
            out += [f"  - `{o.probe}` {o.status}: {o.detail}" for o in result.observations]
        return "\n".join(out) + "\n"

    def action_toggle_redact(self) -> None:
        self.redact_export = not self.redact_export
        if self.redact_export:
            self.notify("Export redaction on: home paths, user and host names are removed.", title="Export")
        else:
            self.notify("Export redaction off: the report keeps paths, user and host names as they are.",
                        title="Export", severity="warning")

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
        self.log_editor.load_log(text)
        self.table.focus()

    def action_kb_browser(self) -> None:
        from tui.screens.kb_browser import KbBrowserScreen

        self.push_screen(KbBrowserScreen(self.kb, cursor_blink=self.cursor_blink))

    def action_playground(self) -> None:
        hyp = self.selected
        if hyp is None:
            self.notify("Select a cause first, or start a new entry from this log (ctrl+n).", severity="warning")
            return
        self.open_playground(hyp.entry)

    def open_playground(self, entry: Entry) -> None:
        """Edit `entry`'s file in the KB playground, live on the current log."""
        try:
            text = Path(entry.path).read_text(encoding="utf-8")
        except OSError as exc:
            self.notify(f"Cannot read {entry.path}: {exc.strerror or exc}", severity="error")
            return
        # Save where the entry came from (a checkout's kb/, a site KB), never into an installed package.
        root = Path(entry.root) if entry.root else None
        self._push_playground(text, entry.id, root if root is not None and root.name != "_kb" else None)

    def action_new_entry(self) -> None:
        from tui.playground import new_entry_text

        if not self.log_editor.text.strip():
            self.notify("Paste the log the new entry should recognise first.", severity="warning")
            return
        self._push_playground(new_entry_text(self.log_editor.text), None)

    def _push_playground(self, text: str, replaces: str | None, save_dir: Path | None = None) -> None:
        from tui.screens.playground import PlaygroundScreen

        self.push_screen(PlaygroundScreen(
            self.kb, self.log_editor.text, text, base_report=self.report, replaces=replaces,
            save_dir=self.save_dir or save_dir, debounce=self.debounce, cursor_blink=self.cursor_blink,
        ))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        if screen is not self.screen_stack[0]:
            return
        yield SystemCommand("Open log file", "Load a log file into the editor (ctrl+o)", self.action_open_file)
        yield SystemCommand("Export markdown report", f"Write {EXPORT_NAME} (ctrl+e)", self.action_export)
        state = "on" if self.redact_export else "off"
        yield SystemCommand("Toggle export redaction", f"Remove home paths, user and host names: now {state} (ctrl+r)",
                            self.action_toggle_redact)
        yield SystemCommand("Browse the knowledge base", "Search every KB entry (ctrl+k)", self.action_kb_browser)
        yield SystemCommand("KB playground: edit the selected cause's entry",
                            "Edit its signatures live on this log, then save it for a pull request (ctrl+l)",
                            self.action_playground)
        yield SystemCommand("KB playground: new entry from this log",
                            "Start an entry whose signature is this log's last error line (ctrl+n)",
                            self.action_new_entry)
        yield SystemCommand("Check the selected cause on this machine",
                            "Run its KB checks (NVML, libraries, framework build...) in the background (c)",
                            self.action_check)
        yield SystemCommand("Probe this machine", "The `resolve probe` report: driver, libraries, container, "
                            "frameworks (p)", self.action_probe)
        yield SystemCommand("Copy fix command", "Copy the selected cause's first fix command (y)",
                            self.action_copy_fix)


def _summary(report: Report) -> str:
    n = len(report.hypotheses)
    if not n:
        return f"no known cause matched · {_lines(report.total_lines)}"
    kind = " (free-text suggestions)" if report.fallback_used else ""
    return f"{n} cause{'s' if n > 1 else ''}{kind} · {_lines(report.total_lines)} · enter on evidence: show in log"


def _lines(n: int) -> str:
    return f"{n} line{'s' if n != 1 else ''}"


def run(file: str | None, kb_dirs: Sequence[Path | str] = ()) -> int:
    """Start the app on `file` (`-` or a pipe: standard input; else an empty log); returns the exit status.

    Raises:
        KbError: the knowledge base is invalid (the CLI reports it, exit 2).
        InputError: `file` cannot be read, or the log was piped in and no terminal is left for the app.
    """
    from resolver.api import get_kb
    from resolver.errors import InputError
    from resolver.intake import read_text

    kb = get_kb(kb_dirs)
    data = b""
    if file == "-" or (not file and not sys.stdin.isatty()):
        data = _read_piped_log()
        file = "<stdin>"
    elif file:
        try:
            data = Path(file).read_bytes()
        except OSError as exc:
            raise InputError(f"{file}: cannot read: {exc.strerror or exc}") from None
    text = read_text(data).decode("utf-8", "replace") if data else ""
    report = None
    if text.strip():
        # Diagnosed before the app starts, so that the first screen already shows the answer.
        try:
            report = resolve_text(text, kb=kb)
        except ResolverError:
            report = None
    ResolverApp(kb, text, source=file, report=report).run()
    return 0


def _read_piped_log() -> bytes:
    """Read the log from standard input, then take the keyboard back from the terminal (/dev/tty)."""
    from resolver.errors import InputError

    data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise InputError("the piped log is too big for the app: pipe it to `resolve` instead")
    try:
        tty = os.open("/dev/tty", os.O_RDONLY)
    except OSError:
        raise InputError("the log came on standard input and there is no terminal left for the app: "
                         "save it to a file and run `resolve tui FILE`") from None
    os.dup2(tty, 0)
    os.close(tty)
    return data
