/* One configuration's global-memory kernels. Expects TEST_TAG, TEST_E, TEST_W, TEST_SCALAR. */
#define TNAME(x) TCAT(x, TCAT(_, TEST_TAG))
#define TC TCAT(TEST_SCALAR, 2)
#define TEST_LENGTH (1u << (TEST_E + TEST_W))

#define PRISM_FFT_NAME TNAME(gfft)
#define PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2 TEST_E
#define PRISM_FFT_WORKGROUP_SIZE_LOG2 TEST_W
#define PRISM_FFT_SCALAR TEST_SCALAR
#define PRISM_FFT_ACCESSOR TCAT(global_, TEST_SCALAR)
#define PRISM_FFT_SHARED_ACCESSOR TCAT(shared_, TEST_SCALAR)
#include "prism/device/workgroup_fft.cl.h"

/* Forward in place, the spectrum (Nabla order) copied out, then the inverse in place. */
__kernel void TNAME(c2c_global)(__global TC* data, __global TC* spectrum) {
    __local TC scratch[1u << TEST_W];
    TCAT(shared_, TEST_SCALAR) shared = {scratch};
    const size_t base = get_group_id(0) * TEST_LENGTH;
    TCAT(global_, TEST_SCALAR) accessor = {data + base};
    TCAT(TNAME(gfft), _forward)(&accessor, &shared);
    for (uint k = 0; k < (1u << TEST_E); ++k) { /* only this thread's own elements: no barrier */
        const uint n = (k << TEST_W) | get_local_id(0);
        spectrum[base + n] = data[base + n];
    }
    barrier(CLK_LOCAL_MEM_FENCE); /* the forward's last shared reads, before the inverse writes */
    TCAT(TNAME(gfft), _inverse)(&accessor, &shared);
}

#undef TNAME
#undef TC
#undef TEST_LENGTH
