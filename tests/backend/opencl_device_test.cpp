// The OpenCL backend on whatever OpenCL device the machine has (PoCL's CPU device in CI).
//
// PRISM_TEST_OPENCL_DEVICE picks the device index (default 0). Without any OpenCL device the
// tests skip, unless PRISM_TEST_REQUIRE_OPENCL=1 (set it in CI so a broken PoCL fails the build).
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "backend/cache/kernel_cache.hpp"
#include "backend/opencl/opencl_backend.hpp"
#include "backend/opencl/opencl_cache_key.hpp"

namespace {

using namespace prism;
using namespace prism::backend;
namespace ocl = prism::backend::opencl;

constexpr std::uint32_t k_group = 256;
constexpr std::uint64_t k_groups = 4;
constexpr std::size_t k_count = k_group * k_groups;

// The shape of a generated kernel: restrict-qualified complex buffers, a LUT, a statically
// sized __local exchange and a barrier. Each group reverses its 256 elements and multiplies
// them by the LUT, so a missing barrier or a wrong local size gives wrong numbers.
std::string exchange_kernel(const std::string& real, const std::string& name = "k") {
    std::string prefix = real == "double" ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" : "";
    prefix += "#define cplx " + real + "2\n#define NAME " + name + "\n";
    return prefix + R"(
__kernel void NAME(__global const cplx* restrict in, __global cplx* restrict out,
                   __global const cplx* restrict lut) {
    __local cplx sm[256];
    const uint t = get_local_id(0);
    const uint base = get_group_id(0) * 256u;
    sm[t] = in[base + t];
    barrier(CLK_LOCAL_MEM_FENCE);
    const cplx a = sm[255u - t];
    const cplx w = lut[t];
    out[base + t] = (cplx)(a.x * w.x - a.y * w.y, a.x * w.y + a.y * w.x);
}
#undef cplx
#undef NAME
)";
}

template <class Real>
std::vector<std::complex<Real>> random_complex(std::size_t count, unsigned seed) {
    std::mt19937 engine(seed);
    std::uniform_real_distribution<Real> uniform(-1, 1);
    std::vector<std::complex<Real>> values(count);
    for (auto& value : values) value = {uniform(engine), uniform(engine)};
    return values;
}

template <class Real>
std::vector<std::complex<Real>> expected_exchange(const std::vector<std::complex<Real>>& in,
                                                  const std::vector<std::complex<Real>>& lut) {
    std::vector<std::complex<Real>> out(in.size());
    for (std::size_t i = 0; i < in.size(); ++i) {
        std::size_t group = i / k_group, t = i % k_group;
        out[i] = in[group * k_group + (k_group - 1 - t)] * lut[t];
    }
    return out;
}

int device_index() {
    const char* value = std::getenv("PRISM_TEST_OPENCL_DEVICE");
    return value ? std::atoi(value) : 0;
}

bool opencl_required() {
    const char* value = std::getenv("PRISM_TEST_REQUIRE_OPENCL");
    return value && std::string(value) == "1";
}

const BackendReport& report() {
    static const BackendReport probed = ocl::probe();
    return probed;
}

// A fresh directory under the system's temporary directory, removed at the end of the test.
class TempDirectory {
public:
    TempDirectory() {
        std::random_device seed;
        path_ = std::filesystem::temp_directory_path() /
                ("prism-opencl-test-" + std::to_string(seed()) + std::to_string(seed()));
        std::filesystem::create_directories(path_);
    }
    ~TempDirectory() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

}  // namespace

