// The validation suites' assertions: a bad description or a misuse fails with its own status and a
// message that names what is wrong (the field, the value).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace prism::test {

// Runs `action`, which must throw prism::Error with `status` and a message matching every regex
// (case-insensitive); `what` names the attempt in the failure.
void expect_error(const std::function<void()>& action, Status status,
                  const std::vector<std::string>& patterns, const std::string& what);

// Plans `config` on the test context, expecting the error.
void expect_plan_error(const Config& config, Status status, const std::vector<std::string>& patterns,
                       const std::string& what);

}  // namespace prism::test
