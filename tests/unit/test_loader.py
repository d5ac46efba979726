from __future__ import annotations

from pathlib import Path

import pytest
from conftest import DATA, ROOT, TINY_KB

from resolver.errors import KbError
from resolver.kb.loader import load_kb

INVALID = DATA / "kb_invalid"


@pytest.mark.parametrize(
    ("case", "line", "words"),
    [
        ("bad-yaml", 9, "invalid YAML"),
        ("dup-key", 4, "duplicate key 'title'"),
        ("unknown-field", 10, "'colour' was unexpected"),
        ("bad-regex", 12, "invalid RE2 syntax"),
        ("dup-id", 1, "duplicate id 'tiny-driver-old'"),
        ("wrong-layer", 3, "must equal the folder name"),
        ("unknown-fix-signature", 25, "signatures names unknown signature 'no-such-signature'"),
        ("dup-context", 21, "duplicate context 'docker'"),
    ],
)
def test_loader_reports_file_and_line(case: str, line: int, words: str) -> None:
    with pytest.raises(KbError) as info:
        load_kb([INVALID / case], bundled=False, use_cache=False)
    message = str(info.value)
    assert f"{INVALID / case}" in message
    assert f".yaml:{line}: " in message
    assert words in message


def test_loader_collects_errors_and_keeps_valid_entries() -> None:
    kb, problems = load_kb([TINY_KB, INVALID / "bad-regex"], bundled=False, use_cache=False, collect_errors=True)
    assert problems
    assert {e.id for e in kb.entries} >= {"tiny-symptom", "tiny-uvm"}


def test_loader_site_kb_overrides_bundled_entry_of_same_id(tmp_path) -> None:
    kb = load_kb(use_cache=False)
    some = kb.entries[0]
    target = tmp_path / "entries" / some.layer
    target.mkdir(parents=True)
    text = Path(some.path).read_text(encoding="utf-8").replace(f"title: {some.title}", "title: Site-local override")
    (target / f"{some.id}.yaml").write_text(text, encoding="utf-8")
    layered = load_kb([tmp_path], use_cache=False)
    assert layered.by_id[some.id].title == "Site-local override"
    assert len(layered.entries) == len(kb.entries)


def test_loader_cache_round_trip() -> None:
    first = load_kb([TINY_KB], bundled=False)
    second = load_kb([TINY_KB], bundled=False)
    assert first == second
    assert first.digest == second.digest


def test_loader_missing_directory_is_an_error(tmp_path) -> None:
    with pytest.raises(KbError, match="KB directory not found"):
        load_kb([tmp_path / "nope"], bundled=False, use_cache=False)


def _fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "cache"
    monkeypatch.setenv("GPU_RESOLVER_CACHE", str(cache))
    return cache


