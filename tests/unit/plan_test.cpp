// Host-only tests of the planner: factorization, radix choice, plan trees and block shapes for a
// table of problems, against the reference devices (no device needed).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "plan/factorize.hpp"
#include "plan/measured_radices.hpp"
#include "plan/stage_radices.hpp"
#include "plan/tuning.hpp"
#include "planner_helpers.hpp"

using namespace prism;

using test::graph_for;
using test::product;

TEST(Factorize, PrimeFactorsMultiplyBack) {
    for (std::int64_t n = 1; n <= 5000; ++n) {
        auto f = plan::prime_factors(n);
        std::int64_t p = 1;
        for (auto x : f) p *= x;
        EXPECT_EQ(p, n);
        EXPECT_TRUE(std::is_sorted(f.begin(), f.end()));
    }
    EXPECT_EQ(plan::prime_factors(1000003), std::vector<std::int64_t>{1000003});
}

TEST(Factorize, ButterflyFactorsAreThirteenSmoothOrRaderPrimes) {
    EXPECT_TRUE(plan::has_butterfly_factors(1, 13));
    EXPECT_TRUE(plan::has_butterfly_factors(30030, 13));
    EXPECT_TRUE(plan::has_butterfly_factors(2 * 13 * 13 * 11, 13));
    EXPECT_FALSE(plan::has_butterfly_factors(17, 13));
    EXPECT_FALSE(plan::has_butterfly_factors(4099, 13));
    EXPECT_FALSE(plan::has_butterfly_factors(0, 13));
    // Rader primes up to the limit, with any 13-smooth cofactor.
    EXPECT_TRUE(plan::has_butterfly_factors(17, 31));
    EXPECT_TRUE(plan::has_butterfly_factors(17 * 256, 31));
    EXPECT_TRUE(plan::has_butterfly_factors(19 * 19, 31));
    EXPECT_TRUE(plan::has_butterfly_factors(31 * 128, 31));
    EXPECT_TRUE(plan::has_butterfly_factors(17 * 29 * 13 * 9, 31));
    EXPECT_FALSE(plan::has_butterfly_factors(37, 31));
    EXPECT_FALSE(plan::has_butterfly_factors(2 * 37, 31));
    EXPECT_TRUE(plan::has_butterfly_factors(61 * 8, 61));
    EXPECT_FALSE(plan::has_butterfly_factors(67, 61));
    EXPECT_FALSE(plan::has_butterfly_factors(4099, 61));
}

TEST(Factorize, RadicesMultiplyToLengthAndHaveButterflies) {
    const std::vector<int> allowed = {2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14,
                                      15, 16, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61};
    for (std::int64_t n = 1; n <= 20000; ++n) {
        if (!plan::has_butterfly_factors(n, 61)) continue;
        auto r = plan::choose_radices(n, 16);
        ASSERT_EQ(product(r), n) << n;
        EXPECT_TRUE(std::is_sorted(r.rbegin(), r.rend())) << n << ": largest radix first";
        for (int x : r) EXPECT_NE(std::find(allowed.begin(), allowed.end(), x), allowed.end()) << n;
    }
}

// The Rader prime goes first: its stage has no twiddles, and threads = N / (largest radix).
TEST(Factorize, RaderPrimesComeFirst) {
    EXPECT_EQ(plan::choose_radices(17, 16), (std::vector<int>{17}));
    EXPECT_EQ(plan::choose_radices(17 * 256, 16), (std::vector<int>{17, 16, 16}));
    EXPECT_EQ(plan::choose_radices(19 * 19, 16), (std::vector<int>{19, 19}));
    EXPECT_EQ(plan::choose_radices(31 * 128, 16), (std::vector<int>{31, 16, 8}));
    EXPECT_EQ(plan::choose_radices(23 * 13 * 3, 16), (std::vector<int>{23, 13, 3}));
}

// Past the register limit, a prime takes a shared-memory Rader stage when p - 1 factors into register
// butterflies (no nesting) and p is within the shared Rader limit.
TEST(Factorize, SharedRaderPrimesNeedRegisterButterfliesForPMinusOne) {
    EXPECT_TRUE(plan::is_shared_rader_prime(61, 59, 16384));      // 60 = 4 x 3 x 5
    EXPECT_TRUE(plan::is_shared_rader_prime(4093, 59, 16384));    // 4092 = 4 x 3 x 11 x 31
    EXPECT_TRUE(plan::is_shared_rader_prime(1021, 31, 8192));     // 1020 = 4 x 3 x 5 x 17
    EXPECT_TRUE(plan::is_shared_rader_prime(37, 31, 8192));       // 36 = 4 x 9
    EXPECT_FALSE(plan::is_shared_rader_prime(59, 59, 16384));     // a register butterfly
    EXPECT_FALSE(plan::is_shared_rader_prime(509, 59, 16384));    // 508 = 4 x 127
    EXPECT_FALSE(plan::is_shared_rader_prime(2039, 59, 16384));   // 2038 = 2 x 1019
    EXPECT_FALSE(plan::is_shared_rader_prime(16411, 59, 16384));  // past the limit
    EXPECT_FALSE(plan::is_shared_rader_prime(4095, 59, 16384));   // not a prime
    EXPECT_FALSE(plan::is_shared_rader_prime(61, 59, 0));         // shared Rader off
    EXPECT_TRUE(plan::has_butterfly_factors(4093, 59, 16384));
    EXPECT_TRUE(plan::has_butterfly_factors(61 * 67 * 4, 59, 16384));
    EXPECT_TRUE(plan::has_butterfly_factors(59 * 61, 59, 16384));
    EXPECT_FALSE(plan::has_butterfly_factors(509, 59, 16384));
    EXPECT_FALSE(plan::has_butterfly_factors(61 * 509, 59, 16384));
    EXPECT_FALSE(plan::has_butterfly_factors(4093, 59));
}

// Shared Rader stages go after the first other stage, so that register stages do the coalesced
// device reads and writes; alone, or with register stages only on one side, they come first.
TEST(Factorize, SharedRaderStagesGoAfterTheFirstOtherStage) {
    EXPECT_EQ(plan::choose_radices(4093, 16, 59), (std::vector<int>{4093}));
    EXPECT_EQ(plan::choose_radices(3 * 127 * 2, 16, 59), (std::vector<int>{6, 127}));
    EXPECT_EQ(plan::choose_radices(16 * 61, 16, 59), (std::vector<int>{16, 61}));
    EXPECT_EQ(plan::choose_radices(61 * 67, 16, 59), (std::vector<int>{67, 61}));
    EXPECT_EQ(plan::choose_radices(59 * 61 * 2, 16, 59), (std::vector<int>{59, 61, 2}));
    EXPECT_EQ(plan::choose_radices(32 * 127, 16, 59), (std::vector<int>{8, 127, 4}));
    EXPECT_EQ(plan::choose_radices(3 * 127 * 2, 16), (std::vector<int>{127, 6}))
        << "without a register limit";
}

TEST(Factorize, PowersOfTwoUseFewStagesAndAvoidRadixTwo) {
    EXPECT_EQ(plan::choose_radices(4096, 16), (std::vector<int>{16, 16, 16}));
    EXPECT_EQ(plan::choose_radices(1024, 16), (std::vector<int>{16, 16, 4}));
    EXPECT_EQ(plan::choose_radices(512, 16), (std::vector<int>{16, 8, 4}));
    EXPECT_EQ(plan::choose_radices(2, 16), (std::vector<int>{2}));
    EXPECT_TRUE(plan::choose_radices(1, 16).empty());
}

// The cost model prices a list on the thread count the solver will give it. Under a rule that
// balances from 48 butterflies, 1872 = 13 x 12 x 12 runs 156 threads, one round a stage (37 values
// a thread), where 16 x 13 x 9 keeps 117 threads and two rounds of its 13- and 9-stages (60).
// Without balancing (the default rule) the threads are the smallest stage's butterflies either way.
TEST(Factorize, CostModelPricesListsOnTheSolversThreadCount) {
    const plan::StageThreadRule balancing{512, 48};
    EXPECT_EQ(plan::choose_radices(1872, 16, 1 << 30, balancing), (std::vector<int>{13, 12, 12}));
    EXPECT_EQ(plan::stage_threads({13, 12, 12}, 1872, balancing), 156);
    EXPECT_EQ(plan::values_per_thread({13, 12, 12}, 1872, 156), 37);
    EXPECT_EQ(plan::stage_threads({16, 13, 9}, 1872, balancing), 117);
    EXPECT_EQ(plan::values_per_thread({16, 13, 9}, 1872, 117), 60);
    EXPECT_EQ(plan::choose_radices(1872, 16), (std::vector<int>{16, 13, 9}));
    EXPECT_EQ(plan::stage_threads({16, 13, 9}, 1872, {}), 117);
    // The rule's cap: 16384 = 16^3 x 4 has 1024 butterflies in its smallest stage.
    EXPECT_EQ(plan::stage_threads({16, 16, 16, 4}, 16384, balancing), 512);
}

// Small odd primes merge into composite radices: fewer stages, each thread's work even.
TEST(Factorize, SmallPrimesMergeIntoCompositeRadices) {
    EXPECT_EQ(plan::choose_radices(1000, 16), (std::vector<int>{10, 10, 10}));
    EXPECT_EQ(plan::choose_radices(1458, 16).size(), 4u);  // 2 * 3^6 was seven stages
    EXPECT_EQ(plan::choose_radices(81, 16), (std::vector<int>{9, 9}));
    EXPECT_EQ(plan::choose_radices(96, 16), (std::vector<int>{12, 8}));
    EXPECT_EQ(plan::choose_radices(11 * 13 * 9, 16), (std::vector<int>{13, 11, 9}));
    EXPECT_EQ(plan::choose_radices(61 * 15, 16), (std::vector<int>{61, 15}));
    // A smaller radix limit (OpenCL GPUs in fp64) keeps composites under it; 11 and 13 stay.
    for (int r : plan::choose_radices(2 * 3 * 3 * 11 * 13, 8)) EXPECT_TRUE(r <= 8 || r == 11 || r == 13) << r;
    // Never more stages than one per prime factor with powers of two in radix-16 chunks.
    for (std::int64_t n = 2; n <= 20000; ++n) {
        if (!plan::has_butterfly_factors(n, 13)) continue;
        EXPECT_LE(plan::choose_radices(n, 16).size(), plan::prime_factors(n).size()) << n;
    }
}

// Planes too large for the fused plane (and too few for clusters) take one kernel per axis.
TEST(PlanTree, OneKernelPerNonUnitAxisInnermostFirst) {
    Config c;
    c.shape = {8, 1, 8192};
    c.batch = 3;
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 2u);
    EXPECT_EQ(g.kernels[0].length, 8192);
    EXPECT_EQ(g.kernels[0].source, plan::BufferRole::user_input);
    EXPECT_EQ(g.kernels[1].length, 8);
    EXPECT_EQ(g.kernels[1].source, plan::BufferRole::user_output);
    EXPECT_EQ(g.kernels[0].sequences, 8 * 3);
    EXPECT_EQ(g.kernels[1].in_stride, 8192);
}

