"""Version matrices: vendor tables under `kb/matrices/*.yaml`, loaded, validated and queried.

Each file is one table (CUDA release -> minimum driver, GPU -> compute capability, framework
wheels ...) with its `sources` and a `confidence`, checked against `kb/schema/matrix.schema.json`
with `path:line` errors like the entry loader. The parsed tables are cached on disk keyed by a
hash of the files. `derive_facts` turns facts read from a log (or probed on the machine) into new
facts from these tables, e.g. a driver version into the newest CUDA that driver supports.
"""

from __future__ import annotations

import functools
import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from resolver import __version__
from resolver.errors import KbError, KbProblem, ResolverError
from resolver.kb import cache

TABLES = (
    "cuda-driver", "cuda-minor-compat", "gpu-compute-capability", "sm-cuda", "paddle-wheels",
    "pytorch-wheels", "tensorflow-builds", "cudnn-cuda",
)
OSES = ("linux", "windows")
DERIVED_FACTS = (
    "build_cuda", "cuda_runtime", "compute_capability", "cuda_driver_max", "gpu_model", "cc_first_cuda",
    "cc_last_cuda", "gpu_sm", "cuda_min_driver", "driver_cuda_gap", "build_archs", "cudnn_mismatch",
    "paddle_cpu_and_gpu",
)
"""Every fact name `derive_facts` can add (KB rules may name these as well as the log facts)."""

Version = tuple[int, ...]


# --------------------------------------------------------------------------- versions

_NUM = re.compile(r"\d+")


def vkey(text: str | None) -> Version:
    """`"535.104.05"` -> (535, 104, 5); `"R615"` (a driver branch) -> (615,); `"12.1"` -> (12, 1)."""
    if not text:
        return ()
    return tuple(int(p) for p in _NUM.findall(str(text).split("+")[0])[:4])


def vcmp(a: str | Version, b: str | Version) -> int:
    """-1 / 0 / 1 comparing two versions, missing parts counting as 0."""
    ka = a if isinstance(a, tuple) else vkey(a)
    kb = b if isinstance(b, tuple) else vkey(b)
    n = max(len(ka), len(kb))
    ka, kb = ka + (0,) * (n - len(ka)), kb + (0,) * (n - len(kb))
    return (ka > kb) - (ka < kb)


def minor(text: str) -> str:
    """`"12.1.105"` -> `"12.1"`; `"cu121"` / `"121"` -> `"12.1"`."""
    t = text.strip().lower()
    if t.startswith("cu"):
        t = t[2:]
    if t.isdigit() and len(t) in (3, 4):
        return f"{t[:-1]}.{t[-1]}"
    parts = _NUM.findall(t)
    return ".".join(parts[:2]) if len(parts) >= 2 else t


def cuda_tag(cuda: str) -> str:
    """`"12.1"` -> `"cu121"`."""
    return "cu" + cuda.replace(".", "")


# --------------------------------------------------------------------------- loading


@dataclass
class Table:
    """One matrix file."""

    id: str
    title: str
    confidence: str
    sources: tuple[str, ...]
    notes: str
    rows: list[dict[str, Any]]
    path: str
    row_lines: list[int] = field(default_factory=list)

    def confidence_of(self, row: dict[str, Any]) -> str:
        return str(row.get("confidence", self.confidence))


@dataclass
class Matrices:
    """Every table, by id."""

    tables: dict[str, Table]
    digest: str

    def __getitem__(self, table_id: str) -> Table:
        return self.tables[table_id]


_PKG = Path(__file__).resolve().parent


def _kb_root() -> Path:
    """The bundled KB directory (`resolver/_kb` in a wheel, `kb/` in a checkout), as the entry loader
    finds it, without importing the loader."""
    for cand in (_PKG / "_kb", _PKG.parent / "kb"):
        if (cand / "matrices").is_dir():
            return cand
    return _PKG.parent / "kb"


def matrices_root() -> Path:
    return _kb_root() / "matrices"


def schema_path() -> Path:
    return _kb_root() / "schema" / "matrix.schema.json"


def matrix_files(root: Path) -> list[Path]:
    return sorted(p for p in root.glob("*.yaml") if p.is_file())


def _digest(files: list[Path]) -> str:
    h = hashlib.sha256(f"gpu-resolver {__version__} matrices 1\n".encode())
    for path in files:
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:24]


