"""Fact extraction from real log excerpts (each cited), and facts derived through the matrices.

Every case runs the real matcher over the excerpt (`resolve_text`), so a fact pattern that stops
compiling, stops matching or loses its line number fails here.
"""

from __future__ import annotations

import pytest

from resolver.api import resolve_text
from resolver.rank import Hypothesis

# (source, excerpt, {fact: value}, {fact: line})
CASES = [
    (
        "https://github.com/lllyasviel/Fooocus/issues/1313",
        "RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU "
        "driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx\n"
        "+-----------------------------------------------------------------------------+\n"
        "| NVIDIA-SMI 470.86       Driver Version: 470.86       CUDA Version: 11.4\n",
        {"driver_version": "470.86", "cuda_driver_max": "11.4"},
        {"driver_version": 3, "cuda_driver_max": 3},
    ),
    (
        "https://github.com/theroyallab/tabbyAPI/issues/324",
        "| NVIDIA-SMI 550.144.03             Driver Version: 550.144.03     CUDA Version: 12.4     |\n",
        {"driver_version": "550.144.03", "cuda_driver_max": "12.4"},
        {"driver_version": 1},
    ),
    (
        # NVIDIA Warp's greeting: the CUDA its library was built with and the newest the driver supports
        "https://github.com/escontra/gauss_gym/issues/16",
        "Warp 1.7.1 initialized:\n"
        "   CUDA Toolkit 12.8, Driver 13.0\n",
        {"cuda_runtime": "12.8", "cuda_driver_max": "13.0", "cuda_min_driver": "570.26"},
        {"cuda_runtime": 2, "cuda_driver_max": 2},
    ),
    (
        # nvidia-smi table row -> GPU name -> compute capability (derived)
        "https://github.com/PaddlePaddle/Paddle/issues/54454",
        "| NVIDIA-SMI 450.80.02    Driver Version: 450.80.02    CUDA Version: 11.0     |\n"
        "|   0  A100-SXM4-40GB      On   | 00000000:01:00.0 Off |                    0 |\n",
        {"gpu_name": "A100-SXM4-40GB", "compute_capability": "8.0", "gpu_sm": "sm_80"},
        {"gpu_name": 2, "compute_capability": 2},
    ),
    (
        # nvidia-smi -q
        "https://github.com/Jesse3692/MultiLanguageLearning/blob/main/cuda-c/docs/nvidia-smi.md",
        "Driver Version                            : 566.36\n"
        "CUDA Version                              : 12.7\n"
        "\n"
        "Attached GPUs                             : 1\n"
        "GPU 00000000:01:00.0\n"
        "    Product Name                          : NVIDIA GeForce RTX 4070 Laptop GPU\n",
        {"driver_version": "566.36", "cuda_driver_max": "12.7", "gpu_name": "NVIDIA GeForce RTX 4070 Laptop GPU",
         "compute_capability": "8.9"},
        {"gpu_name": 6},
    ),
    (
        # nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv (hardware snapshot in a public
        # repository found through the code corpus; the CSV layout is nvidia-smi's own)
        "https://github.com/search?q=%22NVIDIA+RTX+A5000%2C+535.183.01%2C+24564+MiB%22&type=code",
        "- GPU name, driver, memory (from nvidia-smi):\n"
        "NVIDIA RTX A5000, 535.183.01, 24564 MiB\n",
        {"driver_version": "535.183.01", "gpu_name": "NVIDIA RTX A5000", "compute_capability": "8.6",
         "cuda_driver_max": "12.2"},
        {"driver_version": 2, "cuda_driver_max": 2},
    ),
    (
        # /proc/driver/nvidia/version
        "https://github.com/dylanaraps/neofetch/issues/876",
        "$ cat /proc/driver/nvidia/version\n"
        "NVRM version: NVIDIA UNIX x86_64 Kernel Module  384.98  Thu Oct 26 15:16:01 PDT 2017\n"
        "GCC version:  gcc version 7.2.0 (Ubuntu 7.2.0-8ubuntu3)\n",
        {"driver_version": "384.98"},
        {"driver_version": 2},
    ),
    (
        # nvcc --version; old Paddle banner ("CUDA Capability: 80"); Paddle's cuDNN line
        "https://github.com/PaddlePaddle/Paddle/issues/65312",
        "paddlepaddle-gpu              1.6.2.post107\n"
        "Cuda compilation tools, release 11.8, V11.8.89\n"
        "W0620 12:53:27.994474 149242 device_context.cc:236] Please NOTE: device: 0, CUDA Capability: 80, "
        "Driver API Version: 12.0, Runtime API Version: 10.0\n"
        "W0620 12:53:27.995631 149242 device_context.cc:244] device: 0, cuDNN Version: 8.6.\n",
        {"cuda_toolkit": "11.8", "compute_capability": "8.0", "cuda_driver_max": "12.0", "cuda_runtime": "10.0",
         "cudnn_version": "8.6", "paddle_version": "1.6.2.post107", "pip_paddle_gpu": "1.6.2.post107"},
        {"cuda_toolkit": 2, "cuda_runtime": 3, "cudnn_version": 4},
    ),
    (
        # Paddle banner: the runtime of a CUDA 10.2 build on an RTX 3090 (CC 8.6)
        "https://github.com/PaddlePaddle/Paddle/issues/39090",
        "Running verify PaddlePaddle program ... \n"
        "W0120 19:29:14.875797 20703 device_context.cc:447] Please NOTE: device: 0, GPU Compute Capability: 8.6, "
        "Driver API Version: 11.4, Runtime API Version: 10.2\n",
        {"compute_capability": "8.6", "paddle_driver_api": "11.4", "paddle_runtime_api": "10.2",
         "cc_first_cuda": "11.0"},  # sm_80 code already runs on 8.6
        {"compute_capability": 2, "cc_first_cuda": 2},
    ),
    (
        # paddle.version.show() (the docstring example of paddle.version.show)
        "https://www.paddlepaddle.org.cn/documentation/docs/en/api/paddle/version/show_en.html",
        "full_version: 2.2.0\nmajor: 2\nminor: 2\npatch: 0\nrc: 0\ncuda: '10.2'\ncudnn: '7.6.5'\n",
        {"paddle_version": "2.2.0", "build_cuda": "10.2", "cudnn_built": "7.6.5", "cuda_runtime": "10.2"},
        {"build_cuda": 6, "cudnn_built": 7},
    ),
    (
        # paddle.utils.run_check() with Paddle's cuDNN mismatch warning
        "https://github.com/kazukingh01/kkdetection",
        "W1114 22:57:32.420543    32 device_context.cc:447] Please NOTE: device: 0, GPU Compute Capability: 8.6, "
        "Driver API Version: 11.2, Runtime API Version: 11.1\n"
        "W1114 22:57:32.436527    32 device_context.cc:465] device: 0, cuDNN Version: 8.0.\n"
        "W1114 22:57:33.949204    32 device_context.h:397] WARNING: device: 0. The installed Paddle is compiled "
        "with CUDNN 8.1, but CUDNN version in your machine is 8.0, which may cause serious incompatible bug. "
        "Please recompile or reinstall Paddle with compatible CUDNN version.\n"
        "PaddlePaddle works well on 1 GPU.\n",
        {"cudnn_built": "8.1", "cudnn_version": "8.0", "paddle_gpu_check": "PaddlePaddle works well on 1 GPU",
         "cudnn_mismatch": "loaded 8.0, built with 8.1"},
        {"cudnn_built": 3, "paddle_gpu_check": 4},
    ),
    (
        # python -m torch.utils.collect_env
        "https://github.com/vllm-project/vllm/issues/10319",
        "PyTorch version: 2.4.0+cu118\nIs debug build: False\nCUDA used to build PyTorch: 11.8\n"
        "Python version: 3.10.15 (main, Oct  3 2024, 07:27:34) [GCC 11.2.0] (64-bit runtime)\n"
        "Is CUDA available: True\nCUDA runtime version: 11.8.89\nGPU models and configuration: \n"
        "GPU 0: Tesla V100-PCIE-32GB\nGPU 1: Tesla V100-PCIE-32GB\n\nNvidia driver version: 515.105.01\n",
        {"torch_version": "2.4.0+cu118", "build_cuda": "11.8", "cuda_runtime": "11.8", "python_version": "3.10",
         "gpu_name": "Tesla V100-PCIE-32GB", "compute_capability": "7.0", "driver_version": "515.105.01",
         "cuda_driver_max": "11.7", "build_archs": "5.0;6.0;7.0;7.5;8.0;8.6;9.0", "driver_cuda_gap": "minor-compat"},
        {"driver_version": 11, "build_archs": 1, "gpu_name": 9},
    ),
    (
        # torch's "too old (found version 11040)" gives the driver's CUDA; +cu121 gives the build's
        "https://github.com/vllm-project/vllm/issues/11623",
        "/usr/local/lib64/python3.8/site-packages/torch/cuda/__init__.py:128: UserWarning: CUDA initialization: "
        "The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver\n"
        "PyTorch version: 2.4.0+cu121\nCUDA used to build PyTorch: 12.1\n",
        {"cuda_driver_max": "11.4", "cuda_runtime": "12.1", "python_version": "3.8", "driver_cuda_gap": "beyond-compat",
         "cuda_min_driver": "530.30.02"},
        {"cuda_driver_max": 1, "cuda_runtime": 3},
    ),
    (
        # PyTorch's arch warning: the GPU's sm and the build's arch list
        "https://github.com/meituan/YOLOv6/issues/350",
        "NVIDIA GeForce RTX 3080 Laptop GPU with CUDA capability sm_86 is not compatible with the current PyTorch "
        "installation.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.\n",
        {"compute_capability": "8.6", "build_archs": "3.7;5.0;6.0;7.0"},
        {"compute_capability": 1, "build_archs": 2},
    ),
    (
        # Paddle's arch warning
        "https://github.com/PaddlePaddle/PaddleMIX/issues/836",
        "W1125 07:37:50.996143   570 gpu_resources.cc:96] The GPU architecture in your current machine is Pascal, "
        "which is not compatible with Paddle installation with arch: 61 70 75 80 86 90 , it is recommended to "
        "install the corresponding wheel package according to the installation information on the official Paddle "
        "website.\n",
        {"build_archs": "6.1;7.0;7.5;8.0;8.6;9.0"},
        {"build_archs": 1},
    ),
    (
        # TensorFlow's cuDNN check
        "https://github.com/tensorflow/tensorflow/issues/45200",
        "2020-11-26 10:02:03.425131: E tensorflow/stream_executor/cuda/cuda_dnn.cc:318] Loaded runtime CuDNN "
        "library: 8.0.4 but source was compiled with: 8.0.5.  CuDNN library needs to have matching major version "
        "and equal or higher minor version.\n",
        {"cudnn_version": "8.0.4", "cudnn_built": "8.0.5"},
        {"cudnn_version": 1},
    ),
    (
        # older TensorFlow prints cudnnGetVersion() integers (1000 * major + 100 * minor + patch)
        "https://github.com/2033329616/notebook/blob/master/tensorflow/tensorflow%E4%B8%AD%E9%81%87%E5%88%B0%E7%9A%84"
        "%E9%97%AE%E9%A2%98.md",
        "Loaded runtime CuDNN library: 7003 (compatibility version 7000) but source was compiled with 6021 "
        "(compatibility version 6000).  If using a binary install, upgrade your CuDNN library to match.  If building "
        "from sources, make sure the library loaded at runtime matches a compatible version specified during compile "
        "configuration\n",
        {"cudnn_version": "7.0.3", "cudnn_built": "6.0.21", "cudnn_mismatch": "loaded 7.0.3, built with 6.0.21"},
        {"cudnn_refused": 1},
    ),
    (
        # pip list with both Paddle packages
        "https://github.com/PaddlePaddle/PaddleClas/issues/3170",
        "paddlenlp                     2.0.0rc7\npaddlepaddle                  1.8.4\n"
        "paddlepaddle-gpu              1.8.4.post97\n",
        {"pip_paddle_cpu": "1.8.4", "pip_paddle_gpu": "1.8.4.post97",
         "paddle_cpu_and_gpu": "paddlepaddle 1.8.4 and paddlepaddle-gpu 1.8.4.post97"},
        {"pip_paddle_cpu": 2, "pip_paddle_gpu": 3},
    ),
    (
        # "too old(found" without the space (an early PyTorch build): 8000 is CUDA 8.0
        "https://github.com/pytorch/pytorch/issues/1564",
        "The NVIDIA driver on your system is too old(found version 8000)\n",
        {"cuda_driver_max": "8.0"},
        {"cuda_driver_max": 1},
    ),
    (
        # pip's summary line after installing the CPU package next to the CUDA one (format of pip's own
        # "Successfully installed name-version ..." line, behind a docker build step prefix)
        "https://github.com/pypa/pip/blob/main/src/pip/_internal/commands/install.py",
        "#8 41.27 Successfully installed astor-0.8.1 opt-einsum-3.3.0 paddlepaddle-2.6.1 protobuf-3.20.2\n"
        "Successfully installed paddlepaddle-gpu-2.6.1.post120\n",
        {"pip_paddle_cpu": "2.6.1", "paddle_version": "2.6.1.post120"},
        {"pip_paddle_cpu": 1},
    ),
    (
        # conda install line -> the environment's CUDA runtime
        "https://github.com/PaddlePaddle/Paddle/issues/54454",
        " conda install paddlepaddle-gpu==2.4.2 cudatoolkit=11.2 -c https://mirrors.tuna.tsinghua.edu.cn/anaconda/"
        "cloud/Paddle/ -c conda-forge\n",
        {"cuda_runtime": "11.2", "paddle_version": "2.4.2"},
        {"cuda_runtime": 1},
    ),
    (
        # docker command line with an nvidia/cuda tag
        "https://github.com/NVIDIA/nvidia-docker/issues/753",
        "- Run the following command:\n\n"
        "docker run --runtime=nvidia --rm nvidia/cuda:9.2-runtime-ubuntu16.04 nvidia-smi\n",
        {"image_cuda": "9.2", "container": "docker run --runtime=nvidia --rm nvidia/cuda:9.2-runtime-ubuntu16.04 "
                                           "nvidia-smi"},
        {"image_cuda": 3, "container": 3},
    ),
    (
        # the container CLI's requirement is the image's CUDA
        "https://github.com/SyneRBI/PETRIC2/issues/27",
        "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a "
        "newer version, or use an earlier cuda container\n"
        "| NVIDIA-SMI 551.78                 Driver Version: 551.78         CUDA Version: 12.4     |\n",
        {"image_cuda": "12.8", "cuda_driver_max": "12.4"},
        {"image_cuda": 1},
    ),
    (
        # Paddle docker image tag
        "https://github.com/PaddlePaddle/PaddleOCR/blob/main/docs/version3.x/installation.en.md",
        "docker run --gpus all --name paddleocr -v $PWD:/paddle --shm-size=8G --network=host -it "
        "ccr-2vdh3abv-pub.cnc.bj.baidubce.com/paddlepaddle/paddle:3.0.0-gpu-cuda11.8-cudnn8.9-trt8.6 /bin/bash\n",
        {"image_cuda": "11.8"},
        {"image_cuda": 1},
    ),
    (
        # NGC container driver requirement
        "https://github.com/NVIDIA/TensorRT-LLM/issues/23",
        "ERROR: This container was built for NVIDIA Driver Release 535.86 or later, but\n"
        "       version 510.85.02 was detected and compatibility mode is UNAVAILABLE.\n"
        " NVIDIA-SMI 510.85.02    Driver Version: 510.85.02    CUDA Version: 11.6\n",
        {"image_min_driver": "535.86", "driver_version": "510.85.02"},
        {"image_min_driver": 1, "driver_version": 3},
    ),
    (
        # Windows paths and WinError
        "https://github.com/zai-org/ChatGLM3/issues/69",
        "PS J:\\ChatGLM3-main> python web_demo.py\n"
        "Traceback (most recent call last):\n"
        "  File \"J:\\ChatGLM3-main\\web_demo.py\", line 4, in <module>\n"
        "    from utils import load_model_on_gpus\n"
        "  File \"J:\\ChatGLM3-main\\utils.py\", line 4, in <module>\n"
        "    from torch.nn import Module\n"
        "  File \"D:\\python\\lib\\site-packages\\torch\\__init__.py\", line 139, in <module>\n"
        "    raise err\n"
        "OSError: [WinError 126] \u627e\u4e0d\u5230\u6307\u5b9a\u7684\u6a21\u5757\u3002 Error loading "
        "\"D:\\python\\lib\\site-packages\\torch\\lib\\cudnn_cnn_infer64_8.dll\" or one of its dependencies.\n",
        {"platform": "D:\\", "win_error": "126"},
        {"platform": 9, "win_error": 9},
    ),
    (
        # WSL marker
        "https://github.com/microsoft/WSL/issues/9821",
        "### Kernel Version\nLinux version 5.15.90.1-microsoft-standard-WSL2 \n### Diagnostic Logs\n"
        "./deviceQuery : no CUDA-capable device is detected \n",
        {"platform": "microsoft-standard-WSL2"},
        {"platform": 2},
    ),
    (
        # syslog flattens the NVRM message onto one line with #012 for the newlines: client and module both there
        "https://github.com/stackhpc/ansible-slurm-appliance/issues/287",
        "Jun 30 11:07:05 gpu-0 kernel: NVRM: API mismatch: the client has the version 535.54.03, but#012NVRM: this "
        "kernel module has the version 530.30.02.  Please#012NVRM: make sure that this kernel module and all NVIDIA "
        "driver#012NVRM: components have the same version.\n",
        {"driver_lib_version": "535.54", "kernel_module_version": "530.30"},
        {"driver_lib_version": 1, "kernel_module_version": 1},
    ),
    (
        # dmesg NVRM API mismatch over two lines: the client (user space) and the kernel module
        "https://github.com/containers/toolbox/pull/1541",
        "  kernel: NVRM: API mismatch: the client has the version 555.58.02, but\n"
        "          NVRM: this kernel module has the version 560.35.03.  Please\n",
        {"driver_lib_version": "555.58", "kernel_module_version": "560.35"},
        {"driver_lib_version": 1, "kernel_module_version": 2},
    ),
    (
        # TensorFlow cuda_diagnostics: the libcuda DSO (cuda-compat in the image) against the host module
        "https://github.com/pytorch/pytorch/issues/63801",
        '"kernel version 450.66.0 does not match DSO version 450.142.0 -- cannot find working devices in this '
        'configuration"\n',
        {"driver_lib_version": "450.142", "kernel_module_version": "450.66"},
        {"driver_lib_version": 1, "kernel_module_version": 1},
    ),
    (
        # TensorFlow's issue template: the OS on its own line, the version from the user's print
        "https://github.com/tensorflow/tensorflow/issues/62322",
        "### OS platform and distribution\n\nWindows 11  23H2\n\nTensorFlow Version: 2.12.1\nIs GPU Available: []\n",
        {"windows_os": "Windows 11", "tensorflow_version": "2.12.1"},
        {"windows_os": 3, "tensorflow_version": 5},
    ),
    (
        # the same facts stated in prose
        "https://github.com/tensorflow/tensorflow/issues/60269",
        "My system is Windows 11. My tensorflow version is 2.12.0. My GPUs are NVIDIA GeForce RTX 2060\n",
        {"windows_os": "Windows 11", "tensorflow_version": "2.12.0"},
        {"windows_os": 1, "tensorflow_version": 1},
    ),
    (
        # TensorFlow cuda_diagnostics in a container: libcuda from the image against the host's module
        "https://github.com/tensorflow/tensorflow/issues/48722",
        "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: 460.73.1\n"
        "I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: 455.32.0\n",
        {"driver_lib_version": "460.73", "kernel_module_version": "455.32"},
        {"driver_lib_version": 1, "kernel_module_version": 2},
    ),
    (
        # a wheel file name as PaddlePaddle's install tables list it: the .post tag gives the build's CUDA
        "https://github.com/PaddlePaddle/docs/blob/develop/docs/install/Tables.md",
        "        paddlepaddle_gpu-2.2.1.post101-cp36-cp36m-linux_x86_64.whl</a></td>\n",
        {"paddle_version": "2.2.1.post101", "build_cuda": "10.1"},
        {"paddle_version": 1},
    ),
]