namespace {

// A device allocation released at scope exit, so a failed assertion does not leak it.
class DeviceBuffer {
public:
    DeviceBuffer(Device& device, std::size_t bytes) : device_(device), memory_(device.allocate(bytes)) {}
    ~DeviceBuffer() { device_.release(memory_); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    const Memory& memory() const { return memory_; }
    std::uint64_t handle() const { return memory_.handle; }

private:
    Device& device_;
    Memory memory_;
};

// Runs the exchange kernel on random data and compares with the host. Each element is one
// complex product; 8 ulps leave room for a contracted (fused) multiply-add on the device.
template <class Real>
void expect_exchange_works(Device& device, const Module& module, int kernel = 0, void* stream = nullptr) {
    using Complex = std::complex<Real>;
    const auto in = random_complex<Real>(k_count, 1);
    const auto lut = random_complex<Real>(k_group, 2);
    DeviceBuffer d_in(device, k_count * sizeof(Complex)), d_out(device, k_count * sizeof(Complex));
    DeviceBuffer d_lut(device, k_group * sizeof(Complex));
    device.upload(d_in.memory(), 0, in.data(), k_count * sizeof(Complex), stream);
    device.upload(d_lut.memory(), 0, lut.data(), k_group * sizeof(Complex), stream);
    device.launch(module, kernel, LaunchShape{k_groups, k_group, 0},
                  {d_in.handle(), d_out.handle(), d_lut.handle()}, stream);
    std::vector<Complex> out(k_count);
    device.download(out.data(), d_out.memory(), 0, k_count * sizeof(Complex), stream);
    const auto expected = expected_exchange(in, lut);
    const Real tolerance = 8 * std::numeric_limits<Real>::epsilon();
    for (std::size_t i = 0; i < k_count; ++i)
        ASSERT_LE(std::abs(out[i] - expected[i]), tolerance) << "element " << i;
}

CompileRequest exchange_request(const std::string& real, const std::string& version = "test-1") {
    return CompileRequest{exchange_kernel(real), {"k"}, version};
}

class OpenClDeviceTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (!report().available) {
            if (opencl_required()) FAIL() << "no OpenCL device: " << report().message;
            GTEST_SKIP() << "no OpenCL device: " << report().message;
        }
        device_ = ocl::open(device_index(), nullptr);
    }
    Device& device() { return *device_; }

    std::unique_ptr<Device> device_;
};

// Runs `body`, expects it to throw prism::Error with `status`, and returns the message.
template <class Body>
std::string expect_error(Status status, Body&& body) {
    try {
        body();
    } catch (const Error& error) {
        EXPECT_EQ(status_name(error.status()), std::string(status_name(status))) << error.what();
        return error.what();
    }
    ADD_FAILURE() << "expected Error(" << status_name(status) << ")";
    return {};
}

}  // namespace

TEST(OpenClProbe, ListsDevicesWithTheirCapabilities) {
    const BackendReport& probed = report();
    EXPECT_EQ(probed.backend, Backend::opencl);
    if (!probed.available) {
        if (opencl_required()) FAIL() << probed.message;
        GTEST_SKIP() << probed.message;
    }
    ASSERT_FALSE(probed.devices.empty());
    for (std::size_t i = 0; i < probed.devices.size(); ++i) {
        const DeviceInfo& info = probed.devices[i];
        EXPECT_EQ(info.backend, Backend::opencl);
        EXPECT_EQ(info.index, static_cast<int>(i));
        EXPECT_FALSE(info.name.empty());
        EXPECT_FALSE(info.architecture.empty());
        EXPECT_FALSE(info.compiler_version.empty());
        EXPECT_GT(info.global_memory_bytes, 0u);
        EXPECT_GT(info.shared_memory_per_block, 0u);
        EXPECT_GT(info.max_threads_per_block, 0);
        EXPECT_GT(info.compute_units, 0);
        EXPECT_GE(info.warp_size, 1);
    }
}

TEST(OpenClProbe, ListsPoclsCpuDevice) {
    const BackendReport& probed = report();
    const DeviceInfo* pocl = nullptr;
    for (const DeviceInfo& info : probed.devices)
        if (info.architecture.find("PoCL") != std::string::npos) pocl = &info;
    if (!pocl) GTEST_SKIP() << "PoCL is not installed here: " << probed.message;
    EXPECT_EQ(pocl->warp_size, 1);  // a CPU device: no lockstep width
    EXPECT_NE(pocl->compiler_version.find("OpenCL C"), std::string::npos);
    EXPECT_NE(probed.message.find("Portable Computing Language"), std::string::npos) << probed.message;
}

TEST_F(OpenClDeviceTest, OpensTheProbedDevice) {
    const DeviceInfo& probed = report().devices.at(static_cast<std::size_t>(device_index()));
    EXPECT_EQ(device().info().name, probed.name);
    EXPECT_EQ(device().info().architecture, probed.architecture);
    EXPECT_EQ(device().dialect(), Dialect::opencl);
    EXPECT_NE(device().native_context(), nullptr);
    EXPECT_NE(device().native_device(), nullptr);
    EXPECT_NE(device().native_queue(), nullptr);
}

