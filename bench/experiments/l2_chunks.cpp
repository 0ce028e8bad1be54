// Experiment: does a two-pass (four-step) transform run faster when the batch is taken a few
// sequences at a time, so that the temp between the passes stays in L2 (50 MB on an H200)?
// For each chunk size c it plans the length with batch c and a user temp, then transforms the
// whole buffer chunk by chunk, every chunk through the same temp; GB/s counts the user's data
// only (2 x bytes a transform), as prism bench does. The full batch in one plan is the baseline.
//   l2_chunks N TOTAL_BATCH f32|f64 CHUNK...
// Built by hand (not part of the build), prism linked statically so the binary travels alone:
//   g++ -O2 -std=c++20 -Iinclude -I/usr/local/cuda/include bench/experiments/l2_chunks.cpp \
//       build-gpu/libprism.a -L/usr/local/cuda/lib64/stubs -lcuda -ldl -lpthread -o l2_chunks
// Session 41 (bench/results/2026-11-28-h200-s41/call1-l2_chunks.txt): slower at every chunk size;
// the chunked column "launches" counts plan executions, each of the plan's two kernels.
#include <cuda.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace {

void check(CUresult r, const char* what) {
    if (r != CUDA_SUCCESS) {
        std::fprintf(stderr, "l2_chunks: %s failed (%d)\n", what, static_cast<int>(r));
        std::exit(3);
    }
}

// Median over 5 repeats of the milliseconds one forward + inverse pair over the whole buffer takes.
template <class Run>
double median_pair_ms(Run run, int loops, CUstream stream) {
    CUevent start, stop;
    check(cuEventCreate(&start, CU_EVENT_DEFAULT), "cuEventCreate");
    check(cuEventCreate(&stop, CU_EVENT_DEFAULT), "cuEventCreate");
    run();  // warm-up
    std::vector<double> ms;
    for (int r = 0; r < 5; ++r) {
        check(cuEventRecord(start, stream), "cuEventRecord");
        for (int i = 0; i < loops; ++i) run();
        check(cuEventRecord(stop, stream), "cuEventRecord");
        check(cuEventSynchronize(stop), "cuEventSynchronize");
        float t = 0;
        check(cuEventElapsedTime(&t, start, stop), "cuEventElapsedTime");
        ms.push_back(t / loops);
    }
    std::sort(ms.begin(), ms.end());
    return ms[2];
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::fprintf(stderr, "usage: l2_chunks N TOTAL_BATCH f32|f64 CHUNK...\n");
        return 2;
    }
    const std::int64_t n = std::atoll(argv[1]), total = std::atoll(argv[2]);
    const bool f64 = std::string(argv[3]) == "f64";
    const std::size_t element = f64 ? 16 : 8, bytes = static_cast<std::size_t>(n * total) * element;
    prism::ContextOptions options;
    options.backend = prism::Backend::cuda;
    prism::Context context = prism::Context::create(options);
    prism::Buffer in = context.allocate(bytes), out = context.allocate(bytes);
    std::vector<float> host(bytes / sizeof(float));
    for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<float>((i * 2654435761u) % 1000) / 1000.f + 0.1f;
    in.upload(host.data(), bytes);
    const int loops = 3;
    std::printf("N %lld, batch %lld, %s, %.0f MB a sequence\n", static_cast<long long>(n),
                static_cast<long long>(total), argv[3], n * element / 1e6);
    for (int a = 4; a < argc; ++a) {
        const std::int64_t chunk = std::atoll(argv[a]);
        if (chunk < 1 || total % chunk != 0) continue;
        prism::Config cfg;
        cfg.shape = {n};
        cfg.batch = chunk;
        cfg.precision = f64 ? prism::Precision::F64 : prism::Precision::F32;
        cfg.user_temp = true;
        prism::Plan plan = context.plan(cfg);
        prism::Buffer temp = context.allocate(std::max<std::size_t>(plan.temp_size(), 256));
        const std::uint64_t step = static_cast<std::uint64_t>(chunk * n) * element;
        auto pass = [&](prism::Direction d, const prism::Buffer& from, const prism::Buffer& to) {
            for (std::int64_t c = 0; c < total / chunk; ++c)
                plan.execute(d, {from.address().handle + c * step}, {to.address().handle + c * step},
                             temp.address());
        };
        const double ms = median_pair_ms(
            [&] {
                pass(prism::Direction::forward, in, out);
                pass(prism::Direction::inverse, out, in);
            },
            loops, static_cast<CUstream>(context.native_queue()));
        const double gbs = 2.0 * bytes / (ms / 2 * 1e-3) / 1e9;
        std::printf("chunk %6lld: %3lld launches of %d kernel(s) a pass pair, %8.3f ms a transform, %7.1f GB/s\n",
                    static_cast<long long>(chunk), static_cast<long long>(total / chunk), 2, ms / 2, gbs);
        in.upload(host.data(), bytes);  // the round trips scale by N each; keep the values finite
    }
    return 0;
}
