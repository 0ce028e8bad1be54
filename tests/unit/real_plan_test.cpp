// Host-only tests of the real solver's plans (no device needed): which even lengths read their
// real pairs as aligned complex elements, and which half-length and paired-rows kernels copy their
// rows through shared memory (staged loads and stores), on the reference CUDA and OpenCL devices.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "api/introspection.hpp"
#include "core/problem.hpp"
#include "plan/measured_radices.hpp"
#include "plan/plan_tree.hpp"
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

// One axis of n points, one DCT/DST kind.
Config r2r(R2RKind kind, std::int64_t n, std::int64_t batch, Precision precision = Precision::F32) {
    Config c;
    c.shape = {n};
    c.batch = batch;
    c.precision = precision;
    c.transform = Transform::R2R;
    c.r2r_kinds = {kind};
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
                        // OpenCL GPUs take radix 8 at most in f64: n = 128 has 8 threads per sequence;
                        // a measured row may take more (CUDA fp64 128: 4x4x4 on 16 threads).
                        if (backend == Backend::cuda &&
                            !plan::measured_row(plan::DeviceClass::cuda_gpu, p, plan::MeasuredKernel::real_even, n / 2)) {
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
// runs: the real sides are not staged, but the pairs are still one vector access each. The c2r's
// Hermitian side stages up to 4096 points (n = 8192) all the same, so that X[f] and X[m-f] come
// from one read of each element; past that it is read directly.
TEST(RealPlan, LongerEvenLengthsAccessPairsDirectly) {
    for (Precision p : {Precision::F32, Precision::F64})
        for (std::int64_t n : {256, 1024, 4096, 8192, 16384}) {
            SCOPED_TRACE("n = " + std::to_string(n) + (p == Precision::F64 ? " f64" : " f32"));
            const auto passes = real_passes(r2c(n, 7, p, false));
            for (const plan::PlanNode& pass : passes) EXPECT_TRUE(says(pass, "as aligned pairs")) << pass.summary;
            const plan::KernelSpec& forward = *passes[0].kernel;
            const plan::KernelSpec& inverse = *passes[1].kernel;
            EXPECT_FALSE(forward.stage_input || forward.stage_output || inverse.stage_output) << passes[0].summary;
            EXPECT_EQ(inverse.stage_input, n <= 8192) << passes[1].summary;
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

// Odd lengths pair rows a, b into one FFT of a + i b. Up to 105 (one to seven threads per
// sequence) both kernels stage both sides: the r2c copies a[f] + i b[f] in and both rows' spectra
// (n + 1 elements per sequence: A[0 ... n/2], B[0 ... n/2]) out, the c2r both Hermitian rows in and
// the two real rows out. A batch of 1001 rows leaves the last sequence without a row b.
TEST(RealPlan, ShortOddLengthsStagePairedRowsBothWays) {
    for (Precision p : {Precision::F32, Precision::F64})
        for (bool in_place : {false, true})
            for (std::int64_t n : {3, 15, 45, 105}) {
                SCOPED_TRACE("n = " + std::to_string(n) + (in_place ? " in place" : " out of place") +
                             (p == Precision::F64 ? " f64" : " f32"));
                const auto passes = real_passes(r2c(n, 1001, p, in_place));
                for (const plan::PlanNode& pass : passes) {
                    const plan::KernelSpec& k = *pass.kernel;
                    EXPECT_EQ(k.length, n);
                    EXPECT_EQ(k.sequences, 501);
                    EXPECT_TRUE(k.read_map.paired_rows() && k.write_map.paired_rows()) << pass.summary;
                    EXPECT_LT(k.threads_per_sequence, 8) << pass.summary;
                    EXPECT_TRUE(k.stage_input && k.stage_output) << pass.summary;
                    EXPECT_TRUE(says(pass, "staged loads") && says(pass, "staged stores")) << pass.summary;
                    EXPECT_LE(k.shared_bytes(), 48u * 1024) << pass.summary;
                }
                const plan::KernelSpec& forward = *passes[0].kernel;
                const plan::KernelSpec& inverse = *passes[1].kernel;
                EXPECT_EQ(forward.staged_row_length(true), n);
                EXPECT_EQ(forward.staged_row_length(false), n + 1);
                EXPECT_EQ(inverse.staged_row_length(true), n + 1);
                EXPECT_EQ(inverse.staged_row_length(false), n);
                for (const plan::KernelSpec* k : {&forward, &inverse})
                    EXPECT_GE(k->shared_bytes(),
                              static_cast<std::size_t>((n + 1) * k->sequences_per_block) * element_bytes(p));
                // The r2c's split leaves row b's B[f] over Z[n - f], where the staged store finds it.
                EXPECT_EQ(forward.staged_slot(false, n / 2), n / 2);
                EXPECT_EQ(forward.staged_slot(false, n / 2 + 1), n);
                EXPECT_EQ(forward.staged_slot(false, n), n / 2 + 1);
                EXPECT_EQ(inverse.staged_slot(true, n), n);
            }
}

// N = 15 is one radix-15 stage: one thread per sequence, the block's 256 (fp64 128: whole groups of
// 4 warps) sequences' reads and writes all through the staged copies. Rows of shared memory are an
// odd number of elements apart (17; fp64 23, which its smaller block leaves room for), so the lanes
// of a warp, one sequence each, reach distinct banks.
TEST(RealPlan, FifteenIsOneThreadPerSequenceStagedBothWays) {
    for (Precision p : {Precision::F32, Precision::F64})
        for (const plan::PlanNode& pass : real_passes(r2c(15, 1001, p, false))) {
            const plan::KernelSpec& k = *pass.kernel;
            EXPECT_EQ(k.radices, std::vector<int>{15}) << pass.summary;
            EXPECT_EQ(k.threads_per_sequence, 1) << pass.summary;
            EXPECT_EQ(k.sequences_per_block, p == Precision::F64 ? 128 : 256) << pass.summary;
            EXPECT_EQ(k.padded_length(), p == Precision::F64 ? 23 : 17) << pass.summary;
            EXPECT_EQ(k.shared_bytes(),
                      static_cast<std::size_t>(k.padded_length() * k.sequences_per_block) * element_bytes(p));
        }
}

// From 27 threads per sequence (243 = 9 x 9 x 3) a sequence's direct reads are runs of 27 adjacent
// elements, as for complex data from 8 threads on: the paired rows are read and written directly.
TEST(RealPlan, LongerOddLengthsAccessPairedRowsDirectly) {
    for (Precision p : {Precision::F32, Precision::F64})
        for (std::int64_t n : {243, 1001})
            for (const plan::PlanNode& pass : real_passes(r2c(n, 1001, p, false))) {
                EXPECT_TRUE(pass.kernel->read_map.paired_rows()) << pass.summary;
                EXPECT_GE(pass.kernel->threads_per_sequence, 8) << pass.summary;
                EXPECT_FALSE(pass.kernel->stage_input || pass.kernel->stage_output) << pass.summary;
            }
}

// Paired rows stage a side whose rows sit at a uniform pitch: padded rows (gaps the copy skips),
// and a spare row after each batch's odd number of rows, where the block's sequences lack row b
// at every batch's last coordinate. The 2-D c2r reads a packed temp, whose batches of five rows
// are not whole pairs apart: its load stays direct. A strided real axis makes the r2c batch-major
// (no staging) and leaves the c2r its staged load of the packed Hermitian side.
TEST(RealPlan, PairedRowsStageRowsAtAUniformPitch) {
    Config padded = r2c(15, 7, Precision::F32, false);
    padded.in_distance = 18;
    padded.out_distance = 11;
    const auto padded_passes = real_passes(padded);
    EXPECT_EQ(padded_passes[0].kernel->read_map.pair_stride, 18);
    for (const plan::PlanNode& pass : padded_passes)
        EXPECT_TRUE(pass.kernel->stage_input && pass.kernel->stage_output) << pass.summary;

    Config spare_row = r2c(15, 3, Precision::F32, false);
    spare_row.shape = {5, 15};
    spare_row.in_strides = {15, 1};
    spare_row.in_distance = 6 * 15;
    spare_row.out_strides = {8, 1};
    spare_row.out_distance = 6 * 8;
    plan::Planner planner(api::reference_device(Backend::cuda));
    const plan::PlanNode root = planner.plan(core::make_problem(spare_row));
    const plan::KernelSpec& forward = *root.children.front().kernel;
    const plan::KernelSpec& inverse = *root.children.back().kernel;
    ASSERT_EQ(forward.outer.size(), 2u);
    EXPECT_EQ(forward.read_map.pair_rows, 5);
    EXPECT_TRUE(forward.stage_input && forward.stage_output) << root.children.front().summary;
    EXPECT_TRUE(inverse.write_map.paired_rows() && inverse.stage_output) << root.children.back().summary;
    EXPECT_FALSE(inverse.stage_input) << root.children.back().summary;

    Config strided = r2c(15, 7, Precision::F32, false);
    strided.in_strides = {2};
    strided.in_distance = 30;
    const auto passes = real_passes(strided);
    EXPECT_EQ(passes[0].kernel->mapping, plan::ThreadMapping::batch_major) << passes[0].summary;
    EXPECT_FALSE(passes[0].kernel->stage_input || passes[0].kernel->stage_output) << passes[0].summary;
    EXPECT_TRUE(passes[1].kernel->stage_input) << passes[1].summary;
    EXPECT_FALSE(passes[1].kernel->stage_output) << passes[1].summary;
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
                if (k.threads_per_sequence >= 8) continue;  // a measured row's radices (fp64 128: 4x4x4)
                ASSERT_TRUE(k.stage_input && k.stage_output) << pass.summary;
                EXPECT_LE(k.shared_bytes(), 48u * 1024) << pass.summary;
                EXPECT_EQ(k.threads_per_block() % 32, 0) << pass.summary;
            }
        }
}

// A DCT/DST gathers and scatters single reals in Makhoul's order. Where one pass holds the row and a
// sequence has fewer than 8 threads, the CUDA planner copies the rows of reals through shared memory (two reals to an element, so the
// staged row takes (n + 1) / 2 elements and never more than the FFT's), and the stages gather and
// scatter there. A rows store (the output's fastest dim is the batch) keeps complex rows, and
// Bluestein's passes, which see a padded length, read and write the user's reals directly, as do
// kernels with a shared Rader stage.
TEST(RealPlan, DctDstRowsOfRealsStageWhereOnePassHoldsThem) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    for (R2RKind kind : {R2RKind::dct1, R2RKind::dct2, R2RKind::dct3, R2RKind::dct4, R2RKind::dst1, R2RKind::dst2,
                         R2RKind::dst3, R2RKind::dst4})
        for (std::int64_t n : {8, 15, 16, 64, 1000, 4096})
        for (std::int64_t batch : {1000, 1}) {
            // Fewer than 8 threads per sequence stage (n <= 64 for the types II and III of one row);
            // more read and write directly. Types II and III of many rows pair them, staged as
            // paired rows are (n elements a[g] + i b[g]).
            SCOPED_TRACE(std::string(r2r_kind_name(kind)) + " n = " + std::to_string(n) + " batch " + std::to_string(batch));
            Config c = r2r(kind, n, batch);
            const plan::PlanNode root = planner.plan(core::make_problem(c));
            for (const plan::PlanNode& pass : root.children) {
                if (!pass.kernel) continue;  // Bluestein and four-step passes: checked below
                const plan::KernelSpec& k = *pass.kernel;
                if (!k.shared_rader.empty()) continue;  // dst1 4096: 8194 = 2 x 17 x 241, whose shared
                                                        // Rader stage copies its sequence itself
                const bool staged = k.threads_per_sequence < 8;
                const bool third = k.read_map.r2r == R2RKind::dct3 || k.read_map.r2r == R2RKind::dst3;
                if (k.read_map.paired_r2r() && third && n >= 4096)  // PairedTypeThreeStagesFromTheTuningsLength
                    continue;
                EXPECT_EQ(k.stage_input, staged) << pass.summary;
                EXPECT_EQ(k.stage_output, staged) << pass.summary;
                if (k.read_map.paired_r2r()) {
                    if (staged) {
                        EXPECT_FALSE(k.staged_reals(true) || k.staged_reals(false)) << pass.summary;
                        EXPECT_EQ(k.staged_row_slots(true), n) << pass.summary;
                    }
                    continue;
                }
                const bool measured = plan::measured_row(plan::DeviceClass::cuda_gpu, Precision::F32,
                                                         plan::MeasuredKernel::r2r_2_3, n) != nullptr;
                if ((kind == R2RKind::dct2 || kind == R2RKind::dct3) && !measured) {  // FFTs of n points
                    EXPECT_EQ(staged, n <= 64) << pass.summary;
                }
                if (!staged) continue;
                EXPECT_TRUE(k.staged_reals(true) && k.staged_reals(false)) << pass.summary;
                EXPECT_EQ(k.staged_row_slots(true), (n + 1) / 2);
                EXPECT_LE(k.staged_row_slots(true), k.padded_length());
            }
        }
    Config rows;
    rows.shape = {64};
    rows.batch = 3;
    rows.transform = Transform::R2R;
    rows.r2r_kinds = {R2RKind::dct2};
    rows.out_strides = {3};
    rows.out_distance = 1;
    const plan::KernelSpec& forward = *planner.plan(core::make_problem(rows)).children.front().kernel;
    EXPECT_TRUE(forward.stage_output_by_rows && !forward.staged_reals(false));

    Config bluestein = rows;
    bluestein.shape = {4099};
    bluestein.out_strides.clear();
    bluestein.out_distance = 0;
    const plan::PlanNode root = planner.plan(core::make_problem(bluestein));
    std::vector<const plan::PlanNode*> nodes = {&root};
    while (!nodes.empty()) {
        const plan::PlanNode* node = nodes.back();
        nodes.pop_back();
        for (const auto& child : node->children) nodes.push_back(&child);
        if (node->kernel) {
            EXPECT_FALSE(node->kernel->stage_input && node->kernel->staged_reals(true)) << node->summary;
        }
    }
}

// The launch bound of the even r2c's and of paired DCT/DST rows caps fp32 threads at 64 registers
// on an H100. A Rader prime past 16 butterflied in registers needs more (ptxas spilled 264-1556 B):
// those kernels go unbounded, smooth ones keep the bound.
TEST(RealPlan, RegisterRaderPrimesTakeNoRealLaunchBound) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    struct Row {
        Transform transform;
        R2RKind kind;
        std::int64_t n;
        bool bounded;
    };
    const std::vector<Row> rows = {
        {Transform::R2C, R2RKind::dct2, 434, false},   // half 217 = 7 x 31
        {Transform::R2C, R2RKind::dct2, 1058, false},  // half 529 = 23 x 23
        {Transform::R2C, R2RKind::dct2, 1024, true},
        {Transform::R2R, R2RKind::dct1, 1024, false},  // 2046 = 31 x 11 x 6
        {Transform::R2R, R2RKind::dst1, 1024, false},  // 2050 = 41 x 10 x 5
        {Transform::R2R, R2RKind::dct2, 1024, true},
    };
    for (const Row& row : rows) {
        Config c;
        c.shape = {row.n};
        c.batch = 1000;
        c.transform = row.transform;
        if (row.transform == Transform::R2R) c.r2r_kinds = {row.kind};
        const plan::PlanNode root = planner.plan(core::make_problem(c));
        for (const plan::PlanNode& pass : root.children) {
            ASSERT_TRUE(pass.kernel) << pass.summary;
            EXPECT_EQ(pass.kernel->min_resident_blocks > 0, row.bounded) << pass.summary;
        }
    }
}