def test_cached_kb_is_lazy_and_ranks_like_the_plain_kb(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pickle

    from resolver.api import resolve_text
    from resolver.kb.loader import LazyKB
    from resolver.render import json as render_json

    _fresh_cache(tmp_path, monkeypatch)
    plain = load_kb(use_cache=False)
    load_kb()  # builds and fills the cache
    lazy = load_kb()
    assert isinstance(lazy, LazyKB)
    example = plain.entries[0].examples_match[0].log
    render_json.render(resolve_text(example, kb=lazy, fallback=False), None)
    assert 0 < len(lazy._some) < len(plain.entries)  # only the entries that could rank were read
    for entry in plain.entries:
        for ex in entry.examples_match + entry.examples_no_match:
            expected = render_json.render(resolve_text(ex.log, kb=plain, fallback=False), None)
            assert render_json.render(resolve_text(ex.log, kb=lazy, fallback=False), None) == expected
    assert lazy.get(plain.entries[-1].id) == plain.entries[-1]
    assert lazy == plain
    assert lazy.by_id == plain.by_id
    assert pickle.loads(pickle.dumps(lazy)) == plain


def test_cache_sees_an_edited_entry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import shutil
    import time

    from resolver.kb.loader import LazyKB

    _fresh_cache(tmp_path, monkeypatch)
    root = tmp_path / "kb"
    shutil.copytree(TINY_KB, root)
    old = time.time() - 60
    files = sorted(root.rglob("*.yaml"))
    for p in files:
        os.utime(p, (old, old))
    first = load_kb([root], bundled=False)
    second = load_kb([root], bundled=False)  # digest from the remembered stat key
    assert isinstance(second, LazyKB)
    assert second.digest == first.digest
    target = files[0]
    entry = next(e for e in first.entries if Path(e.path) == target)
    target.write_text(target.read_text(encoding="utf-8").replace(entry.title, "Edited title here"), encoding="utf-8")
    os.utime(target, (old + 5, old + 5))
    third = load_kb([root], bundled=False)
    assert third.digest != first.digest
    assert third.by_id[entry.id].title == "Edited title here"


def test_unreadable_cache_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = _fresh_cache(tmp_path, monkeypatch)
    first = load_kb([TINY_KB], bundled=False)
    for index in cache.glob("kb-*.index"):
        index.write_bytes(b"\x00garbage")
    again = load_kb([TINY_KB], bundled=False)
    assert again == first
    for blob in cache.glob("kb-*.entries"):
        blob.write_bytes(b"")
    from resolver.kb.loader import LazyKB

    lazy = load_kb([TINY_KB], bundled=False)
    assert isinstance(lazy, LazyKB)
    with pytest.raises(KbError, match="cache changed"):
        lazy.get(first.entries[0].id)


def test_fast_schema_check_never_accepts_what_jsonschema_rejects() -> None:
    import copy
    import random

    from resolver.kb import validate
    from resolver.kb.yamlio import KbProblemError, load_yaml

    fast = validate._fast_check()
    assert fast is not None
    docs = []
    for path in sorted((DATA.parent.parent / "kb" / "entries").rglob("*.yaml")) + sorted(DATA.rglob("*.yaml")):
        try:
            docs.append(load_yaml(path))
        except KbProblemError:
            continue
    rng = random.Random(7)
    junk = [None, 1, 1.5, True, "x", "", [], {}, ["a", "a"], -5, "paddle"]

    def mutate(doc):
        doc = copy.deepcopy(doc)
        node = doc
        for _ in range(5):
            if isinstance(node, dict) and node:
                key = rng.choice(list(node))
                roll = rng.random()
                if roll < 0.3:
                    node[key] = rng.choice(junk)
                    return doc
                if roll < 0.4:
                    del node[key]
                    return doc
                if roll < 0.5:
                    node["unknown_field"] = 1
                    return doc
                node = node[key]
            elif isinstance(node, list) and node:
                i = rng.randrange(len(node))
                if rng.random() < 0.4:
                    node.append(node[i]) if rng.random() < 0.5 else node.__setitem__(i, rng.choice(junk))
                    return doc
                node = node[i]
        return doc

    rejected = 0
    for doc in docs:
        for candidate in [doc] + [mutate(doc) for _ in range(25)]:
            valid = not any(True for _ in validate._validator().iter_errors(candidate))
            assert fast(candidate) == valid
            rejected += not valid
    assert rejected > 100


def test_rule_needs_cover_every_fact_a_rule_must_have() -> None:
    from resolver.kb.loader import _rule_needs
    from resolver.rules import evaluate

    kb = load_kb(use_cache=False)
    rules = [r for e in kb.entries for r in e.rules]
    assert rules
    for rule in rules:
        names = {c.fact for c in rule.all} | {c.fact2 for c in rule.all if c.fact2}
        for missing in _rule_needs(rule):
            facts = {n: "11.8" for n in names if n != missing}
            assert evaluate(rule, facts) is None, (rule.id, missing)


def test_parallel_build_gives_the_serial_result(monkeypatch: pytest.MonkeyPatch) -> None:
    from resolver.kb import loader

    dirs = [TINY_KB, INVALID / "bad-regex", INVALID / "dup-id"]
    serial, serial_problems = load_kb(dirs, use_cache=False, collect_errors=True)
    monkeypatch.setattr(loader, "PARALLEL_FROM", 1)
    monkeypatch.setattr(loader.os, "cpu_count", lambda: 2)
    parallel, parallel_problems = load_kb(dirs, use_cache=False, collect_errors=True)
    assert parallel == serial
    assert list(map(str, parallel_problems)) == list(map(str, serial_problems))
    assert serial_problems


def _tiny_copy(tmp_path: Path, **regex_by_old: str) -> Path:
    """TINY_KB copied to tmp_path, with some regex texts replaced (old text -> new text)."""
    import shutil

    root = tmp_path / "kb"
    shutil.copytree(TINY_KB, root)
    path = root / "entries" / "driver" / "tiny-driver-old.yaml"
    text = path.read_text(encoding="utf-8")
    for old, new in regex_by_old.items():
        assert old in text
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return root


@pytest.mark.parametrize(
    ("regex", "flagged"),
    [
        ("'(?:CUDA driver version is insufficient)?'", True),  # no required literal: compiled and tested
        ("'(?:CUDA driver version)*'", True),
        ("'(?:driver){0,2}'", True),
        ("'CUDA driver version is insufficient'", False),  # a required literal: parsing is enough
        ("'error\\s{1,3}35'", False),  # a counted repetition: compiled and tested, not empty
    ],
)
def test_empty_line_check_with_and_without_literals(tmp_path: Path, regex: str, flagged: bool) -> None:
    root = _tiny_copy(tmp_path, **{"'CUDA driver version is insufficient'": regex})
    _kb, problems = load_kb([root], bundled=False, use_cache=False, collect_errors=True)
    empty = [p for p in problems if "matches the empty line" in p.message]
    assert bool(empty) == flagged, problems
    if flagged:
        assert empty[0].line == 12
        assert empty[0].path.endswith("tiny-driver-old.yaml")


def test_parallel_cached_build_with_override_matches_plain_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Worker-written entry pickles, joined into the cache, give back every entry, overrides included."""
    from resolver.kb import loader

    plain = load_kb(use_cache=False)
    some = plain.entries[3]
    site = tmp_path / "site"
    (site / "entries" / some.layer).mkdir(parents=True)
    text = Path(some.path).read_text(encoding="utf-8").replace(f"title: {some.title}", "title: Site override")
    (site / "entries" / some.layer / f"{some.id}.yaml").write_text(text, encoding="utf-8")
    expected = load_kb([site], use_cache=False)
    monkeypatch.setenv("GPU_RESOLVER_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(loader, "PARALLEL_FROM", 1)
    monkeypatch.setattr(loader.os, "cpu_count", lambda: 2)
    built = load_kb([site])
    assert isinstance(built, loader.LazyKB)
    assert built.by_id[some.id].title == "Site override"
    assert built._all is None  # one lookup read one entry, not the whole KB
    assert built.entries == expected.entries
    assert not [p for p in (tmp_path / "cache").iterdir() if p.name.startswith(".parts-")]
    warm = load_kb([site])
    assert warm.entries == expected.entries
    assert warm.match_index == built.match_index


def test_unwritable_cache_still_loads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("GPU_RESOLVER_CACHE", str(blocker / "cache"))
    kb = load_kb([TINY_KB], bundled=False)
    assert kb.entries == load_kb([TINY_KB], bundled=False, use_cache=False).entries
    assert "tiny-uvm" in kb.by_id
    assert "nope" not in kb.by_id


def test_cache_digest_changes_with_the_code_that_shapes_the_cache(monkeypatch) -> None:
    """A new fact pattern or loader change must not be hidden by a cache built by the old code."""
    from resolver.kb import loader

    files = loader.entry_files(loader.bundled_root())[:3]
    before = loader.kb_digest(files)
    assert loader.code_fingerprint() == loader.code_fingerprint()
    monkeypatch.setattr(loader, "_FINGERPRINT", ["edited-facts-py"])
    assert loader.kb_digest(files) != before
    for name in loader._CODE_SHAPING_CACHE:
        assert (ROOT / "resolver" / name).is_file(), name


def test_only_patterns_with_small_counted_repetitions_skip_the_compile() -> None:
    from resolver.kb.validate import PARSE_ONLY_MAX_LEN, _fits_unseen

    assert _fits_unseen(r"driver \d{3}\.\d{1,3}(\.\d{2})?")
    assert _fits_unseen(r"[0-9a-f]{64}")
    assert not _fits_unseen(r"abc[^x]{150}def[^y]{100}")  # 250 copies in all: compiled to be sure
    assert not _fits_unseen("a" * (PARSE_ONLY_MAX_LEN + 1))
