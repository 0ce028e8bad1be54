// CudaDevice::compile: NVRTC behind the on-disk kernel cache.
#include "backend/cuda/cuda_device.hpp"
#include "backend/cuda/nvrtc_compiler.hpp"

namespace prism::backend::cuda {

cache::CacheKey CudaDevice::cache_key(const CompileRequest& request) const {
    return cache::CacheKey{cache::hex_digest(request.source), request.generator_version,
                           info_.name + " " + info_.architecture, nvrtc_version_text(),
                           options_text(compile_options(target_))};
}

std::shared_ptr<CudaModule> CudaDevice::load_image(const std::vector<std::uint8_t>& image,
                                                   const CompileRequest& request, bool from_cache) const {
    return CudaModule::load(context_, image, request.kernel_names, info_.shared_memory_per_block, from_cache);
}

std::shared_ptr<Module> CudaDevice::compile(const CompileRequest& request) {
    if (!cache_) return load_image(compile_with_nvrtc(request.source, target_), request, false);
    cache::CacheKey key = cache_key(request);
    if (std::optional<std::vector<std::uint8_t>> cached = cache_->load(key)) {
        try {
            return load_image(*cached, request, true);
        } catch (const Error&) {
            // The entry does not load (e.g. the driver changed under it): compile afresh and replace it.
        }
    }
    std::vector<std::uint8_t> image = compile_with_nvrtc(request.source, target_);
    std::shared_ptr<CudaModule> module = load_image(image, request, false);
    cache_->store(key, image);  // only images that loaded are worth keeping
    return module;
}

}  // namespace prism::backend::cuda
