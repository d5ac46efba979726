"""KB playground, for contributors: edit an entry's YAML and see live what it does to the current log."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import DataTable, Footer, OptionList, Static, TextArea
from textual.widgets.option_list import Option
from textual.widgets.text_area import Selection
from textual.worker import get_current_worker

from resolver.api import Report
from resolver.kb.model import KB
from tui.format import HEADING_STYLE
from tui.messages import PlaygroundEvaluated
from tui.playground import Evaluation, Problem, SaveError, SignatureMatches, evaluate, save_entry
from tui.screens.save_entry import SaveEntryScreen

SHOWN_LINES = 3
"""Matched lines shown per signature (the count says how many there are)."""


class PlaygroundScreen(Screen[None]):
    """YAML editor | (problems, signature matches on the log, ranking with the edited entry)."""

    DEFAULT_CSS = """
    PlaygroundScreen #pg-main { height: 1fr; }
    PlaygroundScreen #pg-editor { width: 1fr; }
    PlaygroundScreen #pg-right { width: 1fr; min-width: 34; }
    PlaygroundScreen #pg-problems { height: auto; max-height: 7; }
    PlaygroundScreen #pg-matches-box { height: 1fr; padding: 0 1; }
    PlaygroundScreen #pg-ranking { height: auto; max-height: 8; }
    PlaygroundScreen #pg-editor, PlaygroundScreen #pg-problems, PlaygroundScreen #pg-matches-box,
    PlaygroundScreen #pg-ranking {
        border: round $foreground 30%;
        border-title-color: $text-muted;
    }
    PlaygroundScreen #pg-editor:focus, PlaygroundScreen #pg-problems:focus,
    PlaygroundScreen #pg-matches-box:focus-within, PlaygroundScreen #pg-ranking:focus {
        border: round $accent;
        border-title-color: $text;
    }
    PlaygroundScreen #pg-status { height: 1; padding: 0 1; color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", "Save entry", priority=True),
        Binding("ctrl+g", "goto_problem", "Go to problem", priority=True),
        Binding("escape", "close", "Back"),
        Binding("q", "close", "Back", show=False),
    ]

    def __init__(self, kb: KB, log: str, text: str, *, base_report: Report | None = None,
                 replaces: str | None = None, save_dir: Path | None = None, debounce: float = 0.2,
                 cursor_blink: bool = True) -> None:
        super().__init__()
        self.kb = kb
        self.log_text = log
        self.initial_text = text
        self.base_report = base_report
        self.replaces = replaces
        self.save_dir = save_dir or default_save_dir()
        self.debounce = debounce
        self.cursor_blink = cursor_blink
        self.evaluation: Evaluation | None = None
        self.saved_path: Path | None = None
        self._saved_text = text
        self._source = ""
        self._generation = 0
        self.shown_generation = -1
        """The edit generation whose evaluation the screen shows (equal to the latest edit's when settled)."""
        self._timer: Timer | None = None
        self._leave_armed = False

    def compose(self) -> ComposeResult:
        with Horizontal(id="pg-main"):
            editor = TextArea.code_editor(self.initial_text, language="yaml", soft_wrap=False, tab_behavior="focus",
                                          id="pg-editor")
            editor.cursor_blink = self.cursor_blink
            editor.border_title = f"Entry YAML · {self.replaces or 'new entry'}"
            yield editor
            with Vertical(id="pg-right"):
                problems = OptionList(id="pg-problems")
                problems.border_title = "Problems (enter: go to line)"
                yield problems
                with VerticalScroll(id="pg-matches-box") as box:
                    box.border_title = "Signature matches on the log"
                    yield Static(id="pg-matches")
                ranking: DataTable[str] = DataTable(cursor_type="row", id="pg-ranking")
                ranking.border_title = "Ranking with this entry"
                yield ranking
        yield Static(id="pg-status")
        yield Footer()

    @property
    def editor(self) -> TextArea:
        return self.query_one("#pg-editor", TextArea)

    @property
    def problems_list(self) -> OptionList:
        return self.query_one("#pg-problems", OptionList)

    @property
    def ranking_table(self) -> DataTable[str]:
        return self.query_one("#pg-ranking", DataTable)

    def on_mount(self) -> None:
        self._cause_width = 0
        self._set_columns(len("cause"))
        self.editor.focus()
        self._start()

    def _set_columns(self, cause_width: int) -> None:
        """The ranking's columns, the cause column exactly as wide as the longest id the ranking shows, set before
        its rows are added: a column the table measures itself is narrow until its next idle refresh."""
        if cause_width == self._cause_width:
            return
        self._cause_width = cause_width
        table = self.ranking_table
        table.clear(columns=True)
        table.add_column("#", key="rank")
        table.add_column("cause", width=cause_width, key="cause")
        table.add_column("score", key="score")
        table.add_column("move", key="move")

    # Live evaluation: debounced, in a thread worker; a newer edit cancels the older run.

    @on(TextArea.Changed, "#pg-editor")
    def _changed(self) -> None:
        self._generation += 1
        self._leave_armed = False
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self.debounce <= 0:
            self._start()
        else:
            self._timer = self.set_timer(self.debounce, self._start)

    def _start(self) -> None:
        self._timer = None
        self._set_status("checking…")
        self.run_evaluation(self.editor.text, self._generation)

    @work(exclusive=True, group="playground", thread=True)
    def run_evaluation(self, text: str, generation: int) -> None:
        try:
            result = evaluate(text, self.log_text, self.kb, self.base_report, self.replaces)
        except Exception as exc:  # whatever is typed, the playground reports it instead of crashing
            result = Evaluation(problems=[Problem("error", f"cannot evaluate this entry: {type(exc).__name__}: {exc}")])
        if not get_current_worker().is_cancelled:
            self.post_message(PlaygroundEvaluated(generation, result))

    def on_playground_evaluated(self, message: PlaygroundEvaluated) -> None:
        if message.generation != self._generation:
            return
        ev = self.evaluation = message.evaluation
        self.shown_generation = message.generation
        self._show_problems(ev.problems)
        self.query_one("#pg-matches", Static).update(_matches_content(ev))
        self._set_columns(max([len("cause")] + [len(row.entry_id) for row in ev.ranking]))
        table = self.ranking_table
        table.clear()
        for row in ev.ranking:
            mark = "bold" if ev.entry and row.entry_id == ev.entry.id else ""
            table.add_row(str(row.rank), Text(row.entry_id, style=mark), f"{row.score:.2f}", row.move,
                          key=row.entry_id)
        self._set_status(_status(ev))

    def _show_problems(self, problems: list[Problem]) -> None:
        box = self.problems_list
        box.clear_options()
        if not problems:
            box.add_option(Option(Content.styled("No problems: the entry is valid and lints clean.", "italic"),
                                  disabled=True))
            return
        for p in problems:
            style = "bold $text-error" if p.severity == "error" else "$text-warning"
            where = f"{p.line:>3}: " if p.line else "     "
            box.add_option(Option(Content.assemble(where, (p.severity, style), f" {p.message}")))

    def _set_status(self, text: str) -> None:
        self.query_one("#pg-status", Static).update(text)

    # Actions

    @on(OptionList.OptionSelected, "#pg-problems")
    def _problem_chosen(self, event: OptionList.OptionSelected) -> None:
        if self.evaluation and event.option_index < len(self.evaluation.problems):
            self._goto(self.evaluation.problems[event.option_index].line)

    def action_goto_problem(self) -> None:
        lines = [p.line for p in self.evaluation.problems if p.line] if self.evaluation else []
        if not lines:
            self.notify("No problem with a line number.")
            return
        self._goto(lines[0])

    def _goto(self, line: int | None) -> None:
        editor = self.editor
        if not line or not 0 < line <= editor.document.line_count:
            return
        editor.selection = Selection((line - 1, len(editor.document[line - 1])), (line - 1, 0))
        editor.scroll_cursor_visible(center=True)
        editor.focus()

    def action_save(self) -> None:
        self.app.push_screen(SaveEntryScreen(self.save_dir, self._source, cursor_blink=self.cursor_blink),
                             self._save)

    def _save(self, answer: tuple[Path, str] | None) -> None:
        if answer is None:
            return
        directory, source = answer
        self.save_dir, self._source = directory, source
        try:
            path, text = save_entry(self.editor.text, directory, source, self.log_text)
        except SaveError as exc:
            self.notify(f"Not saved: {exc}", severity="error", timeout=8)
            return
        except Exception as exc:  # never lose the editor's text to an unexpected error
            self.notify(f"Not saved: {type(exc).__name__}: {exc}", severity="error", timeout=8)
            return
        self.saved_path = path
        self._saved_text = text
        if text != self.editor.text:
            self.editor.load_text(text)
        self.notify(f"Saved {path}: check it with `resolve kb lint --kb {directory}`", title="Playground")

    def action_close(self) -> None:
        if self.editor.text != self._saved_text and not self._leave_armed:
            self._leave_armed = True
            self.notify("Unsaved changes: ctrl+s saves, escape again leaves without saving.", severity="warning")
            return
        self.dismiss(None)


