// prism's side of a case: plan time cold (empty kernel cache) and warm (cache filled), accuracy,
// and the FFT + iFFT pair timing.
#pragma once

#include <filesystem>
#include <memory>

#include "backend/device.hpp"
#include "bench/bench_result.hpp"
#include "bench/bench_session.hpp"
#include "bench/case_buffers.hpp"
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

// Accuracy against `reference` (the buffers hold its input), then the timing. `buffers` live on the
// plan's device.
void measure_prism(BenchSession& session, backend::Device& device, const exec::ExecPlan& plan,
                   CaseBuffers& buffers, const BenchCase& c, ErrorReference& reference,
                   LibraryResult& result);

}  // namespace prism::cli::bench
