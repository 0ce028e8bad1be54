// backend::Device for one CUDA GPU, driven through the driver API on its primary context.
#pragma once

#include <cuda.h>

#include <memory>
#include <string>
#include <vector>

#include "backend/cache/kernel_cache.hpp"
#include "backend/cuda/cuda_module.hpp"
#include "backend/cuda/driver_api.hpp"
#include "backend/cuda/launch_grid.hpp"
#include "backend/cuda/primary_context.hpp"
#include "backend/device.hpp"

namespace prism::backend::cuda {

// Thread-safe without locks: after construction every member is read-only, and the driver API,
// NVRTC and the kernel cache are safe to call from several threads.
class CudaDevice final : public Device {
public:
    CudaDevice(const DriverApi& api, int index, std::shared_ptr<const cache::KernelCache> cache);

    const DeviceInfo& info() const override { return info_; }
    Dialect dialect() const override { return Dialect::cuda; }
    std::shared_ptr<Module> compile(const CompileRequest& request) override;

    Memory allocate(std::size_t bytes) override;
    Memory view(std::uint64_t handle, std::size_t offset, std::size_t bytes) override;
    void release_view(Memory view) noexcept override;
    void release(Memory memory) noexcept override;
    void upload(Memory dst, std::size_t offset, const void* src, std::size_t bytes, void* stream) override;
    void download(void* dst, Memory src, std::size_t offset, std::size_t bytes, void* stream) override;
    void copy(Memory dst, Memory src, std::size_t bytes, void* stream) override;
    void launch(const Module& module, int kernel, const LaunchShape& shape,
                const std::vector<std::uint64_t>& buffer_args, void* stream) override;
    void synchronize(void* stream) override;
    std::optional<std::size_t> memory_size(std::uint64_t handle) override;
    std::unique_ptr<Timer> create_timer() override;
    std::unique_ptr<SideStream> create_stream() override;
    void wait_for(void* waiter, void* signaller) override;
    std::size_t view_alignment() const override { return 1; }  // device pointers: any offset

    void* native_context() const override { return context_->context(); }
    void* native_device() const override;
    void* native_queue() const override { return nullptr; }  // the legacy default stream

private:
    std::shared_ptr<CudaModule> load_image(const std::vector<std::uint8_t>& image, const CompileRequest& request,
                                           bool from_cache) const;
    cache::CacheKey cache_key(const CompileRequest& request) const;
    void sync_stream(CUstream stream, const char* after) const;
    void launch_clusters(CUfunction function, const LaunchShape& shape, const GridShape& grid,
                         void** params, void* stream);

    const DriverApi& api_;
    DeviceInfo info_;
    std::shared_ptr<const PrimaryContext> context_;
    std::shared_ptr<const cache::KernelCache> cache_;
    std::string target_;  // NVRTC's --gpu-architecture: "sm_90", or "compute_XY" when it lacks the device's
};

}  // namespace prism::backend::cuda
