"""tools/eval.py --dress: the corpus pasted the way one kind of report delivers it, read as the plain logs."""

from __future__ import annotations

import json

import pytest
from conftest import run_eval

CASES = [
    {"id": "d-1", "source": "https://example.org/d/1", "label": "container-toolkit-missing",
     "log": 'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].\n'},
    {"id": "d-2", "source": "https://example.org/d/2", "label": "cpu-only-build",
     "log": "AssertionError: Torch not compiled with CUDA enabled\n"},
    {"id": "d-3", "source": "https://example.org/d/3", "label": "nvcc-unsupported-arch",
     "log": "nvcc fatal   : Value 'sm_30' is not defined for option 'gpu-architecture'\n"},
]


@pytest.mark.parametrize("dress", ["quote", "html", "nbsp", "curly", "fence", "crlf"])
def test_a_dressed_corpus_ranks_as_the_plain_one(tmp_path, dress: str) -> None:
    """Each case keeps its causes and their confidences when dressed (`--save` keeps the first three of both)."""
    corpus = tmp_path / "d.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in CASES))
    plain, dressed = tmp_path / "plain.json", tmp_path / "dressed.json"
    first = run_eval(str(corpus), "--save", str(plain))
    second = run_eval(str(corpus), "--save", str(dressed), "--dress", dress)
    assert first.returncode == second.returncode == 0, second.stderr
    verdicts = json.loads(plain.read_text(encoding="utf-8"))
    assert all(v["top1"] for v in verdicts.values())
    assert json.loads(dressed.read_text(encoding="utf-8")) == verdicts


def test_an_unknown_dressing_is_refused(tmp_path) -> None:
    corpus = tmp_path / "d.jsonl"
    corpus.write_text(json.dumps(CASES[0]) + "\n")
    proc = run_eval(str(corpus), "--dress", "velvet")
    assert proc.returncode == 2
    assert "--dress" in proc.stderr
