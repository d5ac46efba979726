"""Context-gated signatures read the same line differently, and only with their context.

Each pair is a constructed control around a signature family added for the G5-G7 misses: the gated
reading must win when its context is in the log, and must stay out of first place (or out of the
ranking) when the context is missing or contradicted. The error lines are the real wordings of the
tools (nvidia-container-cli, nvidia-docker 1.x, PyTorch, pynvml, bitsandbytes, uv); the context lines
around them are what a user would paste.
"""

from __future__ import annotations

import pytest
from conftest import ranked_causes, ranked_ids

from resolver.api import resolve_text, select_fixes

CLI_DRIVER_ERROR = (
    "docker: Error response from daemon: OCI runtime create failed: container_linux.go:380: starting container "
    "process caused: process_linux.go:545: container init caused: Running hook #0:: error running hook: exit "
    "status 1, stdout: , stderr: nvidia-container-cli: initialization error: driver error: failed to process "
    "request: unknown.\n"
)


def test_container_cli_driver_error_is_wsl_only_with_a_wsl_marker(kb) -> None:
    wsl = ranked_ids("user@DESKTOP-5A67SBM:~$ docker run --rm --gpus all nvidia/cuda:11.0-base nvidia-smi\n"
               + CLI_DRIVER_ERROR, kb)
    assert wsl[:1] == ["wsl-gpu-setup"]
    bare = ranked_ids("user@gpu-server:~$ docker run --rm --gpus all nvidia/cuda:11.0-base nvidia-smi\n"
                + CLI_DRIVER_ERROR, kb)
    assert "wsl-gpu-setup" not in bare


def test_nvidia_docker_v1_requirement_names_the_driver_cuda(kb) -> None:
    log = "nvidia-docker | 2017/10/13 08:33:01 Error: unsupported CUDA version: driver 8.0 < image 9.0.176\n"
    assert ranked_ids(log, kb)[:1] == ["container-cuda-requirement"]


def test_nvidia_docker_v1_driver_zero_is_not_a_cuda_requirement(kb) -> None:
    # "driver 0.0" means the plugin could not query the driver at all: no version comparison to report.
    log = "nvidia-docker | 2016/09/04 14:43:17 Error: unsupported CUDA version: driver 0.0 < image 8.0\n"
    assert "container-cuda-requirement" not in ranked_ids(log, kb)


def test_missing_device_node_on_the_host_is_an_unloaded_driver(kb) -> None:
    log = ("Error response from daemon: linux runtime spec devices: error gathering device information while "
           "adding custom device \"/dev/nvidia-uvm\": lstat /dev/nvidia-uvm: no such file or directory\n")
    assert ranked_ids(log, kb)[:1] == ["driver-not-loaded"]


def test_enroot_container_without_nvidia_visible_devices_gets_no_gpu(kb) -> None:
    srun = "srun --nodes=1 --gpus=2 --container-image=ubuntu-python --pty bash -i\n"
    error = ("RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
             "installed a driver from http://www.nvidia.com/Download/index.aspx\n")
    assert ranked_ids(srun + error, kb)[:1] == ["container-no-gpu-access"]
    # The GPUs were requested from enroot: the missing request is no longer the explanation.
    requested = ranked_ids("export NVIDIA_VISIBLE_DEVICES=all\n" + srun + error, kb)
    assert requested[:1] != ["container-no-gpu-access"]


def test_gpu_check_in_a_slurm_step_depends_on_the_gpu_request(kb) -> None:
    check = 'srun python -c "import torch; print(torch.cuda.is_available())"\nFalse\n'
    assert ranked_ids(check, kb)[:1] == ["no-visible-gpu"]
    with_gres = 'srun --gres=gpu:1 python -c "import torch; print(torch.cuda.is_available())"\nFalse\n'
    assert "no-visible-gpu" not in ranked_ids(with_gres, kb)