def load_matrices(root: Path | None = None, *, use_cache: bool = True) -> Matrices:
    """Read, validate and index every table under `root` (the bundled `kb/matrices` by default).

    Raises:
        KbError: a file is invalid (each problem as `path:line: message`) or a table is missing.
    """
    root = root or matrices_root()
    if not root.is_dir():
        raise KbError([KbProblem(root, None, "matrices directory not found")])
    files = matrix_files(root)
    digest = _digest([*files, schema_path()])
    if use_cache:
        cached = cache.load(digest, kind="matrices")
        if isinstance(cached, Matrices):
            return cached
    tables, problems = _build(files)
    missing = [t for t in TABLES if t not in tables]
    if missing and not problems:
        problems.append(KbProblem(root, None, f"missing tables: {', '.join(missing)}"))
    if problems:
        raise KbError(problems)
    result = Matrices(tables, digest)
    if use_cache:
        cache.store(digest, result, kind="matrices")
    return result


@functools.cache
def bundled() -> Matrices:
    """The bundled matrices, loaded once per process."""
    return load_matrices()


def _build(files: list[Path]) -> tuple[dict[str, Table], list[KbProblem]]:
    tables: dict[str, Table] = {}
    problems: list[KbProblem] = []
    for path in files:
        table, found = check_file(path)
        problems += found
        if table is not None and not found:
            tables[table.id] = table
    return tables, problems


def check_file(path: Path) -> tuple[Table | None, list[KbProblem]]:
    """Read and check one matrix file; the table (None when unreadable) and its problems."""
    from resolver.kb.validate import check_mapping_file

    doc, problems = check_mapping_file(path, schema_path(), "matrix")
    if doc is None:
        return None, problems
    rows = [_plain(r) for r in doc["rows"]]
    table = Table(
        id=doc["id"], title=doc["title"], confidence=doc["confidence"], sources=tuple(doc["sources"]),
        notes=" ".join(str(doc.get("notes", "")).split()), rows=rows, path=str(path),
        row_lines=[int(n) for n in doc["rows"].item_lines],
    )
    problems += [KbProblem(path, table.row_lines[i], msg) for i, msg in _check_rows(table)]
    return table, problems


def _plain(value: Any) -> Any:
    """Plain dicts and lists (the cached tables must not need the YAML loader to unpickle)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


_KEYS = {
    "cuda-driver": ("release",),
    "cuda-minor-compat": ("major",),
    "gpu-compute-capability": ("name",),
    "sm-cuda": ("cc",),
    "paddle-wheels": ("paddle", "cuda"),
    "pytorch-wheels": ("torch", "cuda"),
    "tensorflow-builds": ("tensorflow",),
    "cudnn-cuda": ("cudnn",),
}


def _check_rows(table: Table) -> list[tuple[int, str]]:
    """Checks JSON Schema cannot express: unique keys, consistent versions, one default per release."""
    out: list[tuple[int, str]] = []
    seen: dict[tuple[str, ...], int] = {}
    for i, row in enumerate(table.rows):
        key = tuple(str(row[k]).lower() for k in _KEYS[table.id])
        if key in seen:
            out.append((i, f"duplicate row {'/'.join(key)} (first at line {table.row_lines[seen[key]]})"))
        seen.setdefault(key, i)
        if table.id == "cuda-driver" and not row["release"].startswith(row["cuda"]):
            out.append((i, f"release {row['release']!r} does not belong to CUDA {row['cuda']}"))
        if table.id == "paddle-wheels":
            ver = row["install"].split("paddlepaddle-gpu==", 1)[1].split()[0]
            if not ver.startswith(row["paddle"]):
                out.append((i, f"install command installs {ver}, not {row['paddle']}"))
            post = re.search(r"\.post(\d+)$", ver)
            if post and minor(post.group(1)) != row["cuda"]:
                out.append((i, f"install command's .post{post.group(1)} is not CUDA {row['cuda']}"))
            index = re.search(r"/stable/cu(\d+)/", row["install"])
            if index and minor(index.group(1)) != row["cuda"]:
                out.append((i, f"install index cu{index.group(1)} is not CUDA {row['cuda']}"))
            for tag in row.get("docker", []):
                if f"-gpu-cuda{row['cuda']}-" not in tag + "-":
                    out.append((i, f"docker tag {tag!r} is not CUDA {row['cuda']}"))
        if "archs" in row and sorted(row["archs"], key=vkey) != row["archs"]:
            out.append((i, "archs must be in ascending order"))
        if table.id == "sm-cuda" and row["last_cuda"] and vcmp(row["last_cuda"], row["first_cuda"]) < 0:
            out.append((i, "last_cuda is older than first_cuda"))
    if table.id in ("paddle-wheels", "pytorch-wheels"):
        release = "paddle" if table.id == "paddle-wheels" else "torch"
        defaults: dict[str, int] = {}
        for i, row in enumerate(table.rows):
            if row.get("default"):
                if row[release] in defaults:
                    out.append((i, f"{release} {row[release]} has more than one default variant"))
                defaults[row[release]] = i
    return out


# --------------------------------------------------------------------------- queries


def _m(mx: Matrices | None) -> Matrices:
    return mx if mx is not None else bundled()


def cuda_releases(mx: Matrices | None = None) -> list[str]:
    """Every CUDA minor in the driver table, newest first."""
    out: list[str] = []
    for row in _m(mx)["cuda-driver"].rows:
        if row["cuda"] not in out:
            out.append(row["cuda"])
    return sorted(out, key=vkey, reverse=True)


def _ga_row(cuda: str, mx: Matrices | None) -> dict[str, Any] | None:
    rows = [r for r in _m(mx)["cuda-driver"].rows if r["cuda"] == cuda]
    if not rows:
        return None
    ga = [r for r in rows if "GA" in r["release"]]
    return ga[0] if ga else min(rows, key=lambda r: vkey(r["linux"]))


def windows_requirement(row: dict[str, Any]) -> str | None:
    """The Windows minimum of a driver-table row; for 13.x (N/A) the Linux driver's branch."""
    if row["windows"]:
        return str(row["windows"])
    linux = str(row["linux"])
    return linux if linux.startswith("R") else f"R{vkey(linux)[0]}"


