// KernelRunner on a prism backend device (OpenCL or CUDA): compiles the test kernels of a set of
// configurations as one module, then uploads, launches and downloads per call.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "backend/device.hpp"
#include "fft_checks.hpp"
#include "fft_config.hpp"

namespace prism::device_fft_test {

class DeviceRunner : public KernelRunner {
public:
    // Compiles `source`, which must define kernel_names(configs).
    DeviceRunner(backend::Device& device, const std::string& source, const std::vector<FftConfig>& configs);

    void run(const std::string& name, const FftConfig& config, unsigned batch,
             const std::vector<Bytes*>& buffers) override;

private:
    backend::Device& device_;
    std::shared_ptr<backend::Module> module_;
    std::map<std::string, int> kernel_index_;
};

}  // namespace prism::device_fft_test