// The innermost two axes in one kernel: one block per plane where the plane is small or the planes
// fill the device, clusters of up to 8 blocks on sm_90 where there are enough of them, one kernel
// per axis otherwise (plan/tuning.cpp has the measurements).
TEST(PlanTree, FusedPlanes) {
    struct Row {
        std::vector<std::int64_t> shape;
        std::int64_t batch;
        Precision precision;
        Backend backend;
        int blocks;  // per plane; 0: one kernel per axis
    };
    const Precision f32 = Precision::F32, f64 = Precision::F64;
    const std::vector<Row> table = {
        {{64, 64}, 1, f32, Backend::cuda, 1},        {{16, 16, 16}, 1, f32, Backend::cuda, 1},
        {{8, 1, 30}, 3, f32, Backend::cuda, 1},      {{128, 128}, 1, f32, Backend::cuda, 0},
        {{128, 128}, 128, f32, Backend::cuda, 1},    {{256, 256}, 512, f32, Backend::cuda, 4},
        {{256, 256}, 256, f64, Backend::cuda, 8},    {{512, 512}, 128, f32, Backend::cuda, 0},
        {{64, 128, 128}, 1, f32, Backend::cuda, 2},  {{128, 128, 128}, 1, f32, Backend::cuda, 1},
        {{64, 64}, 1, f32, Backend::opencl, 1},      {{128, 128}, 1000, f32, Backend::opencl, 0},
    };
    for (const auto& row : table) {
        Config c;
        c.shape = row.shape;
        c.batch = row.batch;
        c.precision = row.precision;
        c.norm = Norm::ortho;
        const auto g = graph_for(c, row.backend);
        const std::size_t axes = row.shape.size() - std::count(row.shape.begin(), row.shape.end(), 1);
        const auto& k = g.kernels.front();
        const std::string at = c.precision == f32 ? "f32 " : "f64 ";
        if (row.blocks == 0) {
            EXPECT_EQ(g.kernels.size(), axes) << at << row.shape.back();
            EXPECT_TRUE(k.cluster_rows.empty()) << at << row.shape.back();
            continue;
        }
        ASSERT_EQ(g.kernels.size(), axes - 1) << at << row.shape.back();
        ASSERT_EQ(k.cluster_rows.size(), 1u) << at << row.shape.back();
        const auto& rows = k.cluster_rows.front();
        const std::int64_t n0 = row.shape[row.shape.size() - (row.shape[1] == 1 ? 3 : 2)], n1 = row.shape.back();
        EXPECT_EQ(k.cluster_blocks, row.blocks) << at << n1;
        EXPECT_EQ(k.length, n0);
        EXPECT_EQ(rows.length, n1);
        EXPECT_EQ(k.sequences_per_block * row.blocks, n1);
        EXPECT_EQ(rows.sequences_per_block * row.blocks, n0);
        EXPECT_EQ(k.threads_per_block(), rows.threads_per_block());
        EXPECT_EQ(k.blocks(), rows.blocks());
        EXPECT_FALSE(k.store_op) << "no twiddles between the axes";
        EXPECT_FALSE(rows.stage_input) << "the rows start in shared memory";
        EXPECT_EQ(k.source, plan::BufferRole::user_input);
        EXPECT_EQ(k.target, plan::BufferRole::user_output);
        // The ortho scale goes on the last pass: the plane's rows in 2-D, the last axis in 3-D.
        const bool last = g.kernels.size() == 1;
        const long double plane_scale = last ? 1.0L / std::sqrt(static_cast<long double>(n0 * n1)) : 1.0L;
        EXPECT_NEAR(static_cast<double>(rows.forward_scale), static_cast<double>(plane_scale), 1e-15) << n1;
        EXPECT_EQ(k.forward_scale, 1.0L);
    }
}

TEST(PlanTree, AllUnitAxesBecomeOneCopy) {
    Config c;
    c.shape = {1, 1};
    c.batch = 5;
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 1u);
    EXPECT_TRUE(g.kernels[0].radices.empty());
    EXPECT_EQ(g.kernels[0].sequences, 5);
}

TEST(PlanTree, PackedOuterDimsFuseIntoOne) {
    Config c;
    c.shape = {4, 6, 8192};
    c.batch = 7;
    auto g = graph_for(c);
    // Pass over the last axis: the other axes and the batch are one packed dim of 4*6*7 sequences.
    ASSERT_EQ(g.kernels[0].outer.size(), 1u);
    EXPECT_EQ(g.kernels[0].outer[0].length, 4 * 6 * 7);
    EXPECT_EQ(g.kernels[0].outer[0].in_stride, 8192);
}

TEST(PlanTree, ScalesGoOnTheLastPassOnly) {
    Config c;
    c.shape = {16, 8192};
    c.norm = Norm::ortho;
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 2u);
    EXPECT_EQ(g.kernels[0].forward_scale, 1.0L);
    EXPECT_NEAR(static_cast<double>(g.kernels[1].forward_scale), 1.0 / 362.038671967512, 1e-15);
    EXPECT_NEAR(static_cast<double>(g.kernels[1].inverse_scale), 1.0 / 362.038671967512, 1e-15);
}

TEST(PlanTree, StridedAxesMapAdjacentSequencesToAdjacentThreads) {
    Config c;
    c.shape = {64, 8192};  // blocks for every multiprocessor: full 128-byte rows (see the fill test)
    auto g = graph_for(c);
    EXPECT_EQ(g.kernels[0].mapping, plan::ThreadMapping::sequence_major);
    EXPECT_EQ(g.kernels[1].mapping, plan::ThreadMapping::batch_major);
    EXPECT_GE(g.kernels[1].sequences_per_block, 16);
}

TEST(PlanTree, BlockShapesRespectDeviceLimits) {
    for (Backend b : {Backend::cuda, Backend::opencl})
        for (std::int64_t n : {2, 8, 60, 1000, 4096, 6561, 8192, 14641}) {
            Config c;
            c.shape = {n};
            c.batch = 1000;
            auto device = api::reference_device(b);
            plan::Planner planner(device);
            plan::KernelGraph g;
            g = plan::lower(planner.plan(core::make_problem(c)));
            // multi-pass: LongAxesSplitIntoTwoOrThreePasses; clusters (CUDA 14641): ClusterFourStepOnSm90
            if (g.kernels.size() > 1 || !g.kernels[0].cluster_rows.empty()) continue;
            const auto& k = g.kernels[0];
            EXPECT_LE(k.threads_per_block(), device.max_threads_per_block) << n;
            EXPECT_LE(k.shared_bytes(), device.shared_memory_per_block) << n;
            EXPECT_GE(static_cast<std::int64_t>(k.blocks()) * k.sequences_per_block, 1000) << n;
            EXPECT_EQ(static_cast<std::int64_t>(g.lut.size()), k.twiddle_count()) << n;
        }
}

// A device whose kernels launch at most 256 threads per block (NVIDIA's OpenCL on an H100 holds
// register-heavy kernels to that, though the device admits 1024): every kernel of every plan,
// multi-kernel and cluster rows included, stays within it. ExecPlan replans within a kernel's
// limit this way when the compiled kernels report one below the plan's threads.
TEST(PlanTree, EveryKernelStaysWithinACappedThreadLimit) {
    DeviceInfo device = api::reference_device(Backend::cuda);
    device.max_threads_per_block = 256;
    struct Case {
        std::vector<std::int64_t> shape;
        Precision precision;
    };
    for (const Case& c : std::vector<Case>{{{480, 720}, Precision::F32},
                                           {{720, 1280}, Precision::F32},
                                           {{1080, 1920}, Precision::F32},
                                           {{1440, 2560}, Precision::F32},
                                           {{16411}, Precision::F32},
                                           {{65537}, Precision::F32},
                                           {{65537}, Precision::F64},
                                           {{10976}, Precision::F32},
                                           {{16384}, Precision::F32},
                                           {{12288}, Precision::F32},
                                           {{14641}, Precision::F32},
                                           {{3267}, Precision::F64},
                                           {{1 << 20}, Precision::F32},
                                           {{4093}, Precision::F32},
                                           {{2039}, Precision::F64}}) {
        Config config;
        config.shape = c.shape;
        config.precision = c.precision;
        plan::Planner planner(device);
        const plan::KernelGraph g = plan::lower(planner.plan(core::make_problem(config)));
        for (const auto& k : g.kernels) {
            EXPECT_LE(k.threads_per_block(), 256) << c.shape.back() << " " << k.name;
            for (const auto& rows : k.cluster_rows)
                EXPECT_LE(rows.threads_per_block(), 256) << c.shape.back();
        }
    }
}

// The block shapes of C2C powers of two past the staged sizes, which stood at 0.98 to 1.0 of cuFFT
// on an H200: T threads per sequence, S sequences per block, elements per sequence in shared memory.
// The staged ones (T < 8) fit the 48 KB budget in whole warps. The radices are pinned to the cost
// model's, since the measured table gives some of these lengths others (128 f32: 2x8x8).
// Mixed radices: from 48 butterflies in the smallest stage, the thread count that keeps the most
// thread slots busy (2940 = 15 x 14 x 14: 210 threads do every radix-14 stage in one round, where
// 196 took two with 14 busy in the second); smaller kernels keep one thread per butterfly of the
// smallest stage, and so does a length whose stages all have as many butterflies.
TEST(PlanTree, MixedRadixThreadCountsKeepStagesBusy) {
    struct Row {
        std::int64_t n;
        int threads;
    };
    for (const Row& row : std::vector<Row>{{2940, 210}, {3136, 224}, {55, 5}, {245, 35}, {4096, 256}, {1000, 100}, {3969, 567}}) {
        Config c;
        c.shape = {row.n};
        c.batch = 1000;
        const auto& k = graph_for(c).kernels.front();
        EXPECT_EQ(k.threads_per_sequence, row.threads) << row.n;
        std::int64_t slots = 0, busy = 0;
        for (int r : k.radices) {
            busy += row.n / r;
            slots += (row.n / r + k.threads_per_sequence - 1) / k.threads_per_sequence * k.threads_per_sequence;
        }
        if (row.n == 2940) {
            EXPECT_GT(static_cast<double>(busy) / static_cast<double>(slots), 0.95);
        }
    }
}

