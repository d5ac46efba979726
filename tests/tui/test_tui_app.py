"""Pilot-driven tests of the main screen: paste, rank, select, jump, copy, export, open."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.events import Paste
from textual.widgets import Static
from tui_helpers import SAMPLE_LOG, bundled_kb, make_app, sample_log, settle

from tui.resolver_app import ResolverApp
from tui.screens.open_file import OpenFileScreen
from tui.widgets.evidence_list import EvidenceList

pytestmark = pytest.mark.tui


def _title(app: ResolverApp) -> str:
    return str(app.query_one("#detail-title", Static).render())


async def test_app_paste_ranks_cpu_only_build_first() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        assert app.log_editor.has_focus
        app.post_message(Paste(sample_log()))
        await settle(pilot)
        assert app.report is not None
        assert app.report.hypotheses[0].entry.id == "cpu-only-build"
        assert app.table.selected_id == "cpu-only-build"
        assert app.table.row_count == len(app.report.hypotheses)


async def test_app_selected_hypothesis_shows_evidence() -> None:
    app = make_app(log=sample_log())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert "no CUDA support" in _title(app)
        evidence = app.query_one(EvidenceList)
        prompts = [str(evidence.get_option_at_index(i).prompt) for i in range(evidence.option_count)]
        assert any(p.startswith("  12: ValueError") and "not compiled with CUDA" in p for p in prompts)
        assert "Fix: Replace the CPU PaddlePaddle package" in str(app.query_one("#detail-fixes", Static).render())


async def test_app_evidence_enter_selects_log_line() -> None:
    app = make_app(log=sample_log())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        evidence = app.query_one(EvidenceList)
        evidence.focus()
        index = next(i for i in range(evidence.option_count)
                     if str(evidence.get_option_at_index(i).prompt).startswith("  12:"))
        evidence.highlighted = index
        await pilot.press("enter")
        await pilot.pause()
        assert app.log_editor.has_focus
        assert app.log_editor.cursor_location == (11, 0)
        assert app.log_editor.selected_text.startswith("ValueError: The device should not be 'gpu'")


async def test_app_copy_first_fix_command() -> None:
    app = make_app(log=sample_log())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert app.table.has_focus
        await pilot.press("y")
        assert app.clipboard == "python -m pip list | grep -i paddle"


async def test_app_export_writes_markdown(tmp_path: Path) -> None:
    target = tmp_path / "report.md"
    app = make_app(log=sample_log(), export_path=target)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+e")
        await pilot.pause()
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# GPU environment diagnosis")
    assert "`cpu-only-build`" in text


async def test_app_export_default_is_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    app = make_app(log=sample_log())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+e")
        await pilot.pause()
    assert (tmp_path / "gpu-diagnosis.md").is_file()


async def test_app_export_without_log_writes_nothing(tmp_path: Path) -> None:
    app = make_app(export_path=tmp_path / "gpu-diagnosis.md")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+e")
        await pilot.pause()
    assert not (tmp_path / "gpu-diagnosis.md").exists()


async def test_app_blank_log_shows_hint_not_traceback() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.log_editor.load_text("   \n\n")
        await settle(pilot)
        assert app.report is None
        assert "empty input" in _title(app)
        assert app.table.row_count == 0


async def test_app_edit_after_paste_reranks() -> None:
    app = make_app(log=sample_log())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        app.log_editor.load_text("RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
        await settle(pilot)
        assert app.report is not None
        assert app.report.hypotheses[0].entry.id == "cuda-oom"


async def test_app_open_file_loads_log() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, OpenFileScreen)
        await pilot.press(*str(SAMPLE_LOG))
        await pilot.press("enter")
        await settle(pilot)
        assert app.sub_title == str(SAMPLE_LOG)
        assert app.report is not None
        assert app.report.hypotheses[0].entry.id == "cpu-only-build"


async def test_app_open_missing_file_notifies(tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.load_file(tmp_path / "nope.log")
        await pilot.pause()
        assert app.report is None
        assert any("Cannot open" in n.message for n in app._notifications)


async def test_app_actions_in_command_palette() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)):
        titles = {command.title for command in app.get_system_commands(app.screen)}
    assert {"Open log file", "Export markdown report", "Toggle export redaction", "Browse the knowledge base",
            "KB playground: edit the selected cause's entry", "KB playground: new entry from this log",
            "Check the selected cause on this machine", "Probe this machine", "Copy fix command"} <= titles


async def test_app_command_palette_runs_an_action() -> None:
    from textual.command import CommandPalette

    app = make_app(log=sample_log())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"new entry from")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        from tui.screens.playground import PlaygroundScreen

        assert isinstance(app.screen, PlaygroundScreen)


async def test_app_paste_skips_the_typing_pause_but_typing_waits() -> None:
    app = ResolverApp(bundled_kb(), "", debounce=600, cursor_blink=False)
    async with app.run_test(size=(100, 32)) as pilot:
        app.post_message(Paste(sample_log()))
        await settle(pilot)
        assert app.report is not None
        assert app.report.hypotheses[0].entry.id == "cpu-only-build"
        assert app.log_editor.text == sample_log()
        await pilot.press("end", "x")
        await settle(pilot)
        assert app.report.total_lines == sample_log().count("\n")
        assert "resolving" not in str(app.query_one("#status", Static).render())


async def test_footer_is_rebuilt_only_when_its_keys_change() -> None:
    from textual.widgets._footer import FooterKey

    from tui.widgets.steady_footer import SteadyFooter

    app = make_app(log=sample_log())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        footer = app.query_one(SteadyFooter)
        keys = list(footer.query(FooterKey))
        assert [k.description for k in keys][:4] == ["Open", "Export", "KB", "Check"]
        assert app.focused is app.table
        for _ in range(3):  # the same keys: the same key widgets
            app.detail.evidence_list.focus()
            await pilot.pause()
            app.table.focus()
            await pilot.pause()
        assert list(footer.query(FooterKey)) == keys
        app.log_editor.focus()  # letter keys type in the log: the footer drops them
        await pilot.pause()
        await pilot.pause()
        assert "Check" not in [k.description for k in footer.query(FooterKey)]


async def test_brackets_in_evidence_lines_show_as_written() -> None:
    # Log lines are plain text, never markup: "[rank0]:" stays, "[/x]" does not raise a MarkupError.
    from textual.geometry import Region

    log = "[rank0]: RuntimeError: CUDA out of memory [/x] Tried to allocate 2.00 GiB\n"
    app = make_app(log=log)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.table.selected_id == "cuda-oom"
        evidence = app.detail.evidence_list
        shown = "".join(strip.text for strip in evidence.render_lines(Region(0, 0, evidence.size.width, 4)))
        assert "[rank0]: RuntimeError: CUDA out of memory [/x]" in shown



LONG_ID_LOG = """\
root@4f3a2b1c9d8e:/workspace# nvidia-smi
Failed to initialize NVML: Driver/library version mismatch
NVML library version: 535.104
root@4f3a2b1c9d8e:/workspace# dpkg -l | grep nvidia-utils
ii  nvidia-utils-535   535.104.05-0ubuntu1   amd64   NVIDIA driver support binaries
"""


async def test_long_cause_ids_are_clipped_not_scrolled_at_80_columns() -> None:
    app = make_app(log=LONG_ID_LOG)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.report is not None
        ids = [h.entry.id for h in app.report.hypotheses]
        assert max(map(len, ids)) > 24  # container-driver-libs-in-image and the like
        table = app.table
        assert table.virtual_size.width <= table.scrollable_content_region.width
        cells = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert any(c.endswith("…") for c in cells)
        assert table.selected_id == ids[0]  # the row key keeps the whole id
        await pilot.resize_terminal(160, 32)
        await settle(pilot)
        assert [str(table.get_row_at(i)[0]) for i in range(table.row_count)] == ids
