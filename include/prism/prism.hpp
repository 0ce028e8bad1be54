// prism: GPU FFTs generated at run time for the device in hand.
// The C++ API. See docs/user-guide.md for a tour; include/prism/prism.h is the C API over this one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <vector>

namespace prism {

// ---------------------------------------------------------------- status and errors

enum class Status : int {
#define PRISM_STATUS(name, value, text) name = value,
#include "prism/status_list.h"
#undef PRISM_STATUS
};

// The stable snake_case name of a status ("unsupported_size").
const char* status_name(Status s) noexcept;
// One sentence on what the status means in general.
const char* status_text(Status s) noexcept;

// Every failure inside the C++ API is thrown as an Error: a status code plus a message that names
// the field, the value and, where there is one, what to do about it.
class Error : public std::exception {
public:
    Error(Status status, std::string message);
    Status status() const noexcept { return status_; }
    const char* what() const noexcept override { return message_.c_str(); }

private:
    Status status_;
    std::string message_;
};

// ---------------------------------------------------------------- describing a transform

inline constexpr int k_max_rank = 8;

enum class Precision { F32, F64 };
// C2C: complex to complex.
// R2C: forward is real to complex (FFTW r2c, numpy rfftn): the last axis of N reals gives N/2+1
//      complex values (the Hermitian half); inverse is complex to real (c2r, irfftn).
// R2R: real to real, one kind per axis (Config::r2r_kinds): DCT and DST types I-IV.
enum class Transform { C2C, R2C, R2R };
enum class Direction { forward, inverse };

// Real-to-real kinds with FFTW's definitions and scaling (REDFT00/10/01/11, RODFT00/10/01/11).
// The inverse of a plan runs the inverse kind: dct2 <-> dct3, dst2 <-> dst3, the others are their
// own inverses; unnormalized, each round trip multiplies by the logical size (2(n-1) for dct1,
// 2(n+1) for dst1, 2n otherwise). dct1 needs n >= 2.
enum class R2RKind { dct1, dct2, dct3, dct4, dst1, dst2, dst3, dst4 };
const char* r2r_kind_name(R2RKind kind) noexcept;  // "dct2", FFTW's "REDFT10" in docs

// Scaling, as numpy's `norm=`: `none` scales neither direction (FFTW, cuFFT and VkFFT convention,
// the default); `backward` scales the inverse by 1/N; `ortho` both by 1/sqrt(N); `forward` the
// forward by 1/N. N is the product of the transformed lengths.
enum class Norm { none, backward, ortho, forward };

// fp64 twiddles always come from tables computed in long double; fp32 ones may be computed on the
// fly with the device's sincospi instead (less memory traffic, slightly larger error).
enum class TwiddleSource { table, computed };

// Index arithmetic width inside kernels. `automatic` picks 64-bit once a buffer spans 2^31 elements.
enum class IndexWidth { automatic, i32, i64 };

struct Config {
    // Transformed axes, row-major: slowest first, the last axis is contiguous in the packed layout
    // (numpy, FFTW and cuFFT order; VkFFT lists them the other way round).
    std::vector<std::int64_t> shape;
    std::int64_t batch = 1;
    Transform transform = Transform::C2C;
    Precision precision = Precision::F32;
    // Transform::R2R: one kind per axis of `shape`.
    std::vector<R2RKind> r2r_kinds;

    // Layouts as in cufftPlanMany, in elements. Empty strides / zero distance mean packed row-major.
    // Strides are per axis of `shape` (same order); the distance separates consecutive batches.
    // Transform::R2C: `in_*` always describes the real side and `out_*` the complex side, in
    // elements of their own type (reals, complexes), whichever way the plan runs; the inverse reads
    // a buffer laid out as `out_*` and writes one laid out as `in_*`. The complex side's last axis
    // holds shape.back()/2 + 1 elements.
    std::vector<std::int64_t> in_strides;
    std::vector<std::int64_t> out_strides;
    std::int64_t in_distance = 0;
    std::int64_t out_distance = 0;

    // Advanced: further batch axes, each with its own length and strides (FFTW's guru howmany
    // dimensions). Needed to transform a subset of an array's axes, e.g. axis 1 of a 3-D array.
    struct BatchAxis {
        std::int64_t length = 1;
        std::int64_t in_stride = 1;
        std::int64_t out_stride = 1;
    };
    std::vector<BatchAxis> batch_axes;

