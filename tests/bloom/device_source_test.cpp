// The source handed to the runtime compilers: includes pasted in, geometry first.
#include "bloom/device_source.hpp"

#include <gtest/gtest.h>

#include "bloom/module_geometry.hpp"

namespace prism::bloom {
namespace {

TEST(BloomDeviceSource, NoIncludeOfOursIsLeftForTheRuntimeCompiler) {
    const ModuleGeometry m =
        image_module_geometry(make_geometry(64, 48, 16, 16, BloomSettings{}), Padding::zero, 64);
    for (backend::Dialect dialect : {backend::Dialect::cuda, backend::Dialect::opencl}) {
        const std::string source = bloom_source(dialect, m);
        EXPECT_EQ(source.find("#include \""), std::string::npos);
        EXPECT_NE(source.find("#define BLOOM_E1 "), std::string::npos);
        EXPECT_NE(source.find("bloom_rows_multiply"), std::string::npos);
    }
}

// OpenCL C has no templates: the FFT header is pasted once per FFT length, under two names.
TEST(BloomDeviceSource, OpenClPastesTheFftHeaderForEachAxis) {
    const ModuleGeometry m =
        image_module_geometry(make_geometry(64, 48, 16, 16, BloomSettings{}), Padding::zero, 64);
    const std::string source = bloom_source(backend::Dialect::opencl, m);
    EXPECT_NE(source.find("bloom_fft1_forward"), std::string::npos);
    EXPECT_NE(source.find("PRISM_FFT_NAME bloom_fft2"), std::string::npos);
}

TEST(BloomDeviceSource, FftShapeFollowsOptimalFftParameters) {
    EXPECT_EQ(fft_shape(1024, 512).elements_log2, 1u);
    EXPECT_EQ(fft_shape(1024, 512).workgroup_log2, 9u);
    EXPECT_EQ(fft_shape(2048, 512).elements_log2, 2u);
    EXPECT_EQ(fft_shape(64, 1024).workgroup_log2, 5u);
    EXPECT_THROW(fft_shape(1 << 16, 256), Error);
}

// Passes 1 and 3 put line pairs side by side so the transposed half spectra move in whole 32-byte
// sectors; the pairs are bounded by the cap, the threads, the 48 KiB of static shared memory, and
// the image's own pairs.
TEST(BloomDeviceSource, LinePairsPerWorkgroupFollowTheLimits) {
    BloomSettings x_first;
    x_first.first_axis = FirstAxis::x;
    const BloomGeometry g = make_geometry(1280, 720, 256, 256, x_first);  // axis 1: 2048 points
    EXPECT_EQ(image_module_geometry(g, Padding::zero, 128).pairs1, 2u);
    EXPECT_EQ(image_module_geometry(g, Padding::zero, 128, {1024, 48 << 10, 1}).pairs1, 1u);
    // 16.9 KB per 2048-point FFT: two fit in 48 KiB, four do not.
    EXPECT_EQ(image_module_geometry(g, Padding::zero, 128, {1024, 48 << 10, 4}).pairs1, 2u);
    EXPECT_EQ(image_module_geometry(g, Padding::zero, 512, {512, 48 << 10, 4}).pairs1, 1u);
    const BloomGeometry small = make_geometry(400, 300, 64, 64, x_first);  // axis 1: 512 points
    EXPECT_EQ(image_module_geometry(small, Padding::zero, 128, {1024, 48 << 10, 4}).pairs1, 4u);
    const BloomGeometry one_line = make_geometry(64, 1, 8, 1, x_first);  // a single pair
    EXPECT_EQ(image_module_geometry(one_line, Padding::zero, 64).pairs1, 1u);
}

}  // namespace
}  // namespace prism::bloom
