"""Find, read, validate and build the knowledge base.

Entries live at `<root>/entries/<layer>/<id>.yaml`, shared contexts and wordings at `<root>/contexts/<id>.yaml`
and `<root>/wordings/<id>.yaml` (see `resolver.kb.shared`). The bundled root ships with the package
(`resolver/_kb` in a wheel, `kb/` beside the code in a checkout); `extra` roots given with
`resolve --kb DIR` are layered on top: an entry there replaces a bundled entry of the same id.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import os
import pickle
import shutil
import time
from collections.abc import ItemsView, Iterable, Iterator, Mapping, Sequence, ValuesView
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
from resolver.kb.shared import KINDS, Shared, read_shared, shared_files
from resolver.kb.shared import schema_path as shared_schema_path

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
    """YAML entry files under a KB root (`root/entries/**` or, failing that, `root/**`), sorted as paths."""
    return [Path(p) for p in _entry_paths(root)]


def _entry_paths(root: Path) -> list[str]:
    base = root / "entries" if (root / "entries").is_dir() else root
    found: list[tuple[tuple[str, ...], str]] = []
    skip = {*(k.folder for k in KINDS), "schema", "matrices"} if base == root else set()

    def walk(folder: str, parts: tuple[str, ...]) -> None:
        try:
            with os.scandir(folder) as it:
                items = list(it)
        except PermissionError:
            return
        for item in items:
            if item.is_dir(follow_symlinks=False) and not parts and item.name in skip:
                continue
            if item.is_dir(follow_symlinks=False):
                walk(item.path, (*parts, item.name))
            elif item.name.endswith(".yaml") and item.is_file():
                found.append(((*parts, item.name), item.path))

    walk(str(base), ())
    found.sort()
    return [full for _, full in found]


_CODE_SHAPING_CACHE = ("facts.py", "match.py", "regex.py", "kb/model.py", "kb/loader.py", "kb/validate.py",
                       "kb/cache.py", "kb/yamlio.py", "kb/shared.py")
"""Modules whose code decides what the cached KB holds (patterns, parsed entries, validation)."""
_FINGERPRINT: list[str] = []


def code_fingerprint() -> str:
    """A hash of the code that shapes the cache and of the entry schema: editing a fact pattern or
    the loader invalidates a cache built by the old code, not only a version bump does."""
    if not _FINGERPRINT:
        h = hashlib.sha256(__version__.encode())
        package = Path(__file__).resolve().parent.parent
        for name in (*_CODE_SHAPING_CACHE, str(schema_path()), *(str(shared_schema_path(k)) for k in KINDS)):
            try:
                h.update((package / name).read_bytes())
            except OSError:
                h.update(b"missing " + name.encode())
        _FINGERPRINT.append(h.hexdigest()[:16])
    return _FINGERPRINT[0]


def kb_digest(files: Sequence[Path | str]) -> str:
    h = hashlib.sha256(f"gpu-resolver {code_fingerprint()} model 1\n".encode())
    for path in files:
        h.update(str(path).encode() + b"\0")
        with open(path, "rb") as fh:
            h.update(fh.read())
        h.update(b"\0")
    return h.hexdigest()[:24]


STAT_TRUST_AGE = 2.0
"""Seconds a file must be older than its stat reading for the stat key to stand for its content."""


def _cached_digest(files: Sequence[str]) -> str:
    """`kb_digest` of the files, remembered under a key of their paths, sizes, mtimes and inodes.

    Hashing a 10,000-entry KB reads 100+ MB; its stat key costs a few ms. A key is remembered only
    when every file is older than `STAT_TRUST_AGE` at the time of its reading, so an edit within
    the same timestamp tick as the reading cannot hide behind an unchanged key.
    """
    now = time.time()
    h = hashlib.sha256(f"gpu-resolver {code_fingerprint()} stat 1\n".encode())
    newest = 0.0
    for path in files:
        st = os.stat(path)
        newest = max(newest, st.st_mtime)
        h.update(f"{path}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}\n".encode())
    key = f"stat-{h.hexdigest()[:24]}"
    known = cache.read_text(key)
    if known and len(known) == 24:
        return known
    digest = kb_digest(files)
    if now - newest > STAT_TRUST_AGE:
        cache.write_text(key, digest)
    return digest


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
        use_cache: use (and fill) the on-disk cache keyed by the digest of every file; the KB
            then comes back as a `LazyKB` that reads entries from the cache when first used.
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
    paths_by_root = [(root, _entry_paths(root)) for root in roots]
    shared_paths = [f for root in roots for kind in KINDS for f in shared_files(root, kind)]
    all_files = [f for _, files in paths_by_root for f in files] + shared_paths + [str(schema_path())]
    caching = use_cache and not problems and not collect_errors
    digest = _cached_digest(all_files) if caching else kb_digest(all_files)
    if caching:
        from resolver.match import INDEX_VERSION

        index = cache.load_kb_index(digest)
        if index is not None and index["match"].get("version") == INDEX_VERSION:
            return LazyKB(index)
    shared, more = read_shared(roots)
    problems += more
    caching = caching and not more
    kb, more = _build([(root, [Path(f) for f in files]) for root, files in paths_by_root], digest, caching, shared)
    problems += more
    if collect_errors:
        return kb, problems
    if problems:
        raise KbError(problems)
    return kb


def _rule_needs(rule: Rule) -> list[str]:
    """The facts that must all be present for the rule to hold (see `resolver.rules.holds`)."""
    needs = {c.fact for c in rule.all if c.op != "absent"}
    needs |= {c.fact2 for c in rule.all if c.fact2 and c.op not in ("present", "absent")}
    return sorted(needs)


class LazyKB(KB):
    """A KB read from the cache: entries are unpickled when first used.

    Diagnosing a log needs the match index and only the entries that can rank (`ranking_view`),
    so a warm start of a 10,000-entry KB reads a few entries, not all. Everything else (`entries`,
    `by_id`) reads them all on first use and behaves as a plain `KB`; pickling gives a plain `KB`.
    """

    def __init__(self, index: dict[str, Any], entries: tuple[Entry, ...] | None = None) -> None:
        object.__setattr__(self, "digest", index["digest"])
        object.__setattr__(self, "roots", tuple(index["roots"]))
        object.__setattr__(self, "match_index", index["match"])
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_all", entries)
        object.__setattr__(self, "_some", {})
        object.__setattr__(self, "_by_id", None)
        object.__setattr__(self, "_pos", None)

    @property  # type: ignore[override]
    def entries(self) -> tuple[Entry, ...]:
        if self._all is None:
            ids: list[str] = self._index["ids"]
            loaded = self._read(ids)
            object.__setattr__(self, "_all", tuple(loaded[i] for i in ids))
        return self._all  # type: ignore[return-value]

    @property  # type: ignore[override]
    def by_id(self) -> dict[str, Entry]:
        """Entries by id; until every entry is loaded, a mapping that reads only the entries asked for."""
        if self._all is None:
            return _LazyById(self)  # type: ignore[return-value]
        if self._by_id is None:
            object.__setattr__(self, "_by_id", {e.id: e for e in self.entries})
        return self._by_id  # type: ignore[return-value]

    def get(self, entry_id: str) -> Entry | None:
        if self._all is not None:
            return self.by_id.get(entry_id)
        return self._read([entry_id]).get(entry_id)

    def ranking_view(self, entry_ids: Iterable[str], fact_names: Iterable[str]) -> KB:
        """A plain KB of the entries that can get a hypothesis, in load order.

        Those are: `entry_ids` (the entries with pattern hits), entries with a fact rule whose
        facts are all among `fact_names`, and the causes that those symptom entries imply.
        `rank` over this KB gives what it gives over the whole KB.
        """
        facts = set(fact_names)
        want = set(entry_ids)
        for eid, needs in self._index["rule_needs"].items():
            if any(facts.issuperset(n) for n in needs):
                want.add(eid)
        found = self._read(want)
        implied = {t for e in found.values() if e.is_symptom for t in e.implies} - set(found)
        if implied:
            found.update(self._read(implied))
        pos = self._positions()
        chosen = sorted(found.values(), key=lambda e: pos[e.id])
        return KB(entries=tuple(chosen), digest=self.digest, roots=self.roots)

    def _positions(self) -> dict[str, int]:
        if self._pos is None:
            object.__setattr__(self, "_pos", {eid: k for k, eid in enumerate(self._index["ids"])})
        return self._pos  # type: ignore[return-value]

    def _read(self, ids: Iterable[str]) -> dict[str, Entry]:
        """Entries by id (unknown ids left out), unpickled from the cache once each."""
        if self._all is not None:
            return {i: self.by_id[i] for i in ids if i in self.by_id}
        pos = self._positions()
        some: dict[str, Entry] = self._some
        missing = sorted({i for i in ids if i in pos and i not in some}, key=pos.__getitem__)
        if missing:
            all_spans = self._index["spans"]
            spans = [tuple(all_spans[pos[i]]) for i in missing]
            blobs = cache.read_entry_blobs(self.digest, spans)
            if blobs is None:
                raise KbError([KbProblem(Path(cache.cache_dir()), None,
                                         "the compiled-KB cache changed while in use; run again")])
            for eid, blob in zip(missing, blobs, strict=True):
                some[eid] = pickle.loads(blob)
        return {i: some[i] for i in ids if i in some}

    def __reduce__(self) -> tuple[Any, ...]:
        return (KB, (self.entries, self.digest, self.roots))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, KB):
            return NotImplemented
        return (self.entries, self.digest, self.roots) == (other.entries, other.digest, other.roots)

    def __hash__(self) -> int:
        return hash((self.entries, self.digest, self.roots))


class _LazyById(Mapping[str, Entry]):
    """`LazyKB.by_id` before all entries are loaded: a lookup unpickles that entry alone."""

    def __init__(self, kb: LazyKB) -> None:
        self._kb = kb

    def __getitem__(self, entry_id: str) -> Entry:
        entry = self._kb.get(entry_id)
        if entry is None:
            raise KeyError(entry_id)
        return entry

    def __contains__(self, entry_id: object) -> bool:
        return entry_id in self._kb._positions()

    def __iter__(self) -> Iterator[str]:
        return iter(self._kb._index["ids"])

    def __len__(self) -> int:
        return len(self._kb._index["ids"])

    def values(self) -> ValuesView[Entry]:
        return self._kb.by_id.values() if self._kb.entries else {}.values()

    def items(self) -> ItemsView[str, Entry]:
        return self._kb.by_id.items() if self._kb.entries else {}.items()


PARALLEL_FROM = 1000
"""Files from which the build reads and checks them in worker processes (one per CPU)."""

_Meta = tuple[str, tuple[str, ...], list[list[str]], list[tuple[str, str, str]], list[Any] | None]
"""What the build needs of an entry besides the entry: (id, implies, rule needs, pattern rows, their literals)."""
_Row = tuple[list[KbProblem], int, "Entry | tuple[int, int, int] | None", "_Meta | None"]
"""One file read: (problems, line of the document, the entry or its (part, start, end) pickle span, meta)."""
_Task = tuple[list[tuple[Path, Path]], str | None, bool, Shared]
"""A batch of (root, file) to read, its part file (or None), whether to compute metas, the shared patterns."""


def _build(files_by_root: list[tuple[Path, list[Path]]], digest: str, store: bool,
           shared: Shared) -> tuple[KB, list[KbProblem]]:
    """Read, check and build every file; with `store`, also write the compiled-KB cache.

    The per-file work (YAML, schema, RE2 checks, the entry, its prefilter literals, its pickle)
    runs in worker processes for a large KB; with `store` each worker writes its entries'
    pickles to a part file of its own and sends back only their spans and what the index needs,
    and the parts are joined into the cache's entries file. The KB comes back as a `LazyKB`
    then (entries read from the cache when used), else as a plain `KB`.
    """
    from resolver.kb.validate import check_implies

    jobs = [(root, path) for root, files in files_by_root for path in files]
    workers = min(os.cpu_count() or 1, 8)
    parallel = len(jobs) >= PARALLEL_FROM and workers > 1
    size = max(50, len(jobs) // (workers * 16)) if parallel else max(1, len(jobs))
    batches = [jobs[i : i + size] for i in range(0, len(jobs), size)]
    parts = cache.new_parts_dir(digest) if store else None
    try:
        tasks = [(batch, str(parts / f"{n:05d}") if parts else None, store, shared)
                 for n, batch in enumerate(batches)]
        rows = _parallel(tasks, workers) if parallel else [r for task in tasks for r in _read_batch(task)]
        problems: list[KbProblem] = []
        chosen: dict[str, tuple[Entry | tuple[int, int, int], _Meta | None]] = {}
        where: dict[str, str] = {}
        seen: dict[tuple[Path, str], str] = {}
        for (root, path), (file_problems, line, payload, meta) in zip(jobs, rows, strict=True):
            problems += file_problems
            if payload is None:
                continue
            eid = payload.id if isinstance(payload, Entry) else meta[0] if meta else ""
            if (root, eid) in seen:
                problems.append(KbProblem(path, line, f"duplicate id {eid!r} (also in {seen[(root, eid)]})"))
                continue
            seen[(root, eid)] = where[eid] = str(path)
            chosen[eid] = (payload, meta)
        roots = tuple(str(r) for r, _ in files_by_root)
        if store:
            problems += check_implies((where[eid], eid, m[1]) for eid, (_, m) in chosen.items() if m is not None)
        if not store or problems:
            entries = tuple(p for p, _ in chosen.values() if isinstance(p, Entry))
            if not store:
                problems += check_implies((e.path, e.id, e.implies) for e in entries)
            return KB(entries=entries, digest=digest, roots=roots), problems
        with _no_gc():
            return _index_and_store(digest, roots, chosen, parts), []
    finally:
        if parts is not None:
            shutil.rmtree(parts, ignore_errors=True)


def _index_and_store(
    digest: str, roots: tuple[str, ...], chosen: dict[str, tuple[Any, Any]], parts: Path | None,
) -> KB:
    """The cache index from the entries' metas; the entries file joined from the parts."""
    from resolver.match import index_from_rows

    metas: list[_Meta] = [m for _, m in chosen.values()]
    index: dict[str, Any] = {
        "digest": digest,
        "roots": list(roots),
        "ids": [m[0] for m in metas],
        "rule_needs": {m[0]: m[2] for m in metas if m[2]},
        "match": index_from_rows(((m[0], m[3]) for m in metas), literals=(x for m in metas for x in m[4] or ())),
    }
    spans = [p for p, _ in chosen.values()]
    if parts is not None and all(isinstance(p, tuple) for p in spans):
        files = sorted(parts.iterdir())
        base = [0]
        for f in files:
            base.append(base[-1] + f.stat().st_size)
        index["spans"] = [(base[n] + a, base[n] + b) for n, a, b in spans]
        if cache.store_kb_parts(digest, index, files):
            return LazyKB(index)
    # The cache could not be written: the entries come from the parts (or the workers) instead.
    entries: list[Entry] = []
    for payload in spans:
        if isinstance(payload, Entry):
            entries.append(payload)
        else:
            n, a, b = payload
            with open(parts / f"{n:05d}", "rb") as fh:  # type: ignore[operator]
                fh.seek(a)
                entries.append(pickle.loads(fh.read(b - a)))
    index.setdefault("spans", [])
    return LazyKB(index, tuple(entries))


