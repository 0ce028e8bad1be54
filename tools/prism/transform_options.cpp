#include "transform_options.hpp"

#include <CLI/CLI.hpp>

namespace prism::cli {

void add_transform_options(CLI::App& command, TransformOptions& options) {
    command.add_option("--shape", options.shape, "Transform lengths, slowest axis first, e.g. 64,32")
        ->delimiter(',')
        ->capture_default_str();
    command.add_option("--batch", options.batch, "Number of transforms, packed one after another")
        ->capture_default_str();
    command.add_option("--precision", options.precision, "f32 or f64")
        ->check(CLI::IsMember({"f32", "f64"}))
        ->capture_default_str();
}

Config config_from(const TransformOptions& options) {
    Config config;
    config.shape = options.shape;
    config.batch = options.batch;
    config.precision = options.precision == "f64" ? Precision::F64 : Precision::F32;
    return config;
}

}  // namespace prism::cli
