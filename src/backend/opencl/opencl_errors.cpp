// The table of OpenCL error names and the advice attached to the common ones.
#include "backend/opencl/opencl_errors.hpp"

#include <CL/cl_ext.h>

#include <string>

namespace prism::backend::opencl {
namespace {

struct ErrorEntry {
    cl_int code;
    const char* name;
    const char* advice;  // what a user can do, where the code alone says enough; may be empty
};

#define PRISM_CL_ERROR(code, advice) \
    { code, #code, advice }
constexpr ErrorEntry k_errors[] = {
    PRISM_CL_ERROR(CL_DEVICE_NOT_FOUND, "no OpenCL device of the requested type"),
    PRISM_CL_ERROR(CL_DEVICE_NOT_AVAILABLE, "the device is busy or disabled; check the driver"),
    PRISM_CL_ERROR(CL_COMPILER_NOT_AVAILABLE, "this OpenCL driver cannot compile source at run time"),
    PRISM_CL_ERROR(CL_MEM_OBJECT_ALLOCATION_FAILURE, "free device memory or use smaller transforms"),
    PRISM_CL_ERROR(CL_OUT_OF_RESOURCES,
                   "the device ran out of memory or other resources; free some or use smaller transforms"),
    PRISM_CL_ERROR(CL_OUT_OF_HOST_MEMORY, "the host is out of memory"),
    PRISM_CL_ERROR(CL_PROFILING_INFO_NOT_AVAILABLE,
                   "create the queue with CL_QUEUE_PROFILING_ENABLE to time it"),
    PRISM_CL_ERROR(CL_MEM_COPY_OVERLAP, "source and destination ranges overlap"),
    PRISM_CL_ERROR(CL_IMAGE_FORMAT_MISMATCH, ""),
    PRISM_CL_ERROR(CL_IMAGE_FORMAT_NOT_SUPPORTED, ""),
    PRISM_CL_ERROR(CL_BUILD_PROGRAM_FAILURE, ""),
    PRISM_CL_ERROR(CL_MAP_FAILURE, ""),
    PRISM_CL_ERROR(CL_MISALIGNED_SUB_BUFFER_OFFSET, ""),
    PRISM_CL_ERROR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, "an earlier command on the queue failed"),
    PRISM_CL_ERROR(CL_COMPILE_PROGRAM_FAILURE, "see the build log"),
    PRISM_CL_ERROR(CL_LINKER_NOT_AVAILABLE, ""),
    PRISM_CL_ERROR(CL_LINK_PROGRAM_FAILURE, "see the build log"),
    PRISM_CL_ERROR(CL_DEVICE_PARTITION_FAILED, ""),
    PRISM_CL_ERROR(CL_KERNEL_ARG_INFO_NOT_AVAILABLE, ""),
    PRISM_CL_ERROR(CL_INVALID_VALUE, ""),
    PRISM_CL_ERROR(CL_INVALID_DEVICE_TYPE, ""),
    PRISM_CL_ERROR(CL_INVALID_PLATFORM, ""),
    PRISM_CL_ERROR(CL_INVALID_DEVICE, ""),
    PRISM_CL_ERROR(CL_INVALID_CONTEXT, "the queue and the buffers must belong to this context"),
    PRISM_CL_ERROR(CL_INVALID_QUEUE_PROPERTIES, ""),
    PRISM_CL_ERROR(CL_INVALID_COMMAND_QUEUE,
                   "pass a cl_command_queue of this context, or nullptr for the default queue"),
    PRISM_CL_ERROR(CL_INVALID_HOST_PTR, ""),
    PRISM_CL_ERROR(CL_INVALID_MEM_OBJECT, "pass a live cl_mem created in this context"),
    PRISM_CL_ERROR(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, ""),
    PRISM_CL_ERROR(CL_INVALID_IMAGE_SIZE, ""),
    PRISM_CL_ERROR(CL_INVALID_SAMPLER, ""),
    PRISM_CL_ERROR(CL_INVALID_BINARY, "the cached binary does not fit this device or driver"),
    PRISM_CL_ERROR(CL_INVALID_BUILD_OPTIONS, "the driver rejected prism's compiler options"),
    PRISM_CL_ERROR(CL_INVALID_PROGRAM, ""),
    PRISM_CL_ERROR(CL_INVALID_PROGRAM_EXECUTABLE, ""),
    PRISM_CL_ERROR(CL_INVALID_KERNEL_NAME, "the program has no kernel of that name"),
    PRISM_CL_ERROR(CL_INVALID_KERNEL_DEFINITION, ""),
    PRISM_CL_ERROR(CL_INVALID_KERNEL, ""),
    PRISM_CL_ERROR(CL_INVALID_ARG_INDEX, ""),
    PRISM_CL_ERROR(CL_INVALID_ARG_VALUE, ""),
    PRISM_CL_ERROR(CL_INVALID_ARG_SIZE, ""),
    PRISM_CL_ERROR(CL_INVALID_KERNEL_ARGS, ""),
    PRISM_CL_ERROR(CL_INVALID_WORK_DIMENSION, ""),
    PRISM_CL_ERROR(CL_INVALID_WORK_GROUP_SIZE,
                   "the work-group size exceeds what the device or kernel allows"),
    PRISM_CL_ERROR(CL_INVALID_WORK_ITEM_SIZE, ""),
    PRISM_CL_ERROR(CL_INVALID_GLOBAL_OFFSET, ""),
    PRISM_CL_ERROR(CL_INVALID_EVENT_WAIT_LIST, ""),
    PRISM_CL_ERROR(CL_INVALID_EVENT, ""),
    PRISM_CL_ERROR(CL_INVALID_OPERATION, ""),
    PRISM_CL_ERROR(CL_INVALID_GL_OBJECT, ""),
    PRISM_CL_ERROR(CL_INVALID_BUFFER_SIZE, "the size is zero or above the device's largest allocation"),
    PRISM_CL_ERROR(CL_INVALID_MIP_LEVEL, ""),
    PRISM_CL_ERROR(CL_INVALID_GLOBAL_WORK_SIZE, "the launch has too many work-items for this device"),
    PRISM_CL_ERROR(CL_INVALID_PROPERTY, ""),
    PRISM_CL_ERROR(CL_INVALID_IMAGE_DESCRIPTOR, ""),
    PRISM_CL_ERROR(CL_INVALID_COMPILER_OPTIONS, "the driver rejected prism's compiler options"),
    PRISM_CL_ERROR(CL_INVALID_LINKER_OPTIONS, ""),
    PRISM_CL_ERROR(CL_INVALID_DEVICE_PARTITION_COUNT, ""),
    // Not in any header: NVIDIA's driver returns it after a kernel accessed memory out of bounds.
    {-9999, "NVIDIA_ILLEGAL_ADDRESS", "a kernel read or wrote outside its buffers"},
    PRISM_CL_ERROR(CL_PLATFORM_NOT_FOUND_KHR,
                   "no OpenCL driver (ICD) is installed; install one, e.g. pocl-opencl-icd"),
};
#undef PRISM_CL_ERROR

const ErrorEntry* find(cl_int code) noexcept {
    for (const ErrorEntry& entry : k_errors)
        if (entry.code == code) return &entry;
    return nullptr;
}

}  // namespace

const char* error_name(cl_int code) noexcept {
    const ErrorEntry* entry = find(code);
    return entry ? entry->name : "unknown OpenCL error";
}

Status status_for(cl_int code, Status fallback) noexcept {
    switch (code) {
        case CL_INVALID_MEM_OBJECT: return Status::invalid_buffer;
        case CL_INVALID_COMMAND_QUEUE: return Status::invalid_stream;
        case CL_OUT_OF_HOST_MEMORY: return Status::out_of_host_memory;
        // Drivers may defer allocation to first use, so this can surface on any enqueue.
        case CL_MEM_OBJECT_ALLOCATION_FAILURE: return Status::out_of_device_memory;
        default: return fallback;
    }
}

void throw_error(std::string_view call, cl_int code, Status fallback, std::string_view advice) {
    std::string message(call);
    message += " failed with ";
    message += error_name(code);
    message += " (" + std::to_string(code) + ")";
    if (!advice.empty()) message += ": " + std::string(advice);
    const ErrorEntry* entry = find(code);
    if (entry && *entry->advice) message += std::string(advice.empty() ? ": " : "; ") + entry->advice;
    throw Error(status_for(code, fallback), std::move(message));
}

}  // namespace prism::backend::opencl
