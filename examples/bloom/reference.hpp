// The bloom on the CPU, in double precision, written the plain way (full complex 2-D FFTs by
// FFTW, no packing, no half spectra, natural order), so the GPU pipeline has something
// independent to be checked against. convolve_direct is plainer still, for tiny images.
#pragma once

#include <array>
#include <complex>
#include <vector>

#include "geometry.hpp"
#include "image.hpp"
#include "luminance.hpp"

namespace prism::bloom {

// A kernel's spectrum at height x width, natural order, per channel: the kernel centred on the
// origin (pixel (kh/2, kw/2) at index (0, 0)) and divided by the luminance of its channel sums.
struct SpectrumTable {
    int height = 0;
    int width = 0;
    std::array<std::vector<std::complex<double>>, k_channels> bins;
};

SpectrumTable reference_kernel_spectrum(const Image& kernel, int height, int width);

// The spectrum at frequency (u, v) of a padded_height x padded_width transform: the table's own bin
// when the sizes agree, else bilinear interpolation at (u * height / padded_height, ...), periodic.
std::complex<double> sample_spectrum(const SpectrumTable& table, int channel, int u, int v, int padded_height,
                                     int padded_width);

// The whole method: pad, transform, multiply by the sampled kernel spectrum, transform back, crop.
Image reference_bloom(const Image& image, const Image& kernel, const BloomSettings& settings);

// Straight from the definition: each output pixel a weighted sum over the (normalised) kernel,
// reading the padding where the kernel reaches past the image. Equals exact mode; O(pixels * taps).
Image convolve_direct(const Image& image, const Image& kernel, Padding padding);

}  // namespace prism::bloom
