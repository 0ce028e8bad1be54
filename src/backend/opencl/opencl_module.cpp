// Creating kernels from a built program (see opencl_module.hpp).
#include "backend/opencl/opencl_module.hpp"

#include <algorithm>

#include "backend/opencl/opencl_errors.hpp"

namespace prism::backend::opencl {
namespace {

std::string program_kernel_names(const Api& cl, cl_program program) {
    std::size_t size = 0;
    if (cl.clGetProgramInfo(program, CL_PROGRAM_KERNEL_NAMES, 0, nullptr, &size) != CL_SUCCESS) return "?";
    std::string names(size, '\0');
    if (cl.clGetProgramInfo(program, CL_PROGRAM_KERNEL_NAMES, size, names.data(), nullptr) != CL_SUCCESS)
        return "?";
    names.resize(std::min(names.find('\0'), names.size()));
    return names;
}

KernelEntry create_kernel(const Api& cl, cl_device_id device, cl_program program, const std::string& name) {
    cl_int code = CL_SUCCESS;
    KernelEntry entry;
    entry.handle.reset(cl.clCreateKernel(program, name.c_str(), &code));
    if (code != CL_SUCCESS)
        throw_error("clCreateKernel(\"" + name + "\")", code, Status::module_load_failed,
                    "the program defines these kernels: " + program_kernel_names(cl, program));
    entry.name = name;
    check(cl.clGetKernelWorkGroupInfo(entry.handle.get(), device, CL_KERNEL_WORK_GROUP_SIZE,
                                      sizeof entry.max_group_size, &entry.max_group_size, nullptr),
          "clGetKernelWorkGroupInfo(CL_KERNEL_WORK_GROUP_SIZE)", Status::module_load_failed);
    check(cl.clGetKernelInfo(entry.handle.get(), CL_KERNEL_NUM_ARGS, sizeof entry.arg_count, &entry.arg_count,
                             nullptr),
          "clGetKernelInfo(CL_KERNEL_NUM_ARGS)", Status::module_load_failed);
    return entry;
}

}  // namespace

OpenClModule::OpenClModule(cl_context context, Owned<cl_program> program, std::vector<KernelEntry> kernels,
                           bool from_cache)
    : context_(context),
      program_(std::move(program)),
      kernels_(std::move(kernels)),
      from_cache_(from_cache) {}

const KernelEntry& OpenClModule::kernel(int index) const {
    if (index < 0 || index >= kernel_count())
        throw Error(Status::launch_failed, "kernel index " + std::to_string(index) +
                                               " is outside the module's " + std::to_string(kernel_count()) +
                                               " kernels");
    return kernels_[static_cast<std::size_t>(index)];
}

std::shared_ptr<OpenClModule> make_module(const Api& cl, cl_context context, cl_device_id device,
                                          Owned<cl_program> program, const std::vector<std::string>& names,
                                          bool from_cache) {
    std::vector<KernelEntry> kernels;
    kernels.reserve(names.size());
    for (const std::string& name : names) kernels.push_back(create_kernel(cl, device, program.get(), name));
    return std::make_shared<OpenClModule>(context, std::move(program), std::move(kernels), from_cache);
}

}  // namespace prism::backend::opencl
