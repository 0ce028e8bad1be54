// Test devices over a real one (backend::ForwardingDevice): they change one thing about it, what
// info() reports or what its compiled modules say of themselves, and prism runs on it as it is
// otherwise.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "backend/forwarding_device.hpp"

namespace prism::test {

// Reports at most `limit` threads per block for each kernel, as NVIDIA's OpenCL does for
// register-heavy kernels on an H100 (256, where the device admits 1024); launches run the
// wrapped module.
class LimitedModule final : public backend::Module {
public:
    LimitedModule(std::shared_ptr<backend::Module> inner, std::size_t limit)
        : inner_(std::move(inner)), limit_(limit) {}
    int kernel_count() const override { return inner_->kernel_count(); }
    bool from_cache() const override { return inner_->from_cache(); }
    std::size_t max_threads_per_block(int k) const override {
        return std::min(limit_, inner_->max_threads_per_block(k));
    }
    const backend::Module& inner() const { return *inner_; }

private:
    std::shared_ptr<backend::Module> inner_;
    std::size_t limit_;
};

// The test device as a GPU (a warp of 32, so the planner takes the GPU rows and their wide
// blocks) whose kernels each launch at most `limit` threads per block; it records the widest
// launch.
class KernelLimitDevice final : public backend::ForwardingDevice {
public:
    KernelLimitDevice(std::unique_ptr<backend::Device> device, std::size_t limit)
        : ForwardingDevice(std::move(device)), info_(wrapped().info()), limit_(limit) {
        info_.warp_size = 32;
    }
    const DeviceInfo& info() const override { return info_; }
    std::shared_ptr<backend::Module> compile(const backend::CompileRequest& r) override {
        return std::make_shared<LimitedModule>(wrapped().compile(r), limit_);
    }
    void launch(const backend::Module& module, int kernel, const backend::LaunchShape& shape,
                const std::vector<std::uint64_t>& args, void* stream) override {
        widest_launch = std::max<std::size_t>(widest_launch, shape.threads_per_block);
        wrapped().launch(static_cast<const LimitedModule&>(module).inner(), kernel, shape, args, stream);
    }
    std::size_t widest_launch = 0;

private:
    DeviceInfo info_;
    std::size_t limit_;
};

}  // namespace prism::test
