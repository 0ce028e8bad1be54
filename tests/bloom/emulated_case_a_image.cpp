// The host-emulated CUDA module of case_a_image (see emulated_modules.hpp); geometry from
// module_geometry.cpp (zero padding: the image at offset 0 of its padded lines).
#define BLOOM_E1 1
#define BLOOM_W1 5
#define BLOOM_E2 2
#define BLOOM_W2 5
#define BLOOM_EXTENT1 30
#define BLOOM_OFFSET1 0
#define BLOOM_EXTENT2 60
#define BLOOM_OFFSET2 0
#define BLOOM_STRIDE1 60
#define BLOOM_STRIDE2 1
#define BLOOM_PLANE 1800
#define BLOOM_MIRROR 0
#define BLOOM_TABLE1 64
#define BLOOM_TABLE2 64
#define BLOOM_RATIO1_LOG2 0
#define BLOOM_RATIO2_LOG2 1
#define BLOOM_P1 4
#define BLOOM_LUMINANCE_R 0.2126729f
#define BLOOM_LUMINANCE_G 0.7151522f
#define BLOOM_LUMINANCE_B 0.0721750f
#define BLOOM_EMULATED_NAME case_a_image
#include "emulated_module.hpp"