TEST(PlanTree, PowerOfTwoBlockShapes) {
    struct Shape {
        std::int64_t n;
        Precision precision;
        int threads, sequences;
        std::int64_t pitch;
    };
    for (const Shape& want :
         {Shape{128, Precision::F32, 8, 32, 136}, Shape{256, Precision::F32, 16, 16, 272},
          Shape{1024, Precision::F32, 64, 4, 1088}, Shape{4096, Precision::F32, 256, 1, 4352},
          Shape{128, Precision::F64, 8, 16, 136}, Shape{1024, Precision::F64, 64, 2, 1088},
          Shape{4096, Precision::F64, 256, 1, 4352}}) {
        Config c;
        c.shape = {want.n};
        c.batch = 1 << 16;
        c.precision = want.precision;
        c.stage_radices = {plan::choose_radices(want.n, 16)};  // the model's lists, not the measured table's
        const auto g = graph_for(c);
        ASSERT_EQ(g.kernels.size(), 1u);
        const auto& k = g.kernels[0];
        EXPECT_EQ(k.threads_per_sequence, want.threads) << want.n;
        EXPECT_EQ(k.sequences_per_block, want.sequences) << want.n;
        EXPECT_EQ(k.padded_length(), want.pitch) << want.n;
    }
    for (Precision p : {Precision::F32, Precision::F64})
        for (std::int64_t n : {2, 4, 8, 16, 32, 64}) {
            Config c;
            c.shape = {n};
            c.batch = 1 << 16;
            c.precision = p;
            c.stage_radices = {plan::choose_radices(n, 16)};
            const auto& k = graph_for(c).kernels.at(0);
            ASSERT_TRUE(k.stage_input && k.stage_output) << n;
            EXPECT_LE(k.shared_bytes(), 48u * 1024) << n;
            EXPECT_EQ(k.threads_per_block() % 32, 0) << n;
        }
}

// CUDA fp64 blocks of several sequences take whole groups of 4 warps, which fit the four
// schedulers' registers evenly (plan/tuning.cpp); fp32 blocks keep their shape.
TEST(PlanTree, Fp64BlocksTakeWholeWarpQuads) {
    struct Shape {
        std::int64_t n;
        Precision precision;
        int threads_per_block;
    };
    for (const Shape& want : {Shape{91, Precision::F64, 126}, Shape{65, Precision::F64, 125},
                              Shape{455, Precision::F64, 105}, Shape{637, Precision::F64, 98},
                              Shape{1024, Precision::F64, 128}, Shape{91, Precision::F32, 224}}) {
        Config c;
        c.shape = {want.n};
        c.batch = 1 << 16;
        c.precision = want.precision;
        const auto& k = graph_for(c).kernels.at(0);
        EXPECT_EQ(k.threads_per_block(), want.threads_per_block) << want.n;
    }
    for (std::int64_t n = 2; n <= 4096; ++n) {
        if (plan::prime_factors(n).back() > 13) continue;
        Config c;
        c.shape = {n};
        c.batch = 1 << 16;
        c.precision = Precision::F64;
        const auto& k = graph_for(c).kernels.at(0);
        const int warps = (k.threads_per_block() + 31) / 32;
        if (k.sequences_per_block > 1 && warps > 4) {
            EXPECT_EQ(warps % 4, 0) << n;
        }
    }
}

// A measured row's launch bound goes with its radices to the plain kernel only.
TEST(PlanTree, MeasuredRowsCarryTheirLaunchBound) {
    Config c;
    c.shape = {3549};
    c.batch = 64;
    EXPECT_EQ(graph_for(c).kernels.at(0).min_resident_blocks, 4);
    EXPECT_EQ(graph_for(c, Backend::opencl).kernels.at(0).min_resident_blocks, 0);  // no row for that class
    c.stage_radices = {{7, 13, 13, 3}};  // another list of the same length: no bound
    EXPECT_EQ(graph_for(c).kernels.at(0).min_resident_blocks, 0);
    c.stage_radices.clear();
    c.shape = {3549, 2};  // a strided axis is not the plain kernel the row was measured on
    int strided = 0;
    for (const auto& k : graph_for(c).kernels)
        if (k.length == 3549) {
            EXPECT_NE(k.in_stride, 1);
            EXPECT_EQ(k.min_resident_blocks, 0);
            ++strided;
        }
    EXPECT_EQ(strided, 1);
}

// CUDA fp32 plain kernels of one sequence past 5120 points, two of whose blocks fit an SM's shared
// memory, take half the thread rule's threads and a launch bound of two blocks, but past 12288
// points and 50 values a thread (14175, 13000) no bound (plan/tuning.cpp); shorter ones, those one
// block's shared memory fills, fp64 and OpenCL keep the rule's count. (No length here has a
// measured row.)
TEST(PlanTree, LongSequencesTakeHalfTheThreadsAndTwoBlocks) {
    struct Shape {
        std::int64_t n;
        Precision precision;
        int threads;
        int resident_blocks;
    };
    for (const Shape& want : {Shape{6144, Precision::F32, 256, 2}, Shape{11025, Precision::F32, 197, 2},
                              Shape{5250, Precision::F32, 175, 2}, Shape{14175, Precision::F32, 256, 0},
                              Shape{13000, Precision::F32, 256, 0}, Shape{7875, Precision::F32, 141, 2},
                              Shape{4608, Precision::F32, 576, 0}, Shape{16384, Precision::F32, 512, 0},
                              Shape{8192, Precision::F64, 512, 0}}) {
        Config c;
        c.shape = {want.n};
        c.batch = 64;
        c.precision = want.precision;
        const auto& k = graph_for(c).kernels.at(0);
        EXPECT_EQ(k.threads_per_block(), want.threads) << want.n;
        EXPECT_EQ(k.min_resident_blocks, want.resident_blocks) << want.n;
    }
    Config c;
    c.shape = {6144};
    c.batch = 64;
    EXPECT_EQ(graph_for(c, Backend::opencl).kernels.at(0).min_resident_blocks, 0);
}

// Lengths past one pass: a two-step split while both factors fit a pass with sector-wide blocks,
// three steps beyond; every kernel fits the device, intermediate data goes through temps. (2^15
// ... 2^17 and 13^4 take one kernel on a cluster: ClusterFourStepOnSm90.)
TEST(PlanTree, LongAxesSplitIntoTwoOrThreePasses) {
    const DeviceInfo device = api::reference_device(Backend::cuda);
    const std::vector<std::pair<std::int64_t, std::size_t>> table = {
        {16384, 1}, {1 << 18, 2}, {1 << 20, 2}, {1 << 22, 2}, {std::int64_t{1} << 27, 3},
        {14641, 1}};
    for (auto [n, passes] : table) {
        Config c;
        c.shape = {n};
        auto g = graph_for(c);
        ASSERT_EQ(g.kernels.size(), passes) << n;
        for (const auto& k : g.kernels) EXPECT_LE(k.shared_bytes(), device.shared_memory_per_block) << n;
        if (passes == 1) continue;
        EXPECT_EQ(g.kernels.front().store_op.kind, plan::ElementOpKind::twiddle) << n;
        EXPECT_EQ(g.kernels.front().source, plan::BufferRole::user_input) << n;
        EXPECT_EQ(g.kernels.back().target, plan::BufferRole::user_output) << n;
        EXPECT_TRUE(g.kernels.back().stage_output_by_rows) << n;
        EXPECT_EQ(g.temp_elements[0], n) << n;
        std::int64_t product = 1;
        for (const auto& k : g.kernels) product *= k.length;
        EXPECT_EQ(product, n);
    }
}

// A strided pass with too few blocks for the multiprocessors (a batch-1 1024x1024's columns: 64
// blocks of 16 for the reference device's 132) halves its sequences per block, down to 64-byte
// rows in fp32 on CUDA; with blocks to spare, blocks within the shared budget (256 or 512 points
// a column) keep full 128-byte rows, and blocks that would sit alone on a multiprocessor (batch 4's
// 16 columns of 1024 points, 139 KB) halve to share it (LoneStridedBlocksHalveToShareAMultiprocessor).
TEST(PlanTree, StridedBlocksShrinkToFillTheMultiprocessors) {
    struct Row {
        std::vector<std::int64_t> shape;
        std::int64_t batch;
        int sequences_per_block;
    };
    const std::vector<Row> table = {{{1024, 1024}, 1, 8},
                                    {{1024, 1024}, 4, 8},
                                    {{512, 512}, 16, 16},
                                    {{512, 512}, 1, 8},
                                    {{256, 4096}, 1, 16},
                                    {{256, 512}, 1, 16}};
    for (const auto& row : table) {
        Config c;
        c.shape = row.shape;
        c.batch = row.batch;
        const auto g = graph_for(c);
        const auto strided = std::find_if(g.kernels.begin(), g.kernels.end(), [](const plan::KernelSpec& k) {
            return k.mapping == plan::ThreadMapping::batch_major;
        });
        ASSERT_NE(strided, g.kernels.end()) << row.shape[0] << "x" << row.shape[1];
        EXPECT_EQ(strided->sequences_per_block, row.sequences_per_block)
            << row.shape[0] << "x" << row.shape[1];
    }
    Config f64;  // 8 sequences of 512 fp64 points are past the budget: 4, 64-byte rows
    f64.shape = {512, 512};
    f64.precision = Precision::F64;
    for (const auto& k : graph_for(f64).kernels) {
        if (k.mapping == plan::ThreadMapping::batch_major) {
            EXPECT_EQ(k.sequences_per_block, 4);
        }
    }
}

// A strided block past half a block's shared memory sits alone on a multiprocessor; the tuning
// halves it to two a multiprocessor with a launch bound of two where its rows keep 64 bytes: fp32
// four-step passes of 1024 points both ways, fp64 only the second pass (its first measured slower).
// The OpenCL reference device has no such rule; passes already within half (512 points) are left.
TEST(PlanTree, LoneStridedBlocksHalveToShareAMultiprocessor) {
    const DeviceInfo device = api::reference_device(Backend::cuda);
    struct Pass {
        int sequences_per_block;
        int resident_blocks;
    };
    struct Row {
        Precision precision;
        std::int64_t n, batch;
        Pass columns, rows;
    };
    const std::vector<Row> table = {
        {Precision::F32, 1 << 20, 128, {8, 2}, {8, 2}},   // 1024 x 1024: 16 sequences were 139 KB
        {Precision::F32, 1 << 19, 256, {16, 0}, {8, 2}},  // 512 x 1024: the 512 columns fit twice already
        {Precision::F64, 1 << 20, 64, {8, 0}, {4, 2}},    // fp64 keeps its first pass whole
        {Precision::F32, 1 << 18, 512, {16, 0}, {16, 0}}, // 512 x 512: nothing alone
    };
    for (const auto& row : table) {
        Config c;
        c.shape = {row.n};
        c.batch = row.batch;
        c.precision = row.precision;
        const auto g = graph_for(c);
        ASSERT_EQ(g.kernels.size(), 2u) << row.n;
        const Pass got[2] = {{g.kernels[0].sequences_per_block, g.kernels[0].min_resident_blocks},
                             {g.kernels[1].sequences_per_block, g.kernels[1].min_resident_blocks}};
        const Pass want[2] = {row.columns, row.rows};
        for (int p = 0; p < 2; ++p) {
            EXPECT_EQ(got[p].sequences_per_block, want[p].sequences_per_block) << row.n << " pass " << p;
            EXPECT_EQ(got[p].resident_blocks, want[p].resident_blocks) << row.n << " pass " << p;
            if (want[p].resident_blocks == 2) {
                EXPECT_LE(2 * g.kernels[p].shared_bytes(), device.shared_memory_per_block) << row.n << " pass " << p;
            }
        }
    }
    Config opencl;
    opencl.shape = {1 << 20};
    opencl.batch = 16;
    for (const auto& k : graph_for(opencl, Backend::opencl).kernels) EXPECT_EQ(k.min_resident_blocks, 0);
    // The explanation names the launch bound, which the kernel list showed nowhere before.
    Config c;
    c.shape = {1 << 20};
    c.batch = 128;
    const std::string text = api::explain(c, device);
    EXPECT_NE(text.find("512 threads, bound to 2 blocks a multiprocessor, 69632 B shared"), std::string::npos) << text;
}

