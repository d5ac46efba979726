"""The first screen of `resolve tui FILE`: the diagnosis runs in a thread started before Textual, and the
first screen shows its answer; what the first screen does not need is not imported."""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest
from conftest import ROOT
from textual.widgets import Static
from tui_helpers import SAMPLE_LOG, bundled_kb, sample_log, settle

from tui.app import BackgroundDiagnosis
from tui.resolver_app import ResolverApp

pytestmark = pytest.mark.tui


async def test_first_screen_shows_the_background_diagnosis() -> None:
    text = sample_log()
    diagnosis = BackgroundDiagnosis(text)
    app = ResolverApp(diagnosis.kb(), text, debounce=0, cursor_blink=False, diagnosis=diagnosis)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        # The answer is the thread's, shown when the screen mounted: no resolve worker ran for it.
        assert app.report is diagnosis.report
        assert app.table.selected_id == "cpu-only-build"
        assert not [w for w in app.workers if w.group == "resolve"]
        assert app.focused is app.table


class HeldDiagnosis(BackgroundDiagnosis):
    """A diagnosis that finishes only when released: a huge log still being diagnosed at mount."""

    def __init__(self, text: str) -> None:
        self.release = threading.Event()
        super().__init__(text)

    def _run(self) -> None:
        self.release.wait(30)
        super()._run()


async def test_a_slow_background_diagnosis_shows_when_it_is_done() -> None:
    text = sample_log()
    diagnosis = HeldDiagnosis(text)
    app = ResolverApp(bundled_kb(), text, debounce=0, cursor_blink=False, diagnosis=diagnosis)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert app.report is None
        assert "resolving" in str(app.query_one("#status", Static).render())
        diagnosis.release.set()
        await settle(pilot)
        assert app.report is diagnosis.report
        assert app.table.selected_id == "cpu-only-build"


async def test_first_paint_hook_runs_once_after_the_first_screen() -> None:
    calls: list[int] = []
    text = sample_log()
    app = ResolverApp(bundled_kb(), text, debounce=0, cursor_blink=False,
                      on_first_paint=lambda: calls.append(app.table.row_count))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        app.log_editor.load_log("RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
        await settle(pilot)
    assert len(calls) == 1


async def test_a_failed_background_diagnosis_is_diagnosed_again_by_the_app() -> None:
    diagnosis = BackgroundDiagnosis("\x00\x01\x02 binary\n")
    diagnosis.wait()
    diagnosis.report = None  # as when the thread's diagnosis raised
    app = ResolverApp(bundled_kb(), diagnosis.text, debounce=0, cursor_blink=False, diagnosis=diagnosis)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert app.report is not None
        assert app.report is not diagnosis.report


def test_background_diagnosis_reraises_a_kb_error(tmp_path: object) -> None:
    from pathlib import Path

    from resolver.errors import KbError

    kb_dir = Path(str(tmp_path))
    (kb_dir / "broken.yaml").write_text("id: [unclosed\n", encoding="utf-8")
    diagnosis = BackgroundDiagnosis("anything\n", [kb_dir])
    with pytest.raises(KbError):
        diagnosis.kb()
    assert diagnosis.wait(5)
    assert diagnosis.report is None


def test_first_screen_imports_only_what_it_shows() -> None:
    # Screens, the playground, probes, fuzzy search and the markdown renderer load on first use.
    code = f"""
import sys
from tui.app import BackgroundDiagnosis
from tui.resolver_app import ResolverApp
text = open({str(SAMPLE_LOG)!r}, encoding="utf-8").read()
d = BackgroundDiagnosis(text)
class Once(ResolverApp):
    CSS_PATH = sys.modules[ResolverApp.__module__].__file__.replace("resolver_app.py", "app.tcss")
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)
Once(d.kb(), text, diagnosis=d, cursor_blink=False).run(headless=True, size=(100, 32))
print(" ".join(sys.modules))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    mods = set(out.stdout.split())
    assert "tui.resolver_app" in mods
    unwanted = {m for m in mods if m.startswith(("tui.screens.", "tui.playground", "tui.search", "resolver.probes",
                                                 "resolver.confirm", "resolver.render", "rapidfuzz", "whoosh"))}
    assert not unwanted
