// `prism tune`'s measurement: for one 1-D C2C case (or R2C or DCT/DST-II/III case, through its
// real kernels, or a Bluestein length, through its one-kernel convolution: tuned_kind), every radix list
// plan::radix_candidates offers for its kernel's length, each planned through Config::stage_radices, or with
// --shapes a few block shapes (threads per sequence, launch bound) of the planner's radices through
// Config::kernel_shapes; each checked against FFTW long double and timed as FFT + inverse pairs on the same
// buffers (the bench's method, prism only).
#pragma once

#include <string>
#include <vector>

#include "bench/bench_case.hpp"
#include "bench/bench_session.hpp"
#include "plan/measured_radices.hpp"
#include "reference.hpp"

namespace prism::cli::bench {

struct CandidateTiming {
    std::vector<int> radices;
    int threads_per_sequence = 0;  // the shape the plan ran, where it planned
    int resident_blocks = 0;
    bool split_exchange = false;  // the plan's stages exchanged in halves
    double gb_per_s = 0;   // 0 when it failed
    double error = 0;      // relative L2 error of a forward transform against FFTW long double
    std::string failure;   // why it was not timed, or "" when it was
};

struct TunedCase {
    BenchCase bench_case;
    std::string skip_reason;              // why the case was not tuned, or ""
    std::vector<CandidateTiming> timings; // the model's list (or the planner's shape) first
    bool shapes = false;                  // the candidates are block shapes (TuneSettings::shapes)
    plan::MeasuredKernel kind = plan::MeasuredKernel::plain;  // of the kernel timed (its rows' kind)
    std::int64_t length = 0;                                  // of the kernel timed (tuned_length)
    // The fastest candidate that passed (index into timings), and its speed over the model's list.
    std::size_t best = 0;
    double gain() const;
};

struct TuneSettings {
    std::size_t candidates = 12;  // lists timed per length
    // Largest stage radix of the lists timed; 0 takes the tuning row's max_radix. A wider one
    // offers composite radices the cost model does not use (25, 27, 49: plan::builds_radix); the
    // model's own list is still timed first, as the yardstick.
    int max_radix = 0;
    // A candidate whose error passes c * eps * log2 N (the test suites' bound) is discarded.
    double bound_factor = reference::k_suite_bound_factor;
    // Time block shapes of the planner's radices instead of radix lists: the stage rule's threads
    // per sequence, a half and a third of it, each without a launch bound and with one of two
    // blocks per multiprocessor (a third also with three); the planner's own shape first. With
    // max_radix too: the radix lists under that radix, each on its own thread count, without a
    // bound and with two (and three) blocks per multiprocessor.
    bool shapes = false;
    // Plan (compile) every candidate but time none: with a shared kernel cache, several such runs
    // side by side fill it, so that the timed run compiles nothing.
    bool compile_only = false;
    std::string cache_dir;  // the kernel cache to use; "" for a fresh one per case
};

// "12x11x11x9", and with --shapes the threads and bound it ran: "12x11x11x9 198t b2".
std::string candidate_text(const CandidateTiming& c, bool shapes);

// Whether `c` is a case the tuner handles (1-D C2C of a length of primes up to 13 or of one that
// Bluestein takes, 1-D R2C of twice such a smooth length or of such an odd length, or a 1-D
// DCT/DST of type II or III of such a length), or why not. Block shapes (`shapes`) are timed on
// the planner's own radices, so there a length with a register Rader prime is tuned too.
std::string untunable_reason(const BenchCase& c, const DeviceInfo& info, bool shapes);

// The kind of kernel the case's rows speak of (plain for C2C, bluestein for a C2C length with a
// prime factor past the device's Rader primes and for an R2C whose plan carries its rows through
// Bluestein's one kernel; a DCT/DST-II/III's r2r_2_3, whose plan may carry two rows as one
// instead: r2r_pairs).
plan::MeasuredKernel tuned_kind(const BenchCase& c, const DeviceInfo& info);

// The length of the kernel the tuner times for rows of kind `kind` (tuned_kind's, which may plan the
// case to find it): N for C2C, DCT/DST-II/III and an odd R2C (paired rows), N/2 for an even R2C (its
// half-length pass), the padded M for Bluestein (its one-kernel form).
std::int64_t tuned_length(const BenchCase& c, plan::MeasuredKernel kind, plan::DeviceClass device_class);

TunedCase tune_case(BenchSession& session, const BenchCase& c, const TuneSettings& settings);

}  // namespace prism::cli::bench
