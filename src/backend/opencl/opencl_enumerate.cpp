// Listing platforms and devices in a stable order (see opencl_enumerate.hpp).
#include "backend/opencl/opencl_enumerate.hpp"

#include <CL/cl_ext.h>

#include <algorithm>

#include "backend/opencl/opencl_errors.hpp"

namespace prism::backend::opencl {
namespace {

std::string platform_string(const Api& cl, cl_platform_id platform, cl_platform_info what) {
    std::size_t size = 0;
    if (cl.clGetPlatformInfo(platform, what, 0, nullptr, &size) != CL_SUCCESS || size == 0) return {};
    std::string text(size, '\0');
    if (cl.clGetPlatformInfo(platform, what, size, text.data(), nullptr) != CL_SUCCESS) return {};
    text.resize(text.find('\0') == std::string::npos ? text.size() : text.find('\0'));
    return text;
}

std::vector<cl_platform_id> list_platforms(const Api& cl) {
    cl_uint count = 0;
    cl_int code = cl.clGetPlatformIDs(0, nullptr, &count);
    // The Khronos and ocl-icd loaders answer "no ICD installed" with this code: not an error.
    if (code == CL_PLATFORM_NOT_FOUND_KHR || (code == CL_SUCCESS && count == 0)) return {};
    check(code, "clGetPlatformIDs", Status::backend_unavailable);
    std::vector<cl_platform_id> platforms(count);
    check(cl.clGetPlatformIDs(count, platforms.data(), nullptr), "clGetPlatformIDs",
          Status::backend_unavailable);
    return platforms;
}

// Appends the platform's devices, or returns the error code that stopped it.
cl_int append_devices(const Api& cl, cl_platform_id platform, std::vector<DeviceEntry>& out) {
    cl_uint count = 0;
    cl_int code = cl.clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, nullptr, &count);
    if (code == CL_DEVICE_NOT_FOUND) return CL_SUCCESS;
    if (code != CL_SUCCESS) return code;
    std::vector<cl_device_id> ids(count);
    code = cl.clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, count, ids.data(), nullptr);
    if (code != CL_SUCCESS) return code;
    for (cl_device_id id : ids) {
        cl_device_type type = 0;
        cl.clGetDeviceInfo(id, CL_DEVICE_TYPE, sizeof type, &type, nullptr);
        out.push_back({platform, id, type});
    }
    return CL_SUCCESS;
}

}  // namespace

DeviceList enumerate_devices(const Api& cl) {
    DeviceList list;
    for (cl_platform_id platform : list_platforms(cl)) {
        std::string name = platform_string(cl, platform, CL_PLATFORM_NAME);
        list.platforms.push_back(name + " (" + platform_string(cl, platform, CL_PLATFORM_VERSION) + ")");
        cl_int code = append_devices(cl, platform, list.devices);
        if (code != CL_SUCCESS)
            list.problems.push_back(name + ": clGetDeviceIDs failed with " + error_name(code));
    }
    // Stable, so the order within each class is the loader's platform order, then the driver's.
    std::stable_partition(list.devices.begin(), list.devices.end(), [](const DeviceEntry& entry) {
        return (entry.type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR)) != 0;
    });
    return list;
}

}  // namespace prism::backend::opencl
