// Generated bloom kernels (point spread functions). Their scale does not matter: the bloom
// normalises every kernel so that white light keeps its luminance.
#pragma once

#include "image.hpp"

namespace prism::bloom {

// An achromatic Gaussian, centred on pixel (size / 2, size / 2).
Image gaussian_kernel(int size, double sigma);

// A lens-like glare: most of the light stays in the centre pixel, the rest spreads as a soft
// halo and `spikes` diffraction lines through the centre. The spread scales with wavelength
// (red reaches farther than blue), which gives the glow its coloured fringes.
Image star_kernel(int size, int spikes);

}  // namespace prism::bloom
