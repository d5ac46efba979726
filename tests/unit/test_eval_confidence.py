"""tools/eval.py reports what each confidence is worth: how often a first hypothesis of that confidence is the
label, and how often a log with no hypothesis at all is labelled `none`."""

from __future__ import annotations

import json

from conftest import run_eval

NO_CUDA_BUILD = "AssertionError: Torch not compiled with CUDA enabled\n"


def test_by_confidence_counts_first_hypotheses(tmp_path) -> None:
    cases = [
        {"id": "c-1", "source": "https://example.org/c/1", "label": "cpu-only-build", "log": NO_CUDA_BUILD},
        # the same high reading under another label: a high answer that is not the label
        {"id": "c-2", "source": "https://example.org/c/2", "label": "driver-too-old", "log": NO_CUDA_BUILD},
        {"id": "c-3", "source": "https://example.org/c/3", "label": "none", "log": "compiling 12 files\ndone\n"},
        {"id": "c-4", "source": "https://example.org/c/4", "label": "cuda-oom", "log": "all good here\n"},
    ]
    corpus = tmp_path / "c.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in cases))
    proc = run_eval(str(corpus), "--json")
    assert proc.returncode == 0, proc.stderr
    buckets = json.loads(proc.stdout)["by_confidence"]
    assert buckets["high"] == {"n": 2, "right": 1}
    assert buckets["no hypothesis"] == {"n": 2, "right": 1}
    assert buckets["medium"]["n"] == buckets["low"]["n"] == 0
    text = run_eval(str(corpus)).stdout
    assert "first hypothesis high" in text
    assert "first is the label: 50.0%" in text


def test_none_cases_read_as_a_cause_beyond_the_taxonomy_are_listed_apart(tmp_path) -> None:
    fabric = ("RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before "
              "calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized\n")
    cases = [
        {"id": "f-1", "source": "https://example.org/f/1", "label": "none", "log": fabric},
        # a confident reading of a taxonomy cause under `none` is an ordinary miss, not listed
        {"id": "f-2", "source": "https://example.org/f/2", "label": "none", "log": NO_CUDA_BUILD},
    ]
    corpus = tmp_path / "f.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in cases))
    taxonomy = tmp_path / "taxonomy.md"
    taxonomy.write_text("| id | layer |\n|---|---|\n| cpu-only-build | framework |\n| driver-too-old | driver |\n")
    proc = run_eval(str(corpus), "--json", "--taxonomy", str(taxonomy))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["none_read_beyond_taxonomy"] == {"fabric-manager-not-running": 1}
    text = run_eval(str(corpus), "--taxonomy", str(taxonomy)).stdout
    assert "none read beyond the taxonomy        1         fabric-manager-not-running 1" in text
    assert "beyond the taxonomy" not in run_eval(str(corpus)).stdout
    # one id per line works too, and a table's header row is not an id
    for text in ("cpu-only-build\ndriver-too-old\n", "| fabric-manager-not-running |\n|---|\n| cpu-only-build |\n"):
        taxonomy.write_text(text)
        listed = json.loads(run_eval(str(corpus), "--json", "--taxonomy", str(taxonomy)).stdout)
        assert listed["none_read_beyond_taxonomy"] == {"fabric-manager-not-running": 1}, text
    empty = tmp_path / "empty.md"
    empty.write_text("# no table here\n")
    bad = run_eval(str(corpus), "--taxonomy", str(empty))
    assert bad.returncode == 2
    assert "no cause ids found" in bad.stderr


def test_right_first_hypotheses_are_counted_by_what_they_rest_on(tmp_path) -> None:
    kaldi = "### CUDA WAS NOT COMPILED IN! ###\n"  # Kaldi's own words, read from its source: no cited example has them
    cases = [
        {"id": "b-1", "source": "https://example.org/b/1", "label": "cpu-only-build", "log": NO_CUDA_BUILD},
        {"id": "b-2", "source": "https://example.org/b/2", "label": "cpu-only-build", "log": kaldi},
        # a wrong first hypothesis is not counted, whatever it rests on
        {"id": "b-3", "source": "https://example.org/b/3", "label": "driver-too-old", "log": kaldi},
        # nor is a `none` case
        {"id": "b-4", "source": "https://example.org/b/4", "label": "none", "log": "compiling 12 files\ndone\n"},
    ]
    corpus = tmp_path / "b.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in cases))
    proc = run_eval(str(corpus), "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["right_by_basis"] == {"cited": 1, "source-only": 1, "fallback": 0}
    assert "right first hypotheses rest on       2         cited 1, source-only 1, fallback 0" in run_eval(
        str(corpus)).stdout


def test_the_label_mean_weighs_every_label_alike(tmp_path) -> None:
    # three cpu-only-build logs all right, one cuda-oom log wrong: 75% of the logs, 50% of the labels
    cases = [{"id": f"m-{i}", "source": f"https://example.org/m/{i}", "label": "cpu-only-build", "log": NO_CUDA_BUILD}
             for i in range(3)]
    cases.append({"id": "m-9", "source": "https://example.org/m/9", "label": "cuda-oom", "log": NO_CUDA_BUILD})
    corpus = tmp_path / "m.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in cases))
    out = json.loads(run_eval(str(corpus), "--json").stdout)
    assert out["top1"] == 0.75
    assert out["label_mean"] == {"labels": 2, "top1": 0.5, "top3": 0.5}
    text = run_eval(str(corpus)).stdout
    assert "PER-LABEL MEAN (each label alike)    2               top-1 50.0%  top-3 50.0%" in text
