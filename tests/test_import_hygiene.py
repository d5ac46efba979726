"""The engine never imports the UI, and a plain `resolve` run loads no heavy optional module."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT


def _modules_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys; print(' '.join(sys.modules))"],
                         capture_output=True, text=True, cwd=ROOT, check=True).stdout
    return set(out.split())


def test_import_cli_loads_no_ui_or_search_libraries() -> None:
    mods = _modules_after("import resolver.cli, resolver.api, resolver.rank, resolver.match")
    assert not {m for m in mods if m.split(".")[0] in {"textual", "rich", "whoosh", "rapidfuzz", "tui", "jsonschema"}}


def test_resolver_package_never_imports_tui() -> None:
    for path in (ROOT / "resolver").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if path.name == "cli.py":
            text = text.replace("from tui.app import run", "")
        assert "import tui" not in text, path
        assert "from tui" not in text, path
        assert "textual" not in text, path


def test_engine_modules_never_import_the_command_modules() -> None:
    """The subcommands (`resolver/commands/*`) sit on the engine, never under it."""
    for path in (ROOT / "resolver").rglob("*.py"):
        if "commands" in path.parts or path.name == "cli.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert "resolver.commands" not in text, path
