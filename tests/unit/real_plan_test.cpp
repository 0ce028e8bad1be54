// Host-only tests of the real solver's plans (no device needed): which even lengths read their
// real pairs as aligned complex elements, and which half-length kernels copy their rows through
// shared memory (staged loads and stores), on the reference CUDA and OpenCL devices.
#include <gtest/gtest.h>

#include <string>

#include "api/introspection.hpp"
#include "core/problem.hpp"
#include "plan/planner.hpp"

using namespace prism;

namespace {

Config r2c(std::int64_t n, std::int64_t batch, Precision precision, bool in_place) {
    Config c;
    c.shape = {n};
    c.batch = batch;
    c.precision = precision;
    c.transform = Transform::R2C;
    c.real_padded = in_place;
    return c;
}

// The r2c (forward) and c2r (inverse) passes of a 1-D real plan, in that order.
std::vector<plan::PlanNode> real_passes(const Config& c, Backend backend = Backend::cuda) {
    plan::Planner planner(api::reference_device(backend));
    plan::PlanNode root = planner.plan(core::make_problem(c));
    EXPECT_EQ(root.children.size(), 2u);
    for (const auto& child : root.children) EXPECT_TRUE(child.kernel.has_value()) << child.summary;
    return root.children;
}

bool says(const plan::PlanNode& node, const std::string& words) {
    return node.summary.find(words) != std::string::npos;
}

std::size_t element_bytes(Precision p) { return p == Precision::F64 ? 16 : 8; }

}  // namespace

// Up to n = 128 (n/2 = 64 points, 4 threads per sequence on CUDA) both kernels stage both sides, and the
// r2c's Hermitian row and the c2r's read of it hold n/2 + 1 elements per sequence in shared memory.
TEST(RealPlan, SmallEvenLengthsStageBothSidesBothWays) {
    for (Backend backend : {Backend::cuda, Backend::opencl})
        for (Precision p : {Precision::F32, Precision::F64})
            for (bool in_place : {false, true})
                for (std::int64_t n : {4, 6, 8, 10, 16, 30, 32, 64, 128}) {
                    SCOPED_TRACE("n = " + std::to_string(n) + (in_place ? " in place" : " out of place") +
                                 (p == Precision::F64 ? " f64" : " f32") +
                                 (backend == Backend::cuda ? " cuda" : " opencl"));
                    for (const plan::PlanNode& pass : real_passes(r2c(n, 523, p, in_place), backend)) {
                        const plan::KernelSpec& k = *pass.kernel;
                        EXPECT_EQ(k.length, n / 2);
                        EXPECT_TRUE(says(pass, "as aligned pairs")) << pass.summary;
                        // OpenCL GPUs take radix 8 at most in f64: n = 128 has 8 threads per sequence.
                        if (backend == Backend::cuda) {
                            EXPECT_LT(k.threads_per_sequence, 8) << pass.summary;
                        }
                        if (k.threads_per_sequence >= 8) continue;
                        EXPECT_TRUE(k.stage_input && k.stage_output) << pass.summary;
                        EXPECT_TRUE(says(pass, "staged loads") && says(pass, "staged stores"))
                            << pass.summary;
                        EXPECT_GE(
                            k.shared_bytes(),
                            static_cast<std::size_t>((n / 2 + 1) * k.sequences_per_block) * element_bytes(p));
                    }
                }
}

// The real side's rows: n reals packed, 2(n/2 + 1) with real_padded, both counted in pairs.
TEST(RealPlan, AlignedPairsCountTheRealSidesStridesInPairs) {
    for (bool in_place : {false, true}) {
        const auto passes = real_passes(r2c(16, 5, Precision::F32, in_place));
        const plan::KernelSpec& forward = *passes[0].kernel;
        const plan::KernelSpec& inverse = *passes[1].kernel;
        ASSERT_EQ(forward.outer.size(), 1u);
        ASSERT_EQ(inverse.outer.size(), 1u);
        EXPECT_TRUE(forward.read_map.aligned_pairs);
        EXPECT_TRUE(inverse.write_map.aligned_pairs);
        EXPECT_EQ(forward.outer[0].in_stride, in_place ? 9 : 8);
        EXPECT_EQ(inverse.outer[0].out_stride, in_place ? 9 : 8);
        EXPECT_EQ(forward.outer[0].out_stride, 9);  // the Hermitian side: n/2 + 1 complex
        EXPECT_EQ(forward.staged_row_length(true), 8);
        EXPECT_EQ(forward.staged_row_length(false), 9);
        EXPECT_EQ(inverse.staged_row_length(true), 9);
        EXPECT_EQ(inverse.staged_row_length(false), 8);
    }
}

