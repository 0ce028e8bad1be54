// PNG files hold 8-bit sRGB: reading returns linear light, writing takes tone-mapped bytes.
#include "bloom/png_io.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "bloom/tone_map.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {
namespace {

TEST(BloomPng, WrittenBytesReadBackAsTheirLinearLight) {
    const int width = 5, height = 3;
    std::vector<std::uint8_t> rgb8(width * height * 3);
    for (std::size_t i = 0; i < rgb8.size(); ++i) rgb8[i] = static_cast<std::uint8_t>(17 * i);
    const auto path = std::filesystem::temp_directory_path() / "prism_bloom_png_test.png";
    write_png(path.string(), width, height, rgb8);
    const Image image = read_png(path.string());
    std::filesystem::remove(path);
    ASSERT_EQ(image.width, width);
    ASSERT_EQ(image.height, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            for (int c = 0; c < k_channels; ++c)
                EXPECT_FLOAT_EQ(image.at(c, y, x), linear_from_srgb(rgb8[(y * width + x) * 3 + c] / 255.0f));
}

TEST(BloomPng, SrgbCurveRoundTrips) {
    for (float v : {0.0f, 0.002f, 0.2f, 0.5f, 1.0f})
        EXPECT_NEAR(linear_from_srgb(srgb_from_linear(v)), v, 1e-6f);
}

TEST(BloomPng, ToneMapSaturatesBrightLightToWhite) {
    Image image(2, 1);
    for (int c = 0; c < k_channels; ++c) image.at(c, 0, 1) = 1000.0f;
    const std::vector<std::uint8_t> rgb8 = tone_map(image, 1.0f);
    EXPECT_EQ(rgb8[0], 0);
    EXPECT_EQ(rgb8[3], 255);
}

TEST(BloomPng, MissingFileIsAnError) { EXPECT_THROW(read_png("/nonexistent/prism.png"), Error); }

}  // namespace
}  // namespace prism::bloom