TEST_F(OpenClDeviceTest, RefusesAnIndexOutOfRange) {
    std::string message = expect_error(Status::invalid_device,
                                       [] { ocl::open(static_cast<int>(report().devices.size()), nullptr); });
    EXPECT_NE(message.find("out of range"), std::string::npos) << message;
    expect_error(Status::invalid_device, [] { ocl::open(-1, nullptr); });
}

TEST_F(OpenClDeviceTest, UploadsAndDownloads) {
    std::vector<std::uint32_t> host(1000);
    for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<std::uint32_t>(i * 2654435761u);
    const std::size_t bytes = host.size() * sizeof(std::uint32_t);
    DeviceBuffer a(device(), bytes), b(device(), bytes);
    device().upload(a.memory(), 0, host.data(), bytes, nullptr);
    device().copy(b.memory(), a.memory(), bytes, nullptr);
    std::vector<std::uint32_t> back(host.size());
    device().download(back.data(), b.memory(), 0, bytes, nullptr);
    EXPECT_EQ(back, host);
    // A part of the buffer, at an offset.
    const std::uint32_t patch[2] = {7, 9};
    device().upload(b.memory(), 40, patch, sizeof patch, device().native_queue());
    std::uint32_t read[3] = {};
    device().download(read, b.memory(), 36, sizeof read, nullptr);
    EXPECT_EQ(read[0], host[9]);
    EXPECT_EQ(read[1], 7u);
    EXPECT_EQ(read[2], 9u);
}

// Copies chained over two queues, ordered only by wait_for, and a view at the device's alignment.
TEST_F(OpenClDeviceTest, SideQueueJoinsTheDefaultQueueThroughWaitFor) {
    std::vector<std::uint32_t> host(1 << 16);
    for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<std::uint32_t>(i * 40503u + 1u);
    const std::size_t bytes = host.size() * sizeof(std::uint32_t);
    DeviceBuffer a(device(), bytes), b(device(), bytes), c(device(), bytes);
    const std::unique_ptr<SideStream> side = device().create_stream();
    ASSERT_NE(side, nullptr);
    device().upload(a.memory(), 0, host.data(), bytes, nullptr);
    device().copy(b.memory(), a.memory(), bytes, nullptr);
    device().wait_for(side->native(), nullptr);
    device().copy(c.memory(), b.memory(), bytes, side->native());
    device().wait_for(nullptr, side->native());
    std::vector<std::uint32_t> back(host.size());
    device().download(back.data(), c.memory(), 0, bytes, nullptr);
    EXPECT_EQ(back, host);

    const std::size_t alignment = device().view_alignment();
    ASSERT_GE(alignment, 1u);
    ASSERT_LT(alignment, bytes / 2);
    const Memory view = device().view(c.handle(), alignment, 8);
    const std::uint32_t patch[2] = {11, 13};
    device().upload(view, 0, patch, sizeof patch, side->native());
    device().wait_for(nullptr, side->native());
    std::uint32_t read[2] = {};
    device().download(read, c.memory(), alignment, sizeof read, nullptr);
    device().release_view(view);
    EXPECT_EQ(read[0], 11u);
    EXPECT_EQ(read[1], 13u);
}

TEST_F(OpenClDeviceTest, RefusesRangesOutsideTheBuffer) {
    DeviceBuffer buffer(device(), 64);
    char host[16] = {};
    expect_error(Status::invalid_argument, [&] { device().upload(buffer.memory(), 56, host, 16, nullptr); });
    expect_error(Status::invalid_buffer, [&] { device().download(host, Memory{}, 0, 16, nullptr); });
}

TEST_F(OpenClDeviceTest, ReportsTheSizeOfABuffer) {
    DeviceBuffer buffer(device(), 12345);
    EXPECT_EQ(device().memory_size(buffer.handle()), std::optional<std::size_t>(12345));
    EXPECT_EQ(device().memory_size(0), std::nullopt);
}

TEST_F(OpenClDeviceTest, RefusesAnOversizedAllocation) {
    const std::size_t too_large = device().info().global_memory_bytes * 2 + 1;
    std::string message = expect_error(Status::out_of_device_memory, [&] { device().allocate(too_large); });
    EXPECT_NE(message.find("CL_DEVICE_MAX_MEM_ALLOC_SIZE"), std::string::npos) << message;
    expect_error(Status::invalid_argument, [&] { device().allocate(0); });
}

