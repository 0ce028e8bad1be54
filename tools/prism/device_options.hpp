// The options every subcommand shares: which backend and which device.
#pragma once

#include <string>

#include "prism/prism.hpp"

namespace CLI {
class App;
}

namespace prism::cli {

struct DeviceOptions {
    std::string backend = "auto";  // auto | cuda | opencl
    int device = 0;
};

// Adds --backend and --device to a subcommand, bound to `options`.
void add_device_options(CLI::App& command, DeviceOptions& options);

Backend backend_from_name(const std::string& name);  // "auto" | "cuda" | "opencl"
ContextOptions context_options(const DeviceOptions& options);

// Adds the exit-status paragraph to a subcommand's --help.
void add_exit_status_help(CLI::App& command);

}  // namespace prism::cli