// The plan tree says where a kernel's rows take the pair butterflies to 31 behind barriers
// (plan::shared_rows_pairs_up_to's lists): a radix of 29 (58), a Rader prime whose p - 1 holds 29
// (118 = 59 x 2; 233 through shared memory) or of 31 (248 = 31 x 8); not an unlisted length (87)
// nor one without a prime past 23 (4096).
TEST(PlanTree, SummaryNamesPairsBehindBarriers) {
    const DeviceInfo device = api::reference_device(Backend::cuda);
    const std::string named = ", pair butterflies to 31 behind barriers";
    for (std::int64_t n : {58, 118, 233, 248, 87, 4096}) {
        Config c;
        c.shape = {n};
        c.batch = 1024;
        const bool listed = n != 87 && n != 4096;
        EXPECT_EQ(api::explain(c, device).find(named) != std::string::npos, listed) << n;
    }
}

// The four-step twiddle is computed in the kernel (cos/sin pi of the exact fraction) for the
// power-of-two lengths the device class's rows name, and read from the split table elsewhere.
TEST(PlanTree, FourStepTwiddleComputedWhereTheTuningSays) {
    struct Row {
        std::int64_t n;
        Precision precision;
        bool computed;
    };
    const std::vector<Row> table = {{1 << 20, Precision::F32, false}, {1 << 22, Precision::F32, true},
                                    {1 << 24, Precision::F32, true},  {1 << 25, Precision::F32, true},
                                    {3 << 20, Precision::F32, false}, {1 << 22, Precision::F64, false},
                                    {1 << 24, Precision::F64, true}};
    for (const auto& row : table) {
        Config c;
        c.shape = {row.n};
        c.precision = row.precision;
        int twiddled = 0, computed = 0;
        for (const auto& k : graph_for(c).kernels)
            if (k.store_op.kind == plan::ElementOpKind::twiddle) ++twiddled, computed += k.store_op.computed;
        EXPECT_GT(twiddled, 0) << row.n;
        EXPECT_EQ(computed > 0, row.computed) << row.n;
    }
    EXPECT_FALSE(plan::computes_four_step_twiddle(plan::DeviceClass::cpu, Precision::F32, 1 << 22));
    EXPECT_TRUE(plan::computes_four_step_twiddle(plan::DeviceClass::opencl_gpu, Precision::F32, 1 << 22));
    EXPECT_FALSE(plan::computes_four_step_twiddle(plan::DeviceClass::cuda_gpu, Precision::F32, 1 << 28));
}

// A plain 20736 pass takes its measured one-block row (54x48x8 on 432 threads, timed at 1.4x the
// cluster) instead of the cluster list; so do contiguous rows padded to 20736 (10007's M), through
// Bluestein's measured one kernel.
TEST(PlanTree, AMeasuredOneBlockRowTakesAPlainPassOffTheClusterList) {
    Config plain;
    plain.shape = {20736};
    plain.batch = 5;
    const auto g = graph_for(plain);
    ASSERT_EQ(g.kernels.size(), 1u);
    EXPECT_TRUE(g.kernels.front().cluster_rows.empty());
    EXPECT_EQ(g.kernels.front().radices, (std::vector<int>{54, 48, 8}));
    EXPECT_EQ(g.kernels.front().threads_per_sequence, 432);
    // Contiguous rows of 10007 take Bluestein's measured one kernel of 20736 (session 21; they
    // had taken two cluster kernels); a strided axis of 10007, which no Bluestein row speaks of,
    // keeps two FFTs, each a four-step over the 4 columns (one column of 20736 points is a row of 8
    // bytes; the temp between them keeps the columns fastest).
    Config bluestein;
    bluestein.shape = {10007};
    bluestein.batch = 5;
    auto b = graph_for(bluestein);
    ASSERT_EQ(b.kernels.size(), 1u);
    EXPECT_TRUE(b.kernels.front().convolution_op);
    bluestein.shape = {10007, 4};
    b = graph_for(bluestein);
    for (const auto& k : b.kernels) EXPECT_FALSE(k.convolution_op);
    ASSERT_EQ(b.kernels.size(), 5u) << "rows of 4, two four-steps of 144 x 144";
    EXPECT_EQ(b.kernels[1].length * b.kernels[2].length, 20736);
    EXPECT_EQ(b.kernels[3].length * b.kernels[4].length, 20736);
}

// A sequence a few blocks' shared memory holds runs as one kernel on a thread-block cluster where
// the device has them (CUDA sm_90): the column pass's blocks hold N2 / K columns each, the row
// pass's N1 / K rows, one block shape, no temp. Elsewhere, and past 16 blocks, the two-kernel form.
// 14641, which one block holds, takes a cluster because the tuning lists it (measured); 12288 no
// longer does (its measured one-block row ran 1.47x the cluster). Past one block only the lengths
// the tuning lists take a cluster: 50000 and 59049 (10 and 9 blocks) ran faster as two kernels,
// and 2^17 ran even (it left the list in session 26, when the r2c 2^18 no longer needed it).
TEST(PlanTree, ClusterFourStepOnSm90) {
    struct Row {
        std::int64_t n;
        Precision precision;
        int blocks;  // 0: no cluster
    };
    const std::vector<Row> table = {
        {1 << 15, Precision::F32, 8}, {1 << 16, Precision::F32, 16}, {1 << 17, Precision::F32, 0},
        {1 << 18, Precision::F32, 0}, {28561, Precision::F32, 13},   {14641, Precision::F32, 11},
        {1 << 14, Precision::F64, 4}, {1 << 15, Precision::F64, 8},  {1 << 16, Precision::F64, 0},
        {50000, Precision::F32, 0},   {59049, Precision::F32, 0},    {20000, Precision::F64, 0}};
    Config one_block;
    one_block.shape = {12288};
    one_block.batch = 5;
    const auto single = graph_for(one_block);
    ASSERT_EQ(single.kernels.size(), 1u);
    EXPECT_TRUE(single.kernels.front().cluster_rows.empty());
    EXPECT_EQ(single.kernels.front().length, 12288);
    DeviceInfo ampere = api::reference_device(Backend::cuda);
    ampere.architecture = "sm_80";
    for (const auto& row : table) {
        Config c;
        c.shape = {row.n};
        c.batch = 5;
        c.precision = row.precision;
        const auto g = graph_for(c);
        if (row.blocks == 0) {
            EXPECT_EQ(g.kernels.size(), 2u) << row.n;
            continue;
        }
        ASSERT_EQ(g.kernels.size(), 1u) << row.n;
        const auto& k = g.kernels.front();
        ASSERT_EQ(k.cluster_rows.size(), 1u) << row.n;
        const auto& rows = k.cluster_rows.front();
        EXPECT_EQ(k.cluster_blocks, row.blocks) << row.n;
        EXPECT_EQ(k.length * rows.length, row.n);
        EXPECT_EQ(k.sequences_per_block * row.blocks, rows.length) << row.n;  // S1 = N2 / K columns
        EXPECT_EQ(rows.sequences_per_block * row.blocks, k.length) << row.n;  // S2 = N1 / K rows
        EXPECT_EQ(k.threads_per_block(), rows.threads_per_block()) << row.n;
        EXPECT_EQ(k.blocks(), rows.blocks()) << row.n;
        EXPECT_EQ(k.blocks(), static_cast<std::uint64_t>(5 * row.blocks)) << row.n;
        EXPECT_EQ(k.store_op.kind, plan::ElementOpKind::twiddle) << row.n;
        EXPECT_TRUE(rows.stage_output_by_rows) << row.n;
        EXPECT_EQ(k.source, plan::BufferRole::user_input);
        EXPECT_EQ(k.target, plan::BufferRole::user_output);
        EXPECT_EQ(g.temp_elements[0], 0) << row.n;
        EXPECT_LE(k.shared_bytes(), api::reference_device(Backend::cuda).shared_memory_per_block) << row.n;
        EXPECT_EQ(graph_for(c, Backend::opencl).kernels.front().cluster_blocks, 1) << row.n;
        const auto elsewhere = plan::plan_and_lower(core::make_problem(c), ampere).graph;
        for (const auto& other : elsewhere.kernels) EXPECT_TRUE(other.cluster_rows.empty()) << row.n;
    }
}

// Rader: primes from 17 to the tuning table's limit are radices of the single-pass kernel, the
// prime first; the block stays within the register budget a Rader stage needs.
TEST(PlanTree, RaderPrimesGoSinglePass) {
    struct Row {
        std::int64_t n;
        Precision precision;
        std::vector<int> radices;
    };
    const std::vector<Row> table = {
        {17, Precision::F32, {17}},
        {17, Precision::F64, {17}},
        {17 * 256, Precision::F32, {17, 16, 16}},
        {17 * 256, Precision::F64, {17, 16, 16}},
        {19 * 19, Precision::F32, {19, 19}},
        {31 * 128, Precision::F32, {31, 16, 8}},
        {31 * 128, Precision::F64, {31, 16, 8}},
        {23 * 13 * 3, Precision::F64, {23, 13, 3}},
        {47 * 2, Precision::F32, {47, 2}},
        {59 * 256, Precision::F32, {59, 16, 16}},
        {17 * 512, Precision::F32, {17, 16, 8, 4}},
    };
    for (Backend b : {Backend::cuda, Backend::opencl})
        for (const auto& row : table) {
            Config c;
            c.shape = {row.n};
            c.precision = row.precision;
            c.batch = 1000;
            const auto device = api::reference_device(b);
            const auto& tuning = plan::block_shape_tuning(plan::classify(device), row.precision);
            const std::int64_t bytes = row.n * (row.precision == Precision::F64 ? 16 : 8);
            if (row.radices.front() > tuning.largest_rader_prime ||
                bytes > static_cast<std::int64_t>(device.shared_memory_per_block))
                continue;  // Bluestein, or a four-step on the smaller reference device
            auto g = graph_for(c, b);
            ASSERT_EQ(g.kernels.size(), 1u) << row.n;
            EXPECT_EQ(g.kernels[0].radices, row.radices) << row.n;
            EXPECT_FALSE(g.kernels[0].load_op) << row.n;
            EXPECT_LE(g.kernels[0].threads_per_block(), tuning.max_rader_block_threads) << row.n;
        }
    // A four-step pass with a Rader radix keeps the same block limit (53 x 8 x 4 columns).
    Config c;
    c.shape = {53 * 65536};
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 2u);
    EXPECT_EQ(g.kernels[0].radices.front(), 53);
    EXPECT_LE(g.kernels[0].threads_per_block(), 256);
}

