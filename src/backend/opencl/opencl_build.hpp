// Building OpenCL programs from source or from a cached binary, and reading their binaries back.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "backend/opencl/opencl_owned.hpp"

namespace prism::backend::opencl {

struct BuildTarget {
    const Api& cl;
    cl_context context;
    cl_device_id device;
};

// Compiles `source` with k_build_options. On failure throws Error(compile_failed) carrying the
// head of the build log and the path of a temporary file that holds the full source.
Owned<cl_program> build_from_source(const BuildTarget& target, const std::string& source);

// A program from a cached binary, or nullptr when the driver refuses it (another driver build,
// a corrupt entry): the caller then compiles the source. Never throws.
Owned<cl_program> build_from_binary(const BuildTarget& target,
                                    const std::vector<std::uint8_t>& binary) noexcept;

// The device binary of a built single-device program; nullopt if the driver gives none.
std::optional<std::vector<std::uint8_t>> program_binary(const Api& cl, cl_program program) noexcept;

}  // namespace prism::backend::opencl
