// `prism info`: what this machine offers prism — every backend, why one is missing, each device's
// capabilities, and where compiled kernels are cached.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "backend/cache/kernel_cache.hpp"
#include "plan/tuning_overrides.hpp"
#include "commands.hpp"
#include "device_options.hpp"
#include "text_format.hpp"

namespace prism::cli {
namespace {

void print_row(const char* label, const std::string& value) {
    std::printf("    %-24s %s\n", label, value.empty() ? "-" : value.c_str());
}

void print_device(const DeviceInfo& device) {
    std::printf("  device %d: %s\n", device.index, device.name.c_str());
    print_row("vendor", device.vendor);
    print_row("architecture", device.architecture);
    print_row("compiler", device.compiler_version);
    print_row("driver", device.driver_version);
    print_row("global memory", human_bytes(device.global_memory_bytes));
    print_row("shared memory per block", human_bytes(device.shared_memory_per_block));
    print_row("L2 cache", device.l2_cache_bytes ? human_bytes(device.l2_cache_bytes) : "unknown");
    print_row("max threads per block", std::to_string(device.max_threads_per_block));
    print_row("warp size", std::to_string(device.warp_size));
    print_row("compute units", std::to_string(device.compute_units));
    print_row("fp64", device.fp64 ? "yes" : "no");
}

// The runtime's message may span lines (the libraries tried, what to install); indent them all.
void print_indented(const std::string& text) {
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = std::min(text.find('\n', start), text.size());
        std::printf("  %s\n", text.substr(start, end - start).c_str());
        start = end + 1;
    }
}

void print_backend(const BackendReport& report, int only_device) {
    std::printf("backend %s: %s\n", backend_name(report.backend), report.available ? "available" : "unavailable");
    print_indented(report.message);
    int shown = 0;
    for (const auto& device : report.devices) {
        if (only_device >= 0 && device.index != only_device) continue;
        print_device(device);
        ++shown;
    }
    if (report.available && shown == 0) {
        std::printf("  %s\n", only_device < 0 ? "no devices" : ("no device " + std::to_string(only_device)).c_str());
    }
}

// The cache the library would use by default; a ContextOptions::cache_dir set by a program overrides it.
void print_cache() {
    const bool enabled = backend::cache::enabled_by_environment();
    std::printf("kernel cache: %s (%s)\n\n", backend::cache::default_directory().string().c_str(),
                enabled ? "on" : "off: PRISM_CACHE disables it");
}

// Only experiment builds (CMake's PRISM_TUNING_KNOBS) read PRISM_TUNING_OVERRIDES; say so, so that
// an A/B script can check the build it was handed.
void print_tuning_overrides() {
    if (!plan::tuning_knobs_enabled()) return;
    const char* text = std::getenv("PRISM_TUNING_OVERRIDES");
    std::printf("tuning overrides: read from PRISM_TUNING_OVERRIDES (experiment build): %s\n\n",
                text && *text ? text : "none set");
}

int run_info(const DeviceOptions& options, bool device_given) {
    const Backend wanted = backend_from_name(options.backend);
    print_cache();
    print_tuning_overrides();
    for (const auto& report : Context::probe()) {
        if (wanted != Backend::automatic && report.backend != wanted) continue;
        print_backend(report, device_given ? options.device : -1);
    }
    return 0;
}

}  // namespace

Command add_info_command(CLI::App& prism) {
    auto* command = prism.add_subcommand("info", "List the backends and devices prism can use, and the kernel cache");
    auto options = std::make_shared<DeviceOptions>();
    add_device_options(*command, *options);
    add_exit_status_help(*command);
    return {command, [options, command] { return run_info(*options, command->count("--device") > 0); }};
}

}  // namespace prism::cli
