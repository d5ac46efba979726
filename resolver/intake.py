"""Log intake: bytes in, normalised text out, in bounded memory.

Decoding never fails: UTF-8 first, then GB18030 (Chinese Windows consoles), UTF-16 when a BOM
or the byte pattern says so, and replacement characters for the bytes that fit nothing. ANSI
escape codes are removed, and so are what a paste adds in front of every line (a quote marker `> `,
the stamp of `docker logs -t` / `kubectl logs --timestamps`, with a node's container log files their stream and tag),
the JSON wrapper of Docker's own container log files (`{"log":"...\\n","stream":"stderr","time":"..."}`)
and HTML entities (`&quot;`, `&#x27;`); no-break spaces read as spaces, zero-width characters as nothing, and the
Markdown links a VS Code notebook puts around each path as the path.
CRLF becomes LF and a `\\r` progress-bar rewrite keeps only the last state of the line (on a
stream: on the lines the matcher reports). The text comes out as UTF-8 bytes in chunks of whole
lines of about 256 KB each, so a log of any size is read in flat memory and the RE2 matcher scans it
without copies.
UTF-8 input is normalised as bytes (no decode at all); other encodings are decoded and re-encoded.
"""

from __future__ import annotations

import codecs
import json
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from resolver.errors import InputError

CHUNK_BYTES = 256 << 10
"""Read size: each pass over a chunk (line ends, ANSI, RE2) runs from the CPU cache (4 MB chunks: ~30% slower)."""
MAX_LINE_BYTES = 1 << 20
"""A line longer than this is cut in pieces (a 1 GB line must not need 1 GB)."""

_ANSI = re.compile(rb"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")
_CRLF = re.compile(rb"\r\n")
_CONTROL = bytes(range(0, 9)) + bytes(range(14, 32))
_STAMP = (rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d+)?(?:(?:Z|[+-]\d\d:\d\d) (?:stdout|stderr) [FP] |Z )")
_PREFIX = re.compile(rb"(?m)^(?:(?:> )+(?:" + _STAMP + rb")?|(?:[^\t\n]+\t[^\t\n]+\t)?" + _STAMP + rb")")
"""What a paste carries in front of each line but the program never printed: a Markdown/e-mail quote
(`> `, nested `> > `; Python's `>>> ` prompt is not one) and the RFC 3339 UTC stamp that `docker logs -t`,
`kubectl logs --timestamps` and CI runners put before every line (`gh run view --log` adds the job and step
names, tab-separated; TensorFlow's own `2023-08-07 15:30:54.187282:` has a space, not a `T`, and stays). A
container log file of a Kubernetes node (`/var/log/pods/.../0.log`, the CRI logging format that containerd and CRI-O
write) adds the stream and a full/partial tag after a stamp that may carry the node's UTC offset:
`2024-05-01T10:11:12.123456789+08:00 stderr F `."""
_CRI_TAG = re.compile(rb" std(?:out|err) [FP] ")
_SERVICE = re.compile(rb"(?m)^(?:\[pod/[\w.-]+/[\w.-]+\] |[\w.-]+[-_]\d+ +\| |#\d+ \d+\.\d+ )")
"""The source name that `kubectl logs --prefix` (`[pod/<pod>/<container>] `) and `docker compose logs|up`
(`<service>-1  | `, v1 `<project>_<service>_1  | `) put before every line, and BuildKit's plain progress
(`#8 0.895 `: step and seconds) before each line a `docker build` RUN step prints. It is also the only sign
that the log comes from a container (a build step runs in one, and never with a GPU), which entries read
(kb/contexts/in-container.yaml), so the first prefixed line keeps it and every later one loses it (in a stream
read in chunks: the first of each chunk)."""
_NAMED_SERVICE = re.compile(rb"(?m)^[A-Za-z][\w.-]* +\| ")
"""`docker compose` shows a service that sets `container_name:` by that name alone (`immich_machine_learning  | `).
A table row starts the same way (`torch    | 2.3.0`), so it counts as a prefix only when the very same prefix,
padding included, starts at least `NAMED_SERVICE_LINES` lines (compose pads the names of a run to one width). Unlike
the numbered form it is not read as a container marker (a name alone is weak evidence), so every line loses it."""
NAMED_SERVICE_LINES = 2
_SYSLOG = re.compile(
    rb"(?m)^(?:[A-Z][a-z]{2} [ \d]?\d \d\d:\d\d:\d\d(?:\.\d+)?"
    rb"|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:[+-]\d\d:?\d\d|Z)) "
    rb"[\w.-]+ [\w./@:-]+(?:\[\d+\])?: ")
