#include "support/real_case.hpp"

#include <map>
#include <sstream>
#include <stdexcept>

#include "common/real_reference.hpp"

namespace prism::cases {
namespace {

const char* norm_word(Norm norm) {
    switch (norm) {
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

std::string input_word(const RealInput& in) {
    switch (in.kind) {
        case RealInput::Kind::impulse: return "impulse:at=" + std::to_string(in.at);
        case RealInput::Kind::complex: return "complex:seed=" + std::to_string(in.seed);
        case RealInput::Kind::random: break;
    }
    return "random:seed=" + std::to_string(in.seed);
}

[[noreturn]] void bad(const std::string& what, const std::string& token) {
    throw std::invalid_argument("real case token: " + what + " in \"" + token + "\"");
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

std::vector<std::string> split(const std::string& s, char separator) {
    std::vector<std::string> parts;
    std::stringstream in(s);
    for (std::string part; std::getline(in, part, separator);) parts.push_back(part);
    return parts;
}

std::vector<std::int64_t> split_ints(const std::string& s, char separator, const std::string& token) {
    std::vector<std::int64_t> values;
    for (const auto& part : split(s, separator)) values.push_back(to_int(part, token));
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

RealInput parse_input(const std::string& s, const std::string& token) {
    RealInput in;
    if (s.rfind("random:seed=", 0) == 0) {
        in.seed = static_cast<std::uint64_t>(to_int(s.substr(12), token));
    } else if (s.rfind("complex:seed=", 0) == 0) {
        in.kind = RealInput::Kind::complex;
        in.seed = static_cast<std::uint64_t>(to_int(s.substr(13), token));
    } else if (s.rfind("impulse:at=", 0) == 0) {
        in.kind = RealInput::Kind::impulse;
        in.at = to_int(s.substr(11), token);
    } else {
        bad("bad input '" + s + "'", token);
    }
    return in;
}

bool parse_flag(const std::string& value, const std::string& token) {
    if (value != "0" && value != "1") bad("flag value must be 0 or 1, not '" + value + "'", token);
    return value == "1";
}

void apply_field(const std::string& key, const std::string& value, RealCase& c, const std::string& token) {
    static const std::map<std::string, Norm> norms = {{"none", Norm::none},
                                                      {"backward", Norm::backward},
                                                      {"ortho", Norm::ortho},
                                                      {"forward", Norm::forward}};
    RealCaseConfig& cc = c.config;
    if (key == "kinds") {
        try {
            for (const auto& name : split(value, ',')) cc.kinds.push_back(r2r_kind_from_name(name));
        } catch (const std::invalid_argument&) {
            bad("bad kinds '" + value + "'", token);
        }
    } else if (key == "shape") {
        cc.shape = split_ints(value, 'x', token);
    } else if (key == "batch") {
        cc.batch = to_int(value, token);
    } else if (key == "in") {
        cc.in = parse_layout(value, token);
    } else if (key == "out") {
        cc.out = parse_layout(value, token);
    } else if (key == "place" && (value == "inplace" || value == "outofplace")) {
        cc.placement = value == "inplace" ? Placement::in_place : Placement::out_of_place;
    } else if (key == "real_padded") {
        cc.real_padded = parse_flag(value, token);
    } else if (key == "destroy_input") {
        cc.destroy_input = parse_flag(value, token);
    } else if (key == "dir" && (value == "forward" || value == "inverse")) {
        c.direction = value == "forward" ? Direction::forward : Direction::inverse;
    } else if (key == "norm" && norms.count(value)) {
        cc.norm = norms.at(value);
    } else if (key == "input") {
        c.input = parse_input(value, token);
    } else {
        bad("unknown field '" + key + "=" + value + "'", token);
    }
}

}  // namespace

std::int64_t RealCaseConfig::transform_size() const {
    if (transform == Transform::R2R) return reference::r2r_logical_size(kinds, shape);
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

R2RKind r2r_kind_from_name(const std::string& name) {
    for (int k = 0; k < 8; ++k)
        if (name == r2r_kind_name(static_cast<R2RKind>(k))) return static_cast<R2RKind>(k);
    throw std::invalid_argument("unknown real-to-real kind '" + name + "'");
}

std::string real_config_token(const RealCaseConfig& c) {
    std::ostringstream s;
    s << (c.r2c() ? "r2c " : "r2r ") << (c.fp64() ? "f64" : "f32");
    if (!c.r2c()) {
        s << " kinds=";
        for (std::size_t a = 0; a < c.kinds.size(); ++a) s << (a ? "," : "") << r2r_kind_name(c.kinds[a]);
    }
    s << " shape=" << join(c.shape, 'x') << " batch=" << c.batch << " in=" << layout_word(c.in)
      << " out=" << layout_word(c.out)
      << " place=" << (c.placement == Placement::in_place ? "inplace" : "outofplace");
    if (c.real_padded) s << " real_padded=1";
    if (c.destroy_input) s << " destroy_input=1";
    s << " norm=" << norm_word(c.norm);
    return s.str();
}

std::string real_token(const RealCase& c) {
    const std::string config = real_config_token(c.config);
    const auto norm_at = config.find(" norm=");
    return config.substr(0, norm_at) + " dir=" + (c.direction == Direction::forward ? "forward" : "inverse") +
           config.substr(norm_at) + " input=" + input_word(c.input);
}

RealCase parse_real_token(const std::string& text) {
    std::istringstream words(text);
    std::string kind, precision;
    words >> kind >> precision;
    if (kind != "r2c" && kind != "r2r") bad("transform must be r2c or r2r", text);
    if (precision != "f32" && precision != "f64") bad("precision must be f32 or f64", text);
    RealCase c;
    c.config.transform = kind == "r2c" ? Transform::R2C : Transform::R2R;
    c.config.precision = precision == "f64" ? Precision::F64 : Precision::F32;
    for (std::string field; words >> field;) {
        const auto eq = field.find('=');
        if (eq == std::string::npos) bad("field without '=': '" + field + "'", text);
        apply_field(field.substr(0, eq), field.substr(eq + 1), c, text);
    }
    const RealCaseConfig& cc = c.config;
    if (cc.shape.empty()) bad("missing shape", text);
    if (!cc.r2c() && cc.kinds.size() != cc.shape.size()) bad("r2r needs one kind per axis", text);
    if (cc.r2c() && !cc.kinds.empty()) bad("kinds belong to r2r", text);
    if (!cc.r2c() && cc.placement == Placement::in_place && !(cc.in == cc.out))
        bad("in place needs in == out", text);
    if (c.input.kind == RealInput::Kind::complex && !(cc.r2c() && c.direction == Direction::inverse))
        bad("complex input is for r2c dir=inverse only", text);
    return c;
}

Config to_config(const RealCaseConfig& c) {
    Config cfg;
    cfg.transform = c.transform;
    cfg.shape = c.shape;
    cfg.batch = c.batch;
    cfg.precision = c.precision;
    if (!c.r2c()) cfg.r2r_kinds = c.kinds;
    cfg.in_strides = c.in.strides;
    cfg.out_strides = c.out.strides;
    cfg.in_distance = c.in.distance;
    cfg.out_distance = c.out.distance;
    cfg.norm = c.norm;
    cfg.real_padded = c.real_padded;
    cfg.destroy_input = c.destroy_input;
    return cfg;
}

}  // namespace prism::cases
