#include "png_io.hpp"

#include <png.h>

#include <cmath>

#include "prism/prism.hpp"

namespace prism::bloom {

float linear_from_srgb(float encoded) {
    return encoded <= 0.04045f ? encoded / 12.92f : std::pow((encoded + 0.055f) / 1.055f, 2.4f);
}

float srgb_from_linear(float linear) {
    return linear <= 0.0031308f ? 12.92f * linear : 1.055f * std::pow(linear, 1.0f / 2.4f) - 0.055f;
}

Image read_png(const std::string& path) {
    png_image png{};
    png.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&png, path.c_str()))
        throw Error(Status::invalid_file, "cannot read PNG '" + path + "': " + png.message);
    png.format = PNG_FORMAT_RGB;  // libpng converts grey, palette and 16-bit files to 8-bit RGB
    std::vector<std::uint8_t> rgb8(PNG_IMAGE_SIZE(png));
    if (!png_image_finish_read(&png, nullptr, rgb8.data(), 0, nullptr))
        throw Error(Status::invalid_file, "cannot decode PNG '" + path + "': " + png.message);
    // 256 entries decode every pixel without a pow() each.
    float decode[256];
    for (int v = 0; v < 256; ++v) decode[v] = linear_from_srgb(v / 255.0f);
    Image image(static_cast<int>(png.width), static_cast<int>(png.height));
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x)
            for (int c = 0; c < k_channels; ++c)
                image.at(c, y, x) = decode[rgb8[(static_cast<std::size_t>(y) * image.width + x) * 3 + c]];
    return image;
}

void write_png(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgb8) {
    png_image png{};
    png.version = PNG_IMAGE_VERSION;
    png.width = static_cast<png_uint_32>(width);
    png.height = static_cast<png_uint_32>(height);
    png.format = PNG_FORMAT_RGB;
    if (!png_image_write_to_file(&png, path.c_str(), 0, rgb8.data(), 0, nullptr))
        throw Error(Status::io_error, "cannot write PNG '" + path + "': " + png.message);
}

}  // namespace prism::bloom
