#include "npy.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>

#include "prism/prism.hpp"

namespace prism::cli {
namespace {

constexpr std::array<char, 6> k_magic = {'\x93', 'N', 'U', 'M', 'P', 'Y'};
constexpr std::size_t k_data_alignment = 64;  // numpy aligns the data for memory mapping

Error file_error(Status status, const std::filesystem::path& file, const std::string& problem) {
    return Error(status, file.string() + ": " + problem);
}

std::uint32_t little_endian(const unsigned char* bytes, int count) {
    std::uint32_t value = 0;
    for (int i = count - 1; i >= 0; --i) value = value << 8 | bytes[i];
    return value;
}

// The stream, its total size, and the reading position, with errors that name the file.
class InputFile {
public:
    explicit InputFile(const std::filesystem::path& file) : file_(file), stream_(file, std::ios::binary) {
        std::error_code ec;
        if (std::filesystem::is_directory(file, ec)) throw file_error(Status::io_error, file, "is a directory");
        if (!stream_) throw file_error(Status::io_error, file, std::string("cannot open: ") + std::strerror(errno));
        stream_.seekg(0, std::ios::end);
        size_ = static_cast<std::uint64_t>(stream_.tellg());
        stream_.seekg(0);
    }

    std::uint64_t remaining() const { return size_ - position_; }

    // Reads exactly `count` bytes; `what` names the part of the file for the truncation message.
    void read(void* into, std::uint64_t count, const char* what) {
        if (count > remaining()) {
            throw file_error(Status::invalid_file, file_, std::string("truncated ") + what + ": needs " +
                                                              std::to_string(count) + " bytes, the file has " +
                                                              std::to_string(remaining()) + " left");
        }
        stream_.read(static_cast<char*>(into), static_cast<std::streamsize>(count));
        if (!stream_) throw file_error(Status::io_error, file_, std::string("read error in the ") + what);
        position_ += count;
    }

private:
    std::filesystem::path file_;
    std::ifstream stream_;
    std::uint64_t size_ = 0;
    std::uint64_t position_ = 0;
};

// Magic string, version and header length; returns the header text.
std::string read_header_text(InputFile& in, const std::filesystem::path& file) {
    std::array<unsigned char, 8> preamble{};
    try {
        in.read(preamble.data(), preamble.size(), "preamble");
    } catch (const Error&) {
        throw file_error(Status::invalid_file, file, "not an .npy file (shorter than the .npy preamble)");
    }
    if (std::memcmp(preamble.data(), k_magic.data(), k_magic.size()) != 0) {
        throw file_error(Status::invalid_file, file, "not an .npy file (bad magic string)");
    }
    const int major = preamble[6], minor = preamble[7];
    if (major < 1 || major > 3 || minor != 0) {
        throw file_error(Status::invalid_file, file, "unsupported .npy format version " + std::to_string(major) + "." +
                                                         std::to_string(minor) + " (prism reads 1.0, 2.0 and 3.0)");
    }
    // Version 1.0 stores the header length in 2 bytes; 2.0 and 3.0 (UTF-8 header) in 4.
    const int length_bytes = major == 1 ? 2 : 4;
    std::array<unsigned char, 4> length{};
    in.read(length.data(), length_bytes, "header length");
    std::string text(little_endian(length.data(), length_bytes), '\0');
    in.read(text.data(), text.size(), "header");
    return text;
}

std::uint64_t data_bytes(const NpyHeader& header, const std::filesystem::path& file) {
    const auto count = static_cast<std::uint64_t>(element_count_or_overflow(header.shape));
    if (count > UINT64_MAX / element_bytes(header.dtype)) {
        throw file_error(Status::invalid_file, file, "the shape's size in bytes overflows");
    }
    return count * element_bytes(header.dtype);
}

// The preamble and the padded header: numpy pads with spaces and a final newline so that the data
// starts at a multiple of 64 bytes (it adds a full 64 when the unpadded end is already aligned).
std::string version_1_header(const NpyArray& array) {
    std::string dictionary = format_npy_dictionary({array.dtype, false, array.shape});
    const std::size_t preamble = k_magic.size() + 2 + 2;
    const std::size_t padding = k_data_alignment - (preamble + dictionary.size() + 1) % k_data_alignment;
    dictionary.append(padding, ' ').push_back('\n');
    if (dictionary.size() > 0xffff) throw Error(Status::invalid_argument, "shape too long for an .npy 1.0 header");
    std::string header(k_magic.begin(), k_magic.end());
    header += {'\x01', '\x00', static_cast<char>(dictionary.size() & 0xff), static_cast<char>(dictionary.size() >> 8)};
    return header + dictionary;
}

}  // namespace

std::int64_t NpyArray::element_count() const { return element_count_or_overflow(shape); }

NpyArray read_npy(const std::filesystem::path& file) {
    InputFile in(file);
    const NpyHeader header = parse_npy_header(read_header_text(in, file), file.string());
    if (header.fortran_order) {
        throw file_error(Status::invalid_file, file, "the array is in Fortran order; prism reads C order "
                                                     "(save numpy.ascontiguousarray(a) instead)");
    }
    const std::uint64_t bytes = data_bytes(header, file);
    if (in.remaining() != bytes) {
        throw file_error(Status::invalid_file, file,
                         std::string(in.remaining() < bytes ? "truncated data" : "unexpected bytes after the data") +
                             ": shape " + format_shape_tuple(header.shape) + " of " + numpy_name(header.dtype) +
                             " needs " + std::to_string(bytes) + " bytes of data" +
                             ", the file has " + std::to_string(in.remaining()));
    }
    NpyArray array{header.dtype, header.shape, std::vector<unsigned char>(bytes)};
    in.read(array.data.data(), bytes, "data");
    return array;
}

void write_npy(const std::filesystem::path& file, const NpyArray& array) {
    const auto count = array.element_count();
    if (count < 0 || array.data.size() != static_cast<std::uint64_t>(count) * element_bytes(array.dtype)) {
        throw Error(Status::invalid_argument, file.string() + ": the data size does not match the shape " +
                                                  format_shape_tuple(array.shape));
    }
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    if (!out) throw file_error(Status::io_error, file, std::string("cannot create: ") + std::strerror(errno));
    const std::string header = version_1_header(array);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    out.write(reinterpret_cast<const char*>(array.data.data()), static_cast<std::streamsize>(array.data.size()));
    out.close();
    if (!out) throw file_error(Status::io_error, file, std::string("write failed: ") + std::strerror(errno));
}

}  // namespace prism::cli
