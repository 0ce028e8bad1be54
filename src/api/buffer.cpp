#include "api/impl.hpp"

namespace prism {
namespace {

void check_range(const detail::BufferImpl* impl, std::size_t bytes, std::size_t offset, const char* what) {
    if (!impl) throw Error(Status::invalid_buffer, std::string("Buffer::") + what + " on an empty Buffer");
    if (offset > impl->memory.bytes || bytes > impl->memory.bytes - offset)
        throw Error(Status::buffer_too_small, std::string("Buffer::") + what + " of " + std::to_string(bytes) +
                                                  " bytes at offset " + std::to_string(offset) + " overruns the buffer's " +
                                                  std::to_string(impl->memory.bytes) + " bytes");
}

}  // namespace

Buffer::Buffer() = default;
Buffer::~Buffer() = default;
Buffer::Buffer(Buffer&&) noexcept = default;
Buffer& Buffer::operator=(Buffer&&) noexcept = default;
Buffer::Buffer(std::unique_ptr<detail::BufferImpl> impl) : impl_(std::move(impl)) {}

std::size_t Buffer::bytes() const { return impl_ ? impl_->memory.bytes : 0; }
DeviceAddress Buffer::address() const { return {impl_ ? impl_->memory.handle : 0}; }

void Buffer::upload(const void* host, std::size_t bytes, std::size_t offset) {
    check_range(impl_.get(), bytes, offset, "upload");
    if (!host && bytes) throw Error(Status::invalid_argument, "Buffer::upload from a null host pointer");
    impl_->device->upload(impl_->memory, offset, host, bytes, nullptr);
}

void Buffer::download(void* host, std::size_t bytes, std::size_t offset) const {
    check_range(impl_.get(), bytes, offset, "download");
    if (!host && bytes) throw Error(Status::invalid_argument, "Buffer::download to a null host pointer");
    impl_->device->download(host, impl_->memory, offset, bytes, nullptr);
}

}  // namespace prism
