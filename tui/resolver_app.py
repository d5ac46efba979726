"""The Textual app: paste a log, browse the ranked causes, jump to their evidence, check them, export a report."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import on, work
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import DataTable, Static, TextArea
from textual.worker import get_current_worker

from resolver.api import Report, resolve_text, select_fixes, sorted_evidence
from resolver.errors import ResolverError
from resolver.kb.model import KB, Entry
from resolver.rank import Hypothesis
from tui.app import MAX_FILE_BYTES, BackgroundDiagnosis
from tui.checks import RUNNING, CheckResult
from tui.format import first_command
from tui.messages import CheckAllFinished, CheckFinished, EvidenceSelected, ResolveFinished
from tui.widgets.hypothesis_detail import HypothesisDetail
from tui.widgets.hypothesis_table import HypothesisTable
from tui.widgets.log_editor import LogEditor
from tui.widgets.steady_footer import SteadyFooter

if TYPE_CHECKING:
    from resolver.probes import Observation

DEBOUNCE_S = 0.15
EXPORT_NAME = "gpu-diagnosis.md"
MOUNT_WAIT_S = 0.25
"""How long the first screen waits for a background diagnosis still running when it mounts; a longer one
(a huge log) shows "resolving…" and its answer when it comes."""
CHECK_ALL_TOP = 3
MAIN_SCREEN_ACTIONS = frozenset({"open_file", "export", "toggle_redact", "kb_browser", "copy_fix", "playground",
                                 "new_entry", "check", "check_all", "probe"})
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
        Binding("a", "check_all", "Check all", show=False),  # no room in an 80-column footer: palette
        Binding("p", "probe", "Probe"),
        Binding("y", "copy_fix", "Copy fix"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, kb: KB, log: str = "", *, source: str | None = None, debounce: float = DEBOUNCE_S,
                 export_path: Path | None = None, save_dir: Path | None = None, cursor_blink: bool = True,
                 diagnosis: BackgroundDiagnosis | None = None,
                 on_first_paint: Callable[[], object] | None = None) -> None:
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
        self._diagnosis = diagnosis
        """The diagnosis of `log`, running in a thread since before Textual started (`resolve tui FILE`):
        the first paint shows its answer."""
        self._on_first_paint = on_first_paint
        """Called once, after the first screen is painted (`resolve tui` turns garbage collection back on)."""
        self._live_observations: dict[str, Observation] | None = None
        """The probe observations of the last "check all": every later diagnosis is confirmed with them."""
        self.check_results: dict[str, CheckResult] = {}
        """Live-check verdicts by entry id; they outlive a re-rank (they are about the machine, not the log)."""
        self.redact_export = True
        """Export passes through `resolver.redact.redact` (home paths, user and host names) unless turned off."""
        self._generation = 0
        self._timer: Timer | None = None

    def get_default_screen(self) -> Screen[object]:
        screen = super().get_default_screen()
        # The main screen focuses the causes when there is a log, else the log editor: chosen here rather
        # than moved in on_mount, since each focus change restyles widgets and rebuilds the footer.
        screen.AUTO_FOCUS = "#hypotheses" if self.initial_log.strip() else "#log"  # type: ignore[misc]
        return screen

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            yield LogEditor(self.initial_log, cursor_blink=self.cursor_blink, id="log")
            with Vertical(id="right"):
                yield HypothesisTable(id="hypotheses")
                yield HypothesisDetail(id="detail")
        yield Static(id="status")
        yield SteadyFooter()

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
        if self._on_first_paint is not None:
            self.call_after_refresh(self._on_first_paint)
        if self.source:
            self.sub_title = self.source
        if self._diagnosis is not None and self._diagnosis.text == self.initial_log:
            self._join_diagnosis(self._diagnosis)
        elif self.initial_log.strip():
            self._start_resolve()
        else:
            self._set_status("")
            self.detail.show_hint(HINT)
            # Compile the KB's matcher once the first screen is up, so that the first paste is fast too.
            self.call_after_refresh(self.warm_up)

    def _join_diagnosis(self, diagnosis: BackgroundDiagnosis) -> None:
        """Show the background diagnosis in the first paint; wait for a slow one off the event loop."""
        if not diagnosis.wait(MOUNT_WAIT_S):
            self._set_status("resolving…")
            self.wait_for_diagnosis(diagnosis, self._generation)
        elif diagnosis.report is not None:
            self.on_resolve_finished(ResolveFinished(self._generation, diagnosis.report))
        else:  # it failed: diagnose again in a worker, which shows why
            self._start_resolve()

    @work(exclusive=True, group="resolve", thread=True)
    def wait_for_diagnosis(self, diagnosis: BackgroundDiagnosis, generation: int) -> None:
        diagnosis.wait()
        if get_current_worker().is_cancelled:
            return
        if diagnosis.report is None:
            self.call_from_thread(self._start_resolve)
        else:
            self.post_message(ResolveFinished(generation, diagnosis.report))

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
            if self._live_observations is not None:
                from resolver.confirm import confirm

                confirm(report, self.kb, top=CHECK_ALL_TOP, observations=self._live_observations)
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
        self.detail.show(hyp, sorted_evidence(hyp), select_fixes(hyp.entry, self.report, hyp),
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
            result = check_entry(entry, frameworks=self.report.frameworks if self.report else ())
        except Exception as exc:  # a probe bug must not take the app down: report it as the answer
            result = CheckResult(entry.id, "inconclusive", f"the check failed: {type(exc).__name__}: {exc}")
        if not get_current_worker().is_cancelled:
            self.post_message(CheckFinished(result))

    def on_check_finished(self, message: CheckFinished) -> None:
        result = message.result
        self.check_results[result.entry_id] = result
        if self.report is not None:
            self._apply_checks(self.report)
            self.table.show(self.report.hypotheses)
        if self.selected is not None and self.selected.entry.id == result.entry_id:
            self._show_selected()
        self.notify(f"{result.entry_id}: {result.status}", title="Live check")

    def _apply_checks(self, report: Report) -> None:
        for hyp in report.hypotheses:
            result = self.check_results.get(hyp.entry.id)
            if result is not None and result.status != RUNNING:
                hyp.check_status, hyp.check_detail = result.status, result.detail

    def action_check_all(self) -> None:
        """Probe this machine for the top causes (`resolve --confirm`) and re-rank them with the verdicts."""
        if self.report is None or not self.report.hypotheses:
            self.notify("No cause to check: paste a log first.", severity="warning")
            return
        if any(w.name == "check_all" and not w.is_finished for w in self.workers):
            self.notify("Already checking the top causes on this machine…")
            return
        self._set_status(f"checking the top {CHECK_ALL_TOP} causes on this machine…")
        self.check_all(self.report, self._generation)

    @work(group="check", thread=True, name="check_all")
    def check_all(self, report: Report, generation: int) -> None:
        from resolver.confirm import confirm

        checked = copy_report(report)  # confirm changes its report in place: the shown one stays as it is
        try:
            observations = confirm(checked, self.kb, top=CHECK_ALL_TOP)
        except Exception as exc:  # a probe bug must not take the app down: report it as the answer
            self.post_message(CheckAllFinished(generation, None, {}, f"{type(exc).__name__}: {exc}"))
            return
        if not get_current_worker().is_cancelled:
            self.post_message(CheckAllFinished(generation, checked, observations))

    def on_check_all_finished(self, message: CheckAllFinished) -> None:
        if message.report is None:
            self._set_status(_summary(self.report) if self.report else "")
            self.notify(f"The checks failed: {message.error}", title="Check all", severity="error")
            return
        self._live_observations = dict(message.observations)
        report = message.report
        if message.generation != self._generation:
            # The log changed while the probes ran: confirm the current diagnosis with their answers.
            from resolver.confirm import confirm

            if self.report is None:
                return
            report = copy_report(self.report)
            confirm(report, self.kb, top=CHECK_ALL_TOP, observations=self._live_observations)
        for hyp in report.hypotheses[:CHECK_ALL_TOP]:
            if hyp.check_status != "not-run":
                probes = {c.probe for c in hyp.entry.checks}
                self.check_results[hyp.entry.id] = CheckResult(
                    hyp.entry.id, hyp.check_status, hyp.check_detail,
                    tuple(o for o in self._live_observations.values() if o.probe in probes))
        self.report = report
        self.table.show(report.hypotheses)
        self.table.move_cursor(row=0)
        self._show_selected()
        self._set_status(_summary(report))
        verdicts = ", ".join(f"{h.entry.id}: {h.check_status}" for h in report.hypotheses[:CHECK_ALL_TOP])
        self.notify(verdicts or "nothing to check", title="Check all")

    def action_probe(self) -> None:
        from tui.screens.probe import ProbeScreen

        self.push_screen(ProbeScreen(self.kb))

    def action_copy_fix(self) -> None:
        hyp = self.selected
        command = first_command(select_fixes(hyp.entry, self.report, hyp)) if hyp and self.report else None
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
        yield SystemCommand("Check the top causes on this machine",
                            f"Probe for the top {CHECK_ALL_TOP} causes and re-rank them with the verdicts (a)",
                            self.action_check_all)
        yield SystemCommand("Probe this machine", "The `resolve probe` report: driver, libraries, container, "
                            "frameworks (p)", self.action_probe)
        yield SystemCommand("Copy fix command", "Copy the selected cause's first fix command (y)",
                            self.action_copy_fix)


def copy_report(report: Report) -> Report:
    """A copy that `resolver.confirm.confirm` may change (hypotheses, their evidence and the facts)."""
    return replace(report, facts=dict(report.facts), hypotheses=[
        replace(h, evidence=list(h.evidence), explain=list(h.explain)) for h in report.hypotheses])


def _summary(report: Report) -> str:
    n = len(report.hypotheses)
    if not n:
        return f"no known cause matched · {_lines(report.total_lines)}"
    kind = " (free-text suggestions)" if report.fallback_used else ""
    return f"{n} cause{'s' if n > 1 else ''}{kind} · {_lines(report.total_lines)} · enter on evidence: show in log"


def _lines(n: int) -> str:
    return f"{n} line{'s' if n != 1 else ''}"

