#include "ringing.hpp"

#include <algorithm>
#include <cmath>

#include "luminance.hpp"

namespace prism::bloom {
namespace {

// Luminance inside and outside a rectangle.
std::pair<double, double> split_luminance(const Image& image, int x0, int y0, int x1, int y1) {
    double inside = 0, outside = 0;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            double y_value = 0;
            for (int c = 0; c < k_channels; ++c) y_value += k_luminance_weights[c] * image.at(c, y, x);
            (x >= x0 && x < x1 && y >= y0 && y < y1 ? inside : outside) += y_value;
        }
    return {inside, outside};
}

double relative_l2(const Image& a, const Image& b) {
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < b.pixels.size(); ++i) {
        diff += (static_cast<double>(a.pixels[i]) - b.pixels[i]) *
                (static_cast<double>(a.pixels[i]) - b.pixels[i]);
        norm += static_cast<double>(b.pixels[i]) * b.pixels[i];
    }
    return std::sqrt(diff / norm);
}

}  // namespace

RingingReport measure_ringing(const BloomFunction& bloom, int width, int height, int kernel_width,
                              int kernel_height) {
    Image impulse(width, height);
    const int cx = width / 2, cy = height / 2;
    for (int c = 0; c < k_channels; ++c) impulse.at(c, cy, cx) = 1.0f;  // white: luminance 1
    const Image bilinear = bloom(impulse, SpectrumMode::bilinear),
                exact = bloom(impulse, SpectrumMode::exact);
    // The kernel's pixel (k/2) lands on the impulse, so its footprint starts k/2 before it.
    const int x0 = cx - kernel_width / 2, y0 = cy - kernel_height / 2;
    const auto [b_in, b_out] = split_luminance(bilinear, x0, y0, x0 + kernel_width, y0 + kernel_height);
    const auto [e_in, e_out] = split_luminance(exact, x0, y0, x0 + kernel_width, y0 + kernel_height);
    RingingReport report;
    report.relative_difference = relative_l2(bilinear, exact);
    report.stray_light = b_out / b_in;
    report.exact_stray_light = std::abs(e_out) / e_in;
    report.bilinear_luminance = b_in + b_out;
    report.exact_luminance = e_in + e_out;
    report.bilinear = bilinear;
    report.exact = exact;
    return report;
}

std::vector<std::uint8_t> ringing_picture(const RingingReport& report, double decades, int& width,
                                          int& height) {
    const Image& left = report.exact;
    width = 2 * left.width + 8;  // a dark gap between the two
    height = left.height;
    float peak = 0;
    for (float v : left.pixels) peak = std::max(peak, v);
    std::vector<std::uint8_t> rgb(static_cast<std::size_t>(width) * height * k_channels, 96);  // grey gap
    for (int half = 0; half < 2; ++half) {
        const Image& image = half == 0 ? report.exact : report.bilinear;
        const int x0 = half * (left.width + 8);
        for (int c = 0; c < k_channels; ++c)
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < image.width; ++x) {
                    const double v = std::max(static_cast<double>(image.at(c, y, x)), 1e-30) / peak;
                    const double level = std::clamp((std::log10(v) + decades) / decades, 0.0, 1.0);
                    rgb[(static_cast<std::size_t>(y) * width + x0 + x) * k_channels + c] =
                        static_cast<std::uint8_t>(std::lround(255 * level));
                }
    }
    return rgb;
}

}  // namespace prism::bloom
