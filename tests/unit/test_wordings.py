"""Wordings (`<root>/wordings/<id>.yaml`, named by a signature's `use: <id>` in place of its regex, or by a
context's `wording: <id>`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import TINY_KB, assert_reported_at, tiny_kb_with

from resolver.api import resolve_text
from resolver.errors import KbError
from resolver.kb.loader import bundled_root, load_kb

OWN_SIGNATURE = "  - id: insufficient\n    regex: 'CUDA driver version is insufficient'\n"
WORDING = """id: driver-35
regex: 'CUDA driver version is insufficient'
note: a test wording for cudaErrorInsufficientDriver as the runtime words it
references:
  - https://example.org/tiny/wordings
"""
LOG = "RuntimeError: CUDA driver version is insufficient for CUDA runtime version\n"


def _kb(tmp_path: Path, signature: str, wordings: dict[str, str] | None = None) -> Path:
    """A copy of the tiny KB whose tiny-driver-old entry has `signature` in place of its first one."""
    return tiny_kb_with(tmp_path, OWN_SIGNATURE, signature, "wordings",
                        {"driver-35": WORDING} if wordings is None else wordings)


def _signature(kb, sig_id: str = "insufficient"):
    return next(s for s in kb.by_id["tiny-driver-old"].signatures if s.id == sig_id)


def test_use_takes_the_wording_and_the_signature_matches(tmp_path: Path) -> None:
    root = _kb(tmp_path, "  - id: insufficient\n    use: driver-35\n")
    kb = load_kb([root], bundled=False, use_cache=False)
    sig = _signature(kb)
    assert (sig.use, sig.regex, sig.own) == (("driver-35",), "CUDA driver version is insufficient", "")
    top = resolve_text(LOG, kb=kb).hypotheses[0]
    assert top.entry.id == "tiny-driver-old"
    assert top.confidence == "high"
    assert [e.signature for e in top.evidence][:1] == ["tiny-driver-old/insufficient"]


def test_regex_next_to_use_adds_alternatives_and_show_names_both(tmp_path: Path) -> None:
    root = _kb(tmp_path, "  - id: insufficient\n    use: driver-35\n    regex: '(?i)cudaErrorInsufficientDriver'\n")
    kb = load_kb([root], bundled=False, use_cache=False)
    sig = _signature(kb)
    assert sig.regex == "(?:CUDA driver version is insufficient)|(?:(?i)cudaErrorInsufficientDriver)"
    assert resolve_text("Error: CUDAERRORINSUFFICIENTDRIVER\n", kb=kb).hypotheses[0].entry.id == "tiny-driver-old"
    from resolver.render.text import entry_lines

    shown = [text for _, text in entry_lines(kb.by_id["tiny-driver-old"])]
    assert "  insufficient [high]: wording driver-35 or (?i)cudaErrorInsufficientDriver" in shown


def test_a_signature_reads_several_wordings_and_lint_finds_one_written_out(tmp_path: Path) -> None:
    enum = ("id: driver-35-enum\nregex: 'cudaErrorInsufficientDriver'\n"
            "note: a test wording for the enum name of error 35\nreferences: [https://example.org/tiny]\n")
    both = {"driver-35": WORDING, "driver-35-enum": enum}
    signature = "  - id: insufficient\n    use: [driver-35, driver-35-enum]\n    regex: 'error 35 \\(CUDA\\)'\n"
    root = _kb(tmp_path, signature, both)
    kb = load_kb([root], bundled=False, use_cache=False)
    sig = _signature(kb)
    assert sig.use == ("driver-35", "driver-35-enum")
    assert sig.regex == ("(?:CUDA driver version is insufficient)|(?:cudaErrorInsufficientDriver)"
                         "|(?:error 35 \\(CUDA\\))")
    for line in ("CUDA driver version is insufficient", "status cudaErrorInsufficientDriver", "error 35 (CUDA)"):
        assert resolve_text(line + "\n", kb=kb).hypotheses[0].entry.id == "tiny-driver-old", line
    from resolver.lint import lint

    signature = "  - id: insufficient\n    regex: 'error 35 \\(CUDA\\)|cudaErrorInsufficientDriver'\n"
    written = _kb(tmp_path / "b", signature, both)
    _, findings = lint([written], bundled=False, select={"wording-copy"})
    mine = [f.message for f in findings if "tiny-driver-old" in f.path]
    assert mine == ["signature 'insufficient' writes out the wording driver-35-enum among its alternatives: name it "
                    "in its `use:` and keep only the other alternatives in `regex:`"]


def _refused_at(root: Path, line_text: str) -> str:
    """Loading `root` fails with a message naming tiny-driver-old's file at the line `line_text`; the message."""
    with pytest.raises(KbError) as info:
        load_kb([root], bundled=False, use_cache=False)
    entry = root / "entries" / "driver" / "tiny-driver-old.yaml"
    line = entry.read_text(encoding="utf-8").splitlines().index(line_text) + 1
    assert f"{entry}:{line}" in str(info.value)
    return str(info.value)


