#include "transform_options.hpp"

#include <CLI/CLI.hpp>

#include "case_token.hpp"

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
                    "c2c; r2c: real input along the last axis (its plan holds the c2r inverse too); or a real-to-real "
                    "kind on every axis: dct1..dct4, dst1..dst4")
        ->check(CLI::IsMember({"c2c", "r2c", "dct1", "dct2", "dct3", "dct4", "dst1", "dst2", "dst3", "dst4"}))
        ->capture_default_str();
}

Config config_from(const TransformOptions& options) {
    Config config;
    config.shape = options.shape;
    config.batch = options.batch;
    config.precision = options.precision == "f64" ? Precision::F64 : Precision::F32;
    if (options.transform == "c2c" || options.transform == "r2c") {
        config.transform = options.transform == "r2c" ? Transform::R2C : Transform::C2C;
    } else {  // a DCT/DST kind (the option's check let only those through)
        config.transform = Transform::R2R;
        config.r2r_kinds.assign(config.shape.size(), cases::r2r_kind_from_name(options.transform));
    }
    return config;
}

}  // namespace prism::cli