def min_driver(cuda: str, mx: Matrices | None = None) -> dict[str, Any]:
    """Minimum driver for one CUDA minor, per OS, plus the minor-version-compatibility floor.

    Raises:
        ResolverError: the CUDA version is not in the table (the message suggests known ones).
    """
    m = _m(mx)
    want = minor(cuda)
    row = _ga_row(want, m)
    if row is None:
        known = cuda_releases(m)
        raise ResolverError(f"unknown CUDA version {cuda!r}; known: {', '.join(sorted(known, key=vkey))}")
    updates = [r for r in m["cuda-driver"].rows if r["cuda"] == want and r is not row]
    major = want.split(".")[0]
    mvc = mvc_floor(major, m)
    return {
        "cuda": want,
        "release": row["release"],
        "linux": row["linux"],
        "windows": row["windows"],
        "windows_effective": windows_requirement(row),
        "confidence": m["cuda-driver"].confidence_of(row),
        "updates": [{"release": r["release"], "linux": r["linux"], "windows": r["windows"]} for r in updates],
        "minor_version_compat": mvc,
    }


def mvc_floor(major: str, mx: Matrices | None = None) -> dict[str, Any] | None:
    for row in _m(mx)["cuda-minor-compat"].rows:
        if row["major"] == major:
            return {"major": major, "supported": row["mvc"], "linux": row["linux"], "windows": row["windows"],
                    "branch_min": row.get("branch_min"), "branch_below": row.get("branch_below"),
                    "confidence": _m(mx)["cuda-minor-compat"].confidence_of(row), "note": row.get("note", "")}
    return None


def meets(driver: str, requirement: str | None) -> bool:
    """Whether `driver` satisfies a minimum: a version ("535.54.03") or a branch ("R615")."""
    if not requirement:
        return False
    if requirement.startswith("R"):
        return vcmp(vkey(driver)[:1], vkey(requirement)) >= 0
    return vcmp(driver, requirement) >= 0


def max_cuda_for_driver(driver: str, os: str = "linux", mx: Matrices | None = None) -> str | None:
    """The newest CUDA minor whose GA minimum driver is at or below `driver` (nvidia-smi's "CUDA Version")."""
    m = _m(mx)
    best: str | None = None
    for cuda in cuda_releases(m):
        row = _ga_row(cuda, m)
        assert row is not None
        need = row["linux"] if os == "linux" else windows_requirement(row)
        if meets(driver, need) and (best is None or vcmp(cuda, best) > 0):
            best = cuda
    return best


