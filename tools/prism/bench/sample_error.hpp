// The accuracy figure next to each timing: the relative L2 error of a forward transform of the
// first few sequences of the batch, against FFTW in long double on the same input values (the DFT
// for C2C, FFTW's r2c for R2C, its r2r kinds for R2R).
#pragma once

#include <cstdint>
#include <vector>

#include "backend/device.hpp"
#include "bench/bench_case.hpp"
#include "reference.hpp"

namespace prism::cli::bench {

// The sequences to check: `wanted`, or more where they hold fewer than k_min_error_elements values
// (one sequence of 8 points is too few roundings to compare two libraries by), at most the batch,
// and at most `max_elements` values in all. 0 when one transform alone exceeds max_elements (the
// long double reference would take minutes).
inline constexpr std::int64_t k_min_error_elements = 1 << 14;
std::int64_t error_sequences(const BenchCase& c, std::int64_t wanted, std::int64_t max_elements);

// The reference for one case, computed once on first use and shared by prism and cuFFT (at 2^22
// values FFTW in long double takes seconds).
class ErrorReference {
public:
    // `host_input` (c's precision: interleaved complex for C2C, reals for R2C and R2R) must outlive
    // this object.
    ErrorReference(const BenchCase& c, const void* host_input, std::int64_t sequences)
        : case_(c), host_input_(host_input), sequences_(sequences) {}

    std::int64_t sequences() const { return sequences_; }
    // `output` holds the forward transform of the input (packed: complex values for C2C and R2C,
    // reals for R2R): downloads its first sequences() transforms and returns ||got - ref|| / ||ref||.
    double error_of(backend::Device& device, const backend::Memory& output);

private:
    void compute_expected();
    template <class T>
    double typed_error(backend::Device& device, const backend::Memory& output);

    BenchCase case_;
    const void* host_input_;
    std::int64_t sequences_;
    bool computed_ = false;
    std::vector<reference::cld> expected_complex_;  // C2C, R2C
    std::vector<long double> expected_real_;        // R2R
};

}  // namespace prism::cli::bench
