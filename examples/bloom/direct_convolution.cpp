// The convolution from its definition, for checking the FFT paths on tiny images.
#include "padding.hpp"
#include "reference.hpp"

namespace prism::bloom {

Image convolve_direct(const Image& image, const Image& kernel, Padding padding) {
    const double scale = 1.0 / kernel_luminance(kernel);
    const int cy = kernel.height / 2, cx = kernel.width / 2;
    Image out(image.width, image.height);
    for (int c = 0; c < k_channels; ++c)
        for (int y = 0; y < image.height; ++y)
            for (int x = 0; x < image.width; ++x) {
                double sum = 0;
                for (int ky = 0; ky < kernel.height; ++ky) {
                    const int sy = padded_source(y + cy - ky, image.height, padding);
                    if (sy < 0) continue;
                    for (int kx = 0; kx < kernel.width; ++kx) {
                        const int sx = padded_source(x + cx - kx, image.width, padding);
                        if (sx >= 0) sum += static_cast<double>(kernel.at(c, ky, kx)) * image.at(c, sy, sx);
                    }
                }
                out.at(c, y, x) = static_cast<float>(scale * sum);
            }
    return out;
}

}  // namespace prism::bloom