def default_save_dir() -> Path:
    """`./kb` in a checkout of the project (a KB root), else `./my-kb`."""
    here = Path.cwd()
    return here / "kb" if (here / "kb" / "entries").is_dir() else here / "my-kb"


def _matches_content(ev: Evaluation) -> Content:
    if ev.entry is None:
        return Content.styled("Fix the errors to see the matches.", "italic $text-muted")
    if ev.log_error:
        return Content.styled(ev.log_error, "italic $text-muted")
    parts: list[Content] = []
    # Signatures that match come first: they are what the contributor is tuning.
    for m in sorted(ev.matches, key=lambda m: (not m.total, not m.counted)):
        parts += _signature_lines(m)
    return Content("\n").join(parts) if parts else Content.styled("The entry has no signature.", "italic")


def _signature_lines(m: SignatureMatches) -> list[Content]:
    if not m.total:
        state, style = "no line", "$text-muted"
    elif m.counted:
        state, style = f"{m.total} line{'s' if m.total > 1 else ''}, counted", "bold $text-success"
    else:
        state, style = f"{m.total} line{'s' if m.total > 1 else ''}, not counted (requires / unless)", "$text-warning"
    out = [Content.assemble(("● " if m.total else "○ ", style), (m.signature, HEADING_STYLE if m.total else ""),
                            f" ({m.specificity}) ", (state, style))]
    for line, text in m.lines[:SHOWN_LINES]:
        out.append(Content(f"{line:>5}: {text.strip()}"))
    if m.total > SHOWN_LINES:
        out.append(Content.styled(f"       … {m.total - SHOWN_LINES} more", "$text-muted"))
    return out


def _status(ev: Evaluation) -> str:
    errors = len(ev.errors)
    warnings = len(ev.problems) - errors
    if ev.entry is None:
        return f"{errors} error{'s' if errors != 1 else ''}: not a valid entry yet · ctrl+g: go to the first"
    rank = next((r for r in ev.ranking if r.entry_id == ev.entry.id), None)
    where = f"{ev.entry.id} ranks #{rank.rank} ({rank.move})" if rank else f"{ev.entry.id} is not ranked on this log"
    gone = f" · no longer listed: {', '.join(ev.dropped)}" if ev.dropped else ""
    return f"{where}{gone} · {errors} error(s), {warnings} warning(s) · ctrl+s: save"
