#include "scene.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace prism::bloom {
namespace {

using Rgb = std::array<float, k_channels>;

// splitmix64: a fixed sequence on every platform (std:: distributions are not specified exactly).
class SceneRandom {
public:
    explicit SceneRandom(std::uint64_t seed) : state_(seed) {}
    double uniform() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return static_cast<double>((z ^ (z >> 31)) >> 11) * 0x1.0p-53;
    }

private:
    std::uint64_t state_;
};

void add(Image& image, int x, int y, const Rgb& rgb, float weight) {
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) return;
    for (int c = 0; c < k_channels; ++c) image.at(c, y, x) += weight * rgb[c];
}

void draw_background(Image& image) {
    for (int y = 0; y < image.height; ++y) {
        const float t = static_cast<float>(y) / std::max(image.height - 1, 1);
        for (int x = 0; x < image.width; ++x)
            add(image, x, y, {0.004f + 0.012f * t, 0.006f + 0.006f * t, 0.02f - 0.012f * t}, 1);
    }
}

// A line one pixel wide, spread over the two nearest rows or columns so it has no stair steps.
void draw_line(Image& image, double x0, double y0, double x1, double y1, const Rgb& rgb) {
    const double length = std::hypot(x1 - x0, y1 - y0);
    const int steps = static_cast<int>(std::ceil(length * 2));
    for (int i = 0; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps, x = x0 + t * (x1 - x0), y = y0 + t * (y1 - y0);
        const int xi = static_cast<int>(std::floor(x)), yi = static_cast<int>(std::floor(y));
        const float fx = static_cast<float>(x - xi), fy = static_cast<float>(y - yi),
                    w = 0.5f;  // two samples a pixel
        add(image, xi, yi, rgb, w * (1 - fx) * (1 - fy));
        add(image, xi + 1, yi, rgb, w * fx * (1 - fy));
        add(image, xi, yi + 1, rgb, w * (1 - fx) * fy);
        add(image, xi + 1, yi + 1, rgb, w * fx * fy);
    }
}

void draw_lines(Image& image) {
    const double w = image.width, h = image.height;
    draw_line(image, 0, 0.62 * h, w - 1, 0.60 * h, {1.5f, 1.1f, 0.6f});            // a lit horizon
    draw_line(image, 0.10 * w, 0.80 * h, 0.35 * w, 0.70 * h, {8.0f, 0.6f, 3.0f});  // neon strokes
    draw_line(image, 0.60 * w, 0.85 * h, 0.90 * w, 0.85 * h, {0.5f, 4.0f, 9.0f});
    draw_line(image, 0.72 * w, 0.20 * h, 0.72 * w, 0.45 * h, {6.0f, 6.0f, 5.0f});
}

void draw_points(Image& image) {
    const std::array<Rgb, 4> tints = {Rgb{1.0f, 0.75f, 0.45f}, Rgb{0.55f, 0.7f, 1.0f}, Rgb{1.0f, 1.0f, 1.0f},
                                      Rgb{1.0f, 0.35f, 0.25f}};
    SceneRandom random(0x5eed);
    const int count = std::max(8, image.width * image.height / 12000);
    for (int i = 0; i < count; ++i) {
        const int x = static_cast<int>(random.uniform() * image.width);
        const int y = static_cast<int>(random.uniform() * image.height * 0.9);
        const float brightness = static_cast<float>(20.0 * std::pow(50.0, random.uniform()));  // 20 to 1000
        add(image, x, y, tints[static_cast<std::size_t>(random.uniform() * tints.size())], brightness);
    }
    // One light far brighter than the rest, where the bloom is plainest.
    add(image, image.width / 3, image.height / 4, {1.0f, 0.9f, 0.8f}, 5000.0f);
}

}  // namespace

Image synthetic_scene(int width, int height) {
    Image image(width, height);
    draw_background(image);
    draw_lines(image);
    draw_points(image);
    return image;
}

}  // namespace prism::bloom
