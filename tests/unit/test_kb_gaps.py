"""tools/kb_gaps.py: the GPU-failure messages of a wheel, a source archive or a directory that the KB does not know."""

from __future__ import annotations

import io
import subprocess
import sys
import tarfile
import zipfile

from conftest import ROOT

KNOWN = "Torch not compiled with CUDA enabled"
UNKNOWN = "Frobnicator: the CUDA widget could not be found next to the driver"
NOT_GPU = "the configuration file could not be found in the home directory"
PRINTF = "Widget %s failed on GPU %d: the frobnication driver is missing"
GO_FMT = "frobnicate GPU %d: the widget driver is missing: %w"
CS_FMT = "Widget {0} could not use the CUDA device: the frobnicator is missing"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "kb_gaps.py"), *args], capture_output=True, text=True,
                          timeout=120)


def _wheel(path) -> None:
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("pkg/__init__.py", f'raise RuntimeError("{KNOWN}")\nwarn(\'{UNKNOWN}\')\nlog("{NOT_GPU}")\n')
        zf.writestr("pkg/_C.so", b"\x7fELF\x00\x01" + PRINTF.encode() + b"\x00\x02" + KNOWN.encode() + b"\x00")
        zf.writestr("pkg/data.json", f'{{"msg": "{UNKNOWN} (data)"}}')  # neither source nor library: not read


def test_wheel_lists_only_the_gpu_failures_the_kb_does_not_know(tmp_path) -> None:
    wheel = tmp_path / "pkg-1.0-py3-none-any.whl"
    _wheel(wheel)
    proc = _run(str(wheel))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == sorted([PRINTF, UNKNOWN])
    assert "2 messages the KB does not recognise" in proc.stderr


def test_source_archive_and_directory_are_read_like_a_wheel(tmp_path) -> None:
    archive = tmp_path / "pkg-1.0.tar.gz"
    source = f'void f() {{ fprintf(stderr, "{UNKNOWN}\\n"); throw std::runtime_error("{KNOWN}"); }}\n'.encode()
    with tarfile.open(archive, "w:gz") as tar:
        info = tarfile.TarInfo("pkg-1.0/csrc/ops.cu")
        info.size = len(source)
        tar.addfile(info, io.BytesIO(source))
    (tmp_path / "tree" / "pkg").mkdir(parents=True)
    (tmp_path / "tree" / "pkg" / "check.py").write_text(f'msg = "{UNKNOWN}"\n')
    (tmp_path / "tree" / "pkg" / "empty.so").write_bytes(b"")
    (tmp_path / "tree" / "pkg" / "probe.go").write_text(f'return fmt.Errorf("{GO_FMT}", i, err)\n')
    (tmp_path / "tree" / "pkg" / "Probe.cs").write_text(f'throw new ArgumentException(Format("{CS_FMT}", n));\n')
    for target, found in ((archive, [UNKNOWN]), (tmp_path / "tree", sorted([UNKNOWN, GO_FMT, CS_FMT]))):
        proc = _run(str(target))
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.splitlines() == found, target


def test_what_is_not_a_package_is_a_clear_error(tmp_path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("hello\n")
    for target, reason in ((tmp_path / "missing.whl", "no such file"), (text, "not a wheel")):
        proc = _run(str(target))
        assert proc.returncode == 2
        assert reason in proc.stderr
        assert "Traceback" not in proc.stderr
