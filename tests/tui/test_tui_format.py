"""Pure formatting helpers of the TUI."""

from __future__ import annotations

import pytest

from resolver.kb.model import Fix
from tui.format import first_command, inline_code

pytestmark = pytest.mark.tui


@pytest.mark.parametrize(
    ("name", "fixes", "expected"),
    [
        ("first-span", [Fix("a", ("run `nvidia-smi` then `reboot`",))], "nvidia-smi"),
        ("later-step", [Fix("a", ("read the docs", "`pip install x`"))], "pip install x"),
        ("later-fix", [Fix("a", ("no command",)), Fix("b", ("`ldconfig -p`",))], "ldconfig -p"),
        ("none", [Fix("a", ("reboot the machine",))], None),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_first_command(name: str, fixes: list[Fix], expected: str | None) -> None:
    assert first_command(fixes) == expected


def test_inline_code_drops_backticks() -> None:
    assert inline_code("run `nvidia-smi` now").plain == "run nvidia-smi now"


def test_entry_content_names_the_wordings_a_signature_uses() -> None:
    from resolver.api import get_kb
    from tui.format import entry_content

    text = entry_content(get_kb().by_id["container-no-gpu-access"]).plain
    assert ("no-driver-inside-container: wording torch-found-no-driver or nvidia-smi-cannot-communicate or "
            "kernel driver does not appear to be running on this host|/proc/driver/nvidia/version") in text