// The limit is per device class and precision (plan/tuning.cpp): the largest Rader prime goes single
// pass in registers, the next prime single pass through shared memory (past the primes that take one
// register butterfly alone, largest_register_prime_alone).
TEST(PlanTree, PrimesPastTheRaderLimitGoThroughSharedMemory) {
    auto next_prime = [](std::int64_t n) {
        do ++n;
        while (plan::prime_factors(n).size() != 1);
        return n;
    };
    for (Backend b : {Backend::cuda, Backend::opencl})
        for (Precision p : {Precision::F32, Precision::F64}) {
            const auto device = api::reference_device(b);
            const auto& tuning = plan::block_shape_tuning(plan::classify(device), p);
            const int limit = tuning.largest_rader_prime;
            ASSERT_GE(limit, 19) << "Rader covers at least 17 and 19";
            ASSERT_EQ(plan::prime_factors(limit).size(), 1u) << limit << " is a prime";
            Config c;
            c.precision = p;
            c.shape = {limit};
            auto g = graph_for(c, b);
            ASSERT_EQ(g.kernels.size(), 1u) << limit;
            EXPECT_EQ(g.kernels[0].radices, (std::vector<int>{limit}));
            EXPECT_TRUE(g.kernels[0].shared_rader.empty()) << limit;
            c.shape = {next_prime(std::max(limit, tuning.largest_register_prime_alone))};
            g = graph_for(c, b);
            ASSERT_EQ(g.kernels.size(), 1u) << c.shape[0];
            ASSERT_EQ(g.kernels[0].shared_rader.size(), 1u) << c.shape[0];
            EXPECT_EQ(g.kernels[0].shared_rader[0].prime, c.shape[0]);
        }
    // The H100's limits, measured with ptxas (registers, no spills): 59 in fp32, 31 in fp64.
    const auto h100 = plan::classify(api::reference_device(Backend::cuda));
    EXPECT_EQ(plan::block_shape_tuning(h100, Precision::F32).largest_rader_prime, 59);
    EXPECT_EQ(plan::block_shape_tuning(h100, Precision::F64).largest_rader_prime, 31);
    Config c;
    c.shape = {167};  // 166 = 2 x 83: no shared Rader either; Bluestein in one kernel
    ASSERT_EQ(graph_for(c).kernels.size(), 1u);
    EXPECT_TRUE(graph_for(c).kernels[0].convolution_op);
    c.shape = {167 * 64};  // a prime factor past the limits: Bluestein on the whole length
    EXPECT_EQ(graph_for(c).kernels[0].load_op.kind, plan::ElementOpKind::chirp);
}

// fp64 primes past the Rader limit up to largest_register_prime_alone (61 on CUDA and the CPU) run
// alone as one register butterfly a sequence, one stage; past them (67) they keep shared-memory
// Rader (or Bluestein where the device class has no Rader for p - 1).
// Beside other factors (74 = 2 x 37) they run as register pairs where the tuning's
// plain_rows_pairs_up_to reaches them (CUDA and the CPU), shared Rader or Bluestein elsewhere.
TEST(PlanTree, Fp64PrimesAloneUpTo61TakeOneRegisterButterfly) {
    for (Backend b : {Backend::cuda, Backend::opencl}) {
        const auto device = api::reference_device(b);
        const int alone =
            plan::block_shape_tuning(plan::classify(device), Precision::F64).largest_register_prime_alone;
        Config c;
        c.precision = Precision::F64;
        c.batch = 1000;
        const int beside =
            plan::block_shape_tuning(plan::classify(device), Precision::F64).plain_rows_pairs_up_to;
        for (std::int64_t n : {37, 43, 61, 67, 74}) {
            c.shape = {n};
            auto g = graph_for(c, b);
            ASSERT_EQ(g.kernels.size(), 1u) << n;
            if (n == 74 && beside >= 37) {
                EXPECT_EQ(g.kernels[0].radices, (std::vector<int>{37, 2}));
                EXPECT_TRUE(g.kernels[0].shared_rader.empty() && !g.kernels[0].convolution_op);
                EXPECT_GE(g.kernels[0].shared_rows_pairs_up_to, 37);
                continue;
            }
            const bool register_butterfly = n <= alone;
            const bool other_solver = !g.kernels[0].shared_rader.empty() || g.kernels[0].convolution_op;
            EXPECT_EQ(other_solver, !register_butterfly) << n;  // shared Rader, or Bluestein on OpenCL GPUs
            if (register_butterfly) {
                EXPECT_EQ(g.kernels[0].radices, (std::vector<int>{static_cast<int>(n)})) << n;
                EXPECT_EQ(g.kernels[0].threads_per_sequence, 1) << n;
            }
        }
        // R2C rows of a prime alone take one register butterfly up to largest_real_register_prime_alone
        // (59 on CUDA and the CPU), shared Rader past it (122 = 2 x 61, its half 61) or where it is 0.
        const int real_alone =
            plan::block_shape_tuning(plan::classify(device), Precision::F64).largest_real_register_prime_alone;
        c.transform = Transform::R2C;
        for (std::int64_t n : {37, 74, 118, 122}) {
            c.shape = {n};
            const std::int64_t prime = n % 2 == 0 ? n / 2 : n;
            for (const auto& kernel : graph_for(c, b).kernels)
                EXPECT_EQ(kernel.shared_rader.empty() && !kernel.convolution_op, prime <= real_alone)
                    << "r2c " << n;  // else shared Rader, or Bluestein where p - 1 has no Rader
        }
    }
    EXPECT_EQ(plan::block_shape_tuning(plan::classify(api::reference_device(Backend::cuda)), Precision::F64)
                  .largest_register_prime_alone,
              61);
}

// fp64 plain complex rows with a prime past largest_rader_prime up to plain_rows_pairs_up_to (53 on
// CUDA) beside other factors run it as a register radix taking the pairs behind barriers, where
// shared Rader (74, 159) or Bluestein (94 = 2 x 47, whose 46 is not 13-smooth) ran before; 59
// only at its listed lengths (118, not 177); R2C rows with such a prime beside factors keep the old
// solvers.
TEST(PlanTree, Fp64PrimesBesideFactorsTakeRegisterPairs) {
    Config c;
    c.precision = Precision::F64;
    c.batch = 1000;
    const auto single_register_kernel = [&](std::int64_t n, int prime) {
        c.shape = {n};
        const auto g = graph_for(c, Backend::cuda);
        ASSERT_EQ(g.kernels.size(), 1u) << n;
        const auto& k = g.kernels[0];
        EXPECT_TRUE(k.shared_rader.empty() && !k.convolution_op) << n;
        EXPECT_NE(std::find(k.radices.begin(), k.radices.end(), prime), k.radices.end()) << n;
        EXPECT_GE(k.shared_rows_pairs_up_to, prime) << n;
    };
    single_register_kernel(74, 37);
    single_register_kernel(94, 47);
    single_register_kernel(159, 53);
    single_register_kernel(1504, 47);
    single_register_kernel(118, 59);
    c.shape = {177};
    EXPECT_TRUE(graph_for(c, Backend::cuda).kernels[0].convolution_op) << "177 = 3 x 59: Bluestein";
    c.transform = Transform::R2C;
    c.shape = {148};  // its half, 74 = 2 x 37, runs real rows: shared Rader for 37
    for (const auto& kernel : graph_for(c, Backend::cuda).kernels)
        EXPECT_FALSE(kernel.shared_rader.empty()) << "r2c 148";
}

// Fused planes (CUDA): fp64 planes with a prime past joined_largest_prime (43) run each axis in its
// own pass; planes whose block would grow past joined_threads_growth_up_to (4) times the busier
// pass's threads (53 x 16: 848 threads for 16 columns and 53 rows) too; 37 x 37 stays one kernel.
TEST(PlanTree, FusedPlanesStayWithinTheirPrimeAndGrowthBounds) {
    Config c;
    c.batch = 100;
    const auto kernels = [&](std::vector<std::int64_t> shape, Precision precision) {
        c.shape = std::move(shape);
        c.precision = precision;
        return graph_for(c, Backend::cuda).kernels.size();
    };
    EXPECT_EQ(kernels({37, 37}, Precision::F64), 1u);
    EXPECT_EQ(kernels({43, 43}, Precision::F64), 1u);
    EXPECT_EQ(kernels({47, 47}, Precision::F64), 2u);
    EXPECT_EQ(kernels({59, 59}, Precision::F32), 1u);
    EXPECT_EQ(kernels({53, 16}, Precision::F64), 2u);
    EXPECT_EQ(kernels({59, 16}, Precision::F32), 2u);
    EXPECT_EQ(kernels({64, 64}, Precision::F32), 1u);
}

// A prime alone whose p - 1 holds a register Rader prime q runs shared Rader only for q up to the
// tuning's shared_rader_nested_primes_up_to (31 in fp32, 23 in fp64 on CUDA and the CPU) and p below
// shared_rader_nested_below (300, 1000), else Bluestein (one kernel on CUDA): fp32 1181 = 4 x 5 x 59
// + 1, 4093 = 4 x 3 x 11 x 31 + 1 and fp64 311 = 2 x 5 x 31 + 1, 1123 go to Bluestein; fp32 229 =
// 4 x 3 x 19 + 1 and fp64 409 = 8 x 3 x 17 + 1 keep shared Rader, and so does fp64 641 (p - 1
// 13-smooth) past the length bound.
TEST(PlanTree, NestedRaderPrimesPastTheBoundGoToBluestein) {
    struct Case {
        std::int64_t n;
        Precision precision;
        bool shared_rader;
    };
    const Case cases[] = {{1181, Precision::F32, false}, {821, Precision::F32, false},
                          {4093, Precision::F32, false},  {229, Precision::F32, true},
                          {311, Precision::F64, false},   {1123, Precision::F64, false},
                          {409, Precision::F64, true},    {641, Precision::F64, true}};
    for (Backend b : {Backend::cuda, Backend::opencl})
        for (const DeviceInfo& device : {api::reference_device(b), test::reference_cpu_device()}) {
            if (plan::classify(device) == plan::DeviceClass::opencl_gpu) continue;  // rows not measured
            for (const Case& k : cases) {
                Config c;
                c.shape = {k.n};
                c.precision = k.precision;
                c.batch = 100;
                const auto g = graph_for(c, device);
                bool shared_rader = false, bluestein = false;  // the CPU's Bluestein takes several kernels
                for (const auto& kernel : g.kernels) {
                    shared_rader = shared_rader || !kernel.shared_rader.empty();
                    bluestein = bluestein || kernel.convolution_op ||
                                kernel.load_op.kind == plan::ElementOpKind::chirp;
                }
                EXPECT_EQ(shared_rader, k.shared_rader) << k.n;
                EXPECT_EQ(bluestein, !k.shared_rader) << k.n;
                if (k.shared_rader) {
                    EXPECT_EQ(g.kernels.size(), 1u) << k.n;
                }
            }
        }
}

