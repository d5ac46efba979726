"""Shared patterns: one definition of a pattern that several entries use.

Two kinds live next to `entries/` in a KB root, one file each:

- a shared context, `<root>/contexts/<id>.yaml`, for a marker whose wording does not depend on the entry
  that reads it: "this log comes from inside a container", "this is WSL2", "the REPL answered False".
  An entry's context item names it with `use: <id>`;
- a wording, `<root>/wordings/<id>.yaml`, for a message that several causes print alike and that each
  entry reads under its own contexts: "CUDA driver version is insufficient" is an old driver on a host, no
  driver at all with nothing loaded, a container started without GPUs inside one. A signature names it with
  `use: <id>` in place of its `regex` (or several, `use: [a, b]`, when it reads more than one message the same
  way), so the wording is written (and widened) once. A context item names wordings with `wording: <id>` (or a
  list) when another cause's message shifts this entry's verdict ("the log also shows the message that means
  the driver refuses this GPU").

Both files hold `id`, `regex`, `note`, `references`. A `regex` next to `use` adds alternatives of the
entry's own; a shared pattern may itself `use` another of its kind and add alternatives the same way ("a
Windows program" is native Windows or a `.exe` run by name). Roots are layered like entries: a site KB's
`contexts/<id>.yaml` or `wordings/<id>.yaml` replaces the bundled one (and what `use`s it reads the
replacement).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from resolver.errors import KbProblem
from resolver.kb.yamlio import LineDict, line_of

if TYPE_CHECKING:
    from resolver.kb.model import KB


@dataclass(frozen=True)
class Kind:
    """One kind of shared pattern: where its files live and which entry items name it."""

    folder: str  # the folder of a KB root that holds its files
    schema: str  # its schema file, in the bundled kb/schema/
    noun: str  # what a message calls one
    items: str  # the entry key whose items `use` it
    item: str  # what a message calls one of those items


CONTEXTS = Kind("contexts", "context.schema.json", "shared context", "context", "context")
WORDINGS = Kind("wordings", "wording.schema.json", "wording", "signatures", "signature")
KINDS = (CONTEXTS, WORDINGS)


@dataclass(frozen=True)
class SharedPattern:
    id: str
    regex: str  # the whole pattern: the used pattern's alternatives and its own
    note: str
    references: tuple[str, ...]
    path: str
    line: int
    extends: str = ""  # the shared pattern its `use` names (its pattern is already part of `regex`)


@dataclass(frozen=True)
class Shared:
    """The shared patterns of a KB's roots, by kind: what entries' `use` items name."""

    contexts: Mapping[str, SharedPattern] = field(default_factory=dict)
    wordings: Mapping[str, SharedPattern] = field(default_factory=dict)

    def of(self, kind: Kind) -> Mapping[str, SharedPattern]:
        return self.contexts if kind is CONTEXTS else self.wordings


def shared_files(root: Path, kind: Kind) -> list[str]:
    """The files of one kind of shared pattern in a KB root, sorted by name."""
    folder = root / kind.folder
    try:
        names = sorted(n for n in os.listdir(folder) if n.endswith(".yaml"))
    except (FileNotFoundError, NotADirectoryError):
        return []
    return [str(folder / n) for n in names if (folder / n).is_file()]


def schema_path(kind: Kind) -> Path:
    from resolver.kb.loader import bundled_root

    return bundled_root() / "schema" / kind.schema


def read_shared(roots: Iterable[Path]) -> tuple[Shared, list[KbProblem]]:
    """Every valid shared pattern of `roots`, of both kinds, and the problems (see `read_kind`)."""
    roots = list(roots)
    contexts, problems = read_kind(roots, CONTEXTS)
    wordings, more = read_kind(roots, WORDINGS)
    return Shared(contexts, wordings), problems + more


def read_kind(roots: Iterable[Path], kind: Kind) -> tuple[dict[str, SharedPattern], list[KbProblem]]:
    """Every valid shared pattern of one kind in `roots` (a later root's replaces an earlier one's), and the
    problems.

    One that `use`s another gets `(?:used)|(?:own)`; one whose chain names an unknown, invalid or circular
    pattern is reported at its `use` line and left out (so are the entries that use it)."""
    from resolver.kb.validate import check_mapping_file, check_regex

    schema = schema_path(kind)
    docs: dict[str, tuple[LineDict, Path]] = {}
    problems: list[KbProblem] = []
    for root in roots:
        for name in shared_files(root, kind):
            path = Path(name)
            doc, bad = check_mapping_file(path, schema, kind.noun)
            if doc is not None and "regex" in doc:
                bad = check_regex(doc, path, ["regex"], f"{kind.noun} {doc['id']!r}", doc["regex"])
            elif doc is not None and "use" not in doc:
                bad = [KbProblem(path, doc.line, f"{kind.noun} {doc['id']!r}: needs `regex` or `use` "
                                                 f"(another {kind.noun})")]
            if doc is None or bad:
                problems += bad
                continue
            docs[doc["id"]] = (doc, path)
    found: dict[str, SharedPattern] = {}
    failed: set[str] = set()
    for sid in docs:
        _chain(sid, kind, docs, found, failed, problems, ())
    return found, problems


def _chain(sid: str, kind: Kind, docs: Mapping[str, tuple[LineDict, Path]], found: dict[str, SharedPattern],
           failed: set[str], problems: list[KbProblem], stack: tuple[str, ...]) -> SharedPattern | None:
    """The shared pattern `sid` with the pattern of every one it extends, built once into `found` (or
    reported once and put in `failed`)."""
    if sid in found or sid in failed:
        return found.get(sid)
    doc, path = docs[sid]
    use, own = doc.get("use", ""), doc.get("regex", "")
    note, refs = " ".join(doc.get("note", "").split()), tuple(doc.get("references", ()))
    if not use:
        found[sid] = SharedPattern(sid, own, note, refs, str(path), doc.line)
        return found[sid]
    where = line_of(doc, ["use"])
    if use == sid or use in stack:
        why = f"`use` goes round in a circle ({' -> '.join((*stack, sid, use))})"
    elif use not in docs:
        why = f"unknown or invalid {kind.noun} {use!r} (known: {', '.join(sorted(docs))})"
    elif (base := _chain(use, kind, docs, found, failed, problems, (*stack, sid))) is None:
        why = f"the {kind.noun} it uses, {use!r}, is not valid"
    else:
        found[sid] = SharedPattern(sid, _extend_all([base.regex], own), note, refs, str(path), doc.line, use)
        return found[sid]
    problems.append(KbProblem(path, where, f"{kind.noun} {sid!r}: {why}"))
    failed.add(sid)
    return None


def kb_shared(kb: KB) -> Shared:
    """The shared patterns of a loaded KB's roots (lint's checks, `kb stats`), read once per KB state: the
    KB's digest covers their files, so an edited file is read again."""
    return _shared_of(tuple(kb.roots), kb.digest)


