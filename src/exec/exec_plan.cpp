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
    const std::size_t element = core::complex_bytes(precision);
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
    plan_and_compile(info, clock);
    // A kernel's own limit can be below the device's (OpenCL's CL_KERNEL_WORK_GROUP_SIZE: NVIDIA's
    // OpenCL holds register-heavy kernels to 256 threads on an H100 that admits 1024). Plan again
    // within the smallest limit a kernel exceeded; each round lowers the cap, so this ends.
    DeviceInfo capped = info;
    while (const std::size_t limit = smallest_exceeded_limit()) {
        if (limit >= static_cast<std::size_t>(capped.max_threads_per_block))
            throw Error(
                Status::unsupported_device,
                info.name + " launches at most " + std::to_string(limit) +
                    " threads per block of a kernel this plan needs wider, even planned within that limit");
        capped.max_threads_per_block = static_cast<int>(limit);
        plan_and_compile(capped, clock);
    }
    lut_ = upload_lut(*device_, graph_, problem_.precision);
    user_temp_ = config.user_temp;
    try {
        allocate_temps();
    } catch (...) {
        device_->release(lut_);
        throw;
    }
    timings_.upload_ms = lap(clock);
}

void ExecPlan::plan_and_compile(const DeviceInfo& info, std::chrono::steady_clock::time_point& clock) {
    plan::LoweredPlan lowered = plan::plan_and_lower(problem_, info);
    tree_ = std::move(lowered.tree);
    graph_ = std::move(lowered.graph);
    timings_.plan_ms += lap(clock);
    backend::CompileRequest request;
    request.source = gen::render(gen::build_module(graph_), device_->dialect());
    request.generator_version = gen::k_generator_version;
    entries_ = plan::kernel_entries(graph_);
    for (const auto& entry : entries_) request.kernel_names.push_back(gen::entry_name(graph_.kernels[entry.kernel], entry.direction));
    timings_.generate_ms += lap(clock);
    module_ = device_->compile(request);
    timings_.compile_ms += lap(clock);
}

std::size_t ExecPlan::smallest_exceeded_limit() const {
    std::vector<std::size_t> threads;
    for (const auto& entry : entries_)
        threads.push_back(static_cast<std::size_t>(graph_.kernels[entry.kernel].threads_per_block()));
    return backend::smallest_exceeded_limit(*module_, threads);
}

ExecPlan::~ExecPlan() {
    for (auto& t : temps_) device_->release(t);
    device_->release(lut_);
}

// Each temp role is its own allocation, or a slice of the user's temp; slices start on 4 KiB
// boundaries, which satisfies any OpenCL device's sub-buffer alignment.
void ExecPlan::allocate_temps() {
    constexpr std::size_t k_align = 4096;
    std::size_t offset = 0;
    for (int r = 0; r < plan::k_temp_roles; ++r) {
        temp_offsets_[r] = offset;
        std::size_t bytes = static_cast<std::size_t>(graph_.temp_elements[r]) * problem_.element_bytes();
        offset += (bytes + k_align - 1) / k_align * k_align;
        if (bytes > 0 && !user_temp_) temps_[r] = device_->allocate(bytes);
    }
    temp_offsets_[plan::k_temp_roles] = offset;
}

std::size_t ExecPlan::temp_bytes() const { return temp_offsets_[plan::k_temp_roles]; }

std::size_t ExecPlan::work_bytes() const {
    std::size_t bytes = lut_.bytes;
    for (const auto& t : temps_) bytes += t.bytes;
    return bytes;
}

void ExecPlan::check_temp(std::uint64_t temp) const {
    if (!user_temp_ || temp_bytes() == 0) return;
    if (temp == 0)
        throw Error(Status::invalid_buffer, "this plan was made with user_temp and needs a temp buffer of " +
                                                std::to_string(temp_bytes()) + " bytes (Plan::temp_size()) in execute()");
    auto size = device_->memory_size(temp);
    if (size && *size < temp_bytes())
        throw Error(Status::buffer_too_small, "the temp buffer holds " + std::to_string(*size) + " bytes but the plan needs " +
                                                  std::to_string(temp_bytes()) + " (Plan::temp_size())");
}