// fp32 DCT/DST-II/III single rows on CUDA with a prime radix of 17 or more take a launch bound of 3
// blocks (BlockShapeTuning::r2r_prime_rows_resident_blocks) where no measured row says otherwise;
// smooth rows, paired rows, fp64 and OpenCL do not.
TEST(RealPlan, SingleDctRowsOfLargePrimesTakeThreeBlocksOnCuda) {
    const struct {
        Backend backend;
        R2RKind kind;
        std::int64_t n;
        Precision precision;
        int blocks;
    } expected[] = {
        {Backend::cuda, R2RKind::dct2, 212, Precision::F32, 3},   // 53x4, no row
        {Backend::cuda, R2RKind::dst3, 940, Precision::F32, 3},   // 47x5x4, no row
        {Backend::cuda, R2RKind::dct2, 136, Precision::F32, 3},   // 8x17, a row of lists only
        {Backend::cuda, R2RKind::dct2, 34, Precision::F32, 0},    // its row asks for no bound
        {Backend::cuda, R2RKind::dct2, 256, Precision::F32, 0},   // smooth
        {Backend::cuda, R2RKind::dct2, 1054, Precision::F32, 2},  // paired rows: their own row
        {Backend::cuda, R2RKind::dct2, 38, Precision::F64, 0},    // fp64 (single below 64 points)
        {Backend::opencl, R2RKind::dct2, 212, Precision::F32, 0},
    };
    for (const auto& e : expected) {
        SCOPED_TRACE(std::string(r2r_kind_name(e.kind)) + " " + std::to_string(e.n));
        plan::Planner planner(api::reference_device(e.backend));
        const plan::PlanNode root = planner.plan(core::make_problem(r2r(e.kind, e.n, 100, e.precision)));
        for (const plan::PlanNode& pass : root.children) {
            ASSERT_TRUE(pass.kernel) << pass.summary;
            EXPECT_EQ(pass.kernel->min_resident_blocks, e.blocks) << pass.summary;
        }
    }
}

