// cuFFT's side of a case, measured like prism's on the same buffers: plan time (cold: the first
// plan of this case in the process; warm: the same plan again), accuracy, FFT + iFFT pair timing.
// C2C: one plan both ways; R2C: an R2C (D2Z) plan forward and a C2R (Z2D) plan back; R2R: none.
#pragma once

#include "backend/device.hpp"
#include "bench/bench_result.hpp"
#include "bench/bench_session.hpp"
#include "bench/case_data.hpp"
#include "bench/sample_error.hpp"

namespace prism::cli::bench {

// Refills `data` from `host` first (prism's timing left its own results there). Sets
// result.status "absent" when the session has no cuFFT or the case is R2R, "error" when cuFFT refuses
// or fails.
void measure_cufft(BenchSession& session, backend::Device& device, CaseData& data, const BenchCase& c,
                   const void* host, ErrorReference& reference, LibraryResult& result);

}  // namespace prism::cli::bench
