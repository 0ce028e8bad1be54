// The transforms `prism demo` runs: a small tour of sizes, dimensions, precisions and layouts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace prism::cli {

struct DemoCase {
    Config config;
    bool in_place = false;
    std::string layout;  // how the table names the layout: "out-of-place", "strided, in-place", ...
    // The same data as a packed C-order array and the axes transformed, which is how the reference
    // (reference::dft) describes it.
    std::vector<std::int64_t> array_shape;
    std::vector<int> axes;
};

std::vector<DemoCase> demo_cases();

// Product of the transformed lengths (N of the error bound).
std::int64_t transform_size(const Config& config);
// Elements in the array a case transforms.
std::int64_t element_count(const DemoCase& demo_case);

}  // namespace prism::cli
