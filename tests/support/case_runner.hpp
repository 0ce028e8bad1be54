// The case runner lives in tools/common (`prism check` runs cases too); what stays here is the
// runner on the test process's shared context.
#pragma once

#include "common/case_runner.hpp"
#include "support/case.hpp"

namespace prism::test {

// The process's runner on the test context; nullptr when there is no context (see test_env.hpp).
CaseRunner* test_runner();

}  // namespace prism::test
