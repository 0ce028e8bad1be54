// The device FFT headers (include/prism/device/) and the bloom's kernels (examples/bloom/device/),
// as text compiled into the library. NVRTC and the OpenCL compiler run on a source string at run
// time and cannot follow an include path, so device_source.cpp pastes these files together.
#pragma once

#include <string_view>
#include <vector>

namespace prism::bloom {

struct EmbeddedFile {
    std::string_view name;  // the file name, without its directory
    std::string_view text;
};

// Generated at build time by embed_files.cmake.
const std::vector<EmbeddedFile>& embedded_files();

}  // namespace prism::bloom
