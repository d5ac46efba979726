"""The free-text fallback: low suggestions when no signature matches, nothing for unrelated errors."""

from __future__ import annotations

import json

from conftest import run_cli

from resolver import fallback
from resolver.api import resolve_text

# Caffe's cuDNN check: no KB signature covers it, but it is plainly a GPU-stack failure.
CAFFE_CUDNN = (
    "I0722 10:58:12.000000 12345 net.cpp:84] Creating Layer conv1\n"
    "F0722 10:58:12.571437 12345 cudnn_conv_layer.cpp:53] Check failed: status == CUDNN_STATUS_SUCCESS "
    "(4 vs. 0)  CUDNN_STATUS_INTERNAL_ERROR\n"
)
UNRELATED = 'Traceback (most recent call last):\n  File "train.py", line 10, in <module>\nKeyError: \'lr\'\n'


def test_no_signature_gives_low_suggestions_with_evidence(kb) -> None:
    assert resolve_text(CAFFE_CUDNN, kb=kb, fallback=False).hypotheses == []
    report = resolve_text(CAFFE_CUDNN, kb=kb)
    assert report.fallback_used
    hyps = report.hypotheses
    assert 1 <= len(hyps) <= fallback.MAX_SUGGESTIONS
    assert all(h.confidence == "low" and h.fallback for h in hyps)
    assert len({h.entry.id for h in hyps}) == len(hyps)
    assert not any(h.entry.is_symptom for h in hyps)
    assert [h.score for h in hyps] == sorted((h.score for h in hyps), reverse=True)
    assert hyps[0].evidence[0].line == 2
    assert hyps[0].evidence[0].signature == "fallback:text-similarity"


def test_unrelated_error_gets_no_suggestion(kb) -> None:
    report = resolve_text(UNRELATED, kb=kb)
    assert report.hypotheses == []
    assert not report.fallback_used


def test_suggest_needs_gpu_vocabulary_and_error_lines(kb) -> None:
    assert fallback.suggest(kb, []) == []
    assert fallback.suggest(kb, ["   ", ""]) == []
    assert fallback.suggest(kb, ["KeyError: 'lr'", "ValueError: bad shape (3, 4)"]) == []


def test_gpu_vocabulary_covers_the_stack_beyond_cuda_and_the_frameworks() -> None:
    # Lines that name only TensorRT, ONNX Runtime, the CUDA compiler, the video engines or a library of GPU
    # kernels (MMCV, ggml, OptiX, xFormers, flash-attn, bitsandbytes) are GPU-stack lines too.
    for line in ("Error: TensorRT initialization failed",
                 "ImportError('DLL load failed while importing onnxruntime_pybind11_state')",
                 "nvcc fatal   : Value 'sm_30' is not defined for option 'gpu-name'",
                 "ptxas fatal   : Ptx assembly aborted due to errors",
                 "Info:  Encoder [nvenc] failed",
                 "mmcv/_ext.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZNK2at10TensorBase8data_ptrIdEEPT_v",
                 "ggml_backend_init: failed to initialise backend",
                 "OptiX error: OPTIX_ERROR_INTERNAL_ERROR"):
        assert fallback.mentions_gpu_stack(line), line
    assert not fallback.mentions_gpu_stack("Info:  Found H.264 encoder: libx264 [software]")


def test_suggest_maps_a_symptom_to_its_root_cause(kb) -> None:
    # A line nearly identical to an example of the cuda-unknown-error symptom entry.
    line = ("UserWarning: CUDA initialization: CUDA unknown error - this may be due to an incorrectly "
            "set up environment (Triggered internally at c10/cuda/CUDAFunctions.cpp:100.)")
    ids = [eid for eid, _score, _why in fallback.suggest(kb, [line])]
    assert ids, "a line this close to KB examples must get a suggestion"
    assert "cuda-unknown-error" not in ids
    assert all(not kb.by_id[i].is_symptom for i in ids)


def test_suggest_respects_floor(kb) -> None:
    for _eid, score, why in fallback.suggest(kb, CAFFE_CUDNN.splitlines()):
        assert score >= fallback.MIN_SIMILARITY
        assert "line similarity" in why


def test_cli_fallback_is_low_and_exits_0() -> None:
    proc = run_cli("--format", "json", stdin=CAFFE_CUDNN.encode())
    assert proc.returncode == 0
    hyps = json.loads(proc.stdout)["hypotheses"]
    assert hyps
    assert {h["confidence"] for h in hyps} == {"low"}


def test_cli_unrelated_error_exits_1() -> None:
    proc = run_cli("--format", "json", stdin=UNRELATED.encode())
    assert proc.returncode == 1
    assert json.loads(proc.stdout)["hypotheses"] == []


def _fuzzy_over_every_line(kb, lines):
    """The line similarity as first written: rapidfuzz over every example line of every entry."""
    from rapidfuzz import fuzz, process

    choices, owners = [], []
    for entry in kb.entries:
        for example in entry.examples_match:
            for line in example.log.splitlines():
                if len(line.strip()) >= 12:
                    choices.append(line.strip())
                    owners.append(entry.id)
    best = {}
    for line in lines:
        if len(line) < 12:
            continue
        for _choice, score, idx in process.extract(line[:300], choices, scorer=fuzz.token_set_ratio,
                                                   limit=fallback.FUZZY_LIMIT):
            best[owners[idx]] = max(best.get(owners[idx], 0.0), score / 100.0)
    return best


