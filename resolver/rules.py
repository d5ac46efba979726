"""Fact rules: conditions on facts found in the log (or by probes) that count as evidence.

Operators: `present`, `absent`, `eq`, `ne`, `lt`, `le`, `gt`, `ge` (versions compare numerically:
"11.10" > "11.9"), `in`, `not_in` (membership in a list), and `cc_in_archs` / `cc_not_in_archs`:
whether a GPU of compute capability `fact` can run a build whose arch list is the other side
("5.0;6.0;7.0;7.5;8.0;8.6;9.0+PTX", "sm_50 sm_60 ...", "['sm_50', 'compute_90']"): SASS of the same
major at or below the GPU's minor, or PTX at or below its compute capability.
"""

from __future__ import annotations

import re
from typing import Any

from resolver.kb.model import Condition, Rule

_NUM = re.compile(r"\d+")


def version_key(value: Any) -> tuple[int, ...] | None:
    """`"11.2"` -> (11, 2); `"cu118"` / `"118"` (a CUDA tag) -> (11, 8); None if not a version."""
    text = str(value).strip().lower()
    if text.startswith("cu"):
        text = text[2:]
    if text.isdigit() and len(text) in (3, 4):
        return int(text[:-1]), int(text[-1])
    parts = _NUM.findall(text.split("+")[0])
    return tuple(int(p) for p in parts[:4]) if parts else None


def _compare(left: Any, op: str, right: Any) -> bool:
    if op in ("cc_in_archs", "cc_not_in_archs"):
        from resolver.matrices import arch_runs, parse_archs

        text = ";".join(map(str, right)) if isinstance(right, (list, tuple)) else str(right)
        archs, ptx = parse_archs(text)
        if not archs and not ptx:
            return False
        return arch_runs(str(left), archs, ptx) == (op == "cc_in_archs")
    if op in ("in", "not_in"):
        items = {str(v).lower() for v in (right if isinstance(right, (list, tuple)) else [right])}
        return (str(left).lower() in items) == (op == "in")
    lk, rk = version_key(left), version_key(right)
    if lk is not None and rk is not None:
        n = max(len(lk), len(rk))
        a, b = lk + (0,) * (n - len(lk)), rk + (0,) * (n - len(rk))
    else:
        a, b = str(left).lower(), str(right).lower()  # type: ignore[assignment]
    return {
        "eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b,
    }[op]


def holds(cond: Condition, facts: dict[str, str]) -> bool:
    value = facts.get(cond.fact)
    if cond.op == "present":
        return value is not None
    if cond.op == "absent":
        return value is None
    if value is None:
        return False
    other = facts.get(cond.fact2) if cond.fact2 else cond.value
    if other is None:
        return False
    return _compare(value, cond.op, other)


def facts_used(rule: Rule) -> list[str]:
    """Every fact name a rule reads, in order."""
    out: list[str] = []
    for cond in rule.all:
        for name in (cond.fact, cond.fact2):
            if name and name not in out:
                out.append(name)
    return out


def evaluate(rule: Rule, facts: dict[str, str]) -> str | None:
    """The rule's explanation with the fact values filled in, or None when it does not hold."""
    if not all(holds(c, facts) for c in rule.all):
        return None
    try:
        return rule.explain.format_map(_Missing(facts))
    except (ValueError, IndexError):
        return rule.explain


class _Missing(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"
