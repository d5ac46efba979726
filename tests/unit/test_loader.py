from __future__ import annotations

from pathlib import Path

import pytest
from conftest import DATA, TINY_KB

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
