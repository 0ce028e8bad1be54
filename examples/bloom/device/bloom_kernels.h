/* The FFT Bloom's GPU passes, written once in the subset CUDA C++ and OpenCL C share; a prelude
 * (bloom_cuda.cuh or bloom_opencl.cl.h) supplies the dialect. docs/bloom.md describes the method.
 *
 * The host defines the geometry of one module, "1" being the axis transformed first:
 *   BLOOM_E1, BLOOM_W1 / BLOOM_E2, BLOOM_W2   log2 elements per thread and workgroup size of the FFTs
 *   BLOOM_EXTENT1, BLOOM_OFFSET1 / ..2         image extent and its offset in the padded frame
 *   BLOOM_STRIDE1, BLOOM_STRIDE2, BLOOM_PLANE  element strides of the image planes, plane size
 *   BLOOM_MIRROR                               1: mirror padding, 0: zero padding
 *   BLOOM_TABLE1, BLOOM_TABLE2                 kernel spectrum size; BLOOM_RATIO1_LOG2, .._2 padded / it
 *   BLOOM_P1                                   line pairs (FFTs) per workgroup in passes 1 and 3
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

/* DFT index of this thread's element k in Nabla order: getDFTIndex is a permutation of the index
 * bits, so it splits into the thread's part (computed once) OR the element's part (a constant once
 * the loops over k are unrolled), instead of a full bit reversal per element. */
BLOOM_FN uint bloom_dft_index(uint thread_part, uint k, uint e, uint w) {
    return thread_part | prism_fft_dft_index(k << w, e, w);
}

/* Mirrors for the real-signal tricks, all at once: every thread puts each of its values in shared
 * memory at its DFT index, so after one barrier the mirror of frequency f is at -f mod N. This
 * replaces one trade (two barriers and a select over the line) per element. One padding slot per
 * 32 keeps the bit-reversed addresses of a warp's lanes off a single bank. */
#define BLOOM_PADDED_SLOT(f) ((f) + ((f) >> 5))
#define BLOOM_SPECTRUM_SLOTS(length) BLOOM_PADDED_SLOT(length)
BLOOM_FN void bloom_share_spectrum(const float2* values, uint thread_part, uint e, uint w,
                                     BloomShared* shared) {
    BLOOM_BARRIER(); /* the FFT before us may still read the shared memory */
    for (uint k = 0u; k < (1u << e); ++k)
        shared->memory[BLOOM_PADDED_SLOT(bloom_dft_index(thread_part, k, e, w))] = values[k];
    BLOOM_BARRIER();
}
BLOOM_FN float2 bloom_shared_mirror(uint f, uint e, uint w, const BloomShared* shared) {
    const uint mirror = (0u - f) & ((1u << (e + w)) - 1u);
    return shared->memory[BLOOM_PADDED_SLOT(mirror)];
}

/* Shared memory of the row passes: what the FFT needs (the prelude's BLOOM_FFT_SHARED2), or the
 * whole spectrum for the mirrors of the real-signal tricks, whichever is more. */
#define BLOOM_MAX(a, b) ((a) > (b) ? (a) : (b))
#define BLOOM_SHARED2 BLOOM_MAX(BLOOM_FFT_SHARED2, BLOOM_SPECTRUM_SLOTS(BLOOM_LENGTH2))

#include "bloom_pass_columns.h"
#include "bloom_pass_rows.h"
#include "bloom_pass_spectrum.h"
