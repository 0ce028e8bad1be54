// `prism codegen`: the kernel source prism generates for a transform, for reading or for compiling
// elsewhere. Plans for the backend's reference device, so it needs no GPU and no driver.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <string>

#include "api/introspection.hpp"
#include "commands.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"
#include "transform_options.hpp"

namespace prism::cli {
namespace {

struct CodegenOptions {
    DeviceOptions device;
    TransformOptions transform;
    std::string dialect;  // empty: the backend's own
};

// --dialect and --backend each imply the other when only one is given; CUDA when neither is.
backend::Dialect dialect_for(const CodegenOptions& options, Backend backend) {
    if (options.dialect == "opencl") return backend::Dialect::opencl;
    if (options.dialect == "cuda") return backend::Dialect::cuda;
    return backend == Backend::opencl ? backend::Dialect::opencl : backend::Dialect::cuda;
}

Backend backend_for(const CodegenOptions& options) {
    const Backend named = backend_from_name(options.device.backend);
    if (named != Backend::automatic) return named;
    return options.dialect == "opencl" ? Backend::opencl : Backend::cuda;
}

int run_codegen(const CodegenOptions& options) {
    const Backend backend = backend_for(options);
    const Config config = config_from(options.transform);
    std::fputs(api::generate_source(config, api::reference_device(backend), dialect_for(options, backend)).c_str(),
               stdout);
    return k_exit_success;
}

}  // namespace

Command add_codegen_command(CLI::App& prism) {
    auto* command = prism.add_subcommand("codegen", "Print the generated kernel source for a transform (no device needed)");
    auto options = std::make_shared<CodegenOptions>();
    command->add_option("--dialect", options->dialect, "Source language: cuda or opencl (default: the backend's)")
        ->check(CLI::IsMember({"cuda", "opencl"}));
    add_transform_options(*command, options->transform);
    add_device_options(*command, options->device);
    add_exit_status_help(*command);
    return {command, [options] { return run_codegen(*options); }};
}

}  // namespace prism::cli
