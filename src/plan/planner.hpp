// The planner: a registry of small solvers, FFTW-style. Each solver handles one decomposition step
// and either returns a sub-plan or declines; solvers recurse through the planner for sub-problems.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/problem.hpp"
#include "plan/measured_radices.hpp"
#include "plan/plan_tree.hpp"
#include "plan/tuning.hpp"

namespace prism::plan {

// One pass over one axis: the sub-problem the multi-axis solver hands to axis solvers.
struct AxisProblem {
    int axis = 0;                           // index into Problem::axes (for messages)
    core::AxisLayout layout;                // the transformed axis
    std::vector<core::AxisLayout> outer;    // every other dim, enumerating the sequences
    Precision precision = Precision::F32;
    TwiddleSource twiddles = TwiddleSource::table;
    bool index64 = false;
    BufferRole source = BufferRole::user_input;
    BufferRole target = BufferRole::user_output;
    long double forward_scale = 1.0L;
    long double inverse_scale = 1.0L;
    // Set when this pass is part of a larger decomposition (a four-step slice, a Bluestein FFT):
    // multiplies fused into its first read / last write, and a direction fixed by the parent.
    ElementOp load_op, store_op;
    std::optional<Direction> fixed_direction;
    // Bluestein in one pass: the whole convolution in one kernel (KernelSpec::convolution_op).
    ElementOp convolution_op;
    // Real transforms: the first read's and the last write's map onto the user's data, and the one
    // direction the pass runs in.
    ElementMap read_map, write_map;
    std::optional<Direction> only_direction;

    std::string key() const;                // memoisation key
};

// A temp role that is neither of the two given, for a decomposition's intermediate data.
std::optional<BufferRole> pick_scratch(BufferRole source, BufferRole target);

// How many sequences the outer dims enumerate (the product of their lengths).
std::int64_t sequences_of(const std::vector<core::AxisLayout>& outer);

// Row-major strides of a temp holding the outer dims' sequences of `length` elements each.
std::vector<std::int64_t> temp_strides(const std::vector<core::AxisLayout>& outer, std::int64_t length);

// A dense temp holding the outer dims' sequences of `length` elements with every dim, the axis too,
// in the order of its input stride: the dims faster than the axis (a 2-D transform's columns) stay
// fastest, so passes whose blocks move rows of adjacent columns in the source move them in the temp
// too. Strides of the outer dims and of the axis.
struct TempLayout {
    std::vector<std::int64_t> outer;
    std::int64_t axis = 1;
};
TempLayout temp_layout_like_source(const AxisProblem& ap, std::int64_t length);
// The temp a decomposition of the axis passes its data through: laid out like the source where the
// axis has faster dims, else each sequence contiguous (temp_strides).
TempLayout temp_layout(const AxisProblem& ap, std::int64_t length);
// How many sequences lie closer together in the source than the axis's own elements (a 2-D
// transform's columns: all of them), and whether there are any.
std::int64_t faster_sequences(const AxisProblem& ap);
bool has_faster_dim(const AxisProblem& ap);

// Outer dims in canonical form: unit dims dropped, slowest first, neighbours that form one dim in
// both layouts fused.
std::vector<core::AxisLayout> simplify_outer(std::vector<core::AxisLayout> dims);

// The pass over axis `axis` of a multi-axis plan whose first pass reads the input and whose later
// passes work in place on the output: layout, outer dims, precision, twiddles, index width, source.
AxisProblem axis_pass(const core::Problem& p, int axis, bool first);

// Two rows a and b as one FFT (the odd r2c's and the DCT/DST-II/III's paired rows): the read and
// write maps learn the fastest outer dim's strides (pair_stride) and length (pair_rows), and that
// dim is halved, rounded up (its last pair lacks row b when the length is odd).
void pair_fastest_outer_rows(AxisProblem& ap);

// The scale each direction's last pass applies for a norm over `n` points.
struct NormScales {
    long double forward = 1.0L, inverse = 1.0L;
};
NormScales norm_scales(Norm norm, long double n);

// Whether a sub-problem whose temp holds `elements` needs 64-bit offsets.
bool needs_index64(const AxisProblem& parent, std::int64_t elements);

class Planner;

class ProblemSolver {
public:
    virtual ~ProblemSolver() = default;
    virtual const char* name() const = 0;
    virtual std::optional<PlanNode> solve(const core::Problem& problem, Planner& planner) const = 0;
};

class AxisSolver {
public:
    virtual ~AxisSolver() = default;
    virtual const char* name() const = 0;
    virtual std::optional<PlanNode> solve(const AxisProblem& problem, Planner& planner) const = 0;
};

class Planner {
public:
    explicit Planner(const DeviceInfo& device);

