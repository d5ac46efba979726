"""Live checks from the TUI: "c" runs the selected cause's KB checks, "p" shows the probe report.

These run the real probes (no GPU here: the honest answer is "no NVML"), so the assertions accept
any verdict and look for the observations that explain it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static
from tui_helpers import make_app, settle

from tui.checks import check_entry
from tui.messages import CheckAllFinished
from tui.screens.probe import ProbeScreen, report_content
from tui.widgets.hypothesis_table import CHECK_MARK

pytestmark = pytest.mark.tui

NVML_LOG = "pynvml.nvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found\n"
VERDICTS = ("confirmed", "refuted", "inconclusive")


def _check_text(app: object) -> str:
    return str(app.query_one("#detail-check", Static).render())  # type: ignore[attr-defined]


async def test_check_runs_the_probes_and_shows_the_verdict(tmp_path: Path) -> None:
    app = make_app(log=NVML_LOG, export_path=tmp_path / "report.md")
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert app.table.selected_id == "nvml-library-not-found"
        assert "press c" in _check_text(app)
        await pilot.press("c")
        await pilot.pause()
        await settle(pilot)
        text = _check_text(app)
        status = app.check_results["nvml-library-not-found"].status
        assert status in VERDICTS
        assert f"Live check: {status}" in text
        assert "nvml: " in text
        assert app.report is not None
        assert app.report.hypotheses[0].check_status == status
        assert str(app.table.get_cell("nvml-library-not-found", "score")).endswith(f" {CHECK_MARK[status][0]}")
        assert any("Live check" in (n.title or "") for n in app._notifications)
        await pilot.press("ctrl+e")
        await pilot.pause()
    exported = (tmp_path / "report.md").read_text(encoding="utf-8")
    assert "## Live checks on this machine" in exported
    assert f"- `nvml-library-not-found`: **{status}**" in exported


async def test_check_of_an_entry_without_checks_says_so() -> None:
    app = make_app(log="RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert app.table.selected_id == "cuda-oom"
        await pilot.press("c")
        await settle(pilot)
        assert app.check_results == {}
        assert any("no live check" in n.message for n in app._notifications)


async def test_probe_screen_opens_and_goes_back(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    import tui.checks

    # The real probes run; they only wait for the test to have seen the placeholder (on a fast machine
    # they would otherwise finish before the first pause).
    seen = threading.Event()
    real = tui.checks.probe_report

    def held(kb: object) -> str:
        seen.wait(10)
        return real(kb)  # type: ignore[arg-type]

    monkeypatch.setattr(tui.checks, "probe_report", held)
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.table.focus()
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, ProbeScreen)
        assert "Probing this machine" in str(app.screen.query_one("#probe-report", Static).render())
        seen.set()
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ProbeScreen)
        assert screen.report is not None
        assert screen.report.startswith("GPU environment report")
        assert "nvml" in str(screen.query_one("#probe-report", Static).render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]


def test_check_entry_without_checks_runs_nothing() -> None:
    from tui_helpers import bundled_kb

    result = check_entry(bundled_kb().by_id["cuda-oom"])
    assert (result.status, result.observations) == ("not-run", ())


def test_report_content_colours_status_words() -> None:
    content = report_content("GPU environment report\n\nPROBLEM  nvml  not found\nok       env   fine\n")
    assert str(content).splitlines()[2].startswith("PROBLEM  nvml")
    assert [s.style for s in content.spans if s.start == len("GPU environment report\n\n")]


CUDA_OLD_LOG = ("RuntimeError: The NVIDIA driver on your system is too old (found version 10020).\n"
                "pynvml.nvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found\n")


async def test_check_all_confirms_the_top_causes_and_reranks() -> None:
    from resolver.confirm import confirm
    from tui.resolver_app import copy_report

    app = make_app(log=CUDA_OLD_LOG)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert app.report is not None
        assert len(app.report.hypotheses) >= 2
        before = copy_report(app.report)
        app.table.focus()
        await pilot.press("a")
        await pilot.pause()
        await settle(pilot)
        report = app.report
        assert report is not None
        assert report is not before
        observations = app._live_observations
        assert observations
        # The list shown is exactly `confirm` on the diagnosis with these answers: statuses and order.
        expected = copy_report(before)
        confirm(expected, app.kb, top=3, observations=observations)
        assert [(h.entry.id, h.check_status) for h in report.hypotheses] == \
            [(h.entry.id, h.check_status) for h in expected.hypotheses]
        checked = [h for h in report.hypotheses[:3] if h.entry.checks]
        assert checked
        assert all(h.check_status in VERDICTS for h in checked)
        for hyp in checked:
            assert app.check_results[hyp.entry.id].status == hyp.check_status
            assert str(app.table.get_cell(hyp.entry.id, "score")).endswith(f" {CHECK_MARK[hyp.check_status][0]}")
        assert app.table.selected_id == report.hypotheses[0].entry.id
        top = report.hypotheses[0]
        if top.entry.checks:
            assert f"Live check: {top.check_status}" in _check_text(app)
        assert any(n.title == "Check all" for n in app._notifications)
        # A new log is confirmed with the same answers, without probing again.
        app.log_editor.load_log(NVML_LOG)
        await settle(pilot)
        assert app.report is not None
        nvml = app.report.hypotheses[0]
        assert nvml.entry.id == "nvml-library-not-found"
        assert nvml.check_status in VERDICTS
        # Answers for an older log (it changed while the probes ran) confirm the current diagnosis instead.
        app.log_editor.load_log("RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
        await settle(pilot)
        app.post_message(CheckAllFinished(app._generation - 1, report, observations))
        await settle(pilot)
        assert app.report is not None
        assert app.report.hypotheses[0].entry.id == "cuda-oom"


async def test_check_all_without_a_diagnosis_says_so_and_is_in_the_palette() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.table.focus()
        await pilot.press("a")
        await settle(pilot)
        assert app._live_observations is None
        assert any("paste a log first" in n.message for n in app._notifications)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Check the top causes on this machine" in titles
