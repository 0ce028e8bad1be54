// CUDA entry points for the workgroup-FFT tests. The test appends one PRISM_TEST_KERNELS line per
// configuration; each FFT of a batch is one block, blockDim.x = WorkgroupSize.
#include "fft_test_kernels.cuh"

namespace prism_test {

template <class S>
struct SharedAccessor {
    complex_t<S>* data;
    __device__ void get(uint32 index, complex_t<S>& value) const { value = data[index]; }
    __device__ void set(uint32 index, const complex_t<S>& value) { data[index] = value; }
    __device__ void workgroupExecutionAndMemoryBarrier() { __syncthreads(); }
};

}  // namespace prism_test

#define PRISM_TEST_SHARED(P)                                                 \
    __shared__ prism_test::complex_t<typename P::scalar_t> scratch[P::SharedMemoryElements]; \
    prism_test::SharedAccessor<typename P::scalar_t> shared{scratch};                       \
    const unsigned long long fft = blockIdx.x

// Kernels c2c_{global,preloaded}_{forward,inverse}_TAG(data) and real_{forward,inverse}_TAG.
#define PRISM_TEST_C2C(KIND, DIRECTION, INVERSE, E, W, S, TAG)                                       \
    extern "C" __global__ void c2c_##KIND##_##DIRECTION##_##TAG(prism_test::complex_t<S>* data) {  \
        using P = prism::device::ConstevalParameters<E, W, S>;                                       \
        PRISM_TEST_SHARED(P);                                                                        \
        prism_test::c2c_##KIND<P, INVERSE>(data + fft * P::FFTLength, shared);                       \
    }

// One configuration's kernels through device memory (any E) ...
#define PRISM_TEST_GLOBAL_KERNELS(E, W, S, TAG)          \
    PRISM_TEST_C2C(global, forward, false, E, W, S, TAG) \
    PRISM_TEST_C2C(global, inverse, true, E, W, S, TAG)

// ... and with preloaded accessors (small E: the values live in registers).
#define PRISM_TEST_PRELOADED_KERNELS(E, W, S, TAG)                                                             \
    PRISM_TEST_C2C(preloaded, forward, false, E, W, S, TAG)                                                     \
    PRISM_TEST_C2C(preloaded, inverse, true, E, W, S, TAG)                                                      \
    extern "C" __global__ void real_forward_##TAG(const S* x, const S* y, prism_test::complex_t<S>* xh,       \
                                                  prism_test::complex_t<S>* yh) {                              \
        using P = prism::device::ConstevalParameters<E, W, S>;                                                   \
        PRISM_TEST_SHARED(P);                                                                                    \
        prism_test::real_forward<P>(x + fft * P::FFTLength, y + fft * P::FFTLength, xh + fft * P::FFTLength / 2, \
                                    yh + fft * P::FFTLength / 2, shared);                                        \
    }                                                                                                            \
    extern "C" __global__ void real_inverse_##TAG(const prism_test::complex_t<S>* xh,                           \
                                                  const prism_test::complex_t<S>* yh, S* x, S* y) {            \
        using P = prism::device::ConstevalParameters<E, W, S>;                                                   \
        PRISM_TEST_SHARED(P);                                                                                    \
        prism_test::real_inverse<P>(xh + fft * P::FFTLength / 2, yh + fft * P::FFTLength / 2,                  \
                                    x + fft * P::FFTLength, y + fft * P::FFTLength, shared);                     \
    }
