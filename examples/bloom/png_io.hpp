// PNG files through libpng's simplified API. PNG holds display-referred sRGB, so reading decodes
// the sRGB curve to linear light (the bloom adds light, which is only meaningful in linear units)
// and writing takes 8-bit sRGB values that a tone map has already produced.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "image.hpp"

namespace prism::bloom {

// Any PNG colour type or depth, as linear RGB in [0, 1]; alpha is dropped.
Image read_png(const std::string& path);

// rgb8 holds width * height interleaved 8-bit sRGB pixels.
void write_png(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgb8);

float linear_from_srgb(float encoded);
float srgb_from_linear(float linear);

}  // namespace prism::bloom
