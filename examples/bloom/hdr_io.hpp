// Radiance HDR (.hdr, "RGBE") files: a text header, then one scanline after another, each pixel
// an 8-bit mantissa per channel sharing an 8-bit exponent. Reading accepts flat scanlines, the
// old run-length form (runs of a repeated pixel) and the common new form (each of the four bytes
// run-length coded separately); writing uses the new form, as every HDR tool expects.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "image.hpp"

namespace prism::bloom {

using Rgbe = std::array<std::uint8_t, 4>;

Rgbe rgbe_from_rgb(float r, float g, float b);
std::array<float, 3> rgb_from_rgbe(const Rgbe& rgbe);

// Throws prism::Error(io_error) when the file cannot be opened, (invalid_file) when it is not a
// Radiance file this reader understands (only the standard "-Y H +X W" orientation).
Image read_hdr(const std::string& path);
Image decode_hdr(const std::vector<std::uint8_t>& bytes);
void write_hdr(const std::string& path, const Image& image);
std::vector<std::uint8_t> encode_hdr(const Image& image);

// One scanline's pixels in the new run-length form, and back (exposed for the tests).
std::vector<std::uint8_t> encode_scanline(const std::vector<Rgbe>& pixels);

}  // namespace prism::bloom
