// `prism plan --explain`: the problem, plan tree and kernel list prism would build, without running it.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <string>

#include "api/introspection.hpp"
#include "commands.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"
#include "transform_options.hpp"

namespace prism::cli {
namespace {

struct PlanOptions {
    DeviceOptions device;
    TransformOptions transform;
    bool explain = false;
    bool resources = false;
};

// Planning depends on the device, so the real one is best; without one (no GPU, no driver) the
// plan for the backend's reference device still shows what prism would do, and the note says so.
DeviceInfo device_for_planning(const DeviceOptions& options) {
    try {
        return Context::create(context_options(options)).device();
    } catch (const Error&) {
        const Backend wanted = backend_from_name(options.backend);
        const DeviceInfo reference = api::reference_device(wanted == Backend::automatic ? Backend::cuda : wanted);
        const std::string which = options.backend == "auto" ? "no device" : "no " + options.backend + " device";
        std::printf("note: %s could be opened, so this plan is for the %s reference device, %s "
                    "(`prism info` says why)\n\n",
                    which.c_str(), backend_name(reference.backend), reference.name.c_str());
        return reference;
    }
}

// --resources: what ptxas makes of each kernel, for the device planned for (CUDA only).
void print_resources(const PlanOptions& options, const Config& config, const DeviceInfo& device) {
    if (!options.resources) return;
    std::printf("\n");
    std::fputs(api::explain_resources(config, device).c_str(), stdout);
}

// With a device, the plan is really built (compiled or loaded from the cache), so the text also
// says where plan creation spent its time; without one, it is planned for the reference device.
int run_plan(PlanOptions options) {
    const Config config = config_from(options.transform);
    if (options.resources) {
        // ptxas' report exists for CUDA alone: --resources plans for a CUDA device, real or reference.
        if (options.device.backend == "opencl")
            throw UsageError("--resources reads ptxas' report, which only CUDA kernels have: use --backend cuda");
        options.device.backend = "cuda";
    }
    try {
        Context context = Context::create(context_options(options.device));
        std::printf("device: %s\n", context.device().name.c_str());
        std::fputs(context.plan(config).explain().c_str(), stdout);
        print_resources(options, config, context.device());
        return 0;
    } catch (const Error& e) {
        if (e.status() != Status::backend_unavailable && e.status() != Status::no_device &&
            e.status() != Status::invalid_device)
            throw;
    }
    const DeviceInfo device = device_for_planning(options.device);
    std::fputs(api::explain(config, device).c_str(), stdout);
    print_resources(options, config, device);
    return 0;
}

}  // namespace

Command add_plan_command(CLI::App& prism) {
    auto* command = prism.add_subcommand("plan", "Show how prism would compute a transform");
    auto options = std::make_shared<PlanOptions>();
    command->add_flag("--explain", options->explain, "Print the problem, the plan tree and the kernel list")
        ->required();
    command->add_flag("--resources", options->resources,
                      "Also compile each kernel with NVRTC and print ptxas' registers, spills and shared memory, "
                      "and the blocks a multiprocessor holds (CUDA devices; no GPU needed)");
    add_transform_options(*command, options->transform);
    add_device_options(*command, options->device);
    add_exit_status_help(*command);
    return {command, [options] { return run_plan(*options); }};
}

}  // namespace prism::cli
