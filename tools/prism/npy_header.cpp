#include "npy_header.hpp"

#include <cctype>
#include <limits>
#include <map>

#include "prism/prism.hpp"

namespace prism::cli {

namespace {

struct DtypeInfo {
    NpyDtype dtype;
    const char* descr;
    const char* name;
    std::size_t bytes;
};

constexpr DtypeInfo k_dtypes[] = {{NpyDtype::complex64, "<c8", "complex64", 8},
                                  {NpyDtype::complex128, "<c16", "complex128", 16},
                                  {NpyDtype::float32, "<f4", "float32", 4},
                                  {NpyDtype::float64, "<f8", "float64", 8}};

const DtypeInfo& info(NpyDtype dtype) {
    for (const auto& i : k_dtypes)
        if (i.dtype == dtype) return i;
    return k_dtypes[0];
}

}  // namespace

std::size_t element_bytes(NpyDtype dtype) { return info(dtype).bytes; }
const char* descr_of(NpyDtype dtype) { return info(dtype).descr; }
const char* numpy_name(NpyDtype dtype) { return info(dtype).name; }
bool is_complex(NpyDtype dtype) { return dtype == NpyDtype::complex64 || dtype == NpyDtype::complex128; }
bool is_double(NpyDtype dtype) { return dtype == NpyDtype::complex128 || dtype == NpyDtype::float64; }

NpyDtype real_counterpart(NpyDtype dtype) {
    switch (dtype) {
        case NpyDtype::complex64: return NpyDtype::float32;
        case NpyDtype::complex128: return NpyDtype::float64;
        case NpyDtype::float32: return NpyDtype::complex64;
        case NpyDtype::float64: return NpyDtype::complex128;
    }
    return dtype;
}

std::int64_t element_count_or_overflow(const std::vector<std::int64_t>& shape) {
    std::int64_t count = 1;
    for (const auto length : shape) {
        if (length != 0 && count > std::numeric_limits<std::int64_t>::max() / length) return -1;
        count *= length;
    }
    return count;
}

namespace {

// One value of the dictionary. numpy writes only strings, booleans and tuples of integers; a list
// (a structured dtype's descr) is kept as `other` so the error can say what it is.
struct Literal {
    enum class Kind { string, boolean, int_tuple, other } kind = Kind::other;
    std::string text;
    bool boolean = false;
    std::vector<std::int64_t> ints;
};

// Recursive descent over the small subset of Python literal syntax numpy emits.
class DictionaryParser {
public:
    DictionaryParser(std::string_view text, const std::string& file) : text_(text), file_(file) {}

    std::map<std::string, Literal> parse() {
        std::map<std::string, Literal> entries;
        skip_space();
        expect('{', "the header to start with '{'");
        while (skip_space(), !consume('}')) {
            const auto key_at = pos_;
            std::string key = parse_string();
            skip_space();
            expect(':', "':' after a key");
            if (!entries.emplace(key, parse_value()).second) fail("key '" + key + "' appears twice", key_at);
            skip_space();
            if (!consume(',')) {
                skip_space();
                expect('}', "',' or '}' after a value");
                break;
            }
        }
        skip_space();
        if (pos_ != text_.size()) fail("unexpected text after the dictionary", pos_);
        return entries;
    }

    // `at` is the byte offset inside the dictionary text, or npos for problems of the whole header.
    [[noreturn]] void fail(const std::string& problem, std::size_t at = std::string_view::npos) const {
        const std::string where =
            at == std::string_view::npos ? "" : " (at byte " + std::to_string(at) + " of the header)";
        throw Error(Status::invalid_file, file_ + ": malformed .npy header: " + problem + where);
    }

private:
    void skip_space() {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    }
    bool consume(char c) {
        if (pos_ < text_.size() && text_[pos_] == c) return ++pos_, true;
        return false;
    }
    void expect(char c, const char* what) {
        if (!consume(c)) fail(std::string("expected ") + what, pos_);
    }
    char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }

    std::string parse_string() {
        const char quote = peek();
        if (quote != '\'' && quote != '"') fail("expected a quoted string", pos_);
        const auto close = text_.find(quote, ++pos_);
        if (close == std::string_view::npos) fail("unterminated string", pos_ - 1);
        std::string value(text_.substr(pos_, close - pos_));
        pos_ = close + 1;
        return value;
    }

    Literal parse_value() {
        skip_space();
        Literal value;
        const char c = peek();
        if (c == '\'' || c == '"') {
            value.kind = Literal::Kind::string;
            value.text = parse_string();
        } else if (c == '(') {
            value.kind = Literal::Kind::int_tuple;
            value.ints = parse_int_tuple();
        } else if (c == '[') {
            value.text = skip_bracketed();
        } else {
            value.kind = Literal::Kind::boolean;
            value.boolean = parse_boolean();
        }
        return value;
    }