"""What syslog and `journalctl` (short, short-precise, short-iso) put before every line: time, host, program and
pid (`Jun 05 10:00:00 gpu01 ollama[1234]: `, `Jun 05 10:00:00 gpu01 kernel: `). Ollama, Triton and dockerd run
as systemd services, and their logs are pasted from `journalctl -u`; no KB reading depends on the program name.
nvidia-smi's date line (`Wed Jun  5 10:00:00 2024`) has no host and program and stays."""
PASTE_BYTES = 64 << 10
"""Text up to this size (a paste) is searched for prefixed lines anywhere; a bigger chunk of a stream only when
its first line has one (a quoted or stamped log has them on every line, and the search costs ~10 ns a byte)."""
_INDENT = re.compile(rb"(?m)^[ \t]*(?=[^ \t\n])")
"""The indentation of a line that has text. A paste whose every such line starts with the same run of blanks was
indented as a whole (a Markdown code block indented four spaces, as Stack Overflow and many forums write it; a log
quoted inside a list item or an e-mail): `read_chunks` removes that shared run from an input it reads whole in one
chunk of at most PASTE_BYTES (a paste), as `textwrap.dedent` does, so anchored signatures (`^Shader not supported`,
`^>> Using device_type cpu`) read it. Lines indented further keep the rest. A stream read in several chunks is left
as it is: no chunk can tell whether the lines it has not seen share the indentation."""
_DOCKER_JSON_HEAD = b'{"log":"'
_DOCKER_JSON_LINE = re.compile(rb'(?m)^\{"log":"[^\n]*","stream":"std[^\n]*\}$')
_STREAMS = ("stdout", "stderr")
"""A line of a container log file written by Docker's default `json-file` logging driver
(`/var/lib/docker/containers/<id>/<id>-json.log`): each line the program wrote is a JSON string, quotes, backslashes,
tabs, ANSI escapes and even `<`, `>`, `&` escaped, its line end kept inside (`"...\\n"`), beside the stream, the time
and any `attrs` that `--log-opt labels=/env=` adds; a line longer than 16 KB is split over entries whose text has no
line end, so concatenating the decoded texts gives the program's output back. The file only exists for a container,
so, as with the service prefixes, the first such line keeps its wrapper as the container marker
(kb/contexts/in-container.yaml) and every later one is decoded (in a stream read in chunks: the first of each chunk;
a line split by Docker across two chunks ends up as two lines). A line is taken for one when it starts with
`{"log":"`, names a stdout or stderr stream and decodes as a JSON object with a `log` string."""
_ENTITY = re.compile(rb"&(?:quot|apos|lt|gt|amp|nbsp|#39|#x27|#34|#x22|#160|#xa0);")
_ENTITIES = {b"&quot;": b'"', b"&apos;": b"'", b"&lt;": b"<", b"&gt;": b">", b"&amp;": b"&", b"&#39;": b"'",
             b"&#x27;": b"'", b"&#34;": b'"', b"&#x22;": b'"', b"&nbsp;": b" ", b"&#160;": b" ", b"&#xa0;": b" "}