// Measured sub-FFT radices (plan::measured_rader_sub_radices): each row is a prime whose list
// multiplies to p - 1 from radices the device builds, and its CUDA plan takes the list, while the
// CPU's keeps the cost model's (fp32 3121: 13 x 8 x 6 x 5 against 16 x 15 x 13).
TEST(PlanTree, MeasuredRaderSubRadicesReplaceTheCostModelsOnTheirDevice) {
    for (Precision p : {Precision::F32, Precision::F64})
        for (std::int64_t prime = 17; prime < 16384; prime += 2) {
            const auto* list = plan::measured_rader_sub_radices(plan::DeviceClass::cuda_gpu, p, prime);
            if (!list) continue;
            EXPECT_TRUE(plan::is_prime(prime)) << prime;
            std::int64_t product = 1;
            for (int r : *list) {
                product *= r;
                EXPECT_TRUE(plan::builds_radix(r, plan::block_shape_tuning(plan::DeviceClass::cuda_gpu, p)));
            }
            EXPECT_EQ(product, prime - 1) << prime;
        }
    Config c;
    c.shape = {3121};
    c.batch = 10;
    const auto cuda = graph_for(c, Backend::cuda);
    ASSERT_EQ(cuda.kernels[0].shared_rader.size(), 1u);
    EXPECT_EQ(cuda.kernels[0].shared_rader[0].sub_radices, (std::vector<int>{13, 8, 6, 5}));
    c.shape = {641};
    c.precision = Precision::F64;
    EXPECT_EQ(graph_for(c, Backend::cuda).kernels[0].shared_rader[0].sub_radices,
              (std::vector<int>{8, 8, 5, 2}));
    EXPECT_EQ(graph_for(c, test::reference_cpu_device()).kernels[0].shared_rader[0].sub_radices,
              plan::choose_radices(640, 16));
}

// Shared-memory Rader: lengths whose large prime factors Bluestein took before are one kernel now,
// with the prime's sub-radices and threads from the sub-stages' butterflies. On CUDA a prime with
// other factors takes it up to 127 (shared_rader_beside_factors_up_to: Bluestein measured faster
// past it); 8 x 251 plans on an OpenCL GPU, whose rows keep the composites' earlier readings.
TEST(PlanTree, SharedRaderPrimesGoSinglePassInsteadOfBluestein) {
    struct Row {
        std::int64_t n;
        Precision precision;
        std::vector<int> radices;
        std::vector<plan::SharedRader> rader;
        int threads;
        Backend backend = Backend::cuda;
    };
    const std::vector<Row> table = {
        {67, Precision::F32, {67}, {{67, {11, 6}}}, 6},  // 61 alone takes one register butterfly
        {67, Precision::F64, {67}, {{67, {11, 6}, true}}, 6},  // fp64 splits the sub-FFTs' constants
        {4057, Precision::F32, {4057}, {{4057, {13, 13, 8, 3}}}, 312},  // 4093 (p - 1 nests 31): Bluestein
        {613, Precision::F64, {613}, {{613, {17, 6, 6}, true}}, 36},  // 1021 (p - 1 nests 17): Bluestein
        {3 * 127 * 2, Precision::F32, {6, 127}, {{127, {14, 9}}}, 54},
        {3 * 127 * 2, Precision::F32, {6, 127}, {{127, {14, 9}}}, 54, Backend::opencl},
        {8 * 251, Precision::F32, {8, 251}, {{251, {10, 5, 5}}}, 200, Backend::opencl},
        {61 * 67, Precision::F32, {67, 61}, {{67, {11, 6}}, {61, {10, 6}}}, 366},
        {61 * 67, Precision::F32, {67, 61}, {{67, {11, 6}}, {61, {10, 6}}}, 256, Backend::opencl},  // capped
        {8191, Precision::F32, {8191}, {{8191, {13, 10, 9, 7}}}, 512},
    };
    for (const auto& row : table) {
        const auto device = api::reference_device(row.backend);
        Config c;
        c.shape = {row.n};
        c.precision = row.precision;
        c.batch = 100;
        auto g = graph_for(c, row.backend);
        ASSERT_EQ(g.kernels.size(), 1u) << row.n;
        const auto& k = g.kernels[0];
        EXPECT_EQ(k.radices, row.radices) << row.n;
        EXPECT_EQ(k.shared_rader, row.rader) << row.n;
        EXPECT_EQ(k.threads_per_sequence, row.threads) << row.n;
        EXPECT_FALSE(k.load_op) << row.n;
        EXPECT_TRUE(k.uses_shared_memory()) << row.n;
        EXPECT_LE(k.shared_bytes(), device.shared_memory_per_block) << row.n;
        EXPECT_EQ(static_cast<std::int64_t>(g.lut.size()), k.twiddle_count()) << row.n;
    }
    // Sub-radices past 16 keep the Rader block limit (4093's 31, on an OpenCL GPU: CUDA takes it to
    // Bluestein); others may use wider blocks.
    Config c;
    c.shape = {4093};
    ASSERT_EQ(graph_for(c, Backend::opencl).kernels[0].shared_rader.size(), 1u);
    EXPECT_LE(graph_for(c, Backend::opencl).kernels[0].threads_per_block(), 256);
    // On CUDA a length with other factors besides a shared-Rader prime past 127, or one whose p - 1
    // holds a register-Rader prime (83: 2 x 41), goes to Bluestein.
    for (std::int64_t n : {8 * 251, 2 * 1129, 3 * 83, 61 * 83}) {
        c.shape = {n};
        ASSERT_EQ(graph_for(c).kernels.size(), 1u) << n;
        EXPECT_TRUE(graph_for(c).kernels[0].convolution_op) << n << ": Bluestein's one kernel";
    }
    // Computed twiddles: the table holds the Rader tables alone.
    c.twiddles = TwiddleSource::computed;
    c.shape = {4057};
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels[0].shared_rader.size(), 1u);
    EXPECT_EQ(g.kernels[0].twiddle_count(), plan::shared_rader_table_size(g.kernels[0].shared_rader[0]));
    EXPECT_EQ(static_cast<std::int64_t>(g.lut.size()), g.kernels[0].twiddle_count());
}

// Where shared-memory Rader cannot hold a length, the planner still goes around it: Bluestein (one
// kernel where a block holds its padded length, else several) when
// p - 1 does not factor, p is past the limit or one block's shared memory is too small.
TEST(PlanTree, SharedRaderDeclinesWhereItCannotHoldTheLength) {
    auto kernels = [](std::int64_t n, Precision p, Backend b) {
        Config c;
        c.shape = {n};
        c.precision = p;
        return graph_for(c, b).kernels;
    };
    for (auto [n, p, b] :
         {std::tuple{std::int64_t{509}, Precision::F32, Backend::cuda},        // 508 = 4 x 127
          std::tuple{std::int64_t{2039}, Precision::F64, Backend::cuda},       // 2038 = 2 x 1019
          std::tuple{std::int64_t{4093}, Precision::F64, Backend::cuda},       // past 2047 in CUDA fp64
          std::tuple{std::int64_t{8191}, Precision::F32, Backend::opencl}}) {  // 70 KB > 48 KB
        auto k = kernels(n, p, b);
        ASSERT_GE(k.size(), 1u) << n;
        EXPECT_EQ(k[0].load_op.kind, plan::ElementOpKind::chirp) << n << ": Bluestein";
    }
    // 512 KB past one pass, 16 x 4093: on CUDA, where shared Rader takes a prime alone, Bluestein
    // rather than a four-step with a shared-Rader pass.
    EXPECT_EQ(kernels(16 * 4093, Precision::F32, Backend::cuda)[0].load_op.kind, plan::ElementOpKind::chirp);
}

// Bluestein: a cyclic convolution of a 2/3-smooth M >= 2N - 1, the chirps and the spectrum fused
// into its FFTs. Where one block holds M points, the whole convolution is one kernel.
TEST(PlanTree, LargePrimeFactorsGoThroughBluestein) {
    Config c;
    c.shape = {16, 167};
    c.norm = Norm::backward;
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 2u);
    const auto& k = g.kernels[0];  // the inner axis goes first
    EXPECT_EQ(k.length, 384);
    EXPECT_EQ(k.data_length(), 167);
    EXPECT_EQ(k.load_op.kind, plan::ElementOpKind::chirp);
    EXPECT_EQ(k.store_op.kind, plan::ElementOpKind::chirp);
    EXPECT_EQ(k.convolution_op.kind, plan::ElementOpKind::spectrum);
    EXPECT_EQ(k.convolution_op.length, 384);
    EXPECT_EQ(k.convolution_op.chirp_length, 167);
    EXPECT_EQ(k.source, plan::BufferRole::user_input) << "no temp: the data crosses device memory once each way";
    EXPECT_EQ(k.target, plan::BufferRole::user_output);
    EXPECT_EQ(k.output_span(), 16 * 167);
    EXPECT_EQ(k.load_op.lut_offset, k.store_op.lut_offset) << "one chirp table serves both";
    EXPECT_FALSE(k.stage_input || k.stage_output) << "the chirps are applied on the device side";
    EXPECT_EQ(g.kernels[1].length, 16);
    EXPECT_EQ(g.temp_elements[0], 0);
    c.shape = {1000003};  // M = 2^21 = 1024 x 2048: three passes (PlanTree.BluesteinPastOnePass...)
    g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 3u);
    EXPECT_EQ(g.kernels[0].length * g.kernels[1].length, std::int64_t{1} << 21);
    EXPECT_TRUE(g.kernels[1].convolution_op);
    // Over a 2-D transform's columns (a faster dim, which the three passes' temp does not keep
    // fastest): two four-step FFTs after the rows' kernel, the ops moved to their outer passes.
    c.shape = {1000003, 2};
    g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 5u);
    EXPECT_EQ(g.kernels[1].load_op.kind, plan::ElementOpKind::chirp);
    EXPECT_EQ(g.kernels[2].store_op.kind, plan::ElementOpKind::spectrum);
    EXPECT_EQ(g.kernels[4].store_op.kind, plan::ElementOpKind::chirp);
    EXPECT_EQ(g.kernels[1].length * g.kernels[2].length, std::int64_t{1} << 21);
    EXPECT_EQ(g.kernels[2].fixed_direction, Direction::forward);
    EXPECT_EQ(g.kernels[4].fixed_direction, Direction::inverse);
    EXPECT_EQ(g.kernels[2].target, g.kernels[3].source) << "the spectrum goes through a temp";
    // One kernel or two (tuning.cpp's padding rows): up to M = 4096, and the measured longer ones.
    for (auto [n, precision, one] : std::vector<std::tuple<std::int64_t, Precision, bool>>{
             {2039, Precision::F32, true},     // M = 4096
             {4099, Precision::F32, true},     // 8748, measured
             {5483, Precision::F32, true},     // 11664: a measured Bluestein row asks for one kernel
             {7919, Precision::F32, false},    // 16384: spills in one kernel
             {4093, Precision::F64, false},    // 8192
             {5483, Precision::F64, true}}) {  // 11664, measured
        Config prime;
        prime.shape = {n};
        prime.precision = precision;
        auto kernels = graph_for(prime).kernels;
        EXPECT_EQ(kernels.size() == 1 && kernels[0].convolution_op, one) << n;
        EXPECT_EQ(kernels.size(), one ? 1u : 2u) << n;
    }
    // The padding rule (tuning.cpp): the smallest 2*3-smooth M, but a power of two for the two-kernel
    // form on CUDA from 4096 points when one pass holds it (7759: 15552, no row, would be two kernels).
    // Cluster kernels (sm_90) hold a power of two one block cannot; the rule keeps the smooth M.
    auto fft_length = [](const plan::KernelSpec& k) {
        return k.length * (k.cluster_rows.empty() ? 1 : k.cluster_rows.front().length);
    };
    for (auto [n, m] : std::vector<std::pair<std::int64_t, std::int64_t>>{
             {4099, 8748}, {10007, 20736}, {263, 576}, {7759, 16384}}) {
        c.shape = {n};
        EXPECT_EQ(fft_length(graph_for(c).kernels[0]), m) << n;
    }
}

