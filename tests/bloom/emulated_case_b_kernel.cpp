// The host-emulated CUDA module of case_b_kernel (see emulated_modules.hpp); geometry from
// module_geometry.cpp.
#define BLOOM_E1 1
#define BLOOM_W1 5
#define BLOOM_E2 1
#define BLOOM_W2 6
#define BLOOM_EXTENT1 9
#define BLOOM_OFFSET1 28
#define BLOOM_EXTENT2 33
#define BLOOM_OFFSET2 48
#define BLOOM_STRIDE1 1
#define BLOOM_STRIDE2 9
#define BLOOM_PLANE 297
#define BLOOM_MIRROR 0
#define BLOOM_TABLE1 64
#define BLOOM_TABLE2 128
#define BLOOM_RATIO1_LOG2 0
#define BLOOM_RATIO2_LOG2 0
#define BLOOM_P1 4
#define BLOOM_LUMINANCE_R 0.2126729f
#define BLOOM_LUMINANCE_G 0.7151522f
#define BLOOM_LUMINANCE_B 0.0721750f
#define BLOOM_EMULATED_NAME case_b_kernel
#include "emulated_module.hpp"
