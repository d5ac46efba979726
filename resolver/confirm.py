"""`resolve --confirm`: run the KB checks of the top hypotheses on this machine and re-rank.

A check (`checks:` in a KB entry) names a probe and a declarative expectation:

    checks:
      - probe: framework.paddle
        expect: {cause: cpu-only-build}
        verdict: confirms
      - probe: nvml
        expect: {status: ok, fact: driver_version, op: ge, value: "525"}
        verdict: refutes

`expect` keys (all given must hold): `status` (ok | problem | unavailable), `cause` (the KB id the
probe's observation points to), `value` with `op` (eq ne lt le gt ge in not_in; versions compare
numerically), `contains` (a substring), and what they apply to: `fact` (one of the observation's
facts) or `path` (dotted path into the observation's value, list indices allowed), else the value.

A check whose probe is unavailable, or whose fact / path is absent, is inconclusive, never refuting.
Per hypothesis: a matching `confirms` check and no matching `refutes` -> confirmed (+0.5 raw);
the reverse -> refuted (x0.3); both -> inconclusive; none matched -> inconclusive.
Live facts from the probes are merged into the report (log facts win) and the KB's fact rules are
evaluated again on the merged facts, so version-matrix rules also see this machine.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from resolver.kb.model import KB, SPECIFICITY_WEIGHT, Check
from resolver.probes import Observation, probe_facts, probe_ids, run_probes

CONFIRM_BONUS = 0.5
REFUTE_FACTOR = 0.3
LIVE_PREFIX = "live probe "
EXPECT_KEYS = ("status", "cause", "value", "op", "contains", "fact", "path")
OPS = ("eq", "ne", "lt", "le", "gt", "ge", "in", "not_in")
_MISSING = object()


_NUM = re.compile(r"\d+")
_VERSION = re.compile(r"^v?\d+(?:\.\d+)*(?:[+-].*)?$")


def _version_key(value: Any) -> tuple[int, ...] | None:
    """"535.104.05" -> (535, 104, 5); "12.4+cu" -> (12, 4); None when the text is not a version."""
    text = str(value).strip().lower()
    if not _VERSION.match(text):
        return None
    return tuple(int(p) for p in _NUM.findall(re.split(r"[+-]", text)[0]))


def compare(left: Any, op: str, right: Any) -> bool:
    """`left op right`; versions ("12.4", "535.104.05") compare numerically, the rest as lower-case text."""
    if op in ("in", "not_in"):
        items = right if isinstance(right, (list, tuple)) else [right]
        hit = str(left).lower() in {str(v).lower() for v in items}
        return hit == (op == "in")
    if isinstance(left, bool) or isinstance(right, bool):
        a: Any = str(left).lower()
        b: Any = str(right).lower()
    else:
        lk, rk = _version_key(left), _version_key(right)
        if lk is not None and rk is not None and not isinstance(left, (list, dict)):
            n = max(len(lk), len(rk))
            a, b = lk + (0,) * (n - len(lk)), rk + (0,) * (n - len(rk))
        else:
            a, b = str(left).lower(), str(right).lower()
    return {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[op]


def _walk(value: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(value, Mapping) and part in value:
            value = value[part]
        elif isinstance(value, (list, tuple)) and part.lstrip("-").isdigit() and -len(value) <= int(part) < len(value):
            value = value[int(part)]
        else:
            return _MISSING
    return value


def evaluate(check: Check, obs: Observation | None) -> tuple[str, str]:
    """("match" | "no-match" | "inconclusive", why) for one check against its probe's observation."""
    expect = dict(check.expect)
    if obs is None:
        return "inconclusive", f"probe {check.probe} did not run"
    if obs.status == "unavailable" and expect.get("status") != "unavailable":
        return "inconclusive", f"{check.probe} unavailable: {obs.detail}"
    if "status" in expect and obs.status != expect["status"]:
        return "no-match", f"{check.probe} is {obs.status}, not {expect['status']}"
    if "cause" in expect and obs.cause != expect["cause"]:
        return "no-match", f"{check.probe} points to {obs.cause or 'no cause'}, not {expect['cause']}"
    if "fact" in expect:
        subject = obs.facts.get(str(expect["fact"]), _MISSING)
        label = f"{check.probe} fact {expect['fact']}"
    elif "path" in expect:
        subject = _walk(obs.value, str(expect["path"]))
        label = f"{check.probe} {expect['path']}"
    else:
        subject, label = obs.value, check.probe
    if ("value" in expect or "contains" in expect) and subject is _MISSING:
        return "inconclusive", f"{label} is not known"
    if "value" in expect:
        op = str(expect.get("op", "eq"))
        if not compare(subject, op, expect["value"]):
            return "no-match", f"{label} = {subject!r}, not {op} {expect['value']!r}"
    if "contains" in expect:
        needle = str(expect["contains"]).lower()
        hay = subject if isinstance(subject, str) else json.dumps(subject, default=str)
        if "fact" not in expect and "path" not in expect:
            hay = f"{obs.detail}\n{hay}"
        if needle not in hay.lower():
            return "no-match", f"{label} does not contain {expect['contains']!r}"
    return "match", obs.detail


