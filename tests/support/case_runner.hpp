// The case runner moved to tools/common (`prism check` runs cases too); what stays here is the
// runner on the test process's shared context.
#pragma once

#include "common/case_runner.hpp"
#include "support/case.hpp"
#include "support/real_case_runner.hpp"

namespace prism::test {

// The process's runner on the test context; nullptr when there is no context (see test_env.hpp).
CaseRunner* test_runner();
// The same for the real-transform cases (support/real_case_runner.hpp).
RealCaseRunner* test_real_runner();

}  // namespace prism::test
