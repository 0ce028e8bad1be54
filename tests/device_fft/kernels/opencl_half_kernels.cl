/* One fp32 configuration with fp16 storage: the data and the shared memory hold halves, the
 * arithmetic is float. Expects TEST_TAG, TEST_E, TEST_W. */
#define TNAME(x) TCAT(x, TCAT(_, TEST_TAG))
#define TEST_LENGTH (1u << (TEST_E + TEST_W))
#define TEST_WGS (1u << TEST_W)

#define PRISM_FFT_NAME TNAME(hfft)
#define PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2 TEST_E
#define PRISM_FFT_WORKGROUP_SIZE_LOG2 TEST_W
#define PRISM_FFT_SCALAR float
#define PRISM_FFT_ACCESSOR half_global
#define PRISM_FFT_SHARED_ACCESSOR half_shared
#include "prism/device/workgroup_fft.cl.h"
#define HFN(x) TCAT(TNAME(hfft), TCAT(_, x))

/* data is rounded to halves into `storage` (and the rounded input reported in `rounded`, for the
 * reference), transformed forward (spectrum copied out), then inverse into `data`. */
__kernel void TNAME(c2c_half)(__global float2* data, __global float2* spectrum, __global float2* rounded,
                              __global half* storage) {
    __local ushort scratch[2u * TEST_WGS]; /* without cl_khr_fp16, half exists only behind pointers */
    half_shared shared = {(__local half*)scratch};
    const size_t base = get_group_id(0) * TEST_LENGTH;
    half_global accessor = {storage + 2u * base};
    const uint thread = get_local_id(0);
    for (uint k = 0; k < (1u << TEST_E); ++k) {
        const uint n = k * TEST_WGS + thread;
        half_global_set(&accessor, n, data[base + n]);
        rounded[base + n] = half_global_get(&accessor, n);
    }
    HFN(forward)(&accessor, &shared);
    for (uint k = 0; k < (1u << TEST_E); ++k) spectrum[base + k * TEST_WGS + thread] = half_global_get(&accessor, k * TEST_WGS + thread);
    barrier(CLK_LOCAL_MEM_FENCE);
    HFN(inverse)(&accessor, &shared);
    for (uint k = 0; k < (1u << TEST_E); ++k) data[base + k * TEST_WGS + thread] = half_global_get(&accessor, k * TEST_WGS + thread);
}

#undef HFN
#undef TNAME
#undef TEST_LENGTH
#undef TEST_WGS
