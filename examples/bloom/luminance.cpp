#include "luminance.hpp"

#include <string>

#include "prism/prism.hpp"

namespace prism::bloom {

std::array<double, k_channels> channel_sums(const Image& image) {
    std::array<double, k_channels> sums{};
    for (int c = 0; c < k_channels; ++c) {
        const float* plane = image.plane(c);
        for (std::size_t i = 0; i < image.plane_size(); ++i) sums[c] += plane[i];
    }
    return sums;
}

double kernel_luminance(const Image& kernel) {
    const double y = luminance(channel_sums(kernel));
    if (!(y > 0))
        throw Error(
            Status::invalid_argument,
            "bloom kernel has no positive luminance (Y of its channel sums is " + std::to_string(y) + ")");
    return y;
}

}  // namespace prism::bloom
