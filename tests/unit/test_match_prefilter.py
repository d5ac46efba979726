"""The literal prefilter of very large KBs: it must find every hit the RE2 set finds."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT, SHARED_EVAL

import resolver.match as match_mod
from resolver.intake import read_text
from resolver.match import Matcher, Pattern, build_index
from resolver.regex import compile_re2, literal_choices, required_literals, top_level_alternatives


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"libcudart\.so\.(\d+)", (("libcudart.so.",), False)),
        (r"(?i)(?:error|fatal)", (("error", "fatal"), True)),
        (r"x{0,3}yyyy", (("yyyy",), False)),
        (r"abc+def", (("abc",), False)),
        (r"(?:abc)?defg", (("defg",), False)),
        (r"a{,3}bc", (("a{,3}bc",), False)),  # RE2 reads `{,3}` as text
        (r"/usr/lib/wsl|(?i)microsoft-standard", (("/usr/lib/wsl", "microsoft-standard"), True)),
        (r"[abc]+hello world", (("hello world",), False)),
        (r"(?i)Ωmega", (("mega",), True)),  # Ω has case variants a byte-level check would miss
        (r"nvcc fatal\s+: Unsupported gpu arch\.\\\(x\)", ((": Unsupported gpu arch.\\(x)",), False)),
        (r"cudnn64_8\.dll\.+found", (("cudnn64_8.dll.",), False)),  # `\.+`: one dot is there, what follows may not be
        (r"ab\\\.?cd", (("ab\\",), False)),  # an escaped backslash, then an optional escaped dot
    ],
)
def test_required_literals(pattern: str, expected: tuple[tuple[str, ...], bool]) -> None:
    assert required_literals(pattern) == expected


@pytest.mark.parametrize("pattern", [r"\d+\s\d+", r"\Qa.b\E", r"(a)\1", r"(?=abc)x", r"[a-z]+", r"x*"])
def test_no_literal_when_nothing_is_certain(pattern: str) -> None:
    assert required_literals(pattern) is None


def test_literal_choices_lists_every_required_run() -> None:
    assert literal_choices(r"synthetic7 (?i)cuda (?:driver|runtime) version") == (
        [("synthetic7 ",), ("cuda ",), ("driver", "runtime"), (" version",)], True)
    # a group contributes its own best set
    assert literal_choices(r"synthetic7 (?:(?i)cuda (?:driver|runtime) version)") == (
        [("synthetic7 ",), (" version",)], True)


def _logs(kb) -> list[str]:
    logs = [ex.log for e in kb.entries for ex in e.examples_match + e.examples_no_match]
    if SHARED_EVAL.exists():
        logs += [json.loads(line)["log"] for line in SHARED_EVAL.read_text(encoding="utf-8").splitlines()]
    logs += [p.read_text(encoding="utf-8", errors="replace") for p in sorted((ROOT / "kb" / "samples").rglob("*.log"))]
    return logs


def test_every_matching_line_contains_a_required_literal(kb) -> None:
    """Soundness on real text: wherever a KB pattern matches, one of its literals is on the line."""
    matcher = Matcher(index=build_index(kb, prefilter=False))
    checked = 0
    for log in _logs(kb):
        for line in log.splitlines():
            for i in matcher.candidates(line.encode("utf-8", "surrogatepass")):  # the RE2 set: exact
                regex = matcher.patterns.regex(i)
                found = required_literals(regex)
                if found is None:
                    continue
                strings, ci = found
                hay = line.lower() if ci else line
                assert any((s.lower() if ci else s) in hay for s in strings), (regex, line)
                checked += 1
    assert checked > 100


def _hits(matcher: Matcher, chunk: bytes) -> tuple[dict[int, list[tuple[int, str]]], list[tuple[int, str]]]:
    scan = matcher.scan([chunk])
    hits = {k: [(h.line, h.text) for h in v] for k, v in scan.hits.items()}
    return hits, [(h.line, h.text) for h in scan.error_lines]


def test_prefilter_finds_what_the_set_finds(kb) -> None:
    full = Matcher(index=build_index(kb, prefilter=False))
    index = build_index(kb, prefilter=True)
    for log in _logs(kb):
        chunk = read_text(log)
        filtered = Matcher(index=index)  # a fresh one: small input, the key-table path
        assert filtered._prefilter is not None
        assert set(full.candidates(chunk)) <= set(filtered.candidates(chunk))
        assert _hits(full, chunk) == _hits(Matcher(index=index), chunk)


def test_prefilter_on_large_input_uses_the_literal_set(kb, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(match_mod, "SMALL_INPUT", 0)
    monkeypatch.setattr(match_mod, "SET_LIMIT", 0)  # the large-KB path
    big = b"".join(read_text(log) for log in _logs(kb))
    full = Matcher(index=build_index(kb, prefilter=False))
    filtered = Matcher(index=build_index(kb, prefilter=True))
    assert _hits(full, big) == _hits(filtered, big)
    assert filtered._prefilter is not None
    assert filtered._prefilter._lit_set is not None


def test_prefilter_follows_re2_case_folding(tiny_kb) -> None:
    """RE2's (?i) matches the Kelvin sign to k: the byte-level key check must not lose that line."""
    regexes = ["(?i)kernel image is missing"]
    index = build_index(tiny_kb, prefilter=True)
    index.update(kinds="s", owners=match_mod.array("I", [0]).tobytes(), owner_ids=[""],
                 items=match_mod._pack(["k"], ""), regexes=match_mod._pack(regexes, ""),
                 prefilter=match_mod._build_prefilter(regexes))
    m = Matcher(index=index)
    text = "error: \u212aERNEL image is missing\n".encode()
    assert compile_re2(regexes[0]).search(text)
    assert m.candidates(text) == [0]


def test_small_kb_switches_to_the_set_past_a_small_log(kb) -> None:
    m = Matcher(kb)
    chunk = read_text(kb.entries[0].examples_match[0].log)
    small = m.candidates(chunk)
    assert m._set is None  # a small log: prefilter only, no set compiled
    big = chunk * (match_mod.PREFILTER_INPUT // len(chunk) + 1)
    m.candidates(big)
    assert m._set is not None
    assert set(m.candidates(chunk)) <= set(small)  # the set is exact; the prefilter may add a few


def test_pattern_table_gives_patterns(tiny_kb) -> None:
    m = Matcher(tiny_kb)
    first = m.patterns[0]
    entry = tiny_kb.entries[0]
    assert isinstance(first, Pattern)
    assert (first.kind, first.entry_id) == ("sig", entry.id)
    assert first.regex == entry.signatures[0].regex
    assert m.patterns[-1].kind == "err"
    assert m.patterns[len(m.patterns) - 1] == m.patterns[-1]
    with pytest.raises(IndexError):
        m.patterns[len(m.patterns)]



@pytest.mark.parametrize(
    ("pattern", "parts"),
    [
        ("a|b(c|d)|e", ["a", "b(c|d)", "e"]),
        ("[|x]y|z\\|w", ["[|x]y", "z\\|w"]),  # a bar in a class or escaped does not split
        ("[]|]a|b", ["[]|]a", "b"]),
        ("(?i:a)|b", ["(?i:a)", "b"]),  # a scoped flag stays in its alternative
        ("(?i)a|b", None),  # a flag group reaches the alternatives after it
        ("a|(?i)b|c", None),
        ("a\\Q|\\Eb", None),
        ("plain", ["plain"]),
    ],
)
def test_top_level_alternatives(pattern: str, parts: list[str] | None) -> None:
    assert top_level_alternatives(pattern) == parts
