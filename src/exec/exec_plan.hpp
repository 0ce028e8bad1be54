// ExecPlan: compiled kernels bound to device memory, ready to enqueue. Everything that can be done
// once (planning, code generation, compilation, twiddle upload) is done when it is built; execute()
// allocates nothing and compiles nothing.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "backend/device.hpp"
#include "core/problem.hpp"
#include "plan/kernel_graph.hpp"
#include "plan/plan_tree.hpp"

namespace prism::exec {

// Where plan creation spent its time, for `explain` and for keeping warm plans fast.
struct PlanTimings {
    double plan_ms = 0;      // validation, planning, lowering
    double generate_ms = 0;  // syntax trees and source text
    double compile_ms = 0;   // compiler, or cache lookup and module load
    double upload_ms = 0;    // twiddle table
};

class ExecPlan {
public:
    ExecPlan(std::shared_ptr<backend::Device> device, const Config& config);
    ~ExecPlan();
    ExecPlan(const ExecPlan&) = delete;
    ExecPlan& operator=(const ExecPlan&) = delete;

    // Enqueues the transform. in == out is in place (only when the input and output layouts agree).
    // `temp` is the caller's scratch (required when the plan was made with user_temp, ignored as 0
    // otherwise: the plan's own temps are used).
    void execute(Direction direction, std::uint64_t in, std::uint64_t out, void* stream, std::uint64_t temp = 0) const;

    const core::Problem& problem() const { return problem_; }
    const plan::PlanNode& tree() const { return tree_; }
    const plan::KernelGraph& graph() const { return graph_; }
    // Bytes of the forward transform's input and output (an R2C's real and complex sides); the
    // inverse reads the output's layout and writes the input's.
    std::size_t input_bytes() const { return static_cast<std::size_t>(problem_.in_span) * problem_.in_element_bytes(); }
    std::size_t output_bytes() const { return static_cast<std::size_t>(problem_.out_span) * problem_.out_element_bytes(); }
    std::size_t work_bytes() const;   // device memory the plan holds: tables and its own temps
    std::size_t temp_bytes() const;   // scratch the transform needs, plan-owned or the user's
    bool kernels_from_cache() const { return module_->from_cache(); }
    const PlanTimings& timings() const { return timings_; }

private:
    // Plans for `info`, generates and compiles (tree_, graph_, entries_, module_), adding to the
    // timings since `clock`.
    void plan_and_compile(const DeviceInfo& info, std::chrono::steady_clock::time_point& clock);
    // The smallest per-kernel thread limit (Module::max_threads_per_block) a kernel of the
    // compiled plan exceeds; 0 when every kernel fits.
    std::size_t smallest_exceeded_limit() const;

    void check_buffers(Direction direction, std::uint64_t in, std::uint64_t out) const;
    void check_temp(std::uint64_t temp) const;
    void allocate_temps();
    void launch_all(Direction direction, std::uint64_t in, std::uint64_t out, const std::uint64_t* temps, void* stream) const;

    std::shared_ptr<backend::Device> device_;
    core::Problem problem_;
    plan::PlanNode tree_;
    plan::KernelGraph graph_;
    std::vector<plan::KernelEntry> entries_;  // the module's entry points, in its order (kernel, direction)
    std::shared_ptr<backend::Module> module_;
    backend::Memory lut_;
    backend::Memory temps_[plan::k_temp_roles];              // the plan's own; empty with user_temp
    std::size_t temp_offsets_[plan::k_temp_roles + 1] = {};  // each role's place in a user's temp, and the total
    bool user_temp_ = false;
    PlanTimings timings_;
};

// The text `prism plan --explain` prints: problem, plan tree, kernel list.
std::string explain(const core::Problem& problem, const plan::PlanNode& tree, const plan::KernelGraph& graph);

}  // namespace prism::exec
