// A first speed reading on a CUDA device: batched 1-D C2C, powers of two, ~1 GiB per batch, prism
// and cuFFT in one process on the same buffer, device events, median of repeats. A stand-in until
// `prism bench` (the benchmark issue) replaces it.
//   perf_probe f32|f64 [min_log2] [max_log2]
#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "backend/device.hpp"
#include "exec/exec_plan.hpp"

using namespace prism;

namespace {

struct Cufft {
    int (*plan1d)(int*, int, int, int) = nullptr;
    int (*exec)(int, void*, void*, int) = nullptr;
    int (*destroy)(int) = nullptr;
    bool load(bool f64) {
        void* lib = dlopen("libcufft.so.12", RTLD_NOW);
        if (!lib) lib = dlopen("libcufft.so", RTLD_NOW);
        if (!lib) return false;
        plan1d = reinterpret_cast<decltype(plan1d)>(dlsym(lib, "cufftPlan1d"));
        exec = reinterpret_cast<decltype(exec)>(dlsym(lib, f64 ? "cufftExecZ2Z" : "cufftExecC2C"));
        destroy = reinterpret_cast<decltype(destroy)>(dlsym(lib, "cufftDestroy"));
        return plan1d && exec && destroy;
    }
};

// Median over 5 repeats of `iterations` calls of pair(), in ms per call.
double time_pairs(backend::Device& device, const std::function<void()>& pair, int iterations) {
    pair();
    device.synchronize(nullptr);
    auto timer = device.create_timer();
    std::vector<double> samples;
    for (int r = 0; r < 5; ++r) {
        timer->start(nullptr);
        for (int i = 0; i < iterations; ++i) pair();
        timer->stop(nullptr);
        samples.push_back(timer->elapsed_ms() / iterations);
    }
    std::sort(samples.begin(), samples.end());
    return samples[2];
}

}  // namespace

int main(int argc, char** argv) {
    bool f64 = argc > 1 && std::string(argv[1]) == "f64";
    bool nd = argc > 1 && std::string(argv[1]) == "nd";
    int lo = argc > 2 ? std::stoi(argv[2]) : 3, hi = argc > 3 ? std::stoi(argv[3]) : (f64 ? 13 : 14);
    auto device = std::shared_ptr<backend::Device>(backend::open_device(Backend::cuda, 0, {true, ""}));
    const std::size_t bytes = std::size_t{1} << 30, element = f64 ? 16 : 8;
    backend::Memory a = device->allocate(bytes), b = device->allocate(bytes);
    std::vector<float> host(bytes / 4);
    std::mt19937 rng(1);
    std::uniform_real_distribution<float> u(-1, 1);
    for (auto& x : host) x = u(rng);
    if (f64) for (std::size_t i = 0; i < host.size() / 2; ++i) reinterpret_cast<double*>(host.data())[i] = host[i];
    device->upload(a, 0, host.data(), bytes, nullptr);
    double copy_ms = time_pairs(*device, [&] { device->copy(b, a, bytes, nullptr); }, 10);
    double copy_gbs = 2.0 * bytes / copy_ms / 1e6;
    std::printf("device: %s | copy bandwidth %.0f GB/s | %s\n", device->info().name.c_str(), copy_gbs, f64 ? "C2C f64" : "C2C f32");
    Cufft cufft;
    bool have_cufft = cufft.load(f64);
    std::printf("%14s %8s %12s %12s %8s %8s %10s %10s\n", "shape", "batch", "prism GB/s", "cuFFT GB/s", "ratio", "of copy",
                "plan ms", "warm ms");
    std::vector<std::vector<std::int64_t>> shapes;
    if (nd) shapes = {{1024, 1024}, {4096, 4096}, {1080, 1920}, {64, 64, 64}, {256, 256, 256}, {512, 512, 512}};
    else for (int k = lo; k <= hi; ++k) shapes.push_back({std::int64_t{1} << k});
    for (const auto& shape : shapes) {
        std::int64_t n = 1;
        for (auto x : shape) n *= x;
        std::int64_t batch = static_cast<std::int64_t>(bytes / element) / n;
        Config c;
        c.shape = shape;
        c.batch = batch;
        c.precision = f64 ? Precision::F64 : Precision::F32;
        auto t0 = std::chrono::steady_clock::now();
        auto cold = std::make_unique<exec::ExecPlan>(device, c);
        double plan_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        cold.reset();
        t0 = std::chrono::steady_clock::now();
        exec::ExecPlan plan(device, c);  // kernels now come from the cache
        double warm_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        const auto& pt = plan.timings();
        std::fprintf(stderr, "  warm plan: planning %.2f, generation %.2f, cache+load %.2f, upload %.2f ms\n", pt.plan_ms,
                     pt.generate_ms, pt.compile_ms, pt.upload_ms);
        double ms = time_pairs(*device, [&] {
            plan.execute(Direction::forward, a.handle, a.handle, nullptr);
            plan.execute(Direction::inverse, a.handle, a.handle, nullptr);
        }, 10) / 2;
        double prism_gbs = 2.0 * bytes / ms / 1e6, cufft_gbs = 0;
        int handle = 0;
        if (have_cufft && shape.size() == 1 &&
            cufft.plan1d(&handle, static_cast<int>(n), f64 ? 0x69 : 0x29, static_cast<int>(batch)) == 0) {
            void* p = reinterpret_cast<void*>(a.handle);
            double cms = time_pairs(*device, [&] { cufft.exec(handle, p, p, -1); cufft.exec(handle, p, p, 1); }, 10) / 2;
            cufft_gbs = 2.0 * bytes / cms / 1e6;
            cufft.destroy(handle);
        }
        std::string name;
        for (auto x : shape) name += (name.empty() ? "" : "x") + std::to_string(x);
        std::printf("%14s %8lld %12.0f %12.0f %8.3f %8.3f %10.1f %10.2f\n", name.c_str(), static_cast<long long>(batch),
                    prism_gbs, cufft_gbs, cufft_gbs > 0 ? prism_gbs / cufft_gbs : 0.0, prism_gbs / copy_gbs, plan_ms, warm_ms);
        std::fflush(stdout);
    }
    device->release(a);
    device->release(b);
}
