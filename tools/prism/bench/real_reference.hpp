// The long double reference for the real transforms `prism bench` times: FFTW's r2c and r2r (DCT and
// DST, REDFT/RODFT) in long double over packed row-major batches, as tools/common/reference.hpp gives
// the complex DFT. Used on the benchmark's small accuracy sample only.
#pragma once

#include <cstdint>
#include <vector>

#include "prism/prism.hpp"
#include "reference.hpp"

namespace prism::cli::bench {

// The forward r2c of `batch` packed real arrays of `shape` (N reals each): the Hermitian half,
// shape with its last axis n/2+1, packed, unnormalized, e^{-2 pi i nk/N}.
std::vector<reference::cld> r2c_reference(const std::vector<long double>& in,
                                          const std::vector<std::int64_t>& shape, std::int64_t batch);

// The r2r of `batch` packed real arrays of `shape`, kinds[k] on axis k, with FFTW's definitions and
// scaling (dct2 is REDFT10, unnormalized).
std::vector<long double> r2r_reference(const std::vector<long double>& in,
                                       const std::vector<std::int64_t>& shape,
                                       const std::vector<R2RKind>& kinds, std::int64_t batch);

// ||got - ref||_2 / ||ref||_2 over real values, accumulated in long double (0 when both are zero).
template <class T>
double relative_l2_error_real(const T* got, const std::vector<long double>& ref);

}  // namespace prism::cli::bench
