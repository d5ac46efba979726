"""`resolve kb lint` findings added for the KB workflow, exercised through the CLI on a copy of the tiny KB."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import yaml
from conftest import ROOT, TINY_KB, run_cli


def _tiny_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "kb"
    shutil.copytree(TINY_KB, dst)
    return dst


def _replace_in(path: Path, old: str, new: str) -> None:
    """Edit a copied entry: `old` must be there (so a changed fixture fails loudly, not silently)."""
    text = path.read_text()
    assert old in text, (path, old)
    path.write_text(text.replace(old, new))


def _set_near_miss_cause(kb_dir: Path, cause: str) -> None:
    old = "    - source: https://example.org/tiny/2\n      log: |"
    _replace_in(kb_dir / "entries" / "driver" / "tiny-driver-old.yaml", old,
                f"    - source: https://example.org/tiny/2\n      cause: {cause}\n      log: |")


def test_lint_warns_on_a_near_miss_cause_that_is_no_kb_id(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    _set_near_miss_cause(kb_dir, "tiny-typo-cause")
    proc = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir))
    out = proc.stdout.decode()
    assert "near-miss-cause" in out
    assert "'tiny-typo-cause', which is neither a KB id nor 'none'" in out


def test_lint_accepts_none_and_real_ids_as_near_miss_causes(tmp_path: Path) -> None:
    for cause in ("none", "tiny-uvm"):
        kb_dir = _tiny_copy(tmp_path / cause)
        _set_near_miss_cause(kb_dir, cause)
        out = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
        assert "neither a KB id nor 'none'" not in out


def test_cross_overlap_ignores_a_signature_its_unless_context_keeps_quiet(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    old = "        system resumed from suspend\n"
    _replace_in(kb_dir / "entries" / "runtime" / "tiny-uvm.yaml", old,
                old + "        $ docker run --gpus all img\n"
                "        RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n")
    finding = "examples.match[0] also matches tiny-driver-old/insufficient"
    assert finding in run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
    sig = "    regex: 'CUDA driver version is insufficient'\n    specificity: high\n"
    _replace_in(kb_dir / "entries" / "driver" / "tiny-driver-old.yaml", sig, sig + "    unless: [docker]\n")
    assert finding not in run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()


def test_example_reference_check_names_sources_missing_from_references(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    out = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir), "--select", "example-reference").stdout.decode()
    assert "tiny-driver-old.yaml: warning: example-reference: 2 example sources are not in references: " \
           "https://example.org/tiny/1, https://example.org/tiny/2" in out
    # A comment anchor and a trailing slash still name the same thread.
    _replace_in(kb_dir / "entries" / "driver" / "tiny-driver-old.yaml", "references: ['https://example.org/tiny']",
                "references: ['https://example.org/tiny', 'https://example.org/tiny/1/',"
                " 'https://EXAMPLE.org/tiny/2#issuecomment-1']")
    out = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir), "--select", "example-reference").stdout.decode()
    assert "tiny-driver-old.yaml" not in out
    assert "tiny-uvm.yaml" in out


def test_source_key_treats_pull_and_issue_urls_of_one_number_as_one_thread() -> None:
    from resolver.lint import source_key

    assert source_key("https://github.com/a/b/pull/7") == source_key("https://github.com/a/b/issues/7/")
    assert source_key("https://github.com/a/b/issues/7") != source_key("https://github.com/a/b/issues/70")
    assert source_key("not a url") == "not a url"


def _tool(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "tools" / script), *args],
                          capture_output=True, text=True, timeout=120)


def _kb_refs(*args: str) -> subprocess.CompletedProcess[str]:
    return _tool("kb_refs.py", *args)


def test_kb_refs_fix_appends_missing_sources_and_touches_nothing_else(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    entry = kb_dir / "entries" / "runtime" / "tiny-uvm.yaml"
    # The bundled entries use block lists; a comment and the key after the list must survive.
    _replace_in(entry, "references: ['https://example.org/tiny']\n",
                "references:\n  - https://example.org/tiny  # vendor page\n")
    before = entry.read_text()
    listing = _kb_refs("--no-bundled", "--kb", str(kb_dir))
    assert listing.returncode == 1
    assert "  https://example.org/tiny/5\n" in listing.stdout
    fixed = _kb_refs("--no-bundled", "--kb", str(kb_dir), "--fix")
    # The other two tiny entries keep flow-style lists: reported for a human, not rewritten.
    assert fixed.returncode == 1
    assert "tiny-driver-old.yaml: references: is not a block list" in fixed.stderr
    after = entry.read_text()
    assert after == before.replace("  - https://example.org/tiny  # vendor page\n",
                                   "  - https://example.org/tiny  # vendor page\n"
                                   "  - https://example.org/tiny/5\n  - https://example.org/tiny/6\n")
    assert yaml.safe_load(after)["examples"]["match"][0]["source"] == "https://example.org/tiny/5"
    lint = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir), "--select", "example-reference").stdout.decode()
    assert "tiny-uvm.yaml" not in lint
    assert "tiny-symptom.yaml" in lint


def _kb_harvest(*args: str) -> subprocess.CompletedProcess[str]:
    return _tool("kb_harvest.py", *args)


def test_kb_harvest_adds_the_shortest_corpus_log_that_exercises_an_unexampled_signature(tmp_path: Path) -> None:
    import json

    kb_dir = _tiny_copy(tmp_path)
    entry = kb_dir / "entries" / "driver" / "tiny-driver-old.yaml"
    _replace_in(entry, "references: ['https://example.org/tiny']\n", "references:\n  - https://example.org/tiny\n")
    cases = [
        {"id": "t-1", "url": "https://example.org/t/1", "label": "tiny-driver-old",
         "log": "cudaGetDevice failed with error 35\nsecond line\n"},
        {"id": "t-2", "source": "someone/tool#2", "label": "tiny-driver-old", "log": "  init: error 35\n"},
        # Already cited by the entry, labelled with another cause, or not matching the signature: never offered.
        {"id": "t-3", "url": "https://example.org/tiny/1", "label": "tiny-driver-old", "log": "error 35\n"},
        {"id": "t-4", "url": "https://example.org/t/4", "label": "tiny-uvm", "log": "error 35\n"},
        {"id": "t-5", "url": "https://example.org/t/5", "label": "tiny-driver-old", "log": "error 36\n"},
    ]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(c) + "\n" for c in cases))
    listing = _kb_harvest(str(corpus), "--no-bundled", "--kb", str(kb_dir))
    assert listing.returncode == 0, listing.stderr
    assert "tiny-driver-old/generic-35: t-2, t-1\n" in listing.stdout
    assert "signature-example" in run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
    before = entry.read_text()
    added = _kb_harvest(str(corpus), "--no-bundled", "--kb", str(kb_dir), "--add")
    assert added.returncode == 0, added.stderr
    after = entry.read_text()
    # The log keeps its leading spaces (an indentation indicator), the thread joins references, nothing else moves.
    assert after == before.replace(
        "  - https://example.org/tiny\n", "  - https://example.org/tiny\n  - https://github.com/someone/tool/issues/2\n"
    ).replace(
        "        RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n",
        "        RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n"
        "    - source: https://github.com/someone/tool/issues/2\n      log: |2\n          init: error 35\n")
    assert yaml.safe_load(after)["examples"]["match"][-1]["log"] == "  init: error 35\n"
    lint = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir))
    assert lint.returncode == 0, lint.stdout.decode()  # no errors: the new example ranks its entry first
    assert "tiny-driver-old.yaml: warning: signature-example" not in lint.stdout.decode()


def test_rule_example_warns_on_a_rule_no_example_makes_hold(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    entry = kb_dir / "entries" / "driver" / "tiny-driver-old.yaml"
    _replace_in(entry, "fixes:\n", "rules:\n  - id: old-driver-banner\n    all:\n"
                "      - {fact: driver_version, op: lt, value: '450.00'}\n    specificity: medium\n"
                "    explain: 'driver {driver_version}'\nfixes:\n")
    finding = "warning: rule-example: rule 'old-driver-banner' holds on none of the match examples"
    assert finding in run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
    old = "        RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n"
    banner = "        | NVIDIA-SMI 418.87.00    Driver Version: 418.87.00    CUDA Version: 10.1     |\n"
    _replace_in(entry, old, old + banner)
    assert finding not in run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()


def test_prefilter_literal_warns_on_a_signature_without_a_fixed_phrase(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    assert "prefilter-literal" not in run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
    # one alternative without a literal is enough: the prefilter needs a phrase from every branch
    _replace_in(kb_dir / "entries" / "driver" / "tiny-driver-old.yaml", r"regex: 'error\(35\)|error 35'",
                r"regex: 'error\(35\)|error 35|^\s*35\s*$'")
    out = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir)).stdout.decode()
    assert "warning: prefilter-literal: signature 'generic-35' has no fixed phrase" in out


def test_example_prose_flags_the_reporters_sentences_and_issue_form_lines_not_program_output(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    lint = ("kb", "lint", "--no-bundled", "--kb", str(kb_dir), "--select", "example-prose")
    assert "example-prose" not in run_cli(*lint).stdout.decode()
    old = "        system resumed from suspend\n"
    path = kb_dir / "entries" / "runtime" / "tiny-uvm.yaml"
    for prose in ("I get this error after my laptop wakes from sleep:", "### Are you using WSL 1 or WSL 2?", "```",
                  "Yes, it looks like you ran out of memory."):
        _replace_in(path, old, f"        {prose}\n" + old)
        out = run_cli(*lint).stdout.decode()
        assert "tiny-uvm.yaml: warning: example-prose: examples.match[0]" in out, prose
        _replace_in(path, f"        {prose}\n", "")
    # Program output in full sentences, glog's "I" severity and TensorFlow's hints are not prose.
    for machine in ("I0722 10:58:12.571437 12345 gpu_device.cc:1561] Found device 0 with properties:",
                    "I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcublas.so",
                    "Hint: If you want to see a list of allocated tensors when OOM happens, add "
                    "report_tensor_allocations_upon_oom"):
        _replace_in(path, old, f"        {machine}\n" + old)
        assert "example-prose" not in run_cli(*lint).stdout.decode(), machine
        _replace_in(path, f"        {machine}\n", "")


def test_stray_file_warns_on_what_the_loader_skips(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    out = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir), "--select", "stray-file").stdout.decode()
    assert "stray-file" not in out
    entry = kb_dir / "entries" / "driver" / "tiny-driver-old.yaml"
    (entry.parent / "tiny-driver-old.yaml.orig").write_text(entry.read_text())
    (entry.parent / "tiny-new.yml").write_text(entry.read_text())
    out = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir), "--select", "stray-file").stdout.decode()
    assert "tiny-driver-old.yaml.orig: warning: stray-file: not read by the loader" in out
    assert "tiny-new.yml: warning: stray-file: not read by the loader, which takes only *.yaml files: " \
           "rename it to tiny-new.yaml" in out


def test_stray_file_warns_on_a_shared_pattern_in_a_subfolder(tmp_path: Path) -> None:
    kb_dir = _tiny_copy(tmp_path)
    nested = kb_dir / "wordings" / "old" / "tiny-moved.yaml"
    nested.parent.mkdir(parents=True)
    nested.write_text("id: tiny-moved\nregex: 'tiny moved'\nnote: a wording in a subfolder\n")
    out = run_cli("kb", "lint", "--no-bundled", "--kb", str(kb_dir), "--select", "stray-file").stdout.decode()
    assert "tiny-moved.yaml: warning: stray-file: not read by the loader, which takes only the top level of " \
           "wordings/: move it up" in out