def _read_entry(
    root: Path, path: Path, literals: dict[str, Any] | None, shared: Shared,
) -> tuple[Entry | None, list[KbProblem], int]:
    """One file read, checked and built: (entry or None when invalid, problems, line of the document).

    `literals` receives the check's `literal_choices` of each pattern (see `check_document`).
    """
    from resolver.kb.validate import check_document

    doc, problems = check_document(path, root, literals, shared)
    if doc is None or problems:
        return None, problems, 0
    return build_entry(doc, path, root), [], doc.line


def _meta(entry: Entry, known: dict[str, Any]) -> _Meta:
    """What the cache index needs of an entry; `known`: `literal_choices` already found, by pattern."""
    from resolver.match import entry_patterns, pattern_literals

    patterns = entry_patterns(entry)
    found = [pattern_literals(regex, known.get(regex, False)) for _, _, regex in patterns]
    return entry.id, entry.implies, [_rule_needs(r) for r in entry.rules], patterns, found


def _read_batch(task: _Task) -> list[_Row]:
    """`_read_entry` over a batch; with a part file, the entries are pickled into it and sent back as spans.

    With `meta`, each row also carries what the cache index needs of its entry (see `_Meta`).
    """
    batch, part, meta, shared = task
    rows: list[_Row] = []
    blobs: list[bytes] = []
    with _no_gc():
        for root, path in batch:
            known: dict[str, Any] = {}
            entry, problems, line = _read_entry(root, path, known, shared)
            rows.append((problems, line, entry, _meta(entry, known) if meta and entry is not None else None))
            if part is not None and entry is not None:
                blobs.append(pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL))
    if part is None:
        return rows
    try:
        with open(part, "wb") as fh:
            fh.writelines(blobs)
    except OSError:
        return rows  # entries sent back whole; the cache is not written
    number = int(Path(part).name)
    out: list[_Row] = []
    pos = 0
    it = iter(blobs)
    for problems, line, entry, m in rows:
        if entry is None:
            out.append((problems, line, None, m))
            continue
        size = len(next(it))
        out.append((problems, line, (number, pos, pos + size), m))
        pos += size
    return out


