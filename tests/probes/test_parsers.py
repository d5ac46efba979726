"""Parsers and observation builders on recorded outputs of real GPU machines (tests/data/probes/)."""

from __future__ import annotations

import json

import pytest
from conftest import DATA

from resolver.probes import driver, host, libs, nvml

PROBES = DATA / "probes"


def _text(name: str) -> str:
    return (PROBES / name).read_text(encoding="utf-8")


def test_smi_table_modern_banner() -> None:
    parsed = driver.parse_smi_table(_text("smi-450.57-titan-xp.txt"))
    assert parsed["driver_version"] == "450.57"
    assert parsed["cuda_driver_max"] == "11.0"
    assert parsed["gpus"] == [{"index": 0, "name": "TITAN Xp", "persistence": "On", "bus_id": "00000000:17:00.0",
                               "memory_used_mib": 7, "memory_total_mib": 12196}]


def test_smi_table_driver_differs_from_smi_version() -> None:
    parsed = driver.parse_smi_table(_text("smi-418.67-tesla-t4.txt"))
    assert (parsed["smi_version"], parsed["driver_version"], parsed["cuda_driver_max"]) == ("450.66", "418.67", "10.1")
    assert parsed["gpus"][0]["name"] == "Tesla T4"
    assert parsed["gpus"][0]["memory_total_mib"] == 15079


def test_smi_table_old_banner_without_cuda_three_gpus() -> None:
    parsed = driver.parse_smi_table(_text("smi-331.62-3x-gtx680.txt"))
    assert parsed["driver_version"] == "331.62"
    assert parsed["cuda_driver_max"] is None
    assert [g["bus_id"] for g in parsed["gpus"]] == ["0000:03:00.0", "0000:04:00.0", "0000:83:00.0"]
    assert all(g["memory_total_mib"] == 4095 for g in parsed["gpus"])


def test_observe_smi_ok_gives_facts() -> None:
    obs = driver.observe_smi(_text("smi-418.67-tesla-t4.txt"), 0)
    assert obs.status == "ok"
    assert obs.facts == {"driver_version": "418.67", "cuda_driver_max": "10.1", "gpu_name": "Tesla T4",
                         "gpu_count": "1"}


def test_observe_smi_mismatch_names_the_cause() -> None:
    obs = driver.observe_smi(_text("smi-mismatch-580.txt"), 18)
    assert obs.status == "problem"
    assert obs.cause == "nvml-driver-library-mismatch"


@pytest.mark.parametrize(("text", "cause"), [
    ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest "
     "NVIDIA driver is installed and running.", "driver-not-loaded"),
    ("No devices were found", "no-visible-gpu"),
    ("Unable to determine the device handle for GPU0000:3B:00.0: Unknown Error", "gpu-hardware-fault"),
])
def test_smi_error_lines(text: str, cause: str) -> None:
    assert driver.observe_smi(text, 9).cause == cause


def test_smi_unknown_error_only_means_container_cause_inside_one() -> None:
    text = "Failed to initialize NVML: Unknown Error"
    assert driver.observe_smi(text, 255, in_container=True).cause == "container-nvml-unknown-error"
    assert driver.observe_smi(text, 255, in_container=False).cause is None


def test_query_gpu_csv_with_its_fields() -> None:
    fields = ("power.limit", "power.min_limit", "power.max_limit", "memory.total", "vbios_version", "driver_version",
              "name", "gpu_uuid", "power.draw", "temperature.gpu", "temperature.memory", "clocks.current.graphics",
              "clocks.sm", "clocks.mem", "utilization.gpu", "utilization.memory", "fan.speed",
              "pcie.link.width.current", "pstate")
    rows = driver.parse_smi_csv(_text("query-gpu-440.64-rtx2080.csv"), fields)
    assert len(rows) == 1
    assert rows[0]["name"] == "GeForce RTX 2080"
    assert rows[0]["driver_version"] == "440.64"
    assert rows[0]["memory.total"] == 7979
    assert rows[0]["temperature.memory"] is None


@pytest.mark.parametrize(("name", "version", "module"), [
    ("proc-version-580.173.02.txt", "580.173.02", "NVIDIA UNIX x86_64 Kernel Module"),
    ("proc-version-open-565.57.01.txt", "565.57.01", "NVIDIA UNIX Open Kernel Module for x86_64"),
])
def test_proc_driver_version(name: str, version: str, module: str) -> None:
    obs = driver.observe_proc_version(_text(name))
    assert obs.status == "ok"
    assert obs.value["driver_version"] == version
    assert obs.value["module"] == module
    assert obs.facts == {"driver_version": version}


def test_proc_driver_version_missing_is_driver_not_loaded() -> None:
    obs = driver.observe_proc_version(None)
    assert (obs.status, obs.cause) == ("problem", "driver-not-loaded")


