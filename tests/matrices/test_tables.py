"""Every matrix row: its shape, its sources, and the values the vendors publish.

The expected values below were read in the vendors' own tables (NVIDIA's CUDA release notes Table 3
and the CUDA Compatibility guide, developer.nvidia.com/cuda-gpus, tensorflow.org/install/source,
PyTorch's RELEASE.md, the PaddlePaddle install pages); a row that drifts from them fails here.
"""

from __future__ import annotations

import itertools
import json
import shutil
from pathlib import Path

import jsonschema
import pytest
from conftest import copy_matrices

from resolver import matrices as mx
from resolver.errors import KbError

M = mx.load_matrices(use_cache=False)
CONF = {"primary", "secondary", "inferred"}
SCHEMA = json.loads(mx.schema_path().read_text())
ROWS = [(tid, i, row) for tid, t in sorted(M.tables.items()) for i, row in enumerate(t.rows)]
ROW_VALIDATORS = {tid: jsonschema.Draft202012Validator({"$defs": SCHEMA["$defs"], "$ref": f"#/$defs/{tid}"})
                  for tid in mx.TABLES}

# NVIDIA CUDA release notes, Table 3 "CUDA Toolkit and Corresponding Driver Versions": the GA row of
# every minor release (Linux x86_64, Windows x86_64; None = N/A).
PUBLISHED_GA = {
    "10.0": ("410.48", "411.31"), "10.1": ("418.39", "418.96"), "10.2": ("440.33", "441.22"),
    "11.0": ("450.51.05", "451.48"), "11.1": ("455.23", "456.38"), "11.2": ("460.27.03", "460.82"),
    "11.3": ("465.19.01", "465.89"), "11.4": ("470.42.01", "471.11"), "11.5": ("495.29.05", "496.04"),
    "11.6": ("510.39.01", "511.23"), "11.7": ("515.43.04", "516.01"), "11.8": ("520.61.05", "520.06"),
    "12.0": ("525.60.13", "527.41"), "12.1": ("530.30.02", "531.14"), "12.2": ("535.54.03", "536.25"),
    "12.3": ("545.23.06", "545.84"), "12.4": ("550.54.14", "551.61"), "12.5": ("555.42.02", "555.85"),
    "12.6": ("560.28.03", "560.76"), "12.8": ("570.26", "570.65"), "12.9": ("575.51.03", "576.02"),
    "13.0": ("580.65.06", None), "13.1": ("590.44.01", None), "13.2": ("595.45.04", None),
    "13.3": ("610.43.02", None), "13.4": ("R615", None), "13.5": ("R620", None),
}
# CUDA Compatibility guide: minimum driver for minor-version compatibility per major.
PUBLISHED_MVC = {"13": ("580.65.06", None), "12": ("525.60.13", "527.41"), "11": ("450.80.02", "452.39")}
PUBLISHED_CC = {
    "GeForce RTX 4090": "8.9", "GeForce RTX 3090": "8.6", "GeForce RTX 5090": "12.0", "GeForce GTX 1080 Ti": "6.1",
    "GeForce RTX 2080 Ti": "7.5", "Tesla V100": "7.0", "Tesla T4": "7.5", "A100": "8.0", "A10": "8.6",
    "L4": "8.9", "H100": "9.0", "B200": "10.0", "Jetson AGX Orin": "8.7", "Jetson Nano": "5.3", "Tesla K80": "3.7",
}
PUBLISHED_TF = {  # version: (CUDA, cuDNN), tensorflow.org/install/source#gpu
    "2.18.0": ("12.5", "9.3"), "2.16.1": ("12.3", "8.9"), "2.15.0": ("12.2", "8.9"), "2.14.0": ("11.8", "8.7"),
    "2.12.0": ("11.8", "8.6"), "2.11.0": ("11.2", "8.1"), "2.4.0": ("11.0", "8.0"),
}
PUBLISHED_TORCH_DEFAULT = {"1.13": "11.7", "2.0": "11.7", "2.5": "12.4", "2.7": "12.6", "2.14": "13.2"}


def test_every_table_loads_with_https_sources_and_a_confidence() -> None:
    assert set(M.tables) == set(mx.TABLES)
    for table in M.tables.values():
        assert table.sources, table.id
        assert all(s.startswith("https://") for s in table.sources), table.id
        assert table.confidence in CONF
        assert len(table.title) > 5


