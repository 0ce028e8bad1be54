// The accuracy suites' one check: runs cases on the test runner against FFTW in long double, holds
// each to relative L2 error <= c * eps * log2(N), and fails the current test with the token of
// every case that does not hold. Each result goes to the error log (error_log.hpp).
#pragma once

#include <vector>

#include "support/case.hpp"

namespace prism::test {

// c is reference::k_suite_bound_factor, the one `prism check` holds its cases to.
void check_accuracy(const std::vector<Case>& cases);

}  // namespace prism::test