def test_winerror_126_on_nvml_dll_is_nvml_not_a_cuda_dll(kb) -> None:
    nvml = ('  File "d:\\anaconda3\\lib\\site-packages\\pynvml.py", line 641, in _LoadNvmlLibrary\n'
            '    nvmlLib = CDLL(os.path.join(os.getenv("ProgramFiles", "C:/Program Files"), '
            '"NVIDIA Corporation/NVSMI/nvml.dll"))\n'
            "OSError: [WinError 126] The specified module could not be found\n"
            "pynvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found\n")
    ids = ranked_ids(nvml, kb)
    assert ids[:1] == ["nvml-library-not-found"]
    assert "windows-dll-not-found" not in ids
    cudnn = ('OSError: [WinError 126] The specified module could not be found. Error loading '
             '"D:\\python\\lib\\site-packages\\torch\\lib\\cudnn_cnn_infer64_8.dll" or one of its dependencies.\n')
    assert ranked_ids(cudnn, kb)[:1] == ["windows-dll-not-found"]


def test_torch_version_cuda_none_is_a_cpu_build_only_for_that_print(kb) -> None:
    cpu = ">>> import torch\n>>> print(torch.version.cuda)\nNone\n"
    assert ranked_ids(cpu, kb)[:1] == ["cpu-only-build"]
    other = ">>> import torch\n>>> print(torch.version.cuda)\n12.1\n>>> print(model.bias)\nNone\n"
    assert "cpu-only-build" not in ranked_ids(other, kb)


def test_bitsandbytes_library_search_is_a_wsl_problem_only_under_wsl(kb) -> None:
    warning = ("/home/u/env/lib/python3.10/site-packages/bitsandbytes/cuda_setup/main.py:136: UserWarning: "
               "/home/u/env did not contain libcudart.so as expected! Searching further paths...\n")
    wsl = "(env) u@DESKTOP-88L7K4D:/mnt/c/Users/u$ python server.py\n"
    assert ranked_ids(wsl + warning, kb)[:1] == ["wsl-gpu-setup"]
    assert "wsl-gpu-setup" not in ranked_ids("(env) u@gpu-server:~$ python server.py\n" + warning, kb)


def test_uv_wheel_tag_failure_counts_only_for_a_gpu_framework(kb) -> None:
    torch = ("  ╰─▶ Because torch==2.0.1 has no wheels with a matching Python ABI tag (e.g., `cp313`) and you "
             "require torch==2.0.1, we can conclude that your requirements are unsatisfiable.\n")
    assert ranked_ids(torch, kb)[:1] == ["wheel-platform-unsupported"]
    other = ("  ╰─▶ Because faiss-cpu==1.8.0.post1 has no wheels with a matching Python ABI tag (e.g., `cp313`) "
             "and you require faiss-cpu==1.8.0.post1, we can conclude that your requirements are unsatisfiable.\n")
    assert "wheel-platform-unsupported" not in ranked_ids(other, kb)


def test_truncated_libcuda_in_an_image_is_the_image(kb) -> None:
    log = ("/usr/lib/gcc/x86_64-linux-gnu/9/../../../x86_64-linux-gnu/libcuda.so: file not recognized: "
           "File truncated\ncollect2: error: ld returned 1 exit status\n")
    assert ranked_ids(log, kb)[:1] == ["container-driver-libs-in-image"]


ORT_INSUFFICIENT = ("{path}onnxruntime/core/providers/cuda/cuda_call.cc:121 onnxruntime::CudaCall CUDA failure 35: "
                    "CUDA driver version is insufficient for CUDA runtime version ; GPU=0 ; hostname=box ; "
                    "expr=cudaSetDevice(info_.device_id);\n")


def test_insufficient_driver_is_medium_on_native_windows(kb) -> None:
    # On Windows the runtime says the same when there is no nvcuda.dll at all (an Intel / AMD-only machine).
    from resolver.api import resolve_text

    linux = resolve_text(ORT_INSUFFICIENT.format(path="/onnxruntime_src/"), kb=kb).hypotheses
    windows = resolve_text(ORT_INSUFFICIENT.format(path="D:\\a\\_work\\1\\s\\"), kb=kb).hypotheses
    assert (linux[0].entry.id, linux[0].confidence) == ("driver-too-old", "high")
    assert (windows[0].entry.id, windows[0].confidence) == ("driver-too-old", "medium")
    assert "driver-not-loaded" in [h.entry.id for h in windows[:3]]