// Where Bluestein's two FFTs would each take a four-step, the convolution runs in three passes of
// M = N1 x N2 through one temp (plan::BluesteinPadding::three_passes; the CPU rows take it): the
// forward columns read the input through the chirp, the rows run forward FFT, spectrum product and
// inverse FFT in place on the temp, and the inverse columns write the output through the chirp.
TEST(PlanTree, BluesteinPastOnePassRunsThreePassesThroughOneTemp) {
    Config c;
    c.shape = {65537};  // M = 139968 = 324 x 432
    c.batch = 3;
    const DeviceInfo cpu = test::reference_cpu_device();
    auto g = graph_for(c, cpu);
    ASSERT_EQ(g.kernels.size(), 3u);
    const auto &columns = g.kernels[0], &rows = g.kernels[1], &back = g.kernels[2];
    EXPECT_EQ(columns.length * rows.length, 139968);
    EXPECT_EQ(back.length, columns.length);
    EXPECT_EQ(columns.load_op.kind, plan::ElementOpKind::chirp);
    EXPECT_EQ(columns.store_op.kind, plan::ElementOpKind::twiddle);
    EXPECT_EQ(columns.fixed_direction, Direction::forward);
    EXPECT_EQ(rows.convolution_op.kind, plan::ElementOpKind::spectrum);
    EXPECT_EQ(rows.convolution_op.table_rows, columns.length) << "the spectrum in the rows' order";
    EXPECT_FALSE(rows.load_op || rows.store_op);
    EXPECT_EQ(back.load_op.kind, plan::ElementOpKind::twiddle);
    EXPECT_EQ(back.store_op.kind, plan::ElementOpKind::chirp);
    EXPECT_EQ(back.fixed_direction, Direction::inverse);
    EXPECT_EQ(columns.source, plan::BufferRole::user_input);
    EXPECT_EQ(columns.target, plan::BufferRole::temp_a);
    EXPECT_EQ(rows.source, plan::BufferRole::temp_a);
    EXPECT_EQ(rows.target, plan::BufferRole::temp_a) << "in place";
    EXPECT_EQ(back.source, plan::BufferRole::temp_a);
    EXPECT_EQ(back.target, plan::BufferRole::user_output);
    EXPECT_EQ(g.temp_elements[0], 3 * 139968) << "one temp of M points a sequence";
    EXPECT_EQ(g.temp_elements[1], 0);
    // Short rows of few threads would stage their copies, which a convolution's halves do not
    // take (1021: M = 2048 = 32 x 64, rows of 4 threads; staged, they computed wrong results).
    c.shape = {1021};
    g = graph_for(c, cpu);
    ASSERT_EQ(g.kernels.size(), 3u);
    EXPECT_TRUE(g.kernels[1].convolution_op);
    EXPECT_FALSE(g.kernels[1].stage_input || g.kernels[1].stage_output);
    // A strided axis (a 2-D transform's long columns) keeps the two four-steps, whose temps keep
    // the faster dims fastest.
    c.shape = {65537, 4};
    c.batch = 1;
    EXPECT_GT(graph_for(c, cpu).kernels.size(), 4u);
    // CUDA's rows take the three passes (measured on an H100, tuning.cpp), but not splits whose
    // column passes would move less than a 32-byte sector a row: fp32 10^7 + 19's three most
    // balanced splits hold two columns a block (4374 x 4608: 16 bytes); of the eight CUDA tries
    // (three_pass_splits) it takes the fifth, 3072 x 6561. With three tried it keeps the two
    // four-steps, 288 x (243 x 288) each: six kernels (the CPU rows try three).
    c.shape = {65537};
    EXPECT_EQ(graph_for(c, Backend::cuda).kernels.size(), 3u);
    c.shape = {10000019};
    const auto ten_million = graph_for(c, Backend::cuda).kernels;
    ASSERT_EQ(ten_million.size(), 3u);
    EXPECT_EQ(ten_million[1].radices, (std::vector<int>{27, 27, 9}));
    EXPECT_EQ(graph_for(c, cpu).kernels.size(), 6u);
}

// Register Rader butterflies split their constants where the tuning row says so
// (register_rader_split_constants): the CPU rows do, so that the PoCL tests run it; CUDA rows do
// not (0.58x on an H100, tuning.cpp). 2738 = 37 x 37 x 2 takes Rader in registers for its 37s.
TEST(PlanTree, RegisterRaderSplitsItsConstantsWhereTheTuningSaysSo) {
    Config c;
    c.shape = {2738};
    for (const auto& k : graph_for(c, test::reference_cpu_device()).kernels)
        EXPECT_TRUE(k.split_rader_constants);
    const auto cuda = graph_for(c, Backend::cuda);
    ASSERT_EQ(cuda.kernels.size(), 1u);
    EXPECT_EQ(cuda.kernels[0].radices, (std::vector<int>{37, 37, 2}));
    EXPECT_FALSE(cuda.kernels[0].split_rader_constants);
}

// Bluestein's two FFTs over a 2-D transform's columns keep the columns fastest in the temp between
// them, so the forward's last pass writes, and the inverse's first reads, rows of adjacent columns.
TEST(PlanTree, BluesteinOverColumnsKeepsTheColumnsFastestInItsTemp) {
    Config c;
    c.shape = {16411, 256};  // M = 34992: past one block, two four-steps through temp a
    const auto kernels = graph_for(c).kernels;
    ASSERT_EQ(kernels.size(), 5u);
    for (std::size_t i = 1; i < kernels.size(); ++i) {
        ASSERT_FALSE(kernels[i].outer.empty());
        const auto& fastest = kernels[i].outer.back();
        EXPECT_EQ(fastest.length, 256) << "kernel " << i;
        EXPECT_EQ(fastest.in_stride, 1) << "kernel " << i;
        EXPECT_EQ(fastest.out_stride, 1) << "kernel " << i;
    }
}

// Where one block cannot hold Bluestein's M and the tuning lists M (tuning.cpp's on_clusters), the
// whole convolution is one kernel on a thread-block cluster: forward columns with the chirp on
// their read and the four-step twiddle on their store, the rows' forward FFT, product and inverse
// FFT, and the columns back with the conjugate twiddle on their read and the chirp on their write.
// No temp; an unlisted M, an OpenCL device and a strided axis keep the two kernels.
TEST(PlanTree, BluesteinOnClustersJoinsThreePassesInOneKernel) {
    struct Expect {
        std::int64_t n;
        Precision precision;
        std::int64_t m;
        int resident_blocks;
    };
    for (auto [n, precision, m, resident] :
         {Expect{16411, Precision::F32, 34992, 2}, Expect{10007, Precision::F64, 20736, 2},
          Expect{6911, Precision::F64, 13824, 0}}) {
        Config c;
        c.shape = {n};
        c.batch = 3;
        c.precision = precision;
        const auto g = graph_for(c);
        ASSERT_EQ(g.kernels.size(), 1u) << n;
        const plan::KernelSpec& columns = g.kernels[0];
        ASSERT_EQ(columns.cluster_rows.size(), 2u) << n;
        const plan::KernelSpec &rows = columns.cluster_rows[0], &back = columns.cluster_rows[1];
        EXPECT_GT(columns.cluster_blocks, 1) << n;
        EXPECT_EQ(columns.length * rows.length, m) << n;
        EXPECT_EQ(back.length, columns.length) << n;
        EXPECT_EQ(back.sequences_per_block, columns.sequences_per_block) << n;
        EXPECT_EQ(back.threads_per_block(), columns.threads_per_block()) << n;
        EXPECT_EQ(rows.threads_per_block(), columns.threads_per_block()) << n;
        EXPECT_EQ(columns.load_op.kind, plan::ElementOpKind::chirp) << n;
        EXPECT_EQ(columns.store_op.kind, plan::ElementOpKind::twiddle) << n;
        EXPECT_EQ(columns.fixed_direction, Direction::forward) << n;
        EXPECT_EQ(rows.convolution_op.kind, plan::ElementOpKind::spectrum) << n;
        EXPECT_EQ(back.load_op.kind, plan::ElementOpKind::twiddle) << n;
        EXPECT_EQ(back.store_op.kind, plan::ElementOpKind::chirp) << n;
        EXPECT_EQ(back.fixed_direction, Direction::inverse) << n;
        EXPECT_FALSE(columns.convolution_op) << n;
        EXPECT_EQ(columns.source, plan::BufferRole::user_input) << n;
        EXPECT_EQ(columns.target, plan::BufferRole::user_output) << n;
        for (std::int64_t t : g.temp_elements) EXPECT_EQ(t, 0) << n;
        if (resident > 0) {
            EXPECT_EQ(columns.min_resident_blocks, resident) << n;
        }
        // The r2c and the c2r each join the same three passes around the real maps: three rows
        // pair up (the r2c splits Z[f] and Z[n-f] across the cluster), a single row does not.
        c.transform = Transform::R2C;
        const auto paired = graph_for(c);
        ASSERT_EQ(paired.kernels.size(), 2u) << n;
        for (const auto& k : paired.kernels) EXPECT_EQ(k.cluster_rows.size(), 2u) << n;
        const plan::KernelSpec &r2c = paired.kernels[0], &c2r = paired.kernels[1];
        EXPECT_EQ(r2c.read_map.kind, plan::ElementMapKind::real_pair_rows) << n;
        EXPECT_EQ(r2c.cluster_rows[1].write_map.kind, plan::ElementMapKind::split_pair_spectra) << n;
        EXPECT_EQ(c2r.read_map.kind, plan::ElementMapKind::hermitian_pair_rows) << n;
        EXPECT_EQ(c2r.cluster_rows[1].write_map.kind, plan::ElementMapKind::pair_rows_out) << n;
        EXPECT_EQ(r2c.sequences, 2 * rows.length) << n << ": two pairs of rows, the last without its row b";
        // The pairing halves the batch dim; the passes' own split dim comes last, the pair dim's
        // coordinate still says whether row b exists.
        const int pair_dim = r2c.cluster_rows[1].write_map.pair_dim;
        ASSERT_GE(pair_dim, 0) << n;
        EXPECT_EQ(r2c.cluster_rows[1].outer.at(static_cast<std::size_t>(pair_dim)).length, 2) << n;
        c.batch = 1;
        const auto single = graph_for(c);
        ASSERT_EQ(single.kernels.size(), 2u) << n;
        EXPECT_EQ(single.kernels[0].read_map.kind, plan::ElementMapKind::real) << n;
        EXPECT_EQ(single.kernels[0].cluster_rows.at(1).write_map.kind, plan::ElementMapKind::half_spectrum)
            << n;
    }
    // M = 15552 (fp32 7759): the two kernels' power-of-two FFTs ran faster for one row, so only
    // paired real rows take the cluster there.
    Config c;
    c.shape = {7759};
    c.batch = 7;
    EXPECT_EQ(graph_for(c).kernels.size(), 2u);
    c.transform = Transform::R2C;
    const auto paired = graph_for(c).kernels;
    ASSERT_EQ(paired.size(), 2u);
    for (const auto& k : paired) {
        EXPECT_EQ(k.cluster_rows.size(), 2u);
        EXPECT_TRUE(k.read_map.paired_rows());
    }
    c.batch = 1;
    EXPECT_EQ(graph_for(c).kernels.size(), 4u) << "one real row: two kernels each way";
    c.transform = Transform::C2C;
    c.shape = {16411};
    EXPECT_GT(graph_for(c, Backend::opencl).kernels.size(), 1u) << "no clusters on OpenCL";
    c.batch = 4;  // interleaved sequences: the axis is strided
    c.in_strides = c.out_strides = {4};
    c.in_distance = c.out_distance = 1;
    const auto strided = graph_for(c).kernels;
    EXPECT_GT(strided.size(), 1u);
    for (const auto& k : strided) EXPECT_LT(k.cluster_rows.size(), 2u) << "a strided axis";
}

