#include "support/case_runner.hpp"

#include "support/test_env.hpp"

namespace prism::test {

CaseRunner* test_runner() {
    // Never destroyed: its plans would release device objects during static destruction, where
    // the runtime may already be gone; a reachable object is no leak to LeakSanitizer.
    static CaseRunner* runner = test_context() ? new CaseRunner(*test_context()) : nullptr;
    return runner;
}

}  // namespace prism::test
