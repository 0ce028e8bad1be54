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

#define PRISM_TEST_SHARED(P)                                                                 \
    __shared__ prism_test::complex_t<typename P::scalar_t> scratch[P::SharedMemoryElements]; \
    prism_test::SharedAccessor<typename P::scalar_t> shared{scratch};                        \
    const unsigned long long fft = blockIdx.x

// Kernels c2c_global_TAG(data, spectrum), c2c_preloaded_TAG(data, spectrum) and
// real_TAG(x, y, x_half, y_half); see fft_test_kernels.cuh for what each computes.
#define PRISM_TEST_C2C(KIND, E, W, S, TAG)                                                           \
    extern "C" __global__ void __launch_bounds__(1u << W)                                            \
        c2c_##KIND##_##TAG(prism_test::complex_t<S>* data, prism_test::complex_t<S>* spectrum) {     \
        using P = prism::device::ConstevalParameters<E, W, S>;                                       \
        PRISM_TEST_SHARED(P);                                                                        \
        prism_test::c2c_##KIND<P>(data + fft * P::FFTLength, spectrum + fft * P::FFTLength, shared); \
    }

// One configuration's kernel through device memory (any E) ...
#define PRISM_TEST_GLOBAL_KERNELS(E, W, S, TAG) PRISM_TEST_C2C(global, E, W, S, TAG)

// ... and those with preloaded accessors (small E: the values live in registers).
#define PRISM_TEST_PRELOADED_KERNELS(E, W, S, TAG)                                                       \
    PRISM_TEST_C2C(preloaded, E, W, S, TAG)                                                              \
    extern "C" __global__ void __launch_bounds__(1u << W)                                                \
        real_##TAG(S* x, S* y, prism_test::complex_t<S>* xh, prism_test::complex_t<S>* yh) {             \
        using P = prism::device::ConstevalParameters<E, W, S>;                                           \
        PRISM_TEST_SHARED(P);                                                                            \
        prism_test::real_roundtrip<P>(x + fft * P::FFTLength, y + fft * P::FFTLength,                    \
                                      xh + fft * P::FFTLength / 2, yh + fft * P::FFTLength / 2, shared); \
    }
