// Device capability queries (see opencl_device_info.hpp).
#include "backend/opencl/opencl_device_info.hpp"

#include <CL/cl_ext.h>

#include <algorithm>
#include <climits>

namespace prism::backend::opencl {
namespace {

constexpr cl_uint k_vendor_nvidia = 0x10DE;
constexpr cl_uint k_vendor_amd = 0x1002;

// The number of work-items the hardware runs in lockstep. Only GPUs have a meaningful one: NVIDIA
// warps are 32 wide; AMD wavefronts are 64 on GCN/CDNA and usually 32 on RDNA, so we ask the
// vendor extension first and assume 64 only without it. CPU devices (PoCL) vectorise across
// work-items without any lockstep guarantee visible to a kernel, and Intel GPUs pick a sub-group
// width per kernel, so both report 1: generated code must not assume implicit synchronisation.
int lockstep_width(const Api& cl, cl_device_id device, cl_device_type type) {
    if (!(type & CL_DEVICE_TYPE_GPU)) return 1;
    cl_uint vendor = device_value<cl_uint>(cl, device, CL_DEVICE_VENDOR_ID, 0);
    if (vendor == k_vendor_nvidia)
        return static_cast<int>(device_value<cl_uint>(cl, device, CL_DEVICE_WARP_SIZE_NV, 32));
    if (vendor == k_vendor_amd)
        return static_cast<int>(device_value<cl_uint>(cl, device, CL_DEVICE_WAVEFRONT_WIDTH_AMD, 64));
    return 1;
}

bool has_fp64(const Api& cl, cl_device_id device) {
    std::string extensions = " " + device_string(cl, device, CL_DEVICE_EXTENSIONS) + " ";
    if (extensions.find(" cl_khr_fp64 ") != std::string::npos) return true;
    // OpenCL 1.2+ devices may support doubles as a core feature without listing the extension.
    return device_value<cl_device_fp_config>(cl, device, CL_DEVICE_DOUBLE_FP_CONFIG, 0) != 0;
}

int clamp_to_int(std::size_t value) { return static_cast<int>(std::min<std::size_t>(value, INT_MAX)); }

}  // namespace

std::string device_string(const Api& cl, cl_device_id device, cl_device_info what) {
    std::size_t size = 0;
    if (cl.clGetDeviceInfo(device, what, 0, nullptr, &size) != CL_SUCCESS || size == 0) return {};
    std::string text(size, '\0');
    if (cl.clGetDeviceInfo(device, what, size, text.data(), nullptr) != CL_SUCCESS) return {};
    text.resize(std::min(text.find('\0'), text.size()));
    while (!text.empty() && text.back() == ' ') text.pop_back();  // some drivers pad with spaces
    return text;
}

DeviceInfo describe_device(const Api& cl, cl_device_id device, int index) {
    DeviceInfo info;
    info.backend = Backend::opencl;
    info.index = index;
    info.name = device_string(cl, device, CL_DEVICE_NAME);
    info.vendor = device_string(cl, device, CL_DEVICE_VENDOR);
    info.driver_version = device_string(cl, device, CL_DRIVER_VERSION);
    info.compiler_version = device_string(cl, device, CL_DEVICE_OPENCL_C_VERSION);
    info.architecture = device_string(cl, device, CL_DEVICE_VERSION);
    info.global_memory_bytes = device_value<cl_ulong>(cl, device, CL_DEVICE_GLOBAL_MEM_SIZE, 0);
    info.shared_memory_per_block = device_value<cl_ulong>(cl, device, CL_DEVICE_LOCAL_MEM_SIZE, 0);
    info.l2_cache_bytes = device_value<cl_ulong>(cl, device, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, 0);
    info.max_threads_per_block =
        clamp_to_int(device_value<std::size_t>(cl, device, CL_DEVICE_MAX_WORK_GROUP_SIZE, 0));
    cl_device_type type = device_value<cl_device_type>(cl, device, CL_DEVICE_TYPE, 0);
    info.warp_size = lockstep_width(cl, device, type);
    info.compute_units = clamp_to_int(device_value<cl_uint>(cl, device, CL_DEVICE_MAX_COMPUTE_UNITS, 0));
    info.fp64 = has_fp64(cl, device);
    return info;
}

}  // namespace prism::backend::opencl
