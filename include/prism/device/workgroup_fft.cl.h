/* prism device FFT for OpenCL C 1.2: the workgroup FFT of workgroup_fft.cuh, for kernels written
 * in OpenCL C. OpenCL C has no templates, so one inclusion of this file instantiates one FFT
 * configuration, named by a prefix; include it again (with new definitions) for another one.
 *
 * Define before each inclusion (all are #undef'd at its end):
 *   PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2   >= 1
 *   PRISM_FFT_WORKGROUP_SIZE_LOG2            >= 0 (no warp shuffles here, so no minimum of 32)
 *   PRISM_FFT_SCALAR                         float or double (double needs cl_khr_fp64 enabled)
 *   PRISM_FFT_ACCESSOR                       the user's data accessor type, a struct A, with
 *        PRISM_FFT_SCALAR2 A_get(A* a, uint index);
 *        void A_set(A* a, uint index, PRISM_FFT_SCALAR2 value);
 *        void A_memoryBarrier(A* a);   (may be empty: see docs/device-fft.md)
 *   PRISM_FFT_SHARED_ACCESSOR                the shared-memory accessor type, a struct S, holding
 *        WorkgroupSize values, with S_get, S_set (as above) and
 *        void S_workgroupExecutionAndMemoryBarrier(S* s);   (normally barrier(CLK_LOCAL_MEM_FENCE))
 *   PRISM_FFT_NAME                           optional prefix of what is generated (default prism_fft)
 * and it generates, with NAME the prefix and C the complex type (float2 or double2):
 *   void NAME_forward(A*, S*);   natural order in, Nabla order out (in place)
 *   void NAME_inverse(A*, S*);   Nabla order in, natural order out, divided by the length
 *   uint NAME_getDFTIndex(uint), NAME_getNablaIndex, NAME_getDFTMirrorIndex, NAME_getNablaMirrorIndex
 *   prism_fft_NablaMirrorLocalInfo NAME_getNablaMirrorLocalInfo(uint),
 *   prism_fft_NablaMirrorGlobalInfo NAME_getNablaMirrorGlobalInfo(uint)
 *   int NAME_isLocallyEven(uint); uint NAME_getHalfSpectrumSlot(uint),
 *   NAME_getHalfSpectrumOutputIndex(uint), NAME_getHalfSpectrumDFTIndex(uint)
 *   C NAME_tradeMirror(const C* values, uint localElementIndex, S*)
 *   void NAME_unpackRealSpectra(C z, C zMirror, C* x, C* y); C NAME_packRealSpectra(C x, C y);
 *   C NAME_packZeroNyquist(C zero, C nyquist); C NAME_unpackZero(C packed); C NAME_unpackNyquist(C packed)
 * The thread index is get_local_id(0); define PRISM_FFT_THREAD_INDEX() to change it.
 *
 * Unlike the CUDA version, every stride below the workgroup size goes through shared memory:
 * OpenCL 1.2 has no subgroup shuffles. The schedule is otherwise the same (docs/device-fft.md).
 */
#include "fft_indexing_core.h"

#if !defined(PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2) || !defined(PRISM_FFT_WORKGROUP_SIZE_LOG2) || \
    !defined(PRISM_FFT_SCALAR) || !defined(PRISM_FFT_ACCESSOR) || !defined(PRISM_FFT_SHARED_ACCESSOR)
#error \
    "workgroup_fft.cl.h: define PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2, PRISM_FFT_WORKGROUP_SIZE_LOG2, PRISM_FFT_SCALAR, PRISM_FFT_ACCESSOR and PRISM_FFT_SHARED_ACCESSOR first"
#endif
#if PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2 < 1 || \
    PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2 + PRISM_FFT_WORKGROUP_SIZE_LOG2 > 31
#error "workgroup_fft.cl.h: need ElementsPerInvocationLog2 >= 1 and a length of at most 2^31"
#endif
#ifndef PRISM_FFT_NAME
#define PRISM_FFT_NAME prism_fft
#endif
#ifndef PRISM_FFT_THREAD_INDEX
#define PRISM_FFT_THREAD_INDEX() ((uint)get_local_id(0))
#endif

#ifndef PRISM_FFT_CAT
#define PRISM_FFT_CAT_(a, b) a##b
#define PRISM_FFT_CAT(a, b) PRISM_FFT_CAT_(a, b)
#endif
/* Names local to this inclusion. */
#define PFFT_FN(suffix) PRISM_FFT_CAT(PRISM_FFT_NAME, _##suffix)
#define PFFT_ACC(suffix) PRISM_FFT_CAT(PRISM_FFT_ACCESSOR, _##suffix)
#define PFFT_SH(suffix) PRISM_FFT_CAT(PRISM_FFT_SHARED_ACCESSOR, _##suffix)
#define PFFT_C PRISM_FFT_CAT(PRISM_FFT_SCALAR, 2)
#define PFFT_S PRISM_FFT_SCALAR
#define PFFT_E ((uint)PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2)
#define PFFT_W ((uint)PRISM_FFT_WORKGROUP_SIZE_LOG2)
#define PFFT_WGS (1u << PFFT_W)
#define PFFT_LENGTH (1u << (PFFT_E + PFFT_W))

