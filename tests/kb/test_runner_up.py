"""Weak context keeps the less literal cause in the top three without taking the first place.

Each case is a real excerpt whose thread established the `want` cause, but whose only hint of it is weak
(a bare Windows build number, a same-version driver line): the literal reading of the error line may stay
first, the established cause must be among the first three. A KB example must rank its own entry first, so
these cases live here rather than in `examples.match`.
"""

from __future__ import annotations

import pytest

from resolver.api import resolve_text

CASES = [
    (
        # PyTorch under WSL 2 on Windows Insider build 20231 (fixed by a later Windows build); the only WSL hint
        # is the build number the reporter added
        "https://github.com/microsoft/WSL/issues/6098",
        ">>> import torch\n>>> torch.cuda.is_available()\nTrue\n>>> a = torch.tensor(1)\n>>> a.cuda()\n"
        "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\n"
        "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable\n\nwindows：20231.1005\n",
        "wsl-gpu-setup",
    ),
]


@pytest.mark.parametrize(("source", "log", "want"), CASES, ids=[c[0].split("github.com/")[-1] for c in CASES])
def test_established_cause_is_in_the_top_three(kb, source: str, log: str, want: str) -> None:
    ids = [h.entry.id for h in resolve_text(log, kb=kb, fallback=False).hypotheses]
    assert want in ids[:3], f"{source}: {ids[:3]}"


def test_weak_windows_build_marker_alone_does_not_claim_wsl(kb) -> None:
    # Constructed control: the same error with no build number must not mention WSL at all.
    log = "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable\n"
    ids = [h.entry.id for h in resolve_text(log, kb=kb, fallback=False).hypotheses]
    assert ids[:1] == ["gpu-busy-unavailable"]
    assert "wsl-gpu-setup" not in ids


def test_container_cli_dxcore_probe_is_not_a_wsl_marker(kb) -> None:
    # Constructed from the two probe lines nvidia-container-cli prints on every bare-metal host (as in
    # NVIDIA/nvidia-container-toolkit#171) followed by a mismatch in a container shell: WSL must not be offered.
    log = (
        "I1128 17:35:08.651892 1737 nvc.c:393] attempting to load dxcore to see if we are running under Windows "
        "Subsystem for Linux (WSL)\n"
        "I1128 17:35:08.652188 1737 nvc.c:395] dxcore initialization failed, continuing assuming a non-WSL "
        "environment\n"
        "root@5561000296a4:/# nvidia-smi\nFailed to initialize NVML: Driver/library version mismatch\n"
    )
    ids = [h.entry.id for h in resolve_text(log, kb=kb, fallback=False).hypotheses]
    assert "wsl-gpu-setup" not in ids
    assert ids[:1] == ["container-driver-libs-in-image"]
