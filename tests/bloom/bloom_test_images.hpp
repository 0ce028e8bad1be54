// Small images and kernels the bloom tests share, and the error measure they use.
#pragma once

#include <cmath>
#include <cstdint>

#include "bloom/image.hpp"

namespace prism::bloom::test {

// Deterministic pseudo-random values in [0, 1) (splitmix64), with a few bright outliers so the
// image looks like an HDR scene and exercises the dynamic range.
inline Image random_image(int width, int height, std::uint64_t seed) {
    Image image(width, height);
    for (float& v : image.pixels) {
        std::uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        const double u = static_cast<double>((z ^ (z >> 31)) >> 11) * 0x1.0p-53;
        v = static_cast<float>(u > 0.98 ? 50 * u : u);
    }
    return image;
}

// A coloured, asymmetric kernel: its channels differ and it is not mirror-symmetric, so a
// transposed, flipped or channel-swapped result cannot pass.
inline Image asymmetric_kernel(int width, int height) {
    Image kernel(width, height);
    for (int c = 0; c < k_channels; ++c)
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                kernel.at(c, y, x) = static_cast<float>(
                    std::exp(-0.05 * (c + 1) * ((x - 2.0 * c) * (x - 2.0 * c) * 0.3 + y * y * 0.1)) +
                    0.01 * ((x + 3 * y + c) % 7));
    return kernel;
}

// ||a - b||_2 / ||b||_2 over all channels, in double.
inline double relative_error(const Image& a, const Image& b) {
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < b.pixels.size(); ++i) {
        const double d = static_cast<double>(a.pixels[i]) - b.pixels[i];
        diff += d * d;
        norm += static_cast<double>(b.pixels[i]) * b.pixels[i];
    }
    return std::sqrt(diff / norm);
}

}  // namespace prism::bloom::test
