"""SVG snapshots of the main screen and the KB browser (frozen KB copy, no cursor blink)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.pilot import Pilot
from tui_helpers import make_app, sample_log, settle, snapshot_kb

pytestmark = pytest.mark.tui
SIZE = (100, 32)


def test_snapshot_main_screen(snap_compare: Callable[..., bool]) -> None:
    app = make_app(log=sample_log(), kb=snapshot_kb())
    assert snap_compare(app, terminal_size=SIZE, run_before=settle)


def test_snapshot_kb_browser(snap_compare: Callable[..., bool]) -> None:
    async def open_browser(pilot: Pilot[object]) -> None:
        await pilot.press("ctrl+k")
        await pilot.press(*"driver")
        await settle(pilot)

    app = make_app(kb=snapshot_kb())
    assert snap_compare(app, terminal_size=SIZE, run_before=open_browser)
