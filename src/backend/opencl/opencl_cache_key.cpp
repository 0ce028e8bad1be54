// The kernel-cache key of an OpenCL program (see opencl_cache_key.hpp).
#include "backend/opencl/opencl_cache_key.hpp"

namespace prism::backend::opencl {

cache::CacheKey cache_key(const DeviceInfo& device, const CompileRequest& request) {
    cache::CacheKey key;
    key.source_hash = cache::hex_digest(request.source);
    key.generator_version = request.generator_version;
    key.device = "opencl | " + device.name + " | " + device.vendor + " | " + device.architecture;
    key.compiler = device.driver_version + " | " + device.compiler_version;
    key.options = k_build_options;
    return key;
}

}  // namespace prism::backend::opencl
