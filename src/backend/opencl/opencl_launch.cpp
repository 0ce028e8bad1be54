// Kernel launches (see opencl_launch.hpp).
#include "backend/opencl/opencl_launch.hpp"

#include <limits>
#include <string>

#include "backend/opencl/opencl_errors.hpp"

namespace prism::backend::opencl {
namespace {

[[noreturn]] void refuse(const KernelEntry& kernel, const std::string& why) {
    throw Error(Status::launch_failed, "cannot launch OpenCL kernel '" + kernel.name + "': " + why);
}

void check_shape(const KernelEntry& kernel, const LaunchShape& shape) {
    if (shape.blocks == 0 || shape.threads_per_block == 0)
        refuse(kernel, "the launch has " + std::to_string(shape.blocks) + " work-groups of " +
                           std::to_string(shape.threads_per_block) + " work-items; both must be positive");
    if (shape.threads_per_block > kernel.max_group_size)
        refuse(kernel, std::to_string(shape.threads_per_block) +
                           " work-items per group exceed this kernel's limit on this device "
                           "(CL_KERNEL_WORK_GROUP_SIZE = " +
                           std::to_string(kernel.max_group_size) + "); plan for this device's limits");
    if (shape.blocks > std::numeric_limits<std::size_t>::max() / shape.threads_per_block)
        refuse(kernel, std::to_string(shape.blocks) + " work-groups overflow the global size");
}

cl_mem as_cl_mem(std::uint64_t handle) {
    return reinterpret_cast<cl_mem>(static_cast<std::uintptr_t>(handle));
}

// Catches what drivers may not: a null cl_mem is accepted by clSetKernelArg (the kernel gets a
// null pointer) and PoCL runs a kernel on another context's buffer without complaint.
void check_arguments(const Api& cl, cl_context context, const KernelEntry& kernel,
                     const std::vector<std::uint64_t>& buffer_args) {
    if (buffer_args.size() != kernel.arg_count)
        refuse(kernel, "it takes " + std::to_string(kernel.arg_count) + " arguments but " +
                           std::to_string(buffer_args.size()) + " buffers were given");
    // Messages are built only on failure: this runs on every launch.
    auto argument = [&](std::size_t i) {
        return "cannot launch OpenCL kernel '" + kernel.name + "': buffer argument " + std::to_string(i);
    };
    for (std::size_t i = 0; i < buffer_args.size(); ++i) {
        if (buffer_args[i] == 0) throw Error(Status::invalid_buffer, argument(i) + " is null");
        cl_context owner = nullptr;
        cl_int code =
            cl.clGetMemObjectInfo(as_cl_mem(buffer_args[i]), CL_MEM_CONTEXT, sizeof owner, &owner, nullptr);
        if (code != CL_SUCCESS)
            throw_error("clGetMemObjectInfo(CL_MEM_CONTEXT)", code, Status::invalid_buffer, argument(i));
        if (owner != context)
            throw Error(Status::invalid_buffer, argument(i) +
                                                    " belongs to another OpenCL context; allocate it in "
                                                    "this one (see Context::native_context())");
    }
}

}  // namespace

void enqueue_kernel(const Api& cl, cl_command_queue queue, const OpenClModule& module, int kernel_index,
                    const LaunchShape& shape, const std::vector<std::uint64_t>& buffer_args) {
    const KernelEntry& kernel = module.kernel(kernel_index);
    check_shape(kernel, shape);
    check_arguments(cl, module.context(), kernel, buffer_args);
    const std::size_t local = shape.threads_per_block;
    const std::size_t global = static_cast<std::size_t>(shape.blocks) * local;
    std::lock_guard<std::mutex> lock(module.launch_mutex());
    for (std::size_t i = 0; i < buffer_args.size(); ++i) {
        cl_mem memory = as_cl_mem(buffer_args[i]);
        cl_int code = cl.clSetKernelArg(kernel.handle.get(), static_cast<cl_uint>(i), sizeof memory, &memory);
        if (code != CL_SUCCESS)
            throw_error("clSetKernelArg(" + kernel.name + ", " + std::to_string(i) + ")", code,
                        Status::launch_failed);
    }
    cl_int code = cl.clEnqueueNDRangeKernel(queue, kernel.handle.get(), 1, nullptr, &global, &local, 0,
                                            nullptr, nullptr);
    if (code != CL_SUCCESS)
        throw_error("clEnqueueNDRangeKernel(" + kernel.name + ")", code, Status::launch_failed);
}

}  // namespace prism::backend::opencl