// A strided axis past one pass runs a four-step; on CUDA its first pass is the tuning's 16 points
// (each sequence's elements fewer and farther apart), a contiguous axis keeps the balanced split.
// A four-step over a 2-D transform's columns keeps the columns fastest in its temp, so both passes
// read and write rows of adjacent columns (pass 1 once wrote single elements N apart).
TEST(PlanTree, StridedFourStepKeepsTheColumnsFastestInItsTemp) {
    Config c;
    c.shape = {16384, 4096};
    c.precision = Precision::F64;
    const auto kernels = graph_for(c).kernels;
    ASSERT_EQ(kernels.size(), 3u);
    const auto& first = kernels[1];
    const auto& second = kernels[2];
    EXPECT_EQ(first.length, 128);  // the balanced split
    EXPECT_EQ(first.in_stride, 128 * 4096);
    EXPECT_EQ(first.out_stride, 128 * 4096);  // k1 in the temp: N2 rows of 4096 columns
    EXPECT_EQ(first.store_op.kind, plan::ElementOpKind::twiddle);
    EXPECT_EQ(second.length, 128);
    EXPECT_EQ(second.in_stride, 4096);
    EXPECT_EQ(second.out_stride, 128 * 4096);
    for (const auto* k : {&first, &second}) {
        ASSERT_FALSE(k->outer.empty());
        EXPECT_EQ(k->outer.back().length, 4096) << "the columns are each pass's fastest dim";
        EXPECT_EQ(k->outer.back().in_stride, 1);
        EXPECT_EQ(k->outer.back().out_stride, 1);
    }
    c.shape = {1 << 20};  // a contiguous axis keeps whole sequences contiguous in the temp
    const auto one_d = graph_for(c).kernels;
    ASSERT_EQ(one_d.size(), 2u);
    EXPECT_EQ(one_d[0].length, 1024);
    EXPECT_EQ(one_d[0].out_stride, 1024);
    EXPECT_EQ(one_d[1].in_stride, 1);
}

// From 2^21 on CUDA a contiguous axis of a power of two takes the longest second pass with 32-byte
// rows (4096 points) instead of the balanced split; 2^20 and other lengths keep the balanced one.
TEST(PlanTree, LongContiguousAxesTakeTheLongestSecondPass) {
    Config c;
    auto split = [&](std::int64_t n, Precision p) {
        c.shape = {n};
        c.precision = p;
        const auto kernels = graph_for(c).kernels;
        return kernels.size() == 2 ? std::pair{kernels[0].length, kernels[1].length}
                                   : std::pair<std::int64_t, std::int64_t>{0, 0};
    };
    EXPECT_EQ(split(1 << 20, Precision::F32), (std::pair<std::int64_t, std::int64_t>{1024, 1024}));
    EXPECT_EQ(split(1 << 21, Precision::F32), (std::pair<std::int64_t, std::int64_t>{512, 4096}));
    EXPECT_EQ(split(1 << 22, Precision::F32), (std::pair<std::int64_t, std::int64_t>{1024, 4096}));
    EXPECT_EQ(split(1 << 22, Precision::F64), (std::pair<std::int64_t, std::int64_t>{1024, 4096}));
    EXPECT_EQ(split(3 << 21, Precision::F32), (std::pair<std::int64_t, std::int64_t>{2048, 3072}))
        << "powers of two only: the balanced split";
}

// Columns a single pass could hold only one or two of per block (rows under 32 bytes on CUDA and
// OpenCL GPUs) take the four-step; wider ones and a contiguous axis keep the single pass.
TEST(PlanTree, NarrowStridedColumnsTakeTheFourStep) {
    Config c;
    c.shape = {16384, 16384};
    EXPECT_EQ(graph_for(c).kernels.size(), 3u) << "fp32 16384: one 8-byte column per block";
    c.shape = {8192, 8192};
    EXPECT_EQ(graph_for(c).kernels.size(), 3u) << "fp32 8192: two columns, 16 bytes";
    c.precision = Precision::F64;
    EXPECT_EQ(graph_for(c).kernels.size(), 3u) << "fp64 8192: one column";
    c.shape = {4096, 4096};
    EXPECT_EQ(graph_for(c).kernels.size(), 2u) << "fp64 4096: two columns, 32 bytes";
    c.precision = Precision::F32;
    c.shape = {16384};
    c.batch = 64;
    EXPECT_EQ(graph_for(c).kernels.size(), 1u) << "contiguous rows";
    c.shape = {4096, 4096};  // 48 KB of local memory: one column of 4096 per block
    c.batch = 1;
    EXPECT_EQ(graph_for(c, Backend::opencl).kernels.size(), 3u) << "measured through NVIDIA's OpenCL";
    c.shape = {2048, 2048};
    c.precision = Precision::F64;
    EXPECT_EQ(graph_for(c, Backend::opencl).kernels.size(), 3u) << "OpenCL fp64: one column of 2048";
    c.shape = {1024, 1024};
    EXPECT_EQ(graph_for(c, Backend::opencl).kernels.size(), 2u) << "OpenCL fp64: two columns of 1024";
}

// A temp past 2^31 elements switches the passes that touch it to 64-bit offsets.
TEST(PlanTree, TempsPastTwoToTheThirtyOneUseSixtyFourBitIndices) {
    Config c;
    c.shape = {(std::int64_t{1} << 20) + 7};
    c.batch = 600;  // user data 6.3e8 elements; Bluestein's temp 2^21 * 600 = 1.26e9
    for (const auto& k : graph_for(c).kernels) EXPECT_FALSE(k.index64);
    c.batch = 1100;  // temp 2.3e9 elements
    for (const auto& k : graph_for(c).kernels) EXPECT_TRUE(k.index64);
}

TEST(PlanTree, LargeLayoutsSwitchToSixtyFourBitIndices) {
    Config c;
    c.shape = {1024};
    c.batch = std::int64_t{1} << 22;  // 2^32 elements
    EXPECT_TRUE(graph_for(c).kernels[0].index64);
    c.batch = 1024;
    EXPECT_FALSE(graph_for(c).kernels[0].index64);
    c.index_width = IndexWidth::i64;
    EXPECT_TRUE(graph_for(c).kernels[0].index64);
}

// Plain complex rows up to the tuning's precise_butterflies_up_to (fp32 64, fp64 48 on every
// device class) compute their butterflies precisely; longer rows, real and DCT/DST kernels and
// fused planes (12x12: one kernel on both backends) do not.
TEST(PlanTree, ShortComplexRowsTakePreciseButterflies) {
    struct Case {
        std::vector<std::int64_t> shape;
        Precision precision;
        Transform transform;
        bool precise;
    };
    const Case cases[] = {
        {{39}, Precision::F32, Transform::C2C, true},     {{64}, Precision::F32, Transform::C2C, true},
        {{65}, Precision::F32, Transform::C2C, false},    {{48}, Precision::F64, Transform::C2C, true},
        {{49}, Precision::F64, Transform::C2C, false},    {{60}, Precision::F32, Transform::R2C, false},
        {{12, 12}, Precision::F32, Transform::C2C, false}};
    for (const Case& k : cases)
        for (Backend b : {Backend::cuda, Backend::opencl}) {
            Config c;
            c.shape = k.shape;
            c.batch = 100;
            c.precision = k.precision;
            c.transform = k.transform;
            for (const auto& kernel : graph_for(c, b).kernels)  // an r2c plan holds its c2r too
                EXPECT_EQ(kernel.precise_butterflies, k.precise) << k.shape.front();
        }
}

// A one-kernel Bluestein convolution splits its butterflies' constants where the largest prime of
// its length is below the tuning's bound (plan::BluesteinPadding::split_constants_below_prime): on
// a CPU (PoCL's class: OpenCL, warps of one) 256, so fp32 167 (M = 384) and fp64 166 = 2 x 83
// split, and the primes 263 and 359 do not; CUDA's bound is 0, the split measured too slow there
// (262 = 2 x 131 runs Bluestein there). Kernels without a convolution never split.
TEST(PlanTree, BluesteinConvolutionsBelowTheBoundSplitTheirConstants) {
    const DeviceInfo cpu = test::reference_cpu_device();
    ASSERT_EQ(plan::classify(cpu), plan::DeviceClass::cpu);
    struct Case {
        DeviceInfo device;
        std::int64_t n;
        Precision precision;
        bool split;
    };
    const Case cases[] = {{cpu, 167, Precision::F32, true},
                          {cpu, 166, Precision::F64, true},
                          {cpu, 263, Precision::F32, false},
                          {cpu, 359, Precision::F64, false},
                          {cpu, 64, Precision::F32, false},
                          {api::reference_device(Backend::cuda), 262, Precision::F32, false}};
    for (const Case& k : cases) {
        Config c;
        c.shape = {k.n};
        c.batch = 10;
        c.precision = k.precision;
        int convolutions = 0;
        for (const auto& kernel : graph_for(c, k.device).kernels) {
            convolutions += kernel.convolution_op ? 1 : 0;
            EXPECT_EQ(kernel.split_constants, k.split && kernel.convolution_op) << k.n;
        }
        EXPECT_EQ(convolutions, k.n == 64 ? 0 : 1) << k.n << " should run Bluestein in one kernel";
    }
}

TEST(PlanTree, ExplainShowsProblemTreeAndKernels) {
    Config c;
    c.shape = {32, 8192};
    auto text = api::explain(c, api::reference_device(Backend::cuda));
    EXPECT_NE(text.find("problem: c2c f32 shape 32x8192"), std::string::npos) << text;
    EXPECT_NE(text.find("multi_axis"), std::string::npos);
    EXPECT_NE(text.find("stockham_single_pass"), std::string::npos);
    EXPECT_NE(text.find("prism_k1_{fwd,inv}"), std::string::npos);
}
