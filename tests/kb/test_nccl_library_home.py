"""One home for "the NCCL shared library cannot be loaded", and the wrapped container mount error.

An NCCL library that cannot be loaded at all is a missing CUDA library (cuda-runtime-lib-missing): no
communicator was created and nothing reached the network. nccl-failure (communicator set-up, transport,
collective timeouts) stays the runner-up so that a multi-GPU reading is still offered. The wordings below
are the ones the tools' own sources print: XLA's NCCL stub (google/tsl tsl/cuda/nccl_stub.cc), TSL's
DsoLoader, torch/__init__.py `_preload_cuda_deps`, dlopen through `import torch`, and Paddle's
dynamic_loader. The logs are constructed from those strings; the KB examples carry the real excerpts.
"""

from __future__ import annotations

import json

import pytest
from conftest import ranked_ids, run_cli

from resolver.api import resolve_text

NCCL_NOT_LOADED = [
    ("jax-xla-stub",
     "jaxlib.xla_extension.XlaRuntimeError: INTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:133: NCCL "
     "operation ncclCommInitRank(&comm, nranks, id, rank) failed: Unable to load NCCL library. Multi-GPU "
     "collectives will not work.\n"),
    ("tsl-dso-loader",
     "W external/tsl/tsl/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnccl.so.2'; "
     "dlerror: libnccl.so.2: cannot open shared object file: No such file or directory\n"),
    ("torch-preload",
     "  File \"/opt/venv/lib/python3.11/site-packages/torch/__init__.py\", line 325, in _preload_cuda_lib\n"
     "ValueError: libnccl.so.*[0-9] not found in the system path ['/opt/venv/lib/python3.11/site-packages']\n"),
    ("torch-dlopen",
     ">>> import torch\nOSError: libnccl.so.2: cannot open shared object file: No such file or directory\n"),
    ("paddle-loader",
     "RuntimeError: (PreconditionNotMet) The third-party dynamic library (libnccl.so) that Paddle depends on is "
     "not configured correctly. (error code is libnccl.so: cannot open shared object file: No such file or "
     "directory)\n"),
]


@pytest.mark.parametrize(("name", "log"), NCCL_NOT_LOADED, ids=[c[0] for c in NCCL_NOT_LOADED])
def test_nccl_library_not_loaded_is_a_missing_cuda_library(kb, name: str, log: str) -> None:
    ids = ranked_ids(log, kb)
    assert ids[0] == "cuda-runtime-lib-missing", f"{name}: {ids[:3]}"
    assert "nccl-failure" in ids[:3], f"{name}: {ids[:3]}"


def test_missing_nccl_net_plugin_is_not_a_missing_library(kb) -> None:
    # Constructed control: NCCL logs the optional network plugin it did not find at INFO level and goes on with
    # its internal transport; the failure that follows is a socket problem.
    log = ("node1:201:201 [0] NCCL INFO NET/Plugin : Plugin load (libnccl-net.so) returned 2 : libnccl-net.so: "
           "cannot open shared object file: No such file or directory\n"
           "node1:201:230 [0] misc/socket.cc:538 NCCL WARN Call to connect returned Connection refused\n"
           "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, unhandled "
           "system error, NCCL version 2.10.3\n")
    hyps = resolve_text(log, kb=kb, fallback=False).hypotheses
    assert hyps[0].entry.id == "nccl-failure"
    # no evidence of a missing library: at most offered as nccl-failure's related cause, at low confidence
    assert all(h.related_to == "nccl-failure" and h.confidence == "low"
               for h in hyps if h.entry.id == "cuda-runtime-lib-missing")


def test_nccl_library_not_loaded_through_the_cli() -> None:
    log = NCCL_NOT_LOADED[0][1].encode()
    proc = run_cli("--format", "json", stdin=log)
    assert proc.returncode == 0, proc.stderr.decode()
    hyps = json.loads(proc.stdout)["hypotheses"]
    assert hyps[0]["id"] == "cuda-runtime-lib-missing"
    assert hyps[0]["confidence"] == "high"
    assert "Unable to load NCCL library" in hyps[0]["evidence"][0]["text"]


def test_mount_error_broken_inside_its_prefix_still_names_the_image(kb) -> None:
    # Constructed from the hook's wording: docker wraps nvidia-container-cli's stderr into one long OCI error and
    # a pasted copy wrapped at a fixed width can break inside "mount error".
    log = ("OCI runtime create failed: container_linux.go:348: starting container process caused \"process_linux"
           ".go:402: container init caused \\\"running prestart hook 1 caused \\\\\\\"error running hook: exit "
           "status 1, stdout: , stderr: nvidia-container-cli: m\n"
           "ount error: file creation failed: /var/lib/docker/overlay2/0f3a/merged/usr/bin/nvidia-smi: file "
           "exists\\\\\\\\n\\\\\\\"\\\"\": unknown\n")
    hyps = resolve_text(log, kb=kb, fallback=False).hypotheses
    assert hyps[0].entry.id == "container-driver-libs-in-image"
    assert hyps[0].confidence == "high"


def test_file_exists_on_a_non_driver_path_is_not_the_image_libraries(kb) -> None:
    # Constructed control: the same hook error on a path the NVIDIA runtime does not inject names no driver file.
    log = ("nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/0f3a/merged/opt/app"
           "/config: file exists: unknown\n")
    hyps = resolve_text(log, kb=kb, fallback=False).hypotheses
    assert all(h.confidence == "low" for h in hyps if h.entry.id == "container-driver-libs-in-image")
