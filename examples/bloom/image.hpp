// A linear-light RGB image in planes (all red, then all green, then all blue). Planes rather than
// interleaved pixels because every stage of the bloom works on one channel at a time, and the GPU
// reads a plane as one contiguous buffer.
#pragma once

#include <cstddef>
#include <vector>

namespace prism::bloom {

inline constexpr int k_channels = 3;

struct Image {
    int width = 0;
    int height = 0;
    std::vector<float> pixels;  // k_channels planes of height rows of width values

    Image() = default;
    Image(int w, int h) : width(w), height(h), pixels(static_cast<std::size_t>(k_channels) * w * h, 0.0f) {}

    std::size_t plane_size() const { return static_cast<std::size_t>(width) * height; }
    float* plane(int c) { return pixels.data() + c * plane_size(); }
    const float* plane(int c) const { return pixels.data() + c * plane_size(); }
    float& at(int c, int y, int x) { return plane(c)[static_cast<std::size_t>(y) * width + x]; }
    float at(int c, int y, int x) const { return plane(c)[static_cast<std::size_t>(y) * width + x]; }
};

}  // namespace prism::bloom
