"""The launch-failure symptom hands "unspecified launch failure" to the causes it implies, in order.

cudaErrorLaunchFailure names no cause: a kernel bug, a failing or under-powered board, or a GPU left broken
by a suspend. Alone, the line offers all three, the code bug first; a line that names the cause (an
assertion inside a kernel, a hardware Xid, the suspend) decides it. The lines are real wordings (PyTorch's
RuntimeError, the kernel's Xid 79 report, ATen's index assertion).
"""

from __future__ import annotations

import pytest
from conftest import ranked_ids

LAUNCH = "RuntimeError: CUDA error: unspecified launch failure\n"


def test_bare_launch_failure_offers_code_hardware_and_suspend_in_that_order(kb) -> None:
    assert ranked_ids(LAUNCH, kb)[:3] == ["illegal-memory-access", "gpu-hardware-fault", "uvm-after-suspend"]


@pytest.mark.parametrize(("extra", "cause"), [
    ("[ 3641.845224] NVRM: Xid (PCI:0000:01:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the "
     "bus.\n", "gpu-hardware-fault"),
    ("/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:92: operator(): block: [0,0,0], thread: [32,0,0] "
     "Assertion `-sizes[i] <= index && index < sizes[i] && \"index out of bounds\"` failed.\n",
     "illegal-memory-access"),
], ids=["xid-79", "index-assertion"])
def test_a_line_that_names_the_cause_decides(kb, extra: str, cause: str) -> None:
    assert ranked_ids(extra + LAUNCH, kb)[0] == cause
