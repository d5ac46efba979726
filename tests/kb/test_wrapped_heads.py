"""Long messages hard-wrapped by a console or a notebook, and wordings proved by the tools' own source.

KB pass 8 (part A). Some consoles, notebooks and issue forms break a long line where the window ends, so
"Loaded runtime CuDNN library: 7.3.1 but source was" stands alone and the versions and advice follow on the
next lines. The signatures of the long version-mismatch messages therefore match the head of the message
wherever the head already names the cause. These tests take the KB's own real excerpts, break the evidence
line right after its head and check that the entry still ranks first (and that a near miss stays quiet).

The second half pins wordings that only the libraries' source shows (PARL, FastDeploy, PaddleSeg's
environment banner): the log lines are built from the string literals in those sources, with a sibling wording
of the same source (XPU, IPU, an optional backend, a banner that says True) as the control that must not be
read as a CPU-only build.
"""

from __future__ import annotations

import pytest
from conftest import ranked_causes, ranked_ids


def _entry(kb, entry_id: str):
    matches = [e for e in kb.entries if e.id == entry_id]
    assert matches, f"no KB entry {entry_id}"
    return matches[0]


def _example_log(kb, entry_id: str, source: str, *, near_miss: bool = False) -> str:
    entry = _entry(kb, entry_id)
    examples = entry.examples_no_match if near_miss else entry.examples_match
    logs = [ex.log for ex in examples if ex.source == source]
    assert logs, f"{entry_id} has no {'no_match' if near_miss else 'match'} example from {source}"
    return logs[0]


def _wrap_after(log: str, anchor: str) -> str:
    """Break every line that contains `anchor` right after it, as a hard-wrapping console would."""
    out = []
    hits = 0
    for line in log.splitlines():
        cut = line.find(anchor)
        if cut < 0:
            out.append(line)
            continue
        hits += 1
        end = cut + len(anchor)
        out.append(line[:end])
        out.append("    " + line[end:].lstrip())
    assert hits, f"anchor {anchor!r} is in no line of the example"
    return "\n".join(out) + "\n"


WRAPPED = [
    ("cudnn-version-mismatch", "https://github.com/tensorflow/tensorflow/issues/60913", "but source was"),
    ("cudnn-version-mismatch", "https://github.com/tensorflow/tensorflow/issues/3922", "but source was"),
    ("cudnn-version-mismatch", "https://github.com/bmaltais/kohya_ss/issues/1096", "PyTorch was compiled"),
    ("cudnn-version-mismatch", "https://github.com/YoungSeng/SRD-VC/issues/16", "PyTorch was compiled"),
    ("cudnn-version-mismatch", "https://github.com/PaddlePaddle/PaddleDetection/issues/3331", "CUDNN 7.6, but"),
    ("cudnn-version-mismatch", "https://github.com/PaddlePaddle/PARL/issues/1024", "CUDNN 8.4, but"),
    ("cudnn-version-mismatch", "https://github.com/facebookresearch/Detectron/issues/574", "runtime (7005)"),
    ("cudnn-version-mismatch", "https://github.com/dusty-nv/jetson-inference/issues/1409", "which does not match"),
    ("no-kernel-image", "https://github.com/PaddlePaddle/PaddleMIX/issues/836", "in your current machine is Pascal,"),
    ("no-kernel-image", "https://github.com/PaddlePaddle/PaddleSeg/issues/3910", "in your current machine is 120,"),
    ("no-kernel-image", "https://github.com/meituan/YOLOv6/issues/350", "sm_86 is not compatible"),
    ("no-kernel-image", "https://github.com/NVIDIA/TensorRT/issues/564", "on an incompatible device,"),
]


@pytest.mark.parametrize(("entry_id", "source", "anchor"), WRAPPED,
                         ids=[f"{w[0]}:{w[1].split('github.com/')[-1]}" for w in WRAPPED])
def test_message_wrapped_after_its_head_still_ranks_its_entry_first(kb, entry_id: str, source: str,
                                                                    anchor: str) -> None:
    log = _wrap_after(_example_log(kb, entry_id, source), anchor)
    ids = ranked_ids(log, kb)
    assert ids[:1] == [entry_id], f"{source} wrapped after {anchor!r}: {ids[:3]}"


def test_paddle_third_party_library_wrapped_after_its_head(kb) -> None:
    """The Paddle dynamic_loader message names the library in its head; the rest may wrap away."""
    for entry_id in ("cudnn-lib-missing", "windows-dll-not-found"):
        entry = _entry(kb, entry_id)
        logs = [ex.log for ex in entry.examples_match if "that Paddle depends on" in ex.log]
        assert logs, entry_id
        log = _wrap_after(logs[0], "that Paddle depends on")
        assert ranked_ids(log, kb)[:1] == [entry_id], (entry_id, ranked_ids(log, kb)[:3])