def driver_runs(driver: str, cuda: str, os: str = "linux", mx: Matrices | None = None) -> str:
    """`"yes"` (the driver meets the CUDA minor's own minimum), `"mvc"` (only through minor-version
    compatibility) or `"no"`."""
    m = _m(mx)
    row = _ga_row(minor(cuda), m)
    if row is not None and meets(driver, row["linux"] if os == "linux" else windows_requirement(row)):
        return "yes"
    floor = mvc_floor(minor(cuda).split(".")[0], m)
    if floor and floor["supported"]:
        need = floor[os] or (f"R{floor['branch_min']}" if floor.get("branch_min") else None)
        if meets(driver, need):
            return "mvc"
    return "no"


_GPU_DROP = {"nvidia", "geforce", "tesla", "graphics", "gpu", "laptop", "pcie", "sxm", "sxm2", "sxm4", "sxm5",
             "nvl", "hbm3", "hbm3e", "generation", "mobile", "maxq", "edition", "with", "design"}


def _gpu_key(name: str) -> str:
    text = re.sub(r"\(.*?\)", " ", name.lower()).replace("max-q", "maxq")
    text = re.sub(r"[-_/,]", " ", text)
    kept = [t for t in text.split() if t not in _GPU_DROP and not re.fullmatch(r"\d+[gm]i?b|sxm\d*|hbm\d*e?", t)]
    text = re.sub(r"([a-z])(\d)", r"\1 \2", " ".join(kept))
    return re.sub(r"(\d)([a-z])", r"\1 \2", text)


_KEY_CACHE: dict[str, dict[str, dict[str, Any]]] = {}


def _gpu_keys(m: Matrices) -> dict[str, dict[str, Any]]:
    keys = _KEY_CACHE.get(m.digest)
    if keys is None:
        keys = _KEY_CACHE[m.digest] = {_gpu_key(r["name"]): r for r in m["gpu-compute-capability"].rows}
    return keys


def _digits(key: str) -> set[str]:
    return {t for t in key.split() if t.isdigit()}


def find_gpu(name: str, mx: Matrices | None = None) -> tuple[dict[str, Any] | None, list[str]]:
    """The GPU row that `name` means (fuzzy: "RTX 4090", "NVIDIA GeForce RTX 4090", "A100-SXM4-40GB"),
    and up to three suggestions when there is no confident match."""
    key = _gpu_key(name)
    if not key:
        return None, []
    keys = _gpu_keys(_m(mx))
    if key in keys:
        return keys[key], []
    from rapidfuzz import fuzz, process

    digits = _digits(key)
    same = {k: r for k, r in keys.items() if digits and _digits(k) == digits}
    if same:
        best = process.extractOne(key, list(same), scorer=fuzz.token_sort_ratio)
        if best and best[1] >= 50:
            return same[best[0]], []
    close = process.extract(key, list(keys), scorer=fuzz.WRatio, limit=3)
    return None, [keys[k]["name"] for k, score, _ in close if score >= 60]


def sm_row(cc: str, mx: Matrices | None = None) -> dict[str, Any] | None:
    want = minor(cc) if "." in cc else (f"{cc[:-1]}.{cc[-1]}" if cc.isdigit() and len(cc) >= 2 else cc)
    for row in _m(mx)["sm-cuda"].rows:
        if row["cc"] == want:
            return row
    return None


def arch_runs(cc: str, archs: list[str], ptx: str | None = None) -> bool:
    """Whether a build with SASS for `archs` (and PTX for `ptx`) has code a GPU of `cc` can run:
    SASS of the same major at or below its minor, or PTX at or below its compute capability."""
    c = vkey(cc)
    if not c:
        return True
    for arch in archs:
        a = vkey(arch)
        if a and a[0] == c[0] and a <= c:
            return True
    return bool(ptx) and vkey(ptx) <= c


