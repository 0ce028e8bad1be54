#include "support/error_log.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <sstream>

namespace prism::test {
namespace {

struct Worst {
    double ratio = -1;
    double error = 0;
    std::string token;
};

struct ErrorLog {
    std::mutex mutex;
    Worst worst[2];  // f32, f64
};

ErrorLog& error_log() {
    static ErrorLog log;
    return log;
}

// One line per case, "precision,error,ratio,pass|fail,token" (the token last: it holds commas);
// "a" mode so the processes ctest starts for each test add to one file.
void append_csv(const AccuracyResult& r, bool fp64) {
    const char* path = std::getenv("PRISM_TEST_ERRORS_CSV");
    if (path == nullptr || *path == '\0') return;
    if (std::FILE* f = std::fopen(path, "a")) {
        std::fprintf(f, "%s,%.6e,%.6f,%s,%s\n", fp64 ? "f64" : "f32", r.error, r.ratio,
                     r.passed ? "pass" : "fail", r.token.c_str());
        std::fclose(f);
    }
}

class SummaryEnvironment : public ::testing::Environment {
public:
    void TearDown() override {
        const std::string summary = worst_ratio_summary();
        if (!summary.empty()) std::printf("%s", summary.c_str());
    }
};

}  // namespace

void record_result(const AccuracyResult& r, bool fp64) {
    append_csv(r, fp64);
    if (r.status) return;  // refused: no error was measured
    ErrorLog& log = error_log();
    std::lock_guard<std::mutex> lock(log.mutex);
    Worst& w = log.worst[fp64 ? 1 : 0];
    if (r.ratio > w.ratio) w = {r.ratio, r.error, r.token};
}

std::string worst_ratio_summary() {
    ErrorLog& log = error_log();
    std::lock_guard<std::mutex> lock(log.mutex);
    std::ostringstream s;
    s.precision(3);
    for (int p = 0; p < 2; ++p) {
        const Worst& w = log.worst[p];
        if (w.ratio < 0) continue;
        s << "[prism-accuracy] worst " << (p ? "f64" : "f32") << " ratio=" << w.ratio << " error=" << w.error
          << " case=" << w.token << "\n";
    }
    return s.str();
}

::testing::Environment* make_error_summary_environment() { return new SummaryEnvironment; }

}  // namespace prism::test