TEST_F(OpenClDeviceTest, CompilesAndRunsAFloatKernel) {
    std::shared_ptr<Module> module = device().compile(exchange_request("float"));
    EXPECT_EQ(module->kernel_count(), 1);
    EXPECT_FALSE(module->from_cache());
    expect_exchange_works<float>(device(), *module);
}

TEST_F(OpenClDeviceTest, CompilesAndRunsADoubleKernel) {
    if (!device().info().fp64) GTEST_SKIP() << device().info().name << " reports no fp64";
    std::shared_ptr<Module> module = device().compile(exchange_request("double"));
    expect_exchange_works<double>(device(), *module);
}

TEST_F(OpenClDeviceTest, AddressesSeveralKernelsOfOneModuleByIndex) {
    CompileRequest request{exchange_kernel("float", "first") + exchange_kernel("float", "second"),
                           {"second", "first"},
                           "test-1"};
    std::shared_ptr<Module> module = device().compile(request);
    ASSERT_EQ(module->kernel_count(), 2);
    expect_exchange_works<float>(device(), *module, 0);
    expect_exchange_works<float>(device(), *module, 1);
    expect_error(Status::launch_failed, [&] { device().launch(*module, 2, {}, {}, nullptr); });
}

// Each kernel's own work-group limit (CL_KERNEL_WORK_GROUP_SIZE): at least one work-item, at most
// the device's limit; an index out of range is an error, not a read past the kernels.
TEST_F(OpenClDeviceTest, ReportsEachKernelsWorkGroupLimit) {
    std::shared_ptr<Module> module = device().compile(exchange_request("float"));
    const std::size_t limit = module->max_threads_per_block(0);
    EXPECT_GE(limit, 1u);
    EXPECT_LE(limit, static_cast<std::size_t>(device().info().max_threads_per_block));
    expect_error(Status::launch_failed, [&] { (void)module->max_threads_per_block(1); });
}

TEST_F(OpenClDeviceTest, LoadsTheSecondCompilationFromTheCache) {
    TempDirectory directory;
    auto cache = std::make_shared<const cache::KernelCache>(directory.path());
    std::unique_ptr<Device> cached = ocl::open(device_index(), cache);
    EXPECT_FALSE(cached->compile(exchange_request("float"))->from_cache());
    std::shared_ptr<Module> second = cached->compile(exchange_request("float"));
    EXPECT_TRUE(second->from_cache());
    expect_exchange_works<float>(*cached, *second);
    // Another opening of the device, as another process would see it.
    std::unique_ptr<Device> reopened = ocl::open(device_index(), cache);
    std::shared_ptr<Module> third = reopened->compile(exchange_request("float"));
    EXPECT_TRUE(third->from_cache());
    expect_exchange_works<float>(*reopened, *third);
    // A different generator version is a different entry.
    EXPECT_FALSE(cached->compile(exchange_request("float", "test-2"))->from_cache());
}

TEST_F(OpenClDeviceTest, CompilesTheSourceWhenTheCachedBinaryIsUnusable) {
    TempDirectory directory;
    auto cache = std::make_shared<const cache::KernelCache>(directory.path());
    std::unique_ptr<Device> cached = ocl::open(device_index(), cache);
    const CompileRequest request = exchange_request("float");
    // A well-formed entry whose payload no driver accepts as a program binary.
    cache->store(ocl::cache_key(cached->info(), request), std::vector<std::uint8_t>(64, 0x5a));
    std::shared_ptr<Module> module = cached->compile(request);
    EXPECT_FALSE(module->from_cache());
    expect_exchange_works<float>(*cached, *module);
    EXPECT_TRUE(cached->compile(request)->from_cache());  // the good binary replaced the bad one
}

