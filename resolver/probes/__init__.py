"""Live probes: what this machine says about its GPU stack.

Each probe has an id, a title and a timeout, and answers with an `Observation`. Probes run
concurrently on daemon threads; everything that can hang or crash (NVML, `nvidia-smi`, loading
CUDA libraries, importing a framework) runs in a subprocess with a timeout, so `run_probes` always
returns within its deadline and a probe that raises is reported as "unavailable", never fatal.

Public API:
    Observation, ProbeSpec, available_probes(), run_probes(ids, timeout=...), probe_facts(obs)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

STATUSES = ("ok", "problem", "unavailable")


@dataclass(frozen=True)
class Observation:
    """What one probe saw."""

    probe: str
    """Probe id, e.g. "nvml", "nvidia-smi", "libs.cudart", "framework.paddle"."""
    status: str
    """ok | problem | unavailable (the probe could not look: tool missing, timed out, raised)."""
    value: Any
    """JSON-serialisable reading (dict / list / str / number / None)."""
    detail: str
    """One human sentence."""
    cause: str | None = None
    """KB entry id this problem points to (e.g. "nvml-library-not-found")."""
    facts: dict[str, str] = field(default_factory=dict)
    """Facts in the names of resolver/facts.py: driver_version, cuda_driver_max, gpu_name, ..."""

    def as_dict(self) -> dict[str, Any]:
        return {"probe": self.probe, "status": self.status, "value": self.value, "detail": self.detail,
                "cause": self.cause, "facts": dict(self.facts)}


@dataclass(frozen=True)
class ProbeSpec:
    """A probe's id, title and timeout (seconds)."""

    id: str
    title: str
    timeout: float


# A runner observes one or more probes at once (one subprocess for all libraries, say): it gets the
# ids wanted and a timeout, and returns an Observation per id.
Runner = Callable[[list[str], float], dict[str, Observation]]


@dataclass(frozen=True)
class _Group:
    specs: tuple[ProbeSpec, ...]
    runner: Runner


def _groups() -> list[_Group]:
    from resolver.probes import driver, frameworks, host, libs, nvml

    # One thread per group: the libraries share one child process; the rest run one probe each.
    return [
        _Group(nvml.SPECS, nvml.run),
        *(_Group((spec,), driver.run) for spec in driver.SPECS),
        _Group(libs.SPECS, libs.run),
        *(_Group((spec,), host.run) for spec in host.SPECS),
        *(_Group((spec,), frameworks.run) for spec in frameworks.SPECS),
    ]


def available_probes() -> list[ProbeSpec]:
    """Every probe, in report order."""
    return [spec for group in _groups() for spec in group.specs]


def probe_ids() -> set[str]:
    return {spec.id for spec in available_probes()}


def unavailable(probe: str, detail: str, value: Any = None) -> Observation:
    return Observation(probe, "unavailable", value, detail)


def run_probes(ids: Iterable[str] | None = None, *, timeout: float | None = None) -> dict[str, Observation]:
    """Run the probes named (all when None) concurrently; one Observation per id, in report order.

    `timeout` caps every probe's own timeout. A probe still running at its deadline is reported as
    "unavailable" (timed out) and left behind on its daemon thread; unknown ids raise ValueError.
    """
    groups = _groups()
    known = [spec.id for g in groups for spec in g.specs]
    asked = list(dict.fromkeys(known if ids is None else ids))
    unknown = [i for i in asked if i not in known]
    if unknown:
        raise ValueError(f"unknown probe id(s): {', '.join(unknown)} (known: {', '.join(known)})")
    wanted = [i for i in known if i in asked]
    if timeout is not None and timeout <= 0:
        raise ValueError("probe timeout must be positive")
    results: dict[str, Observation] = {}
    lock = threading.Lock()
    jobs: list[tuple[threading.Thread, list[str], float]] = []
    for group in groups:
        mine = [s for s in group.specs if s.id in wanted]
        if not mine:
            continue
        limit = max(s.timeout for s in mine)
        if timeout is not None:
            limit = min(limit, timeout)
        mine_ids = [s.id for s in mine]

        def work(runner: Runner = group.runner, mine_ids: list[str] = mine_ids, limit: float = limit) -> None:
            try:
                got = runner(mine_ids, limit)
            except Exception as exc:  # a probe that raises is reported, never fatal
                got = {i: unavailable(i, f"probe failed: {type(exc).__name__}: {exc}") for i in mine_ids}
            with lock:
                for i in mine_ids:
                    results[i] = got.get(i) or unavailable(i, "probe returned no observation")

        thread = threading.Thread(target=work, name=f"probe-{mine_ids[0]}", daemon=True)
        thread.start()
        jobs.append((thread, mine_ids, limit))
    start = time.monotonic()
    for thread, _ids, limit in jobs:
        # Runners enforce their own timeouts on subprocesses; this is the safety net (+ grace).
        thread.join(max(0.0, start + limit + 1.5 - time.monotonic()))
    with lock:
        for _thread, mine_ids, limit in jobs:
            for i in mine_ids:
                if i not in results:
                    results[i] = unavailable(i, f"timed out after {limit:g} s")
        return {i: results[i] for i in wanted}


def probe_facts(observations: Mapping[str, Observation] | Iterable[Observation]) -> dict[str, str]:
    """The facts of all observations merged (first probe in report order wins a conflict)."""
    obs = observations.values() if isinstance(observations, Mapping) else observations
    merged: dict[str, str] = {}
    for o in obs:
        for name, value in o.facts.items():
            if value not in (None, "") and name not in merged:
                merged[name] = str(value)
    return merged


__all__ = ["STATUSES", "Observation", "ProbeSpec", "available_probes", "probe_facts", "probe_ids", "run_probes"]
