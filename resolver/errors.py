"""Typed errors: the CLI turns each into a message on stderr and exit status 2."""

from __future__ import annotations

from pathlib import Path


class ResolverError(Exception):
    """Base of every error the resolver reports to a user."""


class KbError(ResolverError):
    """One or more problems in knowledge-base files, each as `path:line: message`."""

    def __init__(self, problems: list[KbProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


class KbProblem:
    """One problem in one KB file, rendered as `path:line: message`."""

    __slots__ = ("line", "message", "path")

    def __init__(self, path: Path | str, line: int | None, message: str) -> None:
        self.path = str(path)
        self.line = line
        self.message = message

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.message}"

    def __repr__(self) -> str:
        return f"KbProblem({str(self)!r})"


class InputError(ResolverError):
    """The log cannot be read (missing file, binary data, empty input)."""


class ProbeError(ResolverError):
    """A live probe failed in a way that is worth reporting."""
