"""The KB browser: search as you type, Enter opens an entry, escape goes back."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList
from tui_helpers import bundled_kb, make_app, settle

from tui.screens.entry_detail import EntryScreen
from tui.screens.kb_browser import KbBrowserScreen
from tui.search import search_entries

pytestmark = pytest.mark.tui


async def test_kb_browser_search_opens_entry() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+k")
        await pilot.pause()
        assert isinstance(app.screen, KbBrowserScreen)
        await pilot.press(*"libcudart")
        await settle(pilot)
        results = app.screen.query_one(OptionList)
        assert results.option_count >= 1
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, EntryScreen)
        assert app.screen.entry.id == "cuda-runtime-lib-missing"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, KbBrowserScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]


def test_search_blank_query_lists_every_entry() -> None:
    kb = bundled_kb()
    assert [e.id for e in search_entries(kb, "  ")] == sorted(e.id for e in kb.entries)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("not compiled with cuda", "cpu-only-build"),
        ("libcudart", "cuda-runtime-lib-missing"),
        ("oom", "cuda-oom"),
        ("nccl timeout", "nccl-failure"),
    ],
    ids=["error-text", "library-name", "short-id-word", "two-words"],
)
def test_search_ranks_expected_entry_first(query: str, expected: str) -> None:
    assert search_entries(bundled_kb(), query)[0].id == expected
