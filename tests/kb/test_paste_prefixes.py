"""A log pasted with what the paste adds in front of every line reads like the log itself.

GitHub replies quote a log (`> ` before each line), Stack Overflow and many forums indent it four spaces,
`docker logs -t` and `kubectl logs --timestamps` stamp every line, syslog and `journalctl -u` put time, host and
program in front, a log copied out of page source carries HTML entities (`couldn&#x27;t`), and one copied out of a
rendered page (a blog's code block, some forums) no-break spaces where the program printed spaces, and one pasted
outside a code block, or through a word processor, curly quotes where it printed straight ones. Anchored
signatures (`^False$` after a REPL `is_available()`, `^Bus error$`) and contexts would miss those lines,
so intake strips the prefixes, decodes the entities and straightens the quotes. The KB's own real match examples
must rank their entry first in every dressed form exactly as they do plain.
"""

from __future__ import annotations

import html

import pytest
from conftest import ranked_ids

DRESSINGS = {
    "markdown-quote": lambda log: "\n".join("> " + line for line in log.splitlines()),
    "nested-quote": lambda log: "\n".join("> > " + line for line in log.splitlines()),
    "docker-logs-t": lambda log: "\n".join("2024-05-01T10:11:12.123456789Z " + line for line in log.splitlines()),
    "cri-log-file": lambda log: "\n".join("2024-05-01T10:11:12.123456789+08:00 stderr F " + line
                                           for line in log.splitlines()),
    "html-escaped": lambda log: html.escape(log),
    "gh-run-log": lambda log: "\n".join("train\tRun tests\t2024-05-01T10:11:12.1234567Z " + line
                                         for line in log.splitlines()),
    "journalctl": lambda log: "\n".join("Jun 05 10:00:00 gpu01 ollama[1234]: " + line for line in log.splitlines()),
    "journalctl-iso": lambda log: "\n".join("2024-06-05T10:00:00+0000 gpu01 python3[88]: " + line
                                             for line in log.splitlines()),
    "compose-container-name": lambda log: "\n".join("immich_machine_learning  | " + line for line in log.splitlines()),
    "no-break-spaces": lambda log: log.replace(" ", "\u00a0"),
    "curled-quotes": lambda log: log.replace('"', "\u201c").replace("'", "\u2019"),
    "markdown-indented": lambda log: "\n".join(("    " + line) if line.strip() else "" for line in log.splitlines()),
}


@pytest.mark.parametrize("dressing", sorted(DRESSINGS))
def test_dressed_examples_rank_as_plain(kb, dressing: str) -> None:
    dress = DRESSINGS[dressing]
    checked = 0
    changed = []
    for entry in kb.entries:
        for ex in entry.examples_match[:2]:
            plain = ranked_ids(ex.log, kb)[:1]
            if plain != [entry.id]:
                continue
            checked += 1
            dressed = ranked_ids(dress(ex.log), kb)[:1]
            if dressed != plain:
                changed.append(f"{entry.id} ({ex.source}): {plain} -> {dressed}")
    assert checked > 50
    assert not changed, "\n".join(changed)


def test_repl_false_reads_through_a_quote(kb) -> None:
    log = ">>> import torch\n>>> torch.cuda.is_available()\nFalse\n"
    quoted = "\n".join("> " + line for line in log.splitlines())
    assert ranked_ids(quoted, kb)[:3] == ranked_ids(log, kb)[:3]
    assert ranked_ids(log, kb)


def test_nvidia_smi_date_line_is_not_a_syslog_prefix() -> None:
    from resolver.intake import normalise

    table = b"Wed Jun  5 10:00:00 2024       \n+" + b"-" * 77 + b"+\n"
    assert normalise(table) == table
    assert normalise(b"Jun  5 10:00:00 gpu01 kernel: NVRM: API mismatch\n") == b"NVRM: API mismatch\n"


@pytest.mark.parametrize("prefix", ["ollama-1  | ", "proj_worker_1     | ", "[pod/trainer-5d8f7c9b6-x2x7q/main] ",
                                    "#8 0.895 "])
def test_service_prefix_stays_on_the_first_line_only(kb, prefix: str) -> None:
    from resolver.intake import normalise

    log = ">>> import torch\n>>> torch.cuda.is_available()\nFalse\n"
    dressed = "".join(prefix + line + "\n" for line in log.splitlines()).encode()
    assert normalise(dressed) == (prefix + log).encode()
    # the REPL's bare `False` is read through the prefix, and the prefix still says "in a container"
    ids = ranked_ids(dressed.decode(), kb)
    assert ids[:1] == ["container-no-gpu-access"]


@pytest.mark.parametrize("prefix", ["ollama-1  | ", "proj_worker_1     | ", "[pod/trainer-5d8f7c9b6-x2x7q/main] ",
                                    "#8 0.895 "])