// An even r2c whose half takes a block of over half a multiprocessor's shared memory runs one block
// a multiprocessor, so its launch bound asks for one (128 registers a thread at 512 threads), not
// the two that the fp32 register budget would (64 registers: 1.4 KB spilled at 32768).
TEST(RealPlan, LaunchBoundAsksNoMoreBlocksThanSharedMemoryHolds) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    const std::size_t shared = api::reference_device(Backend::cuda).shared_memory_per_block;
    for (std::int64_t n : {24576, 32768, 40960}) {
        Config c;
        c.shape = {n};
        c.batch = 100;
        c.transform = Transform::R2C;
        const plan::PlanNode root = planner.plan(core::make_problem(c));
        for (const plan::PlanNode& pass : root.children) {
            ASSERT_TRUE(pass.kernel) << pass.summary;
            const plan::KernelSpec& k = *pass.kernel;
            EXPECT_EQ(k.length, n / 2) << pass.summary;
            const int fit = static_cast<int>(shared / k.shared_bytes());
            EXPECT_EQ(k.min_resident_blocks, std::min(fit, 2)) << pass.summary;
        }
    }
}

// A DCT/DST of type II or III over many contiguous rows carries two rows as one FFT of n points
// (the fastest outer dim halved, its last row alone where the count is odd); one row, or a strided
// axis, keeps a row to an FFT.
TEST(RealPlan, DctDstTypesTwoAndThreePairRows) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    for (R2RKind kind : {R2RKind::dct2, R2RKind::dct3, R2RKind::dst2, R2RKind::dst3})
        for (std::int64_t batch : {1, 2, 7, 1000}) {
            SCOPED_TRACE(std::string(r2r_kind_name(kind)) + " batch " + std::to_string(batch));
            Config c = r2r(kind, 1000, batch);
            const plan::PlanNode root = planner.plan(core::make_problem(c));
            ASSERT_EQ(root.children.size(), 2u);
            for (const plan::PlanNode& pass : root.children) {
                ASSERT_TRUE(pass.kernel) << pass.summary;
                const plan::KernelSpec& k = *pass.kernel;
                EXPECT_EQ(k.length, 1000);
                EXPECT_EQ(k.read_map.paired_r2r(), batch > 1) << pass.summary;
                EXPECT_EQ(k.write_map.paired_r2r(), batch > 1) << pass.summary;
                if (batch == 1) continue;
                EXPECT_EQ(k.read_map.pair_rows, batch);
                const auto& t = plan::block_shape_tuning(plan::DeviceClass::cuda_gpu, Precision::F32);
                EXPECT_EQ(k.min_resident_blocks,
                          plan::resident_blocks_for_registers(k.threads_per_block(), t.r2r_paired_registers_per_thread));
                EXPECT_EQ(k.read_map.pair_stride, 1000);
                EXPECT_EQ(k.sequences, (batch + 1) / 2) << pass.summary;
                EXPECT_EQ(plan::measured_kind(k), plan::MeasuredKernel::r2r_pairs);
                // The type II's forward outputs pair Z[f] with Z[n-f] through shared memory.
                const bool second = k.write_map.r2r == R2RKind::dct2 || k.write_map.r2r == R2RKind::dst2;
                EXPECT_EQ(k.write_map.mirrors_in_shared(), second) << pass.summary;
            }
        }
    Config strided;  // axis 0 of 64 x 1000: strided, one FFT a row; axis 1 pairs rows along axis 0
    strided.shape = {64, 1000};
    strided.transform = Transform::R2R;
    strided.r2r_kinds = {R2RKind::dct2, R2RKind::dct2};
    const plan::PlanNode root = planner.plan(core::make_problem(strided));
    for (const plan::PlanNode& pass : root.children) {
        ASSERT_TRUE(pass.kernel) << pass.summary;
        EXPECT_EQ(pass.kernel->read_map.paired_r2r(), pass.kernel->in_stride == 1) << pass.summary;
    }
}

