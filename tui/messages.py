"""Messages the TUI's widgets and workers post (past-tense events, as dataclasses)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual.message import Message

from resolver.api import Report
from resolver.kb.model import Entry

if TYPE_CHECKING:
    from collections.abc import Mapping

    from resolver.probes import Observation
    from tui.checks import CheckResult
    from tui.playground import Evaluation


@dataclass
class ResolveFinished(Message):
    """A resolve worker finished for the log text of `generation`."""

    generation: int
    report: Report | None
    error: str | None = None
    """A user-facing message when the log could not be diagnosed (empty, binary)."""


@dataclass
class EvidenceSelected(Message):
    """The user chose an evidence line; `line` is 1-based (0: a fact rule, no log line)."""

    line: int


@dataclass
class SearchFinished(Message):
    """A KB search worker finished for `query`."""

    query: str
    entries: list[Entry]


@dataclass
class PlaygroundEvaluated(Message):
    """A playground worker evaluated the entry text of `generation` on the current log."""

    generation: int
    evaluation: Evaluation


@dataclass
class CheckFinished(Message):
    """A check worker ran the live checks of one hypothesis."""

    result: CheckResult


@dataclass
class CheckAllFinished(Message):
    """The "check all" worker confirmed the diagnosis of `generation` on this machine (`report` None: it
    failed, `error` says why)."""

    generation: int
    report: Report | None
    observations: Mapping[str, Observation]
    error: str | None = None


@dataclass
class ProbeFinished(Message):
    """The "probe this machine" worker finished: the `resolve probe` text report, or why not."""

    report: str
    error: str | None = None