def test_every_service_prefix_is_a_container_marker(kb, prefix: str) -> None:
    # nvidia-smi that cannot reach the driver is driver-not-loaded on a host, a missing GPU request in a
    # container: each service prefix must say "container" to the entries' own context, not only to in-container
    # (BuildKit's `#8 0.895 ` is a `docker build` RUN step, which never gets a GPU)
    log = "$ nvidia-smi\nNVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\n"
    assert ranked_ids(log, kb)[:1] == ["driver-not-loaded"]
    dressed = "".join(prefix + line + "\n" for line in log.splitlines())
    assert ranked_ids(dressed, kb)[:1] == ["container-no-gpu-access"]


def _json_file(log: str) -> str:
    """The log as Docker's json-file driver stores it: one JSON object per line the program wrote."""
    import json

    return "".join(json.dumps({"log": line + "\n", "stream": "stderr", "time": "2024-05-01T10:11:12.123456789Z"},
                              separators=(",", ":")) + "\n" for line in log.splitlines())


def test_a_docker_json_file_log_reads_as_its_text_from_a_container(kb) -> None:
    # the REPL's bare `False` is read through the wrapper, and the file itself says "in a container"
    log = ">>> import torch\n>>> torch.cuda.is_available()\nFalse\n"
    assert ranked_ids(_json_file(log), kb)[:1] == ["container-no-gpu-access"]
    smi = "$ nvidia-smi\nNVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\n"
    assert ranked_ids(smi, kb)[:1] == ["driver-not-loaded"]
    assert ranked_ids(_json_file(smi), kb)[:1] == ["container-no-gpu-access"]


def test_docker_json_file_examples_rank_as_plain_but_for_the_container(kb) -> None:
    """Wrapped in json-file lines, each cited example ranks its own entry first unless the container marker that
    the wrapper adds hands the first place to a container cause."""
    checked = 0
    changed = []
    containers = {"container-no-gpu-access", "container-driver-libs-in-image", "container-toolkit-missing",
                  "container-nvml-unknown-error", "container-cuda-requirement", "shm-too-small"}
    for entry in kb.entries:
        for ex in entry.examples_match[:2]:
            plain = ranked_ids(ex.log, kb)[:1]
            if plain != [entry.id] or len(ex.log.splitlines()) < 2:
                continue
            checked += 1
            wrapped = ranked_ids(_json_file(ex.log), kb)[:1]
            if wrapped != plain and not set(wrapped) & containers:
                changed.append(f"{entry.id} ({ex.source}): {plain} -> {wrapped}")
    assert checked > 50
    assert not changed, "\n".join(changed)


def test_the_last_line_without_a_line_end_loses_the_prefix_too(kb) -> None:
    log = "app-1  | >>> import torch\napp-1  | >>> torch.cuda.is_available()\napp-1  | False"
    assert ranked_ids(log, kb)[:1] == ["container-no-gpu-access"]
    named = log.replace("app-1", "trainer")
    assert ranked_ids(named, kb)[:3] == ranked_ids(">>> import torch\n>>> torch.cuda.is_available()\nFalse", kb)[:3]


def test_a_container_name_prefix_is_stripped_only_when_it_repeats() -> None:
    from resolver.intake import normalise

    named = b"ollama  | CUDA driver version: 12.2\nollama  | no compatible GPUs were discovered\n"
    assert normalise(named) == b"CUDA driver version: 12.2\nno compatible GPUs were discovered\n"
    table = b"torch    | 2.3.0\ncuda     | 12.1\ncudnn    | 8.9\n"
    assert normalise(table) == table


def test_a_table_with_pipes_is_not_a_service_prefix() -> None:
    from resolver.intake import normalise

    table = b"Name     | Version\ntorch    | 2.3.0\ncuda-12  | 12.1\n"
    assert normalise(table).splitlines()[:2] == table.splitlines()[:2]


def test_a_paste_indented_as_a_whole_loses_the_shared_indentation_only() -> None:
    import io

    from resolver.intake import IntakeStats, read_chunks

    def read(data: bytes, chunk_bytes: int = 1 << 18) -> bytes:
        return b"".join(read_chunks(io.BytesIO(data), "<paste>", IntakeStats(), chunk_bytes=chunk_bytes))

    block = b"    Traceback (most recent call last):\n      File \"x.py\", line 1\n\n    RuntimeError: boom\n"
    assert read(block) == b"Traceback (most recent call last):\n  File \"x.py\", line 1\n\nRuntimeError: boom\n"
    assert read(b"\tnvidia-smi\n\tNo devices were found") == b"nvidia-smi\nNo devices were found\n"
    # one line at the margin, or blanks that differ, and nothing is shared: the paste stays as it is
    for kept in (b"Traceback:\n    raise X\n", b"  a\n\tb\n"):
        assert read(kept) == kept
    # a stream read in several chunks is left alone: no chunk sees the lines the others hold
    assert read(block, chunk_bytes=8) == block


def test_an_indented_paste_reads_its_anchored_wordings(kb) -> None:
    log = "==== running: colmap exhaustive_matcher --database_path db\n\nShader not supported by your hardware!\n"
    indented = "".join(("    " + line) if line else "" for line in log.splitlines(keepends=True))
    assert ranked_ids(log, kb)[:1] == ["cpu-only-build"]
    assert ranked_ids(indented, kb)[:1] == ["cpu-only-build"]
