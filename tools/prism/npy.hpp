// Reading and writing complex arrays in numpy's .npy format (format versions 1.0, 2.0 and 3.0).
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "npy_header.hpp"

namespace prism::cli {

// A C-order (row-major) array with little-endian complex or real elements, as raw bytes: the
// transform commands only move the bytes to and from the device, so they never need them typed.
struct NpyArray {
    NpyDtype dtype = NpyDtype::complex64;
    std::vector<std::int64_t> shape;  // empty for a 0-d array
    std::vector<unsigned char> data;  // element_count() * element_bytes(dtype) bytes

    std::int64_t element_count() const;
};

// Reads an .npy file. Throws prism::Error naming the file and the problem: io_error when it cannot
// be opened or read; invalid_file for a bad magic string, an unknown format version, a truncated
// or malformed header, an unsupported dtype, Fortran order, or data shorter or longer than the
// shape needs. Empty and 0-d arrays are valid files and are returned as such.
NpyArray read_npy(const std::filesystem::path& file);

// Writes the array as an .npy file of format 1.0, the header padded with spaces so the data starts
// at a multiple of 64 bytes, as numpy does. Throws prism::Error(io_error) when writing fails, and
// invalid_argument when the data size does not match the shape.
void write_npy(const std::filesystem::path& file, const NpyArray& array);

}  // namespace prism::cli
