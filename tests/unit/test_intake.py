from __future__ import annotations

import codecs
import io

import pytest

from resolver.errors import InputError
from resolver.intake import MAX_LINE_BYTES, IntakeStats, read_chunks, read_text


@pytest.mark.parametrize(
    ("name", "raw", "expected"),
    [
        ("plain", b"a\nb\n", b"a\nb\n"),
        ("no-final-newline", b"a\nb", b"a\nb\n"),
        ("crlf", b"a\r\nb\r\n", b"a\nb\n"),
        ("progress-bar", b"start\n 10%|#  |\r 50%|### |\r100%|#####|\ndone\n", b"start\n100%|#####|\ndone\n"),
        ("ansi-colour", b"\x1b[1;31mRuntimeError\x1b[0m: boom\n", b"RuntimeError: boom\n"),
        ("ansi-osc-title", b"\x1b]0;title\x07text\n", b"text\n"),
        ("nul-bytes-in-text", b"abc\x00def\n", b"abcdef\n"),
        ("utf8-bom", codecs.BOM_UTF8 + "é\n".encode(), "é\n".encode()),
        ("markdown-quote", b"> RuntimeError: boom\n> > nested\n>\n", b"RuntimeError: boom\nnested\n>\n"),
        ("python-prompt-is-no-quote", b">>> import torch\n>>> torch.cuda.is_available()\n",
         b">>> import torch\n>>> torch.cuda.is_available()\n"),
        ("docker-logs-timestamps", b"2024-05-01T10:11:12.123456789Z Bus error\n2024-05-01T10:11:13Z done\n",
         b"Bus error\ndone\n"),
        ("quoted-timestamped", b"> 2024-05-01T10:11:12.5Z Bus error\n", b"Bus error\n"),
        ("cri-log-file", b"2024-05-01T10:11:12.123456789+08:00 stderr F Bus error\n"
         b"2024-05-01T10:11:13Z stdout F done\n", b"Bus error\ndone\n"),
        ("stream-word-without-stamp-stays", b"writing to stderr F or P\n", b"writing to stderr F or P\n"),
        ("docker-json-file",
         b'{"log":"nvidia-smi\\n","stream":"stdout","time":"2024-05-01T10:11:12.1Z"}\n'
         b'{"log":"  File \\"/app/x.py\\", line 3, in \\u003cmodule\\u003e\\n","stream":"stderr","time":"t"}\n'
         b'{"log":"\\u001b[31mBus error\\u001b[0m\\n","stream":"stderr","attrs":{"tag":"x"},"time":"t"}\n'
         b'{"log":"a line Docker split ","stream":"stdout","time":"t"}\n'
         b'{"log":"in two\\n","stream":"stdout","time":"t"}\n',
         b'{"log":"nvidia-smi\\n","stream":"stdout","time":"2024-05-01T10:11:12.1Z"}\n'
         b'  File "/app/x.py", line 3, in <module>\nBus error\na line Docker split in two\n'),
        ("docker-json-file-odd-lines-stay",
         b'{"log":"a\\n","stream":"stdout","time":"t"}\nplain\n{"log":"b\\n","stream":"stdin","time":"t"}\n'
         b'{"log":"bad \\q escape\\n","stream":"stdout","time":"t"}\n{"log":"c\\n","stream":"stderr","time":"t"}\n',
         b'{"log":"a\\n","stream":"stdout","time":"t"}\nplain\n{"log":"b\\n","stream":"stdin","time":"t"}\n'
         b'{"log":"bad \\q escape\\n","stream":"stdout","time":"t"}\nc\n'),
        ("tensorflow-stamp-stays", b"2023-08-07 15:30:54.187282: I tensorflow/x.cc:1] y\n",
         b"2023-08-07 15:30:54.187282: I tensorflow/x.cc:1] y\n"),
        ("html-entities", b"NVIDIA-SMI couldn&#x27;t find &quot;libnvidia-ml.so&quot; &amp;&amp; &lt;x&gt;\n",
         b"NVIDIA-SMI couldn't find \"libnvidia-ml.so\" && <x>\n"),
        ("ampersands-stay", b"make && make install & echo a&b\n", b"make && make install & echo a&b\n"),
        ("no-break-spaces", "CUDA\u00a0error:\u202fout of memory&nbsp;x&#160;y\n".encode(),
         b"CUDA error: out of memory x y\n"),
        ("zero-width-characters", "CUDA\u200b error\u200c\u200d:\u2060 a\ufeffb\n".encode(), b"CUDA error: ab\n"),
        ("vscode-notebook-links",
         b"E external[/xla/cuda_dnn.cc:429](https://file+.vscode-resource.vscode-cdn.net/xla/cuda_dnn.cc:429)] boom\n"
         b"----> [3](vscode-notebook-cell:/home/a.ipynb#X12sZmlsZQ%3D%3D?line=2) t = np.ones(5)\n"
         b"see [docs](https://example.org/x)\n",
         b"E external/xla/cuda_dnn.cc:429] boom\n----> 3 t = np.ones(5)\nsee [docs](https://example.org/x)\n"),
        ("typographic-quotes-read-as-ascii-dashes-stay", "“libcudart” – ‘x’ 中文 couldn’t\n".encode(),
         "\"libcudart\" – 'x' 中文 couldn't\n".encode()),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_intake_normalises(name: str, raw: bytes, expected: bytes) -> None:
    assert read_text(raw) == expected


def test_intake_decodes_gbk_chinese_windows_log() -> None:
    text = "错误：找不到指定的模块。 cudnn64_8.dll\n"
    assert read_text(text.encode("gbk")).decode() == text


def test_intake_decodes_utf16_powershell_redirect() -> None:
    text = "OSError: [WinError 126] The specified module could not be found\n"
    assert read_text(text.encode("utf-16")).decode() == text
    assert read_text(text.encode("utf-16-le")).decode() == text


def test_intake_replaces_invalid_utf8_without_failing() -> None:
    out = read_text(b"ok line\nbad \xff\xfe byte CUDA error\n" + "中文".encode() * 200)
    assert b"CUDA error" in out
    assert out.startswith(b"ok line\n")


def test_intake_rejects_binary() -> None:
    blob = bytes(range(256)) * 64
    with pytest.raises(InputError, match="binary"):
        read_text(blob)


def test_intake_cuts_a_huge_line_in_bounded_pieces() -> None:
    raw = b"x" * (3 * MAX_LINE_BYTES) + b" CUDA driver version is insufficient\nnext\n"
    chunks = list(read_chunks(io.BytesIO(raw), "big", IntakeStats(), chunk_bytes=1 << 20))
    assert max(len(line) for c in chunks for line in c.split(b"\n")) <= MAX_LINE_BYTES
    assert b"".join(chunks).endswith(b"insufficient\nnext\n")


def test_intake_chunks_end_at_line_boundaries_and_count_lines() -> None:
    raw = b"".join(b"line %d with some text\n" % i for i in range(10_000))
    stats = IntakeStats()
    chunks = list(read_chunks(io.BytesIO(raw), "x", stats, chunk_bytes=4096))
    assert len(chunks) > 10
    assert all(c.endswith(b"\n") for c in chunks)
    assert b"".join(chunks) == raw
    assert sum(c.count(b"\n") for c in chunks) == 10_000


def test_intake_gbk_split_across_chunks() -> None:
    text = ("第一行 错误 信息\n" * 5000).encode("gb18030")
    chunks = list(read_chunks(io.BytesIO(text), "x", IntakeStats(), chunk_bytes=1001))
    assert b"".join(chunks).decode() == "第一行 错误 信息\n" * 5000


def test_stream_keeps_only_the_last_state_of_progress_bar_lines() -> None:
    from conftest import TINY_KB

    from resolver.api import resolve_text
    from resolver.kb.loader import load_kb

    kb = load_kb([TINY_KB], bundled=False, use_cache=False)
    overwritten = b"CUDA driver version is insufficient\r 50%|#####     |\n"
    assert resolve_text(overwritten, kb=kb).hypotheses == []
    last = b" 50%|#####     |\rCUDA driver version is insufficient\n"
    hit = resolve_text(last, kb=kb).hypotheses[0].evidence[0]
    assert hit.text == "CUDA driver version is insufficient"


@pytest.mark.parametrize("chunk_bytes", [1, 7, 64, 1000, 1 << 16])
def test_intake_same_text_whatever_the_read_size(chunk_bytes: int) -> None:
    """Reads end mid-line (finished with readline, or carried over past a long line): same text, same lines."""
    lines = [b"x" * (n * 37 % 3000) + b" step %d" % n for n in range(400)]
    raw = b"\n".join(lines) + b"\nlast line without newline"
    stats = IntakeStats()
    chunks = list(read_chunks(io.BytesIO(raw), "x", stats, chunk_bytes=chunk_bytes))
    assert all(c.endswith(b"\n") for c in chunks)
    assert b"".join(chunks) == raw + b"\n"
    assert stats.bytes_read == len(raw)


def test_docker_json_file_read_in_chunks_keeps_one_wrapped_line_per_chunk() -> None:
    """A container's json-file log decodes in every chunk; each chunk's first line keeps its wrapper (the marker)."""
    import json

    lines = [json.dumps({"log": f"step {n} \u001b[32mok\u001b[0m <x> & \"q\"\n", "stream": "stdout",
                         "time": "2024-05-01T10:11:12.123456789Z"}, separators=(",", ":")) for n in range(3000)]
    raw = ("\n".join(lines) + "\n").encode()
    chunks = list(read_chunks(io.BytesIO(raw), "x", IntakeStats(), chunk_bytes=1 << 16))
    assert len(chunks) > 2
    out = b"".join(chunks).decode().splitlines()
    wrapped = [line for line in out if line.startswith('{"log":')]
    assert len(wrapped) == len(chunks)
    assert [line for line in out if not line.startswith('{"log":')] == [
        f'step {n} ok <x> & "q"' for n in range(3000) if lines[n] not in wrapped]
