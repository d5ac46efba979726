"""Render a `resolve probe` run: text, JSON, markdown (paste-ready for an issue)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from resolver.kb.model import KB
from resolver.probes import Observation, ProbeSpec, probe_facts

PROBE_SCHEMA = 1
_MARK = {"ok": "ok", "problem": "PROBLEM", "unavailable": "n/a"}


def gpu_usable(observations: Mapping[str, Observation]) -> bool:
    for pid in ("nvml", "nvidia-smi"):
        o = observations.get(pid)
        if o is not None and o.status == "ok":
            return True
    return False


def causes(observations: Mapping[str, Observation], kb: KB | None) -> list[dict[str, Any]]:
    """The KB causes the problems point to, most probes first: [{id, title, probes}]."""
    found: dict[str, list[str]] = {}
    for o in observations.values():
        if o.status == "problem" and o.cause:
            found.setdefault(o.cause, []).append(o.probe)
    order = list(found)
    ranked = sorted(found.items(), key=lambda kv: (-len(kv[1]), order.index(kv[0])))
    out = []
    for cid, probes in ranked:
        entry = kb.get(cid) if kb is not None else None
        out.append({"id": cid, "title": entry.title if entry else "(not in this KB)", "probes": probes})
    return out


def to_dict(observations: Mapping[str, Observation], specs: list[ProbeSpec], kb: KB | None) -> dict[str, Any]:
    titles = {s.id: s.title for s in specs}
    return {
        "schema": PROBE_SCHEMA,
        "gpu_usable": gpu_usable(observations),
        "causes": causes(observations, kb),
        "probes": [dict(o.as_dict(), title=titles.get(o.probe, "")) for o in observations.values()],
        "facts": probe_facts(observations),
    }


def _summary(data: dict[str, Any]) -> list[str]:
    problems = sum(p["status"] == "problem" for p in data["probes"])
    head = ("A GPU is usable through the NVIDIA driver on this machine." if data["gpu_usable"]
            else "No NVIDIA GPU is usable on this machine.")
    out = [f"{head} {problems} problem(s) in {len(data['probes'])} probes."]
    for c in data["causes"]:
        out.append(f"- {c['id']}: {c['title']} (from {', '.join(c['probes'])})")
    return out


def render_text(data: dict[str, Any]) -> str:
    out = ["GPU environment report", "", *_summary(data), ""]
    width = max((len(p["probe"]) for p in data["probes"]), default=10)
    for p in data["probes"]:
        line = f"{_MARK[p['status']]:8} {p['probe']:{width}}  {p['detail']}"
        if p["cause"]:
            line += f"  -> {p['cause']}"
        out.append(line)
    if data["facts"]:
        out += ["", "Facts (live):"] + [f"  {k} = {v}" for k, v in sorted(data["facts"].items())]
    return "\n".join(out) + "\n"


def _cell(text: Any) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def render_markdown(data: dict[str, Any]) -> str:
    out = ["## GPU environment report (`resolve probe`)", "", *_summary(data), "",
           "| probe | status | finding | cause |", "|---|---|---|---|"]
    for p in data["probes"]:
        cause = f"`{p['cause']}`" if p["cause"] else ""
        out.append(f"| `{p['probe']}` | {p['status']} | {_cell(p['detail'])} | {cause} |")
    if data["facts"]:
        out += ["", "| fact | value |", "|---|---|"]
        out += [f"| {k} | `{_cell(v)}` |" for k, v in sorted(data["facts"].items())]
    return "\n".join(out) + "\n"


def render_json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n"
