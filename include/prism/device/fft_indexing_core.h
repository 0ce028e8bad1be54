/* prism device FFT: the index algebra of the Nabla-ordered workgroup FFT, written once.
 *
 * This file is deliberately plain C: it compiles as OpenCL C 1.2 (which has no templates), as
 * CUDA C++ (host and device), and as host C or C++ (where the functions are constexpr, so the
 * exhaustive tests run on the host). The C++ and OpenCL front ends (fft_indexing.hpp,
 * workgroup_fft.cuh, workgroup_fft.cl.h) only wrap these functions with their compile-time
 * parameters, so the algebra the tests prove is the algebra the kernels run.
 *
 * Every function takes the two parameters of an FFT as base-2 logarithms:
 *   e = ElementsPerInvocationLog2 (>= 1), w = WorkgroupSizeLog2, n_bits = e + w <= 31.
 * docs/device-fft-internals.md derives the maps; docs/device-fft.md shows them for E=2, W=4.
 */
#ifndef PRISM_DEVICE_FFT_INDEXING_CORE_H
#define PRISM_DEVICE_FFT_INDEXING_CORE_H

#if defined(__OPENCL_VERSION__)
typedef uint prism_fft_uint;
#define PRISM_FFT_CORE static inline
#elif defined(__CUDACC__) || defined(__CUDACC_RTC__)
typedef unsigned int prism_fft_uint;
#define PRISM_FFT_CORE __host__ __device__ constexpr inline
#elif defined(__cplusplus)
typedef unsigned int prism_fft_uint; /* 32 bits on every ABI prism builds for (checked in the tests) */
#define PRISM_FFT_CORE constexpr inline
#else
typedef unsigned int prism_fft_uint;
#define PRISM_FFT_CORE static inline
#endif

/* Where a thread sends and from where it receives when trading mirrors (see prism_fft_mirror_*). */
typedef struct {
    prism_fft_uint otherThreadID;    /* the thread whose value this thread receives (and to which it sends) */
    prism_fft_uint mirrorLocalIndex; /* local element index of the value this thread must send */
} prism_fft_NablaMirrorLocalInfo;

typedef struct {
    prism_fft_uint otherThreadID;
    prism_fft_uint mirrorGlobalIndex; /* the same element as mirrorLocalIndex, as an NFFT index */
} prism_fft_NablaMirrorGlobalInfo;

/* The low `bits` bits of x reversed (bits = 0 gives 0). Branch-free swaps rather than a loop:
 * this runs inside kernels too. */
PRISM_FFT_CORE prism_fft_uint prism_fft_bit_reverse(prism_fft_uint x, prism_fft_uint bits) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
    x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
    x = (x >> 16) | (x << 16);
    return bits == 0u ? 0u : x >> (32u - bits);
}

/* Rotates the low `bits` bits of x right by one place; the bits above stay put. */
PRISM_FFT_CORE prism_fft_uint prism_fft_rotate_low_right(prism_fft_uint x, prism_fft_uint bits) {
    const prism_fft_uint mask = (1u << bits) - 1u;
    const prism_fft_uint low = x & mask;
    return (x & ~mask) | (low >> 1) | ((low & 1u) << (bits - 1u));
}

/* Rotates the low `bits` bits of x left by one place (the inverse of the above). */
PRISM_FFT_CORE prism_fft_uint prism_fft_rotate_low_left(prism_fft_uint x, prism_fft_uint bits) {
    const prism_fft_uint mask = (1u << bits) - 1u;
    const prism_fft_uint low = x & mask;
    return (x & ~mask) | ((low << 1) & mask) | (low >> (bits - 1u));
}

/* NFFT[n] = DFT[prism_fft_dft_index(n)]: undo the thread enumeration, then the bit reversal that
 * radix-2 decimation in frequency leaves. */
PRISM_FFT_CORE prism_fft_uint prism_fft_dft_index(prism_fft_uint n, prism_fft_uint e, prism_fft_uint w) {
    return prism_fft_bit_reverse(prism_fft_rotate_low_left(n, w + 1u), e + w);
}

/* The inverse of prism_fft_dft_index. */
PRISM_FFT_CORE prism_fft_uint prism_fft_nabla_index(prism_fft_uint f, prism_fft_uint e, prism_fft_uint w) {
    return prism_fft_rotate_low_right(prism_fft_bit_reverse(f, e + w), w + 1u);
}

/* -f mod FFTLength: the frequency whose value is conj(DFT[f]) for a real signal. */
PRISM_FFT_CORE prism_fft_uint prism_fft_dft_mirror_index(prism_fft_uint f, prism_fft_uint e,
                                                         prism_fft_uint w) {
    return (0u - f) & ((1u << (e + w)) - 1u);
}