@pytest.mark.parametrize(("table_id", "i", "row"), ROWS, ids=[f"{t}-{i}" for t, i, _ in ROWS])
def test_row_shape_and_confidence(table_id: str, i: int, row: dict) -> None:
    ROW_VALIDATORS[table_id].validate(row)
    table = M[table_id]
    assert table.confidence_of(row) in CONF
    assert table.row_lines[i] > 0
    for key, value in row.items():
        if key in ("cuda", "cc", "first_cuda", "last_cuda", "torch", "ptx") and value is not None:
            assert mx.vkey(value), f"{table_id} row {i}: {key}={value!r} is not a version"


@pytest.mark.parametrize("cuda", sorted(PUBLISHED_GA, key=mx.vkey))
def test_cuda_minimum_driver_matches_release_notes(cuda: str) -> None:
    need = mx.min_driver(cuda, M)
    assert (need["linux"], need["windows"]) == PUBLISHED_GA[cuda]


def test_every_cuda_minor_in_the_table_is_published_and_none_is_missing() -> None:
    assert set(mx.cuda_releases(M)) == set(PUBLISHED_GA)
    assert "12.7" not in mx.cuda_releases(M)  # there is no CUDA 12.7 release


@pytest.mark.parametrize("major", sorted(PUBLISHED_MVC))
def test_minor_version_compat_floor(major: str) -> None:
    floor = mx.mvc_floor(major, M)
    assert floor is not None
    assert floor["supported"]
    assert (floor["linux"], floor["windows"]) == PUBLISHED_MVC[major]
    assert mx.mvc_floor("10", M)["supported"] is False  # type: ignore[index]


def test_minimum_driver_never_decreases_with_newer_cuda() -> None:
    ga = [mx.min_driver(c, M) for c in sorted(mx.cuda_releases(M), key=mx.vkey)]
    for old, new in itertools.pairwise(ga):
        assert mx.vcmp(new["linux"], old["linux"]) >= 0, (old["cuda"], new["cuda"])
        if old["windows"] and new["windows"]:
            assert mx.vcmp(new["windows"], old["windows"]) >= 0, (old["cuda"], new["cuda"])


def test_updates_need_at_least_the_ga_driver() -> None:
    for cuda in mx.cuda_releases(M):
        need = mx.min_driver(cuda, M)
        for update in need["updates"]:
            if "RC" not in update["release"]:
                assert mx.vcmp(update["linux"], need["linux"]) >= 0, update


@pytest.mark.parametrize(("name", "cc"), sorted(PUBLISHED_CC.items()))
def test_compute_capability_matches_nvidia(name: str, cc: str) -> None:
    row, _ = mx.find_gpu(name, M)
    assert row is not None
    assert (row["name"], row["cc"]) == (name, cc)


def test_every_gpu_cc_has_an_sm_row() -> None:
    for row in M["gpu-compute-capability"].rows:
        assert mx.sm_row(row["cc"], M) is not None, row


@pytest.mark.parametrize(("version", "expected"), sorted(PUBLISHED_TF.items()))
def test_tensorflow_tested_configurations(version: str, expected: tuple[str, str]) -> None:
    row = next(r for r in mx.tf_rows(M) if r["tensorflow"] == version)
    assert (row["cuda"], row["cudnn"]) == expected


def test_tensorflow_windows_native_gpu_ends_at_2_10() -> None:
    native = [r["tensorflow"] for r in mx.tf_rows(M) if r.get("windows_native")]
    assert max(native, key=mx.vkey) == "2.10.0"


@pytest.mark.parametrize(("torch", "cuda"), sorted(PUBLISHED_TORCH_DEFAULT.items()))
def test_pytorch_default_cuda(torch: str, cuda: str) -> None:
    assert [r["cuda"] for r in mx.torch_rows(torch, M) if r.get("default")] == [cuda]


def test_pytorch_builds_after_cu126_have_no_maxwell_or_pascal() -> None:
    for row in mx.torch_rows(None, M):
        if mx.vcmp(row["cuda"], "12.8") >= 0:
            assert not any(mx.vkey(a)[0] in (5, 6) for a in row["archs"]), row


