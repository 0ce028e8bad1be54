// The one ordering of OpenCL devices that probe() and open(index) share.
#pragma once

#include <string>
#include <vector>

#include "backend/opencl/opencl_api.hpp"

namespace prism::backend::opencl {

struct DeviceEntry {
    cl_platform_id platform = nullptr;
    cl_device_id device = nullptr;
    cl_device_type type = 0;
};

struct DeviceList {
    std::vector<DeviceEntry> devices;    // GPUs and accelerators first, then CPUs and others
    std::vector<std::string> platforms;  // "name (version)" of each platform, in loader order
    std::vector<std::string> problems;   // platforms that could not be listed, and why
};

// Every device of every platform. A broken platform is skipped and named in `problems` so that
// one bad driver does not hide the others. Throws only on failure to list platforms at all.
DeviceList enumerate_devices(const Api& cl);

}  // namespace prism::backend::opencl