def _rules(hyp: Hypothesis) -> set[str]:
    """The ids of the fact rules among a hypothesis's evidence."""
    return {e.signature.split("/rule:", 1)[1] for e in hyp.evidence if "/rule:" in e.signature}


def _first_by_rule(result, entry_id: str, rule: str) -> Hypothesis:
    """The top hypothesis, asserted to be `entry_id` with fact rule `rule` among its evidence."""
    top = result.hypotheses[0]
    assert top.entry.id == entry_id
    assert rule in _rules(top)
    return top


@pytest.mark.parametrize(("source", "log", "values", "lines"), CASES, ids=[f"{i}-{c[0].split('/')[-1]}"
                                                                            for i, c in enumerate(CASES)])

def test_facts_from_real_excerpts(
    kb, source: str, log: str, values: dict[str, str], lines: dict[str, int]
) -> None:
    facts = resolve_text(log, kb=kb, fallback=False).facts
    got = {name: facts[name].value for name in values if name in facts}
    assert got == values, f"{source}: {got}"
    for name, line in lines.items():
        assert facts[name].line == line, f"{source}: {name} came from line {facts[name].line}, not {line}"


def test_derived_fact_carries_the_line_and_text_of_its_source(kb) -> None:
    log = "step 1\nstep 2\n| NVIDIA-SMI 470.82.01    Driver Version: 470.82.01   |\n"
    fact = resolve_text(log, kb=kb, fallback=False).facts["cuda_driver_max"]
    assert (fact.value, fact.line) == ("11.4", 3)
    assert "470.82.01" in fact.text


