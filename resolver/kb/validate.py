"""Validation of KB documents: schema, file layout, RE2 syntax, cross-references.

Every problem is a `KbProblem` with the file and line, never an exception.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from resolver.errors import KbProblem
from resolver.kb.model import KB
from resolver.kb.yamlio import KbProblemError, LineDict, line_of, load_yaml
from resolver.regex import compile_re2


@functools.cache
def _validator() -> Any:
    import jsonschema

    from resolver.kb.loader import schema

    return jsonschema.Draft202012Validator(schema())


def check_document(path: Path, root: Path) -> tuple[LineDict | None, list[KbProblem]]:
    """Read and check one entry file. Returns the document (None if unreadable) and its problems."""
    try:
        doc = load_yaml(path)
    except KbProblemError as exc:
        return None, [exc.problem]
    if not isinstance(doc, LineDict):
        return None, [KbProblem(path, 1, "an entry must be a YAML mapping")]
    problems = []
    for err in sorted(_validator().iter_errors(doc), key=lambda e: list(map(str, e.absolute_path))):
        where = "/".join(map(str, err.absolute_path)) or "(top level)"
        problems.append(KbProblem(path, _error_line(doc, err), f"{where}: {_short(err.message)}"))
    if problems:
        return doc, problems
    return doc, _check_layout(doc, path, root) + _check_patterns(doc, path)


def _error_line(doc: LineDict, err: Any) -> int | None:
    """Line of a schema error; for an unknown field, the line of that field."""
    if err.validator == "additionalProperties" and isinstance(err.instance, LineDict):
        known = err.schema.get("properties", {})
        extra = [k for k in err.instance if k not in known]
        if extra:
            return err.instance.key_lines.get(extra[0])
    return line_of(doc, list(err.absolute_path))


def _short(message: str) -> str:
    return message if len(message) < 300 else message[:297] + "..."


def _check_layout(doc: LineDict, path: Path, root: Path) -> list[KbProblem]:
    out = []
    if doc["id"] != path.stem:
        out.append(KbProblem(path, line_of(doc, ["id"]), f"id {doc['id']!r} must equal the file stem {path.stem!r}"))
    if doc["layer"] != path.parent.name:
        out.append(KbProblem(path, line_of(doc, ["layer"]),
                             f"layer {doc['layer']!r} must equal the folder name {path.parent.name!r}"))
    if doc.get("kind") == "symptom" and not doc.get("implies"):
        out.append(KbProblem(path, line_of(doc, ["kind"]), "a symptom entry must name the causes it `implies`"))
    return out


def _check_patterns(doc: LineDict, path: Path) -> list[KbProblem]:
    out = []
    context_ids = set()
    for i, ctx in enumerate(doc.get("context", [])):
        context_ids.add(ctx["id"])
        out += _check_regex(doc, path, ["context", i, "regex"], f"context {ctx['id']!r}", ctx["regex"])
    seen: set[str] = set()
    for i, sig in enumerate(doc["signatures"]):
        label = f"signature {sig['id']!r}"
        if sig["id"] in seen:
            out.append(KbProblem(path, line_of(doc, ["signatures", i, "id"]), f"duplicate {label}"))
        seen.add(sig["id"])
        out += _check_regex(doc, path, ["signatures", i, "regex"], label, sig["regex"])
        for key in ("requires", "unless"):
            for name in sig.get(key, []):
                if name not in context_ids:
                    out.append(KbProblem(path, line_of(doc, ["signatures", i, key]),
                                         f"{label}: {key} names unknown context {name!r}"))
    return out


def _check_regex(doc: LineDict, path: Path, where: list[str | int], label: str, pattern: str) -> list[KbProblem]:
    try:
        rx = compile_re2(pattern)
    except ValueError as exc:
        return [KbProblem(path, line_of(doc, where), f"{label}: {exc}")]
    if rx.search(""):
        return [KbProblem(path, line_of(doc, where), f"{label}: matches the empty line (would match every line)")]
    return []


def check_kb(kb: KB) -> list[KbProblem]:
    """Cross-entry checks: `implies` names known entries."""
    out = []
    for entry in kb.entries:
        for target in entry.implies:
            if target not in kb.by_id:
                out.append(KbProblem(entry.path, None, f"implies unknown entry {target!r}"))
            elif target == entry.id:
                out.append(KbProblem(entry.path, None, "an entry cannot imply itself"))
    return out
