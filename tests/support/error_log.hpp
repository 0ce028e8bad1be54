// The errors the accuracy suites measured: the worst error/(eps*log2 N) per precision, printed when
// the process ends, and every case appended to $PRISM_TEST_ERRORS_CSV when set, one line
// "precision,error,ratio,pass|fail,token" each, so the accuracy table (and the summary of
// tests/device/run.sh) can be regenerated from a run.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "support/case_runner.hpp"

namespace prism::test {

void record_result(const AccuracyResult& result, bool fp64);

// One line per precision: "worst f32 ratio=0.81 error=1.2e-07 case=<token>".
std::string worst_ratio_summary();

// A gtest environment whose TearDown prints worst_ratio_summary(); register it from a test file:
//   const auto* env = ::testing::AddGlobalTestEnvironment(prism::test::make_error_summary_environment());
::testing::Environment* make_error_summary_environment();

}  // namespace prism::test
