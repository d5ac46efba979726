"""`--format json`: the stable contract of DESIGN.md (schema 1)."""

from __future__ import annotations

import json
from typing import Any

from resolver.api import Report, select_fixes, sorted_evidence

SCHEMA_VERSION = 1


def to_dict(report: Report, top: int | None = None) -> dict[str, Any]:
    hyps = report.hypotheses[:top] if top else report.hypotheses
    return {
        "schema": SCHEMA_VERSION,
        "hypotheses": [
            {
                "id": h.entry.id,
                "title": h.entry.title,
                "score": h.score,
                "confidence": h.confidence,
                "evidence": [{"line": e.line, "text": e.text, "signature": e.signature} for e in sorted_evidence(h)],
                "fixes": [{"title": f.title, "steps": list(f.steps)} for f in select_fixes(h.entry, report, h)],
                "check": {"status": h.check_status, "detail": h.check_detail},
            }
            for h in hyps
        ],
        "facts": {name: fact.value for name, fact in sorted(report.facts.items())},
    }


def render(report: Report, top: int | None = None) -> str:
    return json.dumps(to_dict(report, top), ensure_ascii=False, indent=2) + "\n"
