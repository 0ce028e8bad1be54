// Timing the GPU bloom against the memory-bound floor: the bytes a run must move through device
// memory divided by the device's copy bandwidth (Device::copy, timed with device events).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "backend/device.hpp"
#include "geometry.hpp"

namespace prism::bloom {

struct BenchOptions {
    int width = 1280, height = 720;  // the document's frame
    std::vector<int> kernel_sizes = {256, 512};
    BloomSettings settings;                // first_axis: automatic sweeps both axes, x or y times one
    std::vector<int> max_workgroups = {};  // empty: 128, 256, 512 on GPUs, the default on CPUs
    std::vector<int> max_pairs = {0};      // line pairs per workgroup of passes 1 and 3; 0: default
    int repeats = 25;
};

// Runs timed between one pair of device events, back to back as in a frame loop: the host enqueues
// the next run while the device works, so the launch latency the first kernel of a lone run waits
// for (a few microseconds, more with a stream per channel) does not count as device time.
constexpr int k_runs_per_timing = 8;

struct BenchRow {
    int kernel_size = 0;
    bool y_first = true;
    bool chosen = false;                            // the FFT-count estimate picked this axis
    std::int64_t ffts = 0;                          // per direction (forward; the inverse runs as many)
    int workgroup_rows = 0, workgroup_columns = 0;  // threads per FFT along axis 2 / axis 1
    unsigned pairs = 1;                             // FFTs per workgroup along axis 1
    double ms = 0;                                  // median over repeats, whole run
    bool channel_streams = false;                   // ms ran each channel on its own stream
    double one_stream_ms = 0;                       // the same run with all launches on one stream
    std::array<double, 3> pass_ms{};                // medians per pass
    std::size_t bytes = 0;                          // device memory moved per run
    double floor_ms = 0;                            // bytes / copy bandwidth
};

struct BenchReport {
    std::string device;
    double copy_gb_per_s = 0;  // (read + write) bytes / time of a large device-to-device copy
    BenchOptions options;
    std::vector<BenchRow> rows;
};

// Reads + writes per second of Device::copy over `bytes`, median of `repeats` after a warm-up.
double measure_copy_bandwidth(backend::Device& device, std::size_t bytes, int repeats);

BenchReport run_bloom_bench(backend::Device& device, const BenchOptions& options);

std::string bench_table(const BenchReport& report);

}  // namespace prism::bloom
