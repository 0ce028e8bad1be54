#include "geometry.hpp"

#include <algorithm>

#include "prism/prism.hpp"

namespace prism::bloom {

int round_up_to_power_of_two(int value) {
    int power = 1;
    while (power < value) power *= 2;
    return power;
}

PaddedAxis pad_axis(int extent, int kernel_extent, Padding padding) {
    PaddedAxis axis;
    axis.extent = extent;
    const bool zero = padding == Padding::zero;
    const int covered = zero ? std::max(extent + kernel_extent / 2, kernel_extent) : extent + kernel_extent;
    axis.padded = std::max(k_min_fft_length, round_up_to_power_of_two(covered));
    axis.offset = zero ? 0 : (axis.padded - extent) / 2;
    return axis;
}

std::int64_t fft_count(const BloomGeometry& geometry, bool y_first) {
    const PaddedAxis& first = y_first ? geometry.y : geometry.x;
    const PaddedAxis& second = y_first ? geometry.x : geometry.y;
    return (second.extent + 1) / 2 + first.padded / 2;
}

BloomGeometry make_geometry(int width, int height, int kernel_width, int kernel_height,
                            const BloomSettings& settings) {
    if (width < 1 || height < 1 || kernel_width < 1 || kernel_height < 1)
        throw Error(Status::invalid_argument,
                    "bloom: image " + std::to_string(width) + "x" + std::to_string(height) + " or kernel " +
                        std::to_string(kernel_width) + "x" + std::to_string(kernel_height) + " is empty");
    BloomGeometry g;
    g.y = pad_axis(height, kernel_height, settings.padding);
    g.x = pad_axis(width, kernel_width, settings.padding);
    g.kernel_height = kernel_height;
    g.kernel_width = kernel_width;
    const bool exact = settings.mode == SpectrumMode::exact;
    g.spectrum_height =
        exact ? g.y.padded : std::max(k_min_fft_length, round_up_to_power_of_two(kernel_height));
    g.spectrum_width =
        exact ? g.x.padded : std::max(k_min_fft_length, round_up_to_power_of_two(kernel_width));
    if (settings.first_axis == FirstAxis::automatic)
        g.y_first = fft_count(g, true) <= fft_count(g, false);  // a tie keeps the document's order
    else
        g.y_first = settings.first_axis == FirstAxis::y;
    return g;
}

std::string describe(const BloomGeometry& g) {
    auto size = [](int w, int h) { return std::to_string(w) + "x" + std::to_string(h); };
    return "image " + size(g.x.extent, g.y.extent) + " padded to " + size(g.x.padded, g.y.padded) +
           ", kernel " + size(g.kernel_width, g.kernel_height) + " with spectrum " +
           size(g.spectrum_width, g.spectrum_height) + ", " +
           (g.y_first ? "columns (y) first" : "rows (x) first") + " (" +
           std::to_string(fft_count(g, g.y_first)) + " FFTs each way)";
}

}  // namespace prism::bloom