def test_opencv_false_alarm_wrapped_after_its_head_stays_quiet(kb) -> None:
    """OpenCV 4.9/4.10 misread cuDNN 9's version; the context that knows it must work on the head alone."""
    log = _wrap_after(_example_log(kb, "cudnn-version-mismatch", "https://github.com/opencv/opencv/issues/25711",
                                   near_miss=True), "which is not compatible")
    assert "cudnn-version-mismatch" not in ranked_ids(log, kb)[:1]


# PARL parl/utils/machine_info.py is_gpu_available(): one logger.warning whose string continues over source
# lines with a backslash, so the message is printed as one line with runs of spaces inside.
PARL_CUDA = ("[12-03 10:00:00 MainThread @machine_info.py:107] WARNING Found non-empty CUDA_VISIBLE_DEVICES. "
             "                But PARL found that Paddle was not complied with CUDA, which may cause issues. "
             "                Thus PARL will not use GPU.\n")
PARL_XPU = ("[12-03 10:00:00 MainThread @machine_info.py:134] WARNING Found non-empty XPU_VISIBLE_DEVICES. "
            "                But PARL found that Paddle was not complied with XPU, which may cause issues. "
            "                Thus PARL will not use XPU.\n")
# FastDeploy fastdeploy/runtime/runtime_option.cc RuntimeOption::UseGpu and UseIpu / UseTrtBackend.
FD_GPU = ("[WARNING] fastdeploy/runtime/runtime_option.cc(58)::UseGpu\t"
          "The FastDeploy didn't compile with GPU, will force to use CPU.\n")
FD_IPU = ("[WARNING] fastdeploy/runtime/runtime_option.cc(133)::UseIpu\t"
          "The FastDeploy didn't compile with IPU, will force to use CPU.\n")
FD_TRT = ("[ERROR] fastdeploy/runtime/runtime_option.cc(216)::UseTrtBackend\t"
          "The FastDeploy didn't compile with TrtBackend.\n")


@pytest.mark.parametrize("log", [PARL_CUDA, FD_GPU], ids=["parl", "fastdeploy"])
def test_paddle_ecosystem_no_cuda_wording_is_a_cpu_only_build(kb, log: str) -> None:
    assert ranked_ids(log, kb)[:1] == ["cpu-only-build"]


@pytest.mark.parametrize("log", [PARL_XPU, FD_IPU, FD_TRT], ids=["parl-xpu", "fastdeploy-ipu", "fastdeploy-trt"])
def test_sibling_wordings_of_the_same_sources_are_no_cpu_only_build(kb, log: str) -> None:
    assert "cpu-only-build" not in ranked_ids(log, kb)


def test_fastdeploy_dll_load_failure_counts_as_a_gpu_module_import(kb) -> None:
    """FastDeploy's c_lib_wrap.py puts the CUDA bin folder on the DLL path and then imports fastdeploy_main."""
    log = ("Traceback (most recent call last):\n"
           '  File "C:\\Python39\\lib\\site-packages\\fastdeploy\\c_lib_wrap.py", line 164, in <module>\n'
           "    from .libs.fastdeploy_main import *\n"
           "ImportError: DLL load failed while importing fastdeploy_main: The specified module could not be found.\n")
    assert ranked_ids(log, kb)[:1] == ["windows-dll-not-found"]


def test_dll_load_failure_of_a_non_gpu_package_stays_quiet(kb) -> None:
    """The same localized error from a package that is no GPU framework is that package's own install."""
    log = _example_log(kb, "windows-dll-not-found", "https://github.com/tilezen/mapbox-vector-tile/issues/137",
                       near_miss=True)
    assert "windows-dll-not-found" not in ranked_ids(log, kb)


# PaddleSeg paddleseg/utils/env/sys_env.py: the "Environment Information" block logged at every run start.
PADDLESEG_ENV = ("------------Environment Information-------------\n"
                 "platform: Linux-5.15.0-91-generic-x86_64-with-glibc2.35\n"
                 "Python: 3.10.13 (main, Sep 11 2023, 13:44:35) [GCC 11.2.0]\n"
                 "Paddle compiled with cuda: {}\n"
                 "GCC: gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0\n"
                 "PaddleSeg: 2.8.0\n"
                 "PaddlePaddle: 2.5.2\n"
                 "------------------------------------------------\n")


def test_paddleseg_banner_without_cuda_is_a_low_cpu_only_reading(kb) -> None:
    ranked = ranked_causes(PADDLESEG_ENV.format("False"), kb)
    assert ranked[:1] == [("cpu-only-build", "low")]


def test_paddleseg_banner_with_cuda_claims_nothing(kb) -> None:
    assert ranked_ids(PADDLESEG_ENV.format("True"), kb) == []
