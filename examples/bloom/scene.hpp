// A synthetic high-dynamic-range night scene, so the demo needs no downloaded picture: a dark
// sky-to-ground gradient, thin bright lines (a horizon, neon strokes) and point lights spanning
// three orders of magnitude. The same size always gives the same pixels.
#pragma once

#include "image.hpp"

namespace prism::bloom {

Image synthetic_scene(int width, int height);

}  // namespace prism::bloom
