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
    // Kernels take a few buffers: kept on the stack, the launch path allocates nothing.
    constexpr std::size_t k_most_args = 8;
    if (buffer_args.size() > k_most_args)
        throw Error(Status::invalid_argument, "launch: " + std::to_string(buffer_args.size()) + " kernel arguments, " +
                                                  "more than the " + std::to_string(k_most_args) + " the backend passes");
    CUdeviceptr values[k_most_args];
    void* params[k_most_args];
    for (std::size_t i = 0; i < buffer_args.size(); ++i) values[i] = buffer_args[i], params[i] = &values[i];
    context_->make_current();
    if (shape.cluster_blocks > 1) {
        launch_clusters(function, shape, *grid, buffer_args.empty() ? nullptr : params, stream);
        return;
    }
    CUresult result = api_.cuLaunchKernel(function, grid->x, grid->y, grid->z, shape.threads_per_block, 1, 1,
                                          static_cast<unsigned>(shape.shared_bytes), static_cast<CUstream>(stream),
                                          buffer_args.empty() ? nullptr : params, nullptr);
    check(api_, result, "cuLaunchKernel", Status::launch_failed, launch_advice(shape, info_));
}

// Clusters form along x, so x must be a whole number of them: then a kernel's block number modulo
// the cluster size is its rank in the cluster, however the grid spills into y and z.
void CudaDevice::launch_clusters(CUfunction function, const LaunchShape& shape, const GridShape& grid,
                                 void** params, void* stream) {
    if (grid.x % shape.cluster_blocks != 0)
        throw Error(Status::invalid_argument, "launch: a grid of " + std::to_string(grid.x) +
                                                  " blocks along x is not a whole number of clusters of " +
                                                  std::to_string(shape.cluster_blocks));
    // Past 8 blocks a cluster is non-portable: the kernel must allow it (Hopper takes up to 16).
    if (shape.cluster_blocks > 8)
        check(api_, api_.cuFuncSetAttribute(function, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1),
              "cuFuncSetAttribute(NON_PORTABLE_CLUSTER_SIZE_ALLOWED)", Status::launch_failed,
              "the device refused clusters of more than 8 blocks");
    CUlaunchAttribute cluster{};
    cluster.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    cluster.value.clusterDim.x = shape.cluster_blocks;
    cluster.value.clusterDim.y = 1;
    cluster.value.clusterDim.z = 1;
    CUlaunchConfig config{};
    config.gridDimX = grid.x, config.gridDimY = grid.y, config.gridDimZ = grid.z;
    config.blockDimX = shape.threads_per_block, config.blockDimY = 1, config.blockDimZ = 1;
    config.sharedMemBytes = static_cast<unsigned>(shape.shared_bytes);
    config.hStream = static_cast<CUstream>(stream);
    config.attrs = &cluster;
    config.numAttrs = 1;
    CUresult result = api_.cuLaunchKernelEx(&config, function, params, nullptr);
    check(api_, result, "cuLaunchKernelEx", Status::launch_failed,
          launch_advice(shape, info_) + ", in clusters of " + std::to_string(shape.cluster_blocks) +
              " blocks (sm_90 and later)");
}

}  // namespace prism::backend::cuda
