from __future__ import annotations

import socket

import pytest

from resolver.redact import redact


@pytest.mark.parametrize(("text", "want"), [
    ("python /home/alice/proj/train.py", "python /home/<user>/proj/train.py"),
    ("/Users/bob/miniconda3/lib", "/Users/<user>/miniconda3/lib"),
    (r"C:\Users\Carol\AppData\Local\x.dll", r"C:\Users\<user>\AppData\Local\x.dll"),
    ("dave@gpu-box-17:~/work$ nvidia-smi", "<user>@<host>:~/work$ nvidia-smi"),
    ("Hostname: gpu-node-17", "Hostname: <host>"),
])
def test_generic_shapes(text: str, want: str) -> None:
    assert redact(text) == want


def test_versions_and_errors_untouched() -> None:
    text = ("| NVIDIA-SMI 535.104.05   Driver Version: 535.104.05   CUDA Version: 12.2 |\n"
            "cuDNN 8.9.7.29  /root/.cache/paddle  libcudart.so.11.0: cannot open shared object file\n")
    assert redact(text) == text


def test_this_machine_host_name() -> None:
    name = socket.gethostname().split(".")[0]
    out = redact(f"running on {name} now")
    if len(name) >= 3 and name.lower() not in ("localhost",):
        assert name not in out.split()
    assert out.startswith("running on ")


def test_extra_words_and_type_error() -> None:
    assert redact("cluster zeus-7 failed", extra=["zeus-7"]) == "cluster <redacted> failed"
    with pytest.raises(TypeError):
        redact(b"bytes")  # type: ignore[arg-type]