// On a device class whose tuning takes them (the CPU's, from 4 points), even DCT/DST-II/III rows run
// as the even r2c and c2r run a real row: one kernel of n/2 points a direction, Makhoul's pairs in
// and the split spectrum out (II), the Hermitian half into pairs and Makhoul's pairs out (III),
// both sides staged through shared memory as reals. Odd lengths and strided axes keep their rows of n points.
TEST(RealPlan, EvenDctRowsOfTypesTwoAndThreeRunAsHalfLengthRealRows) {
    DeviceInfo cpu = api::reference_device(Backend::opencl);
    cpu.warp_size = 1;  // PoCL's: the CPU class
    plan::Planner planner(cpu);
    ASSERT_EQ(planner.device_class(), plan::DeviceClass::cpu);
    for (R2RKind kind : {R2RKind::dct2, R2RKind::dct3, R2RKind::dst2, R2RKind::dst3})
        for (std::int64_t n : {4, 64, 1000, 999}) {
            SCOPED_TRACE(std::string(r2r_kind_name(kind)) + " n " + std::to_string(n));
            const plan::PlanNode root = planner.plan(core::make_problem(r2r(kind, n, 3)));
            ASSERT_EQ(root.children.size(), 2u);
            for (const plan::PlanNode& pass : root.children) {
                ASSERT_TRUE(pass.kernel) << pass.summary;
                const plan::KernelSpec& k = *pass.kernel;
                const bool halves = n % 2 == 0;
                EXPECT_EQ(k.read_map.r2r_halves, halves) << pass.summary;
                EXPECT_EQ(k.write_map.r2r_halves, halves) << pass.summary;
                if (!halves) continue;
                EXPECT_EQ(k.length, n / 2);
                EXPECT_TRUE(k.stage_input && k.stage_output) << pass.summary;  // reals, coalesced
                const bool second = k.read_map.r2r == R2RKind::dct2 || k.read_map.r2r == R2RKind::dst2;
                EXPECT_EQ(k.read_map.kind, second ? plan::ElementMapKind::real_pairs : plan::ElementMapKind::hermitian_pairs);
                EXPECT_EQ(k.write_map.kind, second ? plan::ElementMapKind::split_spectrum : plan::ElementMapKind::real_pairs_out);
            }
        }
    Config strided;  // axis 0 of 64 x 64 is strided: rows of n points; axis 1 runs as halves
    strided.shape = {64, 64};
    strided.transform = Transform::R2R;
    strided.r2r_kinds = {R2RKind::dct2, R2RKind::dct2};
    for (const plan::PlanNode& pass : planner.plan(core::make_problem(strided)).children) {
        ASSERT_TRUE(pass.kernel) << pass.summary;
        EXPECT_EQ(pass.kernel->read_map.r2r_halves, pass.kernel->in_stride == 1) << pass.summary;
    }
}

// fp32 on CUDA pairs rows of primes up to 13 from 300 points, rows with a register Rader stage
// from 1000, a prime that shared-memory Rader takes whole (67, 491) at any length; type I keeps
// 1000 whatever its length's primes (its FFT has 2(n -+ 1) points).
TEST(RealPlan, SmoothDctRowsPairFromShorterLengths) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    const struct {
        R2RKind kind;
        std::int64_t n;
        bool paired;
    } expected[] = {{R2RKind::dct2, 256, false}, {R2RKind::dct2, 360, true},  {R2RKind::dst3, 768, true},
                    {R2RKind::dct3, 960, true},  {R2RKind::dct2, 518, false}, {R2RKind::dst2, 174, false},
                    {R2RKind::dct1, 601, false}, {R2RKind::dct2, 1034, true}, {R2RKind::dct2, 491, true},
                    {R2RKind::dst3, 67, true},   {R2RKind::dst2, 59, false}};
    for (const auto& e : expected) {
        SCOPED_TRACE(std::string(r2r_kind_name(e.kind)) + " " + std::to_string(e.n));
        Config c = r2r(e.kind, e.n, 100);
        for (const plan::PlanNode& pass : planner.plan(core::make_problem(c)).children) {
            ASSERT_TRUE(pass.kernel) << pass.summary;
            EXPECT_EQ(pass.kernel->read_map.paired_r2r(), e.paired) << pass.summary;
        }
    }
}

