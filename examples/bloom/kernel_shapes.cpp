#include "kernel_shapes.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "luminance.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {
namespace {

// Longer wavelengths diffract farther: red, green, blue relative to red, which just fills the kernel.
constexpr std::array<double, k_channels> k_wavelength_scale = {1.0, 0.87, 0.71};
// The share of the light the star keeps in its centre pixel.
constexpr double k_core_share = 0.8;

void check_size(int size) {
    if (size < 1)
        throw Error(Status::invalid_argument, "kernel size " + std::to_string(size) + " is not positive");
}

// The glare of one channel at offset (dx, dy) from the centre, with `reach` in pixels.
double glare(double dx, double dy, double reach, int spikes) {
    const double r = std::hypot(dx, dy);
    double value = 0.02 * std::exp(-r / (0.08 * reach));  // halo
    for (int k = 0; k < spikes; ++k) {
        const double angle = std::numbers::pi * (k + 0.25) / spikes;
        const double across = -std::sin(angle) * dx + std::cos(angle) * dy;
        const double along = std::abs(std::cos(angle) * dx + std::sin(angle) * dy);
        value += 0.3 * std::exp(-across * across / 0.8) / std::pow(1.0 + along / (0.015 * reach), 2.0);
    }
    // Fade to nothing before the kernel's edge, so its square outline never shows.
    const double edge = std::clamp(1.0 - r / (0.5 * reach), 0.0, 1.0);
    return value * edge * edge;
}

}  // namespace

Image gaussian_kernel(int size, double sigma) {
    check_size(size);
    if (!(sigma > 0))
        throw Error(Status::invalid_argument, "Gaussian sigma " + std::to_string(sigma) + " is not positive");
    Image kernel(size, size);
    const int centre = size / 2;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const double r2 = static_cast<double>((x - centre) * (x - centre) + (y - centre) * (y - centre));
            const float value = static_cast<float>(std::exp(-r2 / (2 * sigma * sigma)));
            for (int c = 0; c < k_channels; ++c) kernel.at(c, y, x) = value;
        }
    return kernel;
}

Image star_kernel(int size, int spikes) {
    check_size(size);
    if (spikes < 0 || spikes > 64)
        throw Error(Status::invalid_argument, "star spikes " + std::to_string(spikes) + " outside 0..64");
    Image kernel(size, size);
    const int centre = size / 2;
    for (int c = 0; c < k_channels; ++c)
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                kernel.at(c, y, x) =
                    static_cast<float>(glare(x - centre, y - centre, size * k_wavelength_scale[c], spikes));
    const double glow = luminance(channel_sums(kernel));
    for (int c = 0; c < k_channels; ++c)
        kernel.at(c, centre, centre) += static_cast<float>(glow * k_core_share / (1 - k_core_share));
    return kernel;
}

}  // namespace prism::bloom