/* The DFT mirror, seen through the Nabla order: getNablaIndex o getDFTMirrorIndex o getDFTIndex. */
PRISM_FFT_CORE prism_fft_uint prism_fft_nabla_mirror_index(prism_fft_uint n, prism_fft_uint e,
                                                           prism_fft_uint w) {
    return prism_fft_nabla_index(prism_fft_dft_mirror_index(prism_fft_dft_index(n, e, w), e, w), e, w);
}

/* For the thread holding NFFT[n] (thread n mod WorkgroupSize, local element n / WorkgroupSize):
 * the thread holding the mirror of n, and the local index of the value to send it. The trade is
 * one-to-one (docs/device-fft-internals.md proves it): that thread sends back exactly NFFT's mirror
 * of n, and needs from us the element at mirrorLocalIndex. */
PRISM_FFT_CORE prism_fft_NablaMirrorLocalInfo prism_fft_mirror_local_info(prism_fft_uint n, prism_fft_uint e,
                                                                          prism_fft_uint w) {
    const prism_fft_uint mirror = prism_fft_nabla_mirror_index(n, e, w);
    prism_fft_NablaMirrorLocalInfo info = {mirror & ((1u << w) - 1u), mirror >> w};
    return info;
}

PRISM_FFT_CORE prism_fft_NablaMirrorGlobalInfo prism_fft_mirror_global_info(prism_fft_uint n,
                                                                            prism_fft_uint e,
                                                                            prism_fft_uint w) {
    const prism_fft_uint thread_mask = (1u << w) - 1u;
    const prism_fft_uint mirror = prism_fft_nabla_mirror_index(n, e, w);
    prism_fft_NablaMirrorGlobalInfo info = {mirror & thread_mask,
                                            (mirror & ~thread_mask) | (n & thread_mask)};
    return info;
}

/* ---- The half spectrum of a real signal: the locally-even elements ----------------------------
 * Element n is locally even when its local index n / WorkgroupSize is even. Listed in increasing
 * n, they are DFT[0 .. FFTLength/2 - 1] with the index bit-reversed over n_bits - 1 bits; the
 * Nyquist value (at n = WorkgroupSize, locally odd) rides in slot 0's imaginary part. A "slot" is
 * the position in that list of FFTLength/2 values. */

PRISM_FFT_CORE int prism_fft_is_locally_even(prism_fft_uint n, prism_fft_uint w) {
    return ((n >> w) & 1u) == 0u;
}

/* The slot of a locally-even NFFT index: drop the lowest bit of the local index. */
PRISM_FFT_CORE prism_fft_uint prism_fft_half_spectrum_slot(prism_fft_uint n, prism_fft_uint w) {
    const prism_fft_uint thread_mask = (1u << w) - 1u;
    return ((n >> (w + 1u)) << w) | (n & thread_mask);
}

/* The NFFT index that fills a slot: the inverse of prism_fft_half_spectrum_slot. */
PRISM_FFT_CORE prism_fft_uint prism_fft_half_spectrum_output_index(prism_fft_uint slot, prism_fft_uint w) {
    const prism_fft_uint thread_mask = (1u << w) - 1u;
    return ((slot >> w) << (w + 1u)) | (slot & thread_mask);
}

/* The DFT frequency a slot holds (slot 0 also carries Nyquist, see above). */
PRISM_FFT_CORE prism_fft_uint prism_fft_half_spectrum_dft_index(prism_fft_uint slot, prism_fft_uint e,
                                                                prism_fft_uint w) {
    return prism_fft_bit_reverse(slot, e + w - 1u);
}

/* ---- Pieces of the workgroup FFT's schedule, shared by the CUDA and OpenCL drivers ------------ */

/* The lower element of butterfly `pair` at element distance `stride` (a power of two): insert a
 * zero bit at the stride's position. The upper element is this | stride. */
PRISM_FFT_CORE prism_fft_uint prism_fft_butterfly_lo(prism_fft_uint pair, prism_fft_uint stride) {
    return ((pair & ~(stride - 1u)) << 1) | (pair & (stride - 1u));
}

/* The twiddle of butterfly `pair` at that stride is exp(-i*pi*twiddle_fraction): a fraction in
 * [0, 1), exact in any float type because stride is a power of two. */
PRISM_FFT_CORE prism_fft_uint prism_fft_twiddle_numerator(prism_fft_uint pair, prism_fft_uint stride) {
    return pair & (stride - 1u);
}

#endif /* PRISM_DEVICE_FFT_INDEXING_CORE_H */
