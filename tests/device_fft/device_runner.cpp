#include "device_runner.hpp"

#include <gtest/gtest.h>

#include "device_source.hpp"

namespace prism::device_fft_test {
namespace {

// A device allocation released at scope exit, so a failed assertion does not leak it.
class DeviceBuffer {
public:
    DeviceBuffer(backend::Device& device, std::size_t bytes) : device_(device), memory_(device.allocate(bytes)) {}
    ~DeviceBuffer() { device_.release(memory_); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    const backend::Memory& memory() const { return memory_; }

private:
    backend::Device& device_;
    backend::Memory memory_;
};

}  // namespace

DeviceRunner::DeviceRunner(backend::Device& device, const std::string& source, const std::vector<FftConfig>& configs)
    : device_(device) {
    const std::vector<std::string> names = kernel_names(configs);
    module_ = device.compile(backend::CompileRequest{source, names, "device-fft-test-1"});
    for (std::size_t i = 0; i < names.size(); ++i) kernel_index_[names[i]] = static_cast<int>(i);
}

void DeviceRunner::run(const std::string& name, const FftConfig& config, unsigned batch,
                       const std::vector<Bytes*>& buffers) {
    const auto kernel = kernel_index_.find(name + "_" + config.tag());
    ASSERT_NE(kernel, kernel_index_.end()) << "no kernel " << name << "_" << config.tag();
    std::vector<std::unique_ptr<DeviceBuffer>> device_buffers;
    std::vector<std::uint64_t> handles;
    for (const Bytes* bytes : buffers) {
        device_buffers.push_back(std::make_unique<DeviceBuffer>(device_, bytes->size()));
        device_.upload(device_buffers.back()->memory(), 0, bytes->data(), bytes->size(), nullptr);
        handles.push_back(device_buffers.back()->memory().handle);
    }
    device_.launch(*module_, kernel->second, backend::LaunchShape{batch, config.threads(), 0}, handles, nullptr);
    for (std::size_t i = 0; i < buffers.size(); ++i)
        device_.download(buffers[i]->data(), device_buffers[i]->memory(), 0, buffers[i]->size(), nullptr);
}

}  // namespace prism::device_fft_test
