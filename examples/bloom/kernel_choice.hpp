// Which kernel a bloom uses: an image file, or a generated Gaussian or star at a chosen size.
#pragma once

#include <string>

#include "image.hpp"

namespace prism::bloom {

struct KernelChoice {
    std::string file;     // a .png or .hdr kernel image, used as it is
    double gaussian = 0;  // > 0: a Gaussian of this sigma
    int star_spikes = 6;  // otherwise: a star with this many diffraction lines
    int size = 256;       // side of a generated kernel
};

Image make_kernel(const KernelChoice& choice);
std::string describe(const KernelChoice& choice);

}  // namespace prism::bloom
