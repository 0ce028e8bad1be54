// Writing Radiance HDR files, run-length coded in the new (per byte plane) form.
#include <fstream>

#include "hdr_io.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {
namespace {

constexpr int k_min_run = 4;      // a shorter run costs more as a run than as literals
constexpr int k_max_count = 127;  // runs and literals both carry at most 127 bytes per count

void append_literals(std::vector<std::uint8_t>& out, const std::uint8_t* bytes, int count) {
    while (count > 0) {
        const int chunk = count < k_max_count ? count : k_max_count;
        out.push_back(static_cast<std::uint8_t>(chunk));
        out.insert(out.end(), bytes, bytes + chunk);
        bytes += chunk, count -= chunk;
    }
}

// One byte plane: literals between runs of k_min_run or more equal bytes.
void encode_plane(std::vector<std::uint8_t>& out, const std::vector<std::uint8_t>& plane) {
    const int width = static_cast<int>(plane.size());
    int literal_start = 0;
    for (int x = 0; x < width;) {
        int run = 1;
        while (x + run < width && run < k_max_count && plane[x + run] == plane[x]) ++run;
        if (run < k_min_run) {
            x += run;
            continue;
        }
        append_literals(out, plane.data() + literal_start, x - literal_start);
        out.push_back(static_cast<std::uint8_t>(128 + run));
        out.push_back(plane[x]);
        x += run;
        literal_start = x;
    }
    append_literals(out, plane.data() + literal_start, width - literal_start);
}

}  // namespace

std::vector<std::uint8_t> encode_scanline(const std::vector<Rgbe>& pixels) {
    std::vector<std::uint8_t> out;
    const std::size_t width = pixels.size();
    if (width < 8 || width >= 0x8000) {  // outside the range the new form can mark: flat pixels
        for (const Rgbe& pixel : pixels) out.insert(out.end(), pixel.begin(), pixel.end());
        return out;
    }
    out = {2, 2, static_cast<std::uint8_t>(width >> 8), static_cast<std::uint8_t>(width & 0xff)};
    std::vector<std::uint8_t> plane(width);
    for (int component = 0; component < 4; ++component) {
        for (std::size_t x = 0; x < width; ++x) plane[x] = pixels[x][component];
        encode_plane(out, plane);
    }
    return out;
}

std::vector<std::uint8_t> encode_hdr(const Image& image) {
    const std::string header = "#?RADIANCE\n# written by prism bloom\nFORMAT=32-bit_rle_rgbe\n\n-Y " +
                               std::to_string(image.height) + " +X " + std::to_string(image.width) + "\n";
    std::vector<std::uint8_t> out(header.begin(), header.end());
    std::vector<Rgbe> row(image.width);
    for (int y = 0; y < image.height; ++y) {
        for (int x = 0; x < image.width; ++x)
            row[x] = rgbe_from_rgb(image.at(0, y, x), image.at(1, y, x), image.at(2, y, x));
        const std::vector<std::uint8_t> line = encode_scanline(row);
        out.insert(out.end(), line.begin(), line.end());
    }
    return out;
}

void write_hdr(const std::string& path, const Image& image) {
    const std::vector<std::uint8_t> bytes = encode_hdr(image);
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!file) throw Error(Status::io_error, "cannot write '" + path + "'");
}

}  // namespace prism::bloom
