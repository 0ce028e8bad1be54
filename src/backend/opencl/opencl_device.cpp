// OpenClDevice: setup, compilation, launches and queues. Memory operations: opencl_memory.cpp.
#include "backend/opencl/opencl_device.hpp"

#include <algorithm>

#include "backend/opencl/opencl_compile.hpp"
#include "backend/opencl/opencl_device_info.hpp"
#include "backend/opencl/opencl_errors.hpp"
#include "backend/opencl/opencl_launch.hpp"
#include "backend/opencl/opencl_stream.hpp"
#include "backend/opencl/opencl_timer.hpp"

namespace prism::backend::opencl {

OpenClDevice::OpenClDevice(const Api& cl, const DeviceEntry& entry, int index,
                           std::shared_ptr<const cache::KernelCache> cache)
    : cl_(cl),
      device_(entry.device),
      info_(describe_device(cl, entry.device, index)),
      cache_(std::move(cache)) {
    const cl_context_properties properties[] = {CL_CONTEXT_PLATFORM,
                                                reinterpret_cast<cl_context_properties>(entry.platform), 0};
    cl_int code = CL_SUCCESS;
    context_.reset(cl.clCreateContext(properties, 1, &device_, nullptr, nullptr, &code));
    check(code, "clCreateContext", Status::device_error, "for device '" + info_.name + "'");
    // clCreateCommandQueue (1.2) rather than clCreateCommandQueueWithProperties (2.0): NVIDIA's
    // driver and PoCL both offer the 1.2 call, not every driver offers the 2.0 one.
    queue_.reset(cl.clCreateCommandQueue(context_.get(), device_, CL_QUEUE_PROFILING_ENABLE, &code));
    check(code, "clCreateCommandQueue", Status::device_error, "for device '" + info_.name + "'");
    max_allocation_ = device_value<cl_ulong>(cl, device_, CL_DEVICE_MAX_MEM_ALLOC_SIZE, 0);
    // Reported in bits; a sub-buffer's origin must be a multiple of it.
    view_alignment_ =
        std::max<std::size_t>(1, device_value<cl_uint>(cl, device_, CL_DEVICE_MEM_BASE_ADDR_ALIGN, 8) / 8);
}

OpenClDevice::~OpenClDevice() {
    // Let queued work finish while the objects it uses are certainly alive; errors are moot here.
    if (queue_) cl_.clFinish(queue_.get());
}

cl_command_queue OpenClDevice::queue_for(void* stream) const {
    return stream ? static_cast<cl_command_queue>(stream) : queue_.get();
}

std::shared_ptr<Module> OpenClDevice::compile(const CompileRequest& request) {
    return compile_program(BuildTarget{cl_, context_.get(), device_}, info_, cache_.get(), request);
}

void OpenClDevice::launch(const Module& module, int kernel, const LaunchShape& shape,
                          const std::vector<std::uint64_t>& buffer_args, void* stream) {
    const auto* program = dynamic_cast<const OpenClModule*>(&module);
    if (!program || program->context() != context_.get())
        throw Error(Status::invalid_argument,
                    "launch: the module was not compiled by this OpenCL device ('" + info_.name + "')");
    if (shape.cluster_blocks > 1)
        throw Error(Status::invalid_argument, "launch: OpenCL has no thread-block clusters (asked for clusters of " +
                                                  std::to_string(shape.cluster_blocks) + " blocks)");
    enqueue_kernel(cl_, queue_for(stream), *program, kernel, shape, buffer_args);
}

void OpenClDevice::synchronize(void* stream) {
    check(cl_.clFinish(queue_for(stream)), "clFinish", Status::device_error,
          "a command on the queue failed; the error may belong to any earlier launch or copy");
}

std::unique_ptr<Timer> OpenClDevice::create_timer() { return make_timer(cl_, queue_.get()); }

std::unique_ptr<SideStream> OpenClDevice::create_stream() {
    return make_side_queue(cl_, context_.get(), device_);
}

void OpenClDevice::wait_for(void* waiter, void* signaller) {
    wait_on_device(cl_, queue_for(waiter), queue_for(signaller));
}

}  // namespace prism::backend::opencl
