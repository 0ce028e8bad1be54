// CudaDevice::launch: the one place kernels are enqueued.
#include <string>

#include "backend/cuda/cuda_device.hpp"
#include "backend/cuda/cuda_error.hpp"
#include "backend/cuda/launch_grid.hpp"

namespace prism::backend::cuda {
namespace {

const CudaModule& cuda_module_of(const Module& module, const PrimaryContext& context) {
    auto* cuda_module = dynamic_cast<const CudaModule*>(&module);
    if (!cuda_module) throw Error(Status::invalid_argument, "launch: the module was not compiled by the CUDA backend");
    if (cuda_module->context().context() != context.context())
        throw Error(Status::invalid_argument, "launch: the module was compiled for another CUDA device");
    return *cuda_module;
}

std::string launch_advice(const LaunchShape& shape, const DeviceInfo& info) {
    return "launched " + std::to_string(shape.blocks) + " blocks of " + std::to_string(shape.threads_per_block) +
           " threads with " + std::to_string(shape.shared_bytes) + " bytes of dynamic shared memory (the device "
           "allows " + std::to_string(info.max_threads_per_block) + " threads and " +
           std::to_string(info.shared_memory_per_block) + " bytes per block); an earlier kernel fault also shows "
           "up here";
}

}  // namespace

void CudaDevice::launch(const Module& module, int kernel, const LaunchShape& shape,
                        const std::vector<std::uint64_t>& buffer_args, void* stream) {
    CUfunction function = cuda_module_of(module, *context_).function(kernel);
    if (shape.blocks == 0) return;  // nothing to do; the driver would reject an empty grid
    std::optional<GridShape> grid = grid_for(shape.blocks);
    if (!grid) throw Error(Status::invalid_argument, "launch: " + std::to_string(shape.blocks) + " blocks exceed CUDA's grid");
    // cuLaunchKernel takes one pointer per kernel parameter, pointing at the parameter's value.
    std::vector<CUdeviceptr> values(buffer_args.begin(), buffer_args.end());
    std::vector<void*> params;
    for (CUdeviceptr& value : values) params.push_back(&value);
    context_->make_current();
    CUresult result = api_.cuLaunchKernel(function, grid->x, grid->y, grid->z, shape.threads_per_block, 1, 1,
                                          static_cast<unsigned>(shape.shared_bytes), static_cast<CUstream>(stream),
                                          params.empty() ? nullptr : params.data(), nullptr);
    check(api_, result, "cuLaunchKernel", Status::launch_failed, launch_advice(shape, info_));
}

}  // namespace prism::backend::cuda