def test_cog_runs_the_model_in_a_container(kb) -> None:
    # Cog starts every model in Docker (the "Starting Docker image ... and running setup()" line); PyTorch finding no
    # driver there is the container's missing GPU request, the same line on a bare host a missing driver.
    error = ("AssertionError: \nFound no NVIDIA driver on your system. Please check that you\n"
             "have an NVIDIA GPU and installed a driver from\nhttp://www.nvidia.com/Download/index.aspx\n")
    cog = ("$ cog predict r8.im/someone/model@sha256:0123abcd -i image=@input.png\n"
           "Starting Docker image r8.im/someone/model@sha256:0123abcd and running setup()...\n")
    assert ranked_ids(cog + error, kb)[:1] == ["container-no-gpu-access"]
    assert ranked_ids("$ python predict.py\n" + error, kb)[:1] == ["driver-not-loaded"]


def test_a_passing_device_query_speaks_against_a_missing_driver(kb) -> None:
    # deviceQuery read the driver's CUDA version: a driver is loaded where it ran.
    error = "RuntimeError: Found no NVIDIA driver on your system.\n"
    device_query = ("  CUDA Driver Version / Runtime Version          11.4 / 11.2\n"
                    "  CUDA Capability Major/Minor version number:    7.5\nResult = PASS\n")
    alone = resolve_text(error, kb=kb, fallback=False).hypotheses
    assert (alone[0].entry.id, alone[0].confidence) == ("driver-not-loaded", "low")
    checked = resolve_text(device_query + error, kb=kb, fallback=False).hypotheses
    assert checked[0].confidence == "low"
    missing = next(h for h in checked if h.entry.id == "driver-not-loaded")
    assert missing.score < alone[0].score


def test_index_error_reads_as_a_device_index_only_under_a_device_list_line(kb) -> None:
    # AlphaFold 3's run_alphafold.py picks its GPU from jax.local_devices(backend="gpu") by --gpu_device.
    frame = ('  File "/app/alphafold/run_alphafold.py", line 690, in main\n'
             "    gpu_devices[_GPU_DEVICE.value].compute_capability\n")
    error = "IndexError: list index out of range\n"
    assert ranked_ids(frame + error, kb)[:1] == ["invalid-device-ordinal"]
    other = '  File "train.py", line 12, in main\n    label = labels[i]\n'
    assert "invalid-device-ordinal" not in ranked_ids(other + error, kb)


def test_jax_cuinit_without_a_driver_library_depends_on_the_container(kb) -> None:
    # 303 is CUDA_ERROR_SHARED_OBJECT_INIT_FAILED: XLA's stub found no libcuda.so.1 to load.
    line = ("Unable to initialize backend 'cuda': jaxlib/cuda/versions_helpers.cc:98: operation cuInit(0) failed: "
            "Unknown CUDA error 303; cuGetErrorName failed.\n")
    assert ranked_ids(line, kb)[:1] == ["driver-not-loaded"]
    relayed = "I1024 21:50:40.124427 127699774173312 run_docker.py:260] I1024 19:50:40.123955 1361 xla_bridge.py:863] "
    assert ranked_ids(relayed + line, kb)[:1] == ["container-no-gpu-access"]


def test_pytorch_180s_sort_failure_is_not_read_as_a_wrong_index_with_confidence(kb) -> None:
    # PyTorch 1.8.0's thrust sort under randperm reports cudaErrorInvalidDevice for a valid device.
    frame = "    perm = torch.randperm(gallery.numel(), device=gallery.device)[:num]\n"
    bug = "RuntimeError: radix_sort: failed on 1st step: cudaErrorInvalidDevice: invalid device ordinal\n"
    hyps = resolve_text(frame + bug, kb=kb, fallback=False).hypotheses
    assert hyps[0].entry.id == "invalid-device-ordinal"
    assert hyps[0].confidence == "low"
    plain = resolve_text("RuntimeError: CUDA error: invalid device ordinal\n", kb=kb, fallback=False).hypotheses
    assert (plain[0].entry.id, plain[0].confidence) == ("invalid-device-ordinal", "high")


