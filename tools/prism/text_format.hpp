// Small text helpers shared by the subcommands' output.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace prism::cli {

// "64 GiB", "48 KiB", "512 B": binary units, one decimal where it helps.
std::string human_bytes(std::size_t bytes);
// "256x256", "1024": an FFT shape as people write it.
std::string shape_text(const std::vector<std::int64_t>& shape);
// Scientific notation with two decimals ("1.23e-07").
std::string scientific(double value);
// Fixed point with `decimals` decimals.
std::string fixed(double value, int decimals);

}  // namespace prism::cli
