#include "device_options.hpp"

#include <CLI/CLI.hpp>

#include "exit_codes.hpp"

namespace prism::cli {

void add_device_options(CLI::App& command, DeviceOptions& options) {
    command.add_option("--backend", options.backend, "Compute backend: auto (CUDA if a GPU is present, else OpenCL)")
        ->check(CLI::IsMember({"auto", "cuda", "opencl"}))
        ->capture_default_str();
    command.add_option("--device", options.device, "Device index within the backend")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
}

Backend backend_from_name(const std::string& name) {
    if (name == "cuda") return Backend::cuda;
    if (name == "opencl") return Backend::opencl;
    if (name == "auto") return Backend::automatic;
    throw UsageError("unknown backend '" + name + "' (expected auto, cuda or opencl)");
}

ContextOptions context_options(const DeviceOptions& options) {
    ContextOptions context;
    context.backend = backend_from_name(options.backend);
    context.device = options.device;
    return context;
}

void add_exit_status_help(CLI::App& command) { command.footer(k_exit_status_help); }

}  // namespace prism::cli
