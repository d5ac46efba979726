"""Typed, immutable model of the knowledge base."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SPECIFICITY_WEIGHT = {"high": 1.0, "medium": 0.6, "low": 0.3}


@dataclass(frozen=True)
class Signature:
    """A line pattern that is evidence for its entry."""

    id: str
    regex: str
    """RE2 syntax, matched against one log line."""
    specificity: str
    """high | medium | low."""
    requires: tuple[str, ...] = ()
    """Context ids that must all be present in the log for this signature to count."""
    unless: tuple[str, ...] = ()
    """Context ids whose presence cancels this signature."""
    note: str = ""
    use: tuple[str, ...] = ()
    """The wordings (`kb/wordings/<id>.yaml`) this signature matches, if any; `regex` holds their pattern."""
    own: str = ""
    """With `use`: the entry's own alternatives (its `regex:`), already or-ed into `regex`."""
    implies: tuple[str, ...] = ()
    """On a symptom entry: the order in which this line hands its evidence to the causes, when it is the best."""

    def shown(self) -> str:
        """The pattern as a reader of the entry wants it: the wordings it names, then its own alternatives."""
        if not self.use:
            return self.regex
        return f"wording {' or '.join(self.use)}" + (f" or {self.own}" if self.own else "")


@dataclass(frozen=True)
class Context:
    """A line that shifts the verdict when present anywhere in the log."""

    id: str
    regex: str
    """The pattern as matched: a shared context's (`use`), or-ed with the entry's own alternatives if any."""
    boost: float = 0.0
    note: str = ""
    use: str = ""
    """The shared context (`kb/contexts/<use>.yaml`) this one is built on, if any."""
    wording: tuple[str, ...] = ()
    """The wordings (`kb/wordings/<id>.yaml`) this one matches too, if any."""
    own: str = ""
    """With `use` or `wording`: the entry's own alternatives (its `regex:`), already or-ed into `regex`."""

    def shown(self) -> str:
        """The pattern as a reader of the entry wants it: what it names, then its own alternatives."""
        named = ([f"shared context {self.use}"] if self.use else []) + [f"wording {w}" for w in self.wording]
        if not named:
            return self.regex
        return " or ".join(named) + (f" or {self.own}" if self.own else "")


@dataclass(frozen=True)
class Condition:
    """One comparison in a fact rule."""

    fact: str
    op: str
    value: Any = None
    fact2: str | None = None


@dataclass(frozen=True)
class Rule:
    """Fact rule: when every condition holds, the entry gets evidence."""

    id: str
    all: tuple[Condition, ...]
    specificity: str
    explain: str


@dataclass(frozen=True)
class Check:
    """A probe expectation run by `resolve --confirm`."""

    probe: str
    expect: tuple[tuple[str, Any], ...]
    verdict: str
    note: str = ""
    frameworks: tuple[str, ...] = ()
    """Counted only for a log of one of these frameworks, or one that shows none (empty: always)."""


@dataclass(frozen=True)
class Fix:
    """One way to fix the cause, possibly limited to some platforms or frameworks."""

    title: str
    steps: tuple[str, ...]
    frameworks: tuple[str, ...] = ()
    platforms: tuple[str, ...] = ()
    signatures: tuple[str, ...] = ()
    """The entry's signatures this fix answers (the fix for that wording goes first when one matched)."""


@dataclass(frozen=True)
class Example:
    """A real log excerpt and where it was published."""

    source: str
    log: str
    cause: str = ""
    note: str = ""


@dataclass(frozen=True)
class Entry:
    """One root cause (or surface symptom) of a GPU / CUDA environment failure."""

    id: str
    title: str
    layer: str
    kind: str
    status: str
    summary: str
    frameworks: tuple[str, ...]
    platforms: tuple[str, ...]
    signatures: tuple[Signature, ...]
    fixes: tuple[Fix, ...]
    references: tuple[str, ...]
    examples_match: tuple[Example, ...]
    examples_no_match: tuple[Example, ...]
    context: tuple[Context, ...] = ()
    implies: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    """Causes whose logs also show this entry's wording: offered after it when evidence is thin."""
    facts: tuple[str, ...] = ()
    rules: tuple[Rule, ...] = ()
    checks: tuple[Check, ...] = ()
    avoid: tuple[str, ...] = ()
    path: str = ""
    """File the entry was loaded from."""
    root: str = ""
    """KB directory the entry came from."""

    @property
    def is_symptom(self) -> bool:
        return self.kind == "symptom"


@dataclass(frozen=True)
class KB:
    """A loaded knowledge base: entries in load order, plus the digest of their files."""

    entries: tuple[Entry, ...]
    digest: str
    roots: tuple[str, ...] = ()
    by_id: dict[str, Entry] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.by_id:
            self.by_id.update({e.id: e for e in self.entries})

    def get(self, entry_id: str) -> Entry | None:
        return self.by_id.get(entry_id)
