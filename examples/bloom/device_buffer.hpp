// A device allocation, and a view of part of one, each released when it goes out of scope.
#pragma once

#include <utility>

#include "backend/device.hpp"

namespace prism::bloom {

class DeviceBuffer {
public:
    DeviceBuffer() = default;
    DeviceBuffer(backend::Device& device, std::size_t bytes)
        : device_(&device), memory_(device.allocate(bytes)) {}
    ~DeviceBuffer() {
        if (device_) device_->release(memory_);
    }
    DeviceBuffer(DeviceBuffer&& other) noexcept
        : device_(std::exchange(other.device_, nullptr)), memory_(std::exchange(other.memory_, {})) {}
    DeviceBuffer& operator=(DeviceBuffer&& other) noexcept {
        std::swap(device_, other.device_);
        std::swap(memory_, other.memory_);
        return *this;
    }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;

    backend::Memory memory() const { return memory_; }
    std::uint64_t handle() const { return memory_.handle; }
    std::size_t bytes() const { return memory_.bytes; }

private:
    backend::Device* device_ = nullptr;
    backend::Memory memory_;
};

// Bytes [offset, offset + bytes) of a buffer as a buffer of their own (Device::view).
class BufferView {
public:
    BufferView(backend::Device& device, const DeviceBuffer& buffer, std::size_t offset, std::size_t bytes)
        : device_(&device), memory_(device.view(buffer.handle(), offset, bytes)) {}
    ~BufferView() {
        if (device_) device_->release_view(memory_);
    }
    BufferView(BufferView&& other) noexcept
        : device_(std::exchange(other.device_, nullptr)), memory_(std::exchange(other.memory_, {})) {}
    BufferView& operator=(BufferView&& other) noexcept {
        std::swap(device_, other.device_);
        std::swap(memory_, other.memory_);
        return *this;
    }
    BufferView(const BufferView&) = delete;
    BufferView& operator=(const BufferView&) = delete;

    std::uint64_t handle() const { return memory_.handle; }

private:
    backend::Device* device_ = nullptr;
    backend::Memory memory_;
};

}  // namespace prism::bloom
