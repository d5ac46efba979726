""""Probe this machine": the `resolve probe` report, run in a worker so the app never waits on it."""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import get_current_worker

from resolver.kb.model import KB
from tui.messages import ProbeFinished

_LINE_STYLE = {"PROBLEM": "bold $text-error", "ok": "$text-success", "n/a": "$text-muted"}


class ProbeScreen(Screen[None]):
    """The report of every probe (status, finding, the KB cause it points to) and the live facts."""

    DEFAULT_CSS = """
    ProbeScreen > VerticalScroll {
        height: 1fr;
        border: round $accent;
        padding: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Back"),
        Binding("r", "run", "Run again"),
    ]

    def __init__(self, kb: KB | None) -> None:
        super().__init__()
        self.kb = kb
        self.report: str | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll() as box:
            box.border_title = "This machine (resolve probe)"
            yield Static(id="probe-report")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()
        self.action_run()

    def action_run(self) -> None:
        self.report = None
        self.query_one("#probe-report", Static).update(Content.styled(
            "Probing this machine: NVML, nvidia-smi, kernel driver, CUDA libraries, container, frameworks…",
            "italic $text-muted"))
        self.run_probe()

    @work(exclusive=True, group="probe", thread=True)
    def run_probe(self) -> None:
        from tui.checks import probe_report

        try:
            message = ProbeFinished(probe_report(self.kb))
        except Exception as exc:  # a probe bug must not take the app down
            message = ProbeFinished("", f"the probes failed: {type(exc).__name__}: {exc}")
        if not get_current_worker().is_cancelled:
            self.post_message(message)

    def on_probe_finished(self, message: ProbeFinished) -> None:
        self.report = message.report
        body = self.query_one("#probe-report", Static)
        if message.error:
            body.update(Content.styled(message.error, "bold $text-error"))
            return
        body.update(report_content(message.report))

    def action_close(self) -> None:
        self.dismiss(None)


def report_content(report: str) -> Content:
    """The text report with each probe's status word coloured."""
    lines = []
    for line in report.rstrip("\n").split("\n"):
        word = line.split(" ", 1)[0]
        style = _LINE_STYLE.get(word)
        lines.append(Content(line).stylize(style, 0, len(word)) if style else Content(line))
    if lines:
        lines[0] = lines[0].stylize("bold")
    return Content("\n").join(lines)
