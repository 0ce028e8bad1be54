// From linear HDR light to an 8-bit sRGB picture for the PNG output.
#pragma once

#include <cstdint>
#include <vector>

#include "image.hpp"

namespace prism::bloom {

// 1 - exp(-exposure * v) per channel, then the sRGB curve: a soft shoulder so the brightest lights
// saturate to white while their glow keeps its colour. Interleaved RGB bytes, row by row.
std::vector<std::uint8_t> tone_map(const Image& image, float exposure);

}  // namespace prism::bloom
