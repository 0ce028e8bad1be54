// A small JSON document builder for the benchmark's result files: values are built in memory and
// written once. Non-finite numbers are written as null (JSON has no NaN).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace prism::cli::bench {

class JsonValue {
public:
    JsonValue() = default;  // null
    JsonValue(bool value);
    JsonValue(double value);
    JsonValue(int value) : JsonValue(static_cast<std::int64_t>(value)) {}
    JsonValue(std::int64_t value);
    JsonValue(std::uint64_t value);
    JsonValue(std::string value);
    JsonValue(const char* value) : JsonValue(std::string(value)) {}

    static JsonValue array();
    static JsonValue object();

    JsonValue& push(JsonValue value);                  // appends to an array
    JsonValue& set(std::string key, JsonValue value);  // adds a member to an object, in order

    std::string dump() const;  // indented by two spaces, arrays of numbers on one line

private:
    enum class Kind { null, boolean, number, integer, string, array, object };
    void write(std::string& out, int depth) const;
    bool flat() const;  // an array of scalars, written on one line

    Kind kind_ = Kind::null;
    bool boolean_ = false;
    double number_ = 0;
    std::int64_t integer_ = 0;
    std::string text_;
    std::vector<std::string> keys_;  // object members' names
    std::vector<JsonValue> items_;   // array items, or object members' values
};

}  // namespace prism::cli::bench
