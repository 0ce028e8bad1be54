#include "bench/bench_result.hpp"

namespace prism::cli::bench {

const char* CaseResult::reference_name() const {
    return bench_case.transform == Transform::R2R ? "prism_r2c" : "cufft";
}

const LibraryResult& CaseResult::reference() const {
    return bench_case.transform == Transform::R2R && prism_r2c ? *prism_r2c : cufft;
}

double CaseResult::ratio() const {
    // An R2R case without its R2C figure is held against cuFFT, which is absent: no ratio.
    if (!prism.ok() || !reference().ok()) return k_nan;
    return prism.gb_per_s / reference().gb_per_s;
}

void derive_rates(LibraryResult& r, std::size_t traffic_bytes, double copy_gb_per_s) {
    // A pair is one forward and one inverse transform: half of it is one transform.
    r.ms_per_transform = r.timing.median_ms / 2;
    r.gb_per_s = static_cast<double>(traffic_bytes) / (r.ms_per_transform * 1e6);
    r.fraction_of_copy = r.gb_per_s / copy_gb_per_s;
}

}  // namespace prism::cli::bench
