// prism device FFT: FFTIndexingUtils, optimalFFTParameters and the real-signal helpers, as C++
// for host code and CUDA kernels alike (every function is constexpr and __host__ __device__).
//
// The algebra itself lives in fft_indexing_core.h, which the OpenCL header shares; this file only
// fixes the two parameters at compile time and gives the functions the names Nabla's documents use.
#pragma once

#include "complex.hpp"
#include "fft_indexing_core.h"

namespace prism::device {

using uint32 = prism_fft_uint;
using NablaMirrorLocalInfo = prism_fft_NablaMirrorLocalInfo;
using NablaMirrorGlobalInfo = prism_fft_NablaMirrorGlobalInfo;

// Index maps between the natural DFT order and the order the workgroup FFT leaves its output in
// ("Nabla order", NFFT): NFFT[n] = DFT[getDFTIndex(n)]. Element n is held by thread
// n % WorkgroupSize as its local element n / WorkgroupSize.
template <unsigned ElementsPerInvocationLog2, unsigned WorkgroupSizeLog2>
struct FFTIndexingUtils {
    static_assert(ElementsPerInvocationLog2 >= 1,
                  "each invocation holds at least one butterfly (2 elements)");
    static_assert(ElementsPerInvocationLog2 + WorkgroupSizeLog2 <= 31, "indices are 32-bit");

    static constexpr uint32 E = ElementsPerInvocationLog2;
    static constexpr uint32 W = WorkgroupSizeLog2;
    static constexpr uint32 ElementsPerInvocation = 1u << E;
    static constexpr uint32 WorkgroupSize = 1u << W;
    static constexpr uint32 FFTLength = 1u << (E + W);
    static constexpr uint32 HalfLength = FFTLength / 2;
    // Where DFT[0] and DFT[FFTLength/2] land: thread 0, local elements 0 and 1.
    static constexpr uint32 ZeroOutputIndex = 0;
    static constexpr uint32 NyquistOutputIndex = WorkgroupSize;

    PRISM_FFT_HD static constexpr uint32 getDFTIndex(uint32 outputIdx) {
        return prism_fft_dft_index(outputIdx, E, W);
    }
    PRISM_FFT_HD static constexpr uint32 getNablaIndex(uint32 freqIdx) {
        return prism_fft_nabla_index(freqIdx, E, W);
    }
    PRISM_FFT_HD static constexpr uint32 getDFTMirrorIndex(uint32 freqIdx) {
        return prism_fft_dft_mirror_index(freqIdx, E, W);
    }
    PRISM_FFT_HD static constexpr uint32 getNablaMirrorIndex(uint32 outputIdx) {
        return prism_fft_nabla_mirror_index(outputIdx, E, W);
    }
    PRISM_FFT_HD static constexpr NablaMirrorLocalInfo getNablaMirrorLocalInfo(uint32 globalElementIndex) {
        return prism_fft_mirror_local_info(globalElementIndex, E, W);
    }
    PRISM_FFT_HD static constexpr NablaMirrorGlobalInfo getNablaMirrorGlobalInfo(uint32 globalElementIndex) {
        return prism_fft_mirror_global_info(globalElementIndex, E, W);
    }

    // Thread / local element / global element of the NFFT, as the workgroup FFT lays them out.
    PRISM_FFT_HD static constexpr uint32 getThreadID(uint32 globalElementIndex) {
        return globalElementIndex & (WorkgroupSize - 1u);
    }
    PRISM_FFT_HD static constexpr uint32 getLocalElementIndex(uint32 globalElementIndex) {
        return globalElementIndex >> W;
    }
    PRISM_FFT_HD static constexpr uint32 getGlobalElementIndex(uint32 threadID, uint32 localElementIndex) {
        return (localElementIndex << W) | threadID;
    }

