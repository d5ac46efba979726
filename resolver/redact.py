"""Remove host names, user names and home paths from text before it is shared.

`redact(text)` is used for `resolve probe --redact` and for the TUI's markdown export. It knows this
machine's own host name, user name and home directory, and also removes the generic shapes that
identify a person or machine in a log from elsewhere: `/home/NAME`, `/Users/NAME`,
`C:\\Users\\NAME`, `user@host` shell prompts and e-mail addresses, `Hostname:` style fields.
Versions, library names and error text are left untouched (they are what the report is for).
"""

from __future__ import annotations

import contextlib
import getpass
import os
import re
import socket
from collections.abc import Iterable
from functools import lru_cache

USER = "<user>"
HOST = "<host>"

# Names too generic to replace wherever they occur as a word (they identify no one, and replacing
# them would mangle ordinary text such as "/root/.cache" or "localhost").
_GENERIC = frozenset({
    "", "root", "user", "admin", "ubuntu", "debian", "centos", "runner", "jovyan", "app", "docker",
    "localhost", "localhost.localdomain", "host", "linux", "nvidia", "cuda", "gpu", "paddle", "torch",
})

_HOME_PATTERNS = (
    # POSIX homes: /home/NAME, /Users/NAME (macOS), /export/home/NAME; /root stays (not a name).
    (re.compile(r"(?<![\w.-])(/(?:export/)?home/|/Users/)(?!<user>)[^/\s:'\"<>]+"), r"\1" + USER),
    # Windows: C:\Users\NAME, also with forward slashes or doubled backslashes (repr of a path).
    (re.compile(r"(?i)\b([a-z]:(?:\\\\|\\|/)Users(?:\\\\|\\|/))(?!<user>)[^\\/\s:'\"<>]+"), r"\1" + USER),
)

# user@host (shell prompts, scp targets, e-mail addresses).
_USER_AT_HOST = re.compile(r"(?<![\w.%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
                           r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*")
# "Hostname: foo", "hostname = foo", "Node Name: foo", "Name: foo" (docker info), "HOSTNAME=foo".
_HOST_FIELD = re.compile(r"(?im)^(\s*(?:host ?name|node ?name|nodename|HOSTNAME)\s*[:=]\s*)(\S+)\s*$")
_USER_FIELD = re.compile(r"(?im)^(\s*(?:user(?: ?name)?|USER|LOGNAME|USERNAME)\s*[:=]\s*)(\S+)\s*$")


@lru_cache(maxsize=1)
def _local_identity() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(home directories, user names, host names) of this machine, most specific first."""
    homes: set[str] = set()
    users: set[str] = set()
    hosts: set[str] = set()
    for var in ("HOME", "USERPROFILE"):
        value = os.environ.get(var, "")
        if len(value) > 1 and value not in ("/root", "/"):
            homes.add(value.rstrip("/\\"))
    try:
        home = os.path.expanduser("~")
        if len(home) > 1 and home not in ("/root", "/"):
            homes.add(home.rstrip("/\\"))
    except (KeyError, RuntimeError):
        pass
    with contextlib.suppress(KeyError, OSError, ImportError):
        users.add(getpass.getuser())
    for var in ("USER", "LOGNAME", "USERNAME", "SUDO_USER"):
        users.add(os.environ.get(var, ""))
    try:
        name = socket.gethostname()
        hosts.add(name)
        hosts.add(name.split(".", 1)[0])
    except OSError:
        pass
    hosts.add(os.environ.get("HOSTNAME", ""))
    hosts.add(os.environ.get("COMPUTERNAME", ""))

    def keep(names: set[str]) -> tuple[str, ...]:
        return tuple(sorted((n for n in names if len(n) >= 3 and n.lower() not in _GENERIC),
                            key=lambda n: (-len(n), n)))

    return tuple(sorted(homes, key=lambda h: (-len(h), h))), keep(users), keep(hosts)


def _word(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", re.IGNORECASE)


def redact(text: str, *, extra: Iterable[str] = ()) -> str:
    """Return `text` with home paths, user names and host names replaced by `~`, `<user>`, `<host>`.

    `extra` names further words to remove (replaced by `<redacted>`), e.g. a project or cluster name.
    """
    if not isinstance(text, str):
        raise TypeError(f"redact() needs a str, not {type(text).__name__}")
    homes, users, hosts = _local_identity()
    for home in homes:
        text = text.replace(home, "~")
    for pattern, repl in _HOME_PATTERNS:
        text = pattern.sub(repl, text)
    text = _USER_AT_HOST.sub(f"{USER}@{HOST}", text)
    text = _HOST_FIELD.sub(lambda m: m.group(1) + HOST, text)
    text = _USER_FIELD.sub(lambda m: m.group(1) + USER, text)
    for host in hosts:
        text = _word(host).sub(HOST, text)
    for user in users:
        text = _word(user).sub(USER, text)
    for word in extra:
        if word:
            text = _word(word).sub("<redacted>", text)
    return text


__all__ = ["HOST", "USER", "redact"]
