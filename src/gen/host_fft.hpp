// A small host FFT for plan-time tables (Bluestein's chirp spectrum). Mixed radix, out of place,
// any length; accurate to the precision of T. Not a user-facing transform.
#pragma once

#include <complex>
#include <cstdint>
#include <vector>

namespace prism::gen {

// The unnormalised forward DFT of x: X[k] = sum_n x[n] e^{-2 pi i n k / N}.
template <class T>
std::vector<std::complex<T>> host_fft(std::vector<std::complex<T>> x);

}  // namespace prism::gen
