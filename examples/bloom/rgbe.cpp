// Conversion between floats and the shared-exponent RGBE pixel.
#include <algorithm>
#include <cmath>

#include "hdr_io.hpp"

namespace prism::bloom {

Rgbe rgbe_from_rgb(float r, float g, float b) {
    // Negative light does not exist in a Radiance file; clamp rather than wrap the mantissa.
    r = std::max(r, 0.0f), g = std::max(g, 0.0f), b = std::max(b, 0.0f);
    const float largest = std::max({r, g, b});
    if (!(largest >= 1e-32f)) return {0, 0, 0, 0};  // also catches NaN
    int exponent = 0;
    const float mantissa =
        std::frexp(largest, &exponent);               // largest = mantissa * 2^exponent, mantissa in [0.5, 1)
    if (exponent > 127) return {255, 255, 255, 255};  // beyond the format: saturate
    const float scale = mantissa * 256.0f / largest;
    auto byte = [&](float v) { return static_cast<std::uint8_t>(std::min(v * scale, 255.0f)); };
    return {byte(r), byte(g), byte(b), static_cast<std::uint8_t>(exponent + 128)};
}

std::array<float, 3> rgb_from_rgbe(const Rgbe& rgbe) {
    if (rgbe[3] == 0) return {0, 0, 0};
    // +0.5 puts the value in the middle of the mantissa's bucket, halving the rounding error.
    const float scale = std::ldexp(1.0f, rgbe[3] - (128 + 8));
    return {(rgbe[0] + 0.5f) * scale, (rgbe[1] + 0.5f) * scale, (rgbe[2] + 0.5f) * scale};
}

}  // namespace prism::bloom
