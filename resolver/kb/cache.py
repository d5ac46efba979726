"""On-disk cache of compiled artefacts, keyed by the KB digest.

Lives in `$GPU_RESOLVER_CACHE`, else `$XDG_CACHE_HOME/gpu-resolver`, else `~/.cache/gpu-resolver`.
A cache that cannot be read or written is ignored: it only makes a warm start faster.
"""

from __future__ import annotations

import marshal
import os
import pickle
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO


def cache_dir() -> Path:
    if env := os.environ.get("GPU_RESOLVER_CACHE"):
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "gpu-resolver"


def load(digest: str, kind: str = "kb") -> Any:
    path = cache_dir() / f"{kind}-{digest}.pickle"
    try:
        with path.open("rb") as fh:
            return pickle.load(fh)
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError, TypeError):
        return None


def store(digest: str, obj: Any, kind: str = "kb") -> None:
    directory = cache_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{kind}-")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(obj, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, directory / f"{kind}-{digest}.pickle")
    except OSError:
        return


# --- The compiled KB: a marshal index plus one pickle per entry --------------------------------------
#
# `kb-<digest>.index` holds plain data (entry ids, each entry's byte span, the matcher's pattern
# table and prefilter, what each entry's fact rules need); `kb-<digest>.entries` holds the
# pickled entries, so a process reads only the entries it uses. The build's workers write those
# pickles to part files of their own (`new_parts_dir`), joined here into the entries file. The
# index is written last: a crash between the two writes leaves no index, i.e. a cache miss.

KB_FORMAT = 3


def new_parts_dir(digest: str) -> Path | None:
    """A fresh folder in the cache for a build's part files; None if the cache cannot be written."""
    directory = cache_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        return Path(tempfile.mkdtemp(dir=directory, prefix=f".parts-{digest}-"))
    except OSError:
        return None


def store_kb_parts(digest: str, index: dict[str, Any], parts: list[Path]) -> bool:
    """Join the part files into `kb-<digest>.entries`, then write the index. False if that failed."""

    def join(fh: BinaryIO) -> None:
        for part in parts:
            with part.open("rb") as src:
                shutil.copyfileobj(src, fh, 1 << 20)

    return (_write(f"kb-{digest}.entries", join)
            and _write(f"kb-{digest}.index", lambda fh: fh.write(marshal.dumps(dict(index, format=KB_FORMAT)))))


def load_kb_index(digest: str) -> dict[str, Any] | None:
    try:
        with (cache_dir() / f"kb-{digest}.index").open("rb") as fh:
            index = marshal.loads(fh.read())  # marshal.load(fh) reads in small pieces: 5x slower
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not isinstance(index, dict) or index.get("format") != KB_FORMAT or index.get("digest") != digest:
        return None
    return index


def read_entry_blobs(digest: str, spans: list[tuple[int, int]]) -> list[bytes] | None:
    """The pickled entries at these (start, end) byte spans; None if the file is gone or short."""
    try:
        with (cache_dir() / f"kb-{digest}.entries").open("rb") as fh:
            lo = min((a for a, _ in spans), default=0)
            hi = max((b for _, b in spans), default=0)
            if spans and hi - lo <= 4 * sum(b - a for a, b in spans):
                fh.seek(lo)  # dense (or all): one read
                data = fh.read(hi - lo)
                out = [data[a - lo : b - lo] for a, b in spans]
            else:
                out = []
                for a, b in spans:
                    fh.seek(a)
                    out.append(fh.read(b - a))
    except OSError:
        return None
    if any(len(blob) != b - a for blob, (a, b) in zip(out, spans, strict=True)):
        return None
    return out


def read_text(name: str) -> str | None:
    try:
        return (cache_dir() / name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def write_text(name: str, text: str) -> None:
    _write(name, lambda fh: fh.write(text.encode("utf-8")))


def _write(name: str, fill: Callable[[BinaryIO], object]) -> bool:
    """Write a cache file atomically; False if that failed (the cache is then only missing a file)."""
    directory = cache_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{name}-")
        try:
            with os.fdopen(fd, "wb") as fh:
                fill(fh)
            os.replace(tmp, directory / name)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return False
    return True
