// The JSON file of a `prism bench` run: every figure of every case, the method, and the
// environment (bench/plot.py and bench/RESULTS.md read it; the format is in bench/sets/README.md).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "bench/bench_result.hpp"
#include "bench/bench_session.hpp"
#include "bench/json_value.hpp"
#include "bench/run_environment.hpp"

namespace prism::cli::bench {

// /2: real transforms (transform, kind, real/complex/traffic bytes, prism_r2c, reference).
inline constexpr const char* k_bench_schema = "prism-bench/2";

struct RunDescription {
    std::string set;       // the set's name, or "case" for --case runs
    std::string set_file;  // where the set was read from ("" for --case)
    int sample = 1;        // every k-th case of the set was run
    bool quick = false;
    double time_limit_s = 0;  // 0: none
    int not_run = 0;          // cases left when the time limit was reached
};

JsonValue bench_document(const BenchSession& session, const RunEnvironment& env, const RunDescription& run,
                         const std::vector<CaseResult>& results);

// Writes the document through a temporary file, so a failed run leaves no partial file.
void write_json(const std::filesystem::path& path, const JsonValue& document);

}  // namespace prism::cli::bench