def test_fuzzy_on_the_distinct_line_corpus_equals_every_line(kb) -> None:
    """Entries that share example lines (a generated or copied KB) get the scores a full scan gives."""
    import dataclasses

    from resolver.kb.model import KB

    copies = tuple(dataclasses.replace(e, id=f"{e.id}-copy{k}") for k in range(3) for e in kb.entries)
    shared = KB(entries=kb.entries + copies, digest=kb.digest + "-shared", roots=kb.roots)
    lines = [*CAFFE_CUDNN.splitlines(), "RuntimeError: CUDA error: out of memory",
             "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory"]
    for one_kb in (kb, shared):
        assert fallback.fuzzy(one_kb, lines) == _fuzzy_over_every_line(one_kb, lines)
        assert fallback.fuzzy(one_kb, lines) == _fuzzy_over_every_line(one_kb, lines)  # from the cached corpus


def test_text_search_finds_library_names_inside_dotted_and_versioned_file_names(kb) -> None:
    """`libcudart.so.11.0`, `cudnn64_8.dll`: the index splits them, so the bare library name finds them."""
    assert fallback.bm25(kb, "libcudart")[0][0] == "cuda-runtime-lib-missing"
    assert fallback.bm25(kb, "cudnn64")[0][0] == "windows-dll-not-found"
    assert fallback.index_path(kb).name.startswith(f"whoosh-{fallback.INDEX_FORMAT}-")


# A paste that stops before its error line: the command and the start of the output only.
NO_ERROR_LINE = (
    "docker run -d --gpus all --name paddlex -v $PWD:/paddle --shm-size=8g -it "
    "ccr-2vdh3abv-pub.cnc.bj.baidubce.com/paddlex/paddlex:paddlex3.0.0-paddlepaddle3.0.0-gpu-cuda11.8-cudnn8.9\n"
)


def test_a_log_without_an_error_line_is_read_by_its_last_lines(kb) -> None:
    assert resolve_text(NO_ERROR_LINE, kb=kb, fallback=False).hypotheses == []
    report = resolve_text(NO_ERROR_LINE, kb=kb)
    assert report.fallback_used
    assert report.hypotheses
    assert all(h.confidence == "low" and h.fallback for h in report.hypotheses)
    assert report.hypotheses[0].evidence[0].line == 1


def test_last_lines_without_gpu_vocabulary_get_nothing(kb) -> None:
    report = resolve_text("epoch 1/10\nloss 0.53\nepoch 2/10\nloss 0.41\n", kb=kb)
    assert report.hypotheses == []


def test_the_tail_keeps_the_last_lines_across_chunks(kb) -> None:
    from resolver.match import TAIL_LINES_KEPT, Matcher

    lines = [f"line {i}" for i in range(1, 101)]
    chunks = ["\n".join(lines[:95]).encode() + b"\n", "\n".join(lines[95:]).encode() + b"\n\n"]
    scan = Matcher(kb).scan(chunks)
    assert scan.total_lines == 101
    assert [(h.line, h.text) for h in scan.tail] == [(i, f"line {i}") for i in range(101 - TAIL_LINES_KEPT, 101)]


def test_the_evidence_shown_is_the_last_line_that_names_the_gpu_stack(kb) -> None:
    """A paste that ends with the reporter's question: the suggestion shows the GPU line, not the question."""
    report = resolve_text("INFO: ops built against CUDA 11.3, toolkit reports 12.1\n\nAny idea what is wrong here?\n",
                          kb=kb)
    assert report.fallback_used
    assert report.hypotheses
    assert all(h.evidence[0].line == 1 for h in report.hypotheses)


def test_error_lines_that_name_nothing_of_the_gpu_stack_do_not_hide_the_last_lines(kb) -> None:
    """A generic error line (an exit status, a wrapper's own failure) under lines that name CUDA: those are read."""
    log = "[worker] no CUDA GPUs found by the NVIDIA driver\nFAILED: job 17 exited with code 134\n"
    assert resolve_text(log, kb=kb, fallback=False).hypotheses == []
    report = resolve_text(log, kb=kb)
    assert report.fallback_used
    assert report.hypotheses
    assert all(h.confidence == "low" and h.fallback for h in report.hypotheses)
    assert all(h.evidence[0].line == 1 for h in report.hypotheses)
    # an unrelated error under lines that name nothing of the GPU stack still gets nothing
    assert resolve_text("epoch 3/10 loss 0.41\nFAILED: job 17 exited with code 134\n", kb=kb).hypotheses == []



def test_the_reporters_own_lines_around_a_paste_do_not_steer_the_suggestions(kb) -> None:
    """Only lines that name the GPU stack are compared line by line with the examples: a sentence such as "Here is
    the output:" shares its few words with many an example line, and would pull in whatever cause that line has.
    The text search still reads the whole paste (taking it off the prose lost more corpus logs than it won, session
    60), so two causes as close as here may swap places; what each one's line similarity is may not change."""
    bare = "INFO: ops built against CUDA 11.3, toolkit reports 12.1\n"
    dressed = f"Here is the output:\n\n```console\n{bare}```\n\nAny idea?\n"
    assert fallback.fuzzy(kb, ["Here is the output:"])  # the sentence alone does resemble some example lines

    def line_similarity(text: str) -> dict[str, str]:
        hyps = resolve_text(text, kb=kb).hypotheses
        return {h.entry.id: h.explain[0].rpartition("line similarity ")[2] for h in hyps}

    plain, pasted = line_similarity(bare), line_similarity(dressed)
    assert plain
    assert set(list(pasted)[:2]) == set(list(plain)[:2])
    assert all(pasted[eid] == plain[eid] for eid in plain.keys() & pasted.keys())
