#include "device_runner.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

#include "device_source.hpp"

namespace prism::device_fft_test {
namespace {

// A device allocation released at scope exit, so a failed assertion does not leak it.
class DeviceBuffer {
public:
    DeviceBuffer(backend::Device& device, std::size_t bytes)
        : device_(device), memory_(device.allocate(bytes)) {}
    ~DeviceBuffer() { device_.release(memory_); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    const backend::Memory& memory() const { return memory_; }

private:
    backend::Device& device_;
    backend::Memory memory_;
};

}  // namespace

DeviceRunner::DeviceRunner(backend::Device& device, SourceFunction source_for,
                           const std::vector<FftConfig>& configs)
    : device_(device) {
    std::atomic<std::size_t> next{0};
    std::mutex lock;
    std::exception_ptr failure;
    auto compile_some = [&] {
        for (std::size_t i = next++; i < configs.size(); i = next++) {
            try {
                const std::vector<FftConfig> one{configs[i]};
                const std::vector<std::string> names =
                    kernel_names(one, device.dialect() == backend::Dialect::opencl);
                auto module =
                    device.compile(backend::CompileRequest{source_for(one), names, "device-fft-test-1"});
                const std::lock_guard<std::mutex> guard(lock);
                for (std::size_t k = 0; k < names.size(); ++k)
                    kernels_[names[k]] = {module, static_cast<int>(k)};
                const std::vector<std::size_t> threads(names.size(), configs[i].threads());
                if (backend::smallest_exceeded_limit(*module, threads) != 0)
                    too_wide_.insert(configs[i].tag());
            } catch (...) {
                const std::lock_guard<std::mutex> guard(lock);
                if (!failure) failure = std::current_exception();
            }
        }
    };
    const unsigned workers = std::max(1u, std::min(std::thread::hardware_concurrency(), 16u));
    std::vector<std::jthread> pool;
    for (unsigned w = 0; w < workers; ++w) pool.emplace_back(compile_some);
    pool.clear();  // joins
    if (failure) std::rethrow_exception(failure);
}

std::vector<FftConfig> DeviceRunner::launchable(const std::vector<FftConfig>& configs) const {
    std::vector<FftConfig> out;
    for (const FftConfig& config : configs)
        if (!too_wide_.contains(config.tag())) out.push_back(config);
    return out;
}

void DeviceRunner::run(const std::string& name, const FftConfig& config, unsigned batch,
                       const std::vector<Bytes*>& buffers) {
    const auto kernel = kernels_.find(name + "_" + config.tag());
    ASSERT_NE(kernel, kernels_.end()) << "no kernel " << name << "_" << config.tag();
    std::vector<std::unique_ptr<DeviceBuffer>> device_buffers;
    std::vector<std::uint64_t> handles;
    for (const Bytes* bytes : buffers) {
        device_buffers.push_back(std::make_unique<DeviceBuffer>(device_, bytes->size()));
        device_.upload(device_buffers.back()->memory(), 0, bytes->data(), bytes->size(), nullptr);
        handles.push_back(device_buffers.back()->memory().handle);
    }
    const auto& [module, index] = kernel->second;
    device_.launch(*module, index, backend::LaunchShape{batch, config.threads(), 0}, handles, nullptr);
    for (std::size_t i = 0; i < buffers.size(); ++i)
        device_.download(buffers[i]->data(), device_buffers[i]->memory(), 0, buffers[i]->size(), nullptr);
}

}  // namespace prism::device_fft_test
