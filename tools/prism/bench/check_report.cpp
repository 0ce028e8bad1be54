#include "bench/check_report.hpp"

#include <cstdio>

#include "bench/bench_json.hpp"
#include "text_format.hpp"

namespace prism::cli::bench {
namespace {

int count(const std::vector<CheckRow>& rows, const char* result) {
    int n = 0;
    for (const auto& row : rows) n += row.result == result;
    return n;
}

JsonValue row_json(const CheckRow& row) {
    const auto& a = row.accuracy;
    const bool measured = row.result == "pass" || row.result == "fail";
    JsonValue o = JsonValue::object();
    o.set("token", a.token).set("result", row.result);
    o.set("error", measured ? a.error : k_nan).set("bound", a.bound).set("ratio", measured ? a.ratio : k_nan);
    o.set("message", row.note.empty() ? a.message : row.note);
    return o;
}

}  // namespace

void print_check_header(const DeviceInfo& device, double bound_factor) {
    std::printf("prism check on %s [%s, %s]\n", device.name.c_str(), backend_name(device.backend),
                device.compiler_version.c_str());
    std::printf(
        "error = ||prism - FFTW long double||_2 / ||FFTW||_2 for the case's input and direction (a set's\n"
        "cases: forward, random input in [-1, 1]); bound = %g * eps * log2(N), the test suites' bound;\n"
        "ratio = error / (eps * log2 N)\n\n",
        bound_factor);
    std::printf("%-11s %9s %9s %7s  %s\n", "result", "error", "bound", "ratio", "case token");
}

void print_check_row(const CheckRow& row) {
    const auto& a = row.accuracy;
    const bool measured = row.result == "pass" || row.result == "fail";
    std::printf("%-11s %9s %9s %7s  %s\n", row.result.c_str(), measured ? scientific(a.error).c_str() : "-",
                scientific(a.bound).c_str(), measured ? fixed(a.ratio, 2).c_str() : "-", a.token.c_str());
    if (row.result == "fail" || row.result == "skipped")
        std::printf("%12s%s\n", "", (row.note.empty() ? a.message : row.note).c_str());
    std::fflush(stdout);
}

void print_check_summary(const std::vector<CheckRow>& rows) {
    std::printf("\n%zu cases: %d pass, %d fail, %d unsupported, %d skipped\n", rows.size(),
                count(rows, "pass"), count(rows, "fail"), count(rows, "unsupported"), count(rows, "skipped"));
    for (const auto& row : rows)
        if (row.result == "fail")
            std::printf("  rerun: prism check --case '%s'\n", row.accuracy.token.c_str());
}

void write_check_json(const std::filesystem::path& path, const DeviceInfo& device, const RunEnvironment& env,
                      double bound_factor, const std::vector<CheckRow>& rows) {
    JsonValue cases = JsonValue::array();
    for (const auto& row : rows) cases.push(row_json(row));
    JsonValue environment = JsonValue::object();
    environment.set("date_utc", env.date_utc).set("host", env.host).set("commit", env.commit);
    environment.set("backend", backend_name(device.backend)).set("device", device.name);
    environment.set("driver_version", device.driver_version).set("compiler_version", device.compiler_version);
    JsonValue doc = JsonValue::object();
    doc.set("schema", "prism-check/1").set("environment", environment).set("bound_factor", bound_factor);
    doc.set("passed", count(rows, "fail") == 0).set("cases", cases);
    write_json(path, doc);
}

}  // namespace prism::cli::bench
