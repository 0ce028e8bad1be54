// The bodies of the workgroup-FFT test kernels, written once for two callers: the CUDA device
// tests (cuda_test_kernels.cu wraps them in __global__ functions) and the host emulation (which
// runs them on one host thread per invocation). Each body handles one FFT of Params::FFTLength
// values; the caller points it at that FFT's slice of the buffers.
//
// The real-signal kernels double as the example of preloaded accessors: all of a thread's values
// stay in registers from load to store, and mirrors move between threads through shared memory.
#pragma once

#include "prism/device/workgroup_fft.cuh"

#ifndef PRISM_TEST_THREAD_FENCE
#define PRISM_TEST_THREAD_FENCE() __threadfence_block()
#endif

namespace prism_test {

using prism::device::complex_t;
using prism::device::uint32;

// The data accessor of the "global" kernels: device memory, read and written in place.
template <class S>
struct GlobalAccessor {
    complex_t<S>* data;
    PRISM_FFT_HD void get(uint32 index, complex_t<S>& value) const { value = data[index]; }
    PRISM_FFT_HD void set(uint32 index, const complex_t<S>& value) { data[index] = value; }
    // Each thread only reads back what it wrote itself (see workgroup_fft.cuh), so a fence
    // ordering this thread's own accesses is all that is needed.
    PRISM_FFT_HD void memoryBarrier() { PRISM_TEST_THREAD_FENCE(); }
};

// In-place complex FFT through device memory.
template <class P, bool Inverse, class Shared>
PRISM_FFT_HD void c2c_global(complex_t<typename P::scalar_t>* data, Shared& shared) {
    GlobalAccessor<typename P::scalar_t> accessor{data};
    prism::device::FFT<Inverse, P>::call(accessor, shared);
}

// The same transform with every value in registers: load coalesced, transform, store coalesced.
template <class P, bool Inverse, class Shared>
PRISM_FFT_HD void c2c_preloaded(complex_t<typename P::scalar_t>* data, Shared& shared) {
    const uint32 thread = PRISM_DEVICE_THREAD_INDEX();
    prism::device::PreloadedAccessor<P> accessor;
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k) accessor.values[k] = data[k * P::WorkgroupSize + thread];
    prism::device::FFT<Inverse, P>::call(accessor, shared);
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k) data[k * P::WorkgroupSize + thread] = accessor.values[k];
}

// Two real signals x and y of FFTLength values in, their half spectra out (FFTLength/2 slots
// each, in half-spectrum order; slot 0 holds Zero + i*Nyquist): one complex FFT of x + i*y, then
// each locally-even element is unpacked with its mirror, fetched from the thread that holds it.
template <class P, class Shared>
PRISM_FFT_HD void real_forward(const typename P::scalar_t* x, const typename P::scalar_t* y,
                               complex_t<typename P::scalar_t>* x_half, complex_t<typename P::scalar_t>* y_half,
                               Shared& shared) {
    using Indexing = typename P::Indexing;
    const uint32 thread = PRISM_DEVICE_THREAD_INDEX();
    prism::device::PreloadedAccessor<P> z;
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k)
        z.values[k] = {x[k * P::WorkgroupSize + thread], y[k * P::WorkgroupSize + thread]};
    prism::device::FFT<false, P>::call(z, shared);
    shared.workgroupExecutionAndMemoryBarrier();  // the trades below reuse the FFT's shared memory
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; k += 2) {
        const auto mirror = prism::device::tradeMirror<P>(z.values, k, shared);
        const auto spectra = prism::device::unpackRealSpectra(z.values[k], mirror);
        const uint32 n = Indexing::getGlobalElementIndex(thread, k);
        if (n == Indexing::ZeroOutputIndex) {
            // Nyquist is this thread's element 1 and is its own mirror.
            const auto nyquist = prism::device::unpackRealSpectra(z.values[1], z.values[1]);
            x_half[0] = prism::device::packZeroNyquist(spectra.x, nyquist.x);
            y_half[0] = prism::device::packZeroNyquist(spectra.y, nyquist.y);
        } else {
            x_half[Indexing::getHalfSpectrumSlot(n)] = spectra.x;
            y_half[Indexing::getHalfSpectrumSlot(n)] = spectra.y;
        }
    }
}

// The way back: half spectra in, x and y out. Locally-odd elements are the conjugates of
// locally-even ones (Nyquist excepted, which comes out of slot 0), fetched by mirror trades.
template <class P, class Shared>
PRISM_FFT_HD void real_inverse(const complex_t<typename P::scalar_t>* x_half,
                               const complex_t<typename P::scalar_t>* y_half, typename P::scalar_t* x,
                               typename P::scalar_t* y, Shared& shared) {
    using Indexing = typename P::Indexing;
    const uint32 thread = PRISM_DEVICE_THREAD_INDEX();
    prism::device::PreloadedAccessor<P> xs{}, ys{}, z;  // {}: the odd halves are filled by trades below
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; k += 2) {
        const uint32 slot = Indexing::getHalfSpectrumSlot(Indexing::getGlobalElementIndex(thread, k));
        xs.values[k] = x_half[slot];
        ys.values[k] = y_half[slot];
    }
    if (thread == 0) {
        xs.values[1] = prism::device::unpackNyquist(xs.values[0]);
        xs.values[0] = prism::device::unpackZero(xs.values[0]);
        ys.values[1] = prism::device::unpackNyquist(ys.values[0]);
        ys.values[0] = prism::device::unpackZero(ys.values[0]);
    }
    PRISM_FFT_UNROLL
    for (uint32 k = 1; k < P::ElementsPerInvocation; k += 2) {
        xs.values[k] = conj(prism::device::tradeMirror<P>(xs.values, k, shared));
        ys.values[k] = conj(prism::device::tradeMirror<P>(ys.values, k, shared));
    }
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k)
        z.values[k] = prism::device::packRealSpectra(xs.values[k], ys.values[k]);
    prism::device::FFT<true, P>::call(z, shared);
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k) {
        x[k * P::WorkgroupSize + thread] = z.values[k].re;
        y[k * P::WorkgroupSize + thread] = z.values[k].im;
    }
}

}  // namespace prism_test