    bool parse_boolean() {
        for (const auto& [word, meaning] : {std::pair{"True", true}, std::pair{"False", false}}) {
            if (text_.substr(pos_).starts_with(word)) return pos_ += std::string_view(word).size(), meaning;
        }
        fail("expected a string, True, False or a tuple", pos_);
    }

    std::vector<std::int64_t> parse_int_tuple() {
        std::vector<std::int64_t> ints;
        expect('(', "'('");
        while (skip_space(), !consume(')')) {
            ints.push_back(parse_int());
            skip_space();
            if (!consume(',')) {
                skip_space();
                expect(')', "',' or ')' in the shape tuple");
                break;
            }
        }
        return ints;
    }

    std::int64_t parse_int() {
        const auto start = pos_;
        if (consume('-')) fail("negative axis length in the shape", start);
        if (!std::isdigit(static_cast<unsigned char>(peek()))) fail("expected an integer in the shape", start);
        std::int64_t value = 0;
        while (std::isdigit(static_cast<unsigned char>(peek()))) {
            const int digit = text_[pos_++] - '0';
            if (value > (std::numeric_limits<std::int64_t>::max() - digit) / 10) fail("axis length too large", start);
            value = value * 10 + digit;
        }
        consume('L');  // Python 2 era files wrote long integers as 3L
        return value;
    }

    // A list value (only a structured dtype's descr has one); returns its text for the message.
    std::string skip_bracketed() {
        const auto start = pos_;
        int depth = 0;
        do {
            const char c = peek();
            if (c == '\0') fail("unterminated list", start);
            if (c == '\'' || c == '"') {
                parse_string();
                continue;
            }
            depth += (c == '[' || c == '(') - (c == ']' || c == ')');
            ++pos_;
        } while (depth > 0);
        return std::string(text_.substr(start, pos_ - start));
    }

    std::string_view text_;
    const std::string& file_;
    std::size_t pos_ = 0;
};

std::string accepted_dtypes() {
    return "prism reads complex64 ('<c8'), complex128 ('<c16'), float32 ('<f4') and float64 ('<f8')";
}

NpyDtype dtype_from_descr(const Literal& descr, const std::string& file) {
    if (descr.kind == Literal::Kind::other) {
        throw Error(Status::invalid_file, file + ": unsupported dtype: a structured dtype " + descr.text + "; " +
                                              accepted_dtypes());
    }
    for (const auto& i : k_dtypes)
        if (descr.text == i.descr) return i.dtype;
    if (descr.text == ">c8" || descr.text == ">c16" || descr.text == ">f4" || descr.text == ">f8") {
        throw Error(Status::invalid_file, file + ": big-endian data ('" + descr.text + "') is not supported; " +
                                              accepted_dtypes() + " (convert with a.astype('<" +
                                              descr.text.substr(1) + "'))");
    }
    throw Error(Status::invalid_file, file + ": unsupported dtype '" + descr.text + "'; " + accepted_dtypes());
}

// The value of a required key, checked for its kind.
const Literal& entry(const std::map<std::string, Literal>& entries, const std::string& key, Literal::Kind kind,
                     const char* kind_name, const DictionaryParser& parser) {
    const auto found = entries.find(key);
    if (found == entries.end()) parser.fail("missing key '" + key + "'");
    const bool descr_list = key == "descr" && found->second.kind == Literal::Kind::other;
    if (found->second.kind != kind && !descr_list) parser.fail("'" + key + "' is not " + kind_name);
    return found->second;
}

}  // namespace

NpyHeader parse_npy_header(std::string_view text, const std::string& file_name) {
    DictionaryParser parser(text, file_name);
    const auto entries = parser.parse();
    for (const auto& [key, value] : entries) {
        if (key != "descr" && key != "fortran_order" && key != "shape") parser.fail("unexpected key '" + key + "'");
    }
    NpyHeader header;
    header.dtype =
        dtype_from_descr(entry(entries, "descr", Literal::Kind::string, "a string", parser), file_name);
    header.fortran_order = entry(entries, "fortran_order", Literal::Kind::boolean, "True or False", parser).boolean;
    header.shape = entry(entries, "shape", Literal::Kind::int_tuple, "a tuple of integers", parser).ints;
    if (element_count_or_overflow(header.shape) < 0) parser.fail("the shape's element count overflows");
    return header;
}

std::string format_shape_tuple(const std::vector<std::int64_t>& shape) {
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + (shape.size() == 1 ? ",)" : ")");
}

std::string format_npy_dictionary(const NpyHeader& header) {
    const std::string shape = format_shape_tuple(header.shape);
    return std::string("{'descr': '") + descr_of(header.dtype) +
           "', 'fortran_order': " + (header.fortran_order ? "True" : "False") + ", 'shape': " + shape + ", }";
}

}  // namespace prism::cli