def test_an_unknown_wording_names_the_entry_file_and_line(tmp_path: Path) -> None:
    message = _refused_at(_kb(tmp_path, "  - id: insufficient\n    use: driver-36\n"), "    use: driver-36")
    assert "unknown wording 'driver-36' (no wordings/driver-36.yaml; known: driver-35)" in message
    listed = _kb(tmp_path / "b", "  - id: insufficient\n    use:\n      - driver-35\n      - driver-36\n")
    _refused_at(listed, "      - driver-36")


def test_a_signature_needs_regex_or_use(tmp_path: Path) -> None:
    root = _kb(tmp_path, "  - id: insufficient\n")
    with pytest.raises(KbError) as info:
        load_kb([root], bundled=False, use_cache=False)
    assert "signature 'insufficient': needs `regex` or `use` (a wording)" in str(info.value)


@pytest.mark.parametrize(
    ("body", "line", "words"),
    [
        (WORDING.replace("insufficient'", "insufficient('"), 2, "invalid RE2 syntax"),
        (WORDING.replace("id: driver-35", "id: driver-53"), 1, "must equal the file stem 'driver-35'"),
        (WORDING + "colour: blue\n", None, "'colour' was unexpected"),
        (WORDING.replace("id: driver-35\n", "id: driver-35\nuse: driver-35\n"), 2, "goes round in a circle"),
    ],
)
def test_a_malformed_wording_names_its_file_and_keeps_its_users_out(
    tmp_path: Path, body: str, line: int | None, words: str,
) -> None:
    root = _kb(tmp_path, "  - id: insufficient\n    use: driver-35\n", {"driver-35": body})
    assert_reported_at(root, root / "wordings" / "driver-35.yaml", words, line)


def test_a_wording_extends_another_and_a_site_root_replaces_one(tmp_path: Path) -> None:
    wider = ("id: driver-35-any\nuse: driver-35\nregex: 'cudaErrorInsufficientDriver'\n"
             "note: a test wording that adds the enum name to driver-35\nreferences: [https://example.org/tiny]\n")
    root = _kb(tmp_path, "  - id: insufficient\n    use: driver-35-any\n",
               {"driver-35": WORDING, "driver-35-any": wider})
    kb = load_kb([root], bundled=False, use_cache=False)
    assert _signature(kb).regex == "(?:CUDA driver version is insufficient)|(?:cudaErrorInsufficientDriver)"
    site = tmp_path / "site"
    (site / "wordings").mkdir(parents=True)
    (site / "wordings" / "driver-35.yaml").write_text(WORDING.replace("is insufficient", "is too old"), "utf-8")
    kb = load_kb([root, site], bundled=False, use_cache=False)
    assert _signature(kb).regex == "(?:CUDA driver version is too old)|(?:cudaErrorInsufficientDriver)"


