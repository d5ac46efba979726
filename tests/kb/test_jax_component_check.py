"""JAX's CUDA plugin lists every NVIDIA component it cannot load, one line each.

jax_plugins/cuda/__init__.py `_version_check` prints "Unable to load {name}. Is it installed?" under "Unable to
use CUDA because of the following issues with CUDA components:" and calls the CUDA runtime just "CUDA". The
logs are constructed from those strings.
"""

from __future__ import annotations

from conftest import ranked_ids

from resolver.api import resolve_text

HEAD = ("CUDA backend failed to initialize: Unable to use CUDA because of the following issues with CUDA "
        "components:\n")


def test_cuda_runtime_component_missing_is_a_missing_cuda_library(kb) -> None:
    log = HEAD + "Unable to load CUDA. Is it installed?\nTraceback (most recent call last):\n"
    hyps = resolve_text(log, kb=kb, fallback=False).hypotheses
    assert hyps[0].entry.id == "cuda-runtime-lib-missing"
    assert hyps[0].confidence == "high"


def test_bare_word_cuda_in_other_wordings_does_not_claim_the_runtime(kb) -> None:
    # Constructed control: a sentence that only mentions loading CUDA is no component report.
    log = "I was unable to load CUDA models from the cache. Is it installed? I reinstalled the app twice.\n"
    ids = ranked_ids(log, kb)
    assert "cuda-runtime-lib-missing" not in ids