def test_observed_fact_is_never_overwritten_by_a_derived_one(kb) -> None:
    # nvidia-smi says 12.7 (a driver of the R565 branch); the table has no 12.7 toolkit: keep what the log says.
    log = "| NVIDIA-SMI 566.36    Driver Version: 566.36    CUDA Version: 12.7 |\n"
    assert resolve_text(log, kb=kb, fallback=False).facts["cuda_driver_max"].value == "12.7"


def test_last_value_in_the_log_wins(kb) -> None:
    log = ("W0101 device_context.cc:447] Please NOTE: device: 0, GPU Compute Capability: 7.0, Driver API Version: "
           "10.1, Runtime API Version: 10.1\n" * 2 + "W0101 gpu_resources.cc:61] Please NOTE: device: 0, GPU Compute"
           " Capability: 8.0, Driver API Version: 11.2, Runtime API Version: 11.2\n")
    facts = resolve_text(log, kb=kb, fallback=False).facts
    assert (facts["compute_capability"].value, facts["compute_capability"].line) == ("8.0", 3)


def test_healthy_banner_derives_no_gap(kb) -> None:
    log = ("W0502 17:59:31.486552  9595 device_context.cc:447] Please NOTE: device: 0, GPU Compute Capability: 6.1,"
           " Driver API Version: 10.2, Runtime API Version: 10.2\n")  # PaddleSpeech docs, a working setup
    facts = resolve_text(log, kb=kb, fallback=False).facts
    assert "driver_cuda_gap" not in facts
    assert facts["cuda_min_driver"].value == "440.33"


