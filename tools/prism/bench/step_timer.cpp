#include "bench/step_timer.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace prism::cli::bench {
namespace {

class StepLoop {
public:
    StepLoop(backend::Device& device, const std::function<void(std::int64_t)>& step)
        : device_(device), step_(step), timer_(device.create_timer()) {}

    // Milliseconds for `iterations` steps, measured between two device events.
    double run(std::int64_t iterations) {
        timer_->start(nullptr);
        const auto host_start = std::chrono::steady_clock::now();
        for (std::int64_t i = 0; i < iterations; ++i) step_(next_++);
        last_enqueue_ms_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - host_start).count();
        timer_->stop(nullptr);
        return timer_->elapsed_ms();
    }

    // Host milliseconds the last run() spent enqueueing its steps.
    double last_enqueue_ms() const { return last_enqueue_ms_; }

    void warm_up() {
        step_(next_++);
        device_.synchronize(nullptr);
    }

private:
    backend::Device& device_;
    const std::function<void(std::int64_t)>& step_;
    std::unique_ptr<backend::Timer> timer_;
    std::int64_t next_ = 0;
    double last_enqueue_ms_ = 0;
};

// Grows the loop until it lasts at least min_loop_ms. An estimate from a very short loop is
// unreliable (launch latency dominates it), so it measures again until a loop lasts half the target,
// then scales the count from that one.
std::int64_t calibrate(StepLoop& loop, const TimingSettings& settings) {
    std::int64_t iterations = 1;
    for (int attempt = 0; attempt < 12 && iterations < settings.max_iterations; ++attempt) {
        const double ms = loop.run(iterations);
        if (ms >= settings.min_loop_ms) break;
        const double wanted =
            std::ceil(static_cast<double>(iterations) * 1.05 * settings.min_loop_ms / std::max(ms, 1e-4));
        const bool reliable = ms >= 0.5 * settings.min_loop_ms;
        iterations = std::min<std::int64_t>(settings.max_iterations,
                                            std::max<std::int64_t>(reliable ? iterations + 1 : 2 * iterations,
                                                                   static_cast<std::int64_t>(wanted)));
        if (reliable) break;
    }
    return iterations;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

}  // namespace

Timing time_steps(backend::Device& device, const std::function<void(std::int64_t)>& step,
                  const TimingSettings& settings) {
    StepLoop loop(device, step);
    loop.warm_up();
    Timing timing;
    timing.iterations = calibrate(loop, settings);
    std::vector<double> enqueue_ms;
    const auto steps = static_cast<double>(timing.iterations);
    for (int r = 0; r < std::max(settings.repeats, 1); ++r) {
        timing.samples_ms.push_back(loop.run(timing.iterations) / steps);
        enqueue_ms.push_back(loop.last_enqueue_ms() / steps);
    }
    timing.median_ms = median(timing.samples_ms);
    timing.enqueue_ms = median(enqueue_ms);
    return timing;
}

}  // namespace prism::cli::bench