// fp32 DCT/DST-II/III single rows on CUDA take their mirrored reals through warp shuffles where
// one first-stage butterfly a thread leaves a sequence's threads in one warp (and, for type II, an
// even first radix); not on OpenCL, not in fp64 (its rows pair), not on a strided axis. (The
// forward pass, which runs the kind itself; a type III may reverse its list for paired stores.)
TEST(RealPlan, SingleDctRowsShuffleMirroredRealsOnCuda) {
    const struct {
        Backend backend;
        R2RKind kind;
        std::vector<std::int64_t> shape;
        Precision precision;
        bool shuffled;
    } expected[] = {
        {Backend::cuda, R2RKind::dct2, {96}, Precision::F32, true},    // 6x4x4 on 16 threads
        {Backend::cuda, R2RKind::dst3, {64}, Precision::F32, true},    // 8x8 on 8 threads
        {Backend::cuda, R2RKind::dct2, {256}, Precision::F32, true},   // 8x8x4 on 32 threads
        {Backend::cuda, R2RKind::dct2, {80}, Precision::F32, false},   // 10 butterflies on 8 threads
        {Backend::cuda, R2RKind::dct2, {144}, Precision::F32, false},  // 12 threads straddle warps
        {Backend::cuda, R2RKind::dct2, {48}, Precision::F64, false},
        {Backend::opencl, R2RKind::dct2, {96}, Precision::F32, false},
    };
    for (const auto& e : expected) {
        SCOPED_TRACE(std::string(r2r_kind_name(e.kind)) + " " + std::to_string(e.shape.back()));
        plan::Planner planner(api::reference_device(e.backend));
        const plan::PlanNode root =
            planner.plan(core::make_problem(r2r(e.kind, e.shape.back(), 100, e.precision)));
        const plan::PlanNode& pass = root.children.front();
        ASSERT_TRUE(pass.kernel) << pass.summary;
        EXPECT_EQ(pass.kernel->mirror_shuffle_reads, e.shuffled) << pass.summary;
    }
    // A 2-D DCT's columns (a strided axis) read directly.
    plan::Planner planner(api::reference_device(Backend::cuda));
    Config c = r2r(R2RKind::dct2, 96, 1);
    c.shape = {96, 96};
    c.r2r_kinds = {R2RKind::dct2, R2RKind::dct2};
    for (const plan::KernelSpec* k : plan::kernels_in_order(planner.plan(core::make_problem(c))))
        EXPECT_EQ(k->mirror_shuffle_reads, k->in_stride == 1) << k->length;
}

// A DCT/DST-III's single rows on CUDA store y[2f], y[2f+1] as one pair, the mirrored value taken
// through a warp shuffle, where one last-stage butterfly a thread leaves a sequence's threads in
// one warp: 64 = 8x8 and 80 = 8x10 on 8 threads, and an odd last radix too (120 = 8x15, 88 =
// 8x11 on 8 threads), but not 96 = 6x4x4 on 16 threads (24 butterflies last). A type II reads
// with an odd first radix (176 = 11x4x4 on 16 threads). Not the II's stores, not on OpenCL.
TEST(RealPlan, TypeThreeRowsStoreMirroredPairsOnCuda) {
    const struct {
        Backend backend;
        R2RKind kind;
        std::int64_t n;
        bool stores, reads;
    } expected[] = {
        {Backend::cuda, R2RKind::dct3, 64, true, true},   {Backend::cuda, R2RKind::dct3, 80, true, false},
        {Backend::cuda, R2RKind::dst3, 120, true, false}, {Backend::cuda, R2RKind::dct3, 96, false, true},
        {Backend::cuda, R2RKind::dct2, 176, false, true}, {Backend::cuda, R2RKind::dst2, 120, false, false},
        {Backend::cuda, R2RKind::dct3, 88, true, false},  {Backend::opencl, R2RKind::dct3, 64, false, false},
    };
    for (const auto& e : expected) {
        SCOPED_TRACE(std::string(r2r_kind_name(e.kind)) + " " + std::to_string(e.n));
        plan::Planner planner(api::reference_device(e.backend));
        // The forward pass runs the kind itself.
        const plan::PlanNode root = planner.plan(core::make_problem(r2r(e.kind, e.n, 100)));
        ASSERT_TRUE(root.children.front().kernel);
        const plan::KernelSpec& k = *root.children.front().kernel;
        EXPECT_EQ(k.mirror_shuffle_stores, e.stores) << root.children.front().summary;
        EXPECT_EQ(k.mirror_shuffle_reads, e.reads) << root.children.front().summary;
    }
    // A 2-D DCT-III's columns (a strided axis) store directly.
    plan::Planner planner(api::reference_device(Backend::cuda));
    Config c = r2r(R2RKind::dct3, 64, 1);
    c.shape = {64, 64};
    c.r2r_kinds = {R2RKind::dct3, R2RKind::dct3};
    for (const plan::KernelSpec* k : plan::kernels_in_order(planner.plan(core::make_problem(c)))) {
        if (k->write_map.r2r == R2RKind::dct3) {
            EXPECT_EQ(k->mirror_shuffle_stores, k->out_stride == 1) << k->length;
        }
    }
}

// On CUDA a DCT/DST-II/III length that goes to Bluestein (346 = 2 x 173, 2066 = 2 x 1033) pairs its
// rows in the one-kernel convolution at any length: two rows a convolution, as the odd R2C's paired
// rows.
TEST(RealPlan, BluesteinDctRowsPairInOneKernel) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    for (Precision precision : {Precision::F32, Precision::F64})
        for (R2RKind kind : {R2RKind::dct2, R2RKind::dst2})
            for (std::int64_t n : {346, 2066}) {
                SCOPED_TRACE(std::string(r2r_kind_name(kind)) + " " + std::to_string(n));
                Config c = r2r(kind, n, 101, precision);
                const plan::PlanNode root = planner.plan(core::make_problem(c));
                ASSERT_EQ(root.children.size(), 2u);
                for (const plan::PlanNode& pass : root.children) {
                    const auto kernels = plan::kernels_in_order(pass);
                    ASSERT_EQ(kernels.size(), 1u) << pass.summary;
                    const plan::KernelSpec& k = *kernels[0];
                    EXPECT_TRUE(k.convolution_op) << pass.summary;
                    EXPECT_TRUE(k.read_map.paired_r2r() && k.write_map.paired_r2r()) << pass.summary;
                    EXPECT_EQ(k.sequences, 51) << pass.summary;
                }
            }
}

