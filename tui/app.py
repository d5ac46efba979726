"""`resolve tui`: start the app, with the diagnosis running while Textual imports and starts.

This module stays light (no Textual import at the top): `run` first starts the KB load and the
diagnosis in a thread, then imports the app (`tui.resolver_app`, most of the start-up time), so
that both overlap; the first screen joins the thread when it mounts and shows the answer at once.
`ResolverApp` is re-exported from here for callers that import it as `tui.app.ResolverApp`.
"""

from __future__ import annotations

import gc
import os
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from resolver.api import Report
    from resolver.kb.model import KB

MAX_FILE_BYTES = 64 << 20
"""Bigger logs belong to `resolve FILE`: a TextArea holds the whole text in memory."""


class BackgroundDiagnosis:
    """Load the KB and diagnose `text` in a daemon thread; `kb()` and `wait()` join it.

    A KB error is raised again by `kb()` (the CLI reports it before any screen starts). A log that
    cannot be diagnosed leaves `report` None: the app then diagnoses it again in a worker, which shows
    the error in the detail pane.
    """

    def __init__(self, text: str, kb_dirs: Sequence[Path | str] = ()) -> None:
        self.text = text
        self.report: Report | None = None
        self._kb_dirs = kb_dirs
        self._kb: KB | None = None
        self._error: BaseException | None = None
        self._kb_ready = threading.Event()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="gpu-resolver-diagnosis", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            from resolver.api import get_kb, resolve_text

            self._kb = get_kb(self._kb_dirs)
        except BaseException as exc:  # handed to the main thread by kb()
            self._error = exc
            return
        finally:
            self._kb_ready.set()
            if self._error is not None:
                self._done.set()
        try:
            if self.text.strip():
                self.report = resolve_text(self.text, kb=self._kb)
        except Exception:  # the app's own worker diagnoses it again and shows why
            self.report = None
        finally:
            self._done.set()

    def kb(self) -> KB:
        """The loaded KB (waits for it); raises what loading it raised."""
        self._kb_ready.wait()
        if self._error is not None:
            raise self._error
        assert self._kb is not None
        return self._kb

    def wait(self, timeout: float | None = None) -> bool:
        """Whether the diagnosis finished within `timeout` seconds (None: wait for it)."""
        return self._done.wait(timeout)


def run(file: str | None, kb_dirs: Sequence[Path | str] = ()) -> int:
    """Start the app on `file` (`-` or a pipe: standard input; else an empty log); returns the exit status.

    Raises:
        KbError: the knowledge base is invalid (the CLI reports it, exit 2).
        InputError: `file` cannot be read, or the log was piped in and no terminal is left for the app.
    """
    from resolver.errors import InputError
    from resolver.intake import read_text

    data = b""
    if file == "-" or (not file and not sys.stdin.isatty()):
        data = _read_piped_log()
        file = "<stdin>"
    elif file:
        try:
            data = Path(file).read_bytes()
        except OSError as exc:
            raise InputError(f"{file}: cannot read: {exc.strerror or exc}") from None
    text = read_text(data).decode("utf-8", "replace") if data else ""
    # Until the first paint, the start allocates mostly objects that live as long as the app (Textual's
    # modules, the KB, the widgets): collecting garbage there only costs time (~10% of the CPU time to the
    # first screen, measured). Collections resume after the first paint, with those objects frozen.
    gc.disable()
    try:
        diagnosis = BackgroundDiagnosis(text, kb_dirs)
        from tui.resolver_app import ResolverApp  # Textual's import overlaps the diagnosis

        ResolverApp(diagnosis.kb(), text, source=file, diagnosis=diagnosis, on_first_paint=_collect_again).run()
    finally:
        gc.enable()
    return 0


def _collect_again() -> None:
    """Turn garbage collection back on, leaving out the objects made so far (they live as long as the app)."""
    gc.freeze()
    gc.enable()


def _read_piped_log() -> bytes:
    """Read the log from standard input, then take the keyboard back from the terminal (/dev/tty)."""
    from resolver.errors import InputError

    data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise InputError("the piped log is too big for the app: pipe it to `resolve` instead")
    try:
        tty = os.open("/dev/tty", os.O_RDONLY)
    except OSError:
        raise InputError("the log came on standard input and there is no terminal left for the app: "
                         "save it to a file and run `resolve tui FILE`") from None
    os.dup2(tty, 0)
    os.close(tty)
    return data


def __getattr__(name: str) -> Any:
    """`tui.app.ResolverApp` (and the app module's other names), imported on first use."""
    if name.startswith("__"):
        raise AttributeError(name)
    from tui import resolver_app

    try:
        return getattr(resolver_app, name)
    except AttributeError:
        raise AttributeError(f"module 'tui.app' has no attribute {name!r}") from None
