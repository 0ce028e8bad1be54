// A built OpenCL program and its kernels, as a backend::Module.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "backend/device.hpp"
#include "backend/opencl/opencl_owned.hpp"

namespace prism::backend::opencl {

struct KernelEntry {
    Owned<cl_kernel> handle;
    std::string name;
    std::size_t max_group_size = 0;  // CL_KERNEL_WORK_GROUP_SIZE on the module's device
    cl_uint arg_count = 0;
};

class OpenClModule final : public Module {
public:
    OpenClModule(cl_context context, Owned<cl_program> program, std::vector<KernelEntry> kernels,
                 bool from_cache);

    int kernel_count() const override { return static_cast<int>(kernels_.size()); }
    bool from_cache() const override { return from_cache_; }
    std::size_t max_threads_per_block(int index) const override { return kernel(index).max_group_size; }

    // The context the program was built in, to refuse launching it on another device.
    cl_context context() const { return context_; }
    // Throws Error(launch_failed) for an index outside [0, kernel_count()).
    const KernelEntry& kernel(int index) const;
    // clSetKernelArg followed by the enqueue must not interleave between threads: a cl_kernel
    // holds its arguments as state, so launches of this module's kernels take this lock.
    std::mutex& launch_mutex() const { return launch_mutex_; }

private:
    cl_context context_;
    Owned<cl_program> program_;
    std::vector<KernelEntry> kernels_;
    bool from_cache_;
    mutable std::mutex launch_mutex_;
};

// One kernel per name, from a built program. A name the program lacks is module_load_failed,
// with the names it has.
std::shared_ptr<OpenClModule> make_module(const Api& cl, cl_context context, cl_device_id device,
                                          Owned<cl_program> program, const std::vector<std::string>& names,
                                          bool from_cache);

}  // namespace prism::backend::opencl
