"""Meta-tests over the whole KB: coverage of the cause ids, layout, lint."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import ROOT

from resolver.api import get_kb
from resolver.lint import REGISTRY, lint

DESIGN_IDS = [
    "driver-not-loaded",
    "driver-too-old",
    "nvml-driver-library-mismatch",
    "nvml-library-not-found",
    "uvm-after-suspend",
    "container-no-gpu-access",
    "container-toolkit-missing",
    "container-cuda-requirement",
    "container-nvml-unknown-error",
    "container-driver-libs-in-image",
    "shm-too-small",
    "cpu-only-build",
    "cuda-runtime-lib-missing",
    "cudnn-lib-missing",
    "cudnn-version-mismatch",
    "windows-dll-not-found",
    "no-kernel-image",
    "toolkit-version-mismatch",
    "nvcc-unsupported-arch",
    "cuda-oom",
    "invalid-device-ordinal",
    "no-visible-gpu",
    "gpu-busy-unavailable",
    "cuda-fork-reinit",
    "nccl-failure",
    "gpu-hardware-fault",
    "illegal-memory-access",
    "wheel-platform-unsupported",
    "wsl-gpu-setup",
]


def test_corpus_every_cause_id_has_exactly_one_entry() -> None:
    kb = get_kb()
    missing = [i for i in DESIGN_IDS if i not in kb.by_id]
    assert not missing, f"no KB entry for: {missing}"
    files = sorted(p.stem for p in (ROOT / "kb" / "entries").rglob("*.yaml"))
    assert len(files) == len(set(files)), "two files share an id"


def test_corpus_cause_ids_are_causes_and_symptoms_imply_causes() -> None:
    kb = get_kb()
    for cid in DESIGN_IDS:
        assert kb.by_id[cid].kind == "cause"
    for entry in kb.entries:
        if entry.is_symptom:
            assert entry.implies
            assert all(kb.by_id[i].kind == "cause" for i in entry.implies)


def test_corpus_examples_cite_real_sources() -> None:
    for entry in get_kb().entries:
        for ex in entry.examples_match + entry.examples_no_match:
            assert re.match(r"https?://\S+\.\S+", ex.source), (entry.id, ex.source)
            assert "example.org" not in ex.source


def test_corpus_lint_has_no_errors() -> None:
    _kb, findings = lint([])
    errors = [str(f) for f in findings if f.severity == "error"]
    assert not errors, "\n".join(errors)


def test_corpus_lint_checks_are_discovered() -> None:
    ids = {cls.id() for cls in REGISTRY}
    assert {"example-ranks-first", "near-miss", "evidence-count", "signature-example", "cross-overlap"} <= ids


def test_corpus_layout_matches_schema_layers() -> None:
    import json

    layers = json.loads((ROOT / "kb" / "schema" / "entry.schema.json").read_text())["properties"]["layer"]["enum"]
    for path in (ROOT / "kb" / "entries").iterdir():
        assert Path(path).name in layers, path


def test_corpus_lists_every_example_source_in_references() -> None:
    _kb, findings = lint([], select={"example-reference"})
    assert not findings, "\n".join(str(f) for f in findings)
