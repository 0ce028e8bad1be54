// prism's side of a case: plan time cold (empty kernel cache) and warm (cache filled), accuracy,
// and the FFT + iFFT pair timing (r2c + c2r for R2C; an R2R kind and its inverse kind for R2R).
#pragma once

#include <filesystem>
#include <memory>

#include "backend/device.hpp"
#include "bench/bench_result.hpp"
#include "bench/bench_session.hpp"
#include "bench/case_data.hpp"
#include "bench/sample_error.hpp"
#include "exec/exec_plan.hpp"

namespace prism::cli::bench {

// Plans the case on a fresh device caching into the empty `cache_dir` (cold), drops it, then plans
// again on `device`, which caches into the same folder (warm), and returns that plan. Returns null
// with result.status "unsupported" or "error" when prism refuses the case.
std::unique_ptr<exec::ExecPlan> plan_prism(const BenchSession& session,
                                           const std::filesystem::path& cache_dir,
                                           const std::shared_ptr<backend::Device>& device, const BenchCase& c,
                                           LibraryResult& result);

// Accuracy against `reference` (the data's input side holds its input), then the timing of forward +
// inverse pairs. `data` lives on the plan's device.
void measure_prism(BenchSession& session, backend::Device& device, const exec::ExecPlan& plan, CaseData& data,
                   const BenchCase& c, ErrorReference& reference, LibraryResult& result);

}  // namespace prism::cli::bench