    // The plan for a whole problem; throws Error(unsupported_size) naming the axis no solver takes.
    PlanNode plan(const core::Problem& problem);
    // The plan for one axis pass, or nullopt when no solver applies.
    std::optional<PlanNode> plan_axis(const AxisProblem& problem);

    const DeviceInfo& device() const { return device_; }
    DeviceClass device_class() const { return device_class_; }
    // The caller's radices for kernels of `length` (Config::stage_radices of the problem being
    // planned), or null.
    const std::vector<int>* requested_radices(std::int64_t length) const;
    // The caller's block shape for single-pass kernels of a measured kind (measured_kind) of
    // `length` (Config::kernel_shapes), or null.
    const Config::KernelShape* requested_shape(std::int64_t length) const;

private:
    DeviceInfo device_;
    DeviceClass device_class_;
    std::vector<std::unique_ptr<ProblemSolver>> problem_solvers_;
    std::vector<std::unique_ptr<AxisSolver>> axis_solvers_;
    std::vector<std::vector<int>> requested_radices_;
    std::vector<Config::KernelShape> requested_shapes_;
    std::map<std::string, std::optional<PlanNode>> axis_memo_;
};

// The solvers, one per file.
std::unique_ptr<ProblemSolver> make_multi_axis_solver();
std::unique_ptr<ProblemSolver> make_real_solver();   // Transform::R2C
std::unique_ptr<ProblemSolver> make_r2r_solver();    // Transform::R2R
std::unique_ptr<AxisSolver> make_stockham_single_pass_solver();
// The four-step is asked twice: before the single-pass solver for strided axes whose one pass would
// move rows narrower than the tuning's strided_four_step_below_row_bytes, and after the single pass
// and the cluster for every length they do not take.
enum class FourStepScope { narrow_strided_rows, any_length };
std::unique_ptr<AxisSolver> make_four_step_solver(FourStepScope scope);
std::unique_ptr<AxisSolver> make_bluestein_solver();
// Whether the Bluestein solver takes a length-n axis: no butterfly or register Rader stage covers
// n (the solvers before it may still take a shared-memory Rader prime where one block holds it).
bool bluestein_takes(std::int64_t n, DeviceClass device_class, Precision precision);
// The padded length M of Bluestein's convolution for a length-n axis: the least M >= 2n - 1 smooth
// over the device class's padding factors (the one-kernel form's; the two-kernel form may round
// further up to a power of two), past those the tuning has `rows` pass over.
std::int64_t bluestein_padded_length(std::int64_t n, DeviceClass device_class, Precision precision,
                                     BluesteinRows rows = BluesteinRows::complex);

// The cluster four-step is asked twice: before the single-pass solver for the lengths one block
// holds that its tuning lists (measured faster on a cluster), and after it for the lengths one
// block does not hold that it lists (measured faster than two kernels).
enum class ClusterScope { listed_lengths, past_one_block };
std::unique_ptr<AxisSolver> make_cluster_four_step_solver(ClusterScope scope);

// The Stockham solver's one-pass kernel for an axis problem (nullopt where the length has no
// butterflies or one block cannot hold a sequence), with `sequences_per_block` sequences per block
// where the caller fixes it (> 0), and its one-line description for the plan tree.
std::optional<KernelSpec> single_pass_kernel(const AxisProblem& ap, Planner& planner, int sequences_per_block = 0);
std::string describe_single_pass(const KernelSpec& k, int axis);
// The stage thread rule's threads per sequence for a single-pass kernel, before the long-sequence
// halving and any asked shape: the yardstick `prism tune --shapes` scales.
int stage_rule_threads_per_sequence(const KernelSpec& k, const Planner& planner);
// Which kind of the measured table's a single-pass kernel is, if any: the planner looks its rows and
// Config::kernel_shapes up by it, and `prism tune` checks that a case's plan has the kernel its
// rows would speak of.
std::optional<MeasuredKernel> measured_kind(const KernelSpec& k);
// The same for the single pass an axis problem would be.
std::optional<MeasuredKernel> measured_kind(const AxisProblem& ap);

// The fused plane (solver_fused_plane.cpp): axes column_axis and row_axis of a C2C problem in one
// kernel that reads the input and writes the output, the row pass applying `scales`; nullopt where
// a plane fits neither one block nor a cluster, or either axis needs more than register butterflies.
std::optional<PlanNode> plan_fused_plane(const core::Problem& p, int column_axis, int row_axis, NormScales scales,
                                         Planner& planner);

// Why an axis length is refused, for the unsupported_size message.
std::string unsupported_axis_reason(const AxisProblem& problem, const DeviceInfo& device);

}  // namespace prism::plan
