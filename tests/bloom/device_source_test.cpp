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

}  // namespace
}  // namespace prism::bloom
