// CIE Y (luminance) of linear RGB with Rec. 709 / sRGB primaries and a D65 white. The bloom
// normalises its kernel by the Y of the kernel's per-channel sums, so a white light keeps its
// luminance while a coloured kernel keeps its tint.
#pragma once

#include <array>

#include "image.hpp"

namespace prism::bloom {

inline constexpr std::array<double, k_channels> k_luminance_weights = {0.2126729, 0.7151522, 0.0721750};

inline double luminance(const std::array<double, k_channels>& rgb) {
    double y = 0;
    for (int c = 0; c < k_channels; ++c) y += k_luminance_weights[c] * rgb[c];
    return y;
}

// Per-channel sums of every pixel, accumulated in double (the images reach 10^7 pixels).
std::array<double, k_channels> channel_sums(const Image& image);

// The luminance of the whole image: Y of its channel sums.
inline double total_luminance(const Image& image) { return luminance(channel_sums(image)); }

// What every bloom divides its kernel by: the luminance of the kernel's channel sums. Throws
// prism::Error(invalid_argument) when it is not positive (a kernel without light).
double kernel_luminance(const Image& kernel);

}  // namespace prism::bloom