// From n = 256 (n/2 = 128, 8 threads per sequence) each thread's direct accesses are coalesced
// runs: no staging, but the pairs are still one vector access each.
TEST(RealPlan, LongerEvenLengthsAccessPairsDirectly) {
    for (Precision p : {Precision::F32, Precision::F64})
        for (std::int64_t n : {256, 1024, 4096})
            for (const plan::PlanNode& pass : real_passes(r2c(n, 7, p, false))) {
                EXPECT_FALSE(pass.kernel->stage_input || pass.kernel->stage_output) << pass.summary;
                EXPECT_TRUE(says(pass, "as aligned pairs")) << pass.summary;
            }
}

// A real side that is strided or has an odd row pitch keeps two scalar accesses per pair and is
// not staged; the Hermitian side, still packed, is (where the kernel is sequence-major: a strided
// real axis makes the r2c batch-major).
TEST(RealPlan, UnalignedRealSidesKeepScalarPairs) {
    Config odd_pitch = r2c(16, 5, Precision::F32, false);
    odd_pitch.in_distance = 17;
    Config strided = r2c(16, 5, Precision::F32, false);
    strided.in_strides = {2};
    strided.in_distance = 32;
    for (const Config& c : {odd_pitch, strided}) {
        const auto passes = real_passes(c);
        const plan::KernelSpec& forward = *passes[0].kernel;
        const plan::KernelSpec& inverse = *passes[1].kernel;
        EXPECT_FALSE(forward.read_map.aligned_pairs);
        EXPECT_FALSE(inverse.write_map.aligned_pairs);
        EXPECT_TRUE(says(passes[0], "reads real input as pairs")) << passes[0].summary;
        EXPECT_FALSE(forward.stage_input) << passes[0].summary;
        EXPECT_FALSE(inverse.stage_output) << passes[1].summary;
        EXPECT_EQ(forward.stage_output, forward.mapping == plan::ThreadMapping::sequence_major)
            << passes[0].summary;
        EXPECT_TRUE(inverse.stage_input) << passes[1].summary;
    }
}

// Odd lengths pair rows across the block; their maps are not staged.
TEST(RealPlan, PairedRowsAreNotStaged) {
    for (const plan::PlanNode& pass : real_passes(r2c(15, 8, Precision::F32, false))) {
        EXPECT_TRUE(pass.kernel->read_map.paired_rows() || pass.kernel->write_map.paired_rows());
        EXPECT_FALSE(pass.kernel->stage_input || pass.kernel->stage_output) << pass.summary;
    }
}

// Staging is decided before the block shape, so the staged rows count in the block's shared-memory
// budget (48 KB on CUDA GPUs): a single-stage kernel (n <= 32), whose only use of shared memory is
// its staged rows, took 256 sequences and 70 KB in fp64 when the budget saw none. A staged block
// is whole warps, so each warp's part of a copy starts on a row's first bank.
TEST(RealPlan, StagedBlocksStayInTheSharedBudgetInWholeWarps) {
    for (Precision p : {Precision::F32, Precision::F64})
        for (std::int64_t n : {4, 8, 16, 32, 64, 128}) {
            SCOPED_TRACE("n = " + std::to_string(n) + (p == Precision::F64 ? " f64" : " f32"));
            for (const plan::PlanNode& pass : real_passes(r2c(n, 1 << 20, p, false))) {
                const plan::KernelSpec& k = *pass.kernel;
                ASSERT_TRUE(k.stage_input && k.stage_output) << pass.summary;
                EXPECT_LE(k.shared_bytes(), 48u * 1024) << pass.summary;
                EXPECT_EQ(k.threads_per_block() % 32, 0) << pass.summary;
            }
        }
}
