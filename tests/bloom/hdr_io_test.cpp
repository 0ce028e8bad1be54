// Radiance HDR reading and writing: round trips through every scanline form the reader accepts.
#include "bloom/hdr_io.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "bloom_test_images.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {
namespace {

// RGBE keeps 8 bits of mantissa against the largest channel: each channel within 2^-8 of it.
void expect_close(const Image& got, const Image& want) {
    ASSERT_EQ(got.width, want.width);
    ASSERT_EQ(got.height, want.height);
    for (int y = 0; y < want.height; ++y)
        for (int x = 0; x < want.width; ++x) {
            const float largest = std::max({want.at(0, y, x), want.at(1, y, x), want.at(2, y, x)});
            for (int c = 0; c < k_channels; ++c)
                EXPECT_NEAR(got.at(c, y, x), want.at(c, y, x), largest / 256 + 1e-30f)
                    << c << " " << y << " " << x;
        }
}

std::vector<std::uint8_t> bytes_of(const std::string& text) { return {text.begin(), text.end()}; }

TEST(BloomHdr, RoundTripOfRunLengthCodedScanlines) {
    Image image = test::random_image(50, 7, 3);
    for (int x = 10; x < 40; ++x)  // a long run of one value in every byte plane
        for (int c = 0; c < k_channels; ++c) image.at(c, 2, x) = 0.75f;
    expect_close(decode_hdr(encode_hdr(image)), image);
}

TEST(BloomHdr, RoundTripOfFlatScanlines) {  // widths below 8 cannot be run-length coded
    const Image image = test::random_image(5, 4, 4);
    expect_close(decode_hdr(encode_hdr(image)), image);
}

TEST(BloomHdr, RunLengthCodingShrinksConstantRows) {
    const Image image(300, 2);  // all black
    EXPECT_LT(encode_hdr(image).size(), 200u);
}

TEST(BloomHdr, ReadsOldStyleRepeatMarkers) {
    std::string file = "#?RGBE\nFORMAT=32-bit_rle_rgbe\n\n-Y 1 +X 6\n";
    file +=
        std::string("\x80\x40\x20\x81", 4) + std::string("\x01\x01\x01\x05", 4);  // a pixel, then 5 repeats
    const Image image = decode_hdr(bytes_of(file));
    for (int x = 0; x < 6; ++x) {
        EXPECT_FLOAT_EQ(image.at(0, 0, x), (128 + 0.5f) / 128);
        EXPECT_FLOAT_EQ(image.at(2, 0, x), (32 + 0.5f) / 128);
    }
}

TEST(BloomHdr, RejectsWhatItCannotRead) {
    EXPECT_THROW(decode_hdr(bytes_of("P6\n")), Error);
    EXPECT_THROW(decode_hdr(bytes_of("#?RADIANCE\nFORMAT=32-bit_rle_xyze\n\n-Y 1 +X 1\n")), Error);
    EXPECT_THROW(decode_hdr(bytes_of("#?RADIANCE\n\n+Y 1 +X 1\n")), Error);  // flipped orientation
    EXPECT_THROW(decode_hdr(bytes_of("#?RADIANCE\n\n-Y 2 +X 1\n\x01\x02\x03\x80")), Error);  // ends early
}

TEST(BloomHdr, RgbeConversionKeepsTheLargestChannelExactlyAtPowersOfTwo) {
    const Rgbe rgbe = rgbe_from_rgb(4.0f, 1.0f, 0.0f);
    EXPECT_EQ(rgbe[3], 128 + 3);
    const auto rgb = rgb_from_rgbe(rgbe);
    EXPECT_NEAR(rgb[0], 4.0f, 4.0f / 256);
    EXPECT_NEAR(rgb[1], 1.0f, 4.0f / 256);
    EXPECT_EQ(rgb_from_rgbe(rgbe_from_rgb(0, 0, 0))[0], 0.0f);
}

}  // namespace
}  // namespace prism::bloom