def test_nvml_reading_of_a_real_v100() -> None:
    reading = json.loads(_text("nvml-tesla-v100-418.67.json"))
    obs = nvml.observe(reading)
    assert obs.status == "ok"
    assert obs.facts == {"driver_version": "418.67", "cuda_driver_max": "10.1", "gpu_count": "1",
                         "gpu_name": "Tesla V100-SXM2-16GB", "compute_capability": "7.0"}
    gpu = obs.value["gpus"][0]
    assert gpu["memory_used_mib"] == 10633
    assert gpu["processes"] == 1
    assert gpu["errors"] == {"mig_mode": "NVMLError_NotSupported"}


def test_nvml_hardware_fault_and_exclusive_busy() -> None:
    reading = json.loads(_text("nvml-tesla-v100-418.67.json"))
    reading["gpus"][0]["ecc_uncorrected_volatile"] = 3
    assert nvml.observe(reading).cause == "gpu-hardware-fault"
    reading["gpus"][0]["ecc_uncorrected_volatile"] = 0
    reading["gpus"][0]["compute_mode"] = 3
    assert nvml.observe(reading).cause == "gpu-busy-unavailable"


@pytest.mark.parametrize(("error", "in_container", "cause"), [
    ("NVMLError_LibraryNotFound", False, "nvml-library-not-found"),
    ("NVMLError_DriverNotLoaded", False, "driver-not-loaded"),
    ("NVMLError_LibRmVersionMismatch", False, "nvml-driver-library-mismatch"),
    ("NVMLError_Unknown", True, "container-nvml-unknown-error"),
    ("NVMLError_Unknown", False, None),
    ("NVMLError_NoPermission", True, "container-no-gpu-access"),
])
def test_nvml_init_errors_map_to_causes(error: str, in_container: bool, cause: str | None, kb) -> None:
    messages = json.loads(_text("nvml-init-errors.json"))
    obs = nvml.observe({"init": {"error": error, "message": messages[error]}}, in_container=in_container)
    assert obs.status == "problem"
    assert obs.cause == cause
    if cause:
        assert kb.get(cause) is not None


def test_every_mapped_cause_is_a_kb_entry(kb) -> None:
    causes = {c for c in nvml.NVML_ERROR_CAUSES.values() if c}
    causes |= {c for _rx, c, _w in driver.SMI_ERRORS if c}
    causes |= {c for _t, c in libs.LIBS.values() if c} | {c for _w, c in libs.CUDA_ERRORS.values() if c}
    assert sorted(c for c in causes if kb.get(c) is None) == []


@pytest.mark.parametrize(("value", "text"), [(12040, "12.4"), (11080, "11.8"), (10010, "10.1"), (0, None)])
def test_cuda_int_versions(value: int, text: str | None) -> None:
    assert libs.cuda_int_version(value) == text
    assert nvml.cuda_version_text(value) == text


@pytest.mark.parametrize(("value", "text"), [(8906, "8.9.6"), (7605, "7.6.5"), (90100, "9.1.0")])
def test_cudnn_int_versions(value: int, text: str) -> None:
    assert libs.packed_version(value) == text


def test_lib_insufficient_driver_with_and_without_a_driver() -> None:
    with_driver = libs.observe_lib("cudart", {"loaded": "/x/libcudart.so.12", "name": "libcudart.so.12",
                                              "version": 12040, "driver_version": 11040, "device_count_rc": 35})
    assert (with_driver.status, with_driver.cause) == ("problem", "driver-too-old")
    assert with_driver.facts == {"cudart_version": "12.4", "cuda_driver_max": "11.4"}
    no_driver = libs.observe_lib("cudart", {"loaded": "/x/libcudart.so.12", "name": "libcudart.so.12",
                                            "version": 12040, "driver_version": 0, "device_count_rc": 35})
    assert no_driver.cause is None


def test_lib_missing_names_its_cause() -> None:
    obs = libs.observe_lib("cudnn", {"errors": ["libcudnn.so.8: cannot open shared object file"]})
    assert (obs.status, obs.cause) == ("problem", "cudnn-lib-missing")


@pytest.mark.parametrize(("kw", "kind"), [
    ({"dockerenv": True, "cgroup": "", "environ": {}}, "docker"),
    ({"dockerenv": False, "cgroup": "12:pids:/kubepods/besteffort/pod1", "environ": {}}, "kubernetes"),
    ({"dockerenv": False, "cgroup": "", "environ": {"KUBERNETES_SERVICE_HOST": "10.0.0.1"}}, "kubernetes"),
    ({"dockerenv": False, "cgroup": "0::/init.scope", "environ": {}}, None),
])
def test_detect_container(kw: dict, kind: str | None) -> None:
    assert host.detect_container(**kw) == kind


