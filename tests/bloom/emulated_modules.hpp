// The bloom modules compiled from their CUDA source for the host emulation (cuda_emulation.hpp),
// each for one fixed geometry: the macros are compile-time there, as they are for NVRTC.
#pragma once

#include <array>
#include <functional>

#include "bloom/device_source.hpp"

namespace prism::bloom::test {

struct EmulatedModule {
    ModuleGeometry geometry;  // what its macros were
    std::array<std::function<void(void*, void*)>, 5>
        kernels;  // by BloomKernel; every kernel takes two buffers
};

// Case A: 60x30 image, 20x12 kernel, zero padding, bilinear, y first, workgroups of 32 (shuffles
// only, and 4 elements per thread along axis 2). Case B: 30x51 image, 9x33 kernel, mirror padding,
// exact, x first, workgroups up to 64 (a shared-memory stage).
EmulatedModule case_a_image();
EmulatedModule case_a_kernel();
EmulatedModule case_b_image();
EmulatedModule case_b_kernel();

}  // namespace prism::bloom::test
