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

// Forward in place through device memory, a copy of the spectrum (Nabla order) to `spectrum`,
// then the inverse in place: `data` should come back unchanged.
template <class P, class Shared>
PRISM_FFT_HD void c2c_global(complex_t<typename P::scalar_t>* data, complex_t<typename P::scalar_t>* spectrum,
                             Shared& shared) {
    const uint32 thread = PRISM_DEVICE_THREAD_INDEX();
    GlobalAccessor<typename P::scalar_t> accessor{data};
    prism::device::FFT<false, P>::call(accessor, shared);
    // Each thread copies only elements it wrote itself, so no barrier is needed before the copy.
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k)
        spectrum[k * P::WorkgroupSize + thread] = data[k * P::WorkgroupSize + thread];
    shared.workgroupExecutionAndMemoryBarrier();  // the FFT's last shared reads before the next FFT
    prism::device::FFT<true, P>::call(accessor, shared);
}

// The same with every value in registers: load coalesced, transform, store coalesced.
template <class P, class Shared>
PRISM_FFT_HD void c2c_preloaded(complex_t<typename P::scalar_t>* data,
                                complex_t<typename P::scalar_t>* spectrum, Shared& shared) {
    const uint32 thread = PRISM_DEVICE_THREAD_INDEX();
    prism::device::PreloadedAccessor<P> values;
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k)
        values.values[k] = data[k * P::WorkgroupSize + thread];
    prism::device::FFT<false, P>::call(values, shared);
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k)
        spectrum[k * P::WorkgroupSize + thread] = values.values[k];
    shared.workgroupExecutionAndMemoryBarrier();
    prism::device::FFT<true, P>::call(values, shared);
    PRISM_FFT_UNROLL
    for (uint32 k = 0; k < P::ElementsPerInvocation; ++k)
        data[k * P::WorkgroupSize + thread] = values.values[k];
}

// Two real signals x and y of FFTLength values in, their half spectra out (FFTLength/2 slots
// each, in half-spectrum order; slot 0 holds Zero + i*Nyquist): one complex FFT of x + i*y, then
// each locally-even element is unpacked with its mirror, fetched from the thread that holds it.
template <class P, class Shared>
PRISM_FFT_HD void real_forward(const typename P::scalar_t* x, const typename P::scalar_t* y,
                               complex_t<typename P::scalar_t>* x_half,
                               complex_t<typename P::scalar_t>* y_half, Shared& shared) {
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

// real_forward, then real_inverse from the half spectra it wrote (other threads' slots: the
// barrier makes them visible), overwriting x and y, which should come back unchanged.
template <class P, class Shared>
PRISM_FFT_HD void real_roundtrip(typename P::scalar_t* x, typename P::scalar_t* y,
                                 complex_t<typename P::scalar_t>* x_half,
                                 complex_t<typename P::scalar_t>* y_half, Shared& shared) {
    real_forward<P>(x, y, x_half, y_half, shared);
    shared.workgroupExecutionAndMemoryBarrier();  // __syncthreads also orders device memory
    real_inverse<P>(x_half, y_half, x, y, shared);
}

}  // namespace prism_test
