// prism device FFT for CUDA: a radix-2 FFT of FFTLength = ElementsPerInvocation * WorkgroupSize
// complex values, run by one thread block from inside the user's own kernel, output in place in
// Nabla order (see fft_indexing.hpp and docs/device-fft.md).
//
//   using Params = prism::device::ConstevalParameters<1, 8, float>;      // 512 points, 256 threads
//   __shared__ prism::device::complex_t<float> scratch[Params::SharedMemoryElements];
//   MyAccessor data{...};          // get(i, v&) / set(i, v) / memoryBarrier()
//   MySharedAccessor shared{...};  // get(i, v&) / set(i, v) / workgroupExecutionAndMemoryBarrier()
//   prism::device::FFT<false, Params>::call(data, shared);   // forward; true = inverse (divides by N)
//
// Launch with blockDim.x == Params::WorkgroupSize (threadIdx.y/z may index independent FFTs that
// use separate shared memory). Compiles with NVRTC -std=c++17 and no standard headers; it also
// compiles as host C++ when PRISM_DEVICE_THREAD_INDEX and PRISM_DEVICE_SHUFFLE_XOR are defined
// first, which is how tests/device_fft runs it on emulated threads.
#pragma once

#include "complex.hpp"
#include "fft_indexing.hpp"

// The fp32 twiddle table: global memory on the device (read through the read-only cache), a
// constant array on the host, where the emulation tests run this header.
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define PRISM_FFT_TWIDDLE_TABLE_STORAGE static __device__ const __align__(8)
#else
#define PRISM_FFT_TWIDDLE_TABLE_STORAGE alignas(8) inline constexpr
#endif
#include "twiddle_table_f32.h"

// The thread's index in the FFT (0 .. WorkgroupSize-1) and a butterfly shuffle within a warp.
#ifndef PRISM_DEVICE_THREAD_INDEX
#define PRISM_DEVICE_THREAD_INDEX() (threadIdx.x)
#endif
#ifndef PRISM_DEVICE_SHUFFLE_XOR
#define PRISM_DEVICE_SHUFFLE_XOR(value, mask) __shfl_xor_sync(0xffffffffu, (value), (mask))
#endif

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define PRISM_FFT_UNROLL _Pragma("unroll")
#else
#include <cmath>
#define PRISM_FFT_UNROLL
#endif

namespace prism::device {

namespace detail {
// (a function, not a lambda: NVRTC refuses host-inferred lambdas in JIT mode)
PRISM_FFT_HD constexpr unsigned blocks_per_round(unsigned elements, unsigned workgroup, unsigned bytes) {
    unsigned blocks = 1;
    while (blocks < 4u && 2u * blocks < elements && 2u * (2u * blocks) * workgroup * bytes <= 16384u)
        blocks *= 2u;
    return blocks;
}
}  // namespace detail

// The compile-time description of one FFT. SharedMemoryElements complex_t<Scalar> values is what
// the shared-memory accessor must hold: two halves (one barrier per exchange), each one value per
// thread for each of the BlocksPerRound 2*WorkgroupSize blocks that go through the stages together.
template <unsigned ElementsPerInvocationLog2_, unsigned WorkgroupSizeLog2_, class Scalar>
struct ConstevalParameters {
    static constexpr unsigned SubgroupSizeLog2 = 5;  // a CUDA warp
    static_assert(ElementsPerInvocationLog2_ >= 1, "at least 2 elements per invocation");
    static_assert(WorkgroupSizeLog2_ >= SubgroupSizeLog2,
                  "the workgroup must be whole warps (>= 32 threads)");
    static_assert(ElementsPerInvocationLog2_ + WorkgroupSizeLog2_ <= 31, "indices are 32-bit");

    using scalar_t = Scalar;
    using complex_type = complex_t<Scalar>;
    using Indexing = FFTIndexingUtils<ElementsPerInvocationLog2_, WorkgroupSizeLog2_>;