/* ---- index maps (fft_indexing_core.h with this configuration's parameters) ---------------- */
static inline uint PFFT_FN(getDFTIndex)(uint n) { return prism_fft_dft_index(n, PFFT_E, PFFT_W); }
static inline uint PFFT_FN(getNablaIndex)(uint f) { return prism_fft_nabla_index(f, PFFT_E, PFFT_W); }
static inline uint PFFT_FN(getDFTMirrorIndex)(uint f) {
    return prism_fft_dft_mirror_index(f, PFFT_E, PFFT_W);
}
static inline uint PFFT_FN(getNablaMirrorIndex)(uint n) {
    return prism_fft_nabla_mirror_index(n, PFFT_E, PFFT_W);
}
static inline prism_fft_NablaMirrorLocalInfo PFFT_FN(getNablaMirrorLocalInfo)(uint n) {
    return prism_fft_mirror_local_info(n, PFFT_E, PFFT_W);
}
static inline prism_fft_NablaMirrorGlobalInfo PFFT_FN(getNablaMirrorGlobalInfo)(uint n) {
    return prism_fft_mirror_global_info(n, PFFT_E, PFFT_W);
}
static inline int PFFT_FN(isLocallyEven)(uint n) { return prism_fft_is_locally_even(n, PFFT_W); }
static inline uint PFFT_FN(getHalfSpectrumSlot)(uint n) { return prism_fft_half_spectrum_slot(n, PFFT_W); }
static inline uint PFFT_FN(getHalfSpectrumOutputIndex)(uint slot) {
    return prism_fft_half_spectrum_output_index(slot, PFFT_W);
}
static inline uint PFFT_FN(getHalfSpectrumDFTIndex)(uint slot) {
    return prism_fft_half_spectrum_dft_index(slot, PFFT_E, PFFT_W);
}