    Norm norm = Norm::none;
    bool normalize = false;  // shorthand for norm = Norm::backward (inverse divided by N)

    TwiddleSource twiddles = TwiddleSource::table;
    IndexWidth index_width = IndexWidth::automatic;

    // Scratch memory. Multi-pass and Bluestein plans need a temp of Plan::temp_size() bytes. By
    // default the plan allocates it once, at creation; then one plan must not run on two streams at
    // once. With user_temp the plan allocates none and execute() takes the caller's temp, so each
    // stream can bring its own.
    bool user_temp = false;

    // Transform::R2C: pad the real side's packed rows to 2*(N/2+1) reals (FFTW's in-place layout), so
    // the real and complex sides share one buffer; needed for in-place execution with packed strides.
    bool real_padded = false;
    // Transform::R2C inverse (complex to real), out of place, on more than one axis: by default the
    // input is left untouched, at the cost of a temp as large as the complex data (temp_size()). With
    // destroy_input the C2C passes work in the input buffer instead, as cuFFT and VkFFT do.
    bool destroy_input = false;

    // Advanced, for tuning and experiments: the butterfly radices of every single-pass kernel of a
    // given length, in stage order, replacing the planner's choice. Each list stands for the length
    // its radices multiply to (a list {16, 16, 4} applies to kernels of 1024 points, wherever the
    // plan has one: an axis, a four-step slice or a Bluestein FFT); lengths no kernel has are
    // ignored. A radix must be one the device's generator builds: 2 to 16 and 11, 13 (products of
    // 2, 3, 5, 7), or a prime that runs as a Rader stage on this device; the plan is refused
    // (invalid_argument) otherwise. `prism tune` times such lists to fill the planner's tables.
    std::vector<std::vector<int>> stage_radices;

    // Advanced, for tuning and experiments, like stage_radices: the block shape of every plain
    // single-pass kernel (contiguous C2C rows, no fused pre- or post-processing, no shared Rader
    // stage) of a given length, of every even-length R2C / C2R half-length pass over contiguous
    // rows (length = half the real length), of every odd-length R2C / C2R pass that carries two
    // real rows as one (length = N), and of every one-pass DCT/DST of type II or III over
    // contiguous rows, one row or two as one (length = N), and of Bluestein's convolution of
    // contiguous complex rows in one kernel (length = its padded M; asking for a shape of M also
    // asks for that one-kernel form), replacing the planner's. threads_per_sequence 0 keeps the
    // planner's count; resident_blocks is the launch bound's blocks per multiprocessor (CUDA's
    // __launch_bounds__, which caps the registers a thread may take), 0 for none, -1 to keep the
    // planner's. split_exchange 1 has a plain C2C kernel's stages exchange their real parts, then
    // their imaginary parts, through half the shared memory (where its stages allow: power-of-two
    // spans), 0 exchanges whole complex values, -1 keeps the planner's choice. A block of more
    // threads than the device allows is refused (invalid_argument).
    // `prism tune --shapes` times such shapes to fill the planner's tables.
    struct KernelShape {
        std::int64_t length = 0;
        int threads_per_sequence = 0;
        int resident_blocks = -1;
        int split_exchange = -1;
        bool operator==(const KernelShape&) const = default;
    };
    std::vector<KernelShape> kernel_shapes;
};

// ---------------------------------------------------------------- devices and contexts

enum class Backend { automatic, cuda, opencl };
const char* backend_name(Backend b) noexcept;

struct DeviceInfo {
    Backend backend = Backend::automatic;
    int index = 0;
    std::string name;
    std::string vendor;
    std::string driver_version;
    std::string compiler_version;   // NVRTC version, or the OpenCL C version the device compiles
    std::string architecture;       // "sm_90", or the OpenCL device version string
    std::size_t global_memory_bytes = 0;
    std::size_t shared_memory_per_block = 0;  // the most one block may use (after opt-in)
    std::size_t l2_cache_bytes = 0;
    int max_threads_per_block = 0;
    int warp_size = 0;
    int compute_units = 0;
    bool fp64 = false;
};

// What `Context::probe` found for one backend: usable devices, or why there are none.
struct BackendReport {
    Backend backend = Backend::automatic;
    bool available = false;
    std::string message;              // why it is unavailable, or the runtime's version
    std::vector<DeviceInfo> devices;
};

struct ContextOptions {
    Backend backend = Backend::automatic;  // automatic: CUDA if a GPU is present, else OpenCL
    int device = 0;
    // Kernel cache: empty dir means $PRISM_CACHE_DIR, else $XDG_CACHE_HOME/prism, else ~/.cache/prism.
    // PRISM_CACHE=0 in the environment, or cache = false here, disables it.
    bool cache = true;
    std::string cache_dir;
};

// A stream (CUDA) or command queue (OpenCL). The default-constructed Stream is the context's own.
class Stream {
public:
    Stream() = default;
    explicit Stream(void* native) : native_(native) {}
    void* native() const { return native_; }

private:
    void* native_ = nullptr;
};

// Device memory the user owns: a CUdeviceptr (CUDA) or a cl_mem (OpenCL), as an integer.
struct DeviceAddress {
    std::uint64_t handle = 0;
};

class Context;
class Plan;
namespace detail {
struct ContextImpl;
struct BufferImpl;
struct PlanImpl;
}  // namespace detail

// Device memory prism allocates and frees. Movable, not copyable.
class Buffer {
public:
    Buffer();
    ~Buffer();
    Buffer(Buffer&&) noexcept;
    Buffer& operator=(Buffer&&) noexcept;
    Buffer(const Buffer&) = delete;
    Buffer& operator=(const Buffer&) = delete;

