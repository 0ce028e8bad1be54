#include "bloom_bench.hpp"

#include <algorithm>
#include <memory>

#include "device_buffer.hpp"
#include "gpu_bloom.hpp"
#include "kernel_shapes.hpp"
#include "scene.hpp"

namespace prism::bloom {
namespace {

// Three copies of every buffer, used in turn, so one run cannot find the previous run's data in
// the L2 cache (one set is 38 MB at 1280x720; an H100's L2 holds 50 MB).
constexpr int k_rotation = 3;

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Median device time of one `work(i)`, i counting up, over `repeats` timings of k_runs_per_timing
// runs each (bloom_bench.hpp); one untimed round first.
template <class Work>
double time_median(backend::Device& device, int repeats, Work work) {
    for (int i = 0; i < k_rotation; ++i) work(i);
    device.synchronize(nullptr);
    const std::unique_ptr<backend::Timer> timer = device.create_timer();
    std::vector<double> ms;
    for (int i = 0; i < repeats; ++i) {
        timer->start(nullptr);
        for (int run = 0; run < k_runs_per_timing; ++run) work(i * k_runs_per_timing + run);
        timer->stop(nullptr);
        ms.push_back(timer->elapsed_ms() / k_runs_per_timing);
    }
    return median(ms);
}

BenchRow time_configuration(backend::Device& device, const BenchOptions& options, int kernel_size,
                            bool y_first, int max_workgroup, int max_pairs) {
    BloomSettings settings = options.settings;
    settings.first_axis = y_first ? FirstAxis::y : FirstAxis::x;
    const Image kernel = star_kernel(kernel_size, 6), image = synthetic_scene(options.width, options.height);
    std::vector<std::unique_ptr<GpuBloom>> blooms;
    for (int i = 0; i < k_rotation; ++i) {
        blooms.push_back(std::make_unique<GpuBloom>(device, kernel, options.width, options.height, settings,
                                                    max_workgroup, max_pairs));
        blooms.back()->upload(image);
    }
    BenchRow row;
    row.kernel_size = kernel_size;
    row.y_first = y_first;
    const BloomGeometry& g = blooms[0]->geometry();
    BloomSettings estimate = options.settings;  // the document's pick, whatever --first-axis says
    estimate.first_axis = FirstAxis::automatic;
    row.chosen =
        make_geometry(options.width, options.height, kernel_size, kernel_size, estimate).y_first == y_first;
    row.ffts = fft_count(g, y_first);
    row.workgroup_columns = 1 << blooms[0]->module_geometry().w1;
    row.workgroup_rows = 1 << blooms[0]->module_geometry().w2;
    row.pairs = blooms[0]->module_geometry().pairs1;
    row.bytes = blooms[0]->bytes_per_run();
    row.ms = time_median(device, options.repeats, [&](int i) { blooms[i % k_rotation]->enqueue(); });
    row.channel_streams = blooms[0]->channel_streams();
    row.one_stream_ms =
        time_median(device, options.repeats, [&](int i) { blooms[i % k_rotation]->enqueue_one_stream(); });
    for (int pass = 0; pass < GpuBloom::k_passes; ++pass)
        row.pass_ms[pass] =
            time_median(device, options.repeats, [&](int i) { blooms[i % k_rotation]->enqueue_pass(pass); });
    return row;
}

}  // namespace

double measure_copy_bandwidth(backend::Device& device, std::size_t bytes, int repeats) {
    DeviceBuffer source(device, bytes), target(device, bytes);
    const double ms = time_median(
        device, repeats, [&](int) { device.copy(target.memory(), source.memory(), bytes, nullptr); });
    return 2.0 * static_cast<double>(bytes) / (ms * 1e6);
}

// Workgroup size trades barriers (the FFT's shared-memory stages) against registers per thread and
// blocks per SM; which wins depends on the GPU, so the bench tries the sizes a GPU allows.
std::vector<int> workgroups_to_try(const backend::Device& device, const BenchOptions& options) {
    if (!options.max_workgroups.empty()) return options.max_workgroups;
    if (device.info().warp_size <= 1) return {0};
    std::vector<int> sizes;
    for (int size : {128, 256, 512})
        if (size <= device.info().max_threads_per_block) sizes.push_back(size);
    return sizes;
}

BenchReport run_bloom_bench(backend::Device& device, const BenchOptions& options) {
    BenchReport report;
    report.device = device.info().name;
    report.options = options;
    const std::size_t copy_bytes = std::min<std::size_t>(256u << 20, device.info().global_memory_bytes / 8);
    report.copy_gb_per_s = measure_copy_bandwidth(device, copy_bytes, options.repeats);
    for (int kernel_size : options.kernel_sizes)
        for (bool y_first : {true, false}) {
            if (options.settings.first_axis == (y_first ? FirstAxis::x : FirstAxis::y)) continue;
            for (int max_workgroup : workgroups_to_try(device, options))
                for (int max_pairs : options.max_pairs) {
                    BenchRow row =
                        time_configuration(device, options, kernel_size, y_first, max_workgroup, max_pairs);
                    row.floor_ms = static_cast<double>(row.bytes) / (report.copy_gb_per_s * 1e6);
                    report.rows.push_back(row);
                }
        }
    return report;
}

}  // namespace prism::bloom
