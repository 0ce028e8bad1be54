/* One configuration's preloaded-accessor kernels: complex values in registers, and the
 * real-signal helpers (two real signals per FFT, half spectra out and back). Expects TEST_TAG,
 * TEST_E, TEST_W, TEST_SCALAR. */
#define TNAME(x) TCAT(x, TCAT(_, TEST_TAG))
#define TC TCAT(TEST_SCALAR, 2)
#define TEST_LENGTH (1u << (TEST_E + TEST_W))
#define TEST_EPI (1u << TEST_E)
#define TEST_WGS (1u << TEST_W)

/* All of a thread's values in registers: element k*WorkgroupSize + thread is values[k]. */
typedef struct { TC values[TEST_EPI]; } TNAME(preloaded);
static inline TC TCAT(TNAME(preloaded), _get)(TNAME(preloaded)* a, uint i) { return a->values[i >> TEST_W]; }
static inline void TCAT(TNAME(preloaded), _set)(TNAME(preloaded)* a, uint i, TC v) { a->values[i >> TEST_W] = v; }
static inline void TCAT(TNAME(preloaded), _memoryBarrier)(TNAME(preloaded)* a) { (void)a; }

#define PRISM_FFT_NAME TNAME(pfft)
#define PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2 TEST_E
#define PRISM_FFT_WORKGROUP_SIZE_LOG2 TEST_W
#define PRISM_FFT_SCALAR TEST_SCALAR
#define PRISM_FFT_ACCESSOR TNAME(preloaded)
#define PRISM_FFT_SHARED_ACCESSOR TCAT(shared_, TEST_SCALAR)
#include "prism/device/workgroup_fft.cl.h"
#define PFN(x) TCAT(TNAME(pfft), TCAT(_, x))

__kernel void TNAME(c2c_preloaded)(__global TC* data, __global TC* spectrum) {
    __local TC scratch[TEST_WGS];
    TCAT(shared_, TEST_SCALAR) shared = {scratch};
    const size_t base = get_group_id(0) * TEST_LENGTH;
    const uint thread = get_local_id(0);
    TNAME(preloaded) z;
    for (uint k = 0; k < TEST_EPI; ++k) z.values[k] = data[base + k * TEST_WGS + thread];
    PFN(forward)(&z, &shared);
    for (uint k = 0; k < TEST_EPI; ++k) spectrum[base + k * TEST_WGS + thread] = z.values[k];
    barrier(CLK_LOCAL_MEM_FENCE);
    PFN(inverse)(&z, &shared);
    for (uint k = 0; k < TEST_EPI; ++k) data[base + k * TEST_WGS + thread] = z.values[k];
}

/* x + i*y transformed once, each locally-even element unpacked with its traded mirror into the
 * half spectra; then back from the half spectra (locally-odd elements are conjugates of traded
 * mirrors) through one inverse, overwriting x and y. */
__kernel void TNAME(real)(__global TEST_SCALAR* x, __global TEST_SCALAR* y, __global TC* x_half,
                          __global TC* y_half) {
    __local TC scratch[TEST_WGS];
    TCAT(shared_, TEST_SCALAR) shared = {scratch};
    const size_t base = get_group_id(0) * TEST_LENGTH;
    x += base, y += base, x_half += base / 2, y_half += base / 2;
    const uint thread = get_local_id(0);
    TNAME(preloaded) z;
    for (uint k = 0; k < TEST_EPI; ++k) z.values[k] = (TC)(x[k * TEST_WGS + thread], y[k * TEST_WGS + thread]);
    PFN(forward)(&z, &shared);
    barrier(CLK_LOCAL_MEM_FENCE); /* the trades reuse the FFT's shared memory */
    for (uint k = 0; k < TEST_EPI; k += 2) {
        const TC mirror = PFN(tradeMirror)(z.values, k, &shared);
        TC xs, ys;
        PFN(unpackRealSpectra)(z.values[k], mirror, &xs, &ys);
        const uint n = k * TEST_WGS + thread;
        if (n == 0u) {
            TC xn, yn; /* Nyquist: this thread's element 1, its own mirror */
            PFN(unpackRealSpectra)(z.values[1], z.values[1], &xn, &yn);
            x_half[0] = PFN(packZeroNyquist)(xs, xn);
            y_half[0] = PFN(packZeroNyquist)(ys, yn);
        } else {
            x_half[PFN(getHalfSpectrumSlot)(n)] = xs;
            y_half[PFN(getHalfSpectrumSlot)(n)] = ys;
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE); /* other threads' slots are read below */

    TNAME(preloaded) xs, ys;
    for (uint k = 0; k < TEST_EPI; ++k) xs.values[k] = ys.values[k] = (TC)(0, 0);
    for (uint k = 0; k < TEST_EPI; k += 2) {
        const uint slot = PFN(getHalfSpectrumSlot)(k * TEST_WGS + thread);
        xs.values[k] = x_half[slot];
        ys.values[k] = y_half[slot];
    }
    if (thread == 0u) {
        xs.values[1] = PFN(unpackNyquist)(xs.values[0]);
        xs.values[0] = PFN(unpackZero)(xs.values[0]);
        ys.values[1] = PFN(unpackNyquist)(ys.values[0]);
        ys.values[0] = PFN(unpackZero)(ys.values[0]);
    }
    for (uint k = 1; k < TEST_EPI; k += 2) {
        const TC xm = PFN(tradeMirror)(xs.values, k, &shared);
        const TC ym = PFN(tradeMirror)(ys.values, k, &shared);
        xs.values[k] = (TC)(xm.x, -xm.y);
        ys.values[k] = (TC)(ym.x, -ym.y);
    }
    for (uint k = 0; k < TEST_EPI; ++k) z.values[k] = PFN(packRealSpectra)(xs.values[k], ys.values[k]);
    PFN(inverse)(&z, &shared);
    for (uint k = 0; k < TEST_EPI; ++k) {
        x[k * TEST_WGS + thread] = z.values[k].x;
        y[k * TEST_WGS + thread] = z.values[k].y;
    }
}

#undef PFN
#undef TNAME
#undef TC
#undef TEST_LENGTH
#undef TEST_EPI
#undef TEST_WGS
