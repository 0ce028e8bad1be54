// The reference every accuracy check in prism is held against: FFTW in long double (libfftw3l),
// plus the error measure and the random inputs the tests, `prism demo` and `prism check` share.
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace prism::reference {

using cld = std::complex<long double>;

// The unnormalized DFT of a packed row-major array of `shape`, over the listed `axes` (each axis
// index into shape, any order, no repeats); every other axis is a batch axis. sign = -1 forward
// (e^{-2 pi i nk/N}), +1 inverse. Computed by FFTW in long double.
std::vector<cld> dft(const std::vector<cld>& in, const std::vector<std::int64_t>& shape,
                     const std::vector<int>& axes, int sign);

// All axes of shape transformed, repeated over `batch` packed copies (cufftPlanMany's packed case).
std::vector<cld> dft_batched(const std::vector<cld>& in, const std::vector<std::int64_t>& shape,
                             std::int64_t batch, int sign);

// ||got - ref||_2 / ||ref||_2, accumulated in long double (0 when both are zero).
template <class T>
double relative_l2_error(const std::complex<T>* got, const std::vector<cld>& ref);

// n values with real and imaginary parts uniform in [-1, 1], reproducible from the seed.
std::vector<cld> random_complex(std::size_t n, std::uint64_t seed);

// Machine epsilon of the precision prism computes in (2^-24 for fp32, 2^-53 for fp64).
double epsilon(bool fp64);
// The accuracy bound every test uses: c * eps * log2(max(N, 2)) with N the transform size.
double error_bound(double c, bool fp64, std::int64_t transform_size);

// c in error_bound for the accuracy and property suites and `prism check`: one constant, so a case
// `prism check` passes is one the tests pass. eps is the unit roundoff (2^-24, 2^-53), so c = 4 is
// about what FFTW's own fp32 transforms achieve on random data.
inline constexpr double k_suite_bound_factor = 4.0;

}  // namespace prism::reference