"""HTML-escaped text (a log copied out of page source or an HTML export): `couldn&#x27;t` is `couldn't`."""
_VSCODE_LINK = re.compile(rb"\[([^\]\n]{1,1000})\]\((?:https://file\+\.vscode-resource\.vscode-cdn\.net|vscode-notebook-cell:)[^)\s]*\)")
"""A traceback copied out of a VS Code notebook: each path is a Markdown link to the file
(`external[/xla/xla/cuda_dnn.cc:429](https://file+.vscode-resource.vscode-cdn.net/xla/xla/cuda_dnn.cc:429)`);
the link text is what the program printed."""
_PAGE_MARKS = {
    b"\xe2\x80\x8b": b"", b"\xe2\x80\x8c": b"", b"\xe2\x80\x8d": b"", b"\xe2\x81\xa0": b"", b"\xef\xbb\xbf": b"",
    b"\xe2\x80\xaf": b" ",
    b"\xe2\x80\x98": b"'", b"\xe2\x80\x99": b"'", b"\xe2\x80\x9c": b'"', b"\xe2\x80\x9d": b'"',
}
_PAGE_MARK = re.compile(b"|".join(re.escape(mark) for mark in _PAGE_MARKS))
"""What a web page or an editor puts into a log copied out of it (a forum post, a blog's code block, a chat, a word
processor), each mark as what the program printed. A zero-width space, joiner or word joiner (U+200B-U+200D, U+2060)
and a byte-order mark inside the text (U+FEFF) read as nothing and a narrow no-break space (U+202F) as a space, so
`CUDA\u2060 error:` is `CUDA error:` to every signature (RE2's `\\s` and a pattern's space are ASCII only); U+00A0,
the common no-break space, is replaced on its own (below). Typographic quotes (U+2018, U+2019, U+201C, U+201D) read
as the ASCII quotes: a forum or a word processor curls the quotes of a log pasted outside a code block (`could not
select device driver “”`) where the program printed straight ones, and the signatures are written for those. GCC's
own curly quotes (`error: ‘x’ was not declared`) lose nothing by it: no signature needs a curly quote (the one that
accepts them, Windows' `Error loading “...dll”`, accepts straight ones too). The marks are each looked for before
the regex runs (typographic quotes and dashes share their first two bytes), and only in a paste, as the VS Code links
are: `in` with a needle of several bytes runs at about 2 GB/s where one byte runs at memchr's speed, so on a multi-GB
stream only the no-break space, whose first byte is rare in logs, is worth a check."""


@dataclass
class IntakeStats:
    """What was read: shown with --explain and used to reject empty or binary input."""

    bytes_read: int = 0
    encoding: str = ""
    sources: list[str] = field(default_factory=list)