def cc_cuda_range(cc: str, mx: Matrices | None = None) -> tuple[str, str | None] | None:
    """The first and last CUDA release able to build code a GPU of compute capability `cc` runs:
    its own sm_ or an older sm_ of the same major (binary compatible). None if `cc` is unknown."""
    c = vkey(cc)
    rows = [r for r in _m(mx)["sm-cuda"].rows if vkey(r["cc"])[:1] == c[:1] and vkey(r["cc"]) <= c]
    if not c or not rows:
        return None
    first = min((r["first_cuda"] for r in rows), key=vkey)
    lasts = [r["last_cuda"] for r in rows]
    return first, (None if any(x is None for x in lasts) else max(lasts, key=vkey))


def cuda_builds_cc(cuda: str, cc: str, mx: Matrices | None = None) -> bool:
    """Whether a CUDA `cuda` build can carry code that runs on compute capability `cc`."""
    c = vkey(cc)
    rows = [r for r in _m(mx)["sm-cuda"].rows if vkey(r["cc"])[:1] == c[:1] and vkey(r["cc"]) <= c]
    if not rows:
        return True
    return any(vcmp(cuda, r["first_cuda"]) >= 0 and not (r["last_cuda"] and vcmp(minor(cuda), r["last_cuda"]) > 0)
               for r in rows)


def torch_rows(version: str | None = None, mx: Matrices | None = None) -> list[dict[str, Any]]:
    rows = _m(mx)["pytorch-wheels"].rows
    if version is None:
        return rows
    return [r for r in rows if r["torch"] == minor(version)]


def torch_install(row: dict[str, Any]) -> str:
    tag = cuda_tag(row["cuda"])
    if vcmp(row["torch"], "2.0") < 0:
        return (f"pip install torch==1.13.1+{tag} --extra-index-url https://download.pytorch.org/whl/{tag}"
                if row["torch"] == "1.13" else
                f"pip install torch=={row['torch']}.*+{tag} --extra-index-url https://download.pytorch.org/whl/{tag}")
    return f"pip install torch=={row['torch']}.* --index-url https://download.pytorch.org/whl/{tag}"


def torch_archs(row: dict[str, Any]) -> str:
    """`"7.5;8.0;...;12.0+PTX"`: the build's arch list as one fact value."""
    text = ";".join(row["archs"])
    return text + ("+PTX" if row.get("ptx") else "")


def parse_archs(value: str) -> tuple[list[str], str | None]:
    """Inverse of `torch_archs`: also accepts `sm_75 sm_80`, `['sm_50', 'sm_60']` and `compute_90`."""
    archs: list[str] = []
    ptx: str | None = None
    for m in re.finditer(r"(sm_|compute_)?(\d{1,2})\.?(\d)(\+PTX)?", value):
        cc = f"{m.group(2)}.{m.group(3)}"
        if m.group(1) == "compute_" or m.group(4):
            ptx = cc
        if m.group(1) != "compute_":
            archs.append(cc)
    return archs, ptx


def paddle_rows(mx: Matrices | None = None) -> list[dict[str, Any]]:
    return _m(mx)["paddle-wheels"].rows


def paddle_row(version: str, cuda: str, mx: Matrices | None = None) -> dict[str, Any] | None:
    """The wheel row of paddlepaddle-gpu `version` ("2.6.1.post120", "3.0.0") built for CUDA `cuda`."""
    release = re.match(r"\d+\.\d+\.\d+", version)
    want = minor(cuda)
    return next((r for r in paddle_rows(mx) if release and r["paddle"] == release.group() and r["cuda"] == want),
                None)


def tf_rows(mx: Matrices | None = None) -> list[dict[str, Any]]:
    return _m(mx)["tensorflow-builds"].rows


# --------------------------------------------------------------------------- derived facts


def _os_of(facts: dict[str, str]) -> str:
    plat = facts.get("platform", "").lower()
    return "windows" if plat and "wsl" not in plat and re.match(r"[a-z]:\\", plat) else "linux"


