#include "backend/cuda/device_query.hpp"

#include "backend/cuda/cuda_error.hpp"
#include "backend/cuda/nvrtc_compiler.hpp"

namespace prism::backend::cuda {
namespace {

int attribute(const DriverApi& api, CUdevice device, CUdevice_attribute which) {
    int value = 0;
    check(api, api.cuDeviceGetAttribute(&value, which, device), "cuDeviceGetAttribute", Status::device_error,
          "the driver could not describe the GPU; check nvidia-smi");
    return value;
}

std::string device_name(const DriverApi& api, CUdevice device) {
    char name[256] = {};
    check(api, api.cuDeviceGetName(name, sizeof(name) - 1, device), "cuDeviceGetName", Status::device_error,
          "the driver could not describe the GPU; check nvidia-smi");
    return name;
}

}  // namespace

int compute_capability(const DriverApi& api, CUdevice device) {
    return attribute(api, device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10 +
           attribute(api, device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
}

std::string driver_version_text(const DriverApi& api) {
    int version = 0;
    if (api.cuDriverGetVersion(&version) != CUDA_SUCCESS) return "unknown";
    return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

DeviceInfo query_device_info(const DriverApi& api, int index) {
    CUdevice device = 0;
    check(api, api.cuDeviceGet(&device, index), "cuDeviceGet", Status::invalid_device,
          "use a device index below the number of CUDA devices");
    std::size_t memory = 0;
    check(api, api.cuDeviceTotalMem(&memory, device), "cuDeviceTotalMem", Status::device_error,
          "the driver could not describe the GPU; check nvidia-smi");
    DeviceInfo info;
    info.backend = Backend::cuda;
    info.index = index;
    info.name = device_name(api, device);
    info.vendor = "NVIDIA";
    info.driver_version = driver_version_text(api);
    info.compiler_version = nvrtc_version_text();
    info.architecture = "sm_" + std::to_string(compute_capability(api, device));
    info.global_memory_bytes = memory;
    info.shared_memory_per_block =
        static_cast<std::size_t>(attribute(api, device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN));
    info.l2_cache_bytes = static_cast<std::size_t>(attribute(api, device, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE));
    info.max_threads_per_block = attribute(api, device, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
    info.warp_size = attribute(api, device, CU_DEVICE_ATTRIBUTE_WARP_SIZE);
    info.compute_units = attribute(api, device, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
    info.fp64 = true;  // every CUDA GPU computes in double (slowly on consumer parts, but correctly)
    return info;
}

}  // namespace prism::backend::cuda