def test_newer_library_than_module_on_a_host_is_evidence_for_the_reboot_cause(kb) -> None:
    # stackhpc/ansible-slurm-appliance#287: 535.54 user space against the loaded 530.30 module, fixed by a reboot
    log = ("Jun 30 11:07:05 gpu-0 kernel: NVRM: API mismatch: the client has the version 535.54.03, but#012NVRM: "
           "this kernel module has the version 530.30.02.  Please#012NVRM: make sure that this kernel module and all "
           "NVIDIA driver#012NVRM: components have the same version.\n")
    _first_by_rule(resolve_text(log, kb=kb, fallback=False), "nvml-driver-library-mismatch",
                   "library-newer-than-module-on-host")


def test_same_branch_minor_is_no_version_evidence(kb) -> None:
    # Constructed after tinygrad/open-gpu-kernel-modules#47 (a 570.124.04 library on a 570.124.06 module, a host
    # install): nvidia-smi prints only 570.124, the same branch.minor as the module, so neither direction rule may
    # claim it.
    log = ("Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 570.124\n"
           "NVRM version: NVIDIA UNIX x86_64 Kernel Module  570.124.06  Wed Feb 26 01:01:01 UTC 2025\n")
    result = resolve_text(log, kb=kb, fallback=False)
    assert not any("rule:library-" in e.signature for h in result.hypotheses for e in h.evidence)


