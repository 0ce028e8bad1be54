#include "backend/cuda/cuda_backend.hpp"

#include "backend/cuda/cuda_device.hpp"
#include "backend/cuda/cuda_error.hpp"
#include "backend/cuda/device_query.hpp"
#include "backend/cuda/driver_api.hpp"
#include "backend/cuda/nvrtc_api.hpp"
#include "backend/cuda/nvrtc_compiler.hpp"
#include "backend/guarded_probe.hpp"

namespace prism::backend::cuda {
namespace {

int device_count(const DriverApi& api) {
    int count = 0;
    check(api, api.cuDeviceGetCount(&count), "cuDeviceGetCount", Status::device_error,
          "the driver could not list GPUs; check nvidia-smi");
    if (count == 0) throw Error(Status::no_device, "the CUDA driver sees no GPU");
    return count;
}

// Fills the report, throwing whatever makes the backend unusable.
void fill_report(BackendReport& report) {
    const DriverApi& api = initialized_driver();
    int count = device_count(api);
    const NvrtcLibrary& nvrtc = nvrtc_library();
    if (!nvrtc.loaded)  // without NVRTC no kernel can be built, so no device is usable
        throw Error(Status::backend_unavailable,
                    std::to_string(count) + " CUDA device(s) found, but " + nvrtc.message);
    for (int index = 0; index < count; ++index) report.devices.push_back(query_device_info(api, index));
    report.message = "CUDA driver " + driver_version_text(api) + " (" + driver_library().file + "), " +
                     nvrtc_version_text() + " (" + nvrtc.file + ")";
    report.available = true;
}

}  // namespace

BackendReport probe() { return guarded_probe(Backend::cuda, fill_report); }

std::unique_ptr<Device> open(int index, std::shared_ptr<const cache::KernelCache> cache) {
    const DriverApi& api = initialized_driver();
    loaded_nvrtc();  // fail here, not at the first compile, when NVRTC is missing
    int count = device_count(api);
    if (index < 0 || index >= count)
        throw Error(Status::invalid_device, "CUDA device " + std::to_string(index) + " does not exist: the driver sees " +
                                                std::to_string(count) + " device(s), numbered from 0");
    return std::make_unique<CudaDevice>(api, index, std::move(cache));
}

std::vector<std::uint8_t> compile_cubin(const std::string& source, const std::string& arch) {
    return compile_with_nvrtc(source, arch);
}

std::string nvrtc_version() {
    try {
        return nvrtc_version_text();
    } catch (...) {
        return {};  // only an allocation can fail here; the contract says "" rather than throw
    }
}

}  // namespace prism::backend::cuda