    static constexpr unsigned ElementsPerInvocationLog2 = ElementsPerInvocationLog2_;
    static constexpr unsigned WorkgroupSizeLog2 = WorkgroupSizeLog2_;
    static constexpr unsigned ElementsPerInvocation = 1u << ElementsPerInvocationLog2;
    static constexpr unsigned WorkgroupSize = 1u << WorkgroupSizeLog2;
    static constexpr unsigned SubgroupSize = 1u << SubgroupSizeLog2;
    static constexpr unsigned FFTLength = ElementsPerInvocation * WorkgroupSize;
    // Up to 4 blocks per round while that keeps the shared memory within 16 KiB (more blocks per
    // barrier, more independent work per thread); 1 where even one block needs more.
    static constexpr unsigned BlocksPerRound =
        detail::blocks_per_round(ElementsPerInvocation, WorkgroupSize, unsigned(sizeof(complex_t<Scalar>)));
    static constexpr unsigned SharedMemoryElements = 2u * BlocksPerRound * WorkgroupSize;
    static constexpr unsigned SharedMemoryBytes = SharedMemoryElements * unsigned(sizeof(complex_t<Scalar>));
    static constexpr unsigned SharedMemoryDWORDs = SharedMemoryBytes / 4u;
};

// Keeps all ElementsPerInvocation values of one thread in registers: the FFT only ever touches
// indices congruent to the thread's index mod WorkgroupSize, so index >> WorkgroupSizeLog2 is a
// compile-time constant after unrolling. Fill `values[k]` with element k*WorkgroupSize + thread.
template <class Params>
struct PreloadedAccessor {
    complex_t<typename Params::scalar_t> values[Params::ElementsPerInvocation];

