#include "common/case_token.hpp"

#include <map>
#include <sstream>
#include <stdexcept>

namespace prism::cases {
namespace {

const char* norm_word(const CaseConfig& c) {
    if (c.normalize) return "normalize";
    switch (c.norm) {
        case Norm::none: return "none";
        case Norm::backward: return "backward";
        case Norm::ortho: return "ortho";
        case Norm::forward: return "forward";
    }
    return "?";
}

std::string join(const std::vector<std::int64_t>& values, char separator) {
    std::string s;
    for (std::size_t i = 0; i < values.size(); ++i)
        s += (i ? std::string(1, separator) : "") + std::to_string(values[i]);
    return s;
}

std::string layout_word(const Layout& l) {
    if (l.packed()) return "packed";
    return "strides:" + join(l.strides, ',') + ":dist:" + std::to_string(l.distance);
}

std::string input_word(const Input& in) {
    if (in.kind == Input::Kind::impulse) return "impulse:at=" + std::to_string(in.at);
    return "random:seed=" + std::to_string(in.seed);
}

[[noreturn]] void bad(const std::string& what, const std::string& token) {
    throw std::invalid_argument("case token: " + what + " in \"" + token + "\"");
}

std::int64_t to_int(const std::string& s, const std::string& token) {
    std::size_t used = 0;
    long long v = 0;
    try {
        v = std::stoll(s, &used);
    } catch (const std::exception&) {
        bad("not a number: '" + s + "'", token);
    }
    if (used != s.size()) bad("not a number: '" + s + "'", token);
    return v;
}

std::vector<std::int64_t> split_ints(const std::string& s, char separator, const std::string& token) {
    std::vector<std::int64_t> values;
    std::stringstream in(s);
    for (std::string part; std::getline(in, part, separator);) values.push_back(to_int(part, token));
    return values;
}

Layout parse_layout(const std::string& s, const std::string& token) {
    if (s == "packed") return {};
    const std::string head = "strides:";
    const auto dist_at = s.find(":dist:");
    if (s.rfind(head, 0) != 0 || dist_at == std::string::npos) bad("bad layout '" + s + "'", token);
    Layout l;
    l.strides = split_ints(s.substr(head.size(), dist_at - head.size()), ',', token);
    l.distance = to_int(s.substr(dist_at + 6), token);
    return l;
}

Input parse_input(const std::string& s, const std::string& token) {
    Input in;
    if (s.rfind("random:seed=", 0) == 0) {
        in.seed = static_cast<std::uint64_t>(to_int(s.substr(12), token));
    } else if (s.rfind("impulse:at=", 0) == 0) {
        in.kind = Input::Kind::impulse;
        in.at = to_int(s.substr(11), token);
    } else {
        bad("bad input '" + s + "'", token);
    }
    return in;
}

void parse_norm(const std::string& s, CaseConfig& c, const std::string& token) {
    static const std::map<std::string, Norm> norms = {{"none", Norm::none},
                                                      {"backward", Norm::backward},
                                                      {"ortho", Norm::ortho},
                                                      {"forward", Norm::forward}};
    c.normalize = (s == "normalize");
    if (c.normalize) return;
    auto it = norms.find(s);
    if (it == norms.end()) bad("bad norm '" + s + "'", token);
    c.norm = it->second;
}

// Applies one key=value field of the token to the case.
void apply_field(const std::string& key, const std::string& value, Case& c, const std::string& token) {
    CaseConfig& cc = c.config;
    if (key == "shape")
        cc.shape = split_ints(value, 'x', token);
    else if (key == "batch")
        cc.batch = to_int(value, token);
    else if (key == "in")
        cc.in = parse_layout(value, token);
    else if (key == "out")
        cc.out = parse_layout(value, token);
    else if (key == "place" && (value == "inplace" || value == "outofplace"))
        cc.placement = value == "inplace" ? Placement::in_place : Placement::out_of_place;
    else if (key == "dir" && (value == "forward" || value == "inverse"))
        c.direction = value == "forward" ? Direction::forward : Direction::inverse;
    else if (key == "norm")
        parse_norm(value, cc, token);
    else if (key == "input")
        c.input = parse_input(value, token);
    else
        bad("unknown field '" + key + "=" + value + "'", token);
}

}  // namespace

std::int64_t CaseConfig::transform_size() const {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

std::string config_token(const CaseConfig& c) {
    std::ostringstream s;
    s << "c2c " << (c.fp64() ? "f64" : "f32") << " shape=" << join(c.shape, 'x') << " batch=" << c.batch
      << " in=" << layout_word(c.in) << " out=" << layout_word(c.out)
      << " place=" << (c.placement == Placement::in_place ? "inplace" : "outofplace")
      << " norm=" << norm_word(c);
    return s.str();
}

std::string token(const Case& c) {
    const std::string config = config_token(c.config);
    const auto norm_at = config.find(" norm=");
    // Direction sits before norm so the token reads in the order a person describes a transform.
    return config.substr(0, norm_at) + " dir=" + (c.direction == Direction::forward ? "forward" : "inverse") +
           config.substr(norm_at) + " input=" + input_word(c.input);
}

Case parse_token(const std::string& text) {
    std::istringstream words(text);
    std::string kind, precision;
    words >> kind >> precision;
    if (kind != "c2c") bad("transform must be c2c", text);
    if (precision != "f32" && precision != "f64") bad("precision must be f32 or f64", text);
    Case c;
    c.config.precision = precision == "f64" ? Precision::F64 : Precision::F32;
    for (std::string field; words >> field;) {
        const auto eq = field.find('=');
        if (eq == std::string::npos) bad("field without '=': '" + field + "'", text);
        apply_field(field.substr(0, eq), field.substr(eq + 1), c, text);
    }
    if (c.config.shape.empty()) bad("missing shape", text);
    if (c.config.placement == Placement::in_place && !(c.config.in == c.config.out))
        bad("in place needs in == out", text);
    return c;
}

Config to_config(const CaseConfig& c) {
    Config cfg;
    cfg.shape = c.shape;
    cfg.batch = c.batch;
    cfg.precision = c.precision;
    cfg.in_strides = c.in.strides;
    cfg.out_strides = c.out.strides;
    cfg.in_distance = c.in.distance;
    cfg.out_distance = c.out.distance;
    cfg.norm = c.norm;
    cfg.normalize = c.normalize;
    return cfg;
}

}  // namespace prism::cases
