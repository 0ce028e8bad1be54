// Timing a repeated step on the device the way DESIGN.md §6 asks: device events around a loop,
// after a warm-up, the loop long enough to hide launch overhead, the median of several repeats.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "backend/device.hpp"

namespace prism::cli::bench {

struct TimingSettings {
    int repeats = 5;            // timed loops; the median is reported
    double min_loop_ms = 20.0;  // each loop runs at least this long (the iteration count adapts)
    std::int64_t max_iterations = 1 << 20;
};

struct Timing {
    double median_ms = 0;            // per step
    std::int64_t iterations = 0;     // steps per timed loop
    std::vector<double> samples_ms;  // per step, one per repeat, in the order measured
    // Host time to enqueue one step, median over the repeats. When it comes close to median_ms the
    // device waited for the host: the loop measured launch overhead, not the kernels.
    double enqueue_ms = 0;
};

// step(i) enqueues step number i on the device's default stream (i counts up across the warm-up,
// calibration and timed loops, so a caller can rotate buffers with it). Waits for the device.
Timing time_steps(backend::Device& device, const std::function<void(std::int64_t)>& step,
                  const TimingSettings& settings);

}  // namespace prism::cli::bench