def test_wsl_banner_reads_the_nvidia_smi_build_apart_from_the_windows_driver(kb) -> None:
    # microsoft/WSL#11277: under WSL2 the banner's NVIDIA-SMI build (Linux) and Driver Version (Windows) differ
    log = ("I pulled down to Game Ready 537.13 and it worked. Thank you.\n"
           "| NVIDIA-SMI 535.103                Driver Version: 537.13       CUDA Version: 12.2     |\n")
    result = resolve_text(log, kb=kb, fallback=False)
    assert result.facts["nvidia_smi_version"].value == "535.103"
    assert result.facts["driver_version"].value == "537.13"
    top = _first_by_rule(result, "wsl-gpu-setup", "smi-build-differs-from-windows-driver")
    assert top.confidence == "low"  # only a version fact and no error line


def test_linux_banner_with_equal_versions_is_no_wsl_evidence(kb) -> None:
    # theroyallab/tabbyAPI#324: a bare-metal banner, nvidia-smi and driver are the same release
    log = "| NVIDIA-SMI 550.144.03             Driver Version: 550.144.03     CUDA Version: 12.4     |\n"
    result = resolve_text(log, kb=kb, fallback=False)
    assert result.facts["nvidia_smi_version"].value == "550.144.03"
    assert not any(h.entry.id == "wsl-gpu-setup" for h in result.hypotheses)


