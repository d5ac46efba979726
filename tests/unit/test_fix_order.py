"""A fix tied to the signatures that matched comes first: the user gets the fix for the wording they have.

Real excerpts from the KB's own examples (the CDI and linker threads it cites); the control is a log of
the same entry with another wording, where the tied fix must not jump ahead of the general ones.
"""

from __future__ import annotations

from conftest import ROOT, run_cli

from resolver.api import resolve_text, select_fixes

PODMAN_CDI = (
    "podman run --rm --device nvidia.com/gpu=all  ubuntu nvidia-smi\n"
    'Error: setting up CDI devices: failed to inject devices: failed to stat CDI host device "/dev/dri/renderD129": '
    "no such file or directory\n"
)
DOCKER_NO_DRIVER = (
    "docker run --gpus all --rm --ipc=host -it odtk:latest\n"
    'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].\n'
)
LINKER = "/usr/bin/ld: cannot find -lcudart\ncollect2: error: ld returned 1 exit status\n"


def _fix_titles(log: str, entry_id: str, kb, *, drop_waiting: bool = False) -> list[str]:
    report = resolve_text(log, kb=kb)
    hyp = next(h for h in report.hypotheses if h.entry.id == entry_id)
    return [f.title for f in select_fixes(hyp.entry, report, hyp, drop_waiting=drop_waiting)]


def test_the_fix_for_the_matched_wording_comes_first(kb) -> None:
    assert _fix_titles(PODMAN_CDI, "container-toolkit-missing", kb)[0].startswith("Podman, rootless engines")
    assert _fix_titles(LINKER, "cuda-runtime-lib-missing", kb)[0].startswith("The linker cannot find")


def test_a_tied_fix_waits_when_its_wording_is_absent(kb) -> None:
    titles = _fix_titles(DOCKER_NO_DRIVER, "container-toolkit-missing", kb)
    # none of the tied fixes' wordings is in this log, so every one of them comes after the general fixes
    waiting = {f.title for f in kb.get("container-toolkit-missing").fixes if f.signatures}
    assert "Podman, rootless engines and other CDI users" in waiting
    assert titles[0].startswith("Install the NVIDIA Container Toolkit")
    assert set(titles[len(titles) - len(waiting):]) == waiting
    assert not waiting & set(titles[:len(titles) - len(waiting)])


def test_without_the_hypothesis_the_order_is_the_platform_order(kb) -> None:
    report = resolve_text(PODMAN_CDI, kb=kb)
    hyp = next(h for h in report.hypotheses if h.entry.id == "container-toolkit-missing")
    plain = [f.title for f in select_fixes(hyp.entry, report)]
    assert plain[0].startswith("Install the NVIDIA Container Toolkit")


def test_every_fix_signature_names_a_signature_of_its_entry(kb) -> None:
    tied = 0
    for entry in kb.entries:
        ids = {s.id for s in entry.signatures}
        for fix in entry.fixes:
            assert set(fix.signatures) <= ids, (entry.id, fix.title)
            tied += bool(fix.signatures)
    assert tied >= 5


def test_show_says_which_signatures_bring_a_fix_first() -> None:
    proc = run_cli("show", "container-toolkit-missing")
    assert proc.returncode == 0
    out = proc.stdout.decode()
    head = out.index("Fix: Podman, rootless engines and other CDI users")
    assert out[head:].splitlines()[1].strip() == (
        "first when cdi-device-unresolvable, cdi-host-device-stale, cdi-spec-names-gone-driver-file, "
        "cdi-name-taken-as-device-path matched")


def test_kb_stats_counts_the_tied_fixes(kb) -> None:
    from resolver.stats import compute

    st = compute(kb)
    assert st.tied_fixes == sum(1 for e in kb.entries for f in e.fixes if f.signatures)
    assert 0 < st.tied_fixes < st.fixes


def test_the_short_view_leaves_out_fixes_for_wordings_the_log_does_not_have(kb) -> None:
    short = _fix_titles(DOCKER_NO_DRIVER, "container-toolkit-missing", kb, drop_waiting=True)
    assert short
    assert "Podman, rootless engines and other CDI users" not in short
    assert short == [t for t in _fix_titles(DOCKER_NO_DRIVER, "container-toolkit-missing", kb) if t in short]
    # the fix for the wording the log has is kept in the short view too
    assert _fix_titles(PODMAN_CDI, "container-toolkit-missing", kb, drop_waiting=True)[0].startswith(
        "Podman, rootless engines")


def test_text_output_of_a_paddle_log_shows_no_fix_of_another_tool() -> None:
    # the README's first command: the bundled PaddleClas log (CPU and GPU wheels installed together)
    sample = ROOT / "kb" / "samples" / "cpu-only-build" / "paddleclas-3170-cpu-and-gpu-wheels.log"
    out = run_cli(str(sample)).stdout.decode()
    assert "Fix: Replace the CPU PaddlePaddle package" in out
    assert "Fix: Build llama.cpp" not in out
    assert "Fix: Use a COLMAP build" not in out
