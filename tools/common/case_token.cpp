#include "common/case_token.hpp"

#include <map>
#include <sstream>
#include <stdexcept>

#include "common/real_reference.hpp"

namespace prism::cases {
namespace {

const std::map<std::string, Transform> k_transforms = {
    {"c2c", Transform::C2C}, {"r2c", Transform::R2C}, {"r2r", Transform::R2R}};

const char* transform_word(Transform t) {
    for (const auto& [word, transform] : k_transforms)
        if (transform == t) return word.c_str();
    return "?";
}

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

std::string kinds_word(const std::vector<R2RKind>& kinds) {
    std::string s;
    for (std::size_t a = 0; a < kinds.size(); ++a) s += (a ? "," : "") + std::string(r2r_kind_name(kinds[a]));
    return s;
}

std::string layout_word(const Layout& l) {
    if (l.packed()) return "packed";
    return "strides:" + join(l.strides, ',') + ":dist:" + std::to_string(l.distance);
}

std::string input_word(const Input& in) {
    switch (in.kind) {
        case Input::Kind::impulse: return "impulse:at=" + std::to_string(in.at);
        case Input::Kind::complex: return "complex:seed=" + std::to_string(in.seed);
        case Input::Kind::random: break;
    }
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

std::vector<R2RKind> parse_kinds(const std::string& s, const std::string& token) {
    std::vector<R2RKind> kinds;
    try {
        for (const auto& name : split(s, ',')) kinds.push_back(r2r_kind_from_name(name));
    } catch (const std::invalid_argument&) {
        bad("bad kinds '" + s + "'", token);
    }
    return kinds;
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
    const std::pair<const char*, Input::Kind> kinds[] = {{"random:seed=", Input::Kind::random},
                                                         {"complex:seed=", Input::Kind::complex},
                                                         {"impulse:at=", Input::Kind::impulse}};
    for (const auto& [head, kind] : kinds) {
        const std::string prefix = head;
        if (s.rfind(prefix, 0) != 0) continue;
        Input in;
        in.kind = kind;
        const std::int64_t value = to_int(s.substr(prefix.size()), token);
        if (kind == Input::Kind::impulse)
            in.at = value;
        else
            in.seed = static_cast<std::uint64_t>(value);
        return in;
    }
    bad("bad input '" + s + "'", token);
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

bool parse_flag(const std::string& value, const std::string& token) {
    if (value != "0" && value != "1") bad("flag value must be 0 or 1, not '" + value + "'", token);
    return value == "1";
}

// Applies one key=value field of the token to the case.
void apply_field(const std::string& key, const std::string& value, Case& c, const std::string& token) {
    CaseConfig& cc = c.config;
    if (key == "kinds")
        cc.kinds = parse_kinds(value, token);
    else if (key == "shape")
        cc.shape = split_ints(value, 'x', token);
    else if (key == "batch")
        cc.batch = to_int(value, token);
    else if (key == "in")
        cc.in = parse_layout(value, token);
    else if (key == "out")
        cc.out = parse_layout(value, token);
    else if (key == "place" && (value == "inplace" || value == "outofplace"))
        cc.placement = value == "inplace" ? Placement::in_place : Placement::out_of_place;
    else if (key == "real_padded")
        cc.real_padded = parse_flag(value, token);
    else if (key == "destroy_input")
        cc.destroy_input = parse_flag(value, token);
    else if (key == "dir" && (value == "forward" || value == "inverse"))
        c.direction = value == "forward" ? Direction::forward : Direction::inverse;
    else if (key == "norm")
        parse_norm(value, cc, token);
    else if (key == "input")
        c.input = parse_input(value, token);
    else
        bad("unknown field '" + key + "=" + value + "'", token);
}

// What no single field can tell: fields that contradict one another or the transform.
void check_consistent(const Case& c, const std::string& token) {
    const CaseConfig& cc = c.config;
    if (cc.shape.empty()) bad("missing shape", token);
    const bool r2r = cc.transform == Transform::R2R;
    if (r2r && cc.kinds.size() != cc.shape.size()) bad("r2r needs one kind per axis", token);
    if (!r2r && !cc.kinds.empty()) bad("kinds belong to r2r", token);
    if (!cc.r2c() && (cc.real_padded || cc.destroy_input))
        bad("real_padded and destroy_input belong to r2c", token);
    if (!cc.r2c() && cc.placement == Placement::in_place && !(cc.in == cc.out))
        bad("in place needs in == out", token);
    if (c.input.kind == Input::Kind::complex && !(cc.r2c() && c.direction == Direction::inverse))
        bad("complex input is for r2c dir=inverse only", token);
}

}  // namespace

std::int64_t CaseConfig::transform_size() const {
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

std::string config_token(const CaseConfig& c) {
    std::ostringstream s;
    s << transform_word(c.transform) << (c.fp64() ? " f64" : " f32");
    if (c.transform == Transform::R2R) s << " kinds=" << kinds_word(c.kinds);
    s << " shape=" << join(c.shape, 'x') << " batch=" << c.batch << " in=" << layout_word(c.in)
      << " out=" << layout_word(c.out)
      << " place=" << (c.placement == Placement::in_place ? "inplace" : "outofplace");
    if (c.real_padded) s << " real_padded=1";
    if (c.destroy_input) s << " destroy_input=1";
    s << " norm=" << norm_word(c);
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
    std::string transform, precision;
    words >> transform >> precision;
    if (!k_transforms.count(transform)) bad("transform must be c2c, r2c or r2r", text);
    if (precision != "f32" && precision != "f64") bad("precision must be f32 or f64", text);
    Case c;
    c.config.transform = k_transforms.at(transform);
    c.config.precision = precision == "f64" ? Precision::F64 : Precision::F32;
    // In place, a real transform needs real_padded (R2C) or equal layouts: out of place asks less.
    if (!c.config.c2c()) c.config.placement = Placement::out_of_place;
    for (std::string field; words >> field;) {
        const auto eq = field.find('=');
        if (eq == std::string::npos) bad("field without '=': '" + field + "'", text);
        apply_field(field.substr(0, eq), field.substr(eq + 1), c, text);
    }
    check_consistent(c, text);
    return c;
}

Config to_config(const CaseConfig& c) {
    Config cfg;
    cfg.transform = c.transform;
    cfg.shape = c.shape;
    cfg.batch = c.batch;
    cfg.precision = c.precision;
    cfg.r2r_kinds = c.kinds;
    cfg.in_strides = c.in.strides;
    cfg.out_strides = c.out.strides;
    cfg.in_distance = c.in.distance;
    cfg.out_distance = c.out.distance;
    cfg.norm = c.norm;
    cfg.normalize = c.normalize;
    cfg.real_padded = c.real_padded;
    cfg.destroy_input = c.destroy_input;
    return cfg;
}

}  // namespace prism::cases
