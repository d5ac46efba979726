"""Strict YAML reading: safe types only, duplicate keys rejected, line numbers kept.

This is the only module that touches PyYAML. Mappings and sequences come back as `LineDict`
and `LineList`, which remember the (1-based) line of each key or item so that schema errors
can be reported as `path:line: message`.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import yaml
from yaml.events import (
    DocumentEndEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from resolver.errors import KbProblem


class LineDict(dict[str, Any]):
    """A mapping that remembers the line of each key."""

    line: int = 0
    key_lines: dict[str, int]


class LineList(list[Any]):
    """A sequence that remembers the line of each item."""

    line: int = 0
    item_lines: list[int]


class _DuplicateKey(yaml.MarkedYAMLError):
    pass


_BaseLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml: ~15x faster


class StrictLoader(_BaseLoader):  # type: ignore[valid-type,misc]
    """SafeLoader (libyaml's parser when PyYAML has it) that rejects duplicate keys and records lines."""

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> LineDict:  # type: ignore[override]
        out = LineDict()
        out.line = node.start_mark.line + 1
        out.key_lines = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            if key in out:
                raise _DuplicateKey(
                    None, None, f"duplicate key {key!r} (first at line {out.key_lines[key]})",
                    key_node.start_mark,
                )
            out[key] = self.construct_object(value_node, deep=True)
            out.key_lines[key] = key_node.start_mark.line + 1
        return out

    def construct_sequence(self, node: SequenceNode, deep: bool = False) -> LineList:  # type: ignore[override]
        out = LineList(self.construct_object(child, deep=True) for child in node.value)
        out.line = node.start_mark.line + 1
        out.item_lines = [child.start_mark.line + 1 for child in node.value]
        return out


def _construct_map(loader: StrictLoader, node: Node) -> LineDict:
    assert isinstance(node, MappingNode)
    loader.flatten_mapping(node)
    return loader.construct_mapping(node)


def _construct_seq(loader: StrictLoader, node: Node) -> LineList:
    assert isinstance(node, SequenceNode)
    return loader.construct_sequence(node)


StrictLoader.add_constructor("tag:yaml.org,2002:map", _construct_map)
StrictLoader.add_constructor("tag:yaml.org,2002:seq", _construct_seq)


_STR = "tag:yaml.org,2002:str"


def _load_fast(text: str) -> Any:
    """What `yaml.load(text, Loader=StrictLoader)` returns, built from the parser's events.

    Nearly every KB file is plain block YAML: mappings with string keys, lists and scalars. Those
    are built straight from the event stream (`_from_events`), without PyYAML's node tree. Anything
    else (anchors, aliases, explicit tags, merge keys, complex keys, more than one document, a
    duplicate key) is read again through the node tree (`_from_nodes`), which gives PyYAML's own
    results and errors.
    """
    try:
        return _from_events(text)
    except _Unusual:
        return _from_nodes(text)


class _Unusual(Exception):
    """YAML that the event reader leaves to the node reader."""


_PLAIN_TAGS = (None, "!")
_NO_KEY = object()
_IN_LIST = object()


def _from_events(text: str) -> Any:
    loader = StrictLoader(text)
    try:
        get = loader.get_event
        get()  # stream start
        event = get()
        if isinstance(event, StreamEndEvent):
            return None
        # frames: [container, pending key (_NO_KEY: none; _IN_LIST: a list), line of that key]
        stack: list[list[Any]] = []
        result: Any = None
        resolvable = _first_chars()
        while True:
            event = get()
            kind = type(event)
            if kind is ScalarEvent:
                if event.anchor is not None or event.tag not in _PLAIN_TAGS:
                    raise _Unusual
                value = event.value
                if event.implicit[0] and (not value or value[0] in resolvable):
                    tag = loader.resolve(ScalarNode, value, event.implicit)
                    if tag != _STR:
                        value = _scalar(loader, tag, event)
            elif kind is MappingStartEvent or kind is SequenceStartEvent:
                if event.anchor is not None or event.tag is not None:
                    raise _Unusual
                if stack and stack[-1][1] is _NO_KEY:
                    raise _Unusual  # a mapping or list used as a key
                line = event.start_mark.line + 1
                if kind is MappingStartEvent:
                    container: Any = LineDict()
                    container.key_lines = {}
                else:
                    container = LineList()
                    container.item_lines = []
                container.line = line
                stack.append([container, _NO_KEY if kind is MappingStartEvent else _IN_LIST, 0])
                continue
            elif kind is MappingEndEvent or kind is SequenceEndEvent:
                value = stack.pop()[0]
                if not stack:
                    result = value
                    break
                _attach(stack, value, value.line)
                continue
            elif kind is DocumentEndEvent:
                break
            else:  # an alias
                raise _Unusual
            line = event.start_mark.line + 1
            if not stack:
                result = value
                continue
            _attach(stack, value, line)
        while not isinstance(event, DocumentEndEvent):
            event = get()
        if not isinstance(get(), StreamEndEvent):
            raise _Unusual  # more than one document: the node reader raises PyYAML's error
        return result
    finally:
        loader.dispose()


class _Everything(frozenset[str]):
    def __contains__(self, item: object) -> bool:
        return True


@functools.cache
def _first_chars() -> frozenset[str]:
    """First characters of the plain scalars that may resolve to something other than a string
    (PyYAML keys StrictLoader's implicit resolvers, a class attribute, by first character); others
    are strings without asking."""
    resolvers = StrictLoader.yaml_implicit_resolvers
    if None in resolvers:  # a resolver for any first character
        return _Everything()
    return frozenset(k for k in resolvers if k)


def _attach(stack: list[list[Any]], value: Any, line: int) -> None:
    frame = stack[-1]
    container = frame[0]
    if frame[1] is _IN_LIST:
        container.append(value)
        container.item_lines.append(line)
    elif frame[1] is _NO_KEY:  # a mapping's key
        if value in container:  # (containers never get here: their start event refuses them as keys)
            raise _Unusual  # a duplicate key: the node reader reports it as before
        frame[1] = value
        frame[2] = line
    else:  # a mapping's value
        key = frame[1]
        container[key] = value
        container.key_lines[key] = frame[2]
        frame[1] = _NO_KEY


def _scalar(loader: StrictLoader, tag: str, event: ScalarEvent) -> Any:
    if tag == "tag:yaml.org,2002:merge" or tag == "tag:yaml.org,2002:value":
        raise _Unusual
    node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
    return loader.construct_object(node, deep=True)


def _from_nodes(text: str) -> Any:
    """`_load_fast` through PyYAML's node tree: plain strings skip its per-object constructors."""
    loader = StrictLoader(text)
    try:
        node = loader.get_single_node()
        return None if node is None else _Convert(loader).node(node)
    finally:
        loader.dispose()


class _Convert:
    def __init__(self, loader: StrictLoader) -> None:
        self.loader = loader
        self.done: dict[int, Any] = {}
        self.busy: set[int] = set()

    def node(self, node: Node) -> Any:
        if isinstance(node, ScalarNode):
            return node.value if node.tag == _STR else self.loader.construct_object(node, deep=True)
        key = id(node)
        if key in self.done:
            return self.done[key]
        if key in self.busy:
            raise yaml.constructor.ConstructorError(None, None, "found a recursive alias", node.start_mark)
        self.busy.add(key)
        if isinstance(node, MappingNode) and node.tag == "tag:yaml.org,2002:map":
            out: Any = self.mapping(node)
        elif isinstance(node, SequenceNode) and node.tag == "tag:yaml.org,2002:seq":
            out = LineList(self.node(child) for child in node.value)
            out.line = node.start_mark.line + 1
            out.item_lines = [child.start_mark.line + 1 for child in node.value]
        else:
            out = self.loader.construct_object(node, deep=True)
        self.busy.discard(key)
        self.done[key] = out
        return out

    def mapping(self, node: MappingNode) -> LineDict:
        self.loader.flatten_mapping(node)
        out = LineDict()
        out.line = node.start_mark.line + 1
        out.key_lines = {}
        for key_node, value_node in node.value:
            if isinstance(key_node, ScalarNode) and key_node.tag == _STR:
                key = key_node.value
            else:
                key = self.loader.construct_object(key_node, deep=True)
                try:
                    hash(key)
                except TypeError:
                    raise yaml.constructor.ConstructorError(
                        None, None, "found an unhashable key (a list or mapping used as a key)", key_node.start_mark,
                    ) from None
            if key in out:
                raise _DuplicateKey(
                    None, None, f"duplicate key {key!r} (first at line {out.key_lines[key]})", key_node.start_mark,
                )
            out[key] = self.node(value_node)
            out.key_lines[key] = key_node.start_mark.line + 1
        return out


def load_yaml(path: Path, text: str | None = None) -> Any:
    """Parse one YAML file strictly.

    Raises:
        KbProblemError: the file is not valid YAML, has a duplicate key or is not UTF-8.
    """
    try:
        if text is None:
            text = path.read_text(encoding="utf-8")
        return _load_fast(text)
    except UnicodeDecodeError as exc:
        raise KbProblemError(KbProblem(path, None, f"not UTF-8: {exc}")) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        what = " ".join(p for p in (exc.context, exc.problem) if p)
        raise KbProblemError(KbProblem(path, line, f"invalid YAML: {what}")) from None
    except yaml.YAMLError as exc:
        raise KbProblemError(KbProblem(path, None, f"invalid YAML: {exc}")) from None


class KbProblemError(Exception):
    """A single file-level problem raised while reading YAML."""

    def __init__(self, problem: KbProblem) -> None:
        self.problem = problem
        super().__init__(str(problem))


def line_of(doc: Any, path: list[str | int]) -> int | None:
    """Line of the item at `path` inside a document from `load_yaml` (closest known ancestor)."""
    line = getattr(doc, "line", None)
    node = doc
    for part in path:
        if isinstance(node, LineDict) and part in node:
            line = node.key_lines.get(str(part), line)
            node = node[part]
        elif isinstance(node, LineList) and isinstance(part, int) and part < len(node):
            line = node.item_lines[part]
            node = node[part]
        else:
            break
    return line
