// prism device FFT: the complex type the CUDA workgroup FFT and its helpers use.
//
// NVRTC has no standard headers by default, so this is a plain aggregate rather than
// std::complex or cuda::std::complex. It compiles as host C++ too (tests, host emulation).
#pragma once

#include "fft_indexing_core.h"

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define PRISM_FFT_HD __host__ __device__
#else
#define PRISM_FFT_HD
#endif

namespace prism::device {

template <class Scalar>
struct complex_t {
    Scalar re;
    Scalar im;

    PRISM_FFT_HD constexpr Scalar real() const { return re; }
    PRISM_FFT_HD constexpr Scalar imag() const { return im; }
};

template <class S>
PRISM_FFT_HD constexpr complex_t<S> operator+(complex_t<S> a, complex_t<S> b) {
    return {a.re + b.re, a.im + b.im};
}
template <class S>
PRISM_FFT_HD constexpr complex_t<S> operator-(complex_t<S> a, complex_t<S> b) {
    return {a.re - b.re, a.im - b.im};
}
template <class S>
PRISM_FFT_HD constexpr complex_t<S> operator*(complex_t<S> a, complex_t<S> b) {
    return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
template <class S>
PRISM_FFT_HD constexpr complex_t<S> operator*(complex_t<S> a, S scale) {
    return {a.re * scale, a.im * scale};
}
template <class S>
PRISM_FFT_HD constexpr complex_t<S> conj(complex_t<S> a) {
    return {a.re, -a.im};
}

}  // namespace prism::device
