"""Shared contexts (`<root>/contexts/<id>.yaml`, named by an entry's `context: - use: <id>`)."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from conftest import TINY_KB, assert_reported_at, tiny_kb_with

from resolver.api import resolve_text
from resolver.errors import KbError
from resolver.kb.loader import bundled_root, load_kb

ENTRY = TINY_KB / "entries" / "driver" / "tiny-driver-old.yaml"
OWN_CONTEXT = "  - id: docker\n    regex: 'docker run'\n    boost: -0.5\n"
SHARED = """id: in-a-box
regex: '(?i)/\\.dockerenv|root@[0-9a-f]{12}\\b'
note: a test marker for a shell inside a container
references:
  - https://example.org/tiny/contexts
"""


def _kb(tmp_path: Path, context: str, shared: dict[str, str] | None = None) -> Path:
    """A copy of the tiny KB whose tiny-driver-old entry has `context` in place of its own."""
    return tiny_kb_with(tmp_path, OWN_CONTEXT, context, "contexts", {"in-a-box": SHARED} if shared is None else shared)


def _context(kb, entry_id: str = "tiny-driver-old", context_id: str = "docker"):
    return next(c for c in kb.by_id[entry_id].context if c.id == context_id)


LOG = "RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n"


def test_use_takes_the_shared_pattern_and_the_context_works(tmp_path: Path) -> None:
    root = _kb(tmp_path, "  - id: docker\n    use: in-a-box\n    boost: -0.5\n")
    kb = load_kb([root], bundled=False, use_cache=False)
    ctx = _context(kb)
    assert ctx.use == "in-a-box"
    assert ctx.regex == "(?i)/\\.dockerenv|root@[0-9a-f]{12}\\b"
    plain = resolve_text(LOG, kb=kb).hypotheses[0]
    boxed = resolve_text("root@3f2a9c1b7d4e:/workspace# python train.py\n" + LOG, kb=kb).hypotheses[0]
    assert boxed.score < plain.score


def test_regex_next_to_use_adds_alternatives_with_their_own_flags(tmp_path: Path) -> None:
    root = _kb(tmp_path, "  - id: docker\n    use: in-a-box\n    regex: 'Container image Copyright'\n    boost: -0.5\n")
    kb = load_kb([root], bundled=False, use_cache=False)
    plain = resolve_text(LOG, kb=kb).hypotheses[0].score
    for line in ("ROOT@3F2A9C1B7D4E:/# nvidia-smi", "Container image Copyright (c) 2023, NVIDIA CORPORATION."):
        assert resolve_text(line + "\n" + LOG, kb=kb).hypotheses[0].score < plain, line
    # the shared pattern's (?i) stays inside its group: the entry's own alternative is case-sensitive
    assert resolve_text("container image copyright\n" + LOG, kb=kb).hypotheses[0].score == plain
    # `resolve show` names the shared context and the entry's own alternatives apart
    from resolver.render.text import entry_lines

    shown = [text for _, text in entry_lines(kb.by_id["tiny-driver-old"])]
    assert "  docker [boost -0.50]: shared context in-a-box or Container image Copyright" in shown


@pytest.mark.parametrize(
    ("context", "words"),
    [
        ("  - id: docker\n    use: in-a-crate\n", "unknown shared context 'in-a-crate' (no contexts/in-a-crate.yaml"),
        ("  - id: docker\n    boost: -0.5\n", "context 'docker': needs `regex` or `use`"),
    ],
)
def test_entry_problems_name_file_and_line(tmp_path: Path, context: str, words: str) -> None:
    root = _kb(tmp_path, context)
    with pytest.raises(KbError) as info:
        load_kb([root], bundled=False, use_cache=False)
    entry = root / "entries" / "driver" / "tiny-driver-old.yaml"
    line = entry.read_text(encoding="utf-8").splitlines().index("  - id: docker") + 1
    assert f"{entry}:{line}" in str(info.value) or f"{entry}:{line + 1}" in str(info.value)
    assert words in str(info.value)


@pytest.mark.parametrize(
    ("body", "line", "words"),
    [
        (SHARED.replace("[0-9a-f]{12}", "[0-9a-f{12}"), 2, "invalid RE2 syntax"),
        (SHARED.replace("id: in-a-box", "id: in-a-bag"), 1, "must equal the file stem 'in-a-box'"),
        (SHARED.replace("note: a test marker for a shell inside a container\n", ""), None, "'note' is a required"),
        (SHARED + "colour: blue\n", None, "'colour' was unexpected"),
        (SHARED.replace("references:", "references: [\n"), None, "invalid YAML"),
    ],
)
def test_malformed_shared_context_names_its_file(tmp_path: Path, body: str, line: int | None, words: str) -> None:
    root = _kb(tmp_path, "  - id: docker\n    use: in-a-box\n", {"in-a-box": body})
    assert_reported_at(root, root / "contexts" / "in-a-box.yaml", words, line)


def test_a_site_root_replaces_a_shared_context_of_the_same_id(tmp_path: Path) -> None:
    root = _kb(tmp_path, "  - id: docker\n    use: in-a-box\n")
    site = tmp_path / "site"
    (site / "contexts").mkdir(parents=True)
    (site / "contexts" / "in-a-box.yaml").write_text(SHARED.replace("root@", "admin@"), encoding="utf-8")
    kb = load_kb([root, site], bundled=False, use_cache=False)
    assert "admin@" in _context(kb).regex


def test_cache_sees_an_edited_shared_context(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPU_RESOLVER_CACHE", str(tmp_path / "cache"))
    root = _kb(tmp_path, "  - id: docker\n    use: in-a-box\n")
    old = time.time() - 60
    for p in root.rglob("*.yaml"):
        os.utime(p, (old, old))
    first = load_kb([root], bundled=False)
    assert "root@" in _context(first).regex
    shared = root / "contexts" / "in-a-box.yaml"
    shared.write_text(SHARED.replace("root@", "admin@"), encoding="utf-8")
    os.utime(shared, (old + 5, old + 5))
    second = load_kb([root], bundled=False)
    assert second.digest != first.digest
    assert "admin@" in _context(second).regex


def test_a_root_without_entries_folder_does_not_read_contexts_as_entries(tmp_path: Path) -> None:
    root = tmp_path / "flat"
    (root / "driver").mkdir(parents=True)
    shutil.copy(ENTRY, root / "driver" / "tiny-driver-old.yaml")
    (root / "contexts").mkdir()
    (root / "contexts" / "in-a-box.yaml").write_text(SHARED, encoding="utf-8")
    kb, problems = load_kb([root], bundled=False, use_cache=False, collect_errors=True)
    assert [e.id for e in kb.entries] == ["tiny-driver-old"]
    assert not [p for p in problems if "contexts" in str(p.path)]


def test_bundled_shared_contexts_are_each_used_and_documented() -> None:
    kb = load_kb(use_cache=False)
    files = sorted((bundled_root() / "contexts").glob("*.yaml"))
    assert files
    used = {c.use for e in kb.entries for c in e.context if c.use}
    assert used == {p.stem for p in files}
    from resolver.stats import compute

    counts = compute(kb).shared_contexts
    assert set(counts) == used
    assert all(n >= 2 for n in counts.values())  # shared because more than one entry reads it


def test_lint_flags_a_copy_of_a_shared_pattern_and_an_unused_shared_context(tmp_path: Path) -> None:
    from resolver.lint import lint

    copy = "  - id: docker\n    regex: '(?i)/\\.dockerenv|root@[0-9a-f]{12}\\b'\n"
    root = _kb(tmp_path, copy)
    _, findings = lint([root], bundled=False)
    found = {(f.check, f.severity): f for f in findings}
    assert ("context-copy", "warning") in found
    assert "use: in-a-box" in found[("context-copy", "warning")].message
    assert ("shared-context-unused", "warning") in found
    assert found[("shared-context-unused", "warning")].path.endswith("in-a-box.yaml")


def test_playground_reads_an_entry_that_uses_a_bundled_shared_context() -> None:
    from tui.playground import parse_entry

    text = ENTRY.read_text(encoding="utf-8").replace(OWN_CONTEXT, "  - id: box\n    use: in-container\n")
    _doc, entry, problems = parse_entry(text)
    assert not problems
    assert entry is not None
    assert "dockerenv" in entry.context[0].regex


BARE = "id: in-a-program\nnote: a test marker with neither regex nor use\nreferences: [https://example.org/tiny]\n"
EXE = """id: in-a-program
use: in-a-box
regex: '\\bpod\\.exe\\b'
note: a test marker that extends in-a-box with a program name
references:
  - https://example.org/tiny/contexts