    // The half spectrum of a real signal: the locally-even elements, in increasing index order,
    // fill HalfLength "slots"; slot s holds DFT[getHalfSpectrumDFTIndex(s)], slot 0 also carries
    // the (real) Nyquist value as its imaginary part (see packZeroNyquist).
    PRISM_FFT_HD static constexpr bool isLocallyEven(uint32 outputIdx) {
        return prism_fft_is_locally_even(outputIdx, W) != 0;
    }
    PRISM_FFT_HD static constexpr uint32 getHalfSpectrumSlot(uint32 locallyEvenOutputIdx) {
        return prism_fft_half_spectrum_slot(locallyEvenOutputIdx, W);
    }
    PRISM_FFT_HD static constexpr uint32 getHalfSpectrumOutputIndex(uint32 slot) {
        return prism_fft_half_spectrum_output_index(slot, W);
    }
    PRISM_FFT_HD static constexpr uint32 getHalfSpectrumDFTIndex(uint32 slot) {
        return prism_fft_half_spectrum_dft_index(slot, E, W);
    }
};

// ---- Real-signal value helpers --------------------------------------------------------------

// z = x + i*y was transformed; given Z[k] and Z[-k] (the value at the Nabla mirror), returns
// X[k] = (Z[k] + conj(Z[-k])) / 2 and Y[k] = (Z[k] - conj(Z[-k])) / (2i). Works in any order,
// Nabla included, because it is pointwise in k.
template <class S>
struct UnpackedSpectra {
    complex_t<S> x;
    complex_t<S> y;
};
template <class S>
PRISM_FFT_HD constexpr UnpackedSpectra<S> unpackRealSpectra(complex_t<S> z, complex_t<S> zMirror) {
    const complex_t<S> m = conj(zMirror);
    const S half = S(0.5);
    return {{(z.re + m.re) * half, (z.im + m.im) * half}, {(z.im - m.im) * half, (m.re - z.re) * half}};
}

// The inverse: X[k], Y[k] -> Z[k] = X[k] + i*Y[k], so an inverse FFT of Z gives x + i*y.
template <class S>
PRISM_FFT_HD constexpr complex_t<S> packRealSpectra(complex_t<S> x, complex_t<S> y) {
    return {x.re - y.im, x.im + y.re};
}

// Zero and Nyquist of a real signal's spectrum are both real: keep them as one complex value.
template <class S>
PRISM_FFT_HD constexpr complex_t<S> packZeroNyquist(complex_t<S> zero, complex_t<S> nyquist) {
    return {zero.re, nyquist.re};
}
template <class S>
PRISM_FFT_HD constexpr complex_t<S> unpackZero(complex_t<S> packed) {
    return {packed.re, S(0)};
}
template <class S>
PRISM_FFT_HD constexpr complex_t<S> unpackNyquist(complex_t<S> packed) {
    return {packed.im, S(0)};
}

// ---- optimalFFTParameters -------------------------------------------------------------------

struct OptimalFFTParameters {
    unsigned elementsPerInvocationLog2 = 0;
    unsigned workgroupSizeLog2 = 0;

    PRISM_FFT_HD constexpr bool areValid() const { return elementsPerInvocationLog2 > 0; }
};

namespace detail {
PRISM_FFT_HD constexpr unsigned floor_log2(uint32 x) {
    unsigned log = 0;
    while (x > 1u) x >>= 1, ++log;
    return log;
}
PRISM_FFT_HD constexpr unsigned ceil_log2(uint32 x) { return x <= 1u ? 0u : floor_log2(x - 1u) + 1u; }
}  // namespace detail

// The parameters for an FFT of length roundUpToPoT(max(inputArrayLength, 2 * subgroupSize)):
// two elements per invocation and the largest workgroup that allows, and more elements per
// invocation only once 2 * maxWorkgroupSize is too small (those extra elements go through the
// data accessor, or registers when preloaded, which costs latency or occupancy). The caller pads.
// Invalid (areValid() false) when maxWorkgroupSize < subgroupSize, the length is 0, or the padded
// length exceeds 2^31. subgroupSize is 32 for CUDA; OpenCL's driver has no shuffles, so 1 is fine.
PRISM_FFT_HD constexpr OptimalFFTParameters optimalFFTParameters(uint32 maxWorkgroupSize,
                                                                 uint32 inputArrayLength,
                                                                 uint32 subgroupSize = 32) {
    const unsigned min_w = detail::floor_log2(subgroupSize == 0u ? 1u : subgroupSize);
    if (inputArrayLength == 0u || maxWorkgroupSize < (1u << min_w) || inputArrayLength > (1u << 31))
        return {};
    unsigned length_log2 = detail::ceil_log2(inputArrayLength);
    if (length_log2 < min_w + 1u) length_log2 = min_w + 1u;
    unsigned w = detail::floor_log2(maxWorkgroupSize);
    if (w > length_log2 - 1u) w = length_log2 - 1u;
    if (length_log2 > 31u) return {};
    return {length_log2 - w, w};
}

}  // namespace prism::device
