#include "text_format.hpp"

#include <array>
#include <cstdio>

namespace prism::cli {

std::string human_bytes(std::size_t bytes) {
    constexpr std::array<const char*, 5> units = {"B", "KiB", "MiB", "GiB", "TiB"};
    double value = static_cast<double>(bytes);
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < units.size()) value /= 1024.0, ++unit;
    const bool whole = value == static_cast<double>(static_cast<std::uint64_t>(value));
    return (whole ? fixed(value, 0) : fixed(value, 1)) + " " + units[unit];
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
    std::string text;
    for (std::size_t i = 0; i < shape.size(); ++i) text += (i ? "x" : "") + std::to_string(shape[i]);
    return text;
}

std::string scientific(double value) {
    std::array<char, 32> text{};
    std::snprintf(text.data(), text.size(), "%.2e", value);
    return text.data();
}

std::string fixed(double value, int decimals) {
    std::array<char, 64> text{};
    std::snprintf(text.data(), text.size(), "%.*f", decimals, value);
    return text.data();
}

}  // namespace prism::cli
