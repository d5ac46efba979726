"""Helpers of the TUI tests: the `make_app(log=..., kb=...)` factory, the sample log, a frozen KB.

Plain functions, not conftest fixtures: tests/ has no packages, so a second conftest module would
replace the root one in `sys.modules` and break `from conftest import ...` elsewhere in the suite.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from textual.pilot import Pilot

from resolver.kb.model import KB
from tui.resolver_app import ResolverApp

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SAMPLE_LOG = ROOT / "kb" / "samples" / "cpu-only-build" / "paddleclas-3170-cpu-and-gpu-wheels.log"
SNAPSHOT_KB = HERE / "data" / "kb"
"""Copies of three entries, so that edits to the bundled KB do not change the snapshots."""


def sample_log() -> str:
    return SAMPLE_LOG.read_text(encoding="utf-8")


@cache
def bundled_kb() -> KB:
    from resolver.api import get_kb

    return get_kb()


@cache
def snapshot_kb() -> KB:
    from resolver.kb.loader import load_kb

    kb = load_kb([SNAPSHOT_KB], bundled=False, use_cache=False)
    assert isinstance(kb, KB)
    return kb


def make_app(log: str = "", kb: KB | None = None, **kwargs: object) -> ResolverApp:
    """An app on `log` that resolves at once (no debounce) and never blinks (bundled KB by default)."""
    return ResolverApp(kb or bundled_kb(), log, debounce=0, cursor_blink=False, **kwargs)  # type: ignore[arg-type]


async def settle(pilot: Pilot[object]) -> None:
    """Let pending messages run, wait for every worker, then handle what they posted."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
