"""The NVIDIA container toolkit's own WSL probe decides whether its errors are read as a WSL set-up problem.

libnvidia-container enumerates GPUs under WSL through dxcore (src/dxcore.c, copied in the toolkit's
internal/dxcore/dxcore.c) and logs what it found in nvidia-container-cli's debug output; those lines exist only
where libdxcore.so does, i.e. under WSL. On any other host the probe says so ("continuing assuming a non-WSL
environment", go-nvlib's "Is WSL-based system? false"), and the bare word WSL in that line must not turn a
toolkit error into wsl-gpu-setup. The logs are constructed from the sources' strings.
"""

from __future__ import annotations

from resolver.api import resolve_text

LOAD_FAILED = ("nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open "
               "shared object file: no such file or directory: unknown\n")


def _hyps(log: str, kb):
    return resolve_text(log, kb=kb, fallback=False).hypotheses


def test_windows_driver_before_wddm_2_7_is_wsl_setup(kb) -> None:
    log = ("I0602 10:00:00.000000 412 dxcore.c:216] Creating a new WDDM Adapter for hAdapter:40000000 luid:dbe9d8\n"
           "E0602 10:00:00.000000 412 dxcore.c:224] Found a WDDM adapter running a driver with pre-WDDM 2.7 . "
           "Skipping it.\n"
           "nvidia-container-cli: initialization error: WSL environment detected but no adapters were found: "
           "unknown\n")
    hyps = _hyps(log, kb)
    assert hyps[0].entry.id == "wsl-gpu-setup"
    assert hyps[0].confidence == "high"


def test_old_windows_dxcore_turns_the_load_error_into_wsl_setup(kb) -> None:
    log = ("E0602 10:00:00.000000 412 dxcore.c:348] dxcore library is present but the symbols D3DKMTEnumAdapters2 "
           "and D3DKMTEnumAdapters3 are missing\n" + LOAD_FAILED)
    ids = [h.entry.id for h in _hyps(log, kb)]
    assert ids[0] == "wsl-gpu-setup"
    assert "container-toolkit-missing" in ids[:3]


def test_successful_dxcore_start_is_a_wsl_marker(kb) -> None:
    log = ("I0602 10:00:00.000000 412 dxcore.c:360] dxcore layer initialized successfully\n"
           "nvidia-container-cli: initialization error: driver error: failed to process request: unknown\n")
    assert _hyps(log, kb)[0].entry.id == "wsl-gpu-setup"


def test_libnvidia_container_non_wsl_probe_is_no_wsl_marker(kb) -> None:
    log = ("I0602 10:00:00.000000 412 nvc.c:350] checking if running under Windows Subsystem for Linux (WSL)\n"
           "I0602 10:00:00.000000 412 nvc.c:355] dxcore initialization failed, continuing assuming a non-WSL "
           "environment\n" + LOAD_FAILED)
    hyps = _hyps(log, kb)
    assert hyps[0].entry.id == "container-toolkit-missing"
    assert all(h.confidence == "low" for h in hyps if h.entry.id == "wsl-gpu-setup")


def test_go_nvlib_non_wsl_probe_is_no_wsl_marker(kb) -> None:
    log = "DEBU[0000] Is WSL-based system? false: could not load DXCore library\n" + LOAD_FAILED
    hyps = _hyps(log, kb)
    # A bare load failure on a non-WSL host reads as no host driver first, the toolkit's set-up second.
    assert [h.entry.id for h in hyps[:2]] == ["driver-not-loaded", "container-toolkit-missing"]
    assert all(h.confidence == "low" for h in hyps if h.entry.id == "wsl-gpu-setup")
