"""Messages that a Chinese (zh_CN) locale prints in Chinese read as their English originals.

glibc's dlerror text ("cannot open shared object file: No such file or directory") and bash's report of a
fatal signal ("Bus error (core dumped)") are translated in a zh_CN locale; the rest of the line (the library
name, the framework's own words) is not. A Chinese paste must reach the same entry as the English one.
"""

from __future__ import annotations

import pytest
from conftest import ranked_ids

PAIRS = [
    ("OSError: libcudart.so.11.0: cannot open shared object file: No such file or directory",
     "OSError: libcudart.so.11.0: 无法打开共享对象文件: 没有那个文件或目录"),
    ("ImportError: libcudnn.so.8: cannot open shared object file: No such file or directory",
     "ImportError: libcudnn.so.8: 无法打开共享对象文件: 没有那个文件或目录"),
    ("OSError: libnvidia-ml.so.1: cannot open shared object file: No such file or directory",
     "OSError: libnvidia-ml.so.1: 无法打开共享对象文件: 没有那个文件或目录"),
    ("Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such "
     "file or directory",
     "Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: 无法打开共享对象文件: 没有那个文件或目录"),
    ("python train.py --workers 8\nBus error (core dumped)", "python train.py --workers 8\n总线错误 (核心已转储)"),
]


@pytest.mark.parametrize(("english", "chinese"), PAIRS, ids=[p[0][:30] for p in PAIRS])
def test_chinese_locale_reads_like_english(kb, english: str, chinese: str) -> None:
    want = ranked_ids(english + "\n", kb)
    assert want
    assert ranked_ids(chinese + "\n", kb)[:1] == want[:1]
