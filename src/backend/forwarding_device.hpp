// A Device that hands every call to a wrapped device. Decorators derive from it and override
// what they change: the module memo (module_memo.cpp) its compile(), tests what a device reports
// or what its modules say of themselves (tests/support/forwarding_device.hpp).
#pragma once

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "backend/device.hpp"

namespace prism::backend {

class ForwardingDevice : public Device {
public:
    explicit ForwardingDevice(std::unique_ptr<Device> device) : device_(std::move(device)) {}

    const DeviceInfo& info() const override { return device_->info(); }
    Dialect dialect() const override { return device_->dialect(); }
    std::shared_ptr<Module> compile(const CompileRequest& r) override { return device_->compile(r); }
    Memory allocate(std::size_t bytes) override { return device_->allocate(bytes); }
    void release(Memory m) noexcept override { device_->release(m); }
    Memory view(std::uint64_t h, std::size_t offset, std::size_t bytes) override {
        return device_->view(h, offset, bytes);
    }
    void release_view(Memory v) noexcept override { device_->release_view(v); }
    void upload(Memory dst, std::size_t offset, const void* src, std::size_t bytes, void* stream) override {
        device_->upload(dst, offset, src, bytes, stream);
    }
    void download(void* dst, Memory src, std::size_t offset, std::size_t bytes, void* stream) override {
        device_->download(dst, src, offset, bytes, stream);
    }
    void copy(Memory dst, Memory src, std::size_t bytes, void* stream) override {
        device_->copy(dst, src, bytes, stream);
    }
    void launch(const Module& module, int kernel, const LaunchShape& shape,
                const std::vector<std::uint64_t>& args, void* stream) override {
        device_->launch(module, kernel, shape, args, stream);
    }
    void synchronize(void* stream) override { device_->synchronize(stream); }
    std::optional<std::size_t> memory_size(std::uint64_t h) override { return device_->memory_size(h); }
    std::unique_ptr<Timer> create_timer() override { return device_->create_timer(); }
    std::unique_ptr<SideStream> create_stream() override { return device_->create_stream(); }
    void wait_for(void* waiter, void* signaller) override { device_->wait_for(waiter, signaller); }
    std::size_t view_alignment() const override { return device_->view_alignment(); }
    void* native_context() const override { return device_->native_context(); }
    void* native_device() const override { return device_->native_device(); }
    void* native_queue() const override { return device_->native_queue(); }

protected:
    Device& wrapped() const { return *device_; }

private:
    std::unique_ptr<Device> device_;
};

}  // namespace prism::backend
