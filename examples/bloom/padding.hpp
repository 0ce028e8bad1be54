// Where a padded position reads from: the image index, or -1 for zero padding outside it.
// Mirror padding reflects with the edge pixel repeated (…, 1, 0 | 0, 1, …, n-1 | n-1, n-2, …),
// periodic with period 2n so it holds however wide the padding is.
#pragma once

#include "geometry.hpp"

namespace prism::bloom {

inline int padded_source(int i, int extent, Padding padding) {
    if (i >= 0 && i < extent) return i;
    if (padding == Padding::zero) return -1;
    const int period = 2 * extent;
    int m = i % period;
    if (m < 0) m += period;
    return m < extent ? m : period - 1 - m;
}

}  // namespace prism::bloom
