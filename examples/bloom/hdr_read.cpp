// Reading Radiance HDR files.
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>

#include "hdr_io.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {
namespace {

[[noreturn]] void fail(const std::string& what) { throw Error(Status::invalid_file, "HDR file: " + what); }

class ByteReader {
public:
    explicit ByteReader(const std::vector<std::uint8_t>& bytes) : bytes_(bytes) {}
    std::uint8_t next() {
        if (pos_ >= bytes_.size()) fail("the pixel data ends early");
        return bytes_[pos_++];
    }
    std::string line() {  // without its '\n'
        std::string text;
        while (pos_ < bytes_.size() && bytes_[pos_] != '\n') text += static_cast<char>(bytes_[pos_++]);
        if (pos_ >= bytes_.size()) fail("the header has no end");
        ++pos_;
        return text;
    }

private:
    const std::vector<std::uint8_t>& bytes_;
    std::size_t pos_ = 0;
};

// The header: a magic line, KEY=value lines, a blank line, then the resolution line.
std::pair<int, int> read_header(ByteReader& in) {
    const std::string magic = in.line();
    if (magic.rfind("#?", 0) != 0) fail("it does not start with #?RADIANCE or #?RGBE");
    for (std::string line = in.line(); !line.empty(); line = in.line()) {
        if (line.rfind("FORMAT=", 0) == 0 && line != "FORMAT=32-bit_rle_rgbe")
            fail("pixel format '" + line.substr(7) + "' is not 32-bit_rle_rgbe");
    }
    const std::string resolution = in.line();
    int height = 0, width = 0;
    char tail = 0;
    if (std::sscanf(resolution.c_str(), "-Y %d +X %d%c", &height, &width, &tail) != 2 || width <= 0 ||
        height <= 0)
        fail("resolution line '" + resolution + "' is not '-Y height +X width'");
    return {width, height};
}

// The new form: the four byte planes of the scanline one after another, each a sequence of
// runs (count > 128: one byte repeated count - 128 times) and literals (count bytes as they are).
void read_planar_scanline(ByteReader& in, std::vector<Rgbe>& row) {
    const int width = static_cast<int>(row.size());
    for (int component = 0; component < 4; ++component) {
        for (int x = 0; x < width;) {
            int count = in.next();
            const bool run = count > 128;
            if (run) count -= 128;
            if (count == 0 || x + count > width) fail("a run-length count overruns the scanline");
            const std::uint8_t value = run ? in.next() : 0;
            for (int i = 0; i < count; ++i) row[x++][component] = run ? value : in.next();
        }
    }
}

// Flat pixels, where the old form's (1, 1, 1, n) pixel repeats the previous pixel n times,
// n shifted left by 8 more bits for each such marker in a row.
void read_pixel_scanline(ByteReader& in, std::vector<Rgbe>& row, Rgbe first) {
    int shift = 0;
    for (std::size_t x = 0; x < row.size();) {
        Rgbe pixel = x == 0 && shift == 0 ? first : Rgbe{in.next(), in.next(), in.next(), in.next()};
        if (pixel[0] == 1 && pixel[1] == 1 && pixel[2] == 1) {
            if (x == 0) fail("a repeat marker starts a scanline");
            const std::size_t count = static_cast<std::size_t>(pixel[3]) << shift;
            if (x + count > row.size()) fail("a repeat marker overruns the scanline");
            for (std::size_t i = 0; i < count; ++i, ++x) row[x] = row[x - 1];
            shift += 8;
            continue;
        }
        row[x++] = pixel;
        shift = 0;
    }
}

void read_scanline(ByteReader& in, std::vector<Rgbe>& row) {
    const Rgbe first{in.next(), in.next(), in.next(), in.next()};
    const bool planar =
        row.size() >= 8 && row.size() < 0x8000 && first[0] == 2 && first[1] == 2 && first[2] < 128;
    if (!planar) return read_pixel_scanline(in, row, first);
    if (((first[2] << 8) | first[3]) != static_cast<int>(row.size()))
        fail("a scanline's length is not the width");
    read_planar_scanline(in, row);
}

}  // namespace

Image decode_hdr(const std::vector<std::uint8_t>& bytes) {
    ByteReader in(bytes);
    const auto [width, height] = read_header(in);
    Image image(width, height);
    std::vector<Rgbe> row(width);
    for (int y = 0; y < height; ++y) {
        read_scanline(in, row);
        for (int x = 0; x < width; ++x) {
            const auto rgb = rgb_from_rgbe(row[x]);
            for (int c = 0; c < k_channels; ++c) image.at(c, y, x) = rgb[c];
        }
    }
    return image;
}

Image read_hdr(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw Error(Status::io_error, "cannot open '" + path + "' for reading");
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(file),
                                          std::istreambuf_iterator<char>()};
    try {
        return decode_hdr(bytes);
    } catch (const Error& error) {
        throw Error(error.status(), "'" + path + "': " + error.what());
    }
}

}  // namespace prism::bloom