def test_paddle_rows_published_values() -> None:
    rows = {(r["paddle"], r["cuda"]): r for r in mx.paddle_rows(M)}
    assert rows[("2.6.2", "11.8")].get("default")
    assert rows[("2.6.2", "11.8")]["cudnn"] == "8.6.0"
    assert rows[("2.5.2", "12.0")]["install"] == (
        "python -m pip install paddlepaddle-gpu==2.5.2.post120 -f https://www.paddlepaddle.org.cn/whl/linux/mkl/avx/stable.html")
    assert rows[("3.0.0", "12.6")]["docker"] == ["paddlepaddle/paddle:3.0.0-gpu-cuda12.6-cudnn9.5-trt10.5"]
    assert rows[("3.0.0", "11.8")]["install"].endswith("-i https://www.paddlepaddle.org.cn/packages/stable/cu118/")
    assert {r["paddle"] for r in mx.paddle_rows(M)} >= {"2.4.2", "2.5.2", "2.6.2", "3.0.0", "3.1.1", "3.2.2", "3.3.1"}


def test_cudnn_9_17_dropped_cuda_11() -> None:
    row = next(r for r in M["cudnn-cuda"].rows if r["cudnn"] == "9.17.0")
    assert not any(c.startswith("11") for c in row["cuda"])


# --------------------------------------------------------------------------- invalid files


def test_bad_row_is_reported_with_file_and_line(tmp_path: Path) -> None:
    root = copy_matrices(tmp_path)
    path = root / "cuda-driver.yaml"
    text = path.read_text()
    line = next(i for i, text_line in enumerate(text.splitlines(), 1) if '"12.2 GA"' in text_line)
    path.write_text(text.replace('linux: "535.54.03"', 'linux: "five-three-five"'))
    with pytest.raises(KbError) as err:
        mx.load_matrices(root, use_cache=False)
    assert f"cuda-driver.yaml:{line}:" in str(err.value)
    assert "five-three-five" in str(err.value)


def test_unknown_field_and_duplicate_row_are_reported(tmp_path: Path) -> None:
    root = copy_matrices(tmp_path)
    path = root / "gpu-compute-capability.yaml"
    text = path.read_text()
    path.write_text(text.replace('{name: "L4", cc: "8.9"', '{name: "L4", cc: "8.9", vram: "24GB"', 1)
                    + '  - {name: "L4", cc: "8.9", arch: "Ada", segment: "datacenter"}\n')
    with pytest.raises(KbError) as err:
        mx.load_matrices(root, use_cache=False)
    assert "vram" in str(err.value)
    (root / "gpu-compute-capability.yaml").write_text(text + '  - {name: "L4", cc: "8.9", arch: "Ada", '
                                                      'segment: "datacenter"}\n')
    with pytest.raises(KbError) as err:
        mx.load_matrices(root, use_cache=False)
    assert "duplicate row l4" in str(err.value)


def test_inconsistent_install_command_and_missing_sources_are_reported(tmp_path: Path) -> None:
    root = copy_matrices(tmp_path)
    path = root / "paddle-wheels.yaml"
    path.write_text(path.read_text().replace("paddlepaddle-gpu==2.5.2.post117", "paddlepaddle-gpu==2.5.2.post118"))
    with pytest.raises(KbError, match=r"paddle-wheels\.yaml:\d+: install command's \.post118 is not CUDA 11\.7"):
        mx.load_matrices(root, use_cache=False)
    shutil.rmtree(root)
    root = copy_matrices(tmp_path)
    path = root / "sm-cuda.yaml"
    text = path.read_text()
    start, end = text.index("sources:"), text.index("notes:")
    path.write_text(text[:start] + "sources: []\n" + text[end:])
    with pytest.raises(KbError, match=r"sm-cuda\.yaml:\d+: sources"):
        mx.load_matrices(root, use_cache=False)


def test_missing_table_and_bad_yaml(tmp_path: Path) -> None:
    root = copy_matrices(tmp_path)
    (root / "cudnn-cuda.yaml").unlink()
    with pytest.raises(KbError, match="missing tables: cudnn-cuda"):
        mx.load_matrices(root, use_cache=False)
    (root / "cudnn-cuda.yaml").write_text("id: [unclosed\n")
    with pytest.raises(KbError, match=r"cudnn-cuda\.yaml:\d+: invalid YAML"):
        mx.load_matrices(root, use_cache=False)


def test_bundled_root_ships_the_matrices() -> None:
    from resolver.kb.loader import bundled_root

    assert (bundled_root() / "matrices" / "cuda-driver.yaml").is_file()
    assert (bundled_root() / "schema" / "matrix.schema.json").is_file()
