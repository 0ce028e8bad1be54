// How much the bilinear kernel spectrum rings. Sampling the kernel's small spectrum bilinearly at
// the padded image's frequencies convolves it with a tent, which multiplies the kernel by a sinc^2
// in space, and the spectrum's coarse sampling repeats the kernel every spectrum-size pixels: the
// sinc^2 damps those copies without removing them. A single white impulse shows it plainly:
// exact mode returns the kernel and nothing else, bilinear mode also light outside it.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "geometry.hpp"
#include "image.hpp"

namespace prism::bloom {

struct RingingReport {
    double relative_difference = 0;  // ||bilinear - exact||_2 / ||exact||_2, all channels
    double stray_light = 0;          // luminance outside the kernel's footprint / luminance inside
    double exact_stray_light = 0;    // the same for exact mode: rounding only
    double bilinear_luminance = 0;   // the frame's luminance; the impulse's is 1
    double exact_luminance = 0;
    Image bilinear, exact;  // the two impulse responses
};

// Any bloom implementation (GPU or CPU reference): the image, the mode; the rest fixed.
using BloomFunction = std::function<Image(const Image& image, SpectrumMode mode)>;

// The impulse sits at the centre of a width x height frame; the kernel's footprint is its
// kernel_width x kernel_height rectangle around it.
RingingReport measure_ringing(const BloomFunction& bloom, int width, int height, int kernel_width,
                              int kernel_height);

// The two impulse responses side by side (exact left, bilinear right), each channel on a log
// scale that spans `decades` below the brightest value, as 8-bit RGB: the ringing is a millionth
// of the peak, far below what a linear tone map shows.
std::vector<std::uint8_t> ringing_picture(const RingingReport& report, double decades, int& width,
                                          int& height);

}  // namespace prism::bloom
