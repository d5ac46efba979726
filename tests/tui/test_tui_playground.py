"""KB playground: edit an entry live on the log, see matches, problems and ranking move, save for a PR."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from conftest import run_cli
from textual.widgets import Input
from tui_helpers import make_app, sample_log, settle

from tui.playground import LOG_SOURCE, Evaluation, evaluate, new_entry_text, parse_entry, target_path
from tui.screens.entry_detail import EntryScreen
from tui.screens.playground import PlaygroundScreen
from tui.screens.save_entry import SaveEntryScreen

pytestmark = pytest.mark.tui

SIZE = (100, 32)
SOURCE = "https://github.com/PaddlePaddle/PaddleClas/issues/3170"


def _evaluation(screen: PlaygroundScreen) -> Evaluation:
    assert screen.evaluation is not None
    return screen.evaluation


def _matched_lines(ev: Evaluation) -> dict[str, list[int]]:
    return {m.signature: [n for n, _ in m.lines] for m in ev.matches}


def _finished_entry(regex: str) -> str:
    """The new-entry template filled in the way a contributor would."""
    doc = yaml.safe_load(new_entry_text(sample_log()))
    doc.update(
        id="paddle-cpu-and-gpu-wheels", layer="install", kind="cause",
        title="Both paddlepaddle and paddlepaddle-gpu are installed",
        summary="The CPU and GPU PaddlePaddle packages share the paddle module; the one installed last wins.",
        frameworks=["paddle"], platforms=["any"], references=[SOURCE],
        fixes=[{"title": "Keep only the GPU package",
                "steps": ["`python -m pip uninstall -y paddlepaddle paddlepaddle-gpu`",
                          "`python -m pip install paddlepaddle-gpu`"]}],
    )
    doc["signatures"] = [{"id": "cpu-package-listed", "regex": regex, "specificity": "high"}]
    near_miss = "Paddle With CUDA: True\nCUDA version: 11.2.142\n"
    doc["examples"]["no_match"] = [{"source": "https://github.com/PaddlePaddle/Paddle/issues/52100",
                                    "cause": "driver-too-old", "log": near_miss}]
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True)


async def test_playground_new_entry_edit_moves_ranking_and_saved_entry_lints(tmp_path: Path) -> None:
    kb_dir = tmp_path / "site-kb"
    app = make_app(log=sample_log(), save_dir=kb_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+n")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, PlaygroundScreen)
        ev = _evaluation(screen)
        assert ev.entry is not None
        assert ev.entry.id == "new-cause"
        assert _matched_lines(ev) == {"main-error-line": [12]}
        assert [(r.entry_id, r.move) for r in ev.ranking] == [("cpu-only-build", "="), ("new-cause", "new")]

        # A regex that matches no line: the entry leaves the ranking.
        screen.editor.load_text(_finished_entry("no such line in this log"))
        await settle(pilot)
        ev = _evaluation(screen)
        assert ev.entry is not None
        assert ev.entry.id == "paddle-cpu-and-gpu-wheels"
        assert _matched_lines(ev) == {"cpu-package-listed": []}
        assert [r.entry_id for r in ev.ranking] == ["cpu-only-build"]
        assert any("example-ranks-first" in p.message for p in ev.errors)

        # A regex for the CPU package line of `pip list`: it matches line 1 and ranks.
        screen.editor.load_text(_finished_entry(r"^paddlepaddle\s+\d+\.\d+"))
        await settle(pilot)
        ev = _evaluation(screen)
        assert _matched_lines(ev) == {"cpu-package-listed": [1]}
        assert "paddle-cpu-and-gpu-wheels" in [r.entry_id for r in ev.ranking]
        assert ev.errors == []
        assert "paddle-cpu-and-gpu-wheels ranks #" in str(screen.query_one("#pg-status").render())

        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveEntryScreen)
        assert app.screen.query_one("#save-dir", Input).value == str(kb_dir)
        app.screen.query_one("#save-source", Input).value = SOURCE
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen
        saved = kb_dir / "install" / "paddle-cpu-and-gpu-wheels.yaml"
        assert screen.saved_path == saved

    doc = yaml.safe_load(saved.read_text(encoding="utf-8"))
    assert doc["examples"]["match"][0] == {"source": SOURCE, "log": "paddlepaddle         2.5.2\n"}
    assert all(e["source"] != LOG_SOURCE for e in doc["examples"]["match"])
    lint = run_cli("kb", "lint", "--kb", str(kb_dir), "--no-bundled")
    assert lint.returncode == 0, lint.stdout.decode() + lint.stderr.decode()


async def test_playground_shows_yaml_and_re2_errors_with_line() -> None:
    app = make_app(log=sample_log())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+l")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, PlaygroundScreen)
        original = screen.editor.text
        ev = _evaluation(screen)
        assert ev.entry is not None
        assert ev.entry.id == "cpu-only-build"
        assert [r.move for r in ev.ranking][:1] == ["="]
        assert 12 in _matched_lines(ev)["paddle-not-compiled-with-cuda"]

        # A back-reference is not RE2: the error names the signature and its line in the editor.
        bad = original.replace("regex: '(?i)PaddlePaddle is not compiled with CUDA'", r"regex: '(a)\1'")
        line = next(n for n, ln in enumerate(bad.splitlines(), 1) if r"(a)\1" in ln)
        screen.editor.load_text(bad)
        await settle(pilot)
        ev = _evaluation(screen)
        assert ev.entry is None
        assert [(p.line, "paddle-not-compiled-with-cuda" in p.message) for p in ev.errors] == [(line, True)]
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert screen.editor.cursor_location == (line - 1, 0)

        screen.editor.load_text(original.replace("layer: framework", "layer: [framework"))
        await settle(pilot)
        ev = _evaluation(screen)
        assert ev.entry is None
        assert ev.errors
        assert "invalid YAML" in ev.errors[0].message
        assert ev.errors[0].line

        # Leaving with unsaved edits asks once, then goes back to the main screen.
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]


async def test_playground_from_kb_browser_entry() -> None:
    app = make_app(log=sample_log())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+k")
        await pilot.press(*"driver-too-old")
        await settle(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, EntryScreen)
        await pilot.press("e")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, PlaygroundScreen)
        assert screen.replaces == "driver-too-old"
        # Saved back where it came from (in a checkout: kb/, so a pull request shows the change).
        assert screen.save_dir == Path(app.kb.by_id["driver-too-old"].root)
        assert "driver-too-old" not in [r.entry_id for r in _evaluation(screen).ranking]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, EntryScreen)


async def test_save_refuses_an_invalid_entry(tmp_path: Path) -> None:
    app = make_app(log=sample_log(), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+n")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, PlaygroundScreen)
        screen.editor.load_text("id: [unclosed\n")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        app.screen.query_one("#save-source", Input).value = SOURCE
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen
        assert screen.saved_path is None
        assert any("Not saved" in n.message for n in app._notifications)
    assert not any(tmp_path.rglob("*.yaml"))


def test_evaluate_blank_log_reports_why() -> None:
    from tui_helpers import bundled_kb

    ev = evaluate(new_entry_text("OSError: libcudart.so.12: cannot open shared object file"), "", bundled_kb())
    assert ev.entry is not None
    assert ev.log_error is not None
    assert "no log" in ev.log_error
    assert ev.ranking == []


def test_parse_entry_rejects_a_non_mapping() -> None:
    _doc, entry, problems = parse_entry("- just\n- a list\n")
    assert entry is None
    assert [str(p) for p in problems] == ["line 1: error: an entry must be a YAML mapping"]


def test_target_path_follows_the_kb_layout(tmp_path: Path) -> None:
    assert target_path(tmp_path, "driver", "x") == tmp_path / "driver" / "x.yaml"
    (tmp_path / "entries").mkdir()
    assert target_path(tmp_path, "driver", "x") == tmp_path / "entries" / "driver" / "x.yaml"


def test_lint_warning_points_at_the_signature_line() -> None:
    from tui_helpers import bundled_kb

    from tui.playground import dump_entry

    doc = yaml.safe_load(new_entry_text(sample_log()))
    doc["signatures"].append({"id": "never-exercised", "regex": "no example has this line", "specificity": "low"})
    text = dump_entry(doc)
    ev = evaluate(text, sample_log(), bundled_kb())
    [warning] = [p for p in ev.problems if "never-exercised" in p.message]
    assert warning.severity == "warning"
    assert warning.line is not None
    assert text.splitlines()[warning.line - 1].strip() == "- id: never-exercised"


def test_save_keeps_an_existing_entry_as_written_and_adds_the_excerpt(tmp_path: Path) -> None:
    import difflib

    from tui_helpers import SNAPSHOT_KB

    from tui.playground import save_entry

    text = (SNAPSHOT_KB / "entries" / "framework" / "cpu-only-build.yaml").read_text(encoding="utf-8")
    path, out = save_entry(text, tmp_path, SOURCE, sample_log())
    assert path == tmp_path / "framework" / "cpu-only-build.yaml"
    assert path.read_text(encoding="utf-8") == out
    diff = [d for d in difflib.ndiff(text.splitlines(), out.splitlines()) if d[:2] in ("+ ", "- ")]
    assert [d for d in diff if d.startswith("- ")] == []
    assert f"+     - source: {SOURCE}" in diff
    assert any("ValueError: The device should not be 'gpu'" in d for d in diff)
    first = yaml.safe_load(out)["examples"]["match"][0]
    assert first["source"] == SOURCE
    assert "PaddlePaddle is not compiled with CUDA" in first["log"]
