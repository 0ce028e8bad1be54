#include "exec/exec_plan.hpp"

#include <algorithm>
#include <chrono>
#include <sstream>

#include "gen/printer.hpp"
#include "gen/stockham_kernel.hpp"
#include "gen/version.hpp"
#include "plan/lower.hpp"

namespace prism::exec {
namespace {

template <class T>
std::vector<T> narrow_table(const std::vector<std::complex<long double>>& lut) {
    std::vector<T> out;
    out.reserve(lut.size() * 2);
    for (const auto& w : lut) out.push_back(static_cast<T>(w.real())), out.push_back(static_cast<T>(w.imag()));
    return out;
}

backend::Memory upload_lut(backend::Device& device, const plan::KernelGraph& graph, Precision precision) {
    // Kernels without twiddles still take the argument; a small allocation keeps it a valid buffer.
    std::size_t element = precision == Precision::F64 ? 16 : 8;
    std::size_t bytes = std::max<std::size_t>(graph.lut.size() * element, 16);
    backend::Memory lut = device.allocate(bytes);
    if (graph.lut.empty()) return lut;
    try {
        if (precision == Precision::F64) {
            auto host = narrow_table<double>(graph.lut);
            device.upload(lut, 0, host.data(), host.size() * sizeof(double), nullptr);
        } else {
            auto host = narrow_table<float>(graph.lut);
            device.upload(lut, 0, host.data(), host.size() * sizeof(float), nullptr);
        }
    } catch (...) {
        device.release(lut);
        throw;
    }
    return lut;
}

// Milliseconds since `start`, and restarts it.
double lap(std::chrono::steady_clock::time_point& start) {
    auto now = std::chrono::steady_clock::now();
    double ms = std::chrono::duration<double, std::milli>(now - start).count();
    start = now;
    return ms;
}

}  // namespace

ExecPlan::ExecPlan(std::shared_ptr<backend::Device> device, const Config& config) : device_(std::move(device)) {
    auto clock = std::chrono::steady_clock::now();
    problem_ = core::make_problem(config);
    const DeviceInfo& info = device_->info();
    if (problem_.precision == Precision::F64 && !info.fp64)
        throw Error(Status::unsupported_device, info.name + " has no fp64 support; use Precision::F32");
    plan::LoweredPlan lowered = plan::plan_and_lower(problem_, info);
    tree_ = std::move(lowered.tree);
    graph_ = std::move(lowered.graph);
    timings_.plan_ms = lap(clock);
    backend::CompileRequest request;
    request.source = gen::render(gen::build_module(graph_), device_->dialect());
    request.generator_version = gen::k_generator_version;
    for (const auto& spec : graph_.kernels)
        for (Direction d : {Direction::forward, Direction::inverse}) request.kernel_names.push_back(gen::entry_name(spec, d));
    timings_.generate_ms = lap(clock);
    module_ = device_->compile(request);
    timings_.compile_ms = lap(clock);
    lut_ = upload_lut(*device_, graph_, problem_.precision);
    timings_.upload_ms = lap(clock);
}

ExecPlan::~ExecPlan() { device_->release(lut_); }

void ExecPlan::check_buffers(std::uint64_t in, std::uint64_t out) const {
    if (in == 0 || out == 0) throw Error(Status::invalid_buffer, std::string(in == 0 ? "the input" : "the output") + " buffer is null");
    if (in == out && !problem_.layouts_equal())
        throw Error(Status::invalid_argument,
                    "in-place execution needs equal input and output layouts (in_strides/out_strides, "
                    "in_distance/out_distance); pass two buffers, or make the layouts equal");
    auto check = [&](std::uint64_t handle, std::size_t needed, const char* which) {
        auto size = device_->memory_size(handle);
        if (size && *size < needed)
            throw Error(Status::buffer_too_small, std::string("the ") + which + " buffer holds " + std::to_string(*size) +
                                                      " bytes but the layout needs " + std::to_string(needed));
    };
    check(in, input_bytes(), "input");
    check(out, output_bytes(), "output");
}

void ExecPlan::execute(Direction direction, std::uint64_t in, std::uint64_t out, void* stream) const {
    check_buffers(in, out);
    int kernel_index = 0;
    for (const auto& spec : graph_.kernels) {
        backend::LaunchShape shape{spec.blocks(), static_cast<std::uint32_t>(spec.threads_per_block()), spec.shared_bytes()};
        std::uint64_t source = spec.source == plan::BufferRole::user_input ? in : out;
        int entry = kernel_index * 2 + (direction == Direction::forward ? 0 : 1);
        device_->launch(*module_, entry, shape, {source, out, lut_.handle}, stream);
        ++kernel_index;
    }
}

std::string explain(const core::Problem& problem, const plan::PlanNode& tree, const plan::KernelGraph& graph) {
    std::ostringstream s;
    s << "problem: " << problem.describe() << "\n\nplan tree:\n" << plan::render_tree(tree) << "\nkernels:\n";
    for (const auto& k : graph.kernels) {
        s << "  " << k.name << "_{fwd,inv}: " << k.blocks() << " blocks x " << k.threads_per_block() << " threads, "
          << k.shared_bytes() << " B shared, " << k.twiddle_count() << " twiddles ("
          << (k.twiddles == TwiddleSource::table ? "table" : "computed") << "), reads "
          << (k.source == plan::BufferRole::user_input ? "input" : "output") << ", writes output"
          << (k.index64 ? ", 64-bit indices" : "") << "\n";
    }
    s << "twiddle table: " << graph.lut.size() << " entries\n";
    return s.str();
}

}  // namespace prism::exec
