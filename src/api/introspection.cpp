#include "api/introspection.hpp"

#include <cstdio>
#include <sstream>

#include "backend/cuda/kernel_resources.hpp"
#include "backend/cuda/residency.hpp"
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

namespace {

// The kernel of the graph whose entry `entry` is ("prism_k0_fwd" -> the kernel named prism_k0), or null.
const plan::KernelSpec* kernel_of_entry(const plan::KernelGraph& graph, const std::string& entry) {
    for (const auto& k : graph.kernels)
        if (entry.rfind(k.name + "_", 0) == 0) return &k;
    return nullptr;
}

std::string resource_line(const backend::cuda::KernelResources& r, const plan::KernelSpec* kernel,
                          const std::optional<backend::cuda::MultiprocessorLimits>& limits) {
    char text[320];
    const std::int64_t shared = r.static_shared_bytes + (kernel ? static_cast<std::int64_t>(kernel->shared_bytes()) : 0);
    std::snprintf(text, sizeof text, "  %s: %d registers, %d B stack, spills %d B stored / %d B loaded, %lld B shared",
                  r.name.c_str(), r.registers, r.stack_bytes, r.spill_store_bytes, r.spill_load_bytes,
                  static_cast<long long>(shared));
    std::string line = text;
    if (kernel && limits) {
        const int threads = kernel->threads_per_block();
        const auto residency = backend::cuda::resident_blocks(*limits, threads, r.registers, shared);
        std::snprintf(text, sizeof text, "; %d threads: %d blocks a multiprocessor (limited by %s), %d warps, %.0f %% occupancy",
                      threads, residency.blocks, residency.limited_by.c_str(), residency.warps,
                      100 * residency.occupancy);
        line += text;
        if (kernel->min_resident_blocks > 0 && residency.blocks < kernel->min_resident_blocks)
            line += " (below its launch bound of " + std::to_string(kernel->min_resident_blocks) + ")";
    }
    return line + "\n";
}

}  // namespace

std::string explain_resources(const Config& config, const DeviceInfo& device) {
    if (device.backend != Backend::cuda)
        throw Error(Status::invalid_argument, std::string("kernel resources come from NVRTC's ptxas report, so only for "
                                                          "CUDA devices, not ") + backend_name(device.backend) +
                                                  " ones: plan with --backend cuda");
    auto lowered = plan::plan_and_lower(core::make_problem(config), device);
    const std::string source = gen::render(gen::build_module(lowered.graph), backend::Dialect::cuda);
    const auto kernels = backend::cuda::kernel_resources(source, device.architecture);
    const auto limits = backend::cuda::multiprocessor_limits(device.architecture);
    std::ostringstream s;
    s << "kernel resources (ptxas for " << device.architecture << ", through NVRTC";
    if (!limits) s << "; no multiprocessor limits for this architecture, so no residency";
    s << "):\n";
    for (const auto& k : kernels) s << resource_line(k, kernel_of_entry(lowered.graph, k.name), limits);
    return s.str();
}

}  // namespace prism::api
