#include "bench/bench_case.hpp"

#include <algorithm>
#include <sstream>

#include "exit_codes.hpp"
#include "text_format.hpp"

namespace prism::cli::bench {
namespace {

[[noreturn]] void bad(const std::string& what, const std::string& line) {
    throw UsageError("benchmark case \"" + line + "\": " + what +
                     " (expected e.g. \"c2c f32 4096 batch=32768\" or \"c2c f64 480x720 fill=1GiB\")");
}

std::int64_t positive(const std::string& word, const std::string& line) {
    std::size_t used = 0;
    long long value = 0;
    try {
        value = std::stoll(word, &used);
    } catch (const std::exception&) {
        bad("'" + word + "' is not a number", line);
    }
    if (used != word.size() || value < 1) bad("'" + word + "' is not a positive whole number", line);
    return value;
}

std::vector<std::int64_t> parse_shape(std::string word, const std::string& line) {
    if (word.rfind("shape=", 0) == 0) word = word.substr(6);
    std::vector<std::int64_t> shape;
    std::stringstream parts(word);
    for (std::string part; std::getline(parts, part, 'x');) shape.push_back(positive(part, line));
    if (shape.empty()) bad("no shape", line);
    return shape;
}

// The batch a fill= asks for: whole transforms only, and at least one.
std::int64_t batch_filling(const BenchCase& c, const std::string& size, const std::string& line) {
    std::size_t bytes = 0;
    try {
        bytes = parse_byte_count(size);
    } catch (const UsageError& e) {
        bad(e.what(), line);
    }
    const auto one = static_cast<std::size_t>(c.transform_size()) * c.element_bytes();
    return static_cast<std::int64_t>(std::max<std::size_t>(bytes / one, 1));
}

}  // namespace

std::int64_t BenchCase::transform_size() const {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

std::size_t BenchCase::bytes() const {
    return static_cast<std::size_t>(transform_size()) * static_cast<std::size_t>(batch) * element_bytes();
}

std::string BenchCase::text() const {
    return std::string("c2c ") + (fp64() ? "f64 " : "f32 ") + shape_text(shape) +
           " batch=" + std::to_string(batch);
}

Config BenchCase::config() const {
    Config c;
    c.shape = shape;
    c.batch = batch;
    c.precision = precision;
    return c;
}

std::size_t parse_byte_count(const std::string& text) {
    static const std::vector<std::pair<std::string, std::size_t>> units = {
        {"KiB", std::size_t{1} << 10}, {"MiB", std::size_t{1} << 20}, {"GiB", std::size_t{1} << 30}};
    std::string digits = text;
    std::size_t unit = 1;
    for (const auto& [suffix, scale] : units)
        if (text.size() > suffix.size() &&
            text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0)
            digits = text.substr(0, text.size() - suffix.size()), unit = scale;
    std::size_t used = 0;
    unsigned long long value = 0;
    try {
        value = std::stoull(digits, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != digits.size() || value == 0)
        throw UsageError("'" + text + "' is not a byte count such as 1GiB, 256MiB or 4096");
    return static_cast<std::size_t>(value) * unit;
}

BenchCase parse_bench_case(const std::string& line) {
    std::istringstream words(line);
    std::string kind, precision, shape;
    words >> kind >> precision >> shape;
    if (kind != "c2c") bad("the transform must be c2c", line);
    if (precision != "f32" && precision != "f64") bad("the precision must be f32 or f64", line);
    BenchCase c;
    c.precision = precision == "f64" ? Precision::F64 : Precision::F32;
    c.shape = parse_shape(shape, line);
    std::string extra;
    if (words >> extra) {
        if (extra.rfind("batch=", 0) == 0)
            c.batch = positive(extra.substr(6), line);
        else if (extra.rfind("fill=", 0) == 0)
            c.batch = batch_filling(c, extra.substr(5), line);
        else
            bad("unknown field '" + extra + "'", line);
    }
    if (words >> extra) bad("unexpected '" + extra + "'", line);
    return c;
}

}  // namespace prism::cli::bench
