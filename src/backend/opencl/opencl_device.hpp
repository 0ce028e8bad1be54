// One opened OpenCL device: a context for it alone and an in-order, profiling command queue.
#pragma once

#include <memory>

#include "backend/cache/kernel_cache.hpp"
#include "backend/device.hpp"
#include "backend/opencl/opencl_enumerate.hpp"
#include "backend/opencl/opencl_owned.hpp"

namespace prism::backend::opencl {

// Every method may be called from several threads: OpenCL 1.2 calls are thread-safe except
// setting kernel arguments, which launches serialise per module (see OpenClModule).
// A `stream` is a cl_command_queue of this context; nullptr means the default queue.
class OpenClDevice final : public Device {
public:
    OpenClDevice(const Api& cl, const DeviceEntry& entry, int index,
                 std::shared_ptr<const cache::KernelCache> cache);
    ~OpenClDevice() override;

    const DeviceInfo& info() const override { return info_; }
    Dialect dialect() const override { return Dialect::opencl; }
    std::shared_ptr<Module> compile(const CompileRequest& request) override;

    // Defined in opencl_memory.cpp.
    Memory allocate(std::size_t bytes) override;
    Memory view(std::uint64_t handle, std::size_t offset, std::size_t bytes) override;
    void release_view(Memory view) noexcept override;
    void release(Memory memory) noexcept override;
    void upload(Memory dst, std::size_t offset, const void* src, std::size_t bytes, void* stream) override;
    void download(void* dst, Memory src, std::size_t offset, std::size_t bytes, void* stream) override;
    void copy(Memory dst, Memory src, std::size_t bytes, void* stream) override;
    std::optional<std::size_t> memory_size(std::uint64_t handle) override;

    void launch(const Module& module, int kernel, const LaunchShape& shape,
                const std::vector<std::uint64_t>& buffer_args, void* stream) override;
    void synchronize(void* stream) override;
    std::unique_ptr<Timer> create_timer() override;
    std::unique_ptr<SideStream> create_stream() override;
    void wait_for(void* waiter, void* signaller) override;
    std::size_t view_alignment() const override { return view_alignment_; }

    void* native_context() const override { return context_.get(); }
    void* native_device() const override { return device_; }
    void* native_queue() const override { return queue_.get(); }

private:
    cl_command_queue queue_for(void* stream) const;

    const Api& cl_;
    cl_device_id device_;
    Owned<cl_context> context_;
    Owned<cl_command_queue> queue_;  // declared after the context: released before it
    DeviceInfo info_;
    std::size_t max_allocation_ = 0;  // CL_DEVICE_MAX_MEM_ALLOC_SIZE
    std::size_t view_alignment_ = 1;  // CL_DEVICE_MEM_BASE_ADDR_ALIGN, in bytes
    std::shared_ptr<const cache::KernelCache> cache_;
};

}  // namespace prism::backend::opencl