def test_cache_sees_an_edited_wording(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPU_RESOLVER_CACHE", str(tmp_path / "cache"))
    root = _kb(tmp_path, "  - id: insufficient\n    use: driver-35\n")
    first = load_kb([root], bundled=False)
    assert resolve_text(LOG, kb=first).hypotheses[0].confidence == "high"
    (root / "wordings" / "driver-35.yaml").write_text(WORDING.replace("is insufficient", "is too old"), "utf-8")
    second = load_kb([root], bundled=False)
    assert second.digest != first.digest
    assert _signature(second).regex == "CUDA driver version is too old"


def test_lint_flags_twin_signatures_a_copied_wording_and_an_unused_one(tmp_path: Path) -> None:
    from resolver.lint import lint

    twin = (OWN_SIGNATURE + "    specificity: high\n"
            "  - id: insufficient-again\n    regex: 'CUDA driver version is insufficient'\n")
    root = _kb(tmp_path, twin, {})
    _, findings = lint([root], bundled=False, select={"wording-copy"})
    assert ("signature 'insufficient-again' has the pattern of tiny-driver-old/insufficient: move it to "
            "wordings/<id>.yaml and write `use: <id>` in both") in [f.message for f in findings]
    root = _kb(tmp_path / "b", OWN_SIGNATURE)
    _, findings = lint([root], bundled=False, select={"wording-copy", "wording-unused"})
    copied = [f for f in findings if f.check == "wording-copy" and "tiny-driver-old" in f.path]
    assert len(copied) == 1
    assert "repeats the wording 'driver-35'" in copied[0].message
    assert "write `use: driver-35`" in copied[0].message
    unused = [f for f in findings if f.check == "wording-unused"]
    assert len(unused) == 1
    assert unused[0].path.endswith("driver-35.yaml")
    assert "wording 'driver-35' is used by no entry" in unused[0].message


OWN_CONTEXT = "  - id: docker\n    regex: 'docker run'\n    boost: -0.5\n"
ENUM = ("id: driver-35-enum\nregex: 'cudaErrorInsufficientDriver'\n"
        "note: a test wording for the enum name of error 35\nreferences: [https://example.org/tiny]\n")


def _context_kb(tmp_path: Path, context: str) -> Path:
    """The tiny KB with the wordings driver-35 and driver-35-enum, its tiny-driver-old entry reading the first
    and having `context` in place of its own."""
    root = _kb(tmp_path, "  - id: insufficient\n    use: driver-35\n", {"driver-35": WORDING, "driver-35-enum": ENUM})
    entry = root / "entries" / "driver" / "tiny-driver-old.yaml"
    entry.write_text(entry.read_text(encoding="utf-8").replace(OWN_CONTEXT, context), encoding="utf-8")
    return root


def test_a_context_names_a_wording_next_to_its_own_alternatives(tmp_path: Path) -> None:
    root = _context_kb(tmp_path, "  - id: docker\n    wording: driver-35-enum\n    regex: 'docker run'\n"
                                 "    boost: -0.5\n")
    kb = load_kb([root], bundled=False, use_cache=False)
    ctx = next(c for c in kb.by_id["tiny-driver-old"].context if c.id == "docker")
    assert (ctx.wording, ctx.own) == (("driver-35-enum",), "docker run")
    assert ctx.regex == "(?:cudaErrorInsufficientDriver)|(?:docker run)"
    plain = resolve_text(LOG, kb=kb).hypotheses[0]
    for line in ("status: cudaErrorInsufficientDriver", "$ docker run --rm image"):
        shifted = resolve_text(line + "\n" + LOG, kb=kb).hypotheses[0]
        assert shifted.entry.id == plain.entry.id == "tiny-driver-old"
        assert shifted.score < plain.score, line
    from resolver.render.text import entry_lines

    shown = [text for _, text in entry_lines(kb.by_id["tiny-driver-old"])]
    assert "  docker [boost -0.50]: wording driver-35-enum or docker run" in shown
    from resolver.stats import compute

    assert compute(kb).wordings == {"driver-35": 1, "driver-35-enum": 1}


def test_a_context_naming_an_unknown_wording_names_the_entry_file_and_line(tmp_path: Path) -> None:
    named = "    wording: [driver-35-enum, driver-36]"
    message = _refused_at(_context_kb(tmp_path, f"  - id: docker\n{named}\n    boost: -0.5\n"), named)
    assert "context 'docker': unknown wording 'driver-36' (no wordings/driver-36.yaml" in message
    message = _refused_at(_context_kb(tmp_path / "b", "  - id: docker\n    boost: -0.5\n"), "  - id: docker")
    assert "context 'docker': needs `regex` or `use` (a shared context) or `wording` (a wording)" in message


def test_lint_flags_a_context_that_writes_out_a_wording_or_another_entrys_signature(tmp_path: Path) -> None:
    from resolver.lint import lint

    root = _context_kb(tmp_path, "  - id: docker\n    regex: 'docker run|cudaErrorInsufficientDriver'\n"
                                 "    boost: -0.5\n")
    uvm = root / "entries" / "runtime" / "tiny-uvm.yaml"
    text = uvm.read_text(encoding="utf-8")
    uvm.write_text(text.replace("    boost: 0.1\n", "    boost: 0.1\n  - id: old-driver\n    regex: 'error\\(35\\)|"
                                "error 35|driver too old'\n    boost: -0.2\n", 1), encoding="utf-8")
    _, findings = lint([root], bundled=False, select={"wording-copy"})
    got = sorted((Path(f.path).stem, f.message) for f in findings if f.message.startswith("context "))
    assert got == [
        ("tiny-driver-old", "context 'docker' writes out the wording driver-35-enum: name it in `wording:` and keep "
                            "only the other alternatives in `regex:`"),
        ("tiny-uvm", "context 'old-driver' repeats the signature tiny-driver-old/generic-35: move its pattern to "
                     "wordings/<id>.yaml, `use:` it in the signature and name it in the context's `wording:`"),
    ]
    named = _context_kb(tmp_path / "b", "  - id: docker\n    wording: driver-35-enum\n    regex: 'docker run'\n")
    _, findings = lint([named], bundled=False, select={"wording-copy", "wording-unused"})
    # named, not written out; and a wording that only a context names is not unused
    assert [f.message for f in findings if f.message.startswith("context ") or f.check == "wording-unused"] == []


def test_playground_reads_an_entry_that_uses_a_bundled_wording() -> None:
    from tui.playground import parse_entry

    text = (TINY_KB / "entries" / "driver" / "tiny-driver-old.yaml").read_text(encoding="utf-8")
    text = text.replace(OWN_SIGNATURE, "  - id: insufficient\n    use: cuda-insufficient-driver\n")
    _doc, entry, problems = parse_entry(text)
    assert not problems
    assert entry is not None
    assert entry.signatures[0].regex.startswith("CUDA driver version is insufficient")


def test_bundled_wordings_are_each_read_twice_and_none_is_written_twice() -> None:
    from resolver.lint import lint

    kb = load_kb(use_cache=False)
    files = sorted((bundled_root() / "wordings").glob("*.yaml"))
    assert files
    from resolver.stats import compute

    counts = compute(kb).wordings
    assert set(counts) == {p.stem for p in files}
    assert all(n >= 2 for n in counts.values())  # shared because several signatures (or contexts) read it
    _, findings = lint([], select={"wording-copy", "wording-unused"})
    assert not findings
