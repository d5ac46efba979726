"""Pastes hard-wrapped at a fixed width: a signature or a fact split over two lines still counts (`_scan_joins`)."""

from __future__ import annotations

import json

import pytest
from conftest import ranked_ids, run_cli
from eval import hard_wrap  # tools/eval.py's --wrap (conftest puts tools/ on the path): lines cut every N characters

import resolver.match as match
from resolver.api import resolve_text

# A real nvidia-container-cli error (KB example of container-cuda-requirement), cut at 60 columns mid-word.
LINE = ("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=10.2, please update your driver "
        "to a newer version, or use an earlier cuda container")
WRAPPED = hard_wrap(LINE, 60)


def test_a_signature_split_mid_word_counts_on_its_first_line(kb) -> None:
    assert "unsatisfied condition: cuda>" not in WRAPPED.replace("\n", "|")  # the wrap does split the signature
    report = resolve_text(WRAPPED, kb=kb, fallback=False)
    assert report.hypotheses[0].entry.id == "container-cuda-requirement"
    lines = {e.line for e in report.hypotheses[0].evidence}
    assert 1 in lines


def test_without_the_join_pass_the_same_paste_is_not_recognised(kb, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(match, "JOIN_INPUT", 0)
    assert "container-cuda-requirement" not in ranked_ids(WRAPPED, kb)[:1]


def test_a_word_wrapped_message_with_indented_continuation_counts(kb) -> None:
    log = ("docker: Error response from daemon: OCI runtime create failed: nvidia-container-cli: requirement error:\n"
           "    unsatisfied condition: cuda>=11.6, please update your driver to a newer version\n")
    assert ranked_ids(log, kb)[0] == "container-cuda-requirement"


def test_a_line_that_starts_a_record_of_its_own_is_not_a_wrapped_tail(kb) -> None:
    # Joined, these two would read "... requirement error: unsatisfied condition: cuda>=..." but the second
    # line is an exception record, not the tail of the first.
    log = "nvidia-container-cli: requirement error:\nRuntimeError: unsatisfied condition: cuda>=11.6\n"
    assert "container-cuda-requirement" not in ranked_ids(log, kb)


def test_a_large_log_is_not_read_with_joined_lines(kb) -> None:
    filler = "".join(f"epoch {i} step {i * 10} loss 0.{i % 97:02d}\n" for i in range(match.JOIN_INPUT // 24))
    assert len(filler) > match.JOIN_INPUT
    assert "container-cuda-requirement" not in ranked_ids(filler + WRAPPED, kb)


def test_cli_diagnoses_a_wrapped_paste_from_stdin() -> None:
    proc = run_cli("--format", "json", stdin=WRAPPED.encode())
    assert proc.returncode == 0, proc.stderr.decode()
    doc = json.loads(proc.stdout)
    top = doc["hypotheses"][0]
    assert top["id"] == "container-cuda-requirement"
    # The evidence names the first of the two lines and shows them joined, as the message was printed.
    assert any(e["line"] == 1 and "unsatisfied condition: cuda>=10.2" in e["text"] for e in top["evidence"])


def test_eval_wrap_option_measures_the_corpus_re_wrapped(tmp_path) -> None:
    from conftest import run_eval

    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps({"id": "w-1", "source": "https://example.org/w/1",
                                  "label": "container-cuda-requirement", "log": LINE + "\n"}) + "\n")
    out = {}
    for wrap in ("0", "40"):
        proc = run_eval(str(corpus), "--json", "--wrap", wrap)
        assert proc.returncode == 0, proc.stderr
        out[wrap] = json.loads(proc.stdout)["top1"]
    assert out == {"0": 1.0, "40": 1.0}
    bad = run_eval(str(corpus), "--wrap", "5")
    assert bad.returncode == 2
    assert "at least 20 columns" in bad.stderr


def test_hard_wrap_cuts_long_lines_only() -> None:
    wrapped = hard_wrap("short\n" + "x" * 50 + "\n\nend", 20)
    assert wrapped == "short\n" + "x" * 20 + "\n" + "x" * 20 + "\n" + "x" * 10 + "\n\nend\n"


def test_the_wrapped_tail_counts_by_its_last_carriage_return_state(kb) -> None:
    head = "docker: Error response from daemon: nvidia-container-cli: requirement error:\n"
    tail = "    unsatisfied condition: cuda>=11.6, please update your driver to a newer version"
    # What a terminal shows of the second line is its last state: the tail, drawn over a progress bar ...
    assert ranked_ids(head + " 50%|#####     |\r" + tail + "\n", kb)[0] == "container-cuda-requirement"
    # ... or a progress bar drawn over the tail, which then is not part of the message.
    assert "container-cuda-requirement" not in ranked_ids(head + tail + "\r 50%|#####     |\n", kb)


def test_a_fact_split_by_the_wrap_is_still_read(kb) -> None:
    # PaddlePaddle/PaddleX#4399: Paddle's device banner on an RTX 5070 Ti, cut at 80 columns mid-word ("GPU Co" /
    # "mpute Capability: 12.0"); the compute capability and the runtime version decide no-kernel-image here
    line = ("W0727 21:05:42.676661 43196 gpu_resources.cc:119] Please NOTE: device: 0, GPU Compute Capability: "
            "12.0, Driver API Version: 12.9, Runtime API Version: 12.6")
    wrapped = hard_wrap(line, 80)
    assert "Compute Capability" not in wrapped
    report = resolve_text(wrapped, kb=kb, fallback=False)
    assert report.facts["compute_capability"].value == "12.0"
    assert report.hypotheses[0].entry.id == "no-kernel-image"


def test_a_phrase_longer_than_the_wrap_width_counts_over_three_lines(kb) -> None:
    # vllm-project/vllm#1710: Ray's small-/dev/shm warning; its signature needs 91 columns, so at 80 it spans
    # three lines ("...The object store is" / " using /tmp ... bytes availab" / "le. This will ...")
    line = ("2023-11-18 03:39:16,283 WARNING services.py:1996 -- WARNING: The object store is using /tmp instead of "
            "/dev/shm because /dev/shm has only 67108864 bytes available. This will harm performance! You may be "
            "able to free up space by deleting files in /dev/shm.")
    wrapped = hard_wrap(line, 80)
    report = resolve_text(wrapped, kb=kb, fallback=False)
    assert report.hypotheses[0].entry.id == "shm-too-small"
    assert {e.line for e in report.hypotheses[0].evidence} == {1}


def test_rows_with_wide_or_multibyte_characters_pair_up_by_characters_and_columns() -> None:
    # Rows cut at one width compare as text, not as UTF-8 bytes: a box-drawing prefix (three bytes a character), or a
    # console row of Chinese, whose characters take two columns each, beside an ASCII row of the same width.
    assert match._same_width("    ╰─▶ Virtual package".encode(), b"    +-> Virtual package")
    assert match._same_width(("显卡驱动版本过低" * 5).encode(), b"x" * 80)
    assert not match._same_width("显卡驱动".encode(), b"x" * 40)


def test_a_three_row_wrap_with_a_box_drawing_prefix_counts(kb) -> None:
    # pixi's refusal of a `cuda` system requirement (the pixi-no-cuda-virtual-package signature), under miette's
    # "╰─▶" prefix, wrapped at 80 characters: it spans three rows, the first of which has more bytes than characters.
    line = ("    ╰─▶ Virtual package '__cuda' does not match any of the available virtual packages on your machine: "
            "[__archspec=1=zen2, __glibc=2.39=0, __unix=0=0, __linux=6.11.0=0]")
    wrapped = hard_wrap(line, 80)
    assert wrapped.count("\n") == 3
    report = resolve_text("  Error:   × Cannot install environment 'default'\n" + wrapped, kb=kb, fallback=False)
    assert report.hypotheses[0].entry.id == "driver-not-loaded"
    assert {e.line for e in report.hypotheses[0].evidence} == {2}


# A message no signature knows, which a 60-column wrap cuts into three rows.
CUT_MESSAGE = ("ValueError: failed to create device: this engine needs a newer NVIDIA driver for its CUDA 12.4 build, "
               "and the driver it found supports CUDA 12.2 only.")


def test_unwrap_rows_joins_each_cut_message_on_its_first_row() -> None:
    rows = hard_wrap(CUT_MESSAGE, 60).splitlines()
    lines = [b"Loading model...", *(r.encode() for r in rows), b"Traceback (most recent call last):", b""]
    out = match.unwrap_rows(lines)
    assert set(out) == {2, 3, 4}
    assert {first for first, _ in out.values()} == {2}
    assert out[2][1] == CUT_MESSAGE
    # One row of the widest width is no wrap (nothing else was cut at it), nor are rows narrower than 40 columns.
    assert match.unwrap_rows([rows[0].encode(), b"short tail"]) == {}
    assert match.unwrap_rows([b"x" * 30, b"y" * 30, b"z"]) == {}


def test_a_cut_row_does_not_continue_into_a_record_of_its_own() -> None:
    lines = [b"a" * 50, b"b" * 50, b"Traceback (most recent call last):", b"c" * 10]
    out = match.unwrap_rows(lines)
    assert out[1] == out[2] == (1, "a" * 50 + "b" * 50)
    assert 3 not in out
    # A record of its own right after a cut message is a message of its own, cut and joined again in turn.
    second = b"RuntimeError: " + b"z" * 36
    out = match.unwrap_rows([b"x" * 50, b"y" * 10, second, b"w" * 5])
    assert out[1] == out[2] == (1, "x" * 50 + "y" * 10)
    assert out[3] == out[4] == (3, second.decode() + "w" * 5)


def test_a_console_wrap_of_wide_characters_is_found_by_columns() -> None:
    # A Chinese console cuts at 40 columns: each wide character takes two, so the cut rows differ in characters.
    message = ("RuntimeError: 初始化设备失败：当前驱动版本过低，无法支持此引擎所需的 CUDA 12.4 运行时，"
               "请升级 NVIDIA 驱动后重试。")
    rows, row, used = [], "", 0
    for ch in message:
        w = 2 if ch > "\u2e7f" else 1
        if used + w > 40:
            rows.append(row)
            row, used = "", 0
        row, used = row + ch, used + w
    rows.append(row)
    assert len(rows) == 3
    assert len({len(r) for r in rows[:2]}) == 2  # the cut rows are not as long in characters
    out = match.unwrap_rows([b"Loading model...", *(r.encode() for r in rows), b""])
    assert set(out) == {2, 3, 4}
    assert out[2] == (2, message)
    # The second row is one column short: the next row's first character did not fit. Followed by a row that starts
    # narrow, it was not cut, and one row at the widest width is no wrap.
    assert match._row_width(rows[1].encode())[1] == 39
    assert match.unwrap_rows([rows[0].encode(), rows[1].encode(), b"ok " + rows[2].encode()]) == {}


def test_the_free_text_fallback_reads_a_wrapped_message_whole(kb) -> None:
    report = resolve_text(hard_wrap(CUT_MESSAGE, 60), kb=kb)
    assert report.hypotheses
    assert report.hypotheses[0].fallback
    evidence = report.hypotheses[0].evidence[0]
    assert (evidence.line, evidence.text) == (1, CUT_MESSAGE)