// The paired rows' launch bound (fp32 CUDA: 80 registers a thread) is for plain paired kernels;
// Bluestein's convolution over paired rows takes its M's measured row or none (862: M = 1728, no
// row; 249 = 3 x 83: M = 512's row of two blocks).
TEST(RealPlan, BluesteinDctPairsTakeNoPairedRegisterBound) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    for (const auto& [n, blocks] : {std::pair<std::int64_t, int>{862, 0}, {249, 2}}) {
        SCOPED_TRACE(n);
        const plan::PlanNode root = planner.plan(core::make_problem(r2r(R2RKind::dct2, n, 100)));
        for (const plan::PlanNode& pass : root.children) {
            const auto kernels = plan::kernels_in_order(pass);
            ASSERT_EQ(kernels.size(), 1u) << pass.summary;
            EXPECT_TRUE(kernels[0]->read_map.paired_r2r()) << pass.summary;
            EXPECT_EQ(kernels[0]->min_resident_blocks, blocks) << pass.summary;
        }
    }
}

// CUDA's real rows through Bluestein's one kernel pass over the tuning's M (fp32 6561 to 6912, 2916
// to 3072, ...; tuning.cpp has the measurements), one list for an even R2C's halves and one for
// paired DCT/DST rows; complex rows of the same length keep them, or take a shorter M that the
// tuning lists for complex rows alone.
TEST(RealPlan, RealRowsPassOverTheTuningsBluesteinLengths) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    auto padded = [&](const Config& c) {
        for (const plan::KernelSpec* k : plan::kernels_in_order(planner.plan(core::make_problem(c))))
            if (k->convolution_op) return k->length;
        return std::int64_t{0};
    };
    EXPECT_EQ(padded(r2r(R2RKind::dct2, 3274, 10)), 6912);          // paired DCT-II rows
    EXPECT_EQ(padded(r2c(6212, 10, Precision::F32, false)), 6912);  // the even R2C's halves of 3106
    Config complex_rows;
    complex_rows.shape = {3106};
    complex_rows.batch = 10;
    EXPECT_EQ(padded(complex_rows), 6250);  // complex rows' shorter {2, 3, 5}-smooth M (complex_rows_also)
    complex_rows.precision = Precision::F64;
    EXPECT_EQ(padded(complex_rows), 6250);
    complex_rows.shape = {3170};
    EXPECT_EQ(padded(complex_rows), 6561);  // fp64 lists 6250 but not 6400
    complex_rows.precision = Precision::F32;
    EXPECT_EQ(padded(complex_rows), 6400);
    EXPECT_EQ(padded(r2r(R2RKind::dct2, 3274, 10, Precision::F64)), 6561);  // fp64 keeps it
    // Session 30's M pass over to the next smooth M, and on through chains (1152 -> 1296 -> 1458).
    EXPECT_EQ(padded(r2r(R2RKind::dct2, 1447, 10)), 3072);
    EXPECT_EQ(padded(r2r(R2RKind::dct2, 569, 10)), 1458);
    EXPECT_EQ(padded(r2r(R2RKind::dct2, 4091, 10)), 8748);
    complex_rows.shape = {1447};
    EXPECT_EQ(padded(complex_rows), 2916);
    EXPECT_EQ(padded(r2c(2894, 10, Precision::F32, false)), 2916);  // halves keep what pairs pass
    // fp64's own lists.
    EXPECT_EQ(padded(r2r(R2RKind::dct2, 1129, 10, Precision::F64)), 2592);
    EXPECT_EQ(padded(r2c(2258, 10, Precision::F64, false)), 2592);
    EXPECT_EQ(padded(r2r(R2RKind::dct2, 2179, 10, Precision::F64)), 4608);
    EXPECT_EQ(padded(r2c(4358, 10, Precision::F64, false)), 4374);
    // The padding `prism tune` keys the rows of each by.
    EXPECT_EQ(plan::bluestein_padded_length(3270, plan::DeviceClass::cuda_gpu, Precision::F32,
                                            plan::BluesteinRows::paired_r2r),
              6912);
    EXPECT_EQ(plan::bluestein_padded_length(3270, plan::DeviceClass::cuda_gpu, Precision::F32), 6561);
    EXPECT_EQ(plan::bluestein_padded_length(3170, plan::DeviceClass::cuda_gpu, Precision::F32), 6400);
    EXPECT_EQ(plan::bluestein_padded_length(3170, plan::DeviceClass::cuda_gpu, Precision::F32,
                                            plan::BluesteinRows::paired_r2r),
              6912);
}

// From 4096 points the paired DCT-III kernel copies its sides through shared memory where the
// tuning says so (CUDA: fp32 both, fp64 its input), whatever its thread count; the DCT-II kernel
// and shorter lengths keep direct reads and writes.
// An even R2C's halves through fp32 M = 1728 take its measured row's shape (18x16x6 on 108 threads
// since session 42), unbounded: the real rows' bound of 64 registers made ptxas spill 12x12x12
// there (measured_radices.cpp).
TEST(RealPlan, HalvesThroughBluesteinTakeTheMeasuredRowsBound) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    for (const plan::KernelSpec* k :
         plan::kernels_in_order(planner.plan(core::make_problem(r2c(1726, 10, Precision::F32, false))))) {
        ASSERT_TRUE(k->convolution_op);
        EXPECT_EQ(k->length, 1728);
        EXPECT_EQ(k->min_resident_blocks, 0);
        EXPECT_EQ(k->threads_per_sequence, 108);
    }
}

TEST(RealPlan, PairedTypeThreeStagesFromTheTuningsLength) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    for (Precision p : {Precision::F32, Precision::F64})
        for (std::int64_t n : {2048, 4096}) {
            SCOPED_TRACE("n = " + std::to_string(n) + (p == Precision::F64 ? " f64" : " f32"));
            Config c = r2r(R2RKind::dct2, n, 64, p);
            const plan::PlanNode root = planner.plan(core::make_problem(c));
            ASSERT_EQ(root.children.size(), 2u);
            const plan::KernelSpec& second = *root.children[0].kernel;
            const plan::KernelSpec& third = *root.children[1].kernel;
            ASSERT_EQ(third.read_map.r2r, R2RKind::dct3);
            ASSERT_TRUE(third.read_map.paired_r2r());
            EXPECT_FALSE(second.stage_input || second.stage_output) << root.children[0].summary;
            const bool long_row = n >= 4096;
            EXPECT_EQ(third.stage_input, long_row) << root.children[1].summary;
            EXPECT_EQ(third.stage_output, long_row && p == Precision::F32) << root.children[1].summary;
        }
}