"""


def test_a_shared_context_extends_another_with_use(tmp_path: Path) -> None:
    root = _kb(tmp_path, "  - id: docker\n    use: in-a-program\n    boost: -0.5\n",
               {"in-a-box": SHARED, "in-a-program": EXE})
    kb = load_kb([root], bundled=False, use_cache=False)
    assert _context(kb).regex == "(?:(?i)/\\.dockerenv|root@[0-9a-f]{12}\\b)|(?:\\bpod\\.exe\\b)"
    plain = resolve_text(LOG, kb=kb).hypotheses[0].score
    for line in ("ROOT@3F2A9C1B7D4E:/# nvidia-smi", "C> pod.exe --serve"):
        assert resolve_text(line + "\n" + LOG, kb=kb).hypotheses[0].score < plain, line
    assert resolve_text("C> POD.EXE --serve\n" + LOG, kb=kb).hypotheses[0].score == plain  # own part: no (?i)
    # a site root's replacement of the base is what the extension reads
    site = tmp_path / "site"
    (site / "contexts").mkdir(parents=True)
    (site / "contexts" / "in-a-box.yaml").write_text(SHARED.replace("root@", "admin@"), encoding="utf-8")
    layered = load_kb([root, site], bundled=False, use_cache=False)
    assert "admin@" in _context(layered).regex
    assert "pod" in _context(layered).regex


def test_lint_counts_a_shared_context_used_through_another(tmp_path: Path) -> None:
    from resolver.lint import lint

    def unused(context: str) -> list[str]:
        root = _kb(tmp_path / str(len(context)), context, {"in-a-box": SHARED, "in-a-program": EXE})
        _, findings = lint([root], bundled=False)
        return sorted(Path(f.path).stem for f in findings if f.check == "shared-context-unused")

    assert unused("  - id: docker\n    use: in-a-program\n") == []  # in-a-box through in-a-program
    assert unused("  - id: docker\n    use: in-a-box\n") == ["in-a-program"]
    assert unused("  - id: docker\n    regex: 'docker run'\n") == ["in-a-box", "in-a-program"]


@pytest.mark.parametrize(
    ("shared", "bad", "words"),
    [
        ({"in-a-box": SHARED, "in-a-program": EXE.replace("use: in-a-box", "use: in-a-crate")},
         ["in-a-program"], "unknown or invalid shared context 'in-a-crate'"),
        ({"in-a-box": SHARED.replace("regex:", "use: in-a-program\nregex:"), "in-a-program": EXE},
         ["in-a-box", "in-a-program"], "goes round in a circle"),
        ({"in-a-box": SHARED, "in-a-program": EXE.replace("use: in-a-box", "use: in-a-program")},
         ["in-a-program"], "goes round in a circle (in-a-program -> in-a-program)"),
        ({"in-a-box": SHARED, "in-a-program": BARE},
         ["in-a-program"], "needs `regex` or `use`"),
    ],
)
def test_a_broken_use_chain_names_the_file_and_line(tmp_path: Path, shared: dict[str, str], bad: list[str],
                                                    words: str) -> None:
    root = _kb(tmp_path, "  - id: docker\n    use: in-a-program\n", shared)
    kb, problems = load_kb([root], bundled=False, use_cache=False, collect_errors=True)
    mine = {Path(p.path).stem: p for p in problems if Path(p.path).parent.name == "contexts"}
    assert sorted(mine) == sorted(bad), problems
    assert any(words in p.message for p in mine.values()), [p.message for p in mine.values()]
    for stem, p in mine.items():
        if "needs" not in words:
            text = (root / "contexts" / f"{stem}.yaml").read_text(encoding="utf-8").splitlines()
            assert text[p.line - 1].startswith("use:"), (stem, p.line)
    assert "tiny-driver-old" not in {e.id for e in kb.entries}


def test_windows_program_is_native_windows_or_an_exe() -> None:
    kb = load_kb(use_cache=False)
    from resolver.regex import compile_re2

    ctx = next(c for c in kb.by_id["windows-dll-not-found"].context if c.id == "windows-program")
    rx = compile_re2(ctx.regex)
    for line in ("D:\\PaddleOCR\\deploy\\cpp_infer\\build\\Release>ppocr.exe system --det_model_dir=det",
                 "ppocr.exe system --use_tensorrt=true", "[WinError 126] The specified module could not be found"):
        assert rx.search(line), line
    for line in ("root@host:/work# ./ppocr system --det_model_dir=det", "see setup.exe.log for details"):
        assert not rx.search(line), line