def applicable_checks(checks: tuple[Check, ...], frameworks: Iterable[str] = ()) -> tuple[Check, ...]:
    """The checks that count for a log showing `frameworks` (all of them when it shows none)."""
    shown = set(frameworks)
    return tuple(c for c in checks if not c.frameworks or not shown or shown & set(c.frameworks))


def check_hypothesis(
    checks: tuple[Check, ...], observations: Mapping[str, Observation], frameworks: Iterable[str] = (),
) -> tuple[str, str]:
    """(check_status, check_detail) of one hypothesis from its entry's checks.

    `frameworks`: those the log shows; a check limited to other frameworks does not count (Paddle's
    packages say nothing about a PyTorch log's build).
    """
    given = bool(checks)
    checks = applicable_checks(checks, frameworks)
    if not checks:
        return "not-run", "this KB entry has no live check" + (" for this framework" if given else "")
    confirms: list[str] = []
    refutes: list[str] = []
    undecided: list[str] = []
    for check in checks:
        outcome, why = evaluate(check, observations.get(check.probe))
        text = f"{check.probe}: {why}" + (f" ({check.note})" if check.note else "")
        if outcome == "match":
            (confirms if check.verdict == "confirms" else refutes).append(text)
        elif outcome == "inconclusive":
            undecided.append(text)
    if confirms and not refutes:
        return "confirmed", "; ".join(confirms)
    if refutes and not confirms:
        return "refuted", "; ".join(refutes)
    if confirms and refutes:
        return "inconclusive", "probes disagree: confirms " + "; ".join(confirms) + " / refutes " + "; ".join(refutes)
    return "inconclusive", "no check decided" + (": " + "; ".join(undecided) if undecided else
                                                 " (every probe answered, none as the checks expect)")


def _merge_live_facts(report: Any, observations: Mapping[str, Observation]) -> dict[str, str]:
    from resolver.rank import Fact

    live = probe_facts(observations)
    source = {}
    for o in observations.values():
        for name in o.facts:
            source.setdefault(name, o.probe)
    added = False
    for name, value in live.items():
        if name not in report.facts:
            report.facts[name] = Fact(name, value, 0, f"{LIVE_PREFIX}{source.get(name, '?')}")
            added = True
    if added:
        # The version matrices (resolver.matrices, when present) derive further facts from the live ones.
        try:
            from resolver.matrices import derive_facts
        except ImportError:
            return live
        try:
            derived = derive_facts({name: f.value for name, f in report.facts.items()})
        except Exception:  # a matrix problem must not cost the live check
            derived = {}
        for name, value in derived.items():
            if name not in report.facts:
                report.facts[name] = Fact(name, str(value), 0, f"{LIVE_PREFIX}facts, derived by the version matrices")
    return live


