// The long-double references for real transforms, beside the complex one (common/reference.hpp):
// FFTW's r2c, c2r and r2r in long double (libfftw3l), plus the scalings the real transforms follow.
// Arrays are packed row-major, batch-major: `batch` arrays of `shape` one after another; the
// complex side of r2c/c2r has half_shape(shape) (the last axis cut to n/2 + 1).
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "common/reference.hpp"
#include "prism/prism.hpp"

namespace prism::reference {

using real_values = std::vector<long double>;

// n/2 + 1: the complex values a real sequence of n has up to Hermitian symmetry.
std::int64_t half_length(std::int64_t n);
// `shape` with its last axis cut to half_length.
std::vector<std::int64_t> half_shape(const std::vector<std::int64_t>& shape);

// Forward real-to-complex DFT over all axes of `shape` (e^{-2 pi i nk/N}, unnormalized): numpy's
// rfftn, FFTW's r2c. Computed by fftwl_plan_many_dft_r2c.
std::vector<cld> r2c(const real_values& in, const std::vector<std::int64_t>& shape, std::int64_t batch);

// Inverse complex-to-real DFT (e^{+2 pi i nk/N}, unnormalized) with numpy's irfftn semantics, so it
// is defined for any input: the inverse complex DFT over every axis but the last, then the
// complex-to-real DFT on the last axis, which ignores the imaginary parts of bin 0 and, for even n,
// of bin n/2. On Hermitian input (an r2c output) it equals FFTW's multi-dimensional c2r.
// `shape` is the real shape; `in` holds batch arrays of half_shape(shape).
real_values c2r(const std::vector<cld>& in, const std::vector<std::int64_t>& shape, std::int64_t batch);

// FFTW's real-to-real transforms with one kind per axis (REDFT00/10/01/11 = dct1..dct4,
// RODFT00/10/01/11 = dst1..dst4), unnormalized, by fftwl_plan_many_r2r. dct1 needs n >= 2.
real_values r2r(const real_values& in, const std::vector<std::int64_t>& shape, std::int64_t batch,
                const std::vector<R2RKind>& kinds);

// The inverse kind: dct2 <-> dct3, dst2 <-> dst3, the others are their own.
R2RKind r2r_inverse(R2RKind kind);
// FFTW's logical size: 2(n-1) for dct1, 2(n+1) for dst1, 2n otherwise. kind followed by its
// inverse multiplies by it.
std::int64_t r2r_logical_size(R2RKind kind, std::int64_t n);
// The product of the logical sizes of the axes.
std::int64_t r2r_logical_size(const std::vector<R2RKind>& kinds, const std::vector<std::int64_t>& shape);

// The orthonormal transforms of scipy.fft's dctn/dstn with norm="ortho" (orthogonalize=True): FFTW's
// transform scaled by 1/sqrt(logical size) per axis, with the endpoint factors that make types I-III
// orthogonal: dct1 multiplies x[0], x[n-1] by sqrt 2 and divides y[0], y[n-1] by it; dct2 divides
// y[0]; dct3 multiplies x[0]; dst2 divides y[n-1]; dst3 multiplies x[n-1]. (scipy before 1.11 puts
// the dst2/dst3 factors on index 0 instead, which is not orthogonal: scipy issue 18452.)
real_values r2r_ortho(const real_values& in, const std::vector<std::int64_t>& shape, std::int64_t batch,
                      const std::vector<R2RKind>& kinds);

// n reals uniform in [-1, 1], reproducible from the seed (the real parts of random_complex's
// stream, so the generator is the one reference_test pins).
real_values random_real(std::size_t n, std::uint64_t seed);

// ||got - ref||_2 / ||ref||_2 for real data, accumulated in long double (0 when both are zero).
template <class T>
double relative_l2_error_real(const T* got, const real_values& ref);

}  // namespace prism::reference
