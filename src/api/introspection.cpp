#include "api/introspection.hpp"

#include "core/problem.hpp"
#include "exec/exec_plan.hpp"
#include "gen/printer.hpp"
#include "gen/stockham_kernel.hpp"
#include "plan/lower.hpp"

namespace prism::api {

DeviceInfo reference_device(Backend backend) {
    DeviceInfo d;
    d.backend = backend == Backend::opencl ? Backend::opencl : Backend::cuda;
    d.vendor = backend == Backend::opencl ? "generic" : "NVIDIA";
    d.name = backend == Backend::opencl ? "reference OpenCL GPU" : "reference NVIDIA H100 (sm_90)";
    d.architecture = backend == Backend::opencl ? "OpenCL 1.2" : "sm_90";
    d.global_memory_bytes = std::size_t{80} << 30;
    d.shared_memory_per_block = backend == Backend::opencl ? 48 * 1024 : 227 * 1024;
    d.l2_cache_bytes = 50 << 20;
    d.max_threads_per_block = backend == Backend::opencl ? 256 : 1024;
    d.warp_size = 32;
    d.compute_units = 132;
    d.fp64 = true;
    return d;
}

std::string explain(const Config& config, const DeviceInfo& device) {
    core::Problem problem = core::make_problem(config);
    plan::LoweredPlan lowered = plan::plan_and_lower(problem, device);
    return "device: " + device.name + "\n" + exec::explain(problem, lowered.tree, lowered.graph);
}

std::string generate_source(const Config& config, const DeviceInfo& device, backend::Dialect dialect) {
    auto lowered = plan::plan_and_lower(core::make_problem(config), device);
    return gen::render(gen::build_module(lowered.graph), dialect);
}

}  // namespace prism::api