def test_linux_banner_with_two_releases_is_a_mixed_driver_install_not_wsl(kb) -> None:
    # PaddlePaddle/Paddle#18602: nvidia-smi of 410.48 talking to a 410.104 driver on a Linux host (a second
    # driver install over the first); re-running the 410.104 installer fixed it. A Windows driver is NNN.NN,
    # so a Linux-form Driver Version that differs from NVIDIA-SMI is no WSL2 banner
    log = "| NVIDIA-SMI 410.48                 Driver Version: 410.104                   |\n"
    result = resolve_text(log, kb=kb, fallback=False)
    assert result.facts["banner_driver_linux"].value == "410.104"
    _first_by_rule(result, "nvml-driver-library-mismatch", "smi-release-differs-from-linux-driver")
    assert not any(h.entry.id == "wsl-gpu-setup" for h in result.hypotheses)


def test_banner_driver_linux_reads_three_part_versions_whole(kb) -> None:
    log = "| NVIDIA-SMI 550.144.03             Driver Version: 550.144.03     CUDA Version: 12.4     |\n"
    result = resolve_text(log, kb=kb, fallback=False)
    assert result.facts["banner_driver_linux"].value == "550.144.03"
    assert not result.hypotheses


def test_build_newer_than_the_last_cuda_of_the_gpu_is_no_kernel_image(kb) -> None:
    # PaddlePaddle/Paddle#22749: a Fermi card (compute capability 2.1) under a CUDA 9.0 build; CUDA 9 dropped sm_2x
    log = ("W0225 20:29:53.582741 16840 device_context.cc:237] Please NOTE: device: 0, CUDA Capability: 21, "
           "Driver API Version: 9.0, Runtime API Version: 9.0\n")
    result = resolve_text(log, kb=kb, fallback=False)
    assert result.facts["cc_last_cuda"].value == "8.0"
    _first_by_rule(result, "no-kernel-image", "build-cuda-newer-than-gpu")


def test_build_within_the_cuda_range_of_the_gpu_is_no_evidence(kb) -> None:
    log = ("W0225 20:29:53.582741 16840 device_context.cc:237] Please NOTE: device: 0, CUDA Capability: 61, "
           "Driver API Version: 12.0, Runtime API Version: 11.8\n")
    result = resolve_text(log, kb=kb, fallback=False)
    assert not any("build-cuda-newer-than-gpu" in _rules(h) for h in result.hypotheses)


def test_newer_torch_capability_warning_names_the_gpu_and_its_capability(kb) -> None:
    # torch/cuda/__init__.py _warn_unsupported_code (read from the 2.13.0 wheel); no thread in hand shows it yet
    log = ("UserWarning: \n"
           "Found GPU0 NVIDIA GeForce GTX 1080 Ti which is of compute capability (CC) 6.1.\n"
           "The following list shows the CCs this version of PyTorch was built for and the hardware CCs it supports:\n")
    facts = resolve_text(log, kb=kb, fallback=False).facts
    assert (facts["compute_capability"].value, facts["compute_capability"].line) == ("6.1", 2)
    assert facts["gpu_name"].value == "NVIDIA GeForce GTX 1080 Ti"
    assert facts["gpu_sm"].value == "sm_61"