def test_env_hiding_gpus() -> None:
    assert host.observe_env({"CUDA_VISIBLE_DEVICES": ""}).cause == "no-visible-gpu"
    assert host.observe_env({"CUDA_VISIBLE_DEVICES": "-1"}).cause == "no-visible-gpu"
    assert host.observe_env({"NVIDIA_VISIBLE_DEVICES": "void"}, container=True).cause == "container-no-gpu-access"
    assert host.observe_env({"CUDA_VISIBLE_DEVICES": "0,1"}).status == "ok"


def test_devices_and_modules() -> None:
    full = ["/dev/nvidia0", "/dev/nvidiactl", "/dev/nvidia-uvm", "/dev/nvidia-uvm-tools"]
    assert driver.observe_devices(full).status == "ok"
    assert driver.observe_devices(full[:2]).cause == "uvm-after-suspend"
    assert driver.observe_devices([], container=True).cause == "container-no-gpu-access"
    assert driver.observe_devices([]).cause == "driver-not-loaded"
    assert driver.observe_devices([], wsl=True).cause == "wsl-gpu-setup"
    mods = "nvidia_uvm 1 0 - Live 0x0\nnvidia 2 1 nvidia_uvm, Live 0x0\n"
    assert driver.observe_modules(mods).status == "ok"
    assert driver.observe_modules("nvidia 2 0 - Live 0x0\n").cause == "uvm-after-suspend"
    assert driver.observe_modules("ext4 1 0 - Live 0x0\n").cause == "driver-not-loaded"


def test_daemon_json_and_ldconfig() -> None:
    text = ('{"runtimes": {"nvidia": {"path": "nvidia-container-runtime", "runtimeArgs": []}}, '
            '"default-runtime": "nvidia"}')
    assert host.parse_daemon_json(text) == {"runtimes": ["nvidia"], "default_runtime": "nvidia"}
    assert "error" in host.parse_daemon_json("{not json")
    ld = ("\tlibcudart.so.11.0 (libc6,x86-64) => /usr/local/cuda-11.8/targets/x86_64-linux/lib/libcudart.so.11.0\n"
          "\tlibz.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libz.so.1\n")
    assert host.parse_ldconfig(ld) == {
        "libcudart.so.11.0": ["/usr/local/cuda-11.8/targets/x86_64-linux/lib/libcudart.so.11.0"]}


def test_both_paddle_packages_installed() -> None:
    obs = host.observe_distributions({"paddlepaddle": "2.6.1", "paddlepaddle-gpu": "2.6.1.post120"}, {})
    assert obs.cause == "cpu-only-build"
    assert obs.facts["paddle_version"] == "2.6.1.post120"


def test_framework_builds_give_build_facts() -> None:
    from resolver.probes.frameworks import observe_framework

    paddle = observe_framework("paddle", {"installed": True, "version": "2.6.1", "compiled_with_cuda": True,
                                          "cuda": "12.0", "cudnn": "8.9.1", "device_count": 1, "gpu_op": 6.0})
    assert paddle.status == "ok"
    assert paddle.facts == {"paddle_version": "2.6.1", "cuda_runtime": "12.0", "build_cuda": "12.0",
                            "cudnn_built": "8.9.1"}
    torch = observe_framework("torch", {"installed": True, "version": "2.1.0+cu121", "cuda": "12.1",
                                        "cudnn": 8906, "arch_list": ["sm_80", "sm_90"], "is_available": True,
                                        "device_count": 1, "gpu_op": 4.0})
    assert torch.facts["cudnn_version"] == "8.9.6"
    cpu = observe_framework("torch", {"installed": True, "version": "2.13.0+cpu", "cuda": None})
    assert (cpu.status, cpu.cause) == ("problem", "cpu-only-build")
    assert observe_framework("jax", {"installed": False}).status == "unavailable"


def test_failed_gpu_op_is_diagnosed_with_the_kb() -> None:
    from resolver.probes.frameworks import observe_framework

    # Wording of torch/cuda/__init__.py's _check_driver and of Paddle's CUDA error 35.
    torch = observe_framework("torch", {"installed": True, "version": "2.1.0+cu121", "cuda": "12.1",
                                        "is_available": False, "gpu_op": {"error": (
                                            "RuntimeError: The NVIDIA driver on your system is too old (found "
                                            "version 11040). Please update your GPU driver")}})
    assert (torch.status, torch.cause) == ("problem", "driver-too-old")
    paddle = observe_framework("paddle", {"installed": True, "version": "2.6.1", "compiled_with_cuda": True,
                                          "cuda": "12.0", "gpu_op": {"error": (
                                              "OSError: (External) CUDA error(35), CUDA driver version is "
                                              "insufficient for CUDA runtime version.")}})
    assert (paddle.status, paddle.cause) == ("problem", "driver-too-old")
