// The results table `prism demo` prints.
#pragma once

#include <vector>

#include "demo_cases.hpp"
#include "demo_run.hpp"

namespace prism::cli {

// One row per case, columns aligned; skip and failure reasons as numbered notes under the table.
void print_demo_table(const std::vector<DemoCase>& cases, const std::vector<DemoResult>& results,
                      const char* backend);

}  // namespace prism::cli