    PRISM_FFT_HD void get(uint32 index, complex_t<typename Params::scalar_t>& value) const {
        value = values[index >> Params::WorkgroupSizeLog2];
    }
    PRISM_FFT_HD void set(uint32 index, const complex_t<typename Params::scalar_t>& value) {
        values[index >> Params::WorkgroupSizeLog2] = value;
    }
    PRISM_FFT_HD void memoryBarrier() {}  // registers: nothing to order
};

namespace detail {

// Masked so the compiler knows the bits above WorkgroupSizeLog2 are zero: then index >> W in a
// preloaded accessor folds to a constant and its array stays in registers.
template <class P>
PRISM_FFT_HD inline uint32 thread_index() {
    return uint32(PRISM_DEVICE_THREAD_INDEX()) & (P::WorkgroupSize - 1u);
}

// values[index] for an index the compiler cannot prove constant, without indexing a register
// array dynamically (which would move it to local memory).
template <unsigned Count, class V>
PRISM_FFT_HD inline V select_element(const V* values, uint32 index) {
    V chosen = values[0];
    PRISM_FFT_UNROLL
    for (uint32 k = 1; k < Count; ++k)
        if (k == index) chosen = values[k];
    return chosen;
}

// exp(-i*pi*numerator/denominator), computed from the exact fraction (sincospi), not from a
// rounded angle: this is what keeps fp32 within a few ulps at every stage.
template <class S>
PRISM_FFT_HD inline complex_t<S> computed_twiddle(uint32 numerator, uint32 denominator) {
    const S fraction = S(numerator) / S(denominator);
    S s, c;
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
    if constexpr (sizeof(S) == 4)
        sincospif(fraction, &s, &c);
    else
        sincospi(fraction, &s, &c);
#else
    const long double angle = 3.14159265358979323846264338327950288L * static_cast<long double>(fraction);
    s = static_cast<S>(std::sin(angle));
    c = static_cast<S>(std::cos(angle));
#endif
    return {c, -s};
}

template <class S>
PRISM_FFT_HD constexpr bool twiddle_in_table(uint32 level) {
    return sizeof(S) == 4 && level <= PRISM_FFT_TWIDDLE_TABLE_MAX_LEVEL;
}

// exp(-i*pi*numerator/2^level), numerator < 2^level. fp32 reads the generated table (one 8-byte
// load, lanes reading neighbouring entries) instead of running sincospif, which cost ~40
// instructions per twiddle and was a third of the FFT's instructions; fp64 and the levels past
// the table still compute. `level` is a compile-time constant after unrolling, so the branch folds.
template <class S>
PRISM_FFT_HD inline complex_t<S> twiddle(uint32 numerator, uint32 level) {
    if constexpr (sizeof(S) == 4) {
        if (twiddle_in_table<S>(level)) {
            const uint32 entry = (1u << level) + numerator;
#if defined(__CUDA_ARCH__)
            const float2 value = __ldg(reinterpret_cast<const float2*>(prism_fft_twiddles_f32) + entry);
            return {value.x, value.y};
#elif !defined(__CUDACC__)
            return {prism_fft_twiddles_f32[2u * entry], prism_fft_twiddles_f32[2u * entry + 1u]};
#endif
        }
    }
    return computed_twiddle<S>(numerator, 1u << level);
}

// The twiddle of an accessor stage, exp(-i*pi*(constant + thread)/2^level) with no carry between
// the two parts: one table read, or past the table a per-thread factor times a constant one.
template <class S>
PRISM_FFT_HD inline complex_t<S> stage_twiddle(uint32 constant, uint32 thread, uint32 level) {
    if (twiddle_in_table<S>(level)) return twiddle<S>(constant | thread, level);
    return twiddle<S>(constant, level) * twiddle<S>(thread, level);
}

// Decimation in frequency: (lo, hi) -> (lo + hi, (lo - hi) * w).
template <class S>
PRISM_FFT_HD inline void butterfly_dif(complex_t<S>& lo, complex_t<S>& hi, complex_t<S> w) {
    const complex_t<S> difference = lo - hi;
    lo = lo + hi;
    hi = difference * w;
}

// Its transpose, with conj(w): (lo, hi) -> (lo + hi*conj(w), lo - hi*conj(w)). Undoes the above
// up to a factor 2, which is why the inverse divides by the length.
template <class S>
PRISM_FFT_HD inline void butterfly_dit(complex_t<S>& lo, complex_t<S>& hi, complex_t<S> w) {
    const complex_t<S> rotated = hi * conj(w);
    hi = lo - rotated;
    lo = lo + rotated;
}

// butterfly_dit with w = 1.
template <class S>
PRISM_FFT_HD inline void butterfly_dit_by_one(complex_t<S>& lo, complex_t<S>& hi) {
    const complex_t<S> sum = lo + hi;
    hi = lo - hi;
    lo = sum;
}

// c ? a : b, field by field. A select between two complex lvalues can become a select between
// their addresses, which sends register arrays (lo[G], hi[G] below) to local memory.
template <class S>
PRISM_FFT_HD inline complex_t<S> choose(bool c, complex_t<S> a, complex_t<S> b) {
    return {c ? a.re : b.re, c ? a.im : b.im};
}

// Threads t and t^stride swap so that each then holds the pair at the next smaller distance: the
// lower thread gives its hi and takes the upper one's lo. Exactly one value moves each way.
template <class S>
PRISM_FFT_HD inline void keep_received(complex_t<S>& lo, complex_t<S>& hi, bool upper,
                                       complex_t<S> received) {
    lo = choose(upper, received, lo);
    hi = choose(upper, hi, received);
}

// One trade at `stride` for the G blocks of a round, through half (exchange & 1) of the shared
// memory: each thread sends the value of its pair that its partner (thread ^ stride) keeps, hi
// from the lower thread and lo from the upper one, and returns the partner's in `received`.
// Alternating halves is why one barrier per exchange is enough: a thread writes a half again only
// after the barrier of the exchange in between, which no thread passes before it has read what it
// needed from that half.
template <class P, uint32 G, class S, class Shared>
PRISM_FFT_HD inline void trade_shared(const complex_t<S> (&lo)[G], const complex_t<S> (&hi)[G], uint32 thread,
                                      uint32 stride, uint32 exchange, Shared& shared,
                                      complex_t<S> (&received)[G]) {
    const bool upper = (thread & stride) != 0u;
    const uint32 half = (exchange & 1u) * (G * P::WorkgroupSize);
    PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g)
        shared.set(half + g * P::WorkgroupSize + thread, choose(upper, lo[g], hi[g]));
    shared.workgroupExecutionAndMemoryBarrier();
    PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g) shared.get(half + g * P::WorkgroupSize + (thread ^ stride), received[g]);
}

