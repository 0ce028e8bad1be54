// KernelRunner on a prism backend device (OpenCL or CUDA): compiles the test kernels, one module
// per configuration and several at once (NVRTC and PoCL compile on one core each), then uploads,
// launches and downloads per call.
#pragma once

#include <map>
#include <set>
#include <memory>
#include <string>
#include <vector>

#include "backend/device.hpp"
#include "fft_checks.hpp"
#include "fft_config.hpp"

namespace prism::device_fft_test {

class DeviceRunner : public KernelRunner {
public:
    // source_for({config}) must define kernel_names({config}, device is OpenCL).
    using SourceFunction = std::string (*)(const std::vector<FftConfig>&);
    DeviceRunner(backend::Device& device, SourceFunction source_for, const std::vector<FftConfig>& configs);

    void run(const std::string& name, const FftConfig& config, unsigned batch,
             const std::vector<Bytes*>& buffers) override;

    // The configurations whose kernels all launch config.threads() work-items per group on this
    // device. A kernel's own limit (OpenCL's CL_KERNEL_WORK_GROUP_SIZE) can be below the device's:
    // NVIDIA's OpenCL on an H100 allowed 256 for 512-wide kernels that its device limit admits.
    std::vector<FftConfig> launchable(const std::vector<FftConfig>& configs) const;

private:
    backend::Device& device_;
    // Kernel name (with its configuration suffix) -> its module and index there.
    std::map<std::string, std::pair<std::shared_ptr<backend::Module>, int>> kernels_;
    std::set<std::string> too_wide_;  // tags of configurations some kernel cannot launch
};

}  // namespace prism::device_fft_test