def _apply_live_rules(report: Any, kb: KB, log_facts: dict[str, str]) -> None:
    """Rules that hold only once the live facts are known become evidence (new hypotheses if need be)."""
    from resolver.rank import Evidence, Hypothesis
    from resolver.rules import evaluate as eval_rule

    merged = {name: f.value for name, f in report.facts.items()}
    by_id = {h.entry.id: h for h in report.hypotheses}
    # A log that showed no failure gets no new hypothesis from this machine's facts alone.
    may_add = bool(report.hypotheses) and not getattr(report, "fallback_used", False)
    for entry in kb.entries:
        if entry.is_symptom:
            continue
        for rule in entry.rules:
            if eval_rule(rule, log_facts) is not None:
                continue  # already counted when the log was ranked
            text = eval_rule(rule, merged)
            if text is None:
                continue
            weight = SPECIFICITY_WEIGHT[rule.specificity] * 0.9
            hyp = by_id.get(entry.id)
            if hyp is None and not may_add:
                continue
            if hyp is None:
                hyp = by_id[entry.id] = Hypothesis(entry, raw=weight, own=True, best_specificity=rule.specificity)
                hyp.explain.append(f"{weight:.2f} from rule {rule.id} on live facts of this machine")
                report.hypotheses.append(hyp)
            else:
                hyp.raw += weight * 0.25
                hyp.explain.append(f"+{weight * 0.25:.2f} rule {rule.id} holds on live facts of this machine")
            hyp.evidence.append(Evidence(0, f"{text} (live)", f"{entry.id}/rule:{rule.id}"))


# The log's framework (resolver.facts.framework_name) -> its probe.
FRAMEWORK_PROBES = {"paddle": "framework.paddle", "pytorch": "framework.torch", "torch": "framework.torch",
                    "tensorflow": "framework.tensorflow", "jax": "framework.jax"}


def probes_for(report: Any, top: int) -> list[str]:
    """The probes `confirm` runs: every cheap probe (they give live facts), and the framework probes the
    top hypotheses' checks name, only those of the log's framework when the log shows one (importing a
    framework costs seconds)."""
    known = probe_ids()
    wanted = {i for i in known if not i.startswith("framework.")}
    named = {c.probe for h in report.hypotheses[:top] for c in h.entry.checks if c.probe in known}
    frameworks = {FRAMEWORK_PROBES[f] for f in getattr(report, "frameworks", []) if f in FRAMEWORK_PROBES}
    wanted |= {i for i in named if not frameworks or not i.startswith("framework.") or i in frameworks}
    return sorted(wanted)


def confirm(report: Any, kb: KB, *, top: int = 3, timeout: float | None = None,
            observations: Mapping[str, Observation] | None = None) -> dict[str, Observation]:
    """Run the probes, mark the top `top` hypotheses confirmed / refuted / inconclusive, re-rank.

    `report` is a resolver.api.Report (changed in place). `observations` skips running probes (tests,
    the TUI re-using a run). Returns the observations used.
    """
    if top < 1:
        raise ValueError("top must be at least 1")
    log_facts = {name: f.value for name, f in report.facts.items()}
    if observations is None:
        observations = run_probes(probes_for(report, top), timeout=timeout)
    _merge_live_facts(report, observations)
    _apply_live_rules(report, kb, log_facts)
    report.hypotheses.sort(key=lambda h: -h.raw)
    for hyp in report.hypotheses[:top]:
        status, detail = check_hypothesis(hyp.entry.checks, observations, getattr(report, "frameworks", ()))
        hyp.check_status, hyp.check_detail = status, detail
        if status == "confirmed":
            hyp.raw += CONFIRM_BONUS
            hyp.explain.append(f"+{CONFIRM_BONUS:.2f} confirmed on this machine: {detail}")
        elif status == "refuted":
            hyp.raw *= REFUTE_FACTOR
            hyp.explain.append(f"x{REFUTE_FACTOR} refuted on this machine: {detail}")
        elif status == "inconclusive":
            hyp.explain.append(f"+0.00 live check inconclusive: {detail}")
    report.hypotheses.sort(key=lambda h: (-h.raw, -SPECIFICITY_WEIGHT[h.best_specificity], h.entry.id))
    return dict(observations)


def unknown_check_probes(checks: tuple[Check, ...]) -> list[str]:
    """Probe ids named by checks that no probe has (for `resolve kb lint`)."""
    known = probe_ids()
    return [c.probe for c in checks if c.probe not in known]


__all__ = ["EXPECT_KEYS", "OPS", "applicable_checks", "check_hypothesis", "compare", "confirm", "evaluate",
           "unknown_check_probes"]