// The same trade through a warp shuffle.
template <class S>
PRISM_FFT_HD inline complex_t<S> trade_shuffle(complex_t<S> lo, complex_t<S> hi, uint32 thread,
                                               uint32 stride) {
    const complex_t<S> sent = choose((thread & stride) != 0u, lo, hi);
    return {PRISM_DEVICE_SHUFFLE_XOR(sent.re, stride), PRISM_DEVICE_SHUFFLE_XOR(sent.im, stride)};
}

// An exchange that swaps: afterwards each thread holds the pair at the next smaller distance.
template <class P, uint32 G, class S, class Shared>
PRISM_FFT_HD inline void exchange_shared(complex_t<S> (&lo)[G], complex_t<S> (&hi)[G], uint32 thread,
                                         uint32 stride, uint32 exchange, Shared& shared) {
    complex_t<S> received[G];
    trade_shared<P, G>(lo, hi, thread, stride, exchange, shared, received);
    PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g) keep_received(lo[g], hi[g], (thread & stride) != 0u, received[g]);
}

template <class S>
PRISM_FFT_HD inline void exchange_shuffle(complex_t<S>& lo, complex_t<S>& hi, uint32 thread, uint32 stride) {
    keep_received(lo, hi, (thread & stride) != 0u, trade_shuffle(lo, hi, thread, stride));
}

// The forward's exchange and butterfly in one. Each thread keeps one value of its pair and has
// received the other; with the upper thread's twiddle negated (BlockTwiddles<P, true>), both then
// compute lo = kept + received, hi = (kept - received) * w, which is the butterfly of the pair in
// the order a swap into (lo, hi) would have given (for the upper thread, -(a - b) = b - a exactly),
// two selects per pair fewer. At level 0 the twiddle is +-1: a sign, not a product.
template <class S>
PRISM_FFT_HD inline void butterfly_dif_exchanged(complex_t<S>& lo, complex_t<S>& hi, bool upper,
                                                 complex_t<S> received, complex_t<S> signed_w, uint32 level) {
    const complex_t<S> kept = choose(upper, hi, lo);
    const complex_t<S> difference = kept - received;
    lo = kept + received;
    hi = level == 0u ? difference * signed_w.re : difference * signed_w;
}

// One forward exchange at 2^level through shared memory, fused with the butterfly after it.
template <class P, uint32 G, class S, class Shared>
PRISM_FFT_HD inline void exchange_shared_dif(complex_t<S> (&lo)[G], complex_t<S> (&hi)[G], uint32 thread,
                                             uint32 level, uint32 exchange, Shared& shared,
                                             complex_t<S> signed_w) {
    complex_t<S> received[G];
    trade_shared<P, G>(lo, hi, thread, 1u << level, exchange, shared, received);
    PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g)
        butterfly_dif_exchanged(lo[g], hi[g], ((thread >> level) & 1u) != 0u, received[g], signed_w, level);
}