/* ---- complex arithmetic and butterflies ---------------------------------------------------- */
static inline PFFT_C PFFT_FN(mul)(PFFT_C a, PFFT_C b) {
    return (PFFT_C)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

/* exp(-i*pi*numerator/denominator) from the exact fraction: see workgroup_fft.cuh. */
static inline PFFT_C PFFT_FN(twiddle)(uint numerator, uint denominator) {
    const PFFT_S fraction = (PFFT_S)numerator / (PFFT_S)denominator;
    return (PFFT_C)(cospi(fraction), -sinpi(fraction));
}

static inline void PFFT_FN(butterfly_dif)(PFFT_C* lo, PFFT_C* hi, PFFT_C w) {
    const PFFT_C difference = *lo - *hi;
    *lo = *lo + *hi;
    *hi = PFFT_FN(mul)(difference, w);
}

static inline void PFFT_FN(butterfly_dit)(PFFT_C* lo, PFFT_C* hi, PFFT_C w) {
    const PFFT_C rotated = PFFT_FN(mul)(*hi, (PFFT_C)(w.x, -w.y));
    *hi = *lo - rotated;
    *lo = *lo + rotated;
}

/* Threads t and t^stride trade one value each: the lower gives its hi, takes the upper's lo. */
static inline void PFFT_FN(exchange)(PFFT_C* lo, PFFT_C* hi, uint thread, uint stride,
                                     PRISM_FFT_SHARED_ACCESSOR* shared) {
    const int upper = (thread & stride) != 0u;
    PFFT_SH(set)(shared, thread, upper ? *lo : *hi);
    PFFT_SH(workgroupExecutionAndMemoryBarrier)(shared);
    const PFFT_C received = PFFT_SH(get)(shared, thread ^ stride);
    if (upper)
        *lo = received;
    else
        *hi = received;
}

/* ---- the schedule (the same as workgroup_fft.cuh's, every small stride in shared memory) ---- */

/* This thread's twiddle at stride 2^b inside a 2*WorkgroupSize block, the same in every block:
 * computed once per call rather than once per butterfly. */
static inline void PFFT_FN(block_twiddles)(PFFT_C* at) {
    const uint thread = PRISM_FFT_THREAD_INDEX() & (PFFT_WGS - 1u);
#pragma unroll
    for (uint b = 0u; b <= PFFT_W; ++b)
        at[b] = PFFT_FN(twiddle)(prism_fft_twiddle_numerator(thread, 1u << b), 1u << b);
}

/* A 2*WorkgroupSize block at `offset`, two elements per thread. A barrier precedes every shared
 * write, so reads of the previous stage, block or user code are done before it. */
static inline void PFFT_FN(forward_block)(PRISM_FFT_ACCESSOR* data, uint offset,
                                          PRISM_FFT_SHARED_ACCESSOR* shared, const PFFT_C* w) {
    const uint thread = PRISM_FFT_THREAD_INDEX() & (PFFT_WGS - 1u);
    PFFT_C lo = PFFT_ACC(get)(data, offset + thread);
    PFFT_C hi = PFFT_ACC(get)(data, offset + (thread | PFFT_WGS));
    PFFT_FN(butterfly_dif)(&lo, &hi, w[PFFT_W]);
    /* Not #pragma unroll: PoCL 3.1's work-item loops miscompile this barrier loop fully unrolled
     * (wrong twiddles from 16 work-items up); GPU compilers unroll such short loops by themselves. */
    for (uint b = PFFT_W - 1u; b < PFFT_W; --b) { /* b < W: stops when b wraps below 0 */
        PFFT_SH(workgroupExecutionAndMemoryBarrier)(shared);
        PFFT_FN(exchange)(&lo, &hi, thread, 1u << b, shared);
        PFFT_FN(butterfly_dif)(&lo, &hi, w[b]);
    }
    PFFT_ACC(set)(data, offset + thread, lo);
    PFFT_ACC(set)(data, offset + (thread | PFFT_WGS), hi);
}

/* The forward block run backwards, each step transposed; multiplies the result by `scale`. */
static inline void PFFT_FN(inverse_block)(PRISM_FFT_ACCESSOR* data, uint offset,
                                          PRISM_FFT_SHARED_ACCESSOR* shared, const PFFT_C* w, PFFT_S scale) {
    const uint thread = PRISM_FFT_THREAD_INDEX() & (PFFT_WGS - 1u);
    PFFT_C lo = PFFT_ACC(get)(data, offset + thread);
    PFFT_C hi = PFFT_ACC(get)(data, offset + (thread | PFFT_WGS));
    for (uint b = 0u; b < PFFT_W; ++b) { /* not unrolled: see forward_block */
        PFFT_FN(butterfly_dit)(&lo, &hi, w[b]);
        PFFT_SH(workgroupExecutionAndMemoryBarrier)(shared);
        PFFT_FN(exchange)(&lo, &hi, thread, 1u << b, shared);
    }
    PFFT_FN(butterfly_dit)(&lo, &hi, w[PFFT_W]);
    PFFT_ACC(set)(data, offset + thread, lo * scale);
    PFFT_ACC(set)(data, offset + (thread | PFFT_WGS), hi * scale);
}

/* Element distance `stride` > WorkgroupSize: a thread's pairs only touch its own elements
 * (congruent to it mod WorkgroupSize), so memoryBarrier is enough. The twiddle splits into a
 * per-thread factor and a per-j constant, as in workgroup_fft.cuh. */
static inline void PFFT_FN(accessor_stage)(PRISM_FFT_ACCESSOR* data, uint stride, int inverse, PFFT_S scale) {
    const uint thread = PRISM_FFT_THREAD_INDEX() & (PFFT_WGS - 1u);
    const PFFT_C thread_factor = PFFT_FN(twiddle)(thread, stride);
#pragma unroll
    for (uint j = 0u; j < (1u << PFFT_E) / 2u; ++j) {
        const uint lo_index = (prism_fft_butterfly_lo(j, stride >> PFFT_W) << PFFT_W) | thread;
        PFFT_C lo = PFFT_ACC(get)(data, lo_index);
        PFFT_C hi = PFFT_ACC(get)(data, lo_index | stride);
        const PFFT_C w = PFFT_FN(mul)(
            PFFT_FN(twiddle)(prism_fft_twiddle_numerator(j << PFFT_W, stride), stride), thread_factor);
        if (inverse)
            PFFT_FN(butterfly_dit)(&lo, &hi, w);
        else
            PFFT_FN(butterfly_dif)(&lo, &hi, w);
        PFFT_ACC(set)(data, lo_index, lo * scale);
        PFFT_ACC(set)(data, lo_index | stride, hi * scale);
    }
    PFFT_ACC(memoryBarrier)(data);
}

/* Forward FFT, in place: natural order in, Nabla order out. No barrier at the end: put one
 * before reusing the shared memory. */
static inline void PFFT_FN(forward)(PRISM_FFT_ACCESSOR* data, PRISM_FFT_SHARED_ACCESSOR* shared) {
#pragma unroll
    for (uint stride = PFFT_LENGTH >> 1; stride >= 2u * PFFT_WGS; stride >>= 1)
        PFFT_FN(accessor_stage)(data, stride, 0, (PFFT_S)1);
    PFFT_C twiddles[PFFT_W + 1u];
    PFFT_FN(block_twiddles)(twiddles);
#pragma unroll
    for (uint offset = 0u; offset < PFFT_LENGTH; offset += 2u * PFFT_WGS)
        PFFT_FN(forward_block)(data, offset, shared, twiddles);
}

/* Inverse FFT, in place: Nabla order in, natural order out, divided by the length. */
static inline void PFFT_FN(inverse)(PRISM_FFT_ACCESSOR* data, PRISM_FFT_SHARED_ACCESSOR* shared) {
    const PFFT_S one_over_n = (PFFT_S)1 / (PFFT_S)PFFT_LENGTH;
    const PFFT_S block_scale = PFFT_E == 1u ? one_over_n : (PFFT_S)1;
    PFFT_C twiddles[PFFT_W + 1u];
    PFFT_FN(block_twiddles)(twiddles);
#pragma unroll
    for (uint offset = 0u; offset < PFFT_LENGTH; offset += 2u * PFFT_WGS)
        PFFT_FN(inverse_block)(data, offset, shared, twiddles, block_scale);
#pragma unroll
    for (uint stride = 2u * PFFT_WGS; stride < PFFT_LENGTH; stride <<= 1)
        PFFT_FN(accessor_stage)(data, stride, 1, stride == (PFFT_LENGTH >> 1) ? one_over_n : (PFFT_S)1);
}

/* ---- real-signal helpers ------------------------------------------------------------------- */

/* With values[k] = NFFT[k*WorkgroupSize + thread] for all k: returns NFFT at the Nabla mirror of
 * this thread's element localElementIndex. Every thread calls it with the same local index; ends
 * with a barrier. */
static inline PFFT_C PFFT_FN(tradeMirror)(const PFFT_C* values, uint localElementIndex,
                                          PRISM_FFT_SHARED_ACCESSOR* shared) {
    const uint thread = PRISM_FFT_THREAD_INDEX() & (PFFT_WGS - 1u);
    const prism_fft_NablaMirrorLocalInfo info =
        prism_fft_mirror_local_info((localElementIndex << PFFT_W) | thread, PFFT_E, PFFT_W);
    PFFT_C sent = values[0];
#pragma unroll
    for (uint k = 1u; k < (1u << PFFT_E); ++k) /* a select, not a dynamic index: registers stay */
        if (k == info.mirrorLocalIndex) sent = values[k];
    PFFT_SH(set)(shared, thread, sent);
    PFFT_SH(workgroupExecutionAndMemoryBarrier)(shared);
    const PFFT_C received = PFFT_SH(get)(shared, info.otherThreadID);
    PFFT_SH(workgroupExecutionAndMemoryBarrier)(shared);
    return received;
}

/* z = x + i*y transformed: X = (Z + conj(Zm)) / 2, Y = (Z - conj(Zm)) / (2i). */
static inline void PFFT_FN(unpackRealSpectra)(PFFT_C z, PFFT_C z_mirror, PFFT_C* x, PFFT_C* y) {
    const PFFT_C m = (PFFT_C)(z_mirror.x, -z_mirror.y);
    *x = (z + m) * (PFFT_S)0.5;
    *y = (PFFT_C)(z.y - m.y, m.x - z.x) * (PFFT_S)0.5;
}

static inline PFFT_C PFFT_FN(packRealSpectra)(PFFT_C x, PFFT_C y) { return (PFFT_C)(x.x - y.y, x.y + y.x); }

static inline PFFT_C PFFT_FN(packZeroNyquist)(PFFT_C zero, PFFT_C nyquist) {
    return (PFFT_C)(zero.x, nyquist.x);
}
static inline PFFT_C PFFT_FN(unpackZero)(PFFT_C packed) { return (PFFT_C)(packed.x, (PFFT_S)0); }
static inline PFFT_C PFFT_FN(unpackNyquist)(PFFT_C packed) { return (PFFT_C)(packed.y, (PFFT_S)0); }

#undef PFFT_FN
#undef PFFT_ACC
#undef PFFT_SH
#undef PFFT_C
#undef PFFT_S
#undef PFFT_E
#undef PFFT_W
#undef PFFT_WGS
#undef PFFT_LENGTH
#undef PRISM_FFT_NAME
#undef PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2
#undef PRISM_FFT_WORKGROUP_SIZE_LOG2
#undef PRISM_FFT_SCALAR
#undef PRISM_FFT_ACCESSOR
#undef PRISM_FFT_SHARED_ACCESSOR
