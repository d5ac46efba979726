"""Markdown export: redacted by default (home paths, user and host names), ctrl+r turns it off."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import make_app, settle

import resolver.redact

pytestmark = pytest.mark.tui

LOG = """\
alice@gpu-box-17:~/work$ python train.py
OSError: /home/alice/miniconda3/envs/pp/lib/libcudart.so.11.0: cannot open shared object file: No such file or directory
gpu-box-17:2301:2345 [0] include/socket.h:409 NCCL WARN Net : Connect to 10.0.0.2<34567> failed : Connection refused
torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1207, unhandled system error
"""


@pytest.fixture(autouse=True)
def _machine_identity(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pretend this machine is gpu-box-17 with user alice, so the host-name rule is exercised."""
    monkeypatch.setattr(resolver.redact, "_local_identity", lambda: (("/home/alice",), ("alice",), ("gpu-box-17",)))


async def _export(tmp_path: Path, *keys: str) -> str:
    target = tmp_path / "report.md"
    app = make_app(log=LOG, export_path=target)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert app.redact_export
        await pilot.press(*keys, "ctrl+e")
        await pilot.pause()
        notes = [n.message for n in app._notifications]
    assert any(f"Report written to {target}" in n for n in notes)
    return target.read_text(encoding="utf-8")


async def test_export_redacts_home_user_and_host_by_default(tmp_path: Path) -> None:
    text = await _export(tmp_path)
    assert "libcudart.so.11.0: cannot open shared object file" in text
    assert "NCCL WARN Net : Connect to" in text
    assert "alice" not in text
    assert "gpu-box-17" not in text
    assert "~/miniconda3/envs/pp/lib/libcudart.so.11.0" in text
    assert "<host>:2301:2345" in text


async def test_export_redaction_can_be_turned_off(tmp_path: Path) -> None:
    text = await _export(tmp_path, "ctrl+r")
    assert "/home/alice/miniconda3/envs/pp/lib/libcudart.so.11.0" in text
    assert "gpu-box-17:2301:2345" in text