// The same through a warp shuffle.
template <class S>
PRISM_FFT_HD inline void exchange_shuffle_dif(complex_t<S>& lo, complex_t<S>& hi, uint32 thread, uint32 level,
                                              complex_t<S> signed_w) {
    const complex_t<S> received = trade_shuffle(lo, hi, thread, 1u << level);
    butterfly_dif_exchanged(lo, hi, ((thread >> level) & 1u) != 0u, received, signed_w, level);
}

// The twiddles of one thread inside a 2*WorkgroupSize block: at stride 2^b it is
// exp(-i*pi*(thread mod 2^b)/2^b), the same in every block, so it is read once per call (at b = 0
// it is 1, no read). SignedForExchanges: negated on the upper thread of each exchange (b below
// WorkgroupSizeLog2), as butterfly_dif_exchanged takes them.
template <class P, bool SignedForExchanges>
struct BlockTwiddles {
    complex_t<typename P::scalar_t> at[P::WorkgroupSizeLog2 + 1];

    PRISM_FFT_HD explicit BlockTwiddles(uint32 thread) {
        using S = typename P::scalar_t;
        at[0] = {S(1), S(0)};
        PRISM_FFT_UNROLL
        for (uint32 b = 1; b <= P::WorkgroupSizeLog2; ++b) at[b] = twiddle<S>(thread & ((1u << b) - 1u), b);
        if constexpr (SignedForExchanges) {
            PRISM_FFT_UNROLL
            for (uint32 b = 0; b < P::WorkgroupSizeLog2; ++b)
                if ((thread >> b) & 1u) at[b] = {-at[b].re, -at[b].im};
        }
    }
};

// Element `upper | thread` of block g of the round at `offset`. Joined with | rather than +: the
// parts have disjoint bits, and only then can the compiler see that index >> WorkgroupSizeLog2
// is a constant, which keeps a preloaded accessor's array out of local memory.
template <class P>
PRISM_FFT_HD inline uint32 block_index(uint32 offset, uint32 g, uint32 upper) {
    return offset | (g * 2u * P::WorkgroupSize) | upper | thread_index<P>();
}

// The 2*WorkgroupSize blocks at `offset` + g*2*WorkgroupSize, g < G, two elements per thread and
// block: the first butterfly in registers, the strides WorkgroupSize/2 .. SubgroupSize through
// shared memory, the rest by warp shuffles. The G blocks go stage by stage together, so they
// share each barrier and their independent butterflies and shuffles overlap.
template <class P, uint32 G, class Accessor, class Shared>
PRISM_FFT_HD inline void forward_blocks(Accessor& data, Shared& shared, const BlockTwiddles<P, true>& w,
                                        uint32 offset, uint32& exchange) {
    using S = typename P::scalar_t;
    constexpr uint32 W = P::WorkgroupSizeLog2, SG = P::SubgroupSizeLog2;
    const uint32 thread = thread_index<P>();
    complex_t<S> lo[G], hi[G];
    PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g) {
        data.get(block_index<P>(offset, g, 0u), lo[g]);
        data.get(block_index<P>(offset, g, P::WorkgroupSize), hi[g]);
        butterfly_dif(lo[g], hi[g], w.at[W]);
    }
    PRISM_FFT_UNROLL
    for (uint32 b = W - 1; b >= SG && b < W; --b)  // b < W: stop when b wraps below 0
        exchange_shared_dif<P, G>(lo, hi, thread, b, exchange++, shared, w.at[b]);
    PRISM_FFT_UNROLL
    for (uint32 b = SG - 1; b < SG; --b) PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g) exchange_shuffle_dif(lo[g], hi[g], thread, b, w.at[b]);
    PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g) {
        data.set(block_index<P>(offset, g, 0u), lo[g]);
        data.set(block_index<P>(offset, g, P::WorkgroupSize), hi[g]);
    }
}

