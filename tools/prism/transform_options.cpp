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
    command
        .add_option("--transform", options.transform,
                    "c2c, or r2c: real input along the last axis (its plan holds the c2r inverse too)")
        ->check(CLI::IsMember({"c2c", "r2c"}))
        ->capture_default_str();
}

Config config_from(const TransformOptions& options) {
    Config config;
    config.shape = options.shape;
    config.batch = options.batch;
    config.precision = options.precision == "f64" ? Precision::F64 : Precision::F32;
    config.transform = options.transform == "r2c" ? Transform::R2C : Transform::C2C;
    return config;
}

}  // namespace prism::cli