TEST_F(OpenClDeviceTest, ReportsASyntaxErrorWithTheCompilerLog) {
    CompileRequest request{
        "__kernel void broken(__global float* out) { out[0] = undeclared_name; }\n", {"broken"}, "test-1"};
    std::string message = expect_error(Status::compile_failed, [&] { device().compile(request); });
    EXPECT_NE(message.find("clBuildProgram"), std::string::npos) << message;
    EXPECT_NE(message.find("CL_BUILD_PROGRAM_FAILURE"), std::string::npos) << message;
    EXPECT_NE(message.find("undeclared_name"), std::string::npos) << message;
    // The message points at a saved copy of the full source.
    const std::string marker = "full source: ";
    const std::size_t at = message.find(marker);
    ASSERT_NE(at, std::string::npos) << message;
    const std::string path = message.substr(at + marker.size(), message.find('\n', at) - at - marker.size());
    EXPECT_TRUE(std::filesystem::exists(path)) << path;
}

TEST_F(OpenClDeviceTest, NamesTheKernelsAProgramHasWhenOneIsMissing) {
    CompileRequest request{exchange_kernel("float"), {"missing"}, "test-1"};
    std::string message = expect_error(Status::module_load_failed, [&] { device().compile(request); });
    EXPECT_NE(message.find("missing"), std::string::npos) << message;
    EXPECT_NE(message.find("CL_INVALID_KERNEL_NAME"), std::string::npos) << message;
}

TEST_F(OpenClDeviceTest, RefusesLaunchesTheKernelCannotRun) {
    std::shared_ptr<Module> module = device().compile(exchange_request("float"));
    DeviceBuffer buffer(device(), k_count * 8);
    const std::vector<std::uint64_t> args{buffer.handle(), buffer.handle(), buffer.handle()};
    const auto too_many = static_cast<std::uint32_t>(device().info().max_threads_per_block) * 2;
    std::string message = expect_error(Status::launch_failed, [&] {
        device().launch(*module, 0, LaunchShape{1, too_many, 0}, args, nullptr);
    });
    EXPECT_NE(message.find("CL_KERNEL_WORK_GROUP_SIZE"), std::string::npos) << message;
    message = expect_error(Status::launch_failed, [&] {
        device().launch(*module, 0, LaunchShape{1, k_group, 0}, {buffer.handle()}, nullptr);
    });
    EXPECT_NE(message.find("takes 3 arguments"), std::string::npos) << message;
    expect_error(Status::invalid_buffer, [&] {
        device().launch(*module, 0, LaunchShape{1, k_group, 0}, {buffer.handle(), 0, buffer.handle()},
                        nullptr);
    });
    device().synchronize(nullptr);
}

TEST_F(OpenClDeviceTest, RefusesAModuleOfAnotherDevice) {
    std::unique_ptr<Device> other = ocl::open(device_index(), nullptr);
    std::shared_ptr<Module> module = other->compile(exchange_request("float"));
    expect_error(Status::invalid_argument, [&] { device().launch(*module, 0, LaunchShape{}, {}, nullptr); });
}

TEST_F(OpenClDeviceTest, RefusesABufferOfAnotherContext) {
    std::unique_ptr<Device> other = ocl::open(device_index(), nullptr);
    DeviceBuffer foreign(*other, k_count * 8);
    DeviceBuffer own(device(), k_count * 8);
    EXPECT_EQ(device().memory_size(foreign.handle()), std::nullopt);
    std::shared_ptr<Module> module = device().compile(exchange_request("float"));
    std::string message = expect_error(Status::invalid_buffer, [&] {
        device().launch(*module, 0, LaunchShape{k_groups, k_group, 0},
                        {own.handle(), foreign.handle(), own.handle()}, nullptr);
    });
    EXPECT_NE(message.find("buffer argument 1"), std::string::npos) << message;
}

TEST_F(OpenClDeviceTest, TimesWorkOnTheQueue) {
    std::shared_ptr<Module> module = device().compile(exchange_request("float"));
    std::unique_ptr<Timer> timer = device().create_timer();
    expect_error(Status::invalid_argument, [&] { timer->elapsed_ms(); });
    timer->start(nullptr);
    expect_exchange_works<float>(device(), *module);
    timer->stop(nullptr);
    const double milliseconds = timer->elapsed_ms();
    EXPECT_GE(milliseconds, 0.0);
    EXPECT_LT(milliseconds, 60'000.0);
}

TEST_F(OpenClDeviceTest, LaunchesFromSeveralThreadsAtOnce) {
    std::shared_ptr<Module> module = device().compile(exchange_request("float"));
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&] {
            for (int repeat = 0; repeat < 5; ++repeat) expect_exchange_works<float>(device(), *module);
        });
    for (std::thread& thread : threads) thread.join();
}
