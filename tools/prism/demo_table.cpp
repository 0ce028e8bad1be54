#include "demo_table.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "text_format.hpp"

namespace prism::cli {
namespace {

using Row = std::vector<std::string>;

const Row k_header = {"shape", "batch", "precision", "layout", "backend", "time (ms, wall)", "rel. error", "bound",
                      "result"};

std::string number_or_dash(double value, bool scientific_notation) {
    if (std::isnan(value)) return "-";
    return scientific_notation ? scientific(value) : fixed(value, 3);
}

std::string outcome_text(const DemoResult& result, int& note_number) {
    std::string text = result.outcome == Outcome::ok ? "OK" : result.outcome == Outcome::skip ? "SKIP" : "FAIL";
    if (!result.reason.empty()) text += " (" + std::to_string(++note_number) + ")";
    return text;
}

std::int64_t batch_count(const Config& config) {
    std::int64_t count = config.batch;
    for (const auto& axis : config.batch_axes) count *= axis.length;
    return count;
}

void print_row(const Row& row, const std::vector<std::size_t>& widths) {
    std::string line;
    for (std::size_t column = 0; column < row.size(); ++column) {
        line += row[column];
        if (column + 1 < row.size()) line.append(widths[column] - row[column].size() + 2, ' ');
    }
    std::printf("%s\n", line.c_str());
}

void print_aligned(const std::vector<Row>& rows) {
    std::vector<std::size_t> widths(k_header.size(), 0);
    for (const auto& row : rows) {
        for (std::size_t column = 0; column < row.size(); ++column) {
            widths[column] = std::max(widths[column], row[column].size());
        }
    }
    for (const auto& row : rows) print_row(row, widths);
}

}  // namespace

void print_demo_table(const std::vector<DemoCase>& cases, const std::vector<DemoResult>& results,
                      const char* backend) {
    std::vector<Row> rows = {k_header};
    int note_number = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const auto& config = cases[i].config;
        const auto& result = results[i];
        rows.push_back({shape_text(config.shape), std::to_string(batch_count(config)),
                        config.precision == Precision::F64 ? "f64" : "f32", cases[i].layout, backend,
                        number_or_dash(result.time_ms, false), number_or_dash(result.relative_error, true),
                        number_or_dash(result.bound, true), outcome_text(result, note_number)});
    }
    print_aligned(rows);
    note_number = 0;
    for (const auto& result : results) {
        if (!result.reason.empty()) std::printf("  (%d) %s\n", ++note_number, result.reason.c_str());
    }
}

}  // namespace prism::cli
