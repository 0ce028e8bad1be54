// The case token moved to tools/common (`prism check` reads it too); the suites keep their names.
#pragma once

#include "common/case_token.hpp"

namespace prism::test {
using namespace prism::cases;
}  // namespace prism::test
