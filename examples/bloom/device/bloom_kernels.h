/* The FFT Bloom's GPU passes, written once in the subset CUDA C++ and OpenCL C share; a prelude
 * (bloom_cuda.cuh or bloom_opencl.cl.h) supplies the dialect. docs/bloom.md describes the method.
 *
 * The host defines the geometry of one module, "1" being the axis transformed first:
 *   BLOOM_E1, BLOOM_W1 / BLOOM_E2, BLOOM_W2   log2 elements per thread and workgroup size of the FFTs
 *   BLOOM_EXTENT1, BLOOM_OFFSET1 / ..2         image extent and its offset in the padded frame
 *   BLOOM_STRIDE1, BLOOM_STRIDE2, BLOOM_PLANE  element strides of the image planes, plane size
 *   BLOOM_MIRROR                               1: mirror padding, 0: zero padding
 *   BLOOM_TABLE1, BLOOM_TABLE2                 kernel spectrum size; BLOOM_RATIO1_LOG2, .._2 padded / it
 *
 * Buffers (all channel planes one after another):
 *   image   float  [3][EXTENT1 along STRIDE1, EXTENT2 along STRIDE2]
 *   lines   float2 [3][LENGTH1 / 2][EXTENT2]: after pass 1, row f holds DFT_1[f] of every image line
 *           across axis 2 (row 0: DC in .x, Nyquist in .y, both real); pass 2 rewrites it in place
 *   table   float2 [3][TABLE1 / 2 + 1][TABLE2]: the kernel's half spectrum, natural order, centred
 *           and normalised (row TABLE1/2 is the Nyquist row, kept apart for bilinear sampling)
 */
#define BLOOM_COUNT1 (1u << BLOOM_E1) /* elements per thread */
#define BLOOM_GROUP1 (1u << BLOOM_W1) /* threads per workgroup */
#define BLOOM_LENGTH1 (1u << (BLOOM_E1 + BLOOM_W1))
#define BLOOM_HALF1 (BLOOM_LENGTH1 / 2u)
#define BLOOM_COUNT2 (1u << BLOOM_E2)
#define BLOOM_GROUP2 (1u << BLOOM_W2)
#define BLOOM_LENGTH2 (1u << (BLOOM_E2 + BLOOM_W2))
#define BLOOM_PAIRS ((BLOOM_EXTENT2 + 1u) / 2u)
#define BLOOM_TABLE_ROWS (BLOOM_TABLE1 / 2u + 1u)
#define BLOOM_LINES_PLANE (BLOOM_HALF1 * BLOOM_EXTENT2)

/* ---- complex arithmetic on float2 ------------------------------------------------------------ */
BLOOM_FN float2 bloom_mul(float2 a, float2 b) {
    return bloom_complex(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
BLOOM_FN float2 bloom_conj(float2 a) { return bloom_complex(a.x, -a.y); }
BLOOM_FN float2 bloom_scale(float2 a, float s) { return bloom_complex(a.x * s, a.y * s); }
BLOOM_FN float2 bloom_lerp(float2 a, float2 b, float t) {
    return bloom_complex(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
}

/* z = x + i*y was transformed: X = (Z + conj(Zm)) / 2, Y = (Z - conj(Zm)) / (2i), Zm the mirror. */
BLOOM_FN float2 bloom_unpack_x(float2 z, float2 zm) {
    return bloom_complex(0.5f * (z.x + zm.x), 0.5f * (z.y - zm.y));
}
BLOOM_FN float2 bloom_unpack_y(float2 z, float2 zm) {
    return bloom_complex(0.5f * (z.y + zm.y), 0.5f * (zm.x - z.x));
}
/* X + i*Y: one inverse FFT of it gives x in the real part and y in the imaginary part. */
BLOOM_FN float2 bloom_pack(float2 x, float2 y) { return bloom_complex(x.x - y.y, x.y + y.x); }

/* Where padded position i of an axis reads from: the image index, or -1 (zero padding). */
BLOOM_FN int bloom_padded_source(int i, int extent, int mirror) {
    if (i >= 0 && i < extent) return i;
    if (!mirror) return -1;
    const int period = 2 * extent;
    int m = i % period;
    if (m < 0) m += period;
    return m < extent ? m : period - 1 - m;
}

/* NFFT at the mirror of this thread's element k: one trade through shared memory, partners from
 * the header's getNablaMirrorLocalInfo. The element to send is picked by selects, not by a dynamic
 * index, so the line stays in registers. Every thread calls it with the same k. */
BLOOM_FN float2 bloom_trade_mirror(const float2* values, uint k, uint e, uint w, BloomShared* shared) {
    const uint thread = BLOOM_THREAD;
    const prism_fft_NablaMirrorLocalInfo info = prism_fft_mirror_local_info((k << w) | thread, e, w);
    float2 sent = values[0];
    for (uint j = 1u; j < (1u << e); ++j)
        if (j == info.mirrorLocalIndex) sent = values[j];
    BLOOM_BARRIER(); /* the FFT before us may still read the shared memory */
    shared->memory[thread] = sent;
    BLOOM_BARRIER();
    const float2 received = shared->memory[info.otherThreadID];
    return received;
}

/* The kernel spectrum at padded frequency (u, v): bins of the smaller table, bilinearly
 * interpolated (periodic along axis 2; u never passes the Nyquist row along axis 1). */
BLOOM_FN float2 bloom_kernel_spectrum(const BLOOM_GLOBAL float2* table, uint channel, uint u, uint v) {
    const BLOOM_GLOBAL float2* plane = table + channel * (BLOOM_TABLE_ROWS * BLOOM_TABLE2);
#if BLOOM_RATIO1_LOG2 == 0 && BLOOM_RATIO2_LOG2 == 0
    return plane[u * BLOOM_TABLE2 + v];
#else
    const uint r0 = u >> BLOOM_RATIO1_LOG2, r1 = bloom_min(r0 + 1u, BLOOM_TABLE1 / 2u);
    const uint s0 = v >> BLOOM_RATIO2_LOG2, s1 = (s0 + 1u) & (BLOOM_TABLE2 - 1u);
    const float fu =
        (float)(u & ((1u << BLOOM_RATIO1_LOG2) - 1u)) * (1.0f / (float)(1u << BLOOM_RATIO1_LOG2));
    const float fv =
        (float)(v & ((1u << BLOOM_RATIO2_LOG2) - 1u)) * (1.0f / (float)(1u << BLOOM_RATIO2_LOG2));
    const float2 top = bloom_lerp(plane[r0 * BLOOM_TABLE2 + s0], plane[r0 * BLOOM_TABLE2 + s1], fv);
    const float2 bottom = bloom_lerp(plane[r1 * BLOOM_TABLE2 + s0], plane[r1 * BLOOM_TABLE2 + s1], fv);
    return bloom_lerp(top, bottom, fu);
#endif
}

#include "bloom_pass_columns.h"
#include "bloom_pass_rows.h"
#include "bloom_pass_spectrum.h"