def derive_with_sources(facts: dict[str, str], mx: Matrices | None = None) -> dict[str, tuple[str, str]]:
    """New facts from the matrices, each with the name of the fact it was derived from."""
    out: dict[str, tuple[str, str]] = {}

    def have(name: str) -> str | None:
        if name in facts:
            return facts[name]
        return out[name][0] if name in out else None

    def put(name: str, value: str, source: str) -> None:
        assert name in DERIVED_FACTS, name
        if name not in facts and name not in out:
            out[name] = (value, source)

    try:
        m = _m(mx)
    except KbError:
        return out
    os = _os_of(facts)
    # The build's CUDA from a version tag: torch 2.1.0+cu121, paddlepaddle-gpu 2.5.2.post117.
    if (tv := facts.get("torch_version")) and (t := re.search(r"\+cu(\d{3,4})\b", tv)):
        put("build_cuda", minor(t.group(1)), "torch_version")
    if (pv := facts.get("paddle_version")) and (t := re.search(r"\.post(\d{3,4})\b", pv)):
        put("build_cuda", minor(t.group(1)), "paddle_version")
    if bc := have("build_cuda"):
        put("cuda_runtime", bc, out.get("build_cuda", ("", "build_cuda"))[1])
    if cc_int := facts.get("compute_capability_int"):
        put("compute_capability", f"{cc_int[:-1]}.{cc_int[-1]}", "compute_capability_int")
    if (drv := facts.get("driver_version")) and (mc := max_cuda_for_driver(drv, os, m)):
        put("cuda_driver_max", mc, "driver_version")
    if gpu := facts.get("gpu_name"):
        row, _ = find_gpu(gpu, m)
        if row is not None:
            put("compute_capability", row["cc"], "gpu_name")
            put("gpu_model", row["name"], "gpu_name")
    cc = have("compute_capability")
    if cc and (span := cc_cuda_range(cc, m)):
        src = "compute_capability"
        put("cc_first_cuda", span[0], src)
        if span[1]:
            put("cc_last_cuda", span[1], src)
        put("gpu_sm", "sm_" + cc.replace(".", ""), src)
    runtime = have("cuda_runtime")
    if runtime:
        try:
            need = min_driver(runtime, m)
            put("cuda_min_driver", str(need["linux"] if os == "linux" else need["windows_effective"]), "cuda_runtime")
        except ResolverError:
            pass
    driver_max = have("cuda_driver_max")
    if driver_max and runtime and vcmp(minor(driver_max), minor(runtime)) < 0:
        # Minor-version compatibility covers a newer minor of the same major, from CUDA 11 on.
        same_major = vkey(driver_max)[:1] == vkey(runtime)[:1]
        floor = mvc_floor(str(vkey(runtime)[0]), m) if vkey(runtime) else None
        gap = "minor-compat" if same_major and floor and floor["supported"] else "beyond-compat"
        put("driver_cuda_gap", gap, "cuda_driver_max")
    # The build's arch list (PyTorch wheels; Paddle wheels where the table has one), to check the GPU against.
    if (tv := facts.get("torch_version")) and runtime:
        for row in torch_rows(tv, m):
            if row["cuda"] == minor(runtime):
                put("build_archs", torch_archs(row), "torch_version")
                break
    # Paddle 3.x loads CUDA from pinned pip packages, so its runtime names the wheel; 2.x loads the system's.
    pv = facts.get("paddle_version")
    wheel_cuda = have("build_cuda") or (runtime if pv and vkey(pv)[:1] >= (3,) else None)
    if pv and wheel_cuda and (prow := paddle_row(pv, wheel_cuda, m)) and prow.get("archs"):
        put("build_archs", torch_archs(prow), "paddle_version")
    if (loaded := facts.get("cudnn_version")) and (built := facts.get("cudnn_built")):
        lk, bk = vkey(loaded)[:2], vkey(built)[:2]
        if lk and bk and (lk[0] != bk[0] or lk < bk):
            put("cudnn_mismatch", f"loaded {loaded}, built with {built}", "cudnn_version")
    if (cpu := facts.get("pip_paddle_cpu")) and (gpu_pkg := facts.get("pip_paddle_gpu")):
        put("paddle_cpu_and_gpu", f"paddlepaddle {cpu} and paddlepaddle-gpu {gpu_pkg}", "pip_paddle_gpu")
    return out


def derive_facts(facts: dict[str, str], mx: Matrices | None = None) -> dict[str, str]:
    """New facts derived from `facts` through the matrices (only names not already in `facts`).

    Examples: driver_version 470.82.01 -> cuda_driver_max 11.4; gpu_name "RTX 4090" ->
    compute_capability 8.9; torch_version 2.1.0+cu121 -> build_cuda 12.1 and build_archs.
    """
    return {name: value for name, (value, _src) in derive_with_sources(facts, mx).items()}
