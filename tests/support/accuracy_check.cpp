#include "support/accuracy_check.hpp"

#include <gtest/gtest.h>

#include "common/reference.hpp"
#include "support/case_runner.hpp"
#include "support/error_log.hpp"
#include "support/test_env.hpp"

namespace prism::test {
namespace {

// Past this many failures in one test the rest are counted, not printed (all go to the CSV).
constexpr int k_failures_printed = 40;

}  // namespace

void check_accuracy(const std::vector<Case>& cases) {
    CaseRunner* runner = test_runner();
    ASSERT_NE(runner, nullptr) << context_failure();
    ASSERT_FALSE(cases.empty()) << "the matrix produced no cases for this test";
    int failures = 0;
    for (const Case& c : cases) {
        const AccuracyResult r = run_accuracy_case(*runner, c, reference::k_suite_bound_factor);
        record_result(r, c.config.fp64());
        if (r.passed) continue;
        if (++failures <= k_failures_printed) ADD_FAILURE() << r.token << "\n  " << r.message;
    }
    if (failures > k_failures_printed)
        ADD_FAILURE() << failures << " of " << cases.size() << " cases failed; the first "
                      << k_failures_printed
                      << " are shown above (set PRISM_TEST_ERRORS_CSV to record all of them)";
}

}  // namespace prism::test
