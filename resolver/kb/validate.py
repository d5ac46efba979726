"""Validation of KB documents: schema, file layout, RE2 syntax, cross-references.

Every problem is a `KbProblem` with the file and line, never an exception.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from resolver.errors import KbProblem
from resolver.kb.model import KB
from resolver.kb.shared import Shared, bundled_shared, resolve_uses
from resolver.kb.yamlio import KbProblemError, LineDict, line_of, load_yaml
from resolver.regex import compile_re2, literal_choices, new_set


@functools.cache
def _validator() -> Any:
    import jsonschema

    from resolver.kb.loader import schema

    return jsonschema.Draft202012Validator(schema())


@functools.cache
def _fast_check() -> Callable[[Any], bool] | None:
    from resolver.kb.loader import schema

    return compile_fast(schema())


@functools.cache
def validator_for(schema_file: str) -> Any:
    """A JSON Schema validator for a schema file other than the entry schema (matrices, shared contexts, wordings)."""
    import json

    import jsonschema

    return jsonschema.Draft202012Validator(json.loads(Path(schema_file).read_text(encoding="utf-8")))


def schema_problems(doc: LineDict, path: Path, errors: Iterable[Any]) -> list[KbProblem]:
    """JSON Schema errors of a document as problems with the line of what is wrong."""
    out = []
    for err in errors:
        where = "/".join(map(str, err.absolute_path)) or "(top level)"
        out.append(KbProblem(path, _error_line(doc, err), f"{where}: {_short(err.message)}"))
    return out


def check_mapping_file(path: Path, schema_file: Path, what: str) -> tuple[LineDict | None, list[KbProblem]]:
    """Read one YAML file that must be a mapping valid against `schema_file`, whose `id` is the file stem.

    Returns the document (None when it is not usable) and its problems; `what` names it in messages.
    """
    try:
        doc = load_yaml(path)
    except KbProblemError as exc:
        return None, [exc.problem]
    if not isinstance(doc, LineDict):
        return None, [KbProblem(path, 1, f"a {what} must be a YAML mapping")]
    errors = sorted(validator_for(str(schema_file)).iter_errors(doc), key=lambda e: list(map(str, e.absolute_path)))
    problems = schema_problems(doc, path, errors)
    if problems:
        return None, problems
    if doc["id"] != path.stem:
        return None, [KbProblem(path, line_of(doc, ["id"]), f"id {doc['id']!r} must equal the file stem {path.stem!r}")]
    return doc, []


def schema_errors(doc: Any) -> list[Any]:
    """The JSON Schema errors of a document (jsonschema's, each with its path and message).

    A compiled check of the schema answers first; jsonschema walks the document only when that
    check finds something (or cannot judge), so a valid KB of 10,000 files validates in seconds.
    """
    fast = _fast_check()
    if fast is not None and fast(doc):
        return []
    return sorted(_validator().iter_errors(doc), key=lambda e: list(map(str, e.absolute_path)))


_ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "$defs", "title", "description", "default", "examples",
                          "deprecated", "readOnly", "writeOnly"})


def compile_fast(root: dict[str, Any]) -> Callable[[Any], bool] | None:
    """A predicate that is True only for documents the schema accepts (False: ask jsonschema).

    The schema becomes the source of one Python function per subschema, straight-line tests
    that return False at the first failure, compiled once. It covers the keywords the entry
    schema uses; a schema with any other keyword gets None.
    """
    import re

    consts: dict[str, Any] = {"_Missing": _MISSING}
    funcs: list[str] = []
    names: dict[str, str] = {}
    counter = itertools.count()

    def const(value: Any) -> str:
        name = f"_k{len(consts)}"
        consts[name] = value
        return name

    def ref(target: str) -> str:
        if not target.startswith("#/$defs/"):
            raise KeyError(target)
        key = target[len("#/$defs/"):]
        if key not in names:
            names[key] = f"_d{len(names)}"
            build(root["$defs"][key], names[key])
        return names[key]

    def sub(sch: Any) -> str:
        name = f"_f{next(counter)}"
        build(sch, name)
        return name

    def build(sch: Any, name: str) -> None:
        if sch is True or sch == {}:
            funcs.append(f"def {name}(v):\n    return True\n")
            return
        if not isinstance(sch, dict):
            raise KeyError("schema")
        body: list[str] = []
        on_dict: list[str] = []
        on_list: list[str] = []
        on_str: list[str] = []
        for key, arg in sch.items():
            if key in _ANNOTATIONS:
                continue
            if key == "type":
                kinds = [arg] if isinstance(arg, str) else list(arg)
                body.append(f"if not ({' or '.join(_TYPE_TESTS[k] for k in kinds)}): return False")
            elif key == "enum":
                if not all(isinstance(x, str) for x in arg):
                    raise KeyError(key)
                body.append(f"if not (isinstance(v, str) and v in {const(frozenset(arg))}): return False")
            elif key == "required":
                on_dict += [f"if {const(k)} not in v: return False" for k in arg]
            elif key == "properties":
                for prop, prop_schema in arg.items():
                    check = sub(prop_schema)
                    on_dict.append(f"x = v.get({const(prop)}, _Missing)")
                    on_dict.append(f"if x is not _Missing and not {check}(x): return False")
            elif key == "additionalProperties":
                if arg is not False:
                    raise KeyError(key)
                on_dict.append(f"if not {const(frozenset(sch.get('properties', {})))}.issuperset(v): return False")
            elif key == "items":
                check = sub(arg)
                on_list.append(f"for x in v:\n            if not {check}(x): return False")
            elif key in ("minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"):
                target = {"Items": on_list, "Length": on_str, "Properties": on_dict}[key[3:]]
                target.append(f"if len(v) {'<' if key.startswith('min') else '>'} {int(arg)}: return False")
            elif key == "uniqueItems":
                if arg:
                    on_list.append("if not all(isinstance(x, str) for x in v) or len(set(v)) != len(v): return False")
            elif key == "pattern":
                on_str.append(f"if {const(re.compile(arg))}.search(v) is None: return False")
            elif key in ("minimum", "maximum"):
                if not isinstance(arg, (int, float)) or isinstance(arg, bool):
                    raise KeyError(key)
                body.append(f"if isinstance(v, (int, float)) and not isinstance(v, bool) and "
                            f"v {'<' if key == 'minimum' else '>'} {arg!r}: return False")
            elif key == "$ref":
                body.append(f"if not {ref(arg)}(v): return False")
            else:
                raise KeyError(key)
        lines = [f"def {name}(v):"] + [f"    {b}" for b in body]
        for test, group in (("dict", on_dict), ("list", on_list), ("str", on_str)):
            if group:
                lines.append(f"    if isinstance(v, {test}):")
                lines += [f"        {g}" for g in group]
        lines.append("    return True")
        funcs.append("\n".join(lines) + "\n")

    try:
        build(root, "_root")
    except (KeyError, TypeError, ValueError, re.error):
        return None
    namespace = dict(consts)
    exec(compile("\n".join(funcs), "<entry schema check>", "exec"), namespace)  # our own generated source
    check: Callable[[Any], bool] = namespace["_root"]
    return check


_MISSING = object()
_TYPE_TESTS = {
    "object": "isinstance(v, dict)",
    "array": "isinstance(v, list)",
    "string": "isinstance(v, str)",
    "boolean": "isinstance(v, bool)",
    "null": "v is None",
    "integer": "(isinstance(v, int) and not isinstance(v, bool))",
    "number": "(isinstance(v, (int, float)) and not isinstance(v, bool))",
}


def check_document(
    path: Path, root: Path, literals: dict[str, Any] | None = None,
    shared: Shared | None = None,
) -> tuple[LineDict | None, list[KbProblem]]:
    """Read and check one entry file. Returns the document (None if unreadable) and its problems.

    `literals`, if given, receives `literal_choices` of each pattern checked (keyed by pattern).
    `shared`: the shared contexts and wordings that `use:` items name (default: the bundled KB's);
    the returned document's context items and signatures carry their resolved `regex`.
    """
    try:
        doc = load_yaml(path)
    except KbProblemError as exc:
        return None, [exc.problem]
    if not isinstance(doc, LineDict):
        return None, [KbProblem(path, 1, "an entry must be a YAML mapping")]
    problems = schema_problems(doc, path, schema_errors(doc))
    if problems:
        return doc, problems
    problems = resolve_uses(doc, path, bundled_shared() if shared is None else shared)
    if problems:
        return doc, problems
    return doc, _check_layout(doc, path, root) + _check_patterns(doc, path, literals)


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
    return out + _check_signature_implies(doc, path)


def _check_signature_implies(doc: LineDict, path: Path) -> list[KbProblem]:
    """A signature's own `implies` order belongs to a symptom entry and names only causes the entry implies."""
    out = []
    entry_implies = set(doc.get("implies") or ()) if doc.get("kind") == "symptom" else set()
    for i, sig in enumerate(doc.get("signatures") or ()):
        if not isinstance(sig, dict) or not sig.get("implies"):
            continue
        if doc.get("kind") != "symptom":
            out.append(KbProblem(path, line_of(doc, ["signatures", i, "implies"]),
                                 f"signature {sig.get('id')!r}: only a symptom entry's signature may name `implies`"))
            continue
        for target in sig["implies"]:
            if target not in entry_implies:
                out.append(KbProblem(path, line_of(doc, ["signatures", i, "implies"]),
                                     f"signature {sig.get('id')!r} implies {target!r}, which the entry's `implies` "
                                     "does not name"))
    return out


def _check_patterns(doc: LineDict, path: Path, literals: dict[str, Any] | None = None) -> list[KbProblem]:
    out = []
    regexes: list[tuple[list[str | int], str, str]] = []  # (where, label, pattern)
    context_ids = set()
    for i, ctx in enumerate(doc.get("context", [])):
        if ctx["id"] in context_ids:  # `requires` / `unless` name a context by id: two of one id would act as one
            out.append(KbProblem(path, line_of(doc, ["context", i, "id"]), f"duplicate context {ctx['id']!r}"))
        context_ids.add(ctx["id"])
        regexes.append((["context", i, "regex"], f"context {ctx['id']!r}", ctx["regex"]))
    seen: set[str] = set()
    for i, sig in enumerate(doc["signatures"]):
        label = f"signature {sig['id']!r}"
        if sig["id"] in seen:
            out.append(KbProblem(path, line_of(doc, ["signatures", i, "id"]), f"duplicate {label}"))
        seen.add(sig["id"])
        regexes.append((["signatures", i, "regex"], label, sig["regex"]))
        for key in ("requires", "unless"):
            for name in sig.get(key, []):
                if name not in context_ids:
                    out.append(KbProblem(path, line_of(doc, ["signatures", i, key]),
                                         f"{label}: {key} names unknown context {name!r}"))
    for i, fix in enumerate(doc.get("fixes", [])):
        for name in fix.get("signatures", []):
            if name not in seen:
                out.append(KbProblem(path, line_of(doc, ["fixes", i, "signatures"]),
                                     f"fix {fix.get('title', i)!r}: signatures names unknown signature {name!r}"))
    return _check_regexes(doc, path, regexes, literals) + out


_COUNTED = re.compile(r"\{([0-9]+)(?:,([0-9]*))?\}")
PARSE_ONLY_MAX_LEN = 1000
"""Longest pattern whose RE2 program is taken to fit RE2's memory budget without compiling it."""
PARSE_ONLY_MAX_REPEATS = 200
"""Most copies that the counted repetitions of such a pattern may add up to (RE2's parser itself
refuses nested repetitions past 1000, so a sum bounds the program's size)."""


def _fits_unseen(pattern: str) -> bool:
    """Whether RE2's program for `pattern` surely fits its memory budget (see `_check_regexes`)."""
    if len(pattern) > PARSE_ONLY_MAX_LEN:
        return False
    total = 0
    for m in _COUNTED.finditer(pattern):
        total += max(int(m.group(1)), int(m.group(2) or 0))
    return total <= PARSE_ONLY_MAX_REPEATS


def _check_regexes(
    doc: LineDict, path: Path, regexes: list[tuple[list[str | int], str, str]],
    literals: dict[str, Any] | None = None,
) -> list[KbProblem]:
    """RE2 syntax and the empty-line test of a file's patterns, all at once in one RE2 set.

    Parsing into a set and one set match cost a fraction of compiling each pattern on its own;
    a pattern the set refuses is compiled alone for RE2's message. A pattern with a required
    literal (`literal_choices`) cannot match the empty line: for one that has one, and whose
    counted repetitions stay small and which is not long (what could outgrow RE2's memory budget,
    `_fits_unseen`), parsing is the whole check; the others are also compiled and tested. The
    literal lists go into `literals` (by pattern) for the caller to reuse.
    """
    found = {pattern: literal_choices(pattern) for _where, _label, pattern in regexes}
    if literals is not None:
        literals.update(found)
    risky = [k for k, (_where, _label, p) in enumerate(regexes)
             if found[p] is None or not _fits_unseen(p)]
    try:
        parsed = new_set()
        for _where, _label, pattern in regexes:
            parsed.Add(pattern)
        empty: list[int] = []
        if risky:
            rset = new_set()
            for k in risky:
                rset.Add(regexes[k][2])
            rset.Compile()
            empty = [risky[j] for j in rset.Match(b"") or ()]
    except Exception:  # re2.error; checked one by one below for the exact message
        problems = []
        for where, label, pattern in regexes:
            problems += check_regex(doc, path, where, label, pattern)
        return problems
    return [KbProblem(path, line_of(doc, regexes[k][0]), f"{regexes[k][1]}: matches the empty line "
                      "(would match every line)") for k in sorted(empty)]


def check_regex(doc: LineDict, path: Path, where: list[str | int], label: str, pattern: str) -> list[KbProblem]:
    """RE2 syntax and the empty-line test of one pattern of a document."""
    try:
        rx = compile_re2(pattern)
    except ValueError as exc:
        return [KbProblem(path, line_of(doc, where), f"{label}: {exc}")]
    if rx.search(""):
        return [KbProblem(path, line_of(doc, where), f"{label}: matches the empty line (would match every line)")]
    return []


def check_kb(kb: KB) -> list[KbProblem]:
    """Cross-entry checks: `implies` names known entries."""
    return check_implies((e.path, e.id, e.implies) for e in kb.entries)


def check_implies(entries: Iterable[tuple[str, str, Sequence[str]]]) -> list[KbProblem]:
    """`check_kb` from (path, id, implies) of each entry, in KB order."""
    items = list(entries)
    known = {eid for _, eid, _ in items}
    out = []
    for path, eid, implies in items:
        for target in implies:
            if target not in known:
                out.append(KbProblem(path, None, f"implies unknown entry {target!r}"))
            elif target == eid:
                out.append(KbProblem(path, None, "an entry cannot imply itself"))
    return out
