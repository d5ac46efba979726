"""The strict YAML reader: the event path gives what the node path gives, lines included."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from resolver.kb import yamlio
from resolver.kb.yamlio import KbProblemError, LineDict, LineList, load_yaml

ROOT = Path(__file__).resolve().parents[2]


def _same(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, LineDict):
        return (a == b and a.line == b.line and a.key_lines == b.key_lines
                and list(a) == list(b) and all(_same(a[k], b[k]) for k in a))
    if isinstance(a, LineList):
        return a == b and a.line == b.line and a.item_lines == b.item_lines and all(map(_same, a, b))
    return bool(a == b)


CASES = {
    "block": "id: x\nlist:\n  - a\n  - b: 1\n    c: [1, 2.5, true, null, '3']\nnested:\n  deep:\n    - - z\n",
    "scalars": "a: 1\nb: 0x1f\nc: 1.0e3\nd: yes\ne: ~\nf: 2024-01-02\ng: '12'\nh: \"t\\u00e9\"\n",
    "block-scalars": "i: |\n  x\n  y\nj: >-\n  p\n  q\n",
    "flow": "{a: [1, {b: c}], d: e}\n",
    "first-chars": "a: .inf\nb: -3\nc: on\nd: Null\ne: +12\nf: note\ng: =\nh: ~x\ni: 0o17\nj: _1\n",
    "empty-values": "a:\nb: []\nc: {}\nd: ''\n",
    "root-list": "- 1\n- two\n- [3]\n",
    "root-scalar": "just text\n",
    "explicit-doc": "---\na: 1\n...\n",
    "empty-doc": "---\n",
    "non-str-keys": "1: one\nfalse: yes\nnull: x\n3.5: y\n",
    "equal-keys": "1: one\ntrue: yes\n",
    "unicode": "错误: 失败\nkey: \"CUDA error(999)\"\n",
    "anchors": "base: &b {x: 1}\nother: *b\nlist: &l [1, 2]\nagain: *l\n",
    "merge": "base: &b {x: 1, y: 2}\nderived:\n  <<: *b\n  y: 3\n",
    "tags": "a: !!str 123\nb: !!int '7'\nc: !!float 1\n",
    "complex-key": "? [a, b]\n: c\n",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_event_reader_equals_node_reader(name: str) -> None:
    text = CASES[name]
    assert _outcome(yamlio._load_fast, text) == _outcome(yamlio._from_nodes, text)


def _outcome(read: Any, text: str) -> Any:
    """What a reader gives: the value with its line maps, or the error it raises."""
    try:
        value = read(text)
    except Exception as exc:  # the error itself is the outcome compared
        return type(exc).__name__, str(exc)
    return _Exact(value)


class _Exact:
    def __init__(self, value: Any) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Exact) and _same(self.value, other.value)

    def __hash__(self) -> int:
        return 0


def test_plain_files_take_the_event_path_and_unusual_ones_do_not() -> None:
    assert isinstance(yamlio._from_events(CASES["block"]), LineDict)
    for name in ("anchors", "merge", "tags", "complex-key"):
        with pytest.raises(yamlio._Unusual):
            yamlio._from_events(CASES[name])


def test_every_bundled_file_reads_the_same_both_ways() -> None:
    files = sorted((ROOT / "kb").rglob("*.yaml"))
    assert len(files) > 30
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert _same(yamlio._from_events(text), yamlio._from_nodes(text)), path


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("a: 1\nb: 2\na: 3\n", 3, "duplicate key 'a' (first at line 1)"),
        ("a:\n  x: 1\n  x: 2\n", 3, "duplicate key 'x'"),
        ("a: [1, 2\nb: 3\n", 2, "invalid YAML"),
        ("a: 1\n---\nb: 2\n", 2, "expected a single document"),
        ("a: *nope\n", 1, "found undefined alias"),
        ("a: &x [*x]\n", 1, "recursive alias"),
    ],
)
def test_errors_keep_their_line_and_wording(tmp_path: Path, text: str, line: int, message: str) -> None:
    path = tmp_path / "e.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(KbProblemError) as info:
        load_yaml(path)
    assert info.value.problem.line == line
    assert message in info.value.problem.message
