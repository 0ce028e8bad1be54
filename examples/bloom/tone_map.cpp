#include "tone_map.hpp"

#include <algorithm>
#include <cmath>

#include "png_io.hpp"

namespace prism::bloom {

std::vector<std::uint8_t> tone_map(const Image& image, float exposure) {
    std::vector<std::uint8_t> rgb8(image.plane_size() * k_channels);
    for (int c = 0; c < k_channels; ++c) {
        const float* plane = image.plane(c);
        for (std::size_t i = 0; i < image.plane_size(); ++i) {
            const float mapped = 1.0f - std::exp(-exposure * std::max(plane[i], 0.0f));
            rgb8[i * k_channels + c] =
                static_cast<std::uint8_t>(std::lround(255.0f * srgb_from_linear(mapped)));
        }
    }
    return rgb8;
}

}  // namespace prism::bloom
