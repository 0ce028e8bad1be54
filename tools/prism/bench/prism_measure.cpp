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

// A size prism does not handle, or a transform kind this build of prism does not offer yet, is a
// refusal ("unsupported"), not a failure.
void refused(const Error& e, LibraryResult& result) {
    const bool refusal = e.status() == Status::unsupported_size || e.status() == Status::invalid_transform;
    result.status = refusal ? "unsupported" : "error";
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

void measure_prism(BenchSession& session, backend::Device& device, const exec::ExecPlan& plan, CaseData& data,
                   const BenchCase& c, ErrorReference& reference, LibraryResult& result) {
    try {
        const auto& settings = session.settings();
        result.error_sequences = reference.sequences();
        if (result.error_sequences > 0) {
            plan.execute(Direction::forward, data.input(0), data.output(0), nullptr);
            result.error = reference.error_of(device, data.first_output());
        }
        // In place for C2C and R2R; for R2C the r2c writes the complex buffer, the c2r reads it back.
        result.timing = time_steps(
            device,
            [&](std::int64_t i) {
                plan.execute(Direction::forward, data.input(i), data.output(i), nullptr);
                plan.execute(Direction::inverse, data.output(i), data.input(i), nullptr);
            },
            settings.timing);
        derive_rates(result, c.traffic_bytes(), session.copy().gb_per_s);
        result.status = "ok";
    } catch (const Error& e) {
        refused(e, result);
    }
}

}  // namespace prism::cli::bench
