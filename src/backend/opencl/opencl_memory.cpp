// OpenClDevice's memory operations: buffers, host copies, device copies, sizes.
#include <string>

#include "backend/opencl/opencl_device.hpp"
#include "backend/opencl/opencl_errors.hpp"

namespace prism::backend::opencl {
namespace {

// Some drivers (NVIDIA's) report a fault of an earlier kernel at the next blocking call.
constexpr const char* k_transfer_advice =
    "check the buffer, the range and the queue; the failure may also be an earlier kernel's, reported late";

cl_mem as_cl_mem(std::uint64_t handle) {
    return reinterpret_cast<cl_mem>(static_cast<std::uintptr_t>(handle));
}

// The cl_mem of `memory`, after the checks OpenCL cannot do for us: a null handle (drivers treat
// it as "no buffer") and a range outside the size the caller says the buffer has.
cl_mem checked(Memory memory, std::size_t offset, std::size_t bytes, const char* operation) {
    if (memory.handle == 0)
        throw Error(Status::invalid_buffer, std::string(operation) + ": the buffer handle is null");
    if (memory.bytes != 0 && (offset > memory.bytes || bytes > memory.bytes - offset))
        throw Error(Status::invalid_argument, std::string(operation) + ": bytes [" + std::to_string(offset) +
                                                  ", " + std::to_string(offset) + " + " +
                                                  std::to_string(bytes) + ") fall outside the buffer's " +
                                                  std::to_string(memory.bytes) + " bytes");
    return as_cl_mem(memory.handle);
}

}  // namespace

Memory OpenClDevice::allocate(std::size_t bytes) {
    if (bytes == 0) throw Error(Status::invalid_argument, "allocate: OpenCL cannot allocate 0 bytes");
    // Checked here so the message names the limit; drivers answer CL_INVALID_BUFFER_SIZE.
    if (bytes > max_allocation_)
        throw Error(Status::out_of_device_memory,
                    "allocate: " + std::to_string(bytes) + " bytes exceed the largest single allocation '" +
                        info_.name + "' allows (CL_DEVICE_MAX_MEM_ALLOC_SIZE = " +
                        std::to_string(max_allocation_) + " bytes); split the data or use a smaller batch");
    cl_int code = CL_SUCCESS;
    cl_mem memory = cl_.clCreateBuffer(context_.get(), CL_MEM_READ_WRITE, bytes, nullptr, &code);
    if (code == CL_OUT_OF_RESOURCES) code = CL_MEM_OBJECT_ALLOCATION_FAILURE;  // same meaning here
    check(code, "clCreateBuffer(" + std::to_string(bytes) + " bytes)", Status::out_of_device_memory);
    return Memory{reinterpret_cast<std::uintptr_t>(memory), bytes};
}

void OpenClDevice::release(Memory memory) noexcept {
    if (memory.handle != 0) cl_.clReleaseMemObject(as_cl_mem(memory.handle));
}

Memory OpenClDevice::view(std::uint64_t handle, std::size_t offset, std::size_t bytes) {
    cl_buffer_region region{offset, bytes};
    cl_int code = CL_SUCCESS;
    cl_mem sub = cl_.clCreateSubBuffer(as_cl_mem(handle), CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &code);
    check(code, "clCreateSubBuffer(offset " + std::to_string(offset) + ", " + std::to_string(bytes) + " bytes)",
          Status::invalid_buffer, "the temp buffer must be a plain read-write buffer of this context");
    return Memory{reinterpret_cast<std::uintptr_t>(sub), bytes};
}

void OpenClDevice::release_view(Memory view) noexcept { release(view); }

void OpenClDevice::upload(Memory dst, std::size_t offset, const void* src, std::size_t bytes, void* stream) {
    if (bytes == 0) return;  // OpenCL rejects empty transfers; there is nothing to do
    cl_mem buffer = checked(dst, offset, bytes, "upload");
    if (!src) throw Error(Status::invalid_argument, "upload: the host pointer is null");
    check(
        cl_.clEnqueueWriteBuffer(queue_for(stream), buffer, CL_TRUE, offset, bytes, src, 0, nullptr, nullptr),
        "clEnqueueWriteBuffer", Status::device_error, k_transfer_advice);
}

void OpenClDevice::download(void* dst, Memory src, std::size_t offset, std::size_t bytes, void* stream) {
    if (bytes == 0) return;
    cl_mem buffer = checked(src, offset, bytes, "download");
    if (!dst) throw Error(Status::invalid_argument, "download: the host pointer is null");
    check(
        cl_.clEnqueueReadBuffer(queue_for(stream), buffer, CL_TRUE, offset, bytes, dst, 0, nullptr, nullptr),
        "clEnqueueReadBuffer", Status::device_error, k_transfer_advice);
}

void OpenClDevice::copy(Memory dst, Memory src, std::size_t bytes, void* stream) {
    if (bytes == 0) return;
    cl_mem to = checked(dst, 0, bytes, "copy (destination)");
    cl_mem from = checked(src, 0, bytes, "copy (source)");
    check(cl_.clEnqueueCopyBuffer(queue_for(stream), from, to, 0, 0, bytes, 0, nullptr, nullptr),
          "clEnqueueCopyBuffer", Status::device_error, k_transfer_advice);
}

std::optional<std::size_t> OpenClDevice::memory_size(std::uint64_t handle) {
    if (handle == 0) return std::nullopt;
    cl_mem memory = as_cl_mem(handle);
    // A buffer of another context is as unusable here as an invalid one.
    cl_context owner = nullptr;
    if (cl_.clGetMemObjectInfo(memory, CL_MEM_CONTEXT, sizeof owner, &owner, nullptr) != CL_SUCCESS ||
        owner != context_.get())
        return std::nullopt;
    std::size_t bytes = 0;
    if (cl_.clGetMemObjectInfo(memory, CL_MEM_SIZE, sizeof bytes, &bytes, nullptr) != CL_SUCCESS)
        return std::nullopt;
    return bytes;
}

}  // namespace prism::backend::opencl