@functools.lru_cache(maxsize=8)
def _shared_of(roots: tuple[str, ...], digest: str) -> Shared:
    return read_shared(Path(r) for r in roots)[0]


@functools.cache
def bundled_shared() -> Shared:
    """The bundled KB's shared patterns (for checking a lone entry file, as the TUI playground does)."""
    from resolver.kb.loader import bundled_root

    return read_shared([bundled_root()])[0]


def resolve_uses(doc: LineDict, path: Path, shared: Shared) -> list[KbProblem]:
    """Give every context item and signature of a schema-valid entry document its pattern, in place.

    A signature's `use` names wordings (`use: [a, b]`: `(?:a)|(?:b)`); a context item's `use` names a shared
    context and its `wording` one or more wordings, for a context that is another cause's message ("the log
    also shows the wording that means X"). The item matches those patterns, then its own `regex` if any (kept
    as `own` for display). An item must have `regex`, `use` or (a context) `wording`; a resolved signature's
    `use` and a resolved context's `wording` are lists.
    """
    problems = []
    for kind in KINDS:
        refs = [(kind, "use")] if kind is WORDINGS else [(CONTEXTS, "use"), (WORDINGS, "wording")]
        for i, item in enumerate(doc.get(kind.items, ())):
            named = [(of, key, _names(item[key])) for of, key in refs if item.get(key) is not None]
            if not named:
                if "regex" not in item:
                    keys = " or ".join(f"`{key}` (a {of.noun})" for of, key in refs)
                    problems.append(KbProblem(path, line_of(doc, [kind.items, i]),
                                              f"{kind.item} {item['id']!r}: needs `regex` or {keys}"))
                continue
            bases, bad = [], False
            for of, key, names in named:
                known_ids = shared.of(of)
                for k, name in enumerate(names):
                    if name in known_ids:
                        bases.append(known_ids[name].regex)
                        continue
                    bad = True
                    where = [kind.items, i, key] + ([] if isinstance(item[key], str) else [k])
                    known = ", ".join(sorted(known_ids)) or "none"
                    problems.append(KbProblem(path, line_of(doc, where),
                                              f"{kind.item} {item['id']!r}: unknown {of.noun} {name!r} "
                                              f"(no {of.folder}/{name}.yaml; known: {known})"))
                if of is WORDINGS:
                    item[key] = names
            if bad:
                continue
            own = item.get("regex")
            if own is not None:
                item["own"] = own  # kept for display (`resolve show`); the schema has been checked already
            item["regex"] = _extend_all(bases, own)
    return problems


def _names(value: str | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else list(value)


def _extend_all(bases: list[str], own: str | None) -> str:
    """Shared patterns, then alternatives of one's own, each in its group so that a flag such as `(?i)` at the
    start of one does not reach the others (one pattern alone stays as it is)."""
    parts = bases + ([own] if own else [])
    return parts[0] if len(parts) == 1 else "|".join(f"(?:{p})" for p in parts)
