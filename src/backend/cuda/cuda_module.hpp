// A loaded CUDA module and its kernels, in the order the compile request named them.
#pragma once

#include <cuda.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "backend/cuda/primary_context.hpp"
#include "backend/device.hpp"

namespace prism::backend::cuda {

class CudaModule final : public Module {
public:
    // Loads a cubin or PTX image, finds each kernel (extern "C" names) and lets each use up to
    // `shared_memory_limit` bytes of shared memory in all, beyond the 48 KB a launch gets unasked.
    // Throws Error(module_load_failed).
    static std::shared_ptr<CudaModule> load(std::shared_ptr<const PrimaryContext> context,
                                            const std::vector<std::uint8_t>& image,
                                            const std::vector<std::string>& kernel_names,
                                            std::size_t shared_memory_limit, bool from_cache);
    CudaModule(std::shared_ptr<const PrimaryContext> context, CUmodule module, bool from_cache);
    ~CudaModule() override;
    CudaModule(const CudaModule&) = delete;
    CudaModule& operator=(const CudaModule&) = delete;

    int kernel_count() const override { return static_cast<int>(functions_.size()); }
    bool from_cache() const override { return from_cache_; }
    std::size_t max_threads_per_block(int index) const override;
    CUfunction function(int index) const;  // throws Error(invalid_argument) when out of range
    const PrimaryContext& context() const { return *context_; }

private:
    void add_kernel(const std::string& name, std::size_t shared_memory_limit);

    std::shared_ptr<const PrimaryContext> context_;  // kept alive until the module is unloaded
    CUmodule module_;
    bool from_cache_;
    std::vector<CUfunction> functions_;
};

}  // namespace prism::backend::cuda
