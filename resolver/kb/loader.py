"""Find, read, validate and build the knowledge base.

Entries live at `<root>/entries/<layer>/<id>.yaml`. The bundled root ships with the package
(`resolver/_kb` in a wheel, `kb/` beside the code in a checkout); `extra` roots given with
`resolve --kb DIR` are layered on top: an entry there replaces a bundled entry of the same id.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from resolver import __version__
from resolver.errors import KbError, KbProblem
from resolver.kb import cache
from resolver.kb.model import (
    KB,
    Check,
    Condition,
    Context,
    Entry,
    Example,
    Fix,
    Rule,
    Signature,
)

_PKG = Path(__file__).resolve().parent.parent


def bundled_root() -> Path:
    """The KB directory shipped with the code (wheel or checkout)."""
    for cand in (_PKG / "_kb", _PKG.parent / "kb"):
        if (cand / "entries").is_dir():
            return cand
    return _PKG.parent / "kb"


def schema_path() -> Path:
    return bundled_root() / "schema" / "entry.schema.json"


def entry_files(root: Path) -> list[Path]:
    """YAML entry files under a KB root (`root/entries/**` or, failing that, `root/**`)."""
    base = root / "entries" if (root / "entries").is_dir() else root
    return sorted(p for p in base.rglob("*.yaml") if p.is_file())


def kb_digest(files: Sequence[Path]) -> str:
    h = hashlib.sha256(f"gpu-resolver {__version__} model 1\n".encode())
    for path in files:
        h.update(str(path).encode() + b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:24]


def load_kb(
    extra: Iterable[Path | str] = (),
    *,
    bundled: bool = True,
    use_cache: bool = True,
    collect_errors: bool = False,
) -> KB | tuple[KB, list[KbProblem]]:
    """Load the KB.

    Args:
        extra: site-local KB directories layered over the bundled one.
        bundled: include the bundled KB.
        use_cache: use (and fill) the on-disk cache keyed by the digest of every file.
        collect_errors: return `(kb, problems)` with the valid entries instead of raising.

    Raises:
        KbError: some file is invalid (unless `collect_errors`).
    """
    roots = ([bundled_root()] if bundled else []) + [Path(p) for p in extra]
    problems: list[KbProblem] = []
    for root in roots:
        if not root.is_dir():
            problems.append(KbProblem(root, None, "KB directory not found"))
    roots = [r for r in roots if r.is_dir()]
    files_by_root = [(root, entry_files(root)) for root in roots]
    all_files = [f for _, files in files_by_root for f in files] + [schema_path()]
    digest = kb_digest(all_files)
    if use_cache and not problems and not collect_errors:
        cached = cache.load(digest)
        if isinstance(cached, KB):
            return cached
    kb, more = _build(files_by_root, digest)
    problems += more
    if collect_errors:
        return kb, problems
    if problems:
        raise KbError(problems)
    if use_cache:
        cache.store(digest, kb)
    return kb


def _build(files_by_root: list[tuple[Path, list[Path]]], digest: str) -> tuple[KB, list[KbProblem]]:
    from resolver.kb.validate import check_document, check_kb

    problems: list[KbProblem] = []
    by_id: dict[str, Entry] = {}
    for root, files in files_by_root:
        seen: dict[str, str] = {}
        for path in files:
            doc, file_problems = check_document(path, root)
            problems += file_problems
            if doc is None or file_problems:
                continue
            entry = build_entry(doc, path, root)
            if entry.id in seen:
                problems.append(KbProblem(path, doc.line, f"duplicate id {entry.id!r} (also in {seen[entry.id]})"))
                continue
            seen[entry.id] = str(path)
            by_id[entry.id] = entry
    kb = KB(entries=tuple(by_id.values()), digest=digest, roots=tuple(str(r) for r, _ in files_by_root))
    problems += check_kb(kb)
    return kb, problems


def _t(items: Iterable[Any] | None) -> tuple[Any, ...]:
    return tuple(items or ())


def build_entry(doc: dict[str, Any], path: Path, root: Path) -> Entry:
    """Turn a validated document into an `Entry`."""
    ex = doc["examples"]
    return Entry(
        id=doc["id"],
        title=doc["title"].strip(),
        layer=doc["layer"],
        kind=doc.get("kind", "cause"),
        status=doc.get("status", "draft"),
        summary=" ".join(doc["summary"].split()),
        frameworks=_t(doc["frameworks"]),
        platforms=_t(doc["platforms"]),
        signatures=tuple(
            Signature(
                id=s["id"], regex=s["regex"], specificity=s["specificity"],
                requires=_t(s.get("requires")), unless=_t(s.get("unless")), note=s.get("note", ""),
            )
            for s in doc["signatures"]
        ),
        fixes=tuple(
            Fix(title=f["title"], steps=_t(f["steps"]), frameworks=_t(f.get("frameworks")),
                platforms=_t(f.get("platforms")))
            for f in doc["fixes"]
        ),
        references=_t(doc["references"]),
        examples_match=tuple(_example(e) for e in ex["match"]),
        examples_no_match=tuple(_example(e) for e in ex["no_match"]),
        context=tuple(
            Context(id=c["id"], regex=c["regex"], boost=float(c.get("boost", 0.0)), note=c.get("note", ""))
            for c in doc.get("context", ())
        ),
        implies=_t(doc.get("implies")),
        facts=_t(doc.get("facts")),
        rules=tuple(
            Rule(
                id=r["id"], specificity=r["specificity"], explain=r["explain"],
                all=tuple(
                    Condition(fact=c["fact"], op=c["op"], value=_freeze(c.get("value")), fact2=c.get("fact2"))
                    for c in r["all"]
                ),
            )
            for r in doc.get("rules", ())
        ),
        checks=tuple(
            Check(probe=c["probe"], expect=tuple(sorted((k, _freeze(v)) for k, v in c["expect"].items())),
                  verdict=c["verdict"], note=c.get("note", ""))
            for c in doc.get("checks", ())
        ),
        avoid=_t(doc.get("avoid")),
        path=str(path),
        root=str(root),
    )


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _example(e: dict[str, Any]) -> Example:
    return Example(source=e["source"], log=e["log"], cause=e.get("cause", ""), note=e.get("note", ""))


def schema() -> dict[str, Any]:
    result: dict[str, Any] = json.loads(schema_path().read_text(encoding="utf-8"))
    return result
