// --shape, --batch, --precision and --transform: a packed C2C, R2C or R2R transform described on the
// command line, for the subcommands that work on a description rather than on data (plan, codegen).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace CLI {
class App;
}

namespace prism::cli {

struct TransformOptions {
    std::vector<std::int64_t> shape = {1024};
    std::int64_t batch = 1;
    std::string precision = "f32";
    std::string transform = "c2c";
};

void add_transform_options(CLI::App& command, TransformOptions& options);
// The packed Config the options describe (the library validates the values).
Config config_from(const TransformOptions& options);

}  // namespace prism::cli