def _first_fix(report) -> str:
    """The title of the first fix shown for the first hypothesis of `report`."""
    hyp = report.hypotheses[0]
    return select_fixes(hyp.entry, report, hyp)[0].title


def test_torch_without_cuda_on_macos_is_the_codes_request_not_a_package_to_replace(kb) -> None:
    def traceback(home: str) -> str:
        return (f'  File "{home}/ComfyUI/custom_nodes/node/utils.py", line 335, in mask\n'
                "    ids = torch.tensor(keep).cuda()\n"
                f'  File "{home}/ComfyUI/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py", line 403, in '
                "_lazy_init\n"
                '    raise AssertionError("Torch not compiled with CUDA enabled")\n'
                "AssertionError: Torch not compiled with CUDA enabled\n")

    mac = resolve_text(traceback("/Users/ana/Documents"), kb=kb, fallback=False)
    assert (mac.hypotheses[0].entry.id, mac.hypotheses[0].confidence) == ("cpu-only-build", "low")
    assert _first_fix(mac).startswith("On macOS")
    for home in ("/home/ana", "/mnt/c/Users/ana"):  # Linux, and WSL's view of a Windows home
        other = resolve_text(traceback(home), kb=kb, fallback=False)
        assert (other.hypotheses[0].entry.id, other.hypotheses[0].confidence) == ("cpu-only-build", "high"), home
        assert not _first_fix(other).startswith("On macOS")


def test_a_missing_gpu_target_on_rocm_leads_with_the_amd_fix_not_the_cuda_ones(kb) -> None:
    """HIP's "invalid device function" on a ROCm stack is the AMD counterpart of a missing kernel image: low, and its
    first fix is the gfx-target one (HSA_OVERRIDE_GFX_VERSION, a ROCm build listing the card), not nvidia-smi's."""
    def first(text: str) -> tuple[str, str, str]:
        report = resolve_text(text, kb=kb, fallback=False)
        return report.hypotheses[0].entry.id, report.hypotheses[0].confidence, _first_fix(report)

    hip = first("RuntimeError: HIP error: invalid device function\n"
                "Compile with `TORCH_USE_HIP_DSA` to enable device-side assertions.\n")
    assert hip == ("no-kernel-image", "low", "ROCm build without this AMD GPU's gfx target")
    cuda = first("RuntimeError: CUDA error: invalid device function\n")
    assert cuda[:2] == ("no-kernel-image", "medium")
    assert "ROCm" not in cuda[2]


@pytest.mark.parametrize("where", [
    "/opt/conda/lib/python3.10/site-packages", "/root/.local/lib/python3.8/site-packages",
    "/usr/local/lib/python3.11/dist-packages", "/workspace/venv/lib/python3.10"])
def test_a_missing_driver_library_under_a_container_images_paths_reads_as_the_container_first(kb, where: str) -> None:
    """Paths that container images use (conda in /opt/conda, root's home, a system Python under /usr/local, NGC's
    /workspace) put a container started without its GPU ahead of a host without a driver, both at low."""
    def ranked(home: str) -> list[tuple[str, str]]:
        text = (f'  File "{home}/torch/__init__.py", line 199, in <module>\n'
                "    from torch._C import *\n"
                "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory\n")
        return ranked_causes(text, kb)

    assert ranked(where)[:2] == [("container-no-gpu-access", "low"), ("driver-not-loaded", "low")]
    assert ranked("/home/ana/miniconda3/lib/python3.10/site-packages")[0] == ("driver-not-loaded", "low")


def test_a_glog_thread_id_below_300_places_the_process_in_a_pid_namespace(kb) -> None:
    """glog and klog print the thread id after the time; a host's kernel never hands a process one below 300 after
    boot, a PID namespace starts at 1. Error 35 from such a process is a container without its GPU; the same line
    with a host's thread id stays the old driver."""
    line = ("F0312 08:15:02.113052 {tid:>5} common.cpp:152] Check failed: error == cudaSuccess (35 vs. 0)  CUDA driver "
            "version is insufficient for CUDA runtime version\n")
    assert ranked_causes(line.format(tid=27), kb)[0] == ("container-no-gpu-access", "medium")
    assert ranked_causes(line.format(tid=21088), kb)[0] == ("driver-too-old", "high")
