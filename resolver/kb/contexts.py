"""Shared contexts: one definition of a marker that several entries use as context.

A shared context lives at `<root>/contexts/<id>.yaml` (`id`, `regex`, `note`, `references`), for
markers whose wording does not depend on the entry that reads them: "this log comes from inside a
container", "this is WSL2", "the REPL answered False". An entry's context item names it with
`use: <id>` instead of writing the pattern again; a `regex` next to `use` adds alternatives of the
entry's own. A shared context may itself `use` another and add alternatives the same way ("a Windows
program" is native Windows or a `.exe` run by name). Roots are layered like entries: a site KB's
`contexts/<id>.yaml` replaces the bundled one (and the contexts that `use` it read the replacement).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from resolver.errors import KbProblem
from resolver.kb.yamlio import LineDict, line_of

if TYPE_CHECKING:
    from resolver.kb.model import KB

FOLDER = "contexts"


@dataclass(frozen=True)
class SharedContext:
    id: str
    regex: str  # the whole pattern: the used context's alternatives and its own
    note: str
    references: tuple[str, ...]
    path: str
    line: int
    extends: str = ""  # the shared context its `use` names (its pattern is already part of `regex`)


def context_files(root: Path) -> list[str]:
    """The shared-context files of a KB root, sorted by name."""
    folder = root / FOLDER
    try:
        names = sorted(n for n in os.listdir(folder) if n.endswith(".yaml"))
    except (FileNotFoundError, NotADirectoryError):
        return []
    return [str(folder / n) for n in names if (folder / n).is_file()]


def schema_path() -> Path:
    from resolver.kb.loader import bundled_root

    return bundled_root() / "schema" / "context.schema.json"


def read_shared_contexts(roots: Iterable[Path]) -> tuple[dict[str, SharedContext], list[KbProblem]]:
    """Every valid shared context of `roots` (a later root's replaces an earlier one's), and the problems.

    A context that `use`s another gets `(?:used)|(?:own)`; one whose chain names an unknown, invalid or
    circular context is reported at its `use` line and left out (so are the entries that use it)."""
    from resolver.kb.validate import check_mapping_file, check_regex

    docs: dict[str, tuple[LineDict, Path]] = {}
    problems: list[KbProblem] = []
    for root in roots:
        for name in context_files(root):
            path = Path(name)
            doc, bad = check_mapping_file(path, schema_path(), "shared context")
            if doc is not None and "regex" in doc:
                bad = check_regex(doc, path, ["regex"], f"shared context {doc['id']!r}", doc["regex"])
            elif doc is not None and "use" not in doc:
                bad = [KbProblem(path, doc.line, f"shared context {doc['id']!r}: needs `regex` or `use` "
                                                 "(another shared context)")]
            if doc is None or bad:
                problems += bad
                continue
            docs[doc["id"]] = (doc, path)
    found: dict[str, SharedContext] = {}
    failed: set[str] = set()
    for cid in docs:
        _chain(cid, docs, found, failed, problems, ())
    return found, problems


def _chain(cid: str, docs: Mapping[str, tuple[LineDict, Path]], found: dict[str, SharedContext], failed: set[str],
           problems: list[KbProblem], stack: tuple[str, ...]) -> SharedContext | None:
    """The shared context `cid` with the pattern of every context it extends, built once into `found`
    (or reported once and put in `failed`)."""
    if cid in found or cid in failed:
        return found.get(cid)
    doc, path = docs[cid]
    use, own = doc.get("use", ""), doc.get("regex", "")
    note, refs = " ".join(doc.get("note", "").split()), tuple(doc.get("references", ()))
    if not use:
        found[cid] = SharedContext(cid, own, note, refs, str(path), doc.line)
        return found[cid]
    where = line_of(doc, ["use"])
    if use == cid or use in stack:
        why = f"`use` goes round in a circle ({' -> '.join((*stack, cid, use))})"
    elif use not in docs:
        why = f"unknown or invalid shared context {use!r} (known: {', '.join(sorted(docs))})"
    elif (base := _chain(use, docs, found, failed, problems, (*stack, cid))) is None:
        why = f"the shared context it uses, {use!r}, is not valid"
    else:
        found[cid] = SharedContext(cid, _extend(base.regex, own), note, refs, str(path), doc.line, use)
        return found[cid]
    problems.append(KbProblem(path, where, f"shared context {cid!r}: {why}"))
    failed.add(cid)
    return None


def _extend(base: str, own: str | None) -> str:
    """A shared pattern with alternatives of one's own: each in its group, so that a flag such as `(?i)` at the
    start of one does not reach the other."""
    return base if not own else f"(?:{base})|(?:{own})"


def kb_shared_contexts(kb: KB) -> Mapping[str, SharedContext]:
    """The shared contexts of a loaded KB's roots (lint's checks, `kb stats`), read once per KB state: the
    KB's digest covers the context files, so an edited file is read again."""
    return _shared_contexts_of(tuple(kb.roots), kb.digest)


@functools.lru_cache(maxsize=8)
def _shared_contexts_of(roots: tuple[str, ...], digest: str) -> Mapping[str, SharedContext]:
    return read_shared_contexts(Path(r) for r in roots)[0]


@functools.cache
def bundled_shared_contexts() -> Mapping[str, SharedContext]:
    """The bundled KB's shared contexts (for checking a lone entry file, as the TUI playground does)."""
    from resolver.kb.loader import bundled_root

    return read_shared_contexts([bundled_root()])[0]


def resolve_contexts(doc: LineDict, path: Path, shared: Mapping[str, SharedContext]) -> list[KbProblem]:
    """Give every context item of a schema-valid entry document its pattern, in place.

    An item with `use` gets the shared pattern, or `(?:shared)|(?:own)` when it also has a `regex`;
    an item must have one of the two.
    """
    problems = []
    for i, ctx in enumerate(doc.get("context", ())):
        use = ctx.get("use")
        if use is None:
            if "regex" not in ctx:
                problems.append(KbProblem(path, line_of(doc, ["context", i]),
                                          f"context {ctx['id']!r}: needs `regex` or `use` (a shared context)"))
            continue
        if use not in shared:
            known = ", ".join(sorted(shared)) or "none"
            problems.append(KbProblem(path, line_of(doc, ["context", i, "use"]),
                                      f"context {ctx['id']!r}: unknown shared context {use!r} "
                                      f"(no {FOLDER}/{use}.yaml; known: {known})"))
            continue
        base = shared[use].regex
        own = ctx.get("regex")
        if own is not None:
            ctx["own"] = own  # kept for display (`resolve show`); the schema has been checked already
        ctx["regex"] = _extend(base, own)
    return problems
