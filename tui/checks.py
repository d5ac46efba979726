"""Live checks for the TUI: run a hypothesis's KB `checks` on this machine, and the full probe report.

Thin glue over `resolver.probes` and `resolver.confirm` (imported only when a check runs, so the
app starts without them). Both functions block: the app calls them from thread workers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from resolver.kb.model import KB, Entry

if TYPE_CHECKING:
    from resolver.probes import Observation

RUNNING = "running"


@dataclass(frozen=True)
class CheckResult:
    """The verdict of one entry's checks: confirmed | refuted | inconclusive | not-run | running."""

    entry_id: str
    status: str
    detail: str
    observations: tuple[Observation, ...] = field(default_factory=tuple)


def check_entry(entry: Entry, timeout: float | None = None, frameworks: Sequence[str] = ()) -> CheckResult:
    """Run the probes `entry`'s checks name and decide (no checks: "not-run", nothing runs).

    `frameworks`: those the log shows; checks limited to other frameworks are left out, probes included.
    """
    from resolver.confirm import applicable_checks, check_hypothesis
    from resolver.probes import run_probes

    checks = applicable_checks(entry.checks, frameworks)
    if not checks:
        return CheckResult(entry.id, "not-run", "this KB entry has no live check"
                           + (" for this framework" if entry.checks else ""))
    ids = list(dict.fromkeys(c.probe for c in checks))
    try:
        observations = run_probes(ids, timeout=timeout)
    except ValueError as exc:  # a check names a probe this version does not have
        return CheckResult(entry.id, "inconclusive", str(exc))
    status, detail = check_hypothesis(checks, observations)
    return CheckResult(entry.id, status, detail, tuple(observations.values()))


def probe_report(kb: KB | None, timeout: float | None = None) -> str:
    """The text report of `resolve probe`: every probe, the KB causes its problems point to, live facts."""
    from resolver.probes import available_probes, run_probes
    from resolver.render import probe as render

    observations = run_probes(timeout=timeout)
    return render.render_text(render.to_dict(observations, available_probes(), kb))
