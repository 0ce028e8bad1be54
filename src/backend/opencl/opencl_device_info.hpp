// Reading a device's capabilities into prism's DeviceInfo.
#pragma once

#include <string>

#include "backend/opencl/opencl_api.hpp"
#include "prism/prism.hpp"

namespace prism::backend::opencl {

// A string property, without the trailing NUL; empty if the query fails.
std::string device_string(const Api& cl, cl_device_id device, cl_device_info what);

// A scalar property, or `fallback` if the query fails (e.g. an extension query the driver lacks).
template <class T>
T device_value(const Api& cl, cl_device_id device, cl_device_info what, T fallback) {
    T value{};
    if (cl.clGetDeviceInfo(device, what, sizeof value, &value, nullptr) != CL_SUCCESS) return fallback;
    return value;
}

// Everything DeviceInfo holds, for the device at position `index` of enumerate_devices().
// Never throws for a failed query: the field keeps its default.
DeviceInfo describe_device(const Api& cl, cl_device_id device, int index);

}  // namespace prism::backend::opencl
