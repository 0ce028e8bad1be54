#include "backend/cuda/cuda_device.hpp"

#include <cstdint>

#include "backend/cuda/cuda_error.hpp"
#include "backend/cuda/cuda_stream.hpp"
#include "backend/cuda/cuda_timer.hpp"
#include "backend/cuda/device_query.hpp"
#include "backend/cuda/nvrtc_compiler.hpp"

namespace prism::backend::cuda {
namespace {

CUdevice device_handle(const DriverApi& api, int index) {
    CUdevice device = 0;
    check(api, api.cuDeviceGet(&device, index), "cuDeviceGet", Status::invalid_device,
          "use a device index below the number of CUDA devices");
    return device;
}

// Rejects a null handle, and a range past the end when the allocation's size is known.
void require_range(const Memory& memory, std::size_t offset, std::size_t bytes, const char* what) {
    if (memory.handle == 0) throw Error(Status::invalid_buffer, std::string(what) + ": the device buffer is null");
    if (memory.bytes != 0 && (offset > memory.bytes || bytes > memory.bytes - offset))
        throw Error(Status::buffer_too_small, std::string(what) + ": bytes [" + std::to_string(offset) + ", " +
                                                  std::to_string(offset + bytes) + ") lie outside the " +
                                                  std::to_string(memory.bytes) + "-byte buffer");
}

constexpr const char* k_pointer_advice =
    "pass a device pointer of this device's primary context (from prism, cudaMalloc or cuMemAlloc)";

}  // namespace

CudaDevice::CudaDevice(const DriverApi& api, int index, std::shared_ptr<const cache::KernelCache> cache)
    : api_(api),
      info_(query_device_info(api, index)),
      context_(std::make_shared<const PrimaryContext>(api, device_handle(api, index))),
      cache_(std::move(cache)),
      target_(target_for(compute_capability(api, context_->device()))) {}

Memory CudaDevice::allocate(std::size_t bytes) {
    if (bytes == 0) return {};  // the driver rejects empty allocations; nothing to hold anyway
    context_->make_current();
    CUdeviceptr pointer = 0;
    check(api_, api_.cuMemAlloc(&pointer, bytes), "cuMemAlloc(" + std::to_string(bytes) + " bytes)",
          Status::device_error, "free device memory, or transform fewer or smaller batches at once");
    return Memory{pointer, bytes};
}

void CudaDevice::release(Memory memory) noexcept {
    if (memory.handle == 0) return;
    // A free that fails leaves nothing to recover; the context is torn down at exit anyway.
    if (api_.cuCtxSetCurrent(context_->context()) == CUDA_SUCCESS) (void)api_.cuMemFree(memory.handle);
}

// Device pointers are plain addresses: a view is an offset, with nothing to free.
Memory CudaDevice::view(std::uint64_t handle, std::size_t offset, std::size_t bytes) {
    return Memory{handle + offset, bytes};
}

void CudaDevice::release_view(Memory) noexcept {}

void CudaDevice::sync_stream(CUstream stream, const char* after) const {
    check(api_, api_.cuStreamSynchronize(stream), std::string("cuStreamSynchronize after ") + after,
          Status::device_error, "an earlier kernel or copy on this stream failed, or the stream is invalid",
          Blame::user_stream);
}

void CudaDevice::upload(Memory dst, std::size_t offset, const void* src, std::size_t bytes, void* stream) {
    if (bytes == 0) return;
    require_range(dst, offset, bytes, "upload");
    context_->make_current();
    auto cu_stream = static_cast<CUstream>(stream);
    check(api_, api_.cuMemcpyHtoDAsync(dst.handle + offset, src, bytes, cu_stream), "cuMemcpyHtoDAsync",
          Status::device_error, k_pointer_advice, Blame::user_pointer);
    // The contract lets the caller reuse `src` on return; from pinned memory the copy is still running.
    sync_stream(cu_stream, "cuMemcpyHtoDAsync");
}

void CudaDevice::download(void* dst, Memory src, std::size_t offset, std::size_t bytes, void* stream) {
    if (bytes == 0) return;
    require_range(src, offset, bytes, "download");
    context_->make_current();
    auto cu_stream = static_cast<CUstream>(stream);
    check(api_, api_.cuMemcpyDtoHAsync(dst, src.handle + offset, bytes, cu_stream), "cuMemcpyDtoHAsync",
          Status::device_error, k_pointer_advice, Blame::user_pointer);
    sync_stream(cu_stream, "cuMemcpyDtoHAsync");  // the caller reads `dst` on return
}

void CudaDevice::copy(Memory dst, Memory src, std::size_t bytes, void* stream) {
    if (bytes == 0) return;
    require_range(dst, 0, bytes, "copy destination");
    require_range(src, 0, bytes, "copy source");
    context_->make_current();
    check(api_, api_.cuMemcpyDtoDAsync(dst.handle, src.handle, bytes, static_cast<CUstream>(stream)),
          "cuMemcpyDtoDAsync", Status::device_error, k_pointer_advice, Blame::user_pointer);
}

void CudaDevice::synchronize(void* stream) {
    context_->make_current();
    sync_stream(static_cast<CUstream>(stream), "the enqueued work");
}

std::optional<std::size_t> CudaDevice::memory_size(std::uint64_t handle) {
    if (handle == 0 || api_.cuCtxSetCurrent(context_->context()) != CUDA_SUCCESS) return std::nullopt;
    CUdeviceptr base = 0;
    std::size_t size = 0;
    if (api_.cuMemGetAddressRange(&base, &size, handle) != CUDA_SUCCESS) return std::nullopt;
    return static_cast<std::size_t>(base + size - handle);  // from the handle, not the allocation's start
}

std::unique_ptr<Timer> CudaDevice::create_timer() { return std::make_unique<CudaTimer>(context_); }

std::unique_ptr<SideStream> CudaDevice::create_stream() { return std::make_unique<CudaStream>(context_); }

void CudaDevice::wait_for(void* waiter, void* signaller) {
    if (waiter == signaller) return;  // one stream runs in order
    wait_on_device(*context_, static_cast<CUstream>(waiter), static_cast<CUstream>(signaller));
}

void* CudaDevice::native_device() const {
    return reinterpret_cast<void*>(static_cast<std::intptr_t>(context_->device()));
}

}  // namespace prism::backend::cuda
