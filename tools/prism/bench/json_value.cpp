#include "bench/json_value.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace prism::cli::bench {
namespace {

void write_string(std::string& out, const std::string& text) {
    out += '"';
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\')
            out += '\\', out += ch;
        else if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
            out += escaped;
        } else
            out += ch;
    }
    out += '"';
}

void write_number(std::string& out, double value) {
    if (!std::isfinite(value)) {
        out += "null";
        return;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", value);  // 10 digits: more than any timing carries
    out += text;
}

}  // namespace

JsonValue::JsonValue(bool value) : kind_(Kind::boolean), boolean_(value) {}
JsonValue::JsonValue(double value) : kind_(Kind::number), number_(value) {}
JsonValue::JsonValue(std::int64_t value) : kind_(Kind::integer), integer_(value) {}
JsonValue::JsonValue(std::uint64_t value)
    : kind_(Kind::integer), integer_(static_cast<std::int64_t>(value)) {}
JsonValue::JsonValue(std::string value) : kind_(Kind::string), text_(std::move(value)) {}

JsonValue JsonValue::array() {
    JsonValue v;
    v.kind_ = Kind::array;
    return v;
}

JsonValue JsonValue::object() {
    JsonValue v;
    v.kind_ = Kind::object;
    return v;
}

JsonValue& JsonValue::push(JsonValue value) {
    if (kind_ != Kind::array) throw std::logic_error("JsonValue::push on a value that is not an array");
    items_.push_back(std::move(value));
    return *this;
}

JsonValue& JsonValue::set(std::string key, JsonValue value) {
    if (kind_ != Kind::object) throw std::logic_error("JsonValue::set on a value that is not an object");
    keys_.push_back(std::move(key));
    items_.push_back(std::move(value));
    return *this;
}

bool JsonValue::flat() const {
    if (kind_ != Kind::array) return false;
    for (const auto& item : items_)
        if (item.kind_ == Kind::array || item.kind_ == Kind::object) return false;
    return true;
}

void JsonValue::write(std::string& out, int depth) const {
    switch (kind_) {
        case Kind::null: out += "null"; return;
        case Kind::boolean: out += boolean_ ? "true" : "false"; return;
        case Kind::number: write_number(out, number_); return;
        case Kind::integer: out += std::to_string(integer_); return;
        case Kind::string: write_string(out, text_); return;
        case Kind::array:
        case Kind::object: break;
    }
    const bool object = kind_ == Kind::object;
    const std::string indent(static_cast<std::size_t>(2 * (depth + 1)), ' ');
    out += object ? '{' : '[';
    for (std::size_t i = 0; i < items_.size(); ++i) {
        out += i ? "," : "";
        if (!flat())
            out += "\n" + indent;
        else if (i)
            out += ' ';
        if (object) write_string(out, keys_[i]), out += ": ";
        items_[i].write(out, depth + 1);
    }
    if (!items_.empty() && !flat()) out += "\n" + std::string(static_cast<std::size_t>(2 * depth), ' ');
    out += object ? '}' : ']';
}

std::string JsonValue::dump() const {
    std::string out;
    write(out, 0);
    return out + "\n";
}

}  // namespace prism::cli::bench
