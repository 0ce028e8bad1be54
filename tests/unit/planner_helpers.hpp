// Helpers of the host-only planner tests (plan_test.cpp, stage_radices_test.cpp): plans on the
// reference devices, no device needed.
#pragma once

#include <cstdint>
#include <numeric>
#include <vector>

#include "api/introspection.hpp"
#include "core/problem.hpp"
#include "plan/lower.hpp"
#include "plan/planner.hpp"

namespace prism::test {

// The length a radix list stands for.
inline std::int64_t product(const std::vector<int>& v) {
    return std::accumulate(v.begin(), v.end(), std::int64_t{1}, [](std::int64_t a, int b) { return a * b; });
}

// The kernels prism would run for `c` on backend b's reference device.
inline plan::KernelGraph graph_for(const Config& c, Backend b = Backend::cuda) {
    plan::Planner planner(api::reference_device(b));
    return plan::lower(planner.plan(core::make_problem(c)));
}

}  // namespace prism::test
