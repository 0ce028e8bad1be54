// The header dictionary of an .npy file: a Python literal such as
//   {'descr': '<c8', 'fortran_order': False, 'shape': (3, 4), }
// parsed and written without Python. See numpy.lib.format for the format itself.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace prism::cli {

// The element types the `prism` commands read and write, little-endian: numpy's complex64 and
// complex128 (`prism fft`, the complex side of `rfft`/`irfft`) and float32 and float64 (the real
// side of `rfft`/`irfft`, `dct`, `dst`).
enum class NpyDtype { complex64, complex128, float32, float64 };

std::size_t element_bytes(NpyDtype dtype);
const char* descr_of(NpyDtype dtype);    // "<c8", "<c16", "<f4", "<f8"
const char* numpy_name(NpyDtype dtype);  // "complex64", "complex128", "float32", "float64"
bool is_complex(NpyDtype dtype);
bool is_double(NpyDtype dtype);  // complex128 or float64
// The dtype of the other side of a real transform in the same precision: complex64 <-> float32,
// complex128 <-> float64.
NpyDtype real_counterpart(NpyDtype dtype);

struct NpyHeader {
    NpyDtype dtype = NpyDtype::complex64;
    bool fortran_order = false;
    std::vector<std::int64_t> shape;  // empty for a 0-d array
};

// Parses the dictionary text (the bytes after the length field, padding included). Throws
// prism::Error(invalid_file) naming `file_name` and the problem: a malformed literal, a missing or
// unknown key, a dtype other than '<c8', '<c16', '<f4' or '<f8' (big-endian ones get their own
// message), a negative axis length, or a shape whose element count overflows.
NpyHeader parse_npy_header(std::string_view text, const std::string& file_name);

// A shape as Python prints a tuple: "()", "(5,)", "(3, 4)".
std::string format_shape_tuple(const std::vector<std::int64_t>& shape);

// The dictionary as numpy writes it, without padding: "{'descr': '<c8', 'fortran_order': False,
// 'shape': (3, 4), }".
std::string format_npy_dictionary(const NpyHeader& header);

// Element count of a shape (1 for a 0-d array), or -1 if it does not fit in an int64.
std::int64_t element_count_or_overflow(const std::vector<std::int64_t>& shape);

}  // namespace prism::cli