@contextlib.contextmanager
def _no_gc() -> Iterator[None]:
    """The cyclic garbage collector paused: a build allocates millions of small acyclic objects
    (parsed documents, entries) that it keeps, and each collection would rescan all of them."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _parallel(tasks: list[_Task], workers: int) -> list[_Row]:
    """`_read_batch` over the tasks in worker processes, rows in job order; in-process if that fails."""
    import concurrent.futures
    import multiprocessing

    try:
        context = multiprocessing.get_context("fork")
        with concurrent.futures.ProcessPoolExecutor(workers, mp_context=context) as pool:
            return [r for rows in pool.map(_read_batch, tasks) for r in rows]
    except (OSError, ValueError, concurrent.futures.process.BrokenProcessPool):
        return [r for task in tasks for r in _read_batch(task)]


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
                use=_t(s.get("use")), own=s.get("own", ""), implies=_t(s.get("implies")),
            )
            for s in doc["signatures"]
        ),
        fixes=tuple(
            Fix(title=f["title"], steps=_t(f["steps"]), frameworks=_t(f.get("frameworks")),
                platforms=_t(f.get("platforms")), signatures=_t(f.get("signatures")))
            for f in doc["fixes"]
        ),
        references=_t(doc["references"]),
        examples_match=tuple(_example(e) for e in ex["match"]),
        examples_no_match=tuple(_example(e) for e in ex["no_match"]),
        context=tuple(
            Context(id=c["id"], regex=c["regex"], boost=float(c.get("boost", 0.0)), note=c.get("note", ""),
                    use=c.get("use", ""), wording=_t(c.get("wording")), own=c.get("own", ""))
            for c in doc.get("context", ())
        ),
        implies=_t(doc.get("implies")),
        related=_t(doc.get("related")),
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
                  verdict=c["verdict"], note=c.get("note", ""), frameworks=_t(c.get("frameworks")))
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