void ExecPlan::check_buffers(Direction direction, std::uint64_t in, std::uint64_t out) const {
    if (in == 0 || out == 0) throw Error(Status::invalid_buffer, std::string(in == 0 ? "the input" : "the output") + " buffer is null");
    if (in == out && !problem_.in_place_allowed())
        throw Error(Status::invalid_argument,
                    problem_.transform == Transform::R2C
                        ? "in-place R2C/C2R needs the real rows padded to 2*(n/2+1) reals; set config.real_padded "
                          "(or strides that put real element 2k on complex element k), or pass two buffers"
                        : "in-place execution needs equal input and output layouts (in_strides/out_strides, "
                          "in_distance/out_distance); pass two buffers, or make the layouts equal");
    auto check = [&](std::uint64_t handle, std::size_t needed, const char* which) {
        auto size = device_->memory_size(handle);
        if (size && *size < needed)
            throw Error(Status::buffer_too_small, std::string("the ") + which + " buffer holds " + std::to_string(*size) +
                                                      " bytes but the layout needs " + std::to_string(needed));
    };
    // An R2C's inverse reads the complex side and writes the real side; other kinds read and write
    // the layouts the config names in_* and out_* both ways.
    const bool swapped = direction == Direction::inverse && problem_.transform == Transform::R2C;
    const std::size_t in_needed = swapped ? output_bytes() : input_bytes();
    const std::size_t out_needed = swapped ? input_bytes() : output_bytes();
    // A size lookup is a driver call (cuMemGetAddressRange) on every execute: once in place.
    if (in == out) return check(in, std::max(in_needed, out_needed), "in-place");
    check(in, in_needed, "input");
    check(out, out_needed, "output");
}

void ExecPlan::execute(Direction direction, std::uint64_t in, std::uint64_t out, void* stream, std::uint64_t temp) const {
    check_buffers(direction, in, out);
    check_temp(temp);
    std::uint64_t temps[plan::k_temp_roles] = {};
    if (!user_temp_) {
        for (int r = 0; r < plan::k_temp_roles; ++r) temps[r] = temps_[r].handle;
        launch_all(direction, in, out, temps, stream);
        return;
    }
    backend::Memory views[plan::k_temp_roles];
    try {
        for (int r = 0; r < plan::k_temp_roles; ++r)
            if (graph_.temp_elements[r] > 0)
                temps[r] = (views[r] = device_->view(temp, temp_offsets_[r], temp_offsets_[r + 1] - temp_offsets_[r])).handle;
        launch_all(direction, in, out, temps, stream);
    } catch (...) {
        for (auto& v : views) device_->release_view(v);
        throw;
    }
    for (auto& v : views) device_->release_view(v);  // OpenCL keeps them alive until the kernels finish
}

void ExecPlan::launch_all(Direction direction, std::uint64_t in, std::uint64_t out, const std::uint64_t* temps,
                          void* stream) const {
    auto buffer = [&](plan::BufferRole role) {
        if (role == plan::BufferRole::user_input) return in;
        if (role == plan::BufferRole::user_output) return out;
        return temps[plan::temp_index(role)];
    };
    std::vector<std::uint64_t> args(3);
    for (std::size_t e = 0; e < entries_.size(); ++e) {
        if (entries_[e].direction != direction) continue;
        const auto& spec = graph_.kernels[entries_[e].kernel];
        backend::LaunchShape shape{spec.blocks(), static_cast<std::uint32_t>(spec.threads_per_block()), spec.shared_bytes(),
                                   static_cast<std::uint32_t>(spec.cluster_blocks)};
        args = {buffer(spec.source), buffer(spec.target), lut_.handle};
        device_->launch(*module_, static_cast<int>(e), shape, args, stream);
    }
}

std::string explain(const core::Problem& problem, const plan::PlanNode& tree, const plan::KernelGraph& graph) {
    std::ostringstream s;
    s << "problem: " << problem.describe() << "\n\nplan tree:\n" << plan::render_tree(tree) << "\nkernels:\n";
    for (const auto& k : graph.kernels) {
        const char* entries = k.only_direction ? (*k.only_direction == Direction::forward ? "_fwd" : "_inv") : "_{fwd,inv}";
        s << "  " << k.name << entries << ": " << k.blocks() << " blocks x " << k.threads_per_block() << " threads, ";
        if (k.cluster_blocks > 1) s << "clusters of " << k.cluster_blocks << " blocks, ";
        // CUDA's __launch_bounds__ minimum, which caps the registers ptxas gives a thread.
        if (k.min_resident_blocks > 0) s << "bound to " << k.min_resident_blocks << " blocks a multiprocessor, ";
        std::int64_t twiddles = k.twiddle_count();
        for (const auto& rows : k.cluster_rows) twiddles += rows.twiddle_count();
        s << k.shared_bytes() << " B shared, " << twiddles << " twiddles ("
          << (k.twiddles == TwiddleSource::table ? "table" : "computed") << "), reads "
          << plan::role_name(k.source) << ", writes " << plan::role_name(k.target)
          << (k.index64 ? ", 64-bit indices" : "") << "\n";
    }
    s << "twiddle and op tables: " << graph.lut.size() << " entries\n";
    for (int r = 0; r < plan::k_temp_roles; ++r)
        if (graph.temp_elements[r] > 0)
            s << plan::role_name(static_cast<plan::BufferRole>(static_cast<int>(plan::BufferRole::temp_a) + r)) << ": " << graph.temp_elements[r] << " elements ("
              << graph.temp_elements[r] * static_cast<std::int64_t>(problem.element_bytes()) << " bytes)\n";
    return s.str();
}

}  // namespace prism::exec
