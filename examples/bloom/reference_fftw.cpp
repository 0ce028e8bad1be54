// The CPU reference through FFTW (double precision).
#include <fftw3.h>

#include "luminance.hpp"
#include "padding.hpp"
#include "reference.hpp"

namespace prism::bloom {
namespace {

using cd = std::complex<double>;

void fft_2d(std::vector<cd>& data, int height, int width, int sign) {
    auto* raw = reinterpret_cast<fftw_complex*>(data.data());
    fftw_plan plan = fftw_plan_dft_2d(height, width, raw, raw, sign, FFTW_ESTIMATE);
    fftw_execute(plan);
    fftw_destroy_plan(plan);
}

int wrap(int i, int n) { return ((i % n) + n) % n; }

// One channel of the image in its padded frame.
std::vector<cd> padded_plane(const Image& image, int channel, const BloomGeometry& g, Padding padding) {
    std::vector<cd> grid(static_cast<std::size_t>(g.y.padded) * g.x.padded);
    for (int py = 0; py < g.y.padded; ++py) {
        const int sy = padded_source(py - g.y.offset, image.height, padding);
        if (sy < 0) continue;
        for (int px = 0; px < g.x.padded; ++px) {
            const int sx = padded_source(px - g.x.offset, image.width, padding);
            if (sx >= 0) grid[static_cast<std::size_t>(py) * g.x.padded + px] = image.at(channel, sy, sx);
        }
    }
    return grid;
}

}  // namespace

SpectrumTable reference_kernel_spectrum(const Image& kernel, int height, int width) {
    SpectrumTable table{height, width, {}};
    const double scale = 1.0 / kernel_luminance(kernel);
    for (int c = 0; c < k_channels; ++c) {
        std::vector<cd> grid(static_cast<std::size_t>(height) * width);
        for (int ky = 0; ky < kernel.height; ++ky)
            for (int kx = 0; kx < kernel.width; ++kx) {
                const int y = wrap(ky - kernel.height / 2, height), x = wrap(kx - kernel.width / 2, width);
                grid[static_cast<std::size_t>(y) * width + x] += scale * kernel.at(c, ky, kx);
            }
        fft_2d(grid, height, width, FFTW_FORWARD);
        table.bins[c] = std::move(grid);
    }
    return table;
}

std::complex<double> sample_spectrum(const SpectrumTable& table, int channel, int u, int v, int padded_height,
                                     int padded_width) {
    const int ry = padded_height / table.height, rx = padded_width / table.width;  // powers of two
    const int u0 = u / ry, v0 = v / rx, u1 = (u0 + 1) % table.height, v1 = (v0 + 1) % table.width;
    const double fu = static_cast<double>(u % ry) / ry, fv = static_cast<double>(v % rx) / rx;
    auto bin = [&](int a, int b) {
        return table.bins[channel][static_cast<std::size_t>(a) * table.width + b];
    };
    return (1 - fu) * ((1 - fv) * bin(u0, v0) + fv * bin(u0, v1)) +
           fu * ((1 - fv) * bin(u1, v0) + fv * bin(u1, v1));
}

Image reference_bloom(const Image& image, const Image& kernel, const BloomSettings& settings) {
    const BloomGeometry g = make_geometry(image.width, image.height, kernel.width, kernel.height, settings);
    const SpectrumTable table = reference_kernel_spectrum(kernel, g.spectrum_height, g.spectrum_width);
    const double inverse_scale = 1.0 / (static_cast<double>(g.y.padded) * g.x.padded);
    Image out(image.width, image.height);
    for (int c = 0; c < k_channels; ++c) {
        std::vector<cd> grid = padded_plane(image, c, g, settings.padding);
        fft_2d(grid, g.y.padded, g.x.padded, FFTW_FORWARD);
        for (int u = 0; u < g.y.padded; ++u)
            for (int v = 0; v < g.x.padded; ++v)
                grid[static_cast<std::size_t>(u) * g.x.padded + v] *=
                    sample_spectrum(table, c, u, v, g.y.padded, g.x.padded);
        fft_2d(grid, g.y.padded, g.x.padded, FFTW_BACKWARD);
        for (int y = 0; y < image.height; ++y)
            for (int x = 0; x < image.width; ++x)
                out.at(c, y, x) = static_cast<float>(
                    inverse_scale *
                    grid[static_cast<std::size_t>(y + g.y.offset) * g.x.padded + x + g.x.offset].real());
    }
    return out;
}

}  // namespace prism::bloom
