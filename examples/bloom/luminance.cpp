#include "luminance.hpp"

namespace prism::bloom {

std::array<double, k_channels> channel_sums(const Image& image) {
    std::array<double, k_channels> sums{};
    for (int c = 0; c < k_channels; ++c) {
        const float* plane = image.plane(c);
        for (std::size_t i = 0; i < image.plane_size(); ++i) sums[c] += plane[i];
    }
    return sums;
}

}  // namespace prism::bloom
