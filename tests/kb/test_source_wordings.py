"""Wordings taken from a program's own source, where no thread in hand shows them with an established cause.

Paddle's device context prints its CUDA check with the driver's CUDA version (gpu_resources.cc) and names a
CUDAPlace it has no context for (device_context.cc); cmd.exe says which command it cannot find, and bash and sudo
that nvidia-docker is gone when only the toolkit is installed (NVIDIA/nvidia-docker#1028); NCCL warns
about drivers, versions and devices (misc/cudawrap.cc, init.cc, graph/paths.cc); ggml names the arch it has
no kernel for (ggml-cuda/common.cuh); torchvision compares its CUDA with torch's (extension.py); Numba names
the driver library it cannot find (cudadrv/driver.py), and TensorRT the cudaError_t its context creation got;
torch.compile and flash-attn refuse GPUs too old for them; bitsandbytes names a missing runtime or CUDA build
(cextension.py); FFmpeg names the driver library it cannot load (hwcontext_cuda.c, nv-codec-headers); Lightning
and Ultralytics report a torch without CUDA (accelerator_connector.py, device_parser.py, select_device), and
DeepSpeed ops built for another torch (op_builder/builder.py); Apptainer finds no driver files for --nv
(launcher_linux.go) and Charliecloud's ch-fromhost the nvidia-container-cli it calls (bin/ch-fromhost), cudnn.torch
the cuDNN range of its branch (ffi.lua), TensorFlow 1.2 a toolkit library it cannot open (dso_loader.cc), nvcc a cuDNN
5 parameter type that Caffe-era code does not pass, and Apollo's dev_start.sh the host name of its container; conda's
solver compares the __cuda virtual package with what a package needs. DKMS, Xorg and pip wordings were checked against
public logs. MXNet names the build flag a GPU context needs (storage.cc), Kokkos an architecture its build lacks
(Kokkos_Cuda_Instance.cpp), the driver's PTX JIT a newer PTX ISA; conda-forge's CPU variants carry a cpu_ build
string; libnvidia-container misses an NVML entry point
of a newer driver; torch.utils.cpp_extension finds a toolkit but no CUDA runtime it can use; OptiX reports a driver
older than its ABI by code (7801), and Blender Cycles names the CUDA error of a render queue; OpenCV says when it was
built without CUDA (net_impl.cpp, private.cuda.hpp) and which CUDA error its first GpuMat allocation got (gpu_mat.cu;
an unknown error from a build for another GPU, opencv/opencv#23324), ElasticFusion the texture reference a build
without the GPU's architecture cannot bind (mp3guy/ElasticFusion#169, #190), and the CUDA runtime names the MPS errors
805-809; XGBoost, LightGBM and CatBoost refuse the GPU in builds without it (common.h, gpu_tree_learner.h,
trainer_env.cpp), as do CTranslate2 (devices.cc) and MMCV's op registry; faiss-cpu lacks the GPU classes, and dlib
reports its build flag and the cuDNN its CMake did not find (find_cudnn.txt), as do faceswap's setup.py, llm.c's
Makefile and FindCuDNN CMake modules; MMseqs2 and S2FFT say they were compiled without CUDA support.
CUDA.jl names the driver, runtime and GPU it
cannot use (CUDACore/src/initialization.jl, lib/cudadrv/state.jl), and text-generation-inference's launcher counts
the GPUs it was given (launcher/src/main.rs), and Isaac Gym a driver older than the CUDA it was built for;
xFormers says why each attention operator cannot run (ops/fmha/common.py). EasyOCR,
Whisper, Unsloth and Accelerate's bitsandbytes loader say when torch gave them no CUDA device, and InsightFace
which ONNX Runtime providers it got, and ONNX Runtime's arena the buffer it could not allocate
(bfc_arena.cc); vLLM and torch.autocast refuse bfloat16 on GPUs older than Ampere. Paddle's signal handler
reports a native crash (platform/init.cc), the CUDA runtime a call that needs a newer driver (error 36), llama.cpp
a --gpu-layers request no GPU backend can take (common/arg.cpp), GFPGAN a torch without CUDA
(inference_gfpgan.py), PyG's extensions another CUDA than torch's (torch_scatter/__init__.py), Apex its missing
amp_C (optimizers/fused_adam.py), and the container runtime hook a --gpus flag outside its legacy mode
(cmd/nvidia-container-runtime-hook/hook_config.go); Numba notices it runs in a child forked after CUDA init
(cudadrv/driver.py), and Accelerate's notebook_launcher finds CUDA initialised before it forks (launchers.py),
and Ray Tune warns that its trials asked for no GPU (tune/tune.py);
XLA names a ptxas older than the GPU or than CUDA 12.6.3 (asm_compiler.cc, ptx_compiler_helpers.cc), and Paddle
Inference a TensorRT it cannot load (dynamic_loader.cc); go-nvml prints NVML's return codes by name, and
libnvidia-container rejects a requirement expression it cannot evaluate; Triton's Python backend cannot size its
shared-memory region (shm_manager.cc), and TensorRT-LLM names the CUDA call that ran out of memory.
COLMAP says when its SIFT runs on OpenGL for want of CUDA (feature/sift.cc, matcher.cc),
OpenMM which device index it cannot use (CudaContext.cpp), CTranslate2 and NCCL pass cudaGetErrorString on
(cuda/utils.h, include/checks.h), NVIDIA Warp finds no driver (cuda_util.cpp, context.py), and TensorFlow 1.x's
self-check names the DLL it needs (python/platform/self_check.py); Faiss reports the GPU allocation it could not
make (StandardGpuResources.cpp, StackDeviceMemory.cpp); tiny-cuda-nn finds no extension for the GPU (modules.py),
Bark warns that no GPU is used (generation.py), and nvidia-docker 1.x's first CUDA check printed two bare versions.
Warp names a driver older than its build needs (context.py), PyTorch 1.0 a failed cuBLAS call in words
(THCGeneral.cpp), the NCCLCHECK macro of nccl-tests and its copies the NCCL call that failed, TorchServe the GPUs it
counted (ConfigManager.java), and CUDA-Q a GPU simulator it could not load (LinkedLibraryHolder.cpp).
Some wordings were read from the packages users install (the sources and strings of the wheels): torch 2.13's
compute-capability warning, NVML helpers, NVTX stubs and ATen CUDA hooks; onnxruntime-gpu 1.31's lazy loading of
cuDNN, cuFFT and NVRTC; PaddlePaddle 3.3.1's CPU-only refusals, spawn's card check and custom-operator build, and
paddlepaddle-gpu 2.6.2's device count, allocators and NCCL loader; TensorFlow 2.21's native-Windows warning and XLA's
cubin loader; cuda-pathfinder 1.9's library search and thinc 9.1's GPU check; vLLM 0.34's DEBUG platform detection
and CUTLASS kernel lookup; PaddleX 3.7's CLI, NVIDIA DALI 2.4's library loaders, llama-cpp-python 0.3's offload
warnings, nvitop's NVML check and capitalised CUDA driver errors, Open3D's device check, MindSpore 2.10's GPU
check and Warp 1.19's driver check; jax 0.10 and its CUDA plugins (XLA's device filter, library stubs, PTX compiler
search), xFormers 0.0.35's extension loader, Ultralytics 8.4's ONNX backend, LMDeploy 0.18's KV-cache sizing,
numba-cuda 0.30's NVRTC capability check, DeepSpeed 0.19's accelerator detection, Lightning 2.6's fork
launcher and device lookup, AutoGPTQ 0.7's kernel import, Coqui TTS 0.22's GPU assertion and XGBoost 3.2's NCCL
loader and histogram memory, the static CUDA runtime's driver check, Triton 3.9's driver selection,
PaddleClas 2.6's GPU check, PaddleNLP 2.8's ONNX Runtime and JIT-operator checks, GPT4All 2.8's CUDA
backend loader, rembg 2.0's provider check, Unsloth 2026.10's start-up check, Taichi 1.7's driver loader and CPU
fallback and SGLang's nvidia-smi probe. The xmr-stak miners' CUDA checks were read in their source (cuda_extra.cu),
GroundingDINO's extension import in ms_deform_attn.py,
Paddle's refusal of flash attention in builds or on GPUs without its kernels (flash_attn_utils.h), the NVML
assertion of PyTorch's caching allocator (CUDACachingAllocator.cpp), R torch's LibTorch download (install.R),
Vulkan's VK_ERROR_INCOMPATIBLE_DRIVER, PyTorch's lazy NVRTC loader (DynamicLibrary.cpp), the Windows loader's missing
driver entry point and cuDNN 9's sub-library loader. From packages (no look-ups): ColossalAI 0.5's extension
loader, gsplat 1.5's and NerfAcc 0.5's toolkit check, Horovod 0.28's build and libcuda loader, CatBoost 1.2's GPU
trainer, Faiss GPU 1.14's capability check, FlashInfer 0.7's JIT toolchain lookup,
InsightFace 2.1's provider check, onnxruntime-genai-cuda 0.18's CUDA_PATH check, TensorRT 11's driver loader, Theano's
cuDNN lookup and Chainer's CuPy check. On the JVM: DJL's native-build lookup (LibUtils.java), JCuda's JNI loader
(LibUtils.java) and ND4J's constant-memory lookup (libnd4j ConstantHelper.cu); OpenCV's dnn module on a GPU its CUDA
build has no code for (op_cuda.cpp); TensorRT's library loader (libLoader.cpp), RLlib's learner GPU check
(torch_learner.py), CuPy's bare NVRTC status (nvrtc.pyx), Paddle 2.1's TensorRT loader (dynload/tensorrt.h),
Windows miners without nvml.dll (NVML's code 12 in nvml.h), bitsandbytes 0.41's CUDA setup (cextension.py) and
Jan's engine loader (cortex server.cc); the open kernel module's GPU refusals (open-gpu-kernel-modules README);
Guppy's basecaller buffers. Open MPI names a CUDA-aware request its build cannot serve (help-mpi-runtime.txt);
nvidia-smi exits with NVML's return code (nvml.h), as Python, telegraf and nvidia_gpu_exporter report it.
Kaldi says when it was built without CUDA or found every GPU taken (cuda-gpu-available.cc, cu-device.cc), dorado
when its build has no kernels for the GPU (cuda_utils.cpp), and Ultimate Vocal Remover turns out-of-memory and
kernel-image errors into its own words (error_handling.py); Open Image Denoise says when no CUDA GPU is in its
build's range (context.cpp), and the RVC WebUI, CosyVoice, Flowframes, Petals, ChatTTS and MMAudio when torch gives
them no usable GPU (config.py, cosyvoice.py, AiProcess.cs, NvApi.cs, server.py, utils/gpu.py, demo.py). DCGM names
memory faults on the board (dcgm_errors.h), and nvidia-persistenced the device files it cannot open.
CUDAdrv.jl's build finds no driver library (deps/build.jl), cuRAND's status 201 is a failed kernel launch
(curand.h), torch's CPU wheel has no libtorch_cuda.so or libc10_cuda.so (torch/lib of 2.13.0+cpu), Vulkan names
exhausted device memory VK_ERROR_OUT_OF_DEVICE_MEMORY, and Node.js prints a native addon's \\\\?\\ path after a failed
LoadLibrary. OBS's NVENC plug-in names an outdated driver and too many encode sessions (nvenc-helpers.c), and
LLaMA-Factory's web UI warns when torch finds no accelerator (webui/runner.py). A binding that asks libnvidia-ml
for an NVML function of a later driver branch fails its symbol lookup (nvml.h's versioned entry points), Windows
reports a missing DLL of a spawned process as NTSTATUS 0xC0000135, the container toolkit's CDI modifier wraps NVML's
init error in lower case (internal/modifier/cdi.go), and LLVM's NVPTX back end names an arch it does not know.
Ollama's GPU discovery reports only the numeric return code of cuInit / cudart ("cudart init failure: %d",
discover/gpu_info_cudart.c and gpu_info_nvcuda.c at ollama@bebb6823); the code decides the cause, as it does for the
CUDA enum names the KB already reads. GPTQModel and diffusers' Nunchaku loader refuse a GPU older than their kernels
(_const.py, nunchaku_quantizer.py), transformers' quantizers and Polars' GPU engine refuse to run without a CUDA torch
or cudf_polars (quantizer_gptq.py, lazyframe/engine.py), tinygrad finds no /dev/nvidiactl without the nvidia module
(ops_nv.py), MNN falls back from a CUDA backend it was built without (Schedule.cpp), PG-Strom skips a GPU below its
minimum compute capability (gpu_device.c), Qiskit Aer refuses device="GPU" in a build without CUDA
(aer_controller.hpp), and jaxlib 0.1.x an unknown backend (xla_client.py's get_local_backend). PyTorch 0.4 to 2.x
warned of a GPU that needs a newer CUDA than the build's (torch/cuda/__init__.py's incorrect_binary_warn), and THC's
check macro the error code of a failed call (THCGeneral.cpp, __THCudaCheck); Theano's old back end names a CNMeM pool
it could not reserve (cuda_ndarray.cu), and Chainer 1.x's setup the CUDA support it skipped (chainer_setup_build.py).
Apache TVM names a target its build did not enable (codegen.cc) and the default arch it compiles for when it finds no
CUDA device (target_kind.cc), and TensorFlow's configure the cuDNN version it found no library of (configure.py).
MXNet's fatal log names the GPU it was built without (ndarray.cc, operator_common.h), and PennyLane a GPU device whose
plugin is not installed (devices/device_constructor.py); cuRAND reports a CUDA it could not initialise as status 203
(curand.h), and Milvus 0.x the bare error number of its GPU count (core/src/utils/ValidationUtil.cpp); MatConvNet's
MEX files take a gpuArray for a non-numeric input when built without GPU support (bits/datamex.cu), and nvdiffrast's
check macro gives the CUDA error by number beside the call it wrapped (common/framework.h); Kaolin and MinkowskiEngine
say when their ops were built without CUDA (csrc/check.h, __init__.py). ASTRA's compiled astra_c links the CUDA
runtime and cuFFT in its conda builds (build/conda/libastra/meta.yaml), and the linker names the TensorRT libraries a
tar install leaves off its search path (-lnvinfer); the loader names a driver API function (cu*, cuda.h) that an older
libcuda.so.1 does not export, and xFormers the CUTLASS attention kernel it has none of for the GPU
(attention_forward_generic.cu); cudarc names the CUDA library it could not load (src/lib.rs), and node-llama-cpp's
`inspect gpu` the CUDA part it did not find (InspectGpuCommand.ts); the NVIDIA device plugin's volume-mounts strategy
names its mount root where a GPU id belongs (internal/plugin/server.go); sppark's CUDA_OK names the call that failed
and the runtime's error text (util/exception.cuh), ldd the stub libcuda a stubs directory on the search path puts
before the driver's, NCCL the NVML call that failed at start-up (misc/nvmlwrap.cc), DALI's VideoReader the driver's
NVDEC library it could not load (video_loader.h), the loader the libnvidia-container library that nvidia-container-cli
needs (pkg/deb/control: a package of its own), Windows the CUDA DLLs of pynvjpeg's compiled nvjpeg (setup.cfg), the
proprietary kernel module a GPU that only the open modules drive (NVIDIA's R560 announcement), `kubectl describe node`
a node whose device plugin registered no GPU (the k8s-device-plugin README makes the nvidia runtime its prerequisite),
Python's ctypes on Windows a function missing from the library it loaded (_ctypes.c), which tells bitsandbytes'
Windows package without a CUDA library (before 0.43, its CHANGELOG) from a Linux setup that found no libcudart, apex
names the CUDA of the torch it builds against, None for a torch without CUDA (setup.py), and torch.cuda's run-time
kernel compiler an NVRTC library it could not load (torch/cuda/_utils.py, read in the torch 2.13.0 wheel), Darknet's
current wording for a convolution that no cuDNN algorithm fits in the free memory is "hasn't found"
(convolutional_layer.c), and ethminer 0.18 prints a driver older than its CUDA without the colon (CUDAMiner.cpp); the
AI Segmentation plugin for QGIS names the driver it finds too old for the PyTorch wheels it would install
(venv_manager.py), and the RVC WebUI's 2023 config.py says in Chinese that it found no supported NVIDIA card. The
strings of PaddlePaddle 2.6.2's GPU wheel (libpaddle.so, libphi.so and its Python files) give a device id beyond the
GPUs it counts in seven more checks and two with a count of 0, a DataLoader process killed by a bus error, a
shared-memory segment it could not map and NCCL's errno (no space left on device), the cuFFT, NCCL, TensorRT and NVRTC
libraries it could not load, an NCCL too old for pipeline training, cuDNN's status 11 (the driver library it needs is
missing), and the sparse convolution's own shared memory, on the chip and not in /dev/shm. TensorFlow's 2.10.1, 2.15.1
and 2.20.0 wheels give 2.20's wrapped cuInit status, the diagnostics that find no libcuda DSO or no /dev/nvidia0,
XLA's "libdevice not found at" and its warning for drivers before 396.20, the cuBLAS handle it could not create, its
Eigen allocator out of memory, and the Windows self-check's missing Visual C++ DLLs. The NVIDIA Container Toolkit (at
d34b3046, and 1.17.9's hook) names a hook without nvidia-container-cli or its config file, its CSV mode's own CUDA
check on Jetson, NVIDIA_VISIBLE_DEVICES ignored in an unprivileged container, no NVIDIA devices, and a GPU index that
NVML does not have; the device plugin gives CDI names of its own kind and, before v0.13, Xid lines of another form.
ONNX Runtime's GPU wheels name a device id beyond the GPUs its CUDA provider sees, and the libnvinfer its TensorRT
provider could not load. The NVIDIA driver as Debian packages it (535 and 550) prints its own API-mismatch text from
libnvidia-ml and libcuda, nvidia-smi's explanations of NVML errors, and NVRM's PCIe, power, probe and suspend lines;
Ollama's GPU discovery changed its wording across releases ('nvcuda', 'cuda driver library', 'cuInit failed'); JAX's
CUDA plugin checks cuDNN releases and compute capabilities; TensorRT, Torch-TensorRT and Polygraphy print raw
cudaError_t numbers; torch 2.14 and its CUDA 13 libraries (cuDNN 9.24, cuBLAS, NCCL 2.30, nvJitLink, nvcc and ptxas)
name GPU floors, status codes and host compilers; bitsandbytes, DeepSpeed, vLLM and accelerate, and CuPy, PyCUDA,
numba and cuda-python name what they could not load or use. ComfyUI, Forge and SageAttention, CTranslate2's bundled
cuDNN loaders, transformers' and accelerate's device checks, CUDA.jl, cudarc, candle and R torch, dockerd's and
podman's device checks, the GPU Operator's validator, Slurm and Apptainer, OpenCV, dlib, insightface, MXNet, PaddleX,
triton-windows, mmcv, detectron2, pytorch3d, pip, conda-forge's build strings and RAPIDS word the same causes their
own way, as did the 1.x releases of torch, TensorFlow 1.15 to 2.6 and PaddlePaddle 2.0 to 2.4. So do Ultralytics and
YOLOv5, wsl.exe and the mounts of WSL 2, the container engines (nvidia-docker 1.x, docker's CLI and daemon,
containerd, CRI-O, the kubelet), Triton's launcher and compiler, the open kernel modules' Xid, GSP and nvidia-uvm
lines and DCGM's health checks, PyG, DGL, cumm and torchvision's stable-ABI build, the quantisation kernels and
servers (auto-gptq, GPTQModel, FlashInfer, SGLang, ExLlamaV2, llama.cpp) and the PaddlePaddle toolkits (PaddleOCR,
PaddleSeg, PaddleSpeech, PaddleNLP, PaddleHub); so do k2, kaldifeat, pyannote.audio, NeMo and SpeechBrain, Transformer
Engine, apex and Megatron-LM, Theano, libgpuarray, darknet, cutorch, Chainer and Caffe's CMake, and FFmpeg's NVENC and
NVDEC loaders, OBS, PyNvVideoCodec and Frigate; and so do the CUDA samples, nvbandwidth and gpu-burn, TorchSharp,
LLamaSharp, ONNX Runtime's C# binding and ND4J, SD.Next, kohya_ss and InvokeAI, Ray, torchrun and Horovod, gpustat,
dcgm-exporter and the Go NVML binding, Triton Inference Server, Jetson's memory manager and jetson-utils, MindSpore,
MegEngine, Jittor and OneFlow, mmdeploy's SDK, Blender Cycles, OpenMM, GROMACS, LAMMPS and Kokkos, UCX, Open MPI and
nccl4py, nvidia-installer, DKMS and the kernel's module loader, the older releases of vLLM, LMDeploy, FastChat and
text-generation-inference, torch 2.1 and 2.5, instant-ngp / tiny-cuda-nn and NerfAcc, PyTorch Lightning, the NVIDIA
Container Toolkit 1.20, Apptainer, Singularity and enroot, nvcc's host-compiler checks and CMake's CUDA modules,
PyTorch3D, Kaolin and pyrender, hashcat and pyopencl, CUDA Python (cuda-bindings, cuda-core, cuda-pathfinder,
numba-cuda, nvmath-python), TensorFlow 2.15 and 2.21, mamba-ssm, causal-conv1d, SageAttention and NATTEN, KoboldCpp,
GPT4All, LocalAI and cortex.cpp, conda's and libmamba's __cuda explanations, DCGM and nvidia-smi -q, onnxruntime-gpu,
TensorRT-LLM, the NVIDIA and GKE device plugins and the EKS AMI, DALI, nvImageCodec and TorchCodec, NGC containers'
entrypoint banners, CUPTI, kineto and Nsight, dorado, Boltz, OpenFold and AlphaFold 3, tch-rs, the ort crate, R torch,
DJL and candle, Isaac Gym's PhysX, NVIDIA Warp and Taichi, DeepSpeed's op builders and ColossalAI, tinygrad, hidet,
Torch-TensorRT, TVM and Modular MAX, vLLM 0.10 and 0.34, SGLang 0.5, LMDeploy 0.18 and exllamav2, XGBoost, LightGBM,
CatBoost and Faiss, PaddlePaddle 3.x, GStreamer's nvcodec, the DeepStream Python apps, Savant and scikit-cuda,
faceswap, FaceFusion, roop and Deep-Live-Cam, COLMAP, AliceVision and OpenMVS, GPT-SoVITS, CosyVoice and ChatTTS, the
hybrid-graphics switchers (Bumblebee, optimus-manager, EnvyControl, nvidia-prime, SUSEPrime, supergfxctl,
system76-power), Folding@home, BOINC, ethminer and xmrig, Xorg's NVIDIA driver and the distributions' driver tooling
(Debian's nvidia-support and nvidia-detect, DKMS, ubuntu-drivers, akmods), MXNet and CNTK, DGL and GraphBolt,
MinkowskiEngine, torchsparse, spconv and Open3D, Debian's CUDA toolkit wrappers, torchvision's nvJPEG, PyNvVideoCodec
and OpenCV's CUDA modules, tfjs-node-gpu, onnxruntime-node, node-llama-cpp and transformers.js, Unsloth, axolotl,
torchtune and LLaMA-Factory, PaddlePaddle 2.5 and 2.6. Each line below is the format string filled in; the test fails
when a wording stops reaching its entry, or when the library-not-found reading of "unable to load cudart library"
comes back for a library that did load.
"""

from __future__ import annotations

import pytest
from conftest import ranked_causes, ranked_ids

from resolver.api import resolve_text


def _ranked(text: str, kb) -> list[tuple[str, str]]:
    """The hypotheses of `text` without the free-text fallback, as (cause id, confidence), best first."""
    return ranked_causes(text, kb)


def _first(text: str, kb) -> tuple[str, str] | None:
    """The first hypothesis of `text` without the free-text fallback, as (cause id, confidence)."""
    ranked = _ranked(text, kb)
    return ranked[0] if ranked else None


_OCI_CREATE = ("docker: Error response from daemon: failed to create task for container: failed to create shim task: "
               "OCI runtime create failed: ")
_CUDART = ('level=WARN source=gpu.go:228 msg="unable to load cudart library /usr/lib/libcudart.so.12: '
           'cudart init failure: {}"')
_NVCUDA = 'level=INFO source=gpu.go:350 msg="cuda driver library init failure: {}"'

CASES = [
    # PyTorch 0.4-1.x and 2.x: a build whose CUDA predates the GPU (each line of the three-line warning alone)
    ("    Found GPU0 GeForce RTX 2070 which requires CUDA_VERSION >= 9000 for", "no-kernel-image"),
    ("     optimal performance and fast startup time, but your PyTorch was compiled", "no-kernel-image"),
    ("     with CUDA_VERSION 8000. Please install the correct PyTorch binary", "no-kernel-image"),
    ("    Found GPU0 GeForce RTX 2080 Ti which requires CUDA_VERSION >= 10000 to", "no-kernel-image"),
    # PyTorch 0.4-1.x and cutorch: THC's check macro on a failed allocation, alone where the run ends there
    ("THCudaCheck FAIL file=/pytorch/aten/src/THC/generic/THCStorage.cu line=58 error=2 : out of memory", "cuda-oom"),
    # Theano's old CUDA back end: the CNMeM pool (lib.cnmem) larger than the free memory
    ("initCnmem: cnmemInit call failed! Reason=CNMEM_STATUS_OUT_OF_MEMORY. numdev=1", "cuda-oom"),
    # Chainer 1.x's setup installing its bundled CuPy without CUDA
    ("    *** Skip installing cuda support", "cpu-only-build"),
    # NVIDIA's Xid catalog: 62 internal micro-controller halt, 54 auxiliary power not connected
    # (the kernel log's Xid prefix only: what follows the number varies by code and driver release)
    ("[ 1234.567890] NVRM: Xid (PCI:0000:3b:00): 62, pid='<unknown>', name=<unknown>", "gpu-hardware-fault"),
    ("[   12.345678] NVRM: Xid (PCI:0000:01:00): 54, pid='<unknown>', name=<unknown>", "gpu-hardware-fault"),
    # Python shows the source line of a failing assert: an application refusing to run without CUDA
    ("  File \"train.py\", line 20, in <module>\n"
     "    assert torch.cuda.is_available(), \"CPU training is not allowed.\"\n"
     "AssertionError: CPU training is not allowed.", "cpu-only-build"),
    # go-nvml's return code by name when libnvidia-ml cannot be loaded (k8s-device-plugin internal/plugin/factory.go)
    ("E0512 10:11:12.123456       1 factory.go:99] Failed to initialize NVML: ERROR_LIBRARY_NOT_FOUND.",
     "nvml-library-not-found"),
    # open-gpu-kernel-modules kernel-open/nvidia/nv-pci.c: another driver holds the register BAR
    ("[    5.123456] NVRM: request_mem_region failed for 16M @ 0xde000000. This can", "driver-not-loaded"),
    # nvidia-installer misc.c
    ("WARNING: The Nouveau kernel driver is currently in use by your system.  This driver is incompatible with the "
     "NVIDIA driver, and must be disabled before proceeding.", "driver-not-loaded"),
    ("WARNING: You do not appear to have an NVIDIA GPU supported by the 550.54.14 NVIDIA Linux graphics driver "
     "installed in this system.", "driver-gpu-unsupported"),
    # transformer_engine/common/__init__.py _load_cuda_library
    ("RuntimeError: cudnn shared object not found.", "cudnn-lib-missing"),
    ("RuntimeError: nvrtc shared object not found.", "cuda-runtime-lib-missing"),
    # hashcat src/backend.c
    ("Outdated NVIDIA CUDA driver version '8000' detected!", "driver-too-old"),
    ("* Device #1: CUDA SDK Toolkit not installed or incorrectly installed.", "cuda-runtime-lib-missing"),
    # TensorRT's builder: cudaErrorUnsupportedPtxVersion (222) at CUDA initialisation
    ("ERROR: CUDA initialization failure with error 222. Please check your CUDA installation:  "
     "http://docs.nvidia.com/cuda/cuda-installation-guide-linux/index.html", "driver-too-old"),
    # TensorRT virtualMemoryBuffer without the requested size
    ("[virtualMemoryBuffer.cpp::resizePhysical::144] Error Code 2: OutOfMemory (no further information)", "cuda-oom"),
    # spconv 1.x include/tensorview/tensorview.h TV_CHECK_CUDA_ERR (copied into mmdet3d/ops/spconv)
    ("RuntimeError: mmdet3d/ops/spconv/src/indice_cuda.cu 124\ncuda execution failed with error 2", "cuda-oom"),
    # cumm include/tensorview/tensor.h, a CPU-only cumm under spconv 2.x
    ("ValueError: /io/include/tensorview/tensor.h(171)\ndon't compiled with cuda", "cpu-only-build"),
    # PyG companions' __init__.py check, CUDA 0.0 = built without CUDA
    ("RuntimeError: Detected that PyTorch and torch_sparse were compiled with different CUDA versions. PyTorch has "
     "CUDA version 10.1 and torch_sparse has CUDA version 0.0. Please reinstall the torch_sparse that matches your "
     "PyTorch install.", "cpu-only-build"),
    # jax/_src/xla_bridge.py: no gpu backend
    ("RuntimeError: Unknown backend: 'gpu' requested, but no platforms that are instances of gpu are present. "
     "Platforms present are: cpu", "cpu-only-build"),
    # tinygrad's NV backend (runtime/ops_nv.py) opening the driver's control node on a host without the nvidia module
    ("FileNotFoundError: [Errno 2] No such file or directory: '/dev/nvidiactl'", "driver-not-loaded"),
    # transformers 5.25's quantizers (quantizer_gptq.py) when torch.cuda.is_available() is False
    ("RuntimeError: GPU is required to quantize or run quantize model.", "cpu-only-build"),
    # Polars 2.1's GPU engine (lazyframe/engine.py) without cudf_polars
    ("ModuleNotFoundError: GPU engine requested, but required package 'cudf_polars' could not be imported.",
     "cpu-only-build"),
    # GPTQModel 7.7 (models/_const.py) and diffusers 0.42 (nunchaku_quantizer.py): a GPU older than their kernels
    ("OSError: GPT-QModel cuda requires Pascal or later gpu with compute capability >= `6.0`.", "no-kernel-image"),
    ("ValueError: Loading Nunchaku INT4 checkpoints on CUDA requires a Turing or newer NVIDIA GPU.", "no-kernel-image"),
    # MNN's Schedule.cpp: no runtime for forward type 2 (MNN_FORWARD_CUDA), the CPU taken instead
    ("Can't Find type=2 backend, use 0 instead", "cpu-only-build"),
    # PG-Strom's gpu_device.c: a GPU below the release's minimum compute capability
    ("LOG:  PG-Strom: GPU0 Tesla K20m - CC 3.5 is not supported\nFATAL:  PG-Strom: no supported GPU devices found",
     "no-kernel-image"),
    # Qiskit Aer's controller (aer_controller.hpp): a build without the CUDA backend asked for device="GPU"
    ("qiskit_aer.aererror.AerError: 'Simulation device \"GPU\" is not supported on this system'", "cpu-only-build"),
    # jaxlib 0.1.x xla_client.py get_local_backend: the frame of the raise, the paste cut before the message
    ("  File \"/opt/conda/lib/python3.6/site-packages/jaxlib/xla_client.py\", line 61, in get_local_backend\n"
     "    raise RuntimeError('Unknown backend {}'.format(name))", "cpu-only-build"),
    # LAMMPS lib/gpu/geryon: CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE by number
    ("Cuda driver error 804 in call at file\n'/opt/lammps/lib/gpu/geryon/nvd_device.h' in line 333.", "driver-too-old"),
    # MegEngine dnn/src/cuda/handle.cpp: the loaded cuDNN is not the one it was compiled with
    ("extra message: cudnn version mismatch: compiled with 8101; detected 8204 at runtime, may caused by customized "
     "environment, for example LD_LIBRARY_PATH on LINUX and PATH on Windows!!", "cudnn-version-mismatch"),
    # text-embeddings-inference backends/candle/src/lib.rs: the image's tag targets another compute capability
    ("    Could not start backend: Runtime compute cap 75 is not compatible with compile time compute cap 80",
     "no-kernel-image"),
    # ethminer libethash-cuda/ethash_cuda_miner_kernel.h CUDA_SAFE_CALL with cudaGetErrorString
    ("cuda-0   Error CUDA mining: CUDA error in func init at line 126 out of memory", "cuda-oom"),
    # nvidia-container-toolkit pkg/nvcdi/device-wsl.go and driver-wsl.go (nvidia-ctk cdi generate, WSL mode)
    ("WARN[0000] Could not locate /dev/dxg: pattern /dev/dxg not found", "wsl-gpu-setup"),
    # driver-wsl.go wraps internal/dxcore/dxcore.go's error (the outer layers of the message vary by version)
    ("failed to initialize dxcore: failed to initialize dxcore context", "wsl-gpu-setup"),
    # nvcc --std: c++17 arrived in CUDA 11.0, c++20 in CUDA 12.0
    ("nvcc fatal   : Value 'c++17' is not defined for option 'std'", "toolkit-version-mismatch"),
    # ptxas run by hand on a Triton-emitted .ptx (relative file name)
    ("ptxas add_kernel.ptx, line 5; fatal   : Unsupported .version 8.4; current version is '7.8'",
     "toolkit-version-mismatch"),
    # the container hook's error with its "nvidia-container-cli: " prefix cut off
    ("initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or "
     "directory: unknown", "driver-not-loaded"),
    # rmm's pool resource (pool_memory_resource.hpp) under cuDF / cuGraph
    ("MemoryError: std::bad_alloc: out_of_memory: RMM failure at:/opt/conda/include/rmm/mr/device/"
     "pool_memory_resource.hpp:196: Maximum pool size exceeded", "cuda-oom"),
    # sherpa-onnx csrc/session.cc, a CPU build asked for the CUDA provider
    ("Please compile with -DSHERPA_ONNX_ENABLE_GPU=ON. Available providers: CPUExecutionProvider, . Fallback to cpu!",
     "cpu-only-build"),
    # mmcv/utils/ext_loader.py imports mmcv._ext, which only the full package has
    ("ModuleNotFoundError: No module named 'mmcv._ext'", "cpu-only-build"),
    # numba/cuda/cudadrv/nvvm.py
    ("numba.cuda.cudadrv.error.NvvmSupportError: libNVVM cannot be found. Do `conda install cudatoolkit`:",
     "cuda-runtime-lib-missing"),
    # kaldi src/cudamatrix/cu-device.cc, every GPU taken in exclusive-process mode
    ("WARNING ([5.5]:SelectGpuId():cu-device.cc:197) Will try again to get a GPU after 20 seconds.",
     "gpu-busy-unavailable"),
    ("ERROR ([5.5]:SelectGpuId():cu-device.cc:213) Failed to create CUDA context, no more unused GPUs?",
     "gpu-busy-unavailable"),
    # Slurm's CUDA_VISIBLE_DEVICES for a step without GPUs, parsed by an older Ray
    ("ValueError: invalid literal for int() with base 10: 'NoDevFiles'", "no-visible-gpu"),
    # TensorFlow's Windows builds have no NCCL kernel for MirroredStrategy's default all-reduce
    ("tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op "
     "'NcclAllReduce' used by {{node Adam/NcclAllReduce}}with these attrs: [reduction=\"sum\", shared_name=\"c1\", "
     "T=DT_FLOAT, num_devices=4]\nRegistered devices: [CPU, GPU]", "nccl-failure"),
    # NCCL src/os/linux.cc: a peer's /dev/shm segment is not there (ENOENT), not a full /dev/shm
    ("misc/shmutils.cc:129 NCCL WARN Error while attaching to shared memory segment /dev/shm/nccl-glnlGK (size "
     "14156128), error: No such file or directory (2)", "nccl-failure"),
    # libnvidia-container with a device id it does not know (an unexpanded compose variable here)
    ("stderr: nvidia-container-cli: device error: {GPU_ID:-0}: unknown device: unknown", "invalid-device-ordinal"),
    # nvcc's crt/host_config.h check, included from cuda_runtime.h line 83, in a paste cut before its #error
    ("In file included from /usr/local/cuda/include/cuda_runtime.h:83,\n                 from <command-line>:",
     "toolkit-version-mismatch"),
    # an extension linking libraries of another torch build
    ("ImportError: libtorch_cuda_cu.so: cannot open shared object file: No such file or directory",
     "toolkit-version-mismatch"),
    ("ImportError: libtorch_cpu.so: cannot open shared object file: No such file or directory",
     "toolkit-version-mismatch"),
    # nvidia-smi refusing a GPU reset or MIG mode change while the device is held (NVIDIA's MIG user guide)
    ("Warning: MIG mode is in pending enable state for GPU 00000000:07:00.0:In use by another client\n"
     "00000000:07:00.0 is currently being used by one or more other processes (e.g. CUDA application or a monitoring "
     "application such as another instance of nvidia-smi). Please first kill all processes using the device and retry "
     "the command or reboot the system to make MIG mode effective.", "gpu-busy-unavailable"),
    # ONNX Runtime's C API (provider_bridge_ort.cc) in a build without the provider
    ("Error { code: GenericFailure, msg: \"CUDA execution provider is not enabled in this build.\" }",
     "cpu-only-build"),
    # Caffe's CUDA_CHECK with cudaErrorMemoryAllocation, and its CPU_ONLY build asked for a GPU
    ("F0328 10:00:00.000000  1234 syncedmem.cpp:71] Check failed: error == cudaSuccess (2 vs. 0)  out of memory",
     "cuda-oom"),
    ("F0107 18:26:07.968050  3245 common.cpp:66] Cannot use GPU in CPU-only Caffe: check mode.", "cpu-only-build"),
    # Lua Torch7's cudnn.torch (ffi.lua) and Theano's gpuarray/dnn.py
    ("/home/u/torch/install/share/lua/5.1/cudnn/ffi.lua:1603: 'libcudnn (R5) not found in library path.",
     "cudnn-lib-missing"),
    ("RuntimeError: Mixed dnn version. The header is version 5005 while the library is version 5110.",
     "cudnn-version-mismatch"),
    # Theano's gpuarray back-end: a child process after the parent set up the GPU, and a cuDNN older than v5
    ("RuntimeError: You can't initialize the GPU in a subprocess if the parent process already did it",
     "cuda-fork-reinit"),
    ("Can not use cuDNN on context None: cuDNN version is too old. Update to v5* or higher, was 4007.",
     "cudnn-version-mismatch"),
    # decord's video reader and MXNet's image / linalg operators in builds without CUDA
    ("[09:52:48] /github/workspace/src/video/video_reader.cc:167: CUDA not enabled. Requested context GPU(0).",
     "cpu-only-build"),
    ("src/operator/image/image_random-inl.h:193: Compile with USE_CUDA=1 to use ToTensor operator on GPU.",
     "cpu-only-build"),
    ("src/operator/numpy/linalg/np_eig-inl.h:181: Please build with USE_CUDA=1 to enable GPU", "cpu-only-build"),
    # CMake's FindCUDA select_compute_arch.cmake with an architecture its table lacks
    ("CMake Error at cmake/select_compute_arch.cmake:275 (message):\n  Unknown CUDA Architecture Name 12.1(2.0) in "
     "CUDA_SELECT_NVCC_ARCH_FLAGS", "nvcc-unsupported-arch"),
    # exllamav2/model.py with a torch that has neither CUDA nor ROCm
    (" ## Warning: The installed version of PyTorch is 2.3.1+cpu and does not support CUDA or ROCm.", "cpu-only-build"),
    # candle-core/src/error.rs: a program built without the cuda feature asked for a CUDA device
    ("Error: the candle crate has not been built with cuda support", "cpu-only-build"),
    # candle / cudarc loading a kernel the PTX does not have (bf16 kernels need compute capability 8.0)
    ("Error: DriverError(CUDA_ERROR_NOT_FOUND, \"named symbol not found\") when loading cast_u32_bf16",
     "no-kernel-image"),
    # Python 3.7 and older name no module in the Windows loader's ImportError
    ("ImportError: DLL load failed: The specified module could not be found.", "windows-dll-not-found"),
    ("E0528 07:02:44.350251   27487 pjrt_stream_executor_client.cc:2826] Execution of replica 0 failed: "
     "RESOURCE_EXHAUSTED: Out", "cuda-oom"),
    ("UNAVAILABLE: Internal: Unable to initialize shared memory key 'triton_python_backend_shm_region_1' to "
     "requested size (1048576 bytes). If you are running Triton inside docker, use '--shm-size' flag to control the "
     "shared memory region size.", "shm-too-small"),
    ("[TensorRT-LLM][ERROR] CUDA runtime error in ::cudaMallocAsync(ptr, n, mCudaStream->get()): out of memory "
     "(/app/tensorrt_llm/cpp/tensorrt_llm/runtime/tllmBuffers.h:112)", "cuda-oom"),
    ("Error: error creating driver: error enumerating all possible devices: error enumerating GPUs and MIG devices: "
     "error initializing NVML: ERROR_LIBRARY_NOT_FOUND", "nvml-library-not-found"),
    ("stderr: nvidia-container-cli: requirement error: invalid expression", "container-cuda-requirement"),
    ("2024-04-11 15:12:17.547721: W external/org_tensorflow/tensorflow/compiler/xla/stream_executor/gpu/"
     "asm_compiler.cc:231] Falling back to the CUDA driver for PTX compilation; ptxas does not support CC 8.9",
     "nvcc-unsupported-arch"),
    ("E0103 16:41:38.489316 2217885 ptx_compiler_helpers.cc:87] *** WARNING *** Invoking ptxas with version 12.1.66, "
     "which corresponds to a CUDA version <=12.6.2. CUDA versions 12.x.y up to and including 12.6.2 miscompile "
     "certain edge cases around clamping.", "toolkit-version-mismatch"),
    ("E0829 19:15:43.725265  3556 port.h:53] Load symbol getPluginRegistry failed.", "cuda-runtime-lib-missing"),
    ("> ppocr.exe system --det_model_dir=det --use_gpu=true\n"
     "E0829 19:15:43.725265  3556 port.h:53] Load symbol getPluginRegistry failed.", "windows-dll-not-found"),
    ("2023-07-09 03:37:34,978\tWARNING tune.py:506 -- Tune detects GPUs, but no trials are using GPUs. To enable "
     "trials to use GPUs, wrap `train_func` with `tune.with_resources(train_func, resources_per_trial={'gpu': 1})` "
     "which allows Tune to expose 1 GPU to each trial.", "no-visible-gpu"),
    # Lightning's no-GPU error is a CPU torch on its own, but inside a Ray task it is Ray hiding the GPUs
    ("ray.exceptions.RayTaskError(MisconfigurationException): ray::ImplicitFunc.train() (pid=4101, ip=10.0.0.2)\n"
     "pytorch_lightning.utilities.exceptions.MisconfigurationException: You requested GPUs: [0]\n"
     " But your machine only has: []", "no-visible-gpu"),
    ("ValueError: To launch a multi-GPU training from your notebook, you need to avoid running any instruction "
     "using `torch.cuda` in any cell. Restart your notebook and make sure no cells use any CUDA function.",
     "cuda-fork-reinit"),
    ("RuntimeError: CUDA has been initialized before the `notebook_launcher` could create a forked subprocess. This "
     "likely stems from an outside import causing issues once the `notebook_launcher()` is called. Please review your "
     "imports and test them when running the `notebook_launcher()` to identify which one is problematic and causing "
     "CUDA to be initialized.", "cuda-fork-reinit"),
    ("NotImplementedError: Unsloth: No NVIDIA GPU found? Unsloth currently only supports GPUs!", "cpu-only-build"),
    ("NotImplementedError: Unsloth currently only works on NVIDIA GPUs and Intel GPUs.", "cpu-only-build"),
    (_CUDART.format(35), "driver-too-old"),
    (_NVCUDA.format(804), "driver-too-old"),
    (_NVCUDA.format(803), "nvml-driver-library-mismatch"),
    (_NVCUDA.format(802), "fabric-manager-not-running"),
    (_NVCUDA.format(999), "uvm-after-suspend"),
    ('level=WARN source=cuda_compat.go:65 msg="NVIDIA driver too old" device="NVIDIA GeForce GTX 1080" '
     'compute=6.1 driver=535 required_driver="550 or newer"', "driver-too-old"),
    ("W1201 09:47:13.000000 1234 gpu_resources.cc:96] WARNING: device: 0. The installed Paddle is compiled with "
     "CUDA 11.8, but CUDA runtime version in your machine is 11.2, which may cause serious incompatible bug. Please "
     "recompile or reinstall Paddle with compatible CUDA version.", "driver-too-old"),
    ("UnimplementedError: Place CUDAPlace(0) is not supported. Please check that your paddle compiles with "
     "WITH_GPU, WITH_XPU or WITH_IPU option or check that your train process set the correct device id if you use "
     "Executor.", "cpu-only-build"),
    ("'nvidia-smi' is not recognized as an internal or external command,", "driver-not-loaded"),
    ("sudo: nvidia-docker: command not found", "container-toolkit-missing"),
    ("bash: nvidia-docker: command not found", "container-toolkit-missing"),
    # the toolkit's own tools missing from PATH: bash, and dash running a POSIX sh script such as Charliecloud's
    # ch-fromhost --nvidia (bin/ch-fromhost: `nvidia-container-cli list --binaries --libraries`)
    ("bash: nvidia-ctk: command not found", "container-toolkit-missing"),
    # nvcc on Caffe-era cuDNN calls after cuDNN 5 added a NaN-propagation parameter
    ("/src/caffe/include/caffe/util/cudnn.hpp(110): error: argument of type \"int\" is incompatible with parameter "
     "of type \"cudnnNanPropagation_t\"", "cudnn-version-mismatch"),
    # TensorFlow 1.2's dso_loader.cc: a toolkit library outside LD_LIBRARY_PATH
    ("I tensorflow/stream_executor/dso_loader.cc:126] Couldn't open CUDA library libcublas.so.8.0. LD_LIBRARY_PATH: "
     "/usr/local/cuda/lib64", "cuda-runtime-lib-missing"),
    # cudnn.torch's R5 bindings (ffi.lua) refuse a cuDNN outside 5005..5999
    ("/home/user/torch/install/share/lua/5.1/cudnn/ffi.lua:1600: These bindings are for CUDNN 5.x (5005 <= "
     "cudnn.version > 6000) , while the loaded CuDNN is version: 7005", "cudnn-version-mismatch"),
    # Apollo's development container (docker/scripts/dev_start.sh: --hostname in_dev_docker)
    ("apollo@in_dev_docker:/apollo$ ./bazel-bin/modules/perception/tool/offline_visualizer_tool/offline_lidar_\n"
     "F0101 10:00:00.000000 31422 syncedmem.hpp:18] Check failed: error == cudaSuccess (35 vs. 0)  CUDA driver "
     "version is insufficient for CUDA runtime version", "container-no-gpu-access"),
    ("./inject.sh: 31: nvidia-container-cli: not found\n"
     "ch-fromhost: nvidia-container-cli failed; does this host have GPUs?", "container-toolkit-missing"),
    ("misc/cudawrap.cc:156 NCCL WARN CUDA Driver version found is 11040. Minimum requirement is 12020",
     "driver-too-old"),
    ("init.cc:1234 NCCL WARN Mismatched NCCL version detected : rank 0 version 21805 rank 1 version 21903",
     "nccl-failure"),
    ("init.cc:1234 NCCL WARN Invalid device 2 (totalnDev=2)", "invalid-device-ordinal"),
    ("NCCL WARN P2P is disabled between NVLINK connected GPUs 0 and 1. This should not be the case given their "
     "connectivity, and is probably due to a hardware issue.", "nccl-failure"),
    ("ggml-cuda/common.cuh:405: ERROR: CUDA kernel mul_mat_q has no device code compatible with CUDA arch 600. "
     "ggml-cuda.cu was compiled for: 610,700,750,800", "no-kernel-image"),
    ("RuntimeError: Detected that PyTorch and torchvision were compiled with different CUDA major versions. "
     "PyTorch has CUDA Version=11.8 and torchvision has CUDA Version=12.1.", "toolkit-version-mismatch"),
    ("numba.cuda.cudadrv.error.CudaSupportError: Error at driver init: CUDA driver library cannot be found.",
     "driver-not-loaded"),
    ("[01/08/2024-17:06:37] [TRT] [W] CUDA initialization failure with error: 35. Please check your CUDA "
     "installation:  http://docs.nvidia.com/cuda/cuda-installation-guide-linux/index.html", "driver-too-old"),
    ("[E] [TRT] Cuda initialization failure with error 2. Please check cuda installation:  "
     "http://docs.nvidia.com/cuda/cuda-installation-guide-linux/index.html.", "cuda-oom"),
    ("[TRT] [E] createInferBuilder: Error Code 6: API Usage Error (CUDA initialization failure with error: 46)",
     "gpu-busy-unavailable"),
    ("RuntimeError: Found Tesla P40 which is too old to be supported by the triton GPU compiler, which is used as "
     "the backend. Triton only supports devices of CUDA Capability >= 7.0, but your device is of CUDA capability 6.1",
     "no-kernel-image"),
    ("RuntimeError: FlashAttention only supports Ampere GPUs or newer.", "no-kernel-image"),
    ("\N{POLICE CARS REVOLVING LIGHT} CUDA SETUP ERROR: Missing dependency: libcusparse.so.12 "
     "\N{POLICE CARS REVOLVING LIGHT}", "cuda-runtime-lib-missing"),
    ("\N{POLICE CARS REVOLVING LIGHT} CUDA VERSION MISMATCH \N{POLICE CARS REVOLVING LIGHT}",
     "wheel-platform-unsupported"),
    ("[AVHWDeviceContext @ 0x55d0c4b3a1c0] Cannot load libcuda.so.1", "container-no-gpu-access"),
    ("cuda driver library failed to get device context 46time=2025-02-11T11:04:19.165-05:00 level=WARN",
     "gpu-busy-unavailable"),
    ("lightning_fabric.utilities.exceptions.MisconfigurationException: No supported gpu backend found!",
     "cpu-only-build"),
    ("MisconfigurationException: You requested gpu: [0, 1]\n But your machine only has: [0]", "invalid-device-ordinal"),
    ("ValueError: Invalid CUDA 'device=0' requested. Use 'device=cpu' or pass valid CUDA device(s) if available, "
     "i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.\n\ntorch.cuda.is_available(): False\n"
     "torch.cuda.device_count(): 0\nos.environ['CUDA_VISIBLE_DEVICES']: None", "cpu-only-build"),
    ("ValueError: Invalid CUDA 'device=0' requested. Use 'device=cpu' or pass valid CUDA device(s) if available, "
     "i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.\n\ntorch.cuda.is_available(): False\n"
     "torch.cuda.device_count(): 0\nos.environ['CUDA_VISIBLE_DEVICES']: -1", "no-visible-gpu"),
    ("RuntimeError: CUDA version mismatch! DeepSpeed ops were compiled and installed with a different version than "
     "what is being used at runtime. Please re-install DeepSpeed or switch torch versions. Install CUDA version=11.8, "
     "Runtime CUDA version=12.1", "toolkit-version-mismatch"),
    ("WARNING: Could not find any nv files on this host!", "driver-not-loaded"),
    ("Error! Bad return status for module build on kernel: 6.8.0-40-generic (x86_64)\n"
     "Consult /var/lib/dkms/nvidia/535.183.01/build/make.log for more information.", "driver-not-loaded"),
    ("  - pytorch-cuda=12.1 -> __cuda[version='>=12.1']\n\nYour installed version is: 11.4", "driver-too-old"),
    ("LibMambaUnsatisfiableError: Encountered problems while solving:\n"
     "  - nothing provides __cuda >=12.1 needed by pytorch-cuda-12.1-ha16c6d3_5", "driver-too-old"),
    ('torch 2.3.0 requires nvidia-cudnn-cu12==8.9.2.26; platform_system == "Linux" and platform_machine == '
     '"x86_64", but you have nvidia-cudnn-cu12 9.1.0.70 which is incompatible.', "cudnn-version-mismatch"),
    ("[16:14:50] src/storage/storage.cc:119: Compile with USE_CUDA=1 to enable GPU usage", "cpu-only-build"),
    ("Kokkos::Cuda::initialize ERROR: likely mismatch of architecture", "no-kernel-image"),
    # GNU ld on a zero-byte Jetson placeholder (a docker build without the NVIDIA default runtime).
    ("/usr/bin/ld: /usr/lib/aarch64-linux-gnu/libcudnn.so: file not recognized: file truncated",
     "container-no-gpu-access"),
    ('time=2024-05-01T10:00:00.000Z level=INFO source=gpu.go:221 msg="[0] CUDA GPU is too old. Compute Capability '
     'detected: 3.5"', "no-kernel-image"),
    ("NVRM: Xid (PCI:0000:65:00): 119, pid='<unknown>', name=<unknown>, Timeout waiting for RPC from GSP0! Expected "
     "function 76 (GSP_RM_CONTROL) (0x20800a4c 0x4).", "gpu-hardware-fault"),
    ("paddle.fluid.core_avx.EnforceNotMet: Invalid CUDAPlace(1), must inside [0, 1), because GPU number on your "
     "machine is 1", "invalid-device-ordinal"),
    ("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
     "compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: "
     "--dtype=half.", "no-kernel-image"),
    ("RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16.",
     "no-kernel-image"),
    ("Optix call (optixInit()) failed with code 7801 (line 150)", "driver-too-old"),
    ("[ WARN:0@0.027] global net_impl.cpp:174 setUpNet DNN module was not built with CUDA backend; switching to CPU",
     "cpu-only-build"),
    ("cv2.error: OpenCV(4.8.0) /io/opencv/modules/core/include/opencv2/core/private.cuda.hpp:106: error: (-216:No "
     "CUDA support) The library is compiled without CUDA support in function 'throw_no_cuda'", "cpu-only-build"),
    ("Error: invalid texture reference: /home/turtlebot/ElasticFusion/Core/src/Cuda/convenience.cuh:68",
     "no-kernel-image"),
    ("  what():  OpenCV(4.5.4) /opt/opencv/modules/core/src/cuda/gpu_mat.cu:116: error: (-217:Gpu API call) unknown "
     "error in function 'allocate'", "no-kernel-image"),
    ("RuntimeError: CUDA error: MPS client failed to connect to the MPS control daemon or the MPS server",
     "gpu-busy-unavailable"),
    ("WARNING:ChatTTS.utils.gpu_utils:No GPU found, use CPU instead", "cpu-only-build"),
    ("xgboost.core.XGBoostError: [10:21:33] ../src/common/common.h:187: XGBoost version not compiled with GPU "
     "support.", "cpu-only-build"),
    ("[LightGBM] [Fatal] GPU Tree Learner was not enabled in this build.\nPlease recompile with CMake option "
     "-DUSE_GPU=1", "cpu-only-build"),
    ("_catboost.CatBoostError: catboost/libs/train_lib/trainer_env.cpp:9: Environment for task type [GPU] not found",
     "cpu-only-build"),
    ("xgboost.core.XGBoostError: [10:21:33] ../src/context.cc:49: Only 1 GPUs are visible, ordinal 1 is invalid.",
     "invalid-device-ordinal"),
    ("ValueError: This CTranslate2 package was not compiled with CUDA support", "cpu-only-build"),
    ("RuntimeError: nms_impl: implementation for device cuda:0 not found.", "cpu-only-build"),
    ("RuntimeError: Distributed package doesn't have NCCL built in", "nccl-failure"),
    ("RuntimeError: operator torchvision::nms does not exist", "toolkit-version-mismatch"),
    ("RuntimeError: Couldn't load custom C++ ops. This can happen if your PyTorch and torchvision versions are "
     "incompatible, or if you had errors while compiling torchvision from source.", "toolkit-version-mismatch"),
    ("ImportError: /root/miniconda3/lib/python3.8/site-packages/torch/lib/libtorch_cuda.so: undefined symbol: "
     "cudaGraphInstantiateWithFlags, version libcudart.so.11.0", "cuda-runtime-lib-missing"),
    ("ImportError: DLL load failed while importing onnxruntime_pybind11_state: The specified module could not be "
     "found.", "windows-dll-not-found"),
    ("/bin/sh: 1: nvcc: not found\nerror: command '/usr/bin/gcc' failed with exit code 1", "toolkit-version-mismatch"),
    ("Running verify PaddlePaddle program ...\nPaddlePaddle works well on 1 CPU.", "cpu-only-build"),
    (">>> import torch\n>>> torch.__version__\n'2.1.0+cpu'", "cpu-only-build"),
    ("WARNING:easyocr.easyocr:Neither CUDA nor MPS are available - defaulting to CPU. Note: This module is much "
     "faster with a GPU.", "cpu-only-build"),
    ("/usr/lib/python3/site-packages/whisper/transcribe.py:132: UserWarning: FP16 is not supported on CPU; using "
     "FP32 instead", "cpu-only-build"),
    ("NotImplementedError: Unsloth cannot find any torch accelerator? You need a GPU.", "cpu-only-build"),
    ("RuntimeError: No GPU found. A GPU is needed for quantization.", "cpu-only-build"),
    ("RuntimeError: Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False. If you "
     "are running on a CPU-only machine, please use torch.load with map_location=torch.device('cpu')",
     "cpu-only-build"),
    ("Applied providers: ['CPUExecutionProvider'], with options: {'CPUExecutionProvider': {}}", "cpu-only-build"),
    ("Error: This version of CUDA.jl requires an NVIDIA driver for CUDA 12.x or higher (yours only supports up to "
     "CUDA 11.4.0)", "driver-too-old"),
    ("Error: Your Quadro K4000 GPU (compute capability 3.0) is not supported by CUDA.jl.", "no-kernel-image"),
    ("Error: CUDA.jl could not find an appropriate CUDA runtime to use.", "cuda-runtime-lib-missing"),
    ("RuntimeError: Unable to load CUDA. Is it installed?", "cuda-runtime-lib-missing"),
    ("RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
     "NumCudaDevices() that might have already set an error? Error 500: named symbol not found",
     "container-toolkit-missing"),
    ("ERROR: CUDA.jl is not functional: CUDA driver not found", "driver-not-loaded"),
    ("NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:\n"
     "`cutlassF` is not supported because:\n    xFormers wasn't build with CUDA support", "cpu-only-build"),
    ("`flshattF@v2.3.2` is not supported because:\n    requires device with capability > (8, 0) but your GPU has "
     "capability (7, 5) (too old)", "no-kernel-image"),
    ("Error: ArgumentValidation(\"`sharded` is true but only found 1 CUDA devices\")", "invalid-device-ordinal"),
    ("AttributeError: module 'faiss' has no attribute 'StandardGpuResources'", "cpu-only-build"),
    (">>> import dlib\n>>> dlib.DLIB_USE_CUDA\nFalse", "cpu-only-build"),
    ("Illegal address in CUDA queue copy_from_device (integrator_shade_surface integrator_sorted_paths_array)",
     "illegal-memory-access"),
    ("ptxas application ptx input, line 9; fatal   : Unsupported .version 8.1; current version is '8.0'",
     "driver-too-old"),
    ("  jaxlib             conda-forge/linux-64::jaxlib-0.4.4-cpu_py311h7146453_1", "cpu-only-build"),
    ("[INFO|training_args.py:1902] 2024-04-11 11:16:12,325 >> Process rank: 0, device: cpu, n_gpu: 0, distributed "
     "training: False, 16-bits training: False", "cpu-only-build"),
    ("Cannot load libnvcuvid.so.1\n[h264_cuvid @ 0x55ca461fa380] Failed loading nvcuvid.", "container-no-gpu-access"),
    ("[h264_nvenc @ 0x55ca461fa380] Cannot load libnvidia-encode.so.1\n"
     "[h264_nvenc @ 0x55ca461fa380] The minimum required Nvidia driver for nvenc is 530.41.03 or newer",
     "container-no-gpu-access"),
    ("docker: Error response from daemon: OCI runtime create failed: container_linux.go:348: starting container "
     "process caused \"process_linux.go:402: container init caused \\\"running prestart hook 1 caused \\\\\\\"error "
     "running hook: exit status 1, stdout: , stderr: nvidia-container-cli: detection error: nvml error: function not "
     "found\\\\n\\\\\\\"\\\"\": unknown.", "driver-too-old"),
    # ONNX Runtime's arena (bfc_arena.cc) in the releases that print the method's parameter list, and a capped one.
    ("Non-zero status code returned while running Conv node. Name:'Conv_3' Status Message: /onnxruntime_src/"
     "onnxruntime/core/framework/bfc_arena.cc:359 void* onnxruntime::BFCArena::AllocateRawInternal(size_t, bool, "
     "onnxruntime::Stream*) Failed to allocate memory for requested buffer of size 90063104", "cuda-oom"),
    ("Status Message: /onnxruntime_src/onnxruntime/core/framework/bfc_arena.cc:358 void* "
     "onnxruntime::BFCArena::AllocateRawInternal(size_t, bool, onnxruntime::Stream*) Available memory of 842030592 "
     "is smaller than requested bytes of 1525481472", "cuda-oom"),
    # Paddle's signal handler (platform/init.cc SignalHandle): a native crash, read low as the cuDNN mismatch the
    # threads most often end in, and under WSL as the missing libcuda.
    ("----------------------\nError Message Summary:\n----------------------\nFatalError: `Segmentation fault` is "
     "detected by the operating system.\n  [TimeInfo: *** Aborted at 1662963117 (unix time) try "
     "\"date -d @1662963117\" "
     "if you are using GNU date ***]\n  [SignalInfo: *** SIGSEGV (@0x0) received by PID 1107 (TID 0x7f4579ad2700) "
     "from PID 0 ***]", "cudnn-version-mismatch"),
    ("Linux DESKTOP-1 5.15.90.1-microsoft-standard-WSL2 #1 SMP x86_64 GNU/Linux\nFatalError: `Segmentation fault` is "
     "detected by the operating system.", "wsl-gpu-setup"),
    # cudaErrorCallRequiresNewerDriver (36), the CUDA runtime's own error string.
    ("RuntimeError: CUDA error: API call is not supported in the installed CUDA driver", "driver-too-old"),
    # GFPGAN (inference_gfpgan.py) drops its RealESRGAN upsampler when torch sees no CUDA.
    ("UserWarning: The unoptimized RealESRGAN is slow on CPU. We do not use it. If you really want to use it, please "
     "modify the corresponding codes.", "cpu-only-build"),
    # llama.cpp (common/arg.cpp) when --gpu-layers finds no GPU backend.
    ("warning: no usable GPU found, --gpu-layers option will be ignored\nwarning: one possible reason is that "
     "llama.cpp was compiled without GPU support\nwarning: consult docs/build.md for compilation instructions",
     "cpu-only-build"),
    # PyG's compiled companions compare their CUDA with torch's (torch_scatter/__init__.py), as torchvision does.
    ("RuntimeError: Detected that PyTorch and torch_scatter were compiled with different CUDA versions. PyTorch has "
     "CUDA version 11.8 and torch_scatter has CUDA version 12.1. Please reinstall the torch_scatter that matches your "
     "PyTorch install.", "toolkit-version-mismatch"),
    # NVIDIA Apex installed without its compiled amp_C (apex/optimizers/fused_adam.py).
    ("RuntimeError: apex.optimizers.FusedAdam requires cuda extensions", "cpu-only-build"),
    # nvidia-container-runtime-hook outside legacy mode refuses docker --gpus (hook_config.go; the runtime's README).
    ("docker: Error response from daemon: failed to create shim: OCI runtime create failed: container_linux.go:380: "
     "starting container process caused: process_linux.go:545: container init caused: Running hook #0:: error running "
     "hook: exit status 1, stdout: , stderr: Auto-detected mode as 'csv'\ninvoking the NVIDIA Container Runtime Hook "
     "directly (e.g. specifying the docker --gpus flag) is not supported. Please use the NVIDIA Container Runtime "
     "instead.: unknown.", "container-toolkit-missing"),
    # Numba's fork check (numba/cuda/cudadrv/driver.py _detect_fork).
    ("numba.cuda.cudadrv.driver.CudaDriverError: CUDA initialized before forking", "cuda-fork-reinit"),
    # llama.cpp's 2023-2024 system_info line: no GPU BLAS compiled in.
    ("system_info: n_threads = 8 / 16 | AVX = 1 | AVX2 = 1 | AVX512 = 0 | FMA = 1 | NEON = 0 | ARM_FMA = 0 | "
     "F16C = 1 | FP16_VA = 0 | WASM_SIMD = 0 | BLAS = 0 | SSE3 = 1 | VSX = 0 |", "cpu-only-build"),
    # COLMAP without CUDA: the OpenGL SiftGPU matcher's cap (src/colmap/feature/sift.cc, only in !COLMAP_CUDA_ENABLED)
    # and the GPU SIFT refused in a build with neither CUDA nor OpenGL (feature/matcher.cc).
    ("W20240101 10:00:00.000000 12345 sift.cc:1403] OpenGL version of SiftGPU only supports a maximum of 8192 matches "
     "- consider changing to CUDA-based feature matching to avoid this limitation.", "cpu-only-build"),
    ("E20240101 10:00:00.000000 12345 matcher.cc:105] Cannot use GPU feature matching without CUDA or OpenGL support. "
     "Set use_gpu or use_gpu to false.", "cpu-only-build"),
    # OpenMM's device check (platforms/cuda/src/CudaContext.cpp): an index beyond the visible devices.
    ("openmm.OpenMMException: Illegal value for DeviceIndex: 2", "invalid-device-ordinal"),
    # CTranslate2's CUDA_CHECK (src/cuda/utils.h) with cudaGetErrorString(cudaErrorMemoryAllocation).
    ("RuntimeError: CUDA failed with error out of memory", "cuda-oom"),
    # tiny-cuda-nn's CUDA_CHECK_THROW names the call and appends cudaGetErrorString (instant-ngp's testbed).
    ("Uncaught exception: Could not allocate memory: tiny-cuda-nn/gpu_memory.h:109 cudaMalloc(&rawptr, "
     "n_bytes+DEBUG_GUARD_SIZE*2) failed with error out of memory", "cuda-oom"),
    # nvcc before 11.6 does not know the special value native (11.5 brought all and all-major).
    ("nvcc fatal   : Value 'native' is not defined for option 'gpu-architecture'", "nvcc-unsupported-arch"),
    # NCCL's kernels need more shared memory than this GPU has: a release older than the GPU (src/enqueue.cc).
    ("node1:1234:1234 [0] enqueue.cc:81 NCCL WARN cudaArch 1200 dynamic smem 82240 exceeds device/fn maxSharedMem "
     "79856", "nccl-failure"),
    # NCCL's CUDACHECK (src/include/checks.h) on a kernel launch whose module has no code for this GPU.
    ("node1:1234:1300 [0] enqueue.cc:58 NCCL WARN Cuda failure 'named symbol not found'", "no-kernel-image"),
    # NVIDIA Warp without a driver: current cuda_util.cpp, and 1.7's greeting (warp/_src/context.py).
    ("Warp CUDA warning: Could not find or load the NVIDIA CUDA driver. GPU execution will not be available.",
     "driver-not-loaded"),
    ("   CUDA Toolkit 12.8, Driver 0.0 (insufficient CUDA driver version!)", "driver-not-loaded"),
    # The NCCLCHECK macro of nccl-tests, TensorRT-LLM and lmdeploy; ncclGetErrorString's default (src/init.cc).
    ("Failed, NCCL error /code/tensorrt_llm/plugins/ncclPlugin/allreducePlugin.cpp:183 'unknown result code'",
     "nccl-failure"),
    # CUDA-Q could not load its GPU simulator plugin (LinkedLibraryHolder::getSimulator; docs: backends/sims).
    ("RuntimeError: Invalid simulator requested: custatevec_fp64", "cuda-runtime-lib-missing"),
    # gcc names the header of a newer toolkit (CUDA Math API: cuda_bf16.h, cuda_fp8.h, cuda_fp6.h, cuda_fp4.h).
    ("csrc/includes/inference_cublas_wrappers.h:12:10: fatal error: cuda_bf16.h: No such file or directory",
     "toolkit-version-mismatch"),
    # torch 2.x (torch/cuda/__init__.py, torch/cuda/nvtx.py, memory.py, ATen's CUDAHooksInterface.h in libtorch_cpu).
    ("UserWarning: \nFound GPU0 NVIDIA GeForce GTX 1080 Ti which is of compute capability (CC) 6.1.\nThe following "
     "list shows the CCs this version of PyTorch was built for and the hardware CCs it supports:\n- 7.5 which supports "
     "hardware CC >=7.5,<8.0", "no-kernel-image"),
    ("No published PyTorch CUDA builds for release 2.13.0+cu130 support this GPU. Visit "
     "https://pytorch.org/get-started/locally/ to find a compatible release.", "no-kernel-image"),
    ("RuntimeError: PyTorch was compiled without CUDA support", "cpu-only-build"),
    ("RuntimeError: NVTX functions not installed. Are you sure you have a CUDA build?", "cpu-only-build"),
    ("RuntimeError: Cannot initialize CUDA without ATen_cuda library. PyTorch splits its backend into two shared "
     "libraries: a CPU library and a CUDA library;", "cpu-only-build"),
    ("RuntimeError: device 1 is not visible (CUDA_VISIBLE_DEVICES=[0])", "invalid-device-ordinal"),
    ("RuntimeError: cuda driver can't be loaded, is cuda enabled?", "driver-not-loaded"),
    # ONNX Runtime's CUDA provider (libonnxruntime_providers_cuda.so 1.31), from the wheel's strings.
    ("onnxruntime::CudaCall CUDNN failure: cuDNN is not available. Install cuDNN, update the system library search "
     "path, or set enable_cudnn=0 to force native CUDA paths where available.", "cudnn-lib-missing"),
    ("[E:onnxruntime:Default] dlopen failed for libcudnn.so.9: cuDNN library was not found", "cudnn-lib-missing"),
    ("-- *** Dlib requires cuDNN V5.0 OR GREATER.  Since cuDNN is not found DLIB WILL NOT USE CUDA. ***",
     "cudnn-lib-missing"),
    ("ERROR   cuDNN not found. See https://github.com/deepfakes/faceswap/blob/master/INSTALL.md#cudnn for "
     "instructions", "cudnn-lib-missing"),
    ("Makefile:48: *** ✗ cuDNN not found. See the README for install instructions and the Makefile for hard-coded "
     "paths.  Stop.", "cudnn-lib-missing"),
    ("CMake Error at cmake/FindCuDNN.cmake:52 (message):\n  cuDNN is not installed.", "cudnn-lib-missing"),
    ("MMseqs2 was compiled without CUDA support", "cpu-only-build"),
    # MatConvNet bits/datamex.cu: a gpuArray reaching MEX files compiled without ENABLE_GPU
    ("Error using vl_nnconv\nAn input is not a numeric array (or GPU support not compiled).", "cpu-only-build"),
    # nvdiffrast csrc/common/framework.h NVDR_CHECK_CUDA_ERROR: "Cuda error: <cudaError_t>[<call>;]"
    ("RuntimeError: Cuda error: 2[cudaMalloc(&m_gpuPtr, bytes);]", "cuda-oom"),
    ("RuntimeError: Cuda error: 35[cudaGetDevice(&currentDevice);]", "driver-too-old"),
    # Kaolin csrc/check.h KAOLIN_NO_CUDA_ERROR, an op's own AT_ERROR, and setup.py's warning without a visible GPU
    ("RuntimeError: In point_to_mesh_distance: Kaolin built without CUDA, cannot run with GPU tensors",
     "cpu-only-build"),
    ("RuntimeError: unbatched_triangle_distance not built with CUDA", "cpu-only-build"),
    ("WARNING:root:No GPUs found. Installing with CPU support only. Set FORCE_CUDA=1 for GPU cross-compilation.",
     "cpu-only-build"),
    # MinkowskiEngine __init__.py (a build with CPU_ONLY) and src/direct_max_pool.cpp
    ("UserWarning: The MinkowskiEngine was compiled with CPU_ONLY flag. If you want to compile with CUDA support, make "
     "sure `torch.cuda.is_available()` is True when you install MinkowskiEngine.", "cpu-only-build"),
    ("RuntimeError: Please compile again with CUDA support", "cpu-only-build"),
    ("s2fft.utils.jax_primitive.MissingCUDASupport: S2FFT was compiled without CUDA support. Cuda functions are not "
     "supported.", "cpu-only-build"),
    ("warning : CUDA driver version is 11020, expected at least 11040.", "driver-too-old"),
    ("[E:onnxruntime:Default] NVRTC library could not be loaded", "cuda-runtime-lib-missing"),
    # PaddlePaddle 3.x, from the paddlepaddle 3.3.1 wheel (place bindings, paddle/device/cuda/__init__.py,
    # paddle/distributed/spawn.py, paddle/utils/cpp_extension).
    ("RuntimeError: Cannot use CUDAPlace or CUDAPinnedPlace in CPU only version, Please recompile or reinstall Paddle "
     "with CUDA support.", "cpu-only-build"),
    ("ValueError: The API paddle.device.cuda.max_memory_allocated is not supported in CPU-only PaddlePaddle. Please "
     "reinstall PaddlePaddle with GPU or custom device support to call this API.", "cpu-only-build"),
    # paddlepaddle-gpu 2.6.2 (libphi.so: phi/backends/gpu/cuda/cuda_info.cc, the allocators).
    ("W0101 cuda_info.cc:43] CUDA_VISIBLE_DEVICES is set to be empty. No GPU detected.", "no-visible-gpu"),
    ("W0101 cuda_info.cc:37] GPU Driver Version can't be detected. No GPU driver!", "driver-not-loaded"),
    ("ResourceExhaustedError: Out of memory error on GPU Virtual Memory 0. Cannot allocate 2.00GB memory on GPU "
     "Virtual Memory 0, 21.5GB memory has been allocated and available memory is only 1.2GB.", "cuda-oom"),
    ("W0101 gpu_info.cc:300] Cannot allocate 1.5GB in GPU 0, avaliable 1.2GB, total 8.0GB, GpuMinChunkSize 256B, "
     "GpuMaxChunkSize 6.4GB, GPU memory used: 6.8GB.", "cuda-oom"),
    ("[ncclwrap.cu:48:ncclInit] Failed to open libnccl.so[.2]", "cuda-runtime-lib-missing"),
    ("PaddlePaddle failed to get NCCL unique ID. It may due to your system settings or NCCL library error, please "
     "debug on NCCL", "nccl-failure"),
    ("'CUDAPlace' is not supported in CPU only device.", "cpu-only-build"),
    ("GPUPlace is not supported. Please re-compile with WITH_GPU option.", "cpu-only-build"),
    ("ValueError: The selected gpu card 1 cannot found in CUDA_VISIBLE_DEVICES (0).", "invalid-device-ordinal"),
    ("RuntimeError: CUDA_HOME is not found, please set it.", "toolkit-version-mismatch"),
    # TensorFlow 2.21 (tensorflow/python/framework/config.py; XLA's executor in libtensorflow_framework.so.2).
    ("WARNING:tensorflow:TensorFlow GPU support is not available on native Windows for TensorFlow >= 2.11. Even if "
     "CUDA/cuDNN are installed, GPU will not be used. Please use WSL2 or the TensorFlow-DirectML plugin.",
     "cpu-only-build"),
    ("INTERNAL: Failed to load in-memory CUBIN (compiled for a different GPU?).", "no-kernel-image"),
    # cuda-pathfinder 1.9 (_dynamic_libs/search_steps.py, load_nvidia_dynamic_lib.py) and thinc 9.1 (util.py).
    ('cuda.pathfinder._dynamic_libs.load_dl_common.DynamicLibNotFoundError: Failure finding "libnvrtc.so.12 or '
     'libnvrtc.so.13": No such file', "cuda-runtime-lib-missing"),
    ('DynamicLibNotFoundError: Failure finding "libcudnn.so.9": No such file', "cudnn-lib-missing"),
    ('DynamicLibNotFoundError: "cuda" is an NVIDIA driver library and can only be found via system search. Ensure the '
     'NVIDIA display driver is installed.', "driver-not-loaded"),
    ('DynamicLibNotFoundError: "nvml" is an NVIDIA driver library and can only be found via system search. Ensure the '
     'NVIDIA display driver is installed.', "nvml-library-not-found"),
    ("ValueError: Cannot use GPU, CuPy is not installed", "cpu-only-build"),
    ("cupy.cuda.curand.CURANDError: CURAND_STATUS_ALLOCATION_FAILED", "cuda-oom"),
    # vLLM 0.34's platform detection at DEBUG level (vllm/platforms/__init__.py) and CUTLASS kernels (_C).
    ("DEBUG 01-01 00:00:00 [platforms/__init__.py:79] CUDA platform is not available because vLLM is built with CPU.",
     "cpu-only-build"),
    ("NotImplementedError: No compiled cutlass_scaled_mm for CUDA device capability: 75", "no-kernel-image"),
    # PaddleX 3.7 (paddlex_cli.py), NVIDIA DALI 2.4 (the wheel's strings), llama-cpp-python 0.3 (its llama.cpp).
    ("No CUDA version found. Please make sure you have installed PaddlePaddle with CUDA enabled.", "cpu-only-build"),
    ("RuntimeError: Failed to load libcuda.so. Check your library paths and if NVIDIA driver is installed correctly.",
     "driver-not-loaded"),
    ("RuntimeError: dlopen libcufft.so failed!. Please install CUDA toolkit or cuFFT python wheel.",
     "cuda-runtime-lib-missing"),
    ("RuntimeError: nvml: RM detects a driver/library version mismatch", "nvml-driver-library-mismatch"),
    ("warning: llama.cpp was compiled without support for GPU offload. Setting the main GPU has no effect.",
     "cpu-only-build"),
    # Open3D 0.20's device check (the wheel's strings) in a build without its CUDA module.
    ('RuntimeError: [Open3D Error] (static open3d::core::Device::DeviceType) Unsupported device "CUDA:0". Set '
     'BUILD_CUDA_MODULE=ON to compile for CUDA support and BUILD_SYCL_MODULE=ON to compile for SYCL support.',
     "cpu-only-build"),
    # MindSpore 2.10 (run_check/_check_version.py) and Warp 1.19's native driver check (the wheels).
    ("[ERROR] ME(1234:1234,MainProcess):_check_version.py:240] Cuda 11.6 version(libcudart*.so need by mindspore-gpu) "
     "is not found. Please confirm that the path of cuda is set to the env LD_LIBRARY_PATH",
     "cuda-runtime-lib-missing"),
    ("Cuda 11.6 version(libcudnn*.so need by mindspore-gpu) is not found.", "cudnn-lib-missing"),
    ("Warp CUDA error: Warp requires CUDA driver 12.0 or higher, but the current driver only supports CUDA 11.4",
     "driver-too-old"),
    # nvitop (nvitop/api/libnvml.py) when pynvml cannot load libnvidia-ml.
    ("FATAL ERROR: NVIDIA Management Library (NVML) not found.", "nvml-library-not-found"),
    # nvitop's libcuda wrapper (nvitop/api/libcuda.py) capitalises the driver's sentences; the wording alone, without
    # the enum name the line ends with, must reach the same entries.
    ("nvitop.api.libcuda.CUDAError_SystemDriverMismatch: System has unsupported display driver / CUDA driver "
     "combination. Code: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH (803).", "nvml-driver-library-mismatch"),
    ("System has unsupported display driver / CUDA driver combination.", "nvml-driver-library-mismatch"),
    ("Forward compatibility was attempted on non supported Hardware.", "driver-too-old"),
    # TorchServe's start-up configuration (ConfigManager.dumpConfigurations) in a container that got no GPU.
    ("root@0123456789ab:/home/model-server# torchserve --start\nTS Home: /usr/local/lib/python3.8/dist-packages\n"
     "Number of GPUs: 0\nNumber of CPUs: 8", "container-no-gpu-access"),
    # PyTorch <= 1.0 (aten/src/THC/THCGeneral.cpp) names CUBLAS_STATUS_EXECUTION_FAILED in words.
    ("RuntimeError: cublas runtime error : the GPU program failed to execute at /opt/conda/conda-bld/pytorch/work/"
     "aten/src/THC/THCBlas.cu:258", "no-kernel-image"),
    # Warp's greeting and warning for a driver older than its build's minimum (warp/_src/context.py).
    ("   CUDA Toolkit 12.8, Driver 11.8 (insufficient CUDA driver version!)", "driver-too-old"),
    ("Warp UserWarning: \n   Insufficient CUDA driver version.\n   The minimum required CUDA driver version is 12.0, "
     "but the installed CUDA driver version is 11.4.", "driver-too-old"),
    # Warp's entry-point lookup answered CUDA_ERROR_STUB_LIBRARY (34): the toolkit's link stub is on the path.
    ("Warp CUDA error: Failed to get driver entry point 'cuInit' (CUDA error 34)", "container-driver-libs-in-image"),
    # Faiss GPU: cudaMalloc of an index or of the temporary-memory stack failed (StandardGpuResources.cpp,
    # utils/StackDeviceMemory.cpp; AllocRequest::toString in GpuResources.cpp).
    ("StandardGpuResources: alloc fail type TemporaryMemoryBuffer dev 0 space Device stream 0x55d5c0f0 size "
     "1610612736 bytes (cudaMalloc error out of memory [2])", "cuda-oom"),
    ("Faiss assertion 'alloc_' failed in faiss::gpu::StackDeviceMemory::Stack::Stack(faiss::gpu::GpuResources*, int, "
     "size_t) at /project/faiss/faiss/gpu/utils/StackDeviceMemory.cpp:54; details: could not reserve temporary memory "
     "region of size 1610612736", "cuda-oom"),
    # HashiCorp Nomad's docker driver asks for the GPU runtime the daemon does not have (drivers/docker/driver.go).
    ('Driver Failure: Failed to create container configuration for image "nvidia/cuda:12.0.0-base-ubuntu22.04": '
     'requested docker runtime "nvidia" was not found', "container-toolkit-missing"),
    # tiny-cuda-nn wraps a failed allocation (include/tiny-cuda-nn/gpu_memory.h), the message cut short as pasted.
    ("ERROR    Uncaught exception: Could not allocate memory: tiny-cuda-nn/gpu_memory.h:112 cudaMalloc(&rawptr, "
     "n_bytes+DEBUG_GUARD_SIZE*2) failed with error out of memor", "cuda-oom"),
    # tiny-cuda-nn's torch bindings (bindings/torch/tinycudann/modules.py) have no extension for this GPU.
    ("OSError: Could not find compatible tinycudann extension for compute capability 89.", "no-kernel-image"),
    # Bark (bark/generation.py) when torch sees no CUDA device.
    ("No GPU being used. Careful, inference might be very slow!", "cpu-only-build"),
    # The RVC WebUI (configs/config.py; its training tab's i18n text) and CosyVoice (cosyvoice/cli/cosyvoice.py) when
    # torch.cuda.is_available() is False.
    ("2026-07-20 10:00:00 | INFO | configs.config | No supported Nvidia GPU found", "cpu-only-build"),
    ("很遗憾您这没有能用的显卡来支持您训练", "cpu-only-build"),
    ("2026-07-20 10:00:00,000 WARNING no cuda device, set load_jit/load_trt/fp16 to False", "cpu-only-build"),
    # Flowframes relays its PyTorch script's CPU fallback (Os/AiProcess.cs); Petals (server.py) got no CUDA device.
    ("[12:00:00] WARNING: CUDA-capable GPU device is not available, running on CPU instead!", "cpu-only-build"),
    ("AssertionError: GPU is not available. If you want to run a CPU-only server, please specify --num_blocks.",
     "cpu-only-build"),
    # ChatTTS (ChatTTS/utils/gpu.py) and MMAudio's demos (demo.py) fall back to the CPU.
    ("[WARNING] no GPU or NPU found, use CPU instead", "cpu-only-build"),
    ("[WARNING] CUDA/MPS are not available, running on CPU", "cpu-only-build"),
    # nvidia-docker 1.x's early CUDA check (tools/src/nvidia-docker/utils.go: "unsupported CUDA version: %s < %s").
    ("nvidia-docker | 2016/05/02 10:00:00 Error: unsupported CUDA version: 7.5 < 8.0", "container-cuda-requirement"),
    # TensorFlow 1.5+ python/platform/self_check.py on Windows.
    ("ImportError: Could not find 'cudart64_90.dll'. TensorFlow requires that this DLL be installed in a directory "
     "that is named in your %PATH% environment variable. Download and install CUDA 9.0 from this URL: "
     "https://developer.nvidia.com/cuda-toolkit", "windows-dll-not-found"),
    ("ImportError: Could not find 'nvcuda.dll'. TensorFlow requires that this DLL be installed in a directory that is "
     "named in your %PATH% environment variable. Typically it is installed in 'C:\\Windows\\System32'. If it is not "
     "present, ensure that you have a CUDA-capable GPU with the correct driver installed.", "driver-not-loaded"),
    # The xmr-stak miners (backend/nvidia/nvcc_code/cuda_extra.cu): cudaErrorInsufficientDriver from the device count,
    # a driver whose CUDA is older than the runtime's, and a failed cudaDriverGetVersion.
    ("WARNING: NVIDIA Insufficient driver!", "driver-too-old"),
    ("WARNING: Driver supports CUDA 9.0 but this was compiled for CUDA 9.1 API! Update your nVidia driver!",
     "driver-too-old"),
    ("Unable to query CUDA driver version! Is an nVidia driver installed?", "driver-not-loaded"),
    # jax 0.10 / jax-cuda12-plugin / jax-cuda12-pjrt 0.10-0.12 (the wheels): XLA drops every GPU (xla_bridge.py's
    # warning), its cudart and cuDNN stubs cannot load the libraries, it has no ptxas or nvJitLink, no libdevice.
    ("WARNING:jax._src.xla_bridge:CUDA backend failed to initialize: INTERNAL: no supported devices found for "
     "platform CUDA.This may be due to JAX pre-allocating too much device memory, leaving too little for CUDA library "
     "initialization.", "gpu-busy-unavailable"),
    ("E0000 00:00:1761686162.245829   20217 cuda_executor.cc:1309] INTERNAL: CUDA Runtime error: Failed call to "
     "cudaGetRuntimeVersion: Error loading CUDA libraries. GPU will not be used.: Error loading CUDA libraries. GPU "
     "will not be used.", "cuda-runtime-lib-missing"),
    ("RuntimeError: Unknown CUDA error 35; cuGetErrorName failed. This probably means that JAX was unable to load the "
     "CUDA libraries.", "cuda-runtime-lib-missing"),
    ("RuntimeError: cuDNN could not be found or could not be loaded.", "cudnn-lib-missing"),
    ("jaxlib.xla_extension.XlaRuntimeError: INTERNAL: No PTX compilation provider is available. Neither ptxas/nvlink "
     "nor nvjtlink is available. As a fallback you can enable JIT compilation in the CUDA driver via the flag "
     "`--xla_gpu_unsafe_fallback_to_driver_on_ptxas_not_found`. Details: ", "cuda-runtime-lib-missing"),
    ("INTERNAL: libdevice is required by this HLO module but was not found at ./cuda_sdk_lib/nvvm/libdevice",
     "cuda-runtime-lib-missing"),
    # xFormers 0.0.35 (xformers/_cpp_lib.py) built for another torch; Ultralytics 8.4 (nn/backends/onnx.py) with an
    # ONNX Runtime session that has no CUDA provider.
    ("WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:\n"
     "    PyTorch 2.1.0+cu121 with CUDA 1201 (you have 2.2.0+cu121)\n    Python  3.10.13 (you have 3.10.13)",
     "toolkit-version-mismatch"),
    ("WARNING ⚠️ CUDA requested but CUDAExecutionProvider not available. Using CPU...", "cpu-only-build"),
    # GroundingDINO's ms_deform_attn.py warns when its extension is missing, then fails at the first forward pass.
    ("/app/GroundingDINO/groundingdino/models/GroundingDINO/ms_deform_attn.py:31: UserWarning: Failed to load custom "
     "C++ ops. Running on CPU mode Only!", "cpu-only-build"),
    # LMDeploy 0.18's PyTorch engine sizing its KV cache (pytorch/engine/executor/base.py); numba-cuda 0.30's NVRTC
    # check of the GPU's compute capability (cudadrv/nvrtc.py).
    ("RuntimeError: No enough gpu memory for kv cache.", "cuda-oom"),
    # FFmpeg's NVENC error table (libavcodec/nvenc.c): NV_ENC_ERR_INVALID_VERSION as "invalid version (15)".
    ("[h264_nvenc @ 000001e8482050c0] Cannot get the preset configuration: invalid version (15)", "driver-too-old"),
    # nvdiffrast's NVDR_CHECK_CUDA_ERROR (nvdiffrast/common/framework.h) names the code and the call only.
    ("RuntimeError: Cuda error: 700[cudaStreamSynchronize(stream);]", "illegal-memory-access"),
    # Lightning 2.6's fork launcher and device lookup (fabric/strategies/launchers/multiprocessing.py,
    # fabric/accelerators/cuda.py), AutoGPTQ 0.7's kernel import (nn_modules/qlinear/qlinear_cuda.py) and Coqui TTS
    # 0.22's synthesizer (TTS/utils/synthesizer.py).
    ("RuntimeError: Lightning can't create new processes if CUDA is already initialized. Did you manually call "
     "`torch.cuda.*` functions, have moved the model to the device, or allocated memory on the GPU any other way? "
     "Please remove any such calls, or change the selected strategy. You will have to restart the Python kernel.",
     "cuda-fork-reinit"),
    ("ValueError: You requested to find 2 devices but there are no visible CUDA devices on this machine.",
     "cpu-only-build"),
    ("WARNING - CUDA extension not installed.", "toolkit-version-mismatch"),
    ("AssertionError: CUDA is not availabe on this machine.", "cpu-only-build"),
    # PaddleClas 2.6 (paddleclas.py), PaddleNLP 2.8 (taskflow/task.py, ops/ext_utils.py) and LMDeploy 0.18's kernel
    # build: a CPU PaddlePaddle, a CPU ONNX Runtime, no CUDA toolkit for a JIT-built operator.
    ("[2024/05/01 10:00:00] ppcls WARNING: The current running environment does not support the use of GPU. CPU has "
     "been used instead.", "cpu-only-build"),
    ("AssertionError: The environment for GPU inference is not set properly. A possible cause is that you had "
     "installed both onnxruntime and onnxruntime-gpu. Please run the following commands to reinstall: ",
     "cpu-only-build"),
    ("[2024-05-01 10:00:00,000] [ WARNING] - FastGeneration is not available because CUDA can not be found.",
     "toolkit-version-mismatch"),
    ("RuntimeError: CUDA_HOME not found. Please set the environment variable CUDA_HOME or CUDA_PATH",
     "toolkit-version-mismatch"),
    # TensorFlow's gpu_device.cc on a GPU its build has no SASS for, and LLVM's NVPTX back end (in XLA) asked for a
    # newer GPU than its PTX ISA knows.
    ("W0000 00:00:1764044088.195750   20660 gpu_device.cc:2431] TensorFlow was not built with CUDA kernel binaries "
     "compatible with compute capability 12.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes "
     "or longer.", "no-kernel-image"),
    ("LLVM ERROR: PTX version 8.5 does not support target 'sm_120'. Minimum required PTX version is 8.7.",
     "no-kernel-image"),
    # GPT4All 2.8's CUDA backend loader (gpt4all/_pyllmodel.py) without its CUDA wheels.
    ('WARNING: CUDA runtime libraries not found. Try `pip install "gpt4all[cuda]"`', "cuda-runtime-lib-missing"),
    # Triton 3.9 (runtime/driver.py) picks its backend from torch: no CUDA device in torch, no active driver.
    ("RuntimeError: 0 active drivers ([]). There should only be one.", "cpu-only-build"),
    # XGBoost 3.2's NCCL stub (collective/nccl_stub.cc), the static CUDA runtime's driver check linked into it (also in
    # the CuPy, cuDF, torchvision and CTranslate2 wheels) and its histogram builder (the wheel's library strings).
    ("xgboost.core.XGBoostError: /__w/xgboost/xgboost/src/collective/nccl_stub.cc: Failed to load NCCL from path: "
     "`libnccl.so.2`. libnccl.so.2: cannot open shared object file: No such file or directory",
     "cuda-runtime-lib-missing"),
    ("xgboost.core.XGBoostError: Insufficient driver: 11040 < 12000", "driver-too-old"),
    # The hint's last line, which XGBoost prints on a line of its own (the message breaks after "PyPI package").
    ("no long bundles NCCL in the binary wheel.", "cuda-runtime-lib-missing"),
    ("xgboost.core.XGBoostError: No GPU memory is left, are you using RMM? If so, please install XGBoost with RMM "
     "support.", "cuda-oom"),
    # DeepSpeed 0.19's accelerator detection (accelerator/real_accelerator.py) without a CUDA torch.
    ("[2025-01-01 10:00:00,000] [WARNING] [real_accelerator.py:214:get_accelerator] Setting accelerator to CPU. If you "
     "have GPU or other accelerator, we were unable to detect it.", "cpu-only-build"),
    ("numba.cuda.cudadrv.error.CCSupportError: GPU compute capability 3.5 is not supported(requires >=5.0)",
     "no-kernel-image"),
    # Paddle (paddle/phi/kernels/gpu/flash_attn_utils.h RaiseNotSupportedError, its own spelling): no flash kernel
    # in this build (CUDA < 11.4) or for this GPU (below sm_80).
    ("NotImplementedError: (Unimplemented) FlashAttention is unsupported, please check the GPU compability and CUDA "
     "Version. (at ../paddle/phi/kernels/gpu/flash_attn_utils.h:286)", "no-kernel-image"),
    # R torch (mlverse/torch R/install.R) found no LibTorch / Lantern archive for the CUDA version it picked.
    ("  cannot open URL 'https://storage.googleapis.com/torch-lantern-builds/refs/heads/libtorch-v1.8/latest/"
     "Linux-gpu-101.zip': HTTP status was '404 Not Found'", "wheel-platform-unsupported"),
    # Vulkan's vkCreateInstance result VK_ERROR_INCOMPATIBLE_DRIVER (the Vulkan specification's VkResult), as a
    # renderer beside CUDA prints it.
    ("Cannot create Vulkan instance.\nvkCreateInstance failed with VK_ERROR_INCOMPATIBLE_DRIVER", "driver-too-old"),
    # PyTorch's lazy NVRTC (aten/src/ATen/DynamicLibrary.cpp: the soname, then the hashed copy a wheel bundles).
    ("RuntimeError: Error in dlopen for library libnvrtc.so.12and libnvrtc-b51b459d.so.12", "cuda-runtime-lib-missing"),
    # The Windows loader's ERROR_PROC_NOT_FOUND for a driver API import (English and Chinese Windows).
    ("The procedure entry point cuGetProcAddress could not be located in the dynamic link library "
     "C:\\app\\bin\\cudart64_110.dll.", "driver-too-old"),
    ("无法定位程序输入点 cuGetProcAddress 于动态链接库 D:\\app\\plugin.dll 上。", "driver-too-old"),
    # ColossalAI's extension loader (extensions/cuda_extension.py, utils.py), gsplat's and NerfAcc's JIT backends
    # (cuda/_backend.py, printed through rich) and Horovod's GPU build (cmake/build_utils.py) find no toolkit.
    ("[extension] CUDA_HOME is not found. You need to export CUDA_HOME environment variable or install CUDA Toolkit "
     "first in order to build/load CUDA extensions", "toolkit-version-mismatch"),
    ("[extension] The nvcc compiler is not found in /usr/local/cuda/bin/nvcc, please make sure you have set the "
     "correct value for CUDA_HOME.", "toolkit-version-mismatch"),
    ("[extension] The CUDA version on the system (12.1) does not match with the version (11.8) torch was compiled "
     "with. ", "toolkit-version-mismatch"),
    ("gsplat: No CUDA toolkit found. gsplat will be disabled.", "toolkit-version-mismatch"),
    ("RuntimeError: Cannot find `nvcc`. `nvcc` is required to build Horovod with GPU operations. Make sure nvcc is "
     "in your PATH", "toolkit-version-mismatch"),
    # Faiss GPU's capability check.
    ("Faiss assertion 'prop.major >= 3' failed in int faiss::gpu::getNumDevices() at faiss/gpu/utils/DeviceUtils.cu:"
     "40; details: Device id 0 with CC 2.1 not supported, need 3.0+ compute capability", "no-kernel-image"),
    # Horovod's CUDA helpers (horovod/torch/cuda_util.cc) dlopen the unversioned libcuda.so.
    ("RuntimeError: Internal error. Could not dlopen libcuda.so.", "driver-not-loaded"),
    # FlashInfer's JIT (flashinfer/jit/cpp_ext.py): no toolkit at all, then no toolkit and a CPU-only torch.
    ("RuntimeError: Could not find nvcc and default cuda_home='/usr/local/cuda' doesn't exist",
     "toolkit-version-mismatch"),
    ("RuntimeError: nvcc not found and PyTorch is not built with CUDA support. Could not determine CUDA version.",
     "cpu-only-build"),
    # InsightFace 2.1 (gui/core/face_engine.py): ONNX Runtime lists no CUDA provider.
    ("WARNING insightface.gui.core.face_engine: CUDA provider was requested but CUDAExecutionProvider is not "
     "available; using CPU.", "cpu-only-build"),
    # onnxruntime-genai-cuda on Windows (onnxruntime_genai/_dll_directory.py) without CUDA_PATH; TensorRT 11's
    # Python bindings (tensorrt_bindings) when no libcuda loads.
    ("ImportError: Could not find the CUDA libraries. Please set the CUDA_PATH environment variable.",
     "windows-dll-not-found"),
    ("[ERROR] Failed to open cuda driver.", "driver-not-loaded"),
    # Theano 1.0 (theano/gpuarray/dnn.py) finds no cuDNN; Chainer 7 (chainer/backends/cuda.py) has no CuPy.
    ("RuntimeError: Could not find cudnn library (looked for v5* to v7*). Check your cudnn installation. Maybe using "
     "the Theano flag dnn.base_path can help you. Current value \"\"", "cudnn-lib-missing"),
    ("RuntimeError: Could not find cudnn library (looked for v4 and v5[.1])", "cudnn-lib-missing"),  # Theano 0.8
    ("RuntimeError: CUDA environment is not correctly set up\n(see https://github.com/chainer/chainer#installation).",
     "cpu-only-build"),
    # nvcc names -code= "gpu-code"; an arch value it does not know reads the same under any option name.
    ("nvcc fatal   : Value 'sm_90a' is not defined for option 'gpu-code'", "nvcc-unsupported-arch"),
    # Apache TVM without USE_CUDA: no code generator for the target (src/codegen/codegen.cc until 2020,
    # src/target/codegen.cc after), and no device to ask for an arch (src/target/target_kind.cc).
    ("tvm._ffi.base.TVMError: Check failed: (bf != nullptr) is false: target.build.cuda is not enabled",
     "cpu-only-build"),
    ("TVMError: [09:14:52] src/codegen/codegen.cc:27: Check failed: bf != nullptr Target cuda -libs=cudnn is not "
     "enabled", "cpu-only-build"),
    ('[15:02:11] /opt/tvm/src/target/target_kind.cc:191: Warning: Unable to detect CUDA version, default to '
     '"-mcpu=sm_20" instead', "cpu-only-build"),
    # TensorFlow's ./configure finds no libcudnn of the version it asks for (configure.py of 1.3-1.x).
    ("Invalid path to cuDNN 7.0 toolkit. None of the following files can be found:", "cudnn-lib-missing"),
    # MXNet without CUDA asked for a GPU context (dmlc's file:line prefix), and PennyLane without its GPU plugin.
    ("mxnet.base.MXNetError: [08:41:17] src/ndarray/ndarray.cc:2209: GPU is not enabled", "cpu-only-build"),
    ("pennylane._device.DeviceError: Device lightning.gpu does not exist. Make sure the required plugin is installed.",
     "cpu-only-build"),
    # Milvus 0.x's GPU index check prints what cudaGetDeviceCount returned: 35 is cudaErrorInsufficientDriver.
    ("Failed to get gpu card number, cuda error:35", "driver-too-old"),
]


def test_nvcc_refusing_the_arch_tvm_fell_back_to_is_the_tvm_without_cuda(kb) -> None:
    text = ('[11:20:05] /opt/tvm/src/target/target_kind.cc:163: Warning: Unable to detect CUDA version, default to '
            '"-arch=sm_20" instead\nnvcc fatal   : Unsupported gpu architecture \'compute_20\'')
    assert _first(text, kb) == ("cpu-only-build", "medium")
    assert _first(text.splitlines()[1], kb) == ("nvcc-unsupported-arch", "high")


def test_curand_initialization_failure_offers_the_causes_of_a_failed_cuda_init(kb) -> None:
    # cuRAND's status 203 as Marian's CUDA_CHECK and CUDA.jl print it: CUDA could not be initialised, cause unnamed.
    for line in ("[2020-01-01 00:00:00] Curand error 203 - src/tensors/rand.cpp:80: curandCreateGenerator(&generator_, "
                 "CURAND_RNG_PSEUDO_DEFAULT)",
                 "ERROR: CURANDError: initialization of CUDA failed (code 203, CURAND_STATUS_INITIALIZATION_FAILED)"):
        ranked = _ranked(line + "\n", kb)
        assert ("driver-too-old", "low") in ranked[:3]
        assert {confidence for _, confidence in ranked} == {"low"}


def test_tensorflow_conv_algorithm_failure_offers_memory_then_another_cudnn(kb) -> None:
    # TensorFlow's cuDNN handle failure on the first convolution names neither memory nor a cuDNN version.
    line = ("UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, "
            "so try looking to see if a warning log message was printed above. [Op:Conv2D]\n")
    hyps = resolve_text(line, kb=kb, fallback=False).hypotheses
    assert [h.entry.id for h in hyps[:2]] == ["cuda-oom", "cudnn-version-mismatch"]
    assert all(h.confidence == "low" for h in hyps[:2])


def test_dkms_failure_of_another_module_is_not_the_nvidia_driver(kb) -> None:
    log = ("Error! Bad return status for module build on kernel: 3.17.0-rc5+ (x86_64)\n"
           "Consult /var/lib/dkms/virtualbox/4.3.14/build/make.log for more information.\n")
    assert not [h for h in resolve_text(log, kb=kb, fallback=False).hypotheses if h.entry.id == "driver-not-loaded"]


def test_a_kernel_fault_after_nccl_filled_dev_shm_is_the_full_dev_shm(kb) -> None:
    log = ("node3:2211:2305 [2] misc/shmutils.cc:71 NCCL WARN Error: failed to extend /dev/shm/nccl-Qx81Lw to "
           "33030144 bytes\n"
           "RuntimeError: CUDA error: an illegal memory access was encountered\n")
    ranked = _ranked(log, kb)
    assert ranked[0] == ("shm-too-small", "high")
    assert ("illegal-memory-access", "high") not in ranked


def test_onnx_runtime_cuda_provider_not_created_offers_the_missing_libraries(kb) -> None:
    line = ("2025-06-02 08:15:31.402118734 [W:onnxruntime:Default, onnxruntime_pybind_state.cc:1030 "
            "CreateExecutionProviderInstance] Failed to create CUDAExecutionProvider. Require cuDNN 9.* and CUDA 12.*. "
            "Please install all dependencies as mentioned in the GPU requirements page (https://onnxruntime.ai/docs/"
            "execution-providers/CUDA-ExecutionProvider.html#requirements), make sure they're in the PATH, and that "
            "your GPU is supported.\n")
    ranked = _ranked(line, kb)
    assert sorted(ranked[:3]) == [("cuda-runtime-lib-missing", "low"), ("cudnn-lib-missing", "low"),
                                  ("cudnn-version-mismatch", "low")]
    older = ("2023-04-11 10:02:17.118236551 [W:onnxruntime:Default, onnxruntime_pybind_state.cc:541 "
             "CreateExecutionProviderInstance] Failed to create CUDAExecutionProvider. Please reference https://"
             "onnxruntime.ai/docs/reference/execution-providers/CUDA-ExecutionProvider.html#requirements to ensure all "
             "dependencies are met.\n")
    assert sorted(_ranked(older, kb)[:3]) == sorted(ranked[:3])
    windows = line.replace("CUDA 12.*.", "CUDA 12.*, and the latest MSVC runtime.")
    assert _first(windows, kb) == ("windows-dll-not-found", "medium")
    # ONNX Runtime's TensorRT provider without the TensorRT libraries, in the older and the newer wording.
    for trt in ("Failed to create TensorrtExecutionProvider. Please reference https://onnxruntime.ai/docs/execution-"
                "providers/TensorRT-ExecutionProvider.html#requirements to ensure all dependencies are met.",
                "EP Error onnxruntime_pybind_state.cc:507 onnxruntime::python::RegisterTensorRTPluginsAsCustomOps "
                "Please install TensorRT libraries as mentioned in the GPU requirements page, make sure they're in "
                "the PATH or LD_LIBRARY_PATH, and that your GPU is supported."):
        assert _first(trt + "\n", kb) == ("cuda-runtime-lib-missing", "low")


@pytest.mark.parametrize(("line", "cause"), CASES, ids=[c[1] + "-" + c[0][-20:] for c in CASES])
def test_code_reaches_its_cause(kb, line: str, cause: str) -> None:
    top = resolve_text(line + "\n", kb=kb, fallback=False).hypotheses
    assert top
    assert top[0].entry.id == cause


def test_named_non_gpu_dll_failure_and_tensorflow_without_a_gpu_are_not_read_as_gpu_causes(kb) -> None:
    named = "ImportError: DLL load failed while importing _pyclipper: The specified module could not be found.\n"
    assert "windows-dll-not-found" not in ranked_ids(named, kb)
    cpu_only = ("InvalidArgumentError: No OpKernel was registered to support Op 'NcclAllReduce' used by {{node "
                "div_no_nan/NcclAllReduce}} with these attrs: [T=DT_FLOAT, num_devices=4]\n"
                "Registered devices: [CPU, XLA_CPU]\n")
    hyps = resolve_text(cpu_only, kb=kb, fallback=False).hypotheses
    assert not hyps or hyps[0].entry.id != "nccl-failure" or hyps[0].confidence == "low"


def test_a_blocked_dll_and_an_unreachable_index_are_not_confident_gpu_causes(kb) -> None:
    # Windows' system error codes 4551 (ERROR_SYSTEM_INTEGRITY_POLICY_VIOLATION) and 225 (ERROR_VIRUS_INFECTED)
    for line in ('[WinError 4551] An Application Control policy has blocked this file. Error loading '
                 '"C:\\Python311\\site-packages\\torch\\lib\\torch.dll" or one of its dependencies.',
                 '[WinError 225] Operation did not complete successfully because the file contains a virus or '
                 'potentially unwanted software. Error loading "C:\\env\\Lib\\site-packages\\torch\\lib\\c10.dll" '
                 'or one of its dependencies.'):
        hyps = resolve_text(line + "\n", kb=kb, fallback=False).hypotheses
        assert all(h.confidence == "low" for h in hyps), line
    offline = ("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after "
               "connection broken by 'NewConnectionError(': Failed to establish a new connection: [Errno -3] "
               "Temporary failure in name resolution')': /whl/torch_stable.html\n"
               "ERROR: Could not find a version that satisfies the requirement torch==1.7.1+cu110\n"
               "ERROR: No matching distribution found for torch==1.7.1+cu110\n")
    hyps = resolve_text(offline, kb=kb, fallback=False).hypotheses
    assert hyps[0].entry.id == "wheel-platform-unsupported"
    assert hyps[0].confidence == "low"


def test_an_extension_missing_the_cuda_runtime_also_offers_a_build_mismatch(kb) -> None:
    log = ("    from detectron2 import _C\n"
           "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory\n")
    assert ranked_ids(log, kb)[:2] == ["cuda-runtime-lib-missing", "toolkit-version-mismatch"]
    bare = "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory\n"
    assert "toolkit-version-mismatch" not in ranked_ids(bare, kb)


def test_no_device_code_is_the_no_device_symptom_not_a_missing_library(kb) -> None:
    hyps = resolve_text(_CUDART.format(100) + "\n", kb=kb, fallback=False).hypotheses
    ids = [h.entry.id for h in hyps]
    assert "cuda-runtime-lib-missing" not in ids
    assert any(e.signature.startswith("no-cuda-device/") for h in hyps for e in h.evidence)


def test_ultralytics_cuda_torch_build_is_not_read_as_cpu_only(kb) -> None:
    # The banner names a +cu126 torch and CUDA_VISIBLE_DEVICES is unset: neither the build nor the variable.
    log = ("Ultralytics 8.3.165 \N{ROCKET} Python-3.13.5 torch-2.7.1+cu126\n"
           "ERROR:__main__:Training failed: Invalid CUDA 'device=auto' requested. Use 'device=cpu' or pass valid CUDA "
           "device(s) if available, i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.\n"
           "torch.cuda.is_available(): False\ntorch.cuda.device_count(): 0\nos.environ['CUDA_VISIBLE_DEVICES']: None\n")
    ids = ranked_ids(log, kb)
    assert ids[0] == "driver-not-loaded"
    assert "cpu-only-build" not in ids[:3]


def test_cpp_extension_without_cuda_runtime_is_the_no_device_symptom(kb) -> None:
    log = "No CUDA runtime is found, using CUDA_HOME='/usr/local/cuda'\n"
    hyps = resolve_text(log, kb=kb, fallback=False).hypotheses
    assert {h.confidence for h in hyps} == {"low"}
    assert any(e.signature == "no-cuda-device/cpp-extension-no-cuda-runtime" for h in hyps for e in h.evidence)
    # torch itself found no CUDA: a CPU-only torch first on a host, the container in a `docker build` step
    assert ranked_ids(log, kb)[:3] == ["cpu-only-build", "container-no-gpu-access", "driver-not-loaded"]
    assert ranked_ids("Step 7/9 : RUN pip install .\n" + log, kb)[0] == "container-no-gpu-access"


def test_nvenc_minimum_driver_after_a_failed_load_is_not_an_old_driver(kb) -> None:
    log = ("[hevc_nvenc @ 0x55ca461fa380] Cannot load libnvidia-encode.so.1\n"
           "[hevc_nvenc @ 0x55ca461fa380] The minimum required Nvidia driver for nvenc is (unknown) or newer\n")
    assert "driver-too-old" not in ranked_ids(log, kb)
    old = ("[h264_nvenc @ 0x55ca461fa380] Driver does not support the required nvenc API version. Required: 12.1 "
           "Found: 12.0\n[h264_nvenc @ 0x55ca461fa380] The minimum required Nvidia driver for nvenc is 530.41.03 or "
           "newer\n")
    assert resolve_text(old, kb=kb, fallback=False).hypotheses[0].entry.id == "driver-too-old"


def test_transformers_bf16_refusal_offers_a_cpu_torch_then_an_old_gpu(kb) -> None:
    # TrainingArguments raises it both for a +cpu torch and for a pre-Ampere card: neither reading is more than low
    hyps = resolve_text("ValueError: Your setup doesn't support bf16/gpu.\n", kb=kb, fallback=False).hypotheses
    assert [h.entry.id for h in hyps[:2]] == ["cpu-only-build", "no-kernel-image"]
    assert {h.confidence for h in hyps} == {"low"}


def test_an_application_falling_back_to_the_cpu_reads_as_a_torch_without_cuda(kb) -> None:
    # the general form of the applications' own wordings above, for applications the KB has not met
    for line in ("WARNING: CUDA is not available, falling back to CPU", "INFO: No GPU detected, using CPU",
                 "[warn] GPU not found; will use CPU for inference"):
        assert _ranked(line + "\n", kb)[:1] == [("cpu-only-build", "low")], line
    assert not resolve_text("Training on CPU\n", kb=kb, fallback=False).hypotheses


def test_a_bare_false_on_native_windows_is_not_read_as_a_container(kb) -> None:
    log = "C:\\Users\\me> pip install torch torchvision\n>>> torch.cuda.is_available()\nFalse\n"
    ids = ranked_ids(log, kb)
    assert ids[:1] == ["cpu-only-build"]
    assert "container-no-gpu-access" not in ids


def test_nvidia_smi_missing_on_a_linux_host_offers_the_missing_driver(kb) -> None:
    ubuntu = "Command 'nvidia-smi' not found, but can be installed with:\nsudo apt install nvidia-utils-535\n"
    assert ranked_ids(ubuntu, kb)[:1] == ["driver-not-loaded"]
    assert "driver-not-loaded" in ranked_ids("bash: nvidia-smi: command not found\n", kb)[:2]
    # the kernel module answers: the utilities are missing from a container, not the driver from the host
    loaded = ("bash: nvidia-smi: command not found\n$ cat /proc/driver/nvidia/version\n"
              "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.129.03  Thu Oct 19 18:56:32 UTC 2023\n")
    assert ranked_ids(loaded, kb)[:1] == ["container-no-gpu-access"]


def test_nvcuda_dll_that_python_cannot_load_is_the_missing_driver_but_tensorflows_warning_is_not(kb) -> None:
    ctypes_error = ("FileNotFoundError: Could not find module 'nvcuda.dll' (or one of its dependencies). Try using the "
                    "full path with constructor syntax.\n")
    assert resolve_text(ctypes_error, kb=kb, fallback=False).hypotheses[0].entry.id == "driver-not-loaded"
    tf_warning = ("W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
                  "'nvcuda.dll'; dlerror: nvcuda.dll not found\n")
    hyps = resolve_text(tf_warning, kb=kb, fallback=False).hypotheses
    assert all(h.confidence == "low" for h in hyps)


def test_a_cut_extension_build_offers_the_architecture_and_the_toolkit(kb) -> None:
    # torch.utils.cpp_extension's ninja failure without the compiler's message: both build causes, low
    log = ("  File \"/opt/conda/lib/python3.8/site-packages/torch/utils/cpp_extension.py\", line 1534, in "
           "_run_ninja_build\n"
           "subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.\n")
    top = resolve_text(log, kb=kb, fallback=False).hypotheses
    assert {h.entry.id for h in top[:3]} >= {"nvcc-unsupported-arch", "toolkit-version-mismatch"}
    assert all(h.confidence == "low" for h in top)
    # torch.utils.cpp_extension.load() (a JIT build): "Error building extension 'name'", or a paste cut at the raise
    for jit in ("RuntimeError: Error building extension 'exllama_ext'\n",
                '  File "/env/lib/python3.9/site-packages/torch/utils/cpp_extension.py", line 1909, in '
                '_run_ninja_build\n'
                "    raise RuntimeError(message) from e\n"):
        top = resolve_text(jit, kb=kb, fallback=False).hypotheses
        assert {h.entry.id for h in top[:2]} == {"nvcc-unsupported-arch", "toolkit-version-mismatch"}
        assert all(h.confidence == "low" for h in top)


def test_the_ngc_driver_banner_also_offers_an_old_host_driver(kb) -> None:
    log = ("ERROR: This container was built for NVIDIA Driver Release 450.36 or later, but\n"
           "       version 440.100 was detected and compatibility mode is UNAVAILABLE.\n")
    ids = ranked_ids(log, kb)
    assert ids[:1] == ["container-cuda-requirement"]
    assert "driver-too-old" in ids[:3]


def test_rembg_provider_fallback_offers_both_missing_libraries(kb) -> None:
    # rembg 2.0 (sessions/base.py): the CUDA provider of onnxruntime-gpu could not load a CUDA or cuDNN library.
    line = ("RuntimeWarning: CUDAExecutionProvider was requested but the session is running on CPU. onnxruntime could "
            "not load the provider, usually because the matching CUDA/cuDNN runtime libraries are missing or are a "
            "different major version than the onnxruntime-gpu build.\n")
    hyps = resolve_text(line, kb=kb, fallback=False).hypotheses
    assert {h.entry.id for h in hyps[:2]} == {"cuda-runtime-lib-missing", "cudnn-lib-missing"}
    assert all(h.confidence == "low" for h in hyps)


def test_unsloth_cuda_not_linked_offers_the_library_and_wsl(kb) -> None:
    # Unsloth 2026.10 (unsloth/_gpu_init.py) after bitsandbytes or Triton's libcuda lookup failed.
    line = "UserWarning: Unsloth: CUDA is not linked properly.\n"
    hyps = resolve_text(line, kb=kb, fallback=False).hypotheses
    assert {h.entry.id for h in hyps[:2]} == {"cuda-runtime-lib-missing", "wsl-gpu-setup"}
    assert all(h.confidence == "low" for h in hyps)
    wsl = resolve_text("user@DESKTOP-5A67SBM:~$ python train.py\n" + line, kb=kb, fallback=False).hypotheses
    assert wsl[0].entry.id == "wsl-gpu-setup"



def test_the_allocators_nvml_assertion_reads_as_memory_then_a_mig_slice(kb) -> None:
    # PyTorch's CUDACachingAllocator asserts on NVML queries a MIG slice refuses: after a failed allocation
    # (its out-of-memory report) or for expandable segments. Both readings stay low.
    line = ('RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at "/opt/conda/conda-bld/pytorch_1695392020201/'
            'work/c10/cuda/CUDACachingAllocator.cpp":1154, please report a bug to PyTorch.\n')
    hyps = resolve_text(line, kb=kb, fallback=False).hypotheses
    assert [h.entry.id for h in hyps[:2]] == ["cuda-oom", "gpu-busy-unavailable"]
    assert all(h.confidence == "low" for h in hyps)


def test_device_plugin_without_nvml_offers_a_node_missing_the_library_second(kb) -> None:
    # k8s-device-plugin v0.15+ (internal/rm, factory.go) inside its pod: the runtime injection first, a node
    # image without libnvidia-ml as the runner-up.
    log = ("I0402 12:47:47.247350       1 factory.go:104] Detected non-NVML platform: could not load NVML library: "
           "libnvidia-ml.so.1: cannot open shared object file: No such file or directory\n")
    ids = ranked_ids(log, kb)
    assert ids[:2] == ["container-toolkit-missing", "nvml-library-not-found"]


def test_a_cudnn9_sub_library_that_did_not_load_offers_a_missing_then_a_mixed_cudnn(kb) -> None:
    # cuDNN 9 loads its engine and heuristic sub-libraries on first use (CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED).
    line = ("RuntimeError: CUDNN_BACKEND_TENSOR_DESCRIPTOR cudnnFinalize failedptrDesc->finalize() cudnn_status: "
            "CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED\n")
    assert _ranked(line, kb)[:2] == [("cudnn-lib-missing", "medium"), ("cudnn-version-mismatch", "low")]


def test_catboosts_missing_gpu_trainer_offers_a_package_without_it_then_an_old_driver(kb) -> None:
    # CatBoost 1.2's trainer factory (_catboost.so, with its doubled space); 0.9 said "CUDA version/driver".
    for line in ("_catboost.CatBoostError: catboost/libs/train_lib/train_model.cpp:1: Can't load GPU learning library. "
                 "Module was not compiled or driver  is incompatible with package. Please install latest NVDIA driver "
                 "and check again\n",
                 "CatboostError: catboost/libs/train_lib/train_model.cpp:800: Can't load GPU learning library. Module "
                 "was not compiled or CUDA version/driver  is incompatible with package\n"):
        assert _ranked(line, kb)[:2] == [("cpu-only-build", "low"), ("driver-too-old", "low")]


def test_paddlesegs_banner_without_gpu_information_reads_low_by_where_it_ran(kb) -> None:
    # PaddleSeg 2.8 (paddleseg/utils/env/sys_env.py) when `nvidia-smi -L` fails.
    line = "GPUs:  Can not get GPU information. Please make sure CUDA have been installed successfully.\n"
    host = resolve_text(line, kb=kb, fallback=False).hypotheses
    assert (host[0].entry.id, host[0].confidence) == ("driver-not-loaded", "low")
    boxed = resolve_text("root@3f2a9c1b7d4e:/paddle/PaddleSeg# python tools/train.py\n" + line, kb=kb,
                         fallback=False).hypotheses
    assert (boxed[0].entry.id, boxed[0].confidence) == ("container-no-gpu-access", "low")


def test_taichis_driver_loader_without_libcuda_reads_as_no_driver(kb) -> None:
    # Taichi 1.7 (taichi/rhi/cuda/cuda_driver.cpp) logs the library it could not open, then falls back to the CPU
    # (python/taichi/lang/misc.py); the fallback line alone reads as a GPU that did not come up.
    load = "[W 05/12/23 10:01:02.123 1234] [cuda_driver.cpp:load_lib@36] libcuda.so lib not found.\n"
    fallback = ("[W 05/12/23 10:01:02.124 1234] [misc.py:adaptive_arch_select@758] Arch=[<Arch.cuda: 3>] is not "
                "supported, falling back to CPU\n")
    assert _first(load + fallback, kb) == ("driver-not-loaded", "low")
    alone = resolve_text(fallback, kb=kb, fallback=False).hypotheses
    assert alone
    assert alone[0].confidence == "low"
    assert "no-cuda-device/taichi-cuda-arch-fallback" in {e.signature for h in alone for e in h.evidence}


def test_sglangs_missing_nvidia_smi_reads_like_the_shells(kb) -> None:
    # SGLang 0.4 (srt/utils.py get_nvgpu_memory_capacity) raised this; 0.5 warns and falls back to torch.
    line = "RuntimeError: nvidia-smi not found. Ensure NVIDIA drivers are installed and accessible.\n"
    boxed = resolve_text("root@8c1f2e3d4a5b:/sgl-workspace# python3 -m sglang.launch_server --model-path m\n" + line,
                         kb=kb, fallback=False).hypotheses
    assert (boxed[0].entry.id, boxed[0].confidence) == ("container-no-gpu-access", "medium")
    bare = resolve_text(line, kb=kb, fallback=False).hypotheses
    assert bare[0].confidence == "low"


def test_djl_without_a_native_build_for_the_cuda_it_found_runs_the_cpu_build(kb) -> None:
    # DJL's LibUtils (pytorch-engine; mxnet-engine and tokenizers name the flavour with /sm_NN) before its CPU fallback.
    for line in ("[WARN ] LibUtils - No matching cuda flavor for linux-x86_64 found: cu102.\n",
                 "WARN ai.djl.mxnet.jna.LibUtils - No matching cuda flavor for win found: cu118mkl/sm_89.\n"):
        assert _first(line, kb) == ("cpu-only-build", "medium")


def test_jcudas_native_library_reads_by_its_platform_and_not_for_the_driver_binding(kb) -> None:
    # jcuda.LibUtils.loadLibrary: the binding's JNI library links against the toolkit libraries of its version.
    def first(name: str) -> tuple[str, str] | None:
        return _first(f'java.lang.UnsatisfiedLinkError: Error while loading native library "{name}"\n', kb)

    assert first("JCublas2-12.0.0-windows-x86_64") == ("windows-dll-not-found", "medium")
    assert first("JNvrtc-11.2.0-windows-x86_64") == ("windows-dll-not-found", "medium")
    assert first("JCudaRuntime-10.2.0-linux-x86_64") == ("cuda-runtime-lib-missing", "low")
    assert first("JCudaDriver-11.2.0-windows-x86_64") is None


def test_opencvs_dnn_on_a_gpu_outside_its_build_is_a_missing_kernel_image_not_a_cpu_build(kb) -> None:
    # OpenCV's dnn initCUDABackend (dnn.cpp; op_cuda.cpp since 4.6) uses the -216 code of a build without CUDA.
    arch = ("  what():  OpenCV(4.9.0) /opt/opencv/modules/dnn/src/op_cuda.cpp:30: error: (-216:No CUDA support) OpenCV "
            "was not built to work with the selected device. Please check CUDA_ARCH_PTX or CUDA_ARCH_BIN in your build "
            "configuration. in function 'initCUDABackend'\n")
    assert _first(arch, kb) == ("no-kernel-image", "high")
    assert "cpu-only-build" not in [h.entry.id for h in resolve_text(arch, kb=kb, fallback=False).hypotheses]
    no_cuda = ("cv2.error: OpenCV(4.8.0) /io/opencv/modules/core/include/opencv2/core/private.cuda.hpp:106: error: "
               "(-216:No CUDA support) The library is compiled without CUDA support in function 'throw_no_cuda'\n")
    assert resolve_text(no_cuda, kb=kb, fallback=False).hypotheses[0].entry.id == "cpu-only-build"


def test_tensorrts_own_library_loader_reads_by_the_file_it_could_not_open(kb) -> None:
    # TensorRT's libLoader.cpp ("Error Code 6") opens its builder resources, lean runtime and plugins by file name.
    linux = ("[TRT] [E] 6: [libLoader.cpp::Impl::293] Error Code 6: Internal Error (Unable to load library: "
             "libnvinfer_builder_resource.so.10.3.0: libnvinfer_builder_resource.so.10.3.0: cannot open shared object "
             "file: No such file or directory)\n")
    windows = ("[E] 6: [libLoader.cpp::nvinfer1::rt::DynamicLibrary::Impl::Impl::290] Error Code 6: Internal Error "
               "(Unable to load library: nvinfer_builder_resource_10.dll)\n")
    # Low on Linux, where TensorRT is an add-on beside the CUDA runtime; a DLL Windows cannot load stays medium.
    assert _first(linux, kb) == ("cuda-runtime-lib-missing", "low")
    assert _first(windows, kb) == ("windows-dll-not-found", "medium")


def test_rllibs_learner_without_a_visible_gpu_reads_as_a_symptom(kb) -> None:
    # Ray 2.35 rllib/core/learner/torch/torch_learner.py asserts local_gpu_idx < torch.cuda.device_count().
    line = "AssertionError: local_gpu_idx 0 is not a valid GPU id or is  not available.\n"
    hyps = resolve_text(line, kb=kb, fallback=False).hypotheses
    assert hyps[0].confidence == "low"
    assert "no-cuda-device/rllib-local-gpu-idx-invalid" in {e.signature for h in hyps for e in h.evidence}


def test_oceananigans_without_a_functional_cuda_reads_as_a_symptom(kb) -> None:
    # Oceananigans.jl models and grids throw when CUDA.jl is not functional (`architecture == GPU() && !has_cuda()`).
    for what in ("model", "grid"):
        line = f"ERROR: ArgumentError: Cannot create a GPU {what}. No CUDA-enabled GPU was detected!\n"
        hyps = resolve_text(line, kb=kb, fallback=False).hypotheses
        assert hyps
        assert all(h.confidence == "low" for h in hyps)
        assert "no-cuda-device/oceananigans-no-cuda-gpu" in {e.signature for h in hyps for e in h.evidence}


def test_nvrtcs_invalid_option_without_the_option_reads_low_as_an_unknown_arch(kb) -> None:
    # CuPy's NVRTCError (cupy_backends/cuda/libs/nvrtc.pyx check_status) prints only the status.
    assert _first("NVRTCError: NVRTC_ERROR_INVALID_OPTION (5)\n", kb) == ("nvcc-unsupported-arch", "low")
    shown = resolve_text("NVRTCError: NVRTC_ERROR_INVALID_OPTION (5)\nnvrtc: error: invalid option -arch=compute_30\n",
                         kb=kb, fallback=False).hypotheses
    assert (shown[0].entry.id, shown[0].confidence) == ("nvcc-unsupported-arch", "medium")


def test_bitsandbytes_cuda_setup_failure_reads_low_on_a_host_and_as_wsl_under_wsl(kb) -> None:
    # bitsandbytes 0.41 cextension.py, after cuda_setup/main.py found no usable CUDA library.
    line = ("        CUDA Setup failed despite GPU being available. Please run the following command to get more "
            "information:\n")
    assert _first(line, kb) == ("cuda-runtime-lib-missing", "low")
    wsl = resolve_text("Linux DESKTOP-1 5.15.90.1-microsoft-standard-WSL2 #1 SMP x86_64 GNU/Linux\n" + line, kb=kb,
                       fallback=False).hypotheses
    assert wsl[0].entry.id == "wsl-gpu-setup"


def test_the_open_module_refusing_a_gpu_reads_as_unsupported_then_as_no_driver(kb) -> None:
    # open-gpu-kernel-modules: no GSP before Turing (R560 wording) and, in R515-R525, data-center GPUs only.
    no_gsp = ("NVRM: The NVIDIA GPU 0000:02:00.0 (PCI ID: 10de:1b06)\n"
              "NVRM: installed in this system is not supported by open\n"
              "NVRM: nvidia.ko because it does not include the required GPU\nNVRM: System Processor (GSP).\n")
    assert ranked_ids(no_gsp, kb)[:2] == ["driver-gpu-unsupported", "driver-not-loaded"]
    geforce = ("NVRM: Open nvidia.ko is only ready for use on Data Center GPUs.\n"
               "NVRM: GPU 0000:01:00.0: RmInitAdapter failed! (0x22:0x56:667)\n")
    assert _first(geforce, kb) == ("driver-gpu-unsupported", "high")


def test_torch_1x_fork_message_in_a_jupyter_listing_is_not_the_fork_error(kb) -> None:
    """torch 1.x raises the fork error two lines above `_check_driver()` and `torch._C._cuda_init()`
    (torch/cuda/__init__.py, _lazy_init), so IPython's listing of a failure in either shows that source line whatever
    the error; only the raised message reads as the fork error."""
    listing = ('    158         raise RuntimeError(\n'
               '    159             "Cannot re-initialize CUDA in forked subprocess. " + msg)\n'
               '    160     _check_driver()\n--> 161     torch._C._cuda_init()\n'
               '    162     _cudart = _load_cudart()\n\n'
               'RuntimeError: cuda runtime error (999) : unknown error at /pytorch/aten/src/THC/THCGeneral.cpp:50\n')
    assert "cuda-fork-reinit" not in ranked_ids(listing, kb)
    raised = listing + ("RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with "
                        "multiprocessing, you must use the 'spawn' start method\n")
    assert _first(raised, kb) == ("cuda-fork-reinit", "high")


def test_bitsandbytes_without_gpu_support_reads_by_the_platform_its_ctypes_lookup_failed_on(kb) -> None:
    """bitsandbytes < 0.43 (cextension.py) warns and then prints the AttributeError of its CUDA function lookup:
    ctypes words it "function '<name>' not found" only on Windows (_ctypes.c), where the package had no CUDA
    library, and with dlerror()'s "undefined symbol" on Linux, where its setup found no CUDA runtime."""
    warning = ("{}bitsandbytes{}cextension.py:34: UserWarning: The installed version of bitsandbytes was compiled "
               "without GPU support. 8-bit optimizers, 8-bit multiplication, and GPU quantization are unavailable.\n"
               '  warn("The installed version of bitsandbytes was compiled without GPU support. "\n')
    windows = warning.format("C:\\Users\\ana\\venv\\lib\\site-packages\\", "\\") + (
        "function 'cadam32bit_grad_fp32' not found\n")
    assert _first(windows, kb) == ("cpu-only-build", "medium")
    assert _first(windows.split("\n", 1)[1], kb) == ("cpu-only-build", "medium")
    linux = warning.format("/home/ana/venv/lib/python3.10/site-packages/", "/") + (
        "/home/ana/venv/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so: undefined symbol: "
        "cadam32bit_grad_fp32\n")
    assert _first(linux, kb) == ("cuda-runtime-lib-missing", "medium")

# NVRM's two-line probe message from the proprietary kernel module for a GPU that only the open modules drive
_OPEN_MODULES_PROBE = ("[    4.118203] NVRM: The NVIDIA GPU 0000:41:00.0 (PCI ID: 10de:2b85)\n"
                       "               NVRM: installed in this system requires use of the NVIDIA open kernel modules.")

RATED = [
    # torch's fork message cut after its first sentence, in a repr, and wrapped mid-sentence (not its 1.x source line).
    ("RuntimeError: Cannot re-initialize CUDA in forked subprocess.", "cuda-fork-reinit", "high"),
    ("ERROR: RuntimeError('Cannot re-initialize CUDA in forked subprocess.')", "cuda-fork-reinit", "high"),
    ("RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with", "cuda-fork-reinit", "high"),
    # ethminer 0.18 libethash-cuda/CUDAMiner.cpp: cudaDriverGetVersion's answer after cudaErrorInsufficientDriver.
    ("CUDA Error : Insufficient CUDA driver 9010", "driver-too-old", "high"),
    # AlexeyAB/darknet convolutional_layer.c since September 2023 (earlier "isn't found").
    ("Error: cuDNN hasn't found BWD-filter algo for convolution", "cuda-oom", "medium"),
    # torch.cuda._utils._get_nvrtc_library when neither libnvrtc.so.<major> nor libnvrtc.so loads.
    ("OSError: Could not find any NVRTC library", "cuda-runtime-lib-missing", "medium"),
    # apex setup.py: torch.version.cuda is None in a torch built without CUDA, and a CUDA release otherwise.
    ("RuntimeError: Cuda extensions are being compiled with a version of Cuda that does not match the version used to "
     "compile Pytorch binaries.  Pytorch binaries were compiled with Cuda None.", "cpu-only-build", "high"),
    ("RuntimeError: Cuda extensions are being compiled with a version of Cuda that does not match the version used to "
     "compile Pytorch binaries.  Pytorch binaries were compiled with Cuda 12.1.", "toolkit-version-mismatch", "high"),
    # `kubectl describe node` with the device plugin running but no GPU registered (Capacity and Allocatable alike).
    ("Capacity:\n  cpu:                16\n  memory:             65843012Ki\n  nvidia.com/gpu:     0\n"
     "  pods:               110", "container-toolkit-missing", "low"),
    # libnd4j ConstantHelper.cu getConstantSpace(), the first call into its own module.
    ("java.lang.RuntimeException: cudaGetSymbolAddress(...) failed", "no-kernel-image", "low"),
    # Paddle 2.1 paddle/fluid/platform/dynload/tensorrt.h names the first TensorRT function it could not load.
    ("RuntimeError: (Unavailable) Load tensorrt api getInferLibVersion failed\n"
     "  [Hint: p_getInferLibVersion should not be null.] (at /paddle/paddle/fluid/platform/dynload/tensorrt.h:114)",
     "cuda-runtime-lib-missing", "medium"),
    # NVML_ERROR_LIBRARY_NOT_FOUND is 12 in nvml.h; DCH drivers put nvml.dll in System32, older ones in NVSMI.
    ("WARN: Can't load NVML library, dlopen(126): failed to load nvml.dll,dlopen(126): failed to load "
     "C:\\Program Files\\NVIDIA Corporation\\NVSMI\\nvml.dll\nWARN: NVML error, code 12",
     "nvml-library-not-found", "medium"),
    # cortex (Jan's local server) server.cc, before it formats the Windows error itself.
    ('20250102 10:11:12.000000 UTC 4242 ERROR Could not load engine: Could not load library '
     '"C:\\Users\\u\\jan\\engines\\cortex.llamacpp\\windows-amd64-avx2-cuda-12-0\\engine.dll"',
     "windows-dll-not-found", "medium"),
    # Oxford Nanopore's Guppy (closed source) when its runners' shared GPU buffers do not fit the GPU.
    ("terminate called after throwing an instance of 'std::runtime_error'\n"
     "  what():  Could not allocate shared buffer for CUDA basecaller.", "cuda-oom", "medium"),
    # Paddle's ParallelEnv (paddle/distributed/parallel.py) sets _device_id only in a CUDA, XPU or custom-device
    # build; device_id then fails on the CPU wheel.
    ('  File "C:\\envs\\py38\\lib\\site-packages\\paddle\\fluid\\dygraph\\parallel.py", line 208, in device_id\n'
     "    return self._device_id\nAttributeError: 'ParallelEnv' object has no attribute '_device_id'",
     "cpu-only-build", "high"),
    # libnvidia-container's device error for an id the driver does not know, as the snap packages (LXD) run it.
    ("nvidia-container-cli.real: device error: MIG-GPU-0a1b2c3d-0000-1111-2222-333344445555/1/0: unknown device",
     "invalid-device-ordinal", "high"),
    # k8s-device-plugin's volume-mounts strategy sets NVIDIA_VISIBLE_DEVICES to this root (internal/plugin/server.go);
    # a toolkit not told to accept it passes the path on as a device name.
    ("Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create "
     "failed: unable to start container process: error during container init: error running hook #0: error running "
     "hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\n"
     "nvidia-container-cli: device error: /var/run/nvidia-container-devices: unknown device: unknown",
     "container-toolkit-missing", "low"),
    # sppark's CUDA_OK (util/exception.cuh) and risc0's copy of it (kernels/zkp/cuda/cuda.h):
    # "%s@%s:%d failed: \"%s\"" with the call, the file, the line and cudaGetErrorString.
    ('called `Result::unwrap()` on an `Err` value: cudaLaunchKernelEx(&config, kernel, args...)'
     '@kernels/zkp/cuda/cuda.h:82 failed: "named symbol not found"', "no-kernel-image", "low"),
    # The loader found the driver's libnvidia-ml and missed one function in it: the container reached the driver, so
    # a `docker run` line without --gpus (a default nvidia runtime) does not make this a container without GPU access.
    ("$ docker run -it --rm -v $PWD:/work nvidia/cuda:12.2.0-base-ubuntu22.04 /work/gpu-exporter\n"
     "/work/gpu-exporter: symbol lookup error: /work/gpu-exporter: undefined symbol: nvmlDeviceGetMemoryInfo_v2",
     "driver-too-old", "low"),
    # ldd resolving libcuda.so.1 to the toolkit's link-time stub: inside a container (the image shadows the driver
    # library the runtime mounts) and on a bare host (an LD_LIBRARY_PATH naming lib64/stubs).
    ("root@4f1c2b3a9d8e:/workspace# ldd /usr/local/lib/python3.10/dist-packages/app/_ops.so | grep cuda\n"
     "\tlibcuda.so.1 => /usr/local/cuda/lib64/stubs/libcuda.so.1 (0x00007f3a1c000000)",
     "container-driver-libs-in-image", "medium"),
    ("$ ldd ./build/app | grep libcuda\n\tlibcuda.so.1 => /opt/cuda-11.8/lib64/stubs/libcuda.so.1 (0x00007f3a1c000000)",
     "container-driver-libs-in-image", "low"),
    # DALI's VideoReader (dali/operators/reader/loader/video_loader.h) in a container the runtime gave no video driver
    # library: DALI_ENFORCE on cuvidInitChecked().
    ("root@0f1e2d3c4b5a:/workspace# python train_video.py\n"
     "RuntimeError: [/opt/dali/dali/operators/reader/loader/video_loader.h:178] Assert on \"ret\" failed: "
     "Failed to load libnvcuvid.so, needed by the VideoReader operator. If you are running in a Docker container, "
     "please refer to https://github.com/NVIDIA/nvidia-docker/wiki/Usage", "container-no-gpu-access", "medium"),
    # Jittor 1.3 (python/jittor/compile_extern.py) compiles its cuDNN and CUDA-library ops at start-up.
    ("[w 0722 10:45:01.123456 84 compile_extern.py:255] CUDA found but cudnn is not loaded:\n"
     "Develop version of CUDNN not found,", "cudnn-lib-missing", "medium"),
    ("[w 0722 10:45:01.123456 84 compile_extern.py:255] CUDA found but cublas is not loaded:",
     "cuda-runtime-lib-missing", "low"),
    # PyCUDA's make_default_context (pycuda/tools.py, behind pycuda.autoinit) when the device count is 0: the
    # no-device symptom, whose first implied cause leads at low.
    ("RuntimeError: No CUDA enabled device found. Please check your installation.", "no-visible-gpu", "low"),
    # transformers 5 (quantizer_finegrained_fp8.py, trainer_utils.py) when torch.cuda.is_available() is False.
    ("RuntimeError: No GPU or XPU found. A GPU or XPU is needed for FP8 quantization.", "no-visible-gpu", "low"),
    ("ValueError: No available GPU device found!", "no-visible-gpu", "low"),
    # Ollama's discovery found no CUDA, ROCm or oneAPI device: the no-device symptom's candidates.
    ('time=2025-07-01T17:59:51.470Z level=INFO source=gpu.go:377 msg="no compatible GPUs were discovered"',
     "no-visible-gpu", "low"),
    # Qiskit Aer 0.18's GPU build (qiskit-aer-gpu) asked for device="GPU" on a machine where CUDA counts none.
    ("No CUDA device available!", "no-visible-gpu", "low"),
    # TensorRT's Polygraphy 0.53 (polygraphy/cuda/cuda.py) finds no cudart before its fallback.
    ("[W] Could not find the CUDA runtime library.", "cuda-runtime-lib-missing", "low"),
    # COLMAP's mvs.cc (and pycolmap's, strings of pycolmap 4.2's _core module) in a build without CUDA.
    ("Dense stereo reconstruction requires CUDA, which is not available on your system.", "cpu-only-build", "high"),
    # XLA's ptx_compiler_helpers.cc rewords ptxas's unknown gpu-name for the architecture it compiled for.
    ("jaxlib.xla_extension.XlaRuntimeError: UNIMPLEMENTED: Loaded PTX assembler is too old for sm_120.",
     "nvcc-unsupported-arch", "high"),
    # RAPIDS RMM 26.10's stream module loads the driver API itself (the strings of rmm/pylibrmm/stream).
    ("RuntimeError: Failed to load libcuda.so.1", "driver-not-loaded", "low"),
    # nvImageCodec 0.9's codec extensions (the strings of libnvjpeg_ext / libnvtiff_ext), typo included.
    ("dlopen libcuda.so failed!. Please install GPU dirver", "driver-not-loaded", "low"),
    # CUTLASS's memory-efficient attention kernels (xFormers and PyTorch generate_kernels.py) run on a GPU whose
    # architecture the build left out.
    ("FATAL: kernel `fmha_cutlassF_f16_aligned_64x128_rf_sm80` is for sm80-sm100, but was built for sm75",
     "no-kernel-image", "high"),
    # Python's ctypes on Windows names the extension module (.pyd, a DLL) whose dependency did not load.
    ("UserWarning: Failed to load image Python extension: 'Could not find module 'C:\\envs\\ml\\Lib\\site-"
     "packages\\torchvision\\image.pyd' (or one of its dependencies). Try using the full path with constructor "
     "syntax.'", "windows-dll-not-found", "medium"),
    # uv refuses a wheel given by URL whose tags do not fit (older releases put the URL after a colon), and a locked
    # distribution without a wheel for this platform.
    ("  Caused by: A URL dependency is incompatible with the current platform: https://example.org/wheels/"
     "flash_attn-2.7.0-cp311-cp311-linux_x86_64.whl", "wheel-platform-unsupported", "high"),
    ("error: Distribution `xformers==0.0.30 @ registry+https://download.pytorch.org/whl/cu128` can't be installed "
     "because the binary distribution is incompatible with the current platform", "wheel-platform-unsupported", "high"),
    # InvokeAI's start-up check for its CUDA allocator setting: a CPU torch first, then the no-device candidates.
    ("RuntimeError: Attempted to configure the PyTorch CUDA memory allocator, but no CUDA devices are available.",
     "cpu-only-build", "low"),
    # DIGITS's device query gives error 35 (cudaErrorInsufficientDriver) as a number only.
    ("cudaRuntimeGetVersion() failed with error #35", "driver-too-old", "medium"),
    # Ollama's llama-server discovery drops a GPU whose compute capability its CUDA backend was not built for.
    ('time=2026-08-01T10:00:00.000Z level=INFO source=llama_server.go:299 msg="skipping CUDA device — compute '
     'capability not in compiled architectures" device="NVIDIA GeForce GTX 760" cc=30 archs=50,61,70,75,80',
     "no-kernel-image", "high"),
    # pixi (pixi_core lock_file/virtual_packages.rs) checks system-requirements against the machine's virtual
    # packages: no __cuda in the list is no driver library found (low: CI runners have none by design), a lower
    # __cuda is a driver older than the workspace asks for.
    ("  \u00d7 Virtual package '__cuda >=12' does not match any of the available virtual packages on your machine: "
     "[__archspec=1=x86_64_v3, __glibc=2.35=0, __unix=0=0, __linux=6.8.0=0]", "driver-not-loaded", "low"),
    ("  \u00d7 Virtual package '__cuda >=12' does not match any of the available virtual packages on your machine: "
     "[__glibc=2.35=0, __cuda=11.8=0, __unix=0=0, __linux=6.8.0=0]", "driver-too-old", "medium"),
    # libmamba's solver explanation (problems_graph.cpp) for a virtual package nothing provides.
    ("  \u2514\u2500 pytorch-cuda 12.1** is not installable because it requires __cuda, which is missing on the "
     "system.", "driver-not-loaded", "low"),
    # faceswap lib/gpu_stats: any NVML error but a missing library, no driver or no permission (2019-2022 wording,
    # then the current one).
    ("An unhandled exception occured loading pynvml. Original error: Uninitialized\nNo GPU detected. Switching to CPU "
     "mode", "nvml-library-not-found", "medium"),
    ("An unhandled exception occurred reading from the Nvidia Machine Learning Library. Original error: Unknown Error",
     "nvml-library-not-found", "medium"),
    # glibc's loader on a libnvidia-ml.so.1 shorter than an ELF header, as nvidia-container-cli reports it.
    ("nvidia-container-cli: initialization error: load library failed: /usr/lib/x86_64-linux-gnu/nvidia/current/"
     "libnvidia-ml.so.1: file too short: unknown", "nvml-library-not-found", "medium"),
    # a CUDA runtime copied into a wheel by auditwheel, whose file was removed while the process ran.
    ("RuntimeError: /env/lib/python3.11/site-packages/torchvision.libs/libcudart.41118559.so.12 (deleted): cannot "
     "open shared object file: No such file or directory", "cuda-runtime-lib-missing", "high"),
    # NVRTC 12.9 on Windows (nvrtc64_120_0.dll strings) and pygpu / libgpuarray's loader (src/loaders/dyn_load.c).
    ("nvrtc: error: failed to open nvrtc-builtins64_129.dll.\n  Make sure that nvrtc-builtins64_129.dll is installed "
     "correctly.", "windows-dll-not-found", "high"),
    ("pygpu.gpuarray.GpuArrayException: b'Could not load \"nvrtc64_80.dll\": The specified module could not be "
     "found.\\r\\n'", "windows-dll-not-found", "medium"),
    # dlib's compiled module (a DLIB_USE_CUDA build links cuDNN and the CUDA runtime; its __init__ adds their folders).
    ("ImportError: DLL load failed while importing _dlib_pybind11: The specified module could not be found.",
     "windows-dll-not-found", "medium"),
    # text-generation-inference (layers/attention/cuda.py) and text-embeddings-inference (candle flash_attn.rs) refuse
    # a compute capability their attention kernels do not cover.
    ("ImportError: GPU with CUDA capability 7 0 is not supported", "no-kernel-image", "medium"),
    # cudarc (Rust: candle, burn, mistral.rs) names the library it asked the loader for (src/lib.rs, panic_no_lib_found;
    # "Unable to find ... lib under the names" before 0.13): a CUDA library or cuDNN.
    ("thread 'main' panicked at /root/.cargo/registry/src/cudarc-0.16.4/src/lib.rs:98:5:\n"
     "Unable to dynamically load the \"cublasLt\" shared library - searched for library names: [\"cublasLt\", "
     "\"cublasLt64\"]. Ensure that `LD_LIBRARY_PATH` has the correct path to the installed library.",
     "cuda-runtime-lib-missing", "low"),
    ("Unable to find cudnn lib under the names [\"cudnn\"]. Please open GitHub issue.", "cudnn-lib-missing", "low"),
    # node-llama-cpp's `inspect gpu` (InspectGpuCommand.ts): NVML found but not the runtime and cuBLAS libraries, and
    # the driver and runtime found but not its optional CUDA binaries package.
    ("CUDA: NVIDIA driver is installed, but CUDA runtime is not\n"
     "To resolve errors related to CUDA, see the CUDA guide: https://node-llama-cpp.withcat.ai/guide/CUDA",
     "cuda-runtime-lib-missing", "medium"),
    ("CUDA: The CUDA prebuilt binaries modules are missing", "cpu-only-build", "low"),
    # TSL's CUDA runtime stub (tsl/cuda/cudart_stub.cc) could not load libcudart, whatever its words say of drivers.
    ("2024-05-02 09:12:44.301122: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on "
     "your machine, GPU will not be used.", "cuda-runtime-lib-missing", "low"),
    # xFormers' memory-efficient attention finds no CUTLASS kernel for the GPU's capability and dtype (the
    # attention_*_generic.cu dispatch), and cudaErrorSymbolNotFound as c10's check prints it.
    ("RuntimeError: cutlassB: no kernel found to launch!", "no-kernel-image", "low"),
    ("RuntimeError: CUDA error: named symbol not found\nCUDA kernel errors might be asynchronously reported at some "
     "other API call, so the stacktrace below might be incorrect.", "no-kernel-image", "low"),
    ("Error: Could not create backend\n\nCaused by:\n    GPU with CUDA capability 70 is not supported",
     "no-kernel-image", "medium"),
    # candle's GGUF kernels (candle-kernels mmq_common.cuh), its placeholder CUDA back end, and TorchSharp's loader.
    ("candle-kernels/src/mmq_gguf/mmq_common.cuh:331: ERROR: CUDA kernel mul_mat_q4_0 has no device code for arch "
     "610. Compiled for: 800", "no-kernel-image", "high"),
    ("not implemented: cuda support has not been enabled, add `cuda` feature to enable.", "cpu-only-build", "high"),
    ("System.NotSupportedException: The libtorch-cuda-12.1-win-x64 package version 2.5.1.0 is not restored on this "
     "system. If using F# Interactive or .NET Interactive you may need to add a reference to this package, e.g.",
     "cpu-only-build", "medium"),
    # tiny-cuda-nn's PyTorch bindings (tinycudann/modules.py) import only when torch.cuda.is_available().
    ("EnvironmentError: Unknown compute capability. Ensure PyTorch with CUDA support is installed.", "cpu-only-build",
     "low"),
    # cellpose's start-up GPU test (cellpose/core.py, 2022 and 2025 wordings) and the kohya_ss setup check.
    ("2022-12-02 10:00:00,000 [INFO] TORCH CUDA version not installed/working.", "cpu-only-build", "low"),
    ("2026-01-01 10:00:00,000 [INFO] Neither TORCH CUDA nor MPS version not installed/working.", "cpu-only-build",
     "low"),
    ("10:00:00-000000 WARNING  Torch reports GPU not available", "cpu-only-build", "low"),
    # the NCCL ctypes wrapper of vLLM's forks (pynccl_wrapper.py), Burn without a CUDA back end (burn-dispatch
    # device.rs, burn-tch build.rs) and tabbyAPI's ExLlamaV3 GPU check (backends/exllamav3/model.py).
    ("ERROR 01-01 10:00:00 pynccl_wrapper.py:196] Failed to load NCCL library from libnccl.so.2 .It is expected if "
     "you are not running on NVIDIA/AMD GPUs.Otherwise, the nccl library might not exist, be corrupted or it does "
     "not support the current platform Linux-5.15.0-x86_64-with-glibc2.35.", "cuda-runtime-lib-missing", "medium"),
    ("ERROR 01-01 10:00:00 [pynccl_wrapper.py:272] Failed to load NCCL library from libnccl.so.2. It is expected if "
     "you are not running on NVIDIA/AMD GPUs.Otherwise, the nccl library might not exist", "cuda-runtime-lib-missing",
     "medium"),
    ("thread 'main' panicked at src/main.rs:7:5:\nBURN_DEVICE=cuda requested, but the 'cuda' feature is not enabled.",
     "cpu-only-build", "high"),
    ("No libtorch_cuda or libtorch_hip found. Download the GPU version of libtorch to use a GPU device",
     "cpu-only-build", "high"),
    ("RuntimeError: Unable to run ExllamaV3 because an unsupported GPU is found in this configuration. ",
     "no-kernel-image", "medium"),
    # Forge's rewording of the web UI's launch check (modules/launch_utils.py) and DCGM's text for NVML not loaded.
    ("RuntimeError: Your device does not support the current version of Torch/CUDA! Consider download another "
     "version: ", "cpu-only-build", "low"),
    ("Error: Cannot perform the requested operation because NVML doesn't exist on this system.",
     "nvml-library-not-found", "medium"),
    # Podman 5.x maps --gpus to CDI names and finds no GPU vendor's CDI spec (libpod/util.go).
    ("Error: could not discover GPU vendor: no known GPU vendor found in CDI specs", "container-toolkit-missing",
     "high"),
    # comfy-cli's wheel choice from the driver's CUDA version (cmdline.py) and ComfyUI Desktop's Windows GPU check.
    ("Warning: CUDA driver 11.4 is too old for any known PyTorch wheel. Falling back to cu126. Use `--cuda-version` to "
     "override.", "driver-too-old", "high"),
    ("ComfyUI requires an NVIDIA or AMD GPU on Windows. No supported GPU was detected.", "driver-not-loaded", "low"),
    # The RVC WebUI's 2023 config.py, in Chinese, when torch.cuda.is_available() is False.
    ("(venv) D:\\RVC>python infer-web.py\n没有发现支持的N卡, 使用CPU进行推理", "cpu-only-build", "low"),
    # The AI Segmentation QGIS plugin (src/core/venv_manager.py) picks CPU torch for a driver below the wheels' minimum.
    ("[09:12:05] NVIDIA driver 566.14 too old for cu128 (needs >= 570), will use CPU instead", "driver-too-old",
     "high"),
    ("[09:12:05] Driver too old for CUDA, installing CPU torch instead", "driver-too-old", "high"),
    # Axolotl's config check, from torch.cuda.is_bf16_supported() as transformers' bf16 refusal.
    ("[axolotl.utils.schemas.config.check_bf16:1773] [WARNING] bf16 requested, but AMP is not supported on this GPU. "
     "Requires Ampere series or above.", "cpu-only-build", "low"),
    # PyTorch's driver-API error text, one of deepmd-kit's out-of-memory markers (deepmd/pt/utils/auto_batch_size.py).
    ("RuntimeError: CUDA driver error: out of memory", "cuda-oom", "medium"),
    # OBS Studio's NVENC plug-in (plugins/obs-nvenc/nvenc-helpers.c) compares the driver's NVENC API with its SDK.
    ("error: [obs-nvenc] Current driver version does not support this NVENC version, please upgrade your driver",
     "driver-too-old", "high"),
    # RapidOCR's ONNX Runtime engine (provider_config.py) without the CUDA provider in the installed package.
    ("[WARNING] 2026-01-01 10:00:00,000 [RapidOCR] provider_config.py:103: CUDAExecutionProvider is not in available "
     "providers (['AzureExecutionProvider', 'CPUExecutionProvider']). Use CPUExecutionProvider inference by default.",
     "cpu-only-build", "medium"),
    # FastDeploy 1.x (fastdeploy_model.cc) when no GPU back end of the model is compiled in.
    ("[ERROR] fastdeploy/fastdeploy_model.cc(262)::CreateGpuBackend\tCannot find an available gpu backend to load this "
     "model.", "cpu-only-build", "medium"),
    # Open MPI's [no cuda support] help (ompi/runtime/help-mpi-runtime.txt): CUDA-aware MPI from a build without it.
    ("The user requested CUDA support with the --mca mpi_cuda_support 1 flag\n"
     "but the library was not compiled with any support.", "cpu-only-build", "medium"),
    # nvidia-smi exits with the NVML return code (nvml.h): 12 library not found, 9 driver not loaded, 15 GPU lost,
    # as Python, telegraf's nvidia_smi input and nvidia_gpu_exporter (exporter.go, 2021 and 2023) report it.
    ("subprocess.CalledProcessError: Command '['nvidia-smi', '-L']' returned non-zero exit status 12.",
     "nvml-library-not-found", "medium"),
    ('level=error error="command failed. stderr:  err: exit status 12"', "nvml-library-not-found", "medium"),
    ('E! [inputs.nvidia_smi] Error in plugin: calling "/usr/bin/nvidia-smi" failed: exit status 12',
     "nvml-library-not-found", "medium"),
    ('error="command failed. code: 9 | command: nvidia-smi --query-gpu=timestamp --format=csv | stdout:  | stderr: "',
     "driver-not-loaded", "medium"),
    ("subprocess.CalledProcessError: Command 'nvidia-smi' returned non-zero exit status 15.",
     "gpu-hardware-fault", "medium"),
    # The nvidia module's init returns -ENODEV when it finds or probes no NVIDIA GPU (kernel-open/nvidia/nv.c): on a
    # cloud instance without one that line is all a log shows, so it reads low; other insert failures stay high.
    ("modprobe: ERROR: could not insert 'nvidia': No such device", "driver-not-loaded", "low"),
    ("modprobe: ERROR: could not insert 'nvidia': Key was rejected by service", "driver-not-loaded", "high"),
    # Intel Open Image Denoise (core/context.cpp) finds no CUDA GPU its build supports (compute capability range).
    ("OIDN error: unsupported device type: CUDA", "no-kernel-image", "low"),
    # Flowframes (Os/AiProcess.cs) when torch says it no longer supports the GPU; Petals (server.py) when not even one
    # block fits in the free GPU memory.
    ("Your GPU seems to be outdated and is not supported!", "no-kernel-image", "medium"),
    ("AssertionError: Your GPU does not have enough memory to serve at least one block", "cuda-oom", "medium"),
    # nvidia-persistenced (nvidia-persistenced.c) at boot when the module did not load.
    ("Mar 01 10:00:00 host nvidia-persistenced[812]: Failed to query NVIDIA devices. Please ensure that the NVIDIA "
     "device files (/dev/nvidia*) exist, and that user 0 has read and write permissions for those files.",
     "driver-not-loaded", "medium"),
    # DCGM's health watches and dcgmi diag (dcgmlib/dcgm_errors.h) report memory faults on the board.
    ("Detected 2 volatile double-bit ECC error(s) in GPU 0.", "gpu-hardware-fault", "high"),
    ("| Error  | A pending retired page has been detected in GPU 3.", "gpu-hardware-fault", "high"),
    ("GPU 1 had memory errors and row remappings are pending", "gpu-hardware-fault", "high"),
    # Kaldi: cuda-gpu-available.cc in a build without CUDA; cu-device.cc with --use-gpu=optional, every GPU taken.
    ("### CUDA WAS NOT COMPILED IN! ###\nTo support CUDA, you must run 'configure' on a machine that has the CUDA "
     "compiler 'nvcc' available.", "cpu-only-build", "high"),
    ("WARNING (nnet3-chain-train[5.5]:SelectGpuId():cu-device.cc:221) Running on CPU!!! No more unused CUDA GPUs?",
     "gpu-busy-unavailable", "medium"),
    # dorado (torch_utils/cuda_utils.cpp) for cudaErrorNoKernelImageForDevice.
    ("[error] Dorado cannot support the CUDA device being used, as the compute capability version is incompatible.",
     "no-kernel-image", "high"),
    # Ultimate Vocal Remover's error dialog (gui_data/error_handling.py) for "no kernel image" and out-of-memory errors.
    ("This process is not compatible with your GPU.\n\nPlease uncheck \"GPU Conversion\" and try again",
     "no-kernel-image", "medium"),
    ("The application was unable to allocate enough GPU memory to use this model. Please close any GPU intensive "
     "applications and try again.", "cuda-oom", "medium"),
    # CUDAdrv.jl's Pkg.build (deps/build.jl) found no libcuda to load.
    ("ERROR: LoadError: Could not find CUDA driver library", "driver-not-loaded", "medium"),
    # cuRAND's launch-failure status (curand.h) through Caffe's CURAND_CHECK (math_functions.cu).
    ("F0616 13:17:34.736345 13420 math_functions.cu:408] Check failed: status == CURAND_STATUS_SUCCESS (201 vs. 0)  "
     "CURAND_STATUS_LAUNCH_FAILURE", "no-kernel-image", "medium"),
    # An extension linking the CUDA half of torch in an environment whose torch has none (the CPU wheel's torch/lib).
    ("OSError: libc10_cuda.so: cannot open shared object file: No such file or directory", "cpu-only-build", "medium"),
    # Vulkan device memory exhausted: vulkan-hpp's exception, a Mesa driver, Unreal Engine 5's Vulkan RHI.
    ("ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory", "cuda-oom", "medium"),
    ("MESA: error: ../src/intel/vulkan/anv_device.c:4237: VK_ERROR_OUT_OF_DEVICE_MEMORY", "cuda-oom", "medium"),
    ("Out of memory on Vulkan; MemoryTypeIndex=5, AllocSize=1.000MB", "cuda-oom", "medium"),
    # Node.js's process.dlopen on Windows: the LoadLibrary message, then the addon's \\?\ path.
    ("Error: The specified module could not be found.\n\\\\?\\C:\\app\\node_modules\\onnxruntime-node\\bin\\napi-v3\\"
     "win32\\x64\\onnxruntime_binding.node", "windows-dll-not-found", "medium"),
    # OBS Studio's NVENC plug-in (nvenc-helpers.c, data/locale/en-US.ini): the dialog for a driver older than its NVENC
    # SDK, and an encode session refused with NV_ENC_ERR_OUT_OF_MEMORY, which OBS reads as too many sessions.
    ("The installed NVIDIA driver does not support this NVENC version, try updating the driver.", "driver-too-old",
     "high"),
    ("NVENC Error: Too many concurrent sessions. Try closing other recording software that might be using NVENC such "
     "as NVIDIA ShadowPlay or Windows Game DVR.", "gpu-busy-unavailable", "medium"),
    ("error: [obs-nvenc] nvenc_init: nv.nvEncOpenEncodeSessionEx(&params, &enc->session) failed: 10 "
     "(NV_ENC_ERR_OUT_OF_MEMORY)", "gpu-busy-unavailable", "medium"),
    # LLaMA-Factory's web UI (webui/runner.py, locales.py) when torch finds no accelerator, in English and Chinese.
    ("CUDA environment was not detected.", "cpu-only-build", "low"),
    ("未检测到 CUDA 环境。", "cpu-only-build", "low"),
    # The nvidia/cuda and NGC images' banner: no GPU reached the container, for want of --gpus or of the runtime.
    ("WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.",
     "container-no-gpu-access", "medium"),
    # The unversioned libcuda.so on a host with no WSL marker: a missing driver or dev symlink as much as WSL.
    ("OSError: libcuda.so: cannot open shared object file: No such file or directory", "wsl-gpu-setup", "low"),
    # A binding asks libnvidia-ml for a function of a later driver branch (ctypes' dlsym error, ld.so's lookup error).
    ("AttributeError: /usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1: undefined symbol: nvmlDeviceGetMemoryInfo_v2",
     "driver-too-old", "low"),
    ("nvtop: symbol lookup error: nvtop: undefined symbol: nvmlDeviceGetPcieThroughput", "driver-too-old", "low"),
    # The driver API's own functions (cuda.h): libcuda.so.1, which the driver installs, exports only those of its CUDA
    # release; the glibc loader names the one a newer build imports.
    ("ImportError: /srv/venv/lib/python3.11/site-packages/vllm/_C.abi3.so: undefined symbol: cuTensorMapEncodeIm2col",
     "driver-too-old", "low"),
    ("./bench: symbol lookup error: ./bench: undefined symbol: cuCtxCreate_v4", "driver-too-old", "low"),
    # NTSTATUS 0xC0000135 (STATUS_DLL_NOT_FOUND) as a spawned runner's exit code: hex, unsigned and signed decimal.
    ("Error: llama runner process has terminated: exit status 0xc0000135", "windows-dll-not-found", "low"),
    ("child process exited with code 3221225781", "windows-dll-not-found", "low"),
    ("Process finished with exit code -1073741515", "windows-dll-not-found", "low"),
    # The container toolkit's CDI modifier (internal/modifier/cdi.go, pkg/nvcdi) wraps NVML's init error, lower case.
    ("could not apply required modification to OCI specification: error modifying OCI spec: failed to create the "
     "automatic CDI modifier: failed to generate CDI spec for mode \"auto\": failed to construct device spec "
     "generators: failed to initialize NVML: Driver/library version mismatch", "nvml-driver-library-mismatch", "high"),
    # LLVM's NVPTX back end (MCSubtargetInfo) does not know the GPU's arch: Triton, Numba, CUDA.jl compile with it.
    ("'sm_120' is not a recognized processor for this target (ignoring processor)", "nvcc-unsupported-arch",
     "medium"),
    # A CUDA 9 build's cuDNN has no kernels for Turing: the first convolution fails to execute.
    ("RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED", "no-kernel-image", "low"),
    # Paddle's DLL-load failure that names no DLL: a CUDA DLL, the VC++ runtime or a CPU without AVX alike.
    (" DLL load failed: The specified module could not be found.\nImportError: NOTE: You may need to run \"set PATH="
     "C:\\Python36;%PATH%\"\n  File \"C:\\Python36\\lib\\site-packages\\paddle\\fluid\\framework.py\", line 47",
     "windows-dll-not-found", "low"),
    # XLA's convolution autotuner (gpu_conv_algorithm_picker.cc) found no cuDNN algorithm that ran: under JAX's
    # preallocation mostly too little memory left for the scratch buffers.
    ("jaxlib.xla_extension.XlaRuntimeError: UNKNOWN: Failed to determine best cudnn convolution algorithm for:",
     "cuda-oom", "low"),
    # The autotuner's per-algorithm list: an EXECUTION_FAILED there is one candidate failing, not missing kernels.
    ("Original error: INTERNAL: All algorithms tried for %cudnn-conv = (f32[32,64,64,32]{2,1,3,0}, u8[0]{0}) "
     "custom-call(f32[32,64,64,10]{2,1,3,0} %copy.3), window={size=3x3 pad=1_1x1_1} failed. Falling back to default "
     "algorithm.  Per-algorithm errors:\n  Profiling failure on cuDNN engine 1#TC: UNKNOWN: "
     "CUDNN_STATUS_EXECUTION_FAILED", "cuda-oom", "low"),
    # TF Serving's GPU image binary without the libcuda.so.1 the NVIDIA runtime would have mounted.
    ("tensorflow_model_server: error while loading shared libraries: libcuda.so.1: cannot open shared object file: "
     "No such file or directory", "container-no-gpu-access", "low"),
    # A program printing NVML's return code by number: 15 is NVML_ERROR_GPU_IS_LOST (nvml.h).
    ("WARN: NVML: can't get GPU #0, error code 15", "gpu-hardware-fault", "medium"),
    # TensorFlow's status prefix before 2.7 ("Unimplemented: "), as old jaxlib printed it.
    ("RuntimeError: Unimplemented: DNN library is not found.", "cudnn-version-mismatch", "low"),
    # Ollama's old discovery with a compute capability no supported GPU has (another cudart answered), and a real one.
    ("time=2024-04-28T16:56:49.512-04:00 level=INFO source=gpu.go:121 msg=\"CUDA GPU is too old. Compute Capability "
     "detected: 1.0\"", "no-kernel-image", "low"),
    ("level=INFO source=gpu.go:121 msg=\"CUDA GPU is too old. Compute Capability detected: 3.0\"", "no-kernel-image",
     "high"),
    # PyTorch's generic CUDA check under WSL (a /mnt/c path) may come from a run that had already used the GPU.
    ("  File \"/mnt/c/Users/me/proj/train.py\", line 40, in forward\nRuntimeError: CUDA error: unknown error",
     "wsl-gpu-setup", "medium"),
    # bitsandbytes before 0.43 (Linux libraries only) on native Windows: pathlib shows the PATH entries as WindowsPath.
    ("UserWarning: WARNING: The following directories listed in your path were found to be non-existent: "
     "{WindowsPath('/usr/local/cuda/lib64')}", "wheel-platform-unsupported", "medium"),
    ("CUDA SETUP: Loading binary C:\\venv\\lib\\site-packages\\bitsandbytes\\libbitsandbytes_cuda118.so...",
     "wheel-platform-unsupported", "medium"),
    # The CHECK macro of tensorrt_demos' YOLO plugin prints the raw cudaError_t: 35 is cudaErrorInsufficientDriver.
    ("Cuda failure in file 'yolo_layer.cu' line 51: 35", "driver-too-old", "medium"),
    # UCX's shared-memory transport without room for its receive FIFO (uct/sm/mm/base/mm_iface.c).
    ("[1700000000.000000] [node:123:0]       mm_iface.c:812  UCX  ERROR mm_iface failed to allocate receive FIFO",
     "shm-too-small", "medium"),
    # COLMAP's automatic reconstructor in a build without CUDA (#ifndef CUDA_ENABLED).
    ("WARNING: Skipping dense reconstruction because CUDA is not available", "cpu-only-build", "high"),
    # The gpuErrchk macro many CUDA projects copy: "GPUassert: " + cudaGetErrorString, file, line.
    ("GPUassert: out of memory pcdet/ops/iou3d_nms/src/iou3d_nms.cpp 103", "cuda-oom", "high"),
    # Error 222's text as programs quote it in their own words (no "the provided", capitalised).
    ("GPUassert: The PTX was compiled with an unsupported toolchain, kernel.cu 2352", "driver-too-old", "medium"),
    # Poetry's chooser.py: no wheel of the locked framework version fits this environment's tags.
    ("  - Installing torch (2.5.1+cu124): Failed\n\n    | Unable to find installation candidates for torch "
     "(2.5.1+cu124)", "wheel-platform-unsupported", "medium"),
    # libnvcuvid (NVDEC) ships with the driver: a Video Codec SDK newer than the driver names functions it lacks.
    ("ImportError: /opt/nvvl/lib/libnvvl.so: undefined symbol: cuvidGetDecoderCaps", "driver-too-old", "medium"),
    ("libNvPipe.so.1.0.0: undefined reference to `cuvidReconfigureDecoder'", "driver-too-old", "medium"),
    # atop's GPU daemon (atopgpud) logs this for any exception of pynvml.nvmlInit() and exits.
    ("Jan 06 21:52:42 host .atopgpud-wrapp[771782]: atopgpud ERROR: Shared lib 'libnvidia-ml' probably not "
     "installed!", "nvml-library-not-found", "medium"),
    # nouveau's device constructor (nvkm/engine/device/base.c) names the chip it bound to.
    ("[    5.436312] nouveau 0000:01:00.0: NVIDIA GM204 (124020a1)", "driver-not-loaded", "medium"),
    # NTSTATUS 0xC0000135 as a Rust supervisor prints a child's exit ("status code" and the signed 32-bit value).
    ("WARN llama_cpp_server::supervisor: llama-server <embedding> exited with status code -1073741515, args: "
     "`Command { std: \"C:\\\\tabby\\\\llama-server.exe\" }`", "windows-dll-not-found", "low"),
    # A compiled CUDA extension imported before torch has added its DLL folders (torch/__init__.py).
    ("ImportError: DLL load failed while importing custom_rasterizer_kernel: The specified module could not be found.",
     "windows-dll-not-found", "medium"),
    # mmcv-full's compiled ops (mmcv/utils/ext_loader.py imports mmcv._ext), in a Chinese-language Windows.
    ("ImportError: DLL load failed while importing _ext: 找不到指定的模块。", "windows-dll-not-found", "medium"),
    # GNU ld names a TensorRT library of a tar install that the build was not pointed at, as it names the CUDA ones.
    ("/usr/bin/ld: cannot find -lnvinfer_plugin", "cuda-runtime-lib-missing", "high"),
    # ASTRA's compiled module: its conda builds for Windows link the CUDA runtime and cuFFT (libastra cuda_*), in a
    # German-language Windows.
    ("ImportError: DLL load failed while importing astra_c: Das angegebene Modul wurde nicht gefunden.",
     "windows-dll-not-found", "medium"),
    # ONNX Runtime's C# binding P/Invokes the CUDA provider's registration, absent from the CPU native library.
    ("System.EntryPointNotFoundException: Unable to find an entry point named "
     "'OrtSessionOptionsAppendExecutionProvider_CUDA' in DLL 'onnxruntime'.", "cpu-only-build", "medium"),
    # HOOMD-blue ExecutionConfiguration.cc: a device below the build's CUDA_ARCH ("computed" before 2022).
    ("RuntimeError: No supported GPUs are present on this system.\n"
     "The device Tesla K40m with compute capability 3.5 does not support HOOMD-blue.", "no-kernel-image", "medium"),
    # R torch's install.R check_supported_version (cli_abort's bullets: x then i).
    ('Error in `check_supported_version()`:\n\u2716 Unsupported CUDA version "12.9"\n'
     '\u2139 Currently supported versions are: "12.6" and "12.8".', "wheel-platform-unsupported", "medium"),
    # CUDA.jl's CUDA.versioninfo() (src/utilities.jl, 2020-2022) lists a library it could not load as missing.
    ("Libraries:\n- CUBLAS: 11.2.1\n- CURAND: 10.2.2\n- CUDNN: missing\n- CUTENSOR: missing", "cudnn-lib-missing",
     "medium"),
    # Slurm's device cgroup (ConstrainDevices=yes) holds only the GPUs a step was allocated.
    ("$ srun -p gpu --pty bash\n$ nvidia-smi\nNo devices were found", "no-visible-gpu", "medium"),
    # CUDA runtime API error types: the runtime enum names and descriptions read as their driver-API twins do.
    ("[Hint: 'cudaErrorMisalignedAddress'. The device encountered a load or store instruction on a memory address "
     "which is not aligned.]", "illegal-memory-access", "high"),
    ("RuntimeError: CUDA error: hardware stack error", "illegal-memory-access", "medium"),
    ("RuntimeError: CUDA error: the remote procedural call between the MPS server and the MPS client failed",
     "gpu-busy-unavailable", "medium"),
    # NVML return codes 8, 14, 15 and 16 as nvidia-ml-py names and words them (NVMLError._errcode_to_string).
    ("pynvml.NVMLError_InsufficientPower: Insufficient External Power", "gpu-hardware-fault", "medium"),
    ("WARNING: infoROM is corrupted at gpu 0000:01:00.0", "gpu-hardware-fault", "low"),
    ("pynvml.NVMLError_GpuIsLost: GPU is lost", "gpu-hardware-fault", "high"),
    ("E1105 03:12:09.000000 1 health.go:163] NVML_ERROR_GPU_IS_LOST", "gpu-hardware-fault", "high"),
    ("pynvml.NVMLError_ResetRequired: GPU requires restart", "gpu-hardware-fault", "low"),
    # TensorFlow's cudart_stub.cc answers for a libcudart it could not load.
    ("tensorflow.python.framework.errors_impl.InternalError: cudaGetDevice() failed. Status: cudaGetErrorString symbol "
     "not found.", "cuda-runtime-lib-missing", "medium"),
    # The banner of the CUDA toolkit's link-time stub libnvidia-ml.so, loaded because the driver's was not found first.
    ("WARNING:\n\nYou should always run with libnvidia-ml.so that is installed with your\n"
     "NVIDIA Display Driver. By default it's installed in /usr/lib and /usr/lib64.", "nvml-library-not-found",
     "medium"),
    # XLA defines GpuAllocatorConfig only in GPU builds (xla.cc); JAX's xla_bridge tests for it to tell a CUDA jaxlib.
    ("INFO:absl:Unable to initialize backend 'cuda': module 'jaxlib.xla_extension' has no attribute "
     "'GpuAllocatorConfig'", "cpu-only-build", "medium"),
    # nvtop prints nvmlInit's nvmlErrorString after its own prefix (src/extract_gpuinfo_nvidia.c).
    ("Impossible to initialize nvidia nvml : Driver/library version mismatch", "nvml-driver-library-mismatch", "high"),
    ("Impossible to initialize nvidia nvml : Driver Not Loaded", "driver-not-loaded", "medium"),
    # NCCL's nvmlwrap.cc: WARN("nvmlInit%s() failed: %s", "_v2", nvmlErrorString(...)) for the NVML error at start-up.
    ("node01:4242:4242 [0] misc/nvmlwrap.cc:142 NCCL WARN nvmlInit_v2() failed: Driver Not Loaded",
     "driver-not-loaded", "medium"),
    ("node01:4242:4242 [0] misc/nvmlwrap.cc:142 NCCL WARN nvmlInit_v2() failed: Driver/library version mismatch",
     "nvml-driver-library-mismatch", "high"),
    ("Impossible to initialize nvidia nvml : Unknown Error", "container-nvml-unknown-error", "medium"),
    # k2's get_version.py asserts torch.version.cuda against the CUDA collect_env finds running (nvcc) before building.
    ("AssertionError: PyTorch is built with CUDA version: 11.7.\nThe current running CUDA version is: 10.2.89",
     "toolkit-version-mismatch", "high"),
    # torch.cuda.set_device() on a CPU-only wheel (torch/csrc/cuda/Module.cpp is compiled into CUDA builds only).
    ("AttributeError: module 'torch._C' has no attribute '_cuda_setDevice'", "cpu-only-build", "high"),
    # PyPI's aarch64 torch wheels have no CUDA for the Jetson iGPU; NVIDIA publishes the JetPack builds.
    ("nvidia@jetson-nano:~$ python3\n>>> import torch\n>>> torch.cuda.is_available()\nFalse", "cpu-only-build",
     "medium"),
    # DGL's DeviceAPIManager::GetAPI names the device gpu in releases before 1.x (src/runtime/c_runtime_api.cc).
    ("dgl._ffi.base.DGLError: Check failed: allow_missing: Device API gpu is not enabled. Please install the cuda "
     "version of dgl.", "cpu-only-build", "high"),
    # OBS logs FFmpeg's ENOSYS, which nvenc_load_libraries returns when the driver's NVENC API is below the SDK's.
    ("warning: [FFmpeg NVENC encoder: 'simple_h264_stream'] Failed to open NVENC codec: Function not implemented",
     "driver-too-old", "medium"),
    # Forge Classic / Neo words stable-diffusion-webui's `assert torch.cuda.is_available()` launch check its own way.
    ('  File "D:\\forge\\modules\\launch_utils.py", line 315, in prepare_environment\n'
     '    raise RuntimeError("PyTorch is not able to access CUDA")\nRuntimeError: PyTorch is not able to access CUDA',
     "cpu-only-build", "low"),
    # `nvidia-smi -c 3` confirms each GPU it put into the exclusive-process compute mode.
    ("$ sudo nvidia-smi -c 3\nSet compute mode to EXCLUSIVE_PROCESS for GPU 00000000:04:00.0.\nAll done.",
     "gpu-busy-unavailable", "low"),
    # glibc's loader refuses a library shorter than an ELF header (elf/dl-load.c): a truncated cuDNN copy.
    ("OSError: /usr/local/cuda/lib64/libcudnn.so.7: file too short", "cudnn-lib-missing", "medium"),
    # ... but on a Jetson image an empty libcudnn is the placeholder the NVIDIA runtime mounts over.
    ("ImportError: /usr/lib/aarch64-linux-gnu/libcudnn.so.8: file too short", "container-no-gpu-access", "medium"),
    # A miner's kernel dying: its maintainers answer "lower your OC settings" (ethereum-mining/ethminer#596).
    ("CUDA error in func 'ethash_cuda_miner::search' at line 300 : unspecified launch failure", "gpu-hardware-fault",
     "low"),
    # TensorFlow 1.x logs the failed cuDNN handle in lower case (stream_executor/cuda/cuda_dnn.cc CudnnSupport::Init).
    ("E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR",
     "cuda-oom", "low"),
    # nvcc's front end failing inside gcc 11's <functional> (CUDA 11.5 with gcc 11: NVIDIA/nccl#650).
    ("/usr/include/c++/11/bits/std_function.h:435:145: error: parameter packs not expanded with '...':",
     "toolkit-version-mismatch", "medium"),
    # GNU ld (ldelf.c) when a prebuilt library was linked against another CUDA runtime than the toolkit in use.
    ("/usr/bin/ld: warning: libcudart.so.10.0, needed by /opt/TensorRT/lib/libnvinfer.so, may conflict with "
     "libcudart.so.10.2", "toolkit-version-mismatch", "medium"),
    # Microsoft's STL (yvals_core.h) refusing a CUDA older than its toolset supports.
    ('yvals_core.h(902): error: static assertion failed with "error STL1002: Unexpected compiler version, expected '
     'CUDA 12.4 or newer."', "toolkit-version-mismatch", "high"),
    # k2's import check (k2/python/k2/__init__.py): the wheel was built for another torch CUDA.
    ("ImportError: k2 was built using CUDA 11.7\nBut you are using CUDA 11.8 to run it.", "toolkit-version-mismatch",
     "high"),
    # NCCL's CUDACHECK while it sets up NVLS multicast on NVSwitch systems.
    ("node1:2211:2302 [0] transport/nvls.cc:161 NCCL WARN Cuda failure 'operation not supported'", "nccl-failure",
     "medium"),
    # torch's cuFFT plan failing: a CUDA 11.7 build on an Ada GPU (pytorch/pytorch#88038), or memory (#119420).
    ("RuntimeError: cuFFT error: CUFFT_INTERNAL_ERROR", "no-kernel-image", "low"),
    # cudaErrorDeviceNotLicensed (102): a vGPU guest without a license (CUDA runtime / driver API error types).
    ("CUDA error 102 at ggml-cuda.cu:693: device doesn't have valid Grid license", "gpu-busy-unavailable", "high"),
    # JetPack 4 (L4T r32) images get CUDA 10 from the device through the NVIDIA runtime, also in `docker build`.
    ("ARG BASE_IMAGE=nvcr.io/nvidia/l4t-pytorch:r32.7.1-pth1.10-py3\n"
     "OSError: libcurand.so.10: cannot open shared object file: No such file or directory",
     "container-no-gpu-access", "high"),
    # A 550+ driver runs every CUDA 12 runtime (CUDA compatibility guide): error 35 beside it found no libcuda at all.
    ("| NVIDIA-SMI 550.144.03   Driver Version: 550.144.03   CUDA Version: 12.4 |\n"
     "RuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version",
     "container-no-gpu-access", "medium"),
    ("Nvidia Driver Version: 565.77\nCUDA failure 35: CUDA driver version is insufficient for CUDA runtime version",
     "container-no-gpu-access", "medium"),
    # ... but CUDA 13 needs driver 580: a cu130 build on a 550-575 driver is what the error says.
    ("torch 2.9.0+cu130\nDriver Version: 570.133.07\n"
     "RuntimeError: CUDA driver version is insufficient for CUDA runtime version", "driver-too-old", "high"),
    ("torch 2.9.0+cu130\nDriver Version: 580.95.05\n"
     "RuntimeError: CUDA driver version is insufficient for CUDA runtime version", "container-no-gpu-access", "medium"),
    ("Driver Version: 535.183.01\nRuntimeError: CUDA driver version is insufficient for CUDA runtime version",
     "driver-too-old", "high"),
    # NV_ERR_RESET_REQUIRED (nvstatuscodes.h 0x62): the RM refuses a GPU whose GSP crashed (kernel_gsp.c) until reset.
    ("RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable\n"
     "[  812.204113] NVRM: nvAssertOkFailedNoLog: Assertion failed: Reset required [NV_ERR_RESET_REQUIRED] "
     "(0x00000062) returned from pRmApi->Control(pRmApi, hClient, hObject, cmd, pParams) @ kernel_gsp.c:4023",
     "gpu-hardware-fault", "medium"),
    # ERROR_DLL_INIT_FAILED (1114): the DLL and its dependencies were found; its DllMain failed (Win32 error codes).
    ('OSError: [WinError 1114] A dynamic link library (DLL) initialization routine failed. Error loading '
     '"C:\\Users\\me\\venv\\Lib\\site-packages\\torch\\lib\\c10.dll" or one of its dependencies.',
     "windows-dll-not-found", "low"),
    # SageAttention core.py: SM89_ENABLED is whether its _qattn_sm89 module (built per architecture) imports.
    ('    assert SM89_ENABLED, "SM89 kernel is not available. Make sure you GPUs with compute capability 8.9."\n'
     "AssertionError: SM89 kernel is not available. Make sure you GPUs with compute capability 8.9.",
     "no-kernel-image", "medium"),
    # c10d's TCPStore client timing out on a master at 127.0.0.1: rank 0's store never came up, no network between.
    ("torch.distributed.DistNetworkError: The client socket has timed out after 600000ms while trying to connect to "
     "(127.0.0.1, 29500).", "nccl-failure", "low"),
    ("torch.distributed.DistNetworkError: The client socket has timed out after 600000ms while trying to connect to "
     "(10.0.0.12, 29500).", "nccl-failure", "medium"),
    # Darknet (convolutional_layer.c) keeps only the cuDNN algorithms whose workspace fits in free GPU memory
    ("   0  Error: cuDNN isn't found BWD-filter algo for convolution.", "cuda-oom", "medium"),
    ("* Error message:  cuDNN did not find FWD algo for convolution", "cuda-oom", "medium"),
    # Faiss StandardGpuResources.cpp (1.7 on) names the device and the cudaError of a failed allocation.
    ("RuntimeError: Error in virtual void* faiss::gpu::StandardGpuResourcesImpl::allocMemory(const "
     "faiss::gpu::AllocRequest&) at faiss/gpu/StandardGpuResources.cpp:443: Error: 'err == cudaSuccess' failed: "
     "Failed to cudaMalloc 536870912 bytes on device 1 (error 2 out of memory", "cuda-oom", "high"),
    # COLMAP's GetBuildInfo (src/colmap/util/version.cc) under the `colmap -h` banner
    ("COLMAP 3.8 -- Structure-from-Motion and Multi-View Stereo\n(Commit Unknown on Unknown without CUDA)",
     "cpu-only-build", "low"),
    # CUDAnative.jl's JIT keeps the capabilities both LLVM's NVPTX back end and the CUDA toolkit can target
    ("ERROR: LoadError: Device capability v2.1.0 not supported by available toolchain", "no-kernel-image", "medium"),
    # SPECFEM3D's stub of the device initialisation in a build configured without CUDA
    (" ERROR: GPU_MODE enabled without GPU/CUDA Support. To enable GPU support, reconfigure with --with-cuda flag.",
     "cpu-only-build", "high"),
    # drivers/pci/pcie/aer.c aer_print_error, reported on the GPU's own function (older kernels: "Uncorrected")
    ("[ 8812.345678] nvidia 0000:41:00.0: AER: PCIe Bus Error: severity=Uncorrectable (Fatal), type=Transaction Layer, "
     "(Requester ID)", "gpu-hardware-fault", "medium"),
    # Faiss 2017 DeviceVector::realloc_
    ("could not cudaMalloc 4000000 bytes!", "cuda-oom", "medium"),
    # spconv and cumm exist only as wheels, one per CUDA release (spconv-cu118 with cumm-cu118)
    ("ERROR: Could not find a version that satisfies the requirement cumm-cu113 (from versions: none)",
     "wheel-platform-unsupported", "medium"),
    ("ERROR: Could not find a version that satisfies the requirement spconv (from versions: )",
     "wheel-platform-unsupported", "medium"),
    # optix_stubs.h optixGetErrorString without a driver function table; instant-ngp's OPTIX_CHECK_THROW
    ("tracer.cpp:88 Optix Error: 'Unsupported ABI version'", "driver-too-old", "high"),
    ("Uncaught exception: Optix call 'optixInit()' failed.", "driver-too-old", "low"),
    # kernel-launch stubs of nvcc 9.2+ need __cudaPushCallConfiguration from a libcudart of 9.2 or later
    ("kernels.cudafe1.cpp:(.text+0x1a3): undefined reference to `__cudaPushCallConfiguration'",
     "toolkit-version-mismatch", "medium"),
    # the PyTorch dispatcher (OperatorEntry.cpp reportError) with no CUDA kernel registered for the operator
    ("RuntimeError: Could not run 'aten::empty.memory_format' with arguments from the 'CUDA' backend.",
     "cpu-only-build", "low"),
    # torch 2.13's own checks of what the build contains (torch/cuda/streams.py, distributed_c10d.py, cuda/nccl.py)
    ("RuntimeError: torch.cuda.Stream requires CUDA support", "cpu-only-build", "medium"),
    ("ValueError: device_id is an int, but no accelerator support is found from the current compilation. Please use a "
     "different compiled version that supports your accelerator.", "cpu-only-build", "medium"),
    ("UserWarning: PyTorch is not compiled with NCCL support", "nccl-failure", "medium"),
    # every "Cannot ... without ATen_cuda library" of CUDAHooksInterface in the 2.13.0+cpu wheel's libtorch_cpu
    ("RuntimeError: Cannot access cuFFT plan cache without ATen_cuda library. PyTorch splits its backend",
     "cpu-only-build", "medium"),
    ("RuntimeError: Cannot get device of pointer on CUDA without ATen_cuda library.", "cpu-only-build", "medium"),
    # Paddle's data-parallel reducer (reducer.cc) in a build without NCCL (CPU wheels, Windows)
    ("(PermissionDenied) Paddle can't concat grad tensors since it's not compiled with NCCL,Please recompile or "
     "reinstall Paddle with NCCL support.", "nccl-failure", "medium"),
    # PaddlePaddle's device-id checks beyond the CUDA devices it counts (get_places_op.cc, gpu_info.cc,
    # paddle.device.cuda, resource_pool.h, cuda_info.cc), its launchers' CUDA_VISIBLE_DEVICES checks (spawn.py,
    # launch_utils.py), and the same checks with a count of 0 (check_numerics, gpu_info.cc): the 2.6.2 GPU wheel.
    ("InvalidArgumentError: Only 4 CUDA devices found, cannot set to 5", "invalid-device-ordinal", "high"),
    ("ValueError: (InvalidArgument) Device id 3 exceeds gpu card number 1.", "invalid-device-ordinal", "high"),
    ("AssertionError: The device id 2 exceeds gpu card number 2", "invalid-device-ordinal", "high"),
    ("OutOfRangeError: The dev_idx should be less than device count 2, but got 5.", "invalid-device-ordinal", "high"),
    ("InvalidArgumentError: The device id 4 is out of range [0, 4), where 4 is the number of devices on this machine.",
     "invalid-device-ordinal", "high"),
    ("RuntimeError: the number of visible devices(1) is less than the number of spawn processes(8), please ensure that "
     "the correct `nprocs` argument is passed", "invalid-device-ordinal", "medium"),
    ("AssertionError: Can't find your gpus 5 in CUDA_VISIBLE_DEVICES[2,3].", "invalid-device-ordinal", "medium"),
    ("PreconditionNotMetError: cuda device must > 0, now dev_count=0", "no-visible-gpu", "low"),
    ("ValueError: (InvalidArgument) Device id 1 exceeds gpu card number 0.", "no-visible-gpu", "low"),
    # PaddlePaddle's shared-memory failures: DataLoader (data_loader.cc), its mmap allocator, NCCL's errno in enforce.h.
    ("SystemError: (Fatal) DataLoader process (pid 418) exited is killed by signal: Bus error.", "shm-too-small",
     "high"),
    ("UnavailableError: Memory map failed when create shared memory, error number is 12.", "shm-too-small", "medium"),
    ("OSError: (External) NCCL error(2), unhandled system error.  Detail: No space left on device", "shm-too-small",
     "high"),
    # PaddlePaddle's loaders for cuFFT (dynload/cufft.cc), libnccl (ncclwrap.cu), TensorRT and NVRTC (device_code.cc).
    ("PreconditionNotMetError: Cannot load cufft shared library. Cannot invoke method cufftExecC2C.",
     "cuda-runtime-lib-missing", "high"),
    ("[ncclwrap.cu:95:ncclwrap_init] Failed dynamic load libnccl.so", "cuda-runtime-lib-missing", "medium"),
    ("PreconditionNotMetError: TensorRT is needed, but TensorRT dynamic library is not found.",
     "cuda-runtime-lib-missing", "low"),
    ("UnavailableError: NVRTC and CUDA driver are need for JIT compiling of CUDA code.", "cuda-runtime-lib-missing",
     "low"),
    # PaddlePaddle's NCCL floor for pipeline / MoE training (nccl_utils.py), and cuDNN status 11 from its hint table.
    ("AssertionError: The version of NCCL is required to be at least v2.8.4 while training with pipeline/MoE "
     "parallelism, but we found v2.7.3.", "nccl-failure", "medium"),
    ("OSError: (External) CUDNN error(11), CUDNN_STATUS_RUNTIME_PREREQUISITE_MISSING. ", "driver-not-loaded", "low"),
    # TensorFlow, read in the 2.10.1, 2.15.1 and 2.20.0 wheels: 2.20's wrapped cuInit status, the diagnostics after a
    # failed cuInit (cuda_diagnostics.cc), XLA's libdevice and PTX JIT checks, the cuBLAS and Eigen allocators and the
    # Windows self-check (self_check.py).
    ("E0000 00:00:1760000000.111111  4242 cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed "
     "call to cuInit: UNKNOWN ERROR (303)", "container-no-gpu-access", "low"),
    ("I0000 00:00:1760000000.222222  4242 cuda_diagnostics.cc:160] libcuda reported version is: NOT_FOUND: was unable "
     "to find libcuda.so DSO loaded into this program", "driver-not-loaded", "low"),
    ("2022-11-02 09:10:11.121314: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:163] no NVIDIA GPU device is "
     "present: /dev/nvidia0 does not exist", "no-visible-gpu", "low"),
    ("InternalError: libdevice not found at ./libdevice.10.bc [Op:__inference_step_4242]", "cuda-runtime-lib-missing",
     "low"),
    ("2023-06-07 08:09:10.111213: E tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:225] failed to create "
     "cublas handle: CUBLAS_STATUS_NOT_INITIALIZED", "cuda-oom", "low"),
    ("InternalError: Attempting to perform BLAS operation using StreamExecutor without BLAS support [Op:MatMul]",
     "cuda-oom", "low"),
    ("2023-06-07 08:09:10.111213: E tensorflow/core/common_runtime/gpu/gpu_device.cc:312] EigenAllocator for GPU ran "
     "out of memory when allocating 268435456. See error logs for more detailed info.", "cuda-oom", "high"),
    ("ImportError: Could not find the DLL(s) 'msvcp140.dll or msvcp140_1.dll'. TensorFlow requires that these DLLs be "
     "installed in a directory that is named in your %PATH% environment variable.", "windows-dll-not-found",
     "medium"),
    ("2021-04-05 06:07:08.091011: W tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:92] *** WARNING *** Invoking "
     "the PTX->SASS JIT from driver version 390.144.0, which is older than 396.20.0.", "driver-too-old", "low"),
    # The NVIDIA Container Toolkit at d34b3046 (and 1.17.9's hook): the hook without nvidia-container-cli or its config
    # file, CSV mode's own CUDA check on Jetson, an environment variable ignored in an unprivileged container, no device
    # nodes or /proc/devices entry, a GPU index NVML does not have; the device plugin's Xid lines of v0.9 to v0.12.
    (_OCI_CREATE + "error running prestart hook #0: exit status 1, stdout: , stderr: couldn't find binary "
     "nvidia-container-cli in PATH: exec: \"nvidia-container-cli\": executable file not found in $PATH: unknown.",
     "container-toolkit-missing", "high"),
    ("stderr: error getting hook config: failed to load config: couldn't open required configuration file: open "
     "/etc/nvidia-container-runtime/config.toml: no such file or directory: unknown.", "container-toolkit-missing",
     "high"),
    (_OCI_CREATE + "could not apply required modification to OCI specification: error modifying OCI spec: "
     "requirements not met: unsatisfied condition: cuda>=12.6 (cuda=11.4): unknown.", "container-cuda-requirement",
     "high"),
    ('time="2026-01-02T03:04:05Z" level=info msg="Ignoring devices requested by environment variable(s) in '
     'unprivileged container: [NVIDIA_VISIBLE_DEVICES]"', "container-no-gpu-access", "medium"),
    ("ERRO[0000] failed to create devices info: no NVIDIA devices found", "driver-not-loaded", "medium"),
    (_OCI_CREATE + "could not apply required modification to OCI specification: error modifying OCI spec: failed to "
     "create the automatic CDI modifier: failed to get device handle from index: Invalid Argument: unknown.",
     "invalid-device-ordinal", "medium"),
    ("failed to inject CDI devices: unresolvable CDI devices k8s.device-plugin.nvidia.com/gpu=GPU-0f1e2d3c",
     "container-toolkit-missing", "high"),
    ("2020/01/02 03:04:05 XidCriticalError: Xid=79, All devices will go unhealthy.", "gpu-hardware-fault", "medium"),
    # ONNX Runtime's GPU wheels (1.16.3, 1.31.1): the CUDA provider's device-id check, and the TensorRT provider's
    # library failing to load for want of libnvinfer (provider_bridge_ort.cc).
    ("RuntimeError: [ONNXRuntimeError] : 1 : FAIL : Invalid device id. Device id should be less than total number of "
     "devices (2)", "invalid-device-ordinal", "high"),
    ("EP Error [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_tensorrt.so with error: "
     "libnvinfer.so.10: cannot open shared object file: No such file or directory", "cuda-runtime-lib-missing", "low"),
    # ethminer's getNumDevices (libethash-cuda/CUDAMiner.cpp): cudaErrorInsufficientDriver with a loaded driver
    ("  X 09:14:02|main      CUDA error: Insufficient CUDA driver: 10010", "driver-too-old", "high"),
    # Numba's Linker.add_ptx (cudadrv/driver.py, the one-line form of older releases), traceback cut before the error
    ("    driver.cuLinkAddData(self.handle, enums.CU_JIT_INPUT_PTX, ptxbuf, len(ptx), namebuf, 0, None, None)",
     "driver-too-old", "low"),
    # R torch's installer (R/install.R lantern_install_libs) with a CUDA version it has no build for
    ("Error in lantern_install_libs(version, type, path, install_config) :\n  The 12.4 installation type is currently "
     "unsupported.", "cpu-only-build", "medium"),
    # TorchCodec's device-interface registry (DeviceInterface.cpp) in the CPU-only PyPI wheel
    ("RuntimeError: Unsupported device: cuda:0 (device type: cuda, variant: ffmpeg)", "cpu-only-build", "medium"),
    # torch.utils.cpp_extension's WRONG_COMPILER_WARNING, the only line of a truncated extension build
    ("Your compiler (/usr/bin/c++) is not compatible with the compiler Pytorch was\n"
     "built with for this platform, which is g++ on linux.", "toolkit-version-mismatch", "low"),
    # HIP (ROCm/clr hip_code_object.cpp) for a gfx target missing from a ROCm build: the AMD side, low at most
    ("RuntimeError: HIP error: invalid device function", "no-kernel-image", "low"),
    ("hipErrorNoBinaryForGpu: Unable to find code object for all current devices!", "no-kernel-image", "low"),
    # the kernel's PCIe recovery (drivers/pci/pcie/err.c) naming the NVIDIA GPU below a port with an uncorrected error
    ("[  188.369811] nvidia 0000:69:00.0: AER: can't recover (no error_detected callback)", "gpu-hardware-fault",
     "medium"),
    # kmod's modinfo (tools/modinfo.c) for a module the running kernel does not have, as driver check scripts run it
    ("$ modinfo nvidia-uvm\nmodinfo: ERROR: Module nvidia-uvm not found.", "driver-not-loaded", "high"),
    # the loader starting nvidia-container-cli (libnvidia-container-tools) without the library package beside it
    ("nvidia-container-cli: error while loading shared libraries: libnvidia-container-go.so.1: cannot open shared "
     "object file: No such file or directory", "container-toolkit-missing", "high"),
    # pynvjpeg's compiled module (setup.py's Extension 'nvjpeg', linked to cudart and nvjpeg) on Windows
    ("ImportError: DLL load failed while importing nvjpeg: 找不到指定的模块。", "windows-dll-not-found", "medium"),
    # the proprietary kernel module's probe message for a GPU that only the open modules drive
    (_OPEN_MODULES_PROBE, "driver-gpu-unsupported", "high"),
    # NVIDIA driver 535.261.03 / 550.163.01 (Debian): libnvidia-ml / libcuda's API check, nvidia-smi, NVRM, nvidia-uvm.
    ("NVIDIA: API mismatch: the NVIDIA kernel module has version 535.183.01,\nbut this NVIDIA driver component has "
     "version 535.261.03.  Please make\nsure that the kernel module and all NVIDIA driver components\nhave the same "
     "version.", "nvml-driver-library-mismatch", "high"),
    ("NVIDIA: API mismatch: this NVIDIA driver component has version\n535.261.03, but the NVIDIA kernel module's "
     "version does not match.\nPlease make sure that the kernel module and all NVIDIA driver\ncomponents have the "
     "same version.", "nvml-driver-library-mismatch", "high"),
    ("Mismatch in versions between nvidia-smi and NVML.\nAre you sure you are using nvidia-smi provided with the "
     "driver?", "nvml-driver-library-mismatch", "medium"),
    ("NVIDIA: could not open the device file /dev/nvidiactl (No such file or directory).",
     "driver-not-loaded", "medium"),
    ("NVIDIA: no NVIDIA devices found", "driver-not-loaded", "medium"),
    ("nvidia-persistenced[812]: Unable to find any NVIDIA devices", "driver-not-loaded", "low"),
    ("NVRM: The NVIDIA probe routine failed for 1 device(s).\nNVRM: None of the NVIDIA devices were initialized.",
     "driver-not-loaded", "medium"),
    ("Unable to determine the device handle for GPU0000:3B:00.0: A GPU reset must occur before this GPU can be used "
     "again.", "gpu-hardware-fault", "low"),
    ("pynvml.nvml.NVMLError: GPU requires reset", "gpu-hardware-fault", "low"),
    ("Unable to determine the device handle for GPU0000:01:00.0: Unable to communicate with GPU because it is "
     "insufficiently powered.\nThis may be because not all required external power cables are\nattached, or the "
     "attached cables are not seated properly.", "gpu-hardware-fault", "medium"),
    ("Unable to determine the device handle for GPU0000:01:00.0: The NVIDIA kernel module detected an issue with GPU "
     "interrupts.Consult the \"Common Problems\" Chapter of the NVIDIA Driver README for\ndetails and steps that can "
     "be taken to resolve this issue.", "gpu-hardware-fault", "low"),
    ("GPU 00000000:3B:00.0: Detected Critical Xid Error", "gpu-hardware-fault", "medium"),
    ("[    5.101] NVRM: GPU 0000:01:00.0: GPU does not have the necessary power cables connected.\n[    5.102] NVRM: "
     "GPU 0000:01:00.0: RmInitAdapter failed! (0x24:0x1c:1436)\n[    5.103] NVRM: GPU 0000:01:00.0: rm_init_adapter "
     "failed, device minor number 0", "gpu-hardware-fault", "high"),
    ("NVRM: GPU 0000:3b:00.0: A fatal error was detected.\nNVRM: GPU 0000:3b:00.0: The kernel has enabled MMIO for "
     "the device,\nNVRM: but it still appears unreachable. The device\nNVRM: will not function properly until it is "
     "reset.", "gpu-hardware-fault", "high"),
    ("[ 812.22] NVRM: GPU 0000:3b:00.0: A fatal error was detected.", "gpu-hardware-fault", "medium"),
    ("NVRM: Rate limiting GSP RPC error prints for GPU at PCI:0000:01:00 (printing 1 of every 30).  The GPU likely "
     "needs to be reset.", "gpu-hardware-fault", "low"),
    ("nvidia-uvm: uvm_gpu.c:2074 uvm_gpu_check_ecc_error_no_rm[pid:2841] ECC error encountered, GPU 0000:3b:00.0",
     "gpu-hardware-fault", "high"),
    ("[    4.1] NVRM: The NVIDIA GPU 0009:01:00.0 (PCI ID: 10de:2342)\n[    4.1] NVRM: installed in this system is "
     "self-hosted, and requires\n[    4.1] NVRM: use of the NVIDIA open kernel modules.",
     "driver-gpu-unsupported", "high"),
    ("NVRM: GPU 0000:01:00.0: PreserveVideoMemoryAllocations module parameter is set. System Power Management "
     "attempted without driver procfs suspend interface. Please refer to the 'Configuring Power Management Support' "
     "section in the driver README.", "uvm-after-suspend", "medium"),
    # Ollama: 0.1.34-0.1.48 'nvcuda', the 2026 'cuInit failed' probe, 0.5-0.12 discovery and memory fit; llama.cpp.
    ("time=2024-06-20T08:00:00.000Z level=DEBUG source=gpu.go:517 msg=\"Unable to load nvcuda\" "
     "library=/usr/lib/x86_64-linux-gnu/libcuda.so.550.90.07 error=\"nvcuda init failure: 999\"",
     "uvm-after-suspend", "medium"),
    ("time=2024-06-20T08:00:00.000Z level=DEBUG source=gpu.go:517 msg=\"Unable to load nvcuda\" "
     "library=/usr/lib/x86_64-linux-gnu/libcuda.so.470.239.06 error=\"nvcuda init failure: 35\"",
     "driver-too-old", "medium"),
    ("time=2024-06-20T08:00:00.000Z level=INFO source=gpu.go:259 msg=\"error looking up nvidia GPU memory\" "
     "error=\"nvcuda failed to get device context 2\"", "cuda-oom", "low"),
    ("time=2026-08-20T10:00:00.000Z level=DEBUG source=native_probe.go:259 msg=\"native GPU discovery failed\" "
     "error=\"exit status 1\" stderr=\"Error: cuInit failed: 999\\n\" libDirs=[/usr/local/lib/ollama/cuda_v12]",
     "uvm-after-suspend", "medium"),
    ("time=2026-08-20T10:00:00.000Z level=DEBUG source=native_probe.go:259 msg=\"native GPU discovery failed\" "
     "error=\"exit status 1\" stderr=\"Error: cuInit failed: 35\\n\" libDirs=[/usr/local/lib/ollama/cuda_v12]",
     "driver-too-old", "medium"),
    ("time=2025-09-30T10:12:01.120Z level=WARN source=gpu.go:618 msg=\"version mismatch between driver and cuda "
     "driver library - reboot or upgrade may be required: library /usr/lib/x86_64-linux-gnu/libcuda.so.570.133.07\"",
     "nvml-driver-library-mismatch", "medium"),
    ("time=2026-08-20T10:00:00.000Z level=WARN source=runner.go:722 msg=\"user overrode visible devices\" "
     "CUDA_VISIBLE_DEVICES=-1", "no-visible-gpu", "high"),
    ("time=2026-08-20T10:00:00.000Z level=WARN source=runner.go:739 msg=\"potentially incompatible library detected "
     "in PATH\" location=C:\\Users\\me\\llama.cpp\\ggml-base.dll", "windows-dll-not-found", "medium"),
    ("time=2025-09-30T10:12:02.000Z level=WARN source=cuda_common.go:60 msg=\"old CUDA driver detected - please "
     "upgrade to a newer driver for best performance\" version=11.4", "driver-too-old", "low"),
    ("time=2025-09-30T10:12:05.000Z level=DEBUG source=memory.go:411 msg=\"insufficient VRAM to load any model "
     "layers\"", "cuda-oom", "medium"),
    ("panic: insufficient memory - required allocations: {InputWeights:419430400A CPU:{Name:CPU ID: Weights:[0U 0U] "
     "Cache:[0U 0U] Graph:0U} GPUs:[{Name:CUDA0 ID:GPU-2f5a4e1c-7b3d-4c7e-9a6f-1f2e3d4c5b6a Weights:[218103808A "
     "218103808A 218103808F] Cache:[67108864A 67108864A 67108864U] Graph:1090519040U}]}", "cuda-oom", "high"),
    ("Error: memory layout cannot be allocated with num_gpu = 99", "cuda-oom", "medium"),
    ("time=2024-12-06T09:00:00.000Z level=WARN source=gpu.go:732 msg=\"unable to locate gpu dependency libraries\"",
     "cuda-runtime-lib-missing", "medium"),
    ("llama_context: compute buffer allocation failed, retrying without pipeline parallelism", "cuda-oom", "low"),
    # JAX: jax-cuda12-pjrt 0.12.0.1 version checks and XLA strings, jax 0.4.30 xla_bridge.py.
    ("RuntimeError: cuDNN 9.10.0 had a binary backward-compatibility issue due to reordered enum values affecting "
     "block-scale datatypes. Found runtime version 91000 and build version 91200. Please upgrade to 9.10.1 or above.",
     "cudnn-version-mismatch", "high"),
    ("RuntimeError: cuDNN < 9.10.0 (90800 found) had an issue that caused some multi-GPU matmuls, in which the same "
     "finalized execution plan is used across different GPUs, to be functionally incorrect when run with cublasLt >= "
     "12.9 (120901 found). Please upgrade to 9.10.1 or above.", "cudnn-version-mismatch", "medium"),
    ("/usr/local/lib/python3.11/site-packages/jax/_src/xla_bridge.py:273: RuntimeWarning: Device 0 has CUDA compute "
     "capability 5.2 which is lower than the minimum supported compute capability 6.0. See "
     "https://jax.readthedocs.io/en/latest/installation.html#nvidia-gpu for more details", "no-kernel-image", "high"),
    ("I0315 10:22:31.123456   48213 platform_util.cc:199] StreamExecutor cuda device (0) is of insufficient compute "
     "capability: 5.2 required, device is 3.5", "no-kernel-image", "high"),
    ("jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: StreamExecutor cuda device (0) requires compute "
     "capability '9.0' but is of '8.6'", "no-kernel-image", "medium"),
    ("E0315 10:22:31.123456   48213 cuda_dnn.cc:535] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\n"
     "E0315 10:22:31.123501   48213 cuda_dnn.cc:539] Memory usage: 1048576 bytes free, 25425608704 bytes total.",
     "cuda-oom", "medium"),
    ("E0315 10:22:31.123456   48213 cuda_blas.cc:193] failed to create cublas handle: the resource allocation failed",
     "cuda-oom", "medium"),
    ("E0315 10:22:31.123456   48213 cuda_blas.cc:196] Failure to initialize cublas may be due to OOM (cublas needs "
     "some free memory when you initialize it, and your deep-learning framework may have preallocated more than its "
     "fair share), or may be because this binary was not built with support for the GPU in your machine.",
     "cuda-oom", "low"),
    ("F0315 10:22:31.123456   48213 gpu_cudamallocasync_allocator.cc:140] Disable cuda_malloc_async or update your "
     "CUDA driver to a version compatible with CUDA 11.2 or higher. We detected a version compatible with: 11000",
     "driver-too-old", "high"),
    ("jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Failed to load the NVSHMEM library. Make sure it is installed "
     "(e.g. `pip install nvidia-nvshmem-cu12`).", "cuda-runtime-lib-missing", "medium"),
    ("jaxlib.xla_extension.XlaRuntimeError: INTERNAL: CUDA command buffers require CUDA driver version >= 12.3",
     "driver-too-old", "medium"),
    ("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Allocating 17179869184 bytes exceeds the memory limit "
     "of 8589934592 bytes.", "cuda-oom", "low"),
    ("RuntimeError: Unable to load cuDNN. Is it installed?", "cudnn-lib-missing", "high"),
    # TensorRT: libnvinfer, tensorrt bindings, trtexec, Torch-TensorRT 2.14, Polygraphy, wheel-stub.
    ("[TRT] [W] CUDA initialization failure with error: 804. Please check your CUDA installation:  "
     "http://docs.nvidia.com/cuda/cuda-installation-guide-linux/index.html", "driver-too-old", "medium"),
    ("[TRT] [W] Requested amount of GPU memory (4294967296 bytes) could not be allocated. There may not be enough "
     "free memory for allocation to succeed.", "cuda-oom", "medium"),
    ("ImportError: libnvinfer.so.10: cannot open shared object file: No such file or directory",
     "cuda-runtime-lib-missing", "low"),
    ("import error when try to import _TensorRTProxyModule, got error Could not find libnvinfer.so.11\n  Search "
     "paths: ['/usr/local/cuda-13.2/lib64', '/usr/lib', '/usr/lib64', '/usr/lib/x86_64-linux-gnu']",
     "cuda-runtime-lib-missing", "low"),
    ("FileNotFoundError: Could not find: nvinfer_10.dll. Is it on your PATH?", "windows-dll-not-found", "medium"),
    ("[07/22/2020-14:15:25] [W] [TRT] TensorRT was linked against cuDNN 8.6.0 but loaded cuDNN 8.4.1",
     "cudnn-version-mismatch", "low"),
    ("Cuda failure at /_src/samples/common/sampleDevice.h:212: out of memory\nAborted (core dumped)",
     "cuda-oom", "high"),
    ("This pytorch build does not support CUDA, please reinstall pytorch with CUDA support", "cpu-only-build", "high"),
    ("WARNING: [Torch-TensorRT] - Unable to read CUDA capable devices. Return status: 35", "driver-too-old", "medium"),
    ("[!] CUDA Error: 35. To figure out what this means, refer to "
     "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html", "driver-too-old", "medium"),
    ("[!] CUDA Error: 2. To figure out what this means, refer to "
     "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html", "cuda-oom", "medium"),
    ("[!] CUDA Error: 209. To figure out what this means, refer to "
     "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html", "no-kernel-image", "high"),
    ("[!] CUDA Error: 101. To figure out what this means, refer to "
     "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html", "invalid-device-ordinal", "high"),
    ("RuntimeError: [Error thrown at core/conversion/conversionctx/ConversionCtx.cpp:48] Expected "
     "cudaSetDevice(settings.device.gpu_id) == cudaSuccess to be true but got false\nUnable to set gpu id: 2",
     "invalid-device-ordinal", "medium"),
    ("WARNING:torch_tensorrt.dynamo._compiler:Remaining GPU memory may not be enough to compile the TensorRT engine "
     "for this model resulting in an OOM error, Consider setting offload_module_to_cpu=True", "cuda-oom", "low"),
    ("WARNING: [Torch-TensorRT] - cuDNN is not enabled, skipping instance_norm conversion.",
     "cudnn-lib-missing", "low"),
    ("RuntimeError: Didn't find wheel for tensorrt-cu12-libs 10.0.1", "wheel-platform-unsupported", "medium"),
    ("This is a special placeholder package which downloads a real wheel package", "wheel-platform-unsupported", "low"),
    # torch 2.14.1+cu130 (libtorch_cuda.so, torch/backends/cudnn): GPU floors and arch texts.
    ("RuntimeError: cuDNN version 92400 is not compatible with devices with SM < 7.5. Please install a version of "
     "PyTorch with a compatible cuDNN version.", "no-kernel-image", "high"),
    ("RuntimeError: sparse_mm: CUDA BFloat16 requires compute capability >= 80 (current: 75)",
     "no-kernel-image", "low"),
    ("RuntimeError: torch._scaled_mm is only supported on CUDA devices with compute capability >= 9.0 or 8.9, or ROCm "
     "MI300+", "no-kernel-image", "low"),
    ("RuntimeError: sdpa fp8 forward operation is only supported on Hopper architecture and newer. Please consider "
     "using a newer architecture.", "no-kernel-image", "medium"),
    ("RuntimeError: cusolver error: CUSOLVER_STATUS_ARCH_MISMATCH, when calling `cusolverDnSgetrf_bufferSize(handle, "
     "m, n, dA, ldda, &lwork)`", "no-kernel-image", "low"),
    ("RuntimeError: CUDA error: the function requires a feature absent from the device architecture when calling "
     "`cusparseSpMM( handle, opA, opB, &alpha, descA, descB, &beta, descC, CUDA_R_16BF, CUSPARSE_SPMM_ALG_DEFAULT, "
     "workspace)`", "no-kernel-image", "low"),
    ("RuntimeError: cuDNN Frontend error: SDPA FP16/BF16 forward is not supported on cuDNN 9.10.0/9.10.1 due to known "
     "bugs. Please consider upgrading to 9.10.2 or newer.", "cudnn-version-mismatch", "medium"),
    # cuDNN 8.9 / 9.24, libcudart 13, nvcc / ptxas 13.0, cuBLAS 13.1, NCCL 2.18 / 2.30, nvJitLink, NVRTC.
    ("Could not load library libcudnn_ops_infer.so.8. NULL Error", "cudnn-lib-missing", "medium"),
    ("Could not load symbol cudnnOpsInferVersionCheck from libcudnn_ops_infer.so.8. NULL Error",
     "cudnn-version-mismatch", "medium"),
    ("RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDA_DRIVER", "driver-too-old", "high"),
    ("RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDART", "cudnn-version-mismatch", "medium"),
    ("RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE", "cudnn-lib-missing", "medium"),
    ("RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED_RUNTIME_PREREQUISITE_MISSING", "driver-not-loaded", "low"),
    ("RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED", "cuda-oom", "medium"),
    ("Invalid device number 2 provided, must be in the range of 0 to 1", "invalid-device-ordinal", "high"),
    ("ptxas fatal   : Arch 'sm_35' not supported", "nvcc-unsupported-arch", "medium"),
    ("nvcc fatal   : The version ('19.50') of the host compiler ('Visual Studio') is not supported",
     "toolkit-version-mismatch", "high"),
    ("nvcc fatal   : gcc 6 is no longer supported as a host compiler .", "toolkit-version-mismatch", "high"),
    ("ptxas /tmp/tmpxft_0001_00000000-6_kernel.ptx, line 5; error   : PTX .version 8.4 does not support .target sm_120",
     "nvcc-unsupported-arch", "medium"),
    ("CUDA error: the resource allocation failed\n  current device: 0, in function ggml_cuda_op_mul_mat_cublas at "
     "ggml/src/ggml-cuda/ggml-cuda.cu:1288\n  cublasCreate_v2(&cublas_handles[device])", "cuda-oom", "medium"),
    ("gpu-node1:23817:23817 [0] include/alloc.h:48 NCCL WARN Failed to CUDA calloc 4194304 bytes",
     "cuda-oom", "medium"),
    ("gpu-node1:23817:23817 [0] NCCL WARN One-sided RMA requires CUDA driver 12.5 or later (found 12.2).",
     "driver-too-old", "high"),
    ("The application was compiled with too old version of NCCL. It was compiled with NCCL version 2.28.3, but is "
     "running with NCCL library version 2.30.7.", "nccl-failure", "high"),
    ("gpu-node1:23817:23817 [0] init.cc:1102 NCCL WARN Detected mixed local Net device counts across ranks (min 4, "
     "max 8). Set NCCL_IGNORE_NET_MISMATCH=1 to continue.", "nccl-failure", "medium"),
    ("RuntimeError: nvJitLink error: NVJITLINK_ERROR_UNRECOGNIZED_ARCH", "nvcc-unsupported-arch", "medium"),
    ("nvrtc: error: failed to open libnvrtc-builtins.so.13.0.\n  Make sure that libnvrtc-builtins.so.13.0 is "
     "installed correctly.", "cuda-runtime-lib-missing", "high"),
    # bitsandbytes 0.39-0.50, flash-attn 2.8.3, DeepSpeed 0.19.8, vLLM 0.34, accelerate 1.16.
    ("UserWarning: WARNING: No libcudart.so found! Install CUDA or the cudatoolkit package (anaconda)!",
     "cuda-runtime-lib-missing", "medium"),
    ("CUDA SETUP: Problem: The main issue seems to be that the main CUDA runtime library was not detected.",
     "cuda-runtime-lib-missing", "low"),
    ("CUDA SETUP: Problem: The main issue seems to be that the main CUDA library was not detected or CUDA not "
     "installed.", "driver-not-loaded", "low"),
    ("WARNING: bitsandbytes is currently running as CPU-only!", "cpu-only-build", "low"),
    ("RuntimeError: FlashAttention-3 is only supported on CUDA 12.3 and above", "toolkit-version-mismatch", "high"),
    ("RuntimeError: DeepSpeed JIT builder for 'fused_adam' cannot probe CUDA device capabilities in a forked "
     "subprocess where CUDA has already been initialized. Set TORCH_CUDA_ARCH_LIST to specify target architectures "
     "explicitly.", "cuda-fork-reinit", "high"),
    (" [WARNING]  NVIDIA Inference is only supported on Pascal and newer architectures", "no-kernel-image", "medium"),
    (" [WARNING]  On Ampere and higher architectures please use CUDA 11+", "nvcc-unsupported-arch", "medium"),
    ("ValueError: Free memory on device cuda:0 (10.5/79.19 GiB) on startup is less than desired GPU memory "
     "utilization (0.9, 71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.",
     "cuda-oom", "high"),
    ("ValueError: The quantization method awq_marlin is not supported for the current GPU. Minimum capability: 80. "
     "Current capability: 75.", "no-kernel-image", "low"),
    ("RuntimeError: Physical device 3 for logical device 0 is not visible in CUDA_VISIBLE_DEVICES=0,1",
     "invalid-device-ordinal", "high"),
    ("AssertionError: libcudart is not loaded in the current process, try setting VLLM_CUDART_SO_PATH",
     "cuda-runtime-lib-missing", "low"),
    ("NotImplementedError: Using RTX 4000 series doesn't support faster communication broadband via P2P or IB. Please "
     "set `NCCL_P2P_DISABLE=\"1\"` and `NCCL_IB_DISABLE=\"1\" or use `accelerate launch` which will do this "
     "automatically.", "nccl-failure", "medium"),
    ("RuntimeError: PyTorch version mismatch! DeepSpeed ops were compiled and installed with a different version than "
     "what is being used at runtime. Please re-install DeepSpeed or switch torch versions. Install torch version=2.3, "
     "Runtime torch version=2.5", "toolkit-version-mismatch", "low"),
    ("RuntimeError: CUDA version mismatch! DeepSpeed ops were compiled and installed with a different version than "
     "what is being used at runtime. Please re-install DeepSpeed or switch torch versions. Install CUDA version=12.1, "
     "Runtime CUDA version=12.4", "toolkit-version-mismatch", "high"),
    # CuPy 14.2, PyCUDA 2026.1, cuda-bindings 13.5, cuda-pathfinder 1.8.3, numba 0.58.1 / numba-cuda 0.30.4.
    ("DLL dependencies:\n  nvcuda.dll -> C:\\Windows\\system32\\nvcuda.dll\n  cudart64_12.dll -> not found",
     "windows-dll-not-found", "high"),
    ("C:\\Users\\me\\miniconda3\\envs\\gpu\\lib\\site-packages\\cupy\\_environment.py:287: UserWarning: CUDA path "
     "could not be detected. Set CUDA_PATH environment variable if CuPy fails to load.",
     "windows-dll-not-found", "low"),
    ("C:\\Python311\\Lib\\site-packages\\pycuda\\driver.py:52: UserWarning: Unable to discover CUDA installation "
     "directory while attempting to add it to Python's DLL path. Either set the 'CUDA_PATH' environment variable or "
     "ensure that 'nvcc.exe' is on the path.", "windows-dll-not-found", "medium"),
    ("/usr/local/lib/python3.11/site-packages/cuda/core/_device.py:1045: UserWarning: cuda-bindings was built for "
     "CUDA major version 13, but the NVIDIA driver only supports up to CUDA 12. Some cuda-bindings features may not "
     "work correctly.", "driver-too-old", "high"),
    ("cuda.pathfinder._static_libs.find_bitcode_lib.BitcodeLibNotFoundError: Failure finding \"libdevice.10.bc\": No "
     "such file: /usr/local/cuda/nvvm/libdevice/libdevice.10.bc", "cuda-runtime-lib-missing", "medium"),
    ("RuntimeError: Missing libdevice file.\nPlease ensure you have package cudatoolkit >= 11.0",
     "cuda-runtime-lib-missing", "medium"),
    ("numba.cuda.cudadrv.error.NvrtcSupportError: NVRTC cannot be loaded", "cuda-runtime-lib-missing", "medium"),
    ("OSError: CUDA SDK library file \"/usr/local/cuda/lib64/libcudadevrt.a\" not found",
     "cuda-runtime-lib-missing", "medium"),
    ("RuntimeError: Relocatable PTX code is requested, but cudadevrt is not found.",
     "cuda-runtime-lib-missing", "medium"),
    ("numba.cuda.cudadrv.driver.CudaAPIError: [2] Call to cuMemAlloc results in CUDA_ERROR_OUT_OF_MEMORY",
     "cuda-oom", "high"),
    ("pycuda._driver.MemoryError: cuMemAlloc failed: out of memory", "cuda-oom", "high"),
    ("pycuda._driver.MemoryError: cuCtxCreate failed: out of memory", "cuda-oom", "medium"),
    ("numba.cuda.cudadrv.error.CudaSupportError: <CUDA device 0 'b'Quadro K2000''> has compute capability < (3, 5)",
     "no-kernel-image", "high"),
    ("RuntimeError: Device compute capability 3.5 is less than the minimum supported by NVRTC 12.8. Supported compute "
     "capabilities are 5.0, 5.2, 5.3, 6.0.", "no-kernel-image", "high"),
    ("RuntimeError: make_default_context() wasn't able to create a context on any of the 4 detected devices",
     "gpu-busy-unavailable", "medium"),
    # ComfyUI a125cd84, Forge dfdcbab6, SageAttention d1a57a54; Slurm 284c3b95 and 23.02; Apptainer 917d6657.
    ("Error running sage attention: Unsupported CUDA architecture: sm75, using pytorch attention instead.",
     "no-kernel-image", "medium"),
    ("pytorch version: 2.8.0+cpu", "cpu-only-build", "high"),
    ("Allocation on device 0 would exceed allowed memory. (out of memory)", "cuda-oom", "high"),
    ("This error means you ran out of memory on your GPU.", "cuda-oom", "high"),
    ("Warning: Ran out of memory when regular VAE decoding, retrying with tiled VAE decoding.", "cuda-oom", "low"),
    ("slurmd: error: MIG mode is enabled, but no MIG devices were found. Please either create MIG instances, disable "
     "MIG mode, remove AutoDetect=nvml, or remove GPUs from the configuration completely.",
     "gpu-busy-unavailable", "medium"),
    ("slurmd: error: MIG is disabled, but set to be enabled on next GPU reset", "gpu-busy-unavailable", "low"),
    ("slurmd: fatal: We were configured with nvml functionality, but that lib wasn't found on the system.",
     "nvml-library-not-found", "high"),
    ("[2025-03-04T10:12:33.512] error: Failed to get device handle for GPU 0: Unknown Error",
     "gpu-hardware-fault", "medium"),
    ("slurmd: error: Waiting for gres.conf file /dev/nvidia0\nslurmd: fatal: can't stat gres.conf file /dev/nvidia0: "
     "No such file or directory", "driver-not-loaded", "medium"),
    ("FATAL:   container creation failed: exec: \"nvidia-container-cli\": executable file not found in $PATH",
     "container-toolkit-missing", "high"),
    ("WARNING: When using nvidia-container-cli with --contain NVIDIA_VISIBLE_DEVICES must be set or no GPUs will be "
     "available in container.", "container-no-gpu-access", "medium"),
    ("$ apptainer exec pytorch_24.01.sif nvidia-smi\nFATAL:   \"nvidia-smi\": executable file not found in $PATH",
     "container-no-gpu-access", "medium"),
    # CTranslate2 3.24, 4.6 and 4.8 wheels (bundled cuDNN loaders on Windows and Linux, NCCL, a build without CUDA).
    ("Please make sure cudnn_cnn_infer64_8.dll is in your library path!", "windows-dll-not-found", "high"),
    ("Could not load symbol cudnnCreateConvolutionDescriptor from cudnn_cnn_infer64_8.dll. Error code 127",
     "cudnn-version-mismatch", "medium"),
    ("Could not load symbol cudnnGetLibConfig. NULL Error", "cudnn-version-mismatch", "medium"),
    ("Successfully loaded cudnn_cnn64_9.dll without its dependencies. Successfully loaded zlib independently. Unknown "
     "dll missing.", "windows-dll-not-found", "high"),
    ("RuntimeError: unsupported device Device::CUDA", "cpu-only-build", "high"),
    ("RuntimeError: Library libnccl.so.2 is not found or cannot be loaded", "cuda-runtime-lib-missing", "medium"),
    ("RuntimeError: NCCL failed with error 2", "nccl-failure", "medium"),
    # transformers 5.25 / 4.36, accelerate 1.16: FlashAttention 3/4 and quantisation floors, device_map, RTX 40xx.
    ("ImportError: FlashAttention3 has been toggled on, but it cannot be used due to the following error: "
     "FlashAttention3 requires compute capability >= 8, but found (7, 5) with compute capability 7.x",
     "no-kernel-image", "medium"),
    ("ValueError: FP8 quantized models is only supported on GPUs with compute capability >= 9.0 (e.g H100)",
     "no-kernel-image", "low"),
    ("Device 1 is not available, available devices are [0]", "invalid-device-ordinal", "medium"),
    ("ValueError: Some modules are dispatched on the CPU or the disk. Make sure you have enough GPU RAM to fit the "
     "quantized model. If you want to dispatch the model on the CPU or the disk while keeping these modules in "
     "32-bit, you need to set `llm_int8_enable_fp32_cpu_offload=True` and pass a custom `device_map` to "
     "`from_pretrained`.", "cuda-oom", "low"),
    ("Current model requires 4194304 bytes of buffer for offloaded layers, which seems does not fit any GPU's "
     "remaining memory. If you are experiencing a OOM later, please consider using offload_buffers=True.",
     "cuda-oom", "low"),
    ("We've detected an older driver with an RTX 4000 series GPU. These drivers have issues with P2P. This can affect "
     "the multi-gpu inference when using accelerate device_map.Please make sure to update your driver to the latest "
     "version which resolves this.", "nccl-failure", "medium"),
    # CUDA.jl (v3 to HEAD), CUDA_Runtime_Discovery.jl, cudarc, candle and R torch.
    ("┌ Error: This version of CUDA.jl only supports NVIDIA drivers for CUDA 11.x or higher (yours is for CUDA 10.2.0)",
     "driver-too-old", "high"),
    ("julia> CUDA.functional(true)\nERROR: NVIDIA driver too old", "driver-too-old", "high"),
    ("┌ Warning: You are using CUDA 12.1.0 with a driver that only supports up to 11.x.", "driver-too-old", "high"),
    ("│ You are using an unsupported platform: this version of CUDA.jl", "wheel-platform-unsupported", "high"),
    ("ERROR: Out of GPU memory trying to allocate 2.000 GiB\nEffective GPU memory usage: 99.12% (23.456 GiB/23.652 "
     "GiB)", "cuda-oom", "high"),
    ("│    Could not find library 'cublas' in your local CUDA installation.", "cuda-runtime-lib-missing", "high"),
    ("ERROR: Could not find the CUDA driver library. Please make sure you have installed the NVIDIA driver for your "
     "GPU.", "driver-not-loaded", "medium"),
    ("┌ Error: cuDNN is not available on your system (looked in /usr/local/cuda)", "cudnn-lib-missing", "high"),
    ("┌ Error: cuBLAS is not available on your system (looked in /opt/cuda)", "cuda-runtime-lib-missing", "high"),
    ("Unable to dynamically load the \"cuda\" shared library - searched for library names: [\"libcuda.so\", "
     "\"libcuda64.so\", \"libcuda.so.1\"]. Ensure that `LD_LIBRARY_PATH` has the correct path to the installed "
     "library.", "driver-not-loaded", "medium"),
    ("called `Result::unwrap()` on an `Err` value: NotCompiledWithCudaSupport", "cpu-only-build", "high"),
    ("✖ C:/Users/u/AppData/Local/R/win-library/4.3/torch/lib\\lantern.dll - The specified module could not be found.",
     "windows-dll-not-found", "medium"),
    ("Cuda 11.3 detected but torch only supports: 10.2, 11.1", "cpu-only-build", "medium"),
    # dockerd and podman device checks on the host, the GPU Operator's validator and driver probe, the CDI cache.
    ("docker: Error response from daemon: error gathering device information while adding custom device "
     "\"/dev/nvidia0\": no such file or directory.\nSee 'docker run --help'.", "driver-not-loaded", "low"),
    ("Error: stat /dev/nvidia0: no such file or directory", "driver-not-loaded", "medium"),
    ("time=\"2025-03-04T09:41:22Z\" level=error msg=\"driver is not ready: error validating driver: exit status 9\"",
     "driver-not-loaded", "medium"),
    ("time=\"2025-03-04T09:41:22Z\" level=error msg=\"failed to validate driver: error validating driver: exit status "
     "12\"", "nvml-library-not-found", "medium"),
    ("time=\"2025-03-04T09:41:22Z\" level=error msg=\"failed to validate driver: error validating driver: exit status "
     "15\"", "gpu-hardware-fault", "medium"),
    ("  Warning  Unhealthy  2m (x40 over 12m)  kubelet  Startup probe failed: NVIDIA kernel module not loaded",
     "driver-not-loaded", "low"),
    ("time=\"2025-03-04T09:41:22.118Z\" level=warning msg=\"CDI registry refresh failed: conflicting device "
     "\\\"nvidia.com/gpu=all\\\" (specs \\\"/etc/cdi/nvidia.yaml\\\", \\\"/var/run/cdi/nvidia.yaml\\\")\"",
     "container-toolkit-missing", "medium"),
    ("toolkit is not ready\ntime=\"2025-03-04T09:41:22Z\" level=info msg=\"Error: error validating toolkit "
     "installation: exec: \\\"nvidia-smi\\\": executable file not found in $PATH\"",
     "container-toolkit-missing", "medium"),
    # OpenCV 5.1 wheels, dlib 20.0.1, insightface 2.1, MXNet 1.9.1 (mxnet-cu112), gluoncv 0.10.5.
    ("cv2.error: OpenCV(4.10.0) /io/opencv/modules/core/src/matrix_wrap.cpp:1157: error: (-213:The function/feature "
     "is not implemented) CUDA support is not enabled in this OpenCV build (missing HAVE_CUDA) in function 'getGpuMat'",
     "cpu-only-build", "high"),
    ("RuntimeError: Error while calling cudaMalloc(&data, new_size*sizeof(float)) in file "
     "/tmp/pip-install-8k2j3l/dlib_5c1f/dlib/cuda/gpu_data.cpp:221. code: 2, reason: out of memory",
     "cuda-oom", "medium"),
    ("MXNetError: cudaMalloc retry failed: out of memory", "cuda-oom", "high"),
    ("RuntimeError: Error while calling cudnnConvolutionForward(context()) in file "
     "/tmp/dlib/cuda/cudnn_dlibapi.cpp:1150. code: 2, reason: CUDA Resources could not be allocated.",
     "cuda-oom", "medium"),
    ("-- Could NOT find CUDNN (missing: CUDNN_LIBRARY_PATH CUDNN_INCLUDE_PATH) \n-- DID NOT FIND CUDNN\n-- Disabling "
     "CUDA support for dlib.  DLIB WILL NOT USE CUDA", "cudnn-lib-missing", "high"),
    ("RuntimeError: ONNX Runtime provider CUDAExecutionProvider is unavailable; available=['AzureExecutionProvider', "
     "'CPUExecutionProvider']", "cpu-only-build", "medium"),
    ("[09:41:07] ../src/base.cc:47: Please install cuda driver for GPU use.  No cuda driver detected.",
     "driver-not-loaded", "medium"),
    ("INFO:gluoncv.torch.utils.utils:Attempting to copy inputs of <function ROIAlign.forward at 0x7f2a1c3b5e50> to "
     "CPU due to CUDA OOM", "cuda-oom", "medium"),
    # PaddleX 3.7.2 (HPI runner, ONNX Runtime engine, doc VLM device checks, installer), fastdeploy-gpu-python 0.1.0.
    ("RuntimeError: No inference backend and configuration could be suggested. Reason: No CUDA version was found.",
     "cpu-only-build", "high"),
    ("RuntimeError: ONNX Runtime GPU inference is unavailable because `CUDAExecutionProvider` is not available. "
     "Available providers: ['AzureExecutionProvider', 'CPUExecutionProvider'].", "cpu-only-build", "high"),
    ("RuntimeError: Requested ONNX Runtime providers are unavailable: ['CUDAExecutionProvider']. Available providers: "
     "['AzureExecutionProvider', 'CPUExecutionProvider'].", "cpu-only-build", "high"),
    ("RuntimeError: 3D BEVFusion custom ops only support CUDA GPU platform.", "cpu-only-build", "medium"),
    ("ValueError: Required gpu ids [1] even larger than the number of visible devices 0.",
     "invalid-device-ordinal", "high"),
    ("ValueError: CUDA_VISIBLE_DEVICES ID must be an integer. Invalid device ID: -1", "no-visible-gpu", "high"),
    ("WARNING:root:Due to the package size limitation, we have not provide fastdeploy-gpu-python on pypi yet, please "
     "execute the following commands to reinstall fastdeploy-gpu-python.", "wheel-platform-unsupported", "high"),
    ("Currently, only CUDA versions 11.x and 12.x are supported by the high-performance inference plugin.",
     "wheel-platform-unsupported", "medium"),
    ("The compute capability of the GPU is 7.5, which is not supported. The supported compute capabilities are 8.0, "
     "8.6, 8.9, and 9.0.", "no-kernel-image", "medium"),
    # triton-windows 3.8, llama-cpp-python 0.3.36, bitsandbytes 0.50 and onnxruntime-directml 1.24 on Windows.
    ("C:\\Users\\alice\\AppData\\Local\\Temp\\tmpk3j2_x1a\\cuda_utils.c:2: error: include file 'cuda.h' not found",
     "toolkit-version-mismatch", "low"),
    ("C:\\Users\\alice\\venv\\Lib\\site-packages\\triton\\windows_utils.py:465: UserWarning: Failed to find CUDA. "
     "Install CUDA Toolkit (https://developer.nvidia.com/cuda-downloads) or set CUDA_HOME / CUDA_PATH environment "
     "variable.", "toolkit-version-mismatch", "low"),
    ("RuntimeError: Failed to load shared library 'C:\\Users\\alice\\venv\\Lib\\site-packages\\llama_cpp\\lib\\llama.d"
     "ll': [WinError 193] %1 is not a valid Win32 application", "windows-dll-not-found", "medium"),
    ("FileNotFoundError: [WinError 3] The system cannot find the path specified: 'C:\\\\Program Files\\\\NVIDIA GPU "
     "Computing Toolkit\\\\CUDA\\\\v11.2\\\\bin'", "windows-dll-not-found", "medium"),
    ("RuntimeError: Can't allocate memory on the CUDA device using this package of OnnxRuntime. Please use the CUDA "
     "package of OnnxRuntime to use this feature.", "cpu-only-build", "high"),
    ("AssertionError: fp8e4nv data type is not supported on CUDA arch < 89", "no-kernel-image", "low"),
    # mmdet 3.3, mmcv 2.2, detectron2 02b5c4e2, pytorch3d 9381c401; pip 26.3's install summary, conda-forge builds.
    ("UserWarning: Trying to convert to FP16 due to CUDA OOM", "cuda-oom", "medium"),
    ("Compiling mmcv._ext only with CPU", "cpu-only-build", "medium"),
    ("MMCV CUDA Compiler: not available", "cpu-only-build", "medium"),
    ("Detectron2 CUDA Compiler        not available", "cpu-only-build", "medium"),
    ("RuntimeError: pulsar was built without CUDA but a device move to a CUDA device was initiated.",
     "cpu-only-build", "high"),
    ("ERROR: pip's dependency resolver does not currently take into account all the packages that are installed. This "
     "behaviour is the source of the following dependency conflicts.\ntorchvision 0.16.0+cu121 requires "
     "torch==2.1.0+cu121, but you have torch 2.3.0+cpu which is incompatible.", "cpu-only-build", "high"),
    ("Looking in indexes: https://download.pytorch.org/whl/cu121\nRequirement already satisfied: torch in "
     "/home/user/venv/lib/python3.11/site-packages (2.3.0+cpu)", "cpu-only-build", "high"),
    ("Successfully installed torch-2.3.0+cpu torchvision-0.18.0+cpu torchaudio-2.3.0+cpu", "cpu-only-build", "medium"),
    ("  pytorch            conda-forge/linux-64::pytorch-2.6.0-cpu_mkl_py312_h446997d_101", "cpu-only-build", "medium"),
    ("    - conda-forge/linux-64::pytorch==2.6.0=cpu_mkl_py312_h446997d_101[md5=0123456789abcdef0123456789abcdef]",
     "cpu-only-build", "medium"),
    # RAPIDS: librmm-cu12 26.10 (its CCCL driver loader), cuDF 26.10 and 25.6, dask-cudf, dask-cuda 26.10.
    ("RuntimeError: RMM failure at: /__w/rmm/rmm/cpp/src/mr/detail/cuda_async_memory_resource_impl.cpp:32: "
     "cudaMallocAsync not supported with this CUDA driver/runtime version", "driver-too-old", "medium"),
    ("RuntimeError: /__w/rmm/rmm/python/librmm/build/_deps/cccl-src/libcudacxx/include/cuda/__driver/driver_api.h:145 "
     "cuInit invalid argument(1): Driver version is too low to use this API", "driver-too-old", "high"),
    ("[WARNING] RMM allocation of 2.00 GiB bytes failed, spill-on-demand couldn't find any device memory to spill:",
     "cuda-oom", "medium"),
    ("MemoryError: Parquet data was larger than the available GPU memory!", "cuda-oom", "high"),
    ("cudf.errors.UnsupportedCUDAError: A GPU with NVIDIA Volta™ (Compute Capability 7.0) or newer architecture is "
     "required.\nDetected GPU 0: Tesla P100-PCIE-16GB\nDetected Compute Capability: 6.0", "no-kernel-image", "high"),
    ("cudf.errors.UnsupportedCUDAError: Please update your NVIDIA GPU Driver to support CUDA Runtime.\nDetected CUDA "
     "Runtime version : 12080\nLatest version of CUDA supported by current NVIDIA GPU Driver : 11040",
     "driver-too-old", "high"),
    ("cudf.errors.UnsupportedCUDAError: We couldn't detect the GPU driver properly. Please follow the installation "
     "guide to ensure your driver is properly installed: https://docs.nvidia.com/cuda/cuda-installation-guide-linux/",
     "driver-not-loaded", "medium"),
    ("ValueError: Invalid device index or UUID: 3", "invalid-device-ordinal", "medium"),
    # torch 1.4.0 (torch/cuda, torch/backends/cudnn, Caffe2's common_gpu.cc) and torch 1.13.1's cpp_extension.
    ("RuntimeError: couldn't find libcudart. Make sure CUDA libraries are installed in a default location, or that "
     "they're in LD_LIBRARY_PATH.", "cuda-runtime-lib-missing", "high"),
    ("/opt/venv/lib/python3.7/site-packages/torch/backends/cudnn/__init__.py:111: UserWarning: cuDNN library not "
     "found. Check your LD_LIBRARY_PATH", "cudnn-lib-missing", "high"),
    ("RuntimeError: The current installed version of g++ (12.2.0) is greater than the maximum required version by "
     "CUDA 11.7 (11.5.0). Please make sure to use an adequate version of g++ (>=6.0.0, <=11.5.0).",
     "toolkit-version-mismatch", "high"),
    ("CUDA was not found on the system, please set the CUDA_HOME or the CUDA_PATH", "toolkit-version-mismatch", "low"),
    ("W0312 10:21:07.512345  4242 common_gpu.cc:36] Insufficient cuda driver. Cannot use cuda.",
     "driver-too-old", "medium"),
    # tensorflow-gpu 1.15.5 / 2.4.4 and tensorflow 2.6.5: the BFC allocator, gpu_device.cc, cuda_diagnostics.cc.
    ("2021-03-01 10:00:00.000000: W tensorflow/core/common_runtime/bfc_allocator.cc:433] Allocator (GPU_0_bfc) ran "
     "out of memory trying to allocate 1.20GiB (rounded to 1288490240)requested by op Conv2D", "cuda-oom", "medium"),
    ("InvalidArgumentError: 'visible_device_list' listed an invalid GPU id '1' but visible device count is 1",
     "invalid-device-ordinal", "high"),
    ("2021-03-01 10:00:00.000000: E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:313] kernel version not "
     "found: could not open driver version path for reading: /proc/driver/nvidia/version",
     "driver-not-loaded", "medium"),
    # paddlepaddle-gpu 2.0.2: the [Advise:] hints pasted alone.
    ("  [Advise: This indicates that the installed NVIDIA CUDA driver is older than the CUDA runtime library. This is "
     "not a supported configuration.]", "driver-too-old", "high"),
    ("  [Advise: This indicates that there is no kernel image available that is suitable for the device.]",
     "no-kernel-image", "high"),
    ("  [Advise: This indicates that all CUDA devices are busy or unavailable at the current time.]",
     "gpu-busy-unavailable", "high"),
    ("  [Advise: This indicates that an uncorrectable ECC error was detected during execution.]",
     "gpu-hardware-fault", "high"),
    # Ultralytics 8.0.200 / 8.4.190 and YOLOv5: select_device with GPUs visible, AutoBatch, OOM retry, TensorRT.
    ("Ultralytics 8.4.190 🚀 Python-3.11.9 torch-2.7.1+cu126 \nValueError: Invalid CUDA 'device=1' requested. Use "
     "'device=cpu' or pass valid CUDA device(s) if available, i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.\n\n"
     "torch.cuda.is_available(): True\ntorch.cuda.device_count(): 1\nos.environ['CUDA_VISIBLE_DEVICES']: None",
     "invalid-device-ordinal", "high"),
    ("ValueError: Invalid CUDA 'device=0,1,2,3' requested. Use 'device=cpu' or pass valid CUDA device(s) if "
     "available, i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.\n\ntorch.cuda.is_available(): True\n"
     "torch.cuda.device_count(): 2\nos.environ['CUDA_VISIBLE_DEVICES']: 0,1", "invalid-device-ordinal", "high"),
    ("ValueError: Invalid CUDA 'device=1' requested. Use 'device=cpu' or pass valid CUDA device(s) if available, i.e. "
     "'device=0' or 'device=0,1,2,3' for Multi-GPU.\n\ntorch.cuda.is_available(): True\ntorch.cuda.device_count(): 1\n"
     "os.environ['CUDA_VISIBLE_DEVICES']: None", "invalid-device-ordinal", "high"),
    ("    assert torch.cuda.device_count() > int(device), f'invalid CUDA device {device} requested'  # check index\n"
     "AssertionError: invalid CUDA device 1 requested", "invalid-device-ordinal", "high"),
    ("Traceback (most recent call last):\n  File \"train.py\", line 662, in main\n    assert "
     "torch.cuda.device_count() > LOCAL_RANK, \"insufficient CUDA devices for DDP command\"\nAssertionError: "
     "insufficient CUDA devices for DDP command", "invalid-device-ordinal", "medium"),
    ("WARNING ⚠️ CUDA backend memory error with batch=32. Reducing to batch=16 and retrying (1/3).",
     "cuda-oom", "medium"),
    ("RuntimeError: AutoBatch: no usable batch size found while profiling batch=[1, 2, 4, 8, 16]. See the errors "
     "above, free GPU memory, reduce imgsz, or set batch explicitly.", "cuda-oom", "medium"),
    ("AutoBatch: Computing optimal batch size for imgsz=640\nAutoBatch: CUDA not detected, using default CPU "
     "batch-size 16", "cpu-only-build", "low"),
    ("AutoBatch: Computing optimal batch size for --imgsz 640\nAutoBatch: CUDA not detected, using default CPU "
     "batch-size 16", "cpu-only-build", "low"),
    ("WARNING ⚠️ AutoBatch: intended for GPU devices, using default batch-size 16", "cpu-only-build", "low"),
    ("WARNING ⚠️ Failed to initialize pynvml, GPU stats disabled: Driver Not Loaded", "driver-not-loaded", "medium"),
    ("requirements: Ultralytics requirement ['nvidia-tensorrt'] not found, attempting AutoUpdate...\nERROR: Could not "
     "find a version that satisfies the requirement nvidia-tensorrt (from versions: none)\nERROR: No matching "
     "distribution found for nvidia-tensorrt\nrequirements: ❌ Command 'pip install --no-cache \"nvidia-tensorrt\"  -U "
     "--index-url https://pypi.ngc.nvidia.com' returned non-zero exit status 1.", "wheel-platform-unsupported", "high"),
    ("requirements: Ultralytics requirement ['tensorrt-cu12>=7.0.0,!=10.2.0'] not found, attempting AutoUpdate...\n"
     "ERROR: Could not find a version that satisfies the requirement tensorrt-cu12!=10.2.0,>=7.0.0 (from versions: "
     "none)\nERROR: No matching distribution found for tensorrt-cu12!=10.2.0,>=7.0.0",
     "wheel-platform-unsupported", "high"),
    ("Loading yolo11n.engine for TensorRT inference...\nModuleNotFoundError: No module named 'tensorrt'\n\nDuring "
     "handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "
     "\"/usr/lib/python3.11/site-packages/ultralytics/utils/checks.py\", line 674, in check_tensorrt\n    "
     "cuda_version = torch.version.cuda.split(\".\")[0]\nAttributeError: 'NoneType' object has no attribute 'split'",
     "cpu-only-build", "high"),
    ("Ultralytics 8.4.190 🚀 Python-3.11.9 torch-2.7.1+cpu \nValueError: Invalid CUDA 'device=0' requested. Use "
     "'device=cpu' or pass valid CUDA device(s) if available, i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.\n\n"
     "torch.cuda.is_available(): False\ntorch.cuda.device_count(): 0\nos.environ['CUDA_VISIBLE_DEVICES']: None\nSee "
     "https://pytorch.org/get-started/locally/ for up-to-date torch install instructions if no CUDA devices are seen "
     "by torch.", "cpu-only-build", "medium"),
    # WSL 2 (microsoft/WSL at 3e27a6a): wsl.exe's GPU step, the /usr/lib/wsl/lib share, NVML: N/A, cuda-python.
    ("$ ls /usr/lib/wsl/lib\nls: cannot access '/usr/lib/wsl/lib': No such file or directory", "wsl-gpu-setup", "high"),
    ("$ uname -r\n5.15.153.1-microsoft-standard-WSL2\nls: cannot access '/usr/lib/wsl/lib/libcuda.so.1': No such file "
     "or directory", "wsl-gpu-setup", "high"),
    ("docker: Error response from daemon: OCI runtime create failed: container_linux.go:349: starting container "
     "process caused \"process_linux.go:449: container init caused \\\"process_linux.go:432: running prestart hook 0 "
     "caused \\\\\\\"error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: mount error: stat "
     "failed: /usr/lib/wsl/lib/libcuda.so.1: no such file or directory\\\\\\\\n\\\\\\\"\\\"\": unknown.",
     "wsl-gpu-setup", "high"),
    ("### Kernel Version\n5.15.153.1-microsoft-standard-WSL2\nFailed to initialize NVML: N/A\nFailed to properly shut "
     "down NVML: N/A", "wsl-gpu-setup", "medium"),
    ("[    1.272072] misc dxg: dxgk: dxgkio_query_adapter_info: Ioctl failed: -22\n[    1.273398] misc dxg: dxgk: "
     "dxgkio_query_adapter_info: Ioctl failed: -2\n>>> torch.cuda.is_available()\nFalse", "wsl-gpu-setup", "high"),
    ("$ uname -r\n5.15.153.1-microsoft-standard-WSL2\n  File \"/opt/conda/lib/python3.10/site-packages/cudf/utils/gpu_"
     "utils.py\", line 20, in validate_setup\n    gpus_count = getDeviceCount()\nRuntimeError: Function "
     "\"cuDeviceGetCount\" not found", "wsl-gpu-setup", "high"),
    ("RuntimeError: Function \"cuDeviceGetCount\" not found", "wsl-gpu-setup", "low"),
    ("PS C:\\Users\\me> wsl\nThe system cannot find the path specified.\nError code: "
     "Wsl/Service/CreateInstance/CreateVm/ConfigureGpu/HCS/ERROR_PATH_NOT_FOUND", "wsl-gpu-setup", "high"),
    ("Error: 0x80041001\nError code: Wsl/Service/CreateInstance/CreateVm/ConfigureGpu/HCS/0x80041001\nPress any key "
     "to continue...", "wsl-gpu-setup", "high"),
    ("Code d’erreur : Wsl/Service/CreateInstance/CreateVm/ConfigureGpu/HCS/0x800701b1", "wsl-gpu-setup", "high"),
    ("time=\"2025-03-01T10:00:00Z\" level=warning msg=\"could not locate libcuda.so.1.1 at WSL driver store paths\"",
     "wsl-gpu-setup", "high"),
    # nvidia-docker 1.x, the docker CLI and daemon, containerd's ctr, CRI-O, the kubelet's device manager, RuntimeClass.
    ("$ nvidia-docker run --rm nvidia/cuda nvidia-smi\nnvidia-docker | 2017/03/21 14:02:10 Error: Could not load UVM "
     "kernel module. Is nvidia-modprobe installed?", "driver-not-loaded", "medium"),
    ("$ NV_GPU=2 nvidia-docker run --rm nvidia/cuda nvidia-smi\nnvidia-docker | 2017/06/02 16:45:19 Error: invalid "
     "device: 2", "invalid-device-ordinal", "medium"),
    ("nvidia-docker-plugin | 2017/06/02 16:45:19 Loading NVIDIA management library\nnvidia-docker-plugin | 2017/06/02 "
     "16:45:19 Error: nvml: Driver Not Loaded", "driver-not-loaded", "high"),
    ("$ nvidia-docker run --rm nvidia/cuda nvidia-smi\nnvidia-docker | 2017/06/02 16:45:19 Error: nvml: Driver Not "
     "Loaded", "driver-not-loaded", "high"),
    ("$ docker run --rm --gpus all nvidia/cuda:10.0-base nvidia-smi\nunknown flag: --gpus\nSee 'docker run --help'.",
     "container-toolkit-missing", "medium"),
    ("$ sudo dockerd\nfailed to start daemon: specified default runtime 'nvidia' does not exist",
     "container-toolkit-missing", "medium"),
    ("dockerd[1432]: failed to start daemon: runtime nvidia: either a runtimeType or a path must be configured",
     "container-toolkit-missing", "medium"),
    ("$ sudo ctr run --rm --gpus 0 docker.io/nvidia/cuda:12.4.1-base-ubuntu22.04 gpu-test nvidia-smi\nctr: detect GPU "
     "vendor failed: no known GPU vendor detected in CDI specs, only AMD and NVIDIA are supported",
     "container-toolkit-missing", "high"),
    ("  Warning  FailedCreatePodSandBox  2s (x14 over 3m)  kubelet  Failed to create pod sandbox: rpc error: code = "
     "Unknown desc = failed to find runtime handler nvidia from runtime list map[crun:0xc0004a2f00 runc:0xc0004a3040]",
     "container-toolkit-missing", "high"),
    ("crio[2211]: time=\"2025-04-02T10:11:12Z\" level=warning msg=\"Runtime handler \\\"nvidia\\\" is being ignored "
     "due to: invalid runtime_path for runtime 'nvidia': stat /usr/bin/nvidia-container-runtime: no such file or "
     "directory\"", "container-toolkit-missing", "high"),
    ("crio[2211]: time=\"2025-04-02T10:11:12Z\" level=fatal msg=\"validating runtime config: default_runtime set to "
     "\\\"nvidia\\\", but no runtime entry table [crio.runtime.runtimes.nvidia] was found\"",
     "container-toolkit-missing", "high"),
    ("  Warning  UnexpectedAdmissionError  12s  kubelet  Allocate failed due to requested number of devices "
     "unavailable for nvidia.com/gpu. Requested: 1, Available: 0, which is unexpected", "gpu-busy-unavailable", "low"),
    ("  Warning  OutOfnvidia.com/gpu  5s  kubelet  Node didn't have enough resource: nvidia.com/gpu, requested: 1, "
     "used: 1, capacity: 1", "gpu-busy-unavailable", "low"),
    ("  Warning  UnexpectedAdmissionError  23s  kubelet  Allocate failed due to no healthy devices present; cannot "
     "allocate unhealthy devices nvidia.com/gpu, which is unexpected", "gpu-hardware-fault", "low"),
    ("  Warning  UnexpectedAdmissionError  8s  kubelet  Allocate failed due to previously allocated devices are no "
     "longer healthy; cannot allocate unhealthy devices nvidia.com/gpu, which is unexpected",
     "gpu-hardware-fault", "medium"),
    ("  Warning  UnexpectedAdmissionError  8s  kubelet  Allocate failed due to cannot allocate unregistered device "
     "nvidia.com/gpu, which is unexpected", "container-toolkit-missing", "low"),
    ("  Warning  OutOfnvidia.com/gpu  5s  kubelet  Node didn't have enough resource: nvidia.com/gpu, requested: 1, "
     "used: 0, capacity: 0", "container-toolkit-missing", "low"),
    ("Error from server (Forbidden): error when creating \"gpu-pod.yaml\": pods \"gpu-pod\" is forbidden: pod "
     "rejected: RuntimeClass \"nvidia\" not found", "container-toolkit-missing", "medium"),
    # Triton 2.1 / 3.0 / 3.9 on Linux: its launcher's CUDA errors, driver API lookups, ptxas search, GPU floors.
    ("RuntimeError: Triton Error [CUDA]: out of memory", "cuda-oom", "high"),
    ("torch._inductor.exc.InductorError: RuntimeError: Triton Error [CUDA]: out of memory\n\nSet "
     "TORCHDYNAMO_VERBOSE=1 for the internal stack trace (please do this especially if you're reporting a bug to "
     "PyTorch). For even more developer context, set TORCH_LOGS=\"+dynamo\"", "cuda-oom", "high"),
    ("RuntimeError: Failed to retrieve cuLaunchKernelEx from libcuda.so.1", "driver-too-old", "high"),
    ("RuntimeError: Failed to retrieve cuTensorMapEncodeTiled from libcuda.so.1", "driver-too-old", "high"),
    ("RuntimeError: Cannot find ptxas", "cuda-runtime-lib-missing", "medium"),
    ("RuntimeError: Cannot find ptxas-blackwell", "cuda-runtime-lib-missing", "medium"),
    ("AssertionError: Dot op does not support fp8e4nv on CUDA arch < 90", "no-kernel-image", "low"),
    ("ValueError: num_ctas > 1 requires NVIDIA SM90+ (Hopper). Current target is sm_86. This configuration will fail. "
     "Please set num_ctas=1 or target an SM90+ GPU.", "no-kernel-image", "low"),
    ("ValueError: clc=True requires NVIDIA SM100+ (Blackwell); current target is sm_90", "no-kernel-image", "low"),
    ("RuntimeError: Flash attention currently only supported for compute capability >= 80",
     "no-kernel-image", "medium"),
    # Open kernel modules 595.45.04 (MIG Xids, Xid 61/154/171/172, GSP, nvidia-uvm) and DCGM 4.6's health texts.
    ("[ 8123.456789] NVRM: Xid (PCI:0000:3b:00 GPU-I:02 GPU-CI:00): 13, pid=2841, name=python3, Graphics SM Warp "
     "Exception on (GPC 0, TPC 1, SM 0): Out Of Range Address", "illegal-memory-access", "medium"),
    ("[ 8123.456789] NVRM: Xid (PCI:0000:3b:00 GPU-I:03): 48, pid=2841, name=python3, An uncorrectable double bit "
     "error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0.",
     "gpu-hardware-fault", "high"),
    ("[ 8123.456789] NVRM: Xid (PCI:0000:01:00 GPU-I:05 GPU-CI:00): 95, pid=7194, name=python3, Uncontained: FBHUB "
     "(0x0). RST: Yes, D-RST: No", "gpu-hardware-fault", "high"),
    ("[ 8123.456789] NVRM: Xid (PCI:0000:3b:00): 61, pid='<unknown>', name=<unknown>, 0cec(3098) 00000000 00000000",
     "gpu-hardware-fault", "low"),
    ("[ 8123.456789] NVRM: Xid (PCI:0000:3b:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset "
     "Required)", "gpu-hardware-fault", "medium"),
    ("[ 8123.456789] NVRM: Xid (PCI:0000:3b:00): 172, GSP-RISCV, Uncorrectable SRAM error",
     "gpu-hardware-fault", "high"),
    ("[  301.223344] NVRM: _kgspBootGspRm: unexpected WPR2 already up, cannot proceed with booting GSP\n[  "
     "301.223350] NVRM: _kgspBootGspRm: (the GPU is likely in a bad state and may need to be reset)",
     "gpu-init-failed", "medium"),
    ("[ 9001.000001] NVRM: _kgspLogRpcTimeout: ********************************* GSP Timeout "
     "**********************************\n[ 9001.000002] NVRM: _kgspLogRpcTimeout: Note: Please also check logs above.",
     "gpu-hardware-fault", "low"),
    ("[ 9001.000001] NVRM: _kgspRpcGspEventPmuHalted: Received signal from GSP that PMU has halted.",
     "gpu-hardware-fault", "medium"),
    ("[ 7001.000001] nvidia-uvm: uvm_gpu.c:2073 uvm_gpu_check_ecc_error_no_rm[pid:2841] ECC error encountered, GPU ID "
     "1: NVIDIA A100-SXM4-80GB: 8f7e6d5c-4b3a-2918-0706-f5e4d3c2b1a0", "gpu-hardware-fault", "high"),
    ("[ 7001.000001] nvidia-uvm: uvm_gpu.c:1438 uvm_gpu_check_nvlink_error[pid:2841] NVLINK error encountered, GPU ID "
     "1: GPU-8f7e6d5c-4b3a-2918-0706-f5e4d3c2b1a0 GI-00000000-0000-0000-0000-000000000000",
     "gpu-hardware-fault", "medium"),
    ("[ 7001.000002] nvidia-uvm: uvm_global.c:410 uvm_global_set_fatal_error_impl[pid:2841] Encountered a global "
     "fatal error: Generic ECC error", "gpu-hardware-fault", "high"),
    ("[12345.000001] NVRM: PM suspend notifier failed: 0x3f", "uvm-after-suspend", "low"),
    ("After resuming from suspend, every CUDA program fails:\nRuntimeError: CUDA error: CUDA-capable device(s) is/are "
     "busy or unavailable\nnvidia-smi still shows the GPU and no processes.", "uvm-after-suspend", "high"),
    ("Mar 05 09:00:01 laptop kernel: PM: suspend exit\n$ ./deviceQuery\ncudaGetDeviceCount returned 46\n-> "
     "CUDA-capable device(s) is/are busy or unavailable", "uvm-after-suspend", "high"),
    ("Detected more than 8 PCIe replays per minute for GPU 0 : 12 Reconnect PCIe card. Run system side PCIE "
     "diagnostic utilities to verify hops off the GPU board. If issue is on the board, run the field diagnostic.",
     "gpu-hardware-fault", "medium"),
    ("More than 100 single-bit ECC error(s) detected in GPU 0 Volatile SBEs: 1534 Monitor - this GPU can still "
     "perform workload.", "gpu-hardware-fault", "low"),
    ("Detected clocks event due to thermal violation in GPU 3. Verify that the cooling on this machine is functional, "
     "including external, thermal material interface, fans, and any other components.", "gpu-hardware-fault", "low"),
    ("GPU 2's NvLink link 5 is currently down Check DCGM and system logs for errors. Reset GPU. Restart DCGM. Rerun "
     "diagnostics.", "gpu-hardware-fault", "medium"),
    ("Detected 312 CRC FLIT NvLink errors on GPU 2's NVLink which exceeds threshold of 100 Monitor the NVLink. It can "
     "still perform workload.", "gpu-hardware-fault", "medium"),
    ("Detected XID 48 for GPU 0 Please consult the documentation for details of this XID.  (triggered by XID 48: "
     "Double Bit ECC Error)", "gpu-hardware-fault", "high"),
    ("|       -> Memory system    | Failure                                                  |\n|                     "
     "      | Detected XID 48 for GPU 0 Please consult the           |\n|                           | documentation "
     "for details of this XID.  (triggered by  |\n|                           | XID 48: Double Bit ECC Error)         "
     "                 |", "gpu-hardware-fault", "high"),
    ("Detected XID 119 for GPU 0 Please consult the documentation for details of this XID.  (triggered by XID 119: "
     "GSP RPC Timeout)", "gpu-hardware-fault", "low"),
    ("Detected XID 62 for GPU 0 Please consult the documentation for details of this XID.  (triggered by XID 62: "
     "Thermal Violation)", "gpu-hardware-fault", "medium"),
    ("Detected XID 31 for GPU 0 Please consult the documentation for details of this XID.  (triggered by XID 31: MMU "
     "Error)", "illegal-memory-access", "medium"),
    ("GPU had a contained error. Restart the application that encountered the error. Other applications on the GPU "
     "can continue running. GPU reset can be deferred until a convenient time.  (triggered by XID 94: GPU had a "
     "contained error.)", "gpu-hardware-fault", "medium"),
    ("GPU 0 requires a reset to recover from a fault. Recovery action: 1 (GPU_RESET). Terminate all GPU processes and "
     "reset the GPU.", "gpu-hardware-fault", "medium"),
    ("Detected 3 ecc_dbe_volatile_total for GPU 0 Run a field diagnostic on the GPU.", "gpu-hardware-fault", "high"),
    ("+-----  Integration  -------+------------------------------------------------+\n| pcie                      | "
     "Fail                                           |\n|                           | GPU0: Fail                      "
     "               |\n| Warning: GPU0             | Detected 150 pcie_replay_counter for GPU 0 whi  |\n|            "
     "               | ch is above the threshold 100 Run a field diag  |\n|                           | nostic on the "
     "GPU.                             |\n+---------------------------+-----------------------------------------------"
     "-+", "gpu-hardware-fault", "medium"),
    ("Found 12 faulty memory elements on GPU 0 Run a field diagnostic on the GPU.", "gpu-hardware-fault", "high"),
    ("GPU 0 is running at PCI link width 8X, which is below the minimum allowed link generation of 16 (parameter "
     "'min_pci_width') Check DCGM and system configuration. This error may be eliminated with an updated "
     "configuration.", "gpu-hardware-fault", "low"),
    ("+---------------------------+------------------------------------------------+\n| Diagnostic                | "
     "Result                                         |\n+===========================+================================="
     "===============+\n+-----  Hardware  ----------+------------------------------------------------+\n| memory      "
     "              | Fail                                           |\n|                           | GPU0: Fail      "
     "                               |\n| Warning: GPU0             | Detected 2 volatile double-bit ECC error(s) i  "
     "|\n|                           | n GPU 0. Drain the GPU and reset it or reboot  |\n|                           "
     "|  the node.                                     |\n+---------------------------+-------------------------------"
     "-----------------+", "gpu-hardware-fault", "high"),
    ("Listening for violations.\nTimestamp: Thu Mar  5 10:11:12 2026\nA double-bit ECC error has violated policy "
     "manager values.\nDBE error count: 1", "gpu-hardware-fault", "high"),
    ("Timestamp: Thu Mar  5 10:11:12 2026\nXID error 79 detected.", "gpu-hardware-fault", "high"),
    ("Timestamp: Thu Mar  5 10:11:12 2026\nA PCIe replay event has violated policy manager values.\nPCIe replay "
     "count: 152", "gpu-hardware-fault", "medium"),
    ("[  912.123456] nvidia-nvswitch3: SXid (PCI:0000:86:00.0): 24004, Fatal, Link 44 sourcetrack TCEN0 crumbstore "
     "DBE (First)", "gpu-hardware-fault", "medium"),
    # PyG's extensions and loader warning, torchvision 0.29's stable-ABI build, cumm / spconv, DGL 2.1.
    ("  File \"/usr/local/lib/python3.10/dist-packages/torch_scatter/__init__.py\", line 16, in <module>\n    "
     "torch.ops.load_library(spec.origin)\nOSError: /usr/local/lib/python3.10/dist-packages/torch_scatter/_scatter_cud"
     "a.so: undefined symbol: _ZNK3c107SymBool10guard_boolEPKcl", "toolkit-version-mismatch", "low"),
    ("/usr/local/lib/python3.11/site-packages/torchvision/extension.py:21: UserWarning: Failed to load '_C_stable' "
     "extension: OSError: /usr/local/lib/python3.11/site-packages/torchvision/_C_stable.so: undefined symbol: "
     "torch_new_list_reserve_size", "toolkit-version-mismatch", "low"),
    ("/opt/conda/lib/python3.11/site-packages/torch_geometric/typing.py:86: UserWarning: An issue occurred while "
     "importing 'torch-scatter'. Disabling its usage. Stacktrace: libc10_cuda.so: cannot open shared object file: No "
     "such file or directory", "cpu-only-build", "medium"),
    ("handle != nullptr assert faild. load CUDA Driver library failed!!! You must install cuda driver first.",
     "driver-not-loaded", "low"),
    ("RuntimeError: /io/build/temp.linux-x86_64-cpython-311/spconv/build/core_cc/src/csrc/sparse/all/SpconvOps/SpconvO"
     "ps_generate_subm_conv_inds.cc:89\ncuda execution failed with error 2 out of memory", "cuda-oom", "high"),
    ("RuntimeError: allocate /io/include/tensorview/tensor.h:169\ncuda failed with error 2 out of memory. use "
     "CUDA_LAUNCH_BLOCKING=1 to get correct traceback.", "cuda-oom", "high"),
    ("dgl._ffi.base.DGLError: [10:21:37] /opt/dgl/src/array/filter.cc:32: GPU support not compiled.",
     "cpu-only-build", "high"),
    ("/usr/local/lib/python3.11/site-packages/torchvision/extension.py:21: UserWarning: Failed to load '_C_stable' "
     "extension: OSError: libcudart.so.13: cannot open shared object file: No such file or directory",
     "toolkit-version-mismatch", "medium"),
    # auto-gptq 0.7, GPTQModel 7.7, FlashInfer 0.7, SGLang 0.5, ExLlamaV2 0.3, optimum 1.23, llama.cpp 0.3.36.
    ("WARNING - CUDA kernels for auto_gptq are not installed, this will result in very slow inference speed. This may "
     "because:\n1. You disabled CUDA extensions compilation by setting BUILD_CUDA_EXT=0 when install auto_gptq from "
     "source.\n2. You are using pytorch without CUDA support.\n3. CUDA and nvcc are not installed in your device.",
     "toolkit-version-mismatch", "low"),
    ("WARNING - Exllamav2 kernel is not installed, reset disable_exllamav2 to True. This may because you installed "
     "auto_gptq using a pre-build wheel on Windows, in which exllama_kernels are not compiled. To use exllama_kernels "
     "to further speedup inference, you can re-install auto_gptq from source.", "toolkit-version-mismatch", "low"),
    ("ValueError: Trying to use the marlin backend, but could not import the C++/CUDA dependencies with the following "
     "error: No module named 'autogptq_marlin_cuda'", "toolkit-version-mismatch", "low"),
    ("Trying to compile auto-gptq for CUDA, but Pytorch 2.2.1+cpu is installed without CUDA support.",
     "cpu-only-build", "high"),
    ("ValueError: Can not use Marlin int4*fp16 kernel with a device of compute capability (7, 5), the minimum compute "
     "capability is 8.0 for Marlin kernel. Please do not use `use_marlin=True`, or please upgrade your GPU (\"The "
     "more you buy, the more you save.\" - Taiwanese proverb).", "no-kernel-image", "medium"),
    ("ValueError: GPTQ Marlin requires compute capability >= 7.5, got 7.0 on `cuda:0`.", "no-kernel-image", "medium"),
    ("NotImplementedError: Marlin kernel only supports compute capability >= 8.0.", "no-kernel-image", "medium"),
    ("RuntimeError: W4AFP8Linear needs a CUDA device with FP8 tensor cores (compute capability 8.9+); device 0 "
     "reports 8.6.", "no-kernel-image", "medium"),
    ("ValueError: Machete kernel is Hopper-only (SM90); its generated CUTLASS kernels target arch::Sm90 and have no "
     "Blackwell image. Found `NVIDIA A100-SXM4-80GB` with compute capability 8.0.", "no-kernel-image", "medium"),
    ("RuntimeError: FlashInfer requires GPUs with sm75 or higher. Detected TARGET_CUDA_ARCHS=[(7, '0')].",
     "no-kernel-image", "medium"),
    ("RuntimeError: fp4_quantize requires SM100 or newer; got SM90", "no-kernel-image", "medium"),
    ("RuntimeError: SGLang only supports sm75 and above.", "no-kernel-image", "medium"),
    ("flashinfer.utils.GPUArchitectureError: Device major should be in [9, 10], but got 8",
     "no-kernel-image", "medium"),
    (" ## Warning: Flash Attention is installed but unsupported GPUs were detected.", "no-kernel-image", "low"),
    (" ## Error: Too many entries in gpu_split. 1 CUDA devices are available.", "invalid-device-ordinal", "medium"),
    ("ModuleNotFoundError: Marlin torch.ops kernels are not properly installed. Error: Marlin FP16: failed to build "
     "torch.ops JIT extension: Error building extension 'gptqmodel_marlin_fp16' | "
     "build_root=/root/.cache/gptqmodel/torch_extensions/marlin_fp16 Missing CUDA developer headers for Marlin JIT "
     "(cuda_fp16.h, cuda_bf16.h). Install the wheel-provided CUDA headers with `pip install "
     "\"gptqmodel[marlin-cuda12]\"`. Marlin JIT also requires a local `nvcc` on PATH.",
     "toolkit-version-mismatch", "low"),
    ("RuntimeError: SM 120 requires CUDA >= 12.8", "nvcc-unsupported-arch", "medium"),
    ("OSError: Load pretrained model to do quantization requires CUDA available.", "cpu-only-build", "low"),
    ("RuntimeError: No GPU found. A GPU is needed to quantize model.", "cpu-only-build", "low"),
    (" **** CUDA error\n **** out of memory\nRuntimeError: CUDA error", "cuda-oom", "medium"),
    ("WARN  Quantization: Module `model.layers.12.mlp.down_proj` -> CUDA OOM during Hessian inverse on cuda:0; "
     "falling back to CPU. Due to this fallback, the calculation may take much longer than normal.", "cuda-oom", "low"),
    ("Found modules on cpu/disk. Using Exllama/Exllamav2 backend requires all the modules to be on GPU. Setting "
     "`disable_exllama=True`", "cuda-oom", "low"),
    ("RuntimeError: Not enough memory. Please try to increase --mem-fraction-static. Current value: "
     "mem_fraction_static=0.88", "cuda-oom", "medium"),
    ("[2026-03-02 10:00:00 TP1] Scheduler hit an exception: Traceback (most recent call last):\nRuntimeError: The "
     "memory capacity is unbalanced. Some GPUs may be occupied by other processes. pre_model_load_memory=21.30, "
     "local_gpu_memory=78.52, local_gpu_memory * 0.9=70.668", "cuda-oom", "medium"),
    ("ggml_backend_cuda_init: invalid device 1\nllama_init_from_model: failed to initialize CUDA0 backend",
     "invalid-device-ordinal", "high"),
    ("llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache",
     "cuda-oom", "medium"),
    ("graph_reserve: failed to allocate compute buffers", "cuda-oom", "medium"),
    # PaddleOCR 2.9, PaddleSeg 2.8, PaddleSpeech 1.5, PaddleNLP, PaddleHub modules, Paddle 3.3.1 / 2.6.2.
    ("Config use_gpu cannot be set as true while your paddle is not compiled with cuda ! \nPlease try: \n\t1. Install "
     "paddlepaddle to run model on gpu \n\t2. Set use_gpu as false in config file to run model on CPU",
     "cpu-only-build", "high"),
    ("ValueError: paddle.distributed initialize error, your paddle is not compiled with cuda but you assign 'nccl' as "
     "backend.", "cpu-only-build", "high"),
    ("ValueError: (InvalidArgument) Can not copy tensor to GPU CUDA place because paddle is not compiled with CUDA.",
     "cpu-only-build", "high"),
    ("RuntimeError: CUDAPlace is not supported when not compiled with CUDA", "cpu-only-build", "high"),
    ("Traceback (most recent call last):\n  File \"tools/train.py\", line 136, in main\n    utils.show_env_info()\n  "
     "File \"/usr/local/lib/python3.10/site-packages/paddleseg/utils/utils.py\", line 38, in show_env_info\n    "
     "env_info = get_sys_env()\n  File \"/usr/local/lib/python3.10/site-packages/paddleseg/utils/env/sys_env.py\", "
     "line 103, in get_sys_env\n    v = str(v // 1000) + '.' + str(v % 1000 // 100)\nTypeError: unsupported operand "
     "type(s) for //: 'NoneType' and 'int'", "cudnn-lib-missing", "medium"),
    ("  File \"/usr/local/lib/python3.10/site-packages/paddlespeech/t2s/exps/fastspeech2/train.py\", line 55, in "
     "train_sp\n    raise ValueError(\nValueError: Please make sure that the paddle you installed matches the device "
     "type you set, and that ngpu and nxpu cannot be negative at the same time.", "cpu-only-build", "medium"),
    ("  File \"/usr/local/lib/python3.10/site-packages/paddlenlp/experimental/transformers/fused_transformer_layers.py"
     "\", line 3825, in compute_qkv_linear\n    if paddle.is_compiled_with_rocm() or float(paddle.version.cuda()) < "
     "11.6:\nValueError: could not convert string to float: 'False'", "cpu-only-build", "medium"),
    ("Error! Unable to use GPU. Please set the environment variables \"CUDA_VISIBLE_DEVICES=GPU_id\" to use GPU. Now "
     "switch to CPU to continue...", "no-visible-gpu", "high"),
    ("[2024-12-04 10:22:33,123] [ WARNING] - use_gpu has been set False as you didn't set the environment variable "
     "CUDA_VISIBLE_DEVICES while using use_gpu=True", "no-visible-gpu", "high"),
    ("W1204 10:22:33.412345 12345 dynamic_loader.cc:285] The third-party dynamic library (libnvinfer.so) that Paddle "
     "depends on is not configured correctly. (error code is libnvinfer.so: 无法打开共享对象文件: 没有那个文件或目录)",
     "cuda-runtime-lib-missing", "low"),
    ("RuntimeError: (Fatal) Building TRT cuda engine failed when deserializing engine info. Please check:\n1. Your "
     "TRT serialization is generated and loaded on the same GPU architecture;\n2. The Paddle Inference version of "
     "generating serialization file and doing inference are consistent. (at "
     "/paddle/paddle/fluid/inference/tensorrt/engine.cc:591)", "no-kernel-image", "low"),
    ("ValueError: (InvalidArgument) cublas bf16 gemm requires GPU compute capability >= 80,but received 75\n  [Hint: "
     "Expected (dev_ctx.GetComputeCapability()) >= (80), but received (dev_ctx.GetComputeCapability()):75 < (80):80.] "
     "(at /paddle/paddle/phi/kernels/funcs/blas/blas_impl.cu.h:1062)", "no-kernel-image", "low"),
    # k2 and kaldifeat (k2-fsa at a741ae8), pyannote.audio 4.0, NeMo 3.0's CUDA-graph check, SpeechBrain 1.1.
    ("[W] /home/runner/work/k2/k2/k2/csrc/pinned_context.cu:347:k2::ContextPtr k2::GetPinnedContext() k2 was not "
     "built with CUDA support. Return a CPU context", "cpu-only-build", "high"),
    ("[F] /home/runner/work/k2/k2/k2/csrc/context.cu:92:k2::ParallelRunnerActive::ParallelRunnerActive(k2::ContextPtr)"
     " k2 compiled without CUDA support", "cpu-only-build", "high"),
    ("[F] /home/runner/work/k2/k2/k2/csrc/default_context.cu:77:virtual void* k2::CudaContext::Allocate(std::size_t, "
     "void**) Check failed: ret == cudaSuccess (2 vs. 0)  Error: out of memory.", "cuda-oom", "high"),
    ("ImportError: kaldifeat was built using PyTorch 1.13.1+cu117\nBut you are using PyTorch 2.0.1+cu118 to run it",
     "toolkit-version-mismatch", "high"),
    ("MemoryError: batch_size ( 32) is probably too large. Try with a smaller value until memory error disappears.",
     "cuda-oom", "medium"),
    ("[NeMo W 2025-06-01 10:00:00 label_looping_base:147] No conditional node support for Cuda.\n    Cuda graphs with "
     "while loops are disabled, decoding speed will be slower\n    Reason: Driver supports cuda toolkit version 12.2, "
     "but the driver needs to support at least 12,6. Please update your cuda driver.", "driver-too-old", "medium"),
    ("ValueError: Killing process \nNot enough GPUs available!", "invalid-device-ordinal", "low"),
    # Transformer Engine 2.20 (and its cuDNN frontend), apex at 6424da3, Megatron-LM at d98e8a6.
    ("  File \"/usr/local/lib/python3.12/dist-packages/transformer_engine/common/__init__.py\", line 39, in "
     "check_cudnn_version\nRuntimeError: Transformer Engine requires cuDNN 9.12.0 or later, but the cuDNN runtime is "
     "9.1.0.", "cudnn-version-mismatch", "high"),
    ("RuntimeError: TEC/normalization/common.cpp:411 in function CudnnNormalizationPlan: Assertion failed: "
     "cudnnGetVersion() >= 92100. Fused BackwardAdd requires cuDNN >= 9.21.0, but found 91200",
     "cudnn-version-mismatch", "medium"),
    ("RuntimeError: Unable to find symbol cudnnGetLastErrorString", "cudnn-version-mismatch", "medium"),
    ("RuntimeError: Unable to find symbol cudnnBackendCreateDescriptor", "cudnn-lib-missing", "low"),
    ("  File \"/usr/local/lib/python3.12/dist-packages/transformer_engine/pytorch/quantization.py\", line 760, in "
     "autocast_enter\n    assert fp8_available, reason_for_no_fp8\nAssertionError: Device compute capability 8.9 or "
     "higher required for FP8 execution.", "no-kernel-image", "medium"),
    ("AssertionError: FP8 block scaled GEMM requires compute capability 9.0 or higher and CUDA >= 12.9.",
     "no-kernel-image", "low"),
    ("RuntimeError: TEC/cast/dispatch/dequantize.cuh:46 in function dequantize_helper: MXFP8 Dequantization is NOT "
     "supported by architectures < 10.0", "no-kernel-image", "medium"),
    ("AssertionError: multimem_all_gather_v requires a Hopper+ GPU with NVLink (SM >= 9).", "no-kernel-image", "low"),
    ("RuntimeError: TEC/util/cuda_driver.cpp:43 in function get_symbol: Assertion failed: driver_result == "
     "cudaDriverEntryPointSuccess. Could not find CUDA driver entry point for cuTensorMapEncodeTiled",
     "driver-too-old", "medium"),
    ("RuntimeError: TEC/util/cuda_driver.cpp:38 in function get_symbol: Assertion failed: driver_entrypoint_fun != "
     "nullptr. Error finding the CUDA Runtime-Driver interop.", "cuda-runtime-lib-missing", "low"),
    ("RuntimeError: TEC/comm_gemm_overlap/userbuffers/userbuffers-host.cpp:120 in function has_mnnvl_fabric: NVML "
     "Error: Driver/library version mismatch", "nvml-driver-library-mismatch", "high"),
    ("RuntimeError: Unable to load any libcudart.so.* library.", "cuda-runtime-lib-missing", "high"),
    ("RuntimeError: TEC/util/cuda_runtime.cpp:274 in function include_directory: Could not find cuda_runtime.h in "
     "NVTE_CUDA_INCLUDE_DIR=<unset>, CUDA_HOME=<unset>, CUDA_DIR=<unset>, <unset>, /usr/local/cuda/include, "
     "/usr/local/cuda. Specify path to CUDA Toolkit headers with NVTE_CUDA_INCLUDE_DIR or disable NVRTC support with "
     "NVTE_DISABLE_NVRTC=1.", "toolkit-version-mismatch", "low"),
    ("RuntimeError: TEC/util/rtc.cpp:245 in function compile: NVRTC Error: NVRTC_ERROR_COMPILATION\nCompile-time CUDA "
     "version: 12.9\nRun-time NVRTC version: 12.4\nRun-time CUDA headers version: 12.9\nWarning: CUDA versions do not "
     "match between NVRTC and CUDA headers (/usr/local/cuda/include). Consider changing the CUDA header search path.",
     "toolkit-version-mismatch", "medium"),
    ("  File \"/tmp/pip-install-x/transformer-engine-torch/build_tools/pytorch.py\", line 86, in "
     "setup_pytorch_extension\nRuntimeError: Transformer Engine requires CUDA 12.0 or newer",
     "toolkit-version-mismatch", "medium"),
    ("  File \"/tmp/pip-install-x/transformer-engine-torch/build_tools/utils.py\", line 326, in "
     "get_cuda_include_dirs\n    raise RuntimeError(\"CUDA not found.\")\nRuntimeError: CUDA not found.",
     "toolkit-version-mismatch", "low"),
    ("  File \"/tmp/pip-install-x/transformer-engine-torch/setup.py\", line 170, in <module>\n    cuda_major_version "
     "= parse(torch.version.cuda).major\nTypeError: expected string or bytes-like object, got 'NoneType'",
     "cpu-only-build", "medium"),
    ("  File \"/tmp/pip-req-build-abc/setup.py\", line 171, in <module>\n    _, bare_metal_version = "
     "get_cuda_bare_metal_version(CUDA_HOME)\n  File \"/tmp/pip-req-build-abc/setup.py\", line 66, in "
     "get_cuda_bare_metal_version\n    raw_output = subprocess.check_output([cuda_dir + \"/bin/nvcc\", \"-V\"], "
     "universal_newlines=True)\nTypeError: unsupported operand type(s) for +: 'NoneType' and 'str'",
     "toolkit-version-mismatch", "low"),
    ("  File \"/usr/local/lib/python3.10/dist-packages/apex/normalization/fused_layer_norm.py\", line 43, in forward\n"
     "    fused_layer_norm_cuda = importlib.import_module(\"fused_layer_norm_cuda\")\nModuleNotFoundError: No module "
     "named 'fused_layer_norm_cuda'", "cpu-only-build", "low"),
    ("RuntimeError: ('Attempted to call MultiTensorApply method, but MultiTensorApply is not available, possibly "
     "because Apex was installed without --cpp_ext --cuda_ext.  Original import error message:', "
     "ModuleNotFoundError(\"No module named 'amp_C'\"))", "cpu-only-build", "medium"),
    ("Warning:  apex was installed without --cpp_ext.  Falling back to Python flatten and unflatten.",
     "cpu-only-build", "low"),
    ("RuntimeError: ColumnParallelLinear was called with gradient_accumulation_fusion set to True but the custom CUDA "
     "extension fused_weight_gradient_mlp_cuda module is not found. To use gradient_accumulation_fusion you must "
     "install APEX with --cpp_ext and --cuda_ext. For example: pip install --global-option=\"--cpp_ext\" "
     "--global-option=\"--cuda_ext .\" Note that the extension requires CUDA>=11. Otherwise, you must turn off "
     "gradient accumulation fusion.", "cpu-only-build", "low"),
    # Theano 0.9 / 1.0 and libgpuarray, AlexeyAB's darknet, Torch7's cutorch, Chainer 7, Caffe's CMake.
    ("Error allocating 422785024 bytes of device memory (out of memory). Driver report 236716032 bytes free and "
     "4240965632 bytes total \nMemoryError: Error allocating 422785024 bytes of device memory (out of memory).\nApply "
     "node that caused the error: GpuDot22(GpuReshape{2}.0, W)", "cuda-oom", "high"),
    ("RuntimeError: Can not enable cuDNN as there is only 41 MB of free GPU memory.", "cuda-oom", "high"),
    ("RuntimeError: Trying to preallocate 10240 MB of GPU memory while only 3075 MB are available.",
     "cuda-oom", "high"),
    ("RuntimeError: Mixed dnn version. The header is from one version, but we link with a different version (5110, "
     "6021)", "cudnn-version-mismatch", "high"),
    ("RuntimeError: You enabled cuDNN, but we aren't able to use it: Version is too old. Update to v5, was 3007.",
     "cudnn-version-mismatch", "medium"),
    ("/usr/local/lib/python3.6/dist-packages/theano/gpuarray/dnn.py:184: UserWarning: Your cuDNN version is more "
     "recent than Theano. If you encounter problems, try updating Theano or downgrading cuDNN to a version >= v5 and "
     "<= v7.", "cudnn-version-mismatch", "low"),
    ("Can not use cuDNN on context None: Use cuDNN 7.0.2 or higher for Volta.\nMapped name None to device cuda: Tesla "
     "V100-SXM2-16GB (0000:00:1E.0)", "cudnn-version-mismatch", "medium"),
    ("RuntimeError: ('Error creating cudnn handle. This can be a sign of a too old driver.', 4)",
     "driver-too-old", "low"),
    ("ERROR (theano.sandbox.cuda): ERROR: Not using GPU. Initialisation of device 1 failed:\nBad device number 1. "
     "Only 1 devices available.", "invalid-device-ordinal", "high"),
    ("ERROR (theano.sandbox.cuda): nvcc compiler not found on $PATH. Check your nvcc installation and try again.",
     "toolkit-version-mismatch", "low"),
    ("ERROR (theano.gpuarray): pygpu was configured but could not be imported or is too old (version 0.7 or higher "
     "required)\nNoneType: None", "cpu-only-build", "medium"),
    ("pygpu.gpuarray.GpuArrayException: b'GPU is too old for CUDA version'", "no-kernel-image", "medium"),
    ("pygpu.gpuarray.GpuArrayException: b'Could not load \"nvcuda.dll\": The specified module could not be "
     "found.\\r\\n'", "driver-not-loaded", "medium"),
    (" CUDA-version: 11020 (11010)\n Warning: CUDA-version is higher than Driver-version! \n, cuDNN: 8.1.0, GPU "
     "count: 1  ", "driver-too-old", "medium"),
    ("/home/user/torch/install/bin/luajit: /home/user/torch/install/share/lua/5.1/nn/Linear.lua:66: cublas runtime "
     "error : an absent device architectural feature is required at "
     "/tmp/luarocks_cutorch-scm-1-9261/cutorch/lib/THC/THCBlas.cu:246", "no-kernel-image", "medium"),
    ("/home/user/torch/install/bin/luajit: /home/user/torch/install/share/lua/5.1/nn/Linear.lua:66: cublas runtime "
     "error : resource allocation failed at /tmp/luarocks_cutorch-scm-1-9261/cutorch/lib/THC/THCBlas.cu:246",
     "cuda-oom", "medium"),
    ("THCudaCheckWarn FAIL file=/tmp/luarocks_cutorch-scm-1-9261/cutorch/lib/THC/THCCachingHostAllocator.cpp line=217 "
     "error=2 : out of memory", "cuda-oom", "medium"),
    ("/home/user/torch/install/bin/luajit: /home/user/torch/install/share/lua/5.1/trepl/init.lua:389: module "
     "'cutorch' not found:No LuaRocks module found for cutorch\n\tno field package.preload['cutorch']",
     "cpu-only-build", "medium"),
    ("/usr/local/lib/python3.6/dist-packages/chainer/backends/cuda.py:142: UserWarning: cuDNN is not enabled.\nPlease "
     "reinstall CuPy after you install cudnn\n(see https://docs-cupy.chainer.org/en/stable/install.html#install-cudnn)"
     ".", "cudnn-lib-missing", "medium"),
    ("RuntimeError: cuDNN is not enabled.", "cudnn-lib-missing", "low"),
    (">>> chainer.print_runtime_info()\nPlatform: Linux-4.15.0-112-generic-x86_64-with-Ubuntu-18.04-bionic\nChainer: "
     "7.8.1\nChainerX: Not Available\nNumPy: 1.19.5\nCuPy: Not Available\niDeep: Not Available",
     "cpu-only-build", "low"),
    ("-- Found cuDNN: ver. 3.0.8 found (include: /usr/local/cuda/include, library: "
     "/usr/local/cuda/lib64/libcudnn.so)\nCMake Error at cmake/Cuda.cmake:227 (message):\n  cuDNN version >3 is "
     "required.", "cudnn-version-mismatch", "medium"),
    # FFmpeg's NVENC / NVDEC loaders (nv-codec-headers, jellyfin-ffmpeg 7.0), OBS, PyNvVideoCodec 2.2, Frigate.
    ("[h264_nvenc @ 0x55f37c1a2d40] Requested GPU 1, but only 1 GPUs are available!\n[vost#0:0/h264_nvenc @ "
     "0x55f37c1a1c80] Error while opening encoder - maybe incorrect parameters such as bit_rate, rate, width or "
     "height.", "invalid-device-ordinal", "high"),
    ("  File \"/opt/frigate/frigate/detectors/plugins/tensorrt.py\", line 250, in __init__\n    assert "
     "detector_config.device < dev_count, (\nAssertionError: Invalid TensorRT Device Config. Device 1 Invalid.",
     "invalid-device-ordinal", "high"),
    ("[h264 @ 0x1b7f6a0] Used Nvidia driver is too old to perform a capability check.\n[h264 @ 0x1b7f6a0] The minimum "
     "required version is 378.13. Continuing blind.", "driver-too-old", "medium"),
    ("[h264 @ 0x55a0f1b8c3c0] Cannot load cuvidGetDecodeStatus\n[h264 @ 0x55a0f1b8c3c0] Failed loading nvcuvid.\n"
     "[h264 @ 0x55a0f1b8c3c0] Failed setup for format cuda: hwaccel initialisation returned error.",
     "driver-too-old", "high"),
    ("[h264_cuvid @ 0x55d6e3a9c400] Cannot load cuvidReconfigureDecoder\n[h264_cuvid @ 0x55d6e3a9c400] Failed loading "
     "nvcuvid.", "driver-too-old", "high"),
    ("[AVHWDeviceContext @ 0x5627f4b4c480] Cannot load cuMemAllocManaged\n[AVHWDeviceContext @ 0x5627f4b4c480] Could "
     "not dynamically load CUDA\nDevice creation failed: -1.", "driver-too-old", "medium"),
    ("10:41:02.116: [NVENC] Test process failed: outdated_driver\n10:41:02.116: NVENC not supported",
     "driver-too-old", "high"),
    ("RuntimeError: PyNvEncoder constructor failed: LoadNvEncApi : Current Driver Version does not support this "
     "NvEncodeAPI version, please upgrade driver at /project/src/VideoCodecSDKUtils/helper_classes/NvCodec/NvEncoder/N"
     "vEncoder_130.cpp:71", "driver-too-old", "high"),
    ("RuntimeError: Failed to load NVENC library: libnvidia-encode.so.1: cannot open shared object file: No such file "
     "or directory", "container-no-gpu-access", "medium"),
    ("RuntimeError: Could not dynamically load libnvcuvid.so.1. Please ensure Nvidia Graphics drivers are correctly "
     "installed!\nIf using Docker please make sure that your Docker image was launched with \"video\" driver "
     "capabilty (see https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/docker-specialized.html#"
     "driver-capabilities)", "container-no-gpu-access", "medium"),
    ("2024-02-01 10:00:01.234567890  Generating the following TRT Models: yolov7-320\n2024-02-01 10:00:01.234567890  "
     "ERROR: Container must be launched with nvidia runtime", "container-no-gpu-access", "high"),
    ("Process detector:tensorrt:\nTraceback (most recent call last):\n  File "
     "\"/opt/frigate/frigate/detectors/plugins/tensorrt.py\", line 245, in __init__\n    assert cuda_err == "
     "cuda.CUresult.CUDA_SUCCESS, (\nAssertionError: Failed to initialize cuda 100",
     "container-no-gpu-access", "medium"),
    ("2024-05-10 09:12:01.113325466  [2024-05-10 09:12:01] ffmpeg.front_door.detect       ERROR   : "
     "[AVHWDeviceContext @ 0x5598a8a0e5c0] cu->cuInit(0) failed -> CUDA_ERROR_NO_DEVICE: no CUDA-capable device is "
     "detected\n2024-05-10 09:12:01.113325466  [2024-05-10 09:12:01] ffmpeg.front_door.detect       ERROR   : Device "
     "creation failed: -542398533.\n2024-05-10 09:12:01.113325466  [2024-05-10 09:12:01] watchdog.front_door          "
     "  ERROR   : Ffmpeg process crashed unexpectedly for front_door.", "container-no-gpu-access", "medium"),
    # CUDA samples (helper_cuda.h, vectorAdd, bandwidthTest), nvbandwidth's NVML_ERROR and gpu-burn's results.
    ("Error: device is running in <Compute Mode Prohibited>, no threads can use cudaSetDevice().\nexiting...",
     "gpu-busy-unavailable", "high"),
    ("gpuGetMaxGflopsDeviceId() CUDA error: all devices have compute mode prohibited.", "gpu-busy-unavailable", "high"),
    (">> 1 CUDA capable GPU device(s) detected. <<\n>> gpuDeviceInit (-device=2) is not a valid GPU device. <<\n"
     "exiting...", "invalid-device-ordinal", "high"),
    ("!!!!!Invalid GPU number 2 given hence default gpu 0 will be used !!!!!", "invalid-device-ordinal", "low"),
    ("[Vector addition of 50000 elements]\nFailed to allocate device vector A (error code out of memory)!",
     "cuda-oom", "medium"),
    ("Initialized device 0 with 81050 MB of memory (80614 MB available, using 72553 MB of it), using FLOATS\nCouldn't "
     "init a GPU test: Error in C alloc (gpu_burn-drv.cpp:200): out of memory", "cuda-oom", "medium"),
    ("Couldn't init a GPU test: Error in init (gpu_burn-drv.cpp:122): the resource allocation failed",
     "cuda-oom", "medium"),
    ("Tested 2 GPUs:\n\tGPU 0: OK\n\tGPU 1: FAULTY", "gpu-hardware-fault", "medium"),
    ("100.0%  proc'd: 27036 (18730 Gflop/s) - 26112 (18015 Gflop/s)   errors: 0 - 4032  (WARNING!)  temps: 61 C - 78 C",
     "gpu-hardware-fault", "medium"),
    ("GPU 0: NVIDIA GeForce GT 730 (UUID: GPU-5a4b3c2d-1e0f-4a5b-8c7d-6e5f4a3b2c1d)\nCouldn't init a GPU test: Error "
     "in load module (gpu_burn-drv.cpp:238): a PTX JIT compilation failed", "no-kernel-image", "medium"),
    ("NVML_ERROR: [Driver/library version mismatch] in expression nvmlInit() in int main(int, char**)() : "
     "/home/user/nvbandwidth/nvbandwidth.cpp:271", "nvml-driver-library-mismatch", "high"),
    ("NVML_ERROR: [Driver Not Loaded] in expression nvmlInit() in int main(int, char**)() : "
     "/home/user/nvbandwidth/nvbandwidth.cpp:271", "driver-not-loaded", "high"),
    ("root@8c1f2e3d4a5b:/nvbandwidth# ./nvbandwidth\nNVML_ERROR: [Unknown Error] in expression nvmlInit() in int "
     "main(int, char**)() : /nvbandwidth/nvbandwidth.cpp:271", "container-nvml-unknown-error", "medium"),
    ("| NVIDIA-SMI 470.223.02   Driver Version: 470.223.02   CUDA Version: 11.4     |\n$ ./vectorAdd\n[Vector "
     "addition of 50000 elements]\nFailed to allocate device vector A (error code CUDA driver version is insufficient "
     "for CUDA runtime version)!", "driver-too-old", "medium"),
    # .NET and JVM: TorchSharp, ONNX Runtime's C# DLL check, LLamaSharp's CUDA backend, ND4J's JNI DLLs.
    ("Unhandled exception. System.InvalidOperationException: Torch device type CUDA did not initialise on the current "
     "machine. Trace from LoadNativeBackend:\n    Trying to load native component torch_cuda relative to "
     "/home/me/app/bin/Debug/net8.0/TorchSharp.dll\n    Failed to load native component torch_cuda relative to "
     "/home/me/app/bin/Debug/net8.0/TorchSharp.dll\n    Trying to load native component LibTorchSharp relative to "
     "/home/me/app/bin/Debug/net8.0/TorchSharp.dll\n    Result from regular native load of LibTorchSharp is True",
     "cpu-only-build", "medium"),
    ("Unhandled exception. System.TypeInitializationException: The type initializer for 'TorchSharp.torch' threw an "
     "exception.\n ---> System.NotSupportedException: This application or script uses TorchSharp but doesn't contain "
     "a reference to libtorch-cuda-12.8-linux-x64, Version=2.7.1.0.", "cpu-only-build", "high"),
    ("System.NotSupportedException: This application uses TorchSharp but doesn't contain reference to either "
     "libtorch-cuda-11.3-linux-x64 or libtorch-cpu-linux-x64, 1.10.0.1. Consider either referencing one of these "
     "packages or call System.Runtime.InteropServices.NativeLibrary.Load(path-to-libLibTorchSharp.so) explicitly for "
     "a Python install or a download of libtorch.so/torch.dll. See https://github.com/dotnet/TorchSharp/issues/169.",
     "cpu-only-build", "medium"),
    ("error : Two TorchSharp runtime packages have been referenced (both libtorch-cpu and libtorch-cuda)",
     "cpu-only-build", "medium"),
    ("System.DllNotFoundException: Unable to load shared library 'LibTorchSharp' or one of its dependencies. In order "
     "to help diagnose loading problems, consider setting the LD_DEBUG environment variable: libtorch_cuda.so: cannot "
     "open shared object file: No such file or directory", "cpu-only-build", "low"),
    ("System.DllNotFoundException: Unable to load DLL 'LibTorchSharp' or one of its dependencies: The specified "
     "module could not be found. (0x8007007E)\n   at TorchSharp.torch.THSTorchCuda_is_available()",
     "windows-dll-not-found", "medium"),
    ("Microsoft.ML.OnnxRuntime.OnnxRuntimeException: [ErrorCode:NoSuchFile] kernel32.LoadLibrary():'cudnn64_7.dll' "
     "not found. CUDA is required for GPU execution. . Verify it is available in the system "
     "directory=C:\\WINDOWS\\system32. Else copy it to the output folder.", "windows-dll-not-found", "high"),
    ("Microsoft.ML.OnnxRuntime.OnnxRuntimeException: [ErrorCode:NoSuchFile] kernel32.LoadLibrary():'nvinfer.dll' not "
     "found. TensorRT/CUDA are required for GPU execution. . Verify it is available in the system "
     "directory=C:\\WINDOWS\\system32. Else copy it to the output folder.", "windows-dll-not-found", "low"),
    ("[LLamaSharp Native] [Error] Configured to load a cuda library but no cuda detected on your device.\n"
     "LLama.Exceptions.RuntimeError: Configured to load a cuda library but no cuda detected on your device.",
     "cuda-runtime-lib-missing", "medium"),
    ("[LLamaSharp Native] [Info] Detected cuda major version -1.\n[LLamaSharp Native] [Info] Loaded "
     "'runtimes/win-x64/native/avx2/llama.dll'", "cuda-runtime-lib-missing", "low"),
    ("Failed loading dependency 'runtimes/linux-x64/native/cuda12/libggml-cuda.so'\nFailed Loading "
     "'/home/me/app/bin/Release/net8.0/runtimes/linux-x64/native/cuda12/libllama.so'\nSuccessfully loaded "
     "'/home/me/app/bin/Release/net8.0/runtimes/linux-x64/native/avx2/libllama.so'", "cuda-runtime-lib-missing", "low"),
    ("WARN org.nd4j.linalg.factory.Nd4jBackend - Skipped [JCublasBackend] backend (unavailable): "
     "java.lang.UnsatisfiedLinkError: C:\\Users\\me\\.javacpp\\cache\\cuda-11.6-8.3-1.5.7-windows-x86_64.jar\\org\\byt"
     "edeco\\cuda\\windows-x86_64\\jnicudnn.dll: Can't find dependent libraries", "windows-dll-not-found", "medium"),
    # SD.Next, kohya_ss and InvokeAI: their own torch, VRAM, cuDNN, device and Nunchaku checks.
    ("10:21:36-552119 INFO     Torch: verifying installation\n10:21:36-552119 WARNING  Torch: version=\"2.13.0+cpu\" "
     "CPU version installed and CUDA is available - consider reinstalling", "cpu-only-build", "high"),
    ("10:21:36-552119 WARNING  Torch: version=\"2.13.0+cpu\" CPU version installed and CUDA is selected - reinstalling",
     "cpu-only-build", "medium"),
    ("10:42:07-871225 WARNING  Torch GPU out-of-memory error: {'ram': {'total': 31.91, 'rss': 9.84, 'used': 17.32}, "
     "'gpu': {'used': 7.78, 'total': 8.0, 'active': 6.91, 'peak': 7.52, 'retries': 0, 'oom': 1}}", "cuda-oom", "high"),
    ("10:42:07-871001 ERROR    Processing: OutOfMemoryError", "cuda-oom", "medium"),
    ("10:12:02-104332 INFO     Torch 2.5.1+cpu\n10:12:02-105113 WARNING  Torch reports GPU not available",
     "cpu-only-build", "high"),
    ("[2026-08-19 10:11:12,345]::[ModelManagerService]::WARNING --> Insufficient GPU memory to load model. Aborting",
     "cuda-oom", "high"),
    ("[2026-08-19 10:10:01,112]::[InvokeAI]::WARNING --> Encountered a cuDNN version issue. This may result in "
     "degraded performance. This issue is usually caused by an incompatible cuDNN version installed in your python "
     "environment, or on the host system.", "cudnn-version-mismatch", "medium"),
    ("ValueError: generation_devices requested 'cuda:1', but only 1 CUDA device(s) are available (valid indices 0-0).",
     "invalid-device-ordinal", "high"),
    ("Out of Memory Error\nFollow our Low VRAM guide to reduce OOMs.", "cuda-oom", "medium"),
    ("10:30:12-771201 ERROR    Nunchaku install failed: torch=2.13.0+cu132 cuda=cu13.2 python=312 platform=linux",
     "wheel-platform-unsupported", "medium"),
    # Ray 2.60's raylet, Train and Tune, torchrun and mp.spawn's SIGBUS lines, accelerate, Horovod's NCCL wrapper.
    ("  File \"/usr/local/lib/python3.11/site-packages/ray/_private/resource_and_label_spec.py\", line 367, in "
     "_resolve_accelerator_resources\nValueError: Attempting to start raylet with 1 GPU, but CUDA_VISIBLE_DEVICES "
     "contains [].", "no-visible-gpu", "high"),
    ("ValueError: Attempting to start raylet with 4 GPU, but CUDA_VISIBLE_DEVICES contains ['0', '1'].",
     "invalid-device-ordinal", "medium"),
    ("2025-06-02 11:07:01,554\tINFO data_parallel_trainer.py:336 -- GPUs are detected in your Ray cluster, but GPU "
     "training is not enabled for this trainer. To enable GPU training, make sure to set `use_gpu` to True in your "
     "scaling config.", "no-visible-gpu", "medium"),
    ("  File \"/usr/local/lib/python3.11/site-packages/ray/tune/utils/util.py\", line 512, in wait_for_gpu\n"
     "RuntimeError: No GPU ids found from `ray.get_gpu_ids()`. Did you set Tune resources correctly?",
     "no-visible-gpu", "medium"),
    ("W0315 10:22:00.981000 140234 torch/distributed/elastic/multiprocessing/api.py:871] Closing process 4243 via "
     "signal SIGTERM\nE0315 10:22:01.123000 140234 torch/distributed/elastic/multiprocessing/api.py:1002] failed "
     "(exitcode: -7) local_rank: 0 (pid: 4242) of binary: /usr/bin/python3", "shm-too-small", "medium"),
    ("  File \"/usr/local/lib/python3.11/site-packages/torch/multiprocessing/spawn.py\", line 190, in join\n    raise "
     "ProcessExitedException(\ntorch.multiprocessing.spawn.ProcessExitedException: process 1 terminated with signal "
     "SIGBUS", "shm-too-small", "medium"),
    ("RuntimeError: Could not start distributed process. Libraries known to initialize device upon import have been "
     "imported already. Please keep these imports inside your training function to try and help with this:\n\t* "
     "`bitsandbytes`", "cuda-fork-reinit", "medium"),
    ("horovod.common.exceptions.HorovodInternalError: ncclCommInitRank failed: invalid usage (run with "
     "NCCL_DEBUG=WARN for details)", "nccl-failure", "medium"),
    ("(autoscaler +1m5s) Error: No available node types can fulfill resource request {'CPU': 1.0, 'GPU': 1.0}. Add "
     "suitable node types to this cluster to resolve this issue.", "no-visible-gpu", "low"),
    ("WARNING insufficient_resources_manager.py:163 -- No trial is running and no new trial has been started within "
     "the last 60 seconds. This could be due to the cluster not having enough resources available. You asked for 2.0 "
     "CPUs and 1.0 GPUs per trial, but the cluster only has 16.0 CPUs and 0 GPUs available.", "no-visible-gpu", "low"),
    ("  File \"/usr/local/lib/python3.11/site-packages/torch/distributed/run.py\", line 863, in "
     "determine_local_world_size\n    raise ValueError(\"Cuda is not available.\") from e\nValueError: Cuda is not "
     "available.", "cpu-only-build", "low"),
    ("  File \"/usr/local/lib/python3.11/site-packages/accelerate/accelerator.py\", line 547, in __init__\n"
     "ValueError: fp16 mixed precision is not supported on 'cpu'.", "cpu-only-build", "low"),
    # GPU monitors: gpustat, dcgm-exporter, nvidia_gpu_exporter (go-nvml names), nvsmi, pynvml, DCGM's driver checks.
    ("Error on querying NVIDIA devices. Use --debug flag to see more details.\nUnknown Error",
     "container-nvml-unknown-error", "low"),
    ("time=2026-05-12T12:00:00.021Z level=ERROR msg=\"Cannot init NVML library; err: Unknown Error\"",
     "container-nvml-unknown-error", "medium"),
    ("2026/08/21 20:09:05 ERROR failed to run err=\"failed to set up the nvml backend: failed to initialize NVML: "
     "ERROR_UNKNOWN\"", "container-nvml-unknown-error", "medium"),
    ("gpu-node-01               Tue May 12 12:00:00 2025  535.183.01\n[0] ((Unknown Error))      |  ?°C,   ? % |     "
     "? /     ? MB |\n[1] ((Unknown Error))      |  ?°C,   ? % |     ? /     ? MB |", "gpu-hardware-fault", "medium"),
    ("Error on querying NVIDIA devices. Use --debug flag to see more details.\nDriver Not Loaded",
     "driver-not-loaded", "high"),
    ("time=2026-05-12T12:00:00.021Z level=ERROR msg=\"Cannot init NVML library; err: Driver Not Loaded\"",
     "driver-not-loaded", "medium"),
    ("2026/08/21 20:09:05 ERROR failed to run err=\"failed to set up the nvml backend: failed to initialize NVML: "
     "ERROR_DRIVER_NOT_LOADED\"", "driver-not-loaded", "high"),
    ("time=2026-05-12T12:00:00.021Z level=ERROR msg=\"Cannot init NVML library; err: Driver/library version mismatch\"",
     "nvml-driver-library-mismatch", "high"),
    ("subprocess.CalledProcessError: Command '['nvidia-smi', '--query-gpu=index,uuid,utilization.gpu,memory.total,memo"
     "ry.used,memory.free,driver_version,name,gpu_serial,display_active,display_mode,temperature.gpu', "
     "'--format=csv,noheader,nounits']' returned non-zero exit status 18.", "nvml-driver-library-mismatch", "medium"),
    ("time=2026-08-21T20:10:00.000Z level=ERROR source=collect.go:133 msg=\"failed to collect metrics\" err=\"failed "
     "to get device 1: ERROR_GPU_IS_LOST\"", "gpu-hardware-fault", "high"),
    ("    handle = pynvml.nvmlDeviceGetHandleByIndex(1)\n  File "
     "\"/usr/local/lib/python3.10/dist-packages/pynvml.py\", line 3384, in nvmlDeviceGetHandleByIndex\n    "
     "_nvmlCheckReturn(ret)\n  File \"/usr/local/lib/python3.10/dist-packages/pynvml.py\", line 1116, in "
     "_nvmlCheckReturn\n    raise NVMLError(ret)\npynvml.NVMLError_InvalidArgument: Invalid Argument",
     "invalid-device-ordinal", "medium"),
    ("Error: Couldn't find 'nvidia-smi' in $PATH: /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
     "driver-not-loaded", "low"),
    ("Driver 375.26 is unsupported. Must be at least 384.00.\ntime=\"2021-06-15T10:00:00Z\" level=fatal msg=\"Error "
     "starting nv-hostengine: DCGM initialization error\"", "driver-too-old", "medium"),
    ("time=2026-05-12T12:00:01.000Z level=ERROR msg=\"error watching fields: The installed driver version is "
     "insufficient for this API\"", "driver-too-old", "low"),
    # Triton Inference Server (core and backend at pinned commits): GPU counts, ids, pools, error 35 and 804.
    ("W0823 10:14:22.081734 1 pinned_memory_manager.cc:273] Unable to allocate pinned system memory, pinned memory "
     "pool will not be available: CUDA driver version is insufficient for CUDA runtime version\nI0823 10:14:22.081801 "
     "1 cuda_memory_manager.cc:117] CUDA memory pool disabled", "container-no-gpu-access", "medium"),
    ("E0823 10:14:22.100000 1 server.cc:241] Failed to initialize CUDA memory manager: unable to get number of CUDA "
     "devices: forward compatibility was attempted on non supported HW", "driver-too-old", "medium"),
    ("$ docker run --gpus all --rm -p8000:8000 nvcr.io/nvidia/tritonserver:24.08-py3 tritonserver "
     "--model-repository=/models\nE0823 10:14:23.410001 1 logging.cc:43] CUDA initialization failure with error: 35. "
     "Please check your CUDA installation:  http://docs.nvidia.com/cuda/cuda-installation-guide-linux/index.html",
     "driver-too-old", "medium"),
    ("E0823 10:14:23.512400 1 model_lifecycle.cc:654] failed to load 'densenet_onnx' version 1: Invalid argument: "
     "instance group densenet_onnx_0 of model densenet_onnx has kind KIND_GPU but no GPUs are available",
     "container-no-gpu-access", "low"),
    ("$ CUDA_VISIBLE_DEVICES=2 tritonserver --model-repository=/models\nE0823 10:14:23.512400 1 "
     "model_lifecycle.cc:654] failed to load 'densenet_onnx' version 1: Invalid argument: instance group "
     "densenet_onnx_0 of model densenet_onnx has kind KIND_GPU but no GPUs are available", "no-visible-gpu", "medium"),
    ("E0823 10:14:23.512400 1 model_lifecycle.cc:654] failed to load 'bert' version 1: Invalid argument: instance "
     "group bert_0 of model bert specifies invalid or unsupported gpu id 1. GPUs with at least the minimum required "
     "CUDA compute compatibility of 7.500000 are: 0", "invalid-device-ordinal", "medium"),
    ("E0823 10:14:23.512400 1 model_lifecycle.cc:654] failed to load 'bert' version 1: Invalid argument: instance "
     "group bert_0 of model bert specifies invalid or unsupported gpu id 0. GPUs with at least the minimum required "
     "CUDA compute compatibility of 7.500000 are: ", "no-kernel-image", "low"),
    ("E0823 10:14:23.512400 1 model_lifecycle.cc:654] failed to load 'simple' version 1: Invalid argument: instance "
     "group simple_0 of model simple has kind KIND_GPU but server does not support GPUs", "cpu-only-build", "high"),
    ("E0823 10:14:23.512400 1 model_lifecycle.cc:654] failed to load 'add_sub' version 1: Internal: GPU instances not "
     "supported", "cpu-only-build", "medium"),
    ("W0823 10:15:02.113224 1 memory.cc:212] Failed to allocate CUDA memory with byte size 79027200 on GPU 0: "
     "CNMEM_STATUS_OUT_OF_MEMORY, falling back to pinned system memory", "cuda-oom", "low"),
    ("E0823 10:15:02.113224 1 onnxruntime.cc:2946] Unavailable: failed to allocate GPU memory: out of memory",
     "cuda-oom", "high"),
    ("E0823 10:15:02.113224 1 model_lifecycle.cc:654] failed to load 'densenet_onnx' version 1: Internal: unable to "
     "create stream: out of memory", "cuda-oom", "high"),
    ("E0823 10:15:02.113224 1 model_lifecycle.cc:654] failed to load 'model_trt' version 1: Not found: unable to load "
     "shared library: libcuda.so.1: cannot open shared object file: No such file or directory",
     "container-no-gpu-access", "medium"),
    # Jetson: the NvRm memory manager without device nodes, pip replacing JetPack's torch, jetson-utils.
    ("NvRmMemInitNvmap failed with No such file or directory\n356: Memory Manager Not supported\n\n****NvRmMemMgrInit "
     "failed**** error type: 196626", "container-no-gpu-access", "medium"),
    ("$ docker run -it --rm arm64v8/ros:humble-perception\npython3 -c \"import tensorflow as tf; "
     "print(tf.config.list_physical_devices('GPU'))\"\nNvRmMemInitNvmap failed with No such file or directory\n356: "
     "Memory Manager Not supported\n\n****NvRmMemMgrInit failed**** error type: 196626\n[]",
     "container-no-gpu-access", "medium"),
    ("nvidia@orin-nano:~$ pip3 install ultralytics\n  Attempting uninstall: torch\n    Found existing installation: "
     "torch 2.1.0a0+41361538.nv23.6\n    Uninstalling torch-2.1.0a0+41361538.nv23.6:\n      Successfully uninstalled "
     "torch-2.1.0a0+41361538.nv23.6\nSuccessfully installed torch-2.3.1 torchvision-0.18.1 ultralytics-8.2.48\n>>> "
     "torch.cuda.is_available()\nFalse", "cpu-only-build", "medium"),
    ("[cuda]   cudaMalloc(&mBindings[n], bindingSize)\n[cuda]      out of memory (error 2) (hex 0x02)\n[cuda]      "
     "/jetson-inference/c/tensorNet.cpp:1720\n[TRT]    failed to allocate 4194304 bytes for unused binding 2",
     "cuda-oom", "high"),
    ("NotImplementedError: Could not run 'torchvision::nms' with arguments from the 'CUDA' backend. This could be "
     "because the operator doesn't exist for this backend, or was omitted during the selective/custom build process "
     "(if using custom build).", "cpu-only-build", "medium"),
    # MindSpore 2.0, MegEngine 1.13, Jittor 1.3, OneFlow and PaddlePaddle 3.3's Windows DLL preload.
    ("[WARNING] ME(21834:139823417452352,MainProcess):2023-07-04-10:21:33.512.331 "
     "[mindspore/run_check/_check_version.py:98] Can not found cuda libs. Please confirm that the correct cuda "
     "version has been installed. Refer to the installation guidelines: https://www.mindspore.cn/install",
     "cuda-runtime-lib-missing", "medium"),
    ("[WARNING] ME(21834:139823417452352,MainProcess):2023-07-04-10:21:33.512.331 "
     "[mindspore/run_check/_check_version.py:102] MindSpore version 2.0.0 and cuda version 10.2 does not match, CUDA "
     "version [['10.1', '11.1', '11.6']] are supported by MindSpore officially. Please refer to the installation "
     "guide for version matching information: https://www.mindspore.cn/install.", "cuda-runtime-lib-missing", "low"),
    ("[WARNING] ME(21834:139823417452352,MainProcess):2023-07-04-10:21:33.512.331 "
     "[mindspore/run_check/_check_version.py:108] MindSpore version 2.0.0 and nvcc(cuda bin) version 12.1 does not "
     "match. Please refer to the installation guide for version matching information: https://www.mindspore.cn/install",
     "toolkit-version-mismatch", "medium"),
    ("[WARNING] ME(21834:139823417452352,MainProcess):2023-07-04-10:21:33.512.331 "
     "[mindspore/run_check/_check_version.py:113] MindSpore version 2.0.0 and cudDNN version 750 does not match. "
     "Please refer to the installation guide for version matching information: https://www.mindspore.cn/install. The "
     "recommended version is CUDA10.1 with cuDNN7.6.x, CUDA11.1 with cuDNN8.0.x and CUDA11.6 with cuDNN8.5.x.",
     "cudnn-version-mismatch", "medium"),
    ("RuntimeError: \n----------------------------------------------------\n- Memory not enough:\n"
     "----------------------------------------------------\nCurrent free memory size[1035993088] is smaller than "
     "required size[4294967296].", "cuda-oom", "high"),
    ("RuntimeError: Device(id:0) memory isn't enough and alloc failed, kernel name: "
     "Default/network-WithLossCell/_backbone-ResNet/conv1-Conv2d/Conv2D-op12, alloc size: 1073741824B.",
     "cuda-oom", "high"),
    ("RuntimeError: Device memory is not enough, run graph failed!", "cuda-oom", "high"),
    ("RuntimeError: \n----------------------------------------------------\n- Failed to find nvcc compiler:\n"
     "----------------------------------------------------\nPlease add nvcc position to the PATH environment "
     "variable, run the command: export PATH=${CUDA_PATH}/bin:${PATH}, CUDA_PATH is the installation path of the cuda "
     "library(eg. /usr/local/cuda).", "toolkit-version-mismatch", "low"),
    ("[WARNING] DEVICE(21834,7f2b3cfff700,python):2023-07-04-10:25:01.127.554 "
     "[mindspore/ccsrc/plugin/device/gpu/hal/hardware/gpu_device_context.cc:171] The device with Cuda compute "
     "capability 3.5 is lower than the minimum required capability 5.3, this may cause some unexpected problems and "
     "severely affect the results. Eg: the outputs are all zeros.", "no-kernel-image", "medium"),
    ("info: + Failed to load CUDA driver library, MegEngine works under CPU mode now.      +\ninfo: + To use CUDA "
     "mode, please make sure NVIDIA GPU driver was installed properly. +", "driver-not-loaded", "medium"),
    ("debug: failed to load cuda func: cuDeviceGetUuid_v2.(May caused by currently driver is too old, \nif you find "
     "cuda is not available(by import megengine as mge; mge.get_device_count(\"gpu\")", "driver-too-old", "medium"),
    ("NVIDIA GeForce RTX 3090(gpu0) with CUDA capability sm_86 is not compatible with the current MegEngine "
     "installation. The current MegEngine install supports CUDA capabilities sm_52 sm_60 sm_61 sm_70 sm_75.",
     "no-kernel-image", "high"),
    ("RuntimeError: out of memory while requesting 4294967296 bytes; you can try setting MGB_CUDA_RESERVE_MEMORY to "
     "reserve all memory.", "cuda-oom", "high"),
    ("could not allocate memory on device 0; try to gather free blocks from child streams, got 0.00MiB(0 bytes).",
     "cuda-oom", "low"),
    ("RuntimeError: request gpu 2 out of valid range [0, 2)", "invalid-device-ordinal", "high"),
    ("It is dangerous to call fork() after cuda context has been initialized; please ensure no cuda methods is "
     "invoked in the child process. You can set MGB_THROW_ON_FORK to find out where the fork() is called.",
     "cuda-fork-reinit", "medium"),
    ("RuntimeError: can't find cuda include path, check your environment of cuda, try one of this solutions 1. set "
     "CUDA_BIN_PATH to cuda home path 2. add nvcc path in PATH 3. add libcudart.so path in LD_LIBRARY_PATH",
     "toolkit-version-mismatch", "low"),
    ("RuntimeError: [f 1207 10:12:44.561203 80 cuda_flags.cc:60] Check failed: value==0  No CUDA found.",
     "cpu-only-build", "medium"),
    ("RuntimeError: [f 1207 10:12:44.561203 80 cuda_flags.cc:50] No device found, please unset your enviroment "
     "variable 'CUDA_VISIBLE_DEVICES'", "no-visible-gpu", "high"),
    ("[w 1207 10:12:39.774120 80 install_cuda.py:136] Unsupport cuda driver version: [9, 2], at least 10.0",
     "driver-too-old", "high"),
    ("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\nDear user, your nvcc and gcc version are not match, \nbut you can hot "
     "fix it by this command:", "toolkit-version-mismatch", "high"),
    ("RuntimeError: [f 1207 10:20:11.903220 80 cuda_device_allocator.cc:31] Unable to alloc cuda device memory for "
     "size 8589934592", "cuda-oom", "high"),
    ("oneflow._oneflow_internal.exception.Exception: Error! : Out of memory when allocate size : 4294967296.\n The "
     "total_memory_bytes allocated by this BinAllocator is : 21474836480", "cuda-oom", "medium"),
    ("oneflow._oneflow_internal.exception.Exception: device tag `cuda' not found\n  File "
     "\"oneflow/core/framework/to_string.cpp\", line 35, in DeviceType4DeviceTag", "cpu-only-build", "medium"),
    ("ERROR:root:Microsoft Visual C++ Redistributable is not installed, this may lead to the DLL load failure.\n      "
     "                  It can be downloaded at https://aka.ms/vs/16/release/vc_redist.x64.exe",
     "windows-dll-not-found", "medium"),
    # mmdeploy's SDK loading its TensorRT net module (cmake/loader.cpp.in at 3f8604b).
    ("loading libmmdeploy_trt_net.so ...\nfailed to load library libmmdeploy_trt_net.so",
     "cuda-runtime-lib-missing", "low"),
    ("loading mmdeploy_trt_net.dll ...\nfailed to load library mmdeploy_trt_net.dll", "windows-dll-not-found", "low"),
    # Blender Cycles (blender/cycles at 97dbe6f): cuew's CUDA errors in words, OptiX, kernels, nvcc.
    ("Fra:1 Mem:2281.40M (Peak 2290.11M) | Time:00:03.12 | Mem:7805.23M, Peak:7805.23M | Scene, ViewLayer | System is "
     "out of GPU memory", "cuda-oom", "high"),
    ("CUDA error: Out of memory in cuMemAlloc(&device_pointer, size), line 568", "cuda-oom", "high"),
    ("CUDA error: Illegal address in cuCtxSynchronize(), line 1372", "illegal-memory-access", "medium"),
    ("CUDA error at cuCtxCreate: Illegal address", "illegal-memory-access", "medium"),
    ("CUDA error: Uncorrectable ECC error detected in cuMemcpyDtoH(mem.host_pointer, (CUdeviceptr)mem.device_pointer, "
     "mem.memory_size()), line 1040", "gpu-hardware-fault", "high"),
    ("CUDA device supported only with compute capability 3.0 or up, found 2.1.", "no-kernel-image", "high"),
    ("CUDA binary kernel for this graphics card compute capability (8.9) not found.", "no-kernel-image", "high"),
    ("CUDA nvcc compiler not found. Install CUDA toolkit in default location.", "no-kernel-image", "medium"),
    ("OptiX initialization failed because the installed NVIDIA driver is too old. Please update to the latest driver "
     "first!", "driver-too-old", "high"),
    ("Failed to load CUDA kernel from '/opt/blender/4.2/scripts/addons_core/cycles/lib/kernel_sm_80.cubin.zst' "
     "(Unsupported PTX version)", "driver-too-old", "high"),
    ("CUDA cuInit: Unknown error", "uvm-after-suspend", "low"),
    ("Failed to get CUDA device handle from ordinal (Invalid device)", "invalid-device-ordinal", "medium"),
    ("CUEW initialization failed: Error opening the library", "driver-not-loaded", "low"),
    ("Unsupported CUDA version 9.2 detected, you need CUDA 10.1 or newer.", "toolkit-version-mismatch", "medium"),
    ("CUDA version 13.0 detected, build may succeed but only CUDA 10.1 to 12.8 are officially supported.",
     "toolkit-version-mismatch", "low"),
    # OpenMM, GROMACS 2022, LAMMPS's GPU package (CUresult by number) and Kokkos.
    ("Exception: No compatible CUDA device is available", "gpu-busy-unavailable", "medium"),
    ("Exception: There is no registered Platform called \"CUDA\"", "cpu-only-build", "medium"),
    ("Exception: Error launching CUDA compiler: 32512\nsh: 1: /usr/local/cuda/bin/nvcc: not found",
     "toolkit-version-mismatch", "low"),
    ("Program:     gmx mdrun, version 2022.5\nFatal error:\nNo valid CUDA driver found", "driver-not-loaded", "medium"),
    ("  #0: NVIDIA Tesla K20m, compute cap.: 3.5, ECC: yes, stat: incompatible", "no-kernel-image", "medium"),
    ("  #0: NVIDIA GeForce RTX 5090, compute cap.: 12.0, ECC:  no, stat: not in set of targeted devices",
     "no-kernel-image", "high"),
    ("  #0: NVIDIA A100-SXM4-40GB, compute cap.: 8.0, ECC: yes, stat: unavailable", "gpu-busy-unavailable", "high"),
    ("Fatal error:\nCannot run short-ranged nonbonded interactions on a GPU because no GPU is detected.",
     "no-visible-gpu", "low"),
    ("Fatal error:\nNonbonded interactions on the GPU were requested with -nb gpu, but the GROMACS binary has been "
     "built without GPU support. Either run without selecting GPU options, or recompile GROMACS with GPU support "
     "enabled", "cpu-only-build", "high"),
    ("  GPU #1: nonexistent", "invalid-device-ordinal", "high"),
    ("Cuda driver error 2 in call at file '/home/user/lammps/lib/gpu/geryon/nvd_memory.h' in line 103.",
     "cuda-oom", "high"),
    ("Cuda driver error 804 in call at file\n'/home/user/lammps/lib/gpu/geryon/nvd_device.h' in line 333.",
     "driver-too-old", "medium"),
    ("Cuda driver error 209 in call at file '/home/user/lammps/lib/gpu/geryon/nvd_kernel.h' in line 340.",
     "no-kernel-image", "high"),
    ("Kokkos::Cuda::initialize(1) FAILED : Device identifier out of range of number of devices (1)",
     "invalid-device-ordinal", "high"),
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  Kokkos ERROR: Cuda memory space "
     "failed to allocate 8.00 G (label=\"x\").", "cuda-oom", "high"),
    # UCX's CUDA transports, Open MPI 4.1's CUDA support (CUresult by number), nccl4py.
    ("[1724251234.567890] [gpu01:12345:0]  cuda_ipc_cache.c:288  UCX  ERROR cuIpcOpenMemHandle() failed: out of memory",
     "cuda-oom", "high"),
    ("[1724251234.567890] [gpu01:12345:0]    cuda_copy_md.c:401  UCX  ERROR cuMemAlloc(&alloc_handle->ptr, "
     "alloc_handle->length) failed: out of memory\n[1724251234.567890] [gpu01:12345:0]    cuda_copy_md.c:409  UCX  "
     "ERROR unable to allocate cuda memory of length 1073741824 bytes", "cuda-oom", "high"),
    ("The call to cuIpcOpenMemHandle failed. This is an unrecoverable error\nand will cause the program to abort.\n  "
     "Hostname:                         gpu01\n  cuIpcOpenMemHandle return value:  2\n  address:                      "
     "    0x7f1c40200000", "cuda-oom", "high"),
    ("The call to cuMemcpyAsync failed. This is a unrecoverable error and will\ncause the program to abort.\n  "
     "cuMemcpyAsync(0x7f3a5c000000, 0x7f3a5e000000, 4096) returned value 700\nCheck the cuda.h file for what the "
     "return value means.", "illegal-memory-access", "high"),
    ("The call to cuStreamCreate failed.  This is a unrecoverable error and will\ncause the program to abort.\n  "
     "Hostname:                      gpu01\n  cuStreamCreate return value:   46", "gpu-busy-unavailable", "high"),
    ("An error occurred while trying to map in the address of a function.\n  Function Name: cuMemPoolGetAccess\n  "
     "Error string:  /usr/lib64/libcuda.so.1: undefined symbol: cuMemPoolGetAccess\nCUDA-aware support is disabled.",
     "driver-too-old", "medium"),
    ("nccl.bindings.nccl.NCCLError: InternalError (3): internal error - please report this issue to the NCCL "
     "developers", "nccl-failure", "high"),
    # vLLM 0.2-0.6, LMDeploy 0.2-0.5, FastChat 0.2.36 and text-generation-inference.
    ("RuntimeError: CUDA_VISIBLE_DEVICES is set to empty string, which means GPU support is disabled. If you are "
     "using ray, please unset the environment variable `CUDA_VISIBLE_DEVICES` inside the worker/actor.",
     "no-visible-gpu", "high"),
    ("AssertionError: libcudart is not loaded in the current process", "cuda-runtime-lib-missing", "low"),
    ("ValueError: The number of required GPUs exceeds the total number of available GPUs in the placement group. "
     "Required number of devices: 4. Total number of devices: 2.", "invalid-device-ordinal", "low"),
    ("AssertionError: please set tensor_parallel_size (4) to less than max local gpu count (2)",
     "invalid-device-ordinal", "medium"),
    ("ImportError: punica LoRA kernels require compute capability >= 8.0", "no-kernel-image", "low"),
    ("WARNING 06-01 10:00:00 scheduler.py:1083] Sequence group 12 is preempted by PreemptionMode.RECOMPUTE mode "
     "because there is not enough KV cache space. This can affect the end-to-end performance. Increase "
     "gpu_memory_utilization or tensor_parallel_size to provide more KV cache memory.", "cuda-oom", "low"),
    ("2024-07-01 10:00:00,000 - lmdeploy - WARNING - device<0> No enough memory. update max_prefill_token_num=2048",
     "cuda-oom", "low"),
    ("lmdeploy - ERROR - RuntimeError: Your device does not supports bf16(bfloat16), please change to fp16",
     "no-kernel-image", "low"),
    ("RuntimeError: Can not find $env:CUDA_PATH", "windows-dll-not-found", "medium"),
    ("ValueError: Larger --num-gpus (2) than --gpus 0!", "invalid-device-ordinal", "low"),
    ("Error: Warmup(Generation(\"Not enough memory to handle 4096 prefill tokens. You need to decrease "
     "`--max-batch-prefill-tokens`\"))", "cuda-oom", "high"),
    ("Error: Backend(NotEnoughMemory(32768))", "cuda-oom", "medium"),
    # torch 2.1.2 and 2.5.1 (the PyPI CUDA wheels) where they differ from 2.14.
    ("RuntimeError: NVML_SUCCESS == DriverAPI::get()->nvmlInit_v2_() INTERNAL ASSERT FAILED at "
     "\"../c10/cuda/CUDACachingAllocator.cpp\":1123, please report a bug to PyTorch.", "cuda-oom", "low"),
    ("RuntimeError: handle_1 INTERNAL ASSERT FAILED at \"../c10/cuda/driver_api.cpp\":15, please report a bug to "
     "PyTorch.", "nvml-library-not-found", "medium"),
    ("RuntimeError: backend:cudaMallocAsync requires CUDA runtime 11.4 or newer, but cudaDriverGetVersion returned "
     "11020", "driver-too-old", "medium"),
    ("UserWarning: Applied workaround for CuDNN issue, install nvrtc.so (Triggered internally at "
     "../aten/src/ATen/native/cudnn/Conv_v8.cpp:80.)", "cuda-runtime-lib-missing", "low"),
    ("RuntimeError: ProcessGroupNCCL: Health check failure: Failed to initialize NCCL communicator on rank 1",
     "nccl-failure", "medium"),
    # nvidia-installer 590 (and 470), DKMS, kmod's insmod and the kernel's module loader refusing nvidia.ko.
    ("ERROR: Unable to load the 'nvidia-drm' kernel module.", "driver-not-loaded", "high"),
    ("   -> Kernel module load error: Key was rejected by service\n   -> Kernel messages:",
     "driver-not-loaded", "high"),
    ("ERROR: The kernel module failed to load. Secure boot is enabled on this system, so this is likely because it "
     "was not signed by a key that is trusted by the kernel.", "driver-not-loaded", "high"),
    ("ERROR: Unable to find the kernel source tree for the currently running kernel.  Please make sure you have "
     "installed the kernel source files for your kernel and that they are properly configured; on Red Hat Linux "
     "systems, for example, be sure you have the 'kernel-source' or 'kernel-devel' RPM installed.",
     "driver-not-loaded", "high"),
    ("ERROR: An error occurred while performing the step: \"Building kernel modules\". See "
     "/var/log/nvidia-installer.log for details.", "driver-not-loaded", "low"),
    ("ERROR: Failed to install the kernel module through DKMS. No kernel module was installed; please try installing "
     "again without DKMS, or check the DKMS logs for more information.", "driver-not-loaded", "high"),
    ("insmod: ERROR: could not insert module /lib/modules/6.8.0-45-generic/updates/dkms/nvidia.ko.zst: Key was "
     "rejected by service", "driver-not-loaded", "high"),
    ("[    5.123456] nvidia: loading of unsigned module is rejected", "driver-not-loaded", "high"),
    ("[    5.123456] nvidia: disagrees about version of symbol module_layout", "driver-not-loaded", "high"),
    ("Autoinstall on 6.8.0-48-generic failed for module(s) nvidia(10).", "driver-not-loaded", "high"),
    ("WARNING: The following NVIDIA GPUs are supported through NVIDIA legacy Linux graphics drivers and will be "
     "ignored by the NVIDIA 580.95.05 Linux graphics driver:\n\nNVIDIA GeForce GTX 680 requires the 470.xx NVIDIA "
     "legacy Linux graphics driver", "driver-gpu-unsupported", "high"),
    # instant-ngp and tiny-cuda-nn (6ee3546, abe236e), NerfAcc: arena OOM, build-arch warnings, DLSS's driver floor
    ("18:42:07 SUCCESS  Initialized CUDA 11.6. Active GPU is #0: NVIDIA GeForce RTX 3060 Laptop GPU [86]\n18:42:31 "
     "ERROR    Uncaught exception: C:\\Users\\kai\\instant-ngp\\dependencies\\tiny-cuda-nn\\include\\tiny-cuda-nn/gpu_"
     "memory.h:582 cuMemCreate(&m_handles.back(), n_bytes_to_allocate, &prop, 0) failed with error "
     "CUDA_ERROR_OUT_OF_MEMORY", "cuda-oom", "high"),
    ("18:42:31 ERROR    Uncaught exception: /home/ana/instant-ngp/dependencies/tiny-cuda-nn/include/tiny-cuda-nn/gpu_m"
     "emory.h:563 cuMemCreate(&m_handles.back(), n_bytes_to_allocate, &prop, 0) failed: CUDA_ERROR_OUT_OF_MEMORY",
     "cuda-oom", "high"),
    ("17:51:22 SUCCESS  Initialized CUDA 11.7. Active GPU is #0: NVIDIA GeForce GTX 1080 Ti [61]\n17:51:22 WARNING  "
     "Insufficient compute capability 61 detected.\n17:51:22 WARNING  This program was compiled for >=75 and may thus "
     "behave unexpectedly.", "no-kernel-image", "medium"),
    ("17:51:22 WARNING  Insufficient compute capability 52 detected.\n17:51:22 WARNING  This program was compiled for "
     ">=75 and may thus behave unexpectedly.", "no-kernel-image", "medium"),
    ("15:20:11 WARNING  Could not initialize Vulkan and NGX. DLSS not supported. (Driver too old. Minimum version "
     "required is 470.57)", "driver-too-old", "low"),
    ("15:20:11 WARNING  Could not initialize Vulkan and NGX. DLSS not supported. "
     "(/home/ana/instant-ngp/src/dlss.cu:433 NVSDK_NGX_VULKAN_Init_with_ProjectID(\"ea75345e-5a42-4037-a5c9-59bf94dee1"
     "57\", NVSDK_NGX_ENGINE_TYPE_CUSTOM, \"1.0.0\", path.c_str(), m_vk_instance, m_vk_physical_device, m_vk_device) "
     "failed with error NVSDK_NGX_Result_FAIL_OutOfDate)", "driver-too-old", "low"),
    ("error: app called Init with ProjectID but NGX Core driver does not support the proper Init entrypoint... Please "
     "update your driver.\n15:20:11 WARNING  Could not initialize Vulkan and NGX. DLSS not supported. "
     "(/home/ana/instant-ngp/src/dlss.cu:433 NVSDK_NGX_VULKAN_Init_with_ProjectID(...) failed with error "
     "NVSDK_NGX_Result_FAIL_OutOfDate)", "driver-too-old", "low"),
    ("-- Obtained CUDA architectures automatically from installed GPUs\nCMake Warning at "
     "dependencies/tiny-cuda-nn/CMakeLists.txt:179 (message):\n  CUDA version 11.7.99 is too low for detected "
     "architecture 89.  Targeting the\n  highest supported architecture 86 instead.", "nvcc-unsupported-arch", "low"),
    ("-- Obtained CUDA architectures automatically from installed GPUs\nCMake Warning at "
     "dependencies/tiny-cuda-nn/CMakeLists.txt:179 (message):\n  CUDA version 11.7.99 is too low for detected "
     "architecture 90.  Targeting the\n  highest supported architecture 86 instead.",
     "nvcc-unsupported-arch", "medium"),
    ("-- Obtained CUDA architectures automatically from installed GPUs\nERRORCUDA version 12.8.93 no longer supports "
     "detected architecture 35. Targeting the lowest supported architecture 50 instead.",
     "nvcc-unsupported-arch", "medium"),
    ("  File \"/tmp/pip-req-build-3jx1/bindings/torch/setup.py\", line 55, in <module>\n    raise "
     "EnvironmentError(\"Unknown compute capability. Specify the target compute capabilities in the "
     "TCNN_CUDA_ARCHITECTURES environment variable or install PyTorch with the CUDA backend to detect it "
     "automatically.\")\nOSError: Unknown compute capability. Specify the target compute capabilities in the "
     "TCNN_CUDA_ARCHITECTURES environment variable or install PyTorch with the CUDA backend to detect it "
     "automatically.", "cpu-only-build", "low"),
    ("Building PyTorch extension for tiny-cuda-nn version 1.7\nObtained compute capability 89 from PyTorch\nDetected "
     "CUDA version 11.7\nWARNING: Compute capabilities [89] are not all supported by the installed CUDA version 11.7. "
     "Targeting [86] instead.", "nvcc-unsupported-arch", "low"),
    ("Obtained compute capability 86 from PyTorch\nWARNING: could not find CUDA include directory. JIT compilation "
     "will not be supported.", "toolkit-version-mismatch", "low"),
    ("No CUDA toolkit found. NerfAcc will be disabled.", "toolkit-version-mismatch", "low"),
    ("  File \"/home/ana/miniconda3/envs/nerf/lib/python3.9/site-packages/nerfacc/cuda/__init__.py\", line 13, in "
     "call_cuda\n    return getattr(_C, name)(*args, **kwargs)\nAttributeError: 'NoneType' object has no attribute "
     "'ray_aabb_intersect'", "toolkit-version-mismatch", "low"),
    # PyTorch Lightning 2.6.6, 1.9.5 and 1.6.5: busy and missing GPUs, auto_select_gpus, the no-GPU banner
    ("RuntimeError: You requested to find 2 devices but only 1 are currently available. The devices [1] are occupied "
     "by other processes and can't be used at the moment.", "gpu-busy-unavailable", "medium"),
    ("pytorch_lightning.utilities.exceptions.MisconfigurationException: You requested 2 GPUs but your machine only "
     "has 1 GPUs.", "invalid-device-ordinal", "medium"),
    ("lightning_fabric.utilities.exceptions.MisconfigurationException: GPUs requested but none are available.",
     "cpu-only-build", "low"),
    ("pytorch_lightning.utilities.exceptions.MisconfigurationException: You requested 1 GPUs but your machine only "
     "has 0 GPUs.", "cpu-only-build", "low"),
    ("  File \"/opt/conda/lib/python3.8/site-packages/pytorch_lightning/tuner/auto_gpu_select.py\", line 72, in "
     "pick_single_gpu\n    raise RuntimeError(\"No GPUs available.\")\nRuntimeError: No GPUs available.",
     "gpu-busy-unavailable", "medium"),
    ("GPU available: False, used: False\nTPU available: False, using: 0 TPU cores\nHPU available: False, using: 0 HPUs",
     "cpu-only-build", "low"),
    ("INFO:pytorch_lightning.utilities.rank_zero:GPU available: False, used: False", "cpu-only-build", "low"),
    ("/usr/lib/python3.10/site-packages/lightning/pytorch/trainer/connectors/accelerator_connector.py:483: You passed "
     "`Trainer(accelerator='cpu', precision='16-mixed')` but AMP with fp16 is not supported on CPU. Using "
     "`precision='bf16-mixed'` instead.", "cpu-only-build", "low"),
    ("pytorch_lightning.utilities.exceptions.MisconfigurationException: You selected strategy to be "
     "`ddp_fully_sharded`, but GPU is not available.", "cpu-only-build", "low"),
    ("pytorch_lightning.utilities.exceptions.MisconfigurationException: Cannot use GPUStatsMonitor callback because "
     "NVIDIA driver is not installed.", "container-no-gpu-access", "low"),
    # NVIDIA Container Toolkit d34b304 (after v1.20.0): NVML's Driver Not Loaded in the CDI path, device majors
    ("docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
     "runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: "
     "failed to create the automatic CDI modifier: failed to generate CDI spec for mode \"auto\": failed to construct "
     "device spec generators: failed to initialize NVML: Driver Not Loaded: unknown.", "driver-not-loaded", "high"),
    ("ERRO[0000] failed to generate CDI spec: failed to create device CDI specs: failed to construct device spec "
     "generators: failed to initialize NVML: Driver Not Loaded", "driver-not-loaded", "high"),
    ("ERRO[0000] failed to create symlink creator: failed to create all possible device lister: failed reading device "
     "majors: no NVIDIA devices found", "driver-not-loaded", "medium"),
    ("ERRO[0000] failed to create symlink creator: failed to create all possible device lister: missing required "
     "device major nvidia-uvm", "driver-not-loaded", "medium"),
    # Singularity 2.x-3.x, Apptainer 917d665, enroot 8ea147d and pyxis: --nv without a host driver, nvccli
    ("WARNING: Could not find any NVIDIA libraries on this host!\nWARNING: You may need to edit "
     "/usr/local/etc/singularity/nvliblist.conf\nWARNING: Could not find any NVIDIA binaries on this host!",
     "driver-not-loaded", "medium"),
    ("WARNING: Could not find any NVIDIA devices on this host!", "driver-not-loaded", "medium"),
    ("WARNING: Could not find any Nvidia libraries on this host!\nWARNING: Could not find the Nvidia SMI binary to "
     "bind into container", "driver-not-loaded", "medium"),
    ("WARNING: Could not find the Nvidia SMI binary to bind into container", "driver-not-loaded", "low"),
    ("$ apptainer exec --nv pytorch_24.01.sif nvidia-smi\nWARNING: Could not find any nv files on this host!\n"
     "WARNING: Could not find any nv libraries on this host!\nFATAL:   \"nvidia-smi\": executable file not found in "
     "$PATH", "driver-not-loaded", "medium"),
    ("[ERROR] Command not found: nvidia-container-cli, see https://github.com/NVIDIA/libnvidia-container\n[ERROR] "
     "/etc/enroot/hooks.d/98-nvidia.sh exited with return code 1", "container-toolkit-missing", "high"),
    ("slurmstepd: error: pyxis: container start failed with error code: 1\nslurmstepd: error: pyxis: printing enroot "
     "log file:\nslurmstepd: error: pyxis:     [ERROR] Command not found: nvidia-container-cli, see "
     "https://github.com/NVIDIA/libnvidia-container\nslurmstepd: error: pyxis:     [ERROR] "
     "/etc/enroot/hooks.d/98-nvidia.sh exited with return code 1", "container-toolkit-missing", "high"),
    ("nvidia-container-cli                         : KO (required for GPU support)",
     "container-toolkit-missing", "high"),
    ("FATAL:   container creation failed: nvidia-container-cli is not owned by root user",
     "container-toolkit-missing", "low"),
    ("FATAL:   nvidia-container-cli not allowed in setuid mode", "container-toolkit-missing", "low"),
    ("FATAL:   While setting GPU configuration: --fakeroot does not support --nvccli in set-uid installations",
     "container-toolkit-missing", "low"),
    ("[WARN] Kernel module nvidia_uvm is not loaded. Make sure the NVIDIA device driver is installed and loaded.",
     "driver-not-loaded", "medium"),
    ("[ERROR] Command not found: nvidia-smi\n[ERROR] /etc/enroot/hooks.d/50-mig-config.sh exited with return code 1",
     "driver-not-loaded", "low"),
    ("$ srun --gpus=1 --container-image=ubuntu:22.04 nvidia-smi\npyxis: importing docker image: ubuntu:22.04\npyxis: "
     "imported docker image: ubuntu:22.04\nslurmstepd: error: execve(): nvidia-smi: No such file or directory\nsrun: "
     "error: gpu-node03: task 0: Exited with exit code 2", "container-no-gpu-access", "high"),
    ("$ apptainer exec pytorch.sif python -c \"import torch; print(torch.cuda.is_available())\"\n"
     "/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py:138: UserWarning: CUDA initialization: Found no "
     "NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from "
     "http://www.nvidia.com/Download/index.aspx (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.)\n  "
     "return torch._C._cuda_getDeviceCount() > 0\nFalse", "container-no-gpu-access", "medium"),
    ("$ apptainer exec --nv pytorch.sif python -c \"import torch; print(torch.cuda.is_available())\"\nWARNING: Could "
     "not find any nv files on this host!\n/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py:138: "
     "UserWarning: CUDA initialization: Found no NVIDIA driver on your system. Please check that you have an NVIDIA "
     "GPU and installed a driver from http://www.nvidia.com/Download/index.aspx (Triggered internally at "
     "../c10/cuda/CUDAFunctions.cpp:108.)\n  return torch._C._cuda_getDeviceCount() > 0\nFalse",
     "driver-not-loaded", "medium"),
    # nvcc 12.4 and host_config.h (12.9, 11.8), CMake 3.25 / 3.31 CUDA modules: compilers, toolkits, archs
    ("/usr/local/cuda/include/crt/host_config.h(110): error: #error directive: -- unsupported ICC configuration! Only "
     "ICC 15.0, ICC 16.0, ICC 17.0, ICC 18.0, ICC 19.x and 20.x on Linux x86_64 are supported! The nvcc flag "
     "'-allow-unsupported-compiler' can be used to override this version check; however, using an unsupported host "
     "compiler may cause compilation failure or incorrect run time execution. Use at your own risk.",
     "toolkit-version-mismatch", "high"),
    ("/usr/local/cuda/include/crt/host_config.h:118:2: error: -- unsupported Grace clang version! The version must be "
     "16.x to 19.x. The nvcc flag '-allow-unsupported-compiler' can be used to override this version check; however, "
     "using an unsupported host compiler may cause compilation failure or incorrect run time execution. Use at your "
     "own risk.", "toolkit-version-mismatch", "high"),
    ("nvcc fatal   : nvcc cannot find a supported version of Microsoft Visual Studio. Only the versions between 2017 "
     "and 2019 (inclusive) are supported! The nvcc flag '-allow-unsupported-compiler' can be used to override this "
     "version check; however, using an unsupported host compiler may cause compilation failure or incorrect run time "
     "execution. Use at your own risk.", "toolkit-version-mismatch", "medium"),
    ("-- The CUDA compiler identification is unknown\nCMake Error at CMakeLists.txt:3 (project):\n  No "
     "CMAKE_CUDA_COMPILER could be found.\n\n  Tell CMake where to find the compiler by setting either the "
     "environment\n  variable \"CUDACXX\" or the CMake cache entry CMAKE_CUDA_COMPILER to the full\n  path to the "
     "compiler, or to the compiler name if it is in the PATH.", "toolkit-version-mismatch", "low"),
    ("CMake Error at /usr/share/cmake-3.25/Modules/FindCUDAToolkit.cmake:730 (message):\n  Could not find nvcc, "
     "please set CUDAToolkit_ROOT.", "toolkit-version-mismatch", "low"),
    ("CMake Error at C:/Program Files/CMake/share/cmake-3.31/Modules/CMakeDetermineCompilerId.cmake:614 (message):\n  "
     "No CUDA toolset found.", "toolkit-version-mismatch", "low"),
    ("nvcc fatal   : Path to libdevice library not specified", "toolkit-version-mismatch", "low"),
    ("CMake Error at /usr/share/cmake-3.25/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n  Could NOT "
     "find CUDAToolkit: Found unsuitable version \"11.5.119\", but\n  required is at least \"11.8\" (found "
     "/usr/include)", "toolkit-version-mismatch", "high"),
    ("CMake Error at /usr/share/cmake-3.31/Modules/CMakeDetermineCompilerId.cmake:865 (message):\n  Compiling the "
     "CUDA compiler identification source file\n  \"CMakeCUDACompilerId.cu\" failed.\n  Compiler: "
     "/usr/local/cuda/bin/nvcc", "toolkit-version-mismatch", "low"),
    ("CMake Error at /usr/share/cmake-3.31/Modules/Internal/CMakeCUDAArchitecturesValidate.cmake:7 (message):\n  "
     "CMAKE_CUDA_ARCHITECTURES must be non-empty if set.", "nvcc-unsupported-arch", "low"),
    ("CMake Error in CMakeLists.txt:\n  Unknown CUDA architecture specifier \"sm_86\".",
     "nvcc-unsupported-arch", "low"),
    ("nvcc warning : Cannot find valid GPU for '-arch=native', default arch is used", "no-visible-gpu", "low"),
    # PyTorch3D 9381c40, Kaolin, pyrender a59963e, vulkaninfo: builds without CUDA, EGL device indices
    ("  File \"/usr/local/lib/python3.10/dist-packages/pytorch3d/ops/knn.py\", line 74, in forward\n    idx, dists = "
     "_C.knn_points_idx(p1, p2, lengths1, lengths2, norm, K, version)\nRuntimeError: Not compiled with GPU support.",
     "cpu-only-build", "high"),
    ("RuntimeError: Not compiled with GPU support", "cpu-only-build", "medium"),
    ("RuntimeError: In sided_distance_forward_cuda: Kaolin built without CUDA, cannot run with GPU tensors",
     "cpu-only-build", "high"),
    ("ValueError: Device 1 not available. Found only 1 devices.", "invalid-device-ordinal", "medium"),
    ("    egl_device = egl.get_device_by_index(device_id)\nValueError: Invalid device ID (3)",
     "invalid-device-ordinal", "medium"),
    ("root@3be0d5a1c9f2:/workspace# vulkaninfo --summary\nCannot create Vulkan instance.\nERROR at "
     "./vulkaninfo/vulkaninfo.h:573:vkCreateInstance failed with ERROR_INCOMPATIBLE_DRIVER", "driver-too-old", "low"),
    # hashcat d3983ed, 6.1.1 and 5.1.0, pyopencl 26c8ab9: out of memory, no platform, NVML, NVRTC, old drivers
    ("hashcat (v6.2.6) starting\n\ncuCtxCreate(): out of memory", "cuda-oom", "high"),
    ("cuMemAlloc(): out of memory\n\n* Device #1: Not enough allocatable device memory for this hashlist/ruleset.",
     "cuda-oom", "high"),
    ("* Device #1: Not enough allocatable device memory for this hashlist/ruleset.", "cuda-oom", "high"),
    ("* Device #1: Not enough allocatable device memory or free host memory for mapping.", "cuda-oom", "low"),
    ("clCreateBuffer(): CL_MEM_OBJECT_ALLOCATION_FAILURE", "cuda-oom", "medium"),
    ("pyopencl._cl.MemoryError: clEnqueueNDRangeKernel failed: MEM_OBJECT_ALLOCATION_FAILURE", "cuda-oom", "medium"),
    ("hashcat (v6.2.6) starting\n\nclGetPlatformIDs(): CL_PLATFORM_NOT_FOUND_KHR\n\nATTENTION! No OpenCL, HIP or CUDA "
     "compatible platform found.\n\nYou are probably missing the OpenCL, CUDA or HIP runtime installation.",
     "driver-not-loaded", "low"),
    ("hashcat (v5.1.0) starting...\n\nclGetPlatformIDs(): CL_PLATFORM_NOT_FOUND_KHR\n\nATTENTION! No "
     "OpenCL-compatible platform found.\n\nYou are probably missing the OpenCL runtime installation.",
     "driver-not-loaded", "low"),
    ("root@3f2a9c1b7d4e:/# hashcat -b -m 0\nhashcat (v6.2.6) starting\n\nATTENTION! No OpenCL, Metal, HIP or CUDA "
     "installation found.\n\nYou are probably missing the CUDA, HIP or OpenCL runtime installation.",
     "container-no-gpu-access", "low"),
    ("hashcat (v6.2.6) starting\n\nnvmlInit(): Driver/library version mismatch",
     "nvml-driver-library-mismatch", "high"),
    ("root@3f2a9c1b7d4e:/# hashcat -b -m 0\nhashcat (v6.2.6) starting\n\nnvmlInit(): Unknown Error",
     "container-nvml-unknown-error", "high"),
    ("hashcat (v6.2.6) starting\n\ncuInit(): unknown error", "uvm-after-suspend", "low"),
    ("hashcat (v6.1.1) starting...\n\n* Device #1: CUDA SDK Toolkit installation NOT detected.\n             CUDA SDK "
     "Toolkit installation required for proper device support and utilization\n             Falling back to OpenCL "
     "Runtime", "cuda-runtime-lib-missing", "medium"),
    ("* Device #1: Outdated or broken NVIDIA driver '440.33' detected!\n\nYou are STRONGLY encouraged to use the "
     "officially supported driver.", "driver-too-old", "medium"),
    ("hashcat (v5.1.0) starting...\n\n* Device #1: Outdated or broken NVIDIA driver detected!",
     "driver-too-old", "medium"),
    ("hashcat (v6.2.6) starting\n\nOutdated NVIDIA NVRTC driver version '8000' detected!\n\nSee hashcat.net for "
     "officially supported NVIDIA CUDA Toolkit versions.", "toolkit-version-mismatch", "medium"),
    # cuda-bindings 12.9.0 / 13.5.0, cuda-core 1.2.2, cuda-pathfinder 1.9.1, numba-cuda 0.30.4, nvmath-python 1.0.1
    ("  File \"cuda/bindings/_bindings/cydriver.pyx\", line 511, in cuda.bindings._bindings.cydriver.cuPythonInit\n"
     "RuntimeError: Failed to dlopen libcuda.so.1", "driver-not-loaded", "medium"),
    ("  File \"cuda/bindings/_internal/nvjitlink_linux.pyx\", line 79, in "
     "cuda.bindings._internal.nvjitlink._check_or_init_nvjitlink\ncuda.bindings._internal.utils.NotSupportedError: "
     "CUDA driver is not found (libcuda.so.1: cannot open shared object file: No such file or directory)",
     "driver-not-loaded", "medium"),
    ("cuda.bindings._internal.utils.NotSupportedError: CUDA driver version 11080 is not supported",
     "driver-too-old", "high"),
    ("  File \"cuda/bindings/_bindings/cydriver.pyx\", line 2990, in "
     "cuda.bindings._bindings.cydriver._cuCtxRecordEvent\nRuntimeError: Function \"cuCtxRecordEvent\" not found",
     "driver-too-old", "medium"),
    ("cuda.bindings._internal.utils.FunctionNotFoundError: function cuMemcpyBatchAsync_v2 is not found",
     "driver-too-old", "medium"),
    ("RuntimeError: Failed to get cuGetProcAddress_v2", "driver-too-old", "medium"),
    ("RuntimeError: Function \"cudaRuntimeGetVersion\" not found in libcudart.so.12",
     "cuda-runtime-lib-missing", "low"),
    ("/usr/local/lib/python3.11/site-packages/cuda/pathfinder/_dynamic_libs/load_dl_linux.py:240: RuntimeWarning: "
     "NVRTC builtins sibling not found: /usr/local/cuda-12.6/targets/x86_64-linux/lib/libnvrtc-builtins.so.12.6",
     "cuda-runtime-lib-missing", "medium"),
    ("cuda.pathfinder._dynamic_libs.load_dl_common.DynamicLibNotFoundError: Failure finding \"known nvrtc DLL\": No "
     "such file: known nvrtc DLL, No such file: known nvrtc DLL", "windows-dll-not-found", "high"),
    ("RuntimeError: Failed to load DLL at C:\\Program Files\\NVIDIA GPU Computing "
     "Toolkit\\CUDA\\v12.4\\bin\\nvrtc64_120_0.dll: Windows error 126", "windows-dll-not-found", "medium"),
    ("  File \"cuda/core/_device.pyx\", line 1017, in cuda.core._device.Device.__new__\nValueError: device_id must be "
     "within [0, 2), got 3", "invalid-device-ordinal", "high"),
    ("  File \"cuda/core/system/_system.pyx\", line 137, in cuda.core.system._system.get_num_devices\n"
     "cuda.bindings.nvml.DriverNotLoadedError: Driver Not Loaded", "driver-not-loaded", "high"),
    ("  File \"cuda/core/system/_system.pyx\", line 136, in cuda.core.system._system.get_num_devices\n"
     "cuda.bindings.nvml.LibRmVersionMismatchError: Driver/library version mismatch",
     "nvml-driver-library-mismatch", "high"),
    ("sys:1: RuntimeWarning: The CUDA driver version is older than the backend version. The generated ptx will not be "
     "loadable by the current driver.", "driver-too-old", "medium"),
    ("RuntimeError: NVVM support is unavailable: cuda.bindings.nvvm is missing or libnvvm cannot be loaded.",
     "cuda-runtime-lib-missing", "medium"),
    ("sys:1: RuntimeWarning: cuda.bindings.nvjitlink is not available, therefore the driver APIs will be used "
     "instead, which do not support minor version compatibility or linking LTO IRs.",
     "cuda-runtime-lib-missing", "low"),
    ("RuntimeError: Green context support requires CUDA driver 12.4 or newer (current driver: 12.2)",
     "driver-too-old", "high"),
    ("NotImplementedError: Driver version 12.4 or newer is required for this function. Using driver version 12.2",
     "driver-too-old", "high"),
    ("sys:1: UserWarning: multiprocessing start method is 'fork', which CUDA does not support. Forked subprocesses "
     "exhibit undefined behavior, including failure to initialize CUDA contexts and devices.",
     "cuda-fork-reinit", "low"),
    ("numba.cuda.cudadrv.error.CudaSupportError: Error at driver init: \nPossible CUDA driver libraries are found but "
     "error occurred during load:\nlibcuda.so: cannot open shared object file: No such file or directory\n"
     "libcuda.so.1: cannot open shared object file: No such file or directory\n/usr/lib/libcuda.so.1: wrong ELF "
     "class: ELFCLASS32", "driver-not-loaded", "medium"),
    ("RuntimeError: LTO requires nvjitlink, which is not availableor not sufficiently recent (>=12.3)",
     "cuda-runtime-lib-missing", "medium"),
    ("RuntimeError: Minimum compute capability 7.0 is required by cuBLASDx, got 6.1", "no-kernel-image", "high"),
    ("RuntimeError: The maximum compute capability currently supported by device APIs is 12.1, got 13.0",
     "no-kernel-image", "high"),
    # TensorFlow 2.21.0, 2.15.1 (tensorflow-cpu build_info): context OOM, device ids, the cudart stub lines
    ("tensorflow.python.framework.errors_impl.InternalError: cudaSetDevice() on GPU:0 failed. Status: out of memory",
     "cuda-oom", "medium"),
    ("tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. "
     "Status: out of memory", "cuda-oom", "medium"),
    ("ValueError: 'visible_device_list' listed an invalid Device id '1' but visible device count is 1",
     "invalid-device-ordinal", "high"),
    ("tensorflow.python.framework.errors_impl.InvalidArgumentError: Cannot assign a device for operation MatMul: "
     "Operation was explicitly assigned to /device:GPU:1 but available devices are [ "
     "/job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:GPU:0 ]. Make sure the "
     "device specification refers to a valid device.", "invalid-device-ordinal", "medium"),
    (">>> print(tf.sysconfig.get_build_info())\nOrderedDict([('cpu_compiler', '/usr/lib/llvm-17/bin/clang'), "
     "('is_cuda_build', False), ('is_rocm_build', False), ('is_tensorrt_build', False)])", "cpu-only-build", "high"),
    ("2024-05-01 10:00:00.000000: I external/local_tsl/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on "
     "your machine, GPU will not be used.\n2024-05-01 10:00:01.000000: W "
     "tensorflow/core/common_runtime/gpu/gpu_device.cc:2256] Cannot dlopen some GPU libraries. Please make sure the "
     "missing libraries mentioned above are installed properly if you would like to use GPU.",
     "cuda-runtime-lib-missing", "medium"),
    ("2025-01-01 10:00:00.000000: I external/local_xla/xla/tsl/cuda/cudart_stub.cc:32] Could not find cuda drivers on "
     "your machine, GPU will not be used.", "cuda-runtime-lib-missing", "low"),
    ("W0000 00:00:1740823200.123456   12345 gpu_device.cc:2344] Failed call to cudaGetRuntimeVersion: Error loading "
     "CUDA libraries. GPU will not be used.", "cuda-runtime-lib-missing", "medium"),
    # mamba-ssm 2.3.2.post1, causal-conv1d 1.7.0, flash-attn 2.8.3.post2, SageAttention d1a57a5, NATTEN 0.21.7
    ("RuntimeError: mamba_ssm is only supported on CUDA 11.6 and above.  Note: make sure nvcc has a supported version "
     "by running nvcc -V.", "toolkit-version-mismatch", "high"),
    ("RuntimeError: Sage3 is only supported on CUDA 12.8 and above", "toolkit-version-mismatch", "high"),
    ("  File \"/tmp/pip-install-x/mamba-ssm_5e1c0b/setup.py\", line 178, in <module>\n    if bare_metal_version.major "
     "!= torch_cuda_version.major:\nNameError: name 'bare_metal_version' is not defined",
     "toolkit-version-mismatch", "low"),
    ("  File \"/tmp/pip-install-x/mamba-ssm_5e1c0b/setup.py\", line 177, in <module>\n    torch_cuda_version = "
     "parse(torch.version.cuda)\nTypeError: expected string or bytes-like object, got 'NoneType'",
     "cpu-only-build", "medium"),
    ("ImportError: /usr/lib/python3.10/site-packages/selective_scan_cuda.cpython-310-x86_64-linux-gnu.so: undefined "
     "symbol: cudaGetDriverEntryPointByVersion, version libcudart.so.12", "toolkit-version-mismatch", "low"),
    ("ValueError: Unsupported compute capability: 8. Supported: 9.x, 10.x", "no-kernel-image", "medium"),
    ("RuntimeError: Cannot find CUDA_HOME. CUDA must be available to build the package.",
     "toolkit-version-mismatch", "low"),
    ("/tmp/SageAttention/setup.py:117: UserWarning: skipping GPU 0 with compute capability 7.5\n  warnings.warn(\n"
     "RuntimeError: No target compute capabilities. Set TORCH_CUDA_ARCH_LIST or build on a machine with GPUs.",
     "no-kernel-image", "medium"),
    ("RuntimeError: No target compute capabilities. Set TORCH_CUDA_ARCH_LIST or build on a machine with GPUs.",
     "no-visible-gpu", "low"),
    ("RuntimeError: CUDA 12.0 or higher is required to build the package.", "toolkit-version-mismatch", "high"),
    ("RuntimeError: CUDA 12.4 or higher is required for compute capability 8.9.", "nvcc-unsupported-arch", "high"),
    ("  File \"/tmp/SageAttention/sageattention3_blackwell/setup.py\", line 73, in <module>\n    raise "
     "RuntimeError(\"Unsupported GPU\")\nRuntimeError: Unsupported GPU", "no-kernel-image", "low"),
    ("ImportError: Failed to import libnatten. Did you build / download NATTEN with the CUDA backend (libnatten)? "
     "Please make sure you built NATTEN correctly, or refer to https://shi-labs.com/natten for more information.",
     "cpu-only-build", "low"),
    ("RuntimeError: Can't run Hopper FNA; tensor was on CUDA device with compute capability 86, expected 90.",
     "no-kernel-image", "low"),
    ("RuntimeError: CUTLASS FNA only supports CUDA devices with compute capability 60 or higher, got 52.",
     "no-kernel-image", "medium"),
    ("RuntimeError: libnatten was not compiled for Hopper (SM90).", "no-kernel-image", "high"),
    # KoboldCpp 2da346a, GPT4All cd70db2, LocalAI 2.x-3.x, cortex.cpp ee9e0ad: CPU fallbacks, VRAM, CUDA DLLs
    ("Warning: CuBLAS library file not found. CPU library will be used.\nInitializing dynamic library: "
     "koboldcpp_default.so", "cpu-only-build", "medium"),
    ("Note: KoboldCpp has detected that a significant amount of GPU VRAM (3650.0 MB) is currently used by another "
     "application.\nFor best results, you may wish to close that application and then restart KoboldCpp.",
     "cuda-oom", "low"),
    ("ggml_v3_opencl: (mem = clCreateBuffer(context, CL_MEM_READ_WRITE, size, NULL, &err), err) error -4 at "
     "/home/me/koboldcpp/otherarch/ggml_v3-opencl.cpp:1320\nYou may be out of VRAM. Please check if you have enough.",
     "cuda-oom", "medium"),
    ("F32 Matmul Failed (-4): [dims: 4096,4096,4096,512] You may be out of VRAM. Please check if you have enough.",
     "cuda-oom", "medium"),
    ("warning: cannot set main_device=1 because there are only 1 devices. Using device 0 instead.",
     "invalid-device-ordinal", "medium"),
    ("Failed to load llamamodel-mainline-cuda.dll: LoadLibraryExW failed with error 0x7e\nFailed to load "
     "llamamodel-mainline-cuda-avxonly.dll: LoadLibraryExW failed with error 0x7e", "windows-dll-not-found", "medium"),
    ("Failed to load llamamodel-mainline-cuda.dll: LoadLibraryExW failed with error 0x7f", "driver-too-old", "medium"),
    ("ValueError: Unable to initialize model on GPU: 'cuda:NVIDIA GeForce GT 1030'\nAvailable GPUs: ['cuda:NVIDIA "
     "GeForce RTX 3060']\nUnavailable GPUs due to insufficient memory: ['cuda:NVIDIA GeForce GT 1030']",
     "cuda-oom", "high"),
    ("embllm WARNING: Did not use GPU: GPU loading failed (out of VRAM?)", "cuda-oom", "low"),
    ("    available_gpus = self.list_gpus(mem_required)\n  File "
     "\"/usr/lib/python3.11/site-packages/gpt4all/_pyllmodel.py\", line 350, in list_gpus\n    raise "
     "ValueError(\"Unable to retrieve available GPU devices\")\nValueError: Unable to retrieve available GPU devices",
     "cuda-oom", "low"),
    ("RuntimeError: Unable to instantiate model: Could not find any implementations for backend: cuda",
     "cuda-runtime-lib-missing", "low"),
    ("4:12PM DBG Nvidia GPU device found, no embedded CUDA variant found. You can ignore this message if you are "
     "using container with CUDA support", "cpu-only-build", "low"),
    ("11:40AM WRN guessDefaultsFromFile: estimated VRAM usage is greater than available VRAM", "cuda-oom", "low"),
    ("Nvidia-driver is not installed, use CPU variant: b5857-linux-avx2-x64", "driver-not-loaded", "medium"),
    ("20250704 07:40:12.512345 UTC 22871 INFO  nvidia-smi is not available! - system_info_utils.cc:7",
     "driver-not-loaded", "low"),
    ("20250704 07:41:02.118842 UTC 22890 WARN  Not enough VRAM - required: 8123, available: 5800 - "
     "model_service.cc:1039", "cuda-oom", "medium"),
    # conda 26.7 / 25.11, libmamba 03564bf, conda-forge cuda-version and onnxruntime, Anaconda TensorFlow builds
    ("Could not solve for environment specs\nThe following packages are incompatible\n└─ pytorch-gpu is not "
     "installable because it requires\n   └─ __cuda, which is missing on the system.\n\nYour installed CUDA driver "
     "is: not available", "driver-not-loaded", "low"),
    ("  - conda-forge/linux-64::pytorch==2.5.1=cuda126_py312h1763f6d_303 -> __cuda\n  - feature:/linux-64::__cuda==0=0",
     "driver-not-loaded", "low"),
    ("error    libmamba Could not solve for environment specs\n    The following packages are incompatible\n    ├─ "
     "cuda-version 12.4** is installable and it requires\n    │  └─ __cuda >=12 , which is missing on the system;\n"
     "error    libmamba package cuda-version-12.4-h3060b56_3 has constraint __cuda >=12 conflicting with __cuda-11.8-0",
     "driver-too-old", "medium"),
    ("    └─ __cuda =* *, which is missing on the system.", "driver-not-loaded", "low"),
    ("PackagesNotFoundError: The following packages are not available from current channels:\n\n  - "
     "pytorch-cuda=12.1*\n\nCurrent channels:\n\n  - https://conda.anaconda.org/pytorch/osx-arm64",
     "wheel-platform-unsupported", "medium"),
    ("error    libmamba Could not solve for environment specs\n    The following package could not be installed\n    "
     "└─ pytorch-cuda 12.1**  does not exist (perhaps a typo or a missing channel).",
     "wheel-platform-unsupported", "medium"),
    ("  - nothing provides cuda-cudart >=12.1,<12.2 needed by pytorch-cuda-12.1-ha16c6d3_6",
     "wheel-platform-unsupported", "medium"),
    ("  + onnxruntime  1.20.1  py312h2a9cd53_0_cpu  conda-forge", "cpu-only-build", "medium"),
    ("_tflow_select             2.3.0                       mkl\ntensorflow-base           2.4.1           "
     "mkl_py38h43e0292_0", "cpu-only-build", "medium"),
    # DCGM 4.6 (72fa3fe) and 2.4.7, nvidia-smi 535 -q: NVLink, NVSwitch, row remaps, ECC, Fabric Manager
    ("152.5 CRC FLIT NvLink errors found occuring per second on GPU 2, exceeding the limit of 100 per second. Run a "
     "field diagnostic on the GPU.", "gpu-hardware-fault", "medium"),
    ("Detected effective BER 3.52e-10 exceeds minimum threshold on GPU 1's NVLink. Run a field diagnostic on the GPU.",
     "gpu-hardware-fault", "medium"),
    ("Detected fatal NvSwitch SXID 24004 Check DCGM and system logs for errors. Reset GPU. Restart DCGM. Rerun "
     "diagnostics.", "gpu-hardware-fault", "medium"),
    ("Detected XID 32 for GPU 0 Please consult the documentation for details of this XID.  (triggered by XID 32: "
     "PBDMA Error)", "gpu-hardware-fault", "medium"),
    ("Detected XID 67 for GPU 0 Please consult the documentation for details of this XID.  (triggered by XID 67: "
     "NVLink Error)", "gpu-hardware-fault", "low"),
    ("GPU 0: Fabric State is Not Started (1). Ensure that the FabricManager is running without errors. Fabric Manager "
     "training has not started.", "fabric-manager-not-running", "medium"),
    ("GPU 0 has uncorrectable memory errors and row remappings are pending Check DCGM and system logs for errors. "
     "Reset GPU. Restart DCGM. Rerun diagnostics.", "gpu-hardware-fault", "high"),
    ("SRAM Threshold Count exceeded on GPU 0: 1 Check memory", "gpu-hardware-fault", "medium"),
    ("Timestamp: Thu Mar  5 10:11:12 2026\nNVLink Counter 409 has violated policy manager values.\nNVLink Counter "
     "value: 57", "gpu-hardware-fault", "medium"),
    ("Detected 1500 ecc_sbe_volatile_total for GPU 0 which is above the threshold 1000 Run a field diagnostic on the "
     "GPU.", "gpu-hardware-fault", "low"),
    ("Found driver on the denylist: nouveau Please load the appropriate driver.", "driver-not-loaded", "high"),
    ("Device 0 recorded 17 errors during memtest", "gpu-hardware-fault", "medium"),
    ("$ nvidia-smi -L\nGPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-8f7e1a2b-3c4d-5e6f-7a8b-9c0d1e2f3a4b)\nUnable to "
     "determine the device handle for gpu 0000:47:00.0: Unknown Error", "gpu-hardware-fault", "high"),
    ("    Remapped Rows\n        Correctable Error                 : 0\n        Uncorrectable Error               : "
     "2\n        Pending                           : Yes\n        Remapping Failure Occurred        : No",
     "gpu-hardware-fault", "medium"),
    ("    GPU Reset Status\n        Reset Required                    : Yes\n        Drain and Reset Recommended      "
     " : No", "gpu-hardware-fault", "low"),
    ("GPU 00000000:3B:00.0: A Double Bit ECC occurred", "gpu-hardware-fault", "high"),
    ("GPU 00000000:3B:00.0: A Single Bit ECC occurred", "gpu-hardware-fault", "low"),
    ("API call cuInit failed: 'initialization error; verify that the fabric-manager has been started if applicable. "
     "Please check if a CUDA sample program can be run successfully on this host.'",
     "fabric-manager-not-running", "low"),
    # onnxruntime-gpu 1.31.1, 1.18.1 and 1.14.1 (Linux and Windows): provider loading, device ids, TensorRT EP engines
    ("RuntimeError: /onnxruntime_src/onnxruntime/python/onnxruntime_pybind_state.cc:857 "
     "std::shared_ptr<onnxruntime::IExecutionProviderFactory> onnxruntime::python::CreateExecutionProviderFactoryInsta"
     "nce(const onnxruntime::SessionOptions&, const std::string&, const ProviderOptionsMap&) CUDA_PATH is set but "
     "CUDA wasnt able to be loaded. Please install the correct version of CUDA andcuDNN as mentioned in the GPU "
     "requirements page  (https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements),  "
     "make sure they're in the PATH, and that your GPU is supported.", "cuda-runtime-lib-missing", "low"),
    ("2024-08-14 10:21:33.412345678 [E:onnxruntime:Default, provider_bridge_ort.cc:1304 TryGetProviderInfo_CUDA] "
     "/onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1106 onnxruntime::Provider& "
     "onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library "
     "libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or "
     "directory\nRuntimeError: /onnxruntime_src/onnxruntime/python/onnxruntime_pybind_state.cc:857 CUDA_PATH is set "
     "but CUDA wasnt able to be loaded.", "cuda-runtime-lib-missing", "high"),
    ("C:\\Python311\\Lib\\site-packages\\onnxruntime\\capi\\_pybind_state.py:26: UserWarning: Please install the 2019 "
     "Visual C++ runtime and then try again. If you've installed the runtime in a non-standard location (other than "
     "%SystemRoot%\\System32), make sure it can be found by setting the correct path.",
     "windows-dll-not-found", "medium"),
    ("failed to find cudart version that matches onnxruntime build info", "cuda-runtime-lib-missing", "medium"),
    ("ValueError: Specified provider 'TensorrtExecutionProvider' is not in available provider names.Available "
     "providers: 'AzureExecutionProvider, CPUExecutionProvider'", "cpu-only-build", "medium"),
    ("CUDNN failure 5003: CUDNN_STATUS_NOT_SUPPORTED_RUNTIME_PREREQUISITE_MISSING ; GPU=0 ; hostname=box ; "
     "file=/onnxruntime_src/onnxruntime/core/providers/cuda/nn/conv.cc ; line=254 ; expr=cudnnBackendFinalize(...);",
     "cuda-runtime-lib-missing", "medium"),
    ("onnxruntime.capi.onnxruntime_pybind11_state.InvalidArgument: [ONNXRuntimeError] : 2 : INVALID_ARGUMENT : "
     "Invalid device ID: 2, must be between 0 (inclusive) and 1 (exclusive).", "invalid-device-ordinal", "high"),
    ("RuntimeError: cuda_device=3 is invalid, must choose device ID between 0 and 1", "invalid-device-ordinal", "high"),
    ("2026-01-10 10:00:00.000 [W:onnxruntime:, tensorrt_execution_provider.cc:3000] [TensorRT EP] However, this GPU "
     "doesn't match. The compute capability of the GPU: 89", "no-kernel-image", "medium"),
    ("INFO: The cuDNN version used at compilation (91000) and the one used at runtime (90100) differ",
     "cudnn-version-mismatch", "low"),
    ("cuFFT is not available. Install cuFFT or update the system library search path to enable FFT (Rfft/Irfft) "
     "operators.", "cuda-runtime-lib-missing", "medium"),
    ("2026-01-10 10:00:00.0000000 [E:onnxruntime:Default, cuda_call.cc:100] LoadLibrary failed for cudnn64_9.dll with "
     "error 126", "windows-dll-not-found", "high"),
    # TensorRT-LLM db4edea (0.11.0.dev): libcuda, kernels for other SMs, weights and profiler memory, parallel sizes
    ("[TensorRT-LLM][ERROR] tensorrt_llm::common::TllmException: [TensorRT-LLM][ERROR] Assertion failed: CUDA driver "
     "library is not open correctly. (/home/jenkins/agent/workspace/LLM/release-0.11/L0_PostMerge/llm/cpp/tensorrt_llm"
     "/common/cudaDriverWrapper.cpp:66)", "driver-not-loaded", "low"),
    ("RuntimeError: Only 1 GPUs are available, but 2 are required.", "invalid-device-ordinal", "medium"),
    ("RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: FP8 FMHA cannot be enabled on Pre-Hopper Arch. "
     "(/src/cpp/tensorrt_llm/plugins/gptAttentionCommon/gptAttentionCommon.cpp:483)", "no-kernel-image", "medium"),
    ("RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: Unsupported data type, pre SM 80 GPUs do not support "
     "bfloat16 (/src/cpp/tensorrt_llm/plugins/gptAttentionCommon/gptAttentionCommon.cpp:488)",
     "no-kernel-image", "low"),
    ("  what():  [TensorRT-LLm Error][filter_and_run_mixed_gemm] Cutlass fpA_intB gemm not supported for arch 75 with "
     "activation type set to FP8", "no-kernel-image", "medium"),
    ("RuntimeError: Please recompile with support for hopper by passing 90-real as an arch to build_wheel.py. "
     "(/src/cpp/tensorrt_llm/kernels/cutlass_kernels/moe_gemm/launchers/moe_gemm_launcher_sm90.inl:298)",
     "no-kernel-image", "high"),
    ("RuntimeError: Arch unsupported for MoE GEMM (/src/cpp/tensorrt_llm/kernels/cutlass_kernels/moe_gemm/moe_gemm_ker"
     "nels_template.h:532)", "no-kernel-image", "medium"),
    ("NotImplementedError: gemm_swiglu_plugin=fp8 is not supported on SM 100.", "no-kernel-image", "medium"),
    ("RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: Failed to allocate memory for weights. Please try "
     "reducing --gpu_weights_percent. (/src/cpp/tensorrt_llm/runtime/tllmRuntime.cpp:106)", "cuda-oom", "high"),
    ("RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: Can't allocate tmp workspace for GEMM tactics profiling. "
     "(/src/cpp/tensorrt_llm/plugins/common/gemmPluginProfiler.cpp:197)", "cuda-oom", "medium"),
    # NVIDIA k8s-device-plugin 1b826ac, GKE container-engine-accelerators 992db81, EKS AL2023 AMI 81fec2e
    ("E0312 10:00:00.000000       1 main.go:198] error starting plugins: error getting plugins: unable to create "
     "plugins: failed to construct resource managers: nvml init failed: Driver Not Loaded",
     "driver-not-loaded", "high"),
    ("F0312 10:00:00.000000       1 nvidia_gpu.go:157] failed to initialize nvml: Driver Not Loaded",
     "driver-not-loaded", "high"),
    ("E0312 10:00:00.000000       1 factory.go:99] Failed to initialize NVML: Driver Not Loaded.\nE0312 "
     "10:00:00.000000       1 factory.go:100] If this is a GPU node, did you set the docker default runtime to "
     "`nvidia`?", "driver-not-loaded", "high"),
    ("F0312 10:00:00.000000       1 nvidia_gpu.go:157] failed to initialize nvml: Driver/library version mismatch",
     "nvml-driver-library-mismatch", "high"),
    ("E0312 10:00:00.000000       1 main.go:198] error starting plugins: error getting plugins: unable to create "
     "plugins: failed to construct resource managers: nvml init failed: Driver/library version mismatch",
     "nvml-driver-library-mismatch", "high"),
    ("F0312 10:00:00.000000       1 nvidia_gpu.go:157] failed to initialize nvml: ERROR_LIBRARY_NOT_FOUND",
     "nvml-library-not-found", "high"),
    ("E0312 10:00:00.000000       1 main.go:198] error starting plugins: error getting plugins: unable to create "
     "plugins: error building device map: invalid MIG configuration: at least one device with migEnabled=true was not "
     "configured correctly: device 0 has no MIG devices configured", "gpu-busy-unavailable", "medium"),
    ("E0312 10:00:00.000000       1 health_checker.go:439] XidCriticalError: Xid=79 on Device=nvidia0, "
     "uuid=GPU-5b3c7f0e-1111-2222-3333-444455556666, the device will go unhealthy.", "gpu-hardware-fault", "medium"),
    ("Supported device file not found for 580: /etc/eks/nvidia-open-supported-devices-580.txt",
     "driver-not-loaded", "medium"),
    # nvidia-dali-cuda120 2.4.0, nvidia-nvimgcodec-cu12 0.9.0.20, torchcodec 0.17.0: memory, NVML, NVDEC, libraries
    ("  File \"/usr/lib/python3.11/site-packages/nvidia/dali/pipeline.py\", line 1247, in _run_once\n    return "
     "self._outputs()\nMemoryError: CUDA allocation failed", "cuda-oom", "high"),
    ("RuntimeError: [/opt/dali/dali/core/mm/default_resources.cc:193] Assert on \"device_id < ndevs\" failed: 2 is "
     "not a valid CUDA device index. Shoud be 0 <= device_id < 1 or negative for current device.",
     "invalid-device-ordinal", "high"),
    ("RuntimeError: Critical error when building pipeline:\nError when constructing operator: decoders__Image "
     "encountered:\nError in thread 0: nvml error (9): nvml: NVIDIA driver is not loaded",
     "driver-not-loaded", "medium"),
    ("RuntimeError: nvml error (12): NVML Shared Library couldn't be found or loaded",
     "nvml-library-not-found", "high"),
    ("Error in GPU stage: [/opt/dali/dali/operators/video/legacy/reader/nvdecoder/cuvideodecoder.cc:127] Assert on "
     "\"cuvidIsSymbolAvailable(\"cuvidReconfigureDecoder\")\" failed: cuvidReconfigureDecoder API is not available.",
     "driver-too-old", "high"),
    ("/usr/local/lib/python3.11/site-packages/nvidia/dali/backend.py:129: Warning: nvidia-dali-cuda120 is no longer "
     "shipped with CUDA runtime. You need to install it separately. cuFFT is typically provided with CUDA Toolkit "
     "installation or an appropriate wheel.", "cuda-runtime-lib-missing", "medium"),
    ("Error in GPU stage: dlopen libnvcomp.so failed with error libnvcomp.so.4: cannot open shared object file: No "
     "such file or directory!. Please install libnvcomp.", "cuda-runtime-lib-missing", "high"),
    ("Failed to load nvjpeg2k library! Please install nvJPEG2000 (see "
     "https://docs.nvidia.com/cuda/nvjpeg2000/userguide.html#installing-nvjpeg2000).",
     "cuda-runtime-lib-missing", "high"),
    ("OSError: libnvjpeg.so.12: cannot open shared object file: No such file or directory",
     "cuda-runtime-lib-missing", "high"),
    ("RuntimeError: Environment is not compatible with Numba GPU operator. Driver version is (12, 2) and CUDA Toolkit "
     "version is (12, 8). Driver cannot be older than the CUDA Toolkit", "driver-too-old", "medium"),
    ("RuntimeError: decode_jpeg: torchcodec was not compiled with nvJPEG support, so JPEG images cannot be decoded on "
     "a CUDA device.", "cpu-only-build", "high"),
    ("  File \"/usr/lib/python3.11/site-packages/torchcodec/decoders/_video_decoder.py\", line 244, in __init__\n    "
     "core.add_video_stream(\nRuntimeError: Failed to find cuda device", "cpu-only-build", "medium"),
    (">>> dec = nvimgcodec.Decoder()\nRuntimeError: CUDA Runtime failure: '#35'", "driver-too-old", "medium"),
    ("RuntimeError: CUDA Runtime failure: '#2'", "cuda-oom", "medium"),
    ("RuntimeError: [/opt/dali/dali/pipeline/pipeline.cc:365] The pipeline requires a CUDA-capable GPU but none are "
     "available.", "no-visible-gpu", "low"),
    # NGC entrypoint scripts (NGC MXNet 19.03 f93d7b6 and current banners): SHMEM, unsupported GPUs, MIG, CUDA init
    ("NOTE: The SHMEM allocation limit is set to the default of 64MB.  This may be\n   insufficient for PyTorch.  "
     "NVIDIA recommends the use of the following flags:", "shm-too-small", "low"),
    ("ERROR: Detected Tesla K80 GPU, which is not supported by this container", "no-kernel-image", "high"),
    ("WARNING: Detected Graphics Device GPU, which is not yet supported in this version of the container",
     "no-kernel-image", "high"),
    ("ERROR: No supported GPU(s) detected to run this container", "no-kernel-image", "medium"),
    ("ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be available.\n "
     "  [[ Possible MIG misconfiguration detected ]]", "gpu-busy-unavailable", "medium"),
    ("ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be available.\n "
     "  [[ No CUDA-capable device is detected (error 100) ]]", "no-visible-gpu", "medium"),
    # kineto f10dcd9, TensorFlow 2.12 CUPTI, Nsight 2023-2024, dorado ba44a01, Boltz, OpenFold, AlphaFold 3, jax 0.4.23
    ("[W1207 12:00:00.000000 1234 kineto/libkineto/src/DeviceProperties.cpp:56] gpuGetDeviceCount failed with code 35",
     "driver-too-old", "high"),
    ("2023-03-01 10:00:00.000000: E tensorflow/compiler/xla/backends/profiler/gpu/cupti_tracer.cc:1699] function "
     "cupti_interface_->Subscribe( &subscriber_, (CUpti_CallbackFunc)ApiCallback, this)failed with error CUPTI could "
     "not be loaded or symbol could not be found.", "cuda-runtime-lib-missing", "medium"),
    ("==ERROR== Insufficient driver version to profile on device 0.", "driver-too-old", "low"),
    ("Installed CUDA driver version (11.4) is no longer supported. Please update the GPU driver to a newer version.",
     "driver-too-old", "high"),
    ("NVML library could not be loaded", "nvml-library-not-found", "medium"),
    ("[2025-01-10 10:00:00.000] [error] Invalid CUDA device index '1' from device string \"cuda:1\", there are 1 "
     "visible CUDA devices.", "invalid-device-ordinal", "high"),
    ("[2025-01-10 10:00:00.000] [error] CUDA_VISIBLE_DEVICES=0,1,2 specifies more device ids than the number of GPUs "
     "present", "invalid-device-ordinal", "medium"),
    ("[2025-01-10 10:00:00.000] [warning] Duplicate GPU ids detected - no GPUs identified", "no-visible-gpu", "medium"),
    ("[2025-01-10 10:00:00.000] [warning] Failed to determine safe batch size. Less than 1GB GPU memory available.",
     "cuda-oom", "medium"),
    ("| WARNING: ran out of memory, skipping batch", "cuda-oom", "high"),
    ("RuntimeError: attn_softmax_inplace_forward_ not implemented on CPU", "cpu-only-build", "medium"),
    ("ValueError: AlphaFold 3 requires at least GPU compute capability 6.0 (see "
     "https://developer.nvidia.com/cuda-gpus).", "no-kernel-image", "medium"),
    ("RuntimeError: Detected compute capability < 8, however requested DataType __nv_bfloat16 requires >= 8",
     "no-kernel-image", "medium"),
    ("jaxlib.xla_extension.XlaRuntimeError: INTERNAL: XLA requires ptxas version 11.8 or higher",
     "toolkit-version-mismatch", "high"),
    # tch-rs a1dc7ec, ort (pykeio) 78de6d9 / rc.9, DJL af1d0b8, R torch e4de110, candle e72d52b: builds, DLLs, CPU
    ("  --- stderr\n  Error: unsupported device cu130, TORCH_CUDA_VERSION may be set incorrectly?",
     "wheel-platform-unsupported", "high"),
    ("!!! The ort-sys crate did not download prebuilt binaries because there are no builds available that satisfy the "
     "requested feature set 'cuda12'.", "wheel-platform-unsupported", "high"),
    ("ai.djl.engine.EngineException: No PyTorch native library matches your operating system: "
     "cu121-linux-aarch64:2.5.1", "wheel-platform-unsupported", "high"),
    ("2025-03-02T10:11:12.345678Z  WARN ort::execution_providers: `CUDAExecutionProvider` was not registered because "
     "its corresponding Cargo feature is not enabled.", "cpu-only-build", "high"),
    ("Error: CUDA support not compiled", "cpu-only-build", "high"),
    ("[main] WARN ai.djl.onnxruntime.engine.OrtEngine - CUDA is not supported OnnxRuntime engine: Error code - "
     "ORT_EP_FAIL - message: Failed to find CUDA shared provider", "cpu-only-build", "medium"),
    ("Error: Failed to preload `cudart64_12.dll`: LoadLibraryExW failed", "windows-dll-not-found", "medium"),
    ("Caused by: java.lang.UnsatisfiedLinkError: C:\\Users\\me\\.djl.ai\\pytorch\\2.1.1-cu121-win-x86_64\\torch_cuda.d"
     "ll: Can't find dependent libraries", "windows-dll-not-found", "medium"),
    ("Error in `cuda_version()`:\n✖ R package cuda12.8 is not installed.", "cuda-runtime-lib-missing", "medium"),
    ("Exception in thread \"main\" java.lang.IllegalStateException: No cuda library is loaded.",
     "cuda-runtime-lib-missing", "low"),
    ("  Could not get Cuda compute cap: nvcc cannot target gpu arch 90. Available nvcc targets are [35, 37, 50, 52, "
     "53, 60, 61, 62, 70, 72, 75, 80, 86, 87].", "nvcc-unsupported-arch", "high"),
    ("  `nvcc` failed. Ensure that you have CUDA installed and that `nvcc` is in your PATH.: Os { code: 2, kind: "
     "NotFound, message: \"No such file or directory\" }", "toolkit-version-mismatch", "low"),
    ("  Could not get Cuda compute cap: `nvidia-smi` failed. Ensure that you have CUDA installed and that "
     "`nvidia-smi` is in your PATH.", "container-no-gpu-access", "low"),
    # Isaac Gym Preview 4 PhysX, NVIDIA Warp 9934a4e, Taichi / Quadrants: libcuda, memory, driver floors, CPU builds
    ("internal error : libcuda.so!\n[Warning] [carb.gym.plugin] Failed to create a PhysX CUDA Context Manager. "
     "Falling back to CPU.\nPhysics Engine: PhysX\nPhysics Device: cpu\nGPU Pipeline: disabled",
     "driver-not-loaded", "low"),
    ("[Error] [carb.gym.plugin] PxgCudaDeviceMemoryAllocator fail to allocate memory 339738624 bytes!! Result = 2\n"
     "[Error] [carb.gym.plugin] Gym cuda error: an illegal memory access was encountered: "
     "../../../source/plugins/carb/gym/impl/Gym/GymPhysX.cpp: 4210", "cuda-oom", "high"),
    ("RuntimeError: No gym module found for the active version of Python (3.10)", "wheel-platform-unsupported", "high"),
    ("Warp CUDA error: Could not open nvcuda.dll.", "driver-not-loaded", "medium"),
    ("Warp CUDA warning: Warp was built with CUDA Toolkit 12.8, but the driver only supports CUDA 12.2",
     "driver-too-old", "high"),
    ("Warp CUDA error: Failed to get driver entry point 'cuDeviceGetUuid' (CUDA error 500)", "driver-too-old", "low"),
    ("RuntimeError: \"cuda\" device requested but this build of Warp does not support CUDA", "cpu-only-build", "high"),
    ("Warp CUDA error 2: out of memory (in function alloc_device, /builds/omniverse/warp/warp/native/warp.cu:471)",
     "cuda-oom", "high"),
    ("RuntimeError: Failed to allocate 4294967296 bytes on device 'cuda:0'", "cuda-oom", "medium"),
    ("RuntimeError: Conditional graph nodes require CUDA driver 12.4+", "driver-too-old", "high"),
    ("Warning: nvcc not found in PATH or cuda_home, compilation will likely fail", "toolkit-version-mismatch", "low"),
    ("[E 12/07/25 10:00:00.000 1234] [cuda_driver.h:operator()@92] Failed to pre-allocate device memory (err: 2)",
     "cuda-oom", "high"),
    # read after G1058: Lasagne's cuDNN import check (d2a5bb6-23cab68), CUDA 7.5 nvcc on glibc 2.23 headers
    ("  File \"/usr/local/lib/python2.7/dist-packages/Lasagne-0.1.dev-py2.7.egg/lasagne/layers/dnn.py\", line 12, in "
     "<module>\n    raise ImportError(\"dnn not available\")  # pragma: no cover\nImportError: dnn not available",
     "cudnn-lib-missing", "medium"),
    ("/usr/include/string.h: In function ‘void* __mempcpy_inline(void*, const void*, size_t)’:\n"
     "/usr/include/string.h:652:42: error: ‘memcpy’ was not declared in this scope\n   return (char *) memcpy "
     "(__dest, __src, __n) + __n;", "toolkit-version-mismatch", "medium"),
    # DeepSpeed 0.9.5 / 0.14.4 / 0.19.8 op builders, ds_report, launcher, inference kernels; ColossalAI 0.5.0 extensions
    ("Installed CUDA version 12.4 does not match the version torch was compiled with 12.1 but since the APIs are "
     "compatible, accepting this combination", "toolkit-version-mismatch", "low"),
    (" [WARNING]  cpu_adam cuda is missing or is incompatible with installed torch, only cpu ops can be compiled!",
     "toolkit-version-mismatch", "low"),
    (" [WARNING]  Filtered compute capabilities [['7', '0'], ['7', '5']]\nRuntimeError: Unable to load fp_quantizer "
     "op due to no compute capabilities remaining after filtering", "no-kernel-image", "medium"),
    (" [WARNING]  Please install torch CUDA if trying to pre-compile GDS with CUDA", "toolkit-version-mismatch", "low"),
    ("DeepSpeed general environment info:\ntorch install path ............... "
     "['/opt/conda/lib/python3.10/site-packages/torch']\ntorch version .................... 2.3.1+cu121\ntorch cuda "
     "version ............... 12.1\ntorch hip version ................ None\nnvcc version .....................  "
     "[FAIL] cannot find CUDA_HOME via torch.utils.cpp_extension.CUDA_HOME=None \ndeepspeed wheel compiled w. ...... "
     "torch 2.3, cuda 12.1", "toolkit-version-mismatch", "low"),
    ("torch cuda version ............... 11.8\ntorch hip version ................ None\nnvcc version "
     ".....................  [FAIL] nvcc missing \ndeepspeed wheel compiled w. ...... torch 2.0, cuda 11.8",
     "toolkit-version-mismatch", "low"),
    ("[2024-07-11 10:22:01,118] [WARNING] [runner.py:212:fetch_hostfile] Unable to find hostfile, will proceed with "
     "training with local resources only.\nTraceback (most recent call last):\n  File \"/opt/conda/bin/deepspeed\", "
     "line 6, in <module>\n    main()\n  File \"/opt/conda/lib/python3.10/site-packages/deepspeed/launcher/runner.py\""
     ", line 471, in main\n    raise RuntimeError(\"Unable to proceed, no GPU resources available\")\nRuntimeError: "
     "Unable to proceed, no GPU resources available", "no-visible-gpu", "low"),
    ("Failed to create cublas handle: cublasStatus_t was 3\nterminate called after throwing an instance of "
     "'std::runtime_error'\n  what():  Failed to create cublas handle: cublasStatus_t was 3", "cuda-oom", "medium"),
    ("Requested:\t8925478912\nFree:\t3216506880\nTotal:\t25438126080\nRuntimeError: Workspace can't be allocated, no "
     "enough memory.", "cuda-oom", "high"),
    ("Allocatable workspace available (312 tokens) is less than minimum requested workspace (1024 tokens)\n"
     "RuntimeError: Workspace can't be allocated, not enough memory", "cuda-oom", "high"),
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  NCCL AllGather failed",
     "nccl-failure", "medium"),
    ("RuntimeError: CUDA_HOME is None, please set CUDA_HOME to compile C++/CUDA kernels in ColossalAI.",
     "toolkit-version-mismatch", "low"),
    ("Exception: [extension] Failed to build PyTorch extension because the detected CUDA version (12.4) mismatches "
     "the version that was used to compile PyTorch (11.8).Please make sure you have set the CUDA_HOME correctly and "
     "installed the correct PyTorch in https://pytorch.org/get-started/locally/ .", "toolkit-version-mismatch", "high"),
    ("/opt/conda/lib/python3.10/site-packages/colossalai/../extensions/utils.py:96: UserWarning: [extension] The CUDA "
     "version on the system (12.4) does not match with the version (12.1) torch was compiled with. The mismatch is "
     "found in the minor version. As the APIs are compatible, we will allow compilation to proceed. If you encounter "
     "any issue when using the built kernel, please try to build it again with fully matched CUDA versions\n  "
     "warnings.warn(", "toolkit-version-mismatch", "low"),
    ("ValueError: [extension] Cannot retrieve the CUDA version in the PyTorch binary given by torch.version.cuda",
     "cpu-only-build", "medium"),
    (" [WARNING]  sparse_attn cuda is not available from torch\nsparse_attn ............ [NO] ....... [NO]",
     "cpu-only-build", "medium"),
    ("  File \"/opt/conda/lib/python3.10/site-packages/colossalai/inference/modeling/layers/attention.py\", line 412, "
     "in forward\n    inference_ops.decode_kv_cache_memcpy(\nRuntimeError: out of memory", "cuda-oom", "medium"),
    # tinygrad 0.14.0, hidet 0.6.1, Torch-TensorRT 2.14.0, Apache TVM 0.27.0, Modular MAX 26.7.0
    ("  File \"/home/user/.local/lib/python3.12/site-packages/tinygrad/runtime/ops_cuda.py\", line 98, in __init__\n  "
     "  check(cuda.cuInit(0))\n  File \"/home/user/.local/lib/python3.12/site-packages/tinygrad/runtime/support/c.py\""
     ", line 140, in __getattr__\n    if self.nm not in self._loaded_: raise AttributeError(f\"failed to load library "
     "{self.nm}: {self.emsg}\")\nAttributeError: failed to load library cuda: try setting CUDA_PATH?",
     "driver-not-loaded", "medium"),
    ("AttributeError: failed to load library cuda: try setting CUDA_PATH?", "driver-not-loaded", "medium"),
    ("  File \"/home/user/.local/lib/python3.12/site-packages/tinygrad/runtime/support/compiler_cuda.py\", line 52, "
     "in __init__\n    nvrtc_check(nvrtc.nvrtcVersion((nvrtcMajor := ctypes.c_int()), (nvrtcMinor := "
     "ctypes.c_int())))\nAttributeError: failed to load library nvrtc: try setting NVRTC_PATH?",
     "cuda-runtime-lib-missing", "high"),
    ("AttributeError: failed to load library nvjitlink: try setting NVJITLINK_PATH?",
     "cuda-runtime-lib-missing", "high"),
    ("  File \"/home/user/tinygrad/tinygrad/runtime/ops_cuda.py\", line 16, in check\n    raise RuntimeError(f\"CUDA "
     "Error {status}, {error}\")\nRuntimeError: CUDA Error 2, out of memory\n\nThe above exception was the direct "
     "cause of the following exception:\n\nMemoryError: Allocation of 2.00 GB failed on CUDA. Used: 22.41 GB",
     "cuda-oom", "high"),
    ("MemoryError: Allocation of 2.00 GB failed on CUDA. Used: 22.41 GB", "cuda-oom", "medium"),
    ("    |     self.fd:int = fd or os.open(path, flags)\n    | FileNotFoundError: [Errno 2] No such file or "
     "directory: '/dev/nvidia-uvm'", "driver-not-loaded", "low"),
    ("RuntimeError: No device found for 2. Requesting more devices than the system has?",
     "invalid-device-ordinal", "medium"),
    ("MemoryError: rm_alloc returned 81: NV_ERR_NO_MEMORY\n\nThe above exception was the direct cause of the "
     "following exception:\n\nMemoryError: Allocation of 4.00 GB failed on NV. Used: 20.12 GB", "cuda-oom", "high"),
    ("  File \"/opt/conda/lib/python3.10/site-packages/hidet/backend/build.py\", line 121, in _resolve_nvcc_path\n    "
     "raise FileNotFoundError('Can not find nvcc compiler.')\nFileNotFoundError: Can not find nvcc compiler.",
     "toolkit-version-mismatch", "low"),
    ("  File \"/opt/conda/lib/python3.10/site-packages/hidet/runtime/storage.py\", line 403, in allocate\n    raise "
     "MemoryError(\nMemoryError: Can not allocate 4096 MiB from cuda:0 device. Status of cuda:0 memory pool\n   "
     "Allocated: 22016 MiB\n        Peak: 22528 MiB\n    Reserved: 0 Bytes\n      Active: 22016 MiB",
     "cuda-oom", "high"),
    ("  File \"/opt/conda/lib/python3.10/site-packages/hidet/cuda/capability.py\", line 83, in capability\n    raise "
     "ValueError(f'Unsupported CUDA architecture {arch}')\nValueError: Unsupported CUDA architecture sm_61",
     "no-kernel-image", "medium"),
    ("RuntimeError: NCCL is not found.", "cuda-runtime-lib-missing", "medium"),
    ("RuntimeError: [Error thrown at core/runtime/TRTEngine.cpp:170] Expected most_compatible_device to be true but "
     "got false\nNo compatible device was found for instantiating TensorRT engine", "no-kernel-image", "medium"),
    ("WARNING: [Torch-TensorRT] - Configured SM capability 8.0 does not match with current device SM capability 7.5 "
     "(Device(ID: 0, Name: Tesla T4, SM Capability: 7.5, Type: GPU)). Switching device context\nRuntimeError: [Error "
     "thrown at core/runtime/execute_engine.cpp:56] Expected new_target_device_opt to be true but got false\nNo "
     "compatible device found on system to run program.\n Program targets Device(ID: 0, Name: NVIDIA A100-SXM4-80GB, "
     "SM Capability: 8.0, Type: GPU)\n Available targets: \n Device(ID: 0, Name: Tesla T4, SM Capability: 7.5, Type: "
     "GPU)\n(runtime.select_cuda_device)", "no-kernel-image", "high"),
    ("WARNING: [Torch-TensorRT] - Configured SM capability 8.6 does not match with current device SM capability 8.9 "
     "(Device(ID: 0, Name: NVIDIA GeForce RTX 4090, SM Capability: 8.9, Type: GPU)). Switching device context",
     "no-kernel-image", "low"),
    ("  File \"/usr/local/lib/python3.11/dist-packages/torch_tensorrt/runtime/_utils.py\", line 86, in "
     "_select_rt_device\n    assert (\nAssertionError: Could not find a compatible device on the system to run TRT "
     "Engine", "no-kernel-image", "medium"),
    ("WARNING:torch_tensorrt.runtime._utils:Configured SM capability (8, 0) does not match with current device SM "
     "capability (7, 5). Switching device context.", "no-kernel-image", "low"),
    ("  File \"/usr/local/lib/python3.11/site-packages/tvm/support/nvcc.py\", line 778, in find_cuda_path\n    raise "
     "RuntimeError(\"Cannot find CUDA path\")\nRuntimeError: Cannot find CUDA path", "toolkit-version-mismatch", "low"),
    ("RuntimeError: Cannot find libdevice for arch 89", "cuda-runtime-lib-missing", "medium"),
    ("/usr/local/lib/python3.11/site-packages/tvm/support/nvcc.py:1018: UserWarning: Cannot find libdevice path\n  "
     "warnings.warn(\"Cannot find libdevice path\")", "cuda-runtime-lib-missing", "medium"),
    ("Your current NVIDIA GPU driver version is not supported.\n  Required: driver version >= 580\nFor information "
     "about how to update your driver, see https://modul.ar/gpu-requirements.", "driver-too-old", "high"),
    ("To run on an older driver, set the MODULAR_NVPTX_COMPILER_PATH environment variable to the path of a system "
     "`ptxas` binary. For more information, see https://modul.ar/gpu-requirements.", "driver-too-old", "medium"),
    ("ValueError: failed to create device: Only NVIDIA Turing (sm_75) architectures or higher are supported. Your GPU "
     "has compute capability 6.1", "no-kernel-image", "high"),
    ("ValueError: GPU id 1 requested but only GPU IDs [0] are available. Use valid device IDs or '--devices=cpu'.",
     "invalid-device-ordinal", "medium"),
    ("max.serve._exceptions.OOMError: \nGPU ran out of memory during model execution.\n\nThis typically happens "
     "when:\n1. The model's runtime memory usage is too large for your GPU's memory\n2. The batch size is too large "
     "for the available memory", "cuda-oom", "high"),
    ("RuntimeError: Insufficient cache memory to allocate even a single page.\nOne page requires 128.00 MiB but only "
     "0.00 B are available.", "cuda-oom", "medium"),
    # vLLM 0.10.2 / 0.34.0, SGLang 0.5.23, LMDeploy 0.18.0, exllamav2 0.3.2, TGI (db931fc)
    ("(EngineCore_0 pid=2871) ERROR 09-15 10:12:33 [core.py:712]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py\", line 180, in init_device\n"
     "(EngineCore_0 pid=2871) ERROR 09-15 10:12:33 [core.py:712]     raise ValueError(\n(EngineCore_0 pid=2871) ERROR "
     "09-15 10:12:33 [core.py:712] ValueError: Free memory on device (5.12/79.19 GiB) on startup is less than desired "
     "GPU memory utilization (0.9, 71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other "
     "processes.", "cuda-oom", "high"),
    ("ValueError: Externally held weights on device cuda:0 (75.00/79.19 GiB) exceed the desired GPU memory "
     "utilization (0.9, 71.27 GiB). Increase GPU memory utilization or reduce GPU memory used by other processes.",
     "cuda-oom", "medium"),
    ("RuntimeError: CUDART error: out of memory", "cuda-oom", "high"),
    ("RuntimeError: GPU driver error 2: out of memory", "cuda-oom", "high"),
    ("RuntimeError: Could not load libcuda.so.1. The GPU driver library is required for VMM-backed tensors.",
     "driver-not-loaded", "medium"),
    ("IndexError: device_id 2 is out of range for assigned_physical_gpu_ids [0, 1] (2 devices assigned)",
     "invalid-device-ordinal", "medium"),
    ("AssertionError: DP adjusted local rank 2 is out of bounds for 2 devices.", "invalid-device-ordinal", "medium"),
    ("AssertionError: local_world_size (4) exceeds assigned_physical_gpu_ids count (2)",
     "invalid-device-ordinal", "medium"),
    ("ValueError: World size (4) is larger than the number of available GPUs (2) in this node. If this is intentional "
     "and you are using:\n- ray, set '--distributed-executor-backend ray'.\n- multiprocessing, set '--nnodes' "
     "appropriately.", "invalid-device-ordinal", "medium"),
    ("ValueError: World size (2) is larger than the number of available GPUs (0) in this node. If this is intentional "
     "and you are using:\n- ray, set '--distributed-executor-backend ray'.\n- multiprocessing, set '--nnodes' "
     "appropriately.", "no-visible-gpu", "medium"),
    ("RuntimeError: driver node id 5c2a0bfe1d3e9b2f7c8e4a6d is not included in a placement group "
     "PlacementGroupID(3f2a9c). Node id -> bundles {'7d1e0a': [0, 1]}. You don't have enough GPUs available in a "
     "current node. Check `ray status` and `ray list nodes` to see if you have available GPUs in a node "
     "`5c2a0bfe1d3e9b2f7c8e4a6d` before starting an vLLM engine.", "invalid-device-ordinal", "low"),
    ("ValueError: Cannot provide a placement group requiring 8 GPUs (placement_group_specs=[{'GPU': 1.0, "
     "'node:10.0.0.5': 0.001}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, "
     "{'GPU': 1.0}]) within 1800 seconds.\nTensor parallel size may exceed available GPUs in your cluster. Check "
     "resources with `ray status` and `ray list nodes`.", "invalid-device-ordinal", "low"),
    ("WARNING 11-20 10:00:00 [ray_utils.py:293] Tensor parallel size (8) exceeds available GPUs (4). This may result "
     "in Ray placement group allocation failures. Consider reducing tensor_parallel_size to 4 or less, or ensure your "
     "Ray cluster has 8 GPUs available.", "invalid-device-ordinal", "low"),
    ("ValueError: Ray does not allocate any GPUs on the driver node.Driver IP: 10.0.0.5, worker IPs: 10.0.0.6, "
     "10.0.0.6.Consider adjusting the Ray placement group or running the driver on a GPU node.",
     "no-visible-gpu", "low"),
    ("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=128, "
     "dtype=torch.float16, kv_cache_dtype=auto, block_size=16, use_mla=False, has_sink=False, use_sparse=False, "
     "use_mm_prefix=False, use_per_head_quant_scales=False, attn_type=decoder, has_sliding_window=False, "
     "use_non_causal=False, use_batch_invariant=False, use_kv_connector=False, use_adaptive_verification=False, "
     "use_pcp=False, use_dcp=False, use_rswa=False). Reasons: {FLASH_ATTN: [compute capability not supported], "
     "FLASHINFER: [compute capability not supported], TRITON_ATTN: [compute capability not supported], "
     "FLEX_ATTENTION: [compute capability not supported]}.", "no-kernel-image", "low"),
    ("ValueError: Loaded weights leave no GPU memory for the KV cache under --mem-fraction-static=0.88. Raise "
     "--mem-fraction-static above 0.912 (minimum viable = 1 - available/pre = 0.9115). If using speculative decoding, "
     "draft weights are now counted.", "cuda-oom", "medium"),
    ("RuntimeError: Not enough GPU memory for hybrid (mamba/linear-attention) state cache. Computed "
     "max_mamba_cache_size=0 (total_rest_memory=0.85 GB, mamba_cache_per_req=96.00 MB). Try: (1) reduce "
     "--max-running-requests, (2) increase --mem-fraction-static, (3) reduce --speculative-num-draft-tokens, or",
     "cuda-oom", "medium"),
    ("[2026-11-02 10:00:00 TP0] KV cache pool is full. Retract requests. #retracted_reqs: 3, #new_tokens_gained: "
     "1024, #new_token_ratio: 0.7000 -> 0.8500", "cuda-oom", "low"),
    ("[2026-11-02 10:00:00 TP0] KV pool holds 12000 tokens, fewer than --context-length 32768. One full-length "
     "request cannot fit, so long requests will be refused or truncated at serving time. Lower --context-length, "
     "raise --mem-fraction-static, or free memory taken before the pool is sized.", "cuda-oom", "low"),
    ("2026-09-30 10:00:00,000 - lmdeploy - WARNING - base.py:382 - No enough memory. Update max_prefill_token_num=1024",
     "cuda-oom", "low"),
    ("2026-09-30 10:00:00,000 - lmdeploy - WARNING - engine_loop.py:461 - no next prefill running request, Maybe "
     "cache is full, gpu cache usage: 98.0%", "cuda-oom", "low"),
    ("[TM][ERROR] dp0 ID 12: cache out of memory, no request can be admitted; failing head-of-line request",
     "cuda-oom", "medium"),
    ("[2026-11-02 10:00:00 TP0] Failed to load NCCL library from libnccl.so.2 . It is expected if you are not running "
     "on NVIDIA/AMD/MTHREADS GPUs. Otherwise, the nccl library might not exist, be corrupted or it does not support "
     "the current platform Linux-5.15.0-105-generic-x86_64-with-glibc2.35. If you already have the library, please "
     "set the environment variable SGLANG_NCCL_SO_PATH to point to the correct nccl library path.",
     "cuda-runtime-lib-missing", "medium"),
    ("ValueError: The hpc_ops attention backend requires an SM90 (Hopper) GPU (the HPC-Ops kernels ship sm90a only), "
     "got sm86.", "no-kernel-image", "medium"),
    ("NotImplementedError: Using quantized Marlin models requires a GPU with CUDA capability 8.0 or later.",
     "no-kernel-image", "medium"),
    ("2026-09-30 10:00:00,000 - lmdeploy - ERROR - base.py:55 - <CUDA> check failed!\nmodel_format=fp8 requires "
     "sm>=9.0.", "no-kernel-image", "low"),
    ("RuntimeError: Speculative decoding on CUDA requires FlashAttention-3 (FA3), which needs SM80+ (Ampere and "
     "above) with CUDA >= 12.3 and flash-attn installed. Detected: SM7.5, CUDA 12.1. Please ensure your GPU meets "
     "SM80+, CUDA >= 12.3, and flash-attn is installed, or disable speculative decoding.", "no-kernel-image", "low"),
    ("2026-09-30 10:00:00,000 - lmdeploy - WARNING - model.py:61 - Device does not support bfloat16.",
     "no-kernel-image", "low"),
    ("RuntimeError: Insufficient VRAM for model and cache", "cuda-oom", "high"),
    ("AssertionError: Insufficient space in device allocation", "cuda-oom", "medium"),
    # XGBoost 1.7.6 / 2.1.4 / 3.2.0 (and on Spark), LightGBM 4.6 (CUDA, OpenCL), CatBoost 1.2.10, faiss-gpu-cu12
    ("/home/user/.local/lib/python3.8/site-packages/xgboost/core.py:265: FutureWarning: Your system has an old "
     "version of glibc (< 2.28). We will stop supporting Linux distros with glibc older than 2.28 after **May 31, "
     "2025**. Please upgrade to a recent Linux distro (with glibc 2.28+) to use future versions of XGBoost.\nNote: "
     "You have installed the 'manylinux2014' variant of XGBoost. Certain features such as GPU algorithms or federated "
     "learning are not available. To use these features, please upgrade to a recent Linux distro with glibc 2.28+, "
     "and install the 'manylinux_2_28' variant.\n  warnings.warn(", "cpu-only-build", "medium"),
    ("xgboost.core.XGBoostError: [13:11:09] ../src/gbm/gbtree.cc:568: Check failed: common::AllVisibleGPUs() >= 1 (0 "
     "vs. 1) : No visible GPU is found for XGBoost.\nStack trace:\n  [bt] (0) "
     "/usr/local/lib/python3.10/dist-packages/xgboost/lib/libxgboost.so(+0x1a3f39) [0x7f6d2a5a3f39]",
     "no-visible-gpu", "low"),
    ("[13:11:09] WARNING: ../src/learner.cc:339: No visible GPU is found, setting `gpu_id` to -1",
     "no-visible-gpu", "low"),
    ("[10:05:44] WARNING: /__w/xgboost/xgboost/src/context.cc:62: Only 1 GPUs are visible, setting device ordinal to 0",
     "invalid-device-ordinal", "medium"),
    ("xgboost.core.XGBoostError: [13:11:09] ../src/learner.cc:343: Check failed: gpu_id == kCpuId || gpu_id < n_gpus "
     ": Only 2 GPUs are visible, gpu_id 2 is invalid.", "invalid-device-ordinal", "high"),
    ("[13:11:09] WARNING: ../src/learner.cc:347: Only 1 GPUs are visible, setting `gpu_id` to 0",
     "invalid-device-ordinal", "medium"),
    ("[13:11:09] WARNING: ../src/common/device_helpers.cuh:213: CUDA Capability Major/Minor version number: 3.0 is "
     "insufficient.  Need >=3.5 for device: 0", "no-kernel-image", "high"),
    ("[09:41:27] WARNING: /workspace/src/common/device_helpers.cuh:181: CUDA Capability Major/Minor version number: "
     "3.0 is insufficient.  Need >=3.5 for device: 0", "no-kernel-image", "high"),
    ("RuntimeError: Couldn't get the gpu id, Please check the GPU resource configuration", "no-visible-gpu", "low"),
    ("ValueError: The `spark.executor.resource.gpu.amount` is required for training on GPU.", "no-visible-gpu", "low"),
    ("[LightGBM] [Fatal] [CUDA] out of memory /home/user/LightGBM/include/LightGBM/cuda/cuda_utils.hu 60\n\n"
     "lightgbm.basic.LightGBMError: [CUDA] out of memory /home/user/LightGBM/include/LightGBM/cuda/cuda_utils.hu 60",
     "cuda-oom", "high"),
    ("[LightGBM] [Info] Size of histogram bin entry: 8\n[LightGBM] [Info] 28 dense feature groups (2670.33 MB) "
     "transferred to GPU in 1.312012 secs. 0 sparse feature groups\nlightgbm.basic.LightGBMError: Memory Object "
     "Allocation Failure", "cuda-oom", "medium"),
    ("_catboost.CatBoostError: /src/catboost/library/cpp/cuda/wrappers/base.h:91: CUDA error 2: out of memory",
     "cuda-oom", "high"),
    ("Got CUDA error 2: out of memory while processing exception: "
     "/src/catboost/catboost/cuda/cuda_lib/memory_pool/stack_like_memory_pool.h:314: Error: Out of memory. Requested "
     "2304 MB; Free 873 MB", "cuda-oom", "high"),
    ("_catboost.CatBoostError: /src/catboost/catboost/cuda/cuda_lib/memory_pool/stack_like_memory_pool.h:314: Error: "
     "Out of memory. Requested 2304 MB; Free 873 MB", "cuda-oom", "medium"),
    ("Warning: less than 75% GPU memory available for training. Free: 730.125 Total: 15095.0625", "cuda-oom", "low"),
    ("Faiss assertion 'err__ == cudaSuccess' failed in void faiss::gpu::StandardGpuResourcesImpl::initializeForDevice("
     "int) at /project/faiss/faiss/gpu/StandardGpuResources.cpp:405; details: CUDA error 2 out of memory\nAborted "
     "(core dumped)", "cuda-oom", "high"),
    ("Traceback (most recent call last):\n  File \"build_index.py\", line 22, in <module>\n    index = "
     "faiss.GpuIndexFlatL2(res, 768)\nRuntimeError: Error in faiss::gpu::GpuIndex::GpuIndex(std::shared_ptr<faiss::gpu"
     "::GpuResourcesProvider>, int, faiss::MetricType, float, faiss::gpu::GpuIndexConfig) at "
     "/project/faiss/faiss/gpu/GpuIndex.cu:65: Error: 'config_.device < getNumDevices()' failed: Invalid GPU device 0",
     "no-visible-gpu", "low"),
    ("  File \"/home/user/.venv/lib/python3.11/site-packages/faiss/loader.py\", line 46, in _load_shared_library\n    "
     "raise FileNotFoundError(msg)\nFileNotFoundError: libcublas.so.12 file isn't found in nvidia-cublas-cu12",
     "cuda-runtime-lib-missing", "high"),
    ("  File \"/home/user/.venv/lib/python3.11/site-packages/faiss/loader.py\", line 40, in _load_shared_library\n    "
     "for file in distribution(preload_target[\"package\"]).files:\nimportlib.metadata.PackageNotFoundError: No "
     "package metadata was found for nvidia-cuda-runtime-cu12", "cuda-runtime-lib-missing", "medium"),
    # PaddlePaddle 3.0 / 3.3.1: FlashAttention checks, plugin-GPU allocator, CPU-build refusals, custom-op build
    ("OSError: (External) Error in Flash-Attention, detail information is: `is_sm8x || is_sm90` check failed at "
     "/paddle/third_party/flashattn/csrc/capi/flash_attn.cu:680\n  [Hint: Expected status == true, but received "
     "status:0 != true:1.] (at /paddle/paddle/phi/kernels/gpu/flash_attn_utils.h:373)", "no-kernel-image", "high"),
    ("OSError: (External) Error in Flash-Attention, detail information is: `is_sm8x || is_sm90_or_larger` check "
     "failed at /paddle/third_party/flashattn/csrc/capi/flash_attn.cu:73\n  [Hint: Expected status == true, but "
     "received status:0 != true:1.] (at /paddle/paddle/phi/kernels/gpu/flash_attn_utils.h:373)",
     "no-kernel-image", "high"),
    ("OSError: (External) Error in Flash-Attention, detail information is: `is_sm80 || is_sm90` check failed at "
     "/paddle/third_party/flashattn/csrc/capi/flash_attn.cu:90\n  [Hint: Expected status == true, but received "
     "status:0 != true:1.] (at /paddle/paddle/phi/kernels/gpu/flash_attn_utils.h:373)", "no-kernel-image", "medium"),
    ("MemoryError: (ResourceExhausted) Out of memory error on iluvatar_gpu:0. Cannot allocate 2.000000GB memory on "
     "iluvatar_gpu:0, available memory is only 512.000000MB.\nPlease check whether there is any other process using "
     "iluvatar_gpu:0.\n1. If yes, please stop them, or start PaddlePaddle on another iluvatar_gpu.\n2. If no, please "
     "decrease the batch size of your model.", "cuda-oom", "high"),
    ("Out of memory error on metax_gpu 0. total memory is 64.000000GB, used memory is 63.500000GB, available memory "
     "is only 512.000000MB.", "cuda-oom", "high"),
    ("RuntimeError: (Unavailable) Paddle can't use CUDA device since it's not compiled with CUDA,Please recompile or "
     "reinstall Paddle with GPU support. (at /paddle/paddle/fluid/pybind/place.cc:412)", "cpu-only-build", "high"),
    ("RuntimeError: (Unavailable) Paddle can't use CUDAPinned device since it's not compiled with CUDA,Please "
     "recompile or reinstall Paddle with GPU support. (at /paddle/paddle/fluid/pybind/place.cc:486)",
     "cpu-only-build", "high"),
    ("RuntimeError: (Unavailable) Paddle is not compiled with CUDA. Cannot visit device count. (at "
     "/paddle/paddle/fluid/pybind/pybind.cc:2411)", "cpu-only-build", "high"),
    ("RuntimeError: (Unavailable) Paddle is not compiled with CUDA. Cannot visit device synchronize. (at "
     "/paddle/paddle/fluid/pybind/pybind.cc:2440)", "cpu-only-build", "high"),
    ("RuntimeError: (InvalidArgument) Argument use_device should not be kCUDA when Paddle is not compiled with CUDA. "
     "(at /paddle/paddle/fluid/framework/parallel_executor.cc:640)", "cpu-only-build", "high"),
    ("RuntimeError: (PreconditionNotMet) Fluid is not compiled with CUDA/XPU. (at "
     "/paddle/paddle/fluid/platform/device_context.cc:95)", "cpu-only-build", "high"),
    ("RuntimeError: Paddle is not compiled with CUDA or Custom Device, cannot determine CUDA arch.",
     "cpu-only-build", "high"),
    ("AssertionError: Not found CUDA runtime,                             please use `export CUDA_HOME= XXX` to "
     "specify it.", "toolkit-version-mismatch", "low"),
    ("AssertionError: Not found CUDA runtime, please use `export CUDA_HOME= XXX` to specify it.",
     "toolkit-version-mismatch", "low"),
    ("RuntimeError: (Unavailable) Cannot find CUDA or ROCM include path.Please check whether CUDA or ROCM is "
     "installed in the default installation path, or specify it by export FLAGS_cuda_dir=xxx. (at "
     "/paddle/paddle/phi/backends/device_code.cc:175)", "toolkit-version-mismatch", "low"),
    # GStreamer nvcodec 1.22 / 1.24+, DeepStream Python apps (cb7fd9c), Savant's platform probe
    ("$ gst-inspect-1.0 nvcodec\nPlugin Details:\n  Name                     nvcodec\n  Description              "
     "GStreamer NVCODEC plugin\n  Filename                 /usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstnvcodec.so\n "
     " Version                  1.24.2\n  License                  LGPL\n  Source module            gst-plugins-bad\n"
     "\n  Warning: CUDA library \"libcuda.so.1\" was not found.\n\n  0 features:", "driver-not-loaded", "low"),
    ("$ gst-inspect-1.0 nvcodec\n  Version                  1.24.2\n  Warning: NVENC library "
     "\"libnvidia-encode.so.1\" was not found.\n\n  Warning: NVDEC library \"libnvcuvid.so.1\" was not found.\n\n  0 "
     "features:", "container-no-gpu-access", "medium"),
    ("0:00:00.031245678 48213 0x55d3a46f2c00 WARN                 nvenc "
     "../sys/nvcodec/gstnvenc.c:911:gst_nvenc_load_library: Could not open library libnvidia-encode.so.1, "
     "libnvidia-encode.so.1: cannot open shared object file: No such file or directory\n0:00:00.031245678 48213 "
     "0x55d3a46f2c00 WARN               nvcodec ../sys/nvcodec/plugin.c:100:plugin_init: Failed to load nvenc "
     "library\n0:00:00.031245678 48213 0x55d3a46f2c00 WARN                 nvdec "
     "../sys/nvcodec/gstcuvidloader.c:89:gst_cuvid_load_library: Could not open library libnvcuvid.so.1, "
     "libnvcuvid.so.1: cannot open shared object file: No such file or directory\n0:00:00.031245678 48213 "
     "0x55d3a46f2c00 WARN               nvcodec ../sys/nvcodec/plugin.c:105:plugin_init: Failed to load nvdec library",
     "container-no-gpu-access", "medium"),
    ("$ docker run --rm --gpus all -e NVIDIA_DRIVER_CAPABILITIES=compute,utility my-gst-image gst-inspect-1.0 "
     "nvcodec\n  Version                  1.24.2\n  Warning: NVENC library \"libnvidia-encode.so.1\" was not found.\n"
     "\n  Warning: NVDEC library \"libnvcuvid.so.1\" was not found.\n\n  0 features:",
     "container-no-gpu-access", "medium"),
    ("0:00:00.031245678 48213 0x55d3a46f2c00 WARN           cudacontext "
     "../gst-libs/gst/cuda/gstcudacontext.cpp:408:gst_create_cucontext: Device with id 2 does not exist\n"
     "0:00:00.031245678 48213 0x55d3a46f2c00 ERROR          GST_CONTEXT "
     "../gst-libs/gst/cuda/gstcudautils.cpp:229:gst_cuda_ensure_element_context:<nvh264dec0>: Failed to create CUDA "
     "context with device-id 2", "invalid-device-ordinal", "medium"),
    ("0:00:00.031245678 48213 0x55d3a46f2c00 WARN           cudacontext "
     "../gst-libs/gst/cuda/gstcudacontext.cpp:408:gst_create_cucontext: Device with id 2 does not exist",
     "invalid-device-ordinal", "medium"),
    ("0:00:00.031245678 48213 0x55d3a46f2c00 ERROR            nvencoder "
     "../sys/nvcodec/gstnvencoder.cpp:1087:gst_nv_encoder_open_encode_session:<nvh264enc3>: Failed to open session, "
     "status: NV_ENC_ERR_OUT_OF_MEMORY (10)\nERROR: from element /GstPipeline:pipeline0/GstNvH264Enc:nvh264enc3: "
     "Could not encode stream.\nAdditional debug info:\n../sys/nvcodec/gstnvencoder.cpp(1251): "
     "gst_nv_encoder_init_session (): /GstPipeline:pipeline0/GstNvH264Enc:nvh264enc3:\nFailed to open session",
     "gpu-busy-unavailable", "medium"),
    ("0:00:00.031245678 48213 0x55d3a46f2c00 ERROR            nvencoder "
     "../sys/nvcodec/gstnvencoder.cpp:1087:gst_nv_encoder_open_encode_session:<nvh264enc3>: Failed to open session, "
     "status: NV_ENC_ERR_OUT_OF_MEMORY (10)", "gpu-busy-unavailable", "medium"),
    ("0:00:00.031245678 48213 0x55d3a46f2c00 ERROR            nvencoder "
     "../sys/nvcodec/gstnvencobject.cpp:176:CreateInstance: NvEnc API call failed: 0xa, NV_ENC_ERR_OUT_OF_MEMORY\n"
     "0:00:00.031245678 48213 0x55d3a46f2c00 ERROR            nvencoder "
     "../sys/nvcodec/gstnvencobject.cpp:178:CreateInstance:<cudacontext0>: NvEncOpenEncodeSessionEx failed\n"
     "0:00:00.031245678 48213 0x55d3a46f2c00 WARN             nvencoder "
     "../sys/nvcodec/gstnvencobject.cpp:180:CreateInstance: CUDA call failed: CUDA_ERROR_NO_DEVICE, no CUDA-capable "
     "device is detected\nERROR: from element /GstPipeline:pipeline0/GstNvCudaH264Enc:nvcudah264enc0: Could not "
     "encode stream.\nAdditional debug info:\n../sys/nvcodec/gstnvencoder.cpp(1262): gst_nv_encoder_init_session (): "
     "/GstPipeline:pipeline0/GstNvCudaH264Enc:nvcudah264enc0:\nFailed to open session",
     "gpu-busy-unavailable", "medium"),
    ("0:00:00.031245678 48213 0x55d3a46f2c00 ERROR            nvencoder "
     "../sys/nvcodec/gstnvencobject.cpp:176:CreateInstance: NvEnc API call failed: 0xa, NV_ENC_ERR_OUT_OF_MEMORY",
     "gpu-busy-unavailable", "medium"),
    ("0:00:00.031245678 48213 0x55d3a46f2c00 WARN               nvcodec ../sys/nvcodec/plugin.c:114:plugin_init: "
     "Failed to init cuda, ret: 0x64", "no-visible-gpu", "low"),
    ("ERROR: Cuda init failed: 100", "no-visible-gpu", "low"),
    ("$ docker run -it --rm nvcr.io/nvidia/deepstream:7.0-triton-multiarch\n# python3 deepstream_test_1.py "
     "/opt/nvidia/deepstream/deepstream/samples/streams/sample_720p.h264\nERROR: Cuda init failed: 100",
     "container-no-gpu-access", "medium"),
    ("ERROR: Getting cuda device property failed: 35", "driver-too-old", "medium"),
    ("  File \"/opt/savant/savant/utils/platform.py\", line 48, in get_platform_info\n    subprocess.check_output(\n"
     "FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi'", "container-no-gpu-access", "low"),
    ("$ gst-inspect-1.0 nvcodec\n  Version                  1.26.2\n  Info: CUDA runtime compilation library "
     "\"libnvrtc.so\" was not found, check CUDA toolkit package installation\n", "cuda-runtime-lib-missing", "medium"),
    # scikit-cuda (3c1338c): a CUDA library it cannot load, on Windows and on Linux
    ("  File \"C:\\Users\\user\\Anaconda3\\lib\\site-packages\\skcuda\\cusolver.py\", line 65, in <module>\n    raise "
     "OSError('cusolver library not found')\nOSError: cusolver library not found", "windows-dll-not-found", "medium"),
    ("  File \"/home/user/.local/lib/python3.8/site-packages/skcuda/cublas.py\", line 56, in <module>\n    raise "
     "OSError('cublas library not found')\nOSError: cublas library not found", "cuda-runtime-lib-missing", "medium"),
    # faceswap (1.0 to current), FaceFusion, roop and Deep-Live-Cam
    ("lib.utils.FaceswapError: There was an error reading from the Nvidia Machine Learning Library. The most likely "
     "cause is incorrectly installed drivers. If this is the case, Please remove and reinstall your Nvidia drivers "
     "before reporting. Original Error: Driver Not Loaded", "driver-not-loaded", "high"),
    ("lib.utils.FaceswapError: An unhandled exception occurred reading from the Nvidia Machine Learning Library. "
     "Original error: Driver/library version mismatch", "nvml-driver-library-mismatch", "high"),
    ("06/24/2026 11:08:45 ERROR    You do not have enough GPU memory available to train the selected model at the "
     "selected settings. You can try a number of things:\n06/24/2026 11:08:45 ERROR    1) Close any other application "
     "that is using your GPU (web browsers are particularly bad for this).\n06/24/2026 11:08:45 ERROR    2) Lower the "
     "batchsize (the amount of images fed into the model each iteration).\n06/24/2026 11:08:45 ERROR    3) Try "
     "enabling 'Mixed Precision' training.\n06/24/2026 11:08:45 ERROR    4) Use a more lightweight model, or select "
     "the model's 'LowMem' option (in config) if it has one.", "cuda-oom", "high"),
    ("06/24/2026 11:08:45 ERROR    You do not have enough GPU memory available to train the selected model at the "
     "selected settings. You can try a number of things:", "cuda-oom", "high"),
    ("06/24/2026 11:12:03 ERROR    You do not have enough GPU memory available to run detection at the selected batch "
     "size. Youcan try a number of things:\n06/24/2026 11:12:03 ERROR    1) Close any other application that is using "
     "your GPU (web browsers are particularly bad for this).\n06/24/2026 11:12:03 ERROR    2) Try again. Sometimes "
     "this can be a transient issue when you are close to VRAM capacity.\n06/24/2026 11:12:03 ERROR    3) Lower the "
     "batch size (the amount of images fed into the model) by editing the plugin settings (GUI: Settings > Configure "
     "extract settings, CLI: Edit the file faceswap/config/extract.ini).", "cuda-oom", "high"),
    ("12/21/2025 02:50:11 ERROR    You do not have enough GPU memory available to run recognition at the selected "
     "batch size. You can try a number of things:\n12/21/2025 02:50:11 ERROR    1) Close any other application that "
     "is using your GPU (web browsers are particularly bad for this).", "cuda-oom", "high"),
    ("06/18/2023 11:20:03 setup            _check_cuda                    ERROR    CUDA not found. Install and try "
     "again.\nRecommended version:      CUDA 10.1     cuDNN 7.6\nCUDA: https://developer.nvidia.com/cuda-downloads\n"
     "cuDNN: https://developer.nvidia.com/rdp/cudnn-download", "cuda-runtime-lib-missing", "medium"),
    ("06/18/2023 12:01:55 ERROR    You do not have enough GPU memory available to run detection at the selected batch "
     "size. You can try a number of things:\n06/18/2023 12:01:55 ERROR    1) Close any other application that is "
     "using your GPU (web browsers are particularly bad for this).\n06/18/2023 12:01:55 ERROR    2) Lower the "
     "batchsize (the amount of images fed into the model) by editing the plugin settings (GUI: Settings > Configure "
     "extract settings, CLI: Edit the file faceswap/config/extract.ini).\n06/18/2023 12:01:55 ERROR    3) Enable "
     "'Single Process' mode.", "cuda-oom", "high"),
    ("10/06/2019 19:31:12 ERROR    Your Nvidia Graphics Driver is insufficient for running Faceswap. Please upgrade "
     "to the latest version.", "driver-too-old", "high"),
    ("An unhandled exception occured loading pynvml. Original error: Driver/library version mismatch",
     "nvml-driver-library-mismatch", "high"),
    ("usage: facefusion.py run [-h] [--config-path CONFIG_PATH] [--temp-path TEMP_PATH] [--jobs-path JOBS_PATH] "
     "[--source-paths SOURCE_PATHS [SOURCE_PATHS ...]]\nfacefusion.py run: error: argument --execution-providers: "
     "invalid choice: 'cuda' (choose from cpu)", "cpu-only-build", "high"),
    ("facefusion.py headless-run: error: argument --execution-providers: invalid choice: 'cuda' (choose from 'cpu')",
     "cpu-only-build", "high"),
    ("run.py: error: argument --execution-provider: invalid choice: 'cuda' (choose from 'azure', 'cpu')",
     "cpu-only-build", "high"),
    ("usage: run.py [-h] [-s SOURCE_PATH] [-t TARGET_PATH] [-o OUTPUT_PATH] [--frame-processor FRAME_PROCESSOR "
     "[FRAME_PROCESSOR ...]] [--keep-fps] [--keep-frames] [--skip-audio] [--many-faces] [--reference-face-position "
     "REFERENCE_FACE_POSITION] [--reference-frame-number REFERENCE_FRAME_NUMBER] [--similar-face-distance "
     "SIMILAR_FACE_DISTANCE] [--temp-frame-format {jpg,png}] [--temp-frame-quality [0-100]] [--output-video-encoder "
     "{libx264,libx265,libvpx-vp9,h264_nvenc,hevc_nvenc}] [--output-video-quality [0-100]] [--max-memory MAX_MEMORY] "
     "[--execution-provider {cpu} [{cpu} ...]] [--execution-threads EXECUTION_THREADS] [-v]\nrun.py: error: argument "
     "--execution-provider: invalid choice: 'cuda' (choose from 'cpu')", "cpu-only-build", "high"),
    ("You are using --gpu flag but CUDA isn't available or properly installed on your system.",
     "cpu-only-build", "low"),
    ("You are using --gpu=nvidia flag but CUDA isn't available or properly installed on your system.",
     "cpu-only-build", "low"),
    ("You are using --gpu flag but CUDA isn't available on your system.", "cpu-only-build", "low"),
    ("usage: run.py [-h] [-s SOURCE_PATH] [-t TARGET_PATH] [-o OUTPUT_PATH] [--frame-processor "
     "{face_swapper,face_enhancer} [{face_swapper,face_enhancer} ...]] [--keep-fps] [--keep-audio] [--keep-frames] "
     "[--many-faces] [--nsfw-filter] [--map-faces] [--mouth-mask] [--video-encoder {libx264,libx265,libvpx-vp9}] "
     "[--video-quality [0-51]] [--live-mirror] [--live-resizable] [--max-memory MAX_MEMORY] [--execution-provider "
     "{azure,cpu} [{azure,cpu} ...]] [--execution-threads EXECUTION_THREADS] [-v]\nrun.py: error: argument "
     "--execution-provider: invalid choice: 'cuda' (choose from azure, cpu)", "cpu-only-build", "high"),
    ("10/06/2019 19:30:58 WARNING  There was an error reading from the Nvidia Machine Learning Library. Either you do "
     "not have an Nvidia GPU (in which case this warning can be ignored) or the most likely cause is incorrectly "
     "installed drivers. If this is the case, Please remove and reinstall your Nvidia drivers before "
     "reporting.Original Error: Driver Not Loaded", "driver-not-loaded", "high"),
    ("06/18/2023 12:14:30 ERROR    You do not have enough GPU memory available to train the selected model at the "
     "selected settings. You can try a number of things:\n06/18/2023 12:14:30 ERROR    1) Close any other application "
     "that is using your GPU (web browsers are particularly bad for this).\n06/18/2023 12:14:30 ERROR    2) Lower the "
     "batchsize (the amount of images fed into the model each iteration).\n06/18/2023 12:14:30 ERROR    3) Try "
     "enabling 'Mixed Precision' training.\n06/18/2023 12:14:30 ERROR    4) Use a more lightweight model, or select "
     "the model's 'LowMem' option (in config) if it has one.\n06/18/2023 12:14:31 CRITICAL Error caught! Exiting...",
     "cuda-oom", "high"),
    ("facefusion.py run: error: argument --execution-providers: invalid choice: 'tensorrt' (choose from directml, cpu)",
     "cpu-only-build", "high"),
    ("run.py: error: argument --execution-provider: invalid choice: 'cuda' (choose from 'dml', 'cpu')",
     "cpu-only-build", "high"),
    # COLMAP 3.8 / 5d968cf and SiftGPU, AliceVision 2.4 / ca8300f with Meshroom, OpenMVS (ce03889)
    ("W20250310 15:11:40.221003 139872 bundle_adjustment_ceres.cc:182] Requested to use GPU for bundle adjustment, "
     "but Ceres was compiled without cuDSS support. Falling back to CPU-based sparse solvers.",
     "cpu-only-build", "low"),
    ("E20250310 15:20:01.004512 140011 cuda.cc:87] Check failed: selected < num_cuda_devices (1 vs. 1) Invalid CUDA "
     "GPU selected", "invalid-device-ordinal", "high"),
    ("F0310 15:20:01.004512 140011 cuda.cc:80] Check failed: selected_gpu_index < num_cuda_devices (1 vs. 1) Invalid "
     "CUDA GPU selected\n*** Check failure stack trace: ***", "invalid-device-ordinal", "high"),
    ("E20250310 16:01:33.771234 140011 cudacc.cc:60] CUDA error at /opt/colmap/src/colmap/mvs/gpu_mat.h:199 - out of "
     "memory", "cuda-oom", "medium"),
    ("14:02:11 [App     ] CUDA error at D:/openMVS/libs/Common/UtilCUDA.h:85: out of memory (code 2)",
     "cuda-oom", "medium"),
    ("E20250310 16:30:02.000120 140011 sift.cc:1393] Not enough GPU memory to match 32768 features. Reduce the "
     "maximum number of matches.", "cuda-oom", "medium"),
    ("ERROR: Not enough GPU memory to match 32768 features. Reduce the maximum number of matches.",
     "cuda-oom", "medium"),
    ("\nERROR:   Cannot set device to 1\n\nWARNING: Use # 0 device instead (out of 1)",
     "invalid-device-ordinal", "high"),
    ("Unable to create OpenGL Context!\nFor nVidia cards, you can try change to CUDA mode in this case",
     "cpu-only-build", "medium"),
    ("$ colmap feature_extractor --database_path db.db --image_path images --SiftExtraction.use_gpu 1\nqt.qpa.xcb: "
     "could not connect to display\nqt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though "
     "it was found.\nThis application failed to start because no Qt platform plugin could be initialized. "
     "Reinstalling the application may fix this problem.", "cpu-only-build", "medium"),
    ("───────────────────── 💀 💀 💀 ERROR 💀 💀 💀 ─────────────────────\n"
     "Error running command: colmap feature_extractor "
     "--database_path data/colmap/database.db --image_path data/images --ImageReader.single_camera 1 "
     "--ImageReader.camera_model OPENCV --SiftExtraction.use_gpu 1\n"
     "───────────────────────────────────────────────────────────────────\nqt.qpa.xcb: could not connect to display\n"
     "qt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found.\nThis "
     "application failed to start because no Qt platform plugin could be initialized. Reinstalling the application "
     "may fix this problem.\n\nAvailable platform plugins are: eglfs, linuxfb, minimal, minimalegl, offscreen, vnc, "
     "xcb.", "cpu-only-build", "medium"),
    ("E20250310 16:30:02.000120 140011 opengl_utils.cc:58] Check failed: context_.isValid() Could not create valid "
     "OpenGL context", "cpu-only-build", "medium"),
    ("[09:02:14.118001][error] CUDA-Enabled GPU detected, but the compute capabilities is not enough.\n - Device 0: "
     "3.0, global memory: 2048MB\n - Requirements: 3.5, global memory: 0MB\n\n[09:02:14.118030][info] CUDA-Enabled "
     "GPU not supported.", "no-kernel-image", "medium"),
    ("================================================================================\n====================== "
     "Command line failed with an error =======================\nNot enough GPU memory to compute a single tile.\n"
     "================================================================================", "cuda-oom", "high"),
    ("ERROR:root:Error on node computation: Error on node \"DepthMap_1\":\nLog:\n[10:02:33.551201][info] Device "
     "memory:\n\t- available: 1480.12 MB\n\t- requirement for the first tile: 2311.5 MB\n"
     "================================================================================\n====================== "
     "Command line failed with an error =======================\nNot enough GPU memory to compute a single tile.\n"
     "================================================================================", "cuda-oom", "high"),
    ("\n\nCUDAError: out of memory\n  file:       /opt/AliceVision_git/src/aliceVision/depthMap/cuda/host/memory.hpp\n"
     "  function:   allocate\n  line:       452", "cuda-oom", "medium"),
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  Device alloc 2D array failed: "
     "out of memory", "cuda-oom", "high"),
    ("================================================================================\n====================== "
     "Command line failed with an error =======================\nCould not allocate 3D device memory.\nDevice 0 alloc "
     "1280x720x96x4 = 353894400 bytes (337 MB) failed in /opt/AliceVision_git/src/aliceVision/depthMap/cuda/host/memor"
     "y.hpp:512, out of memory\n================================================================================",
     "cuda-oom", "high"),
    ("Could not allocate pitched device memory.\nDevice 0 alloc 4147200 bytes failed in "
     "/opt/AliceVision_git/src/aliceVision/depthMap/cuda/host/memory.hpp:489, out of memory", "cuda-oom", "high"),
    ("[14:10:33.882101][error] Cannot set device id 1 as current CUDA device.", "invalid-device-ordinal", "medium"),
    ("14:02:11 [App     ] CUDA error: device [1] is not a valid GPU device (1 CUDA capable GPU device(s) detected)",
     "invalid-device-ordinal", "high"),
    ("14:02:11 [App     ] CUDA error: compute capability 3.2 or greater required (available 0.2 for device[1])",
     "no-kernel-image", "medium"),
    # GPT-SoVITS (48b1a01), CosyVoice (ace7c47), ChatTTS 0.2.5
    ("[ERROR] cudnn dir not found: /home/user/miniconda3/envs/GPTSoVits/lib/python3.10/site-packages/nvidia/cudnn/lib",
     "cudnn-lib-missing", "medium"),
    ("[ERROR] No libcudnn_cnn*.so* found in /home/user/miniconda3/envs/GPTSoVits/lib/python3.10/site-packages/nvidia/c"
     "udnn/lib", "cudnn-lib-missing", "medium"),
    ("[INFO] Added DLL directory: C:\\GPT-SoVITS-v2pro\\runtime\\Lib\\site-packages\\torch\\lib\n[ERROR] No "
     "cudnn_cnn*.dll found in C:\\GPT-SoVITS-v2pro\\runtime\\Lib\\site-packages\\torch\\lib",
     "windows-dll-not-found", "medium"),
    ("[INFO]: Checking For Nvidia Driver Installation...\n[WARNING]: Nvidia Driver Not Found, Fallback to CPU",
     "driver-not-loaded", "low"),
    ("  File \"/opt/CosyVoice/cosyvoice/utils/common.py\", line 206, in __init__\n    assert trt_context is not None, "
     "'failed to create trt context, maybe not enough CUDA memory, try reduce current trt concurrent "
     "{}'.format(trt_concurrent)\nAssertionError: failed to create trt context, maybe not enough CUDA memory, try "
     "reduce current trt concurrent 2", "cuda-oom", "medium"),
    ("<torch.cuda.device object at 0x7f3a2c1b5e10> has 1843.5 MB memory left. Switching to CPU.", "cuda-oom", "medium"),
    # Bumblebee, bbswitch, optimus-manager, EnvyControl, nvidia-prime, SUSEPrime, supergfxctl, system76-power
    ("$ optirun glxgears\n[  131.504213] [ERROR]Cannot access secondary GPU - error: Could not load GPU driver\n\n[  "
     "131.504285] [ERROR]Aborting because fallback start is disabled.\n", "driver-not-loaded", "high"),
    ("[ 1185.207728] [ERROR]Cannot access secondary GPU - error: Could not load GPU driver\n",
     "driver-not-loaded", "high"),
    ("Dec 05 21:10:23 laptop bumblebeed[812]: [  125.861033] [INFO]Loading driver nvidia (module nvidia)\nDec 05 "
     "21:10:33 laptop bumblebeed[812]: [  135.871602] [ERROR]Module nvidia could not be loaded (timeout?)\nDec 05 "
     "21:10:33 laptop bumblebeed[812]: [  135.871640] [ERROR]Could not load GPU driver\n", "driver-not-loaded", "high"),
    ("bumblebeed[1042]: Module nvidia-current could not be loaded (timeout?)\nbumblebeed[1042]: Could not load GPU "
     "driver\n", "driver-not-loaded", "high"),
    ("$ optirun --status\nBumblebee status: Error (3.2.1): Could not load GPU driver\n", "driver-not-loaded", "high"),
    ("$ primusrun glxgears\nprimus: fatal: Bumblebee daemon reported: Error (3.2.1): Could not load GPU driver\n",
     "driver-not-loaded", "high"),
    ("[   47.102233] [ERROR]Cannot access secondary GPU - error: Could not enable discrete graphics card\n\n[   "
     "47.102301] [ERROR]Aborting because fallback start is disabled.\n", "driver-not-loaded", "medium"),
    ("[  283.410135] [ERROR]Cannot access secondary GPU - error: [XORG] (EE) NVIDIA: Failed to initialize the NVIDIA "
     "kernel module. Please see the\n\n[  283.410190] [ERROR]Aborting because fallback start is disabled.\n",
     "driver-not-loaded", "medium"),
    ("bumblebeed[812]: [XORG] (EE) NVIDIA: Failed to initialize the NVIDIA kernel module. Please see the\n"
     "bumblebeed[812]: [XORG] (EE) NVIDIA:     system's kernel log for additional error messages and\n"
     "bumblebeed[812]: [XORG] (EE) NVIDIA:     consult the NVIDIA README for details.\nbumblebeed[812]: [XORG] (EE) "
     "No devices detected.\n", "driver-not-loaded", "medium"),
    ("[  1.807] (EE) NVIDIA(0): Failed to initialize the NVIDIA kernel module. Please see the\n[  1.807] (EE) "
     "NVIDIA(0):     system's kernel log for additional error messages and\n[  1.808] (EE) NVIDIA(0):     consult the "
     "NVIDIA README for details.\n", "driver-not-loaded", "medium"),
    ("[ 3921.207321] [ERROR]Cannot access secondary GPU - error: [XORG] (EE) Failed to load module \"nvidia\" (module "
     "does not exist, 0)\n\n[ 3921.207354] [ERROR]Aborting because fallback start is disabled.\n",
     "driver-not-loaded", "low"),
    ("[  412.093233] [ERROR]Cannot access secondary GPU - error: [XORG] (EE) NVIDIA(GPU-0): Failed to initialize the "
     "NVIDIA GPU at PCI:1:0:0.  Please\n\n[  412.093279] [ERROR]Aborting because fallback start is disabled.\n",
     "gpu-init-failed", "medium"),
    ("$ optirun clinfo\n[ 2932.786458] [ERROR]Cannot access secondary GPU - error: [XORG] (EE) NVIDIA(0): Failed to "
     "initialize the NVIDIA GPU at PCI:1:0:0.  Please\n\n[ 2932.786585] [ERROR]Aborting because fallback start is "
     "disabled.\n", "gpu-init-failed", "medium"),
    ("$ optirun nvidia-smi\n[ 4711.014511] [ERROR]The Bumblebee daemon has not been started yet or the socket path "
     "/var/run/bumblebee.socket was incorrect.\n[ 4711.014560] [ERROR]Could not connect to bumblebee daemon - is it "
     "running?\n", "driver-not-loaded", "medium"),
    ("primus: fatal: failed to connect to Bumblebee daemon: No such file or directory\n",
     "driver-not-loaded", "medium"),
    ("Dec 05 20:58:02 laptop bumblebeed[640]: [    4.221811] [ERROR]No discrete video card found, quitting\nDec 05 "
     "20:58:02 laptop systemd[1]: bumblebeed.service: Main process exited, code=exited, status=1/FAILURE\n",
     "driver-not-loaded", "medium"),
    ("bumblebeed[889]: modprobe: ERROR: ../libkmod/libkmod-module.c:816 kmod_module_insert_module() could not find "
     "module by name='off'\nbumblebeed[889]: modprobe: ERROR: could not insert 'off': Function not implemented\n"
     "bumblebeed[889]: [  520.606353] [ERROR]Module nvidia could not be loaded (timeout?)\nbumblebeed[889]: [  "
     "520.606363] [ERROR]Could not load GPU driver\n", "driver-not-loaded", "high"),
    ("[  131.402004] bbswitch: enabling discrete graphics\n[  131.402551] bbswitch: The discrete card could not be "
     "enabled by a _DSM call\n[  131.402790] bbswitch: failed to enable 0000:01:00.0\n", "driver-not-loaded", "medium"),
    ("$ cat /proc/acpi/bbswitch\n0000:01:00.0 OFF\n$ ./deviceQuery\ncudaGetDeviceCount returned 100\n-> no "
     "CUDA-capable device is detected\nResult = FAIL\n", "driver-not-loaded", "medium"),
    ("[98] INFO: Loading module nvidia\n[99] ERROR: Xorg pre-start setup error\nTraceback (most recent call last):\n  "
     "File \"/usr/lib/python3.11/site-packages/optimus_manager/hooks/pre_xorg_start.py\", line 51, in main\n    "
     "setup_kernel_state(config, prev_state, requested_mode)\noptimus_manager.kernel.KernelSetupError: module nvidia "
     "is not available for current kernel. Is the corresponding package installed ?\n", "driver-not-loaded", "high"),
    ("[101] ERROR: Xorg pre-start setup error\noptimus_manager.kernel.KernelSetupError: Module not installed "
     "properly: nvidia\n", "driver-not-loaded", "high"),
    ("$ optimus-manager --switch nvidia\nWARNING : the nvidia module does not seem to be available for the current "
     "kernel. It is likely the Nvidia driver was not properly installed. GPU switching will probably fail,\n continue "
     "anyway ? (y/N)\n", "driver-not-loaded", "high"),
    ("$ optimus-manager --switch nvidia\nNot properly installed: nvidia\n", "driver-not-loaded", "high"),
    ("$ optimus-manager --status\nWARNING: hybrid mode is set but Nvidia card does not seem to be available for "
     "offloading.\nLog at /var/log/optimus-manager/switch/switch-1685012345.log\n", "driver-not-loaded", "medium"),
    ("$ optimus-manager --status\nHybrid mode doesn't work: the Nvidia card is unavailable for offloading\nLog at: "
     "/var/log/optimus-manager/switch/switch-1744012345.log\n", "driver-not-loaded", "medium"),
    ("[210] INFO: Nvidia card not visible in PCI bus, rescanning\n[1233] ERROR: Nvidia card not showing up in PCI bus "
     "after rescan. Continuing anyways.\n", "driver-not-loaded", "medium"),
    ("[210] INFO: Nvidia card not visible in PCI bus: Rescanning...\n[1233] ERROR: Nvidia card not showing up in PCI "
     "bus after rescan\n", "driver-not-loaded", "medium"),
    ("[305] ERROR: Cannot set PCI power management state. Continuing anyways. Error is: Nvidia not in PCI bus\n",
     "driver-not-loaded", "medium"),
    ("[305] ERROR: Unable to set PCI power state: Nvidia isn't in the PCI bus\n", "driver-not-loaded", "medium"),
    ("$ optimus-manager --status\nOptimus Manager (Client) version 1.5\n\nCurrent GPU mode : integrated\nGPU mode "
     "requested for next login : no change\nGPU at startup : integrated\n$ python -c \"import torch; "
     "print(torch.cuda.is_available())\"\nFalse\n", "driver-not-loaded", "medium"),
    ("$ sudo envycontrol -s nvidia\nERROR: Could not find Nvidia GPU\nTry switching to hybrid mode first!\n",
     "driver-not-loaded", "medium"),
    ("$ envycontrol -q\nintegrated\n>>> import torch\n>>> torch.cuda.is_available()\nFalse\n",
     "driver-not-loaded", "medium"),
    ("$ sudo modprobe nvidia\nmodprobe: ERROR: ../libkmod/libkmod-module.c:838 kmod_module_insert_module() could not "
     "find module by name='off'\nmodprobe: ERROR: could not insert 'off': Unknown symbol in module, or unknown "
     "parameter (see dmesg)\n", "driver-not-loaded", "high"),
    ("$ prime-select query\nintel\n$ python3 -c \"import torch; print(torch.cuda.is_available())\"\nFalse\n",
     "driver-not-loaded", "medium"),
    ("$ sudo prime-select query\nintel\n2024-03-02 10:12:44.101612: E "
     "tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:268] failed call to cuInit: CUDA_ERROR_NO_DEVICE: "
     "no CUDA-capable device is detected\n", "driver-not-loaded", "medium"),
    ("$ sudo modprobe nvidia\nmodprobe: ERROR: ../libkmod/libkmod-module.c:832 kmod_module_insert_module() could not "
     "find module by name='off'\nmodprobe: ERROR: could not insert 'off': Unknown symbol in module, or unknown "
     "parameter (see dmesg)\n$ cat /lib/modprobe.d/blacklist-nvidia.conf\n# Do not modify\n# This file was generated "
     "by nvidia-prime\nblacklist nvidia\nalias nvidia off\n", "driver-not-loaded", "high"),
    ("$ prime-select get-current\nDriver configured: intel\n[bbswitch] NVIDIA card is OFF\n$ nvidia-smi\nNo devices "
     "were found\n", "driver-not-loaded", "medium"),
    ("[ 10:42:13 ] ERROR: cannot load nvidia modules [timed out]\n[ 10:42:13 ] PCI BusID of NVIDIA card could not be "
     "detected!\n", "driver-not-loaded", "medium"),
    ("suse-prime[733]: Forcing intel due to NVIDIA card not found\n", "driver-not-loaded", "medium"),
    ("supergfxd[812]: [WARN  supergfxctl::pci_device] DiscreetGpu::new: no devices??\nsupergfxd[812]: [WARN  "
     "supergfxctl::pci_device] ASUS dGPU appears to be disabled\n", "driver-not-loaded", "medium"),
    ("supergfxd[812]: [ERROR supergfxctl::controller] Action thread errored: The module nvidia_drm is missing\n",
     "driver-not-loaded", "high"),
    ("supergfxd[812]: [WARN  supergfxctl::special_asus] asus_boot_safety_check: dgpu_disable is on but the mode isn't "
     "Integrated, setting mode to Integrated\n", "driver-not-loaded", "medium"),
    ("$ supergfxctl -S\ndgpu_disabled\n$ nvidia-smi\nNo devices were found\n", "driver-not-loaded", "medium"),
    ("$ system76-power graphics\nintegrated\n$ python3 -c \"import torch; print(torch.cuda.is_available())\"\nFalse\n",
     "driver-not-loaded", "medium"),
    ("$ system76-power graphics power\noff (discrete)\nRuntimeError: No CUDA GPUs are available\n",
     "driver-not-loaded", "medium"),
    # Folding@home v7, BOINC (c5c6cb7), ethminer, xmrig and xmrig-cuda
    ("20:10:36:Enabled folding slot 01: READY gpu:0:GP104 [GeForce GTX 1070 Ti] 8186\n20:10:36:ERROR:No compute "
     "devices matched GPU #0 NVIDIA:7 GP104 [GeForce GTX 1070 Ti] 8186.  You may need to update your graphics "
     "drivers.\n", "driver-not-loaded", "medium"),
    ("21-Aug-2026 10:00:02 [---] [coproc] NVIDIA: libcuda.so: cannot open shared object file: No such file or "
     "directory\n21-Aug-2026 10:00:02 [---] [coproc] OpenCL: libOpenCL.so: cannot open shared object file: No such "
     "file or directory\n21-Aug-2026 10:00:02 [---] No usable GPUs found\n", "driver-not-loaded", "medium"),
    ("21-Aug-2026 10:00:02 [---] [coproc] NVIDIA: libcuda.so: cannot open shared object file: No such file or "
     "directory\n", "driver-not-loaded", "medium"),
    ("21-Aug-2026 10:00:02 [---] [coproc] NVIDIA library reports 1 GPU\n21-Aug-2026 10:00:02 [---] [coproc] "
     "cuCtxCreate(0) returned 46\n", "gpu-busy-unavailable", "high"),
    ("21-Aug-2026 10:00:02 [---] [coproc] cuCtxCreate(0) returned 2\n", "cuda-oom", "medium"),
    ("21-Aug-2026 10:05:13 [Einstein@Home] NVIDIA GPU: Upgrade to the latest driver to process tasks using your "
     "computer's GPU\n", "driver-too-old", "high"),
    ("21-Aug-2026 10:00:02 [---] [coproc] No NVIDIA library found\n21-Aug-2026 10:00:02 [---] No usable GPUs found\n",
     "driver-not-loaded", "medium"),
    ("CUDA Error : No CUDA driver found\n", "driver-not-loaded", "medium"),
    (" cu  12:00:01 cuda-0   Epoch 382 requires 4.00 GB memory.\n cu  12:00:01 cuda-0   This device hasn't enough "
     "memory available. Mining suspended ...\n", "cuda-oom", "high"),
    ("Cuda error in func 'ethash_generate_dag' at line 345 : out of memory.\n", "cuda-oom", "high"),
    (" X  12:00:00 main     Failed to obtain all required NVML function pointers\n X  12:00:00 main     NVIDIA "
     "hardware monitoring disabled\n", "nvml-library-not-found", "low"),
    ("[2024-08-12 10:00:00.123]  nvidia   thread #0 failed with error <randomx_prepare>:39 \"out of memory\"\n"
     "[2024-08-12 10:00:00.124]  nvidia   disabled (failed to start threads)\n", "cuda-oom", "high"),
    ("Invalid device ID!\n", "invalid-device-ordinal", "medium"),
    (" * NVML         disabled (failed to load NVML)\n", "nvml-library-not-found", "low"),
    ("[2024-08-12 10:00:00.123]  nvidia   thread #1 failed with error <cryptonight_extra_cpu_init>:353 \"out of "
     "memory\"\n", "cuda-oom", "high"),
    (" * CUDA         disabled (The specified module could not be found.\r\n)\n", "windows-dll-not-found", "medium"),
    (" cu  12:00:01 cudaminer0 CUDA device GeForce GTX 1050 has insufficient GPU memory. 2096103424 bytes of memory "
     "found < 2550136832 bytes of memory required\nNo CUDA device with sufficient memory was found. Can't CUDA mine. "
     "Remove the -U argument\n", "cuda-oom", "high"),
    (" cu  12:00:01 cuda-0   Epoch 382 requires 4.01 GB memory.\n cu  12:00:01 cuda-0   This device hasn't available. "
     "Mining suspended ...\n", "cuda-oom", "high"),
    ("[2024-08-12 10:00:00.123]  nvidia   skip non-existing device with index 1\n", "invalid-device-ordinal", "medium"),
    ("root@3f2a9c1d7e4b:/fah# FAHClient --gpu=true\n20:10:36:ERROR:No compute devices matched GPU #0 NVIDIA:7 GP104 "
     "[GeForce GTX 1070 Ti] 8186.  You may need to update your graphics drivers.\n",
     "container-no-gpu-access", "medium"),
    ("root@3f2a9c1d7e4b:/var/lib/boinc# boinc\n21-Aug-2026 10:00:02 [---] [coproc] NVIDIA: libcuda.so: cannot open "
     "shared object file: No such file or directory\n21-Aug-2026 10:00:02 [---] No usable GPUs found\n",
     "container-no-gpu-access", "medium"),
    # Xorg's NVIDIA driver, Debian's nvidia-support / nvidia-detect / DKMS, ubuntu-drivers, akmods, nvidia-fallback
    ("[    19.263] (EE) NVIDIA: Failed to initialize the NVIDIA kernel module. Please see the\n[    19.263] (EE) "
     "NVIDIA:     system's kernel log for additional error messages and\n[    19.263] (EE) NVIDIA:     consult the "
     "NVIDIA README for details.\n[    19.263] (EE) No devices detected.", "driver-not-loaded", "medium"),
    ("(EE) NVIDIA: Failed to initialize the NVIDIA kernel module. Please see the system's kernel log for additional "
     "error messages and consult the NVIDIA README for details.\n(EE) No devices detected.",
     "driver-not-loaded", "medium"),
    ("(EE) NVIDIA(0): Failed to initialize the NVIDIA kernel module. Please see the system's kernel log ...\n(EE) "
     "NVIDIA(0):  *** Aborting ***", "driver-not-loaded", "medium"),
    ("[    12.004] (EE) NVIDIA(GPU-0): The NVIDIA GPU at PCI:1:0:0 is not supported by the 535.261.03\n[    12.004] "
     "(EE) NVIDIA(GPU-0):     NVIDIA driver.\n[    12.004] (EE) NVIDIA(GPU-0): Failed to initialize the NVIDIA "
     "graphics device!", "driver-gpu-unsupported", "high"),
    ("(EE) NVIDIA(GPU-0): The NVIDIA GPU at PCI:1:0:0 is not supported by the 550.163.01 NVIDIA driver.",
     "driver-gpu-unsupported", "high"),
    ("[    11.350] (II) LoadModule: \"nvidia\"\n[    11.350] (WW) Warning, couldn't open module nvidia\n[    11.350] "
     "(EE) Failed to load module \"nvidia\" (module does not exist, 0)\n[    11.351] (EE) No drivers available.\n"
     "Fatal server error:\n[    11.351] (EE) no screens found(EE)", "driver-not-loaded", "low"),
    ("[    11.350] (EE) Failed to load module \"nvidia\" (module does not exist, 0)", "driver-not-loaded", "low"),
    ("Mismatching nvidia kernel module loaded\n\nThe NVIDIA driver that is being installed (version 535.261.03) does "
     "not match the nvidia kernel module currently loaded (version 535.183.01).\n\nThe X server, OpenGL, and GPGPU "
     "applications may not work properly.", "nvml-driver-library-mismatch", "high"),
    (" The NVIDIA driver that is being installed (version 550.163.01)\n does not match the nvidia kernel module "
     "currently loaded\n (version 535.216.01).", "nvml-driver-library-mismatch", "high"),
    ("Conflicting nouveau kernel module loaded\n\nThe free nouveau kernel module is currently loaded and conflicts "
     "with the non-free nvidia kernel module.\n\nThe easiest way to fix this is to reboot the machine once the "
     "installation has finished.", "driver-not-loaded", "medium"),
    ("NVIDIA driver is still enabled in xorg.conf\n\nThe NVIDIA driver was just removed, but it is still enabled in "
     "the Xorg configuration. X cannot be (re-)started successfully until NVIDIA is disabled in the following config "
     "file(s):\n\n/etc/X11/xorg.conf", "driver-not-loaded", "medium"),
    ("Detected NVIDIA GPUs:\n01:00.0 VGA compatible controller [0300]: NVIDIA Corporation GK208B [GeForce GT 710] "
     "[10de:128b] (rev a1)\n\nChecking card:  NVIDIA Corporation GK208B [GeForce GT 710] (rev a1)\nYour card is only "
     "supported by the Tesla 470 drivers series, which is only available up to bookworm.",
     "driver-gpu-unsupported", "high"),
    ("Checking card:  NVIDIA Corporation GF108 [GeForce GT 630] (rev a1)\nYour card is only supported by the 390 "
     "legacy drivers series, which is only available up to bullseye.", "driver-gpu-unsupported", "high"),
    ("Checking driver support for PCI ID [10de:2d04]\nUh oh. Your card is not supported by any driver version up to "
     "535.261.03.\nA newer driver may add support for your card.\nNewer driver releases may be available in "
     "backports, unstable or experimental.", "driver-gpu-unsupported", "high"),
    ("Checking card:  NVIDIA Corporation G92 [GeForce 9800 GT] (rev a2)\nUh oh. Your card is only supported by the "
     "340 legacy drivers series, which is not in any current Debian suite.", "driver-gpu-unsupported", "high"),
    ("[    4.812345] module: nvidia: Unknown rela relocation: 4", "driver-not-loaded", "high"),
    ("Error! The /var/lib/dkms/nvidia-current/535.261.03/source/dkms.conf for module nvidia-current includes a "
     "BUILD_EXCLUSIVE directive which does not match this kernel/arch/config.\nThis indicates that it should not be "
     "built.", "driver-not-loaded", "high"),
    ("Autoinstall of module nvidia/550.120 for kernel 6.8.0-1010-realtime (x86_64)\nWarning: The "
     "/var/lib/dkms/nvidia/550.120/6.8.0-1010-realtime/x86_64/dkms.conf\nfor module nvidia/550.120 includes a "
     "BUILD_EXCLUSIVE directive\nwhich does not match this kernel/arch/config.\nThis indicates that it should not be "
     "built.", "driver-not-loaded", "high"),
    ("dkms: WARNING: Linux headers are missing, which may explain the above failures.\n      please install the "
     "linux-headers-6.1.0-18-amd64 package to fix this.", "driver-not-loaded", "low"),
    ("Your system has UEFI Secure Boot enabled\n\nUEFI Secure Boot is not compatible with the use of third-party "
     "drivers.\n\nThe system will assist you in toggling UEFI Secure Boot. ...\n\nIf Secure Boot remains enabled on "
     "your system, your system may still boot but any hardware that requires third-party drivers to work correctly "
     "may not be usable.", "driver-not-loaded", "medium"),
    ("$ mokutil --test-key /var/lib/dkms/mok.pub\n/var/lib/dkms/mok.pub is not enrolled", "driver-not-loaded", "low"),
    ("Your running kernel (6.8.0-31-generic) requires DKMS modules, and you have Secure Boot enabled. To proceed, "
     "ensure you have access to your machine’s UEFI menu and have the rights to enroll a Machine Owner Key (MOK), "
     "then re-run ubuntu-drivers with --include-dkms. ...", "driver-not-loaded", "medium"),
    ("Your running kernel (6.8.0-31-generic) requires DKMS modules, and ubuntu-drivers was unable to determine if "
     "Secure Boot is enabled. ...", "driver-not-loaded", "medium"),
    ("Looking for nvidia modules in /lib/modules/6.5.0-14-generic/updates/dkms\nIs nvidia loaded? no\nIs nouveau "
     "loaded? yes\nIs nouveau blacklisted? no\nIs nvidia kernel module available? no\nVendor/Device Id: 10de:2484\n"
     "Has nvidia? yes", "driver-not-loaded", "medium"),
    ("Is nvidia loaded? no\nWas nvidia unloaded? no\nIs nvidia blacklisted? yes\nIs nouveau loaded? no\nIs nouveau "
     "blacklisted? yes\nIs nvidia kernel module available? yes", "driver-not-loaded", "low"),
    ("can't open /sys/module/nvidia/version\nWarning: cannot check the NVIDIA driver major version",
     "driver-not-loaded", "low"),
    ("No \"nvidia-dkms-550\" can be found.", "driver-not-loaded", "low"),
    ("akmods[1032]: Checking kmods exist for 6.8.9-300.fc40.x86_64[  OK  ]\nakmods[1032]: Building and installing "
     "nvidia-kmod[FAILED]\nakmods[1032]: Building rpms failed; see "
     "/var/cache/akmods/nvidia/550.78-1-for-6.8.9-300.fc40.x86_64.failed.log for details\nakmods[1032]: Hint: Some "
     "kmods were ignored or failed to build or install.", "driver-not-loaded", "low"),
    ("Building rpms failed; see /var/cache/akmods/nvidia/565.77-1-for-6.12.9-200.fc41.x86_64.failed.log for details",
     "driver-not-loaded", "low"),
    ("akmods[1032]: Ignoring nvidia-kmod as it failed earlier[WARNING]\nakmods[1032]: Hint: Some kmods were ignored "
     "or failed to build or install.", "driver-not-loaded", "low"),
    ("Building and installing nvidia-kmod                              [FAILED]\nNew kmod RPM was built but could not "
     "be installed.\nCould not install newly built RPMs. You can find them and the logfile\n"
     "550.78-1-for-6.8.9-300.fc40.x86_64.failed.log in /var/cache/akmods/nvidia/", "driver-not-loaded", "low"),
    ("Checking kmods exist for 6.8.9-300.fc40.x86_64                  [  OK  ]\nFiles needed for building modules "
     "against kernel\n6.8.9-300.fc40.x86_64 could not be found as the following\ndirectories are missing:\n"
     "/usr/src/kernels/6.8.9-300.fc40.x86_64/\n/usr/lib/modules/6.8.9-300.fc40.x86_64/build/\nIs the correct "
     "kernel-devel package installed?                   [FAILED]", "driver-not-loaded", "medium"),
    ("Could not find files needed to compile modules for 6.8.9-300.fc40.x86_64\nAre the development files for kernel "
     "6.8.9-300.fc40.x86_64 or the appropriate kernel-devel package installed?", "driver-not-loaded", "medium"),
    ("systemd[1]: Starting nvidia-fallback.service - Fallback to nouveau as nvidia did not load...\nsystemd[1]: "
     "Finished nvidia-fallback.service - Fallback to nouveau as nvidia did not load.", "driver-not-loaded", "high"),
    ("NVIDIA kernel module missing. Falling back to nouveau", "driver-not-loaded", "high"),
    # MXNet 1.5 / 1.9.1 (3f8f3be) and CNTK 2.7
    ("[10:31:15] ../src/base.cc:48: GPU context requested, but no GPUs found.", "no-visible-gpu", "low"),
    ("mxnet.base.MXNetError: Traceback (most recent call last):\n  [bt] (1) "
     "/usr/local/lib/python3.8/dist-packages/mxnet/libmxnet.so(MXImperativeInvokeEx+0x46) [0x7f2a8c1d3b46]\n"
     "[10:31:15] ../src/engine/threaded_engine.cc:330: Check failed: device_count_ > 0 (0 vs. 0) : GPU usage requires "
     "at least 1 GPU", "no-visible-gpu", "low"),
    ("Build info:\n\t\tBuilt time: Jan 31 2019 15:46:03\n\t\tCUDA version: 10.0.0\n\t\tCUDNN version: 7.3.1\n"
     "-------------------------------------------------------------------\nNo GPUs found\n"
     "-------------------------------------------------------------------", "no-visible-gpu", "low"),
    ("ValueError: Specified GPU device id (1) is invalid.\n[CALL STACK]\n    > CNTK::DeviceDescriptor::  GPUDevice",
     "invalid-device-ordinal", "high"),
    ("mxnet.base.MXNetError: Traceback (most recent call last):\n[10:31:15] ../src/common/cuda_utils.h:448: "
     "ComputeCapabilityMajor(device_id) called with invalid id: 3", "invalid-device-ordinal", "high"),
    ("[10:31:15] ../include/mshadow/./cuda/tensor_gpu-inl.cuh:128: Check failed: err == cudaSuccess (2 vs. 0) : Name: "
     "MapPlanKernel ErrStr:out of memory", "cuda-oom", "high"),
    ("[10:31:15] ../src/operator/nn/./cudnn/cudnn_convolution-inl.h:641: Failed to find any forward convolution "
     "algorithm.  with workspace size of 1073741824 bytes, please consider reducing batch/model size or increasing "
     "the workspace size", "cuda-oom", "medium"),
    ("mxnet.base.MXNetError: Traceback (most recent call last):\n[10:31:15] "
     "../src/storage/./pooled_storage_manager.h:160: cudaMalloc retry failed: out of memory", "cuda-oom", "high"),
    ("[10:31:15] ../src/imperative/imperative_utils.h:93: GPU support is disabled. Compile MXNet with USE_CUDA=1 to "
     "enable GPU support.", "cpu-only-build", "high"),
    ("[10:31:15] ../include/mxnet/base.h:499: This call is only supported for MXNet built with CUDA support.",
     "cpu-only-build", "high"),
    ("[10:31:15] ../src/c_api/c_api.cc:3055: Compile with USE_CUDA=1 and ENABLE_CUDA_RTC=1 to have CUDA runtime "
     "compilation.", "cpu-only-build", "medium"),
    ("RuntimeError: cuDNN requires device with compute capability 3.0 or higher.", "no-kernel-image", "high"),
    ("RuntimeError: LockDevice: Failed to lock GPU 0 for exclusive use.\n[CALL STACK]",
     "gpu-busy-unavailable", "medium"),
    ("NcclComm: disabled, failed to initialize NVML library, error code Driver/library version mismatch",
     "nvml-driver-library-mismatch", "high"),
    ("NcclComm: disabled, failed to initialize NVML library, error code Driver Not Loaded",
     "driver-not-loaded", "medium"),
    # DGL 2.1.0 and GraphBolt (dmlc/dgl 3d16000, 1547bd9, c6c874b)
    ("dgl._ffi.base.DGLError: [11:40:02] /opt/dgl/src/array/uvm_array.cc:31: IndexSelectCPUFromGPU requires CUDA.\n"
     "Stack trace:\n  [bt] (0) /home/u/.venv/lib/python3.11/site-packages/dgl/libdgl.so(+0x8a5c4f) [0x7f1e8e4a5c4f]",
     "cpu-only-build", "high"),
    ("dgl._ffi.base.DGLError: [11:40:02] /opt/dgl/src/array/uvm_array.cc:54: IndexScatterGPUToCPU requires CUDA.",
     "cpu-only-build", "high"),
    ("dgl._ffi.base.DGLError: [14:02:11] /opt/dgl/src/runtime/cuda/cuda_device_api.cc:117: Check failed: e == "
     "cudaSuccess || e == cudaErrorCudartUnloading: CUDA: out of memory\nStack trace:\n  [bt] (0) "
     "/usr/local/lib/python3.10/dist-packages/dgl/libdgl.so(+0x5e7b1d) [0x7f3c2a1e7b1d]\n  [bt] (1) "
     "/usr/local/lib/python3.10/dist-packages/dgl/libdgl.so(dgl::runtime::NDArray::CopyTo(DGLContext const&) "
     "const+0x10a) [0x7f3c2a22f3ba]", "cuda-oom", "high"),
    ("  File \"/home/u/.venv/lib/python3.11/site-packages/dgl/graphbolt/__init__.py\", line 107, in <module>\n    "
     "raise ImportError(\nImportError: torch was installed with CUDA support while GraphBolt's CPU version is "
     "installed. Consider reinstalling GraphBolt with CUDA support, see installation instructions at "
     "https://www.dgl.ai/pages/start.html", "cpu-only-build", "high"),
    ("  File \"/usr/local/lib/python3.10/dist-packages/dgl/graphbolt/impl/gpu_cache.py\", line 12, in __init__\n    "
     "assert (\nAssertionError: GPUCache is supported only on CUDA compute capability >= 70 (Volta).",
     "no-kernel-image", "medium"),
    ("  File \"/usr/local/lib/python3.10/dist-packages/dgl/graphbolt/impl/gpu_feature_cache.py\", line 15, in "
     "__init__\n    assert (\nAssertionError: GPUFeatureCache is supported only on CUDA compute capability >= 70 "
     "(Volta).", "no-kernel-image", "medium"),
    ("  File \"/usr/local/lib/python3.10/dist-packages/dgl/graphbolt/impl/gpu_graph_cache.py\", line 30, in __init__\n"
     "    assert (\nAssertionError: GPUGraphCache is supported only on CUDA compute capability >= 70 (Volta).",
     "no-kernel-image", "medium"),
    ("  File \"/home/u/.venv/lib/python3.11/site-packages/torch/_ops.py\", line 1116, in __call__\n    return "
     "self._op(*args, **(kwargs or {}))\nRuntimeError: unique_and_compact is only available on CUDA device.",
     "cpu-only-build", "high"),
    ("RuntimeError: UVAIndexSelect is only available on CUDA device.", "cpu-only-build", "high"),
    ("  File \"/home/u/.venv/lib/python3.11/site-packages/dgl/cuda/gpu_cache.py\", line 29, in __init__\n    "
     "self._cache = _CAPI_DGLGpuCacheCreate(\nNameError: name '_CAPI_DGLGpuCacheCreate' is not defined",
     "cpu-only-build", "high"),
    ("  File \"/home/u/.venv/lib/python3.11/site-packages/dgl/graphbolt/dataloader.py\", line 167, in __init__\n    "
     "torch.ops.graphbolt.set_max_uva_threads(max_uva_threads)\n  File "
     "\"/home/u/.venv/lib/python3.11/site-packages/torch/_ops.py\", line 822, in __getattr__\n    raise "
     "AttributeError(\nAttributeError: '_OpNamespace' 'graphbolt' object has no attribute 'set_max_uva_threads'",
     "cpu-only-build", "high"),
    ("  File \"/home/u/.venv/lib/python3.11/site-packages/dgl/graphbolt/impl/gpu_feature_cache.py\", line 16, in "
     "__init__\n    self._cache = torch.ops.graphbolt.gpu_cache(cache_shape, dtype)\nAttributeError: '_OpNamespace' "
     "'graphbolt' object has no attribute 'gpu_cache'", "cpu-only-build", "high"),
    ("AttributeError: '_OpNamespace' 'graphbolt' object has no attribute 'gpu_graph_cache'", "cpu-only-build", "high"),
    ("dgl._ffi.base.DGLError: [14:02:11] /opt/dgl/src/runtime/cuda/cuda_device_api.cc:117: Check failed: e == "
     "cudaSuccess || e == cudaErrorCudartUnloading: CUDA: out of memory", "cuda-oom", "high"),
    # MinkowskiEngine (02fc608), torchsparse (385f5ce), spconv 1.x, Open3D 0.19 / 0.20, Pointnet2 ops
    ("/home/user/MinkowskiEngine/setup.py:129: UserWarning: torch.cuda.is_available() is False. MinkowskiEngine will "
     "compile with CPU_ONLY. Please use `--force_cuda` to compile with CUDA.\n  warnings.warn(\n"
     "--------------------------------\n| WARNING: CPU_ONLY build set  |\n--------------------------------",
     "cpu-only-build", "medium"),
    ("  File \"/opt/conda/lib/python3.8/site-packages/MinkowskiEngine/MinkowskiCommon.py\", line 116, in "
     "get_minkowski_function\n    raise ValueError(\nValueError: Function ConvolutionForwardGPU not available. Please "
     "compile MinkowskiEngine with `torch.cuda.is_available()` is `True`.", "cpu-only-build", "high"),
    ("  File \"/opt/conda/lib/python3.8/site-packages/MinkowskiEngine/MinkowskiSparseTensor.py\", line 275, in "
     "__init__\n    coordinates, features, coordinate_map_key = self.initialize_coordinates(\nRuntimeError:  out of "
     "memory at /tmp/pip-req-build-h2x8k1ua/src/allocators.cuh:62", "cuda-oom", "high"),
    ("  File \"/usr/local/lib/python3.8/dist-packages/torchsparse/nn/functional/hash.py\", line 19, in sphash\n    "
     "return torchsparse.backend.hash_cuda(coords)\nAttributeError: module 'torchsparse.backend' has no attribute "
     "'hash_cuda'", "cpu-only-build", "high"),
    ("  File \"/usr/local/lib/python3.10/dist-packages/torchsparse/nn/functional/conv/func/implicit_gemm.py\", line "
     "74, in forward\n    out = torchsparse.backend.conv_forward_implicit_gemm_cuda(\nAttributeError: module "
     "'torchsparse.backend' has no attribute 'conv_forward_implicit_gemm_cuda'", "cpu-only-build", "high"),
    ("  File \"/usr/local/lib/python3.10/dist-packages/torchsparse/nn/functional/conv/func/implicit_gemm.py\", line "
     "74, in forward\n    out = torchsparse.backend.conv_forward_implicit_gemm_cuda(\nRuntimeError: FP16 kernels are "
     "not supported for implicit GEMM now for SM75-.", "no-kernel-image", "medium"),
    ("RuntimeError: /home/user/spconv/src/spconv/maxpool.cu 348\ncuda execution failed with error 209",
     "no-kernel-image", "medium"),
    ("RuntimeError: /home/user/spconv/src/spconv/pillar_scatter.cu 50\ncuda execution failed with error 98",
     "no-kernel-image", "medium"),
    ("RuntimeError: [Open3D Error] (void open3d::core::cuda::AssertCUDADeviceAvailable(int)) "
     "/root/Open3D/cpp/open3d/core/CUDAUtils.cpp:89: Invalid CUDA Device 'CUDA:2'. Device ID expected to be between 0 "
     "to 1, but got 2.", "invalid-device-ordinal", "high"),
    ("RuntimeError: [Open3D Error] (void open3d::core::cuda::AssertCUDADeviceAvailable(int)) "
     "/root/Open3D/cpp/open3d/core/CUDAUtils.cpp:84: Invalid CUDA Device 'CUDA:2'. Device ID expected to be 0, but "
     "got 2.", "invalid-device-ordinal", "high"),
    ("Warning: Open3D was built with CUDA 12.6 but PyTorch was built with CUDA 12.4. The PyTorch ops may fail to load "
     "or behave incorrectly. Consider installing PyTorch with CUDA 12.6.", "toolkit-version-mismatch", "low"),
    ("Warning: Open3D was built with CUDA 12.1 butPyTorch was built with CUDA 11.8. Falling back to CPU for "
     "now.Otherwise, install PyTorch with CUDA 12.1.", "toolkit-version-mismatch", "medium"),
    ("Warning: Open3D was built with CUDA 12.6 but TensorFlow was built with CUDA 12.5.1. The TensorFlow ops may fail "
     "to load or behave incorrectly. Consider installing a TensorFlow build with CUDA 12.6.",
     "toolkit-version-mismatch", "low"),
    ("CUDA kernel failed : out of memory\nvoid group_points_kernel_wrapper(int, int, int, int, int, const float*, "
     "const int*, float*) at L:38 in /home/user/Pointnet2_PyTorch/pointnet2_ops_lib/pointnet2_ops/_ext-src/src/group_p"
     "oints_gpu.cu", "cuda-oom", "high"),
    ("RuntimeError: [Open3D Error] (void open3d::core::cuda::AssertCUDADeviceAvailable(int)) "
     "/root/Open3D/cpp/open3d/core/CUDAUtils.cpp:95: -DBUILD_CUDA_MODULE=OFF. Please build with "
     "-DBUILD_CUDA_MODULE=ON to use CUDA device.", "cpu-only-build", "high"),
    # Debian's nvidia-cuda-toolkit 11.8 wrappers, torchvision 0.29 nvJPEG, PyNvVideoCodec 2.2.4, OpenCV contrib
    ("ERROR: No supported gcc/g++ host compiler found, but clang-14 is available.\n       Use 'nvcc -ccbin clang-14' "
     "to use that instead.", "toolkit-version-mismatch", "high"),
    ("$ nvcc -o vectorAdd vectorAdd.cu\nERROR: No supported gcc/g++ host compiler found.\n       Use 'nvcc -ccbin "
     "<compiler>' to specify a host compiler.", "toolkit-version-mismatch", "high"),
    ("nvcc fatal   : Unsupported host compiler 'icx'", "toolkit-version-mismatch", "medium"),
    ("RuntimeError: decode_jpegs_cuda, /__w/vision/vision/pytorch/vision/torchvision/csrc/io/image/cuda/decode_jpegs_c"
     "uda.cpp:10, decode_jpegs_cuda: torchvision not compiled with nvJPEG support", "cpu-only-build", "high"),
    ("RuntimeError: decode_jpeg_cuda: torchvision not compiled with nvJPEG support", "cpu-only-build", "high"),
    ("RuntimeError: PyNvDecoder constructor failed: GPU ordinal out of range. Should be within [0, 0]",
     "invalid-device-ordinal", "high"),
    ("cv2.error: OpenCV(4.10.0) /opt/opencv_contrib/modules/cudacodec/src/video_writer.cpp:264: error: (-217:Gpu API "
     "call) Error initializing Nvidia Encoder. Refer to Nvidia's GPU Support Matrix to confirm your GPU supports "
     "hardware encoding, codec and surface format and check the encoder documentation to verify your choice of "
     "encoding paramaters are supported.NVENC returned error [Code = 10] in function 'Init'",
     "gpu-busy-unavailable", "medium"),
    ("RuntimeError: PyNvEncoder constructor failed: NvEncoder : "
     "m_nvenc.nvEncOpenEncodeSessionEx(&encodeSessionExParams, &hEncoder) returned error 10 at "
     "/project/src/VideoCodecSDKUtils/helper_classes/NvCodec/NvEncoder/NvEncoder_130.cpp:54",
     "gpu-busy-unavailable", "medium"),
    ("cv2.error: OpenCV(4.8.0) /opt/opencv_contrib/modules/cudaoptflow/src/nvidiaOpticalFlow.cpp:185: error: "
     "(-6:Unknown error code -6) Cannot find Cuda library. in function 'LoadNvidiaModules'",
     "driver-not-loaded", "low"),
    # tfjs-node-gpu (0fc04d9), onnxruntime-node 1.31.1, node-llama-cpp (f53ea51), transformers.js (5ed4c5c)
    ("/app/node_modules/@tensorflow/tfjs-node-gpu/scripts/install.js:111\n    throw new Error(`Unsupported system: "
     "${libType}-${platform}-${os.arch()}`);\n    ^\n\nError: Unsupported system: gpu-linux-ppc64\n    at "
     "getPlatformLibtensorflowUri (/app/node_modules/@tensorflow/tfjs-node-gpu/scripts/install.js:111:11)",
     "wheel-platform-unsupported", "medium"),
    ("Error: no available backend found. ERR: [cuda] backend not found.\n    at resolveBackendAndExecutionProviders "
     "(C:\\app\\node_modules\\onnxruntime-common\\dist\\cjs\\backend-impl.js:132:15)\n    at async "
     "InferenceSession.create (C:\\app\\node_modules\\onnxruntime-common\\dist\\cjs\\inference-session-impl.js:180:52)",
     "cpu-only-build", "medium"),
    ("removing requested execution provider \"cuda\" from session options because it is not available: backend not "
     "found.", "cpu-only-build", "medium"),
    ("2025-06-10 12:00:00.123456789 [E:onnxruntime:, provider_bridge_ort.cc:2251 TryGetProviderInfo_CUDA] "
     "/onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1844 onnxruntime::Provider& "
     "onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library "
     "libonnxruntime_providers_cuda.so with error: /app/node_modules/onnxruntime-node/bin/napi-v6/linux/x64/libonnxrun"
     "time_providers_cuda.so: cannot open shared object file: No such file or directory\n\nError: "
     "OrtSessionOptionsAppendExecutionProvider_Cuda: Failed to load shared library\n    at new "
     "OnnxruntimeSessionHandler (/app/node_modules/onnxruntime-node/dist/backend.js:27:92)",
     "cpu-only-build", "medium"),
    ("npm error code 1\nnpm error path /app/node_modules/onnxruntime-node\nnpm error command failed\nnpm error "
     "command sh -c node ./script/install\nnpm error /app/node_modules/onnxruntime-node/script/install-utils.js:260\n"
     "npm error         throw new Error('CUDA 11 is no longer supported. Please consider using CPU or upgrade to CUDA "
     "12.');\nnpm error Error: CUDA 11 is no longer supported. Please consider using CPU or upgrade to CUDA 12.",
     "wheel-platform-unsupported", "medium"),
    ("CUDA: CUDA runtime is installed, but NVIDIA driver is not\nTo resolve errors related to CUDA, see the CUDA "
     "guide: https://node-llama-cpp.withcat.ai/guide/CUDA", "driver-not-loaded", "medium"),
    ("Error: Binary GPU type mismatch. Expected: cuda, got: false. May be due to a linker issue, ensure you don't "
     "have multiple conflicting CUDA installations.\n    at process.onMessage "
     "(file:///app/node_modules/node-llama-cpp/dist/bindings/utils/testBindingBinary.js:240:27)",
     "cuda-runtime-lib-missing", "low"),
    ("[node-llama-cpp] ggml_cuda_init: failed to initialize CUDA: (null)", "driver-too-old", "low"),
    ("InsufficientMemoryError: A context size of 8192 is too large for the available VRAM\n    at "
     "resolveContextContextSizeOption (file:///app/node_modules/node-llama-cpp/dist/gguf/insights/utils/resolveContext"
     "ContextSizeOption.js:64:23)", "cuda-oom", "high"),
    ("InsufficientMemoryError: Not enough VRAM to fit the model with the specified settings\n    at "
     "resolveModelGpuLayersOption (file:///app/node_modules/node-llama-cpp/dist/gguf/insights/utils/resolveModelGpuLay"
     "ersOption.js:86:23)", "cuda-oom", "high"),
    ("[node-llama-cpp] The prebuilt binaries cannot be used in this Linux distro, as `glibc` is not detected",
     "wheel-platform-unsupported", "medium"),
    ("Error: Unsupported device: \"cuda\". Should be one of: dml, webgpu, cpu.\n    at deviceToExecutionProviders "
     "(file:///C:/app/node_modules/@huggingface/transformers/dist/transformers.node.mjs:7215:11)",
     "cpu-only-build", "high"),
    ("Error: Unsupported device: \"cuda\". Should be one of: coreml, webgpu, cpu.", "cpu-only-build", "high"),
    ("-- Looking for a CUDA compiler - NOTFOUND\nCMake Error at ggml/src/ggml-cuda/CMakeLists.txt:183 (message):\n  "
     "CUDA Toolkit not found", "toolkit-version-mismatch", "low"),
    # unsloth / unsloth_zoo 2026.10.9, axolotl 0.19.0, torchtune 0.6.1, LLaMA-Factory (ff6d4d1)
    ("NotImplementedError: Unsloth: nvidia-smi sees NVIDIA GeForce RTX 4090 but torch.cuda.is_available() is False "
     "(torch 2.9.0+cpu). PyTorch likely does not match this machine; reinstall it for /home/user/venv/bin/python",
     "cpu-only-build", "high"),
    ("NotImplementedError: Unsloth: Your GPU is too old for vLLM! vLLM needs compute capability 7.0 or higher, but "
     "your GPU has 6.1. Use `fast_inference = False` to train and run inference without vLLM.",
     "no-kernel-image", "high"),
    ("NotImplementedError: Unsloth: Your GPU is too old for float8 KV cache! Set it to False.",
     "no-kernel-image", "high"),
    ("ValueError: Unsloth: FBGEMM FP8 quantization is only supported on H100 and higher GPUs. L4 is not supported. "
     "You are using NVIDIA A100-SXM4-40GB. Refer to https://developer.nvidia.com/cuda-gpus for more details.",
     "no-kernel-image", "high"),
    ("ValueError: Unsloth: FP8 quantization is only supported on L4 and higher GPUs with compute capability 8.9 or "
     "higher. You are using Tesla T4. Refer to https://developer.nvidia.com/cuda-gpus for more details.",
     "no-kernel-image", "high"),
    ("RuntimeError: Unsloth: float8_training needs compute capability 8.9+ (fp8 tensor cores); NVIDIA A100-SXM4-80GB "
     "is 8.0. Train in bfloat16 / float16 instead.", "no-kernel-image", "high"),
    ("ValueError: Unsloth: On the fly `load_in_fp8` requires H100 GPUs or after. Try `unsloth/Qwen3-8B` instead.",
     "no-kernel-image", "medium"),
    ("pydantic_core._pydantic_core.ValidationError: 1 validation error for AxolotlConfigWCapabilities\n  Value error, "
     "attn_implementation=fp8 requires compute capability sm_90 or higher (Hopper+). Detected 'sm_86'.",
     "no-kernel-image", "high"),
    ("pydantic_core._pydantic_core.ValidationError: 1 validation error for AxolotlConfigWCapabilities\n  Value error, "
     "fp8 requested, but fp8 is not supported on this GPU", "no-kernel-image", "medium"),
    ("Unsloth: GPUs older than Volta (compute capability < 7.0) cannot run torch.compile - training without it.",
     "no-kernel-image", "low"),
    ("Unsloth: fast_inference (vLLM) cannot run gemma3 on GPUs older than compute capability 8.0 (such as T4) - will "
     "switch to Unsloth inference!", "no-kernel-image", "low"),
    ("Unsloth: vLLM was built for CUDA 12 but this system has CUDA 13.0. Please reinstall vLLM with the correct CUDA "
     "version:", "toolkit-version-mismatch", "medium"),
    ("Unsloth: xformers is installed but cannot load with torch 2.9.0+cu130 (it was built for 2.8.0+cu128), so "
     "PyTorch attention is used instead.", "toolkit-version-mismatch", "low"),
    ("Unsloth: FlashInfer requires JIT compilation but nvcc (CUDA compiler) is not found.",
     "toolkit-version-mismatch", "low"),
    ("ValueError: Unsloth: unsloth/Llama-3.3-70B-Instruct does not fit in GPU memory (cuda:0 has 21.37 GB free), so "
     "transformers placed part of it on the CPU, which bitsandbytes cannot quantize.", "cuda-oom", "high"),
    ("MemoryError: Unsloth: Your GPU ran out of memory loading vLLM with standby mode enabled.", "cuda-oom", "high"),
    ("RuntimeError: Unsloth: No or negligible GPU memory available for fused cross entropy.", "cuda-oom", "medium"),
    ("unsloth_zoo.device_map_planner.DeviceMapInfeasible: Cannot place the model and keep 1.250 GiB free on the "
     "output head's device.", "cuda-oom", "medium"),
    ("Unsloth: Your GPU cannot handle sequence lengths of 8192 due to limited GPU memory.", "cuda-oom", "low"),
    ("Traceback (most recent call last):\n  File \"/usr/local/lib/python3.10/dist-packages/torchtune/training/_distrib"
     "uted.py\", line 150, in get_device\nRuntimeError: The local rank is larger than the number of available GPUs.",
     "invalid-device-ordinal", "high"),
    ("RuntimeError: bf16 precision was requested but not available on this hardware. Please use fp32 precision "
     "instead.", "cpu-only-build", "low"),
    ("ValueError: This device does not support `pure_bf16`.", "cpu-only-build", "low"),
    # PaddlePaddle 2.5.2 / 2.6.2: large-model kernels, FlashAttention-1, CUDA Graph, AMP warnings
    ("  File \".../paddle/nn/quant/quantized_linear.py\", line 70, in weight_quantize\n    assert (\nAssertionError: "
     "Currently weight_quantize only support SM70/75/80/86. but got 89 ", "no-kernel-image", "medium"),
    ("ValueError: (InvalidArgument) Currently, arch only support 70, 75, 80, 86.\n  [Hint: Expected ((arch == 80) || "
     "(arch == 86) || (arch == 75) || (arch == 70)) == true, but received ((arch == 80) || (arch == 86) || (arch == "
     "75) || (arch == 70)):0 != true:1.] (at /paddle/paddle/phi/kernels/gpu/weight_quantize_kernel.cu:40)",
     "no-kernel-image", "medium"),
    ("ValueError: Paddle is not compiled with CUDA, we cannot get SMVersion from device, please try to compile Paddle "
     "with CUDA", "cpu-only-build", "high"),
    ("ValueError: (InvalidArgument) Expect compute compatiblity to be less than 90, but got 90. CUDNN FusedOps is no "
     "longer available on H100 and later devices. (at /paddle/paddle/fluid/operators/fused/resnet_unit_op.cu:42)",
     "no-kernel-image", "low"),
    ("RuntimeError: (Unimplemented) the Nvidia GPU's Compute Capability must be greater or equal than 70 (at "
     "/paddle/paddle/phi/kernels/fusion/cutlass/memory_efficient_attention/autogen_variable/cutlass_forward.h:131)",
     "no-kernel-image", "medium"),
    ("OSError: (External) `is_sm8x || is_sm75` check failed at /paddle/third_party/flashattn/csrc/flash_attn/flash_att"
     "n.cpp:271\n  [Hint: Expected succ == true, but received succ:0 != true:1.] (at "
     "../paddle/phi/kernels/gpu/flash_attn_kernel.cu:113)", "no-kernel-image", "high"),
    ("AssertionError: Can't find your selected_gpus 2 in CUDA_VISIBLE_DEVICES[0,1].",
     "invalid-device-ordinal", "medium"),
    ("AssertionError: CUDA Graph is only supported on PaddlePaddle compiled with NVIDIA GPU.",
     "cpu-only-build", "medium"),
    ("/usr/local/lib/python3.10/dist-packages/paddle/amp/auto_cast.py:386: UserWarning: For bfloat16, amp only "
     "support NVIDIA GPU with Compute Capability 8.0 or higher and CUDA Version 11.0 or higher, current GPU is: Tesla "
     "V100-SXM2-32GB, with Compute Capability: 7.0, current CUDA Version is: 11.8.", "no-kernel-image", "low"),
    # OCR and document parsers: MinerU 2.7 / 4.0, Nougat 0.1.17, RapidOCR 3.10 (session 58's ocr-doc audit).
    ("2025-11-20 10:21:37.512 | WARNING  | mineru.model.runtime.onnx:table_ort_session:87 - Table CUDA unavailable; "
     "falling back to CPU: /root/.cache/modelscope/hub/models/OpenDataLab/MinerU-4_models_onnx/table/slanet-plus.onnx",
     "cpu-only-build", "medium"),
    ("WARNING:root:GPU VRAM is too small. Computing on CPU.", "cuda-oom", "low"),
    ("2025-11-20 10:22:01.118 | WARNING  | mineru.backend.vlm.utils:set_default_batch_size:106 - Error determining "
     "VRAM: Invalid device id, using default batch_ratio: 1", "invalid-device-ordinal", "medium"),
    ("[WARNING] 2025-10-02 14:05:00,120 [RapidOCR] device_config.py:95: PaddlePaddle was not compiled with CUDA "
     "support (CPU-only version).", "cpu-only-build", "high"),
    # Medical imaging: MONAI 1.6, nnU-Net v2 2.2 / 2.8, TotalSegmentator 2.18, MONAI Label 0.8.5,
    # 3D Slicer's PyTorch, TotalSegmentator and MONAIAuto3DSeg extensions.
    ("2025-02-03 09:14:55,201 - WARNING - GPU stitching failed, attempting on CPU, image dim torch.Size([1, 1, 512, "
     "512, 734]).", "cuda-oom", "medium"),
    ("2025-02-03 09:16:02,118 - WARNING - GPU buffered stitching failed, attempting on CPU, image dim torch.Size([1, "
     "1, 512, 512, 1402]).", "cuda-oom", "medium"),
    ("Prediction on device was unsuccessful, probably due to a lack of memory. Moving results arrays to CPU",
     "cuda-oom", "medium"),
    ("Prediction with perform_everything_on_gpu=True failed due to insufficient GPU memory. Falling back to "
     "perform_everything_on_gpu=False. Not a big deal, just slower...\nError:", "cuda-oom", "medium"),
    ("Invalid GPU config, running on the CPU", "invalid-device-ordinal", "high"),
    ("========== Checking PyTorch ==========\nPyTorch: 2.5.1+cpu "
     "['/home/user/venv/lib/python3.11/site-packages/torch']\nTest tensor: tensor([1., 2., 3.])\nCUDA version: None\n"
     "PyTorch GPU Count: 0", "cpu-only-build", "high"),
    ("Importing torch...\nPyTorch 2.4.1+cpu imported successfully\nCUDA available: False", "cpu-only-build", "high"),
    ("CUDA version: None\nPyTorch GPU Count: 0", "cpu-only-build", "medium"),
    ("monai.utils.module.OptionalImportError: NVTX is not installed. Are you sure you have a CUDA build? (No module "
     "named 'torch._C._nvtx').", "cpu-only-build", "high"),
    ("  File \"/opt/venv/lib/python3.10/site-packages/monai/networks/utils.py\", line 1001, in convert_to_trt\n    "
     "raise Exception(\"Cannot find any GPU devices.\")\nException: Cannot find any GPU devices.",
     "cpu-only-build", "low"),
    ("2025-03-11 14:02:11,512 - INFO - device=cuda:0 but CUDA device is not available, using CPU instead.",
     "cpu-only-build", "low"),
    ("  File \"/opt/venv/lib/python3.10/site-packages/monai/networks/layers/gmm.py\", line 40, in __init__\n"
     "NotImplementedError: GaussianMixtureModel is currently implemented for CUDA.", "cpu-only-build", "low"),
    ("  File \"/opt/venv/lib/python3.10/site-packages/monailabel/scribbles/utils.py\", line 198, in "
     "learn_and_apply_gmm_monai\nOSError: Unable to find CUDA device, check your torch/monai installation",
     "cpu-only-build", "low"),
    ("No GPU is detected. Switch to 'fast' mode to get low-resolution result in a few minutes or compute "
     "full-resolution result which may take 5 to 50 minutes (depending on computer configuration)?",
     "cpu-only-build", "low"),
    ("OSError: Unable to find CUDA_HOME.  Install CUDA Toolkit: https://developer.nvidia.com/cuda-downloads",
     "toolkit-version-mismatch", "low"),
    ("[2024-11-26 10:21:07,113] [4121] [MainThread] [INFO] (monailabel.utils.others.generic:163) - Using nvidia-smi "
     "command\n[2024-11-26 10:21:07,114] [4121] [MainThread] [INFO] (monailabel.utils.others.generic:165) - "
     "nvidia-smi command didn't work! - Using default image size [128, 128, 64]", "container-no-gpu-access", "low"),
    ("Converting logits into predictions\nlogits2pred failed on GPU pred retrying on CPU torch.Size([1, 25, 512, 512, "
     "620])", "cuda-oom", "low"),
    # audio-separator 0.47 (the ONNX Runtime and torch device set-up behind UVR-style separation).
    ("2025-06-14 10:21:33.410 - INFO - separator - ONNX Runtime GPU package installed with version: 1.22.0\n"
     "2025-06-14 10:21:33.411 - INFO - separator - ONNX Runtime CPU package installed with version: 1.22.0\n"
     "2025-06-14 10:21:33.415 - WARNING - separator - CUDAExecutionProvider not available in ONNXruntime, so "
     "acceleration will NOT be enabled", "cpu-only-build", "high"),
    ("2025-06-14 10:21:33.412 - INFO - separator - No hardware acceleration could be configured, running in CPU mode",
     "cpu-only-build", "low"),
    ("2025-06-14 10:21:33.412 - INFO - separator - PyTorch Version: 2.5.1+cpu\n2025-06-14 10:21:33.412 - INFO - "
     "separator - No hardware acceleration could be configured, running in CPU mode", "cpu-only-build", "high"),
    # GPU physics: NVIDIA Warp 0.5 / 1.x and Taichi 1.0 / 1.7.
    ("Warp CUDA error: Failed to get function cuGetProcAddress", "driver-too-old", "medium"),
    ("Traceback (most recent call last):\n  File \"run.py\", line 8, in <module>\n    wp.set_device(\"cuda:1\")\n"
     "ValueError: Invalid device identifier: cuda:1", "invalid-device-ordinal", "medium"),
    ("RuntimeError: Memory allocation failed on device: cuda:0 for 8589934592 bytes", "cuda-oom", "medium"),
    ("[W 12/07/25 19:20:11.345 81234] [llvm_runtime_executor.cpp:LlvmRuntimeExecutor@42] No CUDA driver API "
     "detected.\n[W 12/07/25 19:20:11.345 81234] [llvm_runtime_executor.cpp:LlvmRuntimeExecutor@57] Falling back to "
     "x64.", "driver-not-loaded", "low"),
    ("[W 12/07/25 19:20:11.345 81234] [cuda_driver.cpp:CUDADriver@134] The Taichi CUDA backend requires at least CUDA "
     "10.0, got v9.1.\n[W 12/07/25 19:20:11.346 81234] [misc.py:adaptive_arch_select@758] Arch=[<Arch.cuda: 3>] is "
     "not supported, falling back to CPU", "driver-too-old", "high"),
    ("RuntimeError: [llvm_runtime_executor.cpp:preallocate_memory@598] Failed to pre-allocate device memory (err: -4)",
     "cuda-oom", "high"),
    ("Taichi JIT:0: allocate_from_reserved_memory: block: [0,0,0], thread: [0,0,0] Assertion `Out of CUDA "
     "pre-allocated memory.\nConsider using ti.init(device_memory_fraction=0.9) or ti.init(device_memory_GB=4) to "
     "allocate more GPU memory` failed.\n[E 12/07/25 19:20:13.002 81234] [cuda_driver.h:operator()@92] CUDA Error "
     "CUDA_ERROR_ASSERT: device-side assert triggered while calling stream_synchronize (cuStreamSynchronize)",
     "cuda-oom", "high"),
    ("[W 12/07/25 19:20:11.345 81234] [cuda_driver.cpp:load_lib@36] nvcuda.dll lib not found.\n[W 12/07/25 "
     "19:20:11.346 81234] [misc.py:adaptive_arch_select@758] Arch=[<Arch.cuda: 3>] is not supported, falling back to "
     "CPU\n[Taichi] Starting on arch=x64", "driver-not-loaded", "medium"),
    ("[W 05/12/22 10:11:12.345 4321] [cuda_driver.cpp:CUDADriver@38] CUDA driver not found.\n[W 05/12/22 10:11:12.346 "
     "4321] [misc.py:adaptive_arch_select@494] Arch=[<Arch.cuda: 4>] is not supported, falling back to CPU\n[Taichi] "
     "Starting on arch=x64", "driver-not-loaded", "low"),
    # Burn-in and test tools: cuda_memtest, nccl-tests, gpu-burn before 2023.
    ("[09/14/2025 10:21:37][gpu-node07][0]:ERROR: NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.183.01\n"
     "[09/14/2025 10:21:37][gpu-node07][0]:ERROR: The unit serial number is 1322021012345\n[09/14/2025 "
     "10:21:37][gpu-node07][0]:ERROR: (test0) 3 errors found in block 117\n[09/14/2025 "
     "10:21:37][gpu-node07][0]:ERROR: 0th error, expected value=0x7f1a3c5e2a40, current value=0x7f1a3c5e2a41, "
     "diff=0x1 (second_read=0x7f1a3c5e2a41, expect=0x7f1a3c5e2a40, diff with expected value=0x1)",
     "gpu-hardware-fault", "high"),
    ("[09/14/2025 10:21:37][gpu-node07][0]:ERROR: (test10[Memory stress test]) 12 errors found in block 0",
     "gpu-hardware-fault", "high"),
    ("[09/14/2025 10:21:37][gpu-node07][1][79 C]:ERROR: 0th error, expected value=0x7f1a3c5e2a40, current "
     "value=0x7f1a3c5e2a41, diff=0x1 (second_read=0x7f1a3c5e2a41, expect=0x7f1a3c5e2a40, diff with expected value=0x1)",
     "gpu-hardware-fault", "high"),
    ("[09/14/2025 10:21:37][gpu-node07][0]:ERROR: cannot allocate any memory from GPU", "cuda-oom", "medium"),
    ("gpu-node07: Test CUDA failure common.cu:1111 'out of memory'\n .. gpu-node07 pid 41235: Test failure "
     "common.cu:1611", "cuda-oom", "high"),
    ("# Using devices\nInvalid number of GPUs: 8 requested but only 4 were found.\nPlease check the number of "
     "processes and GPUs per process.", "invalid-device-ordinal", "medium"),
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  [NVML] Error: 'Driver/library "
     "version mismatch' in </home/alice/cuda_memtest/cuda_memtest.cpp>:533", "nvml-driver-library-mismatch", "high"),
    ("Initialized device 0 with 24259 MB of memory (1021 MB available, using 919 MB of it), using FLOATS\nResults are "
     "268435456 bytes each, thus performing 1 iterations\nCouldn't init a GPU test: Low mem for result. aborting.",
     "cuda-oom", "medium"),
    # Cryo-EM: RELION 2.1-5.0 (run time and CMake), MotionCor3, AreTomo3, topaz denoise3d.
    ("ERROR: out of memory in /opt/relion-5.0/src/acc/cuda/cuda_ml_optimiser.cu at line 95 (error-code 2)\nin: "
     "/opt/relion-5.0/src/acc/cuda/cuda_settings.h, line 65\nERROR: \nA GPU-function failed to execute.",
     "cuda-oom", "high"),
    ("ERROR: CudaCustomAllocator out of memory\n [requestedSpace:             1610612736 B]\n "
     "[largestContinuousFreeSpace: 983040000 B]\n [totalFreeSpace:             1179648000 B]\nin: "
     "/opt/relion-5.0/src/acc/cuda/custom_allocator.cuh, line 539\nERROR: \nYou ran out of memory on the GPU(s).",
     "cuda-oom", "high"),
    ("in: /opt/relion-5.0/src/acc/cuda/cuda_fft.h, line 226\nERROR: \nWhen trying to plan one or more Fourier "
     "transforms, it was found that the available\nGPU memory was insufficient. Relion attempts to reduce the memory "
     "by segmenting\nthe required number of transformations, but in this case not even a single", "cuda-oom", "high"),
    ("WARNING: The available space on the GPU after initialization (145 MB) might be insufficient for the expectation "
     "step.", "cuda-oom", "low"),
    ("WARNING: Ignoring required free GPU memory amount of 1848 MB, due to space insufficiency.", "cuda-oom", "low"),
    ("in: /opt/relion-5.0/src/acc/cuda/cuda_ml_optimiser.cu, line 92\nERROR: \nThere was an issue with the GPU-ids. "
     "Either \n \t- you have specified a GPU index following the --gpu flag which is too high \n \t- relion has "
     "detected more GPUs than there is one or more node(s). \nTry running without ids following the --gpu flag, or "
     "specify different such indices.", "invalid-device-ordinal", "high"),
    ("in: /opt/relion-5.0/src/ml_optimiser.cpp, line 1593\nERROR: \nYou have no GPUs compatible with RELION "
     "(CUDA/HIP-capable for supported GPU targets", "no-kernel-image", "high"),
    ("in: /usr/local/relion/src/ml_optimiser.cpp, line 1415\nERROR: \nYou have no GPUs compatible with RELION "
     "(CUDA-capable and compute-capability >= 3.5", "no-kernel-image", "high"),
    ("WARNING : at least one of your GPUs is not compatible with RELION (CUDA-capable and compute-capability >= 3.5)",
     "no-kernel-image", "low"),
    ("in: /opt/relion-5.0/src/ml_optimiser.cpp, line 1663\nERROR: \nGPU usage requested, but RELION was compiled "
     "without CUDA or HIP support", "cpu-only-build", "high"),
    ("+ WARNING : Relion was compiled without CUDA >= 7.0 or HIP with ROCm >= 4.0 - you do NOT have support for GPUs",
     "cpu-only-build", "high"),
    ("CMake Warning at CMakeLists.txt:205 (message):\n  Cuda version is less than 7.0, so relion will be compiled "
     "without GPU\n  support.\n-- Using non-cuda compilation....", "cpu-only-build", "medium"),
    ("-- Acceleration not enabled - Building CPU-only version of RELION", "cpu-only-build", "medium"),
    ("CMake Error at CMakeLists.txt:213 (message):\n  CUDA enabled but unlable to locate packages...\n-- Configuring "
     "incomplete, errors occurred!", "toolkit-version-mismatch", "low"),
    ("CAlignStack: bbb: out of memory\nMotionCor3: Util/CSimpleFuncs.cpp:211: void "
     "MotionCor2::Util::CheckCudaError(const char*): Assertion '0' failed.\nAborted (core dumped)", "cuda-oom", "high"),
    ("0000000: out of memory\nAreTomo3: MaUtil/CSimpleFuncs.cpp:61: void McAreTomo::MaUtil::CheckCudaError(const "
     "char*): Assertion '0' failed.", "cuda-oom", "high"),
    ("GBackProjWbp: kernel: out of memory\nAreTomo3: MaUtil/CSimpleFuncs.cpp:61: void "
     "McAreTomo::MaUtil::CheckCudaError(const char*): Assertion '0' failed.", "cuda-oom", "high"),
    ("ERROR: Invalid device id or format", "invalid-device-ordinal", "medium"),
    ("Error: All GPUs are in use, quit.", "gpu-busy-unavailable", "medium"),
    # GPUs in virtual machines: the open kernel module under a hypervisor, the vGPU guest and host,
    # nvidia-smi's license status and nvidia-gridd.
    ("NVRM: The NVIDIA GPU 0000:3b:00.0 (PCI ID: 10de:1eb8)\nNVRM: installed in this vGPU host system is not "
     "supported by\nNVRM: open nvidia.ko.\nNVRM: Please see the 'Open Linux Kernel Modules' and 'GSP\nNVRM: Firmware' "
     "sections in the NVIDIA Virtual GPU (vGPU)\nNVRM: Software documentation, available at docs.nvidia.com.",
     "driver-gpu-unsupported", "high"),
    ("[    3.214567] NVRM: This PCI I/O region assigned to your NVIDIA device is invalid:\nNVRM: BAR1 is 0M @ 0x0 "
     "(PCI:0000:01:00.0)\nnvidia: probe of 0000:01:00.0 failed with error -1\nNVRM: The NVIDIA probe routine failed "
     "for 1 device(s).\nNVRM: None of the NVIDIA devices were initialized.", "gpu-init-failed", "high"),
    ("[    2.876543] NVRM: No address space to allocate resized BAR1.\nNVRM: FATAL: Failed to re-allocate BAR1.\n"
     "NVRM: Fatal Error while attempting to resize PCIe BARs.", "gpu-init-failed", "medium"),
    ("NVRM: NVRM_RPC: SetGuestSystemInfo: The host version (13.1) is too old.\nNVRM_RPC: SetGuestSystemInfo: Minimum "
     "required host version is 14.0.", "gpu-init-failed", "high"),
    ("Sep 06 17:49:39 pve nvidia-vgpu-mgr[3120]: notice: vmiop_log: ######## Guest NVIDIA Driver Information: "
     "########\nSep 06 17:49:39 pve nvidia-vgpu-mgr[3120]: notice: vmiop_log: Driver Version: 550.54.14\nSep 06 "
     "17:49:39 pve nvidia-vgpu-mgr[3120]: error: vmiop_log: Incompatible Guest/Host drivers: Host VGX version is "
     "older than the minimum version supported by the Guest. Disabling vGPU.", "gpu-init-failed", "high"),
    ("NVRM: gpuDetermineVirtualMode: vGPU and Passthrough not supported simultaneously on the same VM.",
     "gpu-init-failed", "medium"),
    ("$ nvidia-smi -q | grep -A2 \"vGPU Software Licensed Product\"\n    vGPU Software Licensed Product\n        "
     "Product Name                      : NVIDIA Virtual Compute Server\n        License Status                    : "
     "Unlicensed (Restricted)", "gpu-busy-unavailable", "medium"),
    ("Oct 12 17:22:37 worker3 nvidia-gridd: Failed to update local trusted store - Maximum buffer size exceeded\nOct "
     "12 17:22:37 worker3 nvidia-gridd: Failed to register client (2)\nOct 12 17:22:37 worker3 nvidia-gridd: Failed "
     "to acquire license from 10.20.30.40", "gpu-busy-unavailable", "medium"),
    ("Jan 23 10:02:11 gpu-vm-01 nvidia-gridd[1203]: Failed to acquire license from dls.example.org",
     "gpu-busy-unavailable", "medium"),
    ("Mar 02 09:11:05 vm1 nvidia-gridd[5805]: Configuration parameter ( ServerAddress  FeatureType) not set\nMar 02 "
     "09:11:05 vm1 nvidia-gridd[5805]: Unable to open directory /etc/nvidia/license (No such file or directory)\nMar "
     "02 09:11:05 vm1 nvidia-gridd[5805]: Invalid feature type requested", "gpu-busy-unavailable", "medium"),
    # Streaming and transcoding apps' NVENC probes: OBS Studio 30 / 31, Sunshine, HandBrake 1.3.
    ("10:41:02.116: [NVENC] Test process failed: nvenc_init_15\n10:41:02.116: NVENC not supported",
     "driver-too-old", "high"),
    ("[2024-05-10 21:14:07.532]: Error: NvEnc: minimum required driver version is 456.71\n[2024-05-10 21:14:07.532]: "
     "Info: Encoder [nvenc] failed", "driver-too-old", "high"),
    ("[2024-05-10 21:14:07.532]: Error: NvEnc: No NvEncodeAPIGetMaxSupportedVersion() in nvEncodeAPI64.dll",
     "driver-too-old", "high"),
    ("[21:14:07] Nvenc version 9.0\n\n[21:14:07] NVENC version not supported. Disabling feature.",
     "driver-too-old", "high"),
    ("10:41:02.116: [obs-nvenc] Could not load function: NvEncodeAPIGetMaxSupportedVersion", "driver-too-old", "high"),
    ("10:41:02.116: [obs-nvenc] init_nvenc_internal: nv_create_instance(&nv) failed: 15 (NV_ENC_ERR_INVALID_VERSION)",
     "driver-too-old", "high"),
    ("[2024-05-10 21:14:07.532]: Error: NvEnc: NvEncodeAPICreateInstance() failed: NV_ENC_ERR_INVALID_VERSION",
     "driver-too-old", "high"),
    ("10:41:02.116: [obs-nvenc] Failed to find CUDA function: cuGraphicsGLRegisterImage\nLoading CUDA functions "
     "failed.", "driver-too-old", "medium"),
    ("10:41:02.116: [NVENC] Test process failed: cuda_init_803\n10:41:02.116: NVENC not supported",
     "nvml-driver-library-mismatch", "medium"),
    ("10:41:02.116: [NVENC] Test process failed: nvml_lib\n10:41:02.116: NVENC not supported",
     "nvml-library-not-found", "medium"),
    # Batch schedulers: HTCondor's condor_gpu_discovery (current and 8.8) and the job environment of a slot
    # without a GPU.
    ("Can't open library 'libcuda.so': 'libcuda.so: cannot open shared object file: No such file or directory'\nCan't "
     "open library 'libcudart.so': 'libcudart.so: cannot open shared object file: No such file or directory'\n# "
     "Unable to load a CUDA library (libcuda.so or libcudart.so).\nDetectedGPUs=0", "driver-not-loaded", "medium"),
    ("# Unable to load NVML; will not discover dynamic properties or MIG instances.", "nvml-library-not-found", "high"),
    ("Warning: nvmlInit() failed with error 18; will not discover dynamic properties or MIG instances.",
     "nvml-driver-library-mismatch", "high"),
    ("Warning: nvmlInit failed with error 18, dynamic information will not be available.",
     "nvml-driver-library-mismatch", "high"),
    ("Warning: nvmlInit() failed with error 9; will not discover dynamic properties or MIG instances.\nDetectedGPUs=0",
     "driver-not-loaded", "medium"),
    ("Error: cuInit returned 803\nDetectedGPUs=0", "nvml-driver-library-mismatch", "medium"),
    ("# Not enumerating NVML devices because a CUDA device has no UUID.  This usually means you should upgrade your "
     "CUDA libaries.", "driver-too-old", "low"),
    ("_CONDOR_AssignedGPUs=10000\nCUDA_VISIBLE_DEVICES=10000\n>>> torch.cuda.is_available()\nFalse",
     "no-visible-gpu", "high"),
    # Image-generation launchers: ComfyUI Desktop, Stability Matrix, SwarmUI, Pinokio's resource monitor, Fooocus.
    ("Update NVIDIA Driver\nYour NVIDIA driver may be too old for PyTorch 2.10.0+cu130.\nDetected driver version: "
     "566.36\nRecommended minimum: 580", "driver-too-old", "medium"),
    ("NVIDIA DRIVER WARNING\nYour NVIDIA driver version (576.88) is older than\nthe minimum required version (580.x) "
     "for CUDA 13.0 (cu130).", "driver-too-old", "high"),
    ("2026-03-10 10:11:12.3456|WARN|StabilityMatrix.Core.Models.Packages.ComfyUI|NVIDIA driver version 576.88 is "
     "below 580.x minimum for cu130 (torch index: cu130)", "driver-too-old", "high"),
    ("System.NotSupportedException: Nunchaku is not supported on macOS or GPUs with compute capability < 7.5.",
     "no-kernel-image", "medium"),
    ("2026-03-10 10:11:12.3456|WARN|StabilityMatrix.Core.Services.PipWheelService|No compatible Nunchaku wheel found "
     "for torch 2.11.0+cu130", "wheel-platform-unsupported", "medium"),
    ("StabilityMatrix.Core.Exceptions.MissingPrerequisiteException: Could not find CUDA Toolkit. Please install "
     "version 12.6 or newer from the link below.", "toolkit-version-mismatch", "low"),
    ("10:21:03.123 [Error] Nunchaku is not currently supported on your Torch CUDA version, you have torch+cpu but you "
     "need cu12.8 or cu13.0.", "cpu-only-build", "high"),
    ("10:21:03.123 [Error] Nunchaku is not currently supported on your Torch version, you have torch 2.7.1 but you "
     "need at least Torch 2.8 (up to 2.11).", "wheel-platform-unsupported", "medium"),
    ("10:21:03.123 [Error] Nunchaku is not currently supported on your Torch CUDA version, you have torch+cu126 but "
     "you need cu12.8 or cu13.0.", "wheel-platform-unsupported", "medium"),
    ("[resource-usage:gpu] provider failed {\n  provider: 'linux-nvml',\n  platform: 'linux',\n  pid_count: 3,\n  "
     "error: 'nvmlInit failed: 18'\n}", "nvml-driver-library-mismatch", "high"),
    ("[resource-usage:gpu] provider failed {\n  provider: 'linux-nvml',\n  platform: 'linux',\n  pid_count: 3,\n  "
     "error: 'nvmlInit failed: 9'\n}", "driver-not-loaded", "medium"),
    ("RuntimeError: Not enough memory, use lower resolution (max approx. 1280x1280). Need: 3.1GB free, Have:1.4GB free",
     "cuda-oom", "medium"),
    ("ran out of memory while running softmax in  _get_attention_scores_no_kv_chunking, trying slower in place "
     "softmax instead", "cuda-oom", "low"),
    ("ComfyUI requires an NVIDIA GPU on Windows. No NVIDIA GPU was detected.", "driver-not-loaded", "low"),
    # Package managers: uv's torch-backend probe and resolver, pixi 0.40 and 0.77's CUDA virtual packages.
    ("$ uv pip install torch torchvision --torch-backend=auto -v\nDEBUG Failed to query CUDA driver version with "
     "`nvidia-smi` with status `exit status: 9`: \nDEBUG Failed to detect GPU driver version",
     "driver-not-loaded", "medium"),
    ("DEBUG Failed to query CUDA driver version with `nvidia-smi` with status `exit code: 12`: \nDEBUG Failed to "
     "detect GPU driver version", "nvml-library-not-found", "medium"),
    ("Error:   × Virtual package '__cuda_arch >=8.0' does not match any of the available virtual packages on your "
     "machine: [__unix=0=0, __linux=6.8.0=0, __glibc=2.39=0, __cuda=12.8=0, __cuda_arch=7.5=0, __archspec=1=skylake]",
     "no-kernel-image", "medium"),
    (" WARN Environment 'gpu' requires cuda_arch >=8.9, but this machine only provides '__cuda_arch 8.6'. The "
     "currently installed packages don't actually need it, so the environment still runs", "no-kernel-image", "low"),
    ("$ uv pip install torch --index-url https://download.pytorch.org/whl/cu127\n  × No solution found when resolving "
     "dependencies:\n  ╰─▶ Because torch was not found in the package registry and you require torch, we can conclude "
     "that your requirements are unsatisfiable.", "wheel-platform-unsupported", "medium"),
    (" WARN Environment 'default' requires cuda >=12.0, but this machine only provides '__cuda 11.8'.",
     "driver-too-old", "medium"),
    (" WARN Environment 'default' requires cuda >=12.0, but this machine does not provide '__cuda'.",
     "driver-not-loaded", "low"),
    ("Error:   × The current system has a mismatching virtual package. The project requires '__cuda' to be at least "
     "version '12' but the system has version '11.4'", "driver-too-old", "medium"),
    ("Error:   × The platform you are running on should at least have the virtual package __cuda on version 12, "
     "build_string: ", "driver-not-loaded", "low"),
    # LLM platforms: Xinference 0.16-4.1, KTransformers (balance_serve, kt-kernel).
    ("RuntimeError: [address=0.0.0.0:35723, pid=28817] No available slot found for the model",
     "gpu-busy-unavailable", "medium"),
    ("ValueError: [address=0.0.0.0:35723, pid=28817] Worker 0.0.0.0:35723 cannot use the GPUs with these indexes: "
     "[1]. Worker 0.0.0.0:35723 can only see these GPUs: [0].", "invalid-device-ordinal", "high"),
    ("RuntimeError: [address=0.0.0.0:35723, pid=28817] GPU index 0 has been occupied with a vLLM model: "
     "qwen2.5-instruct-0, therefore cannot allocate GPU memory for a new model.", "gpu-busy-unavailable", "medium"),
    ("2025-03-11 09:14:02,118 xinference.core.worker 28817 WARNING  WARNING!!! GPU index 0 has been occupied with "
     "these models on it: ['qwen2.5-instruct-0']", "gpu-busy-unavailable", "low"),
    ("ValueError: [address=0.0.0.0:35723, pid=28817] The parameter `n_gpu` must be greater than 0 and not greater "
     "than the number of GPUs: 1 on the machine.", "invalid-device-ordinal", "low"),
    ("2024-11-02 10:31:55,721 xinference.core.model 40112 ERROR    Model actor is out of memory, model id: "
     "glm4-chat-1-0", "cuda-oom", "high"),
    ("RuntimeError: [address=0.0.0.0:35723, pid=28817] Experimental FP8 AR requires CUDA compute capability >=8.9",
     "no-kernel-image", "medium"),
    ("2026-01-10 10:00:00,000 xinference.core.worker 28817 WARNING  Pre-launch VRAM low for model qwen3-0 on GPUs "
     "[0]: free_ratio=0.07 (target 0.90), scanning for orphans", "cuda-oom", "low"),
    ("ValueError: Unsupported backend: CUDA_HOME MUSA_HOME ROCM_HOME all not set.", "toolkit-version-mismatch", "low"),
    ("[2025-04-02 14:21:07.331] [error] [scheduler.cpp:52] GPU memory size 20.41G is smaller than 37.58G",
     "cuda-oom", "medium"),
    ("ValueError: Minimum GPU memory requirements not met", "cuda-oom", "medium"),
    ("[2025-04-02 14:21:07.331] [info] [scheduler.cpp:31] Number of available GPUs: 1, want 2\n[2025-04-02 "
     "14:21:07.331] [error] [scheduler.cpp:33] Not enough GPUs available.", "invalid-device-ordinal", "medium"),
    # Spark RAPIDS 22.04-26.x, its JNI and cuDF's Java loader, Spark 3.5's GPU resource discovery.
    ("26/07/01 10:02:11 ERROR RapidsExecutorPlugin: Exception in the executor plugin, shutting down!\n"
     "java.lang.RuntimeException: Device architecture 61 is unsupported. Minimum supported architecture: 70.",
     "no-kernel-image", "high"),
    ("java.lang.RuntimeException: GPU compute capability 5 is unsupported, requires 6.0+", "no-kernel-image", "high"),
    ("26/07/01 10:02:11 ERROR RapidsExecutorPlugin: Exception in the executor plugin, shutting down!\n"
     "java.lang.IllegalStateException: Could not find a single GPU to use", "gpu-busy-unavailable", "medium"),
    ("java.lang.IllegalArgumentException: The pool allocation of 870.0 MB (calculated from "
     "spark.rapids.memory.gpu.allocFraction (=1.0) and 1510.0 MB free memory) was less than the minimum allocation of "
     "3829.0 (calculated from spark.rapids.memory.gpu.minAllocFraction (=0.25) and 15318.0 MB total memory)",
     "cuda-oom", "medium"),
    ("com.nvidia.spark.rapids.jni.GpuRetryOOM: GPU OutOfMemory\n\tat ai.rapids.cudf.Rmm.allocInternal(Native Method)",
     "cuda-oom", "high"),
    ("26/07/01 12:00:01 WARN DeviceMemoryEventHandler: Device store exhausted, unable to allocate 1073741824 bytes. "
     "Total RMM allocated is 14495514624 bytes.", "cuda-oom", "high"),
    ("26/07/01 10:02:11 ERROR NativeDepsLoader: Could not load cudf jni library...\njava.io.IOException: Error "
     "loading dependencies\nCaused by: java.util.concurrent.ExecutionException: java.io.FileNotFoundException: Could "
     "not locate native dependency aarch64/Linux/libcudf.so", "wheel-platform-unsupported", "medium"),
    ("26/07/01 10:02:11 WARN RapidsExecutorPlugin: nvidia-smi process failed\njava.io.IOException: Cannot run program "
     "\"nvidia-smi\": error=2, No such file or directory", "container-no-gpu-access", "low"),
    ("java.lang.IllegalArgumentException: requirement failed: Resource: gpu, with addresses:  is less than what the "
     "user requested: 1)", "no-visible-gpu", "medium"),
    ("org.apache.spark.SparkException: None of the discovery plugins returned ResourceInformation for gpu",
     "no-visible-gpu", "low"),
    # GPU sharing on Kubernetes: HAMi-core and 4paradigm's libvgpu.so, HAMi's device plugin, Volcano's and
    # gpushare's plugins (go-nvml errors behind "nvml: "), gpushare's placeholder device.
    ("[HAMI-core Msg(27:140216104433472:libvgpu.c:871)]: Initializing.....\n[HAMI-core ERROR (pid:27 "
     "thread=140216104433472 allocator.c:52)]: Device 0 OOM 4401922048 / 4294967296", "cuda-oom", "high"),
    ("[4pdvGPU ERROR (pid:31 thread=140216104433472 multiprocess_memory_limit.c:385)]: device OOM encountered: "
     "usage=5368709120 limit=4294967296", "cuda-oom", "high"),
    ("[HAMI-core Msg(1:140216104433472:libvgpu.c:871)]: Initializing.....\n[HAMI-core "
     "Warn(1:140216104433472:hook.c:263)]: can't find library libcuda.so.1\n[HAMI-core ERROR (pid:1 "
     "thread=140216104433472 libvgpu.c:938)]: Hijack failed: cuInit is NULL\nSegmentation fault (core dumped)",
     "container-no-gpu-access", "medium"),
    ("[HAMI-core Warn(1:140216104433472:hook.c:290)]: can't find library libnvidia-ml.so.1",
     "nvml-library-not-found", "medium"),
    ("E0915 03:12:44.512345       1 register.go:96] nvml Init err:  ERROR_LIBRARY_NOT_FOUND",
     "nvml-library-not-found", "medium"),
    ("[HAMI-core ERROR (pid:52 thread=140216104433472 multiprocess_memory_limit.c:422)]: NVML get device 0 error, "
     "Unknown Error", "container-nvml-unknown-error", "medium"),
    ("2024/05/12 08:10:11 Loading NVML\n2024/05/12 08:10:11 Failed to initialize NVML: nvml: Driver/library version "
     "mismatch.\n2024/05/12 08:10:11 If this is a GPU node, did you set the docker default runtime to `nvidia`?",
     "nvml-driver-library-mismatch", "high"),
    ("I0512 08:00:00.000000       1 gpumanager.go:37] Failed to initialize NVML: nvml: Driver/library version "
     "mismatch.\nI0512 08:00:00.000000       1 gpumanager.go:38] If this is a GPU node, did you set the docker "
     "default runtime to `nvidia`?", "nvml-driver-library-mismatch", "high"),
    ("2024/05/12 08:10:11 Failed to initialize NVML: nvml: Driver Not Loaded.\n2024/05/12 08:10:11 If this is a GPU "
     "node, did you set the docker default runtime to `nvidia`?", "driver-not-loaded", "high"),
    ("2024/05/12 08:10:11 Failed to initialize NVML: nvml: Unknown Error.\n2024/05/12 08:10:11 If this is a GPU node, "
     "did you set the docker default runtime to `nvidia`?", "container-nvml-unknown-error", "high"),
    ("[HAMI-core Msg(1:140216104433472:libvgpu.c:871)]: Initializing.....\n[HAMI-core ERROR (pid:1 "
     "thread=140216104433472 libvgpu.c:940)]: cuInit failed:803", "nvml-driver-library-mismatch", "medium"),
    ("Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create "
     "failed: unable to start container process: error during container init: error running hook #0: error running "
     "hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\nnvidia-container-cli: device error: "
     "no-gpu-has-8GiB-to-run: unknown device: unknown", "no-visible-gpu", "high"),
    ("W0512 08:00:00.000000       1 allocate.go:180] invalid allocation requst: request GPU memory 8 can't be "
     "satisfied.", "no-visible-gpu", "medium"),
    # Video generation: Wan 2.x with FlashAttention 3, Mochi's restricted SDPA, xDiT / xfuser 0.7.
    ("  File \"/workspace/Wan2.2/wan/modules/attention.py\", line 96, in flash_attention\nRuntimeError: "
     "FlashAttention only supports Hopper GPUs or newer.", "no-kernel-image", "high"),
    ("UserWarning: Expected query, key and value to all be of dtype: {Half, Float}. Got Query dtype: c10::BFloat16, "
     "Key dtype: c10::BFloat16, and Value dtype: c10::BFloat16 instead.\nUserWarning: Flash attention only supports "
     "gpu architectures in the range [sm80, sm90]. Attempting to run on a sm 7.5 gpu.\nRuntimeError: No available "
     "kernel. Aborting execution.", "no-kernel-image", "medium"),
    ("UnsupportedLoadContract: TORCHAO backend for FP8 is unavailable: TorchAO FP8 requires CUDA capability >= 8.9; "
     "observed 7.5", "no-kernel-image", "medium"),
    ("NVFP4 backend is unavailable: NVFP4 requires CUDA capability >= 10.0", "no-kernel-image", "low"),
    # Paddle Serving 0.3-0.9 (its GPU package's checks, serve.py's gpu_ids, CMake).
    ("GLOG_v=2 python -m paddle_serving_server_gpu.serve --model serving_model --port 9393 --gpu_ids 0\nCUDA not "
     "found, please check your environment or use cpu version by \"pip install paddle_serving_server\"",
     "cuda-runtime-lib-missing", "low"),
    ("gpu_ids is not in CUDA_VISIBLE_DEVICES.", "invalid-device-ordinal", "high"),
    (" Max index of gpu_ids out of range, the number of CUDA_VISIBLE_DEVICES is 1.", "invalid-device-ordinal", "high"),
    ("CMake Error at cmake/configure.cmake:100 (message):\n  Paddle needs cudnn to compile",
     "cudnn-lib-missing", "medium"),
    # NeMo and Megatron: megatron-core 0.16 fused kernels, Megatron-LM's GPU floors, NCCL quoting an old driver.
    ("  File \".../megatron/core/fusions/fused_softmax.py\", line 31, in forward\n    import "
     "scaled_upper_triang_masked_softmax_cuda\nModuleNotFoundError: No module named "
     "'scaled_upper_triang_masked_softmax_cuda'", "cpu-only-build", "low"),
    ("  File \"/workspace/Megatron-LM/megatron/training/arguments.py\", line 1380, in validate_args\n    assert dc[0] "
     ">= 8, \"Unsupported compute capability for GroupedGEMM kernels.\"\nAssertionError: Unsupported compute "
     "capability for GroupedGEMM kernels.", "no-kernel-image", "medium"),
    ("ValueError: moe_expert_rank_capacity_factor with the 'ncclep' backend and fp8/fp4 requires an sm100+ "
     "(Blackwell+) GPU for the CuTe DSL grouped GEMM; unset it to use eager mode on older GPUs.",
     "no-kernel-image", "medium"),
    ("torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, "
     "unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\nncclUnhandledCudaError: Call "
     "to CUDA function failed.\nLast error:\nCuda failure 'CUDA driver version is insufficient for CUDA runtime "
     "version'", "driver-too-old", "high"),
    # Rust crates: burn / CubeCL, cudarc, nvml-wrapper, mistral.rs, llama-cpp-2.
    ("thread '<unnamed>' panicked at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cubecl-cuda-0.6.0/src/"
     "compute/server.rs:795:34:\n        CUDA installation not found.\n        Please ensure that CUDA is installed "
     "and the CUDA_PATH environment variable is set correctly.", "toolkit-version-mismatch", "low"),
    ("[Compilation Error] \n    default_program(2): catastrophic error: cannot open source file \"cuda_fp16.h\"\n     "
     " #include <cuda_fp16.h>", "toolkit-version-mismatch", "low"),
    ("thread 'main' panicked at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cubecl-cuda-0.11.0/src/comp"
     "ute/server.rs:244:35:\nfailed to reserve 8589934592 bytes of device memory: out of device memory allocating "
     "8589934592 bytes", "cuda-oom", "high"),
    ("called `Result::unwrap()` on an `Err` value: BufferTooBig(8589934592)", "cuda-oom", "medium"),
    ("thread 'main' panicked at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cudarc-0.17.3/src/driver/sy"
     "s/mod.rs:21772:18:\nExpected symbol in library: DlSym { desc: \"/lib/x86_64-linux-gnu/libcuda.so: undefined "
     "symbol: cuMemAdvise_v2\" }", "driver-too-old", "medium"),
    ("thread 'main' panicked at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cudarc-0.17.3/src/cublas/sy"
     "s/mod.rs:28495:18:\nExpected symbol in library: DlSym { desc: \"/usr/local/cuda-11.8/lib64/libcublas.so: "
     "undefined symbol: cublasAsumEx_64\" }", "cuda-runtime-lib-missing", "medium"),
    ("thread 'main' panicked at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cudarc-0.17.3/src/cudnn/sys"
     "/mod.rs:9049:18:\nExpected symbol in library: DlSym { desc: \"/usr/lib/x86_64-linux-gnu/libcudnn.so: undefined "
     "symbol: cudnnGetLastErrorString\" }", "cudnn-version-mismatch", "medium"),
    ("2025-06-01T10:00:00.123456Z  WARN burn_train::metric::cuda: Unable to initialize CUDA Metric: NVIDIA driver is "
     "not loaded", "driver-not-loaded", "medium"),
    ("2025-06-01T10:00:00.123456Z  WARN burn_train::metric::cuda: Unable to initialize CUDA Metric: a libloading "
     "error occurred: LoadLibraryExW failed", "nvml-library-not-found", "medium"),
    ("Error: Could not find cuda device with ordinal 2", "invalid-device-ordinal", "medium"),
    ("System Checks\n-------------\n[ERROR] CUDA binary was built with CUDA 12.8, but the NVIDIA driver supports CUDA "
     "12.2.", "driver-too-old", "high"),
    ("[ERROR] NVIDIA GPU detected but binary compiled without CUDA support.\n       hint: Reinstall with CUDA: cargo "
     "install --features cuda", "cpu-only-build", "high"),
    ("Error: Paged attention requires the CUDA or Metal feature flags.", "cpu-only-build", "medium"),
    ("thread 'main' panicked at mistralrs-quant/src/distributed/mod.rs:207:53:\nFailed to create `Id`.: NcclError",
     "nccl-failure", "medium"),
    ("  thread 'main' panicked at mistralrs-quant/build.rs:7:10:\n  Failed to execute `nvcc`: Os { code: 2, kind: "
     "NotFound, message: \"No such file or directory\" }", "toolkit-version-mismatch", "low"),
    ("warning: mistralrs-core@0.8.0: cudnn feature enabled but cudnn.lib not found; set CUDNN_LIB_DIR to its directory",
     "cudnn-lib-missing", "medium"),
    ("Error: FP8 KV cache requires CUDA compute capability 8.0 or newer and a matching CUDA build",
     "no-kernel-image", "low"),
    ("called `Result::unwrap()` on an `Err` value: BackendDeviceNotFound(1)", "invalid-device-ordinal", "medium"),
    ("Error: could not find allocations that fit available memory", "cuda-oom", "low"),
    # Quantum simulators: PennyLane lightning.gpu 0.28-0.45, Qiskit Aer GPU, CUDA-Q 0.16, cuQuantum Python 26.9
    # and cuStateVec 1.15.
    ("…/pennylane_lightning/lightning_gpu/lightning_gpu.py:69: UserWarning: libcustatevec.so.1: cannot open shared "
     "object file: No such file or directory\n  warn(str(ex), UserWarning)", "cuda-runtime-lib-missing", "high"),
    ("ImportError: cuStateVec libraries not found. Please pip install the appropriate cuStateVec library in a virtual "
     "environment.", "cuda-runtime-lib-missing", "high"),
    ("  File \"/opt/venv/lib/python3.11/site-packages/pennylane_lightning/lightning_gpu/lightning_gpu.py\", line 119, "
     "in check_gpu_resources\nValueError: CUDA device is an unsupported version: (6, 1)", "no-kernel-image", "high"),
    ("RuntimeError: [/project/pennylane_lightning/core/utils/cuda_utils/DataBuffer.hpp][Line:57][Method:DataBuffer]: "
     "Error in PennyLane Lightning: out of memory", "cuda-oom", "high"),
    ("RuntimeError: [/project/StateVectorCudaBase.hpp][Line:74][Method:StateVectorCudaBase]: Error in PennyLane "
     "Lightning: custatevec CUDA device architecture mismatch", "no-kernel-image", "high"),
    ("Simulation failed and returned the following error message:\nERROR:  [Experiment 0] "
     "cuStateVecChunkContainer::allocate::custatevecCreate : CUSTATEVEC_STATUS_ARCH_MISMATCH",
     "no-kernel-image", "high"),
    ("ERROR:  [Experiment 0] cuStateVecChunkContainer::allocate::custatevecCreate : CUSTATEVEC_STATUS_ALLOC_FAILED",
     "cuda-oom", "medium"),
    ("RuntimeError: cuTensorNet error CUTENSORNET_STATUS_INSUFFICIENT_DRIVER in line 88", "driver-too-old", "high"),
    ("Simulation failed and returned the following error message:\nERROR: target_gpus has more GPUs than available.",
     "invalid-device-ordinal", "medium"),
    ("RuntimeError: [cuda] out of memory in addQubitsToState (line 212)", "cuda-oom", "high"),
    ("RuntimeError: Insufficient GPU memory for a state vector.", "cuda-oom", "high"),
    ("RuntimeError: State vector exceeds configured GPU and CPU memory.", "cuda-oom", "medium"),
    ("cuquantum.memory.MemoryLimitExceeded: GPU memory limit exceeded. Device id: 0.\nThe memory limit is "
     "12884901888, while the minimum workspace size needed is 34359738368.", "cuda-oom", "medium"),
    ("[2025-12-07 20:11:12][cuStateVec][48213][Error][custatevecCreate] Current CUDA device has unsupported compute "
     "capability 6.1. Compute capability above or equal 7.0 is required.", "no-kernel-image", "high"),
    ("[2025-12-07 20:11:12][cuStateVec][48213][Error][custatevecCreate] CUDA 11.4 driver is detected, but at least "
     "CUDA 12.0 driver is required.", "driver-too-old", "high"),
    # GPU vector search: Thrust inside RAFT / cuVS 26.10, Knowhere and Milvus.
    ("cuvs.common.exceptions.CuvsException: This program was not compiled for SM 61   \n: cudaErrorInvalidDevice: "
     "invalid device ordinal", "no-kernel-image", "high"),
    ("cuvs.common.exceptions.CuvsException: exception occurred! "
     "file=/__w/cuvs/cuvs/cpp/src/neighbors/detail/nn_descent.cuh line=1655: NN_DESCENT cannot be run for "
     "__CUDA_ARCH__ < 700", "no-kernel-image", "medium"),
    ("[ 48213][10:21:33:283272][error ] Insufficient device memory for kmeans training set allocation. Please reduce "
     "kmeans_n_rows_train.", "cuda-oom", "high"),
    ("E20250110 08:12:33.120345   312 index_factory.cc:56] [KNOWHERE][Create][milvus_indexbu] failed to find index "
     "GPU_CAGRA_fp32 in factory", "cpu-only-build", "medium"),
    ("[2025/01/10 08:12:33.120 +00:00] [WARN] [segments/segment_loader.go:1702] [\"load segment failed, GPU OOM if "
     "loaded\"] [resourceType=GPU] [gpuMemUsageBytes=8589934592]", "cuda-oom", "high"),
    ("[2025/01/10 08:12:33.121 +00:00] [WARN] [querynodev2/services.go:512] [\"failed to load segment\"] "
     "[error=\"segment request resource failed[resourceType=GPU]\"]", "cuda-oom", "medium"),
    # Smaller NVIDIA SDKs: Holoscan 4.6, cuCIM 26.10, cudf-polars 26.10.
    ("[error] [holoviz.cpp:1012] CUDA Runtime call cudaMalloc(&device_ptr, size) in line 1012 of file "
     "/workspace/holoscan-sdk/src/operators/holoviz/holoviz.cpp failed with 'out of memory' (2).", "cuda-oom", "high"),
    ("[error] [gpu_resource_monitor.cpp:717] NVML call 'nvmlInit()' in line 717 of file "
     "/workspace/holoscan-sdk/src/core/system/gpu_resource_monitor.cpp failed with 'Driver/library version mismatch' "
     "(18)\n[error] [gpu_resource_monitor.cpp:717] Could not initialize NVML", "nvml-driver-library-mismatch", "high"),
    ("[error] [gpu_resource_monitor.cpp:717] NVML call 'nvmlInit()' in line 717 of file "
     "/workspace/holoscan-sdk/src/core/system/gpu_resource_monitor.cpp failed with 'Driver Not Loaded' (9)",
     "driver-not-loaded", "high"),
    ("[error] [gxf_wrapper.cpp:70] Exception occurred when starting operator: 'inference' - Torch core: GPU sm_61 "
     "(NVIDIA GeForce GTX 1080 Ti) is not compatible with this PyTorch build. The PyTorch library was not compiled "
     "with CUDA kernels for this GPU architecture.", "no-kernel-image", "high"),
    ("polars.exceptions.ComputeError: GPU engine requested, but incorrect cudf-polars package installed. cudf-polars "
     "requires CUDA 12.2+ to installed.", "driver-too-old", "medium"),
    ("RuntimeError: No available GPUs in the Ray cluster at startup", "no-visible-gpu", "medium"),
    # Distributed training: Horovod 0.28.1's build and CUDA wrapper, torch 2.14's torch.distributed checks, NCCL
    # quoting its CUDA error with a number.
    ("  CMake Error at /usr/share/cmake-3.22/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n    Could "
     "NOT find NCCL (missing: NCCL_INCLUDE_DIR NCCL_LIBRARY)", "cuda-runtime-lib-missing", "medium"),
    ("  CMake Error at horovod/torch/CMakeLists.txt:21 (message):\n    Horovod build with GPU support was requested "
     "but this PyTorch installation\n    does not support CUDA.", "cpu-only-build", "medium"),
    ("horovod.common.exceptions.HorovodInternalError: cudaMemcpyAsync failed: out of memory", "cuda-oom", "high"),
    ("ValueError: device_id cuda:4 is out of range. Please use a device index less than the number of accelerators "
     "available: 2.", "invalid-device-ordinal", "high"),
    ("ValueError: local_rank 2 exceeds available GPUs in CUDA_VISIBLE_DEVICES=0,1", "invalid-device-ordinal", "high"),
    ("ValueError: device_id cuda:0 does not match the current compilation's accelerator support: None. Please use a "
     "different compiled version that supports your accelerator.", "cpu-only-build", "high"),
    ("torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:369"
     "0, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.27.5\nncclUnhandledCudaError: "
     "Call to CUDA function failed.\nLast error:\nCuda failure 35 'CUDA driver version is insufficient for CUDA "
     "runtime version'", "driver-too-old", "high"),
    ("torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:369"
     "0, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.27.5\nncclUnhandledCudaError: "
     "Call to CUDA function failed.\nLast error:\nCuda failure 101 'invalid device ordinal'",
     "invalid-device-ordinal", "high"),
    # Training libraries: fastai 1.0 / 2.8, Keras 2.3 and 3.15 (JAX back end).
    ("torch         : 2.2.0+cpu\ntorch cuda    : None / is **Not available** ", "cpu-only-build", "high"),
    ("=== Hardware ===\nNo GPUs available\n\nno supported gpus found on this system", "driver-not-loaded", "low"),
    ("/opt/venv/lib/python3.8/site-packages/fastai/distributed.py:68: ResourceWarning: CUDA is not available, check "
     "your drivers - training will continue on CPU", "cpu-only-build", "low"),
    ("  File \"/opt/venv/lib/python3.11/site-packages/fastai/callback/fp16.py\", line 40, in before_fit\nValueError: "
     "Unsupported GPU for bfloat16 mixed precision training", "no-kernel-image", "medium"),
    ("  File \"/opt/venv/lib/python3.11/site-packages/keras/src/backend/jax/distribution_lib.py\", line 188, in "
     "_to_backend_device\nValueError: Device not found: gpu:1", "invalid-device-ordinal", "medium"),
    ("RuntimeError: Require at least Ampere arch to run", "no-kernel-image", "medium"),
    ("ValueError: To call `multi_gpu_model` with `gpus=2`, we expect the following devices to be available: "
     "['/cpu:0', '/gpu:0', '/gpu:1']. However this machine only has: ['/cpu:0', '/xla_cpu:0', '/xla_gpu:0', "
     "'/gpu:0']. Try reducing `gpus`.", "invalid-device-ordinal", "medium"),
    # JAX kernels: Pallas and Mosaic GPU 0.10, jax-triton 0.3.1, XLA's Triton floor, JAX's cuDNN fused attention.
    ("  File \".../jax/_src/pallas/pallas_call.py\", line 968, in gpu_lowering\n    raise "
     "_unsupported_lowering_error(\"gpu\")\nValueError: Cannot lower pallas_call on platform: gpu. To use Pallas on "
     "GPU, install jaxlib GPU. To use Pallas on TPU, install jaxlib TPU and libtpu.", "cpu-only-build", "medium"),
    ("ValueError: Only interpret mode is supported on CPU backend.", "cpu-only-build", "medium"),
    ("ModuleNotFoundError: Failed to import the Mosaic GPU bindings", "cpu-only-build", "medium"),
    ("ImportError: jax-triton requires JAX to be installed with GPU support. The installation page on the JAX "
     "documentation website includes instructions for installing a supported version:", "cpu-only-build", "high"),
    ("jax.errors.JaxRuntimeError: INTERNAL: CUDA Triton support is only enabled for Ampere GPUs (compute capability "
     "8.0) and up, but got compute capability 7.5.", "no-kernel-image", "high"),
    ("NotImplementedError: Compute capability 10.3 requires cuDNN version >= 9.11.", "cudnn-version-mismatch", "high"),
    ("RuntimeError: JAX requires cuDNN >= 8.9.4 to use flash cross attention.", "cudnn-version-mismatch", "high"),
    # Detection and segmentation ops: GroundingDINO, SAM 2, detrex, YOLOX.
    ("/opt/conda/lib/python3.10/site-packages/groundingdino/models/GroundingDINO/ms_deform_attn.py:31: UserWarning: "
     "Failed to load custom C++ ops. Running on CPU mode Only!\n  warnings.warn(\"Failed to load custom C++ ops. "
     "Running on CPU mode Only!\")", "cpu-only-build", "medium"),
    ("Compiling without CUDA\nrunning develop", "cpu-only-build", "medium"),
    ("error in ms_deformable_col2im_cuda: out of memory", "cuda-oom", "high"),
    ("/opt/venv/lib/python3.11/site-packages/sam2/sam2_video_predictor.py:786: UserWarning: cannot import name '_C' "
     "from 'sam2' (/opt/venv/lib/python3.11/site-packages/sam2/__init__.py)", "cpu-only-build", "low"),
    ("Cannot import 'detrex._C', therefore 'MultiScaleDeformableAttention' is not available. detrex is not compiled "
     "successfully, please build following the instructions!", "cpu-only-build", "low"),
    ("2024-05-02 10:21:33 | ERROR    | yolox.models.yolo_head:330 - OOM RuntimeError is raised due to the huge memory "
     "cost during label assignment. CPU mode is applied in this batch. If you want to avoid this issue, try to reduce "
     "the batch size or image size.", "cuda-oom", "high"),
    # Build tools: Meson 1.12, xmake, Bazel's rules_cuda, Rust's cc crate.
    ("Cuda compiler for the host machine: nvcc (nvcc 11.5.119)\nmeson.build:8:11: ERROR: Dependency lookup for cuda "
     "with method 'system' failed: The current nvcc version 11.5 does not satisfy the specified CUDA Toolkit version "
     "requirements ['>=11.8'].", "toolkit-version-mismatch", "high"),
    ("WARNING: The default CUDA Toolkit as designated by the CUDA_PATH environment variable (/usr/local/cuda-11.8) "
     "doesn't match the current nvcc version 12.4 and will be ignored.\nRun-time dependency CUDA (modules: "
     "cudart_static) found: NO (tried system)", "toolkit-version-mismatch", "medium"),
    ("checking for Cuda SDK directory ... no\nerror: @programdir/modules/detect/sdks/find_cuda.lua:105: cuda version "
     "12.4 not found!", "toolkit-version-mismatch", "medium"),
    ("Run-time dependency CUDA found: NO \nmeson.build:12:10: ERROR: Dependency lookup for cuda with method 'system' "
     "failed: Please specify the desired CUDA Toolkit version (e.g. dependency('cuda', version : '>=10.1')) or set "
     "the CUDA_PATH environment variable/create the '/usr/local/cuda' symbolic link to point to the location of your "
     "desired version.", "toolkit-version-mismatch", "low"),
    ("checking for Cuda SDK directory ... no\nerror: @programdir/rules/cuda/env/xmake.lua:25: Cuda SDK not found!",
     "toolkit-version-mismatch", "low"),
    ("  --- stderr\n  error occurred in cc-rs: failed to find tool \"nvcc\": No such file or directory (os error 2)",
     "toolkit-version-mismatch", "low"),
    ("\tFile \"/home/u/.cache/bazel/_bazel_u/1f2e3d/external/rules_cuda~/cuda/private/cuda_helper.bzl\", line 37, "
     "column 13, in _get_arch_number\nError in fail: sm_120 is not a supported cuda arch",
     "nvcc-unsupported-arch", "medium"),
    # Desktop LLM runners: llamafile 0.8.17+, Jan's llama.cpp back end.
    ("ggml_cuda_link: welcome to CUDA SDK with cuBLAS\nggml_cuda_link: CUDA driver version is 12.2\nggml_cuda_link: "
     "CUDA runtime version is 12.4 (!!!)\nlink_cuda_dso: No GPU devices found", "driver-too-old", "high"),
    ("ggml_cuda_link: CUDA runtime version is 12.4 (!!!)", "driver-too-old", "low"),
    ("Error: LlamacppError { code: OutOfMemory, message: \"Out of memory. The model requires more RAM or VRAM than "
     "available.\", details: None }", "cuda-oom", "medium"),
    # Speech: Kaldi's GPU allocator and device selection under Vosk, Coqui TTS's environment dump, sherpa-onnx's
    # +cuda builds.
    ("ERROR (VoskAPI:AllocateNewRegion():cu-allocator.cc:498) Failed to allocate a memory region of 8388608000 bytes. "
     " Possibly this is due to sharing the GPU.  Try switching the GPUs to exclusive mode (nvidia-smi -c 3) and using "
     "the option --use-gpu=wait to scripts like steps/nnet3/chain/train.py.  Memory info: free:1620M, used:22944M, "
     "total:24564M, free/total:0.0659 CUDA error: 'out of memory'", "cuda-oom", "high"),
    ("ERROR (VoskAPI:Reallocate():cuda-pipeline-common.h:177) cudaMalloc() failed with error: out of memory",
     "cuda-oom", "high"),
    ("ERROR (VoskAPI:Malloc():cu-allocator.cc:58) cudaError_t 2 : \"out of memory\" returned from 'cudaMalloc(&ans, "
     "size)'", "cuda-oom", "high"),
    ("WARNING (VoskAPI:SelectGpuId():cu-device.cc:204) Will try again to get a GPU after 20 seconds.\nLOG "
     "(VoskAPI:SelectGpuId():cu-device.cc:213) num-gpus=1. Device 0: out of memory.  \nERROR "
     "(VoskAPI:SelectGpuId():cu-device.cc:214) Failed to create CUDA context, no more unused GPUs? ",
     "cuda-oom", "high"),
    ("LOG ([5.5.1089~1-a25f2]:SelectGpuIdAuto():cu-device.cc:449) Selecting from 1 GPUs\nLOG "
     "([5.5.1089~1-a25f2]:SelectGpuIdAuto():cu-device.cc:481) cudaSetDevice(0): Device cannot be accessed, used "
     "EXCLUSIVE-THREAD mode...", "gpu-busy-unavailable", "medium"),
    ("    \"Packages\": {\n        \"PyTorch_debug\": false,\n        \"PyTorch_version\": \"2.1.2+cpu\",\n        "
     "\"TTS\": \"0.22.0\",", "cpu-only-build", "high"),
    ("ERROR: Could not find a version that satisfies the requirement sherpa-onnx==1.12.40+cuda (from versions: "
     "1.8.11, 2.0.1)\nERROR: No matching distribution found for sherpa-onnx==1.12.40+cuda",
     "wheel-platform-unsupported", "high"),
    # MATLAB Parallel Computing Toolbox, R torch / tensorflow / keras3, gpuR's ViennaCL and Scilab's sciGPGPU (audit
    # matlab-wolfram)
    ("Error using gpuArray\nThere is a problem with the CUDA driver or with this GPU device. Be sure that you have a "
     "supported GPU and that the latest driver is\ninstalled.\n\nCaused by:\n    The CUDA driver could not be loaded. "
     "The library name used was 'nvcuda.dll'. The error was:\n    The specified module could not be found.",
     "driver-not-loaded", "high"),
    ("Error using gpuArray (line 28)\nThe CUDA driver could not be loaded. An NVIDIA GPU with CUDA driver is "
     "required. The required CUDA version is: 4 or greater. The library name used was: nvcuda.dll. The\nerror was: "
     "The specified module could not be found.", "driver-not-loaded", "high"),
    (">> gpuDevice\nError using gpuDevice (line 26)\nThere is a problem with the CUDA driver or with this GPU device. "
     "Be sure that you have a supported GPU and\nthat the latest driver is installed.\n\nCaused by:\n    The CUDA "
     "driver could not be loaded. The library name used was 'libcuda.so.1'. The error was:\n    libcuda.so.1: cannot "
     "open shared object file: No such file or directory", "driver-not-loaded", "medium"),
    ("Error using gpuArray\nThere is a problem with the CUDA driver or with this GPU device. Be sure that you have a "
     "supported GPU and that the latest driver is\ninstalled.\n\nCaused by:\n    The CUDA driver was found, but it is "
     "too old. The CUDA driver on your system supports CUDA version 10.1. The required CUDA version\n    is 11.2 or "
     "greater.", "driver-too-old", "high"),
    ("! Missing library dependencies for liblantern.so: libcudart.so.12, libcublas.so.12\n! These libraries must be "
     "available in LD_LIBRARY_PATH or system paths\n! Missing libcudart.so.12: Ensure CUDA runtime libraries are in "
     "LD_LIBRARY_PATH\n! You may need to add the CUDA lib directory (e.g., /usr/local/cuda/lib64) to LD_LIBRARY_PATH",
     "cuda-runtime-lib-missing", "high"),
    ("! Missing library dependencies for liblantern.so: libcudnn.so.9\n! These libraries must be available in "
     "LD_LIBRARY_PATH or system paths", "cudnn-lib-missing", "high"),
    ("Warning message:\nIn install_tensorflow(version = \"2.15-gpu\") :\n  Caution: TensorFlow 2.10 was the last "
     "TensorFlow release that supported GPU on native-Windows. Starting with TensorFlow 2.11, you will need to "
     "install TensorFlow in WSL2, or install a CPU-only version of TensorFlow.", "cpu-only-build", "medium"),
    ("Warning message:\nIn install_keras(backend = \"tensorflow\", gpu = TRUE) :\n  GPU usage not supported on "
     "Windows. Please use WSL.", "cpu-only-build", "medium"),
    ("Error in cpp_vclMatrix_gemm(A, B, C, 6L) : \n  ViennaCL: FATAL ERROR: CL_MEM_OBJECT_ALLOCATION_FAILURE \n "
     "ViennaCL could not allocate memory on the device. Most likely the device simply ran out of memory.",
     "cuda-oom", "medium"),
    ("Error: ViennaCL: FATAL ERROR: CL_DEVICE_NOT_AVAILABLE \n ViennaCL could not use the compute device because it "
     "is not available.", "gpu-busy-unavailable", "medium"),
    ("Error: package or namespace load failed for 'gpuR':\n .onAttach failed in attachNamespace() for 'gpuR', "
     "details:\n  call: NULL\n  error: ViennaCL: FATAL ERROR: ViennaCL encountered an unknown OpenCL error. Most "
     "likely your OpenCL SDK or driver is not installed properly. In some cases, this error is due to an invalid "
     "global work size or several kernel compilation errors.", "driver-not-loaded", "low"),
    ("Error: ViennaCL: FATAL ERROR: CL_DEVICE_NOT_FOUND \n ViennaCL could not find a suitable device. Please check "
     "whether an OpenCL implementation is properly installed and a suitable device available.",
     "driver-not-loaded", "low"),
    ("Start sciGPGPU\n   !--error 10000 \nPlease install Nvidia Developer Drivers\nat line      21 of function "
     "loadDep called by :  \nat line     242 of exec file called by :", "driver-not-loaded", "medium"),
    ("-->gpuDeviceInfo()\n !--error 999 \n\ncudaGetDeviceCount FAILED CUDA Driver and Runtime version may be "
     "mismatched.", "driver-too-old", "medium"),
    ("-->d = gpuAlloc(40000, 40000);\n !--error 999 \nCuda error : The API call failed because it was unable to "
     "allocate enough memory to perform the requested operation.", "cuda-oom", "high"),
    (" !--error 999 \nCuda error : the device ordinal supplied by the user does not correspond to a valid CUDA device.",
     "invalid-device-ordinal", "high"),
    (" !--error 999 \nCuda error : uncorrectable ECC error was detected during execution.",
     "gpu-hardware-fault", "high"),
    # Fabric Manager, NVSwitch and NVLink messages of the driver, nvidia-persistenced, DCGM and the DRA driver (audit
    # fabric-nvswitch)
    ("[  412.883120] nvidia-nvswitch: Version mismatch, kernel version 550.127.05 user version 550.90.07",
     "fabric-manager-not-running", "high"),
    ("    Fabric\n        State                             : In Progress\n        Status                            "
     ": N/A\n        CliqueId                          : N/A\n        ClusterUUID                       : N/A",
     "fabric-manager-not-running", "medium"),
    ("    Fabric\n        State                             : Not Started\n        Status                            "
     ": N/A", "fabric-manager-not-running", "medium"),
    ("nvidia-persistenced[1711]: device 0000:18:00.0 - Could not Enable UVM Persistence mode becausethe NVLink fabric "
     "is not ready: 0x81", "fabric-manager-not-running", "medium"),
    ("nvidia-uvm: uvm_gpu.c:2998 peers_init[pid:3122] Failed to discover NVLINK/BAR1 peers: Nvlink Fabric Status or "
     "Fabric Probe is not yet complete, caller needs to retry, GPU ID 1: GPU-6f1d0a2b",
     "fabric-manager-not-running", "medium"),
    ("[   60.412887] NVRM: _gpuFabricProbeFullSanityCheck: Fabric Probe failed: 0x82",
     "fabric-manager-not-running", "low"),
    ("Fabric Manager (Cluster UUID: unknown uuid, Clique ID: 4294967295, Health Mask: 0): training not started. "
     "Ensure that the FabricManager is running without errors.", "fabric-manager-not-running", "medium"),
    ("fabric manager config file item: FABRIC_NODE_CONFIG_FILE has an invalid value",
     "fabric-manager-not-running", "medium"),
    ("E0412 10:22:31.118201       1 nvlib.go:310] NVLink fabric not attached (device 0/GPU-4a2e1c3d): state=2, "
     "refusing to start", "fabric-manager-not-running", "medium"),
    ("Only 0 NvLinks are up out of the expected 18 Ensure Fabric Manager is running. Check system logs, dmesg, and "
     "fabric-manager logs for more info.", "fabric-manager-not-running", "medium"),
    ("Only 12 NvLinks are up out of the expected 18 Ensure Fabric Manager is running.", "gpu-hardware-fault", "medium"),
    ("[ 1893.402211] nvidia-nvswitch2: SXid (PCI:0000:a5:00.0): 26006, SOE HALTED", "gpu-hardware-fault", "medium"),
    ("nvidia-nvswitch2: SXid (PCI:0000:a5:00.0): 26004, Timed out while waiting for SOE command completion. Data "
     "{0x00000003, 0x00000010}", "gpu-hardware-fault", "medium"),
    ("[   41.907716] NVRM: Xid (PCI:0000:18:00): 136, pid='<unknown>', name=<unknown>, NVLink: Link training failed "
     "for link 5(0x1, 0x0, 0x2, 0x0, 0x0, 0x0, 0x0)", "gpu-hardware-fault", "medium"),
    ("NVRM: Xid (PCI:0000:1b:00): 149, pid='<unknown>', name=<unknown>, NETIR_LINK_EVT Fatal XC0 i0 Link 04 "
     "(0x004505c6 0x00000000)", "gpu-hardware-fault", "medium"),
    ("nvidia-nvswitch1: SXid (PCI:0000:06:00.0): 20009, Non-fatal, Link 37 RX Short Error Rate",
     "gpu-hardware-fault", "low"),
    ("Detected nonfatal errors on NvSwitch 3 link 12 Monitor the NVSwitch. It can still perform workload.",
     "gpu-hardware-fault", "low"),
    ("[   36.771920] nvidia-nvswitch3: Blacklisted nvswitch device", "gpu-hardware-fault", "low"),
    # Dr.Jit / Mitsuba 3, the OptiX SDK and OptiX_Apps, V-Ray GPU (audit gpu-renderers)
    ("jit_cuda_init(): your version of CUDA is too old (found 12.0, at least 12.2 / driver R535 is required) -- "
     "disabling CUDA backend!", "driver-too-old", "high"),
    ("jit_cuda_init(): your version of CUDA is too old (found 12.0, at least 12.2 / driver R535 is required) -- "
     "disabling CUDA backend!\nTraceback (most recent call last):\n  File \"render.py\", line 3, in <module>\n    "
     "mi.set_variant('cuda_ad_rgb')\nImportError: jit_init_thread_state(): the CUDA backend is inactive because it "
     "has not been initialized via jit_init(), or because the CUDA driver library (\"libcuda.so\") could not be "
     "found! Set the DRJIT_LIBCUDA_PATH environment variable to specify its path.", "driver-too-old", "high"),
    ("jit_cuda_init(): your version of CUDA is too old (found 9.2, at least 10.x is required) -- disabling CUDA "
     "backend!", "driver-too-old", "high"),
    ("jit_optix_api_init(): Failed to load OptiX library! Very likely, your NVIDIA graphics driver is too old and not "
     "compatible with the version of OptiX that is being used. In particular, OptiX 8.0 requires driver revision R535 "
     "or newer.\nRuntimeError: Could not initialize OptiX!", "driver-too-old", "high"),
    ("ERROR: /home/user/OptiX_Apps/apps/rtigo12/src/Device.cpp(250): initFunctionTable() (7801)\nterminate called "
     "after throwing an instance of 'std::runtime_error'\n  what():  ERROR: "
     "/home/user/OptiX_Apps/apps/rtigo12/src/Device.cpp(250): initFunctionTable() (7801)", "driver-too-old", "high"),
    (" - Found CUDA device 0: \"Quadro P4000\" (PCI ID 01:00.0, compute cap. 6.1, 14 SMs w/96 KiB shared mem., 7.9 "
     "GiB global mem.)\n - Warning: compute capability of device too low (need >= 7.5), skipping ..\nRuntimeError: "
     "jit_init_thread_state(): the CUDA backend is inactive because no compatible CUDA devices were found on your "
     "system.", "no-kernel-image", "high"),
    ("RuntimeError: jit_malloc(): out of memory! Could not allocate 8589934592 bytes (backend=cuda, shared=0).",
     "cuda-oom", "high"),
    ("RuntimeError: jit_malloc(): out of memory! Could not allocate 4294967296 bytes of device memory.",
     "cuda-oom", "high"),
    ("jit_flush_malloc_cache(): Dr.Jit exhausted the available memory and had to flush its allocation cache to free "
     "up additional memory. This is an expensive operation and will have a negative effect on performance. This "
     "warning will only be displayed once.", "cuda-oom", "low"),
    ("Caught exception: OPTIX_ERROR_DEVICE_OUT_OF_MEMORY: Optix call 'optixAccelBuild( context, 0, &accel_options, "
     "&build_input, 1, d_temp, size_temp, d_gas, size_gas, &handle, nullptr, 0 )' failed: "
     "/opt/optix/SDK/optixMeshViewer/optixMeshViewer.cpp:301)", "cuda-oom", "high"),
    ("error: CUDA error: unable to allocate enough memory to perform the requested operation (out-of-mem)",
     "cuda-oom", "high"),
    ("[GPU Light Cache ]could not allocate buffer of size 1610612736", "cuda-oom", "high"),
    ("Could not allocate texture buffer on device 0", "cuda-oom", "high"),
    ("ImportError: Requested an unsupported variant \"cuda_ad_rgb\". The following variants are available: "
     "scalar_rgb, scalar_spectral, scalar_spectral_polarized, llvm_ad_rgb, llvm_ad_mono, llvm_ad_mono_polarized, "
     "llvm_ad_spectral, llvm_ad_spectral_polarized.", "cpu-only-build", "medium"),
    # SageMaker, AWS DLC, RunPod, Vast.ai, Kaggle's P100 and Vertex AI's local model (audit cloud-notebooks)
    ("CUDA is not enabled on your device. [Errno 2] No such file or directory: 'nvidia-smi'. Please run ModelBuilder "
     "on CUDA enabled hardware to deploy locally.", "driver-not-loaded", "medium"),
    ("Error: 'nvidia-smi' command not found.", "container-no-gpu-access", "medium"),
    ("cuda compute cap 70 is not supported", "no-kernel-image", "high"),
    ("WARN   | GPU binary check failed: GPU memory allocation test failed: GPU 0 memory allocation test failed. Error "
     "code: 2 (out of memory)", "cuda-oom", "medium"),
    ("WARN   | GPU binary check failed: GPU memory allocation test failed: Failed to get handle for GPU 3: Unknown "
     "Error (Error code: 999)", "gpu-hardware-fault", "medium"),
    ("{\"requestId\": null, \"message\": \"Fitness check failed: _cuda_version_check | RuntimeError: CUDA version too "
     "old: 11.4 found, 11.8 required\", \"level\": \"ERROR\"}", "driver-too-old", "medium"),
    ("Preflight diagnostics for machine 41872 failed:\n- CUDA version\n  actual: 11.4 CUDA\n  required: >= 11.8 CUDA\n"
     "  purpose: The self-test image needs a host driver stack compatible with CUDA 11.8 or newer.",
     "driver-too-old", "high"),
    ("Runtime failure diagnostics:\n- code: ecc_failed\n- summary: The ECC runtime test failed.",
     "gpu-hardware-fault", "medium"),
    ("Runtime failure diagnostics:\n- code: nccl_failed\n- summary: The NCCL distributed runtime test failed.",
     "nccl-failure", "medium"),
    ("/opt/conda/lib/python3.11/site-packages/torch/cuda/__init__.py:283: UserWarning: \n    Found GPU0 Tesla "
     "P100-PCIE-16GB which is of cuda capability 6.0.\n    Minimum and Maximum cuda capability supported by this "
     "version of PyTorch is\n    (7.0) - (12.0)\n    \n  warnings.warn(", "no-kernel-image", "high"),
    ("Exception during starting serving: 500 Server Error for http+docker://localhost/v1.43/containers/3f2c9a/start: "
     "Internal Server Error (\"could not select device driver \"\" with capabilities: [[utility compute]]\").",
     "container-toolkit-missing", "high"),
    ("docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].",
     "container-toolkit-missing", "high"),
    # tinygrad, hidet, MAX, FlashInfer, QuACK, CUTLASS Python and CuTe DSL, torchao (audit new-frameworks)
    ("  File \"/home/user/.local/lib/python3.12/site-packages/tinygrad/runtime/ops_nv.py\", line 757, in "
     "on_device_hang\n    raise RuntimeError(\"\\n\".join(report))\nRuntimeError: MMU fault: 0x7FFF20000000 | "
     "NV_PFAULT_FAULT_TYPE_PDE | READ", "illegal-memory-access", "medium"),
    ("RuntimeError: SM 3 fault: esr=1 warp_esr=0x10 warp_pc=0x7ffe4a3c1200", "illegal-memory-access", "medium"),
    ("    raise RuntimeError(\"NCCL is not available\")\nRuntimeError: NCCL is not available",
     "cuda-runtime-lib-missing", "medium"),
    ("ValueError: Device 1 was requested but only found 1 devices.", "invalid-device-ordinal", "high"),
    ("MAX doesn't support your current NVIDIA GPU driver. MAX requires a minimum driver version of 580 and CUDA "
     "version 13.0. Your driver version is 550.163.01", "driver-too-old", "high"),
    ("MAX only supports NVIDIA Turing (sm_75) architectures or higher. Your GPU has compute capability 6.1",
     "no-kernel-image", "high"),
    ("RuntimeError: SM100a/SM103a compilation requires CUDA 12.9 or newer", "nvcc-unsupported-arch", "medium"),
    ("RuntimeError: Cake FMHA on B200 requires CUDA 12.8 or newer", "nvcc-unsupported-arch", "medium"),
    ("RuntimeError: MSA on compute capability 10.3 requires CUDA 12.9 or newer", "nvcc-unsupported-arch", "medium"),
    ("flashinfer.utils.BackendSupportedError: mm_fp4 does not support compute capability 89; supported compute "
     "capabilities: [100, 103, 110, 120, 121]", "no-kernel-image", "medium"),
    ("flashinfer.utils.BackendSupportedError: bmm_fp8 does not support backend 'cutlass' with capability 89",
     "no-kernel-image", "low"),
    ("RuntimeError: XQA is only supported on SM90, SM100, SM120/SM121 GPUs", "no-kernel-image", "medium"),
    ("NotImplementedError: gemm_symmetric is only supported on SM8x, SM90, SM100, SM110, and SM120",
     "no-kernel-image", "medium"),
    ("AssertionError: Blockscaled GEMM requires SM100/SM110/SM120", "no-kernel-image", "medium"),
    ("AssertionError: AllGather+GEMM requires SM90+", "no-kernel-image", "medium"),
    ("Exception: Unable to find nvcc via `which` utility.", "toolkit-version-mismatch", "low"),
    ("Exception: Python CUDA version of 12.4.0 must be greater than or equal to NVCC version of 12.8",
     "toolkit-version-mismatch", "medium"),
    ("Exception: Error finding kernels for SM100. Check that your CUDA toolkit version is sufficient for the "
     "architecture in question.", "nvcc-unsupported-arch", "medium"),
    ("Exception: Unsupported compute capability 110. The CUTLASS Python interface only supports compute capabilities "
     "up to the Blackwell architecture.", "no-kernel-image", "medium"),
    ("Exception: No valid CC to fall back to for 37", "no-kernel-image", "medium"),
    ("cutlass.base_dsl.common.DSLCudaRuntimeError: DSLCudaRuntimeError: CUDA_ERROR_INVALID_SOURCE (error code: 300) \n"
     "❌ Failed to load CUDA kernel - likely architecture mismatch.", "no-kernel-image", "medium"),
    ("cutlass.base_dsl.compiler.CudaDriverDependencyError: CudaDriverDependencyError: CUDA Driver Dependency Error\n\n"
     "CUDA runtime initialization failed during dependency check.\n\nThis error typically occurs when:\n• NVIDIA GPU "
     "drivers are not installed on your system", "driver-not-loaded", "medium"),
    ("cutlass.base_dsl.common.DSLRuntimeError: DSLRuntimeError: invalid arch, expected one of [Arch.sm_100a, "
     "Arch.sm_100f, Arch.sm_103a], but got Arch.sm_90a.", "no-kernel-image", "medium"),
    ("AssertionError: Float8 dynamic activation quantization is only supported on CUDA>=8.9 and MI300+",
     "no-kernel-image", "medium"),
    ("AssertionError: Float8 dynamic quantization requires CUDA compute capability ≥8.9 or MI300+ or XPU.",
     "no-kernel-image", "medium"),
    ("ValueError: Cannot use tinygemm int4 kernel with a device of compute capability (7, 5), the minimum compute "
     "capability is 8.0 for tensor core kernels.", "no-kernel-image", "high"),
    ("AssertionError: NVFP4 DYNAMIC mode is only supported on sm100+ machines", "no-kernel-image", "medium"),
    ("AssertionError: CUTLASS sparse kernel requires hardware >= SM 9.0 (>= H100)", "no-kernel-image", "medium"),
    ("AssertionError: Specified mslk but mslk is not installed or hardware is not >= SM 9.0 (>= H100)",
     "no-kernel-image", "low"),
    ("RuntimeError: No compatible backend for SM86.", "no-kernel-image", "low"),
    ("RuntimeError: ptxas not found: /usr/local/cuda/bin/ptxas", "toolkit-version-mismatch", "low"),
    # GPUDirect Storage and RDMA modules, gdrcopy, aws-ofi-nccl, NCCL net plugins (audit gds-rdma)
    ("modprobe: ERROR: could not insert 'nvidia': Key was rejected by service", "driver-not-loaded", "high"),
    ("nvidia: disagrees about version of symbol module_layout", "driver-not-loaded", "high"),
    ("modprobe: ERROR: could not insert 'gdrdrv': Unknown symbol in module, or unknown parameter (see dmesg)\n[   "
     "45.201] gdrdrv: Unknown symbol nvidia_p2p_get_pages (err -2)\n[   45.201] gdrdrv: Unknown symbol "
     "nvidia_p2p_put_pages (err -2)", "driver-not-loaded", "medium"),
    ("nvidia_fs: Unknown symbol nvidia_p2p_get_pages (err -2)", "driver-not-loaded", "medium"),
    ("Checking required modules: module nvidia is not loaded\n[FAILED]\ngdrcopy.service: Control process exited, "
     "code=exited, status=1/FAILURE", "driver-not-loaded", "medium"),
    ("starting... Error: the following required module is not loaded: nvidia", "driver-not-loaded", "medium"),
    (" 08-12-2025 10:21:37:452 [pid=48213 tid=48213] ERROR  cufio_core:969 Cuda version not Supported. Please use "
     "cuda >= 11.1. Current version 11000", "driver-too-old", "medium"),
    ("gpu01:1234:1234 [0] NCCL WARN NET/OFI Failed to resolve CUDA function cuMemGetHandleForAddressRange (last "
     "error: 0, result: 2)\ngpu01:1234:1234 [0] NCCL WARN NET/OFI CUDA initialization failed.",
     "driver-too-old", "high"),
    ("gpu01:1234:1290 [0] NCCL WARN NET/OFI cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)",
     "cuda-oom", "high"),
    ("gpu01:1234:1234 [0] NCCL WARN Failed to initialize any NET plugin", "nccl-failure", "medium"),
    # CUDA miners: ethminer, ccminer, nheqminer, xmrig, kaspa-miner (audit cuda-miners)
    ("  ✘  17:43:05 main     CUDA error: No CUDA driver found", "driver-not-loaded", "medium"),
    ("[2019-01-30 12:00:00] Your system does not support CUDA 10.0 API!", "driver-too-old", "medium"),
    ("[2019-01-30 12:00:00] Unable to query number of CUDA devices! Is an nVidia driver installed?",
     "driver-not-loaded", "low"),
    ("[2019-01-30 12:00:00] Non-existant CUDA device #2 specified in -d option", "invalid-device-ordinal", "high"),
    ("[2019-01-30 12:00:00] Non-existant CUDA device 'GTX 1080 Ti' specified in -d option",
     "invalid-device-ordinal", "high"),
    ("[2019-01-30 12:00:00] GPU #0: out of memory cryptonight_extra_init line 173", "cuda-oom", "high"),
    ("[2019-01-30 12:00:00] GPU #0: Unable to allocate device memory, 1024 MB, err 2", "cuda-oom", "high"),
    ("[2017-01-12 22:42:32.123456] [0x00001a2c] [error]   CUDA error 'out of memory' in func 'eq_cuda_context' line "
     "2036", "cuda-oom", "high"),
    ("[2017-01-12 22:42:32.123456] [0x00001a2c] [error]   CUDA: failed to alloc memory", "cuda-oom", "medium"),
    ("[2017-01-12 22:42:32.123456] [0x00001a2c] [error]   Failed to load nvcuda.dll", "driver-not-loaded", "medium"),
    ("[2022-03-01T12:00:00Z INFO  kaspacuda::worker] Device #0 compute version is 8.6\n[2022-03-01T12:00:00Z ERROR "
     "kaspacuda::worker] Error loading PTX. Make sure you have the updated driver for you devices",
     "driver-too-old", "medium"),
    ("WARNING: NVIDIA GPU 0: already 1843 MiB memory in use, skip GPU.", "cuda-oom", "medium"),
    (" * CUDA         disabled (libcuda.so.1: cannot open shared object file: No such file or directory)",
     "driver-not-loaded", "medium"),
    ("WARNING: Failed loading plugin /home/miner/kaspa-miner/libkaspacuda.so (ignore if you do not intend to use): "
     "libcuda.so.1: cannot open shared object file: No such file or directory", "driver-not-loaded", "medium"),
    # COS and GKE driver installers, Google's compute-gpu-installation, Bottlerocket, Azure's GPU driver extension,
    # HPC image tests and node health checks, Oracle's GPU checks (audit cloud-vm-drivers)
    ("E0910 08:03:16.367380       1 install.go:457] failed to run GPU driver installer: failed to load GPU drivers: "
     "failed to load module /usr/local/nvidia/drivers/nvidia.ko: failed to load module nvidia "
     "(/usr/local/nvidia/drivers/nvidia.ko): failed to run command `insmod [/usr/local/nvidia/drivers/nvidia.ko]`: "
     "exit status 1", "driver-not-loaded", "high"),
    ("E0910 08:03:16.367380       1 install.go:457] failed to verify installation: failed to verify GPU driver "
     "installation: exit status 9", "driver-not-loaded", "medium"),
    ("I0910 08:03:15.101200       1 installer.go:56] Verifying GPU driver installation\nNVIDIA-SMI has failed because "
     "it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and "
     "running.\nE0910 08:03:16.367380       1 install.go:457] failed to verify installation: failed to verify GPU "
     "driver installation: exit status 9", "driver-not-loaded", "medium"),
    ("**Fail** nvidia-smi failed with error code 9", "driver-not-loaded", "medium"),
    ("E0910 08:03:16.367380       1 install.go:457] failed to verify installation: failed to verify GPU driver "
     "installation: exit status 15", "gpu-hardware-fault", "medium"),
    ("[ERROR   2021-05-12 08:33:12 UTC] Secure boot is enabled. Can't modify kernel cmdline.",
     "driver-not-loaded", "medium"),
    ("W0910 08:03:14.000100       1 install.go:257] Current kernel command line does not support unsigned kernel "
     "modules. Not enforcing kernel module signing may cause installation fail.", "driver-not-loaded", "low"),
    ("F0312 10:22:01.123456       1 nvidia_persistenced_installer.go:63] failed to start persistence mode: failed to "
     "read nvidia gpu driver version at /proc/driver/nvidia/version", "driver-not-loaded", "medium"),
    ("[2025-03-04 10:14:02,118] ERROR - Something went wrong with driver installation. The installation failed :(",
     "driver-not-loaded", "medium"),
    ("Couldn't find nvidia-smi, the driver is not installed.", "driver-not-loaded", "medium"),
    ("[FAILED] Failed to start load-open-gpu-kernel-modules.service - Load open GPU kernel modules.",
     "driver-not-loaded", "medium"),
    ("(VMExtensionProvisioningError) VM has reported a failure when processing extension 'NvidiaGpuDriverLinux' "
     "(publisher 'Microsoft.HpcCompute' and type 'NvidiaGpuDriverLinux'). Error message: 'Installation failed. Exit "
     "code 0'.", "driver-not-loaded", "medium"),
    ("*** Error - CUDA runtime version 12.8 is newer than the driver CUDA version 12.4", "driver-too-old", "high"),
    ("7 GPUs detected with 8 expected.\nFail: Error when detecting GPUs, NVMEs, and NICs.",
     "gpu-hardware-fault", "medium"),
    ("ERROR:  nhc:  Health check failed:  check_gpu_count: Expected to see 8 but found 7. FaultCode: NHC2009",
     "gpu-hardware-fault", "medium"),
    ("GPU 5 has 600 uncorrectable row remap errors.", "gpu-hardware-fault", "high"),
    ("ERROR:  nhc:  Health check failed:  check_gpu_ecc: GPU id 3: Row remap error. FaultCode: NHC2007",
     "gpu-hardware-fault", "high"),
    ("0 has a pending remap. Reset the GPU.", "gpu-hardware-fault", "medium"),
    ("ERROR:  nhc:  Health check failed:  check_nvsmi_healthmon:  nvidia-smi:  Power cables not attached. FaultCode: "
     "NHC2001", "gpu-hardware-fault", "medium"),
    ("ERROR:  nhc:  Health check failed:  check_nvsmi_healthmon:  nvidia-smi:  NVIDIA driver not loaded. FaultCode: "
     "NHCNA", "driver-not-loaded", "high"),
    ("ERROR:  nhc:  Health check failed:  check_nvsmi_healthmon:  nvidia-smi:  NVML shared library could not be "
     "found. faultCode: NHCNA", "nvml-library-not-found", "high"),
    ("2025-01-10 08:00:01,000 - ERROR - GPU Count Test: Failed - Unable to determine the device handle for one or "
     "more devices", "gpu-hardware-fault", "medium"),
    ("Warning: nvidia-fabricmanager.service did not become active within 60s", "fabric-manager-not-running", "medium"),
    # GPU databases: PG-Strom, HeavyDB / OmniSciDB, BlazingSQL, Sirius (audit gpu-databases)
    ("gpuinfo:455  failed on nvmlInit: Driver/library version mismatch", "nvml-driver-library-mismatch", "high"),
    ("gpuinfo:455  failed on nvmlInit: Driver Not Loaded", "driver-not-loaded", "medium"),
    ("2025-01-10 08:12:30.211 JST [12345] FATAL:  failed on open 'libnvrtc.so.11.4' and 'libnvrtc.so': No such file "
     "or directory", "cuda-runtime-lib-missing", "high"),
    ("ERROR:  gpu_service.c:3619  Out of GPU0 raw/managed memory (sz=2.50GB)", "cuda-oom", "high"),
    ("ERROR:  gpu_service.c:3006  out of managed memory", "cuda-oom", "medium"),
    ("2025-01-10 08:20:01.100 JST [12401] LOG:  gpucache: table [public.t_log:7f1a2b3c] of database=16384 - enable to "
     "allocate GPU device memory, so marked as corrupted.", "cuda-oom", "medium"),
    ("2025-01-10T08:12:30.323456 F 4076 0 0 CudaMgr.h:201 Unsupported CUDA device (compute version 3.7)",
     "no-kernel-image", "high"),
    ("2025-01-10T09:01:11.000111 E 4076 0 12 BufferMgr.cpp:433 ALLOCATION failed to find 4294967296B throwing out of "
     "memory GPU_MGR:0", "cuda-oom", "high"),
    ("2025-01-10T09:01:11.000222 E 4076 0 12 RelAlgExecutor.cpp:4556 Query execution failed with error Query couldn't "
     "keep the entire working set of columns in GPU memory", "cuda-oom", "high"),
    ("Exception: Query ran out of GPU memory, unable to automatically retry on CPU", "cuda-oom", "high"),
    ("2025-01-10T09:01:11.000444 W 4076 0 12 ResultSet.cpp:809 Out of GPU memory during sort, finish on CPU",
     "cuda-oom", "medium"),
    ("Exception: Insufficient GPU memory for query results in render output buffer sized by render-mem-bytes",
     "cuda-oom", "medium"),
    ("2025-01-10T08:12:30.123456 W 4076 0 0 DBHandler.cpp:410 This build isn't CUDA enabled, will run on CPU",
     "cpu-only-build", "high"),
    ("bsql_engine.io.io.RunExecuteGraphError: [RunExecuteGraph Error] std::bad_alloc: Ran out of memory processing",
     "cuda-oom", "high"),
    ("Invalid Input Error: Out of GPU caching memory", "cuda-oom", "medium"),
    # LoRA trainers: ai-toolkit, SimpleTuner, lora-scripts (audit lora-trainers)
    ("[x] NVIDIA driver only supports CUDA 12.2, which is too old for the pinned torch build. Update your NVIDIA "
     "driver, then re-run install.", "driver-too-old", "high"),
    ("[x] Blackwell GPU detected but the NVIDIA driver only supports CUDA 12.8. Blackwell needs the cu130 build — "
     "update your driver to 580+ and re-run.", "driver-too-old", "high"),
    ("  [OK  ] torch              2.9.1+cpu\n  [FAIL] torch sees gpu     torch.cuda.is_available() is False",
     "cpu-only-build", "high"),
    ("Error running job: OOM during training step 3 times in a row, aborting training", "cuda-oom", "high"),
    ("ValueError: xformers is not supported on GPUs with compute capability 9.0+ (detected 9.x). Use a different "
     "attention mechanism such as 'diffusers'.", "no-kernel-image", "medium"),
    ("RuntimeError: No packed FlashAttention backend is configured for CUDA capability 7.5.",
     "no-kernel-image", "medium"),
    ("2025-05-01 10:00:00,000 [ERROR] GPU ran out of memory during quantisation. Use --quantize_via=cpu to use the "
     "slower CPU method.", "cuda-oom", "high"),
    ("2025-05-01 10:00:00,000 [WARNING] GPU 0 (NVIDIA A100-SXM4-80GB) unhealthy: Uncorrectable ECC errors detected: 2 "
     "new errors", "gpu-hardware-fault", "high"),
    ("2025-05-01 10:00:00,000 [WARNING] GPU 1 (NVIDIA GeForce RTX 4090) unhealthy: Critical throttling detected: "
     "hw_slowdown", "gpu-hardware-fault", "medium"),
    ("2025-05-01 10:00:00,000 [WARNING] GPU 0 (NVIDIA GeForce RTX 3090) unhealthy: Temperature critical: 89C "
     "(shutdown at 93C)", "gpu-hardware-fault", "low"),
    ("10:02:11-402010 ERROR    You are using torch CPU, please install torch GPU version by run install script again.",
     "cpu-only-build", "high"),
    ("Installing torch & xformers...\nCUDA Version: 10.2\nUnsupported cuda version:10.2", "driver-too-old", "medium"),
    # RL fine-tuning frameworks: slime, NeMo-RL, verl, TRL, ROLL (audit rlhf-frameworks)
    ("  File \"/root/slime/slime_plugins/models/qwen_gdn_backend.py\", line 21, in _validate_flashqla_runtime\n"
     "RuntimeError: FlashQLA backend requires NVIDIA SM90 or newer, got sm80.", "no-kernel-image", "high"),
    ("RuntimeError: Device id 3 is not valid under CUDA_VISIBLE_DEVICES=0,1. Expected one of ['0', '1'] (physical) or "
     "0..1 (local).", "invalid-device-ordinal", "high"),
    ("RuntimeError: GPU id 5 is not valid under CUDA_VISIBLE_DEVICES=0,1,2,3. Expected one of [0, 1, 2, 3] (physical) "
     "or 0..3 (local).", "invalid-device-ordinal", "high"),
    ("RuntimeError: Failed to get device UUID for device 4 (global index: 4): Invalid Argument",
     "invalid-device-ordinal", "medium"),
    ("RuntimeError: Failed to get free memory for device 2 (global index: 6): Unknown Error",
     "gpu-hardware-fault", "medium"),
    ("RuntimeError: Attempting to use the same CUDA device (UUID: GPU-6b1f2c3e-9a1d-4e2b-8f7c-0d9e5a4b3c21) for "
     "multiple distinct roles/ranks within the same communicator. This setup is unsupported and will likely lead to "
     "program hangs or incorrect behavior.", "nccl-failure", "high"),
    ("[+] Installing NVIDIA Container Toolkit...\nError: Unable to find a match: nvidia-container-toolkit\n[!] Failed "
     "to install NVIDIA Container Toolkit (check repo)", "container-toolkit-missing", "medium"),
    ("(TaskRunner pid=2817) ValueError: Total available GPUs 0 is less than total desired GPUs 8",
     "no-visible-gpu", "low"),
    ("Not enough GPUs available. Requested 8 GPUs, but only 0 are available in the cluster.", "no-visible-gpu", "low"),
    # Machine-learned potentials and GPU chemistry: DeePMD-kit, TorchANI, openmm-torch, cuEquivariance, gpu4pyscf,
    # fairchem (audit ml-potentials)
    ("RuntimeError: DeePMD-kit Error: DeePMD-kit OOM: CUDA Runtime library throws an error: out of memory, in file "
     "/project/source/lib/src/gpu/tabulate.cu: 1023", "cuda-oom", "high"),
    ("deepmd.utils.errors.OutOfMemoryError: The callable still throws an out-of-memory (OOM) error even when batch "
     "size is 1!", "cuda-oom", "medium"),
    ("RuntimeError: The input tensor is on the GPU, but the GPU support for the customized OP library is not enabled.",
     "cpu-only-build", "high"),
    ("RuntimeError: This deepmd-kit package was compiled with CXX11_ABI_FLAG=1, but PyTorch runtime was compiled with "
     "CXX11_ABI_FLAG=0. These two library ABIs are incompatible and thus an error is raised when loading deepmd_op_pt.",
     "toolkit-version-mismatch", "low"),
    ("[2025-06-12 10:21:33,114] DEEPMD INFO    Computing Device:     CPU\n[2025-06-12 10:21:33,114] DEEPMD INFO    "
     "CUDA_VISIBLE_DEVICES: unset\n[2025-06-12 10:21:33,114] DEEPMD INFO    Visible GPU Count:    0",
     "no-visible-gpu", "low"),
    ("ValueError: cuAEV is not installed", "cpu-only-build", "medium"),
    ("UserWarning: The AEV CUDA extension is not installed and will not be available. To suppress warn set the env "
     "var TORCHANI_NO_WARN_EXTENSIONS=1", "cpu-only-build", "low"),
    ("('Error loading library /opt/conda/envs/md/lib/plugins/libOpenMMTorchCUDA.so: libtorch_cuda.so: cannot open "
     "shared object file: No such file or directory',)", "cpu-only-build", "medium"),
    ("RuntimeError: Detected a Rubin (sm_107) GPU, but this build has no sm_107 kernels. General kernels would "
     "JIT-forward compute_100 PTX and produce INCORRECT results on Rubin.", "no-kernel-image", "medium"),
    ("RuntimeError: No embedded dual-GEMM x0_x1 CUBIN for SM 121", "no-kernel-image", "medium"),
    ("CUDA Error in fill_int3c2e: out of memory", "cuda-oom", "high"),
    ("MemoryError: Out of GPU memory for XC energy first derivative, available gpu memory = 1073741824 bytes, nao = "
     "2310, natm = 180", "cuda-oom", "high"),
    ("WARN: GPU memory may be insufficient for SCF of this system. It is recommended to use the scf.LRHF or dft.LRKS "
     "class for this system.", "cuda-oom", "low"),
    ("ValueError: umas_fast_gpu requires CUDA", "no-visible-gpu", "low"),
    # ECMWF ai-models and Modulus-Sym (audit physicsnemo)
    ("  File \"/usr/local/lib/python3.10/site-packages/ai_models/model.py\", line 235, in providers\n    raise "
     "RuntimeError(\"GPU is not available\")\nRuntimeError: GPU is not available", "cpu-only-build", "high"),
    ("ONNXRuntime providers: ['CPUExecutionProvider']", "cpu-only-build", "medium"),
    ("Detected GPU architecture older than Ampere. Please check documentation for instructions to recompile and run "
     "tinycudann for your GPU", "no-kernel-image", "low"),
    # Experiment trackers' GPU monitors: mlflow, neptune, clearml, wandb's Rust monitor, Comet (audit
    # experiment-trackers)
    ("2024/09/30 14:02:11 WARNING mlflow.system_metrics.system_metrics_monitor: Skip logging GPU metrics because "
     "creating `GPUMonitor` failed with error: Failed to initialize NVML, skip logging GPU metrics: Driver Not Loaded.",
     "driver-not-loaded", "medium"),
    ("[neptune] [warning] NeptuneWarning: Info (NVML): Driver Not Loaded. GPU usage metrics may not be reported. For "
     "more information, see https://docs-legacy.neptune.ai/help/nvml_error/", "driver-not-loaded", "medium"),
    ("2025-02-03 09:15:42,118 - clearml.resource_monitor - WARNING - Could not fetch GPU stats: Driver Not Loaded",
     "driver-not-loaded", "medium"),
    ("2024-03-14 10:21:07,512 ERROR   HandlerThread:48213 [gpu.py:is_available():381] Error initializing NVML: "
     "Unknown Error", "container-nvml-unknown-error", "medium"),
    ("RuntimeError: Failed to initialize NVML, skip logging GPU metrics: Unknown Error",
     "container-nvml-unknown-error", "medium"),
    ("[2026-05-12T12:00:00Z DEBUG wandb_symon::monitors] Failed to initialize NVIDIA GPU monitoring: an internal "
     "driver error occurred", "container-nvml-unknown-error", "medium"),
    ("[2026-05-12T12:00:00Z DEBUG wandb_symon::monitors] Failed to initialize NVIDIA GPU monitoring: device requires "
     "a reset before it can be used again", "gpu-hardware-fault", "low"),
    ("[2026-05-12T12:00:00Z DEBUG wandb_symon::monitors] No NVIDIA driver found; NVIDIA GPU monitoring disabled",
     "driver-not-loaded", "low"),
    ("[2026-05-12T12:00:00Z DEBUG wandb_symon::monitors] Failed to initialize NVIDIA GPU monitoring: a query to find "
     "an object was unsuccessful", "nvml-library-not-found", "low"),
    ("COMET ERROR: CUDA_VISIBLE_DEVICES contains device number which exceeds actual devices amount: 2",
     "no-visible-gpu", "medium"),
    # Isaac ROS scripts, GXF, the NITROS bridge and cuRobo (audit isaac-ros)
    ("docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
     "runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: "
     "failed to inject CDI devices: unresolvable CDI devices nvidia.com/pva=all: unknown.",
     "container-toolkit-missing", "high"),
    ("No GPU detected! Not setting build args for HAS_GPU", "driver-not-loaded", "medium"),
    ("Default docker runtime is not nvidia!, please make sure the following line is\npresent in "
     "/etc/docker/daemon.json\n\"default-runtime\": \"nvidia\",\nAnd then restart the docker daemon",
     "container-toolkit-missing", "high"),
    ("[component_container_mt-1] 2025-04-30 10:22:31.512 ERROR gxf/std/cuda_green_context_pool.hpp@66: Failed to load "
     "cuGreenCtxCreate from CUDA runtime library, error[0], driver_status: 2", "driver-too-old", "medium"),
    ("[ERROR] [1714482190.901] [IPCBufferManager]: Failed to call cuMemCreate out of memory", "cuda-oom", "high"),
    ("[ERROR] [curobo] CUDA NVRTC include directory not found, compilation may fail",
     "cuda-runtime-lib-missing", "medium"),
    # LLM engines: ExLlamaV2/V3, tabbyAPI, Aphrodite, MLC LLM, LMDeploy, llama.cpp, LightLLM, distributed-llama (audit
    # llm-engines-3)
    ("!! Out of memory (Q), moving to device 1", "cuda-oom", "medium"),
    ("RuntimeError: Could not load the CUDA driver library", "driver-not-loaded", "medium"),
    ("GPU assert: out of memory /home/u/exllamav3/exllamav3/exllamav3_ext/activation.cu 67", "cuda-oom", "high"),
    ("RuntimeError: Insufficient VRAM in split for model and cache", "cuda-oom", "high"),
    ("WARNING:  An unsupported GPU is found in this configuration. Switching to compatibility mode.",
     "no-kernel-image", "low"),
    ("WARNING: Auto-detection failed. Please ensure you have an NVIDIA GPU (with nvidia-smi) installed.",
     "driver-not-loaded", "low"),
    ("TVMError: Insufficient GPU memory error: The available single GPU memory is 7372.800 MB, which is less than the "
     "sum of model weight size (7697.480 MB) and temporary buffer size (1012.410 MB).", "cuda-oom", "high"),
    ("Warning: no CUDA DLL directory found. Set CUDA_PATH or install PyTorch with CUDA support, otherwise TurboMind "
     "may fail to load.", "windows-dll-not-found", "medium"),
    ("AssertionError: your device does not support bfloat16 please set --dtype float16", "no-kernel-image", "low"),
    ("llama_prepare_model_devices: invalid value for main_gpu: 1 (available devices: 1)",
     "invalid-device-ordinal", "medium"),
    ("Exception: check max len infer fail, you can try:1.Set the --mem_fraction or --max_total_token_num startup "
     "parameter to a smaller value.", "cuda-oom", "medium"),
    ("INFO 07-11 10:12:01 [mem_manager.py:72] -2.5312 GB space is available after load the model weight",
     "cuda-oom", "medium"),
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  This build does not support GPU",
     "cpu-only-build", "high"),
    ("  what():  Invalid GPU index, found 1 GPUs", "invalid-device-ordinal", "medium"),
    # 3D generation: Stable Fast 3D's texture baker, torchmcubes, TRELLIS and TRELLIS.2 setup scripts (audit
    # 3d-gen-models)
    ("NotImplementedError: Could not run 'texture_baker_cpp::rasterize' with arguments from the 'CUDA' backend. This "
     "could be because the operator doesn't exist for this backend, or was omitted during the selective/custom build "
     "process (if using custom build).", "cpu-only-build", "high"),
    ("CMake Warning at CMakeLists.txt:25 (message):\n  NO CUDA INSTALLATION FOUND, TRYING TO INSTALL CPU VERSION ONLY!",
     "cpu-only-build", "medium"),
    ("[SPCONV] Unsupported PyTorch CUDA version: 13", "wheel-platform-unsupported", "medium"),
    ("Error: No supported GPU found", "driver-not-loaded", "low"),
    # dask-cuda, Dask distributed's NVML diagnostics, RMM, UCX (audit dask-ucx)
    ("ValueError: Invalid device index or UUID: -1", "no-visible-gpu", "medium"),
    ("ValueError: Devices in CUDA_VISIBLE_DEVICES must be comma-separated integers or strings beginning with 'GPU-' "
     "or 'MIG-' prefixes.", "no-visible-gpu", "medium"),
    ("ValueError: Number of workers cannot be less than 1.", "no-visible-gpu", "low"),
    ("ValueError: ('Can not scale beyond visible devices', [0, 1])", "invalid-device-ordinal", "low"),
    ("RuntimeError: PyNVML is installed, but NVML is not", "nvml-library-not-found", "medium"),
    ("RuntimeError: Outdated NVIDIA drivers for WSL, please upgrade to 512.15 or newer", "driver-too-old", "high"),
    ("RuntimeError: RMM failure at: /rmm/cpp/src/mr/detail/cuda_async_managed_memory_resource_impl.cpp:24: "
     "cuda_async_managed_memory_resource requires CUDA 13.0 or higher", "driver-too-old", "low"),
    ("[1715000000.123456] [gpu01:1234 :0]   cuda_copy_md.c:336  UCX  WARN  cannot set sync_memops on CUDA VMM without "
     "cuCtxSetFlags() (address=0x7f2c7a000000)", "driver-too-old", "low"),
    # Upscalers: chaiNNer, ncnn-Vulkan, CodeFormer, traiNNer-redux, BasicSR, video2x, Real-ESRGAN's hint line (audit
    # upscalers)
    ("An error occurred in a Upscale Image (ONNX) node:\n\nA VRAM out-of-memory error has occurred. Please try using "
     "a more extreme tiling mode.", "cuda-oom", "high"),
    ("An error occurred in a Upscale Image (TensorRT) node:\n\nCannot reduce tile size below the minimum size "
     "(64x64). This typically means your machine does not have enough VRAM.", "cuda-oom", "medium"),
    ("Error CUDA out of memory. Tried to allocate 1.20 GiB (GPU 0; 3.94 GiB total capacity)\nIf you encounter CUDA "
     "out of memory, try to set --tile with a smaller number.", "cuda-oom", "high"),
    ("[0 NVIDIA GeForce GTX 1050 Ti]  queueC=2[8]  queueG=0[16]  queueT=1[2]\nvkAllocateMemory failed -2\n"
     "vkAllocateMemory failed -2", "cuda-oom", "medium"),
    ("/home/user/CodeFormer/inference_codeformer.py:49: RuntimeWarning: Running on CPU now! Make sure your PyTorch "
     "version matches your CUDA.The unoptimized RealESRGAN is slow on CPU.", "cpu-only-build", "low"),
    ("RuntimeError: CUDA is not available. Please ensure that you have a GPU with CUDA support and that you have "
     "installed the correct CUDA-enabled version of PyTorch. You can check the installation guide at "
     "https://pytorch.org/get-started/locally/", "cpu-only-build", "low"),
    ("Compiling deform_conv_ext without CUDA\nCompiling fused_act_ext without CUDA\nCompiling upfirdn2d_ext without "
     "CUDA", "cpu-only-build", "medium"),
    ("[2025-01-12 10:20:00.001] [video2x] [critical] Invalid Vulkan device ID specified.",
     "invalid-device-ordinal", "medium"),
    # Cog, Truss, SkyPilot, dstack and BentoML (audit cog-sky-serving)
    ("Missing device driver, re-trying without GPU", "container-toolkit-missing", "medium"),
    ("WARNING No GPU is available to docker. Running without a GPU.", "container-toolkit-missing", "medium"),
    ("nvidia-smi not found. Ensure NVIDIA drivers are installed.", "container-no-gpu-access", "medium"),
    ("nvidia-smi timed out. GPU may be unresponsive.", "gpu-hardware-fault", "low"),
    ("NVIDIA Container Toolkit not installed. Please install NVIDIA Container Toolkit.",
     "container-toolkit-missing", "high"),
    ("NVIDIA is not set as the default runtime for Docker. To fix, run: sudo nvidia-ctk runtime configure "
     "--runtime=docker --set-as-default", "container-toolkit-missing", "high"),
    ("time=2025-03-01T10:00:00.000Z level=error msg=failed to execute nvidia-smi err=exec: \"nvidia-smi\": executable "
     "file not found in $PATH", "driver-not-loaded", "high"),
    ("bentoml.exceptions.BentoMLConfigException: GPU device index in [1] is greater than the system available: [0]",
     "invalid-device-ordinal", "high"),
    # cellpose, SLEAP, CSBDeep, Kilosort4, sleap-nn (audit bio-imaging)
    ("2024-03-11 14:02:31,118 [INFO] \ncellpose version: \t3.1.1.2 \nplatform:       \tlinux \npython version: "
     "\t3.10.14 \ntorch version:  \t2.5.1+cpu", "cpu-only-build", "high"),
    ("[GPU / CUDA]\n  NVIDIA Driver: 550.54.15 (CUDA 12.4)\n  GPU 0:         NVIDIA GeForce RTX 3090 (23800 MiB free "
     "/ 24576 MiB)\n  PyTorch:       v2.7.1+cpu (CPU)", "cpu-only-build", "high"),
    ("Out of memory, retrying with n_tiles = (1, 4, 4)\nOut of memory, retrying with n_tiles = (1, 8, 4)",
     "cuda-oom", "medium"),
    ("    raise MemoryError(\"Giving up increasing number of tiles. Memory occupied by another process "
     "(notebook)?\")\nMemoryError: Giving up increasing number of tiles. Memory occupied by another process "
     "(notebook)?", "cuda-oom", "high"),
    ("kilosort.run_kilosort: Out of memory error, printing performance...\nkilosort.run_kilosort: Encountered error "
     "in `run_kilosort`:", "cuda-oom", "high"),
    ("FAIL Driver is too old: 535.183.01 < 570.26 (required for CUDA 12.8)\n  Update your driver: "
     "https://www.nvidia.com/drivers", "driver-too-old", "high"),
    # Roboflow Inference, RF-DETR, super-gradients (audit roboflow-yolo)
    ("inference.core.exceptions.OnnxProviderNotAvailable: Required ONNX Execution Provider CUDAExecutionProvider is "
     "not availble. Check that you are using the correct docker image on a supported device.",
     "cpu-only-build", "medium"),
    ("RuntimeError: Hardware GPU video decode requires CUDA compute capability >= 7.5, but this GPU is 7.0. The "
     "onnx.gpu image's OpenCV-CUDA + nvcodec media stack is compiled for >= 7.5 only; use the CPU (cv2) decode path "
     "on this hardware.", "no-kernel-image", "high"),
    ("[2023-06-01 10:00:00] ERROR - super_gradients.training.pre_launch_callbacks.pre_launch_callbacks - Ran out of "
     "memory for the smallest batch, try setting smaller min_batch_size.", "cuda-oom", "high"),
    ("ValueError: You specified num_gpus=4 but only 2 GPU's are available", "invalid-device-ordinal", "medium"),
    # Krita AI Diffusion's installer and torch-directml's out of memory (audit creative-app-plugins)
    ("No CUDA Devices Found\nThe CUDA backend requires a NVIDIA GPU, but no compatible devices were found. Do you "
     "want to continue with installation anyway?", "driver-not-loaded", "low"),
    ("RuntimeError: Could not allocate tensor with 471859200 bytes. There is not enough GPU video memory available!",
     "cuda-oom", "high"),
    # Frigate's TensorRT detector and its Jetson model preparation (audit homelab-ai)
    ("    assert err is cuda.CUresult.CUDA_SUCCESS, f\"cuMemAlloc returned {err}\"\nAssertionError: cuMemAlloc "
     "returned 2", "cuda-oom", "high"),
    ("AssertionError: Failed to initialize cuda 803", "nvml-driver-library-mismatch", "medium"),
    ("AssertionError: TensorRT libraries not found, tensorrt detector not present", "cpu-only-build", "high"),
    ("ERROR: Please run the following on the HOST:\n  sudo apt install libnvinfer8 libnvinfer-plugin8 libnvparsers8 "
     "libnvonnxparsers8 nvidia-container", "cuda-runtime-lib-missing", "medium"),
    # Google's install_gpu_driver.py verify (audit cloud-vm-drivers, mend: low, not medium)
    ("$ sudo python3 install_gpu_driver.py verify\nThe driver is not installed.", "driver-not-loaded", "low"),
    # infinity / fastembed / optimum 1.27 / FlagEmbedding / sentence-transformers / TEI's Python back end (audit
    # embedding-servers).
    ('  File "/app/.venv/lib/python3.10/site-packages/infinity_emb/inference/loading_strategy.py", line 23, in _valida'
     "te_availale_device_ids\n    raise ValueError(\nValueError: Device cuda:1 is not available. Available devices: cu"
     "da:0", "invalid-device-ordinal", "high"),
    ("ValueError: Device cuda:0 is not available. Available devices: ", "no-visible-gpu", "low"),
    ("ValueError: Provider CUDAExecutionProvider is not available. Available providers: ['AzureExecutionProvider', 'CP"
     "UExecutionProvider']", "cpu-only-build", "high"),
    ("ValueError: Provider TensorrtExecutionProvider is not available. Available providers: ['CPUExecutionProvider']",
     "cpu-only-build", "high"),
    ("/usr/local/lib/python3.11/site-packages/fastembed/common/onnx_model.py:120: RuntimeWarning: Attempt to set CUDAE"
     "xecutionProvider failed. Current providers: ['CPUExecutionProvider'].If you are using CUDA 12.x, install onnxrun"
     "time-gpu via `pip install onnxruntime-gpu --extra-index-url https://aiinfra.pkgs.visualstudio.com/PublicPackages"
     "/_packaging/onnxruntime-cuda-12/pypi/simple/`\n  warnings.warn(", "cuda-runtime-lib-missing", "low"),
    ("ValueError: Asked to use CUDAExecutionProvider as an ONNX Runtime execution provider, but the available executio"
     "n providers are ['AzureExecutionProvider', 'CPUExecutionProvider'].", "cpu-only-build", "high"),
    ("ValueError: Asked to use TensorrtExecutionProvider as an ONNX Runtime execution provider, but the available exec"
     "ution providers are ['CPUExecutionProvider'].", "cpu-only-build", "high"),
    ("ImportError: `onnxruntime-gpu` is installed, but GPU dependencies are not loaded. It is likely there is a confli"
     "cting install between `onnxruntime` and `onnxruntime-gpu`. Please install only `onnxruntime-gpu` in order to use"
     " CUDAExecutionProvider.", "cpu-only-build", "high"),
    ("ImportError: Asked to use CUDAExecutionProvider, but `onnxruntime-gpu` package was not found. Make sure to insta"
     "ll `onnxruntime-gpu` package instead of `onnxruntime`.", "cpu-only-build", "high"),
    ("ImportError: `onnxruntime-gpu` package is installed, but CUDA requirements could not be loaded. Make sure to mee"
     "t the required dependencies: https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html",
     "cuda-runtime-lib-missing", "medium"),
    ("ImportError: `onnxruntime-gpu` package is installed, but TensorRT requirements could not be loaded. Make sure to"
     " meet the required dependencies following https://onnxruntime.ai/docs/execution-providers/TensorRT-ExecutionProv"
     "ider.html and https://hf.co/docs/optimum/onnxruntime/usage_guides/gpu#tensorrtexecutionprovider .",
     "cuda-runtime-lib-missing", "low"),
    ("faiss do not support GPU, please uninstall faiss-cpu, faiss-gpu and install faiss-gpu again.",
     "cpu-only-build", "medium"),
    ('  File "/workspace/FlagEmbedding/scripts/hn_mine.py", line 106, in create_index\n    co = faiss.GpuMultipleClone'
     "rOptions()\nAttributeError: module 'faiss' has no attribute 'GpuMultipleClonerOptions'",
     "cpu-only-build", "high"),
    ("INFO:sentence_transformers.SentenceTransformer:CUDA/NPU is not available. Starting 4 CPU workers",
     "no-visible-gpu", "low"),
    ("2025-01-10T09:12:01.123456Z  WARN python-backend: text_embeddings_backend_python::logging: backends/python/src/l"
     "ogging.rs:39: Could not import Flash Attention enabled models: CUDA is not available", "no-visible-gpu", "low"),
    # KAI-Scheduler's reservation pod (go-nvml wordings), KServe's webhook and vLLM health check, genv's nvidia-smi
    # calls and dash's not-found line (audit kserve-kubeflow).
    ('2025-06-20T10:15:02.114Z\tINFO\tLooking for GPU device id for pod\t{"namespace": "kai-resource-reservation", "na'
     'me": "gpu-reservation-gpu-node-1-x7k2p"}\nError while running the app: unable to initialize NVML: ERROR_LIBRARY_'
     "NOT_FOUND", "container-no-gpu-access", "medium"),
    ('2025-06-20T10:15:02.114Z\tINFO\tLooking for GPU device id for pod\t{"namespace": "kai-resource-reservation", "na'
     'me": "gpu-reservation-gpu-node-1-x7k2p"}\nError while running the app: unable to initialize NVML: Driver/library'
     " version mismatch", "nvml-driver-library-mismatch", "high"),
    ('2025-06-20T10:15:02.114Z\tINFO\tLooking for GPU device id for pod\t{"namespace": "kai-resource-reservation", "na'
     'me": "gpu-reservation-gpu-node-1-x7k2p"}\nError while running the app: unable to initialize NVML: Unknown Error',
     "container-nvml-unknown-error", "medium"),
    ('2025-06-20T10:15:02.114Z\tINFO\tLooking for GPU device id for pod\t{"namespace": "kai-resource-reservation", "na'
     'me": "gpu-reservation-gpu-node-1-x7k2p"}\nError while running the app: unable to initialize NVML: Insufficient P'
     "ermissions", "container-no-gpu-access", "low"),
    ('2025-06-20T10:15:02.114Z\tINFO\tLooking for GPU device id for pod\t{"namespace": "kai-resource-reservation", "na'
     'me": "gpu-reservation-gpu-node-1-x7k2p"}\n2025-06-20T10:15:02.131Z\tINFO\tFound 0 GPU devices\nError while runni'
     "ng the app: found 0 devices, 1 was expected", "container-no-gpu-access", "medium"),
    ('2025-06-20T10:15:02.114Z\tINFO\tLooking for GPU device id for pod\t{"namespace": "kai-resource-reservation", "na'
     'me": "gpu-reservation-gpu-node-1-x7k2p"}\n2025-06-20T10:15:02.131Z\tINFO\tFound 1 GPU devices\nError while runni'
     "ng the app: unable to get device handle: Unknown Error", "gpu-hardware-fault", "medium"),
    ('Error from server (BadRequest): error when creating "isvc.yaml": admission webhook "inferenceservice.kserve-webh'
     'ook-server.validator" denied the request: Tensorflow RuntimeVersion is not GPU enabled but GPU resources are req'
     "uested", "cpu-only-build", "medium"),
    ('Error from server (BadRequest): error when creating "isvc.yaml": admission webhook "inferenceservice.kserve-webh'
     'ook-server.validator" denied the request: PyTorch RuntimeVersion is GPU enabled but GPU resources are not reques'
     "ted. ", "container-no-gpu-access", "medium"),
    ("2025-03-04 10:11:12.345 57 kserve ERROR [health_check.py:check_gpu_usage():105] GPU Usage: Unhealthy - Used: 0, "
     "Total: 0", "container-no-gpu-access", "low"),
    ('/bin/sh: 1: nvidia-smi: not found\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.10/dist-pa'
     'ckages/genv/core/devices.py", line 26, in _create\n    for line in subprocess.check_output(\nsubprocess.CalledPr'
     "ocessError: Command 'GENV_BYPASS=1 nvidia-smi --query-gpu=memory.total --format=csv,noheader,nounits' returned n"
     "on-zero exit status 127.", "container-no-gpu-access", "medium"),
    ("subprocess.CalledProcessError: Command 'GENV_BYPASS=1 nvidia-smi --query-gpu=memory.total --format=csv,noheader,"
     "nounits' returned non-zero exit status 127.", "driver-not-loaded", "low"),
    ("$ docker run --rm python:3.11-slim sh -c nvidia-smi\n/bin/sh: 1: nvidia-smi: not found",
     "container-no-gpu-access", "medium"),
    ('  File "/usr/local/lib/python3.10/dist-packages/genv/shims/nvidia-smi", line 30, in which\n    raise RuntimeErro'
     "r(f\"Could not find the path of '{cmd}'\")\nRuntimeError: Could not find the path of 'nvidia-smi'",
     "driver-not-loaded", "low"),
    # kokoro-onnx / kokoro / ChatTTS 0.1 / piper's Colab notebook / Coqui TTS's trainer and collect_env_info (audit
    # tts-2).
    ("Available providers: ['AzureExecutionProvider', 'CPUExecutionProvider']\nIs CUDA available: False",
     "cpu-only-build", "medium"),
    ("Available onnx runtime providers: ['AzureExecutionProvider', 'CPUExecutionProvider']",
     "cpu-only-build", "medium"),
    ('  File "/home/user/.venv/lib/python3.11/site-packages/kokoro/pipeline.py", line 96, in __init__\n    raise Runti'
     'meError("CUDA requested but not available")\nRuntimeError: CUDA requested but not available',
     "cpu-only-build", "low"),
    ("[+0800 20240704 14:31:02] [WARN] ChatTTS | gpu | GPU 0 has 1434.88 MB memory left. Switching to CPU.",
     "cuda-oom", "medium"),
    ("WARNING:ChatTTS.core:GPU 0 has 1434.88 MB memory left. Switching to CPU.", "cuda-oom", "medium"),
    ("Checking GPU...\nException: The Use GPU checkbox is checked, but you don't have a GPU runtime.",
     "driver-not-loaded", "low"),
    ("Exception: La casilla de usar GPU está habilitada, pero no tienes un entorno de ejecución con GPU.",
     "driver-not-loaded", "low"),
    (" > Using CUDA:  False\n > Number of GPUs:  0", "cpu-only-build", "low"),
    ('{\n    "CUDA": {\n        "GPU": [],\n        "available": false,\n        "version": null\n    },',
     "cpu-only-build", "medium"),
    ('{\n    "CUDA": {\n        "GPU": [],\n        "available": false,\n        "version": "12.4"\n    },',
     "no-visible-gpu", "low"),
    # cortex.cpp 1.0 / Jan's llama.cpp errors / LM Studio's lms runtime survey / Open WebUI's :cuda image / GPT4All
    # (audit local-llm-apps).
    ("20241203 08:12:44.512034 UTC 41233 ERROR Your Cuda driver version 11.4 is not compatible with cuda toolkit versi"
     "on 11.7 - engine_service.cc:406", "driver-too-old", "high"),
    ("Cuda driver is not compatible with cuda toolkit", "driver-too-old", "medium"),
    ("20241203 08:12:44.512034 UTC 41233 INFO  Running cuda variant but nvidia-driver is not installed yet, fallback t"
     "o CPU mode - model_service.cc:1131", "driver-not-loaded", "medium"),
    ("20241203 08:12:44.512034 UTC 41233 WARN  No suitable CUDA variant found, selecting a variant without CUDA - engi"
     "ne_matcher_utils.h:100\n20241203 08:12:44.512034 UTC 41233 INFO  Found variant without CUDA: linux-amd64-avx2.ta"
     "r.gz", "driver-not-loaded", "low"),
    ("20241203 08:12:44.512034 UTC 41233 ERROR Gpu Driver not found! - system_info_utils.cc:23",
     "driver-not-loaded", "low"),
    ("Your GPU driver is too old for this engine. Updating the driver, or switching to the CPU engine in Settings, wil"
     "l fix this.", "driver-too-old", "medium"),
    ('LlamacppError { code: GpuDriverTooOld, message: "The installed GPU driver is too old for this backend." }',
     "driver-too-old", "medium"),
    ("A library the engine needs is missing, so it cannot start. Missing: libcudart.so.12",
     "cuda-runtime-lib-missing", "high"),
    ("A library the engine needs is missing, so it cannot start. Missing: cudart64_12.dll",
     "windows-dll-not-found", "high"),
    ('LlamacppError { code: MissingSharedLibrary, message: "A library this backend depends on is missing." }',
     "cuda-runtime-lib-missing", "low"),
    ("There is not enough memory to run this model. A smaller model or a smaller context size usually helps.",
     "cuda-oom", "low"),
    ("Survey by llama.cpp-win-x86_64-nvidia-cuda12-avx2 (1.50.2)\nGPU/ACCELERATORS                              VRAM\n"
     "NVIDIA GeForce GTX 1060 6GB (CUDA, Discrete)   6.00 GiB\n\nCPU: x86_64 (AVX, AVX2)\nRAM: 15.9 GiB\nCompatibility"
     ": GPU driver unsupported", "driver-too-old", "medium"),
    ("No GPUs detected\n\nCPU: x86_64 (AVX, AVX2)\nRAM: 31.2 GiB\nCompatibility: GPU required but none found",
     "no-visible-gpu", "low"),
    ("Compatibility: No supported GPUs", "no-kernel-image", "low"),
    ("Compatibility: Missing libraries", "cuda-runtime-lib-missing", "low"),
    ("ERROR:open_webui.env:Error when testing CUDA but USE_CUDA_DOCKER is true. Resetting USE_CUDA_DOCKER to false: CU"
     'DA not available\nTraceback (most recent call last):\n  File "/app/backend/open_webui/env.py", line 48, in <modu'
     'le>\n    assert torch.cuda.is_available(), "CUDA not available"\nAssertionError: CUDA not available',
     "container-no-gpu-access", "medium"),
    ("ValueError: Unable to initialize model on GPU: 'cuda'\nAvailable GPUs: []", "no-visible-gpu", "low"),
    ("embllm WARNING: Did not use GPU: built without a GPU backend", "cpu-only-build", "medium"),
    ("availableGPUDevices: built without a GPU backend", "cpu-only-build", "medium"),
    # torch's bf16 cuBLAS check / xFormers' sm80 reasons / audiocraft's autocast / RVC and so-vits-svc (audit audio-
    # gen).
    ("RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasGemmStridedBatchedExFix(handle, opa, o"
     "pb, (int)m, (int)n, (int)k, (void*)&falpha, a, CUDA_R_16BF, (int)lda, stridea, b, CUDA_R_16BF, (int)ldb, strideb"
     ", (void*)&fbeta, c, CUDA_R_16BF, (int)ldc, stridec, (int)num_batches, CUDA_R_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP)"
     "`", "no-kernel-image", "low"),
    ("RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasGemmEx( handle, opa, opb, m, n, k, &fa"
     "lpha, a, CUDA_R_16BF, lda, b, CUDA_R_16BF, ldb, &fbeta, c, CUDA_R_16BF, ldc, compute_type, CUBLAS_GEMM_DEFAULT_T"
     "ENSOR_OP)`", "no-kernel-image", "low"),
    ("RuntimeError: CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling `cublasDotEx( handle, n, x, CUDA_R_16BF, incx"
     ", y, CUDA_R_16BF, incy, result, CUDA_R_16BF, CUDA_R_32F)`", "no-kernel-image", "low"),
    ("`cutlassF` is not supported because:\n    bf16 is only supported on A100+ GPUs", "no-kernel-image", "low"),
    ("`flshattB@v2.3.2` is not supported because:\n    requires a GPU with compute capability 8.0 (A100) or 9.0 (H100)"
     " for 'query.shape[-1] > 192'", "no-kernel-image", "low"),
    ("`tritonflashattF` is not supported because:\n    requires GPU with sm80 minimum compute capacity, e.g., A100/H10"
     "0/L4", "no-kernel-image", "low"),
    ("No supported GPU detected; training on the CPU may take much longer", "cpu-only-build", "low"),
    ("未检测到可用显卡，将使用CPU训练，耗时可能较长", "cpu-only-build", "low"),
    ("RuntimeError: Selected CUDA device(s) do not satisfy the GPU rule (minimum 4 GiB and SM 5.3): [0]",
     "no-kernel-image", "low"),
    ("cuda_is_available: False", "no-visible-gpu", "low"),
    ("CUDA可用：False", "no-visible-gpu", "low"),
    ("using_cuda:False", "no-visible-gpu", "low"),
    ("AssertionError: CPU training is not allowed.", "cpu-only-build", "low"),
    ("RuntimeError: There was an error autocasting with dtype=torch.bfloat16 device=cuda\nIf you are on the FAIR Clust"
     "er, you might need to use autocast_dtype=float16", "no-kernel-image", "low"),
    # nixpkgs' saxpy test and torch GPU check, nix-required-mounts (audit nix-cuda).
    ("Start\nRuntime version: 12080\nDriver version: 0\nHost memory initialized, copying to the device\nCUDA error at "
     "cudaMalloc(&xDevice, N * sizeof(float)): CUDA driver version is insufficient for CUDA runtime version",
     "driver-not-loaded", "medium"),
    ("Start\nRuntime version: 12080\nDriver version: 12020\nHost memory initialized, copying to the device\nCUDA error"
     " at cudaMalloc(&xDevice, N * sizeof(float)): CUDA driver version is insufficient for CUDA runtime version",
     "driver-too-old", "high"),
    ('Traceback (most recent call last):\n  File "/nix/store/3kq1v8dyzh0x8w2bfqz1l8y5a7k3m2cx-tester-cudaAvailable/bin'
     '/cudaAvailable", line 4, in <module>\n    assert torch.cuda.is_available() and torch.version.cuda, message\nAsse'
     "rtionError: torch.cuda.is_available()=False and torch.version.cuda='12.8'", "no-visible-gpu", "low"),
    ('Traceback (most recent call last):\n  File "/nix/store/9i5k2l7mcx4p1dfl3s8v0w6qz2r1y4hn-nix-required-mounts-0.1.'
     '0/lib/python3.12/site-packages/nix_required_mounts.py", line 84, in validate_mounts\n    assert matches, f"Speci'
     'fied host paths do not exist: {mount}"\nAssertionError: Specified host paths do not exist: /dev/nvidia*',
     "driver-not-loaded", "medium"),
    ("AssertionError: Specified host paths do not exist: /run/opengl-driver", "driver-not-loaded", "low"),
    ("CUDA error at cudaMalloc(&xDevice, N * sizeof(float)): out of memory", "cuda-oom", "medium"),
    ("Start\nRuntime version: 12080\nDriver version: 12080\nHost memory initialized, copying to the device\nCUDA error"
     " at cudaMalloc(&xDevice, N * sizeof(float)): unknown error", "uvm-after-suspend", "low"),
    # OpenPose's cudaCheck and CMake, its Caffe's cuBLAS checks, mmpose (audit pose-legacy).
    ("Starting OpenPose demo...\nConfiguring OpenPose...\nStarting thread(s)...\nAuto-detecting all available GPUs... "
     "Detected 1 GPU(s), using 1 of them starting at GPU 0.\n\nError occurred on a thread. OpenPose closed all its thr"
     "eads and then propagated the error to the main thread. Error description:\n\nCuda check failed (2 vs. 0): out of"
     " memory\n\nComing from:\n- /home/user/openpose/src/openpose/net/resizeAndMergeBase.cu:resizeAndMergeGpu():522\n-"
     " /home/user/openpose/src/openpose/gpu/cuda.cpp:cudaCheck():42", "cuda-oom", "high"),
    ("Error:\nCuda check failed (999 vs. 0): unknown error\n\nComing from:\n- /home/user/openpose/src/openpose/gpu/cud"
     "a.cpp:getCudaGpuNumber():48\n- /home/user/openpose/src/openpose/gpu/cuda.cpp:cudaCheck():42",
     "uvm-after-suspend", "low"),
    ("Error:\nOpenPose must be compiled with the `USE_CUDA` macro definition in order to use this functionality.\n\nCo"
     "ming from:\n- /home/user/openpose/src/openpose/gpu/cuda.cpp:getCudaGpuNumber():50", "cpu-only-build", "high"),
    ("Error:\nYou need to compile OpenPose with CUDA support in order to use GPU resize.\n\nComing from:\n- /home/user"
     "/openpose/src/openpose/core/cvMatToOpInput.cpp:CvMatToOpInput():24", "cpu-only-build", "high"),
    ("Error:\nRequired `USE_CAFFE` and `USE_CUDA` flags enabled.\n\nComing from:\n- /home/user/openpose/src/openpose/c"
     "ore/arrayCpuGpu.cpp:gpu_shape():610", "cpu-only-build", "medium"),
    ("F0523 14:02:11.123456 12345 common.cpp:163] Check failed: status == CUBLAS_STATUS_SUCCESS (1 vs. 0)  CUBLAS_STAT"
     "US_NOT_INITIALIZED\n*** Check failure stack trace: ***", "cuda-oom", "low"),
    ("E0523 14:02:11.123456 12345 common.cpp:114] Cannot create Cublas handle. Cublas won't be available.\nE0523 14:02"
     ":11.223456 12345 common.cpp:121] Cannot create Curand generator. Curand won't be available.",
     "no-visible-gpu", "low"),
    ("-- CUDA not found.\nCMake Error at CMakeLists.txt:514 (message):\n  Install CUDA using the above commands.",
     "toolkit-version-mismatch", "low"),
    ("-- cuDNN not found.\nCMake Error at CMakeLists.txt:520 (message):\n  Install cuDNN using the above commands. or "
     "turn off cuDNN by setting\n  USE_CUDNN to OFF.", "cudnn-lib-missing", "high"),
    ('Traceback (most recent call last):\n  File "tools/analysis_tools/get_flops.py", line 123, in main\n    assert to'
     "rch.cuda.is_available(\nAssertionError: No valid cuda device detected, please double check...",
     "no-visible-gpu", "low"),
    # Autoware's colcon / CMake checks and TensorRT nodes, Apollo's docker scripts and aem, openpilot's ONNX providers
    # (audit autonomy-stacks).
    ("--- stderr: autoware_lidar_centerpoint\nCUDA NOT FOUND\nTensorRT is NOT Available\nCUDNN is NOT Available\n---",
     "cpu-only-build", "medium"),
    ("CMake Warning at CMakeLists.txt:8 (message):\n  cuda was not found, so the autoware_cuda_pointcloud_preprocessor"
     " package\n  will not be built.", "cpu-only-build", "medium"),
    ("TensorRT is NOT Available", "cuda-runtime-lib-missing", "medium"),
    ("CUDNN is NOT Available", "cudnn-lib-missing", "medium"),
    ("-- Found TensorRT headers at TENSORRT_INCLUDE_DIR-NOTFOUND\n-- Found TensorRT libs at TENSORRT_NVINFER_LIBRARY-N"
     "OTFOUND;TENSORRT_NVINFER_PLUGIN_LIBRARY-NOTFOUND\n-- Could NOT find TENSORRT (missing: TENSORRT_INCLUDE_DIR TENS"
     "ORRT_LIBRARY)", "cuda-runtime-lib-missing", "medium"),
    ("-- TrafficLightFineDetector won't be built, CUDA and/or TensorRT were not found.", "cpu-only-build", "low"),
    ("CMake Warning at CMakeLists.txt:15 (message):\n  cuda, cudnn, tensorrt libraries are not found",
     "cuda-runtime-lib-missing", "low"),
    ("CMake Warning at CMakeLists.txt:20 (message):\n  Unsupported version TensorRT 8.4.3 detected.  This package requ"
     "ires\n  TensorRT 8.5 or later.", "toolkit-version-mismatch", "medium"),
    ("[tensorrt_yolox_node-1] [ERROR] [1712345678.123456789] [perception.object_recognition.detection.tensorrt_yolox]:"
     " GPU 1 does not exist or is not suitable.", "invalid-device-ordinal", "medium"),
    ("[tensorrt_yolox_node-1] [ERROR] [1712345678.123456789] [perception.object_recognition.detection.tensorrt_yolox]:"
     " GPU 0 does not exist or is not suitable.", "no-visible-gpu", "low"),
    ("[component_container_mt-37] [ERROR] [1712345678.123456789] [system.system_monitor.gpu_monitor]: Failed to acquir"
     "e the handle for a particular device [0]: Unknown Error", "gpu-hardware-fault", "medium"),
    ("[E] [TRT] Fail to create builder\nterminate called after throwing an instance of 'std::runtime_error'\n  what():"
     "  Failed to initialize TensorRT", "no-visible-gpu", "low"),
    ("[WARNING] No nvidia-smi found.", "driver-not-loaded", "medium"),
    ("[WARN ] 2024-11-05 10:12:33 No nvidia-smi found.", "driver-not-loaded", "medium"),
    ("[INFO] No nvidia-smi found.\n[INFO] No rocm-smi found.\n[WARNING] No any GPU device found.",
     "container-no-gpu-access", "medium"),
    ("[WARN ] 2024-11-05 10:12:33 no GPU device available, use CPU fallback.", "driver-not-loaded", "low"),
    ("[WARNING] No any GPU device found. CPU will be used instead.", "driver-not-loaded", "low"),
    ("[WARNING] Cannot access GPU from within container. Please install latest Docker and NVIDIA Container Toolkit as "
     "described by: \n[WARNING]   https://github.com/NVIDIA/nvidia-docker/blob/master/README.md",
     "container-toolkit-missing", "high"),
    ("[WARN ] 2024-11-05 10:12:33 no nvidia-container-toolkit or nvidia-container-runtime found, use CPU fallback.",
     "container-toolkit-missing", "high"),
    ("[WARNING] Please upgrade to docker-ce 19.03+ to access GPU from container.",
     "container-toolkit-missing", "medium"),
    ("GPUassert: unknown error modules/perception/common/base/syncedmem.cc 154", "uvm-after-suspend", "low"),
    ("[alice@in-dev-docker:/apollo]$ nvidia-smi\nFailed to initialize NVML: Driver/library version mismatch",
     "container-driver-libs-in-image", "low"),
    ("Onnx available providers:  ['CPUExecutionProvider']\nOnnx selected provider:  ['CPUExecutionProvider']\nOnnx usi"
     "ng  ['CPUExecutionProvider']", "cpu-only-build", "low"),
    # xDiT and video models, Ray (raylet, Train, Tune, Data, Serve, autoscaler, dashboard), LLaMA-Factory / ms-swift /
    # xtuner / FastChat / Qwen / cpm_kernels / SwanLab / modelscope, Open MPI / MVAPICH2 / Slurm / UCC (audits video-
    # gen, ray-gpu, chinese-llm-tools, hpc-mpi-cuda).
    ('Traceback (most recent call last):\n  File "/usr/local/lib/python3.10/dist-packages/xfuser/envs.py", line 124, i'
     "n get_device_version\n    raise NotImplementedError(\nNotImplementedError: No Accelerators(AMD/NV/MTT GPU, AMD M"
     "I instinct accelerators) available", "cpu-only-build", "high"),
    ("ValueError: NVFP4 GEMMs require CUDA capability >= 10.0 (Blackwell). Detected: (8, 9)", "no-kernel-image", "low"),
    ("RuntimeError: Flash Attention V4 FP4 is not available. Requires Blackwell GPU (SM >= 10.0) and the hao-ai-lab/fl"
     "ash-attention-fp4 fork with nvidia-cutlass-dsl.", "no-kernel-image", "low"),
    ("AssertionError: Training currently requires at least one GPU.", "no-visible-gpu", "low"),
    ("12/08/2024 10:15:32 - WARNING - trainer - No CUDA, MPS, or ROCm device found. Memory statistics are not availabl"
     "e.", "no-visible-gpu", "low"),
    ("ValueError: LOCAL_RANK (default 0) and args.device inconsistent. This can only happens in inference mode. Please"
     " use CUDA_VISIBLE_DEVICES=x for single-GPU training. ", "no-visible-gpu", "low"),
    ("Launching with 0 GPUs. If you want to force single GPU mode use CUDA_VISIBLE_DEVICES=0.",
     "no-visible-gpu", "low"),
    ("offload_to_cpu is set to True, but offloading will not occur since the model is already running on CPU.",
     "no-visible-gpu", "low"),
    ("RuntimeError: Found 0 GPUs on your machine (GPU devices found: [])! If your\n    machine does not have any GPUs,"
     " you should set the config keys\n    `num_gpus_per_learner` and `num_gpus_per_env_runner` to 0. They may be set "
     "to\n    1 by default for your particular RL algorithm.", "no-visible-gpu", "low"),
    ("AssertionError: local_gpu_idx 0 is not a valid GPU ID or is not available.", "no-visible-gpu", "low"),
    ("(RayTrainWorker pid=5123) RuntimeError: FSDP is only available with GPU-enabled training. Set `use_gpu=True` in "
     "your Trainer to train with GPUs.", "no-visible-gpu", "medium"),
    ("RuntimeError: CUDA is not available on this system. The default TorchInference flow is GPU-only and requires a C"
     "UDA-capable device.", "no-visible-gpu", "low"),
    ('  File "/home/ray/anaconda3/lib/python3.11/site-packages/ray/air/_internal/device_manager/nvidia_gpu.py", line 4'
     "6, in get_devices\n    device_ids.append(cuda_visible_list.index(gpu_id))\nValueError: '1' is not in list",
     "invalid-device-ordinal", "medium"),
    ("ValueError: Attempting to start raylet with 4 GPUs, but CUDA_VISIBLE_DEVICES contains ['0', '1'].",
     "invalid-device-ordinal", "medium"),
    ("ValueError: Attempting to start raylet with 2 GPUs, but CUDA_VISIBLE_DEVICES contains [].",
     "no-visible-gpu", "high"),
    ("2025-03-04 10:12:33,118\tWARNING command_runner.py:929 -- NVIDIA Container Runtime is present, but no GPUs found"
     ".", "driver-not-loaded", "low"),
    ("[2025-03-04 10:15:11,902 W 2214 2214] cluster_lease_manager.cc:350: The lease with ID 0a7f2c8e1b3d4f5a6c7e8d9f01"
     "000000 cannot be scheduled right now. It requires {GPU: 1, CPU: 1} for placement, however the cluster currently "
     "cannot provide the requested resources.", "no-visible-gpu", "low"),
    ("ray.exceptions.ActorUnschedulableError: The actor is not schedulable: Tasks or actors with resource shapes [{GPU"
     ": 1, CPU: 1}, {GPU: 1, CPU: 1}] failed to schedule because there are not enough resources for the tasks or actor"
     "s on the whole cluster.", "no-visible-gpu", "low"),
    ("(autoscaler +32s) No available node types can fulfill cluster constraint: {'GPU': 8.0}*1. Add suitable node type"
     "s to this cluster to resolve this issue.", "no-visible-gpu", "low"),
    ("Logical resource usage: 4.0/16 CPUs, 0/1 GPUs (0.0/1.0 accelerator_type:A10G)", "no-visible-gpu", "medium"),
    ("WARNING 2025-03-04 10:22:41,118 controller 812 -- Deployment 'LLMServer' in application 'default' has 1 replicas"
     " that have taken more than 30s to be scheduled. This may be due to waiting for the cluster to auto-scale or for "
     'a runtime environment to be installed. Resources required for each replica: {"CPU": 1, "GPU": 1}, total resource'
     's available: {"CPU": 7.0}. Use `ray status` for more details.', "no-visible-gpu", "low"),
    ("2025-03-04 10:20:11,004\tWARNING gpu_providers.py:302 -- Error getting NVIDIA GPU utilization: Unknown Error",
     "gpu-hardware-fault", "low"),
    ("[INFO|2025-03-10 12:00:01] llamafactory.hparams.parser:523 >> Process rank: 0, world size: 1, device: cpu, distr"
     "ibuted training: False, compute dtype: torch.bfloat16", "cpu-only-build", "low"),
    ("[INFO|2025-03-10 12:00:00] llamafactory.launcher:69 >> Initializing 0 distributed tasks at: 127.0.0.1:29500",
     "cpu-only-build", "low"),
    ("- PyTorch version: 2.6.0+cu124\n- Transformers version: 4.52.4", "no-visible-gpu", "low"),
    ("[WARNING|2026-08-10 12:00:00] llamafactory.train.callbacks:566 >> ModuleProfiler: no supported accelerator (CUDA"
     "/NPU) found, profiling disabled.", "cpu-only-build", "low"),
    ("RuntimeError: LigerKernel requires CUDA or NPU, current accelerator is cpu.", "cpu-only-build", "low"),
    ("    assert self.dtype != 'fp16', 'The CPU does not support matrix multiplication with FP16.'\nAssertionError: Th"
     "e CPU does not support matrix multiplication with FP16.", "cpu-only-build", "low"),
    ("[WARNING:swift] support_bf16: False", "no-kernel-image", "low"),
    ("ValueError: Error: local_device_count (0) must be greater than or equal to the product of vllm_data_parallel_siz"
     "e (1) and vllm_tensor_parallel_size (1). Current required_device_count = 1.", "cpu-only-build", "low"),
    ("[WARNING:swift] Flash attention is only supported on A100 or H100 GPU during training due to head dim > 64 backw"
     "ard.ref: https://github.com/HazyResearch/flash-attention/issues/190#issuecomment-1523359593",
     "no-kernel-image", "low"),
    ("NotImplementedError: Supports only CUDA or NPU. If your device is CUDA or NPU, please make sure that your enviro"
     "nmental settings are configured correctly.", "cpu-only-build", "low"),
    ("AssertionError: Not enough available GPUS in Ray cluster, 0 less than 8.", "invalid-device-ordinal", "low"),
    ('  File "/usr/local/lib/python3.10/dist-packages/fastchat/model/model_adapter.py", line 247, in <dictcomp>\n    i'
     ': str(int(available_gpu_memory[i] * 0.85)) + "GiB"\nIndexError: list index out of range',
     "invalid-device-ordinal", "low"),
    ('Your device does NOT seem to support bf16, you can switch to fp16 or fp32 by by passing fp16/fp32=True in "AutoM'
     'odelForCausalLM.from_pretrained".', "no-kernel-image", "low"),
    ("Your device does NOT support faster inference with fp16, please switch to fp32 which is likely to be faster",
     "no-kernel-image", "low"),
    ('  File "/root/miniconda3/lib/python3.10/site-packages/cpm_kernels/library/base.py", line 72, in wrapper\n    rai'
     'se RuntimeError("Library %s is not initialized" % self.__name)\nRuntimeError: Library cudart is not initialized',
     "cuda-runtime-lib-missing", "medium"),
    ("RuntimeError: Library cuda is not initialized", "driver-not-loaded", "low"),
    ("swanlab: Hardware info collection failed: GpuCollector, Unknown Error", "container-nvml-unknown-error", "low"),
    ("    raise Exception('GPU is required')\nException: GPU is required", "cpu-only-build", "low"),
    ("Open MPI was compiled without dynamic library support (e.g., with the\n --disable-dlopen flag), and therefore ca"
     "nnot utilize CUDA support.", "cpu-only-build", "medium"),
    ("[gpu01:mpi_rank_0][device_init] src/mpid/ch3/channels/mrail/src/gen2/ibv_cuda_util.c:1103: cuInit failed",
     "driver-not-loaded", "low"),
    ("[2025-06-01T10:22:13.123] error: Setting node gpu01 state to INVAL with reason:gres/gpu count reported lower tha"
     "n configured (0 < 4)", "driver-not-loaded", "low"),
    ("[2025-06-01T10:22:13.123] error: Setting node gpu01 state to INVAL with reason:gres/gpu count reported lower tha"
     "n configured (3 < 4)", "gpu-hardware-fault", "low"),
    ("[2025-06-01T10:21:58.456] error: System GPU detection failed", "driver-not-loaded", "low"),
    ("[1718293847.123456] [gpu01:12345:0]     tl_nccl_coll.c:405  TL_NCCL ERROR NCCL error 2 unhandled system error (r"
     "un with NCCL_DEBUG=INFO for details)", "nccl-failure", "high"),
    # libnvidia-container's dxcore, CDI on WSL, nvidia-smi and Linux driver installs inside WSL, the podman machine's
    # Fedora prompt, Podman Desktop AI Lab (audit desktop-wsl-engines).
    ("E0214 10:31:07.412345 2351 dxcore.c:235] Found a WDDM adapter running a driver with pre-WDDM 2.8 . Skipping it.",
     "wsl-gpu-setup", "high"),
    ("E0214 10:31:07.412290 2351 dxcore.c:187] The driver store directory '/usr/lib/wsl/drivers/nv_dispi.inf_amd64_7e5"
     "fd280efaa5445' is not valid", "wsl-gpu-setup", "medium"),
    ('Error: setting up CDI devices: failed to inject devices: failed to stat CDI host device "/dev/dxg": no such file'
     " or directory", "wsl-gpu-setup", "medium"),
    ("user@DESKTOP-AB12CD3:~$ nvidia-smi\nNVIDIA-SMI couldn't find libnvidia-ml.so library in your system. Please make"
     " sure that the NVIDIA Display Driver is properly installed and present in your system.\nPlease also try adding d"
     "irectory that contains libnvidia-ml.so to your system PATH.", "wsl-gpu-setup", "high"),
    ("user@DESKTOP-AB12CD3:~$ nvidia-smi\nNo devices were found", "wsl-gpu-setup", "medium"),
    ("modprobe: FATAL: Module nvidia not found in directory /lib/modules/5.15.167.4-microsoft-standard-WSL2",
     "wsl-gpu-setup", "high"),
    ("$ uname -r\n5.15.167.4-microsoft-standard-WSL2\n$ sudo sh NVIDIA-Linux-x86_64-550.144.03.run\nERROR: Unable to f"
     "ind the kernel source tree for the currently running kernel.  Please make sure you have installed the kernel sou"
     "rce files for your kernel and that they are properly configured; on Red Hat Linux systems, for example, be sure "
     "you have the 'kernel-source' or 'kernel-devel' RPM installed.", "wsl-gpu-setup", "high"),
    ("Setting up nvidia-dkms-550 (550.144.03-0ubuntu1) ...\nError! Your kernel headers for kernel 5.15.167.4-microsoft"
     "-standard-WSL2 cannot be found at /lib/modules/5.15.167.4-microsoft-standard-WSL2/build or /lib/modules/5.15.167"
     ".4-microsoft-standard-WSL2/source.", "wsl-gpu-setup", "high"),
    ("[user@DESKTOP-AB12CD3 ~]$ nvidia-smi\nNVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driv"
     "er. Make sure that the latest NVIDIA driver is installed and running.", "wsl-gpu-setup", "high"),
    ("gpu NVIDIA GeForce RTX 4070 Laptop GPU is not supported on hyperv.", "container-no-gpu-access", "medium"),
    ("gpu NVIDIA GeForce RTX 4090 is not supported on unknown.", "container-toolkit-missing", "medium"),
    # PaddleVideo's check_cuda, Paddle3D's env block, ppdiffusers' env, Paddle-Lite's TensorRT driver, CMake and CUDA
    # context (audit paddle-suites-3).
    ("You can not set use_gpu = True in the model because you are using paddlepaddle-cpu.\n     Please: 1. Install pad"
     "dlepaddle-gpu to run your models on GPU or 2. Set use_gpu = False to run models on CPU.",
     "cpu-only-build", "high"),
    ("CUDA:\n    cudnn - None\n    nvcc - Build cuda_11.8.r11.8/compiler.31833905_0", "cpu-only-build", "medium"),
    ("2024-03-11 15:42:50,123 -  WARNING - The flag fused_linear only valid for cuda version higher than 11.6, but the"
     " paddle is compiled with cuda False", "cpu-only-build", "medium"),
    ("- Paddle version (GPU?): 3.0.0b1 (False)", "cpu-only-build", "medium"),
    ("[F  3/28 11:27:27.123 ...er/src/driver/nvidia_tensorrt/utility.cc:50 Data] Check failed: (cudaMalloc(&cuda_buffe"
     "r_, dst_length) == cudaSuccess): 2!==0 ", "cuda-oom", "medium"),
    ("CMake Error at lite/backends/nnadapter/nnadapter/src/driver/nvidia_tensorrt/dependencies.cmake:152 (message):\n "
     " Missing libcudnn.so in NNADAPTER_NVIDIA_CUDNN_LIB_DIR-NOTFOUND", "cudnn-lib-missing", "high"),
    ("CMake Error at lite/backends/nnadapter/nnadapter/src/driver/nvidia_tensorrt/dependencies.cmake:83 (message):\n  "
     "Failed to detect cudnn version.", "cudnn-lib-missing", "medium"),
    ("CMake Error at lite/backends/nnadapter/nnadapter/src/driver/nvidia_tensorrt/dependencies.cmake:97 (message):\n  "
     "Failed to detect TensorRT version.", "cuda-runtime-lib-missing", "low"),
    ("CMake Error at cmake/cuda.cmake:191 (message):\n  Can not find CUDA library: libcudart.so\nCall Stack (most rece"
     "nt call first):\n  cmake/cuda.cmake:207 (add_cuda_lib)", "cuda-runtime-lib-missing", "medium"),
    ("I0905 10:12:33.456789 12345 device_info.h:211] No cuda device(s) found!\nI0905 10:12:33.457001 12345 context.h:4"
     "4] No cuda device(s) found, CUDAContext init failed.", "no-visible-gpu", "low"),
    ("F0905 10:12:33.456789 12345 target_wrapper.cc:29] Check failed: e == cudaSuccess || e == cudaErrorCudartUnloadin"
     "g CUDA: out of memory\n*** Check failure stack trace: ***", "cuda-oom", "high"),
    # dcgm-exporter and its DCGM, nvidia_gpu_exporter, telegraf, netdata, glances, Datadog, Zabbix, Google's Ops Agent
    # (audit gpu-exporters).
    ('time=2026-05-12T09:14:02.118Z level=INFO msg="Attempting to initialize NVML library."\ntime=2026-05-12T09:14:02.'
     '118Z level=ERROR msg="Cannot init NVML library; err: Insufficient Permissions"',
     "container-no-gpu-access", "low"),
    ("2026-05-12 09:14:02.121 ERROR [7:7] Cannot load NVML; DCGM will proceed without managing GPUs. ret: 9 [/workspac"
     "es/dcgm/dcgmlib/src/DcgmHostEngineHandler.cpp:1902] [DcgmHostEngineHandler::LoadNvml]",
     "driver-not-loaded", "medium"),
    ("2026-05-12 09:14:02.121 ERROR [7:7] Cannot load NVML; DCGM will proceed without managing GPUs. ret: 12 [/workspa"
     "ces/dcgm/dcgmlib/src/DcgmHostEngineHandler.cpp:1902] [DcgmHostEngineHandler::LoadNvml]",
     "nvml-library-not-found", "medium"),
    ("2026-05-12 09:14:02.121 ERROR [7:7] Cannot load NVML; DCGM will proceed without managing GPUs. ret: 18 [/workspa"
     "ces/dcgm/dcgmlib/src/DcgmHostEngineHandler.cpp:1902] [DcgmHostEngineHandler::LoadNvml]",
     "nvml-driver-library-mismatch", "medium"),
    ("2026-05-12 09:14:02.121 ERROR [7:7] Cannot load NVML; DCGM will proceed without managing GPUs. ret: 999 [/worksp"
     "aces/dcgm/dcgmlib/src/DcgmHostEngineHandler.cpp:1902] [DcgmHostEngineHandler::LoadNvml]",
     "container-nvml-unknown-error", "medium"),
    ("2024-11-20 08:01:33.410 ERROR [7:7] Cannot load NVML; DCGM will proceed without managing GPUs. [/workspaces/dcgm"
     "/dcgmlib/src/DcgmHostEngineHandler.cpp:1472] [DcgmHostEngineHandler::LoadNvml]", "driver-not-loaded", "low"),
    ('time="2024-03-10T10:00:00Z" level=info msg="Starting dcgm-exporter"\nError: Failed to initialize NVML\ntime="202'
     '4-03-10T10:00:00Z" level=fatal msg="Error starting nv-hostengine: DCGM initialization error"',
     "container-no-gpu-access", "medium"),
    ('time="2024-03-10T10:00:00Z" level=fatal msg="Error starting nv-hostengine: DCGM initialization error"',
     "container-no-gpu-access", "low"),
    ("2024-03-10 10:00:00.507 ERROR [76:76] Cannot initialize the hostengine: Error: Failed to initialize NVML [/works"
     "paces/dcgm-rel_dcgm_3_3-postmerge/dcgmlib/src/DcgmHostEngineHandler.cpp:1915] [DcgmHostEngineHandler::Init]",
     "container-no-gpu-access", "medium"),
    ('time=2026-05-12T09:14:02.118Z level=WARN msg="GPU bind/unbind watcher disabled - NVML not available on this syst'
     'em"', "nvml-library-not-found", "low"),
    ('time=2026-08-12T20:40:10.998Z level=ERROR source=main.go:18 msg="failed to run" err="failed to run: failed to se'
     't up the nvml backend: failed to initialize NVML: ERROR_NO_PERMISSION"', "container-no-gpu-access", "low"),
    ('time=2026-08-12T20:40:11.532Z level=ERROR source=collect.go:133 msg="failed to collect metrics" err="no NVML dev'
     'ices found"', "container-no-gpu-access", "medium"),
    ('time=2026-08-12T20:40:11.532Z level=ERROR source=collect.go:133 msg="failed to collect metrics" err="failed to g'
     'et device 0: ERROR_UNKNOWN"', "gpu-hardware-fault", "medium"),
    ("2023-05-02T10:00:00Z E! [telegraf] Error running agent: could not initialize input inputs.nvidia_smi: nvidia-smi"
     ' not found in "/usr/bin/nvidia-smi" and not in PATH; please make sure nvidia-smi is installed and/or is in PATH',
     "driver-not-loaded", "low"),
    ("2021-09-01T10:00:10Z E! [inputs.nvidia_smi] Error in plugin: nvidia-smi binary not at path /usr/bin/nvidia-smi, "
     "cannot gather GPU data", "driver-not-loaded", "low"),
    ('2026-08-21T10:00:00Z E! [telegraf] Error running agent: starting input inputs.nvidia_smi: exec: "nvidia-smi": ex'
     "ecutable file not found in $PATH", "driver-not-loaded", "low"),
    ("2024-03-07 14:45:25: go.d ERROR: nvidia_smi[nvidia_smi] error on '/usr/bin/nvidia-smi --query-gpu=name,uuid,fan."
     "speed,pstate,utilization.gpu,memory.used,memory.total,temperature.gpu,power.draw --format=csv,nounits': exit sta"
     "tus 9", "driver-not-loaded", "medium"),
    ('time=2026-08-22T10:00:00.000Z level=error msg="error on quering XML GPU info: RunUnprivileged: /usr/libexec/netd'
     'ata/plugins.d/nd-run /usr/bin/nvidia-smi -q -x: exit status 12 (stderr: )" plugin=go.d collector=nvidia_smi job='
     "nvidia_smi", "nvml-library-not-found", "medium"),
    ("2026-06-13 16:17:51,123 -- DEBUG -- NVML Shared Library (libnvidia-ml.so.1) not Found, Nvidia GPU plugin is disa"
     "bled", "nvml-library-not-found", "medium"),
    ("2026-08-21 10:00:00 UTC | CORE | WARN | (pkg/collector/python/datadog_agent.go:131 in LogMessage) | nvml:1c2d3e4"
     "f5a6b7c8d | (nvml.py:95) | Can't open NVML, is this a GPU host? Turning check off.",
     "nvml-library-not-found", "medium"),
    ("2026-08-21 10:00:00 UTC | CORE | WARN | (pkg/collector/python/datadog_agent.go:131 in LogMessage) | nvml:1c2d3e4"
     "f5a6b7c8d | (nvml.py:64) | Unable to execute NVML function: device_count: Unknown Error",
     "gpu-hardware-fault", "low"),
    ("2026/08/21 10:00:00.123456 [NVIDIA] failed to init NVML library: failed to initialize NVML: NVML error: An inter"
     "nal driver error occurred", "container-nvml-unknown-error", "medium"),
    ("failed to execute handler: failed to get device by index: failed to get NVML device handle by index: NVML error:"
     " An internal driver error occurred", "gpu-hardware-fault", "medium"),
    ("otelopscol[1187]: 2026-07-22T10:13:19.512Z\twarn\tnvmlreceiver/client.go:82\tUnable to find and/or initialize Nv"
     "idia Management Library on '%!w(*errors.errorString=&{libnvidia-ml.so not found})'. No Nvidia device metrics wil"
     'l be collected.\t{"kind": "receiver", "name": "nvml", "data_type": "metrics"}',
     "nvml-library-not-found", "medium"),
    ("otelopscol[1187]: 2026-07-22T10:13:19.512Z\twarn\tnvmlreceiver/client.go:82\tUnable to find and/or initialize Nv"
     "idia Management Library on '%!w(*errors.errorString=&{'Driver Not Loaded'})'. No Nvidia device metrics will be c"
     'ollected.\t{"kind": "receiver", "name": "nvml", "data_type": "metrics"}', "driver-not-loaded", "medium"),
    ("otelopscol[1187]: 2026-07-22T10:13:19.512Z\twarn\tnvmlreceiver/client.go:82\tUnable to find and/or initialize Nv"
     "idia Management Library on '%!w(*errors.errorString=&{'Driver/library version mismatch'})'. No Nvidia device met"
     'rics will be collected.\t{"kind": "receiver", "name": "nvml", "data_type": "metrics"}',
     "nvml-driver-library-mismatch", "high"),
    ("otelopscol[1187]: 2026-07-22T10:13:19.512Z\twarn\tnvmlreceiver/client.go:82\tUnable to find and/or initialize Nv"
     "idia Management Library on '%!w(*errors.errorString=&{'Unknown Error'})'. No Nvidia device metrics will be colle"
     'cted.\t{"kind": "receiver", "name": "nvml", "data_type": "metrics"}', "container-nvml-unknown-error", "low"),
    ("otelopscol[1187]: 2026-07-22T10:13:19.530Z\twarn\tnvmlreceiver/client.go:172\tUnable to get Nvidia device at ind"
     "ex 1 on 'Unknown Error'; ignoring device.", "gpu-hardware-fault", "medium"),
    # Unmanic and nvidia-patch, Frigate's cuInit, AlphaFold 3 / tokamax / ColabFold / ESMFold / cudaSafeCall, jtop,
    # jetson-containers, jetson-inference, CTranslate2, pyannote, whisperX / WhisperLive / NeMo / SpeechBrain, Kaldi's
    # configure and Vosk (audits media-transcode, bio-structure, jetson-tools, speech-asr-2).
    ("2026-08-04T11:40:02:ERROR:Unmanic.PluginExecutor - Exception while carrying out 'worker.process' plugin runner '"
     "video_transcoder'\nTraceback (most recent call last):\n  File \"/config/.unmanic/plugins/video_transcoder/lib/en"
     'coders/nvenc.py", line 202, in get_configured_device_info\n    raise Exception("No NVIDIA device found")\nExcept'
     "ion: No NVIDIA device found", "container-no-gpu-access", "low"),
    ("**** (patch-nvidia) Exec NVIDIA Patch\nnvidia-smi utility not found. Probably driver is not installed.\n**** (pa"
     "tch-nvidia) Patch script exited with error; skipping patch", "container-no-gpu-access", "medium"),
    ("AssertionError: Failed to initialize cuda 999", "uvm-after-suspend", "low"),
    ('Traceback (most recent call last):\n  File "/app/alphafold/run_alphafold.py", line 957, in main\n    gpu_devices'
     " = jax.local_devices(backend='gpu')\nRuntimeError: Unknown backend: 'gpu' requested, but no platforms that are i"
     "nstances of gpu are present. Platforms present are: cpu", "container-no-gpu-access", "medium"),
    ("RuntimeError: Unknown backend: 'gpu' requested, but no platforms that are instances of gpu are present. Platform"
     "s present are: cpu", "cpu-only-build", "medium"),
    ("ValueError: implementation='triton' for FlashAttention is unsupported on this GPU generation. Please use impleme"
     "ntation='xla' instead.", "no-kernel-image", "medium"),
    ("NotImplementedError: Triton kernel not supported on current device.", "no-kernel-image", "low"),
    ('  File "/alphafold3_venv/lib/python3.12/site-packages/tokamax/_src/ops/op.py", line 197, in __call__\n    raise '
     'NotImplementedError(f"Not supported on {device.device_kind}.")\nNotImplementedError: Not supported on Tesla P100'
     "-PCIE-16GB.", "no-kernel-image", "medium"),
    ("ERROR: Jax could not find GPU. This can be either because your machine doesn't have a GPU\nor because jax can't "
     "find it. You might need to run", "cpu-only-build", "medium"),
    ("2025-03-04 10:40:02,551 Could not predict 7XYZ_A. Not Enough GPU memory? INTERNAL: Failed to execute XLA Runtime"
     " executable: run time error: custom call 'xla.gpu.func.launch' failed: Failed to launch CUDA kernel: fusion_2 wi"
     "th block dimensions: 256x1x1 and grid dimensions: 1x1x1: CUDA_ERROR_INVALID_VALUE: invalid argument",
     "cuda-oom", "low"),
    ("25/03/04 10:12:33 | INFO | root | Failed (CUDA out of memory) on sequence 7XYZ_A of length 1250.",
     "cuda-oom", "high"),
    ("[PB Error][src/likehood_test.cu:1056] cudaSafeCall() failed: out of memory, exiting.", "cuda-oom", "high"),
    ("Jul 30 10:12:01 thor jtop[812]: [WARNING] jtop.core.gpu - NVML check failed: Driver Not Loaded",
     "driver-not-loaded", "medium"),
    ("Jul 30 10:12:01 thor jtop[812]: [WARNING] jtop.core.gpu - NVML check failed: Driver/library version mismatch",
     "nvml-driver-library-mismatch", "high"),
    ("Jul 30 10:12:01 thor jtop[812]: [WARNING] jtop.core.gpu - NVML check failed: Unknown Error",
     "container-nvml-unknown-error", "low"),
    ("❌ Docker runtime 'nvidia' is not set as default.", "container-toolkit-missing", "medium"),
    ("testing PyTorch...\nPyTorch version: 2.3.0\nCUDA available:  False\ncuDNN version:   None\n\nPyTorch built with:"
     "\n  - GCC 9.4", "cpu-only-build", "medium"),
    ("ERROR: TensorRT core library (libnvinfer.so) not found\nSearched locations:\n  - /usr/local/cuda/targets/aarch64"
     "-linux/lib/libnvinfer.so", "cuda-runtime-lib-missing", "low"),
    ("ERROR: libcusparseLt.so not found. Is libcusparselt0-cuda-13 installed?", "cuda-runtime-lib-missing", "medium"),
    ("[cuda]   cudaHostAlloc(cpuPtr, size, cudaHostAllocMapped)\n[cuda]      unknown error (error 999) (hex 0x3E7)\n[c"
     "uda]      /jetson-inference/utils/cuda/cudaMappedMemory.h:216", "uvm-after-suspend", "low"),
    ("[TRT]    device GPU, failed to create TensorRT runtime", "no-visible-gpu", "low"),
    ('$ sudo docker run -it --rm dustynv/jetson-inference:r32.7.1\nTraceback (most recent call last):\n  File "/usr/lo'
     'cal/bin/detectnet.py", line 24, in <module>\n    import jetson.inference\nImportError: libcudart.so.10.2: cannot'
     " open shared object file: No such file or directory", "container-no-gpu-access", "high"),
    ("ValueError: Requested int8_float16 compute type, but the target device or backend do not support efficient int8_"
     "float16 computation.", "cpu-only-build", "low"),
    ("ValueError: Requested bfloat16 compute type, but the target device or backend do not support efficient bfloat16 "
     "computation.", "cpu-only-build", "low"),
    ("ValueError: Requested int8 compute type, but the target device or backend do not support efficient int8 computat"
     "ion.", "no-kernel-image", "low"),
    ("[2025-03-02 14:11:09.412] [ctranslate2] [thread 20113] [warning] The compute type inferred from the saved model "
     "is float16, but the target device or backend do not support efficient float16 computation. The model weights hav"
     "e been automatically converted to use the float32 compute type instead.", "cpu-only-build", "low"),
    ("RuntimeError: Cannot load symbol cublasGemmGroupedBatchedEx from library libcublas.so.12",
     "cuda-runtime-lib-missing", "medium"),
    ("RuntimeError: AWQ Gemm does not support for cuda arch < 7.5", "no-kernel-image", "medium"),
    ("RuntimeError: Conv1D on GPU currently requires the cuDNN library which is not integrated in this build",
     "cpu-only-build", "medium"),
    ("Model was trained with pyannote.audio 0.0.1, yours is 3.3.2. Bad things might happen unless you revert pyannote."
     "audio to 0.x.\nModel was trained with torch 1.10.0+cu102, yours is 2.5.1+cpu. Bad things might happen unless you"
     " revert torch to 1.x.", "cpu-only-build", "high"),
    ("2026-03-02 14:11:07 - whisperx.asr - INFO - Compute type not specified, defaulting to float32 for device cpu",
     "cpu-only-build", "low"),
    ("INFO:root:Using Device=cpu with precision int8", "cpu-only-build", "low"),
    ("[NeMo I 2025-09-20 10:12:13 transcribe_speech:265] Inference will be done on device: cpu",
     "cpu-only-build", "low"),
    ("ValueError: You must have at least 1 GPU to use DataParallel", "cpu-only-build", "low"),
    ("ValueError: NCCL is not supported in your machine.", "cpu-only-build", "low"),
    ("***configure failed: CUDA 12_4 does not support g++ (g++-13.2.0). Only versions strictly older than 12.3 are sup"
     "ported. ***", "toolkit-version-mismatch", "high"),
    ("***configure failed: Unsupported CUDA version 13_0.", "toolkit-version-mismatch", "medium"),
    ("WARNING: CUDA will not be used! If you have already installed cuda drivers\n         and CUDA toolkit, try using"
     " the --cudatk-dir= option.", "cpu-only-build", "medium"),
    ("***configure failed: Cannnot find nvcc in CUDATKDIR=/usr/local/cuda ***", "toolkit-version-mismatch", "low"),
    ("make: *** No rule to make target '/opt/kaldi/src/cudadecoder/kaldi-cudadecoder.a', needed by 'libvosk.so'.  Stop"
     ".", "cpu-only-build", "medium"),
]


@pytest.mark.parametrize(("text", "cause", "confidence"), RATED, ids=[f"{c}-{t[-20:]}" for t, c, _ in RATED])
def test_code_reaches_its_cause_at_its_confidence(kb, text: str, cause: str, confidence: str) -> None:
    assert _first(text + "\n", kb) == (cause, confidence)


def test_paddles_on_chip_shared_memory_is_not_dev_shm(kb) -> None:
    """PaddlePaddle's sparse convolution (phi/kernels/sparse/gpu/conv.cu.h) finds the GPU's shared memory per block
    too small for its kernel: nothing about /dev/shm, so the shared-memory prose reading stays away."""
    assert _ranked("PreconditionNotMetError: the shared memory is not enough\n", kb) == []
    prose = "ERROR: the shared memory (/dev/shm) is not enough for the DataLoader workers\n"
    assert _first(prose, kb) == ("shm-too-small", "medium")


def test_a_cudnn_handle_that_fails_with_memory_free_is_the_cudnn_library_not_memory(kb) -> None:
    """XLA's cuDNN stub answers CUDNN_STATUS_INTERNAL_ERROR for a libcudnn it could not load (cudnn_stub.cc), and
    cuda_dnn.cc logs the free memory right after the failed handle: with gigabytes free, memory did not stop it."""
    failed = "E0515 10:03:24.130426 19611 cuda_dnn.cc:534] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\n"
    assert _first(failed, kb) == ("cuda-oom", "low")  # TensorFlow's usual reading: memory growth off
    free = "E0515 10:03:24.130458 19611 cuda_dnn.cc:538] Memory usage: 7973961728 bytes free, 8198619136 bytes total.\n"
    assert _ranked(failed + free, kb)[:2] == [("cudnn-lib-missing", "medium"), ("cudnn-version-mismatch", "low")]
    short = "E0515 10:03:24.130458 19611 cuda_dnn.cc:538] Memory usage: 123731968 bytes free, 8198619136 bytes total.\n"
    assert _first(failed + short, kb) == ("cuda-oom", "low")
    jax = ("2023-05-20 20:06:28.373077: E external/xla/xla/stream_executor/cuda/cuda_dnn.cc:439] Could not create "
           "cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\n")
    assert _ranked(jax, kb) == [("cudnn-lib-missing", "low")]


def test_an_allocation_larger_than_any_gpu_is_no_shortage_of_memory(kb) -> None:
    """PyTorch asked for 10,000 GiB or more: garbage sizes, most often from a CUDA extension built for another GPU
    (diff-gaussian-rasterization built elsewhere), so the out-of-memory reading steps down beside no-kernel-image."""
    real = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB. GPU 0 has a total capacity\n"
    assert _first(real, kb) == ("cuda-oom", "high")
    huge = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 131062.02 GiB. GPU 0 has a total capacity\n"
    assert {cause for cause, _ in _ranked(huge, kb)} >= {"cuda-oom", "no-kernel-image"}
    assert all(conf == "low" for _, conf in _ranked(huge, kb))
    frame = "    num_rendered, color, radii = _C.rasterize_gaussians(*args)\n"
    assert _first(frame + huge, kb) == ("no-kernel-image", "low")


def test_no_cuda_on_macos_or_in_inductors_probe_is_not_a_cpu_wheel_to_replace(kb) -> None:
    """torch's collect_env names macOS ("OS: macOS 13.2.1 (arm64)"), where no torch build has CUDA; TorchInductor's
    get_cuda_arch logs the error of its own probe and carries on without CUDA (codegen/cuda/cuda_env.py)."""
    error = "AssertionError: Torch not compiled with CUDA enabled\n"
    env = "CUDA used to build PyTorch: None\n"
    assert _first(error + env, kb) == ("cpu-only-build", "high")
    for mac in ("OS: macOS 13.2.1 (arm64)\n", "Python platform: macOS-13.2.1-arm64-arm-64bit\n"):
        assert _first(error + env + mac, kb) == ("cpu-only-build", "low"), mac
    probe = "Error getting cuda arch: Torch not compiled with CUDA enabled\n"
    assert all(conf == "low" for _, conf in _ranked(probe, kb))


@pytest.mark.parametrize("build", ["docker build -t img .", "Step 5/9 : RUN python setup.py install",
                                   "#7 [builder 4/6] RUN python setup.py install"])
def test_no_device_inside_a_docker_build_is_the_container_without_a_gpu(kb, build: str) -> None:
    """A RUN step of `docker build` gets no GPU (BuildKit never, the legacy builder only through the daemon's
    default runtime), so a device check that fails there is the container's, not the host driver's."""
    error = "pycuda._driver.RuntimeError: cuInit failed: no CUDA-capable device is detected\n"
    assert _first(error, kb) != ("container-no-gpu-access", "medium")
    assert _first(build + "\n" + error, kb) == ("container-no-gpu-access", "medium")


def test_error_35_as_a_number_offers_a_missing_driver_after_an_old_one(kb) -> None:
    ranked = _ranked("cudaRuntimeGetVersion() failed with error #35\n", kb)
    assert ranked[:2] == [("driver-too-old", "medium"), ("driver-not-loaded", "low")]


def test_alicevision_without_a_cuda_device_offers_a_missing_then_an_old_driver(kb) -> None:
    line = "[18:00:00.000000][error] This program needs a CUDA-Enabled GPU (with at least compute capability 2.0).\n"
    ranked = _ranked(line, kb)
    assert sorted(ranked[:2]) == [("driver-not-loaded", "low"), ("driver-too-old", "low")]


def test_the_linker_missing_libcuda_is_the_driver_library_and_under_wsl_its_setup(kb) -> None:
    line = "/usr/bin/ld: cannot find -lcuda: No such file or directory\n"
    assert _first(line, kb) == ("driver-not-loaded", "low")
    wsl = "Linux DESKTOP-AB12 5.15.153.1-microsoft-standard-WSL2 #1 SMP x86_64 GNU/Linux\n" + line
    assert _first(wsl, kb) == ("wsl-gpu-setup", "high")
    assert _first("/usr/bin/ld: cannot find -lcudart\n", kb) == ("cuda-runtime-lib-missing", "high")


def test_error_803_offers_an_old_driver_after_the_library_mismatch(kb) -> None:
    line = ("CUDA error: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH\n"
            "system has unsupported display driver / cuda driver combination\n")
    ranked = _ranked(line, kb)
    assert ranked[0] == ("nvml-driver-library-mismatch", "medium")
    # an image's own compat libcuda is the other low reading (test_error_803_offers_an_images_compat_libcuda...)
    assert set(ranked[1:3]) == {("driver-too-old", "low"), ("container-driver-libs-in-image", "low")}


def test_djls_missing_cuda_flavour_offers_the_missing_native_build_second(kb) -> None:
    ranked = _ranked("No matching cuda flavor for win found: cu112mkl/sm_86.\n", kb)
    assert ranked[:2] == [("cpu-only-build", "medium"), ("wheel-platform-unsupported", "low")]


def test_a_named_mamba_cuda_constraint_offers_both_driver_readings(kb) -> None:
    line = "    \u2514\u2500 __cuda >=12.4 is missing on the system.\n"
    assert sorted(_ranked(line, kb)[:2]) == [("driver-not-loaded", "low"), ("driver-too-old", "low")]


def test_nvidia_smis_other_exit_codes_are_not_read_as_nvml_codes(kb) -> None:
    ranked = _ranked("subprocess.CalledProcessError: Command '['nvidia-smi']' returned non-zero exit status 255.\n", kb)
    assert all(conf == "low" for _, conf in ranked)


# Programs that report no usable CUDA device in their own words: each reads as the no-device symptom, low, whose
# usual candidates follow. text-embeddings-inference's candle back end (lib.rs) and TorchSharp's
# InitializeDeviceType (Torch.cs); llamafile (gpu.c); Easy Diffusion (2022 and current wordings; the Krita AI
# Diffusion installer, which asks the driver itself, is read as driver-not-loaded); gpu-burn (gpu_burn-drv.cpp);
# RapidOCR's Paddle engine (device_config.py); Kaldi's
# cuda-gpu-available check; dorado's --device parser (basecaller.cpp); BOINC's GPU detection (client/gpu_nvidia.cpp);
# Flowframes without NVIDIA's NvAPI (Os/NvApi.cs); torch's cpp_extension building for the GPUs it sees, none
# (_get_cuda_arch_flags with TORCH_CUDA_ARCH_LIST unset); torch 2.13's autocast, Jiterator and FSDP finding no GPU.
NO_DEVICE = [
    "WARN text_embeddings_backend_candle: backends/candle/src/lib.rs:250: Could not find a compatible CUDA device on "
    "host: CUDA is not available\n",
    "System.InvalidOperationException: Torch device type CUDA did not initialise on the current machine. Trace from "
    "LoadNativeBackend:\n",
    "warning: --n-gpu-layers 999 was passed but no GPUs were found; falling back to CPU inference\n",
    "WARNING: No compatible GPU found. Using the CPU, but this will be very slow!\n",
    "WARNING: Could not find a compatible GPU. Using the CPU, but this will be very slow!\n",
    "terminate called after throwing an instance of 'std::runtime_error'\n  what():  No CUDA capable GPUs found.\n",
    "rapidocr.inference_engine.paddle.device_config.DeviceConfigError: CUDA is not found in current device by "
    "nvidia-smi. Please check your device or ignore it if run on jetson.\n",
    "### WE DID NOT GET A CUDA GPU!!! ###\n",
    "[2024-05-01 10:00:00.000] [error] CUDA device requested but no devices found.\n",
    "12-Mar-2024 10:00:00 [---] [coproc] NVIDIA drivers present but no GPUs found\n",
    "No Nvidia GPU(s) detected. You will not be able to use CUDA implementations on GPU.\n",
    "    arch_list[-1] += '+PTX'\nIndexError: list index out of range\n",
    "autocast_mode.py:286: UserWarning: CUDA is not available or torch_xla is imported. Disabling autocast.\n",
    "AssertionError: Jiterator is only supported on CUDA and ROCm GPUs, none are available.\n",
    "RuntimeError: FSDP needs a non-CPU accelerator device, but no accelerator device is detected.\n",
    # nvdiffrast (csrc/common/framework.h): cudaErrorNoDevice by number beside the call it wrapped
    "RuntimeError: Cuda error: 100[cudaGetDevice(&currentDevice);]\n",
]


@pytest.mark.parametrize("line", NO_DEVICE, ids=[line[:30] for line in NO_DEVICE])
def test_a_program_without_a_usable_device_offers_the_no_device_candidates(kb, line: str) -> None:
    ranked = _ranked(line, kb)
    assert ranked, line
    assert all(conf == "low" for _, conf in ranked), line
    assert {"driver-not-loaded", "no-visible-gpu"} <= {cause for cause, _ in ranked[:3]}, line


def test_a_dll_that_windows_refuses_is_not_a_missing_dll(kb) -> None:
    """Julia's dlopen names the DLL and then Windows' ERROR_ACCESS_DENIED text: the file is there (artifacts unpacked
    without the execute permission), so the missing-DLL signature of the same line does not count."""
    line = 'ERROR: InitError: could not load library "C:\\Users\\me\\.julia\\artifacts\\ab12\\bin\\cudnn64_8.dll"\n'
    assert _first(line, kb) == ("windows-dll-not-found", "high")
    assert _first(line + "Access is denied.\n", kb) is None
    # a policy or a scanner that blocked the file is the same refusal of a DLL that is there
    assert _first(line + "[WinError 4551] An Application Control policy has blocked this file\n", kb) is None


def test_nouveau_bound_to_the_gpu_defers_to_the_nvidia_modules_own_lines(kb) -> None:
    """nouveau's identification line means the NVIDIA module does not drive the card; when the same log shows the
    NVIDIA module loading, its own lines (probe, ownership, version) say what happened instead."""
    nouveau = "[    5.436312] nouveau 0000:01:00.0: NVIDIA GM204 (124020a1)\n"
    assert _first(nouveau, kb) == ("driver-not-loaded", "medium")
    loading = "[    6.252567] NVRM: loading NVIDIA UNIX x86_64 Kernel Module  570.148.06  Mon May  5 11:36:21 UTC\n"
    assert _first(nouveau + loading, kb) is None


def test_a_ray_image_without_a_gpu_reads_as_a_container_without_gpu_access(kb) -> None:
    """Ray's images keep their Python in /home/ray/anaconda3 (docker/base-deps/Dockerfile): PyTorch finding no driver
    there is a container that was given no GPU, more than a host without a driver."""
    line = ("/home/ray/anaconda3/lib/python3.7/site-packages/torch/cuda/__init__.py:52: UserWarning: CUDA "
            "initialization: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
            "installed a driver from http://www.nvidia.com/Download/index.aspx\n")
    assert _first(line, kb) == ("container-no-gpu-access", "medium")
    assert _first(line.replace("/home/ray/anaconda3", "/home/me/miniconda3"), kb) == ("driver-not-loaded", "low")


def test_nvml_unknown_error_in_a_node_debugging_pod_is_not_the_workloads_lost_device(kb) -> None:
    """`kubectl debug node/<node>` runs an unprivileged pod (Kubernetes documentation), so nvidia-smi there fails to
    open the device nodes whatever the GPU's state: the error says nothing about the workload's container."""
    nvml = "Failed to initialize NVML: Unknown Error\n"
    shell = ("$ kubectl debug node/aks-gpu-12345678-vmss000002 -it --image=mcr.microsoft.com/cbl-mariner/busybox:2.0\n"
             "Creating debugging pod node-debugger-aks-gpu-12345678-vmss000002-62bwn with container debugger on node "
             "aks-gpu-12345678-vmss000002.\n/ # chroot /host\n")
    assert _first("$ kubectl exec -it trainer-0 -- nvidia-smi\n" + nvml, kb) == ("container-nvml-unknown-error", "high")
    assert _first(shell + nvml, kb) is None
    busy = "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable\n"
    assert _first(busy + shell + nvml, kb) == ("gpu-busy-unavailable", "high")


def test_a_stub_libcuda_reads_as_the_images_only_inside_a_container(kb) -> None:
    """Error 34 is the toolkit's link-time libcuda stub: an image that puts lib64/stubs on the loader path is the usual
    source, but on a bare host an LD_LIBRARY_PATH or a packaging system's library folder loads it as well."""
    stub = ("UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Error 34: CUDA driver is a "
            "stub library (Triggered internally at  ../c10/cuda/CUDAFunctions.cpp:109.)\n")
    assert _first(stub, kb) == ("container-driver-libs-in-image", "low")
    assert _first("root@3f2a9c1b7d4e:/workspace# python -c 'import torch'\n" + stub, kb) == (
        "container-driver-libs-in-image", "medium")


def test_the_ngc_banner_offers_the_missing_toolkit_after_the_missing_gpu_request(kb) -> None:
    """The nvidia/cuda and NGC banner sends the user to the NVIDIA Container Toolkit: a container without the driver
    was started without a GPU request, or by an engine with no NVIDIA runtime to honour one."""
    banner = ("WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\n"
              "   Use the NVIDIA Container Toolkit to start this container with GPU support; see\n")
    assert _ranked(banner, kb)[:2] == [("container-no-gpu-access", "medium"), ("container-toolkit-missing", "low")]


def test_error_803_offers_an_images_compat_libcuda_after_the_host_readings(kb) -> None:
    """Error 803 says only that libcuda and the kernel module differ: a host upgraded without a reboot, a compat branch
    the driver does not support, or an image's own cuda-compat libcuda; a container line puts the image first."""
    err = ("RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
           "NumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / "
           "cuda driver combination\n")
    ranked = _ranked(err, kb)
    assert ranked[0] == ("nvml-driver-library-mismatch", "medium")
    assert ("container-driver-libs-in-image", "low") in ranked[1:3]
    assert _first("root@3f2a9c1b7d4e:/app# python serve.py\n" + err, kb) == ("container-driver-libs-in-image", "medium")


def test_a_device_plugin_pod_without_nvml_offers_a_pod_given_no_gpu(kb) -> None:
    """k8s-device-plugin's factory.go finds no NVML in its own pod: a runtime without the NVIDIA hook, a host without
    the library, or a toolkit that was not asked to (or would not) inject the driver into the pod."""
    line = ("error starting plugins: error creating plugin manager: unable to create plugin manager: nvml init failed: "
            "ERROR_LIBRARY_NOT_FOUND\n")
    assert ("container-no-gpu-access", "low") in _ranked(line, kb)[:3]
    klog = "E0902 08:11:42.623635       1 main.go:205] Failed to initialize NVML: ERROR_LIBRARY_NOT_FOUND.\n"
    assert ("container-no-gpu-access", "low") in _ranked(klog, kb)[:3]


def test_a_false_from_nvidias_own_jetson_wheel_is_no_cpu_build(kb) -> None:
    """PyPI's aarch64 torch has no CUDA for the Jetson iGPU, so a bare False there reads as a CPU wheel; NVIDIA's
    JetPack wheels (versions ending in .nvYY.MM) are CUDA builds, and their False keeps only the generic reading."""
    repl = "nvidia@jetson-nano:~$ python3\n>>> import torch\n{}>>> torch.cuda.is_available()\nFalse\n"
    assert _first(repl.format(""), kb) == ("cpu-only-build", "medium")
    nv_wheel = repl.format(">>> torch.__version__\n'2.1.0a0+41361538.nv23.06'\n")
    assert ("cpu-only-build", "medium") not in _ranked(nv_wheel, kb)


def test_an_nccl_system_error_among_vllms_single_node_workers_is_shared_memory(kb) -> None:
    """vLLM's multiprocessing executor runs one node's tensor-parallel ranks, so NCCL's system error there is its
    /dev/shm transport (vLLM's Docker guide asks for --ipc=host or --shm-size); a socket failure in NCCL_DEBUG output
    keeps the NCCL reading, and a plain NCCL error with no vLLM worker keeps it too."""
    err = ("(VllmWorker TP1 pid=4121) ERROR 05-02 10:11:12 [multiproc_executor.py:470] torch.distributed."
           "DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:77, unhandled system "
           "error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\n")
    assert _first(err, kb) == ("shm-too-small", "high")
    socket = "node1:4121:4190 [1] NCCL WARN socketStartConnect: Connect to 10.0.0.2<45069> failed : Connection reset\n"
    assert _first(socket + err, kb)[0] == "nccl-failure"
    plain = err.split("] ", 1)[1]
    assert _first(plain, kb)[0] == "nccl-failure"


def test_a_jetpack4_image_missing_cuda_10_is_the_runtime_unless_the_run_asked_for_it(kb) -> None:
    """On JetPack 4 the NVIDIA runtime mounts CUDA 10 into l4t-* r32 images; with the runtime requested, or with a
    CUDA the device does not have (11.x), the library is simply missing."""
    image = "docker build -t app --build-arg BASE=nvcr.io/nvidia/l4t-base:r32.4.3 .\n"
    missing = "ImportError: libcudart.so.10.2: cannot open shared object file: No such file or directory\n"
    assert _first(image + missing, kb) == ("container-no-gpu-access", "high")
    run = "sudo docker run -it --rm --runtime nvidia nvcr.io/nvidia/l4t-base:r32.4.3\n"
    assert _first(run + missing, kb) == ("cuda-runtime-lib-missing", "high")
    newer = "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory\n"
    assert _first(image + newer, kb) == ("cuda-runtime-lib-missing", "high")


def test_device_query_initialization_error_is_read_as_a_driver_problem_not_a_fork(kb) -> None:
    """deviceQuery (cuda-samples deviceQuery.cpp) prints cudaGetDeviceCount's code and its text on two lines; it is one
    process whose first CUDA call is in main, so the fork reading of error 3 steps back."""
    log = (" CUDA Device Query (Runtime API) version (CUDART static linking)\n\n"
           "cudaGetDeviceCount returned 3\n-> initialization error\nResult = FAIL\n")
    ranked = [cause for cause, _ in _ranked(log, kb)]
    assert ranked[:3] == ["nvml-driver-library-mismatch", "driver-too-old", "driver-not-loaded"]
    assert _ranked("cudaGetDeviceCount returned 3\n", kb)[0] == ("cuda-fork-reinit", "low")


def test_an_unlicensed_vgpu_in_nvidia_smi_lifts_busy_or_unavailable(kb) -> None:
    """nvidia-smi -q on a vGPU guest prints "License Status : Unlicensed (Restricted)"; the context adds to the
    busy-or-unavailable reading, and on its own it is a medium one (an unlicensed vGPU refuses CUDA), while the grace
    period's "Unlicensed (Unrestricted)" reads nothing."""
    busy = "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable\n"
    status = "        License Status                    : Unlicensed (Restricted)\n"
    alone = resolve_text(busy, kb=kb, fallback=False).hypotheses[0]
    both = resolve_text(busy + status, kb=kb, fallback=False).hypotheses[0]
    assert alone.entry.id == both.entry.id == "gpu-busy-unavailable"
    assert both.score > alone.score
    assert _ranked(status, kb) == [("gpu-busy-unavailable", "medium")]
    assert _ranked(status.replace("(Restricted)", "(Unrestricted)"), kb) == []


def test_nvml_without_permission_reads_as_a_container_that_cannot_reach_its_gpu_only_in_a_container(kb) -> None:
    """NVML_ERROR_NO_PERMISSION: the device nodes could not be opened. After a podman or docker run the container's
    process is refused the GPU it was given (rootless groups, SELinux); on a host no entry reads it."""
    line = "Failed to initialize NVML: Insufficient Permissions\n"
    run = "$ podman run --rm --device nvidia.com/gpu=0 docker.io/nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi\n"
    assert _ranked(run + line, kb)[0] == ("container-no-gpu-access", "low")
    assert _ranked(line, kb) == []


def test_cudnn8_without_the_plain_libcuda_offers_the_cudnn_reading_after_wsl(kb) -> None:
    """cuDNN 8's sub-library found but its dependency libcuda.so not: WSL2's classic failure first, and the cuDNN
    that did not load (a container or loader path that hides the driver's plain libcuda.so) as the runner-up."""
    line = ("Could not load library libcudnn_ops_infer.so.8. Error: libcuda.so: cannot open shared object file: "
            "No such file or directory\n")
    assert _ranked(line, kb)[:2] == [("wsl-gpu-setup", "high"), ("cudnn-lib-missing", "low")]


def test_an_illegal_address_from_a_rocm_build_is_no_confident_code_bug(kb) -> None:
    """PyTorch's HIP backend keeps CUDA's wording; on ROCm 7 the ComfyUI crashes came from the amdgpu driver
    (YanWenKun/ComfyUI-Docker#157, ROCm/ROCm#5245), so the code-bug reading drops to low there and stays high on
    CUDA. Wording from Comfy-Org/ComfyUI#10997."""
    hip = ("UserWarning: HIP warning: an illegal memory access was encountered (Triggered internally at "
           "/pytorch/aten/src/ATen/hip/impl/HIPGuardImplMasqueradingAsCUDA.h:83.)\n"
           "!!! Exception during processing !!! HIP error: an illegal memory access was encountered\n")
    cuda = "RuntimeError: CUDA error: an illegal memory access was encountered\n"
    assert _ranked(hip, kb)[0] == ("illegal-memory-access", "low")
    assert _ranked(cuda, kb)[0] == ("illegal-memory-access", "high")


def test_a_missing_tensorrt_library_is_a_low_runtime_library_reading(kb) -> None:
    """TensorRT's libraries sit beside the CUDA runtime, not in it (JetPack installs TensorRT as an optional
    component): a binary or TensorRT's own loader that cannot open libnvinfer still reads as a missing runtime
    library, but low, where a missing libcudart stays confident."""
    binary = ("./serving: error while loading shared libraries: libnvinfer.so.7: cannot open shared object file: "
              "No such file or directory\n")
    loader = ("[TRT] [E] 6: [libLoader.h::DynamicLibrary::54] Error Code 6: Internal Error (Unable to load library: "
              "libnvinfer_builder_resource.so.8.6.1)\n")
    cudart = ("./serving: error while loading shared libraries: libcudart.so.11.0: cannot open shared object file: "
              "No such file or directory\n")
    assert _first(binary, kb) == ("cuda-runtime-lib-missing", "low")
    assert _first(loader, kb) == ("cuda-runtime-lib-missing", "low")
    assert _first(cudart, kb)[0] == "cuda-runtime-lib-missing"
    assert _first(cudart, kb)[1] != "low"


def test_a_tensorrt_provider_dll_that_cannot_load_is_a_low_reading(kb) -> None:
    """ONNX Runtime's Windows loader (core/platform/windows/env.cc) names the provider DLL it could not load. Error 126
    on onnxruntime_providers_tensorrt.dll means TensorRT is not installed, and the session goes on with the CUDA
    provider, so the line alone is a low reading; the same error on the CUDA provider's DLL stays a confident one."""
    # the format string filled in (provider_bridge_ort.cc logs the status with its own prefix)
    trt = ('[E:onnxruntime:Default, provider_bridge_ort.cc:1548 onnxruntime::ProviderLibrary::Get] LoadLibrary failed '
           'with error 126 "The specified module could not be found." when trying to load '
           '"C:\\venv\\Lib\\site-packages\\onnxruntime\\capi\\onnxruntime_providers_tensorrt.dll"\n')
    cuda = trt.replace("providers_tensorrt", "providers_cuda")
    assert _first(trt, kb) == ("windows-dll-not-found", "low")
    assert _first(cuda, kb)[0] == "windows-dll-not-found"
    assert _first(cuda, kb)[1] != "low"


def test_a_gpu_that_needs_the_open_module_is_the_module_flavour_not_a_failed_init(kb) -> None:
    init = "[    4.118219] NVRM: GPU 0000:41:00.0: RmInitAdapter failed! (0x22:0x56:884)\n"
    assert _first(init, kb) == ("gpu-init-failed", "high")
    assert _first(_OPEN_MODULES_PROBE + "\n" + init, kb) == ("driver-gpu-unsupported", "high")


def test_trtexec_falling_back_from_pinned_host_memory_is_no_gpu_out_of_memory(kb) -> None:
    """trtexec (TensorRT samples/common/sampleDevice.h) warns when it cannot pin host memory and goes on with pageable
    memory: the "cuda error: out of memory" in that line is the host's, so it is no reading at all, while the same
    error text alone stays a GPU out-of-memory reading."""
    pinned = ("[W] cudaMallocHost() call with ptr=0x7ffd1c4e2a10 and size=268435456 returns a cuda error: "
              "out of memory\n"
              "[W] Allocate pageable host memory instead of pinned host memory. H2D and D2H copy latencies may become "
              "longer.\n")
    assert _ranked(pinned, kb) == []
    assert _first("RuntimeError: CUDA error: out of memory\n", kb) == ("cuda-oom", "medium")


def test_paddle_24_combined_cuda_cudnn_check_offers_the_old_driver(kb) -> None:
    """PaddlePaddle 2.4's combined check reports the driver's CUDA version as the machine's "CUDA", and fires only when
    it and the cuDNN are both older than the build, so the old driver is offered beside the cuDNN reading."""
    line = ("InvalidArgumentError: The installed Paddle is compiled with CUDA11/cuDNN8,but CUDA/cuDNN version in your "
            "machine is CUDA10/cuDNN7, which will cause serious incompatible bug.\n")
    assert ("driver-too-old", "medium") in _ranked(line, kb)[:2]


def test_wsl_dxgk_boot_lines_alone_name_no_cause_but_mark_wsl(kb) -> None:
    """The WSL 2 kernel's dxgkrnl logs failed ioctls at every boot, on working machines too (microsoft/WSL#40715):
    alone they name no cause, but they prove the log is from WSL, so a False from torch beside them is WSL's set-up."""
    boot = ("[    1.272072] misc dxg: dxgk: dxgkio_query_adapter_info: Ioctl failed: -22\n"
            "[    1.273398] misc dxg: dxgk: dxgkio_query_adapter_info: Ioctl failed: -2\n")
    assert _ranked(boot, kb) == []
    assert _first(boot + ">>> torch.cuda.is_available()\nFalse\n", kb) == ("wsl-gpu-setup", "high")


def test_motioncors_busy_gpus_after_an_unusable_bookkeeping_file_is_no_busy_gpu(kb) -> None:
    """MotionCor3 (CCheckFreeGpus.cpp) says "All GPUs are in use" both when live MotionCor processes hold every GPU of
    its list and when it could not open or lock its /tmp bookkeeping file (another user's): the second is a file
    permission, no taxonomy cause, so the same line reads nothing after it."""
    busy = "Error: All GPUs are in use, quit.\n"
    assert _first(busy, kb) == ("gpu-busy-unavailable", "medium")
    assert _ranked("Warning: Unable to open free GPU file /tmp/MotionCor2_FreeGpus.txt\n" + busy, kb) == []


def test_taichis_pool_assert_is_memory_not_a_kernel_bug(kb) -> None:
    """Taichi's runtime asserts on the device to stop the grid when its pre-allocated pool is used up
    (runtime_module/runtime.cpp): the device-side assert that follows is memory, while a device-side assert without
    that text stays a kernel's own assertion."""
    assert_line = ("[E 12/07/25 19:20:13.002 81234] [cuda_driver.h:operator()@92] CUDA Error CUDA_ERROR_ASSERT: "
                   "device-side assert triggered while calling stream_synchronize (cuStreamSynchronize)\n")
    pool = ("Taichi JIT:0: allocate_from_reserved_memory: block: [0,0,0], thread: [0,0,0] Assertion `Out of CUDA "
            "pre-allocated memory.\n")
    assert _first(pool + assert_line, kb) == ("cuda-oom", "high")
    assert _first(assert_line, kb) == ("illegal-memory-access", "high")


def test_hamis_oom_with_a_wrapped_usage_counter_is_no_full_gpu(kb) -> None:
    """HAMi-core refuses an allocation past the pod's memory limit and says "Device 0 OOM <used> / <limit>"; a used
    figure near 2**64 is a counter that wrapped below zero (a HAMi bug fixed in 2.6.1), not a full GPU, so only a
    plausible figure reads as memory."""
    line = "[HAMI-core ERROR (pid:27 thread=140216104433472 allocator.c:52)]: Device 0 OOM {} / 4294967296\n"
    assert _first(line.format(4401922048), kb) == ("cuda-oom", "high")
    assert _ranked(line.format(18446744073707737660), kb) == []


def test_gpushares_placeholder_device_is_no_gpu_not_a_wrong_index(kb) -> None:
    """gpushare passes "no-gpu-has-8GiB-to-run" as the device when it assigned the pod no GPU; nvidia-container-cli
    refuses it like a wrong index, but the pod simply has no GPU, while a real unknown index stays an ordinal."""
    cli = "nvidia-container-cli: device error: {}: unknown device: unknown\n"
    assert _first(cli.format("no-gpu-has-8GiB-to-run"), kb) == ("no-visible-gpu", "high")
    assert _first(cli.format("3"), kb) == ("invalid-device-ordinal", "high")


def test_a_uv_version_listing_with_a_cpu_build_is_no_installed_cpu_torch(kb) -> None:
    """uv's resolver lists the versions an index offers, "+cpu" ones included, when none fits: nothing was
    installed, so the listing is the platform's missing wheel, while an install summary with +cpu stays the CPU
    build."""
    listing = ("  ╰─▶ Because only the following versions of torch are available:\n"
               "          torch<=2.5.1\n"
               "          torch==2.5.1+cpu\n"
               "      And because torch==2.5.1+cpu has no wheels with a matching platform tag and you require "
               "torch>=2.5.1, we can conclude that your requirements are unsatisfiable.\n")
    assert _first(listing, kb)[0] != "cpu-only-build"
    assert _first(" - torch==2.7.1+cu126\n + torch==2.7.1+cpu\n", kb) == ("cpu-only-build", "high")


def test_ollamas_library_search_globs_do_not_mark_wsl(kb) -> None:
    """Ollama's debug log lists the globs it searches for libcuda, WSL's /usr/lib/wsl/lib among them, on every
    machine: the glob is no sign of WSL, while a real path there still is."""
    globs = ('level=DEBUG source=gpu.go:491 msg="gpu library search" globs="[/usr/lib/*-linux-gnu/libcuda.so* '
             '/usr/lib/wsl/lib/libcuda.so* /usr/lib/wsl/drivers/*/libcuda.so* /usr/local/cuda/lib*/libcuda.so*]"\n')
    false = ">>> torch.cuda.is_available()\nFalse\n"
    assert ("wsl-gpu-setup", "high") not in _ranked(globs + false, kb)
    assert _first("export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH\n" + false, kb) == ("wsl-gpu-setup", "high")


def test_nccl_quoting_an_insufficient_driver_is_the_old_driver_first(kb) -> None:
    """NCCL's "unhandled cuda error" names the CUDA call that failed inside it; when that is the driver being older
    than the runtime, the old driver comes first, as with its quoted out-of-memory."""
    log = ("torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:"
           "1970, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\n"
           "ncclUnhandledCudaError: Call to CUDA function failed.\n"
           "Cuda failure 'CUDA driver version is insufficient for CUDA runtime version'\n")
    assert _first(log, kb) == ("driver-too-old", "high")


def test_real_esrgans_advice_line_is_not_an_out_of_memory_report(kb) -> None:
    """Real-ESRGAN prints "If you encounter CUDA out of memory, try to set --tile ..." after every error
    (inference_realesrgan.py), so the advice alone must not read as a bare out-of-memory report; the report
    itself, with or without its "Tried to allocate" tail, still does."""
    hint = "If you encounter CUDA out of memory, try to set --tile with a smaller number.\n"
    assert _ranked(hint, kb) == []
    assert _first("Error CUDA out of memory.\n" + hint, kb) == ("cuda-oom", "medium")
    assert _first("RuntimeError: CUDA out of memory,Tried to allocate 20.00 MiB\n", kb) == ("cuda-oom", "medium")


def test_a_conda_cuda_conflict_under_an_override_or_conda_lock_says_nothing_of_the_driver(kb) -> None:
    """conda takes __cuda from CONDA_OVERRIDE_CUDA before it asks the driver (conda/plugins/types.py), and conda-lock
    solves against its own __cuda 11.4 unless told otherwise (default-virtual-packages.yaml): the conflict is about a
    typed or a default value, so the driver-too-old readings of __cuda stand back (audit nix-cuda)."""
    conflict = ("Could not solve for environment specs\n  - pytorch-cuda=12.1 -> __cuda[version='>=12.1']\n"
                "Your installed version is: 11.8\n")
    assert _first(conflict, kb) == ("driver-too-old", "medium")
    override = "$ CONDA_OVERRIDE_CUDA=11.8 conda create -n torch pytorch-cuda=12.1 -c pytorch -c nvidia\n" + conflict
    assert all(conf == "low" for _, conf in _ranked(override, kb))
    hint = ("help:  You can mock the virtual package by overriding the environment variable, e.g.: "
            "'`CONDA_OVERRIDE_CUDA=12.0`'\n")
    assert _first(hint + conflict, kb) == ("driver-too-old", "medium")
    lock = ("INFO:conda_lock.conda_solver:linux-64 using specs ['python 3.11.*', 'pytorch-gpu *', "
            "'cuda-version 12.4.*']\n"
            "Could not lock the environment for platform linux-64\nEncountered problems while solving:\n"
            "  - package cuda-version-12.4-h3060b56_3 has constraint __cuda >=12 conflicting with __cuda-11.4-0\n")
    assert all(conf == "low" for _, conf in _ranked(lock, kb))
    assert _first(lock.split("\n", 2)[2], kb) == ("driver-too-old", "medium")


def test_a_cpu_torch_marked_for_an_ascend_npu_is_no_cpu_build(kb) -> None:
    """llamafactory-cli env (extras/env.py) prints the stock +cpu torch with " (NPU)" and the NPU and CANN lines on
    Ascend, where that wheel with torch_npu is the right install: the +cpu reading stands back (audit
    chinese-llm-tools); on an NVIDIA machine the same version line stays a CPU wheel."""
    ascend = "- PyTorch version: 2.1.0+cpu (NPU)\n- NPU type: Ascend910B2\n- CANN version: 8.0.RC1\n"
    assert all(conf == "low" for _, conf in _ranked(ascend, kb))
    assert _first("- PyTorch version: 2.1.0+cpu\n", kb) == ("cpu-only-build", "high")


def test_jax_without_its_gpu_backend_is_no_cpu_jaxlib_when_the_cuda_plugin_failed_or_alphafold3_asked(kb) -> None:
    """JAX's "Unknown backend: 'gpu'" alone reads as a jaxlib without the CUDA plugin; after JAX's own "CUDA backend
    failed to initialize" warning (xla_bridge.py) the plugin is there and its reason decides, and from AlphaFold 3's
    run_alphafold.py (which installs jax[cuda12]) it is a missing GPU device, most often a container without --gpus.
    AlphaFold 3's "Not supported on gpu." is its harmless fallback and stays unread (audit bio-structure)."""
    unknown = ("RuntimeError: Unknown backend: 'gpu' requested, but no platforms that are instances of gpu are "
               "present. Platforms present are: cpu\n")
    assert _first(unknown, kb) == ("cpu-only-build", "medium")
    warned = ("W0304 10:12:33.118234 140234567890 xla_bridge.py:881] CUDA backend failed to initialize: "
              "FAILED_PRECONDITION: No visible GPU devices..(Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)\n")
    assert all(conf == "low" for _, conf in _ranked(warned + unknown, kb))
    assert _first(warned + unknown, kb) != ("cpu-only-build", "low")
    af3 = ('  File "/app/alphafold/run_alphafold.py", line 957, in main\n'
           "    gpu_devices = jax.local_devices(backend='gpu')\n")
    assert _first(af3 + unknown, kb) == ("container-no-gpu-access", "medium")
    assert _ranked("NotImplementedError: Not supported on gpu.\n", kb) == []
