// The cache-or-compile flow (see opencl_compile.hpp).
#include "backend/opencl/opencl_compile.hpp"

#include "backend/opencl/opencl_cache_key.hpp"
#include "backend/opencl/opencl_module.hpp"

namespace prism::backend::opencl {
namespace {

// A module from the cached binary, or nullptr on a miss or an entry the driver refuses.
std::shared_ptr<Module> load_cached(const BuildTarget& target, const cache::KernelCache& cache,
                                    const cache::CacheKey& key, const CompileRequest& request) {
    std::optional<std::vector<std::uint8_t>> payload = cache.load(key);
    if (!payload) return nullptr;
    Owned<cl_program> program = build_from_binary(target, *payload);
    if (!program) return nullptr;
    try {
        return make_module(target.cl, target.context, target.device, std::move(program), request.kernel_names,
                           true);
    } catch (const Error&) {
        // A binary that builds but lacks a kernel is stale; compiling the source either fixes it
        // or reports the problem with the compiler's diagnostics.
        return nullptr;
    }
}

}  // namespace

std::shared_ptr<Module> compile_program(const BuildTarget& target, const DeviceInfo& info,
                                        const cache::KernelCache* cache, const CompileRequest& request) {
    const cache::CacheKey key = cache_key(info, request);
    if (cache) {
        if (std::shared_ptr<Module> module = load_cached(target, *cache, key, request)) return module;
    }
    Owned<cl_program> program = build_from_source(target, request.source);
    if (cache) {
        // The binary is valid for this source whatever kernels the caller asks for next.
        if (auto binary = program_binary(target.cl, program.get())) cache->store(key, *binary);
    }
    return make_module(target.cl, target.context, target.device, std::move(program), request.kernel_names,
                       false);
}

}  // namespace prism::backend::opencl
