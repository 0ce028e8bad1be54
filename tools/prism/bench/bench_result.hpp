// What `prism bench` measures for each case, for the table and the JSON file.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include "bench/bench_case.hpp"
#include "bench/step_timer.hpp"
#include "exec/exec_plan.hpp"

namespace prism::cli::bench {

inline constexpr double k_nan = std::numeric_limits<double>::quiet_NaN();

// One library (prism or cuFFT) on one case. status: "ok"; "unsupported" (prism refused the size);
// "error" (a failure, in message); "absent" (cuFFT not loaded, or not on this backend); "skipped"
// (the case did not fit the device).
struct LibraryResult {
    std::string status = "error";
    std::string message;
    double plan_cold_ms = k_nan;
    double plan_warm_ms = k_nan;
    std::optional<bool> warm_from_cache;          // prism: the warm plan's kernels came from the disk cache
    std::optional<exec::PlanTimings> cold_parts;  // prism: where each plan's time went
    std::optional<exec::PlanTimings> warm_parts;
    int kernels = 0;  // prism: kernels per transform (passes over memory)
    Timing timing;    // per FFT + iFFT pair
    double ms_per_transform = k_nan;
    double gb_per_s = k_nan;           // traffic bytes (BenchCase::traffic_bytes) / time of one transform
    double fraction_of_copy = k_nan;   // gb_per_s / the copy bandwidth of the same run
    double error = k_nan;              // relative L2 error of a forward transform
    std::int64_t error_sequences = 0;  // transforms of the batch the error covers (0: not measured)

    bool ok() const { return status == "ok"; }
};

struct CaseResult {
    BenchCase bench_case;
    bool skipped = false;  // not run at all (skip_reason says why)
    std::string skip_reason;
    int buffers = 1;  // rotated over (see case_buffers.hpp)
    LibraryResult prism;
    LibraryResult cufft;  // absent for R2R (cuFFT has no DCT or DST)
    // R2R only: prism's own R2C of the same shape, precision and batch (BenchCase::r2c_twin), timed
    // in the same run: the figure an R2R case is held against.
    std::optional<LibraryResult> prism_r2c;

    // What prism is held against: "cufft", or "prism_r2c" for R2R cases.
    const char* reference_name() const;
    const LibraryResult& reference() const;
    // prism GB/s over the reference's GB/s, NaN unless both ran.
    double ratio() const;
};

// Device-to-device copy bandwidth: the memory limit every result is held against.
struct CopyResult {
    std::size_t bytes = 0;    // copied per step
    Timing timing;            // per copy
    double gb_per_s = k_nan;  // (bytes read + bytes written) / time
};

// Fills ms_per_transform, gb_per_s and fraction_of_copy from a pair's timing; `traffic_bytes` is what
// one transform reads plus writes (BenchCase::traffic_bytes).
void derive_rates(LibraryResult& r, std::size_t traffic_bytes, double copy_gb_per_s);

}  // namespace prism::cli::bench
