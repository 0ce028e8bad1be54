#include "bench/prism_measure.hpp"

#include <chrono>

#include "bench/sample_error.hpp"

namespace prism::cli::bench {
namespace {

double milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The plan, and how long making it took (device idle before and after, so the time is the plan's).
std::unique_ptr<exec::ExecPlan> timed_plan(const std::shared_ptr<backend::Device>& device, const BenchCase& c,
                                           double& ms) {
    device->synchronize(nullptr);
    const auto start = std::chrono::steady_clock::now();
    auto plan = std::make_unique<exec::ExecPlan>(device, c.config());
    device->synchronize(nullptr);
    ms = milliseconds_since(start);
    return plan;
}

void refused(const Error& e, LibraryResult& result) {
    result.status = e.status() == Status::unsupported_size ? "unsupported" : "error";
    const std::string message = e.what();
    result.message = std::string(status_name(e.status())) + ": " + message.substr(0, message.find('\n'));
}

}  // namespace

std::unique_ptr<exec::ExecPlan> plan_prism(const BenchSession& session,
                                           const std::filesystem::path& cache_dir,
                                           const std::shared_ptr<backend::Device>& device, const BenchCase& c,
                                           LibraryResult& result) {
    try {
        {
            auto cold_device = session.open_device(cache_dir);
            result.cold_parts = timed_plan(cold_device, c, result.plan_cold_ms)->timings();
        }
        auto plan = timed_plan(device, c, result.plan_warm_ms);
        result.warm_parts = plan->timings();
        result.warm_from_cache = plan->kernels_from_cache();
        result.kernels = static_cast<int>(plan->graph().kernels.size());
        return plan;
    } catch (const Error& e) {
        refused(e, result);
        return nullptr;
    }
}

void measure_prism(BenchSession& session, backend::Device& device, const exec::ExecPlan& plan,
                   CaseBuffers& buffers, const BenchCase& c, ErrorReference& reference,
                   LibraryResult& result) {
    try {
        const auto& settings = session.settings();
        result.error_sequences = reference.sequences();
        if (result.error_sequences > 0) {
            const std::uint64_t first = buffers.first().handle;
            plan.execute(Direction::forward, first, first, nullptr);
            result.error = reference.error_of(device, buffers.first());
        }
        result.timing = time_steps(
            device,
            [&](std::int64_t i) {
                const std::uint64_t data = buffers.handle(i);
                plan.execute(Direction::forward, data, data, nullptr);
                plan.execute(Direction::inverse, data, data, nullptr);
            },
            settings.timing);
        derive_rates(result, c.bytes(), session.copy().gb_per_s);
        result.status = "ok";
    } catch (const Error& e) {
        refused(e, result);
    }
}

}  // namespace prism::cli::bench