    std::size_t bytes() const;
    DeviceAddress address() const;  // the native handle, for APIs that take raw memory
    void upload(const void* host, std::size_t bytes, std::size_t offset = 0);
    void download(void* host, std::size_t bytes, std::size_t offset = 0) const;

    template <class T>
    void upload(const std::vector<T>& host) { upload(host.data(), host.size() * sizeof(T)); }
    template <class T>
    void download(std::vector<T>& host) const { download(host.data(), host.size() * sizeof(T)); }

private:
    friend class Context;
    friend class Plan;
    explicit Buffer(std::unique_ptr<detail::BufferImpl> impl);
    std::unique_ptr<detail::BufferImpl> impl_;
};

// A compiled transform. Cheap to copy (shared); safe to execute from several threads on
// different streams at once.
class Plan {
public:
    Plan() = default;

    void forward(Buffer& data, Stream stream = {}) const;
    void forward(const Buffer& in, Buffer& out, Stream stream = {}) const;
    void inverse(Buffer& data, Stream stream = {}) const;
    void inverse(const Buffer& in, Buffer& out, Stream stream = {}) const;
    // Raw memory the user owns; in == out means in place.
    void execute(Direction direction, DeviceAddress in, DeviceAddress out, Stream stream = {}) const;
    // The same with the caller's temp of at least temp_size() bytes (required with Config::user_temp).
    void execute(Direction direction, DeviceAddress in, DeviceAddress out, DeviceAddress temp, Stream stream = {}) const;

    const Config& config() const;
    std::string explain() const;              // problem, plan tree and kernel list, as text
    std::size_t work_size() const;            // device bytes the plan holds besides the user's data
    std::size_t temp_size() const;            // scratch bytes a transform needs (0 for single-pass plans)
    std::size_t input_bytes() const;          // bytes the input layout spans
    std::size_t output_bytes() const;         // bytes the output layout spans

private:
    friend class Context;
    explicit Plan(std::shared_ptr<const detail::PlanImpl> impl) : impl_(std::move(impl)) {}
    std::shared_ptr<const detail::PlanImpl> impl_;
};

class Context {
public:
    Context() = default;
    static Context create(const ContextOptions& options = {});
    // Loads every backend it can and lists what each found; never throws.
    static std::vector<BackendReport> probe();

    const DeviceInfo& device() const;
    Backend backend() const;
    Plan plan(const Config& config) const;
    Buffer allocate(std::size_t bytes) const;
    void synchronize(Stream stream = {}) const;

    // Native handles for interoperation: CUcontext / cl_context, CUdevice (as an integer) /
    // cl_device_id, and the default CUstream / cl_command_queue.
    void* native_context() const;
    void* native_device() const;
    void* native_queue() const;

private:
    std::shared_ptr<detail::ContextImpl> impl_;
};

}  // namespace prism