// Bluestein lengths pair their rows too, in the one-kernel convolution: M points in shared memory,
// N = n of them read and written, the r2c's split of Z[f] and Z[n-f] after the inverse half (and
// on a cluster, plan_test.cpp's BluesteinOnClusters test). A length whose M takes two kernels
// (fp32 65537: M = 139968, past one block and one cluster) and one row of any length keep the
// complex Bluestein on real data.
TEST(RealPlan, BluesteinLengthsPairRowsInOneKernel) {
    plan::Planner planner(api::reference_device(Backend::cuda));
    for (auto [n, p] : std::vector<std::pair<std::int64_t, Precision>>{
             {10007, Precision::F32}, {4099, Precision::F64}, {509, Precision::F32}}) {
        const plan::PlanNode root = planner.plan(core::make_problem(r2c(n, 7, p, false)));
        const auto kernels = plan::kernels_in_order(root);
        ASSERT_EQ(kernels.size(), 2u) << n;
        for (const plan::KernelSpec* k : kernels) {
            EXPECT_TRUE(k->convolution_op) << n;
            EXPECT_TRUE(k->read_map.paired_rows()) << n;
            EXPECT_EQ(k->sequences, 4) << n << ": 7 rows in 4 pairs";
            EXPECT_EQ(plan::measured_kind(*k), plan::MeasuredKernel::bluestein) << n;
        }
        EXPECT_EQ(kernels[0]->write_map.kind, plan::ElementMapKind::split_pair_spectra);
    }
    for (const plan::KernelSpec* k :
         plan::kernels_in_order(planner.plan(core::make_problem(r2c(10007, 1, Precision::F32, false)))))
        EXPECT_FALSE(k->read_map.paired_rows()) << "a single row has no partner";
}

namespace {

// The kernels of one direction of a 1-D real plan on a reference device, as copies (the plan
// tree that holds them goes when the planner does).
std::vector<plan::KernelSpec> direction_kernels(const Config& c, Direction d,
                                                Backend backend = Backend::cuda) {
    plan::Planner planner(api::reference_device(backend));
    const plan::PlanNode root = planner.plan(core::make_problem(c));
    std::vector<plan::KernelSpec> kernels;
    for (const plan::KernelSpec* k : plan::kernels_in_order(root))
        if (k->runs(d)) kernels.push_back(*k);
    return kernels;
}

}  // namespace

// Past one kernel, odd rows pair up where that moves less device memory than single rows
// (solver_real.cpp's pairing_pays_past_one_kernel): the c2r always (its maps are elementwise and
// slice through the passes), the r2c for Bluestein and from three kernels on, with the FFT of
// a + i b into temp d and a split pass of two-point sequences, one per pair and f <= n/2.
TEST(RealPlan, OddRowsPairPastOneKernelWhereThatMovesLess) {
    // fp32 65537: Bluestein of M = 139968 = 324 x 432 in three passes, 7 rows in 4 pairs.
    const Config bluestein = r2c(65537, 7, Precision::F32, false);
    const auto forward = direction_kernels(bluestein, Direction::forward);
    ASSERT_EQ(forward.size(), 4u);
    EXPECT_EQ(forward.front().read_map.kind, plan::ElementMapKind::real_pair_rows);
    EXPECT_EQ(forward.front().sequences % 4, 0) << "4 pairs";
    EXPECT_EQ(forward[2].target, plan::BufferRole::temp_d);
    EXPECT_FALSE(forward[2].write_map) << "Z leaves the FFT as it is";
    const plan::KernelSpec& split = forward.back();
    EXPECT_EQ(split.length, 2);
    EXPECT_EQ(split.source, plan::BufferRole::temp_d);
    EXPECT_EQ(split.target, plan::BufferRole::user_output);
    EXPECT_EQ(split.read_map.kind, plan::ElementMapKind::mirror_pair);
    EXPECT_EQ(split.write_map.kind, plan::ElementMapKind::pair_spectra);
    EXPECT_EQ(split.sequences, 4 * 32769) << "4 pairs x (n + 1) / 2 bins";
    EXPECT_EQ(split.out_stride, 32769) << "row a to row b";
    EXPECT_EQ(split.forward_scale, 0.5L);
    const auto inverse = direction_kernels(bluestein, Direction::inverse);
    ASSERT_EQ(inverse.size(), 3u);
    EXPECT_EQ(inverse.front().read_map.kind, plan::ElementMapKind::hermitian_pair_rows);
    EXPECT_EQ(inverse.back().write_map.kind, plan::ElementMapKind::pair_rows_out);

    // fp32 177147 = 243 x 729: a two-pass four-step. The r2c would move as much paired (the
    // split's extra pass) and stays on single rows; the c2r pairs.
    const Config four_step = r2c(177147, 6, Precision::F32, false);
    const auto r2c_kernels = direction_kernels(four_step, Direction::forward);
    ASSERT_EQ(r2c_kernels.size(), 2u);
    EXPECT_EQ(r2c_kernels.front().read_map.kind, plan::ElementMapKind::real);
    const auto c2r_kernels = direction_kernels(four_step, Direction::inverse);
    ASSERT_EQ(c2r_kernels.size(), 2u);
    EXPECT_EQ(c2r_kernels.front().read_map.kind, plan::ElementMapKind::hermitian_pair_rows);
    EXPECT_EQ(c2r_kernels.back().write_map.kind, plan::ElementMapKind::pair_rows_out);
    EXPECT_EQ(c2r_kernels.front().sequences, 3 * 729) << "3 pairs x 729 columns";

    // fp32 28561 = 13^4 runs single rows in one cluster kernel each way, which beats any pairing.
    for (Direction d : {Direction::forward, Direction::inverse}) {
        const auto kernels = direction_kernels(r2c(28561, 6, Precision::F32, false), d);
        ASSERT_EQ(kernels.size(), 1u);
        EXPECT_FALSE(kernels.front().read_map.paired_rows());
    }
}

