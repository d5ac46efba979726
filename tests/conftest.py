from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
TINY_KB = DATA / "kb_tiny"
SHARED_EVAL = ROOT.parent / "shared" / "eval" / "dev_cases.jsonl"

sys.path.insert(0, str(ROOT / "tools"))
from eval import thread_key  # noqa: E402, F401  (re-exported: tools/eval.py's thread key, which the corpora tests use)


@pytest.fixture(autouse=True, scope="session")
def _isolated_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Every test run gets its own compiled-KB and index cache."""
    os.environ["GPU_RESOLVER_CACHE"] = str(tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="session")
def tiny_kb():
    from resolver.kb.loader import load_kb

    return load_kb([TINY_KB], bundled=False, use_cache=False)


@pytest.fixture(scope="session")
def kb():
    from resolver.api import get_kb

    return get_kb()


def ranked_ids(log: str, kb) -> list[str]:
    """The cause ids `log` ranks with `kb`, best first (no free-text fallback)."""
    from resolver.api import resolve_text

    return [h.entry.id for h in resolve_text(log, kb=kb, fallback=False).hypotheses]


def ranked_causes(log: str, kb) -> list[tuple[str, str]]:
    """The hypotheses of `log` with `kb` as (cause id, confidence), best first (no free-text fallback)."""
    from resolver.api import resolve_text

    return [(h.entry.id, h.confidence) for h in resolve_text(log, kb=kb, fallback=False).hypotheses]


def run_cli(*args: str, stdin: bytes | None = b"", env: dict[str, str] | None = None, timeout: float = 120):
    """Run `python -m resolver ARGS` as a real subprocess."""
    import subprocess

    full_env = dict(os.environ, **(env or {}))
    full_env.pop("NO_COLOR", None)
    return subprocess.run(
        [sys.executable, "-m", "resolver", *args], input=stdin, capture_output=True, timeout=timeout,
        env=full_env, cwd=ROOT,
    )


def run_eval(*args: str, timeout: float = 120):
    """Run `python tools/eval.py ARGS` as a real subprocess (text output)."""
    import subprocess

    return subprocess.run([sys.executable, str(ROOT / "tools" / "eval.py"), *args], capture_output=True, text=True,
                          timeout=timeout)


def copy_matrices(tmp_path: Path) -> Path:
    """A writable copy of the bundled version matrices (tests that break a table on purpose)."""
    import shutil

    from resolver.matrices import matrices_root

    root = tmp_path / "matrices"
    shutil.copytree(matrices_root(), root)
    return root


def tiny_kb_with(tmp_path: Path, old: str, new: str, folder: str, files: dict[str, str],
                 entry: str = "driver/tiny-driver-old") -> Path:
    """A writable copy of the tiny KB whose `entry` (tiny-driver-old unless named) has `new` in place of `old`,
    with `files` (name -> YAML text) written to `<root>/<folder>/<name>.yaml` (shared contexts, wordings)."""
    import shutil

    root = tmp_path / "kb"
    shutil.copytree(TINY_KB, root)
    path = root / "entries" / f"{entry}.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")
    for name, body in files.items():
        (root / folder).mkdir(exist_ok=True)
        (root / folder / f"{name}.yaml").write_text(body, encoding="utf-8")
    return root


def assert_reported_at(root: Path, path: Path, words: str, line: int | None) -> None:
    """Loading the KB root reports a problem at `path` (with `words`, at `line` when given), and the entry that
    uses the broken file, tiny-driver-old, is left out rather than loaded half-built."""
    from resolver.kb.loader import load_kb

    kb, problems = load_kb([root], bundled=False, use_cache=False, collect_errors=True)
    mine = [p for p in problems if Path(p.path) == path]
    assert mine, problems
    assert words in mine[0].message
    assert line is None or mine[0].line == line
    assert "tiny-driver-old" not in {e.id for e in kb.entries}
