#include "bench/radix_tuning.hpp"

#include <algorithm>
#include <optional>

#include "bench/case_data.hpp"
#include "bench/prism_measure.hpp"
#include "bench/sample_error.hpp"
#include "exec/exec_plan.hpp"
#include "plan/factorize.hpp"
#include "plan/stage_radices.hpp"
#include "plan/tuning.hpp"
#include "reference.hpp"

namespace prism::cli::bench {
namespace {

// Plans one candidate on `device`, then measures it as `prism bench` measures prism (the error of a
// forward transform, then FFT + inverse pairs); a candidate whose error passes the bound is dropped.
CandidateTiming time_candidate(BenchSession& session, const std::shared_ptr<backend::Device>& device,
                               CaseData& data, const void* host, ErrorReference& reference,
                               const BenchCase& c, const std::vector<int>& radices, double bound) {
    CandidateTiming t;
    t.radices = radices;
    Config config = c.config();
    config.stage_radices = {radices};
    std::optional<exec::ExecPlan> plan;
    try {
        plan.emplace(device, config);
    } catch (const Error& e) {
        t.failure = std::string(status_name(e.status())) + ": " + e.what();
        return t;
    }
    data.fill(host);
    LibraryResult result;
    measure_prism(session, *device, *plan, data, c, reference, result);
    t.error = result.error;
    if (!result.ok())
        t.failure = result.message;
    else if (!(t.error <= bound))
        t.failure = "error " + std::to_string(t.error) + " over the bound";
    else
        t.gb_per_s = result.gb_per_s;
    return t;
}

// The lists timed for length n: the cost model's (its answer under the tuning row) first, then
// radix_candidates' under the settings' largest radix, each once, `settings.candidates` in all.
std::vector<std::vector<int>> candidate_lists(std::int64_t n, const plan::BlockShapeTuning& tuning,
                                              const TuneSettings& settings) {
    const plan::StageThreadRule rule = plan::stage_thread_rule(tuning);
    const int max_radix = settings.max_radix > 0 ? settings.max_radix : tuning.max_radix;
    std::vector<std::vector<int>> lists{plan::choose_radices(n, tuning.max_radix, 1 << 30, rule)};
    for (auto& list : plan::radix_candidates(n, max_radix, settings.candidates, rule)) {
        if (lists.size() == settings.candidates) break;
        if (std::find(lists.begin(), lists.end(), list) == lists.end()) lists.push_back(std::move(list));
    }
    return lists;
}

}  // namespace

double TunedCase::gain() const {
    if (timings.empty() || timings.front().gb_per_s <= 0) return 1.0;
    return timings[best].gb_per_s / timings.front().gb_per_s;
}

std::string untunable_reason(const BenchCase& c) {
    if (c.transform != Transform::C2C || c.shape.size() != 1) return "only 1-D C2C cases are tuned";
    if (c.shape[0] < 2 || !plan::has_butterfly_factors(c.shape[0], 0))
        return "the length has a prime factor past 13 (one candidate)";
    return "";
}

TunedCase tune_case(BenchSession& session, const BenchCase& c, const TuneSettings& settings) {
    TunedCase tuned;
    tuned.bench_case = c;
    tuned.skip_reason = untunable_reason(c);
    if (!tuned.skip_reason.empty()) return tuned;
    const auto& tuning = plan::block_shape_tuning(plan::classify(session.device_info()), c.precision);
    const auto candidates = candidate_lists(c.shape[0], tuning, settings);
    const auto device = session.open_device(session.fresh_cache_dir());
    CaseData data(*device, c, rotation_count(c.bytes(), session.device_info().l2_cache_bytes));
    const void* host = session.host_data().values(c.precision, c.complex_bytes());
    ErrorReference reference(c, host, error_sequences(c, 1, 1 << 20));
    const double bound = reference::error_bound(settings.bound_factor, c.fp64(), c.shape[0]);
    for (const auto& radices : candidates) {
        tuned.timings.push_back(time_candidate(session, device, data, host, reference, c, radices, bound));
        const auto& last = tuned.timings.back();
        if (last.gb_per_s > tuned.timings[tuned.best].gb_per_s) tuned.best = tuned.timings.size() - 1;
    }
    return tuned;
}

}  // namespace prism::cli::bench