// The forward blocks run backwards, each step transposed; multiplies the result by `scale`.
template <class P, uint32 G, class Accessor, class Shared>
PRISM_FFT_HD inline void inverse_blocks(Accessor& data, Shared& shared, const BlockTwiddles<P, false>& w,
                                        uint32 offset, uint32& exchange, typename P::scalar_t scale) {
    using S = typename P::scalar_t;
    constexpr uint32 W = P::WorkgroupSizeLog2, SG = P::SubgroupSizeLog2;
    const uint32 thread = thread_index<P>();
    complex_t<S> lo[G], hi[G];
    PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g) {
        data.get(block_index<P>(offset, g, 0u), lo[g]);
        data.get(block_index<P>(offset, g, P::WorkgroupSize), hi[g]);
    }
    PRISM_FFT_UNROLL
    for (uint32 b = 0; b < SG; ++b) PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g) {
        if (b == 0u)  // w = 1
            butterfly_dit_by_one(lo[g], hi[g]);
        else
            butterfly_dit(lo[g], hi[g], w.at[b]);
        exchange_shuffle(lo[g], hi[g], thread, 1u << b);
    }
    PRISM_FFT_UNROLL
    for (uint32 b = SG; b < W; ++b) {
        PRISM_FFT_UNROLL
        for (uint32 g = 0; g < G; ++g) butterfly_dit(lo[g], hi[g], w.at[b]);
        exchange_shared<P, G>(lo, hi, thread, 1u << b, exchange++, shared);
    }
    PRISM_FFT_UNROLL
    for (uint32 g = 0; g < G; ++g) {
        butterfly_dit(lo[g], hi[g], w.at[W]);
        data.set(block_index<P>(offset, g, 0u), lo[g] * scale);
        data.set(block_index<P>(offset, g, P::WorkgroupSize), hi[g] * scale);
    }
}

// The strides above WorkgroupSize, element distance 2^level: each thread runs the butterflies
// pair = j*WorkgroupSize + thread. Both elements of such a pair are congruent to the thread mod
// WorkgroupSize, so a thread only ever reads back its own writes: memoryBarrier suffices, no
// execution barrier. Scales the outputs by `scale` (the inverse's 1/N on its last stage).
template <class P, bool Inverse, class Accessor>
PRISM_FFT_HD inline void accessor_stage(Accessor& data, uint32 level, typename P::scalar_t scale) {
    using S = typename P::scalar_t;
    constexpr uint32 W = P::WorkgroupSizeLog2;
    const uint32 thread = thread_index<P>(), stride = 1u << level;
    PRISM_FFT_UNROLL
    for (uint32 j = 0; j < P::ElementsPerInvocation / 2u; ++j) {
        // Index = constant local part | thread: keeps preloaded accessors in registers.
        const uint32 lo_index = (prism_fft_butterfly_lo(j, stride >> W) << W) | thread;
        complex_t<S> lo, hi;
        data.get(lo_index, lo);
        data.get(lo_index | stride, hi);
        // pair mod stride = (j*WorkgroupSize mod stride) | thread: no carry between the parts.
        const complex_t<S> w = stage_twiddle<S>(prism_fft_twiddle_numerator(j << W, stride), thread, level);
        if constexpr (Inverse)
            butterfly_dit(lo, hi, w);
        else
            butterfly_dif(lo, hi, w);
        data.set(lo_index, lo * scale);
        data.set(lo_index | stride, hi * scale);
    }
    data.memoryBarrier();
}

}  // namespace detail

// The workgroup FFT. Forward (Inverse = false) takes natural order and leaves Nabla order;
// inverse takes Nabla order, leaves natural order and divides by FFTLength, so inverse after
// forward is the identity and spectra can be multiplied pointwise in Nabla order in between.
// Every thread of the block must call it (it synchronises through the shared accessor). It starts
// with a barrier, so shared memory the caller read just before is safe; it does not end with one:
// put one before reusing the shared memory, as between two calls.
template <bool Inverse, class Params>
struct FFT {
    template <class Accessor, class SharedMemoryAccessor>
    PRISM_FFT_HD static void call(Accessor& accessor, SharedMemoryAccessor& sharedmemAccessor) {
        if constexpr (Inverse)
            run_inverse(accessor, sharedmemAccessor);
        else
            run_forward(accessor, sharedmemAccessor);
    }

private:
    using S = typename Params::scalar_t;
    static constexpr uint32 kBlock = 2u * Params::WorkgroupSize;
    static constexpr uint32 kRound = Params::BlocksPerRound * kBlock;  // elements per round of blocks

