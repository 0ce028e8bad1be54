// The backend interface: what prism needs from a compute API, and nothing more.
// Implementations live in src/backend/cuda/ and src/backend/opencl/; they are the only places that
// name an API. Everything here speaks in opaque integers and pointers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace prism::backend {

// The source language a device compiles.
enum class Dialect { cuda, opencl };

// A device allocation: CUdeviceptr or cl_mem, as an integer, and its size.
struct Memory {
    std::uint64_t handle = 0;
    std::size_t bytes = 0;
};

// What to compile: one generated source holding several kernels.
struct CompileRequest {
    std::string source;
    std::vector<std::string> kernel_names;  // entry points, in the order launch() indexes them
    std::string generator_version;          // part of the cache key
};

// A compiled program; the kernels are addressed by their index in CompileRequest::kernel_names.
class Module {
public:
    virtual ~Module() = default;
    virtual int kernel_count() const = 0;
    // True if the binary came from the on-disk cache rather than the compiler.
    virtual bool from_cache() const = 0;
    // The most threads a block of kernel `index` may have on the module's device: OpenCL's
    // CL_KERNEL_WORK_GROUP_SIZE, CUDA's CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK. It can be below
    // the device's own limit (DeviceInfo::max_threads_per_block) for a kernel that needs many
    // registers or much private memory. Throws Error for an index out of range.
    virtual std::size_t max_threads_per_block(int index) const = 0;
};

// Of the kernels launched with threads[k] threads per block (k indexes the module; 0: not
// launched), the smallest own limit (max_threads_per_block) one of them exceeds; 0 when all fit.
// A plan or a module's user narrows its blocks to it and compiles again.
inline std::size_t smallest_exceeded_limit(const Module& module, const std::vector<std::size_t>& threads) {
    std::size_t smallest = 0;
    for (std::size_t k = 0; k < threads.size(); ++k) {
        if (threads[k] == 0) continue;
        const std::size_t limit = module.max_threads_per_block(static_cast<int>(k));
        if (threads[k] > limit && (smallest == 0 || limit < smallest)) smallest = limit;
    }
    return smallest;
}

struct LaunchShape {
    std::uint64_t blocks = 1;             // work-groups
    std::uint32_t threads_per_block = 1;  // work-items per group
    std::size_t shared_bytes = 0;         // dynamic shared memory (CUDA); OpenCL kernels declare theirs
    // Blocks per thread-block cluster (CUDA, sm_90 and later): consecutive blocks, which may read
    // each other's shared memory. 1 everywhere else.
    std::uint32_t cluster_blocks = 1;
};

// Measures device time between two points in a stream (device events).
class Timer {
public:
    virtual ~Timer() = default;
    virtual void start(void* stream) = 0;
    virtual void stop(void* stream) = 0;
    virtual double elapsed_ms() = 0;  // waits for stop
};

// A stream (CUDA) or in-order command queue (OpenCL) of the device's own, for work that may run
// alongside other streams' work: it is ordered against them only by Device::wait_for.
class SideStream {
public:
    virtual ~SideStream() = default;
    virtual void* native() const = 0;  // what launch() and the copies take as `stream`
};

// One opened device. Thread-safe: every method may be called from several threads.
// Every failure throws prism::Error with a status and a message naming the API call.
class Device {
public:
    virtual ~Device() = default;

    virtual const DeviceInfo& info() const = 0;
    virtual Dialect dialect() const = 0;

    // Compiles the source, or loads it from the kernel cache. compile_failed carries the log.
    virtual std::shared_ptr<Module> compile(const CompileRequest& request) = 0;

    virtual Memory allocate(std::size_t bytes) = 0;  // out_of_device_memory on failure
    virtual void release(Memory memory) noexcept = 0;
    // A handle to bytes [offset, offset + bytes) of an allocation (a user's temp buffer split into a
    // plan's temps), usable as a kernel argument; free it with release_view, never release.
    virtual Memory view(std::uint64_t handle, std::size_t offset, std::size_t bytes) = 0;
    virtual void release_view(Memory view) noexcept = 0;
    // Host <-> device copies; they return once the host memory may be reused/read.
    virtual void upload(Memory dst, std::size_t offset, const void* src, std::size_t bytes, void* stream) = 0;
    virtual void download(void* dst, Memory src, std::size_t offset, std::size_t bytes, void* stream) = 0;
    virtual void copy(Memory dst, Memory src, std::size_t bytes, void* stream) = 0;  // device to device, async

    // Enqueues one kernel. Every prism kernel takes device buffers only (sizes and strides are
    // compiled in), so the arguments are buffer handles.
    virtual void launch(const Module& module, int kernel, const LaunchShape& shape,
                        const std::vector<std::uint64_t>& buffer_args, void* stream) = 0;
    virtual void synchronize(void* stream) = 0;

    // The size of the allocation a user's raw handle refers to, where the API can tell
    // (cl_mem always; CUDA from the start of an allocation); nullopt where it cannot.
    virtual std::optional<std::size_t> memory_size(std::uint64_t handle) = 0;

    virtual std::unique_ptr<Timer> create_timer() = 0;

    // A new stream whose work may overlap other streams', or nullptr where the backend offers none
    // (callers then put all their work on one stream). Destroying it waits for its work.
    virtual std::unique_ptr<SideStream> create_stream() = 0;
    // Work given to `waiter` after this call starts only once everything `signaller` holds now has
    // finished, without blocking the host. Nothing to do when both name the same stream.
    virtual void wait_for(void* waiter, void* signaller) = 0;
    // The multiple of bytes a view()'s offset must be (OpenCL's CL_DEVICE_MEM_BASE_ADDR_ALIGN; 1
    // where any offset works).
    virtual std::size_t view_alignment() const = 0;

    virtual void* native_context() const = 0;
    virtual void* native_device() const = 0;
    virtual void* native_queue() const = 0;  // the default stream/queue (nullptr for CUDA's legacy stream)
};

// Where compiled kernels are kept between processes (see src/backend/cache/).
struct CacheSettings {
    bool enabled = true;
    std::string directory;  // empty: the default (see kernel_cache.hpp)
};

// The registry: which backends load on this machine, and opening a device on one.
std::vector<BackendReport> probe_backends();
// Backend::automatic picks CUDA when it has a device, else OpenCL (GPUs before CPUs).
std::unique_ptr<Device> open_device(Backend backend, int index, const CacheSettings& cache);

}  // namespace prism::backend
