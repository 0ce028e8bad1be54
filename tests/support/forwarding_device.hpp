// A backend::Device that hands every call to a wrapped device. Tests derive from it to change one
// thing about a real device (what info() reports, what its compiled modules say of themselves)
// and run prism on it as it is otherwise. KernelLimitDevice, below, is one.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "backend/device.hpp"

namespace prism::test {

class ForwardingDevice : public backend::Device {
public:
    explicit ForwardingDevice(std::unique_ptr<backend::Device> device) : device_(std::move(device)) {}

    const DeviceInfo& info() const override { return device_->info(); }
    backend::Dialect dialect() const override { return device_->dialect(); }
    std::shared_ptr<backend::Module> compile(const backend::CompileRequest& r) override {
        return device_->compile(r);
    }
    backend::Memory allocate(std::size_t bytes) override { return device_->allocate(bytes); }
    void release(backend::Memory m) noexcept override { device_->release(m); }
    backend::Memory view(std::uint64_t h, std::size_t offset, std::size_t bytes) override {
        return device_->view(h, offset, bytes);
    }
    void release_view(backend::Memory v) noexcept override { device_->release_view(v); }
    void upload(backend::Memory dst, std::size_t offset, const void* src, std::size_t bytes,
                void* stream) override {
        device_->upload(dst, offset, src, bytes, stream);
    }
    void download(void* dst, backend::Memory src, std::size_t offset, std::size_t bytes,
                  void* stream) override {
        device_->download(dst, src, offset, bytes, stream);
    }
    void copy(backend::Memory dst, backend::Memory src, std::size_t bytes, void* stream) override {
        device_->copy(dst, src, bytes, stream);
    }
    void launch(const backend::Module& module, int kernel, const backend::LaunchShape& shape,
                const std::vector<std::uint64_t>& args, void* stream) override {
        device_->launch(module, kernel, shape, args, stream);
    }
    void synchronize(void* stream) override { device_->synchronize(stream); }
    std::optional<std::size_t> memory_size(std::uint64_t h) override { return device_->memory_size(h); }
    std::unique_ptr<backend::Timer> create_timer() override { return device_->create_timer(); }
    std::unique_ptr<backend::SideStream> create_stream() override { return device_->create_stream(); }
    void wait_for(void* waiter, void* signaller) override { device_->wait_for(waiter, signaller); }
    std::size_t view_alignment() const override { return device_->view_alignment(); }
    void* native_context() const override { return device_->native_context(); }
    void* native_device() const override { return device_->native_device(); }
    void* native_queue() const override { return device_->native_queue(); }

protected:
    backend::Device& wrapped() const { return *device_; }

private:
    std::unique_ptr<backend::Device> device_;
};

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
class KernelLimitDevice final : public ForwardingDevice {
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
