// Reading an image by its file name: .hdr (Radiance) or .png.
#pragma once

#include <string>

#include "image.hpp"

namespace prism::bloom {

// Throws prism::Error(invalid_argument) for any other extension.
Image read_image(const std::string& path);

}  // namespace prism::bloom
