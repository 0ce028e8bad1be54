// The test kernels' source text, as the runtime compilers receive it. Neither NVRTC nor the
// OpenCL backend is given include paths, so the prism/device headers are pasted in where they are
// included (files with #pragma once only the first time), as a user could do too.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "fft_config.hpp"

namespace prism::device_fft_test {

// The file with each #include "..." replaced by the included text, found next to the including
// file or under the repository's include/ folder.
std::string inline_includes(const std::filesystem::path& file);

// Path of a file in tests/device_fft/kernels/.
std::filesystem::path kernel_file(const std::string& name);

// Every kernel of the configurations (global ones always, preloaded and real ones up to
// k_max_preloaded_e, fp16-storage ones in OpenCL where has_half_storage), in a fixed order; the
// sources below define exactly these.
std::vector<std::string> kernel_names(const std::vector<FftConfig>& configs, bool opencl);
std::string cuda_test_source(const std::vector<FftConfig>& configs);
std::string opencl_test_source(const std::vector<FftConfig>& configs);

}  // namespace prism::device_fft_test
