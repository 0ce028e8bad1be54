// What the environment asks of a test run, and the one prism::Context a test process shares.
//   PRISM_TEST_BACKEND  auto | cuda | opencl   (default auto)
//   PRISM_TEST_DEVICE   device index           (default 0)
//   PRISM_TEST_TIER     smoke | full           (default smoke)
//   PRISM_TEST_ERRORS_CSV  file the accuracy suites append one line per case to (error_log.hpp)
#pragma once

#include <string>

#include "prism/prism.hpp"

namespace prism::test {

enum class Tier { smoke, full };

// Each throws std::invalid_argument naming the variable when its value is not understood.
Backend test_backend();
int test_device();
Tier test_tier();

// The process's context on the requested backend and device, created on first use. Returns
// nullptr when it cannot be created; context_failure() then says what was asked for and why.
// Device tests must fail (never skip) in that case: CI always has a device (PoCL).
const Context* test_context();
std::string context_failure();

}  // namespace prism::test

// For device tests: binds `name` to the shared context or fails the test with the reason.
#define PRISM_TEST_REQUIRE_CONTEXT(name)                                \
    const ::prism::Context* name##_ptr = ::prism::test::test_context(); \
    ASSERT_NE(name##_ptr, nullptr) << ::prism::test::context_failure(); \
    const ::prism::Context& name = *name##_ptr
