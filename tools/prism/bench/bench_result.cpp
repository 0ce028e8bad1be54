#include "bench/bench_result.hpp"

namespace prism::cli::bench {

double CaseResult::ratio() const {
    if (!prism.ok() || !cufft.ok()) return k_nan;
    return prism.gb_per_s / cufft.gb_per_s;
}

void derive_rates(LibraryResult& r, std::size_t bytes, double copy_gb_per_s) {
    // A pair is one forward and one inverse transform, each reading and writing the whole buffer.
    r.ms_per_transform = r.timing.median_ms / 2;
    r.gb_per_s = 2.0 * static_cast<double>(bytes) / (r.ms_per_transform * 1e6);
    r.fraction_of_copy = r.gb_per_s / copy_gb_per_s;
}

}  // namespace prism::cli::bench
