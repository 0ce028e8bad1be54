// What the commands that transform .npy files share: the checks on the input array, running a plan
// between two device buffers, and writing the result so that a failure leaves no file behind.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "device_options.hpp"
#include "npy.hpp"
#include "prism/prism.hpp"

namespace prism::cli {

// numpy's and scipy.fft's norm= ("backward", "ortho", "forward") as a prism::Norm; numpy's
// default "backward" for anything else (the options only let those three through).
Norm numpy_norm(const std::string& name);

// Throws UsageError naming the file when an axis has length 0: prism transforms no empty arrays
// (nothing to do on the device, and an empty batch axis would be an invalid batch count).
void require_elements(const NpyArray& array, const std::string& file);

// Uploads `input`, runs the plan for `config` in `direction` out of place, and returns the first
// `output_bytes` bytes of the output buffer. Both buffers are at least as large as the plan says.
std::vector<unsigned char> transform_out_of_place(const DeviceOptions& device, const Config& config,
                                                  Direction direction,
                                                  const std::vector<unsigned char>& input,
                                                  std::size_t output_bytes);

// Writes `array` to `file` through a temporary file renamed into place.
void write_output(const std::string& file, const NpyArray& array);

// The bytes an array of `shape` and `dtype` holds.
std::size_t array_bytes(const std::vector<std::int64_t>& shape, NpyDtype dtype);

}  // namespace prism::cli
