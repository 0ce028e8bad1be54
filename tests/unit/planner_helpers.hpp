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

// The kernels prism would run for `c` on `device`, and on backend b's reference device.
inline plan::KernelGraph graph_for(const Config& c, const DeviceInfo& device) {
    plan::Planner planner(device);
    return plan::lower(planner.plan(core::make_problem(c)));
}
inline plan::KernelGraph graph_for(const Config& c, Backend b = Backend::cuda) {
    return graph_for(c, api::reference_device(b));
}

// The OpenCL reference device as a CPU (PoCL's class: warps of one, plan::DeviceClass::cpu).
inline DeviceInfo reference_cpu_device() {
    DeviceInfo d = api::reference_device(Backend::opencl);
    d.warp_size = 1;
    return d;
}

}  // namespace prism::test