    template <class Accessor, class Shared>
    PRISM_FFT_HD static void run_forward(Accessor& accessor, Shared& shared) {
        constexpr uint32 top = Params::ElementsPerInvocationLog2 + Params::WorkgroupSizeLog2 - 1u;
        PRISM_FFT_UNROLL
        for (uint32 level = top; level > Params::WorkgroupSizeLog2; --level)
            detail::accessor_stage<Params, false>(accessor, level, S(1));
        const detail::BlockTwiddles<Params, true> twiddles(detail::thread_index<Params>());
        shared.workgroupExecutionAndMemoryBarrier();  // the caller's last reads of the shared memory
        uint32 exchange = 0;
        PRISM_FFT_UNROLL
        for (uint32 offset = 0; offset < Params::FFTLength; offset += kRound)
            detail::forward_blocks<Params, Params::BlocksPerRound>(accessor, shared, twiddles, offset,
                                                                   exchange);
    }

    template <class Accessor, class Shared>
    PRISM_FFT_HD static void run_inverse(Accessor& accessor, Shared& shared) {
        constexpr uint32 top = Params::ElementsPerInvocationLog2 + Params::WorkgroupSizeLog2 - 1u;
        const S one_over_n = S(1) / S(Params::FFTLength);  // a power of two: exact
        const S block_scale = Params::ElementsPerInvocation == 2u ? one_over_n : S(1);
        const detail::BlockTwiddles<Params, false> twiddles(detail::thread_index<Params>());
        shared.workgroupExecutionAndMemoryBarrier();
        uint32 exchange = 0;
        PRISM_FFT_UNROLL
        for (uint32 offset = 0; offset < Params::FFTLength; offset += kRound)
            detail::inverse_blocks<Params, Params::BlocksPerRound>(accessor, shared, twiddles, offset,
                                                                   exchange, block_scale);
        PRISM_FFT_UNROLL
        for (uint32 level = Params::WorkgroupSizeLog2 + 1u; level <= top; ++level)
            detail::accessor_stage<Params, true>(accessor, level, level == top ? one_over_n : S(1));
    }
};

// For preloaded values (values[k] = element k*WorkgroupSize + this thread, all ElementsPerInvocation
// of them): returns the value of NFFT at getNablaMirrorIndex of this thread's element
// `localElementIndex`, by one trade through shared memory. All threads must call it with the same
// localElementIndex; each sends one value and receives one, from the same partner thread. Ends
// with a barrier, so calls can follow each other directly.
template <class Params, class SharedMemoryAccessor>
PRISM_FFT_HD inline complex_t<typename Params::scalar_t> tradeMirror(
    const complex_t<typename Params::scalar_t>* values, uint32 localElementIndex,
    SharedMemoryAccessor& shared) {
    using Indexing = typename Params::Indexing;
    const uint32 thread = detail::thread_index<Params>();
    const NablaMirrorLocalInfo info =
        Indexing::getNablaMirrorLocalInfo(Indexing::getGlobalElementIndex(thread, localElementIndex));
    shared.set(thread, detail::select_element<Params::ElementsPerInvocation>(values, info.mirrorLocalIndex));
    shared.workgroupExecutionAndMemoryBarrier();
    complex_t<typename Params::scalar_t> received;
    shared.get(info.otherThreadID, received);
    shared.workgroupExecutionAndMemoryBarrier();
    return received;
}

}  // namespace prism::device
