// Experiment: the errors of the kernels CUDA's planner chooses, measured without a GPU. An OpenCL
// device (PoCL on this machine) is wrapped so that it reports the reference H100 that
// `prism plan --backend cuda` plans for; the planner then takes CUDA's tuning rows while the
// generator still emits OpenCL C, and each forward transform of random data is held against FFTW in
// long double, as `prism check` does. The GPU's own rounding (fma contraction, sin/cos) is not the
// CPU's, so these are the plans' errors, not the H200's to the last digit.
//   cuda_plans_on_pocl f32|f64 BATCH N...
// Built by hand (not part of the build), after `cmake --build build-gpu`:
//   g++ -O2 -std=c++20 -Iinclude -Isrc -Itools bench/experiments/cuda_plans_on_pocl.cpp \
//       build-gpu/libprism.a build-gpu/tools/common/libprism_reference.a -lfftw3l \
//       -L/usr/local/cuda/lib64/stubs -lcuda -lOpenCL -ldl -lpthread -o cuda_plans_on_pocl
// Session 42 (bench/RESULTS.md): fp32 258, 2242, 2914, 194 read 1.43, 1.93, 1.81, 1.69e-7 here
// against 1.39, 1.91, 1.78, 1.64e-7 on the H200, so variants of the arithmetic were sorted here first.
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "api/introspection.hpp"
#include "backend/forwarding_device.hpp"
#include "common/reference.hpp"
#include "exec/exec_plan.hpp"

namespace {

using namespace prism;

// Every call goes to the wrapped device; info() names the reference H100 instead.
class ReportsReferenceGpu final : public backend::ForwardingDevice {
public:
    explicit ReportsReferenceGpu(std::unique_ptr<backend::Device> device)
        : ForwardingDevice(std::move(device)), info_(api::reference_device(Backend::cuda)) {}
    const DeviceInfo& info() const override { return info_; }

private:
    DeviceInfo info_;
};

template <class T>
double forward_error(backend::Device& device, const exec::ExecPlan& plan, std::int64_t n,
                     std::int64_t batch) {
    const auto in =
        reference::random_complex(static_cast<std::size_t>(n * batch), 5 + static_cast<std::uint64_t>(n));
    const auto ref = reference::dft_batched(in, {n}, batch, -1);
    std::vector<std::complex<T>> host(in.begin(), in.end());
    const std::size_t bytes = host.size() * sizeof(host[0]);
    backend::Memory buffer = device.allocate(bytes);
    device.upload(buffer, 0, host.data(), bytes, nullptr);
    plan.execute(Direction::forward, buffer.handle, buffer.handle, nullptr);
    device.synchronize(nullptr);
    device.download(host.data(), buffer, 0, bytes, nullptr);
    device.release(buffer);
    return reference::relative_l2_error(host.data(), ref);
}

std::string radices(const plan::KernelGraph& graph) {
    std::string s;
    for (const auto& k : graph.kernels) {
        if (!s.empty()) s += " | ";
        for (std::size_t i = 0; i < k.radices.size(); ++i) s += (i ? "x" : "") + std::to_string(k.radices[i]);
        if (k.convolution_op) s += " (conv)";
        if (k.precise_butterflies) s += " (precise)";
        if (k.split_constants) s += " (split)";
    }
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: cuda_plans_on_pocl f32|f64 BATCH N...\n");
        return 2;
    }
    const bool fp64 = std::string(argv[1]) == "f64";
    const std::int64_t batch = std::atoll(argv[2]);
    auto device = std::make_shared<ReportsReferenceGpu>(backend::open_device(Backend::opencl, 0, {}));
    for (int i = 3; i < argc; ++i) {
        const std::int64_t n = std::atoll(argv[i]);
        Config c;
        c.shape = {n};
        c.batch = batch;
        c.precision = fp64 ? Precision::F64 : Precision::F32;
        try {
            exec::ExecPlan plan(device, c);
            const double e = fp64 ? forward_error<double>(*device, plan, n, batch)
                                  : forward_error<float>(*device, plan, n, batch);
            std::printf("%lld %.4e %.3f %s\n", static_cast<long long>(n), e, e / reference::epsilon(fp64),
                        radices(plan.graph()).c_str());
        } catch (const std::exception& e) {
            std::printf("%lld failed: %s\n", static_cast<long long>(n), e.what());
        }
        std::fflush(stdout);
    }
}
