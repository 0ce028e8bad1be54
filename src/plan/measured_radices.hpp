// Tuning knowledge as data: radix lists that timed faster than the planner's cost model on a device
// class, filled by `prism tune` (tools/prism/command_tune.cpp) on a GPU of that class.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "plan/tuning.hpp"

namespace prism::plan {

// The kinds of single-pass kernel the table speaks of (planner.hpp's measured_kind says which
// kernel is which):
// - plain: contiguous C2C rows with nothing fused into the read or the write;
// - real_even: the half-length pass of an even-length R2C or C2R over contiguous rows, its
//   `length` being half the real length. The R2C's forward kernel (real pairs in, split half
//   spectrum out) and the C2R's inverse (Hermitian half in, real pairs out) share the row;
// - real_pairs: the pass of an R2C or C2R that carries two real rows as one complex row (odd
//   lengths, solver_real.cpp's paired rows), its `length` being the real length;
// - r2r_2_3: the N-point pass of a DCT or DST of type II or III over contiguous rows (Makhoul's
//   mapping, the reorder and twiddles fused into the read and the write), its `length` being N;
// - r2r_pairs: the same carrying two rows as one complex row (solver_r2r.cpp's paired rows);
// - bluestein: Bluestein's whole convolution in one kernel over contiguous complex rows
//   (solver_bluestein.cpp: chirp on load, forward FFT, chirp spectrum, inverse FFT, chirp on
//   store), its `length` being the padded M. A row also asks for that form where the padding's
//   rule (tuning.hpp's BluesteinPadding) would take two kernels: it was timed against them.
// `prism tune` times a real row's kernels as the pair the benchmark runs (r2c then c2r, dct2 then
// dct3).
enum class MeasuredKernel { plain, real_even, real_pairs, r2r_2_3, r2r_pairs, bluestein };

// The measured radices of a single-pass kernel of that kind and `length` on the GPU named
// `device_name` (DeviceInfo::name), or null where the cost model's choice (choose_radices) stands.
const std::vector<int>* measured_radices(DeviceClass device_class, Precision precision, MeasuredKernel kind,
                                         std::int64_t length, std::string_view device_name = {});

// A row of the table: the radices of `length` on a device class in a precision, and where it timed
// faster so, the blocks per multiprocessor the kernel's launch bound asks the device compiler to
// fit (it then caps the registers a thread may take).
struct MeasuredRadices {
    DeviceClass device_class;
    Precision precision;
    std::int64_t length;
    std::vector<int> radices;
    // The launch bound's blocks per multiprocessor: 0 leaves the planner's (none, or the
    // long-sequence rule's two), k_no_bound asks for none.
    int min_resident_blocks = 0;
    int threads_per_sequence = 0;  // 0: the planner's thread rule
    MeasuredKernel kind = MeasuredKernel::plain;
    // Whether the stages exchange in halves, real then imaginary parts (KernelSpec::split_exchange):
    // 1 yes, 0 no, -1 the planner's rule.
    int split_exchange = -1;
    // Where GPUs of one class timed differently: a fragment of the name of the GPU the row is for
    // ("H100"), which then takes it over the class's row of that length; null: every GPU of the
    // class. (H100 and H200 alternate on the GPU machine; sessions 40-47's H200 rows replaced H100
    // rows of the same lengths.)
    const char* gpu = nullptr;
    static constexpr int k_no_bound = -1;
};
const std::vector<MeasuredRadices>& measured_radix_rows();

// The measured radices of a shared-memory Rader prime's sub-FFTs (of p - 1 points), or null where
// the cost model's choice (choose_radices up to the tuning's max_radix) stands.
const std::vector<int>* measured_rader_sub_radices(DeviceClass device_class, Precision precision,
                                                   std::int64_t prime);

// The row for a single-pass kernel of that kind and `length`, or null: the row for the GPU named
// `device_name` where one names it, else the class's.
const MeasuredRadices* measured_row(DeviceClass device_class, Precision precision, MeasuredKernel kind,
                                    std::int64_t length, std::string_view device_name = {});

}  // namespace prism::plan
