#include "bench/bench_case.hpp"

#include <algorithm>
#include <sstream>

#include "exit_codes.hpp"
#include "text_format.hpp"

namespace prism::cli::bench {
namespace {

[[noreturn]] void bad(const std::string& what, const std::string& line) {
    throw UsageError("benchmark case \"" + line + "\": " + what +
                     " (expected e.g. \"c2c f32 4096 batch=32768\", \"c2c f64 480x720 fill=1GiB\", "
                     "\"r2c f32 4096 fill=512MiB\" or \"dct2 f64 1024 batch=64\")");
}

constexpr R2RKind k_r2r_kinds[] = {R2RKind::dct1, R2RKind::dct2, R2RKind::dct3, R2RKind::dct4,
                                   R2RKind::dst1, R2RKind::dst2, R2RKind::dst3, R2RKind::dst4};

bool r2r_kind_from_name(const std::string& name, R2RKind& kind) {
    for (R2RKind k : k_r2r_kinds)
        if (name == r2r_kind_name(k)) return kind = k, true;
    return false;
}

// "dct2" or "dct2,dst3": the R2R kinds a case names, or empty when the word is not such a list.
std::vector<R2RKind> r2r_kinds_of(const std::string& word) {
    std::vector<R2RKind> kinds;
    std::stringstream parts(word);
    for (std::string part; std::getline(parts, part, ',');) {
        R2RKind kind{};
        if (!r2r_kind_from_name(part, kind)) return {};
        kinds.push_back(kind);
    }
    if (!word.empty() && word.back() == ',') return {};
    return kinds;
}

// The transform and, for R2R, one kind per axis (a single kind is repeated over every axis).
void set_kind(BenchCase& c, const std::string& word, const std::string& line) {
    if (word == "c2c") return;
    if (word == "r2c") {
        c.transform = Transform::R2C;
        return;
    }
    std::vector<R2RKind> kinds = r2r_kinds_of(word);
    const std::string choices =
        "c2c, r2c, one of dct1..dct4, dst1..dst4, or such kinds joined by ',' (one per axis)";
    if (kinds.empty()) bad("the transform must be " + choices + ", not '" + word + "'", line);
    if (kinds.size() == 1) kinds.assign(c.shape.size(), kinds.front());
    if (kinds.size() != c.shape.size())
        bad(std::to_string(kinds.size()) + " R2R kinds for " + std::to_string(c.shape.size()) + " axes",
            line);
    c.transform = Transform::R2R;
    c.r2r_kinds = kinds;
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
    return static_cast<std::int64_t>(std::max<std::size_t>(bytes / c.fill_unit_bytes(), 1));
}

}  // namespace

std::int64_t BenchCase::transform_size() const {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

std::int64_t BenchCase::complex_count() const {
    switch (transform) {
        case Transform::C2C: return transform_size();
        case Transform::R2C: return transform_size() / shape.back() * (shape.back() / 2 + 1);
        case Transform::R2R: return 0;
    }
    return 0;
}

std::size_t BenchCase::real_bytes() const {
    if (transform == Transform::C2C) return 0;
    return static_cast<std::size_t>(transform_size()) * static_cast<std::size_t>(batch) * scalar_bytes();
}

std::size_t BenchCase::complex_bytes() const {
    return static_cast<std::size_t>(complex_count()) * static_cast<std::size_t>(batch) * 2 * scalar_bytes();
}

std::size_t BenchCase::traffic_bytes() const {
    switch (transform) {
        case Transform::C2C: return 2 * complex_bytes();
        case Transform::R2C: return real_bytes() + complex_bytes();
        case Transform::R2R: return 2 * real_bytes();
    }
    return 0;
}

std::size_t BenchCase::fill_unit_bytes() const {
    return static_cast<std::size_t>(transform_size()) * scalar_bytes() * (real() ? 1 : 2);
}

std::string BenchCase::kind_text() const {
    switch (transform) {
        case Transform::C2C: return "c2c";
        case Transform::R2C: return "r2c";
        case Transform::R2R: break;
    }
    if (std::all_of(r2r_kinds.begin(), r2r_kinds.end(), [&](R2RKind k) { return k == r2r_kinds.front(); }))
        return r2r_kinds.empty() ? "r2r" : r2r_kind_name(r2r_kinds.front());
    std::string text;
    for (R2RKind k : r2r_kinds) text += (text.empty() ? "" : ",") + std::string(r2r_kind_name(k));
    return text;
}

std::string BenchCase::text() const {
    return kind_text() + (fp64() ? " f64 " : " f32 ") + shape_text(shape) + " batch=" + std::to_string(batch);
}

Config BenchCase::config() const {
    Config c;
    c.shape = shape;
    c.batch = batch;
    c.precision = precision;
    c.transform = transform;
    c.r2r_kinds = r2r_kinds;
    c.destroy_input = transform == Transform::R2C;
    return c;
}

BenchCase BenchCase::r2c_twin() const {
    BenchCase twin = *this;
    twin.transform = Transform::R2C;
    twin.r2r_kinds.clear();
    return twin;
}

bool is_kind_word(const std::string& word) {
    return word == "c2c" || word == "r2c" || !r2r_kinds_of(word).empty();
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
    BenchCase c;
    if (!is_kind_word(kind)) set_kind(c, kind, line);  // throws, naming the word
    if (precision != "f32" && precision != "f64") bad("the precision must be f32 or f64", line);
    c.precision = precision == "f64" ? Precision::F64 : Precision::F32;
    c.shape = parse_shape(shape, line);
    set_kind(c, kind, line);
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