def _sniff(head: bytes, name: str) -> str:
    """Pick the codec for a source from its first bytes."""
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    sample = head[:8192]
    if sample and sample.count(0) > len(sample) // 4:
        odd_nuls = sample[1::2].count(0)
        if odd_nuls > len(sample) // 2 * 0.9:
            return "utf-16-le"
        if sample[0::2].count(0) > len(sample) // 2 * 0.9:
            return "utf-16-be"
        raise InputError(f"{name}: looks like a binary file, not a log")
    controls = sum(sample.count(bytes([c])) for c in _CONTROL if c not in (0x1B,))
    if controls > max(len(sample) // 10, 16):
        raise InputError(
            f"{name}: looks like a binary file, not a log ({controls} control bytes in the first {len(sample)})"
        )
    try:
        codecs.getincrementaldecoder("utf-8")("strict").decode(head, final=False)
        return "utf-8"
    except UnicodeDecodeError:
        pass
    bad = head.decode("utf-8", "replace").count("\ufffd")
    high = sum(1 for b in head if b >= 0x80)
    if high and bad * 50 < high:
        return "utf-8"
    try:
        codecs.getincrementaldecoder("gb18030")("strict").decode(head, final=False)
        return "gb18030"
    except UnicodeDecodeError:
        return "utf-8"


def normalise(data: bytes, collapse_cr: bool = True) -> bytes:
    """Remove what a terminal interprets but a reader does not see.

    With `collapse_cr=False` (the streaming path) a `\\r` inside a line is left for the matcher,
    which keeps only the last state of the lines it reports: the same result, paid per hit
    instead of per line of a multi-GB log.
    """
    if b"\x00" in data:
        data = data.replace(b"\x00", b"")
    if data.startswith(_DOCKER_JSON_HEAD) or (len(data) <= PASTE_BYTES and b"\n" + _DOCKER_JSON_HEAD in data):
        data = _decode_docker_json(data)
    if b"\r" in data:
        if _CRLF.search(data):  # the regex engine: twice as fast as `in` on text full of \r
            data = data.replace(b"\r\n", b"\n")
        if collapse_cr and b"\r" in data:
            data = _collapse_cr(data)
    if b"\x1b" in data:
        data = _strip_ansi(data)
    if _PREFIX.match(data) or (len(data) <= PASTE_BYTES and (b"\n> " in data or b"Z " in data
                                                             or _CRI_TAG.search(data) is not None)):
        data = _PREFIX.sub(b"", data)
    first = _first_prefixed(_SERVICE, data)
    if first is not None:
        data = data[:first.end()] + _SERVICE.sub(b"", data[first.end():])
    elif (named := _first_prefixed(_NAMED_SERVICE, data)) is not None:
        prefix = named.group(0)
        if data.count(b"\n" + prefix) + data.startswith(prefix) >= NAMED_SERVICE_LINES:
            data = data[:named.start()] + data[named.end():].replace(b"\n" + prefix, b"\n")
    if _first_prefixed(_SYSLOG, data) is not None:
        data = _SYSLOG.sub(b"", data)
    if b"&" in data:
        data = _ENTITY.sub(lambda m: _ENTITIES[m.group(0)], data)
    if b"\xc2" in data:  # one byte: memchr, where a longer needle would cost a tenth of the whole pass
        data = data.replace(b"\xc2\xa0", b" ")
    if len(data) <= PASTE_BYTES:
        if b"vscode-" in data:
            data = _VSCODE_LINK.sub(rb"\1", data)
        if any(mark in data for mark in _PAGE_MARKS):
            data = _PAGE_MARK.sub(lambda m: _PAGE_MARKS[m.group(0)], data)
    return data


def _docker_json_text(lines: list[bytes]) -> bytes:
    """The program's output held in a run of Docker json-file lines; a line that does not decode as one stays."""
    try:  # one call into the C decoder for the whole run: a regex or a call per line is several times slower
        records = json.loads(b"[" + b",".join(lines) + b"]")
    except (ValueError, RecursionError):
        records = None
    if records is None or len(records) != len(lines):  # not JSON, or a line that held two objects
        if len(lines) == 1:
            return lines[0] + b"\n"
        return b"".join(_docker_json_text([line]) for line in lines)
    texts = [r.get("log") if isinstance(r, dict) and r.get("stream") in _STREAMS else None for r in records]
    if all(isinstance(t, str) for t in texts):
        return "".join(texts).encode("utf-8", "replace")
    return b"".join(t.encode("utf-8", "replace") if isinstance(t, str) else line + b"\n"
                    for line, t in zip(lines, texts, strict=True))


def _decode_docker_json(data: bytes) -> bytes:
    """Replace each Docker json-file line after the first with the text it holds (see _DOCKER_JSON_HEAD)."""
    marker = _first_prefixed(_DOCKER_JSON_LINE, data)
    if marker is None:
        return data
    ends_with_newline = data.endswith(b"\n")
    tail = data[marker.end() + 1 : -1 if ends_with_newline else None]
    out = [data[: marker.end()] + b"\n"]
    rest = tail.split(b"\n") if marker.end() + 1 < len(data) else []
    if rest and tail.count(b"\n" + _DOCKER_JSON_HEAD) + tail.startswith(_DOCKER_JSON_HEAD) == len(rest):
        # every later line starts like one (a log file read in chunks): decode them all at once
        out.append(_docker_json_text(rest))
        rest = []
    run: list[bytes] = []
    for line in rest:
        if _DOCKER_JSON_LINE.fullmatch(line):
            run.append(line)
            continue
        if run:
            out.append(_docker_json_text(run))
            run = []
        out.append(line + b"\n")
    if run:
        out.append(_docker_json_text(run))
    text = b"".join(out)
    return text if ends_with_newline or not text.endswith(b"\n") else text[:-1]


def _dedent(data: bytes) -> bytes:
    """Remove the run of blanks that every line with text starts with (nothing when one line has none)."""
    common: bytes | None = None
    for m in _INDENT.finditer(data):
        indent = m.group(0)
        if common is None:
            common = indent
        while not indent.startswith(common):  # blanks only: shorten to the shared start
            common = common[:-1]
        if not common:
            return data
    if not common:
        return data
    return re.sub(rb"(?m)^" + re.escape(common), b"", data)


def _first_prefixed(rx: re.Pattern[bytes], data: bytes) -> re.Match[bytes] | None:
    """The first line `rx` prefixes: anywhere in a paste, only the first line of a bigger chunk (see PASTE_BYTES)."""
    return rx.match(data) or (rx.search(data) if len(data) <= PASTE_BYTES else None)


def _strip_ansi(data: bytes) -> bytes:
    """Remove escape sequences, visiting only the ESC bytes (found by `bytes.find`)."""
    out = []
    pos = 0
    i = data.find(b"\x1b")
    while i >= 0:
        m = _ANSI.match(data, i)
        if m is None:
            i = data.find(b"\x1b", i + 1)
            continue
        out.append(data[pos:i])
        pos = m.end()
        i = data.find(b"\x1b", pos)
    out.append(data[pos:])
    return b"".join(out)


def _collapse_cr(data: bytes) -> bytes:
    """Keep what follows the last `\\r` of each line (a progress bar's final state).

    Driven by `bytes.find`/`rfind` (C speed) and touching only the lines that hold a `\\r`:
    a regex over every line costs ten times more on a training log.
    """
    out = []
    pos = 0
    i = data.find(b"\r")
    while i >= 0:
        start = max(data.rfind(b"\n", pos, i) + 1, pos)
        out.append(data[pos:start])
        end = data.find(b"\n", i)
        if end < 0:
            end = len(data)
        pos = data.rfind(b"\r", i, end) + 1
        i = data.find(b"\r", end)
    out.append(data[pos:])
    return b"".join(out)


def _has_long_line(data: bytes) -> bool:
    # A line of MAX_LINE_BYTES or more covers at least one whole aligned half-window, so a
    # newline in every half-window proves there is none (a few finds instead of a split).
    half = MAX_LINE_BYTES // 2
    return any(data.find(b"\n", p, p + half) < 0 for p in range(0, len(data) - half + 1, half))


def _cut_long_lines(data: bytes) -> bytes:
    if len(data) <= MAX_LINE_BYTES or not _has_long_line(data):
        return data
    parts = []
    for line in data.split(b"\n"):
        parts.extend(line[i : i + MAX_LINE_BYTES] for i in range(0, max(len(line), 1), MAX_LINE_BYTES))
    return b"\n".join(parts)


def read_chunks(
    stream: BinaryIO, name: str, stats: IntakeStats, chunk_bytes: int = CHUNK_BYTES, collapse_cr: bool = False
) -> Iterator[bytes]:
    """Yield normalised UTF-8 text of one byte stream, each chunk ending at a line end."""
    head = stream.read(chunk_bytes)
    if not head:
        return
    encoding = _sniff(head, name)
    stats.encoding = stats.encoding or encoding
    decoder = None if encoding == "utf-8" else codecs.getincrementaldecoder(encoding)("replace")
    carry = b""
    raw: bytes = head
    first = True
    while raw:
        if decoder is None and not carry and not raw.endswith(b"\n"):
            # Finish the last line from the stream (bounded): the chunk then ends at a line end
            # with no carry-over copy; a longer line falls back to the carry below.
            raw += stream.readline(MAX_LINE_BYTES)
        stats.bytes_read += len(raw)
        if decoder is None:
            data = carry + raw if carry else raw
        else:
            data = carry + decoder.decode(raw).encode("utf-8", "replace")
        following = stream.read(chunk_bytes)
        if not following and decoder is None and not data.endswith(b"\n"):
            # The stream's last line has no line end: keep it in this chunk, not alone in one of its own,
            # so what normalise decides from the whole chunk (a paste's prefixes) covers it too.
            data += b"\n"
        cut = data.rfind(b"\n") + 1
        if cut == 0 and len(data) > MAX_LINE_BYTES:
            cut = len(data)
        carry = data[cut:]
        if cut:
            whole = first and not following and not carry and cut <= PASTE_BYTES
            yield _emit(data[:cut], stats, collapse_cr, dedent=whole)
        first = False
        raw = following
    if decoder is not None:
        carry += decoder.decode(b"", final=True).encode("utf-8", "replace")
    if carry:
        yield _emit(carry + b"\n", stats, collapse_cr)


def _emit(data: bytes, stats: IntakeStats, collapse_cr: bool, dedent: bool = False) -> bytes:
    data = normalise(data, collapse_cr)
    if dedent:
        data = _dedent(data)
    data = _cut_long_lines(data)
    if not data.endswith(b"\n"):
        data += b"\n"
    return data


def iter_sources(paths: Iterable[str], stats: IntakeStats, stdin: BinaryIO | None = None) -> Iterator[bytes]:
    """Chunks of every named file in turn (`-` or no name: standard input)."""
    names = list(paths) or ["-"]
    for name in names:
        if name == "-":
            stats.sources.append("<stdin>")
            yield from read_chunks(stdin or sys.stdin.buffer, "<stdin>", stats)
            continue
        path = Path(name)
        try:
            fh = path.open("rb")
        except IsADirectoryError:
            raise InputError(f"{name}: is a directory") from None
        except OSError as exc:
            raise InputError(f"{name}: cannot read: {exc.strerror or exc}") from None
        stats.sources.append(name)
        with fh:
            yield from read_chunks(fh, name, stats)


def read_text(data: bytes | str) -> bytes:
    """Normalise a whole small log held in memory (the TUI's paste, tests)."""
    import io

    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    return b"".join(read_chunks(io.BytesIO(data), "<text>", IntakeStats(), collapse_cr=True))
