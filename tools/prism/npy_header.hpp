// The header dictionary of an .npy file: a Python literal such as
//   {'descr': '<c8', 'fortran_order': False, 'shape': (3, 4), }
// parsed and written without Python. See numpy.lib.format for the format itself.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace prism::cli {

// The element types `prism fft` reads and writes: numpy's complex64 and complex128, little-endian.
enum class NpyDtype { complex64, complex128 };

std::size_t element_bytes(NpyDtype dtype);
const char* descr_of(NpyDtype dtype);  // "<c8" / "<c16"
const char* numpy_name(NpyDtype dtype);  // "complex64" / "complex128"

struct NpyHeader {
    NpyDtype dtype = NpyDtype::complex64;
    bool fortran_order = false;
    std::vector<std::int64_t> shape;  // empty for a 0-d array
};

// Parses the dictionary text (the bytes after the length field, padding included). Throws
// prism::Error(invalid_file) naming `file_name` and the problem: a malformed literal, a missing or
// unknown key, a dtype other than '<c8' / '<c16' (big-endian ones get their own message), a negative
// axis length, or a shape whose element count overflows.
NpyHeader parse_npy_header(std::string_view text, const std::string& file_name);

// A shape as Python prints a tuple: "()", "(5,)", "(3, 4)".
std::string format_shape_tuple(const std::vector<std::int64_t>& shape);

// The dictionary as numpy writes it, without padding: "{'descr': '<c8', 'fortran_order': False,
// 'shape': (3, 4), }".
std::string format_npy_dictionary(const NpyHeader& header);

// Element count of a shape (1 for a 0-d array), or -1 if it does not fit in an int64.
std::int64_t element_count_or_overflow(const std::vector<std::int64_t>& shape);

}  // namespace prism::cli
