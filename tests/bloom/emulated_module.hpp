// One bloom module's CUDA kernels, compiled for the host emulation. Each emulated_*.cpp defines
// the BLOOM_* geometry and BLOOM_EMULATED_NAME, then includes this (no include guard on purpose).
#include "cuda_emulation_macros.hpp"
#include "emulated_modules.hpp"
#include "workgroup_fft.cuh"  // at global scope; the copy bloom_cuda.cuh asks for is then skipped

#define BLOOM_EMULATION_CAT_(a, b) a##b
#define BLOOM_EMULATION_CAT(a, b) BLOOM_EMULATION_CAT_(a, b)
#define BLOOM_EMULATED_SPACE BLOOM_EMULATION_CAT(BLOOM_EMULATED_NAME, _kernels)

namespace prism::bloom::test::BLOOM_EMULATED_SPACE {
#define BLOOM_KERNEL(name, threads) void name
#include "bloom_cuda.cuh"
#include "bloom_kernels.h"
}  // namespace prism::bloom::test::BLOOM_EMULATED_SPACE

namespace prism::bloom::test {

EmulatedModule BLOOM_EMULATED_NAME() {
    namespace k = BLOOM_EMULATED_SPACE;
    EmulatedModule m;
    m.geometry = {BLOOM_E1,          BLOOM_W1,          BLOOM_E2,      BLOOM_W2,      BLOOM_EXTENT1,
                  BLOOM_OFFSET1,     BLOOM_EXTENT2,     BLOOM_OFFSET2, BLOOM_STRIDE1, BLOOM_STRIDE2,
                  BLOOM_PLANE,       BLOOM_MIRROR != 0, BLOOM_TABLE1,  BLOOM_TABLE2,  BLOOM_RATIO1_LOG2,
                  BLOOM_RATIO2_LOG2, BLOOM_P1};
    m.kernels[columns_forward] = [](void* a, void* b) {
        k::bloom_columns_forward(static_cast<const float*>(a), static_cast<float2*>(b));
    };
    m.kernels[rows_multiply] = [](void* a, void* b) {
        k::bloom_rows_multiply(static_cast<float2*>(a), static_cast<const float2*>(b));
    };
    m.kernels[columns_inverse] = [](void* a, void* b) {
        k::bloom_columns_inverse(static_cast<const float2*>(a), static_cast<float*>(b));
    };
    m.kernels[rows_spectrum] = [](void* a, void* b) {
        k::bloom_rows_spectrum(static_cast<const float2*>(a), static_cast<float2*>(b));
    };
    m.kernels[spectrum_normalise] = [](void* a, void* b) {
        k::bloom_spectrum_normalise(static_cast<const float2*>(a), static_cast<float2*>(b));
    };
    return m;
}

}  // namespace prism::bloom::test