// Even n whose half does not fit one pass: the four-step of n/2 over the real row as pairs, the
// r2c's split in its rows pass over mirrored rows and the c2r's combine in its columns pass (fp32
// 2^18, 2^20 and 2^22: two kernels of n/2 each way, where the full length on real data moves half
// again as much; fp32 65536: one kernel on a cluster, whose row pass splits). Where the r2c's rows cannot
// pair (57122: n/2 = 13^4 splits 169 x 169, both odd), the half runs its own FFT (a cluster
// kernel) and a split pass of two-point sequences.
TEST(RealPlan, EvenRowsPastOnePassTakeTheHalfLengthWhereThatMovesLess) {
    const Config on_cluster = r2c(1 << 16, 3, Precision::F32, false);
    const auto cluster_forward = direction_kernels(on_cluster, Direction::forward);
    ASSERT_EQ(cluster_forward.size(), 1u);
    EXPECT_GT(cluster_forward[0].cluster_blocks, 1);
    EXPECT_EQ(cluster_forward[0].read_map.kind, plan::ElementMapKind::real_pairs);
    ASSERT_EQ(cluster_forward[0].cluster_rows.size(), 1u);
    EXPECT_TRUE(cluster_forward[0].cluster_rows[0].write_map.splits_mirror_rows());
    const auto cluster_inverse = direction_kernels(on_cluster, Direction::inverse);
    ASSERT_EQ(cluster_inverse.size(), 1u);
    EXPECT_EQ(cluster_inverse[0].read_map.kind, plan::ElementMapKind::hermitian_pairs);
    for (const int n : {1 << 18, 1 << 20, 1 << 22}) {
        const Config long_even = r2c(n, 3, Precision::F32, false);
        const auto forward = direction_kernels(long_even, Direction::forward);
        ASSERT_EQ(forward.size(), 2u) << n;
        EXPECT_EQ(forward[0].length * forward[1].length, n / 2) << n;
        EXPECT_EQ(forward[0].read_map.kind, plan::ElementMapKind::real_pairs) << n;
        EXPECT_TRUE(forward[0].read_map.aligned_pairs) << n;
        const plan::KernelSpec& rows = forward[1];
        EXPECT_TRUE(rows.write_map.splits_mirror_rows()) << n;
        EXPECT_EQ(rows.write_map.mirror_dim, static_cast<int>(rows.outer.size()) - 1) << n;
        EXPECT_EQ(rows.sequences_per_block % 2, 0) << n << ": whole pairs of rows in a block";
        EXPECT_TRUE(rows.stage_output_by_rows) << n;
        EXPECT_EQ(rows.output_span(), 3 * (n / 2 + 1)) << n << ": X[m] of the last row too";
        const auto inverse = direction_kernels(long_even, Direction::inverse);
        ASSERT_EQ(inverse.size(), 2u) << n;
        EXPECT_EQ(inverse[0].read_map.kind, plan::ElementMapKind::hermitian_pairs) << n;
        EXPECT_FALSE(inverse[0].read_map.index.is_position()) << n << ": a slice of the half";
        EXPECT_EQ(inverse[1].write_map.kind, plan::ElementMapKind::real_pairs_out) << n;
        EXPECT_TRUE(inverse[1].write_map.aligned_pairs) << n;
    }
    const auto split = direction_kernels(r2c(57122, 3, Precision::F32, false), Direction::forward);
    ASSERT_EQ(split.size(), 2u);
    EXPECT_GT(split[0].cluster_blocks, 1) << "13^4 on a cluster";
    EXPECT_EQ(split[0].target, plan::BufferRole::temp_d);
    EXPECT_FALSE(split[0].read_map) << "the real row read as complex pairs";
    EXPECT_EQ(split[1].length, 2);
    EXPECT_EQ(split[1].read_map.kind, plan::ElementMapKind::spectrum_halves);
    EXPECT_EQ(split[1].write_map.kind, plan::ElementMapKind::split_halves);
    EXPECT_EQ(split[1].sequences, 3 * (28561 / 2 + 1)) << "f = 0 ... m/2 of each row";

    // The half of 2062 is Bluestein's 1031, whose convolution one block holds: one kernel each way,
    // the r2c's split and the c2r's paired reads through its shared memory.
    for (Direction d : {Direction::forward, Direction::inverse}) {
        const auto kernels = direction_kernels(r2c(2062, 3, Precision::F32, false), d);
        ASSERT_EQ(kernels.size(), 1u);
        EXPECT_TRUE(kernels[0].convolution_op);
        EXPECT_EQ(kernels[0].store_op.length, 1031);
        EXPECT_EQ((d == Direction::forward ? kernels[0].write_map : kernels[0].read_map).kind,
                  d == Direction::forward ? plan::ElementMapKind::split_spectrum
                                          : plan::ElementMapKind::hermitian_pairs);
    }
    // A real side at odd offsets cannot be read as pairs: the full length.
    Config odd_rows = r2c(1 << 18, 3, Precision::F32, false);
    odd_rows.in_strides = {1};
    odd_rows.in_distance = (1 << 18) + 1;
    const auto unaligned = direction_kernels(odd_rows, Direction::forward);
    ASSERT_FALSE(unaligned.empty());
    EXPECT_EQ(unaligned[0].read_map.kind, plan::ElementMapKind::real);
}

// DCT-I and DST-I rows pair elementwise, so their pairs go through every form the FFT of 2(n -+ 1)
// points takes: a four-step's passes, Bluestein's kernel or kernels. Where single rows would run
// one kernel and pairs more (a convolution on a cluster, which paired rows do not take), the rows
// stay single.
TEST(RealPlan, TypeOneRowsPairPastOneKernel) {
    struct Row {
        R2RKind kind;
        std::int64_t n;
        Precision precision;
        Backend backend;
        std::size_t kernels;  // each way
        bool paired;
    };
    const Precision f32 = Precision::F32, f64 = Precision::F64;
    const std::vector<Row> rows = {
        {R2RKind::dst1, 4096, f32, Backend::cuda, 1, true},    // 8194: Bluestein in one kernel
        {R2RKind::dct1, 40000, f32, Backend::cuda, 3, true},   // 79998: Bluestein in three passes
        {R2RKind::dct1, 5000, f64, Backend::cuda, 1, false},   // 9998: a cluster convolution
        {R2RKind::dct1, 4097, f32, Backend::opencl, 2, true},  // 8192: a four-step past 48 KB
    };
    for (const Row& row : rows) {
        Config c = r2r(row.kind, row.n, 5, row.precision);
        SCOPED_TRACE(std::string(r2r_kind_name(row.kind)) + " " + std::to_string(row.n));
        for (Direction d : {Direction::forward, Direction::inverse}) {
            const auto kernels = direction_kernels(c, d, row.backend);
            ASSERT_EQ(kernels.size(), row.kernels);
            EXPECT_EQ(kernels.front().read_map.paired_r2r(), row.paired);
            EXPECT_EQ(kernels.back().write_map.paired_r2r(), row.paired);
            if (row.paired) {
                EXPECT_EQ(kernels.front().read_map.pair_rows, 5);
            }
        }
    }
}
