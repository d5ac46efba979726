"""On-disk cache of compiled artefacts, keyed by the KB digest.

Lives in `$GPU_RESOLVER_CACHE`, else `$XDG_CACHE_HOME/gpu-resolver`, else `~/.cache/gpu-resolver`.
A cache that cannot be read or written is ignored: it only makes a warm start faster.
"""

from __future__ import annotations

import os
import pickle
import tempfile
from pathlib import Path
from typing import Any


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
