#include "bench/radix_tuning.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "bench/case_data.hpp"
#include "bench/prism_measure.hpp"
#include "bench/sample_error.hpp"
#include "core/problem.hpp"
#include "exec/exec_plan.hpp"
#include "plan/factorize.hpp"
#include "plan/kernel_graph.hpp"
#include "plan/plan_tree.hpp"
#include "plan/planner.hpp"
#include "plan/stage_radices.hpp"
#include "plan/stage_threads.hpp"
#include "plan/tuning.hpp"
#include "reference.hpp"

namespace prism::cli::bench {
namespace {

struct Candidate {
    std::vector<int> radices;
    Config::KernelShape shape;  // threads 0, blocks -1: the planner's
    bool model = false;         // the planner's own choice, the yardstick
};

// Whether the case is an R2C (timed as r2c + c2r pairs, as `prism bench` times it).
bool is_real(const BenchCase& c) { return c.transform == Transform::R2C; }

// A DCT or DST of type II or III (timed as the kind and its inverse kind).
bool is_r2r_2_3(const BenchCase& c) {
    return c.transform == Transform::R2R && c.r2r_kinds.size() == 1 && plan::r2r_is_type_2_or_3(c.r2r_kinds[0]);
}

// A kernel of kind `planned` serves a case whose rows are of kind `tuned`: the same, or a DCT/DST's
// paired rows.
bool tunes_as(std::optional<plan::MeasuredKernel> planned, plan::MeasuredKernel tuned) {
    return planned == tuned ||
           (tuned == plan::MeasuredKernel::r2r_2_3 && planned == plan::MeasuredKernel::r2r_pairs);
}

// The case's config with a candidate's radices and shape for kernels of length n. Bluestein's model
// is the planner's plan untouched (it may be the two-kernel form, with no kernel of n = M); its
// other candidates ask for the one-kernel form through a shape for M.
Config candidate_config(const BenchCase& c, plan::MeasuredKernel kind, std::int64_t n,
                        const Candidate& candidate) {
    Config config = c.config();
    const bool bluestein = kind == plan::MeasuredKernel::bluestein;
    if (bluestein && candidate.model) return config;
    config.stage_radices = {candidate.radices};
    const Config::KernelShape& shape = candidate.shape;
    if (bluestein || shape.threads_per_sequence > 0 || shape.resident_blocks >= 0 ||
        shape.split_exchange >= 0)
        config.kernel_shapes = {{n, shape.threads_per_sequence, shape.resident_blocks, shape.split_exchange}};
    return config;
}

// Plans one candidate on `device`, then measures it as `prism bench` measures prism (the error of a
// forward transform, then FFT + inverse pairs); a candidate whose error passes the bound is dropped.
// With compile_only it stops after planning.
CandidateTiming time_candidate(BenchSession& session, const std::shared_ptr<backend::Device>& device,
                               CaseData& data, const void* host, ErrorReference& reference,
                               const BenchCase& c, const TunedCase& tuned, const Candidate& candidate,
                               double bound, bool compile_only) {
    CandidateTiming t;
    const Config config = candidate_config(c, tuned.kind, tuned.length, candidate);
    std::optional<exec::ExecPlan> plan;
    try {
        plan.emplace(device, config);
    } catch (const Error& e) {
        t.failure = std::string(status_name(e.status())) + ": " + e.what();
        return t;
    }
    // The radices the plan ran (none where it has no kernel of the length and kind: Bluestein's two
    // kernels).
    for (const plan::KernelSpec* k : plan::kernels_in_order(plan->tree()))
        if (k->length == tuned.length && tunes_as(plan::measured_kind(*k), tuned.kind)) {
            t.radices = k->radices;
            t.threads_per_sequence = k->threads_per_sequence;
            t.resident_blocks = k->min_resident_blocks;
            t.split_exchange = k->split_exchange;
        }
    if (compile_only) {
        t.failure = "not timed (--compile-only)";
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
std::vector<Candidate> radix_lists(std::int64_t n, const plan::BlockShapeTuning& tuning, const TuneSettings& settings) {
    const plan::StageThreadRule rule = plan::stage_thread_rule(tuning);
    const int max_radix = settings.max_radix > 0 ? settings.max_radix : tuning.max_radix;
    std::vector<Candidate> lists{{plan::choose_radices(n, tuning.max_radix, 1 << 30, rule), {}, true}};
    for (auto& list : plan::radix_candidates(n, max_radix, settings.candidates, rule)) {
        if (lists.size() == settings.candidates) break;
        if (std::none_of(lists.begin(), lists.end(), [&](const Candidate& c) { return c.radices == list; }))
            lists.push_back({std::move(list), {}});
    }
    return lists;
}

// The planner's single-pass kernel for case `c` (C2C: the one kernel; R2C: the r2c's, whose c2r
// has the same length and radices; Bluestein: its one-kernel form, asked for), or why there is none
// to shape.
std::optional<plan::KernelSpec> planned_kernel(const DeviceInfo& info, const BenchCase& c,
                                               const TunedCase& tuned, std::string& why, int& rule_threads) {
    plan::Planner planner(info);
    Config config = c.config();
    // A shape of the planner's own asks for the kernel of that length: Bluestein's one-kernel form,
    // and a DCT/DST-II/III's rows of n points where the tuning would run half rows of n/2.
    const bool r2r_rows = tuned.kind == plan::MeasuredKernel::r2r_2_3 || tuned.kind == plan::MeasuredKernel::r2r_pairs;
    if (tuned.kind == plan::MeasuredKernel::bluestein || r2r_rows) config.kernel_shapes = {{tuned.length, 0, -1}};
    const plan::PlanNode tree = planner.plan(core::make_problem(config));
    const auto kernels = plan::kernels_in_order(tree);
    const std::size_t expected = c.real() ? 2 : 1;
    const bool single_pass = kernels.size() == expected &&
                             std::all_of(kernels.begin(), kernels.end(), [&](const plan::KernelSpec* k) {
                                 return k->length == tuned.length && k->radices == kernels[0]->radices &&
                                        tunes_as(plan::measured_kind(*k), tuned.kind);
                             });
    if (!single_pass) {
        why = c.real() ? "the plan is not one single-pass kernel each way" : "the plan is not one single-pass kernel";
        return std::nullopt;
    }
    rule_threads = plan::stage_rule_threads_per_sequence(*kernels[0], planner);
    return *kernels[0];
}

// Every shape both ways where the kernel's stages can exchange in halves (KernelSpec::split_exchange):
// as listed with whole values, and again split; the planner's own shape stays as planned and is
// timed the other way too.
std::vector<Candidate> with_split_exchanges(std::vector<Candidate> shapes, const plan::KernelSpec& k) {
    plan::KernelSpec probe = k;
    const std::size_t count = shapes.size();
    for (std::size_t i = 0; i < count; ++i) {
        probe.radices = shapes[i].radices;
        if (!probe.can_split_exchange()) continue;
        Candidate other = shapes[i];
        other.model = false;
        if (shapes[i].model) {
            other.shape = {k.length, k.threads_per_sequence, k.min_resident_blocks, k.split_exchange ? 0 : 1};
        } else {
            shapes[i].shape.split_exchange = 0;
            other.shape.split_exchange = 1;
        }
        shapes.push_back(other);
    }
    return shapes;
}

// The shapes timed for case `c` (TuneSettings::shapes says which) on its planned kernel `k`, whose
// stage rule gives `rule` threads a sequence; the planner's own shape first.
std::vector<Candidate> shape_candidates(const plan::KernelSpec& k, int rule, std::int64_t n) {
    std::vector<Candidate> shapes{{k.radices, {}, true}};
    const int half = (rule + 1) / 2, third = (rule + 2) / 3;
    const std::pair<int, int> tried[] = {{rule, 0}, {rule, 2},  {rule, 3}, {half, 0},
                                         {half, 2}, {third, 2}, {third, 3}};
    for (auto [threads, blocks] : tried) {
        if (threads == k.threads_per_sequence && blocks == k.min_resident_blocks) continue;
        const bool seen = std::any_of(shapes.begin() + 1, shapes.end(), [&](const Candidate& s) {
            return s.shape.threads_per_sequence == threads && s.shape.resident_blocks == blocks;
        });
        if (!seen) shapes.push_back({k.radices, {n, threads, blocks}});
    }
    return with_split_exchanges(std::move(shapes), k);
}

// With --shapes and --max-radix: the planner's kernel first, then each of radix_candidates' lists
// under the wider radix (few stages of wide composites, as cuFFT's 24-28 values a thread at
// 6144-10976 points) on its own stage-rule thread count, without a launch bound and with two
// blocks per multiprocessor, and three where three blocks' shared memory fits an SM (200 KB).
std::vector<Candidate> wide_shape_candidates(const plan::KernelSpec& k, const BenchCase& c, std::int64_t n,
                                             const plan::BlockShapeTuning& tuning,
                                             const TuneSettings& settings) {
    const plan::StageThreadRule rule = plan::stage_thread_rule(tuning);
    const std::int64_t sequence_bytes = n * core::complex_bytes(c.precision);
    std::vector<Candidate> shapes{{k.radices, {}, true}};
    for (const auto& list : plan::radix_candidates(n, settings.max_radix, settings.candidates, rule)) {
        const int threads = static_cast<int>(plan::stage_threads(list, n, rule));
        for (int blocks : {0, 2, 3})
            if (blocks < 3 || 3 * sequence_bytes <= 200 * 1024)
                shapes.push_back({list, {n, threads, blocks}});
    }
    return with_split_exchanges(std::move(shapes), k);
}

}  // namespace

std::string candidate_text(const CandidateTiming& c, bool shapes) {
    if (c.radices.empty()) return "two kernels";  // Bluestein's model without a kernel of M
    std::string text = plan::radices_text(c.radices);
    if (shapes && c.threads_per_sequence > 0)
        text += " " + std::to_string(c.threads_per_sequence) + "t b" + std::to_string(c.resident_blocks) +
                (c.split_exchange ? " split" : "");
    return text;
}

double TunedCase::gain() const {
    if (timings.empty() || timings.front().gb_per_s <= 0) return 1.0;
    return timings[best].gb_per_s / timings.front().gb_per_s;
}

namespace {

// Whether an R2C's plan carries its rows (an even length's halves, an odd one's paired rows)
// through Bluestein's one-kernel convolution, one kernel each way. Its rows are then the bluestein
// kind's, keyed by M; a half that shared-memory Rader takes instead keeps the real kinds.
bool real_rows_through_convolution(const BenchCase& c, const DeviceInfo& info) {
    const std::int64_t n = c.shape.at(0), fft = n % 2 == 0 ? n / 2 : n;
    if (!plan::bluestein_takes(fft, plan::classify(info), c.precision)) return false;
    plan::Planner planner(info);
    const auto kernels = plan::kernels_in_order(planner.plan(core::make_problem(c.config())));
    return kernels.size() == 2 && std::all_of(kernels.begin(), kernels.end(), [](const plan::KernelSpec* k) {
               return static_cast<bool>(k->convolution_op);
           });
}

}  // namespace

plan::MeasuredKernel tuned_kind(const BenchCase& c, const DeviceInfo& info) {
    const std::int64_t n = c.shape.at(0);
    // A DCT/DST-II/III's FFT has the rows' length, so Bluestein's convolution of M serves it as it
    // serves a C2C of that length (single or paired rows; measured_kind counts both as bluestein).
    const bool bluestein = plan::bluestein_takes(n, plan::classify(info), c.precision);
    if (c.transform == Transform::C2C)
        return bluestein ? plan::MeasuredKernel::bluestein : plan::MeasuredKernel::plain;
    if (!is_real(c)) return bluestein ? plan::MeasuredKernel::bluestein : plan::MeasuredKernel::r2r_2_3;
    if (real_rows_through_convolution(c, info)) return plan::MeasuredKernel::bluestein;
    return n % 2 == 0 ? plan::MeasuredKernel::real_even : plan::MeasuredKernel::real_pairs;
}

std::int64_t tuned_length(const BenchCase& c, plan::MeasuredKernel kind, plan::DeviceClass device_class) {
    const std::int64_t n = c.shape.at(0);
    if (kind == plan::MeasuredKernel::bluestein) {
        // A DCT/DST's batch pairs its rows (the bench's cases fill memory), and paired rows may pad
        // past an M that complex rows take; so may an even R2C's halves. An odd R2C's paired rows
        // pad as complex rows do.
        if (is_real(c) && n % 2 == 0)
            return plan::bluestein_padded_length(n / 2, device_class, c.precision,
                                                 plan::BluesteinRows::even_real_halves);
        return plan::bluestein_padded_length(
            n, device_class, c.precision,
            is_r2r_2_3(c) && c.batch > 1 ? plan::BluesteinRows::paired_r2r : plan::BluesteinRows::complex);
    }
    return is_real(c) && n % 2 == 0 ? n / 2 : n;  // odd R2C: paired rows of n
}

std::string untunable_reason(const BenchCase& c, const DeviceInfo& info, bool shapes) {
    if (c.shape.size() != 1 || (c.transform != Transform::C2C && !is_real(c) && !is_r2r_2_3(c)))
        return "only 1-D C2C, R2C and DCT/DST-II/III cases are tuned";
    if (is_real(c) && c.shape[0] < 3) return "an R2C is tuned from 3 points";
    const plan::MeasuredKernel kind = tuned_kind(c, info);
    if (kind == plan::MeasuredKernel::bluestein) return "";
    if (c.shape[0] < 2) return "a length of 1 has no kernel";
    // A prime that shared-memory Rader takes keeps its place in the planner's list.
    const plan::DeviceClass device_class = plan::classify(info);
    const int register_rader = plan::block_shape_tuning(device_class, c.precision).largest_rader_prime;
    if (!shapes && !plan::has_butterfly_factors(tuned_length(c, kind, device_class), register_rader))
        return "the length has a prime factor past the register Rader primes (one radix list; --shapes times "
               "its block shapes)";
    return "";
}

TunedCase tune_case(BenchSession& session, const BenchCase& c, const TuneSettings& settings) {
    TunedCase tuned;
    tuned.bench_case = c;
    tuned.shapes = settings.shapes;
    const plan::DeviceClass device_class = plan::classify(session.device_info());
    tuned.skip_reason = untunable_reason(c, session.device_info(), settings.shapes);
    if (!tuned.skip_reason.empty()) return tuned;
    const auto& tuning = plan::block_shape_tuning(device_class, c.precision);
    tuned.kind = tuned_kind(c, session.device_info());
    tuned.length = tuned_length(c, tuned.kind, device_class);
    // Shapes scale the planned kernel's. A real case's rows speak of one kind of kernel, so its plan
    // must have it (an odd length with one row has no paired rows to tune, an R2C with unaligned
    // rows no real_even kernel), and so must Bluestein's (a prime that Rader takes has no kernel of
    // M); a C2C's radix lists apply wherever its length occurs.
    int rule = 0;
    std::optional<plan::KernelSpec> planned;
    if (settings.shapes || c.real() || tuned.kind == plan::MeasuredKernel::bluestein) {
        planned = planned_kernel(session.device_info(), c, tuned, tuned.skip_reason, rule);
        if (!planned) return tuned;
        tuned.kind = plan::measured_kind(*planned).value_or(tuned.kind);
    }
    const std::int64_t n = tuned.length;
    const auto candidates = !settings.shapes         ? radix_lists(n, tuning, settings)
                            : settings.max_radix > 0 ? wide_shape_candidates(*planned, c, n, tuning, settings)
                                                     : shape_candidates(*planned, rule, n);
    const auto device = session.open_device(settings.cache_dir.empty() ? session.fresh_cache_dir()
                                                                       : std::filesystem::path(settings.cache_dir));
    CaseData data(*device, c, rotation_count(c.bytes(), session.device_info().l2_cache_bytes));
    const void* host = session.host_data().values(c.precision, c.real() ? c.real_bytes() : c.complex_bytes());
    ErrorReference reference(c, host, error_sequences(c, 1, 1 << 20));
    const double bound = reference::error_bound(settings.bound_factor, c.fp64(), c.shape[0]);
    for (const auto& candidate : candidates) {
        tuned.timings.push_back(time_candidate(session, device, data, host, reference, c, tuned, candidate,
                                               bound, settings.compile_only));
        const auto& last = tuned.timings.back();
        if (last.gb_per_s > tuned.timings[tuned.best].gb_per_s) tuned.best = tuned.timings.size() - 1;
    }
    // The model's list, timed first on a freshly opened device, is timed again last and keeps the
    // faster reading: on an H100 the first fp64 case once read it at 1504 GB/s where the bench read
    // 2461, and the row that "beat" it by 1.19x lost 0.90x in the A/B (session 31, fp64 DCT-II 96).
    if (!candidates.empty() && !settings.compile_only && tuned.timings.front().gb_per_s > 0) {
        const CandidateTiming again = time_candidate(session, device, data, host, reference, c, tuned,
                                                     candidates.front(), bound, false);
        CandidateTiming& model = tuned.timings.front();
        model.gb_per_s = std::max(model.gb_per_s, again.gb_per_s);
        if (model.gb_per_s >= tuned.timings[tuned.best].gb_per_s) tuned.best = 0;
    }
    return tuned;
}

}  // namespace prism::cli::bench
