// Which backends load on this machine, and opening a device on one of them.
#include "backend/cache/kernel_cache.hpp"
#include "backend/cuda/cuda_backend.hpp"
#include "backend/device.hpp"
#include "backend/module_memo.hpp"
#include "backend/opencl/opencl_backend.hpp"

namespace prism::backend {
namespace {

std::shared_ptr<const cache::KernelCache> cache_for(const CacheSettings& settings) {
    return cache::open_cache(settings.enabled && cache::enabled_by_environment(), settings.directory);
}

std::string reasons(const std::vector<BackendReport>& reports) {
    std::string s;
    for (const auto& r : reports) s += std::string(s.empty() ? "" : "; ") + backend_name(r.backend) + ": " + r.message;
    return s;
}

}  // namespace

std::vector<BackendReport> probe_backends() { return {cuda::probe(), opencl::probe()}; }

static std::unique_ptr<Device> open_backend_device(Backend backend, int index, const CacheSettings& settings) {
    auto cache = cache_for(settings);
    if (backend == Backend::cuda) return cuda::open(index, cache);
    if (backend == Backend::opencl) return opencl::open(index, cache);
    BackendReport cuda_report = cuda::probe();
    if (cuda_report.available && !cuda_report.devices.empty()) return cuda::open(index, cache);
    BackendReport opencl_report = opencl::probe();
    if (opencl_report.available && !opencl_report.devices.empty()) return opencl::open(index, cache);
    throw Error(Status::no_device, "no backend has a device (" + reasons({cuda_report, opencl_report}) +
                                       "); install a GPU driver, or an OpenCL runtime such as pocl-opencl-icd");
}

std::unique_ptr<Device> open_device(Backend backend, int index, const CacheSettings& settings) {
    return with_module_memo(open_backend_device(backend, index, settings));
}

}  // namespace prism::backend
